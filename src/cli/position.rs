//! Where a command's position comes from
//! (spec/protocol.md#where-a-command-reads-its-position), and the refusal
//! of input on stdin that a command would ignore.

use super::args::{PositionArgs, RuleArgs};
use super::stdin::{arrives_within, holds_input, is_named_by, is_terminal};
use congruent::core::input;
use congruent::core::variant::VariantError;
use serde_json::Value;
use std::path::PathBuf;

/// Refuses input on stdin that the command would ignore: `refusal` is the
/// one line to print if stdin holds some (see [`position_refusal`],
/// [`none_refusal`]).
pub fn refuse_ignored(refusal: Option<String>) -> Result<(), String> {
    match refusal {
        Some(why) if holds_input() => Err(why),
        _ => Ok(()),
    }
}

/// Whether one of `paths` is stdin itself: the command then reads it.
pub fn names_stdin(paths: &[Option<&PathBuf>]) -> bool {
    paths.iter().flatten().any(|p| is_named_by(p.as_path()))
}

/// For a command whose position may come from an argument: why a
/// position on stdin beside it would be ignored.
pub fn position_refusal(name: &str, p: &PositionArgs, start: bool, r: &RuleArgs) -> Option<String> {
    if names_stdin(&[p.input.as_ref(), r.rules.as_ref()]) {
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
}

/// For a command that never reads stdin: the refusal of input on it,
/// unless its `--rules` file is stdin.
pub fn none_refusal(name: &str, rules: Option<&RuleArgs>, hint: &str) -> Option<String> {
    if names_stdin(&[rules.and_then(|r| r.rules.as_ref())]) {
        return None;
    }
    Some(format!(
        "{name}: takes no input on stdin, but stdin holds some{hint}"
    ))
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
pub fn read_position(
    command: &str,
    args: &PositionArgs,
    start: bool,
) -> Result<Option<Value>, String> {
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
        None if is_terminal() => {
            return match start_by_default {
                true => Ok(None),
                false => Err(format!(
                    "{command}: no position: stdin is a terminal ({how})"
                )),
            };
        }
        None => {
            if start_by_default && !arrives_within(PERFT_STDIN_WAIT_MS) {
                super::note(format_args!(
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
