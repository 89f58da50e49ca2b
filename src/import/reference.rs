//! gpudb's curated reference data (accelerator specs, model sizes, the spellings the datasets use,
//! API price tiers), compiled in from `data/*.csv`. An import reloads it only when these files
//! changed since they were last loaded (`curated_files` keeps that version), and then keeps every
//! row a user changed since: rows a user added (`origin = 'user'`) and curated rows that no longer
//! match the last loaded version.

use crate::error::{Error, Result};
use rusqlite::types::Value;
use rusqlite::{params, OptionalExtension, Transaction};
use serde::Deserialize;
use std::collections::HashMap;

const ACCELERATORS: &str = include_str!("../../data/accelerators.csv");
const MODELS: &str = include_str!("../../data/models.csv");
const MODEL_ALIASES: &str = include_str!("../../data/model_aliases.csv");
const API_PRICE_TIERS: &str = include_str!("../../data/api_price_tiers.csv");
const ERRATA: &str = include_str!("../../data/errata.csv");

#[derive(Debug, Deserialize)]
pub struct Accelerator {
    pub id: String,
    pub vendor: Option<String>,
    pub name: Option<String>,
    pub architecture: Option<String>,
    pub memory_gb: Option<f64>,
    pub memory_type: Option<String>,
    pub memory_bandwidth_tbps: Option<f64>,
    pub tdp_w: Option<f64>,
    pub launch_year: Option<i64>,
    pub aliases: Option<String>,
    pub source_url: Option<String>,
    pub notes: Option<String>,
    // Absent from files loaded before V10 (`curated_files` keeps them): NULL then.
    #[serde(default)]
    pub dense_tflops_fp16: Option<f64>,
    #[serde(default)]
    pub dense_tflops_fp8: Option<f64>,
    #[serde(default)]
    pub dense_tflops_fp4: Option<f64>,
    #[serde(default)]
    pub compute_source_url: Option<String>,
}

#[derive(Debug, Deserialize)]
pub struct Model {
    pub id: String,
    pub name: Option<String>,
    pub family: Option<String>,
    pub params_b: Option<f64>,
    pub active_params_b: Option<f64>,
    pub architecture: Option<String>,
    pub source_url: Option<String>,
    pub notes: Option<String>,
}

#[derive(Debug, Deserialize)]
pub struct ModelAlias {
    pub alias: String,
    pub model_id: String,
}

#[derive(Debug, Deserialize)]
pub struct ApiPriceTier {
    pub model_published: String,
    pub architecture: Option<String>,
    pub min_params_b: Option<f64>,
    pub max_params_b: Option<f64>,
    pub source_url: Option<String>,
    pub notes: Option<String>,
}

/// A known problem in a published record (data/errata.csv): adds a caveat, never changes a figure.
#[derive(Debug, Deserialize)]
pub struct Erratum {
    pub dataset: String,
    pub record_key: String,
    pub record_path: Option<String>,
    pub caveat: String,
    pub note: String,
    pub evidence_url: String,
    pub checked: Option<String>,
}

/// Parse one bundled CSV; empty fields are NULL.
pub fn rows<T: serde::de::DeserializeOwned>(name: &str, text: &str) -> Result<Vec<T>> {
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    reader
        .deserialize()
        .enumerate()
        .map(|(i, row)| {
            row.map_err(|e| Error::Input {
                file: format!("bundled:{name}"),
                location: format!("line {}", i + 2),
                message: e.to_string(),
            })
        })
        .collect()
}

pub fn accelerators() -> Result<Vec<Accelerator>> {
    rows("accelerators.csv", ACCELERATORS)
}

pub fn models() -> Result<Vec<Model>> {
    rows("models.csv", MODELS)
}

/// The curated files, by the name `curated_files` records them under.
const FILES: &[(&str, &str)] = &[
    ("accelerators.csv", ACCELERATORS),
    ("models.csv", MODELS),
    ("model_aliases.csv", MODEL_ALIASES),
    ("api_price_tiers.csv", API_PRICE_TIERS),
    ("errata.csv", ERRATA),
];

