//! Perft: the number of legal move sequences of a given length, the
//! acceptance test of a move generator (as in shakmaty).

use super::{Game, Move};

pub fn perft(game: &mut Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = game.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|m| {
            let undo = game.make(m);
            let n = perft(game, depth - 1);
            game.unmake(undo);
            n
        })
        .sum()
}

/// Perft split by first move.
pub fn divide(game: &mut Game, depth: u32) -> Vec<(Move, u64)> {
    let moves = game.legal_moves();
    moves
        .into_iter()
        .map(|m| {
            let undo = game.make(&m);
            let n = if depth <= 1 {
                1
            } else {
                perft(game, depth - 1)
            };
            game.unmake(undo);
            (m, n)
        })
        .collect()
}

/// Perft that also checks, at every node, that unmaking a move restores
/// the game exactly.
pub fn perft_checked(game: &mut Game, depth: u32) -> Result<u64, String> {
    if depth == 0 {
        return Ok(1);
    }
    let mut total = 0;
    for m in game.legal_moves() {
        let before = game.clone();
        let undo = game.make(&m);
        total += perft_checked(game, depth - 1)?;
        game.unmake(undo);
        if *game != before {
            return Err(format!("unmaking {m:?} did not restore the game"));
        }
    }
    Ok(total)
}

/// [`perft`] with the first moves shared among threads.
pub fn perft_parallel(game: &Game, depth: u32) -> u64 {
    use rayon::prelude::*;
    if depth <= 1 {
        return perft(&mut game.clone(), depth);
    }
    let moves = game.clone().legal_moves();
    moves
        .par_iter()
        .map(|m| {
            let mut g = game.clone();
            g.make(m);
            perft(&mut g, depth - 1)
        })
        .sum()
}

/// [`divide`] with the first moves shared among threads, in the order of
/// the legal moves.
pub fn divide_parallel(game: &Game, depth: u32) -> Vec<(Move, u64)> {
    divide_with(game, depth, &|_, _| {}, |g, d| {
        Ok::<u64, String>(perft(g, d))
    })
    .expect("plain perft does not fail")
}

/// [`divide_parallel`] counting below each first move with `count`
/// (plain or checked perft), telling `progress` `(done, of)` as first
/// moves finish.
pub fn divide_with<E: Send>(
    game: &Game,
    depth: u32,
    progress: &(dyn Fn(usize, usize) + Sync),
    count: impl Fn(&mut Game, u32) -> Result<u64, E> + Sync,
) -> Result<Vec<(Move, u64)>, E> {
    use rayon::prelude::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let moves = game.clone().legal_moves();
    let (of, done) = (moves.len(), AtomicUsize::new(0));
    progress(0, of);
    moves
        .into_par_iter()
        .map(|m| {
            let mut g = game.clone();
            g.make(&m);
            let n = if depth <= 1 {
                1
            } else {
                count(&mut g, depth - 1)?
            };
            progress(done.fetch_add(1, Ordering::Relaxed) + 1, of);
            Ok((m, n))
        })
        .collect()
}
