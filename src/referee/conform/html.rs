//! The conformance report as one self-contained HTML page (`conform
//! --html FILE`): inline CSS and inline SVG, nothing fetched. It holds the
//! table per rule, then each case that did not pass with its position
//! drawn (`crate::picture`): the cells of the moves the case expects and
//! the program reported, of those it expects and the program did not
//! report, and of those the program reported and the case does not
//! expect, each in its own colour. A perft bisection's page draws the
//! first position where the two differ the same way.

use super::{Bisection, Summary};
use crate::core::variant::{self, JsonVariant, Validation};
use crate::picture::{escape, key_cells, Decorator, Layout, Mark, Scene};
use crate::referee::protocol::move_key;
use crate::referee::suite::{Case, Verdict};
use crate::registry;
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

/// How many failing cases are drawn; the others are listed.
const DRAWN: usize = 25;

/// Tile size of the report's drawings, in pixels: an 8x8 level is about
/// 300 pixels across (issue 27), scrolled sideways where the page is
/// narrower.
const UNIT: f64 = 38.0;

const STYLE: &str = "body{font-family:sans-serif;margin:1.5em;color:#111}\
table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:2px 8px;text-align:right}\
td:first-child,th:first-child,td:last-child,th:last-child{text-align:left}table.patterns td:first-child{white-space:normal}tr.broken td{background:#fde8e8}\
tr.measured td{background:#f8c8c8;font-weight:bold}table.measured td:nth-child(2),table.measured th:nth-child(2),.blame{text-align:left}\
p.measured{font-size:1.15em}\
section.case{border-top:2px solid #ccc;margin-top:1.5em}.verdict{color:#a00000}\
.picture{overflow-x:auto}.picture svg{max-width:none}code{background:#f3f3f3}\
pre,code,p,td{overflow-wrap:anywhere}td:first-child{white-space:nowrap}pre{white-space:pre-wrap}.no-answer{font-weight:bold}";

fn page(title: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<h1>{}</h1>\n{body}</body>\n</html>\n",
        escape(title),
        escape(title)
    )
}

/// The page of a suite run.
pub fn suite_page(summary: &Summary, cases: &[Case], results: &[Verdict]) -> String {
    let mut body = String::new();
    let _ = writeln!(
        body,
        "<p class=\"summary\">{} cases: {} ({} wrong, {} rejected, {} errors).</p>",
        cases.len(),
        escape(&summary.totals()),
        summary.wrong,
        summary.rejected,
        summary.errors
    );
    if let Some(line) = summary.stop_line() {
        let _ = writeln!(body, "<p class=\"verdict\">{}</p>", escape(&line));
    }
    let rows = summary.rows();
    let first_failure = |rule: &str| {
        rows.iter()
            .find(|(r, ..)| r == rule)
            .and_then(|(.., first)| first.clone())
    };
    body.push_str(&pattern_section(summary));
    body.push_str(&measured_section(summary, &first_failure));
    body.push_str(&tag_ranking(&rows));
    body.push_str(&rule_table(summary, cases, &rows));
    let bad = drawing_order(
        cases
            .iter()
            .zip(results)
            .filter(|(_, v)| v.failed(summary.strict))
            .collect(),
    );
    let _ = writeln!(body, "<h2>Cases failed ({})</h2>", bad.len());
    if bad.len() > DRAWN {
        let _ = writeln!(
            body,
            "<p>{DRAWN} are drawn, the first failing case of each group of cases (its id up to the last <code>/</code>) before the rest; the others are listed after them.</p>"
        );
    }
    for (c, v) in bad.iter().take(DRAWN) {
        body.push_str(&case_section(c, v));
    }
    if bad.len() > DRAWN {
        body.push_str("<ul>\n");
        for (c, v) in bad.iter().skip(DRAWN) {
            body.push_str(&case_item(c, v));
        }
        body.push_str("</ul>\n");
    }
    let skipped: Vec<(&Case, &Verdict)> = cases
        .iter()
        .zip(results)
        .filter(|(_, v)| !v.judged() && !v.failed(summary.strict))
        .collect();
    if !skipped.is_empty() {
        let _ = writeln!(
            body,
            "<h2>Cases skipped or not run ({})</h2>\n<ul>",
            skipped.len()
        );
        for (c, v) in skipped {
            body.push_str(&case_item(c, v));
        }
        body.push_str("</ul>\n");
    }
    page("congruent conformance report", &body)
}

