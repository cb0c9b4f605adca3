//! CR 60 — "Ambiguous castling is inclusive; either or both may be chosen." (L10209-10210; L17988-17989).
//!
//! Ambiguous castling is inclusive: where both rooks may join a royal
//! castle, each alone and both together are offered (18 double castles).

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::cr55_castling_conditions::{castles, open_board};

pub const RULE: Rule = Rule {
    number: 60,
    title: "Ambiguous castling is inclusive; either or both may be chosen.",
    class: Class::Normative,
    lines: "L10209-10210; L17988-17989",
    module: module_path!(),
    spec: "spec/rules/cr60-double-castling.md",
    tests: &["tests/it/castling.rs::all_36_castles_of_the_table_on_an_open_board"],
    checks: "18 double castles on the open board, and for each, both of its single castles exist",
    check,
};

fn check(rules: &Readings) -> Outcome {
    let all = castles(&mut open_board("", rules));
    let doubles: Vec<_> = all.iter().filter(|c| c.2.len() == 2).collect();
    for (from, to, rooks) in &doubles {
        for r in rooks {
            if !all.iter().any(|c| c.0 == *from && c.1 == *to && c.2 == vec![*r]) {
                return Err(format!("double castle to {to} without the single castle with {r:?}"));
            }
        }
    }
    if doubles.len() != 18 {
        return Err(format!("{} double castles, not 18", doubles.len()));
    }
    Ok("18 double castles, each with its two single ones".into())
}
