//! L. Lynn Smith's *Trans-Dimensional Chess* (seed 002,
//! `spec/variants/trans-dimensional.md`): a field of 20 cubes of 3x3x3
//! cells on the cell-graph core. Line citations `002:L373` are to the
//! seed text.
//!
//! So far (issue 13, begun): the field (cubes, points, names, colours, the
//! cube graph) and the moves of the three base sliders — rook, bishop,
//! unicorn — in the three modes, CUBIC, FIELD and COMBINATION (TD3-TD7,
//! TD13-TD15), each twice: composed from point steps and cube steps here,
//! and in [`reference`] by testing every cell of the field against the
//! text's description. The composite pieces, the leapers, the pawn and
//! the game follow.

pub mod checks;
pub mod game;
pub mod reference;
pub mod setup;

pub use game::TransDimensional;

use crate::cells::{add, Board, CellId, Coords, Layout};
use std::sync::OnceLock;

/// A cube's or a point's coordinates: file, rank, level, each 0-2
/// (`a-c`, `1-3`, `1-3`).
pub type Triple = [i8; 3];

/// Does the cube exist? The field is the 3x3x3 block of cubes without
/// the six face centres and the centre (002:L124-146): a cube exists iff
/// at most one of its coordinates is the middle one.
pub fn is_cube(c: Triple) -> bool {
    c.iter().all(|v| (0..3).contains(v)) && c.iter().filter(|v| **v == 1).count() <= 1
}

/// The 20 cubes, by level, rank, file.
pub fn cubes() -> Vec<Triple> {
    let mut out = Vec::new();
    for l in 0..3 {
        for r in 0..3 {
            for f in 0..3 {
                if is_cube([f, r, l]) {
                    out.push([f, r, l]);
                }
            }
        }
    }
    out
}

/// A cube or a point written as the text writes it: level, file, rank
/// (`2a3`, 002:L100-118).
pub fn label([f, r, l]: Triple) -> String {
    format!("{}{}{}", l + 1, (b'a' + f as u8) as char, r + 1)
}

/// Cells are (cube, point), written `(2a3,1a1)` (002:L148-151).
pub fn name(cube: Triple, point: Triple) -> String {
    format!("({},{})", label(cube), label(point))
}

fn split(g: Coords) -> (Triple, Triple) {
    let cube = g.map(|v| v.div_euclid(3));
    let point = g.map(|v| v.rem_euclid(3));
    (cube, point)
}

pub const COLOURS: [&str; 2] = ["dark", "light"];

/// The field, built once. A cell's coordinates are `3 * cube + point`
/// (file, rank, level), used to find cells and for colour only: moves go
/// by point steps inside a cube and cube steps between cubes, never by
/// these coordinates (spec: board). The core's own directions are not
/// used: no step of the plain lattice is a move of this game.
pub fn board() -> &'static Board {
    static BOARD: OnceLock<Board> = OnceLock::new();
    BOARD.get_or_init(|| {
        let mut coords = Vec::new();
        for cube in cubes() {
            for l in 0..3 {
                for r in 0..3 {
                    for f in 0..3 {
                        coords.push([3 * cube[0] + f, 3 * cube[1] + r, 3 * cube[2] + l]);
                    }
                }
            }
        }
        Board::new(Layout {
            coords,
            directions: &[],
            name: &|g| {
                let (c, p) = split(g);
                name(c, p)
            },
            level: &|g| g[2] as u8,
            // Undefined by the text; the parity keeps the bishop on one
            // colour in all three modes (spec: open question 8).
            colour: &|g| ((g[0] + g[1] + g[2]) % 2) as u8,
            colours: &COLOURS,
        })
    })
}

/// The cube and the point of a cell.
pub fn cube_point(c: CellId) -> (Triple, Triple) {
    // A table: the reference asks it of every cell for every piece.
    static SPLIT: OnceLock<Vec<(Triple, Triple)>> = OnceLock::new();
    SPLIT.get_or_init(|| board().cells.iter().map(|c| split(c.coords)).collect())[c as usize]
}

