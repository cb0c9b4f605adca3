//! Every rule option is implemented twice (issue 14): by the fast engine
//! and by the plain reference, which never share a line. Under each option
//! alone, and under the combinations where one option reads another (the
//! linear king under the linear readings, the balance rules on the king,
//! time symmetry over the rejected motions), the two give the same
//! classified destinations, way by way, on random positions, and the same
//! perft.

use congruent::core::rng::Rng;
use congruent::goff::engine;
use congruent::goff::game::{Game, Implementation};
use congruent::goff::pieces::PieceKind;
use congruent::goff::readings::{each_option, KingRule, LinearRule, MotionRule, Readings};
use congruent::goff::reference;
use congruent::goff::samples;
use rayon::prelude::*;

/// Each option value alone, then the combinations in which one option
/// changes what another does.
fn option_sets() -> Vec<(String, Readings)> {
    let mut sets = each_option();
    let with = |label: &str, f: &dyn Fn(&mut Readings)| {
        let mut r = Readings::default();
        f(&mut r);
        (label.to_string(), r)
    };
    sets.extend([
        with("king=natural linear=any-quadrant", &|r| {
            r.king = KingRule::Natural;
            r.linear = LinearRule::AnyQuadrant;
        }),
        with("brook_balance linear=any-quadrant", &|r| {
            r.brook_balance = true;
            r.linear = LinearRule::AnyQuadrant;
        }),
        with("brook_balance linear=all-quadrants", &|r| {
            r.brook_balance = true;
            r.linear = LinearRule::AllQuadrants;
        }),
        with("time_symmetric motion=ram", &|r| {
            r.time_symmetric = true;
            r.motion = MotionRule::Ram;
        }),
        with("time_symmetric king=adjacent perimeter=lenient", &|r| {
            r.time_symmetric = true;
            r.king = KingRule::Adjacent;
            r.perimeter = congruent::goff::readings::PerimeterRule::Lenient;
        }),
        with("motion=dual-path-both perimeter=lenient", &|r| {
            r.motion = MotionRule::DualPathBoth;
            r.perimeter = congruent::goff::readings::PerimeterRule::Lenient;
        }),
    ]);
    sets
}

/// The option sets are independent (each starts its own generator), so
/// they run side by side.
#[test]
fn the_engine_answers_as_the_reference_under_every_option() {
    option_sets().into_par_iter().for_each(|(label, rules)| {
        let mut rng = Rng::new(0x11EA);
        let mut moved = [0usize; 8];
        for _ in 0..if rules.time_symmetric { 12 } else { 60 } {
            let n = 2 + rng.below(40);
            let pos = samples::position(&mut rng, n);
            for (s, p) in pos.pieces() {
                let ours = engine::reach_with(&pos, s, rules);
                assert_eq!(
                    ours,
                    reference::reach_with(&pos, s, rules),
                    "{label}: {p:?} on {s}"
                );
                moved[PieceKind::ALL.iter().position(|&k| k == p.kind).unwrap()] +=
                    usize::from(!ours.is_empty());
            }
        }
        // Every kind was seen moving, so no kind's rule went untested.
        assert!(moved.iter().all(|&n| n > 0), "{label}: {moved:?}");
    });
}

/// Is the reference's perft(2) from the start slow under `rules` (over
/// five seconds: 795 first moves under `dual-path-either`, every move's
/// return tested under time symmetry, both quadrants of every plane
/// under `any-quadrant`)?
fn slow(rules: &Readings) -> bool {
    rules.time_symmetric
        || rules.linear == LinearRule::AnyQuadrant
        || matches!(
            rules.motion,
            MotionRule::DualPathEither | MotionRule::DualPathBoth | MotionRule::Ram
        )
}

/// Perft(2) from the start both ways, over every 18th first move, or
/// under a slow reading over 3 of them evenly spaced (each subtree still
/// counted in full both ways): the same first moves both ways, then the
/// same number of replies after each. `verify`'s "perft(2) engine =
/// reference (every option)" counts every first move.
#[test]
fn perft_under_every_option_both_ways() {
    let sets = option_sets();
    sets.par_iter().for_each(|(label, rules)| {
        let mut engine = Game::start_with(*rules);
        let mut reference = engine.clone();
        reference.implementation = Implementation::Reference;
        let firsts = engine.legal_moves();
        assert_eq!(firsts, reference.legal_moves(), "{label}: first moves");
        let every = match slow(rules) {
            true => firsts.len().div_ceil(3),
            false => 18,
        };
        let mut nodes = 0;
        for m in firsts.iter().step_by(every) {
            let (a, b) = (engine.make(m), reference.make(m));
            let replies = engine.legal_moves().len();
            assert_eq!(
                replies,
                reference.legal_moves().len(),
                "{label}: after {m:?}"
            );
            nodes += replies;
            engine.unmake(a);
            reference.unmake(b);
        }
        assert!(nodes > 50, "{label}: {nodes}");
    });
}
