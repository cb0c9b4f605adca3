//! The base sliders of Trans-Dimensional Chess computed literally: every
//! cell of the field is tested against the text's description of each
//! mode, by the difference of its cube and point from the mover's
//! (002:L161-164, L243-244, L302-303, L321-333, L349-350, L368-382,
//! L439, L485-492), to check the composed moves of [`super`].

use super::{board, cell, cube_point, Slider, Triple};
use crate::cells::{add, CellId};

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
    // k steps of at most one in each coordinate move no coordinate
    // farther than k: a quicker no for most cells of the field.
    if dc.iter().chain(&dp).any(|v| v.abs() > most) {
        return false;
    }
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

/// Does the base slider on `from` reach `to`? CUBIC (a point slide of one
/// or two cells in the cube), FIELD (the identical point of a cube one or,
/// for the rook, two cube steps away), COMBINATION (a cube step and a
/// point step, once or twice).
pub fn slides_to(s: Slider, from: CellId, to: CellId, occupied: &dyn Fn(CellId) -> bool) -> bool {
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
    to != from
        && modes
            .iter()
            .any(|&(f, p, most)| reached(from, to, f, p, most, occupied))
}

/// Every cell a base slider reaches, tested cell by cell.
pub fn slider(s: Slider, from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    let occupied: &dyn Fn(CellId) -> bool = &occupied;
    every_cell(|to| slides_to(s, from, to, occupied))
}

/// The cells of the field that pass `test`.
fn every_cell(test: impl Fn(CellId) -> bool) -> Vec<CellId> {
    board().ids().filter(|&to| test(to)).collect()
}

/// The leapers' moves as the text gives them, areas "from one corner to
/// its opposite": (CUBIC; after an orthogonal cube; after a diagonal cube).
fn areas(l: super::Leaper) -> [&'static [&'static str]; 3] {
    use super::Leaper::*;
    match l {
        // 002:L670, L694-696
        Knight => [&["3x2x1"], &["3x1x1", "2x2x1"], &["2x1x1"]],
        // 002:L760, L784-786
        Hippogriff => [&["3x2x2"], &["3x2x1", "2x2x2"], &["3x1x1", "2x2x1"]],
        // 002:L866, L890-892
        Wyvern => [&["3x3x2"], &["3x2x2", "3x3x1"], &["3x2x1", "2x2x2"]],
        // 002:L970-971, L994-996
        Gargoyle => [
            &["3x3x3", "3x3x1", "3x1x1"],
            &["3x3x2", "3x2x1", "2x1x1"],
            &["3x2x2", "2x2x1"],
        ],
    }
}

/// Does the displacement `d` go from one corner of an `area` ("3x2x1")
/// to its opposite, in some orientation?
fn spans(d: Triple, area: &str) -> bool {
    let mut want: Vec<i8> = area
        .split('x')
        .map(|n| n.parse::<i8>().expect("a size") - 1)
        .collect();
    let mut got: Vec<i8> = d.iter().map(|v| v.abs()).collect();
    want.sort_unstable();
    got.sort_unstable();
    want == got
}

/// The number of coordinates a cube displacement changes, if it is one
/// step (orthogonal: 1, diagonal: 2).
fn cube_step(dc: Triple) -> Option<usize> {
    let n = dc.iter().filter(|v| **v != 0).count();
    (dc.iter().all(|v| v.abs() <= 1) && (1..=2).contains(&n)).then_some(n)
}

/// Does the leaper on `from` reach `to`, by the areas of the text: in its
/// own cube, or in a cube one step away measured from the identical point
/// (002:L694-696: "translating to the same point of an adjacent ... CUBE
/// and reducing the ... leap")?
pub fn leaps_to(l: super::Leaper, from: CellId, to: CellId) -> bool {
    let ((c0, p0), (c1, p1)) = (cube_point(from), cube_point(to));
    let (dc, dp) = (diff(c1, c0), diff(p1, p0));
    let list = match (dc == [0; 3], cube_step(dc)) {
        (true, _) => areas(l)[0],
        (false, Some(n)) => areas(l)[n],
        (false, None) => return false,
    };
    list.iter().any(|a| spans(dp, a))
}

