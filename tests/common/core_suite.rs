//! The Goff suite without its bulk (the moves twins, the random reach
//! cases, the golden counts) and without perft 4: about 500 cases, every
//! kind of case. The mutants are measured on it (`tests/mutants.rs`) and
//! the seeded-fault programs run it (`tests/seeded_faults.rs`).

use congruent::referee::suite::Case;
use congruent::registry::by_id;

pub fn core_cases() -> Vec<Case> {
    by_id("goff")
        .unwrap()
        .cases()
        .into_iter()
        .filter(|c| {
            !c.id.starts_with("moves-of/")
                && !c.id.starts_with("derived/reach/")
                && !c.id.starts_with("counts/")
                && !c.flags.iter().any(|f| f == "slow")
        })
        .collect()
}
