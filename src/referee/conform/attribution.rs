//! Measured blame (issue 23): which rule's mutant fails the way the
//! program fails. Each failing case is answered again in process, right
//! and faulted by every mutant its variant declares
//! (`suite::mutants`); a mutant *explains* a failing case if its faulted
//! answer earns the same verdict as the program's (the same missing and
//! extra moves, the same notes, the same error kind), and *kills* it if
//! it fails it at all. Rules are ranked by their best mutant, by evidence
//! alone (`measure`); a mutant is named only when it explains a real
//! share of the failures ([`EARNED_PERCENT`]). Tags a case asserts do not
//! enter.

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
    /// Passing cases (up to as many as the failing ones looked at) the
    /// mutant would have failed: evidence against it.
    pub contradicted: usize,
    /// Failing cases looked at.
    pub of: usize,
}

/// Failing cases looked at, at most: evenly spread over the failures.
const LOOK: usize = 150;

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

/// A mutant earns blame when it fails at least this share (in percent)
/// of the failing cases looked at the way the program fails them: one
/// coincidental match among many failures is no evidence
/// (`spec/conformance.md#mutants`).
pub const EARNED_PERCENT: usize = 20;

/// What the measurement found.
#[derive(Debug, Clone, Default)]
pub struct Measured {
    /// The rules blamed, best first, one line per rule: mutants that
    /// explain at least [`EARNED_PERCENT`] of the failing cases looked at.
    pub blamed: Vec<Blame>,
    /// Where no mutant earns blame: the mutants that fail most of the
    /// failing cases at all (they say which pieces or rules the failures
    /// touch, not what the fault is), best first.
    pub unexplained: Vec<Blame>,
    /// Each failing case looked at, by its index, with its measured rules.
    pub per_case: BTreeMap<usize, BTreeSet<String>>,
}

/// The rules the failures of a run point to, by measurement, best first.
pub fn blame(cases: &[Case], results: &[Verdict]) -> Vec<Blame> {
    measure(cases, results).blamed
}

/// Each of `picked` (indices of `cases`) answered right and by every
/// mutant of its variant: per case, (mutant, its verdict).
fn mutant_verdicts(cases: &[Case], picked: &[usize]) -> Vec<Vec<(Mutant, Verdict)>> {
    let base = Base::default();
    picked
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
                .filter_map(|m| verdict(&m, c, &right, &ask).map(|v| (m, v)))
                .collect()
        })
        .collect()
}

/// At most [`LOOK`] of `indices`, evenly spread.
fn spread(indices: Vec<usize>) -> Vec<usize> {
    let step = indices.len().div_ceil(LOOK).max(1);
    indices.into_iter().step_by(step).collect()
}

/// [`blame`], and each failing case looked at with its measured rules:
/// the rules of the mutants that explain it or, where none does, of those
/// that kill it (its rules as measured, where its tags are the rules it
/// was written for). Protocol failures are left out: they say nothing of
/// a rule. Mutants are ranked by evidence: failing cases explained, then
/// killed, then fewest passing cases they would have failed
/// (contradicted, measured only where the first two differ in rule and
/// tie); a mutant's name never decides.
pub fn measure(cases: &[Case], results: &[Verdict]) -> Measured {
    let looked = spread(
        (0..cases.len())
            .filter(|&i| {
                let v = &results[i];
                v.judged() && v.failed(false) && !v.protocol_failure()
            })
            .collect(),
    );
    let passing = spread((0..cases.len()).filter(|&i| results[i].passed()).collect());
    let rows = mutant_verdicts(cases, &looked);
    let mut per_case = BTreeMap::new();
    for (&i, row) in looked.iter().zip(&rows) {
        let rules = |explained: bool| -> BTreeSet<String> {
            row.iter()
                .filter(|(_, v)| !v.passed() && (!explained || same(v, &results[i])))
                .map(|(m, _)| m.rule.to_string())
                .collect()
        };
        let explained = rules(true);
        per_case.insert(
            i,
            match explained.is_empty() {
                true => rules(false),
                false => explained,
            },
        );
    }
    let mut tally: BTreeMap<String, Blame> = BTreeMap::new();
    for (&i, row) in looked.iter().zip(&rows) {
        for (m, v) in row {
            let b = tally.entry(m.name.clone()).or_insert_with(|| Blame {
                rule: m.rule.to_string(),
                mutant: m.name.clone(),
                explained: 0,
                killed: 0,
                contradicted: 0,
                of: looked.len(),
            });
            b.killed += usize::from(!v.passed());
            b.explained += usize::from(!v.passed() && same(v, &results[i]));
        }
    }
    // Evidence against, asked only where the evidence for ties at the
    // top (it costs answering the passing cases by every mutant):
    // passing cases the mutant would have failed.
    let earned = |b: &Blame| b.explained > 0 && b.explained * 100 >= EARNED_PERCENT * b.of;
    let best = tally
        .values()
        .filter(|b| earned(b))
        .map(|b| (b.explained, b.killed))
        .max();
    let tied: Vec<&Blame> = tally
        .values()
        .filter(|b| earned(b) && Some((b.explained, b.killed)) == best)
        .collect();
    if tied.iter().map(|b| &b.rule).collect::<BTreeSet<_>>().len() > 1 {
        for row in mutant_verdicts(cases, &passing) {
            for (m, v) in row {
                if let Some(b) = tally.get_mut(&m.name) {
                    b.contradicted += usize::from(!v.passed());
                }
            }
        }
    }
    let (mut blamed, mut unexplained): (Vec<Blame>, Vec<Blame>) = tally
        .into_values()
        .filter(|b| b.killed > 0)
        .partition(|b| earned(b));
    let by_evidence = |a: &Blame, b: &Blame| {
        (b.explained, b.killed, a.contradicted).cmp(&(a.explained, a.killed, b.contradicted))
    };
    blamed.sort_by(by_evidence);
    unexplained.sort_by(|a, b| b.killed.cmp(&a.killed).then(by_evidence(a, b)));
    // One line per rule: its best mutant.
    let one_per_rule = |list: &mut Vec<Blame>| {
        let mut seen = BTreeSet::new();
        list.retain(|b| seen.insert(b.rule.clone()));
    };
    one_per_rule(&mut blamed);
    one_per_rule(&mut unexplained);
    if !blamed.is_empty() {
        unexplained.clear();
    }
    Measured {
        blamed,
        unexplained,
        per_case,
    }
}
