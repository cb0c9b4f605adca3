//! Options the fast engine implements itself (issue 14: the linear rule's
//! rejected readings for the planar pieces, the natural king): under each, the
//! engine, not the reference, answers for the pieces they touch, and it
//! gives the reference's answer, way by way, on random positions and in
//! perft.

mod common;

use congruent::engine;
use congruent::game::{perft, Game, Implementation};
use congruent::options::{KingRule, LinearRule, RuleSet};
use congruent::pieces::PieceKind;
use congruent::random::{self, Rng};
use congruent::reference;

/// The option sets the engine implements beyond the book's rules: the
/// rejected linear readings, the natural king, and both together.
fn native_sets() -> Vec<RuleSet> {
    let linear = [LinearRule::AnyQuadrant, LinearRule::AllQuadrants];
    let natural = |linear| RuleSet {
        linear,
        king: KingRule::Natural,
        ..RuleSet::default()
    };
    let mut sets: Vec<RuleSet> = linear
        .map(|linear| RuleSet {
            linear,
            ..RuleSet::default()
        })
        .to_vec();
    sets.push(natural(LinearRule::OnePlane));
    sets.push(natural(LinearRule::AnyQuadrant));
    sets
}

#[test]
fn the_engine_answers_as_the_reference_under_its_native_options() {
    let mut rng = Rng::new(0x11EA);
    for rules in native_sets() {
        let mut pieces = 0;
        for _ in 0..80 {
            let n = 2 + rng.below(40);
            let pos = random::position(&mut rng, n);
            for (s, p) in pos.pieces() {
                let planar = matches!(
                    p.kind,
                    PieceKind::Rook
                        | PieceKind::Bishop
                        | PieceKind::Duke
                        | PieceKind::Queen
                        | PieceKind::Stack
                );
                let ours = engine::try_reach_with(&pos, s, rules);
                let native = planar
                    || matches!(p.kind, PieceKind::Knight | PieceKind::Pawn)
                    || (p.kind == PieceKind::King && rules.king == KingRule::Natural);
                assert_eq!(ours.is_some(), native, "{:?} under {rules:?}", p.kind);
                if let Some(ours) = ours {
                    assert_eq!(ours, reference::reach_with(&pos, s, rules), "{p:?} on {s}");
                    pieces += usize::from(planar || p.kind == PieceKind::King);
                }
            }
        }
        assert!(pieces > 300, "{pieces}");
    }
}

#[test]
fn perft_under_the_native_options_both_ways() {
    for rules in native_sets() {
        let engine = perft::perft(&mut Game::start_with(rules), 2);
        let mut r = Game::start_with(rules);
        r.implementation = Implementation::Reference;
        assert_eq!(engine, perft::perft(&mut r, 2), "{rules:?}");
    }
}

/// `perft` and `moves` name on stderr the options the engine hands to the
/// reference, and only those; an error stays one line.
#[test]
fn the_commands_say_which_options_are_not_native() {
    let (code, out, err) = common::congruent(&["perft", "1", "--set", "king=adjacent"], "");
    assert_eq!((code, out.as_str()), (0, "perft(1) = 78\n"));
    assert!(err.contains("does not implement king=adjacent"), "{err}");
    let (code, _, err) = common::congruent(&["moves", "--start", "--set", "motion=ram"], "");
    assert_eq!(code, 0);
    assert!(err.contains("does not implement motion=ram"), "{err}");
    for native in [
        "king=natural",
        "perimeter=lenient",
        "castling_rook=far-side",
    ] {
        let (code, _, err) = common::congruent(&["perft", "1", "--set", native], "");
        assert_eq!(code, 0);
        assert!(!err.contains("does not implement"), "{native}: {err}");
    }
    let (code, _, err) = common::congruent(&["perft", "1", "--set", "linear=any-quadrant"], "");
    assert_eq!(code, 0);
    assert!(
        err.contains("linear=any-quadrant (the king's moves)"),
        "{err}"
    );
    let (code, _, err) = common::congruent(&["moves", "--set", "king=adjacent"], "not json");
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
}
