//! CR 50 — "The game is over when there is no legal move." (L8485-8486; L17953-17954).
//!
//! The game is over when the side to move has no legal move: `status` is
//! ongoing exactly when there is one.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{game, random_games};
use crate::goff::game::Status;

pub const RULE: Rule = Rule {
    number: 50,
    title: "The game is over when there is no legal move.",
    class: Class::Normative,
    lines: "L8485-8486; L17953-17954",
    module: module_path!(),
    spec: "spec/rules/cr50-game-over.md",
    tests: &["tests/it/cli.rs::moves_of_a_mated_king"],
    checks: "in random games and a mate position, the status is ongoing iff the side to move has a legal move",
    check,
};

/// A mate in the corner (tests/it/cli.rs): a Black queen on QN2,2 guarded
/// by a rook on QN8,2 against the White king on QR1,1.
pub const MATE: &str = r#"{"to_move":"white","pieces":[{"side":"white","kind":"king","tile":"QR1,1"},
    {"side":"black","kind":"queen","tile":"QN2,2"},{"side":"black","kind":"rook","tile":"QN8,2"},
    {"side":"black","kind":"king","tile":"KR8,8"}]}"#;

fn check(_: &Readings) -> Outcome {
    let mut games = random_games(0xC50, 3, 60, 6);
    games.push(game(MATE));
    for mut g in games {
        let over = g.legal_moves().is_empty();
        if (g.status() != Status::Ongoing) != over {
            return Err(format!("status {:?} with {} moves", g.status(), g.legal_moves().len()));
        }
    }
    Ok("status ongoing iff a legal move exists".into())
}
