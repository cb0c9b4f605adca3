//! `congruent quantum` as a user meets it: the chapter's pawn packet from
//! a piped position, the JSON form read back, the reference agreeing, and
//! one-line refusals that name the move and the book's lines.

use crate::common::{congruent, json_of};

const PAWN: &str = r#"{"pieces": [{"side": "white", "kind": "pawn", "tile": "K2,2"}]}"#;

#[test]
fn the_pawn_packet_from_a_piped_position() {
    let args = [
        "quantum",
        "--allow-illegal",
        "--",
        "P(K2,2) -- [K4,4]",
        "---",
        "P(K4,4) -- [K5,5]",
    ];
    let (code, out, err) = congruent(&args, PAWN);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("1. P(K2,2) -- [K4,4]: pawn advance, perimeter 2; histories 1 -> 5"),
        "{out}"
    );
    assert!(lines[2].contains("histories 5 -> 15"), "{out}");
    // Fig. 249b: 15 histories on 10 tiles.
    assert!(lines[3].starts_with("Ψ_P1 = 1/15 { 1|K2,5>_P1 ⊕ "), "{out}");
    assert_eq!(lines.len(), 4, "{out}");
}

#[test]
fn the_json_form_reads_back_and_the_reference_agrees() {
    let json = |args: &[&str], input: &str| -> serde_json::Value {
        let (code, out, err) = congruent(args, input);
        assert_eq!(code, 0, "{args:?}: {err}");
        serde_json::from_str(&out).unwrap()
    };
    let first = json(
        &[
            "quantum",
            "--allow-illegal",
            "--format",
            "json",
            "--",
            "P(K2,2) -- [K4,4]",
            "---",
        ],
        PAWN,
    );
    let ensemble = first["ensemble"].to_string();
    let resumed = json(
        &[
            "quantum",
            "--allow-illegal",
            "--format",
            "json",
            "P(K4,4) -- [K5,5]",
        ],
        &ensemble,
    );
    let three = |extra: &[&str]| {
        let mut args = vec!["quantum", "--allow-illegal", "--format", "json"];
        args.extend(extra);
        args.extend(["--", "P(K2,2) -- [K4,4]", "---", "P(K4,4) -- [K5,5]"]);
        json(&args, PAWN)
    };
    let whole = three(&[]);
    assert_eq!(resumed["ensemble"], whole["ensemble"]);
    // The whole output of --format json reads back too (its `moves`, the
    // reports, left aside): the next move from it is the same as from its
    // `ensemble` alone.
    let from_output = json(
        &[
            "quantum",
            "--allow-illegal",
            "--format",
            "json",
            "P(K4,4) -- [K5,5]",
        ],
        &first.to_string(),
    );
    assert_eq!(from_output, resumed);
    let mut extra = first.clone();
    extra["note"] = "mine".into();
    let (code, _, err) = congruent(
        &["quantum", "--allow-illegal", "P(K4,4) -- [K5,5]"],
        &extra.to_string(),
    );
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("unknown field \"note\" beside \"ensemble\""),
        "{err}"
    );
    assert_eq!(whole["ensemble"]["histories_count"], 15);
    let by_reference = three(&["--reference"]);
    assert_eq!(by_reference, whole);
}

