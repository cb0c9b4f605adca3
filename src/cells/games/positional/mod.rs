//! *Positional 3-D Chess* (seed 001, `spec/variants/positional.md`): two,
//! three or four separate square boards, each with both armies; pieces
//! never move between boards, a promoting pawn's piece is placed on
//! another board ("the position of pieces, not their definitional
//! movement capability, in one game board establish the squares available
//! to move ... to another board", 001:L5). Line citations `001:L33` are
//! to the seed text.
//!
//! Here: the three boards on the cell-graph core and the pieces' cells
//! computed twice, by the core's rays and leaps and literally from the
//! squares' coordinates ([`reference`]); in [`game`] the three versions
//! as [`crate::cells::game::Definition`]s; in [`checks`] their `verify`
//! and suites.

pub mod checks;
pub mod game;
pub mod reference;

pub use game::Positional;

use crate::cells::{add, Board, CellId, Coords, Layout};
use std::sync::OnceLock;

/// The three versions (001:L7, L49, L71).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Version {
    /// Two 8x8 boards, X and Y (001:L7-L35).
    #[default]
    Eight,
    /// Three 7x7 boards (001:L49-L69), unnamed in the text: 1, 2, 3.
    Seven,
    /// Four 6x6 boards, A over B over C over D (001:L71-L89).
    Six,
}

impl Version {
    pub const ALL: [Version; 3] = [Version::Eight, Version::Seven, Version::Six];

    /// Squares on a side.
    pub fn size(self) -> i8 {
        match self {
            Version::Eight => 8,
            Version::Seven => 7,
            Version::Six => 6,
        }
    }

    /// The boards' names, in the order the text draws them.
    pub fn boards(self) -> &'static [&'static str] {
        match self {
            Version::Eight => &["X", "Y"],
            Version::Seven => &["1", "2", "3"],
            Version::Six => &["A", "B", "C", "D"],
        }
    }
}

/// Rook lines (the first four) and bishop lines (the next four), on one
/// board: no direction leaves a board, so nothing moves between boards
/// (001:L43).
pub const DIRECTIONS: [Coords; 8] = [
    [1, 0, 0],
    [-1, 0, 0],
    [0, 1, 0],
    [0, -1, 0],
    [1, 1, 0],
    [1, -1, 0],
    [-1, 1, 0],
    [-1, -1, 0],
];

pub const COLOURS: [&str; 2] = ["dark", "light"];

/// The boards of a version, built once each. Coordinates are (file,
/// rank, board), from 0; a cell is named board, file, rank: `Xe4`, `2a4`,
/// `Ab5`.
pub fn board(v: Version) -> &'static Board {
    static BOARDS: [OnceLock<Board>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let slot = &BOARDS[Version::ALL
        .iter()
        .position(|x| *x == v)
        .expect("a version")];
    slot.get_or_init(|| {
        let n = v.size();
        let mut coords = Vec::new();
        for b in 0..v.boards().len() as i8 {
            for r in 0..n {
                for f in 0..n {
                    coords.push([f, r, b]);
                }
            }
        }
        let name = move |[f, r, b]: Coords| {
            format!(
                "{}{}{}",
                v.boards()[b as usize],
                (b'a' + f as u8) as char,
                r + 1
            )
        };
        Board::new(Layout {
            coords,
            directions: &DIRECTIONS,
            name: &name,
            level: &|c| c[2] as u8,
            // The seed says nothing of colours; a1 dark, as on an
            // orthodox chessboard (spec: Cells and positions).
            colour: &|[f, r, _]| ((f + r) % 2) as u8,
            colours: &COLOURS,
        })
    })
}

pub fn rook(b: &Board, from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    b.slide_along(from, 0..4, occupied)
}

pub fn bishop(b: &Board, from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    b.slide_along(from, 4..8, occupied)
}

pub fn king(b: &Board, from: CellId) -> Vec<CellId> {
    b.neighbours(from).collect()
}

pub const KNIGHT: [Coords; 8] = [
    [1, 2, 0],
    [2, 1, 0],
    [2, -1, 0],
    [1, -2, 0],
    [-1, -2, 0],
    [-2, -1, 0],
    [-2, 1, 0],
    [-1, 2, 0],
];

pub fn knight(b: &Board, from: CellId) -> Vec<CellId> {
    b.leap(from, &KNIGHT)
}

/// The Falcon's sixteen targets, each with the two intermediate squares
/// of each of its three paths (spec: falcon).
fn falcon_paths() -> &'static [(Coords, [[Coords; 2]; 3])] {
    static PATHS: OnceLock<Vec<(Coords, [[Coords; 2]; 3])>> = OnceLock::new();
    PATHS.get_or_init(|| {
        let mut out = Vec::new();
        for sx in [1i8, -1] {
            for sy in [1i8, -1] {
                // (1,3): two orthogonal steps along y and one diagonal;
                // (2,3): two diagonal steps and one orthogonal along y;
                // and the same with x and y exchanged.
                for swap in [false, true] {
                    let v = |x: i8, y: i8| match swap {
                        false => [x * sx, y * sy, 0],
                        true => [y * sx, x * sy, 0],
                    };
                    let (o, d) = (v(0, 1), v(1, 1));
                    for (a, b) in [(o, d), (d, o)] {
                        // Two steps of `a`, one of `b`, in the three orders.
                        let target = add(add(a, a), b);
                        let orders = [[a, a, b], [a, b, a], [b, a, a]];
                        let paths = orders.map(|[s1, s2, _]| [s1, add(s1, s2)]);
                        out.push((target, paths));
                    }
                }
            }
        }
        out
    })
}

/// The Falcon: each target reached if one of its three paths has both
/// intermediate squares empty (`falcon=paths`), or regardless of them
/// (`falcon=leaper`).
pub fn falcon(
    b: &Board,
    from: CellId,
    occupied: impl Fn(CellId) -> bool,
    leaper: bool,
) -> Vec<CellId> {
    let at = b.cell(from).coords;
    falcon_paths()
        .iter()
        .filter(|(_, paths)| leaper || falcon_open(b, at, paths, &occupied))
        .filter_map(|(t, _)| b.at(add(at, *t)))
        .collect()
}

/// Is one of these paths from `at` over two empty squares?
fn falcon_open(
    b: &Board,
    at: Coords,
    paths: &[[Coords; 2]; 3],
    occupied: &impl Fn(CellId) -> bool,
) -> bool {
    paths.iter().any(|p| {
        p.iter()
            .all(|s| b.at(add(at, *s)).is_some_and(|c| !occupied(c)))
    })
}

/// Does the Falcon on `from` reach `to` ([`falcon`], asked of one square)?
pub fn falcon_reaches(
    b: &Board,
    from: CellId,
    to: CellId,
    occupied: impl Fn(CellId) -> bool,
    leaper: bool,
) -> bool {
    let (at, there) = (b.cell(from).coords, b.cell(to).coords);
    let offset = [0, 1, 2].map(|i| there[i] - at[i]);
    falcon_paths()
        .iter()
        .find(|(t, _)| *t == offset)
        .is_some_and(|(_, paths)| leaper || falcon_open(b, at, paths, &occupied))
}
