//! A position as the protocol writes it, read in two steps, in the manner
//! of shakmaty's `Setup` and `FromSetup`: [`Setup::from_json`] and
//! [`Setup::from_compact`] read only the form (fields, names, letters,
//! counts) into a [`Setup`], and [`Game::from_setup`] is the one way from
//! a setup to a game, judging what a position must be (where pieces may
//! stand, castling rights, the kings, check). Every refusal is a
//! [`SetupError`] that says what was wrong as data; its text is the
//! protocol's message, so the seam turns it into
//! [`VariantError::Rejected`] unchanged.
//!
//! JSON: `{"pieces":[{"side":"white","kind":"rook","cell":"Ia7"}, ...],
//! "to_move":"white", "castling":["Id4","Ia7"]}`, and
//! `"pockets":{"white":1,"black":1}` in a game with a pocket,
//! `"captured":{"white":[...],"black":[...]}` in one that keeps captured
//! pieces, `"frozen":[boards]` and `"mates":{"white":N,"black":N}` in one
//! that counts mates.
//! Compact: one character per cell in board order (`congruent board
//! --variant ID` lists them), the kind's letter (upper case White) or
//! `.`; then the side (`w`/`b`); in a game with a pocket, the pieces in
//! pocket `W/B`; then the castling cells joined by `;` (`-` for none);
//! then the frozen boards (`;`, `-`) and the mates `W/B` where the game
//! counts mates, and the captured pieces' letters `WHITE/BLACK` (`-` for
//! none) where it keeps them.

use super::game::{Definition, Game, Piece, PieceKinds, Refusal};
use super::CellId;
use crate::core::input::excerpt;
use crate::core::side::Side;
use crate::core::validation::{Validation, OPT_IN};
use crate::core::variant::VariantError;
use serde_json::{Map, Value};

/// A piece and the cell it stands on, as a setup lists them.
pub type Placed<K> = (Piece<K>, CellId);

/// A position as written, before any judgement of it: what the JSON and
/// the compact forms are read into. Its cells and levels are indices into
/// the definition it was read for. [`Game::from_setup`] is the one way
/// from a setup to a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup<K> {
    /// Each piece and its cell, in the order the position lists them (a
    /// list, so that a position naming a cell twice can be told so).
    pub pieces: Vec<Placed<K>>,
    /// The side to move (White where the JSON form leaves it out).
    pub to_move: Side,
    /// Pieces in pocket, White's then Black's (games with a pocket).
    pub pockets: [u8; 2],
    /// Each side's pieces the enemy has taken, White's then Black's
    /// (games that keep them).
    pub captured: [Vec<K>; 2],
    /// The levels out of play (games that count mates).
    pub frozen: Vec<u8>,
    /// Mates delivered, by White then Black (games that count mates).
    pub mates: [u8; 2],
    /// The cells named as keeping a castling right.
    pub castling: Vec<CellId>,
}

/// Written by hand rather than derived: a derive would ask `K: Default`,
/// which no kind of piece has or needs.
impl<K> Default for Setup<K> {
    /// An empty board, White to move, nothing in pocket, captured or
    /// frozen, no castling rights.
    fn default() -> Self {
        Setup {
            pieces: Vec::new(),
            to_move: Side::White,
            pockets: [0, 0],
            captured: [Vec::new(), Vec::new()],
            frozen: Vec::new(),
            mates: [0, 0],
            castling: Vec::new(),
        }
    }
}

