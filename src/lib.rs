//! # congruent
//!
//! An executable specification of 3D chess rule sets — Allan Goff's
//! *Discovering the Rules to 3D Chess* (2022) first, and Tetrahedral Chess,
//! Chess in the Third Dimension, Trans-Dimensional Chess and Positional 3-D
//! Chess beside it — with a verification harness and a conformance
//! referee for other implementations. `ARCHITECTURE.md` tells the layers;
//! the items below are what an embedder needs.
//!
//! ## Any rule set, by id, over the protocol's JSON
//!
//! [`by_id`] opens a rule set as [`Rules`]: positions and options are the
//! JSON values of the conformance protocol (`spec/conformance.md`), so one
//! code path serves every rule set.
//!
//! ```
//! use congruent::{by_id, Validation};
//! use serde_json::Map;
//!
//! let rules = by_id("tetrahedral").unwrap();
//! let options = Map::new(); // the adopted readings
//! let start = rules.start(&options).unwrap();
//! let reply = rules.moves(&options, &start, Validation::Legal).unwrap();
//! assert_eq!(reply.status, "ongoing");
//! // 20 pawn moves and 15 drops onto level III (004:L25, L33, L39).
//! assert_eq!(reply.moves.len(), 35);
//! assert_eq!(rules.perft(&options, &start, Validation::Legal, 1).unwrap(), 35);
//!
//! // A position the rules refuse is an error naming why, never a panic.
//! let lone = serde_json::json!({"pieces": [{"side": "white", "kind": "rook", "cell": "Ia7"}]});
//! assert!(rules.moves(&options, &lone, Validation::Legal).is_err());
//! ```
//!
//! ## Goff's rules, typed
//!
//! ```
//! use congruent::Game;
//!
//! let mut game = Game::start();
//! assert_eq!(game.legal_moves().len(), 72);
//! assert_eq!(congruent::game::perft::perft(&mut game, 1), 72);
//! ```
//!
//! ## The suite against a program
//!
//! [`conform::all_cases`] builds a rule set's cases, [`conform::run`] asks a
//! program that speaks the protocol and judges each answer.
//!
//! ```no_run
//! use congruent::conform::{all_cases, run, Config, Progress, Program, MAX_ERRORS};
//! use congruent::suite::Filter;
//! use std::time::Duration;
//!
//! let filter = Filter { variant: Some("tetrahedral".into()), ..Filter::default() };
//! let cases = all_cases(&filter);
//! let config = Config {
//!     program: Program::parse("congruent serve").unwrap(),
//!     timeout: Duration::from_secs(10),
//!     jobs: 2,
//!     compact: false,
//!     max_errors: MAX_ERRORS,
//! };
//! let verdicts = run(&config, &cases, Progress::Quiet);
//! let failed = verdicts.iter().filter(|v| v.failed(false)).count();
//! println!("{} cases, {failed} failed", cases.len());
//! ```

pub use case::{Case, Expect};
pub use game::Game;
pub use registry::{by_id, VARIANTS};
pub use side::Side;
pub use validation::Validation;
pub use variant::{MovesReply, Rules, Variant, VariantError};

pub mod case;
pub mod cells;
pub mod check;
pub mod conform;
pub mod engine;
pub mod fuzzing;
pub mod game;
pub mod geometry;
pub mod goff;
pub mod harness;
pub mod input;
pub mod notation;
pub mod options;
pub mod picture;
pub mod pieces;
pub mod position;
pub mod positional;
pub mod protocol;
pub mod quantum;
pub mod random;
pub mod reach;
pub mod reference;
pub mod registry;
pub mod render;
pub mod rng;
pub mod rules;
pub mod shard;
pub mod side;
pub mod suite;
pub mod tetrahedral;
pub mod third_dimension;
pub mod trans_dimensional;
pub mod validation;
pub mod variant;
