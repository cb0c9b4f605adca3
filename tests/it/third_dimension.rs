//! Chess in the Third Dimension (seed 003): the board on the cell-graph
//! core under both layouts the text allows, against what the text states
//! (`golden/variants/third-dimension/facts.json`), and the core's rays and
//! leaps against the literal reference.

use crate::common::facts;
use congruent::cells::games::third_dimension::{self as td, reference, Layout};
use congruent::cells::{Board, CellId};

const LAYOUTS: [Layout; 2] = [Layout::A, Layout::Mirror];

fn cell(b: &Board, name: &str) -> CellId {
    b.find(name).unwrap_or_else(|| panic!("no cell {name}"))
}

/// The (x, y) columns of the plan that hold a cube of level `l`.
fn columns(b: &Board, l: u8) -> Vec<(i8, i8)> {
    b.ids()
        .filter(|&c| b.cell(c).level == l)
        .map(|c| (b.cell(c).coords[0], b.cell(c).coords[1]))
        .collect()
}

#[test]
fn four_levels_of_sixteen_overlapping_as_the_text_says() {
    let f = facts("third-dimension");
    for layout in LAYOUTS {
        let b = td::board(layout);
        assert_eq!(b.len() as u64, f["cells"]["value"].as_u64().unwrap());
        for l in 0..4 {
            assert_eq!(
                columns(b, l).len() as u64,
                f["level_cells"]["value"].as_u64().unwrap()
            );
        }
        // Neighbouring levels share two rows or two columns: 8 columns.
        let shared = |a: u8, c: u8| {
            columns(b, a)
                .iter()
                .filter(|p| columns(b, c).contains(p))
                .count()
        };
        for l in 0..3 {
            assert_eq!(
                shared(l, l + 1) as u64,
                f["neighbouring_levels_overlap"]["cells"].as_u64().unwrap(),
                "{layout:?} {l}"
            );
        }
        // One quarter common to all levels.
        let all = columns(b, 0)
            .into_iter()
            .filter(|p| (1..4).all(|l| columns(b, l).contains(p)))
            .count();
        assert_eq!(
            all as u64,
            f["common_to_all_levels"]["value"].as_u64().unwrap()
        );
    }
}

#[test]
fn the_named_cubes_exist_and_the_pawns_example_is_one_edge_step() {
    let f = facts("third-dimension");
    for layout in LAYOUTS {
        let b = td::board(layout);
        let step = &f["sideways_diagonal_pawn_step"];
        let (from, to) = (
            cell(b, step["from"].as_str().unwrap()),
            cell(b, step["to"].as_str().unwrap()),
        );
        let mut bishop = td::bishop(b, from, |_| false);
        bishop.retain(|&c| b.neighbours(from).any(|n| n == c));
        assert!(
            bishop.contains(&to),
            "{layout:?}: IIIa4 to IIb2 is an edge step"
        );
        assert_ne!(b.cell(from).level, b.cell(to).level);
        // Castling (a) crosses only IIIb1 and IIc4: the kings start on
        // IIIa1 and IId4, which do not touch.
        let (wk, bk) = (cell(b, "IIIa1"), cell(b, "IId4"));
        assert!(!td::king(b, wk).contains(&bk), "{layout:?}");
        for side in ["white", "black"] {
            for castle in f["castling"][side].as_array().unwrap() {
                for name in castle.as_array().unwrap() {
                    cell(b, name.as_str().unwrap());
                }
            }
        }
    }
}

/// Derived numbers of the model (not stated by the text): they pin the
/// geometry so a change to it is seen.
#[test]
fn empty_board_mobility() {
    for layout in LAYOUTS {
        let b = td::board(layout);
        let total = |f: &dyn Fn(CellId) -> usize| b.ids().map(f).sum::<usize>();
        assert_eq!(total(&|c| td::rook(b, c, |_| false).len()), 456);
        assert_eq!(total(&|c| td::bishop(b, c, |_| false).len()), 452);
        assert_eq!(total(&|c| td::queen(b, c, |_| false).len()), 908);
        assert_eq!(total(&|c| td::king(b, c).len()), 552);
        assert_eq!(total(&|c| td::knight(b, c).len()), 544);
    }
}

/// The bishop keeps its colour (003:L25); the king's neighbours touch by a
/// face or an edge, never only a corner.
#[test]
fn bishops_keep_their_colour_and_kings_never_step_through_a_corner() {
    for layout in LAYOUTS {
        let b = td::board(layout);
        for c in b.ids() {
            for t in td::bishop(b, c, |_| false) {
                assert_eq!(b.cell(t).colour, b.cell(c).colour);
            }
            for t in td::king(b, c) {
                let d: Vec<i8> = (0..3)
                    .map(|i| b.cell(t).coords[i] - b.cell(c).coords[i])
                    .collect();
                assert!(d.iter().filter(|v| **v != 0).count() <= 2);
            }
        }
    }
}

#[test]
fn rays_and_leaps_agree_with_the_literal_reference() {
    let mut rng = congruent::core::rng::Rng::new(0x3D);
    for layout in LAYOUTS {
        let b = td::board(layout);
        for _ in 0..1500 {
            let occupied: Vec<bool> = (0..b.len()).map(|_| rng.below(3) == 0).collect();
            let from = rng.below(b.len()) as CellId;
            let occ = |c: CellId| occupied[c as usize];
            let sorted = |mut v: Vec<CellId>| {
                v.sort_unstable();
                v
            };
            assert_eq!(
                sorted(td::rook(b, from, occ)),
                sorted(reference::rook(b, from, occ))
            );
            assert_eq!(
                sorted(td::bishop(b, from, occ)),
                sorted(reference::bishop(b, from, occ))
            );
        }
        for c in b.ids() {
            let mut core = td::knight(b, c);
            core.sort_unstable();
            assert_eq!(core, reference::knight(b, c), "{}", b.cell(c).name);
        }
    }
}

/// No move bridges a gap (003:L27): from level II a rook reaches level IV
/// only through a cube of level III.
#[test]
fn no_ray_crosses_a_gap_between_levels() {
    for layout in LAYOUTS {
        let b = td::board(layout);
        for c in b.ids() {
            for t in td::queen(b, c, |_| false) {
                let (lc, lt) = (b.cell(c).level as i32, b.cell(t).level as i32);
                if (lt - lc).abs() == 2 {
                    // The cube between them on the line exists.
                    let mid: Vec<i8> = (0..3)
                        .map(|i| (b.cell(c).coords[i] + b.cell(t).coords[i]) / 2)
                        .collect();
                    assert!(b.at([mid[0], mid[1], mid[2]]).is_some());
                }
            }
        }
    }
}
