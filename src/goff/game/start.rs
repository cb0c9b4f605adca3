//! The starting lineup (Fig. 15, L2320-2443; CR 13-14, CR 30).

use crate::goff::geometry::Tile;
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;

/// Each player's home column `1,1` holds, from the bottom, rook, knight,
/// stack, queen, king, stack, knight, rook; a pawn stands on `2,2` of every
/// level (L2387-2400, L5876-5881). Black's `1,1` is White's `8,8`
/// (L2448-2450); levels are shared, so both kings are on level K.
pub fn start_position() -> Position {
    use PieceKind::*;
    const HOME: [PieceKind; 8] = [Rook, Knight, Stack, Queen, King, Stack, Knight, Rook];
    let mut pos = Position::empty();
    for (level, &kind) in HOME.iter().enumerate() {
        let z = level as i8 + 1;
        for (side, home, pawn) in [(Side::White, 1, 2), (Side::Black, 8, 7)] {
            let put = |pos: &mut Position, i: i8, kind: PieceKind| {
                let t = Tile::new(z, i, i).expect("on board");
                pos.put(t, Piece::new(side, kind)).expect("distinct tiles");
            };
            put(&mut pos, home, kind);
            put(&mut pos, pawn, Pawn);
        }
    }
    pos
}
