//! A game: position, side to move, and the moves of the complete rules
//! built on top of the reach of each piece. Legal moves leave the mover's
//! king unattacked (CR 52, L8734-8745); the game ends when the side to move
//! has none (CR 50-53, L8485-8489, L8740-8744).

mod castle;
pub mod fission;
mod generate;
mod legality;
mod notation;
pub mod perft;
pub mod setup;
mod start;
mod validate;

pub use castle::initial_rights as castling_homes;
pub use generate::pseudo_legal;
pub use notation::MoveTextError;
pub use start::start_position;
pub use validate::Illegal;

use crate::goff::geometry::{Bitboard, Tile};
use crate::goff::pieces::{BasePiece, Piece, PieceKind, Side};
use crate::goff::position::Position;
use crate::goff::readings::Readings;
use serde::Serialize;

/// What a move does beyond "the piece on `from` goes to `to`".
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "detail")]
pub enum MoveKind {
    /// The piece moves (and captures what stands on `to`, if anything).
    Normal,
    /// A pawn reaches the opponent's home column and becomes this piece
    /// (CR 41, L6771-6784).
    Promotion(PieceKind),
    /// A pawn promotes onto its own lone bishop or duke and becomes the
    /// missing half of a stack (L7700-7797).
    Uplift,
    /// A stack moves as a stack to an overlap tile both parts reach
    /// (L5620-5631).
    StackMove,
    /// One part of a stack moves by its own rules; the other stays
    /// (L5748-5756).
    Decay(BasePiece),
    /// A lone bishop or duke moves onto its own lone partner of the other
    /// type, forming a stack: recombination or cross combination
    /// (L5825-5896). Strict: never a capture.
    Combine,
    /// One part of a stack moves onto its own lone piece of the other type,
    /// forming a new stack, the other part staying (L6034-6095). Strict.
    Teleport(BasePiece),
    /// A pawn takes the pawn on this tile, which has just double-advanced,
    /// by moving to a covered tile of its path (CR 54, L9478-9496).
    EnPassant(Tile),
    /// The king castles with one rook or two: each `(from, to)` (CR 55-61).
    Castle([Option<(Tile, Tile)>; 2]),
    /// A stack explodes: its bishop goes to `to`, its duke to this tile
    /// (L6128-6241).
    Fission(Tile),
}

/// The pawn that has just double-advanced, and the tiles it would have
/// stood on after one single advance: its paths (L8982-9037).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EnPassant {
    pub pawn: Tile,
    pub paths: Vec<Tile>,
}

impl EnPassant {
    /// The paths of a double advance from `from` to `to`: an apex or end
    /// double advance has one, a between one two (L8994-9037).
    pub fn of(side: Side, from: Tile, to: Tile) -> Option<EnPassant> {
        use crate::goff::pieces::pawn::{on_start_tile, to_board, to_own};
        let d = to_own(side, to.coords() - from.coords());
        if !on_start_tile(side, from) || d.z != 0 || d.i.max(d.j) != 2 {
            return None;
        }
        let steps: Vec<(i8, i8)> = match (d.i, d.j) {
            (2, 2) => vec![(1, 1)],
            (2, 0) => vec![(1, 0)],
            (0, 2) => vec![(0, 1)],
            (2, 1) => vec![(1, 1), (1, 0)],
            _ => vec![(1, 1), (0, 1)],
        };
        let paths = steps
            .into_iter()
            .filter_map(|(i, j)| {
                Tile::at(
                    from.coords() + to_board(side, crate::goff::geometry::Vector::new(0, i, j)),
                )
            })
            .collect();
        Some(EnPassant { pawn: to, paths })
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    pub from: Tile,
    pub to: Tile,
    pub kind: MoveKind,
}

/// What a move changed: every tile it touched, with what stood there.
#[derive(Clone, Debug)]
pub struct Undo {
    changes: Vec<(Tile, Option<Piece>)>,
    to_move: Side,
    en_passant: Option<EnPassant>,
    castling: Bitboard,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub position: Position,
    pub to_move: Side,
    /// Set for one move after a double advance (CR 54).
    pub en_passant: Option<EnPassant>,
    /// Home tiles of the kings and rooks that have not moved (CR 55).
    pub castling: Bitboard,
    /// Which move generator answers "where can this piece go".
    pub implementation: Implementation,
    /// The readings and rejected rules the game is played by
    /// (`spec/interpretations.md`); the default is the book's rules.
    pub rules: Readings,
}

/// The two implementations of the pieces' moves; the game layer runs on
/// either, so perft can be cross-checked.
pub use crate::core::variant::Implementation;

impl Implementation {
    pub fn destinations(self, pos: &Position, s: Tile) -> Bitboard {
        self.destinations_with(pos, s, Readings::default())
    }

