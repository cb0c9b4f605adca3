#![warn(missing_docs)]
//! # congruent
//!
//! An executable specification of 3D chess variants — Allan Goff's
//! *Discovering the Rules to 3D Chess* (2022) first, and Tetrahedral Chess,
//! Chess in the Third Dimension, Trans-Dimensional Chess and Positional 3-D
//! Chess beside it — with a verification harness and a conformance
//! referee for other implementations. `ARCHITECTURE.md` tells the layers;
//! the items below are what an embedder needs.
//!
//! ## Any variant, by id, over the protocol's JSON
//!
//! [`by_id`] opens a variant as [`JsonVariant`]: positions and options are the
//! JSON values of the conformance protocol (`spec/conformance.md`), so one
//! code path serves every variant.
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
//! ## Every variant, and what a refusal says
//!
//! [`VARIANTS`] lists every variant the registry knows; an error is a
//! [`VariantError`] whose kind is the protocol's (`spec/conformance.md#errors`).
//!
//! ```
//! use congruent::{by_id, Side, VariantError, VARIANTS};
//!
//! let ids: Vec<&str> = VARIANTS.iter().map(|v| v.id()).collect();
//! assert_eq!(ids[0], "goff");
//! assert!(ids.contains(&"tetrahedral") && ids.contains(&"goff-quantum"));
//! let Err(e) = by_id("fourth") else { panic!("no variant is called fourth") };
//! assert_eq!(e.kind(), "bad-request");
//! assert!(matches!(e, VariantError::BadRequest(_)));
//! assert_eq!(Side::White.opponent(), Side::Black);
//! ```
//!
//! ## Goff's rules, typed
//!
//! ```
//! use congruent::Game;
//!
//! let mut game = Game::start();
//! assert_eq!(game.legal_moves().len(), 72);
//! assert_eq!(congruent::goff::game::perft::perft(&mut game, 1), 72);
//! ```
//!
//! ## The suite against a program
//!
//! [`referee::conform::all_cases`] builds a variant's cases, [`referee::conform::run`] asks a
//! program that speaks the protocol and judges each answer.
//!
//! ```no_run
//! use congruent::referee::conform::{all_cases, run, Config, Progress, Program, MAX_ERRORS};
//! use congruent::referee::suite::Filter;
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

pub use crate::core::case::{Case, Expect};
pub use crate::core::side::Side;
pub use crate::core::validation::Validation;
pub use crate::core::variant::{Implementation, JsonVariant, MovesReply, Variant, VariantError};
pub use goff::game::Game;
pub use registry::{by_id, VARIANTS};

// The layers, bottom to top (ARCHITECTURE.md). The seam and the generic
// core are documented item by item (`missing_docs`); the variants, the
// pictures and the referee are documented module by module, and their
// items as the work reaches them.
pub mod cells;
pub mod core;
pub mod explore;
#[allow(missing_docs)]
pub mod goff;
#[allow(missing_docs)]
pub mod picture;
#[allow(missing_docs)]
pub mod referee;
pub mod registry;
