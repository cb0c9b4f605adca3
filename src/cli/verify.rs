//! `congruent verify`: every check of a variant's engine, or of all.

use super::position::{none_refusal, refuse_ignored};
use super::{exit, Exit};
use congruent::core::check;
use congruent::core::variant::JsonVariant;
use congruent::referee;
use congruent::referee::conform::Program;
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
    /// Only the checks whose name contains TEXT (repeatable; the names
    /// are the words after PASS or FAIL), e.g. `--check "perft"`: a
    /// maintainer who changed one rule runs the checks of that rule. A
    /// TEXT no check's name contains is refused, naming the checks.
    #[arg(long = "check", value_name = "TEXT")]
    checks: Vec<String>,
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
            passed &= checked(*r, &at, a.positions, plies, &a.checks)?;
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
    let passed = checked(r, r.id(), a.positions, plies, &a.checks)?;
    Ok(exit(passed))
}

/// Runs `r`'s checks, printing each one's line as it ends, with a spinner
/// on stderr when it is a terminal naming the check running and the time
/// it has taken so far (`positions`: the variant's default when `None`);
/// whether all passed. With `only`, just the checks whose names contain
/// one of its texts; an error if a text matches no check.
fn checked(
    r: &'static dyn JsonVariant,
    what: &str,
    positions: Option<usize>,
    plies: u64,
    only: &[String],
) -> Result<bool, String> {
    let mut checks = r.checks(positions.unwrap_or(r.default_positions()), plies);
    let serve = serve_program();
    let exe = std::path::PathBuf::from(&serve.argv[0]);
    checks.extend(referee::checks::checks(r, serve));
    checks.push(referee::seeded::check(r, exe));
    let checks = chosen(checks, only).map_err(|e| format!("--check: {e} ({})", r.id()))?;
    let bar = spinner();
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
    Ok(passed)
}

/// The checks whose names contain one of `only`'s texts (all when it is
/// empty); an error naming the checks when a text matches none, since a
/// run that checks nothing must not pass.
fn chosen(checks: Vec<check::Check>, only: &[String]) -> Result<Vec<check::Check>, String> {
    if only.is_empty() {
        return Ok(checks);
    }
    if let Some(t) = only
        .iter()
        .find(|t| !checks.iter().any(|c| c.name.contains(t.as_str())))
    {
        let names: Vec<&str> = checks.iter().map(|c| c.name.as_str()).collect();
        return Err(format!(
            "no check's name contains {t:?}; the checks are {names:?}"
        ));
    }
    Ok(checks
        .into_iter()
        .filter(|c| only.iter().any(|t| c.name.contains(t.as_str())))
        .collect())
}

/// This very binary's `serve`, the program the referee's checks put the
/// suite to.
fn serve_program() -> Program {
    let me = std::env::current_exe().map_or("congruent".into(), |p| p.display().to_string());
    Program {
        argv: vec![me, "serve".into()],
    }
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
