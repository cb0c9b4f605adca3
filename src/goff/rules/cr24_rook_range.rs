//! CR 24 — "The rook can reach all the tiles on the board." (L2798-2799; L17870-17871).
//!
//! The rook can reach every tile of the board (in one or two moves).

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::every_tile;
use crate::goff::pieces::PieceKind;

pub const RULE: Rule = Rule {
    number: 24,
    title: "The rook can reach all the tiles on the board.",
    class: Class::Property,
    lines: "L2798-2799; L17870-17871",
    module: module_path!(),
    spec: "spec/rules/cr24-rook-range.md",
    tests: &["tests/it/exhaustive.rs::base_pieces_reach_their_range_in_two_moves"],
    checks: "from every tile the rook can reach all 512 tiles",
    check,
};

fn check(rules: &Readings) -> Outcome {
    every_tile(|s| {
        let r = super::cr07_half_range::range(rules, PieceKind::Rook, s);
        if r == 512 { Ok(()) } else { Err(format!("rook on {s} reaches {r} tiles")) }
    })?;
    Ok("all 512 tiles from every tile".into())
}
