//! The per-card format ("GPU Economy"): `{ name, source, source_page, data_updated_at, cards: [{ gpu_id, gpu, runs: [...] }] }`.
//! Each run publishes output tokens/s per GPU; every run traces to the dataset's `source_page`.

use super::check::{describe, name, positive, positive_count, record, typed};
use super::format::{Context, Format};
use super::normalize;
use super::records::{Dataset, Run, Runs};
use super::top::{metadata, object, records, Top, TopLevel};
use crate::error::{Error, Result};
use serde::Deserialize;
use serde_json::value::RawValue;

#[derive(Deserialize)]
struct File {
    name: Option<String>,
    description: Option<String>,
    source: Option<String>,
    source_page: String,
    source_data: Option<String>,
    license: Option<String>,
    data_updated_at: Option<String>,
}

#[derive(Deserialize)]
struct Card<'a> {
    gpu_id: String,
    gpu: Option<String>,
    #[serde(borrow)]
    runs: Vec<&'a RawValue>,
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

/// The format, for the importer's list of `FORMATS`.
pub struct PerCard;

impl Format for PerCard {
    fn kind(&self) -> &'static str {
        "per-card"
    }
    fn shape(&self) -> &'static str {
        "a JSON object with a `cards` array"
    }
    fn detect(&self, top: &Top) -> bool {
        top.has_array("cards")
    }
    fn parse<'a>(&self, file: &str, top: &Top<'a>, _ctx: &Context) -> Result<Dataset<'a>> {
        parse(file, object(file, top)?)
    }
}

fn parse<'a>(file: &str, top: &TopLevel) -> Result<Dataset<'a>> {
    let meta = metadata(file, top, &["cards"])?;
    let header: File = typed(file, "top level", &meta)?;
    // A dataset is known by its name: a blank one names nothing.
    let dataset_name = header
        .name
        .clone()
        .map(|n| name(file, "top level", "name", n))
        .transpose()?;
    let mut runs = Vec::new();
    for (c, raw_card) in records(file, top, "cards")?.into_iter().enumerate() {
        let card_path = format!("cards[{c}]");
        let card: Card = record(file, &card_path, raw_card, &["gpu_id"])?;
        let gpu_id = name(file, &describe(&card_path, &[]), "gpu_id", card.gpu_id)?;
        for (r, raw) in card.runs.iter().enumerate() {
            let path = format!("{card_path}.runs[{r}]");
            let run: CardRun =
                record(file, &path, raw, &["model"]).map_err(|e| on_card(e, &gpu_id))?;
            let loc = format!("{} on {gpu_id}", describe(&path, &[&run.model]));
            let model = name(file, &loc, "model", run.model)?;
            let gpu_count = positive_count(file, &loc, "gpus", run.gpus)?;
            let per_gpu = run
                .output_tokens_per_second_per_gpu
                .map(|t| positive(file, &loc, "output_tokens_per_second_per_gpu", t))
                .transpose()?;
            // The derived total must be a number too (a huge per-GPU figure could overflow).
            let total = per_gpu
                .map(|t| {
                    positive(
                        file,
                        &loc,
                        "output_tokens_per_second_per_gpu × gpus",
                        t * gpu_count as f64,
                    )
                })
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
                record_key: None,
                source_url: header.source_page.clone(),
                source_publisher: header.source.clone(),
                source_published: None,
                accelerator_published: gpu_id.clone(),
                accelerator_name: card.gpu.clone(),
                gpu_config_published: card.gpu.clone(),
                model_published: model,
                precision_published: run.precision,
                framework_published: run.framework,
                framework_version: run.framework_version.or(version_in_name),
                gpu_count,
                tokens_per_sec_total: total,
                tokens_per_sec_per_gpu: per_gpu,
                published_as: "per_gpu",
                throughput_mode: None,
                workload,
                workload_published: run.sequence,
                speculative_decoding: run.speculative_decoding,
                published: run.date,
                notes: run.config,
                raw_json: raw.get().to_string(),
                details: Default::default(),
            });
        }
    }
    let dataset = dataset_name.unwrap_or_else(|| PerCard.kind().to_string());
    Ok(Dataset {
        title: header.name,
        description: header.description,
        publisher: header.source,
        license: header.license,
        source_url: Some(header.source_page),
        data_url: header.source_data,
        data_updated_at: header.data_updated_at,
        metadata_json: meta.to_string(),
        ..Dataset::new(file, dataset, PerCard.kind(), Runs::parsed(runs))
    })
}

/// A run's error names the card it is on: `cards[2].runs[1] (gpt-oss-120b) on b200`.
fn on_card(e: Error, gpu_id: &str) -> Error {
    match e {
        Error::Input {
            file,
            location,
            message,
        } => Error::Input {
            file,
            location: format!("{location} on {gpu_id}"),
            message,
        },
        other => other,
    }
}
