//! Perft bisection: compare the program's divide with ours; where a first
//! move's count differs, play it and compare again one ply shallower,
//! until the move lists themselves differ. That position, the moves only
//! one side has, and the line from the root are the bug report.

use super::{Client, Config};
use crate::core::variant::{JsonVariant, Validation::Legal, VariantError};
use crate::referee::protocol::Request;
use crate::referee::suite::divide_counts;
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::fmt;

/// How a perft comparison ended.
#[derive(Debug, Clone, PartialEq)]
pub enum Bisection {
    /// Both count the same at every first move.
    Agree { depth: u32, nodes: u64 },
    /// The move lists differ at `position`, reached by `line` from the
    /// root; `depth` is the perft depth still asked there.
    Differ {
        line: Vec<String>,
        depth: u32,
        /// The position as a compact string and as JSON.
        compact: String,
        json: Value,
        /// Moves only congruent lists.
        missing: Vec<String>,
        /// Moves only the program lists.
        extra: Vec<String>,
        /// Counts at the root: (congruent, program).
        root: (u64, u64),
    },
    /// The move lists agree everywhere on the path, but a count differs
    /// at depth 1 or the program's counts do not add up.
    Inconsistent {
        line: Vec<String>,
        compact: String,
        what: String,
    },
}

/// Why the comparison could not finish.
#[derive(Debug, Clone, PartialEq)]
pub struct BisectError(pub String);

impl fmt::Display for BisectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<VariantError> for BisectError {
    fn from(e: VariantError) -> Self {
        BisectError(e.to_string())
    }
}

/// Compares perft(`depth`) from `root` with the program and descends, on
/// `first` (the client that answered `hello`) if given.
pub fn bisect(
    config: &Config,
    first: Option<Client>,
    rules: &dyn JsonVariant,
    options: &Map<String, Value>,
    root: &Value,
    depth: u32,
) -> Result<Bisection, BisectError> {
    if depth == 0 {
        return Err(BisectError(
            "--perft 0 compares nothing: give a depth of 1 or more".into(),
        ));
    }
    let mut client = first.unwrap_or_else(|| Client::new(config.program.clone()));
    let (mut position, mut compact) = rules.normalise(options, root, Legal)?;
    let mut line = Vec::new();
    let mut root_counts = None;
    for d in (1..=depth).rev() {
        let ours: BTreeMap<String, u64> = rules
            .divide(options, &position, Legal, d)?
            .into_iter()
            .map(|(m, n)| (crate::referee::protocol::move_key(&m), n))
            .collect();
        let sent = match config.compact {
            true => Value::String(compact.clone()),
            false => position.clone(),
        };
        let request = Request {
            id: (line.len() as u64 + 1).into(),
            op: "perft".into(),
            variant: rules.id().into(),
            options: options.clone(),
            position: Some(sent),
            depth: Some(d),
            divide: true,
            allow_illegal: false,
        };
        let answer = client
            .ask(&request.to_json(), config.timeout)
            .map_err(|f| BisectError(format!("{} at depth {d}: {}", f.kind, f.message)))?;
        if let Some(e) = answer.get("error") {
            return Err(BisectError(format!(
                "the program answered an error at depth {d}: {e}"
            )));
        }
        let theirs = divide_counts(&answer);
        let ours_total: u64 = ours.values().sum();
        let their_total = answer
            .get("nodes")
            .and_then(Value::as_u64)
            .unwrap_or_else(|| theirs.values().sum());
        root_counts.get_or_insert((ours_total, their_total));
        let missing: Vec<String> = ours
            .keys()
            .filter(|k| !theirs.contains_key(*k))
            .cloned()
            .collect();
        let extra: Vec<String> = theirs
            .keys()
            .filter(|k| !ours.contains_key(*k))
            .cloned()
            .collect();
        if !missing.is_empty() || !extra.is_empty() {
            return Ok(Bisection::Differ {
                line,
                depth: d,
                compact,
                json: position,
                missing,
                extra,
                root: root_counts.expect("set"),
            });
        }
        if their_total != theirs.values().sum::<u64>() {
            return Ok(Bisection::Inconsistent {
                line,
                compact,
                what: format!("the program's nodes ({their_total}) are not the sum of its divide"),
            });
        }
        let Some(key) = ours
            .iter()
            .find(|(k, n)| theirs.get(*k) != Some(n))
            .map(|(k, _)| k.clone())
        else {
            return match line.is_empty() {
                true => Ok(Bisection::Agree { depth, nodes: ours_total }),
                false => Ok(Bisection::Inconsistent {
                    line,
                    compact,
                    what: format!("every first move agrees here at depth {d}, but the parent's count for this move differed"),
                }),
            };
        };
        if d == 1 {
            return Ok(Bisection::Inconsistent {
                line,
                compact,
                what: format!("{key}: a count at depth 1 is not 1"),
            });
        }
        position = rules.play(options, &position, Legal, &key)?;
        compact = rules.normalise(options, &position, Legal)?.1;
        line.push(key);
    }
    unreachable!("depth 1 always ends the descent")
}

impl fmt::Display for Bisection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bisection::Agree { depth, nodes } => {
                writeln!(
                    f,
                    "perft({depth}) agrees: {nodes} nodes, every first move the same"
                )?;
                writeln!(f, "1 passed, 0 failed")
            }
            Bisection::Differ {
                line,
                depth,
                compact,
                json,
                missing,
                extra,
                root,
            } => {
                writeln!(
                    f,
                    "perft differs at the root: congruent {}, program {}",
                    root.0, root.1
                )?;
                match line.is_empty() {
                    true => writeln!(f, "the root position itself differs")?,
                    false => writeln!(
                        f,
                        "first difference after {} moves: {}",
                        line.len(),
                        line.join(", ")
                    )?,
                }
                writeln!(f, "position (perft {depth} asked there):")?;
                writeln!(f, "  {compact}")?;
                writeln!(f, "  {json}")?;
                writeln!(f, "moves only congruent lists ({}):", missing.len())?;
                for m in missing {
                    writeln!(f, "  {m}")?;
                }
                writeln!(f, "moves only the program lists ({}):", extra.len())?;
                for m in extra {
                    writeln!(f, "  {m}")?;
                }
                writeln!(f, "0 passed, 1 failed")
            }
            Bisection::Inconsistent {
                line,
                compact,
                what,
            } => {
                writeln!(f, "perft differs, but no move list does: {what}")?;
                writeln!(f, "line: {}", line.join(", "))?;
                writeln!(f, "position: {compact}")?;
                writeln!(f, "0 passed, 1 failed")
            }
        }
    }
}