/// The cell at this cube and point, if the cube exists.
pub fn cell(cube: Triple, point: Triple) -> Option<CellId> {
    let inside = point.iter().all(|v| (0..3).contains(v));
    (is_cube(cube) && inside).then(|| {
        board()
            .at([
                3 * cube[0] + point[0],
                3 * cube[1] + point[1],
                3 * cube[2] + point[2],
            ])
            .expect("every point of a cube is a cell")
    })
}

fn scale(k: i8, a: Triple) -> Triple {
    a.map(|v| k * v)
}

/// The step vectors with `n` non-zero coordinates, each ±1: 6
/// orthogonal, 12 diagonal, 8 triagonal.
pub fn steps(n: usize) -> Vec<Triple> {
    let mut out = Vec::new();
    for x in -1..=1i8 {
        for y in -1..=1i8 {
            for z in -1..=1i8 {
                let v = [x, y, z];
                if v.iter().filter(|c| **c != 0).count() == n {
                    out.push(v);
                }
            }
        }
    }
    out
}

/// Every mode of a slider is a line `(C + kF, p + kD)`, k = 1, 2, ...: a
/// CUBIC slide has no cube step `F`, a FIELD move no point step `D`, a
/// COMBINATION both (TD5-TD7). The line runs while the cells exist, at
/// most `most` steps (a piece goes up to and including the first
/// occupied cell, [`mode`]).
fn line(from: CellId, f: Triple, d: Triple, most: i8) -> Vec<CellId> {
    let (cube, point) = cube_point(from);
    (1..=most)
        .map_while(|k| cell(add(cube, scale(k, f)), add(point, scale(k, d))))
        .collect()
}

/// The lines of one mode: cube steps with `field_kind` non-zero
/// coordinates (0: none) and point steps with `point_kind`, at most
/// `most` times.
fn mode_lines(from: CellId, field_kind: usize, point_kind: usize, most: i8) -> Vec<Vec<CellId>> {
    let none = vec![[0; 3]];
    let of = |n: usize| if n == 0 { none.clone() } else { steps(n) };
    let mut out = Vec::new();
    for f in of(field_kind) {
        for d in of(point_kind) {
            out.push(line(from, f, d, most));
        }
    }
    out
}

/// Each line's cells up to and including the first occupied one.
fn ride(lines: Vec<Vec<CellId>>, occupied: &dyn Fn(CellId) -> bool) -> Vec<CellId> {
    let mut out = Vec::new();
    for line in lines {
        for c in line {
            out.push(c);
            if occupied(c) {
                break;
            }
        }
    }
    out
}

/// The cells of one mode ([`mode_lines`]) a piece reaches.
fn mode(
    from: CellId,
    field_kind: usize,
    point_kind: usize,
    most: i8,
    occupied: &dyn Fn(CellId) -> bool,
) -> Vec<CellId> {
    ride(mode_lines(from, field_kind, point_kind, most), occupied)
}

/// A CUBIC slide along the point steps with `kind` non-zero coordinates,
/// one or two cells (TD5).
pub fn cubic_slide(from: CellId, kind: usize, occupied: &dyn Fn(CellId) -> bool) -> Vec<CellId> {
    mode(from, 0, kind, 2, occupied)
}

/// A FIELD move to the identical point of the cube one cube step of
/// `kind` away, and, for the rook (`repeat`), on to the next cube in the
/// same direction if the first landing is empty (TD4, TD13).
pub fn field(
    from: CellId,
    kind: usize,
    repeat: bool,
    occupied: &dyn Fn(CellId) -> bool,
) -> Vec<CellId> {
    mode(from, kind, 0, if repeat { 2 } else { 1 }, occupied)
}

/// A slider's COMBINATION: one cube step of `field_kind` and one point
/// step of `point_kind`, then the same again while the landing is empty
/// (TD6, TD7).
pub fn combination(
    from: CellId,
    field_kind: usize,
    point_kind: usize,
    occupied: &dyn Fn(CellId) -> bool,
) -> Vec<CellId> {
    mode(from, field_kind, point_kind, 2, occupied)
}

