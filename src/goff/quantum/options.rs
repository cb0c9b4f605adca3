//! goff-quantum's options: the readings of the passages the book leaves
//! open, by the keys and values of a request
//! (`spec/variants/goff-quantum.md#6-what-the-book-leaves-open`).

use super::{DoubleAdvance, Duplex, Fission, Knight, KnightDistance, LinearGate, Omitted, Options};
use crate::core::variant::{OptionSpec, VariantError};
use serde_json::{Map, Value};

pub const KING_SAFETY: &str = "king-safety";
pub const PASS: &str = "pass";
pub const OMITTED: &str = "omitted-spread";
pub const LINEAR_GATE: &str = "linear-gate";
pub const KNIGHT: &str = "knight";
pub const KNIGHT_DISTANCE: &str = "knight-distance";
pub const DOUBLE_ADVANCE: &str = "double-advance";
pub const FISSION: &str = "fission";
pub const DUPLEX: &str = "duplex";

/// The options, the adopted reading first in each.
pub fn specs() -> Vec<OptionSpec> {
    vec![
        OptionSpec {
            key: KING_SAFETY,
            values: vec!["per-history", "ignored"],
            source: "L16225, L17503-17506 (O5)",
        },
        OptionSpec {
            key: PASS,
            values: vec!["allowed", "refused"],
            source: "L16324-16332 (O18)",
        },
        OptionSpec {
            key: OMITTED,
            values: vec!["full", "pure", "refused"],
            source: "L16530-16535, L16389-16400 (O11)",
        },
        OptionSpec {
            key: LINEAR_GATE,
            values: vec!["own-move", "rectangle"],
            source: "L16392-16400, L16429-16438 (O12)",
        },
        OptionSpec {
            key: KNIGHT,
            values: vec!["deflection", "classical"],
            source: "L16597-16639",
        },
        OptionSpec {
            key: KNIGHT_DISTANCE,
            values: vec!["two", "any"],
            source: "L16613-16617 (O16)",
        },
        OptionSpec {
            key: DOUBLE_ADVANCE,
            values: vec!["first-move", "classical"],
            source: "L6634-6646, L6889-6900, L16153-16155, L16509-16513 (O20)",
        },
        OptionSpec {
            key: FISSION,
            values: vec!["book", "classical"],
            source: "L16743-16752, L6128-6241 (O21)",
        },
        OptionSpec {
            key: DUPLEX,
            values: vec!["refused", "both-planes"],
            source: "L16446-16452, L4360-4362, L4383-4384 (O8)",
        },
    ]
}

/// Sets the option `key` to `value` (the values `option_set` lists);
/// false if either is unknown.
pub fn set(o: &mut Options, key: &str, value: &str) -> bool {
    match (key, value) {
        (KING_SAFETY, "per-history") => o.king_safety = true,
        (KING_SAFETY, "ignored") => o.king_safety = false,
        (PASS, "allowed") => o.pass = true,
        (PASS, "refused") => o.pass = false,
        (OMITTED, "full") => o.omitted = Omitted::Full,
        (OMITTED, "pure") => o.omitted = Omitted::Pure,
        (OMITTED, "refused") => o.omitted = Omitted::Refused,
        (LINEAR_GATE, "own-move") => o.linear_gate = LinearGate::OwnMove,
        (LINEAR_GATE, "rectangle") => o.linear_gate = LinearGate::Rectangle,
        (KNIGHT, "deflection") => o.knight = Knight::Deflection,
        (KNIGHT, "classical") => o.knight = Knight::Classical,
        (KNIGHT_DISTANCE, "two") => o.knight_distance = KnightDistance::Two,
        (KNIGHT_DISTANCE, "any") => o.knight_distance = KnightDistance::Any,
        (DOUBLE_ADVANCE, "first-move") => o.double_advance = DoubleAdvance::FirstMove,
        (DOUBLE_ADVANCE, "classical") => o.double_advance = DoubleAdvance::Classical,
        (FISSION, "book") => o.fission = Fission::Book,
        (FISSION, "classical") => o.fission = Fission::Classical,
        (DUPLEX, "refused") => o.duplex = Duplex::Refused,
        (DUPLEX, "both-planes") => o.duplex = Duplex::BothPlanes,
        _ => return false,
    }
    true
}

/// Every combination of the options' values, in `specs` order (the last
/// option's value changing fastest).
pub fn every_set() -> Vec<Options> {
    let mut out = vec![Options::default()];
    for spec in specs() {
        out = out
            .iter()
            .flat_map(|o| {
                spec.values.iter().map(move |v| {
                    let mut next = o.clone();
                    assert!(set(&mut next, spec.key, v), "{}={v}", spec.key);
                    next
                })
            })
            .collect();
    }
    out
}

/// The options of a request (`--set`, a case's `options`).
pub fn parse(fields: &Map<String, Value>) -> Result<Options, VariantError> {
    let mut o = Options::default();
    for (k, v) in fields {
        let known = specs().iter().any(|spec| spec.key == k);
        if !known {
            return Err(VariantError::BadRequest(format!(
                "unknown option {} for goff-quantum ({})",
                crate::core::input::excerpt(k),
                specs().iter().map(|s| s.key).collect::<Vec<_>>().join(", ")
            )));
        }
        if !v.as_str().is_some_and(|value| set(&mut o, k, value)) {
            return Err(VariantError::BadRequest(format!(
                "option {k}: unknown value {} (congruent variants lists the values)",
                match v.as_str() {
                    Some(text) => crate::core::input::excerpt(text),
                    None => crate::core::input::excerpt(&v.to_string()),
                }
            )));
        }
    }
    Ok(o)
}

/// Each option's value: the one that, set, leaves `o` as it is.
pub fn to_json(o: &Options) -> Map<String, Value> {
    let mut m = Map::new();
    for spec in specs() {
        let value = spec.values.iter().find(|v| {
            let mut probe = o.clone();
            set(&mut probe, spec.key, v) && probe == *o
        });
        if let Some(v) = value {
            m.insert(spec.key.into(), (*v).into());
        }
    }
    m
}
