//! Tetrahedral Chess through the command line and the protocol: every
//! command takes `--variant tetrahedral` (issue 12).

use crate::common::congruent;
use crate::common::json_of;

#[test]
fn variants_and_board_list_the_rule_sets_and_their_cells() {
    let (code, out, _) = congruent(&["variants"], "");
    assert_eq!(code, 0);
    assert!(out.lines().any(|l| l.starts_with("goff ")));
    assert!(out.lines().any(|l| l.starts_with("tetrahedral ")));
    let ids: Vec<String> = json_of(&["variants", "--json"], "")
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
        let board = json_of(&["board", "--variant", variant], "");
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
    let board = json_of(&["board", "--variant", "tetrahedral"], "");
    for cell in board["cells"].as_array().unwrap() {
        let name = cell["name"].as_str().unwrap();
        let input = format!(r#"{{"pieces":[{{"side":"white","kind":"rook","cell":"{name}"}}]}}"#);
        let reach = json_of(&["reach", "--variant", "tetrahedral"], &input);
        assert_eq!(reach["moves"].as_array().unwrap().len(), 18, "{name}");
    }
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
