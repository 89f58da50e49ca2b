//! Every database connection starts here: where the database lives, the pragmas every connection
//! gets, what a file holds (judged by its content, never by its existence), the embedded
//! migrations applied in one transaction, and creating a database atomically. This layer knows no
//! dataset format: what fills a new database is the caller's closure.

use crate::error::{Error, Result};
use rusqlite::{Connection, OpenFlags, Transaction, TransactionBehavior};
use std::path::{Path, PathBuf};
use std::time::Duration;

mod embedded {
    refinery::embed_migrations!("migrations");
}

mod snapshot;

/// `PRAGMA application_id` of a complete gpudb database ("gpdb"): set in the transaction that
/// fills it, so a database that has it was never left half-made.
pub const APPLICATION_ID: i32 = 0x6770_6462;
/// The newest migration this build ships, kept as `PRAGMA user_version` by the transaction that
/// completes or migrates a database: with [`APPLICATION_ID`], one look at the file's header
/// tells a reader the database is complete and current. A unit test checks it against
/// `migrations/`: adding a migration means raising it.
pub const SCHEMA_VERSION: i32 = 8;
/// The migration history table; refinery's name and layout, so its tools read it too.
const HISTORY: &str = "refinery_schema_history";
/// How long a command waits for another writer before giving up, unless GPUDB_BUSY_TIMEOUT_MS
/// says otherwise: long enough for a large import to finish.
const DEFAULT_BUSY_TIMEOUT_MS: u64 = 60_000;

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

/// The busy timeout: GPUDB_BUSY_TIMEOUT_MS, else 60 s.
pub fn busy_timeout() -> Result<Duration> {
    match std::env::var("GPUDB_BUSY_TIMEOUT_MS") {
        Err(_) => Ok(Duration::from_millis(DEFAULT_BUSY_TIMEOUT_MS)),
        Ok(v) if v.trim().is_empty() => Ok(Duration::from_millis(DEFAULT_BUSY_TIMEOUT_MS)),
        Ok(v) => v.trim().parse().map(Duration::from_millis).map_err(|_| {
            Error::Usage(format!(
                "GPUDB_BUSY_TIMEOUT_MS must be a whole number of milliseconds, got '{}'",
                crate::msg::quote(&v)
            ))
        }),
    }
}

/// What a database file holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum State {
    /// No file, a zero-byte file, or a SQLite file with no tables: safe to (re)create.
    Empty,
    /// A SQLite database with tables gpudb did not make.
    Foreign(Vec<String>),
    /// A gpudb database: migrations still to apply, whether its data was ever filled in (a
    /// database an older gpudb was killed while creating has the schema and no data), and
    /// whether its header says so ([`SCHEMA_VERSION`]; databases made before it was kept lack it).
    Gpudb {
        pending: usize,
        filled: bool,
        marked: bool,
    },
}

impl State {
    /// Complete and current: nothing to migrate or fill.
    pub fn is_ready(&self) -> bool {
        matches!(
            self,
            State::Gpudb {
                pending: 0,
                filled: true,
                ..
            }
        )
    }
}

