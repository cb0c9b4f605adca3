//! What differs, before which rule (issue 39.2): every missing and extra
//! move of the failing cases classified by what an implementer can act
//! on (the moving piece's kind and side, the kind of move, the direction
//! and number of steps on the variant's own lattice), and every note
//! (`status "ongoing", expected checkmate`) by its words; the dominant
//! patterns first, each with example cases to rerun.

use crate::core::variant::{JsonVariant, Validation};
use crate::referee::suite::{lattice, line, name_at, square_of, Case, Lattice, Verdict};
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;

/// Example cases kept per pattern.
const EXAMPLES: usize = 2;

/// One pattern of what differs, over the failing cases.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Pattern {
    /// What the pattern says, in one line: `31 king capture moves of
    /// white reported, not expected, direction (0,1,1), 1 step`.
    pub text: String,
    /// The moves (or notes) in the pattern.
    pub count: usize,
    /// The failing cases with one at least.
    pub cases: usize,
    /// Up to two of them: `{"case", "what"}` (a move key or a note).
    pub examples: Vec<Example>,
}

/// A case of a pattern and what in it belongs to the pattern.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Example {
    pub case: String,
    pub what: String,
}

/// What a move is, to an implementer.
struct Traits {
    /// `missing` or `extra`.
    differs: &'static str,
    side: String,
    piece: String,
    /// `capture`, `quiet`, `capture of its own side`, or the protocol's
    /// kind of move (`castle`, `promotion:queen` …), capture or not.
    kind: String,
    /// The step on the variant's lattice, reduced: `(0,0,1)` a rook's
    /// straight line, `(1,2,2)` a leap; and how many such steps the move
    /// makes.
    direction: Option<([i32; 3], i32)>,
    /// What stands in the way or around: `past a piece` (a piece on the
    /// line between its cells), `the farthest of its line` (a move not
    /// reported whose line's nearer cells are), `target defended` (a
    /// king's capture of a piece its side defends).
    around: Option<&'static str>,
}

/// A case's position and what it expects, for the traits that look
/// around a move.
struct Scene<'a> {
    variant: &'a dyn JsonVariant,
    case: &'a Case,
    json: Value,
    board: Board,
    lattice: &'a Lattice,
}

/// The patterns of the failing answers of a run, most moves first.
pub fn patterns(cases: &[Case], results: &[Verdict]) -> Vec<Pattern> {
    let mut groups: BTreeMap<(usize, String), Group> = BTreeMap::new();
    let mut lattices: BTreeMap<String, Lattice> = BTreeMap::new();
    for (c, v) in cases.iter().zip(results) {
        let Verdict::Fail {
            missing,
            extra,
            notes,
            ..
        } = v
        else {
            continue;
        };
        let Ok(variant) = crate::registry::by_id(&c.variant) else {
            continue;
        };
        let json = variant
            .normalise(&c.options, &c.input.position, Validation::Analysis)
            .map(|(j, _)| j)
            .unwrap_or_else(|_| c.input.position.clone());
        let board = board(&json);
        let lattice_key = format!("{} {}", c.variant, Value::Object(c.options.clone()));
        let lattice = lattices
            .entry(lattice_key)
            .or_insert_with(|| lattice(variant, &c.options));
        let scene = Scene {
            variant,
            case: c,
            json,
            board,
            lattice,
        };
        for (differs, keys) in [("missing", missing), ("extra", extra)] {
            for key in keys {
                for part in key.split(" & ") {
                    let t = traits(differs, part, &scene);
                    let steps = t.direction.map(|(_, n)| n);
                    groups
                        .entry((0, describe(&t)))
                        .or_default()
                        .add(&c.id, key, steps);
                }
            }
        }
        // A count the missing and extra moves already explain says
        // nothing more.
        let listed = !missing.is_empty() || !extra.is_empty();
        for n in notes
            .iter()
            .filter(|n| !(listed && n.contains(" moves, expected ")))
        {
            groups
                .entry((1, note_pattern(n)))
                .or_default()
                .add(&c.id, n, None);
        }
    }
    let mut out: Vec<Pattern> = groups
        .into_iter()
        .map(|((_, text), g)| g.pattern(text))
        .collect();
    out.sort_by_key(|p| std::cmp::Reverse((p.count, p.cases)));
    out
}

