//! Trans-Dimensional Chess (seed 002), begun: the field and the base
//! sliders in their three modes against what the text states
//! (`golden/variants/trans-dimensional/facts.json`), and the composed
//! moves against the cell-by-cell reference.

use crate::common::facts;
use congruent::cells::games::trans_dimensional::{self as td, reference, Slider};
use congruent::cells::{add, CellId};
use congruent::core::rng::Rng;
use serde_json::Value;
use std::collections::BTreeSet;

fn at(name: &str) -> CellId {
    td::board()
        .find(name)
        .unwrap_or_else(|| panic!("no cell {name}"))
}

fn td_names(cells: &[CellId]) -> BTreeSet<String> {
    cells
        .iter()
        .map(|&c| td::board().cell(c).name.clone())
        .collect()
}

fn listed(v: &Value) -> BTreeSet<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_string())
        .collect()
}

fn nothing_on(_: CellId) -> bool {
    false
}

#[test]
fn the_field_has_20_cubes_and_540_cells() {
    let f = facts("trans-dimensional");
    assert_eq!(
        td::board().len() as u64,
        f["cells"]["value"].as_u64().unwrap()
    );
    assert_eq!(
        td::cubes().len() as u64,
        f["cubes"]["value"].as_u64().unwrap()
    );
    // The holes of 002:L127-143: the six face centres and the centre.
    for hole in ["1b2", "3b2", "2b1", "2b3", "2a2", "2c2", "2b2"] {
        assert!(
            td::board().find(&format!("({hole},1a1)")).is_none(),
            "{hole}"
        );
    }
}

/// Only the cells of one mode, by the cube they land in.
fn in_cubes(cells: &[CellId], from: CellId, field: bool) -> Vec<CellId> {
    let (cube, point) = td::cube_point(from);
    cells
        .iter()
        .copied()
        .filter(|&c| {
            let (cc, pp) = td::cube_point(c);
            match field {
                true => cc != cube && pp == point,
                false => cc != cube,
            }
        })
        .collect()
}

#[test]
fn the_texts_field_moves() {
    let f = facts("trans-dimensional");
    for (key, s) in [
        ("rook_field", Slider::Rook),
        ("bishop_field", Slider::Bishop),
    ] {
        let from = at(f[key]["from"].as_str().unwrap());
        for cells in [
            td::slider(s, from, nothing_on),
            reference::slider(s, from, nothing_on),
        ] {
            let field = in_cubes(&cells, from, true);
            assert_eq!(td_names(&field), listed(&f[key]["cells"]), "{key}");
        }
    }
    // A bishop in a corner cube has no field move (002:L375-376).
    for cube in td::cubes().into_iter().filter(|c| !c.contains(&1)) {
        let from = td::cell(cube, [1, 1, 1]).unwrap();
        let cells = td::slider(Slider::Bishop, from, nothing_on);
        assert!(in_cubes(&cells, from, true).is_empty(), "{cube:?}");
    }
}

#[test]
fn the_texts_cubic_counts() {
    let f = facts("trans-dimensional");
    for cube in td::cubes() {
        let corner = td::cell(cube, [0, 2, 2]).unwrap(); // point 3a3
        let centre = td::cell(cube, [1, 1, 1]).unwrap(); // point 2b2
        let cubic = |s, c| td::cubic_slide(c, s, &nothing_on).len() as u64;
        assert_eq!(
            cubic(1, corner),
            f["rook_cubic_from_corner_point"]["value"].as_u64().unwrap()
        );
        assert_eq!(
            cubic(2, corner),
            f["bishop_cubic_from_corner_point"]["value"]
                .as_u64()
                .unwrap()
        );
        assert_eq!(
            cubic(3, corner),
            f["unicorn_cubic"]["corner_point"].as_u64().unwrap()
        );
        assert_eq!(
            cubic(3, centre),
            f["unicorn_cubic"]["centre_point"].as_u64().unwrap()
        );
    }
}

