//! What congruent reads from its users, bounded and strict
//! (`spec/protocol.md#limits`): reads stop at a size limit instead of
//! growing without end, JSON with a key given twice is an error instead
//! of the last value silently winning, an integer beyond 64 bits is an
//! error instead of a float near it, and an error message quotes at most
//! a short excerpt of what it refuses.

use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};
use std::fmt;
use std::io::Read;

/// The largest position, options file or request line read (1 MiB): the
/// largest position, 512 pieces written out in JSON, is about 30 KiB.
pub const MAX_INPUT: usize = 1 << 20;

/// The largest suite file `conform --suite` reads (256 MiB; the whole Goff
/// suite is about 5 MiB).
pub const MAX_SUITE: usize = 256 << 20;

/// Characters of refused input quoted in an error message.
pub const MAX_EXCERPT: usize = 40;

/// Reads all of `source` as UTF-8 text, refusing more than `limit` bytes
/// without reading past them (`/dev/zero` is refused, not buffered).
pub fn read_bounded(source: impl Read, limit: usize, what: &str) -> Result<String, String> {
    let mut bytes = Vec::new();
    source
        .take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {what}: {e}"))?;
    if bytes.len() > limit {
        return Err(format!(
            "{what}: more than {} bytes (the input limit, spec/protocol.md#limits)",
            limit
        ));
    }
    String::from_utf8(bytes).map_err(|e| format!("{what}: not UTF-8 text ({e})"))
}

/// [`read_bounded`] of the file at `path`; errors begin with `what`
/// (`--input FILE`), which names the file as the user gave it.
pub fn read_file(path: &std::path::Path, limit: usize, what: &str) -> Result<String, String> {
    let file = std::fs::File::open(path).map_err(|e| format!("{what}: {e}"))?;
    read_bounded(file, limit, what)
}

/// `text` quoted for an error message: whole if short, else its first
/// [`MAX_EXCERPT`] characters and the length of the rest.
pub fn excerpt(text: &str) -> String {
    let mut chars = text.char_indices();
    match chars.nth(MAX_EXCERPT) {
        None => format!("{text:?}"),
        Some((cut, _)) => format!("{:?}... ({} bytes in all)", &text[..cut], text.len()),
    }
}

/// Parses JSON like `serde_json::from_str`, but an object that names a key
/// twice is an error naming the key (RFC 8259 leaves duplicates to the
/// reader; congruent refuses them rather than guess which one was meant).
pub fn parse_json(text: &str) -> Result<Value, String> {
    let mut de = serde_json::Deserializer::from_str(text);
    let value = Strict
        .deserialize(&mut de)
        .and_then(|v| de.end().map(|()| v))
        .map_err(|e| cut(&e.to_string()))?;
    if let Some(n) = wide_integer(text) {
        let shown = match n.len() <= MAX_EXCERPT {
            true => n.to_string(),
            false => excerpt(n),
        };
        return Err(format!(
            "integer {shown} out of range (integers are read as 64 bits, {} to {}, never rounded to a float)",
            i64::MIN,
            u64::MAX
        ));
    }
    Ok(value)
}

/// The first integer of `text`, valid JSON, that neither `i64` nor `u64`
/// holds: serde_json (without `arbitrary_precision`) reads it as the
/// nearest float, so that a request's `id` 18446744073709551616 would be
/// echoed as 1.8446744073709552e+19. A number written with a fraction or
/// an exponent is a float as written, and passes.
fn wide_integer(text: &str) -> Option<&str> {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                // A string, to its closing quote; an escape's second
                // byte is ASCII in valid JSON, so `i` stays on a
                // character boundary.
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            b'-' | b'0'..=b'9' => {
                let start = i;
                while i < bytes.len()
                    && matches!(bytes[i], b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')
                {
                    i += 1;
                }
                let number = &text[start..i];
                let integer = !number.contains(['.', 'e', 'E']);
                if integer && number.parse::<i64>().is_err() && number.parse::<u64>().is_err() {
                    return Some(number);
                }
            }
            _ => i += 1,
        }
    }
    None
}

/// An error message cut to a bounded length: a last guard, so that no
/// message quoting its input can grow with it. Long enough for the lists
/// congruent itself gives (Goff's 30 mutants, refusing an unknown one,
/// run to some 560 characters); the input a message quotes is already an
/// excerpt (`excerpt`).
pub fn cut(message: &str) -> String {
    const MAX: usize = 1000;
    match message.char_indices().nth(MAX) {
        None => message.to_string(),
        Some((at, _)) => format!("{}...", &message[..at]),
    }
}

/// A JSON value read with duplicate keys refused.
struct Strict;

impl<'de> DeserializeSeed<'de> for Strict {
    type Value = Value;
    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Strict {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_string()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut list = Vec::new();
        while let Some(v) = seq.next_element_seed(Strict)? {
            list.push(v);
        }
        Ok(Value::Array(list))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut m = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if m.contains_key(&key) {
                return Err(de::Error::custom(format_args!(
                    "duplicate key {}",
                    excerpt(&key)
                )));
            }
            let v = map.next_value_seed(Strict)?;
            m.insert(key, v);
        }
        Ok(Value::Object(m))
    }
}
