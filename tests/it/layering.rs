//! The layering rule of `ARCHITECTURE.md`, checked on the sources: every
//! file of `src/` is read as text, each `crate::…`, `super::…` (and, in
//! the command line, `congruent::…`) path in it is resolved to the module
//! file it names (the longest prefix that is a module), and the file graph
//! so built must keep the rule:
//!
//! (a) no file imports one of a higher layer ([`LAYERS`], by folder; the
//!     seam is above the rest of the core, so it names no variant);
//! (b) no variant imports another's files (a cell game may import the
//!     cell core, and quantum chess Goff's classical rules);
//! (c) no import cycle between files (the cycle is reported).
//!
//! A module's `mod.rs` naming its own children by their bare names (`pub
//! use game::Tetrahedral`, `mod suite;`) declares them, and is not an
//! import; nor is a path to the crate root itself (`lib.rs` only
//! declares the modules; an inline `mod tests { use super::*; }` of a
//! top-level file reads as one). Comments and strings are not read.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The layers, bottom to top, each a list of path prefixes under the
/// repository root; a file is in the layer of its longest matching prefix
/// (so the seam, `src/core/variant.rs`, is a layer above the rest of
/// `src/core/`).
const LAYERS: &[(&str, &[&str])] = &[
    ("the generic core", &["src/core/"]),
    ("the seam", &["src/core/variant.rs"]),
    ("variants", &["src/goff/", "src/cells/"]),
    ("the registry", &["src/registry.rs"]),
    ("pictures", &["src/picture/"]),
    ("the referee", &["src/referee/"]),
    ("the explorer", &["src/explore/"]),
    (
        "the command line",
        &["src/cli/", "src/main.rs", "src/lib.rs"],
    ),
];

/// Each variant's folder, by longest prefix: a file belongs to the
/// variant of its longest matching prefix. Quantum chess is a layer over
/// Goff's classical rules (issue 25: it reuses the engine and the
/// reference), and the four cell games are built on the cell core: those
/// two imports are allowed, see [`may_import`].
const VARIANT_FOLDERS: &[(&str, &str)] = &[
    ("src/goff/", "goff"),
    ("src/goff/quantum/", "quantum"),
    ("src/cells/", "cells"),
    ("src/cells/games/tetrahedral/", "tetrahedral"),
    ("src/cells/games/third_dimension/", "third_dimension"),
    ("src/cells/games/positional/", "positional"),
    ("src/cells/games/trans_dimensional/", "trans_dimensional"),
];

/// Whether a file of variant `mine` may import one of variant `theirs`.
fn may_import(mine: &str, theirs: &str) -> bool {
    let cell_game = VARIANT_FOLDERS
        .iter()
        .any(|(p, v)| *v == mine && p.starts_with("src/cells/games/"));
    mine == theirs || (mine == "quantum" && theirs == "goff") || (cell_game && theirs == "cells")
}

/// The longest of `prefixes` that `file` starts with, as (length, index).
fn longest<'a>(file: &str, prefixes: impl Iterator<Item = &'a str>) -> Option<(usize, usize)> {
    prefixes
        .enumerate()
        .filter(|(_, p)| file.starts_with(p))
        .map(|(i, p)| (p.len(), i))
        .max()
}

/// A file of `src/`: which crate it belongs to (the library, or the
/// binary: `main.rs` and `cli/`) and its module path.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Module {
    bin: bool,
    path: Vec<String>,
}

fn module_of(file: &str) -> Module {
    let rel = file
        .strip_prefix("src/")
        .unwrap()
        .strip_suffix(".rs")
        .unwrap();
    let mut path: Vec<String> = rel.split('/').map(String::from).collect();
    let bin = path[0] == "cli" || rel == "main";
    if matches!(
        path.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        path.pop();
    }
    Module { bin, path }
}

fn files(dir: &Path, out: &mut Vec<String>) {
    for e in fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p.to_str().unwrap().replace('\\', "/"));
        }
    }
}

