//! Positional 3-D Chess (seed 001): the three versions' boards and
//! arrays, the counts the reading map derives for the start, promotion by
//! transfer to the rows the text names, turns on two boards, check across
//! boards, mates that freeze a board, and the core against the literal
//! reference.

use crate::common::facts;
use congruent::cells::game::{Definition, MoveKind};
use congruent::cells::games::positional::checks::{
    each_option, first_moves_per_board, two_plies_along_random_games,
};
use congruent::cells::games::positional::game::{Game, Kind, Move, Piece, Positional};
use congruent::cells::games::positional::Version;
use congruent::core::variant::{Validation, Variant};
use congruent::goff::pieces::Side;

fn v(version: Version) -> Positional {
    Positional::adopted(version)
}

fn place(g: &mut Game, pieces: &[(Side, Kind, &str)]) {
    for &(side, kind, cell) in pieces {
        g.put(g.cell(cell), Some(Piece { side, kind }));
    }
}

fn distinct_names(g: &Game, cells: impl IntoIterator<Item = u16>) -> Vec<String> {
    let mut v: Vec<String> = cells
        .into_iter()
        .map(|c| g.board().cell(c).name.clone())
        .collect();
    v.sort();
    v.dedup();
    v
}

/// 128, 147 and 144 cells (001:L7, L49, L71).
#[test]
fn the_boards() {
    for (version, cells, boards) in [
        (Version::Eight, 128, 2),
        (Version::Seven, 147, 3),
        (Version::Six, 144, 4),
    ] {
        let d = v(version);
        assert_eq!(d.board().len(), cells);
        assert_eq!(d.levels().len(), boards);
    }
}

/// The start as the reading map derives it from the arrays: per board
/// 19 / 15 / 13 first moves without the Falcon, 4 / 1 / 0 falcon moves
/// under our reading, so 529, 768 and 1014 first turns (23x23, 3x16x16,
/// 6x13x13); no pawn can move.
#[test]
fn the_first_turns() {
    for (version, per_board, turns) in [
        (Version::Eight, 23, 529),
        (Version::Seven, 16, 768),
        (Version::Six, 13, 1014),
    ] {
        let d = v(version);
        assert_eq!(first_moves_per_board(d), per_board, "{version:?}");
        let g = d.initial();
        let t = g.legal_turns();
        assert_eq!(t.len(), turns, "{version:?}");
        for turn in &t {
            assert_eq!(turn.len(), 2);
            let boards: Vec<u8> = turn
                .iter()
                .map(|m| g.board().cell(m.from.unwrap()).level)
                .collect();
            assert_ne!(boards[0], boards[1], "two different boards");
            for m in turn {
                assert_ne!(g.piece(m.from.unwrap()).unwrap().kind, Kind::Pawn);
            }
        }
    }
}

#[test]
fn perft_core_equals_reference_under_every_option() {
    for version in Version::ALL {
        for o in each_option(v(version)) {
            let g = o.initial();
            let depth = if o.per_turn == congruent::cells::games::positional::game::PerTurn::All {
                1
            } else {
                2
            };
            assert_eq!(g.perft(depth), g.reference().perft(depth), "{o:?}");
        }
    }
}

/// Perft's last two plies counted from each board's answers equal the
/// turns played one by one along random games under every option but the
/// `mates` readings, checks and promotions among their positions.
#[test]
fn two_plies_counted_by_boards_equal_every_turn_played() {
    let (mut checked, mut promoting) = (0, 0);
    for version in Version::ALL {
        // The readings of mates change no count until a mate.
        for o in each_option(v(version))
            .into_iter()
            .filter(|o| !o.first_two_mates)
        {
            let plies = match o.per_turn {
                congruent::cells::games::positional::game::PerTurn::All => 4,
                _ => 30,
            };
            let seen = two_plies_along_random_games(o, 1, plies, 0x2F1)
                .unwrap_or_else(|e| panic!("{o:?}: {e}"));
            checked += seen.checked;
            promoting += seen.promoting;
        }
    }
    assert!(
        checked > 0 && promoting > 0,
        "{checked} checks, {promoting} promotions"
    );
}

/// The core and the reference give every piece the same cells and
/// attacks on random positions, under every option.
#[test]
fn positional_destinations_agree_on_random_positions() {
    for version in Version::ALL {
        for o in each_option(v(version)) {
            let outcome = congruent::cells::checks::differential(o, 100, 0x905);
            assert!(outcome.is_ok(), "{o:?}: {outcome:?}");
        }
    }
}

