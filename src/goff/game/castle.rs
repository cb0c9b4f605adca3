//! Castling (CR 55-61, L9546-10259): the sidekick rule. The king makes a
//! linear rook move to perimeter 2 in a back plane (a plane of its home
//! line): vertically up (king side) or down (queen side), or sideways on
//! its level (royal). The rook lands next to the king on the far side; in
//! a royal castle both rooks may (double castle). 36 castles in all
//! (L10099-10133, Table 36 L19514-19560).

use super::{Game, Move, MoveKind};
use crate::goff::geometry::{Bitboard, Plane, Ray, Tile, Vector};
use crate::goff::pieces::{BasePiece, Piece, PieceKind, Side};
use crate::goff::position::Position;
use crate::goff::readings::{CastlingPlanes, CastlingRook, Readings};
use std::sync::LazyLock;

/// A tile given in the mover's own frame `(z, i, j)`.
fn own(side: Side, z: i8, i: i8, j: i8) -> Tile {
    match side {
        Side::White => Tile::new(z, i, j),
        Side::Black => Tile::new(z, 9 - i, 9 - j),
    }
    .expect("on board")
}

fn own_rook(side: Side, z: i8) -> Tile {
    own(side, z, 1, 1)
}

/// The home tiles whose pieces still have castling rights at the start:
/// the king (K1,1) and both rooks (QR1,1, KR1,1) of each side.
pub fn initial_rights() -> Vec<Tile> {
    [Side::White, Side::Black]
        .into_iter()
        .flat_map(|s| [own(s, 5, 1, 1), own(s, 1, 1, 1), own(s, 8, 1, 1)])
        .collect()
}

/// One castle: the king's move and the rook moves that go with it.
struct Castle {
    king_to: Tile,
    passed: Tile,
    /// The back plane the king moves in; `None` for a vertical castle,
    /// legal in either back plane (L9777-9788).
    plane: Option<Plane>,
    rooks: Vec<(Tile, Tile)>,
    /// Where the rooks stand.
    rook_from: Bitboard,
    /// Where the king and the rooks land: empty, since no castle captures
    /// (CR 61).
    landings: Bitboard,
    /// The king's rectangle in each plane it may move in (CR 58).
    king_rects: Vec<(Plane, Bitboard)>,
}

impl Castle {
    fn new(
        side: Side,
        king_to: Tile,
        passed: Tile,
        plane: Option<Plane>,
        rooks: Vec<(Tile, Tile)>,
    ) -> Castle {
        let king_from = own(side, 5, 1, 1);
        let d = king_to.coords() - king_from.coords();
        let line =
            Ray::new(Vector::new(d.z.signum(), d.i.signum(), d.j.signum())).expect("a face ray");
        let planes = plane.map_or(BACK_PLANES.to_vec(), |p| vec![p]);
        Castle {
            king_to,
            passed,
            plane,
            rook_from: rooks.iter().map(|&(from, _)| from).collect(),
            landings: std::iter::once(king_to)
                .chain(rooks.iter().map(|&(_, to)| to))
                .collect(),
            king_rects: planes
                .into_iter()
                .map(|p| {
                    (
                        p,
                        crate::goff::engine::advancement_rectangle(king_from, line, p, 2),
                    )
                })
                .collect(),
            rooks,
        }
    }
}

/// The rook tiles `(i, j)` of a vertical castle on the level the king
/// passed: the sidekick's three (CR 59), or under the far side rule every
/// tile of that level on the rook's square in either back plane — the
/// square has perimeter 2 on the king side, 3 on the queen side (L9691-9694).
fn vertical_rook_tiles(rule: CastlingRook, perimeter: i8) -> Vec<(i8, i8)> {
    match rule {
        CastlingRook::Sidekick => vec![(1, 1), (1, 2), (2, 1)],
        CastlingRook::FarSide => std::iter::once((1, 1))
            .chain((2..=perimeter + 1).flat_map(|k| [(1, k), (k, 1)]))
            .collect(),
    }
}

