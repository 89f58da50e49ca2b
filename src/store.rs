//! The database as commands use it: created from the bundled data on first use (atomically),
//! brought up to this build's schema, opened for reading or for writing, and written by the one
//! way in, [`import`]. This is the step above `db` that knows what fills a new database.

use crate::db::{self, State};
use crate::error::{Error, Result};
use rusqlite::{Connection, Transaction};
use std::path::Path;

mod image;

/// Open for writing: the database is created, completed or migrated first when it needs to be.
pub fn open(path: &Path) -> Result<Connection> {
    ensure(path)?;
    let conn = db::open_rw(path)?;
    // Another client wrote runs since gpudb last did: store the answers over them again now,
    // while the database is open for writing (a read-only open computes them live).
    rebuild_derived(&conn)?;
    Ok(conn)
}

/// Rebuild the derived tables that a write outside the importers made stale (V23), in a
/// transaction of their own.
pub fn rebuild_derived(conn: &Connection) -> Result<()> {
    if db::any_stale(conn)? {
        // Unchecked: the callers hold statements of the connection, none of them open.
        let tx = Transaction::new_unchecked(conn, rusqlite::TransactionBehavior::Immediate)?;
        db::rebuild_stale(&tx)?;
        tx.commit()?;
    }
    Ok(())
}

