//! How a run's tokens/s per GPU came from what its source published, said in words and with
//! the numbers: taken as published, a total divided by the GPUs, or InferenceX's disaggregated
//! formula.

use super::numbers::num;
use crate::import::inferencex::disagg::decode_share;
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
    let (how, arithmetic) = output_share(fig, per_gpu, how, arithmetic);
    json!({ "published_as": fig.get("published_as"), "how": how, "arithmetic": arithmetic })
}

/// A figure of input + output tokens (caveat i+o) is priced on its output share, as run_speeds
/// converts it: said after how the figure came, with its numbers.
fn output_share(
    fig: &Map<String, Json>,
    per_gpu: Option<f64>,
    how: String,
    arithmetic: Option<String>,
) -> (String, Option<String>) {
    let counted = fig.get("tokens_counted").and_then(Json::as_str);
    let (Some("input+output"), Some(per_gpu)) = (counted, per_gpu) else {
        return (how, arithmetic);
    };
    let f = |k: &str| fig.get(k).and_then(Json::as_f64);
    let (line, said) = match (f("input_tokens"), f("output_tokens")) {
        (Some(i), Some(o)) if i + o > 0.0 => (
            Some(format!(
                "output share = {} × {} / ({} + {}) = {} output tokens/s per GPU",
                num(per_gpu),
                num(o),
                num(i),
                num(o),
                num(per_gpu * o / (i + o))
            )),
            "The figure counts input + output tokens: gpudb prices its output share, \
             total × output_tokens / (input_tokens + output_tokens), as InferenceX converts \
             its own (docs/ranges.md).",
        ),
        _ => (
            None,
            "The figure counts input + output tokens, and the run publishes no input and \
             output lengths to take the output share by: no cost is given for it.",
        ),
    };
    let arithmetic = match (arithmetic, line) {
        (Some(a), Some(l)) => Some(format!("{a}\n{l}")),
        (a, l) => a.or(l),
    };
    (format!("{how} {said}"), arithmetic)
}

/// A disaggregated InferenceX row: output tokens/s per GPU rented (src/import/inferencex/disagg.rs).
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
        // The importer's own rule, so the result shown is the stored figure to the last digit;
        // metrics that fix no split have no such arithmetic to show.
        (Some(o), Some(i), Some(t)) => match decode_share(Some(o), Some(i), Some(t), (0, 1)) {
            Ok(share) if share.from_metrics => Some(format!(
                "o × (i − t) / (i − o) = {} × ({} − {}) / ({} − {}) = {}",
                num(o),
                num(i),
                num(t),
                num(i),
                num(o),
                num(share.output_per_gpu_rented(o))
            )),
            _ => None,
        },
        _ => None,
    };
    (how, arithmetic)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fig(v: Json) -> Map<String, Json> {
        v.as_object().unwrap().clone()
    }

    #[test]
    fn a_total_is_divided_by_the_gpus() {
        let d = derivation(
            &fig(json!({ "gpu_count": 16, "published_as": "total",
                         "tokens_per_sec_total": 8000.0, "tokens_per_sec_per_gpu": 500.0 })),
            &Json::Null,
        );
        assert_eq!(
            d["how"],
            "Published as a total over 16 GPUs; gpudb divides it by the GPUs."
        );
        assert_eq!(
            d["arithmetic"],
            "tokens_per_sec_total / gpu_count = 8000 / 16 = 500"
        );
    }

    #[test]
    fn a_disaggregated_row_gives_the_decode_share_from_its_metrics() {
        let raw = json!({ "metrics": { "output_tput_per_gpu": 10.0, "input_tput_per_gpu": 40.0,
                                       "tput_per_gpu": 25.0 } });
        let d = derivation(
            &fig(
                json!({ "gpu_count": 3, "disaggregated": 1, "prefill_gpu_count": 1,
                         "decode_gpu_count": 2, "tokens_per_sec_per_gpu": 5.0 }),
            ),
            &raw,
        );
        assert!(
            d["how"]
                .as_str()
                .unwrap()
                .starts_with("Disaggregated serving on 1 prefill + 2 decode GPUs (3 rented)."),
            "{d}"
        );
        assert_eq!(
            d["arithmetic"],
            "o × (i − t) / (i − o) = 10 × (40 − 25) / (40 − 10) = 5"
        );
    }

    #[test]
    fn a_figure_of_input_and_output_tokens_shows_its_output_share() {
        let d = derivation(
            &fig(
                json!({ "published_as": "per_gpu", "tokens_per_sec_per_gpu": 1591.0,
                         "tokens_counted": "input+output", "input_tokens": 8192,
                         "output_tokens": 1024 }),
            ),
            &Json::Null,
        );
        assert_eq!(
            d["arithmetic"],
            "output share = 1591 × 1024 / (8192 + 1024) = 176.77777777777777 output tokens/s per GPU"
        );
        assert!(d["how"]
            .as_str()
            .unwrap()
            .contains("prices its output share"));
    }

    #[test]
    fn no_figure_says_so_and_per_gpu_is_taken_as_it_is() {
        let none = derivation(&fig(json!({ "gpu_count": 1 })), &Json::Null);
        assert!(
            none["how"].as_str().unwrap().contains("no figure"),
            "{none}"
        );
        assert_eq!(none["arithmetic"], Json::Null);
        let as_is = derivation(
            &fig(json!({ "gpu_count": 8, "published_as": "per_gpu",
                         "tokens_per_sec_per_gpu": 1.5 })),
            &Json::Null,
        );
        assert_eq!(
            as_is["how"],
            "Published per GPU by the source: gpudb takes it as it is."
        );
    }
}