/// Open a connection, after the process-wide settings SQLite takes only before its first one.
fn connect(path: impl AsRef<Path>, flags: OpenFlags) -> rusqlite::Result<Connection> {
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
fn configure(conn: &Connection, path: &Path) -> Result<()> {
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

/// Open read-only when the file is a complete gpudb database of this build's schema, judged by
/// its header alone (`application_id` and `user_version`): the common case of every read
/// command, with no look at the migration history. `None` for anything else (absent, empty,
/// older, made before the header was kept, foreign, not SQLite): the caller takes the careful
/// path, which says what the file is. A database a newer gpudb marked is an error.
pub fn open_current(path: &Path) -> Result<Option<Connection>> {
    // Two PRAGMAs, not one SELECT of pragma_application_id and pragma_user_version: a SELECT
    // makes SQLite parse the whole schema first (about 1 ms), a PRAGMA reads only the header.
    let header = |c: &Connection| {
        let get = |pragma| c.query_row(pragma, [], |r| r.get::<_, i32>(0));
        Ok((get("PRAGMA application_id")?, get("PRAGMA user_version")?))
    };
    match open_reading(path, header) {
        Ok((conn, (APPLICATION_ID, SCHEMA_VERSION))) => Ok(Some(conn)),
        Ok((_, (APPLICATION_ID, newer))) if newer > SCHEMA_VERSION => {
            Err(newer_error(i64::from(newer), i64::from(SCHEMA_VERSION)))
        }
        _ => Ok(None),
    }
}

/// Open read-only and run `probe`, the first statement, which makes SQLite read the file; in a
/// folder where the WAL index cannot be made, open as immutable and run it there.
fn open_reading<T>(
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

fn sibling(path: &Path, suffix: &str) -> PathBuf {
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

/// What the file at `path` holds, read through `conn` (any connection to it).
pub fn inspect(conn: &Connection) -> Result<State> {
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")?
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    if tables.is_empty() {
        return Ok(State::Empty);
    }
    let ours = ["datasets", "runs", "accelerators", HISTORY];
    if !ours.iter().all(|t| tables.iter().any(|n| n == t)) {
        return Ok(State::Foreign(tables));
    }
    let pending = pending(conn)?.len();
    let (app_id, version): (i32, i32) = conn.query_row(
        "SELECT (SELECT application_id FROM pragma_application_id), \
                (SELECT user_version FROM pragma_user_version)",
        [],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    // Databases made before the application id was set count as filled once they hold data.
    let filled = app_id == APPLICATION_ID
        || conn.query_row(
            "SELECT EXISTS (SELECT 1 FROM datasets) OR EXISTS (SELECT 1 FROM gpu_rates)",
            [],
            |r| r.get(0),
        )?;
    Ok(State::Gpudb {
        pending,
        filled,
        marked: app_id == APPLICATION_ID && version == SCHEMA_VERSION,
    })
}

/// One row of the migration history, checked: a row gpudb cannot read is an error, not a panic
/// inside the migration library.
struct Applied {
    version: i64,
    name: String,
    checksum: String,
}

fn applied(conn: &Connection) -> Result<Vec<Applied>> {
    let exists: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?1)",
        [HISTORY],
        |r| r.get(0),
    )?;
    if !exists {
        return Ok(Vec::new());
    }
    let mut stmt = conn.prepare(&format!(
        "SELECT version, name, applied_on, checksum FROM {HISTORY} ORDER BY version"
    ))?;
    let mut rows = stmt.query([])?;
    let mut out = Vec::new();
    while let Some(r) = rows.next()? {
        use rusqlite::types::Value;
        let cells: Vec<Value> = (0..4).map(|i| r.get(i)).collect::<rusqlite::Result<_>>()?;
        let row = match &cells[..] {
            [Value::Integer(v), Value::Text(n), Value::Text(on), Value::Text(c)]
                if c.parse::<u64>().is_ok() && crate::import::normalize::iso_date(on).is_some() =>
            {
                Some(Applied {
                    version: *v,
                    name: n.clone(),
                    checksum: c.clone(),
                })
            }
            _ => None,
        };
        match row {
            Some(a) => out.push(a),
            None => {
                return Err(Error::Other(format!(
                    "the database's migration history ({HISTORY}) has a row gpudb cannot read \
                     ({}): it was changed by hand; restore that row, or save your rates \
                     (gpudb rates list --format csv) and move the database aside",
                    crate::msg::quote(&format!("{cells:?}"))
                )))
            }
        }
    }
    Ok(out)
}

/// The embedded migrations this database has not had yet; an error when it was made by a newer
/// gpudb or its history differs from this build's.
fn pending(conn: &Connection) -> Result<Vec<refinery::Migration>> {
    let known = embedded::migrations::runner().get_migrations().clone();
    let newest_known = known.iter().map(|m| i64::from(m.version())).max();
    let done = applied(conn)?;
    if let Some(newest) = done.last() {
        if Some(newest.version) > newest_known {
            return Err(newer_error(newest.version, newest_known.unwrap_or(0)));
        }
    }
    for a in &done {
        let same = known.iter().find(|m| i64::from(m.version()) == a.version);
        match same {
            Some(m) if m.name() == a.name && m.checksum().to_string() == a.checksum => {}
            _ => {
                return Err(Error::Other(format!(
                    "the database's schema V{} ({}) is not the one this gpudb ships: it was \
                     made by a different build or changed by hand; use a database this gpudb \
                     made (pass --db NEW_PATH to create one)",
                    a.version,
                    crate::msg::quote(&a.name)
                )))
            }
        }
    }
    Ok(known
        .into_iter()
        .filter(|m| !done.iter().any(|a| a.version == i64::from(m.version())))
        .collect())
}

fn newer_error(found: i64, known: i64) -> Error {
    Error::Other(format!(
        "this database was made by a newer gpudb (schema V{found}, this gpudb knows up to \
         V{known}): upgrade gpudb, or pass --db with another database"
    ))
}

/// Apply the pending migrations inside the caller's transaction.
pub fn migrate_in(tx: &Transaction) -> Result<usize> {
    migrate_up_to(tx, i64::MAX)
}

/// [`migrate_in`], stopping after version `last` (tests build older databases with it).
pub fn migrate_up_to(tx: &Transaction, last: i64) -> Result<usize> {
    // Checked again under the write lock: another process may have migrated meanwhile.
    let mut todo = pending(tx)?;
    todo.retain(|m| i64::from(m.version()) <= last);
    tx.execute_batch(&format!(
        "CREATE TABLE IF NOT EXISTS {HISTORY} (version int4 PRIMARY KEY, name VARCHAR(255),
             applied_on VARCHAR(255), checksum VARCHAR(255))"
    ))?;
    for m in &todo {
        let sql = m.sql().unwrap_or_default();
        tx.execute_batch(sql).map_err(|e| Error::Migrate {
            path: PathBuf::from(tx.path().unwrap_or_default()),
            message: format!("V{}__{}: {e}", m.version(), m.name()),
        })?;
        tx.execute(
            &format!(
                "INSERT INTO {HISTORY} (version, name, applied_on, checksum)
                 VALUES (?1, ?2, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?3)"
            ),
            rusqlite::params![m.version(), m.name(), m.checksum().to_string()],
        )?;
    }
    Ok(todo.len())
}

/// Begin a write transaction that takes the write lock at once (waiting up to the busy
/// timeout), so a read-then-write never fails half-way on another writer's lock.
pub fn write_tx(conn: &mut Connection) -> Result<Transaction<'_>> {
    Ok(conn.transaction_with_behavior(TransactionBehavior::Immediate)?)
}

/// Mark a database complete and current; call in the transaction that filled or migrated it.
pub fn mark_complete(tx: &Transaction) -> Result<()> {
    tx.pragma_update(None, "application_id", APPLICATION_ID)?;
    tx.pragma_update(None, "user_version", SCHEMA_VERSION)?;
    Ok(())
}

/// Pragmas that only read, allowed with an argument on a read-only connection.
const READING_PRAGMAS: &[&str] = &[
    "table_info",
    "table_xinfo",
    "table_list",
    "index_list",
    "index_info",
    "index_xinfo",
    "foreign_key_list",
    "foreign_key_check",
    "integrity_check",
    "quick_check",
    "function_list",
    "pragma_list",
    "collation_list",
    "database_list",
    "module_list",
    "compile_options",
];

/// Make a read-only connection refuse, when a statement is prepared, what `sqlite3_stmt_readonly`
/// lets through although it changes the connection or reaches other files: ATTACH, DETACH and
/// pragmas that set a value. Pair with [`check_read_only`] on each statement.
pub fn refuse_writes(conn: &Connection) {
    use rusqlite::hooks::{AuthAction, Authorization};
    conn.authorizer(Some(|ctx: rusqlite::hooks::AuthContext<'_>| {
        match ctx.action {
            AuthAction::Attach { .. } | AuthAction::Detach { .. } => Authorization::Deny,
            AuthAction::Pragma {
                pragma_name,
                pragma_value: Some(_),
            } if !READING_PRAGMAS.contains(&pragma_name.to_ascii_lowercase().as_str()) => {
                Authorization::Deny
            }
            _ => Authorization::Allow,
        }
    }));
}

