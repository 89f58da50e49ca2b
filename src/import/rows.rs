//! Writes one dataset's runs and API prices as rows: each record's ids looked up, its
//! normalized columns computed, and the row inserted or updated in place with statements
//! prepared once per dataset.

use super::lookups::Lookups;
use super::records::{ApiPrice, Run};
use crate::error::{Error, Result};
use rusqlite::{params, CachedStatement, ToSql, Transaction};
use std::sync::LazyLock;

/// The columns an import writes, in the order of the values given (`id` is SQLite's on insert).
const RUN_COLUMNS: &str = "dataset_id, record_path, source_id, accelerator_id,
    accelerator_published, gpu_config_published, model_id, model_published, precision,
    precision_published, framework, framework_published, framework_version, gpu_count,
    tokens_per_sec_total, tokens_per_sec_per_gpu, published_as, throughput_mode, input_tokens,
    output_tokens, concurrency, interactivity_tokens_per_sec_per_user, speculative_decoding,
    published, published_on, workload_published, notes, raw_json, record_key, result_id,
    submitter, system_name, scenario, accuracy_target, availability, division, weight_data_type,
    median_ttft_ms, power_w_per_gpu, joules_per_output_token, disaggregated, prefill_gpu_count,
    decode_gpu_count, total_tokens_per_sec_per_gpu, inferred, design_power_w,
    gpu_count_also_published, accuracy_published, power_basis, system_power_w, power_valid,
    power_metric_schema_version, joules_per_input_token, joules_per_total_token,
    prefill_joules_per_input_token, decode_joules_per_output_token, prefill_power_w_per_gpu,
    decode_power_w_per_gpu, p75_power_w_per_gpu, p90_power_w_per_gpu, benchmark_type";
const PRICE_COLUMNS: &str = "dataset_id, record_path, source_id, provider, model_id,
    model_published, tier_architecture, tier_min_params_b, tier_max_params_b,
    usd_per_m_input_tokens, usd_per_m_output_tokens, raw_json, record_key, valid_from, valid_to,
    variant, usd_per_m_cached_input_tokens, usd_per_m_cache_write_input_tokens,
    provider_published, route";

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

/// A run's comparison keys (`workload_key`, `measurement_kind`) from its values `r` and its
/// dataset `d`: the rules of the view `run_keys_rule`, evaluated as the row is inserted.
const RUN_KEYS: &str = include_str!("../sql/run_keys.sql");

/// The runs' INSERT and UPDATE write the comparison keys with the row, from the same values,
/// as one row of VALUES with the keys in scalar subqueries. Not an INSERT … SELECT, nor keys
/// left to the triggers of V15: SQLite keeps a statement journal for a statement that may write
/// more than one row (a SELECT's rows, or a trigger's), and writing it took 2.6 million reads
/// and writes of a temporary file for 100,000 runs, most of the import's time. The rows are
/// written with the triggers off ([`super::triggers::TriggersOff`]).
static RUN_SQL: LazyLock<RowSql> = LazyLock::new(|| {
    let names: Vec<&str> = RUN_COLUMNS.split(',').map(str::trim).collect();
    let n = names.len();
    let marks: Vec<String> = (1..=n).map(|i| format!("?{i}")).collect();
    let named: Vec<String> = names
        .iter()
        .zip(&marks)
        .map(|(c, m)| format!("{m} AS {c}"))
        .collect();
    let keys = format!(
        "WITH k AS (SELECT\n{RUN_KEYS}\nFROM (SELECT {}) AS r JOIN datasets AS d ON d.id = r.dataset_id)\n",
        named.join(", ")
    );
    let values = format!(
        "({}, (SELECT workload_key FROM k), (SELECT measurement_kind FROM k))",
        marks.join(", ")
    );
    RowSql {
        insert: format!(
            "{keys}INSERT INTO runs ({RUN_COLUMNS}, workload_key, measurement_kind) VALUES {values}"
        ),
        update: format!(
            "{keys}UPDATE runs SET ({RUN_COLUMNS}, workload_key, measurement_kind) = {values} \
             WHERE id = ?{}",
            n + 1
        ),
    }
});

static PRICE_SQL: LazyLock<RowSql> = LazyLock::new(|| RowSql::new("api_prices", PRICE_COLUMNS));

/// A table's INSERT and UPDATE, prepared.
struct Statements<'c> {
    insert: CachedStatement<'c>,
    update: CachedStatement<'c>,
}

impl<'c> Statements<'c> {
    fn new(tx: &'c Transaction, sql: &RowSql) -> Result<Self> {
        Ok(Statements {
            insert: tx.prepare_cached(&sql.insert)?,
            update: tx.prepare_cached(&sql.update)?,
        })
    }

