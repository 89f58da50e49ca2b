//! Writes parsed datasets into the database inside the caller's transaction. A new version of a
//! dataset is merged by record key: unchanged runs are not written, changed ones are updated in
//! place (their `id` stays), new ones inserted, and only runs that are gone are deleted — never
//! one that a user's table still refers to. Each dataset is planned, checked, then written
//! (`rows.rs`), with its lookups cached in memory (`lookups.rs`), so a file of 100,000 runs
//! costs one pass.

use super::indexes::Deferred;
use super::keys::{backfill_run_keys, keyed};
use super::lookups::Lookups;
use super::merge::{references, Action, Plan};
use super::normalize;
use super::records::Dataset;
use super::rows::RowWriter;
use super::triggers::TriggersOff;
use crate::error::{Error, Result};
use rusqlite::{params, OptionalExtension, Transaction};
use std::collections::HashSet;

/// How an import treats a new version of a dataset already imported.
#[derive(Debug, Default, Clone, Copy)]
pub struct Options {
    /// Import a version even when it is older or undated, or removes most of the dataset.
    pub replace: bool,
    /// Keep prices outside their band apart (`price_outliers`) instead of refusing the file.
    pub keep_outliers: bool,
}

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
    /// The ids of the runs inserted or updated, for the checks run after the import.
    pub written_runs: Vec<i64>,
    /// A rental catalog's offers written, and those skipped when their GPU was mapped.
    pub catalog_rates: usize,
    /// Evaluation results written (InferenceX evaluations).
    pub evaluation_results: usize,
    pub skipped: Vec<(String, usize)>,
    /// Prices outside their band kept apart in `price_outliers` (--keep-outliers).
    pub kept_apart: usize,
}

impl DatasetSummary {
    /// What the dataset holds from this file, in its own units: a catalog's "29 rates", a
    /// dataset's "12 runs, 0 API prices".
    pub fn counts(&self, catalog: bool) -> String {
        let mut parts = Vec::new();
        if catalog {
            parts.push(format!("{} rates", self.catalog_rates));
        } else {
            parts.push(format!(
                "{} runs, {} API prices",
                self.runs, self.api_prices
            ));
        }
        if self.kept_apart > 0 {
            parts.push(format!("{} kept apart in price_outliers", self.kept_apart));
        }
        parts.join(", ")
    }
}

/// What an import did, for the one-line report and the warnings.
#[derive(Debug, Default)]
pub struct Summary {
    pub datasets: Vec<DatasetSummary>,
    pub warnings: Vec<String>,
}

