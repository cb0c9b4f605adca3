//! Fission (explosion): both parts of a stack leave at once to two
//! different tiles, allowed only when their advancement regions are
//! conjoined by an overlap tile, a q-tile or a Feynman tile (L6128-6241).
//! The reading is `spec/interpretations.md#fission` (the book map's A15):
//! each part's region is checked on the board before the move, its own
//! destination excepted; a part may land on the overlap tile, but not both.

use super::{Move, MoveKind};
use crate::goff::engine::advancement_square;
use crate::goff::geometry::{
    Bitboard, Plane, PlaneFamily, Quadrant, QuadrantId, QuadrantKind, Ray, Tile, Vector,
    MAX_PERIMETER,
};
use crate::goff::pieces::Side;
use crate::goff::position::Position;

/// The on-board tiles of the outer perimeter of quadrant `q`'s square of
/// perimeter `p` from `s`, end tiles included (fission moves are full
/// quadrant moves, L6179-6183).
fn rim(s: Tile, q: QuadrantId, p: u8) -> Bitboard {
    advancement_square(s, q, p) & !advancement_square(s, q, p - 1)
}

/// Where a part may land on `rims`, the occupied tiles of its squares
/// being `in_the_way` (on the board before the move): under the strict
/// perimeter rule (CR 18) anywhere on an empty square, only on the one
/// occupant of a square holding one; never on a friend.
fn landings(pos: &Position, side: Side, in_the_way: Bitboard, rims: Bitboard) -> Bitboard {
    let open = match in_the_way.count() {
        0 => rims,
        1 => rims & in_the_way,
        _ => Bitboard::EMPTY,
    };
    open & !pos.side(side)
}

/// The duke face quadrant `(v1, v2)` and multiple `n` with
/// `d = 3n*v1 + n*v2`, if any.
fn feynman_duke(d: Vector) -> Option<(Quadrant, i8)> {
    Quadrant::all().iter().find_map(|q| {
        if q.kind() != QuadrantKind::DukeFace {
            return None;
        }
        let (x, y) = q.coordinates(d)?;
        let n = x.min(y);
        (n > 0 && x.max(y) == 3 * n).then_some((*q, n))
    })
}

/// A bishop quadrant and the duke quadrant and multiple of each of its
/// Feynman tiles.
type FeynmanRow = (Quadrant, QuadrantId, [Option<(QuadrantId, i8)>; 2]);

/// For each bishop quadrant and each `n` (1 or 2, index `n - 1`), the
/// duke face quadrant and multiple of its Feynman tile `2n(b1+b2)`: they
/// depend on the quadrant alone, so they are found once.
fn feynman_table() -> &'static [FeynmanRow] {
    use std::sync::LazyLock;
    static TABLE: LazyLock<Vec<FeynmanRow>> = LazyLock::new(|| {
        Quadrant::all()
            .iter()
            .filter(|q| q.kind() == QuadrantKind::Bishop)
            .map(|q| {
                let apex = q.a.vector() + q.b.vector();
                let dukes =
                    [1i8, 2].map(|n| feynman_duke((2 * n) * apex).map(|(d, m)| (d.id(), m)));
                (*q, q.id(), dukes)
            })
            .collect()
    });
    &TABLE
}

/// A fission: the overlap tile that conjoins it, and the bishop's and the
/// duke's destinations.
pub type Fission = (Tile, Tile, Tile);

/// One conjunction of a stack's regions, by the overlap tile's kind: a
/// q-tile (the duke edge quadrant `q_tiles()[i]` at perimeter `n`) or a
/// Feynman tile (the bishop quadrant `feynman_table()[i]` at multiple
/// `n`).
#[derive(Copy, Clone, Debug)]
enum Conjunction {
    QTile(u8, u8),
    Feynman(u8, u8),
}

/// A conjunction's overlap tile and where each part may land: `None` if
/// it is off the board or a part has nowhere to go.
type Landings = Option<(Tile, Bitboard, Bitboard)>;

impl Conjunction {
    /// Every conjunction whose overlap tile is on the board from `s`.
    fn all(s: Tile) -> impl Iterator<Item = Conjunction> {
        let q = (0..q_tiles().len()).flat_map(move |i| {
            (1..=MAX_PERIMETER / 2)
                .take_while(move |&n| s.step(q_tiles()[i].sum, n as i8).is_some())
                .map(move |n| Conjunction::QTile(i as u8, n))
        });
        let f = (0..feynman_table().len()).flat_map(move |i| {
            let (b, _, _) = feynman_table()[i];
            let apex = b.a.vector() + b.b.vector();
            (1..=MAX_PERIMETER / 3)
                .take_while(move |&n| s.step(apex, 2 * n as i8).is_some())
                .map(move |n| Conjunction::Feynman(i as u8, n))
        });
        q.chain(f)
    }

