"""Writes golden/reach/fig046-duke-primary-plane.json: the duke's destinations in the primary
plane drawn by Figure 46, read from the picture (figread.py). Needs PIL and numpy, and the figures
in /work/shared/figures. Run: python3 golden/tools/build_f46.py (or golden/tools/check.sh)."""
import sys; sys.path.insert(0,__import__('os').path.dirname(__import__('os').path.abspath(__file__)))
from figread import *
from common import *
g=Geom(FIGURES+'/fig046-duke-plane-four-quadrants.png',699.5,214,156.7,532.5,108)
res=classify_fig2(g,'B',thr=0.15)
cats={'apex':[],'end':[],'between':[],'duplex':[]}
M={'end':'end','between':'between','apex':'duplex','?':'apex'}   # mapping checked tile by tile on enlarged crops
for t,(k,s) in sorted(res.items()):
    if t==(5,4,4) or k=='hidden' or s['fill']<0.15: continue
    cats[M[k]].append(name(t))
for k in cats: cats[k]=sorted(cats[k],key=sortkey)
alld=[parse(n) for v in cats.values() for n in v]
assert all(t[1]==t[2] for t in alld) and all(duke_colour(t)=='gold' for t in alld)
per=[sum(1 for t in alld+[(5,4,4)] if t[0]==z) for z in range(1,9)]
print({k:len(v) for k,v in cats.items()}, per)
assert len(alld)==31 and per==[4]*8
d=dict(
 id='fig046-duke-primary-plane',
 source="Figure 46 'Duke Plane is Cut by Two Lines, thus Four Quadrants', image reference L4147-4150 (media/image47.png), text L4069-4121, caption L4152-4175; also L4250-4252",
 frame='white',
 position=[{'side':'white','kind':'duke','tile':'K4,4'}],
 mover='K4,4',
 restricted_to_plane='primary major plane: tiles with i = j (all 8 levels)',
 destinations=cats,
 counts={'total':len(alld),'apex':len(cats['apex']),'duplex':len(cats['duplex']),'end':len(cats['end']),'between':len(cats['between'])},
 book_counts={'plane_tiles_reached_including_source':32,'per_level_including_source':4,
              'note':'L4072-4074 and L4170-4171: "the duke can only reach 4 tiles on each level ... (32 out of 64)"; the 32 include the duke\'s own tile, hence 31 destinations.'},
 notes=[
  "PLANE-RESTRICTED: the figure shows only the duke's destinations inside one slant plane (the primary plane i=j), not its whole move set; compare with the engine's destinations intersected with the plane i=j.",
  "Orientation as for Figures 24/39/61 (same drawing; levels 156.7 px apart): right corner of each level = White's 1,1, left = 8,8; the primary plane is the left-right diagonal of every level. The duke stands on the level whose trays hold the king (5th from the bottom, K) on tile 4,4: K4,4, a gold tile, as in Figures 43-45 (L4012-4063). White's KB tray shows the duke part of the stack faded.",
  "All 31 decorated tiles are gold (raised tiles with yellow edges, as the caption says, L4172-4173) and lie on i=j. Decorators, checked on enlarged crops: solid black diamond = linear tile ('end', the two straight lines of the plane); single hollow diamond = edge-quadrant apex ('apex', on the duke's own level: K2,2 K6,6 K8,8 -- the left and right quadrants 'advancing toward an edge', L4087-4092); two hollow diamonds = duplex ('duplex', on the vertical line through the duke: KN4,4 QB4,4 QR4,4 -- up and down quadrants, L4093-4100); plain blue = between.",
  "No decorated tile is hidden: the back-corner tiles covered by the level above (i in 1..2, j in 7..8) are not on the plane i=j.",
  "Counts: 31 destinations (13 linear, 3 apex, 3 duplex, 12 between) + the source = 32, 4 per level -- equal to the book's 32 and 4 per level."
 ])
write(d,GOLDEN+'/reach/fig046-duke-primary-plane.json')
