//! CR 37 — "The pawn advances or captures toward promotion." (L6596-6597; L17910-17911).
//!
//! The pawn advances or captures toward promotion: no pawn move lowers
//! its own `i` or `j`, and every move raises `i + j` — the unshackled
//! duplex capture too, which runs along the back plane toward promotion
//! (CR 42, L7687-7696, Fig. 101).

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{pawn_reach, random_positions};
use crate::goff::pieces::pawn::{progresses, recedes, to_own};

pub const RULE: Rule = Rule {
    number: 37,
    title: "The pawn advances or captures toward promotion.",
    class: Class::Normative,
    lines: "L6596-6597; L17910-17911",
    module: module_path!(),
    spec: "spec/rules/cr37-toward-promotion.md",
    tests: &["tests/it/differential.rs::engine_matches_reference"],
    checks: "in 2,000 random positions no pawn move recedes, and every one progresses",
    check,
};

fn check(rules: &Readings) -> Outcome {
    let mut n = 0;
    for pos in random_positions(0xC37, 2000) {
        for (s, side, dests) in pawn_reach(&pos, rules) {
            for d in &dests {
                let v = to_own(side, d.to.coords() - s.coords());
                if recedes(v) || !progresses(v) {
                    return Err(format!("{side:?} pawn {s} -> {} goes {v:?}", d.to));
                }
                n += 1;
            }
        }
    }
    Ok(format!("{n} pawn moves, all toward promotion"))
}
