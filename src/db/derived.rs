//! Derived tables (V23): answers over every row of a table (the frontier, the medians) stored in
//! the transaction that changes the table, so a query reads a few stored rows instead of every
//! run. `data_changes` counts each tracked table's changes (triggers for other clients, the
//! importers for themselves); a store is current while its build's count is the table's. The
//! views read a store only then, else compute the same rows live: a stale store is slow, never
//! wrong.
//!
//! How a view guards its live branch matters (V23's comment says too little): SQLite tests a
//! constant `WHERE [NOT] EXISTS (… derived_current …)` before a simple branch's loop, but a live
//! branch built of window functions or materialized CTEs is computed whole before any WHERE
//! is tested. So the live SQL of `frontier_knots` (V24) puts the guard in its read of `runs`,
//! as a bound on the index's first column that is NULL while the store answers: no run is read.

use crate::error::Result;
use rusqlite::{params, Connection, Transaction};

/// One derived table: its name (the table that holds its rows), the table it is computed from,
/// and the SQL that empties and refills it.
pub struct Derived {
    pub name: &'static str,
    pub reads: &'static str,
    pub rebuild: &'static str,
}

/// Every derived table, rebuilt in this order.
pub const DERIVED: &[Derived] = &[
    // The view frontier_knots' rows (V24): the frontier of every series, a pass over every
    // point, read by cost-at-interactivity, api-vs-self-hosted and the view itself.
    Derived {
        name: "frontier_knots_stored",
        reads: "runs",
        rebuild: include_str!("../sql/derived/frontier_knots.sql"),
    },
    // The compute and memory roofs' groups of runs (V29): gpudb check judges a few hundred
    // groups instead of every run.
    Derived {
        name: "check_figure_groups_stored",
        reads: "runs",
        rebuild: include_str!("../sql/derived/check_figure_groups.sql"),
    },
    Derived {
        name: "check_speed_groups_stored",
        reads: "runs",
        rebuild: include_str!("../sql/derived/check_speed_groups.sql"),
    },
    // The frontier check's rows (V29): its windows rank every series.
    Derived {
        name: "check_frontier_beaten_stored",
        reads: "runs",
        rebuild: include_str!("../sql/derived/check_frontier_beaten.sql"),
    },
    // cheapest's choices (V33): each group's fastest run, read instead of every run.
    Derived {
        name: "run_choice_groups_stored",
        reads: "runs",
        rebuild: include_str!("../sql/derived/run_choice_groups.sql"),
    },
];

/// Count a change to `table` that was written with the triggers off (an import). A schema
/// before V23 has nothing to count (tests write older schemas with today's importer).
pub fn count_change(tx: &Transaction, table: &str) -> Result<()> {
    if !has_derived_tables(tx)? {
        return Ok(());
    }
    tx.execute(
        "UPDATE data_changes SET change_count = change_count + 1 WHERE table_name = ?1",
        [table],
    )?;
    Ok(())
}

/// Whether any derived table is stale (a writable open then rebuilds them).
pub fn any_stale(conn: &Connection) -> Result<bool> {
    stale_among(conn, DERIVED)
}

/// Rebuild every stale derived table, in the caller's transaction; returns how many were.
pub fn rebuild_stale(tx: &Transaction) -> Result<usize> {
    rebuild_stale_among(tx, DERIVED)
}

fn has_derived_tables(conn: &Connection) -> Result<bool> {
    Ok(conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM sqlite_schema WHERE name = 'data_changes')",
        [],
        |r| r.get(0),
    )?)
}

fn is_current(conn: &Connection, name: &str) -> Result<bool> {
    Ok(conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM derived_current WHERE name = ?1)",
        [name],
        |r| r.get(0),
    )?)
}

fn stale_among(conn: &Connection, list: &[Derived]) -> Result<bool> {
    if list.is_empty() || !has_derived_tables(conn)? {
        return Ok(false);
    }
    for d in list {
        if !is_current(conn, d.name)? {
            return Ok(true);
        }
    }
    Ok(false)
}

