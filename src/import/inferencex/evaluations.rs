//! SemiAnalysis InferenceX evaluation results, as the API's `/api/v1/evaluations` returns them
//! (InferenceX-app `api-documentation.ts`, `evaluationsSchema`): a JSON array of rows, each an
//! accuracy task (`task`: gsm8k, gpqa …) run on one serving configuration (the benchmark rows'
//! `hardware`, `framework`, `model`, `precision`, `spec_method`, `disagg`, TP/EP and GPU counts),
//! with `metrics` (a map of numbers), `conc`, `date` and `run_url`. No throughput: each metric is
//! a row of `evaluation_results`, and the view `run_evaluations` gives every InferenceX run the
//! results of its configuration, so runs can be compared at an equal accuracy.
//!
//! The dataset `inferencex-evaluations` is replaced by each new export, as a table is.

use crate::error::{Error, Result};
use crate::import::check::{describe, invalid, name, record};
use crate::import::evaluations::{Config, Evaluation};
use crate::import::format::{Context, Format};
use crate::import::records::{Dataset, Runs};
use crate::import::top::Top;
use serde::Deserialize;
use std::collections::BTreeMap;

/// The format, for the importer's list of `FORMATS`.
pub struct Evaluations;

const KIND: &str = "inferencex-evaluations";

#[derive(Deserialize)]
struct Row {
    #[serde(flatten)]
    config: Config,
    task: String,
    conc: Option<f64>,
    metrics: BTreeMap<String, Option<f64>>,
    date: Option<String>,
    run_url: Option<String>,
}

impl Format for Evaluations {
    fn kind(&self) -> &'static str {
        KIND
    }
    fn shape(&self) -> &'static str {
        "a JSON array of InferenceX evaluation rows with `hardware`, `task`, `metrics`"
    }
    fn detect(&self, top: &Top) -> bool {
        top.first_row().is_some_and(|row| {
            ["hardware", "task", "metrics"]
                .iter()
                .all(|k| row.get(k).is_some())
                && row.get("isl").is_none()
        })
    }
    fn parse<'a>(&self, file: &str, top: &Top<'a>, _ctx: &Context) -> Result<Dataset<'a>> {
        let Top::Array(rows) = top else {
            return Err(Error::File {
                file: file.to_string(),
                message: "expected a JSON array of InferenceX evaluation rows".into(),
            });
        };
        let mut out = Vec::new();
        let mut latest: Option<String> = None;
        for (i, raw) in rows.iter().enumerate() {
            let path = format!("[{i}]");
            let r: Row = record(file, &path, raw, &["model", "hardware", "task"])?;
            let mut config = r.config.clone();
            let loc = describe(&path, &[&config.model, &config.hardware, &r.task]);
            config.hardware = name(file, &loc, "hardware", config.hardware)?;
            config.model = name(file, &loc, "model", config.model)?;
            let task = name(file, &loc, "task", r.task.clone())?;
            let conc = match r.conc {
                Some(c) if c.fract() != 0.0 || c < 1.0 => {
                    return Err(invalid(
                        file,
                        &loc,
                        format!("field `conc`: must be a positive whole number, got {c}"),
                    ))
                }
                c => c.map(|c| c as i64),
            };
            if latest < r.date {
                latest.clone_from(&r.date);
            }
            // A metric published as null has no value to keep.
            for (metric, value) in r.metrics.iter().filter_map(|(m, v)| Some((m, (*v)?))) {
                if !value.is_finite() {
                    return Err(invalid(
                        file,
                        &loc,
                        format!("field `metrics.{metric}`: not a finite number"),
                    ));
                }
                out.push(Evaluation {
                    record_path: path.clone(),
                    config: config.clone(),
                    task: task.clone(),
                    metric: metric.clone(),
                    value,
                    conc,
                    date: r.date.clone(),
                    run_url: r.run_url.clone(),
                });
            }
        }
        Ok(Dataset {
            title: Some("SemiAnalysis InferenceX evaluations".into()),
            description: Some(
                "Accuracy tasks (gsm8k, gpqa …) run on InferenceX serving configurations, one \
                 row per metric; no throughput figure."
                    .into(),
            ),
            publisher: Some("SemiAnalysis".into()),
            source_url: Some("https://inferencex.semianalysis.com".into()),
            data_updated_at: latest,
            evaluations: Some(out),
            ..Dataset::new(file, KIND, KIND, Runs::parsed(Vec::new()))
        })
    }
}
