//! The fast engine: the same rules as [`crate::reference`], computed with
//! precomputed perimeter masks. Each quadrant is scanned once, perimeter by
//! perimeter, up to its first occupied perimeter; linear moves then only
//! compare perimeter numbers. No allocation on the [`destinations`] path.

mod pawn;
mod tables;

use pawn::PawnWay;

pub use tables::knight_offsets;
use tables::{Tables, TABLES};

use crate::geometry::{Bitboard, Plane, Quadrant, QuadrantId, Ray, Role, Tile, MAX_PERIMETER};
use crate::options::{KingRule, LinearRule, PerimeterRule, RuleSet};
use crate::pieces::{BasePiece, PieceKind};
use crate::position::Position;
use crate::reach::{Collector, Destination, Motion, Mover, Way};

/// Receives what a scan finds.
trait Sink {
    /// Pure quadrant destinations of quadrant `q` (empty tiles, or the one
    /// capture the quadrant allows).
    fn quadrant(&mut self, base: BasePiece, q: QuadrantId, tiles: Bitboard);
    /// A linear move to `t`, open in the planes of `open` (bit `n` = the
    /// `n`-th plane of `Tables::line`).
    fn linear(&mut self, base: BasePiece, ray: usize, k: u8, t: Tile, open: u8);
    fn jump(&mut self, tiles: Bitboard);
    fn pawn(&mut self, t: Tile, way: PawnWay);
}

/// Where each quadrant of one base piece is first blocked.
struct Blocks {
    /// First occupied perimeter (MAX_PERIMETER + 1 if none).
    first: [u8; 24],
    /// The occupant of that perimeter when it is alone there.
    lone: [Option<Tile>; 24],
}

/// The dense quadrant ids of a base piece: rook planes come first in
/// `Plane::ALL`, then skew, then slant.
const fn quadrant_range(base: BasePiece) -> std::ops::Range<usize> {
    match base {
        BasePiece::Rook => 0..12,
        BasePiece::Bishop => 12..36,
        BasePiece::Duke => 36..60,
    }
}

struct Scanner<'a> {
    t: &'a Tables,
    s: Tile,
    occupied: Bitboard,
    enemy: Bitboard,
    friendly: Bitboard,
    /// `PerimeterRule::Lenient`: only inner perimeters block.
    lenient: bool,
    /// When a linear move is open (CR 22 and the rejected readings,
    /// `interpretations.md#linear-rule`).
    linear: LinearRule,
}

/// The first occupied perimeter of a quadrant, its occupant if alone
/// there, and whether that occupant is off the quadrant's inner edges.
struct FirstHit {
    perimeter: u8,
    lone: Option<Tile>,
    pure: bool,
}

