//! `goff-quantum` on the seam: an ensemble is the position, a quantum move
//! at maximum superposition is a move (`moves::list`), so `moves`, `perft`,
//! `serve`, the suite and `conform` work as for every variant
//! (`spec/variants/goff-quantum.md#on-the-seam`).

use super::apply::play;
use super::ensemble::Ensemble;
use super::moves::{entry, list, perft_at, Listed};
use super::options::{KING_SAFETY, KNIGHT, LINEAR_GATE};
use super::Options;
use crate::core::case::{Case, Fault, Mutant};
use crate::core::check::Check;
use crate::core::side::Side;
use crate::core::variant::{
    CatalogueFormat, CellInfo, MovesReply, OnProgress, OptionSpec, PerftMode, PerftRows, Report,
    Validation, Variant, VariantError,
};
use crate::goff::game::{Game, Implementation};
use serde_json::{Map, Value};

pub struct GoffQuantum;

/// An ensemble and the readings it is played under: the seam's position.
#[derive(Clone, Debug)]
pub struct Played {
    pub ensemble: Ensemble,
    pub options: Options,
}

fn implementation(mode: PerftMode) -> Implementation {
    match mode {
        PerftMode::Reference => Implementation::Reference,
        _ => Implementation::Engine,
    }
}

impl Variant for GoffQuantum {
    type Options = Options;
    type Game = Played;

