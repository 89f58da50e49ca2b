//! Your own GuideLLM benchmark reports (`guidellm benchmark … --output-path report.json`): an
//! object whose `benchmarks` array holds one benchmark per strategy of the run's sweep
//! (synchronous, throughput, constant rates …). Each benchmark is one figure, made into a run
//! the way a `vllm bench serve` result is (`vllm.rs`: the `--accelerator/--gpus/--model` the
//! report does not say, the identity, the `my-benchmarks` dataset):
//!
//! - **figure**: `metrics.output_tokens_per_second.successful.mean` (the output tokens/s
//!   GuideLLM reports for the benchmark), per GPU over `--gpus`;
//! - **workload**: mean prompt and output tokens per successful request
//!   (`metrics.prompt_token_count` / `output_token_count` `.successful.total_sum` over
//!   `request_totals.successful`); concurrency 1 for the synchronous strategy and the stream
//!   count of a concurrent one; the strategy (and its rate) in the workload as published;
//! - per-user speed 1000 / median `time_per_output_token_ms`, median `time_to_first_token_ms`;
//!   `start_time` (Unix seconds) is the run's date.
//!
//! Benchmarks with no successful request are skipped and counted; a benchmark with a missing or
//! mistyped field is an error naming `benchmarks[i]` and the field.

use super::check::{positive, positive_count, typed};
use super::format::{Context, Format};
use super::records::Dataset;
use super::top::{object, records, Top};
use super::vllm::{self, Bench};
use crate::error::Result;
use serde::Deserialize;
use serde_json::Value;

/// The format, for the importer's list of `FORMATS`.
pub struct GuideLlm;

#[derive(Deserialize)]
struct Benchmark {
    args: Args,
    metrics: Metrics,
    request_totals: Totals,
    start_time: Option<f64>,
}

#[derive(Deserialize)]
struct Args {
    strategy: Strategy,
}

#[derive(Deserialize)]
struct Strategy {
    #[serde(rename = "type_")]
    kind: String,
    rate: Option<f64>,
    streams: Option<i64>,
}

#[derive(Deserialize)]
struct Totals {
    successful: i64,
}

#[derive(Deserialize)]
struct Metrics {
    output_tokens_per_second: Metric,
    prompt_token_count: Metric,
    output_token_count: Metric,
    time_to_first_token_ms: Metric,
    time_per_output_token_ms: Metric,
}

#[derive(Deserialize)]
struct Metric {
    successful: Stats,
}

#[derive(Deserialize)]
struct Stats {
    mean: f64,
    median: f64,
    total_sum: f64,
}

