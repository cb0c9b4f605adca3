//! CR 43 — "Promotion distance is the minimum number of pawn single advances required in a minimally dominant manifold." (L6995-6997; L17930-17932).
//!
//! Promotion distance: the least number of single advances to a
//! promotion tile in the level, `D(i, j) = max(8 - i, 8 - j)`.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::Tile;
use crate::goff::pieces::pawn::PawnMove;
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;
use std::collections::{BTreeMap, VecDeque};

pub const RULE: Rule = Rule {
    number: 43,
    title: "Promotion distance is the minimum number of pawn single advances required in a minimally dominant manifold.",
    class: Class::Normative,
    lines: "L6995-6997; L17930-17932",
    module: module_path!(),
    spec: "spec/rules/cr43-promotion-distance.md",
    tests: &["tests/it/book_positions.rs::pawn_single_and_double_advances"],
    checks: "a breadth-first search over a lone pawn's single advances on one level gives max(8-i, 8-j) from every pawn tile",
    check,
};

/// `D(i, j)` of CR 43.
pub fn promotion_distance(i: i8, j: i8) -> i8 {
    (8 - i).max(8 - j)
}

fn advances(rules: &Readings, s: Tile) -> Vec<Tile> {
    let pos = Position::from_pieces([(s, Piece::new(Side::White, PieceKind::Pawn))]).expect("one");
    crate::goff::engine::reach_with(&pos, s, *rules)
        .into_iter()
        .filter(|d| d.ways.iter().any(|w| w.pawn == Some(PawnMove::Advance)) && d.to.z() == s.z())
        .map(|d| d.to)
        .collect()
}

fn check(rules: &Readings) -> Outcome {
    let z = 4;
    for i in 2..=7 {
        for j in 2..=7 {
            let start = Tile::new(z, i, j).expect("on the board");
            let mut dist = BTreeMap::from([(start, 0i8)]);
            let mut queue = VecDeque::from([start]);
            while let Some(t) = queue.pop_front() {
                if t.i() == 8 && t.j() == 8 {
                    continue;
                }
                for u in advances(rules, t) {
                    if !dist.contains_key(&u) {
                        dist.insert(u, dist[&t] + 1);
                        queue.push_back(u);
                    }
                }
            }
            let goal = Tile::new(z, 8, 8).expect("promotion tile");
            if dist.get(&goal) != Some(&promotion_distance(i, j)) {
                return Err(format!("from {start}: {:?} advances, D = {}", dist.get(&goal), promotion_distance(i, j)));
            }
        }
    }
    Ok("D(i, j) = max(8-i, 8-j) from all 36 tiles of a level".into())
}
