//! The Goff variant's JSON forms: positions and games in, `reach` and
//! `moves` reports out (`spec/protocol.md`). The generic request/response
//! envelope around them is `crate::referee::protocol`.
//!
//! Input: `{"pieces":[{"side":"white","kind":"rook","tile":"K5,4"}, ...]}`
//! with tiles in White's notation. Output of `reach`: every pseudo-legal
//! destination of every piece of both sides, one entry per (from, to).

use crate::core::input::excerpt;
use crate::goff::game::setup::Setup;
use crate::goff::game::{Game, Move, MoveKind, Status};
use crate::goff::geometry::Tile;
use crate::goff::notation::{self, NotationError};
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;
use crate::goff::reach::{Destination, Overlap, Way};
use crate::goff::readings::Readings;
use serde::Serialize;
use serde_json::{Map, Value};
use thiserror::Error;

#[derive(Debug, Error, PartialEq)]
pub enum ProtocolError {
    #[error("malformed JSON: {0}")]
    Json(String),
    #[error("{0}")]
    Shape(String),
    #[error("pieces[{index}]{who}: {what}")]
    Piece {
        index: usize,
        who: String,
        what: String,
    },
}

const KINDS: &str = "rook, bishop, duke, queen, knight, king, pawn, stack";

/// Parses a position; every error names the piece and what is wrong.
pub fn parse_position(text: &str) -> Result<Position, ProtocolError> {
    parse_position_value(&parse_json(text)?)
}

/// [`parse_position`] of a JSON value already read.
pub fn parse_position_value(value: &Value) -> Result<Position, ProtocolError> {
    // Each pawn's tile is checked as it is read (`parse_piece`).
    parse_pieces(object(value, &["pieces"])?)
}

/// Parses a game's setup (to be checked by [`Game::from_setup`]): a
/// position with `to_move` (default White, CR 16), `en_passant`, the tile
/// of a pawn that has just double-advanced, and `castling`.
pub fn parse_game(text: &str) -> Result<Setup, ProtocolError> {
    parse_game_value(&parse_json(text)?)
}

/// [`parse_game`] of a JSON value already read.
pub fn parse_game_value(value: &Value) -> Result<Setup, ProtocolError> {
    let top = object(value, &["pieces", "to_move", "en_passant", "castling"])?;
    let position = parse_pieces(top)?;
    let to_move = match top.get("to_move") {
        None => Side::White,
        Some(Value::String(s)) => Side::parse(s).ok_or_else(|| {
            ProtocolError::Shape(format!(
                "to_move: unknown side {} (expected \"white\" or \"black\")",
                excerpt(s)
            ))
        })?,
        Some(other) => {
            return Err(ProtocolError::Shape(format!(
                "to_move must be a string, found {}",
                short(other)
            )))
        }
    };
    let en_passant = match top.get("en_passant") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(
            notation::parse_tile(s, Side::White)
                .map_err(|e| ProtocolError::Shape(format!("en_passant: {e}")))?,
        ),
        Some(other) => {
            return Err(ProtocolError::Shape(format!(
                "en_passant must be a tile name or null, found {}",
                short(other)
            )))
        }
    };
    let castling = match top.get("castling") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(list)) => castling(list)?,
        Some(other) => {
            return Err(ProtocolError::Shape(format!(
                "castling must be a list of tile names, found {}",
                short(other)
            )))
        }
    };
    Ok(Setup {
        position,
        to_move,
        en_passant,
        castling,
    })
}

/// The home tiles named as keeping castling rights.
fn castling(list: &[Value]) -> Result<Vec<Tile>, ProtocolError> {
    list.iter()
        .enumerate()
        .map(|(n, v)| {
            let bad = |what: String| ProtocolError::Shape(format!("castling[{n}]: {what}"));
            match v {
                Value::String(name) => {
                    notation::parse_tile(name, Side::White).map_err(|e| bad(e.to_string()))
                }
                _ => Err(bad(format!("expected a tile name, found {}", short(v)))),
            }
        })
        .collect()
}

/// A JSON value quoted in an error message, cut short.
fn short(v: &Value) -> String {
    crate::core::input::excerpt(&v.to_string())
}

fn parse_json(text: &str) -> Result<Value, ProtocolError> {
    crate::core::input::parse_json(text).map_err(ProtocolError::Json)
}

