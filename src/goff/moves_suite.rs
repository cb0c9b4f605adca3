//! Cases for programs that generate only legal moves (issue 23): each
//! `reach` case of the suite again as a `moves` case of the same piece
//! (`input.from`), and positions where each kind of move meets check.
//!
//! A reach case asks for pseudo-legal destinations with congruent's own
//! exclusions; a program with only legal-move generation cannot answer
//! it. Its `moves` twin asks for the legal moves of the same piece with
//! its side to move: in the reach case's own position when a game can
//! reach it, else (most figures and golden counts are lone pieces) with
//! one king a side, placed far from the piece where they change nothing
//! it reaches. The expected moves are the engine's; `tests/it/moves_suite.rs`
//! confirms a sample with the plain reference.

use super::cases::{listed_case, moves_case, tags};
use super::json;
use crate::core::case::Case;
use crate::core::variant::Validation;
use crate::goff::engine;
use crate::goff::game::setup::Setup;
use crate::goff::game::{Game, Move, MoveKind};
use crate::goff::geometry::{Bitboard, Tile};
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;
use rayon::prelude::*;

/// The game in which the piece on `from` moves: `pos` as it is with the
/// piece's side to move, or `pos` with one king a side placed far from
/// the piece where it reaches the same tiles.
fn game_for(pos: &Position, from: Tile) -> Option<Game> {
    let side = pos.piece_at(from)?.side;
    let legal = |position: Position| {
        let setup = Setup {
            position,
            to_move: side,
            castling: Vec::new(),
            en_passant: None,
        };
        Game::from_setup(setup, Default::default(), Validation::Legal).ok()
    };
    if let Some(g) = legal(pos.clone()) {
        return Some(g);
    }
    // Every king but the mover becomes a knight of its side, which blocks
    // and is taken alike, so the piece reaches the same tiles (checked
    // below): in a crowded random position the old kings are often
    // attacked, and new ones are placed where they are not.
    let mut pos = pos.clone();
    for (t, p) in pos.clone().pieces() {
        if p.kind == PieceKind::King && t != from {
            pos.remove(t);
            pos.put(t, Piece::new(p.side, PieceKind::Knight)).ok()?;
        }
    }
    let mover_is_king = pos.piece_at(from)?.kind == PieceKind::King;
    // The kings go where the piece does not reach and changes nothing it
    // reaches: the tiles far from it first, the corners before the rest.
    let reach = engine::destinations(&pos, from);
    let mut tiles: Vec<Tile> = Tile::all()
        .filter(|&t| pos.piece_at(t).is_none() && !reach.contains(t))
        .collect();
    let far = |t: &Tile| {
        let d = (t.coords() - from.coords()).chebyshev();
        (std::cmp::Reverse(d), !t.is_corner(), t.index())
    };
    tiles.sort_by_key(far);
    let unchanged = |p: &Position| engine::destinations(p, from) == reach;
    let place = |p: &Position, t: Tile, s: Side| {
        let mut q = p.clone();
        q.put(t, Piece::new(s, PieceKind::King)).ok()?;
        unchanged(&q).then_some(q)
    };
    let owns: Vec<Option<Tile>> = match mover_is_king {
        true => vec![None],
        false => tiles.iter().take(16).map(|&t| Some(t)).collect(),
    };
    for own in owns {
        let p = match own {
            Some(t) => match place(&pos, t, side) {
                Some(p) => p,
                None => continue,
            },
            None => pos.clone(),
        };
        let near_own = |t: Tile| own.is_some_and(|o| (t.coords() - o.coords()).chebyshev() <= 1);
        for &enemy in tiles.iter().filter(|&&t| !near_own(t)).take(64) {
            if let Some(g) = place(&p, enemy, side.opponent()).and_then(legal) {
                return Some(g);
            }
        }
    }
    None
}

/// The `moves` twin of each Goff `reach` case that names a piece, in the
/// reach cases' order. Worked out on every core: a twin's legal moves are
/// half of building the suite, which every `conform` run does first.
pub fn moves_of_reach(cases: &[Case]) -> Vec<Case> {
    cases.par_iter().filter_map(moves_twin).collect()
}

