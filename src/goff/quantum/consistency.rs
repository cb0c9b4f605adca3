//! Part V's own principle as a property: a quantum game is an ensemble
//! of classical games, so every history after a quantum move is a legal
//! classical game, one classical move on from a history before it
//! (L16116-16117, L16381-16387, L17503-17506; issue 40). A child whose
//! position no classical move of any parent reaches is a defect of the
//! quantum rules as implemented, named by its parent's piece and the
//! move's text.

use super::ensemble::{split_duke, Ensemble, Id};
use super::moves::{list, Listed};
use super::Options;
use crate::goff::game::{Game, Implementation, Move};
use crate::goff::position::Position;
use std::collections::BTreeSet;

/// A child history no classical move of a parent reaches.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stray {
    /// The quantum move, as listed.
    pub text: String,
    /// The piece it moves.
    pub piece: Id,
    /// The child's position as a compact string of its pieces.
    pub child: String,
}

/// The classical moves of `game` (its side to move's, in its own
/// history), each with the position it reaches: a legal move, or under
/// `king-safety = ignored` (O5, the players' own care) a pseudo-legal
/// one.
fn classical_successors(game: &Game, king_safety: bool) -> Vec<(Move, String)> {
    let mut g = game.clone();
    let moves = match king_safety {
        true => g.legal_moves(),
        false => g.pseudo_legal_moves(),
    };
    moves
        .into_iter()
        .map(|m| {
            let mut after = g.clone();
            after.make(&m);
            (m, written(&after.position))
        })
        .collect()
}

/// The pieces of a position, tile by tile: what a history's position is
/// compared by, and its message.
fn written(p: &Position) -> String {
    p.pieces()
        .map(|(t, piece)| format!("{:?}{:?}@{t}", piece.side, piece.kind))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Of `listed`, the quantum moves of `e` under `options`: the children
/// that no classical move of a history of `e` reaches.
pub fn strays(e: &Ensemble, listed: &[Listed], options: &Options) -> Vec<Stray> {
    let reachable: BTreeSet<String> = e
        .histories
        .iter()
        .flat_map(|(h, _)| classical_successors(&h.game, options.king_safety))
        .map(|(_, after)| after)
        .collect();
    let mut out = Vec::new();
    for listed in listed {
        for (h, _) in &listed.after.histories {
            let child = written(&h.game.position);
            if !reachable.contains(&child) {
                out.push(Stray {
                    text: listed.text.clone(),
                    piece: listed.report.piece,
                    child,
                });
            }
        }
    }
    out
}

/// The property over `count` random ensembles under every option set:
/// every classical move of a history that a quantum move includes
/// ([`includes`]) is a child of a listed one, and every child of every
/// listed quantum move is one classical move on from a history before it, but, under `fission=book` (O21), for the
/// children of the moves of a stack or of a part of one, which are
/// counted: fission through the windows' gates is Part V's own rule
/// (Fig. 254, L16745-16750). Under `fission=classical` every child is
/// held. The line says how many moves and children were looked at.
pub fn check(count: usize, seed: u64) -> crate::core::check::Outcome {
    use super::apply::play;
    use super::samples::{random_game, random_move};
    use crate::core::rng::Rng;
    let mut rng = Rng::new(seed);
    let (mut moves, mut children, mut apart, mut held) = (0usize, 0usize, 0usize, 0usize);
    let mut classical = 0usize;
    let sets = super::options::every_set();
    for n in 0..count {
        let options = &sets[n % sets.len()];
        let mut game = random_game(&mut rng);
        let mut e = Ensemble::classical(game.clone());
        for _ in 0..rng.below(3) {
            let Some(m) = random_move(&mut game, &mut rng) else {
                break;
            };
            let Ok((after, _)) = play(&e, &m, options, Implementation::Engine) else {
                break;
            };
            let Ok((passed, _)) = play(&after, "---", options, Implementation::Engine) else {
                break;
            };
            if passed.histories.len() > 40 {
                break;
            }
            e = passed;
            game = e.histories[rng.below(e.histories.len())].0.game.clone();
            game.to_move = crate::core::side::Side::White;
        }
        let listed = list(&e, options, Implementation::Engine);
        moves += listed.len();
        children += listed
            .iter()
            .map(|l| l.after.histories.len())
            .sum::<usize>();
        if options.fission == super::Fission::Classical {
            held += listed
                .iter()
                .filter(|l| of_a_stack(&e, l.report.piece))
                .map(|l| l.after.histories.len())
                .sum::<usize>();
        }
        let (included, missing) = unlisted(&e, &listed, options);
        classical += included;
        if let Some(u) = missing.first() {
            return Err(format!(
                "the classical move {:?} of a {:?} in the history {} is no child of any listed quantum move",
                u.classical, u.mover, u.history
            ));
        }
        for s in strays(&e, &listed, options) {
            // Fission by the windows' gates (O21's default, Fig. 254's
            // 105 histories, L16745-16750) places parts where the
            // classical region rule would not: a rule of Part V's own.
            let by_the_book = options.fission == super::Fission::Book;
            match by_the_book && of_a_stack(&e, s.piece) {
                true => apart += 1,
                false => {
                    return Err(format!(
                        "{}: the child {} is no classical move on",
                        s.text, s.child
                    ))
                }
            }
        }
    }
    Ok(format!(
        "{moves} quantum moves of {count} ensembles, {children} children, each one classical move on ({held} of stacks' moves under fission=classical) but {apart} children of stacks' moves under fission=book (Fig. 254's windows); {classical} classical moves of their histories that the chapter's moves include, each a child"
    ))
}

/// Whether `id` is a stack in some history of `e`, or a part of one (its
/// bishop keeps the stack's identity, its duke is [`split_duke`]'s).
fn of_a_stack(e: &Ensemble, id: Id) -> bool {
    use crate::goff::pieces::PieceKind;
    let pieces = e.pieces();
    split_duke(id) == id
        || pieces.contains_key(&split_duke(id))
        || e.histories.iter().any(|(h, _)| {
            h.tile_of(id)
                .and_then(|t| h.game.position.piece_at(t))
                .is_some_and(|p| p.kind == PieceKind::Stack)
        })
}

/// A classical move of a history that no listed quantum move makes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unlisted {
    /// The history's position.
    pub history: String,
    /// The classical move.
    pub classical: Move,
    /// The piece that makes it.
    pub mover: crate::goff::pieces::PieceKind,
}

