//! GPU rental catalogs (SkyPilot `vms.csv`, dstack gpuhunt `{provider}.csv`): one offer a row,
//! read into [`CatalogRow`]s with the shared rules written once here: which cloud the file is
//! for, the snapshot's date, the offer's key (a row given twice is refused), and how a published
//! GPU name becomes one of gpudb's accelerators ([`gpu`]) or a reason it is skipped.

pub mod gpu;
pub mod gpuhunt;
pub mod skypilot;
mod table;
pub mod write;

use super::check::invalid;
use super::format::Context;
use crate::error::{Error, Result};
use std::collections::HashMap;

pub use super::rental::{Catalog, CatalogRow};

/// Rows skipped by design, counted by reason, in the order first met.
#[derive(Debug, Default)]
pub struct Skips(Vec<(String, usize)>);

impl Skips {
    pub fn add(&mut self, reason: impl Into<String>) {
        let reason = reason.into();
        match self.0.iter_mut().find(|(r, _)| *r == reason) {
            Some((_, n)) => *n += 1,
            None => self.0.push((reason, 1)),
        }
    }
    pub fn into_vec(self) -> Vec<(String, usize)> {
        self.0
    }
}

/// The providers a source publishes catalogs for: a name outside the list is a typo or a file
/// of another source, refused with the closest name.
pub fn check_provider(
    file: &str,
    source: &str,
    known: &[&str],
    provider: &str,
    given_as: &str,
) -> Result<String> {
    let p = provider.trim().to_ascii_lowercase();
    if known.contains(&p.as_str()) {
        return Ok(p);
    }
    Err(Error::File {
        file: file.to_string(),
        message: format!(
            "unknown {source} cloud '{}' ({given_as}): {}known: {}",
            crate::msg::quote(provider),
            crate::msg::did_you_mean(&p, known.iter().copied()),
            known.join(", ")
        ),
    })
}

/// The cloud a file is for: `--provider`, else the name the file's path gives (`from_path`),
/// else an error saying how to give it.
pub fn provider(
    file: &str,
    source: &str,
    known: &[&str],
    ctx: &Context,
    from_path: Option<String>,
    example: &str,
) -> Result<String> {
    match (&ctx.provider, from_path) {
        (Some(p), _) => check_provider(file, source, known, p, "--provider"),
        (None, Some(p)) => check_provider(file, source, known, &p, "from the file name"),
        (None, None) => Err(Error::File {
            file: file.to_string(),
            message: format!(
                "a {source} catalog does not say which cloud it is for, and the file name does \
                 not either ({example}): pass --provider NAME (one of {})",
                known.join(", ")
            ),
        }),
    }
}

/// The snapshot's date: `--as-of`, else today (UTC), the day it was read.
pub fn as_of(ctx: &Context) -> String {
    ctx.as_of.clone().unwrap_or_else(crate::dates::today)
}

/// An offer's identity: instance type, GPU, count, region, zone, pricing.
type OfferKey<'r> = (
    Option<&'r str>,
    &'r str,
    i64,
    &'r str,
    Option<&'r str>,
    &'r str,
);

/// Refuse an offer given twice (same instance type, GPU, count, region, zone and pricing): the
/// two prices cannot both be the offer's.
pub fn check_unique(file: &str, rows: &[CatalogRow]) -> Result<()> {
    let mut seen: HashMap<OfferKey, u64> = HashMap::with_capacity(rows.len());
    for r in rows {
        let key = (
            r.instance_type.as_deref(),
            r.accelerator_published.as_str(),
            r.gpus_per_instance,
            r.region.as_str(),
            r.zone.as_deref(),
            r.pricing,
        );
        if let Some(first) = seen.insert(key, r.line) {
            return Err(invalid(
                file,
                &format!("line {}", r.line),
                format!(
                    "duplicate offer: {} {} ×{} in region {}{} ({}) is already on line {first}; \
                     keep one of them",
                    crate::msg::quote(r.instance_type.as_deref().unwrap_or("(no instance type)")),
                    crate::msg::quote(&r.accelerator_published),
                    r.gpus_per_instance,
                    crate::msg::quote(&r.region),
                    r.zone
                        .as_deref()
                        .map(|z| format!(", zone {}", crate::msg::quote(z)))
                        .unwrap_or_default(),
                    r.pricing
                ),
            ));
        }
    }
    Ok(())
}

/// The dataset a parsed snapshot is: named as its rate set, dated by its `as_of`, holding no
/// runs, with the rows skipped while reading counted (more are counted when GPUs are mapped).
pub fn dataset<'a>(
    file: &str,
    kind: &'static str,
    catalog: Catalog,
    skips: Skips,
    title: impl Fn(&Catalog) -> String,
) -> super::records::Dataset<'a> {
    use super::records::{Dataset, Runs};
    let metadata = serde_json::json!({
        "source": catalog.source,
        "provider": catalog.provider,
        "as_of": catalog.as_of,
    });
    let name = catalog.rate_set();
    Dataset {
        title: Some(title(&catalog)),
        publisher: Some(catalog.source.to_string()),
        license: Some(LICENSE_UNSTATED.into()),
        source_url: Some(catalog.source_url.clone()),
        data_updated_at: Some(catalog.as_of.clone()),
        metadata_json: metadata.to_string(),
        skipped: skips.into_vec(),
        catalog: Some(catalog),
        ..Dataset::new(file, name, kind, Runs::parsed(Vec::new()))
    }
}

/// Neither catalog states a licence for its data (the prices are the providers'): gpudb ships
/// the importers, not the data.
pub const LICENSE_UNSTATED: &str =
    "not stated: the prices are the providers' own; download the file yourself";
