//! The importer: recognizes each dataset format from its content, validates every record, and
//! writes it all in one transaction, so bad input leaves the database exactly as it was.

#[cfg(test)]
pub(crate) mod fuzz_tests;
mod inferencex;
mod keys;
mod merge;
mod mlperf;
pub mod normalize;
mod per_card;
pub mod reference;
mod survey;
mod vllm;
mod writer;

use crate::error::{Error, Result};
use indexmap::IndexMap;
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::value::RawValue;
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::borrow::Cow;

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

/// A file's top level, as a format sees it: each field or element kept as its raw JSON text,
/// so record arrays are not built into a tree (a 100,000-run file stays about its own size).
pub enum Top<'a> {
    /// `{ … }`, with no key given twice.
    Object(TopLevel<'a>),
    /// `[ … ]`: a table of result rows.
    Array(Vec<&'a RawValue>),
}

impl<'a> Top<'a> {
    /// The object's field `key`, when the top level is an object that has it.
    pub fn field(&self, key: &str) -> Option<&'a RawValue> {
        match self {
            Top::Object(o) => o.get(key).copied(),
            Top::Array(_) => None,
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
            Top::Object(_) => None,
        }
    }
}

/// What the person importing says about result files that do not say it themselves (which
/// hardware, how many GPUs, which model): the `gpudb import --accelerator … --gpus …` flags.
#[derive(Debug, Default, Clone)]
pub struct Context {
    pub accelerator: Option<String>,
    pub gpus: Option<i64>,
    pub model: Option<String>,
    pub precision: Option<String>,
    pub framework: Option<String>,
    /// The dataset the runs go in (default: the format's own, e.g. `my-benchmarks`).
    pub dataset: Option<String>,
    /// The database the files go into, read-only, when it holds data: a format whose files may
    /// hold a million runs finds there the records stored unchanged (see [`Runs::raw`]).
    pub database: Option<std::rc::Rc<rusqlite::Connection>>,
}

impl Context {
    /// The flags given, as `--name` words, for messages.
    pub fn given(&self) -> Vec<&'static str> {
        let mut out = Vec::new();
        let flags: [(&'static str, bool); 6] = [
            ("--accelerator", self.accelerator.is_some()),
            ("--gpus", self.gpus.is_some()),
            ("--model", self.model.is_some()),
            ("--precision", self.precision.is_some()),
            ("--framework", self.framework.is_some()),
            ("--dataset", self.dataset.is_some()),
        ];
        for (flag, set) in flags {
            if set {
                out.push(flag);
            }
        }
        out
    }
}

/// One dataset format: it recognizes its files from their content and parses them into the
/// common records. Adding a format is one module implementing this and one line in [`FORMATS`].
pub trait Format: Sync {
    /// The `datasets.kind` it imports as (a row of `dataset_kinds`).
    fn kind(&self) -> &'static str;
    /// What its files look like, for the "unknown format" message.
    fn shape(&self) -> &'static str;
    /// Whether `top` is a file of this format.
    fn detect(&self, top: &Top) -> bool;
    /// True for result files that do not say what hardware they ran on: they need the
    /// `--accelerator`/`--gpus`/`--model` flags, which other formats refuse.
    fn needs_context(&self) -> bool {
        false
    }
    /// Parse and validate the file; errors name the file, the record and the field.
    fn parse<'a>(&self, file: &str, top: &Top<'a>, ctx: &Context) -> Result<Dataset<'a>>;
}

/// Every format gpudb reads, tried in this order.
pub const FORMATS: &[&dyn Format] = &[
    &survey::Survey,
    &per_card::PerCard,
    &mlperf::MlPerf,
    &inferencex::InferenceX,
    &vllm::VllmBenchServe,
];

/// One dataset file, parsed, validated and normalized, ready to write. Its runs may refer to
/// the file's bytes (`'a`).
#[derive(Debug)]
pub struct Dataset<'a> {
    pub file: String,
    pub name: String,
    /// The format's `datasets.kind`.
    pub kind: &'static str,
    /// User data (your own benchmark runs): a new file adds to the dataset and never removes
    /// from it, and no date is compared.
    pub accumulate: bool,
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
    pub runs: Runs<'a>,
    pub api_prices: Vec<ApiPrice>,
    /// Records the format skips by design, counted by reason (`Samples/s`, `no accelerator` …),
    /// for the import summary.
    pub skipped: Vec<(String, usize)>,
    /// What the import should tell the user about this file (the ids of skipped rows …).
    pub warnings: Vec<String>,
}

impl Dataset<'_> {
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

