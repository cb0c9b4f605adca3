//! The verification harness: every check `congruent verify` runs. The
//! test suite calls the same functions, so a check that passes here passes
//! in CI and vice versa.

pub mod golden;
pub mod overlay;
pub mod play;
pub mod sweep;

use crate::core::check::Check;
use crate::goff::readings::Readings;

/// Every check, unstarted; `positions` random positions for the
/// differential comparison, `plies` plies of random play.
pub fn checks(positions: usize, plies: u64) -> Vec<Check> {
    vec![
        Check::new("golden counts", golden::check_counts),
        Check::new("golden figures", golden::check_figures),
        Check::new("rook 168 everywhere", sweep::rook_168_everywhere),
        Check::new(
            "reference = engine (empty)",
            sweep::reference_agrees_on_empty_board,
        ),
        Check::new("temporal symmetry", sweep::temporal_symmetry),
        Check::new("tile symmetry", overlay::tile_symmetry_cases),
        Check::new("48 cube symmetries", sweep::cube_symmetry_on_empty_board),
        Check::new("reference = engine (random)", move || {
            sweep::random_positions(positions, 0x60FF, Readings::default())
        }),
        Check::new("start position", sweep::start_position),
        Check::new("perft(2) engine = reference", || sweep::perft_agrees(2)),
        Check::new(
            "perft(2) engine = reference (every option)",
            sweep::perft_agrees_every_option,
        ),
        Check::new("reference = engine (every option)", move || {
            sweep::random_positions_every_option(positions / 8, 0x1E41)
        }),
        Check::new("rule catalogue", rule_catalogue),
        Check::new("random play, every option", move || {
            play::random_play(plies, 0x9A3E).map(|p| p.to_string())
        }),
    ]
}

/// Every congruent rule's predicate under the book's rules (`congruent
/// rules --check`).
fn rule_catalogue() -> sweep::Outcome {
    let verdicts = crate::goff::rules::check_all(&Readings::default());
    let failed: Vec<String> = verdicts
        .iter()
        .filter(|v| !v.passed)
        .map(|v| format!("CR {}: {}", v.number, v.detail))
        .collect();
    if failed.is_empty() {
        Ok(format!(
            "{} of {} rules hold (CR 1-61 and the stack's rules)",
            verdicts.len(),
            crate::goff::rules::CATALOGUE.len()
        ))
    } else {
        Err(failed.join("; "))
    }
}
