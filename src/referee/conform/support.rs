//! The handshake (`spec/conformance.md#handshake`): conform sends `hello`
//! before any case; a program that does not answer it with one JSON line
//! echoing its id ends the run at once. The answer may declare what the
//! program supports (variants, their options and values, ops); a case
//! outside it is skipped, never sent.

use super::{Client, Config};
use crate::referee::suite::{Case, CASE_OPS};
use serde_json::{json, Map, Value};
use std::collections::{BTreeMap, BTreeSet};

/// The id conform gives its `hello`; cases are numbered from 1.
pub const HELLO_ID: u64 = 0;

/// What a program answered to `hello`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Hello {
    /// `program`, if given.
    pub program: Option<String>,
    /// `protocol`, if given (1).
    pub protocol: Option<u64>,
    /// The program answered `hello` with an error (it speaks the protocol
    /// but declares nothing).
    pub error: Option<String>,
    pub support: Support,
}

/// What a program declares it supports; `None` at any level: everything.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Support {
    /// Top-level `ops`.
    pub ops: Option<BTreeSet<String>>,
    /// `variants`, by id.
    pub variants: Option<BTreeMap<String, VariantSupport>>,
}

/// One entry of `variants`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct VariantSupport {
    /// The variant's own `ops`, else the top-level ones.
    pub ops: Option<BTreeSet<String>>,
    /// `pieces`: the piece kinds the program plays (as a position's
    /// `kind`); `None`: every kind.
    pub pieces: Option<BTreeSet<String>>,
    /// `move_kinds`: the kinds of move it lists (as a move's `kind`;
    /// `normal` is always implied); `None`: every kind.
    pub move_kinds: Option<BTreeSet<String>>,
    /// `options`: each key with its values as text (`None`: any value).
    /// `None` (the field absent): every option.
    pub options: Option<BTreeMap<String, Option<BTreeSet<String>>>>,
}

/// An option value as the handshake compares it: a string as it is, any
/// other value as its JSON text, so that a case's `true` matches a
/// declared `"true"` (serve lists every value as a string) or `true`.
pub fn value_text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

impl Support {
    /// Why the program does not support `case`, or None if it does.
    pub fn outside(&self, case: &Case) -> Option<String> {
        let variant = match &self.variants {
            None => None,
            Some(vs) => match vs.get(&case.variant) {
                Some(v) => Some(v),
                None => {
                    return Some(format!(
                        "variant {} is not in the program's hello",
                        case.variant
                    ))
                }
            },
        };
        let ops = variant.and_then(|v| v.ops.as_ref()).or(self.ops.as_ref());
        if let Some(ops) = ops {
            if !ops.contains(&case.op) {
                return Some(format!(
                    "op {} is not in the program's hello (ops: {})",
                    case.op,
                    list(ops.iter())
                ));
            }
        }
        let declared = variant.and_then(|v| v.options.as_ref())?;
        for (key, value) in &case.options {
            let text = value_text(value);
            match declared.get(key) {
                None if declared.is_empty() => {
                    return Some(format!(
                        "option {key}={text}: the program's hello declares no option of {} (its adopted rules only)",
                        case.variant
                    ))
                }
                None => {
                    return Some(format!(
                        "option {key}={text} is not in the program's hello (options of {}: {})",
                        case.variant,
                        list(declared.keys())
                    ))
                }
                Some(Some(values)) if !values.contains(&text) => {
                    return Some(format!(
                        "option {key}={text} is not in the program's hello ({key}: {})",
                        list(values.iter())
                    ))
                }
                _ => {}
            }
        }
        None
    }

    /// Why the program cannot answer `case` by the pieces and kinds of move
    /// it declares for the case's variant, or None. A case needs every
    /// piece kind its position holds and every kind of move its expected
    /// moves name; a case that names no move (a count, a perft total)
    /// may need any kind of move its variant has: every kind `kinds`
    /// found in the variant's cases.
    pub fn lacks(&self, case: &Case, kinds: &BTreeMap<String, BTreeSet<String>>) -> Option<String> {
        let v = self.variants.as_ref()?.get(&case.variant)?;
        if let Some(pieces) = &v.pieces {
            let held = piece_kinds(&case.input.position);
            if let Some(k) = held.iter().find(|k| !pieces.contains(*k)) {
                return Some(format!(
                    "piece {k} is not in the program's hello (pieces of {}: {})",
                    case.variant,
                    list(pieces.iter())
                ));
            }
        }
        let declared = v.move_kinds.as_ref()?;
        let (named, needed) = match expected_move_kinds(case) {
            Some(named) => (true, named),
            None => (false, kinds.get(&case.variant).cloned().unwrap_or_default()),
        };
        let k = needed.iter().find(|k| !declared.contains(*k))?;
        let why = match named {
            true => "",
            false => " (a count may take every kind of move)",
        };
        Some(format!(
            "move kind {k} is not in the program's hello (move_kinds of {}: {}){why}",
            case.variant,
            list(declared.iter())
        ))
    }

