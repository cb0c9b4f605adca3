//! Chess in the Third Dimension as a [`Definition`] on the core: the
//! pieces (D5-D9), the pawn (D11), promotion (D12), castling (D10) and the
//! setup, with the readings of spec/variants/third-dimension.md as
//! options. Every piece's cells come from the core (rays and leaps of
//! [`super`]) or from the literal reference ([`super::reference`]).

use super::{board, reference, Layout, LEVELS};
use crate::cells::game::{self, Definition, Implementation, PieceKinds, Sections};
use crate::cells::tables::{Compiled, Leaps, Lines, Program};
use crate::cells::{add, Board, CellId, Coords};
use crate::core::side::Side;
use crate::core::variant::{OptionSpec, VariantError};
use serde_json::{Map, Value};
use std::sync::OnceLock;

/// "A standard chess set is used" (003:L21).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
}

impl PieceKinds for Kind {
    fn index(self) -> usize {
        self as usize
    }

    const ALL: &'static [Kind] = &[
        Kind::King,
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::Pawn,
    ];

    fn name(self) -> &'static str {
        match self {
            Kind::King => "king",
            Kind::Queen => "queen",
            Kind::Rook => "rook",
            Kind::Bishop => "bishop",
            Kind::Knight => "knight",
            Kind::Pawn => "pawn",
        }
    }

    fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Queen => 'Q',
            Kind::Rook => 'R',
            Kind::Bishop => 'B',
            Kind::Knight => 'N',
            Kind::Pawn => 'P',
        }
    }
}

/// The pawn's "sideways diagonal" step onto an enemy level (003:L55).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Sideways {
    /// A move, as the text words it, and a capture, as a bishop's step
    /// toward the enemy (our default).
    #[default]
    Both,
    /// Only to an empty cube.
    Move,
    /// Only taking.
    Capture,
}

/// Which rook may castle (003:L51).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum CastlingRook {
    /// Any friendly rook standing on the rook's starting cube, as the text
    /// says (our default).
    #[default]
    Any,
    /// Only the unmoved rook, as in traditional chess.
    Unmoved,
}

/// Knights and gaps (003:L37, spec: knight-gaps).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum KnightGaps {
    /// A leap is allowed if one of its routes has its middle cube.
    #[default]
    Either,
    /// A leap of two levels needs both its middle cubes on the level
    /// between.
    Both,
}

/// The variant, with its options.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct ThirdDimension {
    pub layout: Layout,
    pub sideways: Sideways,
    pub castling_rook: CastlingRook,
    /// "Can be immediately promoted as in traditional chess" (003:L57):
    /// compulsory by default, optional if set.
    pub optional_promotion: bool,
    pub knight_gaps: KnightGaps,
}

pub type Game = game::Game<ThirdDimension>;
pub type Piece = game::Piece<Kind>;
pub type Move = game::Move<Kind>;
pub type MoveKind = game::MoveKind<Kind>;

/// Each option: key, values (the default first), where the passage is.
const OPTIONS: [(&str, [&str; 3], &str); 5] = [
    (
        "layout",
        ["a", "mirror", ""],
        "003:L17, L51, L55 (spec/variants/third-dimension.md#board)",
    ),
    (
        "pawn-sideways",
        ["both", "move", "capture"],
        "003:L55 (spec/variants/third-dimension.md#pawn-sideways)",
    ),
    (
        "castling-rook",
        ["any", "unmoved", ""],
        "003:L51 (spec/variants/third-dimension.md#castling-rook)",
    ),
    (
        "promotion",
        ["compulsory", "optional", ""],
        "003:L57 (spec/variants/third-dimension.md#promotion)",
    ),
    (
        "knight-gaps",
        ["either", "both", ""],
        "003:L37 (spec/variants/third-dimension.md#knight-gaps)",
    ),
];

fn values(n: usize) -> Vec<&'static str> {
    OPTIONS[n]
        .1
        .iter()
        .copied()
        .filter(|v| !v.is_empty())
        .collect()
}

/// The home levels (0 = I) and the sign of "forward" along the ranks:
/// White starts on I and III, Black on II and IV, "the far rank of the
/// enemy starting positions" being rank 4 for White and 1 for Black
/// (003:L57).
pub fn homes(side: Side) -> ([u8; 2], i8) {
    match side {
        Side::White => ([0, 2], 1),
        Side::Black => ([1, 3], -1),
    }
}

