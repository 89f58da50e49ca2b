//! Your own serving-benchmark results: one JSON object per file, as `vllm bench serve
//! --save-result` writes it (SGLang's JSON Lines are `sglang.rs`, GuideLLM's reports `guidellm.rs`;
//! both build their runs with [`run`] here). Such a file does not
//! say what it ran on, so the hardware, GPU count and model come from the import's [`Context`]
//! (the `gpudb import --accelerator … --gpus … --model …` flags; any spelling the alias tables
//! know), and precision and framework from its `--precision` / `--framework` where given.
//!
//! **The figure**: `output_throughput` (output tokens/s of the whole deployment) is
//! `tokens_per_sec_total`, `published_as = 'total'`; per GPU = `output_throughput` / `--gpus`.
//!
//! **Workload**: input_tokens = round(`total_input_tokens` / `completed`), output_tokens =
//! round(`total_output_tokens` / `completed`) (mean tokens per request), concurrency =
//! `max_concurrency` (null when the run was paced by request rate instead), per-user speed = 1000 /
//! `median_tpot_ms`, and `median_ttft_ms`. `date` (`20260428-095035`, the local time of the machine
//! that ran it) → published `2026-04-28T09:50:35`.
//!
//! **Framework**: `--framework`, else the file's `backend` when it names a server (`vllm`, `sglang`
//! …); `openai` / `openai-chat` name the API the client spoke, not the server, so no framework is
//! recorded for them.
//!
//! **Identity**: these runs are nowhere online, so the source is `file:` and the file's name. The
//! record key is the SHA-256 of the result's JSON and the record path `{file name}@{first 8 hex
//! digits of it}`: importing the same result again (under any file name) changes nothing, and a new
//! result adds a run. The dataset (`--dataset`, default `my-benchmarks`) accumulates: runs imported
//! earlier stay, and importing published data never touches it.

use super::check::{positive, positive_count, typed};
use super::format::{Context, Format, Setting};
use super::records::{Dataset, Details, Run, Runs};
use super::top::{metadata, object, Top};
use super::{keys, normalize};
use crate::error::{Error, Result};
use serde::Deserialize;
use serde_json::Value;

/// The kind of your own serving-benchmark results, whichever tool wrote them.
pub(super) const KIND: &str = "vllm-bench-serve";

/// The dataset your own runs go in unless `--dataset` says otherwise.
pub const DEFAULT_DATASET: &str = "my-benchmarks";

#[derive(Deserialize)]
struct BenchResult {
    date: Option<String>,
    backend: Option<String>,
    model_id: Option<String>,
    completed: i64,
    total_input_tokens: i64,
    total_output_tokens: i64,
    output_throughput: f64,
    #[serde(default)]
    max_concurrency: Option<i64>,
    median_ttft_ms: f64,
    median_tpot_ms: f64,
}

/// The format, for the importer's list of `FORMATS`.
pub struct VllmBenchServe;

impl Format for VllmBenchServe {
    fn kind(&self) -> &'static str {
        KIND
    }
    fn shape(&self) -> &'static str {
        "a JSON object with `output_throughput` and `completed` (vllm bench serve --save-result)"
    }
    fn detect(&self, top: &Top) -> bool {
        top.field("output_throughput").is_some()
            && top.field("completed").is_some()
            && !top.has_array("throughput")
            && !top.has_array("cards")
    }
    fn needs_context(&self) -> bool {
        true
    }
    fn parse<'a>(&self, file: &str, top: &Top<'a>, ctx: &Context) -> Result<Dataset<'a>> {
        let value = metadata(file, object(file, top)?, &[])?;
        parse(file, &value, ctx)
    }
}

const LOC: &str = "top level";

