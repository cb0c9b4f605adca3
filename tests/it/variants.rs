//! The checks that are the same for every variant, as one table over
//! `VARIANTS` (issue 38.5): a sample of each variant's suite put to
//! `congruent serve` through `conform`, as JSON and as compact strings,
//! and one quick check of each variant's `verify`. The whole suites, the
//! mutants and the rest of `verify` run in `congruent verify` (CI runs
//! `verify --variant all` after `cargo test`; TESTING.md maps them).

use crate::common::{congruent, scratch_dir, write_suite, BIN};
use congruent::referee::conform::all_cases;
use congruent::referee::suite::{Case, Filter};
use congruent::VARIANTS;

/// How many cases of each suite the sample takes, evenly spaced: each
/// variant's suite has 300 to 6,500 cases, in groups by kind, so every
/// group and kind is among them.
const SAMPLE: usize = 60;

/// A cheap check of each variant's `verify`, the text its line shows.
const QUICK_CHECK: &[(&str, &str, &str)] = &[
    ("goff", "golden counts", "PASS golden counts"),
    (
        "tetrahedral",
        "rook 18 everywhere",
        "PASS rook 18 everywhere (004:L6)",
    ),
    (
        "third-dimension",
        "empty-board mobility",
        "PASS empty-board mobility",
    ),
    (
        "positional-8x8x2",
        "boards (001",
        "PASS boards (001:L7, L49, L71)",
    ),
    (
        "positional-7x7x3",
        "boards (001",
        "PASS boards (001:L7, L49, L71)",
    ),
    (
        "positional-6x6x4",
        "boards (001",
        "PASS boards (001:L7, L49, L71)",
    ),
    (
        "trans-dimensional",
        "field (002",
        "PASS field (002:L124-146)",
    ),
    (
        "goff-quantum",
        "Part V scenarios",
        "PASS Part V scenarios (L16151-17110)",
    ),
];

/// The table names every variant, and only those.
#[test]
fn the_table_names_every_variant() {
    let ids: Vec<&str> = VARIANTS.iter().map(|v| v.id()).collect();
    let table: Vec<&str> = QUICK_CHECK.iter().map(|(id, ..)| *id).collect();
    assert_eq!(table, ids);
}

#[test]
fn a_sample_of_each_suite_passes_against_serve() {
    let dir = scratch_dir("variants");
    let program = format!("{BIN} serve");
    for v in VARIANTS.iter() {
        let id = v.id();
        let filter = Filter {
            variant: Some(id.to_string()),
            skip_slow: true,
            ..Filter::default()
        };
        let cases = all_cases(&filter);
        let sample: Vec<Case> = cases
            .iter()
            .step_by(cases.len().div_ceil(SAMPLE).max(1))
            .cloned()
            .collect();
        assert!(
            sample.len() >= SAMPLE / 2,
            "{id}: {} cases sampled",
            sample.len()
        );
        let suite = write_suite(dir.join(format!("{id}.jsonl")), &sample);
        // goff-quantum's compact string does not carry an ensemble's
        // histories whole: its cases fail when sent compact (found here;
        // TESTING.md, "Known gaps"), so it is sent as JSON only.
        let forms: &[&[&str]] = match id {
            "goff-quantum" => &[&[]],
            _ => &[&[], &["--compact"]],
        };
        for extra in forms.iter().copied() {
            let mut args = vec![
                "conform",
                "--program",
                &program,
                "--variant",
                id,
                "--suite",
                suite.to_str().unwrap(),
                "--jobs",
                "2",
            ];
            args.extend(extra);
            let (code, out, err) = congruent(&args, "");
            assert_eq!(code, 0, "{id} {extra:?}: {out}{err}");
            let last = out.trim_end().lines().last().unwrap_or("");
            assert_eq!(
                last,
                format!("{} passed, 0 failed", sample.len()),
                "{id} {extra:?}: {out}"
            );
        }
    }
}

#[test]
fn each_verify_runs_a_chosen_check() {
    for (id, check, line) in QUICK_CHECK {
        let args = [
            "verify",
            "--variant",
            id,
            "--check",
            check,
            "--positions",
            "5",
        ];
        let (code, out, err) = congruent(&args, "");
        assert_eq!(code, 0, "{id}: {out}{err}");
        assert!(out.starts_with(line), "{id}: {out}");
        assert!(out.ends_with("1 passed, 0 failed\n"), "{id}: {out}");
    }
}

/// A `--check` that names no check is refused, naming the checks: a run
/// that checks nothing must not pass.
#[test]
fn verify_refuses_a_check_it_does_not_have() {
    for id in ["goff", "tetrahedral"] {
        let args = ["verify", "--variant", id, "--check", "no such check"];
        let (code, out, err) = congruent(&args, "");
        assert_eq!(code, 2, "{id}: {out}{err}");
        assert!(out.is_empty(), "{out}");
        assert!(
            err.contains("--check: no check's name contains \"no such check\""),
            "{err}"
        );
        assert!(err.contains("the suite against serve"), "{err}");
    }
}

/// `conform --perft` against `serve` agrees for every variant, to the
/// deepest depth whose count is at most 10,000 (`spec/perft.md`): the
/// deeper counts are `verify`'s.
#[test]
fn conform_perft_agrees_with_serve() {
    let program = format!("{BIN} serve");
    for v in VARIANTS.iter() {
        let id = v.id();
        let published = congruent::referee::checks::published_perft(id);
        let (depth, _) = published
            .iter()
            .rev()
            .find(|(_, n)| *n <= 10_000)
            .unwrap_or_else(|| panic!("{id}: spec/perft.md gives no small count"));
        let depth = depth.to_string();
        let args = [
            "conform",
            "--program",
            &program,
            "--variant",
            id,
            "--perft",
            &depth,
        ];
        let (code, out, err) = congruent(&args, "");
        assert_eq!(code, 0, "{id}: {out}{err}");
    }
}

/// `perft` from each variant's start, by the engine and by the plain
/// reference (`--reference`), gives the counts `spec/perft.md` publishes,
/// at every depth whose count is at most 10,000 (the reference is slow;
/// `verify` compares the two deeper).
#[test]
fn perft_both_ways_is_the_published_count() {
    for v in VARIANTS.iter() {
        let id = v.id();
        let small: Vec<(u32, u64)> = congruent::referee::checks::published_perft(id)
            .into_iter()
            .filter(|&(_, n)| n <= 10_000)
            .collect();
        assert!(
            !small.is_empty(),
            "{id}: spec/perft.md gives no small count"
        );
        for (depth, nodes) in small {
            let depth = depth.to_string();
            for extra in [&[][..], &["--reference"]] {
                let mut args = vec!["perft", &depth, "--variant", id];
                args.extend(extra);
                let (code, out, err) = congruent(&args, "");
                assert_eq!(code, 0, "{args:?}: {err}");
                assert_eq!(out, format!("perft({depth}) = {nodes}\n"), "{args:?}");
            }
        }
    }
}
