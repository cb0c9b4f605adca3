//! `congruent reach` end to end: valid input, and every kind of bad input
//! (exit 2, one line on stderr naming the piece, nothing on stdout).

use crate::common;

use std::process::{Command, Stdio};

fn reach_of(input: &str) -> (i32, String, String) {
    common::congruent(&["reach"], input)
}

#[test]
fn single_rook_mate_position() {
    // L2476-2487: White R @ K5,4, K @ Q2,3; Black K @ Q8,3 (White's frame
    // here; see spec/interpretations.md#perspective).
    let (code, out, err) = reach_of(
        r#"{"pieces":[{"side":"white","kind":"rook","tile":"K5,4"},
                      {"side":"white","kind":"king","tile":"Q2,3"},
                      {"side":"black","kind":"king","tile":"Q8,3"}]}"#,
    );
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let moves = v["moves"].as_array().unwrap();
    let from = |t: &str| moves.iter().filter(|m| m["from"] == t).count();
    assert_eq!(from("K5,4"), 168, "the rook is never blocked here");
    assert_eq!(from("Q2,3"), 26);
    assert_eq!(from("Q8,3"), 17, "a face king");
    // Sorted by from, then to, in board order.
    let keys: Vec<(String, String)> = moves
        .iter()
        .map(|m| {
            (
                m["from"].as_str().unwrap().into(),
                m["to"].as_str().unwrap().into(),
            )
        })
        .collect();
    let tile = |s: &str| {
        congruent::goff::notation::parse_tile(s, congruent::goff::pieces::Side::White).unwrap()
    };
    assert!(keys
        .windows(2)
        .all(|w| (tile(&w[0].0), tile(&w[0].1)) < (tile(&w[1].0), tile(&w[1].1))));
    assert!(moves.iter().all(|m| m["capture"] == false));
}

#[test]
fn captures_are_flagged_and_friends_are_never_taken() {
    let (code, out, _) = reach_of(
        r#"{"pieces":[{"side":"white","kind":"rook","tile":"K5,4"},
                      {"side":"black","kind":"knight","tile":"K5,6"},
                      {"side":"white","kind":"bishop","tile":"K5,2"}]}"#,
    );
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let find = |from: &str, to: &str| {
        v["moves"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["from"] == from && m["to"] == to)
            .cloned()
    };
    let take = find("K5,4", "K5,6").expect("rook takes the knight");
    assert_eq!(take["capture"], true);
    assert_eq!(take["notation"], "RxN -- K5,6");
    assert!(find("K5,4", "K5,2").is_none(), "no capture of a friend");
    assert!(find("K5,4", "K5,7").is_none(), "nothing beyond the knight");
}

