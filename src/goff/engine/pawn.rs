//! The pawn in the fast engine: its moves as a table of offsets with the
//! tiles that must be empty, transcribed from the Pawn chapter and Table 35
//! (L19483-19512) for a White pawn on KB3,3, and turned to the mover's
//! frame. The reference derives the same moves from the virtual-quadrant
//! rule (CR 44-46); the two are compared in the differential tests.

use crate::goff::geometry::{Bitboard, Role, Tile, Vector, EDGE};
use crate::goff::pieces::pawn::{on_start_tile, own_indices, to_board, PawnMove};
use crate::goff::pieces::Side;
use crate::goff::reach::{Motion, Mover};

/// One pawn move as the sink receives it.
#[derive(Copy, Clone, Debug)]
pub struct PawnWay {
    pub by: Mover,
    pub motion: Motion,
    pub role: Role,
    pub perimeter: u8,
    pub kind: PawnMove,
}

const fn v(z: i8, i: i8, j: i8) -> Vector {
    Vector::new(z, i, j)
}

struct Capture {
    offset: Vector,
    kind: PawnMove,
    by: Mover,
    motion: Motion,
    role: Role,
    /// Alternative groups of tiles that must be empty; none: unblockable.
    groups: &'static [&'static [Vector]],
}

const fn cap(
    offset: Vector,
    kind: PawnMove,
    by: Mover,
    motion: Motion,
    role: Role,
    groups: &'static [&'static [Vector]],
) -> Capture {
    Capture {
        offset,
        kind,
        by,
        motion,
        role,
        groups,
    }
}

use Motion::{Linear, Quadrant};
use Mover::{Bishop, Duke};
use PawnMove::*;

/// The 14 capture tiles (L7509-7630, Fig. 100) in the pawn's own frame.
const CAPTURES: [Capture; 14] = [
    cap(
        v(2, 1, 1),
        Predator,
        Bishop,
        Quadrant,
        Role::Apex,
        &[&[v(1, 1, 0), v(1, 0, 1)]],
    ),
    cap(
        v(-2, 1, 1),
        Predator,
        Bishop,
        Quadrant,
        Role::Apex,
        &[&[v(-1, 1, 0), v(-1, 0, 1)]],
    ),
    cap(
        v(1, 2, 1),
        Sling,
        Bishop,
        Quadrant,
        Role::Apex,
        &[&[v(0, 1, 1), v(1, 1, 0)]],
    ),
    cap(
        v(1, 1, 2),
        Sling,
        Bishop,
        Quadrant,
        Role::Apex,
        &[&[v(0, 1, 1), v(1, 0, 1)]],
    ),
    cap(
        v(-1, 2, 1),
        Sling,
        Bishop,
        Quadrant,
        Role::Apex,
        &[&[v(0, 1, 1), v(-1, 1, 0)]],
    ),
    cap(
        v(-1, 1, 2),
        Sling,
        Bishop,
        Quadrant,
        Role::Apex,
        &[&[v(0, 1, 1), v(-1, 0, 1)]],
    ),
    cap(
        v(1, 1, 0),
        Reduced,
        Bishop,
        Quadrant,
        Role::End,
        &[&[v(1, 0, 1), v(2, 1, 1)], &[v(0, 1, 1), v(1, 2, 1)]],
    ),
    cap(
        v(1, 0, 1),
        Reduced,
        Bishop,
        Quadrant,
        Role::End,
        &[&[v(1, 1, 0), v(2, 1, 1)], &[v(0, 1, 1), v(1, 1, 2)]],
    ),
    cap(
        v(-1, 1, 0),
        Reduced,
        Bishop,
        Quadrant,
        Role::End,
        &[&[v(-1, 0, 1), v(-2, 1, 1)], &[v(0, 1, 1), v(-1, 2, 1)]],
    ),
    cap(
        v(-1, 0, 1),
        Reduced,
        Bishop,
        Quadrant,
        Role::End,
        &[&[v(-1, 1, 0), v(-2, 1, 1)], &[v(0, 1, 1), v(-1, 1, 2)]],
    ),
    cap(
        v(0, 1, 1),
        Bead,
        Bishop,
        Linear,
        Role::End,
        &[
            &[v(1, 0, 1), v(1, 1, 2), v(-1, 1, 0), v(-1, 2, 1)],
            &[v(1, 1, 0), v(1, 2, 1), v(-1, 0, 1), v(-1, 1, 2)],
        ],
    ),
    cap(
        v(0, 2, 2),
        Dart,
        Duke,
        Quadrant,
        Role::Apex,
        &[&[v(1, 1, 1), v(-1, 1, 1)]],
    ),
    cap(v(1, 1, 1), Direct, Duke, Linear, Role::End, &[]),
    cap(v(-1, 1, 1), Direct, Duke, Linear, Role::End, &[]),
];

