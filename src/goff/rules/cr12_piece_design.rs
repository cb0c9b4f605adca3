//! CR 12 — "The design of each piece alludes to how it moves." (L2286-2287; L17834-17835).
//!
//! Informative: the look of each piece alludes to its move. The engine has
//! no pictures; what it can check is that the renderer draws every kind
//! with its own letter, in both colours (upper case White, lower Black),
//! so a drawn board identifies every piece.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::pieces::{Piece, PieceKind, Side};

pub const RULE: Rule = Rule {
    number: 12,
    title: "The design of each piece alludes to how it moves.",
    class: Class::Informative,
    lines: "L2286-2287; L17834-17835",
    module: module_path!(),
    spec: "spec/rules/cr12-piece-design.md",
    tests: &["tests/it/snapshots.rs"],
    checks: "every kind is drawn with its own letter, case by side",
    check,
};

fn check(_: &Readings) -> Outcome {
    let mut seen = std::collections::BTreeSet::new();
    let mut tiles = crate::goff::geometry::Tile::all();
    let (t, elsewhere) = (tiles.next().expect("a tile"), tiles.next().expect("a tile"));
    for k in PieceKind::ALL {
        for side in [Side::White, Side::Black] {
            let p = Piece::new(side, k);
            let pos = crate::goff::position::Position::from_pieces([(t, p)]).expect("one piece");
            let drawn = crate::goff::render::render(&pos, elsewhere, &[]);
            if !drawn.contains(crate::goff::render::glyph(p)) {
                return Err(format!("{p} is not drawn as {:?}", crate::goff::render::glyph(p)));
            }
            seen.insert(crate::goff::render::glyph(p));
        }
    }
    if seen.len() != 2 * PieceKind::ALL.len() {
        return Err(format!("{} distinct glyphs for 16 pieces", seen.len()));
    }
    Ok("16 distinct glyphs, each drawn by the renderer".into())
}
