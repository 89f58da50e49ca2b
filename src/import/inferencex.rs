//! SemiAnalysis InferenceX benchmark rows: a JSON array of serving measurements as the InferenceX
//! API returns them, one row per hardware × framework × model × precision × parallelism × workload
//! (`isl`/`osl` tokens, `conc` concurrent requests) × CI run (`run_url`, `date`).
//!
//! **The figure** is output tokens/s per GPU *rented*, `published_as = 'per_gpu'`:
//! - aggregated rows (`disagg: false`, every GPU does prefill and decode):
//!   `metrics.output_tput_per_gpu`, over `num_decode_gpu` GPUs;
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
//!   used as the figure. A row without `output_tput_per_gpu` is kept with a NULL figure (listed by
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

use super::{
    describe, name, positive, positive_count, record, Context, Dataset, Details, Format, Run, Runs,
    Top,
};
use crate::error::{Error, Result};
use regex::Regex;
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::LazyLock;

/// Where a row without a `run_url` is cited: the dashboard the API serves.
const DASHBOARD: &str = "https://inferencex.semianalysis.com";

#[derive(Deserialize)]
struct Row {
    hardware: String,
    framework: Option<String>,
    model: String,
    precision: Option<String>,
    spec_method: Option<String>,
    #[serde(default)]
    disagg: bool,
    is_multinode: Option<bool>,
    prefill_tp: Option<i64>,
    prefill_ep: Option<i64>,
    prefill_dp_attention: Option<bool>,
    prefill_num_workers: Option<i64>,
    decode_tp: Option<i64>,
    decode_ep: Option<i64>,
    decode_dp_attention: Option<bool>,
    decode_num_workers: Option<i64>,
    num_prefill_gpu: Option<i64>,
    num_decode_gpu: Option<i64>,
    // Required but nullable: agentic rows publish null sequence lengths.
    #[serde(deserialize_with = "Option::deserialize")]
    isl: Option<i64>,
    #[serde(deserialize_with = "Option::deserialize")]
    osl: Option<i64>,
    conc: i64,
    image: Option<String>,
    metrics: Metrics,
    date: String,
    run_url: Option<String>,
}

#[derive(Deserialize)]
struct Metrics {
    output_tput_per_gpu: Option<f64>,
    input_tput_per_gpu: Option<f64>,
    tput_per_gpu: Option<f64>,
    median_intvty: Option<f64>,
    median_ttft: Option<f64>,
    avg_power_w: Option<f64>,
    joules_per_output_token: Option<f64>,
}

/// The format, for [`super::FORMATS`].
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
    fn parse<'a>(&self, file: &str, top: &Top<'a>, _ctx: &Context) -> Result<Dataset<'a>> {
        let Top::Array(rows) = top else {
            return Err(Error::File {
                file: file.to_string(),
                message: "expected a JSON array of InferenceX rows".into(),
            });
        };
        let mut runs = Vec::with_capacity(rows.len());
        let mut first_seen: HashMap<&str, usize> = HashMap::new();
        let mut latest: Option<String> = None;
        for (i, raw) in rows.iter().enumerate() {
            let path = format!("[{i}]");
            let row: Row = record(file, &path, raw, &["model", "hardware"])?;
            let loc = describe(&path, &[&row.model, &row.hardware]);
            let mut run = run(file, &loc, path, row, raw.get())?;
            if let Some(first) = first_seen.get(raw.get()) {
                let note = format!("the same row as [{first}]: InferenceX lists it twice");
                run.notes = Some(match run.notes {
                    Some(n) => format!("{n}; {note}"),
                    None => note,
                });
            } else {
                first_seen.insert(raw.get(), i);
            }
            if latest.as_deref() < run.published.as_deref() {
                latest.clone_from(&run.published);
            }
            runs.push(run);
        }
        Ok(Dataset {
            file: file.to_string(),
            name: InferenceX.kind().to_string(),
            kind: InferenceX.kind(),
            accumulate: false,
            title: Some("SemiAnalysis InferenceX benchmarks".into()),
            description: Some(
                "Serving measurements from InferenceX CI runs; the figure is output tokens/s \
                 per GPU rented (prefill + decode GPUs for disaggregated serving)."
                    .into(),
            ),
            publisher: Some("SemiAnalysis".into()),
            license: None,
            source_url: Some(DASHBOARD.into()),
            data_url: None,
            collected_at: None,
            // The latest row's date: a later export is a newer version of the dataset.
            data_updated_at: latest,
            sha256: String::new(),
            size_bytes: 0,
            metadata_json: serde_json::json!({ "rows": rows.len() }).to_string(),
            runs: Runs::parsed(runs),
            api_prices: Vec::new(),
            skipped: Vec::new(),
            warnings: Vec::new(),
        })
    }
}

