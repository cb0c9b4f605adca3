//! The pieces of Trans-Dimensional Chess and the set-up of 002:L1586-1669,
//! and every piece's cells on a field (TD8-TD27): what the game will be
//! built from.

use super::{board, cell, Leaper, Slider, Triple};
use crate::cells::CellId;
use crate::core::side::Side;
use std::sync::OnceLock;

/// The thirteen kinds (002:L1556-1574; letters of the legend,
/// 002:L1667-1669, and N for the Knight, which the legend omits).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    King,
    Queen,
    Rook,
    Bishop,
    Unicorn,
    Favourite,
    Archbishop,
    Dragon,
    Knight,
    Hippogriff,
    Wyvern,
    Gargoyle,
    Pawn,
}

impl Kind {
    pub const ALL: [Kind; 13] = [
        Kind::King,
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Unicorn,
        Kind::Favourite,
        Kind::Archbishop,
        Kind::Dragon,
        Kind::Knight,
        Kind::Hippogriff,
        Kind::Wyvern,
        Kind::Gargoyle,
        Kind::Pawn,
    ];

    pub fn letter(self) -> char {
        "KQRBUFADNHWGP".as_bytes()[Kind::ALL.iter().position(|k| *k == self).expect("a kind")]
            as char
    }

    /// The base sliders a slider or composite moves as (TD13-TD19).
    pub fn sliders(self) -> &'static [Slider] {
        match self {
            Kind::Rook => &[Slider::Rook],
            Kind::Bishop => &[Slider::Bishop],
            Kind::Unicorn => &[Slider::Unicorn],
            Kind::Favourite => &[Slider::Bishop, Slider::Rook],
            Kind::Archbishop => &[Slider::Bishop, Slider::Unicorn],
            Kind::Dragon => &[Slider::Rook, Slider::Unicorn],
            Kind::Queen => &[Slider::Bishop, Slider::Rook, Slider::Unicorn],
            _ => &[],
        }
    }

    pub fn leaper(self) -> Option<Leaper> {
        match self {
            Kind::Knight => Some(Leaper::Knight),
            Kind::Hippogriff => Some(Leaper::Hippogriff),
            Kind::Wyvern => Some(Leaper::Wyvern),
            Kind::Gargoyle => Some(Leaper::Gargoyle),
            _ => None,
        }
    }
}

/// White's set-up: per cube, the points a1, b1, a2, b2 of levels 1, 2, 3
/// (the 2x2x3 column, 002:L1615), as the diagram draws them
/// (002:L1638-1650). 1a2 and 1b1 are set alike.
const WHITE: [(&str, [Kind; 12]); 4] = {
    use Kind::*;
    let neighbour = [
        Hippogriff, Pawn, Pawn, Pawn, Knight, Pawn, Pawn, Pawn, Wyvern, Pawn, Pawn, Pawn,
    ];
    [
        (
            "1a1",
            [
                King, Favourite, Favourite, Bishop, Queen, Rook, Rook, Bishop, Archbishop, Dragon,
                Dragon, Archbishop,
            ],
        ),
        ("1a2", neighbour),
        ("1b1", neighbour),
        (
            "2a1",
            [
                Gargoyle, Pawn, Pawn, Pawn, Unicorn, Unicorn, Unicorn, Unicorn, Gargoyle, Pawn,
                Pawn, Pawn,
            ],
        ),
    ]
};

/// A cube's or point's coordinates from its label (`2a1`).
fn parse(label: &str) -> Triple {
    let b = label.as_bytes();
    [
        (b[1] - b'a') as i8,
        (b[2] - b'1') as i8,
        (b[0] - b'1') as i8,
    ]
}

/// The set-up: White as the diagram draws it, Black "mirrored" through
/// the centre of the field, every coordinate of cube and point x -> 2-x
/// (002:L1590-1632, L1652-1665), kings on (1a1,1a1) and (3c3,3c3).
pub fn start() -> Vec<Option<(Side, Kind)>> {
    let mut cells = vec![None; board().len()];
    for (cube, kinds) in WHITE {
        let cube = parse(cube);
        for (n, kind) in kinds.into_iter().enumerate() {
            let n = n as i8;
            let point = [n % 2, (n / 2) % 2, n / 4];
            let white = cell(cube, point).expect("a cell of the set-up");
            let black = cell(cube.map(|v| 2 - v), point.map(|v| 2 - v)).expect("a cell");
            cells[white as usize] = Some((Side::White, kind));
            cells[black as usize] = Some((Side::Black, kind));
        }
    }
    cells
}

