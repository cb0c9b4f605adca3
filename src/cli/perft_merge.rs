//! `congruent perft-merge`: the sum of `perft --shard` lines.

use super::position::{names_stdin, refuse_ignored};
use super::stdin;
use super::Exit;
use congruent::core::input;
use std::path::PathBuf;
use std::process::ExitCode;

/// Sum the JSON lines of `perft --shard` runs (from the files, or
/// else stdin) into one perft count, checking that every shard of one
/// count is there exactly once.
#[derive(clap::Args)]
pub struct Args {
    /// Files of shard results; stdin if none.
    files: Vec<PathBuf>,
    /// Print the count below each first move.
    #[arg(long)]
    divide: bool,
}

pub fn run(a: Args) -> Exit {
    let given: Vec<Option<&PathBuf>> = a.files.iter().map(Some).collect();
    refuse_ignored(match a.files.is_empty() || names_stdin(&given) {
        true => None,
        false => Some(
            "perft-merge: FILEs and shard lines on stdin: choose one (stdin is read when no FILE is given)"
                .into(),
        ),
    })?;
    let mut results = Vec::new();
    if a.files.is_empty() && stdin::is_terminal() {
        return Err("perft-merge: no FILE, and stdin is a terminal: give the shard files, or pipe their lines".into());
    }
    if a.files.is_empty() {
        let text = input::read_bounded(std::io::stdin().lock(), input::MAX_SUITE, "stdin")?;
        results.extend(congruent::core::shard::read(&text, "stdin")?);
    }
    for f in &a.files {
        let text = input::read_file(f, input::MAX_SUITE, &f.display().to_string())?;
        results.extend(congruent::core::shard::read(
            &text,
            &f.display().to_string(),
        )?);
    }
    let merged = congruent::core::shard::merge(&results)?;
    if a.divide {
        for (m, n) in &merged.moves {
            outln!("{m} {n}");
        }
    }
    outln!("perft({}) = {}", merged.depth, merged.nodes);
    Ok(ExitCode::SUCCESS)
}
