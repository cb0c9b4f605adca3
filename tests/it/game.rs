//! The complete rules as a game: the starting position, legal moves,
//! make/unmake, perft, and random games.

use crate::common::tile;
use congruent::core::rng::Rng;
use congruent::goff::game::{perft, Game, Implementation, Move, MoveKind};
use congruent::goff::geometry::{Symmetry, Tile};
use congruent::goff::pieces::{Piece, PieceKind, Side};
use congruent::goff::position::Position;

/// L13861-13862: "no piece other than a pawn or a knight can make the
/// first move"; each knight has four moves (Table 15, L13891), each pawn
/// its three single and five double advances (L6617-6638).
#[test]
fn only_pawns_and_knights_move_first() {
    let mut g = Game::start();
    let moves = g.legal_moves();
    assert_eq!(moves.len(), 72);
    let of = |name: &str| -> Vec<String> {
        let mut v: Vec<String> = moves
            .iter()
            .filter(|m| m.from == tile(name))
            .map(|m| m.to.to_string())
            .collect();
        v.sort();
        v
    };
    assert_eq!(of("QN1,1"), ["Q2,3", "Q3,2", "QB3,3", "QR3,3"]);
    assert_eq!(of("KN1,1"), ["K2,3", "K3,2", "KB3,3", "KR3,3"]);
    for z in ["QR", "QN", "QB", "Q", "K", "KB", "KN", "KR"] {
        assert_eq!(of(&format!("{z}2,2")).len(), 8, "pawn on {z}2,2");
    }
    for m in &moves {
        let kind = g.position.piece_at(m.from).unwrap().kind;
        assert!(matches!(kind, PieceKind::Pawn | PieceKind::Knight));
    }
}

/// CR 13-16 and CR 30 (L2320-2443, L4700-4736): the lineup's colours.
#[test]
fn the_lineup_stands_on_the_books_colours() {
    use congruent::goff::geometry::{BishopColour, DukeColour};
    let pos = congruent::goff::game::start_position();
    assert_eq!(pos.len(), 32);
    assert_eq!(tile("KR1,1").bishop_colour(), BishopColour::White);
    let queen = |side| {
        pos.pieces()
            .find(|(_, p)| *p == Piece::new(side, PieceKind::Queen))
            .unwrap()
            .0
    };
    assert_eq!(queen(Side::White).duke_colour(), DukeColour::Gold);
    assert_eq!(queen(Side::Black).duke_colour(), DukeColour::Silver);
    assert_eq!(queen(Side::White).bishop_colour(), BishopColour::White);
    assert_eq!(queen(Side::Black).bishop_colour(), BishopColour::White);
    // The king is on the level above the queen (L2379-2380).
    assert_eq!(pos.piece_at(tile("K1,1")).unwrap().kind, PieceKind::King);
}

#[test]
fn perft_from_the_start_engine_and_reference_agree_to_depth_2() {
    let mut g = Game::start();
    let mut r = Game::start();
    r.implementation = Implementation::Reference;
    for (depth, want) in [(1, 72), (2, 5184)] {
        assert_eq!(perft::perft(&mut g, depth), want);
        assert_eq!(perft::perft(&mut r, depth), want);
    }
}

/// spec/perft.md: perft(3) = 620060, cross-checked with the reference by
/// `congruent perft 3 --reference`; here with make/unmake checked at every
/// node.
#[test]
fn perft_3_with_unmake_checked_at_every_node() {
    let mut g = Game::start();
    assert_eq!(perft::perft_checked(&mut g, 3), Ok(620_060));
}

/// A game reached by random legal moves, deterministic by seed.
fn random_game(seed: u64, plies: usize) -> Vec<Game> {
    let mut rng = Rng::new(seed);
    let mut g = Game::start();
    let mut seen = vec![g.clone()];
    for _ in 0..plies {
        let moves = g.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        g.make(&m);
        seen.push(g.clone());
    }
    seen
}

