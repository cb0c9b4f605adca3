//! Chess in the Third Dimension's checks for `congruent verify --variant
//! third-dimension` and its conformance suite.

use super::game::{CastlingRook, Game, Kind, KnightGaps, Piece, Sideways, ThirdDimension};
use super::Layout;
use crate::cells::checks::{self, Outcome};
use crate::cells::game::{Definition, PieceKinds};
use crate::cells::CellId;
use crate::core::case::{Case, Expect};
use crate::core::check::Check;
use crate::core::side::Side;
use crate::core::variant::Variant;
use serde_json::json;

/// The default and each single option changed from it.
pub fn each_option() -> Vec<ThirdDimension> {
    let d = ThirdDimension::default();
    vec![
        d,
        ThirdDimension {
            layout: Layout::Mirror,
            ..d
        },
        ThirdDimension {
            sideways: Sideways::Move,
            ..d
        },
        ThirdDimension {
            sideways: Sideways::Capture,
            ..d
        },
        ThirdDimension {
            castling_rook: CastlingRook::Unmoved,
            ..d
        },
        ThirdDimension {
            optional_promotion: true,
            ..d
        },
        ThirdDimension {
            knight_gaps: KnightGaps::Both,
            ..d
        },
    ]
}

/// A short name for a definition's options: `default` or the changed
/// `key=value`s.
pub fn label(d: &ThirdDimension) -> String {
    checks::label(d)
}

/// Every check, unstarted, one line each.
pub fn checks(d: ThirdDimension, positions: usize) -> Vec<Check> {
    vec![
        Check::new("board (003:L7-L19)", move || board_facts(d)),
        Check::new("empty-board mobility", move || mobility(d)),
        Check::new("the setup (003:L21, L51)", move || setup_facts(d)),
        Check::new("core = reference (random)", move || {
            every_option(|o| checks::differential(o, positions.max(1), 0x3D))
        }),
        Check::new("perft core = reference", move || {
            every_option(|o| checks::perft_both(o, if o == d { 3 } else { 2 }))
        }),
        Check::new("perft with the memo = without", move || {
            every_option(|o| checks::perft_memo(o, (o == d).then_some(4), 32, 0x3E3))
        }),
        Check::new("random games", || {
            every_option(|o| checks::random_games(o, 20, 200, 0x3D3))
        }),
        Check::new("check by definition (random play)", move || {
            checks::check_play(&each_option(), (positions / 25).max(1), 200, 0xC4EC)
        }),
    ]
}

/// A check run under every option.
fn every_option(check: impl Fn(ThirdDimension) -> Outcome + Sync) -> Outcome {
    checks::across(&each_option(), check)
}

fn board_facts(d: ThirdDimension) -> Outcome {
    let b = d.board();
    let mut per_level = [0; 4];
    for c in b.ids() {
        per_level[b.cell(c).level as usize] += 1;
    }
    let dark = b.ids().filter(|&c| b.cell(c).colour == 0).count();
    match (b.len(), per_level, b.directions.len(), dark) {
        (64, [16, 16, 16, 16], 18, 32) => Ok(format!(
            "64 cubes, 16 per level, 18 directions, 32 of each colour ({:?} layout)",
            d.layout
        )),
        other => Err(format!("cells, per level, directions, dark: {other:?}")),
    }
}

/// The pieces whose empty-board reach the checks count.
const PIECES: [Kind; 5] = [
    Kind::Rook,
    Kind::Bishop,
    Kind::Queen,
    Kind::King,
    Kind::Knight,
];

/// A white piece of this kind alone on `c`.
fn lone(d: ThirdDimension, kind: Kind, c: CellId) -> Game {
    let mut g = Game::new(d);
    g.put(
        c,
        Some(Piece {
            side: Side::White,
            kind,
        }),
    );
    g
}

/// The pieces' reach summed over the 64 cubes of the empty board, by the
/// core and by the reference (spec/variants/third-dimension.md#golden).
fn mobility(d: ThirdDimension) -> Outcome {
    let b = d.board();
    let mut sums = Vec::new();
    for kind in PIECES {
        let mut both = [0, 0];
        for c in b.ids() {
            let g = lone(d, kind, c);
            both[0] += g.destinations(c).len();
            both[1] += g.reference().destinations(c).len();
        }
        if both[0] != both[1] {
            return Err(format!("{kind:?}: core {}, reference {}", both[0], both[1]));
        }
        sums.push(both[0]);
    }
    match sums[..] {
        [456, 452, 908, 552, 544] => Ok(format!("R B Q K N: {sums:?}")),
        _ => Err(format!("R B Q K N: {sums:?}, expected 456 452 908 552 544")),
    }
}

fn setup_facts(d: ThirdDimension) -> Outcome {
    let g = d.initial();
    let count = |side: Side| {
        g.cells()
            .iter()
            .flatten()
            .filter(|p| p.side == side)
            .count()
    };
    let on = |name: &str| g.piece(g.cell(name)).map(|p| (p.side, p.kind));
    let named = [
        ("IIIa1", Side::White, Kind::King),
        ("IIId1", Side::White, Kind::Rook),
        ("Ia1", Side::White, Kind::Rook),
        ("IId4", Side::Black, Kind::King),
        ("IIa4", Side::Black, Kind::Rook),
        ("IVd4", Side::Black, Kind::Rook),
    ];
    if let Some((cell, ..)) = named.iter().find(|(c, s, k)| on(c) != Some((*s, *k))) {
        return Err(format!("{cell} does not hold the piece castling needs"));
    }
    match (
        count(Side::White),
        count(Side::Black),
        g.in_check(Side::White),
    ) {
        (16, 16, false) => Ok(format!(
            "16 pieces a side, kings and rooks where castling needs them; {} first moves",
            g.legal_moves().len()
        )),
        other => Err(format!("White, Black, White in check: {other:?}")),
    }
}

