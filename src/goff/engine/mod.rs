//! The fast engine: the same rules as [`crate::goff::reference`], computed with
//! precomputed perimeter masks. Each quadrant is scanned once, perimeter by
//! perimeter, up to its first occupied perimeter; linear moves then only
//! compare perimeter numbers. No allocation on the [`destinations`] path.

mod pawn;
pub mod tables;

use pawn::PawnWay;

pub use tables::knight_offsets;
use tables::{QuadrantMasks, Tables, TABLES};

use crate::goff::geometry::{
    Bitboard, Plane, Quadrant, QuadrantId, Ray, Role, Tile, MAX_PERIMETER,
};
use crate::goff::pieces::{BasePiece, PieceKind};
use crate::goff::position::Position;
use crate::goff::reach::{Collector, Destination, Motion, Mover, Way};
use crate::goff::readings::{
    KingRule, LinearRule, MotionRule, PawnCaptureRule, PerimeterRule, Readings,
};

/// Receives what a scan finds.
trait Sink {
    /// Pure quadrant destinations of quadrant `q` (empty tiles, or the one
    /// capture the quadrant allows).
    fn quadrant(&mut self, base: BasePiece, q: QuadrantId, tiles: Bitboard);
    /// A linear move to `t`, open in the planes of `open` (bit `n` = the
    /// `n`-th plane of `Tables::line`).
    fn linear(&mut self, base: BasePiece, ray: usize, k: u8, t: Tile, open: u8);
    fn jump(&mut self, tiles: Bitboard);
    fn pawn(&mut self, t: Tile, way: PawnWay);
    /// A step or slide of `k` along ray `ray` to `t`, in no plane: the
    /// rejected straight-line rule's slides (`Role::End`) and the adjacent
    /// king's steps (`Role::Jump`).
    fn straight(&mut self, base: BasePiece, ray: usize, k: u8, t: Tile, role: Role);
    /// A rejected rectangle move (dual path or RAM) in quadrant `q` to `t`
    /// at perimeter `k`.
    fn rectangle(&mut self, base: BasePiece, q: QuadrantId, k: u8, t: Tile);
}

/// Where each quadrant of one base piece is first blocked.
struct Blocks {
    /// First occupied perimeter (MAX_PERIMETER + 1 if none).
    first: [u8; 24],
    /// The occupant of that perimeter when it is alone there.
    lone: [Option<Tile>; 24],
}

/// The dense quadrant ids of a base piece: rook planes come first in
/// `Plane::ALL`, then skew, then slant.
const fn quadrant_range(base: BasePiece) -> std::ops::Range<usize> {
    match base {
        BasePiece::Rook => 0..12,
        BasePiece::Bishop => 12..36,
        BasePiece::Duke => 36..60,
    }
}

struct Scanner<'a> {
    t: &'a Tables,
    s: Tile,
    occupied: Bitboard,
    enemy: Bitboard,
    friendly: Bitboard,
    /// `PerimeterRule::Lenient`: only inner perimeters block.
    lenient: bool,
    /// When a linear move is open (CR 22 and the rejected readings,
    /// `interpretations.md#linear-rule`).
    linear: LinearRule,
    /// How a base piece's move is blocked (`interpretations.md#motion`).
    motion: MotionRule,
    /// The tiles asked about: the rejected motions' slides and rectangles
    /// look only along the rays and in the quadrants that hold one (an
    /// attack on one tile needs no other).
    toward: Bitboard,
}

/// Which of a base piece's planar moves a scan reports.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Part {
    Both,
    /// The linear king's (CR 49).
    LinearOnly,
    /// The brook balance rule's rook apexes (L8434-8449).
    QuadrantOnly,
}

/// The first occupied perimeter of a quadrant, its occupant if alone
/// there, and whether that occupant is off the quadrant's inner edges
/// (`pure` means something only with `lone`).
struct FirstHit {
    perimeter: u8,
    lone: Option<Tile>,
    pure: bool,
}

