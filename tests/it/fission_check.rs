//! Check by fission (issue 22; spec/interpretations.md#fission-check): a
//! king that a fission could take is in check, in the engine and the
//! reference alike, and the legality shortcut's fission zone keeps it
//! exact.

use congruent::core::rng::Rng;
use congruent::goff::game::fission;
use congruent::goff::game::{Game, Implementation};
use congruent::goff::geometry::{Bitboard, Tile};
use congruent::goff::pieces::{Piece, PieceKind, Side};

use crate::common::congruent;

const ISSUE: &str = r#"{"to_move":"black","pieces":[{"side":"white","kind":"king","tile":"K1,3"},{"side":"white","kind":"pawn","tile":"KB4,4"},{"side":"white","kind":"stack","tile":"KR2,4"},{"side":"black","kind":"king","tile":"K6,7"},{"side":"black","kind":"pawn","tile":"KR4,4"}]}"#;

/// The issue's position: K5,7 is covered by no decay of the stack on
/// KR2,4 but by five of its fissions, so the king may not go there; after
/// the step the position is refused, and analysed anyway it lists the five
/// fission captures of the king.
#[test]
fn the_king_may_not_step_into_a_fission() {
    let (code, out, _) = congruent(&["moves"], ISSUE);
    assert_eq!(code, 0);
    let reply: serde_json::Value = serde_json::from_str(&out).unwrap();
    let moves: Vec<String> = reply["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            format!(
                "{}-{}",
                m["from"].as_str().unwrap(),
                m["to"].as_str().unwrap()
            )
        })
        .collect();
    assert!(!moves.contains(&"K6,7-K5,7".to_string()), "{moves:?}");
    assert!(moves.contains(&"K6,7-K5,8".to_string()), "{moves:?}");

    let after = ISSUE
        .replace("\"black\",\"pieces\"", "\"white\",\"pieces\"")
        .replace("K6,7", "K5,7");
    let (code, _, err) = congruent(&["moves"], &after);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("black, not to move, is in check"), "{err}");
    assert_eq!(err.lines().count(), 1);

    let (code, out, _) = congruent(&["moves", "--allow-illegal"], &after);
    assert_eq!(code, 0);
    let reply: serde_json::Value = serde_json::from_str(&out).unwrap();
    let takes: Vec<&serde_json::Value> = reply["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["captured"] == "king")
        .collect();
    assert_eq!(takes.len(), 5, "{takes:?}");
    assert!(takes
        .iter()
        .all(|m| m["kind"] == "fission" && m["detail"] == "K5,7"));
}

/// The same through the library: Black is in check after the step, both
/// ways, and by no decay (the engine's attack test without fission).
#[test]
fn in_check_by_fission_alone_both_ways() {
    let tile = |s: &str| congruent::goff::notation::parse_tile(s, Side::White).unwrap();
    let mut position = congruent::goff::position::Position::empty();
    for (t, side, kind) in [
        ("K1,3", Side::White, PieceKind::King),
        ("KB4,4", Side::White, PieceKind::Pawn),
        ("KR2,4", Side::White, PieceKind::Stack),
        ("K5,7", Side::Black, PieceKind::King),
        ("KR4,4", Side::Black, PieceKind::Pawn),
    ] {
        position.put(tile(t), Piece::new(side, kind)).unwrap();
    }
    for implementation in [Implementation::Engine, Implementation::Reference] {
        let g = Game {
            position: position.clone(),
            implementation,
            castling: Bitboard::EMPTY,
            ..Game::start()
        };
        assert!(g.in_check(Side::Black), "{implementation:?}");
        assert!(g.king_capturable(Side::Black), "{implementation:?}");
        assert!(!g.in_check(Side::White));
    }
    assert!(!congruent::goff::engine::attacks(
        &position,
        tile("KR2,4"),
        tile("K5,7")
    ));
    assert!(fission::attacks(
        &position,
        tile("KR2,4"),
        Side::White,
        tile("K5,7")
    ));
}

/// Random positions with stacks near kings: the legal moves by the
/// shortcut, in full, and by the reference agree, and in check agrees
/// with the king's capture by definition.
#[test]
fn the_shortcut_stays_exact_near_stacks() {
    let mut rng = Rng::new(0xF1_5510);
    let (mut positions, mut fission_checks) = (0, 0);
    while positions < 250 {
        let s = Tile::from_index(rng.below(Tile::COUNT));
        let mut position = congruent::goff::position::Position::empty();
        let side = if rng.below(2) == 0 {
            Side::White
        } else {
            Side::Black
        };
        position.put(s, Piece::new(side, PieceKind::Stack)).unwrap();
        let reach: Vec<Tile> = fission::empty_board_reach(s).iter().collect();
        let k = reach[rng.below(reach.len())];
        position
            .put(k, Piece::new(side.opponent(), PieceKind::King))
            .unwrap();
        let own = Tile::from_index(rng.below(Tile::COUNT));
        if position
            .put(own, Piece::new(side, PieceKind::King))
            .is_err()
        {
            continue;
        }
        for _ in 0..4 + rng.below(10) {
            let r = 1 + rng.below(3) as i8;
            let mut d = || rng.below(2 * r as usize + 1) as i8 - r;
            let v = congruent::goff::geometry::Vector::new(d(), d(), d());
            let Some(t) = Tile::at(s.coords() + v) else {
                continue;
            };
            let kind = [
                PieceKind::Rook,
                PieceKind::Bishop,
                PieceKind::Duke,
                PieceKind::Knight,
            ][rng.below(4)];
            let owner = if rng.below(2) == 0 {
                Side::White
            } else {
                Side::Black
            };
            let _ = position.put(t, Piece::new(owner, kind));
        }
        let mut g = Game {
            position,
            to_move: side.opponent(),
            castling: Bitboard::EMPTY,
            ..Game::start()
        };
        if g.in_check(side) {
            continue; // the side not to move may not be in check
        }
        positions += 1;
        let to_move = g.to_move;
        let check = g.in_check(to_move);
        assert_eq!(check, g.king_capturable(to_move));
        if check && !congruent::goff::engine::attacks(&g.position, s, k) {
            fission_checks += 1;
        }
        let mut fast = g.legal_moves();
        let mut full = g.legal_moves_in_full();
        let mut reference = Game {
            implementation: Implementation::Reference,
            ..g.clone()
        }
        .legal_moves();
        fast.sort();
        full.sort();
        reference.sort();
        assert_eq!(fast, full, "{}", congruent::goff::fen::to_fen(&g));
        assert_eq!(fast, reference, "{}", congruent::goff::fen::to_fen(&g));
    }
    assert!(fission_checks > 0, "no king in check by fission alone");
    eprintln!("{positions} positions, {fission_checks} kings in check by a fission alone");
}
