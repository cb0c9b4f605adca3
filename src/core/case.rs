//! The conformance suite's data, below the seam so that every variant
//! can write its cases and mutants without importing the suite or the
//! protocol: a case ([`Case`], its [`Input`] and [`Expect`]), the key of
//! a move ([`move_key`]), the order of rule names, and a mutant's data
//! ([`Mutant`], [`Fault`]). `suite`, `suite::mutants` and `protocol`
//! re-export them and add what needs the registry (validating, judging,
//! requests).

use crate::core::validation::Validation;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};

/// One case: a request and its expectation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Case {
    /// Unique within the suite, stable across versions.
    pub id: String,
    /// The variant's id (`goff`, `tetrahedral`, …), sent as the request's
    /// `variant`.
    pub variant: String,
    /// The rule options the request carries, as a request's `options`
    /// object (absent keys: the variant's adopted readings).
    #[serde(default)]
    pub options: Map<String, Value>,
    /// The rules the case exercises (`CR49`, `stack`).
    pub rules: Vec<String>,
    /// Where the expectation comes from: a figure, table or line of the
    /// source, a spec page, or `derived: how`.
    pub source: String,
    /// `slow` (minutes, not seconds, for a slow program; `conform
    /// --skip-slow` leaves these out), `falcon` (Positional: the answer
    /// rests on our reading of the falcon, which the source never
    /// defines).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub flags: Vec<String>,
    /// `reach`, `moves` or `perft`.
    pub op: String,
    /// What the request sends beside `op`: the position and the op's
    /// arguments.
    pub input: Input,
    /// What the answer must show.
    pub expect: Expect,
}

/// A case's request beyond its op, variant and options: the position and
/// what the op reads (`spec/conformance.md#cases`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Input {
    /// The position as the variant's JSON object.
    pub position: Value,
    /// `reach`: judge only the moves of the piece on this cell.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// `perft`: the depth.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
    /// `perft`: also compare the counts per first move.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub divide: bool,
    /// The position is one no game reaches; the program is asked to
    /// analyse it anyway (`allow_illegal` in the request).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub allow_illegal: bool,
}

/// What the answer must show; every field optional, all present ones
/// checked. Move patterns are move keys (`FROM-TO[ KIND[:DETAIL]]`); a
/// pattern without a kind matches a move of any kind between the two
/// cells, one without a detail any detail.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// The program must refuse the position (a negative case).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rejected: bool,
    /// Exactly these move keys.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moves: Option<BTreeSet<String>>,
    /// Each pattern matches some move.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub include: Vec<String>,
    /// No move matches these patterns. A pattern may end in ` = NOTATION`:
    /// then only a move whose `notation` field is NOTATION matches (a
    /// detail field: a program that writes no notation never matches).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub exclude: Vec<String>,
    /// The number of moves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<usize>,
    /// `moves`: the game's status (`ongoing`, `checkmate`, `stalemate`,
    /// `draw`; [`MovesReply::status`](crate::core::variant::MovesReply::status)).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
    /// `moves`: whether the side to move is in check.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub check: Option<bool>,
    /// perft: the node count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nodes: Option<u64>,
    /// perft with divide: the count below each first move, by key.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub divide: Option<BTreeMap<String, u64>>,
    /// moves, for a variant whose moves split the position into weighted
    /// histories (goff-quantum): each listed move's `histories` field, by
    /// key (protocol 1.x, optional).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub histories: Option<BTreeMap<String, u64>>,
}

impl Case {
    /// One JSON line.
    pub fn to_line(&self) -> String {
        serde_json::to_string(self).expect("serialisable")
    }

    /// How the case's position is read: `reach` ignores turn and check,
    /// and a case may ask for analysis (`input.allow_illegal`).
    pub fn validation(&self) -> Validation {
        match self.op == "reach" || self.input.allow_illegal {
            true => Validation::Analysis,
            false => Validation::Legal,
        }
    }
}

