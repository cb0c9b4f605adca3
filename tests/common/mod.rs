//! Shared by the tests that drive the `congruent` binary.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `congruent ARGS` with `input` on stdin: (exit code, stdout, stderr).
pub fn congruent(args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_congruent"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("binary runs");
    // A command that fails on its arguments exits before reading stdin;
    // the broken pipe that leaves is not the test's failure.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}