impl Scanner<'_> {
    fn first_hit(&self, q: QuadrantId, hit: Bitboard, masks: &QuadrantMasks) -> FirstHit {
        // Perimeter 1 holds three tiles: the pure corner and one on each
        // edge. Most blocked quadrants are blocked there (a piece beside
        // its own pawns), which needs no coordinates (issue 43: the
        // lookups were half the scan's time).
        let corner = hit & masks.pure_upto[1];
        let mut near = corner;
        for r in self.t.quadrant_rays(q) {
            if let Some(t) = self.s.step(self.t.rays()[r].vector(), 1) {
                if hit.contains(t) {
                    near.insert(t);
                }
            }
        }
        if !near.is_empty() {
            let lone = match near.count() {
                1 => near.iter().next(),
                _ => None,
            };
            return FirstHit {
                perimeter: 1,
                lone,
                pure: lone.is_some() && !corner.is_empty(),
            };
        }
        let mut best = FirstHit {
            perimeter: MAX_PERIMETER + 1,
            lone: None,
            pure: false,
        };
        for t in hit.iter() {
            let (x, y) = self.t.coordinates(q, t.coords() - self.s.coords());
            let k = x.max(y);
            if k < best.perimeter {
                best = FirstHit {
                    perimeter: k,
                    lone: Some(t),
                    pure: x != 0 && y != 0,
                };
            } else if k == best.perimeter {
                best.lone = None;
            }
        }
        best
    }

    /// A base piece's moves under the motion rule in force (the king's
    /// do not depend on it: `reference::Rules::king_moves`).
    fn base(&self, base: BasePiece, sink: &mut impl Sink) {
        match self.motion {
            MotionRule::Planar => self.planar(base, MAX_PERIMETER, Part::Both, sink),
            MotionRule::StraightLine => self.slides(base, sink),
            MotionRule::DualPathEither | MotionRule::DualPathBoth | MotionRule::Ram => {
                self.slides(base, sink);
                self.rectangles(base, sink);
            }
        }
    }

    /// Quadrant and linear moves of one base piece up to perimeter `cap`
    /// (7 for the base pieces, 1 for the kings), or only one kind of them
    /// (`part`).
    fn planar(&self, base: BasePiece, cap: u8, part: Part, sink: &mut impl Sink) {
        let range = quadrant_range(base);
        let mut blocks = Blocks {
            first: [MAX_PERIMETER + 1; 24],
            lone: [None; 24],
        };
        for q in range.clone() {
            let slot = q - range.start;
            let tiles = self.quadrant(q, cap, &mut blocks.first[slot], &mut blocks.lone[slot]);
            if part != Part::LinearOnly {
                sink.quadrant(base, q, tiles);
            }
        }
        if part != Part::QuadrantOnly {
            self.linear(base, cap, &blocks, range.start, sink);
        }
    }

    /// The pure quadrant destinations of quadrant `q` up to perimeter
    /// `cap`; records where the quadrant is first blocked and by whom.
    fn quadrant(
        &self,
        q: QuadrantId,
        cap: u8,
        first: &mut u8,
        lone: &mut Option<Tile>,
    ) -> Bitboard {
        let cap_at = |k: usize| k.min(cap as usize);
        let masks = self.t.masks(self.s, q);
        let hit = self.occupied & masks.all;
        if hit.is_empty() {
            return masks.pure_upto[cap as usize];
        }
        let hit = self.first_hit(q, hit, masks);
        (*first, *lone) = (hit.perimeter, hit.lone);
        let k = hit.perimeter as usize;
        if self.lenient {
            // Only the inner perimeters had to be empty: every tile of
            // the first occupied one is open but for friends.
            return masks.pure_upto[cap_at(k)] & !self.friendly;
        }
        // CR 18, strict: the first occupied perimeter stops the square;
        // only a lone enemy on it, off the inner edges, may be taken.
        let mut tiles = masks.pure_upto[cap_at(k - 1)];
        if let Some(t) = hit
            .lone
            .filter(|&t| k <= cap as usize && hit.pure && self.enemy.contains(t))
        {
            tiles.insert(t);
        }
        tiles
    }

    /// CR 49: linear moves to perimeter 1 along all 26 rays, each legal if
    /// one of its perimeter-1 rectangles is empty.
    fn king(&self, sink: &mut impl Sink) {
        for r in 0..self.t.rays().len() {
            let ray = self.t.king(self.s, r);
            let Some(t) = ray.target else { continue };
            if self.friendly.contains(t) {
                continue;
            }
            let planes = self.t.line(r).len();
            let mut open = 0u8;
            for (n, rect) in ray.rectangles.iter().take(planes).enumerate() {
                // Lenient: perimeter 1 has no inner perimeter to block it.
                if self.lenient || rect.is_clear(&self.occupied) {
                    open |= 1 << n;
                }
            }
            if open != 0 {
                sink.linear(BasePiece::of_ray(self.t.rays()[r].kind()), r, 1, t, open);
            }
        }
    }

    fn linear(
        &self,
        base: BasePiece,
        cap: u8,
        blocks: &Blocks,
        offset: usize,
        sink: &mut impl Sink,
    ) {
        for (r, ray) in self.t.rays().iter().enumerate() {
            if ray.kind() != base.ray_kind() {
                continue;
            }
            let planes = self.t.line(r);
            for k in 1..=cap {
                let Some(t) = self.s.step(ray.vector(), k as i8) else {
                    break;
                };
                if self.friendly.contains(t) {
                    break;
                }
                // Strict: the target may be the only occupant of its own
                // perimeter. Lenient: the target's perimeter never blocks.
                let clear = |q: QuadrantId| {
                    let (first, lone) = (blocks.first[q - offset], blocks.lone[q - offset]);
                    k < first || (k == first && (self.lenient || lone == Some(t)))
                };
                let mut open = 0u8;
                for (n, (_, [q1, q2])) in planes.iter().enumerate() {
                    let open_here = match self.linear {
                        // CR 22: both quadrants beside the line.
                        LinearRule::OnePlane | LinearRule::AllQuadrants => clear(*q1) && clear(*q2),
                        // Rejected (L1718-1732): either quadrant.
                        LinearRule::AnyQuadrant => clear(*q1) || clear(*q2),
                    };
                    if open_here {
                        open |= 1 << n;
                    }
                }
                // Rejected: every quadrant of every plane through the line
                // clear, and then the move is made in them all.
                if self.linear == LinearRule::AllQuadrants
                    && open.count_ones() as usize != planes.len()
                {
                    open = 0;
                }
                // Once every plane is shut, farther tiles stay shut.
                if open == 0 {
                    break;
                }
                sink.linear(base, r, k, t, open);
            }
        }
    }

    /// The adjacent king, rejected (L15965-15985): a step to each of the
    /// 26 neighbours, never blocked.
    fn adjacent(&self, sink: &mut impl Sink) {
        for (r, ray) in self.t.rays().iter().enumerate() {
            if let Some(t) = self
                .s
                .step(ray.vector(), 1)
                .filter(|&t| !self.friendly.contains(t))
            {
                sink.straight(BasePiece::of_ray(ray.kind()), r, 1, t, Role::Jump);
            }
        }
    }

    /// Rejected rule 1 (L1219-1338): slide along each ray until
    /// obstructed; the first piece met is taken if it is an enemy.
    fn slides(&self, base: BasePiece, sink: &mut impl Sink) {
        for (r, ray) in self.t.rays().iter().enumerate() {
            if ray.kind() != base.ray_kind()
                || (self.t.segment(self.s, r, MAX_PERIMETER) & self.toward).is_empty()
            {
                continue;
            }
            for k in 1..=MAX_PERIMETER {
                let Some(t) = self.s.step(ray.vector(), k as i8) else {
                    break;
                };
                if !self.friendly.contains(t) {
                    sink.straight(base, r, k, t, Role::End);
                }
                if self.occupied.contains(t) {
                    break;
                }
            }
        }
    }

    /// Rejected rules 2 and 3 (L1340-1560): a target `x*a + y*b` off the
    /// lines of a quadrant, reached along the two paths round the rectangle
    /// it spans with the source (dual path: `x` steps along `a` then `y`
    /// along `b`, or the reverse), or through the whole rectangle (RAM).
    fn rectangles(&self, base: BasePiece, sink: &mut impl Sink) {
        for q in quadrant_range(base) {
            if (self.t.masks(self.s, q).all & self.toward).is_empty() {
                continue;
            }
            let grid = Grid::of(self, q);
            let quadrant = Quadrant::by_id(q);
            for x in 1..=MAX_PERIMETER as usize {
                // The lattice points off the lines (y >= 1) on the board.
                let mut ys = grid.on[x] & !1;
                while ys != 0 {
                    let y = ys.trailing_zeros() as usize;
                    ys &= ys - 1;
                    if grid.open(self.motion, x, y) {
                        let v = self.s.coords() + quadrant.offset(x as i8, y as i8);
                        let t = Tile::at(v).expect("a lattice point on the board");
                        if !self.friendly.contains(t) {
                            sink.rectangle(base, q, x.max(y) as u8, t);
                        }
                    }
                }
            }
        }
    }
}

