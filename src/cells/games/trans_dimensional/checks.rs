//! Trans-Dimensional Chess's checks for `congruent verify --variant
//! trans-dimensional` and its conformance suite.

use super::game::TransDimensional;
use super::setup::Kind;
use crate::cells::checks::{self, Outcome};
use crate::cells::game::{Definition, Game, Piece};
use crate::core::case::move_key;
use crate::core::case::{Case, Expect};
use crate::core::check::Check;
use crate::core::side::Side;
use crate::core::variant::Variant;

/// Every check, unstarted.
pub fn checks(positions: usize) -> Vec<Check> {
    let d = TransDimensional::default();
    vec![
        Check::new("field (002:L124-146)", field_facts),
        Check::new("core = reference (random)", move || {
            checks::across(&checks::each_option_value(d), |o| {
                checks::differential(o, positions.max(1), 0x7D)
            })
        }),
        Check::new("perft(2) core = reference", move || {
            checks::perft_both(d, 2)
        }),
        Check::new("perft with the memo = without", move || {
            checks::across(&checks::each_option_value(d), |o| {
                checks::perft_memo(o, None, 32, 0x3E2)
            })
        }),
        Check::new("random games", move || {
            checks::random_games(d, 4, 30, 0x7D1)
        }),
        Check::new("check by definition (random play)", move || {
            checks::check_play(
                &checks::each_option_value(d),
                (positions / 100).max(1),
                100,
                0xC4EC,
            )
        }),
    ]
}

fn field_facts() -> Outcome {
    let b = super::board();
    match (b.len(), super::cubes().len()) {
        (540, 20) => Ok("540 cells in 20 cubes".into()),
        other => Err(format!("cells, cubes: {other:?}")),
    }
}

/// The suite: the start's moves (469, spec: golden facts), perft 1, and
/// positions of short random games with the reference's legal moves.
pub fn cases() -> Vec<Case> {
    let d = TransDimensional::default();
    let g = d.initial();
    let mut out = vec![checks::case(
        d,
        "trans-dimensional/start/moves".into(),
        &["TD8", "TD13", "TD14", "TD15", "TD20", "TD21", "TD27"],
        "derived: 469 moves a side at the start (spec/variants/trans-dimensional.md#golden-facts)",
        "moves",
        d.to_json(&g),
        Expect {
            count: Some(g.legal_turns().len()),
            status: Some("ongoing".into()),
            check: Some(false),
            ..Expect::default()
        },
    )];
    out.extend(checks::perft_cases(d, 2, &["TD27"]));
    out.extend(checks::short_game_cases(
        d,
        30,
        0x7D5EED,
        &["TD5", "TD6", "TD7", "TD8", "TD12", "TD13", "TD20", "TD21"],
        "random-game",
        40,
    ));
    out.extend([false, true].map(promotion_case));
    out.extend(timed_promotions());
    out
}