/// The table per rule. Where failing cases were measured (each answered
/// by every mutant: `super::attribution`), a rule's failing cases are
/// those its mutant explains (or kills), its rules as measured, and only
/// those rules are marked broken; the failing cases that carry the rule
/// as a tag are shown beside, unmarked (a castling bug fails cases
/// tagged with many rules). Without a measurement, the tags decide.
/// Measured blame first, then the rules measured broken, then the rest in
/// rule order.
pub fn rule_table(
    summary: &Summary,
    cases: &[Case],
    rows: &[(String, usize, usize, Option<String>)],
) -> String {
    let by_measure = !summary.measured_cases.is_empty();
    // Each rule's failing cases as measured, in case order.
    let mut measured_cases: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for c in cases {
        for rule in summary.measured_cases.get(&c.id).into_iter().flatten() {
            measured_cases.entry(rule).or_default().push(&c.id);
        }
    }
    let blame = |rule: &str| summary.measured.iter().position(|b| b.rule == rule);
    let failing = |rule: &str| measured_cases.get(rule).map_or(0, Vec::len);
    let mut ordered: Vec<&(String, usize, usize, Option<String>)> = rows.iter().collect();
    ordered.sort_by_key(|(rule, ..)| {
        (
            blame(rule).unwrap_or(usize::MAX),
            std::cmp::Reverse(failing(rule)),
        )
    });
    let mut out = String::from("<h2>Per rule</h2>\n");
    match by_measure {
        true => {
            let _ = writeln!(
                out,
                "<p>A rule's failing cases are counted by measure: the failing cases ({} looked at) that its mutant fails as the program does (or, where no mutant does, fails at all). Only the rules so measured are marked broken; the failing cases that carry the rule as a tag are counted beside. Measured blame first, then the rules measured broken, then the rest in rule order.</p>",
                summary.measured_cases.len()
            );
            out.push_str("<table>\n<tr><th>rule</th><th>cases</th><th>passed</th><th>failed, measured</th><th>failed, tagged</th><th class=\"blame\">measured blame</th><th>first failing case</th></tr>\n");
        }
        false => out.push_str("<table>\n<tr><th>rule</th><th>cases</th><th>passed</th><th>failed</th><th class=\"blame\">measured blame</th><th>first failing case</th></tr>\n"),
    }
    for (rule, n, passed, first) in ordered {
        let b = blame(rule).map(|k| &summary.measured[k]);
        let broken = match by_measure {
            true => failing(rule) > 0,
            false => passed < n,
        };
        let class = match (b.is_some(), broken) {
            (true, _) => " class=\"broken measured\"",
            (false, true) => " class=\"broken\"",
            (false, false) => "",
        };
        let b = b.map_or("-".to_string(), |b| {
            format!(
                "<code>{}</code> explains {} of {}",
                escape(&b.mutant),
                b.explained,
                b.of
            )
        });
        let measured = match by_measure {
            true => format!("<td>{}</td>", failing(rule)),
            false => String::new(),
        };
        let first = match by_measure {
            true => measured_cases
                .get(rule.as_str())
                .and_then(|l| l.first().copied()),
            false => first.as_deref(),
        };
        let _ = writeln!(
            out,
            "<tr{class}><td>{}</td><td>{n}</td><td>{passed}</td>{measured}<td>{}</td><td class=\"blame\">{b}</td><td>{}</td></tr>",
            escape(rule),
            n - passed,
            case_link(first)
        );
    }
    out.push_str("</table>\n");
    out
}

/// A case listed, not drawn: its id (an anchor) and what its verdict says.
fn case_item(c: &Case, v: &Verdict) -> String {
    format!(
        "<li id=\"{}\"><code>{}</code>: {}</li>\n",
        anchor(&c.id),
        escape(&c.id),
        escape(&v.summary())
    )
}

