//! The cell variants' perft from the start, core and reference, beside
//! shakmaty's perft of orthodox chess and Goff's, in one criterion run on
//! one thread (issue 26). Criterion reports nodes per second;
//! BENCHMARKS.md turns them into ns per node.

use congruent::cells::game::{Definition, Game};
use congruent::cells::games::positional::{Positional, Version};
use congruent::cells::games::tetrahedral::game::Tetrahedral;
use congruent::cells::games::third_dimension::game::ThirdDimension;
use congruent::cells::games::trans_dimensional::game::TransDimensional;
use criterion::measurement::WallTime;
use criterion::{criterion_group, criterion_main, BenchmarkGroup, Criterion, Throughput};
use shakmaty::{Chess, Position as _};

/// Perft of `rules`' start at `depth` by the core and, where `reference`,
/// by the reference; the count is asserted once, outside the timing.
fn both<D: Definition>(
    group: &mut BenchmarkGroup<WallTime>,
    name: &str,
    rules: D,
    depth: u32,
    reference: bool,
) {
    let start = rules.initial();
    let nodes = start.perft(depth);
    assert_eq!(
        start.reference().perft(depth.min(2)),
        start.perft(depth.min(2))
    );
    group.throughput(Throughput::Elements(nodes));
    group.bench_function(format!("{name}-perft-{depth}/core"), |b| {
        b.iter(|| start.perft(depth))
    });
    if reference {
        let slow: Game<D> = start.reference();
        group.bench_function(format!("{name}-perft-{depth}/reference"), |b| {
            b.iter(|| slow.perft(depth))
        });
    }
}

fn cells(c: &mut Criterion) {
    let mut group = c.benchmark_group("cells");
    group.sample_size(10);
    // Orthodox chess perft(4) from the start: 197,281 nodes.
    let chess = Chess::default();
    assert_eq!(chess.legal_moves().len(), 20);
    group.throughput(Throughput::Elements(197_281));
    group.bench_function("shakmaty-perft-4", |b| {
        b.iter(|| shakmaty::perft(&chess, 4))
    });
    both(
        &mut group,
        "third-dimension",
        ThirdDimension::default(),
        3,
        true,
    );
    both(&mut group, "tetrahedral", Tetrahedral, 3, true);
    both(
        &mut group,
        "trans-dimensional",
        TransDimensional::default(),
        2,
        true,
    );
    for (version, name) in [
        (Version::Eight, "positional-8x8x2"),
        (Version::Seven, "positional-7x7x3"),
        (Version::Six, "positional-6x6x4"),
    ] {
        let rules = Positional {
            version,
            ..Positional::default()
        };
        both(&mut group, name, rules, 2, true);
        // Perft(2) by the core is the two-ply count, which plays neither
        // ply; perft(3) plays the first and so measures a turn played too.
        both(&mut group, name, rules, 3, false);
    }
    group.finish();
}

criterion_group!(benches, cells);
criterion_main!(benches);
