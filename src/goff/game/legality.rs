//! King safety without regenerating the opponent for most moves.
//!
//! Under the rules the engine implements natively (planar motion, one open
//! plane, strict or lenient perimeters) a piece only ever *removes*
//! destinations of other pieces: every move needs tiles empty (the
//! advancement squares and rectangles, CR 18-22, L1590-1601, L1753-1769;
//! the king's rectangles, CR 49; the pawn's blocking tiles, Table 35), and
//! none needs a tile occupied but its target. So when the side to move is
//! not in check, a move that empties only its `from` tile can expose the
//! king only if `from` is one of the tiles some enemy piece's attack on the
//! king needs empty ([`crate::goff::engine::between`]). Every other move is legal
//! without being made. The king's own moves, castles and en passant (which
//! empties a second tile) are always tested in full, and so is every move
//! when the side is in check. Fission is the one exception to "pieces only
//! remove destinations": a part may land on an enemy but not on a friend,
//! so capturing a friend of an enemy stack inside its squares can open a
//! fission onto the king; every move from or onto a tile of such a stack's
//! fission zone toward the king (`fission::zone`) is tested in full. The premise is property P26 of TESTING.md
//! (`tests/it/differential.rs::adding_a_piece_creates_no_move_but_its_capture`);
//! `tests/it/legality.rs` checks the shortcut against the full test on
//! random positions and games.

use super::{Game, Implementation, MoveKind};
use crate::goff::geometry::{Bitboard, Tile};
use crate::goff::pieces::{Piece, PieceKind, Side};
use crate::goff::position::Position;
use crate::goff::readings::Readings;
use std::cell::Cell;
use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

/// The king of the side to move and the tiles whose emptying may expose it.
pub(super) struct Exposure {
    king: Tile,
    tiles: Bitboard,
    /// Where an enemy stack's fission onto the king is decided: a capture
    /// there turns a friend of the stack into a landing, so it can open an
    /// attack, unlike every other move that only fills a tile.
    zone: Bitboard,
}

impl Exposure {
    /// Is `m` legal without playing it?
    pub(super) fn spares(&self, m: &super::Move) -> bool {
        m.from != self.king
            && !matches!(m.kind, MoveKind::EnPassant(_) | MoveKind::Castle(_))
            && !self.tiles.contains(m.from)
            && !self.zone.contains(m.to)
    }
}

impl Game {
    /// Does the shortcut hold here, and are the engine's gates exact: the
    /// engine under the book's rules (strict perimeters)? The reference
    /// always takes the full test, so that perft both ways checks the
    /// shortcut too. Castling's rook test asks the same.
    pub(super) fn fast_legality(&self) -> bool {
        self.implementation == Implementation::Engine && self.rules.book_moves()
    }

    /// `side`'s one king and the tiles that may expose it, when the
    /// shortcut applies and the king is not in check.
    pub(super) fn exposure(&self, side: Side) -> Option<Exposure> {
        if !self.fast_legality() {
            return None;
        }
        let king = Piece::new(side, PieceKind::King);
        let own = self.position.side(side);
        let mut kings = own
            .iter()
            .filter(|&t| self.position.piece_at(t) == Some(king));
        let (Some(k), None) = (kings.next(), kings.next()) else {
            return None;
        };
        if self.any_attacked(&[k], side.opponent()) {
            return None;
        }
        let occupied = self.position.occupied();
        let mut tiles = Bitboard::EMPTY;
        let mut zone = Bitboard::EMPTY;
        for s in (self.position.side(side.opponent()) & super::attack_candidates(k)).iter() {
            let piece = self.position.piece_at(s).expect("an enemy piece");
            if piece.kind == PieceKind::Knight || !self.could_attack(s, piece, k) {
                continue;
            }
            if piece.kind == PieceKind::Stack {
                // A fission's landings depend on its squares' occupants,
                // friends or not: a move from or onto them is tested.
                zone |= super::fission::zone(s, k);
            }
            if piece.kind == PieceKind::Pawn {
                // Its blocking groups lie inside the gates, not equal to
                // them: every tile of every gate may matter.
                tiles |= crate::goff::engine::between(s, k);
                continue;
            }
            // A gate shut by two or more pieces stays shut when one
            // leaves; one shut by a single piece opens when it leaves.
            crate::goff::engine::gates(s, k, |gate| {
                let blockers = gate & occupied;
                if blockers.count() == 1 {
                    tiles |= blockers;
                }
            });
        }
        Some(Exposure {
            king: k,
            tiles: tiles | zone,
            zone,
        })
    }

