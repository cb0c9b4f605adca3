//! Tests of single modules of the library, moved out of `src/` so that
//! the library is compiled once per test run, not again as a unit-test
//! harness (issue 38): one module here per file of `src/`, reaching it
//! through the crate's public paths.

mod cells_games_positional_game {
    //! Reading positions of the three-board version, a game that counts
    //! mates: each refusal is a [`SetupError`] whose data say what was
    //! wrong.

    use congruent::cells::games::positional::Version;

    use congruent::core::side::Side;

    use crate::internals::cells_setup_testing::{start_fields, start_json, start_reads_back};
    use congruent::cells::games::positional::game::*;
    use congruent::cells::setup::{Setup, SetupError};
    use serde_json::json;

    const SEVEN: Positional = Positional::adopted(Version::Seven);

    #[test]
    fn the_start_reads_back() {
        for version in [Version::Eight, Version::Seven, Version::Six] {
            start_reads_back(Positional::adopted(version));
        }
    }

    #[test]
    fn json_faults_are_data() {
        let wizard = json!([{"side": "black", "kind": "wizard", "cell": "x"}]);
        let mut m = start_json(SEVEN);
        m.insert("pieces".into(), wizard);
        match Setup::from_json(SEVEN, &m) {
            Err(SetupError::UnknownKind { at, found, kinds }) => {
                assert_eq!((at.as_str(), found.as_str()), ("pieces[0]", "wizard"));
                assert!(kinds.contains(&"falcon"), "{kinds:?}");
            }
            other => panic!("{other:?}"),
        }
        let mut m = start_json(SEVEN);
        m.insert("mates".into(), json!({"white": 0, "black": 3}));
        assert_eq!(
            Setup::from_json(SEVEN, &m),
            Err(SetupError::MatesCount { side: Side::Black })
        );
        m.insert("pockets".into(), json!({}));
        assert!(matches!(
            Setup::from_json(SEVEN, &m),
            Err(SetupError::UnknownField { field, .. }) if field == "pockets"
        ));
    }

    #[test]
    fn compact_faults_are_data() {
        let mut f = start_fields(SEVEN);
        // A byte below `0` once overflowed (a panic with overflow checks).
        f[4] = "-/0".into();
        assert!(matches!(
            Setup::from_compact(SEVEN, &f.join(" ")),
            Err(SetupError::CompactMates { found }) if found == "-/0"
        ));
        f[3] = "Q".into();
        assert!(matches!(
            Setup::from_compact(SEVEN, &f.join(" ")),
            Err(SetupError::NoBoard { at: "frozen", name, .. }) if name == "Q"
        ));
        f[0] = f[0].replacen('.', "z", 1);
        assert!(matches!(
            Setup::from_compact(SEVEN, &f.join(" ")),
            Err(SetupError::NotALetter { letter: 'z', .. })
        ));
        // Two fields: too few to hold the frozen boards and the mates,
        // which are taken off the end first when there are more.
        assert!(matches!(
            Setup::<Kind>::from_compact(SEVEN, &f[..2].join(" ")),
            Err(SetupError::FieldCount {
                expected: 5,
                found: 2,
                ..
            })
        ));
    }
}

mod cells_games_tetrahedral_game {
    //! Reading tetrahedral positions: each refusal is a
    //! [`SetupError`] whose data say what was wrong (a game with a
    //! pocket, castling rights, a pawn rule and the king rule).

    use congruent::cells::games::tetrahedral::board;

    use congruent::core::side::Side;

    use crate::internals::cells_setup_testing::{
        game_of, start_fields, start_reads_back, with_pieces,
    };
    use congruent::cells::games::tetrahedral::game::*;
    use congruent::cells::setup::{Setup, SetupError};
    use congruent::core::validation::Validation;
    use serde_json::json;

    fn king(side: Side, cell: &str) -> serde_json::Value {
        json!({"side": side.name(), "kind": "king", "cell": cell})
    }

    #[test]
    fn the_start_reads_back() {
        start_reads_back(Tetrahedral);
    }

