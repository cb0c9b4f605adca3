//! CR 47 — "Pawn promotions are irreversible." (L7665-7666; L17943-17944).
//!
//! Pawn promotions are irreversible: no move turns a piece into a pawn,
//! and the number of a side's pawns never grows.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::random_games;
use crate::goff::pieces::PieceKind;

pub const RULE: Rule = Rule {
    number: 47,
    title: "Pawn promotions are irreversible.",
    class: Class::Property,
    lines: "L7665-7666; L17943-17944",
    module: module_path!(),
    spec: "spec/rules/cr47-promotion-irreversible.md",
    tests: &["tests/it/game.rs::random_games_keep_the_rules"],
    checks: "in random games no move puts a pawn anywhere but where a pawn moves, so pawns never increase",
    check,
};

fn check(_: &Readings) -> Outcome {
    let mut n = 0;
    for mut g in random_games(0xC47, 4, 120, 4) {
        for m in g.legal_moves() {
            let mover = g.position.piece_at(m.from).expect("a mover").kind;
            for (t, after) in g.effects(&m) {
                if after.is_some_and(|p| p.kind == PieceKind::Pawn) && (mover != PieceKind::Pawn || t != m.to) {
                    return Err(format!("{m:?} makes a pawn on {t}"));
                }
            }
            n += 1;
        }
    }
    Ok(format!("{n} moves, none making a pawn"))
}
