//! Normalization of the free-text fields of published LLM-inference benchmark
//! records (precision, framework, workload, token counts; dates from [`crate::dates`]).
//!
//! Everything here is pure: text in, normalized values out. The rules are
//! deliberately conservative: a figure that is qualified (approximate, a range,
//! a lower bound) is left out rather than guessed.

use regex::Regex;
use std::collections::HashMap;
use std::sync::LazyLock;

/// The dates live in their own leaf, shared with `db` and `rates`; re-exported for the importers.
pub use crate::dates::{instant, iso_date};

/// A number-like token as it appears in the text. It may start with a guard
/// character (`~`, `<`, `>`, `-`) and contain range dashes; capturing those
/// lets [`token_count`] reject qualified figures instead of silently taking
/// the digits after them. It ends in a digit or `k`, so trailing punctuation
/// ("64,") is not part of it.
const TOK: &str = r"[~<>-]?\d(?:[\d,.kK-]*[\dkK])?";

fn re(pattern: &str) -> Regex {
    Regex::new(&pattern.replace("TOK", TOK)).expect("static regex is valid")
}

static COUNT_RE: LazyLock<Regex> = LazyLock::new(|| re(r"^(\d{1,3}(?:,\d{3})+|\d+)([kK])?$"));
static RATE_RE: LazyLock<Regex> = LazyLock::new(|| re(r"^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$"));
static IN_OUT_RE: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)(TOK)\s*in(?:put)?\s*/\s*(TOK)\s*out(?:put)?\b"));
// The per-card dataset's compact `sequence` field: "1K/1K", "8K/1K in/out".
static COMPACT_RE: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)^\s*(TOK)\s*/\s*(TOK)(?:\s*in\s*/\s*out)?(?:$|[\s,;(])"));
static ISL_RE: LazyLock<Regex> = LazyLock::new(|| re(r"(?i)\bISL\s*[:=]?\s*(TOK)"));
static OSL_RE: LazyLock<Regex> = LazyLock::new(|| re(r"(?i)\bOSL\s*[:=]?\s*(TOK)"));
static PROMPT_RE: LazyLock<Regex> = LazyLock::new(|| re(r"(?i)(TOK)[-\s]tokens?\s+prompts?\b"));
static CONCURRENCY_RE: LazyLock<Regex> = LazyLock::new(|| {
    re(r"(?i)\b(?:batch(?:[\s_-]*size)?|bs|concurrency)\s*[:=]?\s*(TOK)|(TOK)\s*concurrent\b")
});
// Only "at N tok/s/user" is a constraint; ">250 tok/s/user" is a result.
static INTERACTIVITY_RE: LazyLock<Regex> =
    LazyLock::new(|| re(r"(?i)\bat\s+(TOK)\s*tok(?:en)?s?\s*/\s*s(?:ec)?\s*(?:/|per\s+)\s*user"));
static VERSION_RE: LazyLock<Regex> = LazyLock::new(|| {
    re(r"^[vV]?(\d+(?:\.\d+)+(?:[.-]?[a-zA-Z]+\d*)?(?:\+[0-9A-Za-z.]+)?)$|^[vV](\d+)$")
});

/// True when the source explicitly said it did not know.
fn is_unspecified(text: &str) -> bool {
    let lower = text.trim_start().to_lowercase();
    lower.starts_with("unspecified") || lower.starts_with("unknown")
}

/// Text before the first parenthesis, trimmed.
fn head(text: &str) -> &str {
    text.split('(').next().unwrap_or("").trim()
}

/// Normalized precision, e.g. "FP4", "FP8", "BF16", "FP16", "INT4", "INT8"; None when the source
/// left it unspecified.
pub fn precision(published: &str) -> Option<String> {
    let text = published.trim();
    if text.is_empty() || is_unspecified(text) {
        return None;
    }
    let known = head(text)
        .split(|c: char| !c.is_ascii_alphanumeric())
        .find_map(|tok| match tok.to_ascii_uppercase().as_str() {
            "FP4" | "NVFP4" | "MXFP4" => Some("FP4"),
            "FP8" => Some("FP8"),
            "BF16" | "BFLOAT16" => Some("BF16"),
            "FP16" | "FLOAT16" => Some("FP16"),
            "FP32" | "FLOAT32" => Some("FP32"),
            "INT4" => Some("INT4"),
            "INT8" => Some("INT8"),
            _ => None,
        });
    // An unknown scheme (W4A16, AWQ, ...) is kept as published.
    Some(known.map_or_else(|| text.to_uppercase(), str::to_string))
}

/// Canonical spelling of a well-known framework word; others unchanged.
fn canonical_word(word: &str) -> &str {
    match word.to_ascii_lowercase().as_str() {
        "vllm" => "vLLM",
        "sglang" => "SGLang",
        "tensorrt-llm" | "trt-llm" | "trtllm" | "tensorrt_llm" => "TensorRT-LLM",
        _ => word,
    }
}

/// (normalized framework name, version) from the framework text as published.
pub fn framework(published: &str) -> (Option<String>, Option<String>) {
    let text = published.trim();
    if text.is_empty() || is_unspecified(text) {
        return (None, None);
    }
    let head = head(text);
    let paren = text
        .split_once('(')
        .map(|(_, rest)| rest.split(')').next().unwrap_or(""))
        .unwrap_or("");
    // "vLLM / TensorRT-LLM (InferenceMAX harness)": the harness ran the
    // benchmark, so it is the framework of record.
    if !head.to_lowercase().contains("harness") {
        if let Some(harness) = paren
            .split([',', ';'])
            .map(str::trim)
            .find(|part| part.to_lowercase().contains("harness"))
        {
            return (Some(harness.to_string()), None);
        }
    }
    // Versions are only looked for before the parenthesis: "(MLPerf Inference
    // v4.1)" is not the framework's version.
    let mut version = None;
    let mut words = Vec::new();
    for word in head.split_whitespace() {
        let bare = word.trim_end_matches([',', ';', ':']);
        if version.is_none() {
            if let Some(caps) = VERSION_RE.captures(bare) {
                version = caps.get(1).or(caps.get(2)).map(|m| m.as_str().to_string());
                continue;
            }
        }
        // Keep trailing punctuation ("TRT-LLM,") while canonicalizing the name.
        words.push(format!("{}{}", canonical_word(bare), &word[bare.len()..]));
    }
    let name = words.join(" ");
    let name = name.trim_end_matches([',', ';', ':', '-', '/']).trim();
    ((!name.is_empty()).then(|| name.to_string()), version)
}

/// Normalization results per distinct published text. A file of a million runs repeats a
/// handful of framework, workload, precision and date strings: each is normalized once.
#[derive(Debug, Default)]
pub struct Cache {
    frameworks: HashMap<String, (Option<String>, Option<String>)>,
    workloads: HashMap<String, Workload>,
    precisions: HashMap<String, Option<String>>,
    dates: HashMap<String, Option<String>>,
}

/// `f(text)`, computed once per distinct `text`.
fn cached<'m, T>(map: &'m mut HashMap<String, T>, text: &str, f: fn(&str) -> T) -> &'m T {
    if !map.contains_key(text) {
        map.insert(text.to_string(), f(text));
    }
    &map[text]
}

