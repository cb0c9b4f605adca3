//! Quantum 3D chess, Part V of Goff's book (L16047-17647), as a layer over
//! Goff's classical rules: an ensemble of classical histories with integer
//! weights, moved by the swarm rule and pruned by the any rule
//! (`spec/variants/goff-quantum.md`). Every history is a classical game,
//! played by Goff's engine or, for the cross-check, by its reference.
//!
//! ```
//! use congruent::goff::quantum::{play, Ensemble, Options};
//! use congruent::goff::game::Implementation;
//!
//! // The chapter's propagating pawn (L16151-16182): 5 histories, then 15.
//! let start = serde_json::json!({"pieces": [{"side": "white", "kind": "pawn", "tile": "K2,2"}]});
//! let e = Ensemble::from_json(&start, congruent::Validation::Analysis).unwrap();
//! let options = Options::default();
//! let (e, report) = play(&e, "P(K2,2) -- [K4,4]", &options, Implementation::Engine).unwrap();
//! assert_eq!(report.histories_after, 5);
//! let (e, _) = play(&e, "---", &options, Implementation::Engine).unwrap();
//! let (e, _) = play(&e, "P(K4,4) -- [K5,5]", &options, Implementation::Engine).unwrap();
//! assert_eq!(e.weight(), 15);
//! ```

pub mod apply;
pub mod checks;
pub mod consistency;
pub mod ensemble;
pub mod moves;
pub mod notation;
pub mod options;
pub mod relative;
pub mod samples;
pub mod suite;
pub mod variant;

pub use apply::{play, Report};
pub use ensemble::{Ensemble, History, Id};
pub use notation::QuantumMove;
pub use variant::GoffQuantum;

/// The readings of the passages the book leaves open that change what a
/// move does (`goff-quantum.md#6-what-the-book-leaves-open`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// O5: a child that leaves the mover's king attacked in its history is
    /// not created (self-consistency, L16225, L17503-17506); `false`
    /// ignores the king.
    pub king_safety: bool,
    /// O18: `---` passes the turn, as Black does in the book's scenarios
    /// (L16324-16332).
    pub pass: bool,
    /// O11: what a base piece's move without a spread covers.
    pub omitted: Omitted,
    /// O12: what gates the tiles of a linear move off its line.
    pub linear_gate: LinearGate,
    /// O16: how far along the attempted ray a deflected knight's proxy
    /// lies.
    pub knight_distance: KnightDistance,
    /// The knight's quantum move: the deflection rule or a classical
    /// knight (L16597-16639).
    pub knight: Knight,
    /// O20: which histories a pawn's advance to perimeter 2 may make.
    pub double_advance: DoubleAdvance,
    /// O21: which pairs of tiles a stack's quantum fission makes children.
    pub fission: Fission,
    /// O8: what a duplex proxy (a tile in two planes' quadrants) names.
    pub duplex: Duplex,
    /// A bound on distinct positions, so that memory stays bounded.
    pub max_positions: usize,
}

/// O16: the distance from the anchor to a deflected knight's proxy
/// (L16613-16617).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum KnightDistance {
    /// Two steps, as in all three of the chapter's examples.
    Two,
    /// Any number of steps along the ray: the ray alone names the move.
    Any,
}

/// The knight in quantum play: "It's this, or classical, or someone comes
/// up with a better idea" (L16637-16639).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Knight {
    /// The deflection rule (L16619-16623): a base piece's attempt lands on
    /// the knight tiles nearest its ray.
    Deflection,
    /// The knight jumps as in classical play (CR 31), in every history.
    Classical,
}

/// O20: a pawn's quantum advance to perimeter 2 in a history whose pawn
/// has left its start tile (unshackled in a back plane, where it advances
/// as a rook, L6889-6900).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DoubleAdvance {
    /// Only from the start tile: the advance to perimeter 2 is the
    /// optional double advance, "on the first move only" (L6634-6646;
    /// "after its optional double advance only one perimeter",
    /// L16153-16155), and planes are independent (L16509-16513).
    FirstMove,
    /// Wherever the history's classical pawn reaches the tile (an
    /// unshackled pawn's rook-like advance along its back plane).
    Classical,
}

/// O21: the children of a stack's quantum fission in one history
/// (L16641-16752).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Fission {
    /// Every pair of an open bishop tile and an open duke tile of the two
    /// windows, each gated as that part's own quantum move: "Every tile
    /// on the perimeters get a virtual piece" (L16745), Fig. 254's 105
    /// histories (L16749-16752). Some pairs are fissions the classical
    /// region rule (L6128-6241) refuses: a quantum-only rule.
    Book,
    /// Only the pairs the history's classical rules make one move of the
    /// stack: every child a classical game; Fig. 254's move then makes 97.
    Classical,
}

/// O8: a duke's proxy on a duplex tile, the apex of a face quadrant,
/// which lies in the quadrants of two slant planes (L4005-4010): the
/// book names no duke plane designators (L16446-16452).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Duplex {
    /// Refused: the notation cannot say which plane, so a face
    /// quadrant's perimeter-1 move, whose only non-end tile is the duplex
    /// tile, is not written.
    Refused,
    /// A move in both planes, as a linear move is: the union of the two
    /// quadrants' perimeters, the duplex tile once, open if either
    /// plane's square is clear ("legal if *either* quadrant is
    /// unblocked", L4360-4362; "advancing in *both* cross planes",
    /// L4383-4384). Spreads are refused: which plane would they follow?
    BothPlanes,
}

/// O11: a rook's, bishop's, duke's or stack's move written without a
/// spread (L16530-16535, L16389-16400).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Omitted {
    /// The whole perimeter, end tiles included: maximum superposition.
    Full,
    /// The perimeter without its end tiles.
    Pure,
    /// A spread must be written.
    Refused,
}

/// O12: the gate of a linear move's tiles off its line (L16392-16400,
/// L16429-16438).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LinearGate {
    /// Each tile's own classical move in the plane: its square, or the
    /// rectangle of the line it lies on.
    OwnMove,
    /// The whole advancement rectangle, clear but for the tile.
    Rectangle,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            king_safety: true,
            pass: true,
            omitted: Omitted::Full,
            linear_gate: LinearGate::OwnMove,
            knight_distance: KnightDistance::Two,
            knight: Knight::Deflection,
            double_advance: DoubleAdvance::FirstMove,
            fission: Fission::Book,
            duplex: Duplex::Refused,
            max_positions: 100_000,
        }
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum QuantumError {
    /// A move the rules (or our readings of them) refuse.
    #[error("{0}")]
    Move(String),
    /// An ensemble or position that cannot be read.
    #[error("{0}")]
    Input(String),
}
