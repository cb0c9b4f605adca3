//! Geometry of the 8x8x8 board: tiles, rays, planes, quadrants and the
//! advancement manifolds that every advancing piece moves through.
//!
//! Everything here is position independent; occupancy enters only in
//! [`crate::goff::engine`] and [`crate::goff::reference`].

pub mod bitboard;
pub mod colour;
pub mod manifold;
pub mod plane;
pub mod quadrant;
pub mod ray;
pub mod symmetry;
pub mod tile;
pub mod vector;

pub use bitboard::Bitboard;
pub use colour::{BishopColour, DukeColour};
pub use manifold::{AdvancementRectangle, AdvancementSquare, Role};
pub use plane::{Plane, PlaneFamily};
pub use quadrant::{Quadrant, QuadrantId, QuadrantKind};
pub use ray::{Ray, RayKind};
pub use symmetry::Symmetry;
pub use tile::Tile;
pub use vector::Vector;

/// Edge length of the board (CR 9, L2237-2238).
pub const EDGE: i8 = 8;

/// The highest perimeter any advancement square can have on an 8-tile edge:
/// from a corner the far face is seven steps away (L1593-1594 counts the
/// perimeters 1, 2, 3, ... until the board ends).
pub const MAX_PERIMETER: u8 = 7;
