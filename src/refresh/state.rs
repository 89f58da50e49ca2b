//! What gpudb remembers of each upstream: the last imported body's validators, checksum and
//! dataset version (table `upstream_fetches`, written with the import), and when each upstream
//! was last asked (a small file beside the database, so that an unchanged answer writes nothing
//! to the database at all and is still not asked again before its interval).

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

/// The file beside the database that says when each upstream was last asked.
fn polls_file(db: &Path) -> PathBuf {
    let mut name = db.file_name().unwrap_or_default().to_os_string();
    name.push(".polls.json");
    db.with_file_name(name)
}

/// When each upstream was last asked (seconds since 1970), whatever it answered; none when the
/// file is missing or unreadable (then only the database's fetch times count).
pub fn polls(db: &Path) -> BTreeMap<String, i64> {
    std::fs::read(polls_file(db))
        .ok()
        .and_then(|b| serde_json::from_slice(&b).ok())
        .unwrap_or_default()
}

/// Remember that `upstream` was asked at `at`: written whole to a temporary file and renamed,
/// so a kill leaves the old file or the new one. A failure is a warning, not an error.
pub fn note_poll(db: &Path, upstream: &str, at: i64) {
    let mut all = polls(db);
    all.insert(upstream.to_string(), at);
    let file = polls_file(db);
    let tmp = file.with_extension("json.tmp");
    let written = serde_json::to_vec_pretty(&all)
        .map_err(std::io::Error::other)
        .and_then(|text| std::fs::write(&tmp, text))
        .and_then(|()| std::fs::rename(&tmp, &file));
    if let Err(e) = written {
        crate::msg::warn(&format!(
            "cannot note when {upstream} was asked in {}: {e}",
            file.display()
        ));
    }
}

/// Seconds since 1970 now.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}
