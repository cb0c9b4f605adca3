"""Writes golden/counts.json: every destination count the book states for a piece alone on the
empty board, each with its lines and a verbatim quote (golden/README.md). Book numbers only; no
move rules. Run: python3 golden/tools/build_counts.py (or golden/tools/check.sh for all)."""
import json, itertools, os
GOLDEN=os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
L=['QR','QN','QB','Q','K','KB','KN','KR']
def nm(z,i,j): return f'{L[z-1]}{i},{j}'
corners=[nm(z,i,j) for z in (1,8) for i in (1,8) for j in (1,8)]
centres=[nm(z,i,j) for z in (4,5) for i in (4,5) for j in (4,5)]
def onface(c): return sum(1 for x in c if x in (1,8))
allt=list(itertools.product(range(1,9),repeat=3))
open_t=[nm(*t) for t in allt if onface(t)==0]
face_t=[nm(*t) for t in allt if onface(t)==1]
edge_t=[nm(*t) for t in allt if onface(t)==2]
assert len(open_t)==216 and len(face_t)==216 and len(edge_t)==72
facts=[]
def F(**k): facts.append(k)
F(id='rook-any-tile', kind='rook', tiles='all', expect={'total':168},
  source='L3114-3120 (Power Projection, rook); Table 1 L3125-3135',
  quote='From the corner of the board, the rook covers 147 tiles via quadrant move (of which 21 are apex tiles), and 21 tiles via linear move, for a total of 168 tiles. ... The power projection ratio (PPR) for the rook is position independent, just like in 2D.',
  note='168 for every tile rests on "position independent" (L3119-3120); the count itself is stated for the corner.')
F(id='rook-corner-split', kind='rook', tiles=corners, expect={'total':168,'apex':21,'end':21,'between':126},
  source='L3114-3116; Figure 24 (L3099-3110)',
  quote='From the corner of the board, the rook covers 147 tiles via quadrant move (of which 21 are apex tiles), and 21 tiles via linear move, for a total of 168 tiles.',
  note='The statement is about "the corner of the board" in general, so all 8 corners are listed. end = the 21 linear tiles; between = 147 quadrant tiles - 21 apex = 126 (book arithmetic, also Table 4 "Rook Body 126", L5155). Figure 24 draws the rook on KR8,1 (see reach/fig024-rook-corner.json).')
F(id='rook-plane-fig17', kind='rook_plane_tiles', tiles=['KR5,4'], plane='horizontal (level KR)', counts_source_tile=True,
  expect={'total':64},
  source='Figure 17, text L2832-2841, caption L2848-2851',
  quote='Figure 17 shows the tiles a rook can cover in a single orthogonal plane, the horizontal one. Note that it covers all of them. ... The shape of an orthogonal plane is always an 8x8 square, independent of the location of the rook',
  note='Plane-restricted fact: the rook on KR5,4 reaches every tile of its level; 64 = the 8x8 plane INCLUDING the rook\'s own tile, i.e. 63 destinations on level KR.')
F(id='bishop-corner', kind='bishop', tiles=corners, expect={'total':84,'apex':9,'end':21,'between':54},
  source='L3632-3636; Table 2 L3649-3662; Figure 39 (L3616-3628)',
  quote='From the corner of the board, the bishop covers 63 tiles via quadrant move (of which 9 are apex tiles), and 21 tiles via linear move, for a total of 84 tiles.',
  note='"the corner of the board" in general: all 8 corners listed. between = 63 - 9 = 54 (also Table 4 "Bishop Body 54", L5155). Figure 39 draws the bishop on KR8,1.')
F(id='bishop-centre-K4,4', kind='bishop', tiles=['K4,4'], expect={'total':147},
  source='L3643-3647; Table 2 L3657',
  quote='For the planar moves, for a bishop in one of the 8 center tiles, such as K4,4, there are 147 tiles the bishop can reach for a PPR of 147/511 = 28.8%.')
F(id='bishop-centre-any', kind='bishop', tiles=centres, expect={'total':147},
  source='L3643-3647',
  quote='for a bishop in one of the 8 center tiles, such as K4,4, there are 147 tiles the bishop can reach',
  note='The sentence says any of the 8 centre tiles (z,i,j in {4,5}); K4,4 is its example (previous fact).')
