//! CR 49 — "The king advances to adjacent tiles on perimeter 1 via the highest advancement rung." (L8474-8475; L17949-17950).
//!
//! The king advances to the adjacent tiles of perimeter 1 by linear moves
//! only ("via the highest advancement rung"): its destinations are exactly
//! the lines to perimeter 1 whose rectangle is open in some plane.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::cr22_linear_move_legality::linear_moves;
use super::support::random_positions;
use crate::goff::engine::destinations_with;
use crate::goff::geometry::{Bitboard, Tile};
use crate::goff::pieces::PieceKind;

pub const RULE: Rule = Rule {
    number: 49,
    title: "The king advances to adjacent tiles on perimeter 1 via the highest advancement rung.",
    class: Class::Normative,
    lines: "L8474-8475; L17949-17950",
    module: module_path!(),
    spec: "spec/rules/cr49-king-linear-rule.md",
    tests: &["tests/it/exhaustive.rs::king_moves_to_every_neighbour_on_an_empty_board", "tests/it/snapshots.rs::king_linear_moves_with_blockers"],
    checks: "in 500 random positions every king's destinations are exactly its open linear moves to perimeter 1",
    check,
};

/// The king's destinations by CR 49: open linear moves to perimeter 1.
pub fn king_destinations(pos: &crate::goff::position::Position, s: Tile, rules: &Readings) -> Bitboard {
    PieceKind::King
        .base_pieces()
        .iter()
        .flat_map(|&b| linear_moves(pos, s, b, 1, rules.perimeter).into_keys())
        .map(|(t, _)| t)
        .collect()
}

fn check(rules: &Readings) -> Outcome {
    let mut n = 0;
    for pos in random_positions(0xC49, 500) {
        for (s, _) in pos.pieces().filter(|(_, p)| p.kind == PieceKind::King) {
            let want = king_destinations(&pos, s, rules);
            let got = destinations_with(&pos, s, *rules);
            if got != want {
                let extra: Vec<Tile> = (got & !want).iter().collect();
                let missing: Vec<Tile> = (want & !got).iter().collect();
                return Err(format!("king on {s}: extra {extra:?}, missing {missing:?}"));
            }
            n += 1;
        }
    }
    Ok(format!("{n} kings, each exactly its linear moves to perimeter 1"))
}
