//! Records the commit the binary is built from, for `congruent --version`
//! (issue 42: a bug report names the exact rules it ran). Outside this
//! crate's own git checkout (a packaged crate, or one vendored inside
//! another repository) the version is the crate's alone.

use std::path::Path;
use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    (out.status.success() && !text.trim().is_empty()).then(|| text.trim().to_string())
}

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it");
    let own = git(&["rev-parse", "--show-toplevel"]).is_some_and(|top| {
        Path::new(&top).canonicalize().ok() == Path::new(&manifest).canonicalize().ok()
    });
    let commit = own
        .then(|| git(&["rev-parse", "--short=12", "HEAD"]))
        .flatten();
    // HEAD moves on checkout and commit; the branch's ref on commit. Only
    // paths that exist are watched: cargo reruns a script whose watched
    // path is missing on every build.
    if own {
        for name in ["HEAD", "refs/heads", "packed-refs"] {
            if let Some(path) = git(&["rev-parse", "--git-path", name]) {
                if Path::new(&path).exists() {
                    println!("cargo:rerun-if-changed={path}");
                }
            }
        }
    } else {
        println!("cargo:rerun-if-changed=build.rs");
    }
    let version = match commit {
        Some(c) => format!("{} (commit {c})", env!("CARGO_PKG_VERSION")),
        None => env!("CARGO_PKG_VERSION").to_string(),
    };
    println!("cargo:rustc-env=CONGRUENT_VERSION={version}");
}
