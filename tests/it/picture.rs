//! Pictures (issue 15): `congruent show TILE --format svg` is well-formed
//! SVG with one `<g class="tile">` per cell of the board, each with its
//! `<title>`, and a decorator on every destination the variant reports;
//! for Goff in both layouts and for every variant on the cell core. The
//! output is deterministic (insta snapshots) and bad arguments are one-line
//! errors.

use crate::common::congruent;
use serde_json::Value;
use std::collections::BTreeSet;

/// Queen on K5,4 with a pawn to take (K6,5), a knight of her own in the
/// way (K5,6), and the kings in corners.
const QUEEN: &str = r#"{"pieces":[{"side":"white","kind":"queen","tile":"K5,4"},{"side":"white","kind":"king","tile":"QR1,1"},{"side":"black","kind":"king","tile":"KR8,8"},{"side":"black","kind":"pawn","tile":"K6,5"},{"side":"white","kind":"knight","tile":"K5,6"}],"to_move":"white"}"#;

/// A tetrahedral rook on IVc4 among a few pieces.
const TETRA: &str = r#"{"pieces":[{"side":"white","kind":"king","cell":"Id4"},{"side":"white","kind":"rook","cell":"IVc4"},{"side":"black","kind":"king","cell":"VIId4"},{"side":"black","kind":"pawn","cell":"IVe4"},{"side":"white","kind":"pawn","cell":"IIIc5"}],"to_move":"white"}"#;

fn svg_of(args: &[&str], input: &str) -> String {
    let (code, out, err) = congruent(args, input);
    assert_eq!(code, 0, "{args:?}: {err}");
    out
}

/// The cells the variant's reach gives the piece on `from`.
fn reach_to(args: &[&str], input: &str, from: &str) -> BTreeSet<String> {
    let mut all = vec!["reach", "--allow-illegal"];
    all.extend_from_slice(args);
    let v: Value = serde_json::from_str(&svg_of(&all, input)).unwrap();
    v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["from"] == from)
        .map(|m| m["to"].as_str().unwrap().to_string())
        .collect()
}

/// A drawn tile: its cell, its classes, and how many shapes it holds.
struct Tile {
    cell: String,
    classes: Vec<String>,
    title: String,
    polygons: usize,
    /// Shapes in the tile's marker group (`g.marker`), if it has one.
    marker: Option<usize>,
}

/// Parses the SVG (it must be well-formed XML) and returns its tiles.
fn drawn_tiles(svg: &str) -> Vec<Tile> {
    let doc = roxmltree::Document::parse(svg).expect("well-formed SVG");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    doc.descendants()
        .filter(|n| {
            n.attribute("class")
                .is_some_and(|c| c.split(' ').any(|w| w == "tile"))
        })
        .map(|n| Tile {
            cell: n.attribute("data-cell").unwrap().to_string(),
            classes: n
                .attribute("class")
                .unwrap()
                .split(' ')
                .map(String::from)
                .collect(),
            title: n
                .children()
                .find(|c| c.has_tag_name("title"))
                .and_then(|t| t.text())
                .unwrap_or("")
                .to_string(),
            polygons: n
                .descendants()
                .filter(|c| c.has_tag_name("polygon"))
                .count(),
            marker: n
                .children()
                .find(|c| c.attribute("class") == Some("marker"))
                .map(|m| {
                    m.descendants()
                        .filter(|c| c.has_tag_name("polygon"))
                        .count()
                }),
        })
        .collect()
}

fn with_class<'a>(tiles: &'a [Tile], class: &str) -> BTreeSet<&'a str> {
    tiles
        .iter()
        .filter(|t| t.classes.iter().any(|c| c == class))
        .map(|t| t.cell.as_str())
        .collect()
}

/// Every cell drawn once, named on hover; every destination decorated.
fn check_picture(svg: &str, cells: usize, from: &str, dests: &BTreeSet<String>) -> Vec<Tile> {
    let t = drawn_tiles(svg);
    assert_eq!(t.len(), cells, "one element per cell");
    let names: BTreeSet<&str> = t.iter().map(|t| t.cell.as_str()).collect();
    assert_eq!(names.len(), cells, "each cell once");
    for tile in &t {
        assert!(
            tile.title.starts_with(&tile.cell),
            "{}: {}",
            tile.cell,
            tile.title
        );
    }
    let drawn: BTreeSet<String> = with_class(&t, "destination")
        .into_iter()
        .map(String::from)
        .collect();
    assert_eq!(&drawn, dests, "the destinations drawn are reach's");
    for tile in &t {
        // A destination's decorator is its marker group; no other tile
        // has one.
        match dests.contains(&tile.cell) {
            true => assert!(tile.marker >= Some(1), "{} has no decorator", tile.cell),
            false => assert_eq!(tile.marker, None, "{} is no destination", tile.cell),
        }
        assert!(tile.polygons >= 1, "{} has no outline", tile.cell);
    }
    assert_eq!(with_class(&t, "source"), BTreeSet::from([from]));
    t
}

