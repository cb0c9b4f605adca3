//! The plain reference: every move checked tile by tile, exactly as the
//! book states the rules. Slow on purpose; the fast engine is tested
//! against it.

mod pawn;

use crate::goff::geometry::{
    AdvancementRectangle, AdvancementSquare, Plane, Quadrant, Ray, Role, Tile, Vector,
    MAX_PERIMETER,
};
use crate::goff::pieces::{BasePiece, PieceKind, Side};
use crate::goff::position::Position;
use crate::goff::reach::{Collector, Destination, Motion, Mover, Way};
use crate::goff::readings::{KingRule, LinearRule, MotionRule, PerimeterRule, Readings};

/// Every destination of the piece on `from` (turn and check ignored), or
/// nothing if the tile is empty.
pub fn reach(pos: &Position, from: Tile) -> Vec<Destination> {
    reach_with(pos, from, Readings::default())
}

/// [`reach`] under the given readings of the ambiguous passages.
pub fn reach_with(pos: &Position, from: Tile, options: Readings) -> Vec<Destination> {
    let Some(piece) = pos.piece_at(from) else {
        return Vec::new();
    };
    let rules = Rules { pos, options };
    let mut out = Collector::default();
    match piece.kind {
        PieceKind::Knight => knight_moves(pos, from, piece.side, &mut out),
        PieceKind::Pawn => rules.pawn_moves(from, piece.side, &mut out),
        PieceKind::King => rules.king_moves(from, piece.side, &mut out),
        kind => {
            for &base in kind.base_pieces() {
                rules.base_moves(from, piece.side, base, MAX_PERIMETER, &mut out);
            }
        }
    }
    let dests = out.finish(|t| pos.piece_at(t).is_some());
    if options.time_symmetric && !matches!(piece.kind, PieceKind::Knight | PieceKind::Pawn) {
        return dests
            .into_iter()
            .filter(|d| returns(pos, from, d.to, options))
            .collect();
    }
    dests
}

/// The time-symmetric balance rule (L15316-15345): a move stands only if
/// the piece could return to its source in one move "under the state of
/// the board at the time it advanced": the retarded advancement manifold
/// must be empty too.
fn returns(pos: &Position, from: Tile, to: Tile, options: Readings) -> bool {
    let mut after = pos.clone();
    let piece = after.remove(from).expect("the mover");
    after.remove(to);
    after.put(to, piece).expect("emptied");
    let plain = Readings {
        time_symmetric: false,
        ..options
    };
    reach_with(&after, to, plain).iter().any(|d| d.to == from)
}

/// A destination must be on the board and empty or hold an enemy: capture
/// is to the occupied tile only (L2939-2946).
fn target_ok(pos: &Position, side: Side, t: Tile) -> bool {
    pos.piece_at(t).is_none_or(|p| p.side != side)
}

struct Rules<'a> {
    pos: &'a Position,
    options: Readings,
}

