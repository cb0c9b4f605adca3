//! Tetrahedral Chess as a [`Definition`] on the core: the pieces' moves
//! with their conditions, the pocket knight's drop, castling, promotion
//! and the king rule (T1-T14 of spec/variants/tetrahedral.md). Every
//! piece's destinations come from one of two implementations: the core's
//! slides and leaps ([`super::rook`], [`super::knight`], the dababante's
//! ride here) or the literal reference ([`super::reference`]), so perft
//! can be counted both ways.

use super::{board, reference};
pub use crate::cells::game::Implementation;
use crate::cells::game::{self, Definition, PieceKinds, Refusal, Sections};
use crate::cells::tables::{Attacks, CellSet, Compiled, Leaps, Lines, Program};
use crate::cells::{Board, CellId};
use crate::core::side::Side;
use std::sync::OnceLock;

/// The variant (it has no options yet).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Tetrahedral;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    King,
    Rook,
    Knight,
    Dababante,
    Pawn,
}

impl PieceKinds for Kind {
    fn index(self) -> usize {
        self as usize
    }

    const ALL: &'static [Kind] = &[
        Kind::King,
        Kind::Rook,
        Kind::Knight,
        Kind::Dababante,
        Kind::Pawn,
    ];

    fn name(self) -> &'static str {
        match self {
            Kind::King => "king",
            Kind::Rook => "rook",
            Kind::Knight => "knight",
            Kind::Dababante => "dababante",
            Kind::Pawn => "pawn",
        }
    }

    fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Rook => 'R',
            Kind::Knight => 'N',
            Kind::Dababante => 'D',
            Kind::Pawn => 'P',
        }
    }
}

pub type Game = game::Game<Tetrahedral>;
pub type Piece = game::Piece<Kind>;
pub type Move = game::Move<Kind>;
pub type MoveKind = game::MoveKind<Kind>;

/// The home level (0 = I) and the direction of "forward" of each side.
fn home(side: Side) -> (i32, i32) {
    match side {
        Side::White => (0, 1),
        Side::Black => (6, -1),
    }
}

/// Red and yellow are warm (004:L8).
fn warm(c: CellId) -> bool {
    matches!(board().cell(c).colour, 0 | 3)
}

/// A pawn's forward-adjacent cells (004:L32): the neighbours one level
/// toward the enemy, by the chosen implementation.
fn ahead(from: CellId, side: Side, imp: Implementation) -> Vec<CellId> {
    let forward = home(side).1;
    match imp {
        Implementation::Engine => board()
            .neighbours(from)
            .filter(|&n| level(n) - level(from) == forward)
            .collect(),
        Implementation::Reference => reference::forward_adjacent(from, forward),
    }
}

/// If `to` lies on a line from `from`: the direction and how many cells
/// along it (a table of every pair, built once).
fn aligned(from: CellId, to: CellId) -> Option<(usize, usize)> {
    static TABLE: OnceLock<Vec<Option<(u8, u8)>>> = OnceLock::new();
    let b = board();
    let table = TABLE.get_or_init(|| {
        let mut t = vec![None; b.len() * b.len()];
        for from in b.ids() {
            for d in 0..b.directions.len() {
                for (k, c) in b.ray(from, d).enumerate() {
                    t[from as usize * b.len() + c as usize] = Some((d as u8, k as u8 + 1));
                }
            }
        }
        t
    });
    table[from as usize * b.len() + to as usize].map(|(d, k)| (d as usize, k as usize))
}

fn level(c: CellId) -> i32 {
    board().cell(c).level as i32
}

/// The cells of each colour (the dababante's king step asks whether its
/// side has a dababante on the target's colour, 004:L28).
fn of_colour(colour: u8) -> &'static CellSet {
    static SETS: OnceLock<Vec<CellSet>> = OnceLock::new();
    &SETS.get_or_init(|| {
        let b = board();
        let mut sets = vec![CellSet::EMPTY; b.colours.len()];
        for c in b.ids() {
            sets[b.cell(c).colour as usize].insert(c);
        }
        sets
    })[colour as usize]
}

