//! Checks against `golden/`: numbers and tile sets transcribed from the
//! book (each file names its figure, table and lines). The files are
//! compiled in, so `congruent verify` needs nothing beside the binary.
//! A golden file is never edited to match the engine (DEVELOPERS.md).

use super::sweep::{alone, Outcome};
use crate::goff::geometry::{Plane, Role, Tile};
use crate::goff::notation;
use crate::goff::pieces::{PieceKind, Side};
use crate::goff::reach::{Destination, Mover, Overlap};
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};

pub const COUNTS: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/golden/counts.json"));

/// Figure transcriptions: (file name, contents).
pub const FIGURES: &[(&str, &str)] = &[
    (
        "fig024-rook-corner.json",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/golden/reach/fig024-rook-corner.json"
        )),
    ),
    (
        "fig039-bishop-corner.json",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/golden/reach/fig039-bishop-corner.json"
        )),
    ),
    (
        "fig061-duke-corner.json",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/golden/reach/fig061-duke-corner.json"
        )),
    ),
    (
        "fig046-duke-primary-plane.json",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/golden/reach/fig046-duke-primary-plane.json"
        )),
    ),
    (
        "fig066-queen-corner.json",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/golden/reach/fig066-queen-corner.json"
        )),
    ),
    (
        "fig067-queen-centre.json",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/golden/reach/fig067-queen-centre.json"
        )),
    ),
];

#[derive(Deserialize)]
struct Counts {
    facts: Vec<Fact>,
}

#[derive(Deserialize)]
struct Fact {
    id: String,
    kind: String,
    tiles: Tiles,
    expect: BTreeMap<String, usize>,
    source: String,
    /// For plane-restricted facts: the plane, by its book name.
    #[serde(default)]
    plane: Option<String>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum Tiles {
    All(String),
    List(Vec<String>),
}

/// How a lone piece's destinations split into the book's categories.
pub fn category_counts(kind: PieceKind, s: Tile) -> BTreeMap<&'static str, usize> {
    let pos = alone(kind, s);
    let dests = crate::goff::engine::reach(&pos, s);
    let mut c: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut bump = |k: &'static str| *c.entry(k).or_default() += 1;
    for d in &dests {
        bump("total");
        role_categories(d, &mut bump);
        for (m, name) in [
            (Mover::Rook, "rook"),
            (Mover::Bishop, "bishop"),
            (Mover::Duke, "duke"),
        ] {
            if d.reached_by(m) {
                bump(name);
            }
        }
        if kind == PieceKind::Queen {
            bump(queen_class(d, s));
        }
        if (d.to.coords() - s.coords()).chebyshev() <= 2 {
            bump("in_cube");
        }
    }
    c
}

fn role_categories(d: &Destination, bump: &mut impl FnMut(&'static str)) {
    let has = |r: Role| d.ways.iter().any(|w| w.role == r);
    if has(Role::Apex) || has(Role::Duplex) {
        bump("apex");
    }
    if has(Role::Apex) {
        bump("edge_apex");
    }
    if has(Role::Duplex) {
        bump("duplex");
    }
    if has(Role::End) {
        bump("end");
    }
    if has(Role::Between) {
        bump("between");
    }
}

/// The classes of Tables 4 and 5 (L5151-5189): overlap tiles by their
/// displacement, every other tile by the one base piece and role that
/// reaches it.
pub fn queen_class(d: &Destination, s: Tile) -> &'static str {
    if let Some(o) = Overlap::of(d.to.coords() - s.coords()) {
        return match o {
            Overlap::Brook => "brook",
            Overlap::QTile => "q_tile",
            Overlap::Hotspot => "hotspot",
            Overlap::Feynman => "feynman",
        };
    }
    let w = &d.ways[0];
    match (w.by, w.role) {
        (Mover::Rook, Role::End) => "rook_linear",
        (Mover::Duke, Role::End) => "duke_linear",
        (Mover::Bishop, Role::Apex) => "bishop_apex",
        (Mover::Rook, Role::Between) => "rook_body",
        (Mover::Bishop, Role::Between) => "bishop_body",
        (Mover::Duke, Role::Between) => "duke_body",
        _ => "unclassified",
    }
}

