//! The `congruent` command line. It only parses arguments and prints: every
//! subcommand goes through the rule-set seam (`congruent::variant`) or the
//! conformance runner (`congruent::conform`).

use clap::{Parser, Subcommand, ValueEnum};
use congruent::conform::{self, Bisection, Config, Progress};
use congruent::input;
use congruent::picture::{self, Layout};
use congruent::suite::{self, Filter};
use congruent::variant::{self, CatalogueFormat, PerftMode, Rules, Validation, VariantError};
use serde_json::{Map, Value};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "congruent",
    version,
    about = "Executable specification of 3D chess rule sets, and a conformance harness for other implementations"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Copy, Clone, ValueEnum)]
enum Perimeter {
    /// The book's reading: the whole target perimeter must be empty.
    Strict,
    /// Only the perimeters inside the target's must be empty.
    Lenient,
}

/// Which rules: the variant, then the options of its ambiguous passages
/// and rejected rules (spec/interpretations.md).
#[derive(clap::Args)]
struct RuleArgs {
    /// Rule set: goff (the default), tetrahedral, third-dimension, positional-8x8x2, positional-7x7x3, positional-6x6x4, trans-dimensional (`congruent variants` lists them).
    #[arg(long, default_value = "goff")]
    variant: String,
    /// A JSON file of rule options, e.g. {"king": "natural"}.
    #[arg(long, value_name = "FILE")]
    rules: Option<PathBuf>,
    /// One rule option, KEY=VALUE (repeatable), e.g. --set motion=ram.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    set: Vec<String>,
    /// Does a piece on the target's perimeter block the move?
    /// (goff only; spec/interpretations.md#perimeter-blocking)
    #[arg(long, value_enum)]
    perimeter: Option<Perimeter>,
}

impl RuleArgs {
    /// The rule set and its options: the file's, then each --set, then
    /// --perimeter; checked by the rule set, so an error names the key.
    fn resolve(&self) -> Result<(&'static dyn Rules, Map<String, Value>), String> {
        let rules = variant::by_id(&self.variant).map_err(|e| format!("--variant: {e}"))?;
        // Each source is checked as it is added, so an error names what
        // the user wrote: the file, the --set, or --perimeter.
        let mut fields = Map::new();
        if let Some(path) = &self.rules {
            let at = path.display();
            let text = input::read_file(path, input::MAX_INPUT, &format!("--rules {at}"))?;
            match input::parse_json(&text) {
                Ok(Value::Object(m)) => fields = m,
                Ok(_) => return Err(format!("--rules {at}: expected a JSON object of options")),
                Err(e) => return Err(format!("--rules {at}: {e}")),
            }
            rules
                .options_json(&fields)
                .map_err(|e| format!("--rules {at}: {e}"))?;
        }
        for kv in &self.set {
            let (k, v) = kv
                .split_once('=')
                .ok_or_else(|| format!("--set {}: expected KEY=VALUE", input::excerpt(kv)))?;
            fields.insert(k.to_string(), Value::String(v.to_string()));
            rules
                .options_json(&fields)
                .map_err(|e| format!("--set {}: {e}", input::excerpt(kv)))?;
        }
        if let Some(p) = self.perimeter {
            let v = match p {
                Perimeter::Strict => "strict",
                Perimeter::Lenient => "lenient",
            };
            fields.insert("perimeter".into(), v.into());
        }
        Ok((rules, fields))
    }
}

/// Where a position comes from.
#[derive(clap::Args)]
struct PositionArgs {
    /// Read the JSON position from this file instead of stdin.
    #[arg(long)]
    input: Option<PathBuf>,
    /// The position as a compact string (goff: spec/position-string.md;
    /// other rule sets: spec/variants/ID.md).
    #[arg(long, conflicts_with = "input")]
    fen: Option<String>,
    /// Analyse a position no game reaches (a side without exactly one
    /// king, the side not to move in check) instead of refusing it.
    #[arg(long)]
    allow_illegal: bool,
}

