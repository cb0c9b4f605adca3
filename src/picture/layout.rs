//! Where each cell is drawn, computed from the board's own cell
//! coordinates (`congruent board`), so one layout serves every board
//! shape: the 8x8x8 cube, the tetrahedron's triangular levels, the
//! overlapping levels of the third dimension, separate boards, the field
//! of 20 cubes.
//!
//! The *level axis* is the coordinate that is constant on every level;
//! the two others, in cyclic order after it, are the *column* and *row*
//! axes (for Goff's `(z, i, j)`: column `i`, row `j`; for the cell core's
//! `(x, y, level)`: column `x`, row `y`). Levels are drawn in the order of
//! their first cell in board order, which for every variant is bottom
//! first.

use crate::core::variant::CellInfo;

/// How the levels are arranged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// Levels stacked bottom to top, each seen at an angle as a diamond,
    /// as the book draws its boards (figures/INDEX.md: in White's frame
    /// the right corner of a level is 1,1, the front corner 8,1, the back
    /// corner 1,8). Unlike the book, levels do not overlap: no tile is
    /// hidden behind the level above.
    Stacked,
    /// Each level a square grid seen from above, side by side, bottom
    /// level first; as the text form prints a level, the level's second
    /// coordinate runs right (`j` for Goff) and its first up (`i`, highest
    /// row at the top).
    Grid,
}

impl Layout {
    /// The layout named `stacked` or `grid`.
    pub fn parse(name: &str) -> Option<Layout> {
        match name {
            "stacked" => Some(Layout::Stacked),
            "grid" => Some(Layout::Grid),
            _ => None,
        }
    }
}

/// A point of the picture.
pub type Point = (f64, f64);

/// One cell as drawn: its outline and the half-diagonals of the diamond
/// its decorators are scaled from (the tile itself in the stacked view,
/// the diamond inscribed in the square in the grid view).
#[derive(Debug, Clone)]
pub struct Placed {
    /// Index into the cells.
    pub cell: usize,
    pub outline: [Point; 4],
    pub centre: Point,
    pub half: Point,
}

/// A level's name and where it is written.
#[derive(Debug, Clone)]
pub struct Label {
    pub at: Point,
    pub text: String,
}

/// Where another level lies, drawn over a level seen from above: the
/// overlapping levels of the third dimension (003:L17, L19), each
/// level's square outlined on the others in that level's colour.
#[derive(Debug, Clone)]
pub struct Footprint {
    /// The level outlined (index into the levels, bottom first).
    pub level: usize,
    /// Its top left and bottom right corners.
    pub from: Point,
    pub to: Point,
}

/// Every cell placed, the level labels, the coordinate labels along each
/// level's edges, the other levels' footprints, and the extent of the
/// board.
#[derive(Debug, Clone)]
pub struct Plan {
    pub tiles: Vec<Placed>,
    pub labels: Vec<Label>,
    pub edges: Vec<Label>,
    pub footprints: Vec<Footprint>,
    pub width: f64,
    pub height: f64,
}

/// The board's levels and axes, read off its cells.
struct Frame {
    levels: Vec<&'static str>,
    level_axis: usize,
    col: usize,
    row: usize,
    cols: (i8, i8),
    rows: (i8, i8),
}

impl Frame {
    fn of(cells: &[CellInfo]) -> Frame {
        let mut levels: Vec<&'static str> = Vec::new();
        for c in cells {
            if !levels.contains(&c.level) {
                levels.push(c.level);
            }
        }
        let level_axis = (0..3).find(|&a| constant_per_level(cells, a)).unwrap_or(2);
        let (col, row) = ((level_axis + 1) % 3, (level_axis + 2) % 3);
        Frame {
            levels,
            level_axis,
            col,
            row,
            cols: span(cells, col),
            rows: span(cells, row),
        }
    }

    fn level_of(&self, c: &CellInfo) -> usize {
        self.levels.iter().position(|l| *l == c.level).unwrap_or(0)
    }

    /// The cell's column and row counted from the board's first.
    fn place(&self, c: &CellInfo) -> (f64, f64) {
        (
            f64::from(c.coords[self.col] - self.cols.0),
            f64::from(c.coords[self.row] - self.rows.0),
        )
    }

    /// Each level's name, written where `at` says for level `k`.
    fn labels(&self, at: impl Fn(usize) -> Point) -> Vec<Label> {
        self.levels
            .iter()
            .enumerate()
            .map(|(k, name)| Label {
                at: at(k),
                text: name.to_string(),
            })
            .collect()
    }

    fn width(&self) -> f64 {
        f64::from(self.cols.1 - self.cols.0 + 1)
    }

    fn depth(&self) -> f64 {
        f64::from(self.rows.1 - self.rows.0 + 1)
    }
}

/// The character of `name` at `k`, if every one of `names` has the same.
fn shared(names: &[&str], k: usize) -> Option<char> {
    let mut chars = names.iter().map(|n| n.chars().nth(k));
    let first = chars.next().flatten();
    first.filter(|_| chars.all(|c| c == first))
}

