//! CR 45 — "A virtual component reduces a compound advancement manifold to a simple one." (L7060-7062; L17937-17938).
//!
//! A virtual component reduces a compound manifold to a simple one: a
//! reduced capture (a bishop linear move beside a virtual quadrant) needs
//! only its one real square clear. Filling every receding tile next to the
//! pawn never removes a capture.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::Tile;
use crate::goff::pieces::pawn::PawnMove;
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;

pub const RULE: Rule = Rule {
    number: 45,
    title: "A virtual component reduces a compound advancement manifold to a simple one.",
    class: Class::Normative,
    lines: "L7060-7062; L17937-17938",
    module: module_path!(),
    spec: "spec/rules/cr45-reduced-manifolds.md",
    tests: &["tests/it/book_positions.rs::table_35_the_fourteen_pawn_capture_tiles"],
    checks: "a pawn on KB3,3 keeps its 4 reduced captures with every receding tile around it occupied",
    check,
};

fn check(rules: &Readings) -> Outcome {
    let s = Tile::new(6, 3, 3).expect("KB3,3");
    let mut pos = Position::from_pieces([(s, Piece::new(Side::White, PieceKind::Pawn))]).expect("one");
    for t in Tile::all() {
        let v = t.coords() - s.coords();
        if v.chebyshev() <= 2 && crate::goff::pieces::pawn::recedes(v) {
            pos.put(t, Piece::new(Side::White, PieceKind::Knight)).expect("empty");
        }
    }
    let mut reduced = 0;
    for t in Tile::all() {
        if pos.piece_at(t).is_some() {
            continue;
        }
        let mut p = pos.clone();
        p.put(t, Piece::new(Side::Black, PieceKind::Knight)).expect("empty");
        let ways = crate::goff::engine::reach_with(&p, s, *rules);
        reduced += ways
            .iter()
            .filter(|d| d.to == t && d.ways.iter().any(|w| w.pawn == Some(PawnMove::Reduced)))
            .count();
    }
    if reduced != 4 {
        return Err(format!("{reduced} reduced captures survive, not 4"));
    }
    Ok("4 reduced captures, each through its one real square".into())
}
