//! The fuzz targets' properties (`congruent::referee::fuzzing`) replayed on the
//! committed corpus in `fuzz/corpus/TARGET/` and on deterministic random
//! bytes, so that the targets in `fuzz/` cannot rot between fuzzing runs
//! (TESTING.md#fuzzing). A property that fails panics, naming the input.

use congruent::core::rng::Rng;
use congruent::referee::fuzzing::TARGETS;
use std::path::Path;

fn corpus(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| (p.display().to_string(), std::fs::read(&p).unwrap()))
        .collect()
}

#[test]
fn every_target_replays_its_corpus() {
    for (name, target) in TARGETS {
        let inputs = corpus(name);
        assert!(
            inputs.len() >= 3,
            "{name}: corpus has {} inputs",
            inputs.len()
        );
        for (path, data) in inputs {
            if std::panic::catch_unwind(|| target(&data)).is_err() {
                panic!("{name}: property failed on {path}");
            }
        }
    }
}

/// Random bytes and mutations of the corpus (a byte changed, a tail cut):
/// a few hundred inputs per target, the same on every run.
#[test]
fn every_target_holds_on_mutated_inputs() {
    let mut rng = Rng::new(0xF022);
    for (name, target) in TARGETS {
        let seeds = corpus(name);
        for n in 0..150 {
            let (_, seed) = &seeds[n % seeds.len()];
            let mut data = seed.clone();
            match rng.below(3) {
                0 if !data.is_empty() => {
                    let i = rng.below(data.len());
                    data[i] = rng.next_u64() as u8;
                }
                1 if !data.is_empty() => data.truncate(rng.below(data.len())),
                _ => data = (0..rng.below(24)).map(|_| rng.next_u64() as u8).collect(),
            }
            let input = data.clone();
            if std::panic::catch_unwind(|| target(&input)).is_err() {
                panic!("{name}: property failed on {data:?}");
            }
        }
    }
}

/// The properties can fail: the tile property, run with a parser that
/// accepts padding, panics on a padded tile, since the tile is not
/// written back as it was read; with the real parser it holds.
#[test]
fn the_tile_property_fails_on_a_lenient_parser() {
    use congruent::goff::notation::parse_tile;
    use congruent::referee::fuzzing::{tile_notation, tile_notation_with};
    let lenient = |s: &str, side| parse_tile(s.trim(), side).ok();
    let padded = b" K5,4 ";
    let failed = std::panic::catch_unwind(|| tile_notation_with(padded, lenient));
    let message = failed.expect_err("a lenient parser breaks the round trip");
    let text = message.downcast_ref::<String>().map_or("", |s| s.as_str());
    assert!(text.contains("tile round trip"), "{text}");
    tile_notation(padded);
    tile_notation_with(b"K5,4", lenient);
}
