//! The `congruent` command line: `reach` speaks the conformance protocol,
//! `verify` runs the book's checks against the engine.

use clap::{Parser, Subcommand, ValueEnum};
use congruent::game::{perft, Game, Implementation};
use congruent::options::RuleSet;
use congruent::variant::{Goff, Variant};
use std::io::Read;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "congruent",
    version,
    about = "Executable specification of Goff's 3D chess rules"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Copy, Clone, ValueEnum)]
enum Rules {
    /// Allan Goff, Discovering the Rules to 3D Chess (2022).
    Goff,
}

#[derive(Copy, Clone, ValueEnum)]
enum Perimeter {
    /// The book's reading: the whole target perimeter must be empty.
    Strict,
    /// Only the perimeters inside the target's must be empty.
    Lenient,
}

/// Which rules: the variant, then the options of its ambiguous passages
/// and rejected rules (src/options.rs, spec/interpretations.md).
#[derive(clap::Args)]
struct RuleArgs {
    /// Rule set.
    #[arg(long, value_enum, default_value = "goff")]
    variant: Rules,
    /// A JSON file of rule options, e.g. {"king": "natural"}.
    #[arg(long, value_name = "FILE")]
    rules: Option<std::path::PathBuf>,
    /// One rule option, KEY=VALUE (repeatable), e.g. --set motion=ram.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    set: Vec<String>,
    /// Does a piece on the target's perimeter block the move?
    /// (spec/interpretations.md#perimeter-blocking)
    #[arg(long, value_enum)]
    perimeter: Option<Perimeter>,
}

impl RuleArgs {
    /// The options: the file's, then each --set, then --perimeter.
    fn rule_set(&self) -> Result<RuleSet, String> {
        let mut fields = match &self.rules {
            None => serde_json::Map::new(),
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                match serde_json::from_str(&text) {
                    Ok(serde_json::Value::Object(m)) => m,
                    Ok(_) => return Err(format!("{}: expected a JSON object", path.display())),
                    Err(e) => return Err(format!("{}: {e}", path.display())),
                }
            }
        };
        for kv in &self.set {
            let (k, v) = kv
                .split_once('=')
                .ok_or_else(|| format!("--set {kv}: expected KEY=VALUE"))?;
            let value = match v {
                "true" => serde_json::Value::Bool(true),
                "false" => serde_json::Value::Bool(false),
                _ => serde_json::Value::String(v.to_string()),
            };
            fields.insert(k.to_string(), value);
        }
        if let Some(p) = self.perimeter {
            let v = match p {
                Perimeter::Strict => "strict",
                Perimeter::Lenient => "lenient",
            };
            fields.insert("perimeter".into(), v.into());
        }
        RuleSet::from_json(&serde_json::Value::Object(fields).to_string())
    }
}