/// Everything the engine needs to know about the board.
pub struct Board<'a> {
    pub occupied: &'a Bitboard,
    pub enemy: &'a Bitboard,
    /// `PerimeterRule::Lenient`: the target's own perimeter never blocks.
    pub lenient: bool,
}

impl Board<'_> {
    /// Off-board tiles count as empty (L1618-1625).
    fn empty(&self, from: Tile, side: Side, own: Vector) -> bool {
        Tile::at(from.coords() + to_board(side, own)).is_none_or(|t| !self.occupied.contains(t))
    }

    /// Must the tile at square coordinates `(x, y)` be empty for a move
    /// to perimeter `k`, and is it?
    fn clear(&self, from: Tile, side: Side, own: Vector, (x, y): (i8, i8), k: i8) -> bool {
        (self.lenient && x.max(y) == k) || self.empty(from, side, own)
    }
}

/// Calls `sink` for every pawn move from `from`.
pub fn moves(b: &Board, from: Tile, side: Side, sink: &mut impl FnMut(Tile, PawnWay)) {
    advances(b, from, side, sink);
    let (i, j) = own_indices(side, from);
    if i == EDGE || j == EDGE {
        unshackled(b, from, side, i == EDGE, sink);
    }
    for at in &capture_table()[side.index() * Tile::COUNT + from.index()] {
        if !b.enemy.contains(at.to) {
            continue;
        }
        let c = &CAPTURES[at.capture];
        // Every group tile lies on perimeter 1, the target's own.
        let groups = &at.groups[..at.count];
        let open =
            groups.is_empty() || b.lenient || groups.iter().any(|g| (*g & *b.occupied).is_empty());
        if open {
            sink(
                at.to,
                PawnWay {
                    by: c.by,
                    motion: c.motion,
                    role: c.role,
                    // Every capture is a perimeter-1 move (CR 38).
                    perimeter: 1,
                    kind: c.kind,
                },
            );
        }
    }
}

/// The tiles a pawn of `side` on `from` advances to on an empty board
/// (the null rule's barred captures, L15882-15913), built once.
pub fn empty_board_advances(side: Side, from: Tile) -> Bitboard {
    use std::sync::LazyLock;
    static TABLE: LazyLock<Vec<Bitboard>> = LazyLock::new(|| {
        let board = Board {
            occupied: &Bitboard::EMPTY,
            enemy: &Bitboard::EMPTY,
            lenient: false,
        };
        [Side::White, Side::Black]
            .into_iter()
            .flat_map(|side| Tile::all().map(move |from| (side, from)))
            .map(|(side, from)| {
                let mut out = Bitboard::EMPTY;
                moves(&board, from, side, &mut |t, _| out.insert(t));
                out
            })
            .collect()
    });
    TABLE[side.index() * Tile::COUNT + from.index()]
}

/// One of [`CAPTURES`] from one tile for one side: its target and its
/// groups of tiles that must be empty, on the board (off-board tiles count
/// as empty, L1618-1625).
struct CaptureAt {
    to: Tile,
    capture: usize,
    groups: [Bitboard; 2],
    count: usize,
}