    /// Refuses a run of a variant the program's `hello` does not list.
    pub fn check_variant(&self, id: &str) -> Result<(), String> {
        match &self.variants {
            Some(vs) if !vs.contains_key(id) => Err(format!(
                "the program's hello lists the variants {}, not {id} (choose one with --variant or --only-variant)",
                list(vs.keys())
            )),
            _ => Ok(()),
        }
    }

    /// One line saying what is declared, for the report.
    pub fn describe(&self) -> String {
        let ops = self
            .ops
            .as_ref()
            .map_or("every op".into(), |o| format!("ops {}", list(o.iter())));
        let variants = match &self.variants {
            None => "every variant and option".to_string(),
            Some(vs) => vs
                .iter()
                .map(|(id, v)| {
                    let mut what = vec![match &v.options {
                        None => "every option".to_string(),
                        Some(o) if o.is_empty() => "adopted rules only".to_string(),
                        Some(o) => format!("options {}", list(o.keys())),
                    }];
                    if let Some(p) = &v.pieces {
                        what.push(format!("pieces {}", list(p.iter())));
                    }
                    if let Some(k) = &v.move_kinds {
                        what.push(format!("move kinds {}", list(k.iter())));
                    }
                    format!("{id} ({})", what.join("; "))
                })
                .collect::<Vec<_>>()
                .join(", "),
        };
        format!("{ops}; {variants}")
    }
}

/// The piece kinds a position holds: the `kind` of every object that has
/// a `side` too, at any depth (a quantum ensemble's histories and virtual
/// pieces among them).
pub fn piece_kinds(position: &Value) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut stack = vec![position];
    while let Some(v) = stack.pop() {
        match v {
            Value::Object(m) => {
                if let (Some(Value::String(k)), true) = (m.get("kind"), m.contains_key("side")) {
                    out.insert(k.clone());
                }
                stack.extend(m.values());
            }
            Value::Array(l) => stack.extend(l),
            _ => {}
        }
    }
    out
}

/// The kind of move a move key names (`FROM-TO KIND[:DETAIL]`; none is
/// `normal`), each move of a turn (` & `).
fn key_kinds(key: &str) -> impl Iterator<Item = String> + '_ {
    key.split(" & ")
        .map(|m| super::patterns::key_kind(m).unwrap_or("normal").to_string())
}

/// The kinds of move a case's expectation names, or None where it counts
/// moves it does not name (a `count` without the list, a perft total, a
/// perft below depth 1, whose replies may be of any kind).
fn expected_move_kinds(case: &Case) -> Option<BTreeSet<String>> {
    let e = &case.expect;
    let listed = e.moves.is_some() || e.divide.is_some() || e.histories.is_some();
    let deep = case.op == "perft" && case.input.depth.is_none_or(|d| d > 1);
    if deep || (!listed && (e.count.is_some() || e.nodes.is_some())) {
        return None;
    }
    let keys = e
        .moves
        .iter()
        .flatten()
        .chain(&e.include)
        .chain(e.divide.iter().flat_map(|d| d.keys()))
        .chain(e.histories.iter().flat_map(|h| h.keys()));
    Some(keys.flat_map(|k| key_kinds(k)).collect())
}

/// Every kind of move the cases of each variant name.
pub fn move_kinds_by_variant(cases: &[Case]) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for c in cases {
        if let Some(kinds) = expected_move_kinds(c) {
            out.entry(c.variant.clone()).or_default().extend(kinds);
        }
    }
    out
}

fn list<'a>(items: impl Iterator<Item = &'a String>) -> String {
    let v: Vec<&str> = items.map(String::as_str).collect();
    match v.is_empty() {
        true => "none".into(),
        false => v.join(", "),
    }
}

/// Starts the program and sends `hello`; the client, still running, and
/// what it declared. An error is one line saying what came back.
pub fn handshake(config: &Config) -> Result<(Client, Hello), String> {
    let mut client = Client::new(config.program.clone());
    let request = json!({"id": HELLO_ID, "op": "hello"});
    let answer = client.ask(&request, config.timeout).map_err(|f| {
        format!(
            "conform: hello: {}; a program answers each request line with one JSON line echoing its id, and writes nothing else on stdout (spec/conformance.md#handshake)",
            f.message
        )
    })?;
    let hello = read_hello(&answer).map_err(|e| {
        client.stop();
        format!("conform: hello: {e} (spec/conformance.md#handshake)")
    })?;
    Ok((client, hello))
}

