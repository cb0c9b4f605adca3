//! The suite every variant on the core shares (issue 23.8), built from
//! the game's [`Sections`]: which of its seed's rules (the tags of
//! `spec/variants/ID.md`'s table) each piece, each special move, check and
//! each option belong to.
//!
//! - `ID/lone/SIDE-KIND/CELL`: one piece on an empty board, every
//!   destination (`reach`), on cells spread over the board;
//! - `ID/play/N/CELL/reach` and `.../moves`: a piece of the side to move in
//!   a position of a random game, its destinations and its legal moves
//!   (in a game whose turn is several moves, the position's turns are
//!   counted and named instead, `ID/play/N/turns`: a turn has no single
//!   `from`);
//! - `ID/ahead/SIDE-pawn/CELL`: a pawn with a piece of the other side on a
//!   cell it advances to, its destinations;
//! - `ID/interaction/KIND/CLASS/N`: a move of each kind that gives check,
//!   discovers check, answers check, or is pinned (pseudo-legal but
//!   illegal, its mover not the king), takes a defended piece or steps
//!   into check with the king, or leaves a check standing, found by the
//!   engine in random play;
//! - `ID/end/STATUS/N`: a checkmate or a stalemate, no legal move left.
//!
//! Every expected answer is the literal reference's
//! ([`Game::reference`]); the conformance run of `congruent serve`
//! (the engine) against the suite is the check both ways. The same
//! sections declare the variant's mutants ([`mutants`]), which measure
//! which rules each case really checks.

use super::checks::case;
use super::game::{Checked, Game, Move, MoveKind, Piece, PieceKinds};
use super::variant::{entry, turn_entry};
use super::CellId;
use crate::core::case::move_key;
use crate::core::case::{Case, Expect};
use crate::core::rng::Rng;
use crate::core::side::Side;
use crate::core::variant::{Validation, Variant};
use std::collections::{BTreeMap, BTreeSet};

/// The classes of interaction, in the order the suite lists them:
/// `legal` is any legal move of its kind (the special moves, castling,
/// drops, promotions, are seldom in the other classes). A
/// `mates` case is the position the move leaves: checkmate, no moves. The
/// classes from `pinned` on are moves king safety forbids (pseudo-legal,
/// illegal): a piece pinned to its king, a king taking a defended piece,
/// a king stepping into check, a move that leaves a check standing.
pub const CLASSES: [&str; 9] = [
    "legal",
    "gives-check",
    "discovers-check",
    "resolves-check",
    "pinned",
    "king-takes-defended",
    "king-into-check",
    "unresolved",
    "mates",
];

/// The classes of [`CLASSES`] whose move king safety forbids: their
/// cases exclude the move, the others include it.
const FORBIDDEN: [&str; 4] = [
    "pinned",
    "king-takes-defended",
    "king-into-check",
    "unresolved",
];

/// At most this many interaction cases of one kind and class: enough for
/// every mutant of king safety and of check and mate to be killed by ten
/// cases (`spec/conformance.md#mutation-scores`).
const PER_CLASS: usize = 12;

/// The shared cases of `d`'s suite (`d`'s options are the cases'
/// options).
pub fn cases<D: Checked>(d: D) -> Vec<Case> {
    let mut out = lone(d, 360);
    out.extend(blocked(d, 6));
    out.extend(ahead(d, 6));
    out.extend(play(d, 40, 0x91A7 ^ seed_of(d.id())));
    out.extend(interactions(d, seed_of(d.id())).0);
    out.extend(ends(d, seed_of(d.id())));
    out
}

/// A seed per variant, so that each explores its own games.
fn seed_of(id: &str) -> u64 {
    id.bytes()
        .fold(0xC3115_u64, |h, b| h.rotate_left(5) ^ u64::from(b))
}

/// The rules of several lists, each once, in order.
fn tags<'a>(lists: &[&[&'a str]]) -> Vec<&'a str> {
    let mut out: Vec<&'a str> = Vec::new();
    for list in lists {
        for r in *list {
            if !out.contains(r) {
                out.push(r);
            }
        }
    }
    out
}

/// `want` cells of `cells`, evenly spread, starting `shift` halves of a
/// step in.
fn spread<T: Clone>(cells: &[T], want: usize, shift: usize) -> Vec<T> {
    if cells.len() <= want {
        return cells.to_vec();
    }
    let step = cells.len() as f64 / want as f64;
    (0..want)
        .map(|i| cells[((i as f64 + 0.5 * shift as f64) * step) as usize % cells.len()].clone())
        .collect()
}

fn name<D: Checked>(d: &D, c: CellId) -> &'static str {
    &d.board().cell(c).name
}

