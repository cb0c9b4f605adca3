#![no_main]
//! `congruent::fuzzing::positional_position` as a libFuzzer target (TESTING.md#fuzzing).

libfuzzer_sys::fuzz_target!(|data: &[u8]| congruent::fuzzing::positional_position(data));
