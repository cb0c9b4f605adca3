//! What the rule modules share: lone pieces, empty-board sets under a
//! set of readings, closures of repeated moves, and a way to state a failure.

use crate::core::rng::Rng;
use crate::goff::engine::destinations_with;
use crate::goff::geometry::{Bitboard, Tile};
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;
use crate::goff::readings::Readings;
use rayon::prelude::*;

/// A lone white piece.
pub fn alone(kind: PieceKind, s: Tile) -> Position {
    Position::from_pieces([(s, Piece::new(Side::White, kind))]).expect("one piece")
}

/// The tiles a lone piece reaches in one move on the empty board.
pub fn reach1(rules: &Readings, kind: PieceKind, s: Tile) -> Bitboard {
    destinations_with(&alone(kind, s), s, *rules)
}

/// Every tile a lone piece can reach in any number of moves, its own
/// included, on the empty board; and the number of moves the farthest
/// tile needs.
pub fn closure(rules: &Readings, kind: PieceKind, s: Tile) -> (Bitboard, u32) {
    let mut seen = Bitboard::from_tile(s);
    let mut frontier = seen;
    let mut depth = 0;
    loop {
        let mut next = Bitboard::EMPTY;
        for t in frontier.iter() {
            next |= reach1(rules, kind, t);
        }
        let new = next & !seen;
        if new.is_empty() {
            return (seen, depth);
        }
        seen |= new;
        frontier = new;
        depth += 1;
    }
}

/// `Ok(summary)` if `cond`, else `Err(why)`.
pub fn ensure(cond: bool, why: impl FnOnce() -> String) -> Result<(), String> {
    if cond {
        Ok(())
    } else {
        Err(why())
    }
}

/// The first failure among all tiles, checked in parallel.
pub fn every_tile(f: impl Fn(Tile) -> Result<(), String> + Sync) -> Result<(), String> {
    let tiles: Vec<Tile> = Tile::all().collect();
    tiles.par_iter().try_for_each(|&t| f(t))
}

pub use crate::goff::samples::positions as random_positions;

/// Positions met in `games` deterministic random games of `plies` plies
/// from the start (every `step`-th one).
pub fn random_games(
    seed: u64,
    games: usize,
    plies: usize,
    step: usize,
) -> Vec<crate::goff::game::Game> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut g = crate::goff::game::Game::start();
        for ply in 0..plies {
            let moves = g.legal_moves();
            if moves.is_empty() {
                break;
            }
            if ply % step == 0 {
                out.push(g.clone());
            }
            let m = moves[rng.below(moves.len())];
            g.make(&m);
        }
        out.push(g);
    }
    out
}

/// A game from the protocol's JSON (a position the rule module builds; a
/// piece's rule needs no kings, so it is read for analysis).
pub fn game(json: &str) -> crate::goff::game::Game {
    crate::goff::json::parse_game(json)
        .ok()
        .and_then(|s| s.game(crate::core::variant::Validation::Analysis).ok())
        .expect("a valid rule-module position")
}

/// Every pawn of `pos` with its destinations, classified, under `rules`.
pub fn pawn_reach(
    pos: &Position,
    rules: &Readings,
) -> Vec<(Tile, Side, Vec<crate::goff::reach::Destination>)> {
    pos.pieces()
        .filter(|(_, p)| p.kind == PieceKind::Pawn)
        .map(|(t, p)| (t, p.side, crate::goff::engine::reach_with(pos, t, *rules)))
        .collect()
}
