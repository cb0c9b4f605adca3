//! The property catalogue of Part III (symmetry map §2.4) that no other
//! test file covers: P02, P04, P05, P08, P14 (knight distance), P15, P16,
//! P17, P19 and P24. Each test names its property and the book's lines;
//! TESTING.md maps every property to its test.

use congruent::goff::checks::sweep;
use congruent::goff::engine;
use congruent::goff::geometry::{
    AdvancementRectangle, AdvancementSquare, Bitboard, Plane, Quadrant, QuadrantKind, Ray, Role,
    Tile, Vector,
};
use congruent::goff::pieces::{BasePiece, Piece, PieceKind, Side};
use congruent::goff::position::Position;
use congruent::goff::reach::{Destination, Motion, Mover, Overlap, Way};
use congruent::goff::samples;
use rayon::prelude::*;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

const CENTRE: Tile = match Tile::new(4, 4, 4) {
    Some(t) => t,
    None => panic!(),
};

fn put_piece(pos: &mut Position, t: Tile, side: Side, kind: PieceKind) {
    pos.put(t, Piece::new(side, kind)).expect("free tile");
}

fn base_kind(b: BasePiece) -> PieceKind {
    match b {
        BasePiece::Rook => PieceKind::Rook,
        BasePiece::Bishop => PieceKind::Bishop,
        BasePiece::Duke => PieceKind::Duke,
    }
}

/// The planes over every way of one mover: how many planes cover a tile.
fn planes_of(d: &Destination, by: Mover) -> BTreeSet<Plane> {
    d.ways
        .iter()
        .filter(|w| w.by == by)
        .flat_map(|w| w.planes.iter().copied())
        .collect()
}

/// The position after the piece on `from` moves to `to`, taking what
/// stands there (a pseudo-legal move on a bare position).
fn moved(pos: &Position, from: Tile, to: Tile) -> Position {
    let mut after = pos.clone();
    after.remove(to);
    let p = after.remove(from).expect("a piece to move");
    after.put(to, p).expect("the target was cleared");
    after
}

/// The degree of cover (Part III, L10901-10914): one per plane of every
/// way reaching the tile.
fn degree(d: &Destination) -> usize {
    d.ways.iter().map(|w| w.planes.len()).sum()
}

/// P02 (L10338-10352, Fig. 244 L15522-15545): spatial symmetry. On the
/// empty board the destinations of every kind but the pawn are the
/// on-board part of `s + D` for one displacement set `D`, and `D = -D`.
#[test]
fn p02_displacement_sets_are_centrally_symmetric() {
    let mut checked = 0;
    for kind in PieceKind::UNDIRECTED {
        let sets = sweep::empty_board_sets(kind);
        let d: BTreeSet<Vector> = Tile::all()
            .flat_map(|s| sets[s.index()].iter().map(move |t| t.coords() - s.coords()))
            .collect();
        for v in &d {
            assert!(d.contains(&-*v), "{kind:?}: {v:?} but not its negation");
        }
        for s in Tile::all() {
            let translated: Bitboard = d.iter().filter_map(|&v| Tile::at(s.coords() + v)).collect();
            assert_eq!(sets[s.index()], translated, "{kind:?} on {s}");
            checked += 1;
        }
    }
    println!("P02: {checked} lone pieces are translates of a symmetric displacement set");
}

