//! Arguments several commands share: the variant and its options, where a
//! position comes from, which cases of the suite.

use clap::ValueEnum;
use congruent::core::input;
use congruent::core::variant::{JsonVariant, Validation};
use congruent::referee::suite::Filter;
use congruent::registry;
use serde_json::{Map, Value};
use std::path::PathBuf;

#[derive(Copy, Clone, ValueEnum)]
pub enum Perimeter {
    /// The book's reading: the whole target perimeter must be empty.
    Strict,
    /// Only the perimeters inside the target's must be empty.
    Lenient,
}

/// Which rules: the variant, then the options of its ambiguous passages
/// and rejected rules (spec/interpretations.md).
#[derive(clap::Args)]
pub struct RuleArgs {
    /// Variant: goff (the default), tetrahedral, third-dimension, positional-8x8x2, positional-7x7x3, positional-6x6x4, trans-dimensional, goff-quantum (`congruent variants` lists them).
    #[arg(long, default_value = "goff")]
    pub variant: String,
    /// A JSON file of rule options, e.g. {"king": "natural"}.
    #[arg(long, value_name = "FILE")]
    pub rules: Option<PathBuf>,
    /// One rule option, KEY=VALUE (repeatable), e.g. --set motion=ram.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub set: Vec<String>,
    /// Does a piece on the target's perimeter block the move?
    /// (goff only; spec/interpretations.md#perimeter-blocking)
    #[arg(long, value_enum)]
    pub perimeter: Option<Perimeter>,
}

impl RuleArgs {
    /// The first rule-option flag given (`--rules`, `--set`,
    /// `--perimeter`), for commands where options would change nothing.
    pub fn option_flag(&self) -> Option<&'static str> {
        match (&self.rules, self.set.is_empty(), self.perimeter) {
            (Some(_), _, _) => Some("--rules"),
            (_, false, _) => Some("--set"),
            (_, _, Some(_)) => Some("--perimeter"),
            _ => None,
        }
    }

    /// The variant and its options: the file's, then each --set, then
    /// --perimeter; checked by the variant, so an error names the key.
    /// A key given by two --set is refused: which one was meant?
    pub fn resolve(&self) -> Result<(&'static dyn JsonVariant, Map<String, Value>), String> {
        let rules = registry::by_id(&self.variant).map_err(|e| format!("--variant: {e}"))?;
        // Each source is checked as it is added, so an error names what
        // the user wrote: the file, the --set, or --perimeter.
        let mut fields = Map::new();
        if let Some(path) = &self.rules {
            let at = path.display();
            let text = input::read_file(path, input::MAX_INPUT, &format!("--rules {at}"))?;
            match input::parse_json(&text) {
                Ok(Value::Object(m)) => fields = m,
                Ok(_) => return Err(format!("--rules {at}: expected a JSON object of options")),
                Err(e) => return Err(format!("--rules {at}: {e}")),
            }
            rules
                .options_json(&fields)
                .map_err(|e| format!("--rules {at}: {e}"))?;
        }
        let mut set: Vec<&str> = Vec::new();
        for kv in &self.set {
            let (k, v) = kv
                .split_once('=')
                .ok_or_else(|| format!("--set {}: expected KEY=VALUE", input::excerpt(kv)))?;
            if let Some(first) = set
                .iter()
                .find(|s| s.split_once('=').map(|p| p.0) == Some(k))
            {
                return Err(format!(
                    "--set {}: the option {} is already set by --set {} (give each option once)",
                    input::excerpt(kv),
                    input::excerpt(k),
                    input::excerpt(first)
                ));
            }
            set.push(kv);
            fields.insert(k.to_string(), Value::String(v.to_string()));
            rules
                .options_json(&fields)
                .map_err(|e| format!("--set {}: {e}", input::excerpt(kv)))?;
        }
        if let Some(p) = self.perimeter {
            let v = match p {
                Perimeter::Strict => "strict",
                Perimeter::Lenient => "lenient",
            };
            fields.insert("perimeter".into(), v.into());
            rules
                .options_json(&fields)
                .map_err(|e| format!("--perimeter {v}: {e}"))?;
        }
        Ok((rules, fields))
    }
}

/// Where a position comes from: --fen, --input, or JSON on stdin
/// (spec/protocol.md#where-a-command-reads-its-position).
#[derive(clap::Args)]
pub struct PositionArgs {
    /// Read the JSON position from this file instead of stdin (which must
    /// then hold nothing, unless FILE is stdin itself, e.g. /dev/stdin).
    #[arg(long)]
    pub input: Option<PathBuf>,
    /// The position as a compact string (goff: spec/position-string.md;
    /// other variants: spec/variants/ID.md).
    #[arg(long, conflicts_with = "input")]
    pub fen: Option<String>,
    /// Analyse a position no game reaches (a side without exactly one
    /// king, the side not to move in check) instead of refusing it (moves,
    /// perft; reach and show, which ignore turn and check, always do).
    #[arg(long)]
    pub allow_illegal: bool,
}

impl PositionArgs {
    pub fn validation(&self) -> Validation {
        match self.allow_illegal {
            true => Validation::Analysis,
            false => Validation::Legal,
        }
    }
}

/// Which cases of the suite.
#[derive(clap::Args)]
pub struct FilterArgs {
    /// Only cases that exercise this rule (49, CR49, stack; repeatable).
    #[arg(long = "rule", value_name = "RULE")]
    pub rule: Vec<String>,
    /// Only cases whose id contains TEXT.
    #[arg(long)]
    pub pattern: Option<String>,
    /// Only cases of this variant.
    #[arg(long = "only-variant", value_name = "ID")]
    pub only_variant: Option<String>,
    /// Only cases whose source contains TEXT (e.g. "Fig. 24", derived).
    #[arg(long)]
    pub source: Option<String>,
    /// Only cases of this operation: reach, moves, perft (repeatable).
    #[arg(long = "op", value_name = "OP", value_parser = ["reach", "moves", "perft"])]
    pub ops: Vec<String>,
    /// Leave out cases flagged slow (perft 4 from the start).
    #[arg(long)]
    pub skip_slow: bool,
}

impl FilterArgs {
    /// The filter; a variant named by `--only-variant` must exist.
    pub fn filter(&self) -> Result<Filter, String> {
        if let Some(v) = &self.only_variant {
            registry::by_id(v).map_err(|e| format!("--only-variant: {e}"))?;
        }
        Ok(Filter {
            rules: self.rule.clone(),
            pattern: self.pattern.clone(),
            variant: self.only_variant.clone(),
            source: self.source.clone(),
            ops: self.ops.clone(),
            skip_slow: self.skip_slow,
        })
    }
}
