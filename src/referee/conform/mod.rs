//! `congruent conform`: runs the suite against another program that speaks
//! the protocol, and reports per case, per rule, as JSON, as JUnit and as
//! an HTML page with the failing cases drawn; or
//! compares perft with it and descends by divide to the shallowest
//! position where the two differ (what perftree does by hand).

mod attribution;
pub use attribution::{blame, Blame};
mod bisect;
mod client;
pub mod html;
pub mod patterns;
pub use patterns::{patterns, Example, Pattern};
mod report;
pub mod support;

pub use bisect::{bisect, Bisection};
pub use client::{Client, Failure, Program};
pub use html::bisection_page;
pub use report::Summary;
pub use support::{handshake, read_hello, value_text, Hello, Support, VariantSupport, HELLO_ID};

use crate::core::variant::Validation;
use crate::referee::suite::{self, Case, Filter, Verdict};
use crate::registry;
use serde_json::Value;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// How to run the program.
#[derive(Debug, Clone)]
pub struct Config {
    pub program: Program,
    /// Per request.
    pub timeout: Duration,
    /// Programs run side by side.
    pub jobs: usize,
    /// Send positions as compact strings rather than JSON objects.
    pub compact: bool,
    /// Stop after this many consecutive cases failing with the same error
    /// kind and message (0: never stop).
    pub max_errors: usize,
}

/// The default of `--max-errors`.
pub const MAX_ERRORS: usize = 10;

/// What a run found: a verdict per case, in the order of the cases, and
/// why it stopped early, if it did.
#[derive(Debug, Clone)]
pub struct Run {
    pub verdicts: Vec<Verdict>,
    pub stopped: Option<String>,
}

/// Whether to draw a progress bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    Bar,
    Quiet,
}

/// Every case of every variant that the filter keeps.
pub fn all_cases(filter: &Filter) -> Vec<Case> {
    // Only the variant the filter names builds its cases: some suites
    // take seconds to derive.
    // The variants build theirs side by side, in order.
    use rayon::prelude::*;
    let built: Vec<Vec<Case>> = registry::VARIANTS
        .par_iter()
        .filter(|v| filter.variant.as_ref().is_none_or(|id| id == v.id()))
        .map(|v| v.cases())
        .collect();
    built
        .into_iter()
        .flatten()
        .filter(|c| filter.keeps(c))
        .collect()
}

/// The number of cases per rule, a line each, in rule order.
pub fn rule_counts(cases: &[Case]) -> String {
    let mut counts: std::collections::BTreeMap<(u32, String, String), usize> = Default::default();
    for c in cases {
        for r in &c.rules {
            *counts.entry(suite::rule_order(r)).or_default() += 1;
        }
    }
    let mut out = String::new();
    for ((_, _, r), n) in counts {
        out.push_str(&format!("{r} {n}\n"));
    }
    out.push_str(&format!("{} cases\n", cases.len()));
    out
}

/// The position a case sends: its JSON object, or with `compact` the
/// variant's compact string of it.
fn position(case: &Case, compact: bool) -> Result<Value, Verdict> {
    if !compact || case.expect.rejected {
        return Ok(case.input.position.clone());
    }
    let rules = registry::by_id(&case.variant).map_err(|e| Verdict::Error {
        kind: "suite".into(),
        message: e.to_string(),
    })?;
    rules
        .normalise(&case.options, &case.input.position, validation(case))
        .map(|(_, s)| Value::String(s))
        .map_err(|e| Verdict::Error {
            kind: "suite".into(),
            message: format!("no compact form: {e}"),
        })
}

/// How a case's position is read: `reach` ignores turn and check, and a
/// case may ask for analysis (`input.allow_illegal`).
pub(super) fn validation(case: &Case) -> Validation {
    case.validation()
}

/// Runs one case on a client.
pub fn run_case(client: &mut Client, config: &Config, case: &Case, id: u64) -> Verdict {
    let position = match position(case, config.compact) {
        Ok(p) => p,
        Err(v) => return v,
    };
    let request = case.request(id, position).to_json();
    match client.ask(&request, config.timeout) {
        Ok(answer) => suite::judge(case, &answer),
        Err(f) => Verdict::Error {
            kind: f.kind.into(),
            message: f.message,
        },
    }
}

/// Why each case is skipped before it is sent (outside what the
/// program's `hello` declares: its variants, ops, options, pieces and
/// kinds of move), or None.
pub fn skips(support: &Support, cases: &[Case]) -> Vec<Option<String>> {
    let kinds = support::move_kinds_by_variant(cases);
    cases
        .iter()
        .map(|c| support.outside(c).or_else(|| support.lacks(c, &kinds)))
        .collect()
}

/// Consecutive failures with the same error kind and message.
#[derive(Default)]
struct Streak {
    last: Option<(String, String)>,
    count: usize,
    stopped: Option<String>,
}