/// Why a position is refused: one variant per judgement, its fields what
/// was found and where. The text of each is the protocol's message, byte
/// for byte (tests and other programs compare it); text found in the
/// input is kept whole here and quoted as an excerpt only when shown.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The position is neither a JSON object nor a compact string.
    #[error("expected a JSON object or a compact string, found {}", excerpt(.found))]
    NotAPosition {
        /// The JSON value given, as JSON text.
        found: String,
    },
    /// A JSON field the variant does not have.
    #[error("unknown field {} (expected {})", excerpt(.field), .expected.join(", "))]
    UnknownField {
        /// The field's name.
        field: String,
        /// The variant's fields.
        expected: Vec<&'static str>,
    },
    /// The JSON form has no `pieces` array.
    #[error("expected a \"pieces\" array")]
    NoPieces,
    /// An entry of `pieces` is not an object.
    #[error("pieces[{index}]: expected {{\"side\",\"kind\",\"cell\"}}")]
    NotAPiece {
        /// Its place in `pieces`.
        index: usize,
    },
    /// A piece has a field other than side, kind and cell.
    #[error("pieces[{index}]: unknown field {} (expected side, kind, cell)", excerpt(.field))]
    UnknownPieceField {
        /// The piece's place in `pieces`.
        index: usize,
        /// The field's name.
        field: String,
    },
    /// A piece lacks one of its fields, or has one that is not a string.
    #[error("pieces[{index}]: missing string \"{field}\"")]
    MissingField {
        /// The piece's place in `pieces`.
        index: usize,
        /// `side`, `kind` or `cell`.
        field: &'static str,
    },
    /// A side that is neither `white` nor `black`.
    #[error("{at}: white or black, found {}", excerpt(.found))]
    BadSide {
        /// Where: `to_move`, or `pieces[N]: side`.
        at: String,
        /// The text found.
        found: String,
    },
    /// `to_move` is not a string.
    #[error("to_move: white or black")]
    ToMoveNotText,
    /// A kind's name the variant does not have.
    #[error("{at}: unknown kind {} ({})", excerpt(.found), .kinds.join(", "))]
    UnknownKind {
        /// Where: `pieces[N]`, or `captured.SIDE`.
        at: String,
        /// The name found (in `captured`, the JSON value's text).
        found: String,
        /// The variant's kinds.
        kinds: Vec<&'static str>,
    },
    /// A cell's name the board does not have.
    #[error("{at}: no cell {} (`congruent board --variant {variant}` lists the cells)", excerpt(.name))]
    NoCell {
        /// Where: `pieces[N]`, `castling`, or the caller's (`CELL`).
        at: String,
        /// The name found.
        name: String,
        /// The variant's id, for the command that lists its cells.
        variant: &'static str,
    },
    /// Two pieces are named on one cell.
    #[error("pieces[{index}]: cell {cell} holds two pieces")]
    TwoPiecesOnOneCell {
        /// The second piece's place in `pieces`.
        index: usize,
        /// The cell's name.
        cell: String,
    },
    /// A per-side field names something other than white and black.
    #[error("{field}: unknown side {}", excerpt(.side))]
    UnknownSide {
        /// `pockets`, `captured` or `mates`.
        field: &'static str,
        /// The key found.
        side: String,
    },
    /// A per-side field is not an object.
    #[error("{field}: expected {shape}")]
    NotPerSide {
        /// `pockets`, `captured` or `mates`.
        field: &'static str,
        /// The shape it must have.
        shape: &'static str,
    },
    /// A JSON pocket count is not a whole number up to the most a pocket
    /// holds.
    #[error("pockets.{}: 0 to {most} (the {kind} in pocket)", .side.name())]
    PocketCount {
        /// Whose pocket.
        side: Side,
        /// The most it holds.
        most: u8,
        /// The kind it holds.
        kind: &'static str,
    },
    /// A side's captured pieces are not a JSON list.
    #[error("captured.{}: a list of kinds", .side.name())]
    CapturedNotList {
        /// Whose captured pieces.
        side: Side,
    },
    /// `frozen` is not a JSON list.
    #[error("frozen: a list of board names")]
    FrozenNotList,
    /// A board's name the variant does not have.
    #[error("{at}: no board {} (boards: {})", excerpt(.name), .boards.join(", "))]
    NoBoard {
        /// Where: `frozen`.
        at: &'static str,
        /// The name found (`?` for a JSON value that is not a string).
        name: String,
        /// The variant's boards.
        boards: &'static [&'static str],
    },
    /// A JSON mate count is not a whole number below the boards' count.
    #[error("mates.{}: a number of boards", .side.name())]
    MatesCount {
        /// Whose mates.
        side: Side,
    },
    /// A JSON castling entry is not a string.
    #[error("castling: cell names")]
    CastlingNotName,
    /// `castling` is neither a JSON list nor null.
    #[error("castling: a list of cell names")]
    CastlingNotList,
    /// A compact string with the wrong number of fields.
    #[error("expected {expected} fields separated by single spaces ({names}), found {found}")]
    FieldCount {
        /// How many the variant's compact form has.
        expected: usize,
        /// Their names.
        names: &'static str,
        /// How many were found.
        found: usize,
    },
    /// A compact string's cells are not one character per cell.
    #[error("cells: expected {expected} characters, one per cell in board order, found {found}")]
    CellCount {
        /// The board's cells.
        expected: usize,
        /// The characters found.
        found: usize,
    },
    /// A compact cell's character is neither a kind's letter nor `.`.
    #[error("cells: {letter:?} at {cell} is not one of {letters} or .")]
    NotALetter {
        /// The character found.
        letter: char,
        /// The cell it stands for.
        cell: String,
        /// The variant's letters.
        letters: String,
    },
    /// A compact side that is neither `w` nor `b`.
    #[error("side: w or b, found {}", excerpt(.found))]
    CompactSide {
        /// The text found.
        found: String,
    },
    /// Compact pockets that are not `W/B`, each a digit up to the most a
    /// pocket holds.
    #[error("pockets: W/B with each 0 to {most}, found {}", excerpt(.found))]
    CompactPockets {
        /// The most a pocket holds.
        most: u8,
        /// The text found.
        found: String,
    },
    /// Compact captured pieces that are not `WHITE/BLACK`.
    #[error("captured: WHITE/BLACK letters (- for none), found {}", excerpt(.found))]
    CompactCaptured {
        /// The text found.
        found: String,
    },
    /// A compact captured piece's letter the variant does not have.
    #[error("captured: {letter:?} is not a kind's letter")]
    CapturedLetter {
        /// The character found.
        letter: char,
    },
    /// Compact mates that are not `W/B`, each a digit below the boards'
    /// count.
    #[error("mates: W/B, found {}", excerpt(.found))]
    CompactMates {
        /// The text found.
        found: String,
    },
    /// A piece stands where the definition says none can
    /// ([`Definition::may_stand`]).
    #[error("a {} {kind} on {cell}{rule}", .side.name())]
    Misplaced {
        /// The piece's side.
        side: Side,
        /// The piece's kind, by name.
        kind: &'static str,
        /// The cell's name.
        cell: String,
        /// The rule, as the definition words it after the cell.
        rule: &'static str,
    },
    /// A castling right on a cell that is no home, or whose home piece is
    /// not there, or named twice.
    #[error("castling {cell}: a castling right belongs only to {} holding its unmoved piece, each named once", .homes.join(", "))]
    CastlingRight {
        /// The cell named.
        cell: String,
        /// Every home cell, White's then Black's.
        homes: Vec<&'static str>,
    },
    /// A side without the game's number of kings ([`Validation::Legal`]).
    #[error("{} has {count} {}: a game has {per_side} {} per side{}", .side.name(), kings(*.count), kings(*.per_side), OPT_IN)]
    Kings {
        /// The side.
        side: Side,
        /// Its kings.
        count: usize,
        /// The kings a side has in a game.
        per_side: usize,
    },
    /// The kings stand next to each other where the definition forbids
    /// it ([`Refusal::KingsAdjacent`], under [`Validation::Legal`]).
    #[error("the kings on {white} and {black} are adjacent: {rule}{}", OPT_IN)]
    KingsAdjacent {
        /// White's king's cell.
        white: String,
        /// Black's king's cell.
        black: String,
        /// The definition's rule.
        rule: &'static str,
    },
    /// The side that just moved has left its king attacked
    /// ([`Validation::Legal`]).
    #[error("{}, not to move, is in check{}", .side.name(), OPT_IN)]
    OpponentInCheck {
        /// The side not to move.
        side: Side,
    },
}

