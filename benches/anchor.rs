//! Side by side in one run: Goff perft against a 2D anchor, shakmaty's
//! perft of orthodox chess, both on one thread (issue 14). Criterion
//! reports nodes per second; BENCHMARKS.md turns them into ns per node
//! and per generated legal move.

use congruent::goff::game::{perft, Game};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use shakmaty::{Chess, Position};

fn anchor(c: &mut Criterion) {
    let mut group = c.benchmark_group("anchor");
    group.sample_size(10);
    // Orthodox chess perft(4) from the start: 197,281 nodes.
    let chess = Chess::default();
    assert!(chess.legal_moves().len() == 20);
    group.throughput(Throughput::Elements(197_281));
    group.bench_function("shakmaty-perft-4", |b| {
        b.iter(|| shakmaty::perft(&chess, 4))
    });
    // Goff perft(3) from the start: 620,060 nodes.
    group.throughput(Throughput::Elements(620_060));
    group.bench_function("goff-perft-3", |b| {
        b.iter(|| perft::perft(&mut Game::start(), 3))
    });
    group.finish();
}

criterion_group!(benches, anchor);
criterion_main!(benches);