/// A link to a case's section or list entry, or `-`.
fn case_link(id: Option<&str>) -> String {
    id.map_or("-".to_string(), |id| {
        format!("<a href=\"#{}\">{}</a>", anchor(id), escape(id))
    })
}

/// How many patterns of what differs the page lists (the JSON report
/// has them all).
const PATTERNS_LISTED: usize = 12;

/// What differs in the failing answers, most first (`super::patterns`):
/// the HTML form of the text's `what differs, most first:` lines, each
/// pattern with its examples linked to their cases. Empty when nothing
/// failed.
fn pattern_section(summary: &Summary) -> String {
    if summary.patterns.is_empty() {
        return String::new();
    }
    let mut out = String::from(
        "<h2>What differs, most first</h2>\n<table class=\"patterns\">\n<tr><th>pattern</th><th>moves or notes</th><th>cases</th><th>examples (rerun one with <code>--pattern ID</code>)</th></tr>\n",
    );
    for p in summary.patterns.iter().take(PATTERNS_LISTED) {
        let examples: Vec<String> = p
            .examples
            .iter()
            .map(|e| {
                format!(
                    "{} (<code>{}</code>)",
                    case_link(Some(&e.case)),
                    escape(&e.what)
                )
            })
            .collect();
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            escape(&p.text),
            p.count,
            p.cases,
            examples.join(", ")
        );
    }
    out.push_str("</table>\n");
    if summary.patterns.len() > PATTERNS_LISTED {
        let _ = writeln!(
            out,
            "<p>{} more patterns in the JSON report (<code>--json FILE</code>).</p>",
            summary.patterns.len() - PATTERNS_LISTED
        );
    }
    out
}

/// The rules the failures point to by measurement
/// (`super::attribution`), best first, each with its best mutant: the
/// HTML form of the text's `broken, measured by mutants:` line. Empty
/// when nothing was measured (nothing failed).
fn measured_section(summary: &Summary, first_failure: &dyn Fn(&str) -> Option<String>) -> String {
    let Some(top) = summary.measured.first() else {
        return String::new();
    };
    let mut out = format!(
        "<h2>Broken rules, measured by mutants</h2>\n<p class=\"measured\">Most likely broken: <strong>{}</strong> (mutant <code>{}</code> fails {} of {} failing cases the same way, {} at all).</p>\n",
        escape(&top.rule),
        escape(&top.mutant),
        top.explained,
        top.of,
        top.killed
    );
    let _ = writeln!(
        out,
        "<p>Each failing case ({} looked at) was answered again, in process, by every mutant of its variant, a deliberate fault of one rule: a mutant <em>explains</em> a case if it fails it the same way as the program (the same missing and extra moves, notes, error kind), and <em>kills</em> it if it fails it at all. Each rule is listed by its best mutant, most explained first (<code>spec/conformance.md#mutants</code>).</p>",
        top.of
    );
    out.push_str("<table class=\"measured\">\n<tr><th>rule</th><th>mutant</th><th>explained</th><th>killed</th><th>of failing cases</th><th>first failing case of the rule</th></tr>\n");
    for b in &summary.measured {
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            escape(&b.rule),
            escape(&b.mutant),
            b.explained,
            b.killed,
            b.of,
            case_link(first_failure(&b.rule).as_deref())
        );
    }
    out.push_str("</table>\n");
    out
}

/// The text's tag ranking: the rules whose cases fail, largest share of
/// failing cases first (up to 8). Empty when no rule fails.
fn tag_ranking(rows: &[(String, usize, usize, Option<String>)]) -> String {
    let mut broken: Vec<&(String, usize, usize, Option<String>)> =
        rows.iter().filter(|(_, n, passed, _)| passed < n).collect();
    if broken.is_empty() {
        return String::new();
    }
    let share = |&&(_, n, passed, _): &&(String, usize, usize, Option<String>)| {
        (n - passed) as f64 / n as f64
    };
    broken.sort_by(|a, b| share(b).total_cmp(&share(a)).then(b.1.cmp(&a.1)));
    let list: Vec<String> = broken
        .iter()
        .take(8)
        .map(|r| format!("{} ({:.0}% of its cases)", escape(&r.0), 100.0 * share(r)))
        .collect();
    format!(
        "<p class=\"tags\">By the rules the cases carry, largest share of failing cases first: {}.</p>\n",
        list.join(", ")
    )
}

