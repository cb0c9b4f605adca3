//! Fixtures shared by every module of the test binary: running the
//! `congruent` binary, scratch folders, tile and cell names, golden
//! files. A helper lives here once; `layering.rs` checks that no module
//! defines a helper another one also defines.

use congruent::cells::game::{Definition, Game};
use congruent::goff::geometry::Tile;
use congruent::goff::notation::parse_tile;
use congruent::Side;
use serde_json::Value;
use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};

/// The `congruent` binary cargo built for these tests.
pub const BIN: &str = env!("CARGO_BIN_EXE_congruent");

/// Runs `congruent ARGS` with `input` on stdin: (exit code, stdout, stderr).
pub fn congruent(args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    // A command that fails on its arguments exits before reading stdin;
    // the broken pipe that leaves is not the test's failure.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// `congruent ARGS` with `input` must succeed and print one JSON value.
pub fn json_of(args: &[&str], input: &str) -> Value {
    let (code, out, err) = congruent(args, input);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}"))
}

/// The repository's root (the package's manifest folder).
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A fresh, empty folder under cargo's target/tmp, named after `what`:
/// unique across the whole test binary, whose tests share one process.
pub fn scratch_dir(what: &str) -> PathBuf {
    static N: AtomicU64 = AtomicU64::new(0);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "{what}-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A tile of Goff's board by its name in White's notation (`QR1,1`).
pub fn tile(name: &str) -> Tile {
    parse_tile(name, Side::White).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The names of Goff's tiles, sorted.
pub fn tile_names(tiles: impl IntoIterator<Item = Tile>) -> BTreeSet<String> {
    tiles.into_iter().map(|t| t.to_string()).collect()
}

/// The names of a cell game's cells, sorted.
pub fn cell_names<D: Definition>(g: &Game<D>, cells: impl IntoIterator<Item = u16>) -> Vec<String> {
    let mut v: Vec<String> = cells
        .into_iter()
        .map(|c| g.board().cell(c).name.clone())
        .collect();
    v.sort();
    v
}

/// A JSON text the test itself holds (a golden file read by
/// `include_str!`).
pub fn parse(text: &str) -> Value {
    serde_json::from_str(text).expect("golden file is JSON")
}

/// A cell variant's golden facts, `golden/variants/DIR/facts.json`.
pub fn facts(dir: &str) -> Value {
    let path = root().join("golden/variants").join(dir).join("facts.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    parse(&text)
}

/// Runs `congruent ARGS` with nothing on stdin.
pub fn cli(args: &[&str]) -> (i32, String, String) {
    congruent(args, "")
}

/// `congruent ARGS` must be refused as bad input: exit 2, nothing on
/// stdout, one line on stderr starting `congruent: ` and naming `needle`;
/// returns that line.
pub fn refused(args: &[&str], needle: &str) -> String {
    refused_input(args, "", needle)
}

/// [`refused`], with `input` on stdin.
pub fn refused_input(args: &[&str], input: &str, needle: &str) -> String {
    let (code, out, err) = congruent(args, input);
    assert_eq!(code, 2, "{args:?}: {err}");
    assert!(out.is_empty(), "{args:?} printed {out}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.starts_with("congruent: "), "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: {err:?} lacks {needle:?}");
    err
}

/// A test whose outside tool (Chromium, Ray) is missing: under `CI` it
/// fails, naming the tool, since a CI run that skipped it checked nothing;
/// elsewhere (a laptop) it may skip, saying why. Returns whether to skip.
pub fn tool_missing(tool: &str, why: &str) -> bool {
    missing_under(std::env::var_os("CI").is_some(), tool, why)
}

/// [`tool_missing`] with `CI` given, so that the rule can be tested.
pub fn missing_under(ci: bool, tool: &str, why: &str) -> bool {
    let message = format!("{tool} is missing: {why} (tools/install-test-deps installs it)");
    assert!(!ci, "CI is set and {message}");
    eprintln!("skipped: {message}");
    true
}

#[test]
fn a_missing_tool_fails_under_ci_and_skips_elsewhere() {
    assert!(missing_under(false, "chromium", "no /usr/bin/chromium"));
    let under_ci =
        std::panic::catch_unwind(|| missing_under(true, "chromium", "no /usr/bin/chromium"));
    let message = under_ci.expect_err("fails under CI");
    let text = message.downcast_ref::<String>().unwrap();
    assert!(text.contains("CI is set and chromium is missing"), "{text}");
}

/// Goff's suite, built once for the whole test run (7 s of two cores
/// each time it is built).
pub fn goff_cases() -> &'static [congruent::Case] {
    static CASES: std::sync::OnceLock<Vec<congruent::Case>> = std::sync::OnceLock::new();
    CASES.get_or_init(congruent::goff::suite::cases)
}

/// Writes `cases` as a suite file for `conform --suite` (one case per
/// line, as `congruent suite` writes them) at `path`; returns the path.
pub fn write_suite(path: PathBuf, cases: &[congruent::Case]) -> PathBuf {
    let lines: Vec<String> = cases.iter().map(congruent::Case::to_line).collect();
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    path
}
