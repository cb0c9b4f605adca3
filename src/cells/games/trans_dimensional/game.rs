//! Trans-Dimensional Chess as a [`Definition`] on the core (TD1-TD27 of
//! spec/variants/trans-dimensional.md): the pieces of [`super::setup`],
//! check, promotion to a captured piece, and the set-up.

use super::setup::{self, Kind};
use super::{board, cube_point, Triple};
use crate::cells::game::{self, Definition, Implementation, PieceKinds, Sections};
use crate::cells::tables::{Compiled, Leaps, Lines, Program};
use crate::cells::{Board, CellId};
use crate::core::side::Side;
use crate::core::variant::{OptionSpec, VariantError};
use serde_json::{Map, Value};

/// The variant, with its one option so far.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct TransDimensional {
    /// "When the White Pawn reaches any position within CUBE 3c3"
    /// (002:L282): promote on every move that ends in the cube (false,
    /// our default) or only on the move that enters it (true).
    pub promote_on_entry: bool,
}

pub type Game = game::Game<TransDimensional>;

impl PieceKinds for Kind {
    const ALL: &'static [Kind] = &Kind::ALL;

    fn index(self) -> usize {
        self as usize
    }

    fn name(self) -> &'static str {
        match self {
            Kind::King => "king",
            Kind::Queen => "queen",
            Kind::Rook => "rook",
            Kind::Bishop => "bishop",
            Kind::Unicorn => "unicorn",
            Kind::Favourite => "favourite",
            Kind::Archbishop => "archbishop",
            Kind::Dragon => "dragon",
            Kind::Knight => "knight",
            Kind::Hippogriff => "hippogriff",
            Kind::Wyvern => "wyvern",
            Kind::Gargoyle => "gargoyle",
            Kind::Pawn => "pawn",
        }
    }

    fn letter(self) -> char {
        Kind::letter(self)
    }
}

/// Levels of the field, bottom to top: the cube's level, then the
/// point's (`2/3`: cube level 2, point level 3).
const LEVELS: [&str; 9] = [
    "1/1", "1/2", "1/3", "2/1", "2/2", "2/3", "3/1", "3/2", "3/3",
];

/// The cube where a pawn of `side` may promote: 3c3 for White, 1a1 for
/// Black (002:L282-283), as (file, rank, level).
fn promotion_cube(side: Side) -> Triple {
    match side {
        Side::White => [2, 2, 2],
        Side::Black => [0, 0, 0],
    }
}

impl Definition for TransDimensional {
    type Kind = Kind;

