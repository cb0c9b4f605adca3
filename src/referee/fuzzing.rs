//! Properties checked on arbitrary bytes: the bodies of the cargo-fuzz
//! targets in `fuzz/` (libFuzzer harnesses, `TESTING.md#fuzzing`) and of
//! the corpus replay in `tests/it/fuzz_corpus.rs`, which keeps them from
//! rotting. Each function returns quietly on input it refuses and panics
//! if a property fails.
//!
//! * [`compact_string`], [`json_position`]: what parses round-trips, the
//!   engine agrees with the reference on every piece, unmaking every legal
//!   move restores the game.
//! * [`tile_notation`]: a tile that parses is written back exactly.
//! * [`move_notation`]: a move text that names a legal move is that move's
//!   text; every legal move's text names it (or is ambiguous).
//! * [`legals_are_legal`]: a candidate move is listed iff the validator
//!   accepts it (shakmaty's property of the same name).
//! * [`tetrahedral_position`]: a Tetrahedral Chess position (JSON or
//!   compact) that parses round-trips through both forms, and its moves
//!   can be listed and played; [`third_dimension_position`],
//!   [`positional_position`] and [`trans_dimensional_position`] the same
//!   for the other variants on the core.

use crate::core::rng::Rng;
use crate::core::variant::Validation;
use crate::goff::game::{Game, Move, MoveKind, MoveTextError};
use crate::goff::geometry::Tile;
use crate::goff::notation;
use crate::goff::pieces::{BasePiece, PieceKind, Side};
use crate::goff::samples;
use crate::goff::{fen, json};

/// A property over arbitrary bytes.
pub type Target = fn(&[u8]);

/// Every target by name: the names of `fuzz/fuzz_targets/*.rs` and of the
/// corpus folders.
pub const TARGETS: &[(&str, Target)] = &[
    ("compact_string", compact_string),
    ("json_position", json_position),
    ("tile_notation", tile_notation),
    ("move_notation", move_notation),
    ("legals_are_legal", legals_are_legal),
    ("tetrahedral_position", tetrahedral_position),
    ("third_dimension_position", third_dimension_position),
    ("positional_position", positional_position),
    ("trans_dimensional_position", trans_dimensional_position),
];

/// Positions with more pieces are only round-tripped: the reference and
/// make/unmake of every move would make each input slow.
const DEEP_CHECK_PIECES: usize = 24;

/// A compact position string (`spec/position-string.md`).
pub fn compact_string(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(setup) = fen::parse_fen(text) {
        check_setup(setup);
    }
}

/// A JSON position (`spec/protocol.md`).
pub fn json_position(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(setup) = json::parse_game(text) {
        check_setup(setup);
    }
}

/// A setup that parsed: legal implies analysable and the same game; the
/// game round-trips through both forms and passes [`check_game`].
fn check_setup(setup: crate::goff::game::setup::Setup) {
    let legal = setup.clone().game(Validation::Legal);
    let Ok(game) = setup.game(Validation::Analysis) else {
        assert!(legal.is_err(), "legal but not analysable");
        return;
    };
    if let Ok(l) = legal {
        assert_eq!(l, game, "the validation policy changed the game");
    }
    let again = fen::parse_fen(&fen::to_fen(&game))
        .expect("a written compact string parses")
        .game(Validation::Analysis)
        .expect("a written compact string is valid");
    assert_eq!(again, game, "compact string round trip");
    let again = json::parse_game(&json::game_json(&game).to_string())
        .expect("written JSON parses")
        .game(Validation::Analysis)
        .expect("written JSON is valid");
    assert_eq!(again, game, "JSON round trip");
    if game.position.len() <= DEEP_CHECK_PIECES {
        check_game(&game);
    }
}

/// The engine equals the reference on every piece; unmaking every legal
/// move restores the game.
pub fn check_game(game: &Game) {
    for (t, _) in game.position.pieces() {
        let engine = crate::goff::engine::destinations_with(&game.position, t, game.rules);
        let reference: crate::goff::geometry::Bitboard =
            crate::goff::reference::reach_with(&game.position, t, game.rules)
                .into_iter()
                .map(|d| d.to)
                .collect();
        assert_eq!(engine, reference, "engine and reference differ on {t}");
    }
    let mut g = game.clone();
    for m in g.legal_moves() {
        let undo = g.make(&m);
        g.unmake(undo);
        assert_eq!(&g, game, "unmaking {m:?} did not restore the game");
    }
}

/// A tile in the book's notation, from either side.
pub fn tile_notation(data: &[u8]) {
    tile_notation_with(data, |text, side| notation::parse_tile(text, side).ok());
}

/// [`tile_notation`] with the tile parser given, so that a test can show
/// the property fails on a parser that accepts what it cannot write back.
pub fn tile_notation_with(data: &[u8], parse_tile: impl Fn(&str, Side) -> Option<Tile>) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for side in [Side::White, Side::Black] {
        if let Some(t) = parse_tile(text, side) {
            assert_eq!(notation::tile_name(t, side), text, "tile round trip");
        }
        if let Ok((kind, t)) = notation::parse_placement(text, side) {
            let written = notation::placement(kind, t, side);
            assert_eq!(
                notation::parse_placement(&written, side),
                Ok((kind, t)),
                "placement round trip"
            );
        }
    }
}

/// A game reached from the start by the plies `data` chooses: its first
/// byte is the number of plies (at most 15), each next byte picks one
/// legal move. Returns the game and the bytes left.
fn game_from(data: &[u8]) -> (Game, &[u8]) {
    let mut game = Game::start();
    let Some((&n, mut rest)) = data.split_first() else {
        return (game, data);
    };
    for _ in 0..(n % 16) {
        let Some((&pick, tail)) = rest.split_first() else {
            break;
        };
        rest = tail;
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.make(&moves[pick as usize % moves.len()]);
    }
    (game, rest)
}

