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
use crate::goff::game::{Game, Move, MoveKind, Status};
use crate::goff::geometry::Tile;
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::readings::{EnPassantBoard, Readings};
use std::collections::BTreeSet;

/// Cases of each kind.
const EACH: usize = 12;

/// Every witness case: defended pieces beside a king, uplifts, en
/// passants of the two boards.
pub fn cases() -> Vec<Case> {
    let mut out = witnesses(
        "defended",
        "derived: a king beside a defended enemy piece may not take it (CR 49, 52; issue 39)",
        &["CR49", "CR52"],
        0xDEF_E4D,
        defended,
    );
    out.extend(witnesses(
        "uplift",
        "derived: a pawn uplifts onto its own lone bishop or duke on a promotion tile (CR 41, L7729-7737; issue 39)",
        &["CR41"],
        0x0_791F7,
        uplift,
    ));
    out.extend(witnesses(
        "en-passant-board",
        "derived: an en passant the actual-board reading judges otherwise (CR 54, L9393-9432; issue 39)",
        &["CR54"],
        0xE9_BD,
        en_passant_board,
    ));
    out
}

/// Up to [`EACH`] `moves` cases of the games `build` makes in 20,000
/// tries (`None`: this try is no witness), tagged with `rules` besides
/// the game's own.
fn witnesses(
    name: &str,
    source: &str,
    rules: &[&str],
    seed: u64,
    build: fn(&mut Rng) -> Option<Game>,
) -> Vec<Case> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for n in 0..20_000 {
        if out.len() >= EACH {
            break;
        }
        if let Some(game) = build(&mut rng) {
            let mut case = moves_case(format!("derived/{name}/{n}"), source, &game);
            case.rules = tags(
                case.rules
                    .iter()
                    .map(String::as_str)
                    .chain(rules.iter().copied()),
            );
            out.push(case);
        }
    }
    out
}

/// A legal game of a few random pieces (no king) and `pieces`, `side` to
/// move, no castling right; `None` if two pieces share a tile or the
/// position is not legal.
fn placed(rng: &mut Rng, pieces: &[(Tile, Piece)], side: Side) -> Option<Game> {
    let tiles: BTreeSet<Tile> = pieces.iter().map(|p| p.0).collect();
    if tiles.len() < pieces.len() {
        return None;
    }
    let size = 2 + rng.below(8);
    let mut position = super::samples::position(rng, size);
    for (t, p) in position.clone().pieces() {
        if p.kind == PieceKind::King || tiles.contains(&t) {
            position.remove(t);
        }
    }
    for &(t, p) in pieces {
        position.put(t, p).ok()?;
    }
    let setup = Setup {
        position,
        to_move: side,
        castling: Vec::new(),
        en_passant: None,
    };
    Game::from_setup(setup, Default::default(), Validation::Legal).ok()
}

/// A random tile.
fn anywhere(rng: &mut Rng) -> Tile {
    Tile::from_index(rng.below(Tile::COUNT))
}

/// A White king beside a Black piece that another Black piece defends:
/// the capture is pseudo-legal and illegal (CR 49, 52: a king may not
/// move into check). An engine that tests a king's captures for safety
/// less carefully than its steps lists it.
fn defended(rng: &mut Rng) -> Option<Game> {
    let king = anywhere(rng);
    let beside: Vec<Tile> = Tile::all()
        .filter(|t| (t.coords() - king.coords()).chebyshev() == 1)
        .collect();
    let target = beside[rng.below(beside.len())];
    let kinds = [
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Duke,
        PieceKind::Knight,
    ];
    let pieces = [
        (king, Piece::new(Side::White, PieceKind::King)),
        (target, Piece::new(Side::Black, kinds[rng.below(4)])),
        (anywhere(rng), Piece::new(Side::Black, PieceKind::King)),
    ];
    let mut game = placed(rng, &pieces, Side::White)?;
    let takes = |m: &Move| m.from == king && m.to == target;
    let pseudo = game.pseudo_legal_moves().iter().any(takes);
    let illegal = pseudo && !game.legal_moves().iter().any(takes);
    (illegal && game.status() == Status::Ongoing).then_some(game)
}

/// A White pawn that may uplift onto its own lone bishop or duke on a
/// promotion tile (CR 41, L7729-7737).
fn uplift(rng: &mut Rng) -> Option<Game> {
    let (i, j) = [(7, 7), (7, 8), (8, 7)][rng.below(3)];
    let pawn = Tile::new(1 + rng.below(8) as i8, i, j)?;
    let lands = Tile::new((pawn.coords().z + rng.below(3) as i8 - 1).clamp(1, 8), 8, 8)?;
    let carried = [PieceKind::Bishop, PieceKind::Duke][rng.below(2)];
    let pieces = [
        (pawn, Piece::new(Side::White, PieceKind::Pawn)),
        (lands, Piece::new(Side::White, carried)),
        (anywhere(rng), Piece::new(Side::White, PieceKind::King)),
        (anywhere(rng), Piece::new(Side::Black, PieceKind::King)),
    ];
    let mut game = placed(rng, &pieces, Side::White)?;
    let uplifts = game
        .legal_moves()
        .iter()
        .any(|m| m.kind == MoveKind::Uplift);
    uplifts.then_some(game)
}

/// Just after a Black pawn's double advance from its start tile, White
/// pawns scattered near it: a position whose legal moves differ when the
/// cover is judged on the actual board (the rejected reading
/// `en_passant_board=actual`, CR 54, L9393-9432). Random play finds a
/// handful in thousands of plies; built, they come by the dozen.
fn en_passant_board(rng: &mut Rng) -> Option<Game> {
    let actual = Readings {
        en_passant_board: EnPassantBoard::Actual,
        ..Readings::default()
    };
    // Black's start tiles are White's 7,7 of every level.
    let black = Tile::new(1 + rng.below(8) as i8, 7, 7)?;
    let mut pieces = vec![
        (black, Piece::new(Side::Black, PieceKind::Pawn)),
        (anywhere(rng), Piece::new(Side::White, PieceKind::King)),
        (anywhere(rng), Piece::new(Side::Black, PieceKind::King)),
    ];
    let c = black.coords();
    for _ in 0..2 + rng.below(4) {
        let near = Tile::new(
            (c.z + rng.below(5) as i8 - 2).clamp(1, 8),
            (c.i + rng.below(5) as i8 - 4).clamp(1, 8),
            (c.j + rng.below(5) as i8 - 4).clamp(1, 8),
        )?;
        pieces.push((near, Piece::new(Side::White, PieceKind::Pawn)));
    }
    let mut game = placed(rng, &pieces, Side::Black)?;
    game.legal_moves()
        .iter()
        .filter(|m| m.from == black)
        .map(|m| {
            let mut after = game.clone();
            after.make(m);
            after
        })
        .find(|after| after.en_passant.is_some() && reads_otherwise(after, actual))
}

/// Whether `game` lists other legal moves under `readings`.
pub(super) fn reads_otherwise(game: &Game, readings: Readings) -> bool {
    let mut other = Game {
        rules: readings,
        ..game.clone()
    };
    let (mut ours, mut theirs) = (game.clone().legal_moves(), other.legal_moves());
    ours.sort();
    theirs.sort();
    ours != theirs
}
