//! CR 11 — "All base pieces except the rook may be combined into a composite piece." (L2263-2264; L17831-17832).
//!
//! The bishop and the duke combine into the stack; the rook never
//! combines. A bishop moving onto a friendly duke (or the reverse) may
//! combine; a rook onto a friendly bishop or duke may not.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::game::{Game, MoveKind};
use crate::goff::notation::parse_tile;
use crate::goff::pieces::{BasePiece, PieceKind, Side};

pub const RULE: Rule = Rule {
    number: 11,
    title: "All base pieces except the rook may be combined into a composite piece.",
    class: Class::Normative,
    lines: "L2263-2264; L17831-17832",
    module: module_path!(),
    spec: "spec/rules/cr11-composite-piece.md",
    tests: &["tests/it/stack.rs::stack_moves_decays_and_recombination"],
    checks: "the stack is bishop + duke; bishop and duke combine, the rook never does",
    check,
};

/// Can a piece of `mover` kind combine with a friendly `target` kind?
pub fn combines(mover: PieceKind, target: PieceKind) -> bool {
    let json = format!(
        r#"{{"to_move":"white","pieces":[
        {{"side":"white","kind":"{}","tile":"K4,4"}},
        {{"side":"white","kind":"{}","tile":"K5,5"}},
        {{"side":"white","kind":"king","tile":"QR1,1"}},
        {{"side":"black","kind":"king","tile":"KR8,8"}}]}}"#,
        mover.name(),
        target.name()
    );
    let Ok(mut g) = crate::goff::json::parse_game(&json)
        .map_err(|e| e.to_string())
        .and_then(|s| s.game(crate::core::variant::Validation::Analysis).map_err(|e| e.to_string()))
    else {
        return false;
    };
    let (from, to) = (tile("K4,4"), tile("K5,5"));
    combine_exists(&mut g, from, to)
}

fn tile(name: &str) -> crate::goff::geometry::Tile {
    parse_tile(name, Side::White).expect("a tile name")
}

fn combine_exists(g: &mut Game, from: crate::goff::geometry::Tile, to: crate::goff::geometry::Tile) -> bool {
    g.legal_moves()
        .iter()
        .any(|m| m.from == from && m.to == to && m.kind == MoveKind::Combine)
}

fn check(_: &Readings) -> Outcome {
    use PieceKind::*;
    if PieceKind::Stack.base_pieces() != [BasePiece::Bishop, BasePiece::Duke] {
        return Err("the stack is not bishop + duke".into());
    }
    // K4,4 -> K5,5 is a bishop move (0,1,1); a duke needs a vertex step.
    if !combines(Bishop, Duke) {
        return Err("a bishop cannot combine with a duke".into());
    }
    for target in [Bishop, Duke] {
        if combines(Rook, target) {
            return Err(format!("a rook combines with a {target:?}"));
        }
    }
    Ok("bishop + duke = stack; the rook never combines".into())
}
