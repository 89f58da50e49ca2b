//! Record keys: a run's identity within its dataset, stable across versions, so a new version
//! updates the same row (same id) instead of deleting and re-inserting it.

use crate::error::Result;
use rusqlite::{params, Connection, OptionalExtension, Transaction};
use serde_json::value::RawValue;
use sha2::{Digest, Sha256};
use std::collections::HashMap;

/// Per record of a record array, its key (before any `#n` suffix) where the database holds the
/// record unchanged: [`stored`].
pub type StoredKeys = Vec<Option<String>>;

/// SHA-256 of a file's bytes, hex: a dataset's identity for "unchanged".
pub fn sha256_hex(bytes: &[u8]) -> String {
    crate::text::hex(&Sha256::digest(bytes))
}

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
pub(super) struct KeyFields<'a> {
    pub accelerator: &'a str,
    pub model: &'a str,
    pub gpu_config: Option<&'a str>,
    pub gpu_count: i64,
    pub precision: Option<&'a str>,
    pub framework: Option<&'a str>,
    pub framework_version: Option<&'a str>,
    pub workload: Option<&'a str>,
    pub concurrency: Option<i64>,
    pub throughput_mode: Option<&'a str>,
    pub speculative_decoding: Option<&'a str>,
    pub source_url: &'a str,
}

/// A run's derived record key: the first 16 hex digits of the SHA-256 of its identifying fields
/// as a JSON array (documented in README "Dataset identity").
pub(super) fn derived_key(f: &KeyFields) -> String {
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
    crate::text::hex(&Sha256::digest(json)[..8])
}