impl Scanner<'_> {
    fn first_hit(&self, q: QuadrantId, hit: Bitboard) -> FirstHit {
        let mut best = FirstHit {
            perimeter: MAX_PERIMETER + 1,
            lone: None,
            pure: false,
        };
        for t in hit.iter() {
            let (x, y) = self.t.coordinates(q, t.coords() - self.s.coords());
            let k = x.max(y);
            if k < best.perimeter {
                best = FirstHit {
                    perimeter: k,
                    lone: Some(t),
                    pure: x != 0 && y != 0,
                };
            } else if k == best.perimeter {
                best.lone = None;
            }
        }
        best
    }

    /// Quadrant and linear moves of one base piece up to perimeter `cap`
    /// (7 for the base pieces, 1 for the natural king).
    fn planar(&self, base: BasePiece, cap: u8, sink: &mut impl Sink) {
        let range = quadrant_range(base);
        let mut blocks = Blocks {
            first: [MAX_PERIMETER + 1; 24],
            lone: [None; 24],
        };
        let cap_at = |k: usize| k.min(cap as usize);
        for q in range.clone() {
            let masks = self.t.masks(self.s, q);
            let hit = self.occupied & masks.all;
            if hit.is_empty() {
                sink.quadrant(base, q, masks.pure_upto[cap as usize]);
                continue;
            }
            let first = self.first_hit(q, hit);
            let slot = q - range.start;
            blocks.first[slot] = first.perimeter;
            blocks.lone[slot] = first.lone;
            let k = first.perimeter as usize;
            if self.lenient {
                // Only the inner perimeters had to be empty: every tile of
                // the first occupied one is open but for friends.
                sink.quadrant(base, q, masks.pure_upto[cap_at(k)] & !self.friendly);
                continue;
            }
            // CR 18, strict: the first occupied perimeter stops the square;
            // only a lone enemy on it, off the inner edges, may be taken.
            let mut tiles = masks.pure_upto[cap_at(k - 1)];
            if let Some(t) = first
                .lone
                .filter(|&t| k <= cap as usize && first.pure && self.enemy.contains(t))
            {
                tiles.insert(t);
            }
            sink.quadrant(base, q, tiles);
        }
        self.linear(base, cap, &blocks, range.start, sink);
    }

    /// CR 49: linear moves to perimeter 1 along all 26 rays, each legal if
    /// one of its perimeter-1 rectangles is empty.
    fn king(&self, sink: &mut impl Sink) {
        for r in 0..self.t.rays().len() {
            let ray = self.t.king(self.s, r);
            let Some(t) = ray.target else { continue };
            if self.friendly.contains(t) {
                continue;
            }
            let planes = self.t.line(r).len();
            let mut open = 0u8;
            for (n, rect) in ray.rectangles.iter().take(planes).enumerate() {
                // Lenient: perimeter 1 has no inner perimeter to block it.
                if self.lenient || rect.is_clear(&self.occupied) {
                    open |= 1 << n;
                }
            }
            if open != 0 {
                sink.linear(BasePiece::of_ray(self.t.rays()[r].kind()), r, 1, t, open);
            }
        }
    }

    fn linear(
        &self,
        base: BasePiece,
        cap: u8,
        blocks: &Blocks,
        offset: usize,
        sink: &mut impl Sink,
    ) {
        for (r, ray) in self.t.rays().iter().enumerate() {
            if ray.kind() != base.ray_kind() {
                continue;
            }
            let planes = self.t.line(r);
            for k in 1..=cap {
                let Some(t) = self.s.step(ray.vector(), k as i8) else {
                    break;
                };
                if self.friendly.contains(t) {
                    break;
                }
                // Strict: the target may be the only occupant of its own
                // perimeter. Lenient: the target's perimeter never blocks.
                let clear = |q: QuadrantId| {
                    let (first, lone) = (blocks.first[q - offset], blocks.lone[q - offset]);
                    k < first || (k == first && (self.lenient || lone == Some(t)))
                };
                let mut open = 0u8;
                for (n, (_, [q1, q2])) in planes.iter().enumerate() {
                    let open_here = match self.linear {
                        // CR 22: both quadrants beside the line.
                        LinearRule::OnePlane | LinearRule::AllQuadrants => clear(*q1) && clear(*q2),
                        // Rejected (L1718-1732): either quadrant.
                        LinearRule::AnyQuadrant => clear(*q1) || clear(*q2),
                    };
                    if open_here {
                        open |= 1 << n;
                    }
                }
                // Rejected: every quadrant of every plane through the line
                // clear, and then the move is made in them all.
                if self.linear == LinearRule::AllQuadrants
                    && open.count_ones() as usize != planes.len()
                {
                    open = 0;
                }
                // Once every plane is shut, farther tiles stay shut.
                if open == 0 {
                    break;
                }
                sink.linear(base, r, k, t, open);
            }
        }
    }
}

fn scan(pos: &Position, from: Tile, options: RuleSet, sink: &mut impl Sink) {
    let Some(piece) = pos.piece_at(from) else {
        return;
    };
    scan_as(pos, from, piece, options, sink);
}

/// [`scan`] as if `piece`, of the side of the piece on `from`, stood there.
fn scan_as(
    pos: &Position,
    from: Tile,
    piece: crate::pieces::Piece,
    options: RuleSet,
    sink: &mut impl Sink,
) {
    let friendly = pos.side(piece.side);
    let scanner = Scanner {
        t: &TABLES,
        s: from,
        occupied: pos.occupied(),
        enemy: pos.side(piece.side.opponent()),
        friendly,
        lenient: options.perimeter == PerimeterRule::Lenient,
        linear: options.linear,
    };
    match piece.kind {
        PieceKind::Knight => sink.jump(TABLES.knight(from) & !friendly),
        PieceKind::King => match options.king {
            // CR 49: linear moves to perimeter 1.
            KingRule::Linear => scanner.king(sink),
            // Rejected (L8262-8290): a base piece's quadrant and linear
            // moves, to perimeter 1.
            KingRule::Natural => {
                for base in BasePiece::ALL {
                    scanner.planar(base, 1, sink);
                }
            }
            KingRule::Adjacent => unreachable!("engine_can refuses the adjacent king"),
        },
        PieceKind::Pawn => {
            let board = pawn::Board {
                occupied: &scanner.occupied,
                enemy: &scanner.enemy,
                lenient: scanner.lenient,
            };
            pawn::moves(&board, from, piece.side, &mut |t, w| sink.pawn(t, w));
        }
        kind => {
            for &base in kind.base_pieces() {
                scanner.planar(base, MAX_PERIMETER, sink);
            }
        }
    }
}

