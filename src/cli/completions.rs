//! `congruent completions SHELL`: the shell's completion script, from
//! the same argument definitions the binary parses (clap_complete).

use super::Exit;
use clap_complete::Shell;
use std::process::ExitCode;

/// Print the completion script of a shell for congruent's commands and
/// options. Install it as the shell expects, e.g. `congruent completions
/// bash > ~/.local/share/bash-completion/completions/congruent`.
#[derive(clap::Args)]
pub struct Args {
    /// The shell: bash, zsh, fish, elvish or powershell.
    pub shell: Shell,
}

pub fn run(args: Args, mut command: clap::Command) -> Exit {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "congruent", &mut script);
    out!("{}", String::from_utf8_lossy(&script));
    Ok(ExitCode::SUCCESS)
}
