//! The command line's rough edges of issue 24, each tried as a user would
//! and kept fixed: what `verify` says and shows, `perft`'s DEPTH, the
//! messages for a king count, a lower-case level and an empty option
//! value, argument errors in one line, a repeated `--set`, control
//! characters from a user or a program escaped, a closed stdout, `serve`
//! on an endless line and on a deep perft, which commands take
//! `--variant`, and `--html -`.

use crate::common::congruent;
use crate::common::json_of;
use crate::common::refused;
use crate::common::scratch_dir;
use crate::common::BIN;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn has_control(text: &str) -> bool {
    text.chars().any(|c| c.is_control() && c != '\n')
}

#[test]
fn verify_says_what_it_checks() {
    for args in [&["--help"][..], &["verify", "--help"]] {
        let (code, out, _) = congruent(args, "");
        assert_eq!(code, 0);
        assert!(
            !out.contains("conformance suite against congruent itself"),
            "{out}"
        );
    }
    let (_, out, _) = congruent(&["verify", "--help"], "");
    assert!(out.contains("one line per check"), "{out}");
    assert!(
        out.contains("the conformance suite is `conform`'s"),
        "{out}"
    );
}

/// Issue 26: `verify`'s differential runs 10^5 random positions under
/// every option set of each variant on the cell core unless
/// `--positions` says otherwise (goff's own default stays 2,000), and
/// its help says so.
#[test]
fn verify_runs_the_cells_differential_on_a_hundred_thousand_positions() {
    for r in congruent::VARIANTS.iter() {
        let expected = match r.id() {
            "goff" | "goff-quantum" => 2000,
            _ => 100_000,
        };
        assert_eq!(r.default_positions(), expected, "{}", r.id());
    }
    let (_, out, _) = congruent(&["verify", "--help"], "");
    assert!(out.contains("100000 for the variants on cells"), "{out}");
}

