//! Moves of the complete rules in the book's notation, from the mover's
//! perspective (L2444-2488; stack notation L6312-6344).

use super::{Game, Move, MoveKind};
use crate::goff::geometry::{BishopColour, DukeColour, Tile};
use crate::goff::notation::{move_text, tile_name};
use crate::goff::pieces::{BasePiece, PieceKind, Side};

fn letter(b: BasePiece) -> char {
    match b {
        BasePiece::Rook => 'R',
        BasePiece::Bishop => 'B',
        BasePiece::Duke => 'D',
    }
}

/// A bishop and a duke that started in one stack: White's king side is
/// white-gold, queen side black-silver; Black's white-silver and
/// black-gold (L3858-3866, L5898-5917).
fn native_pair(side: Side, bishop: BishopColour, duke: DukeColour) -> bool {
    use BishopColour::*;
    use DukeColour::*;
    matches!(
        (side, bishop, duke),
        (Side::White, White, Gold)
            | (Side::White, Black, Silver)
            | (Side::Black, White, Silver)
            | (Side::Black, Black, Gold)
    )
}

impl Game {
    /// `R -- K6,4`, `RxN -- K6,4`, `S -- Kn,m`, `SD -- KN5,1`,
    /// `B r D@Q8,6`, `B cr D@Q2,2`, `D t QR8,8`; promotions `P -- KR8,8=Q`
    /// and en passant `PxP -- KB3,3 e.p.` are our own (the book gives no
    /// form; spec/interpretations.md#move-notation).
    pub fn notation(&self, m: &Move) -> String {
        let mover = self.position.piece_at(m.from).expect("a piece on from");
        let side = mover.side;
        let at = |t: Tile| tile_name(t, side);
        let captured = self.position.piece_at(m.to).map(|p| p.kind);
        let x = |c: Option<PieceKind>| c.map(|k| format!("x{}", k.letter())).unwrap_or_default();
        match m.kind {
            MoveKind::Normal | MoveKind::StackMove => move_text(mover.kind, captured, m.to, side),
            MoveKind::Promotion(k) => format!("P{} -- {}={}", x(captured), at(m.to), k.letter()),
            MoveKind::Uplift => format!("P -- {}=S", at(m.to)),
            MoveKind::Decay(b) => format!("S{}{} -- {}", letter(b), x(captured), at(m.to)),
            MoveKind::Combine => {
                let (bishop, duke) = match mover.kind {
                    PieceKind::Bishop => (m.from, m.to),
                    _ => (m.to, m.from),
                };
                let r = if native_pair(side, bishop.bishop_colour(), duke.duke_colour()) {
                    "r"
                } else {
                    "cr"
                };
                let partner = self.position.piece_at(m.to).expect("partner").kind;
                format!(
                    "{} {r} {}@{}",
                    mover.kind.letter(),
                    partner.letter(),
                    at(m.to)
                )
            }
            MoveKind::Teleport(b) => format!("{} t {}", letter(b), at(m.to)),
            MoveKind::EnPassant(_) => format!("PxP -- {} e.p.", at(m.to)),
            MoveKind::Fission(duke) => {
                // `S f B@Q5,6, D@K7,3`; a capture is written first
                // (L6329-6341): `S f DxR, B@K2,1`, `S f BxN & DxP`.
                let part = |l: char, t: Tile| match self.position.piece_at(t) {
                    Some(p) => (true, format!("{l}x{}", p.kind.letter())),
                    None => (false, format!("{l}@{}", at(t))),
                };
                let (bx, b) = part('B', m.to);
                let (dx, d) = part('D', duke);
                match (bx, dx) {
                    (true, true) => format!("S f {b} & {d}"),
                    (false, true) => format!("S f {d}, {b}"),
                    _ => format!("S f {b}, {d}"),
                }
            }
            MoveKind::Castle(rooks) => super::castle::castle_notation(side, m.to, &rooks),
        }
    }
}

/// Why a move's text names no single legal move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError {
    #[error("no legal move is written {0}")]
    NoSuchMove(String),
    #[error("{count} legal moves are written {text}: the book's notation names the piece and the destination, not the origin")]
    Ambiguous { text: String, count: usize },
}

impl Game {
    /// The legal move written `text` in the book's notation (as
    /// [`Game::notation`] writes it). The book never names a move's origin
    /// (L2466-2470), so two rooks reaching one tile share a text: that is
    /// [`MoveTextError::Ambiguous`], not a guess.
    pub fn parse_move(&mut self, text: &str) -> Result<Move, MoveTextError> {
        let legal = self.legal_moves();
        let mut found = legal.iter().filter(|m| self.notation(m) == text);
        match (found.next(), found.count()) {
            (Some(m), 0) => Ok(*m),
            (None, _) => Err(MoveTextError::NoSuchMove(crate::core::input::excerpt(text))),
            (Some(_), more) => Err(MoveTextError::Ambiguous {
                text: crate::core::input::excerpt(text),
                count: more + 1,
            }),
        }
    }
}
