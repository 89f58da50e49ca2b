//! Where a database lives and how every connection to it is opened: the pragmas each one gets,
//! read-write in WAL mode or read-only (immutable where the folder cannot be written), the write
//! transaction that takes the lock at once, and open errors that say what the file is.

use crate::error::{Error, Result};
use rusqlite::{Connection, OpenFlags, Transaction, TransactionBehavior};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The database path when neither `--db` nor `GPUDB_DB` names one:
/// `$XDG_DATA_HOME/gpudb/gpudb.db`, else `~/.local/share/gpudb/gpudb.db`.
pub fn default_path() -> Result<PathBuf> {
    let non_empty = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty());
    // The XDG spec says a relative path in XDG_DATA_HOME is invalid and to be ignored.
    let data_home = non_empty("XDG_DATA_HOME")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute());
    if let Some(data) = data_home {
        return Ok(data.join("gpudb").join("gpudb.db"));
    }
    match non_empty("HOME") {
        Some(home) => Ok(PathBuf::from(home).join(".local/share/gpudb/gpudb.db")),
        None => Err(Error::Usage(
            "cannot tell where the database lives: neither XDG_DATA_HOME nor HOME is set; \
             pass --db PATH or set GPUDB_DB"
                .into(),
        )),
    }
}

/// The busy timeout every connection gets ([`crate::busy`]); a bad GPUDB_BUSY_TIMEOUT_MS is a
/// usage error.
fn busy_timeout() -> Result<Duration> {
    crate::busy::timeout().map_err(Error::Usage)
}

/// Whether the database has a table named `name` (the history, the views' record, the change
/// counter: each asked for before it may exist).
pub(super) fn has_table(conn: &Connection, name: &str) -> Result<bool> {
    Ok(conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?1)",
        [name],
        |r| r.get(0),
    )?)
}

/// Open a connection, after the process-wide settings SQLite takes only before its first one.
pub(super) fn connect(path: impl AsRef<Path>, flags: OpenFlags) -> rusqlite::Result<Connection> {
    static SETTINGS: std::sync::Once = std::sync::Once::new();
    SETTINGS.call_once(|| {
        // Memory statistics take a global mutex on every allocation SQLite makes (thousands
        // when it parses the schema, which every statement of a new connection does), and
        // gpudb never reads them. Refused, harmlessly, once SQLite is initialized.
        // SAFETY: SQLITE_CONFIG_MEMSTATUS takes one int, passed as one.
        unsafe {
            rusqlite::ffi::sqlite3_config(rusqlite::ffi::SQLITE_CONFIG_MEMSTATUS, 0);
        }
    });
    Connection::open_with_flags(path, flags)
}

/// Pragmas for every connection: enforce foreign keys, wait for a writer instead of failing.
pub(super) fn configure(conn: &Connection, path: &Path) -> Result<()> {
    let open_err = |source| Error::Open {
        path: path.to_path_buf(),
        source,
    };
    conn.pragma_update(None, "foreign_keys", true)
        .map_err(open_err)?;
    conn.busy_timeout(busy_timeout()?).map_err(open_err)?;
    Ok(())
}

/// Open an existing database read-write (never creates a file), in WAL mode so a BI tool can read
/// while gpudb writes.
pub fn open_rw(path: &Path) -> Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = connect(path, flags).map_err(|e| open_error(path, e))?;
    configure(&conn, path)?;
    let mode: String = conn
        .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
        .map_err(|e| open_error(path, e))?;
    if mode != "wal" {
        // Another connection holds the file in rollback mode; everything still works, only
        // readers wait for writers.
        crate::msg::warn(&format!(
            "{}: journal mode is {mode}, not wal: readers will wait for writers",
            path.display()
        ));
    }
    Ok(conn)
}

/// Open read-only. A database in a read-only folder (or a read-only file whose folder gpudb may
/// not write the WAL index in) is opened as immutable, which is safe because nobody can be
/// writing it then.
pub fn open_ro(path: &Path) -> Result<Connection> {
    let probe = |c: &Connection| c.query_row("SELECT count(*) FROM sqlite_schema", [], |_| Ok(()));
    open_reading(path, probe).map(|(conn, ())| conn)
}

/// Open read-only and run `probe`, the first statement, which makes SQLite read the file; in a
/// folder where the WAL index cannot be made, open as immutable and run it there.
pub(super) fn open_reading<T>(
    path: &Path,
    probe: impl Fn(&Connection) -> rusqlite::Result<T>,
) -> Result<(Connection, T)> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = connect(path, flags).map_err(|e| open_error(path, e))?;
    configure(&conn, path)?;
    match probe(&conn) {
        Ok(t) => Ok((conn, t)),
        Err(e) if cannot_write_beside(&e) => {
            drop(conn);
            let conn = open_immutable(path)?;
            let t = probe(&conn).map_err(|e| open_error(path, e))?;
            Ok((conn, t))
        }
        Err(e) => Err(open_error(path, e)),
    }
}

/// SQLite could not create the `-shm`/`-wal` files a WAL reader needs.
fn cannot_write_beside(e: &rusqlite::Error) -> bool {
    matches!(e, rusqlite::Error::SqliteFailure(f, _)
        if matches!(f.code, rusqlite::ErrorCode::CannotOpen | rusqlite::ErrorCode::ReadOnly))
}

/// Open read-only as immutable (no WAL index, no locks), refusing when a WAL holds changes the
/// file lacks.
fn open_immutable(path: &Path) -> Result<Connection> {
    let wal = sibling(path, "-wal");
    if std::fs::metadata(&wal).is_ok_and(|m| m.len() > 0) {
        return Err(Error::Other(format!(
            "cannot read {}: its folder is read-only and {} holds changes not yet in the \
             database file; open it once where the folder is writable",
            path.display(),
            wal.display()
        )));
    }
    let uri = format!("file:{}?immutable=1", uri_path(path));
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
        | OpenFlags::SQLITE_OPEN_URI
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = connect(uri, flags).map_err(|e| open_error(path, e))?;
    configure(&conn, path)?;
    Ok(conn)
}

/// A path as a `file:` URI path: characters URIs reserve are percent-encoded.
fn uri_path(path: &Path) -> String {
    let abs = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let mut out = String::new();
    for b in abs.to_string_lossy().bytes() {
        match b {
            b'%' | b'?' | b'#' => out.push_str(&format!("%{b:02X}")),
            _ => out.push(b as char),
        }
    }
    out
}

/// `path` with `suffix` after its file name: the `-wal`, `-shm` and `-journal` files beside it.
pub(super) fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(suffix);
    PathBuf::from(s)
}

/// An open error that says what the file is when SQLite's own word would puzzle.
fn open_error(path: &Path, e: rusqlite::Error) -> Error {
    if let rusqlite::Error::SqliteFailure(f, _) = &e {
        if f.code == rusqlite::ErrorCode::NotADatabase {
            return Error::Other(format!(
                "{} is not a SQLite database (is it the right file?): pass --db with the path \
                 of a gpudb database, or a new path to create one",
                path.display()
            ));
        }
        if f.code == rusqlite::ErrorCode::DatabaseBusy {
            return Error::from(e);
        }
    }
    Error::Open {
        path: path.to_path_buf(),
        source: e,
    }
}

/// Begin a write transaction that takes the write lock at once (waiting up to the busy
/// timeout), so a read-then-write never fails half-way on another writer's lock.
pub fn write_tx(conn: &mut Connection) -> Result<Transaction<'_>> {
    Ok(conn.transaction_with_behavior(TransactionBehavior::Immediate)?)
}
