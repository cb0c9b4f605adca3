//! Statements of the variant specs checked against what the code does
//! (issue 22, item 4): each test here measures a claim that
//! `spec/variants/*.md` makes in prose and asserts the corrected wording.

use congruent::cells::games::positional::{self, Version};
use congruent::cells::games::trans_dimensional::{self as td, reference, Slider};
use congruent::cells::CellId;
use serde_json::Value;
use std::collections::BTreeMap;
use std::process::Command;

fn empty_board(_: CellId) -> bool {
    false
}

/// A cell's global coordinates `G = 3C + p` (spec: Board).
fn g(c: CellId) -> [i8; 3] {
    td::board().cell(c).coords
}

/// The class the spec once gave the Unicorn: the parity vector of `G`,
/// taken up to complement (`v` and `v ^ 111` are one class): 0-3.
fn parity_class(c: CellId) -> u8 {
    let [x, y, z] = g(c).map(|v| v.rem_euclid(2) as u8);
    let v = x | y << 1 | z << 2;
    v.min(v ^ 0b111)
}

/// Every lone-Unicorn move on the empty field, `(from, to)`, by the core
/// or by the cell-by-cell reference.
fn unicorn_moves(by_reference: bool) -> Vec<(CellId, CellId)> {
    td::board()
        .ids()
        .flat_map(|from| {
            let to = match by_reference {
                false => td::slider(Slider::Unicorn, from, empty_board),
                true => reference::slider(Slider::Unicorn, from, empty_board),
            };
            to.into_iter().map(move |t| (from, t))
        })
        .collect()
}

/// How a move goes: inside its cube, or by one combination or two.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Kind {
    Cubic,
    Single,
    Repeated,
}

/// The cube displacement and the point displacement of a move, and its
/// kind.
fn steps(a: CellId, b: CellId) -> ([i8; 3], [i8; 3], Kind) {
    let ((ca, pa), (cb, pb)) = (td::cube_point(a), td::cube_point(b));
    let dc = [0, 1, 2].map(|i| cb[i] - ca[i]);
    let dp = [0, 1, 2].map(|i| pb[i] - pa[i]);
    let kind = match dc.iter().map(|v| v.abs()).max() {
        Some(0) => Kind::Cubic,
        Some(1) => Kind::Single,
        _ => Kind::Repeated,
    };
    (dc, dp, kind)
}

/// The four parity classes have 144/132/132/132 cells, as the spec says,
/// but they are no invariant of the Unicorn: of its 14,400 lone moves,
/// under the core and the reference alike, 8,064 change class. One is the
/// drawn move `(1a3,1a2)` to `(2a3,2b2)` (002:L498-509): the orthogonal
/// cube step up and the diagonal point step share the level axis, so
/// `G` changes by (1, 0, 4) and only the file parity flips.
#[test]
fn the_unicorn_is_not_bound_to_a_parity_class() {
    let mut sizes = BTreeMap::new();
    for c in td::board().ids() {
        *sizes.entry(parity_class(c)).or_insert(0) += 1;
    }
    let mut sizes: Vec<u32> = sizes.into_values().collect();
    sizes.sort_unstable();
    assert_eq!(sizes, [132, 132, 132, 144]);

    let core = unicorn_moves(false);
    let literal = unicorn_moves(true);
    assert_eq!(core, literal, "the core and the reference agree");
    assert_eq!(core.len(), 14_400);
    let count = |k: Kind| core.iter().filter(|&&(a, b)| steps(a, b).2 == k).count();
    assert_eq!(
        [
            count(Kind::Cubic),
            count(Kind::Single),
            count(Kind::Repeated)
        ],
        [1_440, 12_096, 864]
    );
    let changing = core
        .iter()
        .filter(|&&(a, b)| parity_class(a) != parity_class(b))
        .count();
    assert_eq!(changing, 8_064);

    // Exactly the single combinations whose cube step and point step
    // share an axis: that axis changes by 3 +- 1 (even), one other by 1
    // or 3 (odd), the third not at all, so one parity flips. A cubic
    // triagonal step flips all three (the complement), a single
    // combination on three distinct axes likewise, and a repeated one
    // changes `G` by even amounts only.
    for &(a, b) in &core {
        let (dc, dp, kind) = steps(a, b);
        let shares_an_axis = kind == Kind::Single && (0..3).any(|i| dc[i] != 0 && dp[i] != 0);
        assert_eq!(
            parity_class(a) != parity_class(b),
            shares_an_axis,
            "{} to {}",
            td::board().cell(a).name,
            td::board().cell(b).name
        );
    }

    let at = |n: &str| td::board().find(n).unwrap();
    let (from, to) = (at("(1a3,1a2)"), at("(2a3,2b2)"));
    assert!(core.contains(&(from, to)), "the drawn move is made");
    assert_ne!(parity_class(from), parity_class(to));
}

