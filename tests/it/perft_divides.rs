//! The divides of `spec/perft/` (issue 26: perft tables with divide):
//! each file is the count below every first move of a variant's start,
//! keyed by move key. What a test can afford is checked on every run:
//! each file's first moves are exactly the variant's first moves, its
//! rows add up to its total, the total is the one `spec/perft.md` gives,
//! and the smallest file is counted again in full.

use crate::common::congruent;
use std::collections::BTreeMap;
use std::path::PathBuf;

fn folder() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/spec/perft"))
}

/// One file: the variant and depth its first line's command names, its
/// rows by move key, and its total.
struct Divide {
    variant: String,
    depth: u32,
    rows: BTreeMap<String, u64>,
    total: u64,
}

fn read(name: &str) -> Divide {
    let text = std::fs::read_to_string(folder().join(name)).unwrap();
    let mut lines = text.lines();
    let command = lines.next().unwrap();
    let words: Vec<&str> = command.split_whitespace().collect();
    assert_eq!(
        &words[..3],
        ["#", "congruent", "perft"],
        "{name}: {command}"
    );
    let depth: u32 = words[3].parse().unwrap();
    let at = words.iter().position(|w| *w == "--variant").unwrap();
    let variant = words[at + 1].to_string();
    assert_eq!(name, format!("{variant}-{depth}.txt"), "the file's name");
    let mut rows = BTreeMap::new();
    let mut total = None;
    for line in lines.filter(|l| !l.starts_with('#')) {
        if let Some(n) = line.strip_prefix(&format!("perft({depth}) = ")) {
            total = Some(n.parse().unwrap());
            continue;
        }
        let (key, n) = line.rsplit_once(' ').unwrap();
        assert!(total.is_none(), "{name}: a row after the total");
        assert!(
            rows.insert(key.to_string(), n.parse().unwrap()).is_none(),
            "{name}: {key} twice"
        );
    }
    Divide {
        variant,
        depth,
        rows,
        total: total.unwrap_or_else(|| panic!("{name} has no total")),
    }
}

fn divide_files() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".txt"))
        .collect();
    names.sort();
    names
}

/// `perft DEPTH --shard 0/1` from `variant`'s start: every first move's
/// count by its move key.
fn divide_counts(variant: &str, depth: u32) -> BTreeMap<String, u64> {
    let d = depth.to_string();
    let args = [
        "perft",
        &d,
        "--variant",
        variant,
        "--start",
        "--shard",
        "0/1",
    ];
    let (code, out, err) = congruent(&args, "");
    assert_eq!(code, 0, "{err}");
    let line: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    line["moves"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, n)| (k.clone(), n.as_u64().unwrap()))
        .collect()
}

#[test]
fn every_divide_adds_up_and_starts_with_the_rule_sets_first_moves() {
    let perft_md = std::fs::read_to_string(folder().with_extension("md")).unwrap();
    let names = divide_files();
    assert!(names.len() >= 6, "{names:?}");
    for name in names {
        let d = read(&name);
        assert_eq!(d.rows.values().sum::<u64>(), d.total, "{name}");
        let first = divide_counts(&d.variant, 1);
        let extra: Vec<&String> = d.rows.keys().filter(|k| !first.contains_key(*k)).collect();
        let missing: Vec<&String> = first.keys().filter(|k| !d.rows.contains_key(*k)).collect();
        assert!(
            extra.is_empty() && missing.is_empty(),
            "{name}: not the variant's first moves: {extra:?} are not, {missing:?} are missing"
        );
        let shown = d
            .total
            .to_string()
            .as_bytes()
            .rchunks(3)
            .rev()
            .map(|c| std::str::from_utf8(c).unwrap())
            .collect::<Vec<_>>()
            .join(",");
        assert!(
            perft_md.contains(&shown),
            "{name}: spec/perft.md lacks {shown}"
        );
    }
}

/// The cheapest file, counted again in full (1.5 s on 2 cores).
#[test]
fn positional_8x8x2_perft_3_divides_as_written() {
    let d = read("positional-8x8x2-3.txt");
    assert_eq!(divide_counts(&d.variant, d.depth), d.rows);
}
