//! The fields of an MLPerf summary row and what gpudb reads from them: the round and result id,
//! the accuracy target in the model name, the accelerator product and how many GPUs ran the
//! figure, and the serving framework in `Software`.

pub(super) use super::names::Names;
use super::skip::Skip;
use crate::error::Result;
use crate::import::check::whole_count;
use serde::{Deserialize, Deserializer};
use serde_json::Value;

/// What every row says first, to be counted or skipped: absent or null values are skipped rows,
/// not errors (see the module's doc).
#[derive(Deserialize)]
pub(super) struct Head {
    #[serde(rename = "ID")]
    pub id: Option<String>,
    #[serde(rename = "Performance_Units")]
    pub units: Option<String>,
    pub version: Option<String>,
}

/// A `Tokens/s` row: the fields gpudb keeps. Every field may be absent or null: a value gpudb
/// needs that is missing skips the row ([`Skip::Missing`]); a value of the wrong type is an error.
#[derive(Deserialize)]
pub(super) struct Row {
    #[serde(rename = "Submitter")]
    pub submitter: Option<String>,
    #[serde(rename = "Availability")]
    pub availability: Option<String>,
    #[serde(rename = "Category")]
    pub category: Option<String>,
    #[serde(rename = "System")]
    pub system: Option<String>,
    #[serde(rename = "Platform")]
    pub platform: Option<String>,
    #[serde(rename = "Model")]
    pub model: Option<String>,
    #[serde(rename = "Scenario")]
    pub scenario: Option<String>,
    #[serde(rename = "Nodes", default, deserialize_with = "count")]
    pub nodes: Option<f64>,
    #[serde(rename = "Accelerator")]
    pub accelerator: Option<String>,
    #[serde(rename = "a#", default, deserialize_with = "count")]
    pub per_node: Option<f64>,
    #[serde(rename = "Total Accelerators", default, deserialize_with = "count")]
    pub total: Option<f64>,
    #[serde(rename = "Software")]
    pub software: Option<String>,
    #[serde(rename = "Notes")]
    pub notes: Option<String>,
    pub weight_data_types: Option<String>,
    #[serde(rename = "Details")]
    pub details: Option<String>,
    #[serde(rename = "Performance_Result")]
    pub result: Option<f64>,
    /// MLPerf's `Accuracy` as published (`ROUGE1: 44.56  ROUGE2: 22.16 …`, `exact_match: 83.7`).
    #[serde(rename = "Accuracy")]
    pub accuracy: Option<String>,
    /// The system's measured power, on power submissions (`has_power`, v4.1 and v5.1), in
    /// `Power_Units` (`Watts` on Tokens/s rows): the whole system at the wall.
    #[serde(rename = "Power_Result")]
    pub power: Option<f64>,
    #[serde(rename = "Power_Units")]
    pub power_units: Option<String>,
    /// MLPerf's `inferred`: 1 when the result was inferred from another, not measured (v6.0 has
    /// 57 such Tokens/s rows); None where the row does not say.
    #[serde(default, deserialize_with = "flag")]
    pub inferred: Option<bool>,
    /// The system's design power as published (v6.1 `design_power_watts`).
    #[serde(skip)]
    pub design_power_w: Option<f64>,
    /// Which round's field names messages about the row use.
    #[serde(skip)]
    pub names: Names,
}

/// A count MLPerf writes as an integer (v5.x), a float (`8.0`, v4.1) or `""` (none): None for
/// blank. Anything else is the wrong type.
pub(super) fn count<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<Option<f64>, D::Error> {
    match Value::deserialize(d)? {
        Value::Number(n) => Ok(n.as_f64()),
        Value::String(s) if s.trim().is_empty() => Ok(None),
        Value::Null => Ok(None),
        other => Err(serde::de::Error::custom(format!(
            "expected a number or \"\", found {other}"
        ))),
    }
}

/// A 0/1 flag (MLPerf `inferred`): None for absent or null; anything else is the wrong type.
pub(super) fn flag<'de, D: Deserializer<'de>>(d: D) -> std::result::Result<Option<bool>, D::Error> {
    match Value::deserialize(d)? {
        Value::Null => Ok(None),
        Value::Bool(b) => Ok(Some(b)),
        Value::Number(n) if n.as_i64() == Some(0) => Ok(Some(false)),
        Value::Number(n) if n.as_i64() == Some(1) => Ok(Some(true)),
        other => Err(serde::de::Error::custom(format!(
            "expected 0 or 1, found {other}"
        ))),
    }
}