/// P04 (L10739-10748, L11622-11730): the advancement square of `s -> t`
/// and of `t -> s` overlap exactly in the parallelogram spanned by `t - s`
/// (the RAM); the return's extra tiles (R) are `|a-b|` rows beyond the
/// ray through `s` and hold the retreat square's apex; the forward's extra
/// tiles (A) are `|a-b|` rows inside the far edge.
#[test]
fn p04_forward_and_return_squares_meet_in_the_ram() {
    let mut cases = 0;
    for q in Quadrant::all() {
        let back = Quadrant {
            plane: q.plane,
            a: q.a.reversed(),
            b: q.b.reversed(),
        };
        for a in 1..=7i8 {
            for b in 1..=7i8 {
                let k = a.max(b);
                let t = q.offset(a, b);
                let manifold = |source: Vector, quadrant: Quadrant| -> BTreeSet<Vector> {
                    let sq = AdvancementSquare {
                        source,
                        quadrant,
                        perimeter: k as u8,
                    };
                    sq.cells().map(|(_, _, v)| v).chain([source]).collect()
                };
                let fwd = manifold(Vector::ZERO, *q);
                let ret = manifold(t, back);
                let coords = |v: &Vector| q.coordinates(*v);
                let ram: BTreeSet<Vector> = fwd.intersection(&ret).copied().collect();
                let want: BTreeSet<Vector> = (0..=a)
                    .flat_map(|x| (0..=b).map(move |y| q.offset(x, y)))
                    .collect();
                assert_eq!(ram, want, "{q:?} ({a},{b})");
                let r: Vec<Vector> = ret.difference(&fwd).copied().collect();
                let a_tiles: Vec<Vector> = fwd.difference(&ret).copied().collect();
                let rows = (a - b).unsigned_abs() as usize;
                assert_eq!(r.len(), rows * (k as usize + 1), "{q:?} ({a},{b}) R");
                assert_eq!(a_tiles.len(), rows * (k as usize + 1), "{q:?} ({a},{b}) A");
                let retreat_apex = t + back.offset(k, k);
                assert_eq!(r.contains(&retreat_apex), a != b, "{q:?} ({a},{b})");
                // A: the rows next to the far edge of the forward square.
                for v in &a_tiles {
                    let (x, y) = q.coordinates(*v).expect("in the quadrant lattice");
                    assert!(if a > b { y > b } else { x > a }, "{q:?} ({a},{b})");
                }
                // R: beyond the ray through `s` (a negative coordinate).
                for v in &r {
                    assert!(coords(v).is_none(), "{q:?} ({a},{b}): R tile {v:?}");
                }
                cases += 1;
            }
        }
    }
    println!("P04: {cases} quadrant moves decompose into RAM, A and R tiles");
}

/// Ways whose return the book guarantees on any board (P05, L10378-10517,
/// L11748-11756): apex and duplex targets of every base piece, rook and
/// duke lines, the king's rook- and duke-like steps, the knight's jump.
fn guaranteed_return(w: &Way) -> bool {
    match (w.by, w.role) {
        (_, Role::Apex | Role::Duplex | Role::Jump) => true,
        (Mover::Rook | Mover::Duke, Role::End) => w.motion == Motion::Linear,
        _ => false,
    }
}

/// P05: after a pseudo-legal move to a target the book calls reversible,
/// the piece can move straight back, through the same planes.
#[test]
fn p05_reversible_targets_return_on_a_populated_board() {
    let movers = [
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Duke,
        PieceKind::Queen,
        PieceKind::King,
        PieceKind::Knight,
    ];
    let mut returns = 0;
    for pos in samples::positions(0x05, 400) {
        for (s, piece) in pos.pieces() {
            if !movers.contains(&piece.kind) {
                continue;
            }
            for d in engine::reach(&pos, s) {
                let sure: Vec<&Way> = d.ways.iter().filter(|w| guaranteed_return(w)).collect();
                if sure.is_empty() {
                    continue;
                }
                let after = moved(&pos, s, d.to);
                let back = engine::reach(&after, d.to);
                let Some(b) = back.iter().find(|b| b.to == s) else {
                    panic!("{piece} {s} -> {}: no way back", d.to)
                };
                for w in sure {
                    let home: Vec<&Way> = b.ways.iter().filter(|r| r.by == w.by).collect();
                    let planes: BTreeSet<Plane> =
                        home.iter().flat_map(|r| r.planes.iter().copied()).collect();
                    assert!(
                        w.planes.iter().all(|p| planes.contains(p)),
                        "{piece} {s} -> {} by {w:?}: returns only through {planes:?}",
                        d.to
                    );
                }
                returns += 1;
            }
        }
    }
    assert!(returns > 10_000, "only {returns} moves tried");
    println!("P05: {returns} reversible moves returned through the same planes");
}

/// The overlap classes of two unlike base pieces alone on the board (P08,
/// Table 34): `(shape of t - s, degree of X, degree of Y)`.
fn mutual_class(x: BasePiece, y: BasePiece, d: Vector) -> Option<(usize, usize)> {
    use BasePiece::*;
    let class = Overlap::of(d)?;
    match (x, y, class) {
        (Rook, Bishop, Overlap::Brook | Overlap::QTile) => Some((1, 2)),
        (Rook, Duke, Overlap::QTile) => Some((1, 1)),
        (Rook, Duke, Overlap::Hotspot) => Some((2, 2)),
        (Bishop, Duke, Overlap::QTile) => Some((2, 1)),
        (Bishop, Duke, Overlap::Feynman) => Some((1, 1)),
        _ => None,
    }
}

