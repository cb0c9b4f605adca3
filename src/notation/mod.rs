//! The book's notation (L2444-2488): a tile is `LEVEL i,j` — level name,
//! left distance, comma, right distance — always from the moving player's
//! own side. Levels from the bottom are QR QN QB Q K KB KN KR (each named
//! after the piece that starts on it, L2357-2358). Black's indices are
//! `9-i, 9-j`: White's KB3,4 is Black's KB6,5 (L2448-2450).
//!
//! Positions are written `R @ K5,4` (L2476-2487) and moves `P -- K4,4`
//! (L2466-2470); captures `RxP` (L4457).

use crate::geometry::{Tile, EDGE};
use crate::pieces::{PieceKind, Side};
use thiserror::Error;

/// Level names, bottom (z = 1) to top (z = 8).
pub const LEVELS: [&str; 8] = ["QR", "QN", "QB", "Q", "K", "KB", "KN", "KR"];

#[derive(Debug, Error, PartialEq, Eq, Clone)]
pub enum NotationError {
    #[error("empty tile name (expected LEVEL i,j such as K5,4)")]
    Empty,
    #[error("unknown level {0:?} in {1:?} (levels are QR QN QB Q K KB KN KR, bottom to top)")]
    UnknownLevel(String, String),
    #[error("malformed tile {0:?} (expected LEVEL i,j such as K5,4)")]
    Malformed(String),
    #[error("tile {0:?} is off the board: distances run from 1 to 8")]
    OffBoard(String),
    #[error("malformed placement {0:?} (expected PIECE @ LEVEL i,j such as R @ K5,4)")]
    MalformedPlacement(String),
    #[error("unknown piece letter {0:?} (letters are K Q R B D N)")]
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

/// Parses a tile written from `side`'s perspective.
pub fn parse_tile(text: &str, side: Side) -> Result<Tile, NotationError> {
    let s = text.trim();
    if s.is_empty() {
        return Err(NotationError::Empty);
    }
    let split = s
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(s.len());
    let (level, rest) = s.split_at(split);
    let z = LEVELS
        .iter()
        .position(|&l| l == level)
        .ok_or_else(|| NotationError::UnknownLevel(level.to_string(), text.to_string()))?;
    let malformed = || NotationError::Malformed(text.to_string());
    let (i, j) = rest.split_once(',').ok_or_else(malformed)?;
    let parse = |x: &str| -> Result<i8, NotationError> {
        let x = x.trim();
        if x.is_empty() || !x.chars().all(|c| c.is_ascii_digit()) {
            return Err(malformed());
        }
        x.parse::<i8>()
            .map_err(|_| NotationError::OffBoard(text.to_string()))
    };
    let (i, j) = (parse(i)?, parse(j)?);
    if !(1..=EDGE).contains(&i) || !(1..=EDGE).contains(&j) {
        return Err(NotationError::OffBoard(text.to_string()));
    }
    let (i, j) = side_indices(i, j, side);
    Ok(Tile::new(z as i8 + 1, i, j).expect("indices checked"))
}

/// Parses `R @ K5,4` (L2476-2487) from `side`'s perspective.
pub fn parse_placement(text: &str, side: Side) -> Result<(PieceKind, Tile), NotationError> {
    let (piece, tile) = text
        .split_once('@')
        .ok_or_else(|| NotationError::MalformedPlacement(text.to_string()))?;
    let piece = piece.trim();
    let mut letters = piece.chars();
    let kind = match (letters.next(), letters.next()) {
        (Some(c), None) => PieceKind::from_letter(c)
            .ok_or_else(|| NotationError::UnknownPiece(piece.to_string()))?,
        _ => return Err(NotationError::UnknownPiece(piece.to_string())),
    };
    Ok((kind, parse_tile(tile, side)?))
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
