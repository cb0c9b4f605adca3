//! `congruent perft`: the number of legal move sequences of DEPTH plies.

use super::args::{PositionArgs, RuleArgs};
use super::position::{position_refusal, read_position, refuse_ignored};
use super::{note, print_json, Exit};
use congruent::core::variant::PerftMode;
use serde_json::Value;
use std::process::ExitCode;

/// Count the legal move sequences of DEPTH plies from the JSON position
/// on stdin (or --input FILE, --fen S), or from the starting position
/// (--start, or when stdin is a terminal or empty).
#[derive(clap::Args)]
pub struct Args {
    /// Plies to count, 0 to 6 (7 for third-dimension, 8 for
    /// tetrahedral, whose trees are smaller): deeper is refused at once
    /// (Goff's perft(6) of the start is about 2.5e12 nodes, some 21 hours
    /// on 2 cores; split such a count with --shard, spec/perft.md#shards).
    depth: u32,
    #[command(flatten)]
    position: PositionArgs,
    /// Count from the starting position and read nothing (stdin must
    /// then hold nothing).
    #[arg(long, conflicts_with_all = ["input", "fen"])]
    start: bool,
    /// Print the count below each first move (not with --shard, whose
    /// line holds them all: `perft-merge --divide` prints them).
    #[arg(long)]
    divide: bool,
    /// Use the plain reference implementation (slow) instead of the
    /// engine.
    #[arg(long, conflicts_with = "checked")]
    reference: bool,
    /// Check at every node that unmaking a move restores the game
    /// (goff; the other variants play each move on a copy).
    #[arg(long)]
    checked: bool,
    /// Count a position met again with the same plies left once, from a
    /// table keyed by the whole position: the same count, faster at depth
    /// (third-dimension, tetrahedral, trans-dimensional; one table a
    /// count, or a first move under --shard, shared by the threads, of
    /// some 4 GiB at most; spec/perft.md#memo).
    #[arg(long, conflicts_with_all = ["reference", "checked"])]
    memo: bool,
    /// Count only shard I of K (the first moves whose index in move-key
    /// order is I modulo K) and print it as one JSON line for
    /// `perft-merge` (spec/perft.md#shards).
    #[arg(long, value_name = "I/K", value_parser = congruent::core::shard::parse_shard)]
    shard: Option<(usize, usize)>,
    #[command(flatten)]
    rules: RuleArgs,
}

pub fn run(a: Args) -> Exit {
    refuse_ignored(position_refusal("perft", &a.position, a.start, &a.rules))?;
    if a.divide && a.shard.is_some() {
        return Err("--divide: not with --shard (its line holds every first move's count; `perft-merge --divide` prints them)".into());
    }
    let (r, options) = a.rules.resolve()?;
    if a.checked && r.id() != "goff" {
        return Err(format!(
            "--checked: goff only ({} plays each move on a copy of the position: there is no unmake to check)",
            r.id()
        ));
    }
    let given = read_position("perft", &a.position, a.start)?;
    let pos = match &given {
        None => r.start(&options).map_err(|e| e.to_string())?,
        Some(p) => p.clone(),
    };
    if a.memo && matches!(r.id(), "goff" | "goff-quantum") {
        return Err(format!(
            "--memo: the cell variants only ({} counts every node)",
            r.id()
        ));
    }
    let mode = match (a.reference, a.checked, a.memo) {
        (true, _, _) => PerftMode::Reference,
        (_, true, _) => PerftMode::CheckedUnmake,
        (_, _, true) => PerftMode::Memo,
        _ => PerftMode::Engine,
    };
    let (depth, validation) = (a.depth, a.position.validation());
    let bar = perft_bar();
    let progress = |done, of| tick(&bar, done, of);
    if let Some((i, k)) = a.shard {
        let (nodes, rows) = r
            .perft_shard(&options, &pos, validation, depth, i, k, mode, &progress)
            .map_err(|e| e.to_string())?;
        bar.finish_and_clear();
        let result = congruent::core::shard::ShardResult {
            variant: r.id().to_string(),
            options: options.clone(),
            position: given.unwrap_or(Value::Null),
            depth,
            shard: i,
            of: k,
            nodes,
            moves: rows.into_iter().collect(),
        };
        let line = serde_json::to_value(&result).map_err(|e| e.to_string())?;
        return print_json(&line, false);
    }
    let began = std::time::Instant::now();
    let (total, rows) = r
        .perft_by(&options, &pos, validation, depth, a.divide, mode, &progress)
        .map_err(|e| e.to_string())?;
    bar.finish_and_clear();
    for (m, n) in rows {
        outln!("{m} {n}");
    }
    outln!("perft({depth}) = {total}");
    note(format_args!("{:.2?}", began.elapsed()));
    Ok(ExitCode::SUCCESS)
}

/// Perft's progress over its first moves, on stderr when it is a terminal,
/// nowhere otherwise.
fn perft_bar() -> indicatif::ProgressBar {
    use std::io::IsTerminal;
    match std::io::stderr().is_terminal() {
        true => indicatif::ProgressBar::new(0).with_style(
            indicatif::ProgressStyle::with_template(
                "{bar:40} {pos}/{len} first moves {elapsed} (about {eta} left)",
            )
            .expect("a valid template"),
        ),
        false => indicatif::ProgressBar::hidden(),
    }
}

fn tick(bar: &indicatif::ProgressBar, done: usize, of: usize) {
    bar.set_length(of as u64);
    bar.set_position(done as u64);
}
