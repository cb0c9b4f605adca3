//! CR 38 — "Pawns are limited to moving to perimeter 1, with one exception." (L6624-6625; L17913-17914).
//!
//! Pawns move to perimeter 1, with one exception, the double advance
//! (CR 39); CR 42 lifts the limit for an unshackled pawn inside its back
//! plane.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{pawn_reach, random_positions};
use crate::goff::pieces::pawn::PawnMove;

pub const RULE: Rule = Rule {
    number: 38,
    title: "Pawns are limited to moving to perimeter 1, with one exception.",
    class: Class::Normative,
    lines: "L6624-6625; L17913-17914",
    module: module_path!(),
    spec: "spec/rules/cr38-pawn-range.md",
    tests: &["tests/it/book_positions.rs::pawn_single_and_double_advances"],
    checks: "in 2,000 random positions every pawn move is to perimeter 1 but double advances (2) and unshackled moves",
    check,
};

fn check(rules: &Readings) -> Outcome {
    use PawnMove::*;
    let mut n = 0;
    for pos in random_positions(0xC38, 2000) {
        for (s, _, dests) in pawn_reach(&pos, rules) {
            for d in &dests {
                for w in &d.ways {
                    let ok = match w.pawn {
                        Some(DoubleAdvance) => w.perimeter == 2,
                        Some(Unshackled | UnshackledReduced | UnshackledDuplex) => true,
                        _ => w.perimeter == 1,
                    };
                    if !ok {
                        return Err(format!("pawn {s} -> {}: {:?} at perimeter {}", d.to, w.pawn, w.perimeter));
                    }
                    n += 1;
                }
            }
        }
    }
    Ok(format!("{n} pawn moves within range"))
}
