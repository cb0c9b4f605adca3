//! CR 46 — "Virtual quadrants do not block." (L7075-7077; L17940-17941).
//!
//! Virtual quadrants do not block: a piece on a tile farther from
//! promotion never takes a move away from a pawn (it may only be
//! captured, never: pawns do not capture backwards).

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::random_positions;
use crate::goff::engine::destinations_with;
use crate::goff::geometry::Tile;
use crate::goff::pieces::pawn::{recedes, to_own};
use crate::goff::pieces::{Piece, PieceKind};

pub const RULE: Rule = Rule {
    number: 46,
    title: "Virtual quadrants do not block.",
    class: Class::Normative,
    lines: "L7075-7077; L17940-17941",
    module: module_path!(),
    spec: "spec/rules/cr46-virtual-quadrants-do-not-block.md",
    tests: &["tests/it/differential.rs::adding_a_piece_creates_no_move_but_its_capture"],
    checks: "in 300 random positions, a knight added on any receding tile near a pawn removes none of its moves",
    check,
};

fn check(rules: &Readings) -> Outcome {
    let mut n = 0;
    for pos in random_positions(0xC46, 300) {
        for (s, p) in pos.pieces().filter(|(_, p)| p.kind == PieceKind::Pawn) {
            let before = destinations_with(&pos, s, *rules);
            for t in Tile::all() {
                let v = t.coords() - s.coords();
                if pos.piece_at(t).is_some() || v.chebyshev() > 2 || !recedes(to_own(p.side, v)) {
                    continue;
                }
                let mut q = pos.clone();
                q.put(t, Piece::new(p.side, PieceKind::Knight)).expect("empty");
                if destinations_with(&q, s, *rules) != before {
                    return Err(format!("a piece on receding {t} changes pawn {s}'s moves"));
                }
                n += 1;
            }
        }
    }
    Ok(format!("{n} pieces on receding tiles, none blocking"))
}
