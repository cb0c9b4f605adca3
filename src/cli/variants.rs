//! `congruent variants`: the variants congruent implements.

use super::position::{none_refusal, refuse_ignored};
use super::{print_json, Exit};
use congruent::registry;
use serde_json::Value;
use std::process::ExitCode;

/// List the variants congruent implements.
#[derive(clap::Args)]
pub struct Args {
    /// Print JSON (id, title, options) instead of text.
    #[arg(long)]
    json: bool,
}

pub fn run(a: Args) -> Exit {
    refuse_ignored(none_refusal("variants", None, ""))?;
    if a.json {
        let list: Vec<Value> = registry::VARIANTS
            .iter()
            .map(|v| serde_json::json!({"id": v.id(), "title": v.title(), "options": v.option_set()}))
            .collect();
        return print_json(&Value::Array(list), false);
    }
    let width = registry::VARIANTS.iter().map(|v| v.id().len()).max();
    for v in registry::VARIANTS {
        outln!("{:<w$} {}", v.id(), v.title(), w = width.unwrap_or(0));
    }
    Ok(ExitCode::SUCCESS)
}