impl Streak {
    /// Counts a verdict; true the first time the run must stop (its
    /// reason kept in `stopped`).
    fn see(&mut self, v: &Verdict, max: usize) -> bool {
        let same = match v {
            Verdict::Error { kind, message } => Some((kind.clone(), streak_message(kind, message))),
            Verdict::Rejected { message } => Some(("rejected".into(), message.clone())),
            // Skipped cases say nothing about the program's health.
            Verdict::Skipped { .. } | Verdict::NotRun { .. } => return false,
            Verdict::Pass | Verdict::Fail { .. } => None,
        };
        match same {
            Some(key) if self.last.as_ref() == Some(&key) => self.count += 1,
            Some(key) => {
                self.last = Some(key);
                self.count = 1;
            }
            None => {
                self.last = None;
                self.count = 0;
            }
        }
        if max == 0 || self.count < max || self.stopped.is_some() {
            return false;
        }
        let (kind, _) = self.last.as_ref().expect("counted");
        let message = match v {
            Verdict::Error { message, .. } | Verdict::Rejected { message } => {
                one_line(message, 160)
            }
            _ => String::new(),
        };
        self.stopped = Some(format!(
            "stopped after {max} consecutive cases failed with the same error ({}: {message})",
            one_line(kind, 40)
        ));
        true
    }
}

/// The part of an error message that says what went wrong: a program's
/// own message as it is; conform's own (`timeout`, `crash`,
/// `unparsable`) up to its first `: `, numbers blotted, so that "answered
/// with id 8, not the request's 7" and the next case's count as the same
/// failure.
fn streak_message(kind: &str, message: &str) -> String {
    if !suite::PROTOCOL_FAILURES.contains(&kind) {
        return message.to_string();
    }
    let stem = message.split(": ").next().unwrap_or(message);
    let mut out = String::new();
    push_blotted(&mut out, stem, '#');
    out
}

/// Appends `text` to `out` with each run of digits written as one `mark`
/// (a digit after a `mark` already at the end adds nothing): what two
/// messages that differ only in their numbers share.
pub(crate) fn push_blotted(out: &mut String, text: &str, mark: char) {
    for c in text.chars() {
        match c.is_ascii_digit() {
            true if out.ends_with(mark) => {}
            true => out.push(mark),
            false => out.push(c),
        }
    }
}

/// `text` on one line: control characters escaped, cut after `max`
/// characters.
pub(crate) fn one_line(text: &str, max: usize) -> String {
    let mut escaped = String::new();
    for c in text.chars() {
        match c.is_control() {
            true => escaped.extend(c.escape_default()),
            false => escaped.push(c),
        }
    }
    match escaped.char_indices().nth(max) {
        None => escaped,
        Some((cut, _)) => format!("{}…", &escaped[..cut]),
    }
}

/// Runs every case not skipped, `config.jobs` programs side by side, the
/// first on `first` (the client that answered `hello`) if given; stops
/// taking cases after `config.max_errors` consecutive identical errors.
/// The verdicts are in the order of `cases`: a skipped case's reason, a
/// case never sent `not_run`.
pub fn run_plan(
    config: &Config,
    cases: &[Case],
    skipped: &[Option<String>],
    first: Option<Client>,
    progress: Progress,
) -> Run {
    let to_send: Vec<usize> = (0..cases.len())
        .filter(|&n| skipped.get(n).is_none_or(Option::is_none))
        .collect();
    let bar = match progress {
        Progress::Bar => indicatif::ProgressBar::new(to_send.len() as u64).with_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} cases, {msg} {elapsed}")
                .expect("a valid template"),
        ),
        Progress::Quiet => indicatif::ProgressBar::hidden(),
    };
    let next = AtomicUsize::new(0);
    let failed = AtomicUsize::new(0);
    let stop = std::sync::atomic::AtomicBool::new(false);
    let streak = Mutex::new(Streak::default());
    let results: Vec<Mutex<Option<Verdict>>> = cases.iter().map(|_| Mutex::new(None)).collect();
    let first = Mutex::new(first);
    std::thread::scope(|scope| {
        for _ in 0..config.jobs.min(to_send.len()).max(1) {
            scope.spawn(|| {
                let mut client = first
                    .lock()
                    .expect("not poisoned")
                    .take()
                    .unwrap_or_else(|| Client::new(config.program.clone()));
                loop {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&n) = to_send.get(k) else { break };
                    let verdict = run_case(&mut client, config, &cases[n], n as u64 + 1);
                    if !verdict.passed() && verdict.judged() {
                        let f = failed.fetch_add(1, Ordering::Relaxed) + 1;
                        bar.set_message(format!("{f} not passed"));
                    }
                    if streak
                        .lock()
                        .expect("not poisoned")
                        .see(&verdict, config.max_errors)
                    {
                        stop.store(true, Ordering::Relaxed);
                    }
                    *results[n].lock().expect("not poisoned") = Some(verdict);
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    let stopped = streak.into_inner().expect("not poisoned").stopped;
    let verdicts = results
        .into_iter()
        .enumerate()
        .map(|(n, m)| {
            m.into_inner().expect("not poisoned").unwrap_or_else(|| {
                match skipped.get(n).cloned().flatten() {
                    Some(reason) => Verdict::Skipped { reason },
                    None => Verdict::NotRun {
                        reason: stopped.clone().unwrap_or_else(|| "the run ended".into()),
                    },
                }
            })
        })
        .collect();
    Run { verdicts, stopped }
}

/// Runs every case, `config.jobs` programs side by side; the verdicts in
/// the order of `cases` (no handshake, nothing skipped).
pub fn run(config: &Config, cases: &[Case], progress: Progress) -> Vec<Verdict> {
    run_plan(config, cases, &[], None, progress).verdicts
}
