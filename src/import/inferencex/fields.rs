//! The text fields of an InferenceX row as gpudb records them: the framework version in the
//! container image's tag, speculative decoding, the workload as published, and where a row is
//! cited.

use regex::Regex;
use std::sync::LazyLock;

/// Where a row without a `run_url` is cited: the dashboard the API serves.
pub(super) const DASHBOARD: &str = "https://inferencex.semianalysis.com";

static IMAGE_VERSION_RE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^[vV]?(\d+(?:\.\d+)+(?:(?:rc|a|b|\.?post|\.?dev)\d+)*)(?:$|[-_+])")
        .expect("static regex is valid")
});

/// The version in a container image's tag: `lmsysorg/sglang:v0.5.12-rocm700-mi35x` → `0.5.12`,
/// `vllm/vllm-openai:v0.10.1.1` → `0.10.1.1`; None for `latest`, `nightly-…` or no tag.
pub(super) fn image_version(image: &str) -> Option<String> {
    let last = image.trim().rsplit('/').next()?;
    let (_, tag) = last.split_once(':')?;
    IMAGE_VERSION_RE
        .captures(tag)
        .and_then(|c| c.get(1))
        .map(|m| m.as_str().to_string())
}

/// `spec_method` as recorded: `none` → `off`, any other method as published.
pub(super) fn speculative(spec_method: &str) -> String {
    if spec_method.trim().eq_ignore_ascii_case("none") {
        "off".to_string()
    } else {
        spec_method.trim().to_string()
    }
}

/// The workload as published: `isl 1024, osl 1024, conc 64` (a null sequence length left out).
pub(super) fn workload_published(isl: Option<i64>, osl: Option<i64>, conc: i64) -> String {
    [
        isl.map(|v| format!("isl {v}")),
        osl.map(|v| format!("osl {v}")),
        Some(format!("conc {conc}")),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
