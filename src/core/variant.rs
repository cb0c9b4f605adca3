//! The seam between the generic layers (protocol, suite, conformance
//! runner, reports, the CLI) and a variant. A variant implements
//! [`Variant`] with its own position type; the generic layers only ever see
//! [`JsonVariant`], the same operations on the protocol's JSON values, so no Goff
//! type crosses the seam and the other seeded 3D variants plug in beside
//! Goff's by adding one entry to [`VARIANTS`](crate::VARIANTS).

use crate::core::case::{move_key, Case, Mutant};
pub use crate::core::check::Check;
use serde::Serialize;
use serde_json::{Map, Value};
use thiserror::Error;

/// Why a variant could not answer. The kinds are the protocol's error
/// kinds (`spec/conformance.md#errors`).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum VariantError {
    /// The position is not one the variant accepts (malformed, or a setup
    /// no game can reach).
    #[error("{0}")]
    Rejected(String),
    /// An unknown option, value, or move.
    #[error("{0}")]
    BadRequest(String),
    /// A request beyond a documented limit (perft depth).
    #[error("{0}")]
    Limit(String),
}

impl VariantError {
    /// The protocol's name of the error kind.
    pub fn kind(&self) -> &'static str {
        match self {
            VariantError::Rejected(_) => "rejected",
            VariantError::BadRequest(_) => "bad-request",
            VariantError::Limit(_) => "limit",
        }
    }
}

/// One option of a variant: a reading of an ambiguous passage or a
/// rejected rule (for Goff: `spec/interpretations.md`).
#[derive(Debug, Clone, Serialize)]
pub struct OptionSpec {
    /// The option's name, as a request's `options` object and `--set
    /// KEY=VALUE` spell it (Goff: `perimeter`, `castling_rook`).
    pub key: &'static str,
    /// Every value, the variant's adopted one first.
    pub values: Vec<&'static str>,
    /// Where the passage is.
    pub source: &'static str,
}

/// One cell of a board, as `congruent board` prints it (fields in the
/// order JSON objects print them elsewhere: alphabetical).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CellInfo {
    /// The cell's colour by the variant's own names (Goff: `white` or
    /// `black`; tetrahedral: `red`, `green`, `blue` or `yellow`; the
    /// others: `dark` or `light`).
    pub colour: &'static str,
    /// The cell's integer coordinates (Goff: `[z, i, j]`, each from 1; a
    /// cell variant: its board's lattice coordinates, whose meaning is the
    /// variant's).
    pub coords: [i8; 3],
    /// The level's name in the variant's notation.
    pub level: &'static str,
    /// The cell's name in the variant's notation.
    pub name: String,
}

/// Each first move (a `moves` entry) with the perft count below it.
pub type Divide = Vec<(Map<String, Value>, u64)>;

/// A perft total and, per first move, its text and count.
pub type PerftRows = (u64, Vec<(String, u64)>);

/// Told how many of a count's first moves are done, of how many: `(done,
/// of)`, from any thread (the CLI draws a progress bar from it).
pub type OnProgress<'a> = &'a (dyn Fn(usize, usize) + Sync);

/// A [`OnProgress`] that reports nowhere.
pub fn no_progress(_: usize, _: usize) {}

/// The legal moves of the side to move, as the protocol reports them.
#[derive(Debug, Clone, Serialize)]
pub struct MovesReply {
    /// The position as a compact string.
    pub fen: String,
    /// The side to move: `white` or `black` ([`Side::name`]).
    ///
    /// [`Side::name`]: crate::core::side::Side::name
    pub to_move: String,
    /// `ongoing`, `checkmate` or `stalemate`, or `draw` where the
    /// variant's own rule ends the game drawn (positional-6x6x4).
    pub status: String,
    /// Whether the side to move is in check (Positional: on some board
    /// in play).
    pub check: bool,
    /// Each move a JSON object with at least `from`, `to`, `kind` and, for
    /// kinds that need one, `detail` (`spec/conformance.md#move-keys`).
    pub moves: Vec<Map<String, Value>>,
}

/// Every variant has two implementations of its moves that check each
/// other: the fast engine, and a plain reference that reads like the
/// rules. A variant's game runs on either.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Implementation {
    /// The fast engine (Goff's perimeter masks; the cell core's compiled
    /// tables).
    #[default]
    Engine,
    /// The plain reference, as literal as the rule text.
    Reference,
}

