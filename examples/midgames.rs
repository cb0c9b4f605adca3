//! Prints the 16 mid-game positions of `benches/common/midgames.rs` as compact
//! strings, one a line: what `tools/speed-vs` counts perft from with two
//! builds of the binary (issue 43).

#[path = "../benches/common/midgames.rs"]
mod midgames;

use congruent::Variant;

fn main() {
    for g in midgames::midgames() {
        println!("{}", congruent::goff::Goff.to_compact(&g));
    }
}
