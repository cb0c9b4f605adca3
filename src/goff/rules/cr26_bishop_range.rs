//! CR 26 — "The bishop can reach half the tiles on the board." (L3189-3190; L17876-17877).
//!
//! The bishop can reach half the board: exactly the 256 tiles of its own
//! colour.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{closure, every_tile};
use crate::goff::pieces::PieceKind;

pub const RULE: Rule = Rule {
    number: 26,
    title: "The bishop can reach half the tiles on the board.",
    class: Class::Property,
    lines: "L3189-3190; L17876-17877",
    module: module_path!(),
    spec: "spec/rules/cr26-bishop-range.md",
    tests: &["tests/it/exhaustive.rs::base_pieces_reach_their_range_in_two_moves"],
    checks: "from every tile the bishop's range is exactly the 256 tiles of its colour",
    check,
};

fn check(rules: &Readings) -> Outcome {
    every_tile(|s| {
        let (range, _) = closure(rules, PieceKind::Bishop, s);
        let same = range.iter().all(|t| t.bishop_colour() == s.bishop_colour());
        if same && range.count() == 256 { Ok(()) } else { Err(format!("bishop on {s}: {} tiles", range.count())) }
    })?;
    Ok("256 tiles of its colour, from every tile".into())
}
