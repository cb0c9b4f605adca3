//! Measured rule attribution (issue 23, `spec/conformance.md#mutants`):
//! every mutant of Goff's rules fails some case of the suite (a mutant no
//! case kills would be a hole). Programs with one seeded fault each are
//! blamed on their rule in `tests/seeded_faults.rs`.

#[path = "common/core_suite.rs"]
mod core_suite;
use congruent::referee::protocol::{answer, Base};
use congruent::referee::suite::mutants::measure;
use congruent::registry::by_id;
use core_suite::core_cases;

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
