//! Perft split into shards that run as separate jobs, and the merge of
//! their results (`congruent perft N --shard I/K`, `congruent
//! perft-merge`; spec/perft.md#shards). A shard counts the first moves
//! whose index, in the order of their move keys, is `I` modulo `K`; the
//! `K` shards of one position, depth, variant and options sum to its
//! perft. Which machine runs which shard is left to a job scheduler
//! (`tools/perft_ray.py` runs them as Ray tasks).

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// One shard's result, one JSON line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ShardResult {
    /// The variant's id.
    pub variant: String,
    /// The rule options the count was made under.
    pub options: Map<String, Value>,
    /// The position as given, `null` for the variant's start.
    pub position: Value,
    /// The perft depth, in plies.
    pub depth: u32,
    /// `I`: which shard this is, from 0.
    pub shard: usize,
    /// `K`: how many shards the count is split into.
    pub of: usize,
    /// The shard's count: the sum of `moves` (at depth 0, 1 in shard 0
    /// and 0 in the others).
    pub nodes: u64,
    /// Each first move of the shard (its move key) and the count below it.
    pub moves: BTreeMap<String, u64>,
}

/// `I/K` with `0 <= I < K`.
pub fn parse_shard(text: &str) -> Result<(usize, usize), String> {
    let bad = || format!("shard {text:?}: want I/K with 0 <= I < K, e.g. 0/4");
    let (i, k) = text.split_once('/').ok_or_else(bad)?;
    let (i, k): (usize, usize) = (i.parse().map_err(|_| bad())?, k.parse().map_err(|_| bad())?);
    match i < k {
        true => Ok((i, k)),
        false => Err(bad()),
    }
}

/// The merged count: the total and every first move's count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Merged {
    /// The perft depth, in plies.
    pub depth: u32,
    /// The perft: the sum of every shard's `nodes`.
    pub nodes: u64,
    /// Every first move of the position (its move key) and the count
    /// below it, from whichever shard counted it.
    pub moves: BTreeMap<String, u64>,
}

/// Reads shard results, one JSON object per non-empty line; `name` says
/// where they come from in errors.
pub fn read(text: &str, name: &str) -> Result<Vec<ShardResult>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(n, l)| {
            serde_json::from_str(l)
                .map_err(|e| format!("{name}:{}: not a shard result: {e}", n + 1))
        })
        .collect()
}

/// Sums the shards of one count: they must agree on variant, options,
/// position, depth and `K`, and hold every shard `0..K` exactly once.
pub fn merge(results: &[ShardResult]) -> Result<Merged, String> {
    let first = results.first().ok_or("no shard results to merge")?;
    let mut seen = vec![false; first.of];
    let mut moves = BTreeMap::new();
    for r in results {
        let same = (&r.variant, &r.options, &r.position, r.depth, r.of)
            == (
                &first.variant,
                &first.options,
                &first.position,
                first.depth,
                first.of,
            );
        if !same {
            return Err(format!(
                "shard {}/{} is of another count than shard {}/{} (variant, options, position, depth or K differ)",
                r.shard, r.of, first.shard, first.of
            ));
        }
        match seen.get_mut(r.shard) {
            Some(s) if !*s => *s = true,
            Some(_) => return Err(format!("shard {}/{} given twice", r.shard, r.of)),
            None => return Err(format!("shard {}/{}: I must be below K", r.shard, r.of)),
        }
        // Perft(0) has no first move: the position itself is its one
        // node, counted by shard 0 alone (`perft 0 --shard 0/K`).
        if r.depth == 0 {
            if !r.moves.is_empty() || r.nodes != u64::from(r.shard == 0) {
                return Err(format!(
                    "shard {}/{}: perft(0) counts the position once, in shard 0, by no move",
                    r.shard, r.of
                ));
            }
        } else if r.moves.values().sum::<u64>() != r.nodes {
            return Err(format!(
                "shard {}/{}: its moves do not sum to its nodes",
                r.shard, r.of
            ));
        }
        for (key, n) in &r.moves {
            if moves.insert(key.clone(), *n).is_some() {
                return Err(format!("move {key} counted by two shards"));
            }
        }
    }
    if let Some(missing) = seen.iter().position(|s| !s) {
        return Err(format!("shard {missing}/{} is missing", first.of));
    }
    Ok(Merged {
        depth: first.depth,
        nodes: results.iter().map(|r| r.nodes).sum(),
        moves,
    })
}
