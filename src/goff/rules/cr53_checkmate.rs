//! CR 53 — "If a king cannot get out of check, the game is over, and that player lost." (L8743-8744; L17962-17963).
//!
//! A king in check with no way out: the game is over and that side lost.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::cr50_game_over::MATE;
use super::support::game;
use crate::goff::game::Status;
use crate::goff::pieces::Side;

pub const RULE: Rule = Rule {
    number: 53,
    title: "If a king cannot get out of check, the game is over, and that player lost.",
    class: Class::Normative,
    lines: "L8743-8744; L17962-17963",
    module: module_path!(),
    spec: "spec/rules/cr53-checkmate.md",
    tests: &["tests/it/cli.rs::moves_of_a_mated_king"],
    checks: "the corner mate: White is in check, has no legal move, and the status is checkmate",
    check,
};

fn check(_: &Readings) -> Outcome {
    let mut g = game(MATE);
    if !g.in_check(Side::White) || !g.legal_moves().is_empty() || g.status() != Status::Checkmate {
        return Err("the corner mate is not a checkmate".into());
    }
    Ok("checkmate recognised".into())
}
