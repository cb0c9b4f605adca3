//! A game on a graph of cells: what every variant on the core shares.
//! A variant is a [`Definition`]: its board, its kinds of pieces, where
//! each piece may go (by the core and by the literal reference), what it
//! attacks, its promotions, its special moves (castling, drops) and any
//! extra condition on a legal move. [`Game`] does the rest once for
//! all of them: turns, king safety, check, mate, stalemate and perft.

use super::tables::{CellSet, Compiled};
use super::{Board, CellId};
use crate::core::case::Case;
use crate::core::side::Side;
use crate::core::variant::{OptionSpec, VariantError};
use serde_json::{Map, Value};
use std::fmt::Debug;
use std::hash::Hash;
use std::sync::Mutex;

/// A kind of piece of one variant, named in its own words.
pub trait PieceKinds:
    Copy + Debug + PartialEq + Eq + Hash + PartialOrd + Ord + Send + Sync + 'static
{
    /// Every kind, in the order the variant lists them.
    const ALL: &'static [Self];
    /// The name in the protocol's JSON (`"rook"`).
    fn name(self) -> &'static str;
    /// The letter in compact strings and notation, upper case (`'R'`).
    fn letter(self) -> char;

    /// The kind with this protocol name (`"rook"`), if the variant has
    /// it: how a position's JSON names a piece.
    fn parse(s: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|k| k.name() == s)
    }

    /// The kind with this upper-case letter (`'R'`), if the variant has
    /// it: how a compact string names a piece (a black piece's lower-case
    /// letter is upper-cased first).
    fn from_letter(c: char) -> Option<Self> {
        Self::ALL.iter().copied().find(|k| k.letter() == c)
    }

    /// The kind's place in [`PieceKinds::ALL`] (a kind may answer faster
    /// than the search).
    fn index(self) -> usize {
        Self::ALL
            .iter()
            .position(|&k| k == self)
            .expect("every kind is in ALL")
    }
}

/// A piece on a cell: whose it is and what it is, `K` the variant's
/// [`PieceKinds`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece<K> {
    /// The side it plays for.
    pub side: Side,
    /// Its kind.
    pub kind: K,
}

/// Which implementation answers "where can this piece go": the engine
/// (the core's slides and leaps), or the reference that follows the seed
/// literally.
pub use crate::core::variant::Implementation;

/// What a [`Move`] does beyond taking its piece to `to`: the protocol's
/// `kind` of a move entry (`normal`, `promotion`, `drop`, `castle`; a
/// transfer is written as a promotion).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MoveKind<K> {
    /// The piece on `from` moves to `to`, taking what stands there.
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

/// Why a definition's own condition ([`Definition::allowed`]) refuses a
/// position: one variant per kind of condition a definition imposes, so
/// that a refused setup names its cells as data. The rule's words and
/// citation are the definition's.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The kings stand next to each other.
    KingsAdjacent {
        /// White's king.
        white: CellId,
        /// Black's king.
        black: CellId,
        /// The rule against it, with its citation.
        rule: &'static str,
    },
}

/// A whole turn: one move, or one on each of several boards.
pub type Turn<K> = Vec<Move<K>>;

/// One move on the board, cells by id; the protocol writes it as a move
/// entry with cells by name, whose key (`spec/conformance.md#move-keys`)
/// identifies it (`cells::variant::entry`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move<K> {
    /// `None` for a drop.
    pub from: Option<CellId>,
    /// The cell the piece moves to or is dropped on (a castle: the
    /// king's).
    pub to: CellId,
    /// What else the move does.
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

impl<K: PieceKinds> Sections<K> {
    /// The rules of `kind`'s moves (none if [`Sections::pieces`] does not
    /// list it): the tags of the suite's cases about that piece.
    pub fn piece(&self, kind: K) -> &'static [&'static str] {
        self.pieces
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or(&[], |(_, r)| r)
    }

    /// The rules of the special move whose protocol `kind` is this
    /// (`"castle"`), none if the game has no such move.
    pub fn special(&self, kind: &str) -> &'static [&'static str] {
        self.moves
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or(&[], |(_, r)| r)
    }

    /// The rule whose passage the option `key` reads, which its mutants
    /// fault; the first rule of check if [`Sections::options`] does not
    /// name it.
    pub fn option(&self, key: &str) -> &'static str {
        self.options
            .iter()
            .find(|(k, _)| *k == key)
            .map_or(self.check[0], |(_, r)| r)
    }
}

