//! The conformance suite as data (`spec/conformance.md#cases`): every case
//! a request to send and what the answer must contain, with metadata in the
//! manner of test262 (the rules it exercises, its source, flags), so any
//! implementation can run the same suite. Each variant writes its own
//! cases ([`crate::core::variant::Variant::cases`]); this module holds the case
//! format, the filters and the judge.

use crate::core::variant::Validation;
use crate::referee::protocol::{move_key, Request};
use crate::registry;
use serde::Serialize;
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};

pub mod mutants;

/// A square's coordinates by name, for a variant under its options: what
/// a move's direction or leap is measured on (the patterns of what
/// differs, a mutant that drops one leap class).
pub type Lattice = BTreeMap<String, [i32; 3]>;

/// The lattice of `variant` under `options` (empty if the options are
/// refused).
pub fn lattice(
    variant: &dyn crate::core::variant::JsonVariant,
    options: &Map<String, Value>,
) -> Lattice {
    variant
        .cells(options)
        .unwrap_or_default()
        .into_iter()
        .map(|c| (c.name, c.coords.map(i32::from)))
        .collect()
}

/// The name of the cell at `c` on `lattice`, if one is there.
pub fn name_at(lattice: &Lattice, c: [i32; 3]) -> Option<&str> {
    lattice
        .iter()
        .find(|(_, at)| **at == c)
        .map(|(n, _)| n.as_str())
}

/// The cell a position's piece stands on, by whichever name its variant
/// gives the field (`tile`, `cell`, `square`).
pub fn square_of(piece: &Value) -> Option<&str> {
    ["tile", "cell", "square"]
        .into_iter()
        .find_map(|k| piece.get(k).and_then(Value::as_str))
}

/// The unit step of the line from `a` to `b` on a lattice and how many
/// steps it takes, or `None` if `b` is `a` or on no line from it (each
/// coordinate of a step -1, 0 or 1).
pub fn line(a: [i32; 3], b: [i32; 3]) -> Option<([i32; 3], i32)> {
    let d = [0, 1, 2].map(|i| b[i] - a[i]);
    let n = d.iter().map(|x| x.abs()).max()?;
    if n == 0 || d.iter().any(|&x| x != 0 && x.abs() != n) {
        return None;
    }
    Some((d.map(|x| x / n), n))
}

pub use crate::core::case::{rule_name, rule_order, Case, Expect, Input};

impl Case {
    /// The request this case sends; `compact` turns the position into its
    /// compact string with `to_compact`.
    pub fn request(&self, id: u64, position: Value) -> Request {
        Request {
            id: id.into(),
            op: self.op.clone(),
            variant: self.variant.clone(),
            options: self.options.clone(),
            position: Some(position),
            depth: self.input.depth,
            divide: self.input.divide,
            allow_illegal: self.input.allow_illegal,
        }
    }
}

/// The operations a case may send (`hello` is the handshake, no case).
pub const CASE_OPS: &[&str] = crate::referee::protocol::OPS;

