//! `congruent conform --perft DEPTH`: perft compared with the program's,
//! bisected to the first position where the move lists differ.

use super::Args;
use crate::cli::{exit, shown, write_file, Exit};
use congruent::referee::conform::{self, Bisection, Config};
use congruent::referee::suite;
use serde_json::{Map, Value};

pub fn run(a: &Args, config: &Config, depth: u32) -> Exit {
    let (r, options) = a.rules.resolve()?;
    let root = match &a.fen {
        Some(f) => Value::String(f.clone()),
        None => r.start(&options).map_err(|e| e.to_string())?,
    };
    // The handshake first: a program that does not speak the protocol,
    // or does not declare perft of this variant, is refused before any
    // count.
    let (client, hello) = conform::handshake(config)?;
    hello.support.check_variant(r.id())?;
    if let Some(why) = hello.support.outside(&probe(r.id(), &options)) {
        return Err(format!("conform --perft: {why}"));
    }
    let b = conform::bisect(config, Some(client), r, &options, &root, depth)
        .map_err(|e| e.to_string())?;
    if let Some(path) = &a.html {
        write_file(path, &conform::bisection_page(r, &options, &b))?;
    }
    // The program's moves are its own text: shown escaped.
    out!("{}", shown(&b.to_string()));
    Ok(exit(matches!(b, Bisection::Agree { .. })))
}

/// A perft case of the variant under `options`, to ask the program's
/// declarations whether `conform --perft` may run.
fn probe(variant: &str, options: &Map<String, Value>) -> suite::Case {
    suite::Case {
        id: "perft".into(),
        variant: variant.into(),
        options: options.clone(),
        rules: Vec::new(),
        source: "conform --perft".into(),
        flags: Vec::new(),
        op: "perft".into(),
        input: suite::Input {
            position: Value::Null,
            from: None,
            depth: Some(1),
            divide: true,
            allow_illegal: false,
        },
        expect: Default::default(),
    }
}
