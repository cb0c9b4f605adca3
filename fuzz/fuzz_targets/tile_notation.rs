#![no_main]
//! `congruent::referee::fuzzing::tile_notation` as a libFuzzer target (TESTING.md#fuzzing).

libfuzzer_sys::fuzz_target!(|data: &[u8]| congruent::referee::fuzzing::tile_notation(data));
