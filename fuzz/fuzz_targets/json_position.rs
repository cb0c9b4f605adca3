#![no_main]
//! `congruent::referee::fuzzing::json_position` as a libFuzzer target (TESTING.md#fuzzing).

libfuzzer_sys::fuzz_target!(|data: &[u8]| congruent::referee::fuzzing::json_position(data));
