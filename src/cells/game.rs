//! A game on a graph of cells: what every rule set on the core shares.
//! A rule set is a [`Definition`]: its board, its kinds of pieces, where
//! each piece may go (by the core and by the literal reference), what it
//! attacks, its promotions, its special moves (castling, drops) and any
//! extra condition on a legal move. [`Position`] does the rest once for
//! all of them: turns, king safety, check, mate, stalemate and perft.

use super::{Board, CellId};
use crate::case::Case;
use crate::side::Side;
use crate::variant::{OptionSpec, VariantError};
use serde_json::{Map, Value};
use std::fmt::Debug;
use std::hash::Hash;

/// A kind of piece of one rule set, named in its own words.
pub trait PieceKind:
    Copy + Debug + PartialEq + Eq + Hash + PartialOrd + Ord + Send + Sync + 'static
{
    /// Every kind, in the order the rule set lists them.
    const ALL: &'static [Self];
    /// The name in the protocol's JSON (`"rook"`).
    fn name(self) -> &'static str;
    /// The letter in compact strings and notation, upper case (`'R'`).
    fn letter(self) -> char;

    fn parse(s: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|k| k.name() == s)
    }

    fn from_letter(c: char) -> Option<Self> {
        Self::ALL.iter().copied().find(|k| k.letter() == c)
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece<K> {
    pub side: Side,
    pub kind: K,
}

/// Which implementation answers "where can this piece go": the core's
/// slides and leaps, or the reference that follows the seed literally.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Implementation {
    #[default]
    Core,
    Reference,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MoveKind<K> {
    Normal,
    /// The pawn becomes this piece.
    Promotion(K),
    /// The piece in pocket ([`Definition::pocket`]) is placed on `to`.
    Drop,
    /// The pawn reaching `to` leaves the board and becomes `.0`, placed
    /// on `.1` on another board.
    Transfer(K, CellId),
    /// The king moves to `to`, the rook from `.0` to `.1`.
    Castle(CellId, CellId),
}

/// A whole turn: one move, or one on each of several boards.
pub type Turn<K> = Vec<Move<K>>;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move<K> {
    /// `None` for a drop.
    pub from: Option<CellId>,
    pub to: CellId,
    pub kind: MoveKind<K>,
}

/// Which rules of the seed govern each part of a game: the tags its suite
/// cases carry and the rules its mutants fault.
#[derive(Debug, Clone, Copy)]
pub struct Sections<K: 'static> {
    /// Each kind of piece and the rules its moves follow (the first is
    /// the one a mutant dropping the piece's moves faults).
    pub pieces: &'static [(K, &'static [&'static str])],
    /// Each special kind of move (the protocol's `kind`: `castle`,
    /// `drop`, `promotion`) and its rules.
    pub moves: &'static [(&'static str, &'static [&'static str])],
    /// The rules of check, mate and stalemate.
    pub check: &'static [&'static str],
    /// Each option and the rule whose passage it reads.
    pub options: &'static [(&'static str, &'static str)],
    /// Option values no mutant plays: answers under them cost minutes
    /// (another value of the same option measures its rule).
    pub unmeasured: &'static [(&'static str, &'static str)],
}

impl<K: PieceKind> Sections<K> {
    pub fn piece(&self, kind: K) -> &'static [&'static str] {
        self.pieces
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or(&[], |(_, r)| r)
    }

    pub fn special(&self, kind: &str) -> &'static [&'static str] {
        self.moves
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or(&[], |(_, r)| r)
    }

    pub fn option(&self, key: &str) -> &'static str {
        self.options
            .iter()
            .find(|(k, _)| *k == key)
            .map_or(self.check[0], |(_, r)| r)
    }
}

