//! CR 58 — "The king castles via a linear rook move to perimeter 2." (L10203-10204; L17982-17983).
//!
//! The king castles by a linear rook move to perimeter 2: two steps along
//! one face ray.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::cr55_castling_conditions::{castles, open_board};

pub const RULE: Rule = Rule {
    number: 58,
    title: "The king castles via a linear rook move to perimeter 2.",
    class: Class::Normative,
    lines: "L10203-10204; L17982-17983",
    module: module_path!(),
    spec: "spec/rules/cr58-king-castles.md",
    tests: &["tests/it/castling.rs::all_36_castles_of_the_table_on_an_open_board"],
    checks: "every castle moves the king exactly two tiles along one coordinate",
    check,
};

fn check(rules: &Readings) -> Outcome {
    for (from, to, _) in castles(&mut open_board("", rules)) {
        let d = to.coords() - from.coords();
        if d.nonzero() != 1 || d.chebyshev() != 2 {
            return Err(format!("king castles {from} -> {to}"));
        }
    }
    Ok("every king castle is a rook step of two".into())
}