fn fact_kind(kind: &str) -> Option<PieceKind> {
    PieceKind::parse(kind.split('_').next().unwrap_or(kind))
}

fn fact_tiles(fact: &Fact) -> Result<Vec<Tile>, String> {
    match &fact.tiles {
        Tiles::All(a) if a == "all" => Ok(Tile::all().collect()),
        Tiles::All(other) => Err(format!("{}: tiles {other:?} is not \"all\"", fact.id)),
        Tiles::List(names) => names
            .iter()
            .map(|n| notation::parse_tile(n, Side::White).map_err(|e| format!("{}: {e}", fact.id)))
            .collect(),
    }
}

/// The plane a fact names ("horizontal (level KR)", "primary major plane").
fn fact_plane(fact: &Fact) -> Result<Plane, String> {
    named_plane(fact.plane.as_deref().unwrap_or(""))
        .ok_or_else(|| format!("{}: no plane named", fact.id))
}

fn named_plane(text: &str) -> Option<Plane> {
    let mut planes = Plane::ALL;
    planes.sort_by_key(|p| std::cmp::Reverse(p.name().len()));
    planes.into_iter().find(|p| text.contains(p.name()))
}

/// Tiles covered in a plane or a set of planes count the piece's own
/// tile, as the book's figures do (Fig. 17: "covers all" 64 tiles).
fn covered(kind: PieceKind, s: Tile) -> Vec<Tile> {
    let mut tiles: Vec<Tile> = crate::goff::engine::destinations(&alone(kind, s), s)
        .iter()
        .collect();
    tiles.push(s);
    tiles
}

/// The numbers a fact's expectations refer to, for one tile.
fn measure(fact: &Fact, kind: PieceKind, s: Tile) -> Result<BTreeMap<String, usize>, String> {
    let mut got: BTreeMap<String, usize> = category_counts(kind, s)
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    let rest = fact.kind.split_once('_').map(|(_, r)| r).unwrap_or("");
    match rest {
        "" => {}
        "in_cube5" => {
            got.insert("total".into(), got.get("in_cube").copied().unwrap_or(0));
        }
        "plane_tiles" => {
            let n = fact_plane(fact)?.normal();
            let on: Vec<Tile> = covered(kind, s)
                .into_iter()
                .filter(|t| n.dot(t.coords() - s.coords()) == 0)
                .collect();
            got.insert("total".into(), on.len());
            let levels: BTreeSet<usize> = (1..=8)
                .map(|z| on.iter().filter(|t| t.z() == z).count())
                .collect();
            if levels.len() == 1 {
                got.insert("per_level".into(), *levels.first().unwrap());
            }
        }
        "orthogonal_plane_tiles" => {
            let tiles = covered(kind, s);
            let per_plane: BTreeSet<usize> = (0..3)
                .flat_map(|axis| (1..=8).map(move |c| (axis, c)))
                .map(|(axis, c)| {
                    tiles
                        .iter()
                        .filter(|t| [t.z(), t.i(), t.j()][axis] == c)
                        .count()
                })
                .collect();
            if per_plane.len() == 1 {
                got.insert("per_plane".into(), *per_plane.first().unwrap());
            }
        }
        other => {
            return Err(format!(
                "{}: unsupported fact kind suffix {other:?}",
                fact.id
            ))
        }
    }
    Ok(got)
}