fn moves_twin(c: &Case) -> Option<Case> {
    if c.variant != "goff" || c.op != "reach" || !c.options.is_empty() || c.expect.rejected {
        return None;
    }
    let from_text = c.input.from.as_ref()?;
    let pos = json::parse_position_value(&c.input.position).ok()?;
    let from = crate::goff::notation::parse_tile(from_text, Side::White).ok()?;
    let game = game_for(&pos, from)?;
    let source = format!("{} (the moves of this piece, its side to move)", c.source);
    let mut case = listed_case(format!("moves-of/{}", c.id), &source, &game, Some(from));
    case.input.from = Some(from_text.clone());
    // The position's status and check stay asserted; the rules are
    // the reach case's and the legality of moves (CR 48, 52).
    case.rules = tags(c.rules.iter().map(String::as_str).chain(["CR48", "CR52"]));
    Some(case)
}

/// How a move meets check.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Meeting {
    /// After it the opponent is in check.
    Gives,
    /// It is pseudo-legal but leaves its own king attacked, its side not
    /// in check before.
    Pinned,
    /// Its side is in check and it is legal.
    Resolves,
    /// After it the opponent is in check by a piece that did not move.
    Discovers,
}

const MEETINGS: [Meeting; 4] = [
    Meeting::Gives,
    Meeting::Pinned,
    Meeting::Resolves,
    Meeting::Discovers,
];

impl Meeting {
    fn name(self) -> &'static str {
        match self {
            Meeting::Gives => "gives-check",
            Meeting::Pinned => "pinned",
            Meeting::Resolves => "resolves-check",
            Meeting::Discovers => "discovers-check",
        }
    }
}

/// The move kinds of the protocol, a capture apart from a plain move.
const KINDS: [&str; 11] = [
    "normal",
    "capture",
    "promotion",
    "uplift",
    "stack-move",
    "decay",
    "combine",
    "teleport",
    "fission",
    "en-passant",
    "castle",
];

fn kind_of(g: &Game, m: &Move) -> &'static str {
    match m.kind {
        MoveKind::Normal if g.position.piece_at(m.to).is_some() => "capture",
        MoveKind::Normal => "normal",
        MoveKind::Promotion(_) => "promotion",
        MoveKind::Uplift => "uplift",
        MoveKind::StackMove => "stack-move",
        MoveKind::Decay(_) => "decay",
        MoveKind::Combine => "combine",
        MoveKind::Teleport(_) => "teleport",
        MoveKind::Fission(_) => "fission",
        MoveKind::EnPassant(_) => "en-passant",
        MoveKind::Castle(_) => "castle",
    }
}

/// The king of `side`, if it has one.
fn king_of(g: &Game, side: Side) -> Option<Tile> {
    let k = Piece::new(side, PieceKind::King);
    g.position.pieces().find(|&(_, p)| p == k).map(|(t, _)| t)
}

/// Does a piece of `by` on a tile outside `moved` attack `k`?
fn attacked_by_unmoved(g: &Game, k: Tile, by: Side, moved: Bitboard) -> bool {
    (g.position.side(by) & !moved).iter().any(|s| {
        engine::attacks(&g.position, s, k)
            || (g
                .position
                .piece_at(s)
                .is_some_and(|p| p.kind == PieceKind::Stack)
                && crate::goff::game::fission::attacks(&g.position, s, by, k))
    })
}

/// How each pseudo-legal move of the side to move meets check.
fn meetings(g: &mut Game) -> Vec<(Move, Meeting)> {
    let side = g.to_move;
    let in_check = g.in_check(side);
    let legal = g.legal_moves();
    let pseudo = g.pseudo_legal_moves();
    let mut out = Vec::new();
    for m in pseudo {
        let is_legal = legal.contains(&m);
        if !is_legal {
            if !in_check {
                out.push((m, Meeting::Pinned));
            }
            continue;
        }
        if in_check {
            out.push((m, Meeting::Resolves));
        }
        let touched: Bitboard = g.effects(&m).iter().map(|&(t, _)| t).collect();
        let undo = g.make(&m);
        let enemy = side.opponent();
        if g.in_check(enemy) {
            out.push((m, Meeting::Gives));
            if let Some(k) = king_of(g, enemy) {
                if attacked_by_unmoved(g, k, side, touched) {
                    out.push((m, Meeting::Discovers));
                }
            }
        }
        g.unmake(undo);
    }
    out
}