impl Format for GuideLlm {
    fn kind(&self) -> &'static str {
        vllm::KIND
    }
    fn label(&self) -> &'static str {
        "GuideLLM report"
    }
    fn shape(&self) -> &'static str {
        "a JSON object with `benchmarks`, each with `metrics.output_tokens_per_second` (a GuideLLM \
         benchmark report)"
    }
    fn detect(&self, top: &Top) -> bool {
        let Some(raw) = top.field("benchmarks") else {
            return false;
        };
        let first: Option<Value> = serde_json::from_str::<Vec<Value>>(raw.get())
            .ok()
            .and_then(|b| b.into_iter().next());
        first.is_some_and(|b| b.pointer("/metrics/output_tokens_per_second").is_some())
    }
    fn needs_context(&self) -> bool {
        true
    }
    fn parse<'a>(&self, file: &str, top: &Top<'a>, ctx: &Context) -> Result<Dataset<'a>> {
        let benchmarks = records(file, object(file, top)?, "benchmarks")?;
        let settings = vllm::settings(ctx)?;
        let base = vllm::file_name(file);
        let (mut runs, mut none_successful) = (Vec::new(), 0);
        for (i, raw) in benchmarks.iter().enumerate() {
            let loc = format!("benchmarks[{i}]");
            let value: Value = serde_json::from_str(raw.get()).unwrap_or_default();
            let b: Benchmark = typed(file, &loc, &value)?;
            if b.request_totals.successful == 0 {
                none_successful += 1;
                continue;
            }
            let m = &b.metrics;
            // Checked here, to name GuideLLM's fields (the run's own checks name vLLM's).
            for (field, v) in [
                (
                    "metrics.output_tokens_per_second.successful.mean",
                    m.output_tokens_per_second.successful.mean,
                ),
                (
                    "metrics.prompt_token_count.successful.total_sum",
                    m.prompt_token_count.successful.total_sum,
                ),
                (
                    "metrics.output_token_count.successful.total_sum",
                    m.output_token_count.successful.total_sum,
                ),
                (
                    "metrics.time_to_first_token_ms.successful.median",
                    m.time_to_first_token_ms.successful.median,
                ),
                (
                    "metrics.time_per_output_token_ms.successful.median",
                    m.time_per_output_token_ms.successful.median,
                ),
            ] {
                positive(file, &loc, field, v)?;
            }
            positive_count(
                file,
                &loc,
                "request_totals.successful",
                b.request_totals.successful,
            )?;
            let s = &b.args.strategy;
            let concurrency = match s.kind.as_str() {
                "synchronous" => Some(1),
                "concurrent" => s.streams,
                _ => None,
            };
            let bench = Bench {
                date: b.start_time.and_then(unix_time),
                backend: None,
                model_id: None,
                completed: b.request_totals.successful,
                total_input_tokens: m.prompt_token_count.successful.total_sum.round() as i64,
                total_output_tokens: m.output_token_count.successful.total_sum.round() as i64,
                output_throughput: m.output_tokens_per_second.successful.mean,
                max_concurrency: concurrency,
                median_ttft_ms: m.time_to_first_token_ms.successful.median,
                median_tpot_ms: Some(m.time_per_output_token_ms.successful.median),
                workload_extra: Some(strategy(s)),
            };
            let at = format!("{base}:{loc}");
            runs.push(vllm::run(file, &loc, &at, &value, &bench, &settings, ctx)?);
        }
        let mut ds = vllm::dataset(file, settings, runs);
        if none_successful > 0 {
            ds.skipped.push((
                "benchmarks with no successful request".into(),
                none_successful,
            ));
        }
        Ok(ds)
    }
}

/// The strategy as the workload says it: `GuideLLM synchronous`, `GuideLLM constant 4 req/s`,
/// `GuideLLM throughput (max load)`.
fn strategy(s: &Strategy) -> String {
    match (s.kind.as_str(), s.rate) {
        ("throughput", _) => "GuideLLM throughput (max load)".into(),
        (kind, Some(rate)) if rate > 0.0 => format!("GuideLLM {kind} {rate} req/s"),
        (kind, _) => format!("GuideLLM {kind}"),
    }
}

/// Unix seconds as an ISO 8601 UTC instant (`2025-06-05T20:59:28Z`); None out of range.
fn unix_time(seconds: f64) -> Option<String> {
    if !(0.0..1e11).contains(&seconds) {
        return None;
    }
    let secs = seconds.floor() as i64;
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    Some(format!(
        "{}T{:02}:{:02}:{:02}Z",
        crate::dates::civil_from_days(days),
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unix_times() {
        assert_eq!(unix_time(0.0).as_deref(), Some("1970-01-01T00:00:00Z"));
        // The real report's start_time.
        assert_eq!(
            unix_time(1_749_157_168.182_700_4).as_deref(),
            Some("2025-06-05T20:59:28Z")
        );
        assert_eq!(
            unix_time(951_782_400.0).as_deref(),
            Some("2000-02-29T00:00:00Z")
        );
        assert_eq!(unix_time(-1.0), None);
    }

    #[test]
    fn strategies() {
        let s = |kind: &str, rate: Option<f64>| Strategy {
            kind: kind.into(),
            rate,
            streams: None,
        };
        assert_eq!(strategy(&s("synchronous", None)), "GuideLLM synchronous");
        assert_eq!(
            strategy(&s("constant", Some(4.5))),
            "GuideLLM constant 4.5 req/s"
        );
        assert_eq!(
            strategy(&s("throughput", None)),
            "GuideLLM throughput (max load)"
        );
    }
}
