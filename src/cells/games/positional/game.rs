//! Positional 3-D Chess as three [`Definition`]s on the core: the
//! arrays, the pieces, promotion by transfer to another board, turns of a
//! move on each of two boards, and the results (P1-P14 of
//! spec/variants/positional.md), with the unwritten parts as options.

use super::{board, reference, Version};
use crate::cells::game::{self, Definition, Implementation, PieceKinds, Sections, Turn};
use crate::cells::tables::{Compiled, Leaps, Lines, Program};
use crate::cells::{Board, CellId};
use crate::core::side::Side;
use crate::core::variant::{OptionSpec, VariantError};
use serde_json::{Map, Value};

/// The pieces of the arrays (001:L15-L85); there is no queen.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    King,
    Rook,
    Bishop,
    Knight,
    Falcon,
    Pawn,
}

impl PieceKinds for Kind {
    fn index(self) -> usize {
        self as usize
    }

    const ALL: &'static [Kind] = &[
        Kind::King,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::Falcon,
        Kind::Pawn,
    ];

    fn name(self) -> &'static str {
        match self {
            Kind::King => "king",
            Kind::Rook => "rook",
            Kind::Bishop => "bishop",
            Kind::Knight => "knight",
            Kind::Falcon => "falcon",
            Kind::Pawn => "pawn",
        }
    }

    fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Rook => 'R',
            Kind::Bishop => 'B',
            Kind::Knight => 'N',
            Kind::Falcon => 'F',
            Kind::Pawn => 'P',
        }
    }
}

/// How many boards a turn moves on (6x6x4 only; the text never says,
/// spec: turn).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum PerTurn {
    /// Two moves on two different boards, as in 7x7x3 (001:L69).
    #[default]
    Two,
    /// One move on every board in play, as in 8x8x2 (001:L35).
    All,
    /// One move on one board.
    One,
}

/// One version with its options.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Positional {
    pub version: Version,
    /// The Falcon (named, never defined, 001:L29): a leaper whose paths
    /// may be blocked (default) or a plain leaper.
    pub falcon_leaper: bool,
    pub per_turn: PerTurn,
    /// 6x6x4, "The first two checkmates establish the winner" (001:L89):
    /// the first side to mate on two boards wins (false, our default), or
    /// the game's first two mates decide, one each a draw (true).
    pub first_two_mates: bool,
    /// Under `first_two_mates`: when one turn mates on two boards and the
    /// opponent already has a mate, is the game's second mate one of them,
    /// so one each and a draw (`mates=first-two-tie`), or do the turn's
    /// mates count together, the mover reaching two and winning
    /// (`mates=first-two`, our default of that reading)? Spec: mates.
    pub simultaneous_tie: bool,
}

pub type Game = game::Game<Positional>;
pub type Piece = game::Piece<Kind>;
pub type Move = game::Move<Kind>;
pub type MoveKind = game::MoveKind<Kind>;

/// The arrays: White's piece rank and pawn rank, then the pieces a to h
/// (001:L15-L23, L51-L65, L73-L85); Black's mirror White's across the
/// board's middle, on every board alike.
fn array(v: Version) -> (i8, i8, &'static [Kind]) {
    use Kind::*;
    match v {
        Version::Eight => (
            6,
            5,
            &[Knight, Falcon, Bishop, King, Rook, Bishop, Falcon, Knight],
        ),
        Version::Seven => (6, 5, &[Rook, Knight, Bishop, King, Knight, Bishop, Falcon]),
        Version::Six => (5, 4, &[Rook, Knight, Bishop, Bishop, Knight, King]),
    }
}

/// "Pawns promote ... to Rook, Knight, Bishop, or Falcon" (001:L29).
const PROMOTIONS: [Kind; 4] = [Kind::Rook, Kind::Knight, Kind::Bishop, Kind::Falcon];

/// Which row of which board a promotee may be placed on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Row {
    /// A rank, 1 to n.
    Rank(i8),
    /// A file, 0 for a.
    File(i8),
    /// 7x7x3: a2-a6 and g2-g6 (001:L69).
    EdgeFiles,
}

impl Positional {
    /// The version under the adopted readings.
    pub const fn adopted(version: Version) -> Positional {
        Positional {
            version,
            falcon_leaper: false,
            per_turn: PerTurn::Two,
            first_two_mates: false,
            simultaneous_tie: false,
        }
    }