/// Cases per kind of move and meeting.
const EACH: usize = 5;

/// Positions where each kind of move gives check, is pinned, resolves
/// check or discovers check, up to [`EACH`] of each, found along random
/// games from the start and among random positions built for the rarer
/// kinds (`positions`).
pub fn interactions(positions: impl Iterator<Item = Game>) -> Vec<Case> {
    let mut found = [[0usize; 4]; KINDS.len()];
    let mut out = Vec::new();
    for (n, mut g) in positions.enumerate() {
        if found.iter().flatten().all(|&c| c >= EACH) {
            break;
        }
        let mut wanted = false;
        let mut names = Vec::new();
        for (m, meeting) in meetings(&mut g) {
            let k = KINDS
                .iter()
                .position(|&x| x == kind_of(&g, &m))
                .expect("a kind");
            let j = MEETINGS
                .iter()
                .position(|&x| x == meeting)
                .expect("a meeting");
            if found[k][j] < EACH && !names.contains(&(k, j)) {
                found[k][j] += 1;
                names.push((k, j));
                wanted = true;
            }
        }
        if wanted {
            let label: Vec<String> = names
                .iter()
                .map(|&(k, j)| format!("{}.{}", KINDS[k], MEETINGS[j].name()))
                .collect();
            let mut case = moves_case(
                format!("derived/interaction/{n}"),
                "derived: a kind of move meets check (CR 48, 52; issue 23)",
                &g,
            );
            case.source = format!("{} — {}", case.source, label.join(", "));
            out.push(case);
        }
    }
    out
}

/// How many interaction cases each kind and meeting got, for the spec
/// and the tests: rows of (kind, meeting, count).
pub fn interaction_counts(cases: &[Case]) -> Vec<(String, String, usize)> {
    let mut rows = Vec::new();
    for k in KINDS {
        for m in MEETINGS {
            let tag = format!("{k}.{}", m.name());
            let n = cases
                .iter()
                .filter(|c| c.id.starts_with("derived/interaction/"))
                .filter(|c| c.source.split(", ").any(|s| s.ends_with(&tag)))
                .count();
            rows.push((k.to_string(), m.name().to_string(), n));
        }
    }
    rows
}

/// The home kings and rooks with the lines opened (a pawn in three and a
/// piece in four kept) and one to three random pieces dropped in, castling
/// rights whole: the `n`th of `range`, each its own seed.
fn home_positions(range: std::ops::Range<u64>) -> impl Iterator<Item = Game> {
    use crate::core::rng::Rng;
    use crate::goff::samples;
    range.filter_map(|n| {
        let mut rng = Rng::new(0x40E5 ^ n);
        let start = Game::start();
        let mut pos = Position::empty();
        for (t, p) in start.position.pieces() {
            let keep = match p.kind {
                PieceKind::King | PieceKind::Rook => true,
                PieceKind::Pawn => rng.below(3) == 0,
                _ => rng.below(4) == 0,
            };
            if keep {
                pos.put(t, p).ok()?;
            }
        }
        let count = 1 + rng.below(3);
        let extra = samples::position(&mut rng, count);
        for (t, p) in extra.pieces() {
            if p.kind != PieceKind::King {
                let _ = pos.put(t, p);
            }
        }
        let to_move = if n % 2 == 0 { Side::White } else { Side::Black };
        let castling = crate::goff::game::castling_homes().into_iter().collect();
        let setup = Setup {
            position: pos,
            to_move,
            castling,
            en_passant: None,
        };
        Game::from_setup(setup, Default::default(), Validation::Legal).ok()
    })
}

