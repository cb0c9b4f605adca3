//! Allan Goff's rules as a [`Variant`]: the face the 8x8x8 planar engine
//! shows the generic layers. Its JSON forms (`json`), its compact string
//! (`fen`) and its conformance suite (`suite`) live here; the rules
//! themselves are the crate's `engine`, `reference` and `game` modules.

pub mod checks;
pub mod engine;
pub mod game;
pub mod geometry;
pub mod notation;
pub mod pieces;
pub mod position;
pub mod quantum;
pub mod reach;
pub mod readings;
pub mod reference;
pub mod render;
pub mod rules;
pub mod samples;

mod cases;
pub mod fen;
mod fission_suite;
pub mod json;
pub mod moves_suite;
pub mod suite;
mod witness_suite;

use crate::core::case::move_key;
use crate::core::case::Mutant;
use crate::core::variant::{
    CatalogueFormat, CellInfo, Check, MovesReply, OnProgress, OptionSpec, PerftMode, Report,
    Validation, Variant, VariantError,
};
use crate::goff::game::perft;
use crate::goff::game::Implementation;
use crate::goff::game::{Game, Status};
use crate::goff::readings::{Readings, OPTIONS};
use serde_json::{Map, Value};

/// The rules of Allan Goff, *Discovering the Rules to 3D Chess* (2022).
#[derive(Debug, Default, Clone, Copy)]
pub struct Goff;

impl Goff {
    /// A game from the protocol's position: a JSON object (`spec/protocol.md`)
    /// or a compact string (`spec/position-string.md`), read into a setup
    /// and checked by the one constructor, [`Game::from_setup`].
    pub fn game(
        options: &Readings,
        position: &Value,
        validation: Validation,
    ) -> Result<Game, VariantError> {
        let setup = match position {
            Value::String(s) => fen::parse_fen(s).map_err(VariantError::Rejected)?,
            Value::Object(_) => json::parse_game_value(position)
                .map_err(|e| VariantError::Rejected(e.to_string()))?,
            other => {
                return Err(VariantError::Rejected(format!(
                    "expected a JSON object such as {{\"pieces\":[...]}} or a compact position string, found {}",
                    crate::core::input::excerpt(&other.to_string())
                )))
            }
        };
        Game::from_setup(setup, *options, validation)
            .map_err(|e| VariantError::Rejected(e.to_string()))
    }
}

impl Variant for Goff {
    type Options = Readings;
    type Game = Game;

