//! Positions built or found to expose faults the rest of the suite
//! catches only once or twice (issue 39.4; `spec/conformance.md#mutation-scores`):
//! a king beside a defended enemy piece, an uplift, and an en passant
//! that the actual-board reading refuses or adds. Each is a `moves` case
//! of the book's reading, judging the whole list; [`EACH`] of each kind,
//! so that each fault's mutant is killed by ten cases at least.

use super::cases::{moves_case, tags};
use crate::core::case::Case;
use crate::core::rng::Rng;
use crate::core::variant::Validation;
use crate::goff::game::setup::Setup;
use crate::goff::game::{Game, MoveKind};
use crate::goff::geometry::Tile;
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::readings::{EnPassantBoard, Readings};

/// Cases of each kind.
const EACH: usize = 12;

/// Every witness case: defended pieces beside a king, uplifts, en
/// passants of the two boards.
pub fn cases() -> Vec<Case> {
    let mut out = defended();
    out.extend(uplifts());
    out.extend(en_passant_boards());
    out
}

/// A legal game of `pos`, White to move, no castling right.
fn white_to_move(position: crate::goff::position::Position) -> Option<Game> {
    legal(position, Side::White)
}

/// A legal game of `pos`, `side` to move, no castling right.
fn legal(position: crate::goff::position::Position, side: Side) -> Option<Game> {
    let setup = Setup {
        position,
        to_move: side,
        castling: Vec::new(),
        en_passant: None,
    };
    Game::from_setup(setup, Default::default(), Validation::Legal).ok()
}

/// A few random pieces (no king) from `rng`.
fn scattered(rng: &mut Rng) -> crate::goff::position::Position {
    let size = 2 + rng.below(8);
    let mut pos = super::samples::position(rng, size);
    for (t, p) in pos.clone().pieces() {
        if p.kind == PieceKind::King {
            pos.remove(t);
        }
    }
    pos
}

/// A White king beside a Black piece that another Black piece defends:
/// the capture is pseudo-legal and illegal (CR 49, 52: a king may not
/// move into check). An engine that tests a king's captures for safety
/// less carefully than its steps lists it.
fn defended() -> Vec<Case> {
    let mut rng = Rng::new(0xDEF_E4D);
    let mut out = Vec::new();
    for n in 0..20_000 {
        if out.len() >= EACH {
            break;
        }
        let mut pos = scattered(&mut rng);
        let king = Tile::from_index(rng.below(Tile::COUNT));
        let beside: Vec<Tile> = Tile::all()
            .filter(|t| (t.coords() - king.coords()).chebyshev() == 1)
            .collect();
        let target = beside[rng.below(beside.len())];
        let enemy = Tile::from_index(rng.below(Tile::COUNT));
        let kind = [
            PieceKind::Rook,
            PieceKind::Bishop,
            PieceKind::Duke,
            PieceKind::Knight,
        ][rng.below(4)];
        let placed = [
            (king, Piece::new(Side::White, PieceKind::King)),
            (target, Piece::new(Side::Black, kind)),
            (enemy, Piece::new(Side::Black, PieceKind::King)),
        ]
        .into_iter()
        .all(|(t, p)| {
            pos.remove(t);
            pos.put(t, p).is_ok()
        });
        if !placed
            || [king, target, enemy]
                .iter()
                .collect::<std::collections::BTreeSet<_>>()
                .len()
                < 3
        {
            continue;
        }
        let Some(mut game) = white_to_move(pos) else {
            continue;
        };
        let takes = |m: &crate::goff::game::Move| m.from == king && m.to == target;
        let pseudo = game.pseudo_legal_moves().iter().any(takes);
        if pseudo
            && !game.legal_moves().iter().any(takes)
            && game.status() == super::game::Status::Ongoing
        {
            let mut case = moves_case(
                format!("derived/defended/{n}"),
                "derived: a king beside a defended enemy piece may not take it (CR 49, 52; issue 39)",
                &game,
            );
            case.rules = tags(
                case.rules
                    .iter()
                    .map(String::as_str)
                    .chain(["CR49", "CR52"]),
            );
            out.push(case);
        }
    }
    out
}

