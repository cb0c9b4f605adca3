//! `congruent conform`: the suite run against a program that speaks the
//! protocol ([`suite`]), or perft compared with it and bisected
//! ([`perft`]). What both check before any case runs is here.

mod perft;
mod suite;

use super::args::{FilterArgs, RuleArgs};
use super::position::{names_stdin, none_refusal, refuse_ignored};
use super::Exit;
use congruent::referee::conform::{self, Config};
use congruent::referee::suite::Filter;
use std::path::{Path, PathBuf};

/// Run the suite against a program that speaks the protocol, or
/// compare perft with it and bisect to the first difference.
#[derive(clap::Args)]
pub struct Args {
    /// The program and its arguments, e.g. "python3 adapter.py".
    #[arg(long)]
    program: String,
    /// Read the suite from FILE (as written by `congruent suite`; not
    /// with --perft).
    #[arg(long)]
    suite: Option<PathBuf>,
    #[command(flatten)]
    filter: FilterArgs,
    /// Seconds a case may take before the program is restarted (more
    /// than 0, at most 86400: a day).
    #[arg(long, default_value_t = 60.0)]
    timeout: f64,
    /// Programs run side by side (at least 1, at most 64).
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Stop after N consecutive cases fail with the same error kind
    /// and message, reporting the rest as not run (0: never stop).
    #[arg(long, value_name = "N", default_value_t = conform::MAX_ERRORS)]
    max_errors: usize,
    /// Count the cases skipped (outside what the program's hello
    /// declares, or answered `unsupported`) as failed.
    #[arg(long)]
    strict: bool,
    /// Send positions as compact strings instead of JSON objects.
    #[arg(long)]
    compact: bool,
    /// Write the per-case results as JSON (not with --perft).
    #[arg(long, value_name = "FILE")]
    json: Option<PathBuf>,
    /// Write a JUnit XML report (not with --perft).
    #[arg(long, value_name = "FILE")]
    junit: Option<PathBuf>,
    /// Write the report as one self-contained HTML page, each failing
    /// case's position drawn (with --perft: the bisection's position).
    /// A file: `-` is refused (stdout holds the text report).
    #[arg(long, value_name = "FILE")]
    html: Option<PathBuf>,
    /// Replace report files that exist.
    #[arg(long)]
    force: bool,
    /// Compare perft to DEPTH instead of running the suite; on a
    /// mismatch, descend by divide to the first differing position.
    #[arg(long, value_name = "DEPTH")]
    perft: Option<u32>,
    /// The root position of --perft as a compact string (default: the
    /// start).
    #[arg(long, requires = "perft")]
    fen: Option<String>,
    /// Options of the rules congruent compares with (only with --perft:
    /// suite cases carry their own; put a program's options in
    /// --program).
    #[command(flatten)]
    rules: RuleArgs,
}

/// The longest `--timeout`, in seconds (a day): a wait beyond it is no
/// test, and a bound keeps `Duration::from_secs_f64` from overflowing.
/// Stated in the flag's help and in spec/conformance.md.
const MAX_TIMEOUT: f64 = 86_400.0;

/// The most programs `--jobs` runs side by side: more than any machine
/// has cores for, few enough that a typo (`--jobs 500`) does not start
/// hundreds of programs. Stated in the flag's help and in
/// spec/conformance.md.
const MAX_JOBS: usize = 64;

pub fn run(a: Args) -> Exit {
    refuse_ignored(match names_stdin(&[a.suite.as_ref()]) {
        true => None,
        false => none_refusal(
            "conform",
            Some(&a.rules),
            " (a suite of your own: --suite FILE)",
        ),
    })?;
    // Report files are checked before any case runs: `-`, one that
    // exists (without --force), a folder, a missing folder.
    let reports = [
        ("--json", &a.json),
        ("--junit", &a.junit),
        ("--html", &a.html),
    ];
    for (flag, path) in reports {
        if let Some(path) = path {
            writable(flag, path, a.force)?;
        }
    }
    if !(a.timeout > 0.0 && a.timeout <= MAX_TIMEOUT) {
        return Err(format!(
            "--timeout {}: expected a positive number of seconds, at most {MAX_TIMEOUT} (a day)",
            a.timeout
        ));
    }
    if !(1..=MAX_JOBS).contains(&a.jobs) {
        return Err(format!(
            "--jobs {}: expected at least 1 program at a time, at most {MAX_JOBS}",
            a.jobs
        ));
    }
    // Each mode refuses what only the other reads.
    if a.perft.is_some() {
        let f = &a.filter;
        let suite_only = [
            (a.suite.is_some(), "--suite"),
            (!f.rule.is_empty(), "--rule"),
            (f.pattern.is_some(), "--pattern"),
            (f.only_variant.is_some(), "--only-variant"),
            (f.source.is_some(), "--source"),
            (!f.ops.is_empty(), "--op"),
            (f.skip_slow, "--skip-slow"),
            (a.json.is_some(), "--json"),
            (a.junit.is_some(), "--junit"),
            (a.strict, "--strict"),
        ];
        if let Some((_, flag)) = suite_only.iter().find(|(given, _)| *given) {
            return Err(format!(
                "{flag}: not with --perft (the bisection runs no suite case; it writes only --html)"
            ));
        }
    } else if let Some(flag) = a.rules.option_flag() {
        return Err(format!(
            "{flag}: only with --perft (each suite case carries its own options; a program's options go in --program)"
        ));
    }
    // The variants named must exist, whether or not a case of
    // them would match the filters.
    a.rules.resolve()?;
    let filter = filter(&a.filter, &a.rules)?;
    let config = Config {
        program: conform::Program::parse(&a.program)?,
        timeout: std::time::Duration::from_secs_f64(a.timeout),
        jobs: a.jobs,
        compact: a.compact,
        max_errors: a.max_errors,
    };
    match a.perft {
        Some(depth) => perft::run(&a, &config, depth),
        None => suite::run(&a, &config, filter),
    }
}

/// The cases `conform` runs: those of `--only-variant`, else of the rule
/// set `--variant` names (goff by default), so a program that implements
/// one variant is not run on the others'.
fn filter(filter: &FilterArgs, rules: &RuleArgs) -> Result<Filter, String> {
    let mut f = filter.filter()?;
    if f.variant.is_none() {
        f.variant = Some(rules.variant.clone());
    }
    Ok(f)
}

/// Refuses a report path that cannot be written as asked: `-` (which
/// would be a file named `-`, while stdout holds the text report), a
/// folder, a file that exists without --force, a missing or read-only
/// folder.
fn writable(flag: &str, path: &Path, force: bool) -> Result<(), String> {
    if path.as_os_str() == "-" {
        return Err(format!(
            "{flag} -: give a file name (stdout holds the text report; {flag} writes a file)"
        ));
    }
    if path.is_dir() {
        return Err(format!("{}: is a folder, not a file", path.display()));
    }
    if path.exists() && !force {
        return Err(format!(
            "{}: exists (use --force to replace it)",
            path.display()
        ));
    }
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    if !parent.is_dir() {
        return Err(format!(
            "{}: no folder {} to write it in",
            path.display(),
            parent.display()
        ));
    }
    if std::fs::metadata(parent).is_ok_and(|m| m.permissions().readonly()) {
        return Err(format!(
            "{}: the folder {} is read-only",
            path.display(),
            parent.display()
        ));
    }
    Ok(())
}