/// The reference's destinations of the piece on `from`, as reach keys.
fn reach_keys<D: Checked>(g: &Game<D>, from: CellId) -> BTreeSet<String> {
    let d = g.rules;
    g.reference()
        .destinations(from)
        .into_iter()
        .map(|to| format!("{}-{}", name(&d, from), name(&d, to)))
        .collect()
}

/// About `total` cases of single pieces on an empty board: each kind of
/// each side on cells spread over the board.
fn lone<D: Checked>(d: D, total: usize) -> Vec<Case> {
    let s = d.sections();
    let per = total.div_ceil(2 * s.pieces.len()).max(1);
    placed(d, s.pieces, per)
        .into_iter()
        .map(|(g, c, rules)| {
            let piece = g.piece(c).expect("placed");
            reach_case(
                &g,
                c,
                format!(
                    "{}/lone/{}-{}/{}",
                    d.id(),
                    piece.side.name(),
                    piece.kind.name(),
                    name(&d, c)
                ),
                &tags(&[rules]),
                "derived: a lone piece's destinations, by the literal reference",
            )
        })
        .collect()
}

/// Each of `kinds` of each side alone on `per` cells spread over the
/// board (where it may stand), with its rules.
fn placed<D: Checked>(
    d: D,
    kinds: &[(D::Kind, &'static [&'static str])],
    per: usize,
) -> Vec<(Game<D>, CellId, &'static [&'static str])> {
    let mut out = Vec::new();
    for &(kind, rules) in kinds {
        for (shift, side) in [Side::White, Side::Black].into_iter().enumerate() {
            let piece = Piece { side, kind };
            let cells: Vec<CellId> = d
                .board()
                .ids()
                .filter(|&c| d.may_stand(piece, c).is_ok())
                .collect();
            for c in spread(&cells, per, shift) {
                let mut g = Game::new(d);
                g.put(c, Some(piece));
                out.push((g, c, rules));
            }
        }
    }
    out
}

/// Cases of riders blocked mid-line (issue 39.4: a rider that passes
/// its first blocker, or stops one cell short of it): each kind that
/// rides a line family, each side, on `per` cells spread over the board,
/// with a piece of the other side one step along one of its lines and
/// one of its own one step along another, each line going on beyond; its
/// destinations by the reference.
fn blocked<D: Checked>(d: D, per: usize) -> Vec<Case> {
    let s = d.sections();
    let riders: Vec<_> = s
        .pieces
        .iter()
        .copied()
        .filter(|(k, _)| d.rides(*k))
        .collect();
    let coords = |c: CellId| d.board().cell(c).coords;
    let mut out = Vec::new();
    for (mut g, c, rules) in placed(d, &riders, per) {
        let piece = g.piece(c).expect("placed");
        let reached = g.reference().destinations(c);
        // A first step of a line whose second step is reached too.
        let at = coords(c);
        let firsts: Vec<CellId> = reached
            .iter()
            .copied()
            .filter(|&t| {
                let step = [0, 1, 2].map(|i| coords(t)[i] - at[i]);
                step.iter().all(|x| x.abs() <= 1)
                    && reached
                        .iter()
                        .any(|&u| coords(u) == [0, 1, 2].map(|i| at[i] + 2 * step[i]))
            })
            .collect();
        let shift = piece.side.index();
        for (by, t) in [piece.side.opponent(), piece.side]
            .into_iter()
            .zip(spread(&firsts, 2, shift))
        {
            let blocker = Piece {
                side: by,
                kind: piece.kind,
            };
            if d.may_stand(blocker, t).is_ok() {
                g.put(t, Some(blocker));
            }
        }
        out.push(reach_case(
            &g,
            c,
            format!(
                "{}/blocked/{}-{}/{}",
                d.id(),
                piece.side.name(),
                piece.kind.name(),
                name(&d, c)
            ),
            &tags(&[rules]),
            "derived: a rider blocked one step along two of its lines, by the literal reference",
        ));
    }
    out
}

