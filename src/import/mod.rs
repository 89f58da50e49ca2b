//! The importer: recognizes each dataset format from its content, validates every record, and
//! writes it all in one transaction, so bad input leaves the database exactly as it was.
//!
//! A format is a [`Format`] (`format.rs`) listed in [`FORMATS`]; it reads the file's [`Top`]
//! level (`top.rs`) with the shared checks (`check.rs`) into the common records (`records.rs`).
//! `writer.rs` merges those into the database, through `rows.rs` and `lookups.rs`.

pub mod bundled;
mod catalog;
mod check;
mod evaluations;
mod format;
mod full;
#[cfg(test)]
pub(crate) mod fuzz_tests;
mod guidellm;
mod indexes;
pub mod inferencex;
mod keys;
mod litellm;
mod llm_prices;
mod lookups;
mod merge;
mod mlperf;
pub mod normalize;
mod parts;
mod per_card;
mod records;
pub mod reference;
mod rental;
mod rows;
mod sglang;
mod survey;
mod top;
mod triggers;
mod vllm;
mod writer;

use crate::error::{Error, Result};

pub use bundled::{bundled_inputs, BUNDLED_MLPERF};
pub use format::{Context, Format, Setting};
pub use full::commit;
pub use keys::sha256_hex;
pub use records::Dataset;
pub use top::Top;
pub use writer::{DatasetSummary, Options, Outcome, Summary};

/// Every format gpudb reads, tried in this order.
pub const FORMATS: &[&dyn Format] = &[
    &survey::Survey,
    &per_card::PerCard,
    &mlperf::MlPerf,
    &inferencex::InferenceX,
    &inferencex::evaluations::Evaluations,
    &sglang::SglangBenchServing,
    &vllm::VllmBenchServe,
    &guidellm::GuideLlm,
    &litellm::LiteLlm,
    &llm_prices::Current,
    &llm_prices::Historical,
    &catalog::skypilot::SkyPilot,
    &catalog::gpuhunt::GpuHunt,
];

/// A file whose format is recognized, read as far as its top level, not yet parsed.
pub struct Detected<'a> {
    /// The file's format.
    pub format: &'static dyn Format,
    top: Top<'a>,
    size_bytes: i64,
}

/// Read one file's bytes and recognize its format; `file` names it in errors. A UTF-8 byte
/// order mark (which Windows tools write) is read past: it is no part of JSON or CSV.
pub fn detect<'a>(file: &str, bytes: &'a [u8]) -> Result<Detected<'a>> {
    let size_bytes = bytes.len() as i64;
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let unknown = || {
        let shapes: Vec<String> = FORMATS
            .iter()
            .map(|f| format!("{} ({})", f.shape(), f.kind()))
            .collect();
        Error::File {
            file: file.to_string(),
            message: format!("unknown dataset format: expected {}", shapes.join(", or ")),
        }
    };
    let top = match top::read(file, bytes, unknown) {
        Ok(top) => top,
        // Not JSON: a text format (a CSV rental catalog) when one recognizes its header.
        Err(e) => match std::str::from_utf8(bytes).map(Top::Text) {
            Ok(text) if FORMATS.iter().any(|f| f.detect(&text)) => text,
            _ => return Err(not_json(file, bytes).unwrap_or(e)),
        },
    };
    let format = *FORMATS
        .iter()
        .find(|f| f.detect(&top))
        .ok_or_else(unknown)?;
    Ok(Detected {
        format,
        top,
        size_bytes,
    })
}