    fn n(&self) -> i8 {
        self.version.size()
    }

    fn forward(side: Side) -> i8 {
        match side {
            Side::White => 1,
            Side::Black => -1,
        }
    }

    /// The rank (1 to n) a pawn of `side` promotes on.
    fn last_rank(&self, side: Side) -> i8 {
        match side {
            Side::White => self.n(),
            Side::Black => 1,
        }
    }

    fn rank(&self, c: CellId) -> i8 {
        self.board().cell(c).coords[1] + 1
    }

    fn level(&self, c: CellId) -> u8 {
        self.board().cell(c).level
    }

    /// Where the piece of a pawn of `side` promoting on board `from` may
    /// go: (board, row) pairs (001:L33, L69, L89).
    fn destinations_of_promotion(&self, side: Side, from: u8) -> Vec<(u8, Row)> {
        let white = side == Side::White;
        let n = self.n();
        match self.version {
            // "White Pawn at rank 8 of board X ... to any empty square in
            // rank 1 of Board Y", Black the reverse (001:L33).
            Version::Eight => vec![(1 - from, Row::Rank(if white { 1 } else { 8 }))],
            // "to an empty square one of a2 ... g6 ... on either of the
            // other two boards" (001:L69).
            Version::Seven => (0..3)
                .filter(|&b| b != from)
                .map(|b| (b, Row::EdgeFiles))
                .collect(),
            // A to B rank 1 / 6, B to C file a / f, C to D file f / a, D
            // to A rank 6 / 1 (001:L89).
            Version::Six => {
                let row = match (from, white) {
                    (0, true) => Row::Rank(1),
                    (0, false) => Row::Rank(n),
                    (1, true) => Row::File(0),
                    (1, false) => Row::File(n - 1),
                    (2, true) => Row::File(n - 1),
                    (2, false) => Row::File(0),
                    (_, true) => Row::Rank(n),
                    (_, false) => Row::Rank(1),
                };
                vec![((from + 1) % 4, row)]
            }
        }
    }

    fn on_row(&self, c: CellId, row: Row) -> bool {
        let [f, r, _] = self.board().cell(c).coords;
        match row {
            Row::Rank(k) => r + 1 == k,
            Row::File(k) => f == k,
            Row::EdgeFiles => (f == 0 || f == self.n() - 1) && (1..self.n() - 1).contains(&r),
        }
    }

    /// The perimeter rows orthogonal to `row` (6x6x4's fallback, 001:L89).
    fn orthogonal_perimeter(&self, c: CellId, row: Row) -> bool {
        let [f, r, _] = self.board().cell(c).coords;
        let n = self.n();
        match row {
            Row::Rank(_) => f == 0 || f == n - 1,
            Row::File(_) => r == 0 || r == n - 1,
            Row::EdgeFiles => false,
        }
    }

    /// The empty squares a promotee of `side` from board `from` may be
    /// placed on, after the pawn's move: the official rows; in 6x6x4, if
    /// they are full, the orthogonal perimeter rows (001:L89).
    fn placements(&self, g: &Game, side: Side, from: u8) -> Vec<CellId> {
        let b = self.board();
        let mut out = Vec::new();
        for (to_board, row) in self.destinations_of_promotion(side, from) {
            if g.frozen.contains(&to_board) {
                continue;
            }
            let empty_on = |test: &dyn Fn(CellId) -> bool| -> Vec<CellId> {
                b.ids()
                    .filter(|&c| self.level(c) == to_board && test(c) && !g.is_occupied(c))
                    .collect()
            };
            let mut squares = empty_on(&|c| self.on_row(c, row));
            if squares.is_empty() && self.version == Version::Six {
                squares = empty_on(&|c| self.orthogonal_perimeter(c, row));
            }
            out.extend(squares);
        }
        out
    }

