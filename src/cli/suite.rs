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
    /// Print only the mutation score table: each mutant of the variant
    /// (every variant without --variant), its rule and the number of the
    /// variant's measured cases that kill it, as the Markdown rows of
    /// spec/conformance.md#mutation-scores.
    #[arg(long, conflicts_with = "count")]
    mutants: bool,
}

pub fn run(a: Args) -> Exit {
    refuse_ignored(none_refusal("suite", None, " (it writes the cases)"))?;
    let mut f = a.filter.filter()?;
    if let Some(v) = a.variant {
        registry::by_id(&v).map_err(|e| format!("--variant: {e}"))?;
        f.variant = Some(v);
    }
    if a.mutants {
        return mutation_scores(&f);
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

/// `--mutants`: the rows of the mutation score table, per variant.
fn mutation_scores(f: &congruent::referee::suite::Filter) -> Exit {
    if f.rules.len() + f.ops.len() > 0 || f.pattern.is_some() || f.source.is_some() || f.skip_slow {
        return Err(
            "--mutants: only with --variant (the table is measured on each variant's own cases)"
                .into(),
        );
    }
    outln!("| variant | mutant | rule | cases killing it |");
    outln!("|---|---|---|---:|");
    for v in registry::VARIANTS {
        if f.variant.as_ref().is_some_and(|id| id != v.id()) {
            continue;
        }
        for (m, kills) in congruent::referee::checks::mutation_scores(*v) {
            outln!("| {} | `{}` | {} | {kills} |", v.id(), m.name, m.rule);
        }
    }
    Ok(ExitCode::SUCCESS)
}
