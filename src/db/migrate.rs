//! The schema's history: the embedded migrations (`migrations/`), what a database has had of
//! them (refinery's history table, read with care: a row gpudb cannot read is an error, not a
//! panic), what is still to apply, and applying it inside the caller's transaction.

use crate::error::{Error, Result};
use rusqlite::{Connection, Transaction};
use std::path::PathBuf;

mod embedded {
    refinery::embed_migrations!("migrations");
}

/// The newest migration this build ships, kept as `PRAGMA user_version` by the transaction that
/// completes or migrates a database: with the application id, one look at the file's header
/// tells a reader the database is complete and current. A unit test checks it against
/// `migrations/`: adding a migration means raising it.
pub const SCHEMA_VERSION: i32 = 34;
/// The migration history table; refinery's name and layout, so its tools read it too.
pub(super) const HISTORY: &str = "refinery_schema_history";

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
                if c.parse::<u64>().is_ok() && crate::dates::iso_date(on).is_some() =>
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
pub(super) fn pending(conn: &Connection) -> Result<Vec<refinery::Migration>> {
    let mut known = embedded::migrations::runner().get_migrations().clone();
    // refinery lists them by file name, where V10 comes before V1: apply in version order.
    known.sort_by_key(|m| m.version());
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
    // In version order: refinery lists them in the order of their file names, where V11 comes
    // before V2.
    let mut todo: Vec<refinery::Migration> = known
        .into_iter()
        .filter(|m| !done.iter().any(|a| a.version == i64::from(m.version())))
        .collect();
    todo.sort_by_key(refinery::Migration::version);
    Ok(todo)
}

/// The error for a database a newer gpudb made or marked.
pub(super) fn newer_error(found: i64, known: i64) -> Error {
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

#[cfg(test)]
mod tests {
    use super::*;

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

    /// refinery lists the files by name, V10 before V1: the ones to apply come in version order.
    #[test]
    fn pending_migrations_come_in_version_order() {
        let conn = Connection::open_in_memory().unwrap();
        let versions: Vec<i32> = pending(&conn)
            .unwrap()
            .iter()
            .map(|m| m.version())
            .collect();
        let mut sorted = versions.clone();
        sorted.sort_unstable();
        assert!(
            versions.len() >= 9 && versions.contains(&10),
            "{versions:?}"
        );
        assert_eq!(versions, sorted);
    }
}