/// [`CaptureAt`] for every side, tile and capture whose target is on the
/// board, built once.
fn capture_table() -> &'static [Vec<CaptureAt>] {
    use std::sync::LazyLock;
    static TABLE: LazyLock<Vec<Vec<CaptureAt>>> = LazyLock::new(|| {
        [Side::White, Side::Black]
            .into_iter()
            .flat_map(|side| Tile::all().map(move |from| captures_from(side, from)))
            .collect()
    });
    &TABLE
}

fn captures_from(side: Side, from: Tile) -> Vec<CaptureAt> {
    let on_board = |o: Vector| Tile::at(from.coords() + to_board(side, o));
    CAPTURES
        .iter()
        .enumerate()
        .filter_map(|(capture, c)| {
            let to = on_board(c.offset)?;
            assert!(c.groups.len() <= 2, "a capture has at most two groups");
            let mut groups = [Bitboard::EMPTY; 2];
            for (g, tiles) in groups.iter_mut().zip(c.groups) {
                *g = tiles.iter().filter_map(|&o| on_board(o)).collect();
            }
            Some(CaptureAt {
                to,
                capture,
                groups,
                count: c.groups.len(),
            })
        })
        .collect()
}

/// The level advance: the forward 2x2 square must be empty (3 tiles), or
/// the 3x3 square for the double advance (8 tiles, first move only).
fn advances(b: &Board, from: Tile, side: Side, sink: &mut impl FnMut(Tile, PawnWay)) {
    let range = if on_start_tile(side, from) { 2 } else { 1 };
    let squares = &advance_table()[side.index() * Tile::COUNT + from.index()];
    for (n, square) in squares.iter().enumerate().take(range) {
        // Lenient: the square's own perimeter does not block.
        let must_be_empty = if b.lenient { square.inner } else { square.all };
        if !(must_be_empty & *b.occupied).is_empty() {
            return;
        }
        let k = n as i8 + 1;
        for &(t, x, y) in &square.rim {
            // Advances never capture (CR 36).
            if b.occupied.contains(t) {
                continue;
            }
            let role = Role::of(crate::goff::geometry::QuadrantKind::Rook, x, y);
            sink(
                t,
                PawnWay {
                    by: Mover::Rook,
                    motion: Quadrant,
                    role,
                    perimeter: k as u8,
                    kind: if k == 1 { Advance } else { DoubleAdvance },
                },
            );
        }
    }
}

/// A pawn's forward square of perimeter `k` on the board: every tile of
/// it, the tiles inside its outer perimeter, and the outer perimeter's
/// tiles with their square coordinates.
struct AdvanceSquare {
    all: Bitboard,
    inner: Bitboard,
    rim: Vec<(Tile, i8, i8)>,
}

/// [`AdvanceSquare`]s of perimeter 1 and 2 for every side and tile, built
/// once.
fn advance_table() -> &'static [[AdvanceSquare; 2]] {
    use std::sync::LazyLock;
    static TABLE: LazyLock<Vec<[AdvanceSquare; 2]>> = LazyLock::new(|| {
        [Side::White, Side::Black]
            .into_iter()
            .flat_map(|side| {
                Tile::all().map(move |from| [1, 2].map(|k| advance_square(side, from, k)))
            })
            .collect()
    });
    &TABLE
}

fn advance_square(side: Side, from: Tile, k: i8) -> AdvanceSquare {
    let mut square = AdvanceSquare {
        all: Bitboard::EMPTY,
        inner: Bitboard::EMPTY,
        rim: Vec::new(),
    };
    for x in 0..=k {
        for y in 0..=k {
            if (x, y) == (0, 0) {
                continue;
            }
            // Off-board tiles count as empty (L1618-1625).
            let Some(t) = Tile::at(from.coords() + to_board(side, v(0, x, y))) else {
                continue;
            };
            square.all.insert(t);
            match x.max(y) == k {
                true => square.rim.push((t, x, y)),
                false => square.inner.insert(t),
            }
        }
    }
    square
}