/// Nor is it bound to any other set of cells: its lone moves join all 540
/// cells into one component, so every cell is reachable from every other
/// and no partition of the field is kept. The spec's colour (the parity
/// of `Gx+Gy+Gz`) is changed by every single move (one triagonal step or
/// one combination: an odd change of the sum) and kept by every repeated
/// one: 13,376 of the 14,400 moves change it.
#[test]
fn a_lone_unicorn_reaches_the_whole_field() {
    let n = td::board().len();
    let mut parent: Vec<usize> = (0..n).collect();
    fn root(p: &mut [usize], mut x: usize) -> usize {
        while p[x] != x {
            p[x] = p[p[x]];
            x = p[x];
        }
        x
    }
    for (a, b) in unicorn_moves(false) {
        let (ra, rb) = (root(&mut parent, a as usize), root(&mut parent, b as usize));
        parent[ra] = rb;
    }
    let r0 = root(&mut parent, 0);
    assert!((0..n).all(|x| root(&mut parent, x) == r0));

    let colour = |c: CellId| td::board().cell(c).colour;
    let moves = unicorn_moves(false);
    for &(a, b) in &moves {
        let (_, dp, kind) = steps(a, b);
        let single = match kind {
            Kind::Cubic => dp.iter().all(|v| v.abs() == 1),
            k => k == Kind::Single,
        };
        assert_eq!(colour(a) != colour(b), single);
    }
    let changing = moves
        .iter()
        .filter(|&&(a, b)| colour(a) != colour(b))
        .count();
    assert_eq!(changing, 13_376);
}

/// What the colour of the spec (the parity of `Gx+Gy+Gz`) does hold: the
/// Bishop never leaves it, in any mode (002:L422-423, 002:L1184).
#[test]
fn the_bishop_keeps_its_colour() {
    let colour = |c: CellId| td::board().cell(c).colour;
    let mut moves = 0;
    for from in td::board().ids() {
        for to in td::slider(Slider::Bishop, from, empty_board) {
            assert_eq!(colour(from), colour(to));
            moves += 1;
        }
    }
    assert!(moves > 0);
}

/// The boards of Positional 3-D Chess: the seed says nothing of square
/// colours (001 has no "light", "dark", "white square" or "colour"), so the
/// spec follows orthodox chess: a1 dark on every board of every size.
#[test]
fn positional_a1_is_dark_on_every_board() {
    for v in Version::ALL {
        let b = positional::board(v);
        for level in v.boards() {
            let a1 = b.find(&format!("{level}a1")).unwrap();
            assert_eq!(b.colours[b.cell(a1).colour as usize], "dark", "{level}a1");
            let b1 = b.find(&format!("{level}b1")).unwrap();
            assert_eq!(b.colours[b.cell(b1).colour as usize], "light", "{level}b1");
        }
    }
}

/// The same through `congruent board`.
#[test]
fn congruent_board_prints_a1_dark() {
    for id in ["positional-8x8x2", "positional-7x7x3", "positional-6x6x4"] {
        let out = Command::new(env!("CARGO_BIN_EXE_congruent"))
            .args(["board", "--variant", id])
            .output()
            .unwrap();
        assert!(out.status.success(), "{id}");
        let board: Value = serde_json::from_slice(&out.stdout).unwrap();
        let cells = board["cells"].as_array().unwrap();
        let colour = |name: &str| {
            cells
                .iter()
                .find(|c| c["name"].as_str().unwrap().ends_with(name))
                .map(|c| c["colour"].as_str().unwrap().to_string())
                .unwrap()
        };
        // The first cell in board order is the first board's a1.
        assert!(cells[0]["name"].as_str().unwrap().ends_with("a1"), "{id}");
        assert_eq!(cells[0]["colour"], "dark", "{id}");
        assert_eq!(colour("b1"), "light", "{id}");
        assert_eq!(colour("a2"), "light", "{id}");
        for c in cells {
            let name = c["name"].as_str().unwrap();
            if name.ends_with("a1") {
                assert_eq!(c["colour"], "dark", "{id} {name}");
            }
        }
    }
}

/// The suite sizes the docs state (issue 42.2): each variant page's
/// `its suite has N cases`, and the README's table of rule sets, are
/// what `Variant::cases` builds.
#[test]
fn the_suite_sizes_the_docs_state_are_the_suites() {
    let size = |id: &str| congruent::registry::by_id(id).expect(id).cases().len();
    for (page, id) in [
        ("tetrahedral", "tetrahedral"),
        ("third-dimension", "third-dimension"),
        ("trans-dimensional", "trans-dimensional"),
        ("goff-quantum", "goff-quantum"),
    ] {
        let path = crate::common::root().join(format!("spec/variants/{page}.md"));
        let text = std::fs::read_to_string(&path)
            .expect("the variant page")
            .to_lowercase();
        let stated: Vec<usize> = text
            .split("its suite has")
            .skip(1)
            .map(|rest| {
                let n = rest.split_whitespace().next().unwrap_or("");
                n.replace(',', "")
                    .parse()
                    .expect("a count after `its suite has`")
            })
            .collect();
        assert_eq!(stated, vec![size(id)], "{}", path.display());
    }
    // The README's table: each row's ids and, last, their suites' sizes.
    let readme = std::fs::read_to_string(crate::common::root().join("README.md")).unwrap();
    let rows: Vec<&str> = readme.lines().filter(|l| l.starts_with("| `")).collect();
    let mut named = 0;
    for row in rows {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let ids: Vec<String> = cells[1]
            .split(", ")
            .map(|id| id.trim_matches('`'))
            .map(|id| match id.strip_prefix('-') {
                Some(size) => format!("positional-{size}"),
                None => id.to_string(),
            })
            .collect();
        let stated: Vec<usize> = cells[cells.len() - 2]
            .split(", ")
            .map(|n| n.replace(',', "").parse().expect(row))
            .collect();
        let sizes: Vec<usize> = ids.iter().map(|id| size(id)).collect();
        assert_eq!(stated, sizes, "README.md: {row}");
        named += ids.len();
    }
    assert_eq!(
        named,
        congruent::VARIANTS.len(),
        "README.md names every rule set"
    );
}