fn object<'a>(value: &'a Value, allowed: &[&str]) -> Result<&'a Map<String, Value>, ProtocolError> {
    let Value::Object(top) = value else {
        return Err(ProtocolError::Shape(
            "expected a JSON object such as {\"pieces\":[...]}".into(),
        ));
    };
    if let Some(key) = top.keys().find(|k| !allowed.contains(&k.as_str())) {
        return Err(ProtocolError::Shape(format!(
            "unknown field {} at the top level (expected {})",
            crate::core::input::excerpt(key),
            allowed.join(", ")
        )));
    }
    Ok(top)
}

fn parse_pieces(top: &Map<String, Value>) -> Result<Position, ProtocolError> {
    let Some(Value::Array(list)) = top.get("pieces") else {
        return Err(ProtocolError::Shape(
            "expected a \"pieces\" array at the top level".into(),
        ));
    };
    let mut pos = Position::empty();
    let mut placed: Vec<(Tile, usize)> = Vec::new();
    for (index, entry) in list.iter().enumerate() {
        let (tile, piece) = parse_piece(index, entry)?;
        if let Some((_, other)) = placed.iter().find(|(t, _)| *t == tile) {
            return Err(ProtocolError::Piece {
                index,
                who: format!(" ({piece})"),
                what: format!(
                    "tile {tile} already holds pieces[{other}] (one piece per tile, CR 10)"
                ),
            });
        }
        pos.put(tile, piece).expect("tile checked free");
        placed.push((tile, index));
    }
    Ok(pos)
}

fn parse_piece(index: usize, entry: &Value) -> Result<(Tile, Piece), ProtocolError> {
    let err = |who: String, what: String| ProtocolError::Piece { index, who, what };
    let Value::Object(fields) = entry else {
        return Err(err(
            String::new(),
            "expected an object {\"side\":..,\"kind\":..,\"tile\":..}".into(),
        ));
    };
    if let Some(key) = fields
        .keys()
        .find(|k| !["side", "kind", "tile"].contains(&k.as_str()))
    {
        return Err(err(
            String::new(),
            format!(
                "unknown field {} (expected side, kind, tile)",
                crate::core::input::excerpt(key)
            ),
        ));
    }
    let text = |name: &str| -> Result<&str, ProtocolError> {
        match fields.get(name) {
            Some(Value::String(s)) => Ok(s),
            Some(other) => Err(err(
                String::new(),
                format!("field {name:?} must be a string, found {}", short(other)),
            )),
            None => Err(err(String::new(), format!("missing field {name:?}"))),
        }
    };
    let side_text = text("side")?;
    let side = Side::parse(side_text).ok_or_else(|| {
        err(
            String::new(),
            format!(
                "unknown side {} (expected \"white\" or \"black\")",
                crate::core::input::excerpt(side_text)
            ),
        )
    })?;
    let kind_text = text("kind")?;
    let kind = PieceKind::parse(kind_text).ok_or_else(|| {
        err(
            format!(" ({} piece)", side.name()),
            format!(
                "unknown kind {} (expected one of {KINDS})",
                crate::core::input::excerpt(kind_text)
            ),
        )
    })?;
    let piece = Piece::new(side, kind);
    let tile = notation::parse_tile(text("tile")?, Side::White)
        .map_err(|e: NotationError| err(format!(" ({piece})"), e.to_string()))?;
    // Also checked by `Game::from_setup`; here the error names the piece.
    if kind == PieceKind::Pawn {
        crate::goff::game::setup::pawn_tile_possible(side, tile)
            .map_err(|what| err(format!(" ({piece})"), what))?;
    }
    Ok((tile, piece))
}

/// One line of the `reach` output.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ReachMove {
    pub from: String,
    pub to: String,
    pub capture: bool,
    /// Variant specific detail; for Goff: side, piece, notation, overlap
    /// and ways (`spec/protocol.md`).
    #[serde(flatten)]
    pub detail: Map<String, Value>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ReachReport {
    pub moves: Vec<ReachMove>,
}

#[derive(Serialize)]
struct GoffDetail<'a> {
    side: Side,
    piece: PieceKind,
    notation: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    overlap: Option<Overlap>,
    ways: &'a [Way],
}

/// The `reach` report of a position: every piece of both sides, sorted by
/// from, then to, in board order.
pub fn reach_report(pos: &Position, options: Readings) -> ReachReport {
    let mut moves = Vec::new();
    for (from, piece) in pos.pieces() {
        for d in crate::goff::engine::reach_with(pos, from, options) {
            moves.push(reach_move(pos, from, piece, &d));
        }
    }
    ReachReport { moves }
}

