//! The base sliders of Trans-Dimensional Chess computed literally: every
//! cell of the field is tested against the text's description of each
//! mode, by the difference of its cube and point from the mover's
//! (002:L161-164, L243-244, L302-303, L321-333, L349-350, L368-382,
//! L439, L485-492), to check the composed moves of [`super`].

use super::{board, cell, cube_point, Slider, Triple};
use crate::cells::CellId;

/// `v` as `k` times a step with `n` non-zero coordinates, each ±1.
fn multiple_of_step(v: Triple, k: i8, n: usize) -> Option<Triple> {
    if v.iter().any(|x| x % k != 0) {
        return None;
    }
    let s = v.map(|x| x / k);
    let ok = s.iter().all(|x| x.abs() <= 1) && s.iter().filter(|x| **x != 0).count() == n;
    ok.then_some(s)
}

fn diff(a: Triple, b: Triple) -> Triple {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}

fn add(a: Triple, b: Triple) -> Triple {
    [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}

/// Does `to` lie `k` steps of the mode away, the cell after the first
/// step empty when there are two? `field` and `point`: the number of
/// non-zero coordinates of the cube step and of the point step (0: none).
fn reached(
    from: CellId,
    to: CellId,
    field: usize,
    point: usize,
    most: i8,
    occupied: &dyn Fn(CellId) -> bool,
) -> bool {
    let ((c0, p0), (c1, p1)) = (cube_point(from), cube_point(to));
    let (dc, dp) = (diff(c1, c0), diff(p1, p0));
    (1..=most).any(|k| {
        // No step of a kind with no coordinates: that part stays put.
        let step = |v: Triple, n: usize| match n {
            0 => (v == [0; 3]).then_some([0; 3]),
            _ => multiple_of_step(v, k, n),
        };
        let (Some(f), Some(d)) = (step(dc, field), step(dp, point)) else {
            return false;
        };
        // The first landing of two must exist and be empty.
        k == 1 || cell(add(c0, f), add(p0, d)).is_some_and(|m| !occupied(m))
    })
}

/// Every cell a base slider reaches, tested cell by cell: CUBIC (a point
/// slide of one or two cells in the cube), FIELD (the identical point of
/// a cube one or, for the rook, two cube steps away), COMBINATION (a cube
/// step and a point step, once or twice).
pub fn slider(s: Slider, from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    // (cube step kind, point step kind, at most how many times)
    let modes: &[(usize, usize, i8)] = match s {
        // CUBIC orthogonal; FIELD orthogonal, "it may then continue to
        // the next CUBE" (002:L302-303, L321-323).
        Slider::Rook => &[(0, 1, 2), (1, 0, 2)],
        // CUBIC diagonal; FIELD one diagonal cube; COMBINATION orthogonal
        // cube with orthogonal point, repeatable (002:L349-350, L368-382).
        Slider::Bishop => &[(0, 2, 2), (2, 0, 1), (1, 1, 2)],
        // CUBIC triagonal; COMBINATION orthogonal cube with diagonal
        // point, or diagonal cube with orthogonal point (002:L439,
        // L485-492).
        Slider::Unicorn => &[(0, 3, 2), (1, 2, 2), (2, 1, 2)],
    };
    let occupied: &dyn Fn(CellId) -> bool = &occupied;
    board()
        .ids()
        .filter(|&to| to != from)
        .filter(|&to| {
            modes
                .iter()
                .any(|&(f, p, most)| reached(from, to, f, p, most, occupied))
        })
        .collect()
}
