//! The conformance harness end to end (spec/conformance.md): the suite's
//! size and rule coverage, `conform` against `congruent serve` itself,
//! against serve under a rule option, against programs that crash, hang,
//! print garbage or answer errors, perft bisection, and the Python adapter
//! example.

use crate::common;

use crate::common::cli;
use crate::common::scratch_dir;
use crate::common::BIN;
use serde_json::Value;

fn serve(extra: &str) -> String {
    format!("{BIN} serve {extra}")
}

/// Runs conform with a JSON report and returns (exit code, stdout, report).
fn conform_json(args: &[&str]) -> (i32, String, Value) {
    let dir = scratch_dir("conform");
    let json = dir.join("report.json");
    let mut all = vec!["conform"];
    all.extend_from_slice(args);
    all.extend_from_slice(&["--json", json.to_str().unwrap()]);
    let (code, out, err) = cli(&all);
    let report = std::fs::read_to_string(&json).unwrap_or_else(|_| panic!("no report: {err}"));
    (code, out, serde_json::from_str(&report).unwrap())
}

#[test]
fn the_suite_has_3000_cases_and_tags_every_rule_ten_times() {
    let (code, out, _) = cli(&["suite", "--variant", "goff"]);
    assert_eq!(code, 0);
    let cases: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(cases.len() >= 3000, "{} cases", cases.len());
    let mut ids = std::collections::BTreeSet::new();
    let mut per_rule = std::collections::BTreeMap::<String, usize>::new();
    for c in &cases {
        assert!(
            ids.insert(c["id"].as_str().unwrap().to_string()),
            "duplicate id {}",
            c["id"]
        );
        for field in ["variant", "rules", "source", "op", "input", "expect"] {
            assert!(c.get(field).is_some(), "{} lacks {field}", c["id"]);
        }
        for r in c["rules"].as_array().unwrap() {
            *per_rule.entry(r.as_str().unwrap().into()).or_default() += 1;
        }
    }
    for n in 1..=61 {
        let got = per_rule.get(&format!("CR{n}")).copied().unwrap_or(0);
        assert!(got >= 10, "CR{n} tagged on {got} cases");
    }
    assert!(per_rule["stack"] >= 10);
    // Every source kind the suite promises is there.
    for id in [
        "counts/",
        "figure/",
        "spec/",
        "perft/start/4",
        "perft/spec/",
        "options/",
        "derived/reach/",
        "derived/ending/",
        "line/",
        "king-fencing/",
    ] {
        assert!(ids.iter().any(|i| i.starts_with(id)), "no case {id}");
    }
}

#[test]
fn filters_select_cases() {
    let (_, out, _) = cli(&[
        "suite",
        "--variant",
        "goff",
        "--rule",
        "49",
        "--op",
        "reach",
    ]);
    assert!(out.lines().count() > 100);
    for l in out.lines() {
        let c: Value = serde_json::from_str(l).unwrap();
        assert!(c["rules"].as_array().unwrap().iter().any(|r| r == "CR49"));
        assert_eq!(c["op"], "reach");
    }
    let (_, out, _) = cli(&[
        "suite",
        "--variant",
        "goff",
        "--pattern",
        "figure/",
        "--source",
        "Figure 24",
        "--op",
        "reach",
    ]);
    assert_eq!(out.lines().count(), 1, "{out}");
}