/// The text without comments (line comments, doc comments, block
/// comments), strings left as they are.
fn code(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix("//") {
            rest = r.find('\n').map_or("", |n| &r[n..]);
        } else if let Some(r) = rest.strip_prefix("/*") {
            rest = r.find("*/").map_or("", |n| &r[n + 2..]);
        } else if rest.starts_with("'\"'") || rest.starts_with("'\\\"'") {
            // A char literal of a quote is not a string.
            let n = if rest.starts_with("'\"'") { 3 } else { 4 };
            rest = &rest[n..];
        } else if let Some(r) = rest.strip_prefix("r#\"") {
            rest = r.find("\"#").map_or("", |n| &r[n + 2..]);
        } else if let Some(r) = rest.strip_prefix('"') {
            // Skip a string so that `//` in it is not a comment.
            let mut end = r.len();
            let mut escaped = false;
            for (i, c) in r.char_indices() {
                match c {
                    '\\' if !escaped => escaped = true,
                    '"' if !escaped => {
                        end = i + 1;
                        break;
                    }
                    _ => escaped = false,
                }
            }
            out.push_str("\"\"");
            rest = &r[end.min(r.len())..];
        } else {
            let c = rest.chars().next().unwrap();
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Reads a path after `at` in `s`: identifiers separated by `::`, and a
/// `{…}` group at its end; pushes every full path. Returns where it ends.
fn read_path(s: &[char], mut at: usize, base: Vec<String>, out: &mut Vec<Vec<String>>) -> usize {
    let mut path = base;
    loop {
        while at < s.len() && s[at].is_whitespace() {
            at += 1;
        }
        if at < s.len() && s[at] == '{' {
            at += 1;
            loop {
                while at < s.len() && (s[at].is_whitespace() || s[at] == ',') {
                    at += 1;
                }
                if at >= s.len() || s[at] == '}' {
                    return at + 1;
                }
                at = read_path(s, at, path.clone(), out);
                // Skip `as name` and the like up to the next item.
                while at < s.len() && s[at] != ',' && s[at] != '}' {
                    at += 1;
                }
            }
        }
        let start = at;
        while at < s.len() && is_ident(s[at]) {
            at += 1;
        }
        if at == start {
            out.push(path);
            return at;
        }
        let word: String = s[start..at].iter().collect();
        if word != "self" {
            path.push(word);
        }
        if s.get(at) == Some(&':') && s.get(at + 1) == Some(&':') {
            at += 2;
        } else {
            out.push(path);
            return at;
        }
    }
}

/// Every module path the file names, each with the crate it is in.
fn paths(file: &str, text: &str) -> Vec<(bool, Vec<String>)> {
    let me = module_of(file);
    let s: Vec<char> = code(text).chars().collect();
    let mut out = Vec::new();
    // The inline modules (`mod tests { … }`) the scan is inside, each with
    // the brace depth its body opened at: `super::` in one is its parent.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut i = 0;
    while i < s.len() {
        match s[i] {
            '{' => depth += 1,
            '}' => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth -= 1;
            }
            _ => {}
        }
        if i > 0 && is_ident(s[i - 1]) || s[i] == ':' && i > 0 && s[i - 1] == ':' {
            i += 1;
            continue;
        }
        let rest: String = s[i..s.len().min(i + 12)].iter().collect();
        if let Some(name) = inline_module(&s[i..]) {
            inline.push((name, depth + 1));
        }
        let here: Vec<String> = me
            .path
            .iter()
            .cloned()
            .chain(inline.iter().map(|(n, _)| n.clone()))
            .collect();
        let (root, bin, skip) = if rest.starts_with("crate::") {
            (Vec::new(), me.bin, 7)
        } else if rest.starts_with("congruent::") {
            (Vec::new(), false, 11)
        } else if rest.starts_with("super::") {
            let mut n = 0;
            let mut j = i;
            while s[j..].starts_with(&"super::".chars().collect::<Vec<_>>()) {
                n += 1;
                j += 7;
            }
            let keep = here.len().saturating_sub(n);
            (here[..keep].to_vec(), me.bin, j - i)
        } else {
            i += 1;
            continue;
        };
        let mut found = Vec::new();
        i = read_path(&s, i + skip, root, &mut found).max(i + 1);
        out.extend(found.into_iter().map(|p| (bin, p)));
    }
    out
}

/// The name of an inline module whose body starts here (`mod NAME {`).
fn inline_module(s: &[char]) -> Option<String> {
    let rest: String = s.iter().take(80).collect();
    let after = rest.strip_prefix("mod ")?;
    let name: String = after.chars().take_while(|c| is_ident(*c)).collect();
    let tail = after[name.len()..].trim_start();
    (!name.is_empty() && tail.starts_with('{')).then_some(name)
}

struct Graph {
    /// file -> the files it imports.
    edges: BTreeMap<String, BTreeSet<String>>,
}

fn graph() -> Graph {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut all = Vec::new();
    files(&root.join("src"), &mut all);
    let all: Vec<String> = all
        .iter()
        .map(|f| f[root.to_str().unwrap().len() + 1..].to_string())
        .collect();
    let by_module: BTreeMap<Module, String> =
        all.iter().map(|f| (module_of(f), f.clone())).collect();
    let mut edges = BTreeMap::new();
    for f in &all {
        let text = fs::read_to_string(root.join(f)).unwrap();
        let mut to = BTreeSet::new();
        for (bin, path) in paths(f, &text) {
            let target = (1..=path.len()).rev().find_map(|k| {
                by_module.get(&Module {
                    bin,
                    path: path[..k].to_vec(),
                })
            });
            if let Some(t) = target.filter(|t| *t != f) {
                to.insert(t.clone());
            }
        }
        edges.insert(f.clone(), to);
    }
    Graph { edges }
}

fn layer(file: &str) -> usize {
    let prefixes = LAYERS
        .iter()
        .enumerate()
        .flat_map(|(i, (_, ps))| ps.iter().map(move |p| (i, *p)));
    let best = prefixes
        .filter(|(_, p)| file.starts_with(p))
        .max_by_key(|(_, p)| p.len());
    best.map(|(i, _)| i).unwrap_or_else(|| {
        panic!("{file} is in no layer: add its folder to LAYERS in tests/it/layering.rs and to ARCHITECTURE.md")
    })
}

/// The variant a file belongs to, if any.
fn variant_of(file: &str) -> Option<&'static str> {
    longest(file, VARIANT_FOLDERS.iter().map(|(p, _)| *p)).map(|(_, i)| VARIANT_FOLDERS[i].1)
}

