//! CR 36 — "The pawn advances like a rook but captures like the other base pieces." (L6569-6570; L17907-17908).
//!
//! The pawn advances like a rook and captures like a bishop or a duke:
//! every pawn advance is a rook move onto an empty tile, every pawn
//! capture a bishop or duke move onto an enemy.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{pawn_reach, random_positions};
use crate::goff::reach::Mover;

pub const RULE: Rule = Rule {
    number: 36,
    title: "The pawn advances like a rook but captures like the other base pieces.",
    class: Class::Normative,
    lines: "L6569-6570; L17907-17908",
    module: module_path!(),
    spec: "spec/rules/cr36-pawn-advance-capture.md",
    tests: &["tests/it/book_positions.rs::table_35_the_fourteen_pawn_capture_tiles", "tests/it/differential.rs::engine_matches_reference"],
    checks: "in 2,000 random positions every pawn advance is a rook move to an empty tile and every capture a bishop or duke move onto an enemy",
    check,
};

/// Is the pawn way a rook advance to an empty tile, or a bishop/duke
/// capture of an enemy?
pub fn advance_or_capture(w: &crate::goff::reach::Way, capture: bool) -> bool {
    let is_capture = w.pawn.is_some_and(|k| k.is_capture());
    match is_capture {
        false => w.by == Mover::Rook && !capture,
        true => matches!(w.by, Mover::Bishop | Mover::Duke) && capture,
    }
}

fn check(rules: &Readings) -> Outcome {
    let (mut advances, mut captures) = (0, 0);
    for pos in random_positions(0xC36, 2000) {
        for (s, _, dests) in pawn_reach(&pos, rules) {
            for d in &dests {
                for w in &d.ways {
                    if !advance_or_capture(w, d.capture) {
                        return Err(format!("pawn {s} -> {}: {:?} by {:?}", d.to, w.pawn, w.by));
                    }
                    match d.capture {
                        true => captures += 1,
                        false => advances += 1,
                    }
                }
            }
        }
    }
    Ok(format!("{advances} advances as rooks, {captures} captures as bishops or dukes"))
}