/// One rule set on the core, its options included (the values of `self`).
pub trait Definition: Copy + Debug + Default + PartialEq + Eq + Send + Sync + 'static {
    type Kind: PieceKind;

    /// `--variant ID`.
    fn id(&self) -> &'static str;
    fn title(&self) -> &'static str;
    /// The seed's number, for citations in messages (`"004"`).
    fn seed(&self) -> &'static str;
    fn board(&self) -> &'static Board;
    /// The levels' names, by level.
    fn levels(&self) -> &'static [&'static str];

    /// The options, the adopted reading first in each.
    fn option_set(&self) -> Vec<OptionSpec> {
        Vec::new()
    }
    /// `self` with the options of a request; absent keys keep `self`'s.
    fn with_options(&self, fields: &Map<String, Value>) -> Result<Self, VariantError> {
        match fields.keys().next() {
            None => Ok(*self),
            Some(k) => Err(VariantError::BadRequest(format!(
                "unknown rule option {} ({} has none; spec/variants/{}.md lists the readings)",
                crate::input::excerpt(k),
                self.id(),
                self.id()
            ))),
        }
    }
    fn chosen_options(&self) -> Map<String, Value> {
        Map::new()
    }

    /// The start of a game.
    fn initial(&self) -> Position<Self>;
    fn king(&self) -> Self::Kind;
    /// The cells the piece on `from` may move to, its own side's pieces
    /// and the captures it may not make left out (turn and check
    /// ignored), by `pos.implementation`.
    fn destinations(&self, pos: &Position<Self>, from: CellId) -> Vec<CellId>;
    /// Could the piece on `from` capture on `target`, were an enemy piece
    /// there? By default: `target` is one of its destinations.
    fn attacks(&self, pos: &Position<Self>, from: CellId, target: CellId) -> bool {
        self.destinations(pos, from).contains(&target)
    }
    /// What a piece moving from `from` to `to` must become (empty: it
    /// stays itself).
    fn promotions(&self, _pos: &Position<Self>, _from: CellId, _to: CellId) -> Vec<Self::Kind> {
        Vec::new()
    }
    /// Does the game keep each side's captured pieces (a promotion
    /// brings one back)?
    fn keeps_captured(&self) -> bool {
        false
    }
    /// May a pawn that reaches a promotion cell stay what it is?
    fn may_decline_promotion(&self) -> bool {
        false
    }
    /// For games whose turn is more than one move (several boards): the
    /// legal turns. `None`: a turn is one legal move.
    fn turns(&self, _pos: &Position<Self>) -> Option<Vec<Turn<Self::Kind>>> {
        None
    }
    /// What happens after a whole turn, the side to move already switched
    /// (a mated board frozen, a mate counted).
    fn after_turn(&self, _pos: &mut Position<Self>) {}
    /// The game's end by its own rule (`"checkmate"` when mates on
    /// several boards decide), before the ordinary test.
    fn result(&self, _pos: &Position<Self>) -> Option<&'static str> {
        None
    }
    /// Kings per side in a game (one per board where each board has its
    /// own army).
    fn kings(&self) -> usize {
        1
    }
    /// Does the game freeze mated levels and count mates?
    fn counts_mates(&self) -> bool {
        false
    }
    /// The moves that are no piece's ordinary move: castling, drops.
    fn specials(&self, _pos: &Position<Self>) -> Vec<Move<Self::Kind>> {
        Vec::new()
    }
    /// A condition on the position after a move beyond "the mover's king
    /// is not attacked".
    fn allowed(&self, _after: &Position<Self>) -> Result<(), String> {
        Ok(())
    }
    /// The kind a side keeps in pocket and how many it may hold (`None`:
    /// the game has no pocket).
    fn pocket(&self) -> Option<(Self::Kind, u8)> {
        None
    }
    /// Why this piece can never stand on this cell, if it cannot.
    fn may_stand(&self, _piece: Piece<Self::Kind>, _cell: CellId) -> Result<(), String> {
        Ok(())
    }
    /// The cells whose unmoved piece may carry a castling right, with the
    /// kind that must stand there.
    fn castling_homes(&self, _side: Side) -> &'static [(&'static str, Self::Kind)] {
        &[]
    }

    /// Which of the seed's rules each piece, special move, check and
    /// option belong to: the tags of the shared suite cases and the rules
    /// of the mutants (`cells::suite`, `cells::mutants`).
    fn sections(&self) -> Sections<Self::Kind>;
}

