//! Positional 3-D Chess's checks for `congruent verify --variant
//! positional-*` and its conformance suites.

use super::game::{Game, Kind, PerTurn, Piece, Positional};
use super::Version;
use crate::cells::checks::{self, Outcome};
use crate::cells::game::{Definition, MoveKind};
use crate::core::case::{Case, Expect};
use crate::core::check::Check;
use crate::core::rng::Rng;
use crate::core::side::Side;
use crate::core::variant::Variant;

/// The version under its default options and each option changed.
pub fn each_option(d: Positional) -> Vec<Positional> {
    let base = Positional {
        version: d.version,
        ..Positional::default()
    };
    let mut out = vec![base];
    if d.version != Version::Eight {
        out.push(Positional {
            falcon_leaper: true,
            ..base
        });
    }
    if d.version == Version::Six {
        for per_turn in [PerTurn::All, PerTurn::One] {
            out.push(Positional { per_turn, ..base });
        }
        out.push(Positional {
            first_two_mates: true,
            ..base
        });
        out.push(Positional {
            first_two_mates: true,
            simultaneous_tie: true,
            ..base
        });
    }
    out
}

/// The first turns counted by piece on one board (spec: start).
pub fn first_moves_per_board(d: Positional) -> usize {
    let g = d.initial();
    let turns = g.legal_turns();
    let mut singles: Vec<_> = turns
        .iter()
        .flatten()
        .filter(|m| g.board().cell(m.from.unwrap()).level == 0)
        .collect();
    singles.sort();
    singles.dedup();
    singles.len()
}

/// Every check, unstarted, one line each.
pub fn checks(d: Positional, positions: usize) -> Vec<Check> {
    let each = move |check: &(dyn Fn(Positional) -> Outcome + Sync)| {
        checks::across(&each_option(d), check)
    };
    vec![
        Check::new("boards (001:L7, L49, L71)", move || board_facts(d)),
        Check::new("the start (001:L15-L89)", move || start_facts(d)),
        Check::new("core = reference (random)", move || {
            each(&|o| checks::differential(o, positions.max(1), 0x9051))
        }),
        // A turn on all four boards multiplies four boards' moves
        // (13^4 at the start): one ply deep, fewer plies.
        Check::new("perft core = reference", move || {
            each(&|o| checks::perft_both(o, if o.per_turn == PerTurn::All { 1 } else { 2 }))
        }),
        Check::new("random games", move || {
            each(&|o| {
                let plies = if o.per_turn == PerTurn::All { 8 } else { 60 };
                checks::random_games(o, 6, plies, 0x905)
            })
        }),
        Check::new(
            "two-ply count = every turn played (random games)",
            move || {
                each(&|o| {
                    let plies = if o.per_turn == PerTurn::All { 4 } else { 30 };
                    two_plies_along_random_games(o, 1, plies, 0x2F1).map(|s| {
                        format!(
                            "{} positions, {} in check, {} with a promotion to play",
                            s.positions, s.checked, s.promoting
                        )
                    })
                })
            },
        ),
        Check::new("check by definition (random play)", move || {
            checks::check_play(&each_option(d), (positions / 50).max(1), 120, 0xC4EC)
        }),
    ]
}

/// What [`two_plies_along_random_games`] compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TwoPlies {
    /// Positions whose perft(2) was counted both ways.
    pub positions: usize,
    /// Of them, those whose side to move stood in check.
    pub checked: usize,
    /// Of them, those whose side to move had a promotion to play.
    pub promoting: usize,
}