/// Every import that breaks the layering rule, as a line naming both
/// files: up the layers, or across variants.
fn violations(g: &Graph) -> Vec<String> {
    let mut wrong = Vec::new();
    for (f, to) in &g.edges {
        for t in to {
            if layer(t) > layer(f) {
                wrong.push(format!(
                    "{f} ({}) imports {t} ({})",
                    LAYERS[layer(f)].0,
                    LAYERS[layer(t)].0
                ));
            }
            if let (Some(mine), Some(theirs)) = (variant_of(f), variant_of(t)) {
                if !may_import(mine, theirs) {
                    wrong.push(format!("{f} ({mine}) imports {t} ({theirs})"));
                }
            }
        }
    }
    wrong
}

#[test]
fn every_file_is_in_a_layer_and_imports_nothing_above_it_nor_across_variants() {
    let g = graph();
    let wrong = violations(&g);
    assert!(
        wrong.is_empty(),
        "imports breaking the layering rule:\n{}",
        wrong.join("\n")
    );
}

/// The rule catches what it is for: an upward import and a cross-variant
/// import planted into the real graph are each reported, naming the file.
#[test]
fn a_planted_upward_or_cross_variant_import_is_caught() {
    let plants = [
        (
            "src/core/variant.rs",
            "src/referee/conform/mod.rs",
            "the seam",
        ),
        ("src/goff/game/mod.rs", "src/registry.rs", "variants"),
        (
            "src/cells/games/tetrahedral/game.rs",
            "src/goff/mod.rs",
            "(tetrahedral) imports src/goff/mod.rs (goff)",
        ),
        (
            "src/goff/engine/mod.rs",
            "src/goff/quantum/mod.rs",
            "(goff) imports src/goff/quantum/mod.rs (quantum)",
        ),
        (
            "src/cells/game.rs",
            "src/cells/games/positional/game.rs",
            "(cells) imports",
        ),
    ];
    for (from, to, says) in plants {
        let mut g = graph();
        assert!(violations(&g).is_empty());
        g.edges
            .get_mut(from)
            .unwrap_or_else(|| panic!("no file {from}"))
            .insert(to.to_string());
        let found = violations(&g);
        assert!(
            found
                .iter()
                .any(|l| l.starts_with(from) && l.contains(to) && l.contains(says)),
            "{from} -> {to} not reported: {found:?}"
        );
    }
}

/// The strongly connected components of more than one file (Tarjan).
fn cycles(g: &Graph) -> Vec<Vec<String>> {
    struct State<'a> {
        g: &'a Graph,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(s: &mut State<'a>, v: &'a str) {
        let n = s.index.len();
        s.index.insert(v, n);
        s.low.insert(v, n);
        s.stack.push(v);
        s.on.insert(v);
        for w in &s.g.edges[v] {
            let w = w.as_str();
            if !s.index.contains_key(w) {
                visit(s, w);
                let l = s.low[w].min(s.low[v]);
                s.low.insert(v, l);
            } else if s.on.contains(w) {
                let l = s.index[w].min(s.low[v]);
                s.low.insert(v, l);
            }
        }
        if s.low[v] == s.index[v] {
            let mut c = Vec::new();
            loop {
                let w = s.stack.pop().unwrap();
                s.on.remove(w);
                c.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if c.len() > 1 {
                c.sort();
                s.out.push(c);
            }
        }
    }
    let mut s = State {
        g,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in g.edges.keys() {
        if !s.index.contains_key(v.as_str()) {
            visit(&mut s, v);
        }
    }
    s.out
}

/// One cycle through the component's first file, as `a -> b -> a`.
fn one_cycle(g: &Graph, within: &[String]) -> String {
    let inside: BTreeSet<&str> = within.iter().map(String::as_str).collect();
    let start = within[0].as_str();
    // Breadth-first from start's successors back to start.
    let mut from: BTreeMap<&str, &str> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for w in &g.edges[v] {
            let w = w.as_str();
            if !inside.contains(w) || from.contains_key(w) {
                continue;
            }
            from.insert(w, v);
            if w == start {
                let mut path = vec![start];
                let mut at = v;
                while at != start {
                    path.push(at);
                    at = from[at];
                }
                path.push(start);
                path.reverse();
                return path.join(" -> ");
            }
            queue.push_back(w);
        }
    }
    unreachable!("a component of several files has a cycle")
}

