//! `congruent serve`: the conformance protocol on stdin and stdout.

use super::args::RuleArgs;
use super::Exit;
use congruent::core::input;
use congruent::referee::protocol::{self, Base, Request};
use congruent::registry;
use serde_json::Value;
use std::process::ExitCode;

/// Speak the conformance protocol on stdin/stdout: one JSON request
/// per line, one JSON response per line (spec/conformance.md).
#[derive(clap::Args)]
pub struct Args {
    /// Options every request starts from; a request's own options
    /// override them key by key.
    #[command(flatten)]
    rules: RuleArgs,
    /// Answer as a program with one deliberate fault: a mutant of the
    /// variant --variant names, in its answers alone (an unknown NAME is
    /// refused with the list), for trying `conform`'s blame
    /// (spec/conformance.md#mutants).
    #[arg(long, value_name = "NAME")]
    mutant: Option<String>,
    /// Answer a perft request deeper than N with a `limit` error at once
    /// instead of counting (0 to 8; each variant's own limit, 6 to 8,
    /// holds anyway), so that no request holds the server for long:
    /// perft(4) of the Goff start takes seconds, perft(5) minutes
    /// (spec/conformance.md#limits).
    #[arg(long, value_name = "N")]
    max_depth: Option<u32>,
}

pub fn run(a: Args) -> Exit {
    let (r, mut options) = a.rules.resolve()?;
    let deepest = registry::deepest_perft_limit();
    if let Some(n) = a.max_depth.filter(|&n| n > deepest) {
        return Err(format!(
            "--max-depth {n}: no variant's perft goes deeper than {deepest} anyway (give 0 to {deepest})"
        ));
    }
    let fault = match a.mutant {
        None => None,
        Some(name) => {
            let mutants = r.mutants();
            let Some(m) = mutants.iter().find(|m| m.name == name).cloned() else {
                let names: Vec<&str> = mutants.iter().map(|m| m.name.as_str()).collect();
                return Err(format!(
                    "--mutant: {} has no mutant {} (expected one of {})",
                    r.id(),
                    input::excerpt(&name),
                    if names.is_empty() {
                        "none".to_string()
                    } else {
                        grouped(&names)
                    }
                ));
            };
            // A rejected reading is the server's default options.
            if let Some(o) = m.options(&options) {
                options = o;
            }
            Some(m)
        }
    };
    let base = Base {
        variant: a.rules.variant.clone(),
        options,
        max_depth: a.max_depth,
    };
    // The fault is the named variant's, as `--set` changes that variant
    // alone: a request for another variant is answered right.
    let post = |request: &Request, mut response: Value| {
        let faulted = request.op != "hello" && request.variant == base.variant;
        if let Some(m) = fault.as_ref().filter(|_| faulted) {
            let mut options = base.options.clone();
            options.extend(request.options.clone());
            m.fault_answer(
                &request.op,
                &request.variant,
                &options,
                request.position.as_ref(),
                &mut response,
            );
        }
        response
    };
    let (stdin, stdout) = (std::io::stdin().lock(), std::io::stdout().lock());
    match protocol::serve_with(stdin, stdout, &base, &post) {
        Ok(()) => Ok(ExitCode::SUCCESS),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(ExitCode::SUCCESS),
        Err(e) => Err(format!("serve: {e}")),
    }
}

/// Mutant names with a shared head written once, so that the list of a
/// variant's mutants fits the one line of an error:
/// `motion={straight-line,ram}`, `doubled-{castle,fission}`.
fn grouped(names: &[&str]) -> String {
    const FAMILIES: [&str; 4] = [
        "stops-short-",
        "passes-blocker-",
        "captures-own-",
        "doubled-",
    ];
    let head = |n: &str| -> usize {
        FAMILIES
            .iter()
            .find(|f| n.starts_with(*f))
            .map(|f| f.len())
            .or_else(|| n.find('=').map(|i| i + 1))
            .unwrap_or(0)
    };
    let mut groups: Vec<(&str, Vec<&str>)> = Vec::new();
    for n in names {
        let (h, tail) = n.split_at(head(n));
        match groups.iter_mut().find(|(g, _)| !h.is_empty() && *g == h) {
            Some((_, tails)) => tails.push(tail),
            None => groups.push((h, vec![tail])),
        }
    }
    groups
        .into_iter()
        .map(|(h, tails)| match tails.as_slice() {
            [one] => format!("{h}{one}"),
            _ => format!("{h}{{{}}}", tails.join(",")),
        })
        .collect::<Vec<_>>()
        .join(", ")
}
