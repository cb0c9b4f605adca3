"""Writes golden/reach/fig066-queen-corner.json and golden/reach/fig067-queen-centre.json: the
queen's destinations of Figures 66 and 67 by the ten classes of Tables 4/5, read from the pictures
(figread.queen_class) and checked against the tables' counts and the tile colours. Needs PIL and
numpy, and the figures in /work/shared/figures.
Run: python3 golden/tools/build_queen.py (or golden/tools/check.sh for all)."""
import sys, json
sys.path.insert(0,__import__('os').path.dirname(__import__('os').path.abspath(__file__)))
from figread import Geom, queen_class
from common import *
CLASSES=['hotspot','rook_linear','brook','q_tile','duke_linear','feynman','bishop_apex','rook_body','bishop_body','duke_body']
BISHOPISH={'brook','q_tile','feynman','bishop_apex','bishop_body'}
DUKEISH={'hotspot','q_tile','duke_linear','feynman','duke_body'}
def read(fig, src, overrides):
    g=Geom(fig,699.5,214,210.14,532.5,108)
    d={c:[] for c in CLASSES}
    for z in range(1,9):
        for i in range(1,9):
            for j in range(1,9):
                t=(z,i,j)
                if t==src: continue
                k=overrides.get(t) or queen_class(g,z,i,j)[0]
                if k=='black?': k='duke_linear'
                if k=='none': continue
                assert k in d,(t,k)
                d[k].append(name(t))
    for c in d: d[c]=sorted(d[c],key=sortkey)
    # colour consistency
    sb=sum(src)%2; sd=duke_colour(src)
    for c in d:
        for n in d[c]:
            t=parse(n)
            if c in BISHOPISH: assert sum(t)%2==sb,(n,c)
            if c in DUKEISH: assert duke_colour(t)==sd,(n,c)
    return d
def counts(d):
    c={k:len(v) for k,v in d.items()}
    c['total']=sum(c.values())
    c['rook']=c['hotspot']+c['rook_linear']+c['brook']+c['q_tile']+c['rook_body']
    c['bishop']=c['brook']+c['q_tile']+c['feynman']+c['bishop_apex']+c['bishop_body']
    c['duke']=c['hotspot']+c['q_tile']+c['duke_linear']+c['feynman']+c['duke_body']
    return c
COMMON=[
 "Orientation as in the other shape figures (same drawing; levels 210.1 px apart in this copy): right corner of each level = White's i,j = 1,1, left = 8,8, front = 8,1, back = 1,8; levels QR (bottom) .. KR (top) from the trays.",
 "Decorators (Appendix II, Table 19 / decorators-rbdq.png; text L4807-4810, L4848-4850, L5209-5212): every queen destination has a purple border. Read from the outside in along the tile's middle rows: red then blue = hotspot; red with black diamonds (linear decorator) = rook_linear; green then red = brook; red, green, blue = q_tile; blue with a row of black diamonds = duke_linear; green then blue = feynman; green with a hollow black diamond = bishop_apex; plain red / green / blue = rook_body / bishop_body / duke_body. Tiles without a purple border are not destinations.",
 "Transcription: tile centres located on the drawn grid of each level; for every tile the colour sequence of five pixel rows through its centre was read (pixels covered by the level above masked out) and classified by the rules above; the classes were then checked against the book's table entry by entry (counts below) and against colours: every bishop-type tile (brook, q_tile, feynman, bishop_apex, bishop_body) has the queen's bishop colour and every duke-type tile (hotspot, q_tile, duke_linear, feynman, duke_body) her duke colour.",
 "Class memberships used for the rook/bishop/duke counts (the book's sums, Tables 4/5): rook = hotspot + rook_linear + brook + q_tile + rook_body; bishop = brook + q_tile + feynman + bishop_apex + bishop_body; duke = hotspot + q_tile + duke_linear + feynman + duke_body."
]
# ---- Figure 66
d=read(FIGURES+'/fig066-queen-shape.png',(1,1,1),{})
c=counts(d); print(c)
T4={'total':289,'rook':168,'bishop':84,'duke':79,'hotspot':9,'rook_linear':12,'brook':12,'q_tile':9,'duke_linear':7,'feynman':3,'bishop_apex':6,'rook_body':126,'bishop_body':54,'duke_body':51}
assert all(c[k]==v for k,v in T4.items())
write(dict(
 id='fig066-queen-corner',
 source="Figure 66 'Queen Shape', image reference L5196-5198 (media/image67.png), text L5107-5109 and L5200-5203; Table 4 L5151-5169",
 frame='white',
 position=[{'side':'white','kind':'queen','tile':'QR1,1'}],
 mover='QR1,1',
 destinations=d,
 counts=c,
 book_counts=dict(T4, source='Table 4, L5151-5169'),
 notes=["The queen is drawn on the right corner of the bottom level: QR1,1 in White's frame (a black, silver tile). White's Q-level tray is drawn faded (queen in play)."]+COMMON+[
  "All 289 destinations were read; none is hidden (the back-corner tiles 1,8 of the lower levels are partly covered by the level above but their visible halves show the decorators). The queen piece, at the right corner, covers no other tile.",
  "Counts equal Table 4 in every column: hotspot 9, rook_linear 12, brook 12, q_tile 9, duke_linear 7, feynman 3, bishop_apex 6, rook_body 126, bishop_body 54, duke_body 51; rook 168, bishop 84, duke 79, total 289."]),
 GOLDEN+'/reach/fig066-queen-corner.json')
