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
    /// The first rule-option flag given (`--rules`, `--set`,
    /// `--perimeter`), for commands where options would change nothing.
    fn option_flag(&self) -> Option<&'static str> {
        match (&self.rules, self.set.is_empty(), self.perimeter) {
            (Some(_), _, _) => Some("--rules"),
            (_, false, _) => Some("--set"),
            (_, _, Some(_)) => Some("--perimeter"),
            _ => None,
        }
    }

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
            rules
                .options_json(&fields)
                .map_err(|e| format!("--perimeter {v}: {e}"))?;
        }
        Ok((rules, fields))
    }
}

/// Where a position comes from: --fen, --input, or JSON on stdin
/// (spec/protocol.md#where-a-command-reads-its-position).
#[derive(clap::Args)]
struct PositionArgs {
    /// Read the JSON position from this file instead of stdin (which must
    /// then hold nothing, unless FILE is stdin itself, e.g. /dev/stdin).
    #[arg(long)]
    input: Option<PathBuf>,
    /// The position as a compact string (goff: spec/position-string.md;
    /// other rule sets: spec/variants/ID.md).
    #[arg(long, conflicts_with = "input")]
    fen: Option<String>,
    /// Analyse a position no game reaches (a side without exactly one
    /// king, the side not to move in check) instead of refusing it (moves,
    /// perft; reach and show, which ignore turn and check, always do).
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
    /// Read a JSON position on stdin (or --input FILE, --fen S) and print
    /// every pseudo-legal destination of every piece as JSON.
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
        /// Use the starting position instead of reading one (stdin must
        /// then hold nothing).
        #[arg(long, conflicts_with_all = ["input", "fen"])]
        start: bool,
        /// Pretty-print the JSON.
        #[arg(long)]
        pretty: bool,
        /// In a rule set whose turn is several moves (positional-*): list
        /// the single moves that compose the legal turns instead of the
        /// turns (elsewhere a turn is one move: the same list).
        #[arg(long)]
        singles: bool,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Count the legal move sequences of DEPTH plies from the JSON position
    /// on stdin (or --input FILE, --fen S), or from the starting position
    /// (--start, or when stdin is a terminal or empty).
    Perft {
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
        /// (goff; the other rule sets play each move on a copy).
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
    /// else stdin) into one perft count, checking that every shard of one
    /// count is there exactly once.
    PerftMerge {
        /// Files of shard results; stdin if none.
        files: Vec<PathBuf>,
        /// Print the count below each first move.
        #[arg(long)]
        divide: bool,
    },
    /// Draw the destinations of the piece on TILE in the JSON position
    /// read from stdin (or --input FILE, --fen S), level by level: as text,
    /// or as an SVG picture with the book's decorators (Appendix II).
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
        /// Print the index page spec/catalogue.md (every rule, under no
        /// option: not with --only, --set, --rules, --perimeter).
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
        /// option, with make/unmake checked at each [default: 1000000]
        /// (goff only; the other rule sets play a fixed number of random
        /// games).
        #[arg(long)]
        plies: Option<u64>,
        /// Rule set (`congruent variants` lists them), or `all`: every
        /// rule set in turn (--plies then sets goff's random play).
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
        /// Answer as a program with one deliberate fault: a mutant of the
        /// rule set (an unknown NAME is refused with the list), for trying
        /// `conform`'s blame (spec/conformance.md#mutants).
        #[arg(long, value_name = "NAME")]
        mutant: Option<String>,
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
        /// Read the suite from FILE (as written by `congruent suite`; not
        /// with --perft).
        #[arg(long)]
        suite: Option<PathBuf>,
        #[command(flatten)]
        filter: FilterArgs,
        /// Seconds a case may take before the program is restarted.
        #[arg(long, default_value_t = 60.0)]
        timeout: f64,
        /// Programs run side by side (at least 1).
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// Stop after N consecutive cases fail with the same error kind
        /// and message, reporting the rest as not run (0: never stop).
        #[arg(long, value_name = "N", default_value_t = conform::MAX_ERRORS)]
        max_errors: usize,
        /// Count the cases skipped (outside what the program's hello
        /// declares, or answered `unsupported`) as failed.
        #[arg(long)]
        strict: bool,
        /// Send positions as compact strings instead of JSON objects.
        #[arg(long)]
        compact: bool,
        /// Write the per-case results as JSON (not with --perft).
        #[arg(long, value_name = "FILE")]
        json: Option<PathBuf>,
        /// Write a JUnit XML report (not with --perft).
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
        /// Options of the rules congruent compares with (only with --perft:
        /// suite cases carry their own; put a program's options in
        /// --program).
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

/// `verify`'s plies of random play when `--plies` is not given.
const DEFAULT_PLIES: u64 = 1_000_000;

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
    if let Some(refusal) = ignores_stdin(&command) {
        if stdin::holds_input() {
            return Err(refusal);
        }
    }
    match command {
        Command::Reach {
            position,
            pretty,
            rules,
        } => {
            let (r, options) = rules.resolve()?;
            let pos = read_position("reach", &position, false)?.ok_or("reach: no position")?;
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
            let pos = match read_position("moves", &position, start)? {
                None => r.start(&options).map_err(|e| e.to_string())?,
                Some(p) => p,
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
            start,
            divide,
            reference,
            checked,
            shard,
            rules,
        } => {
            if divide && shard.is_some() {
                return Err("--divide: not with --shard (its line holds every first move's count; `perft-merge --divide` prints them)".into());
            }
            let (r, options) = rules.resolve()?;
            if checked && r.id() != "goff" {
                return Err(format!(
                    "--checked: goff only ({} plays each move on a copy of the position: there is no unmake to check)",
                    r.id()
                ));
            }
            let given = read_position("perft", &position, start)?;
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
            if files.is_empty() && stdin::is_terminal() {
                return Err("perft-merge: no FILE, and stdin is a terminal: give the shard files, or pipe their lines".into());
            }
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
            match format.as_str() {
                "text" if given => return Err("--layout: only with --format svg".into()),
                "text" | "svg" => {}
                other => {
                    return Err(format!(
                        "--format {}: expected text or svg",
                        input::excerpt(other)
                    ))
                }
            }
            let pos = read_position("show", &position, false)?.ok_or("show: no position")?;
            let picture = match format.as_str() {
                "svg" => picture::show(r, &options, &pos, &tile, layout),
                _ => r.draw(&options, &pos, &tile),
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
            if markdown {
                if only.is_some() {
                    return Err(
                        "--only: not with --markdown (the index page lists every rule)".into(),
                    );
                }
                if let Some(flag) = rules.option_flag() {
                    return Err(format!(
                        "{flag}: not with --markdown (the index page is the same under every option)"
                    ));
                }
            }
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
            if variant == "all" {
                // Every rule set in turn: the check-by-definition property
                // and the engine-reference comparisons of each.
                let mut passed = true;
                for r in variant::VARIANTS {
                    let report = r.verify(positions, plies.unwrap_or(DEFAULT_PLIES));
                    out!("== {} ==\n{}", r.id(), report.text);
                    passed &= report.passed;
                }
                return Ok(exit(passed));
            }
            let r = variant::by_id(&variant).map_err(|e| format!("--variant: {e}"))?;
            if plies.is_some() && r.id() != "goff" {
                return Err(format!(
                    "--plies: goff only ({} plays a fixed number of random games; --positions sets its random positions)",
                    r.id()
                ));
            }
            let report = r.verify(positions, plies.unwrap_or(DEFAULT_PLIES));
            out!("{}", report.text);
            Ok(exit(report.passed))
        }
        Command::Serve { rules, mutant } => {
            let (r, mut options) = rules.resolve()?;
            let fault = match mutant {
                None => None,
                Some(name) => {
                    let mutants = r.mutants();
                    let Some(m) = mutants.iter().find(|m| m.name == name).cloned() else {
                        let names: Vec<&str> = mutants.iter().map(|m| m.name.as_str()).collect();
                        return Err(format!(
                            "--mutant: {} has no mutant {} (expected one of {})",
                            r.id(),
                            congruent::input::excerpt(&name),
                            if names.is_empty() {
                                "none".to_string()
                            } else {
                                names.join(", ")
                            }
                        ));
                    };
                    // A rejected reading is the server's default options.
                    if let Some(o) = m.options(&options) {
                        options = o;
                    }
                    Some(m)
                }
            };
            let stdin = std::io::stdin().lock();
            let stdout = std::io::stdout().lock();
            let base = congruent::protocol::Base {
                variant: rules.variant.clone(),
                options,
            };
            let post = |request: &congruent::protocol::Request, mut response: serde_json::Value| {
                if let Some(m) = fault.as_ref().filter(|_| request.op != "hello") {
                    m.fault(&mut response);
                }
                response
            };
            match congruent::protocol::serve_with(stdin, stdout, &base, &post) {
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
            max_errors,
            strict,
            compact,
            json,
            junit,
            html,
            force,
            perft,
            fen,
            rules,
        } => {
            // Report files are checked before any case runs: one that
            // exists (without --force), a folder, a missing folder.
            for path in json.iter().chain(junit.iter()).chain(html.iter()) {
                if path.is_dir() {
                    return Err(format!("{}: is a folder, not a file", path.display()));
                }
                if path.exists() && !force {
                    return Err(format!(
                        "{}: exists (use --force to replace it)",
                        path.display()
                    ));
                }
                let parent = match path.parent() {
                    Some(p) if !p.as_os_str().is_empty() => p,
                    _ => std::path::Path::new("."),
                };
                if !parent.is_dir() {
                    return Err(format!(
                        "{}: no folder {} to write it in",
                        path.display(),
                        parent.display()
                    ));
                }
                if std::fs::metadata(parent).is_ok_and(|m| m.permissions().readonly()) {
                    return Err(format!(
                        "{}: the folder {} is read-only",
                        path.display(),
                        parent.display()
                    ));
                }
            }
            if !(timeout > 0.0 && timeout.is_finite()) {
                return Err(format!(
                    "--timeout {timeout}: expected a positive number of seconds"
                ));
            }
            if jobs == 0 {
                return Err("--jobs 0: expected at least 1 program at a time".into());
            }
            // Each mode refuses what only the other reads.
            if perft.is_some() {
                let suite_only = [
                    (suite_file.is_some(), "--suite"),
                    (!filter.rule.is_empty(), "--rule"),
                    (filter.pattern.is_some(), "--pattern"),
                    (filter.only_variant.is_some(), "--only-variant"),
                    (filter.source.is_some(), "--source"),
                    (!filter.ops.is_empty(), "--op"),
                    (filter.skip_slow, "--skip-slow"),
                    (json.is_some(), "--json"),
                    (junit.is_some(), "--junit"),
                ];
                let suite_only = [suite_only.as_slice(), &[(strict, "--strict")]].concat();
                if let Some((_, flag)) = suite_only.iter().find(|(given, _)| *given) {
                    return Err(format!(
                        "{flag}: not with --perft (the bisection runs no suite case; it writes only --html)"
                    ));
                }
            } else if let Some(flag) = rules.option_flag() {
                return Err(format!(
                    "{flag}: only with --perft (each suite case carries its own options; a program's go in --program)"
                ));
            }
            // The rule sets named must exist, whether or not a case of
            // them would match the filters.
            rules.resolve()?;
            let f = conform_filter(&filter, &rules)?;
            let config = Config {
                program: conform::Program::parse(&program)?,
                timeout: std::time::Duration::from_secs_f64(timeout),
                jobs,
                compact,
                max_errors,
            };
            if let Some(depth) = perft {
                let (r, options) = rules.resolve()?;
                let root = match fen {
                    Some(f) => Value::String(f),
                    None => r.start(&options).map_err(|e| e.to_string())?,
                };
                // The handshake first: a program that does not speak the
                // protocol, or does not declare perft of this rule set,
                // is refused before any count.
                let (client, hello) = conform::handshake(&config)?;
                hello.support.check_variant(r.id())?;
                let root_case = perft_probe(r.id(), &options);
                if let Some(why) = hello.support.outside(&root_case) {
                    return Err(format!("conform --perft: {why}"));
                }
                let b = conform::bisect(&config, Some(client), r, &options, &root, depth)
                    .map_err(|e| e.to_string())?;
                if let Some(path) = &html {
                    write_file(path, &conform::bisection_page(r, &options, &b))?;
                }
                out!("{b}");
                return Ok(exit(matches!(b, Bisection::Agree { .. })));
            }
            // Every suite line is checked (suite::read) before the
            // program starts: a bad line is the suite's fault. The
            // built-in suite is built while the program answers `hello`
            // (some rule sets take seconds to derive their cases), so a
            // program that does not speak the protocol is refused at once.
            let variant = f.variant.clone().unwrap_or_else(|| rules.variant.clone());
            let (cases, (client, hello)) = match &suite_file {
                Some(path) => {
                    let at = format!("--suite {}", path.display());
                    let text = input::read_file(path, input::MAX_SUITE, &at)?;
                    let cases: Vec<suite::Case> = suite::read(&text)
                        .map_err(|e| format!("{at}: {e}"))?
                        .into_iter()
                        .filter(|c| f.keeps(c))
                        .collect();
                    if cases.is_empty() {
                        return Err("no case matches the filters".into());
                    }
                    (cases, conform::handshake(&config)?)
                }
                None => std::thread::scope(|scope| {
                    let built = scope.spawn(|| conform::all_cases(&f));
                    let greeted = conform::handshake(&config);
                    match greeted {
                        // Ends the process without waiting for the build.
                        Err(e) => {
                            note(format_args!("congruent: {}", input::cut(&e)));
                            std::process::exit(2)
                        }
                        Ok(g) => (built.join().expect("the suite builds"), g),
                    }
                }),
            };
            if cases.is_empty() {
                return Err("no case matches the filters".into());
            }
            if let Some(id) = suite::duplicate_id(&cases) {
                return Err(format!("the suite names case {id:?} twice"));
            }
            hello.support.check_variant(&variant)?;
            let skipped = conform::skips(&hello.support, &cases);
            let outside = skipped.iter().filter(|s| s.is_some()).count();
            if outside == cases.len() && !strict {
                let first = skipped.iter().flatten().next().expect("one at least");
                return Err(format!(
                    "conform: every one of the {outside} cases is outside what the program's hello declares ({first}); --strict runs them as failed"
                ));
            }
            let progress = match std::io::IsTerminal::is_terminal(&std::io::stderr()) {
                true => Progress::Bar,
                false => Progress::Quiet,
            };
            let run = conform::run_plan(&config, &cases, &skipped, Some(client), progress);
            let results = run.verdicts;
            let mut report = conform::Summary::counted(&cases, &results, strict, run.stopped);
            report.measure(&cases, &results);
            let hello_json = hello_report(&hello);
            if let Some(path) = &json {
                write_file(path, &report.json_with(&cases, &results, Some(&hello_json)))?;
            }
            if let Some(path) = &junit {
                write_file(path, &report.junit(&cases, &results))?;
            }
            if let Some(path) = &html {
                write_file(path, &report.html(&cases, &results))?;
            }
            out!("{}", report.text(&cases, &results));
            if let Some(line) = report.stop_line() {
                note(format_args!("congruent: {line}"));
            }
            Ok(exit(report.all_passed()))
        }
    }
}

/// A perft case of the rule set under `options`, to ask the program's
/// declarations whether `conform --perft` may run.
fn perft_probe(variant: &str, options: &Map<String, Value>) -> suite::Case {
    suite::Case {
        id: "perft".into(),
        variant: variant.into(),
        options: options.clone(),
        rules: Vec::new(),
        source: "conform --perft".into(),
        flags: Vec::new(),
        op: "perft".into(),
        input: suite::Input {
            position: Value::Null,
            from: None,
            depth: Some(1),
            divide: true,
            allow_illegal: false,
        },
        expect: Default::default(),
    }
}

/// What the JSON report says of the handshake.
fn hello_report(hello: &conform::Hello) -> Value {
    serde_json::json!({
        "program": hello.program,
        "protocol": hello.protocol,
        "error": hello.error,
        "declares": hello.support.describe(),
    })
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

/// How long `perft` waits for a first byte on a stdin that is neither a
/// terminal nor a file before it counts from the start: a pipe left open
/// and empty (ssh, some CI runners) must not hang it.
const PERFT_STDIN_WAIT_MS: i32 = 2000;

/// The position `command` works on
/// (spec/protocol.md#where-a-command-reads-its-position): `None` for the
/// start (`--start`; for `perft` also a terminal, an empty
/// stdin, or a pipe with nothing on it for [`PERFT_STDIN_WAIT_MS`]), else
/// the compact string of --fen or the JSON of --input or stdin, read up to
/// the input limit. Never waits on a terminal.
fn read_position(command: &str, args: &PositionArgs, start: bool) -> Result<Option<Value>, String> {
    let start_by_default = command == "perft";
    if start {
        return Ok(None);
    }
    if let Some(f) = &args.fen {
        return Ok(Some(Value::String(f.clone())));
    }
    let how = match command {
        "moves" | "perft" => {
            "pipe a JSON position to stdin, or give --input FILE, --fen S or --start"
        }
        _ => "pipe a JSON position to stdin, or give --input FILE or --fen S",
    };
    let text = match &args.input {
        Some(path) => input::read_file(
            path,
            input::MAX_INPUT,
            &format!("--input {}", path.display()),
        )?,
        None if stdin::is_terminal() => {
            return match start_by_default {
                true => Ok(None),
                false => Err(format!(
                    "{command}: no position: stdin is a terminal ({how})"
                )),
            };
        }
        None => {
            if start_by_default && !stdin::arrives_within(PERFT_STDIN_WAIT_MS) {
                note(format_args!(
                    "{command}: nothing came on stdin within {} s: counting from the start (--start says so and reads nothing)",
                    PERFT_STDIN_WAIT_MS / 1000
                ));
                return Ok(None);
            }
            let text = input::read_bounded(std::io::stdin().lock(), input::MAX_INPUT, "stdin")?;
            if text.trim().is_empty() {
                return match start_by_default {
                    true => Ok(None),
                    false => Err(format!("{command}: no position: stdin is empty ({how})")),
                };
            }
            text
        }
    };
    input::parse_json(&text)
        .map(Some)
        .map_err(|e| VariantError::Rejected(format!("malformed JSON: {e}")).to_string())
}

/// Why `command`, as given, would ignore input on stdin, as the one-line
/// refusal to print if stdin holds some; `None` if it reads stdin, or if a
/// file it reads is stdin itself (`--input /dev/stdin`, `--rules
/// /dev/stdin`, the file stdin is redirected from).
fn ignores_stdin(command: &Command) -> Option<String> {
    let named = |paths: &[Option<&PathBuf>]| {
        paths
            .iter()
            .flatten()
            .any(|p| stdin::is_named_by(p.as_path()))
    };
    // A command whose position comes from an argument.
    let position = |name: &str, p: &PositionArgs, start: bool, r: &RuleArgs| {
        if named(&[p.input.as_ref(), r.rules.as_ref()]) {
            return None;
        }
        let flag = match (start, &p.fen, &p.input) {
            (true, _, _) => "--start".to_string(),
            (_, Some(_), _) => "--fen".to_string(),
            (_, _, Some(path)) => format!("--input {}", path.display()),
            _ => return None,
        };
        Some(format!(
            "{name}: {flag} and a position on stdin: choose one"
        ))
    };
    // A command that never reads stdin.
    let none = |name: &str, rules: Option<&RuleArgs>, hint: &str| {
        if named(&[rules.and_then(|r| r.rules.as_ref())]) {
            return None;
        }
        Some(format!(
            "{name}: takes no input on stdin, but stdin holds some{hint}"
        ))
    };
    match command {
        Command::Reach {
            position: p,
            rules: r,
            ..
        } => position("reach", p, false, r),
        Command::Moves {
            position: p,
            start,
            rules: r,
            ..
        } => position("moves", p, *start, r),
        Command::Perft {
            position: p,
            start,
            rules: r,
            ..
        } => position("perft", p, *start, r),
        Command::Show {
            position: p,
            rules: r,
            ..
        } => position("show", p, false, r),
        Command::PerftMerge { files, .. } => {
            let given: Vec<Option<&PathBuf>> = files.iter().map(Some).collect();
            match files.is_empty() || named(&given) {
                true => None,
                false => Some(
                    "perft-merge: FILEs and shard lines on stdin: choose one (stdin is read when no FILE is given)"
                        .into(),
                ),
            }
        }
        Command::Serve { .. } => None,
        Command::Rules { rules, .. } => none(
            "rules",
            Some(rules),
            " (options come from --rules FILE or --set KEY=VALUE)",
        ),
        Command::Board { rules } => none("board", Some(rules), ""),
        Command::Verify { .. } => none("verify", None, ""),
        Command::Variants { .. } => none("variants", None, ""),
        Command::Figures { .. } => none("figures", None, ""),
        Command::Suite { .. } => none("suite", None, " (it writes the cases)"),
        Command::Conform {
            suite: file, rules, ..
        } => match named(&[file.as_ref()]) {
            true => None,
            false => none(
                "conform",
                Some(rules),
                " (a suite of your own: --suite FILE)",
            ),
        },
    }
}

/// What stdin holds, found out without waiting on it and without taking
/// anything a reader of the same pipe would get, where the system lets
/// this be told (Linux; elsewhere only a redirected file is looked at).
mod stdin {
    use std::io::IsTerminal;
    use std::path::Path;

    pub fn is_terminal() -> bool {
        std::io::stdin().is_terminal()
    }

    /// A second handle on stdin, to look at what it is.
    #[cfg(unix)]
    fn handle() -> Option<std::fs::File> {
        use std::os::fd::AsFd;
        let fd = std::io::stdin().as_fd().try_clone_to_owned().ok()?;
        Some(std::fs::File::from(fd))
    }

    /// Whether `path` is stdin itself (`/dev/stdin`, or the very file
    /// stdin is redirected from): reading it reads stdin.
    #[cfg(unix)]
    pub fn is_named_by(path: &Path) -> bool {
        use std::os::unix::fs::MetadataExt;
        let ours = handle().and_then(|f| f.metadata().ok());
        match (std::fs::metadata(path), ours) {
            (Ok(a), Some(b)) => (a.dev(), a.ino()) == (b.dev(), b.ino()),
            _ => false,
        }
    }

    #[cfg(not(unix))]
    pub fn is_named_by(_: &Path) -> bool {
        false
    }

    fn blank(bytes: &[u8]) -> bool {
        bytes.iter().all(u8::is_ascii_whitespace)
    }

    /// Whether stdin holds input now, white space aside, found without
    /// waiting: a terminal never (it is not read); a redirected file if
    /// what is left of it is not blank (read in place, its offset
    /// unmoved); a pipe, socket or device if bytes are there already and
    /// not all blank (those are read: only a command that refuses input
    /// asks). An empty stdin, closed or still open, holds none.
    #[cfg(unix)]
    pub fn holds_input() -> bool {
        use std::io::{Read, Seek};
        use std::os::unix::fs::FileExt;
        const LOOK: usize = crate::input::MAX_INPUT;
        if is_terminal() {
            return false;
        }
        let Some(mut file) = handle() else {
            return false;
        };
        let mut buf = vec![0u8; 64 << 10];
        let mut seen = 0;
        if file.metadata().is_ok_and(|m| m.is_file()) {
            let Ok(mut at) = file.stream_position() else {
                return false;
            };
            while seen < LOOK {
                match file.read_at(&mut buf, at) {
                    Ok(0) | Err(_) => return false,
                    Ok(n) if !blank(&buf[..n]) => return true,
                    Ok(n) => (at, seen) = (at + n as u64, seen + n),
                }
            }
            return false;
        }
        while seen < LOOK && ready(0) == Some(true) {
            match file.read(&mut buf) {
                Ok(0) | Err(_) => return false,
                Ok(n) if !blank(&buf[..n]) => return true,
                Ok(n) => seen += n,
            }
        }
        false
    }

    #[cfg(not(unix))]
    pub fn holds_input() -> bool {
        false
    }

    /// Waits up to `ms` milliseconds for stdin to have something to read,
    /// bytes or its end; true at once for a file, and where it cannot be
    /// told.
    pub fn arrives_within(ms: i32) -> bool {
        ready(ms).unwrap_or(true)
    }

    /// poll(2) on stdin: whether it is readable (bytes, or the end) within
    /// `ms` milliseconds; `None` if that cannot be told.
    #[cfg(unix)]
    fn ready(ms: i32) -> Option<bool> {
        use rustix::event::{poll, PollFd, PollFlags, Timespec};
        let stdin = std::io::stdin();
        let timeout = Timespec {
            tv_sec: i64::from(ms / 1000),
            tv_nsec: i64::from(ms % 1000) * 1_000_000,
        };
        loop {
            let mut fds = [PollFd::new(&stdin, PollFlags::IN)];
            match poll(&mut fds, Some(&timeout)) {
                Ok(n) => return Some(n > 0),
                Err(rustix::io::Errno::INTR) => continue,
                Err(_) => return None,
            }
        }
    }

    #[cfg(not(unix))]
    fn ready(_: i32) -> Option<bool> {
        None
    }
}
