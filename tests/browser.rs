//! Pictures rendered in a real browser: Debian's Chromium, headless
//! (installed by tools/install-test-deps). Three drawings and one
//! conformance report are screenshotted; each PNG must have the window's
//! size and must not be blank. The screenshots stay in
//! target/tmp/screenshots/ for a person to look at (TESTING.md describes
//! them). Where no browser is installed the test says why it skipped.

mod common;

use common::congruent;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const CHROMIUM: &str = "/usr/bin/chromium";

const QUEEN: &str = r#"{"pieces":[{"side":"white","kind":"queen","tile":"K5,4"},{"side":"white","kind":"king","tile":"QR1,1"},{"side":"black","kind":"king","tile":"KR8,8"},{"side":"black","kind":"pawn","tile":"K6,5"},{"side":"white","kind":"knight","tile":"K5,6"}],"to_move":"white"}"#;

const TETRA: &str = r#"{"pieces":[{"side":"white","kind":"king","cell":"Id4"},{"side":"white","kind":"rook","cell":"IVc4"},{"side":"black","kind":"king","cell":"VIId4"},{"side":"black","kind":"pawn","cell":"IVe4"},{"side":"white","kind":"pawn","cell":"IIIc5"}],"to_move":"white"}"#;

fn out_dir() -> PathBuf {
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

/// Chromium's screenshot of `page` in a `w` x `h` window, with the flags
/// this closed network needs (no background connections) and a fresh
/// profile; killed after a minute.
fn screenshot(page: &Path, png: &Path, (w, h): (u32, u32)) {
    let profile = png.with_extension("profile");
    let _ = std::fs::remove_dir_all(&profile);
    let _ = std::fs::remove_file(png);
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
        .arg(format!("--screenshot={}", png.display()))
        .arg(format!("--window-size={w},{h}"))
        .arg(format!("file://{}", page.display()))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromium starts");
    let began = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if began.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("chromium took over a minute on {}", page.display());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = std::fs::remove_dir_all(&profile);
}

/// The PNG's size and how many distinct colours its pixels have.
fn read_png(png: &Path) -> (u32, u32, usize) {
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

fn draw(name: &str, args: &[&str], input: &str) -> PathBuf {
    let (code, svg, err) = congruent(args, input);
    assert_eq!(code, 0, "{err}");
    let path = out_dir().join(name);
    std::fs::write(&path, &svg).unwrap();
    render(&path, size_of(&svg))
}

#[test]
fn pictures_render_in_a_headless_browser() {
    if !Path::new(CHROMIUM).exists() {
        eprintln!(
            "browser test skipped: no browser at {CHROMIUM} (tools/install-test-deps installs Debian's chromium)"
        );
        return;
    }
    let svg = ["--format", "svg", "--allow-illegal"];
    draw(
        "goff-queen-stacked.svg",
        &[&["show", "K5,4"], &svg[..]].concat(),
        QUEEN,
    );
    draw(
        "goff-queen-grid.svg",
        &[&["show", "K5,4", "--layout", "grid"], &svg[..]].concat(),
        QUEEN,
    );
    draw(
        "tetrahedral-rook-stacked.svg",
        &[&["show", "IVc4", "--variant", "tetrahedral"], &svg[..]].concat(),
        TETRA,
    );
    // A conformance report with one failing case drawn.
    let html = out_dir().join("conform-king-natural.html");
    let program = format!(
        "{} serve --set king=natural",
        env!("CARGO_BIN_EXE_congruent")
    );
    let args = ["conform", "--program", &program, "--op", "reach"];
    let (code, out, err) = congruent(
        &[
            &args[..],
            &["--pattern", "king-open/K5,4", "--force", "--html"],
            &[html.to_str().unwrap()],
        ]
        .concat(),
        "",
    );
    assert_eq!(code, 1, "{out}{err}");
    render(&html, (900, 1200));
}
