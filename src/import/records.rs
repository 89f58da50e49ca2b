//! The common records every format parses its files into: a [`Dataset`] with its [`Runs`]
//! (throughput figures) and [`ApiPrice`]s, validated and normalized, ready to write.

use super::keys::{self, KeyFields, StoredKeys};
use super::normalize;
use crate::error::Result;
use serde_json::value::RawValue;
use std::borrow::Cow;

/// One dataset file, parsed, validated and normalized, ready to write. Its runs may refer to
/// the file's bytes (`'a`).
#[derive(Debug)]
pub struct Dataset<'a> {
    pub file: String,
    pub name: String,
    /// The format's `datasets.kind`.
    pub kind: &'static str,
    /// User data (your own benchmark runs): a new file adds to the dataset and never removes
    /// from it, and no date is compared.
    pub accumulate: bool,
    /// For a dataset that accumulates by parts (InferenceX: one part per upstream fetched), the
    /// part this file is: its runs that an earlier file of the same part brought and this one
    /// lacks are removed. None: the file only adds and updates.
    pub part: Option<String>,
    pub title: Option<String>,
    pub description: Option<String>,
    pub publisher: Option<String>,
    pub license: Option<String>,
    pub source_url: Option<String>,
    pub data_url: Option<String>,
    pub collected_at: Option<String>,
    pub data_updated_at: Option<String>,
    /// The file's checksum and size: set by the importer's `parse`, not by the format.
    pub sha256: String,
    pub size_bytes: i64,
    pub metadata_json: String,
    pub runs: Runs<'a>,
    pub api_prices: Vec<ApiPrice>,
    /// A GPU rental catalog's offers (SkyPilot, gpuhunt): written to `catalog_rates`.
    pub catalog: Option<super::rental::Catalog>,
    /// InferenceX evaluation results: written to `evaluation_results`.
    pub evaluations: Option<Vec<super::evaluations::Evaluation>>,
    /// Records the format skips by design, counted by reason (`Samples/s`, `no accelerator` …),
    /// for the import summary.
    pub skipped: Vec<(String, usize)>,
    /// What the import should tell the user about this file (the ids of skipped rows …).
    pub warnings: Vec<String>,
}

impl<'a> Dataset<'a> {
    /// Dataset `name` of format `kind`, holding `runs` and nothing else said about it: a format
    /// adds what its file says (`Dataset { title, ..Dataset::new(…) }`).
    pub fn new(file: &str, name: impl Into<String>, kind: &'static str, runs: Runs<'a>) -> Self {
        Dataset {
            file: file.to_string(),
            name: name.into(),
            kind,
            accumulate: false,
            part: None,
            title: None,
            description: None,
            publisher: None,
            license: None,
            source_url: None,
            data_url: None,
            collected_at: None,
            data_updated_at: None,
            sha256: String::new(),
            size_bytes: 0,
            metadata_json: "{}".into(),
            runs,
            api_prices: Vec::new(),
            catalog: None,
            evaluations: None,
            skipped: Vec::new(),
            warnings: Vec::new(),
        }
    }

    /// The dataset's own date as published, for telling a newer version from an older one.
    pub fn date(&self) -> Option<&str> {
        self.data_updated_at
            .as_deref()
            .or(self.collected_at.as_deref())
    }
}

/// A dataset's runs and their record keys, validated. A format whose files are small parses its
/// runs once and keeps them; one whose files may hold a million runs keeps each record's raw
/// text and parses it again when it is written, so the parsed runs are never all in memory.
pub struct Runs<'a> {
    /// Each run's record key, in file order, unique within the file.
    keys: Vec<String>,
    records: Records<'a>,
}

enum Records<'a> {
    Parsed(Vec<Run>),
    Raw {
        raws: Vec<&'a RawValue>,
        at: RecordAt<'a>,
        parse: ParseRecord<'a>,
    },
}

/// Parses and validates record `i` of a record array (given its raw text) into a run.
pub type ParseRecord<'a> = Box<dyn Fn(usize, &'a RawValue) -> Result<Run> + 'a>;

/// Whether record `i`, whose key is `key`, is at the record path `path`: asked of a record kept
/// raw without parsing it or formatting its path.
pub type RecordAt<'a> = Box<dyn Fn(usize, &str, &str) -> bool + 'a>;

#[allow(clippy::len_without_is_empty)] // nothing asks
impl<'a> Runs<'a> {
    /// Runs parsed once and kept.
    pub fn parsed(runs: Vec<Run>) -> Self {
        Runs {
            keys: keys::keyed(runs.iter().map(Run::key)),
            records: Records::Parsed(runs),
        }
    }

