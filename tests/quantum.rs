//! Part V's numbers (golden/quantum/examples.json, transcribed from the
//! chapter with its lines): each scenario replayed by the engine and by
//! the reference, which must also agree with each other history by
//! history. The start positions are the scenarios' prose, written here as
//! positions (the book prints no kings: analysis positions).

use congruent::game::Implementation;
use congruent::quantum::checks::ensemble;
use congruent::quantum::{play, Ensemble, Options};
use serde_json::Value;
use std::collections::BTreeMap;

fn golden() -> Value {
    serde_json::from_str(include_str!("../golden/quantum/examples.json")).unwrap()
}

fn scenario(name: &str) -> Value {
    golden()["scenarios"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == name)
        .unwrap_or_else(|| panic!("no scenario {name:?} in the golden file"))
        .clone()
}

/// The weight of the histories in which a piece of `kind` stands.
fn holding(e: &Ensemble, kind: congruent::pieces::PieceKind) -> u64 {
    e.histories
        .iter()
        .filter(|(h, _)| h.game.position.pieces().any(|(_, p)| p.kind == kind))
        .map(|(_, w)| w)
        .sum()
}

const BOTH: [Implementation; 2] = [Implementation::Engine, Implementation::Reference];

/// Plays White's moves with Black passing (`---`, L16324-16332), both
/// ways; returns the ensemble after each White move (the engine's) and
/// checks the reference reaches the same ensembles.
fn replay(start: &Ensemble, moves: &[Value]) -> Vec<Ensemble> {
    let mut runs = Vec::new();
    for how in BOTH {
        let options = Options::default();
        let mut e = start.clone();
        let mut after = Vec::new();
        for (n, m) in moves.iter().enumerate() {
            if n > 0 {
                e = play(&e, "---", &options, how).unwrap().0;
            }
            e = play(&e, m.as_str().unwrap(), &options, how)
                .unwrap_or_else(|err| panic!("{m} ({how:?}): {err}"))
                .0;
            after.push(e.clone());
        }
        runs.push(after);
    }
    assert_eq!(runs[0], runs[1], "engine and reference differ");
    runs.swap_remove(0)
}