/// The cells a promoting pawn's piece may be placed on.
fn placements(d: Positional, side: Side, pawn: &str, kings: &[(Side, Kind, &str)]) -> Vec<String> {
    let mut g = Game::new(d);
    g.to_move = side;
    place(&mut g, kings);
    place(&mut g, &[(side, Kind::Pawn, pawn)]);
    let from = g.cell(pawn);
    let at: Vec<u16> = g
        .legal_turns()
        .into_iter()
        .filter(|t| t[0].from == Some(from))
        .map(|t| {
            assert_eq!(t.len(), 1, "a promotion is the whole turn (001:L35)");
            match t[0].kind {
                MoveKind::Transfer(_, at) => at,
                other => panic!("{other:?}"),
            }
        })
        .collect();
    distinct_names(&g, at)
}

fn row(board: &str, squares: &[String]) -> Vec<String> {
    let mut v: Vec<String> = squares.iter().map(|c| format!("{board}{c}")).collect();
    v.sort();
    v
}

fn rank(files: std::ops::RangeInclusive<char>, r: u8) -> Vec<String> {
    files.map(|f| format!("{f}{r}")).collect()
}

fn file(f: char, ranks: std::ops::RangeInclusive<u8>) -> Vec<String> {
    ranks.map(|r| format!("{f}{r}")).collect()
}

fn kings(boards: &[&str], white: &str, black: &str) -> Vec<(Side, Kind, String)> {
    boards
        .iter()
        .flat_map(|b| {
            [
                (Side::White, Kind::King, format!("{b}{white}")),
                (Side::Black, Kind::King, format!("{b}{black}")),
            ]
        })
        .collect()
}

fn with_kings(k: &[(Side, Kind, String)]) -> Vec<(Side, Kind, &str)> {
    k.iter()
        .map(|(s, kind, c)| (*s, *kind, c.as_str()))
        .collect()
}

/// 001:L33: White on X rank 8 to Y rank 1, Black on X rank 1 to Y rank 8,
/// and the reverse from Y.
#[test]
fn promotion_8x8x2_goes_to_the_other_boards_far_row() {
    let d = v(Version::Eight);
    let k = kings(&["X", "Y"], "h4", "h6");
    let k = with_kings(&k);
    assert_eq!(
        placements(d, Side::White, "Xa7", &k),
        row("Y", &rank('a'..='h', 1))
    );
    assert_eq!(
        placements(d, Side::Black, "Xa2", &k),
        row("Y", &rank('a'..='h', 8))
    );
    assert_eq!(
        placements(d, Side::White, "Ya7", &k),
        row("X", &rank('a'..='h', 1))
    );
    assert_eq!(
        placements(d, Side::Black, "Ya2", &k),
        row("X", &rank('a'..='h', 8))
    );
}

/// 001:L69: a2-a6 and g2-g6 of either other board, the same for both
/// sides.
#[test]
fn promotion_7x7x3_goes_to_the_edge_files_of_the_other_boards() {
    let d = v(Version::Seven);
    let k = kings(&["1", "2", "3"], "d1", "d3");
    let k = with_kings(&k);
    let mut edge = file('a', 2..=6);
    edge.extend(file('g', 2..=6));
    let mut expected = row("2", &edge);
    expected.extend(row("3", &edge));
    expected.sort();
    assert_eq!(placements(d, Side::White, "1c6", &k), expected);
    assert_eq!(placements(d, Side::Black, "1c2", &k), expected);
}

/// 001:L89: A to B rank 1 / 6, B to C file a / f, C to D file f / a, D to
/// A rank 6 / 1; a full row falls back to the orthogonal perimeter rows.
#[test]
fn promotion_6x6x4_follows_the_transfer_table() {
    let d = v(Version::Six);
    let k = kings(&["A", "B", "C", "D"], "c2", "d5");
    let kk = with_kings(&k);
    let f = 'a'..='f';
    assert_eq!(
        placements(d, Side::White, "Aa5", &kk),
        row("B", &rank(f.clone(), 1))
    );
    assert_eq!(
        placements(d, Side::Black, "Aa2", &kk),
        row("B", &rank(f.clone(), 6))
    );
    assert_eq!(
        placements(d, Side::White, "Ba5", &kk),
        row("C", &file('a', 1..=6))
    );
    assert_eq!(
        placements(d, Side::Black, "Ba2", &kk),
        row("C", &file('f', 1..=6))
    );
    assert_eq!(
        placements(d, Side::White, "Ca5", &kk),
        row("D", &file('f', 1..=6))
    );
    assert_eq!(
        placements(d, Side::Black, "Ca2", &kk),
        row("D", &file('a', 1..=6))
    );
    assert_eq!(
        placements(d, Side::White, "Da5", &kk),
        row("A", &rank(f.clone(), 6))
    );
    assert_eq!(
        placements(d, Side::Black, "Da2", &kk),
        row("A", &rank(f.clone(), 1))
    );
    // B's rank 1 full: the piece goes to an empty square of file a or f.
    let mut full = k.clone();
    for c in rank(f, 1) {
        full.push((Side::White, Kind::Rook, format!("B{c}")));
    }
    let mut fallback = file('a', 2..=6);
    fallback.extend(file('f', 2..=6));
    assert_eq!(
        placements(d, Side::White, "Aa5", &with_kings(&full)),
        row("B", &fallback)
    );
}

