//! Mutants: deliberate faults of one rule each, for measuring which rules
//! a case really checks (issue 23). A case checks a rule iff some mutant
//! of that rule changes its verdict: the case is answered correctly (in
//! process, by `protocol::answer`), the answer is faulted as the mutant
//! says, and the judge is asked again. A mutant is data, declared by each
//! variant ([`crate::core::variant::Variant::mutants`]): one of its rejected
//! readings (an option value), or a fault of an answer a buggy engine
//! would give (a kind of move never listed, promotions to one piece only,
//! a status misnamed). `congruent serve --mutant NAME` answers with the
//! fault, as a seeded-fault program for `conform` (`spec/conformance.md#mutants`).

pub use crate::core::case::{Fault, Mutant};

use super::{judge, line, name_at, square_of, Case, Verdict};
use serde_json::{Map, Value};
use std::collections::BTreeMap;

impl Mutant {
    /// The options a request of this mutant carries, or `None` if it does
    /// not change them.
    pub fn options(&self, options: &Map<String, Value>) -> Option<Map<String, Value>> {
        let Fault::Option(key, value) = self.fault else {
            return None;
        };
        let mut o = options.clone();
        o.insert(key.into(), Value::String(value.into()));
        Some(o)
    }

    /// Faults a response as the mutant says (an option mutant changes the
    /// request instead, [`Mutant::options`]).
    pub fn fault(&self, response: &mut Value) {
        let keep = |m: &Value| -> bool {
            let kind = m.get("kind").and_then(Value::as_str).unwrap_or("");
            match self.fault {
                Fault::Drop(k) => kind != k,
                Fault::DropPiece(p) => m.get("piece").and_then(Value::as_str) != Some(p),
                Fault::PromoteOnly(p) => {
                    kind != "promotion" || m.get("detail").and_then(Value::as_str) == Some(p)
                }
                _ => true,
            }
        };
        drop_moves(response, |m| !keep(m));
        if let (Fault::Doubled(k), Some(Value::Array(list))) =
            (self.fault, response.get_mut("moves"))
        {
            // A turn of several moves is listed twice if a move of it is
            // of the kind.
            let of_kind = |m: &Value| m.get("kind").and_then(Value::as_str) == Some(k);
            let twice: Vec<Value> = list
                .iter()
                .filter(|m| match m.get("moves") {
                    Some(Value::Array(inner)) => inner.iter().any(of_kind),
                    _ => of_kind(m),
                })
                .cloned()
                .collect();
            list.extend(twice);
        }
        match self.fault {
            Fault::Status(from, to) if response.get("status") == Some(&Value::from(from)) => {
                response["status"] = to.into();
            }
            Fault::NeverCheck if response.get("check").is_some() => {
                response["check"] = false.into();
            }
            _ => {}
        }
    }

