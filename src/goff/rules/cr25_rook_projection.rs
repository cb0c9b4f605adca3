//! CR 25 — "Projection of the 3D rook move onto two dimensions yields the 2D move." (L2912-2913; L17873-17874).
//!
//! Informative (design check): projected onto a level, the rook's move is
//! the 2D rook's. On every other level the rook's destinations are exactly
//! the tiles sharing its `i` or its `j` (the 2D rook's two lines plus the
//! tile above it); on its own level it reaches all 63 others.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{every_tile, reach1};
use crate::goff::geometry::Tile;
use crate::goff::pieces::PieceKind;

pub const RULE: Rule = Rule {
    number: 25,
    title: "Projection of the 3D rook move onto two dimensions yields the 2D move.",
    class: Class::Informative,
    lines: "L2912-2913; L17873-17874",
    module: module_path!(),
    spec: "spec/rules/cr25-rook-projection.md",
    tests: &["tests/it/golden.rs::every_transcribed_figure_matches_tile_by_tile"],
    checks: "on the empty board, from every tile, the rook covers each other level exactly in the 2D rook pattern and its own level entirely",
    check,
};

/// Does the rook on `s` project onto level `z` as the 2D rook move?
pub fn projects(reach: &crate::goff::geometry::Bitboard, s: Tile, z: i8) -> bool {
    (1..=8).all(|i| {
        (1..=8).all(|j| {
            let t = Tile::new(z, i, j).expect("on the board");
            let want = if z == s.z() { t != s } else { i == s.i() || j == s.j() };
            reach.contains(t) == want
        })
    })
}

fn check(rules: &Readings) -> Outcome {
    every_tile(|s| {
        let reach = reach1(rules, PieceKind::Rook, s);
        match (1..=8).find(|&z| !projects(&reach, s, z)) {
            None => Ok(()),
            Some(z) => Err(format!("rook on {s}: level {z} is not the 2D pattern")),
        }
    })?;
    Ok("every level shows the 2D rook, from all 512 tiles".into())
}
