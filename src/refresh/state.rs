//! What gpudb remembers of each upstream: the last imported body's validators, checksum and
//! dataset version (table `upstream_fetches`, written with the import), and when each upstream
//! was last asked (table `_gpudb_upstream_polls`: in the import's transaction when there is
//! one, else in one of its own; a row per upstream, so concurrent refreshes lose none). URLs
//! are stored as `redact::url` writes them.

use super::http::Validators;
use crate::error::Result;
use rusqlite::Connection;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The last imported fetch of one upstream (a row of `upstream_fetches`).
#[derive(Debug, Clone, Default)]
pub struct Last {
    pub fetched_at: String,
    pub validators: Validators,
    pub sha256: String,
    pub size_bytes: i64,
    pub dataset: String,
    pub dataset_imported_at: String,
}

/// Every upstream's last imported fetch, by name.
pub fn last_fetches(conn: &Connection) -> Result<BTreeMap<String, Last>> {
    let mut stmt = conn.prepare(
        "SELECT upstream, fetched_at, etag, last_modified, sha256, size_bytes, dataset_name,
             dataset_imported_at
         FROM upstream_fetches",
    )?;
    let rows = stmt
        .query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                Last {
                    fetched_at: r.get(1)?,
                    validators: Validators {
                        etag: r.get(2)?,
                        last_modified: r.get(3)?,
                    },
                    sha256: r.get(4)?,
                    size_bytes: r.get(5)?,
                    dataset: r.get(6)?,
                    dataset_imported_at: r.get(7)?,
                },
            ))
        })?
        .collect::<rusqlite::Result<_>>()?;
    Ok(rows)
}

/// When an upstream was last asked, whatever it answered, and when the server asked not to be
/// asked before (`Retry-After` beyond the wait gpudb allows); seconds since 1970.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Poll {
    pub asked_at: i64,
    pub not_before: Option<i64>,
}

/// Every upstream's last poll (table `_gpudb_upstream_polls`), with what a file an older gpudb
/// kept beside the database (`gpudb.db.polls.json`) holds until a refresh moves it in.
pub fn polls(conn: &Connection, db: &Path) -> Result<BTreeMap<String, Poll>> {
    let mut stmt =
        conn.prepare("SELECT upstream, asked_at, not_before FROM _gpudb_upstream_polls")?;
    let mut all: BTreeMap<String, Poll> = stmt
        .query_map([], |r| {
            let at = |i: usize| -> rusqlite::Result<Option<i64>> {
                Ok(r.get::<_, Option<String>>(i)?
                    .and_then(|t| crate::dates::instant(&t)))
            };
            Ok((
                r.get::<_, String>(0)?,
                Poll {
                    asked_at: at(1)?.unwrap_or(0),
                    not_before: at(2)?,
                },
            ))
        })?
        .collect::<rusqlite::Result<_>>()?;
    for (name, at) in legacy_polls(db) {
        let p = all.entry(name).or_default();
        p.asked_at = p.asked_at.max(at);
    }
    Ok(all)
}

/// Remember, in the caller's transaction, that `upstream` was asked at `at` (and, when the
/// server said so, not to ask before `not_before`). Written with the import it led to, or
/// alone: one row, so concurrent refreshes each keep theirs.
pub fn note_poll(
    tx: &rusqlite::Transaction,
    upstream: &str,
    at: i64,
    not_before: Option<i64>,
) -> Result<()> {
    tx.execute(
        "INSERT INTO _gpudb_upstream_polls (upstream, asked_at, not_before) VALUES (?1, ?2, ?3)
         ON CONFLICT (upstream) DO UPDATE SET
             asked_at = max(asked_at, excluded.asked_at), not_before = excluded.not_before",
        rusqlite::params![
            upstream,
            super::retry::iso(at),
            not_before.map(super::retry::iso)
        ],
    )?;
    Ok(())
}

/// [`note_poll`] in a transaction of its own (an answer that imported nothing).
pub fn note_poll_alone(db: &Path, upstream: &str, at: i64, not_before: Option<i64>) -> Result<()> {
    let mut conn = crate::store::open(db)?;
    let tx = crate::db::write_tx(&mut conn)?;
    note_poll(&tx, upstream, at, not_before)?;
    tx.commit()?;
    Ok(())
}

/// The file an older gpudb kept the poll times in, beside the database.
fn legacy_file(db: &Path) -> PathBuf {
    let mut name = db.file_name().unwrap_or_default().to_os_string();
    name.push(".polls.json");
    db.with_file_name(name)
}

/// What that file holds (none when it is missing or unreadable); a one-off URL's name as
/// `redact::url` writes it, so no secret comes back from it.
fn legacy_polls(db: &Path) -> BTreeMap<String, i64> {
    let read: BTreeMap<String, i64> = std::fs::read(legacy_file(db))
        .ok()
        .and_then(|b| serde_json::from_slice(&b).ok())
        .unwrap_or_default();
    read.into_iter()
        .map(|(name, at)| (super::redact::url(&name), at))
        .collect()
}

/// Move an older gpudb's poll file into the database and take the secrets out of the URLs an
/// older gpudb stored (`upstream_fetches`), in one transaction; the file is removed once that
/// committed. Nothing to do, nothing written.
pub fn adopt_older_state(db: &Path) -> Result<()> {
    let file = legacy_file(db);
    let polls = legacy_polls(db);
    let conn = crate::store::open_read_only(db)?;
    let stored: Vec<(String, String)> = conn
        .prepare("SELECT upstream, url FROM upstream_fetches")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    drop(conn);
    let secret = |t: &String| super::redact::url(t) != *t;
    let leaks: Vec<&(String, String)> = stored
        .iter()
        .filter(|(n, u)| secret(n) || secret(u))
        .collect();
    if polls.is_empty() && leaks.is_empty() && !file.exists() {
        return Ok(());
    }
    let mut conn = crate::store::open(db)?;
    let tx = crate::db::write_tx(&mut conn)?;
    for (name, at) in &polls {
        note_poll(&tx, name, *at, None)?;
    }
    for (name, url) in leaks {
        tx.execute(
            "UPDATE OR REPLACE upstream_fetches SET upstream = ?2, url = ?3 WHERE upstream = ?1",
            rusqlite::params![name, super::redact::url(name), super::redact::url(url)],
        )?;
    }
    tx.commit()?;
    let _ = std::fs::remove_file(&file);
    Ok(())
}

/// Seconds since 1970 now.
pub use super::retry::now;
