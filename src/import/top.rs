//! A dataset file's top level, read once: each field or element kept as its raw JSON text, so
//! record arrays are not built into a tree (a 100,000-run file stays about its own size in
//! memory), and an object that gives a key twice refused.

use crate::error::{Error, Result};
use indexmap::IndexMap;
use serde::Deserialize;
use serde_json::value::RawValue;
use serde_json::Value;

/// A file's top level, as a format sees it.
pub enum Top<'a> {
    /// `{ … }`, with no key given twice.
    Object(TopLevel<'a>),
    /// `[ … ]`: a table of result rows.
    Array(Vec<&'a RawValue>),
    /// JSON Lines (SGLang's `bench_serving` appends one result per line): each non-blank line
    /// with its number (from 1), as published; not yet parsed, as a line may hold what strict
    /// JSON refuses (`Infinity`).
    Lines(Vec<(usize, &'a str)>),
    /// Text that is not JSON (a CSV catalog of rental prices): the whole file, as UTF-8.
    Text(&'a str),
}

impl<'a> Top<'a> {
    /// The object's field `key`, when the top level is an object that has it.
    pub fn field(&self, key: &str) -> Option<&'a RawValue> {
        match self {
            Top::Object(o) => o.get(key).copied(),
            Top::Array(_) | Top::Lines(_) | Top::Text(_) => None,
        }
    }

    /// Whether the object has `key` holding an array.
    pub fn has_array(&self, key: &str) -> bool {
        self.field(key).is_some_and(|r| r.get().starts_with('['))
    }

    /// The first element of an array top level, as JSON (for detection).
    pub fn first_row(&self) -> Option<Value> {
        match self {
            Top::Array(rows) => rows
                .first()
                .and_then(|r| serde_json::from_str(r.get()).ok()),
            Top::Object(_) | Top::Lines(_) | Top::Text(_) => None,
        }
    }

    /// The first field's value of an object top level, as JSON (for detection).
    pub fn first_value(&self) -> Option<Value> {
        match self {
            Top::Object(o) => o
                .values()
                .next()
                .and_then(|r| serde_json::from_str(r.get()).ok()),
            Top::Array(_) | Top::Lines(_) | Top::Text(_) => None,
        }
    }

    /// The header line of a text (CSV) file, for detection.
    pub fn header_line(&self) -> Option<&'a str> {
        match self {
            Top::Text(t) => t.lines().find(|l| !l.trim().is_empty()),
            _ => None,
        }
    }
}

/// The top level of a dataset file that is an object: each field kept as its raw JSON text.
pub type TopLevel<'a> = IndexMap<String, &'a RawValue>;

/// Read a file's bytes into its [`Top`]: errors for an empty file, text that is not JSON, and a
/// key given twice; `unknown` is the error for JSON that is neither an object nor an array.
pub(super) fn read<'a>(
    file: &str,
    bytes: &'a [u8],
    unknown: impl Fn() -> Error,
) -> Result<Top<'a>> {
    let file_err = |message: String| Error::File {
        file: file.to_string(),
        message,
    };
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(file_err(
            "the file is empty: expected a gpudb dataset (JSON)".into(),
        ));
    }
    let parsed = serde_json::from_slice::<UniqueKeys>(bytes);
    if let Err(e) = &parsed {
        // Not one JSON value, but one object per line: JSON Lines.
        let syntax = e.classify() == serde_json::error::Category::Syntax;
        if let Some(lines) = std::str::from_utf8(bytes)
            .ok()
            .filter(|_| syntax)
            .and_then(json_lines)
        {
            return Ok(Top::Lines(lines));
        }
    }
    parsed.map(|u| u.0).map_err(|e| match e.classify() {
        serde_json::error::Category::Data if e.to_string().contains(DUPLICATE_KEY) => {
            file_err(format!(
                "{}: keep one of them",
                e.to_string().split(" at line ").next().unwrap_or_default()
            ))
        }
        serde_json::error::Category::Data => unknown(),
        _ => file_err(format!(
            "not valid JSON ({}); a dataset is one JSON object or array",
            crate::msg::cut_middle(&e.to_string())
        )),
    })
}

/// The non-blank lines of `text` with their numbers, when it looks like JSON Lines: its first
/// non-blank line is a whole object on its own (a file that is one broken object does not).
fn json_lines(text: &str) -> Option<Vec<(usize, &str)>> {
    let lines: Vec<(usize, &str)> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty())
        .collect();
    let first = lines.first()?.1;
    (first.len() > 2 && first.starts_with('{') && first.ends_with('}')).then_some(lines)
}

/// A JSON object or array read into a [`Top`], refusing an object key given twice: JSON parsers
/// differ on which one wins, so a file with both is ambiguous.
struct UniqueKeys<'a>(Top<'a>);

/// Marks serde_json's message for a duplicate key, to tell it from "not an object".
const DUPLICATE_KEY: &str = "duplicate top-level field";

impl<'de> Deserialize<'de> for UniqueKeys<'de> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = UniqueKeys<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON object or array")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> std::result::Result<Self::Value, A::Error> {
                let mut top = TopLevel::new();
                while let Some((key, value)) = map.next_entry::<String, &'de RawValue>()? {
                    if top.contains_key(&key) {
                        return Err(serde::de::Error::custom(format!(
                            "{DUPLICATE_KEY} `{}`",
                            crate::msg::quote(&key)
                        )));
                    }
                    top.insert(key, value);
                }
                Ok(UniqueKeys(Top::Object(top)))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> std::result::Result<Self::Value, A::Error> {
                let mut rows = Vec::new();
                while let Some(row) = seq.next_element::<&'de RawValue>()? {
                    rows.push(row);
                }
                Ok(UniqueKeys(Top::Array(rows)))
            }
        }
        d.deserialize_any(Visit)
    }
}

/// The top level as an object, for formats whose files are one (detection already said so).
pub(super) fn object<'t, 'a>(file: &str, top: &'t Top<'a>) -> Result<&'t TopLevel<'a>> {
    match top {
        Top::Object(o) => Ok(o),
        Top::Array(_) => Err(Error::File {
            file: file.to_string(),
            message: "expected a JSON object at the top level, found an array".into(),
        }),
        Top::Lines(_) => Err(Error::File {
            file: file.to_string(),
            message: "expected one JSON object, found one per line (JSON Lines)".into(),
        }),
        Top::Text(_) => Err(Error::File {
            file: file.to_string(),
            message: "expected a JSON object, found text that is not JSON".into(),
        }),
    }
}

/// Everything at the top level except the record arrays, as a JSON object: kept for audit, and
/// read into the format's typed header.
pub(super) fn metadata(file: &str, top: &TopLevel, arrays: &[&str]) -> Result<Value> {
    let mut meta = serde_json::Map::new();
    for (key, raw) in top.iter().filter(|(k, _)| !arrays.contains(&k.as_str())) {
        let value = serde_json::from_str(raw.get()).map_err(|e| Error::File {
            file: file.to_string(),
            message: format!("field `{key}`: {e}"),
        })?;
        meta.insert(key.clone(), value);
    }
    Ok(Value::Object(meta))
}

/// The records of one top-level array (empty when the field is absent).
pub(super) fn records<'a>(file: &str, top: &TopLevel<'a>, key: &str) -> Result<Vec<&'a RawValue>> {
    match top.get(key) {
        None => Ok(Vec::new()),
        Some(raw) => serde_json::from_str(raw.get()).map_err(|e| Error::Input {
            file: file.to_string(),
            location: "top level".into(),
            message: format!("field `{key}`: {e}"),
        }),
    }
}