#[test]
fn the_texts_combinations() {
    let f = facts("trans-dimensional");
    for key in [
        "bishop_combination_up",
        "bishop_combination_up_from_far_corner",
    ] {
        let from = at(f[key]["from"].as_str().unwrap());
        for cells in [
            td::slider(Slider::Bishop, from, nothing_on),
            reference::slider(Slider::Bishop, from, nothing_on),
        ] {
            let up: Vec<CellId> = cells
                .into_iter()
                .filter(|&c| td::cube_point(c).0[2] > 0)
                .collect();
            assert_eq!(td_names(&up), listed(&f[key]["cells"]), "{key}");
        }
    }
    // At most 6 cells in the first cube of a combination, 3 in the next.
    let most = &f["bishop_combination_most"];
    for from in td::board().ids() {
        let (cube, _) = td::cube_point(from);
        for d in td::steps(1) {
            let cells = td::combination(from, 1, 1, &nothing_on);
            let first = cells
                .iter()
                .filter(|&&c| td::cube_point(c).0 == add(cube, d))
                .count();
            let next = cells
                .iter()
                .filter(|&&c| td::cube_point(c).0 == add(add(cube, d), d))
                .count();
            assert!(first as u64 <= most["first_cube"].as_u64().unwrap());
            assert!(next as u64 <= most["next_cube"].as_u64().unwrap());
        }
    }
    let u = &f["unicorn_diagonal_combination"];
    let from = at(u["from"].as_str().unwrap());
    let into: Vec<CellId> = td::combination(from, 2, 1, &nothing_on)
        .into_iter()
        .filter(|&c| td::label(td::cube_point(c).0) == u["into"].as_str().unwrap())
        .collect();
    assert_eq!(into.len() as u64, u["value"].as_u64().unwrap());
}

/// The queen (bishop, rook and unicorn, TD19) reaches at most six other
/// cubes from any cell (002:L1264-1266); a bishop in an edge cube
/// reaches six (002:L1187-1188).
#[test]
fn cubes_a_queen_and_a_bishop_reach() {
    let f = facts("trans-dimensional");
    let other_cubes = |cells: Vec<CellId>, from: CellId| -> usize {
        let own = td::cube_point(from).0;
        let set: BTreeSet<[i8; 3]> = cells
            .into_iter()
            .map(|c| td::cube_point(c).0)
            .filter(|c| *c != own)
            .collect();
        set.len()
    };
    let queen = |from| {
        let mut v = Vec::new();
        for s in [Slider::Rook, Slider::Bishop, Slider::Unicorn] {
            v.extend(td::slider(s, from, nothing_on));
        }
        v
    };
    let most = f["queen_other_cubes_at_most"]["value"].as_u64().unwrap() as usize;
    for from in td::board().ids() {
        assert!(other_cubes(queen(from), from) <= most);
        let (cube, _) = td::cube_point(from);
        if cube.contains(&1) {
            assert_eq!(
                other_cubes(td::slider(Slider::Bishop, from, nothing_on), from) as u64,
                f["bishop_edge_cube_attacks"]["value"].as_u64().unwrap()
            );
        }
    }
    for (cell, counts) in f["derived_mobility"].as_object().unwrap() {
        let Some(counts) = counts.as_object() else {
            continue;
        };
        let from = at(cell);
        let mut q = BTreeSet::new();
        for (name, s) in [
            ("rook", Slider::Rook),
            ("bishop", Slider::Bishop),
            ("unicorn", Slider::Unicorn),
        ] {
            let cells = td::slider(s, from, nothing_on);
            assert_eq!(
                cells.len() as u64,
                counts[name].as_u64().unwrap(),
                "{cell} {name}"
            );
            q.extend(cells);
        }
        assert_eq!(
            q.len() as u64,
            counts["queen"].as_u64().unwrap(),
            "{cell} queen"
        );
    }
}

/// The composed moves equal the cell-by-cell reference from every cell,
/// on random occupancies.
#[test]
fn composed_moves_equal_the_reference() {
    let mut rng = Rng::new(0x7D);
    let n = td::board().len();
    for round in 0..12 {
        let occupied: Vec<bool> = (0..n).map(|_| round > 0 && rng.below(4) == 0).collect();
        let occ = |c: CellId| occupied[c as usize];
        for from in td::board().ids() {
            for s in [Slider::Rook, Slider::Bishop, Slider::Unicorn] {
                let mut a = td::slider(s, from, occ);
                let mut b = reference::slider(s, from, occ);
                a.sort_unstable();
                b.sort_unstable();
                assert_eq!(
                    a,
                    b,
                    "{s:?} from {} round {round}",
                    td::board().cell(from).name
                );
            }
        }
    }
}