fn bad(file: &str, loc: &str, message: String) -> Error {
    Error::Input {
        file: file.to_string(),
        location: loc.to_string(),
        message,
    }
}

fn run(file: &str, loc: &str, path: String, r: Row, raw: &str) -> Result<Run> {
    let hardware = name(file, loc, "hardware", r.hardware.clone())?;
    let model = name(file, loc, "model", r.model.clone())?;
    let published = super::normalize::iso_date(&r.date)
        .filter(|d| *d == r.date.trim())
        .ok_or_else(|| {
            bad(
                file,
                loc,
                format!(
                    "field `date`: '{}' is not a date (YYYY-MM-DD)",
                    crate::msg::quote(&r.date)
                ),
            )
        })?;
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
    let m = &r.metrics;
    let metric = |field: &str, v: Option<f64>| {
        v.map(|v| positive(file, loc, &format!("metrics.{field}"), v))
            .transpose()
    };
    let output = metric("output_tput_per_gpu", m.output_tput_per_gpu)?;
    let input = metric("input_tput_per_gpu", m.input_tput_per_gpu)?;
    let total = metric("tput_per_gpu", m.tput_per_gpu)?;
    let intvty = metric("median_intvty", m.median_intvty)?;
    let ttft_s = metric("median_ttft", m.median_ttft)?;
    let power = metric("avg_power_w", m.avg_power_w)?;
    let joules = metric("joules_per_output_token", m.joules_per_output_token)?;

    let mut notes = Vec::new();
    let (per_gpu, gpus) = if r.disagg {
        let listed = match (r.num_prefill_gpu, r.num_decode_gpu) {
            (Some(p), Some(d)) => (p, d),
            (None, _) => return Err(missing(file, loc, "num_prefill_gpu")),
            (_, None) => return Err(missing(file, loc, "num_decode_gpu")),
        };
        let share = decode_share(output, input, total, listed)
            .map_err(|e| bad(file, loc, format!("field `metrics.tput_per_gpu`: {e}")))?;
        let gpus = disagg_gpus(listed, share);
        if let Some(n) = &gpus.note {
            notes.push(n.clone());
        }
        (output.map(|o| o * share.decode_share), gpus)
    } else {
        let n = r
            .num_decode_gpu
            .or(r.decode_tp)
            .ok_or_else(|| missing(file, loc, "num_decode_gpu"))?;
        let gpus = Gpus {
            total: n,
            prefill: None,
            decode: None,
            note: None,
        };
        (output, gpus)
    };
    if output.is_none() {
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
    let key = record_key(&r);
    let framework_version = r.image.as_deref().and_then(image_version);
    let speculative = r.spec_method.as_deref().map(|s| {
        if s.trim().eq_ignore_ascii_case("none") {
            "off".to_string()
        } else {
            s.trim().to_string()
        }
    });
    let source_url = r
        .run_url
        .clone()
        .filter(|u| !u.trim().is_empty())
        .unwrap_or_else(|| DASHBOARD.to_string());
    let workload_published = Some(
        [
            isl.map(|v| format!("isl {v}")),
            osl.map(|v| format!("osl {v}")),
            Some(format!("conc {conc}")),
        ]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(", "),
    );
    Ok(Run {
        record_path: path,
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
        framework_version,
        gpu_count: gpus.total,
        tokens_per_sec_total: tokens_total,
        tokens_per_sec_per_gpu: per_gpu,
        published_as: "per_gpu",
        throughput_mode: None,
        workload_published,
        workload: super::normalize::Workload {
            input_tokens: isl,
            output_tokens: osl,
            concurrency: Some(conc),
            interactivity_tokens_per_sec_per_user: intvty,
        },
        speculative_decoding: speculative,
        published: Some(published),
        notes: (!notes.is_empty()).then(|| notes.join("; ")),
        raw_json: raw.to_string(),
        details: Details {
            median_ttft_ms: ttft_s.map(|s| s * 1000.0),
            power_w_per_gpu: power,
            joules_per_output_token: joules,
            disaggregated: Some(r.disagg),
            prefill_gpu_count: gpus.prefill,
            decode_gpu_count: gpus.decode,
            ..Default::default()
        },
    })
}

fn missing(file: &str, loc: &str, field: &str) -> Error {
    bad(
        file,
        loc,
        format!("field `{field}`: a positive whole number is needed to know how many GPUs ran it"),
    )
}

/// How a disaggregated row's output is shared among all its GPUs.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Share {
    /// D / N: the decode GPUs' share of all GPUs.
    decode_share: f64,
    /// True when it came from the three per-GPU metrics, false from the listed counts.
    from_metrics: bool,
}

