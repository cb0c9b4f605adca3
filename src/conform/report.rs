//! What a conformance run found: a table per rule, the failing cases, a
//! JSON report and a JUnit report for CI systems. The last line of the
//! text is `N passed, N failed` (rejected and errors count as failed).

use crate::picture::escape as xml;
use crate::suite::{Case, Verdict};
use serde_json::json;
use std::collections::BTreeMap;
use std::fmt::Write;

use crate::suite::rule_order;

#[derive(Debug, Default, Clone)]
struct RuleRow {
    cases: usize,
    passed: usize,
    first_failure: Option<String>,
}

/// The counts of a run.
#[derive(Debug, Clone)]
pub struct Summary {
    pub passed: usize,
    pub failed: usize,
    pub rejected: usize,
    pub errors: usize,
    rules: BTreeMap<(u32, String, String), RuleRow>,
}

impl Summary {
    pub fn of(cases: &[Case], results: &[Verdict]) -> Summary {
        let mut s = Summary {
            passed: 0,
            failed: 0,
            rejected: 0,
            errors: 0,
            rules: BTreeMap::new(),
        };
        for (c, v) in cases.iter().zip(results) {
            match v {
                Verdict::Pass => s.passed += 1,
                Verdict::Fail { .. } => s.failed += 1,
                Verdict::Rejected { .. } => s.rejected += 1,
                Verdict::Error { .. } => s.errors += 1,
            }
            for r in &c.rules {
                let row = s.rules.entry(rule_order(r)).or_default();
                row.cases += 1;
                if v.passed() {
                    row.passed += 1;
                } else if row.first_failure.is_none() {
                    row.first_failure = Some(c.id.clone());
                }
            }
        }
        s
    }

    pub fn all_passed(&self) -> bool {
        self.failed + self.rejected + self.errors == 0
    }

    /// Rules with at least one case that did not pass, the largest share
    /// of failing cases first. A case exercises several rules and fails as
    /// a whole, so every rule of a failing case is marked; the share tells
    /// the rule the failures are about (a king rule fails in every king
    /// case, the rook's rules only where a king shares the position).
    pub fn broken_rules(&self) -> Vec<String> {
        let mut broken: Vec<(&String, &RuleRow)> = self
            .rules
            .iter()
            .filter(|(_, r)| r.passed < r.cases)
            .map(|((_, _, name), r)| (name, r))
            .collect();
        broken.sort_by(|(_, a), (_, b)| {
            let share = |r: &RuleRow| (r.cases - r.passed) as f64 / r.cases as f64;
            share(b).total_cmp(&share(a)).then(b.cases.cmp(&a.cases))
        });
        broken.into_iter().map(|(n, _)| n.clone()).collect()
    }

    fn share(&self, name: &str) -> f64 {
        let r = &self.rules[&rule_order(name)];
        100.0 * (r.cases - r.passed) as f64 / r.cases as f64
    }

    /// The table per rule, the cases that did not pass (the first 20 in
    /// full), and the closing line.
    pub fn text(&self, cases: &[Case], results: &[Verdict]) -> String {
        let mut out = String::from("rule    cases  passed  failed  first failing case\n");
        for ((_, _, name), r) in &self.rules {
            let _ = writeln!(
                out,
                "{name:<7} {:>5}  {:>6}  {:>6}  {}",
                r.cases,
                r.passed,
                r.cases - r.passed,
                r.first_failure.as_deref().unwrap_or("-")
            );
        }
        let broken = self.broken_rules();
        if !broken.is_empty() {
            let list: Vec<String> = broken
                .iter()
                .take(8)
                .map(|r| format!("{r} ({:.0}% of its cases)", self.share(r)))
                .collect();
            let _ = writeln!(
                out,
                "\nbroken, largest share of failing cases first: {}",
                list.join(", ")
            );
        }
        let bad: Vec<(&Case, &Verdict)> = cases
            .iter()
            .zip(results)
            .filter(|(_, v)| !v.passed())
            .collect();
        if !bad.is_empty() {
            let _ = writeln!(out, "\nnot passed ({}):", bad.len());
            for (c, v) in bad.iter().take(20) {
                let _ = writeln!(
                    out,
                    "  {} [{}] {}: {}",
                    c.id,
                    c.source,
                    v.name(),
                    v.summary()
                );
            }
            if bad.len() > 20 {
                let _ = writeln!(
                    out,
                    "  … {} more (--json FILE lists every case)",
                    bad.len() - 20
                );
            }
        }
        let kinds = self.error_kinds(results);
        let _ = writeln!(
            out,
            "\n{} cases: {} passed, {} wrong, {} rejected, {} errors{kinds}",
            cases.len(),
            self.passed,
            self.failed,
            self.rejected,
            self.errors
        );
        let _ = writeln!(
            out,
            "{} passed, {} failed",
            self.passed,
            cases.len() - self.passed
        );
        out
    }