/// "king" or "kings", as many as `n`.
fn kings(n: usize) -> &'static str {
    if n == 1 {
        "king"
    } else {
        "kings"
    }
}

/// The seam's error for a refused position: its kind is `rejected`, its
/// text the setup error's. Here, not in `core/`, since the core names no
/// variant's types.
impl From<SetupError> for VariantError {
    fn from(e: SetupError) -> Self {
        VariantError::Rejected(e.to_string())
    }
}

/// The cell named `name`, at `at` in the position (the seam's `draw`
/// names its cell argument the same way).
pub(super) fn find<D: Definition>(d: D, name: &str, at: &str) -> Result<CellId, SetupError> {
    d.board().find(name).ok_or_else(|| SetupError::NoCell {
        at: at.to_string(),
        name: name.to_string(),
        variant: d.id(),
    })
}

/// The level named `name`, at `at` in the position.
fn level<D: Definition>(d: D, name: &str, at: &'static str) -> Result<u8, SetupError> {
    let levels = d.levels();
    levels
        .iter()
        .position(|l| *l == name)
        .map(|n| n as u8)
        .ok_or_else(|| SetupError::NoBoard {
            at,
            name: name.to_string(),
            boards: levels,
        })
}

fn kind_names<K: PieceKinds>() -> Vec<&'static str> {
    K::ALL.iter().map(|k| k.name()).collect()
}