fn parse<'a>(file: &str, value: &Value, ctx: &Context) -> Result<Dataset<'a>> {
    let r: BenchResult = typed(file, LOC, value)?;
    let settings = settings(ctx)?;
    let bench = Bench {
        date: r.date,
        backend: r.backend,
        model_id: r.model_id,
        completed: r.completed,
        total_input_tokens: r.total_input_tokens,
        total_output_tokens: r.total_output_tokens,
        output_throughput: r.output_throughput,
        max_concurrency: r.max_concurrency,
        median_ttft_ms: r.median_ttft_ms,
        median_tpot_ms: Some(r.median_tpot_ms),
        workload_extra: None,
    };
    let run = run(file, LOC, file_name(file), value, &bench, &settings, ctx)?;
    Ok(dataset(file, settings, vec![run]))
}

/// What the person importing says a result file ran on, checked: the accelerator, the model,
/// the GPU count and the dataset the runs go in.
pub(super) struct Settings {
    accelerator: String,
    model: String,
    gpus: i64,
    dataset: String,
}

/// The [`Settings`] of the context, or a usage error naming the setting as it was given.
pub(super) fn settings(ctx: &Context) -> Result<Settings> {
    // The settings this file needs, named in messages as the person importing gave them.
    let given = |setting: Setting, v: &Option<String>| -> Result<String> {
        let v = v.as_deref().unwrap_or_default().trim();
        if v.is_empty() {
            return Err(Error::Usage(format!(
                "{} must not be empty",
                ctx.name(setting)
            )));
        }
        Ok(v.to_string())
    };
    let accelerator = given(Setting::Accelerator, &ctx.accelerator)?;
    let model = given(Setting::Model, &ctx.model)?;
    let gpus = match ctx.gpus {
        Some(n) if n > 0 => n,
        other => {
            return Err(Error::Usage(format!(
                "{} must be a positive whole number, got {}",
                ctx.name(Setting::Gpus),
                other.map_or_else(|| "nothing".to_string(), |n| n.to_string())
            )))
        }
    };
    let dataset = match ctx.dataset {
        Some(_) => given(Setting::Dataset, &ctx.dataset)?,
        None => DEFAULT_DATASET.to_string(),
    };
    Ok(Settings {
        accelerator,
        model,
        gpus,
        dataset,
    })
}

/// One serving-benchmark result's numbers, as `vllm bench serve` and SGLang's `bench_serving`
/// write them.
pub(super) struct Bench {
    pub date: Option<String>,
    pub backend: Option<String>,
    pub model_id: Option<String>,
    pub completed: i64,
    pub total_input_tokens: i64,
    pub total_output_tokens: i64,
    pub output_throughput: f64,
    pub max_concurrency: Option<i64>,
    pub median_ttft_ms: f64,
    /// None where the file gives no time per output token (SGLang's older results): no
    /// per-user speed then.
    pub median_tpot_ms: Option<f64>,
    /// More of the workload as published, for `workload_published` (SGLang's dataset and
    /// request rate).
    pub workload_extra: Option<String>,
}

