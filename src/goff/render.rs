//! A plain-text picture of a position and one piece's destinations, level
//! by level from the top (KR) down, as the book draws its boards. The
//! characters stand for the book's decorators (Appendix II, L17996-18107):
//!
//! | char | meaning |
//! |---|---|
//! | `R B D Q N K` / `r b d q n k` | a white / black piece |
//! | `^` | apex tile |
//! | `%` | duplex tile (duke face-quadrant apex) |
//! | `+` | between (body) tile |
//! | `1` `2` `3` | linear (end) tile, open in that many planes |
//! | `|` | a pawn's end tile (advance or capture along a ray) |
//! | `*` | knight jump |
//! | `=` `#` `&` `~` | overlap tile reached by two or three base pieces: brook, q-tile, hotspot, Feynman (Tables 4-5, 34) |
//! | `x` | a capture (the captured piece's letter is hidden) |
//! | `@` | the moving piece |
//! | `.` | not reachable |
//!
//! A tile reached in several ways shows the first of: capture, overlap,
//! linear, apex, duplex, between, jump. Rows run `i` = 8 (top) to 1, columns `j` = 1 to 8,
//! in White's frame.

use crate::goff::geometry::{Role, Tile};
use crate::goff::notation::LEVELS;
use crate::goff::pieces::Side;
use crate::goff::position::Position;
use crate::goff::reach::Destination;
use std::fmt::Write;

/// The overlap class of a tile two or more base pieces reach (a queen's
/// or a stack's; L4738-5060).
fn overlap(d: &Destination, from: Tile) -> Option<char> {
    use crate::goff::reach::{Mover, Overlap};
    let movers = [Mover::Rook, Mover::Bishop, Mover::Duke];
    if movers.iter().filter(|&&m| d.reached_by(m)).count() < 2 {
        return None;
    }
    Overlap::of(d.to.coords() - from.coords()).map(|o| match o {
        Overlap::Brook => '=',
        Overlap::QTile => '#',
        Overlap::Hotspot => '&',
        Overlap::Feynman => '~',
    })
}

fn decorator(d: &Destination, from: Tile) -> char {
    if d.capture {
        return 'x';
    }
    if let Some(c) = overlap(d, from) {
        return c;
    }
    let open_planes = d
        .ways
        .iter()
        .filter(|w| w.role == Role::End)
        .map(|w| w.planes.len())
        .max();
    // A pawn's ways name no planes: its end tiles show as `|`.
    if let Some(n) = open_planes {
        return char::from_digit(n as u32, 10)
            .filter(|&c| c != '0')
            .unwrap_or('|');
    }
    let has = |r: Role| d.ways.iter().any(|w| w.role == r);
    [
        (Role::Apex, '^'),
        (Role::Duplex, '%'),
        (Role::Between, '+'),
        (Role::Jump, '*'),
    ]
    .into_iter()
    .find(|&(r, _)| has(r))
    .map_or('?', |(_, c)| c)
}

/// A piece's character: its letter, upper case for White, lower for
/// Black (CR 12: the drawing identifies the piece).
pub fn glyph(p: crate::goff::pieces::Piece) -> char {
    let c = p.kind.letter();
    match p.side {
        Side::White => c,
        Side::Black => c.to_ascii_lowercase(),
    }
}

fn piece_char(pos: &Position, t: Tile) -> Option<char> {
    pos.piece_at(t).map(glyph)
}

/// The position with the destinations of the piece on `from`.
pub fn render(pos: &Position, from: Tile, dests: &[Destination]) -> String {
    let mut marks = ['.'; Tile::COUNT];
    for d in dests {
        marks[d.to.index()] = decorator(d, from);
    }
    let mut out = String::new();
    for z in (1..=8).rev() {
        let _ = writeln!(out, "{:<3}j 12345678", LEVELS[z as usize - 1]);
        for i in (1..=8).rev() {
            let _ = write!(out, "  i{i} ");
            for j in 1..=8 {
                let t = Tile::new(z, i, j).expect("on board");
                let c = match marks[t.index()] {
                    '.' => piece_char(pos, t).unwrap_or('.'),
                    c => c,
                };
                out.push(if t == from { '@' } else { c });
            }
            out.push('\n');
        }
    }
    out
}
