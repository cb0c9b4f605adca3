//! The pieces of Positional 3-D Chess computed literally, square by square
//! of the mover's own board, from the ordinary chess definitions the text
//! relies on (001:L45: "there is no attempt to project a 2-D mode of
//! movement into 3-D"), to check the core's rays and leaps.

use crate::cells::{Board, CellId};

/// The squares of the mover's board with their offsets from `from`.
fn same_board(b: &Board, from: CellId) -> impl Iterator<Item = (CellId, i8, i8)> + '_ {
    let [f, r, l] = b.cell(from).coords;
    b.ids().filter_map(move |c| {
        let [cf, cr, cl] = b.cell(c).coords;
        (cl == l && c != from).then_some((c, cf - f, cr - r))
    })
}

/// The squares strictly between `from` and the square at (df, dr) on a
/// straight line.
fn between(b: &Board, from: CellId, df: i8, dr: i8) -> Vec<CellId> {
    let [f, r, l] = b.cell(from).coords;
    let n = df.abs().max(dr.abs());
    (1..n)
        .filter_map(|k| b.at([f + df.signum() * k, r + dr.signum() * k, l]))
        .collect()
}

fn line(
    b: &Board,
    from: CellId,
    occupied: &dyn Fn(CellId) -> bool,
    fits: fn(i8, i8) -> bool,
) -> Vec<CellId> {
    same_board(b, from)
        .filter(|&(_, df, dr)| fits(df, dr))
        .filter(|&(_, df, dr)| between(b, from, df, dr).iter().all(|&c| !occupied(c)))
        .map(|(c, ..)| c)
        .collect()
}

/// The rook: along its rank or file, every square between empty.
pub fn rook(b: &Board, from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    line(b, from, &occupied, |df, dr| df == 0 || dr == 0)
}

/// The bishop: along a diagonal, every square between empty.
pub fn bishop(b: &Board, from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    line(b, from, &occupied, |df, dr| df.abs() == dr.abs())
}

/// The king: any square next to it.
pub fn king(b: &Board, from: CellId) -> Vec<CellId> {
    same_board(b, from)
        .filter(|&(_, df, dr)| df.abs() <= 1 && dr.abs() <= 1)
        .map(|(c, ..)| c)
        .collect()
}

/// The knight: one square along a rank or file and two along the other.
pub fn knight(b: &Board, from: CellId) -> Vec<CellId> {
    same_board(b, from)
        .filter(|&(_, df, dr)| (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1))
        .map(|(c, ..)| c)
        .collect()
}

/// The Falcon as spec/variants/positional.md#falcon reads it: three
/// steps, two alike and one turned 45 degrees from them, in any order;
/// the square reached if the two squares stepped through are on the board
/// and empty (for `leaper`, whatever they hold).
pub fn falcon(
    b: &Board,
    from: CellId,
    occupied: impl Fn(CellId) -> bool,
    leaper: bool,
) -> Vec<CellId> {
    let [f, r, l] = b.cell(from).coords;
    let steps: Vec<(i8, i8)> = (-1..=1)
        .flat_map(|x| (-1..=1).map(move |y| (x, y)))
        .filter(|&s| s != (0, 0))
        .collect();
    // Two steps are 45 degrees apart when they differ in one coordinate
    // by one, e.g. (0,1) and (1,1).
    let turned = |a: (i8, i8), c: (i8, i8)| (a.0 - c.0).abs() + (a.1 - c.1).abs() == 1;
    let mut out = Vec::new();
    for &a in &steps {
        for &c in steps.iter().filter(|&&c| turned(a, c)) {
            for order in [[a, a, c], [a, c, a], [c, a, a]] {
                let first = (f + order[0].0, r + order[0].1);
                let second = (first.0 + order[1].0, first.1 + order[1].1);
                let end = (second.0 + order[2].0, second.1 + order[2].1);
                let Some(target) = b.at([end.0, end.1, l]) else {
                    continue;
                };
                let open = [first, second]
                    .iter()
                    .all(|s| b.at([s.0, s.1, l]).is_some_and(|x| !occupied(x)));
                if open || leaper {
                    out.push(target);
                }
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The pawn: one square forward to an empty square, or one square
/// diagonally forward to take (ordinary chess; 001:L29 names only its
/// promotion).
pub fn pawn(
    b: &Board,
    from: CellId,
    forward: i8,
    occupied: impl Fn(CellId) -> bool,
) -> Vec<CellId> {
    same_board(b, from)
        .filter(|&(c, df, dr)| {
            dr == forward
                && match df {
                    0 => !occupied(c),
                    1 | -1 => occupied(c),
                    _ => false,
                }
        })
        .map(|(c, ..)| c)
        .collect()
}