/// The leapers and the king, composed and tested cell by cell, agree
/// from every cell; their counts are the text's (002:L676-686, L766-776,
/// L872-882, L1322, L1356, L1393, L1395, L1413-1415) and the derived
/// mobility of the spec page.
#[test]
fn leapers_and_king() {
    use td::Leaper::*;
    for from in td::board().ids() {
        for l in [Knight, Hippogriff, Wyvern, Gargoyle] {
            let (mut a, mut b) = (td::leaper(l, from), reference::leaper(l, from));
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b, "{l:?} from {}", td::board().cell(from).name);
        }
        let (mut a, mut b) = (td::king(from), reference::king(from));
        a.sort_unstable();
        b.sort_unstable();
        assert_eq!(a, b, "king from {}", td::board().cell(from).name);
    }
    let f = facts("trans-dimensional");
    let cubic = |l, point: [i8; 3]| {
        let from = td::cell([0, 0, 0], point).unwrap();
        td::leaper(l, from)
            .into_iter()
            .filter(|&c| td::cube_point(c).0 == [0, 0, 0])
            .count() as u64
    };
    let lf = &f["leaper_cubic"];
    for (name, l) in [
        ("knight", Knight),
        ("hippogriff", Hippogriff),
        ("wyvern", Wyvern),
    ] {
        assert_eq!(
            cubic(l, [0, 2, 2]),
            lf[name]["3a3"].as_u64().unwrap(),
            "{name}"
        );
        assert_eq!(cubic(l, [1, 1, 1]), 0, "{name} has no cube move from 2b2");
    }
    let g = &f["gargoyle_cubic"];
    assert_eq!(cubic(Gargoyle, [0, 0, 0]), g["corner"].as_u64().unwrap());
    assert_eq!(cubic(Gargoyle, [1, 0, 0]), g["edge"].as_u64().unwrap());
    assert_eq!(cubic(Gargoyle, [1, 1, 0]), g["face"].as_u64().unwrap());
    // The Wyvern never reaches point 2b2 of a corner cube.
    let reached: BTreeSet<CellId> = td::board()
        .ids()
        .flat_map(|c| td::leaper(Wyvern, c))
        .collect();
    for cube in td::cubes().into_iter().filter(|c| !c.contains(&1)) {
        assert!(!reached.contains(&td::cell(cube, [1, 1, 1]).unwrap()));
    }
    assert_eq!(
        reached.len() as u64,
        f["wyvern_reachable"]["value"].as_u64().unwrap()
    );
    for (cell, counts) in f["derived_mobility"].as_object().unwrap() {
        let Some(counts) = counts.as_object() else {
            continue;
        };
        let from = at(cell);
        for (name, l) in [
            ("knight", Knight),
            ("hippogriff", Hippogriff),
            ("wyvern", Wyvern),
            ("gargoyle", Gargoyle),
        ] {
            assert_eq!(
                td::leaper(l, from).len() as u64,
                counts[name].as_u64().unwrap(),
                "{cell} {name}"
            );
        }
        assert_eq!(
            td::king(from).len() as u64,
            counts["king"].as_u64().unwrap(),
            "{cell} king"
        );
        for (name, parts) in [
            ("favourite", &[Slider::Bishop, Slider::Rook][..]),
            ("archbishop", &[Slider::Bishop, Slider::Unicorn]),
            ("dragon", &[Slider::Rook, Slider::Unicorn]),
        ] {
            assert_eq!(
                td::composite(parts, from, nothing_on).len() as u64,
                counts[name].as_u64().unwrap(),
                "{cell} {name}"
            );
        }
    }
}

fn kind_named(name: &str) -> td::setup::Kind {
    use td::setup::Kind;
    *Kind::ALL
        .iter()
        .find(|k| format!("{k:?}").to_lowercase() == name)
        .unwrap_or_else(|| panic!("no kind {name}"))
}