/// A king in check on a board the turn does not touch makes the turn
/// illegal (spec: check-across-boards): every turn then moves on that
/// board.
#[test]
fn a_check_on_one_board_must_be_answered_there() {
    let d = v(Version::Seven);
    let mut g = d.initial();
    // Board 2 cleared but for the kings and a black rook checking White's
    // king along its rank.
    let board_2: Vec<u16> = g
        .board()
        .ids()
        .filter(|&c| g.board().cell(c).level == 1)
        .collect();
    for c in board_2 {
        g.put(c, None);
    }
    place(
        &mut g,
        &[
            (Side::White, Kind::King, "2d6"),
            (Side::Black, Kind::King, "2d1"),
            (Side::Black, Kind::Rook, "2a6"),
        ],
    );
    assert!(g.in_check(Side::White));
    let turns = g.legal_turns();
    assert!(!turns.is_empty());
    for t in &turns {
        assert!(
            t.iter().any(|m| g.board().cell(m.from.unwrap()).level == 1),
            "{t:?}"
        );
    }
}

/// 7x7x3: a mate freezes its board and counts for the mater; the game
/// goes on; a second mate ends it (001:L69; spec: mates).
#[test]
fn a_mate_freezes_its_board_and_two_end_the_game() {
    let d = v(Version::Seven);
    let mut g = Game::new(d);
    place(
        &mut g,
        &[
            (Side::Black, Kind::King, "1a1"),
            (Side::White, Kind::King, "1b3"),
            (Side::White, Kind::Rook, "1g2"),
            (Side::White, Kind::King, "2a1"),
            (Side::Black, Kind::King, "2g7"),
            (Side::White, Kind::King, "3a1"),
            (Side::Black, Kind::King, "3g7"),
        ],
    );
    let (from, to) = (g.cell("1g2"), g.cell("1g1"));
    let turn = g
        .legal_turns()
        .into_iter()
        .find(|t| t.iter().any(|m| m.from == Some(from) && m.to == to))
        .expect("Rg1 with a move on another board");
    let after = g.play_turn(&turn);
    assert_eq!(after.frozen, [0]);
    assert_eq!(after.mates, [1, 0]);
    assert_eq!(after.status(), "ongoing");
    assert!(
        !after.in_check(Side::Black),
        "a frozen board's king is out of play"
    );
    // Its JSON and compact forms keep the frozen board and the mates.
    let json = d.to_json(&after);
    assert_eq!(json["frozen"], serde_json::json!(["1"]));
    let back = d.parse(&d, &json, Validation::Legal).unwrap();
    assert_eq!(back.frozen, after.frozen);
    assert!(d.to_compact(&after).ends_with(" 1 1/0"));
    // A second mate ends the game.
    let mut two = after.clone();
    two.mates = [2, 0];
    assert_eq!(two.status(), "checkmate");
    assert!(two.legal_turns().is_empty());
}

/// 8x8x2: "checkmate of any King wins" (001:L35): a mated king on one
/// board leaves no legal turn.
#[test]
fn in_8x8x2_one_mate_ends_the_game() {
    let d = v(Version::Eight);
    let mut g = Game::new(d);
    place(
        &mut g,
        &[
            (Side::White, Kind::King, "Xa1"),
            (Side::Black, Kind::King, "Xb3"),
            (Side::Black, Kind::Rook, "Xh1"),
            (Side::White, Kind::King, "Ya1"),
            (Side::Black, Kind::King, "Yh8"),
        ],
    );
    assert_eq!(g.status(), "checkmate");
    assert!(g.legal_turns().is_empty());
    assert_eq!(g.mates, [0, 0], "8x8x2 counts no mates: the game is over");
}

