//! CR 18 — "A piece may advance only as long as the next perimeter is empty." (L2589-2591; L17852-17853).
//!
//! A piece advances through its advancement square only while the
//! perimeters are empty: a quadrant move to `t` on perimeter `k` needs
//! every tile of the square up to perimeter `k` empty but `t` (strict,
//! the book's reading; up to `k-1` under `perimeter: lenient`).

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::random_positions;
use crate::goff::engine::reach_with;
use crate::goff::geometry::{AdvancementSquare, Quadrant, Role, Tile, MAX_PERIMETER};
use crate::goff::readings::PerimeterRule;
use crate::goff::pieces::BasePiece;
use crate::goff::position::Position;
use crate::goff::reach::{Motion, Mover};
use std::collections::BTreeSet;

pub const RULE: Rule = Rule {
    number: 18,
    title: "A piece may advance only as long as the next perimeter is empty.",
    class: Class::Normative,
    lines: "L2589-2591; L17852-17853",
    module: module_path!(),
    spec: "spec/rules/cr18-perimeter-blocking.md",
    tests: &["tests/it/book_positions.rs::figure_7_a_piece_on_the_perimeter_blocks_the_rest_of_it"],
    checks: "in 300 random positions the quadrant moves of every rook, bishop, duke and queen are exactly the targets whose square is clear",
    check,
};

/// Is the square of `quadrant` grown to `k` clear for a move to `t`?
pub fn square_clear(pos: &Position, s: Tile, quadrant: Quadrant, k: u8, t: Tile, rule: PerimeterRule) -> bool {
    let square = AdvancementSquare { source: s.coords(), quadrant, perimeter: k };
    let clear = square
        .cells()
        .filter(|&(x, y, _)| rule == PerimeterRule::Strict || x.max(y) < k as i8)
        .filter_map(|(_, _, v)| Tile::at(v))
        .all(|u| u == t || pos.piece_at(u).is_none());
    clear
}

/// The quadrant-move targets of `base` from `s`, by the rule's words.
pub fn quadrant_targets(pos: &Position, s: Tile, base: BasePiece, rule: PerimeterRule) -> BTreeSet<Tile> {
    let side = pos.piece_at(s).map(|p| p.side);
    let mut out = BTreeSet::new();
    for plane in base.family().planes() {
        for q in Quadrant::of_plane(plane) {
            for k in 1..=MAX_PERIMETER {
                let square = AdvancementSquare { source: s.coords(), quadrant: q, perimeter: k };
                for (x, y, v) in square.perimeter_cells() {
                    let Some(t) = Tile::at(v) else { continue };
                    let own = pos.piece_at(t).map(|p| Some(p.side) == side).unwrap_or(false);
                    if Role::of(q.kind(), x, y) != Role::End && !own && square_clear(pos, s, q, k, t, rule) {
                        out.insert(t);
                    }
                }
            }
        }
    }
    out
}

fn check(rules: &Readings) -> Outcome {
    if rules.motion != crate::goff::readings::MotionRule::Planar {
        return Err("the motion rule in force has no advancement squares".into());
    }
    let mut n = 0;
    for pos in random_positions(0xC18, 300) {
        for (s, p) in pos.pieces() {
            for &base in p.kind.base_pieces() {
                if p.kind == crate::goff::pieces::PieceKind::King {
                    continue;
                }
                let want = quadrant_targets(&pos, s, base, rules.perimeter);
                let got: BTreeSet<Tile> = reach_with(&pos, s, *rules)
                    .iter()
                    .filter(|d| d.ways.iter().any(|w| w.motion == Motion::Quadrant && w.by == Mover::from(base)))
                    .map(|d| d.to)
                    .collect();
                if got != want {
                    let diff: Vec<_> = got.symmetric_difference(&want).collect();
                    return Err(format!("{p} on {s} as {base:?}: differs on {diff:?}"));
                }
                n += want.len();
            }
        }
    }
    Ok(format!("{n} quadrant moves, each exactly where the square is clear"))
}