/// Which implementation counts perft: every variant has two that check
/// each other, the fast one and a plain reference that reads like the
/// rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PerftMode {
    /// The fast engine ([`Implementation::Engine`]): `congruent perft`'s
    /// default.
    Engine,
    /// The plain reference ([`Implementation::Reference`]; `perft
    /// --reference`), slow.
    Reference,
    /// The engine, checking at every node that unmaking a move restores
    /// the position (`perft --checked`; Goff only: the other variants
    /// play each move on a copy).
    CheckedUnmake,
    /// The engine, counting a position met again with the same plies
    /// left once, from a table keyed by the whole position (the cell
    /// variants; `perft --memo`, `spec/perft.md#memo`).
    Memo,
}

pub use crate::core::validation::{Validation, OPT_IN};

/// How the rule catalogue is printed (`congruent rules`; only Goff's
/// rules have a catalogue, the other variants refuse it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CatalogueFormat {
    /// Text for a person: each rule with its lines, module and tests, and
    /// its verdict when checked (the default).
    Text,
    /// One JSON object: the options, the rules and the verdicts (`rules
    /// --json`).
    Json,
    /// The index page `spec/catalogue.md`: every rule, under no option
    /// (`rules --markdown`).
    Markdown,
}

/// A report for a person or a machine, and whether everything in it held.
#[derive(Debug, Clone)]
pub struct Report {
    /// The report as printed, in the format asked for.
    pub text: String,
    /// Whether every check in it held (true when none was run); `congruent
    /// rules` exits with it.
    pub passed: bool,
}

/// A variant with its positions, as the harness needs it: parse a
/// position, list legal moves with the status, make a move, perft with
/// divide, reach, and its option set.
pub trait Variant: Send + Sync {
    /// The variant's chosen options.
    type Options: Clone + Send + Sync;
    /// A position with everything play depends on (side to move, rights).
    type Game: Clone + Send + Sync;

    /// Short identifier (`--variant ID`, `"variant"` in a request).
    fn id(&self) -> &'static str;
    /// Title and source.
    fn title(&self) -> &'static str;
    /// Every option the variant has.
    fn option_set(&self) -> Vec<OptionSpec>;
    /// Options from a JSON object; absent keys keep the adopted rules.
    fn options(&self, fields: &Map<String, Value>) -> Result<Self::Options, VariantError>;
    /// All options, absent ones filled in.
    fn options_json(&self, options: &Self::Options) -> Map<String, Value>;
    /// Every cell of the board under these options, in board order
    /// (`congruent board`).
    fn cells(&self, options: &Self::Options) -> Vec<CellInfo>;
    /// Every kind of piece a position may hold, by its protocol name
    /// (`"rook"`), in the order the rule set lists them: what a position
    /// is set up from (`congruent explore`'s edit).
    fn piece_kinds(&self) -> Vec<&'static str>;
    /// The coordinates of a place a move may name off the board (a
    /// quantum move's proxy, `KR8,9`), in the frame of [`CellInfo`]'s;
    /// `None` where the variant names no such place. The referee places
    /// moves by these when a mutant faults moves by their geometry.
    fn off_board(&self, _name: &str) -> Option<[i32; 3]> {
        None
    }

    /// The starting position.
    fn start(&self, options: &Self::Options) -> Self::Game;
    /// A position from its JSON object or its compact string, checked as
    /// `validation` says.
    fn parse(
        &self,
        options: &Self::Options,
        position: &Value,
        validation: Validation,
    ) -> Result<Self::Game, VariantError>;
    /// The position as a JSON object.
    fn to_json(&self, game: &Self::Game) -> Value;
    /// The position as a compact string.
    fn to_compact(&self, game: &Self::Game) -> String;