/// Every version's array, rank by rank as the text draws it (001:L15-L85),
/// on every board, and its cell count.
#[test]
fn the_arrays_are_the_texts() {
    let f = facts("positional");
    for version in Version::ALL {
        let d = v(version);
        let fact = &f["versions"][Definition::id(&d)];
        assert_eq!(
            fact["cells"]["value"].as_u64().unwrap() as usize,
            d.board().len()
        );
        let g = d.initial();
        for (rank, text) in fact["array"]["ranks"].as_object().unwrap() {
            for (board, _) in d.levels().iter().enumerate() {
                let drawn: String = text.as_str().unwrap().chars().collect();
                let ours: String =
                    g.board()
                        .ids()
                        .filter(|&c| g.board().cell(c).level as usize == board)
                        .filter(|&c| (g.board().cell(c).coords[1] + 1).to_string() == *rank)
                        .map(|c| match g.piece(c) {
                            None => '*',
                            Some(p) if p.side == Side::White => {
                                congruent::cells::game::PieceKinds::letter(p.kind)
                            }
                            Some(p) => congruent::cells::game::PieceKinds::letter(p.kind)
                                .to_ascii_lowercase(),
                        })
                        .collect();
                assert_eq!(
                    ours,
                    drawn,
                    "{} board {board} rank {rank}",
                    Definition::id(&d)
                );
            }
        }
    }
}

/// The transfer table of 001:L33 and L89, row by row: a promotion from
/// the first board lands on the named board's named row.
#[test]
fn the_transfer_tables_are_the_texts() {
    let f = facts("positional");
    for version in [Version::Eight, Version::Six] {
        let d = v(version);
        let n = version.size();
        let letters: Vec<char> = ('a'..).take(n as usize).collect();
        let boards = d.levels();
        let k = kings(boards, "c2", "d5");
        let kk = with_kings(&k);
        for r in f["versions"][Definition::id(&d)]["transfer"]["rows"]
            .as_array()
            .unwrap()
        {
            let [side, from, to, line] = [0, 1, 2, 3].map(|i| r[i].as_str().unwrap());
            let side = if side == "white" {
                Side::White
            } else {
                Side::Black
            };
            let pawn = match side {
                Side::White => format!("{from}a{}", n - 1),
                Side::Black => format!("{from}a2"),
            };
            let (what, which) = line.split_once(' ').unwrap();
            let squares: Vec<String> = match what {
                "rank" => letters.iter().map(|f| format!("{f}{which}")).collect(),
                _ => (1..=n).map(|r| format!("{which}{r}")).collect(),
            };
            let expected: Vec<String> = row(to, &squares)
                .into_iter()
                .filter(|c| !k.iter().any(|(_, _, kc)| kc == c))
                .collect();
            assert_eq!(
                placements(d, side, &pawn, &kk),
                expected,
                "{} {r}",
                Definition::id(&d)
            );
        }
    }
}

/// 6x6x4, "The first two checkmates establish the winner" (001:L89): by
/// default the first side to mate twice wins, so one mate each plays on;
/// under `mates=first-two` the game's first two mates end it, one each a
/// draw (spec: mates).
#[test]
fn one_mate_each_in_6x6x4_plays_on_or_draws() {
    for (first_two, status) in [(false, "ongoing"), (true, "draw")] {
        let d = Positional {
            first_two_mates: first_two,
            ..v(Version::Six)
        };
        let mut g = Game::new(d);
        place(
            &mut g,
            &[
                (Side::White, Kind::King, "Aa1"),
                (Side::Black, Kind::King, "Af6"),
                (Side::White, Kind::King, "Ba1"),
                (Side::Black, Kind::King, "Bf6"),
                (Side::White, Kind::King, "Ca1"),
                (Side::Black, Kind::King, "Cf6"),
                (Side::White, Kind::King, "Da1"),
                (Side::Black, Kind::King, "Df6"),
            ],
        );
        g.frozen = vec![0, 1];
        g.mates = [1, 1];
        assert_eq!(g.status(), status, "first-two {first_two}");
        assert_eq!(g.legal_turns().is_empty(), first_two);
        // Two mates by one side win under both readings.
        g.mates = [2, 0];
        assert_eq!(g.status(), "checkmate", "first-two {first_two}");
    }
}

