//! A quantum move applied to an ensemble: every history makes the same
//! relative move (the swarm rule, L16125-16149), each surviving tile one
//! child history; histories where the move is illegal are pruned by
//! conflict (L16218-16234), those where the piece is gone or has become
//! another kind by differentiation (L16352-16387); the move stands if one
//! history makes it (the any rule, L16202-16216).

use super::ensemble::{Ensemble, History, Id};
use super::notation::{QuantumMove, PASS};
use super::relative::{resolve, Gate, Relative};
use super::{Options, QuantumError};
use crate::goff::engine::tables::TABLES;
use crate::goff::game::{Game, Implementation, Move, MoveKind};
use crate::goff::geometry::{AdvancementSquare, Bitboard, Tile};
use crate::goff::pieces::{PieceKind, Side};
use serde::Serialize;

/// What a move did, for the report (`spec/variants/goff-quantum.md`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Report {
    /// The move as the mover writes it.
    pub text: String,
    /// The relative move, in words.
    pub shape: String,
    /// The piece's identity (0 for a pass).
    pub piece: Id,
    pub histories_before: u64,
    pub histories_after: u64,
    pub positions_before: usize,
    pub positions_after: usize,
    /// Weight of the histories where the move was illegal.
    pub pruned_by_conflict: u64,
    /// Weight of the histories where the piece was captured or had become
    /// another kind.
    pub pruned_by_differentiation: u64,
    /// Window positions that fell off the board, summed over the distinct
    /// positions (no virtual piece is placed there, L16521-16524).
    pub off_board: usize,
}

/// Plays `text` (the book's notation, the mover's frame) on `ensemble`.
pub fn play(
    ensemble: &Ensemble,
    text: &str,
    options: &Options,
    implementation: Implementation,
) -> Result<(Ensemble, Report), QuantumError> {
    let side = ensemble.to_move();
    if text == PASS {
        return pass(ensemble, options);
    }
    let m = QuantumMove::parse(text, side).map_err(|e| QuantumError::Move(e.to_string()))?;
    let id = piece(ensemble, &m, side, options, implementation)?;
    let anchor = ensemble
        .histories
        .iter()
        .find_map(|(h, _)| h.part_tile(id))
        .expect("the piece stands somewhere");
    let anchor = m.anchor.unwrap_or(anchor.coords());
    let rel = resolve(&m, anchor, side, options)?;
    let mut children = Vec::new();
    let mut report = Report {
        text: text.to_string(),
        shape: rel.shape.clone(),
        piece: id,
        histories_before: ensemble.weight(),
        histories_after: 0,
        positions_before: ensemble.histories.len(),
        positions_after: 0,
        pruned_by_conflict: 0,
        pruned_by_differentiation: 0,
        off_board: 0,
    };
    for (h, w) in &ensemble.histories {
        // The piece itself, or (a decay, L16699-16714) the bishop or duke
        // part of a stack.
        let Some(from) = h
            .part_tile(id)
            .filter(|&t| h.part_id(t, rel.kind) == Some(id))
        else {
            report.pruned_by_differentiation += w;
            continue;
        };
        let (moves, off) = destinations(h, from, &rel, options, implementation)?;
        report.off_board += off;
        if moves.is_empty() {
            report.pruned_by_conflict += w;
        }
        for mv in moves {
            let mut game = h.game.clone();
            game.make(&mv);
            children.push((
                History {
                    game,
                    ids: h.after(&mv),
                },
                *w,
            ));
        }
    }
    if children.is_empty() {
        return Err(QuantumError::Move(format!(
            "{text} is illegal in every history (the any rule needs one, L16202-16216)"
        )));
    }
    if let Some(k) = rel.promote {
        let promotes = |h: &History| {
            h.game
                .position
                .pieces()
                .any(|(t, p)| p.kind == k && h.id_at(t) == Some(id))
        };
        if !children.iter().any(|(h, _)| promotes(h)) {
            return Err(QuantumError::Move(format!(
                "{text} ends with a promotion letter, but no history promotes (L16332)"
            )));
        }
    }
    let after = Ensemble::merged(children);
    if after.histories.len() > options.max_positions {
        return Err(QuantumError::Move(format!(
            "{text} would leave {} distinct positions, over the limit of {} (--max-positions)",
            after.histories.len(),
            options.max_positions
        )));
    }
    report.histories_after = after.weight();
    report.positions_after = after.histories.len();
    Ok((after, report))
}

