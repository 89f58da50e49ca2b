//! Writes parsed datasets into the database inside the caller's transaction. Lookups (aliases,
//! sources) are cached in memory and statements are prepared once, so a file of 100,000 runs
//! costs one pass.

use super::{normalize, Dataset};
use crate::error::{Error, Result};
use rusqlite::{params, OptionalExtension, Transaction};
use std::collections::HashMap;

/// What happened to one dataset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Added,
    Replaced,
    Unchanged,
}

/// What an import did, for the one-line report and the warnings.
#[derive(Debug, Default)]
pub struct Summary {
    pub datasets: Vec<(String, Outcome, usize, usize)>,
    pub warnings: Vec<String>,
}

/// A price tier's architecture, smallest and largest model size (billions of parameters).
type Tier = (Option<String>, Option<f64>, Option<f64>);

struct Lookups {
    accelerators: HashMap<String, String>,
    models: HashMap<String, String>,
    model_ids: std::collections::HashSet<String>,
    tiers: HashMap<String, Tier>,
    sources: HashMap<String, i64>,
}

fn load_map(tx: &Transaction, sql: &str) -> Result<HashMap<String, String>> {
    let mut stmt = tx.prepare(sql)?;
    let rows = stmt.query_map([], |r| {
        Ok((r.get::<_, String>(0)?.to_lowercase(), r.get(1)?))
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

impl Lookups {
    fn load(tx: &Transaction) -> Result<Self> {
        let mut stmt = tx.prepare(
            "SELECT model_published, architecture, min_params_b, max_params_b FROM api_price_tiers",
        )?;
        let tiers = stmt
            .query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?.to_lowercase(),
                    (r.get(1)?, r.get(2)?, r.get(3)?),
                ))
            })?
            .collect::<rusqlite::Result<_>>()?;
        let mut stmt = tx.prepare("SELECT url, id FROM sources")?;
        let sources = stmt
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        let mut stmt = tx.prepare("SELECT id FROM models")?;
        let model_ids = stmt
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(Lookups {
            accelerators: load_map(tx, "SELECT alias, accelerator_id FROM accelerator_aliases")?,
            models: load_map(tx, "SELECT alias, model_id FROM model_aliases")?,
            model_ids,
            tiers,
            sources,
        })
    }

    /// The canonical accelerator for a spelling; a new spelling becomes a new accelerator with
    /// unknown specs (origin `import`) and a warning, so no figure is dropped.
    fn accelerator(
        &mut self,
        tx: &Transaction,
        spelling: &str,
        name: Option<&str>,
        warn: &mut Vec<String>,
        at: &str,
    ) -> Result<String> {
        if let Some(id) = self.accelerators.get(&spelling.to_lowercase()) {
            return Ok(id.clone());
        }
        let id = spelling.trim().to_uppercase();
        tx.execute(
            "INSERT INTO accelerators (id, name, origin) VALUES (?1, ?2, 'import')
             ON CONFLICT (id) DO NOTHING",
            params![id, name.unwrap_or(spelling)],
        )?;
        for alias in [Some(spelling), Some(id.as_str()), name]
            .into_iter()
            .flatten()
        {
            tx.execute(
                "INSERT INTO accelerator_aliases (alias, accelerator_id, origin)
                 VALUES (?1, ?2, 'import') ON CONFLICT (alias) DO NOTHING",
                params![alias, id],
            )?;
            self.accelerators.insert(alias.to_lowercase(), id.clone());
        }
        warn.push(format!(
            "{at}: accelerator '{spelling}' is new: added as '{id}' with unknown specs \
             (gpudb query gaps lists what is unknown)"
        ));
        Ok(id)
    }

    /// The canonical model for a spelling; a new one is added with unknown size and a warning.
    fn model(
        &mut self,
        tx: &Transaction,
        spelling: &str,
        warn: &mut Vec<String>,
        at: &str,
    ) -> Result<String> {
        if let Some(id) = self.models.get(&spelling.to_lowercase()) {
            return Ok(id.clone());
        }
        let id = slug(spelling);
        if !self.model_ids.contains(&id) {
            tx.execute(
                "INSERT INTO models (id, name, origin) VALUES (?1, ?2, 'import')",
                params![id, spelling.trim()],
            )?;
            self.model_ids.insert(id.clone());
            warn.push(format!(
                "{at}: model '{spelling}' is new: added as '{id}' with unknown size; \
                 size-range queries leave it out until models.params_b is set"
            ));
        }
        tx.execute(
            "INSERT INTO model_aliases (alias, model_id, origin) VALUES (?1, ?2, 'import')
             ON CONFLICT (alias) DO NOTHING",
            params![spelling, id],
        )?;
        self.models.insert(spelling.to_lowercase(), id.clone());
        Ok(id)
    }

    fn source(
        &mut self,
        tx: &Transaction,
        url: &str,
        publisher: Option<&str>,
        published: Option<&str>,
    ) -> Result<i64> {
        if let Some(id) = self.sources.get(url) {
            return Ok(*id);
        }
        tx.execute(
            "INSERT INTO sources (url, host, publisher, published, published_on)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                url,
                super::host(url),
                publisher,
                published,
                published.and_then(normalize::iso_date)
            ],
        )?;
        let id = tx.last_insert_rowid();
        self.sources.insert(url.to_string(), id);
        Ok(id)
    }
}

