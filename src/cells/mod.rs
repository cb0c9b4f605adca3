//! The core for variants whose boards are graphs of cells (issue 12): a
//! cell has lattice coordinates, a name in the game's own notation, a level
//! and a colour; a game names a family of directions, and the board
//! precomputes where one step in each direction lands. Movement programs
//! (slides, leaps) read the board through [`Board::step`] and
//! [`Board::at`] only, so one
//! core serves the tetrahedral lattice, overlapping levels, and any other
//! graph of cells. Goff's 8x8x8 planar engine stays specialised beside it.

// `game` (the `Definition` a variant implements, and `Game`) and `setup`
// are documented item by item; the rest module by module.
#[allow(missing_docs)]
pub mod checks;
pub mod game;
#[allow(missing_docs)]
pub mod games;
#[allow(missing_docs)]
pub mod mutants;
pub mod setup;
#[allow(missing_docs)]
pub mod suite;
#[allow(missing_docs)]
pub mod tables;
#[allow(missing_docs)]
pub mod variant;

use std::collections::HashMap;

/// A cell, by its index in [`Board::cells`].
pub type CellId = u16;

/// Integer lattice coordinates; what they mean is the game's.
pub type Coords = [i8; 3];

/// One cell of a board: its name, its place on the lattice, its level and
/// its colour, as the game's [`Layout`] gave them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cell {
    /// The cell's name in the game's notation.
    pub name: String,
    /// Its lattice coordinates (what they mean is the game's: [`Coords`]);
    /// no other cell of the board has them.
    pub coords: Coords,
    /// 0 for the lowest level.
    pub level: u8,
    /// An index into [`Board::colours`].
    pub colour: u8,
}

/// A board: its cells, its directions, and the step table.
#[derive(Debug, Clone)]
pub struct Board {
    /// Every cell, its [`CellId`] its index, in the order the game's
    /// [`Layout::coords`] listed them.
    pub cells: Vec<Cell>,
    /// The direction family: one lattice vector per direction.
    pub directions: Vec<Coords>,
    /// Colour names, by colour index.
    pub colours: &'static [&'static str],
    /// The cells by coordinates: a dense grid over the cells' bounding
    /// box (the references look cells up by coordinates at every step).
    grid: Grid,
    by_name: HashMap<String, CellId>,
    /// `steps[cell][direction]`: the cell one step away, if any.
    steps: Vec<Vec<Option<CellId>>>,
}

/// How a game describes its cells to [`Board::new`].
pub struct Layout<'a> {
    /// Every cell's coordinates, in the order that numbers the cells
    /// (the first is cell 0).
    pub coords: Vec<Coords>,
    /// The direction family, one lattice vector per direction, numbered
    /// in this order ([`Board::step`]'s `d`); empty for a game none of
    /// whose moves is a step of the lattice (trans-dimensional).
    pub directions: &'a [Coords],
    /// A cell's name in the game's notation, from its coordinates; no two
    /// cells may share one.
    pub name: &'a dyn Fn(Coords) -> String,
    /// A cell's level, from its coordinates: 0 for the lowest, an index
    /// into the game's [`game::Definition::levels`].
    pub level: &'a dyn Fn(Coords) -> u8,
    /// A cell's colour, from its coordinates: an index into `colours`.
    pub colour: &'a dyn Fn(Coords) -> u8,
    /// The colour names, by colour index (`"dark"`, `"light"`).
    pub colours: &'static [&'static str],
}

impl Board {
    /// The board of these cells, in the order given; panics if two cells
    /// share coordinates or a name (a game definition's own mistake).
    pub fn new(layout: Layout) -> Board {
        let cells: Vec<Cell> = layout
            .coords
            .iter()
            .map(|&c| Cell {
                name: (layout.name)(c),
                coords: c,
                level: (layout.level)(c),
                colour: (layout.colour)(c),
            })
            .collect();
        let mut grid = Grid::around(&cells);
        let mut by_name = HashMap::new();
        for (n, cell) in cells.iter().enumerate() {
            let id = n as CellId;
            assert!(
                grid.insert(cell.coords, id).is_none(),
                "two cells at {:?}",
                cell.coords
            );
            assert!(
                by_name.insert(cell.name.clone(), id).is_none(),
                "two cells named {}",
                cell.name
            );
        }
        let steps = cells
            .iter()
            .map(|cell| {
                layout
                    .directions
                    .iter()
                    .map(|d| grid.get(add(cell.coords, *d)))
                    .collect()
            })
            .collect();
        Board {
            cells,
            directions: layout.directions.to_vec(),
            colours: layout.colours,
            grid,
            by_name,
            steps,
        }
    }

