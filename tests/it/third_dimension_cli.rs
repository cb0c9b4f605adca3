//! Chess in the Third Dimension through the command line and the
//! protocol: every command takes `--variant third-dimension`, its options
//! through `--set`, and `conform` passes its suite against `serve`.

use crate::common::congruent;
use crate::common::json_of;

const V: [&str; 2] = ["--variant", "third-dimension"];

fn args<'a>(head: &[&'a str], tail: &[&'a str]) -> Vec<&'a str> {
    head.iter().chain(&V).chain(tail).copied().collect()
}

#[test]
fn the_board_has_64_cubes_in_four_levels() {
    let board = json_of(&args(&["board"], &[]), "");
    let cells = board["cells"].as_array().unwrap();
    assert_eq!(cells.len(), 64);
    for level in ["I", "II", "III", "IV"] {
        assert_eq!(cells.iter().filter(|c| c["level"] == level).count(), 16);
    }
    assert!(cells.iter().any(|c| c["name"] == "IIIa4"));
    let mirror = json_of(&args(&["board"], &["--set", "layout=mirror"]), "");
    assert_ne!(board, mirror, "the layouts differ in plan coordinates");
}

#[test]
fn perft_from_the_start_both_ways_under_each_layout() {
    for (layout, nodes) in [("a", [44, 1847]), ("mirror", [49, 2117])] {
        for (depth, n) in ["1", "2"].iter().zip(nodes) {
            for extra in [&[][..], &["--reference"]] {
                let set = format!("layout={layout}");
                let mut a = args(&["perft", depth], &["--set", &set]);
                a.extend(extra);
                let (code, out, err) = congruent(&a, "");
                assert_eq!(code, 0, "{err}");
                assert_eq!(out, format!("perft({depth}) = {n}\n"), "{a:?}");
            }
        }
    }
}

/// `perft --memo` gives the count of every node visited, whole and by
/// shard: from depth 4, positions are met again below the start.
#[test]
fn perft_with_the_memo_counts_the_same() {
    for depth in ["3", "4"] {
        let plain = congruent(&args(&["perft", depth], &[]), "");
        let memo = congruent(&args(&["perft", depth], &["--memo"]), "");
        assert_eq!((memo.0, &memo.1), (0, &plain.1), "{}", memo.2);
    }
    let shard = json_of(&args(&["perft", "4", "--shard", "3/44"], &["--memo"]), "");
    let plain = json_of(&args(&["perft", "4", "--shard", "3/44"], &[]), "");
    assert_eq!(shard, plain);
    assert!(shard["nodes"].as_u64().unwrap() > 0);
}

/// The text's one worked pawn move, through `reach`.
#[test]
fn reach_shows_the_sideways_diagonal_step() {
    let input = r#"{"pieces":[{"side":"white","kind":"pawn","cell":"IIIa4"}]}"#;
    let reach = json_of(&args(&["reach"], &[]), input);
    let to: Vec<&str> = reach["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["to"].as_str().unwrap())
        .collect();
    assert!(to.contains(&"IIb2"), "{to:?}");
}

#[test]
fn moves_and_show_read_the_start() {
    let moves = json_of(&args(&["moves", "--start"], &[]), "");
    assert_eq!(moves["moves"].as_array().unwrap().len(), 44);
    assert_eq!(moves["status"], "ongoing");
    let fen = moves["fen"].as_str().unwrap();
    assert_eq!(fen.split(' ').count(), 3, "cells, side, castling: {fen}");
    // The knight on IIIc1 and its destinations, level by level.
    let (code, out, err) = congruent(&args(&["show", "IIIc1", "--fen", fen], &[]), "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 4, "{out}");
    assert!(out.contains(" III: a1K b1B c1@ d1R"), "{out}");
    assert!(out.contains("a3xP"), "the knight takes on IVa3: {out}");
}

#[test]
fn input_errors_are_one_line() {
    for (tail, input, needle) in [
        (&["moves"][..], r#"{"pieces":[]}"#, "white has 0 kings"),
        (
            &["reach"],
            r#"{"pieces":[{"side":"white","kind":"dababante","cell":"Ia1"}]}"#,
            "unknown kind \"dababante\"",
        ),
        (
            &["reach"],
            r#"{"pieces":[{"side":"white","kind":"rook","cell":"Va1"}]}"#,
            "no cell \"Va1\"",
        ),
        (
            &["reach"],
            r#"{"pieces":[{"side":"white","kind":"pawn","cell":"IIa4"}]}"#,
            "where it is promoted",
        ),
        (
            &["moves", "--set", "layout=b"],
            "",
            "rule option layout: \"b\" is not one of a, mirror",
        ),
        (
            &["moves", "--set", "king=natural"],
            "",
            "unknown rule option \"king\"",
        ),
    ] {
        let (head, rest) = tail.split_at(1);
        let a = args(head, rest);
        let (code, out, err) = congruent(&a, input);
        assert_eq!(code, 2, "{a:?}: {out}");
        assert!(out.is_empty());
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(needle), "{err}");
    }
}

/// Names of variants that do not exist are refused by every command that
/// takes one, even where no case would match (a newcomer's report).
#[test]
fn unknown_rule_sets_are_refused_everywhere() {
    for args in [
        &["conform", "--program", "true", "--variant", "fourth"][..],
        &["conform", "--program", "true", "--only-variant", "fourth"],
        &["suite", "--only-variant", "fourth"],
        &["suite", "--variant", "fourth"],
        &["board", "--variant", "fourth"],
    ] {
        let (code, out, err) = congruent(args, "");
        assert_eq!(code, 2, "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.contains("unknown variant \"fourth\""),
            "{args:?}: {err}"
        );
    }
}

/// Under castling-rook=any only the kings' cubes carry a right, and the
/// message says which cubes may.
#[test]
fn a_castling_right_on_a_rook_says_which_cells_may_carry_one() {
    let moves = json_of(&args(&["moves", "--start"], &[]), "");
    let fen = moves["fen"]
        .as_str()
        .unwrap()
        .replace("IId4;IIIa1", "IIIa1;IIId1");
    let (code, _, err) = congruent(&args(&["moves", "--fen", &fen], &[]), "");
    assert_eq!(code, 2);
    assert!(
        err.contains("castling IIId1: a castling right belongs only to IIIa1, IId4"),
        "{err}"
    );
    let (code, _, err) = congruent(
        &args(
            &["moves", "--fen", &fen],
            &["--set", "castling-rook=unmoved"],
        ),
        "",
    );
    assert_eq!(code, 0, "{err}");
}