/// The side whose starting level `level` is.
fn owner(level: u8) -> Side {
    match level % 2 {
        0 => Side::White,
        _ => Side::Black,
    }
}

/// The setup (003:L21's diagram is lost; spec: setup): a traditional back
/// rank cut in two, White's `R N B Q` on Ia1-Id1 and `K B N R` on
/// IIIa1-IIId1, which puts king and rooks where castling needs them
/// (003:L51); Black's the same turned half round, `R N B K` on IIa4-IId4
/// and `Q B N R` on IVa4-IVd4; the pawns on the next rank.
const SETUP: [(&str, [Kind; 4]); 4] = [
    ("Ia1", [Kind::Rook, Kind::Knight, Kind::Bishop, Kind::Queen]),
    (
        "IIIa1",
        [Kind::King, Kind::Bishop, Kind::Knight, Kind::Rook],
    ),
    ("IIa4", [Kind::Rook, Kind::Knight, Kind::Bishop, Kind::King]),
    (
        "IVa4",
        [Kind::Queen, Kind::Bishop, Kind::Knight, Kind::Rook],
    ),
];

/// The castles of 003:L51: (rook's start, king's destination, rook's
/// destination, the cubes that must be empty, the cube the king crosses).
type Castle = (
    &'static str,
    &'static str,
    &'static str,
    &'static [&'static str],
    Option<&'static str>,
);

fn castles(side: Side) -> [Castle; 2] {
    match side {
        Side::White => [
            (
                "IIId1",
                "IIIc1",
                "IIIb1",
                &["IIIb1", "IIIc1"],
                Some("IIIb1"),
            ),
            ("Ia1", "Ic1", "Id1", &["Ib1", "Ic1", "Id1"], None),
        ],
        Side::Black => [
            ("IIa4", "IIb4", "IIc4", &["IIb4", "IIc4"], Some("IIc4")),
            ("IVd4", "IVb4", "IVa4", &["IVc4", "IVb4", "IVa4"], None),
        ],
    }
}

const WHITE_HOMES: [(&str, Kind); 3] = [
    ("IIIa1", Kind::King),
    ("IIId1", Kind::Rook),
    ("Ia1", Kind::Rook),
];
const BLACK_HOMES: [(&str, Kind); 3] = [
    ("IId4", Kind::King),
    ("IIa4", Kind::Rook),
    ("IVd4", Kind::Rook),
];

impl ThirdDimension {
    /// A cube's rank on its level, 0 for rank 1.
    fn rank(&self, c: CellId) -> i8 {
        let cell = self.board().cell(c);
        cell.coords[1] - self.layout.offset(cell.level as i8).1
    }

    /// Is `c` a cube where a pawn of `side` is promoted: rank 4 of II and
    /// IV for White, rank 1 of I and III for Black (003:L57)?
    pub fn promotes(&self, side: Side, c: CellId) -> bool {
        let level = self.board().cell(c).level;
        let far = if side == Side::White { 3 } else { 0 };
        owner(level) != side && self.rank(c) == far
    }

    /// The pawn's one-cube steps (003:L55) as offsets, by the core: the
    /// moves, then the captures. A level change goes onto an enemy level
    /// only, which a pawn on an enemy level has already done ("once a
    /// pawn has changed levels, it cannot change levels again").
    fn pawn_offsets(&self, side: Side, level: u8) -> (Vec<Coords>, Vec<Coords>) {
        let f = homes(side).1;
        let mut moves = vec![[0, f, 0]];
        let mut captures = vec![[1, f, 0], [-1, f, 0]];
        if owner(level) == side {
            for dz in [1, -1] {
                moves.push([0, 0, dz]);
                captures.extend([[0, f, dz]]);
                for dx in [1, -1] {
                    if self.sideways != Sideways::Capture {
                        moves.push([dx, 0, dz]);
                    }
                    if self.sideways != Sideways::Move {
                        captures.push([dx, 0, dz]);
                    }
                }
            }
        }
        (moves, captures)
    }

    fn pawn_core(&self, from: CellId, side: Side) -> (Vec<CellId>, Vec<CellId>) {
        let b = self.board();
        let at = b.cell(from).coords;
        let (moves, captures) = self.pawn_offsets(side, b.cell(from).level);
        let cells = |offsets: Vec<Coords>| -> Vec<CellId> {
            offsets
                .into_iter()
                .filter_map(|o| b.at(add(at, o)))
                .collect()
        };
        (cells(moves), cells(captures))
    }

