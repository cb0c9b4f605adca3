//! Tetrahedral Chess as a [`Variant`]: its JSON and compact forms, its
//! validation and its conformance suite (`spec/variants/tetrahedral.md`).
//!
//! JSON: `{"pieces":[{"side":"white","kind":"rook","cell":"Ia7"}, ...],
//! "to_move":"white", "pockets":{"white":1,"black":1}, "castling":["Id4","Ia7"]}`.
//! Compact: the 84 cells in board order (`board` lists them), a letter per
//! piece (`K R N D P`, upper case White) or `.`, then the side (`w`/`b`),
//! the knights in pocket `W/B`, and the castling cells joined by `;` (`-`
//! for none).

use super::board;
use super::game::{Game, Implementation, Kind, Move, MoveKind, Piece};
use crate::cells::CellId;
use crate::input::excerpt;
use crate::pieces::Side;
use crate::suite::{Case, Expect, Input};
use crate::variant::{
    CatalogueFormat, CellInfo, MovesReply, OptionSpec, PerftMode, PerftRows, Report, Validation,
    Variant, VariantError,
};
use serde_json::{json, Map, Value};

#[derive(Debug, Default, Clone, Copy)]
pub struct Tetrahedral;

fn rejected(what: String) -> VariantError {
    VariantError::Rejected(what)
}

fn cell_name(c: CellId) -> String {
    board().cell(c).name.clone()
}

fn find(name: &str, at: &str) -> Result<CellId, VariantError> {
    board().find(name).ok_or_else(|| {
        rejected(format!(
            "{at}: no cell {} (cells are LEVEL file rank, e.g. IIId4; `congruent board --variant tetrahedral` lists them)",
            excerpt(name)
        ))
    })
}

fn side_name(s: Side) -> &'static str {
    s.name()
}