    /// Where each part of the stack of `side` on `s` may land.
    fn landings(self, pos: &Position, s: Tile, side: Side) -> Landings {
        match self {
            Conjunction::QTile(i, n) => q_tile(pos, s, side, &q_tiles()[i as usize], n),
            Conjunction::Feynman(i, n) => feynman(pos, s, side, &feynman_table()[i as usize], n),
        }
    }
}

/// A part's region in one conjunction: the squares whose occupants decide
/// where it may land, and the rim it lands on.
#[derive(Copy, Clone)]
struct Region {
    squares: Bitboard,
    rim: Bitboard,
}

impl Region {
    /// Where a part of `side` may land ([`landings`]).
    #[inline]
    fn landings(&self, pos: &Position, side: Side) -> Bitboard {
        landings(pos, side, self.squares & pos.occupied(), self.rim)
    }
}

/// A conjunction of a stack's regions from one tile, its masks found once
/// (issue 43: the advancement squares were built per stack per node): the
/// overlap tile, the part checked first (a fission needs it to land
/// somewhere) and the other part's regions, whose landings are joined.
struct Compiled {
    /// Both parts' rims: a fission onto a tile is looked for only where
    /// they hold it.
    rims: Bitboard,
    overlap: Tile,
    first: Region,
    second: Vec<Region>,
    /// Whether `first` is the duke's (a q-tile) or the bishop's (a Feynman
    /// tile).
    duke_first: bool,
}

impl Compiled {
    /// Every region of both parts.
    fn regions(&self) -> impl Iterator<Item = &Region> {
        std::iter::once(&self.first).chain(&self.second)
    }

    /// [`Conjunction::landings`] from the masks: the same answer.
    fn landings(&self, pos: &Position, side: Side) -> Landings {
        let first = self.first.landings(pos, side);
        if first.is_empty() {
            return None;
        }
        let second = self
            .second
            .iter()
            .fold(Bitboard::EMPTY, |m, r| m | r.landings(pos, side));
        Some(match self.duke_first {
            true => (self.overlap, second, first),
            false => (self.overlap, first, second),
        })
    }

    /// `c` from `s`, or `None` where it never conjoins (a Feynman tile
    /// that is no duke's).
    fn new(s: Tile, c: Conjunction) -> Option<Compiled> {
        let region = |q: QuadrantId, p: u8| Region {
            squares: advancement_square(s, q, p),
            rim: rim(s, q, p),
        };
        let (overlap, first, second, duke_first) = match c {
            Conjunction::QTile(i, n) => {
                let q = &q_tiles()[i as usize];
                // A bishop's landings beside one line: its two quadrants
                // share the squares, so their rims join (landings are
                // the rim masked alike).
                let beside = |pair: &[(QuadrantId, Ray); 2]| Region {
                    squares: pair.iter().fold(Bitboard::EMPTY, |m, b| {
                        m | advancement_square(s, b.0, 2 * n)
                    }),
                    rim: pair.iter().fold(Bitboard::EMPTY, |m, &(b, far)| {
                        m | bishop_rim(s, b, far, 2 * n)
                    }),
                };
                let second = q.rectangles.iter().map(beside).collect();
                (s.step(q.sum, n as i8)?, region(q.duke, n), second, true)
            }
            Conjunction::Feynman(i, n) => {
                let (q, id, dukes) = &feynman_table()[i as usize];
                let (dq, m) = dukes[n as usize - 1]?;
                let overlap = s.step(q.a.vector() + q.b.vector(), 2 * n as i8)?;
                (
                    overlap,
                    region(*id, 2 * n),
                    vec![region(dq, 3 * m as u8)],
                    false,
                )
            }
        };
        let rims = second.iter().fold(first.rim, |m: Bitboard, r| m | r.rim);
        Some(Compiled {
            rims,
            overlap,
            first,
            second,
            duke_first,
        })
    }
}

