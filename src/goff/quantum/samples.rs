//! Positions and moves for the checks, the suite and the tests: the
//! chapter's few-piece positions, random classical positions, and random
//! quantum moves in the book's notation (most legal, some refused).

use super::Ensemble;
use crate::core::rng::Rng;
use crate::core::side::Side;
use crate::core::validation::Validation;
use crate::goff::game::{Game, MoveKind};
use crate::goff::notation::tile_name;
use crate::goff::pieces::PieceKind;

/// A position of White's pieces and Black's, White to move, kings absent
/// as in the chapter's figures (analysis).
pub fn ensemble(pieces: &[(&str, &str, &str)], to_move: &str) -> Ensemble {
    let pieces: Vec<serde_json::Value> = pieces
        .iter()
        .map(|(side, kind, tile)| serde_json::json!({"side": side, "kind": kind, "tile": tile}))
        .collect();
    let position = serde_json::json!({"pieces": pieces, "to_move": to_move});
    Ensemble::from_json(&position, Validation::Analysis).expect("a scenario's position")
}

/// A random position of 4-13 pieces, White to move.
pub fn random_game(rng: &mut Rng) -> Game {
    let n = 4 + rng.below(10);
    let pos = crate::goff::samples::position(rng, n);
    let mut game = Game::start();
    game.position = pos;
    game.castling = crate::goff::geometry::Bitboard::EMPTY;
    game.to_move = Side::White;
    game
}

/// A random quantum move toward one of a white piece's classical
/// destinations (a stack's stack move names a fission), with a random
/// spread or none: most are legal, some refused.
pub fn random_move(game: &mut Game, rng: &mut Rng) -> Option<String> {
    let moves: Vec<_> = game
        .legal_moves()
        .into_iter()
        .filter(|m| {
            let k = game.position.piece_at(m.from).expect("a mover").kind;
            match m.kind {
                MoveKind::Normal => matches!(
                    k,
                    PieceKind::Rook
                        | PieceKind::Bishop
                        | PieceKind::Duke
                        | PieceKind::Pawn
                        | PieceKind::Knight
                ),
                MoveKind::StackMove | MoveKind::Decay(_) => true,
                _ => false,
            }
        })
        .collect();
    if moves.is_empty() {
        return None;
    }
    let m = moves[rng.below(moves.len())];
    // A decay names the emitted part (L16699-16714).
    let letter = match m.kind {
        MoveKind::Decay(b) => b.piece_kind().letter(),
        _ => game
            .position
            .piece_at(m.from)
            .expect("a mover")
            .kind
            .letter(),
    };
    if letter == 'N' && rng.below(2) == 0 {
        return Some(deflected(m.from, rng));
    }
    let w = 2 * rng.below(5) + 1;
    let suffix = match rng.below(4) {
        // A knight's classical jump (`knight=classical`).
        _ if letter == 'N' => String::new(),
        _ if letter == 'S' => String::new(),
        0 => String::new(),
        1 => w.to_string(),
        2 => format!("{w},{w}"),
        _ => format!("{w},{w},{w}"),
    };
    Some(format!(
        "{letter}({}) -- [{}]{suffix}",
        tile_name(m.from, Side::White),
        tile_name(m.to, Side::White)
    ))
}

/// A deflected knight's move from `from` (L16613-16617): a random base
/// piece's ray, its proxy two steps along it, sometimes one or three
/// (O16); where that proxy cannot be written, the anchor's own tile
/// without a suffix, which every reading refuses.
fn deflected(from: crate::goff::geometry::Tile, rng: &mut Rng) -> String {
    use crate::goff::pieces::BasePiece;
    let base = [BasePiece::Rook, BasePiece::Bishop, BasePiece::Duke][rng.below(3)];
    let rays: Vec<_> = crate::goff::geometry::Ray::of_kind(base.ray_kind()).collect();
    let steps = [2, 2, 1, 3][rng.below(4)] as i8;
    let proxy = from.coords() + steps * rays[rng.below(rays.len())].vector();
    let suffix = match super::moves::writable(proxy, Side::White) {
        true => super::notation::Suffix::Attempt(base),
        false => super::notation::Suffix::None,
    };
    let m = super::QuantumMove {
        piece: PieceKind::Knight,
        anchor: Some(from.coords()),
        proxy: match suffix {
            super::notation::Suffix::None => from.coords(),
            _ => proxy,
        },
        suffix,
    };
    m.to_text(Side::White)
}