/// No legal move leaves the mover's king attacked, as the reference sees
/// it; make/unmake restores every position; every listed move is legal by
/// itself.
#[test]
fn random_games_keep_the_rules() {
    let mut nodes = 0;
    for seed in 0..3 {
        for mut g in random_game(seed, 50).into_iter().step_by(2) {
            let side = g.to_move;
            for m in g.legal_moves() {
                let before = g.clone();
                let undo = g.make(&m);
                let mut check = g.clone();
                check.implementation = Implementation::Reference;
                assert!(!check.in_check(side), "{m:?} leaves the king attacked");
                g.unmake(undo);
                assert_eq!(g, before, "unmake of {m:?}");
                nodes += 1;
            }
        }
    }
    assert!(nodes > 2_000, "{nodes}");
}

/// Engine and reference give the same legal moves in random games.
#[test]
fn random_games_engine_equals_reference() {
    for seed in 10..14 {
        for mut g in random_game(seed, 40).into_iter().step_by(4) {
            let mut r = g.clone();
            r.implementation = Implementation::Reference;
            let (mut a, mut b) = (g.legal_moves(), r.legal_moves());
            a.sort();
            b.sort();
            assert_eq!(a, b);
        }
    }
}

fn mirror_tile(t: Tile) -> Tile {
    Symmetry::colour_swap().tile(t)
}

/// P13: swapping the colours (White's tiles become Black's by
/// `(z, 9-i, 9-j)`, every piece changes side) mirrors the legal moves.
#[test]
fn colour_swap_mirrors_the_legal_moves() {
    for seed in 20..24 {
        for mut g in random_game(seed, 30).into_iter().step_by(5) {
            let mut m = Game {
                position: Position::from_pieces(
                    g.position
                        .pieces()
                        .map(|(t, p)| (mirror_tile(t), Piece::new(p.side.opponent(), p.kind))),
                )
                .unwrap(),
                to_move: g.to_move.opponent(),
                en_passant: g
                    .en_passant
                    .as_ref()
                    .map(|ep| congruent::goff::game::EnPassant {
                        pawn: mirror_tile(ep.pawn),
                        paths: ep.paths.iter().map(|&t| mirror_tile(t)).collect(),
                    }),
                castling: g.castling.iter().map(mirror_tile).collect(),
                implementation: Implementation::Engine,
                rules: Default::default(),
            };
            let swap = |mv: &Move| Move {
                from: mirror_tile(mv.from),
                to: mirror_tile(mv.to),
                kind: match mv.kind {
                    MoveKind::EnPassant(t) => MoveKind::EnPassant(mirror_tile(t)),
                    MoveKind::Fission(t) => MoveKind::Fission(mirror_tile(t)),
                    MoveKind::Castle(rooks) => MoveKind::Castle(
                        rooks.map(|r| r.map(|(a, b)| (mirror_tile(a), mirror_tile(b)))),
                    ),
                    k => k,
                },
            };
            let mut want: Vec<Move> = g.legal_moves().iter().map(swap).collect();
            let mut got = m.legal_moves();
            want.sort();
            got.sort();
            assert_eq!(got, want);
        }
    }
}

