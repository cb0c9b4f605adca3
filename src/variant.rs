//! The seam between the harness and a rule set. The Goff engine is
//! specialised for 8x8x8, but the harness and the CLI only speak through
//! [`Variant`], so other 3D rule sets plug in beside it without forking
//! the harness.

use crate::options::RuleSet;
use crate::position::Position;
use crate::protocol::{self, ProtocolError, ReachReport};

/// A 3D chess rule set that the harness can drive through the
/// conformance protocol (`spec/protocol.md`).
pub trait Variant: Sync {
    type Position: Clone + Send + Sync;

    /// Short identifier used on the command line (`--rules ID`).
    fn id(&self) -> &'static str;

    /// Human title with its source.
    fn title(&self) -> &'static str;

    /// Reads a position in the protocol's JSON form.
    fn parse_position(&self, json: &str) -> Result<Self::Position, ProtocolError>;

    /// Every pseudo-legal destination of every piece, sorted by from then to.
    fn reach(&self, pos: &Self::Position) -> ReachReport;
}

/// The rules of Allan Goff, *Discovering the Rules to 3D Chess* (2022),
/// under the chosen readings of its ambiguous passages.
#[derive(Debug, Default, Clone, Copy)]
pub struct Goff {
    pub options: RuleSet,
}

impl Variant for Goff {
    type Position = Position;

    fn id(&self) -> &'static str {
        "goff"
    }

    fn title(&self) -> &'static str {
        "Allan Goff, Discovering the Rules to 3D Chess (2022)"
    }

    fn parse_position(&self, json: &str) -> Result<Position, ProtocolError> {
        protocol::parse_position(json)
    }

    fn reach(&self, pos: &Position) -> ReachReport {
        protocol::reach_report(pos, self.options)
    }
}
