//! A set of tiles as 512 bits, for the fast engine's precomputed masks.

use super::Tile;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub [u64; 8]);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard([0; 8]);
    pub const FULL: Bitboard = Bitboard([u64::MAX; 8]);

    pub fn from_tile(t: Tile) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        b.insert(t);
        b
    }

    #[inline]
    pub fn insert(&mut self, t: Tile) {
        self.0[t.index() >> 6] |= 1u64 << (t.index() & 63);
    }

    #[inline]
    pub fn remove(&mut self, t: Tile) {
        self.0[t.index() >> 6] &= !(1u64 << (t.index() & 63));
    }

    #[inline]
    pub fn contains(&self, t: Tile) -> bool {
        self.0[t.index() >> 6] >> (t.index() & 63) & 1 == 1
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    #[inline]
    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// The only tile of a one-tile set.
    #[inline]
    pub fn single(&self) -> Option<Tile> {
        if self.count() != 1 {
            return None;
        }
        self.iter().next()
    }

    pub fn iter(&self) -> impl Iterator<Item = Tile> + '_ {
        self.into_tiles()
    }

    /// The tiles of the set, in index order, the set moved in.
    pub fn into_tiles(self) -> impl Iterator<Item = Tile> {
        self.0.into_iter().enumerate().flat_map(|(k, w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let b = w.trailing_zeros() as usize;
                w &= w - 1;
                Some(Tile::from_index(k * 64 + b))
            })
        })
    }
}

impl FromIterator<Tile> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Tile>>(it: I) -> Self {
        let mut b = Bitboard::EMPTY;
        for t in it {
            b.insert(t);
        }
        b
    }
}

impl BitAnd for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitand(self, o: Bitboard) -> Bitboard {
        Bitboard(std::array::from_fn(|k| self.0[k] & o.0[k]))
    }
}

impl BitOr for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitor(self, o: Bitboard) -> Bitboard {
        Bitboard(std::array::from_fn(|k| self.0[k] | o.0[k]))
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(self.0.map(|w| !w))
    }
}

impl BitAndAssign for Bitboard {
    #[inline]
    fn bitand_assign(&mut self, o: Bitboard) {
        *self = *self & o;
    }
}

impl BitOrAssign for Bitboard {
    #[inline]
    fn bitor_assign(&mut self, o: Bitboard) {
        *self = *self | o;
    }
}

impl std::fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}
