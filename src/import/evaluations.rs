//! InferenceX evaluation results as the importer hands them to the writer: the common record of
//! the format (`inferencex/evaluations.rs`), kept apart from it so that `records` needs no
//! format, and how they are written to `evaluation_results`.

use crate::error::Result;
use rusqlite::{params, Transaction};
use serde::Deserialize;

/// The serving configuration an evaluation ran on, as the benchmark rows name it.
#[derive(Deserialize, Debug, Clone)]
pub struct Config {
    pub hardware: String,
    pub framework: Option<String>,
    pub model: String,
    pub precision: Option<String>,
    pub spec_method: Option<String>,
    pub disagg: Option<bool>,
    pub prefill_tp: Option<i64>,
    pub prefill_ep: Option<i64>,
    pub decode_tp: Option<i64>,
    pub decode_ep: Option<i64>,
    pub num_prefill_gpu: Option<i64>,
    pub num_decode_gpu: Option<i64>,
}

/// One metric of one evaluation row, as published.
#[derive(Debug)]
pub struct Evaluation {
    pub record_path: String,
    pub config: Config,
    pub task: String,
    pub metric: String,
    pub value: f64,
    pub conc: Option<i64>,
    pub date: Option<String>,
    pub run_url: Option<String>,
}

/// Write dataset `dataset_id`'s evaluation results, replacing those it had; returns how many.
pub fn write(tx: &Transaction, evaluations: &[Evaluation], dataset_id: i64) -> Result<usize> {
    tx.execute(
        "DELETE FROM evaluation_results WHERE dataset_id = ?1",
        [dataset_id],
    )?;
    let mut insert = tx.prepare_cached(
        "INSERT INTO evaluation_results (dataset_id, record_path, hardware, framework, model,
             precision, spec_method, disaggregated, prefill_tp, prefill_ep, decode_tp, decode_ep,
             prefill_gpu_count, decode_gpu_count, task, metric, value, concurrency, evaluated_on,
             run_url)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18,
                 ?19, ?20)",
    )?;
    for e in evaluations {
        let c = &e.config;
        insert.execute(params![
            dataset_id,
            e.record_path,
            c.hardware,
            c.framework,
            c.model,
            c.precision,
            c.spec_method,
            c.disagg,
            c.prefill_tp,
            c.prefill_ep,
            c.decode_tp,
            c.decode_ep,
            c.num_prefill_gpu,
            c.num_decode_gpu,
            e.task,
            e.metric,
            e.value,
            e.conc,
            e.date,
            e.run_url
        ])?;
    }
    Ok(evaluations.len())
}
