//! The four variants built on the cell core, each a
//! [`Definition`](super::game::Definition) with a literal reference and
//! its `verify` checks.

pub mod positional;
pub mod tetrahedral;
pub mod third_dimension;
pub mod trans_dimensional;
