//! Tetrahedral Chess as a game: the pieces' moves with their conditions,
//! the pocket knight's drop, castling, promotion, check, mate and
//! stalemate (T1-T14 of spec/variants/tetrahedral.md). Every piece's
//! destinations come from one of two implementations: the core's slides
//! and leaps ([`super::rook`], [`super::knight`], the dababante's ride
//! here) or the literal reference ([`super::reference`]), so perft can be
//! counted both ways.

use super::{board, reference};
use crate::cells::CellId;
use crate::pieces::Side;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    King,
    Rook,
    Knight,
    Dababante,
    Pawn,
}

impl Kind {
    pub const ALL: [Kind; 5] = [
        Kind::King,
        Kind::Rook,
        Kind::Knight,
        Kind::Dababante,
        Kind::Pawn,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Kind::King => "king",
            Kind::Rook => "rook",
            Kind::Knight => "knight",
            Kind::Dababante => "dababante",
            Kind::Pawn => "pawn",
        }
    }

    pub fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Rook => 'R',
            Kind::Knight => 'N',
            Kind::Dababante => 'D',
            Kind::Pawn => 'P',
        }
    }

    pub fn parse(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == s)
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub kind: Kind,
}

/// Which implementation answers "where can this piece go".
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Implementation {
    #[default]
    Core,
    Reference,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MoveKind {
    Normal,
    /// A pawn reaching the farthest level becomes this piece (T13).
    Promotion(Kind),
    /// The pocket knight is dropped on `to` (T11).
    Drop,
    /// The king moves two cells, the rook from `.0` to `.1` (T9).
    Castle(CellId, CellId),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// `None` for a drop.
    pub from: Option<CellId>,
    pub to: CellId,
    pub kind: MoveKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub cells: Vec<Option<Piece>>,
    pub to_move: Side,
    /// Knights in pocket, White's then Black's (T11).
    pub pockets: [u8; 2],
    /// Home cells of the kings and rooks that have not moved (T9).
    pub castling: Vec<CellId>,
    pub implementation: Implementation,
}

/// The home level (0 = I) and the direction of "forward" of each side.
fn home(side: Side) -> (i32, i32) {
    match side {
        Side::White => (0, 1),
        Side::Black => (6, -1),
    }
}

fn index(side: Side) -> usize {
    match side {
        Side::White => 0,
        Side::Black => 1,
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
        Implementation::Core => board()
            .neighbours(from)
            .filter(|&n| level(n) - level(from) == forward)
            .collect(),
        Implementation::Reference => reference::forward_adjacent(from, forward),
    }
}

fn level(c: CellId) -> i32 {
    board().cell(c).level as i32
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

fn cell(name: &str) -> CellId {
    board().find(name).expect("a cell of the definition")
}

impl Game {
    /// The setup of 004:L39: White on level I, Black on VII, pawns filling
    /// levels II and VI, a knight in each pocket; White moves first.
    pub fn start() -> Game {
        let b = board();
        let mut cells = vec![None; b.len()];
        for (n, kind) in HOME_ROW.iter().enumerate() {
            let file = (b'a' + n as u8) as char;
            let white = format!("I{file}{}", 7 - n);
            let black = format!("VII{file}{}", n + 1);
            cells[cell(&white) as usize] = Some(Piece {
                side: Side::White,
                kind: *kind,
            });
            cells[cell(&black) as usize] = Some(Piece {
                side: Side::Black,
                kind: *kind,
            });
        }
        for c in b.ids() {
            let side = match b.cell(c).level {
                1 => Side::White,
                5 => Side::Black,
                _ => continue,
            };
            cells[c as usize] = Some(Piece {
                side,
                kind: Kind::Pawn,
            });
        }
        let castling = ["Id4", "Ia7", "Ig1", "VIId4", "VIIa1", "VIIg7"]
            .map(cell)
            .to_vec();
        Game {
            cells,
            to_move: Side::White,
            pockets: [1, 1],
            castling,
            implementation: Implementation::Core,
        }
    }

    /// An empty board, White to move, no knights in pocket, no castling
    /// rights: what a position read from the protocol fills in.
    pub fn empty() -> Game {
        Game {
            cells: vec![None; board().len()],
            to_move: Side::White,
            pockets: [0, 0],
            castling: Vec::new(),
            implementation: Implementation::Core,
        }
    }

    pub fn piece(&self, c: CellId) -> Option<Piece> {
        self.cells[c as usize]
    }

    fn occupied(&self) -> impl Fn(CellId) -> bool + '_ {
        |c| self.cells[c as usize].is_some()
    }

    /// The cells the piece on `from` reaches, its own pieces' cells and
    /// the captures it may not make left out (turn and check ignored).
    pub fn destinations(&self, from: CellId) -> Vec<CellId> {
        let p = self.piece(from).expect("a piece on from");
        let raw = match (p.kind, self.implementation) {
            (Kind::Rook, Implementation::Core) => super::rook(from, self.occupied()),
            (Kind::Rook, Implementation::Reference) => reference::rook(from, self.occupied()),
            (Kind::Knight, Implementation::Core) => super::knight(from),
            (Kind::Knight, Implementation::Reference) => reference::knight(from),
            (Kind::King, _) => super::king(from),
            (Kind::Dababante, imp) => self.dababante(from, p.side, imp),
            (Kind::Pawn, imp) => self.pawn(from, p.side, imp),
        };
        raw.into_iter()
            .filter(|&t| match self.piece(t) {
                None => true,
                Some(q) if q.side == p.side => false,
                // A king takes only pawns and knights (004:L17, L36).
                Some(q) => p.kind != Kind::King || matches!(q.kind, Kind::Pawn | Kind::Knight),
            })
            .collect()
    }

    /// The dababante (004:L27-29): a ride over the cells of its own
    /// colour, jumping every piece but a pawn — "a Pawn is the only piece
    /// that can block a Dababante" (004:L36) — and a king step onto a
    /// colour on which its side has no dababante.
    fn dababante(&self, from: CellId, side: Side, imp: Implementation) -> Vec<CellId> {
        let b = board();
        let pawn = |c: CellId| self.piece(c).is_some_and(|q| q.kind == Kind::Pawn);
        let mut out = match imp {
            Implementation::Core => {
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
        let own_colours: Vec<u8> = b
            .ids()
            .filter(|&c| {
                self.piece(c)
                    == Some(Piece {
                        side,
                        kind: Kind::Dababante,
                    })
            })
            .map(|c| b.cell(c).colour)
            .collect();
        out.extend(
            b.neighbours(from)
                .filter(|&n| !own_colours.contains(&b.cell(n).colour)),
        );
        out
    }

    /// The pawn (004:L32): forward-adjacent cells, to move onto the other
    /// temperature, to capture onto the same.
    fn pawn(&self, from: CellId, side: Side, imp: Implementation) -> Vec<CellId> {
        ahead(from, side, imp)
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

    /// Does a piece of `by` attack `target`: could it capture there? A
    /// pawn attacks the forward-adjacent cells of its own temperature
    /// (004:L32), other pieces every cell they reach; kings attack nothing
    /// (they never stand next to each other, 004:L17).
    pub fn attacked(&self, target: CellId, by: Side) -> bool {
        board().ids().any(|c| match self.piece(c) {
            Some(p) if p.side == by && p.kind == Kind::Pawn => {
                warm(target) == warm(c) && ahead(c, by, self.implementation).contains(&target)
            }
            Some(p) if p.side == by && p.kind != Kind::King => {
                self.destinations(c).contains(&target)
            }
            _ => false,
        })
    }

    /// The cell of `side`'s king (the first, if a position analysed
    /// holds several).
    pub fn king_of(&self, side: Side) -> Option<CellId> {
        board().ids().find(|&c| {
            self.piece(c)
                == Some(Piece {
                    side,
                    kind: Kind::King,
                })
        })
    }

    /// White's and Black's kings, if they stand next to each other: no
    /// move may lead there (004:L17, spec: king-rule), so no game does.
    pub fn adjacent_kings(&self) -> Option<(CellId, CellId)> {
        let (w, b) = (self.king_of(Side::White)?, self.king_of(Side::Black)?);
        board().neighbours(w).any(|n| n == b).then_some((w, b))
    }

    pub fn in_check(&self, side: Side) -> bool {
        self.king_of(side)
            .is_some_and(|k| self.attacked(k, side.opponent()))
    }

    /// Every move by the rules of the pieces, before king safety.
    pub fn pseudo_legal(&self) -> Vec<Move> {
        let b = board();
        let side = self.to_move;
        let (home_level, forward) = home(side);
        let far = home_level + 6 * forward;
        let mut out = Vec::new();
        for from in b.ids() {
            let Some(p) = self.piece(from).filter(|p| p.side == side) else {
                continue;
            };
            for to in self.destinations(from) {
                if p.kind == Kind::Pawn && level(to) == far {
                    for k in [Kind::Rook, Kind::Knight, Kind::Dababante] {
                        out.push(Move {
                            from: Some(from),
                            to,
                            kind: MoveKind::Promotion(k),
                        });
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
        if self.pockets[index(side)] > 0 {
            for to in b.ids() {
                let near = (level(to) - home_level).abs() <= 2;
                if near && self.piece(to).is_none() {
                    out.push(Move {
                        from: None,
                        to,
                        kind: MoveKind::Drop,
                    });
                }
            }
        }
        out.extend(self.castle_moves());
        out
    }

    /// Castling (004:L18): king and rook unmoved, the cells between them
    /// empty, the king not in check and the cell it crosses not attacked.
    fn castle_moves(&self) -> Vec<Move> {
        let side = self.to_move;
        let king_home = cell(if side == Side::White { "Id4" } else { "VIId4" });
        if !self.castling.contains(&king_home) || self.in_check(side) {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (to, rook_from, rook_to) in castles(side) {
            let (to, rook_from, rook_to) = (cell(to), cell(rook_from), cell(rook_to));
            // The rook's destination is the cell the king crosses.
            let between_empty = self.piece(to).is_none() && self.piece(rook_to).is_none();
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

    /// The game after `m` (assumed pseudo-legal).
    pub fn play(&self, m: &Move) -> Game {
        let mut g = self.clone();
        let side = self.to_move;
        match (m.from, m.kind) {
            (None, _) => {
                g.pockets[index(side)] -= 1;
                g.cells[m.to as usize] = Some(Piece {
                    side,
                    kind: Kind::Knight,
                });
            }
            (Some(from), kind) => {
                let mut p = g.cells[from as usize].take().expect("a mover");
                if let MoveKind::Promotion(k) = kind {
                    p.kind = k;
                }
                g.cells[m.to as usize] = Some(p);
                if let MoveKind::Castle(rf, rt) = kind {
                    let rook = g.cells[rf as usize].take();
                    g.cells[rt as usize] = rook;
                    g.castling.retain(|&c| c != rf);
                }
                g.castling.retain(|&c| c != from && c != m.to);
            }
        }
        g.to_move = side.opponent();
        g
    }

    /// Legal moves: the mover's king not attacked after the move, and a
    /// king never next to the enemy king (004:L17; spec: king-rule).
    pub fn legal_moves(&self) -> Vec<Move> {
        let side = self.to_move;
        let mut moves: Vec<Move> = self
            .pseudo_legal()
            .into_iter()
            .filter(|m| {
                let after = self.play(m);
                after.adjacent_kings().is_none() && !after.in_check(side)
            })
            .collect();
        moves.sort();
        moves
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| self.play(m).perft(depth - 1)).sum()
    }
}