    /// [`Implementation::destinations`] under the given rules.
    pub fn destinations_with(self, pos: &Position, s: Tile, rules: Readings) -> Bitboard {
        match self {
            Implementation::Engine => crate::goff::engine::destinations_with(pos, s, rules),
            Implementation::Reference => crate::goff::reference::reach_with(pos, s, rules)
                .into_iter()
                .map(|d| d.to)
                .collect(),
        }
    }
}

/// An implementation and the rules it plays by: what the move generators
/// ask "where can this piece go".
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Generator {
    pub implementation: Implementation,
    pub rules: Readings,
}

impl Generator {
    pub fn destinations(self, pos: &Position, s: Tile) -> Bitboard {
        self.implementation.destinations_with(pos, s, self.rules)
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Ongoing,
    /// The side to move is in check and has no legal move: it has lost
    /// (CR 53).
    Checkmate,
    /// The side to move has no legal move and is not in check (CR 51).
    Stalemate,
}

impl Game {
    /// CR 16: White moves first (L2420).
    pub fn start() -> Game {
        Game {
            position: start_position(),
            to_move: Side::White,
            en_passant: None,
            castling: castle::initial_rights().into_iter().collect(),
            implementation: Implementation::Engine,
            rules: Readings::default(),
        }
    }

    /// The start position played under other rules.
    pub fn start_with(rules: Readings) -> Game {
        Game {
            rules,
            ..Game::start()
        }
    }

    /// What the generators ask for a piece's destinations.
    pub fn generator(&self) -> Generator {
        Generator {
            implementation: self.implementation,
            rules: self.rules,
        }
    }

    /// The tiles a move changes and what they hold afterwards.
    pub fn effects(&self, m: &Move) -> Vec<(Tile, Option<Piece>)> {
        let mover = self.position.piece_at(m.from).expect("a piece on from");
        let side = mover.side;
        let part = |b: BasePiece| Piece::new(side, b.piece_kind());
        let other = |b: BasePiece| match b {
            BasePiece::Bishop => BasePiece::Duke,
            _ => BasePiece::Bishop,
        };
        let stack = Some(Piece::new(side, PieceKind::Stack));
        match m.kind {
            MoveKind::Normal | MoveKind::StackMove => vec![(m.from, None), (m.to, Some(mover))],
            MoveKind::Promotion(k) => vec![(m.from, None), (m.to, Some(Piece::new(side, k)))],
            MoveKind::Uplift | MoveKind::Combine => vec![(m.from, None), (m.to, stack)],
            MoveKind::Decay(b) => vec![(m.from, Some(part(other(b)))), (m.to, Some(part(b)))],
            MoveKind::Teleport(b) => vec![(m.from, Some(part(other(b)))), (m.to, stack)],
            MoveKind::EnPassant(pawn) => vec![(m.from, None), (m.to, Some(mover)), (pawn, None)],
            MoveKind::Fission(duke) => vec![
                (m.from, None),
                (m.to, Some(part(BasePiece::Bishop))),
                (duke, Some(part(BasePiece::Duke))),
            ],
            MoveKind::Castle(rooks) => {
                let rook = Some(Piece::new(side, PieceKind::Rook));
                let mut v = vec![(m.from, None)];
                v.extend(rooks.iter().flatten().map(|&(from, _)| (from, None)));
                v.push((m.to, Some(mover)));
                v.extend(rooks.iter().flatten().map(|&(_, to)| (to, rook)));
                v
            }
        }
    }

    /// Plays a move (assumed pseudo-legal) and returns how to take it back.
    pub fn make(&mut self, m: &Move) -> Undo {
        let effects = self.effects(m);
        // A double *advance* opens en passant (CR 54); a capture that lands
        // on perimeter 2 (a dart) does not, L8929-8960.
        let advance = self.position.piece_at(m.to).is_none();
        let mut changes = Vec::with_capacity(effects.len());
        for (t, after) in effects {
            changes.push((t, self.position.remove(t)));
            if let Some(p) = after {
                self.position.put(t, p).expect("tile was just emptied");
            }
        }
        let moved = self.position.piece_at(m.to).expect("the mover arrived");
        let castling = self.castling;
        for (t, _) in &changes {
            self.castling.remove(*t);
        }
        let en_passant = match (m.kind, moved.kind) {
            (MoveKind::Normal, PieceKind::Pawn) if advance => {
                EnPassant::of(moved.side, m.from, m.to)
            }
            _ => None,
        };
        let undo = Undo {
            changes,
            to_move: self.to_move,
            en_passant: std::mem::replace(&mut self.en_passant, en_passant),
            castling,
        };
        self.to_move = self.to_move.opponent();
        undo
    }

    pub fn unmake(&mut self, undo: Undo) {
        for (t, before) in undo.changes.into_iter().rev() {
            self.position.remove(t);
            if let Some(p) = before {
                self.position.put(t, p).expect("tile was just emptied");
            }
        }
        self.to_move = undo.to_move;
        self.en_passant = undo.en_passant;
        self.castling = undo.castling;
    }

    /// Is `side`'s king attacked? A side without a king is never in check.
    pub fn in_check(&self, side: Side) -> bool {
        let kings: Vec<Tile> = self
            .position
            .pieces()
            .filter(|(_, p)| p.side == side && p.kind == PieceKind::King)
            .map(|(t, _)| t)
            .collect();
        self.any_attacked(&kings, side.opponent())
    }