/// The book's move notation in a game reached from the start.
pub fn move_notation(data: &[u8]) {
    let (mut game, rest) = game_from(data);
    let legal = game.legal_moves();
    if let Ok(text) = std::str::from_utf8(rest) {
        if let Ok(m) = game.parse_move(text) {
            assert!(legal.contains(&m), "{text} parsed to an illegal move");
            assert_eq!(game.notation(&m), text, "move text round trip");
        }
    }
    // Two listed moves read back (every one would make each input slow).
    let picks = [rest.len(), rest.iter().map(|&b| b as usize).sum()];
    for m in picks
        .iter()
        .filter_map(|&i| legal.get(i % legal.len().max(1)))
    {
        match game.parse_move(&game.notation(m)) {
            Ok(found) => assert_eq!(found, *m, "{} names another move", game.notation(m)),
            Err(MoveTextError::Ambiguous { count, .. }) => assert!(count > 1),
            Err(e) => panic!("{}: {e}", game.notation(m)),
        }
    }
}

/// A candidate move in a random position or a game from the start: the
/// validator accepts it iff `legal_moves` lists it, and accepts every
/// listed move.
pub fn legals_are_legal(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let (mut game, rest) = if mode % 2 == 0 {
        game_from(rest)
    } else {
        let mut seed = [0u8; 8];
        let n = rest.len().min(8);
        seed[..n].copy_from_slice(&rest[..n]);
        let mut rng = Rng::new(u64::from_le_bytes(seed));
        let pieces = 2 + rng.below(30);
        let setup = crate::goff::game::setup::Setup {
            position: samples::position(&mut rng, pieces),
            to_move: if mode & 2 == 0 {
                Side::White
            } else {
                Side::Black
            },
            castling: Vec::new(),
            en_passant: None,
        };
        let Ok(game) = setup.game(Validation::Analysis) else {
            return;
        };
        (game, &rest[n..])
    };
    let legal = game.legal_moves();
    let [a, b, c, d, e, ..] = *rest else {
        return;
    };
    // Three listed moves validated (every one would make each input slow).
    for i in [a, b, c] {
        if let Some(m) = legal.get(i as usize % legal.len().max(1)) {
            assert_eq!(game.validate(m), Ok(()), "listed but refused: {m:?}");
        }
    }
    let own: Vec<Tile> = game
        .position
        .pieces()
        .filter(|(_, p)| p.side == game.to_move)
        .map(|(t, _)| t)
        .collect();
    if own.is_empty() {
        return;
    }
    let tile = |x: u8, y: u8| Tile::from_index(u16::from_le_bytes([x, y]) as usize % Tile::COUNT);
    let from = own[a as usize % own.len()];
    let to = tile(b, c);
    let other = tile(d, e);
    let kinds = [
        MoveKind::Normal,
        MoveKind::Uplift,
        MoveKind::StackMove,
        MoveKind::Decay(BasePiece::Bishop),
        MoveKind::Decay(BasePiece::Duke),
        MoveKind::Combine,
        MoveKind::Teleport(BasePiece::Bishop),
        MoveKind::Teleport(BasePiece::Duke),
        MoveKind::EnPassant(other),
        MoveKind::Fission(other),
        MoveKind::Promotion(PieceKind::ALL[e as usize % PieceKind::ALL.len()]),
    ];
    let kind = kinds[d as usize % kinds.len()];
    let candidate = Move { from, to, kind };
    assert_eq!(
        game.validate(&candidate).is_ok(),
        legal.contains(&candidate),
        "validator and move list disagree on {candidate:?}"
    );
}

/// A Tetrahedral Chess position, as JSON if it parses as JSON, else as a
/// compact string: what parses round-trips through both forms, unchanged,
/// and a legal one lists its moves with every move key playable.
pub fn tetrahedral_position(data: &[u8]) {
    core_position("tetrahedral", data)
}

/// A Chess in the Third Dimension position, checked as
/// [`tetrahedral_position`] checks Tetrahedral Chess's.
pub fn third_dimension_position(data: &[u8]) {
    core_position("third-dimension", data)
}

/// A Positional 3-D Chess (7x7x3) position: turns of two moves, frozen
/// boards and mates in both forms.
pub fn positional_position(data: &[u8]) {
    core_position("positional-7x7x3", data)
}

/// A Trans-Dimensional Chess position, captured pieces included.
pub fn trans_dimensional_position(data: &[u8]) {
    core_position("trans-dimensional", data)
}

/// A position of a variant on the cell-graph core, read and checked.
fn core_position(id: &str, data: &[u8]) {
    use crate::core::variant::Validation;
    use crate::registry::by_id;
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let rules = by_id(id).expect("a listed variant");
    let none = serde_json::Map::new();
    let value = crate::core::input::parse_json(text).unwrap_or_else(|_| text.to_string().into());
    let Ok((json, compact)) = rules.normalise(&none, &value, Validation::Analysis) else {
        return;
    };
    let again = rules
        .normalise(&none, &json, Validation::Analysis)
        .expect("written JSON parses");
    assert_eq!(again, (json.clone(), compact.clone()), "JSON round trip");
    let again = rules
        .normalise(&none, &compact.clone().into(), Validation::Analysis)
        .expect("a written compact string parses");
    assert_eq!(again, (json.clone(), compact), "compact round trip");
    if let Ok(reply) = rules.moves(&none, &json, Validation::Legal) {
        for m in reply.moves.iter().take(3) {
            let key = crate::core::case::move_key(m);
            rules
                .play(&none, &json, Validation::Legal, &key)
                .unwrap_or_else(|e| panic!("{key}: {e}"));
        }
    }
}
