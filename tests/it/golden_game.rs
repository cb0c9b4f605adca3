//! The golden files of the complete rules, checked tile by tile against the
//! game layer: the starting lineup (golden/start-position.json), the stack's
//! coverage and fission figures (golden/stack-counts.json), the 14 pawn
//! capture tiles with their blocking groups (golden/pawn-captures.json) and
//! every pawn figure with a stated move set (golden/pawn-positions.json).
//! Every file was transcribed from the book and its figures, never from the
//! engine; where the book is wrong the file records both numbers and the
//! test checks the corrected one, citing spec/errata.md.

use crate::common::parse;
use crate::common::tile;
use crate::common::tile_names;
use congruent::goff::engine::{destinations, reach};
use congruent::goff::game::fission::fission_options;
use congruent::goff::game::{pseudo_legal, start_position, Game, Generator, MoveKind};
use congruent::goff::geometry::{Bitboard, Tile};
use congruent::goff::pieces::{BasePiece, Piece, PieceKind, Side};
use congruent::goff::position::Position;
use congruent::goff::reach::Overlap;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

fn side(name: &str) -> Side {
    match name {
        "white" => Side::White,
        "black" => Side::Black,
        other => panic!("side {other}"),
    }
}

fn strs(v: &Value) -> Vec<&str> {
    v.as_array()
        .unwrap_or_else(|| panic!("a list: {v}"))
        .iter()
        .map(|x| x.as_str().unwrap())
        .collect()
}

fn set_of(v: &Value) -> BTreeSet<String> {
    strs(v).into_iter().map(|s| tile(s).to_string()).collect()
}

/// A position from a golden `pieces` list (stack colours are checked by
/// the caller: they are the colours of the stack's tile).
fn position_of(pieces: &Value) -> Position {
    Position::from_pieces(pieces.as_array().unwrap().iter().map(|p| {
        let kind = PieceKind::parse(p["kind"].as_str().unwrap()).unwrap();
        let t = tile(p["tile"].as_str().unwrap());
        (t, Piece::new(side(p["side"].as_str().unwrap()), kind))
    }))
    .unwrap()
}

/// A colour's name as the golden files write it (`white`, `gold`, ...).
fn colour(c: impl std::fmt::Debug) -> String {
    format!("{c:?}").to_lowercase()
}

fn lone(kind: PieceKind, at: Tile) -> Position {
    Position::from_pieces([(at, Piece::new(Side::White, kind))]).unwrap()
}

fn book() -> Generator {
    Game::start().generator()
}

/// The tiles the piece on `s` attacks: `t` is attacked iff the piece could
/// capture an enemy placed on `t`, every other tile as it is.
fn attacked(pos: &Position, s: Tile) -> Bitboard {
    let me = pos.piece_at(s).unwrap();
    Tile::all()
        .filter(|&t| t != s)
        .filter(|&t| {
            let mut p = pos.clone();
            if p.piece_at(t).is_none_or(|q| q.side == me.side) {
                p.remove(t);
                p.put(t, Piece::new(me.side.opponent(), PieceKind::Knight))
                    .unwrap();
            }
            destinations(&p, s).contains(t)
        })
        .collect()
}

/// The pawn capture types by which the pawn on `s` takes an enemy on `t`.
fn capture_types(pos: &Position, s: Tile, t: Tile) -> BTreeSet<String> {
    let mut p = pos.clone();
    let me = p.piece_at(s).unwrap();
    p.remove(t);
    p.put(t, Piece::new(me.side.opponent(), PieceKind::Knight))
        .unwrap();
    reach(&p, s)
        .into_iter()
        .filter(|d| d.to == t)
        .flat_map(|d| d.ways)
        .filter_map(|w| w.pawn)
        .map(|m| format!("{m:?}").to_lowercase())
        .collect()
}

// ---------------------------------------------------------------- lineup

const START: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/golden/start-position.json"
));