    /// Faults the answer to a request as the mutant says: [`Mutant::fault`],
    /// and for a [`Fault::Unsafe`] mutant, on a `moves` answer, the moves
    /// of its class that `reach` gives the side to move and `moves` does
    /// not, added (a game that `moves` ended goes on with them).
    pub fn fault_answer(
        &self,
        op: &str,
        variant: &str,
        options: &Map<String, Value>,
        position: Option<&Value>,
        response: &mut Value,
    ) {
        self.fault(response);
        // Only the faults of a move's geometry or of king safety look
        // past the answer: the others are done.
        if !matches!(
            self.fault,
            Fault::DropLeap(..)
                | Fault::StopShort(_)
                | Fault::PassBlocker(_)
                | Fault::Unsafe(_)
                | Fault::CaptureOwn(_)
                | Fault::PawnStraight
                | Fault::NoDoubleStep
                | Fault::DoubleStepAgain
        ) {
            return;
        }
        let Ok(v) = crate::registry::by_id(variant) else {
            return;
        };
        let places = Places::new(v, options);
        match self.fault {
            Fault::DropLeap(piece, class) => {
                drop_moves(response, |m| {
                    piece_of(m) == Some(piece) && places.leap(m) == Some(class)
                });
            }
            Fault::StopShort(piece) => stop_short(piece, &places, response),
            Fault::NoDoubleStep => drop_moves(response, |m| {
                piece_of(m) == Some("pawn")
                    && !is_capture(m)
                    && places.ends(m).is_some_and(|(a, b)| steps(a, b) == 2)
            }),
            _ => {}
        }
        let asked = |position| Asked {
            op,
            places: &places,
            options,
            position,
            response,
        };
        let added = match (self.fault, op, position) {
            (Fault::Unsafe(class), "moves", Some(p)) => {
                unsafe_moves(class, variant, options, p, response)
            }
            (Fault::PassBlocker(piece), "moves" | "reach", Some(p)) => {
                passing_moves(piece, &asked(p))
            }
            (Fault::CaptureOwn(piece), "moves" | "reach", Some(p)) => {
                own_captures(piece, &asked(p))
            }
            (Fault::PawnStraight, "moves" | "reach", Some(p)) => straight_captures(&asked(p)),
            (Fault::DoubleStepAgain, "moves" | "reach", Some(p)) => double_steps(&asked(p)),
            _ => None,
        };
        let Some(added) = added.filter(|a| !a.is_empty()) else {
            return;
        };
        if let Some(Value::Array(list)) = response.get_mut("moves") {
            list.extend(added.into_iter().map(Value::Object));
        }
        if matches!(
            response.get("status").and_then(Value::as_str),
            Some("checkmate" | "stalemate")
        ) {
            response["status"] = "ongoing".into();
        }
    }
}

fn piece_of(m: &Value) -> Option<&str> {
    m.get("piece").and_then(Value::as_str)
}

fn text<'v>(m: &'v Value, field: &str) -> Option<&'v str> {
    m.get(field).and_then(Value::as_str)
}

/// Does the move take a piece: `capture` set, or a kind that always
/// takes.
fn is_capture(m: &Value) -> bool {
    m.get("capture").and_then(Value::as_bool) == Some(true)
        || matches!(text(m, "kind"), Some("capture" | "en-passant"))
}

/// The number of king steps between two cells (the largest difference of
/// a coordinate): Goff's perimeter.
fn steps(a: [i32; 3], b: [i32; 3]) -> i32 {
    (0..3).map(|i| (a[i] - b[i]).abs()).max().unwrap_or(0)
}

fn other_side(side: &str) -> &'static str {
    match side {
        "white" => "black",
        _ => "white",
    }
}

/// The side whose moves a mutant adds to: the answer's `to_move` for
/// `moves`, every side (`None`) for `reach`.
fn mover<'v>(op: &str, response: &'v Value) -> Option<Option<&'v str>> {
    match op {
        "moves" => Some(Some(text(response, "to_move")?)),
        _ => Some(None),
    }
}

/// The moves a mutant adds to an answer: each once, and none the
/// answer lists already.
struct Added {
    listed: std::collections::BTreeSet<String>,
    moves: Vec<Map<String, Value>>,
}

impl Added {
    fn to(response: &Value) -> Self {
        Added {
            listed: moves_in(response, "moves")
                .into_iter()
                .filter_map(Value::as_object)
                .map(crate::core::case::move_key)
                .collect(),
            moves: Vec::new(),
        }
    }

    fn add(&mut self, m: Map<String, Value>) {
        if self.listed.insert(crate::core::case::move_key(&m)) {
            self.moves.push(m);
        }
    }
}

/// A copy of `position` without castling rights: a lifted or turned rook
/// has none, and no move a mutant takes from `reach` is a castle.
fn without_castling(position: &Value) -> Value {
    let mut out = position.clone();
    if let Some(c) = out.get_mut("castling") {
        *c = Value::Array(Vec::new());
    }
    out
}

/// Where a position's pieces stand.
fn occupied(places: &Places, pieces: &[Value]) -> Vec<[i32; 3]> {
    pieces
        .iter()
        .filter_map(|p| places.of(square_of(p)?))
        .collect()
}

