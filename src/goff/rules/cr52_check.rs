//! CR 52 — "A king under attack is in check, and it must get out of check." (L8740-8741; L17959-17960).
//!
//! A king under attack is in check and must get out of it: `in_check`
//! is "the opponent could take the king by some move" (a fission too,
//! spec/interpretations.md#fission-check), and no legal move leaves the
//! mover's king attacked.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::random_games;

pub const RULE: Rule = Rule {
    number: 52,
    title: "A king under attack is in check, and it must get out of check.",
    class: Class::Normative,
    lines: "L8740-8741; L17959-17960",
    module: module_path!(),
    spec: "spec/rules/cr52-check.md",
    tests: &["tests/it/game.rs::random_games_keep_the_rules"],
    checks: "in random games in_check equals the opponent having a move of any kind (fission too) that takes the king, and after every legal move the mover is not in check",
    check,
};

fn check(_rules: &Readings) -> Outcome {
    let mut n = 0;
    for mut g in random_games(0xC52, 3, 80, 4) {
        let side = g.to_move;
        // Check by its definition: the opponent, were it to move, could
        // take the king by some move of any kind (fission included).
        if g.king_capturable(side) != g.in_check(side) {
            return Err(format!("in_check({side:?}) disagrees with the king's capture"));
        }
        for m in g.legal_moves() {
            let undo = g.make(&m);
            let bad = g.in_check(side) || g.king_capturable(side);
            g.unmake(undo);
            if bad {
                return Err(format!("{m:?} leaves the king attacked"));
            }
            n += 1;
        }
    }
    Ok(format!("{n} legal moves, none leaving the king in check; in check exactly when the king can be taken"))
}
