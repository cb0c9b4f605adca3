//! The quantum moves of the side to move, listed: one per piece, shape and
//! perimeter at maximum superposition (no spread: the whole perimeter,
//! O11; "the players can simply agree to maximum superposition",
//! L16530-16535). A spread only narrows one of these, so this list is what
//! `moves`, perft and the suite count (`goff-quantum.md#moves-and-perft`).

use super::apply::{play, Report};
use super::ensemble::{Ensemble, Id};
use super::notation::{QuantumMove, Suffix};
use super::relative::resolve;
use super::{Knight, Options};
use crate::goff::game::Implementation;
use crate::goff::geometry::{tile::LEVELS, Plane, Quadrant, Ray, Tile, Vector, EDGE};
use crate::goff::notation::tile_name;
use crate::goff::pieces::{BasePiece, PieceKind, Side};
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

/// A listed move: its notation, what names it, and its effect.
#[derive(Clone, Debug)]
pub struct Listed {
    pub text: String,
    pub piece: PieceKind,
    pub anchor: Tile,
    pub proxy: Vector,
    /// The suffix as written (`R`, `q`), empty for none.
    pub detail: String,
    pub report: Report,
    pub after: Ensemble,
    /// Whether an enemy stands on the proxy in some history: there the
    /// move can capture it.
    pub capture: bool,
}

/// Every legal quantum move of the side to move, in a stable order
/// (piece identity, then the candidates' order).
pub fn list(e: &Ensemble, options: &Options, how: Implementation) -> Vec<Listed> {
    // A listed move is the whole perimeter whatever O11 reads into a
    // written move without a spread.
    let options = &Options {
        omitted: super::Omitted::Full,
        ..options.clone()
    };
    let side = e.to_move();
    let mut out = Vec::new();
    for ((_, kind), tiles) in anchors(e, side) {
        // A relative move is one move whichever of the piece's tiles
        // anchors it; the lowest anchor that can write it writes it, so
        // a move the lowest tile cannot write (its proxy off the
        // writable range) is still listed (issue 40).
        let mut written = BTreeSet::new();
        let tries = tiles.iter().flat_map(|&anchor| {
            candidates(kind, anchor, side, options)
                .into_iter()
                .map(move |(proxy, suffix)| (anchor, proxy, suffix))
        });
        for (anchor, proxy, suffix) in tries {
            let v = proxy - anchor.coords();
            if !written.insert(((v.z, v.i, v.j), format!("{suffix:?}"))) {
                continue;
            }
            let m = QuantumMove {
                piece: kind,
                anchor: Some(anchor.coords()),
                proxy,
                suffix: suffix.clone(),
            };
            let text = m.to_text(side);
            if let Ok((after, report)) = play(e, &text, options, how) {
                let detail = match &suffix {
                    Suffix::None => String::new(),
                    _ => text.rsplit(']').next().unwrap_or_default().to_string(),
                };
                let capture = Tile::at(proxy).is_some_and(|t| {
                    e.histories
                        .iter()
                        .any(|(h, _)| h.game.position.piece_at(t).is_some_and(|p| p.side != side))
                });
                out.push(Listed {
                    capture,
                    text,
                    piece: kind,
                    anchor,
                    proxy,
                    detail,
                    report,
                    after,
                });
            }
        }
    }
    out
}

/// The anchors of each identity and kind of the mover, lowest first:
/// every tile where it stands as that kind (a stack's tile for its
/// bishop's and duke's decays).
fn anchors(e: &Ensemble, side: Side) -> BTreeMap<(Id, PieceKind), BTreeSet<Tile>> {
    let mut out: BTreeMap<(Id, PieceKind), BTreeSet<Tile>> = BTreeMap::new();
    for (h, _) in &e.histories {
        for &(t, _) in &h.ids {
            let p = h
                .game
                .position
                .piece_at(t)
                .expect("an identity marks a piece");
            if p.side != side {
                continue;
            }
            let mut kinds = vec![p.kind];
            // A stack's parts decay on their own (L16699-16714).
            if p.kind == PieceKind::Stack {
                kinds.extend([PieceKind::Bishop, PieceKind::Duke]);
            }
            for kind in kinds {
                let part = h.part_id(t, kind).expect("a part of the piece");
                out.entry((part, kind)).or_default().insert(t);
            }
        }
    }
    out
}

