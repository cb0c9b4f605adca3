//! CR 28 — "The duke can reach only a quarter of the tiles on the board." (L3743-3744; L17882-17883).
//!
//! The duke can reach a quarter of the board: the 128 tiles of its duke
//! colour (gold, silver, ruby or jade).

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{closure, every_tile};
use crate::goff::pieces::PieceKind;

pub const RULE: Rule = Rule {
    number: 28,
    title: "The duke can reach only a quarter of the tiles on the board.",
    class: Class::Property,
    lines: "L3743-3744; L17882-17883",
    module: module_path!(),
    spec: "spec/rules/cr28-duke-range.md",
    tests: &["tests/it/exhaustive.rs::base_pieces_reach_their_range_in_two_moves"],
    checks: "from every tile the duke's range is exactly the 128 tiles of its duke colour",
    check,
};

fn check(rules: &Readings) -> Outcome {
    every_tile(|s| {
        let (range, _) = closure(rules, PieceKind::Duke, s);
        let same = range.iter().all(|t| t.duke_colour() == s.duke_colour());
        if same && range.count() == 128 { Ok(()) } else { Err(format!("duke on {s}: {} tiles", range.count())) }
    })?;
    Ok("128 tiles of its duke colour, from every tile".into())
}