    /// The moves of `side`'s pieces on board `level` by the rules of the
    /// pieces: a pawn reaching its last rank is a promotion by transfer,
    /// one move per piece kind and placement.
    fn board_moves(&self, g: &Game, side: Side, level: u8) -> Vec<Move> {
        let mut out = Vec::new();
        for from in self.board().ids() {
            if self.level(from) != level || g.piece(from).is_none_or(|p| p.side != side) {
                continue;
            }
            let pawn = g.piece(from).is_some_and(|p| p.kind == Kind::Pawn);
            for to in g.destinations(from) {
                if pawn && self.rank(to) == self.last_rank(side) {
                    let mut after = g.clone();
                    after.put(from, None);
                    after.put(to, None);
                    for at in self.placements(&after, side, level) {
                        for k in PROMOTIONS {
                            out.push(Move {
                                from: Some(from),
                                to,
                                kind: MoveKind::Transfer(k, at),
                            });
                        }
                    }
                } else {
                    out.push(Move {
                        from: Some(from),
                        to,
                        kind: MoveKind::Normal,
                    });
                }
            }
        }
        out
    }

    /// Is `side`'s king on board `level` attacked?
    fn checked_on(&self, g: &Game, side: Side, level: u8) -> bool {
        g.kings_of(side)
            .filter(|&k| self.level(k) == level)
            .any(|k| g.attacked(k, side.opponent()))
    }

    fn live_levels(&self, g: &Game) -> Vec<u8> {
        (0..self.version.boards().len() as u8)
            .filter(|l| !g.frozen.contains(l))
            .collect()
    }

    /// How many boards a turn without a promotion moves on.
    fn boards_per_turn(&self, live: usize) -> usize {
        match (self.version, self.per_turn) {
            (Version::Eight, _) | (Version::Six, PerTurn::All) => live,
            (Version::Six, PerTurn::One) => 1,
            _ => 2,
        }
    }

    /// What a turn is made of (spec: turn): the legal promotions, each a
    /// whole turn, which must leave no king of the mover attacked; each
    /// live board's legal moves, which must leave the king of that board
    /// unattacked; and the sets of boards a turn moves on, one move on
    /// each: as many as the version asks (fewer only if no such set
    /// exists), every board whose king stands in check among them.
    fn turn_parts(&self, g: &Game) -> TurnParts {
        let side = g.to_move;
        let live = self.live_levels(g);
        let mut promotions = Vec::new();
        let mut singles: Vec<(u8, Vec<Move>)> = Vec::new();
        let mut scratch = g.clone();
        for &l in &live {
            let mut here = Vec::new();
            for m in self.board_moves(g, side, l) {
                match m.kind {
                    MoveKind::Transfer(..) => {
                        if !after(g, &mut scratch, &m, |a| a.in_check(side)) {
                            promotions.push(m);
                        }
                    }
                    _ => {
                        if !after(g, &mut scratch, &m, |a| self.checked_on(a, side, l)) {
                            here.push(m);
                        }
                    }
                }
            }
            singles.push((l, here));
        }
        let checked: Vec<u8> = live
            .iter()
            .copied()
            .filter(|&l| self.checked_on(g, side, l))
            .collect();
        let movable: Vec<u8> = singles
            .iter()
            .filter(|(_, m)| !m.is_empty())
            .map(|(l, _)| *l)
            .collect();
        let mut combinations = Vec::new();
        for k in (1..=self.boards_per_turn(live.len()).min(movable.len())).rev() {
            // An untouched board's king must not stand in check.
            combinations = choose(&movable, k)
                .into_iter()
                .filter(|boards| checked.iter().all(|c| boards.contains(c)))
                .collect();
            if !combinations.is_empty() {
                break;
            }
        }
        (promotions, singles, combinations)
    }

    /// Has the side to move's king on `level` been mated: attacked, and
    /// no legal move on that board nor legal promotion made on it or
    /// placed onto it takes it out of check? A promotion is a whole turn
    /// (001:L69), so it answers only if it leaves no king of the mover
    /// attacked on any board in play (its pawn may be pinned on its own
    /// board, or that board in check): the same legality as
    /// [`Positional::turns`] (issue 22; spec: mates). With `outright`, a
    /// promotion answers if it takes this king out of check, whatever it
    /// leaves on the other boards: mated outright, no move and no promotion
    /// at all answers (spec: mate-with-check).
    fn mated_on(&self, g: &Game, level: u8, outright: bool) -> bool {
        let side = g.to_move;
        if !self.checked_on(g, side, level) {
            return false;
        }
        let mut scratch = g.clone();
        let mut resolves = |m: &Move| {
            after(g, &mut scratch, m, |a| match m.kind {
                MoveKind::Transfer(..) if !outright => !a.in_check(side),
                _ => !self.checked_on(a, side, level),
            })
        };
        !self.live_levels(g).into_iter().any(|l| {
            self.board_moves(g, side, l).iter().any(|m| {
                let here = l == level;
                let placed_here =
                    matches!(m.kind, MoveKind::Transfer(_, at) if self.level(at) == level);
                (here || placed_here) && resolves(m)
            })
        })
    }

