//! A catalog snapshot into `catalog_rates`, inside the import's transaction: its GPUs mapped to
//! accelerators (offers that cannot be mapped skipped, counted by reason), its rows replacing
//! the snapshot's own, and an older snapshot of the same source refused, so that importing the
//! same or an older file changes nothing.

use super::super::records::Dataset;
use super::{gpu, Catalog};
use crate::error::{Error, Result};
use crate::names::{lookup, ACCELERATOR_NAMES};
use rusqlite::{params, OptionalExtension, Transaction};
use std::collections::HashMap;

/// Refuse, before anything is written, a snapshot older than one imported for the same source
/// and provider, or a different file for a snapshot already imported (same date): unless
/// --replace (`replace`).
pub fn check(tx: &Transaction, ds: &Dataset<'_>, c: &Catalog, replace: bool) -> Result<()> {
    if replace {
        return Ok(());
    }
    let newer: Option<(String, String)> = tx
        .query_row(
            "SELECT name, data_updated_at FROM datasets
             WHERE kind = ?1 AND json_extract(metadata_json, '$.provider') = ?2
               AND data_updated_at >= ?3
             ORDER BY data_updated_at DESC LIMIT 1",
            params![ds.kind, c.provider, c.as_of],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    match newer {
        Some((name, date)) => Err(Error::File {
            file: ds.file.clone(),
            message: format!(
                "{} {} catalog dated {}: the snapshot {name} dated {date} is already imported, \
                 and a snapshot the same age or older changes nothing; nothing was imported \
                 (give the date it was read with --as-of, or pass --replace to import it anyway)",
                c.source, c.provider, c.as_of
            ),
        }),
        None => Ok(()),
    }
}

/// What decides an offer's accelerator: its GPU name, memory (as bits) and instance type.
type GpuKey = (String, Option<u64>, Option<String>);

/// Replace the snapshot's rows with `c`'s; returns the rows written, and adds the offers whose
/// GPU could not be mapped to `skipped`, by reason.
pub fn rows(
    tx: &Transaction,
    c: &Catalog,
    dataset_id: i64,
    skipped: &mut Vec<(String, usize)>,
) -> Result<usize> {
    // No trigger and no change count: no derived table reads catalog_rates (V38).
    tx.execute(
        "DELETE FROM catalog_rates WHERE dataset_id = ?1",
        [dataset_id],
    )?;
    let mut insert = tx.prepare_cached(
        "INSERT INTO catalog_rates (id, dataset_id, rate_set, line, provider, region, zone, pricing,
             instance_type, accelerator_published, accelerator_id, gpus_per_instance,
             usd_per_instance_hour, usd_per_gpu_hour, as_of, source_url)
         VALUES (?16, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)",
    )?;
    // Catalog ids start above every user rate id: the id is the rate's rate_id, by which the
    // cost views find it (an index, not a scan).
    let mut next_id: i64 = tx.query_row(
        "SELECT max(coalesce(max(id), 0), 1000000000) FROM catalog_rates",
        [],
        |r| r.get(0),
    )?;
    let rate_set = c.rate_set();
    let mut spellings: HashMap<String, Option<String>> = HashMap::new();
    let mut mapped: HashMap<GpuKey, Result<String, String>> = HashMap::new();
    let mut skips = super::Skips::default();
    // A row's spot offer is skipped with its on-demand one: counted once, as a row.
    let mut skipped_lines = std::collections::HashSet::new();
    let mut written = 0;
    for r in &c.rows {
        // Few names, many rows: each one mapped once.
        let key = (
            r.accelerator_published.clone(),
            r.gpu_memory_gb.map(f64::to_bits),
            r.instance_type.clone(),
        );
        if !mapped.contains_key(&key) {
            let mut lookup_once = |s: &str| -> Option<String> {
                spellings
                    .entry(s.to_string())
                    .or_insert_with(|| lookup(tx, &ACCELERATOR_NAMES, s).ok().flatten())
                    .clone()
            };
            let m = gpu::map(
                &r.accelerator_published,
                r.gpu_memory_gb,
                r.instance_type.as_deref(),
                &mut lookup_once,
            );
            mapped.insert(key.clone(), m);
        }
        let accelerator = match &mapped[&key] {
            Ok(id) => id,
            Err(why) => {
                if skipped_lines.insert(r.line) {
                    skips.add(why.clone());
                }
                continue;
            }
        };
        next_id += 1;
        insert.execute(params![
            dataset_id,
            rate_set,
            r.line as i64,
            c.provider,
            r.region,
            r.zone,
            r.pricing,
            r.instance_type,
            r.accelerator_published,
            accelerator,
            r.gpus_per_instance,
            r.usd_per_instance_hour,
            r.usd_per_gpu_hour(),
            c.as_of,
            c.source_url,
            next_id
        ])?;
        written += 1;
    }
    skipped.extend(skips.into_vec());
    Ok(written)
}
