//! What a piece can reach, with the reason for every destination: the
//! common output of the plain reference ([`crate::goff::reference`]) and the fast
//! engine ([`crate::goff::engine`]), so the two can be compared field by field.

use crate::goff::geometry::{Plane, Ray, Role, Tile, Vector};
use crate::goff::pieces::pawn::PawnMove;
use crate::goff::pieces::BasePiece;
use serde::Serialize;

/// Which movement a way uses: a base piece's planar move, or the knight's
/// jump.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mover {
    Rook,
    Bishop,
    Duke,
    Knight,
}

impl From<BasePiece> for Mover {
    fn from(b: BasePiece) -> Self {
        match b {
            BasePiece::Rook => Mover::Rook,
            BasePiece::Bishop => Mover::Bishop,
            BasePiece::Duke => Mover::Duke,
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Motion {
    /// Through one advancement square (L1670-1678).
    Quadrant,
    /// Along a ray, through advancement rectangles (L1699-1769).
    Linear,
    /// The knight's unblockable jump (CR 31).
    Jump,
}

/// One way of reaching a destination.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Way {
    #[serde(rename = "as")]
    pub by: Mover,
    #[serde(rename = "move")]
    pub motion: Motion,
    pub role: Role,
    pub perimeter: u8,
    /// Quadrant move: its plane. Linear move: every plane in which the
    /// rectangle is open (its polarization, CR 23). Jump: none.
    pub planes: Vec<Plane>,
    /// Quadrant move: its two inner edges. Linear move: the line.
    #[serde(serialize_with = "ray_names")]
    pub rays: Vec<Ray>,
    /// A pawn's move, by the book's name for it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pawn: Option<PawnMove>,
}

impl Way {
    /// A move along one ray to perimeter `k`, in no plane in particular
    /// (the rejected straight-line rule, the adjacent king).
    pub fn straight(by: Mover, k: u8, line: Ray, role: Role) -> Way {
        Way {
            by,
            motion: Motion::Linear,
            role,
            perimeter: k,
            planes: vec![],
            rays: vec![line],
            pawn: None,
        }
    }
}

fn ray_names<S: serde::Serializer>(rays: &[Ray], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(rays.iter().map(|r| r.name()))
}

/// The queen's overlap classes (L4738-5060, Table 34 L19449-19481), as a
/// property of the displacement alone (symmetry map 1.5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Overlap {
    /// Rook apex and bishop linear tile: `(k,k,0)`, `k` odd.
    Brook,
    /// Rook apex, bishop linear tile and duke edge apex: `(2m,2m,0)`.
    QTile,
    /// Rook linear tile and duke duplex tile: `(2m,0,0)`.
    Hotspot,
    /// Bishop apex and duke face-quadrant tile: `(4m,2m,2m)`.
    Feynman,
}

impl Overlap {
    pub fn of(d: Vector) -> Option<Overlap> {
        match d.shape() {
            [a, b, 0] if a == b && a % 2 == 1 => Some(Overlap::Brook),
            [a, b, 0] if a == b && a > 0 => Some(Overlap::QTile),
            [a, 0, 0] if a % 2 == 0 && a > 0 => Some(Overlap::Hotspot),
            [a, b, c] if b == c && a == 2 * b && b % 2 == 0 && b > 0 => Some(Overlap::Feynman),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Overlap::Brook => "brook",
            Overlap::QTile => "q-tile",
            Overlap::Hotspot => "hotspot",
            Overlap::Feynman => "feynman",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Destination {
    #[serde(serialize_with = "tile_name")]
    pub to: Tile,
    pub capture: bool,
    /// Every way the piece reaches `to`, sorted.
    pub ways: Vec<Way>,
}

fn tile_name<S: serde::Serializer>(t: &Tile, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&t.to_string())
}

impl Destination {
    pub fn reached_by(&self, m: Mover) -> bool {
        self.ways.iter().any(|w| w.by == m)
    }

    pub fn has(&self, m: Mover, role: Role) -> bool {
        self.ways.iter().any(|w| w.by == m && w.role == role)
    }
}

/// Collects ways into sorted destinations; both generators finish with it
/// so that their outputs are canonical.
#[derive(Default)]
pub struct Collector {
    ways: Vec<(Tile, Way)>,
}

impl Collector {
    pub fn add(&mut self, to: Tile, way: Way) {
        self.ways.push((to, way));
    }

    pub fn finish(mut self, capture: impl Fn(Tile) -> bool) -> Vec<Destination> {
        self.ways.sort();
        self.ways.dedup();
        let mut out: Vec<Destination> = Vec::new();
        for (to, way) in self.ways {
            match out.last_mut() {
                Some(d) if d.to == to => d.ways.push(way),
                _ => out.push(Destination {
                    to,
                    capture: capture(to),
                    ways: vec![way],
                }),
            }
        }
        out
    }
}
