//! Every rule option reproduces the numbers the book gives for it
//! (src/goff/readings.rs; spec/interpretations.md). The default Readings is the
//! book's adopted rules; each rejected rule is run as the book states it
//! and checked against the book's own figures for it.

use crate::common::tile;
use congruent::goff::engine::destinations_with;
use congruent::goff::game::start_position;
use congruent::goff::geometry::Tile;
use congruent::goff::pieces::{Piece, PieceKind, Side};
use congruent::goff::position::Position;
use congruent::goff::readings::{KingRule, LinearRule, MotionRule, PawnCaptureRule, Readings};

fn destination_count(rules: Readings, kind: PieceKind, at: &str) -> u32 {
    let pos = Position::from_pieces([(tile(at), Piece::new(Side::White, kind))]).unwrap();
    destinations_with(&pos, tile(at), rules).count()
}

fn with_readings(f: impl FnOnce(&mut Readings)) -> Readings {
    let mut r = Readings::default();
    f(&mut r);
    r
}

/// PPR as the book prints it: n/511 in percent, two decimals.
fn ppr(n: u32) -> String {
    format!("{:.2}%", n as f64 * 100.0 / 511.0)
}

/// Tables 1-3 (L3120-3133, L3640-3660, L4590-4612), "3D -- Straight
/// Lines" column: rook 4.11% everywhere (21/511), bishop 4.11% corner and
/// 7.63% centre ((6+7)*3/511), duke 1.37% corner and 4.89% centre.
#[test]
fn straight_lines_give_tables_1_to_3() {
    let straight = with_readings(|r| r.motion = MotionRule::StraightLine);
    for t in Tile::all() {
        let name = t.to_string();
        assert_eq!(
            destination_count(straight, PieceKind::Rook, &name),
            21,
            "rook on {name}"
        );
    }
    let cases = [
        (PieceKind::Rook, "QR1,1", "4.11%"),
        (PieceKind::Bishop, "QR1,1", "4.11%"),
        (PieceKind::Bishop, "K4,4", "7.63%"),
        (PieceKind::Duke, "QR1,1", "1.37%"),
        (PieceKind::Duke, "K4,4", "4.89%"),
    ];
    for (kind, at, book) in cases {
        assert_eq!(
            ppr(destination_count(straight, kind, at)),
            book,
            "{kind:?} on {at}"
        );
    }
    // The "3D -- Planar Moves" column, under the default rules.
    let planar = [
        (PieceKind::Rook, "QR1,1", "32.88%"),
        (PieceKind::Bishop, "QR1,1", "16.44%"),
        (PieceKind::Bishop, "K4,4", "28.77%"),
        (PieceKind::Duke, "QR1,1", "15.46%"),
        (PieceKind::Duke, "K4,4", "22.50%"),
    ];
    for (kind, at, book) in planar {
        assert_eq!(
            ppr(destination_count(Readings::default(), kind, at)),
            book,
            "{kind:?} on {at}"
        );
    }
}

/// L8783-8795: the adjacent and linear rules give the king the 26
/// nearest neighbours (26/511 = 5.09%), the natural rule adds the 42 apex
/// tiles of perimeter 1: 68 (13.3%).
#[test]
fn king_rules_reach_26_26_and_68() {
    let natural = with_readings(|r| r.king = KingRule::Natural);
    let adjacent = with_readings(|r| r.king = KingRule::Adjacent);
    assert_eq!(
        destination_count(Readings::default(), PieceKind::King, "K4,4"),
        26
    );
    assert_eq!(destination_count(adjacent, PieceKind::King, "K4,4"), 26);
    assert_eq!(destination_count(natural, PieceKind::King, "K4,4"), 68);
    assert_eq!(ppr(26), "5.09%");
    assert_eq!(ppr(68), "13.31%");
    // The adjacent king is never blocked; the linear king is (CR 49):
    // friends on K5,5 (0,1,1) and KB5,4 (1,1,0) close one square beside
    // the rook line to K5,4 (0,1,0) in each of its two planes, and one
    // beside the bishop line to KB4,5 (1,0,1) in each of its two skew
    // planes (upward and rightward): two empty neighbours are shut.
    let crowded = |rules| {
        let mut pos =
            Position::from_pieces([(tile("K4,4"), Piece::new(Side::White, PieceKind::King))])
                .unwrap();
        for t in ["K5,5", "KB5,4"] {
            pos.put(tile(t), Piece::new(Side::White, PieceKind::Knight))
                .unwrap();
        }
        destinations_with(&pos, tile("K4,4"), rules).count()
    };
    assert_eq!(crowded(adjacent), 24);
    assert_eq!(crowded(Readings::default()), 22);
}