    #[test]
    fn json_faults_are_data() {
        let m = with_pieces(Tetrahedral, json!([king(Side::White, "Z9")]));
        match Setup::from_json(Tetrahedral, &m) {
            Err(SetupError::NoCell { at, name, variant }) => {
                assert_eq!((at.as_str(), name.as_str()), ("pieces[0]", "Z9"));
                assert_eq!(variant, "tetrahedral");
            }
            other => panic!("{other:?}"),
        }
        let bad = json!({"side": "red", "kind": "king", "cell": "Id4"});
        let m = with_pieces(Tetrahedral, json!([king(Side::White, "Id4"), bad]));
        assert!(matches!(
            Setup::from_json(Tetrahedral, &m),
            Err(SetupError::BadSide { found, .. }) if found == "red"
        ));
        let rook = json!({"side": "white", "kind": "rook"});
        let m = with_pieces(Tetrahedral, json!([king(Side::White, "Id4"), rook]));
        assert_eq!(
            Setup::from_json(Tetrahedral, &m),
            Err(SetupError::MissingField {
                index: 1,
                field: "cell"
            })
        );
        let twice = json!([king(Side::White, "Id4"), king(Side::Black, "Id4")]);
        assert_eq!(
            Setup::from_json(Tetrahedral, &with_pieces(Tetrahedral, twice)),
            Err(SetupError::TwoPiecesOnOneCell {
                index: 1,
                cell: "Id4".into()
            })
        );
    }

    #[test]
    fn compact_faults_are_data() {
        let mut f = start_fields(Tetrahedral);
        assert_eq!(
            Setup::<Kind>::from_compact(Tetrahedral, &f[..3].join(" ")),
            Err(SetupError::FieldCount {
                expected: 4,
                names: "cells, side, pockets, castling",
                found: 3
            })
        );
        // A byte below `0` once overflowed (a panic with overflow checks).
        f[2] = "-/0".into();
        assert_eq!(
            Setup::<Kind>::from_compact(Tetrahedral, &f.join(" ")),
            Err(SetupError::CompactPockets {
                most: 1,
                found: "-/0".into()
            })
        );
        f[2] = "0/0".into();
        f[3] = "Id4;Z9".into();
        assert!(matches!(
            Setup::<Kind>::from_compact(Tetrahedral, &f.join(" ")),
            Err(SetupError::NoCell { at, name, .. }) if at == "castling" && name == "Z9"
        ));
    }

    #[test]
    fn the_position_as_a_whole_is_judged_by_from_setup() {
        let kings = json!([king(Side::White, "Id4"), king(Side::Black, "VIId4")]);
        let mut m = with_pieces(Tetrahedral, kings);
        assert!(game_of(Tetrahedral, &m).is_ok());
        let pieces = m["pieces"].as_array_mut().expect("a list");
        pieces.push(json!({"side": "white", "kind": "pawn", "cell": "Ia7"}));
        assert!(matches!(
            game_of(Tetrahedral, &m),
            Err(SetupError::Misplaced { side: Side::White, kind: "pawn", cell, .. }) if cell == "Ia7"
        ));
        m["pieces"].as_array_mut().expect("a list").pop();
        m.insert("castling".into(), json!(["Ia7"]));
        assert!(matches!(
            game_of(Tetrahedral, &m),
            Err(SetupError::CastlingRight { cell, homes }) if cell == "Ia7" && homes.len() == 6
        ));
        let lone = with_pieces(Tetrahedral, json!([king(Side::White, "Id4")]));
        assert_eq!(
            game_of(Tetrahedral, &lone),
            Err(SetupError::Kings {
                side: Side::Black,
                count: 0,
                per_side: 1
            })
        );
    }

    #[test]
    fn adjacent_kings_are_named() {
        let white = board().find("Id4").expect("a cell");
        let king = |side| Piece {
            side,
            kind: Kind::King,
        };
        let black = board()
            .neighbours(white)
            .find(|&c| {
                let mut g = Game::empty();
                g.put(white, Some(king(Side::White)));
                g.put(c, Some(king(Side::Black)));
                g.adjacent_kings().is_some()
            })
            .expect("a cell next to Id4");
        let setup = Setup {
            pieces: vec![(king(Side::White), white), (king(Side::Black), black)],
            to_move: Side::Black,
            ..Setup::default()
        };
        match Game::from_setup(Tetrahedral, setup.clone(), Validation::Legal) {
            Err(SetupError::KingsAdjacent {
                white, black: b, ..
            }) => {
                assert_eq!(
                    (white.as_str(), b),
                    ("Id4", board().cell(black).name.clone())
                );
            }
            other => panic!("{other:?}"),
        }
        assert!(Game::from_setup(Tetrahedral, setup, Validation::Analysis).is_ok());
    }

