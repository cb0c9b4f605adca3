//! `congruent man`: the manual page, from the same argument definitions
//! the binary parses (clap_mangen), so that it cannot fall behind them.

use super::Exit;
use std::process::ExitCode;

/// Print congruent's manual page (roff) on stdout: its synopsis, its
/// commands and its version. `congruent man > congruent.1; man
/// ./congruent.1`. Each command's options: `congruent COMMAND --help`.
#[derive(clap::Args)]
pub struct Args {}

pub fn run(_: Args, command: clap::Command) -> Exit {
    let mut page = Vec::new();
    clap_mangen::Man::new(command)
        .render(&mut page)
        .map_err(|e| format!("cannot write the manual page: {e}"))?;
    out!("{}", String::from_utf8_lossy(&page));
    Ok(ExitCode::SUCCESS)
}
