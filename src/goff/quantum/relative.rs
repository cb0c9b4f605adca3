//! The relative move of the swarm rule (L16125-16149): the offset from
//! anchor to proxy fixes the kind of plane, the quadrant or line, the
//! perimeter and the proxy's place on the perimeter walk; with the spreads
//! it becomes a list of offsets, the same in every history
//! (`spec/variants/goff-quantum.md#41-the-swarm-rule-and-the-relative-move`).
//! Nothing here looks at a position.

use super::notation::{QuantumMove, Spread, Suffix};
use super::{Knight, KnightDistance, LinearGate, Omitted, Options, QuantumError};
use crate::goff::engine::knight_offsets;
use crate::goff::geometry::{Plane, Quadrant, QuadrantId, Ray, Vector};
use crate::goff::pieces::pawn::to_board;
use crate::goff::pieces::{BasePiece, PieceKind, Side};

/// A square that must be clear (but for the target) for a candidate:
/// `quadrant`'s advancement square grown to `perimeter`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Gate {
    pub quadrant: Quadrant,
    /// The quadrant's index in the engine's tables.
    pub id: QuadrantId,
    pub perimeter: u8,
}

/// One window position: where it is from the piece and what must be clear
/// to put a virtual piece there. An on-line tile of a plane is gated by
/// both squares beside the line in that plane (the classical linear move
/// in that plane: plane independence, L16392-16400); any other tile by
/// its own square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    pub offset: Vector,
    pub plane: Plane,
    pub gates: Vec<Gate>,
}

/// The relative move, ready to apply from any tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relative {
    /// The kind the piece must have in a history to make the move
    /// (pruning by differentiation, L16352-16387).
    pub kind: PieceKind,
    /// The window, in walk order per plane. A tile may appear once per
    /// plane (the line tile of a linear move): it is one child if any of
    /// its cells is open (Fig. 251a: 7 + 7 - 1 = 13).
    pub cells: Vec<Cell>,
    /// Whether the gates decide (base pieces) or the classical rules
    /// alone (the pawn's advance, CR 36-39; the knight's jump, CR 31).
    pub gated: bool,
    /// The piece a promoting pawn becomes (`q`, L16332).
    pub promote: Option<PieceKind>,
    /// What the move is, in words, for the report.
    pub shape: String,
    /// A stack's fission: `cells` are the bishop's window, this the
    /// duke's; each pair of open tiles is one child (L16641-16752).
    pub duke: Option<Box<Relative>>,
}

fn refuse(why: impl Into<String>) -> QuantumError {
    QuantumError::Move(why.into())
}

/// The relative move of `m`, played by `side` from `anchor`.
pub fn resolve(
    m: &QuantumMove,
    anchor: Vector,
    side: Side,
    options: &Options,
) -> Result<Relative, QuantumError> {
    let v = m.proxy - anchor;
    if v == Vector::ZERO {
        return Err(refuse("the proxy is the anchor's own tile: no move"));
    }
    let promote = match m.suffix {
        Suffix::Promote(k) if m.piece == PieceKind::Pawn => Some(k),
        Suffix::Promote(_) => {
            return Err(refuse(
                "a promotion letter follows a pawn's move only (L16332)",
            ))
        }
        _ => None,
    };
    match m.piece {
        PieceKind::Pawn => advance(v, side, &m.suffix, promote),
        PieceKind::Knight if options.knight == Knight::Classical => classical_knight(v, &m.suffix),
        PieceKind::Knight => deflection(v, &m.suffix, options.knight_distance),
        PieceKind::Rook | PieceKind::Bishop | PieceKind::Duke => {
            let base = m.piece.base_pieces()[0];
            planar(m.piece, base, v, side, &m.suffix, options)
        }
        PieceKind::Queen | PieceKind::King => Err(refuse(format!(
            "quantum {} moves are left open by the book (\"left to the skills of the reader\", L16754-16759; O1)",
            m.piece.name()
        ))),
        PieceKind::Stack => fission(v, side, &m.suffix, options),
    }
}

/// The window `centre ± (width-1)/2`, cut at the walk's ends, never
/// wrapped (L16438-16442); no spread means the whole walk, or all but its
/// end tiles under `omitted = pure` (O11).
fn window(
    centre: usize,
    last: usize,
    spread: Option<Spread>,
    omitted: Omitted,
) -> std::ops::RangeInclusive<usize> {
    match spread {
        None if omitted == Omitted::Pure => 1..=last - 1,
        None => 0..=last,
        Some(s) => {
            let h = (s.width as usize - 1) / 2;
            centre.saturating_sub(h)..=(centre + h).min(last)
        }
    }
}

