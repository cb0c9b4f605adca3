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
    let b = board();
    let mut out = Vec::new();
    for d in &b.directions {
        let mut at = b.cell(from).coords;
        loop {
            at = crate::cells::add(at, *d);
            let Some(c) = b.at(at) else { break };
            out.push(c);
            if occupied(c) {
                break;
            }
        }
    }
    out
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
