//! CR 19 — "An advancement manifold is defined by N-1 rays of the same type." (L2605-2607; L17855-17856).
//!
//! An advancement manifold is spanned by N-1 = 2 rays of one type: each of
//! the 60 quadrants has two neighbouring rays of the same kind, neither
//! the reverse of the other, spanning its plane.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::Quadrant;

pub const RULE: Rule = Rule {
    number: 19,
    title: "An advancement manifold is defined by N-1 rays of the same type.",
    class: Class::Normative,
    lines: "L2605-2607; L17855-17856",
    module: module_path!(),
    spec: "spec/rules/cr19-manifold-rays.md",
    tests: &["tests/it/exhaustive.rs::manifolds_overlay_exactly_where_the_book_says"],
    checks: "each of the 60 quadrants is spanned by 2 distinct, non-opposite rays of one type lying in its plane",
    check,
};

/// The quadrant is spanned by two rays of one type in its plane.
pub fn spanned_by_two_rays(q: &Quadrant) -> bool {
    let (a, b) = (q.a.vector(), q.b.vector());
    let n = q.plane.normal();
    q.a.kind() == q.b.kind() && a.cross(b) != crate::goff::geometry::Vector::ZERO && n.dot(a) == 0 && n.dot(b) == 0
}

fn check(_: &Readings) -> Outcome {
    let all = Quadrant::all();
    if all.len() != 60 {
        return Err(format!("{} quadrants, not 60", all.len()));
    }
    if let Some(q) = all.iter().find(|q| !spanned_by_two_rays(q)) {
        return Err(format!("{q:?} is not spanned by two rays of one type"));
    }
    Ok("60 quadrants, each spanned by two rays of one type".into())
}