/// A pawn on its back plane `i = 8` (or `j = 8`) moves in it like a rook
/// toward promotion, to any perimeter (CR 42), and captures along its
/// reduced lines and by duplex along the back plane, on its own level
/// (L7638-7697, Fig. 101).
fn unshackled(b: &Board, from: Tile, side: Side, on_i: bool, sink: &mut impl FnMut(Tile, PawnWay)) {
    // `fwd` is the one forward ray left inside the back plane.
    let fwd = if on_i { v(0, 0, 1) } else { v(0, 1, 0) };
    let at = |o: Vector| Tile::at(from.coords() + to_board(side, o));
    for up in [1i8, -1] {
        let lift = v(up, 0, 0);
        for k in 1..EDGE {
            // Square of the quadrant (lift, fwd) up to perimeter k.
            let clear_to = |t: Tile| {
                (0..=k).all(|x| {
                    (0..=k).all(|y| {
                        let o = x * lift + y * fwd;
                        o == Vector::ZERO || at(o) == Some(t) || b.clear(from, side, o, (x, y), k)
                    })
                })
            };
            for (x, y) in (1..=k).flat_map(|x| (1..=k).map(move |y| (x, y))) {
                if x.max(y) != k {
                    continue;
                }
                let Some(t) = at(x * lift + y * fwd) else {
                    continue;
                };
                if !b.occupied.contains(t) && clear_to(t) {
                    let role = Role::of(crate::goff::geometry::QuadrantKind::Rook, x, y);
                    let kind = Unshackled;
                    sink(
                        t,
                        PawnWay {
                            by: Mover::Rook,
                            motion: Quadrant,
                            role,
                            perimeter: k as u8,
                            kind,
                        },
                    );
                }
            }
        }
        // Reduced line `(up, 0, k)`-style: blocked by an earlier tile.
        let diag = lift + fwd;
        for k in 1..EDGE {
            let Some(t) = at(k * diag) else { break };
            if b.enemy.contains(t) {
                let kind = UnshackledReduced;
                let perimeter = k as u8;
                sink(
                    t,
                    PawnWay {
                        by: Bishop,
                        motion: Quadrant,
                        role: Role::End,
                        perimeter,
                        kind,
                    },
                );
            }
            if b.occupied.contains(t) {
                break;
            }
        }
    }
    // Duplex `(0, 0, 2k)` along the back plane toward promotion, in the
    // pawn's own level (Fig. 101, L7687-7696: the duplex attacks "advance
    // toward promotion"): unblockable.
    for k in 1..EDGE {
        let Some(t) = at((2 * k) * fwd) else { break };
        if b.enemy.contains(t) {
            let kind = UnshackledDuplex;
            let perimeter = k as u8;
            sink(
                t,
                PawnWay {
                    by: Duke,
                    motion: Quadrant,
                    role: Role::Duplex,
                    perimeter,
                    kind,
                },
            );
        }
    }
    // The linear move along `fwd`: both squares beside it clear.
    for k in 1..EDGE {
        let Some(t) = at(k * fwd) else { break };
        let clear = [1i8, -1].iter().all(|&up| {
            (0..=k).all(|x| {
                (0..=k).all(|y| {
                    let o = x * v(up, 0, 0) + y * fwd;
                    o == Vector::ZERO || o == k * fwd || b.clear(from, side, o, (x, y), k)
                })
            })
        });
        if !clear {
            break;
        }
        if !b.occupied.contains(t) {
            let kind = Unshackled;
            let perimeter = k as u8;
            sink(
                t,
                PawnWay {
                    by: Mover::Rook,
                    motion: Linear,
                    role: Role::End,
                    perimeter,
                    kind,
                },
            );
        }
    }
}