/// The run of result `b` (`value` as read), at `loc` in `file` for messages; `at` names the
/// result in its record path (`{at}@{first 8 hex digits of its SHA-256}`).
pub(super) fn run(
    file: &str,
    loc: &str,
    at: &str,
    value: &Value,
    b: &Bench,
    s: &Settings,
    ctx: &Context,
) -> Result<Run> {
    let gpus = s.gpus;
    let completed = positive_count(file, loc, "completed", b.completed)?;
    let input_total = positive_count(file, loc, "total_input_tokens", b.total_input_tokens)?;
    let output_total = positive_count(file, loc, "total_output_tokens", b.total_output_tokens)?;
    let output = positive(file, loc, "output_throughput", b.output_throughput)?;
    let per_gpu = positive(
        file,
        loc,
        &format!("output_throughput / {}", ctx.name(Setting::Gpus)),
        output / gpus as f64,
    )?;
    let ttft = positive(file, loc, "median_ttft_ms", b.median_ttft_ms)?;
    let tpot = b
        .median_tpot_ms
        .map(|t| positive(file, loc, "median_tpot_ms", t))
        .transpose()?;
    let concurrency = b
        .max_concurrency
        .map(|c| positive_count(file, loc, "max_concurrency", c))
        .transpose()?;
    let (input_tokens, output_tokens) = (
        mean_per_request(input_total, completed),
        mean_per_request(output_total, completed),
    );

    let text = value.to_string();
    let hash = keys::sha256_hex(text.as_bytes());
    let base = file_name(file);
    let framework = ctx
        .framework
        .clone()
        .filter(|f| !f.trim().is_empty())
        .or_else(|| b.backend.as_deref().and_then(server_backend));
    let (_, framework_version) = framework
        .as_deref()
        .map(normalize::framework)
        .unwrap_or_default();
    let published = b.date.as_deref().map(bench_date);
    let notes = [
        Some("your own benchmark run".to_string()),
        b.model_id
            .as_deref()
            .map(|m| format!("model_id in the file: {m}")),
        b.backend.as_deref().map(|b| format!("backend: {b}")),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join("; ");
    Ok(Run {
        record_path: format!("{at}@{}", &hash[..8]),
        record_key: Some(hash[..16].to_string()),
        source_url: format!("file:{base}"),
        source_publisher: Some("you".into()),
        source_published: published.clone(),
        accelerator_published: s.accelerator.clone(),
        accelerator_name: None,
        gpu_config_published: Some(format!("{gpus}x {}", s.accelerator)),
        model_published: s.model.clone(),
        precision_published: ctx.precision.clone().filter(|p| !p.trim().is_empty()),
        framework_published: framework,
        framework_version,
        gpu_count: gpus,
        tokens_per_sec_total: Some(output),
        tokens_per_sec_per_gpu: Some(per_gpu),
        published_as: "total",
        throughput_mode: None,
        workload_published: Some(format!(
            "{completed} requests, {input_total} input and {output_total} output tokens{}{}",
            concurrency.map_or_else(String::new, |c| format!(", max concurrency {c}")),
            b.workload_extra
                .as_deref()
                .map_or_else(String::new, |w| format!(", {w}"))
        )),
        workload: normalize::Workload {
            input_tokens: Some(input_tokens),
            output_tokens: Some(output_tokens),
            concurrency,
            interactivity_tokens_per_sec_per_user: tpot.map(|t| 1000.0 / t),
        },
        speculative_decoding: None,
        published,
        notes: Some(notes),
        raw_json: text,
        details: Details {
            median_ttft_ms: Some(ttft),
            ..Default::default()
        },
    })
}

/// The dataset your runs go in (`s.dataset`): it accumulates, whichever tool wrote the file.
pub(super) fn dataset<'a>(file: &str, s: Settings, runs: Vec<Run>) -> Dataset<'a> {
    Dataset {
        accumulate: true,
        title: Some("Your own serving-benchmark runs".into()),
        description: Some(
            "Results of vllm bench serve --save-result (or SGLang's bench_serving), with the \
             hardware named on import."
                .into(),
        ),
        ..Dataset::new(file, s.dataset, KIND, Runs::parsed(runs))
    }
}

/// Mean tokens per request, rounded to the nearest whole token.
fn mean_per_request(total: i64, completed: i64) -> i64 {
    (total as f64 / completed as f64).round() as i64
}

/// The backend as a framework, when it names a server rather than the API spoken to it.
fn server_backend(backend: &str) -> Option<String> {
    let b = backend.trim();
    let lower = b.to_ascii_lowercase();
    (!b.is_empty() && !lower.starts_with("openai")).then(|| b.to_string())
}

/// `20260428-095035` (vLLM's `%Y%m%d-%H%M%S`) → `2026-04-28T09:50:35`; any other text as it is.
fn bench_date(date: &str) -> String {
    let d = date.trim();
    let b = d.as_bytes();
    let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
    if b.len() == 15 && b[8] == b'-' && digits(0..8) && digits(9..15) {
        let iso = format!(
            "{}-{}-{}T{}:{}:{}",
            &d[0..4],
            &d[4..6],
            &d[6..8],
            &d[9..11],
            &d[11..13],
            &d[13..15]
        );
        if normalize::instant(&iso).is_some() {
            return iso;
        }
    }
    d.to_string()
}

/// The file's name without its folders: where it sits on this machine is nobody else's business.
pub(super) fn file_name(file: &str) -> &str {
    std::path::Path::new(file)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn workload_is_the_mean_per_request_rounded() {
        // The real file: 1310720 tokens over 1280 requests = 1024 exactly.
        assert_eq!(mean_per_request(1_310_720, 1280), 1024);
        assert_eq!(mean_per_request(1000, 3), 333); // 333.33
        assert_eq!(mean_per_request(1001, 2), 501); // 500.5 rounds away from zero
    }

    #[test]
    fn backend_openai_is_not_a_framework() {
        assert_eq!(server_backend("openai"), None);
        assert_eq!(server_backend("openai-chat"), None);
        assert_eq!(server_backend("vllm").as_deref(), Some("vllm"));
        assert_eq!(server_backend("sglang").as_deref(), Some("sglang"));
        assert_eq!(server_backend(" "), None);
    }

    #[test]
    fn bench_dates() {
        assert_eq!(bench_date("20260428-095035"), "2026-04-28T09:50:35");
        assert_eq!(bench_date("20260230-095035"), "20260230-095035"); // no such day
        assert_eq!(bench_date("2026-04-28"), "2026-04-28");
    }

    #[test]
    fn file_names_drop_folders() {
        assert_eq!(file_name("/home/me/runs/result.json"), "result.json");
        assert_eq!(file_name("result.json"), "result.json");
    }

    fn ctx() -> Context {
        Context {
            accelerator: Some("H100".into()),
            gpus: Some(16),
            model: Some("gpt-oss-120b".into()),
            ..Default::default()
        }
    }

    #[test]
    fn the_figure_is_output_throughput_over_the_gpus() {
        let v: Value = serde_json::json!({
            "date": "20260428-095035", "backend": "vllm", "completed": 10,
            "total_input_tokens": 10000, "total_output_tokens": 5005,
            "output_throughput": 800.0, "max_concurrency": 4,
            "median_ttft_ms": 120.0, "median_tpot_ms": 20.0
        });
        let ds = parse("r.json", &v, &ctx()).unwrap();
        assert_eq!(ds.name, "my-benchmarks");
        assert!(ds.accumulate);
        let r = ds.runs.get(0).unwrap();
        assert_eq!(r.tokens_per_sec_per_gpu, Some(50.0)); // 800 / 16
        assert_eq!(r.workload.input_tokens, Some(1000));
        assert_eq!(r.workload.output_tokens, Some(501)); // 500.5
        assert_eq!(r.workload.interactivity_tokens_per_sec_per_user, Some(50.0)); // 1000 / 20
        assert_eq!(r.framework_published.as_deref(), Some("vllm"));
        assert!(r.record_path.starts_with("r.json@"));
    }

    #[test]
    fn zero_and_missing_numbers_name_the_field() {
        let v: Value = serde_json::json!({
            "completed": 10, "total_input_tokens": 100, "total_output_tokens": 100,
            "output_throughput": 0.0, "median_ttft_ms": 1.0, "median_tpot_ms": 1.0
        });
        let e = parse("r.json", &v, &ctx()).unwrap_err().to_string();
        assert!(
            e.contains("r.json") && e.contains("`output_throughput`"),
            "{e}"
        );
        let v: Value = serde_json::json!({
            "completed": 10, "total_input_tokens": 100, "output_throughput": 1.0,
            "median_ttft_ms": 1.0, "median_tpot_ms": 1.0
        });
        let e = parse("r.json", &v, &ctx()).unwrap_err().to_string();
        assert!(e.contains("total_output_tokens"), "{e}");
    }
}
