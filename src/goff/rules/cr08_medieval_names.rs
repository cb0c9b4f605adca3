//! CR 8 — "Piece names derive largely from a medieval motif." (L2136-2137; L17822-17823).
//!
//! Informative: the names are the book's design (rook, bishop, duke,
//! queen, king, knight, pawn; the stack). What can be checked is what the
//! notation needs: every kind has a distinct name and a distinct letter,
//! and each round-trips through its parser.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::pieces::PieceKind;

pub const RULE: Rule = Rule {
    number: 8,
    title: "Piece names derive largely from a medieval motif.",
    class: Class::Informative,
    lines: "L2136-2137; L17822-17823",
    module: module_path!(),
    spec: "spec/rules/cr08-medieval-names.md",
    tests: &["tests/it/notation.rs::move_text_follows_the_book"],
    checks: "names and letters are distinct and parse back (the notation needs it)",
    check,
};

/// Names and letters identify the kinds uniquely.
pub fn names_identify_kinds() -> bool {
    PieceKind::ALL.iter().all(|&k| {
        PieceKind::parse(k.name()) == Some(k) && PieceKind::from_letter(k.letter()) == Some(k)
    })
}

fn check(_: &Readings) -> Outcome {
    if !names_identify_kinds() {
        return Err("two kinds share a name or a letter".into());
    }
    Ok(format!("{} kinds, distinct names and letters", PieceKind::ALL.len()))
}
