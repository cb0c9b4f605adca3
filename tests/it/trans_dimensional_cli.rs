//! Trans-Dimensional Chess through the command line: the field, perft
//! from the set-up both ways, its suite against `serve`, and a promotion
//! to a captured piece.

use crate::common;

use crate::common::congruent;
use congruent::cells::game::{Definition, Game, MoveKind, Piece};
use congruent::cells::games::trans_dimensional::setup::Kind;
use congruent::cells::games::trans_dimensional::TransDimensional;
use congruent::core::variant::{Validation, Variant};
use congruent::goff::pieces::Side;

/// A White pawn ending its move in cube 3c3 may become one of White's
/// captured pieces, or stay a pawn (002:L282-285); the pool is part of
/// the position and round-trips through JSON and the compact string.
#[test]
fn promotion_to_a_captured_piece() {
    let d = TransDimensional::default();
    let mut g = Game::new(d);
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
        let g = congruent::cells::games::trans_dimensional::checks::promotion_position(d);
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

/// The issue's golden facts through `reach`, each on a field holding only
/// the pieces it names (spec/variants/trans-dimensional.md#golden-facts).
mod facts_through_reach {
    use super::common::congruent;
    use std::collections::{BTreeMap, BTreeSet};

    /// (from, to, capture) of every destination `reach` lists.
    fn reach(pieces: &[(&str, &str, String)]) -> Vec<(String, String, bool)> {
        let list: Vec<serde_json::Value> = pieces
            .iter()
            .map(|(side, kind, cell)| serde_json::json!({"side": side, "kind": kind, "cell": cell}))
            .collect();
        let input = serde_json::json!({ "pieces": list }).to_string();
        let (code, out, err) = congruent(
            &["reach", "--variant", "trans-dimensional", "--allow-illegal"],
            &input,
        );
        assert_eq!(code, 0, "{err}");
        let reply: serde_json::Value = serde_json::from_str(&out).unwrap();
        reply["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(triple)
            .collect()
    }

    /// A `reach` entry as (from, to, capture).
    fn triple(m: &serde_json::Value) -> (String, String, bool) {
        (
            m["from"].as_str().unwrap().to_string(),
            m["to"].as_str().unwrap().to_string(),
            m["capture"].as_bool().unwrap(),
        )
    }

    /// Every cell name, from `board`.
    fn cells() -> Vec<String> {
        let (code, out, err) = congruent(&["board", "--variant", "trans-dimensional"], "");
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        let names: Vec<String> = v["cells"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["name"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(names.len(), 540);
        names
    }

    fn cube(cell: &str) -> &str {
        &cell[1..4]
    }

    fn point(cell: &str) -> &str {
        &cell[5..8]
    }

    /// How many of a cube's (or point's) three coordinates are the middle
    /// one: 0 for a corner, 1 for an edge, 2 for a face, 3 for the centre.
    fn middles(label: &str) -> usize {
        label.chars().filter(|c| matches!(c, '2' | 'b')).count()
    }

    fn cubes(names: &[String], middle: usize) -> BTreeSet<String> {
        names
            .iter()
            .map(|n| cube(n).to_string())
            .filter(|c| middles(c) == middle)
            .collect()
    }

    /// "a Bishop in a corner CUBE cannot perform a simple FIELD move"
    /// (002:L375-376): bishops on every cell of the 8 corner cubes, none
    /// reaching its own point in another cube.
    #[test]
    fn a_bishop_in_a_corner_cube_has_no_field_move() {
        let names = cells();
        let corners = cubes(&names, 0);
        assert_eq!(corners.len(), 8);
        let bishops: Vec<_> = names
            .iter()
            .filter(|n| corners.contains(cube(n)))
            .map(|n| ("white", "bishop", n.clone()))
            .collect();
        assert_eq!(bishops.len(), 216);
        let moves = reach(&bishops);
        assert!(!moves.is_empty(), "the bishops have combination moves");
        let field: Vec<_> = moves
            .iter()
            .filter(|(f, t, _)| point(f) == point(t) && cube(f) != cube(t))
            .collect();
        assert!(field.is_empty(), "{field:?}");
    }

    /// Per White pawn on every point of `cube`, the counts of its field
    /// moves, diagonal field captures and combination captures: moves on a
    /// field where only the cube's 27 pawns stand, captures where every
    /// other cube is full of Black pawns (a pawn's capture exists only
    /// onto an enemy).
    fn pawn_counts(names: &[String], of: &str) -> Vec<(usize, usize, usize)> {
        let own: Vec<_> = names
            .iter()
            .filter(|n| cube(n) == of)
            .map(|n| ("white", "pawn", n.clone()))
            .collect();
        let mut full = own.clone();
        full.extend(
            names
                .iter()
                .filter(|n| cube(n) != of)
                .map(|n| ("black", "pawn", n.clone())),
        );
        let (quiet, taking) = (reach(&own), reach(&full));
        let mut out = Vec::new();
        for (_, _, from) in &own {
            let mine = |m: &&(String, String, bool)| &m.0 == from && cube(&m.1) != of;
            let field = quiet.iter().filter(mine).filter(|m| !m.2).count();
            let (diagonal, combination) =
                taking
                    .iter()
                    .filter(mine)
                    .filter(|m| m.2)
                    .fold((0, 0), |(d, c), m| match point(&m.1) == point(from) {
                        true => (d + 1, c),
                        false => (d, c + 1),
                    });
            out.push((field, diagonal, combination));
        }
        out
    }

    fn most(counts: &[(usize, usize, usize)]) -> (usize, usize, usize) {
        counts
            .iter()
            .fold((0, 0, 0), |a, c| (a.0.max(c.0), a.1.max(c.1), a.2.max(c.2)))
    }

    /// "a Pawn in an edge CUBE has one orthogonal non-capturing FIELD
    /// move, up to two diagonal capturing FIELD moves and up to six
    /// capturing COMBINATION moves; in a corner CUBE, up to two orthogonal
    /// non-capturing FIELD moves and up to twelve capturing COMBINATION
    /// moves" (002:L1150-1152). White never enters its own corner 1a1,
    /// where it would have 3 and 18 (spec: golden facts).
    #[test]
    fn a_pawn_in_an_edge_cube_and_a_corner_cube() {
        let names = cells();
        let counts = |cubes: BTreeSet<String>| -> Vec<(usize, usize, usize)> {
            cubes
                .iter()
                .filter(|c| c.as_str() != "1a1")
                .flat_map(|c| pawn_counts(&names, c))
                .collect()
        };
        let (edge, corner) = (counts(cubes(&names, 1)), counts(cubes(&names, 0)));
        assert_eq!(edge.len(), 12 * 27);
        assert_eq!(corner.len(), 7 * 27);
        assert_eq!(
            most(&edge),
            (1, 2, 6),
            "edge: (field, diagonal field, combination)"
        );
        assert_eq!(
            most(&corner),
            (2, 0, 12),
            "corner: (field, diagonal field, combination)"
        );
        assert_eq!(most(&pawn_counts(&names, "1a1")), (3, 0, 18), "1a1");
    }

    /// "prevents it from assaulting no more than six other CUBES"
    /// (002:L1264-1266): a lone Queen on each of the 540 cells reaches at
    /// most 6 other cubes (derived: exactly 6).
    #[test]
    fn a_queen_reaches_at_most_six_other_cubes() {
        let td = congruent::by_id("trans-dimensional").unwrap();
        let options = serde_json::Map::new();
        for (n, from) in cells().into_iter().enumerate() {
            // Every 20th cell through the command line, every cell through
            // the seam the command calls (`JsonVariant::reach`): 540
            // processes cost more than the rule they check.
            let queen = [("white", "queen", from.clone())];
            let moves: Vec<(String, String, bool)> = if n % 20 == 0 {
                reach(&queen)
            } else {
                let position = serde_json::json!({"pieces": [{"side": "white", "kind": "queen", "cell": from}]});
                td.reach(&options, &position)
                    .unwrap()
                    .into_iter()
                    .map(|m| triple(&serde_json::Value::Object(m)))
                    .collect()
            };
            let others: BTreeSet<&str> = moves
                .iter()
                .map(|m| cube(&m.1))
                .filter(|c| *c != cube(&from))
                .collect();
            assert_eq!(others.len(), 6, "queen on {from}: {others:?}");
        }
    }

    /// The leapers have no CUBIC move from point 2b2 (002:L1322, L1356,
    /// L1393; derived for the Gargoyle), and the Gargoyle's CUBIC moves
    /// are 7 from a corner point, 3 from an edge point, 1 from a face
    /// point (002:L1413-1415). Each piece stands in its own cube, where
    /// nothing blocks a leap.
    #[test]
    fn leapers_inside_a_cube() {
        let pieces = [
            ("knight", "(1a1,2b2)", 0),
            ("hippogriff", "(1a3,2b2)", 0),
            ("wyvern", "(1b1,2b2)", 0),
            ("gargoyle", "(1c3,2b2)", 0),
            ("gargoyle", "(3a1,1a1)", 7),
            ("gargoyle", "(3a3,1a2)", 3),
            ("gargoyle", "(3c1,1b2)", 1),
        ];
        let list: Vec<_> = pieces
            .iter()
            .map(|(k, c, _)| ("white", *k, c.to_string()))
            .collect();
        let moves = reach(&list);
        for (kind, from, cubic) in pieces {
            let n = moves
                .iter()
                .filter(|m| m.0 == from && cube(&m.1) == cube(from))
                .count();
            assert_eq!(n, cubic, "{kind} on {from}");
            assert!(
                moves.iter().any(|m| m.0 == from),
                "{kind} has combination moves"
            );
        }
    }

    /// "For a total of 24 power pieces" and 24 pawns a side (002:L1068,
    /// L1569, L1573-1574): the start position of the suite.
    #[test]
    fn twenty_four_pieces_and_twenty_four_pawns_a_side() {
        let (code, out, err) = congruent(
            &[
                "suite",
                "--variant",
                "trans-dimensional",
                "--pattern",
                "start/moves",
            ],
            "",
        );
        assert_eq!(code, 0, "{err}");
        let case: serde_json::Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
        let mut count: BTreeMap<(String, bool), usize> = BTreeMap::new();
        for p in case["input"]["position"]["pieces"].as_array().unwrap() {
            let pawn = p["kind"] == "pawn";
            *count
                .entry((p["side"].as_str().unwrap().to_string(), pawn))
                .or_default() += 1;
        }
        let expected = BTreeMap::from([
            (("black".to_string(), false), 24),
            (("black".to_string(), true), 24),
            (("white".to_string(), false), 24),
            (("white".to_string(), true), 24),
        ]);
        assert_eq!(count, expected);
    }
}