/// Black's `---` in the book's scenarios (O18): the turn passes in every
/// history.
fn pass(ensemble: &Ensemble, options: &Options) -> Result<(Ensemble, Report), QuantumError> {
    if !options.pass {
        return Err(QuantumError::Move(
            "--- (no move) exists only in the book's scenarios: pass = allowed (O18, L16324-16332)"
                .into(),
        ));
    }
    let histories = ensemble
        .histories
        .iter()
        .map(|(h, w)| {
            let mut h = h.clone();
            h.game.to_move = h.game.to_move.opponent();
            h.game.en_passant = None;
            (h, *w)
        })
        .collect();
    let after = Ensemble::merged(histories);
    let report = Report {
        text: PASS.into(),
        shape: "no move".into(),
        piece: 0,
        histories_before: ensemble.weight(),
        histories_after: after.weight(),
        positions_before: ensemble.histories.len(),
        positions_after: after.histories.len(),
        pruned_by_conflict: 0,
        pruned_by_differentiation: 0,
        off_board: 0,
    };
    Ok((after, report))
}

/// The identity the move names: the piece of the mover's kind on the
/// anchor in some history (one identity only); without an anchor, the one
/// classical piece of that kind for which the move is legal (O17).
fn piece(
    ensemble: &Ensemble,
    m: &QuantumMove,
    side: Side,
    options: &Options,
    implementation: Implementation,
) -> Result<Id, QuantumError> {
    let mut ids: Vec<Id> = Vec::new();
    let ours = |h: &History, t: Tile| h.game.position.piece_at(t).is_some_and(|p| p.side == side);
    match m.anchor {
        Some(a) => {
            let t = Tile::at(a).ok_or_else(|| {
                QuantumError::Move(
                    "the anchor is a virtual piece, always on the board (L16311)".into(),
                )
            })?;
            for (h, _) in &ensemble.histories {
                if let Some(id) = h.part_id(t, m.piece).filter(|_| ours(h, t)) {
                    ids.push(id);
                }
            }
        }
        None => {
            let candidates = ensemble.pieces();
            for (&id, &(s, k)) in &candidates {
                if s != side || k != m.piece {
                    continue;
                }
                let tiles = ensemble.virtual_pieces(id);
                let [(&t, _)] = tiles.iter().collect::<Vec<_>>()[..] else {
                    continue;
                };
                let legal = resolve(m, t.coords(), side, options).is_ok_and(|rel| {
                    ensemble.histories.iter().any(|(h, _)| {
                        destinations(h, t, &rel, options, implementation)
                            .is_ok_and(|(d, _)| !d.is_empty())
                    })
                });
                if legal {
                    ids.push(id);
                }
            }
        }
    }
    ids.sort();
    ids.dedup();
    match ids.as_slice() {
        [id] => Ok(*id),
        [] => Err(QuantumError::Move(match m.anchor {
            Some(_) => format!(
                "no {} {} stands on the anchor in any history",
                side.name(),
                m.piece.name()
            ),
            None => format!(
                "no classical {} {} can make this move: name the anchor (L16514-16518)",
                side.name(),
                m.piece.name()
            ),
        })),
        _ => Err(QuantumError::Move(format!(
            "{} different {} pieces stand there: the anchor must name one piece (O17)",
            ids.len(),
            m.piece.name()
        ))),
    }
}

