//! conform as a referee of real, partial and broken programs (issue 23):
//! the `hello` handshake and what a program declares (cases outside it
//! skipped, never failed, unless `--strict`), programs that do not speak
//! the protocol stopped at once, systematic failures stopped early, the
//! checks made before any case runs, one meaning of "failed" in the text,
//! JSON and JUnit reports, and `capture` compared.
//!
//! The programs are small scripts written at test time under
//! `target/tmp`, most of them wrappers around `congruent serve`.

use crate::common::scratch_dir;
use crate::common::BIN;
use crate::common::{cli, refused};
use serde_json::Value;
use std::path::Path;
use std::process::Command;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// Writes a Python program; the command line that runs it.
fn python(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text.replace("BIN", BIN)).unwrap();
    format!("python3 {}", path.display())
}

struct Ran {
    code: i32,
    out: String,
    err: String,
    took: Duration,
}

fn conform_run(args: &[&str]) -> Ran {
    let began = Instant::now();
    let out = Command::new(BIN)
        .arg("conform")
        .args(args)
        .output()
        .expect("binary runs");
    Ran {
        code: out.status.code().unwrap_or(-1),
        out: String::from_utf8(out.stdout).unwrap(),
        err: String::from_utf8(out.stderr).unwrap(),
        took: began.elapsed(),
    }
}

/// A suite file of a few groups of Goff cases, written once: the option
/// cases, the figures, the rook's corner counts, the spec's CR 10 and
/// CR 54 pages.
fn suite_file() -> &'static str {
    static FILE: OnceLock<String> = OnceLock::new();
    FILE.get_or_init(|| {
        let keep = [
            "options/",
            "figure/",
            "counts/rook-corner-split/",
            "spec/cr10",
            "spec/cr54",
        ];
        let cases: Vec<congruent::Case> = crate::common::goff_cases()
            .iter()
            .filter(|c| keep.iter().any(|k| c.id.starts_with(k)))
            .cloned()
            .collect();
        let path = scratch_dir("conform-referee").join("suite.jsonl");
        let path = crate::common::write_suite(path, &cases);
        path.to_str().unwrap().to_string()
    })
}

/// How many cases of `suite_file()` have ids starting with `prefix`.
fn count_of(prefix: &str) -> usize {
    count_where(|c| c["id"].as_str().unwrap().starts_with(prefix))
}

/// How many cases of `suite_file()` are `keep`.
fn count_where(keep: impl Fn(&Value) -> bool) -> usize {
    std::fs::read_to_string(suite_file())
        .unwrap()
        .lines()
        .filter(|l| keep(&serde_json::from_str(l).unwrap()))
        .count()
}

/// A wrapper around `congruent serve` that models only the adopted
/// rules: it answers `unsupported` to any request with options (and
/// notes that it got one in `got-options`), and its `hello` says
/// `HELLO`.
fn adopted_only(dir: &Path, hello: &str) -> String {
    refusing_serve(
        dir,
        "adopted.py",
        hello,
        "",
        (
            "r.get(\"options\")",
            "this program models the adopted rules only",
        ),
        "got-options",
    )
}