/// The set-up is the diagram's (002:L1638-1665), cell by cell, for both
/// sides; the errata's corrected cells hold what they should.
#[test]
fn the_setup_is_the_diagrams() {
    use congruent::goff::pieces::Side;
    let f = facts("trans-dimensional");
    let start = td::setup::start();
    let mut drawn = vec![None; td::board().len()];
    for (side_name, side) in [("white", Side::White), ("black", Side::Black)] {
        let block = &f["setup_diagram"][side_name];
        for (level, rows) in block["levels"].as_object().unwrap() {
            for (row, text) in rows.as_array().unwrap().iter().enumerate() {
                let rank = 3 - row; // the top row is rank 3
                for (column, cubes) in text
                    .as_str()
                    .unwrap()
                    .split(' ')
                    .zip(block["cubes"].as_array().unwrap())
                {
                    for (file, ch) in column.chars().enumerate() {
                        if ch == '.' {
                            continue;
                        }
                        let kind = td::setup::Kind::ALL
                            .into_iter()
                            .find(|k| k.letter() == ch)
                            .unwrap();
                        for cube in cubes.as_array().unwrap() {
                            let name = format!(
                                "({},{level}{}{rank})",
                                cube.as_str().unwrap(),
                                (b'a' + file as u8) as char
                            );
                            drawn[at(&name) as usize] = Some((side, kind));
                        }
                    }
                }
            }
        }
    }
    assert_eq!(start, drawn);
    for side in [Side::White, Side::Black] {
        let mine: Vec<_> = start.iter().flatten().filter(|p| p.0 == side).collect();
        assert_eq!(mine.len(), 48);
        assert_eq!(
            mine.iter().filter(|p| p.1 == td::setup::Kind::Pawn).count(),
            24
        );
    }
    let e = &f["errata_cells"];
    for (key, side, kind) in [
        ("white_unicorns", Side::White, "unicorn"),
        ("white_dragons", Side::White, "dragon"),
        ("black_dragons", Side::Black, "dragon"),
        ("black_archbishops", Side::Black, "archbishop"),
    ] {
        for c in listed(&e[key]["cells"]) {
            assert_eq!(
                start[at(&c) as usize],
                Some((side, kind_named(kind))),
                "{key} {c}"
            );
        }
    }
    for c in listed(&e["white_pawns_not_on"]["cells"]) {
        assert_ne!(
            start[at(&c) as usize].map(|p| p.1),
            Some(td::setup::Kind::Pawn),
            "{c}"
        );
    }
}

/// At the start each side has 469 moves by the pieces' rules, per kind as
/// the spec page derives them; both ways.
#[test]
fn the_start_moves_by_kind() {
    use congruent::goff::pieces::Side;
    let f = facts("trans-dimensional");
    let start = td::setup::start();
    let want = &f["derived_start_moves"];
    for side in [Side::White, Side::Black] {
        let mut total = 0;
        for kind in td::setup::Kind::ALL {
            let mut n = 0;
            for c in td::board()
                .ids()
                .filter(|&c| start[c as usize] == Some((side, kind)))
            {
                let a = td::setup::destinations(&start, c, false);
                assert_eq!(a, td::setup::destinations(&start, c, true), "{kind:?} {c}");
                n += a.len();
            }
            let name = format!("{kind:?}").to_lowercase();
            assert_eq!(
                n as u64,
                want["by_kind"][&name].as_u64().unwrap(),
                "{side:?} {name}"
            );
            total += n;
        }
        assert_eq!(total as u64, want["each_side"].as_u64().unwrap());
    }
}

/// The pawn both ways from every cell on random fields, and the text's
/// examples (002:L240-251).
#[test]
fn the_pawn() {
    use congruent::goff::pieces::Side;
    let mut rng = Rng::new(0x9A);
    for round in 0..6 {
        let mut cells = vec![None; td::board().len()];
        for c in td::board().ids() {
            if round > 0 && rng.below(3) == 0 {
                let side = if rng.below(2) == 0 {
                    Side::White
                } else {
                    Side::Black
                };
                cells[c as usize] = Some((side, td::setup::Kind::Pawn));
            }
        }
        for c in td::board().ids() {
            for side in [Side::White, Side::Black] {
                let mut field = cells.clone();
                field[c as usize] = Some((side, td::setup::Kind::Pawn));
                assert_eq!(
                    td::setup::destinations(&field, c, false),
                    td::setup::destinations(&field, c, true)
                );
            }
        }
    }
    // White (2a3,2b1) to (3a3,2b1); Black (3b1,3a1) takes on (2a1,3a1),
    // not on (2c1,3a1).
    let (moves, _) = td::pawn(at("(2a3,2b1)"), true);
    assert!(td_names(&moves).contains("(3a3,2b1)"));
    let (_, captures) = td::pawn(at("(3b1,3a1)"), false);
    let captures = td_names(&captures);
    assert!(captures.contains("(2a1,3a1)") && !captures.contains("(2c1,3a1)"));
}
