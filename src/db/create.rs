//! Making a database appear whole on first use: built under a temporary name from the schema
//! script and the caller's fill, in one transaction, then linked into place (or an empty file
//! filled under the write lock). The caller's closure says what goes in; this knows only how.

use super::migrate::migrate_in;
use super::open::{configure, connect, open_rw, sibling, write_tx};
use super::snapshot;
use super::state::{inspect, mark_complete, State};
use crate::error::{Error, Result};
use rusqlite::{OpenFlags, Transaction};
use std::path::{Path, PathBuf};

/// Create a complete database at `path` atomically, or fill the empty file there. Where no file
/// is, build it under a temporary name in the same folder (schema, then `fill`, in one
/// transaction) and link it into place: the file at `path` is never seen half-made; kill -9 at
/// any point leaves it absent and at most a temporary file that a later creation removes. Where
/// an empty file is (`touch`), fill it in one transaction that holds the write lock, so a kill
/// rolls back to empty and a second process waits, then finds it full. When another process
/// creates it first, its database is kept. Returns whether this process made the database.
#[cfg(test)]
pub fn create(path: &Path, fill: impl FnOnce(&Transaction) -> Result<()>) -> Result<bool> {
    create_from(path, None::<fn() -> Result<Vec<u8>>>, |_| Ok(()), fill)
}

/// [`create`], where no file is, from `image`: the bytes of a complete database (made by this
/// build from the same schema and fill, in WAL mode), written under the temporary name, then
/// `touch_up` in one transaction (the day it was made, say), then linked into place. Writing a
/// made database costs a few milliseconds where building one costs tens. An empty file is
/// still filled in place by `fill`.
pub fn create_from(
    path: &Path,
    image: Option<impl FnOnce() -> Result<Vec<u8>>>,
    touch_up: impl FnOnce(&Transaction) -> Result<()>,
    fill: impl FnOnce(&Transaction) -> Result<()>,
) -> Result<bool> {
    if path.exists() {
        return fill_in_place(path, fill);
    }
    let dir = match path.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(d) => d.to_path_buf(),
        None => PathBuf::from("."),
    };
    if !dir.is_dir() {
        return Err(Error::Other(format!(
            "cannot create {}: the folder {} does not exist (create it first: mkdir -p {})",
            path.display(),
            dir.display(),
            dir.display()
        )));
    }
    let file_name = path
        .file_name()
        .ok_or_else(|| Error::Usage(format!("{} does not name a file", path.display())))?
        .to_string_lossy()
        .into_owned();
    let prefix = format!(".{file_name}.tmp-");
    remove_stale_temporaries(&dir, &prefix);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let tmp = dir.join(format!("{prefix}{}-{nanos}", std::process::id()));
    let made = match image {
        Some(image) => write_image(&tmp, image, touch_up),
        None => build(&tmp, fill),
    };
    let result = made.and_then(|()| place(&tmp, path));
    let _ = std::fs::remove_file(&tmp);
    for suffix in ["-wal", "-shm", "-journal"] {
        let _ = std::fs::remove_file(sibling(&tmp, suffix));
    }
    result
}

fn build(tmp: &Path, fill: impl FnOnce(&Transaction) -> Result<()>) -> Result<()> {
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
        | OpenFlags::SQLITE_OPEN_CREATE
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let mut conn = connect(tmp, flags).map_err(|e| {
        Error::Other(format!(
            "cannot create a database in {}: {e}",
            tmp.parent().unwrap_or(Path::new(".")).display()
        ))
    })?;
    configure(&conn, tmp)?;
    // Nobody else sees this file until it is complete: no journal, one sync at the end.
    conn.execute_batch("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;")?;
    let tx = conn.transaction()?;
    // What replaying every migration gives, from one script: most of a first run otherwise.
    snapshot::apply(&tx)?;
    super::views::apply(&tx)?;
    fill(&tx)?;
    mark_complete(&tx)?;
    tx.commit()?;
    conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get::<_, String>(0))?;
    conn.close().map_err(|(_, e)| e)?;
    std::fs::File::open(tmp)?.sync_all()?;
    Ok(())
}

