//! LiteLLM's model price map (`model_prices_and_context_window.json`): an object keyed by
//! model, prices in USD per token, read on a date (the file has none of its own). Only chat and
//! completion entries that give both an input and an output price are API offers; every other
//! entry is counted by reason. Batch, long-context, priority and flex prices are variant rows of
//! the same offer; prompt-cache prices are columns. A price that is not a number, negative, or
//! too large to be per token skips its entry with a warning naming the file, key and field.

use super::check::invalid;
use super::format::{Context, Format};
use super::records::{ApiPrice, Dataset, Runs};
use super::top::{object, Top};
use crate::error::Result;
use indexmap::IndexMap;
use serde_json::value::RawValue;
use std::collections::BTreeMap;

/// Where the file is published, cited by every price read from it.
pub(super) const SOURCE_URL: &str =
    "https://github.com/BerriAI/litellm/blob/main/model_prices_and_context_window.json";

/// The highest price per token taken as written: $0.001 is $1,000 per million tokens, above every
/// API price LiteLLM lists (the dearest, o1-pro's output, is $600/M). A price above it is a unit
/// error: $/M, or $ per 1k tokens, written in a per-token field.
const MAX_USD_PER_TOKEN: f64 = 1e-3;

/// The share of a map's priced entries (from [`UNIT_CHECK_FROM`] on) that may be unit errors
/// before the whole map is taken to be in another unit: the real map of 2025-11 has 17 of 1,352 (1.3 %: W&B's and watsonx's
/// entries, skipped with a warning each); the same map in $ per 1k tokens has 761 (56 %), in
/// $ per million every one.
const MOST_UNIT_ERRORS: f64 = 0.1;

/// A map of fewer priced entries is judged entry by entry (a handful of examples is not a
/// sample of a unit).
const UNIT_CHECK_FROM: usize = 10;

/// The reason an entry priced above [`MAX_USD_PER_TOKEN`] is counted under.
const UNIT_ERROR: &str = "unit error (above $1,000/M)";

/// The fields of one variant of a price: input, output, cache read, cache write (USD per token).
struct Fields {
    variant: &'static str,
    input: &'static str,
    output: &'static str,
    cache_read: &'static [&'static str],
    cache_write: Option<&'static str>,
}

/// The variants gpudb keeps, the standard price first.
const VARIANTS: &[Fields] = &[
    Fields {
        variant: "standard",
        input: "input_cost_per_token",
        output: "output_cost_per_token",
        // DeepSeek's and OpenRouter's entries spell the cache price the other way.
        cache_read: &[
            "cache_read_input_token_cost",
            "input_cost_per_token_cache_hit",
        ],
        cache_write: Some("cache_creation_input_token_cost"),
    },
    Fields {
        variant: "batch",
        input: "input_cost_per_token_batches",
        output: "output_cost_per_token_batches",
        cache_read: &[],
        cache_write: None,
    },
    Fields {
        variant: "above-128k",
        input: "input_cost_per_token_above_128k_tokens",
        output: "output_cost_per_token_above_128k_tokens",
        cache_read: &[],
        cache_write: None,
    },
    Fields {
        variant: "above-200k",
        input: "input_cost_per_token_above_200k_tokens",
        output: "output_cost_per_token_above_200k_tokens",
        cache_read: &["cache_read_input_token_cost_above_200k_tokens"],
        cache_write: Some("cache_creation_input_token_cost_above_200k_tokens"),
    },
    Fields {
        variant: "priority",
        input: "input_cost_per_token_priority",
        output: "output_cost_per_token_priority",
        cache_read: &["cache_read_input_token_cost_priority"],
        cache_write: None,
    },
    Fields {
        variant: "flex",
        input: "input_cost_per_token_flex",
        output: "output_cost_per_token_flex",
        cache_read: &["cache_read_input_token_cost_flex"],
        cache_write: None,
    },
];

/// The format, for the importer's list of `FORMATS`.
pub struct LiteLlm;

