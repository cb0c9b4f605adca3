#![no_main]
//! `congruent::referee::fuzzing::legals_are_legal` as a libFuzzer target (TESTING.md#fuzzing).

libfuzzer_sys::fuzz_target!(|data: &[u8]| congruent::referee::fuzzing::legals_are_legal(data));
