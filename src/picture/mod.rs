//! Pictures of positions and move sets, drawn like the book's figures
//! (`congruent show --format svg`, the conformance report, `spec/figures/`).
//!
//! Generic: a picture is made of what every variant gives through the
//! seam (`crate::core::variant::JsonVariant`): its cells (`congruent board`), a
//! position as the protocol's JSON (`pieces`, each with `side`, `kind` and
//! its `tile` or `cell`), and a piece's destinations as `reach` entries.
//! No variant's own types are named here, so one renderer serves them all.

mod layout;
mod marks;
pub mod svg;

pub mod figures;

pub use layout::Layout;
pub use marks::{key_cells, reach_marks, Decorator, Mark};

use crate::core::variant::{CellInfo, JsonVariant, Validation, VariantError};
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};

/// A piece as the protocol names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece {
    pub side: String,
    pub kind: String,
    /// A virtual piece of a quantum ensemble (goff-quantum): the number of
    /// histories in which the piece stands here; drawn half size with
    /// its weight, as the chapter draws them (L16100-16112).
    pub weight: Option<u64>,
}

impl Piece {
    /// The piece's letter: its kind's initial, `N` for the knight (the
    /// letters of every variant's compact strings), upper case.
    pub fn letter(&self) -> char {
        match self.kind.as_str() {
            "knight" => 'N',
            k => k.chars().next().map_or('?', |c| c.to_ascii_uppercase()),
        }
    }
}

/// Everything a picture shows.
#[derive(Debug, Clone)]
pub struct Scene {
    /// The heading, also the SVG's `<title>`.
    pub title: String,
    /// The board, in board order.
    pub cells: Vec<CellInfo>,
    /// The pieces by cell name: one, or a quantum ensemble's virtual
    /// pieces (heaviest first), each drawn with its weight.
    pub pieces: BTreeMap<String, Vec<Piece>>,
    /// The cell of the moving piece.
    pub source: Option<String>,
    /// What is drawn on cells beside their pieces, by cell name.
    pub marks: BTreeMap<String, Mark>,
    /// Pieces that stop the moving piece: removing one would add
    /// destinations.
    pub blockers: BTreeSet<String>,
}

impl Scene {
    /// A position without marks.
    pub fn new(title: String, cells: Vec<CellInfo>, position: &Value) -> Scene {
        Scene {
            title,
            cells,
            pieces: pieces_of(position),
            source: None,
            marks: BTreeMap::new(),
            blockers: BTreeSet::new(),
        }
    }

    /// The kind of the moving piece, if any.
    fn mover_kind(&self) -> &str {
        self.source
            .as_ref()
            .and_then(|s| self.pieces.get(s))
            .and_then(|on| on.first())
            .map_or("", |p| p.kind.as_str())
    }

    /// The border of the decorators: the moving piece's.
    fn border(&self) -> &'static str {
        marks::border_colour(self.mover_kind())
    }

    /// The scene as SVG, tiles `unit` pixels across.
    pub fn svg(&self, layout: Layout, unit: f64) -> String {
        svg::draw(self, layout, unit)
    }
}

/// The pieces of a position given as the protocol's JSON object. Where
/// virtual pieces of several pieces share a tile, every one is kept,
/// heaviest first (then by side and kind).
pub fn pieces_of(position: &Value) -> BTreeMap<String, Vec<Piece>> {
    let list = position.get("pieces").and_then(Value::as_array);
    let text = |p: &Value, k: &str| p.get(k).and_then(Value::as_str).map(String::from);
    let mut out: BTreeMap<String, Vec<Piece>> = BTreeMap::new();
    for p in list.into_iter().flatten() {
        let (Some(at), Some(side), Some(kind)) = (
            text(p, "tile").or_else(|| text(p, "cell")),
            text(p, "side"),
            text(p, "kind"),
        ) else {
            continue;
        };
        let weight = p.get("weight").and_then(Value::as_u64);
        out.entry(at)
            .or_default()
            .push(Piece { side, kind, weight });
    }
    for on in out.values_mut() {
        // A classical piece (no weight) is in every history: heaviest.
        on.sort_by(|a, b| {
            let w = |p: &Piece| p.weight.map_or(u64::MAX, |w| w);
            (w(b), &a.side, &a.kind).cmp(&(w(a), &b.side, &b.kind))
        });
    }
    out
}

/// The layout `congruent show --format svg` draws a variant in: Goff's
/// levels stacked in perspective as the book draws them; every other
/// board's levels side by side, seen from above (the positional boards
/// are laid side by side, 001:L9, L11), where no piece hides another.
pub fn default_layout(rule_set: &str) -> Layout {
    match rule_set {
        "goff" => Layout::Stacked,
        _ => Layout::Grid,
    }
}

