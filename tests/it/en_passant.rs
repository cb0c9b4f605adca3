//! En passant (CR 54, L8929-9546): every case the chapter draws, Figures
//! 117-127, with White's pawn having just double-advanced from KB2,2 and
//! Black to move. Coordinates in White's frame (the book quotes Black's
//! pawns in Black's; the conversions are the book map's, section 4.4).

use congruent::goff::game::MoveKind;
use congruent::goff::json::parse_game;
use std::collections::BTreeSet;

/// The en passant moves, as "from->to", after White's pawn reached `to`.
fn en_passants(white_to: &str, black_pawns: &[&str]) -> BTreeSet<String> {
    let mut pieces = vec![format!(
        r#"{{"side":"white","kind":"pawn","tile":"{white_to}"}}"#
    )];
    for p in black_pawns {
        pieces.push(format!(r#"{{"side":"black","kind":"pawn","tile":"{p}"}}"#));
    }
    let json = format!(
        r#"{{"to_move":"black","en_passant":"{white_to}","pieces":[{}]}}"#,
        pieces.join(",")
    );
    // The figures show pawns only: analysed without kings.
    let mut g = parse_game(&json)
        .unwrap()
        .game(congruent::core::variant::Validation::Analysis)
        .unwrap();
    g.legal_moves()
        .into_iter()
        .filter(|m| matches!(m.kind, MoveKind::EnPassant(_)))
        .map(|m| format!("{}->{}", m.from, m.to))
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

/// Fig. 117 (L9040-9062): apex double advance, two direct captures.
#[test]
fn figure_117_apex_direct() {
    assert_eq!(
        en_passants("KB4,4", &["KN4,4", "K4,4"]),
        set(&["K4,4->KB3,3", "KN4,4->KB3,3"])
    );
}

/// Fig. 118 (L9066-9095): predators and slings; the slings pass through
/// KB4,4, legal only when cover is judged with the pawn on its path tile.
#[test]
fn figure_118_apex_predator_and_sling() {
    assert_eq!(
        en_passants("KB4,4", &["KR4,4", "Q4,4", "KN5,4", "K5,4"]),
        set(&["KR4,4->KB3,3", "Q4,4->KB3,3", "KN5,4->KB3,3", "K5,4->KB3,3"])
    );
}

/// Fig. 119 (L9098-9122): the dart from the same level.
#[test]
fn figure_119_apex_dart() {
    assert_eq!(en_passants("KB4,4", &["KB5,5"]), set(&["KB5,5->KB3,3"]));
}

/// Fig. 120 (L9134-9158): reduced captures from a level up and down.
#[test]
fn figure_120_apex_reduced() {
    assert_eq!(
        en_passants("KB4,4", &["KN4,3", "K4,3"]),
        set(&["KN4,3->KB3,3", "K4,3->KB3,3"])
    );
}

/// Fig. 121 (L9166-9200): end double advance KB2,2-KB4,2, path KB3,2,
/// direct captures.
#[test]
fn figure_121_end_direct() {
    assert_eq!(
        en_passants("KB4,2", &["KN4,3", "K4,3"]),
        set(&["KN4,3->KB3,2", "K4,3->KB3,2"])
    );
}

/// Fig. 122 (L9201-9236): predators and slings onto KB3,2.
#[test]
fn figure_122_end_predator_and_sling() {
    assert_eq!(
        en_passants("KB4,2", &["KR4,3", "Q4,3", "KN5,3", "K5,3"]),
        set(&["KR4,3->KB3,2", "Q4,3->KB3,2", "KN5,3->KB3,2", "K5,3->KB3,2"])
    );
}

/// Fig. 123 (L9238-9265): the dart from KB5,4.
#[test]
fn figure_123_end_dart() {
    assert_eq!(en_passants("KB4,2", &["KB5,4"]), set(&["KB5,4->KB3,2"]));
}

/// Fig. 125 (L9302-9340): a between double advance KB2,2-KB4,3 has two
/// paths, KB3,3 and KB3,2; each of the pawns KN4,3 (reduced to KB3,3,
/// direct to KB3,2) and K4,4 (direct to KB3,3, sling to KB3,2) covers both
/// and may take on either.
#[test]
fn figure_125_between_one_pawn_covers_both_paths() {
    assert_eq!(
        en_passants("KB4,3", &["KN4,3"]),
        set(&["KN4,3->KB3,3", "KN4,3->KB3,2"])
    );
    assert_eq!(
        en_passants("KB4,3", &["K4,4"]),
        set(&["K4,4->KB3,3", "K4,4->KB3,2"])
    );
}

/// Fig. 126 (L9343-9359): two predators, each covering one path tile,
/// together cover both; each takes on its own tile. One alone covers only
/// one path, so no en passant (L9478-9490).
#[test]
fn figure_126_between_two_pawns() {
    assert_eq!(
        en_passants("KB4,3", &["KR4,4", "Q4,3"]),
        set(&["KR4,4->KB3,3", "Q4,3->KB3,2"])
    );
    assert!(en_passants("KB4,3", &["KR4,4"]).is_empty());
    assert!(en_passants("KB4,3", &["Q4,3"]).is_empty());
}

/// Fig. 127 (L9447-9465): two pawns on the same level, both predators.
#[test]
fn figure_127_between_same_level() {
    assert_eq!(
        en_passants("KB4,3", &["KR4,4", "KR4,3"]),
        set(&["KR4,4->KB3,3", "KR4,3->KB3,2"])
    );
}

/// Next move only: after any other move the right is gone.
#[test]
fn en_passant_lasts_one_move() {
    let json = r#"{"to_move":"white","pieces":[
        {"side":"white","kind":"pawn","tile":"KB2,2"},
        {"side":"white","kind":"king","tile":"QR1,1"},
        {"side":"black","kind":"pawn","tile":"KN4,4"},
        {"side":"black","kind":"king","tile":"KR8,8"}]}"#;
    let mut g = parse_game(json)
        .unwrap()
        .game(congruent::core::variant::Validation::Legal)
        .unwrap();
    let double = g
        .legal_moves()
        .into_iter()
        .find(|m| m.to.to_string() == "KB4,4")
        .unwrap();
    g.make(&double);
    assert!(g
        .legal_moves()
        .iter()
        .any(|m| matches!(m.kind, MoveKind::EnPassant(_))));
    let king = g
        .legal_moves()
        .into_iter()
        .find(|m| {
            g.position.piece_at(m.from).unwrap().kind == congruent::goff::pieces::PieceKind::King
        })
        .unwrap();
    g.make(&king);
    let white = g.legal_moves()[0];
    g.make(&white);
    assert!(!g
        .legal_moves()
        .iter()
        .any(|m| matches!(m.kind, MoveKind::EnPassant(_))));
}

/// Only a double *advance* opens en passant (L8931-8944, L17965-17968): a
/// dart capture from the start tile to perimeter 2 does not.
#[test]
fn a_dart_capture_opens_no_en_passant() {
    let json = r#"{"to_move":"white","pieces":[
        {"side":"white","kind":"pawn","tile":"KB2,2"},
        {"side":"white","kind":"king","tile":"QR1,1"},
        {"side":"black","kind":"knight","tile":"KB4,4"},
        {"side":"black","kind":"pawn","tile":"KN4,4"},
        {"side":"black","kind":"king","tile":"KR8,8"}]}"#;
    let mut g = parse_game(json)
        .unwrap()
        .game(congruent::core::variant::Validation::Legal)
        .unwrap();
    let dart = g
        .legal_moves()
        .into_iter()
        .find(|m| m.from.to_string() == "KB2,2" && m.to.to_string() == "KB4,4")
        .expect("the dart capture KB2,2 x KB4,4 is legal");
    g.make(&dart);
    assert_eq!(g.en_passant, None);
    assert!(!g
        .legal_moves()
        .iter()
        .any(|m| matches!(m.kind, MoveKind::EnPassant(_))));
}