/// Where to look for interactions: positions along random games from the
/// start (castles, en passant after double advances, stacks), the home
/// kings and rooks with the lines opened and enemies dropped in (castles
/// into and out of check), and random positions of 4-14 pieces with both
/// kings (promotions, uplifts, combinations, teleports, fissions).
pub fn interaction_positions() -> impl Iterator<Item = Game> {
    use crate::core::rng::Rng;
    use crate::goff::samples;
    let games = (0..24u64).flat_map(|g| {
        let mut rng = Rng::new(0x1A7E ^ g);
        let mut game = Game::start();
        let mut seen = Vec::new();
        for _ in 0..90 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.make(&moves[rng.below(moves.len())]);
            seen.push(game.clone());
        }
        seen
    });
    let homes = home_positions(0..400);
    let sparse = (0..6000u64).filter_map(|n| {
        let mut rng = Rng::new(0x5BA5E ^ n);
        let size = 4 + rng.below(11);
        let mut pos = samples::position(&mut rng, size);
        for (t, p) in pos.clone().pieces() {
            if p.kind == PieceKind::King {
                pos.remove(t);
            }
        }
        for side in [Side::White, Side::Black] {
            let t = Tile::from_index(rng.below(Tile::COUNT));
            pos.put(t, Piece::new(side, PieceKind::King)).ok()?;
        }
        let to_move = if n % 2 == 0 { Side::White } else { Side::Black };
        let setup = Setup {
            position: pos,
            to_move,
            castling: Vec::new(),
            en_passant: None,
        };
        Game::from_setup(setup, Default::default(), Validation::Legal).ok()
    });
    games.chain(homes).chain(promotions()).chain(sparse)
}

/// White pawns one step from promotion (and, half the time, a lone White
/// bishop or duke on a promotion tile next to one, for the uplift) among
/// pieces and both kings crowded around: promotions and uplifts that give,
/// resolve or discover check or are pinned.
fn promotions() -> impl Iterator<Item = Game> {
    use crate::core::rng::Rng;
    use crate::goff::pieces::pawn::is_promotion_tile;
    (0..3000u64).filter_map(|n| {
        let mut rng = Rng::new(0x9A_0E ^ n);
        let mut pos = Position::empty();
        let (i, j) = [(7, 7), (7, 8), (8, 7)][rng.below(3)];
        let pawn = Tile::new(1 + rng.below(8) as i8, i, j)?;
        pos.put(pawn, Piece::new(Side::White, PieceKind::Pawn))
            .ok()?;
        let near = |rng: &mut Rng, t: Tile, r: i8| {
            let mut d = || rng.below(2 * r as usize + 1) as i8 - r;
            Tile::at(t.coords() + crate::goff::geometry::Vector::new(d(), d(), d()))
        };
        if rng.below(2) == 0 {
            let homes: Vec<Tile> = Tile::all()
                .filter(|&t| is_promotion_tile(Side::White, t))
                .filter(|t| (t.coords() - pawn.coords()).chebyshev() == 1)
                .collect();
            let kind = [PieceKind::Bishop, PieceKind::Duke][rng.below(2)];
            let t = *homes.get(rng.below(homes.len().max(1)))?;
            pos.put(t, Piece::new(Side::White, kind)).ok()?;
        }
        let kinds = [
            PieceKind::Rook,
            PieceKind::Bishop,
            PieceKind::Duke,
            PieceKind::Knight,
            PieceKind::Queen,
            PieceKind::Stack,
        ];
        for _ in 0..3 + rng.below(6) {
            let Some(t) = near(&mut rng, pawn, 3) else {
                continue;
            };
            let side = if rng.below(2) == 0 {
                Side::White
            } else {
                Side::Black
            };
            let _ = pos.put(t, Piece::new(side, kinds[rng.below(kinds.len())]));
        }
        for (side, r) in [(Side::White, 3), (Side::Black, 4)] {
            let t = near(&mut rng, pawn, r)?;
            pos.put(t, Piece::new(side, PieceKind::King)).ok()?;
        }
        let setup = Setup {
            position: pos,
            to_move: Side::White,
            castling: Vec::new(),
            en_passant: None,
        };
        Game::from_setup(setup, Default::default(), Validation::Legal).ok()
    })
}

