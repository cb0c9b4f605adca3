//! Tetrahedral Chess's checks for `congruent verify --variant tetrahedral`
//! and its conformance suite (`congruent suite --only-variant
//! tetrahedral`).

use super::game::{Game, Tetrahedral};
use super::{board, reference};
use crate::cells::checks::{self, Outcome};
use crate::core::case::{Case, Expect};
use crate::core::check::Check;
use crate::core::rng::Rng;
use crate::core::variant::Variant;
use serde_json::json;

/// Every check, unstarted, one line each as Goff's `verify` prints them.
pub fn checks(positions: usize) -> Vec<Check> {
    vec![
        Check::new("board (004:L3-L11)", board_facts),
        Check::new("rook 18 everywhere (004:L6)", rook_18),
        Check::new("core = reference (random)", move || {
            random_positions(positions.max(1), 0x7E7)
        }),
        Check::new("perft(3) core = reference", || {
            checks::perft_both(Tetrahedral, 3)
        }),
        Check::new("perft with the memo = without", || {
            checks::across(&checks::each_option_value(Tetrahedral), |o| {
                checks::perft_memo(o, (o == Tetrahedral).then_some(4), 32, 0x3E4)
            })
        }),
        Check::new("random games", || {
            checks::random_games(Tetrahedral, 100, 300, 0xA1)
        }),
        Check::new("check by definition (random play)", move || {
            checks::check_play(
                &checks::each_option_value(Tetrahedral),
                (positions / 5).max(1),
                300,
                0xC4EC,
            )
        }),
    ]
}

fn board_facts() -> Outcome {
    let b = board();
    let mut sizes = [0; 7];
    for c in b.ids() {
        sizes[b.cell(c).level as usize] += 1;
    }
    let proper = b.ids().all(|c| {
        b.neighbours(c)
            .all(|n| b.cell(n).colour != b.cell(c).colour)
    });
    match (b.len(), b.directions.len(), proper) {
        (84, 12, true) => Ok(format!(
            "84 cells in 7 levels {sizes:?}, 12 directions, no equal neighbours"
        )),
        other => Err(format!("cells, directions, proper colouring: {other:?}")),
    }
}

fn rook_18() -> Outcome {
    let bad: Vec<String> = board()
        .ids()
        .filter(|&c| super::rook(c, |_| false).len() != 18)
        .map(|c| board().cell(c).name.clone())
        .collect();
    match bad.is_empty() {
        true => Ok("84 cells".into()),
        false => Err(format!("not 18 from {}", bad.join(", "))),
    }
}

/// A random position: `n` pieces of random kinds and sides on random
/// cells, pawns off their home and farthest levels.
pub fn random_position(rng: &mut Rng, n: usize) -> Game {
    checks::random_position(Tetrahedral, rng, n)
}

fn random_positions(count: usize, seed: u64) -> Outcome {
    let shared = checks::differential(Tetrahedral, count, seed)?;
    // The literal reference agrees with the core on the lone knight too.
    for c in board().ids() {
        let (mut a, mut b) = (super::knight(c), reference::knight(c));
        a.sort_unstable();
        b.sort_unstable();
        if a != b {
            return Err(format!("knight on {}", board().cell(c).name));
        }
    }
    Ok(shared)
}

/// The suite: the rook's 18 from every cell (004:L6), the start's moves,
/// perft from the start, and the legal moves of positions of random games
/// as the literal reference lists them.
pub fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    let b = board();
    for c in b.ids() {
        let name = &b.cell(c).name;
        let mut input = checks::case(
            Tetrahedral,
            format!("tetrahedral/rook-18/{name}"),
            &["T7"],
            "004:L6: a Rook on any square of an unoccupied board commands 18 squares",
            "reach",
            json!({"pieces": [{"side": "white", "kind": "rook", "cell": name}]}),
            Expect {
                count: Some(18),
                ..Expect::default()
            },
        );
        input.input.from = Some(name.clone());
        out.push(input);
    }
    let start = Tetrahedral.to_json(&Game::start());
    out.push(checks::case(
        Tetrahedral,
        "tetrahedral/start/moves".into(),
        &["T11", "T13", "T14"],
        "004:L25, L33, L39: 20 pawn moves (edge pawns one each) and 15 drops onto level III (spec: drop-zone)",
        "moves",
        start.clone(),
        Expect {
            count: Some(35),
            include: vec!["pocket-IIId4 drop".into()],
            status: Some("ongoing".into()),
            check: Some(false),
            ..Expect::default()
        },
    ));
    out.extend(checks::perft_cases(
        Tetrahedral,
        3,
        &["T7", "T8", "T10", "T11", "T12", "T13", "T14"],
    ));
    out.extend(checks::random_game_cases(
        Tetrahedral,
        40,
        0x7E7A_5EED,
        &["T7", "T8", "T9", "T10", "T11", "T12", "T13"],
        "random-game",
    ));
    out
}

// The game's checks and suite: here, not in `game.rs`, so that the
// definition does not import its checks (which import it).
crate::cells::suite::checked!(Tetrahedral, |_, positions| checks(positions), |_| cases());
