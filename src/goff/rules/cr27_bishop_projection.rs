//! CR 27 — "Projection of the 3D bishop move onto two dimensions yields the 2D move." (L3430-3431; L17879-17880).
//!
//! Informative (design check): on its own level the bishop's destinations
//! are exactly the two 2D diagonals through its tile.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{every_tile, reach1};
use crate::goff::geometry::Tile;
use crate::goff::pieces::PieceKind;

pub const RULE: Rule = Rule {
    number: 27,
    title: "Projection of the 3D bishop move onto two dimensions yields the 2D move.",
    class: Class::Informative,
    lines: "L3430-3431; L17879-17880",
    module: module_path!(),
    spec: "spec/rules/cr27-bishop-projection.md",
    tests: &["tests/it/golden.rs::every_transcribed_figure_matches_tile_by_tile"],
    checks: "on the empty board, from every tile, the bishop's destinations on its own level are exactly the two level diagonals",
    check,
};

/// On its level, the bishop on `s` reaches exactly its 2D diagonals.
pub fn level_diagonals(reach: &crate::goff::geometry::Bitboard, s: Tile) -> bool {
    (1..=8).all(|i| {
        (1..=8).all(|j| {
            let t = Tile::new(s.z(), i, j).expect("on the board");
            let diagonal = t != s && (i - s.i()).abs() == (j - s.j()).abs();
            reach.contains(t) == diagonal
        })
    })
}

fn check(rules: &Readings) -> Outcome {
    every_tile(|s| {
        if level_diagonals(&reach1(rules, PieceKind::Bishop, s), s) {
            Ok(())
        } else {
            Err(format!("bishop on {s}: its level is not the 2D bishop"))
        }
    })?;
    Ok("its own level shows the 2D bishop, from every tile".into())
}
