//! Your own SGLang serving-benchmark results: `python -m sglang.bench_serving --output-file`
//! appends one JSON object per run to a JSON Lines file, so a file holds several results, one a
//! line. Each result line becomes a run the way a `vllm bench serve` file does (`vllm.rs`: the
//! figure, the workload, the identity, the `--accelerator/--gpus/--model` the file does not say),
//! in the same dataset (`--dataset`, default `my-benchmarks`).
//!
//! SGLang writes an infinite request rate (all requests at once) as the bare token `Infinity`,
//! which strict JSON refuses: outside strings, `Infinity`, `-Infinity` and `NaN` are read as
//! the strings `"Infinity"` … (and kept so in `raw_json`), so a figure that is one is still an
//! error naming its field. Lines of another shape (no `output_throughput` or `completed`: a tag
//! line, another tool's output) are skipped, counted and named by line number; a result line
//! with a missing or mistyped field is an error naming the line and the field.
//!
//! Older SGLang results have no `median_tpot_ms` (only `median_itl_ms`, a different measure):
//! their runs have no per-user speed. The dataset and request rate are kept in the workload
//! (`dataset random, request rate 4/s`; `request rate inf (max load)` for an offline run).

use super::check::{invalid, typed};
use super::format::{Context, Format};
use super::records::Dataset;
use super::top::{metadata, Top};
use super::vllm::{self, Bench};
use crate::error::Result;
use serde::Deserialize;
use serde_json::Value;
use std::borrow::Cow;

/// The format, for the importer's list of `FORMATS`.
pub struct SglangBenchServing;

#[derive(Deserialize)]
struct Line {
    backend: Option<String>,
    dataset_name: Option<String>,
    #[serde(default)]
    request_rate: Option<Value>,
    #[serde(default)]
    max_concurrency: Option<i64>,
    completed: i64,
    total_input_tokens: i64,
    total_output_tokens: i64,
    output_throughput: f64,
    median_ttft_ms: f64,
    #[serde(default)]
    median_tpot_ms: Option<f64>,
}

impl Format for SglangBenchServing {
    fn kind(&self) -> &'static str {
        vllm::KIND
    }
    fn label(&self) -> &'static str {
        "SGLang bench_serving"
    }
    fn shape(&self) -> &'static str {
        "JSON Lines of serving-benchmark results (`output_throughput`, `completed` on each line; \
         SGLang bench_serving)"
    }
    fn detect(&self, top: &Top) -> bool {
        match top {
            Top::Lines(lines) => lines
                .iter()
                .any(|(_, l)| lenient(l).is_some_and(|v| is_result(&v))),
            // A file of one line is one JSON object: SGLang's when it has the key only SGLang
            // writes (vLLM's files go to `vllm.rs`).
            Top::Object(_) => {
                top.field("output_throughput").is_some()
                    && top.field("total_output_tokens_retokenized").is_some()
            }
            Top::Array(_) | Top::Text(_) => false,
        }
    }
    fn needs_context(&self) -> bool {
        true
    }
    fn parse<'a>(&self, file: &str, top: &Top<'a>, ctx: &Context) -> Result<Dataset<'a>> {
        let one: String;
        let lines: Vec<(usize, &str)> = match top {
            Top::Lines(lines) => lines.clone(),
            Top::Object(o) => {
                one = metadata(file, o, &[])?.to_string();
                vec![(1, one.as_str())]
            }
            Top::Array(_) | Top::Text(_) => {
                return Err(crate::error::Error::File {
                    file: file.to_string(),
                    message: "expected JSON Lines, one result per line".into(),
                })
            }
        };
        let settings = vllm::settings(ctx)?;
        let base = vllm::file_name(file);
        let mut runs = Vec::new();
        let mut other: Vec<usize> = Vec::new();
        for (n, text) in lines {
            let loc = format!("line {n}");
            let Some(value) = lenient(text) else {
                return Err(invalid(
                    file,
                    &loc,
                    "not JSON (a JSON Lines file holds one JSON object per line)".into(),
                ));
            };
            if !is_result(&value) {
                other.push(n);
                continue;
            }
            let line: Line = typed(file, &loc, &value)?;
            let rate = line.request_rate.as_ref().map(request_rate);
            let extra = [
                line.dataset_name.as_deref().map(|d| format!("dataset {d}")),
                rate.flatten(),
            ];
            let bench = Bench {
                date: None,
                backend: line.backend,
                model_id: None,
                completed: line.completed,
                total_input_tokens: line.total_input_tokens,
                total_output_tokens: line.total_output_tokens,
                output_throughput: line.output_throughput,
                max_concurrency: line.max_concurrency,
                median_ttft_ms: line.median_ttft_ms,
                median_tpot_ms: line.median_tpot_ms,
                workload_extra: Some(extra.into_iter().flatten().collect::<Vec<_>>().join(", "))
                    .filter(|w| !w.is_empty()),
            };
            let at = format!("{base}:{n}");
            runs.push(vllm::run(file, &loc, &at, &value, &bench, &settings, ctx)?);
        }
        let mut ds = vllm::dataset(file, settings, runs);
        if !other.is_empty() {
            let list: Vec<String> = other.iter().map(usize::to_string).collect();
            ds.skipped
                .push(("lines not a benchmark result".into(), other.len()));
            ds.warnings.push(format!(
                "{}: {} line{} not a benchmark result (no `output_throughput` or `completed`), \
                 skipped: line {}",
                file,
                other.len(),
                if other.len() == 1 { " is" } else { "s are" },
                list.join(", ")
            ));
        }
        Ok(ds)
    }
}

