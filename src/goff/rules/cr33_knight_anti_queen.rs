//! CR 33 — "The knight is the anti-queen, range limited to a 5N boundary, cannot be blocked." (L5443-5445; L17897-17899).
//!
//! The knight is the anti-queen: inside the 5x5x5 cube around it, it
//! reaches exactly the tiles a queen there could not, never blocked.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{every_tile, reach1};
use crate::goff::geometry::{Bitboard, Tile};
use crate::goff::pieces::PieceKind;

pub const RULE: Rule = Rule {
    number: 33,
    title: "The knight is the anti-queen, range limited to a 5N boundary, cannot be blocked.",
    class: Class::Normative,
    lines: "L5443-5445; L17897-17899",
    module: module_path!(),
    spec: "spec/rules/cr33-knight-anti-queen.md",
    tests: &["tests/it/book_positions.rs::figures_68_69_the_knight_is_the_anti_queen"],
    checks: "from every tile, the knight's set is the 5x5x5 cube minus the tile and minus the queen's empty-board set",
    check,
};

/// The anti-queen of `s`: its 5x5x5 cube, minus `s`, minus the queen.
pub fn anti_queen(rules: &Readings, s: Tile) -> Bitboard {
    let queen = reach1(rules, PieceKind::Queen, s);
    Tile::all()
        .filter(|&t| t != s && (t.coords() - s.coords()).chebyshev() <= 2 && !queen.contains(t))
        .collect()
}

fn check(rules: &Readings) -> Outcome {
    every_tile(|s| {
        if reach1(rules, PieceKind::Knight, s) == anti_queen(rules, s) {
            Ok(())
        } else {
            Err(format!("the knight on {s} is not the anti-queen"))
        }
    })?;
    Ok("the anti-queen on all 512 tiles".into())
}
