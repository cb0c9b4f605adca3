//! Move lines of the book replayed move by move (`golden/lines/*.json`):
//! the one-rook mate (L12156-12177), the 3D fool's mate (L14541-14549) and
//! the knight's gambit (L14716-14747); and the king fencing of Figs.
//! 113-115 (`golden/king-fencing.json`, L8613-8720).
//!
//! Each line's `result` is either "reproduced" or "fails at move N ...":
//! a failing line is replayed up to its failure, and the failure itself is
//! asserted (the move is not legal, or the claim does not hold), so the
//! test flags any change of the engine. Where the golden file gives a
//! `correction`, the corrected line is replayed too. See spec/errata.md.

use crate::common::parse;
use crate::common::tile;
use congruent::goff::fen::parse_fen;
use congruent::goff::game::{Game, Move, MoveKind, Status};
use congruent::goff::json::parse_game;
use congruent::goff::pieces::{BasePiece, PieceKind, Side};
use serde_json::Value;

fn base(name: &str) -> BasePiece {
    match name {
        "rook" => BasePiece::Rook,
        "bishop" => BasePiece::Bishop,
        "duke" => BasePiece::Duke,
        _ => panic!("unknown base piece {name}"),
    }
}

fn piece(name: &str) -> PieceKind {
    match name {
        "queen" => PieceKind::Queen,
        "rook" => PieceKind::Rook,
        "bishop" => PieceKind::Bishop,
        "duke" => PieceKind::Duke,
        "knight" => PieceKind::Knight,
        "stack" => PieceKind::Stack,
        _ => panic!("unknown piece {name}"),
    }
}

/// The `kind`/`detail` of a golden move, as `congruent moves` writes them.
fn kind(m: &Value) -> MoveKind {
    let detail = &m["detail"];
    match m["kind"].as_str().unwrap() {
        "normal" => MoveKind::Normal,
        "stack-move" => MoveKind::StackMove,
        "uplift" => MoveKind::Uplift,
        "combine" => MoveKind::Combine,
        "decay" => MoveKind::Decay(base(detail.as_str().unwrap())),
        "teleport" => MoveKind::Teleport(base(detail.as_str().unwrap())),
        "promotion" => MoveKind::Promotion(piece(detail.as_str().unwrap())),
        "en-passant" => MoveKind::EnPassant(tile(detail.as_str().unwrap())),
        "fission" => MoveKind::Fission(tile(detail.as_str().unwrap())),
        "castle" => {
            let rooks = detail.as_array().unwrap();
            let rook = |i: usize| {
                rooks.get(i).and_then(|r| {
                    r.as_array()
                        .map(|p| (tile(p[0].as_str().unwrap()), tile(p[1].as_str().unwrap())))
                })
            };
            MoveKind::Castle([rook(0), rook(1)])
        }
        k => panic!("unknown move kind {k}"),
    }
}

fn golden_move(m: &Value) -> Move {
    Move {
        from: tile(m["from"].as_str().unwrap()),
        to: tile(m["to"].as_str().unwrap()),
        kind: kind(m),
    }
}

/// The book's text of a move reduced to the engine's style, when it is
/// written in that style (`P -- K4,4`, `R -- KB7,3 ch`, `CK1,2`); `None`
/// for captures without a tile, stack decays written as the lone part and
/// the like, which are matched by from/to/kind only.
fn comparable(book: &str, engine: &str) -> Option<String> {
    let head = book
        .split(" ch")
        .next()
        .unwrap()
        .split(" mate")
        .next()
        .unwrap()
        .split(" (")
        .next()
        .unwrap()
        .split(" peek")
        .next()
        .unwrap()
        .split(" -- threatens")
        .next()
        .unwrap()
        .trim_end_matches('?')
        .trim();
    let same_style = head.contains(" -- ") || head.starts_with('C');
    // The book writes a stack's decaying part alone (`B -- K2,1`), the
    // engine `SB -- K2,1`: a difference of style only.
    let decay_style = engine.starts_with('S') && !head.starts_with('S');
    (same_style && !decay_style).then(|| head.to_string())
}

fn start(line: &Value) -> Game {
    match line["start"].as_str().unwrap() {
        "start" => Game::start(),
        fen => parse_fen(fen)
            .unwrap()
            .game(congruent::core::variant::Validation::Legal)
            .unwrap(),
    }
}