fn cell_name<D: Definition>(d: D, c: CellId) -> String {
    d.board().cell(c).name.clone()
}

/// The fields of a piece in the JSON form.
const PIECE_FIELDS: [&str; 3] = ["side", "kind", "cell"];

impl<K: PieceKinds> Setup<K> {
    /// The setup the JSON form writes, for `d`: its fields, names and
    /// counts read, the first fault in the text's order refused. Nothing
    /// about the position as a whole is judged here
    /// ([`Game::from_setup`] does).
    pub fn from_json<D: Definition<Kind = K>>(
        d: D,
        v: &Map<String, Value>,
    ) -> Result<Self, SetupError> {
        json_fields(d, v)?;
        let mut s = Setup {
            pieces: json_pieces(d, v)?,
            ..Setup::default()
        };
        s.to_move = json_to_move(v)?;
        if let Some((kind, most)) = d.pocket() {
            s.pockets = json_pockets(v, kind.name(), most)?;
        }
        if d.keeps_captured() {
            let shape = "{\"white\":[...],\"black\":[...]}";
            s.captured = per_side(v, "captured", shape, json_captured)?;
        }
        if d.counts_mates() {
            s.frozen = json_frozen(d, v)?;
            s.mates = json_mates(d, v)?;
        }
        s.castling = json_castling(d, v)?;
        Ok(s)
    }

    /// The setup the compact form writes, for `d`: its fields, letters
    /// and counts read, the first fault in the text's order refused.
    /// Nothing about the position as a whole is judged here
    /// ([`Game::from_setup`] does).
    pub fn from_compact<D: Definition<Kind = K>>(d: D, s: &str) -> Result<Self, SetupError> {
        let f = compact_fields(d, s)?;
        let mut setup = Setup {
            pieces: compact_cells(d, f.cells)?,
            ..Setup::default()
        };
        setup.to_move = compact_side(f.side)?;
        if let (Some(p), Some((_, most))) = (f.pockets, d.pocket()) {
            setup.pockets = compact_pockets(p, most)?;
        }
        setup.castling = compact_castling(d, f.castling)?;
        if let Some(c) = f.captured {
            setup.captured = compact_captured(c)?;
        }
        if let Some((frozen, mates)) = f.tail {
            setup.frozen = compact_frozen(d, frozen)?;
            setup.mates = compact_mates(d, mates)?;
        }
        Ok(setup)
    }
}

/// Every top-level field is one the variant has.
fn json_fields<D: Definition>(d: D, v: &Map<String, Value>) -> Result<(), SetupError> {
    let mut expected = vec!["pieces", "to_move", "castling"];
    if d.pocket().is_some() {
        expected.push("pockets");
    }
    if d.counts_mates() {
        expected.extend(["frozen", "mates"]);
    }
    if d.keeps_captured() {
        expected.push("captured");
    }
    match v.keys().find(|k| !expected.contains(&k.as_str())) {
        Some(k) => Err(SetupError::UnknownField {
            field: k.clone(),
            expected,
        }),
        None => Ok(()),
    }
}