/// A quadrant's lattice from the source, `x*a + y*b` for `x, y` in 0..=7:
/// bit `y` of entry `x` for each point.
struct Grid {
    /// On the board.
    on: [u8; 8],
    /// On the board and empty, the source counted empty (no path passes it).
    empty: [u8; 8],
    /// On the board and occupied, the source excepted.
    occupied: [u8; 8],
}

impl Grid {
    fn of(scanner: &Scanner, q: QuadrantId) -> Grid {
        let on = scanner.t.lattice(scanner.s, q);
        let mut occupied = [0u8; 8];
        // `all` holds every on-board lattice point but the source.
        for t in (scanner.occupied & scanner.t.masks(scanner.s, q).all).iter() {
            let (x, y) = scanner.t.coordinates(q, t.coords() - scanner.s.coords());
            occupied[x as usize] |= 1 << y;
        }
        let mut empty = [0u8; 8];
        for x in 0..8 {
            empty[x] = on[x] & !occupied[x];
        }
        Grid {
            on,
            empty,
            occupied,
        }
    }

    /// Is the move to `(x, y)` open under the rejected motion rule? The
    /// target itself may hold an enemy. Off-board tiles count as empty
    /// for the RAM (as for squares, L1618-1625), but no path leads
    /// through one.
    fn open(&self, motion: MotionRule, x: usize, y: usize) -> bool {
        let empty = |dx: usize, dy: usize| (dx, dy) == (x, y) || self.empty[dx] >> dy & 1 == 1;
        let path_a = (1..=x).all(|dx| empty(dx, 0)) && (1..=y).all(|dy| empty(x, dy));
        let path_b = (1..=y).all(|dy| empty(0, dy)) && (1..=x).all(|dx| empty(dx, y));
        match motion {
            MotionRule::DualPathEither => path_a || path_b,
            MotionRule::DualPathBoth => path_a && path_b,
            _ => {
                let rows = ((1u16 << (y + 1)) - 1) as u8;
                (0..=x).all(|dx| {
                    let target = if dx == x { 1 << y } else { 0 };
                    self.occupied[dx] & rows & !target == 0
                })
            }
        }
    }
}

