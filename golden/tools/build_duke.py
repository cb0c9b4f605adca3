"""Writes golden/reach/fig061-duke-corner.json: the duke's destinations of Figure 61 read from the
picture (figread.py), duplex tiles and partly hidden tiles as checked by eye on enlarged crops.
Needs PIL and numpy, and the figures in /work/shared/figures.
Run: python3 golden/tools/build_duke.py (or golden/tools/check.sh for all)."""
import sys, json
sys.path.insert(0,__import__('os').path.dirname(__import__('os').path.abspath(__file__)))
from figread import *
from common import *
g=Geom(FIGURES+'/fig061-duke-shape.png',699.5,214,183.43,532.5,108)
res=classify_fig2(g,'B',thr=0.15)
DUPLEX={(8,1,3),(8,1,5),(8,1,7),(8,3,1),(8,5,1),(8,7,1),(6,1,1),(4,1,1),(2,1,1)}
PARTIAL={(2,1,7):'apex',(1,2,8):'between',(7,2,8):'between'}
cats={'apex':[],'end':[],'between':[],'duplex':[]}
hidden=[]
for t,(k,s) in sorted(res.items()):
    if t==(8,1,1): continue
    if k=='hidden': hidden.append(name(t)); continue
    if s['fill']<0.15: continue
    if t in PARTIAL: cats[PARTIAL[t]].append(name(t)); continue
    d=decor(g,t,'B')
    if t in DUPLEX: cats['duplex'].append(name(t)); continue
    m={'solid':'end','apex':'apex','body':'between','duplex':'duplex'}
    assert d in m, (t,d)
    cats[m[d]].append(name(t))
for k in cats: cats[k]=sorted(cats[k],key=sortkey)
alld=[parse(n) for v in cats.values() for n in v]
assert all(duke_colour(t)=='gold' for t in alld)
assert all(duke_colour(parse(h))!='gold' for h in hidden)
tot=len(alld)
# per orthogonal plane counts incl. source
src=(8,1,1)
pts=alld+[src]
per=lambda ax:[sum(1 for t in pts if t[ax]==c) for c in range(1,9)]
print('per level',per(0),'per i',per(1),'per j',per(2))
duke=dict(
 id='fig061-duke-corner',
 source="Figure 61 'Duke Shape', image reference L4616-4618 (media/image62.png), text L4566-4570 and L4620-4633; counts L4574-4578",
 frame='white',
 position=[{'side':'white','kind':'duke','tile':'KR1,1'}],
 mover='KR1,1',
 destinations={k:cats[k] for k in ('apex','end','between','duplex')},
 counts={'total':tot,'apex':len(cats['apex']),'duplex':len(cats['duplex']),'edge_apex':len(cats['apex']),
         'end':len(cats['end']),'between':len(cats['between'])},
 book_counts={'total':79,'apex_including_duplex':18,'edge_apex':9,'duplex':9,'end':7,'between':54,'quadrant':72,
    'note':'L4574-4578: 72 tiles via quadrant move (18 apex: 9 edge quadrant, 9 face quadrant) + 7 via linear move = 79; between = 72 - 18. In this file "apex" holds only the 9 edge-quadrant apex tiles (single hollow diamond) and "duplex" the 9 face-quadrant apex tiles (double hollow diamond); the book\'s 18 apex = apex + duplex.'},
 partially_visible=['QN1,7','QR2,8','KN2,8'],
 hidden_tiles=hidden,
 per_orthogonal_plane_including_source={'per_level_QR_to_KR':per(0),'per_i_1_to_8':per(1),'per_j_1_to_8':per(2)},
 notes=[
  "Orientation as for Figures 24 and 39 (same drawing conventions; levels 183.4 px apart in this copy): right corner of each level = White's i,j = 1,1, left = 8,8, front = 8,1, back = 1,8; levels QR (bottom) .. KR (top) from the trays; checked with the duke-colour edge marks (QR front-left edge gold/ruby, front-right silver/ruby).",
  "The duke is drawn on the RIGHT corner of the top level, White's KR1,1 (a white gold tile, L3944-3948). White's KB tray shows the stack with its duke part faded, so the piece is White's king-side duke placed in the corner for the picture. Every transcribed destination is a gold tile (z+i and z+j odd), as the duke never leaves its duke colour.",
  "Decorators read (text L4566-4569, L4629-4633): a row of small solid diamonds = linear tile (listed under 'end'), single hollow diamond = edge-quadrant apex ('apex'), two hollow diamonds side by side = duplex (face-quadrant apex, 'duplex'), plain blue = between (body). Every decorated tile was inspected on enlarged crops.",
  "Read: linear tiles down the super-diagonal KN2,2 KB3,3 K4,4 Q5,5 QB6,6 QN7,7 QR8,8; edge apexes down the plane diagonals KR3,3 KR5,5 KR7,7 (level), KB1,3 Q1,5 QN1,7 (plane i=1), KB3,1 Q5,1 QN7,1 (plane j=1); duplex tiles down the three orthogonal lines from the source, every other tile: KR1,3 KR1,5 KR1,7, KR3,1 KR5,1 KR7,1, KB1,1 Q1,1 QN1,1 (matches 'the apex tiles down the plane diagonals, and the duplex tiles down the orthogonals', L4567-4569).",
  "QN1,7 (apex), QR2,8 and KN2,8 (between) are partly covered by the level above; their visible lower halves show blue fill and, for QN1,7, the lower half of a single hollow diamond.",
  "Hidden tiles: on each level below KR only the back corner tile i,j = 1,8 is fully covered by the level above. None of them is a gold tile (z+1 and z+8 cannot both be odd), so the duke cannot reach them; the transcription is complete.",
  "Counts: total 79, edge apex 9, duplex 9 (together the book's 18 apex), linear 7, between 54 -- equal to the book (L4574-4578).",
  "Per orthogonal plane (destinations plus the source tile): every one of the 24 orthogonal planes holds exactly 10 decorated tiles (see per_orthogonal_plane_including_source), matching 'there are 10 covered tiles in every orthogonal plane' (L4569-4570) if the source tile is counted; excluding the source, the three planes through KR1,1 (level KR, i=1, j=1) hold 9 destinations."
 ])
assert tot==79 and len(cats['apex'])==9 and len(cats['duplex'])==9 and len(cats['end'])==7 and len(cats['between'])==54
write(duke,GOLDEN+'/reach/fig061-duke-corner.json')
print(cats['apex'],cats['end'],cats['duplex'])