    fn error_kinds(&self, results: &[Verdict]) -> String {
        let mut kinds: BTreeMap<&str, usize> = BTreeMap::new();
        for v in results {
            if let Verdict::Error { kind, .. } = v {
                *kinds.entry(kind.as_str()).or_default() += 1;
            }
        }
        match kinds.is_empty() {
            true => String::new(),
            false => {
                let list: Vec<String> = kinds.iter().map(|(k, n)| format!("{k} {n}")).collect();
                format!(" ({})", list.join(", "))
            }
        }
    }

    /// The table per rule: each rule with its cases, the cases passed and
    /// the first failing case.
    pub fn rows(&self) -> Vec<(String, usize, usize, Option<String>)> {
        self.rules
            .iter()
            .map(|((_, _, name), r)| (name.clone(), r.cases, r.passed, r.first_failure.clone()))
            .collect()
    }

    /// One self-contained HTML page: the table per rule and every case
    /// not passed, drawn (`super::html`).
    pub fn html(&self, cases: &[Case], results: &[Verdict]) -> String {
        super::html::suite_page(self, cases, results)
    }

    /// Every case with its outcome, and the per-rule table.
    pub fn json(&self, cases: &[Case], results: &[Verdict]) -> String {
        let rules: Vec<_> = self
            .rules
            .iter()
            .map(|((_, _, name), r)| {
                json!({"rule": name, "cases": r.cases, "passed": r.passed, "failed_share": (r.cases - r.passed) as f64 / r.cases as f64,
                       "failed": r.cases - r.passed, "first_failure": r.first_failure})
            })
            .collect();
        let per_case: Vec<_> = cases
            .iter()
            .zip(results)
            .map(|(c, v)| {
                let mut o = serde_json::to_value(v).expect("serialisable");
                o["id"] = c.id.clone().into();
                o["rules"] = json!(c.rules);
                o["source"] = c.source.clone().into();
                o
            })
            .collect();
        let doc = json!({
            "summary": {"cases": cases.len(), "passed": self.passed, "failed": self.failed,
                        "rejected": self.rejected, "errors": self.errors},
            "broken_rules": self.broken_rules(),
            "rules": rules,
            "cases": per_case,
        });
        serde_json::to_string_pretty(&doc).expect("serialisable") + "\n"
    }

    /// JUnit XML: one test suite per rule set, one test case per case.
    pub fn junit(&self, cases: &[Case], results: &[Verdict]) -> String {
        let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let _ = writeln!(
            out,
            "<testsuites name=\"congruent conform\" tests=\"{}\" failures=\"{}\" errors=\"{}\">",
            cases.len(),
            self.failed + self.rejected,
            self.errors
        );
        let mut by_variant: BTreeMap<&str, Vec<(&Case, &Verdict)>> = BTreeMap::new();
        for (c, v) in cases.iter().zip(results) {
            by_variant
                .entry(c.variant.as_str())
                .or_default()
                .push((c, v));
        }
        for (variant, list) in by_variant {
            let failures = list
                .iter()
                .filter(|(_, v)| matches!(v, Verdict::Fail { .. } | Verdict::Rejected { .. }))
                .count();
            let errors = list
                .iter()
                .filter(|(_, v)| matches!(v, Verdict::Error { .. }))
                .count();
            let _ = writeln!(
                out,
                "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{failures}\" errors=\"{errors}\">",
                xml(variant),
                list.len()
            );
            for (c, v) in list {
                let _ = write!(
                    out,
                    "    <testcase name=\"{}\" classname=\"{}\"",
                    xml(&c.id),
                    xml(&c.rules.join(" "))
                );
                match v {
                    Verdict::Pass => out.push_str("/>\n"),
                    Verdict::Fail { .. } | Verdict::Rejected { .. } => {
                        let _ = writeln!(
                            out,
                            ">\n      <failure type=\"{}\" message=\"{}\">{}</failure>\n    </testcase>",
                            v.name(),
                            xml(&v.summary()),
                            xml(&c.source)
                        );
                    }
                    Verdict::Error { kind, message } => {
                        let _ = writeln!(
                            out,
                            ">\n      <error type=\"{}\" message=\"{}\"/>\n    </testcase>",
                            xml(kind),
                            xml(message)
                        );
                    }
                }
            }
            out.push_str("  </testsuite>\n");
        }
        out.push_str("</testsuites>\n");
        out
    }
}