/// Cases of pawns facing a piece (issue 39.4: a pawn that captures
/// straight ahead): a pawn of each side on `per` cells spread over the
/// board, with a piece of the other side on one of the cells it would
/// advance to (the first kind of the variant's list but the king that
/// may stand there: a rook or a queen); its destinations by the reference.
fn ahead<D: Checked>(d: D, per: usize) -> Vec<Case> {
    let s = d.sections();
    let pawns: Vec<_> = s
        .pieces
        .iter()
        .copied()
        .filter(|(k, _)| k.name() == "pawn")
        .collect();
    let mut out = Vec::new();
    for (mut g, c, rules) in placed(d, &pawns, per) {
        let piece = g.piece(c).expect("placed");
        let advances = g.reference().destinations(c);
        let shift = piece.side.index();
        let Some(&t) = spread(&advances, 1, shift).first() else {
            continue;
        };
        let facing = s
            .pieces
            .iter()
            .map(|&(kind, _)| Piece {
                side: piece.side.opponent(),
                kind,
            })
            .filter(|p| p.kind.name() != "king")
            .find(|&p| d.may_stand(p, t).is_ok());
        let Some(facing) = facing else { continue };
        g.put(t, Some(facing));
        out.push(reach_case(
            &g,
            c,
            format!("{}/ahead/{}-pawn/{}", d.id(), piece.side.name(), name(&d, c)),
            &tags(&[rules]),
            "derived: a pawn with a piece of the other side on a cell it advances to, by the literal reference",
        ));
    }
    out
}

fn reach_case<D: Checked>(
    g: &Game<D>,
    from: CellId,
    id: String,
    rules: &[&str],
    source: &str,
) -> Case {
    let d = g.rules;
    let mut c = case(
        d,
        id,
        rules,
        source,
        "reach",
        d.to_json(g),
        Expect {
            moves: Some(reach_keys(g, from)),
            ..Expect::default()
        },
    );
    c.input.from = Some(name(&d, from).into());
    c
}

/// `count` positions of random games from the start: in each game, the
/// position after 10 turns and every `every` turns after, until the game
/// ends or 100 turns are played.
fn game_positions<D: Checked>(d: D, count: usize, every: usize, rng: &mut Rng) -> Vec<Game<D>> {
    let mut out = Vec::new();
    while out.len() < count {
        let mut g = d.initial();
        for ply in 0..100 {
            let turns = g.legal_turns();
            if turns.is_empty() {
                break;
            }
            if ply >= 10 && ply % every == 0 && out.len() < count {
                out.push(g.clone());
            }
            g = g.play_turn(&turns[rng.below(turns.len())]);
        }
    }
    out
}

/// A `moves` case of a game whose turn is several moves lists every
/// legal turn where there are at most this many ...
const LISTED_TURNS: usize = 200;
/// ... and names this many of them, spread, where there are more.
const NAMED_TURNS: usize = 12;

/// The expectations of a `moves` case on `g` with its side to move, by
/// the reference: its status and check, and the legal moves of the piece
/// on `from`, or with no `from` (a game whose turn is several moves) the
/// number of legal turns and the turns themselves (all, or a spread of
/// [`NAMED_TURNS`]).
fn moves_expect<D: Checked>(g: &Game<D>, from: Option<Option<CellId>>) -> Expect {
    let r = g.reference();
    let mut e = Expect {
        check: Some(r.in_check(r.to_move)),
        ..Expect::default()
    };
    match from {
        Some(from) => {
            let own = r.legal_moves_from(from);
            e.status = Some(match r.rules.result(&r) {
                Some(end) => end.into(),
                None if !own.is_empty() => "ongoing".into(),
                None => r.status().into(),
            });
            e.moves = Some(own.iter().map(|m| move_key(&entry(&r, m))).collect());
        }
        _ => {
            // Turns named, not only counted (issue 39.4): every turn where
            // they are few, else a spread of them beside the count.
            let turns = r.legal_turns();
            e.status = Some(r.status_of(&turns).into());
            e.count = Some(turns.len());
            let keys: Vec<String> = turns.iter().map(|t| move_key(&turn_entry(&r, t))).collect();
            match keys.len() <= LISTED_TURNS {
                true => e.moves = Some(keys.iter().cloned().collect()),
                false => e.include = spread(&keys, NAMED_TURNS, 0),
            }
        }
    }
    e
}

/// Is a turn of `d` several moves (its entries then have no single
/// `from`)? Asked once per variant: it lists the start's turns.
fn turn_game<D: Checked>(d: D) -> bool {
    d.turns(&d.initial()).is_some()
}