#[test]
fn refusals_are_one_line_naming_the_move() {
    for (args, input, needle) in [
        (
            vec!["quantum", "--start", "Q(QR1,1) -- [QR3,3]"],
            "",
            "move 1 (Q(QR1,1) -- [QR3,3])",
        ),
        (
            vec!["quantum", "--allow-illegal", "P(K2,2) -- [K5,5]"],
            PAWN,
            "perimeter 1 or 2",
        ),
        (
            vec![
                "quantum",
                "--allow-illegal",
                "--no-pass",
                "--",
                "P(K2,2) -- [K4,4]",
                "---",
            ],
            PAWN,
            "move 2 (---)",
        ),
        (
            vec!["quantum", "--allow-illegal", "P(K2,2) -- [K4,4]4"],
            PAWN,
            "even",
        ),
        (vec!["quantum", "P(K2,2) -- [K4,4]"], PAWN, "king"),
    ] {
        let (code, out, err) = congruent(&args, input);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

/// Two pieces in superposition: each one's state, then their joint state
/// (Fig. 257's EPR knight and rook, eqs. 8-10), which the two single
/// states cannot tell from the separable one.
#[test]
fn an_entangled_pair_prints_its_joint_state() {
    let epr = r#"{"histories": [
        {"weight": 1, "ids": {"K4,3": 1, "K1,2": 2}, "position": {"pieces": [
            {"side": "white", "kind": "knight", "tile": "K4,3"},
            {"side": "white", "kind": "rook", "tile": "K1,2"}]}},
        {"weight": 1, "ids": {"K1,2": 1, "K4,3": 2}, "position": {"pieces": [
            {"side": "white", "kind": "knight", "tile": "K1,2"},
            {"side": "white", "kind": "rook", "tile": "K4,3"}]}}]}"#;
    let (code, out, err) = congruent(&["quantum", "--allow-illegal", "--", "---"], epr);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[1], "Ψ_N1 = 1/2 { 1|K1,2>_N1 ⊕ 1|K4,3>_N1 }", "{out}");
    assert_eq!(
        lines[3], "Ψ_N1R2 = 1/2 { 1|K1,2>_N1|K4,3>_R2 ⊕ 1|K4,3>_N1|K1,2>_R2 }",
        "{out}"
    );
    assert_eq!(lines.len(), 4, "{out}");
}

