//! Goff's conformance suite: the golden files, the specification's
//! examples and game blocks, perft from the start and from the spec's
//! positions, the rule options with the numbers given for them, and cases
//! derived from random positions and games, each tagged with the rules it
//! exercises (`spec/conformance.md#the-goff-suite`). The data is compiled
//! in, so `congruent suite` works outside a checkout.

use super::cases::{case, game_rules, input, moves_case, piece_rules, tags};
use crate::core::case::move_key;
use crate::core::case::{Case, Expect, Input};
use crate::core::rng::Rng;
use crate::core::variant::Validation;
use crate::goff::game::{Game, MoveKind, Status};
use crate::goff::json::{self, to_object};
use crate::goff::pieces::{PieceKind, Side};
use crate::goff::position::Position;
use crate::goff::readings::Readings;
use crate::goff::samples;
use include_dir::{include_dir, Dir};
use rayon::prelude::*;
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::OnceLock;

static SPEC: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/spec");

const COUNTS: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/golden/counts.json"));
const FENCING: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/golden/king-fencing.json"
));
const LINES: &[(&str, &str)] = &[
    (
        "one-rook-mate",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/golden/lines/one-rook-mate.json"
        )),
    ),
    (
        "fools-mate",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/golden/lines/fools-mate.json"
        )),
    ),
    (
        "knights-gambit",
        include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/golden/lines/knights-gambit.json"
        )),
    ),
];
const FIGURES: &[&str] = &[
    include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/golden/reach/fig024-rook-corner.json"
    )),
    include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/golden/reach/fig039-bishop-corner.json"
    )),
    include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/golden/reach/fig046-duke-primary-plane.json"
    )),
    include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/golden/reach/fig061-duke-corner.json"
    )),
    include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/golden/reach/fig066-queen-corner.json"
    )),
    include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/golden/reach/fig067-queen-centre.json"
    )),
];

/// The whole suite, built once per process.
pub fn cases() -> Vec<Case> {
    static CASES: OnceLock<Vec<Case>> = OnceLock::new();
    CASES.get_or_init(build).clone()
}

fn build() -> Vec<Case> {
    // The groups hang on nothing but the rules, so they are built on
    // every core (each `conform` run builds the suite first), then put
    // in this order.
    let groups: [fn() -> Vec<Case>; 13] = [
        counts,
        figures,
        spec_blocks,
        perft_cases,
        option_cases,
        random_reach,
        random_games,
        endings,
        promotions,
        book_lines,
        king_fencing,
        super::fission_suite::cases,
        super::witness_suite::cases,
    ];
    let (mut out, mut derived) = rayon::join(
        || {
            let mut out: Vec<Case> = groups.par_iter().flat_map_iter(|group| group()).collect();
            mark_analysis(&mut out);
            // The twins are legal games by construction (`moves_suite::
            // game_for`): nothing to mark.
            let twins = super::moves_suite::moves_of_reach(&out);
            out.extend(twins);
            out
        },
        || {
            let (mut castling, interactions) =
                rayon::join(super::moves_suite::castling_plane_cases, || {
                    super::moves_suite::interactions(super::moves_suite::interaction_positions())
                });
            castling.extend(interactions);
            castling
        },
    );
    mark_analysis(&mut derived);
    out.append(&mut derived);
    out
}

/// Cases whose position no game reaches (a figure without kings, a
/// piece's rule shown with the opponent's king attacked) ask the program
/// to analyse it: `allow_illegal` (spec/protocol.md#validation).
fn mark_analysis(cases: &mut [Case]) {
    cases
        .par_iter_mut()
        .filter(|c| matches!(c.op.as_str(), "moves" | "perft") && !c.expect.rejected)
        .for_each(|c| {
            let Ok(options) = Readings::from_fields(&c.options) else {
                return;
            };
            let read = |v| super::Goff::game(&options, &c.input.position, v).is_ok();
            c.input.allow_illegal = !read(Validation::Legal) && read(Validation::Analysis);
        });
}

fn lone(kind: PieceKind, tile: &str) -> Value {
    serde_json::json!({"pieces": [{"side": "white", "kind": kind.name(), "tile": tile}]})
}