#[test]
fn no_import_cycle_between_files() {
    let g = graph();
    let found: Vec<String> = cycles(&g).iter().map(|c| one_cycle(&g, c)).collect();
    assert!(found.is_empty(), "import cycles:\n{}", found.join("\n"));
}

/// The scanner itself: a `use` group, `super::` and comments.
#[test]
fn the_scanner_reads_paths_as_rust_does() {
    let text = "use crate::a::{b::{C, d}, self, e as f};\n// crate::commented\nuse super::g;\nfn x() { crate::h::i(); let s = \"// crate::in_string\"; }\nmod tests { use super::*; fn t() { super::super::k(); } }\nuse super::m;";
    let got = paths("src/x/y.rs", text);
    let names: Vec<String> = got.iter().map(|(_, p)| p.join("::")).collect();
    assert_eq!(
        names,
        ["a::b::C", "a::b::d", "a", "a::e", "x::g", "h::i", "x::y", "x::k", "x::m"]
    );
    // A new import that breaks the rule is seen.
    let g = |f: &str, line: &str| {
        paths(f, line)
            .into_iter()
            .map(|(_, p)| p.join("::"))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        g(
            "src/cells/games/tetrahedral/game.rs",
            "use crate::goff::Goff;"
        ),
        ["goff::Goff"]
    );
    assert_eq!(
        g("src/core/variant.rs", "use crate::referee::conform::run;"),
        ["referee::conform::run"]
    );
    assert!(layer("src/referee/conform/mod.rs") > layer("src/core/variant.rs"));
    assert!(layer("src/core/variant.rs") > layer("src/core/side.rs"));
    assert_eq!(variant_of("src/goff/mod.rs"), Some("goff"));
    assert_eq!(variant_of("src/goff/quantum/apply.rs"), Some("quantum"));
    assert_eq!(
        variant_of("src/cells/games/positional/game.rs"),
        Some("positional")
    );
    assert_eq!(variant_of("src/cells/tables.rs"), Some("cells"));
}

/// ARCHITECTURE.md's diagram names every top-level module of `src/`, so
/// a new module cannot join a layer without the page saying where.
#[test]
fn the_diagram_names_every_module() {
    let page = fs::read_to_string("ARCHITECTURE.md").unwrap();
    let diagram = page
        .split("```")
        .nth(1)
        .expect("ARCHITECTURE.md has its layer diagram in a code block");
    let mut missing = Vec::new();
    for e in fs::read_dir("src").unwrap() {
        let name = e.unwrap().file_name().into_string().unwrap();
        let shown = match name.strip_suffix(".rs") {
            Some(_) => name.clone(),
            None => format!("{name}/"),
        };
        if !diagram.contains(&shown) {
            missing.push(shown);
        }
    }
    assert!(
        missing.is_empty(),
        "not in ARCHITECTURE.md's diagram: {missing:?}"
    );
}

/// No helper is defined twice under `tests/`: a fixture two modules need
/// lives once in `tests/it/common/` (issue 38.5). A helper is a top-level
/// `fn` without `#[test]`; each test's own name may repeat across modules
/// no more than a helper's.
#[test]
fn no_test_helper_is_defined_twice() {
    let mut files = Vec::new();
    self::files(Path::new("tests"), &mut files);
    let mut by_name: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for f in &files {
        let text = code(&fs::read_to_string(f).unwrap());
        let mut attribute = false;
        for line in text.lines() {
            if line.starts_with("#[") {
                attribute |= line.starts_with("#[test]");
                continue;
            }
            let name = ["fn ", "pub fn "]
                .iter()
                .find_map(|p| line.strip_prefix(p))
                .map(|rest| {
                    rest.chars()
                        .take_while(|c| is_ident(*c))
                        .collect::<String>()
                });
            if let Some(name) = name {
                let kind = if attribute { "test " } else { "" };
                by_name
                    .entry(format!("{kind}{name}"))
                    .or_default()
                    .push(f.clone());
            }
            attribute = false;
        }
    }
    let twice: Vec<String> = by_name
        .into_iter()
        .filter(|(_, fs)| fs.len() > 1)
        .map(|(n, fs)| format!("{n}: {}", fs.join(", ")))
        .collect();
    assert!(
        twice.is_empty(),
        "defined twice under tests/:\n{}",
        twice.join("\n")
    );
}
