//! Destinations per second of the fast engine and the plain reference.
//! Results are recorded side by side in BENCHMARKS.md.

use congruent::goff::checks::sweep;
use congruent::goff::geometry::Tile;
use congruent::goff::pieces::PieceKind;
use congruent::goff::position::Position;
use congruent::goff::samples;
use congruent::goff::{engine, reference};
use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};

/// All destinations of one kind from all 512 tiles of an empty board.
fn empty_board(c: &mut Criterion) {
    engine::warm_up();
    let mut group = c.benchmark_group("empty-board");
    group.sample_size(10);
    for kind in PieceKind::ALL {
        let positions: Vec<(Position, Tile)> =
            Tile::all().map(|s| (sweep::alone(kind, s), s)).collect();
        let total: u64 = positions
            .iter()
            .map(|(p, s)| engine::destinations(p, *s).count() as u64)
            .sum();
        group.throughput(Throughput::Elements(total));
        group.bench_with_input(
            BenchmarkId::new("engine", kind.name()),
            &positions,
            |b, ps| {
                b.iter(|| {
                    ps.iter()
                        .map(|(p, s)| engine::destinations(black_box(p), *s).count())
                        .sum::<u32>()
                })
            },
        );
        group.bench_with_input(
            BenchmarkId::new("reference", kind.name()),
            &positions,
            |b, ps| {
                b.iter(|| {
                    ps.iter()
                        .map(|(p, s)| reference::reach(black_box(p), *s).len())
                        .sum::<usize>()
                })
            },
        );
    }
    group.finish();
}

/// All pieces of 64 random positions of 16-40 pieces.
fn random_positions(c: &mut Criterion) {
    engine::warm_up();
    let mut rng = congruent::core::rng::Rng::new(2022);
    let positions: Vec<Position> = (0..64)
        .map(|_| {
            let n = 16 + rng.below(25);
            samples::position(&mut rng, n)
        })
        .collect();
    let total: u64 = positions
        .iter()
        .flat_map(|p| {
            p.pieces()
                .map(move |(s, _)| engine::destinations(p, s).count() as u64)
        })
        .sum();
    let mut group = c.benchmark_group("random-16-40");
    group.sample_size(10);
    group.throughput(Throughput::Elements(total));
    group.bench_function("engine", |b| {
        b.iter(|| {
            positions
                .iter()
                .flat_map(|p| {
                    p.pieces()
                        .map(move |(s, _)| engine::destinations(p, s).count())
                })
                .sum::<u32>()
        })
    });
    group.bench_function("engine-classified", |b| {
        b.iter(|| {
            positions
                .iter()
                .flat_map(|p| p.pieces().map(move |(s, _)| engine::reach(p, s).len()))
                .sum::<usize>()
        })
    });
    group.bench_function("reference", |b| {
        b.iter(|| {
            positions
                .iter()
                .flat_map(|p| p.pieces().map(move |(s, _)| reference::reach(p, s).len()))
                .sum::<usize>()
        })
    });
    group.finish();
}

criterion_group!(benches, empty_board, random_positions);
criterion_main!(benches);