    /// Every pseudo-legal destination of every piece (turn and check
    /// ignored): objects with at least `from`, `to` and `capture`.
    fn reach(&self, game: &Self::Game) -> Vec<Map<String, Value>>;
    /// The legal moves of the side to move and the game's status.
    fn moves(&self, game: &Self::Game) -> MovesReply;
    /// In a game whose turns are several moves, the distinct single moves
    /// that compose the legal turns (`moves --singles`); elsewhere the same
    /// as [`Variant::moves`].
    fn single_moves(&self, game: &Self::Game) -> MovesReply {
        self.moves(game)
    }
    /// Plays the legal move whose key (`spec/conformance.md#move-keys`) is
    /// `key`.
    fn play(&self, game: &mut Self::Game, key: &str) -> Result<(), VariantError>;
    /// [`Variant::play`], and what the move did where a rule set has more
    /// to say of it than the position after it: goff-quantum's move report
    /// (histories before and after, pruned; `spec/explore.md#play`).
    /// `None` for the other rule sets.
    fn play_reported(
        &self,
        game: &mut Self::Game,
        key: &str,
    ) -> Result<Option<Value>, VariantError> {
        self.play(game, key).map(|()| None)
    }
    /// The number of legal move sequences of `depth` plies.
    fn perft(&self, game: &Self::Game, depth: u32) -> u64;
    /// [`Variant::perft`] split by first move: each legal move (as in
    /// [`MovesReply::moves`]) with the count below it.
    fn divide(&self, game: &Self::Game, depth: u32) -> Vec<(Map<String, Value>, u64)>;

    /// Perft by the chosen implementation, with the first moves split:
    /// each move's text in the variant's notation and its count.
    fn perft_by(
        &self,
        game: &Self::Game,
        depth: u32,
        mode: PerftMode,
        progress: OnProgress,
    ) -> Result<PerftRows, VariantError>;
    /// A drawing of the position with the destinations of the piece on
    /// `from`.
    fn draw(&self, game: &Self::Game, from: &str) -> Result<String, VariantError>;
    /// The rule catalogue; with `check`, every rule's predicate run under
    /// the options; `only` one rule.
    fn catalogue(
        &self,
        options: &Self::Options,
        check: bool,
        only: Option<u32>,
        format: CatalogueFormat,
    ) -> Result<Report, VariantError>;
    /// Every check of `congruent verify`, unstarted, with `plies` plies
    /// of random play (make/unmake checked) and `positions` random
    /// positions for the differential runs.
    fn checks(&self, positions: usize, plies: u64) -> Vec<Check>;
    /// `verify`'s random positions when `--positions` is not given: per
    /// option set for the differential run, which scales the rest of
    /// the random play too.
    fn default_positions(&self) -> usize {
        2000
    }
    /// The deepest perft a request may ask of this variant: at least
    /// [`MAX_PERFT_DEPTH`], deeper where the variant's tree is small
    /// enough that the count still finishes (`spec/conformance.md#limits`).
    fn perft_limit(&self) -> u32 {
        MAX_PERFT_DEPTH
    }

    /// The variant's conformance suite (`spec/conformance.md#cases`).
    fn cases(&self) -> Vec<Case>;
    /// Deliberate faults of one rule each, for measuring which rules a
    /// case checks (`suite::mutants`); none by default.
    fn mutants(&self) -> Vec<Mutant> {
        Vec::new()
    }
}

