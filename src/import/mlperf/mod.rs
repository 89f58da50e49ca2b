//! MLCommons MLPerf Inference summary results (`summary_results.json`, rounds v4.1 and later): a
//! JSON array with one row per system × benchmark × scenario. Each round is its own dataset,
//! `mlperf-inference-v4.1`, named from the rows' `version`.
//!
//! Only `Performance_Units == "Tokens/s"` rows are throughput figures (MLPerf counts output
//! tokens); every other row is another benchmark and is skipped, counted by its unit. A figure is
//! `Performance_Result` over `a#` (accelerators per node) × `Nodes` GPUs. Rows are also skipped,
//! counted and named by id in a warning, when gpudb cannot say which GPUs produced the figure or
//! for which model, so that no figure is priced on the wrong GPU or as the wrong model:
//! - no accelerator (`Accelerator` and `a#` blank: CPU-only systems);
//! - two kinds of accelerator in one row (`A, B`, `A + B`, `A and B`);
//! - a blank `Nodes`, or a `Total Accelerators` that disagrees with `a#` × `Nodes`.
//!
//! A count the product string names (`… (x87)`) that `a#` × `Nodes` does not give is the one
//! the submission names: the figure is priced on it, the other is kept
//! (`gpu_count_also_published`, caveat `gpus`) and the notes give the per-GPU figure of each.
//!
//! Rows of the `open` division are imported with `division = 'open'`: there the model itself
//! may be changed (pruned, sparse, quantized beyond the closed rules), so the cost queries leave
//! them out unless asked (`-p include_open_division=1`), and `Platform` (e.g. `…_DepthPruned`)
//! says what was changed.
//!
//! The same system often publishes one figure under both accuracy targets (`llama2-70b-99` and
//! `llama2-70b-99.9`, same ID, scenario and result). Such a pair is kept once, as the 99.9 row:
//! a run that met 99.9 % of the reference accuracy also met 99 %, so the kept row says the most
//! that is true of the figure, and its notes say it was published under both. When the two
//! results differ, both rows are kept.
//!
//! A non-integral `a#` or `Nodes`, a zero or negative count or result, a number of the wrong
//! type and an unknown `Scenario` are errors naming the row, as everywhere.
//! `weight_data_types` is kept as published in `weight_data_type`. From v5.1 on it is also the
//! run's precision where it names one data type gpudb knows (`fp4`, `mxfp4`, `fp8`, `INT8` …;
//! not `UNSET`, `UINT4` or a list such as `fp16,bf16,fp8`); in v4.1 it names the weights as
//! supplied (`fp16` for most NVIDIA rows that ran in FP8), so no precision is taken from it.

mod fields;
mod names;
mod power;
mod skip;
mod twins;
mod v61;

use crate::error::Result;
use crate::import::check::{describe, invalid, positive, record};
use crate::import::format::{Context, Format};
use crate::import::normalize;
use crate::import::records::{Dataset, Details, Run, Runs};
use crate::import::top::Top;
use fields::{accuracy_target, framework, gpu_count, product, result_id, round, Head, Names, Row};
use serde_json::value::RawValue;
use skip::{Skip, Skipped};

/// The format, for the importer's list of `FORMATS`.
pub struct MlPerf;

const KIND: &str = "mlperf-inference";
const SCENARIOS: &[&str] = &["Offline", "Server", "Interactive"];
/// The fields that name a row in messages.
const NAMED_BY: [&str; 3] = ["ID", "Model", "Scenario"];

