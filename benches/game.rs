//! Legal move generation and perft (nodes per second); numbers in
//! BENCHMARKS.md.

use congruent::goff::game::{perft, Game};
#[path = "common/midgames.rs"]
mod midgames;

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use midgames::midgames;

fn legal_moves(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal-moves");
    group.sample_size(20);
    let start = Game::start();
    group.throughput(Throughput::Elements(72));
    group.bench_function("start", |b| {
        b.iter(|| black_box(start.clone()).legal_moves().len())
    });
    let games = midgames();
    let total: u64 = games
        .iter()
        .map(|g| g.clone().legal_moves().len() as u64)
        .sum();
    group.throughput(Throughput::Elements(total));
    group.bench_function("random-midgames-30-plies", |b| {
        b.iter(|| {
            games
                .iter()
                .map(|g| g.clone().legal_moves().len())
                .sum::<usize>()
        })
    });
    group.finish();
}

fn perft_nodes(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    group.throughput(Throughput::Elements(5184));
    group.bench_function("start-depth-2", |b| {
        b.iter(|| perft::perft(&mut Game::start(), 2))
    });
    group.finish();
}

criterion_group!(benches, legal_moves, perft_nodes);
criterion_main!(benches);