/// The tile size of `congruent show --format svg` for each layout: a
/// piece's letter at least 9 px, no two pieces' discs overlapping (the
/// stacked view's tiles are 0.3 times as tall as wide: 26 px across
/// gives 15.6 px between the discs of tiles one above the other).
pub fn unit(layout: Layout) -> f64 {
    match layout {
        Layout::Stacked => 26.0,
        Layout::Grid => 24.0,
    }
}

/// The tile size a scene is drawn at: [`unit`], or where the scene holds
/// a quantum ensemble's virtual pieces, in the grid, room for two of
/// them with their weights on one tile.
pub fn unit_for(scene: &Scene, layout: Layout) -> f64 {
    let weighted = scene.pieces.values().flatten().any(|p| p.weight.is_some());
    match (layout, weighted) {
        (Layout::Grid, true) => 44.0,
        _ => unit(layout),
    }
}

/// The position with the destinations of the piece on `from`, as SVG:
/// what `congruent show TILE --format svg` prints. `from` must name a
/// cell of the board that holds a piece (as the text form requires).
pub fn show(
    rules: &dyn JsonVariant,
    options: &Map<String, Value>,
    position: &Value,
    from: &str,
    layout: Layout,
) -> Result<String, VariantError> {
    let scene = destinations(rules, options, position, from)?;
    Ok(scene.svg(layout, unit_for(&scene, layout)))
}

/// The scene of `show`: the position, the piece on `from`, its
/// destinations and its blockers.
pub fn destinations(
    rules: &dyn JsonVariant,
    options: &Map<String, Value>,
    position: &Value,
    from: &str,
) -> Result<Scene, VariantError> {
    let cells = rules.cells(options)?;
    let (json, _) = rules.normalise(options, position, Validation::Analysis)?;
    if !cells.iter().any(|c| c.name == from) {
        return Err(VariantError::BadRequest(format!(
            "TILE: no cell {} on the {} board",
            crate::core::input::excerpt(from),
            rules.id()
        )));
    }
    let mut scene = Scene::new(String::new(), cells, &json);
    let Some(piece) = scene.pieces.get(from).and_then(|on| on.first()).cloned() else {
        return Err(VariantError::BadRequest(format!(
            "TILE: no piece on {from}"
        )));
    };
    let reach = rules.reach(options, position)?;
    scene.marks = reach_marks(&reach, from);
    scene.blockers = blockers(rules, options, &json, from, &scene.marks)?;
    scene.source = Some(from.to_string());
    // A quantum move's target may lie off the board, its window partly
    // on it (Part V): such targets are counted, not drawn.
    let off = scene
        .marks
        .keys()
        .filter(|to| !scene.cells.iter().any(|c| &c.name == *to))
        .count();
    let n = scene.marks.len() - off;
    scene.title = format!(
        "{}: {} {} on {from}, {n} destination{}{}",
        rules.id(),
        piece.side,
        piece.kind,
        if n == 1 { "" } else { "s" },
        match off {
            0 => String::new(),
            1 => ", 1 target off the board".into(),
            _ => format!(", {off} targets off the board"),
        }
    );
    Ok(scene)
}

/// The pieces, other than the mover and those it takes, whose removal
/// gives the piece on `from` a destination it does not have: its
/// blockers (the book's red halos mark pieces in an attack line).
fn blockers(
    rules: &dyn JsonVariant,
    options: &Map<String, Value>,
    position: &Value,
    from: &str,
    marks: &BTreeMap<String, Mark>,
) -> Result<BTreeSet<String>, VariantError> {
    // Castling rights name pieces and do not bear on reach: without them
    // any piece can be taken away and the position still read.
    let mut plain = position.clone();
    if let Some(o) = plain.as_object_mut() {
        o.remove("castling");
    }
    let mut out = BTreeSet::new();
    for cell in pieces_of(position).keys() {
        if cell == from || marks.contains_key(cell) {
            continue;
        }
        // A piece the position names elsewhere (the pawn an en passant
        // capture takes) cannot go without the position becoming
        // unreadable: it is not counted as a blocker.
        let Ok(reach) = rules.reach(options, &remove_piece(&plain, cell)) else {
            continue;
        };
        let more = reach_marks(&reach, from);
        if more.keys().any(|c| c != cell && !marks.contains_key(c)) {
            out.insert(cell.clone());
        }
    }
    Ok(out)
}

/// The position without the piece on `cell`.
fn remove_piece(position: &Value, cell: &str) -> Value {
    let mut p = position.clone();
    if let Some(Value::Array(list)) = p.get_mut("pieces") {
        list.retain(|x| {
            let at = x.get("tile").or_else(|| x.get("cell"));
            at.and_then(Value::as_str) != Some(cell)
        });
    }
    p
}

/// Text escaped for XML and HTML, attribute or element.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if (c as u32) < 0x20 && !matches!(c, '\n' | '\t' | '\r') => {}
            c => out.push(c),
        }
    }
    out
}