/// The classical moves of the piece on `from` in history `h` that the
/// relative move makes, and how many window positions fell off the board.
/// A child needs its tile in the window, its gates clear (base pieces),
/// the tile among the piece's classical destinations by the chosen
/// implementation, and (O5) its king safe after the move.
pub fn destinations(
    h: &History,
    from: Tile,
    rel: &Relative,
    options: &Options,
    implementation: Implementation,
) -> Result<(Vec<Move>, usize), QuantumError> {
    if let Some(duke) = &rel.duke {
        return Ok(fission(h, from, rel, duke, options, implementation));
    }
    let side = h.game.to_move;
    let on = h.game.position.piece_at(from).expect("the mover").kind;
    // A decay: the part moves by its own rules, the other stays
    // (L5748-5756); its destinations are a lone part's on that tile.
    let decay = (on == PieceKind::Stack).then(|| rel.kind.base_pieces()[0]);
    let reach = match decay {
        None => implementation.destinations_with(&h.game.position, from, h.game.rules),
        Some(_) => {
            let mut alone = h.game.position.clone();
            alone.remove(from);
            alone
                .put(from, crate::goff::pieces::Piece::new(side, rel.kind))
                .expect("emptied");
            implementation.destinations_with(&alone, from, h.game.rules)
        }
    };
    let pawn = rel.kind == PieceKind::Pawn;
    let (tiles, off) = open_tiles(h, from, rel, implementation);
    // O20: the advance to perimeter 2 is the double advance, made only
    // from the start tile (L6634-6646, L16153-16155).
    let double = pawn && rel.cells.iter().any(|c| c.offset.chebyshev() == 2);
    if double
        && options.double_advance == super::DoubleAdvance::FirstMove
        && !crate::goff::pieces::pawn::on_start_tile(side, from)
    {
        return Ok((Vec::new(), off));
    }
    let mut scratch = h.game.clone();
    let mut out: Vec<Move> = Vec::new();
    let mover = h.game.position.piece_at(from).expect("the mover");
    for to in tiles {
        // A virtual bishop landing on its own duke (or a duke on its
        // bishop) recombines or cross-combines into a stack; a stack's
        // decaying part so teleports (L16716-16731): the classical move,
        // where the history allows it.
        // A pawn so reaching its own bishop or duke on a promotion tile
        // uplifts, the stack its only promotion there (L7729-7734).
        if h.game.position.piece_at(to).is_some_and(|p| p.side == side) {
            let kind = match pawn {
                true => MoveKind::Uplift,
                false => decay.map_or(MoveKind::Combine, MoveKind::Teleport),
            };
            let m = Move { from, to, kind };
            if scratch.pseudo_legal(mover, &m).is_ok() && safe(&mut scratch, &m, options) {
                out.push(m);
            }
            continue;
        }
        // A pawn's quantum move is an advance, which never captures
        // (CR 36, L16151-16158); its captures are left open (O3).
        let taken = h.game.position.piece_at(to).is_some();
        if (pawn && taken) || !reach.contains(to) {
            continue;
        }
        let kind = match (pawn, crate::goff::pieces::pawn::is_promotion_tile(side, to), rel.promote) {
            (true, true, Some(k)) => MoveKind::Promotion(k),
            (true, true, None) => {
                return Err(QuantumError::Move(
                    "the pawn promotes in some history: end the move with the piece it becomes, e.g. [K8,8]q (L16332, O9)"
                        .into(),
                ))
            }
            _ => decay.map_or(MoveKind::Normal, MoveKind::Decay),
        };
        let m = Move { from, to, kind };
        if safe(&mut scratch, &m, options) {
            out.push(m);
        }
    }
    Ok((out, off))
}

/// Is the mover's king safe after `m` in this history (O5)?
/// `game` is the history's scratch copy: the move is made and taken back.
fn safe(game: &mut Game, m: &Move, options: &Options) -> bool {
    if !options.king_safety {
        return true;
    }
    let side = game.to_move;
    let undo = game.make(m);
    let ok = !game.in_check(side);
    game.unmake(undo);
    ok
}

/// The open tiles of a window for the piece on `from` in `h`: on the
/// board, not the mover's own piece, each once, and (base pieces) every
/// gate of one of its cells clear; and how many window positions fell off
/// the board.
fn open_tiles(
    h: &History,
    from: Tile,
    rel: &Relative,
    implementation: Implementation,
) -> (Vec<Tile>, usize) {
    let side = h.game.to_move;
    let mut off = 0;
    let mut out: Vec<Tile> = Vec::new();
    for cell in &rel.cells {
        let Some(to) = Tile::at(from.coords() + cell.offset) else {
            off += 1;
            continue;
        };
        // An own piece's tile is open only to a bishop or duke moving
        // onto its partner's type (a combination, [`destinations`]), and
        // to a pawn promoting to a stack onto its own bishop or duke on a
        // promotion tile (an uplift, L7729-7734: per history, where the
        // history holds the piece there).
        let uplift = rel.kind == PieceKind::Pawn
            && rel.promote == Some(PieceKind::Stack)
            && crate::goff::pieces::pawn::is_promotion_tile(side, to);
        let own = h.game.position.piece_at(to).is_some_and(|p| {
            p.side == side
                && !matches!(
                    (rel.kind, p.kind),
                    (PieceKind::Bishop, PieceKind::Duke) | (PieceKind::Duke, PieceKind::Bishop)
                )
                && !(uplift && matches!(p.kind, PieceKind::Bishop | PieceKind::Duke))
        });
        if out.contains(&to) || own {
            continue;
        }
        let open = !rel.gated
            || cell
                .gates
                .iter()
                .all(|g| clear(&h.game, from, to, g, implementation));
        if open {
            out.push(to);
        }
    }
    (out, off)
}

