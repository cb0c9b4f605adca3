//! Castling (CR 55-61, L9546-10259; Table 36, L19514-19560).

use crate::common;

fn castles(json: &str) -> Vec<String> {
    castles_with(&[], json)
}

/// The castles `congruent moves` lists, by notation, under rule options
/// given as extra arguments.
fn castles_with(options: &[&str], json: &str) -> Vec<String> {
    let args: Vec<&str> = std::iter::once("moves")
        .chain(options.iter().copied())
        .collect();
    let (code, out, err) = common::congruent(&args, json);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let mut c: Vec<String> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["kind"] == "castle")
        .map(|m| m["notation"].as_str().unwrap().to_string())
        .collect();
    c.sort();
    c
}

fn castling_with(extra: &str) -> String {
    format!(
        r#"{{"pieces":[{{"side":"white","kind":"king","tile":"K1,1"}},
                     {{"side":"white","kind":"rook","tile":"QR1,1"}},
                     {{"side":"white","kind":"rook","tile":"KR1,1"}},
                     {{"side":"black","kind":"king","tile":"K8,8"}}{extra}],
            "castling":["K1,1","QR1,1","KR1,1"]}}"#
    )
}

/// L10099-10133: 3 king side, 3 queen side, 6 royal king, 6 royal queen
/// and 18 double castles: 36, every one of Table 36.
#[test]
fn all_36_castles_of_the_table_on_an_open_board() {
    let c = castles(&castling_with(""));
    assert_eq!(c.len(), 36, "{c:?}");
    for vertical in ["CK1,1", "CK1,2", "CK2,1", "CQ1,1", "CQ1,2", "CQ2,1"] {
        assert!(c.contains(&vertical.to_string()), "{vertical}");
    }
    let double: Vec<_> = c
        .iter()
        .filter(|n| n.contains(';') && !n.contains(";;"))
        .collect();
    assert_eq!(
        double
            .iter()
            .filter(|n| !n.starts_with("CL;") && !n.starts_with("CR;"))
            .count(),
        18
    );
    assert!(
        c.contains(&"CL2,1;4,1".to_string()),
        "the book's example, L14701"
    );
}

/// CR 55: not out of check.
#[test]
fn no_castle_out_of_check() {
    let c = castles(&castling_with(
        r#",{"side":"black","kind":"rook","tile":"K5,1"}"#,
    ));
    assert!(c.is_empty(), "{c:?}");
}

/// CR 55: not through check (the tile passed, L10153-10157) and not into
/// check. A black knight on KR3,2 attacks only KB1,1, the tile the king
/// passes in the king-side vertical castle; one on KR3,3 only KN1,1, where
/// it lands.
#[test]
fn no_castle_through_or_into_check() {
    let through = castles(&castling_with(
        r#",{"side":"black","kind":"knight","tile":"KR3,2"}"#,
    ));
    assert!(!through.iter().any(|n| n.starts_with("CK")), "{through:?}");
    assert_eq!(through.len(), 33, "{through:?}");
    let into = castles(&castling_with(
        r#",{"side":"black","kind":"knight","tile":"KR3,3"}"#,
    ));
    assert!(!into.iter().any(|n| n.starts_with("CK")), "{into:?}");
    assert_eq!(into.len(), 33, "{into:?}");
}

/// CR 61: no capture; a piece on a rook's landing tile removes exactly
/// that castle (the king's rectangle is still open in the other back
/// plane, L9777-9788).
#[test]
fn a_piece_on_a_landing_tile_removes_that_castle_only() {
    let c = castles(&castling_with(
        r#",{"side":"black","kind":"knight","tile":"KB1,2"}"#,
    ));
    let ks: Vec<_> = c.iter().filter(|n| n.starts_with("CK")).collect();
    assert_eq!(ks, ["CK1,1", "CK2,1"]);
}

/// Rights: without them, no castle.
#[test]
fn no_castle_without_rights() {
    let json = castling_with("").replace(
        r#""castling":["K1,1","QR1,1","KR1,1"]"#,
        r#""castling":["K1,1","QR1,1"]"#,
    );
    let c = castles(&json);
    assert_eq!(
        c.len(),
        3 + 6,
        "queen side and royal queen castles only: {c:?}"
    );
}

#[test]
fn bad_castling_rights_are_rejected() {
    let json = castling_with("").replace(
        r#""castling":["K1,1","QR1,1","KR1,1"]"#,
        r#""castling":["K2,1"]"#,
    );
    let (code, out, err) = common::congruent(&["moves"], &json);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.contains("castling K2,1: not the home tile"), "{err}");
}

/// Each castle is one atomic move (CR 56): king and rook(s) land at once,
/// the rights go, and unmaking restores the game exactly.
#[test]
fn castles_make_and_unmake() {
    use congruent::goff::game::MoveKind;
    use congruent::goff::pieces::PieceKind;
    let mut g = congruent::goff::json::parse_game(&castling_with(""))
        .unwrap()
        .game(congruent::core::variant::Validation::Legal)
        .unwrap();
    let castles: Vec<_> = g
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m.kind, MoveKind::Castle(_)))
        .collect();
    assert_eq!(castles.len(), 36);
    for m in castles {
        let before = g.clone();
        let undo = g.make(&m);
        assert_eq!(g.position.piece_at(m.to).unwrap().kind, PieceKind::King);
        let MoveKind::Castle(rooks) = m.kind else {
            unreachable!()
        };
        for (from, to) in rooks.iter().flatten() {
            assert!(g.position.piece_at(*from).is_none());
            assert_eq!(g.position.piece_at(*to).unwrap().kind, PieceKind::Rook);
        }
        assert!(!g.castling.contains(m.from), "the king's rights are gone");
        g.unmake(undo);
        assert_eq!(g, before);
    }
}

/// The rejected far side rule (L9696-9719, Fig. 130): the rook of a
/// vertical castle may land on any tile of its square's perimeter beyond
/// the king — per back plane three on the king side (one out of the
/// king's reach) and four on the queen side (two out of reach).
#[test]
fn the_far_side_rule_gives_three_and_four_rook_tiles_per_plane() {
    let all = castles_with(&["--set", "castling_rook=far-side"], &castling_with(""));
    assert_eq!(all.len(), 42, "{all:?}");
    for (prefix, per_plane, unprotected) in [("CK", 3, 1), ("CQ", 4, 2)] {
        // In the plane i = 1 the rook tiles are 1,k.
        let tiles: Vec<(u8, u8)> = all
            .iter()
            .filter_map(|n| n.strip_prefix(prefix))
            .map(|t| {
                let (i, j) = t.split_once(',').unwrap();
                (i.parse().unwrap(), j.parse().unwrap())
            })
            .filter(|&(i, _)| i == 1)
            .collect();
        assert_eq!(tiles.len(), per_plane, "{prefix}: {tiles:?}");
        // The king lands on 1,1 one level beyond: adjacent iff j <= 2.
        let far = tiles.iter().filter(|&&(_, j)| j > 2).count();
        assert_eq!(far, unprotected, "{prefix}: {tiles:?}");
    }
    // The book's rule keeps the 36.
    assert_eq!(castles(&castling_with("")).len(), 36);
}
