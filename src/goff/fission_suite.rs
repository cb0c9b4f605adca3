//! Suite cases where fission meets check (issue 22): a king in check by a
//! fission alone, a king kept off a tile only a fission covers, a piece
//! pinned by a fission, a move that discovers a fission check, and mates
//! that hang on a fission. Found among random positions around a stack,
//! tagged CR 52 and `stack`; `tests/it/moves_suite.rs` confirms each with the
//! plain reference.
//! The book's lines: fission captures (L6141-6145), even where decay is
//! blocked (L6295-6300); check (CR 52, L8734-8741; L10916-10935).

use super::cases::{moves_case, tags};
use crate::core::case::Case;
use crate::core::rng::Rng;
use crate::goff::game::{fission, Game, Move, Status};
use crate::goff::geometry::Tile;
use crate::goff::pieces::{Piece, PieceKind, Side};

/// Cases per kind of meeting.
const EACH: usize = 6;
/// Random positions tried before giving up on a kind.
const TRIES: usize = 3_000;

const SOURCE: &str = "derived: fission meets check (L6141-6145, L6295-6300; CR 52, L8734-8741, L10916-10935), confirmed by the reference";

/// Is `k` attacked by a piece of `by` in a way other than fission (the
/// engine's attack test, which counts a stack's decays only)?
fn attacked_but_by_fission(g: &Game, k: Tile, by: Side) -> bool {
    g.position
        .side(by)
        .iter()
        .any(|s| crate::goff::engine::attacks(&g.position, s, k))
}

/// The king of `side`.
fn king(g: &Game, side: Side) -> Tile {
    let k = Piece::new(side, PieceKind::King);
    g.position
        .pieces()
        .find(|&(_, p)| p == k)
        .map(|(t, _)| t)
        .expect("one king a side")
}

/// Is `side`'s king attacked by a fission and by nothing else?
fn fission_only_check(g: &Game, side: Side) -> bool {
    let k = king(g, side);
    g.in_check(side) && !attacked_but_by_fission(g, k, side.opponent())
}

/// The position after `m`.
fn after(g: &Game, m: &Move) -> Game {
    let mut a = g.clone();
    a.make(m);
    a
}

/// The pseudo-legal moves of the side to move refused only because a
/// fission would then take its king.
fn refused_by_fission(g: &mut Game) -> Vec<Move> {
    let side = g.to_move;
    let legal = g.legal_moves();
    let mut all = g.pseudo_legal_moves();
    all.retain(|m| !legal.contains(m));
    all.into_iter()
        .filter(|m| {
            let a = after(g, m);
            !attacked_but_by_fission(&a, king(&a, side), side.opponent())
        })
        .collect()
}

/// Does the White stack on `s` take `k` by fission and by no decay?
fn fission_only(pos: &crate::goff::position::Position, s: Tile, k: Tile) -> bool {
    fission::attacks(pos, s, Side::White, k) && !crate::goff::engine::attacks(pos, s, k)
}

