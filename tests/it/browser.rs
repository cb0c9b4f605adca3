//! Pictures rendered in a real browser: Debian's Chromium, headless
//! (installed by tools/install-test-deps). Three drawings and one
//! conformance report are screenshotted; each PNG must have the window's
//! size and must not be blank. Every variant's start and a crowded
//! position of a game played from it are drawn with a piece's
//! destinations and measured in the browser (issue 27.6): no two pieces'
//! glyphs overlap, every destination's marker shows, no text is under
//! 9 px. The screenshots stay in target/tmp/screenshots/ for a person to
//! look at (TESTING.md describes them). Where no browser is installed the
//! test fails under `CI`, naming it, and elsewhere says why it skipped.

use crate::common::congruent;
use crate::common::tool_missing;
use congruent::core::case::move_key;
use congruent::{JsonVariant, Validation};
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const CHROMIUM: &str = "/usr/bin/chromium";

const QUEEN: &str = r#"{"pieces":[{"side":"white","kind":"queen","tile":"K5,4"},{"side":"white","kind":"king","tile":"QR1,1"},{"side":"black","kind":"king","tile":"KR8,8"},{"side":"black","kind":"pawn","tile":"K6,5"},{"side":"white","kind":"knight","tile":"K5,6"}],"to_move":"white"}"#;

const TETRA: &str = r#"{"pieces":[{"side":"white","kind":"king","cell":"Id4"},{"side":"white","kind":"rook","cell":"IVc4"},{"side":"black","kind":"king","cell":"VIId4"},{"side":"black","kind":"pawn","cell":"IVe4"},{"side":"white","kind":"pawn","cell":"IIIc5"}],"to_move":"white"}"#;

/// Is Chromium there? If not, the test fails under `CI` and skips
/// elsewhere, saying why ([`tool_missing`]).
fn browser_installed() -> bool {
    Path::new(CHROMIUM).exists() || !tool_missing("chromium", &format!("no browser at {CHROMIUM}"))
}

pub(crate) fn out_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The width and height an SVG declares.
fn size_of(svg: &str) -> (u32, u32) {
    let doc = roxmltree::Document::parse(svg).expect("well-formed SVG");
    let attr = |name| doc.root_element().attribute(name).unwrap().parse().unwrap();
    (attr("width"), attr("height"))
}

/// Chromium's screenshot of `page` in a `w` x `h` window.
fn screenshot(page: &Path, png: &Path, (w, h): (u32, u32)) {
    let _ = std::fs::remove_file(png);
    chromium(
        page,
        &png.with_extension("profile"),
        &[
            format!("--screenshot={}", png.display()),
            format!("--window-size={w},{h}"),
        ],
        Stdio::null(),
    );
}

/// Chromium run on `page` with `args`, with the flags this closed network
/// needs (no background connections) and a fresh profile in `profile`;
/// killed after a minute. Returns what it printed (with `out` piped).
fn chromium(page: &Path, profile: &Path, args: &[String], out: Stdio) -> String {
    let _ = std::fs::remove_dir_all(profile);
    let mut child = Command::new(CHROMIUM)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(args)
        .arg(format!("file://{}", page.display()))
        .stdout(out)
        .stderr(Stdio::null())
        .spawn()
        .expect("chromium starts");
    // Read stdout while waiting, so a large page cannot fill the pipe.
    let reader = child.stdout.take().map(|mut o| {
        std::thread::spawn(move || {
            let mut text = String::new();
            std::io::Read::read_to_string(&mut o, &mut text).unwrap();
            text
        })
    });
    let began = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if began.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("chromium took over a minute on {}", page.display());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = std::fs::remove_dir_all(profile);
    reader.map_or(String::new(), |r| r.join().unwrap())
}

