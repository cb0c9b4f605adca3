//! Runs the examples of spec/protocol.md (CommonMark-spec style: input,
//! a line with a dot, expected moves per piece) against `congruent reach`.

use std::collections::BTreeMap;
use std::io::Write;
use std::process::{Command, Stdio};

const SPEC: &str = include_str!("../spec/protocol.md");

fn examples() -> Vec<(String, BTreeMap<String, usize>)> {
    SPEC.split("```example\n")
        .skip(1)
        .map(|block| {
            let body = block.split("```").next().unwrap();
            let (input, expected) = body.split_once("\n.\n").expect("example has a dot line");
            let expected = expected
                .lines()
                .filter(|l| !l.trim().is_empty())
                .map(|l| {
                    let (tile, n) = l.split_once(':').unwrap();
                    (tile.trim().to_string(), n.trim().parse().unwrap())
                })
                .collect();
            (input.to_string(), expected)
        })
        .collect()
}

#[test]
fn every_protocol_example_holds() {
    let all = examples();
    assert!(all.len() >= 5, "examples found: {}", all.len());
    for (input, expected) in all {
        let mut child = Command::new(env!("CARGO_BIN_EXE_congruent"))
            .arg("reach")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "{input}");
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let mut got: BTreeMap<String, usize> = BTreeMap::new();
        for m in v["moves"].as_array().unwrap() {
            *got.entry(m["from"].as_str().unwrap().to_string())
                .or_default() += 1;
        }
        assert_eq!(got, expected, "{input}");
    }
}