/// The decode GPUs' share of all GPUs of a disaggregated row (see the module doc): from the three
/// per-GPU metrics `o` (output / D), `i` (input / P) and `t` (total / N) when the row has them,
/// else from the listed (prefill, decode) counts. Err: the metrics fit no split.
fn decode_share(
    o: Option<f64>,
    i: Option<f64>,
    t: Option<f64>,
    listed: (i64, i64),
) -> std::result::Result<Share, String> {
    if let (Some(i), Some(t)) = (i, t) {
        // A row without the output figure (or with i = o) fixes no split: use the counts.
        if let Some(o) = o {
            if (i - o).abs() > f64::EPSILON * i.max(o) {
                let share = (i - t) / (i - o);
                if !(share > 0.0 && share < 1.0) {
                    return Err(format!(
                        "{t} tokens/s per GPU is not between the output ({o}) and input ({i}) \
                         figures per GPU, so the three do not fit any split of prefill and \
                         decode GPUs"
                    ));
                }
                return Ok(Share {
                    decode_share: share,
                    from_metrics: true,
                });
            }
        }
    }
    let (p, d) = listed;
    Ok(Share {
        decode_share: d as f64 / (p + d) as f64,
        from_metrics: false,
    })
}

/// GPU counts of a run: all GPUs, and the prefill / decode ones where known.
#[derive(Debug, PartialEq)]
struct Gpus {
    total: i64,
    prefill: Option<i64>,
    decode: Option<i64>,
    note: Option<String>,
}

/// How close a count split must be to the metrics' split to be the one they were divided by.
const SPLIT_TOLERANCE: f64 = 0.005;

