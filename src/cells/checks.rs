//! The checks every variant on the core shares: the core against the
//! literal reference on random positions and by perft, random games whose
//! every position passes the validator, and the suite cases built the
//! same way for each game. A game's own `verify` adds its golden facts.

use super::game::{Checked, Definition, Game, Memo, Piece, PieceKinds};
use super::tables::CellSet;
use super::CellId;
use crate::core::case::move_key;
use crate::core::case::{Case, Expect, Input};
use crate::core::rng::Rng;
use crate::core::side::Side;
use crate::core::variant::{Validation, Variant};
use rayon::prelude::*;
use serde_json::{Map, Value};
use std::collections::BTreeSet;

/// One check's one-line result.
pub use crate::core::check::Outcome;

/// A random position: `n` pieces of random kinds and sides on random
/// cells where the definition lets them stand.
pub fn random_position<D: Checked>(d: D, rng: &mut Rng, n: usize) -> Game<D> {
    let b = d.board();
    let mut g = Game::new(d);
    let mut placed = 0;
    let mut tries = 0;
    while placed < n.min(b.len()) && tries < 100 * b.len() {
        tries += 1;
        let c = rng.below(b.len()) as CellId;
        let side = match rng.below(2) {
            0 => Side::White,
            _ => Side::Black,
        };
        let kind = D::Kind::ALL[rng.below(D::Kind::ALL.len())];
        let p = Piece { side, kind };
        if g.is_occupied(c) || d.may_stand(p, c).is_err() {
            continue;
        }
        g.put(c, Some(p));
        placed += 1;
    }
    g
}

fn sorted(mut v: Vec<CellId>) -> Vec<CellId> {
    v.sort_unstable();
    v
}

/// The core and the reference give every piece the same destinations and
/// attacks, and every cell the same attackers, on `count` random positions
/// (in parallel; position `i` draws from its own seed, so a failure names
/// the same position on any number of threads).
pub fn differential<D: Checked>(d: D, count: usize, seed: u64) -> Outcome {
    let pieces = (0..count)
        .into_par_iter()
        .map(|i| {
            let mut rng = Rng::new(seed ^ (i as u64).wrapping_mul(0xD1B5_4A32_D192_ED03));
            let n = 2 + rng.below(30);
            differ(&random_position(d, &mut rng, n), i % 16 == 0)
        })
        .try_reduce(|| 0, |a, b| Ok(a + b))?;
    Ok(format!(
        "{count} positions, {pieces} pieces: the same destinations, attacks and attacked cells"
    ))
}

/// One position of [`differential`]: its pieces, or where the core and
/// the reference part. The reference's attacked cells are the union of
/// its pieces' attacks on live levels, as [`Game::attacked`] writes
/// them under the reference; `literal` also asks that function itself
/// (a cell's every attacker again: it costs as much as all the rest).
fn differ<D: Checked>(g: &Game<D>, literal: bool) -> Result<usize, String> {
    let d = g.rules;
    let b = d.board();
    let r = g.reference();
    let mut attacked = [CellSet::EMPTY; 2];
    let mut pieces = 0;
    for c in b.ids().filter(|&c| g.is_occupied(c)) {
        pieces += 1;
        let (x, y) = (sorted(g.destinations(c)), sorted(r.destinations(c)));
        if x != y {
            return Err(format!("{}: core {x:?}, reference {y:?}", b.cell(c).name));
        }
        let side = g.piece(c).expect("occupied").side.index();
        for t in b.ids() {
            let by_reference = d.attacks(&r, c, t);
            if literal && d.attacks(g, c, t) != by_reference {
                return Err(format!(
                    "{} attacking {}: core and reference differ",
                    b.cell(c).name,
                    b.cell(t).name
                ));
            }
            if by_reference && r.live(c) {
                attacked[side].insert(t);
            }
        }
    }
    // The core's tables read attacks backwards from the target; the
    // reference asks every piece of the side.
    for t in b.ids() {
        for side in [Side::White, Side::Black] {
            let by_reference = match literal {
                true => r.attacked(t, side),
                false => attacked[side.index()].contains(t),
            };
            if g.attacked(t, side) != by_reference {
                return Err(format!(
                    "{} attacked by {}: core {}, reference {}: {}",
                    b.cell(t).name,
                    side.name(),
                    g.attacked(t, side),
                    by_reference,
                    d.to_compact(g)
                ));
            }
        }
    }
    Ok(pieces)
}

/// The options of `d` that differ from the variant's adopted ones (the
/// first value of each option).
pub fn changed_options<D: Checked>(d: &D) -> Map<String, Value> {
    let adopted: Map<String, Value> = d
        .option_set()
        .into_iter()
        .map(|o| (o.key.to_string(), Value::from(o.values[0])))
        .collect();
    Definition::chosen_options(d)
        .into_iter()
        .filter(|(k, v)| adopted.get(k) != Some(v))
        .collect()
}

