//! The appendix tables as data (`golden/tables/`), each cross-checked
//! against the engine and the rule catalogue: Tables 25-28 (invariants, as
//! rule metadata), 29 (planes), 30 (duke colours), 34 (overlap tiles) and
//! 36 (castles). Table 35 lives in `golden/pawn-captures.json`
//! (`tests/it/golden_game.rs`).

use crate::common::tile;
use congruent::goff::checks::sweep;
use congruent::goff::engine;
use congruent::goff::geometry::{BishopColour, DukeColour, Plane, PlaneFamily, Tile, Vector};
use congruent::goff::notation::parse_tile;
use congruent::goff::pieces::{PieceKind, Side};
use congruent::goff::reach::{Mover, Overlap};
use congruent::goff::readings::Readings;
use congruent::goff::rules::cr55_castling_conditions::{castles, open_board};
use congruent::goff::rules::rule;
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

fn table(name: &str) -> Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("golden/tables")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn rows(v: &Value) -> &Vec<Value> {
    v["rows"].as_array().expect("rows")
}

/// Adds the rule numbers a row names, with the row for messages.
fn name_rules(named: &mut BTreeMap<u8, String>, numbers: &Value, context: &str) {
    for n in numbers.as_array().unwrap() {
        named
            .entry(n.as_u64().unwrap() as u8)
            .or_insert_with(|| context.to_string());
    }
}

fn rule_set(key: &str, value: &Value) -> Result<Readings, serde_json::Error> {
    serde_json::from_value(json!({ key: value }))
}

/// The congruent rules the rows name exist and hold under the book's
/// rules; each is checked once however many rows name it.
fn rules_hold(named: BTreeMap<u8, String>) {
    for (n, context) in named {
        let r = rule(n).unwrap_or_else(|| panic!("{context}: no CR {n}"));
        if let Err(e) = (r.check)(&Readings::default()) {
            panic!("{context}: CR {n} fails: {e}");
        }
    }
}

/// A test named `file::function` exists in `tests/it/` (the golden
/// tables name a module file of the test binary and a function in it).
fn test_exists(name: &str) -> bool {
    let (file, function) = name.split_once("::").expect("file::function");
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/it")
        .join(file);
    std::fs::read_to_string(path).is_ok_and(|text| text.contains(&format!("fn {function}(")))
}

/// Table 25 (L18941-19113): every degenerate invariant. Where the shunned
/// reading is an option, its honored value is the default `Readings` and
/// each shunned value selects something else; the rules stating the
/// honored reading hold.
#[test]
fn table_25_every_shunned_rule_is_an_option_or_said_not_to_be() {
    let t = table("table25-degenerate-invariants.json");
    assert_eq!(rows(&t).len(), 20);
    let interpretations = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("spec/interpretations.md"),
    )
    .unwrap();
    let (mut options, mut named) = (0, BTreeMap::new());
    for row in rows(&t) {
        let context = format!("Table 25 row {}", row["row"]);
        name_rules(&mut named, &row["rules"], &context);
        let opt = &row["option"];
        if opt.is_null() {
            continue;
        }
        let key = opt["key"].as_str().unwrap();
        assert!(
            interpretations.contains(&format!("`{key}`")),
            "{context}: {key} undocumented"
        );
        assert_eq!(
            rule_set(key, &opt["honored"]).unwrap(),
            Readings::default(),
            "{context}"
        );
        for shunned in opt["shunned"].as_array().unwrap() {
            let rules = rule_set(key, shunned).unwrap_or_else(|e| panic!("{context}: {e}"));
            assert_ne!(rules, Readings::default(), "{context}: {shunned}");
            options += 1;
        }
    }
    assert!(options >= 9, "{options}");
    rules_hold(named);
}

