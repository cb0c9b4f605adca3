"""Writes golden/reach/fig024-rook-corner.json and golden/reach/fig039-bishop-corner.json: the
destinations of Figures 24 and 39 read from the book's pictures (figread.py), with the tiles read
by eye named in each file's notes. Needs PIL and numpy, and the figures in /work/shared/figures.
Run: python3 golden/tools/build_reach.py (or golden/tools/check.sh for all)."""
import sys, json
sys.path.insert(0,__import__('os').path.dirname(__import__('os').path.abspath(__file__)))
from figread import *
from collections import Counter
from common import *

# ---------------- Figure 24 rook ----------------
G24=(699.5,214,156.7,532.5,108)
cats,hidden,partial,unres=read(FIGURES+'/fig024-rook-shape.png','R',G24,(8,8,1),
   {(8,7,2):('apex','')})
assert not unres
tot=sum(len(v) for v in cats.values())
rook=dict(
 id='fig024-rook-corner',
 source="Figure 24 'Rook Shape', image reference L3104-3106 (media/image25.png), text L3099-3110; counts L3114-3116",
 frame='white',
 position=[{'side':'white','kind':'rook','tile':'KR8,1'}],
 mover='KR8,1',
 destinations={k:cats[k] for k in ('apex','end','between','duplex')},
 counts={'total':tot,'apex':len(cats['apex']),'end':len(cats['end']),'between':len(cats['between'])},
 book_counts={'total':168,'apex':21,'end':21,'between':126,'quadrant':147,
              'quadrant_note':'L3114-3116: 147 tiles via quadrant move (21 of them apex) + 21 via linear move = 168; between = 147 - 21'},
 hidden_tiles=hidden,
 notes=[
  "Orientation: each level is drawn as a diamond, levels QR (bottom) to KR (top), identified by the piece trays (rook, knight, stack, queen, king, stack, knight, rook from the bottom; INDEX.md). White's trays are on the right. In the White frame the RIGHT corner of each drawn level is i,j = 1,1 (White's home column, where Figure 15 draws White's pieces), the LEFT corner 8,8, the FRONT (lowest) corner 8,1 and the BACK corner 1,8.",
  "Orientation check 1 (Figure 15 and this figure): the duke-colour marks along the two front edges. On QR the front-left edge (i=8) alternates gold/ruby and the front-right edge (j=1) silver/ruby; on KR (Figure 15) front-left alternates silver/jade and front-right gold/jade. With the corners mirrored (front corner 1,8) the front-left edge of QR would alternate gold/jade instead. The gold dots of the primary plane lie on the horizontal diagonal (i=j) joining the left and right corners, 4 per level, consistent with gold = z+i and z+j odd.",
  "Orientation check 2: Figure 42's statement (L3944-3948) that KR1,1 has ruby to its right (KR1,2) and jade to its left (KR2,1) fits White sitting at the right corner facing the left corner, with i growing toward the front corner.",
  "The rook is drawn on the FRONT corner of the top level, i.e. on KR8,1 in White's frame (a black tile: 8+8+1 odd), not on White's home corner KR1,1. The caption/text only say 'a rook in the corner of the board' (L3099, L3108). The right-hand KR tray is drawn faded (White's king rook in play), so the piece is White's; the move set does not depend on the side on an empty board.",
  "Transcription: every tile centre was located on the drawn diamond grid (tile centre = right corner + (i-0.5)*u + (j-0.5)*v on each level; levels 156.7 px apart in the 1400 px copy); a tile counts as a destination when its surface is filled red; the decorator in its middle was read as: hollow small diamond = apex, solid black diamond = end (linear tile), no decorator = between (body). Every level was also inspected visually on enlarged crops.",
  "KR7,2 (the tile directly behind the rook piece) is red but its decorator is hidden by the rook; it is listed as apex because it lies on the visible line of hollow-diamond apex tiles KR6,3 ... KR1,8 of the top level and the book's apex count (21) needs it. All other 167 destinations are read directly.",
  "Hidden tiles: on every level below KR the four back-corner tiles i,j in {1,2} x {7,8} are completely covered by the front corner of the level above; they are listed in hidden_tiles and cannot be read. None of them is needed: the 168 visible destinations already equal the book's total.",
  "Result: the drawn destinations are the whole top level KR (63 tiles: 7 apex on the diagonal KR7,2..KR1,8, 14 end tiles on the two edges through the source, 42 between) plus, on each of the 7 lower levels, the two front edges i=8 and j=1 (15 tiles per level: the end tile X8,1 below the rook, one apex on each edge, 12 between). Counts: total 168, apex 21, end 21, between 126 -- equal to the book (L3114-3116)."
 ])