    fn id(&self) -> &'static str {
        "trans-dimensional"
    }

    fn title(&self) -> &'static str {
        "L. Lynn Smith, Trans-Dimensional Chess"
    }

    fn seed(&self) -> &'static str {
        "002"
    }

    fn board(&self) -> &'static Board {
        board()
    }

    fn levels(&self) -> &'static [&'static str] {
        &LEVELS
    }

    fn option_set(&self) -> Vec<OptionSpec> {
        vec![OptionSpec {
            key: "promotion",
            values: vec!["any-move", "on-entry"],
            source: "002:L282-285 (spec/variants/trans-dimensional.md#open-questions, 5a)",
        }]
    }

    fn with_options(&self, fields: &Map<String, Value>) -> Result<Self, VariantError> {
        let mut d = *self;
        for (_, v) in crate::cells::game::chosen(&self.option_set(), fields)? {
            d.promote_on_entry = v == 1;
        }
        Ok(d)
    }

    fn chosen_options(&self) -> Map<String, Value> {
        let v = if self.promote_on_entry {
            "on-entry"
        } else {
            "any-move"
        };
        Map::from_iter([("promotion".to_string(), Value::from(v))])
    }

    /// The set-up of 002:L1586-1665 (errata E1-E5 corrected); White moves
    /// first (spec: open question 7).
    fn initial(&self) -> Game {
        let mut g = Game::new(*self);
        for (c, p) in setup::start().into_iter().enumerate() {
            g.put(
                c as CellId,
                p.map(|(side, kind)| crate::cells::game::Piece { side, kind }),
            );
        }
        g
    }

    fn king(&self) -> Kind {
        Kind::King
    }

    /// The core's lines and leaps as tables (issue 26): one line family
    /// per base slider (TD13-TD15), which the composites ride together
    /// (TD16-TD19); the leapers' and the king's cells (TD20-TD25); each
    /// side's pawn moves and captures (TD8-TD11). Every kind lists its
    /// cells sorted, as [`setup::destinations_on`] does.
    fn compiled(&self) -> Option<&'static Compiled> {
        static TABLES: std::sync::OnceLock<Compiled> = std::sync::OnceLock::new();
        Some(TABLES.get_or_init(|| {
            use super::{Leaper, Slider};
            let b = board();
            let sliders = [Slider::Rook, Slider::Bishop, Slider::Unicorn];
            let lines = sliders
                .map(|s| Lines::new(b, |c| super::slider_lines(s, c)))
                .to_vec();
            let leapers = [
                Leaper::Knight,
                Leaper::Hippogriff,
                Leaper::Wyvern,
                Leaper::Gargoyle,
            ];
            let mut leaps: Vec<Leaps> = leapers
                .iter()
                .map(|&l| Leaps::new(b, |c| super::leaper(l, c)))
                .collect();
            leaps.push(Leaps::new(b, super::king));
            for positive in [true, false] {
                leaps.push(Leaps::new(b, |c| super::pawn(c, positive).0));
                leaps.push(Leaps::new(b, |c| super::pawn(c, positive).1));
            }
            let programs = Kind::ALL.map(|k| {
                let program = match k {
                    Kind::King => Program::leaps(&[4]),
                    Kind::Pawn => Program::pawn(5, 6),
                    _ => match k.leaper() {
                        Some(l) => Program::leaps(&[leapers
                            .iter()
                            .position(|&x| x == l)
                            .expect("a leaper")]),
                        None => Program::rides(
                            &k.sliders()
                                .iter()
                                .map(|s| sliders.iter().position(|x| x == s).expect("a slider"))
                                .collect::<Vec<_>>(),
                        ),
                    },
                };
                let program = Program {
                    sorted: true,
                    ..program
                };
                let mut black = program.clone();
                if k == Kind::Pawn {
                    black.pushes = vec![7];
                    black.captures = vec![8];
                }
                [program, black]
            });
            Compiled::new(lines, leaps, programs.to_vec())
        }))
    }

    fn destinations(&self, g: &Game, from: CellId) -> Vec<CellId> {
        let at = |c: CellId| g.piece(c).map(|p| (p.side, p.kind));
        setup::destinations_on(&at, from, g.implementation == Implementation::Reference)
    }

    /// A pawn attacks the cells it captures on (TD8, TD10, TD11), never
    /// its non-capturing field step; other pieces what they reach. The
    /// core skips a piece that could not attack `target` even on an empty
    /// field; the reference tests the one cell as it tests every cell.
    fn attacks(&self, g: &Game, from: CellId, target: CellId) -> bool {
        let p = g.piece(from).expect("a piece on from");
        let at = |c: CellId| g.piece(c).map(|p| (p.side, p.kind));
        match (g.implementation, p.kind) {
            (Implementation::Reference, _) => setup::reference_attacks(&at, from, target),
            (Implementation::Engine, _) if !setup::may_attack(p.side, p.kind, from, target) => {
                false
            }
            (Implementation::Engine, Kind::Pawn) => {
                super::pawn(from, p.side == Side::White).1.contains(&target)
            }
            (Implementation::Engine, _) => self.destinations(g, from).contains(&target),
        }
    }

    /// A pawn ending a move in the far corner cube may become one of its
    /// side's captured pieces, or stay a pawn (002:L282-285; spec: open
    /// question 5).
    fn promotions(&self, g: &Game, from: CellId, to: CellId) -> Vec<Kind> {
        let p = g.piece(from).expect("a piece on from");
        // Asked for every destination of every piece: compare
        // coordinates, not names.
        let cube = |c: CellId| cube_point(c).0;
        let target = promotion_cube(p.side);
        let entering = cube(from) != target;
        if p.kind != Kind::Pawn || cube(to) != target || (self.promote_on_entry && !entering) {
            return Vec::new();
        }
        let mut pool: Vec<Kind> = g.captured[p.side.index()]
            .iter()
            .copied()
            .filter(|k| !matches!(k, Kind::Pawn | Kind::King))
            .collect();
        pool.dedup();
        pool
    }

    fn may_decline_promotion(&self) -> bool {
        true
    }

    fn keeps_captured(&self) -> bool {
        true
    }

    fn sections(&self) -> Sections<Kind> {
        Sections {
            pieces: &[
                (Kind::King, &["TD20"]),
                (Kind::Queen, &["TD19"]),
                (Kind::Rook, &["TD13"]),
                (Kind::Bishop, &["TD14"]),
                (Kind::Unicorn, &["TD15"]),
                (Kind::Favourite, &["TD16"]),
                (Kind::Archbishop, &["TD17"]),
                (Kind::Dragon, &["TD18"]),
                (Kind::Knight, &["TD22", "TD21"]),
                (Kind::Hippogriff, &["TD23", "TD21"]),
                (Kind::Wyvern, &["TD24", "TD21"]),
                (Kind::Gargoyle, &["TD25", "TD21"]),
                (Kind::Pawn, &["TD8", "TD9", "TD10", "TD11"]),
            ],
            moves: &[("promotion", &["TD12"])],
            check: &["TD26"],
            options: &[("promotion", "TD12")],
            unmeasured: &[],
        }
    }
}