/// [`Variant`] over the protocol's JSON values, options given per call:
/// what the generic layers hold as `&dyn JsonVariant`.
///
/// Every type that implements [`Variant`] implements it: each method reads
/// the options (an object of the protocol's `options`: absent keys are the
/// variant's adopted readings) and the position (its JSON object or its
/// compact string), calls the typed method of the same name
/// ([`JsonVariant::perft_shard`] builds on several), and writes the
/// answer back as JSON. A bad option, an unreadable position or a depth
/// beyond the limit is a [`VariantError`].
///
/// ```
/// use congruent::core::variant::{JsonVariant, Validation};
/// use serde_json::Map;
///
/// let rules: &dyn JsonVariant = congruent::by_id("tetrahedral").unwrap();
/// let options = Map::new(); // the adopted readings
/// let start = rules.start(&options).unwrap();
/// let reply = rules.moves(&options, &start, Validation::Legal).unwrap();
/// assert_eq!((reply.to_move.as_str(), reply.status.as_str()), ("white", "ongoing"));
/// assert!(!reply.check);
/// // 20 pawn moves and 15 drops onto level III.
/// assert_eq!(reply.moves.len(), 35);
/// // The reply's `fen` is the position's compact string, which reads back.
/// let (_, compact) = rules.normalise(&options, &start, Validation::Legal).unwrap();
/// assert_eq!(compact, reply.fen);
/// let fen = serde_json::Value::from(reply.fen.clone());
/// assert_eq!(rules.normalise(&options, &fen, Validation::Legal).unwrap().1, compact);
/// ```
pub trait JsonVariant: Send + Sync {
    /// [`Variant::id`]: the short identifier a request's `"variant"`,
    /// `--variant` and [`by_id`](crate::by_id) take.
    fn id(&self) -> &'static str;
    /// [`Variant::title`]: title and source, as `hello` and `congruent
    /// variants` list them.
    fn title(&self) -> &'static str;
    /// [`Variant::option_set`]: every option with its values, the adopted
    /// one first (`hello`'s `options`, `congruent variants`).
    fn option_set(&self) -> Vec<OptionSpec>;
    /// Checks options and returns them complete: [`Variant::options`] then
    /// [`Variant::options_json`], absent keys filled in with the adopted
    /// readings.
    fn options_json(
        &self,
        options: &Map<String, Value>,
    ) -> Result<Map<String, Value>, VariantError>;
    /// [`Variant::cells`] under options given as JSON (`congruent board`,
    /// the pictures).
    fn cells(&self, options: &Map<String, Value>) -> Result<Vec<CellInfo>, VariantError>;
    /// [`Variant::piece_kinds`].
    fn piece_kinds(&self) -> Vec<&'static str>;
    /// [`Variant::off_board`].
    fn off_board(&self, name: &str) -> Option<[i32; 3]>;
    /// [`Variant::start`] as the position's JSON object: what `moves` and
    /// `perft` count from when no position is given.
    fn start(&self, options: &Map<String, Value>) -> Result<Value, VariantError>;
    /// The position in both forms: (JSON object, compact string).
    /// [`Variant::parse`] then [`Variant::to_json`] and
    /// [`Variant::to_compact`]: how conform sends a case's position as a
    /// compact string (`conform --compact`) and reads a compact string
    /// back as JSON; the fuzzer checks both forms round-trip.
    fn normalise(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
    ) -> Result<(Value, String), VariantError>;
    /// [`Variant::reach`] on a position given as JSON: the protocol's
    /// `reach` op. The position is always read under
    /// [`Validation::Analysis`], since `reach` ignores turn and check.
    fn reach(
        &self,
        options: &Map<String, Value>,
        position: &Value,
    ) -> Result<Vec<Map<String, Value>>, VariantError>;
    /// [`Variant::moves`] on a position given as JSON, read as
    /// `validation` says: the protocol's `moves` op and `congruent moves`.
    fn moves(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
    ) -> Result<MovesReply, VariantError>;
    /// The single moves that compose the legal turns (the same as `moves`
    /// where a turn is one move): [`Variant::single_moves`] on a position
    /// given as JSON (`congruent moves --singles`, not a protocol op).
    fn single_moves(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
    ) -> Result<MovesReply, VariantError>;
    /// The position after the move `key`, as a JSON object:
    /// [`Variant::play`] on a position given as JSON (conform's perft
    /// bisection walks down the tree with it).
    fn play(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
        key: &str,
    ) -> Result<Value, VariantError> {
        self.play_reported(options, position, validation, key)
            .map(|(after, _)| after)
    }
    /// [`JsonVariant::play`] with the move's report, as
    /// [`Variant::play_reported`] gives it.
    fn play_reported(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
        key: &str,
    ) -> Result<(Value, Option<Value>), VariantError>;
    /// [`Variant::perft`] on a position given as JSON: the protocol's
    /// `perft` op without `divide`. A depth beyond
    /// [`JsonVariant::perft_limit`] is a [`VariantError::Limit`].
    fn perft(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
        depth: u32,
    ) -> Result<u64, VariantError>;
    /// [`Variant::divide`] on a position given as JSON: the protocol's
    /// `perft` op with `divide` (each first move as a `moves` entry, with
    /// its count). Limited as [`JsonVariant::perft`] is.
    fn divide(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
        depth: u32,
    ) -> Result<Divide, VariantError>;
    /// [`Variant::perft_by`] on a position given as JSON, by the
    /// implementation `mode` names (`congruent perft`): the total and,
    /// with `divide`, each first move's text in the variant's notation and
    /// its count (no rows without). Limited as [`JsonVariant::perft`] is.
    #[allow(clippy::too_many_arguments)]
    fn perft_by(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
        depth: u32,
        divide: bool,
        mode: PerftMode,
        progress: OnProgress,
    ) -> Result<PerftRows, VariantError>;
    /// Shard `shard` of `of` of perft: the first moves whose index, in the
    /// order of their move keys, is `shard` modulo `of`, each with its
    /// count below (`spec/perft.md#shards`). The shards of one position
    /// sum to its perft.
    ///
    /// Built from [`Variant::moves`], [`Variant::play`] and
    /// [`Variant::perft_by`] (`congruent perft --shard I/K`); unlike
    /// [`JsonVariant::perft_by`] its rows name each move by its move key.
    /// `of == 0` or `shard >= of` is a [`VariantError::BadRequest`].
    #[allow(clippy::too_many_arguments)]
    fn perft_shard(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
        depth: u32,
        shard: usize,
        of: usize,
        mode: PerftMode,
        progress: OnProgress,
    ) -> Result<PerftRows, VariantError>;
    /// [`Variant::draw`] on a position given as JSON, read under
    /// [`Validation::Analysis`] (`congruent show`).
    fn draw(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        from: &str,
    ) -> Result<String, VariantError>;
    /// [`Variant::catalogue`] under options given as JSON (`congruent
    /// rules`).
    fn catalogue(
        &self,
        options: &Map<String, Value>,
        check: bool,
        only: Option<u32>,
        format: CatalogueFormat,
    ) -> Result<Report, VariantError>;
    /// [`Variant::checks`]: every check of `congruent verify`, unstarted.
    fn checks(&self, positions: usize, plies: u64) -> Vec<Check>;
    /// [`Variant::default_positions`]: `verify`'s random positions when
    /// `--positions` is not given.
    fn default_positions(&self) -> usize;
    /// The deepest perft this variant answers (`spec/conformance.md#limits`):
    /// [`Variant::perft_limit`], which `hello` declares as `perft_limit`.
    fn perft_limit(&self) -> u32;
    /// [`Variant::cases`]: the variant's conformance suite.
    fn cases(&self) -> Vec<Case>;
    /// [`Variant::mutants`]: the variant's deliberate faults, for conform's
    /// blame and `serve --mutant`.
    fn mutants(&self) -> Vec<Mutant>;
}