impl Cache {
    /// [`framework`], cached.
    pub fn framework(&mut self, published: &str) -> &(Option<String>, Option<String>) {
        cached(&mut self.frameworks, published, framework)
    }
    /// [`workload`], cached.
    pub fn workload(&mut self, published: &str) -> &Workload {
        cached(&mut self.workloads, published, workload)
    }
    /// [`precision`], cached.
    pub fn precision(&mut self, published: &str) -> &Option<String> {
        cached(&mut self.precisions, published, precision)
    }
    /// [`iso_date`], cached.
    pub fn iso_date(&mut self, published: &str) -> &Option<String> {
        cached(&mut self.dates, published, iso_date)
    }
}

/// Workload parameters parsed from a free-text description.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Workload {
    /// Input (prompt) tokens per request.
    pub input_tokens: Option<i64>,
    /// Output (generated) tokens per request.
    pub output_tokens: Option<i64>,
    /// Concurrent requests (or batch size).
    pub concurrency: Option<i64>,
    /// per-user interactivity constraint, output tok/s per user
    pub interactivity_tokens_per_sec_per_user: Option<f64>,
}

/// The token captured by the first match of `re`, if any. Only the first
/// match counts: if it is qualified, later ones are no safer to take.
fn first<'t>(re: &Regex, text: &'t str) -> Option<&'t str> {
    re.captures(text).and_then(|c| c.get(1)).map(|m| m.as_str())
}