/// The GPU counts of a disaggregated row: the listed ones when they fit the split; else the split
/// of the larger listed count when that fits (InferenceX lists a whole deployment's size as both);
/// else the listed sum, with the prefill/decode counts unknown.
fn disagg_gpus(listed: (i64, i64), share: Share) -> Gpus {
    let (p, d) = listed;
    let fits =
        |p: i64, d: i64| (d as f64 / (p + d) as f64 - share.decode_share).abs() < SPLIT_TOLERANCE;
    if !share.from_metrics || fits(p, d) {
        return Gpus {
            total: p + d,
            prefill: Some(p),
            decode: Some(d),
            note: None,
        };
    }
    let n = p.max(d);
    let decode = (n as f64 * share.decode_share).round() as i64;
    if decode >= 1 && decode < n && fits(n - decode, decode) {
        return Gpus {
            total: n,
            prefill: Some(n - decode),
            decode: Some(decode),
            note: Some(format!(
                "InferenceX lists {p} prefill and {d} decode GPUs, but its per-GPU figures were \
                 divided by {} prefill and {decode} decode GPUs ({n} in all); the counts here \
                 are those",
                n - decode
            )),
        };
    }
    Gpus {
        total: p + d,
        prefill: None,
        decode: None,
        note: Some(format!(
            "InferenceX lists {p} prefill and {d} decode GPUs, but its per-GPU figures imply a \
             decode share of {:.4}; gpu_count is the listed sum, the figure uses the share",
            share.decode_share
        )),
    }
}

/// The configuration in a few words: `4x mi355x, TP4` or `gb200 disaggregated: 4 prefill (TP36)
/// + 32 decode (TP36)`.
fn gpu_config(hardware: &str, r: &Row, gpus: &Gpus) -> String {
    let par = |tp: Option<i64>, ep: Option<i64>, dpa: Option<bool>| {
        let mut parts = Vec::new();
        if let Some(tp) = tp {
            parts.push(format!("TP{tp}"));
        }
        if let Some(ep) = ep.filter(|e| *e > 1) {
            parts.push(format!("EP{ep}"));
        }
        if dpa == Some(true) {
            parts.push("DP-attention".into());
        }
        parts.join(" ")
    };
    if r.disagg {
        let side = |n: Option<i64>, what: &str, p: String| {
            let n = n.map_or_else(String::new, |n| format!("{n} "));
            if p.is_empty() {
                format!("{n}{what}")
            } else {
                format!("{n}{what} ({p})")
            }
        };
        format!(
            "{hardware} disaggregated: {} + {}",
            side(
                gpus.prefill,
                "prefill",
                par(r.prefill_tp, r.prefill_ep, r.prefill_dp_attention)
            ),
            side(
                gpus.decode,
                "decode",
                par(r.decode_tp, r.decode_ep, r.decode_dp_attention)
            )
        )
    } else {
        let p = par(r.decode_tp, r.decode_ep, r.decode_dp_attention);
        if p.is_empty() {
            format!("{}x {hardware}", gpus.total)
        } else {
            format!("{}x {hardware}, {p}", gpus.total)
        }
    }
}

/// The record key: SHA-256 (first 16 hex digits) of the fields that say what was measured, how,
/// and in which CI run, as a JSON array (see the module doc).
fn record_key(r: &Row) -> String {
    let fields = serde_json::json!([
        r.hardware,
        r.framework,
        r.model,
        r.precision,
        r.spec_method,
        r.disagg,
        r.is_multinode,
        r.prefill_tp,
        r.prefill_ep,
        r.prefill_dp_attention,
        r.prefill_num_workers,
        r.decode_tp,
        r.decode_ep,
        r.decode_dp_attention,
        r.decode_num_workers,
        r.num_prefill_gpu,
        r.num_decode_gpu,
        r.isl,
        r.osl,
        r.conc,
        r.date,
        r.run_url,
    ]);
    super::keys::short_hash(&fields)
}

static IMAGE_VERSION_RE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^[vV]?(\d+(?:\.\d+)+(?:(?:rc|a|b|\.?post|\.?dev)\d+)*)(?:$|[-_+])")
        .expect("static regex is valid")
});