/// The published result id without the `v` v4.1 puts before it: `v4.1-0043` → `4.1-0043`, the
/// form MLCommons cites.
pub(super) fn result_id(id: &str) -> &str {
    let id = id.trim();
    id.strip_prefix(['v', 'V'])
        .filter(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
        .unwrap_or(id)
}

/// The round, `v4.1`, from the row's `version` or else its ID's prefix; None when neither says.
pub(super) fn round(version: Option<&str>, id: &str) -> Option<String> {
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
pub(super) fn accuracy_target(model: &str) -> (&str, Option<&str>) {
    for target in ["99.9", "99"] {
        if let Some(base) = model.strip_suffix(target).and_then(|b| b.strip_suffix('-')) {
            return (base, Some(target));
        }
    }
    (model, None)
}

/// The product string without a count MLPerf may append (`… HBM3e (x87)`), and that count.
pub(super) fn product(accelerator: &str) -> (&str, Option<f64>) {
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

/// The serving framework in an MLPerf `Software` string (`TensorRT 10.2.0, CUDA 12.4`): the
/// first part that is not a platform layer (CUDA, ROCm, JetPack …), as published.
pub(super) fn framework(software: &str) -> Option<String> {
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

/// GPUs in the system and, where the row gives a second count that disagrees, that one; or why
/// the row is skipped (no accelerator; an accelerator without its count, or a count without its
/// accelerator: a value missing); errors for counts that are not counts.
///
/// The count the product string names (`… (x87)`) is the one the submission names (its
/// `Platform` says `87xMI355X…` too), so where it disagrees with `a#` × `Nodes` (11 nodes of 8
/// slots: 88) it is the GPU count and a# × Nodes the other. A `Total Accelerators` that
/// disagrees with a# × Nodes and is not the named count leaves no count to trust: skipped.
pub(super) fn gpu_count(
    file: &str,
    loc: &str,
    row: &Row,
) -> Result<std::result::Result<(i64, Option<i64>), Skip>> {
    let (product, listed) = product(row.accelerator.as_deref().unwrap_or_default());
    let n = |field| row.names.of(field);
    match (product.is_empty(), row.per_node) {
        (true, None) | (true, Some(0.0)) => return Ok(Err(Skip::NoAccelerator)),
        (true, Some(_)) => return Ok(Err(Skip::Missing(n("Accelerator")))),
        (false, None) => return Ok(Err(Skip::Missing(n("a#")))),
        (false, Some(_)) => {}
    }
    if two_kinds(product) {
        return Ok(Err(Skip::TwoKinds));
    }
    let per_node = whole_count(file, loc, n("a#"), row.per_node.unwrap_or_default())?;
    let Some(nodes) = row.nodes else {
        return Ok(Err(Skip::NodesBlank));
    };
    let nodes = whole_count(file, loc, n("Nodes"), nodes)?;
    let slots = per_node * nodes;
    let slots_f = slots as f64;
    match (listed, row.total) {
        (Some(named), total)
            if named != slots_f && total.map_or(true, |t| t == slots_f || t == named) =>
        {
            let named = whole_count(file, loc, n("Accelerator"), named)?;
            Ok(Ok((named, Some(slots))))
        }
        (listed, total) if [listed, total].iter().flatten().any(|c| *c != slots_f) => {
            Ok(Err(Skip::CountDisagrees))
        }
        _ => Ok(Ok((slots, None))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::normalize;

    fn row(accelerator: &str, per_node: Option<f64>, nodes: Option<f64>) -> Row {
        Row {
            submitter: Some("X".into()),
            availability: Some("available".into()),
            category: Some("closed".into()),
            system: Some("S".into()),
            platform: None,
            model: Some("llama2-70b-99".into()),
            scenario: Some("Offline".into()),
            nodes,
            accelerator: Some(accelerator.into()),
            per_node,
            total: None,
            software: None,
            notes: None,
            weight_data_types: None,
            details: Some("https://example.org".into()),
            result: Some(1.0),
            accuracy: None,
            power: None,
            power_units: None,
            inferred: None,
            design_power_w: None,
            names: Names::Array,
        }
    }

    fn gpus(r: &Row) -> std::result::Result<std::result::Result<i64, Skip>, String> {
        gpus_both(r).map(|g| g.map(|(gpus, _)| gpus))
    }

    fn gpus_both(
        r: &Row,
    ) -> std::result::Result<std::result::Result<(i64, Option<i64>), Skip>, String> {
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
        assert_eq!(gpus_both(&r), Ok(Ok((88, None))));
        // 6.0-0001: 87 named, 11 nodes × 8 slots (and Total Accelerators) 88.
        r.accelerator = Some("AMD Instinct MI355X 288GB HBM3e (x87)".into());
        assert_eq!(gpus_both(&r), Ok(Ok((87, Some(88)))));
        r.total = Some(88.0);
        assert_eq!(gpus_both(&r), Ok(Ok((87, Some(88)))));
        // A total that is neither count: none to trust.
        r.total = Some(80.0);
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
        ] {
            let e = gpus(&row("NVIDIA L40S", per_node, nodes)).unwrap_err();
            assert!(e.contains(&format!("field `{field}`")), "{e}");
        }
        // A value missing skips the row, named by the field.
        assert_eq!(
            gpus(&row("", Some(8.0), Some(1.0))),
            Ok(Err(Skip::Missing("Accelerator")))
        );
        assert_eq!(
            gpus(&row("NVIDIA L40S", None, Some(1.0))),
            Ok(Err(Skip::Missing("a#")))
        );
        let mut cpu = row("", None, Some(1.0));
        cpu.accelerator = None;
        assert_eq!(gpus(&cpu), Ok(Err(Skip::NoAccelerator)));
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