fn weights(s: &Value) -> Vec<u64> {
    s["histories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h.as_u64().unwrap())
        .collect()
}

/// The virtual pieces of identity 1 as `tile name -> weight`.
fn tiles(e: &Ensemble) -> BTreeMap<String, u64> {
    e.virtual_pieces(1)
        .into_iter()
        .map(|(t, w)| (congruent::notation::tile_name(t, congruent::Side::White), w))
        .collect()
}

/// Weights grouped by `i + j`, each row ordered by `i - j` (Fig. 249).
fn by_diagonal(e: &Ensemble) -> BTreeMap<String, Vec<u64>> {
    let mut rows: BTreeMap<i8, Vec<(i8, u64)>> = BTreeMap::new();
    for (t, w) in e.virtual_pieces(1) {
        rows.entry(t.i() + t.j())
            .or_default()
            .push((t.i() - t.j(), w));
    }
    rows.into_iter()
        .map(|(k, mut v)| {
            v.sort();
            (k.to_string(), v.into_iter().map(|(_, w)| w).collect())
        })
        .collect()
}

fn expected_rows(v: &Value) -> BTreeMap<String, Vec<u64>> {
    serde_json::from_value(v.clone()).unwrap()
}

#[test]
fn the_propagating_pawn_packet() {
    let s = scenario("lone White pawn, propagating probability packet");
    let start = ensemble(&[("white", "pawn", "K2,2")], "white");
    let after = replay(&start, s["moves"].as_array().unwrap());
    let counts: Vec<u64> = after.iter().map(Ensemble::weight).collect();
    assert_eq!(counts, weights(&s), "L16341-16347");
    let last = after.last().unwrap();
    assert_eq!(
        by_diagonal(last),
        expected_rows(&s["final_weights_by_i_plus_j"])
    );
    // One reality queens (L16182): the virtual queen on K8,8.
    let queens = holding(last, congruent::pieces::PieceKind::Queen);
    assert_eq!(queens, s["after_move_5"]["promoted_K8,8"].as_u64().unwrap());
    let on = |f: fn(&congruent::geometry::Tile) -> bool| -> u64 {
        last.virtual_pieces(1)
            .iter()
            .filter(|(t, _)| f(t))
            .map(|(_, w)| w)
            .sum()
    };
    assert_eq!(on(|t| t.i() == 8 && t.j() != 8), 47);
    assert_eq!(on(|t| t.j() == 8 && t.i() != 8), 47);
}

#[test]
fn the_pawn_diffracts_around_an_obstacle() {
    let s = scenario("pawn diffraction around a Black pawn");
    // Black's K4,4 is White's K5,5 (O13, L16242).
    let start = ensemble(
        &[("white", "pawn", "K2,2"), ("black", "pawn", "K5,5")],
        "white",
    );
    let after = replay(&start, s["moves"].as_array().unwrap());
    let counts: Vec<u64> = after.iter().map(Ensemble::weight).collect();
    assert_eq!(counts, weights(&s), "L16343-16347");
    let id = 1; // the White pawn: K2,2 comes before K5,5 in tile order
    assert_eq!(after[0].label(id), "P1");
    assert_eq!(
        by_diagonal(after.last().unwrap()),
        expected_rows(&s["final_weights_by_i_plus_j"])
    );
}

#[test]
fn the_oscillating_rook_keeps_its_history() {
    let s = scenario("oscillating rook");
    let start = ensemble(&[("white", "rook", "KR3,3")], "white");
    let after = replay(&start, s["moves"].as_array().unwrap());
    let counts: Vec<u64> = after.iter().map(Ensemble::weight).collect();
    assert_eq!(counts, weights(&s));
    let want =
        |key: &str| -> BTreeMap<String, u64> { serde_json::from_value(s[key].clone()).unwrap() };
    // Eq. 11 (L17080-17096) with its erratum: the second KR5,5 is KR5,4.
    assert_eq!(tiles(&after[2]), want("weights_after_move_3"));
    assert_eq!(tiles(&after[3]), want("weights_after_move_4"));
    let dirac = after[2].dirac(1);
    assert!(dirac.starts_with("Ψ_R1 = 1/27 { "), "{dirac}");
    assert!(dirac.contains("5|KR5,5>_R1"), "{dirac}");
}

/// Each move of a scenario from the same start: its histories.
fn separately(start: &Ensemble, moves: &[&str], expected: &[u64]) {
    for how in BOTH {
        for (m, want) in moves.iter().zip(expected) {
            let (e, report) =
                play(start, m, &Options::default(), how).unwrap_or_else(|err| panic!("{m}: {err}"));
            assert_eq!(e.weight(), *want, "{m} ({how:?})");
            assert_eq!(report.histories_after, *want);
        }
    }
}

fn moves_of(s: &Value) -> Vec<String> {
    s["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_string())
        .collect()
}

#[test]
fn rook_quadrant_moves_of_figure_250() {
    let s = scenario("rook quadrant quantum moves, Fig. 250");
    let moves = moves_of(&s);
    let want = weights(&s);
    let start = ensemble(&[("white", "rook", "KR3,3")], "white");
    // (a), (b), (d), (e) from KR3,3; (f) from KR3,4.
    for n in [0, 1, 3, 4] {
        separately(&start, &[&moves[n]], &[want[n]]);
    }
    let f = ensemble(&[("white", "rook", "KR3,4")], "white");
    separately(&f, &[&moves[5]], &[want[5]]);
    let (_, report) = play(&f, &moves[5], &Options::default(), Implementation::Engine).unwrap();
    assert_eq!(report.off_board, 5, "Fig. 250f dims five rooks");
    // (c): a knight in the quadrant beside the end tile KR6,3 (its tile is
    // not printed; KR4,2 is one such tile) cuts that end tile off.
    let c = ensemble(
        &[("white", "rook", "KR3,3"), ("black", "knight", "KR4,2")],
        "white",
    );
    separately(&c, &[&moves[2]], &[want[2]]);
}

#[test]
fn pure_and_full_quadrants_and_a_focused_line() {
    let s = scenario("rook pure/full quadrant from KR4,4");
    let start = ensemble(&[("white", "rook", "KR4,4")], "white");
    let moves = moves_of(&s);
    separately(&start, &[&moves[0], &moves[1]], &weights(&s));
    let s = scenario("focused linear move");
    let start = ensemble(&[("white", "rook", "K4,4")], "white");
    separately(&start, &[&moves_of(&s)[0]], &weights(&s));
}

#[test]
fn rook_linear_moves_of_figures_251_and_252() {
    let s = scenario("rook linear moves, Figs. 251-252");
    let moves = moves_of(&s);
    let want = weights(&s);
    // The Black rook on Black's QR4,4 = White's QR5,5.
    let pieces = [("white", "rook", "KB3,1"), ("black", "rook", "QR5,5")];
    let white = ensemble(&pieces, "white");
    let black = ensemble(&pieces, "black");
    separately(&white, &[&moves[0], &moves[2]], &[want[0], want[2]]);
    separately(&black, &[&moves[1], &moves[3]], &[want[1], want[3]]);
}

#[test]
fn the_knight_is_deflected() {
    let s = scenario("knight deflection, Fig. 253");
    let start = ensemble(&[("white", "knight", "KB6,3")], "white");
    let moves = moves_of(&s);
    let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
    separately(&start, &moves, &weights(&s));
}

#[test]
fn what_the_book_leaves_open_is_refused_with_its_lines() {
    let start = ensemble(
        &[
            ("white", "queen", "K4,4"),
            ("white", "king", "QR1,1"),
            ("white", "pawn", "Q7,7"),
            ("white", "pawn", "QB2,2"),
        ],
        "white",
    );
    for (m, cites) in [
        ("Q(K4,4) -- [K6,6]3", "L16754-16759"),
        ("K(QR1,1) -- [QR2,2]1", "L16754-16759"),
        ("P(Q7,7) -- [Q8,8]", "L16332"),
        ("P(QB2,2) -- [QN3,3]", "O3"),
        ("P(QB2,2) -- [QB3,2]b", "no history promotes"),
    ] {
        let err = play(&start, m, &Options::default(), Implementation::Engine)
            .unwrap_err()
            .to_string();
        assert!(err.contains(cites), "{m}: {err}");
    }
}

#[test]
fn every_move_string_of_the_chapter_parses() {
    for m in golden()["moves"].as_array().unwrap() {
        let text = m["text"].as_str().unwrap();
        if text.starts_with('[') || text.starts_with("piece(") {
            // The fragment `[Q5,5]1,1,1` (L16733) and the template
            // (L16541) name no piece.
            continue;
        }
        let side = match m["side"].as_str() {
            Some("black") => congruent::Side::Black,
            _ => congruent::Side::White,
        };
        let parsed = congruent::quantum::QuantumMove::parse(text, side)
            .unwrap_or_else(|e| panic!("L{}: {e}", m["line"]));
        assert_eq!(parsed.to_text(side), text, "L{}", m["line"]);
    }
}

/// Quantum fission (L16741-16752, Fig. 254): 21 bishop tiles x 5 duke
/// tiles; the one pair on Q5,5 is the classical stack move, and spreads of
/// 1 everywhere give that move alone (L16733-16734).
#[test]
fn quantum_fission_of_figure_254() {
    let s = scenario("quantum fission, Fig. 254");
    let start = ensemble(&[("white", "stack", "Q1,1")], "white");
    let m = &moves_of(&s)[0];
    separately(&start, &[m], &weights(&s));
    let (e, _) = play(&start, m, &Options::default(), Implementation::Engine).unwrap();
    let stacks = holding(&e, congruent::pieces::PieceKind::Stack);
    assert_eq!(stacks, 1, "one failed fission");
    assert_eq!(e.virtual_pieces(1).len(), 21, "the bishop's tiles");
    assert_eq!(
        e.virtual_pieces(congruent::quantum::ensemble::split_duke(1))
            .len(),
        5,
        "the duke's"
    );
    assert_eq!(e.label(congruent::quantum::ensemble::split_duke(1)), "D1'");
    separately(&start, &["S(Q1,1) -- [Q5,5]1,1,1"], &[1]);
}

/// O11: a move without a spread covers the whole perimeter (default), all
/// but its end tiles, or is refused; O12: a linear move's off-line tiles
/// gated by their own move (default) or by the whole rectangle.
#[test]
fn the_open_readings_are_options() {
    use congruent::quantum::{LinearGate, Omitted};
    let rook = ensemble(&[("white", "rook", "KR4,4")], "white");
    let with = |omitted| Options {
        omitted,
        ..Options::default()
    };
    for how in BOTH {
        let n =
            |o: Omitted| play(&rook, "R(KR4,4) -- [KR7,7]", &with(o), how).map(|x| x.0.weight());
        assert_eq!(n(Omitted::Full), Ok(7), "L16424: the full quadrant");
        assert_eq!(n(Omitted::Pure), Ok(5), "L16419: the pure quadrant");
        assert!(n(Omitted::Refused).unwrap_err().to_string().contains("O11"));
    }
    // A piece in the right-hand square at perimeter 1 blocks that square's
    // tiles; under the rectangle reading it blocks the whole move but its
    // own tile.
    let blocked = ensemble(
        &[("white", "rook", "K4,4"), ("black", "knight", "K5,5")],
        "white",
    );
    let gate = |g| Options {
        linear_gate: g,
        ..Options::default()
    };
    for how in BOTH {
        let own = play(
            &blocked,
            "R(K4,4) -- [K4,7]",
            &gate(LinearGate::OwnMove),
            how,
        )
        .unwrap()
        .0;
        let whole = play(
            &blocked,
            "R(K4,4) -- [K4,7]",
            &gate(LinearGate::Rectangle),
            how,
        );
        assert!(own.weight() > 1, "{}", own.weight());
        // Both rectangles of the line's planes hold the knight's square?
        // Only the horizontal one does; the vertical plane's still opens.
        let whole = whole.unwrap().0;
        assert!(
            whole.weight() < own.weight(),
            "{} vs {}",
            whole.weight(),
            own.weight()
        );
    }
}

/// A stack's decay (L16699-16714): the emitted bishop makes an ordinary
/// quantum move, the duke stays; the bishop keeps the stack's identity,
/// the duke takes its split form, and a later duke move names it from the
/// stack's old tile.
#[test]
fn a_stack_decays_by_an_ordinary_quantum_move() {
    let start = ensemble(
        &[("white", "stack", "Q1,1"), ("black", "knight", "KR8,8")],
        "white",
    );
    for how in BOTH {
        let (e, report) = play(&start, "B(Q1,1) -- [Q3,3]", &Options::default(), how).unwrap();
        assert_eq!(report.shape, "linear move, perimeter 2");
        let duke = congruent::quantum::ensemble::split_duke(1);
        assert_eq!(e.virtual_pieces(duke).keys().count(), 1, "the duke stays");
        assert!(e.virtual_pieces(1).len() > 1, "the bishop spreads");
        let e = play(&e, "---", &Options::default(), how).unwrap().0;
        let (after, _) = play(&e, "D(Q1,1) -- [QB2,2]", &Options::default(), how).unwrap();
        assert!(
            after.virtual_pieces(duke).len() > 1,
            "{}",
            after.dirac(duke)
        );
        assert_eq!(after.label(duke), "D1'");
    }
}
