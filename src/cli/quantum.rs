//! `congruent quantum`: quantum moves (Part V) applied to an ensemble of
//! classical histories, with the report of each move and the virtual
//! pieces after the last (`spec/variants/goff-quantum.md`).

use super::args::PositionArgs;
use super::position::read_position;
use super::{print_json, Exit};
use congruent::goff::game::{Game, Implementation};
use congruent::goff::quantum::options::{
    self, DOUBLE_ADVANCE, DUPLEX, FISSION, KNIGHT, KNIGHT_DISTANCE, LINEAR_GATE, OMITTED,
};
use congruent::goff::quantum::{play, Ensemble, Options, Report};
use std::process::ExitCode;

/// Apply quantum moves, in the book's notation and the mover's frame
/// (`R(KR3,3) -- [KR6,6]5`, `N(KB6,3) -- [KR6,3]R`, `P(K7,7) -- [K8,8]q`;
/// `---` passes, as Black does in the chapter's scenarios), to an ensemble
/// read as JSON on stdin (or --input, --fen, --start): an ensemble in the
/// form this command prints with --format json, or a classical position,
/// which is one history. Prints each move's report (histories before and
/// after, pruned by conflict and by differentiation) and every piece's
/// virtual pieces in the chapter's Dirac notation.
#[derive(clap::Args)]
pub struct Args {
    /// The moves, in order (quote each: they hold spaces; put `--` before
    /// the moves when one of them is `---`).
    #[arg(required = true, value_name = "MOVE")]
    moves: Vec<String>,
    #[command(flatten)]
    position: PositionArgs,
    /// Start from the classical starting position.
    #[arg(long, conflicts_with_all = ["input", "fen"])]
    start: bool,
    /// text, or json: the reports and the ensemble after the last move.
    #[arg(long, default_value = "text", value_parser = ["text", "json"])]
    format: String,
    /// Pretty-print the JSON.
    #[arg(long)]
    pretty: bool,
    /// Play every history by Goff's plain reference instead of the engine
    /// (the two must agree; this is the cross-check).
    #[arg(long)]
    reference: bool,
    /// O5: create children that leave the mover's king attacked (the
    /// default prunes them: every history a legal classical game).
    #[arg(long)]
    ignore_king_safety: bool,
    /// O18: refuse `---` (the default lets it pass the turn, for the
    /// chapter's scenarios).
    #[arg(long)]
    no_pass: bool,
    /// O11: what a rook's, bishop's, duke's or stack's move without a
    /// spread covers: full (the whole perimeter), pure (without its end
    /// tiles), or refused.
    #[arg(long, default_value = "full", value_parser = ["full", "pure", "refused"])]
    omitted_spread: String,
    /// O12: what gates a linear move's tiles off its line: own-move (each
    /// tile's own classical move in the plane) or rectangle (the whole
    /// advancement rectangle).
    #[arg(long, default_value = "own-move", value_parser = ["own-move", "rectangle"])]
    linear_gate: String,
    /// The knight's quantum move: deflection (a base piece's attempt,
    /// L16619-16623) or classical (a classical jump in every history).
    #[arg(long, default_value = "deflection", value_parser = ["deflection", "classical"])]
    knight: String,
    /// O16: a deflected knight's proxy two steps along the attempted ray,
    /// or any number of steps.
    #[arg(long, default_value = "two", value_parser = ["two", "any"])]
    knight_distance: String,
    /// O20: a pawn's advance to perimeter 2 from first-move (the start
    /// tile only: the double advance) or classical (wherever the
    /// history's classical pawn reaches the tile, as an unshackled pawn).
    #[arg(long, default_value = "first-move", value_parser = ["first-move", "classical"])]
    double_advance: String,
    /// O21: a stack's fission makes every pair of open window tiles
    /// (book: Fig. 254's 105 histories) or only the pairs the history's
    /// classical region rule allows (classical).
    #[arg(long, default_value = "book", value_parser = ["book", "classical"])]
    fission: String,
    /// O8: a duke's proxy on a duplex tile (in two planes' quadrants) is
    /// refused, or names a move in both planes (both-planes).
    #[arg(long, default_value = "refused", value_parser = ["refused", "both-planes"])]
    duplex: String,
    /// Refuse a move that leaves more distinct positions than this.
    #[arg(long, default_value_t = 100_000, value_name = "N")]
    max_positions: usize,
}

