//! Tiles of the board (CR 1, CR 9: a regular 8x8x8 array, L1948, L2237).

use super::{BishopColour, DukeColour, Vector, EDGE};
use std::fmt;

/// The names of the eight levels, bottom (z = 1) to top, in the book's
/// notation (L2444-2488): a tile is named by its level and two distances.
pub const LEVELS: [&str; 8] = ["QR", "QN", "QB", "Q", "K", "KB", "KN", "KR"];

/// One of the 512 tiles, stored as its index
/// `(z-1)*64 + (i-1)*8 + (j-1)` in White's frame. The derived ordering is
/// board order: level QR first, then left distance, then right distance.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tile(u16);

impl Tile {
    pub const COUNT: usize = 512;

    /// The tile at `(z, i, j)`, each 1..=8, or `None` off the board.
    pub const fn new(z: i8, i: i8, j: i8) -> Option<Tile> {
        if z < 1 || z > EDGE || i < 1 || i > EDGE || j < 1 || j > EDGE {
            return None;
        }
        Some(Tile(
            ((z - 1) as u16) * 64 + ((i - 1) as u16) * 8 + (j - 1) as u16,
        ))
    }

    pub fn at(v: Vector) -> Option<Tile> {
        Tile::new(v.z, v.i, v.j)
    }

    pub fn from_index(index: usize) -> Tile {
        assert!(index < Self::COUNT, "tile index {index} out of range");
        Tile(index as u16)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn z(self) -> i8 {
        (self.0 / 64) as i8 + 1
    }

    pub const fn i(self) -> i8 {
        ((self.0 / 8) % 8) as i8 + 1
    }

    pub const fn j(self) -> i8 {
        (self.0 % 8) as i8 + 1
    }

    pub const fn coords(self) -> Vector {
        Vector::new(self.z(), self.i(), self.j())
    }

    /// The tile `steps` steps along `v`, if it is on the board.
    pub fn step(self, v: Vector, steps: i8) -> Option<Tile> {
        Tile::at(self.coords() + steps * v)
    }

    pub fn all() -> impl Iterator<Item = Tile> + Clone {
        (0..Self::COUNT as u16).map(Tile)
    }

    /// Bishop colour, i.e. the board colour (CR 2, CR 14: White's king rook
    /// KR1,1 stands on a white tile, L2373-2374).
    pub const fn bishop_colour(self) -> BishopColour {
        BishopColour::of(self.coords())
    }

    /// Duke colour (L3838-3950, Table 30 L19266-19290).
    pub const fn duke_colour(self) -> DukeColour {
        DukeColour::of(self.coords())
    }

    /// Is this one of the 8 corner tiles?
    pub fn is_corner(self) -> bool {
        let c = self.coords();
        [c.z, c.i, c.j].iter().all(|&x| x == 1 || x == EDGE)
    }
}

impl fmt::Debug for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The book's notation from White's side (`notation::tile_name`).
        let c = self.coords();
        write!(f, "{}{},{}", LEVELS[(c.z - 1) as usize], c.i, c.j)
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// In JSON a tile is its name in the book's notation from White's side.
impl serde::Serialize for Tile {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}
