#![no_main]
//! `congruent::referee::fuzzing::third_dimension_position` as a libFuzzer target (TESTING.md#fuzzing).

libfuzzer_sys::fuzz_target!(|data: &[u8]| congruent::referee::fuzzing::third_dimension_position(data));