    /// Insert a row (`id` None) or update row `id` with `values` in the columns' order.
    fn write(&mut self, values: &[&dyn ToSql], id: Option<i64>) -> Result<()> {
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

/// Writes the rows of one dataset (`dataset_id`, from `file`): new accelerators, models and
/// sources are added through `lookups`, with a warning each in `warnings`.
pub(super) struct RowWriter<'t> {
    tx: &'t Transaction<'t>,
    lookups: &'t mut Lookups,
    warnings: &'t mut Vec<String>,
    dataset_id: i64,
    file: &'t str,
    // Prepared once per dataset: looking a statement up by its text costs as much as running it.
    runs: Statements<'t>,
    prices: Statements<'t>,
}

impl<'t> RowWriter<'t> {
    pub fn new(
        tx: &'t Transaction<'t>,
        lookups: &'t mut Lookups,
        warnings: &'t mut Vec<String>,
        dataset_id: i64,
        file: &'t str,
    ) -> Result<Self> {
        Ok(RowWriter {
            runs: Statements::new(tx, &RUN_SQL)?,
            prices: Statements::new(tx, &PRICE_SQL)?,
            tx,
            lookups,
            warnings,
            dataset_id,
            file,
        })
    }

    /// Insert `run` (`id` None) or update row `id` with it; `raw_json` is its record as
    /// published and `key` its record key.
    pub fn run(&mut self, run: &Run, raw_json: &str, key: &str, id: Option<i64>) -> Result<()> {
        self.write_run(run, raw_json, key, id)
            .map_err(|e| self.on_record(e, &run.record_path))
    }

    /// Insert API price `p` (`id` None) or update row `id` with it, under record key `key`.
    pub fn price(&mut self, p: &ApiPrice, key: &str, id: Option<i64>) -> Result<()> {
        self.write_price(p, key, id)
            .map_err(|e| self.on_record(e, &p.record_path))
    }

    /// A database error on one record (a CHECK the parser did not foresee) names the record;
    /// a full disk is not the record's fault (`import::write` says it).
    fn on_record(&self, e: Error, record_path: &str) -> Error {
        match e {
            Error::Sql(source) if !crate::error::is_disk_full(&source) => Error::Input {
                file: self.file.to_string(),
                location: record_path.to_string(),
                message: format!("the database refused the record: {source}"),
            },
            other => other,
        }
    }

    fn write_run(&mut self, run: &Run, raw_json: &str, key: &str, id: Option<i64>) -> Result<()> {
        let (tx, lk, warn) = (self.tx, &mut *self.lookups, &mut *self.warnings);
        // Only formatted when a warning needs it: most records name known things.
        let file = self.file;
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
            self.dataset_id,
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
            d.decode_gpu_count,
            d.total_tokens_per_sec_per_gpu,
            d.inferred,
            d.design_power_w,
            d.gpu_count_also_published,
            d.accuracy_published,
            d.power_basis,
            d.system_power_w,
            d.power_valid,
            d.power_metric_schema_version,
            d.joules_per_input_token,
            d.joules_per_total_token,
            d.prefill_joules_per_input_token,
            d.decode_joules_per_output_token,
            d.prefill_power_w_per_gpu,
            d.decode_power_w_per_gpu,
            d.p75_power_w_per_gpu,
            d.p90_power_w_per_gpu,
            d.benchmark_type
        ];
        self.runs.write(values, id)
    }

    fn write_price(&mut self, p: &ApiPrice, key: &str, id: Option<i64>) -> Result<()> {
        let (tx, lk, warn) = (self.tx, &mut *self.lookups, &mut *self.warnings);
        let file = self.file;
        let at = || format!("{file}: {}", p.record_path);
        let source_id = p
            .source_url
            .as_deref()
            .map(|url| lk.source(tx, url, crate::text::host(url).as_deref(), None))
            .transpose()?;
        let tier = lk.tier(&p.model_published);
        let model_id = match (&tier, &p.model_spellings) {
            (Some(_), _) => None,
            (None, None) => Some(lk.model(tx, &p.model_published, warn, &at)?),
            (None, Some(spellings)) => lk.known_model(spellings),
        };
        let (arch, min_b, max_b) = tier.unwrap_or_default();
        let (provider, route) = lk.provider(&p.provider, p.route.as_deref());
        let values = params![
            self.dataset_id,
            p.record_path,
            source_id,
            provider,
            model_id,
            p.model_published,
            arch,
            min_b,
            max_b,
            p.usd_per_m_input_tokens,
            p.usd_per_m_output_tokens,
            p.raw_json,
            key,
            p.valid_from,
            p.valid_to,
            p.variant,
            p.usd_per_m_cached_input_tokens,
            p.usd_per_m_cache_write_input_tokens,
            p.provider,
            route
        ];
        self.prices.write(values, id)
    }
}