/// P08 (L10565-10667, Table 34), exhaustively: two unlike base pieces
/// alone on the board attack each other exactly on the brook, q-tile,
/// hotspot and Feynman displacements, with the book's degrees of cover.
#[test]
fn p08_unlike_base_pieces_attack_each_other_on_the_overlap_tiles() {
    use BasePiece::*;
    let pairs = [(Rook, Bishop), (Rook, Duke), (Bishop, Duke)];
    let counts: Vec<(usize, usize)> = pairs
        .par_iter()
        .flat_map(|&(x, y)| Tile::all().map(move |s| (x, y, s)).collect::<Vec<_>>())
        .map(|(x, y, s)| {
            let (mut positions, mut mutual) = (0, 0);
            for t in Tile::all().filter(|&t| t != s) {
                let mut pos = Position::empty();
                put_piece(&mut pos, s, Side::White, base_kind(x));
                put_piece(&mut pos, t, Side::Black, base_kind(y));
                positions += 1;
                let there = engine::destinations(&pos, s).contains(t);
                let back = engine::destinations(&pos, t).contains(s);
                let want = mutual_class(x, y, t.coords() - s.coords());
                assert_eq!(there && back, want.is_some(), "{x:?} {s} vs {y:?} {t}");
                if let Some((dx, dy)) = want {
                    mutual += 1;
                    let fwd = engine::reach(&pos, s).into_iter().find(|d| d.to == t);
                    let ret = engine::reach(&pos, t).into_iter().find(|d| d.to == s);
                    let got = (degree(&fwd.unwrap()), degree(&ret.unwrap()));
                    assert_eq!(got, (dx, dy), "{x:?} {s} vs {y:?} {t}: degrees");
                }
            }
            (positions, mutual)
        })
        .collect();
    let positions: usize = counts.iter().map(|c| c.0).sum();
    let mutual: usize = counts.iter().map(|c| c.1).sum();
    assert_eq!(positions, 3 * 512 * 511);
    println!("P08: {positions} two-piece positions, {mutual} mutual attacks, all on overlap tiles");
}

/// P14 (L12808-12810): "the knight ... takes 5 steps to move from one tile
/// to one orthogonally adjacent". On the empty board, by breadth-first
/// search from every tile: never fewer than 5, and exactly 5 wherever a
/// 5x5x5 cube around both tiles fits on the board.
#[test]
fn p14_a_knight_needs_five_moves_to_a_face_neighbour() {
    let jumps = sweep::empty_board_sets(PieceKind::Knight);
    let mut pairs = 0;
    for s in Tile::all() {
        let mut dist = [u8::MAX; Tile::COUNT];
        dist[s.index()] = 0;
        let mut queue = VecDeque::from([s]);
        while let Some(u) = queue.pop_front() {
            for v in jumps[u.index()].iter() {
                if dist[v.index()] == u8::MAX {
                    dist[v.index()] = dist[u.index()] + 1;
                    queue.push_back(v);
                }
            }
        }
        let inner = |c: i8| (3..=6).contains(&c);
        for r in Ray::all().filter(|r| r.vector().nonzero() == 1) {
            let Some(t) = s.step(r.vector(), 1) else {
                continue;
            };
            let d = dist[t.index()];
            assert!(d >= 5, "{s} -> {t}: {d} moves");
            if [s, t]
                .iter()
                .all(|u| inner(u.z()) && inner(u.i()) && inner(u.j()))
            {
                assert_eq!(d, 5, "{s} -> {t}");
            }
            pairs += 1;
        }
    }
    println!("P14: {pairs} face-neighbour pairs, knight distance >= 5, = 5 inside");
}

/// P15 (L11851-11862), on the empty board from every tile: the planes of
/// the mover's family through both `s` and `t` number 1 for a quadrant
/// target, 2 for a duplex target or a rook or bishop line, 3 for a duke
/// line; the engine's ways name exactly those planes.
#[test]
fn p15_planes_shared_before_and_after_a_move() {
    let mut moves = 0;
    for b in BasePiece::ALL {
        let by = Mover::from(b);
        for s in Tile::all() {
            for d in engine::reach(&sweep::alone(base_kind(b), s), s) {
                let v = d.to.coords() - s.coords();
                let geometric: BTreeSet<Plane> = b
                    .family()
                    .planes()
                    .filter(|p| v.dot(p.normal()) == 0)
                    .collect();
                let role = d.ways[0].role;
                let want = match (role, b) {
                    (Role::Apex | Role::Between, _) => 1,
                    (Role::Duplex, _) | (Role::End, BasePiece::Rook | BasePiece::Bishop) => 2,
                    (Role::End, BasePiece::Duke) => 3,
                    (r, _) => panic!("{b:?} {s} -> {}: role {r:?}", d.to),
                };
                assert_eq!(geometric.len(), want, "{b:?} {s} -> {}", d.to);
                assert_eq!(planes_of(&d, by), geometric, "{b:?} {s} -> {}", d.to);
                moves += 1;
            }
        }
    }
    println!("P15: {moves} empty-board moves share 1, 2 or 3 planes as the book says");
}

