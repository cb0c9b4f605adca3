//! Options the fast engine implements itself (issue 14): under each, the
//! engine, not the reference, answers for the pieces they touch, and it
//! gives the reference's answer, way by way, on random positions and in
//! perft.

use congruent::engine;
use congruent::game::{perft, Game, Implementation};
use congruent::options::{LinearRule, RuleSet};
use congruent::pieces::PieceKind;
use congruent::random::{self, Rng};
use congruent::reference;

fn linear_rules() -> [RuleSet; 2] {
    [LinearRule::AnyQuadrant, LinearRule::AllQuadrants].map(|linear| RuleSet {
        linear,
        ..RuleSet::default()
    })
}

#[test]
fn the_linear_rules_are_native_for_the_planar_pieces() {
    let mut rng = Rng::new(0x11EA);
    for rules in linear_rules() {
        let mut pieces = 0;
        for _ in 0..150 {
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
                assert_eq!(
                    ours.is_some(),
                    planar || p.kind == PieceKind::Knight || p.kind == PieceKind::Pawn,
                    "{:?} under {rules:?}",
                    p.kind
                );
                if let Some(ours) = ours {
                    assert_eq!(ours, reference::reach_with(&pos, s, rules), "{p:?} on {s}");
                    pieces += usize::from(planar);
                }
            }
        }
        assert!(pieces > 500, "{pieces}");
    }
}

#[test]
fn perft_under_the_linear_rules_both_ways() {
    for rules in linear_rules() {
        let engine = perft::perft(&mut Game::start_with(rules), 2);
        let mut r = Game::start_with(rules);
        r.implementation = Implementation::Reference;
        assert_eq!(engine, perft::perft(&mut r, 2), "{rules:?}");
    }
}
