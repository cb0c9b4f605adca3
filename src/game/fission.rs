//! Fission (explosion): both parts of a stack leave at once to two
//! different tiles, allowed only when their advancement regions are
//! conjoined by an overlap tile, a q-tile or a Feynman tile (L6128-6241).
//! The reading is `spec/interpretations.md#fission` (the book map's A15):
//! each part's region is checked on the board before the move, its own
//! destination excepted; a part may land on the overlap tile, but not both.

use super::{Move, MoveKind};
use crate::engine::advancement_square;
use crate::geometry::{
    Bitboard, Plane, PlaneFamily, Quadrant, QuadrantId, QuadrantKind, Ray, Tile, Vector,
    MAX_PERIMETER,
};
use crate::pieces::Side;
use crate::position::Position;

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

/// Every fission of the stack on `s`, with the overlap tile of each (a
/// pair of destinations conjoined by two overlap tiles appears twice).
pub fn fission_options(pos: &Position, s: Tile, side: Side) -> Vec<Fission> {
    let mut out = Vec::new();
    q_tile(pos, s, side, &mut out);
    feynman(pos, s, side, &mut out);
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

/// Conjoined by a q-tile `o = s + n(v1+v2)` (duke edge quadrant, apex at
/// perimeter `n`) `= s + 2n*e` (bishop line `e`, perimeter `2n`): the duke
/// goes to perimeter `n` of its square; the bishop to perimeter `2n` of a
/// rectangle of `e` that is open, but not to its far end tiles
/// (L6163-6204).
fn q_tile(pos: &Position, s: Tile, side: Side, pairs: &mut Vec<Fission>) {
    let occupied = pos.occupied();
    for q in q_tiles() {
        for n in 1..=MAX_PERIMETER / 2 {
            let Some(o) = s.step(q.sum, n as i8) else {
                break;
            };
            let duke_square = advancement_square(s, q.duke, n);
            // Two pieces in the square: no tile of it or of the larger
            // squares, which hold it, is reachable.
            if (duke_square & occupied).count() > 1 {
                break;
            }
            let dukes = landings(pos, side, duke_square & occupied, rim(s, q.duke, n));
            if dukes.is_empty() {
                continue;
            }
            let mut bishops = Bitboard::EMPTY;
            for beside in &q.rectangles {
                let squares = beside.iter().fold(Bitboard::EMPTY, |m, b| {
                    m | advancement_square(s, b.0, 2 * n)
                });
                for &(b, far) in beside {
                    let mut rims = rim(s, b, 2 * n);
                    // Not to the far end tile of the other ray.
                    if let Some(far_end) = s.step(far.vector(), 2 * n as i8) {
                        rims.remove(far_end);
                    }
                    bishops |= landings(pos, side, squares & occupied, rims);
                }
            }
            combine(bishops, dukes, o, pairs);
        }
    }
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
fn feynman(pos: &Position, s: Tile, side: Side, pairs: &mut Vec<Fission>) {
    for (q, id, dukes) in feynman_table() {
        let apex = q.a.vector() + q.b.vector();
        for n in 1..=(MAX_PERIMETER as i8) / 3 {
            let Some(o) = s.step(apex, 2 * n) else { break };
            let Some((dq, m)) = dukes[n as usize - 1] else {
                continue;
            };
            let reach = |q: QuadrantId, p: u8| {
                let in_the_way = advancement_square(s, q, p) & pos.occupied();
                landings(pos, side, in_the_way, rim(s, q, p))
            };
            let bishops = reach(*id, 2 * n as u8);
            if bishops.is_empty() {
                continue;
            }
            combine(bishops, reach(dq, 3 * m as u8), o, pairs);
        }
    }
}

/// Both parts move, to different tiles.
fn combine(bishops: Bitboard, dukes: Bitboard, o: Tile, pairs: &mut Vec<Fission>) {
    for b in bishops.iter() {
        for d in dukes.iter().filter(|&d| d != b) {
            pairs.push((o, b, d));
        }
    }
}
