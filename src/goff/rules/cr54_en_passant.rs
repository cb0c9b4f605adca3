//! CR 54 — "An opposing pawn, on the next move only, may capture a doubly advanced pawn en passant by moving to a covered path tile, if all path tiles were covered by one or more pawns." (L9478-9482; L17965-17968).
//!
//! En passant: on the next move only, a pawn may take a pawn that has just
//! double-advanced by moving to a covered path tile. In random games an
//! en passant move appears only right after a double advance, and Figure
//! 117's two captures are found.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::{game, random_games};
use crate::goff::game::MoveKind;

pub const RULE: Rule = Rule {
    number: 54,
    title: "An opposing pawn, on the next move only, may capture a doubly advanced pawn en passant by moving to a covered path tile, if all path tiles were covered by one or more pawns.",
    class: Class::Normative,
    lines: "L9478-9482; L17965-17968",
    module: module_path!(),
    spec: "spec/rules/cr54-en-passant.md",
    tests: &["tests/it/en_passant.rs::figure_117_apex_direct", "tests/it/en_passant.rs::en_passant_lasts_one_move", "tests/it/en_passant.rs::a_dart_capture_opens_no_en_passant"],
    checks: "en passant moves only right after a double advance in random games; Figure 117 gives its two captures",
    check,
};

fn check(_: &Readings) -> Outcome {
    let mut fig = game(
        r#"{"to_move":"black","en_passant":"KB4,4","pieces":[{"side":"white","kind":"pawn","tile":"KB4,4"},
        {"side":"black","kind":"pawn","tile":"KN4,4"},{"side":"black","kind":"pawn","tile":"K4,4"}]}"#,
    );
    let ep = fig.legal_moves().into_iter().filter(|m| matches!(m.kind, MoveKind::EnPassant(_))).count();
    if ep != 2 {
        return Err(format!("Figure 117: {ep} en passant captures, not 2"));
    }
    for mut g in random_games(0xC54, 6, 60, 1) {
        let has = g.legal_moves().iter().any(|m| matches!(m.kind, MoveKind::EnPassant(_)));
        if has && g.en_passant.is_none() {
            return Err("en passant without a double advance".into());
        }
    }
    Ok("Figure 117's 2 captures; none without a double advance".into())
}
