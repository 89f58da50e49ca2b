//! Derived tables: answers over every run (the frontier, the groups the checks and cheapest
//! read) stored by the transaction that changes runs, so a query reads a few stored rows instead
//! of every run, as dbt materializes a model without changing its SELECT. Each rule is a plain
//! SELECT in `schema/stored/`; its table `_gpudb_<name>_stored` holds its rows, and the public
//! view of the same name (`frontier_splines`, `run_choice_groups`) reads the table
//! (`frontier_knots` reads `frontier_splines`' rows with no limit).
//!
//! Every write path rebuilds them: an import in its transaction, `gpudb sql --write` and `rates`
//! after the statement, and any gpudb command that opens a database another client wrote runs
//! to (`store::open`, `store::open_read_only`). `_gpudb_data_changes` counts the changes to runs
//! (triggers for other clients, the importers for themselves, who write with the triggers off);
//! a store is current while its build's count is the table's.

use crate::error::Result;
use rusqlite::{params, Connection, OptionalExtension, Transaction};
use std::collections::HashSet;

/// One derived table: its name (the table that holds its rows), the table it is computed from,
/// and its rule, a plain SELECT (`schema/stored/`) whose rows the table holds.
pub struct Derived {
    pub name: &'static str,
    pub reads: &'static str,
    pub model: &'static str,
    /// Whether the rule can store the rows of some model × accelerator pairs only: its rows
    /// carry both, and it reads those of `_gpudb_runs_touched` when that table has any.
    pub by_pair: bool,
}

impl Derived {
    /// Empty the table and fill it with the rule's rows; with `pairs`, only the rows of the
    /// model × accelerator pairs in `_gpudb_runs_touched` (the rule reads them too).
    fn rebuild(&self, tx: &Transaction, pairs: bool) -> Result<()> {
        let select = self.model.trim_end().trim_end_matches(';');
        let only = if pairs {
            " WHERE (model_id, accelerator_id) IN
                  (SELECT model_id, accelerator_id FROM _gpudb_runs_touched)"
        } else {
            ""
        };
        tx.execute_batch(&format!(
            "DELETE FROM {name}{only}; INSERT INTO {name} {select};",
            name = self.name
        ))?;
        Ok(())
    }
}

/// Every derived table, rebuilt in this order.
pub const DERIVED: &[Derived] = &[
    // The frontier and its curve under every limit on the time to first token (V42, in place of
    // V24's frontier_knots store): read by the views frontier_splines and frontier_knots.
    Derived {
        name: "_gpudb_frontier_splines_stored",
        reads: "runs",
        model: include_str!("../../schema/stored/frontier_splines.sql"),
        by_pair: false,
    },
    // The compute and memory roofs' groups of runs (V29): gpudb check judges a few hundred
    // groups instead of every run.
    Derived {
        name: "_gpudb_check_figure_groups_stored",
        reads: "runs",
        model: include_str!("../../schema/stored/check_figure_groups.sql"),
        by_pair: false,
    },
    Derived {
        name: "_gpudb_check_speed_groups_stored",
        reads: "runs",
        model: include_str!("../../schema/stored/check_speed_groups.sql"),
        by_pair: false,
    },
    // The frontier check's rows (V29): its windows rank every series.
    Derived {
        name: "_gpudb_check_frontier_beaten_stored",
        reads: "runs",
        model: include_str!("../../schema/stored/check_frontier_beaten.sql"),
        by_pair: false,
    },
    // cheapest's choices (V33): each group's fastest run, read instead of every run.
    Derived {
        name: "_gpudb_run_choice_groups_stored",
        reads: "runs",
        model: include_str!("../../schema/stored/run_choice_groups.sql"),
        by_pair: false,
    },
    // figure_copies' rows (V43): the cost queries name a figure's copies beside the MLPerf run,
    // a lookup from the side the live rule answers only by a search of runs.
    Derived {
        name: "_gpudb_figure_copies_stored",
        reads: "runs",
        model: include_str!("../../schema/stored/figure_copies.sql"),
        by_pair: false,
    },
    // cheapest's evidence of each choice (V44): its publishers' fastest figures, read by the
    // choice's key. After figure_copies: a republished figure is found there.
    Derived {
        name: "_gpudb_choice_evidence_stored",
        reads: "runs",
        model: include_str!("../../schema/stored/choice_evidence.sql"),
        by_pair: true,
    },
];