#[test]
fn bad_input_exits_2_with_one_line_naming_the_problem() {
    let cases = [
        ("{", "malformed JSON"),
        ("[]", "expected a JSON object"),
        (r#"{"pieces":3}"#, "\"pieces\" array"),
        (r#"{"pieces":[],"turn":"white"}"#, "unknown field \"turn\""),
        (
            r#"{"pieces":[{"side":"white","kind":"wizard","tile":"K5,4"}]}"#,
            "pieces[0] (white piece): unknown kind \"wizard\"",
        ),
        (
            r#"{"pieces":[{"side":"green","kind":"rook","tile":"K5,4"}]}"#,
            "pieces[0]: unknown side \"green\"",
        ),
        (
            r#"{"pieces":[{"side":"white","kind":"rook","tile":"K9,4"}]}"#,
            "pieces[0] (white rook): tile \"K9,4\" is off the board",
        ),
        (
            r#"{"pieces":[{"side":"white","kind":"rook","tile":"Z1,1"}]}"#,
            "unknown level",
        ),
        (
            r#"{"pieces":[{"side":"white","kind":"rook"}]}"#,
            "pieces[0]: missing field \"tile\"",
        ),
        (
            r#"{"pieces":[{"side":"white","kind":"rook","tile":5}]}"#,
            "must be a string",
        ),
        (
            r#"{"pieces":[{"side":"white","kind":"pawn","tile":"K1,5"}]}"#,
            "pieces[0] (white pawn): a pawn can never stand on K1,5",
        ),
        (
            r#"{"pieces":[{"side":"black","kind":"pawn","tile":"K1,1"}]}"#,
            "would have promoted",
        ),
        (
            r#"{"pieces":[{"side":"white","kind":"rook","tile":"K5,4","colour":"red"}]}"#,
            "unknown field \"colour\"",
        ),
        (
            r#"{"pieces":[{"side":"white","kind":"rook","tile":"K5,4"},{"side":"black","kind":"king","tile":"K5,4"}]}"#,
            "pieces[1] (black king): tile K5,4 already holds pieces[0]",
        ),
    ];
    for (input, needle) in cases {
        let (code, out, err) = reach_of(input);
        assert_eq!(code, 2, "{input}");
        assert!(out.is_empty(), "{input}: partial output {out}");
        assert_eq!(err.lines().count(), 1, "{input}: {err}");
        assert!(err.contains(needle), "{input}: {err:?} lacks {needle:?}");
        assert!(!err.contains("panicked"));
    }
}

#[test]
fn unknown_options_are_usage_errors() {
    let out = Command::new(env!("CARGO_BIN_EXE_congruent"))
        .args(["reach", "--variant", "fairy"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
}

#[test]
fn moves_rejects_bad_games() {
    let cases = [
        (
            r#"{"pieces":[],"to_move":"red"}"#,
            "to_move: unknown side \"red\"",
        ),
        (
            r#"{"pieces":[],"en_passant":"K4,4"}"#,
            "en passant K4,4: no black pawn there",
        ),
        (
            r#"{"pieces":[{"side":"black","kind":"pawn","tile":"K6,6"}],"en_passant":"K6,6"}"#,
            "cannot have just double-advanced",
        ),
        (
            r#"{"pieces":[],"castling":"all"}"#,
            "castling must be a list",
        ),
        (r#"{"pieces":[],"turn":"white"}"#, "unknown field \"turn\""),
    ];
    for (input, needle) in cases {
        let (code, out, err) = common::congruent(&["moves"], input);
        assert_eq!(code, 2, "{input}");
        assert!(out.is_empty());
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(needle), "{input}: {err:?} lacks {needle:?}");
    }
}

#[test]
fn moves_of_a_mated_king() {
    // A White king in the corner QR1,1 with Black rooks on its three
    // faces' far lines... a Black queen on QN2,2 guarded by a Black rook on
    // QN8,8: the king cannot take the queen and every neighbour is attacked.
    let (code, out, err) = common::congruent(
        &["moves"],
        r#"{"pieces":[{"side":"white","kind":"king","tile":"QR1,1"},
                      {"side":"black","kind":"queen","tile":"QN2,2"},
                      {"side":"black","kind":"rook","tile":"QN8,2"},
                      {"side":"black","kind":"king","tile":"KR8,8"}]}"#,
    );
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["check"], true);
    assert_eq!(v["status"], "checkmate", "{v}");
    assert!(v["moves"].as_array().unwrap().is_empty());
}

/// A reader that stops early (`congruent reach | head -1`) closes the
/// pipe: the command ends quietly, without a panic on stderr. Eighteen
/// queens print about a megabyte, far more than a pipe buffers.
#[test]
fn a_closed_output_pipe_is_not_a_panic() {
    use std::io::{Read, Write};
    let tiles = ["Q", "K"].iter().flat_map(|l| {
        [2, 4, 6]
            .into_iter()
            .flat_map(move |i| [3, 5, 7].into_iter().map(move |j| format!("{l}{i},{j}")))
    });
    let pieces: Vec<String> = tiles
        .map(|t| format!(r#"{{"side":"white","kind":"queen","tile":"{t}"}}"#))
        .collect();
    let input = format!(r#"{{"pieces":[{}]}}"#, pieces.join(","));
    let mut child = Command::new(env!("CARGO_BIN_EXE_congruent"))
        .args(["reach", "--pretty"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let mut first = [0u8; 16];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // Dropping stdout closed the pipe; the rest of the output has nowhere to go.
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(0), "{stderr}");
}
