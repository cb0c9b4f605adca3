//! The rule options: every reading of an ambiguous passage that is cheap to
//! switch, and every rule the book considered and rejected that it states
//! precisely enough to run. Each field names its entry in
//! `spec/interpretations.md` (`#id`) or the book's "Degenerate Invariants"
//! (Table 25, L18943-19113). `Readings::default()` is the book's adopted
//! rules; a JSON file `{"king": "natural"}` selects others (`--rules FILE`),
//! and an unknown field is an error, never ignored.
//!
//! The fast engine ([`crate::goff::engine`]) and the plain reference
//! ([`crate::goff::reference`]) each implement every option, so that each checks
//! the other under all of them (issue 14).

use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Readings {
    /// `interpretations.md#perimeter-blocking`.
    pub perimeter: PerimeterRule,
    /// How a base piece gets from its tile to the target (Part I; Table 25
    /// rows 1-3): `interpretations.md#motion`.
    pub motion: MotionRule,
    /// When a linear move is open (CR 22; Table 25 row 9):
    /// `interpretations.md#linear-rule`.
    pub linear: LinearRule,
    /// How the king moves (CR 49; Table 25 row 16): `interpretations.md#king-rule`.
    pub king: KingRule,
    /// The declined balance rule (L8434-8449): may the linear king reach an
    /// edge neighbour (a brook tile) as a rook, through the rook's 2x2
    /// square? `interpretations.md#king-brook-balance`.
    pub brook_balance: bool,
    /// The time-symmetric balance rule, not adopted (L15316-15345): a move
    /// stands only if the piece could return in one move on the board as
    /// it was, i.e. the retarded advancement manifold is empty too.
    /// `interpretations.md#rejected-rules`.
    pub time_symmetric: bool,
    /// Pawn captures (CR 36; Table 25 row 13, the "null rule"):
    /// `interpretations.md#pawn-capture-rule`.
    pub pawn_capture: PawnCaptureRule,
    /// Which board decides whether a path tile is covered for en passant
    /// (CR 54): `interpretations.md#en-passant-cover`.
    pub en_passant_board: EnPassantBoard,
    /// Must a vertical castle's rook move in a back plane the king's own
    /// move is open in (L9834-9855, note 43 L22138-22140)?
    /// `interpretations.md#castling-plane-independence`.
    pub castling_planes: CastlingPlanes,
    /// Where a vertical castle's rook may land (CR 59; the rejected far
    /// side rule, L9685-9740, Fig. 130): `interpretations.md#rejected-rules`.
    pub castling_rook: CastlingRook,
}

/// The former name of [`Readings`], kept for code written against it.
pub type Options = Readings;

impl Readings {
    /// Do the pieces move by the book's rules: every option that changes
    /// how a piece moves at its adopted value (castling and en passant
    /// aside)? Under these, and only these, a move's gates are exactly
    /// what must be empty (`engine::gates`), so legality may take the
    /// shortcut of `game::legality`.
    pub fn book_moves(&self) -> bool {
        self.moves_only() == Readings::default()
    }

    /// These options with castling and en passant at the book's readings:
    /// the options that decide where a piece may move.
    pub fn moves_only(&self) -> Readings {
        Readings {
            en_passant_board: EnPassantBoard::default(),
            castling_planes: CastlingPlanes::default(),
            castling_rook: CastlingRook::default(),
            ..*self
        }
    }

    /// Reads a rule file (JSON); every field optional, none unknown.
    pub fn from_json(text: &str) -> Result<Readings, String> {
        match crate::core::input::parse_json(text) {
            Ok(serde_json::Value::Object(fields)) => Readings::from_fields(&fields),
            Ok(_) => {
                Err("rule options: expected a JSON object such as {\"king\": \"natural\"}".into())
            }
            Err(e) => Err(format!("rule options: {e}")),
        }
    }