/// Each line of each level with its name: `(level, axis, value, name)`,
/// `axis` 0 for the column axis and 1 for the row axis. A line is named
/// by the characters of its cells' names that tell the lines of its
/// level apart: those every cell of a line shares (in every line of two
/// or more cells) and the whole level does not (`a` for the file
/// `Xa1`..`Xa8`, `2` for Goff's `K1,2`..`K8,2`, `a,b` for
/// trans-dimensional's `(1a1,1b1)`..), groups of them joined by commas.
fn line_names(cells: &[CellInfo], f: &Frame) -> Vec<(usize, usize, i8, String)> {
    let mut out = Vec::new();
    for (k, level) in f.levels.iter().enumerate() {
        let on: Vec<&CellInfo> = cells.iter().filter(|c| c.level == *level).collect();
        let all: Vec<&str> = on.iter().map(|c| c.name.as_str()).collect();
        let len = all.iter().map(|n| n.chars().count()).min().unwrap_or(0);
        for (axis, a) in [(0, f.col), (1, f.row)] {
            let mut values: Vec<i8> = on.iter().map(|c| c.coords[a]).collect();
            values.sort_unstable();
            values.dedup();
            let lines: Vec<(i8, Vec<&str>)> = values
                .into_iter()
                .map(|v| {
                    let names = on.iter().filter(|c| c.coords[a] == v);
                    (v, names.map(|c| c.name.as_str()).collect())
                })
                .collect();
            let keep: Vec<usize> = (0..len)
                .filter(|&k| shared(&all, k).is_none())
                .filter(|&k| {
                    let long = lines.iter().filter(|(_, l)| l.len() > 1);
                    long.into_iter().all(|(_, l)| shared(l, k).is_some())
                })
                .collect();
            for (v, line) in &lines {
                let mut name = String::new();
                for (n, &k) in keep.iter().enumerate() {
                    if n > 0 && keep[n - 1] + 1 != k {
                        name.push(',');
                    }
                    name.extend(shared(line, k));
                }
                if !name.is_empty() {
                    out.push((k, axis, *v, name));
                }
            }
        }
    }
    out
}

/// Each level's first and last (column, row), counted from the board's
/// first, if its cells fill that rectangle.
#[allow(clippy::type_complexity)]
fn rectangles(cells: &[CellInfo], f: &Frame) -> Vec<Option<((f64, f64), (f64, f64))>> {
    f.levels
        .iter()
        .map(|level| {
            let on: Vec<(f64, f64)> = cells
                .iter()
                .filter(|c| c.level == *level)
                .map(|c| f.place(c))
                .collect();
            let lo = on
                .iter()
                .fold((f64::MAX, f64::MAX), |a, p| (a.0.min(p.0), a.1.min(p.1)));
            let hi = on
                .iter()
                .fold((f64::MIN, f64::MIN), |a, p| (a.0.max(p.0), a.1.max(p.1)));
            let area = (hi.0 - lo.0 + 1.0) * (hi.1 - lo.1 + 1.0);
            (!on.is_empty() && area == on.len() as f64).then_some((lo, hi))
        })
        .collect()
}

fn constant_per_level(cells: &[CellInfo], axis: usize) -> bool {
    cells.iter().all(|c| {
        cells
            .iter()
            .filter(|d| d.level == c.level)
            .all(|d| d.coords[axis] == c.coords[axis])
    })
}

fn span(cells: &[CellInfo], axis: usize) -> (i8, i8) {
    let values = cells.iter().map(|c| c.coords[axis]);
    (values.clone().min().unwrap_or(0), values.max().unwrap_or(0))
}

/// The left margin, for the level names.
const MARGIN: f64 = 44.0;

/// The flattening of the stacked view: a tile's diamond is this many
/// times as tall as it is wide.
const FLAT: f64 = 0.3;

/// Places every cell; `unit` is a tile's size in pixels and `top` the
/// space left above the board for a heading.
pub fn plan(cells: &[CellInfo], layout: Layout, unit: f64, top: f64) -> Plan {
    let frame = Frame::of(cells);
    match layout {
        Layout::Stacked => stacked(cells, &frame, unit, top),
        Layout::Grid => grid(cells, &frame, unit, top),
    }
}