/// The one target per quadrant that realises a base piece's STAB (P16):
/// perimeter-1 apex tiles, except in duke face quadrants whose apex is the
/// duplex tile shared with the crossing plane: a between tile there.
fn stab_target(q: &Quadrant) -> Vector {
    match q.kind() {
        QuadrantKind::DukeFace => q.offset(2, 1),
        _ => q.offset(1, 1),
    }
}

/// P16 (L1600-1610, L1826-1832, L11571-11578, L11827-11837): a base piece
/// attacks at most one target per quadrant — rook 12, bishop 24, duke 24
/// — and the maxima are reached.
#[test]
fn p16_cover_capacity_is_one_target_per_quadrant() {
    for b in BasePiece::ALL {
        let quadrants: Vec<&Quadrant> = Quadrant::all()
            .iter()
            .filter(|q| q.plane.family() == b.family())
            .collect();
        let mut pos = Position::empty();
        put_piece(&mut pos, CENTRE, Side::White, base_kind(b));
        for q in &quadrants {
            let t = Tile::at(CENTRE.coords() + stab_target(q)).unwrap();
            put_piece(&mut pos, t, Side::Black, PieceKind::Knight);
        }
        let captures = engine::reach(&pos, CENTRE)
            .iter()
            .filter(|d| d.capture)
            .count();
        assert_eq!(captures, quadrants.len(), "{b:?}");
        assert_eq!(pos.len() - 1, quadrants.len(), "{b:?}: targets distinct");
    }
    // The bound: no quadrant move captures twice in one quadrant.
    let mut pieces = 0;
    for pos in samples::positions(0x16, 500) {
        for (s, piece) in pos.pieces() {
            let Some(&b) = piece.kind.base_pieces().first() else {
                continue;
            };
            if piece.kind.base_pieces().len() != 1 {
                continue;
            }
            let mut per_quadrant: BTreeMap<(Plane, Vec<Ray>), usize> = BTreeMap::new();
            let reach = engine::reach(&pos, s);
            for d in reach.iter().filter(|d| d.capture) {
                for w in d.ways.iter().filter(|w| w.motion == Motion::Quadrant) {
                    *per_quadrant
                        .entry((w.planes[0], w.rays.clone()))
                        .or_default() += 1;
                }
            }
            assert!(per_quadrant.values().all(|&n| n == 1), "{piece} on {s}");
            let captures = reach.iter().filter(|d| d.capture).count();
            let max = if b == BasePiece::Rook { 12 } else { 24 };
            assert!(captures <= max, "{piece} on {s}: {captures}");
            pieces += 1;
        }
    }
    println!("P16: STAB 12/24/24 reached; {pieces} pieces in random positions within it");
}

/// P17 (L11079-11103, CR 18): in each quadrant the first occupied perimeter
/// ends the quadrant moves; a single non-end enemy there is the one target
/// on it, two or more pieces block one another (mutual block).
#[test]
fn p17_mutual_block_on_the_first_occupied_perimeter() {
    let (mut quadrants, mut mutual) = (0, 0);
    for pos in samples::positions(0x17, 400) {
        let occupied = pos.occupied();
        for (s, piece) in pos.pieces() {
            if !matches!(
                piece.kind,
                PieceKind::Rook | PieceKind::Bishop | PieceKind::Duke | PieceKind::Queen
            ) {
                continue;
            }
            let reach = engine::reach(&pos, s);
            for &b in piece.kind.base_pieces() {
                for q in Quadrant::all()
                    .iter()
                    .filter(|q| q.plane.family() == b.family())
                {
                    let got: BTreeSet<Tile> = reach
                        .iter()
                        .filter(|d| {
                            d.ways.iter().any(|w| {
                                w.by == Mover::from(b)
                                    && w.motion == Motion::Quadrant
                                    && w.planes == [q.plane]
                                    && w.rays == [q.a, q.b]
                            })
                        })
                        .map(|d| d.to)
                        .collect();
                    let mut want = BTreeSet::new();
                    for k in 1..=7u8 {
                        let sq = AdvancementSquare {
                            source: s.coords(),
                            quadrant: *q,
                            perimeter: k,
                        };
                        let ring: Vec<(i8, i8, Tile)> = sq
                            .perimeter_cells()
                            .filter_map(|(x, y, v)| Tile::at(v).map(|t| (x, y, t)))
                            .collect();
                        let blockers: Vec<&(i8, i8, Tile)> =
                            ring.iter().filter(|c| occupied.contains(c.2)).collect();
                        match blockers.as_slice() {
                            [] => {
                                want.extend(ring.iter().filter(|c| c.0 > 0 && c.1 > 0).map(|c| c.2))
                            }
                            [&(x, y, t)] => {
                                let enemy = pos.piece_at(t).unwrap().side != piece.side;
                                if x > 0 && y > 0 && enemy {
                                    want.insert(t);
                                }
                                break;
                            }
                            _ => {
                                mutual += 1;
                                break;
                            }
                        }
                    }
                    assert_eq!(got, want, "{piece} on {s}, {q:?}");
                    quadrants += 1;
                }
            }
        }
    }
    assert!(mutual > 100, "only {mutual} mutual blocks met");
    println!("P17: {quadrants} quadrants, {mutual} mutual blocks, quadrant moves as the rule says");
}

