//! `congruent figures`: our drawings of the book figures the spec shows.

use super::position::{none_refusal, refuse_ignored};
use super::{write_file, Exit};
use congruent::picture;
use std::path::PathBuf;
use std::process::ExitCode;

/// Write our drawings of the book figures the spec pages show
/// (spec/figures/), one SVG file each.
#[derive(clap::Args)]
pub struct Args {
    /// The folder to write them to, e.g. spec/figures.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// Replace files that exist.
    #[arg(long)]
    force: bool,
}

pub fn run(a: Args) -> Exit {
    refuse_ignored(none_refusal("figures", None, ""))?;
    let out = &a.out;
    for f in picture::figures::FIGURES {
        let path = out.join(f.file);
        if path.exists() && !a.force {
            return Err(format!(
                "{}: exists (use --force to replace it)",
                path.display()
            ));
        }
    }
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    for f in picture::figures::FIGURES {
        let svg = f.svg().map_err(|e| e.to_string())?;
        write_file(&out.join(f.file), &svg)?;
        outln!("{}", out.join(f.file).display());
    }
    Ok(ExitCode::SUCCESS)
}
