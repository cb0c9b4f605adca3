//! CR 4 — "Rooks advance along rays which change only one coordinate." (L2038-2039; L17810-17811).
//!
//! The rook's rays change one coordinate: there are 6, and every rook
//! move is made along or between them (its planes are spanned by them).

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::{Plane, Ray, RayKind};
use crate::goff::pieces::BasePiece;

pub const RULE: Rule = Rule {
    number: 4,
    title: "Rooks advance along rays which change only one coordinate.",
    class: Class::Normative,
    lines: "L2038-2039; L17810-17811",
    module: module_path!(),
    spec: "spec/rules/cr04-rook-rays.md",
    tests: &["tests/it/exhaustive.rs::rook_reaches_168_tiles_from_every_tile"],
    checks: "the 6 face rays change one coordinate; the rook moves in the 3 planes they span",
    check,
};

/// A ray of the base piece changes exactly `coordinates` coordinates and
/// every plane it moves in is spanned by such rays.
pub fn rays_change(base: BasePiece, coordinates: u8, count: usize) -> Result<(), String> {
    let rays: Vec<Ray> = Ray::of_kind(base.ray_kind()).collect();
    if rays.len() != count || rays.iter().any(|r| r.vector().nonzero() != coordinates) {
        return Err(format!("{base:?}: {} rays, not {count} changing {coordinates}", rays.len()));
    }
    for plane in base.family().planes() {
        if plane.rays().iter().any(|r| r.kind() != base.ray_kind()) {
            return Err(format!("{base:?}: plane {} holds another ray type", plane.name()));
        }
    }
    Ok(())
}

fn check(_: &Readings) -> Outcome {
    rays_change(BasePiece::Rook, 1, 6)?;
    let planes = BasePiece::Rook.family().planes().count();
    if planes != 3 || Ray::of_kind(RayKind::Face).count() != 6 {
        return Err(format!("{planes} rook planes"));
    }
    let _ = Plane::ALL;
    Ok("6 rays of one coordinate, 3 orthogonal planes".into())
}
