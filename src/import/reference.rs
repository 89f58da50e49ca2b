//! gpudb's curated reference data (accelerator specs, model sizes, the spellings the datasets use,
//! API price tiers), compiled in from `data/*.csv` and loaded on every import. Rows a user added
//! (`origin = 'user'`) are never overwritten.

use crate::error::{Error, Result};
use rusqlite::{params, Transaction};
use serde::Deserialize;

const ACCELERATORS: &str = include_str!("../../data/accelerators.csv");
const MODELS: &str = include_str!("../../data/models.csv");
const MODEL_ALIASES: &str = include_str!("../../data/model_aliases.csv");
const API_PRICE_TIERS: &str = include_str!("../../data/api_price_tiers.csv");

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

/// Upsert the curated rows. Runs inside the import's transaction.
pub fn load(tx: &Transaction) -> Result<()> {
    let mut acc = tx.prepare_cached(
        "INSERT INTO accelerators (id, vendor, name, architecture, memory_gb, memory_type,
             memory_bandwidth_tbps, tdp_w, launch_year, source_url, notes, origin)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 'curated')
         ON CONFLICT (id) DO UPDATE SET vendor = excluded.vendor, name = excluded.name,
             architecture = excluded.architecture, memory_gb = excluded.memory_gb,
             memory_type = excluded.memory_type,
             memory_bandwidth_tbps = excluded.memory_bandwidth_tbps, tdp_w = excluded.tdp_w,
             launch_year = excluded.launch_year, source_url = excluded.source_url,
             notes = excluded.notes, origin = 'curated'
         WHERE accelerators.origin <> 'user'",
    )?;
    let mut acc_alias = tx.prepare_cached(
        "INSERT INTO accelerator_aliases (alias, accelerator_id, origin) VALUES (?1, ?2, 'curated')
         ON CONFLICT (alias) DO UPDATE SET accelerator_id = excluded.accelerator_id,
             origin = 'curated'
         WHERE accelerator_aliases.origin <> 'user'",
    )?;
    for a in accelerators()? {
        acc.execute(params![
            a.id,
            a.vendor,
            a.name,
            a.architecture,
            a.memory_gb,
            a.memory_type,
            a.memory_bandwidth_tbps,
            a.tdp_w,
            a.launch_year,
            a.source_url,
            a.notes
        ])?;
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
             notes = excluded.notes, origin = 'curated'
         WHERE models.origin <> 'user'",
    )?;
    let mut model_alias = tx.prepare_cached(
        "INSERT INTO model_aliases (alias, model_id, origin) VALUES (?1, ?2, 'curated')
         ON CONFLICT (alias) DO UPDATE SET model_id = excluded.model_id, origin = 'curated'
         WHERE model_aliases.origin <> 'user'",
    )?;
    for m in models()? {
        model.execute(params![
            m.id,
            m.name,
            m.family,
            m.params_b,
            m.active_params_b,
            m.architecture,
            m.source_url,
            m.notes
        ])?;
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
    Ok(())
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
        assert_eq!(accs.len(), 10);
        assert!(accs.iter().all(|a| a.source_url.is_some()));
        assert_eq!(
            rows::<ApiPriceTier>("api_price_tiers.csv", API_PRICE_TIERS)
                .unwrap()
                .len(),
            1
        );
    }
}