struct Mask(Bitboard);

impl Sink for Mask {
    #[inline]
    fn quadrant(&mut self, _: BasePiece, _: QuadrantId, tiles: Bitboard) {
        self.0 |= tiles;
    }
    #[inline]
    fn linear(&mut self, _: BasePiece, _: usize, _: u8, t: Tile, _: u8) {
        self.0.insert(t);
    }
    #[inline]
    fn jump(&mut self, tiles: Bitboard) {
        self.0 |= tiles;
    }
    #[inline]
    fn pawn(&mut self, t: Tile, _: PawnWay) {
        self.0.insert(t);
    }
}

/// Does the engine implement the options for the piece on `from`? Where
/// it does not, [`try_destinations_with`] and [`try_reach_with`] say so
/// (`None`) and the caller chooses what to do (`crate::dispatch`).
pub fn engine_can(pos: &Position, from: Tile, options: RuleSet) -> bool {
    pos.piece_at(from).is_none_or(|p| native(p.kind, options))
}

/// Does the engine move a piece of `kind` under `options` itself?
fn native(kind: PieceKind, options: RuleSet) -> bool {
    options.engine_supports() || options.engine_supports_kind(kind)
}

/// The set of tiles the piece on `from` can move to (turn and check
/// ignored); empty if the tile is empty.
pub fn destinations(pos: &Position, from: Tile) -> Bitboard {
    try_destinations_with(pos, from, RuleSet::default())
        .expect("the engine implements the book's rules")
}

/// [`destinations`] under the given readings of the ambiguous passages, or
/// `None` where the engine does not implement them for this piece.
pub fn try_destinations_with(pos: &Position, from: Tile, options: RuleSet) -> Option<Bitboard> {
    if !engine_can(pos, from, options) {
        return None;
    }
    let mut mask = Mask(Bitboard::EMPTY);
    scan(pos, from, options, &mut mask);
    Some(mask.0)
}

/// [`try_destinations_with`] as if `piece` stood on `from` (a stack's
/// part moving "without regard to the left behind sub piece",
/// L5754-5756), without copying the position. `piece` must be of the side
/// of the piece on `from`.
pub fn try_destinations_as(
    pos: &Position,
    from: Tile,
    piece: crate::pieces::Piece,
    options: RuleSet,
) -> Option<Bitboard> {
    if !native(piece.kind, options) {
        return None;
    }
    let mut mask = Mask(Bitboard::EMPTY);
    scan_as(pos, from, piece, options, &mut mask);
    Some(mask.0)
}

struct Classify {
    from: Tile,
    out: Collector,
}

impl Sink for Classify {
    fn quadrant(&mut self, base: BasePiece, q: QuadrantId, tiles: Bitboard) {
        let quadrant = Quadrant::by_id(q);
        for t in tiles.iter() {
            let (x, y) = quadrant
                .coordinates(t.coords() - self.from.coords())
                .expect("mask tiles lie in the quadrant");
            let k = x.max(y) as u8;
            self.out.add(
                t,
                Way {
                    by: base.into(),
                    motion: Motion::Quadrant,
                    role: Role::of(quadrant.kind(), x, y),
                    perimeter: k,
                    planes: vec![quadrant.plane],
                    rays: vec![quadrant.a, quadrant.b],
                    pawn: None,
                },
            );
        }
    }

    fn linear(&mut self, base: BasePiece, ray: usize, k: u8, t: Tile, open: u8) {
        let planes: Vec<Plane> = TABLES
            .line(ray)
            .iter()
            .enumerate()
            .filter(|(n, _)| open >> n & 1 == 1)
            .map(|(_, (p, _))| *p)
            .collect();
        let line: Ray = TABLES.rays()[ray];
        self.out.add(
            t,
            Way {
                by: base.into(),
                motion: Motion::Linear,
                role: Role::End,
                perimeter: k,
                planes,
                rays: vec![line],
                pawn: None,
            },
        );
    }

    fn pawn(&mut self, t: Tile, w: PawnWay) {
        self.out.add(
            t,
            Way {
                by: w.by,
                motion: w.motion,
                role: w.role,
                perimeter: w.perimeter,
                planes: vec![],
                rays: vec![],
                pawn: Some(w.kind),
            },
        );
    }

    fn jump(&mut self, tiles: Bitboard) {
        for t in tiles.iter() {
            let perimeter = (t.coords() - self.from.coords()).chebyshev();
            self.out.add(
                t,
                Way {
                    by: Mover::Knight,
                    motion: Motion::Jump,
                    role: Role::Jump,
                    perimeter,
                    planes: vec![],
                    rays: vec![],
                    pawn: None,
                },
            );
        }
    }
}