/// Figure 15 and CR 13-16 (L2320-2443): the 32 pieces, exactly.
#[test]
fn the_starting_lineup_is_figure_15() {
    let g = parse(START);
    let golden = position_of(&g["pieces"]);
    assert_eq!(golden.pieces().count(), 32);
    assert_eq!(golden, start_position());
    // The stacks' sub-pieces have the colours of their tiles (L3858-3866).
    for p in g["pieces"].as_array().unwrap() {
        if p["kind"] != "stack" {
            continue;
        }
        let t = tile(p["tile"].as_str().unwrap());
        assert_eq!(p["bishop_colour"], colour(t.bishop_colour()), "{t}");
        assert_eq!(p["duke_colour"], colour(t.duke_colour()), "{t}");
    }
    for c in g["colour_checks"].as_array().unwrap() {
        let tiles: Vec<&Value> = match &c["tile"] {
            Value::Array(v) => v.iter().collect(),
            one => vec![one],
        };
        for (k, t) in tiles.iter().enumerate() {
            let t = tile(t.as_str().unwrap());
            if let Some(expected) = c["tile_colour"].as_str() {
                assert_eq!(colour(t.bishop_colour()), expected, "{}", c["claim"]);
            }
            let duke = match &c["duke_colour"] {
                Value::Array(v) => v.get(k).and_then(Value::as_str),
                v => v.as_str(),
            };
            if let Some(duke) = duke {
                assert_eq!(colour(t.duke_colour()), duke, "{}", c["claim"]);
            }
        }
    }
}

fn fact<'a>(file: &'a Value, id: &str) -> &'a Value {
    file["facts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["id"] == id)
        .unwrap_or_else(|| panic!("fact {id}"))
}

/// CR 16 and L13859-13862: White moves first; only pawns and knights can.
#[test]
fn white_moves_first_and_only_pawns_and_knights_can() {
    let g = parse(START);
    let mut game = Game::start();
    let to_move = fact(&g, "white-moves-first")["expect"]["side_to_move"].clone();
    assert_eq!(to_move, "white");
    assert_eq!(game.to_move, Side::White);
    let movers: BTreeSet<&str> = game
        .legal_moves()
        .iter()
        .map(|m| game.position.piece_at(m.from).unwrap().kind.name())
        .collect();
    let expect = &fact(&g, "first-move-only-pawns-and-knights")["expect"];
    assert_eq!(
        movers,
        strs(&expect["movable_kinds"]).into_iter().collect(),
        "every stack move type, castling included"
    );
    for k in strs(&expect["immobile_kinds"]) {
        assert!(!movers.contains(k), "{k}");
    }
}

/// Table 15 and Figure 214 (L13874-13951): the tiles the knights and the
/// pawns of one side cover at the start, as sets.
#[test]
fn the_starting_lineup_covers_table_15() {
    let g = parse(START);
    let pos = start_position();
    let cover = |kind: PieceKind| -> (Bitboard, Vec<u32>) {
        let mine: Vec<Tile> = pos
            .pieces()
            .filter(|(_, p)| p.side == Side::White && p.kind == kind)
            .map(|(t, _)| t)
            .collect();
        let each: Vec<Bitboard> = mine.iter().map(|&s| attacked(&pos, s)).collect();
        let own = pos.side(Side::White);
        let all = each.iter().fold(Bitboard::EMPTY, |a, &b| a | b) & !own;
        (all, each.iter().map(|b| (*b & !own).count()).collect())
    };
    let knights = fact(&g, "knight-cover-tiles");
    let (tiles, each) = cover(PieceKind::Knight);
    assert_eq!(
        tile_names(tiles.iter()),
        set_of(&knights["tiles_white_mirror"])
    );
    assert_eq!(tiles.count() as u64, knights["expect"]["total"]);
    assert!(each
        .iter()
        .all(|&n| n as u64 == knights["expect"]["per_knight"]));
    let apex = |t: Tile| t.coords().i == 3 && t.coords().j == 3;
    let advance = |t: Tile| t.coords().i + t.coords().j == 5;
    let e = &knights["expect"];
    assert_eq!(
        tiles.iter().filter(|&t| apex(t)).count() as u64,
        e["single_advance_apex_tiles_covered"]
    );
    assert_eq!(
        tiles.iter().filter(|&t| advance(t)).count() as u64,
        e["single_advance_end_tiles_covered"]
    );
    let pawns = fact(&g, "pawn-capture-tiles");
    let (tiles, _) = cover(PieceKind::Pawn);
    assert_eq!(
        tile_names(tiles.iter()),
        set_of(&pawns["tiles_white_figure214"])
    );
    assert_eq!(tiles.count() as u64, pawns["expect"]["total"]);
}

