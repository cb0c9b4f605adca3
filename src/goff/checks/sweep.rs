//! Exhaustive sweeps over the 512 tiles of an empty board, and the
//! differential comparison of the two implementations. Each function
//! returns a one-line summary on success and the first counterexample on
//! failure; `congruent verify` and the test suite both call them.

use crate::core::rng::Rng;
use crate::goff::geometry::{Bitboard, Symmetry, Tile};
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;
use crate::goff::readings::Readings;
use crate::goff::samples;
use crate::goff::{engine, reference};
use rayon::prelude::*;

pub use crate::goff::rules::Outcome;

/// A lone white piece.
pub fn alone(kind: PieceKind, s: Tile) -> Position {
    Position::from_pieces([(s, Piece::new(Side::White, kind))]).expect("one piece")
}

/// Empty-board destination sets of one kind from every tile.
pub fn empty_board_sets(kind: PieceKind) -> Vec<Bitboard> {
    Tile::all()
        .map(|s| engine::destinations(&alone(kind, s), s))
        .collect()
}

/// The engine and the reference agree, way by way, for every kind on
/// every tile of the empty board.
pub fn reference_agrees_on_empty_board() -> Outcome {
    let pairs: Vec<(PieceKind, Tile)> = PieceKind::ALL
        .iter()
        .flat_map(|&k| Tile::all().map(move |s| (k, s)))
        .collect();
    let bad = pairs.par_iter().find_map_any(|&(kind, s)| {
        let pos = alone(kind, s);
        (engine::reach(&pos, s) != reference::reach(&pos, s)).then_some((kind, s))
    });
    match bad {
        None => Ok(format!(
            "{} lone pieces: engine = reference, way by way",
            pairs.len()
        )),
        Some((kind, s)) => Err(format!(
            "{} on {s}: engine and reference differ",
            kind.name()
        )),
    }
}

/// CR 24: the rook reaches 168 tiles from every tile (L3114-3120).
pub fn rook_168_everywhere() -> Outcome {
    let sets = empty_board_sets(PieceKind::Rook);
    match Tile::all().find(|s| sets[s.index()].count() != 168) {
        None => Ok("rook reaches 168 tiles from each of the 512 tiles".into()),
        Some(s) => Err(format!("rook on {s} reaches {}", sets[s.index()].count())),
    }
}

/// Temporal symmetry (L10338-10377): on an empty board `t` is reachable
/// from `s` iff `s` is reachable from `t`.
pub fn temporal_symmetry() -> Outcome {
    let mut pairs = 0u64;
    for kind in PieceKind::UNDIRECTED {
        let sets = empty_board_sets(kind);
        for s in Tile::all() {
            for t in sets[s.index()].iter() {
                pairs += 1;
                if !sets[t.index()].contains(s) {
                    return Err(format!("{}: {s} reaches {t} but not back", kind.name()));
                }
            }
        }
    }
    Ok(format!(
        "{pairs} empty-board moves of {} kinds (all but the pawn) are reversible",
        PieceKind::UNDIRECTED.len()
    ))
}

/// Equivariance under the 48 symmetries of the cube (P11), or, with pawns
/// on the board, under the 4 that keep their direction (P12): the
/// destinations of the image position are the images of the destinations.
pub fn equivariant(pos: &Position) -> Result<(), String> {
    let pawns = pos.pieces().any(|(_, p)| p.kind == PieceKind::Pawn);
    let group: Vec<Symmetry> = if pawns {
        Symmetry::pawn_subgroup().collect()
    } else {
        Symmetry::all().collect()
    };
    for g in group {
        let image = pos.transformed(&g);
        for (s, piece) in pos.pieces() {
            let want: Bitboard = engine::destinations(pos, s)
                .iter()
                .map(|t| g.tile(t))
                .collect();
            let got = engine::destinations(&image, g.tile(s));
            if got != want {
                return Err(format!(
                    "{piece} on {s}: symmetry {g:?} breaks equivariance"
                ));
            }
        }
    }
    Ok(())
}