    #[test]
    fn a_setup_built_by_hand_names_a_cell_once() {
        let c = board().find("Id4").expect("a cell");
        let king = |side| Piece {
            side,
            kind: Kind::King,
        };
        let setup = Setup {
            pieces: vec![(king(Side::White), c), (king(Side::Black), c)],
            ..Setup::default()
        };
        assert_eq!(
            Game::from_setup(Tetrahedral, setup, Validation::Analysis),
            Err(SetupError::TwoPiecesOnOneCell {
                index: 1,
                cell: "Id4".into()
            })
        );
    }
}

mod cells_games_trans_dimensional_game {
    //! Reading positions of a game that keeps captured pieces: each
    //! refusal is a [`SetupError`] whose data say what was wrong.

    use congruent::core::side::Side;

    use crate::internals::cells_setup_testing::{start_fields, start_json, start_reads_back};
    use congruent::cells::games::trans_dimensional::game::*;
    use congruent::cells::setup::{Setup, SetupError};
    use serde_json::json;

    #[test]
    fn the_start_reads_back() {
        start_reads_back(TransDimensional::default());
    }

    #[test]
    fn captured_pieces_are_kinds() {
        let d = TransDimensional::default();
        let mut m = start_json(d);
        m.insert(
            "captured".into(),
            json!({"white": ["rook"], "black": "queen"}),
        );
        assert_eq!(
            Setup::from_json(d, &m),
            Err(SetupError::CapturedNotList { side: Side::Black })
        );
        let mut f = start_fields(d);
        let last = f.len() - 1;
        f[last] = "Q/x".into();
        assert_eq!(
            Setup::from_compact(d, &f.join(" ")),
            Err(SetupError::CapturedLetter { letter: 'x' })
        );
        f[last] = "Q".into();
        assert!(matches!(
            Setup::from_compact(d, &f.join(" ")),
            Err(SetupError::CompactCaptured { found }) if found == "Q"
        ));
    }
}

/// What the games' tests of reading positions share. Each game tests its
/// own refusals as data.
pub mod cells_setup_testing {
    use congruent::cells::game::{Definition, Game};

    use congruent::core::validation::Validation;

    use congruent::cells::game::Checked;
    use congruent::cells::setup::*;
    use congruent::core::variant::Variant;
    use serde_json::{Map, Value};

    /// The start of `d`'s game in the JSON form.
    pub fn start_json<D: Checked>(d: D) -> Map<String, Value> {
        match d.to_json(&d.initial()) {
            Value::Object(m) => m,
            _ => unreachable!("to_json writes an object"),
        }
    }

    /// The start of `d`'s game in the compact form, cut into its fields.
    pub fn start_fields<D: Checked>(d: D) -> Vec<String> {
        let s = d.to_compact(&d.initial());
        s.split(' ').map(str::to_string).collect()
    }

    /// `d`'s start with only `pieces` on the board and no castling right.
    pub fn with_pieces<D: Checked>(d: D, pieces: Value) -> Map<String, Value> {
        let mut m = start_json(d);
        m.insert("pieces".into(), pieces);
        m.insert("castling".into(), Value::Array(Vec::new()));
        m
    }

    /// The game a JSON position describes, read and judged as the seam
    /// does under [`Validation::Legal`].
    pub fn game_of<D: Checked>(d: D, m: &Map<String, Value>) -> Result<Game<D>, SetupError> {
        Game::from_setup(d, Setup::from_json(d, m)?, Validation::Legal)
    }

    /// The start reads back from both forms as the game it is. The
    /// compact form writes castling rights in board order, so its game
    /// is compared in that form.
    pub fn start_reads_back<D: Checked>(d: D) {
        let g = game_of(d, &start_json(d)).expect("the start's JSON");
        assert_eq!(g, d.initial(), "{}", Definition::id(&d));
        let compact = start_fields(d).join(" ");
        let setup = Setup::from_compact(d, &compact).expect("the start's compact form");
        let g = Game::from_setup(d, setup, Validation::Legal).expect("the start");
        assert_eq!(d.to_compact(&g), compact);
    }
}

mod cells_setup {
    //! The texts are the protocol's messages: a few are pinned here from
    //! data alone (the games' tests match refusals as data, and the tests
    //! under `tests/` compare the messages of whole requests).