/// Each tile's conjunctions, compiled once.
fn compiled(s: Tile) -> &'static [Compiled] {
    use std::sync::LazyLock;
    static TABLE: LazyLock<Vec<Vec<Compiled>>> = LazyLock::new(|| {
        Tile::all()
            .map(|s| {
                Conjunction::all(s)
                    .filter_map(|c| Compiled::new(s, c))
                    .collect()
            })
            .collect()
    });
    &TABLE[s.index()]
}

/// Every fission of the stack on `s`, with the overlap tile of each (a
/// pair of destinations conjoined by two overlap tiles appears twice).
pub fn fission_options(pos: &Position, s: Tile, side: Side) -> Vec<Fission> {
    let mut out = Vec::new();
    for c in compiled(s) {
        if let Some((o, bishops, dukes)) = c.landings(pos, side) {
            combine(bishops, dukes, o, &mut out);
        }
    }
    out
}

/// [`fission_options`] computed as the rule reads, each conjunction's
/// squares and rims built tile by tile at the call (`q_tile`, `feynman`):
/// what the compiled masks are checked against
/// (`tests/it/internals.rs`).
#[doc(hidden)]
pub fn fission_options_plain(pos: &Position, s: Tile, side: Side) -> Vec<Fission> {
    let mut out = Vec::new();
    for c in Conjunction::all(s) {
        if let Some((o, bishops, dukes)) = c.landings(pos, s, side) {
            combine(bishops, dukes, o, &mut out);
        }
    }
    out
}

/// Every fission of the stack on `s`, as moves.
pub fn fissions(pos: &Position, s: Tile, side: Side, out: &mut Vec<Move>) {
    let mut pairs: Vec<(Tile, Tile)> = fission_options(pos, s, side)
        .into_iter()
        .map(|(_, b, d)| (b, d))
        .collect();
    pairs.sort();
    pairs.dedup();
    out.extend(pairs.into_iter().map(|(b, d)| Move {
        from: s,
        to: b,
        kind: MoveKind::Fission(d),
    }));
}

/// Could the stack of `side` on `s` capture on `k` by a fission, one part
/// landing on `k` and the other anywhere else it may (L6141-6145: fission
/// "allows a whole new way to fork"; L6295-6300: a piece "could
/// potentially be captured with a fission move; even when capture by
/// decay was blocked")? Check by fission: `spec/interpretations.md#fission-check`.
/// A mask question: only the conjunctions with a rim on `k` are looked
/// at, and no move is built.
pub fn attacks(pos: &Position, s: Tile, side: Side, k: Tile) -> bool {
    if pos.side(side).contains(k) {
        return false;
    }
    let only_k = Bitboard::from_tile(k);
    compiled(s)
        .iter()
        .filter(|c| c.rims.contains(k))
        .filter_map(|c| c.landings(pos, side))
        .any(|(_, bishops, dukes)| {
            (bishops.contains(k) && !(dukes & !only_k).is_empty())
                || (dukes.contains(k) && !(bishops & !only_k).is_empty())
        })
}

/// Every tile a part of a stack on `s` lands on by some fission on an
/// otherwise empty board: a superset of its fission landings on any board,
/// since pieces only remove landings (a square holding one piece offers
/// only that piece, one holding two none), found once per tile.
pub fn empty_board_reach(s: Tile) -> Bitboard {
    use std::sync::LazyLock;
    static REACH: LazyLock<Vec<Bitboard>> = LazyLock::new(|| {
        Tile::all()
            .map(|s| {
                let pos = Position::from_pieces([(
                    s,
                    crate::goff::pieces::Piece::new(
                        Side::White,
                        crate::goff::pieces::PieceKind::Stack,
                    ),
                )])
                .expect("one piece");
                fission_options(&pos, s, Side::White)
                    .into_iter()
                    .fold(Bitboard::EMPTY, |m, (_, b, d)| {
                        m | Bitboard::from_tile(b) | Bitboard::from_tile(d)
                    })
            })
            .collect()
    });
    REACH[s.index()]
}

/// The tiles whose occupants decide whether a stack on `s` can land a
/// part on `k` by fission: every square of every conjunction with a rim
/// on `k`, the partner's squares included. A move that empties or
/// captures on one of them may open a fission onto `k`; the legality
/// shortcut (`legality.rs`) tests such moves in full.
pub fn zone(s: Tile, k: Tile) -> Bitboard {
    compiled(s)
        .iter()
        .filter(|c| c.rims.contains(k))
        .flat_map(Compiled::regions)
        .fold(Bitboard::EMPTY, |z, r| z | r.squares)
}

