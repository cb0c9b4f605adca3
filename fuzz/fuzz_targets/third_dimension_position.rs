#![no_main]
//! `congruent::fuzzing::third_dimension_position` as a libFuzzer target (TESTING.md#fuzzing).

libfuzzer_sys::fuzz_target!(|data: &[u8]| congruent::fuzzing::third_dimension_position(data));
