//! A position: which piece stands on which tile (CR 10: at most one piece
//! per tile, L2247-2248).

use crate::goff::geometry::{Bitboard, Symmetry, Tile};
use crate::goff::pieces::{Piece, Side};
use thiserror::Error;

#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    board: Box<[Option<Piece>; Tile::COUNT]>,
    occupied: Bitboard,
    by_side: [Bitboard; 2],
}

#[derive(Debug, Error, PartialEq, Eq)]
pub enum PositionError {
    #[error("two pieces on tile {0} (a tile holds at most one piece, CR 10)")]
    Occupied(Tile),
}

impl Default for Position {
    fn default() -> Self {
        Position::empty()
    }
}

impl Position {
    pub fn empty() -> Position {
        Position {
            board: Box::new([None; Tile::COUNT]),
            occupied: Bitboard::EMPTY,
            by_side: [Bitboard::EMPTY; 2],
        }
    }

    /// A position holding the given pieces; two on one tile is an error.
    pub fn from_pieces(
        pieces: impl IntoIterator<Item = (Tile, Piece)>,
    ) -> Result<Position, PositionError> {
        let mut pos = Position::empty();
        for (tile, piece) in pieces {
            pos.put(tile, piece)?;
        }
        Ok(pos)
    }

    pub fn put(&mut self, tile: Tile, piece: Piece) -> Result<(), PositionError> {
        if self.board[tile.index()].is_some() {
            return Err(PositionError::Occupied(tile));
        }
        self.board[tile.index()] = Some(piece);
        self.occupied.insert(tile);
        self.by_side[piece.side.index()].insert(tile);
        Ok(())
    }

    pub fn remove(&mut self, tile: Tile) -> Option<Piece> {
        let piece = self.board[tile.index()].take()?;
        self.occupied.remove(tile);
        self.by_side[piece.side.index()].remove(tile);
        Some(piece)
    }

    #[inline]
    pub fn piece_at(&self, tile: Tile) -> Option<Piece> {
        self.board[tile.index()]
    }

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.occupied
    }

    #[inline]
    pub fn side(&self, side: Side) -> Bitboard {
        self.by_side[side.index()]
    }

    /// Pieces in board order.
    pub fn pieces(&self) -> impl Iterator<Item = (Tile, Piece)> + '_ {
        self.occupied
            .iter()
            .map(|t| (t, self.board[t.index()].unwrap()))
    }

    pub fn len(&self) -> usize {
        self.occupied.count() as usize
    }

    pub fn is_empty(&self) -> bool {
        self.occupied.is_empty()
    }

    /// The image under a symmetry of the cube (pieces keep their kind and
    /// side).
    pub fn transformed(&self, g: &Symmetry) -> Position {
        Position::from_pieces(self.pieces().map(|(t, p)| (g.tile(t), p)))
            .expect("a symmetry is a bijection of tiles")
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map()
            .entries(self.pieces().map(|(t, p)| (t, p.to_string())))
            .finish()
    }
}