/// `count` positions of random games; in each, up to two pieces of the
/// side to move, their destinations and their legal moves.
fn play<D: Checked>(d: D, count: usize, seed: u64) -> Vec<Case> {
    let s = d.sections();
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    let turn_game = turn_game(d);
    for (n, g) in game_positions(d, count, 7, &mut rng)
        .into_iter()
        .enumerate()
    {
        let movers: Vec<CellId> = d
            .board()
            .ids()
            .filter(|&c| {
                g.piece(c).is_some_and(|p| p.side == g.to_move)
                    && g.live(c)
                    && !g.destinations(c).is_empty()
            })
            .collect();
        let mut picked = Vec::new();
        while picked.len() < 2.min(movers.len()) {
            let c = movers[rng.below(movers.len())];
            if !picked.contains(&c) {
                picked.push(c);
            }
        }
        for from in picked {
            let kind = g.piece(from).expect("a mover").kind;
            let at = name(&d, from);
            let rules = tags(&[s.piece(kind)]);
            out.push(reach_case(
                &g,
                from,
                format!("{}/play/{n}/{at}/reach", d.id()),
                &rules,
                "derived: a piece's destinations in a position of a random game, by the literal reference",
            ));
            if turn_game {
                continue;
            }
            let mut c = case(
                d,
                format!("{}/play/{n}/{at}/moves", d.id()),
                &tags(&[&rules, s.check]),
                "derived: a piece's legal moves in a position of a random game, by the literal reference",
                "moves",
                d.to_json(&g),
                moves_expect(&g, Some(Some(from))),
            );
            c.input.from = Some(at.into());
            out.push(c);
        }
        if turn_game {
            let all: Vec<&[&str]> = s.pieces.iter().map(|(_, r)| *r).collect();
            out.push(case(
                d,
                format!("{}/play/{n}/turns", d.id()),
                &tags(&[&tags(&all), s.check]),
                "derived: the number of legal turns in a position of a random game, by the literal reference",
                "moves",
                d.to_json(&g),
                moves_expect(&g, None),
            ));
        }
    }
    out
}

/// The protocol's kind of a move, captures told apart.
fn kind_of<D: Checked>(g: &Game<D>, m: &Move<D::Kind>) -> &'static str {
    match m.kind {
        MoveKind::Normal if g.is_occupied(m.to) => "capture",
        MoveKind::Normal => "normal",
        MoveKind::Promotion(_) | MoveKind::Transfer(..) => "promotion",
        MoveKind::Drop => "drop",
        MoveKind::Castle(..) => "castle",
    }
}

/// The cells a move puts a piece of the mover on.
fn landings<K>(m: &Move<K>) -> Vec<CellId> {
    match m.kind {
        MoveKind::Castle(_, rook) => vec![m.to, rook],
        MoveKind::Transfer(_, at) => vec![at],
        _ => vec![m.to],
    }
}

/// Does a piece of the mover that `moves` did not land attack an enemy
/// king in `after`?
fn discovered<D: Checked>(after: &Game<D>, mover: Side, landed: &[CellId]) -> bool {
    let kings: Vec<CellId> = after.kings_of(mover.opponent()).collect();
    after.board().ids().any(|c| {
        !landed.contains(&c)
            && after.live(c)
            && after.piece(c).is_some_and(|p| p.side == mover)
            && kings.iter().any(|&k| after.rules.attacks(after, c, k))
    })
}

/// A position for the interaction search, made one of two ways in turn:
/// the start thinned out (most pieces taken off, castling rights kept
/// where their pieces stay), the kings of the side not to move put
/// elsewhere, then a few random turns; or a few random pieces beside the
/// kings. `None` if the position
/// is not one a game could be in (the validator refuses it).
fn search_position<D: Checked>(d: D, i: usize, rng: &mut Rng) -> Option<Game<D>> {
    // The start thinned out only where it holds what sparse positions
    // lack: castling rights, a pocket.
    let thin = d.sections().moves.iter().any(|(k, _)| *k == "castle") || d.pocket().is_some();
    let mut g = match i % 6 {
        0 if thin => thinned(d, rng),
        3 => smothered(d, rng),
        4 => cornered(d, rng),
        5 => promoting(d, rng),
        _ => sparse(d, rng),
    };
    let turns = match i % 6 {
        0 if thin => rng.below(4),
        _ => 0,
    };
    for _ in 0..turns {
        let legal = g.legal_turns();
        if legal.is_empty() {
            return None;
        }
        g = g.play_turn(&legal[rng.below(legal.len())]);
    }
    Variant::parse(&d, &d, &d.to_json(&g), Validation::Legal)
        .is_ok()
        .then_some(g)
}

fn random_side(rng: &mut Rng) -> Side {
    [Side::White, Side::Black][rng.below(2)]
}

/// A random empty cell where `piece` may stand, on `level` if given.
fn empty_cell<D: Checked>(
    g: &Game<D>,
    piece: Piece<D::Kind>,
    level: Option<u8>,
    rng: &mut Rng,
) -> Option<CellId> {
    let cells: Vec<CellId> = g
        .board()
        .ids()
        .filter(|&c| {
            !g.is_occupied(c)
                && level.is_none_or(|l| g.board().cell(c).level == l)
                && g.rules.may_stand(piece, c).is_ok()
        })
        .collect();
    (!cells.is_empty()).then(|| cells[rng.below(cells.len())])
}

