//! goff-quantum's conformance cases: `moves` cases (every quantum move at
//! maximum superposition and the histories after it) of the chapter's
//! positions and their ensembles after a move, and of random positions;
//! perft cases. Listings and counts come from the engine and are checked
//! against the reference by [`reference_agrees`] (`verify`).

use super::apply::play;
use super::ensemble::Ensemble;
use super::moves::{entry, list, perft_at};
use super::samples::{ensemble, random_game, random_move};
use super::Options;
use crate::core::case::{Case, Expect, Input};
use crate::core::rng::Rng;
use crate::goff::game::Implementation;
use crate::goff::pieces::PieceKind;
use rayon::prelude::*;
use serde_json::{Map, Value};

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

/// Every case: the listings, then perft.
pub fn cases() -> Vec<Case> {
    let p = positions();
    let mut out = moves_cases(&p);
    out.extend(perft_cases(&p));
    out
}

/// The suite's positions: the chapter's scenarios (name, source,
/// ensemble), random classical positions and the random ensembles in
/// superposition.
struct Positions {
    scenarios: Vec<(&'static str, &'static str, Ensemble)>,
    random: Vec<Ensemble>,
    superposed: Vec<Ensemble>,
}

fn positions() -> Positions {
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
    let scenarios: Vec<(&'static str, &'static str, Ensemble)> = vec![
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
    let mut rng = Rng::new(0x0_C45E);
    let random = (0..120)
        .map(|_| {
            let k = 3 + rng.below(6);
            let mut game = crate::goff::game::Game::start();
            game.position = crate::goff::samples::position(&mut rng, k);
            game.castling = crate::goff::geometry::Bitboard::EMPTY;
            Ensemble::classical(game)
        })
        .collect();
    Positions {
        scenarios,
        random,
        superposed: superposed(&mut Rng::new(0x5_0FE2), 150),
    }
}

/// The `moves` cases: the scenarios under each reading, random classical
/// positions, the ensembles in superposition.
fn moves_cases(p: &Positions) -> Vec<Case> {
    // What each case lists (id, tags, source, ensemble, reading), in
    // the suite's order; listed on every core.
    type Asked<'a> = (
        String,
        Vec<&'a str>,
        &'a str,
        &'a Ensemble,
        Map<String, Value>,
    );
    let mut asked: Vec<Asked> = Vec::new();
    for (key, value) in READINGS {
        for (name, source, e) in &p.scenarios {
            let id = match key {
                "" => format!("goff-quantum/moves/{name}"),
                _ => format!("goff-quantum/moves/{name}@{key}={value}"),
            };
            asked.push((id, tags(e), source, e, reading(key, value)));
        }
    }
    for (n, e) in p.random.iter().enumerate() {
        asked.push((
            format!("goff-quantum/moves/random-{n}"),
            tags(e),
            "derived: random position, listed by the reference",
            e,
            Map::new(),
        ));
    }
    for (n, e) in p.superposed.iter().enumerate() {
        asked.push((
            format!("goff-quantum/moves/superposed-{n}"),
            tags(e),
            "derived: random position after random quantum moves (Black passing), listed by the reference",
            e,
            Map::new(),
        ));
    }
    asked
        .into_par_iter()
        .map(|(id, rules, source, e, fields)| moves_case(id, &rules, source, e, &fields))
        .collect()
}

/// The `perft` cases, counted by the engine (the reference takes ten
/// times as long; [`reference_agrees`] counts them again): the rook and
/// the pawn at depth 2, every 14th ensemble in superposition at depth 1.
fn perft_cases(p: &Positions) -> Vec<Case> {
    let mut perft: Vec<(String, &Ensemble, u32)> = vec![
        ("rook".into(), &p.scenarios[3].2, 2),
        ("pawn".into(), &p.scenarios[0].2, 2),
    ];
    for (n, e) in p.superposed.iter().enumerate().step_by(14) {
        perft.push((format!("superposed-{n}"), e, 1));
    }
    perft
        .into_par_iter()
        .map(|(name, e, depth)| {
            let nodes = perft_at(e, depth, &Options::default(), Implementation::Engine);
            Case {
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
            }
        })
        .collect()
}

