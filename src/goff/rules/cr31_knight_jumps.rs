//! CR 31 — "The knight does not advance, it jumps; thus, it cannot be blocked." (L5429-5430; L17891-17892).
//!
//! The knight jumps and cannot be blocked: in any position its
//! destinations are its empty-board destinations minus its own side's
//! tiles.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{random_positions, reach1};
use crate::goff::engine::destinations_with;
use crate::goff::pieces::{Piece, PieceKind};

pub const RULE: Rule = Rule {
    number: 31,
    title: "The knight does not advance, it jumps; thus, it cannot be blocked.",
    class: Class::Normative,
    lines: "L5429-5430; L17891-17892",
    module: module_path!(),
    spec: "spec/rules/cr31-knight-jumps.md",
    tests: &["tests/it/book_positions.rs::figures_68_69_the_knight_is_the_anti_queen"],
    checks: "in 300 random positions every knight reaches its empty-board set minus friendly tiles",
    check,
};

fn check(rules: &Readings) -> Outcome {
    for mut pos in random_positions(0xC31, 300) {
        let s = pos.pieces().next().expect("pieces").0;
        let side = pos.piece_at(s).expect("piece").side;
        pos.remove(s);
        pos.put(s, Piece::new(side, PieceKind::Knight)).expect("emptied");
        let want = reach1(rules, PieceKind::Knight, s) & !pos.side(side);
        if destinations_with(&pos, s, *rules) != want {
            return Err(format!("knight on {s} was blocked in {pos:?}"));
        }
    }
    Ok("300 knights, none blocked".into())
}
