//! `congruent explore` (issue 41, `spec/explore.md`): the server started
//! as a user starts it, sent hostile requests and still alive after them;
//! and the page driven in headless Chromium through WebDriver
//! (`chromedriver`) for every rule set: a piece's destinations against
//! `moves`, a move played and taken back, Goff's `king=natural` beside
//! the adopted reading against two `reach` answers, a conformance
//! report's first failing case, a Positional turn of two moves, a quantum
//! move's histories. Screenshots stay in target/tmp/screenshots/.

use crate::browser::{out_dir, read_png, MEASURE};
use crate::common::tool_missing;
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A running `congruent explore`, killed when dropped.
struct Served {
    child: Child,
    port: u16,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `congruent explore --port 0 ARGS` and reads the address it
/// prints, which must be spec/explore.md's line.
fn start_explore(args: &[&str]) -> Served {
    let mut child = Command::new(env!("CARGO_BIN_EXE_congruent"))
        .args(["explore", "--port", "0"])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = Vec::new();
    let mut out = child.stdout.take().unwrap();
    let mut byte = [0u8];
    while out.read(&mut byte).unwrap() == 1 && byte[0] != b'\n' {
        line.push(byte[0]);
    }
    let line = String::from_utf8(line).unwrap();
    let port = line
        .strip_prefix("congruent explore: http://127.0.0.1:")
        .and_then(|rest| rest.strip_suffix("/ (Ctrl-C stops it)"))
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("not the address line: {line:?}"));
    Served { child, port }
}

/// One HTTP exchange on a fresh connection: the status and the body.
fn http(
    port: u16,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> (u16, String) {
    let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    if !headers.iter().any(|(k, _)| *k == "Host") {
        head.push_str(&format!("Host: 127.0.0.1:{port}\r\n"));
    }
    for (k, v) in headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    // A server that refuses a long body may close before reading it all.
    let _ = s
        .write_all(head.as_bytes())
        .and_then(|()| s.write_all(body));
    read_response(&mut s)
}

/// Reads one response: to its `Content-Length` where it gives one (a
/// server may keep the connection open), else to the end.
fn read_response(s: &mut TcpStream) -> (u16, String) {
    let mut bytes = Vec::new();
    let mut buf = [0u8; 8192];
    let body_at = loop {
        if let Some(i) = bytes.windows(4).position(|w| w == b"\r\n\r\n") {
            break i + 4;
        }
        match s.read(&mut buf) {
            Ok(0) | Err(_) => break bytes.len(),
            Ok(n) => bytes.extend_from_slice(&buf[..n]),
        }
    };
    let head = String::from_utf8_lossy(&bytes[..body_at]).to_string();
    let status = head.get(9..12).and_then(|c| c.parse().ok()).unwrap_or(0);
    let length = head.lines().find_map(|l| {
        let (k, v) = l.split_once(':')?;
        k.eq_ignore_ascii_case("content-length")
            .then(|| v.trim().parse::<usize>().ok())?
    });
    let chunked = head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked");
    let mut body = bytes[body_at.min(bytes.len())..].to_vec();
    let complete = |b: &[u8]| match (chunked, length) {
        (true, _) => b.ends_with(b"0\r\n\r\n"),
        (false, Some(n)) => b.len() >= n,
        (false, None) => false,
    };
    while !complete(&body) {
        match s.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => body.extend_from_slice(&buf[..n]),
        }
    }
    if chunked {
        body = dechunk(&body);
    }
    (status, String::from_utf8_lossy(&body).to_string())
}

/// A chunked body's data (tiny_http chunks long answers).
fn dechunk(mut raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    while let Some(end) = raw.windows(2).position(|w| w == b"\r\n") {
        let size =
            usize::from_str_radix(String::from_utf8_lossy(&raw[..end]).trim(), 16).unwrap_or(0);
        if size == 0 {
            break;
        }
        out.extend_from_slice(&raw[end + 2..end + 2 + size]);
        raw = &raw[end + 2 + size + 2..];
    }
    out
}

fn post(port: u16, path: &str, body: &Value) -> Value {
    let (status, text) = http(port, "POST", path, &[], body.to_string().as_bytes());
    assert_eq!(status, 200, "{text}");
    serde_json::from_str(&text).unwrap()
}

