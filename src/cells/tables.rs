//! Tables compiled once from a variant's movement programs (issue 26):
//! the core's fast path. A game still says where its pieces go in its own
//! words (the rays and leaps of its `mod.rs`); [`Compiled`] runs those
//! words once per cell and keeps the answers, forward (the cells a piece
//! reaches, ray by ray) and reversed (the cells from which a piece would
//! reach a target), so that listing moves allocates nothing per piece and
//! "is this cell attacked" looks only along the lines through the target
//! instead of asking every enemy piece for its moves.

use super::{Board, CellId};

/// 64-bit words in a [`CellSet`]: room for 576 cells, the largest board
/// on the core (Trans-Dimensional Chess has 540).
pub const WORDS: usize = 9;

/// A set of cells as a fixed-width bitset.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct CellSet([u64; WORDS]);

impl CellSet {
    pub const EMPTY: CellSet = CellSet([0; WORDS]);

    pub fn insert(&mut self, c: CellId) {
        self.0[c as usize / 64] |= 1 << (c % 64);
    }

    pub fn remove(&mut self, c: CellId) {
        self.0[c as usize / 64] &= !(1 << (c % 64));
    }

    pub fn contains(&self, c: CellId) -> bool {
        self.0[c as usize / 64] & (1 << (c % 64)) != 0
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|w| *w == 0)
    }

    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Do the two sets share a cell?
    pub fn intersects(&self, other: &CellSet) -> bool {
        self.0.iter().zip(&other.0).any(|(a, b)| a & b != 0)
    }

    /// The cells of either set.
    pub fn union(&self, other: &CellSet) -> CellSet {
        CellSet(std::array::from_fn(|n| self.0[n] | other.0[n]))
    }

    /// The cells, in increasing order.
    pub fn iter(&self) -> Cells<'_> {
        Cells {
            words: &self.0,
            at: 0,
            word: self.0[0],
        }
    }
}

impl FromIterator<CellId> for CellSet {
    fn from_iter<I: IntoIterator<Item = CellId>>(cells: I) -> CellSet {
        let mut set = CellSet::EMPTY;
        cells.into_iter().for_each(|c| set.insert(c));
        set
    }
}

/// The cells of a [`CellSet`], in increasing order: a word at a time,
/// skipping empty words (the kings, asked for at every node, are one or
/// two bits of nine words).
pub struct Cells<'a> {
    words: &'a [u64; WORDS],
    at: usize,
    word: u64,
}

impl Iterator for Cells<'_> {
    type Item = CellId;

    fn next(&mut self) -> Option<CellId> {
        while self.word == 0 {
            self.at += 1;
            if self.at == WORDS {
                return None;
            }
            self.word = self.words[self.at];
        }
        let bit = self.word.trailing_zeros();
        self.word &= self.word - 1;
        Some((self.at * 64) as CellId + bit as CellId)
    }
}

/// One cell's lists, kept flat: `starts[c]..starts[c + 1]` index `items`.
#[derive(Debug, Clone, Default)]
struct Flat<T> {
    starts: Vec<u32>,
    items: Vec<T>,
}

impl<T> Flat<T> {
    fn new(per_cell: Vec<Vec<T>>) -> Self {
        let mut starts = vec![0];
        let mut items = Vec::new();
        for list in per_cell {
            items.extend(list);
            starts.push(items.len() as u32);
        }
        Flat { starts, items }
    }

    fn of(&self, c: CellId) -> &[T] {
        &self.items[self.starts[c as usize] as usize..self.starts[c as usize + 1] as usize]
    }
}

/// A family of lines a rider follows (a rook's rays, a slider's modes):
/// from each cell, each line's cells nearest first; the rider reaches
/// each cell of a line up to and including the first occupied one.
#[derive(Debug, Clone)]
pub struct Lines {
    /// Per cell: (start, end) into `cells`, one per line.
    lines: Flat<(u32, u32)>,
    cells: Vec<CellId>,
    /// Per target: the lines from it back toward the riders that could
    /// reach it, each with the set of its positions where such a rider may
    /// stand (bit i: the i-th cell of the path), so that the first
    /// occupied cell along it is the only candidate.
    paths: Flat<(u32, u32, u64)>,
    path_cells: Vec<CellId>,
    /// Per target: every cell of its paths, to tell at once that a cell
    /// emptied lies on none of them.
    through: Vec<CellSet>,
}

