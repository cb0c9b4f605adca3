//! CR 39 — "On the first move only, a pawn may double advance to perimeter 2." (L6645-6646; L17916-17917).
//!
//! On its first move only (from its start tile `2,2`), a pawn may double
//! advance to perimeter 2: 3 single and 5 double advances from the start
//! tile on an empty board, none from elsewhere.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{pawn_reach, random_positions};
use crate::goff::geometry::Tile;
use crate::goff::pieces::pawn::{on_start_tile, PawnMove};
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;

pub const RULE: Rule = Rule {
    number: 39,
    title: "On the first move only, a pawn may double advance to perimeter 2.",
    class: Class::Normative,
    lines: "L6645-6646; L17916-17917",
    module: module_path!(),
    spec: "spec/rules/cr39-double-advance.md",
    tests: &["tests/it/book_positions.rs::pawn_single_and_double_advances", "tests/it/en_passant.rs::en_passant_lasts_one_move"],
    checks: "every level: 3 single and 5 double advances from the start tile; in 2,000 random positions no double advance from elsewhere",
    check,
};

fn count(dests: &[crate::goff::reach::Destination], kind: PawnMove) -> usize {
    dests.iter().filter(|d| d.ways.iter().any(|w| w.pawn == Some(kind))).count()
}

fn check(rules: &Readings) -> Outcome {
    for z in 1..=8 {
        for (side, c) in [(Side::White, 2), (Side::Black, 7)] {
            let s = Tile::new(z, c, c).expect("a start tile");
            let pos = Position::from_pieces([(s, Piece::new(side, PieceKind::Pawn))]).expect("one");
            let d = crate::goff::engine::reach_with(&pos, s, *rules);
            let got = (count(&d, PawnMove::Advance), count(&d, PawnMove::DoubleAdvance));
            if got != (3, 5) {
                return Err(format!("{side:?} pawn on {s}: {got:?} single/double advances"));
            }
        }
    }
    for pos in random_positions(0xC39, 2000) {
        for (s, side, dests) in pawn_reach(&pos, rules) {
            if !on_start_tile(side, s) && count(&dests, PawnMove::DoubleAdvance) > 0 {
                return Err(format!("pawn {s} double-advances off its start tile"));
            }
        }
    }
    Ok("3 + 5 advances from all 16 start tiles; none double elsewhere".into())
}