/// Issue 22: a promotion answers a mate only if it is legal (spec:
/// mates). 7x7x3, White to move; the only block of 1a7's check after
/// `1d1-1a1` would be Black's promotion 2c2-2c1 placed on 1a2-1a6, but the
/// rook on 2g2 pins that pawn to the king on 2a2. After each White turn
/// that keeps the pin, board 1 is mated and frozen, the mate counted, and
/// Black plays on with 15 turns. It was scored as checkmate with none.
#[test]
fn a_pinned_promotion_answers_no_mate() {
    let mut g = Game::new(v(Version::Seven));
    place(
        &mut g,
        &[
            (Side::White, Kind::King, "1c6"),
            (Side::White, Kind::Rook, "1d1"),
            (Side::White, Kind::King, "2g7"),
            (Side::White, Kind::Rook, "2g2"),
            (Side::White, Kind::King, "3a1"),
            (Side::Black, Kind::King, "1a7"),
            (Side::Black, Kind::King, "2a2"),
            (Side::Black, Kind::Pawn, "2c2"),
            (Side::Black, Kind::King, "3g7"),
        ],
    );
    let (rook, corner, pin) = (g.cell("1d1"), g.cell("1a1"), g.cell("2g2"));
    let turns: Vec<_> = g
        .legal_turns()
        .into_iter()
        .filter(|t| t[0].from == Some(rook) && t[0].to == corner)
        .collect();
    assert_eq!(turns.len(), 15, "1d1-1a1 with each move on board 2 or 3");
    let (mut mated, mut pinned) = (0, 0);
    for t in &turns {
        let after = g.play_turn(t);
        assert!(
            !after.legal_turns().is_empty(),
            "Black plays on after {t:?}"
        );
        assert_eq!(after.status(), "ongoing", "{t:?}");
        if after.frozen == vec![0] {
            // Board 1 mated: the pawn still pinned (or taken), no answer.
            mated += 1;
            assert_eq!(after.mates, [1, 0]);
            if after
                .piece(after.cell("2c2"))
                .is_some_and(|p| p.kind == Kind::Pawn)
            {
                pinned += 1;
                assert_eq!(after.legal_turns().len(), 15, "{t:?}");
            }
        } else {
            // The rook left rank 2: the promotion is legal and blocks.
            assert_eq!(t[1].from, Some(pin), "{t:?}");
        }
    }
    // Nine turns keep the pin; the tenth, RxP 2g2-2c2, takes the pawn.
    assert_eq!((mated, pinned), (10, 9));
    assert_eq!(g.perft(2), 14_634);
    assert_eq!(g.reference().perft(2), 14_634);
}

/// Mates of one turn count together (spec: mates): the status by the
/// count after a turn under each reading of 6x6x4's `mates`.
#[test]
fn simultaneous_mates_by_reading() {
    let rows: [([u8; 2], [&str; 3]); 4] = [
        ([1, 0], ["ongoing", "ongoing", "ongoing"]),
        ([1, 1], ["ongoing", "draw", "draw"]),
        ([2, 0], ["checkmate", "checkmate", "checkmate"]),
        ([1, 2], ["checkmate", "checkmate", "draw"]),
    ];
    let d = v(Version::Six);
    let readings = [
        d,
        Positional {
            first_two_mates: true,
            ..d
        },
        Positional {
            first_two_mates: true,
            simultaneous_tie: true,
            ..d
        },
    ];
    for (mates, statuses) in rows {
        for (reading, status) in readings.into_iter().zip(statuses) {
            let mut g = Game::new(reading);
            // Kings on the boards still in play; A and B frozen.
            place(
                &mut g,
                &[
                    (Side::White, Kind::King, "Ca1"),
                    (Side::Black, Kind::King, "Cf6"),
                    (Side::White, Kind::King, "Da1"),
                    (Side::Black, Kind::King, "Df6"),
                ],
            );
            g.frozen = vec![0, 1];
            g.mates = mates;
            assert_eq!(
                g.status(),
                status,
                "{mates:?} {:?}",
                reading.chosen_options()
            );
        }
    }
}

/// A 7x7x3 position, White to move, of `pieces` with the boards 1 and 2
/// of their cells read as `boards[0]` and `boards[1]`: `["2", "1"]`
/// exchanges them, a symmetry of the rules (a promotion may go to either
/// other board, 001:L69).
fn mate_and_check(boards: [&str; 2], pieces: &[(Side, Kind, &str)]) -> Game {
    let mut g = Game::new(v(Version::Seven));
    for &(side, kind, cell) in pieces {
        let named = match &cell[..1] {
            "1" => format!("{}{}", boards[0], &cell[1..]),
            "2" => format!("{}{}", boards[1], &cell[1..]),
            _ => cell.to_string(),
        };
        g.put(g.cell(&named), Some(Piece { side, kind }));
    }
    g
}

