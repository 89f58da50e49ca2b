//! How a run's tokens/s per GPU came from what its source published, said in words and with
//! the numbers: taken as published, a total divided by the GPUs, or InferenceX's disaggregated
//! formula.

use super::numbers::num;
use serde_json::{json, Map, Value as Json};

/// How tokens/s per GPU came from what the source published, with the numbers.
pub fn derivation(fig: &Map<String, Json>, raw: &Json) -> Json {
    let f = |k: &str| fig.get(k).and_then(Json::as_f64);
    let int = |k: &str| fig.get(k).and_then(Json::as_i64);
    let gpus = int("gpu_count").unwrap_or(0);
    let per_gpu = f("tokens_per_sec_per_gpu");
    let (how, arithmetic) = if per_gpu.is_none() {
        (
            "The source published no figure for this record: it is kept with no throughput and \
             cannot be priced (gpudb query gaps lists such records)."
                .to_string(),
            None,
        )
    } else if int("disaggregated") == Some(1) {
        disaggregated(fig, raw)
    } else if fig.get("published_as").and_then(Json::as_str) == Some("total") {
        let total = f("tokens_per_sec_total").unwrap_or(f64::NAN);
        (
            format!(
                "Published as a total over {gpus} GPU{}; gpudb divides it by the GPUs.",
                if gpus == 1 { "" } else { "s" }
            ),
            Some(format!(
                "tokens_per_sec_total / gpu_count = {} / {gpus} = {}",
                num(total),
                num(total / gpus as f64)
            )),
        )
    } else {
        (
            "Published per GPU by the source: gpudb takes it as it is.".to_string(),
            None,
        )
    };
    json!({ "published_as": fig.get("published_as"), "how": how, "arithmetic": arithmetic })
}

/// A disaggregated InferenceX row: output tokens/s per GPU rented (src/import/inferencex.rs).
fn disaggregated(fig: &Map<String, Json>, raw: &Json) -> (String, Option<String>) {
    let int = |k: &str| fig.get(k).and_then(Json::as_i64);
    let metric = |k: &str| raw.pointer(&format!("/metrics/{k}")).and_then(Json::as_f64);
    let gpus = match (int("prefill_gpu_count"), int("decode_gpu_count")) {
        (Some(p), Some(d)) => format!("{p} prefill + {d} decode GPUs ({} rented)", p + d),
        _ => format!(
            "{} GPUs (the prefill/decode split is not known: see notes)",
            int("gpu_count").unwrap_or(0)
        ),
    };
    let how = format!(
        "Disaggregated serving on {gpus}. The figure is output tokens/s per GPU rented: the \
         source divides output by the decode GPUs only, so gpudb takes the decode share from its \
         output (o), input (i) and total (t) tokens/s per GPU: o × (i − t) / (i − o)."
    );
    let arithmetic = match (
        metric("output_tput_per_gpu"),
        metric("input_tput_per_gpu"),
        metric("tput_per_gpu"),
    ) {
        (Some(o), Some(i), Some(t)) => Some(format!(
            "o × (i − t) / (i − o) = {} × ({} − {}) / ({} − {}) = {}",
            num(o),
            num(i),
            num(t),
            num(i),
            num(o),
            num(o * (i - t) / (i - o))
        )),
        _ => None,
    };
    (how, arithmetic)
}