F(id='duke-corner', kind='duke', tiles=corners, expect={'total':79,'apex':18,'edge_apex':9,'duplex':9,'end':7,'between':54},
  source='L4574-4583; Table 3 L4597-4614; Figure 61 (L4566-4570, L4616-4633)',
  quote='From the corner of the board, the duke covers 72 tiles via quadrant move (of which 18 are apex tiles; 9 edge quadrant tiles, 9 face quadrant tiles), and 7 tiles via linear move, for a total of 79 tiles.',
  note='Here apex = all 18 quadrant apex tiles = edge_apex 9 + duplex 9 (face-quadrant apex). end = the 7 linear tiles. between = 72 - 18 = 54 (= Table 4 duke body 51 + 3 Feynman, L5155). "the corner of the board" in general: all 8 corners listed. Figure 61 draws the duke on KR1,1.')
F(id='duke-corner-per-orthogonal-plane', kind='duke_orthogonal_plane_tiles', tiles=['KR1,1'], counts_source_tile=True,
  expect={'per_plane':10},
  source='L4566-4570 (Figure 61)',
  quote='Interestingly, there are 10 covered tiles in every orthogonal plane.',
  note='Stated for Figure 61 (duke on KR1,1). It holds for all 24 orthogonal planes only if the source tile is counted in the three planes through it (each of those holds 9 destinations + the source); the transcription reach/fig061-duke-corner.json gives exactly 10 decorated tiles per plane, source included.')
F(id='duke-centre', kind='duke', tiles=centres, expect={'total':115},
  source='L4585-4592; Table 3 L4609; Table 5 (L5187)',
  quote='Cross planes have 32 & 28 tiles, minus the 4 tiles of the intersection line and source, each cross-plane pair thus has 56 tiles. ... Thus, 56*3 - 50 - 3 = 115, and 115/511 = 22.5%.',
  note='"From the center of the board" without naming a tile; all 8 centre tiles are listed because the book uses "the center" for any of them (L3644-3645). Table 5 (queen on the ruby centre tile Q5,4) gives the same duke total 115.')
F(id='duke-primary-plane', kind='duke_plane_tiles', tiles=['K4,4'], plane='primary major plane (i = j)', counts_source_tile=True,
  expect={'total':32,'per_level':4},
  source='Figure 46 text L4069-4076, caption L4152-4175; L4250-4252',
  quote='Since the duke can only reach 4 tiles on each level it is easy to confirm that it can reach only half of them. (32 out of 64).',
  note='Plane-restricted fact. The 32 are the gold tiles of the primary plane i=j (the plane has exactly 32 tiles of the duke\'s colour) and INCLUDE the duke\'s own tile, so the duke has 31 destinations in the plane; 4 tiles per level, the source level having 3 destinations + the source. Figure 46 draws the gold duke on K4,4 (level identified by the trays: the duke stands on the level of the king tray, the 5th from the bottom; tile 4,4 on the left-right diagonal).')
F(id='queen-corner-table4', kind='queen', tiles=['QR1,1'],
  expect={'total':289,'rook':168,'bishop':84,'duke':79,'hotspot':9,'rook_linear':12,'brook':12,'q_tile':9,'duke_linear':7,'feynman':3,'bishop_apex':6,'rook_body':126,'bishop_body':54,'duke_body':51},
  source='Table 4 L5151-5169; Figure 66 (L5107-5109, L5196-5203)',
  quote='Table 4: Queen Coverage from Corner of Board: 9 | 12 | 12 | 9 | 7 | 3 | 6 | 126 | 54 | 51 ... Rook = 21 + 21 + 126 = 168 tiles; Bishop = 21 + 9 + 54 = 84 tiles; Duke = 9 + 9 + 7 + 3 + 51 = 79 tiles; Queen = 21 + 21 + 7 + 9 + 231 = 289 tiles',
  note='The ten classes partition the 289 tiles. Memberships used by the book\'s sums: rook = hotspot + rook_linear (the 21 rook linear tiles) + brook + q_tile (the 21 rook apex tiles) + rook_body; bishop = brook + q_tile (bishop linear) + feynman + bishop_apex (bishop apex) + bishop_body; duke = hotspot (duplex) + q_tile (edge apex) + duke_linear + feynman + duke_body. Figure 66 draws the queen on QR1,1 (bottom level, right corner; White\'s Q tray faded); the table heading says only "from Corner of Board".')
