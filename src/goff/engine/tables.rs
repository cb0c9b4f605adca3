//! Precomputed masks: for every source tile and quadrant, every on-board
//! tile of its advancement square, and the pure-quadrant destinations up to
//! each perimeter. Built once (about 18 MB); then a quadrant is one 512-bit
//! AND on an open board, and a few table look-ups where it is blocked.
//! Every command that moves a piece builds them at start-up, so the build
//! is kept short: each square's tiles are found once, by perimeter, and
//! a ray's first `m` steps are the whole ray within `m` of its source
//! (a table of 0.9 MB instead of one bitboard per length).

use crate::goff::geometry::{
    AdvancementSquare, Bitboard, Plane, Quadrant, QuadrantId, Ray, Tile, Vector, EDGE,
    MAX_PERIMETER,
};
use std::sync::LazyLock;

const K: usize = MAX_PERIMETER as usize + 1;

/// The masks of one quadrant seen from one tile.
#[derive(Copy, Clone, Default)]
pub struct QuadrantMasks {
    /// Every on-board tile of the square grown to perimeter 7: what can
    /// block.
    pub all: Bitboard,
    /// `pure_upto[k]`: the on-board tiles of perimeters `1..=k` that are
    /// not end tiles, i.e. the pure quadrant destinations when nothing
    /// blocks before perimeter `k + 1`.
    pub pure_upto: [Bitboard; K],
}

/// The tiles of a king's rectangle other than its target, as masks of the
/// (at most four) 64-tile levels they lie on.
#[derive(Copy, Clone, Default)]
pub struct KingRectangle([(u8, u64); 4]);

impl KingRectangle {
    fn insert(&mut self, t: Tile) {
        let (word, bit) = ((t.index() >> 6) as u8, 1u64 << (t.index() & 63));
        let slot = self
            .0
            .iter()
            .position(|&(w, m)| m == 0 || w == word)
            .expect("a king rectangle spans at most four levels");
        self.0[slot] = (word, self.0[slot].1 | bit);
    }

    #[inline]
    pub fn is_clear(&self, occupied: &Bitboard) -> bool {
        self.0.iter().all(|&(w, m)| occupied.0[w as usize] & m == 0)
    }
}

/// One of the king's 26 moves from a tile.
#[derive(Copy, Clone, Default)]
pub struct KingRay {
    pub target: Option<Tile>,
    pub rectangles: [KingRectangle; 3],
}

/// Displacements within the board per axis: -7..=7.
const SPAN: usize = 2 * MAX_PERIMETER as usize + 1;

/// The index of a displacement within the board, in the order of
/// [`displacements`].
#[inline]
pub fn displacement(d: Vector) -> usize {
    let c = |v: i8| (v + MAX_PERIMETER as i8) as usize;
    (c(d.z) * SPAN + c(d.i)) * SPAN + c(d.j)
}

/// Every displacement within the board, `-7..=7` on each axis, in index
/// order.
pub fn displacements() -> impl Iterator<Item = Vector> {
    let m = MAX_PERIMETER as i8;
    (-m..=m)
        .flat_map(move |z| (-m..=m).flat_map(move |i| (-m..=m).map(move |j| Vector::new(z, i, j))))
}