/// The castles of `side`: 36 under the book's rules (section 5.4 of the
/// pawn-king map; Table 36). Built once per side and rook rule: every
/// node of a search asks.
fn castles(side: Side, rules: Readings) -> &'static [Castle] {
    static ALL: LazyLock<Vec<Vec<Castle>>> = LazyLock::new(|| {
        [Side::White, Side::Black]
            .into_iter()
            .flat_map(|side| {
                [CastlingRook::Sidekick, CastlingRook::FarSide].map(|rule| build(side, rule))
            })
            .collect()
    });
    let far = usize::from(rules.castling_rook == CastlingRook::FarSide);
    &ALL[side.index() * 2 + far]
}

fn build(side: Side, rule: CastlingRook) -> Vec<Castle> {
    let (kr, qr) = (own(side, 8, 1, 1), own(side, 1, 1, 1));
    let mut out = Vec::new();
    // Vertical: king up two (king side) or down two (queen side); the
    // rook to the level the king passed.
    for (rook, king_z, passed_z, perimeter) in [(kr, 7, 6, 2), (qr, 3, 4, 3)] {
        for (i, j) in vertical_rook_tiles(rule, perimeter) {
            out.push(Castle::new(
                side,
                own(side, king_z, 1, 1),
                own(side, passed_z, 1, 1),
                None,
                vec![(rook, own(side, passed_z, i, j))],
            ));
        }
    }
    // Royal: the king two steps sideways on its level in plane i = 1 (to
    // K1,3) or j = 1 (to K3,1); the king rook to the Q level, the queen
    // rook to the KB level, at distance 2, 3 or 4; or both (L9924-10090).
    for plane_i in [true, false] {
        let at = |z, k| {
            if plane_i {
                own(side, z, 1, k)
            } else {
                own(side, z, k, 1)
            }
        };
        let plane = if plane_i {
            Plane::LeftVertical
        } else {
            Plane::RightVertical
        };
        let (king_to, passed) = (at(5, 3), at(5, 2));
        for k in 2..=4 {
            let castle = |rooks| Castle::new(side, king_to, passed, Some(plane), rooks);
            out.push(castle(vec![(kr, at(4, k))]));
            out.push(castle(vec![(qr, at(6, k))]));
            for q in 2..=4 {
                out.push(castle(vec![(kr, at(4, k)), (qr, at(6, q))]));
            }
        }
    }
    out
}

impl Game {
    /// The castles `side` may make now (pseudo-legal: the landing tile is
    /// checked by the ordinary legality filter). `not_in_check`: already
    /// known that the side is not in check.
    pub(super) fn castling_moves(&self, out: &mut Vec<Move>, not_in_check: bool) {
        let side = self.to_move;
        let king_from = own(side, 5, 1, 1);
        let mine = |t: Tile, kind| self.position.piece_at(t) == Some(Piece::new(side, kind));
        // CR 55: the king and the rooks unmoved.
        if !(self.castling.contains(king_from) && mine(king_from, PieceKind::King)) {
            return;
        }
        let rooks: Bitboard = (self.castling & self.position.side(side))
            .iter()
            .filter(|&t| mine(t, PieceKind::Rook))
            .collect();
        // CR 61: no capture, so every landing tile is empty (a cheap test
        // before the manifolds).
        let occupied = self.position.occupied();
        let candidate =
            |c: &&Castle| (c.rook_from & !rooks).is_empty() && (c.landings & occupied).is_empty();
        let castles = castles(side, self.rules);
        // CR 55: not out of check.
        if !castles.iter().any(|c| candidate(&c)) || (!not_in_check && self.in_check(side)) {
            return;
        }
        for c in castles.iter().filter(candidate) {
            if self.castle_open(side, king_from, c) {
                let mut rooks = [None, None];
                for (slot, r) in c.rooks.iter().enumerate() {
                    rooks[slot] = Some(*r);
                }
                out.push(Move {
                    from: king_from,
                    to: c.king_to,
                    kind: MoveKind::Castle(rooks),
                });
            }
        }
    }

