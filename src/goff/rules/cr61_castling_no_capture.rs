//! CR 61 — "Capture during castling is forbidden." (L10212-10213; L17991-17992).
//!
//! Capture during castling is forbidden: a castle never lands the king or
//! a rook on an occupied tile, and an enemy piece on a landing tile
//! removes that castle.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::cr55_castling_conditions::{castles, open_board};

pub const RULE: Rule = Rule {
    number: 61,
    title: "Capture during castling is forbidden.",
    class: Class::Normative,
    lines: "L10212-10213; L17991-17992",
    module: module_path!(),
    spec: "spec/rules/cr61-castling-no-capture.md",
    tests: &["tests/it/castling.rs::a_piece_on_a_landing_tile_removes_that_castle_only"],
    checks: "no castle lands on an occupied tile; a Black knight on K3,1 removes the castles landing there",
    check,
};

fn check(rules: &Readings) -> Outcome {
    let mut g = open_board(r#",{"side":"black","kind":"knight","tile":"K3,1"}"#, rules);
    let pos = g.position.clone();
    let all = castles(&mut g);
    for (_, to, rooks) in &all {
        if pos.piece_at(*to).is_some() || rooks.iter().any(|&(_, t)| pos.piece_at(t).is_some()) {
            return Err(format!("a castle to {to} captures"));
        }
    }
    if all.len() >= 36 {
        return Err("the knight on K3,1 removed no castle".into());
    }
    Ok(format!("{} castles, none capturing", all.len()))
}