/// One variant on the core, its options included (the values of `self`).
/// Each game under `src/cells/games/` implements it in its `game.rs`;
/// [`Game`] asks it whatever is the variant's own and does the rest.
pub trait Definition: Copy + Debug + Default + PartialEq + Eq + Send + Sync + 'static {
    /// The variant's kinds of pieces.
    type Kind: PieceKinds;

    /// `--variant ID`.
    fn id(&self) -> &'static str;
    /// The variant's title, as `congruent variants` and the protocol's
    /// list of variants show it.
    fn title(&self) -> &'static str;
    /// The seed's number, for citations in messages (`"004"`).
    fn seed(&self) -> &'static str;
    /// The board under these options, built once: its cells' ids are
    /// the ones every position and move of the variant uses.
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
                crate::core::input::excerpt(k),
                self.id(),
                self.id()
            ))),
        }
    }
    /// The options `self` holds, each key with its value as the protocol
    /// writes it (none by default: a variant without options).
    fn chosen_options(&self) -> Map<String, Value> {
        Map::new()
    }

    /// Does a piece of `kind` ride a line (its tables give it a line
    /// family)? A rider is what may stop short or pass a blocker
    /// (`stops-short-KIND`, `passes-blocker-KIND`).
    fn rides(&self, kind: Self::Kind) -> bool {
        self.compiled()
            .is_some_and(|c| !c.programs[kind.index()][0].rides.is_empty())
    }

    /// The start of a game.
    fn initial(&self) -> Game<Self>;
    /// The kind that is the king: the piece check, mate and king safety
    /// look at ([`Game::kings_of`]).
    fn king(&self) -> Self::Kind;
    /// The cells the piece on `from` may move to, its own side's pieces
    /// and the captures it may not make left out (turn and check
    /// ignored), by `pos.implementation`.
    fn destinations(&self, pos: &Game<Self>, from: CellId) -> Vec<CellId>;
    /// The tables the core compiles once from this variant's movement
    /// programs (its rays, leaps and pawn steps), which the core's
    /// implementation then reads instead of calling [`Definition::destinations`]
    /// and [`Definition::attacks`] for every piece (`None`: it calls them).
    fn compiled(&self) -> Option<&'static Compiled> {
        None
    }
    /// Could the piece on `from` capture on `target`, were an enemy piece
    /// there? By default: `target` is one of its destinations.
    fn attacks(&self, pos: &Game<Self>, from: CellId, target: CellId) -> bool {
        self.destinations(pos, from).contains(&target)
    }
    /// What a piece moving from `from` to `to` must become (empty: it
    /// stays itself).
    fn promotions(&self, _pos: &Game<Self>, _from: CellId, _to: CellId) -> Vec<Self::Kind> {
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
    fn turns(&self, _pos: &Game<Self>) -> Option<Vec<Turn<Self::Kind>>> {
        None
    }
    /// How many legal turns there are, where the definition counts them
    /// without listing them (perft's last ply under the core).
    fn count_turns(&self, _pos: &Game<Self>) -> Option<u64> {
        None
    }
    /// Perft(2), where the definition counts it without playing each
    /// turn of the side to move (perft's last two plies under the core).
    fn count_two_plies(&self, _pos: &Game<Self>) -> Option<u64> {
        None
    }
    /// What happens after a whole turn, the side to move already switched
    /// (a mated board frozen, a mate counted).
    fn after_turn(&self, _pos: &mut Game<Self>) {}
    /// The game's end by its own rule (`"checkmate"` when mates on
    /// several boards decide), before the ordinary test.
    fn result(&self, _pos: &Game<Self>) -> Option<&'static str> {
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
    /// Does [`Definition::turns`] answer (a turn may be several moves)?
    fn several_moves_a_turn(&self) -> bool {
        false
    }
    /// The moves that are no piece's ordinary move: castling, drops.
    fn specials(&self, _pos: &Game<Self>) -> Vec<Move<Self::Kind>> {
        Vec::new()
    }
    /// The deepest perft the variant answers
    /// ([`crate::core::variant::Variant::perft_limit`]): the protocol's
    /// [`crate::core::variant::MAX_PERFT_DEPTH`] unless a deeper count from the
    /// game's start costs at most about twice Goff's perft(6), in nodes
    /// and in CPU time.
    fn perft_limit(&self) -> u32 {
        crate::core::variant::MAX_PERFT_DEPTH
    }
    /// A condition on the position after a move beyond "the mover's king
    /// is not attacked". A definition whose condition hangs on more than
    /// where the kings stand says so in [`Definition::allowed_by_kings`].
    /// The refusal is data, so that a position read from the protocol is
    /// refused with the cells at fault named.
    fn allowed(&self, _after: &Game<Self>) -> Result<(), Refusal> {
        Ok(())
    }
    /// Does [`Definition::allowed`] hang only on where the kings stand,
    /// so that a move that neither moves nor takes a king leaves it as it
    /// was? (Yes for the default, which allows everything; a definition
    /// that overrides `allowed` must say whether it is so.)
    fn allowed_by_kings(&self) -> bool {
        true
    }
    /// The kind a side keeps in pocket and how many it may hold (`None`:
    /// the game has no pocket).
    fn pocket(&self) -> Option<(Self::Kind, u8)> {
        None
    }
    /// Why this piece can never stand on this cell, if it cannot: the
    /// rule, worded to follow "a white pawn on Ia1" (its own punctuation
    /// first). The definition says only its rule; the piece and the cell
    /// are the caller's data (`cells::setup::SetupError::Misplaced`).
    fn may_stand(&self, _piece: Piece<Self::Kind>, _cell: CellId) -> Result<(), &'static str> {
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
/// [`crate::core::variant::Variant`]: each game implements it in its
/// `checks.rs`, apart from the definition, so that the checks may use the
/// definition without the definition importing them.
pub trait Checked: Definition {
    /// The game's own checks (`congruent verify --variant ID`).
    fn checks(&self, positions: usize) -> Vec<crate::core::check::Check>;
    /// The game's conformance suite.
    fn cases(&self) -> Vec<Case>;
}

/// A position of a game on the core: the pieces on the board's cells,
/// the side to move and the state the variant keeps (pockets, castling
/// rights, frozen levels, mates, captured pieces). Its methods do, once
/// for every cell variant, what a [`Definition`] leaves to the core:
/// moves, turns, check, mate, stalemate and perft.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game<D: Definition> {
    /// The variant, with the options this position is played under.
    pub rules: D,
    /// Written only through [`Game::put`], which keeps the sets below.
    cells: Vec<Option<Piece<D::Kind>>>,
    /// Each side's occupied cells, White's then Black's.
    sides: [CellSet; 2],
    /// The cells of each side's pieces of each kind (by
    /// [`PieceKinds::index`]).
    kinds: [[CellSet; KINDS]; 2],
    /// The side whose turn it is.
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
    /// Which implementation answers the pieces' moves and attacks: the
    /// engine (the definition's compiled tables; what [`Game::new`] sets)
    /// or the reference (the definition asked for every piece, its
    /// `reference.rs` answering; [`Game::reference`]).
    pub implementation: Implementation,
}

