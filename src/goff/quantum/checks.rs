//! `congruent verify --variant goff-quantum`: the chapter's scenarios
//! replayed both ways, and the engine against the reference on random
//! positions and random quantum moves. `tests/quantum*.rs` check more of
//! the golden data; these are the checks a user can run.

use super::apply::play;
use super::ensemble::Ensemble;
use super::moves::list;
use super::Options;
use crate::core::check::{Check, Outcome};
use crate::core::rng::Rng;
use crate::core::side::Side;
use crate::goff::game::Implementation;

/// Random quantum positions per `--positions`: a position costs about a
/// tenth of a classical check's, and the issue asks for >= 10,000 moves
/// compared at the default 2,000 (each position plays up to three).
const QUANTUM_PER_POSITION: usize = 16;

pub use super::samples::{ensemble, random_game, random_move};

/// Every check, unstarted.
pub fn checks(positions: usize) -> Vec<Check> {
    vec![
        Check::new("Part V scenarios (L16151-17110)", scenarios),
        Check::new("engine = reference (random)", move || {
            random_moves(positions.saturating_mul(QUANTUM_PER_POSITION), 0x0_9A47)
        }),
        Check::new("listed moves = moves played", || listed_moves(0x11)),
        Check::new("suite listings = reference", || {
            super::suite::reference_agrees(1)
        }),
        Check::new(
            "every history after a quantum move a classical game (L16116-16117)",
            move || super::consistency::check(positions / 8, 0xC1A5),
        ),
    ]
}

/// Plays White's moves with Black passing, by `how`; the histories after
/// each White move.
pub fn replay(start: &Ensemble, moves: &[&str], how: Implementation) -> Result<Vec<u64>, String> {
    let options = Options::default();
    let mut e = start.clone();
    let mut counts = Vec::new();
    for (n, m) in moves.iter().enumerate() {
        if n > 0 {
            e = play(&e, "---", &options, how).map_err(|x| x.to_string())?.0;
        }
        e = play(&e, m, &options, how)
            .map_err(|x| format!("{m}: {x}"))?
            .0;
        counts.push(e.weight());
    }
    Ok(counts)
}

/// The pawn packet (L16341-16347), the diffraction (same lines) and the
/// oscillating rook (L17031-17110), by the engine and by the reference.
fn scenarios() -> Outcome {
    let pawn = ensemble(&[("white", "pawn", "K2,2")], "white");
    let obstacle = ensemble(
        &[("white", "pawn", "K2,2"), ("black", "pawn", "K5,5")],
        "white",
    );
    let rook = ensemble(&[("white", "rook", "KR3,3")], "white");
    let packet = [
        "P(K2,2) -- [K4,4]",
        "P(K4,4) -- [K5,5]",
        "P(K5,5) -- [K6,6]",
        "P(K6,6) -- [K7,7]",
        "P(K7,7) -- [K8,8]q",
    ];
    let diffraction = [
        "P(K2,2) -- [K4,4]",
        "P(K2,4) -- [K3,5]",
        "P(K3,5) -- [K4,6]",
        "P(K3,6) -- [K4,7]",
        "P(K4,6) -- [K5,7]",
        "P(K4,7) -- [K5,8]",
    ];
    let oscillation = [
        "R(KR3,3) -- [KR5,5]3",
        "R(KR5,5) -- [KR3,3]3",
        "R(KR3,3) -- [KR5,5]3",
        "R(KR5,5) -- [KR3,3]3",
    ];
    let cases: [(&Ensemble, &[&str], &[u64]); 3] = [
        (&pawn, &packet, &[5, 15, 45, 135, 405]),
        (&obstacle, &diffraction, &[5, 12, 24, 48, 132, 300]),
        (&rook, &oscillation, &[3, 9, 27, 81]),
    ];
    for (start, moves, want) in cases {
        for how in [Implementation::Engine, Implementation::Reference] {
            let got = replay(start, moves, how)?;
            if got != want {
                return Err(format!(
                    "{} ({how:?}): {got:?}, the book {want:?}",
                    moves[0]
                ));
            }
        }
    }
    Ok("pawn packet 5..405, diffraction 5..300, oscillating rook 3..81, both ways".into())
}

/// `count` random positions, each under the next of the 768 option sets,
/// up to three random quantum moves each (Black passing where O18 allows,
/// else one move): the engine and the reference give the same ensemble
/// or the same refusal, the weights add up, and the order of the
/// histories does not change the result.
pub fn random_moves(count: usize, seed: u64) -> Outcome {
    let mut rng = Rng::new(seed);
    let sets = super::options::every_set();
    let (mut played, mut refused) = (0, 0);
    for n in 0..count {
        let options = &sets[n % sets.len()];
        let mut game = random_game(&mut rng);
        let mut e = Ensemble::classical(game.clone());
        for _ in 0..3 {
            let Some(m) = random_move(&mut game, &mut rng) else {
                break;
            };
            let by_engine = play(&e, &m, options, Implementation::Engine);
            let by_reference = play(&e, &m, options, Implementation::Reference);
            if by_engine != by_reference {
                return Err(format!(
                    "{m} under {options:?}: the engine and the reference differ"
                ));
            }
            let Ok((after, report)) = by_engine else {
                refused += 1;
                break;
            };
            played += 1;
            if after.weight() != report.histories_after
                || report.histories_before != e.weight()
                || report.pruned_by_conflict + report.pruned_by_differentiation >= e.weight()
            {
                return Err(format!("{m}: the weights do not add up: {report:?}"));
            }
            let mut shuffled = e.clone();
            shuffled.histories.reverse();
            let again = play(&shuffled, &m, options, Implementation::Engine).map(|x| x.0);
            if again.as_ref() != Ok(&after) {
                return Err(format!(
                    "{m}: the order of the histories changed the result"
                ));
            }
            if !options.pass || after.histories.len() > 40 {
                break;
            }
            e = play(&after, "---", options, Implementation::Engine)
                .map_err(|x| x.to_string())?
                .0;
            game = e.histories[rng.below(e.histories.len())].0.game.clone();
            game.to_move = Side::White;
        }
    }
    Ok(format!(
        "{count} positions under the {} option sets: {played} quantum moves the same both ways, {refused} refused both ways",
        sets.len()
    ))
}

/// Every listed move of random positions, played from its text, gives the
/// ensemble the list recorded; the reference lists the same moves.
fn listed_moves(seed: u64) -> Outcome {
    let mut rng = Rng::new(seed);
    let options = Options::default();
    let mut total = 0;
    for _ in 0..8 {
        let e = Ensemble::classical(random_game(&mut rng));
        let listed = list(&e, &options, Implementation::Engine);
        let by_reference: Vec<String> = list(&e, &options, Implementation::Reference)
            .into_iter()
            .map(|l| l.text)
            .collect();
        let texts: Vec<String> = listed.iter().map(|l| l.text.clone()).collect();
        if texts != by_reference {
            return Err("the engine and the reference list different moves".into());
        }
        for l in &listed {
            let again = play(&e, &l.text, &options, Implementation::Engine)
                .map_err(|x| format!("{}: {x}", l.text))?;
            if again.0 != l.after {
                return Err(format!("{}: not what the list recorded", l.text));
            }
        }
        total += listed.len();
    }
    Ok(format!(
        "8 positions, {total} quantum moves listed the same both ways"
    ))
}
