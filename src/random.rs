//! Deterministic random positions for the differential checks (SplitMix64:
//! no dependency, same positions on every machine).

use crate::geometry::Tile;
use crate::pieces::{Piece, PieceKind, Side};
use crate::position::Position;

pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

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
        if kind == PieceKind::Pawn && crate::game::setup::pawn_tile_possible(side, t).is_err() {
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