impl Format for LiteLlm {
    fn kind(&self) -> &'static str {
        "litellm"
    }
    fn read_on_a_day(&self) -> bool {
        true
    }
    fn shape(&self) -> &'static str {
        "a JSON object keyed by model, each with `litellm_provider` and USD-per-token prices"
    }
    fn detect(&self, top: &Top) -> bool {
        top.field("sample_spec").is_some()
            || top
                .first_value()
                .is_some_and(|v| v.get("litellm_provider").is_some())
    }
    fn parse<'a>(&self, file: &str, top: &Top<'a>, ctx: &Context) -> Result<Dataset<'a>> {
        let entries = object(file, top)?;
        let (date, dated_by) = snapshot_date(file, ctx);
        let mut prices = Vec::new();
        let mut skipped: BTreeMap<String, usize> = BTreeMap::new();
        let mut warnings = Vec::new();
        let (mut priced, mut first_unit_error) = (0usize, None);
        for (key, raw) in entries {
            if key == "sample_spec" {
                continue; // documentation: its values describe the fields
            }
            let entry: IndexMap<String, &RawValue> =
                serde_json::from_str(raw.get()).map_err(|_| {
                    invalid(
                        file,
                        &crate::msg::quote(key),
                        "expected an object of prices (USD per token)".into(),
                    )
                })?;
            match offer(key, &entry, raw.get(), &date) {
                Ok(rows) => {
                    priced += 1;
                    prices.extend(rows)
                }
                Err(skip) => {
                    if skip.reason == UNIT_ERROR {
                        priced += 1;
                        first_unit_error.get_or_insert((key, skip.bad.map(|b| b.0)));
                    }
                    *skipped.entry(skip.reason.to_string()).or_default() += 1;
                    if let Some((field, why)) = skip.bad {
                        warnings.push(format!(
                            "{file}: {}: field `{field}`: {why}; entry skipped",
                            crate::msg::quote(key)
                        ));
                    }
                }
            }
        }
        let unit_errors = skipped.get(UNIT_ERROR).copied().unwrap_or(0);
        if let Some((key, field)) = first_unit_error {
            if priced >= UNIT_CHECK_FROM && unit_errors as f64 > MOST_UNIT_ERRORS * priced as f64 {
                return Err(invalid(
                    file,
                    &crate::msg::quote(key),
                    format!(
                        "field `{}` is above $0.001 per token ($1,000 per million tokens), and \
                         so are {unit_errors} of the map's {priced} priced entries (more than a \
                         tenth): the map is not in US dollars per token (per 1k tokens? per \
                         million?); nothing was imported",
                        field.unwrap_or("a price")
                    ),
                ));
            }
        }
        let metadata = serde_json::json!({ "read_on": date, "date_from": dated_by });
        Ok(Dataset {
            title: Some(format!("LiteLLM model prices, read {date}")),
            publisher: Some("BerriAI (LiteLLM)".into()),
            license: Some("MIT".into()),
            source_url: Some(SOURCE_URL.into()),
            data_url: Some(
                "https://raw.githubusercontent.com/BerriAI/litellm/main/model_prices_and_context_window.json"
                    .into(),
            ),
            collected_at: Some(date.clone()),
            metadata_json: metadata.to_string(),
            api_prices: prices,
            skipped: skipped.into_iter().collect(),
            warnings,
            ..Dataset::new(
                file,
                format!("litellm-{date}"),
                LiteLlm.kind(),
                Runs::parsed(Vec::new()),
            )
        })
    }
}

/// The day the file was read, and what said so: `--as-of`, a date in the file's name, else
/// today.
pub(super) fn snapshot_date(file: &str, ctx: &Context) -> (String, &'static str) {
    if let Some(day) = &ctx.as_of {
        return (day.clone(), "--as-of");
    }
    let name = file.rsplit(['/', '\\']).next().unwrap_or(file);
    let in_name = name.char_indices().find_map(|(i, _)| {
        let after_digit = name[..i].ends_with(|c: char| c.is_ascii_digit());
        (!after_digit)
            .then(|| crate::dates::iso_date(&name[i..]))
            .flatten()
            .filter(|d| name[i..].starts_with(d.as_str()))
    });
    match in_name {
        Some(day) => (day, "file name"),
        None => (crate::dates::today(), "the day it was imported"),
    }
}

