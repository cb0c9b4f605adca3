//! Records the commit the binary is built from, for `congruent --version`
//! (issue 42: a bug report names the exact rules it ran). Outside a git
//! checkout (a packaged crate) the version is the crate's alone.

use std::process::Command;

fn main() {
    // HEAD moves on checkout and commit; the branch's ref on commit.
    println!("cargo:rerun-if-changed=.git/HEAD");
    println!("cargo:rerun-if-changed=.git/refs/heads");
    println!("cargo:rerun-if-changed=.git/packed-refs");
    let commit = Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty());
    let version = match commit {
        Some(c) => format!("{} (commit {c})", env!("CARGO_PKG_VERSION")),
        None => env!("CARGO_PKG_VERSION").to_string(),
    };
    println!("cargo:rustc-env=CONGRUENT_VERSION={version}");
}
