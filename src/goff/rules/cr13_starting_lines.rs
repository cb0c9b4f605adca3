//! CR 13 — "Pieces start in two lines opposed on 2nd highest order feature, pawns in front." (L2349-2350; L17837-17838).
//!
//! The lineup (Fig. 15, L2320-2443): each side's major pieces on its home
//! column `Lv1,1` in the order of the level names, its pawns on `Lv2,2`,
//! the two sides on diagonally opposite vertical edges.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::Tile;
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;

pub const RULE: Rule = Rule {
    number: 13,
    title: "Pieces start in two lines opposed on 2nd highest order feature, pawns in front.",
    class: Class::Normative,
    lines: "L2349-2350; L17837-17838",
    module: module_path!(),
    spec: "spec/rules/cr13-starting-lines.md",
    tests: &["tests/it/game.rs::the_lineup_stands_on_the_books_colours"],
    checks: "the start position is exactly the two home columns in level order with the pawn columns in front",
    check,
};

/// The major pieces bottom to top, one per level (the levels' names).
pub const HOME_ORDER: [PieceKind; 8] = [
    PieceKind::Rook,
    PieceKind::Knight,
    PieceKind::Stack,
    PieceKind::Queen,
    PieceKind::King,
    PieceKind::Stack,
    PieceKind::Knight,
    PieceKind::Rook,
];

/// The lineup the rule describes, built from its words.
pub fn lineup() -> Position {
    let mut pos = Position::empty();
    for z in 1..=8i8 {
        for (side, home, pawn) in [(Side::White, 1, 2), (Side::Black, 8, 7)] {
            let t = |c| Tile::new(z, c, c).expect("on the board");
            let major = HOME_ORDER[(z - 1) as usize];
            pos.put(t(home), Piece::new(side, major)).expect("empty");
            pos.put(t(pawn), Piece::new(side, PieceKind::Pawn)).expect("empty");
        }
    }
    pos
}

fn check(_: &Readings) -> Outcome {
    let start = crate::goff::game::start_position();
    if start != lineup() {
        return Err(format!("the start position differs from the lineup: {start:?}"));
    }
    Ok("32 pieces: home columns 1,1 / 8,8 in level order, pawns on 2,2 / 7,7".into())
}
