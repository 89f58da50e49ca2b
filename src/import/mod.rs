//! The importer: recognizes each dataset format from its content, validates every record, and
//! writes it all in one transaction, so bad input leaves the database exactly as it was.
//!
//! A format is a [`Format`] (`format.rs`) listed in [`FORMATS`]; it reads the file's [`Top`]
//! level (`top.rs`) with the shared checks (`check.rs`) into the common records (`records.rs`).
//! `writer.rs` merges those into the database, through `rows.rs` and `lookups.rs`.

pub mod bundled;
mod catalog;
mod check;
mod format;
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

/// Read one file's bytes and recognize its format; `file` names it in errors.
pub fn detect<'a>(file: &str, bytes: &'a [u8]) -> Result<Detected<'a>> {
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
            _ => return Err(e),
        },
    };
    let format = *FORMATS
        .iter()
        .find(|f| f.detect(&top))
        .ok_or_else(unknown)?;
    Ok(Detected {
        format,
        top,
        size_bytes: bytes.len() as i64,
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
/// caller's transaction: the caller commits, or drops it and nothing happened.
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
    let mut warnings = reference::sync(tx)?;
    warnings.extend(datasets.iter().flat_map(|d| d.warnings.iter().cloned()));
    let mut summary = writer::write_all(tx, datasets, options)?;
    // The stored answers over runs and catalogs, current again before the import commits.
    crate::db::rebuild_stale(tx)?;
    warnings.append(&mut summary.warnings);
    summary.warnings = warnings;
    Ok(summary)
}