impl Rules<'_> {
    /// A base piece's moves up to `max_perimeter`, under the motion rule
    /// in force (CR 17-23 by default; the rejected rules of Part I on
    /// request, `options::MotionRule`).
    fn base_moves(
        &self,
        from: Tile,
        side: Side,
        base: BasePiece,
        max_perimeter: u8,
        out: &mut Collector,
    ) {
        match self.options.motion {
            MotionRule::Planar => {
                self.quadrant_moves(from, side, base, max_perimeter, out);
                self.linear_moves(from, side, base, max_perimeter, out);
            }
            MotionRule::StraightLine => self.slides(from, side, base, out),
            MotionRule::DualPathEither | MotionRule::DualPathBoth | MotionRule::Ram => {
                self.slides(from, side, base, out);
                self.rectangle_moves(from, side, base, out);
            }
        }
    }

    /// CR 49 by default: linear moves to perimeter 1 only. The rejected
    /// natural king (every queen move to perimeter 1) and adjacent king
    /// (the 26 neighbours, never blocked), L8262-8290, L15965-15985.
    fn king_moves(&self, from: Tile, side: Side, out: &mut Collector) {
        let bases = PieceKind::King.base_pieces();
        match self.options.king {
            KingRule::Linear => {
                for &base in bases {
                    self.linear_moves(from, side, base, 1, out);
                }
                if self.options.brook_balance {
                    // Rook apexes at perimeter 1 are exactly the brook tiles.
                    self.quadrant_moves(from, side, BasePiece::Rook, 1, out);
                }
            }
            KingRule::Natural => {
                for &base in bases {
                    self.quadrant_moves(from, side, base, 1, out);
                    self.linear_moves(from, side, base, 1, out);
                }
            }
            KingRule::Adjacent => {
                for r in Ray::all() {
                    let Some(t) = from.step(r.vector(), 1) else {
                        continue;
                    };
                    if target_ok(self.pos, side, t) {
                        out.add(t, Way::straight(base_of(r), 1, r, Role::Jump));
                    }
                }
            }
        }
    }

    /// Rejected rule 1 (L1219-1338): slide along each ray until
    /// obstructed; capture the first piece met if it is an enemy.
    fn slides(&self, from: Tile, side: Side, base: BasePiece, out: &mut Collector) {
        for line in Ray::of_kind(base.ray_kind()) {
            for k in 1..=MAX_PERIMETER {
                let Some(t) = from.step(line.vector(), k as i8) else {
                    break;
                };
                if target_ok(self.pos, side, t) {
                    out.add(t, Way::straight(base.into(), k, line, Role::End));
                }
                if self.pos.piece_at(t).is_some() {
                    break;
                }
            }
        }
    }

    /// Rejected rules 2 and 3 (L1340-1560): a target `x*a + y*b` off the
    /// lines of a quadrant, reached through the rectangle it spans with the
    /// source (RAM: every tile of it empty) or along the two paths around
    /// its edges (`x` steps along `a` then `y` along `b`, or the reverse).
    fn rectangle_moves(&self, from: Tile, side: Side, base: BasePiece, out: &mut Collector) {
        for plane in base.family().planes() {
            for quadrant in Quadrant::of_plane(plane) {
                for x in 1..=MAX_PERIMETER as i8 {
                    for y in 1..=MAX_PERIMETER as i8 {
                        let Some(t) = Tile::at(from.coords() + quadrant.offset(x, y)) else {
                            continue;
                        };
                        if target_ok(self.pos, side, t) && self.spanned_open(from, &quadrant, x, y)
                        {
                            let mut way =
                                Way::straight(base.into(), x.max(y) as u8, quadrant.a, Role::Apex);
                            way.motion = Motion::Quadrant;
                            way.planes = vec![plane];
                            way.rays = vec![quadrant.a, quadrant.b];
                            out.add(t, way);
                        }
                    }
                }
            }
        }
    }

    /// Is the manifold between the source and `x*a + y*b` open under the
    /// motion rule in force? Off-board tiles are empty for the RAM (as for
    /// squares, L1618-1625) but no path leads through one.
    fn spanned_open(&self, from: Tile, q: &Quadrant, x: i8, y: i8) -> bool {
        let empty = |dx: i8, dy: i8| {
            (dx, dy) == (x, y)
                || Tile::at(from.coords() + q.offset(dx, dy))
                    .is_some_and(|t| self.pos.piece_at(t).is_none())
        };
        let path_a = (1..=x).all(|dx| empty(dx, 0)) && (1..=y).all(|dy| empty(x, dy));
        let path_b = (1..=y).all(|dy| empty(0, dy)) && (1..=x).all(|dx| empty(dx, y));
        match self.options.motion {
            MotionRule::DualPathEither => path_a || path_b,
            MotionRule::DualPathBoth => path_a && path_b,
            _ => (0..=x).all(|dx| {
                (0..=y).all(|dy| {
                    (dx, dy) == (0, 0)
                        || (dx, dy) == (x, y)
                        || Tile::at(from.coords() + q.offset(dx, dy))
                            .is_none_or(|t| self.pos.piece_at(t).is_none())
                })
            }),
        }
    }

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
    fn quadrant_moves(
        &self,
        from: Tile,
        side: Side,
        base: BasePiece,
        max_perimeter: u8,
        out: &mut Collector,
    ) {
        let pos = self.pos;
        for plane in base.family().planes() {
            for quadrant in Quadrant::of_plane(plane) {
                for perimeter in 1..=max_perimeter {
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
                let clear = |plane: Plane| {
                    AdvancementRectangle {
                        source: from.coords(),
                        plane,
                        line,
                        perimeter,
                    }
                    .squares()
                    .map(|square| self.square_clear(&square, t))
                };
                let open: Vec<Plane> = Plane::through(line)
                    .filter(|&plane| match self.options.linear {
                        LinearRule::OnePlane => clear(plane).iter().all(|&c| c),
                        LinearRule::AnyQuadrant => clear(plane).iter().any(|&c| c),
                        LinearRule::AllQuadrants => true,
                    })
                    .collect();
                let all_clear = Plane::through(line).all(|p| clear(p).iter().all(|&c| c));
                if !open.is_empty()
                    && (self.options.linear != LinearRule::AllQuadrants || all_clear)
                {
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
    let queen = Position::from_pieces([(
        from,
        crate::goff::pieces::Piece::new(side, PieceKind::Queen),
    )])
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

/// The base piece whose ray type `r` is (the adjacent king's steps).
fn base_of(r: Ray) -> Mover {
    BasePiece::ALL
        .into_iter()
        .find(|b| b.ray_kind() == r.kind())
        .expect("every ray has a base piece")
        .into()
}
