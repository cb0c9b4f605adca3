//! The move validator: is one given move legal here? It decides each kind
//! of move from that kind's own conditions, without enumerating the
//! position's moves (castling excepted: its conditions are the castle
//! table itself), so that `legal_moves` and `validate` check each other
//! (tests/it/game.rs, as shakmaty's `legals_are_legal`).

use super::generate::PROMOTIONS;
use super::{Game, Move, MoveKind};
use crate::goff::geometry::Tile;
use crate::goff::pieces::pawn::is_promotion_tile;
use crate::goff::pieces::{BasePiece, Piece, PieceKind};
use crate::goff::position::Position;
use thiserror::Error;

/// Why a move is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Illegal {
    #[error("no piece of the side to move on {0}")]
    NotYourPiece(Tile),
    #[error("a {0} cannot make a {1} move")]
    WrongKind(&'static str, &'static str),
    #[error("{0} is not among the piece's destinations")]
    Unreachable(Tile),
    #[error("a pawn reaching a promotion tile must promote (to anything but the king)")]
    Promotion,
    #[error("the move leaves the mover's king attacked (CR 52)")]
    LeavesKingAttacked,
    #[error("no such {0} here")]
    NotAvailable(&'static str),
}

impl Game {
    /// `Ok` iff `m` is a legal move of the side to move.
    pub fn validate(&mut self, m: &Move) -> Result<(), Illegal> {
        let piece = self
            .position
            .piece_at(m.from)
            .filter(|p| p.side == self.to_move)
            .ok_or(Illegal::NotYourPiece(m.from))?;
        self.pseudo_legal(piece, m)?;
        let undo = self.make(m);
        let safe = !self.in_check(piece.side);
        self.unmake(undo);
        safe.then_some(()).ok_or(Illegal::LeavesKingAttacked)
    }

    fn reaches(&self, pos: &Position, m: &Move) -> Result<(), Illegal> {
        let dest = self.generator().destinations(pos, m.from);
        dest.contains(m.to)
            .then_some(())
            .ok_or(Illegal::Unreachable(m.to))
    }

    /// `Ok` iff `piece` (the side to move's, on `m.from`) may make `m`
    /// by its own rules, king safety aside: what `validate` asks first.
    pub fn pseudo_legal(&self, piece: Piece, m: &Move) -> Result<(), Illegal> {
        use PieceKind::*;
        let wrong = |what| Err(Illegal::WrongKind(piece.kind.name(), what));
        match (m.kind, piece.kind) {
            (MoveKind::Normal, Stack) => wrong("plain"),
            (MoveKind::Normal, Pawn) if is_promotion_tile(piece.side, m.to) => {
                Err(Illegal::Promotion)
            }
            (MoveKind::Normal, _) => self.reaches(&self.position, m),
            (MoveKind::Promotion(k), Pawn) => {
                if !PROMOTIONS.contains(&k) || !is_promotion_tile(piece.side, m.to) {
                    return Err(Illegal::Promotion);
                }
                self.reaches(&self.position, m)
            }
            (MoveKind::Uplift, Pawn) => self.uplift(piece, m),
            (MoveKind::StackMove, Stack) => {
                self.reaches(&self.part(m.from, BasePiece::Bishop), m)?;
                self.reaches(&self.part(m.from, BasePiece::Duke), m)
            }
            (MoveKind::Decay(b), Stack) => self.reaches(&self.part(m.from, b), m),
            (MoveKind::Combine, Bishop | Duke) => self.onto_own_partner(piece.kind, m, None),
            (MoveKind::Teleport(b), Stack) => {
                let moving = if b == BasePiece::Bishop { Bishop } else { Duke };
                self.onto_own_partner(moving, m, Some(b))
            }
            (MoveKind::Fission(d), Stack) => {
                let options = super::fission::fission_options(&self.position, m.from, piece.side);
                options
                    .iter()
                    .any(|&(_, b, dd)| b == m.to && dd == d)
                    .then_some(())
                    .ok_or(Illegal::NotAvailable("fission"))
            }
            (MoveKind::EnPassant(_), Pawn) | (MoveKind::Castle(_), King) => self.listed(m),
            (kind, _) => wrong(kind_name(kind)),
        }
    }

    /// The stack on `s` with only its `part` on it.
    fn part(&self, s: Tile, part: BasePiece) -> Position {
        let mut p = self.position.clone();
        let side = p.remove(s).expect("a stack").side;
        p.put(s, Piece::new(side, part.piece_kind()))
            .expect("emptied");
        p
    }

    /// Combination and teleport (L5825-5896, L6034-6095): onto one's own
    /// lone partner, reached as if it were an enemy; a teleport also needs
    /// the two same-type pieces on different native colours.
    fn onto_own_partner(
        &self,
        moving: PieceKind,
        m: &Move,
        teleport: Option<BasePiece>,
    ) -> Result<(), Illegal> {
        let partner = if moving == PieceKind::Bishop {
            PieceKind::Duke
        } else {
            PieceKind::Bishop
        };
        let side = self.to_move;
        let target = self.position.piece_at(m.to);
        if target != Some(Piece::new(side, partner)) {
            return Err(Illegal::NotAvailable("combination"));
        }
        let mut p = match teleport {
            Some(b) => self.part(m.from, b),
            None => self.position.clone(),
        };
        if teleport.is_some() {
            let differ = match moving {
                PieceKind::Bishop => m.from.duke_colour() != m.to.duke_colour(),
                _ => m.from.bishop_colour() != m.to.bishop_colour(),
            };
            if !differ {
                return Err(Illegal::NotAvailable("teleport"));
            }
        }
        p.remove(m.to);
        p.put(m.to, Piece::new(side.opponent(), partner))
            .expect("emptied");
        self.reaches(&p, m)
    }

    /// Uplift (L7729-7737): onto one's own lone bishop or duke on a
    /// promotion tile, by an advance that would reach the tile were it
    /// empty.
    fn uplift(&self, piece: Piece, m: &Move) -> Result<(), Illegal> {
        let target = self.position.piece_at(m.to);
        let ok = is_promotion_tile(piece.side, m.to)
            && target.is_some_and(|t| {
                t.side == piece.side && matches!(t.kind, PieceKind::Bishop | PieceKind::Duke)
            });
        if !ok {
            return Err(Illegal::NotAvailable("uplift"));
        }
        let mut p = self.position.clone();
        p.remove(m.to);
        self.reaches(&p, m)
    }

    /// En passant and castling: their conditions are the generators'.
    fn listed(&self, m: &Move) -> Result<(), Illegal> {
        let mut out = Vec::new();
        if let (MoveKind::EnPassant(_), Some(ep)) = (m.kind, &self.en_passant) {
            super::generate::en_passant(
                self.generator(),
                &self.position,
                self.to_move,
                ep,
                &mut out,
            );
        }
        if let MoveKind::Castle(_) = m.kind {
            self.castling_moves(&mut out, false);
        }
        out.contains(m)
            .then_some(())
            .ok_or(Illegal::NotAvailable(kind_name(m.kind)))
    }
}

fn kind_name(k: MoveKind) -> &'static str {
    match k {
        MoveKind::Normal => "plain",
        MoveKind::Promotion(_) => "promotion",
        MoveKind::Uplift => "uplift",
        MoveKind::StackMove => "stack",
        MoveKind::Decay(_) => "decay",
        MoveKind::Combine => "combination",
        MoveKind::Teleport(_) => "teleport",
        MoveKind::EnPassant(_) => "en passant",
        MoveKind::Castle(_) => "castling",
        MoveKind::Fission(_) => "fission",
    }
}
