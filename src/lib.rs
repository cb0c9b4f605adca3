//! # congruent
//!
//! An executable specification of the rules of 3D chess as Allan Goff
//! states them in *Discovering the Rules to 3D Chess* (2022), with a
//! verification harness. Start with `ARCHITECTURE.md`.

pub mod case;
pub mod cells;
pub mod conform;
pub mod engine;
pub mod fuzzing;
pub mod game;
pub mod geometry;
pub mod goff;
pub mod harness;
pub mod input;
pub mod notation;
pub mod options;
pub mod picture;
pub mod pieces;
pub mod position;
pub mod positional;
pub mod protocol;
pub mod random;
pub mod reach;
pub mod reference;
pub mod registry;
pub mod render;
pub mod rng;
pub mod rules;
pub mod shard;
pub mod side;
pub mod suite;
pub mod tetrahedral;
pub mod third_dimension;
pub mod trans_dimensional;
pub mod validation;
pub mod variant;