/// The home row, "Rook - Dababante - Dababante - King - Dababante -
/// Dababante - Rook" (004:L39), on level I from a7 to g1 and on level VII
/// from a1 to g7.
const HOME_ROW: [Kind; 7] = [
    Kind::Rook,
    Kind::Dababante,
    Kind::Dababante,
    Kind::King,
    Kind::Dababante,
    Kind::Dababante,
    Kind::Rook,
];

/// The two castles of each side: (king's destination, rook's start,
/// rook's destination), the king moving two cells toward the rook and the
/// rook passing it (004:L18).
pub fn castles(side: Side) -> [(&'static str, &'static str, &'static str); 2] {
    match side {
        Side::White => [("Ib6", "Ia7", "Ic5"), ("If2", "Ig1", "Ie3")],
        Side::Black => [("VIIb2", "VIIa1", "VIIc3"), ("VIIf6", "VIIg7", "VIIe5")],
    }
}

/// A side's king home and its two castles (king's destination, rook's
/// start, rook's destination), as cells.
type CastleCells = (CellId, [(CellId, CellId, CellId); 2]);

/// [`castles`] and the king's home as cells, found once (castling is
/// looked for at every position).
fn castle_cells(side: Side) -> &'static CastleCells {
    static CELLS: OnceLock<[CastleCells; 2]> = OnceLock::new();
    &CELLS.get_or_init(|| {
        [Side::White, Side::Black].map(|side| {
            let king = cell(if side == Side::White { "Id4" } else { "VIId4" });
            (
                king,
                castles(side).map(|(k, f, t)| (cell(k), cell(f), cell(t))),
            )
        })
    })[side.index()]
}

/// The cells whose unmoved king and rooks castle (004:L18, L39).
const WHITE_HOMES: [(&str, Kind); 3] = [
    ("Id4", Kind::King),
    ("Ia7", Kind::Rook),
    ("Ig1", Kind::Rook),
];
const BLACK_HOMES: [(&str, Kind); 3] = [
    ("VIId4", Kind::King),
    ("VIIa1", Kind::Rook),
    ("VIIg7", Kind::Rook),
];

fn cell(name: &str) -> CellId {
    board().find(name).expect("a cell of the definition")
}

impl Game {
    /// The setup of 004:L39: White on level I, Black on VII, pawns filling
    /// levels II and VI, a knight in each pocket; White moves first.
    pub fn start() -> Game {
        let b = board();
        let mut g = Game::empty();
        for (n, kind) in HOME_ROW.iter().enumerate() {
            let file = (b'a' + n as u8) as char;
            let white = format!("I{file}{}", 7 - n);
            let black = format!("VII{file}{}", n + 1);
            g.put(
                cell(&white),
                Some(Piece {
                    side: Side::White,
                    kind: *kind,
                }),
            );
            g.put(
                cell(&black),
                Some(Piece {
                    side: Side::Black,
                    kind: *kind,
                }),
            );
        }
        for c in b.ids() {
            let side = match b.cell(c).level {
                1 => Side::White,
                5 => Side::Black,
                _ => continue,
            };
            g.put(
                c,
                Some(Piece {
                    side,
                    kind: Kind::Pawn,
                }),
            );
        }
        g.castling = ["Id4", "Ia7", "Ig1", "VIId4", "VIIa1", "VIIg7"]
            .map(cell)
            .to_vec();
        g.pockets = [1, 1];
        g
    }

    /// An empty board, White to move, no knights in pocket, no castling
    /// rights: what a position read from the protocol fills in.
    pub fn empty() -> Game {
        Game::new(Tetrahedral)
    }

    /// White's and Black's kings, if they stand next to each other: no
    /// move may lead there (004:L17, spec: king-rule), so no game does.
    pub fn adjacent_kings(&self) -> Option<(CellId, CellId)> {
        let (w, b) = (self.king_of(Side::White)?, self.king_of(Side::Black)?);
        matches!(aligned(w, b), Some((_, 1))).then_some((w, b))
    }

