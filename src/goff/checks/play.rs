//! Random play with make/unmake checked at every ply, under the book's
//! rules and every option (issue: hardening). Each game starts from the
//! starting position or from a random sparse legal position (two kings and
//! a few pieces, where mates and stalemates come quickly), plays uniformly
//! random legal moves until the game ends or a ply cap, and at every ply
//! checks that unmaking the move restores the game exactly.

use crate::core::rng::Rng;
use crate::core::variant::Validation;
use crate::goff::game::setup::Setup;
use crate::goff::game::{Game, Status};
use crate::goff::geometry::Tile;
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::readings::{each_option, Readings};
use crate::goff::samples;
use rayon::prelude::*;
use std::collections::HashSet;

/// What random play covered.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Played {
    pub games: u64,
    pub plies: u64,
    /// Distinct positions (compact strings) seen, per option set summed.
    pub positions: u64,
    pub mates: u64,
    pub stalemates: u64,
    /// Positions played in which the side to move was in check.
    pub checks: u64,
    /// Option sets played, and those whose share of plies was 0.
    pub rule_sets: usize,
    pub skipped: usize,
}

impl std::fmt::Display for Played {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} plies in {} games under {} option sets ({} distinct positions): {} mates, {} stalemates; unmake restored every game; check by definition held at every ply ({} in check)",
            self.plies, self.games, self.rule_sets, self.positions, self.mates, self.stalemates, self.checks
        )?;
        if self.skipped > 0 {
            write!(f, " ({} option sets skipped at this size)", self.skipped)?;
        }
        Ok(())
    }
}

/// Longest game from the start; sparse games are shorter.
const MAX_PLIES_FROM_START: u32 = 200;
const MAX_PLIES_SPARSE: u32 = 150;

/// Plays about `plies` plies in all, from `seed`, under the book's rules
/// and each option value (`options::each_option`). The option sets share
/// the plies evenly but time symmetry, which tests every destination's
/// return move and plays a hundredth. A set whose share rounds to 0 is
/// counted in `skipped`.
pub fn random_play(plies: u64, seed: u64) -> Result<Played, String> {
    let sets = each_option();
    let slow = sets.iter().filter(|(_, r)| r.time_symmetric).count() as u64;
    let fast = sets.len() as u64 - slow;
    let share = plies.saturating_sub(slow * (plies / 100)).div_ceil(fast);
    let results: Vec<Result<Played, String>> = sets
        .par_iter()
        .enumerate()
        .map(|(n, (label, rules))| {
            // Time symmetry plays its hundredth from sparse positions.
            let (q, from_start) = match rules.time_symmetric {
                false => (share, true),
                true => (plies / 100, false),
            };
            play_under(*rules, q, from_start, seed ^ (n as u64) << 32)
                .map_err(|e| format!("{label}: {e}"))
        })
        .collect();
    let mut total = Played::default();
    for r in results {
        let p = r?;
        if p.plies == 0 {
            total.skipped += 1;
            continue;
        }
        total.rule_sets += 1;
        total.games += p.games;
        total.plies += p.plies;
        total.positions += p.positions;
        total.mates += p.mates;
        total.stalemates += p.stalemates;
        total.checks += p.checks;
    }
    Ok(total)
}

/// Games under one option set until `plies` plies are played; games run in
/// parallel in rounds of up to 8, each from its own seed, the last ones
/// cut short so the set plays about its share.
fn play_under(rules: Readings, plies: u64, from_start: bool, seed: u64) -> Result<Played, String> {
    let mut total = Played::default();
    let mut seen = HashSet::new();
    let mut next = 0u64;
    while total.plies < plies {
        let left = plies - total.plies;
        let games = left.div_ceil(u64::from(MAX_PLIES_SPARSE)).clamp(1, 8);
        let cap = left.div_ceil(games).min(u64::from(MAX_PLIES_FROM_START)) as u32;
        let round: Vec<u64> = (next..next + games).collect();
        next += games;
        let played: Vec<Result<PlayedGame, String>> = round
            .par_iter()
            .map(|&g| {
                let start = from_start && g % 16 == 0;
                play_one(rules, start, cap, seed.wrapping_add(g))
            })
            .collect();
        for r in played {
            let (mut end, n, hashes, checks) = r?;
            total.checks += checks;
            total.games += 1;
            total.plies += u64::from(n);
            seen.extend(hashes);
            match end.status() {
                Status::Checkmate => total.mates += 1,
                Status::Stalemate => total.stalemates += 1,
                Status::Ongoing => {}
            }
        }
    }
    total.positions = seen.len() as u64;
    Ok(total)
}

/// A game played: its last position, its plies, the hashes of its
/// positions and how many of them had the side to move in check.
type PlayedGame = (Game, u32, Vec<u64>, u64);

/// One game.
fn play_one(rules: Readings, from_start: bool, cap: u32, seed: u64) -> Result<PlayedGame, String> {
    let mut rng = Rng::new(seed);
    let (mut game, cap) = if from_start {
        (Game::start_with(rules), cap.min(MAX_PLIES_FROM_START))
    } else {
        (sparse(&mut rng, rules), cap.min(MAX_PLIES_SPARSE))
    };
    let mut hashes = vec![hash(&game)];
    let mut plies = 0;
    // Every position of the game once: the first, then each after a move.
    let mut checks = u64::from(check_by_definition(&game)?);
    while plies < cap {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        let before = game.clone();
        let undo = game.make(&m);
        game.unmake(undo);
        if game != before {
            return Err(format!(
                "unmaking {} did not restore {}",
                before.notation(&m),
                crate::goff::fen::to_fen(&before)
            ));
        }
        game.make(&m);
        plies += 1;
        hashes.push(hash(&game));
        checks += u64::from(check_by_definition(&game)?);
    }
    Ok((game, plies, hashes, checks))
}

/// One notion of legality (CR 52): the side to move is in check exactly
/// when the opponent, were it to move, has a pseudo-legal move of any
/// kind that captures its king, and the side not to move is not (so no
/// legal move captures a king). Returns whether the side to move is in
/// check.
pub fn check_by_definition(game: &Game) -> Result<bool, String> {
    let side = game.to_move;
    let check = game.in_check(side);
    let fen = || crate::goff::fen::to_fen(game);
    if check != game.king_capturable(side) {
        return Err(format!(
            "in_check({}) is {check} but the opponent {} capture the king: {}",
            side.name(),
            if check { "cannot" } else { "can" },
            fen()
        ));
    }
    if game.king_capturable(side.opponent()) {
        return Err(format!(
            "{} to move can capture the enemy king: {}",
            side.name(),
            fen()
        ));
    }
    Ok(check)
}

/// A random legal position: both kings and 1-6 other pieces, redrawn
/// until it is legal with White to move.
fn sparse(rng: &mut Rng, rules: Readings) -> Game {
    loop {
        let n = 1 + rng.below(6);
        let mut position = samples::position(rng, n);
        for (t, p) in position.clone().pieces() {
            if p.kind == PieceKind::King {
                position.remove(t);
            }
        }
        for side in [Side::White, Side::Black] {
            let t = Tile::from_index(rng.below(Tile::COUNT));
            if position.piece_at(t).is_some() {
                continue;
            }
            let _ = position.put(t, Piece::new(side, PieceKind::King));
        }
        let setup = Setup {
            position,
            to_move: Side::White,
            castling: Vec::new(),
            en_passant: None,
        };
        if let Ok(g) = Game::from_setup(setup, rules, Validation::Legal) {
            return g;
        }
    }
}

fn hash(game: &Game) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    crate::goff::fen::to_fen(game).hash(&mut h);
    h.finish()
}