/// Whether a line's value is a benchmark result (the rest are lines of other shapes).
fn is_result(v: &Value) -> bool {
    v.get("output_throughput").is_some() && v.get("completed").is_some()
}

/// The request rate as the workload says it: `request rate 4/s`, or `request rate inf (max
/// load)` for all requests at once; None for anything else.
fn request_rate(v: &Value) -> Option<String> {
    match v {
        Value::Number(n) => Some(format!("request rate {n}/s")),
        Value::String(s) if s == "Infinity" || s == "inf" => {
            Some("request rate inf (max load)".into())
        }
        _ => None,
    }
}

/// A line read as JSON, with the bare `Infinity`, `-Infinity` and `NaN` that Python's json
/// writes read as strings; None when it is not JSON even so.
fn lenient(line: &str) -> Option<Value> {
    serde_json::from_str(&quote_non_finite(line)).ok()
}

/// `line` with `Infinity`, `-Infinity` and `NaN` outside strings quoted.
fn quote_non_finite(line: &str) -> Cow<'_, str> {
    if !line.contains("Infinity") && !line.contains("NaN") {
        return Cow::Borrowed(line);
    }
    let mut out = String::with_capacity(line.len() + 8);
    let (mut in_string, mut escaped) = (false, false);
    let mut rest = line;
    while let Some(c) = rest.chars().next() {
        if in_string {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => {}
            }
        } else if c == '"' {
            in_string = true;
        } else if let Some(token) = ["-Infinity", "Infinity", "NaN"]
            .into_iter()
            .find(|t| rest.starts_with(t))
        {
            out.push('"');
            out.push_str(token);
            out.push('"');
            rest = &rest[token.len()..];
            continue;
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn non_finite_numbers_are_quoted_outside_strings_only() {
        assert_eq!(
            quote_non_finite(r#"{"request_rate": Infinity, "x": -Infinity, "y": NaN}"#),
            r#"{"request_rate": "Infinity", "x": "-Infinity", "y": "NaN"}"#
        );
        let s = r#"{"tag": "Infinity \" NaN", "r": 1.0}"#;
        assert_eq!(quote_non_finite(s), s);
        assert_eq!(
            lenient(r#"{"request_rate": Infinity}"#).unwrap()["request_rate"],
            "Infinity"
        );
        assert!(lenient("not json").is_none());
    }

    #[test]
    fn request_rates() {
        assert_eq!(
            request_rate(&serde_json::json!(4.0)).as_deref(),
            Some("request rate 4.0/s")
        );
        assert_eq!(
            request_rate(&serde_json::json!("Infinity")).as_deref(),
            Some("request rate inf (max load)")
        );
        assert_eq!(request_rate(&serde_json::json!("trace")), None);
    }
}