/// Why an entry is not an offer, for the counts; when a field's value is bad, the field and
/// what is wrong with it, for a warning.
struct Skip {
    reason: String,
    bad: Option<(&'static str, &'static str)>,
}

fn skip(reason: impl Into<String>) -> Skip {
    Skip {
        reason: reason.into(),
        bad: None,
    }
}

/// The offer rows of entry `key`: its standard price, then each variant it gives both prices of.
fn offer(
    key: &str,
    entry: &IndexMap<String, &RawValue>,
    raw: &str,
    date: &str,
) -> std::result::Result<Vec<ApiPrice>, Skip> {
    let text = |field: &str| {
        entry
            .get(field)
            .and_then(|v| serde_json::from_str::<String>(v.get()).ok())
    };
    match text("mode").as_deref() {
        Some("chat" | "completion") => {}
        Some(mode) => return Err(skip(format!("mode {}", crate::msg::quote(mode)))),
        None => return Err(skip("no mode")),
    }
    let provider = text("litellm_provider")
        .filter(|p| !p.trim().is_empty())
        .ok_or_else(|| skip("no litellm_provider"))?;
    let mut rows = Vec::new();
    for f in VARIANTS {
        let (input, output) = (price(entry, f.input)?, price(entry, f.output)?);
        let (Some(input), Some(output)) = (input, output) else {
            if f.variant == "standard" {
                return Err(skip("not both an input and an output price"));
            }
            continue;
        };
        if f.variant == "standard" && input == 0.0 && output == 0.0 {
            return Err(skip("priced 0 / 0 (free or local)"));
        }
        let mut cache_read = None;
        for field in f.cache_read {
            cache_read = cache_read.or(price(entry, field)?);
        }
        let cache_write = f.cache_write.map(|c| price(entry, c)).transpose()?;
        let path = match f.variant {
            "standard" => key.to_string(),
            v => format!("{key} [{v}]"),
        };
        rows.push(ApiPrice {
            source_url: Some(SOURCE_URL.into()),
            usd_per_m_input_tokens: Some(input),
            raw_json: raw.to_string(),
            variant: f.variant,
            valid_from: Some(date.to_string()),
            usd_per_m_cached_input_tokens: cache_read,
            usd_per_m_cache_write_input_tokens: cache_write.flatten(),
            model_spellings: Some(spellings(key)),
            route: region(key),
            ..ApiPrice::new(path, provider.trim().to_string(), key.to_string(), output)
        });
    }
    Ok(rows)
}

/// Field `field` of the entry in USD per million tokens; None when absent or null.
fn price(
    entry: &IndexMap<String, &RawValue>,
    field: &'static str,
) -> std::result::Result<Option<f64>, Skip> {
    let bad = |reason: &str, why: &'static str| Skip {
        reason: reason.to_string(),
        bad: Some((field, why)),
    };
    let Some(raw) = entry.get(field).map(|v| v.get()) else {
        return Ok(None);
    };
    if raw == "null" {
        return Ok(None);
    }
    if raw.starts_with('"') {
        return Err(bad(
            "price not a number",
            "a string, expected a number (USD per token)",
        ));
    }
    let per_token: f64 = raw
        .parse()
        .map_err(|_| bad("price not a number", "expected a number (USD per token)"))?;
    if !per_token.is_finite() || per_token < 0.0 {
        return Err(bad("negative price", "a negative price"));
    }
    if per_token > MAX_USD_PER_TOKEN {
        return Err(bad(
            UNIT_ERROR,
            "above $0.001 per token ($1,000 per million tokens): a unit error ($/M or $ per 1k \
             tokens written in a per-token field)",
        ));
    }
    Ok(Some(per_million(raw)))
}

/// A per-token price's text times a million, read from the decimal text so that `1.3e-07` is
/// exactly what `0.13` would be (multiplying the parsed value by 1e6 can be off in the last bit).
fn per_million(raw: &str) -> f64 {
    let shifted = match raw.split_once(['e', 'E']) {
        Some((mantissa, exp)) => exp
            .parse::<i32>()
            .map(|e| format!("{mantissa}e{}", e + 6))
            .ok(),
        None => Some(format!("{raw}e6")),
    };
    shifted
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| raw.parse::<f64>().unwrap_or_default() * 1e6)
}