/// A position of `b` on `s`, an enemy knight on `t` and knights of `side`
/// on `blockers`.
fn line_position(b: BasePiece, s: Tile, t: Tile, blockers: &[(Tile, Side)]) -> Position {
    let mut pos = Position::empty();
    put_piece(&mut pos, s, Side::White, base_kind(b));
    put_piece(&mut pos, t, Side::Black, PieceKind::Knight);
    for &(x, side) in blockers {
        put_piece(&mut pos, x, side, PieceKind::Knight);
    }
    pos
}

fn open_planes(pos: &Position, s: Tile, t: Tile, by: Mover) -> usize {
    engine::reach(pos, s)
        .iter()
        .find(|d| d.to == t)
        .map_or(0, |d| planes_of(d, by).len())
}

/// P19 (L11043-11064, L11174-11180, L4116-4123, Table 37): a linear attack
/// to perimeter `p >= 2` is blocked by one piece on the line, which is then
/// attacked; one piece off the line closes at most one plane. At perimeter
/// 1 it takes one blocker per plane (rook, bishop 2, duke 3). A duplex
/// attack is blocked by one piece on an earlier duplex tile and by no other
/// single piece.
#[test]
fn p19_blocking_numbers_for_linear_and_duplex_attacks() {
    let sources = [
        CENTRE,
        Tile::new(1, 1, 1).unwrap(),
        Tile::new(2, 5, 8).unwrap(),
    ];
    let mut cases = 0;
    for b in BasePiece::ALL {
        let by = Mover::from(b);
        for &s in &sources {
            for line in Ray::of_kind(b.family().ray_kind()) {
                let planes: Vec<Plane> = Plane::through(line).collect();
                for p in 1..=7i8 {
                    let Some(t) = s.step(line.vector(), p) else {
                        break;
                    };
                    let alone = line_position(b, s, t, &[]);
                    assert_eq!(open_planes(&alone, s, t, by), planes.len());
                    for m in 1..p {
                        let x = s.step(line.vector(), m).unwrap();
                        let pos = line_position(b, s, t, &[(x, Side::Black)]);
                        let dests = engine::destinations(&pos, s);
                        assert!(
                            !dests.contains(t) && dests.contains(x),
                            "{b:?} {s}->{t} via {x}"
                        );
                        cases += 1;
                    }
                    let mut rectangle = BTreeSet::new();
                    for &plane in &planes {
                        let r = AdvancementRectangle {
                            source: s.coords(),
                            plane,
                            line,
                            perimeter: p as u8,
                        };
                        rectangle.extend(
                            r.squares()
                                .iter()
                                .flat_map(|sq| sq.tiles().collect::<Vec<_>>()),
                        );
                    }
                    for &x in &rectangle {
                        if x == t || (x.coords() - s.coords()).cross(line.vector()) == Vector::ZERO
                        {
                            continue;
                        }
                        let pos = line_position(b, s, t, &[(x, Side::White)]);
                        let open = open_planes(&pos, s, t, by);
                        assert!(open + 1 >= planes.len() && open >= 1, "{b:?} {s}->{t}, {x}");
                        cases += 1;
                    }
                    if p == 1 {
                        // One blocker per plane: beside the line in each plane.
                        let beside: Vec<(Tile, Side)> = planes
                            .iter()
                            .filter_map(|&plane| {
                                let q = Quadrant::beside(plane, line)[0];
                                let other = if q.a == line { q.b } else { q.a };
                                s.step(other.vector(), 1).map(|x| (x, Side::White))
                            })
                            .collect();
                        if beside.len() == planes.len() {
                            let pos = line_position(b, s, t, &beside);
                            assert!(!engine::destinations(&pos, s).contains(t), "{b:?} {s}->{t}");
                            for skip in 0..beside.len() {
                                let mut fewer = beside.clone();
                                fewer.remove(skip);
                                let pos = line_position(b, s, t, &fewer);
                                assert!(
                                    engine::destinations(&pos, s).contains(t),
                                    "{b:?} {s}->{t}"
                                );
                            }
                            cases += 1;
                        }
                    }
                }
            }
        }
    }
    // Duplex: a duke on the bottom level, targets 2m levels up.
    let s = Tile::new(1, 4, 4).unwrap();
    for m in 2..=3i8 {
        let t = s.step(Vector::new(2, 0, 0), m).unwrap();
        let faces: Vec<&Quadrant> = Quadrant::all()
            .iter()
            .filter(|q| {
                q.kind() == QuadrantKind::DukeFace && q.offset(1, 1) == Vector::new(2, 0, 0)
            })
            .collect();
        assert_eq!(
            faces.len(),
            2,
            "a duplex tile is shared by two face quadrants"
        );
        let squares: BTreeSet<Tile> = faces
            .iter()
            .flat_map(|q| {
                AdvancementSquare {
                    source: s.coords(),
                    quadrant: **q,
                    perimeter: m as u8,
                }
                .tiles()
                .collect::<Vec<_>>()
            })
            .collect();
        for &x in squares.iter().filter(|&&x| x != t) {
            let pos = line_position(BasePiece::Duke, s, t, &[(x, Side::White)]);
            let earlier_duplex = x.i() == 4 && x.j() == 4 && (x.z() - 1) % 2 == 0;
            assert_eq!(
                engine::destinations(&pos, s).contains(t),
                !earlier_duplex,
                "duke {s}->{t}, {x}"
            );
            cases += 1;
        }
    }
    println!("P19: {cases} blocker placements behave as the blocking numbers say");
}

