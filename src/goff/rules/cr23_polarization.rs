//! CR 23 — "A linear move occurs in every unblocked plane that intersect along it." (L2643-2644; L17867-17868).
//!
//! A linear move occurs in every unblocked plane through its line: the
//! planes a move records (its polarization) are exactly those in which
//! the rectangle is clear ([`super::cr22_linear_move_legality::open_planes`]).

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;

pub const RULE: Rule = Rule {
    number: 23,
    title: "A linear move occurs in every unblocked plane that intersect along it.",
    class: Class::Normative,
    lines: "L2643-2644; L17867-17868",
    module: module_path!(),
    spec: "spec/rules/cr23-polarization.md",
    tests: &["tests/it/book_positions.rs::figure_23_linear_moves_polarize", "tests/it/book_positions.rs::figures_56_60_duke_polarization_and_a_king_not_in_check"],
    checks: "in 300 random positions every linear move records exactly the planes whose rectangle is clear",
    check,
};

fn check(rules: &Readings) -> Outcome {
    super::cr22_linear_move_legality::compare(rules, 0xC23, true)
        .map(|s| format!("{s}, plane by plane"))
}
