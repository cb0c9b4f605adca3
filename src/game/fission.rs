//! Fission (explosion): both parts of a stack leave at once to two
//! different tiles, allowed only when their advancement regions are
//! conjoined by an overlap tile, a q-tile or a Feynman tile (L6128-6241).
//! The reading is `spec/interpretations.md#fission` (the book map's A15):
//! each part's region is checked on the board before the move, its own
//! destination excepted; a part may land on the overlap tile, but not both.

use super::{Move, MoveKind};
use crate::geometry::{
    AdvancementRectangle, AdvancementSquare, Bitboard, Plane, PlaneFamily, Quadrant, QuadrantKind,
    Ray, Role, Tile, Vector, MAX_PERIMETER,
};
use crate::pieces::Side;
use crate::position::Position;

/// Tiles of a square's outer perimeter, end tiles included (fission
/// moves are full quadrant moves, L6179-6183), each with its role.
fn perimeter(square: &AdvancementSquare) -> Vec<(Tile, Role)> {
    square
        .perimeter_cells()
        .filter_map(|(x, y, v)| Tile::at(v).map(|t| (t, Role::of(square.quadrant.kind(), x, y))))
        .collect()
}

fn target_ok(pos: &Position, side: Side, t: Tile) -> bool {
    pos.piece_at(t).is_none_or(|p| p.side != side)
}

/// The occupied tiles of `squares` on the board before the move: a
/// destination is reachable under the strict perimeter rule (CR 18) only
/// if it is the one occupant, or there is none.
fn blockers(pos: &Position, squares: &[AdvancementSquare]) -> Bitboard {
    let mut tiles = Bitboard::EMPTY;
    for sq in squares {
        let s = Tile::at(sq.source).expect("the stack's tile");
        tiles |= crate::engine::advancement_square(s, sq.quadrant.id(), sq.perimeter);
    }
    tiles & pos.occupied()
}

/// Is `t` reachable with `blockers` in the way?
fn clear(blockers: Bitboard, t: Tile) -> bool {
    blockers.iter().all(|b| b == t)
}

fn square(s: Tile, quadrant: Quadrant, k: i8) -> AdvancementSquare {
    AdvancementSquare {
        source: s.coords(),
        quadrant,
        perimeter: k as u8,
    }
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
type FeynmanRow = (Quadrant, [Option<(Quadrant, i8)>; 2]);

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
                (*q, [1i8, 2].map(|n| feynman_duke((2 * n) * apex)))
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
    for q in Quadrant::all()
        .iter()
        .filter(|q| q.kind() == QuadrantKind::DukeEdge)
    {
        let sum = q.a.vector() + q.b.vector();
        let line = Ray::new(Vector::new(sum.z / 2, sum.i / 2, sum.j / 2)).expect("an edge ray");
        for n in 1..=(MAX_PERIMETER as i8) / 2 {
            let Some(o) = s.step(sum, n) else { break };
            let duke_square = square(s, *q, n);
            let duke_blockers = blockers(pos, &[duke_square]);
            // Two pieces in the square: no tile of it or of the larger
            // squares, which hold it, is reachable.
            if duke_blockers.count() > 1 {
                break;
            }
            let dukes: Vec<Tile> = perimeter(&duke_square)
                .into_iter()
                .map(|(t, _)| t)
                .filter(|&t| target_ok(pos, side, t) && clear(duke_blockers, t))
                .collect();
            if dukes.is_empty() {
                continue;
            }
            let mut bishops: Vec<Tile> = Vec::new();
            for plane in Plane::through(line).filter(|p| p.family() == PlaneFamily::Skew) {
                let rectangle = AdvancementRectangle {
                    source: s.coords(),
                    plane,
                    line,
                    perimeter: (2 * n) as u8,
                };
                let squares = rectangle.squares();
                let in_the_way = blockers(pos, &squares);
                if in_the_way.count() > 1 {
                    continue;
                }
                for sq in &squares {
                    let far_end = [sq.quadrant.a, sq.quadrant.b]
                        .into_iter()
                        .find(|&r| r != line)
                        .and_then(|r| s.step(r.vector(), 2 * n));
                    for (t, _) in perimeter(sq) {
                        if Some(t) != far_end && target_ok(pos, side, t) && clear(in_the_way, t) {
                            bishops.push(t);
                        }
                    }
                }
            }
            combine(&bishops, &dukes, o, pairs);
        }
    }
}

/// Conjoined by a Feynman tile `o = s + 2n(b1+b2)` (bishop apex at
/// perimeter `2n`) `= s + 3n*v1 + n*v2` (duke face quadrant, perimeter
/// `3n`): each part goes anywhere on its square's perimeter (L6205-6241).
fn feynman(pos: &Position, s: Tile, side: Side, pairs: &mut Vec<Fission>) {
    for (q, dukes) in feynman_table() {
        let apex = q.a.vector() + q.b.vector();
        for n in 1..=(MAX_PERIMETER as i8) / 3 {
            let Some(o) = s.step(apex, 2 * n) else { break };
            let Some((dq, m)) = dukes[n as usize - 1] else {
                continue;
            };
            let bishop_square = square(s, *q, 2 * n);
            let duke_square = square(s, dq, 3 * m);
            let reach = |sq: AdvancementSquare| -> Vec<Tile> {
                let in_the_way = blockers(pos, &[sq]);
                if in_the_way.count() > 1 {
                    return Vec::new();
                }
                perimeter(&sq)
                    .into_iter()
                    .map(|(t, _)| t)
                    .filter(|&t| target_ok(pos, side, t) && clear(in_the_way, t))
                    .collect()
            };
            let bishops = reach(bishop_square);
            if bishops.is_empty() {
                continue;
            }
            combine(&bishops, &reach(duke_square), o, pairs);
        }
    }
}

/// Both parts move, to different tiles, not both onto the overlap tile.
fn combine(bishops: &[Tile], dukes: &[Tile], o: Tile, pairs: &mut Vec<Fission>) {
    let mut bishops = bishops.to_vec();
    bishops.sort();
    bishops.dedup();
    for &b in &bishops {
        for &d in dukes {
            if b != d {
                pairs.push((o, b, d));
            }
        }
    }
}
