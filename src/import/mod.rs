//! The importer: recognizes each dataset format from its content, validates every record, and
//! writes it all in one transaction, so bad input leaves the database exactly as it was.

#[cfg(test)]
pub(crate) mod fuzz_tests;
mod keys;
mod merge;
pub mod normalize;
mod per_card;
pub mod reference;
mod survey;
mod writer;

use crate::error::{Error, Result};
use indexmap::IndexMap;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::value::RawValue;
use serde_json::Value;
use sha2::{Digest, Sha256};

pub use writer::{Outcome, Summary};

/// The datasets compiled into the binary: the embedded default.
pub const BUNDLED: &[(&str, &str)] = &[
    (
        "bundled:throughput-survey.json",
        include_str!("../../data/datasets/throughput-survey.json"),
    ),
    (
        "bundled:nvidia-per-card.json",
        include_str!("../../data/datasets/nvidia-per-card.json"),
    ),
];

/// Dataset formats gpudb reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `{ collected_at, throughput: [...], api_prices: [...] }`
    Survey,
    /// `{ name, source_page, cards: [{ gpu_id, runs: [...] }] }`
    PerCard,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Survey => "throughput-survey",
            Kind::PerCard => "per-card",
        }
    }
}

/// One dataset file, parsed, validated and normalized, ready to write.
#[derive(Debug)]
pub struct Dataset {
    pub file: String,
    pub name: String,
    pub kind: Kind,
    pub title: Option<String>,
    pub description: Option<String>,
    pub publisher: Option<String>,
    pub license: Option<String>,
    pub source_url: Option<String>,
    pub data_url: Option<String>,
    pub collected_at: Option<String>,
    pub data_updated_at: Option<String>,
    pub sha256: String,
    pub size_bytes: i64,
    pub metadata_json: String,
    pub runs: Vec<Run>,
    pub api_prices: Vec<ApiPrice>,
}

impl Dataset {
    /// The dataset's own date as published, for telling a newer version from an older one.
    pub fn date(&self) -> Option<&str> {
        self.data_updated_at
            .as_deref()
            .or(self.collected_at.as_deref())
    }
}

/// How an import treats a new version of a dataset already imported.
#[derive(Debug, Default, Clone, Copy)]
pub struct Options {
    /// Import a version even when it is older or undated, or removes most of the dataset.
    pub replace: bool,
}

/// One throughput figure, normalized.
#[derive(Debug, Default)]
pub struct Run {
    pub record_path: String,
    /// The record's identity within its dataset where the format publishes one (a result id);
    /// None: derived from the record's identifying fields (see `writer::derived_key`).
    pub record_key: Option<String>,
    pub source_url: String,
    pub source_publisher: Option<String>,
    pub source_published: Option<String>,
    pub accelerator_published: String,
    pub accelerator_name: Option<String>,
    pub gpu_config_published: Option<String>,
    pub model_published: String,
    pub precision_published: Option<String>,
    pub framework_published: Option<String>,
    pub framework_version: Option<String>,
    pub gpu_count: i64,
    pub tokens_per_sec_total: Option<f64>,
    pub tokens_per_sec_per_gpu: Option<f64>,
    pub published_as: &'static str,
    pub throughput_mode: Option<String>,
    pub workload_published: Option<String>,
    pub workload: normalize::Workload,
    pub speculative_decoding: Option<String>,
    pub published: Option<String>,
    pub notes: Option<String>,
    pub raw_json: String,
}

/// One API price, as published.
#[derive(Debug)]
pub struct ApiPrice {
    pub record_path: String,
    pub source_url: Option<String>,
    pub provider: String,
    pub model_published: String,
    pub usd_per_m_input_tokens: Option<f64>,
    pub usd_per_m_output_tokens: f64,
    pub raw_json: String,
}

/// SHA-256 of a file's bytes, hex: a dataset's identity for "unchanged".
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The top level of a dataset file: each field kept as its raw JSON text, so the record arrays
/// are not built into a tree (a 100,000-run file stays about its own size in memory).
type TopLevel<'a> = IndexMap<String, &'a RawValue>;

/// A JSON object read into a [`TopLevel`], refusing a key given twice: JSON parsers differ on
/// which one wins, so a file with both is ambiguous.
struct UniqueKeys<'a>(TopLevel<'a>);

/// Marks serde_json's message for a duplicate key, to tell it from "not an object".
const DUPLICATE_KEY: &str = "duplicate top-level field";