impl Lines {
    /// The family whose lines from `c` are `lines_of(c)`, for each cell of
    /// `board`.
    pub fn new(board: &Board, lines_of: impl Fn(CellId) -> Vec<Vec<CellId>>) -> Lines {
        let n = board.len();
        let forward: Vec<Vec<Vec<CellId>>> = board.ids().map(&lines_of).collect();
        let mut cells = Vec::new();
        let mut per_cell = Vec::with_capacity(n);
        for lines in &forward {
            let mut here = Vec::new();
            for line in lines {
                let start = cells.len() as u32;
                cells.extend(line);
                here.push((start, cells.len() as u32));
            }
            per_cell.push(here);
        }
        // A rider on `c` reaches `line[i]` across `line[..i]`: seen from
        // the target, the path back is `line[i-1], .., line[0], c`.
        let mut back: Vec<Vec<Vec<CellId>>> = vec![Vec::new(); n];
        for (c, lines) in forward.iter().enumerate() {
            for line in lines {
                for (i, &t) in line.iter().enumerate() {
                    let mut path: Vec<CellId> = line[..i].iter().rev().copied().collect();
                    path.push(c as CellId);
                    back[t as usize].push(path);
                }
            }
        }
        let mut path_cells = Vec::new();
        let mut paths = Vec::with_capacity(n);
        let mut through = vec![CellSet::EMPTY; n];
        for mut list in back {
            // Longest first, so that a path that is the start of another
            // only marks its end on the longer one.
            list.sort_by_key(|p| std::cmp::Reverse(p.len()));
            let mut merged: Vec<(Vec<CellId>, u64)> = Vec::new();
            for p in list {
                assert!(p.len() <= 64, "a line longer than 64 cells");
                let end = 1u64 << (p.len() - 1);
                match merged.iter_mut().find(|(q, _)| q.starts_with(&p)) {
                    Some((_, mask)) => *mask |= end,
                    None => merged.push((p, end)),
                }
            }
            let mut here = Vec::new();
            for (p, mask) in merged {
                for &c in &p {
                    through[paths.len()].insert(c);
                }
                let start = path_cells.len() as u32;
                path_cells.extend(p);
                here.push((start, path_cells.len() as u32, mask));
            }
            paths.push(here);
        }
        Lines {
            lines: Flat::new(per_cell),
            cells,
            paths: Flat::new(paths),
            path_cells,
            through,
        }
    }

    /// The lines from `from`, each nearest cell first.
    pub fn from(&self, from: CellId) -> impl Iterator<Item = &[CellId]> + '_ {
        self.lines
            .of(from)
            .iter()
            .map(|&(a, b)| &self.cells[a as usize..b as usize])
    }

    /// Is some cell holding a rider (`rider`) on a line that reaches
    /// `target` with nothing (`occupied`) between?
    pub fn reached_by(
        &self,
        target: CellId,
        occupied: impl Fn(CellId) -> bool,
        rider: impl Fn(CellId) -> bool,
    ) -> bool {
        self.paths.of(target).iter().any(|&(a, b, mask)| {
            let path = &self.path_cells[a as usize..b as usize];
            first_rider(path, mask, &occupied, &rider)
        })
    }

    /// Does a path of this family toward `target` cross `via` (could
    /// emptying `via` open a line onto `target`)?
    pub fn crosses(&self, target: CellId, via: CellId) -> bool {
        self.through[target as usize].contains(via)
    }

    /// [`Lines::reached_by`] along the paths through `via` only: what a
    /// cell emptied can open.
    pub fn reached_via(
        &self,
        target: CellId,
        via: CellId,
        occupied: impl Fn(CellId) -> bool,
        rider: impl Fn(CellId) -> bool,
    ) -> bool {
        self.through[target as usize].contains(via)
            && self.paths.of(target).iter().any(|&(a, b, mask)| {
                let path = &self.path_cells[a as usize..b as usize];
                path.contains(&via) && first_rider(path, mask, &occupied, &rider)
            })
    }
}

