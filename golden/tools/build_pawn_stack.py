"""Writes golden/pawn-captures.json, golden/stack-counts.json, golden/start-position.json and
golden/pawn-positions.json.

Everything here is hand-transcribed from the book text and figures (the figure readings are
reproduced by read_pawn_stack_figs.py). The script contains no move rules: it only
 * stores the transcriptions,
 * checks every quote against the cited book lines (bookcheck.py),
 * checks that each offset really leads from the pawn's tile to the named tile, and that the tile
   colours the book states agree with the colour formulas of the book maps.
Run: cd golden/tools && python3 build_pawn_stack.py
"""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bookcheck import check

GOLDEN = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LV = ['QR', 'QN', 'QB', 'Q', 'K', 'KB', 'KN', 'KR']
BOOK = ("Allan Goff, Discovering the Rules to 3D Chess (2022), text "
        "/work/shared/seeds/000_bd9b236fa72fde6e.clean.txt (line numbers L...), figures /work/shared/figures/. "
        "Every tile and number below is transcribed from the book; none was produced by a move generator.")


def parse(n):
    for k, L in sorted(enumerate(LV), key=lambda x: -len(x[1])):
        if n.startswith(L) and n[len(L)].isdigit():
            i, j = n[len(L):].split(',')
            return (k + 1, int(i), int(j))
    raise ValueError(n)


def name(t):
    z, i, j = t
    return f'{LV[z - 1]}{i},{j}'


def add(n, off, black=False):
    z, i, j = parse(n)
    dz, di, dj = off
    if black:
        di, dj = -di, -dj
    return name((z + dz, i + di, j + dj))


def tile_white(n):
    return sum(parse(n)) % 2 == 0


def duke_colour(n):
    z, i, j = parse(n)
    return {(1, 1): 'gold', (0, 0): 'silver', (1, 0): 'ruby', (0, 1): 'jade'}[((z + i) % 2, (z + j) % 2)]


def Q(quote, a, b):
    check(quote, a, b)
    return quote


def write(obj, fn):
    with open(os.path.join(GOLDEN, fn), 'w') as f:
        json.dump(obj, f, indent=2, ensure_ascii=False)
        f.write('\n')


# ----------------------------------------------------------------------------------------------
# 1. pawn-captures.json
# ----------------------------------------------------------------------------------------------
P = 'KB3,3'
q_pred = Q("Figure 90 shows the two pure quadrant captures by the pawn as a bishop in the forward planes. The two 2x2 "
           "advancement squares share the source tile. Ghost pawns indicate the legal moves. These are captures to apex "
           "tiles and occur two levels up or down, which violate a 2D derivative invariant. This is called a predator capture",
           7179, 7185)
q_sling = Q("Figure 91 shows the four reduced linear captures by the pawn as a bishop in the outward planes. The four 2x2 "
            "advancement squares share both the source tile and the end tile directly in front of the pawn. A piece on "
            "that end tile blocks all four captures. ... This is called a sling capture", 7200, 7206)
q_red = Q("Figure 92 shows the two 2x2 advancement squares for a pawn making a reduced linear capture as a bishop which "
          "share the source tile and the edge tile. In this example the reduced linear move is in the intersection of the "
          "upward and leftward planes. ... A pair of pieces, one in each quadrant of the two intersection planes, is "
          "required to block the linear move, even though the advancement rectangles have been reduced.", 7250, 7287)
q_bead = Q("The pair of 2x3 advancement rectangles are shown for the pawn's one and only fully linear capture. This is a "
           "bishop capture in the outward planes. The ghost pawn shows the legal move. Either the leftward or the rightward "
           "plane must be unblocked.", 7337, 7341)
q_dart = Q("Capture is allowed only in the forward quadrant, and as the other three quadrants are virtual, there is no "
           "ambiguity about which quadrant a move is in, so both end tiles are included (one level up and one level down).",
           7402, 7406)
q_direct = Q("the two corner tiles that also lie in the major plane actually advance toward promotion. Thus, not only is "
             "capture allowed to them, but such captures cannot be blocked as they have no associated advancement "
             "manifolds -- they are direct moves; neither linear nor quadrant.", 7491, 7495)
q_t35 = {
    'predator': Q('Bishop apex, two levels away / ... (KN4,4) (Q4,4)', 19492, 19493),
    'sling': Q('Bishop apex outward planes / ... (KN5,4) (KN4,5) (K5,4) (K4,5)', 19495, 19496),
    'reduced': Q('Bishop linear, but with AdvSqs / (KN,4,3) (KN4,3) (K4,3 (K4,3)', 19498, 19498),
    'bead': Q('Bishop linear, dominant plane ... / (KB4,4)', 19500, 19501),
    'dart': Q('Duke apex, major ... plane / (KB5,5)', 19503, 19504),
    'direct': Q('Duke linear / (KN4,4) (K4,4)', 19506, 19506),
}
GAIN = {'predator': 1, 'sling': 1.5, 'reduced': 0.5, 'bead': 1, 'dart': 2, 'direct': 1}
q_gain = Q("Captures to duke direct tiles decrease promotion distance by one full move. Captures to bishop reduced tiles, "
           "decrease promotion distance by half a move. Captures to sling tiles, decrease promotion distance by one and a "
           "half moves ... Captures to bishop bead tiles decrease promotion distance by one full move. Captures to bishop "
           "predator tiles also decrease promotion distance by one full move. But captures to duke dart tiles decrease "
           "promotion distance by two moves.", 7815, 7829)

CAP = [
    # tile, type, offset, groups (each: plane name, tiles that must be empty), figure
    ('KR4,4', 'predator', (2, 1, 1), [('upward', ['KN4,3', 'KN3,4'])], 'Figure 90 (L7187-7196); Figure 88 (L7128-7138)'),
    ('Q4,4', 'predator', (-2, 1, 1), [('downward', ['K4,3', 'K3,4'])], 'Figure 90 (L7187-7196); Figure 88 (L7128-7138)'),
    ('KN5,4', 'sling', (1, 2, 1), [('leftward', ['KB4,4', 'KN4,3'])], 'Figure 91 (L7213-7222); Figure 89 (L7145-7158)'),
    ('KN4,5', 'sling', (1, 1, 2), [('rightward', ['KB4,4', 'KN3,4'])], 'Figure 91 (L7213-7222); Figure 89 (L7145-7158)'),
    ('K5,4', 'sling', (-1, 2, 1), [('rightward', ['KB4,4', 'K4,3'])], 'Figure 91 (L7213-7222); Figure 89 (L7145-7158)'),
    ('K4,5', 'sling', (-1, 1, 2), [('leftward', ['KB4,4', 'K3,4'])], 'Figure 91 (L7213-7222); Figure 89 (L7145-7158)'),
    ('KN4,3', 'reduced', (1, 1, 0), [('upward', ['KN3,4', 'KR4,4']), ('leftward', ['KB4,4', 'KN5,4'])], 'Figure 92 (L7258-7268)'),
    ('KN3,4', 'reduced', (1, 0, 1), [('upward', ['KN4,3', 'KR4,4']), ('rightward', ['KB4,4', 'KN4,5'])], 'Figure 94 (L7299-7310)'),
    ('K4,3', 'reduced', (-1, 1, 0), [('downward', ['K3,4', 'Q4,4']), ('rightward', ['KB4,4', 'K5,4'])], 'Figure 94 (L7299-7310)'),
    ('K3,4', 'reduced', (-1, 0, 1), [('downward', ['K4,3', 'Q4,4']), ('leftward', ['KB4,4', 'K4,5'])], 'Figure 93 (L7272-7281)'),
    ('KB4,4', 'bead', (0, 1, 1), [('rightward', ['KN3,4', 'KN4,5', 'K4,3', 'K5,4']), ('leftward', ['KN4,3', 'KN5,4', 'K3,4', 'K4,5'])], 'Figure 95 (L7332-7346)'),
    ('KB5,5', 'dart', (0, 2, 2), [('major (primary)', ['KN4,4', 'K4,4'])], 'Figure 97 (L7407-7424)'),
    ('KN4,4', 'direct', (1, 1, 1), [], 'Figure 99 (L7485-7496); Figure 97'),
    ('K4,4', 'direct', (-1, 1, 1), [], 'Figure 99 (L7485-7496); Figure 98 (L7460-7472)'),
]
TYPEQ = {'predator': (q_pred, 'L7179-7185'), 'sling': (q_sling, 'L7200-7206'), 'reduced': (q_red, 'L7250-7287'),
         'bead': (q_bead, 'L7337-7341'), 'dart': (q_dart, 'L7402-7406'), 'direct': (q_direct, 'L7491-7495')}
T35L = {'predator': 'L19492-19493', 'sling': 'L19495-19496', 'reduced': 'L19498', 'bead': 'L19500-19501',
        'dart': 'L19503-19504', 'direct': 'L19506'}
BLOCKNOTE = {
    'predator': 'One 2x2 advancement square in a forward plane (L7179-7182, Fig. 90 draws it): its two other tiles must be empty.',
    'sling': 'One 2x2 advancement square in an outward plane; all four squares share KB4,4, and "a piece on that end tile blocks all four captures" (L7201-7203). Fig. 91 draws the squares.',
    'reduced': 'Two 2x2 squares in different planes, one forward and one outward (L7250-7256); "a pair of pieces, one in each quadrant of the two intersection planes, is required to block" (L7284-7287). Either square empty suffices. Fig. 92/93/94 draw exactly these tiles.',
    'bead': 'Two 2x3 advancement rectangles in the outward planes; "either the leftward or the rightward plane must be unblocked" (L7337-7341). Each group = the four perimeter-1 tiles of one rectangle other than the target. Fig. 95 draws these 8 tiles.',
    'dart': 'The forward quadrant of the major plane, a duke 2x2 square (L7398-7406); its other two tiles are the direct tiles KN4,4 and K4,4, drawn decorated in Fig. 97. The book does not spell the blocking out in words; the group follows from the advancement-square rule (every tile of the square but the destination must be empty, L1585-1601). Fig. 97 also shows that a piece on KB4,4 (a Black pawn) does NOT block the dart ("diffuse around Black\'s pawn in one move", L7429-7431).',
    'direct': 'Unblockable (L7474-7483, L7491-7495, L7502-7505): blocked_by_any_of = [] means no tile has to be empty.',
}
captures = []
for tile, typ, off, groups, fig in CAP:
    assert add(P, off) == tile, (tile, off)
    for _, g in groups:
        assert tile not in g and P not in g
    q, ql = TYPEQ[typ]
    captures.append({
        'tile': tile, 'type': typ, 'offset': list(off),
        'blocked_by_any_of': [g for _, g in groups],
        'group_planes': [p for p, _ in groups],
        'promotion_gain': GAIN[typ],
        'source': f'{ql}; Table 35 {T35L[typ]}; {fig}; gain L7815-7829',
        'quote': q,
        'table35': q_t35[typ],
        'blocking_note': BLOCKNOTE[typ],
    })
assert len(captures) == 14 and len({c['tile'] for c in captures}) == 14