fn all_tiles() -> Vec<String> {
    crate::goff::geometry::Tile::all()
        .map(|t| t.to_string())
        .collect()
}

/// `golden/counts.json`: a lone piece's number of destinations, per tile.
fn counts() -> Vec<Case> {
    let doc: Value = serde_json::from_str(COUNTS).expect("golden/counts.json is JSON");
    let mut out = Vec::new();
    for fact in doc["facts"].as_array().expect("facts") {
        let Some(kind) = fact["kind"].as_str().and_then(PieceKind::parse) else {
            continue; // plane and cube counts are not move sets
        };
        let Some(total) = fact["expect"]["total"].as_u64() else {
            continue;
        };
        let tiles: Vec<String> = match &fact["tiles"] {
            Value::String(s) if s == "all" => all_tiles(),
            Value::Array(list) => list
                .iter()
                .filter_map(|t| t.as_str().map(String::from))
                .collect(),
            _ => continue,
        };
        let id = fact["id"].as_str().expect("id");
        let source = format!(
            "golden/counts.json {id}: {}",
            fact["source"].as_str().unwrap_or("")
        );
        for t in tiles {
            out.push(case(
                format!("counts/{id}/{t}"),
                tags(piece_rules(kind)),
                &source,
                "reach",
                Input {
                    from: Some(t.clone()),
                    ..input(lone(kind, &t))
                },
                Expect {
                    count: Some(total as usize),
                    ..Expect::default()
                },
            ));
        }
    }
    out
}

/// `golden/reach/`: the complete destination sets drawn in the figures.
fn figures() -> Vec<Case> {
    FIGURES
        .iter()
        .map(|text| {
            let doc: Value = serde_json::from_str(text).expect("golden figure JSON");
            let mover = doc["mover"].as_str().expect("mover").to_string();
            let pieces: Vec<Value> = doc["position"]
                .as_array()
                .expect("position")
                .iter()
                .map(|p| serde_json::json!({"side": p["side"], "kind": p["kind"], "tile": p["tile"]}))
                .collect();
            let kind = doc["position"]
                .as_array()
                .and_then(|ps| ps.iter().find(|p| p["tile"] == mover.as_str()))
                .and_then(|p| p["kind"].as_str())
                .and_then(PieceKind::parse)
                .expect("the mover is listed");
            let mut moves = BTreeSet::new();
            for list in doc["destinations"].as_object().expect("destinations").values() {
                for t in list.as_array().expect("tiles") {
                    moves.insert(format!("{mover}-{}", t.as_str().expect("tile")));
                }
            }
            // Fig. 46 draws one plane of the duke's moves ("Duke Plane is
            // Cut by Two Lines"): each drawn tile must be a destination.
            let whole = doc["id"] != "fig046-duke-primary-plane";
            let expect = match whole {
                true => Expect { moves: Some(moves), ..Expect::default() },
                false => Expect { include: moves.into_iter().collect(), ..Expect::default() },
            };
            case(
                format!("figure/{}", doc["id"].as_str().expect("id")),
                tags(piece_rules(kind)),
                doc["source"].as_str().unwrap_or("golden/reach"),
                "reach",
                Input { from: Some(mover), ..input(Value::Object(Map::from_iter([("pieces".into(), pieces.into())]))) },
                expect,
            )
        })
        .collect()
}

/// The rule a spec page states: `rules/cr24-….md` is CR24, `rules/stack.md`
/// the stack's rules; other pages none.
fn page_rule(path: &str) -> Option<String> {
    let name = path.rsplit('/').next()?;
    if name == "stack.md" {
        return Some("stack".into());
    }
    let n: u32 = name.strip_prefix("cr")?.get(..2)?.parse().ok()?;
    Some(format!("CR{n}"))
}

fn spec_files() -> Vec<(String, &'static str)> {
    let mut files = Vec::new();
    let mut dirs = vec![&SPEC];
    while let Some(d) = dirs.pop() {
        for f in d.files() {
            if let (Some(text), true) = (
                f.contents_utf8(),
                f.path().extension().is_some_and(|x| x == "md"),
            ) {
                files.push((f.path().to_string_lossy().into_owned(), text));
            }
        }
        dirs.extend(d.dirs());
    }
    files.sort();
    files
}

