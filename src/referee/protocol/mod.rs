//! The conformance protocol (`spec/conformance.md`): JSON lines in, JSON
//! lines out, one response per request, `id` echoed. `congruent serve`
//! speaks it over stdin/stdout; `congruent conform` speaks it to another
//! program. Nothing here names a variant's types: every request goes
//! through [`crate::core::variant::JsonVariant`].

pub use crate::core::case::move_key;

use crate::core::variant::{JsonVariant, Validation, VariantError};
use crate::registry;
use serde_json::{json, Map, Value};
use std::io::{BufRead, Write};

/// The protocol's version, reported by `hello`. A change that breaks a
/// documented field raises it.
pub const VERSION: u32 = 1;

/// The longest request line `serve` reads (`spec/conformance.md#limits`).
pub const MAX_LINE: usize = 1 << 20;

/// A request, as `conform` writes it and `serve` reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct Request {
    pub id: Value,
    pub op: String,
    pub variant: String,
    pub options: Map<String, Value>,
    pub position: Option<Value>,
    pub depth: Option<u32>,
    pub divide: bool,
    /// Analyse a position no game reaches (no king, the side not to move
    /// in check) instead of refusing it.
    pub allow_illegal: bool,
}

impl Request {
    /// The request as one JSON line.
    pub fn to_json(&self) -> Value {
        let mut m = Map::new();
        m.insert("id".into(), self.id.clone());
        m.insert("op".into(), self.op.clone().into());
        m.insert("variant".into(), self.variant.clone().into());
        m.insert("options".into(), Value::Object(self.options.clone()));
        if let Some(p) = &self.position {
            m.insert("position".into(), p.clone());
        }
        if let Some(d) = self.depth {
            m.insert("depth".into(), d.into());
        }
        if self.divide {
            m.insert("divide".into(), true.into());
        }
        if self.allow_illegal {
            m.insert("allow_illegal".into(), true.into());
        }
        Value::Object(m)
    }
}

/// An error response's body.
pub fn error(id: &Value, kind: &str, message: &str) -> Value {
    json!({"id": id, "error": {"kind": kind, "message": message}})
}

const FIELDS: &[&str] = &[
    "id",
    "op",
    "variant",
    "options",
    "position",
    "depth",
    "divide",
    "allow_illegal",
];

/// Reads one request line; an error is the response to send back.
pub fn parse_request(line: &str) -> Result<Request, Value> {
    let value = crate::core::input::parse_json(line)
        .map_err(|e| error(&Value::Null, "bad-request", &format!("malformed JSON: {e}")))?;
    let Value::Object(m) = value else {
        return Err(error(
            &Value::Null,
            "bad-request",
            "a request is a JSON object",
        ));
    };
    let id = m.get("id").cloned().unwrap_or(Value::Null);
    let bad = |what: String| error(&id, "bad-request", &what);
    if let Some(k) = m.keys().find(|k| !FIELDS.contains(&k.as_str())) {
        return Err(bad(format!(
            "unknown field {k:?} (expected {})",
            FIELDS.join(", ")
        )));
    }
    let op = match m.get("op") {
        Some(Value::String(s)) => s.clone(),
        _ => return Err(bad("missing \"op\" (hello, reach, moves, perft)".into())),
    };
    // Fields only perft reads are refused elsewhere, never ignored: a
    // `depth` on a reach is a client's mistake to name.
    if let Some(k) = ["depth", "divide"]
        .into_iter()
        .find(|k| op != "perft" && m.contains_key(*k))
    {
        return Err(bad(format!("\"{k}\" is for op perft only, not {op:?}")));
    }
    let variant = match m.get("variant") {
        None => "goff".to_string(),
        Some(Value::String(s)) => s.clone(),
        Some(other) => return Err(bad(format!("variant must be a string, found {other}"))),
    };
    let options = match m.get("options") {
        None | Some(Value::Null) => Map::new(),
        Some(Value::Object(o)) => o.clone(),
        Some(other) => return Err(bad(format!("options must be an object, found {other}"))),
    };
    let depth = match m.get("depth") {
        None => None,
        Some(v) => match v.as_u64() {
            Some(d) if d <= u32::MAX as u64 => Some(d as u32),
            _ => {
                return Err(bad(format!(
                    "depth must be a non-negative integer, found {v}"
                )))
            }
        },
    };
    let divide = match m.get("divide") {
        None => false,
        Some(Value::Bool(b)) => *b,
        Some(other) => return Err(bad(format!("divide must be true or false, found {other}"))),
    };
    let allow_illegal = match m.get("allow_illegal") {
        None => false,
        Some(Value::Bool(b)) => *b,
        Some(other) => {
            return Err(bad(format!(
                "allow_illegal must be true or false, found {other}"
            )))
        }
    };
    Ok(Request {
        id,
        op,
        variant,
        options,
        position: m.get("position").cloned(),
        depth,
        divide,
        allow_illegal,
    })
}

