//! Rays: unit steps from a tile to one of its 26 neighbours, typed by how
//! many coordinates they change (L1990-2006, L2023-2025).

use super::Vector;
use serde::Serialize;
use std::fmt;

/// Face rays change one coordinate (rook, CR 4), edge rays two (bishop,
/// CR 5), vertex rays three (duke).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RayKind {
    Face,
    Edge,
    Vertex,
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ray(Vector);

impl Ray {
    /// All 26 rays: 6 face, 12 edge, 8 vertex, in a fixed order.
    pub fn all() -> impl Iterator<Item = Ray> {
        (-1i8..=1)
            .flat_map(|z| {
                (-1i8..=1).flat_map(move |i| (-1i8..=1).map(move |j| Vector::new(z, i, j)))
            })
            .filter(|v| *v != Vector::ZERO)
            .map(Ray)
    }

    pub fn of_kind(kind: RayKind) -> impl Iterator<Item = Ray> {
        Ray::all().filter(move |r| r.kind() == kind)
    }

    /// The ray with these components, if they are a unit step.
    pub fn new(v: Vector) -> Option<Ray> {
        let unit = [v.z, v.i, v.j].iter().all(|x| (-1..=1).contains(x));
        (unit && v != Vector::ZERO).then_some(Ray(v))
    }

    pub const fn vector(self) -> Vector {
        self.0
    }

    pub fn kind(self) -> RayKind {
        match self.0.nonzero() {
            1 => RayKind::Face,
            2 => RayKind::Edge,
            _ => RayKind::Vertex,
        }
    }

    pub fn reversed(self) -> Ray {
        Ray(-self.0)
    }

    /// Name such as `+z-i`, in White's frame: the signs of the coordinates
    /// the ray changes.
    pub fn name(self) -> String {
        let mut s = String::new();
        for (c, axis) in [(self.0.z, 'z'), (self.0.i, 'i'), (self.0.j, 'j')] {
            if c != 0 {
                s.push(if c > 0 { '+' } else { '-' });
                s.push(axis);
            }
        }
        s
    }
}

impl fmt::Debug for Ray {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.name())
    }
}