/// The version in a container image's tag: `lmsysorg/sglang:v0.5.12-rocm700-mi35x` → `0.5.12`,
/// `vllm/vllm-openai:v0.10.1.1` → `0.10.1.1`; None for `latest`, `nightly-…` or no tag.
fn image_version(image: &str) -> Option<String> {
    let last = image.trim().rsplit('/').next()?;
    let (_, tag) = last.split_once(':')?;
    IMAGE_VERSION_RE
        .captures(tag)
        .and_then(|c| c.get(1))
        .map(|m| m.as_str().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    // The real gb200 row of the sample (tests/data/inferencex-dsr1-rows.json):
    // listed 36 prefill + 36 decode GPUs.
    const O: f64 = 18.44701834407234;
    const I: f64 = 146.43053093445712;
    const T: f64 = 32.66740863189287;

    #[test]
    fn disaggregated_share_comes_from_the_three_metrics() {
        let s = decode_share(Some(O), Some(I), Some(T), (36, 36)).unwrap();
        assert!(s.from_metrics);
        // D/N = (i − t) / (i − o) = 113.76312230256426 / 127.98351259038478 = 8/9.
        assert!((s.decode_share - 113.76312230256426 / 127.98351259038478).abs() < 1e-15);
        assert!((s.decode_share - 8.0 / 9.0).abs() < 1e-12);
        // The figure: o × 8/9 = 16.397349639175413 tokens/s per GPU rented.
        assert!((O * s.decode_share - 16.397349639175413).abs() < 1e-9);
        // Check: with 4 prefill + 32 decode, I + O = 4i + 32o = 585.72 + 590.30 = 1176.03 = 36t.
        assert!((4.0 * I + 32.0 * O - 36.0 * T).abs() < 1e-9);
    }

    #[test]
    fn listed_counts_that_do_not_fit_give_way_to_the_split_of_the_larger() {
        let s = decode_share(Some(O), Some(I), Some(T), (36, 36)).unwrap();
        let g = disagg_gpus((36, 36), s);
        assert_eq!((g.total, g.prefill, g.decode), (36, Some(4), Some(32)));
        assert!(g.note.unwrap().contains("lists 36 prefill and 36 decode"));
        // Listed counts that fit are kept as listed.
        let g = disagg_gpus((4, 32), s);
        assert_eq!(
            (g.total, g.prefill, g.decode, g.note),
            (36, Some(4), Some(32), None)
        );
        // Nothing fits: the listed sum, counts unknown.
        let g = disagg_gpus((3, 5), s);
        assert_eq!((g.total, g.prefill, g.decode), (8, None, None));
    }

    #[test]
    fn without_input_or_total_the_listed_counts_give_the_split() {
        let s = decode_share(Some(O), None, Some(T), (2, 6)).unwrap();
        assert_eq!(
            s,
            Share {
                decode_share: 0.75,
                from_metrics: false
            }
        );
        let s = decode_share(None, Some(I), Some(T), (2, 6)).unwrap();
        assert!(!s.from_metrics);
    }

    #[test]
    fn metrics_that_fit_no_split_are_an_error() {
        // A total above the input and output figures per GPU is no weighted mean of them.
        let e = decode_share(Some(10.0), Some(20.0), Some(25.0), (1, 1)).unwrap_err();
        assert!(e.contains("not between"), "{e}");
    }

    #[test]
    fn framework_version_from_the_image_tag() {
        let cases = [
            ("lmsysorg/sglang:v0.5.12-rocm700-mi35x", Some("0.5.12")),
            ("lmsysorg/sglang:v0.5.12-cu130", Some("0.5.12")),
            ("lmsysorg/sglang:v0.4.9.post1-cu126", Some("0.4.9.post1")),
            ("vllm/vllm-openai:v0.10.1.1", Some("0.10.1.1")),
            (
                "nvcr.io/nvidia/tensorrt-llm/release:1.1.0rc2",
                Some("1.1.0rc2"),
            ),
            ("registry:5000/vllm:0.9.0", Some("0.9.0")),
            ("rocm/vllm-dev:nightly_main_20250101", None),
            ("kedarpotdar147/vllm0.1:latest", None),
            ("registry:5000/vllm", None),
            ("", None),
        ];
        for (image, want) in cases {
            assert_eq!(image_version(image).as_deref(), want, "{image}");
        }
    }

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
