//! How strictly a variant reads a position: shared by the seam
//! (`variant`, which re-exports it) and each variant's own setup.

/// How strictly a position is checked before play, as shakmaty's
/// `from_setup` takes a policy: by default a position must be one a game
/// can reach; analysis of other positions is an explicit opt-in
/// (`--allow-illegal`, `"allow_illegal": true`). What a variant checks
/// under each is its own (for Goff: `Game::from_setup`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Validation {
    /// Refuse what no game reaches (for Goff: a side without exactly one
    /// king, the side not to move in check).
    #[default]
    Legal,
    /// Check only what the notation and the pieces' rules need; `reach`,
    /// which ignores turn and check, always reads positions this way.
    Analysis,
}

/// What a refusal under [`Validation::Legal`] adds: how to analyse the
/// position anyway, from the command line or in a request.
pub const OPT_IN: &str = " (to analyse such a position anyway: --allow-illegal, or \"allow_illegal\": true in a request)";
