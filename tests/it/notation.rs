//! The book's notation (L2444-2488), in both perspectives.

use congruent::goff::geometry::Tile;
use congruent::goff::notation::{self, NotationError};
use congruent::goff::pieces::{PieceKind, Side};

#[test]
fn whites_kb3_4_is_blacks_kb6_5() {
    // L2446-2450: "A pawn move by White to KB3,4 will be seen from Black's
    // perspective to be on tile KB6,5".
    let t = notation::parse_tile("KB3,4", Side::White).unwrap();
    assert_eq!(notation::tile_name(t, Side::Black), "KB6,5");
    assert_eq!(notation::parse_tile("KB6,5", Side::Black).unwrap(), t);
    assert_eq!((t.z(), t.i(), t.j()), (6, 3, 4));
}

#[test]
fn levels_run_qr_to_kr_bottom_to_top() {
    for (z, name) in ["QR", "QN", "QB", "Q", "K", "KB", "KN", "KR"]
        .iter()
        .enumerate()
    {
        let t = notation::parse_tile(&format!("{name}1,1"), Side::White).unwrap();
        assert_eq!(t.z() as usize, z + 1);
    }
}

#[test]
fn placements_as_in_the_single_rook_mate() {
    // L2476-2487: "R @ K5,4   K @ Q2,3".
    let (kind, t) = notation::parse_placement("R @ K5,4", Side::White).unwrap();
    assert_eq!(kind, PieceKind::Rook);
    assert_eq!(notation::placement(kind, t, Side::White), "R @ K5,4");
    assert_eq!(
        notation::parse_placement("K @ Q2,3", Side::White)
            .unwrap()
            .0,
        PieceKind::King
    );
}

#[test]
fn malformed_tiles_are_rejected_with_the_reason() {
    use NotationError::*;
    let bad = |s: &str| notation::parse_tile(s, Side::White).unwrap_err();
    assert!(matches!(bad(""), Empty));
    assert!(matches!(bad("X5,4"), UnknownLevel(..)));
    assert!(matches!(bad("K9,4"), OffBoard(_)));
    assert!(matches!(bad("K0,4"), OffBoard(_)));
    assert!(matches!(bad("QR9,5"), OffBoard(_)));
    assert!(matches!(bad("K54"), Malformed(_)));
    assert!(matches!(bad("K5,"), Malformed(_)));
    assert!(matches!(bad("K-1,4"), Malformed(_)));
    assert!(matches!(
        notation::parse_placement("W @ K5,4", Side::White),
        Err(UnknownPiece(_))
    ));
    assert!(matches!(
        notation::parse_placement("R K5,4", Side::White),
        Err(MalformedPlacement(_))
    ));
}

#[test]
fn move_text_follows_the_book() {
    let t = notation::parse_tile("K4,4", Side::White).unwrap();
    assert_eq!(
        notation::move_text(PieceKind::Knight, None, t, Side::White),
        "N -- K4,4"
    );
    assert_eq!(
        notation::move_text(PieceKind::Rook, Some(PieceKind::Knight), t, Side::Black),
        "RxN -- K5,5"
    );
}

/// Every tile's name reads back in both perspectives, and the two names'
/// digits sum to nine (all 512 tiles: no sample needed).
#[test]
fn names_round_trip_in_both_perspectives_and_sum_to_nine() {
    let digits = |s: &str| -> Vec<u32> { s.chars().filter_map(|c| c.to_digit(10)).collect() };
    for t in (0..Tile::COUNT).map(Tile::from_index) {
        for side in [Side::White, Side::Black] {
            let name = notation::tile_name(t, side);
            assert_eq!(notation::parse_tile(&name, side), Ok(t), "{name}");
        }
        let w = notation::tile_name(t, Side::White);
        let b = notation::tile_name(t, Side::Black);
        assert_eq!(digits(&w).len(), 2, "{w}");
        assert!(
            digits(&w).iter().zip(digits(&b)).all(|(x, y)| x + y == 9),
            "{w} {b}"
        );
    }
}

/// Error messages and the CLI name pieces as "side kind".
#[test]
fn pieces_display_as_side_and_kind() {
    use congruent::goff::pieces::Piece;
    assert_eq!(
        Piece::new(Side::White, PieceKind::Stack).to_string(),
        "white stack"
    );
    assert_eq!(
        Piece::new(Side::Black, PieceKind::Duke).to_string(),
        "black duke"
    );
}

/// Rays are named by the signed coordinates they change, in White's frame
/// (`spec/protocol.md`): 26 distinct names.
#[test]
fn rays_are_named_by_their_signed_coordinates() {
    use congruent::goff::geometry::{Ray, Vector};
    let name = |z, i, j| Ray::new(Vector::new(z, i, j)).unwrap().name();
    assert_eq!(name(0, 1, 0), "+i");
    assert_eq!(name(-1, 0, 1), "-z+j");
    assert_eq!(name(1, -1, -1), "+z-i-j");
    let names: std::collections::BTreeSet<String> = Ray::all().map(|r| r.name()).collect();
    assert_eq!(names.len(), 26);
}
