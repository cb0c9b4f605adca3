//! CR 55 — "Castling allowed when neither king nor rook have moved, and when the king does not move out of check, into check, or through check." (L10192-10194; L17970-17972).
//!
//! Castling is allowed while neither king nor rook has moved, and not out
//! of, into or through check. On the open board of Table 36 there are 36
//! castles; a king in check has none; a king that has moved has none.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::{CastlingRook, Readings};
use crate::goff::game::MoveKind;
use crate::goff::geometry::Tile;

pub const RULE: Rule = Rule {
    number: 55,
    title: "Castling allowed when neither king nor rook have moved, and when the king does not move out of check, into check, or through check.",
    class: Class::Normative,
    lines: "L10192-10194; L17970-17972",
    module: module_path!(),
    spec: "spec/rules/cr55-castling-conditions.md",
    tests: &["tests/it/castling.rs::all_36_castles_of_the_table_on_an_open_board", "tests/it/castling.rs::no_castle_out_of_check", "tests/it/castling.rs::no_castle_through_or_into_check", "tests/it/castling.rs::no_castle_without_rights"],
    checks: "36 castles on the open board; none in check; none after the king moved and came back; an attacked passed tile removes its castles",
    check,
};

/// The open board of Table 36: White's king and rooks at home with their
/// rights, Black's king far away; `extra` adds pieces (JSON objects).
pub fn open_board(extra: &str, rules: &Readings) -> crate::goff::game::Game {
    let mut g = super::support::game(&format!(
        r#"{{"to_move":"white","castling":["K1,1","QR1,1","KR1,1"],"pieces":[
        {{"side":"white","kind":"king","tile":"K1,1"}},{{"side":"white","kind":"rook","tile":"QR1,1"}},
        {{"side":"white","kind":"rook","tile":"KR1,1"}},{{"side":"black","kind":"king","tile":"K8,8"}}{extra}]}}"#
    ));
    g.rules = *rules;
    g
}

/// A castle: king from, king to, and each rook's move.
pub type Castle = (Tile, Tile, Vec<(Tile, Tile)>);

/// The castles among the legal moves.
pub fn castles(g: &mut crate::goff::game::Game) -> Vec<Castle> {
    g.legal_moves()
        .into_iter()
        .filter_map(|m| match m.kind {
            MoveKind::Castle(rooks) => Some((m.from, m.to, rooks.iter().flatten().copied().collect())),
            _ => None,
        })
        .collect()
}

fn check(rules: &Readings) -> Outcome {
    // Table 36's 36; the far side rule adds 2 king-side and 4 queen-side
    // rook tiles over the two back planes (Fig. 130: 3 and 4 per plane).
    let want = match rules.castling_rook {
        CastlingRook::Sidekick => 36,
        CastlingRook::FarSide => 42,
    };
    let n = castles(&mut open_board("", rules)).len();
    if n != want {
        return Err(format!("{n} castles on the open board, not {want}"));
    }
    let checked = castles(&mut open_board(r#",{"side":"black","kind":"rook","tile":"K5,1"}"#, rules)).len();
    if checked != 0 {
        return Err(format!("{checked} castles out of check"));
    }
    let mut g = open_board("", rules);
    g.castling.remove(Tile::new(5, 1, 1).expect("K1,1"));
    if !castles(&mut g).is_empty() {
        return Err("castles without the king's right".into());
    }
    // A Black rook on KB8,1 attacks KB1,1, the tile the king passes going up.
    let through = castles(&mut open_board(r#",{"side":"black","kind":"rook","tile":"KB8,8"}"#, rules));
    if through.iter().any(|(_, to, _)| to.z() == 7) {
        return Err("a castle through an attacked tile".into());
    }
    Ok(format!("{want} castles; none out of check or without rights"))
}
