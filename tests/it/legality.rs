//! The legality shortcut (`src/goff/game/legality.rs`): moves spared the full
//! king-safety test are exactly the legal ones, on random positions and
//! along random games, and the shortcut applies only where its premise
//! holds.

use congruent::core::rng::Rng;
use congruent::goff::game::{Game, Implementation};
use congruent::goff::geometry::{Bitboard, Tile};
use congruent::goff::pieces::{Piece, PieceKind, Side};
use congruent::goff::readings::{PerimeterRule, Readings};
use congruent::goff::samples;

/// A random position of `n` pieces with one king a side.
fn game(rng: &mut Rng, n: usize) -> Game {
    let mut position = samples::position(rng, n);
    for t in position.pieces().map(|(t, _)| t).collect::<Vec<_>>() {
        if position
            .piece_at(t)
            .is_some_and(|p| p.kind == PieceKind::King)
        {
            position.remove(t);
        }
    }
    for side in [Side::White, Side::Black] {
        loop {
            let t = Tile::from_index(rng.below(Tile::COUNT));
            if position.put(t, Piece::new(side, PieceKind::King)).is_ok() {
                break;
            }
        }
    }
    Game {
        position,
        to_move: if rng.below(2) == 0 {
            Side::White
        } else {
            Side::Black
        },
        en_passant: None,
        castling: Bitboard::EMPTY,
        implementation: Implementation::Engine,
        rules: Readings::default(),
    }
}

#[test]
fn spared_moves_are_the_legal_ones_on_random_positions() {
    let mut rng = Rng::new(0x1E6A1);
    let (mut positions, mut moves) = (0, 0);
    for _ in 0..1500 {
        let n = 3 + rng.below(45);
        let mut g = game(&mut rng, n);
        let fast = g.legal_moves();
        let full = g.legal_moves_in_full();
        assert_eq!(fast, full, "{:?}", g.position.pieces().collect::<Vec<_>>());
        positions += 1;
        moves += fast.len();
    }
    assert!(
        moves > 10 * positions,
        "{moves} moves in {positions} positions"
    );
}

#[test]
fn spared_moves_are_the_legal_ones_along_random_games() {
    let mut rng = Rng::new(0x1E6A2);
    let mut plies = 0;
    for _ in 0..6 {
        let mut g = Game::start();
        for _ in 0..120 {
            let fast = g.legal_moves();
            assert_eq!(fast, g.legal_moves_in_full(), "after {plies} plies");
            if fast.is_empty() {
                break;
            }
            g.make(&fast[rng.below(fast.len())]);
            plies += 1;
        }
    }
    assert!(plies > 300, "{plies}");
}

/// Under lenient perimeters a gate's outer perimeter does not shut it, so
/// the shortcut is off there; the full test still gives the same moves as
/// the reference.
#[test]
fn lenient_perimeters_take_the_full_test() {
    let mut rng = Rng::new(0x1E6A3);
    let rules = Readings {
        perimeter: PerimeterRule::Lenient,
        ..Readings::default()
    };
    for _ in 0..20 {
        let n = 3 + rng.below(20);
        let mut g = Game {
            rules,
            ..game(&mut rng, n)
        };
        let engine = g.legal_moves();
        assert_eq!(engine, g.legal_moves_in_full());
        let mut r = Game {
            implementation: Implementation::Reference,
            ..g.clone()
        };
        assert_eq!(engine, r.legal_moves());
    }
}

/// `engine::attacks` (the gates of one displacement) answers as the
/// piece's whole destination set does, for every piece and every tile it
/// could take on, on random positions.
#[test]
fn attacks_by_gates_equal_destinations() {
    let mut rng = Rng::new(0x1E6A4);
    let mut hits = 0;
    for _ in 0..300 {
        let n = 2 + rng.below(40);
        let pos = samples::position(&mut rng, n);
        for (s, piece) in pos.pieces() {
            let reach = congruent::goff::engine::destinations(&pos, s);
            for k in Tile::all().filter(|&k| !pos.side(piece.side).contains(k)) {
                let by_gates = congruent::goff::engine::attacks(&pos, s, k);
                assert_eq!(by_gates, reach.contains(k), "{piece:?} on {s} to {k}");
                hits += usize::from(by_gates);
            }
        }
    }
    assert!(hits > 10_000, "{hits}");
}
