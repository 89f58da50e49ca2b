//! The schema's history: the embedded migrations (`migrations/`), what a database has had of
//! them (refinery's history table, read with care: a row gpudb cannot read is an error, not a
//! panic), what is still to apply, and applying it inside the caller's transaction.

use super::views;
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
pub const SCHEMA_VERSION: i32 = 60;
/// The checksums builds before V38 recorded for V1-V33, whose files then still made views:
/// V38 moved every view into `schema/views/`, which changed those files' text but nothing they
/// do to tables, so a database migrated by an earlier build is the same history.
const BEFORE_VIEWS_MOVED: &[(i64, u64)] = &[
    (1, 16171320434719305968),
    (2, 9798900680833494996),
    (3, 9488867011764875962),
    (4, 12624363040157866539),
    (5, 7294301729050464805),
    (6, 15965738649732376039),
    (7, 6568424242674652393),
    (8, 1620499193636319985),
    (9, 10765864472265876037),
    (10, 2561380786474079685),
    (11, 11218116626488973533),
    (12, 2664858702279307114),
    (13, 15149884656523733162),
    (14, 4536461539802678899),
    (15, 2261450222467533579),
    (16, 2044819656424267832),
    (17, 13805660608732104419),
    (18, 10210498270887740010),
    (19, 17580685010216296125),
    (20, 3174044754917643052),
    (22, 14548208825115211265),
    (23, 10279420820652566631),
    (24, 5816870026675337055),
    (25, 8600495002741037608),
    (26, 6552523590923850649),
    (28, 12272322073188539158),
    (29, 3394191959901695647),
    (32, 3202612799740597765),
    (33, 16748827898030703098),
];

/// The migration history table: refinery's layout under an internal name (V38), which
/// refinery's runner takes too (`set_migration_table_name`).
pub(super) const HISTORY: &str = "_gpudb_schema_history";
/// Its name before V38, refinery's default: renamed by the first migration that runs.
const LEGACY_HISTORY: &str = "refinery_schema_history";

/// The name of the database's history table, if it has one.
pub(super) fn history_table(conn: &Connection) -> Result<Option<&'static str>> {
    for name in [HISTORY, LEGACY_HISTORY] {
        if super::open::has_table(conn, name)? {
            return Ok(Some(name));
        }
    }
    Ok(None)
}

/// The newest migration the database has had, if it has a history.
pub fn schema_version(conn: &Connection) -> Result<Option<i64>> {
    match history_table(conn)? {
        None => Ok(None),
        Some(t) => Ok(conn.query_row(&format!("SELECT max(version) FROM {t}"), [], |r| r.get(0))?),
    }
}

/// One row of the migration history, checked: a row gpudb cannot read is an error, not a panic
/// inside the migration library.
struct Applied {
    version: i64,
    name: String,
    checksum: String,
}