/// A line `FROM -> TO[ KIND ...]` or `not FROM -> TO (...)`: (negated,
/// pattern).
fn move_line(line: &str) -> Option<(bool, String)> {
    let (negated, rest) = match line.strip_prefix("not ") {
        Some(r) => (true, r),
        None => (false, line),
    };
    let mut words = rest.split_whitespace();
    let from = words.next()?;
    (words.next()? == "->").then_some(())?;
    let to = words.next()?;
    let kind = words
        .next()
        .filter(|k| !k.starts_with('(') && *k != "capture");
    let notation: Vec<&str> = words.take_while(|w| !w.starts_with('(')).collect();
    let pattern = match kind {
        Some("normal") => format!("{from}-{to}"),
        Some(k) => format!("{from}-{to} {k}"),
        None => format!("{from}-{to}"),
    };
    // A move the spec rules out is named by its notation when its kind
    // alone would also match moves that stand (a single castle beside a
    // double one, a stack's decay beside its stack move).
    Some((
        negated,
        match (negated, kind, notation.is_empty()) {
            (true, Some(_), false) => format!("{pattern} = {}", notation.join(" ")),
            _ => pattern,
        },
    ))
}

/// The pieces a position names, for tagging.
fn kinds_in(position: &Value) -> BTreeSet<PieceKind> {
    position["pieces"]
        .as_array()
        .map(|ps| {
            ps.iter()
                .filter_map(|p| p["kind"].as_str().and_then(PieceKind::parse))
                .collect()
        })
        .unwrap_or_default()
}

/// Every `example` (also `example pending`) and `game` block of `spec/`.
fn spec_blocks() -> Vec<Case> {
    let mut out = Vec::new();
    for (path, text) in spec_files() {
        let page = page_rule(&path);
        let source = format!("spec/{path}");
        for (tag, op) in [
            ("```example\n", "reach"),
            ("```example pending\n", "reach"),
            ("```game\n", "moves"),
        ] {
            for (n, block) in text.split(tag).skip(1).enumerate() {
                let body = block.split("```").next().unwrap_or("");
                let Some((json_text, lines)) = body.split_once("\n.\n") else {
                    continue;
                };
                let Ok(position) = serde_json::from_str::<Value>(json_text) else {
                    continue;
                };
                let stem = path.trim_end_matches(".md").replace("rules/", "");
                let id = format!(
                    "spec/{stem}/{}{}",
                    if op == "moves" { "game" } else { "example" },
                    n + 1
                );
                let mut rules: Vec<String> = page.iter().cloned().collect();
                if op == "reach" {
                    // A reach example tests the pieces it names.
                    for k in kinds_in(&position) {
                        rules.extend(piece_rules(k).into_iter().map(String::from));
                    }
                }
                out.extend(block_cases(&id, tags(rules), &source, op, position, lines));
            }
        }
    }
    out
}

fn block_cases(
    id: &str,
    rules: Vec<String>,
    source: &str,
    op: &str,
    position: Value,
    lines: &str,
) -> Vec<Case> {
    let mut by_from: BTreeMap<String, Expect> = BTreeMap::new();
    let mut whole = Expect::default();
    for line in lines.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if line.starts_with("error:") {
            return vec![case(
                id.into(),
                rules,
                source,
                op,
                input(position),
                Expect {
                    rejected: true,
                    ..Expect::default()
                },
            )];
        }
        if let Some(s) = line.strip_prefix("status: ") {
            whole.status = Some(s.trim().into());
        } else if let Some(c) = line.strip_prefix("check: ") {
            whole.check = Some(c.trim() == "true");
        } else if let Some((tile, n)) = line.split_once(": ").filter(|(t, _)| !t.contains(' ')) {
            if let Ok(n) = n.trim().parse() {
                by_from.entry(tile.into()).or_default().count = Some(n);
            }
        } else if let Some((negated, pattern)) = move_line(line) {
            let e = match op {
                "reach" => by_from
                    .entry(pattern.split('-').next().unwrap_or("").into())
                    .or_default(),
                _ => &mut whole,
            };
            match negated {
                true => e.exclude.push(pattern),
                false => e.include.push(pattern),
            }
        }
    }
    if op == "moves" {
        let mut rules = rules;
        if whole.status.as_deref() == Some("checkmate") {
            rules.extend(["CR50".into(), "CR53".into()]);
        }
        if whole.status.as_deref() == Some("stalemate") {
            rules.extend(["CR50".into(), "CR51".into()]);
        }
        if whole.check.is_some() {
            rules.push("CR52".into());
        }
        return vec![case(
            id.into(),
            tags(rules),
            source,
            op,
            input(position),
            whole,
        )];
    }
    by_from
        .into_iter()
        .map(|(from, e)| {
            let id = format!("{id}/{from}");
            let i = Input {
                from: Some(from),
                ..input(position.clone())
            };
            case(id, rules.clone(), source, op, i, e)
        })
        .collect()
}

