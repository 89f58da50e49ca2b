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
//! - a blank `Nodes`, or an accelerator count that disagrees with `a#` × `Nodes` (the `(x87)` a
//!   product string may carry, or `Total Accelerators`).
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
//! `weight_data_types` names the weights as supplied (v4.1: `fp16` for most NVIDIA rows that ran
//! in FP8), so it is kept as published in `weight_data_type` and not taken as the run's precision.

use super::{
    describe, name, normalize, positive, record, Context, Dataset, Details, Format, Run, Runs, Top,
};
use crate::error::{Error, Result};
use serde::{Deserialize, Deserializer};
use serde_json::value::RawValue;
use serde_json::Value;
use std::collections::{BTreeMap, HashMap};

/// What every row must say, to be counted or skipped.
#[derive(Deserialize)]
struct Head {
    #[serde(rename = "ID")]
    id: String,
    #[serde(rename = "Performance_Units")]
    units: String,
    version: Option<String>,
}

/// A `Tokens/s` row: the fields gpudb keeps.
#[derive(Deserialize)]
struct Row {
    #[serde(rename = "ID")]
    id: String,
    #[serde(rename = "Submitter")]
    submitter: String,
    #[serde(rename = "Availability")]
    availability: String,
    #[serde(rename = "Category")]
    category: String,
    #[serde(rename = "System")]
    system: String,
    #[serde(rename = "Platform")]
    platform: Option<String>,
    #[serde(rename = "Model")]
    model: String,
    #[serde(rename = "Scenario")]
    scenario: String,
    #[serde(rename = "Nodes", deserialize_with = "count")]
    nodes: Option<f64>,
    #[serde(rename = "Accelerator")]
    accelerator: String,
    #[serde(rename = "a#", deserialize_with = "count")]
    per_node: Option<f64>,
    #[serde(rename = "Total Accelerators", default, deserialize_with = "count")]
    total: Option<f64>,
    #[serde(rename = "Software")]
    software: Option<String>,
    #[serde(rename = "Notes")]
    notes: Option<String>,
    weight_data_types: Option<String>,
    #[serde(rename = "Details")]
    details: String,
    #[serde(rename = "Performance_Result")]
    result: f64,
}

/// A count MLPerf writes as an integer (v5.x), a float (`8.0`, v4.1) or `""` (none): None for
/// blank. Anything else is the wrong type.
fn count<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<Option<f64>, D::Error> {
    match Value::deserialize(d)? {
        Value::Number(n) => Ok(n.as_f64()),
        Value::String(s) if s.trim().is_empty() => Ok(None),
        Value::Null => Ok(None),
        other => Err(serde::de::Error::custom(format!(
            "expected a number or \"\", found {other}"
        ))),
    }
}

/// The format, for [`super::FORMATS`].
pub struct MlPerf;

const KIND: &str = "mlperf-inference";
const SCENARIOS: &[&str] = &["Offline", "Server", "Interactive"];

impl Format for MlPerf {
    fn kind(&self) -> &'static str {
        KIND
    }
    fn shape(&self) -> &'static str {
        "a JSON array of MLPerf Inference result rows (`Performance_Units`, `Performance_Result`, `a#`)"
    }
    fn detect(&self, top: &Top) -> bool {
        top.first_row().is_some_and(|row| {
            ["Performance_Units", "Performance_Result", "a#"]
                .iter()
                .all(|k| row.get(k).is_some())
        })
    }
    fn parse<'a>(&self, file: &str, top: &Top<'a>, _ctx: &Context) -> Result<Dataset<'a>> {
        match top {
            Top::Array(rows) => parse(file, rows),
            Top::Object(_) => Err(Error::File {
                file: file.to_string(),
                message: "expected a JSON array of MLPerf result rows".into(),
            }),
        }
    }
}

/// Why a row is not a figure gpudb can price.
#[derive(Debug, PartialEq)]
enum Skip {
    /// Another benchmark's unit (`Samples/s`, `Queries/s`, `Latency (ms)`).
    Units(String),
    NoAccelerator,
    TwoKinds,
    NodesBlank,
    CountDisagrees,
}

