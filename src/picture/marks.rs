//! What is drawn on a cell: the decorators of Appendix II (L17996-18107;
//! the shapes and colours as figures/INDEX.md describes Tables 19-21), read
//! from the protocol's `reach` entries (`spec/conformance.md`): each entry's
//! `capture`, `overlap` and `ways` (`as`, `role`, `planes`, `pawn`). A rule
//! set whose entries carry no ways gets the generic decorator.

use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// A decorator of Appendix II, or a mark of the conformance report. The
/// `base` is the base piece whose move reaches the tile (`rook`, `bishop`,
/// `duke`, `knight`), which gives the decorator's colour.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Decorator {
    /// An end tile of a straight line, open in `planes` planes (End1-3,
    /// Linear1-3): a black diamond sized by the planes.
    End { planes: usize, base: String },
    /// The corner of an advancement square: a small open diamond.
    Apex { base: String },
    /// The duke's face-quadrant apex, reached in two cross planes: two
    /// small open diamonds.
    Duplex { base: String },
    /// Any other tile of an advancement manifold: plain colour.
    Body { base: String },
    /// A tile two or three base pieces reach (queen, stack): brook,
    /// q-tile, hotspot, Feynman (L4738-5060); nested diamonds in the
    /// colours of the base pieces.
    Overlap { name: String, bases: Vec<String> },
    /// The knight's destination (Lite).
    Lite,
    /// A pawn's way (its name, e.g. `bead`, if the variant gives one):
    /// smaller, without a black edge.
    Pawn { base: String, name: String },
    /// A destination of a variant that names no ways: solid purple.
    Generic,
    /// Conformance: expected, and reported.
    Agreed,
    /// Conformance: expected, not reported.
    Missing,
    /// Conformance: reported, not expected.
    Extra,
}

impl Decorator {
    /// A mark of the conformance report (expected and reported, expected
    /// not reported, reported not expected), not a way of the book.
    pub fn of_a_case(&self) -> bool {
        matches!(
            self,
            Decorator::Agreed | Decorator::Missing | Decorator::Extra
        )
    }
}

/// What a cell carries beside its piece.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mark {
    pub decorator: Decorator,
    /// The piece on the cell is taken.
    pub capture: bool,
    /// Said on hover: how the cell is reached.
    pub note: String,
}

/// The marks of the destinations of the piece on `from`, from the
/// entries of a `reach` answer.
pub fn reach_marks(reach: &[Map<String, Value>], from: &str) -> BTreeMap<String, Mark> {
    let mut marks = BTreeMap::new();
    for m in reach.iter().filter(|m| text(m, "from") == Some(from)) {
        let Some(to) = text(m, "to") else { continue };
        marks.insert(
            to.to_string(),
            Mark {
                decorator: classify(m),
                capture: m.get("capture").and_then(Value::as_bool) == Some(true),
                note: describe(m),
            },
        );
    }
    marks
}

fn text<'a>(m: &'a Map<String, Value>, key: &str) -> Option<&'a str> {
    m.get(key).and_then(Value::as_str)
}

fn ways(m: &Map<String, Value>) -> Vec<&Map<String, Value>> {
    m.get("ways")
        .and_then(Value::as_array)
        .map(|w| w.iter().filter_map(Value::as_object).collect())
        .unwrap_or_default()
}