/// The options a server was started with, for one variant: requests for
/// that variant start from them, requests for another from its adopted
/// rules.
///
/// `max_depth` bounds a request's time: a perft deeper is answered
/// `limit` at once (`serve --max-depth N`, `spec/conformance.md#limits`);
/// `None` leaves each variant's own limit (`JsonVariant::perft_limit`).
#[derive(Debug, Clone, Default)]
pub struct Base {
    pub variant: String,
    pub options: Map<String, Value>,
    pub max_depth: Option<u32>,
}

/// `serve`'s own answer to a case, in process, under `options` instead of
/// the case's: what the mutants are measured and judged against.
pub fn answer_case(
    case: &crate::core::case::Case,
    options: &Map<String, Value>,
    base: &Base,
) -> Value {
    let mut request = case.request(0, case.input.position.clone());
    request.options = options.clone();
    answer(&request, base)
}

/// Answers one request. The request's own options override `base`'s key
/// by key.
pub fn answer(request: &Request, base: &Base) -> Value {
    let id = &request.id;
    match answer_ok(request, base) {
        Ok(Value::Object(mut m)) => {
            let mut out = Map::new();
            out.insert("id".into(), id.clone());
            out.append(&mut m);
            Value::Object(out)
        }
        Ok(other) => json!({"id": id, "result": other}),
        Err(e) => error(id, e.kind(), &crate::core::input::cut(&e.to_string())),
    }
}

fn answer_ok(r: &Request, base: &Base) -> Result<Value, VariantError> {
    if r.op == "hello" {
        return Ok(hello(base));
    }
    let rules = registry::by_id(&r.variant)?;
    let mut options = match r.variant == base.variant {
        true => base.options.clone(),
        false => Map::new(),
    };
    options.extend(r.options.clone());
    let position = || {
        r.position
            .clone()
            .ok_or_else(|| VariantError::BadRequest("missing \"position\"".into()))
    };
    let validation = match r.allow_illegal {
        true => Validation::Analysis,
        false => Validation::Legal,
    };
    match r.op.as_str() {
        // Moved into the answer, not copied by `json!`: a full board's
        // entries and their `ways` are most of a reach answer's cost.
        "reach" => {
            let moves = rules.reach(&options, &position()?)?;
            let moves = Value::Array(moves.into_iter().map(Value::Object).collect());
            Ok(Value::Object(Map::from_iter([("moves".into(), moves)])))
        }
        "moves" => Ok(
            serde_json::to_value(rules.moves(&options, &position()?, validation)?)
                .expect("serialisable"),
        ),
        "perft" => {
            let depth = r
                .depth
                .ok_or_else(|| VariantError::BadRequest("perft needs \"depth\"".into()))?;
            if let Some(max) = base.max_depth.filter(|&max| depth > max) {
                return Err(VariantError::Limit(format!(
                    "depth {depth}: this server answers perft to depth {max} (serve --max-depth)"
                )));
            }
            perft(rules, &options, &position()?, validation, depth, r.divide)
        }
        other => Err(VariantError::BadRequest(format!(
            "unknown op {other:?} (expected hello, reach, moves, perft)"
        ))),
    }
}

fn perft(
    rules: &dyn JsonVariant,
    options: &Map<String, Value>,
    position: &Value,
    validation: Validation,
    depth: u32,
    divide: bool,
) -> Result<Value, VariantError> {
    if !divide || depth == 0 {
        return Ok(json!({"nodes": rules.perft(options, position, validation, depth)?}));
    }
    let rows = rules.divide(options, position, validation, depth)?;
    let nodes: u64 = rows.iter().map(|(_, n)| n).sum();
    let divide: Vec<Value> = rows
        .into_iter()
        .map(|(mut m, n)| {
            m.insert("nodes".into(), n.into());
            Value::Object(m)
        })
        .collect();
    Ok(json!({"nodes": nodes, "divide": divide}))
}