fn cell_name(d: &ThirdDimension, c: CellId) -> String {
    d.board().cell(c).name.clone()
}

/// The suite: each piece's reach from every cube of the empty board (the
/// literal reference's count), the pawn's example, the castles, the
/// start, perft, and positions of random games under every option.
pub fn cases() -> Vec<Case> {
    let d = ThirdDimension::default();
    let mut out = Vec::new();
    for kind in PIECES {
        for c in d.board().ids() {
            let name = cell_name(&d, c);
            let g = lone(d, kind, c).reference();
            let mut case = checks::case(
                d,
                format!("third-dimension/empty-board/{}/{name}", kind.name()),
                &[kind.rule()],
                kind.source(),
                "reach",
                d.to_json(&g),
                Expect {
                    count: Some(g.destinations(c).len()),
                    ..Expect::default()
                },
            );
            case.input.from = Some(name);
            out.push(case);
        }
    }
    out.push(pawn_example(d));
    out.extend(castle_cases(d));
    let start = d.initial();
    out.push(checks::case(
        d,
        "third-dimension/start/moves".into(),
        &["D5", "D9", "D11"],
        "derived: the moves of the reconstructed setup (spec/variants/third-dimension.md#setup)",
        "moves",
        d.to_json(&start),
        Expect {
            moves: Some(keys(&start.reference())),
            status: Some("ongoing".into()),
            check: Some(false),
            ..Expect::default()
        },
    ));
    let all = ["D4", "D5", "D6", "D7", "D8", "D9", "D10", "D11", "D12"];
    out.extend(checks::perft_cases(d, 3, &all));
    out.extend(checks::random_game_cases(
        d,
        40,
        0x3D_5EED,
        &all,
        "random-game",
    ));
    for o in each_option().into_iter().skip(1) {
        let tag = format!("random-game/{}", label(&o));
        out.extend(checks::random_game_cases(o, 8, 0x3D_0F7, &all, &tag));
    }
    out
}

fn keys(g: &Game) -> std::collections::BTreeSet<String> {
    g.legal_moves()
        .iter()
        .map(|m| crate::core::case::move_key(&crate::cells::variant::entry(g, m)))
        .collect()
}

/// 003:L55's one worked move: a White pawn on IIIa4 steps "sideways
/// diagonally" down to IIb2.
fn pawn_example(d: ThirdDimension) -> Case {
    let mut c = checks::case(
        d,
        "third-dimension/pawn/sideways-diagonal-IIIa4-IIb2".into(),
        &["D11"],
        "003:L55: the pawn can move \"sideways diagonally\" upward or downward, from IIIa4 to IIb2",
        "reach",
        json!({"pieces": [{"side": "white", "kind": "pawn", "cell": "IIIa4"}]}),
        Expect {
            include: vec!["IIIa4-IIb2".into()],
            ..Expect::default()
        },
    );
    c.input.from = Some("IIIa4".into());
    c
}

/// Each castle of 003:L51 from the setup with the cubes between cleared:
/// the castle is listed; with the crossed cube attacked, it is not.
fn castle_cases(d: ThirdDimension) -> Vec<Case> {
    let mut out = Vec::new();
    for side in [Side::White, Side::Black] {
        let mut g = d.initial();
        g.to_move = side;
        let clear: &[&str] = match side {
            Side::White => &["IIIb1", "IIIc1", "Ib1", "Ic1", "Id1"],
            Side::Black => &["IIb4", "IIc4", "IVa4", "IVb4", "IVc4"],
        };
        for c in clear {
            g.put(g.cell(c), None);
        }
        let expected: Vec<String> = g
            .reference()
            .legal_moves()
            .iter()
            .filter(|m| matches!(m.kind, crate::cells::game::MoveKind::Castle(..)))
            .map(|m| crate::core::case::move_key(&crate::cells::variant::entry(&g, m)))
            .collect();
        out.push(checks::case(
            d,
            format!("third-dimension/castling/{}", side.name()),
            &["D10"],
            "003:L51: (a) and (b), the cubes between empty, the king unmoved",
            "moves",
            d.to_json(&g),
            Expect {
                include: expected,
                ..Expect::default()
            },
        ));
    }
    out
}

impl Kind {
    fn rule(self) -> &'static str {
        match self {
            Kind::Rook => "D5",
            Kind::Bishop => "D6",
            Kind::Queen => "D7",
            Kind::King => "D8",
            Kind::Knight => "D9",
            Kind::Pawn => "D11",
        }
    }

    fn source(self) -> &'static str {
        match self {
            Kind::Rook => "003:L33: the rook moves in a straight line through cube faces",
            Kind::Bishop => "003:L41: the bishop moves in a straight line through cube edges",
            Kind::Queen => "003:L45: the queen combines the rook and the bishop",
            Kind::King => "003:L49: the king moves like the queen, but only one cube",
            Kind::Knight => "003:L37: one cube face and one cube edge, in either order, ending more than one cube-width away",
            Kind::Pawn => "003:L55",
        }
    }
}

// The game's checks and suite: here, not in `game.rs`, so that the
// definition does not import its checks (which import it).
crate::cells::suite::checked!(ThirdDimension, checks, |_| cases());
