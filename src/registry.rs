//! The registry: every variant congruent implements, by id. It sits
//! above the variants (it names each) and below what serves them all
//! (the protocol, the suite's judge, conform, pictures, the command
//! line); the seam (`variant`) names no variant.

use crate::core::variant::{JsonVariant, VariantError};

/// Every variant congruent implements, each under its adopted readings,
/// in the order `congruent variants` and `hello` list them.
pub static VARIANTS: &[&dyn JsonVariant] = &[
    &crate::goff::Goff,
    &crate::cells::games::tetrahedral::Tetrahedral,
    &crate::cells::games::third_dimension::ThirdDimension {
        layout: crate::cells::games::third_dimension::Layout::A,
        sideways: crate::cells::games::third_dimension::game::Sideways::Both,
        castling_rook: crate::cells::games::third_dimension::game::CastlingRook::Any,
        optional_promotion: false,
        knight_gaps: crate::cells::games::third_dimension::game::KnightGaps::Either,
    },
    &POSITIONAL[0],
    &POSITIONAL[1],
    &POSITIONAL[2],
    &crate::cells::games::trans_dimensional::TransDimensional {
        promote_on_entry: false,
    },
    &crate::goff::quantum::GoffQuantum,
];

/// The three versions of Positional 3-D Chess under their adopted rules.
static POSITIONAL: [crate::cells::games::positional::Positional; 3] = {
    use crate::cells::games::positional::{Positional, Version};
    [
        Positional::adopted(Version::Eight),
        Positional::adopted(Version::Seven),
        Positional::adopted(Version::Six),
    ]
};

/// The variant with this id (`goff`, `tetrahedral`, `positional-8x8x2`,
/// …); an unknown id is a [`VariantError::BadRequest`] naming every id.
pub fn by_id(id: &str) -> Result<&'static dyn JsonVariant, VariantError> {
    VARIANTS
        .iter()
        .copied()
        .find(|v| v.id() == id)
        .ok_or_else(|| {
            let ids: Vec<&str> = VARIANTS.iter().map(|v| v.id()).collect();
            VariantError::BadRequest(format!(
                "unknown variant {} (expected one of {})",
                crate::core::input::excerpt(id),
                ids.join(", ")
            ))
        })
}

/// The deepest perft any variant answers (`serve --max-depth` above it
/// would bound nothing).
pub fn deepest_perft_limit() -> u32 {
    VARIANTS.iter().map(|v| v.perft_limit()).max().unwrap_or(0)
}
