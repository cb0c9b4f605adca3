//! Programs with one seeded fault each (issues 23, 39): `examples/faulty.py`
//! wraps `congruent serve` and changes its answers (or reads a rule the
//! other way) as a buggy engine would, one fault per run; `conform` must
//! blame each on its own rule, by measurement
//! (`spec/conformance.md#mutants`). `verify` runs every fault of
//! `referee::seeded::SEEDED_FAULTS`; here a sample of each family, and
//! Goff's through the command's text and pages. Needs `python3`.

use crate::common::{congruent, write_suite};
use congruent::referee::seeded::{judge, seeded_cases, FAULTY_PY, SEEDED_FAULTS};
use congruent::registry::by_id;
use std::path::{Path, PathBuf};

/// Goff's cases for a seeded fault (`referee::seeded::seeded_cases`) as
/// a file for `conform`.
fn core_suite() -> PathBuf {
    let goff = by_id("goff").unwrap();
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("seeded-faults-core-suite.jsonl");
    write_suite(path, &seeded_cases(goff))
}

/// A sample of Goff's seeded faults (`referee::seeded::SEEDED_FAULTS`
/// has them all, and `verify` runs them), read through the command's
/// text, JSON and HTML.
const GOFF_SAMPLE: [&str; 4] = [
    "no-castle",
    "stalemate-as-checkmate",
    "never-check",
    "no-long-knight-leaps",
];