/// The key of each record of `array` (`raws`, in file order) that dataset `name` of format
/// `kind` holds unchanged: at the same record path, with the same text, byte for byte. Such a
/// record need not be parsed to find its key: the stored row was keyed from that same text when
/// it was imported, and a derived key is a function of the record's text alone (its identifying
/// fields as published, documented as stable in README "Dataset identity"). Nor validated: it
/// was valid when stored, and it is kept as stored (the merge leaves it unwritten), so a rule
/// added since cannot make the database hold anything it does not already hold. The stored key
/// is given without its `#n` suffix, which [`keyed`] gives again in this file's order.
pub(super) fn stored(
    db: &Connection,
    name: &str,
    kind: &str,
    array: &str,
    raws: &[&RawValue],
) -> Result<StoredKeys> {
    let mut keys: StoredKeys = vec![None; raws.len()];
    let dataset: Option<(i64, String)> = db
        .query_row(
            "SELECT id, kind FROM datasets WHERE name = ?1",
            [name],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    let Some((dataset_id, stored_kind)) = dataset else {
        return Ok(keys);
    };
    if stored_kind != kind {
        return Ok(keys); // another format's records: keyed its own way
    }
    let (existing, max_id): (i64, Option<i64>) = db.query_row(
        "SELECT (SELECT count(*) FROM runs WHERE dataset_id = ?1), (SELECT max(id) FROM runs)",
        [dataset_id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    let mut stmt = db.prepare(&format!(
        "SELECT record_path, record_key, raw_json FROM runs WHERE {}",
        super::merge::rows_of_dataset(existing, max_id)
    ))?;
    let mut rows = stmt.query([dataset_id])?;
    while let Some(row) = rows.next()? {
        let text = |i| row.get_ref(i).ok().and_then(|v| v.as_str().ok());
        let (Some(path), Some(key), Some(raw)) = (text(0), text(1), text(2)) else {
            continue;
        };
        let Some(i) = index_in(array, path).filter(|&i| i < raws.len()) else {
            continue;
        };
        if let Some(base) = derived_base(key).filter(|_| raws[i].get() == raw) {
            keys[i] = Some(base.to_string());
        }
    }
    Ok(keys)
}

/// `i` of a record path `{array}[{i}]` written as gpudb writes it (no sign, no leading zero).
pub(super) fn index_in(array: &str, path: &str) -> Option<usize> {
    let digits = path
        .strip_prefix(array)?
        .strip_prefix('[')?
        .strip_suffix(']')?;
    let canonical = digits.bytes().all(|b| b.is_ascii_digit())
        && !digits.is_empty()
        && (digits == "0" || !digits.starts_with('0'));
    canonical.then(|| digits.parse().ok()).flatten()
}

/// A derived key without its `#n` suffix: 16 lower-case hex digits. None for any other key.
fn derived_base(key: &str) -> Option<&str> {
    let (base, rest) = key.split_at_checked(16)?;
    let hex = base.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    (hex && (rest.is_empty() || rest.starts_with('#'))).then_some(base)
}

/// An API price's key: from its provider and the model (or tier) it prices.
pub(super) fn price_key(provider: &str, model: &str) -> String {
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
                "SELECT id, coalesce(provider_published, provider), model_published FROM api_prices
                 WHERE dataset_id = ?1 ORDER BY id",
            )?;
            let mut rows = stmt.query([dataset_id])?;
            while let Some(r) = rows.next()? {
                let key = price_key(&r.get::<_, String>(1)?, &r.get::<_, String>(2)?);
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

#[cfg(test)]
mod tests {
    use super::{derived_base, index_in};
    use crate::import::{parse, write, Context, Options};
    use std::rc::Rc;

    #[test]
    fn record_paths_as_written() {
        assert_eq!(index_in("throughput", "throughput[0]"), Some(0));
        assert_eq!(index_in("throughput", "throughput[120]"), Some(120));
        for other in [
            "throughput[01]",
            "throughput[+1]",
            "throughput[]",
            "cards[0].runs[1]",
        ] {
            assert_eq!(index_in("throughput", other), None, "{other}");
        }
    }

    #[test]
    fn derived_keys_lose_their_suffix() {
        let key = "0123456789abcdef";
        assert_eq!(derived_base(key), Some(key));
        assert_eq!(derived_base(&format!("{key}#3")), Some(key));
        for other in [
            "4.1-0043",
            "0123456789ABCDEF",
            "0123456789abcdef0",
            "é123456789abcdef",
        ] {
            assert_eq!(derived_base(other), None, "{other}");
        }
    }

    /// A survey whose records `i` have the given models; records of one model share a key.
    fn survey(date: &str, models: &[&str]) -> Vec<u8> {
        let records: Vec<serde_json::Value> = models
            .iter()
            .enumerate()
            .map(|(i, m)| {
                serde_json::json!({
                    "model": m, "accelerator_canonical": "H100", "gpu_count": 8,
                    "tokens_per_sec_total": 1000 + i, "source_url": "https://example.invalid/a",
                    "framework": "vLLM 0.11.0", "batch_context": "1K/1K"
                })
            })
            .collect();
        serde_json::to_vec(&serde_json::json!({
            "name": "keys-test", "collected_at": date, "throughput": records
        }))
        .unwrap()
    }

    /// Keys taken from the database for unchanged records are the keys parsing gives them,
    /// suffixes included, when records with the same key move, change or are inserted between.
    #[test]
    fn stored_keys_are_the_parsed_keys() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("k.db");
        let v1 = survey("2026-01-01", &["A", "B", "A", "C", "A"]);
        {
            let mut conn = crate::store::open(&path).unwrap();
            let ds = parse("v1.json", &v1, "1".into(), &Context::default()).unwrap();
            let tx = crate::db::write_tx(&mut conn).unwrap();
            write(&tx, &[ds], &Options::default()).unwrap();
            tx.commit().unwrap();
        }
        let v2 = survey("2026-02-01", &["A", "A", "A", "C", "A", "D"]);
        // Record 4 is v1's byte for byte at the same path: stored with the key `…#3`, and
        // `…#4` now.
        let with = Context {
            database: Some(Rc::new(crate::store::open_read_only(&path).unwrap())),
            ..Context::default()
        };
        let parsed = parse("v2.json", &v2, "2".into(), &Context::default()).unwrap();
        let stored = parse("v2.json", &v2, "2".into(), &with).unwrap();
        assert_eq!(stored.runs.keys(), parsed.runs.keys());
        assert!(parsed.runs.keys()[4].ends_with("#4"));
        // Records 0, 2, 3 and 4 are stored unchanged (2 as `…#2`, now `…#3`): not parsed for keys.
        let top: serde_json::Value = serde_json::from_slice(&v2).unwrap();
        let texts: Vec<String> = top["throughput"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r.to_string())
            .collect();
        let raws: Vec<&serde_json::value::RawValue> = texts
            .iter()
            .map(|t| serde_json::from_str(t).unwrap())
            .collect();
        let db = with.database.as_deref().unwrap();
        let found = super::stored(db, "keys-test", "throughput-survey", "throughput", &raws);
        let found: Vec<bool> = found.unwrap().iter().map(Option::is_some).collect();
        assert_eq!(found, [true, false, true, true, true, false]);
        // A changed record that is bad is still refused, naming it.
        let bad = survey("2026-02-01", &["A", " ", "A", "C", "A", "D"]);
        let err = parse("v2.json", &bad, "3".into(), &with)
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("throughput[1]") && err.contains("model"),
            "{err}"
        );
    }
}