assert tot==168 and len(cats['apex'])==21 and len(cats['end'])==21 and len(cats['between'])==126
write(rook,GOLDEN+'/reach/fig024-rook-corner.json')

# ---------------- Figure 39 bishop ----------------
cats,hidden,partial,unres=read(FIGURES+'/fig039-bishop-shape.png','G',G24,(8,8,1),
   {(8,7,2):('end',''),(7,2,6):('between',''),(7,3,7):('between',''),(6,1,6):('between',''),(6,3,8):('between',''),
    (7,1,7):('between',''),(7,2,8):('between','')})
assert not unres
hidden=[h for h in hidden if h not in ('KN1,7','KN2,8')]
tot=sum(len(v) for v in cats.values())
alld=[parse(n) for v in cats.values() for n in v]
assert all(not tile_white(t) for t in alld)
bishop=dict(
 id='fig039-bishop-corner',
 source="Figure 39 'Bishop Shape', image reference L3621-3623 (media/image40.png), text L3616-3628; counts L3632-3636",
 frame='white',
 position=[{'side':'white','kind':'bishop','tile':'KR8,1'}],
 mover='KR8,1',
 destinations={k:cats[k] for k in ('apex','end','between','duplex')},
 counts={'total':tot,'apex':len(cats['apex']),'end':len(cats['end']),'between':len(cats['between'])},
 book_counts={'total':84,'apex':9,'end':21,'between':54,'quadrant':63,
              'quadrant_note':'L3632-3634: 63 tiles via quadrant move (9 of them apex) + 21 via linear move = 84; between = 63 - 9'},
 hidden_inferred=['KN1,7','KN2,8'],
 partially_visible=['KN2,6','KN3,7','KB1,6','KB3,8','KR7,2'],
 hidden_tiles=hidden,
 notes=[
  "Orientation as for Figure 24 (same drawing, same grid): right corner of each level = White's i,j = 1,1, left = 8,8, front = 8,1, back = 1,8; levels QR (bottom) .. KR (top) from the trays; checked with the duke-colour edge marks and the primary-plane gold dots (4 per level on the left-right diagonal, at 1,1 3,3 5,5 7,7 on KR).",
  "The bishop is drawn on the FRONT corner of the top level, KR8,1 in White's frame. The KB-level tray on White's side shows the stack with its bishop part faded, so the piece is White's king-side bishop placed in a corner for the picture (the text only says 'a bishop in the corner of the board', L3616). KR8,1 is a black tile (8+8+1 odd) and every transcribed destination is a black tile, as a bishop's must be; the source tile itself is drawn green with the large black source diamond.",
  "Transcription: as for Figure 24, with green fill = destination; hollow small diamond = apex, solid black diamond = end (linear), plain green = between. Each level was also inspected on enlarged crops.",
  "KR7,2, directly behind the bishop piece, shows part of a black end diamond on green: end. KN2,6, KN3,7, KB1,6 and KB3,8 are partly covered by the level above; their visible lower halves are plain green (no decorator visible): between.",
  "NOT READ FROM THE IMAGE: KN1,7 and KN2,8 are completely hidden behind the front corner of the KR level (hidden_inferred). The 82 visible destinations fall 2 short of the book's 84; the two visible green diagonals of the KN level (KN8,2 KN7,3 ... KN3,7 and KN7,1 KN6,2 ... KN2,6) run into the hidden area and their next tiles are exactly KN2,8 and KN1,7, while on every other level the corresponding diagonals are visibly drawn to the board edge. They are therefore listed as between tiles, and flagged here. The apex (9) and end (21) counts are complete without them.",
  "Hidden tiles: on each level below KR the back-corner tiles i,j in {1,2} x {7,8} are hidden (hidden_tiles lists those other than the two inferred ones). With the two inferred tiles the total equals the book's 84, so none of them should be a destination.",
  "Shape read from the image: the top level holds the 7 end tiles of one line (KR7,2 .. KR1,8); each lower level holds two green diagonals (the three triangular planes of L3625-3627), with the end tiles of the two other lines on the front edges (X8,j and Xi,1) and the 9 apex tiles: KN7,3 KN6,2, KB7,2 KB6,5 KB4,3, K5,7 K2,4, Q6,3, QN5,4.",
  "Counts: total 84 (82 read + 2 inferred), apex 9, end 21, between 54 -- equal to the book (L3632-3636)."
 ])
assert tot==84 and len(cats['apex'])==9 and len(cats['end'])==21 and len(cats['between'])==54
write(bishop,GOLDEN+'/reach/fig039-bishop-corner.json')
print('rook/bishop ok')
