//! The state of a quantum game: a classical ensemble (L16079-16100), each
//! history a legal classical game, histories that reach one position
//! merged with an integer weight (L17066-17110). Every piece carries an
//! identity, so "the piece" is one identity across histories (L16786-16800).

use super::QuantumError;
use crate::goff::game::{Game, MoveKind};
use crate::goff::geometry::Tile;
use crate::goff::notation::tile_name;
use crate::goff::pieces::{BasePiece, PieceKind, Side};
use serde_json::{json, Map, Value};
use std::collections::{BTreeMap, HashMap};

/// A piece's identity, the same in every history.
pub type Id = u16;

/// The identity of the duke that a fission splits from the stack `id`
/// (the bishop keeps the stack's): the same in every history, printed
/// `D5'` for stack 5.
pub fn split_duke(id: Id) -> Id {
    id | SPLIT
}

const SPLIT: Id = 0x8000;

/// One classical game of the ensemble and the identity of each piece.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History {
    pub game: Game,
    /// `(tile, identity)` for every piece, by tile.
    pub ids: Vec<(Tile, Id)>,
}

impl History {
    /// A classical game with its pieces numbered 1, 2, ... in tile order.
    pub fn classical(game: Game) -> History {
        let ids = game
            .position
            .pieces()
            .enumerate()
            .map(|(n, (t, _))| (t, n as Id + 1))
            .collect();
        History { game, ids }
    }

    pub fn id_at(&self, t: Tile) -> Option<Id> {
        self.ids.iter().find(|&&(u, _)| u == t).map(|&(_, id)| id)
    }

    pub fn tile_of(&self, id: Id) -> Option<Tile> {
        self.ids.iter().find(|&&(_, i)| i == id).map(|&(t, _)| t)
    }

    /// Where the piece `id` stands, as itself or as a part of a stack: a
    /// stack's bishop is the stack's identity, its duke that identity's
    /// split form ([`split_duke`]), the identities the parts keep when
    /// the stack decays or explodes.
    pub fn part_tile(&self, id: Id) -> Option<Tile> {
        self.tile_of(id).or_else(|| {
            let stack = self.tile_of(id & !SPLIT).filter(|_| id & SPLIT != 0)?;
            let p = self.game.position.piece_at(stack)?;
            (p.kind == PieceKind::Stack).then_some(stack)
        })
    }

    /// The identity of the `kind` part (bishop or duke) of the stack on
    /// `t`, or of the piece on `t` itself.
    pub fn part_id(&self, t: Tile, kind: PieceKind) -> Option<Id> {
        let id = self.id_at(t)?;
        let on = self.game.position.piece_at(t)?.kind;
        match (on, kind) {
            (PieceKind::Stack, PieceKind::Duke) => Some(split_duke(id)),
            (PieceKind::Stack, PieceKind::Bishop) => Some(id),
            (k, want) if k == want => Some(id),
            _ => None,
        }
    }

    /// The identities after `m` (a move, a promotion, a stack move or a
    /// fission: what quantum moves make), which captures what stood on
    /// its landing tiles.
    pub fn after(&self, m: &crate::goff::game::Move) -> Vec<(Tile, Id)> {
        let landing = |t: Tile| t == m.to || m.kind == MoveKind::Fission(t);
        let mut ids: Vec<(Tile, Id)> = self
            .ids
            .iter()
            .filter(|&&(t, _)| !landing(t))
            .map(|&(t, id)| (if t == m.from { m.to } else { t }, id))
            .collect();
        let stack = || self.id_at(m.from).expect("the stack has an identity");
        // A stack formed on `to` keeps its bishop's identity: the one that
        // stood there where a duke moves onto a bishop.
        let onto_bishop = |ids: &mut Vec<(Tile, Id)>| {
            if let Some(b) = self.id_at(m.to) {
                for entry in ids.iter_mut().filter(|e| e.0 == m.to) {
                    entry.1 = b;
                }
            }
        };
        let mover = self.game.position.piece_at(m.from).map(|p| p.kind);
        match m.kind {
            MoveKind::Fission(duke) => ids.push((duke, split_duke(stack()))),
            // The bishop leaves with the stack's identity; the duke stays
            // (a teleport: onto its own lone duke, which joins it).
            MoveKind::Decay(BasePiece::Bishop) | MoveKind::Teleport(BasePiece::Bishop) => {
                ids.push((m.from, split_duke(stack())))
            }
            // The duke leaves with its split identity; the bishop stays.
            MoveKind::Decay(_) => {
                let n = stack();
                for entry in ids.iter_mut().filter(|e| e.0 == m.to) {
                    entry.1 = split_duke(n);
                }
                ids.push((m.from, n));
            }
            // The duke leaves onto its own lone bishop, whose identity
            // the new stack keeps; the bishop stays with the old one's.
            MoveKind::Teleport(_) => {
                onto_bishop(&mut ids);
                ids.push((m.from, stack()));
            }
            MoveKind::Combine if mover == Some(PieceKind::Duke) => onto_bishop(&mut ids),
            _ => {}
        }
        ids.sort();
        ids
    }