/// Drops from `moves` and `divide` the moves `dropped` says (a turn of
/// several moves if any of its moves is).
/// A perft's `nodes` loses the dropped first moves' counts (the deeper
/// plies, which the answer does not show, keep theirs).
fn drop_moves(response: &mut Value, dropped: impl Fn(&Value) -> bool) {
    let mut lost = 0;
    for field in ["moves", "divide"] {
        if let Some(Value::Array(list)) = response.get_mut(field) {
            list.retain(|m| {
                let drop = match m.get("moves") {
                    Some(Value::Array(inner)) => inner.iter().any(&dropped),
                    _ => dropped(m),
                };
                if drop && field == "divide" {
                    lost += m.get("nodes").and_then(Value::as_u64).unwrap_or(0);
                }
                !drop
            });
        }
    }
    if let Some(n) = response.get("nodes").and_then(Value::as_u64) {
        response["nodes"] = n.saturating_sub(lost).into();
    }
}

/// What a mutant that adds moves looks at: the request's op, options
/// and position, where its cells lie, and the right answer.
#[derive(Clone, Copy)]
struct Asked<'a> {
    op: &'a str,
    places: &'a Places<'a>,
    options: &'a Map<String, Value>,
    position: &'a Value,
    response: &'a Value,
}

/// Where the cells a move names lie: the variant's lattice, and the
/// places off the board it names
/// ([`crate::core::variant::Variant::off_board`]: a quantum proxy).
struct Places<'a> {
    at: super::Lattice,
    variant: &'a dyn crate::core::variant::JsonVariant,
}

impl<'a> Places<'a> {
    fn new(
        variant: &'a dyn crate::core::variant::JsonVariant,
        options: &Map<String, Value>,
    ) -> Self {
        Places {
            at: super::lattice(variant, options),
            variant,
        }
    }

    fn of(&self, name: &str) -> Option<[i32; 3]> {
        self.at
            .get(name)
            .copied()
            .or_else(|| self.variant.off_board(name))
    }

    /// A move's two ends.
    fn ends(&self, m: &Value) -> Option<([i32; 3], [i32; 3])> {
        let from = self.of(m.get("from")?.as_str()?)?;
        let to = self.of(m.get("to")?.as_str()?)?;
        Some((from, to))
    }

    /// The leap class of a move: the absolute differences of its two
    /// cells' coordinates, smallest first ([`Fault::DropLeap`]).
    fn leap(&self, m: &Value) -> Option<[u8; 3]> {
        let (from, to) = self.ends(m)?;
        let mut d = [0, 1, 2].map(|i| (from[i] - to[i]).unsigned_abs() as u8);
        d.sort_unstable();
        Some(d)
    }
}

/// Drops every move of `piece` that ends its line ([`Fault::StopShort`]):
/// a move the same piece does not continue, from the same cell, one
/// step further along the same line. A move off every line (a leap) is
/// kept.
fn stop_short(piece: &str, places: &Places, response: &mut Value) {
    let mut reached = std::collections::BTreeSet::new();
    for field in ["moves", "divide"] {
        for m in moves_in(response, field) {
            if piece_of(m) == Some(piece) {
                if let (Some(from), Some((_, to))) = (m.get("from"), places.ends(m)) {
                    reached.insert((from.to_string(), to));
                }
            }
        }
    }
    drop_moves(response, |m| {
        if piece_of(m) != Some(piece) {
            return false;
        }
        let Some((from, to)) = places.ends(m) else {
            return false;
        };
        let Some((step, _)) = line(from, to) else {
            return false;
        };
        let next = [0, 1, 2].map(|i| to[i] + step[i]);
        !reached.contains(&(m["from"].to_string(), next))
    });
}

/// The single moves listed in `field`: its entries, and the moves of
/// each turn of several.
fn moves_in<'v>(response: &'v Value, field: &str) -> Vec<&'v Value> {
    let Some(Value::Array(list)) = response.get(field) else {
        return Vec::new();
    };
    list.iter()
        .flat_map(|m| match m.get("moves") {
            Some(Value::Array(inner)) => inner.iter().collect(),
            _ => vec![m],
        })
        .collect()
}