/// The PNG's size and how many distinct colours its pixels have.
pub(crate) fn read_png(png: &Path) -> (u32, u32, usize) {
    let file = std::fs::File::open(png).unwrap_or_else(|e| panic!("{}: {e}", png.display()));
    let mut reader = png::Decoder::new(std::io::BufReader::new(file))
        .read_info()
        .unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let samples = info.color_type.samples() * usize::from(info.bit_depth as u8).div_ceil(8);
    let colours: std::collections::BTreeSet<&[u8]> =
        buf[..info.buffer_size()].chunks(samples).collect();
    (info.width, info.height, colours.len())
}

/// Renders `page` and checks the screenshot.
fn render(page: &Path, size: (u32, u32)) -> PathBuf {
    let png = page.with_extension("png");
    screenshot(page, &png, size);
    let (w, h, colours) = read_png(&png);
    assert_eq!((w, h), size, "{}", png.display());
    // A blank page has one colour; a board has tiles, decorators, text.
    assert!(colours > 20, "{}: {colours} colours", png.display());
    png
}

fn draw_page(name: &str, args: &[&str], input: &str) -> PathBuf {
    let (code, svg, err) = congruent(args, input);
    assert_eq!(code, 0, "{err}");
    let path = out_dir().join(name);
    std::fs::write(&path, &svg).unwrap();
    render(&path, size_of(&svg))
}

