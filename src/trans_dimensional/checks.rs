//! Trans-Dimensional Chess's checks for `congruent verify --variant
//! trans-dimensional` and its conformance suite.

use super::game::TransDimensional;
use crate::cells::checks::{self, report, Outcome};
use crate::cells::game::Definition;
use crate::suite::{Case, Expect};
use crate::variant::{Report, Variant};

pub fn verify(positions: usize) -> Report {
    let d = TransDimensional::default();
    let checks: [(&str, Outcome); 4] = [
        ("field (002:L124-146)", field_facts()),
        (
            "core = reference (random)",
            checks::differential(d, positions.clamp(1, 200), 0x7D),
        ),
        ("perft(1) core = reference", checks::perft_both(d, 1)),
        ("random games", checks::random_games(d, 1, 6, 0x7D1)),
    ];
    report(&checks)
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
    out.extend(checks::perft_cases(d, 1, &["TD27"]));
    out.extend(checks::short_game_cases(
        d,
        4,
        0x7D5EED,
        &["TD5", "TD6", "TD7", "TD8", "TD12", "TD13", "TD20", "TD21"],
        "random-game",
        14,
    ));
    out
}
