//! `congruent show`: a piece's destinations drawn, as text or SVG.

use super::args::{PositionArgs, RuleArgs};
use super::position::{position_refusal, read_position, refuse_ignored};
use super::Exit;
use congruent::core::input;
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
    ///
    /// The text form, Goff: one block per level from the top (KR) down,
    /// rows i8 to i1, columns j 1 to 8 (White's frame). A piece is its
    /// letter (R rook, B bishop, D duke, Q queen, N knight, K king, P
    /// pawn, S stack), upper case White's, lower case Black's; `@` the
    /// moving piece; `.` a tile it does not reach. A destination shows
    /// the first of: `x` a capture (the taken piece's letter hidden);
    /// `=` brook, `#` q-tile, `&` hotspot, `~` Feynman tile (reached by
    /// two or three base pieces, Tables 4-5, 34); `1` `2` `3` an end
    /// (linear) tile open in that many planes, `|` a pawn's end tile
    /// (its ways name no planes); `^` apex; `%` duplex (the duke's
    /// face-quadrant apex); `+` between (body) tile; `*` knight jump
    /// (Appendix II, L17996-18107).
    ///
    /// The other variants: one line per level from the top down, each
    /// cell as its name without the level's (`a1`) then its mark: the
    /// piece's letter (upper case White's, lower case Black's; the
    /// letters are the variant's own), `@` the moving piece, `*` an
    /// empty destination, `x` and the letter a capture, `.` an empty
    /// cell it does not reach.
    ///
    /// svg: the pieces as lettered discs (dark: Black's) with a key to
    /// their names, each level named and its lines named along its
    /// edges, the destinations marked (Goff: the book's decorators) and
    /// explained in a legend, each cell's name and content on hover.
    /// goff-quantum: every virtual piece as a small disc with its weight
    /// (the histories holding it), two to a tile, `+N` for more; targets
    /// off the board counted in the heading. third-dimension: each
    /// level's plan shows the other levels' squares, dashed in the
    /// colours of their names.
    #[arg(long, default_value = "text")]
    format: String,
    /// svg: stacked (levels in perspective, bottom to top, as the
    /// book draws them; Goff's default) or grid (levels side by side,
    /// seen from above; the default of every other variant).
    #[arg(long)]
    layout: Option<String>,
    #[command(flatten)]
    position: PositionArgs,
    #[command(flatten)]
    rules: RuleArgs,
}

pub fn run(a: Args) -> Exit {
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
