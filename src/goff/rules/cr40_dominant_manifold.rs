//! CR 40 — "Pawns may advance only in a dominant manifold." (L6677-6678; L17919-17920).
//!
//! Pawns advance only in a dominant manifold, one holding promotion
//! tiles: the pawn's level, or a back plane it stands on (unshackled).

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{pawn_reach, random_positions};
use crate::goff::pieces::pawn::{own_indices, to_own, PawnMove};

pub const RULE: Rule = Rule {
    number: 40,
    title: "Pawns may advance only in a dominant manifold.",
    class: Class::Normative,
    lines: "L6677-6678; L17919-17920",
    module: module_path!(),
    spec: "spec/rules/cr40-dominant-manifold.md",
    tests: &["tests/it/differential.rs::engine_matches_reference"],
    checks: "in 2,000 random positions every advance stays on the level, and every unshackled advance inside the back plane the pawn stands on",
    check,
};

fn check(rules: &Readings) -> Outcome {
    let mut n = 0;
    for pos in random_positions(0xC40, 2000) {
        for (s, side, dests) in pawn_reach(&pos, rules) {
            let (i, j) = own_indices(side, s);
            for d in &dests {
                let v = to_own(side, d.to.coords() - s.coords());
                for w in &d.ways {
                    let ok = match w.pawn {
                        Some(PawnMove::Advance | PawnMove::DoubleAdvance) => v.z == 0,
                        Some(PawnMove::Unshackled) => (i == 8 && v.i == 0) || (j == 8 && v.j == 0),
                        _ => true,
                    };
                    if !ok {
                        return Err(format!("pawn {s} -> {} advances outside a dominant manifold", d.to));
                    }
                    n += 1;
                }
            }
        }
    }
    Ok(format!("{n} pawn moves checked"))
}