/// spec/explore.md#limits: a foreign Host or Origin, a 2 MiB body,
/// malformed JSON, a deep perft, unknown paths and methods, 200 requests
/// at once: each answered with a clear error or served, and the server
/// alive after all of them.
#[test]
fn hostile_requests_get_clear_errors_and_the_server_lives() {
    let s = start_explore(&["--variant", "tetrahedral"]);
    let port = s.port;
    let (status, body) = http(port, "GET", "/", &[("Host", "evil.example:80")], b"");
    assert_eq!(status, 403, "{body}");
    assert!(body.contains("foreign Host header"), "{body}");
    let hello = br#"{"id":1,"op":"hello"}"#;
    let (status, body) = http(
        port,
        "POST",
        "/protocol",
        &[("Origin", "http://evil.example")],
        hello,
    );
    assert_eq!(
        (status, body.contains("foreign Origin")),
        (403, true),
        "{body}"
    );
    let big = vec![b' '; 2 << 20];
    let (status, body) = http(port, "POST", "/protocol", &[], &big);
    assert_eq!(status, 413, "{body}");
    let v = post(port, "/protocol", &json!("{not json"));
    assert_eq!(v["error"]["kind"], "bad-request", "{v}");
    let (status, body) = http(port, "POST", "/protocol", &[], b"{not json");
    assert_eq!(status, 200);
    assert!(body.contains("malformed JSON"), "{body}");
    let v = post(
        port,
        "/protocol",
        &json!({"id": 2, "op": "perft", "variant": "tetrahedral", "depth": 9, "position": null}),
    );
    assert!(
        v["error"]["kind"] == "limit" || v["error"]["kind"] == "bad-request",
        "{v}"
    );
    let v = post(
        port,
        "/protocol",
        &json!({"id": 2, "op": "perft", "variant": "goff", "depth": 1}),
    );
    assert_eq!(v["error"]["kind"], "bad-request", "no position: {v}");
    let start = post(
        port,
        "/explore",
        &json!({"op": "position", "variant": "goff"}),
    );
    let v = post(
        port,
        "/protocol",
        &json!({"id": 3, "op": "perft", "depth": 3, "position": start["position"]}),
    );
    assert_eq!(v["error"]["kind"], "limit", "perft past depth 2: {v}");
    let v = post(port, "/explore", &json!({"op": "dance"}));
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains("unknown op"),
        "{v}"
    );
    assert_eq!(http(port, "GET", "/nothing", &[], b"").0, 404);
    assert_eq!(http(port, "DELETE", "/", &[], b"").0, 405);
    let answered: Vec<u16> = std::thread::scope(|scope| {
        let asks: Vec<_> = (0..200)
            .map(|i| {
                scope.spawn(move || {
                    let body =
                        json!({"id": i, "op": "moves", "variant": "tetrahedral", "position": null})
                            .to_string();
                    http(port, "POST", "/protocol", &[], body.as_bytes()).0
                })
            })
            .collect();
        asks.into_iter().map(|a| a.join().unwrap()).collect()
    });
    assert!(answered.iter().all(|&s| s == 200), "{answered:?}");
    let v = post(port, "/protocol", &json!({"id": 9, "op": "hello"}));
    assert_eq!(v["protocol"], 1, "alive after all of them: {v}");
    let (status, page) = http(
        port,
        "GET",
        "/",
        &[("Host", "localhost:".to_string().as_str())],
        b"",
    );
    assert_eq!(
        status, 403,
        "localhost without the port is another address: {page}"
    );
}

/// `play` answers goff-quantum's move report beside the position (the
/// weight pruned, as `quantum` reports it: L16704-16709's stack move
/// prunes 50 of 51 histories) and `null` for a classical rule set.
#[test]
fn a_quantum_move_is_played_with_its_report() {
    let s = start_explore(&["--variant", "goff-quantum"]);
    let mut position = json!({"to_move": "white", "pieces": [
        {"kind": "stack", "side": "white", "tile": "Q4,4"},
        {"kind": "king", "side": "white", "tile": "QR1,8"},
        {"kind": "king", "side": "black", "tile": "QR8,1"}]});
    let mut reports = Vec::new();
    for key in ["S(Q4,4) -- [Q6,6]", "---", "S(Q6,6) -- [Q4,4]"] {
        let v = post(
            s.port,
            "/explore",
            // Black's pass leaves histories where its king stands
            // attacked: a position no classical game reaches.
            &json!({"op": "play", "variant": "goff-quantum", "position": position, "key": key, "allow_illegal": true}),
        );
        assert!(v["error"].is_null(), "{key}: {v}");
        position = v["position"].clone();
        reports.push(v["report"].clone());
    }
    assert_eq!(reports[0]["histories_after"], 51, "{}", reports[0]);
    assert_eq!(reports[2]["histories_before"], 51, "{}", reports[2]);
    assert_eq!(
        reports[2]["pruned_by_differentiation"], 50,
        "{}",
        reports[2]
    );
    let classical = post(
        s.port,
        "/explore",
        &json!({"op": "play", "variant": "goff", "key": "QR2,2-QR2,3"}),
    );
    assert!(classical["error"].is_null(), "{classical}");
    assert!(classical["report"].is_null(), "{classical}");
}

