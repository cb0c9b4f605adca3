//! `congruent verify`: every check of a variant's engine, or of all.

use super::position::{none_refusal, refuse_ignored};
use super::{exit, Exit};
use congruent::core::check;
use congruent::core::variant::JsonVariant;
use congruent::registry;
use indicatif::{ProgressBar, ProgressStyle};
use std::time::Duration;

/// `verify`'s plies of random play when `--plies` is not given.
const DEFAULT_PLIES: u64 = 1_000_000;

/// Check a variant's engine, one line per check, printed as that check
/// ends: goff's against the
/// book's golden files, exhaustive sweeps, symmetries and its rule
/// catalogue, and every variant's engine against its plain reference
/// implementation and by random play (the conformance suite is
/// `conform`'s).
#[derive(clap::Args)]
pub struct Args {
    /// Random positions for the differential check, under each option
    /// set; the rest of the random play scales with them [default:
    /// 100000 for the variants on cells, 2000 for goff and
    /// goff-quantum].
    #[arg(long)]
    positions: Option<usize>,
    /// Plies of random play, shared among the variants of every
    /// option, with make/unmake checked at each [default: 1000000]
    /// (goff only; the other variants play a fixed number of random
    /// games).
    #[arg(long)]
    plies: Option<u64>,
    /// Variant (`congruent variants` lists them), or `all`: every
    /// variant in turn (--plies then sets goff's random play).
    #[arg(long, default_value = "goff")]
    variant: String,
}

pub fn run(a: Args) -> Exit {
    refuse_ignored(none_refusal("verify", None, ""))?;
    let plies = a.plies.unwrap_or(DEFAULT_PLIES);
    if a.variant == "all" {
        // Every variant in turn, under a header, each check's line as it
        // ends.
        let mut passed = true;
        for (n, r) in registry::VARIANTS.iter().enumerate() {
            outln!("== {} ==", r.id());
            let at = format!("{} ({} of {})", r.id(), n + 1, registry::VARIANTS.len());
            passed &= checked(*r, &at, a.positions, plies);
        }
        return Ok(exit(passed));
    }
    let r = registry::by_id(&a.variant).map_err(|e| format!("--variant: {e}"))?;
    if a.plies.is_some() && r.id() != "goff" {
        return Err(format!(
            "--plies: goff only ({} plays a fixed number of random games; --positions sets its random positions)",
            r.id()
        ));
    }
    let passed = checked(r, r.id(), a.positions, plies);
    Ok(exit(passed))
}

/// Runs `r`'s checks, printing each one's line as it ends, with a spinner
/// on stderr when it is a terminal naming the check running and the time
/// it has taken so far (`positions`: the variant's default when `None`);
/// whether all passed.
fn checked(r: &dyn JsonVariant, what: &str, positions: Option<usize>, plies: u64) -> bool {
    let bar = spinner();
    let checks = r.checks(positions.unwrap_or(r.default_positions()), plies);
    let total = checks.len();
    let (text, passed) = check::run_all(
        checks,
        |n, name| {
            bar.reset_elapsed();
            bar.set_message(format!("{what}, check {} of {total}: {name}", n + 1));
        },
        |line| {
            bar.suspend(|| outln!("{line}"));
        },
    );
    bar.finish_and_clear();
    // The tally, the last line of the text.
    outln!("{}", text.lines().last().unwrap_or_default());
    passed
}

fn spinner() -> ProgressBar {
    use std::io::IsTerminal;
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new_spinner().with_style(
        ProgressStyle::with_template("{spinner} verify {msg} ({elapsed})")
            .expect("a valid template"),
    );
    bar.enable_steady_tick(Duration::from_millis(120));
    bar
}