/// The ops a case may ask for, which `hello` declares
/// (`spec/conformance.md#handshake`).
pub const OPS: &[&str] = &["reach", "moves", "perft"];

/// What `hello` answers: the protocol version, the ops, and every rule
/// set with its options (each value as a string, the adopted one first:
/// a boolean option's `"true"` is the request's `true`) and the deepest
/// perft this server answers for it (its own limit, or `--max-depth`).
pub fn hello(base: &Base) -> Value {
    let bound = base.max_depth.unwrap_or(u32::MAX);
    let variants: Vec<Value> = registry::VARIANTS
        .iter()
        .map(|v| {
            json!({
                "id": v.id(),
                "title": v.title(),
                "options": v.option_set(),
                "perft_limit": v.perft_limit().min(bound),
            })
        })
        .collect();
    json!({
        "protocol": VERSION,
        "program": concat!("congruent ", env!("CARGO_PKG_VERSION")),
        "ops": OPS,
        "variants": variants,
    })
}

/// The serve loop: one response line per request line, flushed, until the
/// input ends. A line longer than [`MAX_LINE`] is answered with a `limit`
/// error as soon as that many bytes are read, and the rest of it skipped
/// without being held in memory. Returns when the input
/// ends or the writer fails (a closed pipe).
pub fn serve(input: impl BufRead, output: impl Write, base: &Base) -> std::io::Result<()> {
    serve_with(input, output, base, &|_, response| response)
}

/// [`serve`] with every answer to a request passed through `post` first:
/// `serve --mutant NAME` answers as a program with that one fault
/// (`suite::mutants`, `spec/conformance.md#mutants`).
pub fn serve_with(
    mut input: impl BufRead,
    mut output: impl Write,
    base: &Base,
    post: &dyn Fn(&Request, Value) -> Value,
) -> std::io::Result<()> {
    let mut buf = Vec::new();
    let mut rest_of_long_line = false;
    loop {
        buf.clear();
        let read = read_line(&mut input, &mut buf, MAX_LINE, &mut rest_of_long_line)?;
        let response = match read {
            Line::End => return Ok(()),
            Line::TooLong => error(
                &Value::Null,
                "limit",
                &format!("request line longer than {MAX_LINE} bytes"),
            ),
            Line::Complete => {
                let line = String::from_utf8_lossy(&buf);
                let line = line.trim();
                if line.is_empty() {
                    continue;
                }
                match parse_request(line) {
                    Ok(r) => post(&r, answer(&r, base)),
                    Err(e) => e,
                }
            }
        };
        // One write a response: a `reach` answer of a full board runs to
        // hundreds of kilobytes, and written piece by piece through a
        // line-buffered stdout it cost more than working it out.
        let mut text = serde_json::to_vec(&response).expect("a Value serialises");
        text.push(b'\n');
        output.write_all(&text)?;
        output.flush()?;
    }
}

enum Line {
    Complete,
    TooLong,
    End,
}

/// Reads up to the next newline into `buf` (without it), keeping at most
/// `max` bytes. A longer line is [`Line::TooLong`] as soon as `max` bytes
/// are passed, so that it is answered without waiting for its end (a
/// stream with no newline, `/dev/zero`, is answered too); `skip` is then
/// set, and the next call first reads and drops the rest of that line.
fn read_line(
    input: &mut impl BufRead,
    buf: &mut Vec<u8>,
    max: usize,
    skip: &mut bool,
) -> std::io::Result<Line> {
    let mut seen = false;
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(match seen {
                false => Line::End,
                true => Line::Complete,
            });
        }
        let newline = chunk.iter().position(|&b| b == b'\n');
        if *skip {
            *skip = newline.is_none();
            let used = newline.map_or(chunk.len(), |n| n + 1);
            input.consume(used);
            continue;
        }
        seen = true;
        let part = &chunk[..newline.unwrap_or(chunk.len())];
        if buf.len() + part.len() > max {
            *skip = newline.is_none();
            let used = newline.map_or(chunk.len(), |n| n + 1);
            input.consume(used);
            buf.clear();
            return Ok(Line::TooLong);
        }
        buf.extend_from_slice(part);
        let used = newline.map_or(chunk.len(), |n| n + 1);
        input.consume(used);
        if newline.is_some() {
            return Ok(Line::Complete);
        }
    }
}