# colour facts the book states (L7974-7981, L8003-8008) checked against the tile formulas
for c in captures:
    t = c['tile']
    if c['type'] in ('dart', 'direct'):
        assert duke_colour(t) == duke_colour(P)
    if c['type'] in ('bead', 'predator'):
        assert duke_colour(t) in ('gold', 'silver') and duke_colour(t) != duke_colour(P)
    if c['type'] in ('sling', 'reduced'):
        assert duke_colour(t) in ('ruby', 'jade')
    if c['type'] == 'direct':
        assert tile_white(t) != tile_white(P)
    if c['type'] != 'direct':
        assert tile_white(t) == tile_white(P)

ADV_TILE = 'Q2,2'
SINGLE = [((0, 1, 1), 'apex'), ((0, 1, 0), 'end'), ((0, 0, 1), 'end')]
DOUBLE = [((0, 2, 2), 'apex'), ((0, 2, 1), 'between'), ((0, 1, 2), 'between'), ((0, 2, 0), 'end'), ((0, 0, 2), 'end')]
q_single = Q("If the pawn is limited to perimeter 1, then the 3 tiles of the outer edge of a 2x2 advancement square, and the "
             "5 tiles of the outer edge of a 2x3 advancement rectangle, are all equally 'distant' from the source tile.",
             6617, 6622)
q_fwd = Q("Therefore, the pawn advances in its horizontal plane only in the forward quadrant. It has no linear move in this "
          "plane. Pieces in the side quadrants do not block the pawn's advance.", 6697, 6699)
q_double = Q("On the first move only, a pawn has the option of advancing twice as far. This provides the pawn 5 moves on "
             "perimeter 2 of a 3x3 advancement square; 1 apex tile move, 2 pure quadrant moves, and 2 end tile moves.",
             6634, 6643)
q_between = Q("For double advances there are two tiles on perimeter 2 of the 3x3 advancement square which are between the "
              "apex and end tiles. Give them the label between tile.", 7809, 7812)
advances = {
    'tile': ADV_TILE, 'side': 'white',
    'single': [add(ADV_TILE, o) for o, _ in SINGLE],
    'double': [add(ADV_TILE, o) for o, _ in DOUBLE],
    'single_detail': [{'tile': add(ADV_TILE, o), 'offset': list(o), 'class': c} for o, c in SINGLE],
    'double_detail': [{'tile': add(ADV_TILE, o), 'offset': list(o), 'class': c} for o, c in DOUBLE],
    'board': 'the pawn alone on its start tile (the double advance exists on the first move only, CR39 L6645-6646)',
    'source': 'L6617-6622 (perimeter 1 of the 2x2 square: 3 tiles), L6684-6699 (forward quadrant of the level only, end tiles included, no linear move), L6632-6643 and L6645-6646 (double advance: 5 tiles = 1 apex + 2 pure quadrant + 2 end), L7809-7812 (between tiles); Figure 85 (L6704-6723) draws the same pattern for White on KR2,2 (double) and Black on KN2,2 (single), see pawn-positions.json',
    'quote': q_single + ' ... ' + q_fwd + ' ... ' + q_double,
    'notes': [
        'The book states the advance pattern for any pawn on its start tile; no level is named, so Q2,2 is used as the example (any z,2,2 has the same offsets). Offsets (dz,di,dj) in White\'s frame; for Black negate di and dj.',
        'Single: offsets (0,1,1) apex, (0,1,0) and (0,0,1) end tiles ("end tiles included in the quadrant move", L6708-6709, L6720-6723). Double: (0,2,2) apex, (0,2,1)/(0,1,2) between (the book\'s "2 pure quadrant moves", named between tiles at L7809-7812), (0,2,0)/(0,0,2) end.',
        'The 8 tiles of the 3x3 forward square other than the source must be empty for a double advance: this follows from the advancement-square rule (book map pawn-king-special.md R-P5); the book does not list them for the pawn, so no blocking data is recorded here. Figure 85(a) draws the three perimeter-1 tiles as blocking decorators.',
    ],
}

# start-position capture tiles, transcribed from Figure 100(b)
START_W = 'KB2,2'
START_B = 'KB7,7'
F100 = [('predator', (2, 1, 1)), ('predator', (-2, 1, 1)), ('sling', (1, 2, 1)), ('sling', (1, 1, 2)),
        ('sling', (-1, 2, 1)), ('sling', (-1, 1, 2)), ('reduced', (1, 1, 0)), ('reduced', (1, 0, 1)),
        ('reduced', (-1, 1, 0)), ('reduced', (-1, 0, 1)), ('bead', (0, 1, 1)), ('dart', (0, 2, 2)),
        ('direct', (1, 1, 1)), ('direct', (-1, 1, 1))]
F100_W_READ = ['KR3,3', 'Q3,3', 'KN4,3', 'KN3,4', 'K4,3', 'K3,4', 'KN3,2', 'KN2,3', 'K3,2', 'K2,3', 'KB3,3', 'KB4,4', 'KN3,3', 'K3,3']
F100_B_READ = ['KR6,6', 'Q6,6', 'KN5,6', 'KN6,5', 'K5,6', 'K6,5', 'KN6,7', 'KN7,6', 'K6,7', 'K7,6', 'KB6,6', 'KB5,5', 'KN6,6', 'K6,6']
wcaps = [{'tile': add(START_W, o), 'type': t, 'offset': list(o)} for t, o in F100]
bcaps = [{'tile': add(START_B, o, black=True), 'type': t, 'offset_black_frame': list(o),
          'offset': [o[0], -o[1], -o[2]]} for t, o in F100]
assert sorted(c['tile'] for c in wcaps) == sorted(F100_W_READ)
assert sorted(c['tile'] for c in bcaps) == sorted(F100_B_READ)
q_f100 = Q("Figure 100 shows the 14 proposed tiles the 3D pawn can capture to.", 7577, 7577)
q_f100c = Q("All the tiles the pawn can attack from the starting position in 2D (a) and 3D (b).", 7587, 7588)

pc = {
    'source': BOOK,
    'frame': 'white',
    'schema': {
        'tiles': 'LEVEL i,j in White\'s frame, LEVEL in QR QN QB Q K KB KN KR (z = 1..8). Black\'s name of a tile is LEVEL (9-i),(9-j).',
        'offset': '(dz, di, dj) from the pawn to the target in White\'s frame (+i, +j toward Black). For a Black pawn negate di and dj.',
        'captures': 'The 14 tiles a White pawn on KB3,3 attacks on an otherwise empty board (an enemy piece stands on the target).',
        'blocked_by_any_of': 'Alternative groups of tiles; the capture is legal iff AT LEAST ONE group is entirely empty (apart from the target, which holds the enemy piece). [] = unblockable (direct). group_planes names the plane of each group (book names; leftward = z-i+j const, rightward = z+i-j const, matching Figs. 92-94).',
        'promotion_gain': 'moves of progress toward promotion (L7815-7829, Figs. 103-104).',
    },
    'pawn': {'side': 'white', 'tile': P},
    'board': 'empty apart from the White pawn on KB3,3 and an enemy piece on the target tile',
    'captures': captures,
    'counts': {
        'total': 14, 'bishop': 11, 'duke': 3,
        'by_type': {'predator': 2, 'sling': 4, 'reduced': 4, 'bead': 1, 'dart': 1, 'direct': 2},
        'source': 'L7166-7172 (11 bishop tiles: 6 quadrant, 4 reduced, 1 full linear), L7354-7358 and L7393-7508 (duke: dart + 2 direct), L7577 (14), Table 35 L19483-19508 (six names)',
        'quote': Q("The pawn has three ways to capture as a bishop; quadrant moves in one advancement square (6 tiles), reduced "
                   "linear moves in two independent advancement squares (4 tiles), and one full linear move in two independent "
                   "advancement rectangles (1 tile). The pawn therefore threatens 11 tiles via her bishop capture move", 7166, 7171)
                 + ' ... ' + q_f100,
    },
    'advances': advances,
    'start_captures': {
        'source': 'Figure 100 (b) (image L7583-7588; text L7577-7581); tiles read from the image, see notes',
        'quote': q_f100 + ' ... ' + q_f100c,
        'white': {'tile': START_W, 'captures': wcaps},
        'black': {'tile': START_B, 'tile_black_frame': 'KB2,2', 'captures': bcaps},
        'notes': [
            'Figure 100(b) shows five levels (trays top to bottom: rook, knight, stack, king, queen = KR, KN, KB, K, Q) with a White pawn on KB2,2 and a Black pawn on its start tile KB2,2 of its own frame = White-frame KB7,7. Each pawn\'s 14 decorated tiles were located on the drawn grid (same orientation as the other figures: right corner of a level = White\'s 1,1) and read from their decorators: hollow green = bishop apex (predator two levels away, sling one level away), solid green = reduced, red insert = bead, blue = dart, blue with solid diamond = direct. All 28 decorated tiles are listed; no other tile is decorated.',
            'The Black pawn\'s tiles are the White pattern with di and dj negated (offset_black_frame is the offset in Black\'s own frame).',
            'The figure does not show advancement manifolds, so no blocking groups are given here; the KB3,3 groups translate by the same offsets.',
        ],
    },
    'table35_typos': [
        {'row': 'Predator', 'line': 'L19493', 'printed': '(KN4,4) (Q4,4)', 'correct': ['KR4,4', 'Q4,4'],
         'evidence': 'Predator tiles are "two levels up or down" (L7182-7183; Table 35\'s own description "two levels away"); KN4,4 is one level up and is the direct tile of the same table (L19506). Figures 88 and 90 show the upper predator on the KR level, KR4,4.'},
        {'row': 'Reduced', 'line': 'L19498', 'printed': '(KN,4,3) (KN4,3) (K4,3 (K4,3)', 'correct': ['KN4,3', 'KN3,4', 'K4,3', 'K3,4'],
         'evidence': 'Garbled: duplicated entries. The ghost pawns of Figures 92, 93 and 94 stand on KN4,3 (upward & leftward), K3,4 (downward & leftward) and KN3,4, K4,3 (both in the rightward plane); Figures 88 and 89 show exactly these four edge tiles undimmed on the KN and K levels (L7135-7138, L7153-7156).'},
    ],
    'notes': [
        'Frame: White\'s. The pawn KB3,3 is the book\'s example throughout Figures 88-99 and Table 35 ("in all of them the focus is on the White KB pawn advanced to KB3,3, five moves away from promotion", L7362-7364).',
        'Every tile was checked against the text, Table 35 and the figures: Fig. 88 (forward planes: undimmed KR4,4, Q4,4, KN4,3, KN3,4, K4,3, K3,4), Fig. 89 (outward planes: undimmed KN5,4, KN4,5, K5,4, K4,5 apex + KN4,3, KN3,4, K4,3, K3,4, KB4,4 edge), Figs. 90-95 (ghost pawns and drawn squares as listed), Fig. 97 (dart KB5,5 with KN4,4, K4,4 decorated), Fig. 98 (downleft plane: only the corner K4,4 is a capture tile), Fig. 99 (ghosts on KN4,4 and K4,4).',
        'Other slips found while transcribing: L7200 says "Figure 91 shows the four reduced linear captures" although Figure 91 is the sling (quadrant) figure; the Figure 98 caption (L7467-7468) names the corner tile "Q4,4", but a one-level-down vertex neighbour of KB3,3 is K4,4 and the image shows the bright corner decorator on the K level at K4,4 (Q4,4 is the predator tile).',
        'Colour bookkeeping (L7974-7981, L8003-8008) holds for every tile listed: dart and direct keep the duke colour, bead and predator take the other metal colour, sling and reduced land on gem (ruby/jade) tiles; only direct captures change the bishop colour. The builder asserts this.',
        'Six attacks lie in the pawn\'s current major plane (dart, direct x2, bead, predator x2) and eight in the adjacent ones (sling, reduced) (L7951-7956).',
        'blocked_by_any_of is transcribed where the book says how the capture is blocked (predator/sling: one square; reduced: one of two squares; bead: one of two rectangles; direct: never). For the dart the text only names the quadrant; its group is the rest of that 2x2 duke square, as drawn in Fig. 97 (see blocking_note).',
    ],
}
write(pc, 'pawn-captures.json')