/// The cases not passed, the first of each group (the id up to its last
/// `/`, e.g. `counts/king-open`) first, so that the drawn ones show every
/// kind of failure before a second case of one kind.
pub fn drawing_order<'a>(bad: Vec<(&'a Case, &'a Verdict)>) -> Vec<(&'a Case, &'a Verdict)> {
    let group = |c: &Case| {
        c.id.rsplit_once('/')
            .map_or(c.id.clone(), |(g, _)| g.to_string())
    };
    let mut seen = std::collections::BTreeSet::new();
    let (firsts, rest): (Vec<_>, Vec<_>) =
        bad.into_iter().partition(|(c, _)| seen.insert(group(c)));
    firsts.into_iter().chain(rest).collect()
}

/// An id attribute for a case id.
fn anchor(id: &str) -> String {
    let safe: String = id
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("case-{safe}")
}

fn case_section(c: &Case, v: &Verdict) -> String {
    let picture = case_picture(c, v).unwrap_or_else(|e| {
        format!(
            "<p>The position cannot be drawn: {}</p>",
            escape(&e.to_string())
        )
    });
    // A case without an answer to compare shows the position it asked
    // about, and says why nothing is marked on it.
    let unanswered = match v {
        Verdict::Error { kind, .. } => Some(format!("the program gave no usable answer ({kind})")),
        Verdict::Rejected { .. } => Some("the program refused the position".into()),
        Verdict::Skipped { .. } | Verdict::NotRun { .. } => Some("the case was not run".into()),
        _ => None,
    };
    let picture = match unanswered {
        Some(why) => format!(
            "<p class=\"no-answer\">No moves are marked: {}. The board is the position the case sends.</p>\n{picture}",
            escape(&why)
        ),
        None => picture,
    };
    format!(
        "<section class=\"case\" id=\"{}\">\n<h3><code>{}</code></h3>\n<p>{} · {} · rules {} · source: {}</p>\n<p class=\"verdict\">{}: {}</p>\n<div class=\"picture\">\n{picture}</div>\n</section>\n",
        anchor(&c.id),
        escape(&c.id),
        escape(&c.variant),
        escape(&c.op),
        escape(&c.rules.join(", ")),
        escape(&c.source),
        v.name(),
        escape(&v.summary())
    )
}

/// The case's position, its moving piece, and its moves in three kinds.
fn case_picture(c: &Case, v: &Verdict) -> Result<String, variant::VariantError> {
    let rules = registry::by_id(&c.variant)?;
    let title = format!("{}: {}", c.variant, c.id);
    let mut scene = position_scene(rules, &c.options, &c.input.position, title)?;
    scene.source = c.input.from.clone();
    if let Verdict::Fail {
        missing,
        extra,
        reported,
        ..
    } = v
    {
        match expected_keys(rules, c) {
            Some(expected) => {
                let reported: BTreeSet<String> = reported.iter().cloned().collect();
                let (agreed, missing, extra) = (
                    expected.intersection(&reported),
                    expected.difference(&reported),
                    reported.difference(&expected),
                );
                for (keys, d) in [
                    (agreed.collect::<Vec<_>>(), Decorator::Agreed),
                    (missing.collect(), Decorator::Missing),
                    (extra.collect(), Decorator::Extra),
                ] {
                    for key in keys {
                        mark(&mut scene.marks, key, d.clone());
                    }
                }
            }
            None => mark_moves(&mut scene.marks, missing, extra),
        }
    }
    Ok(scene.svg(Layout::Grid, UNIT))
}

