//! Tile colour classes.
//!
//! The bishop colour is the board's two-colouring (CR 2, L1956); a bishop
//! never leaves it (CR 26). The duke colour splits each bishop colour again
//! into a metal and a gem class (L3829-3849); a duke never leaves its class
//! (CR 28). Formulas derived from the anchors KR1,1 = white gold, KR1,2 =
//! ruby, KR2,1 = jade (L3944-3948) and the White queen on a gold tile,
//! Black's on silver (L4716-4719).

use super::Vector;
use serde::Serialize;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum BishopColour {
    White,
    Black,
}

impl BishopColour {
    pub const fn of(c: Vector) -> Self {
        if (c.z + c.i + c.j) % 2 == 0 {
            BishopColour::White
        } else {
            BishopColour::Black
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum DukeColour {
    Gold,
    Silver,
    Ruby,
    Jade,
}

impl DukeColour {
    pub const ALL: [DukeColour; 4] = [
        DukeColour::Gold,
        DukeColour::Silver,
        DukeColour::Ruby,
        DukeColour::Jade,
    ];

    pub const fn of(c: Vector) -> Self {
        let zi_odd = (c.z + c.i) % 2 != 0;
        let zj_odd = (c.z + c.j) % 2 != 0;
        match (zi_odd, zj_odd) {
            (true, true) => DukeColour::Gold,
            (false, false) => DukeColour::Silver,
            (true, false) => DukeColour::Ruby,
            (false, true) => DukeColour::Jade,
        }
    }

    /// Gold and silver are metals, ruby and jade gems (L3829-3836).
    pub const fn is_metal(self) -> bool {
        matches!(self, DukeColour::Gold | DukeColour::Silver)
    }
}
