//! The datasets compiled into the binary: what `gpudb import` with no file, and a database's
//! first use, import.

/// The bundled datasets, by the name they are imported under, and their text.
pub const BUNDLED: &[(&str, &str)] = &[
    (
        "bundled:throughput-survey.json",
        include_str!("../../data/datasets/throughput-survey.json"),
    ),
    (
        "bundled:nvidia-per-card.json",
        include_str!("../../data/datasets/nvidia-per-card.json"),
    ),
    (
        "bundled:litellm-2025-11-21.json",
        include_str!("../../data/datasets/litellm-2025-11-21.json"),
    ),
];

/// The bundled datasets as `(name, bytes)` inputs.
pub fn bundled_inputs() -> Vec<(String, Vec<u8>)> {
    BUNDLED
        .iter()
        .map(|(name, text)| (name.to_string(), text.as_bytes().to_vec()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::import::{parse_all, Context};

    #[test]
    fn bundled_datasets_parse() {
        let inputs = bundled_inputs();
        let parsed = parse_all(&inputs, &Context::default()).unwrap();
        let (survey, cards) = (&parsed[0], &parsed[1]);
        assert_eq!(survey.kind, "throughput-survey");
        assert_eq!(survey.runs.len(), 24);
        assert_eq!(survey.api_prices.len(), 7);
        assert_eq!(cards.kind, "per-card");
        assert_eq!(cards.runs.len(), 20);
        // LiteLLM's price map of 2025-11-21, only the entries for models the runs above cover.
        let litellm = &parsed[2];
        assert_eq!(litellm.kind, "litellm");
        assert_eq!(litellm.name, "litellm-2025-11-21");
        assert_eq!(litellm.api_prices.len(), 117);
    }
}
