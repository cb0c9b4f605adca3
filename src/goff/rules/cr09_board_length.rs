//! CR 9 — "The length of a chess board is 8 tiles." (L2237-2238; L17825-17826).
//!
//! The board's edge is 8 tiles (in every dimension), and a move can cross
//! at most 7 perimeters.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::{Tile, EDGE, MAX_PERIMETER};

pub const RULE: Rule = Rule {
    number: 9,
    title: "The length of a chess board is 8 tiles.",
    class: Class::Normative,
    lines: "L2237-2238; L17825-17826",
    module: module_path!(),
    spec: "spec/rules/cr09-board-length.md",
    tests: &["tests/it/notation.rs::levels_run_qr_to_kr_bottom_to_top"],
    checks: "EDGE = 8 in each of the three coordinates, perimeters 1..7",
    check,
};

fn check(_: &Readings) -> Outcome {
    let max = |f: fn(&Tile) -> i8| Tile::all().map(|t| f(&t)).max();
    let sizes = [max(|t| t.z()), max(|t| t.i()), max(|t| t.j())];
    if EDGE != 8 || sizes != [Some(8); 3] || MAX_PERIMETER != 7 {
        return Err(format!("edge {EDGE}, extents {sizes:?}"));
    }
    Ok("8 tiles along each axis".into())
}
