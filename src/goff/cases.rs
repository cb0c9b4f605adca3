//! What every file of Goff's suite shares: a case of the suite, its
//! input, the rules a piece's moves and a game position exercise (the
//! tags), and a `moves` case judging a position's complete list. Kept
//! apart from `suite.rs` so that the suite's other builders
//! (`fission_suite.rs`, `moves_suite.rs`) and `suite.rs`, which gathers
//! them, import it and not each other.

use crate::core::case::move_key;
use crate::core::case::{Case, Expect, Input};
use crate::goff::game::{Game, MoveKind, Status};
use crate::goff::geometry::Tile;
use crate::goff::json::{self, to_object};
use crate::goff::pieces::PieceKind;
use serde_json::{Map, Value};
use std::collections::BTreeSet;

/// The rules a piece's moves exercise: its own rules and, for the planar
/// pieces, the rules of planar motion (CR 17-23). Every move also rests on
/// the board (CR 1, 3, 9, 10) and uses the book's piece names (CR 8).
pub(super) fn piece_rules(kind: PieceKind) -> Vec<&'static str> {
    let planar = ["CR17", "CR18", "CR19", "CR20", "CR21", "CR22", "CR23"];
    let mut r = vec!["CR1", "CR3", "CR8", "CR9", "CR10"];
    match kind {
        PieceKind::Rook => r.extend(["CR4", "CR7", "CR24", "CR25"].iter().chain(&planar)),
        PieceKind::Bishop => r.extend(["CR2", "CR5", "CR7", "CR26", "CR27"].iter().chain(&planar)),
        PieceKind::Duke => r.extend(["CR2", "CR6", "CR7", "CR28"].iter().chain(&planar)),
        PieceKind::Queen => r.extend(["CR29", "CR30"].iter().chain(&planar)),
        PieceKind::Knight => r.extend(["CR12", "CR31", "CR32", "CR33", "CR34", "CR35"]),
        PieceKind::King => r.extend(["CR12", "CR49"]),
        PieceKind::Pawn => r.extend([
            "CR15", "CR36", "CR37", "CR38", "CR40", "CR42", "CR43", "CR44", "CR45", "CR46",
        ]),
        PieceKind::Stack => r.extend(["CR11", "stack"].iter().chain(&planar)),
    }
    r
}

pub(super) fn tags(list: impl IntoIterator<Item = impl Into<String>>) -> Vec<String> {
    let set: BTreeSet<String> = list.into_iter().map(Into::into).collect();
    let mut v: Vec<String> = set.into_iter().collect();
    v.sort_by_key(|r| crate::core::case::rule_order(r));
    v
}

pub(super) fn case(
    id: String,
    rules: Vec<String>,
    source: &str,
    op: &str,
    input: Input,
    expect: Expect,
) -> Case {
    Case {
        id,
        variant: "goff".into(),
        options: Map::new(),
        rules,
        source: source.into(),
        flags: Vec::new(),
        op: op.into(),
        input,
        expect,
    }
}

pub(super) fn input(position: Value) -> Input {
    Input {
        position,
        from: None,
        depth: None,
        divide: false,
        allow_illegal: false,
    }
}

/// The rules a game position exercises, from what its legal moves and
/// status show.
pub(super) fn game_rules(game: &mut Game) -> Vec<String> {
    let mut r: Vec<&str> = vec!["CR48", "CR50", "CR52"];
    let moves = game.legal_moves();
    for (_, p) in game.position.pieces() {
        if p.side == game.to_move {
            r.extend(piece_rules(p.kind));
        }
    }
    if game.en_passant.is_some() {
        r.push("CR54");
    }
    if !game.castling.is_empty() {
        r.extend(["CR55", "CR56", "CR57", "CR58", "CR59", "CR61"]);
    }
    for m in &moves {
        match m.kind {
            MoveKind::Promotion(_) | MoveKind::Uplift => r.extend(["CR41", "CR47", "CR15"]),
            MoveKind::Castle([Some(_), Some(_)]) => r.push("CR60"),
            MoveKind::StackMove
            | MoveKind::Decay(_)
            | MoveKind::Combine
            | MoveKind::Teleport(_)
            | MoveKind::Fission(_) => r.push("stack"),
            MoveKind::Normal => {
                let p = game.position.piece_at(m.from).expect("mover");
                if p.kind == PieceKind::Pawn
                    && crate::goff::pieces::pawn::on_start_tile(p.side, m.from)
                {
                    r.push("CR39");
                }
            }
            _ => {}
        }
    }
    match game.status() {
        Status::Checkmate => r.push("CR53"),
        Status::Stalemate => r.push("CR51"),
        Status::Ongoing => {}
    }
    tags(r)
}

/// A `moves` case judging the complete list, the status and check.
pub(super) fn moves_case(id: String, source: &str, game: &Game) -> Case {
    let mut case = listed_case(id, source, game, None);
    case.rules = game_rules(&mut game.clone());
    case
}

/// A `moves` case judging the moves of the piece on `from` (all, where
/// none is named), the status and check, tagged with no rule: the
/// caller says which.
pub(super) fn listed_case(id: String, source: &str, game: &Game, from: Option<Tile>) -> Case {
    let mut g = game.clone();
    let moves = g.legal_moves();
    let status = match moves.is_empty() {
        true => g.status(),
        false => Status::Ongoing,
    };
    // The keys serve's entries give (`json::moves_report`), unwritten:
    // a key has no notation in it.
    let keys: BTreeSet<String> = moves
        .iter()
        .filter(|m| from.is_none_or(|f| m.from == f))
        .map(|m| move_key(&to_object(json::unwritten_entry(&g, m))))
        .collect();
    let status = match status {
        Status::Ongoing => "ongoing",
        Status::Checkmate => "checkmate",
        Status::Stalemate => "stalemate",
    };
    case(
        id,
        Vec::new(),
        source,
        "moves",
        input(json::game_json(game)),
        Expect {
            moves: Some(keys),
            status: Some(status.into()),
            check: Some(g.in_check(g.to_move)),
            ..Expect::default()
        },
    )
}