/// A model id from a published name: lower case, runs of other characters become one '-'.
fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.trim().chars() {
        if c.is_ascii_alphanumeric() || c == '.' {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_matches('-').to_string()
}

pub fn write_all(tx: &Transaction, datasets: &[Dataset], replace_older: bool) -> Result<Summary> {
    let mut lookups = Lookups::load(tx)?;
    let mut summary = Summary::default();
    for ds in datasets {
        let outcome = write(tx, ds, replace_older, &mut lookups, &mut summary.warnings)?;
        summary
            .datasets
            .push((ds.name.clone(), outcome, ds.runs.len(), ds.api_prices.len()));
    }
    // A replaced dataset may leave sources nothing points at any more.
    tx.execute(
        "DELETE FROM sources WHERE id NOT IN (SELECT source_id FROM runs)
             AND id NOT IN (SELECT source_id FROM api_prices WHERE source_id IS NOT NULL)",
        [],
    )?;
    Ok(summary)
}

fn write(
    tx: &Transaction,
    ds: &Dataset,
    replace_older: bool,
    lk: &mut Lookups,
    warn: &mut Vec<String>,
) -> Result<Outcome> {
    let existing: Option<(i64, String, Option<String>)> = tx
        .query_row(
            "SELECT id, sha256, coalesce(data_updated_at, collected_at) FROM datasets WHERE name = ?1",
            [&ds.name],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()?;
    let imported_at: String =
        tx.query_row("SELECT strftime('%Y-%m-%dT%H:%M:%SZ', 'now')", [], |r| {
            r.get(0)
        })?;
    let (dataset_id, outcome) = match existing {
        Some((_, sha, _)) if sha == ds.sha256 => return Ok(Outcome::Unchanged),
        Some((id, _, old_date)) => {
            if let (Some(old), Some(new), false) = (old_date.as_deref(), ds.date(), replace_older) {
                if new < old {
                    return Err(Error::File {
                        file: ds.file.clone(),
                        message: format!(
                            "dataset '{}' dated {new} is older than the imported version dated {old}; \
                             nothing was imported (pass --replace-older to import it anyway)",
                            ds.name
                        ),
                    });
                }
            }
            tx.execute("DELETE FROM runs WHERE dataset_id = ?1", [id])?;
            tx.execute("DELETE FROM api_prices WHERE dataset_id = ?1", [id])?;
            (id, Outcome::Replaced)
        }
        None => {
            tx.execute(
                "INSERT INTO datasets (name, kind, file_name, sha256, size_bytes, imported_at,
                     run_count, api_price_count, metadata_json)
                 VALUES (?1, ?2, '', '', 0, '', 0, 0, '{}')",
                params![ds.name, ds.kind.as_str()],
            )?;
            (tx.last_insert_rowid(), Outcome::Added)
        }
    };
    tx.execute(
        "UPDATE datasets SET kind = ?2, title = ?3, description = ?4, publisher = ?5, license = ?6,
             source_url = ?7, data_url = ?8, collected_at = ?9, data_updated_at = ?10,
             file_name = ?11, sha256 = ?12, size_bytes = ?13, imported_at = ?14,
             run_count = ?15, api_price_count = ?16, metadata_json = ?17
         WHERE id = ?1",
        params![
            dataset_id,
            ds.kind.as_str(),
            ds.title,
            ds.description,
            ds.publisher,
            ds.license,
            ds.source_url,
            ds.data_url,
            ds.collected_at,
            ds.data_updated_at,
            ds.file,
            ds.sha256,
            ds.size_bytes,
            imported_at,
            ds.runs.len() as i64,
            ds.api_prices.len() as i64,
            ds.metadata_json
        ],
    )?;

    let mut insert_run = tx.prepare_cached(
        "INSERT INTO runs (dataset_id, record_path, source_id, accelerator_id,
             accelerator_published, gpu_config_published, model_id, model_published, precision,
             precision_published, framework, framework_published, framework_version, gpu_count,
             tokens_per_sec_total, tokens_per_sec_per_gpu, published_as, throughput_mode,
             input_tokens, output_tokens, concurrency, interactivity_tokens_per_sec_per_user,
             speculative_decoding, published, published_on, workload_published, notes, raw_json)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17,
             ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28)",
    )?;
    for run in &ds.runs {
        let at = format!("{}: {}", ds.file, run.record_path);
        let source_id = lk.source(
            tx,
            &run.source_url,
            run.source_publisher.as_deref(),
            run.source_published.as_deref(),
        )?;
        let accelerator_id = lk.accelerator(
            tx,
            &run.accelerator_published,
            run.accelerator_name.as_deref(),
            warn,
            &at,
        )?;
        let model_id = lk.model(tx, &run.model_published, warn, &at)?;
        let (framework, _) = run
            .framework_published
            .as_deref()
            .map(normalize::framework)
            .unwrap_or_default();
        let w = &run.workload;
        insert_run.execute(params![
            dataset_id,
            run.record_path,
            source_id,
            accelerator_id,
            run.accelerator_published,
            run.gpu_config_published,
            model_id,
            run.model_published,
            run.precision_published
                .as_deref()
                .and_then(normalize::precision),
            run.precision_published,
            framework,
            run.framework_published,
            run.framework_version,
            run.gpu_count,
            run.tokens_per_sec_total,
            run.tokens_per_sec_per_gpu,
            run.published_as,
            run.throughput_mode,
            w.input_tokens,
            w.output_tokens,
            w.concurrency,
            w.interactivity_tokens_per_sec_per_user,
            run.speculative_decoding,
            run.published,
            run.published.as_deref().and_then(normalize::iso_date),
            run.workload_published,
            run.notes,
            run.raw_json
        ])?;
    }

    let mut insert_price = tx.prepare_cached(
        "INSERT INTO api_prices (dataset_id, record_path, source_id, provider, model_id,
             model_published, tier_architecture, tier_min_params_b, tier_max_params_b,
             usd_per_m_input_tokens, usd_per_m_output_tokens, raw_json)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
    )?;
    for p in &ds.api_prices {
        let at = format!("{}: {}", ds.file, p.record_path);
        let source_id = p
            .source_url
            .as_deref()
            .map(|url| lk.source(tx, url, super::host(url).as_deref(), None))
            .transpose()?;
        let tier = lk.tiers.get(&p.model_published.to_lowercase()).cloned();
        let model_id = match &tier {
            Some(_) => None,
            None => Some(lk.model(tx, &p.model_published, warn, &at)?),
        };
        let (arch, min_b, max_b) = tier.unwrap_or_default();
        insert_price.execute(params![
            dataset_id,
            p.record_path,
            source_id,
            p.provider,
            model_id,
            p.model_published,
            arch,
            min_b,
            max_b,
            p.usd_per_m_input_tokens,
            p.usd_per_m_output_tokens,
            p.raw_json
        ])?;
    }
    Ok(outcome)
}

#[cfg(test)]
mod tests {
    use super::slug;

    #[test]
    fn slugs() {
        assert_eq!(slug("Llama 4 Maverick (FP8)"), "llama-4-maverick-fp8");
        assert_eq!(slug("  Qwen 3.5  "), "qwen-3.5");
    }
}
