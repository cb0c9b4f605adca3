//! CR 6 — "Chess requires a base piece for every dimension." (L2100-2102; L17816-17817).
//!
//! One base piece per dimension: the rook, bishop and duke move along the
//! rays changing 1, 2 and 3 coordinates, one ray type each, and the three
//! ray types are all the 26 directions of the cube.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::Ray;
use crate::goff::pieces::BasePiece;

pub const RULE: Rule = Rule {
    number: 6,
    title: "Chess requires a base piece for every dimension.",
    class: Class::Normative,
    lines: "L2100-2102; L17816-17817",
    module: module_path!(),
    spec: "spec/rules/cr06-base-piece-per-dimension.md",
    tests: &["tests/it/exhaustive.rs::engine_equals_reference_for_every_lone_piece"],
    checks: "rook, bishop and duke own the 6, 12 and 8 rays changing 1, 2, 3 coordinates: all 26",
    check,
};

/// Each base piece changes a different number of coordinates, 1 to N.
pub fn one_per_dimension() -> bool {
    let mut dims: Vec<u8> = BasePiece::ALL
        .iter()
        .map(|b| Ray::of_kind(b.ray_kind()).next().map_or(0, |r| r.vector().nonzero()))
        .collect();
    dims.sort_unstable();
    dims == [1, 2, 3]
}

fn check(_: &Readings) -> Outcome {
    if !one_per_dimension() {
        return Err("the base pieces do not cover the three dimensions".into());
    }
    let owned: usize = BasePiece::ALL
        .iter()
        .map(|b| Ray::of_kind(b.ray_kind()).count())
        .sum();
    if owned != Ray::all().count() || owned != 26 {
        return Err(format!("the base pieces own {owned} rays, not 26"));
    }
    Ok("3 base pieces, 1-, 2-, 3-coordinate rays, 26 in all".into())
}
