//! CR 37 — "The pawn advances or captures toward promotion." (L6596-6597; L17910-17911).
//!
//! The pawn advances or captures toward promotion: no pawn move lowers
//! its own `i` or `j`, and every move but the unshackled duplex capture
//! raises `i + j` (CR 42's one exception, L7658-7696).

use super::{Class, Rule};
use crate::harness::sweep::Outcome;
use crate::options::RuleSet;
use super::support::{pawn_reach, random_positions};
use crate::pieces::pawn::{progresses, recedes, to_own, PawnMove};

pub const RULE: Rule = Rule {
    number: 37,
    title: "The pawn advances or captures toward promotion.",
    class: Class::Normative,
    lines: "L6596-6597; L17910-17911",
    module: module_path!(),
    spec: "spec/rules/cr37-toward-promotion.md",
    tests: &["tests/differential.rs::engine_matches_reference"],
    checks: "in 2,000 random positions no pawn move recedes, and every one but the unshackled duplex progresses",
    check,
};

fn check(rules: &RuleSet) -> Outcome {
    let mut n = 0;
    for pos in random_positions(0xC37, 2000) {
        for (s, side, dests) in pawn_reach(&pos, rules) {
            for d in &dests {
                let v = to_own(side, d.to.coords() - s.coords());
                let duplex = d.ways.iter().all(|w| w.pawn == Some(PawnMove::UnshackledDuplex));
                if recedes(v) || (!duplex && !progresses(v)) {
                    return Err(format!("{side:?} pawn {s} -> {} goes {v:?}", d.to));
                }
                n += 1;
            }
        }
    }
    Ok(format!("{n} pawn moves, all toward promotion"))
}