/// The gates of the tile at `d` from the piece in `plane`: both squares
/// beside a line, or the one square it lies in.
fn gates(plane: Plane, d: Vector) -> Vec<Gate> {
    let per = d.chebyshev();
    if let Some(r) = ray_of(d) {
        if plane.contains(r) {
            return Quadrant::beside(plane, r)
                .map(|quadrant| Gate {
                    quadrant,
                    id: quadrant.id(),
                    perimeter: per_of(&quadrant, d),
                })
                .to_vec();
        }
    }
    Quadrant::of_plane(plane)
        .find(|q| q.coordinates(d).is_some())
        .map(|quadrant| {
            vec![Gate {
                quadrant,
                id: quadrant.id(),
                perimeter: per_of(&quadrant, d),
            }]
        })
        .unwrap_or_else(|| panic!("{d:?} (perimeter {per}) lies in a quadrant of {plane:?}"))
}

fn per_of(q: &Quadrant, d: Vector) -> u8 {
    let (x, y) = q.coordinates(d).expect("in the quadrant");
    x.max(y) as u8
}

/// The ray `d` lies on, if any: its non-zero coordinates of one size.
fn ray_of(d: Vector) -> Option<Ray> {
    let k = d.chebyshev() as i8;
    let unit = Vector::new(d.z / k.max(1), d.i / k.max(1), d.j / k.max(1));
    (k > 0 && k * unit == d).then(|| Ray::new(unit)).flatten()
}

/// The perimeter walk of quadrant `(a,b)` at perimeter `p`: index `m` is
/// `(m, p)` up to the apex, then `(p, 2p-m)` (`goff-quantum.md#42`).
fn quadrant_walk(q: &Quadrant, p: i8) -> Vec<Vector> {
    (0..=2 * p)
        .map(|m| match m <= p {
            true => q.offset(m, p),
            false => q.offset(p, 2 * p - m),
        })
        .collect()
}

/// A pawn's advance: the forward quadrant of its level, perimeter 1 or 2
/// (CR 36-39; L16151-16182), the whole perimeter unless a spread narrows
/// it. Which histories may make it is the classical rules' to say.
fn advance(
    v: Vector,
    side: Side,
    suffix: &Suffix,
    promote: Option<PieceKind>,
) -> Result<Relative, QuantumError> {
    let own = crate::goff::pieces::pawn::to_own(side, v);
    let p = own.i.max(own.j);
    if own.z != 0 || own.i < 0 || own.j < 0 || !(1..=2).contains(&p) {
        return Err(refuse(format!(
            "a pawn's quantum move is an advance to perimeter 1 or 2 of its forward quadrant (L16151-16158); {} is not (pawn captures are left open, L16754-16759, O3)",
            describe(own)
        )));
    }
    let quadrant = Quadrant {
        plane: Plane::Horizontal,
        a: Ray::new(to_board(side, Vector::new(0, 1, 0))).expect("a face ray"),
        b: Ray::new(to_board(side, Vector::new(0, 0, 1))).expect("a face ray"),
    };
    let walk = quadrant_walk(&quadrant, p);
    let centre = walk.iter().position(|&w| w == v).expect("on the perimeter");
    let spread = match suffix {
        Suffix::Spreads(s) if s.len() == 1 && s[0].plane.is_none() => Some(s[0]),
        Suffix::Spreads(_) => {
            return Err(refuse(
                "a pawn's advance has one plane: at most one spread, without a plane letter",
            ))
        }
        _ => None,
    };
    let cells = walk[window(centre, walk.len() - 1, spread, Omitted::Full)]
        .iter()
        .map(|&offset| Cell {
            offset,
            plane: Plane::Horizontal,
            gates: Vec::new(),
        })
        .collect();
    Ok(Relative {
        kind: PieceKind::Pawn,
        cells,
        gated: false,
        promote,
        shape: format!("pawn advance, perimeter {p}"),
        duke: None,
    })
}

fn describe(v: Vector) -> String {
    format!("the offset ({},{},{})", v.z, v.i, v.j)
}