    /// The options named in a JSON object, the book's rules for the rest.
    /// Each error names the key and the values it takes. A switch takes
    /// `true`/`false` as a JSON boolean or as a string (`--set
    /// brook_balance=true`).
    pub fn from_fields(
        fields: &serde_json::Map<String, serde_json::Value>,
    ) -> Result<Readings, String> {
        use serde_json::Value;
        let mut checked = serde_json::Map::new();
        for (key, value) in fields {
            let Some(option) = OPTIONS.iter().find(|o| o.key == key) else {
                let keys: Vec<&str> = OPTIONS.iter().map(|o| o.key).collect();
                return Err(format!(
                    "unknown rule option {} (expected one of {})",
                    crate::core::input::excerpt(key),
                    keys.join(", ")
                ));
            };
            let text = match value {
                Value::String(s) => s.clone(),
                Value::Bool(b) => b.to_string(),
                other => other.to_string(),
            };
            if !option.values.contains(&text.as_str()) {
                // A plain word as it is (`5`); an empty value, spaces or
                // control characters quoted and escaped (`""`).
                let plain = !text.is_empty() && text.chars().all(|c| c.is_ascii_graphic());
                let shown = match plain && text.len() <= crate::core::input::MAX_EXCERPT {
                    true => text.clone(),
                    false => crate::core::input::excerpt(&text),
                };
                return Err(format!(
                    "rule option {key}: {shown} is not one of {}",
                    option.values.join(", ")
                ));
            }
            let typed = match text.as_str() {
                "true" => Value::Bool(true),
                "false" => Value::Bool(false),
                _ => Value::String(text),
            };
            checked.insert(key.clone(), typed);
        }
        serde_json::from_value(Value::Object(checked)).map_err(|e| format!("rule options: {e}"))
    }

    /// The fields that differ from the book's rules, as `field=value`.
    pub fn differences(&self) -> Vec<String> {
        let mine = serde_json::to_value(self).expect("serializable");
        let book = serde_json::to_value(Readings::default()).expect("serializable");
        let (Some(mine), Some(book)) = (mine.as_object(), book.as_object()) else {
            return Vec::new();
        };
        mine.iter()
            .filter(|(k, v)| book.get(*k) != Some(v))
            .map(|(k, v)| match v.as_str() {
                Some(text) => format!("{k}={text}"),
                None => format!("{k}={v}"),
            })
            .collect()
    }
}

/// One option: its key, its values (the book's adopted rule first) and
/// where the book discusses it.
#[derive(Copy, Clone, Debug, Serialize)]
pub struct OptionInfo {
    pub key: &'static str,
    pub values: &'static [&'static str],
    pub source: &'static str,
}

/// Every option of [`Readings`], as `--set KEY=VALUE` and the protocol's
/// `options` name them (`tests/it/rule_options.rs` checks this table against
/// the type).
pub const OPTIONS: &[OptionInfo] = &[
    OptionInfo {
        key: "perimeter",
        values: &["strict", "lenient"],
        source: "CR 18, L1589-1601",
    },
    OptionInfo {
        key: "motion",
        values: &[
            "planar",
            "straight-line",
            "dual-path-either",
            "dual-path-both",
            "ram",
        ],
        source: "Part I, L1219-1560",
    },
    OptionInfo {
        key: "linear",
        values: &["one-plane", "any-quadrant", "all-quadrants"],
        source: "CR 22, L1697-1751",
    },
    OptionInfo {
        key: "king",
        values: &["linear", "natural", "adjacent"],
        source: "CR 49, L8262-8290",
    },
    OptionInfo {
        key: "brook_balance",
        values: &["false", "true"],
        source: "L8434-8449",
    },
    OptionInfo {
        key: "time_symmetric",
        values: &["false", "true"],
        source: "L15316-15345",
    },
    OptionInfo {
        key: "pawn_capture",
        values: &["full", "restricted"],
        source: "L15882-15913",
    },
    OptionInfo {
        key: "en_passant_board",
        values: &["fictitious", "actual"],
        source: "CR 54, L9393-9432",
    },
    OptionInfo {
        key: "castling_planes",
        values: &["independent", "same-plane"],
        source: "L9834-9855, note 43",
    },
    OptionInfo {
        key: "castling_rook",
        values: &["sidekick", "far-side"],
        source: "CR 59, L9685-9740",
    },
];

/// Does a piece on the target's own perimeter block the move
/// (`interpretations.md#perimeter-blocking`)?
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PerimeterRule {
    /// Yes: the advancement square must be empty up to and including the
    /// target's perimeter, the target excepted (Fig. 7, L1589-1601;
    /// L1784-1786; mutual blocking L11001-11005). The book's reading.
    #[default]
    Strict,
    /// No: only the perimeters inside the target's must be empty (a
    /// literal reading of CR 18's "next perimeter", L2589-2591).
    Lenient,
}