/// Geographies LiteLLM keys name: Bedrock's cross-region inference profiles (`us.meta.llama…`,
/// `global.anthropic…`) and Azure's data zones (`azure/eu/gpt-4o`).
const GEOS: &[&str] = &["us", "eu", "apac", "global", "jp", "au", "ca", "us-gov"];

/// The region or geography a key names, which tells two prices of one provider apart (the same
/// model through Bedrock in `us-east-1` and `eu-west-3`): a geography before the first `.`, or a
/// second path segment that is a geography or a region (`bedrock/eu-west-3/mistral…`).
fn region(key: &str) -> Option<String> {
    if let Some((geo, _)) = key.split_once('.') {
        if GEOS.contains(&geo) {
            return Some(geo.to_string());
        }
    }
    let segments: Vec<&str> = key.split('/').collect();
    let seg = *segments.get(1).filter(|_| segments.len() >= 3)?;
    let region_like = seg.contains('-')
        && seg.ends_with(|c: char| c.is_ascii_digit())
        && seg
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    (GEOS.contains(&seg) || region_like).then(|| seg.to_string())
}

/// The spellings of an entry's model to look up among the aliases: the key, its last path
/// segment (`deepinfra/meta-llama/Llama-3.3-70B-Instruct` → `Llama-3.3-70B-Instruct`), and that
/// with `-` and `_` as spaces (`Llama 3.3 70B Instruct`).
fn spellings(key: &str) -> Vec<String> {
    let last = key.rsplit('/').next().unwrap_or(key);
    vec![
        key.to_string(),
        last.to_string(),
        last.replace(['-', '_'], " "),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_token_prices_become_exact_per_million() {
        assert_eq!(per_million("1.3e-07"), 0.13);
        assert_eq!(per_million("3.9e-07"), 0.39);
        assert_eq!(per_million("2.5e-06"), 2.5);
        assert_eq!(per_million("0.0000013"), 1.3);
        assert_eq!(per_million("0"), 0.0);
    }

    #[test]
    fn a_date_in_the_file_name_dates_the_snapshot() {
        let ctx = Context::default();
        let d = |f: &str| snapshot_date(f, &ctx);
        assert_eq!(
            d("x/litellm-2025-11-21.json"),
            ("2025-11-21".into(), "file name")
        );
        assert_eq!(d("2025-11-21_prices.json").0, "2025-11-21");
        assert_eq!(d("v12025-11-21.json").1, "the day it was imported");
        let given = Context {
            as_of: Some("2024-01-02".into()),
            ..Context::default()
        };
        assert_eq!(
            snapshot_date("litellm-2025-11-21.json", &given).0,
            "2024-01-02"
        );
    }

    #[test]
    fn a_key_names_its_region() {
        assert_eq!(
            region("us.meta.llama3-3-70b-instruct-v1:0").as_deref(),
            Some("us")
        );
        assert_eq!(region("meta.llama3-3-70b-instruct-v1:0"), None);
        let eu = "bedrock/eu-west-3/mistral.mixtral-8x7b-instruct-v0:1";
        assert_eq!(region(eu).as_deref(), Some("eu-west-3"));
        assert_eq!(region("azure/eu/gpt-4o").as_deref(), Some("eu"));
        assert_eq!(region("deepinfra/meta-llama/Llama-3.3-70B-Instruct"), None);
        assert_eq!(region("vertex_ai/deepseek-ai/deepseek-r1-0528-maas"), None);
        assert_eq!(region("ollama/llama3.1"), None);
    }

    #[test]
    fn spellings_try_the_key_then_its_model_name() {
        assert_eq!(
            spellings("deepinfra/meta-llama/Llama-3.3-70B-Instruct-Turbo"),
            [
                "deepinfra/meta-llama/Llama-3.3-70B-Instruct-Turbo",
                "Llama-3.3-70B-Instruct-Turbo",
                "Llama 3.3 70B Instruct Turbo"
            ]
        );
    }
}
