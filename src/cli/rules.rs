//! `congruent rules`: the congruent rules, and their checks.

use super::args::RuleArgs;
use super::position::{none_refusal, refuse_ignored};
use super::{exit, Exit};
use congruent::core::variant::CatalogueFormat;

/// List the congruent rules; with --check, run every rule's predicate
/// and print pass or fail per rule.
#[derive(clap::Args)]
pub struct Args {
    /// Run every rule's check.
    #[arg(long)]
    check: bool,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
    /// Print the index page spec/catalogue.md (every rule, under no
    /// option: not with --only, --set, --rules, --perimeter).
    #[arg(long, conflicts_with_all = ["json", "check"])]
    markdown: bool,
    /// Only the rule with this number.
    #[arg(long)]
    only: Option<u32>,
    #[command(flatten)]
    rules: RuleArgs,
}

pub fn run(a: Args) -> Exit {
    refuse_ignored(none_refusal(
        "rules",
        Some(&a.rules),
        " (options come from --rules FILE or --set KEY=VALUE)",
    ))?;
    if a.markdown {
        if a.only.is_some() {
            return Err("--only: not with --markdown (the index page lists every rule)".into());
        }
        if let Some(flag) = a.rules.option_flag() {
            return Err(format!(
                "{flag}: not with --markdown (the index page is the same under every option)"
            ));
        }
    }
    let (r, options) = a.rules.resolve()?;
    let format = match (a.markdown, a.json) {
        (true, _) => CatalogueFormat::Markdown,
        (_, true) => CatalogueFormat::Json,
        _ => CatalogueFormat::Text,
    };
    let report = r
        .catalogue(&options, a.check, a.only, format)
        .map_err(|e| e.to_string())?;
    out!("{}", report.text);
    Ok(exit(report.passed))
}