/// A dataset's runs and their record keys, validated. A format whose files are small parses its
/// runs once and keeps them; one whose files may hold a million runs keeps each record's raw
/// text and parses it again when it is written, so the parsed runs are never all in memory.
pub struct Runs<'a> {
    /// Each run's record key, in file order, unique within the file.
    keys: Vec<String>,
    records: Records<'a>,
}

enum Records<'a> {
    Parsed(Vec<Run>),
    Raw {
        /// The record array's name: record `i`'s path is `{array}[{i}]`.
        array: &'static str,
        raws: Vec<&'a RawValue>,
        parse: ParseRecord<'a>,
    },
}

/// Parses and validates record `i` of a record array (given its raw text) into a run.
pub type ParseRecord<'a> = Box<dyn Fn(usize, &'a RawValue) -> Result<Run> + 'a>;

/// Per record of a record array, its key (before any `#n` suffix) where the database holds the
/// record unchanged: [`keys::stored`].
pub type StoredKeys = Vec<Option<String>>;

#[allow(clippy::len_without_is_empty)] // nothing asks
impl<'a> Runs<'a> {
    /// Runs parsed once and kept.
    pub fn parsed(runs: Vec<Run>) -> Self {
        Runs {
            keys: keys::keyed(runs.iter().map(keys::run_key)),
            records: Records::Parsed(runs),
        }
    }

    /// The records of array `array`, each parsed (validated, keyed) now and again when written,
    /// except those `stored` gives a key for: stored unchanged, they are not parsed at all.
    pub fn raw(
        array: &'static str,
        raws: Vec<&'a RawValue>,
        mut stored: StoredKeys,
        parse: ParseRecord<'a>,
    ) -> Result<Self> {
        let mut keys = Vec::with_capacity(raws.len());
        for (i, raw) in raws.iter().enumerate() {
            keys.push(match stored.get_mut(i).and_then(Option::take) {
                Some(key) => key,
                None => keys::run_key(&parse(i, raw)?),
            });
        }
        Ok(Runs {
            keys: keys::keyed(keys.into_iter()),
            records: Records::Raw { array, raws, parse },
        })
    }

    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// The record keys, in file order.
    pub fn keys(&self) -> &[String] {
        &self.keys
    }

    /// Run `i`, parsed.
    pub fn get(&self, i: usize) -> Result<Cow<'_, Run>> {
        match &self.records {
            Records::Parsed(runs) => Ok(Cow::Borrowed(&runs[i])),
            Records::Raw { raws, parse, .. } => parse(i, raws[i]).map(Cow::Owned),
        }
    }

    /// Whether run `i`'s record path is `path`, without parsing the run or formatting its path.
    pub fn is_at(&self, i: usize, path: &str) -> bool {
        match &self.records {
            Records::Parsed(runs) => runs[i].record_path == path,
            Records::Raw { array, .. } => keys::index_in(array, path) == Some(i),
        }
    }

    /// Run `i`'s record as published (`raw_json`), without parsing it.
    pub fn raw_json(&self, i: usize) -> &str {
        match &self.records {
            Records::Parsed(runs) => &runs[i].raw_json,
            Records::Raw { raws, .. } => raws[i].get(),
        }
    }
}

impl std::fmt::Debug for Runs<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "Runs({})", self.len())
    }
}

/// One throughput figure, normalized.
#[derive(Debug, Default, Clone)]
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
    /// The record as published. Empty for runs kept as [`Runs::raw`] records, whose text is the
    /// file's own: [`Runs::raw_json`] gives it for every format.
    pub raw_json: String,
    /// What some sources publish beyond the common fields.
    pub details: Details,
}

/// What some sources publish about a run beyond the common fields; None where a format has none.
/// Each is a `runs` column of the same name (units in the names, documented in `schema_docs`).
#[derive(Debug, Default, Clone)]
pub struct Details {
    /// The result id the source publishes (MLPerf `ID`, e.g. `4.1-0043`).
    pub result_id: Option<String>,
    pub submitter: Option<String>,
    pub system_name: Option<String>,
    /// As published: MLPerf `Offline`, `Server`, `Interactive`.
    pub scenario: Option<String>,
    /// MLPerf `99` or `99.9` (percent of the reference model's accuracy).
    pub accuracy_target: Option<String>,
    /// MLPerf `available`, `preview`, `rdi`.
    pub availability: Option<String>,
    /// MLPerf `closed` or `open`.
    pub division: Option<String>,
    pub weight_data_type: Option<String>,
    pub median_ttft_ms: Option<f64>,
    pub power_w_per_gpu: Option<f64>,
    pub joules_per_output_token: Option<f64>,
    pub disaggregated: Option<bool>,
    pub prefill_gpu_count: Option<i64>,
    pub decode_gpu_count: Option<i64>,
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
    hex(&Sha256::digest(bytes))
}