    use congruent::core::side::Side;
    use congruent::core::validation::OPT_IN;
    use congruent::core::variant::VariantError;

    use congruent::cells::setup::*;

    #[test]
    fn kings_are_counted_in_words() {
        let e = SetupError::Kings {
            side: Side::Black,
            count: 1,
            per_side: 3,
        };
        assert_eq!(
            e.to_string(),
            format!("black has 1 king: a game has 3 kings per side{OPT_IN}")
        );
    }

    #[test]
    fn found_text_is_quoted_as_an_excerpt() {
        let e = SetupError::NoCell {
            at: "castling".into(),
            name: "Z".repeat(300),
            variant: "tetrahedral",
        };
        let text = e.to_string();
        assert!(text.starts_with("castling: no cell \"ZZ"), "{text}");
        assert!(text.contains("(300 bytes in all)"), "{text}");
        let e = SetupError::NotALetter {
            letter: 'z',
            cell: "Ia1".into(),
            letters: "KRNDP".into(),
        };
        assert_eq!(e.to_string(), "cells: 'z' at Ia1 is not one of KRNDP or .");
    }

    #[test]
    fn a_game_without_castling_names_no_home() {
        let e = SetupError::CastlingRight {
            cell: "Aa1".into(),
            homes: Vec::new(),
        };
        assert_eq!(
            e.to_string(),
            "castling Aa1: a castling right belongs only to  holding its unmoved piece, each named once"
        );
    }

    #[test]
    fn the_seam_keeps_the_text_and_says_rejected() {
        let e = SetupError::ToMoveNotText;
        assert_eq!(
            VariantError::from(e),
            VariantError::Rejected("to_move: white or black".into())
        );
    }
}

mod core_check {

    use congruent::core::check::*;

    #[test]
    fn lines_come_in_order_as_each_check_ends() {
        let checks = vec![
            Check::new("holds", || Ok("3 cells".into())),
            Check::new("breaks", || Err("cell 2".into())),
        ];
        let mut seen = Vec::new();
        let mut started = Vec::new();
        let (text, passed) = run_all(
            checks,
            |_, n| started.push(n.to_string()),
            |l| seen.push(l.to_string()),
        );
        assert!(!passed);
        assert_eq!(started, ["holds", "breaks"]);
        assert_eq!(seen.len(), 2);
        assert!(seen[0].starts_with("PASS holds") && seen[1].starts_with("FAIL breaks"));
        assert!(text.ends_with("1 passed, 1 failed\n"), "{text}");
    }
}

mod core_input {

    use congruent::core::input::*;