/// Is the first occupied cell of `path` at a place a rider may stand
/// (`mask`), and a rider?
fn first_rider(
    path: &[CellId],
    mask: u64,
    occupied: &impl Fn(CellId) -> bool,
    rider: &impl Fn(CellId) -> bool,
) -> bool {
    match path.iter().position(|&c| occupied(c)) {
        Some(i) => mask & (1 << i) != 0 && rider(path[i]),
        None => false,
    }
}

/// A leap (or a step, or a pawn's move of one kind): from each cell the
/// cells it lands on, whatever lies between; and back from each target the
/// cells it is landed on from.
#[derive(Debug, Clone)]
pub struct Leaps {
    to: Flat<CellId>,
    back: Flat<CellId>,
    /// `to` again as sets, to ask of one cell at once.
    lands: Vec<CellSet>,
}

impl Leaps {
    pub fn new(board: &Board, leaps_of: impl Fn(CellId) -> Vec<CellId>) -> Leaps {
        let forward: Vec<Vec<CellId>> = board.ids().map(leaps_of).collect();
        let mut back = vec![Vec::new(); board.len()];
        for (c, list) in forward.iter().enumerate() {
            for &t in list {
                back[t as usize].push(c as CellId);
            }
        }
        let lands = forward
            .iter()
            .map(|list| list.iter().copied().collect())
            .collect();
        Leaps {
            to: Flat::new(forward),
            back: Flat::new(back),
            lands,
        }
    }

    pub fn from(&self, from: CellId) -> &[CellId] {
        self.to.of(from)
    }

    /// Does this leap from `from` land on `to`?
    pub fn lands(&self, from: CellId, to: CellId) -> bool {
        self.lands[from as usize].contains(to)
    }

    /// The cells from which this leap lands on `target`.
    pub fn onto(&self, target: CellId) -> &[CellId] {
        self.back.of(target)
    }
}

/// Who answers which cells a kind attacks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Attacks {
    /// The tables: its rides, leaps and captures.
    #[default]
    Tables,
    /// The definition, in its `attacks`.
    Definition,
    /// None: it attacks no cell.
    Never,
}

/// How one kind of piece of one side moves, in the tables of a
/// [`Compiled`]: the indexes of its line families and leaps.
#[derive(Debug, Clone, Default)]
pub struct Program {
    /// Line families it rides, onto empty cells and enemies.
    pub rides: Vec<usize>,
    /// Leaps it makes onto empty cells and enemies.
    pub leaps: Vec<usize>,
    /// Leaps onto empty cells only (a pawn's move).
    pub pushes: Vec<usize>,
    /// Leaps onto enemies only (a pawn's capture); it attacks these cells
    /// whatever stands there.
    pub captures: Vec<usize>,
    /// A leap table giving the order in which the definition lists the
    /// cells of `pushes` and `captures` (a pawn whose moves and captures
    /// interleave); `None`: the moves, then the captures.
    pub order: Option<usize>,
    /// The definition lists this kind's cells itself, in its
    /// `destinations` (a move the tables do not express).
    pub custom: bool,
    /// Which cells it attacks.
    pub attacks: Attacks,
    /// The kinds of enemy it may take by its `leaps` (a bit per kind
    /// index), as Tetrahedral Chess's king takes only pawns and knights
    /// (004:L17, L36); `None`: any.
    pub takes: Option<u32>,
    /// For a kind whose attacks the definition answers: the kinds (a bit
    /// per kind index) whose coming or going, wherever on the board, may
    /// change which cells it attacks while it, its target and the
    /// target's piece stay put (a dababante's, which only pawns block and
    /// its own side's dababantes' colours limit, 004:L27-30, L36);
    /// `None`: any piece's.
    /// After a move that puts or takes no such piece, a cell it did not
    /// attack it still does not.
    pub hangs_on: Option<u32>,
    /// The definition lists this kind's cells sorted, each once (its
    /// lines may cross): the tables do the same.
    pub sorted: bool,
}