/// The moves a rider passing its first blocker adds
/// ([`Fault::PassBlocker`]): for each piece that is the first in the
/// way of a `piece` along a line (of the side to move in a `moves`
/// answer), `reach` of the position with that piece lifted gives the
/// rider's moves beyond it on the same line; those not listed are added.
fn passing_moves(piece: &str, asked: &Asked) -> Option<Vec<Map<String, Value>>> {
    let Asked {
        op,
        places,
        options,
        position,
        response,
    } = *asked;
    let mover = match op {
        "moves" => Some(response.get("to_move")?.as_str()?),
        _ => None,
    };
    let pieces = position.get("pieces")?.as_array()?;
    let placed = |p: &Value| -> Option<(String, [i32; 3])> {
        let c = square_of(p)?;
        Some((c.to_string(), places.of(c)?))
    };
    let occupied: Vec<(String, [i32; 3])> = pieces.iter().filter_map(placed).collect();
    let riders: Vec<(String, [i32; 3])> = pieces
        .iter()
        .filter(|p| p.get("kind").and_then(Value::as_str) == Some(piece))
        .filter(|p| mover.is_none() || p.get("side").and_then(Value::as_str) == mover)
        .filter_map(placed)
        .collect();
    let clear = |a: [i32; 3], step: [i32; 3], n: i32| {
        (1..n).all(|k| {
            let c = [0, 1, 2].map(|i| a[i] + k * step[i]);
            occupied.iter().all(|(_, o)| *o != c)
        })
    };
    let mut added = Added::to(response);
    for (b, at) in &occupied {
        // The riders whose first blocker along a line `b` is.
        let blocked: Vec<(&String, [i32; 3], [i32; 3], i32)> = riders
            .iter()
            .filter_map(|(a, from)| {
                let (step, n) = line(*from, *at)?;
                clear(*from, step, n).then_some((a, *from, step, n))
            })
            .collect();
        if blocked.is_empty() {
            continue;
        }
        let mut lifted = without_castling(position);
        lifted["pieces"]
            .as_array_mut()?
            .retain(|p| square_of(p) != Some(b.as_str()));
        let Ok(reach) = places.variant.reach(options, &lifted) else {
            continue;
        };
        for m in reach {
            let to = m
                .get("to")
                .and_then(Value::as_str)
                .and_then(|t| places.of(t));
            let from = m.get("from").and_then(Value::as_str);
            let is_piece = m.get("piece").and_then(Value::as_str) == Some(piece);
            let beyond = is_piece
                && blocked.iter().any(|&(a, start, step, n)| {
                    from == Some(a.as_str())
                        && to
                            .and_then(|t| line(start, t))
                            .is_some_and(|(s, k)| s == step && k > n)
                });
            if beyond {
                added.add(m);
            }
        }
    }
    Some(added.moves)
}

/// The captures of its own side that a `piece` taking its own pieces
/// adds ([`Fault::CaptureOwn`]): for each such piece (of the side to
/// move in a `moves` answer), `reach` of the position with every other
/// piece of its side but the king turned to the other side gives its
/// captures of them. Castling rights are dropped from that position
/// (a turned rook has none), which changes no capture.
fn own_captures(piece: &str, asked: &Asked) -> Option<Vec<Map<String, Value>>> {
    let Asked {
        op,
        places,
        options,
        position,
        response,
    } = *asked;
    let mover = mover(op, response)?;
    let pieces = position.get("pieces")?.as_array()?;
    let mut added = Added::to(response);
    let takers = pieces.iter().filter(|p| {
        text(p, "kind") == Some(piece) && (mover.is_none() || text(p, "side") == mover)
    });
    for taker in takers {
        let (Some(cell), Some(side)) = (square_of(taker), text(taker, "side")) else {
            continue;
        };
        // Own pawns turned may stand where the other side's cannot (a
        // Goff pawn on its own back level): then they are left as they are.
        let turn = |pawns: bool| {
            let mut turned = without_castling(position);
            let mut targets = std::collections::BTreeSet::new();
            for p in turned["pieces"].as_array_mut().into_iter().flatten() {
                let own = text(p, "side") == Some(side)
                    && text(p, "kind") != Some("king")
                    && (pawns || text(p, "kind") != Some("pawn"));
                if own && square_of(p) != Some(cell) {
                    targets.extend(square_of(p).map(String::from));
                    p["side"] = other_side(side).into();
                }
            }
            let reach = places.variant.reach(options, &turned).ok()?;
            Some((reach, targets))
        };
        let Some((reach, targets)) = turn(true).or_else(|| turn(false)) else {
            continue;
        };
        for m in reach {
            let v = Value::Object(m);
            let takes = text(&v, "from") == Some(cell)
                && text(&v, "side") == Some(side)
                && piece_of(&v) == Some(piece)
                && text(&v, "to").is_some_and(|t| targets.contains(t));
            let Value::Object(m) = v else { continue };
            if takes {
                added.add(m);
            }
        }
    }
    Some(added.moves)
}