/// Every fact of `golden/counts.json`, on every tile it names.
pub fn check_counts() -> Outcome {
    let counts: Counts =
        serde_json::from_str(COUNTS).map_err(|e| format!("golden/counts.json: {e}"))?;
    let mut checked = 0;
    for fact in &counts.facts {
        let kind = fact_kind(&fact.kind)
            .ok_or_else(|| format!("{}: unsupported kind {:?}", fact.id, fact.kind))?;
        for s in fact_tiles(fact)? {
            let got = measure(fact, kind, s)?;
            for (key, &want) in &fact.expect {
                let have = got.get(key.as_str()).copied();
                if have != Some(want) {
                    return Err(format!(
                        "{} ({}): {} on {s}: {key} = {have:?}, book says {want}",
                        fact.id, fact.source, fact.kind
                    ));
                }
                checked += 1;
            }
        }
    }
    Ok(format!(
        "{} facts, {checked} numbers, all as the book states",
        counts.facts.len()
    ))
}

#[derive(Deserialize)]
struct Figure {
    id: String,
    source: String,
    position: Vec<Placed>,
    mover: String,
    destinations: BTreeMap<String, Vec<String>>,
    /// Figure 46 draws only the destinations in one plane.
    #[serde(default)]
    restricted_to_plane: Option<String>,
}

#[derive(Deserialize)]
struct Placed {
    side: String,
    kind: String,
    tile: String,
}

/// The tiles of a figure, by role, compared with the engine by set
/// equality; a failure lists every differing tile.
pub fn check_figure(text: &str) -> Outcome {
    let fig: Figure = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let json = serde_json::json!({
        "pieces": fig.position.iter().map(|p| serde_json::json!({
            "side": p.side, "kind": p.kind, "tile": p.tile})).collect::<Vec<_>>()
    });
    let pos = crate::goff::json::parse_position(&json.to_string()).map_err(|e| e.to_string())?;
    let mover = notation::parse_tile(&fig.mover, Side::White).map_err(|e| e.to_string())?;
    let mut dests = crate::goff::engine::reach(&pos, mover);
    if let Some(text) = &fig.restricted_to_plane {
        let n = named_plane(text)
            .ok_or_else(|| format!("no plane named in {text:?}"))?
            .normal();
        dests.retain(|d| n.dot(d.to.coords() - mover.coords()) == 0);
    }
    let queen = pos.piece_at(mover).map(|p| p.kind) == Some(PieceKind::Queen);
    let mut diffs = Vec::new();
    let mut total = 0;
    for (role, tiles) in &fig.destinations {
        let want: BTreeSet<Tile> = tiles
            .iter()
            .map(|n| notation::parse_tile(n, Side::White).map_err(|e| e.to_string()))
            .collect::<Result<_, _>>()?;
        let have: BTreeSet<Tile> = dests
            .iter()
            .filter(|d| match queen {
                // Figures 66-67 sort the queen's tiles by the classes of
                // Tables 4 and 5.
                true => queen_class(d, mover) == role,
                false => d.ways.iter().any(|w| role_name(w.role) == role),
            })
            .map(|d| d.to)
            .collect();
        total += want.len();
        for t in want.difference(&have) {
            diffs.push(format!("{role} {t}: in the book, not in the engine"));
        }
        for t in have.difference(&want) {
            diffs.push(format!("{role} {t}: in the engine, not in the book"));
        }
    }
    if diffs.is_empty() {
        Ok(format!("{}: {total} tiles match", fig.id))
    } else {
        Err(format!("{} ({}): {}", fig.id, fig.source, diffs.join("; ")))
    }
}

fn role_name(r: Role) -> &'static str {
    match r {
        Role::Apex => "apex",
        Role::Duplex => "duplex",
        Role::Between => "between",
        Role::End => "end",
        Role::Jump => "jump",
    }
}

pub fn check_figures() -> Outcome {
    let mut lines = Vec::new();
    for (name, text) in FIGURES {
        lines.push(check_figure(text).map_err(|e| format!("golden/reach/{name}: {e}"))?);
    }
    Ok(lines.join("; "))
}