/// Count a change to `table` that was written with the triggers off (an import). A schema
/// before V23 has nothing to count (tests write older schemas with today's importer).
pub fn count_change(tx: &Transaction, table: &str) -> Result<()> {
    if !has_derived_tables(tx)? {
        return Ok(());
    }
    tx.execute(
        "UPDATE _gpudb_data_changes SET change_count = change_count + 1 WHERE table_name = ?1",
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
    rebuild_stale_among(tx, DERIVED, None)
}

/// The model × accelerator pairs of the runs an import changes, each read before the change and
/// after it, so that a derived table that can (`by_pair`) stores the rows of those pairs again
/// and keeps the rest: a re-import that changes one record rebuilds a few choices, not every
/// one (choice_evidence: ~400 ms whole at 100,000 runs). None: rebuild whole, because such a
/// table was stale before the import, something else it reads changed (the curated errata), or
/// so many runs changed that reading each costs more than the whole.
pub struct Touched {
    pairs: Option<HashSet<(String, String)>>,
    runs: usize,
}

/// More runs changed than this, and the rebuild is whole.
const MOST_TOUCHED_RUNS: usize = 10_000;

impl Touched {
    /// Start noting, in the import's transaction before it writes.
    pub fn begin(conn: &Connection) -> Result<Touched> {
        let mut current =
            has_derived_tables(conn)? && super::open::has_table(conn, "_gpudb_runs_touched")?;
        for d in DERIVED.iter().filter(|d| d.by_pair) {
            current = current && is_current(conn, d.name)?;
        }
        Ok(Touched {
            pairs: current.then(HashSet::new),
            runs: 0,
        })
    }

    /// Something besides runs changed what the rules read: rebuild whole.
    pub fn whole(&mut self) {
        self.pairs = None;
    }

    /// Note the pairs of these runs as they are now (call it before a change and after it; a
    /// run gone or not yet written has none).
    pub fn runs(&mut self, conn: &Connection, ids: &[i64]) -> Result<()> {
        self.runs += ids.len();
        if self.runs > MOST_TOUCHED_RUNS {
            self.pairs = None;
        }
        let Some(pairs) = self.pairs.as_mut() else {
            return Ok(());
        };
        let mut stmt =
            conn.prepare_cached("SELECT model_id, accelerator_id FROM runs WHERE id = ?1")?;
        for id in ids {
            if let Some(pair) = stmt
                .query_row([id], |r| Ok((r.get(0)?, r.get(1)?)))
                .optional()?
            {
                pairs.insert(pair);
            }
        }
        Ok(())
    }
}

/// Rebuild every stale derived table after an import: a `by_pair` one for the pairs `touched`
/// noted only, where it knows them.
pub fn rebuild_stale_after(tx: &Transaction, touched: Touched) -> Result<usize> {
    let pairs = touched.pairs.filter(|p| !p.is_empty());
    rebuild_stale_among(tx, DERIVED, pairs.as_ref())
}

/// A run that becomes a copy of another dataset's figure (figure_copies, rebuilt in the same
/// pass before the tables that read it), or stops being one, changes its choice's evidence
/// though the import did not write it: the pairs of the copies before and after are touched.
const COPIES_TOUCHED: &str = "INSERT OR IGNORE INTO _gpudb_runs_touched (model_id, accelerator_id)
     SELECT r.model_id, r.accelerator_id
     FROM _gpudb_figure_copies_stored AS k JOIN runs AS r ON r.id = k.run_id";

fn has_derived_tables(conn: &Connection) -> Result<bool> {
    super::open::has_table(conn, "_gpudb_data_changes")
}

fn is_current(conn: &Connection, name: &str) -> Result<bool> {
    Ok(conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM _gpudb_derived_builds AS b
             JOIN _gpudb_data_changes AS c
               ON c.table_name = b.reads AND c.change_count = b.change_count
             WHERE b.name = ?1)",
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

fn rebuild_stale_among(
    tx: &Transaction,
    list: &[Derived],
    pairs: Option<&HashSet<(String, String)>>,
) -> Result<usize> {
    if !stale_among(tx, list)? {
        return Ok(0);
    }
    if let Some(pairs) = pairs {
        let mut add = tx.prepare_cached(
            "INSERT OR IGNORE INTO _gpudb_runs_touched (model_id, accelerator_id) VALUES (?1, ?2)",
        )?;
        for (model, accelerator) in pairs {
            add.execute([model, accelerator])?;
        }
        // The copies as they were, before figure_copies is rebuilt below; as they are, again
        // right before each table that reads it.
        tx.execute_batch(COPIES_TOUCHED)?;
    }
    let mut rebuilt = 0;
    for d in list {
        if is_current(tx, d.name)? {
            continue;
        }
        let by_pair = d.by_pair && pairs.is_some();
        if by_pair {
            tx.execute_batch(COPIES_TOUCHED)?;
        }
        d.rebuild(tx, by_pair)?;
        tx.execute(
            "INSERT INTO _gpudb_derived_builds (name, reads, change_count)
             SELECT ?1, table_name, change_count FROM _gpudb_data_changes WHERE table_name = ?2
             ON CONFLICT (name) DO UPDATE SET reads = excluded.reads,
                 change_count = excluded.change_count",
            params![d.name, d.reads],
        )?;
        rebuilt += 1;
    }
    if pairs.is_some() {
        // Empty again: outside this rebuild the rule reads every run.
        tx.execute_batch("DELETE FROM _gpudb_runs_touched")?;
    }
    Ok(rebuilt)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A derived table of one row, the number of runs.
    const RUN_COUNT: Derived = Derived {
        name: "test_run_count",
        reads: "runs",
        model: "SELECT count(*) FROM runs;",
        by_pair: false,
    };

    fn database() -> (tempfile::TempDir, Connection) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.db");
        super::super::create(&path, |_| Ok(())).unwrap();
        let conn = super::super::open_rw(&path).unwrap();
        conn.execute_batch("CREATE TABLE test_run_count (n INTEGER);")
            .unwrap();
        (dir, conn)
    }

    fn stored(conn: &Connection) -> Option<i64> {
        conn.query_row("SELECT max(n) FROM test_run_count", [], |r| r.get(0))
            .unwrap()
    }

    fn runs(conn: &Connection) -> i64 {
        conn.query_row("SELECT count(*) FROM runs", [], |r| r.get(0))
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
    fn a_store_holds_its_rules_rows_and_is_stale_once_another_client_writes_until_rebuilt() {
        let (_dir, mut conn) = database();
        let list = [RUN_COUNT];
        assert!(stale_among(&conn, &list).unwrap(), "never built");

        let tx = conn.transaction().unwrap();
        assert_eq!(rebuild_stale_among(&tx, &list, None).unwrap(), 1);
        assert_eq!(
            rebuild_stale_among(&tx, &list, None).unwrap(),
            0,
            "current now"
        );
        tx.commit().unwrap();
        assert_eq!(stored(&conn), Some(runs(&conn)));

        // A row written with the triggers on, as the sqlite3 shell writes it.
        add_run(&conn);
        assert!(stale_among(&conn, &list).unwrap());

        let tx = conn.transaction().unwrap();
        assert_eq!(rebuild_stale_among(&tx, &list, None).unwrap(), 1);
        tx.commit().unwrap();
        assert_eq!(
            stored(&conn),
            Some(runs(&conn)),
            "rebuilt whole, not added to"
        );
    }

    #[test]
    fn a_change_written_with_the_triggers_off_counts_only_when_counted() {
        let (_dir, mut conn) = database();
        let list = [RUN_COUNT];
        let tx = conn.transaction().unwrap();
        rebuild_stale_among(&tx, &list, None).unwrap();
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
