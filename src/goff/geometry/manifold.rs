//! Advancement manifolds: the tiles that must be empty for a move
//! (L1489-1494). A quadrant move needs an advancement *square* grown one
//! perimeter at a time (L1575-1608); a linear move needs an advancement
//! *rectangle*, the two squares beside the line in one plane (L1753-1769,
//! CR 21).

use super::{Plane, Quadrant, QuadrantKind, Ray, Tile, Vector};
use serde::Serialize;

/// Where a destination sits on its square (L2697-2711, L4005-4010).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Diagonally opposite the source: `x = y`.
    Apex,
    /// Apex of a duke face quadrant, shared by the face quadrant of the
    /// crossing plane (L4005-4010).
    Duplex,
    /// A perimeter tile that is neither apex nor end (the book's "body"
    /// decorator, Part III's "between" tile).
    Between,
    /// On an inner edge, i.e. on a ray: reachable only by a linear move
    /// (L2994-2995).
    End,
    /// A knight's landing tile: no manifold at all (CR 31).
    Jump,
}

impl Role {
    /// The role of the tile `x*a + y*b` of a quadrant.
    pub fn of(kind: QuadrantKind, x: i8, y: i8) -> Role {
        if x == 0 || y == 0 {
            Role::End
        } else if x == y && kind == QuadrantKind::DukeFace {
            Role::Duplex
        } else if x == y {
            Role::Apex
        } else {
            Role::Between
        }
    }
}

/// The `(k+1)x(k+1)` square of a quadrant grown to perimeter `k`, anchored
/// on the source tile. Off-board tiles are part of it but count as empty
/// and are never destinations (L1618-1625).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AdvancementSquare {
    pub source: Vector,
    pub quadrant: Quadrant,
    pub perimeter: u8,
}

impl AdvancementSquare {
    /// All tiles but the source, with their square coordinates.
    pub fn cells(&self) -> impl Iterator<Item = (i8, i8, Vector)> + '_ {
        let k = self.perimeter as i8;
        (0..=k).flat_map(move |x| {
            (0..=k)
                .filter(move |&y| (x, y) != (0, 0))
                .map(move |y| (x, y, self.source + self.quadrant.offset(x, y)))
        })
    }

    /// The on-board tiles of the square, source excluded.
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        self.cells().filter_map(|(_, _, v)| Tile::at(v))
    }

    /// The tiles of the outermost perimeter, on and off the board:
    /// `2k+1` of them (L1593-1594).
    pub fn perimeter_cells(&self) -> impl Iterator<Item = (i8, i8, Vector)> + '_ {
        let k = self.perimeter as i8;
        self.cells().filter(move |&(x, y, _)| x.max(y) == k)
    }
}

/// The advancement rectangle of a linear move along `line` in `plane`:
/// the squares of the two quadrants beside the line (CR 21, L2618-2625).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AdvancementRectangle {
    pub source: Vector,
    pub plane: Plane,
    pub line: Ray,
    pub perimeter: u8,
}

impl AdvancementRectangle {
    pub fn squares(&self) -> [AdvancementSquare; 2] {
        Quadrant::beside(self.plane, self.line).map(|quadrant| AdvancementSquare {
            source: self.source,
            quadrant,
            perimeter: self.perimeter,
        })
    }
}