/// The straight captures a pawn taking straight ahead adds
/// ([`Fault::PawnStraight`]): `reach` of the position with the enemy
/// pieces of the pawns' side lifted (their kings kept) gives the pawns'
/// quiet moves onto the lifted cells; those with no piece between the
/// pawn and the cell (along a line of the lattice) are listed as
/// captures of the lifted piece.
fn straight_captures(asked: &Asked) -> Option<Vec<Map<String, Value>>> {
    let Asked {
        op,
        places,
        options,
        position,
        response,
    } = *asked;
    let mover = mover(op, response)?;
    let pieces = position.get("pieces")?.as_array()?;
    let occupied = occupied(places, pieces);
    // Off every line of the lattice (a Trans-Dimensional field move
    // changes the cube, not the cell) nothing stands between.
    let clear = |a: [i32; 3], b: [i32; 3]| match line(a, b) {
        Some((step, n)) => {
            (1..n).all(|k| !occupied.contains(&[0, 1, 2].map(|i| a[i] + k * step[i])))
        }
        None => true,
    };
    let mut sides: Vec<&str> = pieces
        .iter()
        .filter(|p| text(p, "kind") == Some("pawn"))
        .filter_map(|p| text(p, "side"))
        .filter(|s| mover.is_none() || Some(*s) == mover)
        .collect();
    sides.sort_unstable();
    sides.dedup();
    let mut added = Added::to(response);
    for side in sides {
        let lifted_piece = |p: &Value| {
            text(p, "side") == Some(other_side(side)) && text(p, "kind") != Some("king")
        };
        let taken: BTreeMap<&str, &str> = pieces
            .iter()
            .filter(|p| lifted_piece(p))
            .filter_map(|p| Some((square_of(p)?, text(p, "kind")?)))
            .collect();
        let mut lifted = without_castling(position);
        lifted["pieces"]
            .as_array_mut()?
            .retain(|p| !lifted_piece(p));
        let Ok(reach) = places.variant.reach(options, &lifted) else {
            continue;
        };
        for mut m in reach {
            let v = Value::Object(m.clone());
            let Some(&captured) = text(&v, "to").and_then(|t| taken.get(t)) else {
                continue;
            };
            let straight = piece_of(&v) == Some("pawn")
                && text(&v, "side") == Some(side)
                && !is_capture(&v)
                && places.ends(&v).is_some_and(|(a, b)| clear(a, b));
            if !straight {
                continue;
            }
            m.insert("capture".into(), true.into());
            m.insert("captured".into(), captured.into());
            m.remove("notation");
            added.add(m);
        }
    }
    Some(added.moves)
}

/// The double steps a pawn taking them off its start adds
/// ([`Fault::DoubleStepAgain`]): for each pawn that lists a quiet step
/// along a line and no quiet move of two steps, the step twice over,
/// onto an empty cell of the board.
fn double_steps(asked: &Asked) -> Option<Vec<Map<String, Value>>> {
    let Asked {
        places,
        position,
        response,
        ..
    } = *asked;
    let pieces = position.get("pieces")?.as_array()?;
    let occupied = occupied(places, pieces);
    let quiet_pawn = |m: &&Value| piece_of(m) == Some("pawn") && !is_capture(m);
    let moves: Vec<&Value> = moves_in(response, "moves")
        .into_iter()
        .filter(quiet_pawn)
        .collect();
    let doubled: std::collections::BTreeSet<&str> = moves
        .iter()
        .filter(|m| places.ends(m).is_some_and(|(a, b)| steps(a, b) == 2))
        .filter_map(|m| text(m, "from"))
        .collect();
    let mut added = Added::to(response);
    for m in moves {
        let (Some(from), Some((a, b)), Value::Object(single)) =
            (text(m, "from"), places.ends(m), m)
        else {
            continue;
        };
        let Some((step, 1)) = line(a, b) else {
            continue;
        };
        if doubled.contains(from) || text(m, "kind").is_some_and(|k| k != "normal") {
            continue;
        }
        let c = [0, 1, 2].map(|i| b[i] + step[i]);
        let Some(to) = name_at(&places.at, c).filter(|_| !occupied.contains(&c)) else {
            continue;
        };
        let mut twice = single.clone();
        twice.insert("to".into(), to.into());
        twice.remove("notation");
        added.add(twice);
    }
    Some(added.moves)
}

