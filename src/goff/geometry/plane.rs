//! The 13 planes through a tile (L2665-2695, Table 29 L19207-19264).
//!
//! A base piece moves in planes, one dimension below the board (CR 17,
//! L2573). Each plane is spanned by rays of one type (CR 19, L2605): three
//! orthogonal planes (rook), four skew planes (bishop) and six slant planes
//! (duke). Names are White's; see `spec/interpretations.md#plane-names` for
//! the equations and the evidence behind each name.

use super::{Ray, RayKind, Vector};
use crate::core::side::Side;
use serde::Serialize;
use std::sync::LazyLock;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PlaneFamily {
    /// Two face rays: the rook's planes.
    Orthogonal,
    /// Two edge rays 60 degrees apart: the bishop's planes.
    Skew,
    /// Two vertex rays: the duke's planes.
    Slant,
}

impl PlaneFamily {
    pub const fn ray_kind(self) -> RayKind {
        match self {
            PlaneFamily::Orthogonal => RayKind::Face,
            PlaneFamily::Skew => RayKind::Edge,
            PlaneFamily::Slant => RayKind::Vertex,
        }
    }

    pub fn planes(self) -> impl Iterator<Item = Plane> {
        Plane::ALL.into_iter().filter(move |p| p.family() == self)
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Plane {
    /// `z` constant: a level.
    Horizontal,
    /// `i` constant.
    #[serde(rename = "left vertical")]
    LeftVertical,
    /// `j` constant.
    #[serde(rename = "right vertical")]
    RightVertical,
    /// `z - i - j` constant: rises toward the opponent (L3218-3224).
    Upward,
    /// `z + i + j` constant.
    Downward,
    /// `z - i + j` constant.
    Leftward,
    /// `z + i - j` constant (Fig. 32's apex QN9,5, L3452).
    Rightward,
    /// `i - j` constant; `i = j` is the primary plane (L3784-3786).
    Major,
    /// `i + j` constant.
    Minor,
    /// `z - i` constant (Fig. 76, L5766-5770).
    Upleft,
    /// `z + i` constant (Fig. 60, L4536-4538).
    Downleft,
    /// `z - j` constant.
    Upright,
    /// `z + j` constant (Fig. 59, L4520-4523).
    Downright,
}

struct PlaneData {
    rays: Vec<Ray>,
}

static PLANE_DATA: LazyLock<Vec<PlaneData>> = LazyLock::new(|| {
    Plane::ALL
        .iter()
        .map(|p| PlaneData {
            rays: angular_rays(*p),
        })
        .collect()
});

/// The rays of the plane's own type that lie in it, sorted by angle around
/// the normal so that neighbours in the list bound a quadrant.
fn angular_rays(p: Plane) -> Vec<Ray> {
    let n = p.normal();
    let mut rays: Vec<Ray> = Ray::of_kind(p.family().ray_kind())
        .filter(|r| r.vector().dot(n) == 0)
        .collect();
    let u = rays[0].vector();
    let w = n.cross(u);
    let angle = |r: &Ray| {
        let v = r.vector();
        (v.dot(w) as f64).atan2(v.dot(u) as f64 * n.dot(n) as f64)
    };
    rays.sort_by(|a, b| angle(a).total_cmp(&angle(b)));
    rays
}

impl Plane {
    pub const ALL: [Plane; 13] = [
        Plane::Horizontal,
        Plane::LeftVertical,
        Plane::RightVertical,
        Plane::Upward,
        Plane::Downward,
        Plane::Leftward,
        Plane::Rightward,
        Plane::Major,
        Plane::Minor,
        Plane::Upleft,
        Plane::Downleft,
        Plane::Upright,
        Plane::Downright,
    ];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn family(self) -> PlaneFamily {
        match self {
            Plane::Horizontal | Plane::LeftVertical | Plane::RightVertical => {
                PlaneFamily::Orthogonal
            }
            Plane::Upward | Plane::Downward | Plane::Leftward | Plane::Rightward => {
                PlaneFamily::Skew
            }
            _ => PlaneFamily::Slant,
        }
    }

    /// Normal vector `n`: the plane through `s` is `{t : n·t = n·s}`.
    pub const fn normal(self) -> Vector {
        let (z, i, j) = match self {
            Plane::Horizontal => (1, 0, 0),
            Plane::LeftVertical => (0, 1, 0),
            Plane::RightVertical => (0, 0, 1),
            Plane::Upward => (1, -1, -1),
            Plane::Downward => (1, 1, 1),
            Plane::Leftward => (1, -1, 1),
            Plane::Rightward => (1, 1, -1),
            Plane::Major => (0, 1, -1),
            Plane::Minor => (0, 1, 1),
            Plane::Upleft => (1, -1, 0),
            Plane::Downleft => (1, 1, 0),
            Plane::Upright => (1, 0, -1),
            Plane::Downright => (1, 0, 1),
        };
        Vector::new(z, i, j)
    }

    /// The plane's rays in angular order; consecutive rays (cyclically)
    /// bound one quadrant.
    pub fn rays(self) -> &'static [Ray] {
        &PLANE_DATA[self.index()].rays
    }

    pub fn contains(self, r: Ray) -> bool {
        r.vector().dot(self.normal()) == 0 && r.kind() == self.family().ray_kind()
    }

    /// The book's name in White's frame.
    pub const fn name(self) -> &'static str {
        match self {
            Plane::Horizontal => "horizontal",
            Plane::LeftVertical => "left vertical",
            Plane::RightVertical => "right vertical",
            Plane::Upward => "upward",
            Plane::Downward => "downward",
            Plane::Leftward => "leftward",
            Plane::Rightward => "rightward",
            Plane::Major => "major",
            Plane::Minor => "minor",
            Plane::Upleft => "upleft",
            Plane::Downleft => "downleft",
            Plane::Upright => "upright",
            Plane::Downright => "downright",
        }
    }

    /// The same plane as the other player names it: the flip
    /// `(z,i,j) -> (z,9-i,9-j)` swaps up/down of the forward and cross
    /// pairs and leftward/rightward (L3224-3226, L3246-3248, L3971-3974);
    /// orthogonal, major and minor names are shared.
    pub const fn as_seen_by(self, side: Side) -> Plane {
        if matches!(side, Side::White) {
            return self;
        }
        match self {
            Plane::Upward => Plane::Downward,
            Plane::Downward => Plane::Upward,
            Plane::Leftward => Plane::Rightward,
            Plane::Rightward => Plane::Leftward,
            Plane::Upleft => Plane::Downleft,
            Plane::Downleft => Plane::Upleft,
            Plane::Upright => Plane::Downright,
            Plane::Downright => Plane::Upright,
            other => other,
        }
    }

    /// The planes of a family that contain a ray (2 for face and edge rays,
    /// 3 for vertex rays: L1703-1706, L3548-3553, L3755-3757).
    pub fn through(r: Ray) -> impl Iterator<Item = Plane> {
        Plane::ALL.into_iter().filter(move |p| p.contains(r))
    }
}
