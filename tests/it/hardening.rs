//! One test per row of the hardening table (issue 11): what a hostile
//! user can feed the command line, and what it must do with it. Every
//! refusal is exit 2 with one line on stderr naming what and where, and
//! nothing on stdout.

use crate::common::congruent;
use crate::common::refused_input;
use crate::common::tile;
use crate::common::BIN;
use congruent::goff::geometry::Tile;
use congruent::goff::notation::parse_tile;
use congruent::goff::pieces::Side;
use std::process::{Command, Stdio};

/// Two lone kings in opposite corners.
const KINGS: &str = "K7,8,8,8,8,8,8,7k/8,8,8,8,8,8,8,8/8,8,8,8,8,8,8,8/8,8,8,8,8,8,8,8/8,8,8,8,8,8,8,8/8,8,8,8,8,8,8,8/8,8,8,8,8,8,8,8/8,8,8,8,8,8,8,8 w - -";

fn pieces(list: &[(&str, &str, &str)]) -> String {
    let p: Vec<String> = list
        .iter()
        .map(|(s, k, t)| format!(r#"{{"side":"{s}","kind":"{k}","tile":"{t}"}}"#))
        .collect();
    format!(r#"{{"pieces":[{}]}}"#, p.join(","))
}

#[test]
fn perft_beyond_the_depth_cap_is_refused_at_once() {
    for depth in ["100000", "500", "7"] {
        refused_input(
            &["perft", depth, "--fen", KINGS],
            "",
            "goff perft is limited to depth 6",
        );
    }
    // Each corner king has 7 moves.
    let (code, out, _) = congruent(&["perft", "2", "--fen", KINGS], "");
    assert_eq!((code, out.as_str()), (0, "perft(2) = 49\n"));
}

/// The first position of `id`'s suite whose side to move is mated.
fn mated(id: &str) -> String {
    let (code, out, err) = congruent(&["suite", "--only-variant", id], "");
    assert_eq!(code, 0, "{err}");
    let case = out
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .find(|c| c["expect"]["status"] == "checkmate")
        .unwrap_or_else(|| panic!("{id}'s suite has no mate"));
    case["input"]["position"].to_string()
}

/// Variants whose trees are smaller answer deeper perft
/// (spec/conformance.md#limits): each is refused one ply past its own
/// limit, naming it, and answers at the limit (0 below a mate).
#[test]
fn each_rule_set_has_its_own_perft_limit() {
    for (id, limit) in [("third-dimension", 7), ("tetrahedral", 8)] {
        let position = mated(id);
        let deeper = (limit + 1).to_string();
        refused_input(
            &["perft", &deeper, "--variant", id],
            &position,
            &format!("depth {deeper}: {id} perft is limited to depth {limit}"),
        );
        let at = limit.to_string();
        let (code, out, err) = congruent(&["perft", &at, "--variant", id], &position);
        assert_eq!(
            (code, out.as_str()),
            (0, format!("perft({at}) = 0\n").as_str()),
            "{err}"
        );
    }
    // The handshake declares every limit.
    let (code, out, _) = congruent(&["serve"], "{\"id\":0,\"op\":\"hello\"}\n");
    assert_eq!(code, 0);
    let hello: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let limits: Vec<(String, u64)> = hello["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            (
                v["id"].as_str().unwrap().to_string(),
                v["perft_limit"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(limits.len(), 8, "{limits:?}");
    for id in ["third-dimension", "tetrahedral", "goff"] {
        assert!(limits.iter().any(|l| l.0 == id), "{id} not in {limits:?}");
    }
    for (id, limit) in limits {
        let want = match id.as_str() {
            "third-dimension" => 7,
            "tetrahedral" => 8,
            _ => 6,
        };
        assert_eq!(limit, want, "{id}");
    }
}

/// A closed stderr (or one whose reader went away) is no reason to panic:
/// exit 0 after perft's timing line, 2 after an error, never 101.
#[test]
fn a_closed_stderr_is_not_a_panic() {
    for (args, code) in [("perft 1", 0), ("perft 9", 2), ("moves --fen x", 2)] {
        let status = Command::new("sh")
            .arg("-c")
            .arg(format!("\"$0\" {args} 2>&- >/dev/null"))
            .arg(BIN)
            .status()
            .unwrap();
        assert_eq!(status.code(), Some(code), "{args}");
    }
    // `congruent perft 2 2>&1 | head -1`: the reader leaves after a line.
    let out = Command::new("bash")
        .arg("-c")
        .arg("\"$0\" perft 2 --divide 2>&1 | head -1; exit ${PIPESTATUS[0]}")
        .arg(BIN)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8(out.stdout).unwrap().lines().count(), 1);
}

#[test]
fn a_side_without_exactly_one_king_is_refused_unless_analysed() {
    let none = pieces(&[("white", "rook", "K5,4"), ("black", "king", "KR8,8")]);
    let three = pieces(&[
        ("white", "king", "QR1,1"),
        ("white", "king", "QR1,8"),
        ("white", "king", "QR8,1"),
        ("black", "king", "KR8,8"),
    ]);
    for op in [&["moves"][..], &["perft", "1", "--input", "/dev/stdin"]] {
        refused_input(op, &none, "white has 0 kings");
        refused_input(op, &three, "white has 3 kings");
    }
    refused_input(
        &["moves", "--fen", &KINGS.replace("K7", "8")],
        "",
        "white has 0 kings",
    );
    refused_input(
        &["moves", "--fen", &KINGS.replace("7k", "8")],
        "",
        "black has 0 kings",
    );
    // The opt-in: analysis of the same position.
    let (code, out, err) = congruent(&["moves", "--allow-illegal"], &none);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\"from\":\"K5,4\""));
    // reach ignores turn and check, and kings with them.
    assert_eq!(congruent(&["reach"], &three).0, 0);
}

#[test]
fn the_side_not_to_move_in_check_is_refused() {
    // White to move, Black's king on the rook's row: White could take it.
    let json = pieces(&[
        ("white", "rook", "K5,4"),
        ("white", "king", "QR1,1"),
        ("black", "king", "K5,8"),
    ]);
    let err = refused_input(&["moves"], &json, "black, not to move, is in check");
    assert!(err.contains("--allow-illegal"), "{err}");
    refused_input(
        &["perft", "2", "--input", "/dev/stdin"],
        &json,
        "is in check",
    );
    // Black to move: Black is in check, which is legal.
    let black = json.replace(r#""pieces""#, r#""to_move":"black","pieces""#);
    let (code, out, _) = congruent(&["moves"], &black);
    assert_eq!(code, 0);
    assert!(out.contains("\"check\":true"));
    // Without the opt-in the king capture is never listed.
    let (_, out, _) = congruent(&["moves", "--allow-illegal"], &json);
    assert!(
        out.contains("\"to\":\"K5,8\""),
        "analysis lists the capture"
    );
}

/// Adjacent kings in the open attack each other: refused. A linear king
/// is blocked like any piece ("it takes two pieces to block a king's
/// linear rook advance", L8367-8369), so adjacent kings that cannot take
/// each other stand in a legal position: accepted
/// (spec/interpretations.md#adjacent-kings).
#[test]
fn adjacent_kings_are_refused_when_they_attack() {
    let open = pieces(&[("white", "king", "K4,4"), ("black", "king", "K5,4")]);
    refused_input(&["moves"], &open, "black, not to move, is in check");
    refused_input(&["moves", "--set", "king=adjacent"], &open, "is in check");

    let blocked = blocked_adjacent_kings();
    let (code, out, err) = congruent(&["moves"], &blocked.to_string());
    assert_eq!(code, 0, "{blocked}: {err}");
    assert!(!out.contains("\"to\":\"K5,4\""), "a king capture is listed");
}

/// A legal position with adjacent kings that do not attack each other,
/// found among deterministic random blockers around them.
fn blocked_adjacent_kings() -> serde_json::Value {
    use congruent::core::rng::Rng;
    use congruent::core::variant::Validation;
    use congruent::goff::game::setup::Setup;
    use congruent::goff::pieces::{Piece, PieceKind};
    let (wk, bk) = (tile("K4,4"), tile("K5,4"));
    let near: Vec<Tile> = Tile::all()
        .filter(|t| {
            let d = t.coords() - wk.coords();
            *t != wk && *t != bk && d.z.abs() <= 2 && d.i.abs() <= 2 && d.j.abs() <= 2
        })
        .collect();
    let mut rng = Rng::new(0xB10C);
    for _ in 0..200_000 {
        let mut position = congruent::goff::position::Position::empty();
        position
            .put(wk, Piece::new(Side::White, PieceKind::King))
            .unwrap();
        position
            .put(bk, Piece::new(Side::Black, PieceKind::King))
            .unwrap();
        for _ in 0..2 + rng.below(10) {
            let t = near[rng.below(near.len())];
            let _ = position.put(t, Piece::new(Side::White, PieceKind::Pawn));
        }
        if congruent::goff::game::setup::check_pawns(&position).is_err() {
            continue;
        }
        let reach =
            |from| congruent::goff::engine::destinations_with(&position, from, Default::default());
        if reach(wk).contains(bk) || reach(bk).contains(wk) {
            continue;
        }
        let setup = Setup {
            position: position.clone(),
            to_move: Side::White,
            castling: vec![],
            en_passant: None,
        };
        if let Ok(game) = setup.game(Validation::Legal) {
            return congruent::goff::json::game_json(&game);
        }
    }
    panic!("no blocked adjacent kings found");
}

#[test]
fn input_is_read_up_to_a_limit() {
    let mut child = Command::new(BIN)
        .arg("reach")
        .stdin(std::fs::File::open("/dev/zero").unwrap())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = std::time::Instant::now();
    let out = loop {
        if child.try_wait().unwrap().is_some() {
            break child.wait_with_output().unwrap();
        }
        assert!(started.elapsed().as_secs() < 60, "reach < /dev/zero hangs");
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("stdin: more than 1048576 bytes"), "{err}");
    refused_input(
        &["reach", "--input", "/dev/zero"],
        "",
        "--input /dev/zero: more than 1048576 bytes",
    );
}

/// A long tile string is quoted as an excerpt, not echoed (twice).
#[test]
fn error_messages_quote_an_excerpt() {
    let long = "K".repeat(900_000);
    let err = refused_input(
        &["reach"],
        &pieces(&[("white", "rook", &long)]),
        "unknown level",
    );
    assert!(err.len() < 400, "{} bytes of error", err.len());
    assert!(err.contains("(900000 bytes in all)"), "{err}");
    // A command-line argument is at most 128 KiB on Linux.
    let empty = "8,8,8,8,8,8,8,8/".repeat(7);
    let fen = format!("{empty}{},8,8,8,8,8,8,8 w - -", "1".repeat(100_000));
    let err = refused_input(
        &["moves", "--fen", &fen],
        "",
        "(100000 bytes in all) writes one run",
    );
    assert!(err.len() < 400, "{err}");
}

#[test]
fn duplicate_json_keys_are_named() {
    let json = r#"{"pieces":[{"side":"white","kind":"king","tile":"K1,1","side":"black"}]}"#;
    refused_input(&["reach"], json, "duplicate key \"side\"");
    refused_input(
        &["moves"],
        r#"{"pieces":[],"to_move":"white","to_move":"black"}"#,
        "duplicate key \"to_move\"",
    );
    let dir = tempdir();
    let rules = dir.join("rules.json");
    std::fs::write(&rules, r#"{"king":"linear","king":"natural"}"#).unwrap();
    refused_input(
        &["rules", "--rules", rules.to_str().unwrap()],
        "",
        "duplicate key \"king\"",
    );
    // Nesting is bounded too (serde_json's 128 levels), never a stack
    // overflow.
    refused_input(&["reach"], &"[".repeat(200_000), "recursion limit exceeded");
    // The protocol answers a request with duplicate keys with an error.
    let (code, out, _) = congruent(&["serve"], "{\"op\":\"hello\",\"op\":\"reach\"}\n");
    assert_eq!(code, 0);
    assert!(out.contains("duplicate key \\\"op\\\""), "{out}");
}

/// An integer in a request is echoed as that integer, or, beyond 64 bits
/// (which serde_json would read as the float nearest it), the request
/// is refused naming it (bad-request, `id` null): never a float such as
/// `1.8446744073709552e+19` for 18446744073709551616 (issue 39). The
/// same integer in a position given to the command line is refused too;
/// one inside a string is text.
#[test]
fn integers_are_echoed_as_integers_or_refused() {
    let wide = "18446744073709551616";
    let requests = [
        format!("{{\"id\":1,\"op\":\"perft\",\"position\":\"start\",\"depth\":{wide}}}"),
        format!("{{\"id\":{wide},\"op\":\"hello\"}}"),
        "{\"id\":-9223372036854775809,\"op\":\"hello\"}".to_string(),
        "{\"id\":[18446744073709551615,-9223372036854775808,\"1e99999999999999999999\"],\"op\":\"hello\"}".to_string(),
    ];
    let (code, out, err) = congruent(&["serve"], &(requests.join("\n") + "\n"));
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains("e+") && !out.contains("1.8446"), "{out}");
    let answers: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(answers.len(), 4, "{out}");
    for (answer, integer) in answers[..3]
        .iter()
        .zip([wide, wide, "-9223372036854775809"])
    {
        assert_eq!(answer["id"], serde_json::Value::Null, "{answer}");
        assert_eq!(answer["error"]["kind"], "bad-request", "{answer}");
        let message = answer["error"]["message"].as_str().unwrap();
        assert!(
            message.contains(&format!("integer {integer} out of range")),
            "{message}"
        );
    }
    // The widest integers 64 bits hold come back exactly, as integers.
    let last = out.lines().last().unwrap();
    assert!(
        last.starts_with(
            "{\"id\":[18446744073709551615,-9223372036854775808,\"1e99999999999999999999\"],"
        ),
        "{last}"
    );
    assert_eq!(answers[3]["protocol"], 1);
    refused_input(
        &["reach"],
        &format!("{{\"pieces\":[],\"halfmove\":{wide}}}"),
        &format!("integer {wide} out of range"),
    );
}

#[test]
fn tiles_are_exactly_level_i_comma_j() {
    for bad in [
        " K 5 , 4 ",
        "K05,04",
        "K5,04",
        "K 5,4",
        "K5,4 ",
        "K5,4\u{a0}",
        "\u{3000}K5,4",
        "K+5,4",
        "k5,4",
    ] {
        let json = pieces(&[("white", "king", bad)]);
        refused_input(&["reach"], &json, "pieces[0] (white king)");
        assert!(parse_tile(bad, Side::White).is_err(), "{bad:?}");
    }
    assert_eq!(tile("K5,4").to_string(), "K5,4");
}

#[test]
fn compact_strings_are_strict() {
    let start = start_fen();
    for (bad, needle) in [
        (
            KINGS.replacen("K7", "K1111111", 1),
            "one run of empty tiles as two digits",
        ),
        (KINGS.replacen("8,8", "44,8", 1), "two digits"),
        (KINGS.replace(" w ", "\u{a0}w "), "expected 4 fields"),
        (KINGS.replace(" w ", "  w "), "expected 4 fields"),
        (KINGS.replace(" w ", "\u{3000}w "), "expected 4 fields"),
        (
            start.replacen("QR1,1", "QR01,1", 1),
            "castling: malformed tile",
        ),
        (
            start.replacen(";QR8,8", ";QR1,1;QR8,8", 1),
            "castling QR1,1: named twice",
        ),
        (format!("{KINGS} "), "expected 4 fields"),
    ] {
        refused_input(&["moves", "--fen", &bad], "", needle);
    }
    assert_eq!(congruent(&["moves", "--fen", &start], "").0, 0);
    // JSON castling lists are held to the same rule.
    let twice = pieces(&[
        ("white", "king", "K1,1"),
        ("white", "rook", "QR1,1"),
        ("black", "king", "K8,8"),
    ])
    .replace(r#""pieces""#, r#""castling":["QR1,1","QR1,1"],"pieces""#);
    refused_input(&["moves"], &twice, "castling QR1,1: named twice");
}

fn start_fen() -> String {
    let (_, out, _) = congruent(&["moves", "--start"], "");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    v["fen"].as_str().unwrap().to_string()
}

#[test]
fn perft_0_is_one_node_with_or_without_divide() {
    for args in [&["perft", "0"][..], &["perft", "0", "--divide"]] {
        let (code, out, _) = congruent(args, "");
        assert_eq!((code, out.as_str()), (0, "perft(0) = 1\n"), "{args:?}");
    }
}

#[test]
fn option_errors_name_what_the_user_wrote() {
    let dir = tempdir();
    let rules = dir.join("five.json");
    std::fs::write(&rules, r#"{"king":5}"#).unwrap();
    let path = rules.to_str().unwrap();
    refused_input(
        &["rules", "--rules", path],
        "",
        &format!("--rules {path}: rule option king: 5 is not one of linear, natural, adjacent"),
    );
    refused_input(
        &["moves", "--start", "--set", "motion=ram", "--set", "king=5"],
        "",
        "--set \"king=5\": rule option king: 5 is not one of linear, natural, adjacent",
    );
    refused_input(
        &["rules", "--set", "kingg=natural"],
        "",
        "unknown rule option \"kingg\"",
    );
}

#[test]
fn rules_only_names_the_range_it_accepts() {
    let (code, out, _) = congruent(&["rules", "--only", "62"], "");
    assert_eq!(code, 0);
    assert!(out.starts_with("CR 62"));
    refused_input(
        &["rules", "--only", "63"],
        "",
        "(1-62; 62 is the stack's rules)",
    );
    refused_input(
        &["rules", "--only", "0"],
        "",
        "(1-62; 62 is the stack's rules)",
    );
}

#[test]
fn pending_insta_snapshots_are_ignored_by_git() {
    let ignore =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/.gitignore")).unwrap();
    assert!(ignore.lines().any(|l| l.trim() == "*.snap.new"), "{ignore}");
    assert!(
        ignore.lines().any(|l| l.trim() == "*.pending-snap"),
        "{ignore}"
    );
}

fn tempdir() -> std::path::PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = std::env::temp_dir().join(format!(
        "congruent-hardening-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
