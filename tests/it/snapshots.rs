//! Rendered boards of figure positions (insta snapshots, reviewed with
//! `cargo insta review`). The decorators are explained in src/goff/render.rs.

use congruent::goff::engine;
use congruent::goff::json::parse_position;
use congruent::goff::pieces::Side;
use congruent::goff::render::render;

fn drawing(json: &str, tile: &str) -> String {
    let pos = parse_position(json).unwrap();
    let from = congruent::goff::notation::parse_tile(tile, Side::White).unwrap();
    render(&pos, from, &engine::reach(&pos, from))
}

/// Figure 23 (L3047-3093): the rook's line polarized by a knight and a
/// bishop; `2` then `1` along the line, the king not attacked.
#[test]
fn figure_23_rook_linear_polarization() {
    insta::assert_snapshot!(drawing(
        r#"{"pieces":[{"side":"white","kind":"rook","tile":"K1,4"},
                      {"side":"white","kind":"knight","tile":"KB4,4"},
                      {"side":"white","kind":"bishop","tile":"K6,2"},
                      {"side":"black","kind":"king","tile":"K7,4"}]}"#,
        "K1,4"
    ));
}

/// Figures 56-60 (L4407-4548): the duke's line polarized in three planes.
#[test]
fn figures_56_60_duke_linear_polarization() {
    insta::assert_snapshot!(drawing(
        r#"{"pieces":[{"side":"white","kind":"duke","tile":"KB3,3"},
                      {"side":"white","kind":"knight","tile":"KB7,3"},
                      {"side":"white","kind":"bishop","tile":"QR8,2"},
                      {"side":"white","kind":"rook","tile":"QR6,6"},
                      {"side":"black","kind":"king","tile":"QN7,7"}]}"#,
        "KB3,3"
    ));
}

/// Figure 61 (L4616-4633): the duke from the corner KR1,1.
#[test]
fn figure_61_duke_shape() {
    insta::assert_snapshot!(drawing(
        r#"{"pieces":[{"side":"white","kind":"duke","tile":"KR1,1"}]}"#,
        "KR1,1"
    ));
}

/// The king's linear moves (CR 49, L8276-8292): a piece on an apex tile
/// the king can never enter (here K6,6, the edge apex beside the vertex
/// ray toward KB5,5 in the major plane) shuts that plane, so KB5,5 shows
/// `2`; a friend on the edge neighbour K5,5 is itself not a destination
/// and shuts one plane of the face rays beside it.
#[test]
fn king_linear_moves_with_blockers() {
    insta::assert_snapshot!(drawing(
        r#"{"pieces":[{"side":"white","kind":"king","tile":"K4,4"},
                      {"side":"black","kind":"rook","tile":"K6,6"},
                      {"side":"white","kind":"knight","tile":"K5,5"}]}"#,
        "K4,4"
    ));
}

/// Figures 88-99 (L7109-7508): a White pawn on KB3,3 with an enemy on
/// each of its bead, dart and direct tiles and two sling tiles; the
/// advances and the captures that stay open.
#[test]
fn pawn_on_kb3_3_captures() {
    insta::assert_snapshot!(drawing(
        r#"{"pieces":[{"side":"white","kind":"pawn","tile":"KB3,3"},
                      {"side":"black","kind":"knight","tile":"KB5,5"},
                      {"side":"black","kind":"knight","tile":"KN4,4"},
                      {"side":"black","kind":"knight","tile":"K5,4"},
                      {"side":"black","kind":"knight","tile":"KN4,5"},
                      {"side":"black","kind":"knight","tile":"Q4,4"}]}"#,
        "KB3,3"
    ));
}

/// Draws the mover of a golden position (`pieces` as in the protocol; a
/// stack's colours, which golden files record, follow from its tile).
fn draw_value(position: &serde_json::Value, mover: &str) -> String {
    let pieces: Vec<serde_json::Value> = position
        .as_array()
        .unwrap()
        .iter()
        .map(|p| serde_json::json!({"side": p["side"], "kind": p["kind"], "tile": p["tile"]}))
        .collect();
    let json = serde_json::json!({ "pieces": pieces }).to_string();
    drawing(&json, mover)
}

/// Every figure transcribed in golden/reach/ drawn as the engine sees it;
/// the queen's overlap classes show as `= # & ~`.
#[test]
fn every_golden_figure() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("golden/reach");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 6);
    for f in files {
        let fig: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
        let name = f.file_stem().unwrap().to_string_lossy().to_string();
        let mover = fig["mover"].as_str().unwrap();
        insta::assert_snapshot!(name, draw_value(&fig["position"], mover));
    }
}

/// Every pawn figure of golden/pawn-positions.json (Figures 85-106).
#[test]
fn every_golden_pawn_position() {
    let text = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/golden/pawn-positions.json"
    ));
    let file: serde_json::Value = serde_json::from_str(text).unwrap();
    let entries = file["entries"].as_array().unwrap();
    assert!(entries.len() >= 30);
    for e in entries {
        let name = format!("pawn-{}", e["id"].as_str().unwrap());
        insta::assert_snapshot!(
            name,
            draw_value(&e["position"], e["mover"].as_str().unwrap())
        );
    }
}