# ---- Figure 67
d=read(FIGURES+'/fig067-queen-power-projection.png',(4,5,4),{(4,3,6):'q_tile',(4,4,5):'brook'})
c=counts(d); print(c)
T5={'total':355,'rook':168,'bishop':147,'duke':115,'hotspot':9,'rook_linear':12,'brook':24,'q_tile':15,'duke_linear':25,'feynman':12,'bishop_apex':24,'rook_body':108,'bishop_body':72,'duke_body':54}
assert all(c[k]==v for k,v in T5.items())
br=[parse(n)[0] for n in d['brook']]
from collections import Counter
print('brook per level',sorted(Counter(br).items()))
write(dict(
 id='fig067-queen-centre',
 source="Figure 67 'Queen Power Projection', image reference L5205-5207 (media/image68.png), text L5136-5143 and L5209-5212; Table 5 L5171-5189; Figure 62 overlap numbers L4808-4823, L4849-4850",
 frame='white',
 position=[{'side':'white','kind':'queen','tile':'Q5,4'}],
 mover='Q5,4',
 destinations=d,
 counts=c,
 book_counts=dict(T5, source='Table 5, L5171-5189'),
 inferred_class={'Q3,6':'q_tile','Q4,5':'brook'},
 notes=["The queen stands on the level whose trays hold the queen (4th from the bottom, Q; White's queen tray faded) on tile 5,4: Q5,4 in White's frame, a black ruby tile -- 'she is on a gem tile (ruby)' (L5137)."]+COMMON+[
  "The queen piece hides the middle of the two tiles behind her. Q3,6: purple border, red ring and green ring visible, centre hidden -- red-then-green occurs only in the q-tile decorator, so q_tile. Q4,5: purple border and green outer ring visible, centre hidden -- green outer rings belong to brook, feynman, bishop_apex and bishop_body; it is listed as brook because every other class already has its Table 5 count without it and brook has 23 (NOT read from the image; see inferred_class). Both are certainly destinations (purple border visible).",
  "All other 353 destinations were read directly; no tile is completely hidden.",
  "Counts equal Table 5 in every column: hotspot 9, rook_linear 12, brook 24, q_tile 15, duke_linear 25, feynman 12, bishop_apex 24, rook_body 108, bishop_body 72, duke_body 54; rook 168, bishop 147, duke 115, total 355. The brooks lie 4 on KN, 4 on K, 8 on Q, 4 on QB and 4 on QR, as Figure 62's text says for the queen at the centre (L4808-4810); the overlap tiles total 60 (24 + 15 + 9 + 12, L4819-4821)."]),
 GOLDEN+'/reach/fig067-queen-centre.json')