/// A stack's fission in one history (L16641-16752), as O21 reads it.
/// `fission=book`: every pair of an open bishop tile and an open duke
/// tile, each gated as that part's own quantum move ("Every tile on the
/// perimeters get a virtual piece", L16745; Fig. 254's 105 histories).
/// `fission=classical`: every pair of the two windows' tiles that the
/// history's classical rules make one move of the stack, a fission by
/// the classical region rule (L6128-6241), so every child is a classical
/// game. Both parts on one tile is the stack move, "a failed fission"
/// (L16660-16664; L5620-5631).
fn fission(
    h: &History,
    from: Tile,
    bishop: &Relative,
    duke: &Relative,
    options: &Options,
    implementation: Implementation,
) -> (Vec<Move>, usize) {
    let by_book = options.fission == super::Fission::Book;
    let tiles = |rel| match by_book {
        true => open_tiles(h, from, rel, implementation),
        false => window_tiles(from, rel),
    };
    let ((bishops, off_b), (dukes, off_d)) = (tiles(bishop), tiles(duke));
    let classical: std::collections::BTreeSet<(Tile, Tile)> = match by_book {
        true => Default::default(),
        false => {
            crate::goff::game::fission::fission_options(&h.game.position, from, h.game.to_move)
                .into_iter()
                .map(|(_, b, d)| (b, d))
                .collect()
        }
    };
    let stack = h.game.position.piece_at(from).expect("the stack");
    let mut scratch = h.game.clone();
    let mut out = Vec::new();
    for &b in &bishops {
        for &d in &dukes {
            let kind = match b == d {
                true => MoveKind::StackMove,
                false => MoveKind::Fission(d),
            };
            let m = Move { from, to: b, kind };
            let allowed = by_book
                || match b == d {
                    true => scratch.pseudo_legal(stack, &m).is_ok(),
                    false => classical.contains(&(b, d)),
                };
            if allowed && safe(&mut scratch, &m, options) {
                out.push(m);
            }
        }
    }
    (out, off_b + off_d)
}

/// A window's tiles on the board, each once, and how many of its
/// positions fell off the board.
fn window_tiles(from: Tile, rel: &Relative) -> (Vec<Tile>, usize) {
    let mut off = 0;
    let mut out: Vec<Tile> = Vec::new();
    for cell in &rel.cells {
        match Tile::at(from.coords() + cell.offset) {
            Some(t) if !out.contains(&t) => out.push(t),
            Some(_) => {}
            None => off += 1,
        }
    }
    (out, off)
}

/// Is the gate's square clear but for the target? Two ways: tile by tile
/// as the text says (the reference), or one masked AND (the engine's
/// tables).
fn clear(game: &Game, from: Tile, to: Tile, g: &Gate, implementation: Implementation) -> bool {
    match implementation {
        Implementation::Reference => AdvancementSquare {
            source: from.coords(),
            quadrant: g.quadrant,
            perimeter: g.perimeter,
        }
        .tiles()
        .all(|t| t == to || game.position.piece_at(t).is_none()),
        Implementation::Engine => {
            let [ra, rb] = TABLES.quadrant_rays(g.id);
            let p = g.perimeter as usize;
            let square: Bitboard = TABLES.masks(from, g.id).pure_upto[p]
                | TABLES.segment(from, ra, g.perimeter)
                | TABLES.segment(from, rb, g.perimeter);
            let mut others = game.position.occupied();
            others.remove(to);
            (square & others).is_empty()
        }
    }
}
