//! The pawn, read from the rule text (CR 36-47): advances are rook moves
//! in the dominant planes, captures are bishop and duke moves, both only
//! toward promotion; quadrants holding a receding tile are virtual and
//! neither used nor blocking (CR 44-46).

use super::Rules;
use crate::goff::geometry::{
    AdvancementRectangle, AdvancementSquare, Plane, PlaneFamily, Quadrant, Role, Tile, Vector, EDGE,
};
use crate::goff::pieces::pawn::{
    on_start_tile, own_indices, progresses, recedes, to_own, PawnMove,
};
use crate::goff::pieces::Side;
use crate::goff::reach::{Collector, Motion, Mover, Way};
use crate::goff::readings::PawnCaptureRule;

/// CR 44: a quadrant is virtual if any of its tiles recedes, i.e. if
/// either inner edge does.
fn is_virtual(side: Side, q: &Quadrant) -> bool {
    [q.a, q.b].iter().any(|r| recedes(to_own(side, r.vector())))
}

/// What a move that passed the manifold test adds: the target, how, and
/// under which name.
struct Found {
    to: Tile,
    by: Mover,
    motion: Motion,
    role: Role,
    perimeter: u8,
    kind: PawnMove,
}

impl Rules<'_> {
    pub(super) fn pawn_moves(&self, from: Tile, side: Side, out: &mut Collector) {
        let mut found = Vec::new();
        self.pawn_advances(from, side, &mut found);
        self.pawn_captures(from, side, 1, &mut found);
        let (i, j) = own_indices(side, from);
        if i == EDGE || j == EDGE {
            // CR 42, L7683-7688: unshackled, the range limit is lifted for
            // captures too; and the duplex attack along the back plane
            // toward promotion (L7658-7696, Fig. 101).
            self.pawn_captures(from, side, EDGE as u8 - 1, &mut found);
            self.pawn_duplex(from, side, &mut found);
        }
        if self.options.pawn_capture == PawnCaptureRule::Restricted {
            // L15882-15913: no capture onto a tile the pawn could advance
            // to on an empty board (drops the bead, and the dart while the
            // double advance is available).
            let empty = crate::goff::position::Position::empty();
            let lone = Rules {
                pos: &empty,
                options: self.options,
            };
            let mut advances = Vec::new();
            lone.pawn_advances(from, side, &mut advances);
            found.retain(|f| !f.kind.is_capture() || advances.iter().all(|a| a.to != f.to));
        }
        for f in found {
            out.add(
                f.to,
                Way {
                    by: f.by,
                    motion: f.motion,
                    role: f.role,
                    perimeter: f.perimeter,
                    planes: vec![],
                    rays: vec![],
                    pawn: Some(f.kind),
                },
            );
        }
    }

    /// CR 36, 38-40, 42: rook-like, never capturing, only in manifolds
    /// holding a promotion tile: the pawn's level (range 1, or 2 on its
    /// first move, CR 39) and a back plane it stands on (range: the board).
    fn pawn_advances(&self, from: Tile, side: Side, found: &mut Vec<Found>) {
        let (i, j) = own_indices(side, from);
        let level_range = if on_start_tile(side, from) { 2 } else { 1 };
        let mut planes = vec![(Plane::Horizontal, level_range)];
        if i == EDGE {
            planes.push((Plane::LeftVertical, EDGE as u8 - 1));
        }
        if j == EDGE {
            planes.push((Plane::RightVertical, EDGE as u8 - 1));
        }
        for (plane, range) in planes {
            let name = |k: u8| match (plane, k) {
                (Plane::Horizontal, 1) => PawnMove::Advance,
                (Plane::Horizontal, _) => PawnMove::DoubleAdvance,
                _ => PawnMove::Unshackled,
            };
            self.pawn_planar(
                from,
                side,
                plane,
                range,
                false,
                &mut |to, motion, role, k| {
                    found.push(Found {
                        to,
                        by: Mover::Rook,
                        motion,
                        role,
                        perimeter: k,
                        kind: name(k),
                    })
                },
            );
        }
    }

    /// CR 36: captures like a bishop or a duke, to perimeter 1 (CR 38).
    fn pawn_captures(&self, from: Tile, side: Side, range: u8, found: &mut Vec<Found>) {
        for plane in PlaneFamily::Skew
            .planes()
            .chain(PlaneFamily::Slant.planes())
        {
            let by = if plane.family() == PlaneFamily::Skew {
                Mover::Bishop
            } else {
                Mover::Duke
            };
            self.pawn_planar(
                from,
                side,
                plane,
                range,
                true,
                &mut |to, motion, role, k| {
                    let own = to_own(side, to.coords() - from.coords());
                    let kind = match (by, role, motion) {
                        _ if range > 1 => PawnMove::UnshackledReduced,
                        (Mover::Bishop, Role::Apex, _) if own.z.abs() == 2 => PawnMove::Predator,
                        (Mover::Bishop, Role::Apex, _) => PawnMove::Sling,
                        (Mover::Bishop, _, Motion::Linear) => PawnMove::Bead,
                        (Mover::Bishop, _, _) => PawnMove::Reduced,
                        (_, Role::End, _) => PawnMove::Direct,
                        _ => PawnMove::Dart,
                    };
                    // The book names a duke's linear capture "direct" however
                    // it is reached (L7402-7406, L7474-7481).
                    let motion = if kind == PawnMove::Direct {
                        Motion::Linear
                    } else {
                        motion
                    };
                    found.push(Found {
                        to,
                        by,
                        motion,
                        role,
                        perimeter: k,
                        kind,
                    })
                },
            );
        }
    }

    /// The unshackled duplex capture: two steps at a time along the back
    /// plane toward promotion, on the pawn's own level (own `(0, 0, 2k)` on
    /// the plane `i = 8`, `(0, 2k, 0)` on `j = 8`); the duplex tiles that
    /// "advance toward promotion", unblockable (L7683-7696, Fig. 101).
    fn pawn_duplex(&self, from: Tile, side: Side, found: &mut Vec<Found>) {
        let (i, _) = own_indices(side, from);
        let own = if i == EDGE {
            Vector::new(0, 0, 2)
        } else {
            Vector::new(0, 2, 0)
        };
        let step = to_own(side, own);
        for k in 1..EDGE {
            let Some(t) = from.step(step, k) else {
                break;
            };
            if self.is_enemy(side, t) {
                found.push(Found {
                    to: t,
                    by: Mover::Duke,
                    motion: Motion::Quadrant,
                    role: Role::Duplex,
                    perimeter: k as u8,
                    kind: PawnMove::UnshackledDuplex,
                });
            }
        }
    }

    fn is_enemy(&self, side: Side, t: Tile) -> bool {
        self.pos.piece_at(t).is_some_and(|p| p.side != side)
    }

    /// The moves of a pawn in one plane up to `range`: quadrant moves in
    /// non-virtual quadrants; on a line, a linear move when both quadrants
    /// beside it are real, a full-quadrant move when one is virtual (CR
    /// 45), and an unblockable direct move when both are (CR 45-46). Only
    /// progressing targets (CR 37); empty ones for advances, enemies for
    /// captures (CR 36).
    fn pawn_planar(
        &self,
        from: Tile,
        side: Side,
        plane: Plane,
        range: u8,
        capture: bool,
        emit: &mut dyn FnMut(Tile, Motion, Role, u8),
    ) {
        let target_ok = |t: Tile| {
            if capture {
                self.is_enemy(side, t)
            } else {
                self.pos.piece_at(t).is_none()
            }
        };
        for quadrant in Quadrant::of_plane(plane) {
            if is_virtual(side, &quadrant) {
                continue;
            }
            for k in 1..=range {
                let square = AdvancementSquare {
                    source: from.coords(),
                    quadrant,
                    perimeter: k,
                };
                for (x, y, v) in square.perimeter_cells() {
                    let Some(t) = Tile::at(v) else { continue };
                    if !progresses(to_own(side, v - from.coords())) || !target_ok(t) {
                        continue;
                    }
                    let role = Role::of(quadrant.kind(), x, y);
                    if role != Role::End {
                        if self.square_clear(&square, t) {
                            emit(t, Motion::Quadrant, role, k);
                        }
                        continue;
                    }
                    let line = if x > 0 { quadrant.a } else { quadrant.b };
                    let [q1, q2] = Quadrant::beside(plane, line);
                    let other = if q1 == quadrant { q2 } else { q1 };
                    if is_virtual(side, &other) {
                        if self.square_clear(&square, t) {
                            emit(t, Motion::Quadrant, Role::End, k);
                        }
                    } else {
                        let rectangle = AdvancementRectangle {
                            source: from.coords(),
                            plane,
                            line,
                            perimeter: k,
                        };
                        if rectangle
                            .squares()
                            .iter()
                            .all(|sq| self.square_clear(sq, t))
                        {
                            emit(t, Motion::Linear, Role::End, k);
                        }
                    }
                }
            }
        }
        // Direct moves: a progressing line whose quadrants are all virtual
        // in this plane cannot be blocked (L7044-7047, L7474-7481).
        if capture {
            for &line in plane.rays() {
                let both_virtual = Quadrant::beside(plane, line)
                    .iter()
                    .all(|q| is_virtual(side, q));
                if !both_virtual || !progresses(to_own(side, line.vector())) {
                    continue;
                }
                if let Some(t) = from.step(line.vector(), 1) {
                    if target_ok(t) {
                        emit(t, Motion::Linear, Role::End, 1);
                    }
                }
            }
        }
    }
}
