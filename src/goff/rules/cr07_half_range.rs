//! CR 7 — "Each new base piece can reach only half as many tiles as the previous one." (L2128-2130; L17819-17820).
//!
//! Each base piece reaches half as many tiles as the one before: in any
//! number of moves on the empty board the rook reaches all 512 tiles, the
//! bishop its 256 of one colour, the duke its 128 of one duke colour.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{closure, every_tile};
use crate::goff::pieces::PieceKind;

pub const RULE: Rule = Rule {
    number: 7,
    title: "Each new base piece can reach only half as many tiles as the previous one.",
    class: Class::Property,
    lines: "L2128-2130; L17819-17820",
    module: module_path!(),
    spec: "spec/rules/cr07-half-range.md",
    tests: &["tests/it/exhaustive.rs::base_pieces_reach_their_range_in_two_moves"],
    checks: "from every tile, the rook, bishop and duke ranges (tiles reachable in any number of moves) are 512, 256 and 128",
    check,
};

/// The number of tiles the piece can ever reach from `s`, its own included.
pub fn range(rules: &Readings, kind: PieceKind, s: crate::goff::geometry::Tile) -> u32 {
    closure(rules, kind, s).0.count()
}

fn check(rules: &Readings) -> Outcome {
    use PieceKind::*;
    every_tile(|s| {
        let got = [Rook, Bishop, Duke].map(|k| range(rules, k, s));
        if got == [512, 256, 128] {
            Ok(())
        } else {
            Err(format!("ranges from {s}: {got:?}, not [512, 256, 128]"))
        }
    })?;
    Ok("512, 256, 128 from every tile: each half the previous".into())
}