pub fn write_all(
    tx: &Transaction,
    datasets: &[Dataset<'_>],
    options: &Options,
    touched: &mut crate::db::Touched,
) -> Result<Summary> {
    let mut lookups = Lookups::load(tx)?;
    let mut summary = Summary::default();
    for ds in datasets {
        let done = write(
            tx,
            ds,
            options,
            &mut lookups,
            &mut summary.warnings,
            touched,
        )?;
        summary.datasets.push(done);
    }
    remove_orphan_sources(tx)?;
    Ok(summary)
}

/// A new version may leave sources nothing points at any more; keep those a user's table
/// refers to.
fn remove_orphan_sources(tx: &Transaction) -> Result<()> {
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
    Ok(())
}

/// The dataset row as imported before, if any.
struct Previous {
    id: i64,
    sha256: String,
    date: Option<String>,
}

/// How both tables of one dataset become the new version's, with the API prices' record keys.
struct Merge {
    runs: Plan,
    prices: Plan,
    price_keys: Vec<String>,
}

fn write(
    tx: &Transaction,
    ds: &Dataset<'_>,
    options: &Options,
    lk: &mut Lookups,
    warn: &mut Vec<String>,
    touched: &mut crate::db::Touched,
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
        written_runs: Vec::new(),
        catalog_rates: 0,
        evaluation_results: 0,
        skipped: Vec::new(),
        kept_apart: 0,
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
    if let Some(c) = &ds.catalog {
        super::catalog::write::check(tx, ds, c, options.replace)?;
    }
    let merge = plan(tx, ds, dataset_id)?;
    check(tx, ds, &merge, previous.is_some() && !options.replace)?;
    // The runs this version changes, as they were and as they are (the derived tables store
    // theirs again).
    touched.runs(tx, &merge.runs.changing())?;
    merge.runs.clear_the_way(tx)?;
    merge.prices.clear_the_way(tx)?;
    update_dataset(tx, ds, dataset_id, &imported_at)?;
    done.written_runs = write_rows(tx, ds, dataset_id, &merge, lk, warn)?;
    touched.runs(tx, &done.written_runs)?;
    if let Some(c) = &ds.catalog {
        done.catalog_rates = super::catalog::write::rows(tx, c, dataset_id, &mut done.skipped)?;
    }
    if let Some(e) = &ds.evaluations {
        done.evaluation_results = super::evaluations::write(tx, e, dataset_id)?;
    }
    if let (true, Some(part)) = (ds.accumulate, &ds.part) {
        super::parts::record(tx, dataset_id, ds.runs.keys(), part)?;
    }
    done.total_runs = count_rows(tx, dataset_id)?;
    for plan in [&merge.runs, &merge.prices] {
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

/// Plan both tables before writing either, so a refused version changes nothing.
fn plan(tx: &Transaction, ds: &Dataset<'_>, dataset_id: i64) -> Result<Merge> {
    backfill_run_keys(tx, dataset_id)?;
    let price_keys = keyed(ds.api_prices.iter().map(|p| p.key()));
    let mut runs = Plan::new(tx, "runs", dataset_id, ds.runs.keys(), |i, path| {
        (ds.runs.is_at(i, path), ds.runs.raw_json(i))
    })?;
    let mut prices = Plan::new(tx, "api_prices", dataset_id, &price_keys, |i, path| {
        let p = &ds.api_prices[i];
        (p.record_path == path, p.raw_json.as_str())
    })?;
    if ds.accumulate {
        // Your own results, or a dataset that grows by parts: a new file adds runs; runs of
        // earlier files stay, except the runs of this file's own part that it no longer has.
        match &ds.part {
            Some(part) => super::parts::only_the_part(tx, &mut runs, dataset_id, part)?,
            None => runs.gone.clear(),
        }
        prices.gone.clear();
    }
    Ok(Merge {
        runs,
        prices,
        price_keys,
    })
}

/// Refuse the new version, before anything is written, when it would remove most of the
/// dataset (`removals`: unless --replace) or a row a user's table refers to.
fn check(tx: &Transaction, ds: &Dataset<'_>, merge: &Merge, removals: bool) -> Result<()> {
    if removals {
        check_removals(ds, &merge.runs, &merge.prices)?;
    }
    merge.runs.check_references(tx, &ds.file, &ds.name)?;
    merge.prices.check_references(tx, &ds.file, &ds.name)
}

/// The dataset row as this version describes it (the counts are this file's, until
/// [`count_rows`]).
fn update_dataset(
    tx: &Transaction,
    ds: &Dataset<'_>,
    dataset_id: i64,
    imported_at: &str,
) -> Result<()> {
    tx.execute(
        "UPDATE datasets SET kind = ?2, title = ?3, description = ?4, publisher = ?5, license = ?6,
             source_url = ?7, data_url = ?8, collected_at = ?9,
             -- A dataset that accumulates is as new as the latest file it holds.
             data_updated_at = CASE WHEN ?18 AND data_updated_at > coalesce(?10, '')
                                    THEN data_updated_at ELSE ?10 END,
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
            ds.metadata_json,
            ds.accumulate
        ],
    )?;
    Ok(())
}

/// Write the runs and API prices the plan says to insert or update; returns the runs' ids.
fn write_rows(
    tx: &Transaction,
    ds: &Dataset<'_>,
    dataset_id: i64,
    merge: &Merge,
    lk: &mut Lookups,
    warn: &mut Vec<String>,
) -> Result<Vec<i64>> {
    let mut written = Vec::new();
    let writes = merge.runs.actions.iter().filter(|a| a.target().is_some());
    let deferred = Deferred::drop_for(tx, "runs", writes.count())?;
    let _off = TriggersOff::new(tx)?;
    let mut rows = RowWriter::new(tx, lk, warn, dataset_id, &ds.file)?;
    let run_keys = ds.runs.keys();
    for (i, (key, action)) in run_keys.iter().zip(&merge.runs.actions).enumerate() {
        let Some(id) = action.target() else {
            continue; // unchanged: not parsed again, not written
        };
        let run = ds.runs.get(i)?;
        rows.run(&run, ds.runs.raw_json(i), key, id)?;
        // A new run's row is the last one written: its lookups come before it.
        written.push(id.unwrap_or_else(|| tx.last_insert_rowid()));
    }
    let prices = ds.api_prices.iter().zip(&merge.price_keys);
    for ((p, key), action) in prices.zip(&merge.prices.actions) {
        let Some(id) = action.target() else {
            continue;
        };
        rows.price(p, key, id)?;
    }
    drop(rows);
    deferred.rebuild(tx)?;
    // The triggers that count a change to runs (V23) were off too: count it here.
    if !written.is_empty() {
        crate::db::count_change(tx, "runs")?;
    }
    Ok(written)
}

/// Count the dataset's rows in the database (a dataset that accumulates holds more than this
/// file); returns its runs.
fn count_rows(tx: &Transaction, dataset_id: i64) -> Result<usize> {
    tx.execute(
        "UPDATE datasets SET run_count = (SELECT count(*) FROM runs WHERE dataset_id = ?1),
             api_price_count = (SELECT count(*) FROM api_prices WHERE dataset_id = ?1)
         WHERE id = ?1",
        [dataset_id],
    )?;
    let runs = tx.query_row(
        "SELECT run_count FROM datasets WHERE id = ?1",
        [dataset_id],
        |r| r.get::<_, i64>(0),
    )?;
    Ok(runs as usize)
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
