//! The new database, made ahead: `data/new-database.sqlite.gz` is what `fill` makes of the
//! schema script (a complete database: the bundled datasets, MLPerf rounds included, and the
//! sample rates), gzip-compressed. A first use writes it out instead of importing 850 runs,
//! which keeps the first run within its 50 ms. A test makes it again the slow way and compares
//! every row; `GPUDB_UPDATE_BUNDLE=1 cargo test --bin gpudb new_database_image` rewrites it after
//! a change to the schema, the bundled data or the importer.

use crate::error::Result;
use rusqlite::Transaction;

/// The image, as built in.
pub(super) const IMAGE: &[u8] = include_bytes!("../../data/new-database.sqlite.gz");

/// The image's bytes, decompressed.
pub(super) fn bytes() -> Result<Vec<u8>> {
    crate::import::bundled::gunzip("new database", IMAGE)
}

/// The columns that say when a row was made: the image's are the day it was built, set to now.
pub(super) const DATED: &[(&str, &str, &str)] = &[
    ("datasets", "imported_at", "%Y-%m-%dT%H:%M:%SZ"),
    ("curated_files", "loaded_at", "%Y-%m-%dT%H:%M:%SZ"),
    ("gpu_rates", "created_at", "%Y-%m-%dT%H:%M:%SZ"),
    ("_gpudb_schema_history", "applied_on", "%Y-%m-%dT%H:%M:%fZ"),
];

/// Date the image's rows today, as a fill would have; the first-use note's summary.
pub(super) fn touch_up(tx: &Transaction) -> Result<String> {
    for (table, column, format) in DATED {
        tx.execute(
            &format!("UPDATE {table} SET {column} = strftime('{format}', 'now')"),
            [],
        )?;
    }
    // Counts come back as i64: rusqlite reads no usize (SQLite integers are i64).
    let (runs, prices, rates): (i64, i64, i64) = tx.query_row(
        "SELECT (SELECT count(*) FROM runs), (SELECT count(*) FROM api_prices),
                (SELECT count(*) FROM gpu_rates)",
        [],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    let n = |x: i64| usize::try_from(x).unwrap_or_default();
    Ok(what(n(runs), n(prices), n(rates)))
}

/// The summary of a new database's contents, as the first-use note says it.
pub(super) fn what(runs: usize, prices: usize, rates: usize) -> String {
    format!("{runs} runs, {prices} API prices, {rates} sample GPU rates")
}