fn stacked(cells: &[CellInfo], f: &Frame, unit: f64, top: f64) -> Plan {
    let h = unit * FLAT;
    // A level spans (columns + rows) half-tiles across and down.
    let level_height = (f.width() + f.depth()) * h;
    let step = level_height + unit * 0.7;
    let n = f.levels.len() as f64;
    let right = MARGIN + (f.width() + f.depth()) * unit;
    // The right corner (first column, first row) of level k, bottom = 0.
    let corner = |k: usize| (right, top + (n - 1.0 - k as f64) * step + f.depth() * h);
    // The right corner of the tile at (col, row) of level k: columns run
    // toward the front corner, rows toward the back.
    let at = |k: usize, col: f64, row: f64| {
        let (x0, y0) = corner(k);
        (x0 - (col + row) * unit, y0 + (col - row) * h)
    };
    let tiles = cells
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let (col, row) = f.place(c);
            let p = at(f.level_of(c), col, row);
            let outline = [
                p,
                (p.0 - unit, p.1 + h),
                (p.0 - 2.0 * unit, p.1),
                (p.0 - unit, p.1 - h),
            ];
            Placed {
                cell: i,
                outline,
                centre: (p.0 - unit, p.1),
                half: (unit, h),
            }
        })
        .collect();
    // Each level's name beside its left corner.
    let labels = f.labels(|k| (4.0, corner(k).1 + (f.width() - f.depth()) * h + 4.0));
    // Columns named along the front right edge, rows along the front left.
    let edges = line_names(cells, f)
        .into_iter()
        .map(|(k, axis, v, text)| {
            let p = match axis {
                0 => at(k, f64::from(v - f.cols.0), -0.9),
                _ => at(k, f.width() - 0.1, f64::from(v - f.rows.0)),
            };
            Label {
                at: (p.0 - unit, p.1 + 3.0),
                text,
            }
        })
        .collect();
    Plan {
        tiles,
        labels,
        edges,
        footprints: Vec::new(),
        width: right + 8.0,
        height: top + n * step,
    }
}

fn grid(cells: &[CellInfo], f: &Frame, unit: f64, top: f64) -> Plan {
    let n = f.levels.len();
    let per_row = if n <= 4 { n } else { n.div_ceil(2).min(5) };
    // Goff's levels as its text form prints them: the level's second
    // coordinate (j) runs right, its first (i) up. The other boards as a
    // chess diagram: files (x) right, ranks (y) up.
    let files_across = f.level_axis != 0;
    let (ups, acrosses) = match files_across {
        true => (f.depth(), f.width()),
        false => (f.width(), f.depth()),
    };
    let (w, d) = (acrosses * unit, ups * unit);
    // Room between levels for the row names, and below for the columns'.
    let gap = unit * 1.2;
    let title = 16.0;
    let below = 14.0;
    let origin = |k: usize| {
        (
            8.0 + gap + (k % per_row) as f64 * (w + gap),
            top + title + (k / per_row) as f64 * (d + below + gap + title),
        )
    };
    // The top left corner of the cell at (col, row) of level k.
    let at = |k: usize, col: f64, row: f64| {
        let (x0, y0) = origin(k);
        let (up, across) = match files_across {
            true => (row, col),
            false => (col, row),
        };
        (x0 + across * unit, y0 + (ups - 1.0 - up) * unit)
    };
    let tiles = cells
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let (col, row) = f.place(c);
            let (x, y) = at(f.level_of(c), col, row);
            Placed {
                cell: i,
                outline: [(x, y), (x + unit, y), (x + unit, y + unit), (x, y + unit)],
                centre: (x + unit / 2.0, y + unit / 2.0),
                half: (unit / 2.0, unit / 2.0),
            }
        })
        .collect();
    let labels = f.labels(|k| (origin(k).0, origin(k).1 - 4.0));
    // The names of the lines across the board below it, of the lines up
    // it at its left.
    let edges = line_names(cells, f)
        .into_iter()
        .map(|(k, axis, v, text)| {
            let across = (axis == 0) == files_across;
            let (x, y) = match axis {
                0 => at(k, f64::from(v - f.cols.0), 0.0),
                _ => at(k, 0.0, f64::from(v - f.rows.0)),
            };
            let at = match across {
                true => (x + unit / 2.0, origin(k).1 + d + 11.0),
                false => (origin(k).0 - gap / 2.0, y + unit / 2.0 + 3.5),
            };
            Label { at, text }
        })
        .collect();
    // Levels that are rectangles at different places of one plan: each
    // drawn with where the others lie.
    let rects = rectangles(cells, f);
    let mut footprints = Vec::new();
    let apart = rects.iter().all(Option::is_some) && rects.windows(2).any(|w| w[0] != w[1]);
    for (k, (j, rect)) in (0..n).flat_map(|k| rects.iter().enumerate().map(move |r| (k, r))) {
        let Some(((c0, r0), (c1, r1))) = rect.filter(|_| apart && j != k) else {
            continue;
        };
        let corners = [at(k, c0, r0), at(k, c1, r1)];
        let xs = corners.map(|p| p.0);
        let ys = corners.map(|p| p.1);
        footprints.push(Footprint {
            level: j,
            from: (xs[0].min(xs[1]), ys[0].min(ys[1])),
            to: (xs[0].max(xs[1]) + unit, ys[0].max(ys[1]) + unit),
        });
    }
    let rows = n.div_ceil(per_row.max(1)) as f64;
    Plan {
        tiles,
        labels,
        edges,
        footprints,
        width: 8.0 + gap + per_row as f64 * (w + gap),
        height: top + rows * (d + below + gap + title),
    }
}
