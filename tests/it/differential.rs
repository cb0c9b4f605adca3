//! The fast engine against the plain reference on random positions of
//! 2-40 pieces (proptest shrinks a failure to a small position).

use congruent::goff::checks::sweep;
use congruent::goff::geometry::{Symmetry, Tile};
use congruent::goff::pieces::{Piece, PieceKind, Side};
use congruent::goff::position::Position;
use congruent::goff::readings::{PerimeterRule, Readings};
use congruent::goff::{engine, reference};
use proptest::prelude::*;

fn any_position() -> impl Strategy<Value = Position> {
    prop::collection::vec((0usize..512, any::<bool>(), 0usize..8), 2..=40).prop_map(|v| {
        let mut pos = Position::empty();
        for (t, white, k) in v {
            let side = if white { Side::White } else { Side::Black };
            let (t, kind) = (Tile::from_index(t), PieceKind::ALL[k]);
            if kind == PieceKind::Pawn
                && congruent::goff::game::setup::pawn_tile_possible(side, t).is_err()
            {
                continue;
            }
            let _ = pos.put(t, Piece::new(side, kind));
        }
        pos
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn engine_matches_reference(pos in any_position()) {
        for (s, piece) in pos.pieces() {
            prop_assert_eq!(engine::reach(&pos, s), reference::reach(&pos, s), "{} on {}", piece, s);
        }
    }

    #[test]
    fn engine_matches_reference_with_lenient_perimeters(pos in any_position()) {
        let lenient = Readings {
            perimeter: PerimeterRule::Lenient,
            ..Readings::default()
        };
        for (s, piece) in pos.pieces() {
            prop_assert_eq!(engine::reach_with(&pos, s, lenient), reference::reach_with(&pos, s, lenient), "{} on {}", piece, s);
        }
    }

    #[test]
    fn destination_mask_matches_classified_reach(pos in any_position()) {
        for (s, _) in pos.pieces() {
            let from_reach: Vec<Tile> = engine::reach(&pos, s).into_iter().map(|d| d.to).collect();
            let from_mask: Vec<Tile> = engine::destinations(&pos, s).iter().collect();
            prop_assert_eq!(from_reach, from_mask);
        }
    }

    /// P11: move generation commutes with the 48 symmetries of the cube on
    /// positions without pawns.
    #[test]
    fn equivariant_under_a_random_symmetry(pos in any_position(), g in 0usize..48) {
        // With pawns only the 4 symmetries that keep their direction (P12).
        let pawns = pos.pieces().any(|(_, p)| p.kind == PieceKind::Pawn);
        let g: Symmetry = if pawns {
            Symmetry::pawn_subgroup().nth(g % 4).unwrap()
        } else {
            Symmetry::all().nth(g).unwrap()
        };
        let image = pos.transformed(&g);
        for (s, _) in pos.pieces() {
            let want: Vec<Tile> = {
                let mut v: Vec<Tile> = engine::destinations(&pos, s).iter().map(|t| g.tile(t)).collect();
                v.sort();
                v
            };
            let got: Vec<Tile> = engine::destinations(&image, g.tile(s)).iter().collect();
            prop_assert_eq!(got, want);
        }
    }

    /// Positions survive the JSON protocol unchanged.
    #[test]
    fn positions_round_trip_through_json(pos in any_position()) {
        let json = congruent::goff::json::position_json(&pos);
        prop_assert_eq!(congruent::goff::json::parse_position(&json).unwrap(), pos);
    }

    /// Monotone blocking, under every option (the legality layer's
    /// empty-board filter rests on it): adding a piece never creates a
    /// move, except a capture onto the added piece.
    #[test]
    fn adding_a_piece_creates_no_move_but_its_capture(pos in any_position(), extra in 0usize..512, white: bool, k in 0usize..8, option in 0usize..64) {
        let sets = congruent::goff::readings::each_option();
        let (label, rules) = &sets[option % sets.len()];
        let t = Tile::from_index(extra);
        let mut more = pos.clone();
        let side = if white { Side::White } else { Side::Black };
        prop_assume!(more.put(t, Piece::new(side, PieceKind::ALL[k])).is_ok());
        for (s, _) in pos.pieces() {
            let before = engine::destinations_with(&pos, s, *rules);
            let mut after = engine::destinations_with(&more, s, *rules);
            after.remove(t);
            prop_assert!((after & !before).is_empty(), "{} gained moves under {}", s, label);
        }
    }
}

#[test]
fn a_thousand_deterministic_positions_agree() {
    match sweep::random_positions(1000, 7, Readings::default()) {
        Ok(s) => println!("{s}"),
        Err(e) => panic!("{e}"),
    }
}
