//! Who answers "where can this piece go" under a rule set: the fast engine
//! where it implements the options for that piece, the plain reference
//! otherwise. The engine never calls the reference; this is the one place
//! that chooses, so the fallback is visible (`RuleSet::engine_supports_kind`
//! says which pieces each option hands over). Under the book's rules the
//! engine answers every piece.

use crate::geometry::{Bitboard, Tile};
use crate::options::RuleSet;
use crate::position::Position;
use crate::reach::Destination;
use crate::{engine, reference};

/// The destinations of the piece on `from` (turn and check ignored).
pub fn destinations_with(pos: &Position, from: Tile, options: RuleSet) -> Bitboard {
    engine::try_destinations_with(pos, from, options).unwrap_or_else(|| {
        reference::reach_with(pos, from, options)
            .iter()
            .map(|d| d.to)
            .collect()
    })
}

/// The classified destinations of the piece on `from`.
pub fn reach_with(pos: &Position, from: Tile, options: RuleSet) -> Vec<Destination> {
    engine::try_reach_with(pos, from, options)
        .unwrap_or_else(|| reference::reach_with(pos, from, options))
}
