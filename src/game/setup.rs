//! Checks that a setup is a position some game can reach, shared by every
//! way a game is read (JSON, the compact string): where pawns can stand,
//! castling rights, the pawn that has just double-advanced.

use super::EnPassant;
use crate::geometry::Tile;
use crate::notation;
use crate::pieces::{PieceKind, Side};
use crate::position::Position;

/// A castling right: the home tile of a king or rook of the side whose
/// home it is, with that piece on it.
pub fn castling_right(pos: &Position, name: &str) -> Result<Tile, String> {
    let t = notation::parse_tile(name, Side::White).map_err(|e| e.to_string())?;
    let ok = crate::game::castling_homes().contains(&t)
        && pos.piece_at(t).is_some_and(|p| {
            matches!(p.kind, PieceKind::King | PieceKind::Rook)
                && (t.i() == 1) == (p.side == Side::White)
        });
    if ok {
        Ok(t)
    } else {
        Err(format!(
            "{name} is not the home tile of its side's king or rook with that piece on it (K1,1, QR1,1, KR1,1 for White; K8,8, QR8,8, KR8,8 for Black)"
        ))
    }
}

/// The pawn named by `en_passant` must be the opponent's and stand where a
/// double advance lands, with its start tile and path tiles empty.
pub fn en_passant_of(pos: &Position, to_move: Side, name: &str) -> Result<EnPassant, String> {
    let tile = notation::parse_tile(name, Side::White).map_err(|e| e.to_string())?;
    let side = to_move.opponent();
    match pos.piece_at(tile) {
        Some(p) if p.side == side && p.kind == PieceKind::Pawn => {}
        _ => return Err(format!("no {} pawn there", side.name())),
    }
    let (i, j) = crate::pieces::pawn::own_indices(side, tile);
    let start = crate::pieces::pawn::to_board(side, crate::geometry::Vector::new(0, 2 - i, 2 - j));
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
    let (i, j) = crate::pieces::pawn::own_indices(side, tile);
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
