//! Pseudo-legal moves of one side: every move the rules allow before the
//! mover's own king safety is considered.

use super::{EnPassant, Generator, Move, MoveKind};
use crate::goff::geometry::{Bitboard, Tile};
use crate::goff::pieces::pawn::is_promotion_tile;
use crate::goff::pieces::{BasePiece, Piece, PieceKind, Side};
use crate::goff::position::Position;
use crate::goff::readings::EnPassantBoard;

/// What a pawn may promote to: any piece but the king, even the stack
/// (CR 41, L6771-6777, note 36).
pub const PROMOTIONS: [PieceKind; 6] = [
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Duke,
    PieceKind::Stack,
    PieceKind::Knight,
];

pub fn pseudo_legal(imp: Generator, pos: &Position, side: Side) -> Vec<Move> {
    // Room for a busy position's moves: no growing per node (issue 43).
    let mut out = Vec::with_capacity(192);
    let lone = Lone::of(pos, side);
    for s in pos.side(side).iter() {
        let piece = pos.piece_at(s).expect("a piece of the side");
        match piece.kind {
            PieceKind::Pawn => pawn(imp, pos, s, side, &lone, &mut out),
            PieceKind::Stack => stack(imp, pos, s, side, &lone, &mut out),
            PieceKind::Bishop | PieceKind::Duke => {
                plain(imp, pos, s, &mut out);
                combine(imp, pos, s, piece, &lone, &mut out);
            }
            _ => plain(imp, pos, s, &mut out),
        }
    }
    out
}

/// The side's lone bishops and dukes, found once per position: what
/// combination, teleportation and uplift move onto (each piece used to
/// look for them among all its side's pieces).
struct Lone {
    bishops: Bitboard,
    dukes: Bitboard,
}

impl Lone {
    fn of(pos: &Position, side: Side) -> Lone {
        let mut lone = Lone {
            bishops: Bitboard::EMPTY,
            dukes: Bitboard::EMPTY,
        };
        for t in pos.side(side).iter() {
            match pos.piece_at(t).map(|p| p.kind) {
                Some(PieceKind::Bishop) => lone.bishops.insert(t),
                Some(PieceKind::Duke) => lone.dukes.insert(t),
                _ => {}
            }
        }
        lone
    }

    fn of_kind(&self, kind: PieceKind) -> Bitboard {
        match kind {
            PieceKind::Bishop => self.bishops,
            _ => self.dukes,
        }
    }
}

fn plain(imp: Generator, pos: &Position, s: Tile, out: &mut Vec<Move>) {
    push_all(imp.destinations(pos, s), s, MoveKind::Normal, out);
}

fn push_all(tiles: Bitboard, from: Tile, kind: MoveKind, out: &mut Vec<Move>) {
    out.extend(tiles.iter().map(|to| Move { from, to, kind }));
}

/// Can the piece on `s` move onto its own piece on `t` by its own rules,
/// as if `t` were its target (strict moves: L5837-5852, L6034-6075)?
fn reaches_own(imp: Generator, pos: &Position, s: Tile, t: Tile) -> bool {
    let mut p = pos.clone();
    let own = p.remove(t).expect("a piece on t");
    p.put(t, Piece::new(own.side.opponent(), own.kind))
        .expect("tile just emptied");
    imp.destinations(&p, s).contains(t)
}

/// Recombination and cross combination: a lone bishop onto its own lone
/// duke or the reverse (L5825-5896).
fn combine(
    imp: Generator,
    pos: &Position,
    s: Tile,
    piece: Piece,
    lone: &Lone,
    out: &mut Vec<Move>,
) {
    let partner = match piece.kind {
        PieceKind::Bishop => PieceKind::Duke,
        _ => PieceKind::Bishop,
    };
    for t in lone.of_kind(partner).iter() {
        if reaches_own(imp, pos, s, t) {
            out.push(Move {
                from: s,
                to: t,
                kind: MoveKind::Combine,
            });
        }
    }
}

/// The stack on `s` with one part lifted out: the position in which that
/// part moves "without regard to the left behind sub piece" (L5754-5756).
fn as_part(pos: &Position, s: Tile, side: Side, part: BasePiece) -> Position {
    let mut p = pos.clone();
    p.remove(s);
    p.put(s, Piece::new(side, part.piece_kind()))
        .expect("tile just emptied");
    p
}