/// What a scan needs of the board: which tiles are occupied, and by whom.
#[derive(Copy, Clone)]
struct Occupancy {
    occupied: Bitboard,
    /// The mover's side.
    friendly: Bitboard,
    enemy: Bitboard,
}

impl Occupancy {
    /// The board as the pieces of `side` see it.
    fn of(pos: &Position, side: crate::goff::pieces::Side) -> Occupancy {
        Occupancy {
            occupied: pos.occupied(),
            friendly: pos.side(side),
            enemy: pos.side(side.opponent()),
        }
    }

    /// The board after the piece on `from` moved to `to`.
    fn after(&self, from: Tile, to: Tile) -> Occupancy {
        let moved = |mut b: Bitboard| {
            b.remove(from);
            b.insert(to);
            b
        };
        let mut enemy = self.enemy;
        enemy.remove(to);
        Occupancy {
            occupied: moved(self.occupied),
            friendly: moved(self.friendly),
            enemy,
        }
    }
}

/// Every move of `piece` on `from` (some beside, if `toward` is not the
/// whole board: those toward its tiles are all there).
fn scan_on(
    board: &Occupancy,
    from: Tile,
    piece: crate::goff::pieces::Piece,
    options: Readings,
    toward: Bitboard,
    sink: &mut impl Sink,
) {
    let scanner = Scanner {
        t: &TABLES,
        s: from,
        occupied: board.occupied,
        enemy: board.enemy,
        friendly: board.friendly,
        lenient: options.perimeter == PerimeterRule::Lenient,
        linear: options.linear,
        motion: options.motion,
        toward,
    };
    match piece.kind {
        PieceKind::Knight => sink.jump(TABLES.knight(from) & !board.friendly),
        PieceKind::King => match options.king {
            // CR 49: linear moves to perimeter 1; the rectangles of the
            // book's reading are precomputed.
            KingRule::Linear => {
                if options.linear == LinearRule::OnePlane {
                    scanner.king(sink);
                } else {
                    for base in BasePiece::ALL {
                        scanner.planar(base, 1, Part::LinearOnly, sink);
                    }
                }
                // The declined balance rule (L8434-8449): the rook's
                // perimeter-1 apexes are exactly the brook tiles.
                if options.brook_balance {
                    scanner.planar(BasePiece::Rook, 1, Part::QuadrantOnly, sink);
                }
            }
            // Rejected (L8262-8290): a base piece's quadrant and linear
            // moves, to perimeter 1.
            KingRule::Natural => {
                for base in BasePiece::ALL {
                    scanner.planar(base, 1, Part::Both, sink);
                }
            }
            KingRule::Adjacent => scanner.adjacent(sink),
        },
        PieceKind::Pawn => {
            let pawn_board = pawn::Board {
                occupied: &scanner.occupied,
                enemy: &scanner.enemy,
                lenient: scanner.lenient,
            };
            // The null rule (L15882-15913): no capture onto a tile the pawn
            // could advance to on an empty board.
            let barred = match options.pawn_capture {
                PawnCaptureRule::Full => Bitboard::EMPTY,
                PawnCaptureRule::Restricted => pawn::empty_board_advances(piece.side, from),
            };
            pawn::moves(&pawn_board, from, piece.side, &mut |t, w| {
                if !(w.kind.is_capture() && barred.contains(t)) {
                    sink.pawn(t, w);
                }
            });
        }
        kind => {
            for &base in kind.base_pieces() {
                scanner.base(base, sink);
            }
        }
    }
}