/// The `pieces` array, each entry read in turn.
fn json_pieces<D: Definition>(
    d: D,
    v: &Map<String, Value>,
) -> Result<Vec<Placed<D::Kind>>, SetupError> {
    let Some(Value::Array(list)) = v.get("pieces") else {
        return Err(SetupError::NoPieces);
    };
    let mut pieces: Vec<Placed<D::Kind>> = Vec::with_capacity(list.len());
    for (index, p) in list.iter().enumerate() {
        let (piece, c) = json_piece(d, index, p)?;
        // Refused here as well as by `Game::from_setup`: the protocol
        // reports a position's first fault in the text's order, and a
        // cell named twice comes before `to_move`.
        if pieces.iter().any(|&(_, seen)| seen == c) {
            let cell = cell_name(d, c);
            return Err(SetupError::TwoPiecesOnOneCell { index, cell });
        }
        pieces.push((piece, c));
    }
    Ok(pieces)
}

/// Entry `index` of `pieces`: `{"side","kind","cell"}`.
fn json_piece<D: Definition>(d: D, index: usize, p: &Value) -> Result<Placed<D::Kind>, SetupError> {
    let Value::Object(f) = p else {
        return Err(SetupError::NotAPiece { index });
    };
    if let Some(k) = f.keys().find(|k| !PIECE_FIELDS.contains(&k.as_str())) {
        let field = k.clone();
        return Err(SetupError::UnknownPieceField { index, field });
    }
    let text = |field: &'static str| {
        f.get(field)
            .and_then(Value::as_str)
            .ok_or(SetupError::MissingField { index, field })
    };
    let at = format!("pieces[{index}]");
    let side = json_side(text("side")?, &format!("{at}: side"))?;
    let name = text("kind")?;
    let kind = D::Kind::parse(name).ok_or_else(|| SetupError::UnknownKind {
        at: at.clone(),
        found: name.to_string(),
        kinds: kind_names::<D::Kind>(),
    })?;
    let c = find(d, text("cell")?, &at)?;
    Ok((Piece { side, kind }, c))
}

/// `white` or `black`, at `at` in the position.
fn json_side(s: &str, at: &str) -> Result<Side, SetupError> {
    Side::parse(s).ok_or_else(|| SetupError::BadSide {
        at: at.to_string(),
        found: s.to_string(),
    })
}

/// `to_move`, White where absent.
fn json_to_move(v: &Map<String, Value>) -> Result<Side, SetupError> {
    match v.get("to_move") {
        None => Ok(Side::White),
        Some(Value::String(s)) => json_side(s, "to_move"),
        Some(_) => Err(SetupError::ToMoveNotText),
    }
}

/// `pockets`: each side's count of `kind`, 0 to `most`.
fn json_pockets(
    v: &Map<String, Value>,
    kind: &'static str,
    most: u8,
) -> Result<[u8; 2], SetupError> {
    let count = |side: Side, n: &Value| {
        n.as_u64()
            .filter(|&n| n <= most as u64)
            .map(|n| n as u8)
            .ok_or(SetupError::PocketCount { side, most, kind })
    };
    per_side(v, "pockets", "{\"white\":N,\"black\":N}", count)
}

/// One side's entry of `captured`: a list of kinds' names, sorted.
fn json_captured<K: PieceKinds>(side: Side, v: &Value) -> Result<Vec<K>, SetupError> {
    let Value::Array(l) = v else {
        return Err(SetupError::CapturedNotList { side });
    };
    let kind = |k: &Value| {
        k.as_str()
            .and_then(K::parse)
            .ok_or_else(|| SetupError::UnknownKind {
                at: format!("captured.{}", side.name()),
                found: k.to_string(),
                kinds: kind_names::<K>(),
            })
    };
    let mut kinds = l.iter().map(kind).collect::<Result<Vec<_>, _>>()?;
    kinds.sort();
    Ok(kinds)
}