/// `verify` on a terminal shows a spinner on stderr (the variant, the
/// check running and its time so far) while its checks run; elsewhere
/// stderr stays empty.
#[test]
fn verify_shows_progress_on_a_terminal_only() {
    let args = [
        "verify",
        "--variant",
        "positional-8x8x2",
        "--positions",
        "1",
        "--check",
        "games",
    ];
    let (code, out, err) = congruent(&args, "");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("PASS "), "{out}");
    assert!(err.is_empty(), "not a terminal, yet: {err:?}");
    // `script` gives the command a terminal (util-linux, in Debian's
    // essential packages).
    if Command::new("script").arg("--version").output().is_err() {
        eprintln!("skipped the terminal half: no `script` on this machine");
        return;
    }
    let dir = scratch_dir("cli-edges");
    let report = dir.join("out.txt");
    let line = format!("{BIN} {} > {}", args.join(" "), report.display());
    let shown = Command::new("script")
        .args(["-qec", &line, "/dev/null"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(shown.status.success(), "{shown:?}");
    let screen = String::from_utf8_lossy(&shown.stdout);
    assert!(
        screen.contains("verify positional-8x8x2, check "),
        "{screen:?}"
    );
    let text = std::fs::read_to_string(report).unwrap();
    assert!(text.contains("passed, 0 failed"), "{text}");
}

/// Each check's line is printed when that check ends, not with the
/// others after the slowest: the first line arrives while later checks
/// (seconds of random play) still run.
#[test]
fn verify_prints_each_check_as_it_ends() {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(BIN)
        .args(["verify", "--variant", "tetrahedral"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let running = child.try_wait().unwrap().is_none();
    child.kill().ok();
    child.wait().ok();
    assert!(first.starts_with("PASS board (004:L3-L11)"), "{first}");
    assert!(
        running,
        "the first line came only when every check had ended"
    );
}

#[test]
fn perft_help_describes_depth_and_its_limit() {
    let (_, out, _) = congruent(&["perft", "--help"], "");
    let at = out.find("<DEPTH>\n").expect("an argument DEPTH");
    let after = &out[at..];
    assert!(
        after.contains("Plies to count, 0 to 6 (7 for third-dimension, 8 for"),
        "{out}"
    );
    assert!(after.contains("--shard"), "{out}");
}

#[test]
fn king_counts_read_as_english() {
    let kings = "8,8,8,8,8,8,8,8/".repeat(7) + "8,8,8,8,8,8,8,K7 w - -";
    let err = refused(&["moves", "--fen", &kings], "black has 0 kings");
    assert!(!err.contains("1 kings"), "{err}");
}

/// "white has 1 kings: a game has 2 per side" now says "1 king".
#[test]
fn one_king_is_not_kings() {
    let fen = "................nfbkrbfnppppppppPPPPPPPPNFB.RBFN................................nfbkrbfnppppppppPPPPPPPPNFBKRBFN................ w -";
    let err = refused(
        &["moves", "--variant", "positional-8x8x2", "--fen", fen],
        "white has 1 king:",
    );
    assert!(!err.contains("1 kings"), "{err}");
}

#[test]
fn a_tile_without_a_capital_level_says_so() {
    let piece =
        |tile: &str| format!(r#"{{"pieces":[{{"side":"white","kind":"king","tile":"{tile}"}}]}}"#);
    let (code, _, err) = congruent(&["reach"], &piece("k5,4"));
    assert_eq!(code, 2);
    assert!(
        err.contains(r#"unknown level "k" in "k5,4""#) && err.contains("in capitals"),
        "{err}"
    );
    assert!(!err.contains(r#"level """#), "{err}");
    let (code, _, err) = congruent(&["reach"], &piece("5,4"));
    assert_eq!(code, 2);
    assert!(
        err.contains(r#"tile "5,4" does not begin with a level"#),
        "{err}"
    );
}

#[test]
fn an_empty_option_value_is_shown_as_empty() {
    let err = refused(
        &["moves", "--start", "--set", "king="],
        r#"rule option king: "" is not one of linear, natural, adjacent"#,
    );
    assert!(!err.contains("  "), "a double space: {err:?}");
}

#[test]
fn argument_errors_are_one_line() {
    refused(&["perft", "-1"], "unexpected argument '-1' found");
    let err = refused(&["perft", "-1"], "usage: congruent perft");
    assert!(err.contains("'-- -1'"), "the tip is kept: {err}");
    refused(&["perft"], "<DEPTH>");
    refused(&["perft", "x"], "invalid value 'x'");
    refused(&["moves", "--bogus"], "--bogus");
    refused(&["reach", "--variant"], "--variant");
    refused(&["nonsense"], "nonsense");
    // Help and version are what was asked for, on stdout, exit 0.
    let (code, out, _) = congruent(&["perft", "--help"], "");
    assert_eq!(code, 0);
    assert!(out.contains("Usage: congruent perft"));
    let (code, out, _) = congruent(&["--version"], "");
    assert_eq!((code, out.starts_with("congruent ")), (0, true));
}

#[test]
fn an_option_set_twice_is_refused() {
    let err = refused(
        &[
            "moves",
            "--start",
            "--set",
            "king=linear",
            "--set",
            "king=natural",
        ],
        "already set by --set \"king=linear\"",
    );
    assert!(err.contains("--set \"king=natural\""), "{err}");
    refused(
        &["perft", "1", "--set", "motion=ram", "--set", "motion=ram"],
        "give each option once",
    );
    // A --set over --rules FILE is the documented override, not a repeat.
    let dir = scratch_dir("cli-edges");
    let file = dir.join("rules.json");
    std::fs::write(&file, r#"{"king":"natural"}"#).unwrap();
    let (code, _, err) = congruent(
        &[
            "rules",
            "--rules",
            file.to_str().unwrap(),
            "--set",
            "king=linear",
            "--only",
            "49",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
}

#[test]
fn a_users_control_characters_are_escaped() {
    let red = "\u{1b}[31mred\u{7}";
    for args in [
        vec!["moves", "--start", "--set", &*format!("king={red}")],
        vec!["moves", "--start", "--set", &*format!("{red}=x")],
        vec!["moves", "--start", "--variant", red],
        vec!["show", red, "--fen", red],
        vec!["perft", red],
    ] {
        let (code, _, err) = congruent(&args, "");
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(!has_control(&err), "{args:?}: {err:?}");
    }
}

/// A program whose hello is fine and whose every other answer carries
/// escape sequences, a bell and a line break: in an error's kind and
/// message, and in the moves of a perft divide.
fn hostile(dir: &Path) -> String {
    let path = dir.join("hostile.py");
    std::fs::write(
        &path,
        r#"
import json, sys
for line in sys.stdin:
    r = json.loads(line)
    if r.get("op") == "hello":
        print(json.dumps({"id": r["id"], "protocol": 1, "program": "hostile\u001b[31m"}), flush=True)
    elif r.get("op") == "perft" and r.get("divide"):
        print(json.dumps({"id": r["id"], "nodes": 1, "divide": [
            {"from": "K1,1\u001b[2J", "to": "K2,2\u0007", "kind": "normal", "nodes": 1}]}), flush=True)
    else:
        print(json.dumps({"id": r["id"], "error": {"kind": "odd\u001b[2J",
              "message": "boom\u001b[31mred\u0007\r\nline two"}}), flush=True)
"#,
    )
    .unwrap();
    format!("python3 {}", path.display())
}

#[test]
fn a_programs_control_characters_are_escaped() {
    let dir = scratch_dir("cli-edges");
    let program = hostile(&dir);
    let suite = dir.join("suite.jsonl");
    let (_, lines, _) = congruent(
        &[
            "suite",
            "--variant",
            "goff",
            "--pattern",
            "counts/rook-any-tile/QR1,",
        ],
        "",
    );
    std::fs::write(&suite, lines.lines().take(3).collect::<Vec<_>>().join("\n")).unwrap();
    let suite = suite.to_str().unwrap();
    for args in [
        vec!["conform", "--program", &program, "--suite", suite],
        vec![
            "conform",
            "--program",
            &program,
            "--suite",
            suite,
            "--max-errors",
            "2",
        ],
        vec!["conform", "--program", &program, "--perft", "1"],
    ] {
        let (code, out, err) = congruent(&args, "");
        assert_eq!(code, 1, "{args:?}: {out}{err}");
        assert!(!has_control(&out), "{args:?}: {out:?}");
        assert!(!has_control(&err), "{args:?}: {err:?}");
        assert!(
            !out.lines()
                .chain(err.lines())
                .any(|l| l.starts_with("line two")),
            "a program's line break starts a line: {out}{err}"
        );
    }
    let (_, out, _) = congruent(&["conform", "--program", &program, "--suite", suite], "");
    assert!(out.contains(r"boom\u{1b}[31mred\u{7}\r\nline two"), "{out}");
    let (_, out, _) = congruent(&["conform", "--program", &program, "--perft", "1"], "");
    assert!(out.contains(r"K1,1\u{1b}[2J-K2,2\u{7}"), "{out}");
}

/// `moves --start >&-`: the output cannot go anywhere, and the command
/// says so instead of exiting 0.
#[test]
fn a_closed_stdout_is_an_error() {
    let run = |redirect: &str| {
        Command::new("sh")
            .args(["-c", &format!("\"$0\" moves --start {redirect}"), BIN])
            .stdin(Stdio::null())
            .output()
            .unwrap()
    };
    let closed = run(">&-");
    let err = String::from_utf8(closed.stderr).unwrap();
    assert_ne!(closed.status.code(), Some(0), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("stdout is closed"), "{err}");
    // /dev/null is somewhere to write.
    let null = run(">/dev/null");
    assert!(null.status.success(), "{null:?}");
}

/// The first line `serve` answers, or None within `wait`.
fn first_answer(child: &mut std::process::Child, wait: Duration) -> Option<String> {
    let out = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let _ = BufReader::new(out).read_line(&mut line);
        let _ = tx.send(line);
    });
    rx.recv_timeout(wait).ok()
}

#[test]
fn serve_answers_an_endless_line_with_limit() {
    let zero = std::fs::File::open("/dev/zero").unwrap();
    let mut child = Command::new(BIN)
        .arg("serve")
        .stdin(zero)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let answer = first_answer(&mut child, Duration::from_secs(20));
    child.kill().unwrap();
    child.wait().unwrap();
    let answer = answer.expect("an answer to a line with no end");
    let v: serde_json::Value = serde_json::from_str(&answer).unwrap();
    assert_eq!(v["error"]["kind"], "limit", "{answer}");
    // A long line that ends is answered once, and the next line as usual.
    let long = "x".repeat(3 << 20);
    let (code, out, _) = congruent(
        &["serve"],
        &format!("{long}\n{{\"id\":7,\"op\":\"hello\"}}\n"),
    );
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(lines[0].contains("\"limit\""), "{out}");
    assert!(
        lines[1].contains("\"id\":7") && lines[1].contains("\"protocol\""),
        "{out}"
    );
}

#[test]
fn serve_bounds_a_requests_depth() {
    // Two kings: perft(2) in no time, perft(6) not.
    let kings = r#"{"to_move":"white","pieces":[{"side":"white","kind":"king","tile":"K1,1"},{"side":"black","kind":"king","tile":"K8,8"}]}"#;
    let request = |id: u32, depth: u32| {
        format!(r#"{{"id":{id},"op":"perft","position":{kings},"depth":{depth}}}"#)
    };
    let began = Instant::now();
    let mut child = Command::new(BIN)
        .args(["serve", "--max-depth", "2"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    writeln!(
        stdin,
        "{}\n{}\n{{\"id\":3,\"op\":\"hello\"}}",
        request(1, 6),
        request(2, 2)
    )
    .unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(
        began.elapsed() < Duration::from_secs(30),
        "{:?}",
        began.elapsed()
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let answers: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(answers.len(), 3, "{text}");
    assert_eq!(answers[0]["error"]["kind"], "limit", "{text}");
    // Its hello declares the bound, not the variants' own limits.
    let declared: Vec<u64> = answers[2]["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["perft_limit"].as_u64().unwrap())
        .collect();
    assert_eq!(declared, vec![2; declared.len()], "{text}");
    assert!(declared.len() >= 8, "{text}");
    assert!(
        answers[0]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("--max-depth"),
        "{text}"
    );
    assert!(answers[1]["nodes"].as_u64().unwrap() > 0, "{text}");
    refused(&["serve", "--max-depth", "9"], "--max-depth 9");
    // Documented where the protocol's limits are.
    let spec = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/spec/conformance.md"))
        .unwrap();
    assert!(
        spec.contains("serve --max-depth N"),
        "spec/conformance.md#limits"
    );
}

/// `spec/cli.md`: every command that works on one variant takes
/// `--variant`, and those that do not are named, with why.
#[test]
fn the_cli_guide_names_the_commands_that_take_variant() {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/spec/cli.md")).unwrap();
    let flat = readme.split_whitespace().collect::<Vec<_>>().join(" ");
    let (_, help, _) = congruent(&["--help"], "");
    let commands: Vec<&str> = help
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help" && *c != "variants")
        .collect();
    assert!(commands.len() >= 12, "{commands:?}");
    let takes = flat
        .split("takes `--variant ID` (")
        .nth(1)
        .and_then(|s| s.split(')').next())
        .expect("spec/cli.md lists the commands that take --variant");
    for c in commands {
        let (_, out, _) = congruent(&[c, "--help"], "");
        let named = takes.contains(&format!("`{c}`"));
        match out.contains("--variant") {
            true if c == "rules" => {
                assert!(flat.contains("`rules` is Goff's catalogue"), "{c}")
            }
            true => assert!(
                named,
                "spec/cli.md does not list {c}, which takes --variant"
            ),
            false => {
                assert!(!named, "spec/cli.md lists {c}, which has no --variant");
                assert!(
                    flat.contains(&format!("`{c}` ")),
                    "spec/cli.md does not say why {c} has none"
                );
            }
        }
    }
    assert!(
        !flat.contains("Every command takes `--variant"),
        "the old claim"
    );
}

#[test]
fn a_report_is_never_written_to_a_file_named_dash() {
    let dir = scratch_dir("cli-edges");
    for flag in ["--html", "--json", "--junit"] {
        let out = Command::new(BIN)
            .args(["conform", "--program", "congruent serve", flag, "-"])
            .current_dir(&dir)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.contains(&format!("{flag} -: give a file name")),
            "{err}"
        );
    }
    assert!(!dir.join("-").exists());
}

/// `serve --mutant` faults the variant `--variant` names and no other,
/// as `--set` changes that variant alone; an unknown name is refused
/// with every mutant listed, the last one too (a newcomer saw the list
/// cut short).
#[test]
fn a_mutant_faults_its_own_rule_set_alone() {
    // White's king in check from the rook along its row.
    let request = r#"{"id":1,"op":"moves","variant":"goff","position":{"to_move":"white","pieces":[{"side":"white","kind":"king","tile":"K1,1"},{"side":"black","kind":"rook","tile":"K1,8"},{"side":"black","kind":"king","tile":"QR8,8"}]}}"#;
    let check = |args: &[&str]| {
        let (code, out, err) = congruent(args, &format!("{request}\n"));
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        v["check"].as_bool().expect("a check field")
    };
    assert!(check(&["serve"]));
    assert!(check(&[
        "serve",
        "--variant",
        "positional-7x7x3",
        "--mutant",
        "never-check"
    ]));
    assert!(!check(&["serve", "--mutant", "never-check"]));
    let (code, _, err) = congruent(&["serve", "--mutant", "bogus"], "");
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    // The error names every mutant of the variant, the last one last.
    assert!(
        err.contains("never-check, ") && err.trim_end().ends_with("check-unresolved)"),
        "{err}"
    );
}

/// The destinations (and whether each takes) of the piece on `from` in
/// a Tetrahedral position, as `serve` answers `reach`, with `mutant`'s
/// fault if given.
fn tetrahedral_reach(position: &str, from: &str, mutant: Option<&str>) -> Vec<(String, bool)> {
    let request =
        format!(r#"{{"id":1,"op":"reach","variant":"tetrahedral","position":{position}}}"#);
    let mut args = vec!["serve", "--variant", "tetrahedral"];
    args.extend(mutant.iter().flat_map(|m| ["--mutant", *m]));
    json_of(&args, &format!("{request}\n"))["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["from"] == from)
        .map(|m| (m["to"].as_str().unwrap().to_string(), m["capture"] == true))
        .collect()
}

/// A rider's line walked wrongly (issue 39.3): `passes-blocker-rook`
/// adds the cells beyond the first piece in the rook's way, up to the
/// board's edge; `stops-short-rook` drops the last cell of each line,
/// a capture or the edge, and keeps the nearer ones.
#[test]
fn a_rider_mutant_walks_its_line_wrongly() {
    // A Tetrahedral rook on Id4, a Black knight one step along its line
    // toward Ig1 (Id4, Ie3, If2, Ig1), the other way open to Ia7.
    let position = r#"{"pieces":[{"cell":"Id4","kind":"rook","side":"white"},{"cell":"Ie3","kind":"knight","side":"black"}]}"#;
    let rook = |mutant: Option<&str>| -> Vec<String> {
        tetrahedral_reach(position, "Id4", mutant)
            .into_iter()
            .map(|(to, _)| to)
            .collect()
    };
    let right = rook(None);
    assert!(right.contains(&"Ie3".into()) && !right.contains(&"If2".into()));
    let passing = rook(Some("passes-blocker-rook"));
    let added: Vec<&String> = passing.iter().filter(|t| !right.contains(t)).collect();
    assert_eq!(added, ["If2", "Ig1"], "{passing:?}");
    let short = rook(Some("stops-short-rook"));
    let dropped: Vec<&String> = right.iter().filter(|t| !short.contains(t)).collect();
    assert!(
        dropped.contains(&&"Ie3".to_string()) && dropped.contains(&&"Ia7".to_string()),
        "{dropped:?}"
    );
    assert!(short.contains(&"Ib6".into()) && short.len() + dropped.len() == right.len());
}

/// The mutants of a piece taking what it must not (issue 39.3): a rook
/// taking its own knight, a pawn taking the rook straight ahead of it;
/// and a special move listed twice.
#[test]
fn a_mutant_takes_what_a_piece_must_not_and_lists_a_move_twice() {
    let reach = tetrahedral_reach;
    let added = |position: &str, from: &str, mutant: &str| {
        let right = reach(position, from, None);
        let faulted = reach(position, from, Some(mutant));
        assert!(
            right.iter().all(|m| faulted.contains(m)),
            "{mutant}: {faulted:?}"
        );
        faulted
            .into_iter()
            .filter(|m| !right.contains(m))
            .collect::<Vec<_>>()
    };
    // The rook on Id4 with its own knight one step along a line (Ie3).
    let own = r#"{"pieces":[{"cell":"Id4","kind":"rook","side":"white"},{"cell":"Ie3","kind":"knight","side":"white"}]}"#;
    assert_eq!(
        added(own, "Id4", "captures-own-rook"),
        [("Ie3".to_string(), true)]
    );
    // A White pawn on IIa6 whose one advance (IIIb6) a Black rook holds
    // (the suite's `tetrahedral/ahead/white-pawn/IIa6`).
    let ahead = r#"{"pieces":[{"cell":"IIa6","kind":"pawn","side":"white"},{"cell":"IIIb6","kind":"rook","side":"black"}]}"#;
    assert!(reach(ahead, "IIa6", None).is_empty());
    assert_eq!(
        added(ahead, "IIa6", "pawn-captures-straight"),
        [("IIIb6".to_string(), true)]
    );
    // Every castle listed twice: the judge names the piece and the kind.
    let mutant = congruent::referee::suite::mutants::Mutant {
        name: "doubled-castle".into(),
        rule: "T9",
        fault: congruent::referee::suite::mutants::Fault::Doubled("castle"),
    };
    let mut answer = serde_json::json!({"moves": [
        {"from": "Ia1", "to": "Ia2", "piece": "king", "kind": "castle", "capture": false},
        {"from": "Ia1", "to": "Ib1", "piece": "king", "kind": "normal", "capture": false}
    ]});
    mutant.fault(&mut answer);
    let kinds: Vec<&str> = answer["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["castle", "normal", "castle"]);
    let case: congruent::referee::suite::Case = serde_json::from_str(
        r#"{"id":"twice","variant":"tetrahedral","options":{},"rules":["T9"],"source":"a test","op":"moves","input":{"position":{"pieces":[]}},"expect":{"moves":["Ia1-Ia2 castle","Ia1-Ib1"]}}"#,
    )
    .unwrap();
    let verdict = congruent::referee::suite::judge(&case, &answer);
    assert_eq!(verdict.summary(), "a king castle move is listed twice");
}

/// Every example `congruent --help` shows runs as shown (issue 42): each
/// exits 0 and prints something; `explore`, which serves until stopped,
/// prints its address. `congruent` is found on PATH, as in the help.
#[test]
fn every_example_in_help_runs() {
    let (code, help, _) = congruent(&["--help"], "");
    assert_eq!(code, 0);
    let examples: Vec<Vec<String>> = help
        .lines()
        .filter_map(|l| l.trim().strip_prefix("$ congruent "))
        .map(|l| shell_words::split(l).expect("an example is shell words"))
        .collect();
    assert!(examples.len() >= 5, "{help}");
    let dir = Path::new(BIN).parent().unwrap();
    let path = format!(
        "{}:{}",
        dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    for args in &examples {
        let mut command = Command::new(BIN);
        command
            .args(args)
            .env("PATH", &path)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if args[0] == "explore" {
            let mut child = command.spawn().unwrap();
            let mut line = String::new();
            BufReader::new(child.stdout.take().unwrap())
                .read_line(&mut line)
                .unwrap();
            let _ = child.kill();
            let _ = child.wait();
            assert!(line.contains("http://127.0.0.1:"), "{args:?}: {line}");
            continue;
        }
        let out = command.output().unwrap();
        assert!(
            out.status.success() && !out.stdout.is_empty(),
            "{args:?}: exit {:?}: {}",
            out.status.code(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// `completions` writes every shell's script and `man` a manual page
/// naming every command; `--version` names the commit it was built from
/// when built in a git checkout.
#[test]
fn completions_man_page_and_version() {
    for (shell, mark) in [
        ("bash", "_congruent()"),
        ("zsh", "#compdef congruent"),
        ("fish", "complete -c congruent"),
        ("elvish", "congruent"),
        ("powershell", "congruent"),
    ] {
        let (code, out, err) = congruent(&["completions", shell], "");
        assert_eq!(code, 0, "{shell}: {err}");
        assert!(out.contains(mark), "{shell}: {out}");
        assert!(
            out.contains("conform"),
            "{shell}: the commands are completed"
        );
    }
    refused(&["completions", "tcsh"], "invalid value 'tcsh'");
    let (code, page, _) = congruent(&["man"], "");
    assert_eq!(code, 0);
    assert!(
        page.starts_with(".ie") || page.contains(".TH congruent"),
        "{page}"
    );
    for command in [
        "moves",
        "perft",
        "conform",
        "quantum",
        "explore",
        "completions",
    ] {
        assert!(page.contains(command), "the page names {command}");
    }
    let (_, version, _) = congruent(&["--version"], "");
    let git = Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output();
    if let Some(g) = git.ok().filter(|g| g.status.success()) {
        let commit = String::from_utf8(g.stdout).unwrap();
        assert!(
            version.contains(&format!("(commit {}", &commit.trim()[..7])),
            "{version} names no commit {commit}"
        );
    }
}

/// The published crate holds what the binary embeds and documents (its
/// sources, `spec/`, `golden/`, the licences) and not the tests: `cargo
/// package --list`, offline (issue 42; `cargo publish --dry-run` is the
/// networked check, TESTING.md).
#[test]
fn the_package_holds_what_the_binary_needs() {
    let out = Command::new(env!("CARGO"))
        .args(["package", "--list", "--offline", "--allow-dirty"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let list = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for needed in [
        "src/lib.rs",
        "build.rs",
        "spec/perft.md",
        "golden/counts.json",
        "LICENSE-MIT",
        "LICENSE-APACHE",
        "README.md",
        "Cargo.lock",
    ] {
        assert!(
            list.lines().any(|l| l == needed),
            "{needed} missing: {list}"
        );
    }
    assert!(!list.lines().any(|l| l.starts_with("tests/")), "{list}");
}
