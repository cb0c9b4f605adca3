//! The 48 symmetries of the cube: a permutation of the three axes and a
//! reflection `x -> 9 - x` of any of them. Move generation without pawns
//! commutes with all of them (L10338-10377 and the symmetry map's P11).

use super::{Tile, Vector};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Symmetry {
    /// Output axis `k` takes input axis `perm[k]`.
    perm: [usize; 3],
    /// Reflect output axis `k`.
    flip: [bool; 3],
}

const PERMS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

impl Symmetry {
    pub fn all() -> impl Iterator<Item = Symmetry> {
        PERMS.into_iter().flat_map(|perm| {
            (0..8u8).map(move |m| Symmetry {
                perm,
                flip: [m & 1 != 0, m & 2 != 0, m & 4 != 0],
            })
        })
    }

    /// The four symmetries that keep the pawns' direction: the identity,
    /// swapping `i` and `j`, reflecting the levels, and both (the symmetry
    /// map's P12).
    pub fn pawn_subgroup() -> impl Iterator<Item = Symmetry> {
        [[0, 1, 2], [0, 2, 1]].into_iter().flat_map(|perm| {
            [false, true].into_iter().map(move |z| Symmetry {
                perm,
                flip: [z, false, false],
            })
        })
    }

    /// The identity plus the colour swap `(z,i,j) -> (z,9-i,9-j)`.
    pub fn colour_swap() -> Symmetry {
        Symmetry {
            perm: [0, 1, 2],
            flip: [false, true, true],
        }
    }

    fn apply(&self, v: [i8; 3], reflect: impl Fn(i8) -> i8) -> [i8; 3] {
        std::array::from_fn(|k| {
            let x = v[self.perm[k]];
            if self.flip[k] {
                reflect(x)
            } else {
                x
            }
        })
    }

    pub fn tile(&self, t: Tile) -> Tile {
        let c = t.coords();
        let [z, i, j] = self.apply([c.z, c.i, c.j], |x| 9 - x);
        Tile::new(z, i, j).expect("symmetries map the board onto itself")
    }

    /// The image of a displacement (reflections negate it).
    pub fn vector(&self, v: Vector) -> Vector {
        let [z, i, j] = self.apply([v.z, v.i, v.j], |x| -x);
        Vector::new(z, i, j)
    }
}
