//! Every [`Definition`] is a [`Variant`]: the protocol's JSON and compact
//! forms of a position (read by [`super::setup`], written here), the move
//! entries, perft and the drawing, written once for every variant on the
//! core.

use super::game::{Checked, Definition, Game, Move, MoveKind, PieceKinds, Turn};
use super::setup::{find, Setup, SetupError};
use super::CellId;
use crate::core::input::excerpt;
use crate::core::side::Side;
use crate::core::variant::{
    no_progress, CatalogueFormat, CellInfo, MovesReply, OnProgress, OptionSpec, PerftMode,
    PerftRows, Report, Validation, Variant, VariantError,
};
use serde_json::{json, Map, Value};

fn name_of<D: Definition>(d: &D, c: CellId) -> String {
    d.board().cell(c).name.clone()
}

/// The names of the frozen levels, in level order.
fn frozen_names<D: Definition>(g: &Game<D>) -> Vec<&'static str> {
    let mut frozen = g.frozen.clone();
    frozen.sort_unstable();
    frozen
        .iter()
        .map(|&l| g.rules.levels()[l as usize])
        .collect()
}

/// The seeds give no move notation; ours: `R Ia7-Ic5`, `RxP ...`, `N@IIIc4`
/// for a drop, `P IIc4-IIIc5=D`, `K Id4-Ib6 castles`.
pub fn notation<D: Definition>(g: &Game<D>, m: &Move<D::Kind>) -> String {
    let name = |c| name_of(&g.rules, c);
    let Some(from) = m.from else {
        let kind = g.rules.pocket().map_or('?', |(k, _)| k.letter());
        return format!("{kind}@{}", name(m.to));
    };
    let p = g.piece(from).expect("a mover").kind.letter();
    let x = g
        .piece(m.to)
        .map(|c| format!("x{}", c.kind.letter()))
        .unwrap_or_default();
    let tail = match m.kind {
        MoveKind::Promotion(k) => format!("={}", k.letter()),
        MoveKind::Transfer(k, at) => format!("={}@{}", k.letter(), name(at)),
        MoveKind::Castle(..) => " castles".into(),
        _ => String::new(),
    };
    format!("{p}{x} {}-{}{tail}", name(from), name(m.to))
}

/// A move as the protocol's `moves` lists it.
pub fn entry<D: Definition>(g: &Game<D>, m: &Move<D::Kind>) -> Map<String, Value> {
    let name = |c| name_of(&g.rules, c);
    let mut e = Map::new();
    e.insert(
        "from".into(),
        m.from.map_or("pocket".to_string(), name).into(),
    );
    e.insert("to".into(), name(m.to).into());
    let (kind, detail): (&str, Option<Value>) = match m.kind {
        MoveKind::Normal => ("normal", None),
        MoveKind::Promotion(k) => ("promotion", Some(k.name().into())),
        MoveKind::Transfer(k, at) => (
            "promotion",
            Some(format!("{}@{}", k.name(), name(at)).into()),
        ),
        MoveKind::Drop => ("drop", None),
        MoveKind::Castle(rf, rt) => ("castle", Some(json!([name(rf), name(rt)]))),
    };
    e.insert("kind".into(), kind.into());
    if let Some(d) = detail {
        e.insert("detail".into(), d);
    }
    let piece = match m.from {
        Some(f) => g.piece(f).map(|p| p.kind),
        None => g.rules.pocket().map(|(k, _)| k),
    };
    if let Some(k) = piece {
        e.insert("piece".into(), k.name().into());
    }
    let captured = g.piece(m.to).filter(|_| m.kind != MoveKind::Drop);
    e.insert("capture".into(), captured.is_some().into());
    if let Some(c) = captured {
        e.insert("captured".into(), c.kind.name().into());
    }
    e.insert("notation".into(), notation(g, m).into());
    e
}