# ----------------------------------------------------------------------------------------------
# 2. stack-counts.json
# ----------------------------------------------------------------------------------------------
corners = [name((z, i, j)) for z in (1, 8) for i in (1, 8) for j in (1, 8)]
centres = [name((z, i, j)) for z in (4, 5) for i in (4, 5) for j in (4, 5)]
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from read_pawn_stack_figs import fig072, fig073, fig082, fig083
f72 = fig072()
f73 = fig073()
f82 = fig082()
f83 = fig083()
assert len(f72['q_tile']) == 9 and len(f72['feynman']) == 5
assert {k: len(v) for k, v in f73.items() if k != 'hidden'} == {'bishop_only': 80, 'duke_only': 65, 'q_tile': 9, 'feynman': 5}
assert sorted(f73['q_tile']) == sorted(f72['q_tile']) and sorted(f73['feynman']) == sorted(f72['feynman'])
for n in f73['bishop_only'] + f73['q_tile'] + f73['feynman']:
    assert tile_white(n)
for n in f73['duke_only'] + f73['q_tile'] + f73['feynman']:
    assert duke_colour(n) == 'gold'

facts = []
facts.append({
    'id': 'stack-home-as-stack',
    'tiles': ['KB1,1', 'QB1,1', 'KB8,8', 'QB8,8'],
    'expect': {'as_stack': 14, 'q_tile': 9, 'feynman': 5},
    'source': 'L5649-5651 (text), Figure 72 caption L5683-5686',
    'quote': Q('From the starting position, there are 9 q-tiles and 5 Feynman tiles.', 5651, 5651) + ' ... ' +
             Q('From the home location, each stack can cover 9 q-tiles and 5 Feynman tiles. White king side stack shown.', 5683, 5686),
    'note': 'Empty board, the stack alone (Figure 72 shows only the White king-side stack on KB1,1). "each stack" from its home location: the four home tiles of the stacks are listed (White KB1,1, QB1,1; Black KB1,1, QB1,1 of Black\'s frame = White-frame KB8,8, QB8,8). The figure was transcribed for KB1,1 only (figure_tiles); the other three tiles rest on "each stack".',
    'figure_tiles': {'tile': 'KB1,1', 'figure': 'Figure 72', 'q_tile': f72['q_tile'], 'feynman': f72['feynman'],
                     'how_read': 'stack decorators (orange border) located on the drawn grid (levels 183.6 px apart, right corner = White 1,1); the nine with nested red/green/blue diamonds are q-tiles, the five with green then blue (hollow diamond) are Feynman tiles. Note: L5647-5649 says the stack\'s q-tile decorator is "without the red decorator", but the drawn q-tiles do carry a red ring; the classes are nevertheless unambiguous (9 and 5, as stated).'},
})
facts.append({
    'id': 'stack-kb11-decay',
    'tiles': ['KB1,1'],
    'expect': {'bishop': 94, 'duke': 79, 'common': 14, 'q_tile': 9, 'feynman': 5, 'total_split': 159},
    'source': 'L5705-5710 (text after Figure 73); Figure 73 (L5697-5704)',
    'quote': Q('From the home location, the White kingside stack can decay to 79 gold duke tiles, 94 white bishop tiles. They '
               'share 14 overlap tiles; 9 q-tiles and 5 Feynman tiles, thus cover 159 tiles.', 5705, 5710),
    'note': 'Stack alone on the empty board. bishop = tiles the white bishop reaches by decay (94), duke = tiles the gold duke reaches (79), common = both (the 14 overlap tiles = the as-stack tiles of the previous fact), total_split = union 159 = 94 + 79 - 14. The stack is White\'s white-gold king-side stack, so bishop colour white and duke colour gold = those of KB1,1. Figure 73 was transcribed (figure_tiles): 80 bishop-only + 65 duke-only + 9 q-tiles + 5 Feynman = 159, i.e. bishop 94, duke 79, equal to the text; every bishop tile is white and every duke tile gold.',
    'figure_tiles': {'tile': 'KB1,1', 'figure': 'Figure 73',
                     'bishop_only': f73['bishop_only'], 'duke_only': f73['duke_only'],
                     'q_tile': f73['q_tile'], 'feynman': f73['feynman'],
                     'hidden_tiles': f73['hidden'],
                     'how_read': 'every orange-bordered stack decorator (Figure 73, levels 183.6 px apart) classified by the colours inside it: green only = bishop, blue only = duke, red+green+blue = q-tile, green+blue = Feynman. Pixels covered by the level above are masked; QR2,7, K2,8, KB1,7 and KN2,8 are read from their visible part. The seven back-corner tiles z,1,8 below KR are fully covered; none is gold, and the visible counts already equal the book\'s 94 and 79, so none of them is a destination.'},
})
facts.append({
    'id': 'stack-corner-as-stack',
    'tiles': corners,
    'expect': {'as_stack': 12, 'q_tile': 9, 'feynman': 3},
    'source': 'L6401-6407 (Power Projection); Table 9 L6453',
    'quote': Q('The stack (and queen) have access to 3 Feynman tiles from the corner of the board, and 12 from the center. For the '
               'q-tiles, its 9 from the corner and 15 from the center. Therefore, the stack, as a stack, can threaten 12 tiles from '
               'the corner and 27 from the center', 6401, 6406),
    'note': '"from the corner of the board" without naming a tile: all 8 corners are listed (as in counts.json). The queen\'s Table 4 for QR1,1 has the same 9 q-tiles and 3 Feynman tiles (counts.json queen-corner-table4). Bishop and duke colours are those of the corner tile.',
})
facts.append({
    'id': 'stack-centre-as-stack',
    'tiles': centres,
    'expect': {'as_stack': 27, 'q_tile': 15, 'feynman': 12},
    'source': 'L6401-6407; Table 9 L6455; L15476-15480',
    'quote': Q('The stack (and queen) have access to 3 Feynman tiles from the corner of the board, and 12 from the center. For the '
               'q-tiles, its 9 from the corner and 15 from the center. Therefore, the stack, as a stack, can threaten 12 tiles from '
               'the corner and 27 from the center', 6401, 6406),
    'note': '"from the center" without naming a tile; the Half-Life passage places the stack "on one of the 8 center tiles" (L15473-15474), so all 8 centre tiles (z,i,j in {4,5}) are listed.',
})
facts.append({
    'id': 'stack-corner-split',
    'tiles': corners,
    'expect': {'total_split': 151, 'bishop': 84, 'duke': 79, 'common': 12},
    'source': 'L6409-6413 (151); bishop 84 from a corner L3632-3636; duke 79 from a corner L4574-4578; as stack 12 L6405-6406',
    'quote': Q('However, as a bishop or a duke, it is more impressive. From the corner it can threaten 151 tiles, and from the center '
               '235 tiles.', 6409, 6411),
    'note': 'Only 151 is stated in the Stack chapter. bishop (84) and duke (79) are the book\'s corner counts for those pieces (counts.json bishop-corner, duke-corner); common = 84 + 79 - 151 = 12 is book arithmetic, equal to the stated 12 as-stack tiles (9 q + 3 Feynman), since on an empty board the tiles both sub-pieces reach are exactly the overlap tiles (as the KB1,1 passage says, L5708-5709). "From the corner" names no tile: all 8 corners listed. The PPR printed beside it (151/511 = 29.5%) is left out, see counts.json notes.',
})
facts.append({
    'id': 'stack-centre-split',
    'tiles': centres,
    'expect': {'total_split': 235, 'bishop': 147, 'duke': 115, 'common': 27, 'bishop_only': 120, 'duke_only': 88},
    'source': 'L15473-15481 (Part V, Half-Life of Stacks); L6409-6411 (235); Table 9 L6461',
    'quote': Q('A lone stack is placed on one of the 8 center tiles. From there it can access 147 tiles via bishop decay, and 115 '
               'tiles via duke decay of which 27 are common to both, for a total of 235 tiles. Now randomly select one of those '
               '235 tiles. For 27 of them, the stack can move as a stack. ... For 120 of them it can only move as a bishop, in '
               'which case it undergoes bishop decay, and for 88 of them it can only move as a duke', 15473, 15482),
    'note': '235 = 147 + 115 - 27 = 120 + 88 + 27. The Part V passage names "one of the 8 center tiles", so all 8 are listed. Derived in the same passage (not counts, so not in expect): decay probability (235-27)/235 = 88.5% and half-life 0.783 moves (L15490-15503).',
})
facts.append({
    'id': 'stack-fission-qtile-fig82',
    'tiles': ['Q1,1'],
    'overlap_tile': 'Q5,5',
    'expect': {'duke': 5},
    'book_text': {'duke': 5, 'bishop': 18, 'explosions': 89},
    'figure_count': {'duke': 5, 'bishop': 19, 'explosions_implied': 94},
    'disputed': ['bishop', 'explosions'],
    'source': 'Figure 82, text L6168-6183, caption L6190-6204',
    'quote': Q('Stack explodes at Q1,1 conjoined to a q-tile at Q5,5 which places it on the apex tile of perimeter 2 of a duke edge '
               'quadrant move in the major plane, and on perimeter 4 of a bishop liner move in the outward planes. There are 5 '
               'potential destination tiles for the duke and 18 for the bishop, which implies 89 possible explosions.', 6190, 6200),
    'figure_tiles': {'figure': 'Figure 82', 'duke': f82['duke'], 'bishop': f82['bishop'],
                     'bishop_end_tiles_not_destinations': ['KR1,5', 'KR5,1'],
                     'how_read': 'ghost pieces located on the drawn grid (levels 156.6 px apart; stack on the Q level, right corner = Q1,1): 5 ghost dukes and 19 ghost bishops; one ghost bishop stands beside the ghost duke on the q-tile Q5,5 ("ghost bishop & duke are not stacked", L6203-6204). KR1,5 and KR5,1, the far end tiles of the two bishop rectangles, carry solid end-tile decorators and no ghost ("the end tiles of the advancement rectangle are not allowed", L6179-6181).'},
    'note': 'Empty board, White stack on Q1,1 (the caption says where it explodes; the figure draws the White stack on the Q level\'s 1,1 corner). The book\'s arithmetic is 5 x 18 - 1 = 89 (the pair with both sub-pieces on Q5,5 is denied). The figure, however, shows 19 bishop destinations including Q5,5 (18 others), which gives 5 x 19 - 1 = 94 fissions; 18 bishop destinations excluding Q5,5 would give 5 x 18 + 4 = 94 as well. So 89 fits neither reading of the figure. This is the book map\'s ambiguity A15 (pieces.md), now confirmed from the image. Only the duke count (5, text and figure agree) is put in expect; bishop and explosion counts are recorded but disputed.',
})
facts.append({
    'id': 'stack-fission-feynman-fig83',
    'tiles': ['K2,4'],
    'overlap_tile': 'KN6,6',
    'expect': {'bishop': 5, 'duke': 7, 'explosions': 34},
    'source': 'Figure 83, text L6206-6214, caption L6224-6241',
    'quote': Q('Stack explodes at K2,4 conjoined by a Feynman tile at K4,6 which is the apex tile of perimeter 2 of a bishop quadrant '
               'move in the leftward plane and on perimeter 3 of a duke face quadrant move in the upright plane. There are 5 '
               'potential destination tiles for the bishop and 7 for the duke, which implies 34 possible explosions.', 6224, 6237),
    'figure_tiles': {'figure': 'Figure 83', 'bishop': f83['bishop'], 'duke': f83['duke'],
                     'how_read': 'ghost pieces located on the drawn grid (stack on the K level on K2,4): 5 ghost bishops and 7 ghost dukes; a ghost bishop and a ghost duke stand side by side on KN6,6.'},
    'note': 'The caption names the Feynman tile "K4,6", but K4,6 is one of the bishop\'s perimeter-2 end tiles; the image puts the ghost bishop and ghost duke together on KN6,6, offset (2,4,2) from K2,4, which lies in the leftward (z-i+j) and upright (z-j) planes as the caption says. overlap_tile therefore records KN6,6 (book map pieces.md A18 made the same correction). 34 = 5 x 7 - 1 (both sub-pieces on the Feynman tile is a stack move, denied). Empty board.',
})
sc = {
    'source': BOOK,
    'frame': 'white',
    'schema': {
        'tiles': 'list of tiles in White\'s frame (LEVEL i,j). "corner"/"centre" statements without a named tile list all 8 corners / the 8 centre tiles (z,i,j in {4,5}).',
        'board': 'empty board, a lone stack on the listed tile; the stack\'s bishop colour and duke colour are those of its tile.',
        'expect': 'as_stack = tiles the stack reaches as a stack (q_tile + feynman); bishop / duke = tiles its bishop / duke reaches by decay (emitting that sub-piece); common = tiles both reach (= the overlap tiles on an empty board); bishop_only / duke_only = the rest; total_split = union of the bishop and duke tiles (decay or fission coverage). For fission facts: bishop / duke = destination tiles of each sub-piece when the stack explodes conjoined by overlap_tile; explosions = number of legal (bishop tile, duke tile) pairs.',
        'fact': 'id, tiles, expect, source, quote (from the book), note; optional figure_tiles (transcription of the figure), book_text / figure_count / disputed where text and figure disagree.',
    },
    'facts': facts,
    'notes': [
        'Percentages (PPR) are left out, as in counts.json: the Stack chapter prints "12/512 = 2.35%" and "27/512 = 5.28%", which are /511 values, and "235/512 = 46.0%" (= 235/511) (L6405-6413).',
        'Consistency of the book\'s numbers: corner 84 + 79 - 12 = 151; centre 147 + 115 - 27 = 235 = 120 + 88 + 27; KB1,1 94 + 79 - 14 = 159; 9 + 5 = 14; 9 + 3 = 12; 15 + 12 = 27. The bishop 147 and duke 115 from the centre equal counts.json (bishop-centre-any, duke-centre); the duke 79 from KB1,1 equals the duke\'s corner count although KB1,1 is an edge tile (stated, not derived).',
        'Discrepancies with the book itself: Figure 82 (q-tile fission) shows 19 bishop destinations where the text says 18 (and 89 explosions); the Figure 83 caption names the Feynman tile K4,6 where the image shows KN6,6; the Figure 72 text says the stack\'s q-tile decorator has no red, the image draws a red ring.',
        'Transcriptions of Figures 72, 73, 82 and 83 are reproduced by tools/read_pawn_stack_figs.py (pixel readers, no move rules).',
    ],
}
write(sc, 'stack-counts.json')

