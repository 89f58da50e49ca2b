//! A fetched body into the database: recognized, checked against the upstream's format, parsed,
//! and written through the one way in, `store::import` (one transaction, with the checks on
//! the runs written), together with the upstream's row of `upstream_fetches` and its poll time.
//! The import's errors are shown as it words them, naming the URL (without its secrets) as
//! the file.

use super::http::Validators;
use super::upstreams::Upstream;
use crate::error::{Error, Result};
use crate::import::{self, Outcome};
use rusqlite::params;
use std::path::Path;

/// What importing one body did.
pub struct Imported {
    /// In words: "imported (435 runs)", "updated: 3 changed, 2 added, 0 removed" …
    pub what: String,
    pub warnings: Vec<String>,
}

/// A body as fetched: its bytes (gzip decoded), their SHA-256, and what the server said of it.
pub struct Body<'a> {
    pub bytes: &'a [u8],
    pub sha256: &'a str,
    pub validators: &'a Validators,
    pub content_type: Option<&'a str>,
}

/// Import `b` fetched from `u` when it was asked at `asked_at`, and remember its validators;
/// `replace`: even a version that would remove most of its dataset or part.
pub fn import_body(
    db: &Path,
    u: &Upstream,
    b: &Body,
    replace: bool,
    asked_at: i64,
) -> Result<Imported> {
    let (body, sha256, validators, content_type) =
        (b.bytes, b.sha256, b.validators, b.content_type);
    let fail = |message: String| Error::Other(message);
    let start = body.iter().position(|b| !b.is_ascii_whitespace());
    if content_type.is_some_and(|t| t.contains("html")) || start.is_some_and(|i| body[i] == b'<') {
        return Err(fail(format!(
            "the answer is an HTML page (Content-Type: {}), not {} data: the URL may have moved \
             or need a login",
            content_type.unwrap_or("none"),
            if u.format.is_empty() {
                "dataset"
            } else {
                &u.format
            }
        )));
    }
    let file = super::redact::url(&u.url);
    let file = file.as_str();
    let detected = import::detect(file, body)?;
    let kind = detected.format.kind();
    if !u.format.is_empty() && kind != u.format {
        return Err(fail(format!(
            "the body is a {kind} file, not the {} this upstream publishes; nothing was imported",
            u.format
        )));
    }
    if detected.format.needs_context() {
        return Err(fail(format!(
            "a {} file does not say what it ran on: import it with gpudb import and its flags",
            detected.format.label()
        )));
    }
    let ctx = import::Context {
        part: Some(u.name.clone()),
        ..Default::default()
    };
    let ds = detected.parse(file, sha256.to_string(), &ctx)?;
    let datasets = std::slice::from_ref(&ds);
    let mut conn = crate::store::open(db)?;
    let tx = crate::db::write_tx(&mut conn)?;
    let options = import::Options {
        replace,
        ..Default::default()
    };
    let summary = crate::store::import(&tx, datasets, &options)?;
    tx.execute(
        "INSERT OR REPLACE INTO upstream_fetches (upstream, url, format, fetched_at, etag,
             last_modified, sha256, size_bytes, dataset_name, dataset_imported_at)
         VALUES (?1, ?2, ?3, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), ?4, ?5, ?6, ?7, ?8,
             (SELECT imported_at FROM datasets WHERE name = ?8))",
        params![
            u.name,
            file,
            kind,
            validators.etag,
            validators.last_modified,
            sha256,
            body.len() as i64,
            ds.name
        ],
    )?;
    super::state::note_poll(&tx, &u.name, asked_at, None)?;
    import::commit(tx, datasets)?;
    let d = &summary.datasets[0];
    let what = match d.outcome {
        Outcome::Added => format!(
            "imported into {} ({})",
            d.name,
            d.counts(ds.catalog.is_some())
        ),
        Outcome::Unchanged => format!("{} already holds this version", d.name),
        Outcome::Replaced if ds.accumulate => format!(
            "{}: part {} now {} runs ({} new, {} changed, {} removed); {} in the dataset",
            d.name, u.name, d.runs, d.added, d.changed, d.removed, d.total_runs
        ),
        Outcome::Replaced => format!(
            "{} updated to the new version: {} changed, {} added, {} removed",
            d.name, d.changed, d.added, d.removed
        ),
    };
    Ok(Imported {
        what,
        warnings: summary.warnings,
    })
}
