//! CR 20 — "A base piece can move to any tile it can reach in just two moves." (L2614-2616; L17858-17859).
//!
//! On an empty board a base piece reaches every tile of its range in at
//! most two moves.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{closure, every_tile};
use crate::goff::pieces::PieceKind;

pub const RULE: Rule = Rule {
    number: 20,
    title: "A base piece can move to any tile it can reach in just two moves.",
    class: Class::Property,
    lines: "L2614-2616; L17858-17859",
    module: module_path!(),
    spec: "spec/rules/cr20-two-moves.md",
    tests: &["tests/it/exhaustive.rs::base_pieces_reach_their_range_in_two_moves"],
    checks: "from every tile the rook, bishop and duke reach their whole range within two moves",
    check,
};

fn check(rules: &Readings) -> Outcome {
    use PieceKind::*;
    every_tile(|s| {
        for k in [Rook, Bishop, Duke] {
            let (_, depth) = closure(rules, k, s);
            if depth > 2 {
                return Err(format!("{k:?} on {s} needs {depth} moves"));
            }
        }
        Ok(())
    })?;
    Ok("every range within two moves, from all 512 tiles".into())
}
