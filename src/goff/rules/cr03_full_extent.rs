//! CR 3 — "Unrestricted pieces may move the full extent of the board." (L1964-1965; L17807-17808).
//!
//! Unrestricted pieces (rook, bishop, duke, queen) reach the board's edge:
//! on an empty board, along every ray of each base piece, the last tile
//! before the edge is a destination.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{every_tile, reach1, ensure};
use crate::goff::pieces::PieceKind;

pub const RULE: Rule = Rule {
    number: 3,
    title: "Unrestricted pieces may move the full extent of the board.",
    class: Class::Normative,
    lines: "L1964-1965; L17807-17808",
    module: module_path!(),
    spec: "spec/rules/cr03-full-extent.md",
    tests: &["tests/it/golden.rs::every_count_the_book_states_holds"],
    checks: "on the empty board every base piece and the queen reach the last tile of every one of their rays, from all 512 tiles",
    check,
};

/// The last on-board tile along each of the piece's rays is reachable.
pub fn full_extent(rules: &Readings, kind: PieceKind, s: crate::goff::geometry::Tile) -> Result<(), String> {
    let reach = reach1(rules, kind, s);
    for base in kind.base_pieces() {
        for r in crate::goff::geometry::Ray::of_kind(base.ray_kind()) {
            let last = (1..8).map_while(|k| s.step(r.vector(), k)).last();
            if let Some(t) = last {
                ensure(reach.contains(t), || format!("{kind:?} on {s} stops short of {t}"))?;
            }
        }
    }
    Ok(())
}

fn check(rules: &Readings) -> Outcome {
    use PieceKind::*;
    every_tile(|s| {
        [Rook, Bishop, Duke, Queen]
            .iter()
            .try_for_each(|&k| full_extent(rules, k, s))
    })?;
    Ok("rook, bishop, duke and queen reach every ray's end from all 512 tiles".into())
}
