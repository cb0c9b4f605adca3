//! Measured blame (issue 23): which rule's mutant fails the way the
//! program fails. Each failing case is answered again in process, right
//! and faulted by every mutant its variant declares
//! (`suite::mutants`); a mutant *explains* a failing case if its faulted
//! answer earns the same verdict as the program's (the same missing and
//! extra moves, the same notes, the same error kind), and *kills* it if
//! it fails it at all. JsonVariant are ranked by their best mutant: most failing
//! cases explained, then killed. Tags a case asserts do not enter.

use crate::referee::protocol::{answer_case, Base};
use crate::referee::suite::mutants::{verdict, Mutant};
use crate::referee::suite::{Case, Verdict};
use rayon::prelude::*;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// A rule and the mutant of it that best matches the failures.
#[derive(Debug, Clone, Serialize)]
pub struct Blame {
    pub rule: String,
    pub mutant: String,
    /// Failing cases the mutant fails in the same way.
    pub explained: usize,
    /// Failing cases the mutant fails at all.
    pub killed: usize,
    /// Failing cases looked at.
    pub of: usize,
}

/// Failing cases looked at, at most: evenly spread over the failures.
const LOOK: usize = 400;

/// The same failure: equal verdict kinds and what differs.
fn same(a: &Verdict, b: &Verdict) -> bool {
    let set = |v: &[String]| v.iter().cloned().collect::<BTreeSet<String>>();
    match (a, b) {
        (
            Verdict::Fail {
                missing: m1,
                extra: e1,
                notes: n1,
                ..
            },
            Verdict::Fail {
                missing: m2,
                extra: e2,
                notes: n2,
                ..
            },
        ) => set(m1) == set(m2) && set(e1) == set(e2) && n1 == n2,
        (Verdict::Rejected { .. }, Verdict::Rejected { .. }) => true,
        (Verdict::Error { kind: k1, .. }, Verdict::Error { kind: k2, .. }) => k1 == k2,
        _ => false,
    }
}

/// The rules the failures of a run point to, by measurement, best first.
pub fn blame(cases: &[Case], results: &[Verdict]) -> Vec<Blame> {
    measure(cases, results).0
}

/// [`blame`], and each failing case looked at, by its index, with its
/// measured rules: the rules of the mutants that explain it or, where
/// none does, of those that kill it (its rules as measured, where its
/// tags are the rules it was written for).
pub fn measure(
    cases: &[Case],
    results: &[Verdict],
) -> (Vec<Blame>, BTreeMap<usize, BTreeSet<String>>) {
    let failing: Vec<usize> = (0..cases.len())
        .filter(|&i| results[i].judged() && results[i].failed(false))
        .collect();
    let step = failing.len().div_ceil(LOOK).max(1);
    let looked: Vec<usize> = failing.into_iter().step_by(step).collect();
    let base = Base::default();
    // (mutant, explained, killed) per failing case.
    let rows: Vec<Vec<(Mutant, bool, bool)>> = looked
        .par_iter()
        .map(|&i| {
            let c = &cases[i];
            let Ok(rules) = crate::registry::by_id(&c.variant) else {
                return Vec::new();
            };
            let ask = |options: &serde_json::Map<String, serde_json::Value>| {
                answer_case(c, options, &base)
            };
            let right = ask(&c.options);
            rules
                .mutants()
                .into_iter()
                .filter_map(|m| {
                    let v = verdict(&m, c, &right, &ask)?;
                    let killed = !v.passed();
                    let explained = killed && same(&v, &results[i]);
                    Some((m, explained, killed))
                })
                .collect()
        })
        .collect();
    let mut per_case = BTreeMap::new();
    for (&i, row) in looked.iter().zip(&rows) {
        let rules = |explained: bool| -> BTreeSet<String> {
            row.iter()
                .filter(|(_, e, k)| if explained { *e } else { *k })
                .map(|(m, ..)| m.rule.to_string())
                .collect()
        };
        let explained = rules(true);
        per_case.insert(
            i,
            if explained.is_empty() {
                rules(false)
            } else {
                explained
            },
        );
    }
    let mut tally: Vec<Blame> = Vec::new();
    for row in rows {
        for (m, explained, killed) in row {
            let entry = match tally.iter_mut().find(|b| b.mutant == m.name) {
                Some(b) => b,
                None => {
                    tally.push(Blame {
                        rule: m.rule.to_string(),
                        mutant: m.name.clone(),
                        explained: 0,
                        killed: 0,
                        of: looked.len(),
                    });
                    tally.last_mut().expect("just pushed")
                }
            };
            entry.explained += usize::from(explained);
            entry.killed += usize::from(killed);
        }
    }
    // Mutants that explain some failure, if any do; else those that fail
    // the failing cases at all.
    let explains = tally.iter().any(|b| b.explained > 0);
    tally.retain(|b| b.killed > 0 && (b.explained > 0 || !explains));
    tally.sort_by(|a, b| {
        (b.explained, b.killed)
            .cmp(&(a.explained, a.killed))
            .then(a.mutant.cmp(&b.mutant))
    });
    // One line per rule: its best mutant.
    let mut seen = BTreeSet::new();
    tally.retain(|b| seen.insert(b.rule.clone()));
    (tally, per_case)
}