/// The classical moves a listed quantum move includes, by the chapter:
/// a base piece's, a knight's, a stack's (moves, decays, teleports,
/// recombinations, and fission under `fission=classical`), and a pawn's
/// advances in its one quadrant to perimeter 1, or 2 as its double
/// advance: "only one plane and only one quadrant in that plane, and
/// after its optional double advance only one perimeter" (L16153-16155).
/// Not a king's or a queen's (O1 refused), a castle (O7), a pawn's
/// capture or en passant (O3 refused), an unshackled pawn's rook moves in
/// a back plane (L6889-6900), its perimeter-2 advance off the start tile
/// under `double-advance = first-move` (O20), under `fission=book` (O21)
/// the classical fissions the windows' gates refuse, nor under
/// `duplex=refused` (O8) a duke's step to the duplex tile of a face
/// quadrant's first perimeter, which no proxy writes.
fn includes(game: &Game, m: &Move, options: &Options) -> bool {
    use crate::goff::game::MoveKind;
    use crate::goff::pieces::{pawn, BasePiece, PieceKind};
    let mover = game.position.piece_at(m.from).expect("a mover");
    let captures = game
        .position
        .piece_at(m.to)
        .is_some_and(|p| p.side != mover.side);
    let advance = || {
        let d = pawn::to_own(mover.side, m.to.coords() - m.from.coords());
        let double = options.double_advance == super::DoubleAdvance::Classical
            || pawn::on_start_tile(mover.side, m.from);
        d.z == 0 && d.i >= 0 && d.j >= 0 && (d.chebyshev() == 1 || (d.chebyshev() == 2 && double))
    };
    // A face quadrant's perimeter-1 tile, two rook steps off: its only
    // non-end tile is the duplex tile, which names no one plane (O8).
    let d = m.to.coords() - m.from.coords();
    let duplex = d.chebyshev() == 2 && [d.z, d.i, d.j].iter().filter(|&&c| c != 0).count() == 1;
    let duke = matches!(
        (mover.kind, m.kind),
        (PieceKind::Duke, _)
            | (
                _,
                MoveKind::Decay(BasePiece::Duke) | MoveKind::Teleport(BasePiece::Duke)
            )
    );
    if duke && duplex && options.duplex == super::Duplex::Refused {
        return false;
    }
    match (mover.kind, m.kind) {
        (PieceKind::King | PieceKind::Queen, _) => false,
        (_, MoveKind::Castle(..) | MoveKind::EnPassant(_)) => false,
        (PieceKind::Pawn, _) => !captures && advance(),
        (_, MoveKind::Fission(_)) => options.fission == super::Fission::Classical,
        _ => true,
    }
}

/// The other half of the principle: every classical move of a history of
/// `e` that a quantum move includes ([`includes`]) is a child of some
/// quantum move of `listed`, the moves of `e` under `options`; and how
/// many such classical moves there were.
pub fn unlisted(e: &Ensemble, listed: &[Listed], options: &Options) -> (usize, Vec<Unlisted>) {
    let children: BTreeSet<String> = listed
        .iter()
        .flat_map(|l| {
            l.after
                .histories
                .iter()
                .map(|(h, _)| written(&h.game.position))
        })
        .collect();
    let (mut out, mut included) = (Vec::new(), 0);
    for (h, _) in &e.histories {
        let g = &h.game;
        for (m, after) in classical_successors(g, options.king_safety) {
            if !includes(g, &m, options) {
                continue;
            }
            included += 1;
            if !children.contains(&after) {
                out.push(Unlisted {
                    history: written(&g.position),
                    classical: m,
                    mover: g.position.piece_at(m.from).expect("a mover").kind,
                });
            }
        }
    }
    (included, out)
}
