//! The pieces of Chess in the Third Dimension computed literally from the
//! seed's words, cube by cube, to check the core's rays and leaps.

use super::{EDGES, FACES};
use crate::cells::{add, Board, CellId, Coords};

/// Walk from `from` along `d` while the next cube exists ("pieces cannot
/// move across a gap between levels", 003:L27), stopping on a piece.
fn walk(
    b: &Board,
    from: CellId,
    d: Coords,
    occupied: &dyn Fn(CellId) -> bool,
    out: &mut Vec<CellId>,
) {
    let mut at = b.cell(from).coords;
    loop {
        at = add(at, d);
        let Some(c) = b.at(at) else { return };
        out.push(c);
        if occupied(c) {
            return;
        }
    }
}

/// "The rook moves in a straight line through cube faces" (003:L33).
pub fn rook(b: &Board, from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    let mut out = Vec::new();
    for d in FACES {
        walk(b, from, d, &occupied, &mut out);
    }
    out
}

/// "The bishop moves in a straight line through cube edges" (003:L41).
pub fn bishop(b: &Board, from: CellId, occupied: impl Fn(CellId) -> bool) -> Vec<CellId> {
    let mut out = Vec::new();
    for d in EDGES {
        walk(b, from, d, &occupied, &mut out);
    }
    out
}

/// "The king moves like the queen, but only one cube per move" (003:L49):
/// the first cube of each of the queen's lines.
pub fn king(b: &Board, from: CellId) -> Vec<CellId> {
    let mut out = rook(b, from, |_| true);
    out.extend(bishop(b, from, |_| true));
    out
}

/// "The knight moves through one cube face and one cube edge, in either
/// order, in such a way that it ends its move more than one cube-width
/// distant from its starting point" (003:L37): every face-then-edge and
/// edge-then-face path over existing cubes, ends that touch the start by a
/// face or an edge left out. With `both_middles`, a leap to a level two
/// away is kept only if no route to it passes a missing cube: "to move
/// from level II to level IV, a piece must traverse at least one cube on
/// level III" (003:L27), read as every route's (spec: knight-gaps).
pub fn knight_with(b: &Board, from: CellId, both_middles: bool) -> Vec<CellId> {
    let start = b.cell(from).coords;
    let touching: Vec<Coords> = FACES
        .iter()
        .chain(EDGES.iter())
        .map(|d| add(start, *d))
        .collect();
    let (mut reached, mut bridged) = (Vec::new(), Vec::new());
    for (first, second) in [(&FACES[..], &EDGES[..]), (&EDGES[..], &FACES[..])] {
        for a in first {
            let middle = add(start, *a);
            for s in second {
                let end = add(middle, *s);
                if end == start || touching.contains(&end) {
                    continue;
                }
                let Some(c) = b.at(end) else { continue };
                match b.at(middle) {
                    Some(_) => reached.push(c),
                    None => bridged.push(c),
                }
            }
        }
    }
    let two_levels = |c: &CellId| (b.cell(*c).coords[2] - start[2]).abs() == 2;
    reached.retain(|c| !(both_middles && two_levels(c) && bridged.contains(c)));
    reached.sort_unstable();
    reached.dedup();
    reached
}

/// The knight under the default reading (a route over existing cubes).
pub fn knight(b: &Board, from: CellId) -> Vec<CellId> {
    knight_with(b, from, false)
}

/// What "forward" means for one side's pawn (003:L55).
pub struct PawnRule<'a> {
    /// +1 if forward is toward rank 4, -1 toward rank 1.
    pub forward: i8,
    /// Is this level one where the enemy started?
    pub enemy_level: &'a dyn Fn(u8) -> bool,
    /// May the sideways-diagonal step move to an empty cube, may it take?
    pub sideways_move: bool,
    pub sideways_capture: bool,
}

/// "The pawn moves like a rook and captures like a bishop, but only one
/// cube per move, and only forward. Forward is defined as 'toward the
/// enemy starting positions'" (003:L55): the pawn's moves (through a face:
/// one rank ahead, or straight onto an enemy level) and captures (through
/// an edge: a rank ahead, across or onto an enemy level), each cube of
/// the board tested. It "cannot change levels again" once on an enemy
/// level, and may step "sideways diagonally" onto one.
pub fn pawn(b: &Board, from: CellId, rule: &PawnRule) -> (Vec<CellId>, Vec<CellId>) {
    let start = b.cell(from);
    let changed = (rule.enemy_level)(start.level);
    let (mut moves, mut captures) = (Vec::new(), Vec::new());
    for t in b.ids() {
        let cube = b.cell(t);
        let d: Vec<i8> = (0..3).map(|i| cube.coords[i] - start.coords[i]).collect();
        if d.iter().any(|v| v.abs() > 1) {
            continue;
        }
        let through = d.iter().filter(|v| **v != 0).count();
        let (across, ahead, level_change) = (d[0] != 0, d[1] == rule.forward, d[2] != 0);
        if d[1] != 0 && !ahead {
            continue; // backward along the ranks
        }
        if level_change && (changed || !(rule.enemy_level)(cube.level)) {
            continue; // a second level change, or onto a friendly level
        }
        let face = through == 1;
        let edge = through == 2;
        let sideways = edge && across && level_change;
        if face && (ahead || level_change) || sideways && rule.sideways_move {
            moves.push(t);
        }
        if edge && ahead || sideways && rule.sideways_capture {
            captures.push(t);
        }
    }
    (moves, captures)
}
