//! The chapter's notation of a quantum move (L16296-16350, L16530-16541):
//! `piece(anchor) -- [proxy]spread,...`, a trailing promotion letter
//! (`[K8,8]q`, L16332) or a knight's attempted base piece (`[KR6,3]R`,
//! L16613-16617). `spec/variants/goff-quantum.md#3-notation-of-a-quantum-move`
//! gives the grammar and every example of the chapter.

use crate::core::input::excerpt;
use crate::goff::geometry::{tile::LEVELS, Vector, EDGE};
use crate::goff::pieces::{BasePiece, PieceKind, Side};
use std::fmt;

/// One spread: an odd width, with the plane letter that names its plane
/// when the spreads differ (rook `H L R`, bishop `U D L R`, L16444-16447).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Spread {
    pub plane: Option<char>,
    pub width: u8,
}

/// What follows the proxy's bracket.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Suffix {
    /// Nothing: the whole perimeter (O11).
    None,
    /// One spread per plane (or one for a quadrant move).
    Spreads(Vec<Spread>),
    /// The knight's attempted base piece (deflection rule).
    Attempt(BasePiece),
    /// The piece a pawn becomes in the histories where it promotes.
    Promote(PieceKind),
}

/// A quantum move as written, tiles in the mover's frame turned into
/// White's coordinates. The proxy may lie off the board (Fig. 250f,
/// L16555), so it is a vector, not a tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuantumMove {
    pub piece: PieceKind,
    pub anchor: Option<Vector>,
    pub proxy: Vector,
    pub suffix: Suffix,
}

/// Black's `---` (L16324-16332): no move; only the book's scenarios use
/// it (O18).
pub const PASS: &str = "---";

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("quantum move {text}: {why}")]
pub struct NotationError {
    pub text: String,
    pub why: String,
}

fn error(text: &str, why: impl Into<String>) -> NotationError {
    NotationError {
        text: excerpt(text),
        why: why.into(),
    }
}

/// A tile written `LEVEL i,j` from `side`'s side, distances 0-15 so that
/// an off-board proxy can be named (KR7,9, L16555); the level must exist.
fn parse_place(full: &str, text: &str, side: Side) -> Result<Vector, NotationError> {
    let split = text
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(text.len());
    let (level, rest) = text.split_at(split);
    let z = LEVELS.iter().position(|&l| l == level).ok_or_else(|| {
        error(
            full,
            format!(
                "unknown level {:?} in {:?} (levels are QR QN QB Q K KB KN KR)",
                excerpt(level),
                excerpt(text)
            ),
        )
    })?;
    let bad = || {
        error(
            full,
            format!(
                "malformed tile {:?} (expected LEVEL i,j such as K4,4)",
                excerpt(text)
            ),
        )
    };
    let (i, j) = rest.split_once(',').ok_or_else(bad)?;
    let distance = |d: &str| -> Result<i8, NotationError> {
        let ok = !d.is_empty()
            && d.len() <= 2
            && d.bytes().all(|b| b.is_ascii_digit())
            && !(d.len() == 2 && d.starts_with('0'));
        match ok {
            true => d.parse::<i8>().ok().filter(|&n| n <= 15).ok_or_else(bad),
            false => Err(bad()),
        }
    };
    let (i, j) = (distance(i)?, distance(j)?);
    let (i, j) = match side {
        Side::White => (i, j),
        Side::Black => (EDGE + 1 - i, EDGE + 1 - j),
    };
    Ok(Vector::new(z as i8 + 1, i, j))
}

/// A place named in White's frame, on or off the board (`KR8,9`): where
/// a move's `to` may lie.
pub fn place(name: &str) -> Option<Vector> {
    parse_place(name, name, Side::White).ok()
}