    fn id(&self) -> &'static str {
        "goff-quantum"
    }

    fn title(&self) -> &'static str {
        "Allan Goff, Discovering the Rules to 3D Chess (2022), Part V: quantum chess"
    }

    fn option_set(&self) -> Vec<OptionSpec> {
        super::options::specs()
    }

    fn options(&self, fields: &Map<String, Value>) -> Result<Options, VariantError> {
        super::options::parse(fields)
    }

    fn options_json(&self, o: &Options) -> Map<String, Value> {
        super::options::to_json(o)
    }

    fn piece_kinds(&self) -> Vec<&'static str> {
        crate::goff::Goff.piece_kinds()
    }

    fn cells(&self, _: &Options) -> Vec<CellInfo> {
        crate::goff::Goff.cells(&crate::goff::readings::Readings::default())
    }

    /// A proxy off the board (`KR8,9`, L16555), in White's names as `to`
    /// gives it.
    fn off_board(&self, name: &str) -> Option<[i32; 3]> {
        let v = super::notation::place(name)?;
        Some([v.z, v.i, v.j].map(i32::from))
    }

    fn start(&self, options: &Options) -> Played {
        Played {
            ensemble: Ensemble::classical(Game::start()),
            options: options.clone(),
        }
    }

    fn parse(
        &self,
        options: &Options,
        position: &Value,
        validation: Validation,
    ) -> Result<Played, VariantError> {
        let ensemble = Ensemble::from_json(position, validation)
            .map_err(|e| VariantError::Rejected(e.to_string()))?;
        Ok(Played {
            ensemble,
            options: options.clone(),
        })
    }

    fn to_json(&self, g: &Played) -> Value {
        g.ensemble.to_json()
    }

    /// One history: Goff's compact string; several: the JSON form on one
    /// line (which `parse` reads back).
    fn to_compact(&self, g: &Played) -> String {
        let e = &g.ensemble;
        match e.histories.as_slice() {
            [(h, 1)] => crate::goff::fen::to_fen(&h.game),
            _ => e.to_json().to_string(),
        }
    }

    /// The quantum moves of both sides, turn ignored.
    fn reach(&self, g: &Played) -> Vec<Map<String, Value>> {
        let e = &g.ensemble;
        let options = Options {
            king_safety: false,
            ..g.options.clone()
        };
        let mut out: Vec<Map<String, Value>> = Vec::new();
        for side in [Side::White, Side::Black] {
            let mut turned = e.clone();
            for (h, _) in &mut turned.histories {
                h.game.to_move = side;
            }
            out.extend(
                list(&turned, &options, Implementation::Engine)
                    .iter()
                    .map(entry),
            );
        }
        out
    }

    /// The game's status over an ensemble is left open (O4): `ongoing`
    /// while a quantum move exists, `ended` when none does; `check` is
    /// never reported (no reading of check over an ensemble is adopted).
    fn moves(&self, g: &Played) -> MovesReply {
        let moves: Vec<Map<String, Value>> = list(&g.ensemble, &g.options, Implementation::Engine)
            .iter()
            .map(entry)
            .collect();
        MovesReply {
            fen: self.to_compact(g),
            to_move: g.ensemble.to_move().name().into(),
            status: if moves.is_empty() { "ended" } else { "ongoing" }.into(),
            check: false,
            moves,
        }
    }

    /// A move by its key (`FROM-TO quantum[:DETAIL]`) among the listed
    /// ones, or any quantum move in the book's notation (spreads too).
    fn play(&self, g: &mut Played, key: &str) -> Result<(), VariantError> {
        self.play_reported(g, key).map(drop)
    }

    /// The move's report (`spec/variants/goff-quantum.md`) as JSON.
    fn play_reported(&self, g: &mut Played, key: &str) -> Result<Option<Value>, VariantError> {
        let options = g.options.clone();
        let e = &mut g.ensemble;
        let listed = list(e, &options, Implementation::Engine);
        let found = listed
            .into_iter()
            .find(|l| crate::core::case::move_key(&entry(l)) == key);
        let (after, report) = match found {
            Some(l) => (l.after, l.report),
            None => play(e, key, &options, Implementation::Engine)
                .map_err(|x| VariantError::BadRequest(format!("{key}: {x}")))?,
        };
        *e = after;
        Ok(Some(
            serde_json::to_value(report).expect("a report serialises"),
        ))
    }

    fn perft(&self, g: &Played, depth: u32) -> u64 {
        perft_at(&g.ensemble, depth, &g.options, Implementation::Engine)
    }

    fn divide(&self, g: &Played, depth: u32) -> Vec<(Map<String, Value>, u64)> {
        let options = &g.options;
        list(&g.ensemble, options, Implementation::Engine)
            .iter()
            .map(|l| {
                let n = perft_at(
                    &l.after,
                    depth.saturating_sub(1),
                    options,
                    Implementation::Engine,
                );
                (entry(l), n)
            })
            .collect()
    }

    fn perft_by(
        &self,
        g: &Played,
        depth: u32,
        mode: PerftMode,
        progress: OnProgress,
    ) -> Result<PerftRows, VariantError> {
        if mode == PerftMode::Memo {
            return Err(VariantError::BadRequest(
                "the memo count is the cell variants' (goff-quantum counts every node)".into(),
            ));
        }
        if depth == 0 {
            return Ok((1, Vec::new()));
        }
        let options = &g.options;
        let how = implementation(mode);
        let moves = list(&g.ensemble, options, how);
        let mut rows = Vec::new();
        for (n, l) in moves.iter().enumerate() {
            rows.push((l.text.clone(), perft_at(&l.after, depth - 1, options, how)));
            progress(n + 1, moves.len());
        }
        Ok((rows.iter().map(|(_, n)| n).sum(), rows))
    }

    /// Every superposed piece in the chapter's Dirac notation, then the
    /// quantum moves of the piece on `from` with their histories.
    fn draw(&self, g: &Played, from: &str) -> Result<String, VariantError> {
        let e = &g.ensemble;
        let tile = crate::goff::notation::parse_tile(from, Side::White)
            .map_err(|x| VariantError::BadRequest(format!("TILE: {x}")))?;
        let mut text = String::new();
        for id in e.pieces().keys() {
            text.push_str(&e.dirac(*id));
            text.push('\n');
        }
        let moves: Vec<Listed> = list(e, &g.options, Implementation::Engine)
            .into_iter()
            .filter(|l| l.anchor == tile)
            .collect();
        if moves.is_empty() {
            return Err(VariantError::BadRequest(format!(
                "TILE: no piece of the side to move on {from} has a quantum move"
            )));
        }
        for l in moves {
            text.push_str(&format!(
                "{}  ({} histories)\n",
                l.text, l.report.histories_after
            ));
        }
        Ok(text)
    }

    fn catalogue(
        &self,
        _: &Options,
        _: bool,
        _: Option<u32>,
        _: CatalogueFormat,
    ) -> Result<Report, VariantError> {
        Err(VariantError::BadRequest(
            "the rule catalogue with predicates exists for goff only; goff-quantum's rules are in spec/variants/goff-quantum.md and checked by `verify --variant goff-quantum`".into(),
        ))
    }

    fn checks(&self, positions: usize, _plies: u64) -> Vec<Check> {
        super::checks::checks(positions)
    }

    fn cases(&self) -> Vec<Case> {
        super::suite::cases()
    }

    /// Rejected readings (king safety, the classical knight, the
    /// rectangle gate), and each kind of piece's quantum moves dropped.
    fn mutants(&self) -> Vec<Mutant> {
        let reading = |key: &'static str, value: &'static str, rule| Mutant {
            name: format!("{key}={value}"),
            rule,
            fault: Fault::Option(key, value),
        };
        // The rejected readings an engine written from the chapter may
        // take: king safety left to the players (O5), a knight that jumps
        // classically instead of deflecting (L16619-16623), a linear
        // move gated by its whole rectangle (O12).
        let mut out = vec![
            reading(KING_SAFETY, "ignored", "king-safety"),
            reading(KNIGHT, "classical", "deflection"),
            reading(LINEAR_GATE, "rectangle", "perimeter"),
        ];
        for (piece, rule) in [
            ("pawn", "pawn-advance"),
            ("knight", "deflection"),
            ("stack", "fission"),
            ("rook", "perimeter"),
            ("bishop", "perimeter"),
            ("duke", "perimeter"),
        ] {
            out.push(Mutant {
                name: format!("no-{piece}-moves"),
                rule,
                fault: Fault::DropPiece(piece),
            });
        }
        // A base piece whose lines stop one cell short of the farthest
        // proxy (a proxy off the board placed by `off_board`); lifting
        // a blocker out of an ensemble is not one classical change, so
        // no `passes-blocker` here.
        for piece in ["rook", "bishop", "duke"] {
            out.extend(crate::core::case::rider_mutants(piece, "perimeter", false));
        }
        out
    }
}