/// The cells the piece on `from` may go to on this field: empty cells and
/// enemy pieces, a slider stopping at the first piece in its line, a pawn
/// moving only to empty cells and taking only enemy pieces (turn, check
/// and promotion ignored). `reference`: computed cell by cell.
pub fn destinations(cells: &[Option<(Side, Kind)>], from: CellId, reference: bool) -> Vec<CellId> {
    destinations_on(&|c| cells[c as usize], from, reference)
}

/// [`destinations`] on a field read through `at`.
pub fn destinations_on(
    at: &dyn Fn(CellId) -> Option<(Side, Kind)>,
    from: CellId,
    reference: bool,
) -> Vec<CellId> {
    let (side, kind) = at(from).expect("a piece on from");
    let occupied = |c: CellId| at(c).is_some();
    let enemy = |c: CellId| at(c).is_some_and(|(s, _)| s != side);
    let free = |c: CellId| at(c).is_none_or(|(s, _)| s != side);
    let mut out: Vec<CellId> = if kind == Kind::Pawn {
        let positive = side == Side::White;
        let (moves, captures) = match reference {
            false => super::pawn(from, positive),
            true => super::reference::pawn(from, positive),
        };
        let mut v: Vec<CellId> = moves.into_iter().filter(|&c| !occupied(c)).collect();
        v.extend(captures.into_iter().filter(|&c| enemy(c)));
        v
    } else if let Some(l) = kind.leaper() {
        match reference {
            false => super::leaper(l, from),
            true => super::reference::leaper(l, from),
        }
    } else if kind == Kind::King {
        match reference {
            false => super::king(from),
            true => super::reference::king(from),
        }
    } else {
        kind.sliders()
            .iter()
            .flat_map(|&s| match reference {
                false => super::slider(s, from, occupied),
                true => super::reference::slider(s, from, occupied),
            })
            .collect()
    };
    out.retain(|&c| free(c));
    out.sort_unstable();
    out.dedup();
    out
}

/// Does the piece on `from` attack `to`? The reference's test of that one
/// cell: what [`destinations_on`] tests for it, a pawn's captures counted
/// whatever stands on `to`, own pieces included, as the core counts them
/// (TD8-TD11: a pawn never attacks by its non-capturing field step).
pub fn reference_attacks(
    at: &dyn Fn(CellId) -> Option<(Side, Kind)>,
    from: CellId,
    to: CellId,
) -> bool {
    use super::reference as r;
    let (side, kind) = at(from).expect("a piece on from");
    let occupied = |c: CellId| at(c).is_some();
    if kind == Kind::Pawn {
        r::pawn_step(from, to, side == Side::White) == Some(r::PawnStep::Capture)
    } else if at(to).is_some_and(|(s, _)| s == side) {
        false
    } else if let Some(l) = kind.leaper() {
        r::leaps_to(l, from, to)
    } else if kind == Kind::King {
        r::king_steps_to(from, to)
    } else {
        kind.sliders()
            .iter()
            .any(|&s| r::slides_to(s, from, to, &occupied))
    }
}

/// Could the piece on `from` attack `to` on some field? Its attacks on the
/// empty field, precomputed by the core: a piece on the field only ever
/// removes attacks, since a slider is stopped by the first landing it
/// finds occupied and a leaper or pawn ignores what lies between (TD4,
/// 002:L257-258, L381, L670-671). The differential check of attacks
/// against [`reference_attacks`] guards this.
pub fn may_attack(side: Side, kind: Kind, from: CellId, to: CellId) -> bool {
    static TABLE: OnceLock<Vec<[u64; WORDS]>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let n = board().len();
        let mut t = vec![[0u64; WORDS]; 14 * n];
        for (row, (side, kind)) in attackers().enumerate() {
            for from in board().ids() {
                let cells = match kind {
                    Kind::Pawn => super::pawn(from, side == Side::White).1,
                    _ => destinations_on(&|c| (c == from).then_some((side, kind)), from, false),
                };
                let bits = &mut t[row * n + from as usize];
                for c in cells {
                    bits[c as usize / 64] |= 1 << (c % 64);
                }
            }
        }
        t
    });
    let row = match (kind, side) {
        (Kind::Pawn, Side::White) => 12,
        (Kind::Pawn, Side::Black) => 13,
        _ => Kind::ALL.iter().position(|&k| k == kind).expect("a kind"),
    };
    let bits = &table[row * board().len() + from as usize];
    bits[to as usize / 64] & (1 << (to % 64)) != 0
}

/// 64-bit words for a set of the 540 cells.
const WORDS: usize = 9;

/// The rows of [`may_attack`]'s table: each non-pawn kind (either side
/// attacks alike, White's row), then the pawn of each side.
fn attackers() -> impl Iterator<Item = (Side, Kind)> {
    Kind::ALL[..12]
        .iter()
        .map(|&k| (Side::White, k))
        .chain([(Side::White, Kind::Pawn), (Side::Black, Kind::Pawn)])
}