/// The destinations of one part of the stack on `s`: the engine scans as
/// if the part stood there; the reference moves the part on a copy.
fn part_destinations(
    imp: Generator,
    pos: &Position,
    s: Tile,
    side: Side,
    part: BasePiece,
) -> Bitboard {
    match imp.implementation {
        super::Implementation::Engine => crate::goff::engine::destinations_as(
            pos,
            s,
            Piece::new(side, part.piece_kind()),
            imp.rules,
        ),
        super::Implementation::Reference => imp.destinations(&as_part(pos, s, side, part), s),
    }
}

fn stack(imp: Generator, pos: &Position, s: Tile, side: Side, lone: &Lone, out: &mut Vec<Move>) {
    let bishop = part_destinations(imp, pos, s, side, BasePiece::Bishop);
    let duke = part_destinations(imp, pos, s, side, BasePiece::Duke);
    // As a stack: only where both parts may go (L5620-5631, S2).
    push_all(bishop & duke, s, MoveKind::StackMove, out);
    push_all(bishop, s, MoveKind::Decay(BasePiece::Bishop), out);
    push_all(duke, s, MoveKind::Decay(BasePiece::Duke), out);
    super::fission::fissions(pos, s, side, out);
    // Teleportation: the two pieces of one type must differ in native
    // colour (L6034-6040; spec/interpretations.md#teleport-colours).
    for t in lone.dukes.iter() {
        let as_bishop = || as_part(pos, s, side, BasePiece::Bishop);
        if s.duke_colour() != t.duke_colour() && reaches_own(imp, &as_bishop(), s, t) {
            out.push(Move {
                from: s,
                to: t,
                kind: MoveKind::Teleport(BasePiece::Bishop),
            });
        }
    }
    for t in lone.bishops.iter() {
        let as_duke = || as_part(pos, s, side, BasePiece::Duke);
        if s.bishop_colour() != t.bishop_colour() && reaches_own(imp, &as_duke(), s, t) {
            out.push(Move {
                from: s,
                to: t,
                kind: MoveKind::Teleport(BasePiece::Duke),
            });
        }
    }
}

fn pawn(imp: Generator, pos: &Position, s: Tile, side: Side, lone: &Lone, out: &mut Vec<Move>) {
    for to in imp.destinations(pos, s).iter() {
        if is_promotion_tile(side, to) {
            // Promotion is compulsory (L8187-8190).
            for k in PROMOTIONS {
                out.push(Move {
                    from: s,
                    to,
                    kind: MoveKind::Promotion(k),
                });
            }
        } else {
            out.push(Move {
                from: s,
                to,
                kind: MoveKind::Normal,
            });
        }
    }
    // Uplift: onto its own lone bishop or duke on a promotion tile, by an
    // advance that would reach the tile were it empty (L7729-7737).
    for t in lone.bishops.iter().chain(lone.dukes.iter()) {
        if !is_promotion_tile(side, t) {
            continue;
        }
        let mut p = pos.clone();
        p.remove(t);
        if imp.destinations(&p, s).contains(t) {
            out.push(Move {
                from: s,
                to: t,
                kind: MoveKind::Uplift,
            });
        }
    }
}

/// En passant (CR 54, L9478-9496): on the very next move, a pawn may take
/// the pawn that has just double-advanced by moving to a covered path
/// tile, provided every path tile is covered. A path tile is covered if a
/// pawn could capture onto it in the position the single advance would
/// have made: the advanced pawn on that tile, its real tile empty
/// (spec/interpretations.md#en-passant-cover, L8937-8944, Fig. 118).
pub fn en_passant(imp: Generator, pos: &Position, side: Side, ep: &EnPassant, out: &mut Vec<Move>) {
    let Some(victim) = pos.piece_at(ep.pawn) else {
        return;
    };
    if victim.kind != PieceKind::Pawn || victim.side == side {
        return;
    }
    let mut found = Vec::new();
    for &path in &ep.paths {
        if pos.piece_at(path).is_some() {
            return;
        }
        // The board cover is judged on (interpretations.md#en-passant-cover).
        let mut fictitious = pos.clone();
        if imp.rules.en_passant_board == EnPassantBoard::Fictitious {
            fictitious.remove(ep.pawn);
        }
        fictitious.put(path, victim).expect("path tile is empty");
        let takers: Vec<Tile> = fictitious
            .pieces()
            .filter(|(_, p)| p.side == side && p.kind == PieceKind::Pawn)
            .map(|(t, _)| t)
            .filter(|&t| imp.destinations(&fictitious, t).contains(path))
            .collect();
        if takers.is_empty() {
            return;
        }
        found.extend(takers.into_iter().map(|from| Move {
            from,
            to: path,
            kind: MoveKind::EnPassant(ep.pawn),
        }));
    }
    out.extend(found);
}