const START_RULES: &[&str] = &["CR13", "CR14", "CR16"];

/// Perft from the start to depth 4 (`spec/perft.md`), and depth 3 from
/// every game block of the specification (castles, en passant, promotion,
/// uplift, stacks, check, mate).
fn perft_cases() -> Vec<Case> {
    let start = Game::start();
    let start_json = json::game_json(&start);
    let mut rules = game_rules(&mut start.clone());
    rules.extend(START_RULES.iter().map(|s| s.to_string()));
    let rules = tags(rules);
    let mut out: Vec<Case> = [(1, 72), (2, 5_184), (3, 620_060), (4, 72_519_577)]
        .into_iter()
        .map(|(d, n)| {
            let mut c = case(
                format!("perft/start/{d}"),
                rules.clone(),
                "spec/perft.md (engine = reference to depth 3; depth 4 engine, make/unmake checked)",
                "perft",
                Input { depth: Some(d), ..input(start_json.clone()) },
                Expect { nodes: Some(n), ..Expect::default() },
            );
            if d == 4 {
                c.flags.push("slow".into());
            }
            c
        })
        .collect();
    out.push(moves_case(
        "moves/start".into(),
        "Table 15, L13860-13862: 72 first moves",
        &start,
    ));
    if let Some(c) = out.last_mut() {
        c.rules = tags(
            c.rules
                .iter()
                .cloned()
                .chain(START_RULES.iter().map(|s| s.to_string())),
        );
    }
    for (path, text) in spec_files() {
        for (n, block) in text.split("```game\n").skip(1).enumerate() {
            let body = block.split("```").next().unwrap_or("");
            let Some((json_text, _)) = body.split_once("\n.\n") else {
                continue;
            };
            let Ok(setup) = json::parse_game(json_text) else {
                continue;
            };
            // A block may show a piece's moves without the kings a game
            // needs: `mark_analysis` sends it as a position to analyse.
            let Ok(mut game) = setup.game(Validation::Analysis) else {
                continue;
            };
            let stem = path.trim_end_matches(".md").replace("rules/", "");
            // Depth 3 where it is cheap (most blocks are sparse), 2 for the
            // few near the start, so the suite builds in seconds.
            let depth = match crate::goff::game::perft::perft_parallel(&game, 2) {
                n if n <= 2_500 => 3,
                _ => 2,
            };
            let rows = crate::goff::game::perft::divide_parallel(&game, depth);
            let divide: BTreeMap<String, u64> = rows
                .iter()
                .map(|(m, n)| (move_key(&to_object(json::move_entry(&game, m))), *n))
                .collect();
            let nodes = divide.values().sum();
            let rules = game_rules(&mut game);
            out.push(case(
                format!("perft/spec/{stem}/game{}", n + 1),
                rules,
                &format!("derived: engine perft({depth}) of the game block of spec/{path}; engine = reference at depth 2 is checked by tests/it/conformance.rs"),
                "perft",
                Input { depth: Some(depth), divide: true, ..input(json::game_json(&game)) },
                Expect { nodes: Some(nodes), divide: Some(divide), ..Expect::default() },
            ));
        }
    }
    out
}

