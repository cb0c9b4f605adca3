//! The pieces of Tetrahedral Chess computed literally as the seed defines
//! them, cell by cell, to check the core's slides and leaps
//! ([`super::rook`], [`super::knight`]).

use super::board;
use crate::cells::CellId;

/// "A Rook moves any number of squares in any one of the 12 directions,
/// until it is stopped by a piece or the end of the board" (004:L15): walk
/// each direction one cell at a time by adding its vector to the
/// coordinates.
pub fn rook(from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    let mut out = Vec::new();
    for d in &board().directions {
        for c in line(from, *d) {
            out.push(c);
            if occupied(c) {
                break;
            }
        }
    }
    out
}

/// The cells from `from` along `d`, found by adding `d` to the
/// coordinates until they leave the board.
fn line(from: CellId, d: crate::cells::Coords) -> Vec<CellId> {
    let b = board();
    let mut at = b.cell(from).coords;
    let mut out = Vec::new();
    loop {
        at = crate::cells::add(at, d);
        match b.at(at) {
            Some(c) => out.push(c),
            None => return out,
        }
    }
}

/// "The squares to which a Knight can move are those satisfying the
/// following: a King could move there in two moves, if we ignore any other
/// pieces on the board; a King could not move there in one move; its color
/// is different from the Knight's starting square" (004:L20-23).
pub fn knight(from: CellId) -> Vec<CellId> {
    let b = board();
    let one: Vec<CellId> = b.neighbours(from).collect();
    let mut two: Vec<CellId> = one.iter().flat_map(|&c| b.neighbours(c)).collect();
    two.sort_unstable();
    two.dedup();
    two.into_iter()
        .filter(|&c| c != from && !one.contains(&c))
        .filter(|&c| b.cell(c).colour != b.cell(from).colour)
        .collect()
}

/// "A Dababante ... moves in any of the 12 directions, but only to the
/// squares of the same color as its starting square. Any pieces, friendly
/// or enemy, in the intervening squares are jumped over, except for Pawns:
/// a Dababante cannot move through a square containing a Pawn"
/// (004:L27); "a Pawn is the only piece that can block a Dababante"
/// (004:L36). Walk each direction: every cell of the start's colour is a
/// destination; a pawn anywhere ends the walk (on a cell of the start's
/// colour it is still a destination: it may be taken).
pub fn dababante_ride(from: CellId, pawn: impl Fn(CellId) -> bool) -> Vec<CellId> {
    let b = board();
    let colour = b.cell(from).colour;
    let mut out = Vec::new();
    for d in &b.directions {
        for c in line(from, *d) {
            if b.cell(c).colour == colour {
                out.push(c);
            }
            if pawn(c) {
                break;
            }
        }
    }
    out
}

/// The cells adjacent to `from` on the next level in the direction
/// `forward` (+1 up, -1 down): "forward-adjacent" (004:L32), found by
/// looking at every cell of the board.
pub fn forward_adjacent(from: CellId, forward: i32) -> Vec<CellId> {
    let b = board();
    let at = b.cell(from).coords;
    b.ids()
        .filter(|&c| {
            let t = b.cell(c).coords;
            let d = [t[0] - at[0], t[1] - at[1], t[2] - at[2]];
            d[2] as i32 == forward && d[0].abs() + d[1].abs() == 1
        })
        .collect()
}