/// The declined balance rule (L8434-8449; interpretations.md's example):
/// White king K4,4, White knights on KB5,4 and KB4,5 close both bishop
/// planes of the edge neighbour K5,5; its rook square K5,4, K4,5, K5,5 is
/// empty, so only the balance rule lets the king in.
#[test]
fn the_brook_balance_rule_opens_k5_5() {
    let pos = Position::from_pieces([
        (tile("K4,4"), Piece::new(Side::White, PieceKind::King)),
        (tile("KB5,4"), Piece::new(Side::White, PieceKind::Knight)),
        (tile("KB4,5"), Piece::new(Side::White, PieceKind::Knight)),
    ])
    .unwrap();
    let balance = with_readings(|r| r.brook_balance = true);
    let book = destinations_with(&pos, tile("K4,4"), Readings::default());
    let with_balance = destinations_with(&pos, tile("K4,4"), balance);
    assert!(!book.contains(tile("K5,5")));
    assert!(with_balance.contains(tile("K5,5")));
    // The same tiles on an empty board either way (L8434-8449).
    let lone =
        Position::from_pieces([(tile("K4,4"), Piece::new(Side::White, PieceKind::King))]).unwrap();
    assert_eq!(
        destinations_with(&lone, tile("K4,4"), balance),
        destinations_with(&lone, tile("K4,4"), Readings::default())
    );
}

/// The time-symmetric balance rule (L15316-15345, Fig. 241): knights
/// outside the rook's quadrant block the return from the far between
/// tiles, so of the 7 pure perimeter-4 tiles of the quadrant only the apex
/// and its two neighbours stay ("only in a superposition of 3").
#[test]
fn time_symmetry_keeps_3_of_the_7_perimeter_tiles() {
    let rook = tile("K4,4");
    let pos = Position::from_pieces([
        (rook, Piece::new(Side::White, PieceKind::Rook)),
        (tile("K6,2"), Piece::new(Side::White, PieceKind::Knight)),
        (tile("K2,6"), Piece::new(Side::White, PieceKind::Knight)),
    ])
    .unwrap();
    let perimeter_4 = |rules| {
        let d = destinations_with(&pos, rook, rules);
        let mut v: Vec<String> = Tile::all()
            .filter(|t| t.z() == 5 && t.i() >= 5 && t.j() >= 5 && (t.i() == 8 || t.j() == 8))
            .filter(|&t| d.contains(t))
            .map(|t| t.to_string())
            .collect();
        v.sort();
        v
    };
    assert_eq!(perimeter_4(Readings::default()).len(), 7);
    let balance = with_readings(|r| r.time_symmetric = true);
    assert_eq!(perimeter_4(balance), ["K7,8", "K8,7", "K8,8"]);
    // On an empty board every move is time symmetric (L10338-10377).
    let lone = Position::from_pieces([(rook, Piece::new(Side::White, PieceKind::Queen))]).unwrap();
    assert_eq!(
        destinations_with(&lone, rook, balance),
        destinations_with(&lone, rook, Readings::default())
    );
}

