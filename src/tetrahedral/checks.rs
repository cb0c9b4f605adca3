//! Tetrahedral Chess's checks for `congruent verify --variant tetrahedral`
//! and its conformance suite (`congruent suite --only-variant
//! tetrahedral`).

use super::game::{Game, Implementation, Kind, Piece};
use super::variant::{case, Tetrahedral};
use super::{board, reference};
use crate::cells::CellId;
use crate::pieces::Side;
use crate::protocol::move_key;
use crate::random::Rng;
use crate::suite::{Case, Expect};
use crate::variant::{Report, Validation, Variant};
use serde_json::json;
use std::collections::BTreeSet;

type Outcome = Result<String, String>;

/// Every check, one line each, as Goff's `verify` prints them.
pub fn verify(positions: usize) -> Report {
    let checks: [(&str, Outcome); 5] = [
        ("board (004:L3-L11)", board_facts()),
        ("rook 18 everywhere (004:L6)", rook_18()),
        (
            "core = reference (random)",
            random_positions(positions.max(1), 0x7E7),
        ),
        ("perft(3) core = reference", perft_both(3)),
        ("random games", random_games(200, 0xA1)),
    ];
    let mut text = String::new();
    let mut failed = 0;
    for (name, outcome) in &checks {
        match outcome {
            Ok(s) => text.push_str(&format!("PASS {name:<28} {s}\n")),
            Err(s) => {
                failed += 1;
                text.push_str(&format!("FAIL {name:<28} {s}\n"));
            }
        }
    }
    text.push_str(&format!(
        "{} passed, {failed} failed\n",
        checks.len() - failed
    ));
    Report {
        text,
        passed: failed == 0,
    }
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
    let b = board();
    let mut g = Game::empty();
    let mut placed = 0;
    while placed < n.min(b.len()) {
        let c = rng.below(b.len()) as CellId;
        let side = if rng.below(2) == 0 {
            Side::White
        } else {
            Side::Black
        };
        let kind = Kind::ALL[rng.below(5)];
        let l = b.cell(c).level;
        if g.piece(c).is_some() || (kind == Kind::Pawn && (l == 0 || l == 6)) {
            continue;
        }
        g.cells[c as usize] = Some(Piece { side, kind });
        placed += 1;
    }
    g
}

fn random_positions(count: usize, seed: u64) -> Outcome {
    let mut rng = Rng::new(seed);
    let mut pieces = 0;
    for _ in 0..count {
        let n = 2 + rng.below(30);
        let g = random_position(&mut rng, n);
        let r = Game {
            implementation: Implementation::Reference,
            ..g.clone()
        };
        for c in board().ids().filter(|&c| g.piece(c).is_some()) {
            pieces += 1;
            let (mut a, mut b) = (g.destinations(c), r.destinations(c));
            a.sort_unstable();
            b.sort_unstable();
            if a != b {
                return Err(format!(
                    "{}: core {a:?}, reference {b:?}",
                    board().cell(c).name
                ));
            }
        }
    }
    // The literal reference agrees with the core on the lone knight too.
    for c in board().ids() {
        let (mut a, mut b) = (super::knight(c), reference::knight(c));
        a.sort_unstable();
        b.sort_unstable();
        if a != b {
            return Err(format!("knight on {}", board().cell(c).name));
        }
    }
    Ok(format!(
        "{count} positions, {pieces} pieces: the same destinations"
    ))
}

fn perft_both(depth: u32) -> Outcome {
    let g = Game::start();
    let r = Game {
        implementation: Implementation::Reference,
        ..g.clone()
    };
    let (a, b) = (g.perft(depth), r.perft(depth));
    match a == b {
        true => Ok(format!("perft({depth}) = {a} both ways")),
        false => Err(format!("core {a}, reference {b}")),
    }
}

/// Random games from the start: every position reached passes the
/// validator, and the ends are counted.
fn random_games(games: usize, seed: u64) -> Outcome {
    let mut rng = Rng::new(seed);
    let (mut plies, mut mates, mut stalemates) = (0, 0, 0);
    for _ in 0..games {
        let mut g = Game::start();
        for _ in 0..300 {
            let moves = g.legal_moves();
            if moves.is_empty() {
                match g.in_check(g.to_move) {
                    true => mates += 1,
                    false => stalemates += 1,
                }
                break;
            }
            g = g.play(&moves[rng.below(moves.len())]);
            plies += 1;
            Tetrahedral
                .parse(&(), &Tetrahedral.to_json(&g), Validation::Legal)
                .map_err(|e| format!("after {plies} plies: {e}"))?;
        }
    }
    Ok(format!("{plies} plies in {games} games, every position valid: {mates} mates, {stalemates} stalemates"))
}

/// The suite: the rook's 18 from every cell (004:L6), the start's moves,
/// perft from the start, and the legal moves of positions of random games
/// as the literal reference lists them.
pub fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    let b = board();
    for c in b.ids() {
        let name = &b.cell(c).name;
        let mut input = case(
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
    out.push(case(
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
    for depth in 1..=3 {
        let g = Game::start();
        let mut c = case(
            format!("tetrahedral/perft/start/{depth}"),
            &["T7", "T8", "T10", "T11", "T12", "T13", "T14"],
            "derived: perft from the start, core = reference (spec/variants/tetrahedral.md#perft)",
            "perft",
            start.clone(),
            Expect {
                nodes: Some(g.perft(depth)),
                ..Expect::default()
            },
        );
        c.input.depth = Some(depth);
        out.push(c);
    }
    let mut rng = Rng::new(0x7E7A_5EED);
    for n in 0..40 {
        let mut g = Game::start();
        for _ in 0..(10 + rng.below(60)) {
            let moves = g.legal_moves();
            if moves.is_empty() {
                break;
            }
            g = g.play(&moves[rng.below(moves.len())]);
        }
        let r = Game {
            implementation: Implementation::Reference,
            ..g.clone()
        };
        let keys: BTreeSet<String> = r
            .legal_moves()
            .iter()
            .map(|m| move_key(&Tetrahedral.entry_of(&r, m)))
            .collect();
        out.push(case(
            format!("tetrahedral/random-game/{n}"),
            &["T7", "T8", "T9", "T10", "T11", "T12", "T13"],
            "derived: the literal reference's legal moves in a position of a random game",
            "moves",
            Tetrahedral.to_json(&g),
            Expect {
                moves: Some(keys),
                ..Expect::default()
            },
        ));
    }
    out
}