impl<D: Definition> Game<D> {
    /// An empty board, White to move, nothing in pocket, no castling.
    pub fn new(rules: D) -> Self {
        Game {
            rules,
            cells: vec![None; rules.board().len()],
            sides: [CellSet::EMPTY; 2],
            kinds: [[CellSet::EMPTY; KINDS]; 2],
            to_move: Side::White,
            pockets: [0, 0],
            castling: Vec::new(),
            frozen: Vec::new(),
            mates: [0, 0],
            captured: [Vec::new(), Vec::new()],
            implementation: Implementation::Engine,
        }
    }

    /// Is `c` on a level still in play?
    pub fn live(&self, c: CellId) -> bool {
        !self.frozen.contains(&self.board().cell(c).level)
    }

    /// The variant's board under this position's options.
    pub fn board(&self) -> &'static Board {
        self.rules.board()
    }

    /// The same position answered by the literal reference.
    pub fn reference(&self) -> Self {
        Game {
            implementation: Implementation::Reference,
            ..self.clone()
        }
    }

    /// The piece on `c`, if any.
    pub fn piece(&self, c: CellId) -> Option<Piece<D::Kind>> {
        self.cells[c as usize]
    }

    /// Puts `piece` on `c` (`None`: empties it), replacing what stood
    /// there, and keeps each side's and each kind's cells with it; the
    /// pockets, castling rights and captured pieces are left as they are.
    pub fn put(&mut self, c: CellId, piece: Option<Piece<D::Kind>>) {
        if let Some(old) = self.cells[c as usize] {
            self.sides[old.side.index()].remove(c);
            self.kinds[old.side.index()][old.kind.index()].remove(c);
        }
        if let Some(new) = piece {
            self.sides[new.side.index()].insert(c);
            self.kinds[new.side.index()][new.kind.index()].insert(c);
        }
        self.cells[c as usize] = piece;
    }

    /// Every cell's piece, in board order.
    pub fn cells(&self) -> &[Option<Piece<D::Kind>>] {
        &self.cells
    }

    /// The cells of `side`'s pieces.
    pub fn occupied_by(&self, side: Side) -> &CellSet {
        &self.sides[side.index()]
    }

    /// The cells of `side`'s pieces of this kind.
    pub fn pieces_of(&self, side: Side, kind: D::Kind) -> &CellSet {
        &self.kinds[side.index()][kind.index()]
    }

    /// The piece on `from`, removed.
    fn take(&mut self, from: CellId) -> Option<Piece<D::Kind>> {
        let p = self.piece(from);
        self.put(from, None);
        p
    }

    /// Does a piece, of either side, stand on `c`?
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

    /// The tables that answer this position: the definition's compiled
    /// ones under the core, none under the reference (which asks the
    /// definition for every piece, as the seed's words are written).
    fn tables(&self) -> Option<&'static Compiled> {
        match self.implementation {
            Implementation::Engine => self.rules.compiled(),
            Implementation::Reference => None,
        }
    }

    /// The cells the piece on `from` may move to, turn and check ignored
    /// (as [`Definition::destinations`] says): by the compiled tables
    /// under the engine (the definition for a kind they leave to it),
    /// by the definition under the reference. `from` must hold a piece.
    pub fn destinations(&self, from: CellId) -> Vec<CellId> {
        match self.tables() {
            Some(t) => {
                let mut out = Vec::new();
                self.destinations_into(t, from, &mut out);
                out
            }
            None => self.rules.destinations(self, from),
        }
    }

    /// The destinations of the piece on `from` by the tables, appended to
    /// `out` in the order the definition lists them: line by line, leap by
    /// leap, a pawn's moves before its captures.
    fn destinations_into(&self, t: &Compiled, from: CellId, out: &mut Vec<CellId>) {
        let p = self.piece(from).expect("a piece on from");
        let program = &t.programs[p.kind.index()][p.side.index()];
        if program.custom {
            out.extend(self.rules.destinations(self, from));
            return;
        }
        let own = &self.sides[p.side.index()];
        let enemy = &self.sides[p.side.opponent().index()];
        let start = out.len();
        for &f in &program.rides {
            for line in t.lines[f].from(from) {
                for &c in line {
                    if own.contains(c) {
                        break;
                    }
                    out.push(c);
                    if enemy.contains(c) {
                        break;
                    }
                }
            }
        }
        let may_take = |c: CellId| match (program.takes, self.piece(c)) {
            (Some(kinds), Some(q)) => kinds & (1 << q.kind.index()) != 0,
            _ => true,
        };
        for &l in &program.leaps {
            out.extend(
                t.leaps[l]
                    .from(from)
                    .iter()
                    .filter(|&&c| !own.contains(c) && may_take(c)),
            );
        }
        let empty = |c: CellId| !own.contains(c) && !enemy.contains(c);
        let lists = |tables: &[usize], c: CellId| tables.iter().any(|&l| t.leaps[l].lands(from, c));
        match program.order {
            Some(order) => out.extend(t.leaps[order].from(from).iter().filter(|&&c| {
                empty(c) && lists(&program.pushes, c)
                    || enemy.contains(c) && lists(&program.captures, c)
            })),
            None => {
                for &l in &program.pushes {
                    out.extend(t.leaps[l].from(from).iter().filter(|&&c| empty(c)));
                }
                for &l in &program.captures {
                    out.extend(t.leaps[l].from(from).iter().filter(|&&c| enemy.contains(c)));
                }
            }
        }
        if program.sorted {
            let set: CellSet = out[start..].iter().copied().collect();
            out.truncate(start);
            out.extend(set.iter());
        }
    }

    /// Does a piece of `by` on a live level attack `target`?
    pub fn attacked(&self, target: CellId, by: Side) -> bool {
        let held_by_attacker = self.piece(target).is_some_and(|p| p.side == by);
        match self.tables() {
            // The tables answer for a target an attacker's own piece does
            // not hold (every target the game asks about: a king, a cell
            // a castling king crosses).
            Some(t) if !held_by_attacker => self.attacked_by_tables(t, target, by),
            _ => self.sides[by.index()]
                .iter()
                .any(|c| self.live(c) && self.rules.attacks(self, c, target)),
        }
    }

    /// [`Game::attacked`] read backwards from `target`: along each line
    /// family through it, the first piece met, if it rides that family;
    /// each leap landing on it, from where a piece would leap; the
    /// definition asked only for the kinds it answers itself.
    fn attacked_by_tables(&self, t: &Compiled, target: CellId, by: Side) -> bool {
        self.attacked_through(t, target, by, Opened::All)
    }

    /// [`Game::attacked_by_tables`], after a move of a piece not of
    /// `by` in a position where `target` was not attacked, which `opened`
    /// says what it may have opened: if it left the cell `via`, only a
    /// rider whose line crosses `via` can have come to attack `target` (a
    /// leap or a pawn's capture does not depend on what stands between,
    /// and the cell the piece went to only blocks); the definition's own
    /// attackers are asked unless the move put or took no piece their
    /// attacks hang on ([`crate::cells::tables::Program::hangs_on`]).
    fn attacked_through(&self, t: &Compiled, target: CellId, by: Side, opened: Opened) -> bool {
        let side = by.index();
        let all_live = self.frozen.is_empty();
        let is = |c: CellId, kinds: u32| {
            self.piece(c).is_some_and(|p| {
                p.side == by && kinds & (1 << p.kind.index()) != 0 && (all_live || self.live(c))
            })
        };
        let occupied = |c: CellId| self.sides[0].contains(c) || self.sides[1].contains(c);
        let custom = t.custom_attackers(side);
        let rides = |&(f, kinds): &(usize, u32)| match opened {
            Opened::Via(v, _) => t.lines[f].reached_via(target, v, occupied, |c| is(c, kinds)),
            Opened::All => t.lines[f].reached_by(target, occupied, |c| is(c, kinds)),
            Opened::Nothing(_) => false,
        };
        let custom = match opened {
            Opened::Via(_, moved) | Opened::Nothing(moved) if !t.custom_may_change(side, moved) => {
                0
            }
            _ => custom,
        };
        (opened == Opened::All
            && t.leapers(side)
                .iter()
                .any(|&(l, kinds)| t.leaps[l].onto(target).iter().any(|&c| is(c, kinds))))
            || t.riders(side).iter().any(rides)
            || (0..KINDS).filter(|k| custom & (1 << k) != 0).any(|k| {
                self.kinds[side][k]
                    .iter()
                    .any(|c| (all_live || self.live(c)) && self.rules.attacks(self, c, target))
            })
    }

    /// The cells of `side`'s kings on live levels.
    pub fn kings_of(&self, side: Side) -> impl Iterator<Item = CellId> + '_ {
        let all_live = self.frozen.is_empty();
        self.kinds[side.index()][self.rules.king().index()]
            .iter()
            .filter(move |&c| all_live || self.live(c))
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
    /// Each is made and the kings counted. [`Game::in_check`] must
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
        self.pseudo_legal_into(&mut out, &mut Vec::new());
        out
    }

    /// [`Game::pseudo_legal`] appended to `out`, `cells` a scratch
    /// list for each piece's destinations.
    fn pseudo_legal_into(&self, out: &mut Vec<Move<D::Kind>>, cells: &mut Vec<CellId>) {
        let tables = self.tables();
        let decline = self.rules.may_decline_promotion();
        for from in self.sides[self.to_move.index()].iter() {
            if !self.live(from) {
                continue;
            }
            cells.clear();
            match tables {
                Some(t) => self.destinations_into(t, from, cells),
                None => cells.extend(self.rules.destinations(self, from)),
            }
            for &to in cells.iter() {
                let becomes = self.rules.promotions(self, from, to);
                let mut push = |kind| {
                    out.push(Move {
                        from: Some(from),
                        to,
                        kind,
                    })
                };
                if becomes.is_empty() || decline {
                    push(MoveKind::Normal);
                }
                for k in becomes {
                    push(MoveKind::Promotion(k));
                }
            }
        }
        out.extend(self.rules.specials(self));
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
                let mut p = self.take(from).expect("a mover");
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
                    let rook = self.take(rf);
                    self.put(rt, rook);
                    self.castling.retain(|&c| c != rf);
                }
                if self.castling.iter().any(|&c| c == from || c == m.to) {
                    self.castling.retain(|&c| c != from && c != m.to);
                }
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

    /// May moves be made and unmade in place? Under the core, in a game
    /// whose turn is one move and nothing happens after it (only games
    /// that count mates act in [`Definition::after_turn`]); the reference
    /// plays every move on a copy, as it always has, so perft both ways
    /// also checks [`Game::make`] and [`Game::unmake`].
    pub fn makes_in_place(&self) -> bool {
        self.implementation == Implementation::Engine
            && !self.rules.counts_mates()
            && !self.rules.several_moves_a_turn()
    }

    /// Plays the one-move turn `m` (assumed pseudo-legal) in place; the
    /// answer undoes it.
    fn make(&mut self, m: &Move<D::Kind>) -> Undo<D::Kind> {
        let u = self.apply_undoably(m);
        self.to_move = self.to_move.opponent();
        u
    }

    /// The answer of `look` at the position after [`Game::apply`]ing
    /// `m` (one move of a turn, the side to move unchanged), `self` left
    /// as it was: a look at a move without copying the position.
    pub fn with_applied<R>(&mut self, m: &Move<D::Kind>, look: impl FnOnce(&Self) -> R) -> R {
        let u = self.apply_undoably(m);
        let answer = look(self);
        self.undo(u);
        answer
    }

    /// [`Game::apply`], answering what undoes it.
    fn apply_undoably(&mut self, m: &Move<D::Kind>) -> Undo<D::Kind> {
        let mut u = Undo {
            cells: [(0, None); 4],
            changed: 0,
            pockets: self.pockets,
            castling: None,
            captured: None,
        };
        let mut touched = [Some(m.to), m.from, None, None];
        match m.kind {
            MoveKind::Castle(rf, rt) => touched[2..].copy_from_slice(&[Some(rf), Some(rt)]),
            MoveKind::Transfer(_, at) => touched[2] = Some(at),
            _ => {}
        }
        for c in touched.into_iter().flatten() {
            u.cells[u.changed] = (c, self.piece(c));
            u.changed += 1;
        }
        let castles = &self.castling;
        if touched
            .iter()
            .flatten()
            .any(|c| castles.iter().any(|k| k == c))
        {
            u.castling = Some(self.castling.clone());
        }
        let takes = m.from.is_some() && self.is_occupied(m.to);
        if self.rules.keeps_captured() && (takes || matches!(m.kind, MoveKind::Promotion(_))) {
            u.captured = Some(self.captured.clone());
        }
        self.apply(m);
        u
    }

    /// Undoes [`Game::make`].
    fn unmake(&mut self, u: Undo<D::Kind>) {
        self.undo(u);
        self.to_move = self.to_move.opponent();
    }

    /// Undoes [`Game::apply_undoably`].
    fn undo(&mut self, u: Undo<D::Kind>) {
        for &(c, p) in u.cells[..u.changed].iter().rev() {
            self.put(c, p);
        }
        self.pockets = u.pockets;
        if let Some(castling) = u.castling {
            self.castling = castling;
        }
        if let Some(captured) = u.captured {
            self.captured = captured;
        }
    }

    /// After the move `m` made in place: is the mover's king safe, and
    /// the definition's own condition met ([`Game::leaves_legal`])?
    /// `before`: was the mover in check, and did the position meet the
    /// definition's condition, before the move; `taken`: the piece the
    /// move took, if any. If the mover was not in check and `m` is an
    /// ordinary move or a promotion of a piece other than a king, only
    /// lines through the cell it left are looked along (a drop: none);
    /// the condition is not asked again when only the kings' places
    /// decide it and the move took no king.
    fn left_legal(
        &self,
        mover: Side,
        m: &Move<D::Kind>,
        before: Before,
        taken: Option<Piece<D::Kind>>,
    ) -> bool {
        let was_checked = before.checked;
        // The kinds put on or taken off the board: the mover, what it
        // took; a promoted piece was another kind, unknown here: any.
        let put = kind_bit(self.piece(m.to));
        let moved = match m.kind {
            MoveKind::Promotion(_) => u32::MAX,
            _ => put | kind_bit(taken),
        };
        let quiet = match (self.tables(), m.from, m.kind) {
            (Some(t), Some(from), MoveKind::Normal | MoveKind::Promotion(_))
                if !was_checked && self.piece(m.to).is_none_or(|p| p.kind != self.rules.king()) =>
            {
                Some((t, Opened::Via(from, moved)))
            }
            // A drop only puts a piece between.
            (Some(t), None, MoveKind::Drop) if !was_checked => Some((t, Opened::Nothing(put))),
            _ => None,
        };
        let safe = match quiet {
            Some((t, opened)) => !self
                .kings_of(mover)
                .any(|k| self.attacked_through(t, k, mover.opponent(), opened)),
            None => !self.in_check(mover),
        };
        // An allowed position stays allowed when no king moves or is
        // taken (taking one changes which king is a side's first).
        let king = self.rules.king();
        let kept =
            quiet.is_some() && before.allowed_by_kings && taken.is_none_or(|p| p.kind != king);
        safe && (kept || self.rules.allowed(self).is_ok())
    }

    /// What [`Game::left_legal`] needs to know of the position
    /// before a move.
    fn before(&self) -> Before {
        Before {
            checked: self.in_check(self.to_move),
            allowed_by_kings: self.rules.allowed_by_kings() && self.rules.allowed(self).is_ok(),
        }
    }

    /// Is `m`, not yet made, legal without making it? Only when, before
    /// it, the mover is not in check and the position meets a condition
    /// that only the kings' places decide (`before`), and `m` is a drop,
    /// or an ordinary move of a piece other than a king that takes no
    /// king, from a cell no enemy rider's line toward the mover's king
    /// crosses, and it puts or takes no piece the enemy's custom attacks
    /// hang on: [`Game::left_legal`] would then look at nothing.
    /// Perft's last ply counts such moves without playing them.
    fn surely_legal(&self, mover: Side, m: &Move<D::Kind>, before: Before) -> bool {
        let Some(t) = self.tables() else {
            return false;
        };
        if before.checked || !before.allowed_by_kings {
            return false;
        }
        let enemy = mover.opponent().index();
        match (m.from, m.kind) {
            (None, MoveKind::Drop) => {
                let dropped = self.rules.pocket().map(|(kind, _)| kind);
                let kinds = dropped.map_or(u32::MAX, |kind| 1 << kind.index());
                !t.custom_may_change(enemy, kinds)
            }
            (Some(from), MoveKind::Normal) => {
                let (mover_piece, target) = (self.piece(from), self.piece(m.to));
                let king = self.rules.king();
                mover_piece.is_some_and(|p| p.kind != king)
                    && target.is_none_or(|p| p.kind != king)
                    && !t.custom_may_change(enemy, kind_bit(mover_piece) | kind_bit(target))
                    && !self.kings_of(mover).any(|k| {
                        t.riders(enemy)
                            .iter()
                            .any(|&(f, _)| t.lines[f].crosses(k, from))
                    })
            }
            _ => false,
        }
    }

    /// Perft of a position whose moves are made in place, `depth` ≥ 1: at
    /// the last ply the legal moves are counted, not played on. With a
    /// `memo`, a position met again with the same plies left is counted
    /// once, while the memo keeps its count: the memo is keyed by the
    /// whole position ([`Game::memo_key`]: no hash stands in for it,
    /// so two positions never share a count).
    fn perft_in_place(
        &mut self,
        depth: u32,
        spare: &mut Vec<Scratch<D::Kind>>,
        memo: Option<&Mutex<Memo>>,
    ) -> u64 {
        let Some(table) = memo else {
            return self.count_in_place(depth, spare, None);
        };
        // The key is hashed, and an evicted key freed, outside the lock.
        let key = self.memo_key(depth);
        let hash = memo_hash(&key);
        if let Some(n) = lock(table).get(&key, hash) {
            return n;
        }
        let nodes = self.count_in_place(depth, spare, memo);
        let evicted = lock(table).put(key, hash, nodes);
        drop(evicted);
        nodes
    }

    /// [`Game::perft_in_place`] below this position: each move made,
    /// its perft counted through `memo` if any, and unmade.
    fn count_in_place(
        &mut self,
        depth: u32,
        spare: &mut Vec<Scratch<D::Kind>>,
        memo: Option<&Mutex<Memo>>,
    ) -> u64 {
        let (mut moves, mut cells) = spare.pop().unwrap_or_default();
        moves.clear();
        self.pseudo_legal_into(&mut moves, &mut cells);
        let mover = self.to_move;
        let before = self.before();
        let mut nodes = 0;
        for m in &moves {
            if depth == 1 && self.surely_legal(mover, m, before) {
                nodes += 1;
                continue;
            }
            let u = self.make(m);
            if self.left_legal(mover, m, before, u.taken(m)) {
                nodes += match depth {
                    1 => 1,
                    _ => self.perft_in_place(depth - 1, spare, memo),
                };
            }
            self.unmake(u);
        }
        spare.push((moves, cells));
        nodes
    }

    /// Everything a move, a check or a count can read of the position,
    /// and the plies left, as bytes: the memo's key. Each list carries
    /// its length, so two different positions never give the same bytes.
    pub(crate) fn memo_key(&self, depth: u32) -> Box<[u8]> {
        let mut k = Vec::with_capacity(self.cells.len() + 32);
        k.extend((depth as u16).to_le_bytes());
        k.push(self.to_move.index() as u8);
        k.extend(self.cells.iter().map(|c| match c {
            None => 0,
            Some(p) => (1 + p.side.index() * KINDS + p.kind.index()) as u8,
        }));
        k.extend(self.pockets);
        k.extend(self.mates);
        k.extend((self.castling.len() as u16).to_le_bytes());
        k.extend(self.castling.iter().flat_map(|c| c.to_le_bytes()));
        k.extend((self.frozen.len() as u16).to_le_bytes());
        k.extend(&self.frozen);
        for taken in &self.captured {
            k.extend((taken.len() as u16).to_le_bytes());
            k.extend(taken.iter().map(|kind| kind.index() as u8));
        }
        k.into_boxed_slice()
    }

    /// A memo for a count of `depth` plies from this position
    /// ([`Memo::for_count`]).
    pub fn memo_for(&self, depth: u32) -> Memo {
        Memo::for_count(depth, self.memo_key(depth).len())
    }

    /// Perft by whole turns, counting a position met again with the same
    /// plies left once (`congruent perft --memo`). The same count as
    /// [`Game::perft`]; the games that play turns on copies (the
    /// reference, several moves a turn, mates counted) take that path.
    ///
    /// # Panics
    ///
    /// If `memo` has served a count under other rules or options: its
    /// keys do not hold them, so its counts would be wrong here.
    pub fn perft_memo_with(&self, depth: u32, memo: &Mutex<Memo>) -> u64 {
        lock(memo).serve(format!("{:?} {:?}", self.rules, self.implementation));
        match depth > 0 && self.makes_in_place() {
            true => self
                .clone()
                .perft_in_place(depth, &mut Vec::new(), Some(memo)),
            false => self.perft(depth),
        }
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
        let pseudo = self.pseudo_legal().into_iter().filter(keep);
        let mut moves: Vec<_> = match self.makes_in_place() {
            true => {
                let mut g = self.clone();
                let before = self.before();
                pseudo
                    .filter(|m| {
                        let u = g.make(m);
                        let legal = g.left_legal(self.to_move, m, before, u.taken(m));
                        g.unmake(u);
                        legal
                    })
                    .collect()
            }
            false => pseudo.filter(|m| self.leaves_legal(m)).collect(),
        };
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
        if self.makes_in_place() {
            return self.clone().perft_in_place(depth, &mut Vec::new(), None);
        }
        // The definition's own counts answer only the core at their depth;
        // asked at any other node they would be worked out and thrown away.
        if self.implementation == Implementation::Engine {
            let counted = match depth {
                1 => self.rules.count_turns(self),
                2 => self.rules.count_two_plies(self),
                _ => None,
            };
            if let Some(n) = counted {
                return n;
            }
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

    /// [`Game::status`] given the legal turns, already listed.
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

/// What [`Game::make`] changed: the cells it touched as they were
/// (at most four: a castle's two pieces), the pockets, and the castling
/// rights and captured pieces when the move changed them.
struct Undo<K> {
    cells: [(CellId, Option<Piece<K>>); 4],
    changed: usize,
    pockets: [u8; 2],
    castling: Option<Vec<CellId>>,
    captured: Option<[Vec<K>; 2]>,
}

/// The bit of a piece's kind in a set of kinds (none: no bit).
fn kind_bit<K: PieceKinds>(p: Option<Piece<K>>) -> u32 {
    p.map_or(0, |p| 1 << p.kind.index())
}

impl<K: Copy> Undo<K> {
    /// The piece the move took: what stood on its target (a move with a
    /// mover; a drop lands on an empty cell).
    fn taken(&self, m: &Move<K>) -> Option<Piece<K>> {
        m.from.and(self.cells[0].1)
    }
}

/// The position before a move, as [`Game::left_legal`] asks: was the
/// mover in check, and is the position allowed by a condition that only
/// a king's move can change ([`Definition::allowed_by_kings`])? (A
/// position given with `--allow-illegal` may not be.)
#[derive(Copy, Clone)]
struct Before {
    checked: bool,
    allowed_by_kings: bool,
}

/// The memo, whether or not another thread panicked holding it: a count
/// is put whole or not at all.
fn lock(memo: &Mutex<Memo>) -> std::sync::MutexGuard<'_, Memo> {
    memo.lock().unwrap_or_else(|e| e.into_inner())
}

/// Kinds a variant may have (the per-kind cell sets of a position).
const KINDS: usize = 16;

/// The most a memo's slots and keys may take: 4 GiB.
pub const MEMO_BYTES: u64 = 4 << 30;

/// Perft's memo: a count for each position and plies left, by
/// [`Game::memo_key`], in a table of fixed size where a new count
/// takes the place of an older one in the bucket of two its key's hash
/// points at (a deep count meets far more positions than it can keep).
/// One memo may serve many counts of the same variant under the same
/// options, on several threads (behind a [`Mutex`]).
pub struct Memo {
    slots: Vec<Option<(Box<[u8]>, u64)>>,
    hits: u64,
    /// The rules and options of the counts it has served.
    owner: Option<String>,
}

/// The hash that picks a key's bucket.
fn memo_hash(key: &[u8]) -> u64 {
    use std::hash::{BuildHasher, BuildHasherDefault};
    BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default().hash_one(key)
}

impl Memo {
    /// A table of 2^`bits` slots (at least two): some 24 bytes each, and
    /// the key each holds (the board's cells and a few more bytes).
    pub fn new(bits: u32) -> Self {
        Memo {
            slots: vec![None; 1 << bits.max(1)],
            hits: 0,
            owner: None,
        }
    }

    /// A table sized for a count of `depth` plies with keys of `key`
    /// bytes: 2^(12 + 2 x depth) slots, small for the counts that take
    /// seconds, but no more than [`MEMO_BYTES`] hold (a slot and its key
    /// cost about 40 bytes more than the key: 2^25 slots from depth 7
    /// for a 64-cell board).
    pub fn for_count(depth: u32, key: usize) -> Self {
        let fits = MEMO_BYTES / (key + 40) as u64;
        Memo::new((12 + 2 * depth).min(fits.ilog2()))
    }

    /// Takes on the counts of `rules` (variant, options and
    /// implementation), or panics if it has served others.
    fn serve(&mut self, rules: String) {
        let owner = self.owner.get_or_insert_with(|| rules.clone());
        assert!(
            *owner == rules,
            "a perft memo serves one variant under one set of options: it served {owner}, not {rules}"
        );
    }

    /// The first slot of the bucket of two that `hash` picks: the first
    /// keeps the count with the most plies left (the dearest to count
    /// again), the second the latest of the others.
    fn bucket(&self, hash: u64) -> usize {
        hash as usize & (self.slots.len() - 2)
    }

    /// How many counts the memo has answered: positions met again.
    pub fn hits(&self) -> u64 {
        self.hits
    }

    fn get(&mut self, key: &[u8], hash: u64) -> Option<u64> {
        let i = self.bucket(hash);
        let found = self.slots[i..i + 2].iter().find_map(|slot| match slot {
            Some((k, n)) if **k == *key => Some(*n),
            _ => None,
        });
        self.hits += u64::from(found.is_some());
        found
    }

    /// Keeps `count` for `key`, whose first two bytes are its plies left
    /// ([`Game::memo_key`]); the answer is the entry it pushed out,
    /// for the caller to free once the lock is released.
    fn put(&mut self, key: Box<[u8]>, hash: u64, count: u64) -> Option<(Box<[u8]>, u64)> {
        let plies = |k: &[u8]| u16::from_le_bytes([k[0], k[1]]);
        let i = self.bucket(hash);
        let deeper = match &self.slots[i] {
            Some((k, _)) => plies(&key) >= plies(k),
            None => true,
        };
        let pushed_down = match deeper {
            true => self.slots[i].replace((key, count)),
            false => Some((key, count)),
        };
        std::mem::replace(&mut self.slots[i + 1], pushed_down)
    }
}

/// What a move may have opened toward a cell not attacked before it.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Opened {
    /// Anything: look at every attacker.
    All,
    /// The lines through this cell, which it left; the kinds (bits) it
    /// put on or took off the board.
    Via(CellId, u32),
    /// Nothing the tables answer (a drop only blocks); the kind dropped.
    Nothing(u32),
}

/// One ply's lists, kept between the nodes of a perft: the moves, and one
/// piece's destinations.
type Scratch<K> = (Vec<Move<K>>, Vec<CellId>);

/// Each option a request names, checked against `specs`: (the option's
/// index in `specs`, the index of its value), in the request's order. An
/// unknown key or value is a bad request naming it and what is allowed.
pub fn chosen(
    specs: &[OptionSpec],
    fields: &Map<String, Value>,
) -> Result<Vec<(usize, usize)>, VariantError> {
    use crate::core::input::excerpt;
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