/// Checks that a case is one conform can send and judge: a known op and
/// variant, options the variant has, the inputs and expectations its op
/// reads (`spec/conformance.md#cases`). A suite line that fails this is
/// the suite's fault, never the program's: `conform --suite` refuses it
/// before any case runs.
pub fn validate(c: &Case) -> Result<(), String> {
    if c.id.trim().is_empty() {
        return Err("empty \"id\"".into());
    }
    if !CASE_OPS.contains(&c.op.as_str()) {
        return Err(format!(
            "unknown op {} (a case's op is {})",
            crate::core::input::excerpt(&c.op),
            CASE_OPS.join(", ")
        ));
    }
    let rules = registry::by_id(&c.variant).map_err(|e| format!("variant: {e}"))?;
    rules
        .options_json(&c.options)
        .map_err(|e| format!("options: {e}"))?;
    if c.input.position.is_null() {
        return Err("input.position: missing".into());
    }
    let perft = c.op == "perft";
    let e = &c.expect;
    let misplaced: [(bool, &str, &str); 12] = [
        (
            c.op != "moves" && e.histories.is_some(),
            "expect.histories",
            "moves only",
        ),
        (
            perft && c.input.depth.is_none(),
            "input.depth",
            "needed by perft",
        ),
        (
            !perft && c.input.depth.is_some(),
            "input.depth",
            "perft only",
        ),
        (!perft && c.input.divide, "input.divide", "perft only"),
        (
            perft && c.input.from.is_some(),
            "input.from",
            "reach and moves only",
        ),
        (!perft && e.nodes.is_some(), "expect.nodes", "perft only"),
        (!perft && e.divide.is_some(), "expect.divide", "perft only"),
        (
            e.divide.is_some() && !c.input.divide,
            "expect.divide",
            "needs input.divide",
        ),
        (
            c.op != "moves" && e.status.is_some(),
            "expect.status",
            "moves only",
        ),
        (
            c.op != "moves" && e.check.is_some(),
            "expect.check",
            "moves only",
        ),
        (
            perft && (e.moves.is_some() || e.count.is_some()),
            "expect.moves and expect.count",
            "reach and moves only",
        ),
        (
            perft && !(e.include.is_empty() && e.exclude.is_empty()),
            "expect.include and expect.exclude",
            "reach and moves only",
        ),
    ];
    if let Some((_, field, why)) = misplaced.iter().find(|(bad, _, _)| *bad) {
        return Err(format!("{field}: {why} (op {})", c.op));
    }
    Ok(())
}

/// Which cases to keep (`--rule`, `--pattern`, `--variant`, `--source`,
/// `--skip-slow`).
#[derive(Debug, Clone, Default)]
pub struct Filter {
    pub rules: Vec<String>,
    pub pattern: Option<String>,
    pub variant: Option<String>,
    pub source: Option<String>,
    /// Only these operations (`reach`, `moves`, `perft`); empty: all.
    pub ops: Vec<String>,
    pub skip_slow: bool,
}

impl Filter {
    pub fn keeps(&self, c: &Case) -> bool {
        let rules: Vec<String> = self.rules.iter().map(|r| rule_name(r)).collect();
        (rules.is_empty() || c.rules.iter().any(|r| rules.contains(r)))
            && self
                .pattern
                .as_ref()
                .is_none_or(|p| c.id.contains(p.as_str()))
            && self.variant.as_ref().is_none_or(|v| &c.variant == v)
            && self
                .source
                .as_ref()
                .is_none_or(|s| c.source.contains(s.as_str()))
            && (self.ops.is_empty() || self.ops.contains(&c.op))
            && !(self.skip_slow && c.flags.iter().any(|f| f == "slow"))
    }
}

/// Reads a suite written by `congruent suite`: one case per line, each
/// checked by [`validate`], no id twice. An error names the line.
pub fn read(text: &str) -> Result<Vec<Case>, String> {
    let mut first_line: BTreeMap<String, usize> = BTreeMap::new();
    let mut cases = Vec::new();
    for (n, l) in text.lines().enumerate() {
        if l.trim().is_empty() {
            continue;
        }
        let at = n + 1;
        let case: Case = crate::core::input::parse_json(l)
            .and_then(|v| serde_json::from_value(v).map_err(|e| e.to_string()))
            .map_err(|e| format!("line {at}: {e}"))?;
        validate(&case).map_err(|e| format!("line {at}: case {}: {e}", excerpt_id(&case.id)))?;
        if let Some(first) = first_line.insert(case.id.clone(), at) {
            return Err(format!(
                "line {at}: duplicate case id {} (first on line {first})",
                excerpt_id(&case.id)
            ));
        }
        cases.push(case);
    }
    Ok(cases)
}

/// The first duplicate id of `cases`, if any: a suite names each case
/// once.
pub fn duplicate_id(cases: &[Case]) -> Option<&str> {
    let mut seen = BTreeSet::new();
    cases
        .iter()
        .find(|c| !seen.insert(c.id.as_str()))
        .map(|c| c.id.as_str())
}

fn excerpt_id(id: &str) -> String {
    crate::core::input::excerpt(id)
}

/// The error kinds conform gives a case whose answer never came or could
/// not be read ([`Verdict::protocol_failure`]).
pub const PROTOCOL_FAILURES: [&str; 3] = ["crash", "timeout", "unparsable"];

