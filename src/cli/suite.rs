//! `congruent suite`: the conformance suite as JSON lines.

use super::args::FilterArgs;
use super::position::{none_refusal, refuse_ignored};
use super::Exit;
use congruent::{referee::conform, registry};
use std::process::ExitCode;

/// Write the conformance suite as JSON lines, one case per line.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    filter: FilterArgs,
    /// Only the cases of this variant (the same as --only-variant).
    #[arg(long, conflicts_with = "only_variant")]
    variant: Option<String>,
    /// Print only the number of cases per rule.
    #[arg(long)]
    count: bool,
}

pub fn run(a: Args) -> Exit {
    refuse_ignored(none_refusal("suite", None, " (it writes the cases)"))?;
    let mut f = a.filter.filter()?;
    if let Some(v) = a.variant {
        registry::by_id(&v).map_err(|e| format!("--variant: {e}"))?;
        f.variant = Some(v);
    }
    let cases = conform::all_cases(&f);
    if a.count {
        out!("{}", conform::rule_counts(&cases));
    } else {
        for c in &cases {
            outln!("{}", c.to_line());
        }
    }
    Ok(ExitCode::SUCCESS)
}