fn applied(conn: &Connection) -> Result<Vec<Applied>> {
    let Some(history) = history_table(conn)? else {
        return Ok(Vec::new());
    };
    let mut stmt = conn.prepare(&format!(
        "SELECT version, name, applied_on, checksum FROM {history} ORDER BY version"
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
                    "the database's migration history ({history}) has a row gpudb cannot read \
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
            Some(m)
                if m.name() == a.name
                    && (m.checksum().to_string() == a.checksum
                        || BEFORE_VIEWS_MOVED
                            .iter()
                            .any(|(v, c)| *v == a.version && c.to_string() == a.checksum)) => {}
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

/// Apply the pending migrations inside the caller's transaction, then make the views that are
/// not this build's (`views`); returns how many migrations ran.
pub fn migrate_in(tx: &Transaction) -> Result<usize> {
    let ran = migrate_up_to(tx, i64::MAX)?;
    views::apply(tx)?;
    Ok(ran)
}

/// [`migrate_in`], stopping after version `last` (tests build older databases with it).
pub fn migrate_up_to(tx: &Transaction, last: i64) -> Result<usize> {
    // Checked again under the write lock: another process may have migrated meanwhile.
    let mut todo = pending(tx)?;
    todo.retain(|m| i64::from(m.version()) <= last);
    let legacy = history_table(tx)? == Some(LEGACY_HISTORY);
    tx.execute_batch(&format!(
        "CREATE TABLE IF NOT EXISTS {HISTORY} (version int4 PRIMARY KEY, name VARCHAR(255),
             applied_on VARCHAR(255), checksum VARCHAR(255))"
    ))?;
    if legacy {
        // Copied, not renamed: ALTER TABLE ... RENAME checks every trigger, and those that read
        // views cannot be checked while the views are away.
        tx.execute_batch(&format!(
            "INSERT INTO {HISTORY} SELECT * FROM {LEGACY_HISTORY}; DROP TABLE {LEGACY_HISTORY};"
        ))?;
    }
    if !todo.is_empty() {
        // The views of today may not fit the tables of an older schema: made again afterwards.
        views::drop_all(tx)?;
    }
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

    /// V39 (issue 34): an owned rate V14's triggers wrote rounded to 1/100 cent becomes its
    /// model's total at full precision; a rate the user entered, and the model, stay as they
    /// were; and the rate follows a change to its model, at full precision, afterwards.
    #[test]
    fn v39_gives_owned_rates_their_full_precision_and_keeps_user_rates() {
        let mut conn = Connection::open_in_memory().unwrap();
        let tx = conn.transaction().unwrap();
        migrate_up_to(&tx, 38).unwrap();
        // V14's triggers read the view owned_cost_rates: its V38 columns, the rounded total
        // V38's file had, so they write the rate as V38 did ($1.2316/h).
        tx.execute_batch(
            "CREATE VIEW owned_cost_rates AS SELECT id AS owned_cost_model_id, rate_set,
                 accelerator_id, as_of, source_url, notes,
                 round((capex_usd - residual_usd) / (life_years * 8760.0 * utilization)
                       + kw_per_gpu * pue * usd_per_kwh + opex_usd_per_gpu_hour, 4)
                     AS rounded_usd_per_gpu_hour
             FROM owned_cost_models;
             INSERT INTO accelerators (id) VALUES ('H100-SXM');
             INSERT INTO owned_cost_models (id, rate_set, accelerator_id, capex_usd, life_years,
                 utilization, kw_per_gpu, pue, usd_per_kwh)
             VALUES (1, 'my-dc', 'H100-SXM', 30000, 5, 0.6, 1.2, 1.25, 0.06);
             INSERT INTO gpu_rates (rate_set, accelerator_id, usd_per_gpu_hour, pricing)
             VALUES ('mine', 'H100-SXM', 2.12345678, 'on-demand');",
        )
        .unwrap();
        assert_eq!(
            tx.query_row(
                "SELECT usd_per_gpu_hour FROM gpu_rates WHERE rate_set = 'my-dc'",
                [],
                |r| r.get::<_, f64>(0)
            )
            .unwrap(),
            1.2316,
            "the rate as V38 wrote it"
        );
        migrate_up_to(&tx, 39).unwrap();
        views::apply(&tx).unwrap();
        let rate = |set: &str| -> f64 {
            tx.query_row(
                "SELECT usd_per_gpu_hour FROM gpu_rates WHERE rate_set = ?1",
                [set],
                |r| r.get(0),
            )
            .unwrap()
        };
        // 30000 / (5 × 8760 × 0.6) + 1.2 × 1.25 × 0.06 = 1.1415525… + 0.09 = 1.2315525…
        let total = 30000.0 / 26280.0 + 0.09;
        assert!((rate("my-dc") - total).abs() < 1e-15, "{}", rate("my-dc"));
        assert_eq!(rate("mine"), 2.12345678);
        // The new update trigger writes the full total too: 1.1415525… + 0.1 × 1.25 × … .
        tx.execute_batch("UPDATE owned_cost_models SET usd_per_kwh = 0.1 WHERE id = 1")
            .unwrap();
        let total = 30000.0 / 26280.0 + 1.2 * 1.25 * 0.1;
        assert!((rate("my-dc") - total).abs() < 1e-15, "{}", rate("my-dc"));
        // And a price written on the rate alone is still refused.
        let edit = tx
            .execute_batch("UPDATE gpu_rates SET usd_per_gpu_hour = 1.3 WHERE rate_set = 'my-dc'");
        assert!(edit.is_err(), "an owned rate's price edited alone");
    }

    /// V45 (issue 34): the prices stored before it get their provider id and route by the same
    /// rule the importers apply; the list's spelling stays as provenance.
    #[test]
    fn v45_names_each_company_once_and_keeps_the_spelling() {
        let mut conn = Connection::open_in_memory().unwrap();
        let tx = conn.transaction().unwrap();
        migrate_up_to(&tx, 44).unwrap();
        tx.execute_batch(
            "INSERT INTO datasets (id, name, kind, file_name, sha256, size_bytes, imported_at,
                 run_count, api_price_count, metadata_json)
             VALUES (1, 'd', 'litellm', 'f', 'x', 1, '2025-01-01', 0, 5, '{}');
             INSERT INTO api_prices (dataset_id, record_path, provider, model_published,
                 usd_per_m_output_tokens, raw_json)
             VALUES (1, 'a', 'DeepInfra', 'm', 1, '{}'),
                    (1, 'b', 'deepinfra', 'm2', 1, '{}'),
                    (1, 'c', 'Together AI (serverless)', 'm', 1, '{}'),
                    (1, 'd', 'bedrock_converse', 'm', 1, '{}'),
                    (1, 'e', 'Fireworks AI (serverless, catch-all tier )', 'm', 1, '{}');",
        )
        .unwrap();
        migrate_up_to(&tx, 45).unwrap();
        let mut stmt = tx
            .prepare(
                "SELECT provider, coalesce(route, '-'), provider_published FROM api_prices
                 ORDER BY record_path",
            )
            .unwrap();
        let rows: Vec<String> = stmt
            .query_map([], |r| {
                Ok(format!(
                    "{}|{}|{}",
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?
                ))
            })
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        assert_eq!(
            rows,
            [
                "deepinfra|-|DeepInfra",
                "deepinfra|-|deepinfra",
                "together|serverless|Together AI (serverless)",
                "aws|bedrock converse|bedrock_converse",
                "fireworks|serverless, catch-all tier|Fireworks AI (serverless, catch-all tier )",
            ]
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