/// Perft(2) at every position of random games, by the core's count from
/// each board's answers (`Positional::two_plies`) against the core
/// playing every turn and counting the answers (whose turns and counts
/// the other checks compare with the reference's at every position of
/// random games; the reference's own perft(2) of a position in mid-game
/// takes some 15 s). Counts the positions with a king in check or a
/// promotion to play, where the two-ply count plays turns whole.
pub fn two_plies_along_random_games(
    d: Positional,
    games: usize,
    plies: usize,
    seed: u64,
) -> Result<TwoPlies, String> {
    let mut rng = Rng::new(seed);
    let mut seen = TwoPlies {
        positions: 0,
        checked: 0,
        promoting: 0,
    };
    for _ in 0..games {
        let mut g = d.initial();
        for _ in 0..plies {
            let turns = g.legal_turns();
            let played: u64 = turns.iter().map(|t| g.play_turn(t).perft(1)).sum();
            let counted = g.perft(2);
            if counted != played {
                return Err(format!(
                    "perft(2) counted {counted}, played {played}: {}",
                    d.to_compact(&g)
                ));
            }
            seen.positions += 1;
            seen.checked += usize::from(g.in_check(g.to_move));
            seen.promoting += usize::from(
                turns
                    .iter()
                    .any(|t| matches!(t[..], [m] if matches!(m.kind, MoveKind::Transfer(..)))),
            );
            if turns.is_empty() {
                break;
            }
            g = g.play_turn(&turns[rng.below(turns.len())]);
        }
    }
    Ok(seen)
}

fn board_facts(d: Positional) -> Outcome {
    let b = d.board();
    let expected = match d.version {
        Version::Eight => 128,
        Version::Seven => 147,
        Version::Six => 144,
    };
    match b.len() == expected {
        true => Ok(format!(
            "{} cells on {} boards of {n}x{n}",
            b.len(),
            d.levels().len(),
            n = d.version.size()
        )),
        false => Err(format!("{} cells, expected {expected}", b.len())),
    }
}

/// The counts the reading map derives for the start (one board, White):
/// 19 moves on 8x8 without the Falcon's 4, 15 on 7x7 without its 1, 13
/// on 6x6; no pawn can move.
fn start_facts(d: Positional) -> Outcome {
    let g = d.initial();
    let per_board = first_moves_per_board(d);
    let falcons = falcon_moves(&g);
    let expected = match d.version {
        Version::Eight => 19,
        Version::Seven => 15,
        Version::Six => 13,
    };
    match per_board - falcons == expected {
        true => Ok(format!(
            "{per_board} first moves per board ({falcons} by falcons), {} first turns",
            g.legal_turns().len()
        )),
        false => Err(format!(
            "{per_board} first moves per board with {falcons} by falcons; the map derives {expected} without them"
        )),
    }
}

/// White's falcon moves on the first board at the start.
fn falcon_moves(g: &Game) -> usize {
    g.board()
        .ids()
        .filter(|&c| g.board().cell(c).level == 0)
        .filter(|&c| {
            g.piece(c)
                .is_some_and(|p| p.kind == Kind::Falcon && p.side == crate::core::side::Side::White)
        })
        .map(|c| g.destinations(c).len())
        .sum()
}

/// The suite: the start's turns, perft, positions of random games under
/// every option, and a promotion.
pub fn cases(d: Positional) -> Vec<Case> {
    let all = ["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8"];
    let mut out = Vec::new();
    let start = d.initial();
    let mut c = checks::case(
        d,
        format!("{}/start/turns", Definition::id(&d)),
        &["P3", "P4", "P6"],
        "derived: the first turns of the arrays (spec/variants/positional.md#start)",
        "moves",
        d.to_json(&start),
        Expect {
            count: Some(start.legal_turns().len()),
            status: Some("ongoing".into()),
            check: Some(false),
            ..Expect::default()
        },
    );
    c.flags.push("falcon".into());
    out.push(c);
    for mut c in checks::perft_cases(d, 2, &all) {
        c.flags.push("falcon".into());
        out.push(c);
    }
    for o in each_option(d) {
        if o.per_turn == PerTurn::All {
            // 13^4 turns a position: the count, not the list.
            let g = o.initial();
            out.push(checks::case(
                o,
                format!("{}/start/turns/turn=all", Definition::id(&o)),
                &["P4"],
                "001:L35 read for 6x6x4: one move on every board (spec/variants/positional.md#turn)",
                "moves",
                o.to_json(&g),
                Expect {
                    count: Some(g.legal_turns().len()),
                    ..Expect::default()
                },
            ));
            continue;
        }
        if o.first_two_mates {
            if !o.simultaneous_tie {
                out.push(one_mate_each(d, [1, 1]));
                out.push(one_mate_each(d, [1, 2]));
            }
            out.push(one_mate_each(o, [1, 1]));
            out.push(one_mate_each(o, [1, 2]));
            continue;
        }
        let tag = format!(
            "random-game/{}",
            // `mates` has cases of its own; left out so that the ids stay
            // those already published.
            o.chosen_options()
                .iter()
                .filter(|(k, _)| k.as_str() != "mates")
                .map(|(k, v)| format!("{k}={}", v.as_str().unwrap_or_default()))
                .collect::<Vec<_>>()
                .join(",")
        );
        for mut c in checks::random_game_cases(o, 12, 0x9051_5EED, &all, &tag) {
            c.flags.push("falcon".into());
            out.push(c);
        }
    }
    out.extend(promotion_case(d));
    out
}

