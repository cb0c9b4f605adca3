//! Tile symmetry of advancement manifolds (L10378-10481): whether the
//! tiles that must be empty for `s -> t` are the tiles that must be empty
//! for `t -> s`. The book: they coincide for apex targets of all three base
//! pieces (so also duplex tiles), and for line targets of the rook and the
//! duke, and differ for between targets and for bishop lines. Checked on
//! the unbounded lattice, so that an accidental equality of the on-board
//! parts near an edge cannot hide a difference.

use super::sweep::Outcome;
use crate::goff::geometry::{AdvancementRectangle, AdvancementSquare, Quadrant, Ray, Role, Vector};
use crate::goff::pieces::BasePiece;
use std::collections::BTreeSet;

/// Tiles of the squares (as offsets from `s`) other than source and target.
fn must_be_empty(
    squares: &[AdvancementSquare],
    source: Vector,
    target: Vector,
) -> BTreeSet<Vector> {
    squares
        .iter()
        .flat_map(|sq| sq.cells().map(|(_, _, v)| v))
        .filter(|&v| v != source && v != target)
        .collect()
}

fn square(source: Vector, quadrant: Quadrant, k: u8) -> AdvancementSquare {
    AdvancementSquare {
        source,
        quadrant,
        perimeter: k,
    }
}

/// Does the manifold of a quadrant move equal the manifold of its return?
pub fn quadrant_move_symmetric(q: Quadrant, x: i8, y: i8) -> bool {
    let k = x.max(y) as u8;
    let t = q.offset(x, y);
    let back = Quadrant {
        plane: q.plane,
        a: q.a.reversed(),
        b: q.b.reversed(),
    };
    must_be_empty(&[square(Vector::ZERO, q, k)], Vector::ZERO, t)
        == must_be_empty(&[square(t, back, k)], Vector::ZERO, t)
}

/// Does the rectangle of a linear move in `plane` equal its return's?
pub fn linear_move_symmetric(plane: crate::goff::geometry::Plane, line: Ray, k: u8) -> bool {
    let t = (k as i8) * line.vector();
    let there = AdvancementRectangle {
        source: Vector::ZERO,
        plane,
        line,
        perimeter: k,
    };
    let back = AdvancementRectangle {
        source: t,
        plane,
        line: line.reversed(),
        perimeter: k,
    };
    must_be_empty(&there.squares(), Vector::ZERO, t)
        == must_be_empty(&back.squares(), Vector::ZERO, t)
}

/// Every quadrant target and every line target to perimeter 7 of the three
/// base pieces: symmetric exactly where the book says.
pub fn tile_symmetry_cases() -> Outcome {
    let mut cases = 0;
    for base in BasePiece::ALL {
        for plane in base.family().planes() {
            for q in Quadrant::of_plane(plane) {
                for x in 1..=7 {
                    for y in 1..=7 {
                        cases += 1;
                        let role = Role::of(q.kind(), x, y);
                        let expected = matches!(role, Role::Apex | Role::Duplex);
                        if quadrant_move_symmetric(q, x, y) != expected {
                            return Err(format!(
                                "{base:?} {role:?} target ({x},{y}) of quadrant {q:?}: overlay is {}",
                                !expected
                            ));
                        }
                    }
                }
            }
            for &line in plane.rays() {
                for k in 1..=7 {
                    cases += 1;
                    let expected = base != BasePiece::Bishop;
                    if linear_move_symmetric(plane, line, k) != expected {
                        return Err(format!(
                            "{base:?} line {line:?} perimeter {k} in {plane:?}: overlay is {}",
                            !expected
                        ));
                    }
                }
            }
        }
    }
    Ok(format!(
        "{cases} manifolds: forward = return exactly for apex/duplex targets and rook/duke lines"
    ))
}
