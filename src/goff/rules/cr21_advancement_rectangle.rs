//! CR 21 — "An advancement rectangle is composed of two adjacent advancement squares." (L2624-2625; L17861-17862).
//!
//! An advancement rectangle is the two adjacent advancement squares
//! beside a line, in one plane.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::{AdvancementRectangle, Plane, Vector};

pub const RULE: Rule = Rule {
    number: 21,
    title: "An advancement rectangle is composed of two adjacent advancement squares.",
    class: Class::Normative,
    lines: "L2624-2625; L17861-17862",
    module: module_path!(),
    spec: "spec/rules/cr21-advancement-rectangle.md",
    tests: &["tests/it/book_positions.rs::figures_34_35_a_piece_on_the_line_blocks_both_planes"],
    checks: "for every plane and line in it, the rectangle is two squares of different quadrants of that plane, both edged by the line",
    check,
};

fn check(_: &Readings) -> Outcome {
    let mut n = 0;
    for plane in Plane::ALL {
        for &line in plane.rays() {
            let rect = AdvancementRectangle { source: Vector::new(4, 4, 4), plane, line, perimeter: 2 };
            let [a, b] = rect.squares();
            let edged = |q: &crate::goff::geometry::Quadrant| q.plane == plane && (q.a == line || q.b == line);
            if a.quadrant == b.quadrant || !edged(&a.quadrant) || !edged(&b.quadrant) {
                return Err(format!("{}: the rectangle on {line:?} is not two adjacent squares", plane.name()));
            }
            n += 1;
        }
    }
    Ok(format!("{n} rectangles, each two squares beside their line"))
}
