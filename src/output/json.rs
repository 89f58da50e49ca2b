//! `Json` and `Jsonl`: rows as JSON objects, every value exact, and the one rule by which a cell
//! becomes JSON ([`cell`]). serde escapes what JSON requires; [`terminal_safe`] escapes what a
//! terminal would act on, without changing the value.

use std::io::{self, Write};

use rusqlite::types::Value;
use serde::ser::{Serialize, SerializeMap, Serializer};
use serde_json::Value as Json;

use crate::text::hex;

/// One value as JSON: numbers as numbers, NULL (and NaN, infinities) as null, text as a string,
/// blobs as hex. The one rule for every JSON gpudb writes, for commands that build JSON
/// themselves too.
pub fn cell(v: &Value) -> Json {
    match v {
        Value::Null => Json::Null,
        Value::Integer(i) => Json::from(*i),
        // JSON has no NaN/Infinity; null is the only valid stand-in.
        Value::Real(f) => serde_json::Number::from_f64(*f).map_or(Json::Null, Json::Number),
        Value::Text(t) => Json::String(t.clone()),
        Value::Blob(b) => Json::String(hex(b)),
    }
}

/// A JSON output being written: a pretty array of objects, or one compact object per line.
pub(super) struct Sink<W: Write> {
    out: W,
    keys: Vec<String>,
    /// `Jsonl`: one object per line, no array around them.
    lines: bool,
    rows: u64,
}

impl<W: Write> Sink<W> {
    /// A JSON output whose objects have a key per name in `names` (see [`keys`]).
    pub(super) fn new(out: W, names: &[String], lines: bool) -> Self {
        Sink {
            out,
            keys: keys(names),
            lines,
            rows: 0,
        }
    }

    pub(super) fn row(&mut self, values: Vec<&Value>) -> io::Result<()> {
        let obj = Object(&self.keys, values);
        if self.lines {
            let text = serde_json::to_string(&obj).map_err(io::Error::from)?;
            return writeln!(self.out, "{}", terminal_safe(text));
        }
        let text = serde_json::to_string_pretty(&obj).map_err(io::Error::from)?;
        // Inside the array each line of the object is indented once more; serde writes
        // newlines only between tokens, never inside a string.
        let sep = if self.rows == 0 { "[\n" } else { ",\n" };
        self.rows += 1;
        let text = format!("{sep}  {}", text.replace('\n', "\n  "));
        self.out.write_all(terminal_safe(text).as_bytes())
    }

    pub(super) fn finish(mut self) -> io::Result<()> {
        if !self.lines {
            let close = if self.rows == 0 { "[]" } else { "\n]" };
            writeln!(self.out, "{close}")?;
        }
        self.out.flush()
    }
}

/// A JSON document as text, pretty or on one line (`compact`), safe for a terminal.
pub(super) fn document(value: &Json, compact: bool) -> io::Result<String> {
    let text = if compact {
        serde_json::to_string(value)
    } else {
        serde_json::to_string_pretty(value)
    }
    .map_err(io::Error::from)?;
    Ok(terminal_safe(text))
}

/// One value as JSON by the rule of [`cell`], serialized without building a [`Json`]: text,
/// integers and finite reals, which `cell` passes through as they are, are written directly
/// (building each value first costs JSON output of numbers and text about 5% more CPU); NULL,
/// NaN, infinities and blobs, where the rule decides something, go through `cell`. A test holds
/// the two the same.
struct Cell<'a>(&'a Value);

impl Serialize for Cell<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        match self.0 {
            Value::Text(t) => s.serialize_str(t),
            Value::Integer(i) => s.serialize_i64(*i),
            Value::Real(f) if f.is_finite() => s.serialize_f64(*f),
            other => cell(other).serialize(s),
        }
    }
}

/// One row as a JSON object, keys in column order, serialized without building a map.
struct Object<'a>(&'a [String], Vec<&'a Value>);

impl Serialize for Object<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in self.0.iter().zip(&self.1) {
            map.serialize_entry(k, &Cell(v))?;
        }
        map.end()
    }
}

/// Object keys in column order; a repeated name gets `_2`, `_3`… so no value is lost.
pub fn keys(columns: &[String]) -> Vec<String> {
    let mut keys: Vec<String> = Vec::with_capacity(columns.len());
    for name in columns {
        let mut key = name.clone();
        let mut n = 2;
        while keys.contains(&key) {
            key = format!("{name}_{n}");
            n += 1;
        }
        keys.push(key);
    }
    keys
}

