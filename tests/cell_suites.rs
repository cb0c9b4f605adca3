//! The suites of the variants on the cell core (issue 23.8,
//! `spec/conformance.md#the-other-variants`): at least 500 cases each,
//! every mutant of each variant fails some case, a program with one
//! mutant's fault is blamed first on that mutant's rule (the same for
//! goff-quantum's suite), and the interaction table of the spec is the one
//! the suites hold.

use congruent::referee::conform::blame;
use congruent::referee::protocol::{answer, Base};
use congruent::referee::suite::mutants::{measure, verdict};
use congruent::referee::suite::{Case, Verdict};
use congruent::registry::by_id;
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

const CELL: [&str; 6] = [
    "tetrahedral",
    "third-dimension",
    "trans-dimensional",
    "positional-8x8x2",
    "positional-7x7x3",
    "positional-6x6x4",
];

/// The variants whose mutants are measured here: the cell games, and
/// quantum chess (issue 25) with its suite of its own.
fn measured() -> Vec<&'static str> {
    let mut ids = CELL.to_vec();
    ids.push("goff-quantum");
    ids
}

/// Each variant's cases, built once for both tests.
fn suite(id: &str) -> &'static [Case] {
    static SUITES: OnceLock<Vec<Vec<Case>>> = OnceLock::new();
    let all = SUITES.get_or_init(|| {
        measured()
            .iter()
            .map(|id| by_id(id).unwrap().cases())
            .collect()
    });
    &all[measured().iter().position(|&c| c == id).unwrap()]
}

fn ask(c: &Case, options: &Map<String, Value>) -> Value {
    let mut request = c.request(0, c.input.position.clone());
    request.options = options.clone();
    answer(&request, &Base::default())
}

/// Every mutant's kills, and the rule a program with its fault is blamed
/// on, for each variant on the core.
#[test]
fn every_mutant_kills_a_case_and_is_blamed_on_its_rule() {
    let mut holes = Vec::new();
    let mut misblamed = Vec::new();
    for id in measured() {
        let rules = by_id(id).unwrap();
        let cases: Vec<Case> = suite(id)
            .iter()
            .filter(|c| !c.flags.iter().any(|f| f == "slow"))
            .cloned()
            .collect();
        let least = if id == "goff-quantum" { 300 } else { 500 };
        assert!(cases.len() >= least, "{id}: {} cases", cases.len());
        let ids: BTreeSet<&str> = cases.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids.len(), cases.len(), "{id}: a case id twice");
        let mutants = rules.mutants();
        let kills = measure(&cases, &mutants, &ask);
        for (m, k) in mutants.iter().zip(&kills) {
            eprintln!("| {id} | `{}` | {} | {} |", m.name, m.rule, k.len());
            if k.is_empty() {
                holes.push(format!("{id} {}", m.name));
                continue;
            }
            // The program with this mutant's fault, judged on (up to 15
            // of) the cases it fails, then blamed.
            let step = k.len().div_ceil(15);
            let failing: Vec<Case> = k.iter().step_by(step).map(|&i| cases[i].clone()).collect();
            let results: Vec<Verdict> = failing
                .iter()
                .map(|c| verdict(m, c, &ask(c, &c.options), &|o| ask(c, o)).unwrap())
                .collect();
            let top = blame(&failing, &results);
            if top.first().map(|b| b.rule.as_str()) != Some(m.rule) {
                misblamed.push(format!("{id} {} blamed on {:?}", m.name, top.first()));
            }
        }
    }
    assert!(holes.is_empty(), "mutants no case kills: {holes:?}");
    assert!(misblamed.is_empty(), "{misblamed:#?}");
}

/// The interaction cases of each variant, counted by kind and class from
/// the suite, are the table of `spec/conformance.md`.
#[test]
fn the_spec_tables_the_interaction_cases() {
    let spec = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/spec/conformance.md"));
    for id in CELL {
        let mut found: BTreeMap<String, usize> = BTreeMap::new();
        for c in suite(id) {
            if let Some(rest) = c.id.strip_prefix(&format!("{id}/interaction/")) {
                let (kind_class, _) = rest.rsplit_once('/').unwrap();
                *found.entry(kind_class.to_string()).or_default() += 1;
            }
        }
        let row = |kind: &str| {
            let cells: Vec<String> = congruent::cells::suite::CLASSES
                .iter()
                .map(|class| {
                    found
                        .get(&format!("{kind}/{class}"))
                        .copied()
                        .unwrap_or(0)
                        .to_string()
                })
                .collect();
            format!("| {id} | {kind} | {} |", cells.join(" | "))
        };
        let kinds: BTreeSet<&str> = found.keys().map(|k| k.split('/').next().unwrap()).collect();
        for kind in kinds {
            let line = row(kind);
            assert!(spec.contains(&line), "spec/conformance.md lacks {line}");
        }
    }
}