/// The time-symmetric balance rule, not adopted (L15316-15345): of the
/// destinations `dests` of `piece` on `from`, those it could return from
/// in one move on the board as it was (the retarded manifold empty too).
/// The knight and the pawn are not subject to it (as in the reference).
fn returning(
    board: &Occupancy,
    from: Tile,
    piece: crate::goff::pieces::Piece,
    options: Readings,
    dests: Bitboard,
) -> Bitboard {
    if !options.time_symmetric || matches!(piece.kind, PieceKind::Knight | PieceKind::Pawn) {
        return dests;
    }
    let plain = Readings {
        time_symmetric: false,
        ..options
    };
    dests
        .iter()
        .filter(|&to| {
            let mut back = Mask(Bitboard::EMPTY);
            scan_on(
                &board.after(from, to),
                to,
                piece,
                plain,
                Bitboard::from_tile(from),
                &mut back,
            );
            back.0.contains(from)
        })
        .collect()
}

struct Mask(Bitboard);

impl Sink for Mask {
    #[inline]
    fn quadrant(&mut self, _: BasePiece, _: QuadrantId, tiles: Bitboard) {
        self.0 |= tiles;
    }
    #[inline]
    fn linear(&mut self, _: BasePiece, _: usize, _: u8, t: Tile, _: u8) {
        self.0.insert(t);
    }
    #[inline]
    fn jump(&mut self, tiles: Bitboard) {
        self.0 |= tiles;
    }
    #[inline]
    fn pawn(&mut self, t: Tile, _: PawnWay) {
        self.0.insert(t);
    }
    #[inline]
    fn straight(&mut self, _: BasePiece, _: usize, _: u8, t: Tile, _: Role) {
        self.0.insert(t);
    }
    #[inline]
    fn rectangle(&mut self, _: BasePiece, _: QuadrantId, _: u8, t: Tile) {
        self.0.insert(t);
    }
}

/// The set of tiles the piece on `from` can move to (turn and check
/// ignored); empty if the tile is empty.
pub fn destinations(pos: &Position, from: Tile) -> Bitboard {
    destinations_with(pos, from, Readings::default())
}

/// [`destinations`] under the given readings of the ambiguous passages.
pub fn destinations_with(pos: &Position, from: Tile, options: Readings) -> Bitboard {
    pos.piece_at(from).map_or(Bitboard::EMPTY, |piece| {
        destinations_as(pos, from, piece, options)
    })
}