/// The one way into the database: `gpudb import`, `gpudb refresh`, a new database's fill and
/// the bundled record brought to an older one all write parsed datasets here, inside the
/// caller's transaction (which it ends with `import::commit`): the merge (`import::write`),
/// then the built-in error checks on the runs written (`checks::record`). What the checks find
/// joins the summary's warnings and gives the runs the caveat `chk`: the figures are imported
/// as published. Here, above both, because `import` is a lower layer than `checks`.
pub fn import(
    tx: &Transaction,
    datasets: &[crate::import::Dataset<'_>],
    options: &crate::import::Options,
) -> Result<crate::import::Summary> {
    let mut summary = crate::import::write(tx, datasets, options)?;
    for (d, ds) in summary.datasets.iter_mut().zip(datasets) {
        crate::checks::prices::after_import(tx, d, &ds.file, options)?;
    }
    let runs: Vec<i64> = summary
        .datasets
        .iter()
        .flat_map(|d| d.written_runs.iter().copied())
        .collect();
    summary
        .warnings
        .extend(crate::checks::record::after_import(tx, &runs)?);
    Ok(summary)
}

/// Open for reading. A database that is complete and current opens read-only in one open and one
/// statement on its header, without any write (it may be in a read-only folder, or be a
/// read-only file); one that is absent, empty, older or not yet marked is first looked at
/// closely, then created, migrated or marked. The connection refuses writes (`query_only`).
pub fn open_read_only(path: &Path) -> Result<Connection> {
    let conn = match db::open_current(path)? {
        Some(conn) => conn,
        None => {
            ensure(path)?;
            db::open_ro(path)?
        }
    };
    let mut conn = if db::any_stale(&conn)? {
        // Another client wrote runs since gpudb stored the answers over them: store them again
        // now (a write, so through a connection of its own), or say the answers are older.
        drop(conn);
        if let Err(e) = open(path) {
            crate::msg::warn(&format!(
                "another client changed runs since gpudb last stored the answers over them \
                 (frontier_knots, run_choice_groups, the checks' groups), and they cannot be \
                 stored again here ({e}): those answers are as of before that change; run \
                 gpudb where it can write to {} to bring them up to date",
                path.display()
            ));
        }
        db::open_ro(path)?
    } else {
        conn
    };
    conn.pragma_update(None, "query_only", true)?;
    db::refuse_writes(&mut conn)?;
    Ok(conn)
}

/// Make the database at `path` exist, complete and current.
fn ensure(path: &Path) -> Result<()> {
    let mut state = db::state(path)?;
    // Twice at most: a file another program made empty between our looks is filled in place.
    for _ in 0..2 {
        if state != State::Empty {
            break;
        }
        let mut made = None;
        let mut touched = None;
        let mlperf = with_mlperf();
        let placed = db::create_from(
            path,
            mlperf.then_some(image::bytes),
            |tx| {
                touched = Some(image::touch_up(tx)?);
                Ok(())
            },
            |tx| {
                made = Some(fill(tx)?);
                Ok(())
            },
        )?;
        let made = made.or(touched);
        if let (true, Some(what)) = (placed, made) {
            crate::msg::note(&format!(
                "created {} from the bundled data ({what})",
                path.display()
            ));
            // Made complete and current by this process, in one transaction.
            return Ok(());
        }
        // Looked at read-only: a file gpudb did not make is left exactly as it was.
        state = db::state(path)?;
    }
    match state {
        State::Gpudb { marked: true, .. } if state.is_ready() => Ok(()),
        // Made before the header was kept: mark it, so later reads need one look. Only when
        // that is free: a read never waits for a writer or fails for a read-only file for it.
        State::Gpudb { .. } if state.is_ready() => {
            let _ = db::open_rw(path).and_then(|mut conn| {
                conn.busy_timeout(std::time::Duration::ZERO)?;
                complete(&mut conn, path)
            });
            Ok(())
        }
        State::Gpudb { .. } => complete(&mut db::open_rw(path)?, path),
        State::Foreign(tables) => Err(Error::Other(format!(
            "{} is a SQLite database that gpudb did not make (its tables: {}): pass --db with \
             the path of a gpudb database, or a new path to create one",
            path.display(),
            crate::msg::quote(&tables.join(", "))
        ))),
        // Emptied between the two looks (by another program): refuse rather than guess.
        State::Empty => Err(Error::Other(format!(
            "{} was emptied while gpudb was opening it; run the command again",
            path.display()
        ))),
    }
}

/// Migrate, and fill a database an older gpudb left with a schema and no data, in one
/// transaction that waits for other writers.
fn complete(conn: &mut Connection, path: &Path) -> Result<()> {
    let tx = db::write_tx(conn)?;
    let before = db::schema_version(&tx)?;
    db::migrate_in(&tx)?;
    // A new derived table is built with the schema that brings it.
    db::rebuild_stale(&tx)?;
    // A new schema may bring new curated tables (errata): load them now, not at the next import.
    if let State::Gpudb { filled: true, .. } = db::inspect(&tx)? {
        for w in crate::import::reference::sync(&tx)? {
            crate::msg::warn(&w);
        }
        if before.is_some_and(|v| v < BUNDLED_RECORD_SINCE) && with_mlperf() {
            bring_in_the_record(&tx, path)?;
        }
    }
    // Looked at again under the write lock: another process may have completed it meanwhile.
    if let State::Gpudb { filled: false, .. } = db::inspect(&tx)? {
        let what = fill(&tx)?;
        crate::msg::note(&format!(
            "{} had gpudb's schema but no data (an earlier first use was interrupted): \
             filled it from the bundled data ({what})",
            path.display()
        ));
    }
    db::mark_complete(&tx)?;
    tx.commit()?;
    Ok(())
}

/// Whether the bundled data include the MLPerf rounds: unless `GPUDB_BUNDLED_MLPERF=0`, with
/// which a new database holds the hand-collected survey and per-card data only (and `gpudb
/// import` with no file imports those), as before the rounds were bundled.
pub fn with_mlperf() -> bool {
    !matches!(std::env::var_os("GPUDB_BUNDLED_MLPERF"), Some(v) if v == "0")
}

/// The migration with which the bundled datasets came to hold the MLPerf rounds (V17): a
/// database older than it gets the rounds when it is migrated past it, once.
const BUNDLED_RECORD_SINCE: i64 = 17;

/// A database made before the MLPerf rounds were bundled: import each bundled round it does not
/// hold a dataset of that name for, through the same import as `gpudb import`. A round the user
/// imported already (the same file or another version) is left as it is, and so is every other
/// row: an import adds its dataset's rows and the lookups they need, nothing else.
fn bring_in_the_record(tx: &Transaction, path: &Path) -> Result<()> {
    let inputs = crate::import::bundled_inputs(true)?;
    let mut wanted = Vec::new();
    for (name, file) in crate::import::BUNDLED_MLPERF {
        let held: bool = tx.query_row(
            "SELECT EXISTS (SELECT 1 FROM datasets WHERE name = ?1)",
            [name],
            |r| r.get(0),
        )?;
        if !held {
            wanted.extend(inputs.iter().filter(|(f, _)| f == file).cloned());
        }
    }
    if wanted.is_empty() {
        return Ok(());
    }
    let parsed = crate::import::parse_all(&wanted, &Default::default())?;
    let summary = import(tx, &parsed, &crate::import::Options::default())?;
    let names: Vec<String> = summary
        .datasets
        .iter()
        .map(|d| format!("{} ({} runs)", d.name, d.runs))
        .collect();
    crate::msg::note(&format!(
        "{}: added the bundled MLPerf record: {}",
        path.display(),
        names.join(", ")
    ));
    Ok(())
}

/// What a new database holds: the bundled datasets and the sample rates. Returns a summary.
/// `image` holds the same, made by this function at build time (a test keeps them equal).
fn fill(tx: &Transaction) -> Result<String> {
    let inputs = crate::import::bundled_inputs(with_mlperf())?;
    let bundled = crate::import::parse_all(&inputs, &Default::default())?;
    let summary = import(tx, &bundled, &crate::import::Options::default())?;
    let rates = crate::rates::load_sample_in(tx)?;
    let (runs, prices) = summary
        .datasets
        .iter()
        .fold((0, 0), |(r, p), d| (r + d.runs, p + d.api_prices));
    Ok(image::what(runs, prices, rates))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    /// A database made the slow way: the schema script, then `fill`'s imports.
    fn made_by_fill(path: &Path) {
        assert!(db::create(path, |tx| fill(tx).map(|_| ())).unwrap());
    }

    /// Every object's SQL and every row, but the dated columns.
    fn contents(conn: &Connection) -> Vec<String> {
        let mut out = Vec::new();
        let mut stmt = conn
            .prepare("SELECT type, name, sql FROM sqlite_schema ORDER BY type, name")
            .unwrap();
        let objects: Vec<(String, String, Option<String>)> = stmt
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        for (kind, name, sql) in &objects {
            out.push(format!("{kind} {name}: {sql:?}"));
            if kind != "table" {
                continue;
            }
            let mut stmt = conn
                .prepare(&format!("SELECT * FROM \"{name}\" ORDER BY rowid"))
                .or_else(|_| conn.prepare(&format!("SELECT * FROM \"{name}\" ORDER BY 1")))
                .unwrap();
            let names: Vec<String> = stmt.column_names().map(|s| s.to_string()).collect();
            let skip: Vec<bool> = names
                .iter()
                .map(|c| image::DATED.iter().any(|(t, d, _)| t == name && d == c))
                .collect();
            let mut rows = stmt.query([]).unwrap();
            while let Some(r) = rows.next().unwrap() {
                let cells: Vec<String> = (0..names.len())
                    .filter(|&i| !skip[i])
                    .map(|i| format!("{:?}", r.get::<_, rusqlite::types::Value>(i).unwrap()))
                    .collect();
                out.push(format!("{name}: {}", cells.join(" | ")));
            }
        }
        out
    }

    #[test]
    fn new_database_image_is_what_fill_makes() {
        let dir = tempfile::tempdir().unwrap();
        let slow = dir.path().join("slow.db");
        made_by_fill(&slow);
        if std::env::var_os("GPUDB_UPDATE_BUNDLE").is_some() {
            let compact = dir.path().join("compact.db");
            let conn = Connection::open(&slow).unwrap();
            conn.execute("VACUUM INTO ?1", [compact.to_str().unwrap()])
                .unwrap();
            drop(conn);
            let raw = std::fs::read(&compact).unwrap();
            let mut gz = flate2::GzBuilder::new()
                .mtime(0)
                .write(Vec::new(), flate2::Compression::best());
            gz.write_all(&raw).unwrap();
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/data/new-database.sqlite.gz");
            std::fs::write(path, gz.finish().unwrap()).unwrap();
            return;
        }
        let fast = dir.path().join("fast.db");
        let placed = db::create_from(
            &fast,
            Some(image::bytes),
            |tx| image::touch_up(tx).map(|_| ()),
            |_| panic!("filled in place"),
        )
        .unwrap();
        assert!(placed);
        let (a, b) = (
            contents(&Connection::open(&fast).unwrap()),
            contents(&Connection::open(&slow).unwrap()),
        );
        let first = a.iter().zip(&b).position(|(x, y)| x != y);
        assert_eq!(
            first.map(|i| (&a[i], &b[i])),
            None,
            "data/new-database.sqlite.gz is not what the bundled data make: after a change to \
             the schema, data/ or an importer, run GPUDB_UPDATE_BUNDLE=1 cargo test --bin gpudb \
             new_database_image"
        );
        assert_eq!(a.len(), b.len());
        // Dated today, and complete and current by its header.
        let conn = Connection::open(&fast).unwrap();
        let today: bool = conn
            .query_row(
                "SELECT min(imported_at) >= date('now') FROM datasets",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert!(today);
        assert!(db::state(&fast).unwrap().is_ready());
        let mode: String = conn
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))
            .unwrap();
        assert_eq!(mode, "wal");
    }

    #[test]
    fn first_use_creates_a_complete_database() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.db");
        let conn = open_read_only(&path).unwrap();
        let runs: i64 = conn
            .query_row("SELECT count(*) FROM runs", [], |r| r.get(0))
            .unwrap();
        let rates: i64 = conn
            .query_row("SELECT count(*) FROM gpu_rates", [], |r| r.get(0))
            .unwrap();
        assert_eq!((runs, rates), (846, 27));
        let err = conn.execute("DELETE FROM gpu_rates", []).unwrap_err();
        assert!(err.to_string().contains("readonly"), "{err}");
    }

    /// A database made by an older build (schema at V2, no data: its first use was killed)
    /// is filled on the next open; one with user rates keeps them exactly.
    #[test]
    fn an_older_half_made_database_is_completed_and_user_rates_survive() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.db");
        let conn = Connection::open(&path).unwrap();
        let migrations = [
            include_str!("../migrations/V1__core.sql"),
            include_str!("../migrations/V2__rates_and_costs.sql"),
        ];
        for sql in migrations {
            conn.execute_batch(sql).unwrap();
        }
        conn.execute_batch(
            "CREATE TABLE refinery_schema_history (version int4 PRIMARY KEY, name VARCHAR(255),
                 applied_on VARCHAR(255), checksum VARCHAR(255));",
        )
        .unwrap();
        let runner_migrations = [(1, "core"), (2, "rates_and_costs")];
        drop(conn);
        // Fake the history refinery wrote, with this build's checksums.
        let conn = Connection::open(&path).unwrap();
        for (v, name) in runner_migrations {
            let sql = migrations[v as usize - 1];
            let m = refinery::Migration::unapplied(&format!("V{v}__{name}"), sql).unwrap();
            conn.execute(
                "INSERT INTO refinery_schema_history VALUES (?1, ?2, '2026-11-01T00:00:00Z', ?3)",
                rusqlite::params![v, name, m.checksum().to_string()],
            )
            .unwrap();
        }
        drop(conn);
        let conn = open(&path).unwrap();
        let runs: i64 = conn
            .query_row("SELECT count(*) FROM runs", [], |r| r.get(0))
            .unwrap();
        assert_eq!(runs, 846, "filled from the bundled data");
    }

    /// A database made before the MLPerf rounds were bundled (V16, the version before, filled
    /// with the survey, per-card and LiteLLM data by today's importer, which writes V15's keys) gets the rounds it lacks on its next open, through the importer; a round
    /// the user imported already, and the user's rates, stay exactly as they were.
    #[test]
    fn an_older_database_gets_the_bundled_record_and_keeps_user_rows() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v16.db");
        let mut conn = Connection::open(&path).unwrap();
        let tx = conn.transaction().unwrap();
        db::migrate_up_to(&tx, 16).unwrap();
        let inputs: Vec<_> = crate::import::bundled_inputs(true)
            .unwrap()
            .into_iter()
            .filter(|(n, _)| !n.contains("mlperf-inference-v5.1") && !n.contains("v6.0"))
            .collect();
        let parsed = crate::import::parse_all(&inputs, &Default::default()).unwrap();
        // The merge alone: a V16 database has no tables for today's checks.
        // Today's importer writes the columns V36 adds to runs: they are there while it writes,
        // and gone again, as in a database V16 made.
        let v36 = include_str!("../migrations/V36__measured_power_and_accuracy.sql");
        let added: Vec<Vec<&str>> = v36
            .lines()
            .filter_map(|l| l.strip_prefix("ALTER TABLE runs ADD COLUMN "))
            .map(|l| l.split_whitespace().take(2).collect::<Vec<_>>())
            .collect();
        for c in &added {
            let typed = c.join(" ");
            tx.execute_batch(&format!(
                "ALTER TABLE runs ADD COLUMN {}",
                typed.trim_end_matches(';')
            ))
            .unwrap();
        }
        // And what V45 adds for API prices (their provider ids), there while it writes.
        tx.execute_batch(
            "CREATE TABLE provider_aliases (spelling TEXT PRIMARY KEY, provider TEXT NOT NULL,
                 route TEXT);
             ALTER TABLE api_prices ADD COLUMN provider_published TEXT;
             ALTER TABLE api_prices ADD COLUMN route TEXT;",
        )
        .unwrap();
        crate::import::write(&tx, &parsed, &Default::default()).unwrap();
        // A DROP COLUMN checks every trigger, and those that read views cannot be checked
        // while the views are away (a V16 database had its own): set aside meanwhile.
        let reading_views: Vec<(String, String)> = {
            let mut stmt = tx
                .prepare(
                    "SELECT name, sql FROM sqlite_schema WHERE type = 'trigger'
                       AND (sql LIKE '%owned_cost_rates%' OR sql LIKE '%rate_offers%'
                            OR sql LIKE '%run_keys_rule%')",
                )
                .unwrap();
            let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?))).unwrap();
            rows.collect::<rusqlite::Result<_>>().unwrap()
        };
        for (name, _) in &reading_views {
            tx.execute_batch(&format!("DROP TRIGGER {name}")).unwrap();
        }
        for c in &added {
            tx.execute_batch(&format!("ALTER TABLE runs DROP COLUMN {}", c[0]))
                .unwrap();
        }
        tx.execute_batch(
            "ALTER TABLE api_prices DROP COLUMN provider_published;
             ALTER TABLE api_prices DROP COLUMN route;
             DROP TABLE provider_aliases;",
        )
        .unwrap();
        for (_, sql) in &reading_views {
            tx.execute_batch(sql).unwrap();
        }
        crate::rates::load_sample_in(&tx).unwrap();
        tx.execute_batch(
            "UPDATE runs SET notes = 'mine' WHERE result_id = '4.1-0074';
             INSERT INTO gpu_rates (rate_set, provider, accelerator_id, usd_per_gpu_hour, pricing,
                 as_of, source_url, notes)
             VALUES ('mine', 'Quote A', 'B200', 3.125, 'reserved-1y', '2026-11-01', 'https://e.x/q', 'n');",
        )
        .unwrap();
        tx.commit().unwrap();
        let before = |c: &Connection| -> (i64, String, f64) {
            c.query_row(
                "SELECT (SELECT count(*) FROM runs), (SELECT group_concat(notes) FROM runs
                     WHERE result_id = '4.1-0074'),
                     (SELECT usd_per_gpu_hour FROM gpu_rates WHERE rate_set = 'mine')",
                [],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .unwrap()
        };
        let (runs, notes, rate) = before(&conn);
        assert_eq!(runs, 44 + 195);
        drop(conn);
        let conn = open(&path).unwrap();
        let (runs_after, notes_after, rate_after) = before(&conn);
        assert_eq!(runs_after, 846, "v5.1 and v6.0 added");
        assert_eq!((notes_after, rate_after), (notes, rate));
        // Once: a round removed afterwards is not brought back.
        drop(conn);
        let conn = open(&path).unwrap();
        assert_eq!(before(&conn).0, 846);
    }

    /// A database at V4 (before real sources) with the user's rates and a table of theirs that
    /// refers to accelerators migrates to V5 keeping every user row exactly.
    #[test]
    fn migrating_from_v4_keeps_user_rates_and_user_tables() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v4.db");
        let mut conn = Connection::open(&path).unwrap();
        let tx = conn.transaction().unwrap();
        db::migrate_up_to(&tx, 4).unwrap();
        tx.execute_batch(
            "INSERT INTO accelerators (id, name) VALUES ('X1', 'Test card');
             INSERT INTO gpu_rates (rate_set, provider, accelerator_id, usd_per_gpu_hour, pricing,
                 as_of, source_url, notes)
             VALUES ('mine', 'Quote A', 'X1', 2.125, 'reserved-1y', '2026-11-01', 'https://e.x/q', 'n');
             CREATE TABLE my_cards (id TEXT REFERENCES accelerators (id), note TEXT);
             INSERT INTO my_cards VALUES ('X1', 'ours');",
        )
        .unwrap();
        tx.commit().unwrap();
        let dump = |c: &Connection, sql: &str| -> Vec<String> {
            let mut stmt = c.prepare(sql).unwrap();
            let n = stmt.column_count();
            stmt.query_map([], |r| {
                Ok((0..n)
                    .map(|i| format!("{:?}", r.get::<_, rusqlite::types::Value>(i).unwrap()))
                    .collect::<Vec<_>>()
                    .join("|"))
            })
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap()
        };
        let rates = dump(&conn, "SELECT * FROM gpu_rates ORDER BY id");
        let mine = dump(&conn, "SELECT * FROM my_cards");
        drop(conn);
        let conn = open(&path).unwrap();
        // Every column the rate had, as it was; a column added since (V14's link to an owned
        // cost model) is NULL for a rate the user entered.
        let kept = |c: &Connection| -> Vec<String> {
            dump(c, "SELECT * FROM gpu_rates WHERE rate_set = 'mine'")
                .into_iter()
                .map(|row| row.strip_suffix("|Null").unwrap_or("not NULL").to_string())
                .collect()
        };
        assert_eq!(kept(&conn), rates);
        assert_eq!(dump(&conn, "SELECT * FROM my_cards"), mine);
        let version: i64 = conn
            .query_row("SELECT max(version) FROM _gpudb_schema_history", [], |r| {
                r.get(0)
            })
            .unwrap();
        assert_eq!(version, i64::from(db::SCHEMA_VERSION));
        // The curated errata arrive with the migration that made their table.
        let errata: i64 = conn
            .query_row("SELECT count(*) FROM errata", [], |r| r.get(0))
            .unwrap();
        assert!(errata > 0);
        let kinds: i64 = conn
            .query_row(
                "SELECT count(*) FROM datasets WHERE kind IS NULL",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(kinds, 0);
    }
}
