//! Properties of quantum moves over random positions and random move
//! strings (fissions among them): the engine and the reference give the
//! same ensemble (or the same refusal); weights add up; a spread of 1 everywhere is the
//! classical move; the order of histories never matters.

use congruent::game::{Game, Implementation, MoveKind};
use congruent::notation::tile_name;
use congruent::pieces::PieceKind;
use congruent::quantum::{play, Ensemble, Options};
use congruent::random::{position, Rng};
use congruent::Side;

/// A random quantum move for a white piece of `game`: toward one of its
/// classical destinations, with a random spread (or none), so most are
/// legal and some are refused.
fn random_move(game: &mut Game, rng: &mut Rng) -> Option<String> {
    let moves: Vec<_> = game
        .legal_moves()
        .into_iter()
        .filter(|m| {
            let k = game.position.piece_at(m.from).unwrap().kind;
            match m.kind {
                MoveKind::Normal => matches!(
                    k,
                    PieceKind::Rook | PieceKind::Bishop | PieceKind::Duke | PieceKind::Pawn
                ),
                // A stack's move to an overlap tile names a fission.
                MoveKind::StackMove => true,
                _ => false,
            }
        })
        .collect();
    if moves.is_empty() {
        return None;
    }
    let m = moves[rng.below(moves.len())];
    let letter = game.position.piece_at(m.from).unwrap().kind.letter();
    let w = 2 * rng.below(5) + 1;
    let suffix = match rng.below(4) {
        _ if letter == 'S' => String::new(),
        0 => String::new(),
        1 => w.to_string(),
        2 => format!("{w},{w}"),
        _ => format!("{w},{w},{w}"),
    };
    Some(format!(
        "{letter}({}) -- [{}]{suffix}",
        tile_name(m.from, Side::White),
        tile_name(m.to, Side::White)
    ))
}

fn random_game(rng: &mut Rng) -> Game {
    let n = 4 + rng.below(10);
    let pos = position(rng, n);
    let value = serde_json::json!({
        "pieces": pos.pieces().map(|(t, p)| serde_json::json!({
            "side": p.side.name(), "kind": p.kind.name(), "tile": t.to_string()
        })).collect::<Vec<_>>(),
        "to_move": "white",
    });
    let e = Ensemble::from_json(&value, congruent::Validation::Analysis).unwrap();
    e.histories[0].0.game.clone()
}

#[test]
fn engine_and_reference_agree_move_by_move() {
    let mut rng = Rng::new(0x0_9A47);
    let options = Options::default();
    let (mut played, mut refused) = (0, 0);
    for _ in 0..250 {
        let mut game = random_game(&mut rng);
        let mut e = Ensemble::classical(game.clone());
        for _ in 0..3 {
            let Some(m) = random_move(&mut game, &mut rng) else {
                break;
            };
            let by_engine = play(&e, &m, &options, Implementation::Engine);
            let by_reference = play(&e, &m, &options, Implementation::Reference);
            assert_eq!(by_engine, by_reference, "{m}");
            let Ok((after, report)) = by_engine else {
                refused += 1;
                break;
            };
            played += 1;
            assert_eq!(after.weight(), report.histories_after, "{m}");
            assert_eq!(report.histories_before, e.weight());
            assert!(report.pruned_by_conflict + report.pruned_by_differentiation < e.weight());
            // The order of the histories never matters.
            let mut shuffled = e.clone();
            shuffled.histories.reverse();
            let again = play(&shuffled, &m, &options, Implementation::Engine)
                .unwrap()
                .0;
            assert_eq!(again, after, "{m}: order of histories");
            e = play(&after, "---", &options, Implementation::Engine)
                .unwrap()
                .0;
            // The next move is drawn from one history's classical game.
            game = e.histories[rng.below(e.histories.len())].0.game.clone();
            game.to_move = Side::White;
        }
    }
    assert!(
        played > 80 && refused > 10,
        "played {played}, refused {refused}"
    );
}

/// A spread of 1 on every index is the classical move (the null rule,
/// L16477-16497): one history, the classical game after the move.
#[test]
fn spread_one_everywhere_is_the_classical_move() {
    let mut rng = Rng::new(0x51);
    let mut checked = 0;
    for _ in 0..200 {
        let mut game = random_game(&mut rng);
        for m in game.legal_moves() {
            let piece = game.position.piece_at(m.from).unwrap();
            if m.kind != MoveKind::Normal
                || !matches!(piece.kind, PieceKind::Rook | PieceKind::Bishop)
            {
                continue;
            }
            let e = Ensemble::classical(game.clone());
            let text = |s: &str| {
                format!(
                    "{}({}) -- [{}]{s}",
                    piece.kind.letter(),
                    tile_name(m.from, Side::White),
                    tile_name(m.to, Side::White)
                )
            };
            let played =
                play(&e, &text("1"), &Options::default(), Implementation::Engine).or_else(|_| {
                    play(
                        &e,
                        &text("1,1"),
                        &Options::default(),
                        Implementation::Engine,
                    )
                });
            // A classical move the quantum gate refuses is one open only in
            // another plane (plane independence, L16505-16513).
            let Ok((after, _)) = played else { continue };
            let mut classical = game.clone();
            classical.make(&m);
            assert_eq!(after.histories.len(), 1);
            assert_eq!(after.histories[0].1, 1);
            assert_eq!(after.histories[0].0.game, classical, "{}", text("1"));
            checked += 1;
        }
    }
    assert!(checked > 200, "only {checked} moves checked");
}