/// [`destinations_with`] as if `piece` stood on `from` (a stack's part
/// moving "without regard to the left behind sub piece", L5754-5756),
/// without copying the position. `piece` must be of the side of the piece
/// on `from`.
pub fn destinations_as(
    pos: &Position,
    from: Tile,
    piece: crate::goff::pieces::Piece,
    options: Readings,
) -> Bitboard {
    let board = Occupancy::of(pos, piece.side);
    let mut mask = Mask(Bitboard::EMPTY);
    scan_on(&board, from, piece, options, Bitboard::FULL, &mut mask);
    returning(&board, from, piece, options, mask.0)
}

struct Classify {
    from: Tile,
    out: Collector,
}

impl Sink for Classify {
    fn straight(&mut self, base: BasePiece, ray: usize, k: u8, t: Tile, role: Role) {
        self.out
            .add(t, Way::straight(base.into(), k, TABLES.rays()[ray], role));
    }

    fn rectangle(&mut self, base: BasePiece, q: QuadrantId, k: u8, t: Tile) {
        let quadrant = Quadrant::by_id(q);
        self.out.add(
            t,
            Way {
                by: base.into(),
                motion: Motion::Quadrant,
                role: Role::Apex,
                perimeter: k,
                planes: vec![quadrant.plane],
                rays: vec![quadrant.a, quadrant.b],
                pawn: None,
            },
        );
    }

    fn quadrant(&mut self, base: BasePiece, q: QuadrantId, tiles: Bitboard) {
        let quadrant = Quadrant::by_id(q);
        for t in tiles.iter() {
            let (x, y) = quadrant
                .coordinates(t.coords() - self.from.coords())
                .expect("mask tiles lie in the quadrant");
            let k = x.max(y) as u8;
            self.out.add(
                t,
                Way {
                    by: base.into(),
                    motion: Motion::Quadrant,
                    role: Role::of(quadrant.kind(), x, y),
                    perimeter: k,
                    planes: vec![quadrant.plane],
                    rays: vec![quadrant.a, quadrant.b],
                    pawn: None,
                },
            );
        }
    }

    fn linear(&mut self, base: BasePiece, ray: usize, k: u8, t: Tile, open: u8) {
        let planes: Vec<Plane> = TABLES
            .line(ray)
            .iter()
            .enumerate()
            .filter(|(n, _)| open >> n & 1 == 1)
            .map(|(_, (p, _))| *p)
            .collect();
        let line: Ray = TABLES.rays()[ray];
        self.out.add(
            t,
            Way {
                by: base.into(),
                motion: Motion::Linear,
                role: Role::End,
                perimeter: k,
                planes,
                rays: vec![line],
                pawn: None,
            },
        );
    }

    fn pawn(&mut self, t: Tile, w: PawnWay) {
        self.out.add(
            t,
            Way {
                by: w.by,
                motion: w.motion,
                role: w.role,
                perimeter: w.perimeter,
                planes: vec![],
                rays: vec![],
                pawn: Some(w.kind),
            },
        );
    }

    fn jump(&mut self, tiles: Bitboard) {
        for t in tiles.iter() {
            let perimeter = (t.coords() - self.from.coords()).chebyshev();
            self.out.add(
                t,
                Way {
                    by: Mover::Knight,
                    motion: Motion::Jump,
                    role: Role::Jump,
                    perimeter,
                    planes: vec![],
                    rays: vec![],
                    pawn: None,
                },
            );
        }
    }
}

/// Every destination of the piece on `from`, classified, in the same
/// canonical form as [`crate::goff::reference::reach`].
pub fn reach(pos: &Position, from: Tile) -> Vec<Destination> {
    reach_with(pos, from, Readings::default())
}

/// [`reach`] under the given readings of the ambiguous passages.
pub fn reach_with(pos: &Position, from: Tile, options: Readings) -> Vec<Destination> {
    let Some(piece) = pos.piece_at(from) else {
        return Vec::new();
    };
    let board = Occupancy::of(pos, piece.side);
    let mut c = Classify {
        from,
        out: Collector::default(),
    };
    scan_on(&board, from, piece, options, Bitboard::FULL, &mut c);
    let mut dests = c.out.finish(|t| pos.piece_at(t).is_some());
    if options.time_symmetric {
        let kept = returning(
            &board,
            from,
            piece,
            options,
            dests.iter().map(|d| d.to).collect(),
        );
        dests.retain(|d| kept.contains(d.to));
    }
    dests
}

