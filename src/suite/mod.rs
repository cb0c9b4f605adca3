//! The conformance suite as data (`spec/conformance.md#cases`): every case
//! a request to send and what the answer must contain, with metadata in the
//! manner of test262 (the rules it exercises, its source, flags), so any
//! implementation can run the same suite. Each rule set writes its own
//! cases ([`crate::variant::Variant::cases`]); this module holds the case
//! format, the filters and the judge.

use crate::protocol::{move_key, Request};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};

/// One case: a request and its expectation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Case {
    /// Unique within the suite, stable across versions.
    pub id: String,
    pub variant: String,
    #[serde(default)]
    pub options: Map<String, Value>,
    /// The rules the case exercises (`CR49`, `stack`).
    pub rules: Vec<String>,
    /// Where the expectation comes from: a figure, table or line of the
    /// source, a spec page, or `derived: how`.
    pub source: String,
    /// `slow` (minutes, not seconds), `detail` (needs more than the core
    /// fields).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub flags: Vec<String>,
    /// `reach`, `moves` or `perft`.
    pub op: String,
    pub input: Input,
    pub expect: Expect,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Input {
    /// The position as the rule set's JSON object.
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
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub check: Option<bool>,
    /// perft: the node count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nodes: Option<u64>,
    /// perft with divide: the count below each first move, by key.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub divide: Option<BTreeMap<String, u64>>,
}

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

    /// One JSON line.
    pub fn to_line(&self) -> String {
        serde_json::to_string(self).expect("serialisable")
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

/// Reads a suite written by `congruent suite`: one case per line.
pub fn read(text: &str) -> Result<Vec<Case>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(n, l)| {
            crate::input::parse_json(l)
                .and_then(|v| serde_json::from_value(v).map_err(|e| e.to_string()))
                .map_err(|e| format!("line {}: {e}", n + 1))
        })
        .collect()
}

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
}

impl Verdict {
    pub fn passed(&self) -> bool {
        matches!(self, Verdict::Pass)
    }

    /// `pass`, `fail`, `rejected` or `error`.
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Pass => "pass",
            Verdict::Fail { .. } => "fail",
            Verdict::Rejected { .. } => "rejected",
            Verdict::Error { .. } => "error",
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

/// A move of the answer: its key and, if given, its notation.
type Listed = (String, Option<String>);

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
        ));
    }
    Ok(Some(keys))
}

fn compare(case: &Case, response: &Value, listed: Option<Vec<Listed>>) -> Verdict {
    let e = &case.expect;
    let mut missing = Vec::new();
    let mut extra = Vec::new();
    let mut notes = Vec::new();
    let listed = listed.unwrap_or_default();
    let keys: Vec<&str> = listed.iter().map(|(k, _)| k.as_str()).collect();
    let set: BTreeSet<&str> = keys.iter().copied().collect();
    if set.len() != keys.len() {
        notes.push("a move is listed twice".into());
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
                .filter(|(k, n)| {
                    matches(k, pattern) && notation.is_none_or(|want| n.as_deref() == Some(want))
                })
                .map(|(k, _)| k.clone()),
        );
    }
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

#[cfg(test)]
mod tests {
    use super::rule_order;

    /// Rules of every rule set sort by their numbers: CR 2 before CR 10,
    /// D4 before D10, names without numbers after.
    #[test]
    fn rules_sort_in_numeric_order() {
        let mut rules = ["D10", "CR10", "D4", "stack", "CR2", "D11"];
        rules.sort_by_key(|r| rule_order(r));
        assert_eq!(rules, ["CR2", "CR10", "D4", "D10", "D11", "stack"]);
    }
}
