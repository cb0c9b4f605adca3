//! The registry: every rule set congruent implements, by id. It sits
//! above the rule sets (it names each) and below what serves them all
//! (the protocol, the suite's judge, conform, pictures, the command
//! line); the seam (`variant`) names no rule set.

use crate::variant::{Rules, VariantError};

/// Every rule set congruent implements.
pub static VARIANTS: &[&dyn Rules] = &[
    &crate::goff::Goff,
    &crate::tetrahedral::Tetrahedral,
    &crate::third_dimension::ThirdDimension {
        layout: crate::third_dimension::Layout::A,
        sideways: crate::third_dimension::game::Sideways::Both,
        castling_rook: crate::third_dimension::game::CastlingRook::Any,
        optional_promotion: false,
        knight_gaps: crate::third_dimension::game::KnightGaps::Either,
    },
    &POSITIONAL[0],
    &POSITIONAL[1],
    &POSITIONAL[2],
    &crate::trans_dimensional::TransDimensional {
        promote_on_entry: false,
    },
    &crate::quantum::GoffQuantum,
];

/// The three versions of Positional 3-D Chess under their adopted rules.
static POSITIONAL: [crate::positional::Positional; 3] = {
    use crate::positional::{Positional, Version};
    [
        Positional::adopted(Version::Eight),
        Positional::adopted(Version::Seven),
        Positional::adopted(Version::Six),
    ]
};

/// The rule set with this id.
pub fn by_id(id: &str) -> Result<&'static dyn Rules, VariantError> {
    VARIANTS
        .iter()
        .copied()
        .find(|v| v.id() == id)
        .ok_or_else(|| {
            let ids: Vec<&str> = VARIANTS.iter().map(|v| v.id()).collect();
            VariantError::BadRequest(format!(
                "unknown variant {} (expected one of {})",
                crate::input::excerpt(id),
                ids.join(", ")
            ))
        })
}

/// The deepest perft any rule set answers (`serve --max-depth` above it
/// would bound nothing).
pub fn deepest_perft_limit() -> u32 {
    VARIANTS.iter().map(|v| v.perft_limit()).max().unwrap_or(0)
}
