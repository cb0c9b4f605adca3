//! CR 2 — "Unit cells (tiles) alternate between two colors, typically white and black." (L1956-1957; L17804-17805).
//!
//! Tiles alternate between two colours: the colour is the parity of
//! `z+i+j`, so every face neighbour has the other colour and each colour
//! holds half the board.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::{BishopColour, Ray, RayKind, Tile};

pub const RULE: Rule = Rule {
    number: 2,
    title: "Unit cells (tiles) alternate between two colors, typically white and black.",
    class: Class::Normative,
    lines: "L1956-1957; L17804-17805",
    module: module_path!(),
    spec: "spec/rules/cr02-alternating-colours.md",
    tests: &["tests/it/exhaustive.rs::tiles_alternate_between_two_colours"],
    checks: "every face neighbour has the other colour; 256 tiles of each",
    check,
};

/// Two tiles one rook step apart differ in colour.
pub fn alternate(a: Tile, b: Tile) -> bool {
    a.bishop_colour() != b.bishop_colour()
}

fn check(_: &Readings) -> Outcome {
    for t in Tile::all() {
        for r in Ray::of_kind(RayKind::Face) {
            if let Some(u) = t.step(r.vector(), 1) {
                if !alternate(t, u) {
                    return Err(format!("{t} and {u} share a colour"));
                }
            }
        }
    }
    let white = Tile::all()
        .filter(|t| t.bishop_colour() == BishopColour::White)
        .count();
    if white != 256 {
        return Err(format!("{white} white tiles, not 256"));
    }
    Ok("face neighbours alternate; 256 white, 256 black".into())
}