/// A program reading one rule the other way: over every sixth Goff reach
/// case, the option's rule fails in the largest share of its cases.
#[test]
fn a_rule_option_fails_and_the_report_names_its_rule() {
    let reach: Vec<_> = common::goff_cases()
        .iter()
        .filter(|c| c.op == "reach")
        .step_by(6)
        .cloned()
        .collect();
    let suite = common::write_suite(scratch_dir("conform").join("reach.jsonl"), &reach);
    for (option, rule) in [
        ("king=natural", "CR49"),
        ("pawn_capture=restricted", "CR36"),
    ] {
        let (code, out, report) = conform_json(&[
            "--program",
            &serve(&format!("--set {option}")),
            "--suite",
            suite.to_str().unwrap(),
            "--jobs",
            "2",
        ]);
        assert_eq!(code, 1, "{option}: {out}");
        assert!(report["summary"]["failed"].as_u64().unwrap() > 0);
        // The option's rule fails in the largest share of its cases (rules
        // of the same piece may share that share).
        let share = |name: &str| {
            report["rules"]
                .as_array()
                .unwrap()
                .iter()
                .find(|r| r["rule"] == name)
                .unwrap()["failed_share"]
                .as_f64()
                .unwrap()
        };
        let broken: Vec<&str> = report["broken_rules"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        assert!(broken.contains(&rule), "{option}: {broken:?}");
        assert_eq!(share(rule), share(broken[0]), "{option}: {broken:?}");
        assert!(
            share("CR4") < share(rule),
            "{option}: the rook's rule fails less often"
        );
        let row = out
            .lines()
            .find(|l| l.starts_with(&format!("{rule} ")))
            .unwrap();
        assert!(!row.trim_end().ends_with('-'), "{row}");
    }
}

/// A program that cannot be found is refused before any case runs: one
/// line, exit 2 (a newcomer saw every case reported as a crash).
#[test]
fn a_missing_program_is_refused_at_once() {
    for program in ["/nonexistent/engine", "no-such-engine-on-path serve"] {
        let (code, out, err) = common::congruent(
            &[
                "conform",
                "--program",
                program,
                "--pattern",
                "counts/rook-corner-split/",
            ],
            "",
        );
        assert_eq!((code, out.as_str()), (2, ""), "{program}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("no such program"), "{err}");
    }
}

/// A program that answers `hello` and then misbehaves on every case:
/// each run ends, reports every case, exits non-zero and names the
/// failure kind (a program that misbehaves on `hello` itself is stopped
/// at once: tests/it/conform_referee.rs).
#[test]
fn misbehaving_programs_are_reported_case_by_case() {
    let program = |misbehave: &str| {
        format!(
            r#"python3 -c "
import sys, json, time
for line in sys.stdin:
    r = json.loads(line)
    if r['op'] == 'hello':
        print(json.dumps({{'id': r['id'], 'protocol': 1}}), flush=True)
        continue
    {misbehave}
""#
        )
    };
    let programs = [
        (program("sys.exit(3)"), "crash"),
        (program("time.sleep(30)"), "timeout"),
        (program("print('garbage', flush=True)"), "unparsable"),
        (
            program("print(json.dumps({'id': r['id'], 'error': {'kind': 'internal', 'message': 'not today'}}), flush=True)"),
            "internal",
        ),
    ];
    // The cases as a suite file, so that the time measured is the run's,
    // not the building of the whole suite.
    let (code, lines, _) = cli(&[
        "suite",
        "--variant",
        "goff",
        "--pattern",
        "counts/rook-corner-split/",
        "--op",
        "reach",
    ]);
    assert_eq!(code, 0);
    // Three of them: a program that never answers costs the timeout each.
    let lines: String = lines.lines().take(3).map(|l| format!("{l}\n")).collect();
    let suite = scratch_dir("html").join("rook-corner-split.jsonl");
    std::fs::write(&suite, lines).unwrap();
    for (program, kind) in &programs {
        let began = std::time::Instant::now();
        let (code, out, report) = conform_json(&[
            "--program",
            program,
            "--suite",
            suite.to_str().unwrap(),
            // Long enough that python's start-up on a loaded machine is
            // not itself a timeout (at 0.5 s a crash read as one).
            "--timeout",
            "2",
        ]);
        assert_eq!(code, 1, "{program}: {out}");
        // Not a speed test: a program that never answers must not hang
        // the run (3 cases at 2 s each, far below a minute).
        assert!(
            began.elapsed().as_secs() < 60,
            "{program} took {:?}",
            began.elapsed()
        );
        let cases = report["cases"].as_array().unwrap();
        assert_eq!(cases.len(), 3, "{program}");
        for c in cases {
            assert_eq!(c["outcome"], "error", "{program}: {c}");
            assert_eq!(c["kind"], *kind, "{program}: {c}");
        }
        assert!(
            out.trim_end().ends_with("0 passed, 3 failed"),
            "{program}: {out}"
        );
    }
}

#[test]
fn a_refused_position_is_rejected_not_wrong() {
    // A program that refuses every position.
    let refuse = r#"python3 -c "
import sys, json
for line in sys.stdin:
    r = json.loads(line)
    print(json.dumps({'id': r['id'], 'error': {'kind': 'rejected', 'message': 'no'}}), flush=True)
""#;
    let (code, _, report) = conform_json(&[
        "--program",
        refuse,
        "--only-variant",
        "goff",
        "--pattern",
        "spec/cr10",
    ]);
    assert_eq!(code, 1);
    let outcomes: Vec<&str> = report["cases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["outcome"].as_str().unwrap())
        .collect();
    // The spec's negative example (two pieces on one tile) passes; the
    // others are counted as rejected.
    assert!(outcomes.contains(&"pass"), "{outcomes:?}");
    assert!(outcomes.contains(&"rejected"), "{outcomes:?}");
}

#[test]
fn junit_and_existing_files() {
    let dir = std::env::temp_dir().join(format!("congruent-junit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let junit = dir.join("junit.xml");
    std::fs::write(&junit, "mine").unwrap();
    let args = [
        "conform",
        "--program",
        "congruent serve",
        "--pattern",
        "figure/",
        "--op",
        "reach",
        "--junit",
        junit.to_str().unwrap(),
    ];
    let (code, _, err) = cli(&args);
    assert_eq!(code, 2, "an existing file is not replaced");
    assert!(err.contains("--force"), "{err}");
    assert_eq!(std::fs::read_to_string(&junit).unwrap(), "mine");
    let mut forced = args.to_vec();
    forced.push("--force");
    let (code, out, _) = cli(&forced);
    assert_eq!(code, 0, "{out}");
    let xml = std::fs::read_to_string(&junit).unwrap();
    assert!(
        xml.contains(
            "<testsuite name=\"goff\" tests=\"6\" failures=\"0\" errors=\"0\" skipped=\"0\">"
        ),
        "{xml}"
    );
}

#[test]
fn bisection_names_the_king_steps_at_the_root() {
    let (code, out, _) = cli(&[
        "conform",
        "--program",
        &serve("--set king=adjacent"),
        "--perft",
        "2",
    ]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("the root position itself differs"), "{out}");
    let extra: Vec<&str> = out
        .split("moves only the program lists (6):\n")
        .nth(1)
        .unwrap()
        .lines()
        .take_while(|l| l.starts_with("  "))
        .map(str::trim)
        .collect();
    assert_eq!(
        extra,
        [
            "K1,1-K1,2",
            "K1,1-K2,1",
            "K1,1-KB1,2",
            "K1,1-KB2,1",
            "K1,1-Q1,2",
            "K1,1-Q2,1"
        ]
    );
}

#[test]
fn bisection_descends_to_the_first_differing_position() {
    let html = scratch_dir("html").join("bisection.html");
    let (code, out, _) = cli(&[
        "conform",
        "--program",
        &serve("--set king=natural"),
        "--perft",
        "3",
        "--jobs",
        "2",
        "--html",
        html.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "{out}");
    // The page draws the differing position, the program's extra first
    // moves marked.
    let page = std::fs::read_to_string(&html).unwrap();
    let pictures = svgs(&page);
    assert_eq!(pictures.len(), 1);
    assert_eq!(classed(&pictures[0], "tile"), 512);
    assert!(pictures[0].contains("(reported, not expected)"));
    assert!(
        out.contains("perft differs at the root: congruent 620060, program 628124"),
        "{out}"
    );
    assert!(out.contains("first difference after 2 moves: "), "{out}");
    assert!(out.contains("moves only congruent lists (0)"), "{out}");
    // The position printed is the one reached by the line.
    let compact = out
        .lines()
        .skip_while(|l| !l.starts_with("position"))
        .nth(1)
        .unwrap()
        .trim();
    let (code, moves, _) = cli(&["moves", "--fen", compact]);
    assert_eq!(code, 0);
    assert!(moves.contains("\"to_move\":\"white\""));
}

#[test]
fn bisection_agrees_with_itself() {
    let (code, out, _) = cli(&[
        "conform",
        "--program",
        "congruent serve",
        "--perft",
        "2",
        "--compact",
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("perft(2) agrees: 5184 nodes"), "{out}");
}

#[test]
fn serve_answers_errors_as_responses() {
    let input = concat!(
        "{\"id\":1,\"op\":\"hello\"}\n",
        "not json\n",
        "{\"id\":3,\"op\":\"fly\"}\n",
        "{\"id\":4,\"op\":\"moves\",\"position\":{\"pieces\":[{\"side\":\"white\",\"kind\":\"rook\",\"tile\":\"K9,1\"}]}}\n",
        "{\"id\":5,\"op\":\"perft\",\"position\":{\"pieces\":[]},\"depth\":99}\n",
        "{\"id\":6,\"op\":\"moves\",\"options\":{\"king\":5},\"position\":{\"pieces\":[]}}\n",
        "{\"id\":\"seven\",\"op\":\"perft\",\"position\":{\"pieces\":[]},\"depth\":1,\"allow_illegal\":true}\n",
        "{\"id\":8,\"op\":\"reach\",\"position\":{\"pieces\":[]},\"depth\":2}\n",
    );
    let (code, out, _) = common::congruent(&["serve"], input);
    assert_eq!(code, 0);
    let answers: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(answers.len(), 8);
    assert_eq!(answers[0]["protocol"], 1);
    assert_eq!(
        answers[0]["ops"],
        serde_json::json!(["reach", "moves", "perft"])
    );
    let kinds: Vec<&str> = answers[1..6]
        .iter()
        .map(|a| a["error"]["kind"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        [
            "bad-request",
            "bad-request",
            "rejected",
            "limit",
            "bad-request"
        ]
    );
    assert!(answers[5]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("king"));
    assert_eq!(answers[6], serde_json::json!({"id": "seven", "nodes": 0}));
    // A field of perft's on another op is refused, not ignored.
    assert_eq!(answers[7]["error"]["kind"], "bad-request", "{out}");
    assert!(answers[7]["error"]["message"]
        .as_str()
        .unwrap()
        .contains("\"depth\" is for op perft only"));
}

#[test]
fn the_python_adapter_passes_through_conform() {
    let adapter = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/adapter.py");
    let program = format!("python3 {adapter} --engine {BIN}");
    let (code, out, report) = conform_json(&[
        "--program",
        &program,
        "--only-variant",
        "goff",
        "--op",
        "reach",
        "--op",
        "moves",
        "--pattern",
        "spec/",
        "--jobs",
        "2",
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(report["summary"]["cases"].as_u64().unwrap() > 50);
}

/// The perft cases from the spec's positions come from the engine; the
/// plain reference agrees at depth 2 on every one of them.
#[test]
fn perft_case_positions_agree_with_the_reference() {
    use congruent::goff::game::{perft, Implementation};
    let cases: Vec<_> = common::goff_cases()
        .iter()
        .filter(|c| c.id.starts_with("perft/spec/"))
        .collect();
    assert!(cases.len() >= 20);
    for c in cases {
        let validation = match c.input.allow_illegal {
            true => congruent::core::variant::Validation::Analysis,
            false => congruent::core::variant::Validation::Legal,
        };
        let game = congruent::goff::Goff::game(&Default::default(), &c.input.position, validation)
            .unwrap();
        let mut reference = game.clone();
        reference.implementation = Implementation::Reference;
        assert_eq!(
            perft::perft(&mut reference, 2),
            perft::perft(&mut game.clone(), 2),
            "{}",
            c.id
        );
    }
}

/// The SVG pictures inline in a page, each checked to be well-formed.
fn svgs(page: &str) -> Vec<String> {
    page.split("<svg ")
        .skip(1)
        .map(|rest| {
            let svg = format!("<svg {}</svg>", rest.split("</svg>").next().unwrap());
            roxmltree::Document::parse(&svg).expect("well-formed SVG");
            svg
        })
        .collect()
}

/// How many elements of the SVG carry the class.
fn classed(svg: &str, class: &str) -> usize {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.descendants()
        .filter(|n| {
            n.attribute("class")
                .is_some_and(|c| c.split(' ').any(|w| w == class))
        })
        .count()
}

/// `conform --html` against serve under the natural king (a rejected
/// reading of CR 49): one self-contained page whose failing cases show
/// their positions, the king's extra destinations marked; an existing
/// page is not replaced without --force.
#[test]
fn the_html_report_draws_the_failing_cases() {
    let html = scratch_dir("html").join("report.html");
    let args = [
        "conform",
        "--program",
        &serve("--set king=natural"),
        "--op",
        "reach",
        "--pattern",
        "king-open/K5",
        "--jobs",
        "2",
        "--html",
        html.to_str().unwrap(),
    ];
    let (code, out, err) = cli(&args);
    assert_eq!(code, 1, "{out}{err}");
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.starts_with("<!DOCTYPE html>"));
    // Self-contained: nothing to fetch.
    for external in ["<script", "<link", "src=", "url("] {
        assert!(!page.contains(external), "{external}");
    }
    assert!(page.contains("<td>CR49</td><td>6</td><td>0</td><td>6</td>"));
    let cases = page.matches("<section class=\"case\"").count();
    let pictures = svgs(&page);
    assert_eq!((cases, pictures.len()), (6, 6));
    for svg in &pictures {
        assert_eq!(classed(svg, "tile"), 512);
        assert_eq!(classed(svg, "source"), 1);
        assert!(classed(svg, "destination") > 26, "expected and extra tiles");
        assert!(svg.contains("(reported, not expected)"));
    }
    let (code, _, err) = cli(&args);
    assert_eq!(code, 2);
    assert!(err.contains("exists (use --force to replace it)"), "{err}");
}
