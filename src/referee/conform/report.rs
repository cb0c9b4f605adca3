//! What a conformance run found: a table per rule, the failing cases, a
//! JSON report and a JUnit report for CI systems. One meaning of
//! "failed" everywhere (`spec/conformance.md#outcomes`): a wrong answer, a
//! rejected position or an error, and with `--strict` a skipped case. The
//! last line of the text is `N passed, N failed` (then `, N skipped` and
//! `, N not run` when there are any); the JSON summary and the JUnit
//! totals say the same.

use crate::picture::escape as xml;
use crate::referee::suite::{Case, Verdict};
use serde_json::json;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

use crate::referee::suite::rule_order;

#[derive(Debug, Default, Clone)]
struct RuleRow {
    cases: usize,
    passed: usize,
    first_failure: Option<String>,
}

/// The counts of a run. `passed + failed + skipped + not_run` is the
/// number of cases; `failed` is `wrong + rejected + errors` (plus the
/// skipped cases under `strict`).
#[derive(Debug, Clone)]
pub struct Summary {
    pub passed: usize,
    /// Every case that counts as failed.
    pub failed: usize,
    /// Skipped cases not counted as failed (0 under `strict`).
    pub skipped: usize,
    pub not_run: usize,
    /// The failed cases by kind: wrong answers, rejected positions,
    /// errors, and (`strict`) skipped cases counted as failed.
    pub wrong: usize,
    pub rejected: usize,
    pub errors: usize,
    pub unsupported: usize,
    pub strict: bool,
    /// Why the run stopped before its end (`--max-errors`).
    pub stopped: Option<String>,
    /// The rules the failures point to by measurement (`attribution`),
    /// best first; empty until [`Summary::measure`].
    pub measured: Vec<super::Blame>,
    /// Where no mutant earns blame: the mutants that fail most of the
    /// failing cases at all; empty when a rule is blamed.
    pub unexplained: Vec<super::Blame>,
    /// What differs in the failing answers, most first (`patterns`);
    /// empty until [`Summary::measure`].
    pub patterns: Vec<super::Pattern>,
    /// The errors that are protocol failures (crash, timeout,
    /// unparsable): never blamed on a rule.
    pub protocol_failures: usize,
    /// Each failing case looked at, by id, with its rules as measured
    /// (`attribution::measure`); empty until [`Summary::measure`].
    pub measured_cases: BTreeMap<String, BTreeSet<String>>,
    rules: BTreeMap<(u32, String, String), RuleRow>,
}

impl Summary {
    /// The counts of `results`, skipped cases counted as failed if
    /// `strict`.
    pub fn of(cases: &[Case], results: &[Verdict]) -> Summary {
        Summary::counted(cases, results, false, None)
    }