/// How a base piece's move is blocked (Part I, L1219-1610).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MotionRule {
    /// Planar moves through advancement squares and rectangles (CR 17-23).
    /// The book's rule.
    #[default]
    Planar,
    /// Rejected: slide along one ray until obstructed, as in 2D
    /// (L1219-1338; Table 25 row 1).
    StraightLine,
    /// Rejected: the dual-path move, `n` steps along one ray then `m` along
    /// the other of a quadrant; open if *either* path is clear (L1340-1402;
    /// Table 25 row 2).
    DualPathEither,
    /// Rejected: the dual-path move, open only if *both* paths are clear
    /// (L1399-1402).
    DualPathBoth,
    /// Rejected: the rectangular advancement manifold, the whole rectangle
    /// spanned by source and target must be empty (L1455-1560; Table 25
    /// row 3).
    Ram,
}

/// When a linear move is open (L1697-1751).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LinearRule {
    /// Both quadrants beside the line in at least one plane (CR 22). The
    /// book's rule.
    #[default]
    OnePlane,
    /// Rejected: any one quadrant beside the line clear (L1718-1732).
    AnyQuadrant,
    /// Rejected: every quadrant beside the line, in every plane, clear.
    AllQuadrants,
}

/// How the king moves (L8262-8290, L8754-8795, L15965-15985).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum KingRule {
    /// Linear moves to perimeter 1 (CR 49). The book's rule.
    #[default]
    Linear,
    /// Rejected: the natural rule, a short-range queen (every queen move to
    /// perimeter 1), 68 tiles from the centre.
    Natural,
    /// Rejected: the 26 adjacent tiles, no manifold, never blocked.
    Adjacent,
}

/// Which of the 14 capture tiles a pawn may take on (L7509-7630, L15882-15913).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PawnCaptureRule {
    /// All 14 capture tiles (CR 36, CR 44-46). The book's rule.
    #[default]
    Full,
    /// Rejected ("the first rule he would give up", L15909-15913): no
    /// capture onto a tile the pawn could advance to on an empty board.
    Restricted,
}

/// On which board a pawn's cover of an en passant path tile is judged
/// (CR 54, L9393-9432; Fig. 118 L9085-9095).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EnPassantBoard {
    /// The fictitious position of the single advance: the advanced pawn on
    /// the path tile, its real tile empty ("had the advancing pawn made two
    /// single advances", L9402-9406). Fig. 118's sling en passants need it.
    #[default]
    Fictitious,
    /// The board as it is after the double advance, the advanced pawn still
    /// on its real tile (where it may block a cover); the path tile is
    /// taken as holding the pawn only for the capture itself.
    Actual,
}

/// The rook's plane in a vertical castle (L9834-9855; Table 36's preface
/// L19516-19526 lets players agree on the restriction).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CastlingPlanes {
    /// "Rooks move independently from kings in castling" (L9855): the rook
    /// uses any back plane its own move is open in. The book's rule.
    #[default]
    Independent,
    /// The author's stated preference (note 43, L22138-22140): the rook
    /// moves in a back plane in which the king's move is open.
    SamePlane,
}

/// Where the rook of a vertical castle lands (L9685-9777).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CastlingRook {
    /// The sidekick rule (CR 59, L9741-9777): next to the king, on the
    /// level it passed. The book's rule.
    #[default]
    Sidekick,
    /// The rejected far side rule (L9696-9719, Fig. 130): any tile of the
    /// rook's advancement-square perimeter on the far side of the king —
    /// three per back plane on the king side, four on the queen side.
    FarSide,
}

/// The book's rules and, for each option, each other value alone: the
/// option sets the sweeps that run "under every option" go through, each
/// with its `KEY=VALUE` label (`default` for the book's).
pub fn each_option() -> Vec<(String, Readings)> {
    let mut sets = vec![("default".to_string(), Readings::default())];
    for o in OPTIONS {
        for v in &o.values[1..] {
            let mut fields = serde_json::Map::new();
            fields.insert(o.key.into(), serde_json::Value::String(v.to_string()));
            let set = Readings::from_fields(&fields).expect("the table's own values");
            sets.push((format!("{}={v}", o.key), set));
        }
    }
    sets
}