/// How a case ended.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "lowercase", tag = "outcome")]
pub enum Verdict {
    Pass,
    /// A wrong answer: what differs.
    Fail {
        missing: Vec<String>,
        extra: Vec<String>,
        notes: Vec<String>,
        /// The move keys the program listed (for the HTML report's
        /// drawing; not in the JSON report, which lists what differs).
        #[serde(skip)]
        reported: Vec<String>,
    },
    /// The program refused a position the case expects it to accept.
    Rejected {
        message: String,
    },
    /// No usable answer: `kind` is `crash`, `timeout`, `unparsable`, or
    /// the error kind the program reported.
    Error {
        kind: String,
        message: String,
    },
    /// Outside what the program supports: not declared in its `hello`
    /// (never sent), or answered with an error of kind `unsupported`.
    /// Counted on its own, never against a rule (`--strict` counts it as
    /// failed).
    Skipped {
        reason: String,
    },
    /// Never sent: the run stopped first (`--max-errors`).
    #[serde(rename = "not_run")]
    NotRun {
        reason: String,
    },
}

impl Verdict {
    pub fn passed(&self) -> bool {
        matches!(self, Verdict::Pass)
    }

    /// `pass`, `fail`, `rejected`, `error`, `skipped` or `not_run`.
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Pass => "pass",
            Verdict::Fail { .. } => "fail",
            Verdict::Rejected { .. } => "rejected",
            Verdict::Error { .. } => "error",
            Verdict::Skipped { .. } => "skipped",
            Verdict::NotRun { .. } => "not_run",
        }
    }

    /// Did the case run and get a verdict on the rules (pass, fail,
    /// rejected, error), as opposed to skipped or not run?
    pub fn judged(&self) -> bool {
        !matches!(self, Verdict::Skipped { .. } | Verdict::NotRun { .. })
    }

    /// A failure of the protocol rather than an answer to judge: the
    /// program crashed, timed out or answered what cannot be read. It
    /// counts as failed but says nothing about a rule, so no rule is
    /// blamed for it (`spec/conformance.md#mutants`).
    pub fn protocol_failure(&self) -> bool {
        matches!(self, Verdict::Error { kind, .. } if PROTOCOL_FAILURES.contains(&kind.as_str()))
    }

    /// Does the case count as failed: a wrong answer, a rejected position,
    /// an error, or with `strict` a skipped case.
    pub fn failed(&self, strict: bool) -> bool {
        match self {
            Verdict::Pass | Verdict::NotRun { .. } => false,
            Verdict::Skipped { .. } => strict,
            _ => true,
        }
    }

    /// One line saying what went wrong.
    pub fn summary(&self) -> String {
        match self {
            Verdict::Pass => "pass".into(),
            Verdict::Fail {
                missing,
                extra,
                notes,
                ..
            } => {
                let mut parts = notes.clone();
                if !missing.is_empty() {
                    parts.push(format!("missing {}", shorten(missing)));
                }
                if !extra.is_empty() {
                    parts.push(format!("extra {}", shorten(extra)));
                }
                parts.join("; ")
            }
            Verdict::Rejected { message } => format!("rejected: {message}"),
            Verdict::Error { kind, message } => format!("{kind}: {message}"),
            Verdict::Skipped { reason } | Verdict::NotRun { reason } => reason.clone(),
        }
    }
}

fn shorten(list: &[String]) -> String {
    const SHOW: usize = 6;
    let shown: Vec<&str> = list.iter().take(SHOW).map(String::as_str).collect();
    match list.len() > SHOW {
        true => format!("[{}, … {} in all]", shown.join(", "), list.len()),
        false => format!("[{}]", shown.join(", ")),
    }
}

/// Does `key` match `pattern` (a key, or a key cut after the cells or the
/// kind)?
pub fn matches(key: &str, pattern: &str) -> bool {
    key == pattern
        || key
            .strip_prefix(pattern)
            .is_some_and(|rest| rest.starts_with(' ') || rest.starts_with(':'))
}