impl Skip {
    fn reason(&self) -> String {
        match self {
            Skip::Units(u) => u.clone(),
            Skip::NoAccelerator => "no accelerator".into(),
            Skip::TwoKinds => "two kinds of accelerator".into(),
            Skip::NodesBlank => "Nodes blank".into(),
            Skip::CountDisagrees => "accelerator count disagrees".into(),
        }
    }

    /// The warning for the rows skipped for this reason, with their ids; None for other units.
    fn warning(&self, n: usize, ids: &[String]) -> Option<String> {
        let why = match self {
            Skip::Units(_) => return None,
            Skip::NoAccelerator => "no accelerator named (CPU-only systems)",
            Skip::TwoKinds => "two kinds of accelerator named, so no one GPU can be priced",
            Skip::NodesBlank => "`Nodes` blank, so the GPU count is unknown",
            Skip::CountDisagrees => "an accelerator count that disagrees with a# × Nodes",
        };
        Some(format!(
            "{n} Tokens/s row{} skipped, {why}: {}",
            if n == 1 { "" } else { "s" },
            ids.join(", ")
        ))
    }
}

/// The published result id without the `v` v4.1 puts before it: `v4.1-0043` → `4.1-0043`, the
/// form MLCommons cites.
fn result_id(id: &str) -> &str {
    let id = id.trim();
    id.strip_prefix(['v', 'V'])
        .filter(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
        .unwrap_or(id)
}

/// The round, `v4.1`, from the row's `version` or else its ID's prefix; None when neither says.
fn round(version: Option<&str>, id: &str) -> Option<String> {
    let text = version
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(|v| v.trim_start_matches(['v', 'V']).to_string())
        .or_else(|| result_id(id).split_once('-').map(|(r, _)| r.to_string()))?;
    let ok = text.split('.').count() == 2
        && text
            .split('.')
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
    ok.then(|| format!("v{text}"))
}

/// The accuracy target a model name carries: `llama2-70b-99.9` → (`llama2-70b`, `99.9`).
fn accuracy_target(model: &str) -> (&str, Option<&str>) {
    for target in ["99.9", "99"] {
        if let Some(base) = model.strip_suffix(target).and_then(|b| b.strip_suffix('-')) {
            return (base, Some(target));
        }
    }
    (model, None)
}

/// The product string without a count MLPerf may append (`… HBM3e (x87)`), and that count.
fn product(accelerator: &str) -> (&str, Option<f64>) {
    let a = accelerator.trim();
    if let Some(open) = a.rfind("(x") {
        if let Some(n) = a[open + 2..]
            .strip_suffix(')')
            .and_then(|n| n.parse::<u32>().ok())
        {
            return (a[..open].trim_end(), Some(f64::from(n)));
        }
    }
    (a, None)
}

/// Whether a product string names more than one accelerator.
fn two_kinds(product: &str) -> bool {
    let lower = product.to_lowercase();
    [",", ";", " + ", " & ", " and "]
        .iter()
        .any(|sep| lower.contains(sep))
}

/// A per-node or node count: a positive whole number.
fn whole(file: &str, loc: &str, field: &str, value: f64) -> Result<i64> {
    if value.is_finite() && value >= 1.0 && value.fract() == 0.0 && value < 1e9 {
        Ok(value as i64)
    } else {
        Err(Error::Input {
            file: file.to_string(),
            location: loc.to_string(),
            message: format!("field `{field}`: must be a positive whole number, got {value}"),
        })
    }
}

/// The serving framework in an MLPerf `Software` string (`TensorRT 10.2.0, CUDA 12.4`): the
/// first part that is not a platform layer (CUDA, ROCm, JetPack …), as published.
fn framework(software: &str) -> Option<String> {
    const LAYERS: &[&str] = &["cuda", "rocm", "jetpack", "cudnn", "driver", "dali"];
    software
        .split(',')
        .map(str::trim)
        .find(|part| {
            let first = part.split_whitespace().next().unwrap_or("");
            !first.is_empty() && !LAYERS.contains(&first.to_lowercase().as_str())
        })
        .map(str::to_string)
}

/// GPUs in the system, or why the row is skipped; errors for counts that are not counts.
fn gpu_count(file: &str, loc: &str, row: &Row) -> Result<std::result::Result<i64, Skip>> {
    let (product, listed) = product(&row.accelerator);
    let (accelerator, per_node) = (product.is_empty(), row.per_node);
    match (accelerator, per_node) {
        (true, None) | (true, Some(0.0)) => return Ok(Err(Skip::NoAccelerator)),
        (true, Some(_)) => {
            return Err(Error::Input {
                file: file.to_string(),
                location: loc.to_string(),
                message: "field `Accelerator`: blank, but `a#` gives accelerators per node".into(),
            })
        }
        (false, None) => {
            return Err(Error::Input {
                file: file.to_string(),
                location: loc.to_string(),
                message: "field `a#`: blank, but `Accelerator` names one".into(),
            })
        }
        (false, Some(_)) => {}
    }
    if two_kinds(product) {
        return Ok(Err(Skip::TwoKinds));
    }
    let per_node = whole(file, loc, "a#", per_node.unwrap_or_default())?;
    let Some(nodes) = row.nodes else {
        return Ok(Err(Skip::NodesBlank));
    };
    let nodes = whole(file, loc, "Nodes", nodes)?;
    let gpus = per_node * nodes;
    if [listed, row.total]
        .iter()
        .flatten()
        .any(|n| *n != gpus as f64)
    {
        return Ok(Err(Skip::CountDisagrees));
    }
    Ok(Ok(gpus))
}

fn parse<'a>(file: &str, rows: &[&RawValue]) -> Result<Dataset<'a>> {
    let mut version: Option<String> = None;
    // Per reason: the rows skipped and their ids, each once.
    let mut skipped: BTreeMap<String, (Skip, usize, Vec<String>)> = BTreeMap::new();
    let mut skip_row = |skip: Skip, id: String| {
        let entry = skipped
            .entry(skip.reason())
            .or_insert((skip, 0, Vec::new()));
        entry.1 += 1;
        if !entry.2.contains(&id) {
            entry.2.push(id);
        }
    };
    let mut runs: Vec<Run> = Vec::new();
    for (i, raw) in rows.iter().enumerate() {
        let path = format!("[{i}]");
        let keys = ["ID", "Model", "Scenario"];
        let head: Head = record(file, &path, raw, &keys)?;
        let Some(this) = round(head.version.as_deref(), &head.id) else {
            return Err(Error::Input {
                file: file.to_string(),
                location: describe(&path, &[&head.id]),
                message: "field `version`: no MLPerf round (v4.1, v5.0 …) in `version` or `ID`"
                    .into(),
            });
        };
        match &version {
            None => version = Some(this),
            Some(v) if *v != this => {
                return Err(Error::Input {
                    file: file.to_string(),
                    location: describe(&path, &[&head.id]),
                    message: format!(
                        "field `version`: round {this}, but the rows before are {v}: a file \
                         holds one round; import each round's file on its own"
                    ),
                })
            }
            Some(_) => {}
        }
        let id = result_id(&head.id).to_string();
        if head.units != "Tokens/s" {
            skip_row(Skip::Units(head.units), id);
            continue;
        }
        let row: Row = record(file, &path, raw, &keys)?;
        let loc = describe(&path, &[&row.id, &row.model, &row.scenario]);
        let model = name(file, &loc, "Model", row.model.clone())?;
        if !SCENARIOS.contains(&row.scenario.as_str()) {
            return Err(Error::Input {
                file: file.to_string(),
                location: loc,
                message: format!(
                    "field `Scenario`: '{}' is not an MLPerf scenario gpudb knows ({})",
                    crate::msg::quote(&row.scenario),
                    SCENARIOS.join(", ")
                ),
            });
        }
        let total = positive(file, &loc, "Performance_Result", row.result)?;
        let gpus = match gpu_count(file, &loc, &row)? {
            Ok(gpus) => gpus,
            Err(skip) => {
                skip_row(skip, id);
                continue;
            }
        };
        let per_gpu = positive(file, &loc, "Performance_Result / GPUs", total / gpus as f64)?;
        let target = accuracy_target(&model).1.map(str::to_string);
        let fw = row.software.as_deref().and_then(framework);
        let (_, framework_version) = fw.as_deref().map(normalize::framework).unwrap_or_default();
        let details = name(file, &loc, "Details", row.details)?;
        let blank = |s: Option<String>| s.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
        runs.push(Run {
            record_path: path,
            record_key: Some(format!("{id}/{model}/{}", row.scenario)),
            source_url: details,
            source_publisher: Some("MLCommons".into()),
            source_published: None,
            accelerator_published: product(&row.accelerator).0.to_string(),
            accelerator_name: None,
            gpu_config_published: blank(row.platform),
            model_published: model,
            precision_published: None,
            framework_published: fw,
            framework_version,
            gpu_count: gpus,
            tokens_per_sec_total: Some(total),
            tokens_per_sec_per_gpu: Some(per_gpu),
            published_as: "total",
            throughput_mode: Some(row.scenario.clone()),
            workload_published: None,
            workload: Default::default(),
            speculative_decoding: None,
            published: None,
            notes: blank(row.notes),
            raw_json: raw.get().to_string(),
            details: Details {
                result_id: Some(id),
                submitter: blank(Some(row.submitter)),
                system_name: blank(Some(row.system)),
                scenario: Some(row.scenario),
                accuracy_target: target,
                availability: blank(Some(row.availability)),
                division: blank(Some(row.category)),
                weight_data_type: blank(row.weight_data_types),
                ..Default::default()
            },
        });
    }
    let twins = keep_once(&mut runs);
    let version = version.unwrap_or_else(|| "v?".into());
    let mut counts: Vec<(String, usize)> = Vec::new();
    let mut warnings = Vec::new();
    for (reason, (skip, rows, ids)) in &skipped {
        counts.push((reason.clone(), *rows));
        warnings.extend(skip.warning(*rows, ids));
    }
    if twins > 0 {
        counts.push((
            "same figure at 99 and 99.9 (kept once, as 99.9)".into(),
            twins,
        ));
    }
    Ok(Dataset {
        file: file.to_string(),
        name: format!("{KIND}-{version}"),
        kind: KIND,
        accumulate: false,
        title: Some(format!("MLPerf Inference {version}")),
        description: Some(format!(
            "MLCommons MLPerf Inference {version} results (summary_results.json): the Tokens/s \
             rows, one per system × benchmark × scenario; per-GPU figures are derived by gpudb \
             (Performance_Result / (a# × Nodes)) and not verified by MLCommons"
        )),
        publisher: Some("MLCommons".into()),
        // The MLCommons results repositories are published under Apache-2.0 (LICENSE.md).
        license: Some("Apache-2.0".into()),
        source_url: Some(format!(
            "https://github.com/mlcommons/inference_results_{version}"
        )),
        data_url: Some(format!(
            "https://github.com/mlcommons/inference_results_{version}/blob/main/summary_results.json"
        )),
        // The file carries no date: the round is the version.
        collected_at: None,
        data_updated_at: None,
        sha256: String::new(),
        size_bytes: 0,
        metadata_json: "{}".into(),
        runs: Runs::parsed(runs),
        api_prices: Vec::new(),
        skipped: counts,
        warnings,
    })
}

/// Drop a `-99` run whose figure is also published as `-99.9` (same ID, scenario and result),
/// noting on the kept run that it was published under both; returns how many were dropped.
fn keep_once(runs: &mut Vec<Run>) -> usize {
    let key = |r: &Run| {
        let (base, _) = accuracy_target(&r.model_published);
        (
            r.details.result_id.clone().unwrap_or_default(),
            base.to_string(),
            r.details.scenario.clone().unwrap_or_default(),
            r.tokens_per_sec_total.map(f64::to_bits),
        )
    };
    let strict: HashMap<_, usize> = runs
        .iter()
        .enumerate()
        .filter(|(_, r)| r.details.accuracy_target.as_deref() == Some("99.9"))
        .map(|(i, r)| (key(r), i))
        .collect();
    let mut drop = vec![false; runs.len()];
    let mut also: Vec<(usize, String)> = Vec::new();
    for (i, r) in runs.iter().enumerate() {
        if r.details.accuracy_target.as_deref() == Some("99") {
            if let Some(&kept) = strict.get(&key(r)) {
                drop[i] = true;
                also.push((kept, r.model_published.clone()));
            }
        }
    }
    for (kept, model) in also {
        let note = format!("also published as {model} with the same figure");
        let run = &mut runs[kept];
        run.notes = Some(match run.notes.take() {
            Some(n) => format!("{n}; {note}"),
            None => note,
        });
    }
    let mut i = 0;
    runs.retain(|_| {
        i += 1;
        !drop[i - 1]
    });
    drop.iter().filter(|d| **d).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(accelerator: &str, per_node: Option<f64>, nodes: Option<f64>) -> Row {
        Row {
            id: "5.1-0001".into(),
            submitter: "X".into(),
            availability: "available".into(),
            category: "closed".into(),
            system: "S".into(),
            platform: None,
            model: "llama2-70b-99".into(),
            scenario: "Offline".into(),
            nodes,
            accelerator: accelerator.into(),
            per_node,
            total: None,
            software: None,
            notes: None,
            weight_data_types: None,
            details: "https://example.org".into(),
            result: 1.0,
        }
    }

    fn gpus(r: &Row) -> std::result::Result<std::result::Result<i64, Skip>, String> {
        gpu_count("f.json", "[0]", r).map_err(|e| e.to_string())
    }

    #[test]
    fn gpu_count_is_accelerators_per_node_times_nodes() {
        assert_eq!(
            gpus(&row("NVIDIA H100-SXM-80GB", Some(8.0), Some(2.0))),
            Ok(Ok(16))
        );
        assert_eq!(
            gpus(&row("AMD Instinct MI325X", Some(8.0), Some(1.0))),
            Ok(Ok(8))
        );
        let mut r = row(
            "AMD Instinct MI355X 288GB HBM3e (x88)",
            Some(8.0),
            Some(11.0),
        );
        assert_eq!(gpus(&r), Ok(Ok(88)));
        r.accelerator = "AMD Instinct MI355X 288GB HBM3e (x87)".into();
        assert_eq!(gpus(&r), Ok(Err(Skip::CountDisagrees)));
        let mut r = row("NVIDIA GB200", Some(4.0), Some(18.0));
        r.total = Some(72.0);
        assert_eq!(gpus(&r), Ok(Ok(72)));
        r.total = Some(64.0);
        assert_eq!(gpus(&r), Ok(Err(Skip::CountDisagrees)));
    }

    #[test]
    fn gpu_count_skips_and_errors() {
        assert_eq!(
            gpus(&row("", None, Some(1.0))),
            Ok(Err(Skip::NoAccelerator))
        );
        assert_eq!(
            gpus(&row(" ", Some(0.0), Some(1.0))),
            Ok(Err(Skip::NoAccelerator))
        );
        assert_eq!(
            gpus(&row(
                "NVIDIA H100-SXM-80GB, NVIDIA L40S",
                Some(8.0),
                Some(1.0)
            )),
            Ok(Err(Skip::TwoKinds))
        );
        assert_eq!(
            gpus(&row("NVIDIA L40S", Some(2.0), None)),
            Ok(Err(Skip::NodesBlank))
        );
        for (per_node, nodes, field) in [
            (Some(0.0), Some(1.0), "a#"),
            (Some(8.5), Some(1.0), "a#"),
            (Some(-8.0), Some(1.0), "a#"),
            (Some(8.0), Some(0.0), "Nodes"),
            (Some(8.0), Some(1.5), "Nodes"),
            (None, Some(1.0), "a#"),
        ] {
            let e = gpus(&row("NVIDIA L40S", per_node, nodes)).unwrap_err();
            assert!(e.contains(&format!("field `{field}`")), "{e}");
        }
        let e = gpus(&row("", Some(8.0), Some(1.0))).unwrap_err();
        assert!(e.contains("field `Accelerator`"), "{e}");
    }

    #[test]
    fn accuracy_targets() {
        assert_eq!(accuracy_target("llama2-70b-99"), ("llama2-70b", Some("99")));
        assert_eq!(
            accuracy_target("llama2-70b-99.9"),
            ("llama2-70b", Some("99.9"))
        );
        assert_eq!(accuracy_target("gptj-99.9"), ("gptj", Some("99.9")));
        assert_eq!(
            accuracy_target("llama2-70b-interactive-99"),
            ("llama2-70b-interactive", Some("99"))
        );
        assert_eq!(accuracy_target("mixtral-8x7b"), ("mixtral-8x7b", None));
        assert_eq!(accuracy_target("llama3.1-405b"), ("llama3.1-405b", None));
        assert_eq!(accuracy_target("model-199"), ("model-199", None));
    }

    #[test]
    fn rounds_and_result_ids() {
        assert_eq!(result_id("v4.1-0043"), "4.1-0043");
        assert_eq!(result_id("5.1-0071"), "5.1-0071");
        assert_eq!(round(Some("v4.1"), "v4.1-0001").as_deref(), Some("v4.1"));
        assert_eq!(round(None, "5.0-0001").as_deref(), Some("v5.0"));
        assert_eq!(round(Some(""), "v4.1-0001").as_deref(), Some("v4.1"));
        assert_eq!(round(Some("latest"), "x"), None);
    }

    #[test]
    fn skip_reasons() {
        assert_eq!(Skip::Units("Samples/s".into()).reason(), "Samples/s");
        assert_eq!(Skip::Units("Samples/s".into()).warning(3, &[]), None);
        let w = Skip::NoAccelerator
            .warning(2, &["4.1-0006".into(), "4.1-0010".into()])
            .unwrap();
        assert_eq!(
            w,
            "2 Tokens/s rows skipped, no accelerator named (CPU-only systems): 4.1-0006, 4.1-0010"
        );
    }

    #[test]
    fn frameworks_from_software() {
        let f = |s: &str| framework(s);
        assert_eq!(
            f("TensorRT 10.2.0, CUDA 12.4").as_deref(),
            Some("TensorRT 10.2.0")
        );
        assert_eq!(
            f("Jetpack 6.0, TensorRT 10.1, CUDA 12.2").as_deref(),
            Some("TensorRT 10.1")
        );
        assert_eq!(
            f("vLLM 0.4.3+rocm614, PyTorch 2.3.0, ROCm 6.1.2").as_deref(),
            Some("vLLM 0.4.3+rocm614")
        );
        assert_eq!(f("PyTorch").as_deref(), Some("PyTorch"));
        assert_eq!(f("CUDA 12.2"), None);
        assert_eq!(
            normalize::framework("vLLM 0.4.3+rocm614"),
            (Some("vLLM".into()), Some("0.4.3+rocm614".into()))
        );
    }

    #[test]
    fn product_strings() {
        assert_eq!(product("NVIDIA GB200"), ("NVIDIA GB200", None));
        assert_eq!(
            product("AMD Instinct MI355X 288GB HBM3e (x87)"),
            ("AMD Instinct MI355X 288GB HBM3e", Some(87.0))
        );
        assert_eq!(
            product("AMD Instinct MI355X 288GB HBM3e (Power Cap 1000 W)").1,
            None
        );
        assert!(two_kinds("NVIDIA H100-SXM-80GB + NVIDIA L40S"));
        assert!(!two_kinds("NVIDIA GH200 Grace Hopper Superchip 144GB"));
    }
}