/// A game's own checks and suite, which make a [`Definition`] a
/// [`crate::variant::Variant`]: each game implements it in its
/// `checks.rs`, apart from the definition, so that the checks may use the
/// definition without the definition importing them.
pub trait Checked: Definition {
    /// The game's own checks (`congruent verify --variant ID`).
    fn checks(&self, positions: usize) -> Vec<crate::check::Check>;
    /// The game's conformance suite.
    fn cases(&self) -> Vec<Case>;
}

/// A position of a game on the core.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position<D: Definition> {
    /// The rule set, with the options this position is played under.
    pub rules: D,
    pub cells: Vec<Option<Piece<D::Kind>>>,
    pub to_move: Side,
    /// Pieces in pocket, White's then Black's.
    pub pockets: [u8; 2],
    /// The cells of the unmoved kings and rooks that keep a castling right.
    pub castling: Vec<CellId>,
    /// Levels (boards) out of play: their pieces never move, attack or
    /// receive a piece again.
    pub frozen: Vec<u8>,
    /// Mates delivered, by White then Black, where the game counts them.
    pub mates: [u8; 2],
    /// Each side's pieces the enemy has taken, White's then Black's, where
    /// the game keeps them.
    pub captured: [Vec<D::Kind>; 2],
    pub implementation: Implementation,
}

impl<D: Definition> Position<D> {
    /// An empty board, White to move, nothing in pocket, no castling.
    pub fn new(rules: D) -> Self {
        Position {
            rules,
            cells: vec![None; rules.board().len()],
            to_move: Side::White,
            pockets: [0, 0],
            castling: Vec::new(),
            frozen: Vec::new(),
            mates: [0, 0],
            captured: [Vec::new(), Vec::new()],
            implementation: Implementation::Core,
        }
    }

    /// Is `c` on a level still in play?
    pub fn live(&self, c: CellId) -> bool {
        !self.frozen.contains(&self.board().cell(c).level)
    }