/// A random legal position with a White stack among 4-10 random pieces
/// and the Black king where only a fission of the stack could take it,
/// on such a tile (`Aim::On`), next to one (`Aim::Beside`), or on a tile
/// that one piece shuts off, that piece then Black's (`Aim::ShutByBlack`,
/// a pin) or White's (`Aim::ShutByWhite`, a discovered check). Black to
/// move unless `white`.
fn around_a_stack(rng: &mut Rng, aim: Aim, white: bool) -> Option<Game> {
    let s = Tile::from_index(rng.below(Tile::COUNT));
    let mut pos = crate::goff::position::Position::empty();
    pos.put(s, Piece::new(Side::White, PieceKind::Stack)).ok()?;
    // Blockers around the stack: a decay's linear move to an end tile can
    // be shut in every plane while the conjunction's quadrant is open
    // (L6290-6300), and that takes pieces near the line.
    let kinds = [
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Duke,
        PieceKind::Knight,
        PieceKind::Pawn,
        PieceKind::Queen,
    ];
    for _ in 0..6 + rng.below(10) {
        let r = 1 + rng.below(3) as i8;
        let mut d = || rng.below(2 * r as usize + 1) as i8 - r;
        let v = crate::goff::geometry::Vector::new(d(), d(), d());
        let Some(t) = Tile::at(s.coords() + v) else {
            continue;
        };
        let side = if rng.below(2) == 0 {
            Side::White
        } else {
            Side::Black
        };
        let kind = kinds[rng.below(kinds.len())];
        if kind == PieceKind::Pawn && crate::goff::game::setup::pawn_tile_possible(side, t).is_err()
        {
            continue;
        }
        let _ = pos.put(t, Piece::new(side, kind));
    }
    let reach: Vec<Tile> = fission::empty_board_reach(s)
        .iter()
        .filter(|&k| pos.piece_at(k).is_none())
        .collect();
    let with_king = |k: Tile| {
        let mut p = pos.clone();
        p.put(k, Piece::new(Side::Black, PieceKind::King)).ok()?;
        Some(p)
    };
    let (k, mut pos) = match aim {
        Aim::On | Aim::Beside | Aim::Smothered => {
            let on: Vec<Tile> = reach
                .iter()
                .copied()
                .filter(|&k| with_king(k).is_some_and(|p| fission_only(&p, s, k)))
                .collect();
            let k = *on.get(rng.below(on.len().max(1)))?;
            match aim {
                Aim::On => (k, with_king(k)?),
                Aim::Smothered => {
                    let mut p = with_king(k)?;
                    for t in Tile::all().filter(|t| (t.coords() - k.coords()).chebyshev() == 1) {
                        if p.piece_at(t).is_none() && !fission::zone(s, k).contains(t) {
                            p.put(t, Piece::new(Side::Black, PieceKind::Pawn)).ok()?;
                        }
                    }
                    (k, p)
                }
                _ => {
                    let near: Vec<Tile> = Tile::all()
                        .filter(|t| (t.coords() - k.coords()).chebyshev() == 1)
                        .filter(|&t| pos.piece_at(t).is_none())
                        .collect();
                    let t = *near.get(rng.below(near.len().max(1)))?;
                    (t, with_king(t)?)
                }
            }
        }
        Aim::ShutByBlack | Aim::ShutByWhite => {
            let side = if aim == Aim::ShutByBlack {
                Side::Black
            } else {
                Side::White
            };
            let mut found = None;
            for &k in &reach {
                let p = with_king(k)?;
                if fission::attacks(&p, s, Side::White, k) {
                    continue;
                }
                let shut = (fission::zone(s, k) & p.occupied()).iter().find(|&t| {
                    let mut q = p.clone();
                    q.remove(t)
                        .is_some_and(|x| x.kind != PieceKind::King && x.kind != PieceKind::Stack)
                        && fission_only(&q, s, k)
                });
                if let Some(t) = shut {
                    found = Some((k, p, t));
                    break;
                }
            }
            let (k, mut p, t) = found?;
            let kind = p.remove(t)?.kind;
            p.put(t, Piece::new(side, kind)).ok()?;
            (k, p)
        }
    };
    let wk = Tile::from_index(rng.below(Tile::COUNT));
    pos.put(wk, Piece::new(Side::White, PieceKind::King)).ok()?;
    let _ = k;
    let setup = crate::goff::game::setup::Setup {
        position: pos,
        to_move: if white { Side::White } else { Side::Black },
        castling: Vec::new(),
        en_passant: None,
    };
    Game::from_setup(
        setup,
        Default::default(),
        crate::core::variant::Validation::Legal,
    )
    .ok()
}

#[derive(Copy, Clone, PartialEq, Eq)]
enum Aim {
    On,
    /// On, the king's empty neighbours filled with its own pawns.
    Smothered,
    Beside,
    ShutByBlack,
    ShutByWhite,
}

/// The case for `g`, tagged with the rules it meets.
fn confirmed(id: String, g: &Game) -> Case {
    let mut case = moves_case(id, SOURCE, g);
    case.rules = tags(
        case.rules
            .iter()
            .map(String::as_str)
            .chain(["CR52", "stack"]),
    );
    case
}

/// Every kind of meeting, [`EACH`] cases of each (fewer only if the
/// search runs out, which the suite's test would show).
pub fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    let mut rng = Rng::new(0xF155);
    let kinds: [(&str, Aim, bool); 5] = [
        ("check", Aim::On, false),
        ("king-step", Aim::Beside, false),
        ("pin", Aim::ShutByBlack, false),
        ("discovered", Aim::ShutByWhite, true),
        ("mate", Aim::Smothered, false),
    ];
    for (kind, aim, white) in kinds {
        let mut found = 0;
        for n in 0..TRIES {
            if found >= EACH {
                break;
            }
            let Some(mut g) = around_a_stack(&mut rng, aim, white) else {
                continue;
            };
            let id = |suffix: &str| format!("derived/fission-check/{kind}/{n}{suffix}");
            match kind {
                "check" if fission_only_check(&g, Side::Black) => {
                    out.push(confirmed(id(""), &g));
                }
                "king-step" | "pin" if !g.in_check(Side::Black) => {
                    let k = king(&g, Side::Black);
                    let refused = refused_by_fission(&mut g);
                    let hit = refused
                        .iter()
                        .any(|m| (m.from == k) == (kind == "king-step"));
                    if !hit {
                        continue;
                    }
                    out.push(confirmed(id(""), &g));
                }
                "discovered" => {
                    let s = g
                        .position
                        .pieces()
                        .find(|&(_, p)| p == Piece::new(Side::White, PieceKind::Stack))
                        .map(|(t, _)| t);
                    let moves = g.legal_moves();
                    let Some(m) = moves.iter().find(|m| {
                        Some(m.from) != s
                            && !g.in_check(Side::Black)
                            && fission_only_check(&after(&g, m), Side::Black)
                    }) else {
                        continue;
                    };
                    out.push(confirmed(id("/before"), &g));
                    out.push(confirmed(id("/after"), &after(&g, m)));
                }
                "mate" if g.status() == Status::Checkmate => {
                    let k = king(&g, Side::Black);
                    let hangs = fission_only_check(&g, Side::Black)
                        || refused_by_fission(&mut g).iter().any(|m| m.from == k);
                    if !hangs {
                        continue;
                    }
                    out.push(confirmed(id(""), &g));
                }
                _ => continue,
            }
            found += 1;
        }
    }
    out
}
