//! CR 17 — "Base pieces move in a space one dimension less than the board." (L2573-2574; L17849-17850).
//!
//! Base pieces move in planes (2D manifolds of the 3D board), not along
//! lines: every move of a base piece lies in a plane of its family, and a
//! quadrant move's target lies in the quadrant's plane.

use super::{Class, Rule};
use crate::goff::rules::Outcome;
use crate::goff::readings::Readings;
use super::support::random_positions;
use crate::goff::engine::reach_with;
use crate::goff::reach::{Motion, Mover};

pub const RULE: Rule = Rule {
    number: 17,
    title: "Base pieces move in a space one dimension less than the board.",
    class: Class::Normative,
    lines: "L2573-2574; L17849-17850",
    module: module_path!(),
    spec: "spec/rules/cr17-planar-moves.md",
    tests: &["tests/it/book_positions.rs::figure_23_linear_moves_polarize"],
    checks: "in 300 random positions every rook, bishop and duke move lies in at least one plane of its family containing the displacement",
    check,
};

/// Every way of reaching `d.to` from `s` lies in a plane of the mover's
/// family that contains the displacement.
pub fn in_its_planes(s: crate::goff::geometry::Tile, d: &crate::goff::reach::Destination) -> Result<(), String> {
    let v = d.to.coords() - s.coords();
    for w in &d.ways {
        if matches!(w.by, Mover::Knight) || w.pawn.is_some() || w.motion == Motion::Jump {
            continue;
        }
        let ok = !w.planes.is_empty()
            && w.planes.iter().all(|p| p.normal().dot(v) == 0 && family_of(w.by) == Some(p.family()));
        if !ok {
            return Err(format!("{s} -> {}: {:?} {:?} in no plane of its own", d.to, w.by, w.motion));
        }
    }
    Ok(())
}

fn family_of(m: Mover) -> Option<crate::goff::geometry::PlaneFamily> {
    use crate::goff::pieces::BasePiece::*;
    let base = match m {
        Mover::Rook => Rook,
        Mover::Bishop => Bishop,
        Mover::Duke => Duke,
        _ => return None,
    };
    Some(base.family())
}

fn check(rules: &Readings) -> Outcome {
    let mut n = 0;
    for pos in random_positions(0xC17, 300) {
        for (s, p) in pos.pieces() {
            if p.kind == crate::goff::pieces::PieceKind::King {
                continue;
            }
            for d in reach_with(&pos, s, *rules) {
                in_its_planes(s, &d)?;
                n += 1;
            }
        }
    }
    Ok(format!("{n} destinations, each in a plane of its base piece"))
}