/// The deflection rule (L16597-16639): the knight attempts a straight move
/// of a base piece toward a face, an edge or a corner and lands on the
/// knight tiles whose offsets point most along that ray (largest dot
/// product; `goff-quantum.md#44-pieces`).
fn deflection(
    v: Vector,
    suffix: &Suffix,
    distance: KnightDistance,
) -> Result<Relative, QuantumError> {
    let Suffix::Attempt(base) = *suffix else {
        return Err(refuse(
            "a knight's quantum move names the base piece it attempts: N(KB6,3) -- [KR6,3]R (L16613-16617); knight=classical reads it as a classical jump",
        ));
    };
    let ray = ray_of(v).filter(|r| r.kind() == base.ray_kind());
    let steps = match distance {
        KnightDistance::Two => "two steps",
        KnightDistance::Any => "some steps",
    };
    let fits = |_: &Ray| distance == KnightDistance::Any || v.chebyshev() == 2;
    let Some(ray) = ray.filter(fits) else {
        return Err(refuse(format!(
            "the proxy of a deflected {} move lies {steps} along a {} ray from the anchor (L16613-16617, O16); {} does not",
            base.piece_kind().name(),
            base.piece_kind().name(),
            describe(v)
        )));
    };
    let u = ray.vector();
    let best = knight_offsets()
        .map(|o| o.dot(u))
        .max()
        .expect("24 offsets");
    let cells = knight_offsets()
        .filter(|o| o.dot(u) == best)
        .map(|offset| Cell {
            offset,
            plane: Plane::Horizontal,
            gates: Vec::new(),
        })
        .collect();
    Ok(Relative {
        kind: PieceKind::Knight,
        cells,
        gated: false,
        promote: None,
        shape: format!("deflected {} move", base.piece_kind().name()),
        duke: None,
    })
}

/// The knight left classical (`knight=classical`, L16597-16599,
/// L16637-16639): one jump (CR 31), the same offset in every history.
fn classical_knight(v: Vector, suffix: &Suffix) -> Result<Relative, QuantumError> {
    if *suffix != Suffix::None {
        return Err(refuse(
            "under knight=classical a knight's move is a classical jump with no suffix: N(KB6,3) -- [KR7,5] (L16597-16599)",
        ));
    }
    if !knight_offsets().any(|o| o == v) {
        return Err(refuse(format!(
            "a classical knight jumps by a signed permutation of (2,2,1) (CR 31); {} is not one",
            describe(v)
        )));
    }
    Ok(Relative {
        kind: PieceKind::Knight,
        cells: vec![Cell {
            offset: v,
            plane: Plane::Horizontal,
            gates: Vec::new(),
        }],
        gated: false,
        promote: None,
        shape: "classical knight move".into(),
        duke: None,
    })
}

/// The spreads a suffix gives (none: the whole perimeter, O11).
fn spreads_of(suffix: &Suffix) -> Vec<Spread> {
    match suffix {
        Suffix::Spreads(s) => s.clone(),
        Suffix::None => Vec::new(),
        _ => unreachable!("attempts and promotions are refused before"),
    }
}

/// A base piece's quadrant or linear move (L16389-16452).
fn planar(
    kind: PieceKind,
    base: BasePiece,
    v: Vector,
    side: Side,
    suffix: &Suffix,
    options: &Options,
) -> Result<Relative, QuantumError> {
    let spreads = spreads_of(suffix);
    if spreads.is_empty() && options.omitted == Omitted::Refused {
        return Err(refuse(
            "the move names no spread, and omitted = refused asks for one (O11, L16530-16535)",
        ));
    }
    if let Some(ray) = ray_of(v).filter(|r| r.kind() == base.ray_kind()) {
        return linear(
            kind,
            base,
            ray,
            v.chebyshev() as i8,
            side,
            &spreads,
            options,
        );
    }
    let homes: Vec<(Quadrant, (i8, i8))> = base
        .family()
        .planes()
        .flat_map(Quadrant::of_plane)
        .filter_map(|q| q.coordinates(v).map(|c| (q, c)))
        .collect();
    let (quadrant, (x, y)) = match homes.as_slice() {
        [one] => *one,
        [] => {
            return Err(refuse(format!(
                "{} is no {} move: the proxy is on no perimeter of the anchor's {} planes",
                describe(v),
                kind.name(),
                kind.name()
            )))
        }
        twins => return duplex(kind, twins, side, &spreads, options),
    };
    let spread = match spreads.as_slice() {
        [] => None,
        [s] if s.plane.is_none() => Some(*s),
        _ => {
            return Err(refuse(
                "a quadrant move has one spread, without a plane letter (L16415-16426)",
            ))
        }
    };
    let p = x.max(y);
    let walk = quadrant_walk(&quadrant, p);
    let centre = walk.iter().position(|&w| w == v).expect("on the walk");
    let cells = cells_of(
        &quadrant,
        &walk[window(centre, walk.len() - 1, spread, options.omitted)],
    );
    let plane = quadrant.plane.as_seen_by(side).name();
    Ok(gated(
        kind,
        cells,
        format!("quadrant move in the {plane} plane, perimeter {p}"),
    ))
}