/// A file that does not start as JSON does (`{`, `[`) and that no text format recognizes: a
/// CSV whose header is not one gpudb reads (damaged, or separated by semicolons), said as such
/// rather than as bad JSON. None for a file that starts as JSON: its JSON error says more.
fn not_json(file: &str, bytes: &[u8]) -> Option<Error> {
    let start = bytes.iter().position(|b| !b.is_ascii_whitespace())?;
    if matches!(bytes[start], b'{' | b'[') {
        return None;
    }
    let text = String::from_utf8_lossy(&bytes[start..]);
    let header = text.lines().next().unwrap_or("");
    let csvs: Vec<String> = FORMATS
        .iter()
        .filter(|f| f.shape().starts_with("a CSV"))
        .map(|f| format!("{} ({})", f.shape(), f.kind()))
        .collect();
    let why = if header.contains(';') && !header.contains(',') {
        "not the expected CSV: it is separated by semicolons, and gpudb reads comma-separated \
         catalogs"
    } else if header.contains(',') {
        "not the expected CSV: its header is not one gpudb reads (damaged, or another table's)"
    } else {
        "not JSON, and not a CSV file gpudb reads"
    };
    Some(Error::File {
        file: file.to_string(),
        message: format!(
            "{why}; its first line is '{}'. Expected a JSON dataset, or {}",
            crate::msg::quote(header),
            csvs.join(", or ")
        ),
    })
}

impl<'a> Detected<'a> {
    /// Parse the file into a validated dataset. `sha256` is [`sha256_hex`] of its bytes (the
    /// caller has it already, to tell an unchanged file).
    pub fn parse(&self, file: &str, sha256: String, ctx: &Context) -> Result<Dataset<'a>> {
        let mut ds = self.format.parse(file, &self.top, ctx)?;
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
                         (YYYY-MM-DDThh:mm:ssZ); gpudb compares it to tell a newer version of \
                         the dataset from an older one",
                        crate::msg::quote(v)
                    ),
                });
            }
        }
        ds.sha256 = sha256;
        ds.size_bytes = self.size_bytes;
        Ok(ds)
    }
}

/// Parse one file's bytes into a validated dataset: [`detect`], then [`Detected::parse`].
pub fn parse<'a>(
    file: &str,
    bytes: &'a [u8],
    sha256: String,
    ctx: &Context,
) -> Result<Dataset<'a>> {
    detect(file, bytes)?.parse(file, sha256, ctx)
}

/// Parse every input first: nothing is written unless every file parses and validates.
pub fn parse_all<'a>(inputs: &'a [(String, Vec<u8>)], ctx: &Context) -> Result<Vec<Dataset<'a>>> {
    inputs
        .iter()
        .map(|(file, bytes)| parse(file, bytes, sha256_hex(bytes), ctx))
        .collect()
}

/// The page cache of an import's connection, in KiB.
const IMPORT_CACHE_KIB: i64 = 16 * 1024;

/// Write parsed datasets, with gpudb's curated reference data where it changed, inside the
/// caller's transaction: the caller commits ([`commit`]), or drops it and nothing happened. A
/// full disk is said as such. Every import goes through `store::import`, which runs the data
/// checks on the runs written too.
pub fn write(
    tx: &rusqlite::Transaction,
    datasets: &[Dataset<'_>],
    options: &Options,
) -> Result<Summary> {
    // Rows land at scattered places of each index: with SQLite's default 2 MiB cache, a
    // catalog of 47,500 offers spilled index pages to the WAL and read them back (twice the
    // pages written and read of the same rows inserted in index-friendlier order); 16 MiB
    // holds its pages. The cache grows only as pages are used, but SQLite's sorter (CREATE
    // INDEX, windows) may hold as much again: kept small for a million-run import's memory.
    tx.pragma_update(None, "cache_size", -IMPORT_CACHE_KIB)?;
    let written = (|| {
        let mut touched = crate::db::Touched::begin(tx)?;
        if reference::changed(tx)? {
            touched.whole(); // the errata say which figures count input + output tokens
        }
        let warnings = reference::sync(tx)?;
        let summary = writer::write_all(tx, datasets, options, &mut touched)?;
        // The stored answers over runs and catalogs, current again before the import commits.
        crate::db::rebuild_stale_after(tx, touched)?;
        Ok((warnings, summary))
    })();
    let (mut warnings, mut summary) = written.map_err(|e| full::said(e, tx, datasets))?;
    warnings.extend(datasets.iter().flat_map(|d| d.warnings.iter().cloned()));
    warnings.append(&mut summary.warnings);
    summary.warnings = warnings;
    Ok(summary)
}