/// Every cell a leaper reaches, tested cell by cell.
pub fn leaper(l: super::Leaper, from: CellId) -> Vec<CellId> {
    every_cell(|to| leaps_to(l, from, to))
}

/// Does the King on `from` reach `to`? It "may make a single CUBIC move,
/// a single FIELD move or a single COMBINATION move" of the Bishop's or
/// the Unicorn's kind (002:L645-653).
pub fn king_steps_to(from: CellId, to: CellId) -> bool {
    let ((c0, p0), (c1, p1)) = (cube_point(from), cube_point(to));
    let (dc, dp) = (diff(c1, c0), diff(p1, p0));
    let point_step = dp.iter().all(|v| v.abs() <= 1);
    let dn = dp.iter().filter(|v| **v != 0).count();
    to != from
        && match (dc == [0; 3], cube_step(dc)) {
            (true, _) => point_step,
            (false, Some(f)) => {
                point_step && matches!((f, dn), (1 | 2, 0) | (1, 1) | (1, 2) | (2, 1))
            }
            (false, None) => false,
        }
}

/// The King's cells, tested cell by cell.
pub fn king(from: CellId) -> Vec<CellId> {
    every_cell(|to| king_steps_to(from, to))
}

/// The pawn's moves and captures (002:L218-277), tested cell by cell:
/// "may NOT move without capturing within its CUBE" but captures "by
/// stepping to any adjacent diagonal CELL within its CUBE"; "moves
/// without capturing by translating to an empty CELL of the identical
/// position within an adjacent orthogonal CUBE"; "captures by translating
/// to an enemy-occupied CELL of the identical position within an adjacent
/// diagonal CUBE"; and a COMBINATION, capture only, "a 'positive'
/// orthogonal FIELD MOVE ... then any orthogonal CUBE MOVE". White travels
/// 'positive', Black 'negative' between cubes.
pub fn pawn(from: CellId, positive: bool) -> (Vec<CellId>, Vec<CellId>) {
    let (mut moves, mut captures) = (Vec::new(), Vec::new());
    for to in board().ids() {
        match pawn_step(from, to, positive) {
            Some(PawnStep::Move) => moves.push(to),
            Some(PawnStep::Capture) => captures.push(to),
            None => {}
        }
    }
    (moves, captures)
}

/// What a pawn's step from `from` to `to` may be.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PawnStep {
    /// To an empty cell only.
    Move,
    /// Onto an enemy piece only.
    Capture,
}

/// [`pawn`] for one cell.
pub fn pawn_step(from: CellId, to: CellId, positive: bool) -> Option<PawnStep> {
    let ((c0, p0), (c1, p1)) = (cube_point(from), cube_point(to));
    let (dc, dp) = (diff(c1, c0), diff(p1, p0));
    let travels = |dc: Triple| dc.iter().all(|&v| v == 0 || (v > 0) == positive);
    let nonzero = |v: Triple| v.iter().filter(|x| **x != 0).count();
    let one_step = |v: Triple| v.iter().all(|x| x.abs() <= 1);
    let same_cube = dc == [0; 3];
    let cube_kind = (one_step(dc) && !same_cube && travels(dc)).then(|| nonzero(dc));
    match (same_cube, cube_kind) {
        (true, _) if one_step(dp) && nonzero(dp) == 2 => Some(PawnStep::Capture),
        (false, Some(1)) if dp == [0; 3] => Some(PawnStep::Move),
        (false, Some(2)) if dp == [0; 3] => Some(PawnStep::Capture),
        (false, Some(1)) if one_step(dp) && nonzero(dp) == 1 => Some(PawnStep::Capture),
        _ => None,
    }
}
