//! Quantum moves (issue 25), engine against reference in one run: the
//! chapter's propagating pawn (L16151-16182: 135 histories to 405 by one
//! move), quantum fission (Fig. 254: 1 to 105) and the listing of every
//! quantum move of the oscillating rook's ensemble after two moves.
//! Criterion reports histories (or listed moves) per second; BENCHMARKS.md
//! turns them into time per history.

use congruent::goff::game::Implementation;
use congruent::goff::quantum::checks::{ensemble, replay};
use congruent::goff::quantum::moves::list;
use congruent::goff::quantum::{play, Ensemble, Options};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};

const BOTH: [(Implementation, &str); 2] = [
    (Implementation::Engine, "engine"),
    (Implementation::Reference, "reference"),
];

/// The ensemble after White's `moves`, Black passing.
fn after(start: &Ensemble, moves: &[&str]) -> Ensemble {
    let options = Options::default();
    let mut e = start.clone();
    for m in moves {
        e = play(&e, m, &options, Implementation::Engine).unwrap().0;
        e = play(&e, "---", &options, Implementation::Engine).unwrap().0;
    }
    e
}

fn quantum(c: &mut Criterion) {
    let options = Options::default();
    let mut group = c.benchmark_group("quantum");
    group.sample_size(10);
    let pawn = ensemble(&[("white", "pawn", "K2,2")], "white");
    let moves = [
        "P(K2,2) -- [K4,4]",
        "P(K4,4) -- [K5,5]",
        "P(K5,5) -- [K6,6]",
        "P(K6,6) -- [K7,7]",
    ];
    assert_eq!(
        replay(&pawn, &moves, Implementation::Engine).unwrap(),
        [5, 15, 45, 135]
    );
    let packet = after(&pawn, &moves[..3]);
    group.throughput(Throughput::Elements(135));
    for (how, name) in BOTH {
        group.bench_with_input(
            BenchmarkId::new("pawn-135-to-405", name),
            &packet,
            |b, e| b.iter(|| play(e, "P(K6,6) -- [K7,7]", &options, how).unwrap()),
        );
    }
    let stack = ensemble(&[("white", "stack", "Q1,1")], "white");
    group.throughput(Throughput::Elements(105));
    for (how, name) in BOTH {
        group.bench_with_input(BenchmarkId::new("fission-105", name), &stack, |b, e| {
            b.iter(|| play(e, "S(Q1,1) -- [Q5,5]17,17,5", &options, how).unwrap())
        });
    }
    let rook = ensemble(&[("white", "rook", "KR3,3")], "white");
    let oscillated = after(&rook, &["R(KR3,3) -- [KR5,5]3", "R(KR5,5) -- [KR3,3]3"]);
    let listed = list(&oscillated, &options, Implementation::Engine).len();
    group.throughput(Throughput::Elements(listed as u64));
    for (how, name) in BOTH {
        group.bench_with_input(
            BenchmarkId::new("list-rook-9", name),
            &oscillated,
            |b, e| b.iter(|| list(e, &options, how)),
        );
    }
    group.finish();
}

criterion_group!(benches, quantum);
criterion_main!(benches);
