//! CR 57 — "Castling may occur in any or all orthogonal manifolds containing the home line." (L10200-10201; L17978-17980).
//!
//! Castling may occur in any orthogonal manifold containing the home
//! line: every castle's king moves inside a plane through its home column
//! (the two back planes `i = 1`, `j = 1`).

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::cr55_castling_conditions::{castles, open_board};

pub const RULE: Rule = Rule {
    number: 57,
    title: "Castling may occur in any or all orthogonal manifolds containing the home line.",
    class: Class::Normative,
    lines: "L10200-10201; L17978-17980",
    module: module_path!(),
    spec: "spec/rules/cr57-castling-planes.md",
    tests: &["tests/it/castling.rs::all_36_castles_of_the_table_on_an_open_board"],
    checks: "every castle keeps the king and rooks in a back plane of the home column (i = 1 or j = 1)",
    check,
};

fn check(rules: &Readings) -> Outcome {
    for (from, to, rooks) in castles(&mut open_board("", rules)) {
        let mut tiles = vec![from, to];
        for (a, b) in rooks {
            tiles.extend([a, b]);
        }
        let plane_i = tiles.iter().all(|t| t.i() == 1);
        let plane_j = tiles.iter().all(|t| t.j() == 1);
        if !plane_i && !plane_j {
            return Err(format!("castle {from} -> {to} leaves the back planes"));
        }
    }
    Ok("36 castles inside the back planes".into())
}