impl PositionArgs {
    fn validation(&self) -> Validation {
        match self.allow_illegal {
            true => Validation::Analysis,
            false => Validation::Legal,
        }
    }
}

/// Which cases of the suite.
#[derive(clap::Args)]
struct FilterArgs {
    /// Only cases that exercise this rule (49, CR49, stack; repeatable).
    #[arg(long = "rule", value_name = "RULE")]
    rule: Vec<String>,
    /// Only cases whose id contains TEXT.
    #[arg(long)]
    pattern: Option<String>,
    /// Only cases of this rule set.
    #[arg(long = "only-variant", value_name = "ID")]
    only_variant: Option<String>,
    /// Only cases whose source contains TEXT (e.g. "Fig. 24", derived).
    #[arg(long)]
    source: Option<String>,
    /// Only cases of this operation: reach, moves, perft (repeatable).
    #[arg(long = "op", value_name = "OP", value_parser = ["reach", "moves", "perft"])]
    ops: Vec<String>,
    /// Leave out cases flagged slow (perft 4 from the start).
    #[arg(long)]
    skip_slow: bool,
}

impl FilterArgs {
    /// The filter; a rule set named by `--only-variant` must exist.
    fn filter(&self) -> Result<Filter, String> {
        if let Some(v) = &self.only_variant {
            variant::by_id(v).map_err(|e| format!("--only-variant: {e}"))?;
        }
        Ok(Filter {
            rules: self.rule.clone(),
            pattern: self.pattern.clone(),
            variant: self.only_variant.clone(),
            source: self.source.clone(),
            ops: self.ops.clone(),
            skip_slow: self.skip_slow,
        })
    }
}