/// The pieces that can move from the starting lineup (Fig. 15).
fn first_movers(rules: Readings) -> Vec<PieceKind> {
    let pos = start_position();
    let mut kinds: Vec<PieceKind> = pos
        .pieces()
        .filter(|(t, p)| p.side == Side::White && !destinations_with(&pos, *t, rules).is_empty())
        .map(|(_, p)| p.kind)
        .collect();
    kinds.sort();
    kinds.dedup();
    kinds
}

/// L13859-13862: under the book's rules only pawns and knights can move
/// first. L1553-1560: under the dual path and the RAM rules "the rook,
/// bishop, and queen can all move before a single pawn has advanced";
/// L1718-1732: so can they if one clear quadrant opened a linear move.
#[test]
fn rejected_rules_let_the_lineup_out() {
    use PieceKind::*;
    assert_eq!(first_movers(Readings::default()), vec![Knight, Pawn]);
    for motion in [
        MotionRule::Ram,
        MotionRule::DualPathEither,
        MotionRule::DualPathBoth,
    ] {
        let movers = first_movers(with_readings(|r| r.motion = motion));
        for k in [Rook, Queen, Stack] {
            assert!(movers.contains(&k), "{motion:?}: {k:?} cannot move");
        }
    }
    let any = first_movers(with_readings(|r| r.linear = LinearRule::AnyQuadrant));
    for k in [Rook, Queen, Stack] {
        assert!(any.contains(&k), "any-quadrant: {k:?} cannot move");
    }
    // All quadrants clear is stricter than the book's rule, never looser.
    assert_eq!(
        first_movers(with_readings(|r| r.linear = LinearRule::AllQuadrants)),
        vec![Knight, Pawn]
    );
}

/// STAB (L1404-1437, L1539-1547, L1606-1610): a rook in the centre can
/// cover 13 pieces per plane, 39 in all, under the dual path and RAM
/// rules; under advancement squares at most one per quadrant, 12. The
/// 39-piece witness: in each quadrant of each orthogonal plane, the
/// anti-diagonal `(k, n+1-k)` of its `n x n` corner (no piece in another's
/// rectangle). The 12-piece witness: the apex `(1,1)` of every quadrant.
#[test]
fn stab_39_under_paths_and_ram_12_under_squares() {
    let s = tile("K4,4");
    let witness = |pick: &dyn Fn(i8) -> Vec<(i8, i8)>| {
        let mut pos =
            Position::from_pieces([(s, Piece::new(Side::White, PieceKind::Rook))]).unwrap();
        let mut targets = Vec::new();
        for plane in congruent::goff::geometry::PlaneFamily::Orthogonal.planes() {
            for q in congruent::goff::geometry::Quadrant::of_plane(plane) {
                let n = (1..=7i8)
                    .take_while(|&k| Tile::at(s.coords() + q.offset(k, k)).is_some())
                    .count() as i8;
                for (x, y) in pick(n) {
                    let t = Tile::at(s.coords() + q.offset(x, y)).unwrap();
                    pos.put(t, Piece::new(Side::Black, PieceKind::Knight))
                        .unwrap();
                    targets.push(t);
                }
            }
        }
        (pos, targets)
    };
    let covered = |(pos, targets): &(Position, Vec<Tile>), rules| {
        let d = destinations_with(pos, s, rules);
        targets.iter().filter(|&&t| d.contains(t)).count()
    };
    let diagonal = witness(&|n| (1..=n).map(|k| (k, n + 1 - k)).collect());
    assert_eq!(diagonal.1.len(), 39);
    assert_eq!(
        covered(&diagonal, with_readings(|r| r.motion = MotionRule::Ram)),
        39
    );
    let either = with_readings(|r| r.motion = MotionRule::DualPathEither);
    assert_eq!(covered(&diagonal, either), 39);
    let both = with_readings(|r| r.motion = MotionRule::DualPathBoth);
    assert_eq!(covered(&diagonal, both), 39);
    assert!(covered(&diagonal, Readings::default()) <= 12);
    let apexes = witness(&|_| vec![(1, 1)]);
    assert_eq!(covered(&apexes, Readings::default()), 12);
}

