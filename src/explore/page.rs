//! The page `congruent explore` serves, embedded in the binary: no
//! network, no build step, no CDN (`spec/explore.md`).

/// The page.
pub const HTML: &str = include_str!("page/index.html");
/// Its script: every request it makes is a protocol request
/// (`POST /protocol`) or one of the explorer's own (`POST /explore`).
pub const JS: &str = include_str!("page/explore.js");
/// Its style.
pub const CSS: &str = include_str!("page/explore.css");
