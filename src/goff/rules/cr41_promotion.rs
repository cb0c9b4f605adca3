//! CR 41 — "Pawns promote at the opponent's home line; to any major piece except the king." (L6781-6783; L17922-17924).
//!
//! Pawns promote on the opponent's home line, to any major piece except
//! the king (the stack included, L6771-6777): a move onto a promotion tile
//! is a promotion, offered to each of the six, and nothing else is.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{game, random_games};
use crate::goff::game::MoveKind;
use crate::goff::pieces::pawn::is_promotion_tile;
use crate::goff::pieces::PieceKind;

pub const RULE: Rule = Rule {
    number: 41,
    title: "Pawns promote at the opponent's home line; to any major piece except the king.",
    class: Class::Normative,
    lines: "L6781-6783; L17922-17924",
    module: module_path!(),
    spec: "spec/rules/cr41-promotion.md",
    tests: &["tests/it/game.rs::the_validator_accepts_exactly_the_legal_moves"],
    checks: "a pawn on K7,7 promotes on K8,8 to exactly Q, R, B, D, S, N; in random games no pawn reaches a promotion tile without promoting",
    check,
};

fn check(_: &Readings) -> Outcome {
    let mut g = game(
        r#"{"to_move":"white","pieces":[{"side":"white","kind":"pawn","tile":"K7,7"},
        {"side":"white","kind":"king","tile":"QR1,1"},{"side":"black","kind":"king","tile":"QR8,1"}]}"#,
    );
    let mut kinds: Vec<PieceKind> = g
        .legal_moves()
        .iter()
        .filter(|m| m.to.to_string() == "K8,8")
        .map(|m| match m.kind {
            MoveKind::Promotion(k) => Ok(k),
            other => Err(format!("K7,7 -> K8,8 as {other:?}")),
        })
        .collect::<Result<_, _>>()?;
    kinds.sort();
    use PieceKind::*;
    let mut want = vec![Queen, Rook, Bishop, Duke, Stack, Knight];
    want.sort();
    if kinds != want {
        return Err(format!("promotions {kinds:?}"));
    }
    for mut g in random_games(0xC41, 4, 120, 3) {
        let side = g.to_move;
        for m in g.legal_moves() {
            let pawn = g.position.piece_at(m.from).is_some_and(|p| p.kind == Pawn);
            let promotes = matches!(m.kind, MoveKind::Promotion(_) | MoveKind::Uplift);
            if pawn && is_promotion_tile(side, m.to) != promotes {
                return Err(format!("{m:?}: promotion tile and promotion disagree"));
            }
        }
    }
    Ok("six promotions, never the king; no pawn on a promotion tile".into())
}
