//! `congruent moves`: every legal move of the side to move, with the
//! game's status.

use super::args::{PositionArgs, RuleArgs};
use super::position::{position_refusal, read_position, refuse_ignored};
use super::{print_json, Exit};

/// Read a JSON game on stdin (or --input, --fen, or --start) and print
/// every legal move of the side to move, with the game's status.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    position: PositionArgs,
    /// Use the starting position instead of reading one (stdin must
    /// then hold nothing).
    #[arg(long, conflicts_with_all = ["input", "fen"])]
    start: bool,
    /// Pretty-print the JSON.
    #[arg(long)]
    pretty: bool,
    /// In a variant whose turn is several moves (positional-*): list
    /// the single moves that compose the legal turns instead of the
    /// turns (elsewhere a turn is one move: the same list).
    #[arg(long)]
    singles: bool,
    #[command(flatten)]
    rules: RuleArgs,
}

pub fn run(a: Args) -> Exit {
    refuse_ignored(position_refusal("moves", &a.position, a.start, &a.rules))?;
    let (r, options) = a.rules.resolve()?;
    let pos = match read_position("moves", &a.position, a.start)? {
        None => r.start(&options).map_err(|e| e.to_string())?,
        Some(p) => p,
    };
    let validation = a.position.validation();
    let reply = match a.singles {
        true => r.single_moves(&options, &pos, validation),
        false => r.moves(&options, &pos, validation),
    }
    .map_err(|e| e.to_string())?;
    print_json(
        &serde_json::to_value(reply).expect("serialisable"),
        a.pretty,
    )
}