/// L13861-13870, Tables 16-17: every pawn is defended, 20 times in all,
/// never by a pawn or a knight (a defence: one own piece that could
/// capture an enemy standing on the pawn's tile).
#[test]
fn the_starting_pawns_are_defended_20_times() {
    let g = parse(START);
    let e = &fact(&g, "pawns-covered-by-pieces")["expect"];
    let pos = start_position();
    let mut by_kind: BTreeMap<&str, u64> = BTreeMap::new();
    let mut undefended = 0;
    for (p, _) in pos
        .pieces()
        .filter(|(_, x)| x.side == Side::White && x.kind == PieceKind::Pawn)
    {
        let mut q = pos.clone();
        q.remove(p);
        q.put(p, Piece::new(Side::Black, PieceKind::Pawn)).unwrap();
        let defenders: Vec<PieceKind> = pos
            .pieces()
            .filter(|(s, x)| x.side == Side::White && *s != p)
            .filter(|&(s, _)| destinations(&q, s).contains(p))
            .map(|(_, x)| x.kind)
            .collect();
        undefended += defenders.is_empty() as u64;
        for k in defenders {
            *by_kind.entry(k.name()).or_default() += 1;
        }
    }
    let non_pawn: u64 = by_kind
        .iter()
        .filter(|(k, _)| **k != "pawn")
        .map(|(_, n)| n)
        .sum();
    assert_eq!(
        non_pawn, e["total_defences_by_non_pawn_pieces"],
        "{by_kind:?}"
    );
    assert_eq!(undefended == 0, e["every_pawn_defended"]);
    assert_eq!(
        by_kind.get("pawn").copied().unwrap_or(0),
        e["defences_by_pawns"]
    );
    assert_eq!(
        by_kind.get("knight").copied().unwrap_or(0),
        e["defences_by_knights"]
    );
}

/// L13952-13996, Table 16: how often the pawns cover the advance tiles of
/// the other pawns, by capture type (one count per pawn, tile and type).
#[test]
fn the_starting_pawns_cover_the_advance_tiles_as_table_16() {
    let g = parse(START);
    let pos = start_position();
    let pawns: Vec<Tile> = pos
        .pieces()
        .filter(|(_, x)| x.side == Side::White && x.kind == PieceKind::Pawn)
        .map(|(t, _)| t)
        .collect();
    // (type, by the tile's own pawn?) -> count of (pawn, tile) pairs.
    let tally = |tiles: &Value| {
        let mut n: BTreeMap<(String, bool), u64> = BTreeMap::new();
        for t in strs(tiles).into_iter().map(tile) {
            for &p in &pawns {
                let own = p.z() == t.z();
                for ty in capture_types(&pos, p, t) {
                    *n.entry((ty, own)).or_default() += 1;
                }
            }
        }
        n
    };
    let get = |n: &BTreeMap<(String, bool), u64>, ty: &str, own: bool| {
        n.get(&(ty.to_string(), own)).copied().unwrap_or(0)
    };
    let others = |n: &BTreeMap<(String, bool), u64>| -> u64 {
        n.iter().filter(|((_, own), _)| !own).map(|(_, c)| c).sum()
    };
    let single = fact(&g, "single-advance-tile-cover-by-pawns");
    let e = &single["expect"];
    let apex = tally(&single["tiles_apex"]);
    let end = tally(&single["tiles_end"]);
    assert_eq!(get(&apex, "direct", false), e["apex_direct"], "{apex:?}");
    assert_eq!(
        get(&apex, "predator", false),
        e["apex_predator"],
        "{apex:?}"
    );
    assert_eq!(get(&apex, "bead", true), e["apex_bead"], "{apex:?}");
    assert_eq!(others(&apex), e["apex_total_without_bead"], "{apex:?}");
    assert_eq!(others(&apex) + get(&apex, "bead", true), e["apex_total"]);
    assert_eq!(get(&end, "reduced", false), e["end_reduced"], "{end:?}");
    assert_eq!(others(&end), e["end_total"], "{end:?}");
    assert_eq!(
        others(&apex) + get(&apex, "bead", true) + others(&end),
        e["all_single_advance_total"]
    );
    let double = fact(&g, "double-advance-tile-cover-by-pawns");
    let e = &double["expect"];
    let between = tally(&double["tiles_between"]);
    let apex = tally(&double["tiles_apex"]);
    let end = tally(&double["tiles_end"]);
    assert_eq!(
        get(&between, "sling", false),
        e["between_sling"],
        "{between:?}"
    );
    assert_eq!(others(&apex), e["apex_by_other_pawns"], "{apex:?}");
    assert_eq!(others(&end), e["end_by_other_pawns"], "{end:?}");
    let total = others(&between) + others(&apex) + others(&end);
    assert_eq!(total, e["total_by_other_pawns"]);
    assert_eq!(get(&apex, "dart", true), e["apex_dart_own_pawn"]);
    assert_eq!(total + get(&apex, "dart", true), e["total_with_dart"]);
}

