//! `congruent explore`: the rules in a browser (issue 41;
//! `spec/explore.md`). A local web server on 127.0.0.1 serves one page,
//! embedded in the binary, that talks to it in the conformance protocol's
//! own requests and answers (`POST /protocol`, answered as `serve`
//! answers), plus the few things a page needs that the protocol lacks
//! (`POST /explore`: a position read or played on, a picture).
//!
//! Generic: every rule set is reached through the seam
//! ([`crate::core::variant::JsonVariant`]) and drawn by
//! [`crate::picture`], so the page shows all of them one way.

mod page;

use crate::core::variant::{JsonVariant, Validation, VariantError};
use crate::picture::{self, Layout, Scene};
use crate::referee::protocol;
use crate::registry;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::io::Read;

/// The largest request body read (`spec/explore.md#limits`): the
/// protocol's longest request line, as `serve` reads it.
pub const MAX_BODY: usize = protocol::MAX_LINE;

/// What the page starts from: the rule set, its options, and a position
/// (`None`: the start).
#[derive(Debug, Clone, Default)]
pub struct Start {
    /// The rule set's id.
    pub variant: String,
    /// Its options, as a request's `options`.
    pub options: Map<String, Value>,
    /// A position as JSON or a compact string; `None`: the start.
    pub position: Option<Value>,
}

/// A server bound to 127.0.0.1, and the port it has.
pub struct Explorer {
    server: tiny_http::Server,
    port: u16,
    start: Start,
}

impl Explorer {
    /// Binds 127.0.0.1:`port` (0: a free port) and checks `start`, so a
    /// bad rule set, option or position is refused before any page asks.
    pub fn bind(port: u16, start: Start) -> Result<Explorer, String> {
        let rules = registry::by_id(&start.variant).map_err(|e| e.to_string())?;
        rules
            .options_json(&start.options)
            .map_err(|e| e.to_string())?;
        if let Some(p) = &start.position {
            rules
                .normalise(&start.options, p, Validation::Analysis)
                .map_err(|e| format!("position: {e}"))?;
        }
        let server = tiny_http::Server::http(("127.0.0.1", port))
            .map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))?;
        let port = server
            .server_addr()
            .to_ip()
            .map(|a| a.port())
            .ok_or("the server has no IP address")?;
        Ok(Explorer {
            server,
            port,
            start,
        })
    }

    /// The page's address.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}/", self.port)
    }

    /// Answers requests on [`WORKERS`] threads, so that a slow one does
    /// not hold up the page, until the process ends (Ctrl-C).
    pub fn serve(&self) {
        std::thread::scope(|scope| {
            for _ in 0..WORKERS {
                scope.spawn(|| {
                    while let Ok(request) = self.server.recv() {
                        self.reply(request);
                    }
                });
            }
        });
    }

    fn reply(&self, mut request: tiny_http::Request) {
        let mut head = request_of(&request);
        read_body(&mut request, &mut head);
        let (status, kind, body) = self.answer(&head);
        let response = tiny_http::Response::from_data(body)
            .with_status_code(status)
            .with_header(header("Content-Type", kind))
            .with_header(header("Cache-Control", "no-store"))
            .with_header(header("X-Content-Type-Options", "nosniff"));
        // A client gone before its answer is no error of ours.
        let _ = request.respond(response);
    }

    /// The answer to `head`: status, content type and body.
    pub fn answer(&self, head: &Head) -> (u16, &'static str, Vec<u8>) {
        if let Err(why) = head.trusted(self.port) {
            return text(403, &why);
        }
        if let Some((status, why)) = &head.refused {
            return text(*status, why);
        }
        match (head.method.as_str(), head.path.as_str()) {
            ("GET", "/") => (200, "text/html; charset=utf-8", page::HTML.into()),
            ("GET", "/explore.js") => (200, "text/javascript; charset=utf-8", page::JS.into()),
            ("GET", "/explore.css") => (200, "text/css; charset=utf-8", page::CSS.into()),
            ("GET", "/start") => json_answer(200, &self.start_json()),
            ("POST", "/protocol") => json_answer(200, &protocol_answer(&head.body)),
            ("POST", "/explore") => match explore(&head.body) {
                Ok(v) => json_answer(200, &v),
                Err(e) => json_answer(
                    200,
                    &json!({"error": {"kind": e.kind(), "message": e.to_string()}}),
                ),
            },
            ("GET" | "POST", _) => text(
                404,
                &format!("no page {}", crate::core::input::excerpt(&head.path)),
            ),
            (m, _) => text(
                405,
                &format!(
                    "method {} (GET and POST only)",
                    crate::core::input::excerpt(m)
                ),
            ),
        }
    }

    /// What the page starts from, as `GET /start` gives it.
    fn start_json(&self) -> Value {
        let s = &self.start;
        json!({"variant": s.variant, "options": s.options, "position": s.position})
    }
}

