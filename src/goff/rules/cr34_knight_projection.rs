//! CR 34 — "Projection of the 3D knight move onto a 2D surface is the 2D knight move." (L5447-5448; L17901-17902).
//!
//! Informative (design check): on each face of its 5x5x5 cube (two steps
//! along one axis) the knight lands exactly where a 2D knight from the
//! face's centre would.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{every_tile, reach1};
use crate::goff::geometry::{Tile, Vector};
use crate::goff::pieces::PieceKind;

pub const RULE: Rule = Rule {
    number: 34,
    title: "Projection of the 3D knight move onto a 2D surface is the 2D knight move.",
    class: Class::Informative,
    lines: "L5447-5448; L17901-17902",
    module: module_path!(),
    spec: "spec/rules/cr34-knight-projection.md",
    tests: &["tests/it/book_positions.rs::figures_68_69_the_knight_is_the_anti_queen"],
    checks: "on the empty board, from every tile, each face of the knight's cube holds exactly the on-board 2D knight tiles",
    check,
};

/// The offsets on the face `axis = sign * 2`, as the 2D knight's.
fn face(axis: usize, sign: i8) -> impl Iterator<Item = Vector> {
    [(1, 2), (2, 1)].into_iter().flat_map(move |(a, b)| {
        [(a, b), (a, -b), (-a, b), (-a, -b)].into_iter().map(move |(x, y)| {
            match axis {
                0 => Vector::new(2 * sign, x, y),
                1 => Vector::new(x, 2 * sign, y),
                _ => Vector::new(x, y, 2 * sign),
            }
        })
    })
}

fn check(rules: &Readings) -> Outcome {
    every_tile(|s| {
        let reach = reach1(rules, PieceKind::Knight, s);
        for axis in 0..3 {
            for sign in [-1, 1] {
                let want: Vec<Tile> = face(axis, sign).filter_map(|v| Tile::at(s.coords() + v)).collect();
                let on_face = reach.iter().filter(|t| {
                    let d = t.coords() - s.coords();
                    [d.z, d.i, d.j][axis] == 2 * sign
                });
                if on_face.count() != want.len() || !want.iter().all(|&t| reach.contains(t)) {
                    return Err(format!("knight on {s}: face {axis}{sign:+} is not the 2D knight"));
                }
            }
        }
        Ok(())
    })?;
    Ok("six faces, each the 2D knight, from every tile".into())
}