#[derive(Subcommand)]
enum Command {
    /// Read a JSON position on stdin (or --input) and print every
    /// pseudo-legal destination of every piece as JSON.
    Reach {
        /// Read the position from this file instead of stdin.
        #[arg(long)]
        input: Option<std::path::PathBuf>,
        /// Pretty-print the JSON.
        #[arg(long)]
        pretty: bool,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Read a JSON game (pieces, to_move, en_passant) on stdin (or
    /// --input, or --start for the starting position) and print every
    /// legal move of the side to move, with the game's status.
    Moves {
        #[arg(long)]
        input: Option<std::path::PathBuf>,
        /// Use the starting position (Fig. 15) instead of reading one.
        #[arg(long, conflicts_with_all = ["input", "fen"])]
        start: bool,
        /// The position as a compact string (spec/position-string.md).
        #[arg(long, conflicts_with = "input")]
        fen: Option<String>,
        #[arg(long)]
        pretty: bool,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Count the legal move sequences of DEPTH plies from the starting
    /// position (or --input FILE).
    Perft {
        depth: u32,
        #[arg(long)]
        input: Option<std::path::PathBuf>,
        /// The position as a compact string (spec/position-string.md).
        #[arg(long, conflicts_with = "input")]
        fen: Option<String>,
        /// Print the count below each first move.
        #[arg(long)]
        divide: bool,
        /// Use the plain reference implementation (slow) instead of the
        /// engine.
        #[arg(long)]
        reference: bool,
        /// Check at every node that unmaking a move restores the game.
        #[arg(long)]
        checked: bool,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Draw the destinations of the piece on TILE (White's notation) in the
    /// JSON position read from stdin (or --input), level by level.
    Show {
        /// The tile of the piece to show, e.g. K5,4.
        tile: String,
        #[arg(long)]
        input: Option<std::path::PathBuf>,
    },
    /// List the congruent rules (number, title, class, lines, module,
    /// tests); with --check, run every rule's predicate against the
    /// engine and print pass or fail per rule.
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
        only: Option<u8>,
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Check the engine against the book: golden files, exhaustive
    /// empty-board sweeps, symmetries and the reference implementation.
    Verify {
        /// Random positions for the differential check.
        #[arg(long, default_value_t = 2000)]
        positions: usize,
    },
}

/// Writes to stdout. A reader that stops early (`| head`) closes the pipe:
/// that ends the run quietly with success instead of a panic; any other
/// write error is reported as one line and exit status 1.
fn emit(text: std::fmt::Arguments) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_fmt(text).and_then(|()| out.flush()) {
        if e.kind() != std::io::ErrorKind::BrokenPipe {
            eprintln!("congruent: cannot write the output: {e}");
            std::process::exit(1);
        }
        std::process::exit(0);
    }
}

macro_rules! out {
    ($($arg:tt)*) => { emit(format_args!($($arg)*)) };
}

macro_rules! outln {
    ($($arg:tt)*) => { emit(format_args!("{}\n", format_args!($($arg)*))) };
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Reach {
            input,
            pretty,
            rules,
        } => match rules.rule_set() {
            Ok(options) => match rules.variant {
                Rules::Goff => reach(&Goff { options }, input, pretty),
            },
            Err(e) => fail(&e),
        },
        Command::Show { tile, input } => show(&tile, input),
        Command::Moves {
            input,
            start,
            fen,
            pretty,
            rules,
        } => match rules.rule_set() {
            Ok(options) => moves(input, start, fen, pretty, options),
            Err(e) => fail(&e),
        },
        Command::Perft {
            depth,
            input,
            fen,
            divide,
            reference,
            checked,
            rules,
        } => match rules.rule_set() {
            Ok(options) => perft(depth, input, fen, divide, reference, checked, options),
            Err(e) => fail(&e),
        },
        Command::Rules { markdown: true, .. } => {
            out!("{}", congruent::rules::markdown());
            ExitCode::SUCCESS
        }
        Command::Rules {
            check,
            json,
            only,
            rules,
            ..
        } => match rules.rule_set() {
            Ok(options) => rule_catalogue(check, json, only, &options),
            Err(e) => fail(&e),
        },
        Command::Verify { positions } => {
            let report = congruent::harness::verify(positions);
            out!("{report}");
            if report.passed() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
    }
}

fn reach<R: Variant>(rules: &R, input: Option<std::path::PathBuf>, pretty: bool) -> ExitCode {
    let text = match read_input(input) {
        Ok(t) => t,
        Err(e) => return fail(&e),
    };
    let pos = match rules.parse_position(&text) {
        Ok(p) => p,
        Err(e) => return fail(&e.to_string()),
    };
    let report = rules.reach(&pos);
    let json = if pretty {
        serde_json::to_string_pretty(&report)
    } else {
        serde_json::to_string(&report)
    };
    match json {
        Ok(j) => {
            outln!("{j}");
            ExitCode::SUCCESS
        }
        Err(e) => fail(&format!("cannot write the report: {e}")),
    }
}

fn show(tile: &str, input: Option<std::path::PathBuf>) -> ExitCode {
    let text = match read_input(input) {
        Ok(t) => t,
        Err(e) => return fail(&e),
    };
    let pos = match congruent::protocol::parse_position(&text) {
        Ok(p) => p,
        Err(e) => return fail(&e.to_string()),
    };
    let from = match congruent::notation::parse_tile(tile, congruent::pieces::Side::White) {
        Ok(t) => t,
        Err(e) => return fail(&format!("TILE: {e}")),
    };
    if pos.piece_at(from).is_none() {
        return fail(&format!("TILE: no piece on {from}"));
    }
    let dests = congruent::engine::reach(&pos, from);
    out!("{}", congruent::render::render(&pos, from, &dests));
    ExitCode::SUCCESS
}

fn load_game(
    input: Option<std::path::PathBuf>,
    start: bool,
    fen: Option<String>,
) -> Result<Game, ExitCode> {
    if let Some(f) = fen {
        return congruent::protocol::fen::parse_fen(&f).map_err(|e| fail(&format!("--fen: {e}")));
    }
    if start {
        return Ok(Game::start());
    }
    let text = read_input(input).map_err(|e| fail(&e))?;
    congruent::protocol::parse_game(&text).map_err(|e| fail(&e.to_string()))
}

fn moves(
    input: Option<std::path::PathBuf>,
    start: bool,
    fen: Option<String>,
    pretty: bool,
    rules: RuleSet,
) -> ExitCode {
    let mut game = match load_game(input, start, fen) {
        Ok(g) => g,
        Err(code) => return code,
    };
    game.rules = rules;
    let report = congruent::protocol::moves_report(&mut game);
    let json = if pretty {
        serde_json::to_string_pretty(&report)
    } else {
        serde_json::to_string(&report)
    };
    match json {
        Ok(j) => {
            outln!("{j}");
            ExitCode::SUCCESS
        }
        Err(e) => fail(&format!("cannot write the report: {e}")),
    }
}

fn perft(
    depth: u32,
    input: Option<std::path::PathBuf>,
    fen: Option<String>,
    divide: bool,
    reference: bool,
    checked: bool,
    rules: RuleSet,
) -> ExitCode {
    let start = input.is_none() && fen.is_none();
    let mut game = match load_game(input, start, fen) {
        Ok(g) => g,
        Err(code) => return code,
    };
    game.rules = rules;
    if reference {
        game.implementation = Implementation::Reference;
    }
    let began = std::time::Instant::now();
    let total = if checked {
        match perft::perft_checked(&mut game, depth) {
            Ok(n) => n,
            Err(e) => return fail(&e),
        }
    } else if divide {
        let rows = perft::divide(&mut game, depth);
        for (m, n) in &rows {
            outln!("{} {n}", game.notation(m));
        }
        rows.iter().map(|(_, n)| n).sum()
    } else {
        perft::perft_parallel(&game, depth)
    };
    outln!("perft({depth}) = {total}");
    eprintln!("{:.2?}", began.elapsed());
    ExitCode::SUCCESS
}

fn read_input(input: Option<std::path::PathBuf>) -> Result<String, String> {
    let mut text = String::new();
    match input {
        Some(path) => {
            text = std::fs::read_to_string(&path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?
        }
        None => {
            std::io::stdin()
                .read_to_string(&mut text)
                .map_err(|e| format!("cannot read stdin: {e}"))?;
        }
    }
    Ok(text)
}

/// `congruent rules`: the catalogue, and with `check` every verdict.
fn rule_catalogue(check: bool, json: bool, only: Option<u8>, options: &RuleSet) -> ExitCode {
    use congruent::rules::{self, CATALOGUE};
    let chosen: Vec<&rules::Rule> = CATALOGUE
        .iter()
        .copied()
        .filter(|r| only.is_none_or(|n| r.number == n))
        .collect();
    if chosen.is_empty() {
        return fail(&format!(
            "--only {}: no such rule (1-61)",
            only.unwrap_or(0)
        ));
    }
    let verdicts: Vec<rules::Verdict> = match check {
        true => rules::check_all(options)
            .into_iter()
            .filter(|v| chosen.iter().any(|r| r.number == v.number))
            .collect(),
        false => Vec::new(),
    };
    let failed = verdicts.iter().filter(|v| !v.passed).count();
    if json {
        let out = serde_json::json!({
            "options": options,
            "rules": chosen,
            "verdicts": verdicts,
        });
        outln!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
    } else {
        out!("{}", rules::render_catalogue(&chosen, &verdicts, options));
    }
    match failed {
        0 => ExitCode::SUCCESS,
        _ => ExitCode::FAILURE,
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("congruent: {message}");
    ExitCode::from(2)
}