/// P24 (L10901-10914): on the empty board a queen covers a tile with degree
/// at most 4, reached exactly on q-tiles (rook apex + bishop line in 2
/// planes + duke apex) and hotspots (rook line in 2 planes + duplex in 2).
#[test]
fn p24_a_queen_covers_a_tile_at_most_four_times() {
    let mut fours = 0;
    for s in Tile::all() {
        for d in engine::reach(&sweep::alone(PieceKind::Queen, s), s) {
            let class = Overlap::of(d.to.coords() - s.coords());
            let n = degree(&d);
            assert!(n <= 4, "queen {s} -> {}: degree {n}", d.to);
            let four = matches!(class, Some(Overlap::QTile | Overlap::Hotspot));
            assert_eq!(n == 4, four, "queen {s} -> {}: degree {n}, {class:?}", d.to);
            fours += usize::from(four);
        }
    }
    println!("P24: {fours} queen targets of degree 4, all q-tiles and hotspots");
}

/// The overlap classes are properties of a displacement (Table 34): the
/// zero displacement is none of them, and each class's name is the one the
/// JSON protocol uses.
#[test]
fn overlap_classes_name_nonzero_displacements() {
    assert_eq!(Overlap::of(Vector::ZERO), None);
    let cases = [
        (Vector::new(1, 1, 0), Overlap::Brook),
        (Vector::new(0, -2, 2), Overlap::QTile),
        (Vector::new(0, 0, -4), Overlap::Hotspot),
        (Vector::new(2, -4, 2), Overlap::Feynman),
    ];
    for (v, class) in cases {
        assert_eq!(Overlap::of(v), Some(class), "{v:?}");
        let json = serde_json::to_value(class).unwrap();
        assert_eq!(json, class.name(), "{class:?}");
    }
    for v in [
        Vector::new(1, 0, 0),
        Vector::new(1, 1, 1),
        Vector::new(2, 1, 1),
        Vector::new(3, 1, 0),
    ] {
        assert_eq!(Overlap::of(v), None, "{v:?}");
    }
}

/// Kinds whose attacks are direction-free (all but the pawn).
const LIKE: [PieceKind; 7] = PieceKind::UNDIRECTED;

