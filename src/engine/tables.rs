//! Precomputed masks: for every source tile, quadrant and perimeter, the
//! on-board tiles of that perimeter, with and without its two end tiles.
//! Built once (about 31 MB), then every blocking test is a handful of
//! 512-bit ANDs.

use crate::geometry::{
    AdvancementSquare, Bitboard, Plane, Quadrant, QuadrantId, Ray, Tile, Vector, MAX_PERIMETER,
};
use std::sync::LazyLock;

const K: usize = MAX_PERIMETER as usize + 1;

/// The masks of one perimeter of one square.
#[derive(Copy, Clone, Default)]
pub struct Perimeter {
    /// Every on-board tile of the perimeter: what can block.
    pub full: Bitboard,
    /// Without the end tiles: where a pure quadrant move can land.
    pub pure: Bitboard,
}

pub struct Tables {
    perimeters: Vec<Perimeter>,
    /// Largest perimeter with an on-board tile, per (tile, quadrant).
    reach: Vec<u8>,
    /// For each of the 26 rays: every plane through it and the ids of the
    /// two quadrants beside it in that plane.
    lines: Vec<Vec<(Plane, [QuadrantId; 2])>>,
    rays: Vec<Ray>,
    knight: Vec<Bitboard>,
}

pub static TABLES: LazyLock<Tables> = LazyLock::new(Tables::build);

/// The 24 knight offsets: signed permutations of `(2, 2, 1)`, "two out,
/// two up, one over" (L5499-5512).
pub fn knight_offsets() -> impl Iterator<Item = Vector> {
    (0..3).flat_map(|one| {
        (0..8).map(move |signs: u8| {
            let mut c = [2i8; 3];
            c[one] = 1;
            for (k, x) in c.iter_mut().enumerate() {
                if signs >> k & 1 == 1 {
                    *x = -*x;
                }
            }
            Vector::new(c[0], c[1], c[2])
        })
    })
}

impl Tables {
    fn build() -> Tables {
        let quadrants = Quadrant::all();
        let mut perimeters = vec![Perimeter::default(); Tile::COUNT * Quadrant::COUNT * K];
        let mut reach = vec![0u8; Tile::COUNT * Quadrant::COUNT];
        for s in Tile::all() {
            for (qid, &quadrant) in quadrants.iter().enumerate() {
                for k in 1..=MAX_PERIMETER {
                    let square = AdvancementSquare {
                        source: s.coords(),
                        quadrant,
                        perimeter: k,
                    };
                    let mut p = Perimeter::default();
                    for (x, y, v) in square.perimeter_cells() {
                        if let Some(t) = Tile::at(v) {
                            p.full.insert(t);
                            if x != 0 && y != 0 {
                                p.pure.insert(t);
                            }
                        }
                    }
                    if !p.full.is_empty() {
                        reach[s.index() * Quadrant::COUNT + qid] = k;
                    }
                    perimeters[(s.index() * Quadrant::COUNT + qid) * K + k as usize] = p;
                }
            }
        }
        let rays: Vec<Ray> = Ray::all().collect();
        let lines = rays
            .iter()
            .map(|&r| {
                Plane::through(r)
                    .map(|p| (p, Quadrant::beside(p, r).map(|q| q.id())))
                    .collect()
            })
            .collect();
        let knight = Tile::all()
            .map(|s| {
                knight_offsets()
                    .filter_map(|d| Tile::at(s.coords() + d))
                    .collect()
            })
            .collect();
        Tables {
            perimeters,
            reach,
            lines,
            rays,
            knight,
        }
    }

    #[inline]
    pub fn perimeter(&self, s: Tile, q: QuadrantId, k: u8) -> &Perimeter {
        &self.perimeters[(s.index() * Quadrant::COUNT + q) * K + k as usize]
    }

    #[inline]
    pub fn max_perimeter(&self, s: Tile, q: QuadrantId) -> u8 {
        self.reach[s.index() * Quadrant::COUNT + q]
    }

    /// Index of a ray in [`Ray::all`] order.
    pub fn rays(&self) -> &[Ray] {
        &self.rays
    }

    #[inline]
    pub fn line(&self, ray_index: usize) -> &[(Plane, [QuadrantId; 2])] {
        &self.lines[ray_index]
    }

    #[inline]
    pub fn knight(&self, s: Tile) -> Bitboard {
        self.knight[s.index()]
    }
}