/// The moves (or notes) of one pattern. The cases come in order, so a
/// case is new when it is not the last one seen.
#[derive(Default)]
struct Group {
    count: usize,
    cases: usize,
    last_case: Option<String>,
    examples: Vec<Example>,
    steps: Option<(i32, i32)>,
}

impl Group {
    fn add(&mut self, case: &str, what: &str, steps: Option<i32>) {
        self.count += 1;
        if self.last_case.as_deref() != Some(case) {
            self.cases += 1;
            self.last_case = Some(case.to_string());
            if self.examples.len() < EXAMPLES {
                self.examples.push(Example {
                    case: case.into(),
                    what: what.into(),
                });
            }
        }
        if let Some(s) = steps {
            self.steps = Some(self.steps.map_or((s, s), |(lo, hi)| (lo.min(s), hi.max(s))));
        }
    }

    fn pattern(self, text: String) -> Pattern {
        let steps = match self.steps {
            None => String::new(),
            Some((1, 1)) => ", 1 step".into(),
            Some((lo, hi)) if lo == hi => format!(", {lo} steps"),
            Some((lo, hi)) => format!(", {lo} to {hi} steps"),
        };
        // A note's pattern counts notes (a case may have several).
        let text = match self.count {
            1 => text.replacen("notes: ", "note: ", 1),
            _ => text,
        };
        Pattern {
            text: format!("{} {text}{steps}", self.count),
            count: self.count,
            cases: self.cases,
            examples: self.examples,
        }
    }
}

/// The pieces of a case's position, by square: (side, kind).
type Board = BTreeMap<String, (String, String)>;

/// The case's position as the variant reads it (a compact string made
/// JSON), by square.
fn board(json: &Value) -> Board {
    let mut out = Board::new();
    let pieces = json
        .get("pieces")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    for p in pieces {
        let text = |k: &str| p.get(k).and_then(Value::as_str).map(String::from);
        let square = square_of(&p).map(String::from);
        if let (Some(square), Some(side), Some(kind)) = (square, text("side"), text("kind")) {
            out.insert(square, (side, kind));
        }
    }
    out
}

/// The kind of move a key's move names, without its detail (`promotion`,
/// not `promotion:queen`; `castle`, not its rook's cells); `None`: a
/// `normal` move.
pub(super) fn key_kind(key: &str) -> Option<&str> {
    split_key(key).2.map(|k| k.split(':').next().unwrap_or(k))
}

/// A move key's parts: from, to, and the kind of move with its detail.
fn split_key(key: &str) -> (&str, &str, Option<&str>) {
    let (squares, kind) = match key.split_once(' ') {
        Some((s, k)) => (s, Some(k)),
        None => (key, None),
    };
    let (from, to) = squares.split_once('-').unwrap_or((squares, ""));
    (from, to, kind)
}

fn traits(differs: &'static str, key: &str, scene: &Scene) -> Traits {
    let (board, lattice) = (&scene.board, scene.lattice);
    let (from, to, _) = split_key(key);
    let (side, piece) = board
        .get(from)
        .cloned()
        .unwrap_or_else(|| ("?".into(), "piece".into()));
    let target = board.get(to);
    let taking = match target {
        None => "quiet",
        Some((s, _)) if *s == side => "capture of its own side",
        Some(_) => "capture",
    };
    let kind = match key_kind(key) {
        None => taking.to_string(),
        Some(k) if target.is_some() => format!("{k} (capture)"),
        Some(k) => k.to_string(),
    };
    let direction = match (lattice.get(from), lattice.get(to)) {
        (Some(a), Some(b)) => Some(reduced(a, b)),
        _ => None,
    };
    let around = match (lattice.get(from), lattice.get(to)) {
        (Some(a), Some(b)) => around(differs, (from, to), (a, b), &piece, target, scene),
        _ => None,
    };
    Traits {
        differs,
        side,
        piece,
        kind,
        direction,
        around,
    }
}