fn reach_move(pos: &Position, from: Tile, piece: Piece, d: &Destination) -> ReachMove {
    let captured = pos.piece_at(d.to).map(|p| p.kind);
    let overlap = (piece.kind == PieceKind::Queen)
        .then(|| Overlap::of(d.to.coords() - from.coords()))
        .flatten();
    let detail = GoffDetail {
        side: piece.side,
        piece: piece.kind,
        notation: notation::move_text(piece.kind, captured, d.to, piece.side),
        overlap,
        ways: &d.ways,
    };
    let Value::Object(detail) = serde_json::to_value(detail).expect("serialisable") else {
        unreachable!("a struct serialises to an object")
    };
    ReachMove {
        from: from.to_string(),
        to: d.to.to_string(),
        capture: d.capture,
        detail,
    }
}

/// A position in the protocol's input form, pieces in board order:
/// `parse_position(&position_json(p)) == p`.
pub fn position_json(pos: &Position) -> String {
    position_value(pos).to_string()
}

/// [`position_json`] as a JSON value.
pub fn position_value(pos: &Position) -> Value {
    let pieces: Vec<Value> = pos
        .pieces()
        .map(|(t, p)| {
            serde_json::json!({"side": p.side.name(), "kind": p.kind.name(), "tile": t.to_string()})
        })
        .collect();
    serde_json::json!({ "pieces": pieces })
}

/// A game in the protocol's input form: `parse_game_value(&game_json(g))`
/// gives back `g` (its position, side, en passant and castling rights).
pub fn game_json(game: &Game) -> Value {
    let Value::Object(mut top) = position_value(&game.position) else {
        unreachable!("position_value is an object")
    };
    top.insert("to_move".into(), game.to_move.name().into());
    if let Some(ep) = &game.en_passant {
        top.insert("en_passant".into(), ep.pawn.to_string().into());
    }
    let rights: Vec<Value> = game.castling.iter().map(|t| t.to_string().into()).collect();
    top.insert("castling".into(), rights.into());
    Value::Object(top)
}

/// The `moves` report: every legal move of the side to move.
#[derive(Debug, Clone, Serialize)]
pub struct MovesReport {
    /// The position as a compact string (`spec/position-string.md`).
    pub fen: String,
    pub to_move: Side,
    pub status: Status,
    pub check: bool,
    pub moves: Vec<MoveEntry>,
}

#[derive(Debug, Clone, Serialize)]
pub struct MoveEntry {
    pub from: Tile,
    pub to: Tile,
    #[serde(flatten)]
    pub kind: MoveKind,
    pub piece: PieceKind,
    pub capture: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub captured: Option<PieceKind>,
    pub notation: String,
}

pub fn moves_report(game: &mut Game) -> MovesReport {
    let mut moves = game.legal_moves();
    moves.sort();
    let entries = moves.iter().map(|m| move_entry(game, m)).collect();
    let status = if moves.is_empty() {
        game.status()
    } else {
        Status::Ongoing
    };
    MovesReport {
        fen: super::fen::to_fen(game),
        to_move: game.to_move,
        status,
        check: game.in_check(game.to_move),
        moves: entries,
    }
}

pub fn move_entry(game: &Game, m: &Move) -> MoveEntry {
    MoveEntry {
        notation: game.notation(m),
        ..unwritten_entry(game, m)
    }
}

/// [`move_entry`] but for its notation, left empty: what a move's key
/// is made of (`core::case::move_key`), without the cost of writing the
/// move, which lists the position's moves again to disambiguate.
pub fn unwritten_entry(game: &Game, m: &Move) -> MoveEntry {
    let piece = game.position.piece_at(m.from).expect("mover").kind;
    let captured = match m.kind {
        MoveKind::EnPassant(t) => game.position.piece_at(t),
        MoveKind::Fission(d) => game.position.piece_at(m.to).or(game.position.piece_at(d)),
        MoveKind::Combine | MoveKind::Teleport(_) | MoveKind::Uplift | MoveKind::Castle(_) => None,
        _ => game.position.piece_at(m.to),
    }
    .map(|p| p.kind);
    MoveEntry {
        from: m.from,
        to: m.to,
        kind: m.kind,
        piece,
        capture: captured.is_some(),
        captured,
        notation: String::new(),
    }
}

/// A serialisable struct as the JSON object the protocol carries.
pub(crate) fn to_object(v: impl serde::Serialize) -> Map<String, Value> {
    match serde_json::to_value(v).expect("serialisable") {
        Value::Object(m) => m,
        _ => unreachable!("a struct serialises to an object"),
    }
}
