//! An InferenceX row as the API publishes it, and what identifies and describes it: the record
//! key of a configuration measured in one CI run, and the configuration in a few words.

use super::disagg::Gpus;
use serde::Deserialize;

#[derive(Deserialize)]
pub(super) struct Row {
    pub hardware: String,
    pub framework: Option<String>,
    pub model: String,
    pub precision: Option<String>,
    pub spec_method: Option<String>,
    #[serde(default)]
    pub disagg: bool,
    pub is_multinode: Option<bool>,
    pub prefill_tp: Option<i64>,
    pub prefill_ep: Option<i64>,
    pub prefill_dp_attention: Option<bool>,
    pub prefill_num_workers: Option<i64>,
    pub decode_tp: Option<i64>,
    pub decode_ep: Option<i64>,
    pub decode_dp_attention: Option<bool>,
    pub decode_num_workers: Option<i64>,
    pub num_prefill_gpu: Option<i64>,
    pub num_decode_gpu: Option<i64>,
    // Required but nullable: agentic rows publish null sequence lengths.
    #[serde(deserialize_with = "Option::deserialize")]
    pub isl: Option<i64>,
    #[serde(deserialize_with = "Option::deserialize")]
    pub osl: Option<i64>,
    pub conc: i64,
    /// `single_turn`, or a replay of agentic / multi-turn traffic (newer exports; absent in
    /// older ones, which are single-turn or agentic by their null sequence lengths).
    pub benchmark_type: Option<String>,
    pub image: Option<String>,
    pub metrics: Metrics,
    pub date: String,
    pub run_url: Option<String>,
}

#[derive(Deserialize)]
pub(super) struct Metrics {
    pub output_tput_per_gpu: Option<f64>,
    pub input_tput_per_gpu: Option<f64>,
    pub tput_per_gpu: Option<f64>,
    pub median_intvty: Option<f64>,
    pub median_ttft: Option<f64>,
    pub avg_power_w: Option<f64>,
    pub joules_per_output_token: Option<f64>,
    // The power fields of newer exports (InferenceX power schema 2): see `power.rs`.
    pub power_valid: Option<f64>,
    pub power_metric_schema_version: Option<f64>,
    pub joules_per_input_token: Option<f64>,
    pub joules_per_total_token: Option<f64>,
    pub prefill_joules_per_input_token: Option<f64>,
    pub decode_joules_per_output_token: Option<f64>,
    pub prefill_avg_power_w: Option<f64>,
    pub decode_avg_power_w: Option<f64>,
    pub p75_power_w: Option<f64>,
    pub p90_power_w: Option<f64>,
}

/// The record key: SHA-256 (first 16 hex digits) of the fields that say what was measured, how,
/// and in which CI run, as a JSON array (see the module doc).
pub(super) fn record_key(r: &Row) -> String {
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
    // A replay of other traffic than single turns is another measurement of the same
    // configuration: its type joins the key. Rows that do not say (older exports) or say
    // single_turn keep the key they always had.
    let fields = match multi_turn(r) {
        Some(kind) => {
            let mut all = fields.as_array().cloned().unwrap_or_default();
            all.push(kind.into());
            serde_json::Value::Array(all)
        }
        None => fields,
    };
    crate::import::keys::short_hash(&fields)
}

/// The row's `benchmark_type` where it is not `single_turn` (agentic or multi-turn traffic).
pub(super) fn multi_turn(r: &Row) -> Option<&str> {
    r.benchmark_type
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty() && *t != "single_turn")
}

/// A row's record path: its place in the file (`[i]`) and its key's first 8 digits (exports of
/// other models or days, parts of the same dataset, have their own `[0]`, `[1]` …).
pub(super) fn record_path(place: &str, key: &str) -> String {
    format!("{place}@{}", key_prefix(key))
}

/// Whether row `i`, keyed `key` (with any `#n` suffix), is at `path`, as [`record_path`]
/// writes it: asked without formatting the path.
pub(super) fn is_at(i: usize, key: &str, path: &str) -> bool {
    let base = key.split('#').next().unwrap_or(key);
    path.split_once('@').is_some_and(|(place, prefix)| {
        prefix == key_prefix(base) && crate::import::keys::index_in("", place) == Some(i)
    })
}

fn key_prefix(key: &str) -> &str {
    key.get(..8).unwrap_or(key)
}

/// The configuration in a few words: `4x mi355x, TP4` or `gb200 disaggregated: 4 prefill (TP36)
/// + 32 decode (TP36)`.
pub(super) fn gpu_config(hardware: &str, r: &Row, gpus: &Gpus) -> String {
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

#[cfg(test)]
mod tests {
    use super::{is_at, record_path};

    #[test]
    fn a_row_is_at_the_path_its_place_and_key_make() {
        let key = "0123456789abcdef";
        assert_eq!(record_path("[12]", key), "[12]@01234567");
        assert!(is_at(12, key, "[12]@01234567"));
        assert!(
            is_at(12, "0123456789abcdef#2", "[12]@01234567"),
            "a twin's suffix"
        );
        assert!(!is_at(11, key, "[12]@01234567"), "another place");
        assert!(
            !is_at(12, "fedcba9876543210", "[12]@01234567"),
            "another key"
        );
        assert!(!is_at(12, key, "[012]@01234567"), "not as gpudb writes it");
        assert!(!is_at(12, key, "[12]"));
    }
}
