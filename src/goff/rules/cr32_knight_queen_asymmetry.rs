//! CR 32 — "The knight is the only piece which can attack the queen without a counterattack." (L5435-5436; L17894-17895).
//!
//! With a queen and one other piece alone on the board, the other piece
//! attacks the queen without being attacked back iff it is a knight.
//! Checked over every ordered pair of tiles and every kind but the pawn.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::engine::destinations_with;
use crate::goff::geometry::Tile;
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;
use rayon::prelude::*;

pub const RULE: Rule = Rule {
    number: 32,
    title: "The knight is the only piece which can attack the queen without a counterattack.",
    class: Class::Informative,
    lines: "L5435-5436; L17894-17895",
    module: module_path!(),
    spec: "spec/rules/cr32-knight-queen-asymmetry.md",
    tests: &["tests/it/exhaustive.rs::only_the_knight_attacks_a_lone_queen_one_way"],
    checks: "every queen tile, every other tile, every non-pawn kind: a one-way attack on the queen happens iff the attacker is a knight",
    check,
};

/// Does `kind` on `t` attack a lone queen on `q` one way?
pub fn one_way(rules: &Readings, q: Tile, t: Tile, kind: PieceKind) -> bool {
    let pos = Position::from_pieces([
        (q, Piece::new(Side::White, PieceKind::Queen)),
        (t, Piece::new(Side::Black, kind)),
    ])
    .expect("two tiles");
    destinations_with(&pos, t, *rules).contains(q) && !destinations_with(&pos, q, *rules).contains(t)
}

fn check(rules: &Readings) -> Outcome {
    use PieceKind::*;
    let tiles: Vec<Tile> = Tile::all().collect();
    let pairs: u64 = tiles
        .par_iter()
        .map(|&q| {
            let mut n = 0u64;
            for &t in &tiles {
                if t == q {
                    continue;
                }
                for kind in [Rook, Bishop, Duke, Queen, King, Stack, Knight] {
                    // A knight that reaches the queen does so one way;
                    // no other piece ever does.
                    let wrong = match kind {
                        Knight => reaches(rules, t, q) && !one_way(rules, q, t, kind),
                        _ => one_way(rules, q, t, kind),
                    };
                    if wrong {
                        return Err(format!("{kind:?} on {t} vs queen on {q}"));
                    }
                    n += 1;
                }
            }
            Ok(n)
        })
        .sum::<Result<u64, String>>()?;
    Ok(format!("{pairs} two-piece positions: only the knight attacks one way"))
}

/// Does a knight on `t` reach `q`?
fn reaches(rules: &Readings, t: Tile, q: Tile) -> bool {
    let pos = Position::from_pieces([(t, Piece::new(Side::Black, PieceKind::Knight))]).expect("one");
    destinations_with(&pos, t, *rules).contains(q)
}