/// `frozen`: a list of boards' names, none where absent.
fn json_frozen<D: Definition>(d: D, v: &Map<String, Value>) -> Result<Vec<u8>, SetupError> {
    match v.get("frozen") {
        None => Ok(Vec::new()),
        Some(Value::Array(l)) => l
            .iter()
            .map(|b| level(d, b.as_str().unwrap_or("?"), "frozen"))
            .collect(),
        Some(_) => Err(SetupError::FrozenNotList),
    }
}

/// `mates`: each side's count, below the number of boards.
fn json_mates<D: Definition>(d: D, v: &Map<String, Value>) -> Result<[u8; 2], SetupError> {
    let boards = d.levels().len() as u64;
    let count = |side: Side, n: &Value| {
        n.as_u64()
            .filter(|&n| n < boards)
            .map(|n| n as u8)
            .ok_or(SetupError::MatesCount { side })
    };
    per_side(v, "mates", "{\"white\":N,\"black\":N}", count)
}

/// `castling`: a list of cells' names, none where absent or null.
fn json_castling<D: Definition>(d: D, v: &Map<String, Value>) -> Result<Vec<CellId>, SetupError> {
    match v.get("castling") {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Array(l)) => l
            .iter()
            .map(|c| {
                c.as_str()
                    .ok_or(SetupError::CastlingNotName)
                    .and_then(|s| find(d, s, "castling"))
            })
            .collect(),
        Some(_) => Err(SetupError::CastlingNotList),
    }
}

/// A field holding one value per side, `{"white": ..., "black": ...}`:
/// White's then Black's, each read by `one` (the default where absent).
fn per_side<T: Default>(
    v: &Map<String, Value>,
    field: &'static str,
    shape: &'static str,
    one: impl Fn(Side, &Value) -> Result<T, SetupError>,
) -> Result<[T; 2], SetupError> {
    match v.get(field) {
        None => Ok([T::default(), T::default()]),
        Some(Value::Object(m)) => {
            if let Some(k) = m.keys().find(|k| !["white", "black"].contains(&k.as_str())) {
                let side = k.clone();
                return Err(SetupError::UnknownSide { field, side });
            }
            let side = |s: Side| m.get(s.name()).map_or(Ok(T::default()), |x| one(s, x));
            Ok([side(Side::White)?, side(Side::Black)?])
        }
        Some(_) => Err(SetupError::NotPerSide { field, shape }),
    }
}

/// A compact string cut into its fields, by what the variant has.
struct Fields<'a> {
    cells: &'a str,
    side: &'a str,
    pockets: Option<&'a str>,
    castling: &'a str,
    captured: Option<&'a str>,
    /// The frozen boards and the mates.
    tail: Option<(&'a str, &'a str)>,
}

/// The fields of a compact string, as many as the variant has.
fn compact_fields<D: Definition>(d: D, s: &str) -> Result<Fields<'_>, SetupError> {
    let mut fields: Vec<&str> = s.split(' ').collect();
    // A game that keeps captured pieces ends with them; one that counts
    // mates with the frozen boards and the mates.
    let captured = match d.keeps_captured() && fields.len() > 1 {
        true => fields.pop(),
        false => None,
    };
    let tail = match d.counts_mates() && fields.len() > 2 {
        true => fields.split_off(fields.len() - 2),
        false => Vec::new(),
    };
    let tail = match tail[..] {
        [frozen, mates] => Some((frozen, mates)),
        _ => None,
    };
    let (cells, side, pockets, castling) = match (d.pocket(), &fields[..]) {
        (Some(_), [c, s, p, k]) => (*c, *s, Some(*p), *k),
        (None, [c, s, k]) => (*c, *s, None, *k),
        _ => return Err(field_count(d, fields.len())),
    };
    Ok(Fields {
        cells,
        side,
        pockets,
        castling,
        captured,
        tail,
    })
}

/// The refusal of a compact string of `found` fields, naming the fields
/// the variant's compact form has.
fn field_count<D: Definition>(d: D, found: usize) -> SetupError {
    let (expected, names) = match (d.pocket(), d.counts_mates()) {
        (Some(_), _) => (4, "cells, side, pockets, castling"),
        (None, false) => (3, "cells, side, castling"),
        (None, true) => (5, "cells, side, castling, frozen boards, mates"),
    };
    SetupError::FieldCount {
        expected,
        names,
        found,
    }
}