/// Every destination of the piece on `from`, classified, in the same
/// canonical form as [`crate::reference::reach`].
pub fn reach(pos: &Position, from: Tile) -> Vec<Destination> {
    try_reach_with(pos, from, RuleSet::default()).expect("the engine implements the book's rules")
}

/// [`reach`] under the given readings of the ambiguous passages, or `None`
/// where the engine does not implement them for this piece.
pub fn try_reach_with(pos: &Position, from: Tile, options: RuleSet) -> Option<Vec<Destination>> {
    if !engine_can(pos, from, options) {
        return None;
    }
    let mut c = Classify {
        from,
        out: Collector::default(),
    };
    scan(pos, from, options, &mut c);
    Some(c.out.finish(|t| pos.piece_at(t).is_some()))
}

/// Forces the tables to be built (for benchmarks and start-up timing).
pub fn warm_up() {
    std::sync::LazyLock::force(&TABLES);
}

/// The gates of a move from `s` onto `k`: each a set of tiles that must
/// all be empty for one way of reaching `k`, and exactly that set. A
/// quadrant move to `k` needs its advancement square empty but for `k`
/// (CR 18, L1590-1601); a linear move along a ray needs, in one plane
/// through the ray, the squares of the two quadrants beside it empty up to
/// `k`'s perimeter but for `k` (CR 21-22, L1753-1769; the engine's
/// [`Scanner::linear`]); the king's rectangles (CR 49) are the latter at
/// perimeter 1. Every gate of every quadrant whose lattice holds `k` is
/// given, whatever piece stands on `s`. The pawn's blocking tiles (Table
/// 35) and unshackled lines lie inside these gates; the knight has none
/// (CR 33).
pub fn gates(s: Tile, k: Tile, mut each: impl FnMut(Bitboard)) {
    for gate in gate_table(k.coords() - s.coords()) {
        each(gate.tiles(s, k));
    }
}

/// Every tile whose occupancy can decide whether a piece on `s` reaches
/// `k`: the union of its [`gates`].
pub fn between(s: Tile, k: Tile) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    gates(s, k, |g| out |= g);
    out
}

/// Does the piece on `s` attack `k`, under the book's rules (strict
/// perimeters, planar motion, one open plane)? The same answer as
/// `destinations(pos, s).contains(k)` for a `k` the piece does not hold a
/// friend on, from the [`gates`] of the one displacement instead of every
/// quadrant: a planar piece or king attacks `k` if a gate of one of its
/// own moves is empty.
pub fn attacks(pos: &Position, s: Tile, k: Tile) -> bool {
    let Some(piece) = pos.piece_at(s) else {
        return false;
    };
    if pos.side(piece.side).contains(k) {
        return false;
    }
    let occupied = pos.occupied();
    let open = |g: &Gate| (g.tiles(s, k) & occupied).is_empty();
    let gates = gate_table(k.coords() - s.coords());
    match piece.kind {
        PieceKind::Knight => TABLES.knight(s).contains(k),
        PieceKind::Pawn => {
            let enemy = pos.side(piece.side.opponent());
            let board = pawn::Board {
                occupied: &occupied,
                enemy: &enemy,
                lenient: false,
            };
            let mut hit = false;
            pawn::moves(&board, s, piece.side, &mut |t, _| hit |= t == k);
            hit
        }
        // CR 49: linear moves to perimeter 1 only.
        PieceKind::King => gates.iter().any(|g| g.linear == Some(1) && open(g)),
        kind => gates
            .iter()
            .any(|g| kind.base_pieces().contains(&g.base) && open(g)),
    }
}

/// Does a `base` piece on `s` reach the empty tile `to` by a move made in
/// one of `planes`, the tiles of `occupied` standing? Under the book's
/// rules: a quadrant move is made in its quadrant's plane, a linear move in
/// each plane it is open in (CR 23).
pub fn reaches_in_planes(
    occupied: Bitboard,
    s: Tile,
    to: Tile,
    base: BasePiece,
    planes: &[Plane],
) -> bool {
    gate_table(to.coords() - s.coords()).iter().any(|g| {
        g.base == base && planes.contains(&g.plane) && (g.tiles(s, to) & occupied).is_empty()
    })
}

