#![no_main]
//! `congruent::fuzzing::compact_string` as a libFuzzer target (TESTING.md#fuzzing).

libfuzzer_sys::fuzz_target!(|data: &[u8]| congruent::fuzzing::compact_string(data));