    /// What makes two histories the same state: the position, the side to
    /// move, the state bits and the identities.
    fn key(&self) -> Vec<u16> {
        let g = &self.game;
        let mut k: Vec<u16> = Vec::with_capacity(4 * self.ids.len() + 4);
        for (t, p) in g.position.pieces() {
            k.extend([t.index() as u16, p.side.index() as u16, p.kind as u16]);
        }
        k.push(u16::MAX);
        k.push(g.to_move.index() as u16);
        k.push(
            g.en_passant
                .as_ref()
                .map_or(u16::MAX, |e| e.pawn.index() as u16),
        );
        k.extend(g.castling.iter().map(|t| t.index() as u16));
        k.push(u16::MAX);
        k.extend(self.ids.iter().flat_map(|&(t, id)| [t.index() as u16, id]));
        k
    }
}

/// A weighted set of histories (all with the same side to move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ensemble {
    pub histories: Vec<(History, u64)>,
}

impl Ensemble {
    pub fn classical(game: Game) -> Ensemble {
        Ensemble {
            histories: vec![(History::classical(game), 1)],
        }
    }

    /// The number of classical histories: the sum of the weights.
    pub fn weight(&self) -> u64 {
        self.histories.iter().map(|(_, w)| w).sum()
    }

    pub fn to_move(&self) -> Side {
        self.histories[0].0.game.to_move
    }

    /// Histories of one state merged, weights added; in a canonical order
    /// (by state), so that the order of histories never matters.
    pub fn merged(histories: Vec<(History, u64)>) -> Ensemble {
        let mut at: HashMap<Vec<u16>, usize> = HashMap::new();
        let mut out: Vec<(Vec<u16>, History, u64)> = Vec::new();
        for (h, w) in histories {
            let k = h.key();
            match at.get(&k) {
                Some(&n) => out[n].2 += w,
                None => {
                    at.insert(k.clone(), out.len());
                    out.push((k, h, w));
                }
            }
        }
        out.sort_by(|a, b| a.0.cmp(&b.0));
        Ensemble {
            histories: out.into_iter().map(|(_, h, w)| (h, w)).collect(),
        }
    }

    /// Every identity with its kind letter and side (from the first history
    /// that holds it), in identity order.
    pub fn pieces(&self) -> BTreeMap<Id, (Side, PieceKind)> {
        let mut out = BTreeMap::new();
        for (h, _) in &self.histories {
            for &(t, id) in &h.ids {
                let p = h
                    .game
                    .position
                    .piece_at(t)
                    .expect("an identity marks a piece");
                out.entry(id).or_insert((p.side, p.kind));
            }
        }
        out
    }

    /// The virtual pieces of `id`: each tile it stands on, with the weight
    /// of the histories where it stands there (L16100-16112).
    pub fn virtual_pieces(&self, id: Id) -> BTreeMap<Tile, u64> {
        let mut out = BTreeMap::new();
        for (h, w) in &self.histories {
            if let Some(t) = h.tile_of(id) {
                *out.entry(t).or_insert(0) += w;
            }
        }
        out
    }

    /// The weight of the histories in which `id` is captured.
    pub fn captured(&self, id: Id) -> u64 {
        self.histories
            .iter()
            .filter(|(h, _)| h.tile_of(id).is_none())
            .map(|(_, w)| w)
            .sum()
    }

