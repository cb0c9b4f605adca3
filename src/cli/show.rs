//! `congruent show`: a piece's destinations drawn, as text or SVG.

use super::args::{PositionArgs, RuleArgs};
use super::position::{position_refusal, read_position, refuse_ignored};
use super::Outcome;
use congruent::input;
use congruent::picture::{self, Layout};
use std::process::ExitCode;

/// Draw the destinations of the piece on TILE in the JSON position
/// read from stdin (or --input FILE, --fen S), level by level: as text,
/// or as an SVG picture with the book's decorators (Appendix II).
#[derive(clap::Args)]
pub struct Args {
    /// The tile or cell of the piece to show, e.g. K5,4 (goff), IIIc1
    /// (third-dimension).
    tile: String,
    /// text (characters per tile) or svg (a picture).
    #[arg(long, default_value = "text")]
    format: String,
    /// svg: stacked (levels in perspective, bottom to top, as the
    /// book draws them; the default) or grid (levels side by side, seen
    /// from above).
    #[arg(long)]
    layout: Option<String>,
    #[command(flatten)]
    position: PositionArgs,
    #[command(flatten)]
    rules: RuleArgs,
}

pub fn run(a: Args) -> Outcome {
    refuse_ignored(position_refusal("show", &a.position, false, &a.rules))?;
    let given = a.layout.is_some();
    let (r, options) = a.rules.resolve()?;
    let layout = match a.layout.as_deref() {
        None => picture::default_layout(r.id()),
        Some(name) => Layout::parse(name).ok_or_else(|| {
            format!(
                "--layout {}: expected stacked or grid",
                input::excerpt(name)
            )
        })?,
    };
    match a.format.as_str() {
        "text" if given => return Err("--layout: only with --format svg".into()),
        "text" | "svg" => {}
        other => {
            return Err(format!(
                "--format {}: expected text or svg",
                input::excerpt(other)
            ))
        }
    }
    let pos = read_position("show", &a.position, false)?.ok_or("show: no position")?;
    let picture = match a.format.as_str() {
        "svg" => picture::show(r, &options, &pos, &a.tile, layout),
        _ => r.draw(&options, &pos, &a.tile),
    };
    out!("{}", picture.map_err(|e| e.to_string())?);
    Ok(ExitCode::SUCCESS)
}
