//! goff-quantum's conformance cases: `moves` cases (every quantum move at
//! maximum superposition and the histories after it) of the chapter's
//! positions and their ensembles after a move, and of random positions;
//! perft cases. Expectations come from the reference.

use super::apply::play;
use super::checks::ensemble;
use super::ensemble::Ensemble;
use super::moves::{entry, list, perft_at};
use super::Options;
use crate::case::{Case, Expect, Input};
use crate::game::Implementation;
use crate::pieces::PieceKind;
use crate::rng::Rng;
use serde_json::Map;

/// The rule tags of a position's moves: the pieces of the side to move
/// (`spec/variants/goff-quantum.md#rule-tags`).
fn tags(e: &Ensemble) -> Vec<&'static str> {
    let side = e.to_move();
    let mut out = vec!["swarm", "any-rule"];
    for (s, kind) in e.pieces().values() {
        if *s != side {
            continue;
        }
        let tag = match kind {
            PieceKind::Pawn => "pawn-advance",
            PieceKind::Knight => "deflection",
            PieceKind::Stack => "fission",
            PieceKind::Rook | PieceKind::Bishop | PieceKind::Duke => "perimeter",
            // Own-king safety per history (O5) decides some children.
            PieceKind::King => "king-safety",
            PieceKind::Queen => continue,
        };
        if !out.contains(&tag) {
            out.push(tag);
        }
    }
    out
}

fn after(e: &Ensemble, moves: &[&str]) -> Ensemble {
    let mut e = e.clone();
    for m in moves {
        e = play(&e, m, &Options::default(), Implementation::Reference)
            .expect("a scenario's move")
            .0;
    }
    e
}

/// Every case.
pub fn cases() -> Vec<Case> {
    let pawn = ensemble(
        &[("white", "pawn", "K2,2"), ("black", "knight", "QR8,8")],
        "white",
    );
    let obstacle = ensemble(
        &[("white", "pawn", "K2,2"), ("black", "pawn", "K5,5")],
        "white",
    );
    let rook = ensemble(
        &[("white", "rook", "KR3,3"), ("black", "knight", "QR8,8")],
        "white",
    );
    let knight = ensemble(
        &[("white", "knight", "KB6,3"), ("black", "rook", "QR1,1")],
        "white",
    );
    let stack = ensemble(
        &[("white", "stack", "Q1,1"), ("black", "duke", "KR8,8")],
        "white",
    );
    let kings = ensemble(
        &[
            ("white", "king", "QR1,1"),
            ("white", "bishop", "Q4,4"),
            ("white", "duke", "K5,2"),
            ("black", "king", "KR8,8"),
            ("black", "rook", "QR4,8"),
        ],
        "white",
    );
    let scenarios: Vec<(&str, &str, Ensemble)> = vec![
        ("pawn", "L16151-16182", pawn.clone()),
        (
            "pawn-1",
            "L16151-16182",
            after(&pawn, &["P(K2,2) -- [K4,4]", "---"]),
        ),
        (
            "diffraction-2",
            "L16236-16281",
            after(
                &obstacle,
                &["P(K2,2) -- [K4,4]", "---", "P(K2,4) -- [K3,5]", "---"],
            ),
        ),
        ("rook", "L16502-16556", rook.clone()),
        (
            "oscillation-2",
            "L17031-17064",
            after(
                &rook,
                &["R(KR3,3) -- [KR5,5]3", "---", "R(KR5,5) -- [KR3,3]3", "---"],
            ),
        ),
        ("knight", "L16597-16639", knight),
        ("stack", "L16641-16752", stack),
        ("kings", "derived: king safety per history (O5)", kings),
    ];
    let mut out: Vec<Case> = scenarios
        .iter()
        .map(|(name, source, e)| {
            moves_case(format!("goff-quantum/moves/{name}"), &tags(e), source, e)
        })
        .collect();
    let mut rng = Rng::new(0x0_C45E);
    for n in 0..24 {
        let k = 3 + rng.below(6);
        let mut game = crate::game::Game::start();
        game.position = crate::random::position(&mut rng, k);
        game.castling = crate::geometry::Bitboard::EMPTY;
        let e = Ensemble::classical(game);
        out.push(moves_case(
            format!("goff-quantum/moves/random-{n}"),
            &tags(&e),
            "derived: random position, listed by the reference",
            &e,
        ));
    }
    for (name, e, depth) in [("rook", &scenarios[3].2, 2), ("pawn", &scenarios[0].2, 2)] {
        let nodes = perft_reference(e, depth);
        out.push(Case {
            id: format!("goff-quantum/perft/{name}-{depth}"),
            variant: "goff-quantum".into(),
            options: Map::new(),
            rules: tags(e).iter().map(|t| t.to_string()).collect(),
            source: "derived: perft over the listed moves, by the reference".into(),
            flags: Vec::new(),
            op: "perft".into(),
            input: Input {
                position: e.to_json(),
                from: None,
                depth: Some(depth),
                divide: false,
                allow_illegal: true,
            },
            expect: Expect {
                nodes: Some(nodes),
                ..Expect::default()
            },
        });
    }
    out
}

/// Perft over the listed moves by the reference (the suite's
/// expectation).
fn perft_reference(e: &Ensemble, depth: u32) -> u64 {
    perft_at(e, depth, &Options::default(), Implementation::Reference)
}

/// A `moves` case of an ensemble: every listed move, by the reference.
fn moves_case(id: String, rules: &[&str], source: &str, e: &Ensemble) -> Case {
    let listed = list(e, &Options::default(), Implementation::Reference);
    let keys = listed
        .iter()
        .map(|l| crate::case::move_key(&entry(l)))
        .collect();
    let histories = listed
        .iter()
        .map(|l| (crate::case::move_key(&entry(l)), l.report.histories_after))
        .collect();
    Case {
        id,
        variant: "goff-quantum".into(),
        options: Map::new(),
        rules: rules.iter().map(|r| r.to_string()).collect(),
        source: source.into(),
        flags: Vec::new(),
        op: "moves".into(),
        input: Input {
            position: e.to_json(),
            from: None,
            depth: None,
            divide: false,
            allow_illegal: true,
        },
        expect: Expect {
            moves: Some(keys),
            count: Some(listed.len()),
            histories: Some(histories),
            ..Expect::default()
        },
    }
}
