//! Writes parsed datasets into the database inside the caller's transaction. A new version of a
//! dataset is merged by record key: unchanged runs are not written, changed ones are updated in
//! place (their `id` stays), new ones inserted, and only runs that are gone are deleted — never
//! one that a user's table still refers to. Lookups (aliases, sources) are cached in memory and
//! statements prepared once, so a file of 100,000 runs costs one pass.

use super::keys::{backfill_run_keys, keyed, price_key};
use super::merge::{references, Action, Plan};
use super::{normalize, ApiPrice, Dataset, Options, Run};
use crate::error::{Error, Result};
use rusqlite::{params, OptionalExtension, Transaction};
use std::collections::{HashMap, HashSet};

/// What happened to one dataset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Added,
    Replaced,
    Unchanged,
}

/// What an import did to one dataset.
#[derive(Debug, Clone)]
pub struct DatasetSummary {
    pub name: String,
    pub outcome: Outcome,
    pub runs: usize,
    pub api_prices: usize,
    /// Rows (runs and API prices) inserted, updated in place, and deleted.
    pub added: usize,
    pub changed: usize,
    pub removed: usize,
    /// Runs the dataset holds after the import (more than `runs` for your own results).
    pub total_runs: usize,
}

/// What an import did, for the one-line report and the warnings.
#[derive(Debug, Default)]
pub struct Summary {
    pub datasets: Vec<DatasetSummary>,
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
    normalized: normalize::Cache,
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
            normalized: normalize::Cache::default(),
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
        at: &dyn Fn() -> String,
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
            "{}: accelerator '{spelling}' is new: added as '{id}' with unknown specs \
             (gpudb query gaps lists what is unknown)",
            at()
        ));
        Ok(id)
    }

    /// The canonical model for a spelling; a new one is added with unknown size and a warning.
    fn model(
        &mut self,
        tx: &Transaction,
        spelling: &str,
        warn: &mut Vec<String>,
        at: &dyn Fn() -> String,
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
                "{}: model '{spelling}' is new: added as '{id}' with unknown size; \
                 size-range queries leave it out until models.params_b is set",
                at()
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

pub fn write_all(tx: &Transaction, datasets: &[Dataset<'_>], options: &Options) -> Result<Summary> {
    let mut lookups = Lookups::load(tx)?;
    let mut summary = Summary::default();
    for ds in datasets {
        let done = write(tx, ds, options, &mut lookups, &mut summary.warnings)?;
        summary.datasets.push(done);
    }
    // A new version may leave sources nothing points at any more; keep those a user's table
    // refers to.
    let orphans: Vec<i64> = tx
        .prepare(
            "SELECT id FROM sources WHERE id NOT IN (SELECT source_id FROM runs)
                 AND id NOT IN (SELECT source_id FROM api_prices WHERE source_id IS NOT NULL)",
        )?
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let held: HashSet<i64> = references(tx, "sources", &orphans)?
        .into_iter()
        .map(|r| r.id)
        .collect();
    let mut delete = tx.prepare_cached("DELETE FROM sources WHERE id = ?1")?;
    for id in orphans.iter().filter(|id| !held.contains(id)) {
        delete.execute([id])?;
    }
    Ok(summary)
}

/// The dataset row as imported before, if any.
struct Previous {
    id: i64,
    sha256: String,
    date: Option<String>,
}

fn write(
    tx: &Transaction,
    ds: &Dataset<'_>,
    options: &Options,
    lk: &mut Lookups,
    warn: &mut Vec<String>,
) -> Result<DatasetSummary> {
    let previous: Option<Previous> = tx
        .query_row(
            "SELECT id, sha256, coalesce(data_updated_at, collected_at) FROM datasets WHERE name = ?1",
            [&ds.name],
            |r| {
                Ok(Previous {
                    id: r.get(0)?,
                    sha256: r.get(1)?,
                    date: r.get(2)?,
                })
            },
        )
        .optional()?;
    let mut done = DatasetSummary {
        name: ds.name.clone(),
        outcome: Outcome::Added,
        runs: ds.runs.len(),
        api_prices: ds.api_prices.len(),
        added: 0,
        changed: 0,
        removed: 0,
        total_runs: 0,
    };
    if let Some(p) = &previous {
        if p.sha256 == ds.sha256 {
            done.outcome = Outcome::Unchanged;
            return Ok(done);
        }
        if !options.replace && !ds.accumulate {
            check_newer(ds, p)?;
        }
        done.outcome = Outcome::Replaced;
    }
    let imported_at: String =
        tx.query_row("SELECT strftime('%Y-%m-%dT%H:%M:%SZ', 'now')", [], |r| {
            r.get(0)
        })?;
    let dataset_id = match &previous {
        Some(p) => p.id,
        None => {
            tx.execute(
                "INSERT INTO datasets (name, kind, file_name, sha256, size_bytes, imported_at,
                     run_count, api_price_count, metadata_json)
                 VALUES (?1, ?2, '', '', 0, '', 0, 0, '{}')",
                params![ds.name, ds.kind],
            )?;
            tx.last_insert_rowid()
        }
    };
    // Plan both tables before writing either, so a refused version changes nothing.
    backfill_run_keys(tx, dataset_id)?;
    let run_keys = ds.runs.keys();
    let price_keys = keyed(ds.api_prices.iter().map(price_key));
    let mut runs = Plan::new(tx, "runs", dataset_id, run_keys, |i, path| {
        (ds.runs.is_at(i, path), ds.runs.raw_json(i))
    })?;
    let mut prices = Plan::new(tx, "api_prices", dataset_id, &price_keys, |i, path| {
        let p = &ds.api_prices[i];
        (p.record_path == path, p.raw_json.as_str())
    })?;
    if ds.accumulate {
        // Your own results: a new file adds runs; runs of earlier files stay.
        runs.gone.clear();
        prices.gone.clear();
    }
    if previous.is_some() && !options.replace {
        check_removals(ds, &runs, &prices)?;
    }
    runs.check_references(tx, ds)?;
    prices.check_references(tx, ds)?;
    runs.clear_the_way(tx)?;
    prices.clear_the_way(tx)?;

    tx.execute(
        "UPDATE datasets SET kind = ?2, title = ?3, description = ?4, publisher = ?5, license = ?6,
             source_url = ?7, data_url = ?8, collected_at = ?9, data_updated_at = ?10,
             file_name = ?11, sha256 = ?12, size_bytes = ?13, imported_at = ?14,
             run_count = ?15, api_price_count = ?16, metadata_json = ?17
         WHERE id = ?1",
        params![
            dataset_id,
            ds.kind,
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

    // Prepared once per dataset: looking a statement up by its text costs as much as running it.
    let mut run_sql = Statements::new(tx, &RUN_SQL)?;
    for (i, (key, action)) in run_keys.iter().zip(&runs.actions).enumerate() {
        let Some(id) = action.target() else {
            continue; // unchanged: not parsed again, not written
        };
        let run = ds.runs.get(i)?;
        write_run(
            tx,
            &mut run_sql,
            lk,
            warn,
            dataset_id,
            (&run, ds.runs.raw_json(i)),
            key,
            id,
            &ds.file,
        )
        .map_err(|e| on_record(e, &ds.file, &run.record_path))?;
    }
    let mut price_sql = Statements::new(tx, &PRICE_SQL)?;
    for ((p, key), action) in ds.api_prices.iter().zip(&price_keys).zip(&prices.actions) {
        let Some(id) = action.target() else {
            continue;
        };
        write_price(
            tx,
            &mut price_sql,
            lk,
            warn,
            dataset_id,
            p,
            key,
            id,
            &ds.file,
        )
        .map_err(|e| on_record(e, &ds.file, &p.record_path))?;
    }
    // Counted in the database: a dataset that accumulates holds more than this file.
    tx.execute(
        "UPDATE datasets SET run_count = (SELECT count(*) FROM runs WHERE dataset_id = ?1),
             api_price_count = (SELECT count(*) FROM api_prices WHERE dataset_id = ?1)
         WHERE id = ?1",
        [dataset_id],
    )?;
    done.total_runs = tx.query_row(
        "SELECT run_count FROM datasets WHERE id = ?1",
        [dataset_id],
        |r| r.get::<_, i64>(0),
    )? as usize;
    for plan in [&runs, &prices] {
        done.added += plan
            .actions
            .iter()
            .filter(|a| **a == Action::Insert)
            .count();
        done.changed += plan
            .actions
            .iter()
            .filter(|a| matches!(a, Action::Update(_, true)))
            .count();
        done.removed += plan.gone.len();
    }
    Ok(done)
}

/// A database error on one record (a CHECK the parser did not foresee) names the record.
fn on_record(e: Error, file: &str, record_path: &str) -> Error {
    match e {
        Error::Sql(source) => Error::Input {
            file: file.to_string(),
            location: record_path.to_string(),
            message: format!("the database refused the record: {source}"),
        },
        other => other,
    }
}

/// An older or undated file does not replace a dated version without --replace.
fn check_newer(ds: &Dataset, p: &Previous) -> Result<()> {
    let old = p
        .date
        .as_deref()
        .and_then(|d| normalize::instant(d).map(|i| (d, i)));
    let new = ds
        .date()
        .and_then(|d| normalize::instant(d).map(|i| (d, i)));
    let refuse = |why: String| {
        Err(Error::File {
            file: ds.file.clone(),
            message: format!("{why}; nothing was imported (pass --replace to import it anyway)"),
        })
    };
    match (old, new) {
        (Some((od, o)), Some((nd, n))) if n < o => refuse(format!(
            "dataset '{}' dated {nd} is older than the imported version dated {od}",
            ds.name
        )),
        (Some((od, _)), None) => refuse(format!(
            "dataset '{}' has no date, and the imported version is dated {od}: an undated file \
             cannot be told to be newer",
            ds.name
        )),
        _ => Ok(()),
    }
}

/// A version that would delete most of a dataset is more likely a truncated or wrong file
/// than a new edition: refuse it without --replace, saying what would go.
fn check_removals(ds: &Dataset, runs: &Plan, prices: &Plan) -> Result<()> {
    let too_many = |plan: &Plan| {
        let before = plan.existing;
        before > 0 && (plan.gone.len() == before || plan.gone.len() * 2 > before)
    };
    if too_many(runs) || too_many(prices) {
        return Err(Error::File {
            file: ds.file.clone(),
            message: format!(
                "this version of dataset '{}' would remove {} of its {} runs and {} of its {} API \
                 prices; nothing was imported (check the file, or pass --replace to import it \
                 anyway)",
                ds.name,
                runs.gone.len(),
                runs.existing,
                prices.gone.len(),
                prices.existing
            ),
        });
    }
    Ok(())
}

/// The columns an import writes, in the order of the values given (`id` is SQLite's on insert).
const RUN_COLUMNS: &str = "dataset_id, record_path, source_id, accelerator_id,
    accelerator_published, gpu_config_published, model_id, model_published, precision,
    precision_published, framework, framework_published, framework_version, gpu_count,
    tokens_per_sec_total, tokens_per_sec_per_gpu, published_as, throughput_mode, input_tokens,
    output_tokens, concurrency, interactivity_tokens_per_sec_per_user, speculative_decoding,
    published, published_on, workload_published, notes, raw_json, record_key, result_id,
    submitter, system_name, scenario, accuracy_target, availability, division, weight_data_type,
    median_ttft_ms, power_w_per_gpu, joules_per_output_token, disaggregated, prefill_gpu_count,
    decode_gpu_count";
const PRICE_COLUMNS: &str = "dataset_id, record_path, source_id, provider, model_id,
    model_published, tier_architecture, tier_min_params_b, tier_max_params_b,
    usd_per_m_input_tokens, usd_per_m_output_tokens, raw_json, record_key";

/// An INSERT and an UPDATE of the same columns. Separate statements rather than one upsert: an
/// upsert makes SQLite keep a statement journal for every row, which doubled import time.
struct RowSql {
    insert: String,
    update: String,
}

impl RowSql {
    fn new(table: &str, columns: &str) -> RowSql {
        let n = columns.split(',').count();
        let marks: Vec<String> = (1..=n).map(|i| format!("?{i}")).collect();
        RowSql {
            insert: format!(
                "INSERT INTO {table} ({columns}) VALUES ({})",
                marks.join(", ")
            ),
            update: format!(
                "UPDATE {table} SET ({columns}) = ({}) WHERE id = ?{}",
                marks.join(", "),
                n + 1
            ),
        }
    }
}

static RUN_SQL: std::sync::LazyLock<RowSql> =
    std::sync::LazyLock::new(|| RowSql::new("runs", RUN_COLUMNS));
static PRICE_SQL: std::sync::LazyLock<RowSql> =
    std::sync::LazyLock::new(|| RowSql::new("api_prices", PRICE_COLUMNS));

/// A table's INSERT and UPDATE, prepared.
struct Statements<'c> {
    insert: rusqlite::CachedStatement<'c>,
    update: rusqlite::CachedStatement<'c>,
}

impl<'c> Statements<'c> {
    fn new(tx: &'c Transaction, sql: &RowSql) -> Result<Self> {
        Ok(Statements {
            insert: tx.prepare_cached(&sql.insert)?,
            update: tx.prepare_cached(&sql.update)?,
        })
    }

    /// Insert a row (`id` None) or update row `id` with `values` in the columns' order.
    fn write(&mut self, values: &[&dyn rusqlite::ToSql], id: Option<i64>) -> Result<()> {
        match id {
            None => self.insert.execute(values)?,
            Some(id) => {
                let mut all = values.to_vec();
                all.push(&id);
                self.update.execute(&*all)?
            }
        };
        Ok(())
    }
}

#[allow(clippy::too_many_arguments)]
fn write_run(
    tx: &Transaction,
    sql: &mut Statements,
    lk: &mut Lookups,
    warn: &mut Vec<String>,
    dataset_id: i64,
    (run, raw_json): (&Run, &str),
    key: &str,
    id: Option<i64>,
    file: &str,
) -> Result<()> {
    // Only formatted when a warning needs it: most records name known things.
    let at = || format!("{file}: {}", run.record_path);
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
    let norm = &mut lk.normalized;
    let framework = run
        .framework_published
        .as_deref()
        .and_then(|f| norm.framework(f).0.clone());
    let precision = run
        .precision_published
        .as_deref()
        .and_then(|p| norm.precision(p).clone());
    let published_on = run
        .published
        .as_deref()
        .and_then(|p| norm.iso_date(p).clone());
    let w = &run.workload;
    let d = &run.details;
    let values = params![
        dataset_id,
        run.record_path,
        source_id,
        accelerator_id,
        run.accelerator_published,
        run.gpu_config_published,
        model_id,
        run.model_published,
        precision,
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
        published_on,
        run.workload_published,
        run.notes,
        raw_json,
        key,
        d.result_id,
        d.submitter,
        d.system_name,
        d.scenario,
        d.accuracy_target,
        d.availability,
        d.division,
        d.weight_data_type,
        d.median_ttft_ms,
        d.power_w_per_gpu,
        d.joules_per_output_token,
        d.disaggregated,
        d.prefill_gpu_count,
        d.decode_gpu_count
    ];
    sql.write(values, id)
}

#[allow(clippy::too_many_arguments)]
fn write_price(
    tx: &Transaction,
    sql: &mut Statements,
    lk: &mut Lookups,
    warn: &mut Vec<String>,
    dataset_id: i64,
    p: &ApiPrice,
    key: &str,
    id: Option<i64>,
    file: &str,
) -> Result<()> {
    let at = || format!("{file}: {}", p.record_path);
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
    let values = params![
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
        p.raw_json,
        key
    ];
    sql.write(values, id)
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