    /// The dababante (004:L27-29): a ride over the cells of its own
    /// colour, jumping every piece but a pawn — "a Pawn is the only piece
    /// that can block a Dababante" (004:L36) — and a king step onto a
    /// colour on which its side has no dababante.
    fn dababante(&self, from: CellId, side: Side) -> Vec<CellId> {
        let b = board();
        let pawn = |c: CellId| self.piece(c).is_some_and(|q| q.kind == Kind::Pawn);
        let mut out = match self.implementation {
            Implementation::Engine => {
                let mut out = Vec::new();
                for d in 0..b.directions.len() {
                    // Every second cell is the rider's colour (lines
                    // alternate two colours, 004:L8). A pawn stops the
                    // ride: one between two landing cells before it, one
                    // on a landing cell on it (it may be taken).
                    for (n, c) in b.ray(from, d).enumerate() {
                        let landing = n % 2 == 1;
                        if landing {
                            out.push(c);
                        }
                        if pawn(c) {
                            break;
                        }
                    }
                }
                out
            }
            Implementation::Reference => reference::dababante_ride(from, pawn),
        };
        let own = self.pieces_of(side, Kind::Dababante);
        out.extend(
            b.neighbours(from)
                .filter(|&n| !own.intersects(of_colour(b.cell(n).colour))),
        );
        out
    }

    /// Does the dababante of `side` on `from` reach `target` (not its own
    /// side's), by the core: the cell two, four or six cells along a line
    /// with no pawn between (004:L27, L36), or a neighbour of a colour on
    /// which `side` has no dababante (004:L28). What [`Game::dababante`]
    /// lists, asked of one cell through the table of aligned cells.
    fn dababante_reaches(&self, from: CellId, side: Side, target: CellId) -> bool {
        let b = board();
        match aligned(from, target) {
            Some((_, 1)) => !self
                .pieces_of(side, Kind::Dababante)
                .intersects(of_colour(b.cell(target).colour)),
            Some((d, far)) if far % 2 == 0 => {
                let pawns = self
                    .pieces_of(Side::White, Kind::Pawn)
                    .union(self.pieces_of(Side::Black, Kind::Pawn));
                b.ray(from, d).take(far - 1).all(|c| !pawns.contains(c))
            }
            _ => false,
        }
    }

    /// The pawn (004:L32): forward-adjacent cells, to move onto the other
    /// temperature, to capture onto the same.
    fn pawn(&self, from: CellId, side: Side) -> Vec<CellId> {
        ahead(from, side, self.implementation)
            .into_iter()
            .filter(|&t| {
                let same = warm(t) == warm(from);
                match self.piece(t) {
                    None => !same,
                    Some(q) => same && q.side != side,
                }
            })
            .collect()
    }

    /// Castling (004:L18): king and rook unmoved, the cells between them
    /// empty, the king not in check and the cell it crosses not attacked.
    fn castle_moves(&self) -> Vec<Move> {
        let side = self.to_move;
        let (king_home, castles) = castle_cells(side);
        let king_home = *king_home;
        if !self.castling.contains(&king_home) || self.in_check(side) {
            return Vec::new();
        }
        let mut out = Vec::new();
        for &(to, rook_from, rook_to) in castles {
            // The rook's destination is the cell the king crosses.
            let between_empty = !self.is_occupied(to) && !self.is_occupied(rook_to);
            if self.castling.contains(&rook_from)
                && between_empty
                && !self.attacked(rook_to, side.opponent())
            {
                out.push(Move {
                    from: Some(king_home),
                    to,
                    kind: MoveKind::Castle(rook_from, rook_to),
                });
            }
        }
        out
    }
}

impl Definition for Tetrahedral {
    type Kind = Kind;