    #[test]
    fn duplicate_keys_are_named_at_any_depth() {
        let e = parse_json(r#"{"pieces":[{"side":"white","side":"black"}]}"#).unwrap_err();
        assert!(e.starts_with("duplicate key \"side\" at line 1"), "{e}");
        assert_eq!(
            parse_json(r#"{"a":[1,-2,3.5,null,true,"x"]}"#).unwrap(),
            serde_json::json!({"a":[1,-2,3.5,null,true,"x"]})
        );
        assert!(parse_json("{} x").unwrap_err().contains("trailing"));
    }

    #[test]
    fn reads_stop_at_the_limit() {
        let e = read_bounded(std::io::repeat(0), 1000, "stdin").unwrap_err();
        assert!(e.contains("more than 1000 bytes"), "{e}");
        assert_eq!(read_bounded(&b"abc"[..], 3, "x").unwrap(), "abc");
    }

    #[test]
    fn excerpts_are_short() {
        assert_eq!(excerpt("K5,4"), "\"K5,4\"");
        let long = "x".repeat(1_000_000);
        let e = excerpt(&long);
        assert!(e.len() < 80 && e.ends_with("(1000000 bytes in all)"), "{e}");
    }
}

mod core_shard {

    use serde_json::{Map, Value};

    use congruent::core::shard::*;

    fn shard(i: usize, of: usize, moves: &[(&str, u64)]) -> ShardResult {
        ShardResult {
            variant: "goff".into(),
            options: Map::new(),
            position: Value::Null,
            depth: 3,
            shard: i,
            of,
            nodes: moves.iter().map(|m| m.1).sum(),
            moves: moves.iter().map(|(k, n)| (k.to_string(), *n)).collect(),
        }
    }

    #[test]
    fn shards_sum_and_refuse_what_does_not_fit() {
        let a = shard(0, 2, &[("a", 3), ("c", 4)]);
        let b = shard(1, 2, &[("b", 5)]);
        assert_eq!(merge(&[a.clone(), b.clone()]).unwrap().nodes, 12);
        assert!(merge(std::slice::from_ref(&a))
            .unwrap_err()
            .contains("shard 1/2 is missing"));
        assert!(merge(&[a.clone(), a.clone()])
            .unwrap_err()
            .contains("twice"));
        let deeper = ShardResult {
            depth: 4,
            ..b.clone()
        };
        assert!(merge(&[a.clone(), deeper])
            .unwrap_err()
            .contains("another count"));
        let wrong = ShardResult { nodes: 6, ..b };
        assert!(merge(&[a, wrong]).unwrap_err().contains("do not sum"));
        assert!(merge(&[]).is_err());
    }

    #[test]
    fn perft_0_is_the_position_once() {
        let zero = |i, nodes| ShardResult {
            depth: 0,
            nodes,
            ..shard(i, 2, &[])
        };
        assert_eq!(merge(&[zero(0, 1), zero(1, 0)]).unwrap().nodes, 1);
        for bad in [[zero(0, 0), zero(1, 0)], [zero(0, 1), zero(1, 1)]] {
            assert!(merge(&bad).unwrap_err().contains("perft(0)"));
        }
    }

    #[test]
    fn shard_numbers() {
        assert_eq!(parse_shard("0/4"), Ok((0, 4)));
        assert_eq!(parse_shard("3/4"), Ok((3, 4)));
        for bad in ["4/4", "1", "a/2", "1/0", "-1/3"] {
            assert!(parse_shard(bad).is_err(), "{bad}");
        }
    }
}

mod goff_engine {

    use congruent::goff::geometry::{Bitboard, Quadrant, Tile, MAX_PERIMETER};

    use congruent::goff::engine::*;
    use congruent::goff::geometry::AdvancementSquare;

    /// The masked squares are the geometry's squares, tile for tile.
    #[test]
    fn advancement_squares_from_the_masks() {
        for s in Tile::all() {
            for (q, &quadrant) in Quadrant::all().iter().enumerate() {
                for p in 1..=MAX_PERIMETER {
                    let square = AdvancementSquare {
                        source: s.coords(),
                        quadrant,
                        perimeter: p,
                    };
                    let tiles: Bitboard = square.tiles().collect();
                    assert_eq!(advancement_square(s, q, p), tiles, "{s} {q} {p}");
                }
            }
        }
    }
}

mod goff_game_fission {
    use congruent::goff::game::fission::{fission_options, fission_options_plain};
    use congruent::goff::pieces::PieceKind;
    use congruent::goff::samples::positions;

    /// The compiled conjunctions (masks found once per tile) give every
    /// stack the fissions the rule's plain reading gives, in the same
    /// order, on 400 random positions of 2-40 pieces.
    #[test]
    fn compiled_fissions_are_the_plain_ones() {
        let mut stacks = 0;
        let mut found = 0;
        for pos in positions(43, 400) {
            for (s, piece) in pos.pieces().filter(|(_, p)| p.kind == PieceKind::Stack) {
                let fast = fission_options(&pos, s, piece.side);
                assert_eq!(fast, fission_options_plain(&pos, s, piece.side), "{s}");
                stacks += 1;
                found += fast.len();
            }
        }
        assert!(
            stacks > 300 && found > 10_000,
            "{stacks} stacks, {found} fissions"
        );
    }
}

mod goff_engine_tables {
    use congruent::goff::geometry::{Bitboard, Tile, MAX_PERIMETER};

    use congruent::goff::engine::tables::*;

    /// A segment read off the whole ray is the ray's first `m` steps.
    #[test]
    fn a_segment_is_the_first_steps_of_its_ray() {
        for s in Tile::all() {
            for (r, ray) in TABLES.rays().iter().enumerate() {
                for m in 0..=MAX_PERIMETER {
                    let steps: Bitboard = (1..=m as i8)
                        .map_while(|n| s.step(ray.vector(), n))
                        .collect();
                    assert_eq!(TABLES.segment(s, r, m), steps, "{s} {ray:?} {m}");
                }
            }
        }
    }
}

mod goff_quantum_notation {

    use congruent::goff::geometry::Vector;
    use congruent::goff::pieces::Side;

    use congruent::goff::quantum::notation::*;

    #[test]
    fn every_shape_of_the_chapter_round_trips() {
        for text in [
            "P(K2,2) -- [K4,4]",
            "P(K7,7) -- [K8,8]q",
            "R(KR3,3) -- [KR6,6]5",
            "R(K4,4) -- [K4,7]5,5",
            "R(KB3,1) -- [KB3,3]H1,L9",
            "N(KB6,3) -- [KR6,3]R",
            "S(Q1,1) -- [Q5,5]17,17,5",
            "R(KR3,4) -- [KR7,9]7",
            "R -- [KR6,6]5",
        ] {
            let m = QuantumMove::parse(text, Side::White).unwrap();
            assert_eq!(m.to_text(Side::White), text);
        }
        let black = QuantumMove::parse("R(QR4,4) -- [Q4,4]L7,R3", Side::Black).unwrap();
        assert_eq!(black.anchor, Some(Vector::new(1, 5, 5)));
        assert_eq!(black.to_text(Side::Black), "R(QR4,4) -- [Q4,4]L7,R3");
    }

    #[test]
    fn bad_moves_say_what_is_wrong() {
        for (text, says) in [
            ("R(KR3,3) - [KR6,6]5", "expected PIECE"),
            ("X(KR3,3) -- [KR6,6]5", "piece letter"),
            ("R(KR3,3) -- [KR6,6]4", "even"),
            ("R(KZ3,3) -- [KR6,6]5", "unknown level"),
            ("N(KB6,3) -- [KR6,3]Q", "attempts"),
            ("R(KR3,3) -- [KR6,6]X5", "plane letter"),
            ("R(KR3,3) -- [KR6,16]5", "malformed tile"),
        ] {
            let e = QuantumMove::parse(text, Side::White)
                .unwrap_err()
                .to_string();
            assert!(e.contains(says), "{text}: {e}");
        }
    }
}

mod picture_svg {
    use congruent::core::variant::CellInfo;
    use congruent::picture::svg::*;
    use congruent::picture::{unit_for, Layout, Scene};
    use serde_json::json;

    /// One 4x4 level, cells `a1`..`d4`.
    fn board() -> Vec<CellInfo> {
        (0..16)
            .map(|i: i8| CellInfo {
                colour: if (i % 4 + i / 4) % 2 == 0 {
                    "dark"
                } else {
                    "light"
                },
                coords: [i % 4, i / 4, 0],
                level: "L",
                name: format!("{}{}", (b'a' + (i % 4) as u8) as char, i / 4 + 1),
            })
            .collect()
    }

    /// `n` virtual pieces on b2, weights 1..=n.
    fn scene(n: usize) -> Scene {
        let kinds = ["pawn", "knight", "bishop", "rook"];
        let pieces: Vec<_> = (0..n)
            .map(|k| json!({"side": "white", "kind": kinds[k], "tile": "b2", "weight": k + 1}))
            .collect();
        Scene::new("t".into(), board(), &json!({ "pieces": pieces }))
    }

    /// A grid tile holds two virtual pieces with their weights, heaviest
    /// first; beyond two it shows the heaviest and how many more; a
    /// stacked tile holds one and says how many more beside it. Every one
    /// is named in the tile's title.
    #[test]
    fn a_tile_shows_the_virtual_pieces_it_holds_and_counts_the_rest() {
        for (n, layout, glyphs, more) in [
            (2, Layout::Grid, 2, None),
            (4, Layout::Grid, 1, Some("+3")),
            (1, Layout::Stacked, 1, None),
            (3, Layout::Stacked, 1, Some("+2")),
        ] {
            let s = scene(n);
            let svg = s.svg(layout, unit_for(&s, layout));
            let drawn = svg.matches(r#"<g class="piece" data-cell="b2">"#).count();
            assert_eq!(drawn, glyphs, "{n} pieces, {layout:?}");
            let plus = svg.contains(r#"class="more""#);
            assert_eq!(plus, more.is_some(), "{n} pieces, {layout:?}");
            if let Some(m) = more {
                assert!(svg.contains(&format!("{HALO}>{m}</text>")), "{svg}");
            }
            // The heaviest is drawn, with its weight; the lightest only
            // where all fit.
            let weight = |w: usize| svg.contains(&format!("{HALO}>{w}</text>"));
            assert!(weight(n), "{n}: {svg}");
            assert_eq!(weight(1), more.is_none() || n == 1, "{n}: {svg}");
            let title = svg.split("data-cell=\"b2\"><title>").nth(1).unwrap();
            let title = title.split("</title>").next().unwrap();
            assert_eq!(title.matches(" histories").count(), n, "{title}");
        }
    }
}

mod referee_checks {

    use congruent::referee::checks::published_perft;

    /// The page's tables read as the counts they show, markup dropped.
    #[test]
    fn the_published_counts_read_from_spec_perft() {
        let goff = published_perft("goff");
        assert_eq!(goff[..3], [(1, 72), (2, 5_184), (3, 620_060)]);
        let tetra = published_perft("tetrahedral");
        assert_eq!(tetra[3], (4, 1_301_204));
        assert_eq!(tetra.len(), 6, "the count in italics is left out");
        assert_eq!(published_perft("third-dimension").len(), 6, "and in bold");
        assert_eq!(
            published_perft("goff-quantum")[2],
            (3, 54_564),
            "a time in brackets"
        );
        assert!(published_perft("no-such-variant").is_empty());
    }
}

mod referee_conform_html {
    use congruent::referee::conform::Summary;

    use congruent::referee::suite::{Case, Verdict};

    use std::collections::BTreeSet;

    use congruent::referee::conform::html::*;

    fn case(id: &str) -> Case {
        serde_json::from_value(serde_json::json!({
            "id": id, "variant": "goff", "rules": ["CR49"], "source": "test",
            "op": "reach", "input": {"position": null}, "expect": {}
        }))
        .expect("a case")
    }

    /// The first failing case of each group is drawn before a second of
    /// any group.
    #[test]
    fn one_case_of_each_group_comes_first() {
        let cases: Vec<Case> = ["a/1", "a/2", "a/3", "b/1", "b/2", "c"].map(case).to_vec();
        let fail = Verdict::Pass;
        let order = drawing_order(cases.iter().map(|c| (c, &fail)).collect());
        let ids: Vec<&str> = order.iter().map(|(c, _)| c.id.as_str()).collect();
        assert_eq!(ids, ["a/1", "b/1", "c", "a/2", "a/3", "b/2"]);
    }

    /// Once failing cases are measured, the per-rule table marks broken
    /// the rules their mutants point to, not every rule the failing cases
    /// carry as tags; unmeasured, the tags decide.
    #[test]
    fn the_per_rule_table_marks_the_measured_rules() {
        let tagged = |id: &str, rules: &[&str]| {
            let mut c = case(id);
            c.rules = rules.iter().map(|r| r.to_string()).collect();
            c
        };
        let cases = vec![
            tagged("castle/1", &["CR49", "CR12", "CR30"]),
            tagged("castle/2", &["CR49", "CR12"]),
            tagged("rook/1", &["CR12"]),
        ];
        let fail = Verdict::Fail {
            missing: vec!["K1,1-K1,3 castle".into()],
            extra: vec![],
            notes: vec![],
            reported: vec![],
        };
        let results = vec![fail.clone(), fail, Verdict::Pass];
        let mut summary = Summary::of(&cases, &results);
        let row = |table: &str, rule: &str| {
            table
                .lines()
                .find(|l| l.contains(&format!("<td>{rule}</td>")))
                .unwrap_or_else(|| panic!("no row for {rule} in {table}"))
                .to_string()
        };
        // By tags: every rule a failing case carries is broken.
        let table = rule_table(&summary, &cases, &summary.rows());
        for rule in ["CR49", "CR12", "CR30"] {
            assert!(
                row(&table, rule).starts_with("<tr class=\"broken\">"),
                "{table}"
            );
        }
        // Measured: both failing cases point to CR49 alone.
        summary.measured_cases = ["castle/1", "castle/2"]
            .map(|id| (id.to_string(), BTreeSet::from(["CR49".to_string()])))
            .into();
        let table = rule_table(&summary, &cases, &summary.rows());
        assert!(
            row(&table, "CR49").starts_with(
                "<tr class=\"broken\"><td>CR49</td><td>2</td><td>0</td><td>2</td><td>2</td>"
            ),
            "{table}"
        );
        for rule in ["CR12", "CR30"] {
            assert!(
                row(&table, rule).starts_with(&format!("<tr><td>{rule}</td>")),
                "{table}"
            );
            assert!(row(&table, rule).contains("<td>0</td>"), "{table}");
        }
        // The measured rule comes first.
        let first = table
            .lines()
            .find(|l| l.starts_with("<tr class") || l.starts_with("<tr><td"));
        assert!(
            first.is_some_and(|l| l.contains("<td>CR49</td>")),
            "{table}"
        );
    }
}

mod referee_conform_patterns {

    use congruent::referee::conform::patterns::{note_pattern, reduced};

    /// A rook's three steps reduce to one straight step; a leap stays.
    #[test]
    fn steps_reduce_to_a_direction() {
        assert_eq!(reduced(&[1, 1, 1], &[1, 4, 1]), ([0, 0, 1], 3));
        assert_eq!(reduced(&[3, 3, 3], &[1, 5, 2]), ([1, 2, 2], 1));
        assert_eq!(reduced(&[0, 0, 0], &[2, 2, 0]), ([0, 1, 1], 2));
    }

    #[test]
    fn notes_differ_by_words_not_numbers() {
        assert_eq!(
            note_pattern("12 moves, expected 7"),
            note_pattern("3 moves, expected 40")
        );
    }
}

mod referee_conform_support {

    use congruent::referee::suite::Case;
    use serde_json::{json, Value};

    use congruent::referee::conform::support::*;

    fn case(variant: &str, op: &str, options: Value) -> Case {
        serde_json::from_value(json!({
            "id": "t", "variant": variant, "rules": [], "source": "test", "op": op,
            "options": options, "input": {"position": {}}, "expect": {}
        }))
        .expect("a case")
    }

    /// congruent's own hello declares everything; a boolean option sent
    /// as `true` matches its declared value `"true"`.
    #[test]
    fn serve_supports_every_case() {
        let hello = read_hello(&congruent::referee::protocol::hello(&Default::default())).unwrap();
        let s = &hello.support;
        assert_eq!(s.outside(&case("goff", "reach", json!({}))), None);
        assert_eq!(
            s.outside(&case("goff", "perft", json!({"brook_balance": true}))),
            None
        );
        assert_eq!(
            s.outside(&case("goff", "perft", json!({"king": "natural"}))),
            None
        );
        assert!(s
            .outside(&case("goff", "perft", json!({"king": "sideways"})))
            .is_some());
    }

    /// Declarations narrow what is sent; what is not declared is all.
    #[test]
    fn declarations_skip_cases() {
        let hello = read_hello(&json!({"protocol": 1, "ops": ["moves", "perft"],
            "variants": [{"id": "goff", "options": [{"key": "king", "values": ["linear"]}]},
                         {"id": "tetrahedral"}]}))
        .unwrap();
        let s = &hello.support;
        assert!(s
            .outside(&case("goff", "reach", json!({})))
            .unwrap()
            .contains("op reach"));
        assert_eq!(s.outside(&case("goff", "moves", json!({}))), None);
        assert!(s
            .outside(&case("goff", "moves", json!({"king": "natural"})))
            .unwrap()
            .contains("king=natural"));
        assert!(s
            .outside(&case("goff", "moves", json!({"motion": "ram"})))
            .is_some());
        assert!(s
            .outside(&case("third-dimension", "moves", json!({})))
            .is_some());
        assert!(s.check_variant("third-dimension").is_err());
        assert!(s.check_variant("tetrahedral").is_ok());
        let old = read_hello(&json!({"protocol": 1})).unwrap();
        assert_eq!(
            old.support
                .outside(&case("goff", "reach", json!({"king": "x"}))),
            None
        );
        assert!(read_hello(&json!({"protocol": 2})).is_err());
        assert!(read_hello(&json!({"variants": [{"id": "goff", "pieces": "rook"}]})).is_err());
        assert!(read_hello(&json!({"variants": [{"id": "goff", "move_kinds": [1]}]})).is_err());
        assert!(read_hello(&json!({"variants": {"goff": {}}})).is_err());
    }
}

mod referee_suite {

    use congruent::referee::suite::rule_order;

    /// Rules of every variant sort by their numbers: CR 2 before CR 10,
    /// D4 before D10, names without numbers after.
    #[test]
    fn rules_sort_in_numeric_order() {
        let mut rules = ["D10", "CR10", "D4", "stack", "CR2", "D11"];
        rules.sort_by_key(|r| rule_order(r));
        assert_eq!(rules, ["CR2", "CR10", "D4", "D10", "D11", "stack"]);
    }
}
