#![no_main]
//! `congruent::referee::fuzzing::move_notation` as a libFuzzer target (TESTING.md#fuzzing).

libfuzzer_sys::fuzz_target!(|data: &[u8]| congruent::referee::fuzzing::move_notation(data));