    /// A piece's superposition in the chapter's modified Dirac notation
    /// (eq. 11, L17080-17100), ASCII: `Ψ_R3 = 1/27 { 1|KR5,6>_R3 ⊕ ... }`,
    /// tiles in White's frame, in board order; weights always printed.
    pub fn dirac(&self, id: Id) -> String {
        let label = self.label(id);
        let terms: Vec<String> = self
            .virtual_pieces(id)
            .iter()
            .map(|(t, w)| format!("{w}|{}>_{label}", tile_name(*t, Side::White)))
            .collect();
        let mut text = format!(
            "Ψ_{label} = 1/{} {{ {} }}",
            self.weight(),
            terms.join(" ⊕ ")
        );
        let gone = self.captured(id);
        if gone > 0 {
            text.push_str(&format!(" (captured in {gone})"));
        }
        text
    }

    /// The joint state of several pieces (eqs. 4, 7 and 10, L16855-16924):
    /// each combination of their tiles that some history holds, with the
    /// weight of those histories, `Ψ_N1R2 = 1/3 { 1|K4,3>_N1|K1,2>_R2 ⊕
    /// ... }`; a piece captured in a history is written `|x>`. Unlike the
    /// book's eqs. 7 and 10, which print the terms that put both pieces on
    /// one tile yet normalise by 3 and 2, only the histories are listed:
    /// two pieces never share a tile in a classical position.
    pub fn joint(&self, ids: &[Id]) -> String {
        let mut terms: BTreeMap<Vec<Option<Tile>>, u64> = BTreeMap::new();
        for (h, w) in &self.histories {
            let key = ids.iter().map(|&id| h.tile_of(id)).collect();
            *terms.entry(key).or_insert(0) += w;
        }
        let labels: Vec<String> = ids.iter().map(|&id| self.label(id)).collect();
        let written: Vec<String> = terms
            .iter()
            .map(|(tiles, w)| {
                let kets: String = tiles
                    .iter()
                    .zip(&labels)
                    .map(|(t, l)| match t {
                        Some(t) => format!("|{}>_{l}", tile_name(*t, Side::White)),
                        None => format!("|x>_{l}"),
                    })
                    .collect();
                format!("{w}{kets}")
            })
            .collect();
        format!(
            "Ψ_{} = 1/{} {{ {} }}",
            labels.concat(),
            self.weight(),
            written.join(" ⊕ ")
        )
    }

    /// `R3`: the piece letter and the identity.
    pub fn label(&self, id: Id) -> String {
        let (side, kind) = self.pieces()[&id];
        let _ = side;
        match id & SPLIT {
            0 => format!("{}{id}", kind.letter()),
            _ => format!("{}{}'", kind.letter(), id & !SPLIT),
        }
    }

    /// The JSON form (`spec/variants/goff-quantum.md#json`).
    pub fn to_json(&self) -> Value {
        let histories: Vec<Value> = self
            .histories
            .iter()
            .map(|(h, w)| {
                let ids: Map<String, Value> = h
                    .ids
                    .iter()
                    .map(|&(t, id)| (t.to_string(), Value::from(id)))
                    .collect();
                json!({"weight": w, "position": crate::goff::json::game_json(&h.game), "ids": ids})
            })
            .collect();
        let pieces: Vec<Value> = self
            .pieces()
            .iter()
            .map(|(&id, (side, kind))| {
                let tiles: Map<String, Value> = self
                    .virtual_pieces(id)
                    .iter()
                    .map(|(t, w)| (t.to_string(), Value::from(*w)))
                    .collect();
                json!({"id": id, "side": side.name(), "kind": kind.name(), "tiles": tiles, "captured": self.captured(id)})
            })
            .collect();
        json!({
            "variant": "goff-quantum",
            "pieces": self.drawn_pieces(),
            "to_move": self.to_move().name(),
            "histories_count": self.weight(),
            "positions": self.histories.len(),
            "histories": histories,
            "virtual_pieces": pieces,
        })
    }