fn check_claim(game: &mut Game, claim: &Value, title: &str) {
    let status = game.status();
    let check = game.in_check(game.to_move);
    let at = format!("{title}, after ply {} ({})", claim["after"], claim["line"]);
    match claim["status"].as_str().unwrap() {
        "check" => assert!(check, "{at}: the book says check"),
        "not-check" => assert!(!check, "{at}: expected no check (erratum)"),
        "checkmate" => assert_eq!(status, Status::Checkmate, "{at}"),
        "stalemate" => assert_eq!(status, Status::Stalemate, "{at}"),
        s => panic!("unknown claim {s}"),
    }
}

/// Plays `moves[..n]`, checking that each is legal and, where comparable,
/// that the engine writes it as the book does; claims are checked at
/// their plies (only those with `after <= n`).
fn replay_line(game: &mut Game, moves: &[Value], claims: &[Value], title: &str) {
    for (ply, m) in moves.iter().enumerate() {
        let book = m["book"].as_str().unwrap();
        let want = golden_move(m);
        let legal = game.legal_moves();
        assert!(
            legal.contains(&want),
            "{title}: ply {} {book} ({}) {:?} is not legal",
            ply + 1,
            m["line"],
            want
        );
        let ours = game.notation(&want);
        if let Some(text) = comparable(book, &ours) {
            assert_eq!(ours, text, "{title}: ply {} notation", ply + 1);
        }
        game.make(&want);
        for c in claims.iter().filter(|c| c["after"] == ply + 1) {
            check_claim(game, c, title);
        }
    }
}

/// The ply a failing `result` names: "fails at move N (<side>: ..., ply P)".
fn failing_ply(line: &Value) -> usize {
    let r = line["result"].as_str().unwrap();
    assert!(r.starts_with("fails at move"), "{r}");
    let p = r.split(", ply ").nth(1).unwrap();
    p[..p.find(')').unwrap()].parse().unwrap()
}

/// The line up to the move before `ply` (1-based), with the claims made
/// before it.
fn replay_until(line: &Value, ply: usize) -> Game {
    let mut game = start(line);
    let moves = line["moves"].as_array().unwrap();
    let claims: Vec<Value> = line["claims"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["after"].as_u64().unwrap() < ply as u64)
        .cloned()
        .collect();
    replay_line(
        &mut game,
        &moves[..ply - 1],
        &claims,
        line["title"].as_str().unwrap(),
    );
    game
}

/// The line with its correction: the book's moves with the one at
/// `correction.ply` replaced, and the correction's claims.
fn replay_corrected(line: &Value) -> Game {
    let c = &line["correction"];
    let ply = c["ply"].as_u64().unwrap() as usize;
    let mut moves = line["moves"].as_array().unwrap().clone();
    assert_eq!(moves[ply - 1]["book"], c["book"]);
    moves[ply - 1] = c["corrected"].clone();
    if let Some(from) = c["final_from"].as_str() {
        let last = moves.len() - 1;
        moves[last]["from"] = Value::from(from);
    }
    let mut game = start(line);
    let title = format!("{} (corrected)", line["title"].as_str().unwrap());
    replay_line(
        &mut game,
        &moves,
        c["claims"].as_array().unwrap(),
        title.as_str(),
    );
    game
}

fn moves_to(game: &mut Game, to: &str) -> Vec<String> {
    let t = tile(to);
    let legal = game.legal_moves();
    let mut v: Vec<String> = legal
        .iter()
        .filter(|m| m.to == t)
        .map(|m| game.notation(m))
        .collect();
    v.sort();
    v
}

#[test]
fn one_rook_mate_fails_at_black_move_6_kn8_2_is_attacked() {
    let line = parse(include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/golden/lines/one-rook-mate.json"
    )));
    let ply = failing_ply(&line);
    assert_eq!(ply, 12);
    let mut game = replay_until(&line, ply);
    let bad = golden_move(&line["moves"][ply - 1]);
    let legal = game.legal_moves();
    assert!(!legal.contains(&bad), "K -- KN1,7 became legal");
    // Black's only move is K -- KR1,8; the book's mate then is only check.
    let only: Vec<String> = legal.iter().map(|m| game.notation(m)).collect();
    assert_eq!(only, vec!["K -- KR1,8".to_string()]);
    game.make(&legal[0]);
    let mate = Move {
        from: tile("KN7,3"),
        to: tile("K8,3"),
        kind: MoveKind::Normal,
    };
    assert!(game.legal_moves().contains(&mate));
    game.make(&mate);
    assert!(game.in_check(Side::Black));
    assert_eq!(game.status(), Status::Ongoing);
}