/// A rule name as the suite writes it: `49` and `cr49` mean `CR49`.
pub fn rule_name(text: &str) -> String {
    let t = text.trim();
    let digits = t
        .trim_start_matches(['C', 'c'])
        .trim_start_matches(['R', 'r']);
    match digits.parse::<u32>() {
        Ok(n) if !digits.is_empty() => format!("CR{n}"),
        _ => t.to_string(),
    }
}

/// Rules sort by number (`CR2` before `CR10`), then by name, numbers in
/// names in numeric order too (`D4` before `D10`).
pub fn rule_order(rule: &str) -> (u32, String, String) {
    let n = rule
        .strip_prefix("CR")
        .and_then(|d| d.parse().ok())
        .unwrap_or(u32::MAX);
    (n, natural(rule), rule.to_string())
}

/// `rule` with each run of digits padded to ten, so that names compare
/// in numeric order.
fn natural(rule: &str) -> String {
    let mut out = String::new();
    let mut digits = String::new();
    for c in rule.chars().chain(std::iter::once('\0')) {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        if !digits.is_empty() {
            out.push_str(&format!("{digits:0>10}"));
            digits.clear();
        }
        if c != '\0' {
            out.push(c);
        }
    }
    out
}

/// The key of a move (`spec/conformance.md#move-keys`): `FROM-TO`, then,
/// for a `moves` entry whose kind is not `normal`, a space, the kind, and
/// `:DETAIL` where the kind has a detail; for a turn of several moves (an
/// entry with a `moves` array) the moves' keys in order, joined by ` & `.
/// Two programs agree on a move iff they give it the same key.
pub fn move_key(m: &Map<String, Value>) -> String {
    // A turn of several moves (multi-board variants): its moves' keys.
    if let Some(Value::Array(moves)) = m.get("moves") {
        let keys: Vec<String> = moves
            .iter()
            .map(|sub| sub.as_object().map_or("?".into(), move_key))
            .collect();
        return keys.join(" & ");
    }
    let text = |k: &str| m.get(k).and_then(Value::as_str).unwrap_or("?").to_string();
    let mut key = format!("{}-{}", text("from"), text("to"));
    match m.get("kind").and_then(Value::as_str) {
        None | Some("normal") => {}
        Some(kind) => {
            key.push(' ');
            key.push_str(kind);
            match m.get("detail") {
                None | Some(Value::Null) => {}
                Some(d) => {
                    key.push(':');
                    key.push_str(&detail_text(d));
                }
            }
        }
    }
    key
}

/// A detail as text: a string as it is; a list of its non-null items, a
/// list of strings joined by `>`, any other list by `+`. A Goff castle's
/// detail is its two rook slots, the first always filled, the king rook
/// first in a double castle: `[["KR1,1","Q1,2"],null]` is
/// `KR1,1>Q1,2`, `[["KR1,1","Q1,2"],["QR1,1","KB1,2"]]` is
/// `KR1,1>Q1,2+QR1,1>KB1,2`; the cell variants' castle detail is the
/// rook's `[from, to]`: tetrahedral `["Ig1","Ie3"]` is `Ig1>Ie3`.
fn detail_text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Array(items) => {
            let items: Vec<&Value> = items.iter().filter(|v| !v.is_null()).collect();
            let sep = if items.iter().all(|v| v.is_string()) {
                ">"
            } else {
                "+"
            };
            items
                .iter()
                .map(|v| detail_text(v))
                .collect::<Vec<_>>()
                .join(sep)
        }
        other => other.to_string(),
    }
}