/// A short name for `d`'s options: `default`, or the changed
/// `key=value`s joined by `,`.
pub fn label<D: Checked>(d: &D) -> String {
    let changed: Vec<String> = changed_options(d)
        .into_iter()
        .map(|(k, v)| format!("{k}={}", v.as_str().unwrap_or_default()))
        .collect();
    match changed.is_empty() {
        true => "default".into(),
        false => changed.join(","),
    }
}

/// A check run under each of `options` (in parallel): the first failure,
/// named by its options' label, or the first set's result.
pub fn across<D: Checked>(options: &[D], check: impl Fn(D) -> Outcome + Sync) -> Outcome {
    use rayon::prelude::*;
    let results: Vec<Outcome> = options.par_iter().map(|o| check(*o)).collect();
    let mut first = String::new();
    for (o, r) in options.iter().zip(results) {
        let text = r.map_err(|e| format!("{}: {e}", label(o)))?;
        if first.is_empty() {
            first = text;
        }
    }
    Ok(format!("{} option sets; default: {first}", options.len()))
}

/// Perft from the start by the core and by the reference.
pub fn perft_both<D: Checked>(d: D, depth: u32) -> Outcome {
    let g = d.initial();
    let (a, b) = (g.perft(depth), g.reference().perft(depth));
    match a == b {
        true => Ok(format!("perft({depth}) = {a} both ways")),
        false => Err(format!("core {a}, reference {b}")),
    }
}