/// A proxy on a duplex tile, in the quadrants of two planes (O8): refused,
/// or under `duplex = both-planes` a move in both, the union of the two
/// perimeters (the duplex tile open if either square is clear, as
/// [`super::apply`] opens a tile any of whose cells is open).
fn duplex(
    kind: PieceKind,
    homes: &[(Quadrant, (i8, i8))],
    side: Side,
    spreads: &[Spread],
    options: &Options,
) -> Result<Relative, QuantumError> {
    if options.duplex == super::Duplex::Refused {
        return Err(refuse(
            "the proxy is a duplex tile, in two planes' quadrants: the book names no duke plane designators (L16446-16452, O8; duplex=both-planes reads it as a move in both)",
        ));
    }
    if !spreads.is_empty() {
        return Err(refuse(
            "a duplex move is in two planes: a spread would not say which it follows (O8)",
        ));
    }
    let mut cells = Vec::new();
    for (quadrant, (x, y)) in homes {
        let walk = quadrant_walk(quadrant, (*x).max(*y));
        cells.extend(cells_of(
            quadrant,
            &walk[window(0, walk.len() - 1, None, options.omitted)],
        ));
    }
    let (x, y) = homes[0].1;
    let planes: Vec<&str> = homes
        .iter()
        .map(|(q, _)| q.plane.as_seen_by(side).name())
        .collect();
    let shape = format!(
        "duplex move in the {} planes, perimeter {}",
        planes.join(" and "),
        x.max(y)
    );
    Ok(gated(kind, cells, shape))
}

/// The cells of `walk`, tiles of `quadrant`'s plane, each gated by its own
/// square there.
fn cells_of(quadrant: &Quadrant, walk: &[Vector]) -> Vec<Cell> {
    walk.iter()
        .map(|&offset| Cell {
            offset,
            plane: quadrant.plane,
            gates: gates(quadrant.plane, offset),
        })
        .collect()
}

/// A base piece's gated move over `cells`.
fn gated(kind: PieceKind, cells: Vec<Cell>, shape: String) -> Relative {
    Relative {
        kind,
        cells,
        gated: true,
        promote: None,
        shape,
        duke: None,
    }
}

/// The plane a letter names for `base`, in the mover's frame
/// (L16446-16447).
fn lettered(base: BasePiece, letter: char, side: Side) -> Option<Plane> {
    let plane = match (base, letter) {
        (BasePiece::Rook, 'H') => Plane::Horizontal,
        (BasePiece::Rook, 'L') => Plane::LeftVertical,
        (BasePiece::Rook, 'R') => Plane::RightVertical,
        (BasePiece::Bishop, 'U') => Plane::Upward,
        (BasePiece::Bishop, 'D') => Plane::Downward,
        (BasePiece::Bishop, 'L') => Plane::Leftward,
        (BasePiece::Bishop, 'R') => Plane::Rightward,
        _ => return None,
    };
    Some(plane.as_seen_by(side))
}