/// The start with about two pieces in three taken off (a piece that keeps
/// a castling right, one in three), the kings of the side not to move put
/// on other cells (of their levels, where each level has its own king).
fn thinned<D: Checked>(d: D, rng: &mut Rng) -> Game<D> {
    let mut g = d.initial();
    g.to_move = random_side(rng);
    for c in d.board().ids() {
        let Some(p) = g.piece(c) else { continue };
        let keep = match p.kind {
            k if k == d.king() => 3,
            _ if g.castling.contains(&c) => 2,
            _ => 1,
        };
        if rng.below(3) >= keep {
            g.put(c, None);
            g.castling.retain(|&x| x != c);
        }
    }
    let enemy = g.to_move.opponent();
    for k in g.kings_of(enemy).collect::<Vec<_>>() {
        let king = g.piece(k).expect("a king");
        let level = (d.kings() > 1).then(|| d.board().cell(k).level);
        if let Some(c) = empty_cell(&g, king, level, rng) {
            g.put(k, None);
            g.put(c, Some(king));
            g.castling.retain(|&x| x != k);
        }
    }
    g
}

/// A sparse position with a piece of the side to move that can promote
/// (and, where a promotion brings back a captured piece, one to two
/// pieces captured from each side): promotions are seldom in random
/// positions.
fn promoting<D: Checked>(d: D, rng: &mut Rng) -> Game<D> {
    let mut g = sparse(d, rng);
    let others = non_royal(d);
    if d.keeps_captured() {
        for side in 0..2 {
            for _ in 0..1 + rng.below(2) {
                g.captured[side].push(others[rng.below(others.len())]);
            }
        }
    }
    let side = g.to_move;
    for _ in 0..40 {
        let p = random_of(&others, side, rng);
        let Some(c) = empty_cell(&g, p, None, rng) else {
            break;
        };
        g.put(c, Some(p));
        if g.destinations(c)
            .into_iter()
            .any(|to| !d.promotions(&g, c, to).is_empty())
        {
            break;
        }
        g.put(c, None);
    }
    g
}

/// A sparse position whose side to move has its kings alone, and a few
/// more enemy pieces: where stalemates are.
fn cornered<D: Checked>(d: D, rng: &mut Rng) -> Game<D> {
    let mut g = sparse(d, rng);
    let side = g.to_move;
    for c in d.board().ids() {
        if g.piece(c)
            .is_some_and(|p| p.side == side && p.kind != d.king())
        {
            g.put(c, None);
        }
    }
    let others = non_royal(d);
    for _ in 0..rng.below(4) {
        let p = random_of(&others, side.opponent(), rng);
        if let Some(c) = empty_cell(&g, p, None, rng) {
            g.put(c, Some(p));
        }
    }
    g
}

/// A cornered position whose lone kings' every destination is then
/// attacked, one enemy piece added per destination where one is found
/// that attacks it and not the king: a stalemate, unless a king is left a
/// cell; with `check`, then an enemy piece that attacks the first king
/// too: a checkmate, unless the king can take it.
fn boxed<D: Checked>(d: D, rng: &mut Rng, check: bool) -> Game<D> {
    let mut g = cornered(d, rng);
    let enemy = g.to_move.opponent();
    let others = non_royal(d);
    let kings: Vec<CellId> = g.kings_of(g.to_move).collect();
    for &king in &kings {
        // Where each level has its own king, its attackers are on it.
        let level = (d.kings() > 1).then(|| d.board().cell(king).level);
        // A cell the king would stand on, attacked once it has left.
        let covered = |g: &Game<D>, n: CellId| {
            let mut bare = g.clone();
            bare.put(king, None);
            bare.attacked(n, enemy)
        };
        for n in g.destinations(king) {
            for _ in 0..20 {
                if covered(&g, n) {
                    break;
                }
                let p = random_of(&others, enemy, rng);
                let Some(c) = empty_cell(&g, p, level, rng) else {
                    break;
                };
                g.put(c, Some(p));
                if g.attacked(king, enemy) || !covered(&g, n) {
                    g.put(c, None);
                }
            }
        }
    }
    if let (true, Some(&king)) = (check, kings.first()) {
        add_attacker(&mut g, enemy, king, 20, rng);
    }
    g
}

/// Puts a random piece of `side` on an empty cell (of the king's level,
/// where each level has its own king) from which it attacks `king`, if
/// one of `tries` random tries finds one.
fn add_attacker<D: Checked>(
    g: &mut Game<D>,
    side: Side,
    king: CellId,
    tries: usize,
    rng: &mut Rng,
) {
    let d = g.rules;
    let others = non_royal(d);
    let level = (d.kings() > 1).then(|| d.board().cell(king).level);
    for _ in 0..tries {
        let p = random_of(&others, side, rng);
        let Some(c) = empty_cell(g, p, level, rng) else {
            break;
        };
        g.put(c, Some(p));
        if d.attacks(g, c, king) {
            break;
        }
        g.put(c, None);
    }
}

