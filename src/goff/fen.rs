//! A compact position string, one line, in the spirit of FEN
//! (`spec/position-string.md`):
//!
//! `LEVELS SIDE CASTLING EN_PASSANT`
//!
//! * `LEVELS`: the 8 levels from QR (bottom) to KR, separated by `/`; a
//!   level is its 8 rows `i = 1..8` separated by `,`; a row lists `j = 1..8`
//!   with a letter per piece (`K Q R B D N P S`, upper case White, lower
//!   case Black) and a digit for a run of empty tiles. White's frame.
//! * `SIDE`: `w` or `b`.
//! * `CASTLING`: the home tiles keeping castling rights joined by `;`, or
//!   `-`.
//! * `EN_PASSANT`: the tile of the pawn that has just double-advanced, or
//!   `-`.

use crate::core::input::excerpt;
use crate::goff::game::setup::Setup;
use crate::goff::game::Game;
use crate::goff::geometry::Tile;
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;

pub fn to_fen(game: &Game) -> String {
    let levels: Vec<String> = (1..=8)
        .map(|z| {
            let rows: Vec<String> = (1..=8)
                .map(|i| {
                    let mut row = String::new();
                    let mut empty = 0;
                    for j in 1..=8 {
                        let t = Tile::new(z, i, j).expect("on board");
                        match game.position.piece_at(t) {
                            None => empty += 1,
                            Some(p) => {
                                if empty > 0 {
                                    row.push_str(&empty.to_string());
                                    empty = 0;
                                }
                                row.push(letter(p));
                            }
                        }
                    }
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                    }
                    row
                })
                .collect();
            rows.join(",")
        })
        .collect();
    let side = match game.to_move {
        Side::White => "w",
        Side::Black => "b",
    };
    let castling: Vec<String> = game.castling.iter().map(|t| t.to_string()).collect();
    let castling = if castling.is_empty() {
        "-".to_string()
    } else {
        castling.join(";")
    };
    let ep = game
        .en_passant
        .as_ref()
        .map_or("-".to_string(), |e| e.pawn.to_string());
    format!("{} {side} {castling} {ep}", levels.join("/"))
}

fn letter(p: Piece) -> char {
    let c = p.kind.letter();
    match p.side {
        Side::White => c,
        Side::Black => c.to_ascii_lowercase(),
    }
}

/// Parses the string into a setup (to be checked by
/// [`Game::from_setup`]); every error names the field, level and row. The
/// notation is strict: fields separated by one space, no run of empty
/// tiles written as two digits, tiles exactly `LEVEL i,j`.
pub fn parse_fen(text: &str) -> Result<Setup, String> {
    let fields: Vec<&str> = text.split(' ').collect();
    let [levels, side, castling, ep] = fields[..] else {
        return Err(format!(
            "expected 4 fields separated by single spaces (levels, side, castling, en passant), found {}",
            fields.len()
        ));
    };
    let position = parse_levels(levels)?;
    let to_move = match side {
        "w" => Side::White,
        "b" => Side::Black,
        other => return Err(format!("side: expected w or b, found {}", excerpt(other))),
    };
    let mut rights = Vec::new();
    if castling != "-" {
        for name in castling.split(';') {
            rights.push(
                crate::goff::notation::parse_tile(name, Side::White)
                    .map_err(|e| format!("castling: {e}"))?,
            );
        }
    }
    let en_passant = match ep {
        "-" => None,
        name => Some(
            crate::goff::notation::parse_tile(name, Side::White)
                .map_err(|e| format!("en passant: {e}"))?,
        ),
    };
    Ok(Setup {
        position,
        to_move,
        castling: rights,
        en_passant,
    })
}

fn parse_levels(text: &str) -> Result<Position, String> {
    let levels: Vec<&str> = text.split('/').collect();
    if levels.len() != 8 {
        return Err(format!(
            "expected 8 levels separated by '/', found {}",
            levels.len()
        ));
    }
    let mut pos = Position::empty();
    for (z, level) in levels.iter().enumerate() {
        let name = crate::goff::notation::LEVELS[z];
        let rows: Vec<&str> = level.split(',').collect();
        if rows.len() != 8 {
            return Err(format!(
                "level {name}: expected 8 rows separated by ',', found {}",
                rows.len()
            ));
        }
        for (i, row) in rows.iter().enumerate() {
            let at = format!("level {name}, row i={}", i + 1);
            let mut j = 0usize;
            let mut after_digit = false;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                    if after_digit {
                        return Err(format!(
                            "{at}: {} writes one run of empty tiles as two digits",
                            excerpt(row)
                        ));
                    }
                    after_digit = true;
                    j += d as usize;
                    continue;
                }
                after_digit = false;
                let kind = PieceKind::from_letter(c.to_ascii_uppercase())
                    .filter(|_| c.is_ascii_alphabetic())
                    .ok_or_else(|| format!("{at}: unknown piece letter {c:?} (K Q R B D N P S)"))?;
                let side = if c.is_ascii_uppercase() {
                    Side::White
                } else {
                    Side::Black
                };
                j += 1;
                let t = Tile::new(z as i8 + 1, i as i8 + 1, j as i8)
                    .ok_or_else(|| format!("{at}: more than 8 tiles"))?;
                // Also checked by `Game::from_setup`; here the error names
                // the level and row.
                if kind == PieceKind::Pawn {
                    crate::goff::game::setup::pawn_tile_possible(side, t)
                        .map_err(|e| format!("{at}: {e}"))?;
                }
                pos.put(t, Piece::new(side, kind)).expect("each tile once");
            }
            if j != 8 {
                return Err(format!("{at}: {} covers {j} tiles, not 8", excerpt(row)));
            }
        }
    }
    Ok(pos)
}