/// Does the piece on `s` attack `t`?
fn attacks(pos: &Position, s: Tile, t: Tile) -> bool {
    engine::destinations(pos, s).contains(t)
}

/// P06 and P07 (L10526-10563, L10669-10716), exhaustively for two pieces:
/// two like pieces alone on the board attack each other both ways or not
/// at all — a one-way attack between like pieces needs a third piece.
#[test]
fn p06_two_like_pieces_alone_attack_both_ways_or_not_at_all() {
    let counts: Vec<(usize, usize)> = LIKE
        .par_iter()
        .flat_map(|&k| Tile::all().map(move |s| (k, s)).collect::<Vec<_>>())
        .map(|(kind, s)| {
            let (mut positions, mut mutual) = (0, 0);
            for t in Tile::all().filter(|&t| t != s) {
                let mut pos = Position::empty();
                put_piece(&mut pos, s, Side::White, kind);
                put_piece(&mut pos, t, Side::Black, kind);
                let (there, back) = (attacks(&pos, s, t), attacks(&pos, t, s));
                assert_eq!(there, back, "{kind:?} on {s} and {t}");
                positions += 1;
                mutual += usize::from(there);
            }
            (positions, mutual)
        })
        .collect();
    let positions: usize = counts.iter().map(|c| c.0).sum();
    let mutual: usize = counts.iter().map(|c| c.1).sum();
    assert_eq!(positions, LIKE.len() * 512 * 511);
    println!("P06: {positions} two-piece like positions, {mutual} mutual, none one-way");
}

/// P06 (L10669-10716, L13656-13665) on populated boards: when a rook,
/// bishop, duke or king attacks a like enemy that cannot attack back, the
/// attack is a between target, or a bishop line (for the king: its
/// bishop-like step) — the targets whose return manifold differs (P03).
/// Knights never attack one-way.
#[test]
fn p06_one_way_attacks_between_like_pieces_are_between_targets_or_bishop_lines() {
    let mut one_way = 0;
    for pos in samples::positions(0x06, 1500) {
        for (s, x) in pos.pieces() {
            if !matches!(
                x.kind,
                PieceKind::Rook
                    | PieceKind::Bishop
                    | PieceKind::Duke
                    | PieceKind::King
                    | PieceKind::Knight
            ) {
                continue;
            }
            for d in engine::reach(&pos, s) {
                let y = match pos.piece_at(d.to) {
                    Some(y) if y.kind == x.kind && y.side != x.side => y,
                    _ => continue,
                };
                if attacks(&pos, d.to, s) {
                    continue;
                }
                assert_ne!(x.kind, PieceKind::Knight, "knight {s} -> {}", d.to);
                for w in &d.ways {
                    let peek =
                        w.role == Role::Between || (w.by == Mover::Bishop && w.role == Role::End);
                    assert!(peek, "{x} {s} -> {y} {} one-way by {w:?}", d.to);
                }
                one_way += 1;
            }
        }
    }
    assert!(one_way > 20, "only {one_way} one-way attacks met");
    println!(
        "P06: {one_way} one-way attacks between like pieces, all between targets or bishop lines"
    );
}

/// P07 (L10526-10563): with one more piece on the board, every like pair
/// of base pieces and the queen realises all four outcomes — none, one
/// way (either way, by the colour symmetry of like pieces) and mutual.
#[test]
fn p07_like_pairs_realise_all_four_outcomes_with_one_ancillary() {
    for kind in [
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Duke,
        PieceKind::Queen,
    ] {
        let mut seen = BTreeSet::new();
        'search: for t in Tile::all().filter(|&t| t != CENTRE) {
            for a in Tile::all().filter(|&a| a != CENTRE && a != t) {
                let mut pos = Position::empty();
                put_piece(&mut pos, CENTRE, Side::White, kind);
                put_piece(&mut pos, t, Side::Black, kind);
                put_piece(&mut pos, a, Side::White, PieceKind::Knight);
                seen.insert((attacks(&pos, CENTRE, t), attacks(&pos, t, CENTRE)));
                if seen.len() == 4 {
                    break 'search;
                }
            }
        }
        assert_eq!(seen.len(), 4, "{kind:?}: outcomes {seen:?}");
    }
}