/// Judges a program's response to a case.
pub fn judge(case: &Case, response: &Value) -> Verdict {
    if let Some(e) = response.get("error") {
        let kind = e
            .get("kind")
            .and_then(Value::as_str)
            .unwrap_or("error")
            .to_string();
        let message = e
            .get("message")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string();
        return match (kind.as_str(), case.expect.rejected) {
            ("rejected", true) => Verdict::Pass,
            ("rejected", false) => Verdict::Rejected { message },
            ("unsupported", _) => Verdict::Skipped {
                reason: format!("the program answered unsupported: {message}"),
            },
            _ => Verdict::Error { kind, message },
        };
    }
    if case.expect.rejected {
        return Verdict::Fail {
            missing: vec![],
            extra: vec![],
            notes: vec!["the position was accepted; the case expects it refused".into()],
            reported: vec![],
        };
    }
    match answer_moves(case, response) {
        Ok(keys) => compare(case, response, keys),
        Err(message) => Verdict::Error {
            kind: "unparsable".into(),
            message,
        },
    }
}

/// A move of the answer: its key, its notation and its `capture` (see
/// [`capture_of`]), each if given.
type Listed = (String, Option<String>, Option<String>);

/// A move entry's `capture` as text: `true` or `false`; for a turn of
/// several moves, its moves' joined by ` & `. None if absent (on any move
/// of a turn).
fn capture_of(m: &Map<String, Value>) -> Option<String> {
    if let Some(Value::Array(moves)) = m.get("moves") {
        let parts: Option<Vec<String>> = moves
            .iter()
            .map(|sub| sub.as_object().and_then(capture_of))
            .collect();
        return parts.map(|p| p.join(" & "));
    }
    m.get("capture")
        .and_then(Value::as_bool)
        .map(|b| b.to_string())
}

/// The moves of the answer (restricted to `input.from`), or of the
/// divide; `None` for a plain perft.
fn answer_moves(case: &Case, response: &Value) -> Result<Option<Vec<Listed>>, String> {
    let field = if case.op == "perft" {
        "divide"
    } else {
        "moves"
    };
    let Some(list) = response.get(field) else {
        return match case.op.as_str() {
            "perft" => Ok(None),
            _ => Err(format!("no \"{field}\" in the answer")),
        };
    };
    let Value::Array(list) = list else {
        return Err(format!("\"{field}\" is not a list"));
    };
    let mut keys = Vec::with_capacity(list.len());
    for m in list {
        let Value::Object(m) = m else {
            return Err(format!("an entry of \"{field}\" is not an object"));
        };
        if let Some(from) = &case.input.from {
            if m.get("from").and_then(Value::as_str) != Some(from) {
                continue;
            }
        }
        keys.push((
            move_key(m),
            m.get("notation").and_then(Value::as_str).map(String::from),
            capture_of(m),
        ));
    }
    Ok(Some(keys))
}

/// The note on a list that names a move twice, by the piece and kind of
/// the smallest such key (whatever order the program lists its moves
/// in): `a king castle move is listed twice` (a turn of several moves:
/// `a turn is listed twice`).
fn listed_twice(keys: &[&str], response: &Value) -> String {
    let mut seen = BTreeSet::new();
    let Some(&key) = keys.iter().filter(|k| !seen.insert(**k)).min() else {
        return "a move is listed twice".into();
    };
    if key.contains(" & ") {
        return "a turn is listed twice".into();
    }
    let kind = key
        .split_once(' ')
        .map_or("normal", |(_, k)| k.split(':').next().unwrap_or(k));
    let piece = response
        .get("moves")
        .and_then(Value::as_array)
        .and_then(|list| {
            list.iter()
                .filter_map(Value::as_object)
                .find(|m| move_key(m) == key)
        })
        .and_then(|m| m.get("piece").and_then(Value::as_str))
        .map_or(String::new(), |p| format!("{p} "));
    format!("a {piece}{kind} move is listed twice")
}