    /// The records of array `array`, each parsed (validated, keyed) now and again when written,
    /// except those `stored` gives a key for: stored unchanged, they are not parsed at all.
    pub fn raw(
        array: &'static str,
        raws: Vec<&'a RawValue>,
        mut stored: StoredKeys,
        parse: ParseRecord<'a>,
    ) -> Result<Self> {
        let mut keys = Vec::with_capacity(raws.len());
        for (i, raw) in raws.iter().enumerate() {
            keys.push(match stored.get_mut(i).and_then(Option::take) {
                Some(key) => key,
                None => parse(i, raw)?.key(),
            });
        }
        // Record `i`'s path is `{array}[{i}]`.
        let at = Box::new(move |i, _: &str, path: &str| keys::index_in(array, path) == Some(i));
        Ok(Runs::raw_keyed(keys, raws, at, parse))
    }

    /// Records already parsed once (validated), of which only their keys (`keys`, before any
    /// `#n` suffix, in file order) were kept: each is parsed again when written.
    pub fn raw_keyed(
        keys: Vec<String>,
        raws: Vec<&'a RawValue>,
        at: RecordAt<'a>,
        parse: ParseRecord<'a>,
    ) -> Self {
        Runs {
            keys: keys::keyed(keys.into_iter()),
            records: Records::Raw { raws, at, parse },
        }
    }

    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// The record keys, in file order.
    pub fn keys(&self) -> &[String] {
        &self.keys
    }

    /// Run `i`, parsed.
    pub fn get(&self, i: usize) -> Result<Cow<'_, Run>> {
        match &self.records {
            Records::Parsed(runs) => Ok(Cow::Borrowed(&runs[i])),
            Records::Raw { raws, parse, .. } => parse(i, raws[i]).map(Cow::Owned),
        }
    }

    /// Whether run `i`'s record path is `path`, without parsing the run or formatting its path.
    pub fn is_at(&self, i: usize, path: &str) -> bool {
        match &self.records {
            Records::Parsed(runs) => runs[i].record_path == path,
            Records::Raw { at, .. } => at(i, &self.keys[i], path),
        }
    }

    /// Run `i`'s record as published (`raw_json`), without parsing it.
    pub fn raw_json(&self, i: usize) -> &str {
        match &self.records {
            Records::Parsed(runs) => &runs[i].raw_json,
            Records::Raw { raws, .. } => raws[i].get(),
        }
    }
}

impl std::fmt::Debug for Runs<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "Runs({})", self.len())
    }
}

/// One throughput figure, normalized.
#[derive(Debug, Default, Clone)]
pub struct Run {
    pub record_path: String,
    /// The record's identity within its dataset where the format publishes one (a result id);
    /// None: derived from the record's identifying fields (see `keys::derived_key`).
    pub record_key: Option<String>,
    pub source_url: String,
    pub source_publisher: Option<String>,
    pub source_published: Option<String>,
    pub accelerator_published: String,
    pub accelerator_name: Option<String>,
    pub gpu_config_published: Option<String>,
    pub model_published: String,
    pub precision_published: Option<String>,
    pub framework_published: Option<String>,
    pub framework_version: Option<String>,
    pub gpu_count: i64,
    pub tokens_per_sec_total: Option<f64>,
    pub tokens_per_sec_per_gpu: Option<f64>,
    pub published_as: &'static str,
    pub throughput_mode: Option<String>,
    pub workload_published: Option<String>,
    pub workload: normalize::Workload,
    pub speculative_decoding: Option<String>,
    pub published: Option<String>,
    pub notes: Option<String>,
    /// The record as published. Empty for runs kept as [`Runs::raw`] records, whose text is the
    /// file's own: [`Runs::raw_json`] gives it for every format.
    pub raw_json: String,
    /// What some sources publish beyond the common fields.
    pub details: Details,
}

impl Run {
    /// The run's record key before any `#n` suffix: the one the format publishes, else derived
    /// from its identifying fields.
    pub fn key(&self) -> String {
        if let Some(k) = &self.record_key {
            return k.clone();
        }
        keys::derived_key(&KeyFields {
            accelerator: &self.accelerator_published,
            model: &self.model_published,
            gpu_config: self.gpu_config_published.as_deref(),
            gpu_count: self.gpu_count,
            precision: self.precision_published.as_deref(),
            framework: self.framework_published.as_deref(),
            framework_version: self.framework_version.as_deref(),
            workload: self.workload_published.as_deref(),
            concurrency: self.workload.concurrency,
            throughput_mode: self.throughput_mode.as_deref(),
            speculative_decoding: self.speculative_decoding.as_deref(),
            source_url: &self.source_url,
        })
    }
}

