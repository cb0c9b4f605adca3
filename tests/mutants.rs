//! Measured rule attribution (issue 23, `spec/conformance.md#mutants`):
//! programs with one seeded fault each (`congruent serve --mutant NAME`)
//! are blamed on the rule they fault, and every mutant of Goff's rules
//! fails some case of the suite (a mutant no case kills would be a hole).

mod common;
use common::congruent;
use congruent::protocol::{answer, Base};
use congruent::suite::mutants::measure;
use congruent::suite::Case;
use congruent::variant::by_id;

/// The suite without its bulk (the moves twins, the random reach cases,
/// the golden counts) and without perft 4: 486 cases, every kind of case.
fn core_cases() -> Vec<Case> {
    by_id("goff")
        .unwrap()
        .cases()
        .into_iter()
        .filter(|c| {
            !c.id.starts_with("moves-of/")
                && !c.id.starts_with("derived/reach/")
                && !c.id.starts_with("counts/")
                && !c.flags.iter().any(|f| f == "slow")
        })
        .collect()
}

fn suite_file() -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join("mutants-core-suite.jsonl");
    let lines: Vec<String> = core_cases().iter().map(Case::to_line).collect();
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    path
}

/// Twelve seeded faults, each blamed first on its own rule.
#[test]
fn a_seeded_fault_is_blamed_on_its_rule() {
    let suite = suite_file();
    let faults = [
        ("no-castle", "CR58"),
        ("no-en-passant", "CR54"),
        ("queen-only-promotion", "CR41"),
        ("no-fission", "stack"),
        ("stalemate-as-checkmate", "CR51"),
        ("never-check", "CR52"),
        ("king=adjacent", "CR49"),
        ("perimeter=lenient", "CR18"),
        ("castling_rook=far-side", "CR59"),
        ("castling_planes=same-plane", "CR57"),
        ("en_passant_board=actual", "CR54"),
        ("linear=any-quadrant", "CR22"),
    ];
    let bin = env!("CARGO_BIN_EXE_congruent");
    for (mutant, rule) in faults {
        let program = format!("{bin} serve --mutant {mutant}");
        let json =
            std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("mutant-{mutant}.json"));
        let _ = std::fs::remove_file(&json);
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
        assert_eq!(code, 1, "{mutant}: {out}{err}");
        let report: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
        let top = &report["measured_rules"][0];
        assert_eq!(top["rule"], rule, "{mutant}: {top}");
        assert_eq!(top["mutant"], mutant, "{mutant}: {top}");
        assert!(
            out.contains(&format!(
                "broken, measured by mutants: {rule} (mutant {mutant} "
            )),
            "{out}"
        );
    }
}

/// Every Goff mutant fails some case of the core suite.
#[test]
fn every_goff_mutant_kills_a_case() {
    let goff = by_id("goff").unwrap();
    let cases = core_cases();
    let mutants = goff.mutants();
    let base = Base::default();
    let kills = measure(&cases, &mutants, &|c, options| {
        let mut request = c.request(0, c.input.position.clone());
        request.options = options.clone();
        answer(&request, &base)
    });
    let table: Vec<String> = mutants
        .iter()
        .zip(&kills)
        .map(|(m, k)| format!("| `{}` | {} | {} |", m.name, m.rule, k.len()))
        .collect();
    eprintln!("{}", table.join("\n"));
    let holes: Vec<&str> = mutants
        .iter()
        .zip(&kills)
        .filter(|(_, k)| k.is_empty())
        .map(|(m, _)| m.name.as_str())
        .collect();
    assert!(holes.is_empty(), "mutants no case kills: {holes:?}");
}