/// The first moves under each option (`spec/perft.md`), and the book's
/// numbers for the options that have them.
fn option_cases() -> Vec<Case> {
    let table: &[(&str, &str, u64)] = &[
        ("linear", "any-quadrant", 162),
        ("motion", "straight-line", 156),
        ("motion", "ram", 156),
        ("motion", "dual-path-both", 265),
        ("motion", "dual-path-either", 795),
        ("perimeter", "lenient", 133),
        ("king", "adjacent", 78),
        ("king", "natural", 72),
        ("brook_balance", "true", 72),
        ("time_symmetric", "true", 72),
        ("pawn_capture", "restricted", 72),
        ("linear", "all-quadrants", 72),
        ("castling_rook", "far-side", 72),
        ("castling_planes", "same-plane", 72),
        ("en_passant_board", "actual", 72),
    ];
    let start = json::game_json(&Game::start());
    let mut out = Vec::new();
    for (key, value, n) in table {
        let mut c = case(
            format!("options/{key}={value}/perft1"),
            tags(["CR13", "CR14", "CR16", "CR48"]),
            "spec/perft.md, perft(1) under each option",
            "perft",
            Input {
                depth: Some(1),
                ..input(start.clone())
            },
            Expect {
                nodes: Some(*n),
                ..Expect::default()
            },
        );
        c.options.insert(key.to_string(), option_value(value));
        out.push(c);
    }
    // The natural king: 26 on the open board like the linear king, but 68
    // tiles when... the book's straight-line counts (Tables 1-3).
    for (kind, tile, n, src) in [
        (
            PieceKind::Rook,
            "QR1,1",
            21,
            "Table 1, L3125-3135: straight-line rook 21 from the corner",
        ),
        (
            PieceKind::Bishop,
            "QR1,1",
            21,
            "Table 2: straight-line bishop 21 from the corner",
        ),
        (
            PieceKind::Duke,
            "QR1,1",
            7,
            "Table 3: straight-line duke 7 from the corner",
        ),
    ] {
        let mut c = case(
            format!("options/motion=straight-line/{}-corner", kind.name()),
            tags(piece_rules(kind).into_iter().chain(["CR17"])),
            src,
            "reach",
            Input {
                from: Some(tile.into()),
                ..input(lone(kind, tile))
            },
            Expect {
                count: Some(n),
                ..Expect::default()
            },
        );
        c.options.insert("motion".into(), "straight-line".into());
        out.push(c);
    }
    out
}

fn option_value(v: &str) -> Value {
    match v {
        "true" => Value::Bool(true),
        "false" => Value::Bool(false),
        _ => Value::String(v.into()),
    }
}

/// The reach of every piece of 240 random positions (2-40 pieces), as the
/// plain reference computes it.
fn random_reach() -> Vec<Case> {
    let positions = samples::positions(0xC0_F0, 240);
    let mut out = Vec::new();
    for (n, pos) in positions.iter().enumerate() {
        let position = json::position_value(pos);
        for (from, piece) in pos.pieces().take(8) {
            let moves: BTreeSet<String> =
                crate::goff::reference::reach_with(pos, from, Readings::default())
                    .iter()
                    .map(|d| format!("{from}-{}", d.to))
                    .collect();
            out.push(case(
                format!("derived/reach/{n}/{from}"),
                tags(piece_rules(piece.kind)),
                "derived: the plain reference (src/goff/reference) on a random position",
                "reach",
                Input {
                    from: Some(from.to_string()),
                    ..input(position.clone())
                },
                Expect {
                    moves: Some(moves),
                    ..Expect::default()
                },
            ));
        }
    }
    out
}