/// What some sources publish about a run beyond the common fields; None where a format has none.
/// Each is a `runs` column of the same name (units in the names, documented in `schema_docs`).
#[derive(Debug, Default, Clone)]
pub struct Details {
    /// The result id the source publishes (MLPerf `ID`, e.g. `4.1-0043`).
    pub result_id: Option<String>,
    pub submitter: Option<String>,
    pub system_name: Option<String>,
    /// As published: MLPerf `Offline`, `Server`, `Interactive`.
    pub scenario: Option<String>,
    /// MLPerf `99` or `99.9` (percent of the reference model's accuracy).
    pub accuracy_target: Option<String>,
    /// MLPerf `available`, `preview`, `rdi`.
    pub availability: Option<String>,
    /// MLPerf `closed` or `open`.
    pub division: Option<String>,
    pub weight_data_type: Option<String>,
    pub median_ttft_ms: Option<f64>,
    pub power_w_per_gpu: Option<f64>,
    pub joules_per_output_token: Option<f64>,
    pub disaggregated: Option<bool>,
    pub prefill_gpu_count: Option<i64>,
    pub decode_gpu_count: Option<i64>,
    /// Input + output tokens/s per GPU rented, where published (InferenceX `tput_per_gpu`).
    pub total_tokens_per_sec_per_gpu: Option<f64>,
    /// MLPerf `inferred`: true for a result inferred from another, not measured.
    pub inferred: Option<bool>,
    /// The system's design power as published (MLPerf v6.1 `design_power_watts`), in W.
    pub design_power_w: Option<f64>,
    /// A second GPU count the source gives for the result, disagreeing with `gpu_count`.
    pub gpu_count_also_published: Option<i64>,
    /// The accuracy the source publishes for the run, as published (MLPerf `Accuracy`).
    pub accuracy_published: Option<String>,
    /// What the run's measured power covers (`gpu`, `board`, `wall`, `facility`), where the
    /// source says so for the run itself; else the dataset kind's.
    pub power_basis: Option<&'static str>,
    /// The whole system's measured power as published (MLPerf `Power_Result`), in W.
    pub system_power_w: Option<f64>,
    /// InferenceX `power_valid`: true for a validated measurement window.
    pub power_valid: Option<bool>,
    /// InferenceX `power_metric_schema_version` (2: J/token over the whole deployment).
    pub power_metric_schema_version: Option<i64>,
    pub joules_per_input_token: Option<f64>,
    pub joules_per_total_token: Option<f64>,
    pub prefill_joules_per_input_token: Option<f64>,
    pub decode_joules_per_output_token: Option<f64>,
    pub prefill_power_w_per_gpu: Option<f64>,
    pub decode_power_w_per_gpu: Option<f64>,
    pub p75_power_w_per_gpu: Option<f64>,
    pub p90_power_w_per_gpu: Option<f64>,
    /// InferenceX `benchmark_type` (`single_turn`, `agentic_traces`, `multi_turn` …).
    pub benchmark_type: Option<String>,
}

/// One API price, as published.
#[derive(Debug)]
pub struct ApiPrice {
    pub record_path: String,
    pub source_url: Option<String>,
    /// The provider as the list spells it: the importer stores its id (provider_aliases) and
    /// keeps this as `provider_published`; the record key is derived from it.
    pub provider: String,
    /// What the list names beyond the company that tells two of its prices apart (a region),
    /// stored after the alias's route and a remark in parentheses.
    pub route: Option<String>,
    pub model_published: String,
    pub usd_per_m_input_tokens: Option<f64>,
    pub usd_per_m_output_tokens: f64,
    pub raw_json: String,
    /// `standard`, or the other price of the same offer: `batch`, `above-128k`, `above-200k`,
    /// `priority`, `flex`.
    pub variant: &'static str,
    /// First day the price was valid (inclusive), and the day it stopped (exclusive), where the
    /// list says; a snapshot's prices are valid from the day it was read.
    pub valid_from: Option<String>,
    pub valid_to: Option<String>,
    pub usd_per_m_cached_input_tokens: Option<f64>,
    pub usd_per_m_cache_write_input_tokens: Option<f64>,
    /// None: the model name is a model (a new one is added, as for runs). Some: the spellings
    /// to look up among the known aliases, in order; none known leaves the price unmapped
    /// (model_id NULL, listed by `gaps`), as a price list names thousands of models gpudb has
    /// no figure for.
    pub model_spellings: Option<Vec<String>>,
}

impl ApiPrice {
    /// A standard price with no dates, cache prices or spellings: a format sets what its
    /// file says (`ApiPrice { variant, ..ApiPrice::new(…) }`).
    pub fn new(
        record_path: String,
        provider: String,
        model_published: String,
        output: f64,
    ) -> Self {
        ApiPrice {
            record_path,
            source_url: None,
            provider,
            route: None,
            model_published,
            usd_per_m_input_tokens: None,
            usd_per_m_output_tokens: output,
            raw_json: String::new(),
            variant: "standard",
            valid_from: None,
            valid_to: None,
            usd_per_m_cached_input_tokens: None,
            usd_per_m_cache_write_input_tokens: None,
            model_spellings: None,
        }
    }

    /// An API price is identified by its provider and the model (or tier) it prices; a variant
    /// or a dated price of the same model also by its variant and first day.
    pub fn key(&self) -> String {
        match (self.variant, &self.valid_from) {
            ("standard", None) => keys::price_key(&self.provider, &self.model_published),
            (variant, from) => keys::price_key(
                &self.provider,
                &format!(
                    "{}\u{1f}{variant}\u{1f}{}",
                    self.model_published,
                    from.as_deref().unwrap_or_default()
                ),
            ),
        }
    }
}