impl Format for MlPerf {
    fn kind(&self) -> &'static str {
        KIND
    }
    fn shape(&self) -> &'static str {
        "a JSON array of MLPerf Inference result rows (`Performance_Units`, `Performance_Result`, \
         `a#`), or v6.1's object of them keyed \"0\", \"1\" … (`Units`, `Result`, \
         `accelerators_per_node`)"
    }
    fn detect(&self, top: &Top) -> bool {
        let has = |row: Option<serde_json::Value>, keys: &[&str]| {
            row.is_some_and(|row| keys.iter().all(|k| row.get(k).is_some()))
        };
        has(
            top.first_row(),
            &["Performance_Units", "Performance_Result", "a#"],
        ) || has(
            top.first_value(),
            &["Units", "Result", "accelerators_per_node"],
        )
    }
    fn parse<'a>(&self, file: &str, top: &Top<'a>, _ctx: &Context) -> Result<Dataset<'a>> {
        match top {
            Top::Array(rows) => {
                let rows = rows.iter().enumerate().map(|(i, r)| (format!("[{i}]"), *r));
                parse(file, Shape::Array, rows)
            }
            Top::Object(rows) => {
                let rows = rows.iter().map(|(k, r)| {
                    let key = serde_json::Value::String(k.clone());
                    (format!("[{key}]"), *r)
                });
                parse(file, Shape::Keyed, rows)
            }
            Top::Lines(_) | Top::Text(_) => Err(crate::error::Error::File {
                file: file.to_string(),
                message: "expected MLPerf result rows, found JSON Lines or text".into(),
            }),
        }
    }
}

/// How a round's file lays out its rows, and so names their fields.
#[derive(Clone, Copy, PartialEq)]
enum Shape {
    /// v4.1 to v6.0 `summary_results.json`: an array of rows.
    Array,
    /// v6.1 `summary.json`: an object of rows keyed "0", "1" …, fields renamed (`v61.rs`).
    Keyed,
}

fn parse<'a, 'r>(
    file: &str,
    shape: Shape,
    rows: impl Iterator<Item = (String, &'r RawValue)>,
) -> Result<Dataset<'a>> {
    let mut version: Option<String> = None;
    let mut skipped = Skipped::default();
    let mut runs: Vec<Run> = Vec::new();
    let names = match shape {
        Shape::Array => Names::Array,
        Shape::Keyed => Names::V61,
    };
    let mut power_dropped: Vec<String> = Vec::new();
    for (path, raw) in rows {
        let head: Head = match shape {
            Shape::Array => record(file, &path, raw, &NAMED_BY)?,
            Shape::Keyed => v61::head(file, &path, raw)?,
        };
        // A row without an id is named by its place in the file.
        let Some(id) = head.id.as_deref().map(result_id).filter(|i| !i.is_empty()) else {
            skipped.add(Skip::Missing(names.of("ID")), path);
            continue;
        };
        let (id, published) = (id.to_string(), head.id.clone().unwrap_or_default());
        if !one_round(file, &path, &head, &id, &mut version)? {
            skipped.add(Skip::Missing("version"), id);
            continue;
        }
        match head.units.as_deref().map(str::trim) {
            Some("Tokens/s") => {}
            Some(units) if !units.is_empty() => {
                skipped.add(Skip::Units(units.to_string()), id);
                continue;
            }
            _ => {
                skipped.add(Skip::Missing(names.of("Performance_Units")), id);
                continue;
            }
        }
        let row = match shape {
            Shape::Array => record(file, &path, raw, &NAMED_BY)?,
            Shape::Keyed => v61::row(file, &path, raw, &id)?,
        };
        let precision = version.as_deref().and_then(|v| precision(v, &row));
        match run(file, path, raw, row, [&id, &published], precision)? {
            Ok((run, power_kept)) => {
                if !power_kept {
                    power_dropped.push(id);
                }
                runs.push(run)
            }
            Err(skip) => skipped.add(skip, id),
        }
    }
    let twins = twins::keep_once(&mut runs);
    let Some(version) = version else {
        return Err(crate::error::Error::File {
            file: file.to_string(),
            message: "no row names its MLPerf round (`version`, or an ID such as 5.1-0001): \
                      is this an MLPerf results table?"
                .into(),
        });
    };
    let (mut counts, mut warnings) = skipped.report(names);
    if !power_dropped.is_empty() {
        warnings.push(format!(
            "{} Tokens/s row{} kept without its power: `Power_Units` is not Watts: {}",
            power_dropped.len(),
            if power_dropped.len() == 1 { "" } else { "s" },
            power_dropped.join(", ")
        ));
    }
    if twins > 0 {
        counts.push((
            "same figure at 99 and 99.9 (kept once, as 99.9)".into(),
            twins,
        ));
    }
    Ok(Dataset {
        skipped: counts,
        warnings,
        ..dataset(file, &version, shape, runs)
    })
}