    /// The core's rays, leaps and pawn steps as tables (issue 26): the
    /// rook's rays through faces and the bishop's through edges (the
    /// queen rides both, in that order, as [`super::queen`] lists them),
    /// the king's and the knight's leaps, each side's pawn moves and
    /// captures; the options that move pieces (layout, pawn-sideways,
    /// knight-gaps) each give their own tables.
    fn compile(&self) -> Compiled {
        let b = self.board();
        let rays = |dirs: std::ops::Range<usize>| {
            Lines::new(b, |c| dirs.clone().map(|d| b.ray(c, d).collect()).collect())
        };
        let both = self.knight_gaps == KnightGaps::Both;
        let pawn = |side| {
            [0, 1].map(|n| {
                Leaps::new(b, |c| {
                    let (moves, captures) = self.pawn_core(c, side);
                    [moves, captures][n].clone()
                })
            })
        };
        let [white_moves, white_captures] = pawn(Side::White);
        let [black_moves, black_captures] = pawn(Side::Black);
        let leaps = vec![
            Leaps::new(b, |c| super::king(b, c)),
            Leaps::new(b, |c| super::knight_with(b, c, both)),
            white_moves,
            white_captures,
            black_moves,
            black_captures,
        ];
        let programs = vec![
            Program::both(Program::leaps(&[0])),
            Program::both(Program::rides(&[0, 1])),
            Program::both(Program::rides(&[0])),
            Program::both(Program::rides(&[1])),
            Program::both(Program::leaps(&[1])),
            [Program::pawn(2, 3), Program::pawn(4, 5)],
        ];
        Compiled::new(
            vec![rays(super::faces()), rays(super::edges())],
            leaps,
            programs,
        )
    }

    /// A pawn's moves and captures as the text reads them, cube by cube.
    fn pawn_reference(&self, from: CellId, side: Side) -> (Vec<CellId>, Vec<CellId>) {
        let rule = reference::PawnRule {
            forward: homes(side).1,
            enemy_level: &|l| owner(l) != side,
            sideways_move: self.sideways != Sideways::Capture,
            sideways_capture: self.sideways != Sideways::Move,
        };
        reference::pawn(self.board(), from, &rule)
    }

    fn pawn(&self, g: &Game, from: CellId, side: Side) -> (Vec<CellId>, Vec<CellId>) {
        match g.implementation {
            Implementation::Engine => self.pawn_core(from, side),
            Implementation::Reference => self.pawn_reference(from, side),
        }
    }

    /// Castling (003:L51): the king's first move, a friendly rook on the
    /// rook's starting cube (unmoved too, under `castling-rook=unmoved`),
    /// the cubes between empty, not out of check, the crossed cube not
    /// attacked; into check is left to the legality test.
    fn castle_moves(&self, g: &Game) -> Vec<Move> {
        let side = g.to_move;
        let king_home = g.cell(self.castling_homes(side)[0].0);
        if !g.castling.contains(&king_home) || g.in_check(side) {
            return Vec::new();
        }
        let rook = Piece {
            side,
            kind: Kind::Rook,
        };
        let mut out = Vec::new();
        for (rook_from, to, rook_to, empty, crossed) in castles(side) {
            let rook_from = g.cell(rook_from);
            let rook_ok = g.piece(rook_from) == Some(rook)
                && (self.castling_rook == CastlingRook::Any || g.castling.contains(&rook_from));
            let clear = empty.iter().all(|c| !g.is_occupied(g.cell(c)));
            let safe = crossed.is_none_or(|c| !g.attacked(g.cell(c), side.opponent()));
            if rook_ok && clear && safe {
                out.push(Move {
                    from: Some(king_home),
                    to: g.cell(to),
                    kind: MoveKind::Castle(rook_from, g.cell(rook_to)),
                });
            }
        }
        out
    }

