//! CR 59 — "The rook castles to adjacent tiles on the level on the far side of the king." (L10206-10207; L17985-17986).
//!
//! The rook castles to the tile adjacent to the king, on the level on the
//! far side of the king: beside the king's landing tile, on the side the
//! king came from.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::cr55_castling_conditions::{castles, open_board};

pub const RULE: Rule = Rule {
    number: 59,
    title: "The rook castles to adjacent tiles on the level on the far side of the king.",
    class: Class::Normative,
    lines: "L10206-10207; L17985-17986",
    module: module_path!(),
    spec: "spec/rules/cr59-rook-castles.md",
    tests: &["tests/it/castling.rs::all_36_castles_of_the_table_on_an_open_board"],
    checks: "every castling rook lands next to the king's landing tile, on the tile the king passed over or beside it",
    check,
};

fn check(rules: &Readings) -> Outcome {
    for (from, to, rooks) in castles(&mut open_board("", rules)) {
        for (r, rt) in rooks {
            let adjacent = (rt.coords() - to.coords()).chebyshev() == 1;
            let from_rook_side = (rt.coords() - from.coords()).chebyshev() <= (r.coords() - from.coords()).chebyshev();
            if !adjacent || !from_rook_side {
                return Err(format!("castle {from} -> {to}: rook {r} -> {rt}"));
            }
        }
    }
    Ok("every castling rook ends beside the king".into())
}