/// A turn as the protocol's `moves` lists it: a one-move turn as its
/// move's entry; a turn of several moves as `{"kind":"turn","moves":[...],
/// "notation"}`, its key the moves' keys joined by ` & `
/// (`spec/conformance.md#move-keys`).
pub fn turn_entry<D: Definition>(g: &Game<D>, t: &[Move<D::Kind>]) -> Map<String, Value> {
    if let [m] = t {
        return entry(g, m);
    }
    let mut e = Map::new();
    e.insert("kind".into(), "turn".into());
    let moves: Vec<Value> = t.iter().map(|m| Value::Object(entry(g, m))).collect();
    e.insert("moves".into(), moves.into());
    e.insert("notation".into(), turn_notation(g, t).into());
    e
}

/// A turn's moves' notations joined by `; `.
pub fn turn_notation<D: Definition>(g: &Game<D>, t: &[Move<D::Kind>]) -> String {
    let texts: Vec<String> = t.iter().map(|m| notation(g, m)).collect();
    texts.join("; ")
}

/// Perft split by first turn, by the position's implementation.
fn divide_rows<D: Definition>(
    g: &Game<D>,
    depth: u32,
    progress: OnProgress,
    memo: bool,
) -> Vec<(Turn<D::Kind>, u64)> {
    use rayon::prelude::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let turns = g.legal_turns();
    let (of, done) = (turns.len(), AtomicUsize::new(0));
    progress(0, of);
    // One memo for every first move: a position reached below two of
    // them is counted once.
    let table = memo.then(|| std::sync::Mutex::new(g.memo_for(depth)));
    turns
        .into_par_iter()
        .map(|t| {
            let after = g.play_turn(&t);
            let n = match &table {
                Some(table) => after.perft_memo_with(depth - 1, table),
                None => after.perft(depth - 1),
            };
            progress(done.fetch_add(1, Ordering::Relaxed) + 1, of);
            (t, n)
        })
        .collect()
}

impl<D: Checked> Variant for D {
    type Options = D;
    type Game = Game<D>;

