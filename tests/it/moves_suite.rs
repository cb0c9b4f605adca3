//! The suite for programs with legal-move generation only (issue 23): the
//! `moves` twin of every `reach` case, and positions where each kind of
//! move meets check; these and the fission-check and castling-plane cases
//! confirmed by the plain reference.

use congruent::goff::moves_suite::interaction_counts;
use congruent::referee::suite::Case;
use std::collections::BTreeSet;

fn goff() -> &'static [Case] {
    crate::common::goff_cases()
}

#[test]
fn every_reach_case_but_a_few_has_a_moves_twin_covering_every_rule() {
    let cases = goff();
    let reach: Vec<&Case> = cases.iter().filter(|c| c.op == "reach").collect();
    let twins: Vec<&Case> = cases
        .iter()
        .filter(|c| c.id.starts_with("moves-of/"))
        .collect();
    assert!(twins.len() >= 2_500, "{} twins", twins.len());
    assert!(
        twins.len() * 100 >= reach.len() * 95,
        "{} of {}",
        twins.len(),
        reach.len()
    );
    for t in &twins {
        assert_eq!(t.op, "moves");
        assert!(t.input.from.is_some() && !t.input.allow_illegal, "{}", t.id);
        let twin_of = &t.id["moves-of/".len()..];
        assert!(reach.iter().any(|r| r.id == twin_of), "{}", t.id);
    }
    // Every rule is tagged on some case a moves-only program can run.
    let moves: Vec<&Case> = cases
        .iter()
        .filter(|c| c.op == "moves" && !c.input.allow_illegal)
        .collect();
    assert!(moves.len() >= 2_500);
    let tags: BTreeSet<&str> = moves
        .iter()
        .flat_map(|c| c.rules.iter().map(String::as_str))
        .collect();
    for n in 1..=61 {
        assert!(
            tags.contains(format!("CR{n}").as_str()),
            "CR {n} has no moves case"
        );
    }
    assert!(tags.contains("stack"));
}

/// A sample of the derived moves cases (one twin of a reach case in 200,
/// one other in 16) confirmed by the plain reference; `verify` confirms
/// every tenth twin and every other case ("derived moves cases =
/// reference").
#[test]
fn the_reference_confirms_the_derived_moves_cases() {
    let said = congruent::goff::moves_suite::reference_confirms(goff(), 200, 16).unwrap();
    let n: usize = said.split(' ').next().unwrap().parse().unwrap();
    assert!(n > 20, "{said}");
}

/// The table of `spec/conformance.md#interactions`: how many positions
/// each kind of move meets check in, 5 at most; the zeros the rules rule
/// out are explained there.
#[test]
fn interactions_per_kind_are_the_documented_ones() {
    let cases = goff();
    let rows = interaction_counts(cases);
    let table: Vec<String> = rows
        .chunks(4)
        .map(|r| {
            format!(
                "| {} | {} | {} | {} | {} |",
                r[0].0, r[0].2, r[1].2, r[2].2, r[3].2
            )
        })
        .collect();
    let spec = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/spec/conformance.md"))
        .unwrap();
    for line in &table {
        assert!(
            spec.contains(line.as_str()),
            "spec/conformance.md lacks the row {line}"
        );
    }
    for (kind, meeting, count) in &rows {
        if matches!(
            kind.as_str(),
            "normal" | "capture" | "stack-move" | "fission"
        ) {
            assert_eq!(*count, 5, "{kind} {meeting}");
        }
    }
}