/// The three base sliders and the modes the text gives them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Slider {
    Rook,
    Bishop,
    Unicorn,
}

/// A base slider's lines in all its modes (TD13-TD15): the modes of
/// [`cubic_slide`], [`field`] and [`combination`].
pub fn slider_lines(s: Slider, from: CellId) -> Vec<Vec<CellId>> {
    let modes: &[(usize, usize, i8)] = match s {
        // CUBIC orthogonal slide; FIELD orthogonal, on to the next cube.
        Slider::Rook => &[(0, 1, 2), (1, 0, 2)],
        // CUBIC diagonal slide; FIELD one diagonal cube step;
        // COMBINATION orthogonal cube step and orthogonal point step.
        Slider::Bishop => &[(0, 2, 2), (2, 0, 1), (1, 1, 2)],
        // CUBIC triagonal slide; no FIELD (no triagonal cubes);
        // COMBINATION orthogonal cube and diagonal point step, or
        // diagonal cube and orthogonal point step.
        Slider::Unicorn => &[(0, 3, 2), (1, 2, 2), (2, 1, 2)],
    };
    modes
        .iter()
        .flat_map(|&(f, p, most)| mode_lines(from, f, p, most))
        .collect()
}

/// A base slider's cells in all its modes (TD13-TD15), duplicates removed.
pub fn slider(s: Slider, from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    let mut out = ride(slider_lines(s, from), &occupied);
    out.sort_unstable();
    out.dedup();
    out
}

/// The composite pieces, each the sum of base sliders' modes (TD16-TD19):
/// the Favourite moves as Bishop or Rook, the Archbishop as Bishop or
/// Unicorn, the Dragon as Rook or Unicorn, the Queen as all three. Their
/// per-mode lists (002:L543-629) are exactly the sums' (spec: TD16-TD19).
pub fn composite(parts: &[Slider], from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    let mut out: Vec<CellId> = parts
        .iter()
        .flat_map(|&s| slider(s, from, &occupied))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The leapers (TD21-TD25).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Leaper {
    Knight,
    Hippogriff,
    Wyvern,
    Gargoyle,
}

/// A leap shape: the displacement's absolute values, largest first;
/// every permutation and sign of it is a leap.
pub type Shape = [i8; 3];

impl Leaper {
    /// CUBIC leaps inside the cube.
    pub fn cubic(self) -> &'static [Shape] {
        match self {
            Leaper::Knight => &[[2, 1, 0]],
            Leaper::Hippogriff => &[[2, 1, 1]],
            Leaper::Wyvern => &[[2, 2, 1]],
            Leaper::Gargoyle => &[[2, 2, 2], [2, 2, 0], [2, 0, 0]],
        }
    }

    /// COMBINATION: after one orthogonal cube step, then after one
    /// diagonal cube step, the point leaps or steps allowed.
    pub fn combination(self) -> [&'static [Shape]; 2] {
        match self {
            Leaper::Knight => [&[[2, 0, 0], [1, 1, 0]], &[[1, 0, 0]]],
            Leaper::Hippogriff => [&[[2, 1, 0], [1, 1, 1]], &[[2, 0, 0], [1, 1, 0]]],
            Leaper::Wyvern => [&[[2, 1, 1], [2, 2, 0]], &[[2, 1, 0], [1, 1, 1]]],
            Leaper::Gargoyle => [&[[2, 2, 1], [2, 1, 0], [1, 0, 0]], &[[2, 1, 1], [1, 1, 0]]],
        }
    }
}

/// Every displacement of these shapes: all permutations and signs.
pub fn displacements(shapes: &[Shape]) -> Vec<Triple> {
    let mut out = Vec::new();
    for x in -2..=2i8 {
        for y in -2..=2i8 {
            for z in -2..=2i8 {
                let mut a = [x.abs(), y.abs(), z.abs()];
                a.sort_unstable_by(|p, q| q.cmp(p));
                if shapes.contains(&a) {
                    out.push([x, y, z]);
                }
            }
        }
    }
    out
}

