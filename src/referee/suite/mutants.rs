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

use super::{judge, Case, Verdict};
use serde_json::{Map, Value};

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
        for field in ["moves", "divide"] {
            if let Some(Value::Array(list)) = response.get_mut(field) {
                // A turn of several moves (Positional) is kept only if
                // every move of it is.
                list.retain(|m| match m.get("moves") {
                    Some(Value::Array(inner)) => inner.iter().all(keep),
                    _ => keep(m),
                });
            }
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
        if let Fault::DropLeap(piece, class) = self.fault {
            drop_leaps(piece, class, variant, options, response);
        }
        let (Fault::Unsafe(class), "moves", Some(position)) = (self.fault, op, position) else {
            return;
        };
        let Some(added) = unsafe_moves(class, variant, options, position, response) else {
            return;
        };
        if added.is_empty() {
            return;
        }
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

/// Drops from `moves` and `divide` the moves of `piece` along the leap
/// `class` ([`Fault::DropLeap`]), the cells placed by the variant's
/// coordinates (a divide entry is kept unless it names the piece).
fn drop_leaps(
    piece: &str,
    class: [u8; 3],
    variant: &str,
    options: &Map<String, Value>,
    response: &mut Value,
) {
    let Ok(v) = crate::registry::by_id(variant) else {
        return;
    };
    let at = super::lattice(v, options);
    let leap = |m: &Value| -> Option<[u8; 3]> {
        let from = at.get(m.get("from")?.as_str()?)?;
        let to = at.get(m.get("to")?.as_str()?)?;
        let mut d = [0, 1, 2].map(|i| (from[i] - to[i]).unsigned_abs() as u8);
        d.sort_unstable();
        Some(d)
    };
    let dropped =
        |m: &Value| m.get("piece").and_then(Value::as_str) == Some(piece) && leap(m) == Some(class);
    for field in ["moves", "divide"] {
        if let Some(Value::Array(list)) = response.get_mut(field) {
            list.retain(|m| !dropped(m));
        }
    }
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