#[test]
fn pictures_render_in_a_headless_browser() {
    if !browser_installed() {
        return;
    }
    let svg = ["--format", "svg", "--allow-illegal"];
    draw_page(
        "goff-queen-stacked.svg",
        &[&["show", "K5,4"], &svg[..]].concat(),
        QUEEN,
    );
    draw_page(
        "goff-queen-grid.svg",
        &[&["show", "K5,4", "--layout", "grid"], &svg[..]].concat(),
        QUEEN,
    );
    draw_page(
        "tetrahedral-rook-stacked.svg",
        &[&["show", "IVc4", "--variant", "tetrahedral"], &svg[..]].concat(),
        TETRA,
    );
    // A conformance report with one failing case drawn.
    let html = report_of("king-natural", "king=natural", "king-open/K5,4");
    render(&html, (900, 1200));
    // Its case drawn as readably as `show` draws (issue 27: the failing
    // cases readable at 100% zoom): measured as the pictures are.
    let case = measure_report(&html);
    // The king's 26 moves and those the natural king adds.
    let marked = case.marked.len();
    assert!(marked > 26, "{marked} marked tiles");
    let faults = faults_of("conform-king-natural", &case.measured, case.pieces, marked);
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// A move onto a piece in a conform report shows its mark above the
/// piece (issue 39): a capture the program reports and the case does not
/// expect (the rook of `motion=ram` takes the king on K8,4) was drawn
/// under the captured piece's disc, framed like a capture both expect,
/// so that a wrong capture looked right. In the browser, the mark of
/// every marked tile that holds a piece is on top somewhere besides its
/// frame; and the report's other checks hold.
#[test]
fn a_wrong_capture_shows_above_the_piece_in_the_report() {
    if !browser_installed() {
        return;
    }
    let html = report_of(
        "motion-ram",
        "motion=ram",
        "spec/cr22-linear-move-legality/example1/K2,4",
    );
    let case = measure_report(&html);
    // The case's drawing alone, for a person to look at.
    let svg = out_dir().join("conform-motion-ram-case.svg");
    std::fs::write(&svg, &case.svg).unwrap();
    render(&svg, size_of(&case.svg));
    // The case marks a wrong capture and a right one.
    let marked = &case.marked;
    for what in ["(reported, not expected)", "(expected and reported)"] {
        assert!(
            marked
                .iter()
                .any(|(title, piece)| *piece && title.contains(what)),
            "no piece marked {what}: {marked:?}"
        );
    }
    let mut faults = faults_of(
        "conform-motion-ram",
        &case.measured,
        case.pieces,
        marked.len(),
    );
    let buried = case.measured["buried"].as_array().unwrap();
    if !buried.is_empty() {
        faults.push(format!("marks under their piece: {buried:?}"));
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// `conform --html` of `congruent serve --set SET` on the reach cases
/// matching `pattern`, which must fail: the report's path, named after
/// `name` in the screenshots' folder.
fn report_of(name: &str, set: &str, pattern: &str) -> PathBuf {
    let html = out_dir().join(format!("conform-{name}.html"));
    let program = format!("{} serve --set {set}", env!("CARGO_BIN_EXE_congruent"));
    let (code, out, err) = congruent(
        &[
            "conform",
            "--program",
            &program,
            "--op",
            "reach",
            "--pattern",
            pattern,
            "--force",
            "--html",
            html.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(code, 1, "{out}{err}");
    html
}

/// The one case a conform report draws, measured in the browser.
struct DrawnCase {
    /// Its SVG.
    svg: String,
    /// What [`MEASURE`] found.
    measured: Value,
    /// How many tiles hold a piece.
    pieces: usize,
    /// Each marked tile's title, and whether a piece is on it.
    marked: Vec<(String, bool)>,
}

/// The one case drawn in the conform report at `html`, measured by
/// [`MEASURE`] as the pictures are.
fn measure_report(html: &Path) -> DrawnCase {
    let page = std::fs::read_to_string(html).unwrap();
    let measured = html.with_extension("measured.html");
    let script = format!("<script>{MEASURE}</script></body>");
    std::fs::write(&measured, page.replace("</body>", &script)).unwrap();
    let mut found = measure_page(&measured);
    assert_eq!(found.len(), 1, "one case drawn: {found:?}");
    let inner = page.split("<svg ").nth(1).unwrap().split("</svg>").next();
    let svg = format!("<svg {}</svg>", inner.unwrap());
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let tiles: Vec<roxmltree::Node> = doc
        .descendants()
        .filter(|n| n.attribute("class").is_some_and(|c| c.starts_with("tile")))
        .collect();
    let has_piece = |t: &roxmltree::Node| {
        t.descendants()
            .any(|g| g.attribute("class") == Some("piece"))
    };
    let pieces = tiles.iter().filter(|t| has_piece(t)).count();
    let marked = tiles
        .iter()
        .filter(|t| {
            t.attribute("class")
                .is_some_and(|c| c.contains("destination"))
        })
        .map(|t| {
            let title = t.children().find(|c| c.has_tag_name("title"));
            let title = title.and_then(|c| c.text()).unwrap_or_default();
            (title.to_string(), has_piece(t))
        })
        .collect();
    DrawnCase {
        svg: svg.clone(),
        measured: found.remove("svg0").unwrap(),
        pieces,
        marked,
    }
}

/// The measuring script: for each SVG of the page, the piece glyphs
/// (`g.piece`) whose boxes overlap another's, the destination markers
/// (`g.marker`) another element covers, and the texts under 9 px; written
/// into the page as JSON for `--dump-dom` to print. A marker shows if
/// `elementFromPoint` at its centre finds it (or a part of it); where a
/// piece stands on its cell (a capture, a quantum ensemble's virtual
/// piece) and covers the centre, if it is on top at 30% or more of the
/// points of a 15x15 grid over its box where it lies under the pointer.
/// A marker on a cell with a piece is also *buried* if no point of a
/// 15x15 grid over its cell shows a part of it other than its frame (a
/// conform report's mark must show; `show` marks a capture by its red
/// frame alone, so only the report checks this).
pub(crate) const MEASURE: &str = r#"
const out = [];
const inPage = e => { const r = e.getBoundingClientRect(); return [r.left + scrollX, r.top + scrollY, r.right + scrollX, r.bottom + scrollY]; };
const tileOf = e => e.closest('g.tile');
const cellOf = e => { const t = e && tileOf(e); return t ? t.dataset.cell : (e ? e.tagName : 'nothing'); };
let index = 0;
for (const svg of document.querySelectorAll('svg')) {
  const named = svg.closest('[data-name]');
  const res = {name: named ? named.dataset.name : 'svg' + index++, glyphs: 0, more: 0, overlaps: [], markers: 0, hidden: [], buried: [],
               texts: 0, small: [], min_font: 1e9};
  const glyphs = [...svg.querySelectorAll('g.piece')];
  res.glyphs = glyphs.length;
  const boxes = glyphs.map(inPage);
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const [a, b] = [boxes[i], boxes[j]];
    const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]), h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
    if (w > 0.01 && h > 0.01) res.overlaps.push(cellOf(glyphs[i]) + ' / ' + cellOf(glyphs[j]) + ' (' + w.toFixed(1) + 'x' + h.toFixed(1) + ' px)');
  }
  for (const m of svg.querySelectorAll('text.more')) res.more += parseInt(m.textContent.slice(1));
  const scale = svg.getScreenCTM().a;
  for (const t of svg.querySelectorAll('text')) {
    const px = parseFloat(getComputedStyle(t).fontSize) * scale;
    res.texts++;
    res.min_font = Math.min(res.min_font, px);
    if (px < 9) res.small.push(JSON.stringify(t.textContent) + ' ' + px.toFixed(1) + ' px');
  }
  for (const m of svg.querySelectorAll('g.marker')) {
    res.markers++;
    let r = m.getBoundingClientRect();
    if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) {
      m.scrollIntoView({block: 'center', inline: 'center'});
      r = m.getBoundingClientRect();
    }
    const cell = tileOf(m);
    if (cell && cell.querySelector('g.piece')) {
      const t = cell.getBoundingClientRect();
      let seen = 0;
      for (let i = 0; i < 15; i++) for (let j = 0; j < 15; j++) {
        const top = document.elementFromPoint(t.left + (i + 0.5) * t.width / 15, t.top + (j + 0.5) * t.height / 15);
        if (top && m.contains(top) && !top.closest('.frame')) seen++;
      }
      if (seen === 0) res.buried.push(cellOf(m) + ': its mark is under the piece');
    }
    const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
    if (hit && m.contains(hit)) continue;
    const piece = hit && hit.closest('g.piece');
    if (piece && tileOf(piece) === tileOf(m)) {
      let under = 0, top = 0;
      // A grid fine enough to meet a frame's 2.5 px stroke, over the
      // box and the stroke's outer half, which the box leaves out.
      const [x0, y0, w, h] = [r.left - 1.5, r.top - 1.5, r.width + 3, r.height + 3];
      for (let i = 0; i < 15; i++) for (let j = 0; j < 15; j++) {
        const x = x0 + (i + 0.5) * w / 15, y = y0 + (j + 0.5) * h / 15;
        const stack = document.elementsFromPoint(x, y);
        if (stack.some(e => m.contains(e))) { under++; if (m.contains(stack[0])) top++; }
      }
      if (under > 0 && top >= 0.3 * under) continue;
      res.hidden.push(cellOf(m) + ': on top at ' + top + ' of ' + under + ' points');
    } else {
      res.hidden.push(cellOf(m) + ': covered by ' + (hit ? hit.tagName + ' of ' + cellOf(hit) : 'nothing'));
    }
  }
  out.push(res);
}
const pre = document.createElement('pre');
pre.id = 'result';
pre.textContent = JSON.stringify(out);
document.body.appendChild(pre);
"#;

/// A picture for the browser to measure: what it must hold.
struct Drawn {
    name: String,
    svg: String,
    /// Pieces of the position (virtual pieces counted one by one).
    pieces: usize,
    /// Cells the moving piece reaches.
    destinations: usize,
}

/// A small deterministic generator (xorshift), for the games played.
struct Xorshift(u64);

impl Xorshift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

fn takes(m: &Map<String, Value>) -> bool {
    match m.get("moves").and_then(Value::as_array) {
        Some(list) => list.iter().any(|x| x["capture"] == true),
        None => m.get("capture") == Some(&Value::Bool(true)),
    }
}

/// A crowded position: `plies` moves played from the start, each chosen
/// at random among the moves that take nothing (a quantum move among
/// those that split the piece into at most `spread` histories), so that
/// the pieces spread over the board and stay on it.
fn crowded(rules: &dyn JsonVariant, plies: usize, spread: u64) -> Value {
    let none = Map::new();
    let mut position = rules.start(&none).unwrap();
    let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
    for _ in 0..plies {
        let moves = rules
            .moves(&none, &position, Validation::Analysis)
            .unwrap()
            .moves;
        let histories = |m: &&Map<String, Value>| m.get("histories").and_then(Value::as_u64);
        let mut quiet: Vec<&Map<String, Value>> = moves
            .iter()
            .filter(|m| !takes(m) && m.get("from") != Some(&Value::from("pocket")))
            .filter(|m| histories(m).unwrap_or(1) <= spread)
            .collect();
        // A quantum move that splits its piece, where there is one.
        if quiet.iter().any(|m| histories(m) > Some(1)) {
            quiet.retain(|m| histories(m) > Some(1));
        }
        if quiet.is_empty() {
            break;
        }
        let key = move_key(quiet[rng.below(quiet.len())]);
        position = rules
            .play(&none, &position, Validation::Analysis, &key)
            .unwrap();
    }
    position
}

/// The position's pieces (a quantum ensemble's virtual pieces one by
/// one) and the cell of the piece with the most destinations on the
/// board (a quantum move's target may be off it), with how many.
fn busiest(rules: &dyn JsonVariant, position: &Value) -> (usize, String, usize) {
    let none = Map::new();
    let (json, _) = rules
        .normalise(&none, position, Validation::Analysis)
        .unwrap();
    let pieces = json["pieces"].as_array().unwrap().len();
    let cells: BTreeSet<String> = rules
        .cells(&none)
        .unwrap()
        .into_iter()
        .map(|c| c.name)
        .collect();
    let mut reached: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for m in rules.reach(&none, position).unwrap() {
        let (from, to) = (m["from"].as_str().unwrap(), m["to"].as_str().unwrap());
        if cells.contains(from) && cells.contains(to) {
            reached.entry(from.into()).or_default().insert(to.into());
        }
    }
    let (from, to) = reached
        .into_iter()
        .max_by_key(|(from, to)| (to.len(), std::cmp::Reverse(from.clone())))
        .expect("some piece moves");
    (pieces, from, to.len())
}

/// The variant's start and a crowded position, each drawn by `show`
/// in its default layout (Goff's crowded one in the grid too) with the
/// destinations of its piece that reaches most.
fn pictures_of(rules: &dyn JsonVariant) -> Vec<Drawn> {
    let id = rules.id();
    let (plies, spread) = match id {
        "goff-quantum" => (8, 40),
        _ => (24, u64::MAX),
    };
    let mut layouts = vec![("start", rules.start(&Map::new()).unwrap(), None)];
    let played = crowded(rules, plies, spread);
    layouts.push(("crowded", played.clone(), None));
    if id == "goff" {
        layouts.push(("crowded-grid", played, Some("grid")));
    }
    layouts
        .into_iter()
        .map(|(what, position, layout)| {
            let (pieces, from, destinations) = busiest(rules, &position);
            let mut args = vec!["show", &from, "--format", "svg", "--variant", id];
            if let Some(l) = layout {
                args.extend(["--layout", l]);
            }
            let (code, svg, err) = congruent(&args, &position.to_string());
            assert_eq!(code, 0, "{id} {what}: {err}");
            // The position beside its picture, to draw it again.
            let json = out_dir().join(format!("{id}-{what}.json"));
            std::fs::write(json, position.to_string()).unwrap();
            Drawn {
                name: format!("{id}-{what}"),
                svg,
                pieces,
                destinations,
            }
        })
        .collect()
}

/// The browser's measurements of every picture, by name.
fn measure(drawn: &[Drawn]) -> BTreeMap<String, Value> {
    let mut page = String::from(
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body style=\"margin:0\">\n",
    );
    for d in drawn {
        page.push_str(&format!(
            "<div class=\"fig\" data-name=\"{}\">{}</div>\n",
            d.name, d.svg
        ));
    }
    page.push_str(&format!("<script>{MEASURE}</script></body></html>\n"));
    let path = out_dir().join("measure.html");
    std::fs::write(&path, page).unwrap();
    measure_page(&path)
}

/// The browser's measurements of every SVG of the page at `path`, which
/// runs [`MEASURE`], by name (`data-name` of a container, else `svgN`).
fn measure_page(path: &Path) -> BTreeMap<String, Value> {
    let dom = chromium(
        path,
        &path.with_extension("profile"),
        &["--dump-dom".into(), "--window-size=1600,1200".into()],
        Stdio::piped(),
    );
    let json = dom
        .split_once("<pre id=\"result\">")
        .and_then(|(_, rest)| rest.split_once("</pre>"))
        .unwrap_or_else(|| {
            panic!(
                "no result in the page: {}",
                &dom[dom.len().saturating_sub(500)..]
            )
        })
        .0
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&");
    let list: Vec<Value> = serde_json::from_str(&json).unwrap();
    list.into_iter()
        .map(|v| (v["name"].as_str().unwrap().to_string(), v))
        .collect()
}

#[test]
fn every_rule_set_draws_readably_in_a_browser() {
    if !browser_installed() {
        return;
    }
    let drawn: Vec<Drawn> = congruent::VARIANTS
        .iter()
        .flat_map(|r| pictures_of(*r))
        .collect();
    let measured = measure(&drawn);
    let mut faults = Vec::new();
    for d in &drawn {
        let m = &measured[&d.name];
        let n = |k: &str| m[k].as_u64().unwrap() as usize;
        eprintln!(
            "{}: {} glyphs (+{} listed), {} markers, {} texts, the smallest {:.1} px",
            d.name,
            n("glyphs"),
            n("more"),
            n("markers"),
            n("texts"),
            m["min_font"].as_f64().unwrap()
        );
        faults.extend(faults_of(&d.name, m, d.pieces, d.destinations));
    }
    // The screenshots, for a person to look at.
    let dir = out_dir();
    std::thread::scope(|s| {
        for half in [0, 1] {
            let drawn = &drawn;
            let dir = &dir;
            s.spawn(move || {
                for d in drawn.iter().skip(half).step_by(2) {
                    let path = dir.join(format!("{}.svg", d.name));
                    std::fs::write(&path, &d.svg).unwrap();
                    render(&path, size_of(&d.svg));
                }
            });
        }
    });
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// What the browser found wrong with the picture `name` measured as `m`,
/// which must draw `pieces` pieces and `destinations` markers: every
/// piece drawn (or counted in a tile's "+N") and every destination
/// marked, so that the checks see them all; no glyphs overlapping, no
/// marker hidden, no text under 9 px.
fn faults_of(name: &str, m: &Value, pieces: usize, destinations: usize) -> Vec<String> {
    let n = |k: &str| m[k].as_u64().unwrap() as usize;
    let mut faults = Vec::new();
    if n("glyphs") + n("more") != pieces || n("glyphs") == 0 {
        faults.push(format!(
            "{name}: {} glyphs + {} more for {pieces} pieces",
            n("glyphs"),
            n("more")
        ));
    }
    if n("markers") != destinations || destinations == 0 {
        faults.push(format!(
            "{name}: {} markers for {destinations} destinations",
            n("markers")
        ));
    }
    for (what, key) in [
        ("glyphs overlap", "overlaps"),
        ("markers hidden", "hidden"),
        ("texts under 9 px", "small"),
    ] {
        let list = m[key].as_array().unwrap();
        if !list.is_empty() {
            let some: Vec<&str> = list.iter().take(6).filter_map(Value::as_str).collect();
            faults.push(format!(
                "{name}: {} {what}: {}",
                list.len(),
                some.join("; ")
            ));
        }
    }
    faults
}