# ----------------------------------------------------------------------------------------------
# 3. start-position.json
# ----------------------------------------------------------------------------------------------
HOME = [('QR', 'rook'), ('QN', 'knight'), ('QB', 'stack'), ('Q', 'queen'), ('K', 'king'), ('KB', 'stack'), ('KN', 'knight'), ('KR', 'rook')]
STACKCOL = {('white', 'KB'): ('white', 'gold'), ('white', 'QB'): ('black', 'silver'),
            ('black', 'KB'): ('white', 'silver'), ('black', 'QB'): ('black', 'gold')}
pieces = []
for side, home, pawn in (('white', (1, 1), (2, 2)), ('black', (8, 8), (7, 7))):
    for lvl, kind in HOME:
        p = {'side': side, 'kind': kind, 'tile': f'{lvl}{home[0]},{home[1]}'}
        if kind == 'stack':
            b, d = STACKCOL[(side, lvl)]
            assert ('white' if tile_white(p['tile']) else 'black') == b and duke_colour(p['tile']) == d
            p['bishop_colour'] = b
            p['duke_colour'] = d
        pieces.append(p)
    for lvl, _ in HOME:
        pieces.append({'side': side, 'kind': 'pawn', 'tile': f'{lvl}{pawn[0]},{pawn[1]}'})
assert len(pieces) == 32
assert tile_white('KR1,1') and tile_white('KR8,8') and tile_white('Q1,1') and tile_white('Q8,8')
assert duke_colour('Q1,1') == 'gold' and duke_colour('Q8,8') == 'silver'

from read_pawn_stack_figs import fig214 as _f214
F214 = _f214()
assert len(F214['white_pawn_targets']) == 48 and len(F214['black_knight_targets']) == 8
white_apex = [f'{l}3,3' for l, _ in HOME]