    pub fn board(&self) -> &'static Board {
        self.rules.board()
    }

    /// The same position answered by the literal reference.
    pub fn reference(&self) -> Self {
        Position {
            implementation: Implementation::Reference,
            ..self.clone()
        }
    }

    pub fn piece(&self, c: CellId) -> Option<Piece<D::Kind>> {
        self.cells[c as usize]
    }

    pub fn put(&mut self, c: CellId, piece: Option<Piece<D::Kind>>) {
        self.cells[c as usize] = piece;
    }

    pub fn is_occupied(&self, c: CellId) -> bool {
        self.cells[c as usize].is_some()
    }

    /// The cell named `name`; panics on a name the definition does not
    /// have (a definition's own mistake, never input).
    pub fn cell(&self, name: &str) -> CellId {
        self.board()
            .find(name)
            .unwrap_or_else(|| panic!("no cell {name} in {}", self.rules.id()))
    }

    pub fn destinations(&self, from: CellId) -> Vec<CellId> {
        self.rules.destinations(self, from)
    }

    /// Does a piece of `by` on a live level attack `target`?
    pub fn attacked(&self, target: CellId, by: Side) -> bool {
        self.board().ids().any(|c| {
            self.piece(c).is_some_and(|p| {
                p.side == by && self.live(c) && self.rules.attacks(self, c, target)
            })
        })
    }

    /// The cells of `side`'s kings on live levels.
    pub fn kings_of(&self, side: Side) -> impl Iterator<Item = CellId> + '_ {
        let king = Piece {
            side,
            kind: self.rules.king(),
        };
        self.board()
            .ids()
            .filter(move |&c| self.piece(c) == Some(king) && self.live(c))
    }

    /// The cell of `side`'s king (the first, if there are several).
    pub fn king_of(&self, side: Side) -> Option<CellId> {
        self.kings_of(side).next()
    }

    /// Is a king of `side` attacked?
    pub fn in_check(&self, side: Side) -> bool {
        self.kings_of(side)
            .any(|k| self.attacked(k, side.opponent()))
    }

    /// Check by its definition: could the opponent of `side`, were it to
    /// move, take a king of `side` on a live level by some pseudo-legal
    /// move of any kind (the pieces' moves, promotions, castles, drops)?
    /// Each is made and the kings counted. [`Position::in_check`] must
    /// agree ([`crate::cells::checks::check_play`]). A turn of several
    /// moves takes a king only by one of its moves, each on its own board.
    pub fn king_capturable(&self, side: Side) -> bool {
        let kings = self.kings_of(side).count();
        if kings == 0 {
            return false;
        }
        let mut g = self.clone();
        g.to_move = side.opponent();
        g.pseudo_legal().iter().any(|m| {
            let mut after = g.clone();
            after.apply(m);
            after.kings_of(side).count() < kings
        })
    }

    /// Every move by the rules of the pieces, before king safety.
    pub fn pseudo_legal(&self) -> Vec<Move<D::Kind>> {
        let mut out = Vec::new();
        for from in self.board().ids() {
            if self.piece(from).is_none_or(|p| p.side != self.to_move) || !self.live(from) {
                continue;
            }
            for to in self.destinations(from) {
                let becomes = self.rules.promotions(self, from, to);
                let kinds = becomes.iter().map(|&k| MoveKind::Promotion(k));
                let stays = becomes.is_empty() || self.rules.may_decline_promotion();
                let kinds: Vec<MoveKind<D::Kind>> = stays
                    .then_some(MoveKind::Normal)
                    .into_iter()
                    .chain(kinds)
                    .collect();
                out.extend(kinds.into_iter().map(|kind| Move {
                    from: Some(from),
                    to,
                    kind,
                }));
            }
        }
        out.extend(self.rules.specials(self));
        out
    }

    /// Makes `m` (assumed pseudo-legal) on the board, the side to move
    /// unchanged: one move of a turn.
    pub fn apply(&mut self, m: &Move<D::Kind>) {
        let side = self.to_move;
        match m.from {
            None => {
                let (kind, _) = self.rules.pocket().expect("a drop in a game with a pocket");
                self.pockets[side.index()] -= 1;
                self.put(m.to, Some(Piece { side, kind }));
            }
            Some(from) => {
                if let Some(taken) = self.piece(m.to).filter(|_| self.rules.keeps_captured()) {
                    self.captured[taken.side.index()].push(taken.kind);
                    self.captured[taken.side.index()].sort();
                }
                let mut p = self.cells[from as usize].take().expect("a mover");
                match m.kind {
                    MoveKind::Promotion(k) => {
                        p.kind = k;
                        let pool = &mut self.captured[side.index()];
                        if let Some(i) = pool.iter().position(|&x| x == k) {
                            pool.remove(i);
                        }
                    }
                    MoveKind::Transfer(k, at) => {
                        self.put(m.to, None);
                        self.put(at, Some(Piece { side, kind: k }));
                        return;
                    }
                    _ => {}
                }
                self.put(m.to, Some(p));
                if let MoveKind::Castle(rf, rt) = m.kind {
                    let rook = self.cells[rf as usize].take();
                    self.put(rt, rook);
                    self.castling.retain(|&c| c != rf);
                }
                self.castling.retain(|&c| c != from && c != m.to);
            }
        }
    }

    /// The position after the one-move turn `m` (assumed pseudo-legal).
    pub fn play(&self, m: &Move<D::Kind>) -> Self {
        self.play_turn(std::slice::from_ref(m))
    }

    /// The position after the turn `t`: its moves, then the other side to
    /// move and whatever the game does after a turn.
    pub fn play_turn(&self, t: &[Move<D::Kind>]) -> Self {
        let mut g = self.clone();
        for m in t {
            g.apply(m);
        }
        g.to_move = self.to_move.opponent();
        self.rules.after_turn(&mut g);
        g
    }

    /// Is the position after `m` one the mover may leave: its king not
    /// attacked, and the definition's own condition met?
    fn leaves_legal(&self, m: &Move<D::Kind>) -> bool {
        let after = self.play(m);
        !after.in_check(self.to_move) && self.rules.allowed(&after).is_ok()
    }

    /// The legal moves, sorted.
    pub fn legal_moves(&self) -> Vec<Move<D::Kind>> {
        self.legal_moves_where(|_| true)
    }

    /// The legal moves of the piece on `from` (`None`: drops), sorted;
    /// king safety is tested for these alone.
    pub fn legal_moves_from(&self, from: Option<CellId>) -> Vec<Move<D::Kind>> {
        self.legal_moves_where(|m| m.from == from)
    }

    fn legal_moves_where(&self, keep: impl Fn(&Move<D::Kind>) -> bool) -> Vec<Move<D::Kind>> {
        let mut moves: Vec<_> = self
            .pseudo_legal()
            .into_iter()
            .filter(|m| keep(m) && self.leaves_legal(m))
            .collect();
        moves.sort();
        moves
    }

    /// The legal turns, sorted: each legal move alone, or the
    /// definition's turns of several moves.
    pub fn legal_turns(&self) -> Vec<Turn<D::Kind>> {
        match self.rules.turns(self) {
            Some(mut turns) => {
                turns.sort();
                turns
            }
            None => self.legal_moves().into_iter().map(|m| vec![m]).collect(),
        }
    }

    /// Perft by whole turns.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let turns = self.legal_turns();
        if depth == 1 {
            return turns.len() as u64;
        }
        turns
            .iter()
            .map(|t| self.play_turn(t).perft(depth - 1))
            .sum()
    }

    /// `ongoing`, `checkmate` or `stalemate`.
    pub fn status(&self) -> &'static str {
        self.status_of(&self.legal_turns())
    }

    /// [`Position::status`] given the legal turns, already listed.
    pub fn status_of(&self, turns: &[Turn<D::Kind>]) -> &'static str {
        if let Some(end) = self.rules.result(self) {
            return end;
        }
        match (turns.is_empty(), self.in_check(self.to_move)) {
            (false, _) => "ongoing",
            (true, true) => "checkmate",
            (true, false) => "stalemate",
        }
    }
}

/// Each option a request names, checked against `specs`: (the option's
/// index in `specs`, the index of its value), in the request's order. An
/// unknown key or value is a bad request naming it and what is allowed.
pub fn chosen(
    specs: &[OptionSpec],
    fields: &Map<String, Value>,
) -> Result<Vec<(usize, usize)>, VariantError> {
    use crate::input::excerpt;
    let mut out = Vec::new();
    for (key, value) in fields {
        let Some(n) = specs.iter().position(|o| o.key == key) else {
            let keys: Vec<&str> = specs.iter().map(|o| o.key).collect();
            return Err(VariantError::BadRequest(format!(
                "unknown rule option {} (expected one of {})",
                excerpt(key),
                keys.join(", ")
            )));
        };
        let text = value.as_str().map_or(value.to_string(), str::to_string);
        let Some(v) = specs[n].values.iter().position(|v| *v == text) else {
            return Err(VariantError::BadRequest(format!(
                "rule option {key}: {} is not one of {}",
                excerpt(&text),
                specs[n].values.join(", ")
            )));
        };
        out.push((n, v));
    }
    Ok(out)
}