// ---------------------------------------------------------------- stack

const STACK: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/golden/stack-counts.json"
));

/// What a lone White stack on `s` does on an empty board, by move kind.
struct StackCover {
    as_stack: Bitboard,
    bishop: Bitboard,
    duke: Bitboard,
}

fn stack_cover(s: Tile) -> StackCover {
    let pos = lone(PieceKind::Stack, s);
    let mut c = StackCover {
        as_stack: Bitboard::EMPTY,
        bishop: Bitboard::EMPTY,
        duke: Bitboard::EMPTY,
    };
    for m in pseudo_legal(book(), &pos, Side::White) {
        let slot = match m.kind {
            MoveKind::StackMove => &mut c.as_stack,
            MoveKind::Decay(BasePiece::Bishop) => &mut c.bishop,
            MoveKind::Decay(BasePiece::Duke) => &mut c.duke,
            _ => continue,
        };
        slot.insert(m.to);
    }
    c
}

/// L5640-5690, L6405-6420, Figures 72-73: the stack's coverage as a stack
/// (q-tiles and Feynman tiles) and by decay, from home, corner and centre.
#[test]
fn stack_coverage_matches_the_stack_chapter() {
    let g = parse(STACK);
    let mut checked = 0;
    for f in g["facts"].as_array().unwrap() {
        if f.get("overlap_tile").is_some() {
            continue;
        }
        for at in strs(&f["tiles"]).into_iter().map(tile) {
            let c = stack_cover(at);
            let class = |o| {
                c.as_stack
                    .iter()
                    .filter(|&t| Overlap::of(t.coords() - at.coords()) == Some(o))
                    .count()
            };
            let common = c.bishop & c.duke;
            let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
            counts.insert("as_stack", c.as_stack.count() as usize);
            counts.insert("q_tile", class(Overlap::QTile));
            counts.insert("feynman", class(Overlap::Feynman));
            counts.insert("bishop", c.bishop.count() as usize);
            counts.insert("duke", c.duke.count() as usize);
            counts.insert("common", common.count() as usize);
            counts.insert("bishop_only", (c.bishop & !c.duke).count() as usize);
            counts.insert("duke_only", (c.duke & !c.bishop).count() as usize);
            counts.insert("total_split", (c.bishop | c.duke).count() as usize);
            for (k, v) in f["expect"].as_object().unwrap() {
                assert_eq!(counts[k.as_str()] as u64, *v, "{} {at}: {k}", f["id"]);
                checked += 1;
            }
            // A stack move goes where both parts may (L5620-5631): on an
            // empty board, exactly the overlap tiles.
            assert_eq!(c.as_stack, common, "{at}");
            let Some(ft) = f
                .get("figure_tiles")
                .filter(|ft| ft["tile"] == at.to_string())
            else {
                continue;
            };
            let pick = |b: Bitboard, o: Option<Overlap>| {
                tile_names(b.iter().filter(|&t| {
                    o.is_none_or(|o| Overlap::of(t.coords() - at.coords()) == Some(o))
                }))
            };
            assert_eq!(
                pick(c.as_stack, Some(Overlap::QTile)),
                set_of(&ft["q_tile"])
            );
            assert_eq!(
                pick(c.as_stack, Some(Overlap::Feynman)),
                set_of(&ft["feynman"])
            );
            if ft.get("bishop_only").is_some() {
                assert_eq!(pick(c.bishop & !c.duke, None), set_of(&ft["bishop_only"]));
                assert_eq!(pick(c.duke & !c.bishop, None), set_of(&ft["duke_only"]));
            }
        }
    }
    assert!(checked >= 60, "{checked} numbers checked");
}