/// The cells field: one character per cell in board order, a kind's
/// letter (upper case White) or `.`.
fn compact_cells<D: Definition>(d: D, cells: &str) -> Result<Vec<Placed<D::Kind>>, SetupError> {
    let (expected, found) = (d.board().len(), cells.chars().count());
    if found != expected {
        return Err(SetupError::CellCount { expected, found });
    }
    let mut pieces = Vec::new();
    for (n, ch) in cells.chars().enumerate() {
        let c = n as CellId;
        if ch == '.' {
            continue;
        }
        let kind = Some(ch)
            .filter(char::is_ascii_alphabetic)
            .and_then(|ch| D::Kind::from_letter(ch.to_ascii_uppercase()))
            .ok_or_else(|| SetupError::NotALetter {
                letter: ch,
                cell: cell_name(d, c),
                letters: D::Kind::ALL.iter().map(|k| k.letter()).collect(),
            })?;
        let side = match ch.is_ascii_uppercase() {
            true => Side::White,
            false => Side::Black,
        };
        pieces.push((Piece { side, kind }, c));
    }
    Ok(pieces)
}

/// The side field: `w` or `b`.
fn compact_side(side: &str) -> Result<Side, SetupError> {
    match side {
        "w" => Ok(Side::White),
        "b" => Ok(Side::Black),
        o => Err(SetupError::CompactSide {
            found: o.to_string(),
        }),
    }
}

/// The pockets field: `W/B`, each a digit from 0 to `most`.
fn compact_pockets(p: &str, most: u8) -> Result<[u8; 2], SetupError> {
    // Checked: a byte below `0` (`-/0`) must be refused, not overflow.
    let digit = |b: u8| b.checked_sub(b'0').filter(|&n| n <= most);
    match p.as_bytes() {
        [w, b'/', k] => digit(*w).zip(digit(*k)).map(|(w, k)| [w, k]),
        _ => None,
    }
    .ok_or_else(|| SetupError::CompactPockets {
        most,
        found: p.to_string(),
    })
}

/// The castling field: cells' names joined by `;`, or `-`.
fn compact_castling<D: Definition>(d: D, castling: &str) -> Result<Vec<CellId>, SetupError> {
    match castling {
        "-" => Ok(Vec::new()),
        l => l.split(';').map(|c| find(d, c, "castling")).collect(),
    }
}

/// The captured field: `WHITE/BLACK`, each the kinds' letters (upper
/// case) or `-`.
fn compact_captured<K: PieceKinds>(c: &str) -> Result<[Vec<K>; 2], SetupError> {
    let kinds = |text: &str| -> Result<Vec<K>, SetupError> {
        if text == "-" {
            return Ok(Vec::new());
        }
        let letter = |ch| K::from_letter(ch).ok_or(SetupError::CapturedLetter { letter: ch });
        let mut v = text.chars().map(letter).collect::<Result<Vec<_>, _>>()?;
        v.sort();
        Ok(v)
    };
    let Some((w, b)) = c.split_once('/') else {
        let found = c.to_string();
        return Err(SetupError::CompactCaptured { found });
    };
    Ok([kinds(w)?, kinds(b)?])
}

/// The frozen field: boards' names joined by `;`, or `-`.
fn compact_frozen<D: Definition>(d: D, frozen: &str) -> Result<Vec<u8>, SetupError> {
    match frozen {
        "-" => Ok(Vec::new()),
        l => l.split(';').map(|b| level(d, b, "frozen")).collect(),
    }
}

/// The mates field: `W/B`, each a digit below the number of boards.
fn compact_mates<D: Definition>(d: D, mates: &str) -> Result<[u8; 2], SetupError> {
    // Checked: a byte below `0` (`-/0`) must be refused, not overflow.
    let count = |b: u8| {
        b.checked_sub(b'0')
            .filter(|&n| (n as usize) < d.levels().len())
    };
    match mates.as_bytes() {
        [w, b'/', k] => count(*w).zip(count(*k)).map(|(w, k)| [w, k]),
        _ => None,
    }
    .ok_or_else(|| SetupError::CompactMates {
        found: mates.to_string(),
    })
}

