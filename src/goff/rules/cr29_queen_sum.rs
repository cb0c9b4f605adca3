//! CR 29 — "The queen is the sum of the base pieces." (L4691-4692; L17885-17886).
//!
//! The queen is the sum of the base pieces: in any position, her
//! destinations are the union of a rook's, a bishop's and a duke's on her
//! tile.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::random_positions;
use crate::goff::engine::destinations_with;
use crate::goff::geometry::{Bitboard, Tile};
use crate::goff::pieces::{Piece, PieceKind};
use crate::goff::position::Position;

pub const RULE: Rule = Rule {
    number: 29,
    title: "The queen is the sum of the base pieces.",
    class: Class::Normative,
    lines: "L4691-4692; L17885-17886",
    module: module_path!(),
    spec: "spec/rules/cr29-queen-sum.md",
    tests: &["tests/it/book_positions.rs::figure_63_overlap_tiles_of_the_queen", "tests/it/golden.rs::every_transcribed_figure_matches_tile_by_tile"],
    checks: "in 300 random positions every queen reaches exactly the union of rook, bishop and duke put on her tile",
    check,
};

/// The union of the base pieces' destinations from the queen's tile.
pub fn sum_of_base_pieces(pos: &Position, s: Tile, rules: &Readings) -> Bitboard {
    let side = pos.piece_at(s).expect("a queen").side;
    let mut union = Bitboard::EMPTY;
    for kind in [PieceKind::Rook, PieceKind::Bishop, PieceKind::Duke] {
        let mut p = pos.clone();
        p.remove(s);
        p.put(s, Piece::new(side, kind)).expect("emptied");
        union |= destinations_with(&p, s, *rules);
    }
    union
}

fn check(rules: &Readings) -> Outcome {
    let mut n = 0;
    for mut pos in random_positions(0xC29, 300) {
        let s = pos.pieces().next().expect("pieces").0;
        let side = pos.piece_at(s).expect("piece").side;
        pos.remove(s);
        pos.put(s, Piece::new(side, PieceKind::Queen)).expect("emptied");
        if destinations_with(&pos, s, *rules) != sum_of_base_pieces(&pos, s, rules) {
            return Err(format!("queen on {s} in {pos:?} is not the sum"));
        }
        n += 1;
    }
    Ok(format!("{n} queens, each the sum of the three base pieces"))
}
