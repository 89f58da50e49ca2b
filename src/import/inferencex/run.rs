//! One InferenceX row, validated, into a run: its names, date and workload; its metrics, each a
//! positive number where given; and its figure and GPU counts (see [`super::disagg`]).

use super::disagg::{aggregated_gpus, decode_share, disagg_gpus, Gpus};
use super::fields::{image_version, speculative, workload_published, DASHBOARD};
use super::power;
use super::row::{gpu_config, multi_turn, record_key, record_path, Metrics, Row};
use crate::error::{Error, Result};
use crate::import::check::{invalid, name, positive, positive_count};
use crate::import::normalize::{self, Workload};
use crate::import::records::{Details, Run};

/// The row's metrics, each checked to be a positive number where given.
struct Measured {
    output: Option<f64>,
    input: Option<f64>,
    total: Option<f64>,
    intvty: Option<f64>,
    ttft_s: Option<f64>,
    power: Option<f64>,
    joules: Option<f64>,
}

impl Measured {
    fn of(file: &str, loc: &str, m: &Metrics) -> Result<Self> {
        let metric = |field: &str, v: Option<f64>| {
            v.map(|v| positive(file, loc, &format!("metrics.{field}"), v))
                .transpose()
        };
        Ok(Measured {
            output: metric("output_tput_per_gpu", m.output_tput_per_gpu)?,
            input: metric("input_tput_per_gpu", m.input_tput_per_gpu)?,
            total: metric("tput_per_gpu", m.tput_per_gpu)?,
            intvty: metric("median_intvty", m.median_intvty)?,
            ttft_s: metric("median_ttft", m.median_ttft)?,
            power: metric("avg_power_w", m.avg_power_w)?,
            joules: metric("joules_per_output_token", m.joules_per_output_token)?,
        })
    }
}

/// Row `r` at `path` (named `loc` in errors) as a run. Its `raw_json` is left empty: the row's
/// text is the file's ([`crate::import::Dataset`]'s runs give it), not copied for every row.
pub(super) fn run(file: &str, loc: &str, path: String, r: Row) -> Result<Run> {
    let hardware = name(file, loc, "hardware", r.hardware.clone())?;
    let model = name(file, loc, "model", r.model.clone())?;
    let published = date(file, loc, &r.date)?;
    let conc = positive_count(file, loc, "conc", r.conc)?;
    let isl = r
        .isl
        .map(|v| positive_count(file, loc, "isl", v))
        .transpose()?;
    let osl = r
        .osl
        .map(|v| positive_count(file, loc, "osl", v))
        .transpose()?;
    let counts = [
        ("num_prefill_gpu", r.num_prefill_gpu),
        ("num_decode_gpu", r.num_decode_gpu),
        ("prefill_tp", r.prefill_tp),
        ("decode_tp", r.decode_tp),
    ];
    for (field, v) in counts {
        if let Some(v) = v {
            positive_count(file, loc, field, v)?;
        }
    }
    let m = Measured::of(file, loc, &r.metrics)?;
    let (per_gpu, gpus) = figure(file, loc, &r, &m)?;
    let mut notes: Vec<String> = gpus.note.iter().cloned().collect();
    if m.output.is_none() {
        notes.push(
            "InferenceX published no output throughput for this row (tput_per_gpu counts \
             input tokens too, so it is not used)"
                .into(),
        );
    }
    let tokens_total = per_gpu
        .map(|p| {
            positive(
                file,
                loc,
                "output tokens/s per GPU × GPUs",
                p * gpus.total as f64,
            )
        })
        .transpose()?;
    let source_url = r
        .run_url
        .clone()
        .filter(|u| !u.trim().is_empty())
        .unwrap_or_else(|| DASHBOARD.to_string());
    let key = record_key(&r);
    let power = power::details(file, loc, &r.metrics, m.power, m.joules)?;
    // Agentic or multi-turn traffic is its own workload: no single-turn key (`1k/1k`) from its
    // lengths, which are not one request's; its type and lengths are its workload (its key),
    // its concurrency a measurement of it as for any other.
    let (workload, lengths) = match multi_turn(&r) {
        Some(kind) => {
            let lengths = [
                isl.map(|v| format!("isl {v}")),
                osl.map(|v| format!("osl {v}")),
            ];
            let mut words = vec![kind.to_string()];
            words.extend(lengths.into_iter().flatten());
            (words.join(", "), (None, None))
        }
        None => (workload_published(isl, osl, conc), (isl, osl)),
    };
    Ok(Run {
        record_path: record_path(&path, &key),
        record_key: Some(key),
        source_url,
        source_publisher: Some("SemiAnalysis InferenceX".into()),
        source_published: Some(published.clone()),
        accelerator_published: hardware.clone(),
        accelerator_name: None,
        gpu_config_published: Some(gpu_config(&hardware, &r, &gpus)),
        model_published: model,
        precision_published: r.precision.clone(),
        framework_published: r.framework.clone(),
        framework_version: r.image.as_deref().and_then(image_version),
        gpu_count: gpus.total,
        tokens_per_sec_total: tokens_total,
        tokens_per_sec_per_gpu: per_gpu,
        published_as: "per_gpu",
        throughput_mode: None,
        workload_published: Some(workload),
        workload: Workload {
            input_tokens: lengths.0,
            output_tokens: lengths.1,
            concurrency: Some(conc),
            interactivity_tokens_per_sec_per_user: m.intvty,
        },
        speculative_decoding: r.spec_method.as_deref().map(speculative),
        published: Some(published),
        notes: (!notes.is_empty()).then(|| notes.join("; ")),
        raw_json: String::new(),
        details: Details {
            median_ttft_ms: m.ttft_s.map(|s| s * 1000.0),
            disaggregated: Some(r.disagg),
            prefill_gpu_count: gpus.prefill,
            decode_gpu_count: gpus.decode,
            total_tokens_per_sec_per_gpu: m.total,
            benchmark_type: r.benchmark_type.clone(),
            ..power
        },
    })
}

