//! The one integration-test binary (one link instead of one per file, as
//! rust-analyzer and uv do): a module per area, shared fixtures in
//! [`common`]. `TESTING.md` maps each module to what it checks; the deep
//! sweeps live in `congruent verify`.

mod common;

mod book_lines;
mod book_positions;
mod browser;
mod castling;
mod cell_suites;
mod cli;
mod cli_edges;
mod cli_stdin;
mod conform_referee;
mod conformance;
mod differential;
mod en_passant;
mod exhaustive;
mod explore;
mod figures;
mod fission_check;
mod fuzz_corpus;
mod game;
mod golden;
mod golden_game;
mod golden_tables;
mod hardening;
mod internals;
mod king_hemming;
mod layering;
mod legality;
mod moves_only_adapter;
mod moves_suite;
mod native_options;
mod notation;
mod perft_divides;
mod picture;
mod positional;
mod positional_cli;
mod properties;
mod quantum;
mod quantum_cli;
mod quantum_properties;
mod random_play;
mod readme;
mod rule_options;
mod rules;
mod seeded_faults;
mod shard;
mod snapshots;
mod spec_examples;
mod spec_truths;
mod stack;
mod tetrahedral;
mod tetrahedral_cli;
mod tetrahedral_game;
mod third_dimension;
mod third_dimension_cli;
mod third_dimension_game;
mod trans_dimensional;
mod trans_dimensional_cli;
mod variants;