/// A file holds one round: the round of row `head` (at `path`, id `id`) is the rows' before it,
/// or the first (`version`). False when the row names no round at all (a value missing: the row
/// is skipped); an error when it names one that is not a round, or another round.
fn one_round(
    file: &str,
    path: &str,
    head: &Head,
    id: &str,
    version: &mut Option<String>,
) -> Result<bool> {
    let Some(this) = round(head.version.as_deref(), id) else {
        if head
            .version
            .as_deref()
            .map_or(true, |v| v.trim().is_empty())
        {
            return Ok(false);
        }
        return Err(invalid(
            file,
            &describe(path, &[id]),
            "field `version`: no MLPerf round (v4.1, v5.0 …) in `version` or `ID`".into(),
        ));
    };
    match version {
        None => *version = Some(this),
        Some(v) if *v != this => {
            return Err(invalid(
                file,
                &describe(path, &[id]),
                format!(
                    "field `version`: round {this}, but the rows before are {v}: a file holds \
                     one round; import each round's file on its own"
                ),
            ))
        }
        Some(_) => {}
    }
    Ok(true)
}

/// The precision a row of round `version` publishes: its `weight_data_types` from v5.1 on, where
/// that names one data type gpudb knows (see the module's doc).
fn precision(version: &str, row: &Row) -> Option<String> {
    const KNOWN: &[&str] = &["FP4", "FP8", "BF16", "FP16", "FP32", "INT4", "INT8"];
    let (major, minor) = version.trim_start_matches('v').split_once('.')?;
    let round: (u32, u32) = (major.parse().ok()?, minor.parse().ok()?);
    let published = row.weight_data_types.as_deref()?.trim();
    let names_one = round >= (5, 1)
        && !published.contains([',', ';', '/', '+'])
        && normalize::precision(published).is_some_and(|p| KNOWN.contains(&p.as_str()));
    names_one.then(|| published.to_string())
}