fn rebuild_stale_among(tx: &Transaction, list: &[Derived]) -> Result<usize> {
    if !stale_among(tx, list)? {
        return Ok(0);
    }
    let mut rebuilt = 0;
    for d in list {
        if is_current(tx, d.name)? {
            continue;
        }
        tx.execute_batch(d.rebuild)?;
        tx.execute(
            "INSERT INTO derived_builds (name, reads, change_count)
             SELECT ?1, table_name, change_count FROM data_changes WHERE table_name = ?2
             ON CONFLICT (name) DO UPDATE SET reads = excluded.reads,
                 change_count = excluded.change_count",
            params![d.name, d.reads],
        )?;
        rebuilt += 1;
    }
    Ok(rebuilt)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A derived table of one row, the number of runs, and a view that reads it when current.
    const RUN_COUNT: Derived = Derived {
        name: "test_run_count",
        reads: "runs",
        rebuild:
            "DELETE FROM test_run_count; INSERT INTO test_run_count SELECT count(*) FROM runs;",
    };

    fn database() -> (tempfile::TempDir, Connection) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.db");
        super::super::create(&path, |_| Ok(())).unwrap();
        let conn = super::super::open_rw(&path).unwrap();
        conn.execute_batch(
            "CREATE TABLE test_run_count (n INTEGER);
             CREATE VIEW test_runs AS
             SELECT n, 'stored' AS how FROM test_run_count
             WHERE EXISTS (SELECT 1 FROM derived_current WHERE name = 'test_run_count')
             UNION ALL
             SELECT count(*), 'live' FROM runs
             WHERE NOT EXISTS (SELECT 1 FROM derived_current WHERE name = 'test_run_count');",
        )
        .unwrap();
        (dir, conn)
    }

    fn answer(conn: &Connection) -> (i64, String) {
        conn.query_row("SELECT n, how FROM test_runs", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap()
    }

    fn add_run(conn: &Connection) {
        // Only the counting matters here, not what the row refers to.
        conn.execute_batch(
            "PRAGMA foreign_keys = OFF;
             INSERT INTO runs (dataset_id, record_path, source_id, accelerator_id,
                 accelerator_published, model_id, model_published, gpu_count, published_as,
                 raw_json)
             VALUES (1, '$', 1, 'H100-SXM', 'H100', 'm', 'm', 1, 'per_gpu', '{}');
             PRAGMA foreign_keys = ON;",
        )
        .unwrap();
    }

    #[test]
    fn a_store_is_read_while_current_and_computed_live_once_another_client_writes() {
        let (_dir, mut conn) = database();
        let list = [RUN_COUNT];
        assert!(stale_among(&conn, &list).unwrap(), "never built");
        let runs = answer(&conn).0;
        assert_eq!(answer(&conn), (runs, "live".into()));

        let tx = conn.transaction().unwrap();
        assert_eq!(rebuild_stale_among(&tx, &list).unwrap(), 1);
        assert_eq!(rebuild_stale_among(&tx, &list).unwrap(), 0, "current now");
        tx.commit().unwrap();
        assert_eq!(answer(&conn), (runs, "stored".into()));

        // A row written with the triggers on, as the sqlite3 shell writes it.
        add_run(&conn);
        assert!(stale_among(&conn, &list).unwrap());
        assert_eq!(
            answer(&conn),
            (runs + 1, "live".into()),
            "never the stale count"
        );

        let tx = conn.transaction().unwrap();
        rebuild_stale_among(&tx, &list).unwrap();
        tx.commit().unwrap();
        assert_eq!(answer(&conn), (runs + 1, "stored".into()));
    }

    #[test]
    fn a_change_written_with_the_triggers_off_counts_only_when_counted() {
        let (_dir, mut conn) = database();
        let list = [RUN_COUNT];
        let tx = conn.transaction().unwrap();
        rebuild_stale_among(&tx, &list).unwrap();
        tx.set_db_config(
            rusqlite::config::DbConfig::SQLITE_DBCONFIG_ENABLE_TRIGGER,
            false,
        )
        .unwrap();
        count_change(&tx, "runs").unwrap();
        assert!(stale_among(&tx, &list).unwrap(), "counted by the writer");
        tx.commit().unwrap();
    }
}