/// `moves` along random games from the start, and from random positions
/// with both kings and castling rights.
fn random_games() -> Vec<Case> {
    let mut out = Vec::new();
    let mut rng = Rng::new(0x6A_3E);
    for g in 0..16 {
        let mut game = Game::start();
        for ply in 0..40 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            if ply % 8 == 7 {
                out.push(moves_case(
                    format!("derived/game/{g}/{ply}"),
                    "derived: a random game from the start",
                    &game,
                ));
            }
            let m = moves[rng.below(moves.len())];
            game.make(&m);
        }
    }
    // Castling: the home pieces with the lines opened at random.
    for n in 0..30 {
        let mut game = Game::start();
        let mut pos = Position::empty();
        for (t, p) in game.position.pieces() {
            let keep = match p.kind {
                PieceKind::King | PieceKind::Rook => true,
                PieceKind::Pawn => rng.below(2) == 0,
                _ => rng.below(3) == 0,
            };
            if keep {
                pos.put(t, p).expect("free");
            }
        }
        game.position = pos;
        if n % 2 == 1 {
            game.to_move = Side::Black;
        }
        out.push(moves_case(
            format!("derived/castling/{n}"),
            "derived: the home kings and rooks with open lines (CR 55-61)",
            &game,
        ));
    }
    out
}

/// Checkmates and stalemates found among random sparse positions.
fn endings() -> Vec<Case> {
    let mut out = Vec::new();
    let mut rng = Rng::new(0xE_4D);
    let (mut mates, mut stalemates) = (0, 0);
    for n in 0..60_000 {
        if mates >= 12 && stalemates >= 12 {
            break;
        }
        let size = 2 + rng.below(4);
        let mut pos = samples::position(&mut rng, size);
        let tiles: Vec<_> = pos
            .pieces()
            .filter(|(_, p)| p.kind == PieceKind::King)
            .map(|(t, _)| t)
            .collect();
        for t in tiles {
            pos.remove(t);
        }
        // The king to move in a corner half the time: mates need few
        // attackers there.
        let corner = crate::goff::geometry::Tile::all()
            .filter(|t| t.is_corner())
            .nth(rng.below(8));
        let k1 = match rng.below(2) {
            0 => corner.expect("8 corners"),
            _ => crate::goff::geometry::Tile::from_index(rng.below(512)),
        };
        let k2 = crate::goff::geometry::Tile::from_index(rng.below(512));
        if k1 == k2 || pos.piece_at(k1).is_some() || pos.piece_at(k2).is_some() {
            continue;
        }
        let _ = pos.put(
            k1,
            crate::goff::pieces::Piece::new(Side::White, PieceKind::King),
        );
        let _ = pos.put(
            k2,
            crate::goff::pieces::Piece::new(Side::Black, PieceKind::King),
        );
        let mut game = Game {
            position: pos,
            ..Game::start()
        };
        game.castling = Default::default();
        if game.in_check(Side::Black) {
            continue; // the side not to move must not be in check
        }
        let status = game.status();
        let wanted = match status {
            Status::Checkmate if mates < 12 => {
                mates += 1;
                true
            }
            Status::Stalemate if stalemates < 12 => {
                stalemates += 1;
                true
            }
            _ => false,
        };
        if wanted {
            out.push(moves_case(
                format!("derived/ending/{n}"),
                "derived: a random sparse position without legal moves",
                &game,
            ));
        }
    }
    out
}

/// Pawns one step from promotion among random pieces (CR 41, CR 47).
fn promotions() -> Vec<Case> {
    let mut out = Vec::new();
    let mut rng = Rng::new(0x9_0E);
    for n in 0..2_000 {
        if out.len() >= 12 {
            break;
        }
        let size = 2 + rng.below(6);
        let mut pos = samples::position(&mut rng, size);
        let kings: Vec<_> = pos
            .pieces()
            .filter(|(_, p)| p.kind == PieceKind::King)
            .map(|(t, _)| t)
            .collect();
        for t in kings {
            pos.remove(t);
        }
        let (i, j) = [(7, 7), (7, 8), (8, 7)][rng.below(3)];
        let pawn =
            crate::goff::geometry::Tile::new(1 + rng.below(8) as i8, i, j).expect("on the board");
        let k1 = crate::goff::geometry::Tile::from_index(rng.below(512));
        let k2 = crate::goff::geometry::Tile::from_index(rng.below(512));
        let free = |t| pos.piece_at(t).is_none();
        if k1 == k2 || pawn == k1 || pawn == k2 || !free(k1) || !free(k2) || !free(pawn) {
            continue;
        }
        for (t, p) in [(pawn, PieceKind::Pawn), (k1, PieceKind::King)] {
            pos.put(t, crate::goff::pieces::Piece::new(Side::White, p))
                .expect("free");
        }
        pos.put(
            k2,
            crate::goff::pieces::Piece::new(Side::Black, PieceKind::King),
        )
        .expect("free");
        let mut game = Game {
            position: pos,
            castling: Default::default(),
            ..Game::start()
        };
        if game.in_check(Side::Black) {
            continue;
        }
        let promotes = game
            .legal_moves()
            .iter()
            .any(|m| matches!(m.kind, MoveKind::Promotion(_)));
        if promotes {
            out.push(moves_case(
                format!("derived/promotion/{n}"),
                "derived: a White pawn one step from its promotion tiles (CR 41)",
                &game,
            ));
        }
    }
    out
}

