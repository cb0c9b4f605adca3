//! `congruent reach`: every pseudo-legal destination of every piece.

use super::args::{PositionArgs, RuleArgs};
use super::position::{position_refusal, read_position, refuse_ignored};
use super::{print_json, Exit};

/// Read a JSON position on stdin (or --input FILE, --fen S) and print
/// every pseudo-legal destination of every piece as JSON.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    position: PositionArgs,
    /// Pretty-print the JSON.
    #[arg(long)]
    pretty: bool,
    #[command(flatten)]
    rules: RuleArgs,
}

pub fn run(a: Args) -> Exit {
    refuse_ignored(position_refusal("reach", &a.position, false, &a.rules))?;
    let (r, options) = a.rules.resolve()?;
    let pos = read_position("reach", &a.position, false)?.ok_or("reach: no position")?;
    let moves = r.reach(&options, &pos).map_err(|e| e.to_string())?;
    print_json(&serde_json::json!({ "moves": moves }), a.pretty)
}