    /// [`Summary::of`] with `--strict` and the reason a run stopped early.
    pub fn counted(
        cases: &[Case],
        results: &[Verdict],
        strict: bool,
        stopped: Option<String>,
    ) -> Summary {
        let mut s = Summary {
            passed: 0,
            failed: 0,
            skipped: 0,
            not_run: 0,
            wrong: 0,
            rejected: 0,
            errors: 0,
            unsupported: 0,
            strict,
            stopped,
            measured: Vec::new(),
            unexplained: Vec::new(),
            patterns: Vec::new(),
            protocol_failures: 0,
            measured_cases: BTreeMap::new(),
            rules: BTreeMap::new(),
        };
        for (c, v) in cases.iter().zip(results) {
            match v {
                Verdict::Pass => s.passed += 1,
                Verdict::Fail { .. } => s.wrong += 1,
                Verdict::Rejected { .. } => s.rejected += 1,
                Verdict::Error { .. } => {
                    s.errors += 1;
                    s.protocol_failures += usize::from(v.protocol_failure());
                }
                Verdict::Skipped { .. } if strict => s.unsupported += 1,
                Verdict::Skipped { .. } => s.skipped += 1,
                Verdict::NotRun { .. } => s.not_run += 1,
            }
            // Skipped and unrun cases say nothing about a rule.
            if !v.judged() {
                continue;
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
        s.failed = s.wrong + s.rejected + s.errors + s.unsupported;
        s
    }

    /// Measures which rules the failures point to (`attribution`): each
    /// failing case answered right and by every mutant of its variant.
    pub fn measure(&mut self, cases: &[Case], results: &[Verdict]) {
        if self.failed > 0 {
            self.patterns = super::patterns(cases, results);
            let m = super::attribution::measure(cases, results);
            self.measured = m.blamed;
            self.unexplained = m.unexplained;
            self.measured_cases = m
                .per_case
                .into_iter()
                .map(|(i, rules)| (cases[i].id.clone(), rules))
                .collect();
        }
    }

    /// Did the run pass: something was checked, nothing failed, nothing
    /// left unrun. A run that checked nothing certifies nothing.
    pub fn all_passed(&self) -> bool {
        self.failed == 0 && self.not_run == 0 && self.checked() > 0
    }

    /// The cases judged: passed or failed (skipped cases counted as failed
    /// under `--strict` included).
    pub fn checked(&self) -> usize {
        self.passed + self.failed
    }

    /// The one line saying that nothing was checked, if so: every case
    /// skipped (outside the program's `hello`, or answered `unsupported`)
    /// or not run.
    pub fn nothing_checked_line(&self) -> Option<String> {
        (self.checked() == 0).then(|| {
            format!(
                "conform checked nothing: no case passed or failed ({} skipped, {} not run), so nothing is certified (--strict counts skipped cases as failed)",
                self.skipped, self.not_run
            )
        })
    }

    /// The totals line: `N passed, N failed`, then `, N skipped` and
    /// `, N not run` when there are any.
    pub fn totals(&self) -> String {
        let mut line = format!("{} passed, {} failed", self.passed, self.failed);
        if self.skipped > 0 {
            let _ = write!(line, ", {} skipped", self.skipped);
        }
        if self.not_run > 0 {
            let _ = write!(line, ", {} not run", self.not_run);
        }
        line
    }

    /// The one line saying why the run stopped early, if it did.
    pub fn stop_line(&self) -> Option<String> {
        self.stopped.as_ref().map(|why| {
            format!(
                "conform {why}: {} cases not run (--max-errors 0 runs every case)",
                self.not_run
            )
        })
    }

    /// The counts of failed cases by kind, for the breakdown line.
    fn breakdown(&self, results: &[Verdict]) -> String {
        let kinds = self.error_kinds(results);
        let mut line = format!(
            "{} wrong, {} rejected, {} errors{kinds}",
            self.wrong, self.rejected, self.errors
        );
        if self.strict {
            let _ = write!(
                line,
                ", {} skipped counted as failed (--strict)",
                self.unsupported
            );
        }
        line
    }

    /// Rules with at least one case that did not pass, the largest share
    /// of failing cases first. A case exercises several rules and fails as
    /// a whole, so every rule of a failing case is marked; the share tells
    /// the rule the failures are about (a king rule fails in every king
    /// case, the rook's rules only where a king shares the position).
    /// Skipped and unrun cases mark no rule.
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

    /// The table per rule, the cases that failed (the first 20 in full),
    /// the skipped cases with their reasons, and the closing lines.
    pub fn text(&self, cases: &[Case], results: &[Verdict]) -> String {
        let mut out = String::from("rule    cases  passed  failed  first failing case\n");
        for ((_, _, name), r) in &self.rules {
            let _ = writeln!(
                out,
                "{:<7} {:>5}  {:>6}  {:>6}  {}",
                shown(name),
                r.cases,
                r.passed,
                r.cases - r.passed,
                shown(r.first_failure.as_deref().unwrap_or("-"))
            );
        }
        // What differs first, then the measured blame: a newcomer read the
        // tag ranking, which every Goff case's board rules (CR 1, 3) lead,
        // as the verdict.
        let broken = self.broken_rules();
        if !self.measured.is_empty() || !broken.is_empty() {
            let _ = writeln!(out);
        }
        if !self.patterns.is_empty() {
            let _ = writeln!(out, "what differs, most first:");
            for p in self.patterns.iter().take(PATTERNS_SHOWN) {
                let _ = writeln!(out, "  {}", shown(&pattern_line(p)));
            }
            if self.patterns.len() > PATTERNS_SHOWN {
                let _ = writeln!(
                    out,
                    "  … {} more patterns (--json FILE lists every one)",
                    self.patterns.len() - PATTERNS_SHOWN
                );
            }
        }
        if !self.measured.is_empty() {
            let list: Vec<String> = self
                .measured
                .iter()
                .take(5)
                .map(|b| {
                    format!(
                        "{} (mutant {} fails {} of {} failing cases the same way, {} at all)",
                        shown(&b.rule),
                        b.mutant,
                        b.explained,
                        b.of,
                        b.killed
                    )
                })
                .collect();
            let _ = writeln!(out, "broken, measured by mutants: {}", list.join(", "));
        } else if let Some(line) = self.unexplained_line() {
            let _ = writeln!(out, "{line}");
        }
        if let Some(line) = self.protocol_line(results) {
            let _ = writeln!(out, "{line}");
        }
        if !broken.is_empty() {
            let list: Vec<String> = broken
                .iter()
                .take(8)
                .map(|r| format!("{} ({:.0}% of its cases)", shown(r), self.share(r)))
                .collect();
            let _ = writeln!(
                out,
                "by the rules the cases carry, largest share of failing cases first: {}",
                list.join(", ")
            );
        }
        let list = |out: &mut String, title: &str, picked: Vec<(&Case, &Verdict)>| {
            if picked.is_empty() {
                return;
            }
            let _ = writeln!(out, "\n{title} ({}):", picked.len());
            for (c, v) in picked.iter().take(20) {
                let _ = writeln!(
                    out,
                    "  {} [{}] {}: {}",
                    shown(&c.id),
                    shown(&c.source),
                    v.name(),
                    shown(&v.summary())
                );
            }
            if picked.len() > 20 {
                let _ = writeln!(
                    out,
                    "  … {} more (--json FILE lists every case)",
                    picked.len() - 20
                );
            }
        };
        let pairs = || cases.iter().zip(results);
        list(
            &mut out,
            "failed",
            pairs().filter(|(_, v)| v.failed(self.strict)).collect(),
        );
        if !self.strict {
            list(
                &mut out,
                "skipped",
                pairs()
                    .filter(|(_, v)| matches!(v, Verdict::Skipped { .. }))
                    .collect(),
            );
        }
        let _ = writeln!(
            out,
            "\n{} cases: {} passed, {} failed ({}), {} skipped, {} not run",
            cases.len(),
            self.passed,
            self.failed,
            self.breakdown(results),
            self.skipped,
            self.not_run
        );
        if let Some(line) = self.stop_line() {
            let _ = writeln!(out, "{line}");
        }
        if let Some(line) = self.nothing_checked_line() {
            let _ = writeln!(out, "{line}");
        }
        let _ = writeln!(out, "{}", self.totals());
        out
    }

    /// Where failing answers were measured and no mutant earns blame: one
    /// line saying so, with the mutants that fail most of them.
    pub fn unexplained_line(&self) -> Option<String> {
        let first = self.unexplained.first()?;
        let list: Vec<String> = self
            .unexplained
            .iter()
            .take(3)
            .map(|b| format!("{} ({} of {})", b.mutant, b.killed, b.of))
            .collect();
        Some(format!(
            "no single mutant explains the failures (a mutant must fail {}% of the {} failing cases looked at the way the program does); mutants that fail most of them at all: {}; see the patterns of what differs",
            super::attribution::EARNED_PERCENT,
            first.of,
            list.join(", ")
        ))
    }

    /// One line for the failures that are the protocol's (crash, timeout,
    /// unparsable), which no rule is blamed for.
    pub fn protocol_line(&self, results: &[Verdict]) -> Option<String> {
        if self.protocol_failures == 0 {
            return None;
        }
        Some(format!(
            "{} failing cases are protocol failures ({}): the program's answer never came or could not be read, so no rule is blamed for them",
            self.protocol_failures,
            error_counts(results.iter().filter(|v| v.protocol_failure()))
        ))
    }

    fn error_kinds(&self, results: &[Verdict]) -> String {
        let list = error_counts(results.iter());
        match list.is_empty() {
            true => String::new(),
            false => format!(": {list}"),
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
    /// that failed, drawn (`super::html`).
    pub fn html(&self, cases: &[Case], results: &[Verdict]) -> String {
        super::html::suite_page(self, cases, results)
    }

    /// The class a case counts in: `passed`, `failed`, `skipped` or
    /// `not_run`.
    fn counted_as(&self, v: &Verdict) -> &'static str {
        match v {
            Verdict::Pass => "passed",
            Verdict::NotRun { .. } => "not_run",
            Verdict::Skipped { .. } if !self.strict => "skipped",
            _ => "failed",
        }
    }

    /// Every case with its outcome, the table per rule and the summary
    /// (`spec/conformance.md#the-json-report`).
    pub fn json(&self, cases: &[Case], results: &[Verdict]) -> String {
        self.json_with(cases, results, None)
    }

    /// [`Summary::json`] with the program's answer to `hello`.
    pub fn json_with(
        &self,
        cases: &[Case],
        results: &[Verdict],
        hello: Option<&serde_json::Value>,
    ) -> String {
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
                o["variant"] = c.variant.clone().into();
                o["op"] = c.op.clone().into();
                o["counted"] = self.counted_as(v).into();
                o["rules"] = json!(c.rules);
                o["source"] = c.source.clone().into();
                o
            })
            .collect();
        let doc = json!({
            "summary": {"cases": cases.len(), "passed": self.passed, "failed": self.failed,
                        "skipped": self.skipped, "not_run": self.not_run,
                        "wrong": self.wrong, "rejected": self.rejected, "errors": self.errors,
                        "unsupported": self.unsupported, "strict": self.strict,
                        "checked": self.checked(), "protocol_failures": self.protocol_failures,
                        "stopped": self.stopped},
            "hello": hello,
            "broken_rules": self.broken_rules(),
            "measured_rules": self.measured,
            "unexplained": self.unexplained,
            "patterns": self.patterns,
            "rules": rules,
            "cases": per_case,
        });
        serde_json::to_string_pretty(&doc).expect("serialisable") + "\n"
    }

    /// JUnit XML: one test suite per variant, one test case per case,
    /// named by its id, its class the variant. A failed case (wrong,
    /// rejected, error; skipped under `--strict`) is a `<failure>`; a
    /// skipped or unrun case is `<skipped>`: `failures` is the text's
    /// failed, `skipped` its skipped plus not run, `errors` 0.
    pub fn junit(&self, cases: &[Case], results: &[Verdict]) -> String {
        let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let _ = writeln!(
            out,
            "<testsuites name=\"congruent conform\" tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"{}\">",
            cases.len(),
            self.failed,
            self.skipped + self.not_run
        );
        let mut by_variant: BTreeMap<&str, Vec<(&Case, &Verdict)>> = BTreeMap::new();
        for (c, v) in cases.iter().zip(results) {
            by_variant
                .entry(c.variant.as_str())
                .or_default()
                .push((c, v));
        }
        for (variant, list) in by_variant {
            let count = |class: &str| {
                list.iter()
                    .filter(|(_, v)| self.counted_as(v) == class)
                    .count()
            };
            let _ = writeln!(
                out,
                "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"{}\">",
                xml(variant),
                list.len(),
                count("failed"),
                count("skipped") + count("not_run")
            );
            for (c, v) in list {
                let _ = write!(
                    out,
                    "    <testcase name=\"{}\" classname=\"{}\"",
                    xml(&c.id),
                    xml(&c.variant)
                );
                let rules = format!("rules: {}; source: {}", c.rules.join(" "), c.source);
                match self.counted_as(v) {
                    "passed" => out.push_str("/>\n"),
                    "failed" => {
                        let kind = match v {
                            Verdict::Error { kind, .. } => format!("error: {kind}"),
                            other => other.name().to_string(),
                        };
                        let _ = writeln!(
                            out,
                            ">\n      <failure type=\"{}\" message=\"{}\">{}</failure>\n    </testcase>",
                            xml(&kind),
                            xml(&v.summary()),
                            xml(&rules)
                        );
                    }
                    _ => {
                        let _ = writeln!(
                            out,
                            ">\n      <skipped message=\"{}\"/>\n    </testcase>",
                            xml(&v.summary())
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

/// The errors among `verdicts` by kind, `KIND N, …` in kind order (a
/// program's kind shown escaped).
fn error_counts<'a>(verdicts: impl Iterator<Item = &'a Verdict>) -> String {
    let mut kinds: BTreeMap<&str, usize> = BTreeMap::new();
    for v in verdicts {
        if let Verdict::Error { kind, .. } = v {
            *kinds.entry(kind.as_str()).or_default() += 1;
        }
    }
    let list: Vec<String> = kinds
        .iter()
        .map(|(k, n)| format!("{} {n}", shown(k)))
        .collect();
    list.join(", ")
}

/// Patterns of what differs shown in the text report.
const PATTERNS_SHOWN: usize = 6;

/// A pattern as the text shows it: its words, its cases, two examples and
/// the flag that reruns the first.
pub fn pattern_line(p: &super::Pattern) -> String {
    let examples: Vec<String> = p
        .examples
        .iter()
        .map(|e| format!("{} ({})", e.case, e.what))
        .collect();
    let rerun = p
        .examples
        .first()
        .map(|e| format!("; rerun: --pattern {}", e.case))
        .unwrap_or_default();
    format!(
        "{}, in {} cases; e.g. {}{rerun}",
        p.text,
        p.cases,
        examples.join(", ")
    )
}

/// A case's, a rule's or a program's text in the text report: its control
/// characters escaped (`\u{1b}`, `\n`), so that what a program answers
/// cannot colour the terminal or start a line of its own.
fn shown(text: &str) -> String {
    super::one_line(text, usize::MAX)
}