impl<D: Definition> Game<D> {
    /// The game a setup describes, played under `d`: the one way from a
    /// setup to a game. Always checked: one piece a cell, every piece
    /// where the definition lets it stand, castling rights on homes
    /// holding their unmoved piece, each named once. With
    /// [`Validation::Legal`] (the default) also: the game's kings per
    /// side, the definition's own condition ([`Definition::allowed`]),
    /// and the side not to move not in check. The setup's cells and
    /// levels must be `d`'s, as those of a setup read for `d` are: a
    /// cell beyond the board panics.
    pub fn from_setup(
        d: D,
        setup: Setup<D::Kind>,
        validation: Validation,
    ) -> Result<Self, SetupError> {
        let g = place(d, setup)?;
        check_standing(&g)?;
        check_castling(&g)?;
        if validation == Validation::Legal {
            check_kings(&g)?;
            check_allowed(&g)?;
            let side = g.to_move.opponent();
            if g.in_check(side) {
                return Err(SetupError::OpponentInCheck { side });
            }
        }
        Ok(g)
    }
}

/// The setup's pieces and fields on a game of `d`, one piece a cell.
fn place<D: Definition>(d: D, setup: Setup<D::Kind>) -> Result<Game<D>, SetupError> {
    let mut g = Game::new(d);
    for (index, (piece, c)) in setup.pieces.into_iter().enumerate() {
        if g.is_occupied(c) {
            let cell = cell_name(d, c);
            return Err(SetupError::TwoPiecesOnOneCell { index, cell });
        }
        g.put(c, Some(piece));
    }
    g.to_move = setup.to_move;
    g.pockets = setup.pockets;
    g.captured = setup.captured;
    g.frozen = setup.frozen;
    g.mates = setup.mates;
    g.castling = setup.castling;
    Ok(g)
}

/// Every piece stands where the definition lets it, the first refused
/// in board order.
fn check_standing<D: Definition>(g: &Game<D>) -> Result<(), SetupError> {
    let d = g.rules;
    for c in d.board().ids() {
        let Some(p) = g.piece(c) else { continue };
        d.may_stand(p, c).map_err(|rule| SetupError::Misplaced {
            side: p.side,
            kind: p.kind.name(),
            cell: cell_name(d, c),
            rule,
        })?;
    }
    Ok(())
}

/// Each castling right is on a home holding its unmoved piece, named
/// once.
fn check_castling<D: Definition>(g: &Game<D>) -> Result<(), SetupError> {
    let d = g.rules;
    for (n, &c) in g.castling.iter().enumerate() {
        let home = g.piece(c).is_some_and(|p| {
            d.castling_homes(p.side)
                .iter()
                .any(|&(home, kind)| home == d.board().cell(c).name && kind == p.kind)
        });
        if !home || g.castling[..n].contains(&c) {
            let homes = [Side::White, Side::Black]
                .iter()
                .flat_map(|&s| d.castling_homes(s).iter().map(|h| h.0))
                .collect();
            let cell = cell_name(d, c);
            return Err(SetupError::CastlingRight { cell, homes });
        }
    }
    Ok(())
}

/// Each side has the game's number of kings, White's judged first.
fn check_kings<D: Definition>(g: &Game<D>) -> Result<(), SetupError> {
    let d = g.rules;
    for side in [Side::White, Side::Black] {
        let count = g
            .cells()
            .iter()
            .flatten()
            .filter(|p| p.side == side && p.kind == d.king())
            .count();
        if count != d.kings() {
            let per_side = d.kings();
            return Err(SetupError::Kings {
                side,
                count,
                per_side,
            });
        }
    }
    Ok(())
}

/// The definition's own condition on a position holds.
fn check_allowed<D: Definition>(g: &Game<D>) -> Result<(), SetupError> {
    let d = g.rules;
    d.allowed(g).map_err(|refusal| match refusal {
        Refusal::KingsAdjacent { white, black, rule } => SetupError::KingsAdjacent {
            white: cell_name(d, white),
            black: cell_name(d, black),
            rule,
        },
    })
}
