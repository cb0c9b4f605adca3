//! CR 30 — "Queens start on opposite colors of the highest base piece." (L4735-4736; L17888-17889).
//!
//! Queens start on opposite colours of the highest base piece, the duke:
//! White's on gold, Black's on silver (both on white tiles).

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::DukeColour;
use crate::goff::pieces::{PieceKind, Side};

pub const RULE: Rule = Rule {
    number: 30,
    title: "Queens start on opposite colors of the highest base piece.",
    class: Class::Normative,
    lines: "L4735-4736; L17888-17889",
    module: module_path!(),
    spec: "spec/rules/cr30-queen-colours.md",
    tests: &["tests/it/game.rs::the_lineup_stands_on_the_books_colours"],
    checks: "in the start position the queens stand on different duke colours (White gold, Black silver)",
    check,
};

fn check(_: &Readings) -> Outcome {
    let start = crate::goff::game::start_position();
    let colour = |side| {
        start
            .pieces()
            .find(|(_, p)| p.side == side && p.kind == PieceKind::Queen)
            .map(|(t, _)| t.duke_colour())
    };
    match (colour(Side::White), colour(Side::Black)) {
        (Some(DukeColour::Gold), Some(DukeColour::Silver)) => Ok("White's queen gold, Black's silver".into()),
        other => Err(format!("queen duke colours {other:?}")),
    }
}