/// Every move key the case expects: its own list, or, for a `reach` or
/// `moves` case that states only a count or patterns, congruent's own
/// answer under the case's options (the suite's expectations are
/// congruent's). None for perft and for a position the case expects
/// refused.
fn expected_keys(rules: &dyn JsonVariant, c: &Case) -> Option<BTreeSet<String>> {
    if c.expect.rejected {
        return None;
    }
    if let Some(m) = &c.expect.moves {
        return Some(m.clone());
    }
    let entries = match c.op.as_str() {
        "reach" => rules.reach(&c.options, &c.input.position).ok()?,
        "moves" => {
            rules
                .moves(&c.options, &c.input.position, super::validation(c))
                .ok()?
                .moves
        }
        _ => return None,
    };
    let of_piece = |m: &&Map<String, Value>| {
        c.input
            .from
            .as_deref()
            .is_none_or(|f| m.get("from").and_then(Value::as_str) == Some(f))
    };
    Some(entries.iter().filter(of_piece).map(move_key).collect())
}

/// A position drawn without marks, read as analysis (a case may hold a
/// position no game reaches).
fn position_scene(
    rules: &dyn JsonVariant,
    options: &Map<String, Value>,
    position: &Value,
    title: String,
) -> Result<Scene, variant::VariantError> {
    let cells = rules.cells(options)?;
    let (json, _) = rules.normalise(options, position, Validation::Analysis)?;
    Ok(Scene::new(title, cells, &json))
}

/// The cell every one of the move keys moves from, if there is one: the
/// piece whose moves differ, marked as the moving piece.
fn one_mover<'a>(keys: impl Iterator<Item = &'a String>) -> Option<String> {
    let froms: BTreeSet<String> = keys
        .flat_map(|k| key_cells(k).into_iter().map(|(from, _)| from))
        .collect();
    match froms.len() {
        1 => froms.into_iter().next(),
        _ => None,
    }
}

fn mark_moves(marks: &mut BTreeMap<String, Mark>, missing: &[String], extra: &[String]) {
    for key in missing {
        mark(marks, key, Decorator::Missing);
    }
    for key in extra {
        mark(marks, key, Decorator::Extra);
    }
}

/// Marks the destination cells of the move `key`; a cell reached by
/// moves of several kinds shows the last (extra over missing over agreed)
/// and names every move on hover.
fn mark(marks: &mut BTreeMap<String, Mark>, key: &str, decorator: Decorator) {
    let label = match decorator {
        Decorator::Missing => "expected, not reported",
        Decorator::Extra => "reported, not expected",
        _ => "expected and reported",
    };
    for (_, to) in key_cells(key) {
        let note = format!("{key} ({label})");
        marks
            .entry(to)
            .and_modify(|m| {
                m.decorator = decorator.clone();
                m.note = format!("{}; {note}", m.note);
            })
            .or_insert(Mark {
                decorator: decorator.clone(),
                capture: false,
                note,
            });
    }
}

/// The page of a perft comparison: the bisection's outcome and, where the
/// move lists differ, that position with the first moves only congruent
/// lists (expected, not reported) and only the program lists (reported,
/// not expected).
pub fn bisection_page(
    rules: &dyn JsonVariant,
    options: &Map<String, Value>,
    b: &Bisection,
) -> String {
    let mut body = format!("<pre>{}</pre>\n", escape(&b.to_string()));
    let drawn = match b {
        Bisection::Agree { .. } => None,
        Bisection::Differ {
            json,
            missing,
            extra,
            ..
        } => Some(
            position_scene(
                rules,
                options,
                json,
                "the first position that differs".into(),
            )
            .map(|mut s| {
                mark_moves(&mut s.marks, missing, extra);
                s.source = one_mover(missing.iter().chain(extra));
                s
            }),
        ),
        Bisection::Inconsistent { compact, .. } => Some(position_scene(
            rules,
            options,
            &Value::String(compact.clone()),
            "the position where the counts disagree".into(),
        )),
    };
    match drawn {
        Some(Ok(scene)) => {
            let _ = writeln!(
                body,
                "<div class=\"picture\">\n{}</div>",
                scene.svg(Layout::Grid, UNIT)
            );
        }
        Some(Err(e)) => {
            let _ = writeln!(
                body,
                "<p>The position cannot be drawn: {}</p>",
                escape(&e.to_string())
            );
        }
        None => {}
    }
    page("congruent perft comparison", &body)
}