    /// The literal knight ([`reference::knight_with`]) from `from`. It
    /// hangs on no piece, so it is computed for every cell once per
    /// layout and gap reading and then looked up: the reference asks it
    /// for every target of every knight in `verify`'s differential.
    fn reference_knight(&self, from: CellId) -> Vec<CellId> {
        type Table = OnceLock<Vec<Vec<CellId>>>;
        static TABLES: [[Table; 2]; 2] = [
            [OnceLock::new(), OnceLock::new()],
            [OnceLock::new(), OnceLock::new()],
        ];
        let both = self.knight_gaps == KnightGaps::Both;
        let layout = match self.layout {
            Layout::A => 0,
            Layout::Mirror => 1,
        };
        let b = self.board();
        TABLES[layout][usize::from(both)].get_or_init(|| {
            b.ids()
                .map(|c| reference::knight_with(b, c, both))
                .collect()
        })[from as usize]
            .clone()
    }
}

impl Definition for ThirdDimension {
    type Kind = Kind;

    fn id(&self) -> &'static str {
        "third-dimension"
    }

    fn title(&self) -> &'static str {
        "Lawrence Sulky, Chess in the Third Dimension"
    }

    /// Perft(6) of the start is 6.7e9 and each ply multiplies by about
    /// 43 (spec/perft.md): perft(7) is about 3e11 nodes, perft(8) about
    /// 1.2e13, beyond Goff's perft(6).
    fn perft_limit(&self) -> u32 {
        7
    }

    fn seed(&self) -> &'static str {
        "003"
    }

    fn board(&self) -> &'static Board {
        board(self.layout)
    }

    fn levels(&self) -> &'static [&'static str] {
        &LEVELS
    }

    fn option_set(&self) -> Vec<OptionSpec> {
        (0..OPTIONS.len())
            .map(|n| OptionSpec {
                key: OPTIONS[n].0,
                values: values(n),
                source: OPTIONS[n].2,
            })
            .collect()
    }

    fn with_options(&self, fields: &Map<String, Value>) -> Result<Self, VariantError> {
        let mut d = *self;
        for (n, v) in game::chosen(&self.option_set(), fields)? {
            match n {
                0 => d.layout = [Layout::A, Layout::Mirror][v],
                1 => d.sideways = [Sideways::Both, Sideways::Move, Sideways::Capture][v],
                2 => d.castling_rook = [CastlingRook::Any, CastlingRook::Unmoved][v],
                3 => d.optional_promotion = v == 1,
                _ => d.knight_gaps = [KnightGaps::Either, KnightGaps::Both][v],
            }
        }
        Ok(d)
    }

    fn chosen_options(&self) -> Map<String, Value> {
        let chosen = [
            [Layout::A, Layout::Mirror]
                .iter()
                .position(|l| *l == self.layout),
            [Sideways::Both, Sideways::Move, Sideways::Capture]
                .iter()
                .position(|s| *s == self.sideways),
            [CastlingRook::Any, CastlingRook::Unmoved]
                .iter()
                .position(|s| *s == self.castling_rook),
            Some(usize::from(self.optional_promotion)),
            [KnightGaps::Either, KnightGaps::Both]
                .iter()
                .position(|s| *s == self.knight_gaps),
        ];
        OPTIONS
            .iter()
            .zip(chosen)
            .map(|(o, v)| (o.0.to_string(), Value::from(o.1[v.unwrap_or(0)])))
            .collect()
    }

    /// The setup (spec: setup); White moves first; both kings may castle,
    /// and under `castling-rook=unmoved` the four rooks too.
    fn initial(&self) -> Game {
        let mut g = Game::new(*self);
        for (first, row) in SETUP {
            let level = &first[..first.len() - 2];
            let rank: i8 = first[first.len() - 1..].parse().expect("a rank");
            let side = if rank == 1 { Side::White } else { Side::Black };
            let pawn_rank = rank + homes(side).1;
            for (f, kind) in row.into_iter().enumerate() {
                let file = (b'a' + f as u8) as char;
                g.put(
                    g.cell(&format!("{level}{file}{rank}")),
                    Some(Piece { side, kind }),
                );
                g.put(
                    g.cell(&format!("{level}{file}{pawn_rank}")),
                    Some(Piece {
                        side,
                        kind: Kind::Pawn,
                    }),
                );
            }
        }
        for side in [Side::White, Side::Black] {
            for (n, (home, _)) in self.castling_homes(side).iter().enumerate() {
                if n == 0 || self.castling_rook == CastlingRook::Unmoved {
                    g.castling.push(g.cell(home));
                }
            }
        }
        g
    }

    fn king(&self) -> Kind {
        Kind::King
    }

    /// One set of tables per layout, pawn-sideways and knight-gaps value.
    fn compiled(&self) -> Option<&'static Compiled> {
        static TABLES: [OnceLock<Compiled>; 12] = [const { OnceLock::new() }; 12];
        let n = usize::from(self.layout == Layout::Mirror) * 6
            + self.sideways as usize * 2
            + usize::from(self.knight_gaps == KnightGaps::Both);
        Some(TABLES[n].get_or_init(|| self.compile()))
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
            Kind::Queen if core => super::queen(b, from, occupied),
            Kind::Queen => {
                let mut q = reference::rook(b, from, occupied);
                q.extend(reference::bishop(b, from, occupied));
                q
            }
            Kind::King if core => super::king(b, from),
            Kind::King => reference::king(b, from),
            Kind::Knight if core => {
                super::knight_with(b, from, self.knight_gaps == KnightGaps::Both)
            }
            Kind::Knight => self.reference_knight(from),
            Kind::Pawn => {
                let (moves, captures) = self.pawn(g, from, p.side);
                let mut out: Vec<CellId> = moves.into_iter().filter(|&t| !occupied(t)).collect();
                out.extend(captures.into_iter().filter(|&t| occupied(t)));
                out
            }
        };
        raw.into_iter()
            .filter(|&t| g.piece(t).is_none_or(|q| q.side != p.side))
            .collect()
    }

    /// A pawn attacks the cubes it captures on, a king its neighbours,
    /// other pieces every cube they reach.
    fn attacks(&self, g: &Game, from: CellId, target: CellId) -> bool {
        let p = g.piece(from).expect("a piece on from");
        match p.kind {
            Kind::Pawn => self.pawn(g, from, p.side).1.contains(&target),
            _ => self.destinations(g, from).contains(&target),
        }
    }

    fn promotions(&self, g: &Game, from: CellId, to: CellId) -> Vec<Kind> {
        let p = g.piece(from).expect("a piece on from");
        match p.kind == Kind::Pawn && self.promotes(p.side, to) {
            true => vec![Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight],
            false => Vec::new(),
        }
    }

    fn may_decline_promotion(&self) -> bool {
        self.optional_promotion
    }

    fn specials(&self, g: &Game) -> Vec<Move> {
        self.castle_moves(g)
    }

    /// A pawn never stands on its own first rank, nor on a promotion cube
    /// unless promotion is optional (003:L57).
    fn may_stand(&self, p: Piece, c: CellId) -> Result<(), &'static str> {
        if p.kind != Kind::Pawn {
            return Ok(());
        }
        let level = self.board().cell(c).level;
        let first = if p.side == Side::White { 0 } else { 3 };
        if owner(level) == p.side && self.rank(c) == first {
            return Err(", its side's first rank (pawns only move forward, 003:L55)");
        }
        if self.promotes(p.side, c) && !self.optional_promotion {
            return Err(", where it is promoted (003:L57; promotion=optional allows it)");
        }
        Ok(())
    }

    fn castling_homes(&self, side: Side) -> &'static [(&'static str, Kind)] {
        match (side, self.castling_rook) {
            (Side::White, CastlingRook::Unmoved) => &WHITE_HOMES,
            (Side::White, CastlingRook::Any) => &WHITE_HOMES[..1],
            (Side::Black, CastlingRook::Unmoved) => &BLACK_HOMES,
            (Side::Black, CastlingRook::Any) => &BLACK_HOMES[..1],
        }
    }

    fn sections(&self) -> Sections<Kind> {
        Sections {
            pieces: &[
                (Kind::King, &["D8"]),
                (Kind::Queen, &["D7"]),
                (Kind::Rook, &["D5", "D4"]),
                (Kind::Bishop, &["D6", "D4"]),
                (Kind::Knight, &["D9"]),
                (Kind::Pawn, &["D11"]),
            ],
            moves: &[("castle", &["D10"]), ("promotion", &["D12"])],
            check: &["D1"],
            options: &[
                ("layout", "D2"),
                ("pawn-sideways", "D11"),
                ("castling-rook", "D10"),
                ("promotion", "D12"),
                ("knight-gaps", "D9"),
            ],
            unmeasured: &[],
        }
    }
}
