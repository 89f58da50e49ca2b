//! SemiAnalysis InferenceX benchmark rows: a JSON array of serving measurements as the InferenceX
//! API returns them, one row per hardware × framework × model × precision × parallelism × workload
//! (`isl`/`osl` tokens, `conc` concurrent requests) × CI run (`run_url`, `date`).
//!
//! **The figure** is output tokens/s per GPU *rented*, `published_as = 'per_gpu'`:
//! - aggregated rows (`disagg: false`, every GPU does prefill and decode):
//!   `metrics.output_tput_per_gpu`, over `num_decode_gpu` GPUs (TP GPUs where that is TP × EP:
//!   see [`disagg::aggregated_gpus`]);
//! - disaggregated rows (`disagg: true`, prefill and decode on separate GPUs): InferenceX divides
//!   output tokens/s by the decode GPUs only (`output_tput_per_gpu` = O / D), input by the prefill
//!   GPUs (`input_tput_per_gpu` = I / P) and the total by all of them (`tput_per_gpu` = (I + O) /
//!   N, N = P + D). A buyer rents all N, so the figure is O / N. The listed `num_prefill_gpu` /
//!   `num_decode_gpu` are not always the denominators used (the gb200 rows list 36 and 36), but the
//!   three per-GPU metrics of a row always fit one split, so the decode share D / N comes from
//!   them: `t = i·P/N + o·D/N` gives `D/N = (i − t) / (i − o)`, and the figure is
//!   `o · (i − t) / (i − o)`. On the real gb200 row, o = 18.447018, i = 146.430531 and
//!   t = 32.667409, so D/N = 113.763122 / 127.983513 = 8/9 and the figure is 16.397350 tokens/s
//!   per GPU: a deployment of 4 prefill + 32 decode GPUs (36), which the listed 36 + 36 are not.
//!   Only when a row lacks `input_tput_per_gpu` or `tput_per_gpu` does the split come from the
//!   listed counts instead: `o · D / (P + D)`. `gpu_count`, `prefill_gpu_count` and
//!   `decode_gpu_count` are the listed counts when they fit the split; otherwise the split of the
//!   larger listed count (36 → 4 + 32) when that fits, with a note; otherwise `gpu_count` is the
//!   listed sum, the two counts are NULL and a note says why. The figure never depends on them.
//! - `metrics.tput_per_gpu` counts input and output tokens (InferenceX issue #293) and is never
//!   used as the figure; it is kept as `total_tokens_per_sec_per_gpu` (per GPU rented, for the
//!   cost per total token). A row without `output_tput_per_gpu` is kept with a NULL figure (listed by
//!   `gpudb query gaps`).
//!
//! **Kept per run**: workload (`isl` → input_tokens, `osl` → output_tokens, `conc` → concurrency),
//! `metrics.median_intvty` (tokens/s per user, measured) → interactivity_tokens_per_sec_per_user,
//! `metrics.median_ttft` (seconds) × 1000 → median_ttft_ms, `metrics.avg_power_w` → power_w_per_gpu
//! (per GPU: on the real mi355x row `joules_per_output_token` = `avg_power_w` /
//! `output_tput_per_gpu` = 628.907 / 98.988 = 6.3533, and 629 W is below one MI355X's 1400 W),
//! `metrics.joules_per_output_token` as published (for a disaggregated row that is, by the same
//! formula, per decode-GPU throughput), `spec_method` (`none` → `off`), disaggregation and GPU
//! counts, the framework as published with the version from the `image` tag
//! (`lmsysorg/sglang:v0.5.12-rocm700-mi35x` → 0.5.12), `date`, and `run_url` (the CI run that
//! measured it) as the source; a row without one cites the dashboard.
//!
//! **Record key**: the SHA-256 of the row's identifying fields (hardware, framework, model,
//! precision, spec_method, disagg, is_multinode, the prefill/decode TP, EP, DP-attention, worker
//! and GPU counts, isl, osl, conc, date, run_url): a configuration measured in one CI run. A new
//! export that corrects a figure updates the same run; a new CI run is a new run. A row listed
//! twice keeps both (the second gets `#2` and a note naming the first).
//!
//! **Parts**: the API answers one model (and optionally one day) per request, so an export is a
//! part of the dataset `inferencex`: importing another model's or a later day's export adds its
//! rows by key and never removes the others'. `gpudb refresh` names the part (the upstream), and
//! a refresh removes only the rows its own upstream brought before and no longer lists.
//!
//! The files: `row.rs` (the row as published, its key and configuration), `run.rs` (a row
//! validated into a run), `disagg.rs` (the decode share and GPU counts, public for `gpudb show`
//! to say the same arithmetic), `fields.rs` (text fields), `twins.rs` (a row listed twice).

