//! The throughput survey format: `{ collected_at, methodology_note, throughput: [...], api_prices: [...] }`.
//! Each throughput record publishes a total tokens/s over `gpu_count` GPUs (or null: no figure).

use super::check::{describe, name, positive, positive_count, record, typed};
use super::format::{Context, Format};
use super::records::{ApiPrice, Dataset, Run, Runs};
use super::top::{metadata, object, records, Top, TopLevel};
use super::{keys, normalize};
use crate::error::Result;
use crate::text::host;
use serde::Deserialize;
use serde_json::value::RawValue;
use std::borrow::Cow;
use std::cell::RefCell;

#[derive(Deserialize)]
struct File {
    name: Option<String>,
    title: Option<String>,
    collected_at: Option<String>,
    methodology_note: Option<String>,
    license: Option<String>,
}

/// One `throughput` record, its text borrowed from the file where it has no escapes: a survey
/// may hold a million of them, each read twice (to key it, then to write it).
#[derive(Deserialize)]
struct Record<'a> {
    #[serde(borrow)]
    model: Cow<'a, str>,
    #[serde(borrow)]
    precision: Option<Cow<'a, str>>,
    #[serde(borrow)]
    gpu_config: Option<Cow<'a, str>>,
    gpu_count: i64,
    #[serde(borrow)]
    accelerator_canonical: Cow<'a, str>,
    // Required but nullable: null is a documented gap, a missing key is a broken record.
    #[serde(deserialize_with = "Option::deserialize")]
    tokens_per_sec_total: Option<f64>,
    #[serde(borrow)]
    throughput_mode: Option<Cow<'a, str>>,
    #[serde(borrow)]
    framework: Option<Cow<'a, str>>,
    #[serde(borrow)]
    batch_context: Option<Cow<'a, str>>,
    #[serde(borrow)]
    source_url: Cow<'a, str>,
    #[serde(borrow)]
    source_date: Option<Cow<'a, str>>,
    #[serde(borrow)]
    notes: Option<Cow<'a, str>>,
}

#[derive(Deserialize)]
struct Price {
    model: String,
    provider: String,
    usd_per_m_output_tokens: f64,
    usd_per_m_input_tokens: Option<f64>,
    source_url: Option<String>,
}

/// The format, for the importer's list of `FORMATS`.
pub struct Survey;

impl Format for Survey {
    fn kind(&self) -> &'static str {
        "throughput-survey"
    }
    fn shape(&self) -> &'static str {
        "a JSON object with a `throughput` array"
    }
    fn detect(&self, top: &Top) -> bool {
        top.has_array("throughput")
    }
    fn parse<'a>(&self, file: &str, top: &Top<'a>, ctx: &Context) -> Result<Dataset<'a>> {
        parse(file, object(file, top)?, ctx)
    }
}

fn parse<'a>(file: &str, top: &TopLevel<'a>, ctx: &Context) -> Result<Dataset<'a>> {
    let meta = metadata(file, top, &["throughput", "api_prices"])?;
    let header: File = typed(file, "top level", &meta)?;
    // A dataset is known by its name: a blank one names nothing.
    let dataset_name = header
        .name
        .map(|n| name(file, "top level", "name", n))
        .transpose()?;
    let dataset_name = dataset_name.unwrap_or_else(|| Survey.kind().to_string());
    // A survey may hold a million runs: each is parsed now to validate it, and again when
    // written, rather than all kept parsed; a new version of a survey already imported parses
    // only the records that are not stored unchanged.
    let (owned_file, cache) = (file.to_string(), RefCell::new(normalize::Cache::default()));
    let raws = records(file, top, "throughput")?;
    let stored = match &ctx.database {
        Some(db) => keys::stored(db, &dataset_name, Survey.kind(), "throughput", &raws)?,
        None => Vec::new(),
    };
    let runs = Runs::raw(
        "throughput",
        raws,
        stored,
        Box::new(move |i, raw| run(&owned_file, i, raw, &mut cache.borrow_mut())),
    )?;
    let prices = records(file, top, "api_prices")?;
    let mut api_prices = Vec::with_capacity(prices.len());
    for (i, raw) in prices.iter().enumerate() {
        let path = format!("api_prices[{i}]");
        let p: Price = record(file, &path, raw, &["provider", "model"])?;
        let loc = describe(&path, &[&p.provider, &p.model]);
        let output = non_negative(
            file,
            &loc,
            "usd_per_m_output_tokens",
            p.usd_per_m_output_tokens,
        )?;
        let input = p
            .usd_per_m_input_tokens
            .map(|v| non_negative(file, &loc, "usd_per_m_input_tokens", v))
            .transpose()?;
        api_prices.push(ApiPrice {
            source_url: p.source_url,
            usd_per_m_input_tokens: input,
            raw_json: raw.get().to_string(),
            ..ApiPrice::new(
                path,
                name(file, &loc, "provider", p.provider)?,
                name(file, &loc, "model", p.model)?,
                output,
            )
        });
    }
    Ok(Dataset {
        title: header.title,
        description: header.methodology_note,
        license: header.license,
        collected_at: header.collected_at,
        metadata_json: meta.to_string(),
        api_prices,
        ..Dataset::new(file, dataset_name, Survey.kind(), runs)
    })
}