sfacts = []
sfacts.append({
    'id': 'white-moves-first', 'kind': 'side_to_move',
    'expect': {'side_to_move': 'white'},
    'source': 'CR16, L2420',
    'quote': Q('Congruent Rule : White moves first.', 2420, 2420),
})
sfacts.append({
    'id': 'first-move-only-pawns-and-knights', 'kind': 'movable_kinds',
    'expect': {'movable_kinds': ['pawn', 'knight'], 'immobile_kinds': ['rook', 'stack', 'queen', 'king']},
    'source': 'L13859-13862 (Openings, Starting Lineup)',
    'quote': Q('In both venues, from the starting position, no piece other than a pawn or a knight can make the first move.', 13861, 13862),
    'note': 'For the side to move (White). With the stack this includes every stack move type (stack move, decay, fission). The book map pieces.md A1 shows this statement separates the strict perimeter rule (no rook/stack/queen/king move) from the lenient one (55 moves).',
})
sfacts.append({
    'id': 'knight-cover-tiles', 'kind': 'cover_tiles', 'pieces': 'knights of one side',
    'expect': {'total': 8, 'per_knight': 4, 'single_advance_apex_tiles_covered': 4, 'single_advance_end_tiles_covered': 4},
    'tiles_black_figure214': F214['black_knight_targets'],
    'tiles_white_mirror': [name((z, 9 - i, 9 - j)) for z, i, j in map(parse, F214['black_knight_targets'])],
    'source': 'Table 15 L13874-13896 (3D knights 8 of 512, 1.56%); L13944-13951; Figure 214 (L13923-13930)',
    'quote': Q('The starting lineup torque is the sum total of all the tiles that are covered by the pawns and knights when the game '
               'starts. In both games, every advance tile covered by a knight is also covered by a pawn.', 13876, 13879) + ' ... ' +
             Q('In 3D, half of the 8 single-advance apex tiles are protected by a knight ... However, only 4 of the end tiles are '
               'covered by knights. These are those in front of the royal pawns', 13944, 13948),
    'note': 'Table 15 gives 8 covered tiles for the knights in 3D (4 in 2D). Figure 214(b) shows Black\'s knight tiles (yellow decorators; the knights\' own home tiles KN8,8 and QN8,8 also carry a yellow mark and are not counted): KR6,6, KB6,6, K6,7, K7,6 (from KN8,8) and Q6,7, Q7,6, QB6,6, QR6,6 (from QN8,8), i.e. 4 per knight, none shared (per_knight = 4 is this figure reading; the text gives only the total 8). tiles_white_mirror is the same set for White ((i,j) -> (9-i,9-j)): KR3,3, KB3,3, K2,3, K3,2, Q2,3, Q3,2, QB3,3, QR3,3 = the 4 apex tiles QR3,3 QB3,3 KB3,3 KR3,3 and the 4 end tiles in front of the royal (K and Q) pawns, matching L13944-13948. "4 moves per knight" is therefore a figure reading plus the count 8, not a sentence of the book. All of these tiles are also covered by pawns (L13878-13879).',
})
sfacts.append({
    'id': 'pawn-capture-tiles', 'kind': 'cover_tiles', 'pieces': 'pawns of one side (capture tiles only)',
    'expect': {'total': 48},
    'tiles_white_figure214': F214['white_pawn_targets'],
    'source': 'Table 15 L13891-13896 (3D pawns 48 of 512, 9.38%); L13905-13907; Figure 214 (b)',
    'quote': Q('Where a pawn can advance to is not counted in the torque computation; only where it can capture.', 13905, 13907),
    'note': 'The union of the capture tiles of the 8 pawns of one side on their start tiles (an enemy piece on the tile assumed). Figure 214(b) shows White\'s: on every level z the six tiles z,2,3 z,3,2 (reduced) z,3,4 z,4,3 (sling) z,3,3 (direct/predator/bead) z,4,4 (dart); 8 x 6 = 48, equal to Table 15. (Advance tiles do not count.)',
})
sfacts.append({
    'id': 'pawns-covered-by-pieces', 'kind': 'defence_count',
    'expect': {'total_defences_by_non_pawn_pieces': 20, 'every_pawn_defended': True, 'defences_by_pawns': 0, 'defences_by_knights': 0},
    'source': 'L13861-13870; Table 16 L13997-14010 (starting lineup 250%, covered by other pieces, not pawns); Table 17 (knights 0%)',
    'quote': Q('Every pawn is protected by one or more major pieces, but no pawn protects another. In 2D, the initial row of pawns is '
               'covered 14 ways, for an average pawn coverage of 14/8 = 175%. In 3D, the initial column of pawns in covered in 20 ways '
               '(not counting quarks) for an average pawn coverage of 20/8 = 250%', 13862, 13866) + ' ... ' +
             Q('The biggest difference in 3D is that the knights no longer cover the royal pawns at all, 0/8 = 0%.', 13868, 13870),
    'note': 'One side\'s 8 pawns; a defence = one (own non-pawn piece, own pawn) pair where the piece could capture an enemy standing on the pawn\'s tile; "not counting quarks": a piece defending a pawn through several manifolds counts once. For the stack, decay moves count (a decayed bishop or duke may capture, L5748-5756). The per-piece split derived in book map pieces.md section 15 (rooks 1 each, stacks 5 each, queen 5, king 3, knights 0) is NOT stated by the book and is not part of expect.',
})
sfacts.append({
    'id': 'single-advance-tile-cover-by-pawns', 'kind': 'pawn_cover_of_advance_tiles',
    'tiles_apex': white_apex,
    'tiles_end': [f'{l}{a}' for l, _ in HOME for a in ('3,2', '2,3')],
    'expect': {'apex_direct': 14, 'apex_predator': 12, 'apex_bead': 8, 'apex_total_without_bead': 26, 'apex_total': 34,
               'end_reduced': 28, 'end_total': 28, 'all_single_advance_total': 62},
    'source': 'L13952-13976 (Single Advance Tiles); Table 16 L13997-14010',
    'quote': Q('The duke direct attack is exactly similar to the 2D case, every single-advance apex tile is on a direct attack tile from '
               'two pawns except the rook pawns which are only singly covered. However, all of them are also covered by pawn predator '
               'attacks; the royal and bishop pawns are covered by two predator pawns, the rook and knight pawns by only one. '
               'Therefore, the average apex tile coverage by other pawns is (14 + 8 + 4)/8 = 26/8 = 325%', 13952, 13960) + ' ... ' +
             Q('each pawn also covers the single-advance apex tile in front of it by the bead attack, for another 8 tiles of coverage; '
               'thus, 34/8 = 425%', 13962, 13964) + ' ... ' +
             Q('Every single-advance end tile is double covered by the pawn reduced attack, except the rook pawns which are singly '
               'covered, for a pawn coverage of (12*2 + 4)/16 = 175%, same value as in 2D. Altogether, the 8 apex tiles and the 16 '
               'end tiles have an average pawn coverage of (34 + 28)/24 = 258%', 13970, 13975),
    'note': 'Counts of (own pawn, tile) attack pairs in the starting position for one side (White shown: apex tiles z,3,3, end tiles z,3,2 and z,2,3). "apex tile covered by direct attack from two pawns except the rook pawns" = 6 x 2 + 2 x 1 = 14; predator 12 = "(8 + 4)" (levels QB..KB two each: 4 x 2 = 8, rook and knight levels one each: 4); bead 8 = each pawn on the tile in front of it. End tiles: reduced 12 x 2 + 4 = 28, no other capture type reaches them.',
})
sfacts.append({
    'id': 'double-advance-tile-cover-by-pawns', 'kind': 'pawn_cover_of_advance_tiles',
    'tiles_between': [f'{l}{a}' for l, _ in HOME for a in ('4,3', '3,4')],
    'tiles_apex': [f'{l}4,4' for l, _ in HOME],
    'tiles_end': [f'{l}{a}' for l, _ in HOME for a in ('4,2', '2,4')],
    'expect': {'between_sling': 28, 'apex_by_other_pawns': 0, 'end_by_other_pawns': 0, 'total_by_other_pawns': 28,
               'apex_dart_own_pawn': 8, 'total_with_dart': 36},
    'source': 'L13978-13996 (Double Advance Tiles); Table 16',
    'quote': Q('There is no coverage by other pawns of the apex and end tiles, but the dart attack does allow for coverage of the apex '
               'tile in doubled pawn situations (two pawns on the same level), and there is coverage by other pawns for the between '
               'tiles, which all fall on sling tiles. Therefore, all the between tiles are double covered except for the rook levels '
               'which are only singly covered; (12*2 + 4)/16 = 175%. The average coverage for double-advance tiles by other pawns is '
               'thus (12*2 + 4)/(5*8) = 28/40 = 70%. If the dart tiles are included, then the average coverage expands to 90%.',
               13983, 13992),
    'note': '90% of 40 tiles = 36 = 28 + 8: the 8 dart tiles z,4,4 are each the own pawn\'s dart tile (its double-advance apex). total_with_dart is book arithmetic (0.90 x 40).',
})
spos = {
    'source': BOOK,
    'frame': 'white',
    'schema': {
        'pieces': '32 entries {side, kind, tile}; kinds rook, knight, stack, queen, king, pawn. Stacks carry bishop_colour and duke_colour (the colours of their sub-pieces).',
        'facts': 'statements of the book about the starting position; each has id, kind, expect, source, quote and optionally note and tile lists read from figures. Coverage counts are for one side (White), the other side is the mirror image.',
    },
    'pieces': pieces,
    'source_pieces': 'Figure 15 (image L2384-2386, caption L2387-2400), text L2320-2443 (CR13-CR16), L3858-3866 and L5876-5881 (stack colours), L4716-4719 (queen duke colours)',
    'quote_pieces': Q('Stack starts next to the royal pieces (bishop level). King is above the queen, so both queens start on white tiles. '
                      'Pawns are on tile 2,2 (left, right; from each player\'s perspective) and promote only on the opponent\'s home column (8,8).',
                      2392, 2397) + ' ... ' + Q('The 1,1 vertical column, from each player\'s perspective, is the home column, with the respective pawn columns at 2,2.', 2413, 2414)
                     + ' ... ' + Q('White starts with a gold duke stacked on top of a white bishop on her king side, and a silver duke stacked on top of a black bishop on her queen side. Black starts with a silver duke stacked on top of a white bishop on his king side, and a gold duke stacked on top of a black bishop on his queen side', 5877, 5881),
    'colour_checks': [
        {'claim': 'White king rook starts on a white tile (CR14)', 'tile': 'KR1,1', 'tile_colour': 'white', 'duke_colour': 'gold',
         'source': 'L2373-2374; L3944-3946 ("KR1,1 is a white gold tile"); Figure 15 (the right corner of the top level is drawn white, with a yellow/gold edge mark)',
         'quote': Q('Congruent Rule : White king rook starts on a white tile.', 2373, 2374)},
        {'claim': 'the Black king rook also starts on a white tile', 'tile': 'KR8,8', 'tile_colour': 'white',
         'source': 'L2376-2377', 'quote': Q('the Black king rook will also start on a white tile', 2376, 2377)},
        {'claim': 'both queens start on white tiles; the king is on the level above the queen', 'tile': ['Q1,1', 'Q8,8'], 'tile_colour': 'white',
         'source': 'L2378-2380; L4704', 'quote': Q('both queens start on white tiles. The equivalent rule in 3D chess is that the king starts on the level above the queen.', 2378, 2380)},
        {'claim': 'White queen on a gold tile, Black queen on a silver tile', 'tile': ['Q1,1', 'Q8,8'], 'duke_colour': ['gold', 'silver'],
         'source': 'L4716-4719', 'quote': Q('The White queen starts on a gold tile, the Black queen on a silver one.', 4716, 4719)},
        {'claim': 'White king-side duke gold, queen-side silver; the reverse for Black', 'tile': ['KB1,1', 'QB1,1', 'KB8,8', 'QB8,8'],
         'duke_colour': ['gold', 'silver', 'silver', 'gold'], 'source': 'L3858-3866; L5877-5881',
         'quote': Q("Each player gets one gold duke and one silver duke. White's gold duke is on the king side, silver duke on the queen side; just the reverse for Black.", 3858, 3866)},
    ],
    'facts': sfacts,
    'notes': [
        'Tiles in White\'s frame. Black\'s pieces stand on Black\'s home column 1,1 and pawn column 2,2 of his own frame, i.e. White-frame z,8,8 and z,7,7 (L2413-2414, L2446-2450).',
        'Levels bottom to top QR, QN, QB, Q, K, KB, KN, KR, each named after the major piece that starts on it (L2357-2358; the piece trays of Figure 15). Figure 15(b) was checked tile by tile with the drawn grid: every piece stands on the corner tile 1,1 (White, right) or 8,8 (Black, left) of its level and every pawn on 2,2 / 7,7.',
        'Colours verified: KR1,1 and KR8,8 are white tiles; Q1,1 and Q8,8 are white tiles, Q1,1 gold and Q8,8 silver; the stacks\' bishop and duke colours equal those of their tiles (white-gold KB1,1, black-silver QB1,1, white-silver KB8,8, black-gold QB8,8). The builder checks these against the colour formulas of the book maps (tile white iff z+i+j even; gold iff z+i and z+j odd, silver iff both even), and Figure 15\'s edge marks agree (yellow = gold under KR1,1, Q1,1, K8,8; pale blue = silver under K1,1, Q8,8).',
        'The map\'s per-piece split of the 20 defences (rooks 1, stacks 5, queen 5, king 3, knights 0) and the knights\' destination lists are derivations, kept in notes only.',
    ],
}
write(spos, 'start-position.json')

# ----------------------------------------------------------------------------------------------
# 4. pawn-positions.json
# ----------------------------------------------------------------------------------------------
def W(kind, tile):
    return {'side': 'white', 'kind': kind, 'tile': tile}


def B(kind, tile):
    return {'side': 'black', 'kind': kind, 'tile': tile}


ents = []
pos85 = [W('pawn', 'KR2,2'), B('pawn', 'KN7,7')]
q85 = Q("Pawn advances like a rook with the end tiles included in the quadrant move. Two pawn advances are shown; an optional first "
        "move double advance to perimeter 2 by White (a), and a first move single advance to perimeter 1 by Black (b). ... Ghost "
        "pawns indicate legal moves.", 6708, 6715)
ents.append({'id': 'fig085a', 'source': 'Figure 85 (a), L6704-6723; text L6684-6703', 'position': pos85, 'mover': 'KR2,2', 'kind': 'advance',
             'expect': {'includes': ['KR4,4', 'KR4,3', 'KR3,4', 'KR4,2', 'KR2,4']}, 'quote': q85,
             'notes': ['Panel (a) is on the level with the rook trays (top, KR); the White pawn stands on KR2,2 (its start tile) and ghost pawns stand on the five perimeter-2 tiles: apex KR4,4, between KR4,3/KR3,4, end KR4,2/KR2,4. The perimeter-1 tiles KR3,3, KR3,2, KR2,3 carry red decorators but no ghosts (the single advance is not what (a) shows), so only includes is given.',
                       'Tiles read from the image (the caption gives no coordinates).']})
ents.append({'id': 'fig085b', 'source': 'Figure 85 (b), L6704-6723', 'position': pos85, 'mover': 'KN7,7', 'kind': 'advance',
             'expect': {'includes': ['KN6,6', 'KN6,7', 'KN7,6']}, 'quote': q85,
             'notes': ['Panel (b) is on the knight level (KN). The Black pawn stands on its start tile KN2,2 of Black\'s frame = White-frame KN7,7; ghosts on Black\'s KN3,3, KN3,2, KN2,3 = White-frame KN6,6, KN6,7, KN7,6 (apex + two end tiles). Only the single advance is drawn (the pawn could also double advance), so includes.',
                       'Tiles read from the image.']})
pos87 = [W('pawn', 'KB6,8'), W('pawn', 'QN8,5'), B('knight', 'QB8,6')]
q87a = Q("Figure 87(a) shows an unshackled pawn (KB6,8) in the right back plane advancing in either a quadrant move to perimeter 2 in "
         "either of two 3x3 advancement squares or advancing in a linear move to the promotion line as a 3x5 advancement rectangle. "
         "It even shows two quadrant advances in the 3x3 advancement squares that fall short of promotion, (KR7,8 & Q7,8).", 6917, 6924)