fn compare(case: &Case, response: &Value, listed: Option<Vec<Listed>>) -> Verdict {
    let e = &case.expect;
    let mut missing = Vec::new();
    let mut extra = Vec::new();
    let mut notes = Vec::new();
    let listed = listed.unwrap_or_default();
    let keys: Vec<&str> = listed.iter().map(|(k, _, _)| k.as_str()).collect();
    let set: BTreeSet<&str> = keys.iter().copied().collect();
    if set.len() != keys.len() {
        notes.push(listed_twice(&keys, response));
    }
    if let Some(want) = &e.moves {
        missing.extend(want.iter().filter(|k| !set.contains(k.as_str())).cloned());
        extra.extend(
            set.iter()
                .filter(|k| !want.contains(**k))
                .map(|k| k.to_string()),
        );
    }
    for p in &e.include {
        if !set.iter().any(|k| matches(k, p)) {
            missing.push(p.clone());
        }
    }
    for p in &e.exclude {
        let (pattern, notation) = match p.split_once(" = ") {
            Some((k, n)) => (k, Some(n)),
            None => (p.as_str(), None),
        };
        extra.extend(
            listed
                .iter()
                .filter(|(k, n, _)| {
                    matches(k, pattern) && notation.is_none_or(|want| n.as_deref() == Some(want))
                })
                .map(|(k, _, _)| k.clone()),
        );
    }
    // A key both off the list and excluded is one extra move, not two.
    let mut seen = BTreeSet::new();
    extra.retain(|k| seen.insert(k.clone()));
    if let Some(n) = e.count {
        if set.len() != n {
            notes.push(format!("{} moves, expected {n}", set.len()));
        }
    }
    let text = |f: &str| response.get(f).and_then(Value::as_str);
    if let Some(s) = &e.status {
        if text("status") != Some(s.as_str()) {
            notes.push(format!(
                "status {:?}, expected {s}",
                text("status").unwrap_or("absent")
            ));
        }
    }
    if let Some(c) = e.check {
        let got = response.get("check").and_then(Value::as_bool);
        if got != Some(c) {
            let got = got.map_or("absent".into(), |g| g.to_string());
            notes.push(format!("check {got}, expected {c}"));
        }
    }
    if let Some(n) = e.nodes {
        let got = response.get("nodes").and_then(Value::as_u64);
        if got != Some(n) {
            let got = got.map_or("absent".into(), |g| g.to_string());
            notes.push(format!("nodes {got}, expected {n}"));
        }
    }
    if let Some(want) = &e.divide {
        let got = divide_counts(response);
        for (k, n) in want {
            match got.get(k) {
                None => missing.push(k.clone()),
                Some(m) if m != n => notes.push(format!("{k}: {m} nodes, expected {n}")),
                _ => {}
            }
        }
        extra.extend(got.keys().filter(|k| !want.contains_key(*k)).cloned());
    }
    if let Some(want) = &e.histories {
        notes.extend(histories_notes(response, want));
    }
    if let Some(note) = capture_note(case, &listed, &extra) {
        notes.push(note);
    }
    if missing.is_empty() && extra.is_empty() && notes.is_empty() {
        Verdict::Pass
    } else {
        Verdict::Fail {
            missing,
            extra,
            notes,
            reported: set.iter().map(|k| k.to_string()).collect(),
        }
    }
}

/// Each expected move's `histories` (the weight of the ensemble after it,
/// goff-quantum) against the answer's entry of that key; a missing move is
/// already counted missing.
fn histories_notes(response: &Value, want: &BTreeMap<String, u64>) -> Vec<String> {
    let mut got: BTreeMap<String, Option<u64>> = BTreeMap::new();
    if let Some(Value::Array(list)) = response.get("moves") {
        for m in list.iter().filter_map(Value::as_object) {
            got.insert(move_key(m), m.get("histories").and_then(Value::as_u64));
        }
    }
    want.iter()
        .filter_map(|(k, n)| match got.get(k) {
            Some(Some(m)) if m == n => None,
            Some(Some(m)) => Some(format!("{k}: {m} histories, expected {n}")),
            Some(None) => Some(format!("{k}: no histories field, expected {n}")),
            None => None,
        })
        .collect()
}

/// `capture` is a core field (`spec/protocol.md#output`): a listed move
/// must say `capture` as the position says it (see [`captures`]). The
/// case stores its expected moves as keys, which carry no capture, so the
/// expected value is read from the case's position. `reach` and `moves`
/// cases only (a perft divide is judged by its counts), and only moves
/// the case does not already count as extra; None when every capture
/// agrees or the position cannot be read.
fn capture_note(case: &Case, listed: &[Listed], extra: &[String]) -> Option<String> {
    if case.op == "perft" || case.expect.rejected || listed.is_empty() {
        return None;
    }
    let board = Occupancy::of(case)?;
    let wrong: Vec<String> = listed
        .iter()
        .filter(|(key, _, _)| !extra.contains(key))
        .filter_map(|(key, _, got)| {
            let want = board.capture_of_key(key)?;
            (got.as_deref() != Some(want.as_str())).then(|| {
                format!(
                    "{key} (capture {}, expected {want})",
                    got.as_deref().unwrap_or("absent")
                )
            })
        })
        .collect();
    match wrong.len() {
        0 => None,
        n => Some(format!(
            "capture wrong on {n} move{}: {}",
            if n == 1 { "" } else { "s" },
            shorten(&wrong)
        )),
    }
}