    /// What `side` may answer on board `level` of `g` ([`Replies`]).
    fn replies_on(&self, g: &Game, side: Side, level: u8) -> Replies {
        let mut scratch = g.clone();
        let mut r = Replies {
            moves: 0,
            checked: self.checked_on(g, side, level),
            promotes: false,
        };
        for m in self.board_moves(g, side, level) {
            match m.kind {
                MoveKind::Transfer(..) => {
                    r.promotes = true;
                    break;
                }
                _ => {
                    let legal = !after(g, &mut scratch, &m, |a| self.checked_on(a, side, level));
                    r.moves += u64::from(legal);
                }
            }
        }
        r
    }

    /// Perft(2) by the core, each of the mover's turns answered from its
    /// boards' [`Replies`]: a piece moves and attacks within its own board
    /// (001:L45: "the movement of the pawn (or piece) within the
    /// originating board"; only a promotion leaves it), so the answers on
    /// a board hang on that board alone, and are worked out once for the
    /// board untouched and once after each of the mover's moves there,
    /// not once per turn. The opponent's turns are then one move on each
    /// of as many boards as a turn takes. A turn after which a king of the
    /// opponent stands in check (a mate may freeze its board) or a pawn of
    /// the opponent may promote (onto another board), and a promotion of
    /// the mover, is played and counted whole, as [`Definition::count_turns`] does.
    fn two_plies(&self, g: &Game) -> u64 {
        if self.result(g).is_some() {
            return 0;
        }
        let (promotions, singles, combinations) = self.turn_parts(g);
        let opponent = g.to_move.opponent();
        let per_turn = self.boards_per_turn(singles.len());
        let untouched: Vec<Replies> = singles
            .iter()
            .map(|(l, _)| self.replies_on(g, opponent, *l))
            .collect();
        let moved: Vec<Vec<Replies>> = singles
            .iter()
            .map(|(l, moves)| {
                moves
                    .iter()
                    .map(|m| {
                        let mut a = g.clone();
                        a.apply(m);
                        a.to_move = opponent;
                        self.replies_on(&a, opponent, *l)
                    })
                    .collect()
            })
            .collect();
        let whole = |t: &[Move]| {
            self.count_turns(&g.play_turn(t))
                .expect("positional counts turns")
        };
        let mut nodes: u64 = promotions.iter().map(|m| whole(&[*m])).sum();
        // Each turn's boards' replies, in one buffer for every turn.
        let mut replies = untouched.clone();
        for boards in &combinations {
            let at: Vec<usize> = boards
                .iter()
                .map(|l| {
                    singles
                        .iter()
                        .position(|(x, _)| x == l)
                        .expect("a live board")
                })
                .collect();
            let mut choice = vec![0; at.len()];
            'turns: loop {
                replies.copy_from_slice(&untouched);
                for (&i, &j) in at.iter().zip(&choice) {
                    replies[i] = moved[i][j];
                }
                nodes += match replies.iter().any(|r| r.checked || r.promotes) {
                    true => {
                        let t: Vec<Move> = at
                            .iter()
                            .zip(&choice)
                            .map(|(&i, &j)| singles[i].1[j])
                            .collect();
                        whole(&t)
                    }
                    false => turns_of(replies.iter().map(|r| r.moves), per_turn),
                };
                // The next choice of one move on each board, odometer-wise.
                for (c, &i) in choice.iter_mut().zip(&at).rev() {
                    *c += 1;
                    if *c < singles[i].1.len() {
                        continue 'turns;
                    }
                    *c = 0;
                }
                break;
            }
        }
        nodes
    }
}