/// The null rule (L15882-15913, L7509-7630): no capture onto a tile the
/// pawn could advance to. From KB3,3 that drops the bead (KB4,4) of the
/// 14 capture tiles; from the start tile the dart (KB4,4) too, while the
/// double advance is available.
#[test]
fn restricted_pawn_drops_the_bead_and_the_dart() {
    let restricted = with_readings(|r| r.pawn_capture = PawnCaptureRule::Restricted);
    let attacks = |rules, at: &str| {
        let s = tile(at);
        let mut n = 0;
        for t in Tile::all() {
            let mut pos =
                Position::from_pieces([(s, Piece::new(Side::White, PieceKind::Pawn))]).unwrap();
            if t == s {
                continue;
            }
            pos.put(t, Piece::new(Side::Black, PieceKind::Knight))
                .unwrap();
            n += destinations_with(&pos, s, rules).contains(t) as u32;
        }
        n
    };
    assert_eq!(attacks(Readings::default(), "KB3,3"), 14);
    assert_eq!(attacks(restricted, "KB3,3"), 13);
    assert_eq!(attacks(Readings::default(), "KB2,2"), 14);
    assert_eq!(attacks(restricted, "KB2,2"), 12);
}

/// Rule files: every field optional, unknown fields and values rejected
/// by name.
#[test]
fn rule_files_parse_and_reject_unknown_options() {
    let r = Readings::from_json(r#"{"king":"natural","motion":"ram"}"#).unwrap();
    assert_eq!(r.king, KingRule::Natural);
    assert_eq!(r.motion, MotionRule::Ram);
    assert_eq!(r.differences(), vec!["king=natural", "motion=ram"]);
    assert!(Readings::from_json("{}").unwrap() == Readings::default());
    let e = Readings::from_json(r#"{"kings":"natural"}"#).unwrap_err();
    assert!(e.contains("kings"), "{e}");
    let e = Readings::from_json(r#"{"king":"royal"}"#).unwrap_err();
    assert!(e.contains("royal"), "{e}");
}

/// `congruent reach --set KEY=VALUE` and `--rules FILE` select options;
/// an unknown option or value exits 2 naming it, with nothing on stdout.
#[test]
fn the_command_line_selects_options() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let run = |args: &[&str]| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_congruent"))
            .arg("reach")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // A bad option fails before stdin is read: a broken pipe is fine.
        let _ = child
            .stdin
            .take()
            .unwrap()
            .write_all(br#"{"pieces":[{"side":"white","kind":"king","tile":"K4,4"}]}"#);
        let out = child.wait_with_output().unwrap();
        let moves = serde_json::from_slice::<serde_json::Value>(&out.stdout)
            .map(|v| v["moves"].as_array().map_or(0, |m| m.len()))
            .unwrap_or(0);
        (
            out.status.code(),
            moves,
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    assert_eq!(run(&[]).1, 26);
    assert_eq!(run(&["--set", "king=natural"]).1, 68);
    let file = std::env::temp_dir().join(format!("congruent-rules-{}.json", std::process::id()));
    std::fs::write(&file, r#"{"king": "natural"}"#).unwrap();
    assert_eq!(run(&["--rules", file.to_str().unwrap()]).1, 68);
    std::fs::remove_file(&file).unwrap();
    for (args, needle) in [
        (&["--set", "kings=natural"][..], "kings"),
        (&["--set", "king=royal"][..], "royal"),
        (&["--set", "king"][..], "KEY=VALUE"),
        (
            &["--rules", "/no/such/rules.json"][..],
            "/no/such/rules.json",
        ),
    ] {
        let (code, moves, err) = run(args);
        assert_eq!((code, moves), (Some(2), 0), "{args:?}");
        assert!(err.contains(needle) && !err.contains("panicked"), "{err}");
    }
}

/// The game layer plays by the chosen rules: `moves` and `perft` use them.
/// Under the any-quadrant linear rule the rooks, stacks and queen leave the
/// lineup at once (L1718-1732): 28 first moves each (derived), 84 more
/// than the book's 72, and the king gets 6 linear steps.
#[test]
fn the_game_plays_by_the_chosen_rules() {
    use congruent::goff::game::{perft, Game};
    let mut book = Game::start();
    assert_eq!(book.legal_moves().len(), 72);
    let mut any = Game::start_with(with_readings(|r| r.linear = LinearRule::AnyQuadrant));
    let moves = any.legal_moves();
    let of = |k: PieceKind| {
        moves
            .iter()
            .filter(|m| any.position.piece_at(m.from).unwrap().kind == k)
            .count()
    };
    assert_eq!(
        [PieceKind::Rook, PieceKind::Stack, PieceKind::Queen].map(of),
        [28, 28, 28]
    );
    assert_eq!(of(PieceKind::King), 6);
    assert_eq!(perft::perft(&mut any, 1), 162);
}

/// Fig. 118 (L9066-9095) under the other reading of en passant cover: on the
/// actual board the double-advanced pawn on KB4,4 blocks the two slings
/// that pass through it; the two predators remain.
#[test]
fn en_passant_on_the_actual_board_loses_the_slings_of_figure_118() {
    use congruent::goff::game::MoveKind;
    use congruent::goff::readings::EnPassantBoard;
    let json = r#"{"to_move":"black","en_passant":"KB4,4","pieces":[
        {"side":"white","kind":"pawn","tile":"KB4,4"},
        {"side":"black","kind":"pawn","tile":"KR4,4"},{"side":"black","kind":"pawn","tile":"Q4,4"},
        {"side":"black","kind":"pawn","tile":"KN5,4"},{"side":"black","kind":"pawn","tile":"K5,4"}]}"#;
    let takers = |board| {
        let mut g = congruent::goff::json::parse_game(json)
            .unwrap()
            .game(congruent::core::variant::Validation::Analysis)
            .unwrap();
        g.rules.en_passant_board = board;
        let mut v: Vec<String> = g
            .legal_moves()
            .into_iter()
            .filter(|m| matches!(m.kind, MoveKind::EnPassant(_)))
            .map(|m| format!("{}", m.from))
            .collect();
        v.sort();
        v
    };
    assert_eq!(
        takers(EnPassantBoard::Fictitious),
        ["K5,4", "KN5,4", "KR4,4", "Q4,4"]
    );
    assert_eq!(takers(EnPassantBoard::Actual), ["KR4,4", "Q4,4"]);
}

/// Castling planes (L9834-9855; note 43, L22138-22140). A piece on K1,2
/// blocks the king's vertical move in the back plane `i = 1`; it still
/// castles in `j = 1`. The rooks' CK1,2 and CQ1,2 lie only in `i = 1`: legal
/// when rooks move independently (the book's rule), not when the rook must
/// use a plane the king's move is open in.
#[test]
fn same_plane_castling_drops_the_rook_moves_of_the_blocked_plane() {
    use congruent::goff::readings::CastlingPlanes;
    let castles = |planes| {
        let rules = Readings {
            castling_planes: planes,
            ..Readings::default()
        };
        let mut g = congruent::goff::rules::cr55_castling_conditions::open_board(
            r#",{"side":"white","kind":"knight","tile":"K1,2"}"#,
            &rules,
        );
        let mut v: Vec<String> = g
            .legal_moves()
            .into_iter()
            .filter(|m| matches!(m.kind, congruent::goff::game::MoveKind::Castle(_)))
            .map(|m| g.notation(&m))
            .collect();
        v.sort();
        v
    };
    let free = castles(CastlingPlanes::Independent);
    let same = castles(CastlingPlanes::SamePlane);
    let lost: Vec<&String> = free.iter().filter(|c| !same.contains(c)).collect();
    assert_eq!(lost, ["CK1,2", "CQ1,2"], "{free:?}");
    assert!(same.iter().all(|c| free.contains(c)));
}

/// What blocks under the rejected motion rules (L1340-1560): for a rook on
/// K5,4 and the target two steps along `+i` and one along `+j`, a piece on
/// the first tile of one path blocks the RAM (it lies in the rectangle)
/// and "both paths", but not "either path"; a piece outside blocks none.
/// A friendly piece on the target is never a destination.
#[test]
fn rectangles_and_paths_block_as_the_rejected_rules_say() {
    let s = tile("K5,4");
    let at = |v: (i8, i8, i8)| {
        Tile::at(s.coords() + congruent::goff::geometry::Vector::new(v.0, v.1, v.2)).unwrap()
    };
    let target = at((0, 2, 1));
    let reaches = |blocker: (i8, i8, i8), friend_on_target: bool, rules: Readings| {
        let mut pos =
            Position::from_pieces([(s, Piece::new(Side::White, PieceKind::Rook))]).unwrap();
        pos.put(at(blocker), Piece::new(Side::Black, PieceKind::Knight))
            .unwrap();
        let side = if friend_on_target {
            Side::White
        } else {
            Side::Black
        };
        pos.put(target, Piece::new(side, PieceKind::Knight))
            .unwrap();
        destinations_with(&pos, s, rules).contains(target)
    };
    let ram = with_readings(|r| r.motion = MotionRule::Ram);
    let either = with_readings(|r| r.motion = MotionRule::DualPathEither);
    let both = with_readings(|r| r.motion = MotionRule::DualPathBoth);
    // On the j-first path, inside the rectangle.
    let inside = (0, 0, 1);
    assert!(!reaches(inside, false, ram));
    assert!(reaches(inside, false, either));
    assert!(!reaches(inside, false, both));
    // On the i-first path.
    let first = (0, 1, 0);
    assert!(!reaches(first, false, ram));
    assert!(reaches(first, false, either));
    assert!(!reaches(first, false, both));
    // Outside the rectangle and both paths: nothing blocks.
    let outside = (0, -1, 0);
    for rules in [ram, either, both] {
        assert!(reaches(outside, false, rules), "{rules:?}");
        assert!(!reaches(outside, true, rules), "{rules:?}: onto a friend");
    }
    // Inside a 4x3 rectangle but on neither path: only the RAM is blocked.
    let far = at((0, 3, 2));
    let mut pos = Position::from_pieces([(s, Piece::new(Side::White, PieceKind::Rook))]).unwrap();
    pos.put(at((0, 1, 1)), Piece::new(Side::Black, PieceKind::Knight))
        .unwrap();
    assert!(!destinations_with(&pos, s, ram).contains(far));
    assert!(destinations_with(&pos, s, both).contains(far));
    assert!(destinations_with(&pos, s, either).contains(far));
}

/// The adjacent king's steps (Table 25 row 16) are named by the base piece
/// whose ray they follow: one coordinate a rook step, two a bishop's,
/// three a duke's — as the protocol's `as` field reports them.
#[test]
fn the_adjacent_kings_steps_name_their_base_piece() {
    use congruent::goff::engine::reach_with;
    use congruent::goff::reach::Mover;
    let s = tile("K4,4");
    let pos = Position::from_pieces([(s, Piece::new(Side::White, PieceKind::King))]).unwrap();
    let adjacent = with_readings(|r| r.king = KingRule::Adjacent);
    let dests = reach_with(&pos, s, adjacent);
    assert_eq!(dests.len(), 26);
    for d in dests {
        let want = match (d.to.coords() - s.coords()).nonzero() {
            1 => Mover::Rook,
            2 => Mover::Bishop,
            _ => Mover::Duke,
        };
        assert!(
            d.ways.iter().all(|w| w.by == want),
            "{} by {:?}",
            d.to,
            d.ways
        );
    }
}
