//! The datasets compiled into the binary: what `gpudb import` with no file, and a database's
//! first use, import. The MLPerf Inference rounds are the rounds' own `summary_results.json`,
//! byte for byte (a later `gpudb import` of the same file finds it unchanged), kept
//! gzip-compressed: 4.3 MB of JSON in 132 kB.

use crate::error::{Error, Result};
use std::io::Read;

/// The bundled datasets, by the name they are imported under, and their text (`.gz`: gzip).
pub const BUNDLED: &[(&str, &[u8])] = &[
    (
        "bundled:throughput-survey.json",
        include_bytes!("../../data/datasets/throughput-survey.json"),
    ),
    (
        "bundled:nvidia-per-card.json",
        include_bytes!("../../data/datasets/nvidia-per-card.json"),
    ),
    (
        "bundled:mlperf-inference-v4.1-summary_results.json.gz",
        include_bytes!("../../data/datasets/mlperf-inference-v4.1-summary_results.json.gz"),
    ),
    (
        "bundled:mlperf-inference-v5.1-summary_results.json.gz",
        include_bytes!("../../data/datasets/mlperf-inference-v5.1-summary_results.json.gz"),
    ),
    (
        "bundled:mlperf-inference-v6.0-summary_results.json.gz",
        include_bytes!("../../data/datasets/mlperf-inference-v6.0-summary_results.json.gz"),
    ),
    (
        "bundled:litellm-2025-11-21.json",
        include_bytes!("../../data/datasets/litellm-2025-11-21.json"),
    ),
];

/// The dataset names the bundled MLPerf rounds import as: a database made before they were
/// bundled gets each that it lacks (see `store`).
pub const BUNDLED_MLPERF: &[(&str, &str)] = &[
    (
        "mlperf-inference-v4.1",
        "bundled:mlperf-inference-v4.1-summary_results.json",
    ),
    (
        "mlperf-inference-v5.1",
        "bundled:mlperf-inference-v5.1-summary_results.json",
    ),
    (
        "mlperf-inference-v6.0",
        "bundled:mlperf-inference-v6.0-summary_results.json",
    ),
];

/// Bytes of gzip data, decompressed; `name` names it in the error.
pub fn gunzip(name: &str, bytes: &[u8]) -> Result<Vec<u8>> {
    let mut out = Vec::with_capacity(bytes.len() * 16);
    flate2::read::GzDecoder::new(bytes)
        .read_to_end(&mut out)
        .map_err(|e| Error::Other(format!("the bundled {name} cannot be decompressed: {e}")))?;
    Ok(out)
}

/// The bundled datasets as `(name, bytes)` inputs, decompressed, named without `.gz`; without
/// the MLPerf rounds unless `mlperf`.
pub fn bundled_inputs(mlperf: bool) -> Result<Vec<(String, Vec<u8>)>> {
    BUNDLED
        .iter()
        .filter(|(name, _)| mlperf || !name.starts_with("bundled:mlperf-inference-"))
        .map(|(name, bytes)| match name.strip_suffix(".gz") {
            Some(plain) => Ok((plain.to_string(), gunzip(plain, bytes)?)),
            None => Ok((name.to_string(), bytes.to_vec())),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::{parse_all, Context};

    #[test]
    fn bundled_datasets_parse() {
        let inputs = bundled_inputs(true).unwrap();
        let parsed = parse_all(&inputs, &Context::default()).unwrap();
        let (survey, cards) = (&parsed[0], &parsed[1]);
        assert_eq!(survey.kind, "throughput-survey");
        assert_eq!(survey.runs.len(), 24);
        assert_eq!(survey.api_prices.len(), 7);
        assert_eq!(cards.kind, "per-card");
        assert_eq!(cards.runs.len(), 20);
        let rounds: Vec<(&str, usize)> = parsed[2..5]
            .iter()
            .map(|d| (d.name.as_str(), d.runs.len()))
            .collect();
        assert_eq!(
            rounds,
            [
                ("mlperf-inference-v4.1", 195),
                ("mlperf-inference-v5.1", 302),
                ("mlperf-inference-v6.0", 305)
            ]
        );
        for ((name, file), ds) in BUNDLED_MLPERF.iter().zip(&parsed[2..5]) {
            assert_eq!((*name, *file), (ds.name.as_str(), ds.file.as_str()));
            assert_eq!(ds.license.as_deref(), Some("Apache-2.0"));
        }
        // LiteLLM's price map of 2025-11-21, only the entries for models the runs above cover.
        let litellm = &parsed[5];
        assert_eq!(litellm.kind, "litellm");
        assert_eq!(litellm.name, "litellm-2025-11-21");
        assert_eq!(litellm.api_prices.len(), 117);
    }

    /// The bundled rounds are the real files byte for byte (tests/data holds the copies, with
    /// their provenance): the git blob ids tests/data/README.md gives.
    #[test]
    fn bundled_rounds_are_the_published_files() {
        let inputs = bundled_inputs(true).unwrap();
        for (file, sha256) in [
            (
                "bundled:mlperf-inference-v4.1-summary_results.json",
                "8ec7a5b032f7d51c57de04bc04b7e9c94bdc8cd707ab4f4b84f921263e38f51a",
            ),
            (
                "bundled:mlperf-inference-v5.1-summary_results.json",
                "68c19b46cf5a87f535beae81154d61c3d981fe850ae3d09af530c769b6e0cc68",
            ),
            (
                "bundled:mlperf-inference-v6.0-summary_results.json",
                "52fa813a27834e8de38eca9fd381688df1cf9cd95020d2bd9e951f6cc16384ae",
            ),
        ] {
            let (_, bytes) = inputs.iter().find(|(n, _)| n == file).unwrap();
            assert_eq!(crate::import::sha256_hex(bytes), sha256, "{file}");
        }
    }
}
