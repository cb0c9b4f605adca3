//! Checks that a setup is a position some game can reach, shared by every
//! way a game is read (JSON, the compact string): where pawns can stand,
//! castling rights, the pawn that has just double-advanced.

use super::{EnPassant, Game, Implementation};
use crate::goff::geometry::{Bitboard, Tile};
use crate::goff::notation;
use crate::goff::pieces::{PieceKind, Side};
use crate::goff::position::Position;
use crate::goff::readings::Readings;

/// A castling right: the home tile of a king or rook of the side whose
/// home it is, with that piece on it.
pub fn castling_right(pos: &Position, t: Tile) -> Result<Tile, String> {
    let ok = crate::goff::game::castling_homes().contains(&t)
        && pos.piece_at(t).is_some_and(|p| {
            matches!(p.kind, PieceKind::King | PieceKind::Rook)
                && (t.i() == 1) == (p.side == Side::White)
        });
    if ok {
        Ok(t)
    } else {
        Err("not the home tile of its side's king or rook with that piece on it (K1,1, QR1,1, KR1,1 for White; K8,8, QR8,8, KR8,8 for Black)".to_string())
    }
}

/// The pawn named by `en_passant` must be the opponent's and stand where a
/// double advance lands, with its start tile and path tiles empty.
pub fn en_passant_of(pos: &Position, to_move: Side, tile: Tile) -> Result<EnPassant, String> {
    let side = to_move.opponent();
    match pos.piece_at(tile) {
        Some(p) if p.side == side && p.kind == PieceKind::Pawn => {}
        _ => return Err(format!("no {} pawn there", side.name())),
    }
    let (i, j) = crate::goff::pieces::pawn::own_indices(side, tile);
    let start = crate::goff::pieces::pawn::to_board(
        side,
        crate::goff::geometry::Vector::new(0, 2 - i, 2 - j),
    );
    let from = Tile::at(tile.coords() + start).filter(|_| (i, j) != (2, 2));
    from.and_then(|from| EnPassant::of(side, from, tile).map(|ep| (from, ep)))
        .filter(|(from, ep)| {
            pos.piece_at(*from).is_none() && ep.paths.iter().all(|t| pos.piece_at(*t).is_none())
        })
        .map(|(_, ep)| ep)
        .ok_or_else(|| {
            "that pawn cannot have just double-advanced (CR 39): it is not two tiles from an empty start tile with empty paths".into()
        })
}

/// A pawn can never stand where no game puts it: pawns start on `2,2`
/// and never lower `i` or `j` (CR 13, CR 37), and one that reaches the
/// opponent's home column has promoted (CR 41).
pub fn pawn_tile_possible(side: Side, tile: Tile) -> Result<(), String> {
    let (i, j) = crate::goff::pieces::pawn::own_indices(side, tile);
    let name = notation::tile_name(tile, side);
    if i < 2 || j < 2 {
        return Err(format!(
            "a pawn can never stand on {tile} ({name} in its own notation): pawns start on 2,2 and never move back (CR 37)"
        ));
    }
    if (i, j) == (8, 8) {
        return Err(format!(
            "a pawn on {tile} ({name} in its own notation) would have promoted (CR 41)"
        ));
    }
    Ok(())
}

/// A position as written, before any check: what the compact string and
/// the JSON form are read into. [`Game::from_setup`] is the one way from a
/// setup to a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub position: Position,
    pub to_move: Side,
    /// Home tiles named as keeping castling rights (CR 55).
    pub castling: Vec<Tile>,
    /// The pawn named as having just double-advanced (CR 54).
    pub en_passant: Option<Tile>,
}

/// Why a setup is not a position of a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("{0}")]
    Pawn(String),
    #[error("castling {0}: {1}")]
    Castling(Tile, String),
    #[error("castling {0}: named twice")]
    CastlingTwice(Tile),
    #[error("en passant {0}: {1}")]
    EnPassant(Tile, String),
    #[error("{side} has {count} kings: a game has one king per side (CR 13; none is promoted to, CR 41){hint}")]
    Kings {
        side: &'static str,
        count: usize,
        hint: &'static str,
    },
    #[error("{0}, not to move, is in check: the side that just moved cannot have left its king attacked (CR 52){1}")]
    OpponentInCheck(&'static str, &'static str),
}

/// How much of [`Game::from_setup`]'s checking applies.
pub use crate::core::validation::{Validation, OPT_IN};

impl Game {
    /// The game a setup describes, played by `rules`. Always checked:
    /// pawns stand where a game can put them, castling rights name unmoved
    /// kings and rooks once each, the en passant pawn has just
    /// double-advanced. With [`Validation::Legal`] (the default) also: one
    /// king per side, and the side not to move is not in check (a king
    /// capture would be listed as a move). Adjacent kings are refused only
    /// through that check: a linear king is blocked like any piece
    /// (L8367-8369), so two adjacent kings need not attack each other
    /// (spec/interpretations.md#adjacent-kings).
    pub fn from_setup(
        setup: Setup,
        rules: Readings,
        validation: Validation,
    ) -> Result<Game, SetupError> {
        let Setup {
            position,
            to_move,
            castling,
            en_passant,
        } = setup;
        check_pawns(&position).map_err(SetupError::Pawn)?;
        let mut rights = Bitboard::EMPTY;
        for t in castling {
            castling_right(&position, t).map_err(|e| SetupError::Castling(t, e))?;
            if rights.contains(t) {
                return Err(SetupError::CastlingTwice(t));
            }
            rights.insert(t);
        }
        let en_passant = match en_passant {
            None => None,
            Some(t) => Some(
                en_passant_of(&position, to_move, t).map_err(|e| SetupError::EnPassant(t, e))?,
            ),
        };
        let game = Game {
            position,
            to_move,
            en_passant,
            castling: rights,
            implementation: Implementation::Engine,
            rules,
        };
        if validation == Validation::Legal {
            for side in [Side::White, Side::Black] {
                let count = game
                    .position
                    .pieces()
                    .filter(|(_, p)| p.side == side && p.kind == PieceKind::King)
                    .count();
                if count != 1 {
                    return Err(SetupError::Kings {
                        side: side.name(),
                        count,
                        hint: OPT_IN,
                    });
                }
            }
            if game.in_check(to_move.opponent()) {
                return Err(SetupError::OpponentInCheck(
                    to_move.opponent().name(),
                    OPT_IN,
                ));
            }
        }
        Ok(game)
    }
}

/// Every pawn stands where some game can put it.
pub fn check_pawns(pos: &Position) -> Result<(), String> {
    pos.pieces()
        .filter(|(_, p)| p.kind == PieceKind::Pawn)
        .try_for_each(|(t, p)| pawn_tile_possible(p.side, t))
}

impl Setup {
    /// [`Game::from_setup`] under the book's rules.
    pub fn game(self, validation: Validation) -> Result<Game, SetupError> {
        Game::from_setup(self, Readings::default(), validation)
    }
}