ents.append({'id': 'fig087a', 'source': 'Figure 87 (a), text L6917-6924, caption L6936-6941', 'position': pos87, 'mover': 'KB6,8', 'kind': 'advance',
             'expect': {'includes': ['KR8,8', 'KR7,8', 'KN8,8', 'KB8,8', 'K8,8', 'Q8,8', 'Q7,8']},
             'quote': q87a + ' ... ' + Q('The king side pawn (KB6,8) is in the right back plane and thus unshackled (a). It may advance in the vertical plane without a range restriction.', 6936, 6939),
             'notes': ['KB6,8, KR7,8 and Q7,8 are named by the text; the other ghost tiles were read from the image: KR8,8, KN8,8, KB8,8 (the linear move along the plane j=8), K8,8, Q8,8 - seven ghost pawns in all, on tiles of the back plane j = 8 (White\'s "right back plane").',
                       'Not every legal move is ghosted (e.g. the perimeter-1 tiles KN7,8, KB7,8, K7,8 carry decorators without ghosts), so only includes. KR6,8 and Q6,8 (pure level changes on perimeter 2) carry decorators but no ghost; the figure does not say they are illegal, so they are not listed as excludes.',
                       'The other two pieces of the figure (panel b, on the QN/QB levels) do not lie in the plane j = 8.']})
ents.append({'id': 'fig087b', 'source': 'Figure 87 (b), text L6925-6931, caption L6941-6948', 'position': pos87, 'mover': 'QN8,5', 'kind': 'advance',
             'expect': {'includes': ['QN8,6']},
             'quote': Q("The queen side pawn (QN8,5) is also unshackled, but it is blocked in the left back plane by Black's knight (b). It may "
                        "still make a perimeter 1 advance in the horizontal plane. Normally, this would be a linear move, but the right quadrant "
                        "is virtual (dimmed decorators), and the left quadrant is off the board, so as a practical matter this is a direct move "
                        "and thus unblockable. The ghost pawn indicates the legal move.", 6940, 6948),
             'notes': ['The Black knight\'s tile is not named; it was read from the image: QB8,6 (one level above the pawn, in the pawn\'s back plane i = 8), which blocks the up quadrant of that plane and hence the back-plane linear move along +j. RECONSTRUCTED: QB8,6.',
                       'Text discrepancies: L6925-6926 says the blocked linear move goes "to QN8,5" (the pawn\'s own tile; the ghost is on QN8,6), and L6928-6929 offers the alternative "advance in the left back plane to Q8,6, changing levels". With the knight drawn on QB8,6, Q8,6 lies on perimeter 2 of the blocked up quadrant, so the figure does not support it (QR8,6, one level down, would fit "changing levels"). Neither tile is recorded as an expectation.']})

P3 = 'KB3,3'
pos_alone = [W('pawn', P3)]
def ent(id_, src, mover_pos, exp, quote, notes, kind='attack'):
    ents.append({'id': id_, 'source': src, 'position': mover_pos, 'mover': P3, 'kind': kind, 'expect': exp, 'quote': quote, 'notes': notes})
ent('fig088', 'Figure 88, text L7122-7127, caption L7132-7138', pos_alone,
    {'includes': ['KR4,4', 'Q4,4', 'KN4,3', 'KN3,4', 'K4,3', 'K3,4'],
     'excludes': ['KR2,2', 'Q2,2', 'KN1,4', 'KN2,5', 'KN4,1', 'KN5,2', 'K1,4', 'K2,5', 'K4,1', 'K5,2', 'KN2,3', 'KN3,2', 'K2,3', 'K3,2', 'KB2,4', 'KB4,2']},
    Q("All the perimeter 1 tiles of the pawn's bishop attack in the forward planes are shown for a White pawn on KB3,3. In each plane, 5 "
      "of the 6 quadrants are virtual. Tiles in virtual quadrants are dimmed. Note there are 12 apex tiles; 10 dimmed and 2 not, and 10 "
      "edge tiles, 6 dimmed and 4 not, which are the linear tiles of advancement rectangles reduced to advancement squares (KN & K levels).", 7132, 7138),
    ['Bishop perimeter-1 tiles of the two forward (upward z-i-j, downward z+i+j) planes; undimmed = capture tiles (includes), dimmed = tiles of virtual quadrants (excludes). Read from the image: undimmed apex KR4,4, Q4,4; undimmed edge KN4,3, KN3,4, K4,3, K3,4; 10 dimmed apex and 6 dimmed edge tiles as listed - matching the caption\'s 2 + 10 and 4 + 6.'])
ent('fig089', 'Figure 89, text L7140-7144, caption L7150-7158', pos_alone,
    {'includes': ['KN5,4', 'KN4,5', 'K5,4', 'K4,5', 'KN4,3', 'KN3,4', 'K4,3', 'K3,4', 'KB4,4'],
     'excludes': ['KR2,4', 'KR4,2', 'KN1,2', 'KN2,1', 'K1,2', 'K2,1', 'Q2,4', 'Q4,2', 'KN2,3', 'KN3,2', 'K2,3', 'K3,2', 'KB2,2']},
    Q("All the perimeter 1 tiles of the pawn's bishop attack in the outwards planes are shown for a White pawn on KB3,3. In each plane, 4 "
      "of the 6 quadrants are virtual. Tiles in virtual quadrants are dimmed. Note there are 12 apex tiles; 8 dimmed and 4 not and 10 edge "
      "tiles, 5 dimmed and 5 not dimmed.", 7150, 7154),
    ['Outward planes (leftward z-i+j, rightward z+i-j). Read from the image: undimmed apex KN5,4, KN4,5, K5,4, K4,5 (slings); undimmed edge KN4,3, KN3,4, K4,3, K3,4 (reduced) and KB4,4 (bead, "a true linear move in two planes", L7156-7158); 8 dimmed apex and 5 dimmed edge tiles as listed.'])
ent('fig090', 'Figure 90, text L7179-7185, caption L7192-7196', pos_alone, {'includes': ['KR4,4', 'Q4,4']}, q_pred,
    ['Ghost pawns on KR4,4 and Q4,4 (predator); the squares drawn are {KN4,3, KN3,4} and {K4,3, K3,4}. Read from the image.'])
ent('fig091', 'Figure 91, text L7200-7212, caption L7218-7222', pos_alone, {'includes': ['KN5,4', 'KN4,5', 'K5,4', 'K4,5']}, q_sling,
    ['Ghost pawns on the four sling tiles; the four 2x2 squares drawn share KB4,4 (red insert) and use KN4,3, KN3,4, K4,3, K3,4.'])
ent('fig092', 'Figure 92, text L7250-7256, caption L7263-7268', pos_alone, {'includes': ['KN4,3']}, q_red,
    ['Ghost pawn on KN4,3 (reduced, upward & leftward planes); drawn squares {KN3,4, KR4,4} (upward) and {KB4,4, KN5,4} (leftward).'])
ent('fig093', 'Figure 93, text L7270, caption L7277-7281', pos_alone, {'includes': ['K3,4']},
    Q("Mirror situation of the previous figure. The two 2x2 advancement squares, which are in different planes (still the leftward plane, "
      "but now in the downward plane) are shown for the pawn's bishop reduced linear capture. The ghost pawn shows the legal move.", 7277, 7281),
    ['Ghost pawn on K3,4; drawn squares {K4,3, Q4,4} (downward) and {KB4,4, K4,5} (leftward).'])
ent('fig094', 'Figure 94, text L7293-7297, caption L7304-7310', pos_alone, {'includes': ['KN3,4', 'K4,3']},
    Q("In this figure, both reduced linear captures in the rightward plane are shown; one in the upward plane, the other in the downward "
      "plane. Each move has two 2x2 advancement squares, which are in different planes. Ghost pawns show the legal moves. Note that a piece "
      "on the brook tile directly in front of the pawn (red insert in the tile decorator) blocks both moves only in the outward plane. "
      "Attack may still be possible in the relevant forward plane.", 7304, 7310),
    ['Ghost pawns on KN3,4 and K4,3; drawn squares {KN4,3, KR4,4}, {KB4,4, KN4,5}, {K3,4, Q4,4}, {KB4,4, K5,4}.'])
ents.append({'id': 'fig094-brook-blocker', 'source': 'Figure 94 caption L7307-7310', 'position': [W('pawn', P3), W('knight', 'KB4,4')],
             'mover': P3, 'kind': 'attack', 'expect': {'includes': ['KN3,4', 'K4,3']},
             'quote': Q("Note that a piece on the brook tile directly in front of the pawn (red insert in the tile decorator) blocks both moves only in the outward plane. Attack may still be possible in the relevant forward plane.", 7307, 7310),
             'notes': ['CONSTRUCTED from the caption\'s sentence, not drawn: a piece on the brook tile KB4,4 (a White knight is used; any piece) blocks the outward-plane squares only; the forward-plane squares {KN4,3, KR4,4} and {K3,4, Q4,4} stay empty, so both reduced captures remain possible.']})
ent('fig095', 'Figure 95, text L7321-7331, caption L7337-7346', pos_alone, {'includes': ['KB4,4']}, q_bead,
    ['Ghost pawn on KB4,4; the two 2x3 rectangles drawn cover KN3,4, KN4,3, KN4,5, KN5,4, K3,4, K4,3, K4,5, K5,4.'])
ent('fig096', 'Figure 96, text L7366-7370, caption L7375-7379', pos_alone,
    {'excludes': ['KR3,3', 'Q3,3', 'KN4,2', 'KN2,4', 'K4,2', 'K2,4', 'KB5,1', 'KB1,5']},
    Q("All the quadrants in the minor plane are virtual; half the tiles recede from promotion (the corner tiles) and half fail to approach "
      "promotion (the apex and duplex tiles). The pawn has no legal captures in this plane. Note that all decorators are dimmed.", 7375, 7379),
    ['The eight perimeter-1 tiles of the minor plane i+j = 6 through KB3,3, all drawn dimmed (read from the image).'])
ents.append({'id': 'fig097', 'source': 'Figure 97, text L7395-7447, caption L7412-7424', 'position': [W('pawn', P3), B('pawn', 'KB4,4')],
             'mover': P3, 'kind': 'attack',
             'expect': {'includes': ['KB5,5', 'KN4,4', 'K4,4'], 'excludes': ['KR3,3', 'Q3,3', 'KN2,2', 'K2,2', 'KB1,1']},
             'quote': q_dart + ' ... ' + Q("The up and down quadrants of the major plane are face quadrants and thus share a duplex tile (KR3,3 & Q3,3) with the minor plane. Note the dimmed decorators. Captures to these quadrants are forbidden.", 7420, 7424)
                      + ' ... ' + Q("now White's pawn, as a duke, has been able to diffuse around Black's pawn in one move.", 7429, 7431),
             'notes': ['The Black pawn on KB4,4 is read from the image (the text mentions "Black\'s pawn" only). RECONSTRUCTED: Black pawn KB4,4.',
                       'Major plane i = j, perimeter 1 (8 tiles): dart KB5,5 (ghost) and the two end tiles KN4,4, K4,4 of the forward quadrant are capture tiles; the receding tiles KN2,2, K2,2, KB1,1 and the duplex tiles KR3,3, Q3,3 are dimmed and excluded.',
                       'The Black pawn on KB4,4 does not block the dart ("diffuse around"); it is itself on the White pawn\'s bead tile, which this figure does not discuss.']})