/// Positions whose legal moves differ under the castling reading
/// `castling_planes=same-plane` (L9834-9855, note 43): the home kings and
/// rooks with the lines opened, where the king's and the rook's paths must
/// lie in one plane or need not. Without them no case tells the readings
/// apart but perft (the mutants check of `verify`, `src/referee/checks.rs`: a hole of the measured suite).
pub fn castling_plane_cases() -> Vec<Case> {
    use crate::goff::readings::{CastlingPlanes, Readings};
    let same = Readings {
        castling_planes: CastlingPlanes::SamePlane,
        ..Readings::default()
    };
    let mut out = Vec::new();
    for (n, g) in home_positions(0..3000).enumerate() {
        // Twelve, so that the reading's mutant is killed by ten cases
        // (`spec/conformance.md#mutation-scores`).
        if out.len() >= 12 {
            break;
        }
        if super::witness_suite::reads_otherwise(&g, same) {
            let mut case = moves_case(
                format!("derived/castling-planes/{n}"),
                "derived: castles that the same-plane reading refuses (CR 57, L9834-9855, note 43)",
                &g,
            );
            case.rules = tags(case.rules.iter().map(String::as_str).chain(["CR57"]));
            out.push(case);
        }
    }
    out
}

/// The legal moves of a `moves` case's position by the plain reference,
/// as keys, restricted to `input.from`, and the reference's `check`.
fn by_reference(c: &Case) -> Result<(std::collections::BTreeSet<String>, bool), String> {
    use crate::goff::game::Implementation;
    let setup = json::parse_game(&c.input.position.to_string()).map_err(|e| e.to_string())?;
    let mut g = Game::from_setup(setup, Default::default(), Validation::Legal)
        .map_err(|e| e.to_string())?;
    g.implementation = Implementation::Reference;
    let report = json::moves_report(&mut g);
    let keys = report
        .moves
        .iter()
        .map(|m| crate::core::case::move_key(&json::to_object(m)))
        .filter(|k| {
            c.input
                .from
                .as_ref()
                .is_none_or(|f| k.starts_with(&format!("{f}-")))
        })
        .collect();
    Ok((keys, report.check))
}

/// The derived `moves` cases, every `twins`-th twin of a reach case and
/// every `others`-th interaction, fission-check and castling-plane case:
/// the engine wrote their expectations, the plain reference must give
/// the same moves and the same `check`. `verify` takes every derived case
/// but one twin in ten; `cargo test` a sample.
pub fn reference_confirms(cases: &[Case], twins: usize, others: usize) -> Result<String, String> {
    const DERIVED: [&str; 6] = [
        "derived/interaction/",
        "derived/fission-check/",
        "derived/castling-planes/",
        "derived/defended/",
        "derived/uplift/",
        "derived/en-passant-board/",
    ];
    let sample: Vec<&Case> = cases
        .iter()
        .filter(|c| c.id.starts_with("moves-of/"))
        .step_by(twins.max(1))
        .chain(
            cases
                .iter()
                .filter(|c| DERIVED.iter().any(|p| c.id.starts_with(p)))
                .step_by(others.max(1)),
        )
        .collect();
    let wrong: Vec<String> = sample
        .par_iter()
        .filter_map(|c| match by_reference(c) {
            Err(e) => Some(format!("{}: {e}", c.id)),
            Ok((moves, check)) => {
                let want = c.expect.moves.as_ref();
                (want != Some(&moves) || c.expect.check != Some(check)).then(|| {
                    format!(
                        "{}: the reference gives {} moves (check {check})",
                        c.id,
                        moves.len()
                    )
                })
            }
        })
        .collect();
    match wrong.first() {
        None if sample.is_empty() => Err("no derived moves case".into()),
        None => Ok(format!(
            "{} derived moves cases: the reference gives their moves and check",
            sample.len()
        )),
        Some(first) => Err(format!(
            "{} of {} disagree; {first}",
            wrong.len(),
            sample.len()
        )),
    }
}