pub fn cube_symmetry_on_empty_board() -> Outcome {
    let pairs: Vec<(PieceKind, Tile)> = PieceKind::UNDIRECTED
        .iter()
        .flat_map(|&k| Tile::all().map(move |s| (k, s)))
        .collect();
    pairs
        .par_iter()
        .map(|&(kind, s)| equivariant(&alone(kind, s)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(format!(
        "{} lone pieces x 48 symmetries: destinations commute",
        pairs.len()
    ))
}

/// [`random_positions`] under each option value alone
/// (`options::each_option`): `count` positions each, or a fiftieth of
/// them under time symmetry, whose reference reaches again from every
/// destination.
pub fn random_positions_every_option(count: usize, seed: u64) -> Outcome {
    let sets = crate::goff::readings::each_option();
    let mut total = 0;
    for (n, (label, rules)) in sets.iter().enumerate().skip(1) {
        let here = match rules.time_symmetric {
            true => count / 50,
            false => count,
        };
        random_positions(here, seed ^ (n as u64) << 40, *rules)
            .map_err(|e| format!("{label}: {e}"))?;
        total += here;
    }
    Ok(format!(
        "{total} random positions under the {} option values: engine = reference, way by way",
        sets.len() - 1
    ))
}

/// `count` random positions of 2-40 pieces: engine = reference for every
/// piece, and equivariance under the 48 symmetries.
pub fn random_positions(count: usize, seed: u64, options: Readings) -> Outcome {
    let results: Vec<Result<usize, String>> = (0..count)
        .into_par_iter()
        .map(|n| {
            let mut rng = Rng::new(seed ^ (n as u64).wrapping_mul(0x9E37_79B9));
            let size = 2 + rng.below(39);
            let pos = samples::position(&mut rng, size);
            for (s, piece) in pos.pieces() {
                if engine::reach_with(&pos, s, options) != reference::reach_with(&pos, s, options) {
                    return Err(format!(
                        "position {n} ({pos:?}): {piece} on {s}: engine and reference differ"
                    ));
                }
            }
            if n % 8 == 0 {
                equivariant(&pos).map_err(|e| format!("position {n}: {e}"))?;
            }
            Ok(pos.len())
        })
        .collect();
    let mut pieces = 0;
    for r in results {
        pieces += r?;
    }
    Ok(format!(
        "{count} random positions ({pieces} pieces, {:?} perimeters): engine = reference; every 8th also under the cube's symmetries (48, or 4 with pawns)",
        options.perimeter
    ))
}

/// L13861-13862 and Table 15: from the starting position only pawns (8
/// advances each) and knights (4 moves each) can move: 72 moves.
pub fn start_position() -> Outcome {
    let mut g = crate::goff::game::Game::start();
    let moves = g.legal_moves();
    let movers: Vec<PieceKind> = moves
        .iter()
        .map(|m| g.position.piece_at(m.from).expect("mover").kind)
        .collect();
    let pawns = movers.iter().filter(|&&k| k == PieceKind::Pawn).count();
    let knights = movers.iter().filter(|&&k| k == PieceKind::Knight).count();
    if (moves.len(), pawns, knights) == (72, 64, 8) {
        Ok("72 legal first moves: 64 by pawns, 8 by knights, none by any other piece".into())
    } else {
        Err(format!(
            "{} first moves ({pawns} pawn, {knights} knight), the book allows 72 (64 + 8)",
            moves.len()
        ))
    }
}

/// Perft from the starting position, engine and reference.
/// [`perft_agrees`] at depth 2 under each option value alone
/// (`readings::each_option`): the game layer on either implementation
/// counts the same tree whatever the reading (`tests/it/native_options.rs`
/// samples its first moves; this counts them all).
pub fn perft_agrees_every_option() -> Outcome {
    use crate::goff::game::{perft::perft_parallel, Game, Implementation};
    let sets = crate::goff::readings::each_option();
    for (label, readings) in &sets {
        let engine = Game::start_with(*readings);
        let mut reference = engine.clone();
        reference.implementation = Implementation::Reference;
        let (a, b) = (perft_parallel(&engine, 2), perft_parallel(&reference, 2));
        if a != b {
            return Err(format!("{label}: perft(2) engine {a}, reference {b}"));
        }
    }
    Ok(format!(
        "{} option values, both implementations",
        sets.len()
    ))
}

pub fn perft_agrees(depth: u32) -> Outcome {
    use crate::goff::game::{perft::perft_parallel, Game, Implementation};
    let engine = perft_parallel(&Game::start(), depth);
    let mut r = Game::start();
    r.implementation = Implementation::Reference;
    let reference = perft_parallel(&r, depth);
    if engine == reference {
        Ok(format!("perft({depth}) = {engine} by both implementations"))
    } else {
        Err(format!(
            "perft({depth}): engine {engine}, reference {reference}"
        ))
    }
}
