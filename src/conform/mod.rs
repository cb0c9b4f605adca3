//! `congruent conform`: runs the suite against another program that speaks
//! the protocol, and reports per case, per rule, as JSON, as JUnit and as
//! an HTML page with the failing cases drawn; or
//! compares perft with it and descends by divide to the shallowest
//! position where the two differ (what perftree does by hand).

mod bisect;
mod client;
mod html;
mod report;

pub use bisect::{bisect, Bisection};
pub use client::{Client, Failure, Program};
pub use html::bisection_page;
pub use report::Summary;

use crate::suite::{self, Case, Filter, Verdict};
use crate::variant::{self, Validation};
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
}

/// Whether to draw a progress bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Progress {
    Bar,
    Quiet,
}

/// Every case of every rule set that the filter keeps.
pub fn all_cases(filter: &Filter) -> Vec<Case> {
    // Only the rule set the filter names builds its cases: some suites
    // take seconds to derive.
    variant::VARIANTS
        .iter()
        .filter(|v| filter.variant.as_ref().is_none_or(|id| id == v.id()))
        .flat_map(|v| v.cases())
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
/// rule set's compact string of it.
fn position(case: &Case, compact: bool) -> Result<Value, Verdict> {
    if !compact || case.expect.rejected {
        return Ok(case.input.position.clone());
    }
    let rules = variant::by_id(&case.variant).map_err(|e| Verdict::Error {
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
    match case.op == "reach" || case.input.allow_illegal {
        true => Validation::Analysis,
        false => Validation::Legal,
    }
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

/// Runs every case, `config.jobs` programs side by side; the verdicts in
/// the order of `cases`.
pub fn run(config: &Config, cases: &[Case], progress: Progress) -> Vec<Verdict> {
    let bar = match progress {
        Progress::Bar => indicatif::ProgressBar::new(cases.len() as u64).with_style(
            indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} cases, {msg} {elapsed}")
                .expect("a valid template"),
        ),
        Progress::Quiet => indicatif::ProgressBar::hidden(),
    };
    let next = AtomicUsize::new(0);
    let failed = AtomicUsize::new(0);
    let results: Vec<Mutex<Option<Verdict>>> = cases.iter().map(|_| Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..config.jobs.min(cases.len()).max(1) {
            scope.spawn(|| {
                let mut client = Client::new(config.program.clone());
                loop {
                    let n = next.fetch_add(1, Ordering::Relaxed);
                    let Some(case) = cases.get(n) else { break };
                    let verdict = run_case(&mut client, config, case, n as u64 + 1);
                    if !verdict.passed() {
                        let f = failed.fetch_add(1, Ordering::Relaxed) + 1;
                        bar.set_message(format!("{f} not passed"));
                    }
                    *results[n].lock().expect("not poisoned") = Some(verdict);
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    results
        .into_iter()
        .map(|m| {
            m.into_inner()
                .expect("not poisoned")
                .expect("every case ran")
        })
        .collect()
}
