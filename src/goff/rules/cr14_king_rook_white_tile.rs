//! CR 14 — "White king rook starts on a white tile." (L2373-2374; L17840-17841).
//!
//! White's king rook (KR1,1) starts on a white tile; so the lineup cannot
//! be mirrored onto the other pair of vertical edges.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::{BishopColour, Tile};
use crate::goff::pieces::{PieceKind, Side};

pub const RULE: Rule = Rule {
    number: 14,
    title: "White king rook starts on a white tile.",
    class: Class::Normative,
    lines: "L2373-2374; L17840-17841",
    module: module_path!(),
    spec: "spec/rules/cr14-king-rook-white-tile.md",
    tests: &["tests/it/game.rs::the_lineup_stands_on_the_books_colours"],
    checks: "White's king rook stands on KR1,1, a white tile",
    check,
};

fn check(_: &Readings) -> Outcome {
    let kr = Tile::new(8, 1, 1).expect("KR1,1");
    let start = crate::goff::game::start_position();
    let p = start.piece_at(kr).ok_or("KR1,1 is empty")?;
    if (p.side, p.kind) != (Side::White, PieceKind::Rook) {
        return Err(format!("KR1,1 holds {p}"));
    }
    if kr.bishop_colour() != BishopColour::White {
        return Err("KR1,1 is not a white tile".into());
    }
    Ok("White's KR1,1 rook on a white tile".into())
}