/// [`Positional::turn_parts`]: the promotions, each board's moves, the
/// sets of boards a turn moves on.
type TurnParts = (Vec<Move>, Vec<(u8, Vec<Move>)>, Vec<Vec<u8>>);

/// What the side to move may answer on one board ([`Positional::two_plies`]):
/// its legal moves there other than promotions, whether its king there
/// stands in check, and whether a pawn of it there promotes (a promotion
/// places a piece on another board, so it is not the board's alone; the
/// count of moves is then left unfinished).
#[derive(Clone, Copy)]
struct Replies {
    moves: u64,
    checked: bool,
    promotes: bool,
}

/// The turns of one move on each of `k` boards (fewer if fewer boards
/// have a move) when board i has `moves[i]` moves and no king stands in
/// check: over every such set of boards, the product of their moves.
fn turns_of(moves: impl Iterator<Item = u64> + Clone, k: usize) -> u64 {
    let k = k.min(moves.clone().filter(|&n| n > 0).count());
    if k == 0 {
        return 0;
    }
    // sums[j]: over the sets of j boards seen so far, the products; a
    // turn moves on at most the four boards of 6x6x4.
    let mut sums = [0u64; 5];
    sums[0] = 1;
    for n in moves {
        for j in (1..=k).rev() {
            sums[j] += sums[j - 1] * n;
        }
    }
    sums[k]
}

/// `look` at the position after the move `m` of `g`, the side to move
/// unchanged: by the core on `scratch` (a copy of `g`), the move made and
/// undone; by the reference on a fresh copy.
fn after<R>(g: &Game, scratch: &mut Game, m: &Move, look: impl FnOnce(&Game) -> R) -> R {
    match g.implementation {
        Implementation::Engine => scratch.with_applied(m, look),
        Implementation::Reference => {
            let mut a = g.clone();
            a.apply(m);
            look(&a)
        }
    }
}

/// All choices of `k` items of `items`, in order.
fn choose(items: &[u8], k: usize) -> Vec<Vec<u8>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for (i, &x) in items.iter().enumerate() {
        for mut rest in choose(&items[i + 1..], k - 1) {
            rest.insert(0, x);
            out.push(rest);
        }
    }
    out
}

/// The options: key, values (default first), where the passage is, and
/// the versions that have it.
const OPTIONS: [(&str, [&str; 3], &str); 3] = [
    (
        "falcon",
        ["paths", "leaper", ""],
        "001:L29 names the Falcon, never defines it (spec/variants/positional.md#falcon)",
    ),
    (
        "turn",
        ["two", "all", "one"],
        "001:L89 never states 6x6x4's turn (spec/variants/positional.md#turn)",
    ),
    (
        "mates",
        ["first-to-two", "first-two", "first-two-tie"],
        "001:L89 \"The first two checkmates establish the winner\" (spec/variants/positional.md#mates)",
    ),
];

impl Definition for Positional {
    type Kind = Kind;

