//! The verification harness: every check `congruent verify` runs. The
//! test suite calls the same functions, so a check that passes here passes
//! in CI and vice versa.

pub mod golden;
pub mod overlay;
pub mod play;
pub mod sweep;

use crate::options::RuleSet;
use std::fmt;

pub struct Check {
    pub name: &'static str,
    pub outcome: sweep::Outcome,
}

pub struct Report {
    pub checks: Vec<Check>,
}

impl Report {
    pub fn passed(&self) -> bool {
        self.checks.iter().all(|c| c.outcome.is_ok())
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in &self.checks {
            match &c.outcome {
                Ok(summary) => writeln!(f, "PASS {:<28} {summary}", c.name)?,
                Err(why) => writeln!(f, "FAIL {:<28} {why}", c.name)?,
            }
        }
        let failed = self.checks.iter().filter(|c| c.outcome.is_err()).count();
        writeln!(
            f,
            "{} passed, {} failed",
            self.checks.len() - failed,
            failed
        )
    }
}

/// Runs every check; `positions` random positions for the differential
/// comparison, `plies` plies of random play.
pub fn verify(positions: usize, plies: u64) -> Report {
    let checks = vec![
        Check {
            name: "golden counts",
            outcome: golden::check_counts(),
        },
        Check {
            name: "golden figures",
            outcome: golden::check_figures(),
        },
        Check {
            name: "rook 168 everywhere",
            outcome: sweep::rook_168_everywhere(),
        },
        Check {
            name: "reference = engine (empty)",
            outcome: sweep::reference_agrees_on_empty_board(),
        },
        Check {
            name: "temporal symmetry",
            outcome: sweep::temporal_symmetry(),
        },
        Check {
            name: "tile symmetry",
            outcome: overlay::tile_symmetry_cases(),
        },
        Check {
            name: "48 cube symmetries",
            outcome: sweep::cube_symmetry_on_empty_board(),
        },
        Check {
            name: "reference = engine (random)",
            outcome: sweep::random_positions(positions, 0x60FF, RuleSet::default()),
        },
        Check {
            name: "start position",
            outcome: sweep::start_position(),
        },
        Check {
            name: "perft(2) engine = reference",
            outcome: sweep::perft_agrees(2),
        },
        Check {
            name: "reference = engine (every option)",
            outcome: sweep::random_positions_every_option(positions / 8, 0x1E41),
        },
        Check {
            name: "rule catalogue",
            outcome: rule_catalogue(),
        },
        Check {
            name: "random play, every option",
            outcome: play::random_play(plies, 0x9A3E).map(|p| p.to_string()),
        },
    ];
    Report { checks }
}

/// Every congruent rule's predicate under the book's rules (`congruent
/// rules --check`).
fn rule_catalogue() -> sweep::Outcome {
    let verdicts = crate::rules::check_all(&RuleSet::default());
    let failed: Vec<String> = verdicts
        .iter()
        .filter(|v| !v.passed)
        .map(|v| format!("CR {}: {}", v.number, v.detail))
        .collect();
    if failed.is_empty() {
        Ok(format!(
            "{} of {} rules hold (CR 1-61 and the stack's rules)",
            verdicts.len(),
            crate::rules::CATALOGUE.len()
        ))
    } else {
        Err(failed.join("; "))
    }
}