/// King fencing, Figs. 113-115 (`golden/king-fencing.json`): the fenced
/// king's legal moves, exactly.
fn king_fencing() -> Vec<Case> {
    let doc: Value = serde_json::from_str(FENCING).expect("golden/king-fencing.json is JSON");
    let mut out = Vec::new();
    for (n, p) in doc["positions"]
        .as_array()
        .expect("positions")
        .iter()
        .enumerate()
    {
        let king = p["king"].as_str().expect("king");
        let position = serde_json::json!({"pieces": p["pieces"], "to_move": p["to_move"]});
        let moves = p["king_moves"]
            .as_array()
            .expect("king_moves")
            .iter()
            .map(|t| format!("{king}-{}", t.as_str().expect("tile")))
            .collect();
        out.push(case(
            format!("king-fencing/{}", n + 1),
            tags(["CR12", "CR49", "CR52", "CR24", "CR18"]),
            p["source"].as_str().unwrap_or("golden/king-fencing.json"),
            "moves",
            Input {
                from: Some(king.into()),
                ..input(position)
            },
            Expect {
                moves: Some(moves),
                ..Expect::default()
            },
        ));
    }
    out
}

/// The book's lines replayed move by move (`golden/lines/`): at each ply
/// the book's move is legal, up to the first move that is not (an
/// erratum: then the case says it is not); each claim about the final
/// position as the book states it where it holds, else as the erratum
/// corrects it.
fn book_lines() -> Vec<Case> {
    let mut out = Vec::new();
    for (name, text) in LINES {
        let doc: Value = serde_json::from_str(text).expect("golden line JSON");
        let mut game = match doc["start"].as_str() {
            Some("start") | None => Game::start(),
            Some(fen) => crate::goff::fen::parse_fen(fen)
                .ok()
                .and_then(|s| s.game(Validation::Legal).ok())
                .expect("the line's start is a legal position"),
        };
        for (ply, m) in doc["moves"].as_array().expect("moves").iter().enumerate() {
            let mut key = Map::new();
            for f in ["from", "to", "kind", "detail"] {
                key.insert(f.into(), m[f].clone());
            }
            let pattern = move_key(&key);
            let legal = game
                .legal_moves()
                .into_iter()
                .find(|lm| move_key(&to_object(json::move_entry(&game, lm))) == pattern);
            let line = m["line"].as_str().unwrap_or("");
            let book = m["book"].as_str().unwrap_or("");
            let mut rules = game_rules(&mut game.clone());
            rules.retain(|r| r.starts_with("CR4") || r.starts_with("CR5") || r == "stack");
            let (expect, source) = match legal {
                Some(_) => (
                    Expect {
                        include: vec![pattern],
                        ..Expect::default()
                    },
                    format!("{line}: {book}"),
                ),
                None => (
                    Expect {
                        exclude: vec![pattern],
                        ..Expect::default()
                    },
                    format!("{line}: {book} is not legal (spec/errata.md)"),
                ),
            };
            out.push(case(
                format!("line/{name}/ply{}", ply + 1),
                tags(rules),
                &source,
                "moves",
                input(json::game_json(&game)),
                expect,
            ));
            match legal {
                Some(lm) => {
                    game.make(&lm);
                }
                None => break,
            }
        }
    }
    out
}