/// How a mutant is wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "fault", content = "what")]
pub enum Fault {
    /// The variant played under this option value (a rejected reading).
    Option(&'static str, &'static str),
    /// Moves of this kind (the protocol's `kind`) are never listed.
    Drop(&'static str),
    /// Moves of this piece (the protocol's `piece`) are never listed.
    DropPiece(&'static str),
    /// Moves of this piece along this leap class (the absolute
    /// differences of the two cells' coordinates, smallest first: a Goff
    /// knight's longest leap is `[1, 2, 2]`) are never listed.
    DropLeap(&'static str, [u8; 3]),
    /// A rider that stops one cell short: the last cell of each of this
    /// piece's lines (a move whose next cell along the same line the
    /// piece does not reach from the same cell) is never listed.
    StopShort(&'static str),
    /// A rider that passes through the first piece in its way: besides
    /// its moves, this piece's moves beyond that piece along the same
    /// line (up to and onto the next piece) are listed, as `reach` gives
    /// them with the first piece lifted.
    PassBlocker(&'static str),
    /// A piece that takes its own side: besides its moves, this piece's
    /// captures of its own side's pieces (not the king) are listed, as
    /// `reach` gives them with those pieces turned to the other side.
    CaptureOwn(&'static str),
    /// A pawn that captures straight ahead: besides its moves, a pawn's
    /// advance onto a cell an enemy piece (not the king) holds is listed
    /// as a capture, as `reach` gives it with that piece lifted.
    PawnStraight,
    /// A pawn that never double-steps: a pawn's quiet moves of two steps
    /// (two cells along its line, or perimeter 2) are never listed.
    NoDoubleStep,
    /// A pawn that double-steps off its start too: a pawn that lists a
    /// quiet step along a line and no quiet move of two steps also lists
    /// the step twice over, onto an empty cell.
    DoubleStepAgain,
    /// Every move of this kind is listed twice.
    Doubled(&'static str),
    /// Promotions are listed only to this piece.
    PromoteOnly(&'static str),
    /// The first status is reported as the second.
    Status(&'static str, &'static str),
    /// `check` is never reported.
    NeverCheck,
    /// King safety ignored: besides the legal moves, `moves` lists the
    /// moves `reach` gives the side to move that it does not (turn and
    /// check ignored) of one class: `king-captures` (the king takes a
    /// defended piece), `king-moves` (the king steps into check),
    /// `pinned` (a piece leaves its king attacked, not in check) and
    /// `unresolved` (a move that leaves a check standing).
    Unsafe(&'static str),
}

/// The mutants of a rider's line walked wrongly, `piece`'s moves
/// faulting `rule`: `stops-short-PIECE` ([`Fault::StopShort`]) and, where
/// `passes` (a move is one move, not a turn of several),
/// `passes-blocker-PIECE` ([`Fault::PassBlocker`]).
pub fn rider_mutants(piece: &'static str, rule: &'static str, passes: bool) -> Vec<Mutant> {
    let mut out = vec![Mutant {
        name: format!("stops-short-{piece}"),
        rule,
        fault: Fault::StopShort(piece),
    }];
    if passes {
        out.push(Mutant {
            name: format!("passes-blocker-{piece}"),
            rule,
            fault: Fault::PassBlocker(piece),
        });
    }
    out
}

/// The classes of [`Fault::Unsafe`].
pub const UNSAFE: [&str; 4] = ["king-captures", "king-moves", "pinned", "unresolved"];

/// The mutants of king safety ignored, one per class of [`UNSAFE`], all
/// faulting `rule` (the variant's rule of check): a king that takes a
/// defended piece, steps into check, pins ignored, a check left
/// standing.
pub fn unsafe_mutants(rule: &'static str) -> Vec<Mutant> {
    let names = [
        "king-takes-defended",
        "king-into-check",
        "pins-ignored",
        "check-unresolved",
    ];
    names
        .into_iter()
        .zip(UNSAFE)
        .map(|(name, class)| Mutant {
            name: name.into(),
            rule,
            fault: Fault::Unsafe(class),
        })
        .collect()
}

/// One mutant: its name, the rule it faults (a tag of the variant's
/// cases), and the fault.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Mutant {
    /// How `serve --mutant` and the reports name it: `KEY=VALUE` for a
    /// rejected reading, else the fault (`no-castle`, `never-check`).
    pub name: String,
    /// The rule the mutant faults, as the cases' `rules` spell it (`CR58`,
    /// `stack`, `T8`).
    pub rule: &'static str,
    /// What the mutant gets wrong.
    #[serde(flatten)]
    pub fault: Fault,
}
