//! The pieces of Chess in the Third Dimension computed literally from the
//! seed's words, cube by cube, to check the core's rays and leaps.

use super::{EDGES, FACES};
use crate::cells::{add, Board, CellId, Coords};

/// Walk from `from` along `d` while the next cube exists ("pieces cannot
/// move across a gap between levels", 003:L27), stopping on a piece.
fn walk(
    b: &Board,
    from: CellId,
    d: Coords,
    occupied: &dyn Fn(CellId) -> bool,
    out: &mut Vec<CellId>,
) {
    let mut at = b.cell(from).coords;
    loop {
        at = add(at, d);
        let Some(c) = b.at(at) else { return };
        out.push(c);
        if occupied(c) {
            return;
        }
    }
}

/// "The rook moves in a straight line through cube faces" (003:L33).
pub fn rook(b: &Board, from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    let mut out = Vec::new();
    for d in FACES {
        walk(b, from, d, &occupied, &mut out);
    }
    out
}

/// "The bishop moves in a straight line through cube edges" (003:L41).
pub fn bishop(b: &Board, from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    let mut out = Vec::new();
    for d in EDGES {
        walk(b, from, d, &occupied, &mut out);
    }
    out
}

/// "The knight moves through one cube face and one cube edge, in either
/// order, in such a way that it ends its move more than one cube-width
/// distant from its starting point" (003:L37): every face-then-edge and
/// edge-then-face path over existing cubes, ends that touch the start by a
/// face or an edge left out.
pub fn knight(b: &Board, from: CellId) -> Vec<CellId> {
    let start = b.cell(from).coords;
    let touching: Vec<Coords> = FACES
        .iter()
        .chain(EDGES.iter())
        .map(|d| add(start, *d))
        .collect();
    let mut out = Vec::new();
    for (first, second) in [(&FACES[..], &EDGES[..]), (&EDGES[..], &FACES[..])] {
        for a in first {
            let middle = add(start, *a);
            if b.at(middle).is_none() {
                continue;
            }
            for s in second {
                let end = add(middle, *s);
                if end == start || touching.contains(&end) {
                    continue;
                }
                if let Some(c) = b.at(end) {
                    out.push(c);
                }
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}