/// Figures 82 and 83 (L6185-6233): fission conjoined by a q-tile and by a
/// Feynman tile, tile by tile. The Figure 82 text says 18 bishop tiles and
/// 89 explosions; its image and the rule give 19 and 94
/// (spec/errata.md#fig-82-explosions). The Figure 83 caption's K4,6 is the
/// image's KN6,6 (spec/errata.md#caption-coordinates).
#[test]
fn fission_matches_figures_82_and_83() {
    let g = parse(STACK);
    for f in g["facts"].as_array().unwrap() {
        let Some(overlap) = f["overlap_tile"].as_str().map(tile) else {
            continue;
        };
        let at = tile(strs(&f["tiles"])[0]);
        let pos = lone(PieceKind::Stack, at);
        let fissions: Vec<_> = fission_options(&pos, at, Side::White)
            .into_iter()
            .filter(|x| x.0 == overlap)
            .collect();
        let bishop = tile_names(fissions.iter().map(|x| x.1));
        let duke = tile_names(fissions.iter().map(|x| x.2));
        let ft = &f["figure_tiles"];
        assert_eq!(bishop, set_of(&ft["bishop"]), "{}", f["id"]);
        assert_eq!(duke, set_of(&ft["duke"]), "{}", f["id"]);
        // Every pair but both parts on the overlap tile.
        assert_eq!(fissions.len(), bishop.len() * duke.len() - 1);
        let e = &f["expect"];
        for (k, n) in [("bishop", bishop.len()), ("duke", duke.len())] {
            if let Some(v) = e.get(k) {
                assert_eq!(*v, n as u64, "{} {k}", f["id"]);
            }
        }
        if let Some(v) = e.get("explosions") {
            assert_eq!(*v, fissions.len() as u64);
        }
        if let Some(fc) = f.get("figure_count") {
            assert_eq!(fc["bishop"], bishop.len() as u64);
            assert_eq!(fc["explosions_implied"], fissions.len() as u64);
        }
    }
}

// ---------------------------------------------------------------- pawn

const CAPTURES: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/golden/pawn-captures.json"
));

/// A golden list of `{"tile", "type"}` objects as tile name -> type.
fn typed_tiles(v: &Value) -> BTreeMap<String, String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let t = tile(c["tile"].as_str().unwrap());
            (t.to_string(), c["type"].as_str().unwrap().to_string())
        })
        .collect()
}

/// Figure 100, Table 35 (L7577, L19483-19508): the 14 capture tiles of the
/// pawn on KB3,3, with their types, and nothing else.
#[test]
fn the_14_capture_tiles_of_kb3_3() {
    let g = parse(CAPTURES);
    let s = tile(g["pawn"]["tile"].as_str().unwrap());
    let pos = lone(PieceKind::Pawn, s);
    let listed = typed_tiles(&g["captures"]);
    let found = attacked(&pos, s);
    assert_eq!(tile_names(found.iter()), listed.keys().cloned().collect());
    assert_eq!(found.count() as u64, g["counts"]["total"]);
    let mut by_type: BTreeMap<String, u64> = BTreeMap::new();
    for (t, ty) in &listed {
        let types = capture_types(&pos, s, tile(t));
        assert_eq!(types, BTreeSet::from([ty.clone()]), "{t}");
        *by_type.entry(ty.clone()).or_default() += 1;
    }
    for (ty, n) in g["counts"]["by_type"].as_object().unwrap() {
        assert_eq!(by_type.get(ty).copied().unwrap_or(0), *n, "{ty}");
    }
}

