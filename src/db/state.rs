//! What a database file holds, judged by its content and never by its existence: empty, foreign,
//! or gpudb's (with what is left to migrate or fill); the mark in its header (`application_id`,
//! `user_version`) that says it is complete and current, and the read-only open that trusts it.

use super::migrate::{history_table, newer_error, pending, SCHEMA_VERSION};
use super::open::{open_reading, open_ro, sibling};
use super::views;
use crate::error::{Error, Result};
use rusqlite::{Connection, Transaction};
use std::path::Path;

/// `PRAGMA application_id` of a complete gpudb database ("gpdb"): set in the transaction that
/// fills it, so a database that has it was never left half-made.
pub const APPLICATION_ID: i32 = 0x6770_6462;

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

/// What the file at `path` holds, read through `conn` (any connection to it).
pub fn inspect(conn: &Connection) -> Result<State> {
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")?
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    if tables.is_empty() {
        return Ok(State::Empty);
    }
    let ours = ["datasets", "runs", "accelerators"];
    if !ours.iter().all(|t| tables.iter().any(|n| n == t)) || history_table(conn)?.is_none() {
        return Ok(State::Foreign(tables));
    }
    // Views not this build's count as one more step to apply.
    let pending = pending(conn)?.len() + usize::from(!views::current(conn)?);
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
        // Views are applied without a new schema version (they change with their files): the
        // careful path applies them where they are not this build's.
        Ok((conn, (APPLICATION_ID, SCHEMA_VERSION))) if views::current(&conn)? => Ok(Some(conn)),
        Ok((_, (APPLICATION_ID, newer))) if newer > SCHEMA_VERSION => {
            Err(newer_error(i64::from(newer), i64::from(SCHEMA_VERSION)))
        }
        _ => Ok(None),
    }
}

/// Mark a database complete and current; call in the transaction that filled or migrated it.
pub fn mark_complete(tx: &Transaction) -> Result<()> {
    tx.pragma_update(None, "application_id", APPLICATION_ID)?;
    tx.pragma_update(None, "user_version", SCHEMA_VERSION)?;
    Ok(())
}
