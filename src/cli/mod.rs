//! The commands of the `congruent` binary, one module each: every module
//! holds its command's arguments (`Args`) and one `run` function. What they
//! share is here (writing to stdout and stderr, one-line errors), in
//! [`args`] (rule options, positions, suite filters) and in [`stdin`]
//! (where a command reads its position). The library knows no command
//! line: everything below goes through `congruent::variant`,
//! `congruent::conform` and `congruent::protocol`.

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
pub mod conform;
pub mod figures;
pub mod moves;
pub mod perft;
pub mod perft_merge;
pub mod position;
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
pub type Outcome = Result<ExitCode, String>;

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

/// Prints why the command refused, as one line on stderr, cut to a
/// bounded length.
pub fn refuse(message: &str) -> ExitCode {
    note(format_args!(
        "congruent: {}",
        congruent::input::cut(message)
    ));
    ExitCode::from(2)
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

pub fn print_json(value: &serde_json::Value, pretty: bool) -> Outcome {
    let text = match pretty {
        true => serde_json::to_string_pretty(value),
        false => serde_json::to_string(value),
    }
    .map_err(|e| format!("cannot write the report: {e}"))?;
    outln!("{text}");
    Ok(ExitCode::SUCCESS)
}
