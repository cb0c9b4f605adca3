//! The two sides, White and Black: shared by every variant (Goff's
//! pieces re-export it as `pieces::Side`).

use serde::{Deserialize, Serialize};

/// A side of the game, as every variant's positions name it (`"white"`,
/// `"black"` in JSON); White moves first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// The side that moves first.
    White,
    /// The side that moves second.
    Black,
}

impl Side {
    /// 0 for White, 1 for Black: the index of per-side tables (a game's
    /// pieces by side, pawn tables, mates).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other side.
    pub const fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// The side's name in the protocol and the positions' JSON: `white`
    /// or `black`.
    pub fn name(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }

    /// The side a [`Side::name`] names; `None` for anything else (no other
    /// spelling or case is accepted).
    pub fn parse(s: &str) -> Option<Side> {
        match s {
            "white" => Some(Side::White),
            "black" => Some(Side::Black),
            _ => None,
        }
    }
}
