//! The pieces: sides, kinds, and the base pieces they are built from.

pub mod pawn;

pub use crate::core::side::Side;

use crate::goff::geometry::{PlaneFamily, RayKind};
use serde::Serialize;
use std::fmt;

/// The three base pieces, one per ray type (CR 4-6, L2008-2184).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum BasePiece {
    Rook,
    Bishop,
    Duke,
}

impl BasePiece {
    pub const ALL: [BasePiece; 3] = [BasePiece::Rook, BasePiece::Bishop, BasePiece::Duke];

    pub const fn family(self) -> PlaneFamily {
        match self {
            BasePiece::Rook => PlaneFamily::Orthogonal,
            BasePiece::Bishop => PlaneFamily::Skew,
            BasePiece::Duke => PlaneFamily::Slant,
        }
    }

    pub const fn ray_kind(self) -> RayKind {
        self.family().ray_kind()
    }

    /// The piece that moves as this base piece alone: a stack's part, a
    /// queen's decay (CR 29, L5754-5756).
    pub const fn piece_kind(self) -> PieceKind {
        match self {
            BasePiece::Rook => PieceKind::Rook,
            BasePiece::Bishop => PieceKind::Bishop,
            BasePiece::Duke => PieceKind::Duke,
        }
    }

    pub const fn of_ray(kind: RayKind) -> BasePiece {
        match kind {
            RayKind::Face => BasePiece::Rook,
            RayKind::Edge => BasePiece::Bishop,
            RayKind::Vertex => BasePiece::Duke,
        }
    }
}

/// The kinds of piece (Fig. 14, L2296-2314). A stack is one piece made of
/// a bishop and a duke on one tile (CR 11, L2250-2264).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PieceKind {
    Rook,
    Bishop,
    Duke,
    Queen,
    Knight,
    King,
    Pawn,
    Stack,
}

impl PieceKind {
    pub const ALL: [PieceKind; 8] = [
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Duke,
        PieceKind::Queen,
        PieceKind::Knight,
        PieceKind::King,
        PieceKind::Pawn,
        PieceKind::Stack,
    ];

    /// Every kind but the pawn: their moves do not depend on the side
    /// and commute with all 48 symmetries of the cube.
    pub const UNDIRECTED: [PieceKind; 7] = [
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Duke,
        PieceKind::Queen,
        PieceKind::Knight,
        PieceKind::King,
        PieceKind::Stack,
    ];

    pub fn name(self) -> &'static str {
        match self {
            PieceKind::Rook => "rook",
            PieceKind::Bishop => "bishop",
            PieceKind::Duke => "duke",
            PieceKind::Queen => "queen",
            PieceKind::Knight => "knight",
            PieceKind::King => "king",
            PieceKind::Pawn => "pawn",
            PieceKind::Stack => "stack",
        }
    }

    pub fn parse(s: &str) -> Option<PieceKind> {
        PieceKind::ALL.into_iter().find(|k| k.name() == s)
    }

    /// The letter used in the book's notation (L2444-2487, L6313-6344).
    pub const fn letter(self) -> char {
        match self {
            PieceKind::Rook => 'R',
            PieceKind::Bishop => 'B',
            PieceKind::Duke => 'D',
            PieceKind::Queen => 'Q',
            PieceKind::Knight => 'N',
            PieceKind::King => 'K',
            PieceKind::Pawn => 'P',
            PieceKind::Stack => 'S',
        }
    }

    pub fn from_letter(c: char) -> Option<PieceKind> {
        PieceKind::ALL.into_iter().find(|k| k.letter() == c)
    }

    /// The base pieces whose planar moves this piece makes: the queen is
    /// their sum (CR 29, L4691); the king uses all three but only their
    /// linear moves to perimeter 1 (CR 49); a stack reaches what its bishop
    /// or its duke reaches, by decay or, where both do, as a stack
    /// (L5620-5756); the knight and the pawn have moves of their own.
    pub fn base_pieces(self) -> &'static [BasePiece] {
        match self {
            PieceKind::Rook => &[BasePiece::Rook],
            PieceKind::Bishop => &[BasePiece::Bishop],
            PieceKind::Duke => &[BasePiece::Duke],
            PieceKind::Queen | PieceKind::King => &BasePiece::ALL,
            PieceKind::Stack => &[BasePiece::Bishop, BasePiece::Duke],
            PieceKind::Knight | PieceKind::Pawn => &[],
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub kind: PieceKind,
}

impl Piece {
    pub const fn new(side: Side, kind: PieceKind) -> Self {
        Piece { side, kind }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.side.name(), self.kind.name())
    }
}