/// A variant's game from the protocol's options and position: what
/// every [`JsonVariant`] operation on a position starts with.
fn read<V: Variant>(
    v: &V,
    options: &Map<String, Value>,
    position: &Value,
    validation: Validation,
) -> Result<V::Game, VariantError> {
    v.parse(&v.options(options)?, position, validation)
}

impl<V: Variant> JsonVariant for V {
    fn id(&self) -> &'static str {
        Variant::id(self)
    }
    fn title(&self) -> &'static str {
        Variant::title(self)
    }
    fn option_set(&self) -> Vec<OptionSpec> {
        Variant::option_set(self)
    }
    fn options_json(
        &self,
        options: &Map<String, Value>,
    ) -> Result<Map<String, Value>, VariantError> {
        Ok(Variant::options_json(self, &self.options(options)?))
    }
    fn cells(&self, options: &Map<String, Value>) -> Result<Vec<CellInfo>, VariantError> {
        Ok(Variant::cells(self, &self.options(options)?))
    }
    fn off_board(&self, name: &str) -> Option<[i32; 3]> {
        Variant::off_board(self, name)
    }
    fn piece_kinds(&self) -> Vec<&'static str> {
        Variant::piece_kinds(self)
    }
    fn start(&self, options: &Map<String, Value>) -> Result<Value, VariantError> {
        let o = self.options(options)?;
        Ok(self.to_json(&Variant::start(self, &o)))
    }
    fn normalise(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
    ) -> Result<(Value, String), VariantError> {
        let g = read(self, options, position, validation)?;
        Ok((self.to_json(&g), self.to_compact(&g)))
    }
    fn reach(
        &self,
        options: &Map<String, Value>,
        position: &Value,
    ) -> Result<Vec<Map<String, Value>>, VariantError> {
        let g = read(self, options, position, Validation::Analysis)?;
        Ok(Variant::reach(self, &g))
    }
    fn moves(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
    ) -> Result<MovesReply, VariantError> {
        let g = read(self, options, position, validation)?;
        Ok(Variant::moves(self, &g))
    }
    fn single_moves(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
    ) -> Result<MovesReply, VariantError> {
        let g = read(self, options, position, validation)?;
        Ok(Variant::single_moves(self, &g))
    }
    fn play_reported(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
        key: &str,
    ) -> Result<(Value, Option<Value>), VariantError> {
        let mut g = read(self, options, position, validation)?;
        let report = Variant::play_reported(self, &mut g, key)?;
        Ok((self.to_json(&g), report))
    }
    fn perft(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
        depth: u32,
    ) -> Result<u64, VariantError> {
        check_depth(self, depth)?;
        let g = read(self, options, position, validation)?;
        Ok(Variant::perft(self, &g, depth))
    }
    fn divide(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
        depth: u32,
    ) -> Result<Divide, VariantError> {
        check_depth(self, depth)?;
        let g = read(self, options, position, validation)?;
        Ok(Variant::divide(self, &g, depth))
    }
    #[allow(clippy::too_many_arguments)]
    fn perft_by(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
        depth: u32,
        divide: bool,
        mode: PerftMode,
        progress: OnProgress,
    ) -> Result<PerftRows, VariantError> {
        check_depth(self, depth)?;
        let g = read(self, options, position, validation)?;
        let (n, mut rows) = Variant::perft_by(self, &g, depth, mode, progress)?;
        if !divide {
            rows.clear();
        }
        Ok((n, rows))
    }
    fn perft_shard(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        validation: Validation,
        depth: u32,
        shard: usize,
        of: usize,
        mode: PerftMode,
        progress: OnProgress,
    ) -> Result<PerftRows, VariantError> {
        check_depth(self, depth)?;
        if of == 0 || shard >= of {
            return Err(VariantError::BadRequest(format!(
                "shard {shard}/{of}: want I/K with 0 <= I < K"
            )));
        }
        let g = read(self, options, position, validation)?;
        if mode == PerftMode::Memo {
            // Refused here as for the whole count, whatever the depth.
            Variant::perft_by(self, &g, 1, mode, &no_progress)?;
        }
        if depth == 0 {
            return Ok((u64::from(shard == 0), Vec::new()));
        }
        let mut keys: Vec<String> = Variant::moves(self, &g)
            .moves
            .into_iter()
            .map(|m| move_key(&m))
            .collect();
        keys.sort();
        let mine: Vec<String> = keys.into_iter().skip(shard).step_by(of).collect();
        let mut rows = Vec::new();
        for (done, key) in mine.iter().enumerate() {
            progress(done, mine.len());
            let mut after = g.clone();
            Variant::play(self, &mut after, key)?;
            let n = match depth {
                1 => 1,
                _ => Variant::perft_by(self, &after, depth - 1, mode, &no_progress)?.0,
            };
            rows.push((key.clone(), n));
        }
        progress(mine.len(), mine.len());
        Ok((rows.iter().map(|(_, n)| n).sum(), rows))
    }
    fn draw(
        &self,
        options: &Map<String, Value>,
        position: &Value,
        from: &str,
    ) -> Result<String, VariantError> {
        let g = read(self, options, position, Validation::Analysis)?;
        Variant::draw(self, &g, from)
    }
    fn catalogue(
        &self,
        options: &Map<String, Value>,
        check: bool,
        only: Option<u32>,
        format: CatalogueFormat,
    ) -> Result<Report, VariantError> {
        Variant::catalogue(self, &self.options(options)?, check, only, format)
    }
    fn checks(&self, positions: usize, plies: u64) -> Vec<Check> {
        Variant::checks(self, positions, plies)
    }
    fn default_positions(&self) -> usize {
        Variant::default_positions(self)
    }
    fn perft_limit(&self) -> u32 {
        Variant::perft_limit(self)
    }
    fn mutants(&self) -> Vec<Mutant> {
        Variant::mutants(self)
    }
    fn cases(&self) -> Vec<Case> {
        Variant::cases(self)
    }
}

/// The depth to which every variant answers perft: Goff's perft(6) of
/// the start is about 2.5e12 nodes, a day on one 2-core machine and
/// hours as shards on a cluster, and perft(7) two hundred times that. A
/// variant whose tree is smaller may go deeper ([`Variant::perft_limit`]):
/// to the deepest depth whose count from its start costs at most about
/// twice Goff's perft(6), in nodes and in CPU time
/// (`spec/conformance.md#limits`).
pub const MAX_PERFT_DEPTH: u32 = 6;

fn check_depth<V: Variant>(v: &V, depth: u32) -> Result<(), VariantError> {
    let limit = v.perft_limit();
    if depth > limit {
        return Err(VariantError::Limit(format!(
            "depth {depth}: {} perft is limited to depth {limit}",
            v.id()
        )));
    }
    Ok(())
}