/// O20 (issue 40.3): a pawn's advance to perimeter 2 is the double
/// advance, from the start tile only (L6634-6646, L16153-16155): the
/// unshackled pawn on KB8,5 lists its single advance and not
/// `KB8,5-KB10,7`, which `double-advance=classical` lists (its rook-like
/// advance KB8,5-KB8,7 in the back plane).
#[test]
fn an_unshackled_pawn_has_no_quantum_double_advance() {
    let position = r#"{"to_move":"white","pieces":[{"kind":"pawn","side":"white","tile":"KB8,5"},{"kind":"king","side":"white","tile":"QR1,8"},{"kind":"king","side":"black","tile":"QR8,1"}]}"#;
    let pawn_moves = |extra: &[&str]| -> Vec<String> {
        let mut args = vec!["moves", "--variant", "goff-quantum"];
        args.extend(extra);
        json_of(&args, position)["moves"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| m["piece"] == "pawn")
            .map(|m| m["notation"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(pawn_moves(&[]), ["P(KB8,5) -- [KB9,6]"]);
    assert_eq!(
        pawn_moves(&["--set", "double-advance=classical"]),
        ["P(KB8,5) -- [KB9,6]", "P(KB8,5) -- [KB10,7]"]
    );
}

/// Recombination and teleport (issue 40.2, L16716-16731): a virtual
/// bishop landing on its own duke combines into a stack, and a stack's
/// decaying bishop landing on its own lone duke teleports; each is one
/// more history, the classical move in it.
#[test]
fn a_virtual_bishop_landing_on_its_duke_forms_a_stack() {
    let histories = |pieces: &str, mv: &str| -> u64 {
        let position = format!(
            r#"{{"to_move":"white","pieces":[{pieces},{{"kind":"king","side":"white","tile":"QR1,8"}},{{"kind":"king","side":"black","tile":"QR8,1"}}]}}"#
        );
        let v = json_of(&["quantum", "--format", "json", mv], &position);
        let h = v["ensemble"]["histories"].as_array().unwrap();
        let stacks = h
            .iter()
            .filter(|h| {
                h["position"]["pieces"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|p| p["kind"] == "stack" && p["tile"] != "K7,5")
            })
            .count();
        assert_eq!(stacks, 1, "one history with a new stack: {v}");
        h.len() as u64
    };
    let bishop = r#"{"kind":"bishop","side":"white","tile":"Q4,4"},{"kind":"duke","side":"white","tile":"K5,2"}"#;
    assert_eq!(histories(bishop, "B(Q4,4) -- [K4,3]"), 8);
    let stack = r#"{"kind":"stack","side":"white","tile":"K7,5"},{"kind":"duke","side":"white","tile":"KB7,4"}"#;
    assert_eq!(histories(stack, "B(K7,5) -- [K6,4]"), 8);
}

/// O21 (issue 40.1): Fig. 254's fission makes the book's 105 histories
/// by its windows' gates (L16749-16752); under `fission=classical` only
/// the pairs the classical region rule allows, 97, each a classical game.
#[test]
fn fig_254s_fission_by_the_book_and_by_the_classical_rule() {
    let position = r#"{"to_move":"white","pieces":[{"kind":"stack","side":"white","tile":"Q1,1"},{"kind":"king","side":"white","tile":"QR1,8"},{"kind":"king","side":"black","tile":"QR8,1"}]}"#;
    for (reading, histories) in [("book", 105), ("classical", 97)] {
        let v = json_of(
            &[
                "quantum",
                "--format",
                "json",
                "--fission",
                reading,
                "S(Q1,1) -- [Q5,5]17,17,5",
            ],
            position,
        );
        let h = v["ensemble"]["histories"].as_array().unwrap();
        assert_eq!(h.len(), histories, "{reading}");
    }
}

/// A stack move where the stack's bishop and duke stand apart in other
/// histories prunes those by differentiation: "if the stack fissions,
/// all the other realities where the bishop and duke are separate pieces
/// get pruned by differentiation" (L16704-16709). After `S(Q4,4) --
/// [Q6,6]` one history of 51 keeps the stack whole on Q6,6; the stack's
/// move from there keeps that one and prunes the 50.
#[test]
fn a_stack_move_prunes_the_histories_where_its_parts_stand_apart() {
    let position = r#"{"to_move":"white","pieces":[{"kind":"stack","side":"white","tile":"Q4,4"},{"kind":"king","side":"white","tile":"QR1,8"},{"kind":"king","side":"black","tile":"QR8,1"}]}"#;
    let v = json_of(
        &[
            "quantum",
            "--format",
            "json",
            "S(Q4,4) -- [Q6,6]",
            "--",
            "---",
            "S(Q6,6) -- [Q4,4]",
        ],
        position,
    );
    let last = &v["moves"][2];
    assert_eq!(last["histories_before"], 51, "{last}");
    assert_eq!(last["pruned_by_differentiation"], 50, "{last}");
}

/// A linear move's end tile is gated by the quadrant beyond it in the
/// move's plane under both readings of O12 (L16396-16400; issue 40.5):
/// W rook K4,4, W knight K3,5, `R(K4,4) -- [K6,4]` gives 16 histories,
/// never K4,6, which only a move in another plane reaches.
#[test]
fn a_linear_moves_end_tile_is_gated_by_the_quadrant_beyond_it() {
    let position = r#"{"to_move":"white","pieces":[{"kind":"rook","side":"white","tile":"K4,4"},{"kind":"knight","side":"white","tile":"K3,5"},{"kind":"king","side":"white","tile":"QR1,8"},{"kind":"king","side":"black","tile":"QR8,1"}]}"#;
    for gate in ["own-move", "rectangle"] {
        let v = json_of(
            &[
                "quantum",
                "--format",
                "json",
                "--linear-gate",
                gate,
                "R(K4,4) -- [K6,4]",
            ],
            position,
        );
        let h = v["ensemble"]["histories"].as_array().unwrap();
        assert_eq!(h.len(), 16, "{gate}");
        let on_k46 = h.iter().any(|h| h.to_string().contains("\"K4,6\""));
        assert!(!on_k46, "{gate}");
    }
}

/// A pawn reaching its own bishop on a promotion tile uplifts in each
/// history where the bishop stands there (L7729-7740, CR 41; issue 40's
/// open readings): the quantum listing has the classical uplift's one
/// history.
#[test]
fn a_pawn_uplifts_onto_its_own_bishop_in_quantum_chess() {
    let position = r#"{"to_move":"white","pieces":[{"kind":"pawn","side":"white","tile":"K7,7"},{"kind":"bishop","side":"white","tile":"K8,8"},{"kind":"king","side":"white","tile":"QR1,8"},{"kind":"king","side":"black","tile":"QR8,1"}]}"#;
    let pawn = |variant: &str| -> Vec<(String, serde_json::Value)> {
        json_of(&["moves", "--variant", variant], position)["moves"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|m| m["piece"] == "pawn")
            .map(|m| {
                (
                    m["notation"].as_str().unwrap().into(),
                    m["histories"].clone(),
                )
            })
            .collect()
    };
    assert_eq!(pawn("goff")[0].0, "P -- K8,8=S");
    assert_eq!(
        pawn("goff-quantum"),
        [("P(K7,7) -- [K8,8]s".into(), 1.into())]
    );
}
