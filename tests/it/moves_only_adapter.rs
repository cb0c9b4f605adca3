//! A moves-only adapter (issue 23): `examples/adapter.py --ops
//! moves,perft` is the example adapter with `reach` removed, as for an
//! engine that generates only legal moves. Its `hello` declares only
//! those ops, so `conform` skips the `reach` cases and runs the `moves`
//! ones (the `moves-of/*` twins of the reach cases among them), every one
//! passing against congruent's own command line. Needs `python3`.
//!
//! The adapter starts the engine once per request, so this is slow
//! (`README.md`, "Checking your own program"): the run is restricted to
//! the Goff `reach` and `moves` cases (the perft cases, which cost a fifth
//! of the time, are left out; the reach cases stay in the run to be
//! listed as skipped), and of the `moves-of/*` twins, one per
//! [`TWIN_STEP`] in suite order. Every other `moves` case runs. The twins
//! are the same position and check as their reach case, asked through the
//! same command; every one of them, and every other case of the suite,
//! is passed by `serve` in `verify`'s "the suite against serve"
//! (`src/referee/checks.rs`), which prints the same move lists
//! (`goff::json::moves_report`) as the `moves` command the adapter runs.

use crate::common::{congruent, write_suite};
use congruent::referee::suite::Case;
use std::path::Path;

/// One `moves-of/*` twin in this many runs through the adapter (75 of
/// the 2,964; with the 359 other moves cases, 434 requests instead of
/// 3,323).
const TWIN_STEP: usize = 40;

/// The Goff reach cases, the moves cases but the twins, and every
/// [`TWIN_STEP`]th twin, in suite order.
fn sampled_cases() -> Vec<Case> {
    let mut twin = 0;
    congruent::goff::suite::cases()
        .into_iter()
        .filter(|c| match (c.op.as_str(), c.id.starts_with("moves-of/")) {
            ("reach", _) | ("moves", false) => true,
            ("moves", true) => {
                twin += 1;
                (twin - 1) % TWIN_STEP == 0
            }
            _ => false,
        })
        .collect()
}

#[test]
fn a_moves_only_adapter_passes_every_moves_case() {
    let bin = env!("CARGO_BIN_EXE_congruent");
    let adapter = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/adapter.py");
    let program = format!("python3 {adapter} --engine {bin} --ops moves,perft");
    let json = Path::new(env!("CARGO_TARGET_TMPDIR")).join("moves-only-adapter.json");
    let _ = std::fs::remove_file(&json);
    let sample = sampled_cases();
    let suite = write_suite(json.with_extension("jsonl"), &sample);
    let moves = sample.iter().filter(|c| c.op == "moves").count();
    let sampled_twins = sample
        .iter()
        .filter(|c| c.id.starts_with("moves-of/"))
        .count();
    assert!(
        moves > 400 && sampled_twins > 60,
        "{moves} moves cases, {sampled_twins} twins"
    );
    let started = std::time::Instant::now();
    let (code, out, err) = congruent(
        &[
            "conform",
            "--program",
            &program,
            "--suite",
            suite.to_str().unwrap(),
            "--jobs",
            "2",
            "--json",
            json.to_str().unwrap(),
        ],
        "",
    );
    eprintln!("moves-only adapter run: {:.0?}", started.elapsed());
    assert_eq!(code, 0, "{out}{err}");
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let summary = &report["summary"];
    let declares = report["hello"]["declares"].as_str().unwrap();
    assert!(declares.starts_with("ops moves, perft;"), "{declares}");
    assert_eq!(summary["passed"], moves, "{summary}");
    assert_eq!(summary["failed"], 0, "{summary}");
    assert_eq!(summary["not_run"], 0, "{summary}");
    // Every reach case is listed as skipped, for that reason; nothing else
    // is skipped.
    let cases = report["cases"].as_array().unwrap();
    let reach = cases.iter().filter(|c| c["op"] == "reach").count();
    assert!(reach > 2500, "{reach} reach cases");
    assert_eq!(summary["skipped"], reach, "{summary}");
    for c in cases.iter().filter(|c| c["counted"] == "skipped") {
        assert_eq!(c["op"], "reach", "{c}");
        assert_eq!(
            c["reason"], "op reach is not in the program's hello (ops: moves, perft)",
            "{c}"
        );
    }
    assert!(out.contains(&format!("\nskipped ({reach}):\n")), "{out}");
    // The moves twins of the reach cases are among the cases passed, and
    // every congruent rule and the stack's is on some case passed.
    let twins = cases
        .iter()
        .filter(|c| c["counted"] == "passed" && c["id"].as_str().unwrap().starts_with("moves-of/"))
        .count();
    assert_eq!(twins, sampled_twins, "moves twins passed");
    let rules = report["rules"].as_array().unwrap();
    for rule in (1..=61).map(|n| format!("CR{n}")).chain(["stack".into()]) {
        let row = rules.iter().find(|r| r["rule"] == rule.as_str());
        assert!(
            row.is_some_and(|r| r["passed"].as_u64() > Some(0)),
            "{rule}: {row:?}"
        );
    }
}
