//! CR 42 — "The range of a shackled pawn is the number of promotion tiles in its manifold." (L6913-6915; L17926-17928).
//!
//! A pawn's range in a dominant manifold is the number of its promotion
//! tiles there: 1 in the level (shackled), 8 in a back plane. A pawn on
//! its back plane advances to every tile up to its promotion tile.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::Tile;
use crate::goff::pieces::pawn::PawnMove;
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;

pub const RULE: Rule = Rule {
    number: 42,
    title: "The range of a shackled pawn is the number of promotion tiles in its manifold.",
    class: Class::Normative,
    lines: "L6913-6915; L17926-17928",
    module: module_path!(),
    spec: "spec/rules/cr42-shackled-range.md",
    tests: &["tests/it/book_positions.rs::pawn_single_and_double_advances"],
    checks: "lone White pawns on every tile of the back plane i = 8 advance along it to the end; shackled pawns off the start tile advance to perimeter 1 only",
    check,
};

fn check(rules: &Readings) -> Outcome {
    for z in 1..=8 {
        for j in 2..8 {
            let s = Tile::new(z, 8, j).expect("on the board");
            let pos = Position::from_pieces([(s, Piece::new(Side::White, PieceKind::Pawn))]).expect("one");
            let d = crate::goff::engine::reach_with(&pos, s, *rules);
            let far = Tile::new(z, 8, 8).expect("the promotion tile");
            let reaches = d.iter().any(|x| x.to == far);
            let range = d
                .iter()
                .filter(|x| x.ways.iter().any(|w| w.pawn == Some(PawnMove::Unshackled)))
                .map(|x| x.ways[0].perimeter)
                .max()
                .unwrap_or(0);
            if !reaches || (range as i8) < 8 - j {
                return Err(format!("unshackled pawn on {s}: range {range}"));
            }
        }
        let s = Tile::new(z, 4, 5).expect("on the board");
        let pos = Position::from_pieces([(s, Piece::new(Side::White, PieceKind::Pawn))]).expect("one");
        let d = crate::goff::engine::reach_with(&pos, s, *rules);
        if d.iter().any(|x| x.ways.iter().any(|w| w.perimeter > 1 && w.pawn.is_some_and(|k| !k.is_capture()))) {
            return Err(format!("shackled pawn on {s} advances beyond perimeter 1"));
        }
    }
    Ok("unshackled pawns reach their promotion tile; shackled pawns 1 tile".into())
}
