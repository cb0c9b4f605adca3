//! Seeded faults: `examples/faulty.py` wraps `congruent serve` and
//! changes its answers as a buggy engine would, one fault per run (issues
//! 23 and 39). The wrapper is written from the protocol, not from
//! `suite::mutants`: what is measured is the referee's blame of a program
//! it knows nothing about. Every fault below must fail at least
//! [`MIN_KILLS`] cases of its variant's measured suite, be blamed first on
//! the rule of the mutant it is named after, and have a first pattern of
//! what differs that names the piece and kind of move (or the status).
//! `verify` runs every one; `cargo test` a sample.

use super::checks::{measured_cases, BELOW_MIN_KILLS, MIN_KILLS};
use super::conform::{blame, patterns, run, Config, Program, Progress, MAX_ERRORS};
use crate::core::check::{Check, Outcome};
use crate::core::variant::JsonVariant;
use std::path::Path;
use std::time::Duration;

/// `examples/faulty.py`, carried by the binary so that `verify` can run
/// it wherever it is installed (it needs `python3`).
pub const FAULTY_PY: &str =
    include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/faulty.py"));

/// Each fault of `examples/faulty.py` by variant, named as the mutant of
/// the variant whose fault it is (the king-safety faults ask `serve` for
/// `reach` and add its moves, as an engine that never tests king safety
/// lists them).
pub const SEEDED_FAULTS: &[(&str, &str)] = &[
    ("goff", "no-castle"),
    ("goff", "no-en-passant"),
    ("goff", "queen-only-promotion"),
    ("goff", "no-uplift"),
    ("goff", "no-fission"),
    ("goff", "stalemate-as-checkmate"),
    ("goff", "checkmate-as-stalemate"),
    ("goff", "never-check"),
    ("goff", "king=adjacent"),
    ("goff", "perimeter=lenient"),
    ("goff", "castling_rook=far-side"),
    ("goff", "castling_planes=same-plane"),
    ("goff", "en_passant_board=actual"),
    ("goff", "linear=any-quadrant"),
    ("goff", "no-long-knight-leaps"),
    ("goff", "passes-blocker-duke"),
    ("goff", "stops-short-bishop"),
    ("goff", "captures-own-knight"),
    ("goff", "pawn-captures-straight"),
    ("goff", "no-double-advance"),
    ("goff", "double-advance-again"),
    ("goff", "doubled-castle"),
    ("tetrahedral", "king-takes-defended"),
    ("tetrahedral", "pins-ignored"),
    ("tetrahedral", "stalemate-as-checkmate"),
    ("tetrahedral", "no-castle"),
    ("tetrahedral", "passes-blocker-rook"),
    ("tetrahedral", "captures-own-knight"),
    ("tetrahedral", "doubled-drop"),
    ("third-dimension", "king-into-check"),
    ("third-dimension", "check-unresolved"),
    ("third-dimension", "no-castle"),
    ("third-dimension", "castling-rook=unmoved"),
    ("third-dimension", "stops-short-bishop"),
    ("third-dimension", "pawn-captures-straight"),
    ("trans-dimensional", "pins-ignored"),
    ("trans-dimensional", "checkmate-as-stalemate"),
    ("trans-dimensional", "no-promotion"),
    ("trans-dimensional", "passes-blocker-unicorn"),
    ("trans-dimensional", "captures-own-gargoyle"),
    ("trans-dimensional", "pawn-captures-straight"),
    ("positional-8x8x2", "stalemate-as-checkmate"),
    ("positional-8x8x2", "never-check"),
    ("positional-7x7x3", "falcon=leaper"),
    ("positional-7x7x3", "stops-short-rook"),
    ("positional-6x6x4", "no-falcon-moves"),
    ("positional-6x6x4", "doubled-promotion"),
    ("goff-quantum", "king-safety=ignored"),
    ("goff-quantum", "knight=classical"),
    ("goff-quantum", "linear-gate=rectangle"),
    ("goff-quantum", "no-pawn-moves"),
    ("goff-quantum", "no-knight-moves"),
    ("goff-quantum", "no-stack-moves"),
    ("goff-quantum", "no-rook-moves"),
    ("goff-quantum", "no-bishop-moves"),
    ("goff-quantum", "no-duke-moves"),
    ("goff-quantum", "stops-short-bishop"),
];

/// What a seeded fault's run found, for the check's line and the tests.
#[derive(Debug, Clone)]
pub struct Caught {
    /// Failing cases.
    pub failed: usize,
    /// The rule blamed first, and by which mutant.
    pub rule: String,
    pub mutant: String,
    /// The first pattern of what differs.
    pub pattern: String,
}