    /// Could the piece on `s` attack `k` at all? Only if it reaches `k`
    /// on an otherwise empty board: under every option, pieces only remove
    /// destinations (P26, checked under each option). The reference
    /// always answers in full, so that perft both ways checks this too.
    pub(super) fn could_attack(&self, s: Tile, piece: Piece, k: Tile) -> bool {
        if self.implementation == Implementation::Reference {
            return true;
        }
        let row = match (piece.kind, piece.side) {
            (PieceKind::Pawn, Side::White) => PieceKind::ALL.len(),
            (PieceKind::Pawn, Side::Black) => PieceKind::ALL.len() + 1,
            (kind, _) => PieceKind::ALL
                .iter()
                .position(|&x| x == kind)
                .expect("a kind"),
        };
        empty_board(self.rules)[row * Tile::COUNT + s.index()].contains(k)
    }

    /// Does the piece on `s` attack `k`? The engine looks only toward
    /// `k` (by the gates of the one displacement under the book's moves);
    /// the reference computes every destination.
    /// A stack also attacks by fission (`spec/interpretations.md#fission-check`):
    /// the engine asks the fission masks about `k` alone, the reference
    /// builds every fission and looks for one landing on `k`.
    pub(super) fn attacks(&self, s: Tile, k: Tile) -> bool {
        let piece = self.position.piece_at(s).expect("a piece on s");
        let stack = piece.kind == PieceKind::Stack;
        match self.implementation {
            Implementation::Engine => {
                crate::goff::engine::attacks_with(&self.position, s, k, self.rules)
                    || (stack && super::fission::attacks(&self.position, s, piece.side, k))
            }
            Implementation::Reference => {
                self.generator().destinations(&self.position, s).contains(k)
                    || (stack
                        && super::fission::fission_options(&self.position, s, piece.side)
                            .iter()
                            .any(|&(_, b, d)| b == k || d == k))
            }
        }
    }
}

/// Each kind's destinations from each tile on an empty board, by the
/// engine under `rules`, then each side's pawn's captures on a board of
/// enemies that block nothing ([`crate::goff::engine::pawn_reach_superset`],
/// a superset under every option). Built once per option set that moves
/// pieces differently (at most the product of the move options' values)
/// and kept for the process; each thread remembers the last one it used.
fn empty_board(rules: Readings) -> &'static [Bitboard] {
    type Table = &'static [Bitboard];
    static TABLES: LazyLock<Mutex<HashMap<Readings, Table>>> = LazyLock::new(Default::default);
    thread_local! {
        static LAST: Cell<Option<(Readings, Table)>> = const { Cell::new(None) };
    }
    let key = rules.moves_only();
    if let Some((r, table)) = LAST.get() {
        if r == key {
            return table;
        }
    }
    let table = *TABLES
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .entry(key)
        .or_insert_with(|| Vec::leak(build_empty_board(key)));
    LAST.set(Some((key, table)));
    table
}

fn build_empty_board(rules: Readings) -> Vec<Bitboard> {
    let pieces = PieceKind::ALL.iter().flat_map(|&kind| {
        Tile::all().map(move |s| {
            let pos =
                Position::from_pieces([(s, Piece::new(Side::White, kind))]).expect("one piece");
            let moves = crate::goff::engine::destinations_with(&pos, s, rules);
            match kind {
                PieceKind::Stack => moves | super::fission::empty_board_reach(s),
                _ => moves,
            }
        })
    });
    let pawns = [Side::White, Side::Black].into_iter().flat_map(|side| {
        Tile::all().map(move |s| crate::goff::engine::pawn_reach_superset(s, side))
    });
    pieces.chain(pawns).collect()
}
