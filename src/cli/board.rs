//! `congruent board`: the cells of a variant's board as JSON.

use super::args::RuleArgs;
use super::position::{none_refusal, refuse_ignored};
use super::{print_json, Exit};

/// Print the cells of a variant's board as JSON: name, coordinates,
/// level, colour.
#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    rules: RuleArgs,
}

pub fn run(a: Args) -> Exit {
    refuse_ignored(none_refusal("board", Some(&a.rules), ""))?;
    let (r, options) = a.rules.resolve()?;
    let cells = r.cells(&options).map_err(|e| e.to_string())?;
    print_json(
        &serde_json::json!({"variant": r.id(), "cells": cells}),
        false,
    )
}