    /// Check by its definition (CR 52, L8734-8741): could the opponent,
    /// were it to move, capture a king of `side` by some pseudo-legal move
    /// of any kind (a fission or decay as much as a plain move; promotions,
    /// en passant and castles are generated too, though the rules let none
    /// of them take a king)? Slow and literal: every move is generated and
    /// its effects read. [`Game::in_check`] must agree with it, which
    /// random play checks at every ply (`harness::play`).
    pub fn king_capturable(&self, side: Side) -> bool {
        let king = Piece::new(side, PieceKind::King);
        let kings: Bitboard = self
            .position
            .pieces()
            .filter(|&(_, p)| p == king)
            .map(|(t, _)| t)
            .collect();
        if kings.is_empty() {
            return false;
        }
        let mut g = self.clone();
        let by = side.opponent();
        if g.to_move != by {
            // Rights to take en passant belong to the side to move.
            g.to_move = by;
            g.en_passant = None;
        }
        g.pseudo_legal_moves().iter().any(|m| {
            g.effects(m)
                .iter()
                .any(|&(t, after)| kings.contains(t) && after != Some(king))
        })
    }

    /// Does a piece of `by` attack one of `kings`?
    fn any_attacked(&self, kings: &[Tile], by: Side) -> bool {
        // Only pieces a queen or a knight on the king's tile would reach on
        // an empty board can attack it: every piece moves within those
        // displacements, and they are symmetric (L10338-10377).
        let near = kings
            .iter()
            .fold(Bitboard::EMPTY, |m, &k| m | attack_candidates(k));
        let enemy = self.position.side(by) & near;
        let attacked = enemy.iter().any(|s| {
            let piece = self.position.piece_at(s).expect("an enemy piece");
            kings
                .iter()
                .any(|&k| self.could_attack(s, piece, k) && self.attacks(s, k))
        });
        attacked
    }

    /// Every legal move: pseudo-legal moves that do not leave the mover's
    /// king attacked (CR 52).
    pub fn legal_moves(&mut self) -> Vec<Move> {
        let exposure = self.exposure(self.to_move);
        self.legal_moves_sparing(exposure)
    }

    /// [`Game::legal_moves`] with every move played and the king tested,
    /// none spared by the shortcut of [`legality`]: what the shortcut is
    /// checked against.
    pub fn legal_moves_in_full(&mut self) -> Vec<Move> {
        self.legal_moves_sparing(None)
    }

    /// Every move of the side to move before its king's safety: the
    /// pieces' moves, en passant and castles (a castle's own conditions,
    /// CR 55-61, are part of it; only its landing's safety is left to the
    /// legality filter).
    pub fn pseudo_legal_moves(&self) -> Vec<Move> {
        self.candidates(false)
    }

    /// [`Game::pseudo_legal_moves`], told whether the side to move is
    /// already known not to be in check (castling asks).
    fn candidates(&self, not_in_check: bool) -> Vec<Move> {
        let side = self.to_move;
        let imp = self.generator();
        let mut moves = pseudo_legal(imp, &self.position, side);
        if let Some(ep) = &self.en_passant {
            generate::en_passant(imp, &self.position, side, ep, &mut moves);
        }
        self.castling_moves(&mut moves, not_in_check);
        moves
    }

    fn legal_moves_sparing(&mut self, exposure: Option<legality::Exposure>) -> Vec<Move> {
        let side = self.to_move;
        // The shortcut applies only to a side not in check.
        self.candidates(exposure.is_some())
            .into_iter()
            .filter(|m| {
                if exposure.as_ref().is_some_and(|e| e.spares(m)) {
                    return true;
                }
                let undo = self.make(m);
                let ok = !self.in_check(side);
                self.unmake(undo);
                ok
            })
            .collect()
    }

    pub fn status(&mut self) -> Status {
        if !self.legal_moves().is_empty() {
            Status::Ongoing
        } else if self.in_check(self.to_move) {
            Status::Checkmate
        } else {
            Status::Stalemate
        }
    }
}

/// The tiles from which some piece could attack `t` on an empty board: the
/// reach of a queen and a knight standing on `t` (every piece moves within
/// those displacements, and they are symmetric, L10338-10377), and the
/// tiles from which a stack's fission lands on `t` (its landings are
/// neither: a duke at perimeter 3 of an edge quadrant may land off every
/// line).
fn attack_candidates(t: Tile) -> Bitboard {
    use std::sync::LazyLock;
    static MASKS: LazyLock<Vec<Bitboard>> = LazyLock::new(|| {
        let mut masks: Vec<Bitboard> = Tile::all()
            .map(|t| {
                let reach = |kind| {
                    let pos = Position::from_pieces([(t, Piece::new(Side::White, kind))])
                        .expect("one piece");
                    crate::goff::engine::destinations(&pos, t)
                };
                reach(PieceKind::Queen) | reach(PieceKind::Knight)
            })
            .collect();
        for s in Tile::all() {
            for t in fission::empty_board_reach(s).iter() {
                masks[t.index()] |= Bitboard::from_tile(s);
            }
        }
        masks
    });
    MASKS[t.index()]
}