/// Bad input on the command line is refused at once, before any page
/// asks: exit 2, one line naming it.
#[test]
fn a_bad_start_is_refused_before_serving() {
    use crate::common::refused;
    refused(
        &["explore", "--variant", "nope"],
        "unknown variant \"nope\"",
    );
    refused(&["explore", "--fen", "xyz"], "position:");
    refused(&["explore", "--set", "king=sideways"], "king");
    refused(
        &["explore", "--input", "/no/such/file.json"],
        "--input /no/such/file.json",
    );
    let s = start_explore(&[]);
    let taken = s.port.to_string();
    refused(
        &["explore", "--port", &taken],
        "cannot listen on 127.0.0.1:",
    );
}

/// A WebDriver session on headless Chromium, through `chromedriver`.
struct Driver {
    process: Child,
    port: u16,
    session: String,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.call("DELETE", "", Value::Null);
        let _ = self.process.kill();
        let _ = self.process.wait();
    }
}

const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

impl Driver {
    fn start() -> Driver {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let process = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let began = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                began.elapsed() < Duration::from_secs(20),
                "chromedriver never listened"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        let mut d = Driver {
            process,
            port,
            session: String::new(),
        };
        let args = [
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--window-size=1366,768",
            "--hide-scrollbars",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ];
        let caps = json!({"capabilities": {"alwaysMatch": {"goog:chromeOptions": {"binary": "/usr/bin/chromium", "args": args}}}});
        let v = d.call("POST", "/session", caps);
        d.session = v["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no session: {v}"))
            .to_string();
        d
    }

    /// A WebDriver command: `path` under the session (or the root for
    /// `/session`), answered `value`.
    fn call(&self, method: &str, path: &str, body: Value) -> Value {
        let path = match path {
            "/session" => path.to_string(),
            _ => format!("/session/{}{path}", self.session),
        };
        let body = if body.is_null() {
            String::new()
        } else {
            body.to_string()
        };
        let (status, text) = http(
            self.port,
            method,
            &path,
            &[("Content-Type", "application/json")],
            body.as_bytes(),
        );
        let v: Value = serde_json::from_str(&text).unwrap_or_else(|_| panic!("{status}: {text}"));
        assert_eq!(status, 200, "{method} {path}: {v}");
        v["value"].clone()
    }

    fn go(&self, url: &str) {
        self.call("POST", "/url", json!({"url": "about:blank"}));
        self.call("POST", "/url", json!({"url": url}));
        self.idle();
    }

    fn js(&self, script: &str, args: Value) -> Value {
        self.call(
            "POST",
            "/execute/sync",
            json!({"script": script, "args": args}),
        )
    }

    /// Waits until the page has no request under way, twice in a row.
    fn idle(&self) {
        let began = Instant::now();
        let mut calm = 0;
        while calm < 2 {
            if began.elapsed() > Duration::from_secs(60) {
                let seen = self.js("return [location.href, document.body && document.body.dataset.busy, typeof state, document.getElementById('status') && document.getElementById('status').textContent]", json!([]));
                panic!("the page never settled: {seen}");
            }
            std::thread::sleep(Duration::from_millis(100));
            let settled = self.js("return document.body.dataset.busy === '0' && typeof state !== 'undefined' && state.history.length > 0", json!([]));
            calm = if settled == json!(true) { calm + 1 } else { 0 };
        }
    }

    fn click(&self, cell: &str) {
        let found = self.js(
            "const g = document.querySelector(`g.tile[data-cell='${arguments[0]}']`); if (!g) return false; g.dispatchEvent(new MouseEvent('click', {bubbles: true})); return true;",
            json!([cell]),
        );
        assert_eq!(found, json!(true), "no cell {cell} on the page");
        self.idle();
    }

    fn count(&self, selector: &str) -> usize {
        self.js(
            "return document.querySelectorAll(arguments[0]).length",
            json!([selector]),
        )
        .as_u64()
        .unwrap() as usize
    }

    /// The text of the element `id`.
    fn text(&self, id: &str) -> String {
        self.property(id, "textContent")
    }

    /// The value of the input `id`.
    fn value(&self, id: &str) -> String {
        self.property(id, "value")
    }

    fn property(&self, id: &str, name: &str) -> String {
        let script = "return document.getElementById(arguments[0])[arguments[1]]";
        let v = self.js(script, json!([id, name]));
        v.as_str()
            .unwrap_or_else(|| panic!("#{id}.{name}: {v}"))
            .to_string()
    }

    /// A screenshot of the window, checked: its pictures' texts 9 px or
    /// more, no two pieces' glyphs overlapping (browser.rs's measure).
    fn shot(&self, name: &str) {
        let png = out_dir().join(format!("explore-{name}.png"));
        let data = self.call("GET", "/screenshot", Value::Null);
        let bytes = base64(data.as_str().unwrap());
        std::fs::write(&png, bytes).unwrap();
        let (w, h, colours) = read_png(&png);
        assert!(
            w >= 1000 && h >= 500 && colours > 8,
            "{name}: {w}x{h}, {colours} colours"
        );
        let measured = self.js(&format!("{MEASURE}\nconst r = document.getElementById('result'); const t = r.textContent; r.remove(); return t;"), json!([]));
        let measured: Value = serde_json::from_str(measured.as_str().unwrap()).unwrap();
        for m in measured.as_array().unwrap() {
            assert!(
                m["small"].as_array().unwrap().is_empty(),
                "{name}: texts under 9 px: {}",
                m["small"]
            );
            assert!(
                m["overlaps"].as_array().unwrap().is_empty(),
                "{name}: glyphs overlap: {}",
                m["overlaps"]
            );
        }
    }
}