F(id='queen-centre-table5', kind='queen', tiles=['Q5,4'],
  expect={'total':355,'rook':168,'bishop':147,'duke':115,'hotspot':9,'rook_linear':12,'brook':24,'q_tile':15,'duke_linear':25,'feynman':12,'bishop_apex':24,'rook_body':108,'bishop_body':72,'duke_body':54},
  source='Table 5 L5171-5189; Figure 67 (L5136-5138, L5205-5212); Figure 62 (L4808-4823, L4849-4850)',
  quote='Table 5: Queen Coverage from Center of Board: 9 | 12 | 24 | 15 | 25 | 12 | 24 | 108 | 72 | 54 ... Rook = 21 + 39 + 108 = 168 tiles; Bishop = 39 + 36 + 72 = 147 tiles; Duke = 9 + 15 + 25 + 12 + 54 = 115 tiles; Queen = 21 + 39 + 25 + 36 + 234 = 355 tiles',
  note='Figure 67 shows the queen "from the center of the board ... on a gem tile (ruby)" (L5136-5137); in the image she stands on the Q level (tray) on tile Q5,4 (White frame), which is ruby (z+i odd, z+j even). Figure 62 gives the same overlap numbers from the centre (24 brook: 4 on KN, 4 on K, 8 on Q, 4 on QB, 4 on QR -- i.e. a queen on the Q level; 15 q-tiles; 9 hotspots; 12 Feynman; 60 overlap tiles; 12 rook-linear and 25 duke-linear tiles), L4808-4823, L4849-4850.')
F(id='knight-corner', kind='knight', tiles=corners, expect={'total':3},
  source='L5517-5521; Table 7 L5544',
  quote='From the corner of the board, the 3D knight can cover only 3 tiles, but from the center he can cover 24 tiles: 3/511 = 0.59% and 24/511 = 4.70%.')
F(id='knight-centre', kind='knight', tiles=centres, expect={'total':24},
  source='L5517-5521; Table 7 L5546',
  quote='from the center he can cover 24 tiles',
  note='"from the center" without naming a tile; the 8 centre tiles are listed.')
F(id='queen-in-5x5x5-cube', kind='queen_in_cube5', tiles=centres, expect={'total':100},
  source='Figure 68, text L5364-5371, caption L5378-5381',
  quote='those she can cover within a 5x5x5 cube (125 tiles) centered on the queen in 3D (b). In 2D she can cover 16 tiles, 8 she cannot, while in 3D she can cover 100 tiles, 24 she cannot.',
  note='Count of queen destinations whose three coordinates each differ from the queen\'s by at most 2 (the 5x5x5 cube centred on her, 124 tiles besides her own). The book names no tile; any tile whose cube lies on the board fits the statement, the 8 centre tiles are listed. The 24 she cannot cover are the knight\'s tiles (next fact).')
F(id='knight-in-5x5x5-cube', kind='knight_in_cube5', tiles=centres, expect={'total':24},
  source='Figure 69, text L5385-5392, caption L5399-5408',
  quote='in 3D he can cover 24 tiles, 100 he cannot.',
  note='Same cube as the previous fact; the knight\'s 24 tiles are exactly the cube tiles the queen cannot cover (L5380-5381, L5399-5401). From a jade tile they are 8 ruby, 8 gold, 8 silver (L5406-5408).')
F(id='king-open', kind='king', tiles=open_t, expect={'total':26},
  source='L8786-8791; jargon 170 L18537; Table 13 L8852',
  quote='In 3D, there are 26 nearest neighbors that are adjacent tiles ... The adjacent and linear rules allow the king access to just the 26 nearest neighbors, which for given the 512 tiles on the 3D board yields a PPR of 26/511 = 5.09%',
  note='Linear rule (the adopted king rule), empty board. "Open position" = not on any face of the board (all of z,i,j in 2..7), 216 tiles.')
F(id='king-corner', kind='king', tiles=corners, expect={'total':7},
  source='jargon 175 L18547; Table 13 L8850 (3D planar column 1.37% = 7/511)',
  quote='Corner position: King is in a corner of the board, 7 adjacent tiles, (3 in 2D).',
  note='The linear-rule reach on an empty board equals the adjacent tiles (L8788-8789); off-board parts of a manifold never block (L1618-1625).')
F(id='king-face', kind='king', tiles=face_t, expect={'total':17},
  source='jargon 172 L18541',
  quote='Face position: King is on a face of the board, 17 adjacent tiles, 3D only.',
  note='Basis: the book gives 17 ADJACENT tiles for a face position; that the linear rule reaches all of them on an empty board follows from L8788-8789 (stated for the open position) and L1618-1625 (off-board tiles never block). Face position = exactly one coordinate is 1 or 8 (216 tiles).')
F(id='king-edge', kind='king', tiles=edge_t, expect={'total':11},
  source='jargon 174 L18545',
  quote='Edge position: King is on an edge of the board, 11 tiles open, 3D only.',
  note='Same basis as king-face. Edge position = exactly two coordinates are 1 or 8 (72 tiles).')
