#![no_main]
//! `congruent::referee::fuzzing::compact_string` as a libFuzzer target (TESTING.md#fuzzing).

libfuzzer_sys::fuzz_target!(|data: &[u8]| congruent::referee::fuzzing::compact_string(data));