#[test]
fn one_rook_mate_with_the_king_lining_up_at_move_6_is_mate_in_7() {
    let line = parse(include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/golden/lines/one-rook-mate.json"
    )));
    let mut game = replay_corrected(&line);
    assert_eq!(game.status(), Status::Checkmate);
}

#[test]
fn fools_mate_is_check_but_black_can_interpose() {
    let line = parse(include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/golden/lines/fools-mate.json"
    )));
    let ply = failing_ply(&line);
    assert_eq!(ply, 5);
    // The failing ply is a legal move; its claim of mate is what fails.
    let mut game = replay_until(&line, ply);
    let mate = golden_move(&line["moves"][ply - 1]);
    assert!(game.legal_moves().contains(&mate));
    assert_eq!(game.notation(&mate), "Q -- K8,2");
    game.make(&mate);
    // The book's claims: check holds, checkmate does not.
    let claims = line["claims"].as_array().unwrap();
    check_claim(&mut game, &claims[0], "fool's mate");
    assert_eq!(claims[1]["status"], "checkmate");
    assert_eq!(game.status(), Status::Ongoing);
    let legal = game.legal_moves();
    let mut replies: Vec<(String, String)> = legal
        .iter()
        .map(|m| {
            (
                game.notation(m),
                congruent::goff::notation::tile_name(m.to, Side::White),
            )
        })
        .collect();
    replies.sort();
    assert_eq!(
        replies,
        vec![
            ("B -- KB2,2".to_string(), "KB7,7".to_string()),
            ("P -- KN3,3".to_string(), "KN6,6".to_string()),
            ("P -- KR4,4".to_string(), "KR5,5".to_string()),
        ]
    );
    // Each interposition ends the check.
    for m in legal {
        let undo = game.make(&m);
        assert!(!game.in_check(Side::Black), "{m:?}");
        game.unmake(undo);
    }
}

#[test]
fn knights_gambit_fails_at_black_move_9_and_move_10_gives_no_check() {
    let line = parse(include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/golden/lines/knights-gambit.json"
    )));
    let ply = failing_ply(&line);
    assert_eq!(ply, 18);
    let mut game = replay_until(&line, ply);
    let bad = golden_move(&line["moves"][ply - 1]);
    assert!(
        !game.legal_moves().contains(&bad),
        "R -- QR2,4 became legal"
    );
    // The rook reaches QR7,6 (the prose's R-QR2,3) but not QR7,5.
    assert_eq!(moves_to(&mut game, "QR7,6"), vec!["R -- QR2,3".to_string()]);
    assert!(!moves_to(&mut game, "QR7,5")
        .iter()
        .any(|m| m.starts_with("R ")));

    // With the prose's move, 10. B -- KR2,5 is legal but no check.
    let mut game = replay_corrected(&line);
    assert!(!game.in_check(Side::Black));
    assert_eq!(game.status(), Status::Ongoing);
}

#[test]
fn king_fencing_figures_113_to_115() {
    let data = parse(include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/golden/king-fencing.json"
    )));
    for p in data["positions"].as_array().unwrap() {
        let source = p["source"].as_str().unwrap();
        let json = serde_json::json!({"to_move": p["to_move"], "pieces": p["pieces"]});
        let mut game = parse_game(&json.to_string())
            .unwrap()
            .game(congruent::core::variant::Validation::Legal)
            .unwrap();
        let king = tile(p["king"].as_str().unwrap());
        let mut got: Vec<String> = game
            .legal_moves()
            .iter()
            .filter(|m| m.from == king)
            .map(|m| congruent::goff::notation::tile_name(m.to, Side::White))
            .collect();
        got.sort();
        let mut want: Vec<String> = p["king_moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t.as_str().unwrap().to_string())
            .collect();
        want.sort();
        assert_eq!(got, want, "{source}");
        for n in p["not"].as_array().unwrap() {
            let t = n["tile"].as_str().unwrap();
            assert!(!got.iter().any(|g| g == t), "{source}: {t}");
        }
        // The book's count: 27 options less the tiles fenced off.
        assert_eq!(
            got.len() + 1 + p["not"].as_array().unwrap().len(),
            27,
            "{source}"
        );
    }
}