/// Whether `side` can write a proxy (White's coordinates): a level, and
/// distances 0-15 in the mover's own frame (Black's distances run from
/// the other edge, L16303-16320).
pub fn writable(v: Vector, side: Side) -> bool {
    let (i, j) = match side {
        Side::White => (v.i, v.j),
        Side::Black => (EDGE + 1 - v.i, EDGE + 1 - v.j),
    };
    (1..=EDGE).contains(&v.z) && (0..=15).contains(&i) && (0..=15).contains(&j)
}

/// The proxies (and suffixes) to try for a piece of `kind` on `anchor`.
fn candidates(
    kind: PieceKind,
    anchor: Tile,
    side: Side,
    options: &Options,
) -> Vec<(Vector, Suffix)> {
    let a = anchor.coords();
    let mut out = Vec::new();
    let mut push = |v: Vector, suffix: Suffix| {
        if writable(a + v, side) {
            out.push((a + v, suffix));
        }
    };
    match kind {
        PieceKind::Pawn => {
            for p in 1..=2 {
                let v = crate::goff::pieces::pawn::to_board(side, Vector::new(0, p, p));
                push(v, Suffix::None);
                for k in [
                    PieceKind::Queen,
                    PieceKind::Rook,
                    PieceKind::Bishop,
                    PieceKind::Duke,
                    PieceKind::Knight,
                    PieceKind::Stack,
                ] {
                    push(v, Suffix::Promote(k));
                }
            }
        }
        PieceKind::Knight if options.knight == Knight::Classical => {
            for v in crate::goff::engine::knight_offsets() {
                push(v, Suffix::None);
            }
        }
        // One proxy per attempted ray, two steps along it (a longer one,
        // under O16's `any`, names the same move).
        PieceKind::Knight => {
            for base in [BasePiece::Rook, BasePiece::Bishop, BasePiece::Duke] {
                for r in Ray::of_kind(base.ray_kind()) {
                    push(2 * r.vector(), Suffix::Attempt(base));
                }
            }
        }
        // Any non-end tile of a perimeter names the same move at maximum
        // superposition (the proxy's place on the walk only centres a
        // spread, L16303-16320): the first the mover can write.
        PieceKind::Rook | PieceKind::Bishop | PieceKind::Duke => {
            let base = kind.base_pieces()[0];
            for names in PLANAR[base as usize].iter() {
                if let Some(&v) = names.iter().find(|&&v| writable(a + v, side)) {
                    push(v, Suffix::None);
                }
            }
            // Under O8's both-planes reading a duplex tile names a move
            // of its own, in both planes.
            if options.duplex == super::Duplex::BothPlanes {
                for &v in &DUPLEX[base as usize] {
                    push(v, Suffix::None);
                }
            }
        }
        PieceKind::Stack => {
            // Fission through every overlap tile (L16743-16745).
            for &v in OVERLAPS.iter() {
                push(v, Suffix::None);
            }
        }
        PieceKind::Queen | PieceKind::King => {}
    }
    out
}

/// The offsets through which a stack can fission: those both its bishop
/// and its duke reach by a relative move (a fission resolves). Whether one
/// does depends on the offset alone, not on the side, the tile or the
/// readings a listed move is made under, so they are found once.
static OVERLAPS: LazyLock<Vec<Vector>> = LazyLock::new(|| {
    offsets()
        .filter(|&v| {
            let fission = QuantumMove {
                piece: PieceKind::Stack,
                anchor: None,
                proxy: v,
                suffix: Suffix::None,
            };
            v != Vector::ZERO
                && resolve(&fission, Vector::ZERO, Side::White, &Options::default()).is_ok()
        })
        .collect()
});

/// Each base piece's moves as the proxies that name them
/// ([`planar_proxies`]), found once: indexed by `BasePiece as usize`.
static PLANAR: LazyLock<[Vec<Vec<Vector>>; 3]> =
    LazyLock::new(|| [BasePiece::Rook, BasePiece::Bishop, BasePiece::Duke].map(planar_proxies));