/// The moves an engine ignoring king safety adds, of `class`
/// ([`crate::core::case::UNSAFE`]): `reach`'s moves of the side to move
/// (the answer's `to_move`) that `moves` does not list.
fn unsafe_moves(
    class: &str,
    variant: &str,
    options: &Map<String, Value>,
    position: &Value,
    response: &Value,
) -> Option<Vec<Map<String, Value>>> {
    use crate::core::case::move_key;
    let v = crate::registry::by_id(variant).ok()?;
    let mover = response.get("to_move").and_then(Value::as_str)?;
    let listed: std::collections::BTreeSet<String> = response
        .get("moves")?
        .as_array()?
        .iter()
        .filter_map(Value::as_object)
        .map(move_key)
        .collect();
    let in_check = response.get("check").and_then(Value::as_bool) == Some(true);
    let reach = v.reach(options, position).ok()?;
    Some(
        reach
            .into_iter()
            .filter(|m| m.get("side").and_then(Value::as_str) == Some(mover))
            .filter(|m| {
                let king = m.get("piece").and_then(Value::as_str) == Some("king");
                let capture = m.get("capture").and_then(Value::as_bool) == Some(true);
                match class {
                    "king-captures" => king && capture,
                    "king-moves" => king,
                    "pinned" => !king && !in_check,
                    "unresolved" => !king && in_check,
                    _ => false,
                }
            })
            .filter(|m| !listed.contains(&move_key(m)))
            .collect(),
    )
}

/// The verdict on `case` of a program with `mutant`'s fault: `right` is
/// the right answer, `answer` answers the case's request under other
/// options. `None` where the mutant does not apply: its option is one the
/// case already sets or its variant refuses, or the case is a perft (a
/// perft under every rejected reading costs minutes; the suite's
/// `options/` cases measure the readings).
pub fn verdict(
    mutant: &Mutant,
    case: &Case,
    right: &Value,
    answer: &dyn Fn(&Map<String, Value>) -> Value,
) -> Option<Verdict> {
    let response = match mutant.options(&case.options) {
        Some(o) if o == case.options || case.op == "perft" => return None,
        Some(o) => answer(&o),
        None => {
            let mut r = right.clone();
            mutant.fault_answer(
                &case.op,
                &case.variant,
                &case.options,
                Some(&case.input.position),
                &mut r,
            );
            r
        }
    };
    if response
        .get("error")
        .is_some_and(|e| e["kind"] == "bad-request")
    {
        return None;
    }
    Some(judge(case, &response))
}

/// For each of `mutants`, the indices of the `cases` it kills, the cases
/// answered by `answer` (a case and the options of its request): those
/// whose [`verdict`] is not a pass. Slow cases (perft 4) are left out;
/// cases run in parallel.
pub fn measure(
    cases: &[Case],
    mutants: &[Mutant],
    answer: &(dyn Fn(&Case, &Map<String, Value>) -> Value + Sync),
) -> Vec<Vec<usize>> {
    use rayon::prelude::*;
    let killed: Vec<Vec<bool>> = cases
        .par_iter()
        .map(|c| {
            if c.flags.iter().any(|f| f == "slow") {
                return vec![false; mutants.len()];
            }
            let right = answer(c, &c.options);
            mutants
                .iter()
                .map(|m| verdict(m, c, &right, &|o| answer(c, o)).is_some_and(|v| !v.passed()))
                .collect()
        })
        .collect();
    (0..mutants.len())
        .map(|j| (0..cases.len()).filter(|&i| killed[i][j]).collect())
        .collect()
}
