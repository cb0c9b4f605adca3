//! J. Mark Thompson's *Tetrahedral Chess* (seed 004, `spec/variants/tetrahedral.md`):
//! the board and the pieces' geometry on the cell-graph core
//! ([`crate::cells`]). Line citations `004:L6` are to the seed text.
//!
//! Here: the board (cells, names, levels, colours, the 12 directions) and
//! the rook's, king's and knight's geometry, through the core's slides and
//! leaps; in [`reference`] the same literally as the seed defines it; in
//! [`game`] the variant as a [`crate::cells::game::Definition`]; in
//! [`checks`] its `verify` and its suite.

pub mod checks;
pub mod game;
pub mod reference;

pub use game::Tetrahedral;

use crate::cells::{Board, CellId, Coords, Layout};
use std::sync::OnceLock;

/// Seven spheres on an edge: 84 cells (004:L3).
pub const EDGE: i8 = 7;

/// The twelve directions, "one line parallel to each edge of the
/// tetrahedron", two lines on the cell's own level and four up and down
/// (004:L6): in the face-centred cubic lattice, the vectors with two
/// coordinates ±1 and one 0 (the third coordinate is the level).
pub const DIRECTIONS: [Coords; 12] = crate::cells::TWO_AXIS_STEPS;

/// The colours (004:L8). Red and yellow are warm, blue and green cool.
pub const COLOURS: [&str; 4] = ["red", "green", "blue", "yellow"];

/// Is `(x, y, z)` a cell? `x` is the file a-g (0-6), `y` the rank less
/// one, `z` the level less one: the lattice points (even coordinate sum)
/// inside the tetrahedron with corners Ia7, Ig1, VIIa1, VIIg7 (004:L11).
/// Its slices perpendicular to the line joining the midpoints of the
/// level-I and level-VII edges are rectangles (004:L5). The fly-outs that
/// named the cells are lost: this layout is a reconstruction
/// (spec/variants/tetrahedral.md#board).
pub fn is_cell([x, y, z]: Coords) -> bool {
    let s = EDGE - 1;
    (x + y + z) % 2 == 0 && x + y + z >= s && x + y - z <= s && x - y + z <= s && -x + y + z <= s
}

/// Colour by lattice parity: the one colouring in which no two adjacent
/// cells match and every straight line alternates two colours (004:L8).
/// Red and green are the odd levels' classes, red the larger; the
/// dababantes then start two on red, two on green (004:L29). Blue and
/// yellow cannot be told apart from the text: ours is blue on the even
/// levels' cells of odd file index (b, d, f), yellow on the others
/// (spec/variants/tetrahedral.md#colours).
pub fn colour([x, y, _]: Coords) -> u8 {
    match (x % 2, y % 2) {
        (0, 0) => 0, // red, on the odd levels (z even)
        (1, 1) => 1, // green, on the odd levels
        (1, 0) => 2, // blue, on the even levels
        _ => 3,      // yellow, on the even levels
    }
}

/// The levels' Roman numerals, bottom (White's home) to top (004:L11).
pub const LEVELS: [&str; 7] = ["I", "II", "III", "IV", "V", "VI", "VII"];

/// The level's Roman numeral, then the file letter and the rank (004:L11).
pub fn name([x, y, z]: Coords) -> String {
    format!(
        "{}{}{}",
        LEVELS[z as usize],
        (b'a' + x as u8) as char,
        y + 1
    )
}

/// The board, built once.
pub fn board() -> &'static Board {
    static BOARD: OnceLock<Board> = OnceLock::new();
    BOARD.get_or_init(|| {
        let mut coords = Vec::new();
        for z in 0..EDGE {
            for x in 0..EDGE {
                for y in 0..EDGE {
                    if is_cell([x, y, z]) {
                        coords.push([x, y, z]);
                    }
                }
            }
        }
        Board::new(Layout {
            coords,
            directions: &DIRECTIONS,
            name: &name,
            level: &|c| c[2] as u8,
            colour: &colour,
            colours: &COLOURS,
        })
    })
}

/// The rook: "any number of squares in any one of the 12 directions,
/// until it is stopped by a piece or the end of the board" (004:L15).
pub fn rook(from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    board().slide(from, occupied)
}

/// The king's step: "any adjacent square in any of the 12 directions"
/// (004:L17).
pub fn king(from: CellId) -> Vec<CellId> {
    board().neighbours(from).collect()
}

/// The knight's leap. The seed defines it by three conditions (004:L21-23,
/// [`reference::knight`]); on this lattice they are exactly the 24
/// vectors with one coordinate ±2 and two ±1.
pub fn knight(from: CellId) -> Vec<CellId> {
    board().leap(from, knight_offsets())
}

fn knight_offsets() -> &'static [Coords] {
    static OFFSETS: OnceLock<Vec<Coords>> = OnceLock::new();
    OFFSETS.get_or_init(|| {
        let mut v = Vec::new();
        for a in [-2i8, 2] {
            for b in [-1i8, 1] {
                for c in [-1i8, 1] {
                    v.extend([[a, b, c], [b, a, c], [b, c, a]]);
                }
            }
        }
        v
    })
}
