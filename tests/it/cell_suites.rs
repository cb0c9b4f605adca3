//! The suites of the variants on the cell core (issue 23.8,
//! `spec/conformance.md#the-other-variants`): at least 500 cases each,
//! and the interaction table of the spec is the one the suites hold.
//! That every mutant fails some case and a program with its fault is
//! blamed first on its rule is `verify`'s check (`src/referee/checks.rs`).

use congruent::referee::suite::Case;
use congruent::registry::by_id;
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

/// The variants whose suites are built here: the cell games, and
/// quantum chess (issue 25) with its suite of its own.
fn measured() -> Vec<&'static str> {
    let mut ids = CELL.to_vec();
    ids.push("goff-quantum");
    ids
}

/// Each variant's cases, built once for both tests.
fn suites(id: &str) -> &'static [Case] {
    static SUITES: OnceLock<Vec<Vec<Case>>> = OnceLock::new();
    let all = SUITES.get_or_init(|| {
        measured()
            .iter()
            .map(|id| by_id(id).unwrap().cases())
            .collect()
    });
    &all[measured().iter().position(|&c| c == id).unwrap()]
}

/// Each suite has at least 500 cases (goff-quantum 300), each id once.
#[test]
fn each_suite_has_its_cases_each_id_once() {
    for id in measured() {
        let cases = suites(id);
        let least = if id == "goff-quantum" { 300 } else { 500 };
        assert!(cases.len() >= least, "{id}: {} cases", cases.len());
        let ids: BTreeSet<&str> = cases.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids.len(), cases.len(), "{id}: a case id twice");
    }
}

/// The interaction cases of each variant, counted by kind and class from
/// the suite, are the table of `spec/conformance.md`.
#[test]
fn the_spec_tables_the_interaction_cases() {
    let spec = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/spec/conformance.md"));
    for id in CELL {
        let mut found: BTreeMap<String, usize> = BTreeMap::new();
        for c in suites(id) {
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