/// The readings the chapter's positions are listed under: the defaults,
/// and each other value of an option that changes a listing (O5, O12,
/// the knight, O20, O21, O8); O11, O16 and O18 do not (a listed move is written with
/// its spreads, a deflection two steps along its ray, and passes are not
/// listed).
const READINGS: [(&str, &str); 7] = [
    ("", ""),
    ("king-safety", "ignored"),
    ("linear-gate", "rectangle"),
    ("knight", "classical"),
    ("double-advance", "classical"),
    ("fission", "classical"),
    ("duplex", "both-planes"),
];

/// The request options of one reading (`""`: none).
fn reading(key: &str, value: &str) -> Map<String, Value> {
    let mut m = Map::new();
    if !key.is_empty() {
        m.insert(key.into(), value.into());
    }
    m
}

/// `count` ensembles in superposition: random positions of 3-8 pieces
/// after one to three random quantum moves of White, Black passing, by the
/// reference; kept small (at most 40 histories) so that a case stays
/// cheap for any implementation.
fn superposed(rng: &mut Rng, count: usize) -> Vec<Ensemble> {
    let options = Options::default();
    let mut out = Vec::new();
    while out.len() < count {
        let mut game = random_game(rng);
        let mut e = Ensemble::classical(game.clone());
        for _ in 0..1 + rng.below(3) {
            let Some(m) = random_move(&mut game, rng) else {
                break;
            };
            let Ok((after, _)) = play(&e, &m, &options, Implementation::Engine) else {
                break;
            };
            let passed = play(&after, "---", &options, Implementation::Engine)
                .expect("Black passes (O18)")
                .0;
            if passed.histories.len() > 40 {
                break;
            }
            e = passed;
            game = e.histories[rng.below(e.histories.len())].0.game.clone();
            game.to_move = crate::core::side::Side::White;
        }
        if e.histories.len() > 1 {
            out.push(e);
        }
    }
    out
}

/// A `moves` case of an ensemble under the options of a request: every
/// listed move, by the engine (the reference takes ten times as long;
/// [`reference_agrees`] checks the cases against it).
fn moves_case(
    id: String,
    rules: &[&str],
    source: &str,
    e: &Ensemble,
    fields: &Map<String, Value>,
) -> Case {
    let options = super::options::parse(fields).expect("a reading the suite names");
    let listed = list(e, &options, Implementation::Engine);
    expectation(id, rules, source, e, fields, &listed)
}

/// The case that expects `listed`.
fn expectation(
    id: String,
    rules: &[&str],
    source: &str,
    e: &Ensemble,
    fields: &Map<String, Value>,
    listed: &[super::moves::Listed],
) -> Case {
    let keys = listed
        .iter()
        .map(|l| crate::core::case::move_key(&entry(l)))
        .collect();
    let histories = listed
        .iter()
        .map(|l| {
            (
                crate::core::case::move_key(&entry(l)),
                l.report.histories_after,
            )
        })
        .collect();
    Case {
        id,
        variant: "goff-quantum".into(),
        options: fields.clone(),
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

/// Every `step`-th `moves` case of the suite, listed again by the
/// reference, and every `step`-th perft case, counted again by it,
/// expects what the case expects (`verify` checks all of them, `cargo
/// test` a sample).
pub fn reference_agrees(step: usize) -> crate::core::check::Outcome {
    let p = positions();
    let sample = |cases: Vec<Case>| cases.into_iter().step_by(step.max(1));
    let cases: Vec<Case> = sample(moves_cases(&p))
        .chain(sample(perft_cases(&p)))
        .collect();
    let counts = cases.iter().filter(|c| c.op == "perft").count();
    cases.par_iter().try_for_each(|c| {
        let e = Ensemble::from_json(
            &c.input.position,
            crate::core::validation::Validation::Analysis,
        )
        .map_err(|x| format!("{}: {x}", c.id))?;
        let options = super::options::parse(&c.options).map_err(|x| x.to_string())?;
        let again = match c.input.depth {
            Some(depth) => Expect {
                nodes: Some(perft_at(&e, depth, &options, Implementation::Reference)),
                ..Expect::default()
            },
            None => {
                let listed = list(&e, &options, Implementation::Reference);
                expectation(c.id.clone(), &[], "", &e, &c.options, &listed).expect
            }
        };
        match again == c.expect {
            true => Ok(()),
            false => Err(format!("{}: the reference answers otherwise", c.id)),
        }
    })?;
    Ok(format!(
        "{} listings and {counts} perft counts of the suite, the same by the reference",
        cases.len() - counts
    ))
}