/// spec/position-string.md: the string round-trips, and the start's is
/// the documented one.
#[test]
fn position_strings_round_trip() {
    use congruent::goff::fen::{parse_fen, to_fen};
    let start = to_fen(&Game::start());
    let spec = include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/spec/position-string.md"
    ));
    assert!(
        spec.contains(&start),
        "the spec shows the start position's string"
    );
    assert_eq!(
        parse_fen(&start)
            .unwrap()
            .game(congruent::core::variant::Validation::Legal)
            .unwrap(),
        Game::start()
    );
    for seed in 30..33 {
        for g in random_game(seed, 40) {
            assert_eq!(
                parse_fen(&to_fen(&g))
                    .unwrap()
                    .game(congruent::core::variant::Validation::Legal)
                    .unwrap(),
                g
            );
        }
    }
    for (bad, needle) in [
        ("8/8 w - -", "expected 8 levels"),
        ("x w - -", "expected 8 levels"),
        (&start.replacen("R7", "R8", 1), "covers 9 tiles"),
        (&start.replacen("R7", "X7", 1), "unknown piece letter"),
        (&start.replace(" w ", " x "), "side"),
        (&start.replace(" -", " K4,4"), "en passant"),
        ("R7", "expected 4 fields"),
    ] {
        let e = parse_fen(bad)
            .and_then(|s| {
                s.game(congruent::core::variant::Validation::Legal)
                    .map_err(|e| e.to_string())
            })
            .unwrap_err();
        assert!(e.contains(needle), "{bad}: {e}");
    }
}

/// Every candidate move of the side to move: each own piece, each tile,
/// each kind of move; the fissions, castles and en passants listed, and
/// the same with a wrong tile.
fn candidates(g: &mut Game) -> Vec<Move> {
    use congruent::goff::pieces::BasePiece::{Bishop, Duke};
    let legal = g.legal_moves();
    let mut kinds = vec![
        MoveKind::Normal,
        MoveKind::Uplift,
        MoveKind::StackMove,
        MoveKind::Decay(Bishop),
        MoveKind::Decay(Duke),
        MoveKind::Combine,
        MoveKind::Teleport(Bishop),
        MoveKind::Teleport(Duke),
    ];
    for k in PieceKind::ALL {
        kinds.push(MoveKind::Promotion(k));
    }
    if let Some(ep) = &g.en_passant {
        kinds.push(MoveKind::EnPassant(ep.pawn));
    }
    let mut out = Vec::new();
    let own: Vec<Tile> = g
        .position
        .pieces()
        .filter(|(_, p)| p.side == g.to_move)
        .map(|(t, _)| t)
        .collect();
    for &from in &own {
        for to in Tile::all() {
            out.extend(kinds.iter().map(|&kind| Move { from, to, kind }));
        }
    }
    for m in legal {
        if let MoveKind::Fission(_) | MoveKind::Castle(_) = m.kind {
            out.push(m);
            let shifted = Tile::from_index((m.to.index() + 1) % Tile::COUNT);
            out.push(Move { to: shifted, ..m });
        }
    }
    out.sort();
    out.dedup();
    out
}

/// shakmaty's `legals_are_legal`: the validator accepts every move
/// `legal_moves` lists and nothing else, on random games and on random
/// positions (which hold stacks, lone bishops and dukes, pawns near
/// promotion).
#[test]
fn the_validator_accepts_exactly_the_legal_moves() {
    let mut games: Vec<Game> = (40..46)
        .flat_map(|seed| random_game(seed, 60).into_iter().step_by(6))
        .collect();
    let mut rng = Rng::new(7);
    for _ in 0..40 {
        let n = 8 + rng.below(20);
        games.push(Game {
            position: congruent::goff::samples::position(&mut rng, n),
            to_move: Side::White,
            en_passant: None,
            castling: Default::default(),
            implementation: Implementation::Engine,
            rules: Default::default(),
        });
    }
    let (mut checked, mut accepted, mut listed_total) = (0, 0, 0);
    for mut g in games {
        let mut legal = g.legal_moves();
        legal.sort();
        listed_total += legal.len();
        for m in candidates(&mut g) {
            let listed = legal.binary_search(&m).is_ok();
            let valid = g.validate(&m);
            assert_eq!(valid.is_ok(), listed, "{m:?}: validator says {valid:?}");
            checked += 1;
            accepted += valid.is_ok() as usize;
        }
    }
    assert_eq!(accepted, listed_total, "every listed move was a candidate");
    assert!(checked > 1_000_000, "{checked}");
    println!("{checked} candidate moves, {accepted} legal");
}
