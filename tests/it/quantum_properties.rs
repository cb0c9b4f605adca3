//! Properties of quantum moves over random positions and random move
//! strings (fissions among them): the engine and the reference give the
//! same ensemble (or the same refusal); weights add up; a spread of 1
//! everywhere is the classical move; the order of histories never matters;
//! the suite's listings are the reference's.

use congruent::core::rng::Rng;
use congruent::goff::game::{Implementation, MoveKind};
use congruent::goff::notation::tile_name;
use congruent::goff::pieces::PieceKind;
use congruent::goff::quantum::checks::{random_game, random_moves};
use congruent::goff::quantum::{play, Ensemble, Options};
use congruent::Side;

/// The check `verify` runs (`quantum::checks::random_moves`): the engine
/// and the reference agree, weights add up, the order of histories does
/// not matter; here on more positions, and its summary must show that
/// both moves and refusals were met.
#[test]
fn engine_and_reference_agree_move_by_move() {
    let summary = random_moves(3000, 0x7E57).unwrap();
    let numbers: Vec<usize> = summary
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect();
    // "3000 positions under the 768 option sets: P quantum moves ..., R refused ..."
    let (played, refused) = (numbers[2], numbers[3]);
    assert!(played > 1000 && refused > 100, "{summary}");
}