    fn id(&self) -> &'static str {
        "goff"
    }

    fn title(&self) -> &'static str {
        "Allan Goff, Discovering the Rules to 3D Chess (2022)"
    }

    fn option_set(&self) -> Vec<OptionSpec> {
        OPTIONS
            .iter()
            .map(|o| OptionSpec {
                key: o.key,
                values: o.values.to_vec(),
                source: o.source,
            })
            .collect()
    }

    fn options(&self, fields: &Map<String, Value>) -> Result<Readings, VariantError> {
        Readings::from_fields(fields).map_err(VariantError::BadRequest)
    }

    fn options_json(&self, options: &Readings) -> Map<String, Value> {
        json::to_object(options)
    }

    fn piece_kinds(&self) -> Vec<&'static str> {
        crate::goff::pieces::PieceKind::ALL
            .iter()
            .map(|k| k.name())
            .collect()
    }

    fn cells(&self, _: &Readings) -> Vec<CellInfo> {
        use crate::goff::geometry::{BishopColour, Tile};
        Tile::all()
            .map(|t| CellInfo {
                colour: match t.bishop_colour() {
                    BishopColour::White => "white",
                    BishopColour::Black => "black",
                },
                coords: [t.z(), t.i(), t.j()],
                level: crate::goff::notation::LEVELS[t.z() as usize - 1],
                name: t.to_string(),
            })
            .collect()
    }

    fn start(&self, options: &Readings) -> Game {
        Game::start_with(*options)
    }

    fn parse(
        &self,
        options: &Readings,
        position: &Value,
        validation: Validation,
    ) -> Result<Game, VariantError> {
        Goff::game(options, position, validation)
    }

    fn to_json(&self, game: &Game) -> Value {
        json::game_json(game)
    }

    fn to_compact(&self, game: &Game) -> String {
        fen::to_fen(game)
    }

    fn reach(&self, game: &Game) -> Vec<Map<String, Value>> {
        json::reach_report(&game.position, game.rules)
            .moves
            .into_iter()
            .map(json::to_object)
            .collect()
    }

    fn moves(&self, game: &Game) -> MovesReply {
        let report = json::moves_report(&mut game.clone());
        MovesReply {
            fen: report.fen,
            to_move: report.to_move.name().into(),
            status: match report.status {
                Status::Ongoing => "ongoing",
                Status::Checkmate => "checkmate",
                Status::Stalemate => "stalemate",
            }
            .into(),
            check: report.check,
            moves: report.moves.into_iter().map(json::to_object).collect(),
        }
    }

    fn play(&self, game: &mut Game, key: &str) -> Result<(), VariantError> {
        let moves = game.legal_moves();
        let found = moves
            .iter()
            .find(|m| move_key(&json::to_object(json::move_entry(game, m))) == key)
            .copied()
            .ok_or_else(|| VariantError::BadRequest(format!("{key}: not a legal move here")))?;
        game.make(&found);
        Ok(())
    }

    fn perft(&self, game: &Game, depth: u32) -> u64 {
        perft::perft_parallel(game, depth)
    }

    fn divide(&self, game: &Game, depth: u32) -> Vec<(Map<String, Value>, u64)> {
        let mut rows = perft::divide_parallel(game, depth);
        rows.sort_by_key(|(m, _)| *m);
        rows.into_iter()
            .map(|(m, n)| (json::to_object(json::move_entry(game, &m)), n))
            .collect()
    }

    fn perft_by(
        &self,
        game: &Game,
        depth: u32,
        mode: PerftMode,
        progress: OnProgress,
    ) -> Result<crate::core::variant::PerftRows, VariantError> {
        if depth == 0 {
            return Ok((1, Vec::new()));
        }
        if mode == PerftMode::Memo {
            return Err(VariantError::BadRequest(
                "the memo count is the cell variants' (goff's engine counts every node)".into(),
            ));
        }
        let mut g = game.clone();
        if mode == PerftMode::Reference {
            g.implementation = Implementation::Reference;
        }
        let rows = match mode {
            PerftMode::Engine | PerftMode::Reference | PerftMode::Memo => {
                perft::divide_with(&g, depth, progress, |g, d| {
                    Ok::<u64, VariantError>(perft::perft(g, d))
                })?
            }
            // Each first move's subtree on its own thread, make/unmake
            // checked at every node below it; the first move itself is
            // made on a copy.
            PerftMode::CheckedUnmake => perft::divide_with(&g, depth, progress, |g, d| {
                perft::perft_checked(g, d).map_err(VariantError::Limit)
            })?,
        };
        let total = rows.iter().map(|(_, n)| n).sum();
        let rows = rows.iter().map(|(m, n)| (game.notation(m), *n)).collect();
        Ok((total, rows))
    }

    fn draw(&self, game: &Game, from: &str) -> Result<String, VariantError> {
        let tile = crate::goff::notation::parse_tile(from, crate::goff::pieces::Side::White)
            .map_err(|e| VariantError::BadRequest(format!("TILE: {e}")))?;
        if game.position.piece_at(tile).is_none() {
            return Err(VariantError::BadRequest(format!(
                "TILE: no piece on {tile}"
            )));
        }
        let dests = crate::goff::engine::reach_with(&game.position, tile, game.rules);
        Ok(crate::goff::render::render(&game.position, tile, &dests))
    }

    fn catalogue(
        &self,
        options: &Readings,
        check: bool,
        only: Option<u32>,
        format: CatalogueFormat,
    ) -> Result<Report, VariantError> {
        crate::goff::rules::report(options, check, only, format).map_err(VariantError::BadRequest)
    }

    fn checks(&self, positions: usize, plies: u64) -> Vec<Check> {
        let mut checks = crate::goff::checks::checks(positions, plies);
        // Here, not in `checks`, which the suite's modules are above.
        checks.push(Check::new("derived moves cases = reference", || {
            moves_suite::reference_confirms(&suite::cases(), 10, 1)
        }));
        checks
    }

    fn cases(&self) -> Vec<crate::core::case::Case> {
        suite::cases()
    }

    /// Goff's mutants: every rejected reading (each option value but the
    /// adopted one) faults the rule its option reads, and the faults a
    /// buggy engine shows (`spec/conformance.md#mutants`).
    fn mutants(&self) -> Vec<Mutant> {
        use crate::core::case::Fault::*;
        let mut out: Vec<Mutant> = crate::goff::readings::OPTIONS
            .iter()
            .flat_map(|o| {
                let rule = option_rule(o.key);
                o.values[1..].iter().map(move |&v| Mutant {
                    name: format!("{}={v}", o.key),
                    rule,
                    fault: Option(o.key, v),
                })
            })
            .collect();
        let m = |name: &str, rule, fault| Mutant {
            name: name.into(),
            rule,
            fault,
        };
        out.extend([
            m("no-castle", "CR58", Drop("castle")),
            m("no-en-passant", "CR54", Drop("en-passant")),
            m("queen-only-promotion", "CR41", PromoteOnly("queen")),
            m("no-uplift", "CR41", Drop("uplift")),
            m("no-fission", "stack", Drop("fission")),
            m("no-decay", "stack", Drop("decay")),
            m("no-stack-move", "stack", Drop("stack-move")),
            m("no-combine", "stack", Drop("combine")),
            m("no-teleport", "stack", Drop("teleport")),
            // The anti-queen's longest leaps, two steps on two axes and one
            // on the third (CR33, L17897-17898): an engine that bounds the
            // 5x5x5 cube wrongly misses them.
            m(
                "no-long-knight-leaps",
                "CR33",
                DropLeap("knight", [1, 2, 2]),
            ),
            m(
                "stalemate-as-checkmate",
                "CR51",
                Status("stalemate", "checkmate"),
            ),
            m(
                "checkmate-as-stalemate",
                "CR53",
                Status("checkmate", "stalemate"),
            ),
            m("never-check", "CR52", NeverCheck),
        ]);
        // A base piece's ray walked wrongly (its range: CR24, CR26, CR28;
        // the queen's, the sum of theirs: CR29).
        for (piece, rule) in [
            ("rook", "CR24"),
            ("bishop", "CR26"),
            ("duke", "CR28"),
            ("queen", "CR29"),
        ] {
            out.extend(crate::core::case::rider_mutants(piece, rule, true));
        }
        // A piece that takes its own side, each by its own rule (the
        // king's range: CR49; the pawn's captures: CR36).
        for (piece, rule) in [
            ("rook", "CR24"),
            ("bishop", "CR26"),
            ("duke", "CR28"),
            ("queen", "CR29"),
            ("knight", "CR33"),
            ("king", "CR49"),
        ] {
            out.push(m(&format!("captures-own-{piece}"), rule, CaptureOwn(piece)));
        }
        out.extend([
            m("pawn-captures-straight", "CR36", PawnStraight),
            m("no-double-advance", "CR39", NoDoubleStep),
            m("double-advance-again", "CR39", DoubleStepAgain),
        ]);
        // Each special move listed twice, faulting the rule that drops it.
        for (kind, rule) in [
            ("castle", "CR58"),
            ("en-passant", "CR54"),
            ("promotion", "CR41"),
            ("uplift", "CR41"),
            ("fission", "stack"),
            ("decay", "stack"),
            ("stack-move", "stack"),
            ("combine", "stack"),
            ("teleport", "stack"),
        ] {
            out.push(m(&format!("doubled-{kind}"), rule, Doubled(kind)));
        }
        out.extend(crate::core::case::unsafe_mutants("CR52"));
        out
    }
}

/// The congruent rule each of Goff's options reads (`src/goff/readings.rs`
/// cites each option's passage).
fn option_rule(key: &str) -> &'static str {
    match key {
        "perimeter" => "CR18",
        "motion" | "time_symmetric" => "CR17",
        "linear" => "CR22",
        "king" | "brook_balance" => "CR49",
        "pawn_capture" => "CR44",
        "en_passant_board" => "CR54",
        "castling_planes" => "CR57",
        "castling_rook" => "CR59",
        _ => "CR48",
    }
}