/// JSON text with DEL, C1 controls (U+009B is a CSI on some terminals) and bidi overrides written
/// as `\uXXXX`. serde escapes only C0, and these can only occur inside strings, so the JSON value
/// stays exactly the same; only its printed form becomes safe for a terminal.
pub fn terminal_safe(text: String) -> String {
    let unsafe_char = |c: char| matches!(c, '\u{7f}'..='\u{9f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
    if !text.chars().any(unsafe_char) {
        return text;
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if unsafe_char(c) {
            out.push_str(&format!("\\u{:04x}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::tests::{render, rs, sample, t};
    use crate::output::Format;
    use serde_json::Value as Json;

    #[test]
    fn a_cell_is_json_by_one_rule() {
        assert_eq!(cell(&Value::Null), Json::Null);
        assert_eq!(cell(&Value::Integer(-3)), serde_json::json!(-3));
        assert_eq!(cell(&Value::Real(0.04321)), serde_json::json!(0.04321));
        assert_eq!(cell(&Value::Real(f64::NAN)), Json::Null);
        assert_eq!(cell(&Value::Real(f64::NEG_INFINITY)), Json::Null);
        assert_eq!(cell(&t("é\u{1b}")), Json::String("é\u{1b}".into()));
        assert_eq!(
            cell(&Value::Blob(vec![0xde, 0xad])),
            "dead",
            "blobs are hex"
        );
    }

    #[test]
    fn rows_are_written_by_the_cell_rule() {
        let values = [
            Value::Null,
            Value::Integer(i64::MIN),
            Value::Integer(7),
            Value::Real(-0.0),
            Value::Real(3046.14),
            Value::Real(1e300),
            Value::Real(f64::NAN),
            Value::Real(f64::INFINITY),
            t(""),
            t("a\"b\u{9b}"),
            Value::Blob(vec![]),
            Value::Blob(vec![0, 0xff]),
        ];
        for v in &values {
            let written = serde_json::to_string(&Cell(v)).unwrap();
            assert_eq!(written, serde_json::to_string(&cell(v)).unwrap(), "{v:?}");
        }
    }

    #[test]
    fn json_is_typed_and_exact() {
        let text = render(&sample(), Format::Json, Some(80));
        assert!(text.ends_with("]\n"));
        let v: Json = serde_json::from_str(&text).unwrap();
        let keys: Vec<&String> = v[0].as_object().unwrap().keys().collect();
        assert_eq!(keys, ["id", "score", "name", "note"]);
        assert!(v[0]["id"].is_i64() && v[0]["score"].is_f64() && v[0]["note"].is_null());
        assert_eq!(v[0]["score"].as_f64(), Some(3046.14));
        assert_eq!(v[1]["score"].as_f64(), Some(0.04321));
        assert_eq!(v.as_array().map(Vec::len), Some(3));
        assert_eq!(v[0]["name"], "GPU|A");
        assert_eq!(v[2]["note"], "dead", "blobs are hex");
    }

    #[test]
    fn json_nonfinite_is_null_and_duplicate_keys_kept() {
        let r = rs(
            &["x", "x"],
            vec![vec![f64::NAN.into(), f64::INFINITY.into()]],
        );
        let v: Json = serde_json::from_str(&render(&r, Format::Json, None)).unwrap();
        assert!(v[0]["x"].is_null() && v[0]["x_2"].is_null());
    }

    #[test]
    fn jsonl_one_compact_object_per_line() {
        let text = render(&sample(), Format::Jsonl, None);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3);
        assert!(text.ends_with('\n'));
        let first = r#"{"id":1,"score":3046.14,"name":"GPU|A","note":null}"#;
        assert_eq!(lines[0], first);
        for l in lines {
            assert!(serde_json::from_str::<Json>(l).unwrap().is_object());
        }
    }

    #[test]
    fn json_keeps_control_characters_exact() {
        let r = rs(&["n\u{1b}"], vec![vec![t("a\u{1b}[2J=1")]]);
        for f in [Format::Json, Format::Jsonl] {
            let text = render(&r, f, None);
            assert!(!text.contains('\u{1b}'), "serde escapes it: {text:?}");
            let v: Json = serde_json::from_str(text.trim_end()).unwrap();
            let obj = if v.is_array() { &v[0] } else { &v };
            assert_eq!(obj["n\u{1b}"], "a\u{1b}[2J=1");
        }
    }

    #[test]
    fn json_escapes_c1_del_and_bidi_but_keeps_the_value() {
        let odd = "a\u{9b}2J\u{7f}\u{202e}\u{2066}é\u{1b}";
        let r = rs(&["k\u{9b}"], vec![vec![t(odd)]]);
        let raw = |c: char| c.is_control() && c != '\n' || ('\u{202a}'..='\u{2069}').contains(&c);
        for f in [Format::Json, Format::Jsonl] {
            let text = render(&r, f, None);
            assert!(!text.chars().any(raw), "{text:?}");
            assert!(
                text.contains("a\\u009b2J\\u007f\\u202e\\u2066é\\u001b"),
                "{text}"
            );
            let v: Json = serde_json::from_str(text.trim_end()).unwrap();
            let obj = if v.is_array() { &v[0] } else { &v };
            assert_eq!(obj["k\u{9b}"], odd);
        }
    }

    #[test]
    fn streamed_json_is_the_pretty_array_serde_writes() {
        let r = sample();
        let keys = keys(&r.columns);
        let whole: Vec<Json> = r
            .rows
            .iter()
            .map(|row| serde_json::to_value(Object(&keys, row.iter().collect())).unwrap())
            .collect();
        let expected = serde_json::to_string_pretty(&whole).unwrap() + "\n";
        assert_eq!(render(&r, Format::Json, None), expected);
    }
}