/// A linear move along `ray` to perimeter `p`: in each plane through the
/// line, the rectangle's perimeter walk (4p+1 positions, the line tile at
/// 2p) windowed by that plane's spread (L16429-16452).
fn linear(
    kind: PieceKind,
    base: BasePiece,
    ray: Ray,
    p: i8,
    side: Side,
    spreads: &[Spread],
    options: &Options,
) -> Result<Relative, QuantumError> {
    let planes: Vec<Plane> = Plane::through(ray)
        .filter(|pl| pl.family() == base.family())
        .collect();
    let per_plane: Vec<(Plane, Option<Spread>)> = match spreads {
        [] => planes.iter().map(|&pl| (pl, None)).collect(),
        s if s.iter().all(|w| w.plane.is_none()) => {
            if s.len() != planes.len() {
                return Err(refuse(format!(
                    "a linear {} move has one spread per plane through its line: {} here, {} given (L16429)",
                    kind.name(),
                    planes.len(),
                    s.len()
                )));
            }
            if s.iter().any(|w| w.width != s[0].width) {
                return Err(refuse(
                    "unequal spreads need plane letters: H1,L9 (L16444-16447)",
                ));
            }
            planes
                .iter()
                .zip(s)
                .map(|(&pl, &w)| (pl, Some(w)))
                .collect()
        }
        s => {
            let mut out = Vec::new();
            for w in s {
                let letter = w.plane.ok_or_else(|| {
                    refuse("either every spread has a plane letter or none (L16444-16447)")
                })?;
                let plane = lettered(base, letter, side).ok_or_else(|| {
                    refuse(format!(
                        "plane letter {letter} names no {} plane (rook H L R, bishop U D L R; the duke has none, L16446-16452, O8)",
                        kind.name()
                    ))
                })?;
                if !planes.contains(&plane) {
                    return Err(refuse(format!(
                        "plane letter {letter} names the {} plane, which does not hold the line of this move",
                        plane.as_seen_by(side).name()
                    )));
                }
                if out.iter().any(|&(q, _)| q == plane) {
                    return Err(refuse(format!("plane letter {letter} is given twice")));
                }
                out.push((plane, Some(*w)));
            }
            if out.len() != planes.len() {
                return Err(refuse(format!(
                    "a linear move names each of its {} planes once (L16444-16447)",
                    planes.len()
                )));
            }
            out
        }
    };
    let mut cells = Vec::new();
    for (plane, spread) in per_plane {
        let [left, right] = Quadrant::beside(plane, ray);
        // From the far end of `left` (on its first ray) to the line,
        // then from the line to the far end of `right`.
        let mut walk: Vec<Vector> = quadrant_walk(&left, p);
        walk.reverse();
        let mut second = quadrant_walk(&right, p);
        second.reverse();
        walk.extend(second.into_iter().skip(1));
        let centre = (2 * p) as usize;
        debug_assert_eq!(walk[centre], p * ray.vector());
        // The end tiles, on the neighbouring rays.
        let ends = [walk[0], walk[walk.len() - 1]];
        for &offset in &walk[window(centre, walk.len() - 1, spread, options.omitted)] {
            cells.push(Cell {
                offset,
                plane,
                gates: match options.linear_gate {
                    LinearGate::OwnMove => gates(plane, offset),
                    // O12 (b): the whole rectangle, clear but for the
                    // tile; an end tile also by its own gate in the
                    // plane, the quadrant beyond it (L16396-16400: "Moves
                    // to them will only be legal if the adjacent
                    // quadrant is also clear").
                    LinearGate::Rectangle => {
                        let mut g: Vec<Gate> = Quadrant::beside(plane, ray)
                            .map(|quadrant| Gate {
                                quadrant,
                                id: quadrant.id(),
                                perimeter: p as u8,
                            })
                            .to_vec();
                        if ends.contains(&offset) {
                            g.extend(gates(plane, offset));
                        }
                        g
                    }
                },
            });
        }
    }
    Ok(Relative {
        kind,
        cells,
        gated: true,
        promote: None,
        shape: format!("linear move, perimeter {p}"),
        duke: None,
    })
}

/// Quantum fission (L16641-16752): the proxy is a tile both the bishop and
/// the duke reach (an overlap tile); the bishop makes its relative move
/// with the first spreads (one per plane of a linear move, else one), the
/// duke with the rest, "rook, bishop, duke" order (L16451-16452). The pair
/// that lands both parts on the proxy is the classical stack move, "a
/// failed fission" (L16660-16664).
fn fission(
    v: Vector,
    side: Side,
    suffix: &Suffix,
    options: &Options,
) -> Result<Relative, QuantumError> {
    let spreads = spreads_of(suffix);
    let split = |n: usize| -> Result<(Suffix, Suffix), QuantumError> {
        if spreads.is_empty() {
            return Ok((Suffix::None, Suffix::None));
        }
        if spreads.len() <= n {
            return Err(refuse(format!(
                "a fission's spreads are the bishop's ({n}) then the duke's: S(Q1,1) -- [Q5,5]17,17,5 (L16751-16752)"
            )));
        }
        let (b, d) = spreads.split_at(n);
        Ok((Suffix::Spreads(b.to_vec()), Suffix::Spreads(d.to_vec())))
    };
    let bishop_lines = ray_of(v)
        .filter(|r| r.kind() == BasePiece::Bishop.ray_kind())
        .map_or(1, |r| {
            Plane::through(r)
                .filter(|pl| pl.family() == BasePiece::Bishop.family())
                .count()
        });
    let (b, d) = split(bishop_lines)?;
    let not_overlap = |e: QuantumError| {
        refuse(format!(
            "a fission's proxy is a tile both the bishop and the duke reach, an overlap tile (L16743-16745): {e}"
        ))
    };
    let bishop =
        planar(PieceKind::Bishop, BasePiece::Bishop, v, side, &b, options).map_err(not_overlap)?;
    let duke =
        planar(PieceKind::Duke, BasePiece::Duke, v, side, &d, options).map_err(not_overlap)?;
    Ok(Relative {
        kind: PieceKind::Stack,
        shape: format!("fission: bishop {}, duke {}", bishop.shape, duke.shape),
        cells: bishop.cells,
        gated: true,
        promote: None,
        duke: Some(Box::new(duke)),
    })
}