/// What the server reads of a request: method, path, the headers it
/// checks and the body (bounded by [`MAX_BODY`]).
#[derive(Debug, Clone, Default)]
pub struct Head {
    /// `GET`, `POST`, ...
    pub method: String,
    /// The path, without query or fragment.
    pub path: String,
    /// The `Host` header.
    pub host: Option<String>,
    /// The `Origin` header, which browsers send with a POST.
    pub origin: Option<String>,
    /// The body, as text.
    pub body: String,
    /// The status and the reason of a request refused before it is read
    /// (a body too long, or not UTF-8).
    pub refused: Option<(u16, String)>,
}

impl Head {
    /// A page of another site, or a name that resolves here by DNS
    /// rebinding, must not drive the server: the `Host` must be this
    /// server's own address, and an `Origin`, where the browser sends
    /// one, this server.
    fn trusted(&self, port: u16) -> Result<(), String> {
        let ours = [format!("127.0.0.1:{port}"), format!("localhost:{port}")];
        match &self.host {
            Some(h) if ours.contains(h) => {}
            Some(h) => {
                return Err(format!(
                    "foreign Host header {} (this server answers 127.0.0.1:{port})",
                    crate::core::input::excerpt(h)
                ))
            }
            None => return Err("no Host header".into()),
        }
        match &self.origin {
            Some(o) if !ours.iter().any(|a| *o == format!("http://{a}")) => Err(format!(
                "foreign Origin {} (this server answers its own page only)",
                crate::core::input::excerpt(o)
            )),
            _ => Ok(()),
        }
    }
}

/// What the server checks of a request's head; the body is
/// [`read_body`]'s.
fn request_of(r: &tiny_http::Request) -> Head {
    let get = |name: &'static str| {
        r.headers()
            .iter()
            .find(|h| h.field.equiv(name))
            .map(|h| h.value.as_str().to_string())
    };
    Head {
        method: r.method().as_str().to_string(),
        path: r.url().split(['?', '#']).next().unwrap_or("/").to_string(),
        host: get("Host"),
        origin: get("Origin"),
        ..Head::default()
    }
}

/// Reads the body of `r` into `head`, refusing one over [`MAX_BODY`]
/// without holding more of it.
pub fn read_body(r: &mut tiny_http::Request, head: &mut Head) {
    if r.body_length().is_some_and(|n| n > MAX_BODY) {
        head.refused = Some((413, format!("request body over {MAX_BODY} bytes")));
        return;
    }
    let mut buf = Vec::new();
    let read = r
        .as_reader()
        .take(MAX_BODY as u64 + 1)
        .read_to_end(&mut buf);
    if read.is_err() || buf.len() > MAX_BODY {
        head.refused = Some((
            413,
            format!("request body over {MAX_BODY} bytes, or unreadable"),
        ));
        return;
    }
    match String::from_utf8(buf) {
        Ok(s) => head.body = s,
        Err(_) => head.refused = Some((400, "request body is not UTF-8".into())),
    }
}

fn header(name: &str, value: &str) -> tiny_http::Header {
    tiny_http::Header::from_bytes(name.as_bytes(), value.as_bytes()).expect("an ASCII header")
}

fn text(status: u16, message: &str) -> (u16, &'static str, Vec<u8>) {
    (
        status,
        "text/plain; charset=utf-8",
        format!("{message}\n").into_bytes(),
    )
}

fn json_answer(status: u16, v: &Value) -> (u16, &'static str, Vec<u8>) {
    (status, "application/json", v.to_string().into_bytes())
}

/// The page's server answers perft to depth [`MAX_DEPTH`] only, as
/// `serve --max-depth 2` does: goff-quantum's perft(3) takes 17 s.
pub const MAX_DEPTH: u32 = 2;

/// The threads that answer requests.
pub const WORKERS: usize = 4;

static BASE: std::sync::LazyLock<protocol::Base> = std::sync::LazyLock::new(|| protocol::Base {
    max_depth: Some(MAX_DEPTH),
    ..protocol::Base::default()
});

/// A protocol request answered as `serve` answers it (one request per
/// POST, the answer line as the body).
pub fn protocol_answer(body: &str) -> Value {
    match protocol::parse_request(body.trim()) {
        Ok(request) => protocol::answer(&request, &BASE),
        Err(refusal) => refusal,
    }
}

