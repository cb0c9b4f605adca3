//! Exhaustive sweeps over all 512 tiles of an empty board.

use congruent::goff::checks::{overlay, sweep};
use congruent::goff::engine;
use congruent::goff::geometry::{Bitboard, Tile};
use congruent::goff::pieces::PieceKind;

fn holds(outcome: sweep::Outcome) {
    match outcome {
        Ok(s) => println!("{s}"),
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn rook_reaches_168_tiles_from_every_tile() {
    holds(sweep::rook_168_everywhere());
}

#[test]
fn engine_equals_reference_for_every_lone_piece() {
    holds(sweep::reference_agrees_on_empty_board());
}

#[test]
fn empty_board_moves_are_reversible() {
    holds(sweep::temporal_symmetry());
}

#[test]
fn manifolds_overlay_exactly_where_the_book_says() {
    holds(overlay::tile_symmetry_cases());
}

#[test]
fn lone_pieces_commute_with_the_48_cube_symmetries() {
    holds(sweep::cube_symmetry_on_empty_board());
}

/// Tiles reachable in at most two moves on an empty board (CR 20).
fn two_move_range(sets: &[Bitboard], s: Tile) -> Bitboard {
    let mut range = sets[s.index()];
    for t in sets[s.index()].iter() {
        range |= sets[t.index()];
    }
    range.remove(s);
    range
}

/// CR 20, 24, 26, 28 (L2609-2616, L2798, L3189, L3743): rook, bishop and
/// duke reach 511, 255 and 127 other tiles in at most two moves, i.e. all
/// tiles, half of them (one bishop colour) and a quarter (one duke colour).
#[test]
fn base_pieces_reach_their_range_in_two_moves() {
    for (kind, range) in [
        (PieceKind::Rook, 511),
        (PieceKind::Bishop, 255),
        (PieceKind::Duke, 127),
    ] {
        let sets = sweep::empty_board_sets(kind);
        for s in Tile::all() {
            let r = two_move_range(&sets, s);
            assert_eq!(r.count(), range, "{kind:?} on {s}");
            for t in r.iter() {
                match kind {
                    PieceKind::Bishop => assert_eq!(t.bishop_colour(), s.bishop_colour()),
                    PieceKind::Duke => assert_eq!(t.duke_colour(), s.duke_colour()),
                    _ => {}
                }
            }
        }
    }
}

/// CR 35 (L5450-5467): every knight move changes the bishop colour and the
/// duke colour.
#[test]
fn knight_changes_every_colour() {
    for s in Tile::all() {
        let d = engine::destinations(&sweep::alone(PieceKind::Knight, s), s);
        assert!(!d.is_empty());
        for t in d.iter() {
            assert_ne!(t.bishop_colour(), s.bishop_colour(), "{s} -> {t}");
            assert_ne!(t.duke_colour(), s.duke_colour(), "{s} -> {t}");
        }
    }
}

/// The king's neighbour counts by position (linear rule, CR 49): a corner
/// king has 7 moves, an edge king 11, a face king 17, an open king 26
/// (L8783-8795; jargon L18537-18547).
#[test]
fn king_moves_to_every_neighbour_on_an_empty_board() {
    for s in Tile::all() {
        let c = s.coords();
        let outer = [c.z, c.i, c.j]
            .iter()
            .filter(|&&x| x == 1 || x == 8)
            .count();
        let want = [26, 17, 11, 7][outer];
        let d = engine::destinations(&sweep::alone(PieceKind::King, s), s);
        assert_eq!(d.count(), want, "king on {s}");
    }
}

/// CR 2 (L1956-1957): tiles alternate between two colours: every face
/// neighbour of every tile has the other bishop colour, and each colour
/// holds 256 tiles; the duke colours split the board into 4 x 128.
#[test]
fn tiles_alternate_between_two_colours() {
    use congruent::goff::geometry::{BishopColour, DukeColour, Ray, RayKind};
    let mut white = 0;
    for s in Tile::all() {
        white += (s.bishop_colour() == BishopColour::White) as usize;
        for r in Ray::of_kind(RayKind::Face) {
            if let Some(t) = s.step(r.vector(), 1) {
                assert_ne!(s.bishop_colour(), t.bishop_colour(), "{s} {t}");
            }
        }
    }
    assert_eq!(white, 256);
    for c in DukeColour::ALL {
        assert_eq!(Tile::all().filter(|t| t.duke_colour() == c).count(), 128);
    }
}

/// CR 6 (L2079-2102): with one base piece per ray type the queen covers
/// all 26 neighbours of an interior tile (without the duke only 18).
#[test]
fn queen_covers_all_26_neighbours() {
    for s in Tile::all().filter(|s| [s.z(), s.i(), s.j()].iter().all(|&x| (2..=7).contains(&x))) {
        let d = engine::destinations(&sweep::alone(PieceKind::Queen, s), s);
        let near = d
            .iter()
            .filter(|t| (t.coords() - s.coords()).chebyshev() == 1)
            .count();
        assert_eq!(near, 26, "{s}");
    }
}

/// CR 32 (L5432-5436) and the symmetry map's P09, exhaustively: with a
/// queen and one enemy piece on the board, the piece attacks the queen
/// without being attacked back exactly when it is a knight that attacks
/// her.
#[test]
fn only_the_knight_attacks_a_lone_queen_one_way() {
    use congruent::goff::pieces::{Piece, Side};
    use congruent::goff::position::Position;
    use rayon::prelude::*;
    let checked: usize = Tile::all()
        .collect::<Vec<_>>()
        .par_iter()
        .map(|&q| {
            let mut n = 0;
            for t in Tile::all().filter(|&t| t != q) {
                for kind in PieceKind::ALL {
                    let pawn_impossible = kind == PieceKind::Pawn
                        && congruent::goff::game::setup::pawn_tile_possible(Side::Black, t)
                            .is_err();
                    if pawn_impossible {
                        continue;
                    }
                    let pos = Position::from_pieces([
                        (q, Piece::new(Side::White, PieceKind::Queen)),
                        (t, Piece::new(Side::Black, kind)),
                    ])
                    .unwrap();
                    let attacks = engine::destinations(&pos, t).contains(q);
                    let back = engine::destinations(&pos, q).contains(t);
                    let one_way = attacks && !back;
                    assert_eq!(
                        one_way,
                        attacks && kind == PieceKind::Knight,
                        "queen {q}, {kind:?} {t}"
                    );
                    n += 1;
                }
            }
            n
        })
        .sum();
    // 7 kinds anywhere, and a black pawn on each of the 48 tiles per level
    // where a game can put it (own i, j in 2..=8, not both 8), except the
    // queen's own tile.
    let pawn_tiles = 8 * (7 * 7 - 1);
    assert_eq!(checked, 512 * 511 * 7 + 512 * pawn_tiles - pawn_tiles);
    println!("{checked} two-piece positions checked");
}

/// The board's 8 corners (the book's "from the corner" facts, e.g. the
/// rook's 21/21/126 from QR1,1): every coordinate 1 or 8.
#[test]
fn eight_corner_tiles() {
    let corners: Vec<Tile> = Tile::all().filter(|t| t.is_corner()).collect();
    assert_eq!(corners.len(), 8);
    for t in &corners {
        assert!(
            [t.z(), t.i(), t.j()].iter().all(|&c| c == 1 || c == 8),
            "{t}"
        );
    }
    assert!(Tile::new(1, 1, 1).unwrap().is_corner() && Tile::new(8, 8, 8).unwrap().is_corner());
    assert!(!Tile::new(1, 1, 2).unwrap().is_corner() && !Tile::new(8, 1, 4).unwrap().is_corner());
}