impl Tetrahedral {
    fn parse_json(&self, v: &Map<String, Value>) -> Result<Game, VariantError> {
        const TOP: [&str; 4] = ["pieces", "to_move", "pockets", "castling"];
        if let Some(k) = v.keys().find(|k| !TOP.contains(&k.as_str())) {
            return Err(rejected(format!(
                "unknown field {} (expected {})",
                excerpt(k),
                TOP.join(", ")
            )));
        }
        let mut g = Game::empty();
        let Some(Value::Array(list)) = v.get("pieces") else {
            return Err(rejected("expected a \"pieces\" array".into()));
        };
        for (n, p) in list.iter().enumerate() {
            let at = format!("pieces[{n}]");
            let Value::Object(f) = p else {
                return Err(rejected(format!(
                    "{at}: expected {{\"side\",\"kind\",\"cell\"}}"
                )));
            };
            if let Some(k) = f
                .keys()
                .find(|k| !["side", "kind", "cell"].contains(&k.as_str()))
            {
                return Err(rejected(format!(
                    "{at}: unknown field {} (expected side, kind, cell)",
                    excerpt(k)
                )));
            }
            let text = |k: &str| {
                f.get(k)
                    .and_then(Value::as_str)
                    .ok_or_else(|| rejected(format!("{at}: missing string \"{k}\"")))
            };
            let side = Side::parse(text("side")?)
                .ok_or_else(|| rejected(format!("{at}: side is white or black")))?;
            let kind = Kind::parse(text("kind")?).ok_or_else(|| {
                rejected(format!(
                    "{at}: unknown kind {} (king, rook, knight, dababante, pawn)",
                    excerpt(text("kind").unwrap_or(""))
                ))
            })?;
            let c = find(text("cell")?, &at)?;
            if g.cells[c as usize].replace(Piece { side, kind }).is_some() {
                return Err(rejected(format!(
                    "{at}: cell {} holds two pieces",
                    cell_name(c)
                )));
            }
        }
        g.to_move = match v.get("to_move") {
            None => Side::White,
            Some(Value::String(s)) => {
                Side::parse(s).ok_or_else(|| rejected("to_move is white or black".into()))?
            }
            Some(_) => return Err(rejected("to_move is white or black".into())),
        };
        g.pockets = match v.get("pockets") {
            None => [0, 0],
            Some(Value::Object(m)) => {
                if let Some(k) = m.keys().find(|k| !["white", "black"].contains(&k.as_str())) {
                    return Err(rejected(format!("pockets: unknown side {}", excerpt(k))));
                }
                let n = |s: &str| match m.get(s) {
                    None => Ok(0),
                    Some(v) => v
                        .as_u64()
                        .filter(|&n| n <= 1)
                        .map(|n| n as u8)
                        .ok_or_else(|| {
                            rejected(format!(
                                "pockets.{s}: 0 or 1 (each side has one pocket knight, 004:L25)"
                            ))
                        }),
                };
                [n("white")?, n("black")?]
            }
            Some(_) => {
                return Err(rejected(
                    "pockets: expected {\"white\":N,\"black\":N}".into(),
                ))
            }
        };
        g.castling = match v.get("castling") {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Array(l)) => l
                .iter()
                .map(|c| {
                    c.as_str()
                        .ok_or_else(|| rejected("castling: cell names".into()))
                        .and_then(|s| find(s, "castling"))
                })
                .collect::<Result<_, _>>()?,
            Some(_) => return Err(rejected("castling: a list of cell names".into())),
        };
        Ok(g)
    }

    fn parse_compact(&self, s: &str) -> Result<Game, VariantError> {
        let fields: Vec<&str> = s.split(' ').collect();
        let [cells, side, pockets, castling] = fields[..] else {
            return Err(rejected(format!("expected 4 fields separated by single spaces (cells, side, pockets, castling), found {}", fields.len())));
        };
        let b = board();
        if cells.chars().count() != b.len() {
            return Err(rejected(format!(
                "cells: expected {} characters, one per cell in board order, found {}",
                b.len(),
                cells.chars().count()
            )));
        }
        let mut g = Game::empty();
        for (n, ch) in cells.chars().enumerate() {
            g.cells[n] = match ch {
                '.' => None,
                c => {
                    let kind = Kind::ALL
                        .into_iter()
                        .find(|k| k.letter() == c.to_ascii_uppercase() && c.is_ascii_alphabetic())
                        .ok_or_else(|| {
                            rejected(format!(
                                "cells: {c:?} at {} is not K R N D P or .",
                                cell_name(n as CellId)
                            ))
                        })?;
                    let side = if c.is_ascii_uppercase() {
                        Side::White
                    } else {
                        Side::Black
                    };
                    Some(Piece { side, kind })
                }
            };
        }
        g.to_move = match side {
            "w" => Side::White,
            "b" => Side::Black,
            o => return Err(rejected(format!("side: w or b, found {}", excerpt(o)))),
        };
        g.pockets = match pockets.as_bytes() {
            [w @ b'0'..=b'1', b'/', k @ b'0'..=b'1'] => [w - b'0', k - b'0'],
            _ => {
                return Err(rejected(format!(
                    "pockets: W/B with each 0 or 1, found {}",
                    excerpt(pockets)
                )))
            }
        };
        g.castling = match castling {
            "-" => Vec::new(),
            l => l
                .split(';')
                .map(|c| find(c, "castling"))
                .collect::<Result<_, _>>()?,
        };
        Ok(g)
    }

    /// The checks every position passes, and those of a reachable game.
    fn validate(&self, g: &Game, validation: Validation) -> Result<(), VariantError> {
        let b = board();
        for c in b.ids() {
            let Some(p) = g.piece(c) else { continue };
            if p.kind == Kind::Pawn {
                let l = b.cell(c).level;
                let (home, far) = if p.side == Side::White {
                    (0, 6)
                } else {
                    (6, 0)
                };
                if l == home || l == far {
                    return Err(rejected(format!(
                        "a {} pawn on {} (a pawn never stands on its home level and promotes on the farthest, 004:L35)",
                        side_name(p.side),
                        cell_name(c)
                    )));
                }
            }
        }
        let mut seen = Vec::new();
        for &c in &g.castling {
            let ok = match g.piece(c) {
                Some(p) => {
                    let homes: [&str; 3] = if p.side == Side::White {
                        ["Id4", "Ia7", "Ig1"]
                    } else {
                        ["VIId4", "VIIa1", "VIIg7"]
                    };
                    homes.contains(&cell_name(c).as_str())
                        && (p.kind == Kind::King) == (cell_name(c).ends_with("d4"))
                        && matches!(p.kind, Kind::King | Kind::Rook)
                }
                None => false,
            };
            if !ok || seen.contains(&c) {
                return Err(rejected(format!(
                    "castling {}: not an unmoved king or rook on its home cell, or named twice (Id4, Ia7, Ig1; VIId4, VIIa1, VIIg7)",
                    cell_name(c)
                )));
            }
            seen.push(c);
        }
        if validation == Validation::Legal {
            for side in [Side::White, Side::Black] {
                let kings = g
                    .cells
                    .iter()
                    .flatten()
                    .filter(|p| p.side == side && p.kind == Kind::King)
                    .count();
                if kings != 1 {
                    return Err(rejected(format!(
                        "{} has {kings} kings: a game has one king per side (004:L39) (to analyse anyway: --allow-illegal)",
                        side_name(side)
                    )));
                }
            }
            if let Some((w, k)) = g.adjacent_kings() {
                return Err(rejected(format!(
                    "the kings on {} and {} are adjacent: no king moves next to the enemy king (004:L17) (to analyse anyway: --allow-illegal)",
                    cell_name(w),
                    cell_name(k)
                )));
            }
            if g.in_check(g.to_move.opponent()) {
                return Err(rejected(format!(
                    "{}, not to move, is in check (to analyse anyway: --allow-illegal)",
                    side_name(g.to_move.opponent())
                )));
            }
        }
        Ok(())
    }

    /// A move as the protocol's `moves` lists it.
    pub fn entry_of(&self, g: &Game, m: &Move) -> Map<String, Value> {
        self.entry(g, m)
    }

    fn entry(&self, g: &Game, m: &Move) -> Map<String, Value> {
        let mut e = Map::new();
        e.insert(
            "from".into(),
            m.from.map_or("pocket".to_string(), cell_name).into(),
        );
        e.insert("to".into(), cell_name(m.to).into());
        let (kind, detail): (&str, Option<Value>) = match m.kind {
            MoveKind::Normal => ("normal", None),
            MoveKind::Promotion(k) => ("promotion", Some(k.name().into())),
            MoveKind::Drop => ("drop", None),
            MoveKind::Castle(rf, rt) => ("castle", Some(json!([cell_name(rf), cell_name(rt)]))),
        };
        e.insert("kind".into(), kind.into());
        if let Some(d) = detail {
            e.insert("detail".into(), d);
        }
        let piece = m
            .from
            .and_then(|f| g.piece(f))
            .map_or(Kind::Knight, |p| p.kind);
        e.insert("piece".into(), piece.name().into());
        let captured = g.piece(m.to).filter(|_| m.kind != MoveKind::Drop);
        e.insert("capture".into(), captured.is_some().into());
        if let Some(c) = captured {
            e.insert("captured".into(), c.kind.name().into());
        }
        e.insert("notation".into(), notation(g, m).into());
        e
    }
}

