//! The 16 mid-game positions of issue 43's measurements: 30 random legal
//! plies from the start (seed 3). Shared by `benches/game.rs` and
//! `examples/midgames.rs` (which prints them for
//! `tools/speed-vs`), so that every measurement counts the same positions.

use congruent::core::rng::Rng;
use congruent::goff::game::Game;

/// Positions reached by random legal moves from the start.
pub fn midgames() -> Vec<Game> {
    let mut rng = Rng::new(3);
    (0..16)
        .map(|_| {
            let mut g = Game::start();
            for _ in 0..30 {
                let moves = g.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len())];
                g.make(&m);
            }
            g
        })
        .collect()
}