/// The page's own requests (`spec/explore.md#explore`): `{"op": ...,
/// "variant", "options", "position", ...}`.
pub fn explore(body: &str) -> Result<Value, VariantError> {
    let bad = |m: String| VariantError::BadRequest(m);
    let value = crate::core::input::parse_json(body.trim())
        .map_err(|e| bad(format!("malformed JSON: {e}")))?;
    let Value::Object(m) = value else {
        return Err(bad("a request is a JSON object".into()));
    };
    const FIELDS: &[&str] = &[
        "op",
        "variant",
        "options",
        "position",
        "move",
        "key",
        "from",
        "id",
        "layout",
        "allow_illegal",
    ];
    if let Some(k) = m.keys().find(|k| !FIELDS.contains(&k.as_str())) {
        return Err(bad(format!(
            "unknown field {k:?} (expected {})",
            FIELDS.join(", ")
        )));
    }
    let text = |k: &str| m.get(k).and_then(Value::as_str);
    let op = text("op")
        .ok_or_else(|| bad("missing \"op\" (position, play, picture, case, kinds)".into()))?;
    let rules = registry::by_id(text("variant").unwrap_or("goff"))?;
    let options = match m.get("options") {
        None | Some(Value::Null) => Map::new(),
        Some(Value::Object(o)) => o.clone(),
        Some(other) => return Err(bad(format!("options must be an object, found {other}"))),
    };
    let validation = match m.get("allow_illegal") {
        Some(Value::Bool(true)) => Validation::Analysis,
        _ => Validation::Legal,
    };
    let position = match m.get("position") {
        None | Some(Value::Null) => rules.start(&options)?,
        Some(p) => p.clone(),
    };
    match op {
        "position" => both(rules, &options, &position, validation),
        "play" => {
            // The move as a moves entry, or as text: its move key (what
            // the page's address keeps) or its notation. Text no legal
            // move has is the rule set's to read (goff-quantum plays a
            // quantum move in the book's notation, spreads and all).
            let (key, notation) = match (m.get("move"), text("key")) {
                (Some(Value::Object(entry)), None) => (protocol::move_key(entry), entry.get("notation").cloned()),
                (None, Some(text)) => {
                    let reply = rules.moves(&options, &position, validation)?;
                    let listed = reply.moves.iter().find(|e| {
                        protocol::move_key(e) == text || e.get("notation").and_then(Value::as_str) == Some(text)
                    });
                    match listed {
                        Some(e) => (protocol::move_key(e), e.get("notation").cloned()),
                        None => (text.to_string(), Some(text.into())),
                    }
                }
                _ => return Err(bad("play needs \"move\" (an entry of a moves answer) or \"key\" (a move key or notation), not both".into())),
            };
            let (after, report) = rules.play_reported(&options, &position, validation, &key)?;
            let mut v = both(rules, &options, &after, Validation::Analysis)?;
            v["key"] = key.into();
            v["notation"] = notation.unwrap_or(Value::Null);
            v["report"] = report.unwrap_or(Value::Null);
            Ok(v)
        }
        "picture" => {
            let layout = match text("layout") {
                None => picture::default_layout(rules.id()),
                Some(name) => Layout::parse(name).ok_or_else(|| {
                    bad(format!(
                        "layout {}: expected stacked or grid",
                        crate::core::input::excerpt(name)
                    ))
                })?,
            };
            let svg = match text("from") {
                Some(from) => picture::show(rules, &options, &position, from, layout)?,
                None => {
                    let (json, _) = rules.normalise(&options, &position, Validation::Analysis)?;
                    let scene = Scene::new(
                        format!("{}: the position", rules.id()),
                        rules.cells(&options)?,
                        &json,
                    );
                    scene.svg(layout, picture::unit_for(&scene, layout))
                }
            };
            Ok(json!({"svg": svg}))
        }
        // A suite case by id, as `congruent suite` writes it: what a
        // conformance report's failing case asked (its JSON report names
        // cases by id only).
        "case" => {
            let id = text("id").ok_or_else(|| bad("case needs \"id\"".into()))?;
            let cases = suite(rules);
            let case = cases.iter().find(|c| c.id == id).ok_or_else(|| {
                bad(format!(
                    "{} has no case {}",
                    rules.id(),
                    crate::core::input::excerpt(id)
                ))
            })?;
            Ok(serde_json::to_value(case).expect("serialisable"))
        }
        // The kinds of piece a position of the rule set may hold: what
        // the page's set-up offers to place.
        "kinds" => Ok(json!({"kinds": rules.piece_kinds()})),
        other => Err(bad(format!(
            "unknown op {other:?} (expected position, play, picture, case, kinds)"
        ))),
    }
}

/// A rule set's suite, made once (Goff's takes seconds) and kept, so a
/// report's cases are stepped through at once.
fn suite(rules: &dyn JsonVariant) -> std::sync::Arc<Vec<crate::core::case::Case>> {
    type Suites = BTreeMap<&'static str, std::sync::Arc<Vec<crate::core::case::Case>>>;
    static SUITES: std::sync::Mutex<Suites> = std::sync::Mutex::new(BTreeMap::new());
    let made = SUITES.lock().ok().and_then(|s| s.get(rules.id()).cloned());
    made.unwrap_or_else(|| {
        let cases = std::sync::Arc::new(rules.cases());
        if let Ok(mut s) = SUITES.lock() {
            s.insert(rules.id(), cases.clone());
        }
        cases
    })
}

/// A position in both forms, the JSON object and the compact string.
fn both(
    rules: &dyn JsonVariant,
    options: &Map<String, Value>,
    position: &Value,
    validation: Validation,
) -> Result<Value, VariantError> {
    let (json, fen) = rules.normalise(options, position, validation)?;
    Ok(json!({"position": json, "fen": fen}))
}
