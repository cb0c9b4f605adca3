//! CR 1 — "A chess board is a regular array of regular things." (L1948-1949; L17801-17802).
//!
//! The board is the 8x8x8 array of tiles: every coordinate triple in
//! `1..=8` is one tile, tiles are numbered without gaps, and the board
//! looks the same from every face (its 48 symmetries map it onto itself).

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::{Symmetry, Tile, EDGE};

pub const RULE: Rule = Rule {
    number: 1,
    title: "A chess board is a regular array of regular things.",
    class: Class::Normative,
    lines: "L1948-1949; L17801-17802",
    module: module_path!(),
    spec: "spec/rules/cr01-board-regular-array.md",
    tests: &["tests/it/exhaustive.rs::lone_pieces_commute_with_the_48_cube_symmetries"],
    checks: "512 tiles, one per coordinate triple, closed under the 48 symmetries of the cube",
    check,
};

/// The board is a regular array: `n^3` tiles, each triple once.
pub fn is_regular_array() -> bool {
    let n = EDGE as usize;
    let tiles: Vec<Tile> = Tile::all().collect();
    tiles.len() == n * n * n
        && tiles.iter().enumerate().all(|(k, t)| t.index() == k)
        && tiles
            .iter()
            .all(|t| [t.z(), t.i(), t.j()].iter().all(|c| (1..=EDGE).contains(c)))
}

fn check(_: &Readings) -> Outcome {
    if !is_regular_array() {
        return Err("the tiles are not the 8x8x8 array".into());
    }
    for g in Symmetry::all() {
        let mut seen: Vec<usize> = Tile::all().map(|t| g.tile(t).index()).collect();
        seen.sort_unstable();
        seen.dedup();
        if seen.len() != Tile::COUNT {
            return Err(format!("{g:?} does not map the board onto itself"));
        }
    }
    Ok("512 tiles; the 48 symmetries permute them".into())
}