impl<'de> Deserialize<'de> for UniqueKeys<'de> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        struct Visit;
        impl<'de> serde::de::Visitor<'de> for Visit {
            type Value = UniqueKeys<'de>;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON object")
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
                Ok(UniqueKeys(top))
            }
        }
        d.deserialize_map(Visit)
    }
}

/// Parse one file's bytes into a validated dataset. `file` names it in errors.
pub fn parse(file: &str, bytes: &[u8]) -> Result<Dataset> {
    let file_err = |message: String| Error::File {
        file: file.to_string(),
        message,
    };
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(file_err(
            "the file is empty: expected a gpudb dataset (JSON)".into(),
        ));
    }
    let unknown = || {
        file_err(
            "unknown dataset format: expected a JSON object with a `throughput` array \
             (throughput survey) or a `cards` array (per-card runs)"
                .into(),
        )
    };
    let top: TopLevel = serde_json::from_slice::<UniqueKeys>(bytes)
        .map(|u| u.0)
        .map_err(|e| match e.classify() {
            serde_json::error::Category::Data if e.to_string().contains(DUPLICATE_KEY) => {
                file_err(format!(
                    "{}: keep one of them",
                    e.to_string().split(" at line ").next().unwrap_or_default()
                ))
            }
            serde_json::error::Category::Data => unknown(),
            _ => file_err(format!(
                "not valid JSON ({}); a dataset is one JSON object",
                crate::msg::cut_middle(&e.to_string())
            )),
        })?;
    let is_array = |key: &str| top.get(key).is_some_and(|r| r.get().starts_with('['));
    let kind = if is_array("throughput") {
        Kind::Survey
    } else if is_array("cards") {
        Kind::PerCard
    } else {
        return Err(unknown());
    };
    let mut ds = match kind {
        Kind::Survey => survey::parse(file, &top)?,
        Kind::PerCard => per_card::parse(file, &top)?,
    };
    for (field, value) in [
        ("collected_at", &ds.collected_at),
        ("data_updated_at", &ds.data_updated_at),
    ] {
        if let Some(v) = value.as_deref().filter(|v| normalize::instant(v).is_none()) {
            return Err(Error::Input {
                file: file.to_string(),
                location: "top level".into(),
                message: format!(
                    "field `{field}`: '{}' is not an ISO 8601 date (YYYY-MM-DD) or timestamp \
                     (YYYY-MM-DDThh:mm:ssZ); gpudb compares it to tell a newer version of the \
                     dataset from an older one",
                    crate::msg::quote(v)
                ),
            });
        }
    }
    ds.sha256 = sha256_hex(bytes);
    ds.size_bytes = bytes.len() as i64;
    Ok(ds)
}

/// Everything at the top level except the record arrays, as a JSON object: kept for audit, and
/// read into the format's typed header.
fn metadata(file: &str, top: &TopLevel, arrays: &[&str]) -> Result<Value> {
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
fn records<'a>(file: &str, top: &TopLevel<'a>, key: &str) -> Result<Vec<&'a RawValue>> {
    match top.get(key) {
        None => Ok(Vec::new()),
        Some(raw) => serde_json::from_str(raw.get()).map_err(|e| Error::Input {
            file: file.to_string(),
            location: "top level".into(),
            message: format!("field `{key}`: {e}"),
        }),
    }
}

/// Deserialize `value` into `T`; on failure name the record and the field that was wrong.
fn typed<T: DeserializeOwned>(file: &str, location: &str, value: &Value) -> Result<T> {
    serde_path_to_error::deserialize(value).map_err(|e| field_error(file, location, e))
}

/// Deserialize one raw record into `T`. The record is only built into a JSON tree when it is
/// bad, to name it in the error with the values of `keys` (its model, its card …).
fn record<'a, T: Deserialize<'a>>(
    file: &str,
    path: &str,
    raw: &'a RawValue,
    keys: &[&str],
) -> Result<T> {
    let mut de = serde_json::Deserializer::from_str(raw.get());
    serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let value: Value = serde_json::from_str(raw.get()).unwrap_or_default();
        field_error(file, &location(path, &value, keys), e)
    })
}

fn field_error(
    file: &str,
    location: &str,
    e: serde_path_to_error::Error<serde_json::Error>,
) -> Error {
    let field = e.path().to_string();
    // serde_json ends with "at line 1 column 13": a place inside the record, which the record
    // path already names better.
    let message = e.inner().to_string();
    let message = match message.rfind(" at line ") {
        Some(i) if e.inner().line() > 0 => message[..i].to_string(),
        _ => message,
    };
    // Say the JSON type a person writes, not the Rust one.
    let message = message
        .replace("expected i64", "expected a whole number")
        .replace("expected f64", "expected a number");
    // serde names a missing field itself; for a wrong type the path says which one.
    let message = if field == "." || message.starts_with("missing field") {
        message
    } else {
        format!("field `{field}`: {message}")
    };
    // serde repeats a bad value in full, and the location names the record by its values:
    // either may be megabytes long.
    Error::Input {
        file: file.to_string(),
        location: crate::msg::cut_middle(location),
        message: crate::msg::cut_middle(&message),
    }
}

