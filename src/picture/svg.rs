//! The picture as SVG: one `<g class="tile">` per cell (its `<title>`
//! names the cell, its colour, its piece and how it is reached), the
//! decorators on it, the pieces as lettered discs, the level names and a
//! legend of the decorators used. Every number is printed with one
//! decimal, every list in board order, so the same scene gives the same
//! bytes.

use super::layout::{plan, Layout, Placed, Point};
use super::marks::{base_colour, piece_colour, Decorator};
use super::{escape, Scene};
use std::collections::BTreeSet;
use std::fmt::Write;

/// Room above the board for the heading.
const TOP: f64 = 30.0;

/// The scene drawn in `layout`, tiles `unit` pixels wide.
pub fn draw(scene: &Scene, layout: Layout, unit: f64) -> String {
    let p = plan(&scene.cells, layout, unit, TOP);
    let legend = legend_entries(scene, !p.footprints.is_empty());
    let key = piece_key(scene);
    let legend_width = 250.0;
    let legend_height = 20.0 * (legend.len() + key.len()) as f64 + 60.0;
    let (width, height) = match layout {
        Layout::Stacked => (p.width + legend_width, p.height.max(TOP + legend_height)),
        Layout::Grid => (p.width.max(legend_width), p.height + legend_height),
    };
    // Room for the heading, at about 8 pixels a character.
    let width = width.max(16.0 + 8.0 * scene.title.chars().count() as f64);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0}" height="{h:.0}" viewBox="0 0 {w:.0} {h:.0}" font-family="sans-serif" font-size="12">"#,
        w = width.ceil(),
        h = height.ceil()
    );
    let _ = writeln!(out, "<title>{}</title>", escape(&scene.title));
    let _ = writeln!(
        out,
        r##"<rect width="100%" height="100%" fill="#ffffff"/><text x="8" y="18" font-size="14" font-weight="bold">{}</text>"##,
        escape(&scene.title)
    );
    // Where levels overlap, each is named in the colour its square is
    // outlined in on the others.
    for (k, l) in p.labels.iter().enumerate() {
        let fill = match p.footprints.is_empty() {
            true => String::new(),
            false => format!(r#" fill="{}""#, level_colour(k)),
        };
        let _ = writeln!(
            out,
            r#"<text class="level" x="{:.1}" y="{:.1}" font-weight="bold"{fill}>{}</text>"#,
            l.at.0,
            l.at.1,
            escape(&l.text)
        );
    }
    for l in &p.edges {
        let _ = writeln!(
            out,
            r##"<text class="coord" x="{:.1}" y="{:.1}" text-anchor="middle" font-size="10" fill="#444444">{}</text>"##,
            l.at.0,
            l.at.1,
            escape(&l.text)
        );
    }
    // Back to front, so a piece standing on a tile is drawn over the tile
    // behind it.
    let mut order: Vec<&Placed> = p.tiles.iter().collect();
    order.sort_by(|a, b| {
        (a.centre.1, a.centre.0)
            .partial_cmp(&(b.centre.1, b.centre.0))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    out.push_str("<g class=\"board\">\n");
    for t in order {
        tile(&mut out, scene, t);
    }
    out.push_str("</g>\n");
    for f in &p.footprints {
        let _ = writeln!(
            out,
            r#"<rect class="footprint" x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" fill="none" stroke="{}" stroke-width="2" stroke-dasharray="6,3" pointer-events="none"><title>level {}</title></rect>"#,
            f.from.0,
            f.from.1,
            f.to.0 - f.from.0,
            f.to.1 - f.from.1,
            level_colour(f.level),
            escape(&p.labels[f.level].text)
        );
    }
    let at = match layout {
        Layout::Stacked => (p.width, TOP),
        Layout::Grid => (8.0, p.height),
    };
    let below = draw_legend(&mut out, scene, &legend, at);
    draw_key(&mut out, &key, (at.0, below));
    out.push_str("</svg>\n");
    out
}

/// The colour of level `k`'s name and of its square on the other levels.
fn level_colour(k: usize) -> &'static str {
    ["#1f5fd0", "#d07000", "#14914a", "#b0309a"][k % 4]
}

fn points(ps: &[Point]) -> String {
    ps.iter()
        .map(|(x, y)| format!("{x:.1},{y:.1}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The tile's diamond scaled by `k` about `centre`.
fn diamond(centre: Point, half: Point, k: f64) -> String {
    let (x, y) = centre;
    let (hx, hy) = (half.0 * k, half.1 * k);
    points(&[(x - hx, y), (x, y - hy), (x + hx, y), (x, y + hy)])
}

fn tile_fill(colour: &str) -> &'static str {
    match colour {
        "white" | "light" => "#ffffff",
        "black" | "dark" => "#d4d4d4",
        "red" => "#f6cfcf",
        "green" => "#cfeecf",
        "blue" => "#cfdcf6",
        "yellow" => "#f7f0c0",
        _ => "#e6e6e6",
    }
}

fn tile(out: &mut String, scene: &Scene, t: &Placed) {
    let cell = &scene.cells[t.cell];
    let name = &cell.name;
    let mark = scene.marks.get(name);
    let piece = scene.pieces.get(name);
    let source = scene.source.as_deref() == Some(name.as_str());
    let blocker = scene.blockers.contains(name);
    let mut classes = String::from("tile");
    for (on, class) in [
        (source, " source"),
        (mark.is_some(), " destination"),
        (mark.is_some_and(|m| m.capture), " capture"),
        (blocker, " blocker"),
    ] {
        if on {
            classes.push_str(class);
        }
    }
    let mut title = format!("{name} ({} cell)", cell.colour);
    for p in piece.into_iter().flatten() {
        let _ = write!(title, ", {} {}", p.side, p.kind);
        if let Some(w) = p.weight {
            let _ = write!(title, " in {w} histories");
        }
    }
    if source {
        title.push_str(", the moving piece");
    }
    if blocker {
        title.push_str(", blocks the moving piece");
    }
    if let Some(m) = mark {
        let _ = write!(title, ": {}", m.note);
    }
    let _ = write!(
        out,
        r#"<g class="{classes}" data-cell="{}"><title>{}</title>"#,
        escape(name),
        escape(&title)
    );
    let _ = write!(
        out,
        r##"<polygon points="{}" fill="{}" stroke="#777777" stroke-width="0.6"/>"##,
        points(&t.outline),
        tile_fill(cell.colour)
    );
    // A capture or a blocker is framed inside the tile's outline, so
    // that the tiles drawn after it do not cover the frame.
    // A destination holding a piece it does not take (a quantum
    // ensemble's, in other histories) is framed in the decorators'
    // border, so the piece does not hide that it is reached.
    // A conformance mark on a piece (a move onto it, right or wrong) is
    // drawn above the piece, in its own colour: under the disc it was
    // hidden, and a wrong capture looked like a right one (issue 39).
    let case_mark = mark.filter(|m| piece.is_some() && m.decorator.of_a_case());
    let frame = match (mark.map(|m| m.capture), blocker, piece.is_some()) {
        _ if case_mark.is_some() => None,
        (Some(true), ..) => Some((2.5, "#e00000", "")),
        (Some(false), _, true) => Some((2.5, scene.border(), "")),
        (_, true, _) => Some((1.8, "#e00000", r#" stroke-dasharray="3,2""#)),
        _ => None,
    };
    // A destination's marker: its decorator, and its frame where it
    // takes a piece (one group, which the browser test finds by class).
    let under = mark.filter(|_| case_mark.is_none());
    if under.is_some() {
        out.push_str(r#"<g class="marker">"#);
    }
    if let Some((width, colour, dash)) = frame {
        inset_frame(out, t, width, colour, dash);
    }
    if let Some(m) = under {
        decorate(out, &m.decorator, t.centre, t.half, scene.border());
        out.push_str("</g>");
    }
    if source {
        let frame = piece_colour(scene.mover_kind());
        let _ = write!(
            out,
            r##"<polygon points="{}" fill="{frame}" stroke="#000000" stroke-width="0.6"/><polygon points="{}" fill="#000000"/>"##,
            diamond(t.centre, t.half, 0.9),
            diamond(t.centre, t.half, 0.6)
        );
    }
    if let Some(on) = piece {
        let ring = source.then(|| piece_colour(scene.mover_kind()));
        tokens(out, name, on, t, ring);
    }
    if let Some(m) = case_mark {
        out.push_str(r#"<g class="marker">"#);
        inset_frame(out, t, 3.5, case_colour(&m.decorator), "");
        badge(out, &m.decorator, t, scene.border());
        out.push_str("</g>");
    }
    out.push_str("</g>\n");
}

/// A frame inside the tile's outline, and on a square (grid) tile
/// outside its piece's disc, so that neither the next tile nor the piece
/// covers it.
fn inset_frame(out: &mut String, t: &Placed, width: f64, colour: &str, dash: &str) {
    let k = if t.half.0 == t.half.1 { 0.1 } else { 0.14 };
    let inset: Vec<Point> = t
        .outline
        .iter()
        .map(|&(x, y)| (x + (t.centre.0 - x) * k, y + (t.centre.1 - y) * k))
        .collect();
    let _ = write!(
        out,
        r##"<polygon class="frame" points="{}" fill="none" stroke="{colour}" stroke-width="{width}"{dash}/>"##,
        points(&inset)
    );
}

/// The colour a conformance mark frames a piece in: its decorator's.
fn case_colour(d: &Decorator) -> &'static str {
    match d {
        Decorator::Missing => "#0050ff",
        Decorator::Extra => "#ff7a00",
        _ => "#9a9a9a",
    }
}

/// A small copy of the decorator `d` in the tile's corner (towards its
/// second outline point: a grid tile's top right), over the rim of the
/// piece's disc and clear of its letter.
fn badge(out: &mut String, d: &Decorator, t: &Placed, border: &str) {
    let (corner, (x, y)) = (t.outline[1], t.centre);
    let at = (x + (corner.0 - x) * 0.6, y + (corner.1 - y) * 0.6);
    decorate(out, d, at, (t.half.0 * 0.45, t.half.1 * 0.45), border);
}

/// The pieces on a tile: a disc with its letter, white or dark by side,
/// on the tile's centre and sized by the tile (a capture is framed around
/// it, so it keeps its size); the moving piece gets a ring in its `ring`
/// colour. A quantum ensemble's virtual pieces (Figs. 247-249) are drawn
/// as small discs, each with its weight beside it, one row each, as many
/// rows as the tile holds; the rows beyond say how many more there are
/// (every one is named in the tile's title).
fn tokens(out: &mut String, cell: &str, on: &[super::Piece], t: &Placed, ring: Option<&str>) {
    let r = t.half.0.min(t.half.1 * 1.3) * 0.75;
    let (x, y) = t.centre;
    if let [p] = on {
        if p.weight.is_none() {
            open_glyph(out, cell);
            disc(out, p, (x, y), r, ring);
            out.push_str("</g>");
            return;
        }
    }
    // A letter of 9 px, rows 1 px apart, inside the tile's inner 80%.
    let small = r.min(VIRTUAL_RADIUS);
    let row = 2.0 * small + 1.0;
    let fits = ((t.half.1 * 1.6) / row).floor().max(1.0) as usize;
    // Where they do not all fit, the last row says how many more (beside
    // the one piece a tile of one row shows).
    let shown = match on.len() > fits {
        true => (fits - 1).max(1),
        false => on.len(),
    };
    let rows = on.len().min(fits);
    let top = y - row * (rows as f64 - 1.0) / 2.0;
    let mut end = x;
    for (n, p) in on.iter().take(shown).enumerate() {
        let w = p.weight.map_or(String::new(), |w| w.to_string());
        // The disc, 1 px, the weight at about 5.5 px a digit: centred.
        let width = 2.0 * small + 1.0 + 5.5 * w.len() as f64;
        let cx = x - width / 2.0 + small;
        let cy = top + row * n as f64;
        open_glyph(out, cell);
        disc(out, p, (cx, cy), small, ring.filter(|_| n == 0));
        if !w.is_empty() {
            let _ = write!(
                out,
                r##"<text class="weight" x="{:.1}" y="{:.1}" text-anchor="start" font-size="9.0" font-weight="bold" fill="#b00000"{HALO}>{w}</text>"##,
                cx + small + 1.0,
                cy + 3.2
            );
        }
        out.push_str("</g>");
        end = cx - small + width;
    }
    if shown < on.len() {
        let (at, anchor) = match shown < rows {
            true => ((x, top + row * shown as f64 + 3.2), "middle"),
            false => ((end + 2.0, top + row * (shown as f64 - 1.0) + 3.2), "start"),
        };
        let _ = write!(
            out,
            r##"<text class="more" x="{:.1}" y="{:.1}" text-anchor="{anchor}" font-size="9.0" fill="#b00000"{HALO}>+{}</text>"##,
            at.0,
            at.1,
            on.len() - shown
        );
    }
}

/// A white outline behind a weight's digits, so that they read on a
/// decorator's colour as well as on the tile.
pub const HALO: &str = r##" stroke="#ffffff" stroke-width="2.5" paint-order="stroke""##;

/// The radius of a virtual piece's disc: its letter 9 px.
const VIRTUAL_RADIUS: f64 = 7.5;

/// Opens a piece's glyph: its disc, letter and weight, one group the
/// browser test finds by class.
fn open_glyph(out: &mut String, cell: &str) {
    let _ = write!(out, r#"<g class="piece" data-cell="{}">"#, escape(cell));
}

/// A piece's disc of radius `r` at `c`.
fn disc(out: &mut String, p: &super::Piece, c: Point, r: f64, ring: Option<&str>) {
    let (x, y) = c;
    let (fill, ink) = match p.side.as_str() {
        "white" => ("#ffffff", "#000000"),
        _ => ("#505050", "#ffffff"),
    };
    let (stroke, width) = ring.map_or(("#000000", 0.8), |c| (c, 2.5));
    let _ = write!(
        out,
        r##"<circle cx="{x:.1}" cy="{y:.1}" r="{r:.1}" fill="{fill}" stroke="{stroke}" stroke-width="{width}"/><text x="{x:.1}" y="{:.1}" text-anchor="middle" font-size="{:.1}" font-weight="bold" fill="{ink}">{}</text>"##,
        y + r * 0.42,
        r * 1.2,
        p.letter()
    );
}

/// The decorator's shapes on a tile with centre `c` and half-diagonals
/// `h`; `border` frames the decorators of a queen, king or stack.
fn decorate(out: &mut String, d: &Decorator, c: Point, h: Point, border: &str) {
    let poly = |k: f64, fill: &str, stroke: &str, sw: f64| {
        format!(
            r#"<polygon points="{}" fill="{fill}" stroke="{stroke}" stroke-width="{sw}"/>"#,
            diamond(c, h, k)
        )
    };
    let shapes = match d {
        Decorator::Body { base } => poly(0.8, base_colour(base), border, 1.0),
        Decorator::End { planes, base } => {
            // End3, End2, End1: the black diamond grows with the planes.
            let k = 0.2 + 0.12 * *planes as f64;
            poly(0.8, base_colour(base), border, 1.0) + &poly(k, "#000000", "none", 0.0)
        }
        Decorator::Apex { base } => {
            poly(0.8, base_colour(base), border, 1.0) + &poly(0.38, "none", "#000000", 1.2)
        }
        Decorator::Duplex { base } => {
            let twin = |dx: f64| {
                let at = (c.0 + dx * h.0, c.1);
                format!(
                    r##"<polygon points="{}" fill="none" stroke="#000000" stroke-width="1.1"/>"##,
                    diamond(at, h, 0.27)
                )
            };
            poly(0.8, base_colour(base), border, 1.0) + &twin(-0.27) + &twin(0.27)
        }
        Decorator::Overlap { bases, .. } => {
            let mut s = poly(0.9, "none", border, 1.6);
            for (b, k) in bases.iter().zip([0.82, 0.58, 0.36]) {
                s += &poly(k, base_colour(b), "none", 0.0);
            }
            s
        }
        Decorator::Lite => poly(0.8, base_colour("knight"), "#202020", 1.0),
        Decorator::Pawn { base, .. } => poly(0.55, base_colour(base), "none", 0.0),
        Decorator::Generic => poly(0.7, "#8a2be2", "#202020", 0.8),
        Decorator::Agreed => poly(0.5, "#9a9a9a", "none", 0.0),
        Decorator::Missing => poly(0.75, "#d6e4ff", "#0050ff", 2.6),
        Decorator::Extra => poly(0.75, "#ff7a00", "#202020", 0.8),
    };
    out.push_str(&shapes);
}

/// A legend entry: what is drawn, and its meaning.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Entry {
    Source,
    Decorator(Decorator),
    Capture,
    /// A destination with a piece on it that the move does not take.
    Occupied,
    /// A conformance mark on a piece: the case's move onto it.
    OnPiece,
    Blocker,
    /// Where another level lies (overlapping levels).
    Footprint,
}

/// The entries the scene uses: each distinct decorator (an end tile per
/// base piece and number of planes, an overlap tile per name).
fn legend_entries(scene: &Scene, footprints: bool) -> Vec<Entry> {
    let mut set = BTreeSet::new();
    if footprints {
        set.insert(Entry::Footprint);
    }
    if scene.source.is_some() {
        set.insert(Entry::Source);
    }
    for m in scene.marks.values() {
        set.insert(Entry::Decorator(m.decorator.clone()));
        if m.capture {
            set.insert(Entry::Capture);
        }
    }
    for (cell, m) in &scene.marks {
        if !m.capture && scene.pieces.contains_key(cell) {
            set.insert(match m.decorator.of_a_case() {
                true => Entry::OnPiece,
                false => Entry::Occupied,
            });
        }
    }
    if !scene.blockers.is_empty() {
        set.insert(Entry::Blocker);
    }
    set.into_iter().collect()
}

fn meaning(scene: &Scene, e: &Entry) -> String {
    let d = match e {
        Entry::Source => return "source: the moving piece".into(),
        Entry::Capture => return "capture (red border)".into(),
        Entry::Occupied => return "destination with a piece on it (border)".into(),
        Entry::OnPiece => return "onto a piece: its mark in the corner, framed".into(),
        Entry::Footprint => {
            return "another level's square, above or below, in its name's colour".into()
        }
        Entry::Blocker => return "blocker: removing it frees tiles".into(),
        Entry::Decorator(d) => d,
    };
    match d {
        Decorator::End { planes, base } => {
            format!("{base} end/linear, open in {planes} plane(s)")
        }
        Decorator::Apex { base } => format!("{base} apex"),
        Decorator::Duplex { base } => format!("{base} duplex"),
        Decorator::Body { base } => format!("{base} body (between)"),
        Decorator::Overlap { name, bases } => format!("{name} ({})", bases.join("+")),
        Decorator::Lite => "knight jump (lite)".into(),
        Decorator::Pawn { base, name } => format!("pawn {name} ({base}-like)"),
        Decorator::Generic => match scene.mover_kind() {
            "" => "destination".into(),
            kind => format!("destination of the {kind}"),
        },
        Decorator::Agreed => "expected and reported".into(),
        Decorator::Missing => "expected, not reported".into(),
        Decorator::Extra => "reported, not expected".into(),
    }
}

/// Opens a group of class `class` with its bold heading at `at`.
fn open_block(out: &mut String, class: &str, heading: &str, at: Point) {
    let _ = writeln!(
        out,
        r#"<g class="{class}"><text x="{:.1}" y="{:.1}" font-weight="bold">{heading}</text>"#,
        at.0,
        at.1 + 4.0
    );
}

/// Draws the legend at `at`; returns where the next block may start.
fn draw_legend(out: &mut String, scene: &Scene, entries: &[Entry], at: Point) -> f64 {
    // A position with nothing marked (the explorer's board before a piece
    // is chosen) has no legend, not an empty one under a heading.
    if entries.is_empty() {
        return at.1;
    }
    // A conformance picture marks the case's moves, not the book's ways.
    let conformance = |e: &Entry| {
        matches!(
            e,
            Entry::Source
                | Entry::OnPiece
                | Entry::Decorator(Decorator::Agreed | Decorator::Missing | Decorator::Extra)
        )
    };
    // The book's decorators are Goff's (ways named by base piece); a
    // variant whose reach names no ways marks its destinations plainly.
    let book = |e: &Entry| match e {
        Entry::Decorator(d) => !matches!(
            d,
            Decorator::Generic | Decorator::Agreed | Decorator::Missing | Decorator::Extra
        ),
        _ => false,
    };
    let heading = match (entries.iter().all(conformance), entries.iter().any(book)) {
        (true, _) => "The case's moves",
        (_, true) => "Decorators (Appendix II)",
        _ => "Marks",
    };
    open_block(out, "legend", heading, at);
    for (n, e) in entries.iter().enumerate() {
        let y = at.1 + 20.0 + 20.0 * n as f64;
        let c = (at.0 + 14.0, y);
        let half = (12.0, 8.0);
        let _ = write!(
            out,
            r##"<polygon points="{}" fill="#ffffff" stroke="#777777" stroke-width="0.6"/>"##,
            diamond(c, half, 1.0)
        );
        match e {
            Entry::Decorator(d) => decorate(out, d, c, half, scene.border()),
            Entry::Source => {
                let _ = write!(
                    out,
                    r##"<polygon points="{}" fill="{}"/><polygon points="{}" fill="#000000"/>"##,
                    diamond(c, half, 0.9),
                    piece_colour(scene.mover_kind()),
                    diamond(c, half, 0.6)
                );
            }
            Entry::Footprint => {
                let _ = write!(
                    out,
                    r##"<rect x="{:.1}" y="{:.1}" width="20" height="14" fill="none" stroke="{}" stroke-width="2" stroke-dasharray="6,3"/>"##,
                    c.0 - 10.0,
                    c.1 - 7.0,
                    level_colour(0)
                );
            }
            Entry::OnPiece => {
                // In the colour of the worst such mark drawn (reported,
                // not expected, before expected, not reported).
                let d = scene
                    .marks
                    .iter()
                    .filter(|(cell, m)| m.decorator.of_a_case() && scene.pieces.contains_key(*cell))
                    .map(|(_, m)| m.decorator.clone())
                    .max()
                    .unwrap_or(Decorator::Extra);
                let _ = write!(
                    out,
                    r##"<circle cx="{:.1}" cy="{:.1}" r="6.0" fill="#505050" stroke="#000000" stroke-width="0.8"/><polygon points="{}" fill="none" stroke="{}" stroke-width="2"/>"##,
                    c.0,
                    c.1,
                    diamond(c, half, 1.0),
                    case_colour(&d)
                );
                decorate(out, &d, (c.0 + 7.0, c.1 - 4.0), (6.0, 6.0), "");
            }
            Entry::Capture | Entry::Blocker | Entry::Occupied => {
                let (colour, dash) = match e {
                    Entry::Blocker => ("#e00000", r#" stroke-dasharray="3,2""#),
                    Entry::Occupied => (scene.border(), ""),
                    _ => ("#e00000", ""),
                };
                let _ = write!(
                    out,
                    r##"<polygon points="{}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>"##,
                    diamond(c, half, 1.0)
                );
            }
        }
        let _ = writeln!(
            out,
            r#"<text x="{:.1}" y="{:.1}">{}</text>"#,
            at.0 + 32.0,
            y + 4.0,
            escape(&meaning(scene, e))
        );
    }
    out.push_str("</g>\n");
    at.1 + 20.0 * entries.len() as f64 + 30.0
}

/// The pieces on the board, each kind once: its letter and its name.
fn piece_key(scene: &Scene) -> Vec<super::Piece> {
    let kinds: BTreeSet<(char, &str)> = scene
        .pieces
        .values()
        .flatten()
        .map(|p| (p.letter(), p.kind.as_str()))
        .collect();
    kinds
        .into_iter()
        .map(|(_, kind)| super::Piece {
            side: "white".into(),
            kind: kind.to_string(),
            weight: None,
        })
        .collect()
}

/// The key to the pieces' letters, in the variant's own piece names;
/// dark discs are Black's.
fn draw_key(out: &mut String, key: &[super::Piece], at: Point) {
    if key.is_empty() {
        return;
    }
    open_block(out, "key", "Pieces (dark: black)", at);
    for (n, p) in key.iter().enumerate() {
        let y = at.1 + 20.0 + 20.0 * n as f64;
        disc(out, p, (at.0 + 14.0, y), 8.0, None);
        let _ = writeln!(
            out,
            r#"<text class="kind" x="{:.1}" y="{:.1}">{}</text>"#,
            at.0 + 32.0,
            y + 4.0,
            escape(&p.kind)
        );
    }
    out.push_str("</g>\n");
}
