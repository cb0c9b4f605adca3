//! Random play with make/unmake checked at every ply, under the book's
//! rules and each option value alone (`congruent::goff::checks::play`). CI
//! plays a slice of what `congruent verify` plays (10^6 plies,
//! TESTING.md#random-play); both must reach mates and stalemates, so the
//! ends of games are exercised too.

use congruent::goff::checks::play::random_play;
use congruent::goff::readings::each_option;

#[test]
fn random_play_under_every_option_reaches_mate_and_stalemate() {
    let played = random_play(40_000, 0x5EED).unwrap();
    // Every option set plays, time symmetry too (a hundredth, 400 plies).
    assert_eq!(played.rule_sets, each_option().len(), "{played}");
    assert_eq!(played.skipped, 0, "{played}");
    assert!(played.plies >= 40_000, "{played}");
    assert!(played.positions > played.plies / 2, "{played}");
    assert!(played.mates > 0, "{played}");
    assert!(played.stalemates > 0, "{played}");
}

/// Every option value appears once, beside the book's rules.
#[test]
fn each_option_is_one_change_from_the_book() {
    let sets = each_option();
    assert_eq!(sets[0].0, "default");
    let values: usize = congruent::goff::readings::OPTIONS
        .iter()
        .map(|o| o.values.len() - 1)
        .sum();
    assert_eq!(sets.len(), 1 + values);
    for (label, rules) in &sets[1..] {
        assert_eq!(rules.differences().len(), 1, "{label}");
    }
}