/// P23 (L13516-13637): kings may stand edge-adjacent, one checking the
/// other by its bishop-like step while the checked king cannot take back,
/// its return rectangles blocked; no separate rule forbids it.
#[test]
fn p23_a_king_checks_a_king_one_way() {
    let s = CENTRE;
    let t = Tile::new(5, 5, 4).unwrap();
    let near: Vec<Tile> = Tile::all()
        .filter(|&u| u != s && u != t && (u.coords() - s.coords()).chebyshev() <= 2)
        .collect();
    let mut witnesses = 0;
    for (n, &a) in near.iter().enumerate() {
        for &b in &near[n + 1..] {
            let mut pos = Position::empty();
            put_piece(&mut pos, s, Side::White, PieceKind::King);
            put_piece(&mut pos, t, Side::Black, PieceKind::King);
            put_piece(&mut pos, a, Side::White, PieceKind::Knight);
            put_piece(&mut pos, b, Side::White, PieceKind::Knight);
            if !attacks(&pos, s, t) || attacks(&pos, t, s) {
                continue;
            }
            let way = engine::reach(&pos, s)
                .into_iter()
                .find(|d| d.to == t)
                .unwrap();
            assert!(way.ways.iter().all(|w| w.by == Mover::Bishop), "{a} {b}");
            witnesses += 1;
        }
    }
    assert!(witnesses > 0, "no king checks king");
    println!("P23: {witnesses} placements of two pieces let a king check a king one-way");
}

/// P22 (L10844-10856): the revolving door. Two bishops in linear mutual
/// attack, each open in a different plane; either can capture the other
/// and return in one move.
#[test]
fn p22_a_revolving_door_exists() {
    let s = CENTRE;
    let line = Ray::new(Vector::new(1, 1, 0)).unwrap();
    let t = s.step(line.vector(), 2).unwrap();
    let near: Vec<Tile> = Plane::through(line)
        .flat_map(|plane| {
            [s.coords(), t.coords()].into_iter().flat_map(move |from| {
                let dir = if from == s.coords() {
                    line
                } else {
                    line.reversed()
                };
                AdvancementRectangle {
                    source: from,
                    plane,
                    line: dir,
                    perimeter: 2,
                }
                .squares()
                .into_iter()
                .flat_map(|sq| sq.tiles().collect::<Vec<_>>())
            })
        })
        .filter(|&u| u != s && u != t)
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let mut doors = 0;
    for (n, &a) in near.iter().enumerate() {
        for &b in &near[n + 1..] {
            let mut pos = Position::empty();
            put_piece(&mut pos, s, Side::White, PieceKind::Bishop);
            put_piece(&mut pos, t, Side::Black, PieceKind::Bishop);
            put_piece(&mut pos, a, Side::White, PieceKind::Knight);
            put_piece(&mut pos, b, Side::Black, PieceKind::Knight);
            let find = |pos: &Position, from: Tile, to: Tile| {
                engine::reach(pos, from)
                    .into_iter()
                    .find(|d| d.to == to)
                    .map(|d| planes_of(&d, Mover::Bishop))
            };
            let (Some(there), Some(back)) = (find(&pos, s, t), find(&pos, t, s)) else {
                continue;
            };
            if there.len() != 1 || back.len() != 1 || there == back {
                continue;
            }
            // Either bishop takes the other and comes straight back.
            for (from, to) in [(s, t), (t, s)] {
                let after = moved(&pos, from, to);
                assert!(
                    attacks(&after, to, from),
                    "{a} {b}: {from} -> {to} cannot return"
                );
            }
            doors += 1;
        }
    }
    assert!(doors > 0, "no revolving door");
    println!("P22: {doors} placements of two pieces make a revolving door");
}

/// P11's group (L1966-1970, L12424-12426): the 48 symmetries of the cube
/// are distinct — the tile QR2,3, with three different coordinates none
/// of which is its own mirror, has 48 different images — and the
/// identity is one of them. The pawn subgroup has 4 and keeps the pawns'
/// forward quadrant.
#[test]
fn p11_the_48_symmetries_are_distinct() {
    use congruent::goff::geometry::Symmetry;
    let t = Tile::new(1, 2, 3).unwrap();
    let images: BTreeSet<Tile> = Symmetry::all().map(|g| g.tile(t)).collect();
    assert_eq!(Symmetry::all().count(), 48);
    assert_eq!(images.len(), 48);
    assert!(Symmetry::all().any(|g| Tile::all().all(|u| g.tile(u) == u)));
    let pawn: Vec<Symmetry> = Symmetry::pawn_subgroup().collect();
    assert_eq!(pawn.len(), 4);
    for g in pawn {
        assert_eq!(
            g.vector(Vector::new(0, 1, 1)),
            Vector::new(0, 1, 1),
            "{g:?}"
        );
    }
}
