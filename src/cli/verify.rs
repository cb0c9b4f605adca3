//! `congruent verify`: every check of a rule set's engine, or of all.

use super::position::{none_refusal, refuse_ignored};
use super::{exit, Outcome};
use congruent::variant;

/// `verify`'s plies of random play when `--plies` is not given.
const DEFAULT_PLIES: u64 = 1_000_000;

/// Check the engine against the book: golden files, exhaustive
/// sweeps, symmetries, the reference implementation, the rule
/// catalogue, and the conformance suite against congruent itself.
#[derive(clap::Args)]
pub struct Args {
    /// Random positions for the differential check.
    #[arg(long, default_value_t = 2000)]
    positions: usize,
    /// Plies of random play, shared among the rule sets of every
    /// option, with make/unmake checked at each [default: 1000000]
    /// (goff only; the other rule sets play a fixed number of random
    /// games).
    #[arg(long)]
    plies: Option<u64>,
    /// Rule set (`congruent variants` lists them), or `all`: every
    /// rule set in turn (--plies then sets goff's random play).
    #[arg(long, default_value = "goff")]
    variant: String,
}

pub fn run(a: Args) -> Outcome {
    refuse_ignored(none_refusal("verify", None, ""))?;
    let plies = a.plies.unwrap_or(DEFAULT_PLIES);
    if a.variant == "all" {
        // Every rule set in turn: the check-by-definition property
        // and the engine-reference comparisons of each.
        let mut passed = true;
        for r in variant::VARIANTS {
            let report = r.verify(a.positions, plies);
            out!("== {} ==\n{}", r.id(), report.text);
            passed &= report.passed;
        }
        return Ok(exit(passed));
    }
    let r = variant::by_id(&a.variant).map_err(|e| format!("--variant: {e}"))?;
    if a.plies.is_some() && r.id() != "goff" {
        return Err(format!(
            "--plies: goff only ({} plays a fixed number of random games; --positions sets its random positions)",
            r.id()
        ));
    }
    let report = r.verify(a.positions, plies);
    out!("{}", report.text);
    Ok(exit(report.passed))
}