/// Runs `python3 SCRIPT EXE FAULT VARIANT` (the wrapper around `EXE
/// serve`) through the variant's measured cases and judges it: an error
/// saying what is wrong unless it is caught as the module says.
pub fn judge(variant: &dyn JsonVariant, fault: &str, script: &Path, exe: &Path) -> Outcome {
    let caught = catch(variant, fault, script, exe)?;
    let rule = variant
        .mutants()
        .into_iter()
        .find(|m| m.name == fault)
        .ok_or_else(|| format!("{} has no mutant {fault}", variant.id()))?
        .rule;
    let gap = BELOW_MIN_KILLS.contains(&(variant.id(), fault));
    // A quantum move's pattern is its key, blotted (`quantum:B`), with
    // what differs in it.
    let names_what = [
        " moves of ",
        "status",
        "check",
        " quantum:",
        " move is listed twice",
    ]
    .iter()
    .any(|w| caught.pattern.contains(w));
    let what = format!(
        "{fault}: {} failed, blamed on {} (mutant {}), first pattern {:?}",
        caught.failed, caught.rule, caught.mutant, caught.pattern
    );
    match (caught.failed >= MIN_KILLS || gap) && caught.rule == rule && names_what {
        true => Ok(what),
        false => Err(format!("{what}; expected {rule} first")),
    }
}

/// The run of one seeded fault: its failures, blame and first pattern.
/// The blame is the mutant's own, or (two mutants of one rule failing
/// the same cases the same way) another of its rule explaining every
/// failing case.
pub fn catch(
    variant: &dyn JsonVariant,
    fault: &str,
    script: &Path,
    exe: &Path,
) -> Result<Caught, String> {
    let text = |p: &Path| p.display().to_string();
    let argv = [
        "python3".into(),
        text(script),
        text(exe),
        fault.into(),
        variant.id().into(),
    ];
    let program = Program::parse(&shell_words::join(argv))
        .map_err(|e| format!("{e} (the seeded faults run examples/faulty.py with python3)"))?;
    let config = Config {
        program,
        timeout: Duration::from_secs(120),
        jobs: 2,
        compact: false,
        max_errors: MAX_ERRORS,
    };
    let cases = seeded_cases(variant);
    let verdicts = run(&config, &cases, Progress::Quiet);
    if let Some(v) = verdicts.iter().find(|v| v.protocol_failure()) {
        return Err(format!("{fault}: the wrapper failed: {v:?}"));
    }
    let failed = verdicts.iter().filter(|v| v.failed(false)).count();
    let blamed = blame(&cases, &verdicts);
    let top = blamed.first();
    let explains_all = top.is_some_and(|b| b.mutant == fault || b.explained == b.of);
    let pattern = patterns(&cases, &verdicts)
        .first()
        .map_or(String::new(), |p| p.text.clone());
    Ok(Caught {
        failed,
        rule: match (top, explains_all) {
            (Some(b), true) => b.rule.clone(),
            _ => "nothing".into(),
        },
        mutant: top.map_or("none".into(), |b| b.mutant.clone()),
        pattern,
    })
}

/// The cases a seeded fault runs through: the variant's measured cases,
/// Goff's without its perft cases (half its run through the wrapper,
/// their patterns divides' counts, not moves: every Goff fault is caught
/// by `moves` and `reach` cases, and `verify`'s mutants check measures
/// on all).
pub fn seeded_cases(variant: &dyn JsonVariant) -> Vec<super::suite::Case> {
    measured_cases(variant)
        .into_iter()
        .filter(|c| variant.id() != "goff" || c.op != "perft")
        .collect()
}

/// [`judge`] of each of `variant`'s seeded faults, `FAULTY_PY` written to
/// a scratch file, `exe` the binary whose `serve` it wraps.
pub fn judge_all(variant: &dyn JsonVariant, exe: &Path) -> Outcome {
    let faults: Vec<&str> = SEEDED_FAULTS
        .iter()
        .filter(|(v, _)| *v == variant.id())
        .map(|&(_, f)| f)
        .collect();
    if faults.is_empty() {
        return Err(format!("{} has no seeded fault", variant.id()));
    }
    let dir = std::env::temp_dir().join(format!("congruent-seeded-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let script = dir.join("faulty.py");
    std::fs::write(&script, FAULTY_PY).map_err(|e| format!("{}: {e}", script.display()))?;
    let outcomes: Vec<Outcome> = faults
        .iter()
        .map(|f| judge(variant, f, &script, exe))
        .collect();
    let _ = std::fs::remove_dir_all(&dir);
    let wrong: Vec<String> = outcomes.iter().filter_map(|o| o.clone().err()).collect();
    match wrong.is_empty() {
        true => Ok(format!(
            "{} seeded faults, each caught and blamed first",
            faults.len()
        )),
        false => Err(wrong.join("; ")),
    }
}

/// `verify`'s check of `variant`'s seeded faults, wrapping the `serve` of
/// `exe` (the binary running).
pub fn check(variant: &'static dyn JsonVariant, exe: std::path::PathBuf) -> Check {
    Check::new(
        "seeded faults of examples/faulty.py: each caught by 10 cases, blamed first",
        move || judge_all(variant, &exe),
    )
}