    /// How many cells the board has.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Has the board no cell at all?
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Every cell's id, in board order (`0` to `len() - 1`).
    pub fn ids(&self) -> impl Iterator<Item = CellId> + '_ {
        (0..self.cells.len()).map(|n| n as CellId)
    }

    /// The cell with this id; panics on an id not on the board.
    pub fn cell(&self, id: CellId) -> &Cell {
        &self.cells[id as usize]
    }

    /// The cell with this name, exactly as the game writes it.
    pub fn find(&self, name: &str) -> Option<CellId> {
        self.by_name.get(name).copied()
    }

    /// The cell at these coordinates, if it is on the board.
    pub fn at(&self, coords: Coords) -> Option<CellId> {
        self.grid.get(coords)
    }

    /// One step from `from` in direction number `d`.
    pub fn step(&self, from: CellId, d: usize) -> Option<CellId> {
        self.steps[from as usize][d]
    }

    /// The cells one step away in any direction.
    pub fn neighbours(&self, from: CellId) -> impl Iterator<Item = CellId> + '_ {
        self.steps[from as usize].iter().flatten().copied()
    }

    /// The cells along direction `d` from `from`, nearest first, to the
    /// board's edge.
    pub fn ray(&self, from: CellId, d: usize) -> impl Iterator<Item = CellId> + '_ {
        std::iter::successors(self.step(from, d), move |&c| self.step(c, d))
    }

    /// A slide (a rider's move) in every direction: each ray up to and
    /// including its first occupied cell.
    pub fn slide(&self, from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
        self.slide_along(from, 0..self.directions.len(), occupied)
    }

    /// A slide along the directions numbered `dirs` only.
    pub fn slide_along(
        &self,
        from: CellId,
        dirs: impl IntoIterator<Item = usize>,
        occupied: impl Fn(CellId) -> bool,
    ) -> Vec<CellId> {
        let mut out = Vec::new();
        for d in dirs {
            for c in self.ray(from, d) {
                out.push(c);
                if occupied(c) {
                    break;
                }
            }
        }
        out
    }

    /// A leap: the cells at these offsets that are on the board.
    pub fn leap(&self, from: CellId, offsets: &[Coords]) -> Vec<CellId> {
        let at = self.cell(from).coords;
        offsets
            .iter()
            .filter_map(|o| self.at(add(at, *o)))
            .collect()
    }
}

/// Cell ids by coordinates over a box: `None` outside it or where no
/// cell is.
#[derive(Debug, Clone)]
struct Grid {
    low: Coords,
    size: [usize; 3],
    ids: Vec<Option<CellId>>,
}

impl Grid {
    /// An empty grid over the box that holds `cells`.
    fn around(cells: &[Cell]) -> Grid {
        let (mut low, mut high) = ([i8::MAX; 3], [i8::MIN; 3]);
        for c in cells {
            for a in 0..3 {
                low[a] = low[a].min(c.coords[a]);
                high[a] = high[a].max(c.coords[a]);
            }
        }
        let size = std::array::from_fn(|a| (high[a] as i32 - low[a] as i32 + 1).max(0) as usize);
        Grid {
            low,
            size,
            ids: vec![None; size.iter().product()],
        }
    }

    fn index(&self, at: Coords) -> Option<usize> {
        let mut n = 0;
        for ((&x, &low), &size) in at.iter().zip(&self.low).zip(&self.size) {
            let off = x as i32 - low as i32;
            if off < 0 || off as usize >= size {
                return None;
            }
            n = n * size + off as usize;
        }
        Some(n)
    }

    fn get(&self, at: Coords) -> Option<CellId> {
        self.index(at).and_then(|n| self.ids[n])
    }

    /// Puts `id` at `at` (inside the box), returning what was there.
    fn insert(&mut self, at: Coords, id: CellId) -> Option<CellId> {
        let n = self.index(at).expect("a cell inside its own box");
        self.ids[n].replace(id)
    }
}

/// The 12 lattice vectors with two coordinates ±1 and one 0: the edges of
/// a cube seen from its centre, and the neighbours in the face-centred
/// cubic lattice. Games name them in their own words.
pub const TWO_AXIS_STEPS: [Coords; 12] = [
    [1, 1, 0],
    [1, -1, 0],
    [-1, 1, 0],
    [-1, -1, 0],
    [1, 0, 1],
    [1, 0, -1],
    [-1, 0, 1],
    [-1, 0, -1],
    [0, 1, 1],
    [0, 1, -1],
    [0, -1, 1],
    [0, -1, -1],
];

/// The sum of two lattice vectors: where a step or a leap's offset `b`
/// from the coordinates `a` lands, on the board or not.
pub fn add(a: Coords, b: Coords) -> Coords {
    [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}
