//! The commands of the `congruent` binary, one module each: every module
//! holds its command's arguments (`Args`) and one `run` function. What they
//! share is here (writing to stdout and stderr, one-line errors), in
//! [`args`] (rule options, positions, suite filters) and in [`stdin`]
//! (where a command reads its position). The library knows no command
//! line: everything below goes through `congruent::core::variant`,
//! `congruent::referee::conform` and `congruent::referee::protocol`.

use std::io::Write;
use std::process::ExitCode;

/// Writes to stdout (`out!`, `outln!`): see [`emit`].
macro_rules! out {
    ($($arg:tt)*) => { $crate::cli::emit(format_args!($($arg)*)) };
}

macro_rules! outln {
    ($($arg:tt)*) => { $crate::cli::emit(format_args!("{}\n", format_args!($($arg)*))) };
}

pub mod args;
pub mod board;
pub mod completions;
pub mod conform;
pub mod explore;
pub mod figures;
pub mod man;
pub mod moves;
pub mod output;
pub mod perft;
pub mod perft_merge;
pub mod position;
pub mod quantum;
pub mod reach;
pub mod rules;
pub mod serve;
pub mod show;
pub mod stdin;
pub mod suite;
pub mod variants;
pub mod verify;

/// What a command returns: its exit status, or the one line that says why
/// it refused (exit 2).
pub type Exit = Result<ExitCode, String>;

/// Writes to stdout. A reader that stops early (`| head`) closes the pipe:
/// that ends the run quietly with success instead of a panic; any other
/// write error is reported as one line and exit status 1.
pub fn emit(text: std::fmt::Arguments) {
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
pub fn note(text: std::fmt::Arguments) {
    let _ = writeln!(std::io::stderr().lock(), "{text}");
}

/// Prints why the command refused, as one line on stderr: control
/// characters escaped (a program's or a user's text never reaches the
/// terminal raw), cut to a bounded length.
pub fn refuse(message: &str) -> ExitCode {
    note(format_args!(
        "congruent: {}",
        congruent::core::input::cut(&one_line(message))
    ));
    ExitCode::from(2)
}

/// `text` with every control character escaped (`\n`, `\u{1b}`): one line
/// that cannot move the cursor or colour the terminal.
pub fn one_line(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    for c in text.chars() {
        match c.is_control() {
            true => shown.extend(c.escape_default()),
            false => shown.push(c),
        }
    }
    shown
}

/// `text` with every control character but the newline escaped: a
/// report of many lines in which a program's own text (its messages, its
/// moves) cannot move the cursor or colour the terminal.
pub fn shown(text: &str) -> String {
    text.split('\n')
        .map(one_line)
        .collect::<Vec<_>>()
        .join("\n")
}

/// Exit status 0 if `passed`, else 1.
pub fn exit(passed: bool) -> ExitCode {
    match passed {
        true => ExitCode::SUCCESS,
        false => ExitCode::FAILURE,
    }
}

pub fn write_file(path: &std::path::Path, text: &str) -> Result<(), String> {
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

pub fn print_json(value: &serde_json::Value, pretty: bool) -> Exit {
    let text = match pretty {
        true => serde_json::to_string_pretty(value),
        false => serde_json::to_string(value),
    }
    .map_err(|e| format!("cannot write the report: {e}"))?;
    outln!("{text}");
    Ok(ExitCode::SUCCESS)
}

/// A clap error as one line (exit 2 like every refusal): its message, its
/// tip and usage folded in, e.g. `unexpected argument '-1' found (tip: to
/// pass '-1' as a value, use '-- -1'; usage: congruent perft [OPTIONS]
/// <DEPTH>; congruent perft --help says more)`.
pub fn argument_error(e: &clap::Error, command: Option<&str>) -> String {
    let text = e.to_string();
    let mut head = String::new();
    let mut rest = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if line.starts_with("For more information") {
            continue;
        }
        if let Some(usage) = line.strip_prefix("Usage: ") {
            rest.push(format!("usage: {usage}"));
        } else if line.starts_with("tip: ") {
            rest.push(line.to_string());
        } else if head.is_empty() {
            head = line.strip_prefix("error: ").unwrap_or(line).to_string();
        } else if head.ends_with(':') {
            head = format!("{head} {line}");
        } else {
            head = format!("{head}, {line}");
        }
    }
    let help = match command {
        Some(c) => format!("congruent {c} --help says more"),
        None => "congruent --help says more".into(),
    };
    rest.push(help);
    format!("{head} ({})", rest.join("; "))
}