/// The landing rim of a bishop in quadrant `b` at perimeter `p` beside a
/// q-tile's line: not the far end tile of the other ray (L6163-6204).
fn bishop_rim(s: Tile, b: QuadrantId, far: Ray, p: u8) -> Bitboard {
    let mut rims = rim(s, b, p);
    if let Some(far_end) = s.step(far.vector(), p as i8) {
        rims.remove(far_end);
    }
    rims
}

/// Conjoined by a q-tile `o = s + n(v1+v2)` (duke edge quadrant, apex at
/// perimeter `n`) `= s + 2n*e` (bishop line `e`, perimeter `2n`): the duke
/// goes to perimeter `n` of its square; the bishop to perimeter `2n` of a
/// rectangle of `e` that is open, but not to its far end tiles
/// (L6163-6204). Two pieces in the duke's square leave it nowhere, at this
/// perimeter and every larger one.
fn q_tile(pos: &Position, s: Tile, side: Side, q: &QTile, n: u8) -> Landings {
    let o = s.step(q.sum, n as i8)?;
    let occupied = pos.occupied();
    let duke_square = advancement_square(s, q.duke, n);
    let dukes = landings(pos, side, duke_square & occupied, rim(s, q.duke, n));
    if dukes.is_empty() {
        return None;
    }
    let mut bishops = Bitboard::EMPTY;
    for beside in &q.rectangles {
        let squares = beside.iter().fold(Bitboard::EMPTY, |m, b| {
            m | advancement_square(s, b.0, 2 * n)
        });
        for &(b, far) in beside {
            bishops |= landings(pos, side, squares & occupied, bishop_rim(s, b, far, 2 * n));
        }
    }
    Some((o, bishops, dukes))
}

/// A duke edge quadrant and what its q-tiles need: the apex direction, and
/// for each skew plane through the bishop line the two quadrants beside
/// the line, each with its other ray.
struct QTile {
    duke: QuadrantId,
    sum: Vector,
    rectangles: Vec<[(QuadrantId, Ray); 2]>,
}

/// [`QTile`] for each duke edge quadrant, found once.
fn q_tiles() -> &'static [QTile] {
    use std::sync::LazyLock;
    static TABLE: LazyLock<Vec<QTile>> = LazyLock::new(|| {
        Quadrant::all()
            .iter()
            .filter(|q| q.kind() == QuadrantKind::DukeEdge)
            .map(|q| {
                let sum = q.a.vector() + q.b.vector();
                let line =
                    Ray::new(Vector::new(sum.z / 2, sum.i / 2, sum.j / 2)).expect("an edge ray");
                let rectangles = Plane::through(line)
                    .filter(|p| p.family() == PlaneFamily::Skew)
                    .map(|plane| {
                        Quadrant::beside(plane, line).map(|b| {
                            let far = if b.a == line { b.b } else { b.a };
                            (b.id(), far)
                        })
                    })
                    .collect();
                QTile {
                    duke: q.id(),
                    sum,
                    rectangles,
                }
            })
            .collect()
    });
    &TABLE
}

/// Conjoined by a Feynman tile `o = s + 2n(b1+b2)` (bishop apex at
/// perimeter `2n`) `= s + 3n*v1 + n*v2` (duke face quadrant, perimeter
/// `3n`): each part goes anywhere on its square's perimeter (L6205-6241).
fn feynman(pos: &Position, s: Tile, side: Side, row: &FeynmanRow, n: u8) -> Landings {
    let (q, id, dukes) = row;
    let o = s.step(q.a.vector() + q.b.vector(), 2 * n as i8)?;
    let (dq, m) = dukes[n as usize - 1]?;
    let reach = |q: QuadrantId, p: u8| {
        let in_the_way = advancement_square(s, q, p) & pos.occupied();
        landings(pos, side, in_the_way, rim(s, q, p))
    };
    let bishops = reach(*id, 2 * n);
    if bishops.is_empty() {
        return None;
    }
    Some((o, bishops, reach(dq, 3 * m as u8)))
}

/// Both parts move, to different tiles.
fn combine(bishops: Bitboard, dukes: Bitboard, o: Tile, pairs: &mut Vec<Fission>) {
    for b in bishops.iter() {
        for d in dukes.iter().filter(|&d| d != b) {
            pairs.push((o, b, d));
        }
    }
}