/// Each base piece's duplex tiles, in the quadrants of two of its planes
/// (O8), found once: indexed by `BasePiece as usize`.
static DUPLEX: LazyLock<[Vec<Vector>; 3]> = LazyLock::new(|| {
    [BasePiece::Rook, BasePiece::Bishop, BasePiece::Duke].map(|base| {
        let family: Vec<Quadrant> = base
            .family()
            .planes()
            .flat_map(Quadrant::of_plane)
            .collect();
        offsets()
            .filter(|&t| family.iter().filter(|q| q.coordinates(t).is_some()).count() >= 2)
            .collect()
    })
});

/// Every offset from one tile of the board to another (each coordinate
/// within ±7), the zero offset among them.
fn offsets() -> impl Iterator<Item = Vector> {
    let m = EDGE - 1;
    (-m..=m)
        .flat_map(move |z| (-m..=m).flat_map(move |i| (-m..=m).map(move |j| Vector::new(z, i, j))))
}

/// A base piece's moves, each as the offsets that name it, preferred
/// first: per quadrant and perimeter, the apex and then the walk's other
/// non-end tiles, nearest the apex first (a duplex tile, in quadrants of
/// two planes, names no one plane and is left out: where the apex is one,
/// the tile beside it comes first); per line, its tile at each perimeter.
fn planar_proxies(base: BasePiece) -> Vec<Vec<Vector>> {
    let family: Vec<Quadrant> = Plane::ALL
        .iter()
        .filter(|pl| pl.family() == base.family())
        .flat_map(|&pl| Quadrant::of_plane(pl))
        .collect();
    let single = |t: Vector| family.iter().filter(|o| o.coordinates(t).is_some()).count() == 1;
    let mut out = Vec::new();
    for plane in base.family().planes() {
        for q in Quadrant::of_plane(plane) {
            for p in 1..=EDGE - 1 {
                // The walk's non-end tiles (m, p) then (p, 2p-m), by their
                // distance from the apex (m = p), the far side first.
                let mut walk: Vec<(i8, Vector)> = (1..2 * p)
                    .map(|m| match m <= p {
                        true => (m, q.offset(m, p)),
                        false => (m, q.offset(p, 2 * p - m)),
                    })
                    .filter(|&(_, t)| single(t))
                    .collect();
                walk.sort_by_key(|&(m, _)| ((m - p).abs(), m < p));
                if !walk.is_empty() {
                    out.push(walk.into_iter().map(|(_, t)| t).collect());
                }
            }
        }
    }
    for r in Ray::of_kind(base.ray_kind()) {
        for p in 1..=EDGE - 1 {
            out.push(vec![p * r.vector()]);
        }
    }
    out
}

/// A proxy's name as White writes it (`KR7,9`: distances may pass 8).
pub fn place_name(v: Vector) -> String {
    format!("{}{},{}", LEVELS[(v.z - 1) as usize], v.i, v.j)
}

/// A listed move as a `moves` entry: `from` the anchor, `to` the proxy
/// (White's names; a proxy may lie off the board), kind `quantum`, the
/// piece's letter and the suffix as `detail`, and what it does.
pub fn entry(l: &Listed) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("from".into(), tile_name(l.anchor, Side::White).into());
    m.insert("to".into(), place_name(l.proxy).into());
    m.insert("kind".into(), "quantum".into());
    // The piece's letter, then the suffix: a stack's fission and its
    // parts' decays share their anchor and may share a proxy.
    m.insert(
        "detail".into(),
        format!("{}{}", l.piece.letter(), l.detail).into(),
    );
    m.insert("piece".into(), l.piece.name().into());
    m.insert("notation".into(), l.text.clone().into());
    m.insert("histories".into(), l.report.histories_after.into());
    m.insert("positions".into(), l.report.positions_after.into());
    m.insert("capture".into(), l.capture.into());
    m
}

/// Perft over the listed moves: the number of move sequences of `depth`.
pub fn perft_at(e: &Ensemble, depth: u32, options: &Options, how: Implementation) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = list(e, options, how);
    match depth {
        1 => moves.len() as u64,
        _ => moves
            .iter()
            .map(|l| perft_at(&l.after, depth - 1, options, how))
            .sum(),
    }
}