/// Two to nine random pieces and each side's kings (one per level where
/// each level has its own), nothing in pocket where the game has one.
fn sparse<D: Checked>(d: D, rng: &mut Rng) -> Game<D> {
    let n = 2 + rng.below(8);
    let mut g = super::checks::random_position(d, rng, n);
    for c in d.board().ids() {
        if g.piece(c).is_some_and(|p| p.kind == d.king()) {
            g.put(c, None);
        }
    }
    for side in [Side::White, Side::Black] {
        let king = Piece {
            side,
            kind: d.king(),
        };
        for n in 0..d.kings() {
            let level = (d.kings() > 1).then_some(n as u8);
            if let Some(c) = empty_cell(&g, king, level, rng) {
                g.put(c, Some(king));
            }
        }
    }
    if rng.below(3) > 0 {
        line_motif(&mut g, rng);
    }
    g.to_move = random_side(rng);
    if d.counts_mates() {
        // Mates delivered before: one more may end the game.
        g.mates = [rng.below(2) as u8, rng.below(2) as u8];
    }
    g
}

/// A piece of `side` of one of `kinds`, drawn at random.
fn random_of<K: Copy>(kinds: &[K], side: Side, rng: &mut Rng) -> Piece<K> {
    Piece {
        side,
        kind: kinds[rng.below(kinds.len())],
    }
}

/// Every kind of piece but the king.
fn non_royal<D: Checked>(d: D) -> Vec<D::Kind> {
    D::Kind::ALL
        .iter()
        .copied()
        .filter(|&k| k != d.king())
        .collect()
}

/// A king of the side to move hemmed in by its own pieces on every cell
/// it reaches, and an enemy piece (if one is found) that attacks it: a
/// mate unless a hemming piece can take the attacker or block.
fn smothered<D: Checked>(d: D, rng: &mut Rng) -> Game<D> {
    let mut g = sparse(d, rng);
    for c in d.board().ids() {
        if g.piece(c).is_some_and(|p| p.kind != d.king()) {
            g.put(c, None);
        }
    }
    let side = g.to_move;
    let Some(king) = g.kings_of(side).next() else {
        return g;
    };
    let others = non_royal(d);
    for c in g.destinations(king) {
        let p = random_of(&others, side, rng);
        if !g.is_occupied(c) && d.may_stand(p, c).is_ok() {
            g.put(c, Some(p));
        }
    }
    add_attacker(&mut g, side.opponent(), king, 30, rng);
    g
}

/// Adds to `g` a piece that attacks a king and, mostly, a piece of
/// either side that blocks the attack: with either side to move, a pin,
/// a check to answer or a check to discover.
fn line_motif<D: Checked>(g: &mut Game<D>, rng: &mut Rng) {
    let d = g.rules;
    let side = random_side(rng);
    let kings: Vec<CellId> = g.kings_of(side.opponent()).collect();
    if kings.is_empty() {
        return;
    }
    let king = kings[rng.below(kings.len())];
    let level = (d.kings() > 1).then(|| d.board().cell(king).level);
    let others = non_royal(d);
    let Some(attacker) = (0..30).find_map(|_| {
        let p = random_of(&others, side, rng);
        let c = empty_cell(g, p, level, rng)?;
        g.put(c, Some(p));
        match d.attacks(g, c, king) {
            true => Some(c),
            false => {
                g.put(c, None);
                None
            }
        }
    }) else {
        return;
    };
    if rng.below(4) == 0 {
        return;
    }
    for c in g.destinations(attacker) {
        let owner = random_side(rng);
        let p = random_of(&others, owner, rng);
        if g.is_occupied(c) || d.may_stand(p, c).is_err() {
            continue;
        }
        g.put(c, Some(p));
        if !d.attacks(g, attacker, king) {
            return;
        }
        g.put(c, None);
    }
}