    fn id(&self) -> &'static str {
        "tetrahedral"
    }

    fn title(&self) -> &'static str {
        "J. Mark Thompson, Tetrahedral Chess"
    }

    /// Perft(7) of the start is 5.3e10, 35.8 times perft(6)
    /// (spec/perft.md): perft(8) is about 1.9e12 nodes, Goff's perft(6)
    /// in size, and perft(9) about 7e13.
    fn perft_limit(&self) -> u32 {
        8
    }

    fn seed(&self) -> &'static str {
        "004"
    }

    fn board(&self) -> &'static Board {
        board()
    }

    fn levels(&self) -> &'static [&'static str] {
        &super::LEVELS
    }

    fn initial(&self) -> Game {
        Game::start()
    }

    fn king(&self) -> Kind {
        Kind::King
    }

    /// The core's rays and leaps as tables (issue 26): the rook rides the
    /// twelve directions (004:L15), the knight leaps (004:L21-23), a pawn
    /// attacks the forward-adjacent cells of its own temperature
    /// (004:L32), the king steps to its neighbours and takes only pawns
    /// and knights (004:L17, L36) and attacks nothing (its moves never
    /// reach the enemy king, 004:L17). The dababante's moves, which hang
    /// on the pawns around and on its own side's dababantes, stay the
    /// definition's.
    fn compiled(&self) -> Option<&'static Compiled> {
        static TABLES: OnceLock<Compiled> = OnceLock::new();
        Some(TABLES.get_or_init(|| {
            let b = board();
            let rays = Lines::new(b, |c| (0..12).map(|d| b.ray(c, d).collect()).collect());
            // A pawn moves onto the other temperature, captures onto
            // the same (004:L32), in the order of its forward cells.
            let steps = |side, same: Option<bool>| {
                Leaps::new(b, |c| {
                    ahead(c, side, Implementation::Engine)
                        .into_iter()
                        .filter(|&t| same.is_none_or(|s| (warm(t) == warm(c)) == s))
                        .collect()
                })
            };
            let mut leaps = vec![Leaps::new(b, super::knight)];
            for side in [Side::White, Side::Black] {
                leaps.extend([None, Some(false), Some(true)].map(|same| steps(side, same)));
            }
            leaps.push(Leaps::new(b, super::king));
            let bit = |k: Kind| 1 << k.index();
            let pawn = |order: usize| Program {
                order: Some(order),
                pushes: vec![order + 1],
                captures: vec![order + 2],
                ..Program::default()
            };
            let programs = vec![
                Program::both(Program {
                    takes: Some(bit(Kind::Pawn) | bit(Kind::Knight)),
                    attacks: Attacks::Never,
                    ..Program::leaps(&[7])
                }),
                Program::both(Program::rides(&[0])),
                Program::both(Program::leaps(&[0])),
                // Only pawns block it (004:L36) and only its own side's
                // dababantes limit its king step (004:L28; losing one
                // makes the others stronger, L30).
                Program::both(Program {
                    hangs_on: Some(bit(Kind::Pawn) | bit(Kind::Dababante)),
                    ..Program::custom()
                }),
                [pawn(1), pawn(4)],
            ];
            Compiled::new(vec![rays], leaps, programs)
        }))
    }

    fn destinations(&self, g: &Game, from: CellId) -> Vec<CellId> {
        let p = g.piece(from).expect("a piece on from");
        let occupied = |c| g.is_occupied(c);
        let raw = match (p.kind, g.implementation) {
            (Kind::Rook, Implementation::Engine) => super::rook(from, occupied),
            (Kind::Rook, Implementation::Reference) => reference::rook(from, occupied),
            (Kind::Knight, Implementation::Engine) => super::knight(from),
            (Kind::Knight, Implementation::Reference) => reference::knight(from),
            (Kind::King, _) => super::king(from),
            (Kind::Dababante, _) => g.dababante(from, p.side),
            (Kind::Pawn, _) => g.pawn(from, p.side),
        };
        raw.into_iter()
            .filter(|&t| match g.piece(t) {
                None => true,
                Some(q) if q.side == p.side => false,
                // A king takes only pawns and knights (004:L17, L36).
                Some(q) => p.kind != Kind::King || matches!(q.kind, Kind::Pawn | Kind::Knight),
            })
            .collect()
    }

    /// A pawn attacks the forward-adjacent cells of its own temperature
    /// (004:L32), other pieces every cell they reach; kings attack nothing
    /// (they never stand next to each other, 004:L17).
    fn attacks(&self, g: &Game, from: CellId, target: CellId) -> bool {
        let p = g.piece(from).expect("a piece on from");
        match p.kind {
            Kind::King => false,
            Kind::Dababante if g.implementation == Implementation::Engine => {
                g.piece(target).is_none_or(|q| q.side != p.side)
                    && g.dababante_reaches(from, p.side, target)
            }
            Kind::Pawn => {
                warm(target) == warm(from)
                    && ahead(from, p.side, g.implementation).contains(&target)
            }
            _ => self.destinations(g, from).contains(&target),
        }
    }

    /// A pawn reaching the farthest level becomes a rook, knight or
    /// dababante (004:L35).
    fn promotions(&self, g: &Game, from: CellId, to: CellId) -> Vec<Kind> {
        let p = g.piece(from).expect("a piece on from");
        let (home_level, forward) = home(p.side);
        match p.kind == Kind::Pawn && level(to) == home_level + 6 * forward {
            true => vec![Kind::Rook, Kind::Knight, Kind::Dababante],
            false => Vec::new(),
        }
    }

    /// The pocket knight's drop onto an empty cell at most two levels from
    /// home (004:L25, spec: drop-zone), and castling.
    fn specials(&self, g: &Game) -> Vec<Move> {
        let side = g.to_move;
        let mut out = Vec::new();
        if g.pockets[side.index()] > 0 {
            let home_level = home(side).0;
            for to in board().ids() {
                if (level(to) - home_level).abs() <= 2 && !g.is_occupied(to) {
                    out.push(Move {
                        from: None,
                        to,
                        kind: MoveKind::Drop,
                    });
                }
            }
        }
        out.extend(g.castle_moves());
        out
    }

    /// No king moves next to the enemy king (004:L17; spec: king-rule).
    fn allowed(&self, after: &Game) -> Result<(), Refusal> {
        match after.adjacent_kings() {
            None => Ok(()),
            Some((white, black)) => Err(Refusal::KingsAdjacent {
                white,
                black,
                rule: "no king moves next to the enemy king (004:L17)",
            }),
        }
    }

    /// The king rule looks only at where the kings stand.
    fn allowed_by_kings(&self) -> bool {
        true
    }

    fn pocket(&self) -> Option<(Kind, u8)> {
        Some((Kind::Knight, 1))
    }

    /// A pawn never stands on its home level and promotes on the farthest
    /// (004:L35).
    fn may_stand(&self, p: Piece, c: CellId) -> Result<(), &'static str> {
        let l = level(c);
        let (home_level, forward) = home(p.side);
        if p.kind == Kind::Pawn && (l == home_level || l == home_level + 6 * forward) {
            return Err(
                " (a pawn never stands on its home level and promotes on the farthest, 004:L35)",
            );
        }
        Ok(())
    }

    fn castling_homes(&self, side: Side) -> &'static [(&'static str, Kind)] {
        match side {
            Side::White => &WHITE_HOMES,
            Side::Black => &BLACK_HOMES,
        }
    }

    fn sections(&self) -> Sections<Kind> {
        Sections {
            pieces: &[
                (Kind::King, &["T8"]),
                (Kind::Rook, &["T7"]),
                (Kind::Knight, &["T10"]),
                (Kind::Dababante, &["T12"]),
                (Kind::Pawn, &["T13"]),
            ],
            moves: &[
                ("castle", &["T9"]),
                ("drop", &["T11"]),
                ("promotion", &["T13"]),
            ],
            check: &["T8"],
            options: &[],
            unmeasured: &[],
        }
    }
}
