//! CR 56 — "Castling is a supernatural, atomic event, where both king and rook(s) move simultaneously, typically in the same manifold." (L10196-10198; L17974-17976).
//!
//! Castling is one atomic move: the king and its rook(s) move together,
//! in one make, and unmake restores all of them.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::cr55_castling_conditions::open_board;
use crate::goff::game::MoveKind;

pub const RULE: Rule = Rule {
    number: 56,
    title: "Castling is a supernatural, atomic event, where both king and rook(s) move simultaneously, typically in the same manifold.",
    class: Class::Normative,
    lines: "L10196-10198; L17974-17976",
    module: module_path!(),
    spec: "spec/rules/cr56-castling-atomic.md",
    tests: &["tests/it/castling.rs::castles_make_and_unmake"],
    checks: "each of the 36 castles moves the king and every rook it names in one move, and unmake restores the board",
    check,
};

fn check(rules: &Readings) -> Outcome {
    let mut g = open_board("", rules);
    for m in g.legal_moves() {
        let MoveKind::Castle(rooks) = m.kind else { continue };
        let before = g.clone();
        let undo = g.make(&m);
        let moved = g.position.piece_at(m.to).is_some_and(|p| p.kind == crate::goff::pieces::PieceKind::King)
            && rooks.iter().flatten().all(|&(from, to)| g.position.piece_at(from).is_none() && g.position.piece_at(to).is_some());
        g.unmake(undo);
        if !moved || g != before {
            return Err(format!("{m:?} is not one atomic move"));
        }
    }
    Ok("36 castles, each king and rooks at once".into())
}