impl Program {
    pub fn rides(families: &[usize]) -> Program {
        Program {
            rides: families.to_vec(),
            ..Program::default()
        }
    }

    pub fn leaps(tables: &[usize]) -> Program {
        Program {
            leaps: tables.to_vec(),
            ..Program::default()
        }
    }

    pub fn pawn(pushes: usize, captures: usize) -> Program {
        Program {
            pushes: vec![pushes],
            captures: vec![captures],
            ..Program::default()
        }
    }

    /// The same program for White and Black (a kind whose moves do not
    /// depend on its side), as a [`Compiled`] entry.
    pub fn both(p: Program) -> [Program; 2] {
        [p.clone(), p]
    }

    /// Moves and attacks both answered by the definition.
    pub fn custom() -> Program {
        Program {
            custom: true,
            attacks: Attacks::Definition,
            ..Program::default()
        }
    }
}

/// A variant's movement programs compiled into tables: its line
/// families, its leaps, and for each kind (by its index in
/// `PieceKinds::ALL`) and side (White, Black) the program it follows.
#[derive(Debug, Clone)]
pub struct Compiled {
    pub lines: Vec<Lines>,
    pub leaps: Vec<Leaps>,
    pub programs: Vec<[Program; 2]>,
    /// Per side: each line family with the kinds (bit per kind index)
    /// that ride it, each leap table with the kinds that attack by it,
    /// and the kinds whose attacks the definition answers.
    attackers: [Attackers; 2],
}

#[derive(Debug, Clone, Default)]
struct Attackers {
    rides: Vec<(usize, u32)>,
    leaps: Vec<(usize, u32)>,
    custom: u32,
    /// The union of the custom kinds' `hangs_on` (`None`: one hangs on
    /// any piece).
    hangs_on: Option<u32>,
}

impl Compiled {
    /// The tables, from the line families, the leaps and one program per
    /// kind and side (White's then Black's).
    pub fn new(lines: Vec<Lines>, leaps: Vec<Leaps>, programs: Vec<[Program; 2]>) -> Compiled {
        assert!(programs.len() <= 32, "at most 32 kinds");
        let attackers = [0, 1].map(|side| {
            let mut a = Attackers {
                hangs_on: Some(0),
                ..Attackers::default()
            };
            for (k, p) in programs.iter().enumerate() {
                let p = &p[side];
                let bit = 1u32 << k;
                match p.attacks {
                    Attacks::Tables => {}
                    Attacks::Definition => {
                        a.custom |= bit;
                        a.hangs_on = a.hangs_on.zip(p.hangs_on).map(|(x, y)| x | y);
                        continue;
                    }
                    Attacks::Never => continue,
                }
                for &f in &p.rides {
                    add_kind(&mut a.rides, f, bit);
                }
                for &l in p.leaps.iter().chain(&p.captures) {
                    add_kind(&mut a.leaps, l, bit);
                }
            }
            a
        });
        Compiled {
            lines,
            leaps,
            programs,
            attackers,
        }
    }

    /// For each line family the side's kinds ride, the kinds (bits).
    pub fn riders(&self, side: usize) -> &[(usize, u32)] {
        &self.attackers[side].rides
    }

    /// For each leap table the side's kinds attack by, the kinds.
    pub fn leapers(&self, side: usize) -> &[(usize, u32)] {
        &self.attackers[side].leaps
    }

    /// The side's kinds whose attacks the definition answers.
    pub fn custom_attackers(&self, side: usize) -> u32 {
        self.attackers[side].custom
    }

    /// Might the side's custom attackers attack a cell after a move that
    /// put or took pieces of `kinds` (bits) only, when they did not
    /// before? (Their `hangs_on`.)
    pub fn custom_may_change(&self, side: usize, kinds: u32) -> bool {
        self.attackers[side]
            .hangs_on
            .is_none_or(|hangs| hangs & kinds != 0)
    }
}

fn add_kind(list: &mut Vec<(usize, u32)>, table: usize, bit: u32) {
    match list.iter_mut().find(|(t, _)| *t == table) {
        Some((_, kinds)) => *kinds |= bit,
        None => list.push((table, bit)),
    }
}
