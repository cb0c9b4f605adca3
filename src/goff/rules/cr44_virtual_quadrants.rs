//! CR 44 — "For pawns, a quadrant with any tiles farther from promotion is virtual." (L7054-7055; L17934-17935).
//!
//! For pawns, a quadrant with any tile farther from promotion is virtual:
//! no pawn move lands in it. Every pawn capture lies in a quadrant whose
//! tiles all progress, so the capture tiles are those of the bishop's and
//! duke's non-virtual quadrants only: 11 bishop and 3 duke tiles.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::geometry::Tile;
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;
use crate::goff::reach::Mover;

pub const RULE: Rule = Rule {
    number: 44,
    title: "For pawns, a quadrant with any tiles farther from promotion is virtual.",
    class: Class::Normative,
    lines: "L7054-7055; L17934-17935",
    module: module_path!(),
    spec: "spec/rules/cr44-virtual-quadrants.md",
    tests: &["tests/it/book_positions.rs::table_35_the_fourteen_pawn_capture_tiles"],
    checks: "a White pawn on KB3,3 attacks exactly 14 tiles, 11 as a bishop and 3 as a duke, none receding",
    check,
};

fn check(rules: &Readings) -> Outcome {
    let s = Tile::new(6, 3, 3).expect("KB3,3");
    let (mut bishop, mut duke) = (0, 0);
    for t in Tile::all().filter(|&t| t != s) {
        let pos = Position::from_pieces([
            (s, Piece::new(Side::White, PieceKind::Pawn)),
            (t, Piece::new(Side::Black, PieceKind::Knight)),
        ])
        .expect("two");
        for d in crate::goff::engine::reach_with(&pos, s, *rules).iter().filter(|d| d.to == t && d.capture) {
            if crate::goff::pieces::pawn::recedes(t.coords() - s.coords()) {
                return Err(format!("KB3,3 captures on receding {t}"));
            }
            bishop += d.reached_by(Mover::Bishop) as u32;
            duke += d.reached_by(Mover::Duke) as u32;
        }
    }
    if (bishop, duke) != (11, 3) {
        return Err(format!("{bishop} bishop and {duke} duke capture tiles, not 11 and 3"));
    }
    Ok("14 capture tiles: 11 bishop, 3 duke, none receding".into())
}
