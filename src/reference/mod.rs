//! The plain reference: every move checked tile by tile, exactly as the
//! book states the rules. Slow on purpose; the fast engine is tested
//! against it.

mod pawn;

use crate::geometry::{
    AdvancementRectangle, AdvancementSquare, Plane, Quadrant, Ray, Role, Tile, Vector,
    MAX_PERIMETER,
};
use crate::options::{Options, PerimeterRule};
use crate::pieces::{BasePiece, PieceKind, Side};
use crate::position::Position;
use crate::reach::{Collector, Destination, Motion, Mover, Way};

/// Every destination of the piece on `from` (turn and check ignored), or
/// nothing if the tile is empty.
pub fn reach(pos: &Position, from: Tile) -> Vec<Destination> {
    reach_with(pos, from, Options::default())
}

/// [`reach`] under the given readings of the ambiguous passages.
pub fn reach_with(pos: &Position, from: Tile, options: Options) -> Vec<Destination> {
    let Some(piece) = pos.piece_at(from) else {
        return Vec::new();
    };
    let rules = Rules { pos, options };
    let mut out = Collector::default();
    match piece.kind {
        PieceKind::Knight => knight_moves(pos, from, piece.side, &mut out),
        PieceKind::Pawn => rules.pawn_moves(from, piece.side, &mut out),
        // CR 49: the king makes only linear moves, only to perimeter 1.
        PieceKind::King => {
            for &base in piece.kind.base_pieces() {
                rules.linear_moves(from, piece.side, base, 1, &mut out);
            }
        }
        kind => {
            for &base in kind.base_pieces() {
                rules.quadrant_moves(from, piece.side, base, &mut out);
                rules.linear_moves(from, piece.side, base, MAX_PERIMETER, &mut out);
            }
        }
    }
    out.finish(|t| pos.piece_at(t).is_some())
}

/// A destination must be on the board and empty or hold an enemy: capture
/// is to the occupied tile only (L2939-2946).
fn target_ok(pos: &Position, side: Side, t: Tile) -> bool {
    pos.piece_at(t).is_none_or(|p| p.side != side)
}

struct Rules<'a> {
    pos: &'a Position,
    options: Options,
}

impl Rules<'_> {
    /// CR 18. Strict (the book's reading, L1589-1601, L1784-1786): every
    /// on-board tile of the square up to and including its outer perimeter
    /// is empty, except the target. Lenient: only the inner perimeters.
    /// Off-board tiles count as empty (L1618-1625).
    fn square_clear(&self, square: &AdvancementSquare, target: Tile) -> bool {
        let k = square.perimeter as i8;
        square
            .cells()
            .filter(|&(x, y, _)| self.options.perimeter == PerimeterRule::Strict || x.max(y) < k)
            .filter_map(|(_, _, v)| Tile::at(v))
            .all(|t| t == target || self.pos.piece_at(t).is_none())
    }

    /// Pure quadrant moves (L2994-2995): the target is on the outer perimeter
    /// of its square and not on an inner edge.
    fn quadrant_moves(&self, from: Tile, side: Side, base: BasePiece, out: &mut Collector) {
        let pos = self.pos;
        for plane in base.family().planes() {
            for quadrant in Quadrant::of_plane(plane) {
                for perimeter in 1..=MAX_PERIMETER {
                    let square = AdvancementSquare {
                        source: from.coords(),
                        quadrant,
                        perimeter,
                    };
                    for (x, y, v) in square.perimeter_cells() {
                        let Some(t) = Tile::at(v) else { continue };
                        let role = Role::of(quadrant.kind(), x, y);
                        if role == Role::End || !target_ok(pos, side, t) {
                            continue;
                        }
                        if self.square_clear(&square, t) {
                            out.add(
                                t,
                                Way {
                                    by: base.into(),
                                    motion: Motion::Quadrant,
                                    role,
                                    perimeter,
                                    planes: vec![plane],
                                    rays: vec![quadrant.a, quadrant.b],
                                    pawn: None,
                                },
                            );
                        }
                    }
                }
            }
        }
    }

    /// Linear moves (CR 21-23): legal if in at least one plane through the
    /// line both squares beside it are clear; the move occurs in every such
    /// plane.
    fn linear_moves(
        &self,
        from: Tile,
        side: Side,
        base: BasePiece,
        max_perimeter: u8,
        out: &mut Collector,
    ) {
        for line in Ray::of_kind(base.ray_kind()) {
            for perimeter in 1..=max_perimeter {
                let Some(t) = from.step(line.vector(), perimeter as i8) else {
                    break;
                };
                if !target_ok(self.pos, side, t) {
                    continue;
                }
                let open: Vec<Plane> = Plane::through(line)
                    .filter(|&plane| {
                        let rectangle = AdvancementRectangle {
                            source: from.coords(),
                            plane,
                            line,
                            perimeter,
                        };
                        rectangle
                            .squares()
                            .iter()
                            .all(|square| self.square_clear(square, t))
                    })
                    .collect();
                if !open.is_empty() {
                    out.add(
                        t,
                        Way {
                            by: base.into(),
                            motion: Motion::Linear,
                            role: Role::End,
                            perimeter,
                            planes: open,
                            rays: vec![line],
                            pawn: None,
                        },
                    );
                }
            }
        }
    }
}

/// CR 33 read literally (L5362-5445): inside the 5x5x5 cube centred on the
/// knight, the knight covers exactly the tiles that a queen standing there
/// on an otherwise empty board could not; it jumps, so nothing blocks it
/// (CR 31).
fn knight_moves(pos: &Position, from: Tile, side: Side, out: &mut Collector) {
    let queen = Position::from_pieces([(from, crate::pieces::Piece::new(side, PieceKind::Queen))])
        .expect("one piece");
    let queen_reach: Vec<Tile> = reach(&queen, from).into_iter().map(|d| d.to).collect();
    for dz in -2i8..=2 {
        for di in -2i8..=2 {
            for dj in -2i8..=2 {
                let d = Vector::new(dz, di, dj);
                let Some(t) = Tile::at(from.coords() + d) else {
                    continue;
                };
                if d == Vector::ZERO || queen_reach.contains(&t) || !target_ok(pos, side, t) {
                    continue;
                }
                out.add(
                    t,
                    Way {
                        by: Mover::Knight,
                        motion: Motion::Jump,
                        role: Role::Jump,
                        perimeter: d.chebyshev(),
                        planes: vec![],
                        rays: vec![],
                        pawn: None,
                    },
                );
            }
        }
    }
}
