//! GPU rental rates: the user's own data. Adding one, importing a CSV of them, and the bundled
//! sample rate set. The database's triggers enforce the same rules for writers other than gpudb.
//!
//! A rate and its rules are in `rate.rs`, the CSV reader in `csv.rs`; this module writes them.
//! Owned-hardware cost models, which the database keeps as rates, are in `owned.rs`.

mod csv;
mod owned;
mod rate;

use crate::checks::prices::{judge, Origin, Table};
use crate::error::{Error, Result};
use rate::check_rate;
use rusqlite::{params, Connection, Transaction};
use std::collections::HashMap;

pub use csv::{has_column, parse_csv, RatesCsv};
pub use owned::{
    add as add_owned, import_owned_rows, load_reference, parse_owned_csv, NewOwned,
    REFERENCE_RATE_SET_PREFIX,
};
pub use rate::NewRate;

/// The rate set that holds the bundled sample list prices.
pub const SAMPLE_RATE_SET: &str = "sample-list-prices";
const SAMPLE_CSV: &str = include_str!("../../data/sample-rates.csv");

pub use crate::names::resolve_accelerator;

/// Insert one validated rate with its accelerator already resolved; returns the new id.
fn insert(tx: &Transaction, r: &NewRate, accelerator_id: &str) -> Result<i64> {
    tx.prepare_cached(
        "INSERT INTO gpu_rates (rate_set, provider, accelerator_id, usd_per_gpu_hour, pricing,
             as_of, source_url, notes)
         VALUES (coalesce(?1, 'default'), ?2, ?3, ?4, coalesce(?5, 'on-demand'), ?6, ?7, ?8)",
    )?
    .execute(params![
        r.rate_set,
        r.provider,
        accelerator_id,
        r.usd_per_gpu_hour,
        r.pricing,
        r.as_of,
        r.source_url,
        r.notes
    ])?;
    Ok(tx.last_insert_rowid())
}

/// A rate [`add`] wrote: its id, the canonical accelerator it was stored as, and the ids of the
/// rates that were already the same (rate set, provider, accelerator, price and pricing).
#[derive(Debug)]
pub struct Added {
    pub id: i64,
    pub accelerator_id: String,
    pub same_as: Vec<i64>,
    /// Outside its band and kept apart in `price_outliers` (`keep_outliers`): not a rate.
    pub kept_apart: bool,
}

/// Add one rate given on the command line. An exact duplicate is added all the same (two quotes
/// may agree), and reported in [`Added::same_as`] so the caller can warn.
/// A price outside its accelerator's band (`gpudb check rate-bounds`) is refused, or with
/// `keep_outliers` kept apart in `price_outliers`.
pub fn add(conn: &mut Connection, r: &NewRate, keep_outliers: bool) -> Result<Added> {
    check_rate(r).map_err(|(field, msg)| Error::Usage(format!("--{}: {msg}", flag(field))))?;
    let accelerator_id = resolve_accelerator(conn, &r.accelerator)?;
    let tx = crate::db::write_tx(conn)?;
    let same_as = tx
        .prepare(
            "SELECT id FROM gpu_rates
             WHERE rate_set = coalesce(?1, 'default') AND provider IS ?2 AND accelerator_id = ?3
               AND usd_per_gpu_hour = ?4 AND pricing = coalesce(?5, 'on-demand')
             ORDER BY id",
        )?
        .query_map(
            params![
                r.rate_set,
                r.provider,
                accelerator_id,
                r.usd_per_gpu_hour,
                r.pricing
            ],
            |row| row.get(0),
        )?
        .collect::<rusqlite::Result<Vec<i64>>>()?;
    let id = insert(&tx, r, &accelerator_id)?;
    let place = HashMap::from([(
        id,
        format!(
            "{accelerator_id}, {}",
            r.pricing.as_deref().unwrap_or("on-demand")
        ),
    )]);
    let from = Origin {
        file: "--usd-per-gpu-hour",
        dataset_id: None,
        places: Some(&place),
    };
    let kept = judge(&tx, Table::GpuRates, &[id], &from, keep_outliers)?;
    tx.commit()?;
    Ok(Added {
        id,
        accelerator_id,
        same_as,
        kept_apart: kept > 0,
    })
}

fn flag(field: &str) -> &str {
    match field {
        "usd_per_gpu_hour" => "usd-per-gpu-hour",
        "as_of" => "as-of",
        "rate_set" => "rate-set",
        "source_url" => "source-url",
        other => other,
    }
}

/// Insert parsed CSV rows in one transaction; an unknown accelerator names its line, and so
/// does a price outside its band (refused, or with `keep_outliers` kept apart). Returns the
/// rates written and those kept apart.
pub fn import_rows(
    conn: &mut Connection,
    file: &str,
    csv: &RatesCsv,
    keep_outliers: bool,
) -> Result<(usize, usize)> {
    let tx = crate::db::write_tx(conn)?;
    let mut places = HashMap::new();
    let rows = &csv.rows;
    // A file spells few accelerators many times over: look each spelling up once.
    let mut resolved: HashMap<&str, String> = HashMap::new();
    for (line, r) in rows {
        let id = match resolved.get(r.accelerator.as_str()) {
            Some(id) => id,
            None => {
                let id = resolve_accelerator(&tx, &r.accelerator).map_err(|e| Error::Input {
                    file: file.to_string(),
                    location: format!("line {line}, column {}", csv.accelerator_column),
                    message: e.to_string(),
                })?;
                resolved.entry(&r.accelerator).or_insert(id)
            }
        };
        let id = insert(&tx, r, id)?;
        places.insert(id, format!("line {line}, column usd_per_gpu_hour"));
    }
    let mut ids: Vec<i64> = places.keys().copied().collect();
    ids.sort_unstable();
    let from = Origin {
        file,
        dataset_id: None,
        places: Some(&places),
    };
    let kept = judge(&tx, Table::GpuRates, &ids, &from, keep_outliers)?;
    tx.commit()?;
    Ok((rows.len() - kept, kept))
}

/// (Re)load the bundled sample list prices as rate set `sample-list-prices`, replacing only that
/// set, so loading twice never duplicates it and other sets are untouched.
pub fn load_sample(conn: &mut Connection) -> Result<usize> {
    let tx = crate::db::write_tx(conn)?;
    let n = load_sample_in(&tx)?;
    tx.commit()?;
    Ok(n)
}

/// [`load_sample`] inside the caller's transaction.
pub fn load_sample_in(tx: &Transaction) -> Result<usize> {
    let rows = parse_csv(
        "bundled:sample-rates.csv",
        SAMPLE_CSV.as_bytes(),
        Some(SAMPLE_RATE_SET),
    )?
    .rows;
    tx.execute(
        "DELETE FROM gpu_rates WHERE rate_set = ?1",
        [SAMPLE_RATE_SET],
    )?;
    for (_, r) in &rows {
        let mut r = r.clone();
        let as_of = r.as_of.as_deref().unwrap_or("an unstated date");
        r.notes = Some(match &r.notes {
            Some(n) => format!("sample: public list price as of {as_of}; {n}"),
            None => format!("sample: public list price as of {as_of}"),
        });
        let id = resolve_accelerator(tx, &r.accelerator)?;
        insert(tx, &r, &id)?;
    }
    Ok(rows.len())
}

#[cfg(test)]
mod fuzz_tests;
