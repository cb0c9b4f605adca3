//! Quadrants: the regions of a plane between two neighbouring rays
//! (L1670-1678). Rook planes have 4 (L2826-2830), bishop planes 6
//! (L3294-3300), duke planes 4, alternating edge and face quadrants
//! (L3989-4003).

use super::{Plane, Ray, Vector};
use serde::Serialize;
use std::sync::LazyLock;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum QuadrantKind {
    Rook,
    Bishop,
    /// Vertex rays at 70.5 degrees (dot product +1): the apex heads to a
    /// board edge, e.g. `(0,2,2)`.
    DukeEdge,
    /// Vertex rays at 109.5 degrees (dot product -1): the apex, e.g.
    /// `(2,0,0)`, is a duplex tile shared with the crossing plane.
    DukeFace,
}

/// A quadrant of a plane: the rays `a` and `b` that are its inner edges, in
/// the plane's angular order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Quadrant {
    pub plane: Plane,
    pub a: Ray,
    pub b: Ray,
}

/// Dense index of a quadrant among all 60 (12 rook, 24 bishop, 24 duke).
pub type QuadrantId = usize;

static QUADRANTS: LazyLock<Vec<Quadrant>> = LazyLock::new(|| {
    Plane::ALL
        .iter()
        .flat_map(|&plane| {
            let rays = plane.rays();
            (0..rays.len()).map(move |k| Quadrant {
                plane,
                a: rays[k],
                b: rays[(k + 1) % rays.len()],
            })
        })
        .collect()
});

impl Quadrant {
    pub const COUNT: usize = 60;

    pub fn all() -> &'static [Quadrant] {
        &QUADRANTS
    }

    pub fn by_id(id: QuadrantId) -> Quadrant {
        QUADRANTS[id]
    }

    pub fn id(&self) -> QuadrantId {
        QUADRANTS
            .iter()
            .position(|q| q == self)
            .expect("every quadrant is listed")
    }

    pub fn kind(&self) -> QuadrantKind {
        match self.plane.family() {
            super::PlaneFamily::Orthogonal => QuadrantKind::Rook,
            super::PlaneFamily::Skew => QuadrantKind::Bishop,
            super::PlaneFamily::Slant if self.a.vector().dot(self.b.vector()) > 0 => {
                QuadrantKind::DukeEdge
            }
            super::PlaneFamily::Slant => QuadrantKind::DukeFace,
        }
    }

    /// The offset `x*a + y*b`.
    pub fn offset(&self, x: i8, y: i8) -> Vector {
        x * self.a.vector() + y * self.b.vector()
    }

    /// Coordinates `(x, y)` with `d = x*a + y*b`, `x, y >= 0`, if the
    /// displacement `d` lies in this quadrant's lattice. Solved with the
    /// Gram matrix of `a`, `b` (both rays have the same length).
    pub fn coordinates(&self, d: Vector) -> Option<(i8, i8)> {
        let (a, b) = (self.a.vector(), self.b.vector());
        let (n, g) = (a.dot(a), a.dot(b));
        let (da, db) = (d.dot(a), d.dot(b));
        let det = n * n - g * g;
        let (xn, yn) = (n * da - g * db, n * db - g * da);
        if xn % det != 0 || yn % det != 0 {
            return None;
        }
        let (x, y) = ((xn / det) as i8, (yn / det) as i8);
        (x >= 0 && y >= 0 && self.offset(x, y) == d).then_some((x, y))
    }

    /// The quadrants of one plane, in angular order.
    pub fn of_plane(plane: Plane) -> impl Iterator<Item = Quadrant> {
        QUADRANTS.iter().copied().filter(move |q| q.plane == plane)
    }

    /// The two quadrants of `plane` whose inner edges include `ray`: they
    /// form the advancement rectangle of a linear move (L1753-1769).
    pub fn beside(plane: Plane, ray: Ray) -> [Quadrant; 2] {
        let rays = plane.rays();
        let n = rays.len();
        let k = rays
            .iter()
            .position(|&r| r == ray)
            .expect("ray lies in the plane");
        [
            Quadrant {
                plane,
                a: rays[(k + n - 1) % n],
                b: ray,
            },
            Quadrant {
                plane,
                a: ray,
                b: rays[(k + 1) % n],
            },
        ]
    }
}
