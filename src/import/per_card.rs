//! The per-card format ("GPU Economy"): `{ name, source, source_page, data_updated_at, cards: [{ gpu_id, gpu, runs: [...] }] }`.
//! Each run publishes output tokens/s per GPU; every run traces to the dataset's `source_page`.

use super::{
    location, metadata_json, normalize, positive, positive_count, typed, Dataset, Kind, Run,
};
use crate::error::Result;
use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
struct File {
    name: Option<String>,
    description: Option<String>,
    source: Option<String>,
    source_page: String,
    source_data: Option<String>,
    license: Option<String>,
    data_updated_at: Option<String>,
    cards: Vec<Value>,
}

#[derive(Deserialize)]
struct Card {
    gpu_id: String,
    gpu: Option<String>,
    runs: Vec<Value>,
}

#[derive(Deserialize)]
struct CardRun {
    model: String,
    // Required but nullable, as in the survey: null is a gap, a missing key is an error.
    #[serde(deserialize_with = "Option::deserialize")]
    output_tokens_per_second_per_gpu: Option<f64>,
    framework: Option<String>,
    framework_version: Option<String>,
    precision: Option<String>,
    sequence: Option<String>,
    concurrency: Option<i64>,
    gpus: i64,
    speculative_decoding: Option<String>,
    date: Option<String>,
    config: Option<String>,
}

pub(super) fn parse(file: &str, value: Value) -> Result<Dataset> {
    let top: File = typed(file, "top level", &value)?;
    let mut runs = Vec::new();
    for (c, raw_card) in top.cards.iter().enumerate() {
        let card_path = format!("cards[{c}]");
        let card: Card = typed(file, &location(&card_path, raw_card, &["gpu_id"]), raw_card)?;
        for (r, raw) in card.runs.iter().enumerate() {
            let path = format!("{card_path}.runs[{r}]");
            let mut loc = location(&path, raw, &["model"]);
            loc = format!("{loc} on {}", card.gpu_id);
            let run: CardRun = typed(file, &loc, raw)?;
            let gpu_count = positive_count(file, &loc, "gpus", run.gpus)?;
            let per_gpu = run
                .output_tokens_per_second_per_gpu
                .map(|t| positive(file, &loc, "output_tokens_per_second_per_gpu", t))
                .transpose()?;
            if let Some(c) = run.concurrency {
                positive_count(file, &loc, "concurrency", c)?;
            }
            let (_, version_in_name) = run
                .framework
                .as_deref()
                .map(normalize::framework)
                .unwrap_or_default();
            let mut workload = run
                .sequence
                .as_deref()
                .map(normalize::workload)
                .unwrap_or_default();
            workload.concurrency = run.concurrency;
            runs.push(Run {
                record_path: path,
                source_url: top.source_page.clone(),
                source_publisher: top.source.clone(),
                source_published: None,
                accelerator_published: card.gpu_id.clone(),
                accelerator_name: card.gpu.clone(),
                gpu_config_published: card.gpu.clone(),
                model_published: run.model,
                precision_published: run.precision,
                framework_published: run.framework,
                framework_version: run.framework_version.or(version_in_name),
                gpu_count,
                tokens_per_sec_total: per_gpu.map(|t| t * gpu_count as f64),
                tokens_per_sec_per_gpu: per_gpu,
                published_as: "per_gpu",
                throughput_mode: None,
                workload,
                workload_published: run.sequence,
                speculative_decoding: run.speculative_decoding,
                published: run.date,
                notes: run.config,
                raw_json: raw.to_string(),
            });
        }
    }
    Ok(Dataset {
        file: file.to_string(),
        name: top
            .name
            .clone()
            .unwrap_or_else(|| Kind::PerCard.as_str().to_string()),
        kind: Kind::PerCard,
        title: top.name,
        description: top.description,
        publisher: top.source,
        license: top.license,
        source_url: Some(top.source_page),
        data_url: top.source_data,
        collected_at: None,
        data_updated_at: top.data_updated_at,
        sha256: String::new(),
        size_bytes: 0,
        metadata_json: metadata_json(&value, &["cards"]),
        runs,
        api_prices: Vec::new(),
    })
}