/// A White pawn that may uplift onto its own lone bishop or duke on a
/// promotion tile (CR 41, L7729-7737).
fn uplifts() -> Vec<Case> {
    let mut rng = Rng::new(0x0_791F7);
    let mut out = Vec::new();
    for n in 0..20_000 {
        if out.len() >= EACH {
            break;
        }
        let mut pos = scattered(&mut rng);
        let (i, j) = [(7, 7), (7, 8), (8, 7)][rng.below(3)];
        let Some(pawn) = Tile::new(1 + rng.below(8) as i8, i, j) else {
            continue;
        };
        let Some(lands) = Tile::new((pawn.coords().z + rng.below(3) as i8 - 1).clamp(1, 8), 8, 8)
        else {
            continue;
        };
        let carried = [PieceKind::Bishop, PieceKind::Duke][rng.below(2)];
        let kings = [
            Tile::from_index(rng.below(Tile::COUNT)),
            Tile::from_index(rng.below(Tile::COUNT)),
        ];
        let placed = [
            (pawn, Piece::new(Side::White, PieceKind::Pawn)),
            (lands, Piece::new(Side::White, carried)),
            (kings[0], Piece::new(Side::White, PieceKind::King)),
            (kings[1], Piece::new(Side::Black, PieceKind::King)),
        ];
        let tiles: std::collections::BTreeSet<Tile> = placed.iter().map(|p| p.0).collect();
        if tiles.len() < placed.len() {
            continue;
        }
        let all = placed.into_iter().all(|(t, p)| {
            pos.remove(t);
            pos.put(t, p).is_ok()
        });
        let Some(mut game) = all.then(|| white_to_move(pos)).flatten() else {
            continue;
        };
        if game
            .legal_moves()
            .iter()
            .any(|m| m.kind == MoveKind::Uplift)
        {
            let mut case = moves_case(
                format!("derived/uplift/{n}"),
                "derived: a pawn uplifts onto its own lone bishop or duke on a promotion tile (CR 41, L7729-7737; issue 39)",
                &game,
            );
            case.rules = tags(case.rules.iter().map(String::as_str).chain(["CR41"]));
            out.push(case);
        }
    }
    out
}

/// Positions just after a Black pawn's double advance from its start
/// tile, White pawns scattered near it, whose legal moves differ when the
/// cover is judged on the actual board (the rejected reading
/// `en_passant_board=actual`, CR 54, L9393-9432). Random play finds a
/// handful in thousands of plies; built, they come by the dozen.
fn en_passant_boards() -> Vec<Case> {
    let actual = Readings {
        en_passant_board: EnPassantBoard::Actual,
        ..Readings::default()
    };
    let mut rng = Rng::new(0xE9_BD);
    let mut out = Vec::new();
    for n in 0..20_000 {
        if out.len() >= EACH {
            break;
        }
        let mut pos = scattered(&mut rng);
        // Black's start tiles are White's 7,7 of every level.
        let Some(black) = Tile::new(1 + rng.below(8) as i8, 7, 7) else {
            continue;
        };
        let mut placed = vec![
            (black, Piece::new(Side::Black, PieceKind::Pawn)),
            (
                Tile::from_index(rng.below(Tile::COUNT)),
                Piece::new(Side::White, PieceKind::King),
            ),
            (
                Tile::from_index(rng.below(Tile::COUNT)),
                Piece::new(Side::Black, PieceKind::King),
            ),
        ];
        for _ in 0..2 + rng.below(4) {
            let c = black.coords();
            let near = Tile::new(
                (c.z + rng.below(5) as i8 - 2).clamp(1, 8),
                (c.i + rng.below(5) as i8 - 4).clamp(1, 8),
                (c.j + rng.below(5) as i8 - 4).clamp(1, 8),
            );
            if let Some(t) = near {
                placed.push((t, Piece::new(Side::White, PieceKind::Pawn)));
            }
        }
        let tiles: std::collections::BTreeSet<Tile> = placed.iter().map(|p| p.0).collect();
        if tiles.len() < placed.len() {
            continue;
        }
        let all = placed.into_iter().all(|(t, p)| {
            pos.remove(t);
            pos.put(t, p).is_ok()
        });
        let Some(mut game) = all.then(|| legal(pos, Side::Black)).flatten() else {
            continue;
        };
        for m in game.legal_moves().iter().filter(|m| m.from == black) {
            let mut after = game.clone();
            after.make(m);
            if after.en_passant.is_none() {
                continue;
            }
            let mut other = Game {
                rules: actual,
                ..after.clone()
            };
            let (mut ours, mut theirs) = (after.legal_moves(), other.legal_moves());
            ours.sort();
            theirs.sort();
            if ours != theirs {
                let mut case = moves_case(
                    format!("derived/en-passant-board/{n}"),
                    "derived: an en passant the actual-board reading judges otherwise (CR 54, L9393-9432; issue 39)",
                    &after,
                );
                case.rules = tags(case.rules.iter().map(String::as_str).chain(["CR54"]));
                out.push(case);
                break;
            }
        }
    }
    out
}
