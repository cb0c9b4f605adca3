//! The `congruent` command line: `reach` speaks the conformance protocol,
//! `verify` runs the book's checks against the engine.

use clap::{Parser, Subcommand, ValueEnum};
use congruent::options::{Options, PerimeterRule};
use congruent::variant::{Goff, RuleSet};
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
        /// Rule set.
        #[arg(long, value_enum, default_value = "goff")]
        rules: Rules,
        /// Does a piece on the target's perimeter block the move?
        /// (spec/interpretations.md#perimeter-blocking)
        #[arg(long, value_enum, default_value = "strict")]
        perimeter: Perimeter,
    },
    /// Draw the destinations of the piece on TILE (White's notation) in the
    /// JSON position read from stdin (or --input), level by level.
    Show {
        /// The tile of the piece to show, e.g. K5,4.
        tile: String,
        #[arg(long)]
        input: Option<std::path::PathBuf>,
    },
    /// Check the engine against the book: golden files, exhaustive
    /// empty-board sweeps, symmetries and the reference implementation.
    Verify {
        /// Random positions for the differential check.
        #[arg(long, default_value_t = 2000)]
        positions: usize,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Reach {
            input,
            pretty,
            rules: Rules::Goff,
            perimeter,
        } => {
            let perimeter = match perimeter {
                Perimeter::Strict => PerimeterRule::Strict,
                Perimeter::Lenient => PerimeterRule::Lenient,
            };
            let options = Options { perimeter };
            reach(&Goff { options }, input, pretty)
        }
        Command::Show { tile, input } => show(&tile, input),
        Command::Verify { positions } => {
            let report = congruent::harness::verify(positions);
            print!("{report}");
            if report.passed() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
    }
}

fn reach<R: RuleSet>(rules: &R, input: Option<std::path::PathBuf>, pretty: bool) -> ExitCode {
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
            println!("{j}");
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
    print!("{}", congruent::render::render(&pos, from, &dests));
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

fn fail(message: &str) -> ExitCode {
    eprintln!("congruent: {message}");
    ExitCode::from(2)
}