ent('fig098', 'Figure 98, text L7454-7458, caption L7465-7472', pos_alone,
    {'includes': ['K4,4'], 'excludes': ['KB3,5', 'KB3,1', 'K4,2', 'Q5,3', 'KN2,4', 'KN2,2', 'KR1,3']},
    Q("All four quadrants contain at least one tile which recedes from promotion, but one of the end tiles (Q4,4 in this example) is nonetheless "
      "closer to promotion. The odd result is that moves to these end tiles are allowed, but since there are no advancement squares (or "
      "rectangles) associated with them, they are direct moves which cannot be blocked.", 7467, 7472),
    ['Downleft cross plane z+i = 9 through KB3,3, perimeter 1: 8 tiles. The caption\'s "Q4,4" is a slip: the corner end tile one level down is K4,4, and the image shows the bright (undimmed) solid corner decorator on the K level at K4,4.',
     'The image also leaves the decorators of the apex Q5,3 and the duplex KB3,5 undimmed (they do not recede), but their quadrants are virtual and the text allows only the corner tile; they are excluded, as are the dimmed KB3,1, K4,2, KN2,4, KN2,2, KR1,3.'])
ent('fig099', 'Figure 99, text L7480-7483, caption L7491-7496', pos_alone, {'includes': ['KN4,4', 'K4,4']}, q_direct,
    ['Ghost pawns on KN4,4 and K4,4 (read from the image); no manifold is drawn.'])

pos100 = [W('pawn', 'KB2,2'), B('pawn', 'KB7,7')]
ents.append({'id': 'fig100-white', 'source': 'Figure 100 (b), text L7577-7581, caption L7587-7588', 'position': pos100, 'mover': 'KB2,2', 'kind': 'attack',
             'expect': {'destinations': sorted(F100_W_READ), 'count': 14}, 'quote': q_f100 + ' ... ' + q_f100c,
             'notes': ['White pawn on its start tile KB2,2 (level from the stack trays). The 14 decorated tiles are complete ("all the tiles"). Types in pawn-captures.json start_captures.',
                       'The Black pawn (KB7,7) shares no tile with this set and attacks nothing of White\'s; it is part of the figure.']})
ents.append({'id': 'fig100-black', 'source': 'Figure 100 (b)', 'position': pos100, 'mover': 'KB7,7', 'kind': 'attack',
             'expect': {'destinations': sorted(F100_B_READ), 'count': 14}, 'quote': q_f100 + ' ... ' + q_f100c,
             'notes': ['Black pawn on Black\'s KB2,2 = White-frame KB7,7; tiles in White\'s frame.']})

pos101 = [W('pawn', 'K8,5'), B('rook', 'KR8,8'), B('knight', 'QN8,8')]
ents.append({'id': 'fig101', 'source': 'Figure 101, text L7638-7678, caption L7683-7696', 'position': pos101, 'mover': 'K8,5', 'kind': 'attack',
             'expect': {'includes': ['KR8,8', 'QN8,8', 'KN8,7', 'KB8,6', 'Q8,6', 'QB8,7', 'K8,7']},
             'quote': Q("The White pawn (K8,5) is forking Black's rook and knight, in which capture of either will result in immediate promotion. While the reduced tiles remain on the board, all the other tiles in the advancement squares do not, so these are effectively direct attacks. Also shown are the duke duplex attacks, which now that the pawn is far off the major plane advance toward promotion.", 7687, 7692),
             'notes': ['The rook and knight tiles are read from the image (the caption only says they are forked and that capturing either promotes, i.e. they stand on promotion tiles): Black rook KR8,8, Black knight QN8,8, both at the ends of the two reduced-tile lines of the back plane i = 8: KB8,6, KN8,7, KR8,8 upward and Q8,6, QB8,7, QN8,8 downward (green decorators). RECONSTRUCTED: KR8,8, QN8,8.',
                       'The duke duplex attack is drawn in the pawn\'s own level along +j: K8,7 and the off-board K8,9 ("extended off the board so the alternating pattern is clear", L7672-7674). Book-map discrepancy: pawn-king-special.md section 2.6 writes the unshackled duplex attack as (+-2k,0,0) (up and down the back plane); Figure 101 draws it as (0,0,+2k).',
                       'Unshackled captures run beyond perimeter 1 (L7683-7688): KR8,8 and QN8,8 are 3 steps away.']})

pos102 = [W('pawn', 'KR7,7'), W('pawn', 'KN7,7'), W('knight', 'KN8,8'), W('pawn', 'KB7,7'), W('bishop', 'KB8,8'),
          W('pawn', 'K7,8'), W('duke', 'Q8,8'), W('pawn', 'QN8,6'), W('bishop', 'QR8,8')]
q102 = Q("(a) A pawn promotes to a queen in the horizontal plane, (b) the pawn next level down is blocked from promoting by the knight "
         "(dimmed decorators), (c) pawn uplifts a bishop to a stack via horizontal plane, (d) promotion to a queen in the horizontal plane "
         "(unshackled promotion is blocked, (e) an unshackled uplift of a duke to a stack, (f) cannot directly promote to a queen (QN8,8) "
         "because it is blocked by the silver duke (Q8,8) as well as by the black bishop (QR8,8) but could promote in two moves (ghost pawn) "
         "via the horizontal level after a perimeter 1 advance (either level or left back plane linear), and (g) an unshackled uplift of "
         "bishop (QR8,8).", 7778, 7794)
n102 = 'Figure 102 is one position read from the image (levels from the trays; right corner = White 1,1): White pawns KR7,7 (a), KN7,7 (b), KB7,7 (c), K7,8 (d), QN8,6 (e, f, g); White pieces (drawn white) knight KN8,8, bishop KB8,8 (white tile), duke Q8,8 (silver), bishop QR8,8 (black tile). Only Q8,8 and QR8,8 are named by the caption; all other tiles are RECONSTRUCTED from the image.'
ents.append({'id': 'fig102a', 'source': 'Figure 102 (a), L7773-7796', 'position': pos102, 'mover': 'KR7,7', 'kind': 'advance',
             'expect': {'includes': ['KR8,8']}, 'quote': q102, 'notes': [n102, 'KR7,7 -> KR8,8 is the promotion (ghost queen).']})
ents.append({'id': 'fig102b', 'source': 'Figure 102 (b), L7773-7796; L7717-7720', 'position': pos102, 'mover': 'KN7,7', 'kind': 'advance',
             'expect': {'destinations': [], 'count': 0}, 'quote': q102 + ' ... ' + Q('When the promotion tile holds a friendly piece, promotion is blocked if the occupying piece is a king, queen, rook, stack, or even a knight.', 7717, 7720),
             'notes': [n102, 'The friendly knight on the promotion tile KN8,8 blocks the promotion, and all three single-advance decorators (KN8,8, KN7,8, KN8,7) are drawn dimmed: the knight on the apex also blocks the two end tiles of the same perimeter. The pawn has no capture targets (no enemy pieces), so it has no advance at all.']})
ents.append({'id': 'fig102c', 'source': 'Figure 102 (c), L7729-7737, L7773-7796', 'position': pos102, 'mover': 'KB7,7', 'kind': 'advance',
             'expect': {'includes': ['KB8,8']}, 'result': {'KB8,8': 'White stack = the white bishop already on KB8,8 + a new duke (uplift; the only promotion option here, L7729-7733)'},
             'quote': q102 + ' ... ' + Q('If the promotion tile has a friendly piece on it that is a bishop or a duke, the pawn may promote to a stack. ... Indeed, when the promotion tile is so occupied, it is the pawn\'s only promotion option.', 7729, 7736),
             'notes': [n102, 'The end-tile decorators KB7,8 and KB8,7 are drawn undimmed in (c) although the bishop stands on the same perimeter; the figure does not say whether they are legal, so nothing is asserted about them.']})
ents.append({'id': 'fig102d', 'source': 'Figure 102 (d), L7773-7796', 'position': pos102, 'mover': 'K7,8', 'kind': 'advance',
             'expect': {'includes': ['K8,8']}, 'quote': q102,
             'notes': [n102, 'K7,8 is on the back plane j = 8; the unshackled (back-plane) promotion to K8,8 is blocked, per the caption - in the image the only pieces in that plane next to it are the bishop on KB8,8 and the duke on Q8,8, one in each quadrant of the linear move - so the pawn promotes by the level advance K7,8 -> K8,8 (ghost queen). Other back-plane moves of this pawn are not discussed.']})
ents.append({'id': 'fig102efg', 'source': 'Figure 102 (e), (f), (g), L7773-7796', 'position': pos102, 'mover': 'QN8,6', 'kind': 'advance',
             'expect': {'includes': ['Q8,8', 'QR8,8', 'QN8,7'], 'excludes': ['QN8,8']},
             'result': {'Q8,8': 'White stack (uplift of the silver duke)', 'QR8,8': 'White stack (uplift of the black bishop)'},
             'quote': q102,
             'notes': [n102, 'The pawn of (e), (f) and (g) is the one drawn on QN8,6 (back plane i = 8): the decorators of (e) (Q8,6, Q8,7, Q8,8, QB8,6, QB8,7, QB8,8) are the 3x3 up-quadrant square of the plane i = 8 from QN8,6 to Q8,8, those of (g) (QR8,6, QR8,7, QR8,8) the down-quadrant square to QR8,8. Attributing (e) and (g) to this pawn is a RECONSTRUCTION from the decorators.',
                       '(f): QN8,8 is not reachable in one move (the duke on Q8,8 and the bishop on QR8,8 block the back-plane linear move; the level advance has range 1); the ghost pawn on QN8,7 is the first of the two moves.']})

pos106 = [
    W('rook', 'KR1,1'), W('knight', 'KN1,1'), W('stack', 'KB1,1'), W('king', 'K1,1'), W('queen', 'Q1,1'), W('stack', 'QB1,1'), W('knight', 'QN5,4'), W('rook', 'QR1,1'),
    W('pawn', 'KR4,5'), W('pawn', 'KN5,4'), W('pawn', 'KB5,3'), W('pawn', 'K6,2'), W('pawn', 'Q2,2'), W('pawn', 'QB4,4'), W('pawn', 'QN2,2'), W('pawn', 'QR4,4'),
    B('rook', 'KR8,8'), B('knight', 'KN8,8'), B('stack', 'KB8,8'), B('king', 'K8,8'), B('queen', 'Q8,8'), B('duke', 'QB8,8'), B('knight', 'Q5,4'), B('rook', 'QR8,8'), B('bishop', 'K5,5'),
    B('pawn', 'KR5,5'), B('pawn', 'KN5,5'), B('pawn', 'KB4,5'), B('pawn', 'K7,2'), B('pawn', 'Q7,7'), B('pawn', 'QB5,5'), B('pawn', 'QN7,7'), B('pawn', 'QR7,7'),
]
for p in pos106:
    if p['kind'] == 'stack':
        t = p['tile']
        p['bishop_colour'] = 'white' if tile_white(t) else 'black'
        p['duke_colour'] = duke_colour(t)
n106 = ('Figure 106(b)-(e) is one position on the 3D board, read tile by tile from the image (levels from the trays; right corner = White 1,1). '
        'The caption and text name no coordinates, so EVERY tile of this position is a reconstruction. White: rooks KR1,1 QR1,1, knights KN1,1 and QN5,4, '
        'stacks KB1,1 QB1,1, king K1,1, queen Q1,1, pawns KR4,5 KN5,4 KB5,3 K6,2 Q2,2 QB4,4 QN2,2 QR4,4. Black: rooks KR8,8 QR8,8, knights KN8,8 and Q5,4, '
        'stack KB8,8, lone duke QB8,8 (its queen-side stack has emitted the bishop), bishop K5,5, king K8,8, queen Q8,8, pawns KR5,5 KN5,5 KB4,5 K7,2 Q7,7 QB5,5 QN7,7 QR7,7.')