/// Tables 26-28 (L19115-19205): each invariant points at the congruent
/// rules and tests that check it; they exist and the rules hold.
#[test]
fn tables_26_to_28_point_at_rules_and_tests_that_hold() {
    let t = table("table26-28-invariants.json");
    let tables = t["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 3);
    let sizes: Vec<usize> = tables.iter().map(|t| rows(t).len()).collect();
    assert_eq!(sizes, [9, 7, 7]);
    let mut named = BTreeMap::new();
    for table in tables {
        for row in rows(table) {
            let context = format!("{} row {}", table["table"], row["row"]);
            name_rules(&mut named, &row["rules"], &context);
            let tests = row["tests"].as_array().unwrap();
            assert!(
                !tests.is_empty() || !row["rules"].as_array().unwrap().is_empty(),
                "{context}: unchecked"
            );
            for name in tests {
                assert!(
                    test_exists(name.as_str().unwrap()),
                    "{context}: no test {name}"
                );
            }
        }
    }
    rules_hold(named);
}

/// Table 28 rows 1-2 (L19175-19205): both king rooks and both queens start
/// on white tiles, so Black's do not stand on "their" colour.
#[test]
fn table_28_rows_1_and_2_the_lineup_colours() {
    for name in ["KR1,1", "KR8,8", "Q1,1", "Q8,8"] {
        assert_eq!(tile(name).bishop_colour(), BishopColour::White, "{name}");
    }
}

fn plane_named(name: &str) -> Plane {
    *Plane::ALL
        .iter()
        .find(|p| p.name() == name)
        .unwrap_or_else(|| panic!("no plane {name}"))
}

/// Table 29 (L19207-19264): the 13 planes by type, the pairs and where
/// they meet, which member leans toward the opponent, and the primary
/// major plane holding the lineup.
#[test]
fn table_29_plane_names_and_types() {
    let t = table("table29-planes.json");
    let mut named = BTreeSet::new();
    for family in t["families"].as_array().unwrap() {
        let kind = match family["type"].as_str().unwrap() {
            "orthogonal" => PlaneFamily::Orthogonal,
            "skew" => PlaneFamily::Skew,
            "slant" => PlaneFamily::Slant,
            other => panic!("type {other}"),
        };
        let planes: BTreeSet<Plane> = family["planes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| plane_named(p["name"].as_str().unwrap()))
            .collect();
        assert_eq!(planes, kind.planes().collect(), "{kind:?}");
        named.extend(planes);
        for pair in family["pairs"].as_array().unwrap() {
            let m: Vec<Plane> = pair["members"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| plane_named(p.as_str().unwrap()))
                .collect();
            if let Some(axis) = pair["axis"].as_str() {
                let along = m[0].normal().cross(m[1].normal());
                let unit = match axis {
                    "z" => Vector::new(1, 0, 0),
                    "i" => Vector::new(0, 1, 0),
                    "j" => Vector::new(0, 0, 1),
                    other => panic!("axis {other}"),
                };
                assert_eq!(
                    along.cross(unit),
                    Vector::ZERO,
                    "{}: meet along {along:?}",
                    pair["pair"]
                );
            }
        }
        // "Leans toward the opponent": the plane rises (z grows) as its
        // tiles near the opponent (i + j grows); "toward oneself": falls.
        for p in family["planes"].as_array().unwrap() {
            let text = p["description"].as_str().unwrap();
            let n = plane_named(p["name"].as_str().unwrap()).normal();
            let slope = -(n.i as i32 + n.j as i32) * n.z as i32;
            if text.contains("toward the opponent") || text.contains("towards the opponent") {
                assert!(slope > 0, "{}", p["name"]);
            } else if text.contains("oneself") {
                assert!(slope < 0, "{}", p["name"]);
            }
        }
    }
    assert_eq!(named.len(), 13);
    let start = congruent::goff::game::Game::start();
    assert_eq!(start.position.len(), 32);
    assert!(
        start.position.pieces().all(|(t, _)| t.i() == t.j()),
        "lineup off the primary plane"
    );
}

/// Table 30 (L19266-19289): the duke colours of the lineup's dukes and of
/// the gem tiles; metal and gem planes; only a queen of the lineup's
/// vertex-ray pieces reaches a gem tile.
#[test]
fn table_30_duke_colours() {
    let t = table("table30-duke-colours.json");
    let colour = |name: &str| match name {
        "gold tiles" => DukeColour::Gold,
        "silver tiles" => DukeColour::Silver,
        "ruby tiles" => DukeColour::Ruby,
        "jade tiles" => DukeColour::Jade,
        _ => unreachable!(),
    };
    for row in rows(&t) {
        let name = row["name"].as_str().unwrap();
        for entry in ["dukes", "tiles"] {
            for d in row[entry].as_array().into_iter().flatten() {
                let at = d
                    .get("tile")
                    .or(d.get("white_frame"))
                    .unwrap()
                    .as_str()
                    .unwrap();
                if let Some(anchor) = d.get("erratum") {
                    // The book names Black's gem tiles in Black's frame:
                    // absolutely they have the other gem colour.
                    let errata = std::fs::read_to_string(
                        Path::new(env!("CARGO_MANIFEST_DIR")).join("spec/errata.md"),
                    )
                    .unwrap();
                    assert!(errata.contains(&format!("## {}", anchor.as_str().unwrap())));
                    let c = tile(at).duke_colour();
                    assert!(!c.is_metal() && c != colour(name), "{name}: {at} is {c:?}");
                    continue;
                }
                assert_eq!(tile(at).duke_colour(), colour(name), "{name}: {at}");
                if let Some(own) = d.get("own") {
                    let side = Side::parse(d["side"].as_str().unwrap()).unwrap();
                    assert_eq!(
                        parse_tile(own.as_str().unwrap(), side).unwrap(),
                        tile(at),
                        "{own}"
                    );
                }
            }
        }
    }
    let start = congruent::goff::game::Game::start();
    for (t, p) in start
        .position
        .pieces()
        .filter(|(_, p)| p.kind == PieceKind::Stack)
    {
        assert!(t.duke_colour().is_metal(), "{p} on {t}");
    }
    for s in Tile::all() {
        let metal = s.duke_colour().is_metal();
        assert_eq!(
            metal,
            (s.i() - s.j()) % 2 == 0,
            "{s}: metal iff on an even major plane"
        );
        let stack = sweep::alone(PieceKind::Stack, s);
        for d in engine::reach(&stack, s)
            .iter()
            .filter(|d| d.reached_by(Mover::Duke))
        {
            assert_eq!(d.to.duke_colour(), s.duke_colour(), "duke {s} -> {}", d.to);
        }
    }
    let queen = sweep::alone(PieceKind::Queen, tile("Q1,1"));
    let reached: Vec<DukeColour> = engine::destinations(&queen, tile("Q1,1"))
        .iter()
        .map(|t| t.duke_colour())
        .collect();
    for gem in [DukeColour::Ruby, DukeColour::Jade] {
        assert!(reached.contains(&gem), "the queen reaches {gem:?}");
    }
}

/// A way as (as, move, role, number of planes).
type WayKey = (String, String, String, usize);

/// Table 34 (L19449-19475): on the empty board, from every tile, the queen
/// reaches each overlap tile exactly by the ways the table lists, with its
/// degree of cover.
#[test]
fn table_34_overlap_tiles_by_way_and_degree() {
    let t = table("table34-overlap-tiles.json");
    let mut want: BTreeMap<&str, (Vec<WayKey>, usize)> = BTreeMap::new();
    for row in rows(&t) {
        let mut ways: Vec<WayKey> = row["ways"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| {
                let s = |k: &str| w[k].as_str().unwrap().to_string();
                (
                    s("as"),
                    s("move"),
                    s("role"),
                    w["planes"].as_u64().unwrap() as usize,
                )
            })
            .collect();
        ways.sort();
        want.insert(
            row["name"].as_str().unwrap(),
            (ways, row["degree"].as_u64().unwrap() as usize),
        );
    }
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    for s in Tile::all() {
        for d in engine::reach(&sweep::alone(PieceKind::Queen, s), s) {
            let Some(class) = Overlap::of(d.to.coords() - s.coords()) else {
                continue;
            };
            let mut ways: Vec<WayKey> = d
                .ways
                .iter()
                .map(|w| {
                    let v = serde_json::to_value(w).unwrap();
                    let s = |k: &str| v[k].as_str().unwrap().to_string();
                    (s("as"), s("move"), s("role"), w.planes.len())
                })
                .collect();
            ways.sort();
            let degree: usize = d.ways.iter().map(|w| w.planes.len()).sum();
            let (expect, expect_degree) = &want[class.name()];
            assert_eq!(&ways, expect, "queen {s} -> {} ({})", d.to, class.name());
            assert_eq!(degree, *expect_degree, "queen {s} -> {}", d.to);
            *seen.entry(class.name()).or_default() += 1;
        }
    }
    assert_eq!(seen.len(), 4, "{seen:?}");
    println!("Table 34: {seen:?} overlap tiles from all 512 queen tiles");
}

/// Table 36 (L19514-19560): the 36 castles by type — king side and queen
/// side with the rook linear or in either back plane's quadrant; royal
/// king and royal queen at distances 2-4 in either plane; 18 double
/// castles. The rooks of royal castles move by quadrant moves in the
/// king's plane; the king always moves two tiles along a line.
#[test]
fn table_36_the_castles_by_type() {
    let t = table("table36-castles.json");
    let rules = Readings::default();
    let found = castles(&mut open_board("", &rules));
    assert_eq!(found.len() as u64, t["total"].as_u64().unwrap());
    let mut by_type: BTreeMap<&str, Vec<Vec<(Tile, Tile)>>> = BTreeMap::new();
    let (kr, qr) = (tile("KR1,1"), tile("QR1,1"));
    for (from, to, rooks) in &found {
        let d = to.coords() - from.coords();
        assert_eq!(d.nonzero(), 1, "{from} -> {to}: a line");
        assert_eq!(d.chebyshev(), 2, "{from} -> {to}: perimeter 2");
        let kind = match (
            d.z,
            rooks.iter().map(|r| r.0).collect::<Vec<_>>().as_slice(),
        ) {
            (2, _) => "King-side",
            (-2, _) => "Queen-side",
            (0, [r]) if *r == kr => "Royal King",
            (0, [r]) if *r == qr => "Royal Queen",
            (0, [_, _]) => "Double Castling",
            other => panic!("castle {from} -> {to}: {other:?}"),
        };
        if d.z == 0 {
            // The king's back plane: i = 1 if it moves along j.
            let in_plane = |t: Tile| if d.j != 0 { t.i() == 1 } else { t.j() == 1 };
            for &(r, rt) in rooks {
                assert!(
                    in_plane(rt),
                    "{kind}: rook {r} -> {rt} leaves the king's plane"
                );
                assert_eq!(
                    (rt.coords() - r.coords()).nonzero(),
                    2,
                    "{kind}: a quadrant move"
                );
            }
        }
        by_type.entry(kind).or_default().push(rooks.clone());
    }
    for row in rows(&t) {
        let kind = row["king"].as_str().unwrap();
        let n = by_type.get(kind).map_or(0, Vec::len) as u64;
        assert_eq!(n, row["count"].as_u64().unwrap(), "{kind}");
    }
    // Vertical: the rook linear (same i, j) or in the quadrant of either
    // back plane.
    for kind in ["King-side", "Queen-side"] {
        let shapes: BTreeSet<(bool, bool)> = by_type[kind]
            .iter()
            .map(|r| {
                let (from, to) = r[0];
                (to.i() == from.i(), to.j() == from.j())
            })
            .collect();
        assert_eq!(
            shapes,
            BTreeSet::from([(true, true), (true, false), (false, true)]),
            "{kind}"
        );
    }
    // Royal: distances 2, 3, 4 in each of the two planes.
    for kind in ["Royal King", "Royal Queen"] {
        let landing: BTreeSet<(i8, i8)> = by_type[kind]
            .iter()
            .map(|r| (r[0].1.i(), r[0].1.j()))
            .collect();
        let expect: BTreeSet<(i8, i8)> = (2..=4).flat_map(|k| [(1, k), (k, 1)]).collect();
        assert_eq!(landing, expect, "{kind}");
    }
}