/// Figures 90-99 and Table 35: each capture is legal iff at least one of
/// its groups of tiles is empty; direct captures are never blocked. Every
/// subset of the tiles named is tried.
#[test]
fn each_capture_is_blocked_exactly_as_table_35_says() {
    let g = parse(CAPTURES);
    let s = tile(g["pawn"]["tile"].as_str().unwrap());
    let mut tried = 0;
    for c in g["captures"].as_array().unwrap() {
        let target = tile(c["tile"].as_str().unwrap());
        let groups: Vec<Vec<Tile>> = c["blocked_by_any_of"]
            .as_array()
            .unwrap()
            .iter()
            .map(|grp| strs(grp).into_iter().map(tile).collect())
            .collect();
        let mut named: Vec<Tile> = groups.iter().flatten().copied().collect();
        named.sort();
        named.dedup();
        // A direct capture: its neighbours in the 3x3x3 cube may all be
        // occupied, and it still stands.
        if named.is_empty() {
            named = Tile::all()
                .filter(|&t| t != s && t != target && (t.coords() - s.coords()).chebyshev() == 1)
                .take(12)
                .collect();
        }
        for mask in 0u32..(1 << named.len()) {
            let blockers: Vec<Tile> = (0..named.len())
                .filter(|b| mask >> b & 1 == 1)
                .map(|b| named[b])
                .collect();
            let mut pos = lone(PieceKind::Pawn, s);
            pos.put(target, Piece::new(Side::Black, PieceKind::Knight))
                .unwrap();
            for &b in &blockers {
                pos.put(b, Piece::new(Side::Black, PieceKind::Knight))
                    .unwrap();
            }
            let open = groups.is_empty()
                || groups
                    .iter()
                    .any(|grp| grp.iter().all(|t| !blockers.contains(t)));
            assert_eq!(
                destinations(&pos, s).contains(target),
                open,
                "{} with {:?}",
                target,
                tile_names(blockers.iter().copied())
            );
            tried += 1;
        }
    }
    assert!(tried > 100, "{tried} blocker sets");
}

/// L6617-6646: from its start tile a lone pawn has 3 single and 5 double
/// advances; and Figure 100(b): the 14 capture tiles from the start tile,
/// for both sides.
#[test]
fn advances_and_start_captures() {
    let g = parse(CAPTURES);
    let a = &g["advances"];
    let s = tile(a["tile"].as_str().unwrap());
    let to = tile_names(destinations(&lone(PieceKind::Pawn, s), s).iter());
    let mut expect = set_of(&a["single"]);
    expect.extend(set_of(&a["double"]));
    assert_eq!(to, expect);
    for who in ["white", "black"] {
        let sc = &g["start_captures"][who];
        let s = tile(sc["tile"].as_str().unwrap());
        let pos = Position::from_pieces([(s, Piece::new(side(who), PieceKind::Pawn))]).unwrap();
        let listed = typed_tiles(&sc["captures"]);
        assert_eq!(
            tile_names(attacked(&pos, s).iter()),
            listed.keys().cloned().collect(),
            "{who}"
        );
        for (t, ty) in &listed {
            assert!(
                capture_types(&pos, s, tile(t)).contains(ty),
                "{who} {t} {ty}"
            );
        }
    }
}

/// Figures 85-106: every pawn position whose caption or text states the
/// pawn's moves, as sets (`destinations`), counts, or tiles that must be
/// in (`includes`) or out (`excludes`).
#[test]
fn every_pawn_figure() {
    let g = parse(include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/golden/pawn-positions.json"
    )));
    let entries = g["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 37);
    for e in entries {
        let id = e["id"].as_str().unwrap();
        let pos = position_of(&e["position"]);
        let s = tile(e["mover"].as_str().unwrap());
        let me = pos.piece_at(s).unwrap();
        assert_eq!(me.kind, PieceKind::Pawn, "{id}");
        let found: Bitboard = match e["kind"].as_str().unwrap() {
            "attack" => attacked(&pos, s),
            "advance" => pseudo_legal(book(), &pos, me.side)
                .into_iter()
                .filter(|m| m.from == s)
                .filter(|m| pos.piece_at(m.to).is_none() || m.kind == MoveKind::Uplift)
                .map(|m| m.to)
                .collect(),
            other => panic!("{id}: kind {other}"),
        };
        let found = tile_names(found.iter());
        let x = &e["expect"];
        if let Some(d) = x.get("destinations") {
            assert_eq!(found, set_of(d), "{id}");
        }
        if let Some(n) = x.get("count") {
            assert_eq!(found.len() as u64, *n, "{id}");
        }
        if let Some(inc) = x.get("includes") {
            let missing: Vec<_> = set_of(inc).difference(&found).cloned().collect();
            assert!(missing.is_empty(), "{id}: missing {missing:?}");
        }
        if let Some(exc) = x.get("excludes") {
            let extra: Vec<_> = set_of(exc).intersection(&found).cloned().collect();
            assert!(extra.is_empty(), "{id}: should not reach {extra:?}");
        }
    }
}
