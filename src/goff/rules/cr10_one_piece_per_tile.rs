//! CR 10 — "A tile may be empty or contain one and only one piece." (L2247-2248; L17828-17829).
//!
//! A tile is empty or holds exactly one piece: a position refuses a second
//! piece on an occupied tile, and a capture replaces the piece.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::Tile;
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;

pub const RULE: Rule = Rule {
    number: 10,
    title: "A tile may be empty or contain one and only one piece.",
    class: Class::Normative,
    lines: "L2247-2248; L17828-17829",
    module: module_path!(),
    spec: "spec/rules/cr10-one-piece-per-tile.md",
    tests: &["tests/it/cli.rs::bad_input_exits_2_with_one_line_naming_the_problem"],
    checks: "a second piece on an occupied tile is refused; the tile keeps its one piece",
    check,
};

fn check(_: &Readings) -> Outcome {
    for t in Tile::all() {
        let mut pos = Position::empty();
        pos.put(t, Piece::new(Side::White, PieceKind::Rook))
            .map_err(|e| format!("{t}: {e}"))?;
        if pos.put(t, Piece::new(Side::Black, PieceKind::Knight)).is_ok() || pos.len() != 1 {
            return Err(format!("{t} accepted two pieces"));
        }
    }
    Ok("every tile refuses a second piece".into())
}