    fn id(&self) -> &'static str {
        match self.version {
            Version::Eight => "positional-8x8x2",
            Version::Seven => "positional-7x7x3",
            Version::Six => "positional-6x6x4",
        }
    }

    fn title(&self) -> &'static str {
        match self.version {
            Version::Eight => "Positional 3-D Chess, 8x8x2 (two boards)",
            Version::Seven => "Positional 3-D Chess, 7x7x3 (three boards)",
            Version::Six => "Positional 3-D Chess, 6x6x4 (four boards)",
        }
    }

    fn seed(&self) -> &'static str {
        "001"
    }

    fn board(&self) -> &'static Board {
        board(self.version)
    }

    fn levels(&self) -> &'static [&'static str] {
        self.version.boards()
    }

    fn option_set(&self) -> Vec<OptionSpec> {
        let n = if self.version == Version::Six { 3 } else { 1 };
        // 8x8x2 has no `falcon=leaper`: its own start would have each
        // king attacked by the enemy falcons (spec: falcon).
        let first = usize::from(self.version == Version::Eight);
        OPTIONS[first..n]
            .iter()
            .map(|o| OptionSpec {
                key: o.0,
                values: o.1.iter().copied().filter(|v| !v.is_empty()).collect(),
                source: o.2,
            })
            .collect()
    }

    fn with_options(&self, fields: &Map<String, Value>) -> Result<Self, VariantError> {
        let mut d = *self;
        let specs = self.option_set();
        for (n, v) in game::chosen(&specs, fields)? {
            match specs[n].key {
                "falcon" => d.falcon_leaper = v == 1,
                "mates" => {
                    d.first_two_mates = v >= 1;
                    d.simultaneous_tie = v == 2;
                }
                _ => d.per_turn = [PerTurn::Two, PerTurn::All, PerTurn::One][v],
            }
        }
        Ok(d)
    }

    fn chosen_options(&self) -> Map<String, Value> {
        let mut m = Map::new();
        if self.version != Version::Eight {
            let falcon = if self.falcon_leaper {
                "leaper"
            } else {
                "paths"
            };
            m.insert("falcon".into(), falcon.into());
        }
        if self.version == Version::Six {
            let turn = match self.per_turn {
                PerTurn::Two => "two",
                PerTurn::All => "all",
                PerTurn::One => "one",
            };
            m.insert("turn".into(), turn.into());
            let mates = match (self.first_two_mates, self.simultaneous_tie) {
                (false, _) => "first-to-two",
                (true, false) => "first-two",
                (true, true) => "first-two-tie",
            };
            m.insert("mates".into(), mates.into());
        }
        m
    }

    /// Every board starts with the same array; White moves first.
    fn initial(&self) -> Game {
        let mut g = Game::new(*self);
        let (piece_rank, pawn_rank, pieces) = array(self.version);
        let n = self.n();
        for c in self.board().ids() {
            let [f, r, _] = self.board().cell(c).coords;
            let rank = r + 1;
            let piece = |side, kind| Some(Piece { side, kind });
            let p = match rank {
                _ if rank == piece_rank => piece(Side::White, pieces[f as usize]),
                _ if rank == pawn_rank => piece(Side::White, Kind::Pawn),
                _ if rank == n + 1 - pawn_rank => piece(Side::Black, Kind::Pawn),
                _ if rank == n + 1 - piece_rank => piece(Side::Black, pieces[f as usize]),
                _ => None,
            };
            g.put(c, p);
        }
        g
    }

    fn king(&self) -> Kind {
        Kind::King
    }

    /// The core's rays and leaps as tables (issue 26), per version and
    /// falcon reading: the rook's and the bishop's rays, the king's and
    /// the knight's leaps, the Falcon's as a leaper (`falcon=leaper`;
    /// under `falcon=paths` the definition answers for it), each side's
    /// pawn step and captures.
    fn compiled(&self) -> Option<&'static Compiled> {
        static TABLES: [std::sync::OnceLock<Compiled>; 6] =
            [const { std::sync::OnceLock::new() }; 6];
        let version = Version::ALL
            .iter()
            .position(|v| *v == self.version)
            .expect("a version");
        let slot = &TABLES[version * 2 + usize::from(self.falcon_leaper)];
        Some(slot.get_or_init(|| {
            let b = self.board();
            let rays = |dirs: std::ops::Range<usize>| {
                Lines::new(b, |c| dirs.clone().map(|d| b.ray(c, d).collect()).collect())
            };
            let pawn = |side| {
                let f = Self::forward(side);
                [
                    Leaps::new(b, |c| b.leap(c, &[[0, f, 0]])),
                    Leaps::new(b, |c| b.leap(c, &[[1, f, 0], [-1, f, 0]])),
                ]
            };
            let [white_step, white_captures] = pawn(Side::White);
            let [black_step, black_captures] = pawn(Side::Black);
            let leaps = vec![
                Leaps::new(b, |c| super::king(b, c)),
                Leaps::new(b, |c| super::knight(b, c)),
                Leaps::new(b, |c| super::falcon(b, c, |_| false, true)),
                white_step,
                white_captures,
                black_step,
                black_captures,
            ];
            let programs = vec![
                Program::both(Program::leaps(&[0])),
                Program::both(Program::rides(&[0])),
                Program::both(Program::rides(&[1])),
                Program::both(Program::leaps(&[1])),
                Program::both(match self.falcon_leaper {
                    true => Program::leaps(&[2]),
                    false => Program::custom(),
                }),
                [Program::pawn(3, 4), Program::pawn(5, 6)],
            ];
            Compiled::new(vec![rays(0..4), rays(4..8)], leaps, programs)
        }))
    }

    fn destinations(&self, g: &Game, from: CellId) -> Vec<CellId> {
        let b = self.board();
        let p = g.piece(from).expect("a piece on from");
        let occupied = |c| g.is_occupied(c);
        let core = g.implementation == Implementation::Engine;
        let raw = match p.kind {
            Kind::Rook if core => super::rook(b, from, occupied),
            Kind::Rook => reference::rook(b, from, occupied),
            Kind::Bishop if core => super::bishop(b, from, occupied),
            Kind::Bishop => reference::bishop(b, from, occupied),
            Kind::King if core => super::king(b, from),
            Kind::King => reference::king(b, from),
            Kind::Knight if core => super::knight(b, from),
            Kind::Knight => reference::knight(b, from),
            Kind::Falcon if core => super::falcon(b, from, occupied, self.falcon_leaper),
            Kind::Falcon => reference::falcon(b, from, occupied, self.falcon_leaper),
            Kind::Pawn if core => {
                let f = Self::forward(p.side);
                let ahead = b.at(crate::cells::add(b.cell(from).coords, [0, f, 0]));
                let mut out: Vec<CellId> = ahead.filter(|&c| !occupied(c)).into_iter().collect();
                out.extend(
                    b.leap(from, &[[1, f, 0], [-1, f, 0]])
                        .into_iter()
                        .filter(|&c| occupied(c)),
                );
                out
            }
            Kind::Pawn => reference::pawn(b, from, Self::forward(p.side), occupied),
        };
        raw.into_iter()
            .filter(|&t| g.piece(t).is_none_or(|q| q.side != p.side))
            .collect()
    }

    /// A pawn attacks its two forward diagonals, other pieces what they
    /// reach.
    fn attacks(&self, g: &Game, from: CellId, target: CellId) -> bool {
        let p = g.piece(from).expect("a piece on from");
        let b = self.board();
        match p.kind {
            Kind::Pawn => {
                let f = Self::forward(p.side);
                b.leap(from, &[[1, f, 0], [-1, f, 0]]).contains(&target)
            }
            // Asked of one square, by the core (the Falcon's moves are
            // the definition's under falcon=paths, issue 26).
            Kind::Falcon if g.implementation == Implementation::Engine => {
                g.piece(target).is_none_or(|q| q.side != p.side)
                    && super::falcon_reaches(
                        b,
                        from,
                        target,
                        |c| g.is_occupied(c),
                        self.falcon_leaper,
                    )
            }
            _ => {
                self.board().cell(from).level == b.cell(target).level
                    && self.destinations(g, from).contains(&target)
            }
        }
    }

    /// The turns (001:L35, L69; spec: turn): a promotion is the whole
    /// turn; otherwise one move on each of the required number of
    /// different boards (fewer only if no such turn exists), and after the
    /// turn no king of the mover on a board in play is attacked.
    fn turns(&self, g: &Game) -> Option<Vec<Turn<Kind>>> {
        if self.result(g).is_some() {
            return Some(Vec::new());
        }
        let (promotions, singles, combinations) = self.turn_parts(g);
        let mut turns: Vec<Turn<Kind>> = promotions.into_iter().map(|m| vec![m]).collect();
        for boards in combinations {
            let mut partial: Vec<Turn<Kind>> = vec![Vec::new()];
            for l in &boards {
                let moves = &singles.iter().find(|(x, _)| x == l).expect("a board").1;
                partial = partial
                    .into_iter()
                    .flat_map(|t| {
                        moves.iter().map(move |m| {
                            let mut t = t.clone();
                            t.push(*m);
                            t
                        })
                    })
                    .collect();
            }
            turns.extend(partial);
        }
        Some(turns)
    }

    /// How many turns [`Positional::turns`] lists, without listing them:
    /// the promotions and, for each set of boards, the product of their
    /// boards' numbers of moves.
    fn count_turns(&self, g: &Game) -> Option<u64> {
        if self.result(g).is_some() {
            return Some(0);
        }
        let (promotions, singles, combinations) = self.turn_parts(g);
        let moves_on = |l: &u8| {
            singles
                .iter()
                .find(|(x, _)| x == l)
                .map_or(0, |(_, m)| m.len() as u64)
        };
        let products: u64 = combinations
            .iter()
            .map(|boards| boards.iter().map(moves_on).product::<u64>())
            .sum();
        Some(promotions.len() as u64 + products)
    }

    /// [`Positional::two_plies`].
    fn count_two_plies(&self, g: &Game) -> Option<u64> {
        Some(self.two_plies(g))
    }

    /// 7x7x3 and 6x6x4: a board on which the side now to move is mated is
    /// frozen and the mate counted for the mover (001:L69, L89). "Once a
    /// mate occurs on a board, its pieces are frozen" (001:L89): the boards
    /// mated outright (no move and no promotion at all answers) freeze
    /// first; then every other board in check is judged, all of them in
    /// the one position with those boards frozen, so that board order
    /// decides nothing (spec: mate-with-check).
    fn after_turn(&self, g: &mut Game) {
        if !self.counts_mates() {
            return;
        }
        let mover = g.to_move.opponent();
        let mated = |g: &Game, outright| -> Vec<u8> {
            self.live_levels(g)
                .into_iter()
                .filter(|&l| self.mated_on(g, l, outright))
                .collect()
        };
        let before = g.frozen.len();
        let outright = mated(g, true);
        g.frozen.extend(outright);
        let rest = mated(g, false);
        g.frozen.extend(rest);
        // One turn's mated boards in board order, whichever step found them.
        g.frozen[before..].sort_unstable();
        g.mates[mover.index()] += (g.frozen.len() - before) as u8;
    }

    /// "Two out of three checkmates" (001:L69), "the first two
    /// checkmates" (001:L89): a side that has mated on two boards has won;
    /// under `mates=first-two` (6x6x4), the game's first two mates end it,
    /// a draw when each side has one. Mates of one turn are simultaneous:
    /// a side that reaches two by them wins, but under `mates=first-two-tie`
    /// a game in which both sides have mated is drawn, however many the
    /// last turn gave (spec: mates).
    fn result(&self, g: &Game) -> Option<&'static str> {
        let [w, b] = g.mates;
        let tie = w.min(b) >= 1 && (w.max(b) < 2 || self.simultaneous_tie);
        match (self.counts_mates(), self.first_two_mates) {
            (false, _) => None,
            (true, true) if w + b >= 2 && tie => Some("draw"),
            (true, _) => (w.max(b) >= 2).then_some("checkmate"),
        }
    }

    fn kings(&self) -> usize {
        self.version.boards().len()
    }

    fn several_moves_a_turn(&self) -> bool {
        true
    }

    fn counts_mates(&self) -> bool {
        self.version != Version::Eight
    }

    /// No pawn on its first or last rank.
    fn may_stand(&self, p: Piece, c: CellId) -> Result<(), &'static str> {
        let rank = self.rank(c);
        if p.kind == Kind::Pawn && (rank == 1 || rank == self.n()) {
            return Err(": pawns never stand on the first or last rank (001:L33)");
        }
        Ok(())
    }

    fn sections(&self) -> Sections<Kind> {
        // Within a board the pieces move as in ordinary chess (P2); the
        // falcon is named, never defined (#falcon); the turn of 6x6x4 is
        // not written (#turn).
        const PIECES: &[(Kind, &[&str])] = &[
            (Kind::King, &["P2"]),
            (Kind::Rook, &["P2"]),
            (Kind::Bishop, &["P2"]),
            (Kind::Knight, &["P2"]),
            (Kind::Falcon, &["falcon", "P2"]),
            (Kind::Pawn, &["P14"]),
        ];
        let check: &'static [&'static str] = match self.version {
            Version::Eight => &["P7"],
            Version::Seven => &["P10"],
            Version::Six => &["P13"],
        };
        let moves: &'static [(&str, &[&str])] = match self.version {
            Version::Eight => &[("promotion", &["P5", "P6"])],
            Version::Seven => &[("promotion", &["P5", "P9"])],
            Version::Six => &[("promotion", &["P5", "P11", "P12"])],
        };
        Sections {
            pieces: PIECES,
            moves,
            check,
            options: &[("falcon", "falcon"), ("turn", "turn"), ("mates", "P13")],
            // A turn on all four boards: 13^4 first turns from the start,
            // far more later; `turn=one` measures the turn.
            unmeasured: &[("turn", "all")],
        }
    }
}
