//! A full disk during an import, said as what it is: the folder, the space free there and about
//! how much the import needs (not a record that "the database refused"). [`said`] reads the
//! errors of `import::write`; [`commit`] ends an import's transaction.

use super::records::Dataset;
use crate::error::{is_disk_full as is_full, Error, Result};
use rusqlite::Transaction;
use std::path::Path;

/// Commit an import's transaction: a full disk at the commit is said as [`said`] says it.
pub fn commit(tx: Transaction, datasets: &[Dataset<'_>]) -> Result<()> {
    let path = tx.path().map(std::path::PathBuf::from);
    tx.commit().map_err(|e| match path {
        Some(p) if is_full(&e) => full(&p, datasets),
        _ => e.into(),
    })
}

/// `e`, or the full-disk message when that is what it is.
pub(super) fn said(e: Error, tx: &Transaction, datasets: &[Dataset<'_>]) -> Error {
    match (&e, tx.path()) {
        (Error::Sql(s), Some(p)) if is_full(s) => full(Path::new(p), datasets),
        _ => e,
    }
}

/// What a full disk stops: the folder, what is free there, and about what the import needs.
fn full(db: &Path, datasets: &[Dataset<'_>]) -> Error {
    let folder = match db.parent().filter(|p| !p.as_os_str().is_empty()) {
        Some(p) => p.to_path_buf(),
        None => std::path::PathBuf::from("."),
    };
    // The write-ahead log this import filled is given back when gpudb closes the database:
    // counted as free, since it is free again once this message is read.
    let mut wal = db.as_os_str().to_os_string();
    wal.push("-wal");
    let log = std::fs::metadata(&wal).map_or(0, |m| m.len());
    let free =
        free_bytes(&folder).map_or("an unknown amount".into(), |f| crate::input::human(f + log));
    let files: u64 = datasets.iter().map(|d| d.size_bytes.max(0) as u64).sum();
    let names: Vec<&str> = datasets.iter().map(|d| d.file.as_str()).collect();
    // Three times the files: the write-ahead log holds every page the import writes until the
    // commit's checkpoint, and those pages are about twice the JSON they come from (measured
    // on tmpfs: 4,000 InferenceX rows, a 4.3 MiB file, grew the database by 10.4 MiB and failed
    // with 10.5 MiB free, imported with 12.4 MiB; 20,000 rows, 20.1 MiB, grew it by 37.6 MiB).
    Error::Other(format!(
        "the disk is full: {} has {free} free, and importing {} ({} of data) needs about {} \
         there (its records take about twice the size of the files, and SQLite's write-ahead log \
         holds them until the commit); \
         nothing was imported: free some space there, or pass --db with a database on another \
         disk",
        folder.display(),
        names.join(", "),
        crate::input::human(files),
        crate::input::human(3 * files),
    ))
}

/// Bytes free for this user in `folder`'s file system.
#[cfg(unix)]
fn free_bytes(folder: &Path) -> Option<u64> {
    let s = rustix::fs::statvfs(folder).ok()?;
    Some(s.f_bavail.saturating_mul(s.f_frsize))
}

#[cfg(not(unix))]
fn free_bytes(_: &Path) -> Option<u64> {
    None
}
