//! Chess in the Third Dimension as a game: the pawn, promotion and
//! castling as 003:L51-L59 state them, under every reading the spec
//! lists, and the core against the literal reference by destinations,
//! legal moves along random games, and perft.

use crate::common::cell_names;
use congruent::cells::checks::random_position;
use congruent::cells::game::{Definition, MoveKind};
use congruent::cells::games::third_dimension::checks::{each_option, label};
use congruent::cells::games::third_dimension::game::{
    CastlingRook, Game, Kind, KnightGaps, Piece, Sideways, ThirdDimension,
};
use congruent::cells::games::third_dimension::Layout;
use congruent::core::rng::Rng;
use congruent::goff::pieces::Side;

fn d() -> ThirdDimension {
    ThirdDimension::default()
}

fn with_pieces(d: ThirdDimension, pieces: &[(Side, Kind, &str)]) -> Game {
    let mut g = Game::new(d);
    for &(side, kind, cell) in pieces {
        g.put(g.cell(cell), Some(Piece { side, kind }));
    }
    g
}

fn reach_names(g: &Game, from: &str) -> Vec<String> {
    cell_names(g, g.destinations(g.cell(from)))
}

#[test]
fn perft_from_the_start_core_equals_reference() {
    let g = d().initial();
    for (depth, nodes) in [(1, 44), (2, 1847), (3, 82073)] {
        assert_eq!(g.perft(depth), nodes, "depth {depth}");
        assert_eq!(g.reference().perft(depth), nodes, "depth {depth}");
    }
    for o in each_option() {
        let g = o.initial();
        assert_eq!(g.perft(2), g.reference().perft(2), "{}", label(&o));
    }
}

/// Under every option the core and the reference give every piece the
/// same cells on random positions.
#[test]
fn destinations_agree_on_random_positions_under_every_option() {
    for o in each_option() {
        let mut rng = Rng::new(0x3D1F);
        let mut pieces = 0;
        for _ in 0..150 {
            let n = 2 + rng.below(30);
            let g = random_position(o, &mut rng, n);
            let r = g.reference();
            for c in g.board().ids().filter(|&c| g.is_occupied(c)) {
                let (mut a, mut b) = (g.destinations(c), r.destinations(c));
                a.sort_unstable();
                b.sort_unstable();
                assert_eq!(a, b, "{} {}", label(&o), g.board().cell(c).name);
                pieces += 1;
            }
        }
        assert!(pieces > 1500, "{pieces}");
    }
}

/// Along random games the legal moves are the same both ways, and the
/// games reach promotions, castles and captures.
#[test]
fn third_dimension_legal_moves_agree_along_random_games() {
    let mut rng = Rng::new(0x3D6A);
    let (mut promotions, mut castles, mut captures) = (0, 0, 0);
    for o in each_option() {
        for _ in 0..6 {
            let mut g = o.initial();
            for _ in 0..150 {
                let moves = g.legal_moves();
                assert_eq!(moves, g.reference().legal_moves(), "{}", label(&o));
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len())];
                match m.kind {
                    MoveKind::Promotion(_) => promotions += 1,
                    MoveKind::Castle(..) => castles += 1,
                    _ => {}
                }
                captures += usize::from(g.is_occupied(m.to));
                g = g.play(&m);
            }
        }
    }
    assert!(
        promotions > 0 && castles > 0 && captures > 0,
        "{promotions} {castles} {captures}"
    );
}

/// 003:L55's example in both layouts: IIIa4 to IIb2 is a sideways
/// diagonal step, a move by default and under `pawn-sideways=move`, a
/// capture only under `pawn-sideways=capture`.
#[test]
fn the_sideways_diagonal_step_of_the_text() {
    for layout in [Layout::A, Layout::Mirror] {
        for (sideways, moves, takes) in [
            (Sideways::Both, true, true),
            (Sideways::Move, true, false),
            (Sideways::Capture, false, true),
        ] {
            let o = ThirdDimension {
                layout,
                sideways,
                ..d()
            };
            let empty = with_pieces(o, &[(Side::White, Kind::Pawn, "IIIa4")]);
            assert_eq!(reach_names(&empty, "IIIa4").contains(&"IIb2".into()), moves);
            let full = with_pieces(
                o,
                &[
                    (Side::White, Kind::Pawn, "IIIa4"),
                    (Side::Black, Kind::Knight, "IIb2"),
                ],
            );
            assert_eq!(reach_names(&full, "IIIa4").contains(&"IIb2".into()), takes);
        }
    }
}

/// The pawn changes level once: on an enemy level it only moves a rank
/// ahead (or takes diagonally on that level); it never moves backward.
#[test]
fn a_pawn_changes_level_once_and_only_goes_forward() {
    // Layout A: IIb2 is a cube of a Black starting level; for White that
    // is an enemy level, so it moves only to IIb3 and takes on IIa3, IIc3.
    let g = with_pieces(
        d(),
        &[
            (Side::White, Kind::Pawn, "IIb2"),
            (Side::Black, Kind::Knight, "IIa3"),
            (Side::Black, Kind::Knight, "IIc3"),
            (Side::Black, Kind::Knight, "IIb1"),
        ],
    );
    assert_eq!(reach_names(&g, "IIb2"), ["IIa3", "IIb3", "IIc3"]);
    // Black's pawns go toward rank 1: from IIb3 (its own level II) to IIb2,
    // down onto level I or up onto III, never to rank 4.
    let g = with_pieces(d(), &[(Side::Black, Kind::Pawn, "IIb3")]);
    let r = reach_names(&g, "IIb3");
    assert!(r.contains(&"IIb2".into()), "{r:?}");
    assert!(r.iter().all(|c| c != "IIb4"), "{r:?}");
    assert!(r.iter().all(|c| !c.starts_with("IV")), "{r:?}");
}