/// Reload the curated rows if the compiled-in files differ from those last loaded; returns a
/// warning for each row kept because the user edited it. Runs inside the import's transaction;
/// when nothing changed it writes nothing.
pub fn sync(tx: &Transaction) -> Result<Vec<String>> {
    let last = loaded(tx)?;
    if !FILES.iter().any(|(name, text)| differs(&last, name, text)) {
        return Ok(Vec::new());
    }
    let previous = |name: &str| last.get(name).map(|(_, text)| text.clone());
    let warnings = load(tx, previous("accelerators.csv"), previous("models.csv"))?;
    let mut record = tx.prepare(
        "INSERT INTO curated_files (name, sha256, content, loaded_at)
         VALUES (?1, ?2, ?3, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
         ON CONFLICT (name) DO UPDATE SET sha256 = excluded.sha256, content = excluded.content,
             loaded_at = excluded.loaded_at",
    )?;
    for (name, text) in FILES {
        record.execute(params![
            name,
            super::keys::sha256_hex(text.as_bytes()),
            text
        ])?;
    }
    Ok(warnings)
}

fn differs(last: &HashMap<String, (String, String)>, name: &str, text: &str) -> bool {
    last.get(name).map(|(sha, _)| sha.as_str()) != Some(&super::keys::sha256_hex(text.as_bytes()))
}

/// Whether the compiled-in curated files differ from those the database last loaded.
pub fn changed(conn: &rusqlite::Connection) -> Result<bool> {
    let last = loaded(conn)?;
    Ok(FILES.iter().any(|(name, text)| differs(&last, name, text)))
}

/// Each curated file as the database last loaded it: name, hash and text.
fn loaded(conn: &rusqlite::Connection) -> Result<HashMap<String, (String, String)>> {
    let mut stmt = conn.prepare("SELECT name, sha256, content FROM curated_files")?;
    let last = stmt
        .query_map([], |r| Ok((r.get(0)?, (r.get(1)?, r.get(2)?))))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(last)
}

/// A curated row as the values of its columns (id first), for comparing versions.
type Row = Vec<Value>;

fn real(v: Option<f64>) -> Value {
    v.map_or(Value::Null, Value::Real)
}
fn text(v: &Option<String>) -> Value {
    v.clone().map_or(Value::Null, Value::Text)
}

const ACCELERATOR_COLUMNS: &str = "vendor, name, architecture, memory_gb, memory_type, \
     memory_bandwidth_tbps, tdp_w, launch_year, source_url, notes, dense_tflops_fp16, \
     dense_tflops_fp8, dense_tflops_fp4, compute_source_url";
const MODEL_COLUMNS: &str =
    "name, family, params_b, active_params_b, architecture, source_url, notes";

fn accelerator_row(a: &Accelerator) -> Row {
    vec![
        text(&a.vendor),
        text(&a.name),
        text(&a.architecture),
        real(a.memory_gb),
        text(&a.memory_type),
        real(a.memory_bandwidth_tbps),
        real(a.tdp_w),
        a.launch_year.map_or(Value::Null, Value::Integer),
        text(&a.source_url),
        text(&a.notes),
        real(a.dense_tflops_fp16),
        real(a.dense_tflops_fp8),
        real(a.dense_tflops_fp4),
        text(&a.compute_source_url),
    ]
}

fn model_row(m: &Model) -> Row {
    vec![
        text(&m.name),
        text(&m.family),
        real(m.params_b),
        real(m.active_params_b),
        text(&m.architecture),
        text(&m.source_url),
        text(&m.notes),
    ]
}

/// A curated row in the database now: its origin and values; None when absent.
fn current(
    tx: &Transaction,
    table: &str,
    columns: &str,
    id: &str,
) -> Result<Option<(String, Row)>> {
    let n = columns.split(',').count();
    Ok(tx
        .query_row(
            &format!("SELECT origin, {columns} FROM {table} WHERE id = ?1"),
            [id],
            |r| {
                Ok((
                    r.get(0)?,
                    (1..=n)
                        .map(|i| r.get(i))
                        .collect::<rusqlite::Result<Row>>()?,
                ))
            },
        )
        .optional()?)
}

/// Whether a curated row may be overwritten: absent, spelled by an import, or unchanged since the
/// last load. With no last load recorded (a database from before gpudb kept one), a row that
/// differs from the new curated one is taken to be the user's edit.
fn may_overwrite(now: &Option<(String, Row)>, last: Option<&Row>, new: &Row) -> bool {
    match now {
        None => true,
        Some((origin, _)) if origin == "import" => true,
        Some((origin, _)) if origin == "user" => false,
        Some((_, values)) => values == new || last.is_some_and(|l| l == values),
    }
}

fn kept(table: &str, id: &str) -> String {
    format!(
        "{table} '{id}': kept your edit; gpudb's curated data for it changed. To take the \
         curated values: gpudb sql --write \"DELETE FROM {table} WHERE id = '{id}'\" and gpudb \
         import again (to keep your edit quietly, set its origin to 'user')"
    )
}

/// Upsert the curated rows, keeping user edits. `last_*` are the files as last loaded.
fn load(
    tx: &Transaction,
    last_accelerators: Option<String>,
    last_models: Option<String>,
) -> Result<Vec<String>> {
    let mut warnings = Vec::new();
    let last_acc: HashMap<String, Row> = match &last_accelerators {
        Some(t) => rows::<Accelerator>("accelerators.csv", t)?
            .into_iter()
            .map(|a| (a.id.clone(), accelerator_row(&a)))
            .collect(),
        None => HashMap::new(),
    };
    let last_models: HashMap<String, Row> = match &last_models {
        Some(t) => rows::<Model>("models.csv", t)?
            .into_iter()
            .map(|m| (m.id.clone(), model_row(&m)))
            .collect(),
        None => HashMap::new(),
    };
    let mut acc = tx.prepare_cached(
        "INSERT INTO accelerators (id, vendor, name, architecture, memory_gb, memory_type,
             memory_bandwidth_tbps, tdp_w, launch_year, source_url, notes, dense_tflops_fp16,
             dense_tflops_fp8, dense_tflops_fp4, compute_source_url, origin)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, 'curated')
         ON CONFLICT (id) DO UPDATE SET vendor = excluded.vendor, name = excluded.name,
             architecture = excluded.architecture, memory_gb = excluded.memory_gb,
             memory_type = excluded.memory_type,
             memory_bandwidth_tbps = excluded.memory_bandwidth_tbps, tdp_w = excluded.tdp_w,
             launch_year = excluded.launch_year, source_url = excluded.source_url,
             notes = excluded.notes, dense_tflops_fp16 = excluded.dense_tflops_fp16,
             dense_tflops_fp8 = excluded.dense_tflops_fp8,
             dense_tflops_fp4 = excluded.dense_tflops_fp4,
             compute_source_url = excluded.compute_source_url, origin = 'curated'",
    )?;
    let mut acc_alias = tx.prepare_cached(
        "INSERT INTO accelerator_aliases (alias, accelerator_id, origin) VALUES (?1, ?2, 'curated')
         ON CONFLICT (alias) DO UPDATE SET accelerator_id = excluded.accelerator_id,
             origin = 'curated'
         WHERE accelerator_aliases.origin <> 'user'",
    )?;
    for a in accelerators()? {
        let new = accelerator_row(&a);
        let now = current(tx, "accelerators", ACCELERATOR_COLUMNS, &a.id)?;
        if may_overwrite(&now, last_acc.get(&a.id), &new) {
            let mut values = vec![Value::Text(a.id.clone())];
            values.extend(new);
            acc.execute(rusqlite::params_from_iter(values))?;
        } else if now.as_ref().is_some_and(|(o, _)| o != "user") {
            warnings.push(kept("accelerators", &a.id));
        }
        let spellings = a.aliases.as_deref().unwrap_or("").split('|');
        for alias in std::iter::once(a.id.as_str()).chain(spellings) {
            let alias = alias.trim();
            if !alias.is_empty() {
                acc_alias.execute(params![alias, a.id])?;
            }
        }
    }

    let mut model = tx.prepare_cached(
        "INSERT INTO models (id, name, family, params_b, active_params_b, architecture,
             source_url, notes, origin)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'curated')
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, family = excluded.family,
             params_b = excluded.params_b, active_params_b = excluded.active_params_b,
             architecture = excluded.architecture, source_url = excluded.source_url,
             notes = excluded.notes, origin = 'curated'",
    )?;
    let mut model_alias = tx.prepare_cached(
        "INSERT INTO model_aliases (alias, model_id, origin) VALUES (?1, ?2, 'curated')
         ON CONFLICT (alias) DO UPDATE SET model_id = excluded.model_id, origin = 'curated'
         WHERE model_aliases.origin <> 'user'",
    )?;
    for m in models()? {
        let new = model_row(&m);
        let now = current(tx, "models", MODEL_COLUMNS, &m.id)?;
        if may_overwrite(&now, last_models.get(&m.id), &new) {
            let mut values = vec![Value::Text(m.id.clone())];
            values.extend(new);
            model.execute(rusqlite::params_from_iter(values))?;
        } else if now.as_ref().is_some_and(|(o, _)| o != "user") {
            warnings.push(kept("models", &m.id));
        }
        model_alias.execute(params![m.id, m.id])?;
        if let Some(name) = &m.name {
            model_alias.execute(params![name, m.id])?;
        }
    }
    for a in rows::<ModelAlias>("model_aliases.csv", MODEL_ALIASES)? {
        model_alias.execute(params![a.alias, a.model_id])?;
    }

    // The tiers table is wholly curated: replace it.
    tx.execute("DELETE FROM api_price_tiers", [])?;
    let mut tier = tx.prepare_cached(
        "INSERT INTO api_price_tiers (model_published, architecture, min_params_b, max_params_b,
             source_url, notes) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?;
    for t in rows::<ApiPriceTier>("api_price_tiers.csv", API_PRICE_TIERS)? {
        tier.execute(params![
            t.model_published,
            t.architecture,
            t.min_params_b,
            t.max_params_b,
            t.source_url,
            t.notes
        ])?;
    }

    // Errata are wholly curated too. A caveat code the schema does not know fails the foreign key.
    tx.execute("DELETE FROM errata", [])?;
    let mut erratum = tx.prepare_cached(
        "INSERT INTO errata (dataset_name, record_key, record_path, caveat, note, evidence_url,
             checked) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?;
    for e in rows::<Erratum>("errata.csv", ERRATA)? {
        erratum.execute(params![
            e.dataset,
            e.record_key,
            e.record_path,
            e.caveat,
            e.note,
            e.evidence_url,
            e.checked
        ])?;
    }
    Ok(warnings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn curated_files_parse_and_aliases_point_at_known_models() {
        let ids: HashSet<String> = models().unwrap().into_iter().map(|m| m.id).collect();
        assert!(ids.contains("llama-3.3-70b"));
        for a in rows::<ModelAlias>("model_aliases.csv", MODEL_ALIASES).unwrap() {
            assert!(
                ids.contains(&a.model_id),
                "alias {} -> {}",
                a.alias,
                a.model_id
            );
        }
        let accs = accelerators().unwrap();
        assert_eq!(accs.len(), 27);
        assert!(accs.iter().all(|a| a.source_url.is_some()));
        assert_eq!(
            rows::<ApiPriceTier>("api_price_tiers.csv", API_PRICE_TIERS)
                .unwrap()
                .len(),
            1
        );
    }
}
