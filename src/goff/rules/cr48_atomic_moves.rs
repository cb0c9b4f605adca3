//! CR 48 — "Chess moves are atomic events." (L7770-7771; L17946-17947).
//!
//! Chess moves are atomic events: a move (a castle with two rooks, a
//! fission, an en passant) happens at once. make applies all its changes
//! together and unmake restores the game exactly.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::random_games;

pub const RULE: Rule = Rule {
    number: 48,
    title: "Chess moves are atomic events.",
    class: Class::Normative,
    lines: "L7770-7771; L17946-17947",
    module: module_path!(),
    spec: "spec/rules/cr48-atomic-moves.md",
    tests: &["tests/it/game.rs::random_games_keep_the_rules", "tests/it/castling.rs::castles_make_and_unmake"],
    checks: "in random games every legal move, made and unmade, restores the game exactly, and its changes are applied together",
    check,
};

fn check(_: &Readings) -> Outcome {
    let mut n = 0;
    for mut g in random_games(0xC48, 4, 80, 4) {
        for m in g.legal_moves() {
            let before = g.clone();
            let mut expected = g.position.clone();
            for (t, after) in g.effects(&m) {
                expected.remove(t);
                if let Some(p) = after {
                    expected.put(t, p).map_err(|e| e.to_string())?;
                }
            }
            let undo = g.make(&m);
            if g.position != expected {
                return Err(format!("{m:?} is not its effects applied at once"));
            }
            g.unmake(undo);
            if g != before {
                return Err(format!("unmake of {m:?} does not restore the game"));
            }
            n += 1;
        }
    }
    Ok(format!("{n} moves made and unmade"))
}
