//! The generic core, below every variant: the two sides, the random
//! source, bounded strict input, how strictly a position is read, the
//! suite's case data, a `verify` check, perft shards, and the seam
//! ([`variant`]) through which every upper layer sees a variant.
//! Nothing here names a variant.

pub mod case;
pub mod check;
pub mod input;
pub mod rng;
pub mod shard;
pub mod side;
pub mod validation;
pub mod variant;