q106 = Q("Opposing pawns are in a standoff in 2D when on adjacent squares connected by sides; king pawns in (a). In 3D, opposing pawns are in a "
         "static standoff (b) & (d) when on adjacent cubes connected by faces (KR, KN, K) or in a dynamic standoff (e) when on each other's "
         "bead tiles when capture is blocked by two other pieces (knights), one in each plane. The king pawns have passed each other and have "
         "side-stepped a standoff all together (c); note the pair of red 2x2 advancement squares.", 8092, 8101)
q106b = Q("In 3D, a pair of pawns may get into a static standoff, two examples of which are shown in (b), on the KR and KN levels. These pawns are in adjacent cubes connected by a face.", 8048, 8051)
for mid, mover, exc, lvl in (('fig106b-KR-white', 'KR4,5', ['KR5,5', 'KR4,6', 'KR5,6'], 'KR'), ('fig106b-KR-black', 'KR5,5', ['KR4,4', 'KR4,5', 'KR5,4'], 'KR'),
                             ('fig106b-KN-white', 'KN5,4', ['KN6,5', 'KN6,4', 'KN5,5'], 'KN'), ('fig106b-KN-black', 'KN5,5', ['KN4,4', 'KN4,5', 'KN5,4'], 'KN')):
    ents.append({'id': mid, 'source': 'Figure 106 (b), text L8045-8051, caption L8092-8101', 'position': pos106, 'mover': mover, 'kind': 'advance',
                 'expect': {'excludes': exc}, 'quote': q106b + ' ... ' + q106,
                 'notes': [n106, f'Static standoff on the {lvl} level: the opposing pawn stands on one of the mover\'s three single-advance tiles, and neither pawn can advance ("the classic standoff ... neither can advance", L8025-8034). excludes = the mover\'s three single-advance tiles (for Black, Black\'s offsets with i and j reversed).']})
ents.append({'id': 'fig106c-white', 'source': 'Figure 106 (c), text L8053-8055', 'position': pos106, 'mover': 'KB5,3', 'kind': 'advance',
             'expect': {'includes': ['KB6,4', 'KB6,3', 'KB5,4']},
             'quote': Q('It is also possible, however, that opposing pawns can sidestep each other. They must be at least two slant planes apart. This is shown in (c); note that the two red 2x2 advancement squares do not overlap.', 8053, 8055),
             'notes': [n106, 'The two red 2x2 squares drawn are KB5,3 -> {KB6,4, KB6,3, KB5,4} (White) and KB4,5 -> {KB3,4, KB3,5, KB4,4} (Black, White frame); they do not overlap and all their tiles are empty, so each pawn keeps its three single advances. The caption calls them "the king pawns", but (c) is drawn on the KB level (stack trays); the pawns are three major planes apart (i-j = 2 and -1).']})
ents.append({'id': 'fig106c-black', 'source': 'Figure 106 (c), text L8053-8055', 'position': pos106, 'mover': 'KB4,5', 'kind': 'advance',
             'expect': {'includes': ['KB3,4', 'KB3,5', 'KB4,4']},
             'quote': Q('It is also possible, however, that opposing pawns can sidestep each other. They must be at least two slant planes apart. This is shown in (c); note that the two red 2x2 advancement squares do not overlap.', 8053, 8055),
             'notes': [n106, 'Black pawn on Black\'s KB5,4 = White-frame KB4,5; its single advances in White\'s frame.']})
q106d = Q("On the king level, another example of static standoff is shown (d), but this time the pair of pawns are very near their respective back planes. "
          "While each is far from promotion via horizontal advance, should either be captured, the White pawn is only three advances from promotion "
          "and the Black pawn only two via back plane advance.", 8057, 8063)
ents.append({'id': 'fig106d-white', 'source': 'Figure 106 (d), text L8057-8066', 'position': pos106, 'mover': 'K6,2', 'kind': 'advance',
             'expect': {'excludes': ['K7,3', 'K7,2', 'K6,3']}, 'quote': q106d,
             'notes': [n106, 'White K6,2 and Black K7,2 (White frame; Black\'s K2,7) face each other across a face. The book map pawn-king-special.md section 2.7 proposed exactly this pair as a reconstruction; the image confirms it.']})
ents.append({'id': 'fig106d-black', 'source': 'Figure 106 (d), text L8057-8066', 'position': pos106, 'mover': 'K7,2', 'kind': 'advance',
             'expect': {'excludes': ['K6,1', 'K6,2', 'K7,1']}, 'quote': q106d, 'notes': [n106]})
q106e = Q("By themselves, a pair of opposing pawns each on the other's bead tile would not be a standoff; either could simply capture the other. "
          "However, capture to a bead tile is a bishop linear move, and could thus be blocked. This requires two other pieces, each positioned so "
          "that both planes are blocked. This results in a dynamic standoff, as shown in (e) with two knights.", 8068, 8074)
q106e2 = Q("While the knights block the bead attacks in the outward planes, each might be capturable in the forward planes. In this example that "
           "possibility is exclude because the White pawn's capture is blocked by the bishop on the apex tile two levels up and the Black pawns' "
           "capture is blocked by the pawn on the apex tiles two levels down. Note the symmetries. The knights are pinned against the opposing "
           "pawns. If either knight moves, either pawn may now capture the other.", 8075, 8084)
n106e = ('Dynamic standoff on the QB level: White pawn QB4,4 and Black pawn QB5,5 (each on the other\'s bead tile). Black knight Q5,4 blocks White\'s leftward rectangle {Q5,4, Q6,5, QN4,5, QN5,6} and Black\'s rectangle {Q5,4, Q4,3, QN4,5, QN3,4}; White knight QN5,4 blocks White\'s rightward rectangle {Q4,5, Q5,6, QN5,4, QN6,5} and Black\'s other one {Q4,5, Q3,4, QN5,4, QN4,3}. The drawn green decorators are exactly these tiles; the rectangles of the two pawns overlap on Q4,5, Q5,4, QN4,5, QN5,4, which are REDUCED tiles of both pawns - the text\'s "overlap on the direct tiles" (L8075) is a slip (book map section 10 says the same). '
         'The Black bishop K5,5 is White\'s predator tile (two levels up) and blocks White\'s forward-plane (reduced) capture of the knight Q5,4; the White pawn QR4,4 is Black\'s predator tile (two levels down) and blocks Black\'s reduced capture of the knight QN5,4. '
         'Book-map discrepancy: pawn-king-special.md section 2.7 reconstructed (e) on the K/KB/Q levels (White pawn K4,4, Black pawn K5,5, ...); the image puts it two levels lower as listed here.')
ents.append({'id': 'fig106e-white', 'source': 'Figure 106 (e), text L8068-8084, caption L8092-8101', 'position': pos106, 'mover': 'QB4,4', 'kind': 'attack',
             'expect': {'excludes': ['QB5,5', 'Q5,4']}, 'quote': q106e + ' ... ' + q106e2, 'notes': [n106, n106e]})
ents.append({'id': 'fig106e-black', 'source': 'Figure 106 (e), text L8068-8084, caption L8092-8101', 'position': pos106, 'mover': 'QB5,5', 'kind': 'attack',
             'expect': {'excludes': ['QB4,4', 'QN5,4']}, 'quote': q106e + ' ... ' + q106e2, 'notes': [n106, n106e]})
pos106x = [p for p in pos106 if p['tile'] != 'Q5,4']
ents.append({'id': 'fig106e-knight-gone', 'source': 'Figure 106 (e), L8082-8084', 'position': pos106x, 'mover': 'QB4,4', 'kind': 'attack',
             'expect': {'includes': ['QB5,5']}, 'quote': Q('The knights are pinned against the opposing pawns. If either knight moves, either pawn may now capture the other.', 8082, 8084),
             'notes': [n106, 'CONSTRUCTED from the sentence: the Black knight Q5,4 is removed (where a moving knight would land is not said; removing it is the cleanest reading). White\'s leftward rectangle is then empty, so White\'s bead capture of QB5,5 is open.']})
ents.append({'id': 'fig106e-knight-gone-black', 'source': 'Figure 106 (e), L8082-8084', 'position': pos106x, 'mover': 'QB5,5', 'kind': 'attack',
             'expect': {'includes': ['QB4,4']}, 'quote': Q('The knights are pinned against the opposing pawns. If either knight moves, either pawn may now capture the other.', 8082, 8084),
             'notes': [n106, 'CONSTRUCTED as the previous entry (Black knight Q5,4 removed): Black\'s rectangle {Q5,4, Q4,3, QN4,5, QN3,4} is then empty, so Black can capture QB4,4.']})

ppos = {
    'source': BOOK,
    'frame': 'white',
    'schema': {
        'position': 'all pieces on the board, {side, kind, tile} in White\'s frame; kinds pawn, knight, bishop, duke, rook, queen, king, stack (stacks carry bishop_colour and duke_colour).',
        'mover': 'tile of the pawn whose moves are tested; its side is that of the piece on the tile.',
        'kind': 'advance = the pawn\'s non-capturing moves in this position (rook-like advances, double advance, unshackled back-plane advances, uplift onto a friendly bishop/duke on a promotion tile); attack = the tiles the pawn attacks: T is attacked iff the pawn could capture an enemy piece placed on T, all other tiles as in position (for an occupied T the occupant is the enemy piece).',
        'expect': 'destinations = the complete set (count = its size); includes = tiles that must be in the set; excludes = tiles that must not be. Only what the caption/text (or, where said, the image) states is recorded.',
        'notes': 'RECONSTRUCTED marks tiles read from the image that the text does not name; CONSTRUCTED marks a position made from a sentence rather than drawn.',
    },
    'entries': ents,
    'skipped': [
        {'figure': 86, 'why': 'eight multi-move promotion routes (6/5/12 moves); no single position with a stated move set. Its counts are in book map section 12.'},
        {'figure': 103, 'why': 'examples of per-move progress (2, 1.5, 1, 0.5 moves) for advances and duke captures on several levels at once; the progress values are recorded in pawn-captures.json (promotion_gain).'},
        {'figure': 104, 'why': 'the same for bishop captures (sling 1.5, predator 1, bead 1, reduced 0.5).'},
        {'figure': 105, 'why': 'duke colours of capture and advance tiles from the start position; the colour rules are asserted in the builder of pawn-captures.json, the capture set itself is Figure 100.'},
    ],
    'notes': [
        'All tiles in White\'s frame; Black\'s tiles named in captions in Black\'s frame were converted (i,j) -> (9-i,9-j), and each conversion is said in the entry.',
        'Figures were read on the drawn grid with the orientation fixed for all figures (README.md): right corner of each level = White\'s 1,1, left = 8,8, front = 8,1, back = 1,8; levels from the piece trays. Geometry per figure: level front corners 156.6 px apart (183.6 px in Figures 72/73), centre column x = 699.5 px, half-width 532.5 px, half-height 108 px in the 1400-px copies.',
        'Figures 88-99 all show the White pawn on KB3,3 alone (Figure 97 adds a Black pawn on KB4,4); the blocking manifolds of each capture are in pawn-captures.json.',
    ],
}
write(ppos, 'pawn-positions.json')
print('ok:', len(captures), 'captures;', len(facts), 'stack facts;', len(pieces), 'pieces,', len(sfacts), 'start facts;', len(ents), 'position entries')