pub mod disagg;
pub mod evaluations;
mod fields;
mod power;
mod row;
mod run;
mod twins;

use crate::error::{Error, Result};
use crate::import::check::{describe, record};
use crate::import::format::{Context, Format};
use crate::import::records::{Dataset, Run, Runs};
use crate::import::top::Top;
use fields::DASHBOARD;
use row::Row;
use serde_json::value::RawValue;

/// The format, for the importer's list of `FORMATS`.
pub struct InferenceX;

impl Format for InferenceX {
    fn kind(&self) -> &'static str {
        "inferencex"
    }
    fn shape(&self) -> &'static str {
        "a JSON array of rows with `hardware`, `metrics`, `isl`, `osl`"
    }
    fn detect(&self, top: &Top) -> bool {
        top.first_row().is_some_and(|row| {
            ["hardware", "metrics", "isl", "osl"]
                .iter()
                .all(|k| row.get(k).is_some())
        })
    }
    fn parse<'a>(&self, file: &str, top: &Top<'a>, ctx: &Context) -> Result<Dataset<'a>> {
        let Top::Array(rows) = top else {
            return Err(Error::File {
                file: file.to_string(),
                message: "expected a JSON array of InferenceX rows".into(),
            });
        };
        // A file may hold a million rows: each is parsed now, to validate it and find its key
        // and date, and again when written, rather than all kept parsed (the rows' text is the
        // file's own).
        let twins = twins::Twins::find(rows);
        let owned_file = file.to_string();
        let parse = move |i: usize, raw: &RawValue| -> Result<Run> {
            let path = format!("[{i}]");
            let row: Row = record(&owned_file, &path, raw, &["model", "hardware"])?;
            let loc = describe(&path, &[&row.model, &row.hardware]);
            let mut run = run::run(&owned_file, &loc, path, row)?;
            twins.note(i, &mut run);
            Ok(run)
        };
        let mut keys = Vec::with_capacity(rows.len());
        let mut latest: Option<String> = None;
        for (i, raw) in rows.iter().enumerate() {
            let run = parse(i, raw)?;
            keys.push(run.key());
            if latest.as_deref() < run.published.as_deref() {
                latest = run.published;
            }
        }
        let runs = Runs::raw_keyed(keys, rows.clone(), Box::new(row::is_at), Box::new(parse));
        Ok(Dataset {
            title: Some("SemiAnalysis InferenceX benchmarks".into()),
            description: Some(
                "Serving measurements from InferenceX CI runs; the figure is output tokens/s \
                 per GPU rented (prefill + decode GPUs for disaggregated serving)."
                    .into(),
            ),
            publisher: Some("SemiAnalysis".into()),
            source_url: Some(DASHBOARD.into()),
            // The latest row's date (the dataset keeps the latest of its parts').
            data_updated_at: latest,
            // The API answers one model (and optionally one day) per request: each export is
            // a part, which adds to the others by row key and never removes theirs.
            accumulate: true,
            part: ctx.part.clone(),
            metadata_json: serde_json::json!({ "rows": rows.len() }).to_string(),
            ..Dataset::new(file, self.kind(), self.kind(), runs)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detects_rows_with_hardware_metrics_isl_osl() {
        let text = r#"[{"hardware":"b200","metrics":{},"isl":1024,"osl":1024}]"#;
        let rows: Vec<&serde_json::value::RawValue> = serde_json::from_str(text).unwrap();
        assert!(InferenceX.detect(&Top::Array(rows)));
        let text = r#"[{"hardware":"b200","metrics":{}}]"#;
        let rows: Vec<&serde_json::value::RawValue> = serde_json::from_str(text).unwrap();
        assert!(!InferenceX.detect(&Top::Array(rows)));
    }
}