pub struct Tables {
    masks: Vec<QuadrantMasks>,
    /// For each displacement and quadrant, the coordinates `(x, y)` with
    /// `d = x*a + y*b` where `d` lies in the quadrant's lattice: the
    /// perimeter of a tile without dividing.
    coordinates: Vec<(u8, u8)>,
    /// For each of the 26 rays: every plane through it and the ids of the
    /// two quadrants beside it in that plane.
    lines: Vec<Vec<(Plane, [QuadrantId; 2])>>,
    rays: Vec<Ray>,
    knight: Vec<Bitboard>,
    /// The king's perimeter-1 rectangles (CR 49): for each tile, ray and
    /// plane through the ray (in `lines` order), the (at most four)
    /// on-board tiles besides the target that must be empty.
    king: Vec<KingRay>,
    /// For each tile and ray, the on-board tiles along the ray: with
    /// `within`, a quadrant's inner edges.
    whole_rays: Vec<Bitboard>,
    /// For each tile `s` and `m` in `0..=7`, the tiles at most `m` steps
    /// from `s` on every axis. A ray's `n`th step is `n` steps from its
    /// source on some axis and at most `n` on the others.
    within: Vec<Bitboard>,
    /// For each quadrant, the indices of its two rays.
    quadrant_rays: Vec<[usize; 2]>,
    /// For each tile and quadrant, which lattice points `x*a + y*b`
    /// (`x, y` in 0..=7) lie on the board: bit `y` of entry `x`.
    lattice: Vec<[u8; K]>,
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
        let mut masks = Vec::with_capacity(Tile::COUNT * Quadrant::COUNT);
        let mut lattice = Vec::with_capacity(Tile::COUNT * Quadrant::COUNT);
        for s in Tile::all() {
            for &quadrant in quadrants.iter() {
                let square = AdvancementSquare {
                    source: s.coords(),
                    quadrant,
                    perimeter: MAX_PERIMETER,
                };
                let mut m = QuadrantMasks::default();
                let mut on = [0u8; K];
                on[0] |= 1;
                // The pure tiles of each perimeter alone, then summed.
                for (x, y, v) in square.cells() {
                    let Some(t) = Tile::at(v) else { continue };
                    on[x as usize] |= 1 << y;
                    m.all.insert(t);
                    if x != 0 && y != 0 {
                        m.pure_upto[x.max(y) as usize].insert(t);
                    }
                }
                for k in 1..K {
                    let below = m.pure_upto[k - 1];
                    m.pure_upto[k] |= below;
                }
                masks.push(m);
                lattice.push(on);
            }
        }
        let coordinates = displacements()
            .flat_map(|d| {
                quadrants.iter().map(move |q| {
                    q.coordinates(d)
                        .map_or((u8::MAX, u8::MAX), |(x, y)| (x as u8, y as u8))
                })
            })
            .collect();
        let rays: Vec<Ray> = Ray::all().collect();
        let lines: Vec<Vec<(Plane, [QuadrantId; 2])>> = rays
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
        let king = Tile::all()
            .flat_map(|s| {
                let lines = &lines;
                rays.iter().enumerate().map(move |(r, &ray)| {
                    let target = s.step(ray.vector(), 1);
                    let mut rects = [KingRectangle::default(); 3];
                    for (n, &(plane, _)) in lines[r].iter().enumerate() {
                        let rectangle = crate::goff::geometry::AdvancementRectangle {
                            source: s.coords(),
                            plane,
                            line: ray,
                            perimeter: 1,
                        };
                        let tiles: Vec<Tile> = rectangle
                            .squares()
                            .iter()
                            .flat_map(|sq| sq.tiles().collect::<Vec<_>>())
                            .filter(|&t| Some(t) != target)
                            .collect();
                        for t in tiles {
                            rects[n].insert(t);
                        }
                    }
                    KingRay {
                        target,
                        rectangles: rects,
                    }
                })
            })
            .collect();
        let whole_rays = Tile::all()
            .flat_map(|s| {
                rays.iter()
                    .map(move |r| (1..K as i8).map_while(|n| s.step(r.vector(), n)).collect())
            })
            .collect();
        let within = Tile::all()
            .flat_map(|s| {
                (0..K as i8).map(move |m| {
                    let c = s.coords();
                    let near = move |v: i8| (v - m).max(1)..=(v + m).min(EDGE);
                    near(c.z)
                        .flat_map(|z| {
                            near(c.i).flat_map(move |i| near(c.j).map(move |j| (z, i, j)))
                        })
                        .filter_map(|(z, i, j)| Tile::new(z, i, j))
                        .collect()
                })
            })
            .collect();
        let quadrant_rays = quadrants
            .iter()
            .map(|q| [q.a, q.b].map(|e| rays.iter().position(|&r| r == e).expect("a ray")))
            .collect();
        Tables {
            masks,
            coordinates,
            lines,
            rays,
            knight,
            king,
            whole_rays,
            within,
            quadrant_rays,
            lattice,
        }
    }

    /// The on-board tiles 1 to `m` steps from `s` along the ray with
    /// index `r`.
    #[inline]
    pub fn segment(&self, s: Tile, r: usize, m: u8) -> Bitboard {
        self.whole_rays[s.index() * 26 + r] & self.within[s.index() * K + m as usize]
    }

    /// The indices of quadrant `q`'s two rays.
    #[inline]
    pub fn quadrant_rays(&self, q: QuadrantId) -> [usize; 2] {
        self.quadrant_rays[q]
    }

    /// The king's rectangles for the ray with index `r` from `s`.
    #[inline]
    pub fn king(&self, s: Tile, r: usize) -> &KingRay {
        &self.king[s.index() * 26 + r]
    }

    /// Which lattice points of quadrant `q` from `s` are on the board:
    /// bit `y` of entry `x` for `x*a + y*b`.
    #[inline]
    pub fn lattice(&self, s: Tile, q: QuadrantId) -> [u8; K] {
        self.lattice[s.index() * Quadrant::COUNT + q]
    }

    #[inline]
    pub fn masks(&self, s: Tile, q: QuadrantId) -> &QuadrantMasks {
        &self.masks[s.index() * Quadrant::COUNT + q]
    }

    /// `(x, y)` of the displacement `d` in quadrant `q`'s lattice, which
    /// it is known to lie in.
    #[inline]
    pub fn coordinates(&self, q: QuadrantId, d: Vector) -> (u8, u8) {
        self.coordinates[displacement(d) * Quadrant::COUNT + q]
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
