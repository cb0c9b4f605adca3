//! The README's examples run as shown (issue 42.2): every `console` block
//! is a list of `$ COMMAND` lines, each followed by its output, run by
//! `sh` from the repository root with congruent's binary first on the
//! PATH; the output must be the lines shown, where a line `...` stands
//! for any number of lines.

use std::path::Path;
use std::process::Command;

/// The `console` blocks of `text`: each a list of (command, shown output).
fn console_blocks(text: &str) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    let mut inside = false;
    for line in text.lines() {
        match (inside, line.trim_end()) {
            (false, "```console") => inside = true,
            (true, "```") => inside = false,
            (true, l) => match l.strip_prefix("$ ") {
                Some(command) => out.push((command.to_string(), Vec::new())),
                None => out
                    .last_mut()
                    .expect("a console block starts with a command")
                    .1
                    .push(l.to_string()),
            },
            _ => {}
        }
    }
    out
}

/// Does `got` read as `shown`, a `...` line standing for any lines?
fn reads_as(got: &[&str], shown: &[String]) -> bool {
    match shown.split_first() {
        None => got.is_empty(),
        Some((first, rest)) if first == "..." => (0..=got.len()).any(|k| reads_as(&got[k..], rest)),
        Some((first, rest)) => got
            .split_first()
            .is_some_and(|(g, more)| g.trim_end() == first && reads_as(more, rest)),
    }
}

#[test]
fn every_console_example_of_the_readme_prints_what_it_shows() {
    let root = crate::common::root();
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let blocks = console_blocks(&readme);
    assert!(blocks.len() >= 6, "{} console examples", blocks.len());
    let bin = Path::new(env!("CARGO_BIN_EXE_congruent"));
    let path = format!(
        "{}:{}",
        bin.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    for (command, shown) in blocks {
        let out = Command::new("sh")
            .args(["-c", &command])
            .current_dir(root)
            .env("PATH", &path)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        let got: Vec<&str> = text.lines().collect();
        assert!(
            reads_as(&got, &shown),
            "README: `{command}` printed\n{text}\nnot\n{}",
            shown.join("\n")
        );
    }
}
