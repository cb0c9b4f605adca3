//! CR 5 — "Bishops advance along rays which change two coordinates." (L2074-2075; L17813-17814).
//!
//! The bishop's rays change two coordinates: 12 of them, in the 4
//! hexagonal (skew) planes of 3 lines each (6 quadrants per plane).

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::Quadrant;
use crate::goff::pieces::BasePiece;

pub const RULE: Rule = Rule {
    number: 5,
    title: "Bishops advance along rays which change two coordinates.",
    class: Class::Normative,
    lines: "L2074-2075; L17813-17814",
    module: module_path!(),
    spec: "spec/rules/cr05-bishop-rays.md",
    tests: &["tests/it/exhaustive.rs::engine_equals_reference_for_every_lone_piece"],
    checks: "the 12 edge rays change two coordinates; the bishop moves in 4 skew planes of 6 quadrants",
    check,
};

fn check(_: &Readings) -> Outcome {
    super::cr04_rook_rays::rays_change(BasePiece::Bishop, 2, 12)?;
    for plane in BasePiece::Bishop.family().planes() {
        let q = Quadrant::of_plane(plane).count();
        if q != 6 {
            return Err(format!("{} has {q} quadrants, not 6", plane.name()));
        }
    }
    Ok("12 rays of two coordinates, 4 skew planes of 6 quadrants".into())
}