/// What `--format json` printed reads back (issue 40): its `ensemble`,
/// the reports of the moves that made it (`moves`) left aside; any other
/// value as it is.
fn printed_ensemble(value: serde_json::Value) -> Result<serde_json::Value, String> {
    let serde_json::Value::Object(mut top) = value else {
        return Ok(value);
    };
    if !top.contains_key("ensemble") {
        return Ok(serde_json::Value::Object(top));
    }
    if let Some(other) = top
        .keys()
        .find(|k| !matches!(k.as_str(), "ensemble" | "moves"))
    {
        return Err(format!(
            "quantum: position: unknown field \"{other}\" beside \"ensemble\" (this command's --format json prints \"ensemble\" and \"moves\")"
        ));
    }
    Ok(top.remove("ensemble").unwrap_or_default())
}

/// The most distinct positions whose joint state is printed.
const JOINT_TERMS: usize = 64;

pub fn run(a: Args) -> Exit {
    let validation = a.position.validation();
    let start = match read_position("quantum", &a.position, a.start)? {
        None => Ensemble::classical(Game::start()),
        Some(value) => {
            Ensemble::from_json(&printed_ensemble(value)?, validation).map_err(|e| e.to_string())?
        }
    };
    let mut options = Options {
        king_safety: !a.ignore_king_safety,
        pass: !a.no_pass,
        max_positions: a.max_positions,
        ..Options::default()
    };
    // The flags' values are the option values (clap has checked them), set
    // as `--set` sets them.
    for (key, value) in [
        (OMITTED, &a.omitted_spread),
        (LINEAR_GATE, &a.linear_gate),
        (KNIGHT, &a.knight),
        (KNIGHT_DISTANCE, &a.knight_distance),
        (DOUBLE_ADVANCE, &a.double_advance),
        (FISSION, &a.fission),
        (DUPLEX, &a.duplex),
    ] {
        assert!(options::set(&mut options, key, value), "{key}={value}");
    }
    let how = match a.reference {
        true => Implementation::Reference,
        false => Implementation::Engine,
    };
    let mut ensemble = start;
    let mut reports: Vec<Report> = Vec::new();
    for (n, m) in a.moves.iter().enumerate() {
        let (next, report) = play(&ensemble, m, &options, how)
            .map_err(|e| format!("move {} ({}): {e}", n + 1, super::one_line(m)))?;
        ensemble = next;
        reports.push(report);
    }
    if a.format == "json" {
        let value = serde_json::json!({"moves": reports, "ensemble": ensemble.to_json()});
        return print_json(&value, a.pretty);
    }
    for (n, r) in reports.iter().enumerate() {
        outln!(
            "{}. {}: {}; histories {} -> {} ({} -> {} positions); pruned by conflict {}, by differentiation {}; {} window positions off the board",
            n + 1,
            r.text,
            r.shape,
            r.histories_before,
            r.histories_after,
            r.positions_before,
            r.positions_after,
            r.pruned_by_conflict,
            r.pruned_by_differentiation,
            r.off_board
        );
    }
    let superposed: Vec<_> = ensemble
        .pieces()
        .into_keys()
        .filter(|&id| ensemble.virtual_pieces(id).len() > 1 || ensemble.captured(id) > 0)
        .collect();
    for &id in &superposed {
        outln!("{}", ensemble.dirac(id));
    }
    // Several pieces in superposition: their joint state (eqs. 4-10,
    // L16833-16932), which the pieces' own states do not determine.
    // One term per distinct position at most: printed while it stays short.
    if superposed.len() > 1 && ensemble.histories.len() <= JOINT_TERMS {
        outln!("{}", ensemble.joint(&superposed));
    }
    Ok(ExitCode::SUCCESS)
}