/// Could a pawn of `side` on `s` take on some tile of the result, on some
/// board? Every tile it captures on when all other tiles hold enemies and
/// none blocks (with its advances besides): a superset of its captures.
pub fn pawn_reach_superset(s: Tile, side: crate::pieces::Side) -> Bitboard {
    let board = pawn::Board {
        occupied: &Bitboard::EMPTY,
        enemy: &Bitboard::FULL,
        lenient: false,
    };
    let mut out = Bitboard::EMPTY;
    pawn::moves(&board, s, side, &mut |t, _| out.insert(t));
    out
}

/// The on-board tiles of quadrant `q`'s advancement square from `s` up to
/// perimeter `p`, `s` excluded: the pure tiles and the two inner edges
/// (the tiles of [`crate::geometry::AdvancementSquare::tiles`], from the
/// precomputed masks).
pub fn advancement_square(s: Tile, q: QuadrantId, p: u8) -> Bitboard {
    let [a, b] = TABLES.quadrant_rays(q);
    TABLES.masks(s, q).pure_upto[p as usize] | TABLES.segment(s, a, p) | TABLES.segment(s, b, p)
}

/// The on-board tiles of the advancement rectangle of a linear move along
/// `line` in `plane` from `s` up to perimeter `p`: the squares of the two
/// quadrants beside the line (CR 21, L2618-2625).
pub fn advancement_rectangle(s: Tile, line: Ray, plane: Plane, p: u8) -> Bitboard {
    let r = TABLES
        .rays()
        .iter()
        .position(|&x| x == line)
        .expect("a ray");
    let (_, [q1, q2]) = TABLES
        .line(r)
        .iter()
        .find(|(x, _)| *x == plane)
        .expect("the plane holds the line");
    advancement_square(s, *q1, p) | advancement_square(s, *q2, p)
}

/// One way of reaching a displacement: the quadrants whose squares, up to
/// the given perimeters, must be empty.
#[derive(Clone)]
struct Gate {
    squares: Vec<(QuadrantId, u8)>,
    /// Whose move it is: the quadrant's base piece, or the ray's.
    base: BasePiece,
    /// A linear move's perimeter; `None` for a quadrant move.
    linear: Option<u8>,
    /// The plane the move is made in.
    plane: Plane,
}

impl Gate {
    /// Its tiles for a move from `s` onto `k`, `k` excepted.
    #[inline]
    fn tiles(&self, s: Tile, k: Tile) -> Bitboard {
        let mut tiles = Bitboard::EMPTY;
        for &(q, p) in &self.squares {
            tiles |= advancement_square(s, q, p);
        }
        tiles.remove(k);
        tiles
    }
}

/// The gates of every displacement `d` within the board.
fn gate_table(d: crate::geometry::Vector) -> &'static [Gate] {
    use std::sync::LazyLock;
    static TABLE: LazyLock<Vec<Vec<Gate>>> =
        LazyLock::new(|| tables::displacements().map(gates_of).collect());
    &TABLE[tables::displacement(d)]
}

/// [`gate_table`]'s entry for `d`: a quadrant gate for every quadrant that
/// holds `d` off its edges; a linear gate for every plane through the ray
/// `d` lies on.
fn gates_of(d: crate::geometry::Vector) -> Vec<Gate> {
    let mut out: Vec<Gate> = Quadrant::all()
        .iter()
        .filter_map(|q| q.coordinates(d).map(|c| (q, c)))
        .filter(|(_, (x, y))| *x > 0 && *y > 0)
        .map(|(q, (x, y))| Gate {
            squares: vec![(q.id(), x.max(y) as u8)],
            base: BasePiece::of_ray(q.a.kind()),
            linear: None,
            plane: q.plane,
        })
        .collect();
    for (r, ray) in TABLES.rays().iter().enumerate() {
        let Some(m) = (1..=MAX_PERIMETER as i8).find(|&m| d == m * ray.vector()) else {
            continue;
        };
        for (plane, [q1, q2]) in TABLES.line(r) {
            out.push(Gate {
                squares: vec![(*q1, m as u8), (*q2, m as u8)],
                base: BasePiece::of_ray(ray.kind()),
                linear: Some(m as u8),
                plane: *plane,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::AdvancementSquare;

    /// The masked squares are the geometry's squares, tile for tile.
    #[test]
    fn advancement_squares_from_the_masks() {
        for s in Tile::all() {
            for (q, &quadrant) in Quadrant::all().iter().enumerate() {
                for p in 1..=MAX_PERIMETER {
                    let square = AdvancementSquare {
                        source: s.coords(),
                        quadrant,
                        perimeter: p,
                    };
                    let tiles: Bitboard = square.tiles().collect();
                    assert_eq!(advancement_square(s, q, p), tiles, "{s} {q} {p}");
                }
            }
        }
    }
}