/// Which side stands on each cell of a case's position.
struct Occupancy {
    /// The sides on each cell: one in a classical position; in an
    /// ensemble's virtual pieces (goff-quantum) a tile may hold either
    /// side in different histories.
    sides: BTreeMap<String, std::collections::BTreeSet<String>>,
    to_move: String,
}

impl Occupancy {
    /// The case's position as its JSON object (a compact string read by
    /// its variant); None if it cannot be read.
    fn of(case: &Case) -> Option<Occupancy> {
        let json = match &case.input.position {
            Value::String(_) => {
                let rules = registry::by_id(&case.variant).ok()?;
                rules
                    .normalise(&case.options, &case.input.position, Validation::Analysis)
                    .ok()?
                    .0
            }
            other => other.clone(),
        };
        let mut sides = BTreeMap::new();
        for p in json.get("pieces")?.as_array()? {
            let cell = square_of(p)?;
            let side = p.get("side")?.as_str()?;
            sides
                .entry(cell.to_string())
                .or_insert_with(std::collections::BTreeSet::new)
                .insert(side.to_string());
        }
        let to_move = json
            .get("to_move")
            .and_then(Value::as_str)
            .unwrap_or("white")
            .to_string();
        Some(Occupancy { sides, to_move })
    }

    /// The `capture` a move with this key must report: see [`captures`];
    /// a turn's moves' joined by ` & `.
    fn capture_of_key(&self, key: &str) -> Option<String> {
        let parts: Option<Vec<String>> = key
            .split(" & ")
            .map(|k| self.capture_of_one(k).map(|b| b.to_string()))
            .collect();
        parts.map(|p| p.join(" & "))
    }

    fn capture_of_one(&self, key: &str) -> Option<bool> {
        let (cells, rest) = key.split_once(' ').unwrap_or((key, ""));
        let (from, to) = cells.split_once('-')?;
        let (kind, detail) = rest.split_once(':').unwrap_or((rest, ""));
        // The piece on `from`'s side; the side to move where `from` is
        // empty (a drop) or holds either side.
        let mover = match self.sides.get(from) {
            Some(s) if s.len() == 1 => s.first().expect("one side"),
            _ => &self.to_move,
        };
        let enemy = |cell: &str| {
            self.sides
                .get(cell)
                .is_some_and(|s| s.iter().any(|x| x != mover))
        };
        Some(captures(kind, enemy(to), enemy(detail)))
    }
}

/// Does a move take a piece (`spec/conformance.md#capture`)? `en-passant`
/// always; `castle`, `drop`, `combine`, `teleport` and `uplift` never; a
/// `fission` if its bishop's cell (`to`) or its duke's (the detail) holds
/// an enemy piece; any other move (a `reach` entry, `normal`,
/// `promotion`, `stack-move`, `decay`) iff `to` holds an enemy piece.
pub fn captures(kind: &str, enemy_on_to: bool, enemy_on_detail: bool) -> bool {
    match kind {
        "en-passant" => true,
        "castle" | "drop" | "combine" | "teleport" | "uplift" => false,
        "fission" => enemy_on_to || enemy_on_detail,
        _ => enemy_on_to,
    }
}

/// The divide of a perft answer: count by move key.
pub fn divide_counts(response: &Value) -> BTreeMap<String, u64> {
    let mut out = BTreeMap::new();
    if let Some(Value::Array(rows)) = response.get("divide") {
        for r in rows {
            if let Value::Object(m) = r {
                let n = m.get("nodes").and_then(Value::as_u64).unwrap_or(0);
                out.insert(move_key(m), n);
            }
        }
    }
    out
}
