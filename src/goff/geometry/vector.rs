//! Integer vectors of the lattice: tile coordinates and displacements.

use std::ops::{Add, Mul, Neg, Sub};

/// A lattice vector `(z, i, j)`. As a position, `z` is the level (1 = QR,
/// 8 = KR), `i` the left distance and `j` the right distance in White's
/// frame (L2444-2450). As a displacement it may leave the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Vector {
    pub z: i8,
    pub i: i8,
    pub j: i8,
}

impl Vector {
    pub const ZERO: Vector = Vector::new(0, 0, 0);

    pub const fn new(z: i8, i: i8, j: i8) -> Self {
        Vector { z, i, j }
    }

    pub const fn dot(self, o: Vector) -> i32 {
        self.z as i32 * o.z as i32 + self.i as i32 * o.i as i32 + self.j as i32 * o.j as i32
    }

    pub const fn cross(self, o: Vector) -> Vector {
        Vector::new(
            self.i * o.j - self.j * o.i,
            self.j * o.z - self.z * o.j,
            self.z * o.i - self.i * o.z,
        )
    }

    /// Number of coordinates that are not zero: 1 for a face ray, 2 for an
    /// edge ray, 3 for a vertex ray (L1990-2006).
    pub const fn nonzero(self) -> u8 {
        (self.z != 0) as u8 + (self.i != 0) as u8 + (self.j != 0) as u8
    }

    /// Chebyshev length: the perimeter a displacement lies on when it is a
    /// rook move, and the king-distance in general.
    pub fn chebyshev(self) -> u8 {
        self.z
            .unsigned_abs()
            .max(self.i.unsigned_abs())
            .max(self.j.unsigned_abs())
    }

    /// Absolute values of the coordinates, sorted descending: the shape of
    /// a displacement up to the 48 symmetries of the cube.
    pub fn shape(self) -> [u8; 3] {
        let mut a = [
            self.z.unsigned_abs(),
            self.i.unsigned_abs(),
            self.j.unsigned_abs(),
        ];
        a.sort_unstable_by(|x, y| y.cmp(x));
        a
    }
}

impl Add for Vector {
    type Output = Vector;
    fn add(self, o: Vector) -> Vector {
        Vector::new(self.z + o.z, self.i + o.i, self.j + o.j)
    }
}

impl Sub for Vector {
    type Output = Vector;
    fn sub(self, o: Vector) -> Vector {
        Vector::new(self.z - o.z, self.i - o.i, self.j - o.j)
    }
}

impl Neg for Vector {
    type Output = Vector;
    fn neg(self) -> Vector {
        Vector::new(-self.z, -self.i, -self.j)
    }
}

impl Mul<Vector> for i8 {
    type Output = Vector;
    fn mul(self, v: Vector) -> Vector {
        Vector::new(self * v.z, self * v.i, self * v.j)
    }
}