/// Each seeded fault fails some cases, and the rule ranked first by
/// measurement is the faulted one, its best mutant the fault itself, in
/// the JSON report, in the text and in the HTML page (its measured table,
/// and the first row of its per-rule table).
#[test]
fn each_seeded_fault_is_blamed_on_its_rule() {
    let suite = core_suite();
    let bin = env!("CARGO_BIN_EXE_congruent");
    let wrapper = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/faulty.py");
    let mut wrong = Vec::new();
    let goff = by_id("goff").unwrap();
    for fault in GOFF_SAMPLE {
        let rule = goff
            .mutants()
            .into_iter()
            .find(|m| m.name == fault)
            .unwrap()
            .rule;
        let program = format!("python3 {wrapper} {bin} {fault}");
        let json = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("faulty-{fault}.json"));
        let html = json.with_extension("html");
        let _ = std::fs::remove_file(&json);
        let _ = std::fs::remove_file(&html);
        let (report, out) =
            run_faulty(&program, &suite, &json, &["--html", html.to_str().unwrap()]);
        // hello is passed through: the program declares what serve does.
        assert!(
            report["hello"]["program"]
                .as_str()
                .is_some_and(|p| p.starts_with("congruent")),
            "{fault}: {}",
            report["hello"]
        );
        assert!(report["summary"]["failed"].as_u64().unwrap() > 0);
        let top = &report["measured_rules"][0];
        let line = format!("broken, measured by mutants: {rule} (mutant {fault} ");
        // The HTML page names the same rule and mutant first, in its
        // measured table and at the top of its per-rule table.
        let page = std::fs::read_to_string(&html).unwrap();
        let named = page.contains(&format!(
            "Most likely broken: <strong>{rule}</strong> (mutant <code>{fault}</code> fails {} of {} failing cases the same way, {} at all)",
            top["explained"], top["of"], top["killed"]
        )) && page.contains(&format!(
            "<tr><td>{rule}</td><td><code>{fault}</code></td><td>{}</td><td>{}</td><td>{}</td>",
            top["explained"], top["killed"], top["of"]
        )) && page
            .split("<h2>Per rule</h2>")
            .nth(1)
            .and_then(|t| t.split("<tr class=").nth(1))
            .is_some_and(|row| row.starts_with(&format!(
                "\"broken measured\"><td>{rule}</td>"
            )));
        // What differs comes first on the page too: the first pattern of
        // the JSON report is the first row of its table.
        let first_pattern = report["patterns"][0]["text"].as_str().unwrap_or("?");
        let differs = page
            .split("<h2>What differs, most first</h2>")
            .nth(1)
            .and_then(|t| t.split("<tr><td>").nth(1))
            .is_some_and(|row| {
                row.starts_with(&format!(
                    "{}</td>",
                    congruent::picture::escape(first_pattern)
                ))
            });
        let named = named && differs;
        if top["rule"] != rule || top["mutant"] != fault || !out.contains(&line) || !named {
            wrong.push(format!(
                "{fault}: expected {rule}, measured {}",
                report["measured_rules"]
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A seeded fault of each other family and board (`verify` runs all of
/// `SEEDED_FAULTS`, positional-7x7x3's among them): each fails at least ten cases of its variant's
/// measured suite, is blamed first on its mutant's rule, and the first
/// pattern of what differs names a piece and a kind of move (or, for a
/// misnamed status, the status), as `referee::seeded::judge` holds them.
const FAMILY_SAMPLE: [(&str, &str); 7] = [
    ("tetrahedral", "king-takes-defended"),
    ("tetrahedral", "passes-blocker-rook"),
    ("third-dimension", "king-into-check"),
    ("trans-dimensional", "pins-ignored"),
    ("positional-8x8x2", "stalemate-as-checkmate"),
    ("positional-6x6x4", "no-falcon-moves"),
    ("goff-quantum", "king-safety=ignored"),
];

#[test]
fn a_fault_of_every_family_is_caught_by_ten_cases_and_blamed() {
    let bin = Path::new(env!("CARGO_BIN_EXE_congruent"));
    let wrapper = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/faulty.py"));
    let wrong: Vec<String> = FAMILY_SAMPLE
        .iter()
        .filter_map(|&(variant, fault)| judge(by_id(variant).unwrap(), fault, wrapper, bin).err())
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Every seeded fault names a mutant of its variant and a fault the
/// wrapper has; each family has ten at least (issue 39); the binary
/// carries the wrapper as the repository holds it.
#[test]
fn every_seeded_fault_is_a_mutant_and_a_fault_of_the_wrapper() {
    let wrapper = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/faulty.py");
    assert_eq!(std::fs::read_to_string(wrapper).unwrap(), FAULTY_PY);
    let mut families = std::collections::BTreeMap::new();
    for &(variant, fault) in SEEDED_FAULTS {
        let v = by_id(variant).unwrap();
        assert!(
            v.mutants().iter().any(|m| m.name == fault),
            "{variant} has no mutant {fault}"
        );
        let family = match variant {
            "goff" | "goff-quantum" => variant,
            _ => "cells",
        };
        *families.entry(family).or_insert(0) += 1;
    }
    assert_eq!(families.len(), 3, "{families:?}");
    // The wrapper refuses a fault it does not have, naming it.
    let out = std::process::Command::new("python3")
        .args([wrapper, env!("CARGO_BIN_EXE_congruent"), "no-such-fault"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown fault 'no-such-fault'"));
    for (family, n) in families {
        assert!(n >= 10, "{family}: {n} seeded faults");
    }
}

/// `conform` of a seeded-fault program on a suite file, two programs side
/// by side, with more arguments: the JSON report (written to `json`) and
/// the text. The run must fail (exit 1).
fn run_faulty(
    program: &str,
    suite: &Path,
    json: &Path,
    more: &[&str],
) -> (serde_json::Value, String) {
    let mut args = vec![
        "conform",
        "--program",
        program,
        "--suite",
        suite.to_str().unwrap(),
        "--jobs",
        "2",
        "--json",
        json.to_str().unwrap(),
    ];
    args.extend(more);
    let (code, out, err) = congruent(&args, "");
    assert_eq!(code, 1, "{program}: {out}{err}");
    let report = serde_json::from_str(&std::fs::read_to_string(json).unwrap()).unwrap();
    (report, out)
}