/// Record `i` of `throughput`, validated and normalized. Its `raw_json` is left empty: the
/// record's text is the file's ([`Runs::raw_json`]), not copied for every record.
fn run(file: &str, i: usize, raw: &RawValue, cache: &mut normalize::Cache) -> Result<Run> {
    let path = format!("throughput[{i}]");
    let r: Record = record(file, &path, raw, &["model", "accelerator_canonical"])?;
    let model = r.model.trim();
    let accelerator = r.accelerator_canonical.trim();
    let gpu_count = r.gpu_count;
    let total = r.tokens_per_sec_total;
    // The per-GPU figure must be positive too: a tiny total over many GPUs rounds to 0.
    let per_gpu = total.map(|t| t / gpu_count as f64);
    let ok = |v: f64| v.is_finite() && v > 0.0;
    if model.is_empty()
        || accelerator.is_empty()
        || gpu_count <= 0
        || !total.map_or(true, ok)
        || !per_gpu.map_or(true, ok)
    {
        // Only a bad record is described (formatting it for every record cost a sixth of an
        // import): the shared checks, in order, name the first field that is wrong.
        let loc = describe(&path, &[&r.model, &r.accelerator_canonical]);
        name(file, &loc, "model", model.to_string())?;
        name(file, &loc, "accelerator_canonical", accelerator.to_string())?;
        positive_count(file, &loc, "gpu_count", gpu_count)?;
        if let (Some(t), Some(g)) = (total, per_gpu) {
            positive(file, &loc, "tokens_per_sec_total", t)?;
            positive(file, &loc, "tokens_per_sec_total / gpu_count", g)?;
        }
    }
    let framework_version = r
        .framework
        .as_deref()
        .and_then(|f| cache.framework(f).1.clone());
    let workload = r
        .batch_context
        .as_deref()
        .map(|w| cache.workload(w).clone())
        .unwrap_or_default();
    let owned = |s: Option<Cow<str>>| s.map(Cow::into_owned);
    let source_date = owned(r.source_date);
    Ok(Run {
        record_path: path,
        record_key: None,
        source_publisher: host(&r.source_url),
        source_url: r.source_url.into_owned(),
        source_published: source_date.clone(),
        accelerator_published: accelerator.to_string(),
        accelerator_name: None,
        gpu_config_published: owned(r.gpu_config),
        model_published: model.to_string(),
        precision_published: owned(r.precision),
        framework_published: owned(r.framework),
        framework_version,
        gpu_count,
        tokens_per_sec_total: total,
        tokens_per_sec_per_gpu: per_gpu,
        published_as: "total",
        throughput_mode: owned(r.throughput_mode),
        workload,
        workload_published: owned(r.batch_context),
        speculative_decoding: None,
        published: source_date,
        notes: owned(r.notes),
        raw_json: String::new(),
        details: Default::default(),
    })
}

/// A price may be zero (free tiers exist) but not negative or NaN.
fn non_negative(file: &str, loc: &str, field: &str, v: f64) -> Result<f64> {
    if v == 0.0 {
        Ok(v)
    } else {
        positive(file, loc, field, v)
    }
}
