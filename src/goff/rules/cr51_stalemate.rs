//! CR 51 — "If neither king is in check when the game is over the result is stalemate." (L8488-8489; L17956-17957).
//!
//! If neither king is in check when the game is over, it is a stalemate:
//! found by search (a lone Black king in the corner, a White queen on every
//! tile) and recognised by `status`.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use crate::goff::game::{Game, Status};
use crate::goff::geometry::Tile;
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;

pub const RULE: Rule = Rule {
    number: 51,
    title: "If neither king is in check when the game is over the result is stalemate.",
    class: Class::Normative,
    lines: "L8488-8489; L17956-17957",
    module: module_path!(),
    spec: "spec/rules/cr51-stalemate.md",
    tests: &["tests/it/cli.rs::moves_of_a_mated_king"],
    checks: "a lone king in the corner with a White queen on every tile: each position with no legal move and no check is a stalemate, and there is one",
    check,
};

fn check(_: &Readings) -> Outcome {
    let (bk, wk) = (Tile::new(1, 1, 1).expect("QR1,1"), Tile::new(8, 8, 8).expect("KR8,8"));
    let mut stalemates = 0;
    for q in Tile::all().filter(|&q| q != bk && q != wk) {
        let pos = Position::from_pieces([
            (bk, Piece::new(Side::Black, PieceKind::King)),
            (wk, Piece::new(Side::White, PieceKind::King)),
            (q, Piece::new(Side::White, PieceKind::Queen)),
        ])
        .expect("three");
        let mut g = Game { to_move: Side::Black, ..Game::start() };
        g.position = pos;
        g.castling = Default::default();
        let over = g.legal_moves().is_empty();
        let check = g.in_check(Side::Black);
        let status = g.status();
        let want = match (over, check) {
            (false, _) => Status::Ongoing,
            (true, true) => Status::Checkmate,
            (true, false) => Status::Stalemate,
        };
        if status != want {
            return Err(format!("queen on {q}: {status:?}, not {want:?}"));
        }
        stalemates += (status == Status::Stalemate) as u32;
    }
    if stalemates == 0 {
        return Err("no stalemate found".into());
    }
    Ok(format!("510 positions, {stalemates} stalemates, each recognised"))
}