/// Interaction cases: for each kind of move and class, up to
/// [`PER_CLASS`] positions of random play, and the table of how many
/// were found (kind, class, count). In a game whose turn is several moves
/// each single move of a legal turn is looked at on its own board.
pub fn interactions<D: Checked>(d: D, seed: u64) -> (Vec<Case>, BTreeMap<(String, String), usize>) {
    use rayon::prelude::*;
    let mut rng = Rng::new(seed ^ 0x1A7E);
    let mut found: BTreeMap<(String, String), usize> = BTreeMap::new();
    let mut out = Vec::new();
    let (mut looked, mut last_new) = (0, 0);
    // Batches of positions, made in order and classified in parallel;
    // the search ends when no new case came from the last 400
    // positions (the rarer kinds and classes may not exist at all), or
    // after 2,400.
    let turn_game = turn_game(d);
    while looked - last_new < 400 && looked < 2400 {
        let batch: Vec<Game<D>> = (looked..looked + 100)
            .filter_map(|i| search_position(d, i, &mut rng))
            .collect();
        looked += 100;
        let classified: Vec<Vec<Found<D::Kind>>> = batch.par_iter().map(classify).collect();
        for (g, list) in batch.iter().zip(classified) {
            for (m, class, key) in list {
                let kind = kind_of(g, &m);
                let slot = found.entry((kind.into(), class.into())).or_default();
                if *slot < PER_CLASS {
                    *slot += 1;
                    out.push(match class {
                        "mates" => mate_case(g, &m, kind, *slot),
                        _ => interaction_case(g, &m, kind, class, *slot, key, turn_game),
                    });
                    last_new = looked;
                }
            }
        }
    }
    (out, found)
}

/// A move of an interaction, its class and the key of the legal turn
/// that makes it (of the move itself if pinned).
type Found<K> = (Move<K>, &'static str, String);

/// The interactions of the moves of the side to move in `g`, one per kind
/// and class.
fn classify<D: Checked>(g: &Game<D>) -> Vec<Found<D::Kind>> {
    let d = g.rules;
    let side = g.to_move;
    let checked = g.in_check(side);
    let turns = g.legal_turns();
    if turns.is_empty() {
        return Vec::new();
    }
    // Each single move with the first legal turn that makes it.
    let mut singles: BTreeMap<&Move<D::Kind>, &[Move<D::Kind>]> = BTreeMap::new();
    for t in &turns {
        for m in t {
            singles.entry(m).or_insert(t);
        }
    }
    let mut here: BTreeSet<(&str, &str)> = BTreeSet::new();
    let mut out = Vec::new();
    let mut note = |m: &Move<D::Kind>, class: &'static str, key: &dyn Fn() -> String| {
        if here.insert((kind_of(g, m), class)) {
            out.push((*m, class, key()));
        }
    };
    for (m, t) in &singles {
        let key = || move_key(&turn_entry(g, t));
        note(m, "legal", &key);
        if checked {
            note(m, "resolves-check", &key);
        }
        let mut after = g.clone();
        after.apply(m);
        if after.in_check(side.opponent()) {
            note(m, "gives-check", &key);
            if discovered(&after, side, &landings(m)) {
                note(m, "discovers-check", &key);
            }
            if g.play_turn(t).status() == "checkmate" {
                note(m, "mates", &key);
            }
        }
    }
    for m in g.pseudo_legal() {
        let Some(mover) = m.from.and_then(|f| g.piece(f)).map(|p| p.kind) else {
            continue;
        };
        if singles.contains_key(&m) {
            continue;
        }
        let mut after = g.clone();
        after.apply(&m);
        if !after.in_check(side) {
            continue;
        }
        let class = match (mover == d.king(), g.is_occupied(m.to), checked) {
            (true, true, _) => "king-takes-defended",
            (true, false, _) => "king-into-check",
            (false, _, true) => "unresolved",
            (false, _, false) => "pinned",
        };
        note(&m, class, &|| move_key(&entry(g, &m)));
    }
    out
}

/// Positions where the game has ended (no legal turn), found among
/// smothered, cornered and boxed positions: up to [`PER_CLASS`] stalemates and as
/// many checkmates, each `ID/end/STATUS/N`, its status by the literal
/// reference. Random play seldom ends in a stalemate, and a program that
/// calls a stalemate checkmate is a bug the suite must catch.
fn ends<D: Checked>(d: D, seed: u64) -> Vec<Case> {
    use rayon::prelude::*;
    let mut rng = Rng::new(seed ^ 0xE4D5);
    let mut found: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut out = Vec::new();
    let mut looked = 0;
    while looked < 8_000 && found.values().filter(|&&n| n >= PER_CLASS).count() < 2 {
        let batch: Vec<Game<D>> = (looked..looked + 1000)
            .map(|i| match i % 4 {
                0 => smothered(d, &mut rng),
                1 => cornered(d, &mut rng),
                k => boxed(d, &mut rng, k == 3),
            })
            .collect();
        looked += 1000;
        let statuses: Vec<Option<&'static str>> = batch.par_iter().map(ended).collect();
        for (g, status) in batch.iter().zip(statuses) {
            let Some(status) = status else { continue };
            let slot = found.entry(status).or_default();
            if *slot < PER_CLASS {
                *slot += 1;
                out.push(end_case(g, status, *slot));
            }
        }
    }
    out
}