impl QuantumMove {
    /// Parses a move written by `side`, exactly as the chapter writes it
    /// (ASCII: the subscript follows the bracket directly).
    pub fn parse(text: &str, side: Side) -> Result<QuantumMove, NotationError> {
        let (head, tail) = text.split_once(" -- ").ok_or_else(|| {
            error(
                text,
                "expected PIECE(ANCHOR) -- [PROXY]SPREADS such as R(KR3,3) -- [KR6,6]5 (L16541)",
            )
        })?;
        let mut chars = head.chars();
        let piece = chars
            .next()
            .and_then(PieceKind::from_letter)
            .ok_or_else(|| error(text, "a move begins with a piece letter: P R B D N S Q K"))?;
        let rest = chars.as_str();
        let anchor = match rest {
            "" => None,
            r => {
                let inner = r
                    .strip_prefix('(')
                    .and_then(|r| r.strip_suffix(')'))
                    .ok_or_else(|| error(text, "the anchor is written in parentheses: R(KR3,3)"))?;
                Some(parse_place(text, inner, side)?)
            }
        };
        let body = tail
            .strip_prefix('[')
            .ok_or_else(|| error(text, "the proxy is written in brackets: [KR6,6]"))?;
        let (proxy, suffix) = body
            .split_once(']')
            .ok_or_else(|| error(text, "the proxy's bracket is not closed"))?;
        let proxy = parse_place(text, proxy, side)?;
        let suffix = parse_suffix(text, suffix, piece)?;
        Ok(QuantumMove {
            piece,
            anchor,
            proxy,
            suffix,
        })
    }

    /// The move as `side` writes it.
    pub fn to_text(&self, side: Side) -> String {
        let place = |v: Vector| {
            let (i, j) = match side {
                Side::White => (v.i, v.j),
                Side::Black => (EDGE + 1 - v.i, EDGE + 1 - v.j),
            };
            format!("{}{},{}", LEVELS[(v.z - 1) as usize], i, j)
        };
        let mut s = String::new();
        s.push(self.piece.letter());
        if let Some(a) = self.anchor {
            s.push_str(&format!("({})", place(a)));
        }
        s.push_str(&format!(" -- [{}]", place(self.proxy)));
        match &self.suffix {
            Suffix::None => {}
            Suffix::Spreads(spreads) => {
                let parts: Vec<String> = spreads
                    .iter()
                    .map(|w| match w.plane {
                        Some(p) => format!("{p}{}", w.width),
                        None => w.width.to_string(),
                    })
                    .collect();
                s.push_str(&parts.join(","));
            }
            Suffix::Attempt(b) => s.push(b.piece_kind().letter()),
            Suffix::Promote(k) => s.push(k.letter().to_ascii_lowercase()),
        }
        s
    }
}

fn parse_suffix(text: &str, suffix: &str, piece: PieceKind) -> Result<Suffix, NotationError> {
    if suffix.is_empty() {
        return Ok(Suffix::None);
    }
    if piece == PieceKind::Knight {
        return match suffix {
            "R" => Ok(Suffix::Attempt(BasePiece::Rook)),
            "B" => Ok(Suffix::Attempt(BasePiece::Bishop)),
            "D" => Ok(Suffix::Attempt(BasePiece::Duke)),
            _ => Err(error(
                text,
                "a knight's move ends with the base piece it attempts: R, B or D (L16613-16617)",
            )),
        };
    }
    if let [c] = suffix.as_bytes() {
        if c.is_ascii_lowercase() {
            let kind = PieceKind::from_letter((*c as char).to_ascii_uppercase())
                .filter(|k| !matches!(k, PieceKind::Pawn | PieceKind::King))
                .ok_or_else(|| error(text, "a promotion letter is one of q r b d n s (L16332)"))?;
            return Ok(Suffix::Promote(kind));
        }
    }
    let spreads = suffix
        .split(',')
        .map(|part| parse_spread(text, part))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Suffix::Spreads(spreads))
}

fn parse_spread(text: &str, part: &str) -> Result<Spread, NotationError> {
    let (plane, digits) = match part.chars().next() {
        Some(c) if c.is_ascii_uppercase() => (Some(c), &part[1..]),
        _ => (None, part),
    };
    if let Some(p) = plane {
        if !matches!(p, 'H' | 'L' | 'R' | 'U' | 'D') {
            return Err(error(
                text,
                format!("unknown plane letter {p} (rook H L R, bishop U D L R, L16446-16447)"),
            ));
        }
    }
    let width: u8 = match digits.as_bytes() {
        [b'1'..=b'9', ..] if digits.len() <= 2 && digits.bytes().all(|b| b.is_ascii_digit()) => {
            digits.parse().expect("digits")
        }
        _ => {
            return Err(error(
                text,
                format!(
                    "malformed spread {:?} (an odd number, a plane letter first when spreads differ: 5,5 or H1,L9)",
                    excerpt(part)
                ),
            ))
        }
    };
    if width.is_multiple_of(2) {
        return Err(error(
            text,
            format!("spread {width} is even: a spread is odd, centred on the proxy (L16439-16441)"),
        ));
    }
    Ok(Spread { plane, width })
}

impl fmt::Display for QuantumMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text(Side::White))
    }
}
