//! `congruent conform` with the suite: every case run against the
//! program, a table per rule, the failing cases, and the report files.

use super::Args;
use crate::cli::{exit, note, shown, write_file, Exit};
use congruent::core::input;
use congruent::referee::conform::{self, Config, Progress};
use congruent::referee::suite::{self, Filter};
use serde_json::Value;

pub fn run(a: &Args, config: &Config, f: Filter) -> Exit {
    // Every suite line is checked (suite::read) before the program
    // starts: a bad line is the suite's fault. The built-in suite is
    // built while the program answers `hello` (some variants take
    // seconds to derive their cases), so a program that does not speak
    // the protocol is refused at once.
    let variant = f.variant.clone().unwrap_or_else(|| a.rules.variant.clone());
    let (cases, (client, hello)) = match &a.suite {
        Some(path) => {
            let at = format!("--suite {}", path.display());
            let text = input::read_file(path, input::MAX_SUITE, &at)?;
            let cases: Vec<suite::Case> = suite::read(&text)
                .map_err(|e| format!("{at}: {e}"))?
                .into_iter()
                .filter(|c| f.keeps(c))
                .collect();
            if cases.is_empty() {
                return Err("no case matches the filters".into());
            }
            (cases, conform::handshake(config)?)
        }
        None => std::thread::scope(|scope| {
            let built = scope.spawn(|| conform::all_cases(&f));
            match conform::handshake(config) {
                // Ends the process without waiting for the build.
                Err(e) => {
                    crate::cli::refuse(&e);
                    std::process::exit(2)
                }
                Ok(g) => (built.join().expect("the suite builds"), g),
            }
        }),
    };
    if cases.is_empty() {
        return Err("no case matches the filters".into());
    }
    if let Some(id) = suite::duplicate_id(&cases) {
        return Err(format!("the suite names case {id:?} twice"));
    }
    hello.support.check_variant(&variant)?;
    let skipped = conform::skips(&hello.support, &cases);
    let outside = skipped.iter().filter(|s| s.is_some()).count();
    if outside == cases.len() && !a.strict {
        let first = skipped.iter().flatten().next().expect("one at least");
        return Err(format!(
            "conform: every one of the {outside} cases is outside what the program's hello declares ({first}); --strict runs them as failed"
        ));
    }
    let progress = match std::io::IsTerminal::is_terminal(&std::io::stderr()) {
        true => Progress::Bar,
        false => Progress::Quiet,
    };
    let run = conform::run_plan(config, &cases, &skipped, Some(client), progress);
    let results = run.verdicts;
    let mut report = conform::Summary::counted(&cases, &results, a.strict, run.stopped);
    report.measure(&cases, &results);
    if let Some(path) = &a.json {
        let hello = hello_report(&hello);
        write_file(path, &report.json_with(&cases, &results, Some(&hello)))?;
    }
    if let Some(path) = &a.junit {
        write_file(path, &report.junit(&cases, &results))?;
    }
    if let Some(path) = &a.html {
        write_file(path, &report.html(&cases, &results))?;
    }
    out!("{}", shown(&report.text(&cases, &results)));
    for line in [report.stop_line(), report.nothing_checked_line()]
        .into_iter()
        .flatten()
    {
        note(format_args!("congruent: {}", crate::cli::one_line(&line)));
    }
    Ok(exit(report.all_passed()))
}

/// What the JSON report says of the handshake.
fn hello_report(hello: &conform::Hello) -> Value {
    serde_json::json!({
        "program": hello.program,
        "protocol": hello.protocol,
        "error": hello.error,
        "declares": hello.support.describe(),
    })
}