/// The status of a position no legal turn is left in (`checkmate`,
/// `stalemate`), by the literal reference; `None` if the game goes on or
/// the validator refuses the position.
fn ended<D: Checked>(g: &Game<D>) -> Option<&'static str> {
    let d = g.rules;
    if !g.legal_turns().is_empty() {
        return None;
    }
    Variant::parse(&d, &d, &d.to_json(g), Validation::Legal).ok()?;
    let r = g.reference();
    let turns = r.legal_turns();
    match r.status_of(&turns) {
        s @ ("checkmate" | "stalemate") if turns.is_empty() => Some(s),
        _ => None,
    }
}

/// A position with no legal move: its status and check by the reference.
fn end_case<D: Checked>(g: &Game<D>, status: &str, n: usize) -> Case {
    let d = g.rules;
    let s = d.sections();
    let r = g.reference();
    case(
        d,
        format!("{}/end/{status}/{n}", d.id()),
        &tags(&[s.check]),
        &format!("derived: a {status} among random positions with a lone or hemmed-in king; its status by the literal reference"),
        "moves",
        d.to_json(g),
        Expect {
            status: Some(status.into()),
            check: Some(r.in_check(r.to_move)),
            count: Some(0),
            ..Expect::default()
        },
    )
}

/// The position a mating move (with its turn) leaves: checkmate, by the
/// reference, and no legal move.
fn mate_case<D: Checked>(g: &Game<D>, m: &Move<D::Kind>, kind: &str, n: usize) -> Case {
    let d = g.rules;
    let s = d.sections();
    let turn = g
        .legal_turns()
        .into_iter()
        .find(|t| t.contains(m))
        .expect("a mating move is in a legal turn");
    let after = g.play_turn(&turn);
    let r = after.reference();
    let turns = r.legal_turns();
    case(
        d,
        format!("{}/interaction/{kind}/mates/{n}", d.id()),
        &tags(&[s.check, s.special(kind)]),
        &format!(
            "derived: the position a {kind} move that mates leaves (engine, random play); its status by the literal reference"
        ),
        "moves",
        d.to_json(&after),
        Expect {
            status: Some(r.status_of(&turns).into()),
            check: Some(r.in_check(r.to_move)),
            count: Some(turns.len()),
            ..Expect::default()
        },
    )
}

fn interaction_case<D: Checked>(
    g: &Game<D>,
    m: &Move<D::Kind>,
    kind: &str,
    class: &str,
    n: usize,
    key: String,
    turn_game: bool,
) -> Case {
    let d = g.rules;
    let s = d.sections();
    let from = m.from.map_or("pocket", |f| name(&d, f));
    let piece = match m.from {
        Some(f) => g.piece(f).map(|p| p.kind),
        None => d.pocket().map(|(k, _)| k),
    };
    let mut expect = moves_expect(g, (!turn_game).then_some(m.from));
    match FORBIDDEN.contains(&class) {
        true => expect.exclude.push(key),
        false => expect.include.push(key),
    }
    let mut c = case(
        d,
        format!("{}/interaction/{kind}/{class}/{n}", d.id()),
        &tags(&[s.special(kind), piece.map_or(&[][..], |k| s.piece(k)), s.check]),
        &format!(
            "derived: a {kind} move that {} in random play (engine), its legal moves by the literal reference",
            match class {
                "gives-check" => "gives check",
                "discovers-check" => "discovers check",
                "resolves-check" => "answers check",
                "legal" => "is legal",
                "pinned" => "a pin makes illegal",
                "king-takes-defended" => "takes a defended piece with the king (illegal)",
                "king-into-check" => "steps the king into check (illegal)",
                _ => "leaves a check standing (illegal)",
            }
        ),
        "moves",
        d.to_json(g),
        expect,
    );
    if !turn_game {
        c.input.from = Some(from.into());
    }
    c
}

/// Makes a game's definition [`Checked`]: `checks` are the game's own
/// checks, `cases` is the game's own cases then the shared suite's
/// ([`cases`]). Each game writes it in its `checks.rs`.
macro_rules! checked {
    ($game:ty, $verify:expr, $own:expr) => {
        impl $crate::cells::game::Checked for $game {
            fn checks(&self, positions: usize) -> Vec<$crate::core::check::Check> {
                ($verify)(*self, positions)
            }

            fn cases(&self) -> Vec<$crate::core::case::Case> {
                let mut cases = ($own)(*self);
                cases.extend($crate::cells::suite::cases(*self));
                cases
            }
        }
    };
}
pub(crate) use checked;