#[test]
fn a_goff_queen_is_drawn_on_512_tiles_in_both_layouts() {
    let dests = reach_to(&[], QUEEN, "K5,4");
    assert!(dests.len() > 250, "{}", dests.len());
    for layout in ["stacked", "grid"] {
        let svg = svg_of(
            &[
                "show",
                "K5,4",
                "--format",
                "svg",
                "--layout",
                layout,
                "--allow-illegal",
            ],
            QUEEN,
        );
        let t = check_picture(&svg, 512, "K5,4", &dests);
        assert_eq!(with_class(&t, "capture"), BTreeSet::from(["K6,5"]));
        assert_eq!(with_class(&t, "blocker"), BTreeSet::from(["K5,6"]));
        // The queen's overlap drawn_tiles (L4738-5060) are in the legend.
        for name in [
            "brook",
            "q-tile",
            "hotspot",
            "feynman",
            "apex",
            "end/linear",
            "body",
        ] {
            assert!(svg.contains(name), "{layout}: no {name} in the legend");
        }
    }
}

#[test]
fn every_rule_set_draws_every_cell_of_its_board() {
    let list: Value = serde_json::from_str(&svg_of(&["variants", "--json"], "")).unwrap();
    for v in list.as_array().unwrap() {
        let id = v["id"].as_str().unwrap();
        let board: Value = serde_json::from_str(&svg_of(&["board", "--variant", id], "")).unwrap();
        let cells = board["cells"].as_array().unwrap().len();
        let start: Value =
            serde_json::from_str(&svg_of(&["moves", "--start", "--variant", id], "")).unwrap();
        let fen = start["fen"].as_str().unwrap();
        let reach: Value =
            serde_json::from_str(&svg_of(&["reach", "--variant", id, "--fen", fen], "")).unwrap();
        // The first piece on the board with a destination.
        let from = reach["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["from"].as_str().unwrap())
            .find(|f| *f != "pocket")
            .unwrap();
        let dests = reach_to(&["--variant", id, "--fen", fen], "", from);
        let mut levels = BTreeSet::new();
        for c in board["cells"].as_array().unwrap() {
            levels.insert(c["level"].as_str().unwrap());
        }
        // The default layout, then each.
        for layout in [None, Some("stacked"), Some("grid")] {
            let mut args = vec!["show", from, "--variant", id, "--fen", fen];
            args.extend(["--format", "svg"]);
            args.extend(layout.iter().flat_map(|l| ["--layout", l]));
            let svg = svg_of(&args, "");
            if layout.is_none() {
                check_picture(&svg, cells, from, &dests);
            }
            check_reading_aids(id, &svg, &levels);
            // Seen from above, the third dimension's overlapping levels
            // each show where the three others lie; levels that do not
            // overlap (one place each, or boards side by side) none.
            let footprints = svg.matches(r#"<rect class="footprint""#).count();
            let overlapping = id == "third-dimension" && layout != Some("stacked");
            let expected = if overlapping { 4 * 3 } else { 0 };
            assert_eq!(
                footprints, expected,
                "{id} {layout:?}: other levels outlined"
            );
        }
    }
}

/// The texts of the SVG's `<text>` elements of class `class`.
fn texts_of(svg: &str, class: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(svg).expect("well-formed SVG");
    doc.descendants()
        .filter(|n| n.has_tag_name("text") && n.attribute("class") == Some(class))
        .map(|n| n.text().unwrap_or("").to_string())
        .collect()
}

/// Issue 27: the drawing names each level, names the lines of every level
/// along its edges, keys every piece kind on the board by the variant's
/// own name, and heads its legend with the book's decorators only for
/// Goff.
fn check_reading_aids(id: &str, svg: &str, levels: &BTreeSet<&str>) {
    let drawn: BTreeSet<String> = texts_of(svg, "level").into_iter().collect();
    for l in levels {
        assert!(drawn.contains(*l), "{id}: level {l} is not named");
    }
    let coords = texts_of(svg, "coord");
    assert!(
        coords.len() >= 2 * levels.len(),
        "{id}: {} coordinate labels for {} levels",
        coords.len(),
        levels.len()
    );
    let key: BTreeSet<String> = texts_of(svg, "kind").into_iter().collect();
    for t in drawn_tiles(svg) {
        let kind = ["white ", "black "]
            .iter()
            .find_map(|s| t.title.split(", ").find_map(|p| p.strip_prefix(s)))
            .map(|k| k.split(':').next().unwrap().to_string());
        if let Some(kind) = kind {
            assert!(
                key.contains(&kind),
                "{id}: no key for the {kind} on {}",
                t.cell
            );
        }
    }
    assert!(!key.is_empty(), "{id}: no piece key");
    assert_eq!(
        svg.contains("Decorators (Appendix II)"),
        id == "goff",
        "{id}: the legend's heading"
    );
}

#[test]
fn a_tetrahedral_rook_is_drawn_on_84_cells() {
    let dests = reach_to(&["--variant", "tetrahedral"], TETRA, "IVc4");
    assert!(!dests.is_empty());
    for layout in ["stacked", "grid"] {
        check_picture(&tetra_rook(layout), 84, "IVc4", &dests);
    }
}

fn tetra_rook(layout: &str) -> String {
    let args = [
        "show",
        "IVc4",
        "--variant",
        "tetrahedral",
        "--format",
        "svg",
    ];
    svg_of(&[&args[..], &["--layout", layout]].concat(), TETRA)
}

#[test]
fn pictures_are_deterministic() {
    let tetra = tetra_rook("stacked");
    insta::assert_snapshot!("tetrahedral_rook_stacked", tetra);
    let knight = r#"{"pieces":[{"side":"white","kind":"knight","tile":"Q4,4"},{"side":"white","kind":"king","tile":"QR1,1"},{"side":"black","kind":"king","tile":"KR8,8"},{"side":"black","kind":"rook","tile":"QB2,3"}],"to_move":"white"}"#;
    let goff = svg_of(
        &["show", "Q4,4", "--format", "svg", "--layout", "grid"],
        knight,
    );
    insta::assert_snapshot!("goff_knight_grid", goff);
}

/// A position with an en passant tile draws, though taking away the pawn
/// it names (to find blockers) would leave no position to read; that pawn
/// is then simply not a blocker. Found by a newcomer's trial.
#[test]
fn a_position_with_en_passant_is_drawn() {
    let position = r#"{"to_move":"white","pieces":[
        {"side":"white","kind":"king","tile":"Q1,1"},{"side":"black","kind":"king","tile":"Q8,8"},
        {"side":"black","kind":"pawn","tile":"K5,5"},{"side":"white","kind":"queen","tile":"K2,2"}],
        "en_passant":"K5,5"}"#;
    let svg = svg_of(&["show", "K2,2", "--format", "svg"], position);
    let dests = reach_to(&[], position, "K2,2");
    let drawn = check_picture(&svg, 512, "K2,2", &dests);
    assert!(svg.contains("255 destinations"), "{}", &svg[..300]);
    assert!(
        with_class(&drawn, "capture").contains("K5,5"),
        "the queen takes the pawn"
    );
}

#[test]
fn the_text_picture_stays_the_default() {
    let text = svg_of(&["show", "K5,4", "--allow-illegal"], QUEEN);
    assert!(text.starts_with("KR "), "{text}");
    assert!(!text.contains("<svg"));
}

#[test]
fn bad_show_arguments_are_one_line_errors() {
    for (args, needle) in [
        (
            &["show", "K5,4", "--format", "png"][..],
            "--format \"png\": expected text or svg",
        ),
        (
            &["show", "K5,4", "--format", "svg", "--layout", "iso"][..],
            "--layout \"iso\": expected stacked or grid",
        ),
        // An empty tile is refused as the text form refuses it.
        (
            &["show", "K5,5", "--format", "svg", "--allow-illegal"][..],
            "TILE: no piece on K5,5",
        ),
        (
            &["show", "Z9", "--format", "svg", "--allow-illegal"][..],
            "TILE: no cell \"Z9\" on the goff board",
        ),
        // A layout belongs to the picture, not to the text.
        (
            &["show", "K5,4", "--layout", "grid", "--allow-illegal"][..],
            "--layout: only with --format svg",
        ),
    ] {
        let (code, out, err) = congruent(args, QUEEN);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}
