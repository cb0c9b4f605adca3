//! The `congruent` command line. It only parses arguments and calls one
//! function per command (`cli::NAME::run`, in `src/cli/`); every command
//! goes through the variant seam (`congruent::core::variant`), the protocol or
//! the conformance runner (`congruent::referee::conform`).

mod cli;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "congruent",
    version = env!("CONGRUENT_VERSION"),
    about = "Executable specification of 3D chess variants, and a conformance harness for other implementations",
    after_help = EXAMPLES
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// What `congruent --help` shows last; every line run by a test
/// (`tests/it/cli_edges.rs`).
const EXAMPLES: &str = "Examples:
  $ congruent moves --start
  $ congruent perft 3 --start
  $ congruent board --variant tetrahedral
  $ congruent moves --variant tetrahedral --start
  $ congruent quantum --start -- 'P(K2,2) -- [K4,4]'
  $ congruent conform --variant tetrahedral --program 'congruent serve'
  $ congruent explore --variant positional-7x7x3
  $ congruent completions bash";

/// The commands: `Variant => module` names the enum variant (the command
/// `variant` in kebab case) and the module of src/cli/ that holds its
/// `Args` (their doc comment is the command's help) and its `run`.
macro_rules! commands {
    ($($variant:ident => $module:ident),* $(,)?) => {
        // One value parsed once per run: the size of the largest variant
        // costs nothing.
        #[allow(clippy::large_enum_variant)]
        #[derive(Subcommand)]
        enum Command {
            $($variant(cli::$module::Args),)*
            Completions(cli::completions::Args),
            Man(cli::man::Args),
        }

        fn run(command: Command) -> cli::Exit {
            use clap::CommandFactory;
            match command {
                $(Command::$variant(a) => cli::$module::run(a),)*
                // These two read the argument definitions themselves.
                Command::Completions(a) => cli::completions::run(a, Cli::command()),
                Command::Man(a) => cli::man::run(a, Cli::command()),
            }
        }
    };
}

commands! {
    Reach => reach, Moves => moves, Perft => perft, PerftMerge => perft_merge,
    Show => show, Rules => rules, Verify => verify, Serve => serve,
    Variants => variants, Board => board, Figures => figures, Suite => suite,
    Conform => conform, Quantum => quantum, Explore => explore,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help, --version: what was asked for, on stdout.
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            // `congruent` alone: the list of commands.
            let _ = e.print();
            return ExitCode::from(2);
        }
        Err(e) => return cli::refuse(&cli::argument_error(&e, subcommand().as_deref())),
    };
    if cli::output::stdout_was_closed() {
        return cli::refuse("stdout is closed: nowhere to write the output");
    }
    match run(cli.command) {
        Ok(code) => code,
        Err(message) => cli::refuse(&message),
    }
}

/// The subcommand named on the command line, for an argument error's
/// pointer to its help.
fn subcommand() -> Option<String> {
    use clap::CommandFactory;
    let names: Vec<String> = Cli::command()
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    std::env::args_os()
        .skip(1)
        .filter_map(|a| a.into_string().ok())
        .find(|a| names.contains(a))
}