/// Forces the tables to be built (for benchmarks and start-up timing).
pub fn warm_up() {
    std::sync::LazyLock::force(&TABLES);
}

/// The gates of a move from `s` onto `k`: each a set of tiles that must
/// all be empty for one way of reaching `k`, and exactly that set. A
/// quadrant move to `k` needs its advancement square empty but for `k`
/// (CR 18, L1590-1601); a linear move along a ray needs, in one plane
/// through the ray, the squares of the two quadrants beside it empty up to
/// `k`'s perimeter but for `k` (CR 21-22, L1753-1769; the engine's
/// [`Scanner::linear`]); the king's rectangles (CR 49) are the latter at
/// perimeter 1. Every gate of every quadrant whose lattice holds `k` is
/// given, whatever piece stands on `s`. The pawn's blocking tiles (Table
/// 35) and unshackled lines lie inside these gates; the knight has none
/// (CR 33).
pub fn gates(s: Tile, k: Tile, mut each: impl FnMut(Bitboard)) {
    for gate in gate_table(k.coords() - s.coords()) {
        each(gate.tiles(s, k));
    }
}

/// Every tile whose occupancy can decide whether a piece on `s` reaches
/// `k`: the union of its [`gates`].
pub fn between(s: Tile, k: Tile) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    gates(s, k, |g| out |= g);
    out
}

/// Does the piece on `s` attack `k`, under the book's rules (strict
/// perimeters, planar motion, one open plane)? The same answer as
/// `destinations(pos, s).contains(k)` for a `k` the piece does not hold a
/// friend on, from the [`gates`] of the one displacement instead of every
/// quadrant: a planar piece or king attacks `k` if a gate of one of its
/// own moves is empty.
pub fn attacks(pos: &Position, s: Tile, k: Tile) -> bool {
    let Some(piece) = pos.piece_at(s) else {
        return false;
    };
    if pos.side(piece.side).contains(k) {
        return false;
    }
    let occupied = pos.occupied();
    let open = |g: &Gate| (g.tiles(s, k) & occupied).is_empty();
    let gates = gate_table(k.coords() - s.coords());
    match piece.kind {
        PieceKind::Knight => TABLES.knight(s).contains(k),
        PieceKind::Pawn => {
            let enemy = pos.side(piece.side.opponent());
            let board = pawn::Board {
                occupied: &occupied,
                enemy: &enemy,
                lenient: false,
            };
            let mut hit = false;
            pawn::moves(&board, s, piece.side, &mut |t, _| hit |= t == k);
            hit
        }
        // CR 49: linear moves to perimeter 1 only.
        PieceKind::King => gates.iter().any(|g| g.linear == Some(1) && open(g)),
        kind => gates
            .iter()
            .any(|g| kind.base_pieces().contains(&g.base) && open(g)),
    }
}

/// Does the piece on `s` attack `k` under `options`? [`attacks`] under
/// the book's moves; else its moves toward `k` alone, and under time
/// symmetry only `k`'s return.
pub fn attacks_with(pos: &Position, s: Tile, k: Tile, options: Readings) -> bool {
    if options.book_moves() {
        return attacks(pos, s, k);
    }
    let Some(piece) = pos.piece_at(s) else {
        return false;
    };
    let board = Occupancy::of(pos, piece.side);
    let toward = Bitboard::from_tile(k);
    let mut mask = Mask(Bitboard::EMPTY);
    scan_on(&board, s, piece, options, toward, &mut mask);
    !returning(&board, s, piece, options, mask.0 & toward).is_empty()
}

/// Does a `base` piece on `s` reach the empty tile `to` by a move made in
/// one of `planes`, the tiles of `occupied` standing? Under the book's
/// rules: a quadrant move is made in its quadrant's plane, a linear move in
/// each plane it is open in (CR 23).
pub fn reaches_in_planes(
    occupied: Bitboard,
    s: Tile,
    to: Tile,
    base: BasePiece,
    planes: &[Plane],
) -> bool {
    gate_table(to.coords() - s.coords()).iter().any(|g| {
        g.base == base && planes.contains(&g.plane) && (g.tiles(s, to) & occupied).is_empty()
    })
}