/// The suite's listings and perft counts (made by the engine) are the
/// reference's, on a sample of every 15th case (`verify` checks every
/// one).
#[test]
fn suite_listings_are_the_references() {
    let summary = congruent::goff::quantum::suite::reference_agrees(15).unwrap();
    assert!(
        summary.starts_with("22 listings and 1 perft counts"),
        "{summary}"
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

/// Merging histories never changes a later move: an ensemble whose
/// histories of one state are kept apart (weights split) moves exactly as
/// the merged one.
#[test]
fn merging_histories_never_changes_a_later_move() {
    let mut rng = Rng::new(0x3E26);
    let options = Options::default();
    let mut compared = 0;
    for _ in 0..400 {
        let mut game = random_game(&mut rng);
        let e = Ensemble::classical(game.clone());
        let Some(m) = congruent::goff::quantum::checks::random_move(&mut game, &mut rng) else {
            continue;
        };
        let Ok((after, _)) = play(&e, &m, &options, Implementation::Engine) else {
            continue;
        };
        let merged = play(&after, "---", &options, Implementation::Engine)
            .unwrap()
            .0;
        // Every state twice as many histories, kept apart as two entries
        // in one ensemble and merged in the other (a pass would merge
        // them again, so they are built after it).
        let mut split = Ensemble {
            histories: Vec::new(),
        };
        for (h, w) in merged.histories.iter().rev() {
            split.histories.push((h.clone(), *w));
            split.histories.push((h.clone(), *w));
        }
        let mut merged = merged.clone();
        for (_, w) in &mut merged.histories {
            *w *= 2;
        }
        let mut next = merged.histories[0].0.game.clone();
        next.to_move = Side::White;
        let Some(m2) = congruent::goff::quantum::checks::random_move(&mut next, &mut rng) else {
            continue;
        };
        // The ensembles and the histories agree; the positions before
        // differ by construction.
        let outcome = |e: &Ensemble| {
            play(e, &m2, &options, Implementation::Engine).map(|(after, r)| {
                let pruned = r.pruned_by_conflict + r.pruned_by_differentiation;
                (after, r.histories_after, pruned)
            })
        };
        assert_eq!(outcome(&merged), outcome(&split), "{m} then {m2}");
        compared += 1;
    }
    assert!(compared > 100, "only {compared}");
}

/// Part V's principle (L16116-16117, L17503-17506): after a quantum move
/// every history is a classical game one move on from a history before
/// it, over 40 random ensembles under the option sets (`verify` looks at
/// 250); under `fission=book` the children of stack moves are counted,
/// not held (Fig. 254's windows are Part V's own rule), under
/// `fission=classical` held too (issue 40, TESTING.md#known-gaps).
#[test]
fn every_history_after_a_quantum_move_is_a_classical_game() {
    let line = congruent::goff::quantum::consistency::check(40, 0xC1A5).unwrap();
    let moves: usize = line.split(' ').next().unwrap().parse().unwrap();
    assert!(moves > 1000, "{line}");
}

/// The listing is complete and the same for both colours (issue 40.4):
/// any non-end perimeter tile the mover can write names a quadrant
/// move, so a position and its colour-mirror (sides swapped, each tile's
/// distances read from the other edge) list as many quantum moves.
#[test]
fn a_position_and_its_colour_mirror_list_as_many_quantum_moves() {
    use congruent::core::variant::Validation;
    use congruent::goff::quantum::moves::list;
    let mirror_tile = |t: &str| {
        let (level, rest) = t.split_at(t.find(|c: char| c.is_ascii_digit()).unwrap());
        let (i, j) = rest.split_once(',').unwrap();
        let flip = |d: &str| 9 - d.parse::<i32>().unwrap();
        format!("{level}{},{}", flip(i), flip(j))
    };
    let other = |s: &serde_json::Value| match s.as_str() {
        Some("white") => "black",
        _ => "white",
    };
    let mut rng = Rng::new(0xC010);
    let (mut compared, mut moves) = (0, 0);
    for _ in 0..24 {
        let game = random_game(&mut rng);
        let json = congruent::goff::json::game_json(&game);
        let mut mirrored = json.clone();
        mirrored["to_move"] = other(&json["to_move"]).into();
        for p in mirrored["pieces"].as_array_mut().unwrap() {
            p["tile"] = mirror_tile(p["tile"].as_str().unwrap()).into();
            p["side"] = other(&p["side"]).into();
        }
        let (Ok(a), Ok(b)) = (
            Ensemble::from_json(&json, Validation::Analysis),
            Ensemble::from_json(&mirrored, Validation::Analysis),
        ) else {
            continue;
        };
        let options = Options::default();
        let (n, m) = (
            list(&a, &options, Implementation::Engine).len(),
            list(&b, &options, Implementation::Engine).len(),
        );
        assert_eq!(n, m, "{json}\nmirrored: {mirrored}");
        compared += 1;
        moves += n;
    }
    assert!(
        compared >= 20 && moves > 500,
        "{compared} positions, {moves} moves"
    );
}

/// A superposed piece's moves are listed whichever of its tiles must
/// anchor them (issue 40.4): after `R(QN4,4) -- [QR4,4]` the rook stands
/// on levels QR and QN; a move one level down from QN is written only
/// from a QN anchor (below QR is no level, L16311), so it is listed from
/// there, and the listing holds every classical move of every history
/// that a quantum move includes (`consistency::unlisted`).
#[test]
fn a_move_the_lowest_anchor_cannot_write_is_listed_from_another() {
    use congruent::goff::quantum::consistency::unlisted;
    use congruent::goff::quantum::moves::list;
    let options = Options::default();
    let e = one_piece_and_kings(("rook", "QN4,4"), "KR1,8", "KR8,1");
    let (e, _) = play(&e, "R(QN4,4) -- [QR4,4]", &options, Implementation::Engine).unwrap();
    let (e, _) = play(&e, "---", &options, Implementation::Engine).unwrap();
    let listed = list(&e, &options, Implementation::Engine);
    let from_qn: Vec<&str> = listed
        .iter()
        .filter(|l| l.piece == PieceKind::Rook && l.anchor.z() == 2 && l.proxy.z == 1)
        .map(|l| l.text.as_str())
        .collect();
    assert!(from_qn.len() >= 4, "{from_qn:?}");
    let (included, missing) = unlisted(&e, &listed, &options);
    assert!(
        included > 100 && missing.is_empty(),
        "{included} {missing:?}"
    );
}

/// O8's readings of a duplex proxy (L16446-16452): refused by default, so
/// a lone duke on K4,4 lists 85 moves and its steps to the duplex tiles
/// two rook steps off are in no move; under `duplex=both-planes` a duplex
/// tile names a move in both planes, the union of the two perimeters (5
/// tiles at perimeter 1), and the duke lists 13 more.
#[test]
fn a_duplex_proxy_is_refused_or_names_a_move_in_both_planes() {
    use congruent::goff::quantum::moves::list;
    use congruent::goff::quantum::options::set;
    let e = one_piece_and_kings(("duke", "K4,4"), "QR1,8", "QR8,1");
    let dukes = |options: &Options| {
        list(&e, options, Implementation::Engine)
            .into_iter()
            .filter(|l| l.piece == PieceKind::Duke)
            .count()
    };
    let refused = Options::default();
    let mut both = Options::default();
    assert!(set(&mut both, "duplex", "both-planes"));
    assert_eq!((dukes(&refused), dukes(&both)), (85, 98));
    let err = play(&e, "D(K4,4) -- [K4,6]", &refused, Implementation::Engine).unwrap_err();
    assert!(err.to_string().contains("duplex tile"), "{err}");
    let (after, report) = play(&e, "D(K4,4) -- [K4,6]", &both, Implementation::Engine).unwrap();
    assert_eq!(
        (after.histories.len(), report.shape.as_str()),
        (
            5,
            "duplex move in the upleft and downleft planes, perimeter 1"
        )
    );
    assert!(play(&e, "D(K4,4) -- [K4,6]3", &both, Implementation::Engine).is_err());
}

/// One white piece (kind, tile) and the two kings, White to move, as one
/// history.
fn one_piece_and_kings(piece: (&str, &str), white_king: &str, black_king: &str) -> Ensemble {
    let position = serde_json::json!({"to_move": "white", "pieces": [
        {"kind": piece.0, "side": "white", "tile": piece.1},
        {"kind": "king", "side": "white", "tile": white_king},
        {"kind": "king", "side": "black", "tile": black_king}]});
    Ensemble::from_json(&position, congruent::core::variant::Validation::Legal).unwrap()
}
