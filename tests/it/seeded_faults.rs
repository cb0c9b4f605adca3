//! Programs with one seeded fault each (issue 23): `examples/faulty.py`
//! wraps `congruent serve` and changes its answers (or reads a rule the
//! other way) as a buggy engine would, one fault per run; `conform` over
//! the core suite must blame each on its own rule, by measurement
//! (`spec/conformance.md#mutants`). The wrapper is written from the
//! protocol, not from `suite::mutants`: what is measured is conform's
//! blame of a program it knows nothing about. Needs `python3`.

use crate::common::{congruent, write_suite};
use congruent::referee::checks::measured_cases;
use congruent::registry::by_id;
use std::path::{Path, PathBuf};

/// Goff's core suite (its cases the mutants are measured on, about 500:
/// `referee::checks::measured_cases`) but its perft cases as a file for
/// `conform`: every fault below is caught by `moves` and `reach` cases,
/// and the perft cases took half the run (`verify` measures the mutants
/// on all of them).
fn core_suite() -> PathBuf {
    let goff = by_id("goff").unwrap();
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("seeded-faults-core-suite.jsonl");
    let cases: Vec<_> = measured_cases(goff)
        .into_iter()
        .filter(|c| c.op != "perft")
        .collect();
    write_suite(path, &cases)
}

/// Each fault of `examples/faulty.py` (named as the Goff mutant it
/// matches) and the rule it breaks.
const FAULTS: [(&str, &str); 15] = [
    ("no-castle", "CR58"),
    ("no-en-passant", "CR54"),
    ("queen-only-promotion", "CR41"),
    ("no-uplift", "CR41"),
    ("no-fission", "stack"),
    ("stalemate-as-checkmate", "CR51"),
    ("checkmate-as-stalemate", "CR53"),
    ("never-check", "CR52"),
    ("king=adjacent", "CR49"),
    ("perimeter=lenient", "CR18"),
    ("castling_rook=far-side", "CR59"),
    ("castling_planes=same-plane", "CR57"),
    ("en_passant_board=actual", "CR54"),
    ("linear=any-quadrant", "CR22"),
    ("no-long-knight-leaps", "CR33"),
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
    for (fault, rule) in FAULTS {
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

/// Seeded faults of the other variant families (issue 39): a variant, a
/// fault of `examples/faulty.py` (named as the variant's mutant it
/// matches; `king-takes-defended` and the other king-safety faults ask
/// `serve` for `reach` and add its moves, as an engine that never tests
/// king safety lists them).
const FAMILY_FAULTS: [(&str, &str); 24] = [
    ("tetrahedral", "king-takes-defended"),
    ("tetrahedral", "pins-ignored"),
    ("tetrahedral", "stalemate-as-checkmate"),
    ("tetrahedral", "no-castle"),
    ("third-dimension", "king-into-check"),
    ("third-dimension", "check-unresolved"),
    ("third-dimension", "no-castle"),
    ("third-dimension", "castling-rook=unmoved"),
    ("trans-dimensional", "pins-ignored"),
    ("trans-dimensional", "checkmate-as-stalemate"),
    ("trans-dimensional", "no-promotion"),
    ("positional-8x8x2", "stalemate-as-checkmate"),
    ("positional-8x8x2", "never-check"),
    ("positional-7x7x3", "falcon=leaper"),
    ("positional-6x6x4", "no-falcon-moves"),
    ("goff-quantum", "king-safety=ignored"),
    ("goff-quantum", "knight=classical"),
    ("goff-quantum", "linear-gate=rectangle"),
    ("goff-quantum", "no-pawn-moves"),
    ("goff-quantum", "no-knight-moves"),
    ("goff-quantum", "no-stack-moves"),
    ("goff-quantum", "no-rook-moves"),
    ("goff-quantum", "no-bishop-moves"),
    ("goff-quantum", "no-duke-moves"),
];

/// Each fault of another family fails at least ten cases of its
/// variant's measured suite, is blamed first on its mutant's rule by its
/// own mutant, and the report's first pattern of what differs names a
/// piece and a kind of move (or, for a misnamed status, the status).
#[test]
fn each_fault_of_every_family_is_caught_by_ten_cases_and_blamed() {
    let bin = env!("CARGO_BIN_EXE_congruent");
    let wrapper = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/faulty.py");
    let mut wrong = Vec::new();
    let mut suites = std::collections::BTreeMap::new();
    for (variant, fault) in FAMILY_FAULTS {
        let v = by_id(variant).unwrap();
        let rule = v
            .mutants()
            .into_iter()
            .find(|m| m.name == fault)
            .unwrap_or_else(|| panic!("{variant} has no mutant {fault}"))
            .rule;
        let suite = suites.entry(variant).or_insert_with(|| {
            let path = Path::new(env!("CARGO_TARGET_TMPDIR"))
                .join(format!("seeded-faults-{variant}.jsonl"));
            write_suite(path, &measured_cases(v))
        });
        let json =
            Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("faulty-{variant}-{fault}.json"));
        let _ = std::fs::remove_file(&json);
        let program = format!("python3 {wrapper} {bin} {fault} {variant}");
        let (report, _) = run_faulty(&program, suite, &json, &["--variant", variant]);
        let failed = report["summary"]["failed"].as_u64().unwrap();
        let top = &report["measured_rules"][0];
        let pattern = report["patterns"][0]["text"].as_str().unwrap_or("");
        // A quantum move's pattern is its key, blotted (`quantum:B`, a
        // bishop's), with what differs in it (its histories).
        let names_what = [" moves of ", "status", "check", " quantum:"]
            .iter()
            .any(|w| pattern.contains(w));
        // Two mutants of one rule may fail the same cases the same way
        // (third-dimension's no-castle and castling-rook=unmoved): the
        // rule is what is blamed, by a mutant that explains every case.
        let explains_all = top["mutant"] == fault || top["explained"] == top["of"];
        if failed < 10 || top["rule"] != rule || !explains_all || !names_what {
            wrong.push(format!(
                "{variant} {fault}: {failed} failed, expected {rule} first, measured {top}; first pattern {pattern:?}"
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
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