/// Standard base64, as WebDriver sends screenshots.
fn base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        _ => 63,
    };
    let digits: Vec<u8> = text
        .bytes()
        .filter(|&c| c != b'=' && !c.is_ascii_whitespace())
        .map(value)
        .collect();
    digits
        .chunks(4)
        .flat_map(|c| {
            let n = c
                .iter()
                .enumerate()
                .fold(0u32, |n, (i, &d)| n | (d as u32) << (18 - 6 * i));
            let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
            bytes.into_iter().take(c.len() - 1)
        })
        .collect()
}

/// The moves of a position, by the server's protocol answer.
fn moves(port: u16, variant: &str, position: &Value) -> Vec<Value> {
    let v = post(
        port,
        "/protocol",
        &json!({"id": 1, "op": "moves", "variant": variant, "position": position}),
    );
    v["moves"]
        .as_array()
        .unwrap_or_else(|| panic!("{v}"))
        .clone()
}

fn turn_steps(entry: &Value) -> Vec<Value> {
    match entry.get("moves") {
        Some(Value::Array(m)) => m.clone(),
        _ => vec![entry.clone()],
    }
}

/// The cells a piece on `from` moves to first, by `moves`.
fn targets(all: &[Value], from: &str) -> std::collections::BTreeSet<String> {
    all.iter()
        .map(|e| turn_steps(e)[0].clone())
        .filter(|s| s["from"] == from)
        .map(|s| s["to"].as_str().unwrap().to_string())
        .collect()
}