/// Reads the answer to `hello` (its id already checked).
pub fn read_hello(answer: &Value) -> Result<Hello, String> {
    let Value::Object(m) = answer else {
        return Err("not a JSON object".into());
    };
    if let Some(e) = m.get("error") {
        let message = e.get("message").and_then(Value::as_str).unwrap_or("");
        let kind = e.get("kind").and_then(Value::as_str).unwrap_or("error");
        return Ok(Hello {
            error: Some(format!("{kind}: {message}")),
            ..Hello::default()
        });
    }
    let protocol = match m.get("protocol") {
        None => None,
        Some(v) => match v.as_u64() {
            Some(n) if n == u64::from(crate::referee::protocol::VERSION) => Some(n),
            _ => {
                return Err(format!(
                    "protocol {}, but conform speaks protocol {}",
                    super::client::json_text(v),
                    crate::referee::protocol::VERSION
                ))
            }
        },
    };
    let program = match m.get("program") {
        None => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(_) => return Err("\"program\" is not a string".into()),
    };
    let ops = ops(m, "ops")?;
    let variants = match m.get("variants") {
        None => None,
        Some(Value::Array(list)) => {
            let mut out = BTreeMap::new();
            for (n, v) in list.iter().enumerate() {
                let at = format!("variants[{n}]");
                let Value::Object(v) = v else {
                    return Err(format!("{at} is not an object"));
                };
                let Some(Value::String(id)) = v.get("id") else {
                    return Err(format!("{at} has no \"id\" string"));
                };
                let entry = VariantSupport {
                    ops: ops_at(v, &at)?,
                    pieces: names(v, "pieces", &at)?,
                    move_kinds: names(v, "move_kinds", &at)?.map(|mut k| {
                        k.insert("normal".into());
                        k
                    }),
                    options: options(v, &at)?,
                };
                out.insert(id.clone(), entry);
            }
            Some(out)
        }
        Some(_) => return Err("\"variants\" is not a list".into()),
    };
    Ok(Hello {
        program,
        protocol,
        error: None,
        support: Support { ops, variants },
    })
}

fn ops(m: &Map<String, Value>, at: &str) -> Result<Option<BTreeSet<String>>, String> {
    match m.get("ops") {
        None => Ok(None),
        Some(Value::Array(l)) => l
            .iter()
            .map(|o| match o.as_str() {
                Some(s) if s == "hello" || CASE_OPS.contains(&s) => Ok(s.to_string()),
                _ => Err(format!(
                    "{at}: {} is not an op (hello, {})",
                    super::client::excerpt(&o.to_string()),
                    CASE_OPS.join(", ")
                )),
            })
            .collect::<Result<_, _>>()
            .map(Some),
        Some(_) => Err(format!("{at} is not a list")),
    }
}

fn ops_at(v: &Map<String, Value>, at: &str) -> Result<Option<BTreeSet<String>>, String> {
    ops(v, &format!("{at}.ops"))
}

/// A list of names (`pieces`, `move_kinds`), or `None` if absent.
fn names(
    v: &Map<String, Value>,
    field: &str,
    at: &str,
) -> Result<Option<BTreeSet<String>>, String> {
    match v.get(field) {
        None => Ok(None),
        Some(Value::Array(l)) => l
            .iter()
            .map(|n| match n.as_str() {
                Some(s) => Ok(s.to_string()),
                None => Err(format!(
                    "{at}.{field}: {} is not a string",
                    super::client::excerpt(&n.to_string())
                )),
            })
            .collect::<Result<_, _>>()
            .map(Some),
        Some(_) => Err(format!("{at}.{field} is not a list")),
    }
}

type Declared = Option<BTreeMap<String, Option<BTreeSet<String>>>>;

fn options(v: &Map<String, Value>, at: &str) -> Result<Declared, String> {
    let Some(list) = v.get("options") else {
        return Ok(None);
    };
    let Value::Array(list) = list else {
        return Err(format!("{at}.options is not a list"));
    };
    let mut out = BTreeMap::new();
    for (n, o) in list.iter().enumerate() {
        let at = format!("{at}.options[{n}]");
        let Some(Value::String(key)) = o.get("key") else {
            return Err(format!("{at} has no \"key\" string"));
        };
        let values = match o.get("values") {
            None => None,
            Some(Value::Array(vs)) => Some(vs.iter().map(value_text).collect()),
            Some(_) => return Err(format!("{at}.values is not a list")),
        };
        out.insert(key.clone(), values);
    }
    Ok(Some(out))
}
