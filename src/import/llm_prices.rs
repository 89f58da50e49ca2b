//! llm-prices' lists (llm-prices.com, simonw/llm-prices): `current-v1.json` (`updated_at`,
//! `prices[]`) and `historical-v1.json` (`prices[]`, each valid from `from_date`, inclusive, to
//! `to_date`, exclusive). Prices are USD per million tokens: `input`, `output`, `input_cached`.
//! Both are curated by hand, so a bad record (a string price, a negative one, a `to_date` not
//! after its `from_date`) refuses the file, naming the record and the field.

use super::check::{describe, invalid, name, record};
use super::format::{Context, Format};
use super::records::{ApiPrice, Dataset, Runs};
use super::top::{metadata, object, records, Top, TopLevel};
use crate::error::Result;
use serde::Deserialize;

/// Where the lists are published, cited by every price read from them.
const SOURCE_URL: &str = "https://www.llm-prices.com/";

/// The most per million tokens taken as written: above every API price published (o1-pro's
/// output is $600/M); more is a unit error.
const MAX_USD_PER_M: f64 = 1e4;

#[derive(Deserialize)]
struct Price {
    id: String,
    vendor: String,
    name: Option<String>,
    input: Option<f64>,
    output: f64,
    input_cached: Option<f64>,
    from_date: Option<String>,
    to_date: Option<String>,
}

/// The current list, for the importer's list of `FORMATS`.
pub struct Current;

/// The historical list, for the importer's list of `FORMATS`.
pub struct Historical;

impl Format for Current {
    fn kind(&self) -> &'static str {
        "llm-prices"
    }
    fn read_on_a_day(&self) -> bool {
        true
    }
    fn shape(&self) -> &'static str {
        "a JSON object with `updated_at` and a `prices` array"
    }
    fn detect(&self, top: &Top) -> bool {
        top.has_array("prices") && top.field("updated_at").is_some()
    }
    fn parse<'a>(&self, file: &str, top: &Top<'a>, _: &Context) -> Result<Dataset<'a>> {
        let top = object(file, top)?;
        let meta = metadata(file, top, &["prices"])?;
        let updated = meta.get("updated_at").and_then(|v| v.as_str());
        let date = updated
            .and_then(crate::dates::iso_date)
            .filter(|d| Some(d.as_str()) == updated)
            .ok_or_else(|| {
                invalid(
                    file,
                    "top level",
                    "field `updated_at`: expected the list's date, YYYY-MM-DD".into(),
                )
            })?;
        let prices = prices(file, top, Some(&date))?;
        Ok(dataset(
            file,
            format!("llm-prices-{date}"),
            self.kind(),
            Some(date),
            prices,
        ))
    }
}

impl Format for Historical {
    fn kind(&self) -> &'static str {
        "llm-prices-historical"
    }
    fn read_on_a_day(&self) -> bool {
        true
    }
    fn shape(&self) -> &'static str {
        "a JSON object with a `prices` array of `from_date`/`to_date` records"
    }
    fn detect(&self, top: &Top) -> bool {
        top.has_array("prices") && top.field("updated_at").is_none()
    }
    fn parse<'a>(&self, file: &str, top: &Top<'a>, _: &Context) -> Result<Dataset<'a>> {
        let prices = prices(file, object(file, top)?, None)?;
        Ok(dataset(
            file,
            "llm-prices-historical".into(),
            self.kind(),
            None,
            prices,
        ))
    }
}

fn dataset<'a>(
    file: &str,
    name: String,
    kind: &'static str,
    date: Option<String>,
    api_prices: Vec<ApiPrice>,
) -> Dataset<'a> {
    Dataset {
        title: Some(match &date {
            Some(d) => format!("llm-prices current prices, {d}"),
            None => "llm-prices price history".into(),
        }),
        publisher: Some("Simon Willison (llm-prices.com)".into()),
        source_url: Some("https://github.com/simonw/llm-prices".into()),
        data_url: Some(SOURCE_URL.into()),
        collected_at: date,
        api_prices,
        ..Dataset::new(file, name, kind, Runs::parsed(Vec::new()))
    }
}

/// The `prices` records; `current` is the current list's date (its prices are valid from
/// then), None for the historical list (each record says).
fn prices(file: &str, top: &TopLevel, current: Option<&str>) -> Result<Vec<ApiPrice>> {
    let raws = records(file, top, "prices")?;
    let mut out = Vec::with_capacity(raws.len());
    for (i, raw) in raws.iter().enumerate() {
        let path = format!("prices[{i}]");
        let p: Price = record(file, &path, raw, &["vendor", "id"])?;
        let loc = describe(&path, &[&p.vendor, &p.id]);
        for (field, v) in [("input", p.input), ("output", Some(p.output))]
            .into_iter()
            .chain([("input_cached", p.input_cached)])
        {
            if let Some(v) = v.filter(|v| !(0.0..=MAX_USD_PER_M).contains(v)) {
                return Err(invalid(
                    file,
                    &loc,
                    format!(
                        "field `{field}`: {v} is not a price in USD per million tokens \
                         (0 to {MAX_USD_PER_M})"
                    ),
                ));
            }
        }
        let (from, to) = match current {
            Some(date) => (Some(date.to_string()), None),
            None => (
                day(file, &loc, "from_date", p.from_date)?,
                day(file, &loc, "to_date", p.to_date)?,
            ),
        };
        if let (Some(f), Some(t)) = (&from, &to) {
            if t <= f {
                return Err(invalid(
                    file,
                    &loc,
                    format!(
                        "field `to_date`: {t} is not after from_date {f} (from_date is the first \
                         day of the price, to_date the first day after it)"
                    ),
                ));
            }
        }
        let id = name(file, &loc, "id", p.id)?;
        let model = p.name.filter(|n| !n.trim().is_empty());
        out.push(ApiPrice {
            source_url: Some(SOURCE_URL.into()),
            usd_per_m_input_tokens: p.input,
            raw_json: raw.get().to_string(),
            valid_from: from,
            valid_to: to,
            usd_per_m_cached_input_tokens: p.input_cached,
            model_spellings: Some(
                [Some(id.clone()), model.clone()]
                    .into_iter()
                    .flatten()
                    .collect(),
            ),
            ..ApiPrice::new(
                path,
                name(file, &loc, "vendor", p.vendor)?,
                model.unwrap_or(id),
                p.output,
            )
        });
    }
    Ok(out)
}

/// A `from_date` or `to_date`: a day written YYYY-MM-DD, or null (open-ended).
fn day(file: &str, loc: &str, field: &str, value: Option<String>) -> Result<Option<String>> {
    match value {
        None => Ok(None),
        Some(v) => match crate::dates::iso_date(&v) {
            Some(d) if d == v => Ok(Some(d)),
            _ => Err(invalid(
                file,
                loc,
                format!(
                    "field `{field}`: '{}' is not a date written YYYY-MM-DD",
                    crate::msg::quote(&v)
                ),
            )),
        },
    }
}