// One value parsed once per run: the size of the largest variant costs
// nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Subcommand)]
enum Command {
    /// Read a JSON position on stdin (or --input) and print every
    /// pseudo-legal destination of every piece as JSON.
    Reach {
        #[command(flatten)]
        position: PositionArgs,
        /// Pretty-print the JSON.
        #[arg(long)]
        pretty: bool,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Read a JSON game on stdin (or --input, --fen, or --start) and print
    /// every legal move of the side to move, with the game's status.
    Moves {
        #[command(flatten)]
        position: PositionArgs,
        /// Use the starting position instead of reading one.
        #[arg(long, conflicts_with_all = ["input", "fen"])]
        start: bool,
        #[arg(long)]
        pretty: bool,
        /// In a rule set whose turn is several moves (positional-*): list
        /// the single moves that compose the legal turns instead of the
        /// turns.
        #[arg(long)]
        singles: bool,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Count the legal move sequences of DEPTH plies from the starting
    /// position (or --input FILE, --fen S).
    Perft {
        depth: u32,
        #[command(flatten)]
        position: PositionArgs,
        /// Print the count below each first move.
        #[arg(long)]
        divide: bool,
        /// Use the plain reference implementation (slow) instead of the
        /// engine.
        #[arg(long, conflicts_with = "checked")]
        reference: bool,
        /// Check at every node that unmaking a move restores the game.
        #[arg(long)]
        checked: bool,
        /// Count only shard I of K (the first moves whose index in move-key
        /// order is I modulo K) and print it as one JSON line for
        /// `perft-merge` (spec/perft.md#shards).
        #[arg(long, value_name = "I/K", value_parser = congruent::shard::parse_shard)]
        shard: Option<(usize, usize)>,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Sum the JSON lines of `perft --shard` runs (from the files, or
    /// stdin) into one perft count, checking that every shard of one count
    /// is there exactly once.
    PerftMerge {
        /// Files of shard results; stdin if none.
        files: Vec<PathBuf>,
        /// Print the count below each first move.
        #[arg(long)]
        divide: bool,
    },
    /// Draw the destinations of the piece on TILE in the JSON position
    /// read from stdin (or --input), level by level: as text, or as an SVG
    /// picture with the book's decorators (Appendix II).
    Show {
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
    },
    /// List the congruent rules; with --check, run every rule's predicate
    /// and print pass or fail per rule.
    Rules {
        /// Run every rule's check.
        #[arg(long)]
        check: bool,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
        /// Print the index page spec/catalogue.md.
        #[arg(long, conflicts_with_all = ["json", "check"])]
        markdown: bool,
        /// Only the rule with this number.
        #[arg(long)]
        only: Option<u32>,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Check the engine against the book: golden files, exhaustive
    /// sweeps, symmetries, the reference implementation, the rule
    /// catalogue, and the conformance suite against congruent itself.
    Verify {
        /// Random positions for the differential check.
        #[arg(long, default_value_t = 2000)]
        positions: usize,
        /// Plies of random play, shared among the rule sets of every
        /// option, with make/unmake checked at each (goff; the other rule
        /// sets play a fixed number of random games).
        #[arg(long, default_value_t = 1_000_000)]
        plies: u64,
        /// Rule set (`congruent variants` lists them).
        #[arg(long, default_value = "goff")]
        variant: String,
    },
    /// Speak the conformance protocol on stdin/stdout: one JSON request
    /// per line, one JSON response per line (spec/conformance.md).
    Serve {
        /// Options every request starts from; a request's own options
        /// override them key by key.
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// List the rule sets congruent implements.
    Variants {
        /// Print JSON (id, title, options) instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Print the cells of a rule set's board as JSON: name, coordinates,
    /// level, colour.
    Board {
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Write our drawings of the book figures the spec pages show
    /// (spec/figures/), one SVG file each.
    Figures {
        /// The folder to write them to, e.g. spec/figures.
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
        /// Replace files that exist.
        #[arg(long)]
        force: bool,
    },
    /// Write the conformance suite as JSON lines, one case per line.
    Suite {
        #[command(flatten)]
        filter: FilterArgs,
        /// Only the cases of this rule set (the same as --only-variant).
        #[arg(long, conflicts_with = "only_variant")]
        variant: Option<String>,
        /// Print only the number of cases per rule.
        #[arg(long)]
        count: bool,
    },
    /// Run the suite against a program that speaks the protocol, or
    /// compare perft with it and bisect to the first difference.
    Conform {
        /// The program and its arguments, e.g. "python3 adapter.py".
        #[arg(long)]
        program: String,
        /// Read the suite from FILE (as written by `congruent suite`).
        #[arg(long)]
        suite: Option<PathBuf>,
        #[command(flatten)]
        filter: FilterArgs,
        /// Seconds a case may take before the program is restarted.
        #[arg(long, default_value_t = 60.0)]
        timeout: f64,
        /// Programs run side by side.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// Send positions as compact strings instead of JSON objects.
        #[arg(long)]
        compact: bool,
        /// Write the per-case results as JSON.
        #[arg(long, value_name = "FILE")]
        json: Option<PathBuf>,
        /// Write a JUnit XML report.
        #[arg(long, value_name = "FILE")]
        junit: Option<PathBuf>,
        /// Write the report as one self-contained HTML page, each failing
        /// case's position drawn (with --perft: the bisection's position).
        #[arg(long, value_name = "FILE")]
        html: Option<PathBuf>,
        /// Replace report files that exist.
        #[arg(long)]
        force: bool,
        /// Compare perft to DEPTH instead of running the suite; on a
        /// mismatch, descend by divide to the first differing position.
        #[arg(long, value_name = "DEPTH")]
        perft: Option<u32>,
        /// The root position of --perft as a compact string (default: the
        /// start).
        #[arg(long, requires = "perft")]
        fen: Option<String>,
        /// Options of the rules congruent compares with (--perft; suite
        /// cases carry their own).
        #[command(flatten)]
        rules: RuleArgs,
    },
}

/// Writes to stdout. A reader that stops early (`| head`) closes the pipe:
/// that ends the run quietly with success instead of a panic; any other
/// write error is reported as one line and exit status 1.
fn emit(text: std::fmt::Arguments) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_fmt(text).and_then(|()| out.flush()) {
        if e.kind() != std::io::ErrorKind::BrokenPipe {
            note(format_args!("congruent: cannot write the output: {e}"));
            std::process::exit(1);
        }
        std::process::exit(0);
    }
}

/// Writes a line to stderr; a closed stderr is not an error.
fn note(text: std::fmt::Arguments) {
    let _ = writeln!(std::io::stderr().lock(), "{text}");
}

macro_rules! out {
    ($($arg:tt)*) => { emit(format_args!($($arg)*)) };
}

macro_rules! outln {
    ($($arg:tt)*) => { emit(format_args!("{}\n", format_args!($($arg)*))) };
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(code) => code,
        Err(message) => {
            note(format_args!("congruent: {}", input::cut(&message)));
            ExitCode::from(2)
        }
    }
}

fn exit(passed: bool) -> ExitCode {
    if passed {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn run(command: Command) -> Result<ExitCode, String> {
    match command {
        Command::Reach {
            position,
            pretty,
            rules,
        } => {
            let (r, options) = rules.resolve()?;
            let pos = read_position(&position)?;
            let moves = r.reach(&options, &pos).map_err(|e| e.to_string())?;
            print_json(&serde_json::json!({ "moves": moves }), pretty)
        }
        Command::Moves {
            position,
            start,
            pretty,
            singles,
            rules,
        } => {
            let (r, options) = rules.resolve()?;
            let pos = match start {
                true => r.start(&options).map_err(|e| e.to_string())?,
                false => read_position(&position)?,
            };
            let reply = match singles {
                true => r.single_moves(&options, &pos, position.validation()),
                false => r.moves(&options, &pos, position.validation()),
            }
            .map_err(|e| e.to_string())?;
            print_json(&serde_json::to_value(reply).expect("serialisable"), pretty)
        }
        Command::Perft {
            depth,
            position,
            divide,
            reference,
            checked,
            shard,
            rules,
        } => {
            let (r, options) = rules.resolve()?;
            let given = match (&position.input, &position.fen) {
                (None, None) => None,
                _ => Some(read_position(&position)?),
            };
            let pos = match &given {
                None => r.start(&options).map_err(|e| e.to_string())?,
                Some(p) => p.clone(),
            };
            let mode = match (reference, checked) {
                (true, _) => PerftMode::Reference,
                (_, true) => PerftMode::CheckedUnmake,
                _ => PerftMode::Engine,
            };
            if let Some((i, k)) = shard {
                let bar = perft_bar();
                let (nodes, rows) = r
                    .perft_shard(
                        &options,
                        &pos,
                        position.validation(),
                        depth,
                        i,
                        k,
                        mode,
                        &|done, of| tick(&bar, done, of),
                    )
                    .map_err(|e| e.to_string())?;
                bar.finish_and_clear();
                let result = congruent::shard::ShardResult {
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
            let bar = perft_bar();
            let (total, rows) = r
                .perft_by(
                    &options,
                    &pos,
                    position.validation(),
                    depth,
                    divide,
                    mode,
                    &|done, of| tick(&bar, done, of),
                )
                .map_err(|e| e.to_string())?;
            bar.finish_and_clear();
            for (m, n) in rows {
                outln!("{m} {n}");
            }
            outln!("perft({depth}) = {total}");
            note(format_args!("{:.2?}", began.elapsed()));
            Ok(ExitCode::SUCCESS)
        }
        Command::PerftMerge { files, divide } => {
            let mut results = Vec::new();
            if files.is_empty() {
                let text = input::read_bounded(std::io::stdin().lock(), input::MAX_SUITE, "stdin")?;
                results.extend(congruent::shard::read(&text, "stdin")?);
            }
            for f in &files {
                let text = input::read_file(f, input::MAX_SUITE, &f.display().to_string())?;
                results.extend(congruent::shard::read(&text, &f.display().to_string())?);
            }
            let merged = congruent::shard::merge(&results)?;
            if divide {
                for (m, n) in &merged.moves {
                    outln!("{m} {n}");
                }
            }
            outln!("perft({}) = {}", merged.depth, merged.nodes);
            Ok(ExitCode::SUCCESS)
        }
        Command::Show {
            tile,
            format,
            layout,
            position,
            rules,
        } => {
            let given = layout.is_some();
            let layout = layout.as_deref().unwrap_or("stacked");
            let layout = Layout::parse(layout).ok_or_else(|| {
                format!(
                    "--layout {}: expected stacked or grid",
                    input::excerpt(layout)
                )
            })?;
            let (r, options) = rules.resolve()?;
            let picture = match format.as_str() {
                "text" if given => return Err("--layout: only with --format svg".into()),
                "text" => r.draw(&options, &read_position(&position)?, &tile),
                "svg" => picture::show(r, &options, &read_position(&position)?, &tile, layout),
                other => {
                    return Err(format!(
                        "--format {}: expected text or svg",
                        input::excerpt(other)
                    ))
                }
            };
            out!("{}", picture.map_err(|e| e.to_string())?);
            Ok(ExitCode::SUCCESS)
        }
        Command::Figures { out, force } => {
            for f in picture::figures::FIGURES {
                let path = out.join(f.file);
                if path.exists() && !force {
                    return Err(format!(
                        "{}: exists (use --force to replace it)",
                        path.display()
                    ));
                }
            }
            std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
            for f in picture::figures::FIGURES {
                let svg = f.svg().map_err(|e| e.to_string())?;
                write_file(&out.join(f.file), &svg)?;
                outln!("{}", out.join(f.file).display());
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Rules {
            check,
            json,
            markdown,
            only,
            rules,
        } => {
            let (r, options) = rules.resolve()?;
            let format = match (markdown, json) {
                (true, _) => CatalogueFormat::Markdown,
                (_, true) => CatalogueFormat::Json,
                _ => CatalogueFormat::Text,
            };
            let report = r
                .catalogue(&options, check, only, format)
                .map_err(|e| e.to_string())?;
            out!("{}", report.text);
            Ok(exit(report.passed))
        }
        Command::Verify {
            positions,
            plies,
            variant,
        } => {
            let r = variant::by_id(&variant).map_err(|e| format!("--variant: {e}"))?;
            let report = r.verify(positions, plies);
            out!("{}", report.text);
            Ok(exit(report.passed))
        }
        Command::Serve { rules } => {
            let (_, options) = rules.resolve()?;
            let stdin = std::io::stdin().lock();
            let stdout = std::io::stdout().lock();
            let base = congruent::protocol::Base {
                variant: rules.variant.clone(),
                options,
            };
            match congruent::protocol::serve(stdin, stdout, &base) {
                Ok(()) => Ok(ExitCode::SUCCESS),
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(ExitCode::SUCCESS),
                Err(e) => Err(format!("serve: {e}")),
            }
        }
        Command::Variants { json } => {
            if json {
                let list: Vec<Value> = variant::VARIANTS
                    .iter()
                    .map(|v| serde_json::json!({"id": v.id(), "title": v.title(), "options": v.option_set()}))
                    .collect();
                return print_json(&Value::Array(list), false);
            }
            let width = variant::VARIANTS.iter().map(|v| v.id().len()).max();
            for v in variant::VARIANTS {
                outln!("{:<w$} {}", v.id(), v.title(), w = width.unwrap_or(0));
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Board { rules } => {
            let (r, options) = rules.resolve()?;
            let cells = r.cells(&options).map_err(|e| e.to_string())?;
            print_json(
                &serde_json::json!({"variant": r.id(), "cells": cells}),
                false,
            )
        }
        Command::Suite {
            filter,
            variant,
            count,
        } => {
            let mut f = filter.filter()?;
            if let Some(v) = variant {
                variant::by_id(&v).map_err(|e| format!("--variant: {e}"))?;
                f.variant = Some(v);
            }
            let cases = conform::all_cases(&f);
            if count {
                out!("{}", conform::rule_counts(&cases));
            } else {
                for c in &cases {
                    outln!("{}", c.to_line());
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        Command::Conform {
            program,
            suite: suite_file,
            filter,
            timeout,
            jobs,
            compact,
            json,
            junit,
            html,
            force,
            perft,
            fen,
            rules,
        } => {
            for path in json.iter().chain(junit.iter()).chain(html.iter()) {
                if path.exists() && !force {
                    return Err(format!(
                        "{}: exists (use --force to replace it)",
                        path.display()
                    ));
                }
            }
            if !(timeout > 0.0 && timeout.is_finite()) {
                return Err(format!(
                    "--timeout {timeout}: expected a positive number of seconds"
                ));
            }
            // The rule sets named must exist, whether or not a case of
            // them would match the filters.
            rules.resolve()?;
            let f = conform_filter(&filter, &rules)?;
            let config = Config {
                program: conform::Program::parse(&program)?,
                timeout: std::time::Duration::from_secs_f64(timeout),
                jobs: jobs.max(1),
                compact,
            };
            if let Some(depth) = perft {
                let (r, options) = rules.resolve()?;
                let root = match fen {
                    Some(f) => Value::String(f),
                    None => r.start(&options).map_err(|e| e.to_string())?,
                };
                let b = conform::bisect(&config, r, &options, &root, depth)
                    .map_err(|e| e.to_string())?;
                if let Some(path) = &html {
                    write_file(path, &conform::bisection_page(r, &options, &b))?;
                }
                out!("{b}");
                return Ok(exit(matches!(b, Bisection::Agree { .. })));
            }
            let cases = match &suite_file {
                Some(path) => {
                    let at = format!("--suite {}", path.display());
                    let text = input::read_file(path, input::MAX_SUITE, &at)?;
                    suite::read(&text)
                        .map_err(|e| format!("{at}: {e}"))?
                        .into_iter()
                        .filter(|c| f.keeps(c))
                        .collect()
                }
                None => conform::all_cases(&f),
            };
            if cases.is_empty() {
                return Err("no case matches the filters".into());
            }
            let progress = match std::io::IsTerminal::is_terminal(&std::io::stderr()) {
                true => Progress::Bar,
                false => Progress::Quiet,
            };
            let results = conform::run(&config, &cases, progress);
            let report = conform::Summary::of(&cases, &results);
            if let Some(path) = &json {
                write_file(path, &report.json(&cases, &results))?;
            }
            if let Some(path) = &junit {
                write_file(path, &report.junit(&cases, &results))?;
            }
            if let Some(path) = &html {
                write_file(path, &report.html(&cases, &results))?;
            }
            out!("{}", report.text(&cases, &results));
            Ok(exit(report.all_passed()))
        }
    }
}

/// The cases `conform` runs: those of `--only-variant`, else of the rule
/// set `--variant` names (goff by default), so a program that implements
/// one rule set is not run on the others'.
fn conform_filter(filter: &FilterArgs, rules: &RuleArgs) -> Result<Filter, String> {
    let mut f = filter.filter()?;
    if f.variant.is_none() {
        f.variant = Some(rules.variant.clone());
    }
    Ok(f)
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

fn write_file(path: &std::path::Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

fn print_json(value: &Value, pretty: bool) -> Result<ExitCode, String> {
    let text = match pretty {
        true => serde_json::to_string_pretty(value),
        false => serde_json::to_string(value),
    }
    .map_err(|e| format!("cannot write the report: {e}"))?;
    outln!("{text}");
    Ok(ExitCode::SUCCESS)
}

/// A position: the compact string of --fen, or JSON from --input or stdin,
/// read up to the input limit.
fn read_position(args: &PositionArgs) -> Result<Value, String> {
    if let Some(f) = &args.fen {
        return Ok(Value::String(f.clone()));
    }
    let text = match &args.input {
        Some(path) => input::read_file(
            path,
            input::MAX_INPUT,
            &format!("--input {}", path.display()),
        )?,
        None => input::read_bounded(std::io::stdin().lock(), input::MAX_INPUT, "stdin")?,
    };
    input::parse_json(&text)
        .map_err(|e| VariantError::Rejected(format!("malformed JSON: {e}")).to_string())
}