/// Promotion on rank 4 of II and IV for White (003:L57): to queen, rook,
/// bishop or knight; under `promotion=optional` the pawn may also stay.
#[test]
fn promotion_on_the_far_rank_of_the_enemy_levels() {
    for (optional, count) in [(false, 4), (true, 5)] {
        let o = ThirdDimension {
            optional_promotion: optional,
            ..d()
        };
        let mut g = with_pieces(
            o,
            &[
                (Side::White, Kind::Pawn, "IIa3"),
                (Side::White, Kind::King, "Id1"),
                (Side::Black, Kind::King, "IVd4"),
            ],
        );
        g.to_move = Side::White;
        let from = g.cell("IIa3");
        let to_a4: Vec<_> = g
            .legal_moves()
            .into_iter()
            .filter(|m| m.from == Some(from))
            .collect();
        assert_eq!(to_a4.len(), count, "{to_a4:?}");
        assert!(o.promotes(Side::White, g.cell("IIa4")));
        assert!(!o.promotes(Side::White, g.cell("IIIa4")));
        assert!(o.promotes(Side::Black, g.cell("IIIa1")));
    }
}

/// The four castles of 003:L51 from the setup with the cubes between
/// cleared, the crossed cube's attack, and the rook condition.
#[test]
fn the_four_castles() {
    let cleared = |o: ThirdDimension, side: Side| {
        let mut g = o.initial();
        g.to_move = side;
        for c in [
            "IIIb1", "IIIc1", "Ib1", "Ic1", "Id1", "IIb4", "IIc4", "IVa4", "IVb4", "IVc4",
        ] {
            g.put(g.cell(c), None);
        }
        g
    };
    let castles = |g: &Game| -> Vec<(String, String)> {
        let mut v: Vec<(String, String)> = g
            .legal_moves()
            .into_iter()
            .filter_map(|m| match m.kind {
                MoveKind::Castle(rf, _) => Some((
                    g.board().cell(m.to).name.clone(),
                    g.board().cell(rf).name.clone(),
                )),
                _ => None,
            })
            .collect();
        v.sort();
        v
    };
    let pair = |a: &str, b: &str| (a.to_string(), b.to_string());
    let g = cleared(d(), Side::White);
    assert_eq!(castles(&g), [pair("IIIc1", "IIId1"), pair("Ic1", "Ia1")]);
    let g = cleared(d(), Side::Black);
    assert_eq!(castles(&g), [pair("IIb4", "IIa4"), pair("IVb4", "IVd4")]);
    // A black rook on IIIb3 attacks IIIb1, the cube White's king crosses
    // in (a) (003:L51); (b) crosses nothing.
    let mut g = cleared(d(), Side::White);
    for c in ["IIIb2", "IIIb3"] {
        g.put(g.cell(c), None);
    }
    g.put(
        g.cell("IIIb3"),
        Some(Piece {
            side: Side::Black,
            kind: Kind::Rook,
        }),
    );
    assert_eq!(castles(&g), [pair("Ic1", "Ia1")]);
    // After the king has moved, no castle.
    let mut g = cleared(d(), Side::White);
    g.castling.clear();
    assert!(castles(&g).is_empty());
    // Literal reading: any friendly rook on the starting cube will do;
    // under castling-rook=unmoved only the unmoved one.
    for (rook, expected) in [(CastlingRook::Any, 2), (CastlingRook::Unmoved, 1)] {
        let o = ThirdDimension {
            castling_rook: rook,
            ..d()
        };
        let mut g = cleared(o, Side::White);
        let ia1 = g.cell("Ia1");
        g.castling.retain(|&c| c != ia1);
        assert_eq!(castles(&g).len(), expected, "{rook:?}");
    }
}

/// The readings of "it may not bridge a gap" (003:L37): 544 knight moves
/// on the empty board when one face/edge route over existing cubes
/// suffices, 528 when a two-level leap needs both its middle cubes: the
/// reading map's counts (`shared/book-map/other-variants.md` 3.2), both
/// ways (spec/variants/third-dimension.md#knight-gaps).
#[test]
fn knight_gap_readings() {
    for (gaps, total) in [(KnightGaps::Either, 544), (KnightGaps::Both, 528)] {
        for layout in [Layout::A, Layout::Mirror] {
            let o = ThirdDimension {
                layout,
                knight_gaps: gaps,
                ..d()
            };
            let (mut core, mut reference) = (0, 0);
            for c in o.board().ids() {
                let g = with_pieces(o, &[(Side::White, Kind::Knight, &o.board().cell(c).name)]);
                core += g.destinations(c).len();
                reference += g.reference().destinations(c).len();
            }
            assert_eq!((core, reference), (total, total), "{gaps:?} {layout:?}");
        }
    }
}

/// The kings may never stand next to each other: a king attacks its
/// neighbours, so a move next to the enemy king leaves the mover in check.
#[test]
fn kings_keep_apart() {
    let mut g = with_pieces(
        d(),
        &[
            (Side::White, Kind::King, "IIIa1"),
            (Side::Black, Kind::King, "IIIa3"),
        ],
    );
    g.to_move = Side::White;
    let to: Vec<String> = cell_names(
        &g,
        g.legal_moves()
            .into_iter()
            .map(|m| m.to)
            .collect::<Vec<_>>(),
    );
    assert!(to.iter().all(|c| c != "IIIa2" && c != "IIIb2"), "{to:?}");
    assert!(to.contains(&"IIIb1".to_string()), "{to:?}");
}
