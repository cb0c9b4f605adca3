//! `congruent explore`: the rules in a browser.

use super::args::RuleArgs;
use super::Exit;
use congruent::core::input;
use congruent::explore::{Explorer, Start};
use std::path::PathBuf;
use std::process::ExitCode;

/// Start a local web server that shows the rules in a browser: a board
/// of any rule set, each piece's destinations, the moves played out (and
/// quantum moves in the book's notation), two readings of a passage side
/// by side, and a conformance report's failing cases replayed
/// (spec/explore.md). It prints its address and answers until Ctrl-C; it
/// listens on 127.0.0.1 only.
#[derive(clap::Args)]
pub struct Args {
    /// The port (0, the default: a free one).
    #[arg(long, default_value_t = 0)]
    port: u16,
    /// The position to start from, as a compact string (goff:
    /// spec/position-string.md; other variants: spec/variants/ID.md);
    /// without it or --input, the start.
    #[arg(long, conflicts_with = "input")]
    fen: Option<String>,
    /// The position to start from, as a JSON file.
    #[arg(long)]
    input: Option<PathBuf>,
    /// Also open the page in the system's browser ($BROWSER, or
    /// xdg-open / open where there is one).
    #[arg(long)]
    open: bool,
    #[command(flatten)]
    rules: RuleArgs,
}

pub fn run(a: Args) -> Exit {
    let (r, options) = a.rules.resolve()?;
    let position = match (&a.fen, &a.input) {
        (Some(f), _) => Some(serde_json::Value::String(f.clone())),
        (None, Some(path)) => {
            let what = format!("--input {}", path.display());
            let text = input::read_file(path, input::MAX_INPUT, &what)?;
            Some(input::parse_json(&text).map_err(|e| format!("{what}: {e}"))?)
        }
        (None, None) => None,
    };
    let start = Start {
        variant: r.id().to_string(),
        options,
        position,
    };
    let explorer = Explorer::bind(a.port, start)?;
    let url = explorer.url();
    outln!("congruent explore: {url} (Ctrl-C stops it)");
    if a.open {
        open(&url);
    }
    explorer.serve();
    Ok(ExitCode::SUCCESS)
}

/// Opens `url` in the system's browser where one is named; says so where
/// none is, and serves on.
fn open(url: &str) {
    let browser = std::env::var("BROWSER").ok().filter(|b| !b.is_empty());
    let tries: Vec<String> = browser
        .into_iter()
        .chain(["xdg-open".to_string(), "open".to_string()])
        .collect();
    for program in &tries {
        let started = std::process::Command::new(program)
            .arg(url)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn();
        if started.is_ok() {
            return;
        }
    }
    super::note(format_args!(
        "congruent explore: no browser found ($BROWSER, xdg-open, open): open {url} yourself"
    ));
}