/// The row's `date`: a calendar date written `YYYY-MM-DD`, nothing else.
fn date(file: &str, loc: &str, date: &str) -> Result<String> {
    normalize::iso_date(date)
        .filter(|d| *d == date.trim())
        .ok_or_else(|| {
            invalid(
                file,
                loc,
                format!(
                    "field `date`: '{}' is not a date (YYYY-MM-DD)",
                    crate::msg::quote(date)
                ),
            )
        })
}

/// The figure, output tokens/s per GPU rented, and the GPU counts: for a disaggregated row
/// from the decode share of all its GPUs; otherwise as published, over the decode GPUs.
fn figure(file: &str, loc: &str, r: &Row, m: &Measured) -> Result<(Option<f64>, Gpus)> {
    if r.disagg {
        let listed = match (r.num_prefill_gpu, r.num_decode_gpu) {
            (Some(p), Some(d)) => (p, d),
            (None, _) => return Err(missing(file, loc, "num_prefill_gpu")),
            (_, None) => return Err(missing(file, loc, "num_decode_gpu")),
        };
        let share = decode_share(m.output, m.input, m.total, listed)
            .map_err(|e| invalid(file, loc, format!("field `metrics.tput_per_gpu`: {e}")))?;
        let per_gpu = m.output.map(|o| share.output_per_gpu_rented(o));
        Ok((per_gpu, disagg_gpus(listed, share)))
    } else {
        let n = r
            .num_decode_gpu
            .or(r.decode_tp)
            .ok_or_else(|| missing(file, loc, "num_decode_gpu"))?;
        Ok((m.output, aggregated_gpus(n, r.decode_tp, r.decode_ep)))
    }
}

fn missing(file: &str, loc: &str, field: &str) -> Error {
    invalid(
        file,
        loc,
        format!("field `{field}`: a positive whole number is needed to know how many GPUs ran it"),
    )
}
