//! No silent wrong answer from the command line (issue 22, item 6): every
//! command reads its position where it says it does, and input a command
//! would ignore is refused instead (exit 2, one line on stderr, nothing on
//! stdout). `perft N < file` counts the file's position, as `perft N
//! --input file` does; an empty stdin, closed or left open, is never an
//! error (spec/protocol.md#where-a-command-reads-its-position).

use crate::common::BIN;
use congruent::core::variant::Validation;
use congruent::registry;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Two lone kings in opposite corners (tests/it/hardening.rs).
const KINGS: &str = "K7,8,8,8,8,8,8,7k/8,8,8,8,8,8,8,8/8,8,8,8,8,8,8,8/8,8,8,8,8,8,8,8/8,8,8,8,8,8,8,8/8,8,8,8,8,8,8,8/8,8,8,8,8,8,8,8/8,8,8,8,8,8,8,8 w - -";

/// perft(1) and perft(2) of the start (spec/perft.md).
const START_1: &str = "perft(1) = 72\n";
const START_2: &str = "perft(2) = 5184\n";

/// What the command gets on stdin.
enum Stdin<'a> {
    /// /dev/null.
    Null,
    /// A pipe written after the command starts, then closed.
    Piped(&'a str),
    /// A pipe that holds all of its text, and is closed, before the
    /// command starts.
    Ready(&'a str),
    /// A pipe left open and empty until the command ends.
    Open,
    /// Redirected from a file (`< FILE`).
    File(&'a PathBuf),
}

fn run_stdin(args: &[&str], stdin: Stdin) -> (i32, String, String) {
    let mut command = Command::new(BIN);
    command
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut keep_open = None;
    match &stdin {
        Stdin::Null => {
            command.stdin(Stdio::null());
        }
        Stdin::Piped(_) => {
            command.stdin(Stdio::piped());
        }
        Stdin::Ready(text) => {
            let (reader, mut writer) = std::io::pipe().unwrap();
            writer.write_all(text.as_bytes()).unwrap();
            drop(writer);
            command.stdin(reader);
        }
        Stdin::Open => {
            let (reader, writer) = std::io::pipe().unwrap();
            keep_open = Some(writer);
            command.stdin(reader);
        }
        Stdin::File(path) => {
            command.stdin(std::fs::File::open(path).unwrap());
        }
    }
    let mut child = command.spawn().expect("binary runs");
    if let Stdin::Piped(text) = stdin {
        // A command that refuses its arguments may exit before reading.
        let _ = child.stdin.take().unwrap().write_all(text.as_bytes());
    }
    let out = child.wait_with_output().unwrap();
    drop(keep_open);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn scratch_file(name: &str, text: &str) -> PathBuf {
    let path =
        std::env::temp_dir().join(format!("congruent-cli-stdin-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

/// Exit 2, nothing on stdout, one line on stderr containing `needle`.
fn assert_refused((code, out, err): (i32, String, String), needle: &str, what: &str) {
    assert_eq!(code, 2, "{what}: {out}{err}");
    assert!(out.is_empty(), "{what} printed {out}");
    assert_eq!(err.lines().count(), 1, "{what}: {err}");
    assert!(err.contains(needle), "{what}: {err:?} lacks {needle:?}");
}

fn assert_ok((code, out, err): &(i32, String, String), what: &str) {
    assert_eq!(*code, 0, "{what}: {out}{err}");
}

/// The start position after its first move (in move-key order), as the
/// protocol's JSON: Black to move, not the start.
fn after_one_move() -> String {
    let goff = registry::by_id("goff").unwrap();
    let none = serde_json::Map::new();
    let start = goff.start(&none).unwrap();
    let reply = goff.moves(&none, &start, Validation::Legal).unwrap();
    let mut keys: Vec<String> = reply
        .moves
        .iter()
        .map(congruent::referee::protocol::move_key)
        .collect();
    keys.sort();
    goff.play(&none, &start, Validation::Legal, &keys[0])
        .unwrap()
        .to_string()
}

/// The issue's acceptance: `perft N < file` equals `perft N --input file`
/// for a position that is not the start, and so does the same JSON through
/// a pipe.
#[test]
fn perft_reads_a_position_on_stdin_as_from_input() {
    let json = after_one_move();
    let file = scratch_file("after-one-move.json", &json);
    let path = file.to_str().unwrap();
    for args in [&["perft", "2"][..], &["perft", "2", "--divide"]] {
        let with_input = run_stdin(&[args, &["--input", path]].concat(), Stdin::Null);
        assert_ok(&with_input, "--input");
        assert!(with_input.1.ends_with("\n") && with_input.1 != START_2);
        for (how, stdin) in [
            ("< file", Stdin::File(&file)),
            ("a pipe", Stdin::Piped(&json)),
            ("a filled pipe", Stdin::Ready(&json)),
        ] {
            let got = run_stdin(args, stdin);
            assert_ok(&got, how);
            assert_eq!(got.1, with_input.1, "{args:?} with {how}");
        }
    }
    // The same for moves, which always read stdin.
    let moves = run_stdin(&["moves", "--input", path], Stdin::Null);
    assert_ok(&moves, "moves --input");
    assert_eq!(run_stdin(&["moves"], Stdin::File(&file)).1, moves.1);
    // A shard line records the position it counted from.
    let shard = run_stdin(&["perft", "1", "--shard", "0/1"], Stdin::File(&file));
    assert_ok(&shard, "perft --shard < file");
    let line: serde_json::Value = serde_json::from_str(shard.1.trim()).unwrap();
    let given: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(line["position"], given);
    std::fs::remove_file(file).unwrap();
}

/// Nothing on stdin is the start for perft, whatever form the nothing
/// takes: /dev/null, a closed empty pipe, an empty or blank file, white
/// space, or a pipe left open (ssh, CI runners), which it waits on only a
/// moment and says so.
#[test]
fn perft_counts_from_the_start_when_stdin_holds_nothing() {
    let empty = scratch_file("empty.json", "");
    let blank = scratch_file("blank.json", " \n\t\n");
    for (how, stdin) in [
        ("/dev/null", Stdin::Null),
        ("an empty pipe", Stdin::Piped("")),
        ("a blank pipe", Stdin::Ready("\n  \n")),
        ("an empty file", Stdin::File(&empty)),
        ("a blank file", Stdin::File(&blank)),
    ] {
        let got = run_stdin(&["perft", "1"], stdin);
        assert_ok(&got, how);
        assert_eq!(got.1, START_1, "{how}");
        assert!(!got.2.contains("stdin"), "{how}: {}", got.2);
    }
    let began = Instant::now();
    let got = run_stdin(&["perft", "1"], Stdin::Open);
    assert!(
        began.elapsed() < Duration::from_secs(60),
        "waits on an open pipe"
    );
    assert_ok(&got, "an open pipe");
    assert_eq!(got.1, START_1);
    assert!(got.2.contains("nothing came on stdin"), "{}", got.2);
    for stdin in [Stdin::Null, Stdin::Open, Stdin::File(&blank)] {
        let got = run_stdin(&["perft", "1", "--start"], stdin);
        assert_ok(&got, "--start");
        assert_eq!(got.1, START_1);
        assert!(!got.2.contains("stdin"), "{}", got.2);
    }
    std::fs::remove_file(empty).unwrap();
    std::fs::remove_file(blank).unwrap();
}

/// The position comes from `--start`, `--fen` or `--input`, or from stdin:
/// never both. A position on stdin beside one of them is refused, not
/// silently ignored; an empty stdin beside one is no error.
#[test]
fn a_position_on_stdin_beside_start_fen_or_input_is_refused() {
    let json = after_one_move();
    let file = scratch_file("beside.json", &json);
    let path = file.to_str().unwrap();
    // Another file on stdin: the one --input names would be stdin itself.
    let other = scratch_file("beside-stdin.json", &json);
    let blank = scratch_file("beside-blank.json", "\n");
    let cases: [(&[&str], &str); 10] = [
        (
            &["moves", "--start"],
            "moves: --start and a position on stdin: choose one",
        ),
        (
            &["moves", "--fen", KINGS],
            "moves: --fen and a position on stdin: choose one",
        ),
        (&["moves", "--input", path], "moves: --input "),
        (
            &["perft", "1", "--start"],
            "perft: --start and a position on stdin: choose one",
        ),
        (
            &["perft", "1", "--fen", KINGS],
            "perft: --fen and a position on stdin: choose one",
        ),
        (&["perft", "1", "--input", path], "perft: --input "),
        (
            &["reach", "--fen", KINGS],
            "reach: --fen and a position on stdin: choose one",
        ),
        (&["reach", "--input", path], "reach: --input "),
        (
            &["show", "QR1,1", "--fen", KINGS],
            "show: --fen and a position on stdin: choose one",
        ),
        (&["show", "QR1,1", "--input", path], "show: --input "),
    ];
    for (args, needle) in cases {
        for (how, stdin) in [
            ("< file", Stdin::File(&other)),
            ("a filled pipe", Stdin::Ready(&json)),
        ] {
            assert_refused(
                run_stdin(args, stdin),
                needle,
                &format!("{args:?} with {how}"),
            );
        }
        for (how, stdin) in [
            ("/dev/null", Stdin::Null),
            ("an empty pipe", Stdin::Piped("")),
            ("an open pipe", Stdin::Open),
            ("a blank file", Stdin::File(&blank)),
        ] {
            assert_ok(&run_stdin(args, stdin), &format!("{args:?} with {how}"));
        }
    }
    for f in [file, other, blank] {
        std::fs::remove_file(f).unwrap();
    }
}

/// A file argument that is stdin itself reads it: nothing is ignored.
#[test]
fn a_file_argument_naming_stdin_reads_it() {
    let json = after_one_move();
    let file = scratch_file("named.json", &json);
    let by_input = run_stdin(
        &["perft", "1", "--input", file.to_str().unwrap()],
        Stdin::Null,
    );
    assert_ok(&by_input, "--input FILE");
    for stdin in [Stdin::File(&file), Stdin::Ready(&json)] {
        let got = run_stdin(&["perft", "1", "--input", "/dev/stdin"], stdin);
        assert_ok(&got, "--input /dev/stdin");
        assert_eq!(got.1, by_input.1);
    }
    // The file stdin is redirected from, named again.
    let got = run_stdin(
        &["moves", "--input", file.to_str().unwrap()],
        Stdin::File(&file),
    );
    assert_ok(&got, "--input FILE < FILE");
    // Options read from stdin beside the start position.
    let options = r#"{"king": "natural"}"#;
    let got = run_stdin(
        &["moves", "--start", "--rules", "/dev/stdin"],
        Stdin::Ready(options),
    );
    assert_ok(&got, "--rules /dev/stdin");
    let got = run_stdin(
        &["rules", "--only", "49", "--rules", "/dev/stdin"],
        Stdin::Ready(options),
    );
    assert_ok(&got, "rules --rules /dev/stdin");
    assert!(got.1.contains("king"), "{}", got.1);
    std::fs::remove_file(file).unwrap();
}

/// moves, reach and show need a position: nothing on stdin is a one-line
/// error saying where one can come from, never a wait.
#[test]
fn a_command_that_needs_a_position_says_so_when_stdin_is_empty() {
    for args in [&["moves"][..], &["reach"], &["show", "K5,4"]] {
        for stdin in [Stdin::Null, Stdin::Piped(""), Stdin::Ready(" \n")] {
            assert_refused(
                run_stdin(args, stdin),
                "no position: stdin is empty (pipe a JSON position to stdin, or give --input FILE",
                &format!("{args:?}"),
            );
        }
    }
}

/// Commands that read nothing on stdin refuse input piped to them, and
/// run as before when stdin is empty.
#[test]
fn commands_that_read_no_stdin_refuse_input_on_it() {
    let figures = std::env::temp_dir().join(format!(
        "congruent-cli-stdin-{}-figures",
        std::process::id()
    ));
    let figures = figures.to_str().unwrap();
    let cases: [&[&str]; 8] = [
        &["variants"],
        &["board"],
        &["rules", "--only", "1"],
        &["verify", "--positions", "1"],
        &["suite", "--count"],
        &["figures", "--out", figures],
        &["conform", "--program", "no-such-engine-on-path serve"],
        &[
            "board",
            "--variant",
            "third-dimension",
            "--set",
            "layout=mirror",
        ],
    ];
    for args in cases {
        assert_refused(
            run_stdin(args, Stdin::Ready("{\"pieces\":[]}")),
            &format!("{}: takes no input on stdin, but stdin holds some", args[0]),
            &format!("{args:?}"),
        );
    }
    assert!(!std::path::Path::new(figures).exists(), "figures wrote");
    for args in [&["variants"][..], &["board"], &["rules", "--only", "1"]] {
        for stdin in [Stdin::Null, Stdin::Piped(""), Stdin::Open] {
            assert_ok(&run_stdin(args, stdin), &format!("{args:?}"));
        }
    }
    // conform's own errors come through once stdin is empty.
    assert_refused(
        run_stdin(
            &["conform", "--program", "no-such-engine-on-path serve"],
            Stdin::Null,
        ),
        "no such program",
        "conform",
    );
}

/// perft-merge reads stdin only when no FILE is given.
#[test]
fn perft_merge_reads_stdin_only_without_files() {
    let (code, line, err) = run_stdin(&["perft", "2", "--shard", "0/1"], Stdin::Null);
    assert_eq!(code, 0, "{err}");
    let file = scratch_file("shard.json", &line);
    let path = file.to_str().unwrap();
    let from_file = run_stdin(&["perft-merge", path], Stdin::Null);
    assert_ok(&from_file, "perft-merge FILE");
    assert_eq!(from_file.1, START_2);
    assert_eq!(run_stdin(&["perft-merge"], Stdin::Ready(&line)).1, START_2);
    assert_refused(
        run_stdin(&["perft-merge", path], Stdin::Ready(&line)),
        "perft-merge: FILEs and shard lines on stdin: choose one",
        "perft-merge FILE with stdin",
    );
    assert_eq!(
        run_stdin(&["perft-merge", path], Stdin::File(&file)).1,
        START_2
    );
    std::fs::remove_file(file).unwrap();
}

/// Options a command accepted but did nothing with are refused, each
/// naming the flag and why.
#[test]
fn options_a_command_would_ignore_are_refused() {
    let cases: [(&[&str], &str); 17] = [
        (
            &["perft", "1", "--shard", "0/2", "--divide"],
            "--divide: not with --shard",
        ),
        (&["perft", "1", "--memo"], "--memo: the cell variants only"),
        (
            &["perft", "1", "--memo", "--variant", "positional-8x8x2"],
            "positional-8x8x2 plays its turns on copies",
        ),
        (
            &[
                "perft",
                "0",
                "--memo",
                "--shard",
                "0/1",
                "--variant",
                "positional-8x8x2",
            ],
            "positional-8x8x2 plays its turns on copies",
        ),
        (
            &[
                "perft",
                "1",
                "--memo",
                "--reference",
                "--variant",
                "tetrahedral",
            ],
            "cannot be used with '--reference'",
        ),
        (
            &["perft", "1", "--checked", "--variant", "tetrahedral"],
            "--checked: goff only",
        ),
        (
            &["verify", "--variant", "tetrahedral", "--plies", "10"],
            "--plies: goff only",
        ),
        (
            &["rules", "--markdown", "--only", "3"],
            "--only: not with --markdown",
        ),
        (
            &["rules", "--markdown", "--set", "king=natural"],
            "--set: not with --markdown",
        ),
        (
            &[
                "conform",
                "--program",
                "congruent serve",
                "--perft",
                "1",
                "--suite",
                "x",
            ],
            "--suite: not with --perft",
        ),
        (
            &[
                "conform",
                "--program",
                "congruent serve",
                "--perft",
                "1",
                "--json",
                "x",
            ],
            "--json: not with --perft",
        ),
        (
            &[
                "conform",
                "--program",
                "congruent serve",
                "--perft",
                "1",
                "--rule",
                "49",
            ],
            "--rule: not with --perft",
        ),
        (
            &[
                "conform",
                "--program",
                "congruent serve",
                "--perft",
                "1",
                "--skip-slow",
            ],
            "--skip-slow: not with --perft",
        ),
        (
            &[
                "conform",
                "--program",
                "congruent serve",
                "--set",
                "king=natural",
            ],
            "--set: only with --perft",
        ),
        (
            &[
                "conform",
                "--program",
                "congruent serve",
                "--perimeter",
                "lenient",
            ],
            "--perimeter: only with --perft",
        ),
        (
            &["conform", "--program", "congruent serve", "--jobs", "0"],
            "--jobs 0: expected at least 1",
        ),
        (
            &[
                "moves",
                "--start",
                "--variant",
                "tetrahedral",
                "--perimeter",
                "lenient",
            ],
            "--perimeter lenient: unknown rule option \"perimeter\"",
        ),
    ];
    for (args, needle) in cases {
        assert_refused(run_stdin(args, Stdin::Null), needle, &format!("{args:?}"));
    }
}

/// A terminal on stdin is never waited on: moves, reach, show and
/// perft-merge say what they need, perft counts from the start and moves
/// --start runs. util-linux's script(1) gives the command a terminal.
#[test]
fn a_terminal_on_stdin_is_never_waited_on() {
    let has_script = Command::new("script")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !has_script {
        println!("skipped: no util-linux script(1) to give the command a terminal");
        return;
    }
    let cases = [
        ("moves", 2, "moves: no position: stdin is a terminal"),
        ("reach", 2, "reach: no position: stdin is a terminal"),
        ("show K5,4", 2, "show: no position: stdin is a terminal"),
        (
            "perft-merge",
            2,
            "perft-merge: no FILE, and stdin is a terminal",
        ),
        ("perft 1", 0, START_1.trim_end()),
        ("moves --start", 0, "\"status\":\"ongoing\""),
    ];
    for (args, code, needle) in cases {
        let mut child = Command::new("script")
            .args(["-qec", &format!("{BIN} {args}"), "/dev/null"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let began = Instant::now();
        while child.try_wait().unwrap().is_none() {
            if began.elapsed() > Duration::from_secs(60) {
                child.kill().unwrap();
                panic!("{args}: waits on a terminal");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let out = child.wait_with_output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(code), "{args}: {text}");
        assert!(text.contains(needle), "{args}: {text:?} lacks {needle:?}");
    }
}
