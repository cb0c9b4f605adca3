//! Tetrahedral Chess through the command line and the protocol: every
//! command takes `--variant tetrahedral` (issue 12).

mod common;

use common::congruent;
use serde_json::Value;

fn json(args: &[&str], input: &str) -> Value {
    let (code, out, err) = congruent(args, input);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).unwrap()
}

#[test]
fn variants_and_board_list_the_rule_sets_and_their_cells() {
    let (code, out, _) = congruent(&["variants"], "");
    assert_eq!(code, 0);
    assert!(out.lines().any(|l| l.starts_with("goff ")));
    assert!(out.lines().any(|l| l.starts_with("tetrahedral ")));
    let ids: Vec<String> = json(&["variants", "--json"], "")
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["id"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(
        ids,
        [
            "goff",
            "tetrahedral",
            "third-dimension",
            "positional-8x8x2",
            "positional-7x7x3",
            "positional-6x6x4",
            "trans-dimensional",
            "goff-quantum"
        ]
    );
    for (variant, cells) in [
        ("tetrahedral", 84),
        ("goff", 512),
        ("third-dimension", 64),
        ("positional-8x8x2", 128),
        ("positional-7x7x3", 147),
        ("positional-6x6x4", 144),
        ("trans-dimensional", 540),
    ] {
        let board = json(&["board", "--variant", variant], "");
        let list = board["cells"].as_array().unwrap();
        assert_eq!(list.len(), cells, "{variant}");
        let mut names: Vec<&str> = list.iter().map(|c| c["name"].as_str().unwrap()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), cells);
    }
}

/// 004:L6 through `reach`: a lone rook reaches 18 cells from each of the
/// 84 cells.
#[test]
fn a_rook_reaches_18_cells_from_every_cell_through_reach() {
    let board = json(&["board", "--variant", "tetrahedral"], "");
    for cell in board["cells"].as_array().unwrap() {
        let name = cell["name"].as_str().unwrap();
        let input = format!(r#"{{"pieces":[{{"side":"white","kind":"rook","cell":"{name}"}}]}}"#);
        let reach = json(&["reach", "--variant", "tetrahedral"], &input);
        assert_eq!(reach["moves"].as_array().unwrap().len(), 18, "{name}");
    }
}

#[test]
fn perft_from_the_start_both_ways() {
    for (depth, nodes) in [("1", 35), ("2", 1225), ("3", 40178)] {
        for extra in [&[][..], &["--reference"]] {
            let mut args = vec!["perft", depth, "--variant", "tetrahedral"];
            args.extend(extra);
            let (code, out, err) = congruent(&args, "");
            assert_eq!(code, 0, "{err}");
            assert_eq!(out, format!("perft({depth}) = {nodes}\n"), "{args:?}");
        }
    }
}

#[test]
fn conform_against_serve_passes_every_tetrahedral_case() {
    let me = env!("CARGO_BIN_EXE_congruent");
    let program = format!("{me} serve");
    for extra in [&[][..], &["--compact"]] {
        let mut args = vec![
            "conform",
            "--program",
            &program,
            "--only-variant",
            "tetrahedral",
            "--jobs",
            "2",
        ];
        args.extend(extra);
        let (code, out, err) = congruent(&args, "");
        assert_eq!(code, 0, "{out}{err}");
        // The seed's own cases and the shared ones (spec/conformance.md#the-other-variants).
        let last = out.trim_end().lines().last().unwrap_or("");
        let passed: usize = last
            .strip_suffix(" passed, 0 failed")
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{out}"));
        assert!(passed >= 500, "{out}");
    }
    let (code, out, _) = congruent(
        &[
            "conform",
            "--program",
            &program,
            "--variant",
            "tetrahedral",
            "--perft",
            "2",
        ],
        "",
    );
    assert_eq!(code, 0, "{out}");
}

#[test]
fn verify_runs_the_tetrahedral_checks() {
    let (code, out, err) = congruent(
        &["verify", "--variant", "tetrahedral", "--positions", "50"],
        "",
    );
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("PASS rook 18 everywhere"), "{out}");
    assert!(
        out.contains("default: perft(4) = 1301204 from the start"),
        "{out}"
    );
    assert!(
        out.ends_with("7 passed, 0 failed\n") && out.contains("check by definition"),
        "{out}"
    );
}

#[test]
fn tetrahedral_input_errors_are_one_line() {
    for (args, input, needle) in [
        (
            &["moves", "--variant", "tetrahedral"][..],
            r#"{"pieces":[]}"#,
            "white has 0 kings",
        ),
        (
            &["reach", "--variant", "tetrahedral"],
            r#"{"pieces":[{"side":"white","kind":"rook","cell":"IVd4"}]}"#,
            "no cell \"IVd4\"",
        ),
        (
            &["reach", "--variant", "tetrahedral"],
            r#"{"pieces":[{"side":"white","kind":"rook","tile":"IIId4"}]}"#,
            "unknown field \"tile\"",
        ),
        (
            &["moves", "--variant", "tetrahedral", "--set", "king=natural"],
            "",
            "unknown rule option \"king\"",
        ),
        (
            &["rules", "--variant", "tetrahedral"],
            "",
            "exists for goff only",
        ),
    ] {
        let (code, out, err) = congruent(args, input);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty());
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(needle), "{err}");
    }
}