/// Perft by the core with the memo (`perft --memo`) and without, from
/// the start to `depth` when given and from `count` random positions of
/// three to eight pieces to depth 4 (the first depth where a side moves
/// twice below a node that still has a ply to count; positions with
/// more than 600 two-ply lines are drawn again, so that a count stays
/// near a few hundred thousand nodes): the same count, once with a
/// table of two buckets, where keys keep meeting in one bucket and push
/// each other out, and once
/// with the table a count of that depth gets. Each random position's key
/// is first told apart from the position changed in any one thing
/// ([`key_tells_apart`]). It fails, too, if the memo never answered:
/// counts with no position met again test nothing.
pub fn perft_memo<D: Checked>(d: D, depth: Option<u32>, count: usize, seed: u64) -> Outcome {
    let mut hits = 0;
    let mut at_start = String::new();
    if let Some(depth) = depth {
        let (n, h) = memo_both(&d.initial(), depth)?;
        hits += h;
        at_start = format!("perft({depth}) = {n} from the start, ");
    }
    let found = (0..count)
        .into_par_iter()
        .map(|i| {
            let mut rng = Rng::new(seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            let g = small_tree(d, &mut rng);
            key_tells_apart(&g, &mut rng)
                .and_then(|()| memo_both(&g, 4))
                .map_err(|e| format!("{}: {e}", d.to_compact(&g)))
        })
        .try_reduce(|| (0, 0), |a, b| Ok((a.0 + b.0, a.1 + b.1)))?;
    hits += found.1;
    match hits {
        0 => Err("the memo never answered: no position was met again".into()),
        _ => Ok(format!(
            "{at_start}{} nodes from {count} random positions: the same with the memo ({hits} counts answered by it)",
            found.0
        )),
    }
}

/// One change to a position, in place.
type Change<'a, D> = dyn Fn(&mut Game<D>) + 'a;

/// The memo's key of `g` is the same for a copy and different for `g`
/// changed in any one thing it holds: the plies left, the side to move,
/// a cell's piece or its side, either pocket, the mates, the castling
/// rights, the frozen levels or either side's captured pieces. A count
/// meets few of these apart (within one count the plies left fix the
/// side to move, and random positions start with no rights or pockets),
/// so they are told apart here, one by one.
fn key_tells_apart<D: Checked>(g: &Game<D>, rng: &mut Rng) -> Result<(), String> {
    let key = g.memo_key(4);
    if g.clone().memo_key(4) != key {
        return Err("a copy of the position has another memo key".into());
    }
    if g.memo_key(5) == key {
        return Err("the plies left are not in the memo key".into());
    }
    let c = rng.below(g.rules.board().len()) as CellId;
    let kind = D::Kind::ALL[rng.below(D::Kind::ALL.len())];
    let changes: [(&str, &Change<'_, D>); 10] = [
        ("the side to move", &|p| p.to_move = p.to_move.opponent()),
        ("a cell's piece", &|p| {
            let now = p.piece(c);
            p.put(
                c,
                now.xor(Some(Piece {
                    side: Side::White,
                    kind,
                })),
            );
        }),
        ("a piece's side", &|p| {
            let side = p.piece(c).map_or(Side::Black, |q| q.side.opponent());
            p.put(c, Some(Piece { side, kind }));
        }),
        ("White's pocket", &|p| {
            p.pockets[0] = p.pockets[0].wrapping_add(1)
        }),
        ("Black's pocket", &|p| {
            p.pockets[1] = p.pockets[1].wrapping_add(1)
        }),
        ("the mates", &|p| p.mates[1] = p.mates[1].wrapping_add(1)),
        ("the castling rights", &|p| p.castling.push(c)),
        ("the frozen levels", &|p| p.frozen.push(0)),
        ("White's captured pieces", &|p| p.captured[0].push(kind)),
        ("Black's captured pieces", &|p| p.captured[1].push(kind)),
    ];
    for (what, change) in changes {
        let mut changed = g.clone();
        change(&mut changed);
        if changed != *g && changed.memo_key(4) == key {
            return Err(format!("{what} is not in the memo key"));
        }
    }
    Ok(())
}

/// A random position of three to eight pieces with at most 600 turns of
/// two plies, or the last of 100 drawn.
fn small_tree<D: Checked>(d: D, rng: &mut Rng) -> Game<D> {
    let mut g = Game::new(d);
    for _ in 0..100 {
        let n = 3 + rng.below(6);
        g = random_position(d, rng, n);
        if g.perft(2) <= 600 {
            break;
        }
    }
    g
}

/// Perft(`depth`) of `g` without the memo, then with a memo of four
/// slots and one of the size for `depth`: the count, and how many counts
/// the two memos answered.
fn memo_both<D: Checked>(g: &Game<D>, depth: u32) -> Result<(u64, u64), String> {
    use std::sync::Mutex;
    let plain = g.perft(depth);
    let mut hits = 0;
    for memo in [Memo::new(2), g.memo_for(depth)] {
        let memo = Mutex::new(memo);
        let counted = g.perft_memo_with(depth, &memo);
        if counted != plain {
            return Err(format!("perft({depth}) = {plain}, by the memo {counted}"));
        }
        hits += memo.into_inner().map_err(|e| e.to_string())?.hits();
    }
    Ok((plain, hits))
}

/// Random games from the start: at every position the legal moves are
/// the same both ways and the position passes the validator; the ends
/// are counted.
pub fn random_games<D: Checked>(d: D, games: usize, plies: usize, seed: u64) -> Outcome {
    let mut rng = Rng::new(seed);
    let (mut played, mut mates, mut stalemates) = (0, 0, 0);
    for _ in 0..games {
        let mut g = d.initial();
        for _ in 0..plies {
            let moves = g.legal_turns();
            if moves != g.reference().legal_turns() {
                return Err(format!(
                    "after {played} plies the reference's legal moves differ: {}",
                    d.to_compact(&g)
                ));
            }
            if moves.is_empty() {
                match g.status_of(&moves) {
                    "checkmate" => mates += 1,
                    _ => stalemates += 1,
                }
                break;
            }
            g = g.play_turn(&moves[rng.below(moves.len())]);
            played += 1;
            d.parse(&d, &d.to_json(&g), Validation::Legal)
                .map_err(|e| format!("after {played} plies: {e}"))?;
        }
    }
    Ok(format!("{played} plies in {games} games, every position valid: {mates} mates, {stalemates} stalemates"))
}

/// `d` under the adopted readings and under each other value of each of
/// its options, one change at a time.
pub fn each_option_value<D: Checked>(d: D) -> Vec<D> {
    let mut out = vec![d];
    for spec in d.option_set() {
        for value in spec.values.iter().skip(1) {
            let mut fields = Map::new();
            fields.insert(spec.key.to_string(), Value::String(value.to_string()));
            let o = d.with_options(&fields).expect("a listed option value");
            if !out.contains(&o) {
                out.push(o);
            }
        }
    }
    out
}

/// One notion of legality, at one position: the side to move is in check
/// exactly when its opponent, were it to move, could take its king by a
/// pseudo-legal move of any kind, and the side not to move is not (so no
/// legal move takes a king). Returns whether the side to move is in check.
pub fn check_by_definition<D: Checked>(g: &Game<D>) -> Result<bool, String> {
    let side = g.to_move;
    let check = g.in_check(side);
    if check != g.king_capturable(side) {
        return Err(format!(
            "in check is {check} for {}, but its king {} be taken: {}",
            side.name(),
            if check { "cannot" } else { "can" },
            g.rules.to_compact(g)
        ));
    }
    if g.king_capturable(side.opponent()) {
        return Err(format!(
            "{} to move can take a king: {}",
            side.name(),
            g.rules.to_compact(g)
        ));
    }
    Ok(check)
}

/// Random play checking [`check_by_definition`] at every position, under
/// each of `options`: about `plies` turns each, in games from the start of
/// up to `longest` turns; each turn played is also checked to take no
/// king of the side that made it.
pub fn check_play<D: Checked>(options: &[D], plies: usize, longest: usize, seed: u64) -> Outcome {
    let results: Vec<Result<(usize, usize), String>> = options
        .par_iter()
        .enumerate()
        .map(|(n, &d)| {
            let mut rng = Rng::new(seed ^ (n as u64) << 32);
            let (mut played, mut checks) = (0, 0);
            while played < plies {
                let mut g = d.initial();
                for _ in 0..longest {
                    checks += usize::from(
                        check_by_definition(&g).map_err(|e| format!("{}: {e}", label(&d)))?,
                    );
                    let turns = g.legal_turns();
                    if turns.is_empty() || played >= plies {
                        break;
                    }
                    let mover = g.to_move;
                    let kings = g.kings_of(mover).count();
                    let after = g.play_turn(&turns[rng.below(turns.len())]);
                    if after.kings_of(mover).count() < kings && after.frozen == g.frozen {
                        return Err(format!(
                            "{}: a legal turn lost the mover a king: {}",
                            label(&d),
                            d.to_compact(&g)
                        ));
                    }
                    g = after;
                    played += 1;
                }
            }
            Ok((played, checks))
        })
        .collect();
    let (mut played, mut checks) = (0, 0);
    for r in results {
        let (p, c) = r?;
        played += p;
        checks += c;
    }
    Ok(format!(
        "{played} turns under {} option sets: in check exactly when the king can be taken, at every position ({checks} in check)",
        options.len()
    ))
}

/// A case of `d`'s suite, under `d`'s options.
pub fn case<D: Checked>(
    d: D,
    id: String,
    rules: &[&str],
    source: &str,
    op: &str,
    position: Value,
    expect: Expect,
) -> Case {
    Case {
        id,
        variant: d.id().into(),
        options: changed_options(&d),
        rules: rules.iter().map(|r| r.to_string()).collect(),
        source: source.into(),
        flags: Vec::new(),
        op: op.into(),
        input: Input {
            position,
            from: None,
            depth: None,
            divide: false,
            allow_illegal: false,
        },
        expect,
    }
}

/// Perft from the start to `depth`, as cases.
pub fn perft_cases<D: Checked>(d: D, depth: u32, rules: &[&str]) -> Vec<Case> {
    let g = d.initial();
    let start = d.to_json(&g);
    (1..=depth)
        .map(|n| {
            let mut c = case(
                d,
                format!("{}/perft/start/{n}", d.id()),
                rules,
                &format!(
                    "derived: perft from the start, core = reference (spec/variants/{}.md#perft)",
                    d.id()
                ),
                "perft",
                start.clone(),
                Expect {
                    nodes: Some(g.perft(n)),
                    ..Expect::default()
                },
            );
            c.input.depth = Some(n);
            c
        })
        .collect()
}

/// `count` positions of random games of 10 to 69 turns, each with the
/// legal moves the literal reference lists.
pub fn random_game_cases<D: Checked>(
    d: D,
    count: usize,
    seed: u64,
    rules: &[&str],
    tag: &str,
) -> Vec<Case> {
    short_game_cases(d, count, seed, rules, tag, 70)
}

/// [`random_game_cases`] with games shorter than `longest` turns (at
/// least 10), for variants whose moves are slow to list.
pub fn short_game_cases<D: Checked>(
    d: D,
    count: usize,
    seed: u64,
    rules: &[&str],
    tag: &str,
    longest: usize,
) -> Vec<Case> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for n in 0..count {
        let mut g = d.initial();
        for _ in 0..(10 + rng.below(longest - 10)) {
            let moves = g.legal_turns();
            if moves.is_empty() {
                break;
            }
            g = g.play_turn(&moves[rng.below(moves.len())]);
        }
        let r = g.reference();
        let turns = r.legal_turns();
        let keys: BTreeSet<String> = turns
            .iter()
            .map(|t| move_key(&super::variant::turn_entry(&r, t)))
            .collect();
        out.push(case(
            d,
            format!("{}/{tag}/{n}", d.id()),
            rules,
            "derived: the literal reference's legal moves in a position of a random game",
            "moves",
            d.to_json(&g),
            // The status and check too: a game over is judged by them,
            // not by an empty list alone.
            Expect {
                moves: Some(keys),
                status: Some(r.status_of(&turns).into()),
                check: Some(r.in_check(r.to_move)),
                ..Expect::default()
            },
        ));
    }
    out
}