/// Could a pawn of `side` on `s` take on some tile of the result, on some
/// board? Every tile it captures on when all other tiles hold enemies and
/// none blocks (with its advances besides): a superset of its captures.
pub fn pawn_reach_superset(s: Tile, side: crate::goff::pieces::Side) -> Bitboard {
    let board = pawn::Board {
        occupied: &Bitboard::EMPTY,
        enemy: &Bitboard::FULL,
        lenient: false,
    };
    let mut out = Bitboard::EMPTY;
    pawn::moves(&board, s, side, &mut |t, _| out.insert(t));
    out
}

/// The on-board tiles of quadrant `q`'s advancement square from `s` up to
/// perimeter `p`, `s` excluded: the pure tiles and the two inner edges
/// (the tiles of [`crate::goff::geometry::AdvancementSquare::tiles`], from the
/// precomputed masks).
pub fn advancement_square(s: Tile, q: QuadrantId, p: u8) -> Bitboard {
    let [a, b] = TABLES.quadrant_rays(q);
    TABLES.masks(s, q).pure_upto[p as usize] | TABLES.segment(s, a, p) | TABLES.segment(s, b, p)
}

/// The on-board tiles of the advancement rectangle of a linear move along
/// `line` in `plane` from `s` up to perimeter `p`: the squares of the two
/// quadrants beside the line (CR 21, L2618-2625).
pub fn advancement_rectangle(s: Tile, line: Ray, plane: Plane, p: u8) -> Bitboard {
    let r = TABLES
        .rays()
        .iter()
        .position(|&x| x == line)
        .expect("a ray");
    let (_, [q1, q2]) = TABLES
        .line(r)
        .iter()
        .find(|(x, _)| *x == plane)
        .expect("the plane holds the line");
    advancement_square(s, *q1, p) | advancement_square(s, *q2, p)
}

/// One way of reaching a displacement: the quadrants whose squares, up to
/// the given perimeters, must be empty.
#[derive(Clone)]
struct Gate {
    squares: Vec<(QuadrantId, u8)>,
    /// Whose move it is: the quadrant's base piece, or the ray's.
    base: BasePiece,
    /// A linear move's perimeter; `None` for a quadrant move.
    linear: Option<u8>,
    /// The plane the move is made in.
    plane: Plane,
}

impl Gate {
    /// Its tiles for a move from `s` onto `k`, `k` excepted.
    #[inline]
    fn tiles(&self, s: Tile, k: Tile) -> Bitboard {
        let mut tiles = Bitboard::EMPTY;
        for &(q, p) in &self.squares {
            tiles |= advancement_square(s, q, p);
        }
        tiles.remove(k);
        tiles
    }
}

/// The gates of every displacement `d` within the board.
fn gate_table(d: crate::goff::geometry::Vector) -> &'static [Gate] {
    use std::sync::LazyLock;
    static TABLE: LazyLock<Vec<Vec<Gate>>> =
        LazyLock::new(|| tables::displacements().map(gates_of).collect());
    &TABLE[tables::displacement(d)]
}

/// [`gate_table`]'s entry for `d`: a quadrant gate for every quadrant that
/// holds `d` off its edges; a linear gate for every plane through the ray
/// `d` lies on.
fn gates_of(d: crate::goff::geometry::Vector) -> Vec<Gate> {
    let mut out: Vec<Gate> = Quadrant::all()
        .iter()
        .filter_map(|q| q.coordinates(d).map(|c| (q, c)))
        .filter(|(_, (x, y))| *x > 0 && *y > 0)
        .map(|(q, (x, y))| Gate {
            squares: vec![(q.id(), x.max(y) as u8)],
            base: BasePiece::of_ray(q.a.kind()),
            linear: None,
            plane: q.plane,
        })
        .collect();
    for (r, ray) in TABLES.rays().iter().enumerate() {
        let Some(m) = (1..=MAX_PERIMETER as i8).find(|&m| d == m * ray.vector()) else {
            continue;
        };
        for (plane, [q1, q2]) in TABLES.line(r) {
            out.push(Gate {
                squares: vec![(*q1, m as u8), (*q2, m as u8)],
                base: BasePiece::of_ray(ray.kind()),
                linear: Some(m as u8),
                plane: *plane,
            });
        }
    }
    out
}