/// A record's position and what it is about, for error messages: `throughput[3] (Llama 3.3 70B, H100-SXM)`.
fn location(path: &str, record: &Value, keys: &[&str]) -> String {
    let what: Vec<&str> = keys
        .iter()
        .filter_map(|k| record.get(*k).and_then(Value::as_str))
        .collect();
    describe(path, &what)
}

/// `path (a, b)`, or `path` alone when there is nothing to name it by.
fn describe(path: &str, what: &[&str]) -> String {
    if what.is_empty() {
        path.to_string()
    } else {
        // Names from data: escaped and cut, as everything quoted in a message.
        let what: Vec<String> = what.iter().map(|w| crate::msg::quote(w)).collect();
        format!("{path} ({})", what.join(", "))
    }
}

/// A name the record must give (a model, an accelerator): not empty or blank.
fn name(file: &str, location: &str, field: &str, value: String) -> Result<String> {
    let trimmed = value.trim();
    if trimmed.is_empty() {
        return Err(Error::Input {
            file: file.to_string(),
            location: location.to_string(),
            message: format!("field `{field}`: must not be empty"),
        });
    }
    Ok(trimmed.to_string())
}

/// Throughput and prices must be positive finite numbers; a zero would divide by zero later.
fn positive(file: &str, location: &str, field: &str, value: f64) -> Result<f64> {
    if value.is_finite() && value > 0.0 {
        Ok(value)
    } else {
        Err(Error::Input {
            file: file.to_string(),
            location: location.to_string(),
            message: format!("field `{field}`: must be a positive number, got {value}"),
        })
    }
}

fn positive_count(file: &str, location: &str, field: &str, value: i64) -> Result<i64> {
    if value > 0 {
        Ok(value)
    } else {
        Err(Error::Input {
            file: file.to_string(),
            location: location.to_string(),
            message: format!("field `{field}`: must be a positive whole number, got {value}"),
        })
    }
}

/// Host part of a URL, without a dependency for something this small.
fn host(url: &str) -> Option<String> {
    let rest = url.split_once("://")?.1;
    let host = rest.split(['/', '?', '#']).next()?;
    (!host.is_empty()).then(|| host.to_ascii_lowercase())
}

/// Parse every input first: nothing is written unless every file parses and validates.
pub fn parse_all(inputs: &[(String, Vec<u8>)]) -> Result<Vec<Dataset>> {
    inputs
        .iter()
        .map(|(file, bytes)| parse(file, bytes))
        .collect()
}

/// Write parsed datasets, with gpudb's curated reference data where it changed, inside the
/// caller's transaction: the caller commits, or drops it and nothing happened.
pub fn write(
    tx: &rusqlite::Transaction,
    datasets: &[Dataset],
    options: &Options,
) -> Result<Summary> {
    let mut warnings = reference::sync(tx)?;
    let mut summary = writer::write_all(tx, datasets, options)?;
    warnings.append(&mut summary.warnings);
    summary.warnings = warnings;
    Ok(summary)
}

/// The bundled datasets as `(name, bytes)` inputs.
pub fn bundled_inputs() -> Vec<(String, Vec<u8>)> {
    BUNDLED
        .iter()
        .map(|(name, text)| (name.to_string(), text.as_bytes().to_vec()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_of_urls() {
        assert_eq!(host("https://vllm.ai/blog/x").as_deref(), Some("vllm.ai"));
        assert_eq!(host("https://A.b.com").as_deref(), Some("a.b.com"));
        assert_eq!(host("not a url"), None);
    }

    #[test]
    fn bundled_datasets_parse() {
        let survey = parse(BUNDLED[0].0, BUNDLED[0].1.as_bytes()).unwrap();
        assert_eq!(survey.kind, Kind::Survey);
        assert_eq!(survey.runs.len(), 24);
        assert_eq!(survey.api_prices.len(), 7);
        let cards = parse(BUNDLED[1].0, BUNDLED[1].1.as_bytes()).unwrap();
        assert_eq!(cards.kind, Kind::PerCard);
        assert_eq!(cards.runs.len(), 20);
    }
}