doc={
 'source': "Allan Goff, Discovering the Rules to 3D Chess (2022), text /work/shared/seeds/000_bd9b236fa72fde6e.clean.txt (line numbers L...). Every number below is quoted from the book; none was produced by a move generator.",
 'schema': {
   'tiles': '"all", or a list of tile names in White\'s frame: LEVEL i,j with LEVEL in QR QN QB Q K KB KN KR (z = 1..8), i = left distance, j = right distance. Black\'s name of the same tile is LEVEL (9-i),(9-j).',
   'board': 'empty board, the piece alone, unless stated.',
   'kind': 'rook | bishop | duke | queen | knight | king: full destination count of that piece. Special kinds: rook_plane_tiles / duke_plane_tiles (tiles of one named plane, source tile INCLUDED, see counts_source_tile), duke_orthogonal_plane_tiles (decorated tiles per orthogonal plane, source included), queen_in_cube5 / knight_in_cube5 (destinations inside the 5x5x5 cube centred on the piece).',
   'expect': 'total = number of destination tiles. apex = quadrant apex tiles (for the duke: edge-quadrant apex + duplex); edge_apex / duplex = the duke\'s edge-quadrant apex / face-quadrant apex (duplex) tiles; end = linear-move tiles; between = quadrant (body) tiles that are neither apex nor end. Queen: rook / bishop / duke = tiles each base piece reaches from the same tile; hotspot, rook_linear, brook, q_tile, duke_linear, feynman, bishop_apex, rook_body, bishop_body, duke_body = the ten disjoint columns of Tables 4/5. per_level / per_plane: as named in the fact.',
   'fact': 'Each fact has id, kind, tiles, expect, source (lines/table/figure), quote (from the book), and optionally note.'
 },
 'facts': facts,
 'notes': [
  'PPR percentages are deliberately left out. The book states that 3D sums are divided by 511 (L5216-5217) and most 3D values fit 511, but the queen\'s planar PPRs 56.4% (corner) and 69.3% (centre) (Table 6 L5233-5235, repeated in Tables 7 and 13) are 289/512 and 355/512 (289/511 = 56.6%, 355/511 = 69.5%). The knight\'s 2D ratios are 2/63 = 3.17% and 8/63 = 12.7% in the text (L5519) but 3.12% and 12.5% (= /64) in Table 7 (L5544-5546) and Table 13; the knight\'s 3D centre value is 4.70% in the text (24/511, L5521) but 4.69% (24/512) in the tables. Table 13 gives the king in the corner 4.76% for "3D straight lines" and 4.69% for 2D (L8850): 4.76% = 3/63 and 4.69% = 3/64, whereas the straight-line (adjacent-rule) king in a 3D corner would reach 7 tiles (7/511 = 1.37%, the value in the planar column). Only counts are recorded here.',
  'Book map vs book: the map (pieces.md section 16, pawn-king-special.md section 12) matches every count used here. Two wording points: (1) pawn-king-special.md section 3.4 calls 26/17/11/7 "Neighbour counts by position" -- the jargon table gives them as adjacent-tile counts (edge: "11 tiles open", L18545), not as linear-rule move counts; the king-face/king-edge facts therefore carry a basis note. (2) pieces.md 7.3 reads the duke\'s "10 covered tiles in every orthogonal plane" (L4569-4570) as true for 21 planes and 9 in the three planes through the corner; the Figure 61 transcription shows 10 decorated tiles in all 24 planes when the source tile (which carries the source decorator) is counted, 9 destinations in the three planes through it.',
  'Corner/centre scope: where the book says "from the corner (center) of the board" without naming a tile, all 8 corners (centre tiles z,i,j in {4,5}) are listed; where a figure fixes the tile (Table 4 / Figure 66: QR1,1; Table 5 / Figure 67: Q5,4; Figure 46: K4,4; Figure 17: KR5,4) only that tile is listed. The figures for the rook and bishop corner facts (24, 39) draw the piece on KR8,1, the duke figure (61) on KR1,1.',
  'Not included: counts for the stack and the pawn (outside this file\'s scope: rook, bishop, duke, queen, knight, king); counts for rejected rules (straight-line moves L3121-3122, L3639-3644, L4583-4586; the king\'s natural rule, 68 tiles, L8792-8794; dual-path and RAM rules); STAB numbers (12/24/24/60, L5116-5129), which count advancement squares, not destinations; the bishop\'s Figure 28 statement that it reaches all tiles of its rightward plane through K4,5 (L3302-3306), which gives no number.',
  'The duke centre derivation "Cross planes have 32 & 28 tiles, minus the 4 tiles of the intersection line and source, each cross-plane pair thus has 56 tiles" (L4587-4588) counts plane tiles including the source; only its result 115 is recorded as a fact.'
 ]
}
json.dump(doc,open(GOLDEN+'/counts.json','w'),indent=2); open(GOLDEN+'/counts.json','a').write('\n')
print(len(facts))