/// Every rule set in the page: a piece's legal destinations as `moves`
/// gives them, a move played (its whole turn, for Positional) and taken
/// back; then Goff's readings side by side, a report replayed and a
/// quantum move.
#[test]
fn the_page_plays_every_rule_set_in_a_browser() {
    if !Path::new(CHROMEDRIVER).exists()
        && tool_missing("chromedriver", &format!("no WebDriver at {CHROMEDRIVER}"))
    {
        return;
    }
    let s = start_explore(&[]);
    let d = Driver::start();
    let url = format!("http://127.0.0.1:{}/", s.port);
    for rules in congruent::VARIANTS.iter() {
        let id = rules.id();
        d.go(&format!("{url}#v={id}"));
        let start = post(
            s.port,
            "/explore",
            &json!({"op": "position", "variant": id}),
        );
        let all = moves(s.port, id, &start["position"]);
        let on_board =
            |cell: &Value| d.count(&format!("g.tile[data-cell='{}']", cell.as_str().unwrap())) == 1;
        let first = all
            .iter()
            .map(turn_steps)
            .find(|s| s.iter().all(|m| on_board(&m["from"])))
            .unwrap();
        let from = first[0]["from"].as_str().unwrap().to_string();
        d.click(&from);
        assert_eq!(
            d.count("g.tile.legal"),
            targets(&all, &from).len(),
            "{id}: the destinations of {from}"
        );
        d.shot(&format!("{id}-piece"));
        let fen = d.value("fen");
        for step in &first {
            if d.js("return state.selected", json!([])) != step["from"] {
                d.click(step["from"].as_str().unwrap());
            }
            d.click(step["to"].as_str().unwrap());
            if d.count("#choices button") > 0 {
                d.js(
                    "document.querySelector('#choices button').click()",
                    json!([]),
                );
                d.idle();
            }
        }
        assert_eq!(
            d.count("#played li"),
            1,
            "{id}: one move played ({})",
            d.text("status")
        );
        assert_ne!(d.value("fen"), fen, "{id}: the position string changed");
        d.shot(&format!("{id}-played"));
        d.js("document.getElementById('undo').click()", json!([]));
        d.idle();
        assert_eq!(d.value("fen"), fen, "{id}: undone");
        // A drop: a click on its empty cell, then the piece.
        if let Some(drop) = all.iter().find(|e| !on_board(&turn_steps(e)[0]["from"])) {
            d.click(drop["to"].as_str().unwrap());
            d.js(
                "const b = document.querySelector('#choices button'); if (b) b.click();",
                json!([]),
            );
            d.idle();
            assert_eq!(
                d.count("#played li"),
                1,
                "{id}: a drop played ({})",
                d.text("status")
            );
            d.shot(&format!("{id}-drop"));
            d.js("document.getElementById('undo').click()", json!([]));
            d.idle();
        }
    }
    readings_side_by_side(&d, &s, &url);
    a_position_set_up(&d, &url);
    a_report_replayed(&d, &url);
    // Quantum: the chapter's pawn advance, typed in its notation.
    d.go(&format!("{url}#v=goff-quantum"));
    d.js("document.getElementById('text').value = 'P(K2,2) -- [K4,4]'; document.getElementById('typed').requestSubmit()", json!([]));
    d.idle();
    let status = d.text("status");
    assert!(status.contains("5 histories (5 positions)"), "{status}");
    assert!(
        d.text("report")
            .contains("P(K2,2) -- [K4,4]: 1 history -> 5 (1 position -> 5); pruned by conflict 0, by differentiation 0"),
        "{}",
        d.text("report")
    );
    d.shot("goff-quantum-histories");
}

/// Goff's king under `king=natural` beside the adopted reading: the
/// cells marked added and removed are the difference of two `reach`
/// answers.
fn readings_side_by_side(d: &Driver, s: &Served, url: &str) {
    let position = json!({"to_move": "white", "pieces": [
        {"kind": "king", "side": "white", "tile": "K4,4"},
        {"kind": "rook", "side": "white", "tile": "K4,6"},
        {"kind": "king", "side": "black", "tile": "QR8,1"}]});
    let fen = post(
        s.port,
        "/explore",
        &json!({"op": "position", "position": position}),
    )["fen"]
        .clone();
    let reach = |options: Value| -> std::collections::BTreeSet<String> {
        let v = post(
            s.port,
            "/protocol",
            &json!({"id": 1, "op": "reach", "options": options, "position": position}),
        );
        targets(v["moves"].as_array().unwrap(), "K4,4")
    };
    let (ours, theirs) = (reach(json!({})), reach(json!({"king": "natural"})));
    let (added, removed) = (
        theirs.difference(&ours).count(),
        ours.difference(&theirs).count(),
    );
    assert!(added + removed > 0, "the readings differ here");
    let hash = format!("v=goff&fen={}", urlencode(fen.as_str().unwrap()));
    d.go(&format!("{url}#{hash}"));
    d.click("K4,4");
    d.js("const c = document.getElementById('compare'); c.value = 'king=natural'; c.dispatchEvent(new Event('change'))", json!([]));
    d.idle();
    assert_eq!(
        (d.count("g.tile.added"), d.count("g.tile.removed")),
        (added, removed),
        "{}",
        d.text("diff")
    );
    d.shot("goff-readings");
}

