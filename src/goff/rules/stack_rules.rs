//! The stack's rules, which the book states without numbers (Stack
//! chapter, L5587-6534; spec/rules/stack.md): a stack moves as a stack
//! only where both its parts may go; either part may decay (move alone,
//! the other staying); the split covers the union. From a centre tile a
//! lone stack reaches 27 tiles as a stack, 147 by bishop decay, 115 by
//! duke decay, 235 in all (L15471-15490); from its home tile 14, 94, 79
//! and 159 (L5649-5651, L5705-5710).

use super::{Class, Rule};
use crate::goff::game::{Game, MoveKind};
use crate::goff::geometry::{Bitboard, Tile};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::pieces::{BasePiece, Piece, PieceKind, Side};
use crate::goff::position::Position;

pub const RULE: Rule = Rule {
    number: 62,
    title: "Stack rules (unnumbered): a stack moves where both parts may go, decays, combines, teleports and explodes.",
    class: Class::Normative,
    lines: "L5587-6534; L15471-15490",
    module: module_path!(),
    spec: "spec/rules/stack.md",
    tests: &[
        "tests/it/stack.rs::stack_moves_decays_and_recombination",
        "tests/it/stack.rs::figure_83_feynman_fission",
        "tests/it/stack.rs::figure_80_duke_teleport",
    ],
    checks: "a lone stack on every tile moves as a stack exactly to the tiles both parts reach; counts 27/147/115/235 from Q4,4 and 14/94/79/159 from KB1,1",
    check,
};

/// The tiles a lone White stack on `s` reaches as a stack, by bishop
/// decay and by duke decay.
pub fn lone_stack(s: Tile) -> (Bitboard, Bitboard, Bitboard) {
    let mut g = Game::start();
    g.position = Position::from_pieces([(s, Piece::new(Side::White, PieceKind::Stack))]).expect("one");
    g.castling = Bitboard::EMPTY;
    let moves = g.legal_moves();
    let of = |k: MoveKind| moves.iter().filter(|m| m.kind == k).map(|m| m.to).collect();
    (
        of(MoveKind::StackMove),
        of(MoveKind::Decay(BasePiece::Bishop)),
        of(MoveKind::Decay(BasePiece::Duke)),
    )
}

fn check(_: &Readings) -> Outcome {
    for s in Tile::all() {
        let (stack, bishop, duke) = lone_stack(s);
        if stack != (bishop & duke) {
            return Err(format!("the stack on {s} moves where its parts do not both go"));
        }
    }
    let counts = |name: &str| {
        let s = crate::goff::notation::parse_tile(name, Side::White).expect("a tile");
        let (stack, bishop, duke) = lone_stack(s);
        [stack.count(), bishop.count(), duke.count(), (bishop | duke).count()]
    };
    for (tile, want) in [("Q4,4", [27, 147, 115, 235]), ("KB1,1", [14, 94, 79, 159])] {
        let got = counts(tile);
        if got != want {
            return Err(format!("stack on {tile}: {got:?}, the book says {want:?}"));
        }
    }
    Ok("512 tiles: stack moves = bishop and duke both; 27/147/115/235 and 14/94/79/159".into())
}