/// A leaper's cells: its CUBIC leaps, which ignore the cells between
/// (002:L670-671), and its COMBINATION, one cube step then a leap or step
/// inside the new cube, only the landing cell counting (TD6, TD21); it
/// has no FIELD move. They depend on the cell alone, so each leaper's are
/// found once per process, for every cell, by [`leaps`] (the suite and
/// the games ask for them hundreds of thousands of times).
pub fn leaper(l: Leaper, from: CellId) -> Vec<CellId> {
    static TABLE: OnceLock<Vec<Vec<CellId>>> = OnceLock::new();
    const ALL: [Leaper; 4] = [
        Leaper::Knight,
        Leaper::Hippogriff,
        Leaper::Wyvern,
        Leaper::Gargoyle,
    ];
    let table = TABLE.get_or_init(|| {
        ALL.iter()
            .flat_map(|&l| board().ids().map(move |c| leaps(l, c)))
            .collect()
    });
    let index = ALL.iter().position(|&k| k == l).expect("a leaper");
    table[index * board().len() + usize::from(from)].clone()
}

/// [`leaper`]'s cells, composed from the leaper's shapes.
fn leaps(l: Leaper, from: CellId) -> Vec<CellId> {
    let (cube, point) = cube_point(from);
    let mut out: Vec<CellId> = displacements(l.cubic())
        .into_iter()
        .filter_map(|d| cell(cube, add(point, d)))
        .collect();
    for (kind, shapes) in [(1, l.combination()[0]), (2, l.combination()[1])] {
        for f in steps(kind) {
            for d in displacements(shapes) {
                out.extend(cell(add(cube, f), add(point, d)));
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The King (TD20): a single CUBIC step in any of the 26 directions, a
/// single FIELD step to an orthogonally or diagonally adjacent cube, or a
/// single COMBINATION of the Bishop's or the Unicorn's kind.
pub fn king(from: CellId) -> Vec<CellId> {
    let none: &dyn Fn(CellId) -> bool = &|_| false;
    let mut out = Vec::new();
    for n in 1..=3 {
        out.extend(mode(from, 0, n, 1, none));
    }
    for (f, p) in [(1, 0), (2, 0), (1, 1), (1, 2), (2, 1)] {
        out.extend(mode(from, f, p, 1, none));
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Does a cube step travel in the pawn's sense: every coordinate it
/// changes increases ('positive', White) or decreases ('negative',
/// Black) (TD9, 002:L238-251)?
pub fn in_sense(f: Triple, positive: bool) -> bool {
    f.iter().all(|&v| v == 0 || (v > 0) == positive)
}

/// The pawn (TD8-TD11): its non-capturing moves and its captures, each
/// to be filtered by the caller for an empty or an enemy-occupied cell.
/// Moves: the identical point of the orthogonal cube in its sense.
/// Captures: a diagonal point step in its cube; the identical point of a
/// diagonal cube in its sense; an orthogonal cube step in its sense then
/// an orthogonal point step.
pub fn pawn(from: CellId, positive: bool) -> (Vec<CellId>, Vec<CellId>) {
    let (cube, point) = cube_point(from);
    let sense = |kind| {
        steps(kind)
            .into_iter()
            .filter(move |f| in_sense(*f, positive))
    };
    let moves = sense(1).filter_map(|f| cell(add(cube, f), point)).collect();
    let mut captures: Vec<CellId> = steps(2)
        .into_iter()
        .filter_map(|d| cell(cube, add(point, d)))
        .collect();
    captures.extend(sense(2).filter_map(|f| cell(add(cube, f), point)));
    for f in sense(1) {
        for d in steps(1) {
            captures.extend(cell(add(cube, f), add(point, d)));
        }
    }
    (moves, captures)
}