/// The set-up on Tetrahedral's board: a white rook put on an empty cell,
/// black given the move, then the white king cleared, which the server
/// refuses in words while the position stays as it was.
fn a_position_set_up(d: &Driver, url: &str) {
    d.go(&format!("{url}#v=tetrahedral"));
    d.js(
        "document.getElementById('editing').checked = true",
        json!([]),
    );
    let pieces = "return current().position.pieces.map((p) => `${p.side} ${p.kind} ${p.cell}`)";
    let before = d.js(pieces, json!([])).as_array().unwrap().len();
    let empty = d.js("const occ = new Set(current().position.pieces.map((p) => p.cell)); return [...document.querySelectorAll('g.tile[data-cell]')].map((g) => g.dataset.cell).find((c) => !occ.has(c))", json!([]));
    let empty = empty.as_str().expect("an empty cell").to_string();
    d.js(
        "document.getElementById('put').value = 'white rook'",
        json!([]),
    );
    d.click(&empty);
    let after = d.js(pieces, json!([]));
    assert_eq!(d.text("edit-error"), "", "the rook is put");
    assert_eq!(after.as_array().unwrap().len(), before + 1, "{after}");
    assert!(
        after
            .as_array()
            .unwrap()
            .contains(&json!(format!("white rook {empty}"))),
        "{after}"
    );
    d.js("const s = document.getElementById('to-move'); s.value = 'black'; s.dispatchEvent(new Event('change'))", json!([]));
    d.idle();
    assert_eq!(
        d.js("return current().position.to_move", json!([])),
        json!("black")
    );
    assert!(
        d.text("status").contains("black to move"),
        "{}",
        d.text("status")
    );
    let fen = d.value("fen");
    let king = d.js("return current().position.pieces.find((p) => p.side === 'white' && p.kind === 'king').cell", json!([]));
    d.js("document.getElementById('put').value = ''", json!([]));
    d.click(king.as_str().unwrap());
    let refusal = d.text("edit-error");
    assert!(refusal.starts_with("Not set up: "), "{refusal}");
    assert!(
        refusal.contains("king"),
        "the refusal says what is wrong: {refusal}"
    );
    assert_eq!(d.value("fen"), fen, "a refused edit leaves the position");
    d.shot("tetrahedral-set-up");
    d.js(
        "document.getElementById('editing').checked = false",
        json!([]),
    );
}

/// A conformance report of a seeded fault (a Tetrahedral king that takes
/// defended pieces), opened in the page: its first failing case on the
/// board, with the program's wrong moves marked.
fn a_report_replayed(d: &Driver, url: &str) {
    let dir = crate::common::scratch_dir("explore-report");
    let report = dir.join("report.json");
    let program = format!(
        "python3 {}/examples/faulty.py {} king-takes-defended tetrahedral",
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_congruent")
    );
    let run = Command::new(env!("CARGO_BIN_EXE_congruent"))
        .args([
            "conform",
            "--program",
            &program,
            "--variant",
            "tetrahedral",
            "--json",
        ])
        .arg(&report)
        .output()
        .unwrap();
    assert_eq!(
        run.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    d.go(url);
    let input = d.call(
        "POST",
        "/element",
        json!({"using": "css selector", "value": "#report-file"}),
    );
    let element = input
        .as_object()
        .unwrap()
        .values()
        .next()
        .unwrap()
        .as_str()
        .unwrap()
        .to_string();
    d.call(
        "POST",
        &format!("/element/{element}/value"),
        json!({"text": report.display().to_string()}),
    );
    let began = Instant::now();
    while !d.text("failures").contains("failing case 1 of") {
        assert!(
            began.elapsed() < Duration::from_secs(30),
            "the report never opened: {}",
            d.text("failures")
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    d.idle();
    assert!(
        d.text("status").starts_with("tetrahedral:"),
        "{}",
        d.text("status")
    );
    assert!(
        d.count("g.tile.extra") + d.count("g.tile.missing") > 0,
        "{}",
        d.text("failures")
    );
    d.shot("report");
}

fn urlencode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}
