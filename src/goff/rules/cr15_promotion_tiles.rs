//! CR 15 — "A pawn's promotion tile is any of the opponent's home tiles (8,8)." (L2416-2418; L17843-17844).
//!
//! A pawn promotes on any of the opponent's home tiles: own indices 8,8,
//! the opponent's home column in the start position.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::Tile;
use crate::goff::pieces::pawn::is_promotion_tile;
use crate::goff::pieces::Side;

pub const RULE: Rule = Rule {
    number: 15,
    title: "A pawn's promotion tile is any of the opponent's home tiles (8,8).",
    class: Class::Normative,
    lines: "L2416-2418; L17843-17844",
    module: module_path!(),
    spec: "spec/rules/cr15-promotion-tiles.md",
    tests: &["tests/it/game.rs::random_games_keep_the_rules"],
    checks: "a tile is a pawn's promotion tile iff it is on the opponent's home column (8 per side)",
    check,
};

fn check(_: &Readings) -> Outcome {
    let start = crate::goff::game::start_position();
    for side in [Side::White, Side::Black] {
        let mut n = 0;
        for t in Tile::all() {
            let home = start
                .piece_at(t)
                .is_some_and(|p| p.side != side && p.kind != crate::goff::pieces::PieceKind::Pawn);
            if is_promotion_tile(side, t) != home {
                return Err(format!("{side:?}: {t} promotion {}", is_promotion_tile(side, t)));
            }
            n += home as u32;
        }
        if n != 8 {
            return Err(format!("{side:?} has {n} promotion tiles"));
        }
    }
    Ok("8 promotion tiles per side, the opponent's home column".into())
}
