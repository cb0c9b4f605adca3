//! Runs every example of the specification (spec/*.md, spec/rules/*.md)
//! against `congruent reach`, CommonMark-spec style. An example is a
//! fenced block tagged `example`: a JSON position, a line with a single
//! dot, then expectations, one per line:
//!
//! * `TILE: N` — the piece on TILE has N destinations;
//! * `FROM -> TO [capture "NOTATION"] (WAY | WAY ...)` — TO is a
//!   destination, reached in exactly these ways, where a way is
//!   `as, move, role, perimeter N[, plane+plane]`;
//! * `not FROM -> TO (comment)` — TO is not a destination;
//! * `error: comment` — the position is rejected (exit 2).

use crate::common;
use std::collections::BTreeSet;

use std::path::Path;

struct Example {
    file: String,
    input: String,
    expect: Vec<String>,
}

fn examples() -> Vec<Example> {
    let spec = Path::new(env!("CARGO_MANIFEST_DIR")).join("spec");
    let mut files: Vec<_> = std::fs::read_dir(&spec)
        .unwrap()
        .chain(std::fs::read_dir(spec.join("rules")).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for block in text.split("```example\n").skip(1) {
            let body = block.split("```").next().unwrap();
            let (input, expect) = body
                .split_once("\n.\n")
                .unwrap_or_else(|| panic!("{}: example without a dot line", f.display()));
            out.push(Example {
                file: f.file_name().unwrap().to_string_lossy().into(),
                input: input.to_string(),
                expect: expect
                    .lines()
                    .map(str::trim)
                    .filter(|l| !l.is_empty())
                    .map(String::from)
                    .collect(),
            });
        }
    }
    out
}

fn reach_example(input: &str) -> (bool, serde_json::Value) {
    let (code, out, _) = common::congruent(&["reach"], input);
    if code != 0 {
        assert_eq!(code, 2);
        return (false, serde_json::Value::Null);
    }
    (true, serde_json::from_str(&out).unwrap())
}

type WayKey = (String, String, String, u64, BTreeSet<String>);

fn parse_way(text: &str) -> WayKey {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let perimeter = parts[3]
        .strip_prefix("perimeter ")
        .unwrap_or_else(|| panic!("way {text:?}: fourth part is not 'perimeter N'"))
        .parse()
        .unwrap();
    let planes = parts
        .get(4)
        .map(|p| p.split('+').map(|s| s.trim().to_string()).collect())
        .unwrap_or_default();
    (
        parts[0].into(),
        parts[1].into(),
        parts[2].into(),
        perimeter,
        planes,
    )
}

fn json_way(w: &serde_json::Value) -> WayKey {
    (
        w["as"].as_str().unwrap().into(),
        w["move"].as_str().unwrap().into(),
        w["role"].as_str().unwrap().into(),
        w["perimeter"].as_u64().unwrap(),
        w["planes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap().to_string())
            .collect(),
    )
}

fn check(ex: &Example) -> Result<usize, String> {
    let (ok, out) = reach_example(&ex.input);
    let moves = out["moves"].as_array().cloned().unwrap_or_default();
    let find = |from: &str, to: &str| moves.iter().find(|m| m["from"] == from && m["to"] == to);
    for line in &ex.expect {
        if line.starts_with("error:") {
            if ok {
                return Err(format!("{line}: the position was accepted"));
            }
            continue;
        }
        if !ok {
            return Err(format!("{line}: the position was rejected"));
        }
        if let Some(rest) = line.strip_prefix("not ") {
            let (from, to) = rest.split_once("->").ok_or(format!("bad line {line:?}"))?;
            let to = to.split('(').next().unwrap().trim();
            if find(from.trim(), to).is_some() {
                return Err(format!("{line}: but it is a destination"));
            }
        } else if let Some((from, rest)) = line.split_once("->") {
            let (head, ways) = rest.split_once('(').unwrap_or((rest, ""));
            let mut words = head.split_whitespace();
            let to = words.next().ok_or(format!("bad line {line:?}"))?;
            let m = find(from.trim(), to).ok_or(format!("{line}: not a destination"))?;
            if head.contains("capture") {
                if m["capture"] != true {
                    return Err(format!("{line}: not a capture"));
                }
                if let Some(notation) = head.split('"').nth(1) {
                    if m["notation"] != notation {
                        return Err(format!("{line}: notation is {}", m["notation"]));
                    }
                }
            } else if m["capture"] != false {
                return Err(format!("{line}: is a capture"));
            }
            let ways = ways.trim_end().trim_end_matches(')');
            if !ways.is_empty() {
                let want: BTreeSet<WayKey> = ways.split('|').map(parse_way).collect();
                let have: BTreeSet<WayKey> =
                    m["ways"].as_array().unwrap().iter().map(json_way).collect();
                if want != have {
                    return Err(format!("{line}: the engine's ways are {have:?}"));
                }
            }
        } else if let Some((tile, n)) = line.split_once(':') {
            let n: usize = n.trim().parse().map_err(|_| format!("bad line {line:?}"))?;
            let have = moves.iter().filter(|m| m["from"] == tile.trim()).count();
            if have != n {
                return Err(format!("{line}: the engine has {have}"));
            }
        } else {
            return Err(format!("unrecognised line {line:?}"));
        }
    }
    Ok(ex.expect.len())
}

#[test]
fn every_example_of_the_specification_holds() {
    let all = examples();
    assert!(all.len() >= 30, "only {} examples found", all.len());
    let mut failures = Vec::new();
    let mut lines = 0;
    for ex in &all {
        match check(ex) {
            Ok(n) => lines += n,
            Err(e) => failures.push(format!("{}: {e}", ex.file)),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    println!("{} examples, {lines} expectations", all.len());
}

/// The `tile` blocks of the specification: a tile name in White's
/// notation, a dot, then `(z,i,j) bishop-colour duke-colour black=NAME` or
/// `(z,i,j) off board`.
#[test]
fn every_tile_block_of_the_specification_holds() {
    use congruent::goff::notation::{parse_tile, tile_name};
    use congruent::goff::pieces::Side;
    let spec = Path::new(env!("CARGO_MANIFEST_DIR")).join("spec");
    let files = std::fs::read_dir(&spec)
        .unwrap()
        .chain(std::fs::read_dir(spec.join("rules")).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"));
    let mut checked = 0;
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for block in text.split("```tile\n").skip(1) {
            let body = block.split("```").next().unwrap();
            let (name, expect) = body.split_once("\n.\n").unwrap();
            let expect = expect.trim();
            let where_ = format!("{}: {name}", f.display());
            if expect.ends_with("off board") {
                assert!(parse_tile(name, Side::White).is_err(), "{where_}");
            } else {
                let t = parse_tile(name, Side::White).unwrap();
                let got = format!(
                    "({},{},{}) {} {} black={}",
                    t.z(),
                    t.i(),
                    t.j(),
                    serde_json::to_value(t.bishop_colour())
                        .unwrap()
                        .as_str()
                        .unwrap(),
                    serde_json::to_value(t.duke_colour())
                        .unwrap()
                        .as_str()
                        .unwrap(),
                    tile_name(t, Side::Black)
                );
                assert_eq!(got, expect, "{where_}");
            }
            checked += 1;
        }
    }
    assert!(checked >= 10, "only {checked} tile blocks");
}
