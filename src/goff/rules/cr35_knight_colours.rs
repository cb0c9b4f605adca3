//! CR 35 — "The knight changes all higher order base piece colors." (L5465-5467; L17904-17905).
//!
//! Every knight move changes both higher colours: the tile's bishop
//! colour and its duke colour.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{every_tile, reach1};
use crate::goff::pieces::PieceKind;

pub const RULE: Rule = Rule {
    number: 35,
    title: "The knight changes all higher order base piece colors.",
    class: Class::Property,
    lines: "L5465-5467; L17904-17905",
    module: module_path!(),
    spec: "spec/rules/cr35-knight-colours.md",
    tests: &["tests/it/exhaustive.rs::knight_changes_every_colour"],
    checks: "every knight move from every tile changes both the bishop colour and the duke colour",
    check,
};

fn check(rules: &Readings) -> Outcome {
    every_tile(|s| {
        for t in reach1(rules, PieceKind::Knight, s).iter() {
            if t.bishop_colour() == s.bishop_colour() || t.duke_colour() == s.duke_colour() {
                return Err(format!("knight {s} -> {t} keeps a colour"));
            }
        }
        Ok(())
    })?;
    Ok("every knight move changes both colours".into())
}
