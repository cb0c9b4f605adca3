//! The suite for programs with legal-move generation only (issue 23): the
//! `moves` twin of every `reach` case, and positions where each kind of
//! move meets check; these and the fission-check and castling-plane cases
//! confirmed by the plain reference.

use congruent::core::variant::Validation;
use congruent::goff::game::{Game, Implementation};
use congruent::goff::json;
use congruent::goff::moves_suite::interaction_counts;
use congruent::referee::protocol::move_key;
use congruent::referee::suite::Case;
use std::collections::BTreeSet;

fn goff() -> Vec<Case> {
    congruent::goff::suite::cases()
}

/// The legal moves of a case's position by the plain reference, as keys,
/// restricted to `input.from`; the reference's `check` must be the case's.
fn by_reference(c: &Case) -> BTreeSet<String> {
    let setup = json::parse_game(&c.input.position.to_string()).expect("a game");
    let mut g = Game::from_setup(setup, Default::default(), Validation::Legal).expect("legal");
    g.implementation = Implementation::Reference;
    let report = json::moves_report(&mut g);
    assert_eq!(Some(report.check), c.expect.check, "{}: check", c.id);
    report
        .moves
        .iter()
        .map(|m| move_key(serde_json::to_value(m).unwrap().as_object().unwrap()))
        .filter(|k| {
            c.input
                .from
                .as_ref()
                .is_none_or(|f| k.starts_with(&format!("{f}-")))
        })
        .collect()
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

#[test]
fn the_reference_confirms_the_derived_moves_cases() {
    let cases = goff();
    use rayon::prelude::*;
    let sample: Vec<&Case> = cases
        .iter()
        .filter(|c| c.id.starts_with("moves-of/"))
        .step_by(100)
        .chain(cases.iter().filter(|c| {
            [
                "derived/interaction/",
                "derived/fission-check/",
                "derived/castling-planes/",
            ]
            .iter()
            .any(|p| c.id.starts_with(p))
        }))
        .collect();
    sample.par_iter().for_each(|c| {
        let want = c.expect.moves.clone().expect("a move list");
        assert_eq!(by_reference(c), want, "{}", c.id);
    });
    let n = sample.len();
    assert!(n > 100, "{n}");
}

/// The table of `spec/conformance.md#interactions`: how many positions
/// each kind of move meets check in, 5 at most; the zeros the rules rule
/// out are explained there.
#[test]
fn interactions_per_kind_are_the_documented_ones() {
    let cases = goff();
    let rows = interaction_counts(&cases);
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