pub use crate::text::{hex, host};

/// The top level of a dataset file: each field kept as its raw JSON text, so the record arrays
/// are not built into a tree (a 100,000-run file stays about its own size in memory).
type TopLevel<'a> = IndexMap<String, &'a RawValue>;

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

/// Parse one file's bytes into a validated dataset. `file` names it in errors; `sha256` is
/// [`sha256_hex`] of the bytes (the caller has it already, to tell an unchanged file).
pub fn parse<'a>(
    file: &str,
    bytes: &'a [u8],
    sha256: String,
    ctx: &Context,
) -> Result<Dataset<'a>> {
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
        let shapes: Vec<String> = FORMATS
            .iter()
            .map(|f| format!("{} ({})", f.shape(), f.kind()))
            .collect();
        file_err(format!(
            "unknown dataset format: expected {}",
            shapes.join(", or ")
        ))
    };
    let top: Top = serde_json::from_slice::<UniqueKeys>(bytes)
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
                "not valid JSON ({}); a dataset is one JSON object or array",
                crate::msg::cut_middle(&e.to_string())
            )),
        })?;
    let format = FORMATS
        .iter()
        .find(|f| f.detect(&top))
        .ok_or_else(unknown)?;
    let given = ctx.given();
    if format.needs_context() {
        let missing: Vec<&str> = [
            ("--accelerator", ctx.accelerator.is_none()),
            ("--gpus", ctx.gpus.is_none()),
            ("--model", ctx.model.is_none()),
        ]
        .iter()
        .filter(|(_, m)| *m)
        .map(|(f, _)| *f)
        .collect();
        if !missing.is_empty() {
            return Err(file_err(format!(
                "a {} file does not say what it ran on: pass {} (e.g. gpudb import \
                 --accelerator H100 --gpus 8 --model llama-3.3-70b FILE)",
                format.kind(),
                missing.join(", ")
            )));
        }
    } else if !given.is_empty() {
        return Err(Error::Usage(format!(
            "{file}: {} only apply to result files that do not say what they ran on; a {} \
             file names its own hardware and model",
            given.join(", "),
            format.kind()
        )));
    }
    let mut ds = format.parse(file, &top, ctx)?;
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
    ds.sha256 = sha256;
    ds.size_bytes = bytes.len() as i64;
    Ok(ds)
}

/// The top level as an object, for formats whose files are one (detection already said so).
fn object<'t, 'a>(file: &str, top: &'t Top<'a>) -> Result<&'t TopLevel<'a>> {
    match top {
        Top::Object(o) => Ok(o),
        Top::Array(_) => Err(Error::File {
            file: file.to_string(),
            message: "expected a JSON object at the top level, found an array".into(),
        }),
    }
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
/// bad, to name it in the error with the values of `keys` (its model, its card …); and only a
/// bad record is read again keeping track of the field being read, for the message.
fn record<'a, T: Deserialize<'a>>(
    file: &str,
    path: &str,
    raw: &'a RawValue,
    keys: &[&str],
) -> Result<T> {
    if let Ok(value) = serde_json::from_str(raw.get()) {
        return Ok(value);
    }
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

/// Parse every input first: nothing is written unless every file parses and validates.
pub fn parse_all<'a>(inputs: &'a [(String, Vec<u8>)], ctx: &Context) -> Result<Vec<Dataset<'a>>> {
    inputs
        .iter()
        .map(|(file, bytes)| parse(file, bytes, sha256_hex(bytes), ctx))
        .collect()
}

/// Write parsed datasets, with gpudb's curated reference data where it changed, inside the
/// caller's transaction: the caller commits, or drops it and nothing happened.
pub fn write(
    tx: &rusqlite::Transaction,
    datasets: &[Dataset<'_>],
    options: &Options,
) -> Result<Summary> {
    let mut warnings = reference::sync(tx)?;
    warnings.extend(datasets.iter().flat_map(|d| d.warnings.iter().cloned()));
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
    fn bundled_datasets_parse() {
        let inputs = bundled_inputs();
        let parsed = parse_all(&inputs, &Context::default()).unwrap();
        let (survey, cards) = (&parsed[0], &parsed[1]);
        assert_eq!(survey.kind, "throughput-survey");
        assert_eq!(survey.runs.len(), 24);
        assert_eq!(survey.api_prices.len(), 7);
        assert_eq!(cards.kind, "per-card");
        assert_eq!(cards.runs.len(), 20);
    }
}
