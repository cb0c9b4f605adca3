//! Trans-Dimensional Chess through the command line: the field, perft
//! from the set-up both ways, its suite against `serve`, and a promotion
//! to a captured piece.

mod common;

use common::congruent;
use congruent::cells::game::{Definition, MoveKind, Piece, Position};
use congruent::pieces::Side;
use congruent::trans_dimensional::setup::Kind;
use congruent::trans_dimensional::TransDimensional;
use congruent::variant::{Validation, Variant};

#[test]
fn perft_from_the_setup_both_ways() {
    for extra in [&[][..], &["--reference"]] {
        let mut args = vec!["perft", "1", "--variant", "trans-dimensional"];
        args.extend(extra);
        let (code, out, err) = congruent(&args, "");
        assert_eq!(code, 0, "{err}");
        assert_eq!(out, "perft(1) = 469\n", "{args:?}");
    }
}

#[test]
fn conform_against_serve_passes_every_case() {
    let me = env!("CARGO_BIN_EXE_congruent");
    let program = format!("{me} serve");
    let (code, out, err) = congruent(
        &[
            "conform",
            "--program",
            &program,
            "--variant",
            "trans-dimensional",
            "--jobs",
            "2",
        ],
        "",
    );
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.trim_end().ends_with(" 0 failed"), "{out}");
}

/// A White pawn ending its move in cube 3c3 may become one of White's
/// captured pieces, or stay a pawn (002:L282-285); the pool is part of
/// the position and round-trips through JSON and the compact string.
#[test]
fn promotion_to_a_captured_piece() {
    let d = TransDimensional::default();
    let mut g = Position::new(d);
    for (side, kind, cell) in [
        (Side::White, Kind::King, "(1a1,1a1)"),
        (Side::Black, Kind::King, "(1c1,1c1)"),
        (Side::White, Kind::Pawn, "(3c2,2b2)"),
    ] {
        g.put(g.cell(cell), Some(Piece { side, kind }));
    }
    g.captured = [vec![Kind::Rook, Kind::Unicorn], Vec::new()];
    let from = g.cell("(3c2,2b2)");
    let to = g.cell("(3c3,2b2)");
    let kinds: Vec<MoveKind<Kind>> = g
        .legal_moves()
        .into_iter()
        .filter(|m| m.from == Some(from) && m.to == to)
        .map(|m| m.kind)
        .collect();
    assert_eq!(
        kinds,
        [
            MoveKind::Normal,
            MoveKind::Promotion(Kind::Rook),
            MoveKind::Promotion(Kind::Unicorn)
        ]
    );
    let after = g.play(&congruent::cells::game::Move {
        from: Some(from),
        to,
        kind: MoveKind::Promotion(Kind::Rook),
    });
    assert_eq!(after.captured[0], [Kind::Unicorn], "the rook left the pool");
    let json = d.to_json(&after);
    assert_eq!(json["captured"]["white"], serde_json::json!(["unicorn"]));
    let back = d.parse(&d, &json, Validation::Legal).unwrap();
    assert_eq!(back, after);
    let compact = d.to_compact(&after);
    assert!(compact.ends_with(" U/-"), "{compact}");
    let back = d.parse(&d, &compact.into(), Validation::Legal).unwrap();
    assert_eq!(back, after);
    assert_eq!(Definition::id(&d), "trans-dimensional");
}

/// The text's field moves through `reach` (002:L327-328, L373): the cells
/// at the mover's own point in other cubes.
#[test]
fn the_texts_field_moves_through_reach() {
    for (kind, from, expected) in [
        ("rook", "(2a1,1a2)", &["(1a1,1a2)", "(3a1,1a2)"][..]),
        (
            "bishop",
            "(1b1,2a1)",
            &["(1a2,2a1)", "(1c2,2a1)", "(2a1,2a1)", "(2c1,2a1)"],
        ),
    ] {
        let input = format!(r#"{{"pieces":[{{"side":"white","kind":"{kind}","cell":"{from}"}}]}}"#);
        let (code, out, err) = congruent(&["reach", "--variant", "trans-dimensional"], &input);
        assert_eq!(code, 0, "{err}");
        let reply: serde_json::Value = serde_json::from_str(&out).unwrap();
        let point = &from[5..];
        let mut field: Vec<&str> = reply["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["to"].as_str().unwrap())
            .filter(|to| to.ends_with(point) && !to.starts_with(&from[..5]))
            .collect();
        field.sort_unstable();
        assert_eq!(field, expected, "{kind} from {from}");
    }
}

/// `promotion=on-entry`: a pawn already in the far cube is not promoted
/// by a capture inside it; by default it is (spec: open question 5a).
#[test]
fn promotion_timing_is_an_option() {
    for (on_entry, promotions) in [(false, 1), (true, 0)] {
        let d = TransDimensional {
            promote_on_entry: on_entry,
        };
        let mut g = Position::new(d);
        for (side, kind, cell) in [
            (Side::White, Kind::King, "(1a1,1a1)"),
            (Side::Black, Kind::King, "(1c1,1c1)"),
            (Side::White, Kind::Pawn, "(3c3,2b2)"),
            (Side::Black, Kind::Knight, "(3c3,3c2)"),
        ] {
            g.put(g.cell(cell), Some(Piece { side, kind }));
        }
        g.captured = [vec![Kind::Rook], Vec::new()];
        let from = g.cell("(3c3,2b2)");
        let n = g
            .legal_moves()
            .into_iter()
            .filter(|m| m.from == Some(from) && matches!(m.kind, MoveKind::Promotion(_)))
            .count();
        assert_eq!(n, promotions, "on-entry {on_entry}");
    }
    let (code, out, err) = congruent(
        &[
            "perft",
            "1",
            "--variant",
            "trans-dimensional",
            "--set",
            "promotion=on-entry",
        ],
        "",
    );
    assert_eq!((code, out.as_str()), (0, "perft(1) = 469\n"), "{err}");
}
