//! Switchable readings of ambiguous passages. Every option names its entry
//! in `spec/interpretations.md`; the default is the reading the book's own
//! numbers force.

use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// `interpretations.md#perimeter-blocking`.
    pub perimeter: PerimeterRule,
}

/// Does a piece on the target's own perimeter block the move
/// (`interpretations.md#perimeter-blocking`)?
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PerimeterRule {
    /// Yes: the advancement square must be empty up to and including the
    /// target's perimeter, the target excepted (Fig. 7, L1589-1601;
    /// L1784-1786; mutual blocking L11001-11005). The book's reading.
    #[default]
    Strict,
    /// No: only the perimeters inside the target's must be empty (a
    /// literal reading of CR 18's "next perimeter", L2589-2591).
    Lenient,
}