/// 6x6x4 with one mate each, boards A and B frozen, lone kings on C and
/// D: play goes on by default, a draw under `mates=first-two` (001:L89;
/// spec/variants/positional.md#mates).
///
/// With `[1, 2]`, the count after a turn that mated on two boards at once
/// while White had one: a win for Black, or a draw under
/// `mates=first-two-tie` (spec: mates); boards A, B and C frozen.
fn one_mate_each(o: Positional, mates: [u8; 2]) -> Case {
    let mut g = one_mate_each_position(o);
    if mates != [1, 1] {
        g.mates = mates;
        g.frozen = (0..(mates[0] + mates[1])).collect();
    }
    let turns = g.legal_turns();
    let reading = o.chosen_options()["mates"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    checks::case(
        o,
        match mates {
            [1, 1] => format!("{}/mates/one-each/mates={reading}", Definition::id(&o)),
            _ => format!(
                "{}/mates/simultaneous-{}-{}/mates={reading}",
                Definition::id(&o),
                mates[0],
                mates[1]
            ),
        },
        &["P13"],
        "001:L89 \"The first two checkmates establish the winner\" (spec/variants/positional.md#mates)",
        "moves",
        o.to_json(&g),
        Expect {
            count: Some(turns.len()),
            status: Some(g.status_of(&turns).into()),
            ..Expect::default()
        },
    )
}

/// 6x6x4 after one mate each: boards A and B frozen, a lone king of each
/// side on C and D.
pub fn one_mate_each_position(o: Positional) -> Game {
    let mut g = Game::new(o);
    for (side, cell) in [(Side::White, "a1"), (Side::Black, "f6")] {
        for board in ["A", "B", "C", "D"] {
            let c = g.cell(&format!("{board}{cell}"));
            g.put(
                c,
                Some(Piece {
                    side,
                    kind: Kind::King,
                }),
            );
        }
    }
    g.frozen = vec![0, 1];
    g.mates = [1, 1];
    g
}

/// A promotion from a random game, if one comes: its turn listed.
fn promotion_case(d: Positional) -> Option<Case> {
    let mut rng = crate::core::rng::Rng::new(0x9B0);
    for _ in 0..200 {
        let mut g = d.initial();
        for _ in 0..60 {
            let turns = g.legal_turns();
            if turns.is_empty() {
                break;
            }
            if let Some(t) = turns
                .iter()
                .find(|t| matches!(t[0].kind, MoveKind::Transfer(..)))
            {
                let key = crate::core::case::move_key(&crate::cells::variant::turn_entry(&g, t));
                return Some(checks::case(
                    d,
                    format!("{}/promotion/transfer", Definition::id(&d)),
                    &["P5", "P6"],
                    "001:L33, L69, L89: a promotion is the whole turn and places the piece on another board",
                    "moves",
                    d.to_json(&g),
                    Expect {
                        include: vec![key],
                        ..Expect::default()
                    },
                ));
            }
            g = g.play_turn(&turns[rng.below(turns.len())]);
        }
    }
    None
}

// The game's checks and suite: here, not in `game.rs`, so that the
// definition does not import its checks (which import it).
crate::cells::suite::checked!(Positional, checks, cases);