fn write_image(
    tmp: &Path,
    image: impl FnOnce() -> Result<Vec<u8>>,
    touch_up: impl FnOnce(&Transaction) -> Result<()>,
) -> Result<()> {
    let bytes = image()?;
    std::fs::write(tmp, &bytes).map_err(|e| {
        Error::Other(format!(
            "cannot create a database in {}: {e}",
            tmp.parent().unwrap_or(Path::new(".")).display()
        ))
    })?;
    let mut conn = connect(
        tmp,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    configure(&conn, tmp)?;
    // As in `build`: nobody else sees this file yet; back to WAL before it is placed.
    conn.query_row("PRAGMA journal_mode = OFF", [], |r| r.get::<_, String>(0))?;
    conn.execute_batch("PRAGMA synchronous = OFF;")?;
    let tx = conn.transaction()?;
    touch_up(&tx)?;
    tx.commit()?;
    conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get::<_, String>(0))?;
    conn.close().map_err(|(_, e)| e)?;
    std::fs::File::open(tmp)?.sync_all()?;
    Ok(())
}

/// Fill an existing empty database file in one transaction under the write lock.
fn fill_in_place(path: &Path, fill: impl FnOnce(&Transaction) -> Result<()>) -> Result<bool> {
    let mut conn = open_rw(path)?;
    let tx = write_tx(&mut conn)?;
    // Looked at again under the lock: another process may have filled it meanwhile.
    if inspect(&tx)? != State::Empty {
        return Ok(false);
    }
    migrate_in(&tx)?;
    fill(&tx)?;
    mark_complete(&tx)?;
    tx.commit()?;
    Ok(true)
}

/// Put the finished temporary database at `path`, only where nothing is: a hard link fails when
/// another process placed its database first, so two creators never overwrite each other.
fn place(tmp: &Path, path: &Path) -> Result<bool> {
    let placed = match std::fs::hard_link(tmp, path) {
        Ok(()) => true,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => false,
        // A file system without hard links: rename, which is atomic but may replace a database
        // another process placed a moment ago (both are complete, so nothing is lost).
        Err(_) if !path.exists() => {
            std::fs::rename(tmp, path)?;
            true
        }
        Err(e) => {
            return Err(Error::Other(format!(
                "cannot create {}: {e}",
                path.display()
            )))
        }
    };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        // Make the new directory entry durable; not every platform can open a folder.
        if let Ok(d) = std::fs::File::open(dir) {
            let _ = d.sync_all();
        }
    }
    Ok(placed)
}

/// Remove temporary databases left by a creator that was killed (its process is gone).
fn remove_stale_temporaries(dir: &Path, prefix: &str) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(rest) = name.strip_prefix(prefix) else {
            continue;
        };
        let pid = rest.split(['-', '.']).next().unwrap_or("");
        let alive = Path::new("/proc").join(pid).exists() || !Path::new("/proc/self").exists();
        if !pid.is_empty() && !alive {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::open::open_ro;

    #[test]
    fn a_failed_fill_leaves_nothing_behind() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.db");
        let err = create(&path, |_| Err(Error::Other("boom".into()))).unwrap_err();
        assert_eq!(err.to_string(), "boom");
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert!(left.is_empty(), "{left:?}");
    }

    #[test]
    fn a_temporary_left_by_a_killed_creator_is_removed() {
        let dir = tempfile::tempdir().unwrap();
        // No process has pid 4194304 (above Linux's largest pid).
        let stale = dir.path().join(".x.db.tmp-4194304-1");
        std::fs::write(&stale, b"half").unwrap();
        create(&dir.path().join("x.db"), |_| Ok(())).unwrap();
        assert!(!stale.exists());
    }

    #[test]
    fn an_empty_file_is_filled_and_a_database_is_not() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.db");
        std::fs::write(&path, b"").unwrap();
        assert!(create(&path, |_| Ok(())).unwrap());
        assert!(!create(&path, |_| Ok(())).unwrap(), "kept the first one");
        let conn = open_ro(&path).unwrap();
        assert!(matches!(inspect(&conn).unwrap(), State::Gpudb { .. }));
    }
}