/// The run of `Tokens/s` row `row` (`raw` as published) with result id `id` (`published` as the
/// row writes it, for messages) and the precision it publishes, and whether its power (if any)
/// was kept; or why it is skipped.
fn run(
    file: &str,
    path: String,
    raw: &RawValue,
    row: Row,
    [id, published]: [&str; 2],
    precision_published: Option<String>,
) -> Result<std::result::Result<(Run, bool), Skip>> {
    let n = |field| row.names.of(field);
    let blank = |s: Option<String>| s.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
    let (Some(model), Some(scenario)) = (blank(row.model.clone()), blank(row.scenario.clone()))
    else {
        let field = if blank(row.model.clone()).is_none() {
            "Model"
        } else {
            "Scenario"
        };
        return Ok(Err(Skip::Missing(n(field))));
    };
    let loc = describe(&path, &[published, &model, &scenario]);
    if !SCENARIOS.contains(&scenario.as_str()) {
        return Ok(Err(Skip::Scenario(scenario)));
    }
    let Some(result) = row.result else {
        return Ok(Err(Skip::Missing(n("Performance_Result"))));
    };
    let total = positive(file, &loc, n("Performance_Result"), result)?;
    let (gpus, also) = match gpu_count(file, &loc, &row)? {
        Ok(counts) => counts,
        Err(skip) => return Ok(Err(skip)),
    };
    let Some(details) = blank(row.details.clone()) else {
        return Ok(Err(Skip::Missing(n("Details"))));
    };
    let per_gpu = positive(
        file,
        &loc,
        n("Performance_Result / GPUs"),
        total / gpus as f64,
    )?;
    let power = power::measured(file, &loc, &row, total, gpus)?;
    let mut notes = blank(row.notes);
    if let Some(other) = also {
        let note = two_counts(total, gpus, other, row.names);
        notes = Some(notes.map_or(note.clone(), |n| format!("{n}; {note}")));
    }
    let target = accuracy_target(&model).1.map(str::to_string);
    let fw = row.software.as_deref().and_then(framework);
    let (_, framework_version) = fw.as_deref().map(normalize::framework).unwrap_or_default();
    let power_kept = row.power.is_none() || power.is_some();
    let power = power.unwrap_or_default();
    Ok(Ok((
        Run {
            record_path: path,
            record_key: Some(format!("{id}/{model}/{scenario}")),
            source_url: details,
            source_publisher: Some("MLCommons".into()),
            source_published: None,
            accelerator_published: product(row.accelerator.as_deref().unwrap_or_default())
                .0
                .to_string(),
            accelerator_name: None,
            gpu_config_published: blank(row.platform),
            model_published: model,
            precision_published,
            framework_published: fw,
            framework_version,
            gpu_count: gpus,
            tokens_per_sec_total: Some(total),
            tokens_per_sec_per_gpu: Some(per_gpu),
            published_as: "total",
            throughput_mode: Some(scenario.clone()),
            workload_published: None,
            workload: Default::default(),
            speculative_decoding: None,
            published: None,
            notes,
            raw_json: raw.get().to_string(),
            details: Details {
                result_id: Some(id.to_string()),
                submitter: blank(row.submitter),
                system_name: blank(row.system),
                scenario: Some(scenario),
                accuracy_target: target,
                accuracy_published: blank(row.accuracy),
                availability: blank(row.availability),
                division: blank(row.category),
                weight_data_type: blank(row.weight_data_types),
                inferred: row.inferred,
                design_power_w: row.design_power_w,
                gpu_count_also_published: also,
                ..power
            },
        },
        power_kept,
    )))
}

/// The note of a result published with two GPU counts: both, and the per-GPU figure each gives.
fn two_counts(total: f64, gpus: i64, other: i64, names: Names) -> String {
    format!(
        "GPU count published two ways: the accelerator field names {gpus} GPUs ({:.1} tok/s per \
         GPU, the figure gpudb keeps), {} × {} gives {other} ({:.1} per GPU)",
        total / gpus as f64,
        names.of("a#"),
        names.of("Nodes"),
        total / other as f64
    )
}

/// The dataset of round `version`, as MLCommons publishes it.
fn dataset<'a>(file: &str, version: &str, shape: Shape, runs: Vec<Run>) -> Dataset<'a> {
    let (table, per_gpu) = match shape {
        Shape::Array => ("summary_results.json", "Performance_Result / (a# × Nodes)"),
        Shape::Keyed => (
            "summary.json",
            "Result / total_accelerators, checked against number_of_nodes × accelerators_per_node",
        ),
    };
    Dataset {
        title: Some(format!("MLPerf Inference {version}")),
        description: Some(format!(
            "MLCommons MLPerf Inference {version} results ({table}): the Tokens/s rows, one per \
             system × benchmark × scenario; per-GPU figures are derived by gpudb ({per_gpu}) and \
             not verified by MLCommons"
        )),
        publisher: Some("MLCommons".into()),
        // The MLCommons results repositories are published under Apache-2.0 (LICENSE.md).
        license: Some("Apache-2.0".into()),
        source_url: Some(format!(
            "https://github.com/mlcommons/inference_results_{version}"
        )),
        data_url: Some(format!(
            "https://github.com/mlcommons/inference_results_{version}/blob/main/{table}"
        )),
        // The file carries no date: the round is the version.
        ..Dataset::new(file, format!("{KIND}-{version}"), KIND, Runs::parsed(runs))
    }
}
