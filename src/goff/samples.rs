//! Deterministic random positions of Goff's board for the differential
//! checks, from the generic random source [`Rng`].

use crate::core::rng::Rng;

use crate::goff::geometry::Tile;
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;

/// A position of `n` pieces of random kinds and sides on distinct random
/// tiles, pawns only where a game can put them (kings are not limited to
/// one per side because `reach` ignores check).
pub fn position(rng: &mut Rng, n: usize) -> Position {
    let mut pos = Position::empty();
    while pos.len() < n.min(Tile::COUNT) {
        let t = Tile::from_index(rng.below(Tile::COUNT));
        let side = if rng.below(2) == 0 {
            Side::White
        } else {
            Side::Black
        };
        let kind = PieceKind::ALL[rng.below(PieceKind::ALL.len())];
        if kind == PieceKind::Pawn && crate::goff::game::setup::pawn_tile_possible(side, t).is_err()
        {
            continue;
        }
        let _ = pos.put(t, Piece::new(side, kind));
    }
    pos
}

/// `count` deterministic random positions of 2-40 pieces from `seed`: the
/// populated boards of the rule predicates and the property tests.
pub fn positions(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|_| {
            let n = 2 + rng.below(39);
            position(&mut rng, n)
        })
        .collect()
}
