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
//! listed as skipped), and of the `moves` cases, one `moves-of/*` twin per
//! [`TWIN_STEP`] and one other per [`OTHER_STEP`], in suite order. The twins
//! are the same position and check as their reach case, asked through the
//! same command; every one of them, and every other case of the suite,
//! is passed by `serve` in `verify`'s "the suite against serve"
//! (`src/referee/checks.rs`), which prints the same move lists
//! (`goff::json::moves_report`) as the `moves` command the adapter runs.

use crate::common::{congruent, write_suite};
use congruent::referee::suite::Case;
use std::path::Path;

/// One `moves-of/*` twin in this many runs through the adapter (38 of
/// the 2,964).
const TWIN_STEP: usize = 80;

/// One other `moves` case in this many (about 120 of the 359), and every
/// one that tags a rule no case kept so far tags.
const OTHER_STEP: usize = 3;

/// The Goff reach cases, every [`OTHER_STEP`]th moves case but the twins
/// (and each that brings a rule of its own), and every [`TWIN_STEP`]th
/// twin, in suite order.
fn sampled_cases() -> Vec<Case> {
    let (mut twin, mut other) = (0, 0);
    let every = |n: &mut usize, step: usize| {
        *n += 1;
        (*n - 1).is_multiple_of(step)
    };
    let mut tagged = std::collections::BTreeSet::new();
    let mut kept = Vec::new();
    for c in crate::common::goff_cases() {
        let keep = match (c.op.as_str(), c.id.starts_with("moves-of/")) {
            ("reach", _) => true,
            ("moves", false) => {
                every(&mut other, OTHER_STEP) || c.rules.iter().any(|r| !tagged.contains(r))
            }
            ("moves", true) => every(&mut twin, TWIN_STEP),
            _ => false,
        };
        if keep {
            if c.op == "moves" {
                tagged.extend(c.rules.iter().cloned());
            }
            kept.push(c.clone());
        }
    }
    kept
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
        moves > 140 && sampled_twins > 30,
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