/// Parse a workload description as published.
pub fn workload(published: &str) -> Workload {
    let text = published.trim();
    let pair = IN_OUT_RE
        .captures(text)
        .or_else(|| COMPACT_RE.captures(text));
    let (mut input, mut output) =
        pair.map_or((None, None), |c| (token_count(&c[1]), token_count(&c[2])));
    if input.is_none() {
        input = first(&ISL_RE, text)
            .or_else(|| first(&PROMPT_RE, text))
            .and_then(token_count);
    }
    if output.is_none() {
        output = first(&OSL_RE, text).and_then(token_count);
    }
    let concurrency = CONCURRENCY_RE.captures(text).and_then(|c| {
        let m = c.get(1).or(c.get(2))?;
        token_count(m.as_str())
    });
    let interactivity = first(&INTERACTIVITY_RE, text)
        .filter(|t| RATE_RE.is_match(t))
        .and_then(|t| t.replace(',', "").parse::<f64>().ok());
    Workload {
        input_tokens: input,
        output_tokens: output,
        concurrency,
        interactivity_tokens_per_sec_per_user: interactivity,
    }
}

/// Parse a token count like "128", "1,024", "1K", "8k", "2K" (K = 1024, the convention of the
/// NVIDIA / InferenceMAX ISL/OSL configs). None if not a plain count.
pub fn token_count(s: &str) -> Option<i64> {
    let caps = COUNT_RE.captures(s.trim())?;
    let n: i64 = caps[1].replace(',', "").parse().ok()?;
    match caps.get(2) {
        Some(_) => n.checked_mul(1024),
        None => Some(n),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `cases! { f: input => expected, ... }` asserts `f(input) == expected` for each row.
    macro_rules! cases {
        ($f:ident: $($input:expr => $want:expr),+ $(,)?) => {
            $( assert_eq!($f($input), $want, "{}({:?})", stringify!($f), $input); )+
        };
    }

    fn s(v: &str) -> Option<String> {
        Some(v.to_string())
    }

    /// Expected framework result; "" stands for None.
    fn fw(name: &str, version: &str) -> (Option<String>, Option<String>) {
        let opt = |v: &str| (!v.is_empty()).then(|| v.to_string());
        (opt(name), opt(version))
    }

    const NONE: Workload = wl(None, None, None, None);

    /// Expected workload: input, output, concurrency, interactivity.
    const fn wl(i: Option<i64>, o: Option<i64>, c: Option<i64>, r: Option<f64>) -> Workload {
        Workload {
            input_tokens: i,
            output_tokens: o,
            concurrency: c,
            interactivity_tokens_per_sec_per_user: r,
        }
    }

    #[test]
    fn cache_gives_what_the_functions_give() {
        let mut cache = Cache::default();
        for text in ["vLLM v0.6.2 (ROCm)", "TRT-LLM", "vLLM v0.6.2 (ROCm)", ""] {
            assert_eq!(cache.framework(text), &framework(text));
            assert_eq!(cache.precision(text), &precision(text));
        }
        for text in [
            "ISL=1k, OSL=8k, concurrency 64",
            "8K/1K",
            "ISL=1k, OSL=8k, concurrency 64",
        ] {
            assert_eq!(cache.workload(text), &workload(text));
        }
        for text in ["2025-10-09", "2025", "2025-10-09"] {
            assert_eq!(cache.iso_date(text), &iso_date(text));
        }
        assert_eq!(cache.frameworks.len(), 3, "one entry per distinct text");
    }

    #[test]
    fn precisions() {
        cases! { precision:
            "FP8" => s("FP8"), "FP4 (NVFP4)" => s("FP4"), "NVFP4" => s("FP4"), "FP4" => s("FP4"),
            "BF16" => s("BF16"), "FP16" => s("FP16"), "INT4" => s("INT4"), "INT8" => s("INT8"),
            "FP32" => s("FP32"), "FP8 (native)" => s("FP8"), "fp8" => s("FP8"), "MXFP4" => s("FP4"),
            "unspecified (FP16 assumed)" => None, "Unknown" => None, "" => None,
            // An unknown scheme is kept as published, uppercased.
            "W4A16" => s("W4A16"), " awq " => s("AWQ"),
        }
    }

    #[test]
    fn framework_names_and_versions() {
        cases! { framework:
            "TensorRT-LLM v0.21" => fw("TensorRT-LLM", "0.21"),
            "TensorRT-LLM" => fw("TensorRT-LLM", ""), "TRT-LLM" => fw("TensorRT-LLM", ""),
            "TensorRT-LLM v0.17 (early Blackwell stack)" => fw("TensorRT-LLM", "0.17"),
            "vLLM" => fw("vLLM", ""), "vLLM v0.6.2 (ROCm)" => fw("vLLM", "0.6.2"),
            "vLLM (ROCm, early 2025)" => fw("vLLM", ""),
            "vLLM v0.11 (Wide-EP, DBO, EPLB, P/D disaggregation)" => fw("vLLM", "0.11"),
            "SGLang" => fw("SGLang", ""), "SGLang v0.5.3" => fw("SGLang", "0.5.3"),
            "NVIDIA NIM (TensorRT-LLM)" => fw("NVIDIA NIM", ""),
            "Moreh MoAI (expert parallelism; SGLang-compatible serving)" => fw("Moreh MoAI", ""),
            "TGI v3 (Hugging Face)" => fw("TGI", "3"), "vLLM 0.8.5rc1" => fw("vLLM", "0.8.5rc1"),
            "  llama.cpp 0.3.1  " => fw("llama.cpp", "0.3.1"),
            // A local version label (PEP 440) is part of the version.
            "vLLM 0.4.3+rocm614" => fw("vLLM", "0.4.3+rocm614"),
            "vLLM 0.6.5.dev964+mlperf50" => fw("vLLM", "0.6.5.dev964+mlperf50"),
            // A version inside the parenthesis is not the framework's.
            "TensorRT-LLM (MLPerf Inference v4.1 offline)" => fw("TensorRT-LLM", ""),
            "TensorRT-LLM (MLPerf Inference v4.1 offline, preview)" => fw("TensorRT-LLM", ""),
        }
    }

    #[test]
    fn framework_harness_and_unspecified() {
        cases! { framework:
            "vLLM / TensorRT-LLM (InferenceMAX harness)" => fw("InferenceMAX harness", ""),
            "InferenceX harness (TRT-LLM/vLLM/SGLang best-of)" => fw("InferenceX harness", ""),
            "unspecified (vLLM implied)" => fw("", ""), "" => fw("", ""),
        }
    }

    #[test]
    fn framework_canonical_spellings() {
        cases! { framework:
            "Dynamo SGLang" => fw("Dynamo SGLang", ""),
            "Dynamo TRT-LLM" => fw("Dynamo TensorRT-LLM", ""),
            "Dynamo vLLM" => fw("Dynamo vLLM", ""), "vllm, trtllm" => fw("vLLM, TensorRT-LLM", ""),
            "vllm" => fw("vLLM", ""), "sglang" => fw("SGLang", ""),
            "tensorrt-llm" => fw("TensorRT-LLM", ""), "trt-llm" => fw("TensorRT-LLM", ""),
            "trtllm" => fw("TensorRT-LLM", ""),
        }
    }

    #[test]
    fn workload_in_out_and_concurrency() {
        cases! { workload:
            "128 in / 128 out, infinite request rate (max load)" =>
                wl(Some(128), Some(128), None, None),
            "128 in / 2048 out, infinite request rate (max load)" =>
                wl(Some(128), Some(2048), None, None),
            "1k in / 4k out reasoning-like workload; per-GPU plateau" =>
                wl(Some(1024), Some(4096), None, None),
            "200 in / 200 out, 500 concurrent users" => wl(Some(200), Some(200), Some(500), None),
            // "~50" is approximate, so it is not taken.
            "200 in / 200 out, saturated at ~50 concurrent users" =>
                wl(Some(200), Some(200), None, None),
            // "15k prompts" names a dataset; it is not an input length.
            "100 concurrent users, databricks-dolly-15k prompts (BentoCloud gpu.a100.1x80)" =>
                wl(None, None, Some(100), None),
            "batch size 8; batch 1 = 43.8 tok/s (single-stream)" => wl(None, None, Some(8), None),
            "100 in / 600 out, 300 requests, offline batch; online serving 2,699.72 tok/s" =>
                wl(Some(100), Some(600), None, None),
            "2K-token prompts, high concurrency; 20,448 tok/s at 128-token prompts; 16,097 at 4K; \
             16,092 at 32K; vLLM v0.11 baseline 17,691 at 2K" => wl(Some(2048), None, None, None),
            // Ranges are not figures.
            "3,200 in / 800-6,400 out sweep, concurrency 4-128; best online result" =>
                wl(Some(3200), None, None, None),
            "ISL=1k, OSL=8k, concurrency 64" => wl(Some(1024), Some(8192), Some(64), None),
            "2,048 input / 128 output, bs=16" => wl(Some(2048), Some(128), Some(16), None),
        }
    }

    #[test]
    fn workload_compact_sequence() {
        cases! { workload:
            "1K/1K" => wl(Some(1024), Some(1024), None, None),
            "8K/1K" => wl(Some(8192), Some(1024), None, None),
            "1K/1K in/out" => wl(Some(1024), Some(1024), None, None),
        }
    }

    #[test]
    fn workload_interactivity() {
        cases! { workload:
            "at 50 tok/s/user interactivity constraint (InferenceMAX)" =>
                wl(None, None, None, Some(50.0)),
            // ">250 tok/s/user" is a result, not an "at N" constraint.
            "1,024 in / 2,048 out; also >250 tok/s/user single-user mode" =>
                wl(Some(1024), Some(2048), None, None),
            "8K in / 1K out, at 50 tok/s/user interactivity constraint; 1,461 at 89 tok/s/user; \
             1,051 at 128" => wl(Some(8192), Some(1024), None, Some(50.0)),
            "at 12.5 tokens/sec per user" => wl(None, None, None, Some(12.5)),
            "at ~20 tok/s/user" => NONE,
        }
    }

    #[test]
    fn workload_without_figures() {
        cases! { workload:
            "ShareGPT, QPS sweep to saturation" => NONE,
            "MLPerf Llama2-70B offline scenario; server scenario 32,790 tok/s" => NONE,
            "sustained decode throughput per GPU, production-like multi-node deployment" => NONE,
            "decode throughput at highest concurrency tested" => NONE,
            "" => NONE,
        }
    }

    #[test]
    fn token_counts() {
        cases! { token_count:
            "128" => Some(128), "1,024" => Some(1024), "1K" => Some(1024), "8k" => Some(8192),
            "2K" => Some(2048), "abc" => None, "1.5K" => None, "" => None, "~50" => None,
            "800-6,400" => None, "10,24" => None, "99999999999999999999" => None,
        }
    }
}