/// The error for SQL that would write without `--write`.
pub fn needs_write(what: &str) -> Error {
    Error::Usage(format!(
        "{what} changes the database or reaches another file (an INSERT, UPDATE, DELETE, \
         VACUUM INTO, ATTACH, or a PRAGMA that sets a value): pass --write to allow it"
    ))
}

/// Refuse a prepared statement that SQLite does not report as read-only, before it runs.
pub fn check_read_only(stmt: &rusqlite::Statement<'_>, what: &str) -> Result<()> {
    if stmt.readonly() {
        Ok(())
    } else {
        Err(needs_write(what))
    }
}

/// Whether a prepare error is the authorizer's refusal.
pub fn is_refused(e: &rusqlite::Error) -> bool {
    matches!(e, rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::AuthorizationForStatementDenied)
}

/// Create a complete database at `path` atomically, or fill the empty file there. Where no file
/// is, build it under a temporary name in the same folder (schema, then `fill`, in one
/// transaction) and link it into place: the file at `path` is never seen half-made; kill -9 at
/// any point leaves it absent and at most a temporary file that a later creation removes. Where
/// an empty file is (`touch`), fill it in one transaction that holds the write lock, so a kill
/// rolls back to empty and a second process waits, then finds it full. When another process
/// creates it first, its database is kept. Returns whether this process made the database.
pub fn create(path: &Path, fill: impl FnOnce(&Transaction) -> Result<()>) -> Result<bool> {
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
    let result = build(&tmp, fill).and_then(|()| place(&tmp, path));
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
    fill(&tx)?;
    mark_complete(&tx)?;
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

/// True when `path` is a zero-byte file or a SQLite file with no tables.
pub fn is_empty_database(path: &Path) -> Result<bool> {
    Ok(state(path)? == State::Empty)
}

/// What the file at `path` holds ([`inspect`]); no file is [`State::Empty`].
pub fn state(path: &Path) -> Result<State> {
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(State::Empty),
        Err(e) => return Err(e.into()),
    };
    if !meta.is_file() {
        return Err(Error::Other(format!(
            "{} is not a regular file: pass --db with the path of a database file",
            path.display()
        )));
    }
    let wal_empty = std::fs::metadata(sibling(path, "-wal")).map_or(true, |m| m.len() == 0);
    if meta.len() == 0 && wal_empty {
        return Ok(State::Empty);
    }
    inspect(&open_ro(path)?)
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

    fn fresh(dir: &Path) -> PathBuf {
        let path = dir.join("x.db");
        create(&path, |_| Ok(())).unwrap();
        path
    }

    #[test]
    fn open_sets_pragmas() {
        let dir = tempfile::tempdir().unwrap();
        let conn = open_rw(&fresh(dir.path())).unwrap();
        let fk: i64 = conn
            .query_row("PRAGMA foreign_keys", [], |r| r.get(0))
            .unwrap();
        let mode: String = conn
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .unwrap();
        let timeout: i64 = conn
            .query_row("PRAGMA busy_timeout", [], |r| r.get(0))
            .unwrap();
        assert_eq!((fk, mode.as_str(), timeout), (1, "wal", 60_000));
        assert_eq!(
            inspect(&conn).unwrap(),
            State::Gpudb {
                pending: 0,
                filled: true,
                marked: true
            }
        );
    }

    #[test]
    fn schema_version_is_the_newest_migration() {
        let newest = embedded::migrations::runner()
            .get_migrations()
            .iter()
            .map(|m| m.version())
            .max();
        assert_eq!(
            newest,
            Some(SCHEMA_VERSION),
            "raise db::SCHEMA_VERSION with each new migration: readers trust it"
        );
    }

    #[test]
    fn only_a_complete_current_database_opens_on_the_header_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.db");
        assert!(open_current(&path).unwrap().is_none(), "absent");
        std::fs::write(&path, b"").unwrap();
        assert!(open_current(&path).unwrap().is_none(), "empty");
        std::fs::remove_file(&path).unwrap();
        let path = fresh(dir.path());
        assert!(open_current(&path).unwrap().is_some(), "fresh");
        let conn = open_rw(&path).unwrap();
        conn.pragma_update(None, "user_version", 0).unwrap();
        assert!(
            open_current(&path).unwrap().is_none(),
            "made before the mark"
        );
        assert!(!matches!(
            inspect(&conn).unwrap(),
            State::Gpudb { marked: true, .. }
        ));
        conn.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
            .unwrap();
        let err = open_current(&path).unwrap_err().to_string();
        assert!(err.contains("newer gpudb"), "{err}");
    }

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
        fresh(dir.path());
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

    #[test]
    fn a_newer_database_says_upgrade_gpudb() {
        let dir = tempfile::tempdir().unwrap();
        let path = fresh(dir.path());
        let conn = open_rw(&path).unwrap();
        conn.execute(
            "INSERT INTO refinery_schema_history VALUES (999, 'future', '2030-01-01T00:00:00Z', '1')",
            [],
        )
        .unwrap();
        let err = inspect(&conn).unwrap_err().to_string();
        assert!(err.contains("newer gpudb (schema V999"), "{err}");
    }

    #[test]
    fn a_bad_history_row_is_an_error_not_a_panic() {
        let dir = tempfile::tempdir().unwrap();
        let path = fresh(dir.path());
        let conn = open_rw(&path).unwrap();
        conn.execute(
            "UPDATE refinery_schema_history SET checksum = 'x' WHERE version = 1",
            [],
        )
        .unwrap();
        let err = inspect(&conn).unwrap_err().to_string();
        assert!(err.contains("cannot read"), "{err}");
    }
}
