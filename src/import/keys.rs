//! Record keys: a run's identity within its dataset, stable across versions, so a new version
//! updates the same row (same id) instead of deleting and re-inserting it.

use super::{ApiPrice, Run};
use crate::error::Result;
use rusqlite::{params, Transaction};
use sha2::{Digest, Sha256};
use std::collections::HashMap;

/// Keys for records in file order; a key seen before gets `#2`, `#3` … so each is unique.
pub(super) fn keyed(keys: impl Iterator<Item = String>) -> Vec<String> {
    let mut keys: Vec<String> = keys.collect();
    // Counted by reference (no copy of each key); the suffixes are added afterwards.
    let mut seen: HashMap<&str, usize> = HashMap::with_capacity(keys.len());
    let nth: Vec<usize> = keys
        .iter()
        .map(|k| {
            let n = seen.entry(k.as_str()).or_insert(0);
            *n += 1;
            *n
        })
        .collect();
    for (k, n) in keys.iter_mut().zip(nth) {
        if n > 1 {
            k.push_str(&format!("#{n}"));
        }
    }
    keys
}

/// The fields that identify a run within its dataset, as published: what was measured, on what,
/// how, and by whom, but not the figure or the notes, which a new version may correct.
struct KeyFields<'a> {
    accelerator: &'a str,
    model: &'a str,
    gpu_config: Option<&'a str>,
    gpu_count: i64,
    precision: Option<&'a str>,
    framework: Option<&'a str>,
    framework_version: Option<&'a str>,
    workload: Option<&'a str>,
    concurrency: Option<i64>,
    throughput_mode: Option<&'a str>,
    speculative_decoding: Option<&'a str>,
    source_url: &'a str,
}

/// A run's derived record key: the first 16 hex digits of the SHA-256 of its identifying fields
/// as a JSON array (documented in README "Dataset identity").
fn derived_key(f: &KeyFields) -> String {
    // A tuple serializes as the JSON array `json!([…])` would write, without building a tree.
    short_hash(&(
        f.accelerator,
        f.model,
        f.gpu_config,
        f.gpu_count,
        f.precision,
        f.framework,
        f.framework_version,
        f.workload,
        f.concurrency,
        f.throughput_mode,
        f.speculative_decoding,
        f.source_url,
    ))
}

/// A record key from identifying fields: the first 16 hex digits of the SHA-256 of their JSON.
pub(super) fn short_hash(fields: &impl serde::Serialize) -> String {
    let json = serde_json::to_vec(fields).expect("strings and numbers serialize");
    super::hex(&Sha256::digest(json)[..8])
}

pub(super) fn run_key(run: &Run) -> String {
    if let Some(k) = &run.record_key {
        return k.clone();
    }
    derived_key(&KeyFields {
        accelerator: &run.accelerator_published,
        model: &run.model_published,
        gpu_config: run.gpu_config_published.as_deref(),
        gpu_count: run.gpu_count,
        precision: run.precision_published.as_deref(),
        framework: run.framework_published.as_deref(),
        framework_version: run.framework_version.as_deref(),
        workload: run.workload_published.as_deref(),
        concurrency: run.workload.concurrency,
        throughput_mode: run.throughput_mode.as_deref(),
        speculative_decoding: run.speculative_decoding.as_deref(),
        source_url: &run.source_url,
    })
}

/// An API price is identified by its provider and the model (or tier) it prices.
pub(super) fn price_key(p: &ApiPrice) -> String {
    price_key_of(&p.provider, &p.model_published)
}

fn price_key_of(provider: &str, model: &str) -> String {
    short_hash(&(provider, model))
}

/// Give runs imported before record keys existed their key, from the same columns, in file
/// order (ids were assigned in file order), so the next version matches them.
pub(super) fn backfill_run_keys(tx: &Transaction, dataset_id: i64) -> Result<()> {
    for table in ["runs", "api_prices"] {
        let missing: bool = tx.query_row(
            &format!("SELECT EXISTS (SELECT 1 FROM {table} WHERE dataset_id = ?1 AND record_key IS NULL)"),
            [dataset_id],
            |r| r.get(0),
        )?;
        if !missing {
            continue;
        }
        let mut keys: Vec<(i64, String)> = Vec::new();
        if table == "runs" {
            let mut stmt = tx.prepare(
                "SELECT r.id, r.accelerator_published, r.model_published, r.gpu_config_published,
                     r.gpu_count, r.precision_published, r.framework_published,
                     r.framework_version, r.workload_published, r.concurrency,
                     r.throughput_mode, r.speculative_decoding, s.url
                 FROM runs AS r JOIN sources AS s ON s.id = r.source_id
                 WHERE r.dataset_id = ?1 ORDER BY r.id",
            )?;
            let mut rows = stmt.query([dataset_id])?;
            while let Some(r) = rows.next()? {
                let text = |i| r.get::<_, Option<String>>(i);
                let (a, m, g, p, f, v, w, t, s) = (
                    text(1)?,
                    text(2)?,
                    text(3)?,
                    text(5)?,
                    text(6)?,
                    text(7)?,
                    text(8)?,
                    text(10)?,
                    text(11)?,
                );
                let url: String = r.get(12)?;
                let key = derived_key(&KeyFields {
                    accelerator: a.as_deref().unwrap_or_default(),
                    model: m.as_deref().unwrap_or_default(),
                    gpu_config: g.as_deref(),
                    gpu_count: r.get(4)?,
                    precision: p.as_deref(),
                    framework: f.as_deref(),
                    framework_version: v.as_deref(),
                    workload: w.as_deref(),
                    concurrency: r.get(9)?,
                    throughput_mode: t.as_deref(),
                    speculative_decoding: s.as_deref(),
                    source_url: &url,
                });
                keys.push((r.get(0)?, key));
            }
        } else {
            let mut stmt = tx.prepare(
                "SELECT id, provider, model_published FROM api_prices
                 WHERE dataset_id = ?1 ORDER BY id",
            )?;
            let mut rows = stmt.query([dataset_id])?;
            while let Some(r) = rows.next()? {
                let key = price_key_of(&r.get::<_, String>(1)?, &r.get::<_, String>(2)?);
                keys.push((r.get(0)?, key));
            }
        }
        let ids: Vec<i64> = keys.iter().map(|(id, _)| *id).collect();
        let unique = keyed(keys.into_iter().map(|(_, k)| k));
        let mut set = tx.prepare(&format!("UPDATE {table} SET record_key = ?2 WHERE id = ?1"))?;
        for (id, key) in ids.iter().zip(unique) {
            set.execute(params![id, key])?;
        }
    }
    Ok(())
}