/// The text gives no move notation; ours: `R Ia7-Ic5`, `RxP ...`,
/// `N@IIIc4` for a drop, `P IIc4-IIIc5=D`, `K Id4-Ib6 castles`.
fn notation(g: &Game, m: &Move) -> String {
    let Some(from) = m.from else {
        return format!("N@{}", cell_name(m.to));
    };
    let p = g.piece(from).expect("a mover").kind.letter();
    let x = g
        .piece(m.to)
        .map(|c| format!("x{}", c.kind.letter()))
        .unwrap_or_default();
    let tail = match m.kind {
        MoveKind::Promotion(k) => format!("={}", k.letter()),
        MoveKind::Castle(..) => " castles".into(),
        _ => String::new(),
    };
    format!("{p}{x} {}-{}{tail}", cell_name(from), cell_name(m.to))
}

impl Variant for Tetrahedral {
    type Options = ();
    type Game = Game;

    fn id(&self) -> &'static str {
        "tetrahedral"
    }

    fn title(&self) -> &'static str {
        "J. Mark Thompson, Tetrahedral Chess"
    }

    fn option_set(&self) -> Vec<OptionSpec> {
        Vec::new()
    }

    fn options(&self, fields: &Map<String, Value>) -> Result<(), VariantError> {
        match fields.keys().next() {
            None => Ok(()),
            Some(k) => Err(VariantError::BadRequest(format!(
                "unknown rule option {} (tetrahedral has none yet; spec/variants/tetrahedral.md lists the readings)",
                excerpt(k)
            ))),
        }
    }

    fn options_json(&self, _: &()) -> Map<String, Value> {
        Map::new()
    }

    fn cells(&self) -> Vec<CellInfo> {
        board()
            .cells
            .iter()
            .map(|c| CellInfo {
                colour: board().colours[c.colour as usize],
                coords: c.coords,
                level: super::LEVELS[c.level as usize],
                name: c.name.clone(),
            })
            .collect()
    }

    fn start(&self, _: &()) -> Game {
        Game::start()
    }

    fn parse(
        &self,
        _: &(),
        position: &Value,
        validation: Validation,
    ) -> Result<Game, VariantError> {
        let g = match position {
            Value::Object(m) => self.parse_json(m)?,
            Value::String(s) => self.parse_compact(s)?,
            other => {
                return Err(rejected(format!(
                    "expected a JSON object or a compact string, found {}",
                    excerpt(&other.to_string())
                )))
            }
        };
        self.validate(&g, validation)?;
        Ok(g)
    }

    fn to_json(&self, g: &Game) -> Value {
        let pieces: Vec<Value> = board()
            .ids()
            .filter_map(|c| g.piece(c).map(|p| json!({"side": side_name(p.side), "kind": p.kind.name(), "cell": cell_name(c)})))
            .collect();
        let castling: Vec<String> = g.castling.iter().map(|&c| cell_name(c)).collect();
        json!({"pieces": pieces, "to_move": side_name(g.to_move),
               "pockets": {"white": g.pockets[0], "black": g.pockets[1]}, "castling": castling})
    }

    fn to_compact(&self, g: &Game) -> String {
        let cells: String = g
            .cells
            .iter()
            .map(|p| match p {
                None => '.',
                Some(p) if p.side == Side::White => p.kind.letter(),
                Some(p) => p.kind.letter().to_ascii_lowercase(),
            })
            .collect();
        let mut castling: Vec<CellId> = g.castling.clone();
        castling.sort_unstable();
        let castling: Vec<String> = castling.into_iter().map(cell_name).collect();
        let castling = if castling.is_empty() {
            "-".into()
        } else {
            castling.join(";")
        };
        let side = if g.to_move == Side::White { "w" } else { "b" };
        format!(
            "{cells} {side} {}/{} {castling}",
            g.pockets[0], g.pockets[1]
        )
    }

    fn reach(&self, g: &Game) -> Vec<Map<String, Value>> {
        let mut out = Vec::new();
        for from in board().ids() {
            let Some(p) = g.piece(from) else { continue };
            for to in g.destinations(from) {
                let mut e = Map::new();
                e.insert("from".into(), cell_name(from).into());
                e.insert("to".into(), cell_name(to).into());
                e.insert("capture".into(), g.piece(to).is_some().into());
                e.insert("side".into(), side_name(p.side).into());
                e.insert("piece".into(), p.kind.name().into());
                out.push(e);
            }
        }
        out
    }

    fn moves(&self, g: &Game) -> MovesReply {
        let moves = g.legal_moves();
        let check = g.in_check(g.to_move);
        let status = match (moves.is_empty(), check) {
            (false, _) => "ongoing",
            (true, true) => "checkmate",
            (true, false) => "stalemate",
        };
        MovesReply {
            fen: self.to_compact(g),
            to_move: side_name(g.to_move).into(),
            status: status.into(),
            check,
            moves: moves.iter().map(|m| self.entry(g, m)).collect(),
        }
    }

    fn play(&self, g: &mut Game, key: &str) -> Result<(), VariantError> {
        let m = g
            .legal_moves()
            .into_iter()
            .find(|m| crate::protocol::move_key(&self.entry(g, m)) == key)
            .ok_or_else(|| {
                VariantError::BadRequest(format!("{}: not a legal move here", excerpt(key)))
            })?;
        *g = g.play(&m);
        Ok(())
    }

    fn perft(&self, g: &Game, depth: u32) -> u64 {
        g.perft(depth)
    }

    fn divide(&self, g: &Game, depth: u32) -> Vec<(Map<String, Value>, u64)> {
        if depth == 0 {
            return Vec::new();
        }
        g.legal_moves()
            .iter()
            .map(|m| (self.entry(g, m), g.play(m).perft(depth - 1)))
            .collect()
    }

    fn perft_by(&self, g: &Game, depth: u32, mode: PerftMode) -> Result<PerftRows, VariantError> {
        let mut g = g.clone();
        // Moves are made on copies: there is no unmake to check, so the
        // checked mode is the core's count.
        if mode == PerftMode::Reference {
            g.implementation = Implementation::Reference;
        }
        if depth == 0 {
            return Ok((1, Vec::new()));
        }
        let rows: Vec<(String, u64)> = g
            .legal_moves()
            .iter()
            .map(|m| (notation(&g, m), g.play(m).perft(depth - 1)))
            .collect();
        Ok((rows.iter().map(|(_, n)| n).sum(), rows))
    }

    fn draw(&self, g: &Game, from: &str) -> Result<String, VariantError> {
        let from = find(from, "CELL").map_err(|e| VariantError::BadRequest(e.to_string()))?;
        if g.piece(from).is_none() {
            return Err(VariantError::BadRequest(format!(
                "CELL: no piece on {}",
                cell_name(from)
            )));
        }
        let dests = g.destinations(from);
        let b = board();
        let mut out = String::new();
        for level in (0..7).rev() {
            let cells: Vec<String> = b
                .ids()
                .filter(|&c| b.cell(c).level == level)
                .map(|c| {
                    let mark = match g.piece(c) {
                        _ if c == from => "@".to_string(),
                        Some(p) if dests.contains(&c) => format!("x{}", p.kind.letter()),
                        Some(p) if p.side == Side::White => p.kind.letter().to_string(),
                        Some(p) => p.kind.letter().to_ascii_lowercase().to_string(),
                        None if dests.contains(&c) => "*".into(),
                        None => ".".into(),
                    };
                    let name = &b.cell(c).name;
                    format!(
                        "{}{mark}",
                        &name[name.find(|ch: char| ch.is_ascii_lowercase()).unwrap_or(0)..]
                    )
                })
                .collect();
            out.push_str(&format!(
                "{:>4}: {}\n",
                super::LEVELS[level as usize],
                cells.join(" ")
            ));
        }
        Ok(out)
    }

    fn catalogue(
        &self,
        _: &(),
        _: bool,
        _: Option<u32>,
        _: CatalogueFormat,
    ) -> Result<Report, VariantError> {
        Err(VariantError::BadRequest(
            "the rule catalogue with predicates exists for goff only; Tetrahedral Chess's rules are listed in spec/variants/tetrahedral.md and checked by `verify --variant tetrahedral`".into(),
        ))
    }

    fn verify(&self, positions: usize, _plies: u64) -> Report {
        super::checks::verify(positions)
    }

    fn cases(&self) -> Vec<Case> {
        super::checks::cases()
    }
}

/// A case of this variant's suite.
pub(crate) fn case(
    id: String,
    rules: &[&str],
    source: &str,
    op: &str,
    position: Value,
    expect: Expect,
) -> Case {
    Case {
        id,
        variant: "tetrahedral".into(),
        options: Map::new(),
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