/// The turn of `g` made of these moves (`from-to`), in any order.
fn turn_of(g: &Game, moves: &[&str]) -> Vec<Move> {
    g.legal_turns()
        .into_iter()
        .find(|t| {
            t.len() == moves.len()
                && moves.iter().all(|m| {
                    let (from, to) = m.split_once('-').unwrap();
                    t.iter()
                        .any(|x| x.from == Some(g.cell(from)) && x.to == g.cell(to))
                })
        })
        .unwrap_or_else(|| panic!("no turn {moves:?}"))
}

/// Issue 39 item 6 (spec: mate-with-check): a turn that mates one board
/// outright and checks another, whose only answer is a promotion onto it.
/// The mated board freezes first; the check is then answered by the
/// promotion, its king the only one in check of a board in play: one mate,
/// and Black's 20 turns are the pawn 3c2-3c1 placed on a2-a6 of the
/// checked board as each of four pieces. Until this, board order decided:
/// with the checked board first it was judged before the mated one froze,
/// the promotion refused for leaving that king attacked, and the turn
/// counted two mates and the game.
#[test]
fn a_mate_beside_a_check_counts_alike_whichever_board_comes_first() {
    let pieces = [
        (Side::White, Kind::King, "1c6"),
        (Side::White, Kind::Rook, "1d1"),
        (Side::White, Kind::King, "2b3"),
        (Side::White, Kind::Rook, "2g2"),
        (Side::White, Kind::King, "3a7"),
        (Side::Black, Kind::King, "1a7"),
        (Side::Black, Kind::King, "2a1"),
        (Side::Black, Kind::King, "3g4"),
        (Side::Black, Kind::Pawn, "3c2"),
    ];
    let mut seen = Vec::new();
    // Checked board, mated board.
    for [checked, mated] in [["1", "2"], ["2", "1"]] {
        let g = mate_and_check([checked, mated], &pieces);
        let turn = turn_of(
            &g,
            &[
                &format!("{checked}d1-{checked}a1"),
                &format!("{mated}g2-{mated}g1"),
            ],
        );
        for g in [g.clone(), g.reference()] {
            let after = g.play_turn(&turn);
            let level = |b: &str| b.parse::<u8>().unwrap() - 1;
            assert_eq!(after.frozen, [level(mated)], "mated {mated}");
            assert_eq!(after.mates, [1, 0], "mated {mated}");
            assert_eq!(after.status(), "ongoing", "mated {mated}");
            let replies = after.legal_turns();
            assert_eq!(replies.len(), 20, "mated {mated}");
            for t in &replies {
                assert!(
                    matches!(t[..], [m] if matches!(m.kind, MoveKind::Transfer(_, at)
                        if after.board().cell(at).level == level(checked))),
                    "{t:?}"
                );
            }
        }
        let perft = (g.perft(2), g.reference().perft(2));
        assert_eq!(perft.0, perft.1, "mated {mated}");
        seen.push(perft.0);
    }
    assert_eq!(seen[0], seen[1], "perft(2) of the two mirrored positions");
}

/// Two checks, each answerable only by a promotion onto its own board,
/// neither board mated outright (spec: mate-with-check): no turn of Black
/// answers both, so both are mated at once, 2-0 and the game; board order
/// once made only the first a mate and left the second answered.
#[test]
fn two_checks_answered_only_by_their_own_promotions_are_two_mates() {
    let mut g = Game::new(v(Version::Seven));
    place(
        &mut g,
        &[
            (Side::White, Kind::King, "1c6"),
            (Side::White, Kind::Rook, "1d1"),
            (Side::White, Kind::King, "2c6"),
            (Side::White, Kind::Rook, "2d1"),
            (Side::White, Kind::King, "3a7"),
            (Side::Black, Kind::King, "1a7"),
            (Side::Black, Kind::King, "2a7"),
            (Side::Black, Kind::King, "3g4"),
            (Side::Black, Kind::Pawn, "3c2"),
        ],
    );
    let turn = turn_of(&g, &["1d1-1a1", "2d1-2a1"]);
    for g in [g.clone(), g.reference()] {
        let after = g.play_turn(&turn);
        assert_eq!(after.frozen, [0, 1]);
        assert_eq!(after.mates, [2, 0]);
        assert_eq!(after.status(), "checkmate");
        assert!(after.legal_turns().is_empty());
    }
}