    fn id(&self) -> &'static str {
        Definition::id(self)
    }

    fn title(&self) -> &'static str {
        Definition::title(self)
    }

    fn option_set(&self) -> Vec<OptionSpec> {
        Definition::option_set(self)
    }

    fn options(&self, fields: &Map<String, Value>) -> Result<D, VariantError> {
        self.with_options(fields)
    }

    fn options_json(&self, options: &D) -> Map<String, Value> {
        Definition::chosen_options(options)
    }

    fn piece_kinds(&self) -> Vec<&'static str> {
        D::Kind::ALL.iter().map(|k| k.name()).collect()
    }

    fn cells(&self, options: &D) -> Vec<CellInfo> {
        let b = options.board();
        b.cells
            .iter()
            .map(|c| CellInfo {
                colour: b.colours[c.colour as usize],
                coords: c.coords,
                level: self.levels()[c.level as usize],
                name: c.name.clone(),
            })
            .collect()
    }

    fn start(&self, options: &D) -> Game<D> {
        options.initial()
    }

    fn parse(
        &self,
        options: &D,
        position: &Value,
        validation: Validation,
    ) -> Result<Game<D>, VariantError> {
        let setup = match position {
            Value::Object(m) => Setup::from_json(*options, m)?,
            Value::String(s) => Setup::from_compact(*options, s)?,
            other => {
                let found = other.to_string();
                return Err(SetupError::NotAPosition { found }.into());
            }
        };
        Ok(Game::from_setup(*options, setup, validation)?)
    }

    fn to_json(&self, g: &Game<D>) -> Value {
        let d = g.rules;
        let pieces: Vec<Value> = d
            .board()
            .ids()
            .filter_map(|c| {
                g.piece(c).map(|p| {
                    json!({"side": p.side.name(), "kind": p.kind.name(), "cell": name_of(&d, c)})
                })
            })
            .collect();
        let castling: Vec<String> = g.castling.iter().map(|&c| name_of(&d, c)).collect();
        let mut out = json!({"pieces": pieces, "to_move": g.to_move.name(), "castling": castling});
        if d.pocket().is_some() {
            out["pockets"] = json!({"white": g.pockets[0], "black": g.pockets[1]});
        }
        if d.keeps_captured() {
            let names = |v: &[D::Kind]| v.iter().map(|k| k.name()).collect::<Vec<_>>();
            out["captured"] =
                json!({"white": names(&g.captured[0]), "black": names(&g.captured[1])});
        }
        if d.counts_mates() {
            out["frozen"] = json!(frozen_names(g));
            out["mates"] = json!({"white": g.mates[0], "black": g.mates[1]});
        }
        out
    }

    fn to_compact(&self, g: &Game<D>) -> String {
        let cells: String = g
            .cells()
            .iter()
            .map(|p| match p {
                None => '.',
                Some(p) if p.side == Side::White => p.kind.letter(),
                Some(p) => p.kind.letter().to_ascii_lowercase(),
            })
            .collect();
        let mut castling: Vec<CellId> = g.castling.clone();
        castling.sort_unstable();
        let castling: Vec<String> = castling.into_iter().map(|c| name_of(&g.rules, c)).collect();
        let castling = match castling.is_empty() {
            true => "-".into(),
            false => castling.join(";"),
        };
        let side = if g.to_move == Side::White { "w" } else { "b" };
        let mut out = match g.rules.pocket() {
            Some(_) => format!(
                "{cells} {side} {}/{} {castling}",
                g.pockets[0], g.pockets[1]
            ),
            None => format!("{cells} {side} {castling}"),
        };
        if g.rules.counts_mates() {
            let frozen = frozen_names(g);
            let frozen = match frozen.is_empty() {
                true => "-".to_string(),
                false => frozen.join(";"),
            };
            out.push_str(&format!(" {frozen} {}/{}", g.mates[0], g.mates[1]));
        }
        if g.rules.keeps_captured() {
            let letters = |v: &[D::Kind]| match v.is_empty() {
                true => "-".to_string(),
                false => v.iter().map(|k| k.letter()).collect(),
            };
            out.push_str(&format!(
                " {}/{}",
                letters(&g.captured[0]),
                letters(&g.captured[1])
            ));
        }
        out
    }

    fn reach(&self, g: &Game<D>) -> Vec<Map<String, Value>> {
        let mut out = Vec::new();
        for from in g.board().ids() {
            let Some(p) = g.piece(from) else { continue };
            for to in g.destinations(from) {
                let mut e = Map::new();
                e.insert("from".into(), name_of(&g.rules, from).into());
                e.insert("to".into(), name_of(&g.rules, to).into());
                e.insert("capture".into(), g.piece(to).is_some().into());
                e.insert("side".into(), p.side.name().into());
                e.insert("piece".into(), p.kind.name().into());
                out.push(e);
            }
        }
        out
    }

    fn moves(&self, g: &Game<D>) -> MovesReply {
        let turns = g.legal_turns();
        MovesReply {
            fen: self.to_compact(g),
            to_move: g.to_move.name().into(),
            status: g.status_of(&turns).into(),
            check: g.in_check(g.to_move),
            moves: turns.iter().map(|t| turn_entry(g, t)).collect(),
        }
    }

    fn single_moves(&self, g: &Game<D>) -> MovesReply {
        let turns = g.legal_turns();
        let mut singles: Vec<&Move<D::Kind>> = turns.iter().flatten().collect();
        singles.sort();
        singles.dedup();
        MovesReply {
            fen: self.to_compact(g),
            to_move: g.to_move.name().into(),
            status: g.status_of(&turns).into(),
            check: g.in_check(g.to_move),
            moves: singles.into_iter().map(|m| entry(g, m)).collect(),
        }
    }

    fn play(&self, g: &mut Game<D>, key: &str) -> Result<(), VariantError> {
        let t = g
            .legal_turns()
            .into_iter()
            .find(|t| crate::core::case::move_key(&turn_entry(g, t)) == key)
            .ok_or_else(|| {
                VariantError::BadRequest(format!("{}: not a legal move here", excerpt(key)))
            })?;
        *g = g.play_turn(&t);
        Ok(())
    }

    fn perft(&self, g: &Game<D>, depth: u32) -> u64 {
        match depth {
            0 => 1,
            _ => divide_rows(g, depth, &no_progress, false)
                .iter()
                .map(|r| r.1)
                .sum(),
        }
    }

    fn divide(&self, g: &Game<D>, depth: u32) -> Vec<(Map<String, Value>, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        divide_rows(g, depth, &no_progress, false)
            .into_iter()
            .map(|(t, n)| (turn_entry(g, &t), n))
            .collect()
    }

    fn perft_by(
        &self,
        g: &Game<D>,
        depth: u32,
        mode: PerftMode,
        progress: OnProgress,
    ) -> Result<PerftRows, VariantError> {
        // Moves are made on copies: there is no unmake to check, so the
        // checked mode is the core's count.
        let g = match mode {
            PerftMode::Reference => g.reference(),
            _ => g.clone(),
        };
        if mode == PerftMode::Memo && !g.makes_in_place() {
            return Err(VariantError::BadRequest(format!(
                "the memo count is for variants that play a turn as one move, in place; {} plays its turns on copies",
                Definition::id(&g.rules)
            )));
        }
        if depth == 0 {
            return Ok((1, Vec::new()));
        }
        let rows: Vec<(String, u64)> = divide_rows(&g, depth, progress, mode == PerftMode::Memo)
            .into_iter()
            .map(|(t, n)| (turn_notation(&g, &t), n))
            .collect();
        Ok((rows.iter().map(|(_, n)| n).sum(), rows))
    }

    fn draw(&self, g: &Game<D>, from: &str) -> Result<String, VariantError> {
        let d = g.rules;
        let from = find(d, from, "CELL").map_err(|e| VariantError::BadRequest(e.to_string()))?;
        if g.piece(from).is_none() {
            return Err(VariantError::BadRequest(format!(
                "CELL: no piece on {}",
                name_of(&d, from)
            )));
        }
        let dests = g.destinations(from);
        let b = d.board();
        let mut out = String::new();
        for (level, level_name) in d.levels().iter().enumerate().rev() {
            let cells: Vec<String> = b
                .ids()
                .filter(|&c| b.cell(c).level as usize == level)
                .map(|c| {
                    let mark = match g.piece(c) {
                        _ if c == from => "@".to_string(),
                        Some(p) if dests.contains(&c) => format!("x{}", p.kind.letter()),
                        Some(p) if p.side == Side::White => p.kind.letter().to_string(),
                        Some(p) => p.kind.letter().to_ascii_lowercase().to_string(),
                        None if dests.contains(&c) => "*".into(),
                        None => ".".into(),
                    };
                    let name = &b.cell(c).name;
                    let short = name.strip_prefix(level_name).unwrap_or(name);
                    format!("{short}{mark}")
                })
                .collect();
            out.push_str(&format!("{level_name:>4}: {}\n", cells.join(" ")));
        }
        Ok(out)
    }

    fn catalogue(
        &self,
        _: &D,
        _: bool,
        _: Option<u32>,
        _: CatalogueFormat,
    ) -> Result<Report, VariantError> {
        Err(VariantError::BadRequest(format!(
            "the rule catalogue with predicates exists for goff only; {}'s rules are listed in spec/variants/{}.md and checked by `verify --variant {}`",
            self.title(),
            self.id(),
            self.id()
        )))
    }

    fn checks(&self, positions: usize, _plies: u64) -> Vec<crate::core::check::Check> {
        Checked::checks(self, positions)
    }

    /// 10^5 per option set: the differential of issue 26, in parallel.
    fn default_positions(&self) -> usize {
        100_000
    }

    fn perft_limit(&self) -> u32 {
        Definition::perft_limit(self)
    }

    fn cases(&self) -> Vec<Case> {
        Checked::cases(self)
    }

    fn mutants(&self) -> Vec<crate::core::case::Mutant> {
        super::mutants::mutants(self)
    }
}

use crate::core::case::Case;
