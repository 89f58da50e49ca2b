//! Every database connection starts here. This layer knows no dataset format: what fills a new
//! database is the caller's closure (`store` knows what goes in).
//!
//! - `open`: where the database lives, the pragmas every connection gets, read-write or read-only.
//! - `state`: what a file holds, judged by its content (never by its existence), and the header
//!   mark that says a database is complete and current.
//! - `migrate`: the embedded migrations, the history a database has had, applying the rest.
//! - `create`: making a new database appear whole (atomically), from `snapshot`'s script.
//! - `guard`: the read-only rules for SQL run without `--write`.
//! - `views`: the views of `schema/views/`, applied whole when their text changes.
//! - `derived`: the stored answers over every run (V23), rebuilt when what they read changed.
//!
//! The parts use one another, never this file: it names them, re-exports their API (so callers
//! keep writing `db::open_rw`), and holds the tests that go through several of them at once.

mod create;
mod derived;
mod guard;
mod migrate;
mod open;
mod snapshot;
mod state;
mod views;

#[cfg(test)]
pub use create::create;
pub use create::create_from;
pub use derived::{any_stale, count_change, rebuild_stale, rebuild_stale_after, Touched};
pub use guard::{check_read_only, is_refused, needs_write, refuse_writes, writes};
pub use migrate::{migrate_in, schema_version};
/// Tests build databases of an older schema with these.
#[cfg(test)]
pub use migrate::{migrate_up_to, SCHEMA_VERSION};
pub use open::{default_path, open_ro, open_rw, write_tx};
pub use state::{inspect, is_empty_database, mark_complete, open_current, state, State};

/// A database made by `create`, opened by `open`, judged by `state` and `migrate`.
#[cfg(test)]
mod tests {
    use super::*;
    use std::path::{Path, PathBuf};

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
        let timeout: u128 = conn
            .query_row("PRAGMA busy_timeout", [], |r| r.get::<_, i64>(0))
            .unwrap()
            .try_into()
            .unwrap();
        // The timeout GPUDB_BUSY_TIMEOUT_MS gives (60 s unset: crate::busy's tests), whatever
        // the developer running the tests has set.
        let wanted = crate::busy::timeout().unwrap().as_millis();
        assert_eq!((fk, mode.as_str(), timeout), (1, "wal", wanted));
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
    fn a_newer_database_says_upgrade_gpudb() {
        let dir = tempfile::tempdir().unwrap();
        let path = fresh(dir.path());
        let conn = open_rw(&path).unwrap();
        conn.execute(
            "INSERT INTO _gpudb_schema_history VALUES (999, 'future', '2030-01-01T00:00:00Z', '1')",
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
            "UPDATE _gpudb_schema_history SET checksum = 'x' WHERE version = 1",
            [],
        )
        .unwrap();
        let err = inspect(&conn).unwrap_err().to_string();
        assert!(err.contains("cannot read"), "{err}");
    }
}
