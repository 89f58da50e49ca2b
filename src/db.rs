//! Every database connection starts here: where the database lives, the pragmas every connection
//! gets, the embedded migrations, and creating the database from the bundled data on first use.

use crate::error::{Error, Result};
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};

mod embedded {
    refinery::embed_migrations!("migrations");
}

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

/// Pragmas for every connection: enforce foreign keys, wait for a writer instead of failing, and
/// WAL so a BI tool can read while gpudb writes.
fn configure(conn: &Connection, path: &Path) -> Result<()> {
    let open_err = |source| Error::Open {
        path: path.to_path_buf(),
        source,
    };
    conn.pragma_update(None, "foreign_keys", true)
        .map_err(open_err)?;
    conn.busy_timeout(std::time::Duration::from_secs(5))
        .map_err(open_err)?;
    Ok(())
}

/// Apply the embedded migrations up to `target` (all when None).
pub fn migrate(conn: &mut Connection, path: &Path, target: Option<i32>) -> Result<()> {
    let mut runner = embedded::migrations::runner();
    if let Some(v) = target {
        runner = runner.set_target(refinery::Target::Version(v));
    }
    runner.run(conn).map_err(|e| Error::Migrate {
        path: path.to_path_buf(),
        message: e.to_string(),
    })?;
    Ok(())
}

/// Open (creating and filling it from the bundled data on first use) the database at `path`,
/// read-write and migrated to this build's schema.
pub fn open(path: &Path) -> Result<Connection> {
    let is_new = !path.exists();
    if is_new {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| {
                Error::Other(format!("cannot create the folder {}: {e}", dir.display()))
            })?;
        }
    }
    let mut conn = Connection::open(path).map_err(|source| Error::Open {
        path: path.to_path_buf(),
        source,
    })?;
    configure(&conn, path)?;
    let mode: String = conn
        .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
        .map_err(|source| Error::Open {
            path: path.to_path_buf(),
            source,
        })?;
    debug_assert!(mode == "wal" || mode == "memory");
    migrate(&mut conn, path, None)?;
    if is_new {
        let bundled = crate::import::parse_all(&crate::import::bundled_inputs())?;
        let summary = crate::import::import(&mut conn, &bundled, false)?;
        let rates = crate::rates::load_sample(&mut conn)?;
        let (runs, prices) = summary
            .datasets
            .iter()
            .fold((0, 0), |(r, p), d| (r + d.2, p + d.3));
        crate::msg::note(&format!(
            "created {} from the bundled data ({runs} runs, {prices} API prices, \
             {rates} sample GPU rates)",
            path.display()
        ));
    }
    Ok(conn)
}

/// A read-only connection for saved queries and ad-hoc SQL; the database is created and migrated
/// first if it needs to be.
pub fn open_read_only(path: &Path) -> Result<Connection> {
    drop(open(path)?);
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|source| Error::Open {
        path: path.to_path_buf(),
        source,
    })?;
    configure(&conn, path)?;
    Ok(conn)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn open_sets_pragmas_and_creates_tables() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/x.db");
        let conn = open(&path).unwrap();
        let fk: i64 = conn
            .query_row("PRAGMA foreign_keys", [], |r| r.get(0))
            .unwrap();
        let mode: String = conn
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .unwrap();
        let timeout: i64 = conn
            .query_row("PRAGMA busy_timeout", [], |r| r.get(0))
            .unwrap();
        assert_eq!((fk, mode.as_str(), timeout), (1, "wal", 5000));
        let runs: i64 = conn
            .query_row("SELECT count(*) FROM runs", [], |r| r.get(0))
            .unwrap();
        assert_eq!(runs, 44);
    }

    /// A database made by an older build (schema at V2, before rate_sets) keeps every user rate
    /// exactly when this build migrates it.
    #[test]
    fn migrating_an_older_database_keeps_user_rates() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.db");
        let mut conn = Connection::open(&path).unwrap();
        configure(&conn, &path).unwrap();
        migrate(&mut conn, &path, Some(2)).unwrap();
        conn.execute_batch(
            "INSERT INTO accelerators (id, name) VALUES ('X1', 'Test card');
             INSERT INTO gpu_rates (rate_set, provider, accelerator_id, usd_per_gpu_hour, pricing,
                 as_of, source_url, notes)
             VALUES ('mine', 'Quote A', 'X1', 2.125, 'reserved-1y', '2026-11-01', 'https://e.x/q', 'n'),
                    ('other', NULL, 'X1', 0.1, 'spot', NULL, NULL, NULL);",
        )
        .unwrap();
        let dump = |c: &Connection| -> Vec<String> {
            c.prepare("SELECT * FROM gpu_rates ORDER BY id")
                .unwrap()
                .query_map([], |r| {
                    Ok((0..10)
                        .map(|i| format!("{:?}", r.get::<_, rusqlite::types::Value>(i).unwrap()))
                        .collect::<Vec<_>>()
                        .join("|"))
                })
                .unwrap()
                .collect::<rusqlite::Result<_>>()
                .unwrap()
        };
        let before = dump(&conn);
        assert_eq!(before.len(), 2);
        drop(conn);
        let conn = open(&path).unwrap();
        assert_eq!(dump(&conn), before);
        let sets: i64 = conn
            .query_row("SELECT count(*) FROM rate_sets", [], |r| r.get(0))
            .unwrap();
        assert_eq!(sets, 2, "the V3 view sees the migrated rates");
    }
}