    /// Every virtual piece as a position's piece (`side`, `kind`, `tile`)
    /// with its `weight` where it is not in every history, so that a
    /// drawing shows the ensemble; printed, never read.
    fn drawn_pieces(&self) -> Vec<Value> {
        let total = self.weight();
        let mut out = Vec::new();
        for &id in self.pieces().keys() {
            for (t, w) in self.virtual_pieces(id) {
                let (side, kind) = self
                    .histories
                    .iter()
                    .find_map(|(h, _)| {
                        (h.tile_of(id) == Some(t)).then(|| h.game.position.piece_at(t))?
                    })
                    .map(|p| (p.side, p.kind))
                    .expect("a virtual piece stands in some history");
                let mut piece = json!({"side": side.name(), "kind": kind.name(), "tile": t.to_string(), "id": id});
                if w != total {
                    piece["weight"] = w.into();
                }
                out.push(piece);
            }
        }
        out
    }

    /// An ensemble from its JSON form (only `histories` is read; the
    /// summaries and `pieces` are recomputed), or a classical position (Goff's game
    /// JSON or compact string), which becomes one history of weight 1.
    pub fn from_json(
        value: &Value,
        validation: crate::core::validation::Validation,
    ) -> Result<Ensemble, QuantumError> {
        let bad = |why: String| QuantumError::Input(why);
        if let Value::String(text) = value {
            let setup =
                crate::goff::fen::parse_fen(text).map_err(|e| bad(format!("position: {e}")))?;
            let game = setup
                .game(validation)
                .map_err(|e| bad(format!("position: {e}")))?;
            return Ok(Ensemble::classical(game));
        }
        let Some(list) = value.get("histories") else {
            let setup = crate::goff::json::parse_game_value(value)
                .map_err(|e| bad(format!("position: {e}")))?;
            let game = setup
                .game(validation)
                .map_err(|e| bad(format!("position: {e}")))?;
            return Ok(Ensemble::classical(game));
        };
        let list = list
            .as_array()
            .filter(|l| !l.is_empty())
            .ok_or_else(|| bad("\"histories\" is a non-empty array".into()))?;
        let mut histories = Vec::new();
        for (n, entry) in list.iter().enumerate() {
            let at = |why: String| bad(format!("histories[{n}]: {why}"));
            let weight = entry
                .get("weight")
                .and_then(Value::as_u64)
                .filter(|&w| w > 0)
                .ok_or_else(|| at("\"weight\" is a positive integer".into()))?;
            let position = entry
                .get("position")
                .ok_or_else(|| at("no \"position\"".into()))?;
            let game = crate::goff::json::parse_game_value(position)
                .map_err(|e| at(e.to_string()))?
                .game(validation)
                .map_err(|e| at(e.to_string()))?;
            let ids =
                match entry.get("ids") {
                    None => History::classical(game.clone()).ids,
                    Some(Value::Object(m)) => {
                        let mut ids = Vec::new();
                        for (tile, id) in m {
                            let t = crate::goff::notation::parse_tile(tile, Side::White)
                                .map_err(|e| at(format!("ids: {e}")))?;
                            let id = id.as_u64().and_then(|i| Id::try_from(i).ok()).ok_or_else(
                                || at(format!("ids: {tile}: an identity is an integer 0-65535")),
                            )?;
                            ids.push((t, id));
                        }
                        ids.sort();
                        ids
                    }
                    Some(_) => return Err(at("\"ids\" maps tiles to identities".into())),
                };
            let tiles: Vec<Tile> = game.position.pieces().map(|(t, _)| t).collect();
            let marked: Vec<Tile> = ids.iter().map(|&(t, _)| t).collect();
            if tiles != marked {
                return Err(at("\"ids\" names exactly the tiles with pieces".into()));
            }
            let mut seen: Vec<Id> = ids.iter().map(|&(_, id)| id).collect();
            seen.sort();
            if seen.windows(2).any(|w| w[0] == w[1]) {
                return Err(at("an identity marks two pieces".into()));
            }
            histories.push((History { game, ids }, weight));
        }
        let side = histories[0].0.game.to_move;
        if histories.iter().any(|(h, _)| h.game.to_move != side) {
            return Err(bad("every history has the same side to move".into()));
        }
        Ok(Ensemble::merged(histories))
    }
}
