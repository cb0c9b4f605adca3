//! Pawn facts shared by both implementations: the pawn's own frame, its
//! start and promotion tiles, and the names of its moves (Pawn chapter,
//! L6534-8261).

use super::Side;
use crate::goff::geometry::{Tile, Vector, EDGE};
use serde::Serialize;

/// A displacement in the pawn's own frame (`+i`, `+j` toward the
/// opponent) as a displacement in White's frame: Black's indices are
/// `9-i, 9-j` (L2448-2450), so Black negates `di` and `dj`.
pub fn to_board(side: Side, own: Vector) -> Vector {
    match side {
        Side::White => own,
        Side::Black => Vector::new(own.z, -own.i, -own.j),
    }
}

/// The inverse of [`to_board`] (the flip is its own inverse).
pub fn to_own(side: Side, board: Vector) -> Vector {
    to_board(side, board)
}

/// A tile's `(i, j)` in `side`'s own frame.
pub fn own_indices(side: Side, t: Tile) -> (i8, i8) {
    match side {
        Side::White => (t.i(), t.j()),
        Side::Black => (EDGE + 1 - t.i(), EDGE + 1 - t.j()),
    }
}

/// Pawns start on `2,2` of every level (CR 13, L2330-2350); a pawn there
/// has not moved, since every pawn move raises `i + j` (CR 37).
pub fn on_start_tile(side: Side, t: Tile) -> bool {
    own_indices(side, t) == (2, 2)
}

/// The opponent's home column `8,8` (CR 15, L2416-2418).
pub fn is_promotion_tile(side: Side, t: Tile) -> bool {
    own_indices(side, t) == (EDGE, EDGE)
}

/// A displacement recedes if it takes the pawn farther from promotion
/// (CR 37, CR 43-44), judged as if the pawn stood in the primary plane
/// (L7088-7096): it lowers `i` or `j`.
pub fn recedes(own: Vector) -> bool {
    own.i < 0 || own.j < 0
}

/// It progresses if it does not recede and raises `i + j` (L7079-7087:
/// a tile that leaves the distance unchanged does not make a quadrant
/// virtual, but no pawn move may stand still).
pub fn progresses(own: Vector) -> bool {
    !recedes(own) && own.i + own.j > 0
}

/// The names the book gives the pawn's moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PawnMove {
    /// A rook-like advance to perimeter 1 of the level's forward quadrant
    /// (CR 36, CR 38, L6680-6724).
    Advance,
    /// Perimeter 2 on the first move (CR 39, L6632-6647).
    DoubleAdvance,
    /// An advance inside a back plane `i = 8` or `j = 8` (CR 42,
    /// L6854-6976).
    Unshackled,
    /// Bishop apex two levels away (L7174-7200).
    Predator,
    /// Bishop apex in an outward plane (L7201-7236).
    Sling,
    /// Bishop linear tile with one virtual quadrant (L7237-7314).
    Reduced,
    /// Bishop linear tile in the dominant level's outward planes
    /// (L7315-7353).
    Bead,
    /// Duke apex in the major plane (L7393-7447).
    Dart,
    /// Duke linear tile, unblockable (L7448-7508).
    Direct,
    /// An unshackled pawn's reduced capture along its back plane, range
    /// lifted (L7638-7697).
    UnshackledReduced,
    /// An unshackled pawn's duplex capture along its back plane toward
    /// promotion, on its own level (L7658-7696, Fig. 101).
    UnshackledDuplex,
}

impl PawnMove {
    /// Every kind but the three advances is a capture (CR 36).
    pub fn is_capture(self) -> bool {
        !matches!(
            self,
            PawnMove::Advance | PawnMove::DoubleAdvance | PawnMove::Unshackled
        )
    }
}
