//! CR 16 — "White moves first." (L2420; L17846-17847).
//!
//! White moves first: the starting game has White to move.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::game::Game;
use crate::goff::pieces::Side;

pub const RULE: Rule = Rule {
    number: 16,
    title: "White moves first.",
    class: Class::Normative,
    lines: "L2420; L17846-17847",
    module: module_path!(),
    spec: "spec/rules/cr16-white-moves-first.md",
    tests: &["tests/it/game.rs::only_pawns_and_knights_move_first"],
    checks: "the starting game has White to move, and White has legal moves",
    check,
};

fn check(_: &Readings) -> Outcome {
    let mut g = Game::start();
    if g.to_move != Side::White {
        return Err("Black moves first".into());
    }
    let n = g.legal_moves().len();
    if n == 0 {
        return Err("White has no first move".into());
    }
    Ok(format!("White to move, {n} first moves"))
}
