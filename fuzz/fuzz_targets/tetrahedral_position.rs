#![no_main]
//! `congruent::referee::fuzzing::tetrahedral_position` as a libFuzzer target (TESTING.md#fuzzing).

libfuzzer_sys::fuzz_target!(|data: &[u8]| congruent::referee::fuzzing::tetrahedral_position(data));