/// A wrapper around `congruent serve` written as file `name` in `dir`:
/// its `hello` says `hello`, it answers `unsupported` (saying `why`) to
/// any request for which the Python expression `refuses` (of the request
/// `r`, after the definitions `prelude`) holds, noting the request in the
/// file `marker`, and relays every other request to `serve`.
fn refusing_serve(
    dir: &Path,
    name: &str,
    hello: &str,
    prelude: &str,
    (refuses, why): (&str, &str),
    marker: &str,
) -> String {
    let marker = dir.join(marker);
    let text = r#"
import json, subprocess, sys
serve = subprocess.Popen(["BIN", "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
PRELUDE
for line in sys.stdin:
    r = json.loads(line)
    if r.get("op") == "hello":
        print(json.dumps(dict(id=r["id"], **HELLO)), flush=True)
    elif REFUSES:
        open("MARKER", "a").write(line)
        print(json.dumps({"id": r["id"], "error": {"kind": "unsupported",
              "message": "WHY"}}), flush=True)
    else:
        serve.stdin.write(line)
        serve.stdin.flush()
        print(serve.stdout.readline().strip(), flush=True)
"#
    .replace("PRELUDE", prelude)
    .replace("REFUSES", refuses)
    .replace("WHY", why)
    .replace("HELLO", hello)
    .replace("MARKER", marker.to_str().unwrap());
    python(dir, name, &text)
}

fn json_file(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The totals of the text's last line: passed, failed, skipped, not run.
fn text_totals(out: &str) -> [u64; 4] {
    let last = out.trim_end().lines().last().unwrap();
    let mut t = [0; 4];
    for part in last.split(", ") {
        let (n, what) = part.split_once(' ').unwrap();
        let n: u64 = n.parse().unwrap();
        let at = ["passed", "failed", "skipped", "not run"]
            .iter()
            .position(|w| *w == what)
            .unwrap_or_else(|| panic!("{last}"));
        t[at] = n;
    }
    t
}

/// The totals of a JSON report's summary, checked to sum to its cases.
fn json_totals(report: &Value) -> [u64; 4] {
    let s = &report["summary"];
    let t = ["passed", "failed", "skipped", "not_run"].map(|k| s[k].as_u64().unwrap());
    assert_eq!(t.iter().sum::<u64>(), s["cases"].as_u64().unwrap(), "{s}");
    assert_eq!(
        s["failed"].as_u64().unwrap(),
        ["wrong", "rejected", "errors", "unsupported"]
            .map(|k| s[k].as_u64().unwrap())
            .iter()
            .sum::<u64>(),
        "{s}"
    );
    t
}

/// The totals of a JUnit report: (tests, failures, errors, skipped), the
/// same at the top and summed over the suites, and each test case's
/// class a single word.
fn junit_totals(path: &Path) -> [u64; 4] {
    let text = std::fs::read_to_string(path).unwrap();
    let doc = roxmltree::Document::parse(&text).unwrap();
    let root = doc.root_element();
    let attrs = |n: roxmltree::Node| {
        ["tests", "failures", "errors", "skipped"]
            .map(|a| n.attribute(a).unwrap().parse::<u64>().unwrap())
    };
    let top = attrs(root);
    let mut sum = [0; 4];
    let mut cases = [0; 4];
    for s in root.children().filter(|n| n.has_tag_name("testsuite")) {
        for (k, v) in attrs(s).iter().enumerate() {
            sum[k] += v;
        }
        for c in s.children().filter(|n| n.has_tag_name("testcase")) {
            let class = c.attribute("classname").unwrap();
            assert!(!class.contains(' '), "classname {class:?}");
            assert_eq!(class, s.attribute("name").unwrap());
            cases[0] += 1;
            if c.children().any(|n| n.has_tag_name("failure")) {
                cases[1] += 1;
            }
            if c.children().any(|n| n.has_tag_name("skipped")) {
                cases[3] += 1;
            }
        }
    }
    assert_eq!(top, sum, "{text}");
    assert_eq!(top, cases, "{text}");
    top
}

/// A program that models only the adopted rules and says so in `hello`
/// (every variant, no options): exit 0, nothing failed, the option cases
/// skipped with their reason, never sent, never against a rule; with
/// --strict they count as failed.
#[test]
fn a_program_of_the_adopted_rules_passes_with_the_option_cases_skipped() {
    let dir = scratch_dir("conform-referee");
    let program = adopted_only(
        &dir,
        r#"{"protocol": 1, "program": "adopted-only", "ops": ["reach", "moves", "perft"],
            "variants": [{"id": "goff", "options": []}]}"#,
    );
    let (json, junit) = (dir.join("r.json"), dir.join("r.xml"));
    let r = conform_run(&[
        "--program",
        &program,
        "--suite",
        suite_file(),
        "--json",
        json.to_str().unwrap(),
        "--junit",
        junit.to_str().unwrap(),
    ]);
    let options = count_of("options/");
    let all = count_of("");
    assert!(options >= 15, "{options}");
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
    assert!(
        r.out.trim_end().ends_with(&format!(
            "{} passed, 0 failed, {options} skipped",
            all - options
        )),
        "{}",
        r.out
    );
    assert!(
        r.out.contains(&format!("skipped ({options}):")),
        "{}",
        r.out
    );
    assert!(
        r.out.contains("options/king=natural/perft1 ")
            && r.out
                .contains("the program's hello declares no option of goff"),
        "{}",
        r.out
    );
    assert!(!dir.join("got-options").exists(), "an option case was sent");
    let report = json_file(&json);
    assert_eq!(
        json_totals(&report),
        [(all - options) as u64, 0, options as u64, 0]
    );
    assert_eq!(report["broken_rules"], serde_json::json!([]));
    let skipped: Vec<&Value> = report["cases"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["outcome"] == "skipped")
        .collect();
    assert_eq!(skipped.len(), options);
    for c in skipped {
        assert!(c["id"].as_str().unwrap().starts_with("options/"), "{c}");
        assert_eq!(c["counted"], "skipped");
        assert!(c["reason"].as_str().unwrap().contains("hello"), "{c}");
    }
    assert_eq!(report["hello"]["program"], "adopted-only");
    assert_eq!(junit_totals(&junit), [all as u64, 0, 0, options as u64]);
    // --strict: the same cases count as failed, still against no rule.
    let strict = dir.join("strict.json");
    let r = conform_run(&[
        "--program",
        &program,
        "--suite",
        suite_file(),
        "--strict",
        "--json",
        strict.to_str().unwrap(),
    ]);
    assert_eq!(r.code, 1, "{}", r.out);
    assert!(
        r.out
            .trim_end()
            .ends_with(&format!("{} passed, {options} failed", all - options)),
        "{}",
        r.out
    );
    let report = json_file(&strict);
    assert_eq!(
        json_totals(&report),
        [(all - options) as u64, options as u64, 0, 0]
    );
    assert_eq!(report["broken_rules"], serde_json::json!([]));
}

/// A program whose `hello` declares nothing (as before the handshake
/// carried declarations) and answers `unsupported` to what it does not
/// model: those cases are skipped, not failed.
#[test]
fn an_unsupported_answer_is_skipped() {
    let dir = scratch_dir("conform-referee");
    let program = adopted_only(&dir, r#"{"protocol": 1}"#);
    let r = conform_run(&[
        "--program",
        &program,
        "--suite",
        suite_file(),
        "--pattern",
        "options/",
    ]);
    let options = count_of("options/");
    // Nothing was checked: no verdict without evidence (issue 39), exit 1
    // with one line saying so, on stderr and before the totals.
    assert_eq!(r.code, 1, "{}{}", r.out, r.err);
    assert!(
        r.out
            .trim_end()
            .ends_with(&format!("0 passed, 0 failed, {options} skipped")),
        "{}",
        r.out
    );
    let line =
        format!("conform checked nothing: no case passed or failed ({options} skipped, 0 not run)");
    assert!(r.out.contains(&line), "{}", r.out);
    assert_eq!(
        r.err.lines().filter(|l| l.contains(&line)).count(),
        1,
        "{}",
        r.err
    );
    assert!(
        r.out.contains(
            "the program answered unsupported: this program models the adopted rules only"
        ),
        "{}",
        r.out
    );
    assert!(dir.join("got-options").exists());
}

/// What the handshake declares, beyond options: a variant the program
/// does not list is refused before any case; an op it does not list is
/// skipped; `--perft` needs `perft` and the options it compares under.
#[test]
fn declared_rule_sets_and_ops() {
    let dir = scratch_dir("conform-referee");
    let program = adopted_only(
        &dir,
        r#"{"protocol": 1, "ops": ["moves", "perft"], "variants": [{"id": "goff", "options": []}]}"#,
    );
    let r = conform_run(&["--program", &program, "--variant", "tetrahedral"]);
    assert_eq!(r.code, 2, "{}", r.out);
    assert_eq!(r.err.lines().count(), 1, "{}", r.err);
    assert!(
        r.err.contains("lists the variants goff, not tetrahedral"),
        "{}",
        r.err
    );
    let r = conform_run(&["--program", &program, "--suite", suite_file()]);
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
    let skipped = count_where(|c| c["op"] == "reach" || c["options"] != serde_json::json!({}));
    assert!(
        r.out
            .trim_end()
            .ends_with(&format!(", 0 failed, {skipped} skipped")),
        "{}",
        r.out
    );
    assert!(
        r.out
            .contains("op reach is not in the program's hello (ops: moves, perft)"),
        "{}",
        r.out
    );
    let r = conform_run(&[
        "--program",
        &program,
        "--perft",
        "1",
        "--set",
        "king=natural",
    ]);
    assert_eq!(r.code, 2, "{}", r.out);
    assert!(r.err.contains("option king=natural"), "{}", r.err);
    let r = conform_run(&["--program", &program, "--perft", "1"]);
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
    // Every case outside the declarations: nothing to run, said at once.
    let r = conform_run(&[
        "--program",
        &program,
        "--suite",
        suite_file(),
        "--pattern",
        "counts/",
    ]);
    assert_eq!(r.code, 2, "{}", r.out);
    assert!(
        r.err.contains("outside what the program's hello declares"),
        "{}",
        r.err
    );
}

/// Programs that do not speak the protocol: a banner line, garbage, the
/// wrong id, a hang, a crash. Each run ends at the handshake, well within
/// 30 s, exit 2, one line saying what came back.
#[test]
fn a_program_that_does_not_answer_hello_is_stopped_at_once() {
    let dir = scratch_dir("conform-referee");
    let serve_after = |first: &str| {
        python(
            &dir,
            &format!("p{}.py", first.len()),
            &format!(
                r#"
import subprocess, sys
print({first}, flush=True)
subprocess.run(["BIN", "serve"])
"#
            ),
        )
    };
    let programs = [
        (
            serve_after("'MyEngine 1.0 (c) 2026, ready'"),
            "not JSON",
            "\"MyEngine 1.0 (c) 2026, ready\"",
        ),
        (
            "sh -c 'while read l; do echo \"garbage\tgarbage\"; done'".to_string(),
            "not JSON",
            "\"garbage\\tgarbage\"",
        ),
        (
            python(
                &dir,
                "wrong-id.py",
                r#"
import json, sys
for line in sys.stdin:
    print(json.dumps({"id": 41, "protocol": 1}), flush=True)
"#,
            ),
            "answered with id 41, not the request's 0",
            "",
        ),
        ("sleep 1000".to_string(), "no answer within 2.0 s", ""),
        ("sh -c 'exit 3'".to_string(), "exit status: 3", ""),
        (
            python(
                &dir,
                "v2.py",
                "print('{\"id\":0,\"protocol\":2}', flush=True)\nimport time\ntime.sleep(100)\n",
            ),
            "protocol 2, but conform speaks protocol 1",
            "",
        ),
    ];
    for (program, what, quoted) in &programs {
        // The built-in suite: the handshake does not wait for it.
        let r = conform_run(&["--program", program, "--timeout", "2"]);
        assert_eq!((r.code, r.out.as_str()), (2, ""), "{program}: {}", r.err);
        assert!(r.took < Duration::from_secs(30), "{program}: {:?}", r.took);
        assert_eq!(r.err.lines().count(), 1, "{program}: {}", r.err);
        assert!(r.err.contains("hello"), "{program}: {}", r.err);
        assert!(r.err.contains(what), "{program}: {}", r.err);
        assert!(r.err.contains(quoted), "{program}: {}", r.err);
    }
}

/// A program that answers `hello` and then fails every case the same
/// way (a hang, garbage, the wrong id) is stopped after --max-errors
/// consecutive identical errors (10 by default): the rest are not run,
/// exit 1, one line on stderr saying why, within 30 s (the hang: ten
/// timeouts of 2 s on two programs); --max-errors 0 runs every case.
#[test]
fn systematic_failure_stops_the_run_early() {
    let dir = scratch_dir("conform-referee");
    let after_hello = |name: &str, misbehave: &str| {
        python(
            &dir,
            name,
            &format!(
                r#"
import json, sys, time
for n, line in enumerate(sys.stdin):
    r = json.loads(line)
    if r["op"] == "hello":
        print(json.dumps({{"id": r["id"], "protocol": 1}}), flush=True)
        continue
    {misbehave}
"#
            ),
        )
    };
    let programs = [
        (after_hello("hang.py", "time.sleep(1000)"), "timeout"),
        (
            after_hello("garbage.py", "print('ok', flush=True)"),
            "unparsable",
        ),
        (
            after_hello(
                "wrong-id.py",
                "print(json.dumps({'id': 1000 + n, 'nodes': 1}), flush=True)",
            ),
            "unparsable",
        ),
    ];
    for (program, kind) in &programs {
        let json = dir.join(format!("{kind}-{}.json", program.len()));
        let r = conform_run(&[
            "--program",
            program,
            "--suite",
            suite_file(),
            "--timeout",
            "2",
            "--jobs",
            "2",
            "--json",
            json.to_str().unwrap(),
        ]);
        assert_eq!(r.code, 1, "{program}: {}", r.out);
        assert!(r.took < Duration::from_secs(30), "{program}: {:?}", r.took);
        assert_eq!(r.err.lines().count(), 1, "{program}: {}", r.err);
        assert!(
            r.err
                .contains("stopped after 10 consecutive cases failed with the same error")
                && r.err.contains(kind)
                && r.err.contains("cases not run"),
            "{program}: {}",
            r.err
        );
        let report = json_file(&json);
        let [passed, failed, skipped, not_run] = json_totals(&report);
        assert_eq!((passed, skipped), (0, 0));
        assert!((10..=11).contains(&failed), "{failed}");
        assert_eq!(failed + not_run, count_of("") as u64);
        assert_eq!(text_totals(&r.out), [passed, failed, skipped, not_run]);
        assert!(report["summary"]["stopped"]
            .as_str()
            .unwrap()
            .contains(kind));
        // Protocol failures are reported as such, never blamed on a rule.
        assert_eq!(report["summary"]["protocol_failures"], failed, "{program}");
        assert_eq!(report["measured_rules"], serde_json::json!([]), "{program}");
        assert_eq!(report["unexplained"], serde_json::json!([]), "{program}");
        assert!(
            r.out.contains(&format!(
                "{failed} failing cases are protocol failures ({kind} {failed})"
            )) && !r.out.contains("measured by mutants"),
            "{program}: {}",
            r.out
        );
    }
    // --max-errors N and 0.
    let errors = after_hello(
        "internal.py",
        "print(json.dumps({'id': r['id'], 'error': {'kind': 'internal', 'message': 'not today'}}), flush=True)",
    );
    let r = conform_run(&[
        "--program",
        &errors,
        "--suite",
        suite_file(),
        "--max-errors",
        "3",
    ]);
    assert_eq!(r.code, 1);
    assert_eq!(text_totals(&r.out)[..2], [0, 3], "{}", r.out);
    assert!(r.err.contains("(internal: not today)"), "{}", r.err);
    let r = conform_run(&[
        "--program",
        &errors,
        "--suite",
        suite_file(),
        "--max-errors",
        "0",
    ]);
    assert_eq!(r.code, 1);
    assert_eq!(
        text_totals(&r.out),
        [0, count_of("") as u64, 0, 0],
        "{}",
        r.out
    );
    assert_eq!(r.err, "");
}

/// What is checked before any case runs, each a usage error (exit 2, one
/// line): a program that cannot run, a report that cannot be written, a
/// suite line conform cannot send (named by its number), a case id twice,
/// no programs at a time.
#[test]
fn the_run_is_checked_before_it_starts() {
    let dir = scratch_dir("conform-referee");
    let script = dir.join("engine.py");
    std::fs::write(&script, "print('hi')\n").unwrap();
    // Three reach cases.
    let lines: Vec<String> = std::fs::read_to_string(suite_file())
        .unwrap()
        .lines()
        .filter(|l| l.contains("\"op\":\"reach\""))
        .take(3)
        .map(String::from)
        .collect();
    let write = |name: &str, lines: &[String]| {
        let p = dir.join(name);
        std::fs::write(&p, lines.join("\n") + "\n").unwrap();
        p.to_str().unwrap().to_string()
    };
    let fly = write(
        "fly.jsonl",
        &[
            lines[0].clone(),
            lines[1].replacen("\"op\":\"", "\"op\":\"fly", 1),
        ],
    );
    let colour = write(
        "colour.jsonl",
        &[lines[0].replacen("\"source\"", "\"colour\":1,\"source\"", 1)],
    );
    let twice = write(
        "twice.jsonl",
        &[lines[0].clone(), lines[1].clone(), lines[0].clone()],
    );
    let no_depth = write(
        "no-depth.jsonl",
        &[lines[0].replacen("\"op\":\"reach\"", "\"op\":\"perft\"", 1)],
    );
    let missing_dir = dir.join("no/such/folder/r.json");
    let cases: [(Vec<&str>, &str); 7] = [
        (
            vec!["--program", script.to_str().unwrap()],
            "not executable",
        ),
        (
            vec![
                "--program",
                "congruent serve",
                "--json",
                missing_dir.to_str().unwrap(),
            ],
            "no folder",
        ),
        (
            vec![
                "--program",
                "congruent serve",
                "--junit",
                dir.to_str().unwrap(),
            ],
            "is a folder",
        ),
        (
            vec!["--program", "congruent serve", "--suite", &fly],
            "line 2: case",
        ),
        (
            vec!["--program", "congruent serve", "--suite", &colour],
            "line 1: unknown field `colour`",
        ),
        (
            vec!["--program", "congruent serve", "--suite", &twice],
            "line 3: duplicate case id",
        ),
        (
            vec!["--program", "congruent serve", "--jobs", "0"],
            "--jobs 0",
        ),
    ];
    for (args, what) in &cases {
        let r = conform_run(args);
        assert_eq!((r.code, r.out.as_str()), (2, ""), "{args:?}: {}", r.err);
        assert_eq!(r.err.lines().count(), 1, "{args:?}: {}", r.err);
        assert!(r.err.contains(what), "{args:?}: {}", r.err);
    }
    let r = conform_run(&["--program", "congruent serve", "--suite", &fly]);
    assert!(r.err.contains("unknown op \"flyreach\""), "{}", r.err);
    // A case of an op without what the op needs.
    let r = conform_run(&["--program", "congruent serve", "--suite", &no_depth]);
    assert_eq!(r.code, 2, "{}", r.err);
    assert!(
        r.err.contains("line 1: case") && r.err.contains("input.depth: needed by perft"),
        "{}",
        r.err
    );
}

/// `--timeout` and `--jobs` are bounded, each out-of-range value refused
/// before anything starts with one line naming the flag and its bound
/// (exit 2): a timeout too large for a `Duration` once panicked (exit
/// 101), and `--jobs 500` started 500 programs (issue 39). The bounds
/// are in the flags' help; the bounds themselves are accepted.
#[test]
fn numeric_flags_are_bounded() {
    let refusals = [
        ("--timeout=1e20", "at most 86400"),
        ("--timeout=86400.5", "at most 86400"),
        ("--timeout=inf", "at most 86400"),
        ("--timeout=NaN", "positive number of seconds"),
        ("--timeout=0", "positive number of seconds"),
        ("--timeout=-1", "positive number of seconds"),
        ("--jobs=0", "at least 1"),
        ("--jobs=65", "at most 64"),
        ("--jobs=500", "at most 64"),
    ];
    for (flag, bound) in refusals {
        let started = Instant::now();
        let line = refused(&["conform", "--program", "congruent serve", flag], bound);
        let name = flag.split_once('=').unwrap().0;
        assert!(line.contains(&format!("{name} ")), "{line}");
        assert!(started.elapsed() < Duration::from_secs(10), "{flag}");
    }
    // The bounds pass: what is refused is the missing suite file.
    let r = conform_run(&[
        "--program",
        "congruent serve",
        "--timeout",
        "86400",
        "--jobs",
        "64",
        "--suite",
        "/no/such/suite.jsonl",
    ]);
    assert_eq!(r.code, 2, "{}", r.err);
    assert!(r.err.contains("--suite /no/such/suite.jsonl"), "{}", r.err);
    let (code, help, _) = cli(&["conform", "--help"]);
    assert_eq!(code, 0);
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(help.contains("at most 86400"), "{help}");
    assert!(help.contains("at most 64"), "{help}");
}

/// A program killed for a timeout is killed with its process group: what
/// it started and left running (here a shell's background `sleep`) ends
/// with it, not only the program conform started (issue 39). The
/// program answers `hello` and no case; each start of it writes its
/// grandchild's pid; after two timeouts
/// (`--max-errors 2`) no such process is left (a zombie awaiting its
/// reaper counts as ended).
#[cfg(target_os = "linux")]
#[test]
fn a_killed_program_takes_its_children_with_it() {
    let dir = scratch_dir("conform-referee");
    let pids = dir.join("grandchildren.pid");
    let script = dir.join("spawns-and-hangs.sh");
    std::fs::write(
        &script,
        format!(
            "read request\n\
             case \"$request\" in *'\"op\":\"hello\"'*) echo '{{\"id\":0,\"protocol\":1}}';; esac\n\
             sleep 1000 </dev/null >/dev/null 2>&1 &\n\
             echo $! >> {}\n\
             sleep 1000\n",
            pids.display()
        ),
    )
    .unwrap();
    let program = format!("sh {}", script.display());
    let r = conform_run(&[
        "--program",
        &program,
        "--suite",
        suite_file(),
        "--timeout",
        "1",
        "--max-errors",
        "2",
    ]);
    assert_eq!(r.code, 1, "{}{}", r.out, r.err);
    assert!(r.err.contains("timeout"), "{}", r.err);
    let started: Vec<String> = std::fs::read_to_string(&pids)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    assert_eq!(started.len(), 2, "{started:?}");
    // A `sleep` of that pid, running or sleeping (not a zombie).
    let sleeping = |pid: &String| {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        let state = stat.rsplit_once(") ").map(|(_, rest)| &rest[..1]);
        stat.contains("(sleep)") && !matches!(state, None | Some("Z" | "X"))
    };
    let began = Instant::now();
    while started.iter().any(sleeping) && began.elapsed() < Duration::from_secs(5) {
        std::thread::sleep(Duration::from_millis(50));
    }
    let left: Vec<&String> = started.iter().filter(|p| sleeping(p)).collect();
    if !left.is_empty() {
        // Not left behind by a failing test either.
        let _ = Command::new("kill").arg("-9").args(&left).status();
    }
    assert!(left.is_empty(), "grandchildren still running: {left:?}");
}

/// The text's last line, the JSON summary and the JUnit totals agree,
/// for a passing run and a failing one; JUnit's class is the variant.
#[test]
fn text_json_and_junit_totals_agree() {
    let dir = scratch_dir("conform-referee");
    for (program, failing) in [
        (format!("{BIN} serve"), false),
        (format!("{BIN} serve --set king=natural"), true),
    ] {
        let (json, junit) = (
            dir.join(format!("{failing}.json")),
            dir.join(format!("{failing}.xml")),
        );
        let r = conform_run(&[
            "--program",
            &program,
            "--only-variant",
            "goff",
            "--pattern",
            "spec/",
            "--jobs",
            "2",
            "--json",
            json.to_str().unwrap(),
            "--junit",
            junit.to_str().unwrap(),
        ]);
        assert_eq!(r.code, i32::from(failing), "{}", r.out);
        let text = text_totals(&r.out);
        let report = json_file(&json);
        assert_eq!(json_totals(&report), text);
        let [tests, failures, errors, skipped] = junit_totals(&junit);
        assert_eq!(
            [tests, failures, errors, skipped],
            [text.iter().sum(), text[1], 0, text[2] + text[3]]
        );
        assert_eq!(failures > 0, failing, "{}", r.out);
        assert!(tests > 100);
    }
}

/// `capture` is a core field and compared: a program that reports every
/// capture as `false` fails the cases whose moves take a piece, en
/// passant included.
#[test]
fn capture_is_compared() {
    let dir = scratch_dir("conform-referee");
    let program = python(
        &dir,
        "no-capture.py",
        r#"
import json, subprocess, sys
serve = subprocess.Popen(["BIN", "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
for line in sys.stdin:
    serve.stdin.write(line)
    serve.stdin.flush()
    a = json.loads(serve.stdout.readline())
    for m in a.get("moves", []):
        m["capture"] = False
    print(json.dumps(a), flush=True)
"#,
    );
    let r = conform_run(&[
        "--program",
        &program,
        "--suite",
        suite_file(),
        "--pattern",
        "spec/cr54",
    ]);
    assert_eq!(r.code, 1, "{}", r.out);
    assert!(
        r.out.contains(
            "capture wrong on 2 moves: [K4,4-KB3,3 en-passant:KB4,4 (capture false, expected true)"
        ),
        "{}",
        r.out
    );
}

/// A Tetrahedral program of rook and king only, declared in `hello`
/// (`pieces`, and `move_kinds` empty: plain moves only; issue 39.5): its
/// pawn, knight and dababante cases, and those naming a castle, a drop or
/// a promotion, are skipped with the reason, never sent; what it plays
/// passes (exit 0). The wrapper answers `unsupported` to a position with
/// any other piece and notes that it got one.
#[test]
fn pieces_and_kinds_of_move_undeclared_are_skipped() {
    let dir = scratch_dir("conform-referee").join("pieces");
    std::fs::create_dir_all(&dir).unwrap();
    let marker = dir.join("got-other-pieces");
    let prelude = r#"
def kinds(v):
    if isinstance(v, dict):
        out = {v["kind"]} if isinstance(v.get("kind"), str) and "side" in v else set()
        return out.union(*(kinds(x) for x in v.values()))
    if isinstance(v, list):
        return set().union(*(kinds(x) for x in v))
    return set()
"#;
    let program = refusing_serve(
        &dir,
        "rook-and-king.py",
        r#"{"protocol": 1, "program": "rook-and-king",
            "variants": [{"id": "tetrahedral", "options": [], "pieces": ["rook", "king"],
                          "move_kinds": []}]}"#,
        prelude,
        (
            r#"kinds(r.get("position")) - {"rook", "king"}"#,
            "rook and king only",
        ),
        "got-other-pieces",
    );
    let json = dir.join("r.json");
    let _ = std::fs::remove_file(&json);
    let r = conform_run(&[
        "--program",
        &program,
        "--variant",
        "tetrahedral",
        "--json",
        json.to_str().unwrap(),
    ]);
    assert_eq!(r.code, 0, "{}{}", r.out, r.err);
    assert!(!marker.exists(), "a case with another piece was sent");
    let report = json_file(&json);
    let [passed, failed, skipped, _] = json_totals(&report);
    assert!(
        passed >= 50 && failed == 0 && skipped > 100,
        "{}",
        report["summary"]
    );
    assert!(
        report["hello"]["declares"]
            .as_str()
            .unwrap()
            .contains("tetrahedral (adopted rules only; pieces king, rook; move kinds normal)"),
        "{}",
        report["hello"]
    );
    let reasons: std::collections::BTreeSet<&str> = report["cases"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["counted"] == "skipped")
        .map(|c| c["reason"].as_str().unwrap())
        .collect();
    for want in [
        "piece pawn is not in the program's hello (pieces of tetrahedral: king, rook)",
        "piece knight is not in the program's hello (pieces of tetrahedral: king, rook)",
        "move kind castle is not in the program's hello (move_kinds of tetrahedral: normal) (a count may take every kind of move)",
    ] {
        assert!(reasons.contains(want), "{want}: {reasons:#?}");
    }
    assert!(
        reasons.iter().all(|r| r.starts_with("piece ")
            || r.starts_with("move kind ")
            || r.starts_with("option ")),
        "{reasons:#?}"
    );
}
