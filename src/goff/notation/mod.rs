//! The book's notation (L2444-2488): a tile is `LEVEL i,j` — level name,
//! left distance, comma, right distance — always from the moving player's
//! own side. Levels from the bottom are QR QN QB Q K KB KN KR (each named
//! after the piece that starts on it, L2357-2358). Black's indices are
//! `9-i, 9-j`: White's KB3,4 is Black's KB6,5 (L2448-2450).
//!
//! Positions are written `R @ K5,4` (L2476-2487) and moves `P -- K4,4`
//! (L2466-2470); captures `RxP` (L4457).

use crate::goff::geometry::{Tile, EDGE};
use crate::goff::pieces::{PieceKind, Side};
use thiserror::Error;

/// Level names, bottom (z = 1) to top (z = 8): the geometry's, since a
/// tile prints its own name.
pub use crate::goff::geometry::tile::LEVELS;

#[derive(Debug, Error, PartialEq, Eq, Clone)]
pub enum NotationError {
    #[error("empty tile name (expected LEVEL i,j such as K5,4)")]
    Empty,
    #[error(
        "unknown level {0} in {1} (levels are QR QN QB Q K KB KN KR, bottom to top, in capitals)"
    )]
    UnknownLevel(String, String),
    #[error("tile {0} does not begin with a level (expected LEVEL i,j such as K5,4; levels are QR QN QB Q K KB KN KR, in capitals)")]
    NoLevel(String),
    #[error("malformed tile {0} (expected LEVEL i,j such as K5,4: no spaces or leading zeros)")]
    Malformed(String),
    #[error("tile {0} is off the board: distances run from 1 to 8")]
    OffBoard(String),
    #[error("malformed placement {0} (expected PIECE @ LEVEL i,j such as R @ K5,4)")]
    MalformedPlacement(String),
    #[error("unknown piece letter {0} (letters are K Q R B D N)")]
    UnknownPiece(String),
}

/// The name of a tile as `side` writes it.
pub fn tile_name(t: Tile, side: Side) -> String {
    let (i, j) = side_indices(t.i(), t.j(), side);
    format!("{}{},{}", LEVELS[(t.z() - 1) as usize], i, j)
}

/// White's indices to `side`'s, and back (the map is its own inverse).
fn side_indices(i: i8, j: i8, side: Side) -> (i8, i8) {
    match side {
        Side::White => (i, j),
        Side::Black => (EDGE + 1 - i, EDGE + 1 - j),
    }
}

/// Parses a tile written from `side`'s perspective, exactly as the book
/// writes it: a level name, a distance 1-8, a comma, a distance 1-8
/// (`K5,4`). No spaces, signs, leading zeros or other characters: a
/// conformance tool refuses what is not the notation rather than guess.
pub fn parse_tile(text: &str, side: Side) -> Result<Tile, NotationError> {
    use crate::core::input::excerpt;
    if text.is_empty() {
        return Err(NotationError::Empty);
    }
    // The level is the leading letters, whatever their case, so that
    // `k5,4` names its level `k` rather than an empty one.
    let split = text
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(text.len());
    let (level, rest) = text.split_at(split);
    if level.is_empty() {
        return Err(NotationError::NoLevel(excerpt(text)));
    }
    let z = LEVELS
        .iter()
        .position(|&l| l == level)
        .ok_or_else(|| NotationError::UnknownLevel(excerpt(level), excerpt(text)))?;
    let malformed = || NotationError::Malformed(excerpt(text));
    let (i, j) = rest.split_once(',').ok_or_else(malformed)?;
    // A distance is digits without a leading zero; more than one digit is
    // off the board.
    let distance = |x: &str| -> Result<i8, NotationError> {
        match x.as_bytes() {
            [d @ b'0'..=b'9'] => Ok((d - b'0') as i8),
            [b'1'..=b'9', rest @ ..] if rest.iter().all(u8::is_ascii_digit) => {
                Err(NotationError::OffBoard(excerpt(text)))
            }
            _ => Err(malformed()),
        }
    };
    let (i, j) = (distance(i)?, distance(j)?);
    if !(1..=EDGE).contains(&i) || !(1..=EDGE).contains(&j) {
        return Err(NotationError::OffBoard(excerpt(text)));
    }
    let (i, j) = side_indices(i, j, side);
    Ok(Tile::new(z as i8 + 1, i, j).expect("indices checked"))
}

/// Parses `R @ K5,4` (L2476-2487) from `side`'s perspective.
pub fn parse_placement(text: &str, side: Side) -> Result<(PieceKind, Tile), NotationError> {
    let (piece, tile) = text
        .split_once('@')
        .ok_or_else(|| NotationError::MalformedPlacement(crate::core::input::excerpt(text)))?;
    let piece = piece.trim();
    let mut letters = piece.chars();
    let kind = match (letters.next(), letters.next()) {
        (Some(c), None) => PieceKind::from_letter(c)
            .ok_or_else(|| NotationError::UnknownPiece(crate::core::input::excerpt(piece)))?,
        _ => {
            return Err(NotationError::UnknownPiece(crate::core::input::excerpt(
                piece,
            )))
        }
    };
    // The book spaces the `@` (L2476-2487): `R @ K5,4`; the tile itself
    // is strict.
    Ok((
        kind,
        parse_tile(tile.strip_prefix(' ').unwrap_or(tile), side)?,
    ))
}

/// `R @ K5,4`.
pub fn placement(kind: PieceKind, t: Tile, side: Side) -> String {
    format!("{} @ {}", kind.letter(), tile_name(t, side))
}

/// A move in the book's style from the mover's perspective: `R -- K6,4`,
/// or `RxN -- K6,4` for a capture (the book writes `RxN` alone, L4457; we
/// add the tile so the move is complete: spec/interpretations.md).
pub fn move_text(kind: PieceKind, captured: Option<PieceKind>, to: Tile, side: Side) -> String {
    match captured {
        None => format!("{} -- {}", kind.letter(), tile_name(to, side)),
        Some(c) => format!(
            "{}x{} -- {}",
            kind.letter(),
            c.letter(),
            tile_name(to, side)
        ),
    }
}
