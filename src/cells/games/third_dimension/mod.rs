//! Lawrence Sulky's *Chess in the Third Dimension* (seed 003,
//! `spec/variants/third-dimension.md`): four overlapping 4x4 levels on the
//! cell-graph core ([`crate::cells`]). Line citations `003:L17` are to the
//! seed text.
//!
//! Here: the board (its layout a parameter, since the image is lost) and
//! the rays and leaps of the rook, bishop, queen, king and knight on it;
//! in [`reference`] the same cube by cube from the text's words; in
//! [`game`] the variant as a [`crate::cells::game::Definition`] (the
//! pawn, promotion, castling, the setup, the options); in [`checks`] its
//! `verify` and its suite.

pub mod checks;
pub mod game;
pub mod reference;

pub use game::ThirdDimension;

use crate::cells::{add, Board, CellId, Coords, Layout as CellLayout};
use std::sync::OnceLock;

/// How the four levels lie in plan: where each level's file a, rank 1
/// corner is, in a 6x6 plan, files running +x and ranks +y on every level.
/// The text fixes the overlaps (003:L17, 003:L19) and, through its one
/// worked move IIIa4 to IIb2 (003:L55) and the castling cubes (003:L51),
/// the labels; it cannot tell a layout from its mirror image
/// (spec/variants/third-dimension.md#board).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// I over the plan's far right quarter, II far left, III near left, IV
    /// near right: offsets I (2,2), II (0,2), III (0,0), IV (2,0).
    #[default]
    A,
    /// The mirror image: I (0,2), II (2,2), III (2,0), IV (0,0).
    Mirror,
}

impl Layout {
    /// The plan offset of level `l` (0 = I).
    pub fn offset(self, l: i8) -> (i8, i8) {
        match self {
            Layout::A => [(2, 2), (0, 2), (0, 0), (2, 0)][l as usize],
            Layout::Mirror => [(0, 2), (2, 2), (2, 0), (0, 0)][l as usize],
        }
    }
}

pub const LEVELS: [&str; 4] = ["I", "II", "III", "IV"];

/// Through cube faces: "forward and backward, side to side, or up and
/// down" (003:L33).
pub const FACES: [Coords; 6] = [
    [1, 0, 0],
    [-1, 0, 0],
    [0, 1, 0],
    [0, -1, 0],
    [0, 0, 1],
    [0, 0, -1],
];

/// Through cube edges: "diagonally across a single level, or diagonally
/// upward or downward through levels" (003:L41).
pub const EDGES: [Coords; 12] = crate::cells::TWO_AXIS_STEPS;

pub const COLOURS: [&str; 2] = ["dark", "light"];

/// The board in this layout, built once per layout. Coordinates are
/// `(x, y, level)` in the plan; a cell is a cube of a level. Directions
/// are the faces then the edges: no step leaves the cubes, so no move
/// bridges a gap between levels (003:L27).
pub fn board(layout: Layout) -> &'static Board {
    static A: OnceLock<Board> = OnceLock::new();
    static MIRROR: OnceLock<Board> = OnceLock::new();
    let slot = match layout {
        Layout::A => &A,
        Layout::Mirror => &MIRROR,
    };
    slot.get_or_init(|| build(layout))
}

fn build(layout: Layout) -> Board {
    let mut coords = Vec::new();
    for l in 0..4i8 {
        let (ox, oy) = layout.offset(l);
        for r in 0..4 {
            for f in 0..4 {
                coords.push([ox + f, oy + r, l]);
            }
        }
    }
    let directions: Vec<Coords> = FACES.iter().chain(EDGES.iter()).copied().collect();
    let name = move |[x, y, l]: Coords| {
        let (ox, oy) = layout.offset(l);
        format!(
            "{}{}{}",
            LEVELS[l as usize],
            (b'a' + (x - ox) as u8) as char,
            y - oy + 1
        )
    };
    Board::new(CellLayout {
        coords,
        directions: &directions,
        name: &name,
        level: &|c| c[2] as u8,
        // The bishop keeps its colour (003:L25) when colour is the parity
        // of x + y + level; which parity is light the lost image showed.
        colour: &|[x, y, l]| ((x + y + l) % 2) as u8,
        colours: &COLOURS,
    })
}

/// The directions of `board(..).directions` that are faces (the first
/// six) and edges (the next twelve).
pub fn faces() -> std::ops::Range<usize> {
    0..6
}

pub fn edges() -> std::ops::Range<usize> {
    6..18
}

/// Rook: through cube faces (003:L33).
pub fn rook(b: &Board, from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    b.slide_along(from, faces(), occupied)
}

/// Bishop: through cube edges (003:L41).
pub fn bishop(b: &Board, from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    b.slide_along(from, edges(), occupied)
}

/// Queen: rook and bishop.
pub fn queen(b: &Board, from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    b.slide_along(from, 0..18, occupied)
}

/// King: "like the queen, but only one cube per move" (003:L49).
pub fn king(b: &Board, from: CellId) -> Vec<CellId> {
    b.neighbours(from).collect()
}

/// Knight: a leap of two-one-none or one-one-one (the corner move the text
/// notes, 003:L37), allowed where at least one of its face-then-edge or
/// edge-then-face routes has its middle cube
/// (spec/variants/third-dimension.md#knight-gaps).
pub fn knight(b: &Board, from: CellId) -> Vec<CellId> {
    knight_with(b, from, false)
}

/// The knight; with `both_middles`, a leap of two levels needs both its
/// middle cubes on the level between (`knight-gaps=both`).
pub fn knight_with(b: &Board, from: CellId, both_middles: bool) -> Vec<CellId> {
    let at = b.cell(from).coords;
    let exists = |m: &Coords| b.at(add(at, *m)).is_some();
    knight_leaps()
        .iter()
        .filter(
            |(offset, middles)| match both_middles && offset[2].abs() == 2 {
                true => middles.iter().all(exists),
                false => middles.iter().any(exists),
            },
        )
        .filter_map(|(offset, _)| b.at(add(at, *offset)))
        .collect()
}

/// Each knight offset with the middle cubes of its routes.
fn knight_leaps() -> &'static [(Coords, Vec<Coords>)] {
    static LEAPS: OnceLock<Vec<(Coords, Vec<Coords>)>> = OnceLock::new();
    LEAPS.get_or_init(|| {
        let mut out: Vec<(Coords, Vec<Coords>)> = Vec::new();
        for f in FACES {
            for e in EDGES {
                let total = add(f, e);
                if total.iter().map(|v| v.abs()).max() == Some(1)
                    && total.iter().filter(|v| **v != 0).count() < 3
                {
                    continue; // ends next to the start: not a knight's move
                }
                for middle in [f, e] {
                    match out.iter_mut().find(|(o, _)| *o == total) {
                        Some((_, ms)) if !ms.contains(&middle) => ms.push(middle),
                        Some(_) => {}
                        None => out.push((total, vec![middle])),
                    }
                }
            }
        }
        out
    })
}