/// What stands in the way of or around a move ([`Traits::around`]).
fn around(
    differs: &str,
    (from, to): (&str, &str),
    (a, b): (&[i32; 3], &[i32; 3]),
    piece: &str,
    target: Option<&(String, String)>,
    scene: &Scene,
) -> Option<&'static str> {
    let name_at = |c: [i32; 3]| name_at(scene.lattice, c);
    if let Some((step, n)) = line(*a, *b) {
        let cell = |k: i32| [0, 1, 2].map(|i| a[i] + k * step[i]);
        let blocked = (1..n).any(|k| name_at(cell(k)).is_some_and(|c| scene.board.contains_key(c)));
        if blocked {
            return Some("past a piece");
        }
        let nearer = name_at(cell(n - 1)).map(|c| format!("{from}-{c}"));
        let expected = scene.case.expect.moves.as_ref();
        if differs == "missing"
            && n > 1
            && nearer.is_some_and(|k| expected.is_some_and(|e| e.contains(&k)))
        {
            return Some("the farthest of its line");
        }
    }
    if piece == "king" && target.is_some() && defended(to, scene) {
        return Some("target defended");
    }
    None
}

/// Does a piece of its own side attack the piece on `to`? Asked of the
/// variant's `reach` with that piece turned to the other side.
fn defended(to: &str, scene: &Scene) -> bool {
    let Some((side, _)) = scene.board.get(to) else {
        return false;
    };
    let mut turned = scene.json.clone();
    let Some(pieces) = turned.get_mut("pieces").and_then(Value::as_array_mut) else {
        return false;
    };
    let other = if side == "white" { "black" } else { "white" };
    for p in pieces.iter_mut() {
        if square_of(p) == Some(to) {
            p["side"] = other.into();
        }
    }
    scene
        .variant
        .reach(&scene.case.options, &turned)
        .is_ok_and(|moves| {
            moves.iter().any(|m| {
                m.get("to").and_then(Value::as_str) == Some(to)
                    && m.get("side").and_then(Value::as_str) == Some(side.as_str())
            })
        })
}

/// The step from `a` to `b`, absolute values sorted and divided by their
/// greatest common divisor, and that divisor (the number of steps).
pub fn reduced(a: &[i32; 3], b: &[i32; 3]) -> ([i32; 3], i32) {
    let mut d = [0, 1, 2].map(|k| (b[k] - a[k]).abs());
    d.sort_unstable();
    let g = d.iter().fold(0, |g, &x| gcd(g, x)).max(1);
    (d.map(|x| x / g), g)
}

fn gcd(a: i32, b: i32) -> i32 {
    match b {
        0 => a,
        _ => gcd(b, a % b),
    }
}

/// A pattern's words (without its count or steps).
fn describe(t: &Traits) -> String {
    let differs = match t.differs {
        "missing" => "not reported (expected)",
        _ => "reported, not expected",
    };
    let direction = t
        .direction
        .map(|([a, b, c], _)| format!(", direction ({a},{b},{c})"))
        .unwrap_or_default();
    let around = t.around.map(|a| format!(", {a}")).unwrap_or_default();
    format!(
        "{} {} moves of {} {differs}{direction}{around}",
        t.piece, t.kind, t.side
    )
}

/// A note with its numbers blotted, so that `5 moves, expected 7` and
/// `3 moves, expected 4` are one pattern.
pub fn note_pattern(note: &str) -> String {
    let mut out = String::from("notes: ");
    super::push_blotted(&mut out, note, 'N');
    out
}
