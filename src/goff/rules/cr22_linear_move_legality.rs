//! CR 22 — "A linear move is legal if at least one advancement rectangle is empty." (L2633-2635; L17864-17865).
//!
//! A linear move is legal if at least one advancement rectangle beside its
//! line is empty: in some plane through the line, both squares are clear.
//! [`open_planes`] is the rule's predicate; CR 23 reads the same planes.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::cr18_perimeter_blocking::square_clear;
use super::support::random_positions;
use crate::goff::engine::reach_with;
use crate::goff::geometry::{AdvancementRectangle, Plane, Ray, Tile, MAX_PERIMETER};
use crate::goff::readings::PerimeterRule;
use crate::goff::pieces::{BasePiece, PieceKind};
use crate::goff::position::Position;
use crate::goff::reach::{Motion, Mover};
use std::collections::BTreeMap;

pub const RULE: Rule = Rule {
    number: 22,
    title: "A linear move is legal if at least one advancement rectangle is empty.",
    class: Class::Normative,
    lines: "L2633-2635; L17864-17865",
    module: module_path!(),
    spec: "spec/rules/cr22-linear-move-legality.md",
    tests: &["tests/it/book_positions.rs::figures_34_35_a_piece_on_the_line_blocks_both_planes"],
    checks: "in 300 random positions the linear moves of every piece (king to perimeter 1) are exactly the lines with an open rectangle",
    check,
};

/// The planes through `line` in which the rectangle to perimeter `k` is
/// clear for a move to `t` (empty: the move is illegal).
pub fn open_planes(pos: &Position, s: Tile, line: Ray, k: u8, t: Tile, rule: PerimeterRule) -> Vec<Plane> {
    Plane::through(line)
        .filter(|&plane| {
            let rect = AdvancementRectangle { source: s.coords(), plane, line, perimeter: k };
            rect.squares().iter().all(|sq| square_clear(pos, s, sq.quadrant, k, t, rule))
        })
        .collect()
}

/// Every linear move of `base` from `s` up to `max` with its open planes.
pub fn linear_moves(pos: &Position, s: Tile, base: BasePiece, max: u8, rule: PerimeterRule) -> BTreeMap<(Tile, Ray), Vec<Plane>> {
    let side = pos.piece_at(s).map(|p| p.side);
    let mut out = BTreeMap::new();
    for line in Ray::of_kind(base.ray_kind()) {
        for k in 1..=max {
            let Some(t) = s.step(line.vector(), k as i8) else { break };
            if pos.piece_at(t).is_some_and(|p| Some(p.side) == side) {
                continue;
            }
            let open = open_planes(pos, s, line, k, t, rule);
            if !open.is_empty() {
                out.insert((t, line), open);
            }
        }
    }
    out
}

/// The engine's linear moves of `base` from `s`, with their planes.
pub fn engine_linear(pos: &Position, s: Tile, base: BasePiece, rules: &Readings) -> BTreeMap<(Tile, Ray), Vec<Plane>> {
    let mut out = BTreeMap::new();
    for d in reach_with(pos, s, *rules) {
        for w in &d.ways {
            if w.motion == Motion::Linear && w.by == Mover::from(base) && w.pawn.is_none() {
                let mut planes = w.planes.clone();
                planes.sort_by_key(|p| p.index());
                out.insert((d.to, w.rays[0]), planes);
            }
        }
    }
    out
}

/// Compares the rule's linear moves with the engine's; `planes` also
/// compares the open planes (CR 23).
pub fn compare(rules: &Readings, seed: u64, planes: bool) -> Outcome {
    let mut n = 0;
    for pos in random_positions(seed, 300) {
        for (s, p) in pos.pieces() {
            if matches!(p.kind, PieceKind::Pawn | PieceKind::Knight) {
                continue;
            }
            let max = if p.kind == PieceKind::King { 1 } else { MAX_PERIMETER };
            for &base in p.kind.base_pieces() {
                let mut want = linear_moves(&pos, s, base, max, rules.perimeter);
                let mut got = engine_linear(&pos, s, base, rules);
                if !planes {
                    want.values_mut().for_each(Vec::clear);
                    got.values_mut().for_each(Vec::clear);
                }
                for v in want.values_mut() {
                    v.sort_by_key(|p| p.index());
                }
                if want != got {
                    let miss: Vec<_> = want.iter().filter(|(k, v)| got.get(k) != Some(v)).map(|(k, _)| k.0).collect();
                    let extra: Vec<_> = got.iter().filter(|(k, v)| want.get(k) != Some(v)).map(|(k, _)| k.0).collect();
                    return Err(format!("{p} on {s} as {base:?}: rule only {miss:?}, engine only {extra:?}"));
                }
                n += want.len();
            }
        }
    }
    Ok(format!("{n} linear moves agree"))
}

fn check(rules: &Readings) -> Outcome {
    compare(rules, 0xC22, false)
}