/// One decorator per tile, the first of: overlap, pawn, end (linear),
/// apex, duplex, body, jump; the order of `render.rs`'s characters.
fn classify(m: &Map<String, Value>) -> Decorator {
    let ways = ways(m);
    let base = |w: &Map<String, Value>| text(w, "as").unwrap_or("").to_string();
    // An overlap class is drawn only where two or three base pieces
    // actually reach the tile (L4738-4745), as in `render.rs`.
    if let Some(name) = text(m, "overlap").filter(|_| bases(&ways).len() >= 2) {
        return Decorator::Overlap {
            name: name.to_string(),
            bases: bases(&ways),
        };
    }
    if let Some(w) = ways.iter().find(|w| w.contains_key("pawn")) {
        return Decorator::Pawn {
            base: base(w),
            name: text(w, "pawn").unwrap_or("").to_string(),
        };
    }
    let planes = |w: &&&Map<String, Value>| {
        w.get("planes")
            .and_then(Value::as_array)
            .map_or(0, Vec::len)
    };
    if let Some(w) = ways
        .iter()
        .filter(|w| text(w, "role") == Some("end"))
        .max_by_key(planes)
    {
        return Decorator::End {
            planes: planes(&w).clamp(1, 3),
            base: base(w),
        };
    }
    let with = |role: &str| ways.iter().find(|w| text(w, "role") == Some(role));
    match (with("apex"), with("duplex"), with("between"), with("jump")) {
        (Some(w), ..) => Decorator::Apex { base: base(w) },
        (_, Some(w), ..) => Decorator::Duplex { base: base(w) },
        (_, _, Some(w), _) => Decorator::Body { base: base(w) },
        (_, _, _, Some(_)) => Decorator::Lite,
        _ => Decorator::Generic,
    }
}

/// The distinct base pieces of the ways, rook, bishop, duke order (the
/// nesting of the overlap decorators, outside in).
fn bases(ways: &[&Map<String, Value>]) -> Vec<String> {
    let mut out: Vec<String> = ways
        .iter()
        .filter_map(|w| text(w, "as"))
        .map(String::from)
        .collect();
    let rank = |b: &String| ["rook", "bishop", "duke"].iter().position(|r| r == b);
    out.sort_by_key(|b| (rank(b).unwrap_or(3), b.clone()));
    out.dedup();
    out
}

/// Each way as `as move role pPERIMETER planes`, for the hover text.
fn describe(m: &Map<String, Value>) -> String {
    let mut parts: Vec<String> = ways(m)
        .iter()
        .map(|w| {
            let mut s = ["as", "move", "pawn", "role"]
                .iter()
                .filter_map(|k| text(w, k))
                .collect::<Vec<_>>()
                .join(" ");
            if let Some(p) = w.get("perimeter").and_then(Value::as_u64) {
                s.push_str(&format!(" p{p}"));
            }
            let planes: Vec<&str> = w
                .get("planes")
                .and_then(Value::as_array)
                .map(|a| a.iter().filter_map(Value::as_str).collect())
                .unwrap_or_default();
            if !planes.is_empty() {
                s.push_str(&format!(" ({})", planes.join(", ")));
            }
            s
        })
        .collect();
    if let Some(o) = text(m, "overlap") {
        parts.insert(0, o.to_string());
    }
    if m.get("capture").and_then(Value::as_bool) == Some(true) {
        parts.insert(0, "capture".into());
    }
    match parts.is_empty() {
        true => "destination".into(),
        false => parts.join("; "),
    }
}

/// The colour of a base piece (figures/INDEX.md: red rook, green bishop,
/// cyan duke, yellow knight); another piece's is a pale purple.
pub fn base_colour(base: &str) -> &'static str {
    match base {
        "rook" => "#ff2a2a",
        "bishop" => "#22d922",
        "duke" => "#00d3ff",
        "knight" => "#ffd800",
        _ => "#b48ff0",
    }
}

/// The border of a moving piece's decorators: purple for the queen and
/// king, orange for the stack, which copy the base pieces' moves.
pub fn border_colour(kind: &str) -> &'static str {
    match kind {
        "queen" | "king" => "#7a1fe0",
        "stack" => "#ff8c00",
        _ => "#202020",
    }
}

/// The colour of a moving piece's source frame: its base piece's, purple
/// for the queen and king, orange for the stack.
pub fn piece_colour(kind: &str) -> &'static str {
    match kind {
        "rook" | "bishop" | "duke" | "knight" => base_colour(kind),
        "stack" => "#ff8c00",
        _ => "#7a1fe0",
    }
}

/// The cells a move key names (`FROM-TO[ KIND[:DETAIL]]`, turns of
/// several moves joined by ` & `): each move's (from, to).
pub fn key_cells(key: &str) -> Vec<(String, String)> {
    key.split(" & ")
        .filter_map(|m| {
            let cells = m.split(' ').next()?;
            let (from, to) = cells.split_once('-')?;
            Some((from.to_string(), to.to_string()))
        })
        .collect()
}