/// Positions where the promotion's timing matters, under the adopted
/// reading: a White pawn on each cell of its promotion cube 3c3 in turn,
/// a Black Knight on another, a piece or two in White's pool, kept when
/// the rejected reading
/// `promotion=on-entry` lists other moves (002:L282-285; twelve, so that
/// its mutant is killed by ten cases at least: issue 39).
fn timed_promotions() -> Vec<Case> {
    let d = TransDimensional::default();
    let entry = TransDimensional {
        promote_on_entry: true,
    };
    let pools = [
        vec![Kind::Rook],
        vec![Kind::Knight, Kind::Bishop],
        vec![Kind::Queen],
    ];
    let cube: Vec<String> = ["1", "2", "3"]
        .iter()
        .flat_map(|z| ["a", "b", "c"].map(move |y| (z, y)))
        .flat_map(|(z, y)| ["1", "2", "3"].map(move |x| format!("(3c3,{z}{y}{x})")))
        .collect();
    let mut out = Vec::new();
    // A pawn inside the cube moves only by taking (it has nowhere
    // further to go): a Black Knight on another cell of the cube in turn.
    let placings = cube.iter().flat_map(|pawn| {
        cube.iter()
            .filter(move |k| *k != pawn)
            .map(move |knight| (pawn, knight))
    });
    for (n, ((cell, knight), pool)) in placings
        .flat_map(|pk| pools.iter().map(move |p| (pk, p)))
        .enumerate()
    {
        if out.len() >= 12 {
            break;
        }
        let mut g = Game::new(d);
        let placed = [
            (Side::White, Kind::King, "(1a1,1a1)"),
            (Side::Black, Kind::King, "(1c1,1c1)"),
            (Side::White, Kind::Pawn, cell.as_str()),
            (Side::Black, Kind::Knight, knight.as_str()),
        ];
        for (side, kind, at) in placed {
            g.put(g.cell(at), Some(Piece { side, kind }));
        }
        g.captured = [pool.clone(), Vec::new()];
        let json = d.to_json(&g);
        let Some(m) = json.as_object() else {
            continue;
        };
        let read = |rules: TransDimensional| {
            let setup = crate::cells::setup::Setup::from_json(rules, m).ok()?;
            Game::from_setup(rules, setup, crate::core::validation::Validation::Legal).ok()
        };
        let (Some(ours), Some(theirs)) = (read(d), read(entry)) else {
            continue;
        };
        let keys = |g: &Game<TransDimensional>| -> std::collections::BTreeSet<String> {
            let r = g.reference();
            r.legal_turns()
                .iter()
                .map(|t| move_key(&crate::cells::variant::turn_entry(&r, t)))
                .collect()
        };
        let mine = keys(&ours);
        if mine != keys(&theirs) {
            out.push(checks::case(
                d,
                format!("trans-dimensional/promotion/timed/{n}"),
                &["TD8", "TD10", "TD12"],
                "002:L282-285: a pawn in the far cube may become a piece its side has lost, or stay a pawn; derived: a position the on-entry reading lists otherwise",
                "moves",
                json,
                Expect {
                    moves: Some(mine),
                    ..Expect::default()
                },
            ));
        }
    }
    out
}

/// A White pawn in its promotion cube 3c3 with a Rook in its side's pool,
/// a Black Knight to take inside the cube: every legal move, under each
/// promotion timing (spec: open question 5).
fn promotion_case(on_entry: bool) -> Case {
    let d = TransDimensional {
        promote_on_entry: on_entry,
    };
    let g = promotion_position(d);
    let r = g.reference();
    let keys = r
        .legal_turns()
        .iter()
        .map(|t| move_key(&crate::cells::variant::turn_entry(&r, t)))
        .collect();
    checks::case(
        d,
        format!("trans-dimensional/promotion/{}", label(on_entry)),
        &["TD8", "TD10", "TD12"],
        "002:L282-285: a pawn in the far cube may become a piece its side has lost, or stay a pawn",
        "moves",
        d.to_json(&g),
        Expect {
            moves: Some(keys),
            ..Expect::default()
        },
    )
}

/// A White pawn inside 3c3 with a Black Knight to take there, another
/// entering 3c3, a Rook in White's pool (spec: open question 5).
pub fn promotion_position(d: TransDimensional) -> Game<TransDimensional> {
    let mut g = Game::new(d);
    for (side, kind, cell) in [
        (Side::White, Kind::King, "(1a1,1a1)"),
        (Side::Black, Kind::King, "(1c1,1c1)"),
        (Side::White, Kind::Pawn, "(3c3,2b2)"),
        (Side::White, Kind::Pawn, "(2c3,1a1)"),
        (Side::Black, Kind::Knight, "(3c3,3c2)"),
    ] {
        g.put(g.cell(cell), Some(Piece { side, kind }));
    }
    g.captured = [vec![Kind::Rook], Vec::new()];
    g
}

fn label(on_entry: bool) -> &'static str {
    match on_entry {
        true => "on-entry",
        false => "any-move",
    }
}

// The game's checks and suite: here, not in `game.rs`, so that the
// definition does not import its checks (which import it).
crate::cells::suite::checked!(TransDimensional, |_, positions| checks(positions), |_| {
    cases()
});
