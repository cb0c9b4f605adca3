//! The referee: the conformance protocol ([`protocol`]), the suite as data
//! with its filters, judge and mutants ([`suite`]), the runner that puts a
//! program to the suite and blames rules ([`conform`]), and the fuzz
//! properties ([`fuzzing`]). It opens variants by id through the registry
//! and names none of their types.

pub mod checks;
pub mod conform;
pub mod fuzzing;
pub mod protocol;
pub mod seeded;
pub mod suite;