    /// Is the candidate castle `c` (its landings already empty, CR 61)
    /// open?
    fn castle_open(&self, side: Side, king_from: Tile, c: &Castle) -> bool {
        // CR 56 with R-C7: one atomic move; the castling pieces are lifted
        // off before the manifolds are checked.
        let mut lifted = self.position.occupied();
        lifted.remove(king_from);
        for &(r, _) in &c.rooks {
            lifted.remove(r);
        }
        let king_planes: Vec<Plane> = c
            .king_rects
            .iter()
            .filter(|(_, rect)| (*rect & lifted).is_empty())
            .map(|&(plane, _)| plane)
            .collect();
        if king_planes.is_empty() {
            return false;
        }
        // A vertical castle's rook may use either back plane, or only one
        // the king's move is open in (interpretations.md#castling-plane-independence).
        let rook_planes = match (c.plane, self.rules.castling_planes) {
            (Some(plane), _) => vec![plane],
            (None, CastlingPlanes::Independent) => BACK_PLANES.to_vec(),
            (None, CastlingPlanes::SamePlane) => king_planes,
        };
        let rooks_ok = c
            .rooks
            .iter()
            .all(|&(from, to)| self.rook_reaches(lifted, side, from, to, &rook_planes));
        // CR 55: not through check.
        rooks_ok && {
            let mut through = self.clone();
            through.position.remove(king_from);
            through
                .position
                .put(c.passed, Piece::new(side, PieceKind::King))
                .is_ok()
                && !through.in_check(side)
        }
    }

    /// CR 59: the rook reaches its tile by its own move, in one of
    /// `planes`: in a royal castle the king's plane (L9971-9974), in a
    /// vertical castle either back plane (L9855, R-C4). Under the book's
    /// rules by the engine's gates; otherwise by the classified reach.
    fn rook_reaches(
        &self,
        lifted: Bitboard,
        side: Side,
        from: Tile,
        to: Tile,
        planes: &[Plane],
    ) -> bool {
        if self.fast_legality() {
            let mut occupied = lifted;
            occupied.insert(from);
            return crate::goff::engine::reaches_in_planes(
                occupied,
                from,
                to,
                BasePiece::Rook,
                planes,
            );
        }
        let mut p = Position::empty();
        for t in lifted.iter() {
            p.put(t, self.position.piece_at(t).expect("a piece"))
                .expect("one piece a tile");
        }
        p.put(from, Piece::new(side, PieceKind::Rook))
            .expect("lifted");
        let reach = match self.implementation {
            super::Implementation::Engine => crate::goff::engine::reach_with(&p, from, self.rules),
            super::Implementation::Reference => {
                crate::goff::reference::reach_with(&p, from, self.rules)
            }
        };
        reach.iter().any(|d| {
            d.to == to
                && d.ways
                    .iter()
                    .any(|w| w.planes.iter().any(|p| planes.contains(p)))
        })
    }
}

/// The two back planes of the home line (the king's vertical planes).
const BACK_PLANES: [Plane; 2] = [Plane::LeftVertical, Plane::RightVertical];

/// Castling notation (L14683-14701): `CK`/`CQ` for vertical castles, `CL`
/// or `CR` for royal ones (the book's left plane holds the rook tiles
/// 2,1 3,1 4,1), then the rook's tile indices; a double castle lists the
/// king rook first: `CL2,1;4,1`.
pub fn castle_notation(side: Side, king_to: Tile, rooks: &[Option<(Tile, Tile)>; 2]) -> String {
    let idx = |t: Tile| {
        let (i, j) = crate::goff::pieces::pawn::own_indices(side, t);
        format!("{i},{j}")
    };
    let (ki, kj) = crate::goff::pieces::pawn::own_indices(side, king_to);
    let letter = match (king_to.z(), ki, kj) {
        (7, _, _) => 'K',
        (3, _, _) => 'Q',
        (_, 3, 1) => 'L',
        _ => 'R',
    };
    // The king rook comes first; a royal castle of the queen rook alone
    // keeps the empty king-rook slot: `CL;2,1` (our reading, the book
    // lists only the double form: spec/interpretations.md#castling-notation).
    let king_rook = own_rook(side, 8);
    match rooks {
        [Some((from, to)), None] if matches!(letter, 'L' | 'R') && *from != king_rook => {
            format!("C{letter};{}", idx(*to))
        }
        _ => {
            let tiles: Vec<String> = rooks.iter().flatten().map(|&(_, to)| idx(to)).collect();
            format!("C{letter}{}", tiles.join(";"))
        }
    }
}
