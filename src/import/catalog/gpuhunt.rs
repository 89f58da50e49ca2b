//! dstack's gpuhunt catalog, one CSV per provider (`{provider}.csv` in each versioned
//! `catalog.zip`): `instance_name, location, price, cpu, memory, gpu_count, gpu_name,
//! gpu_memory, spot, …` (gpuhunt's `RawCatalogItem`), one offer a row. `price` is US dollars
//! per instance-hour; `spot` (`True`/`False`) says the pricing; `gpu_memory` is GB per GPU.
//! Rows with no GPU are skipped and counted. The provider is the file's name, or `--provider`.

use super::super::format::{Context, Format};
use super::super::records::Dataset;
use super::super::top::Top;
use super::table::{self, Table};
use super::{Catalog, CatalogRow, Skips};
use crate::error::Result;

/// The providers gpuhunt collects catalogs for (`src/gpuhunt/providers/`).
pub const PROVIDERS: &[&str] = &[
    "aws",
    "azure",
    "cloudrift",
    "crusoe",
    "cudo",
    "datacrunch",
    "daytona",
    "digitalocean",
    "gcp",
    "hotaisle",
    "jarvislabs",
    "lambdalabs",
    "lium",
    "nebius",
    "oci",
    "runpod",
    "seeweb",
    "tensordock",
    "vastai",
    "verda",
    "vultr",
];

const REQUIRED: &[&str] = &[
    "instance_name",
    "location",
    "price",
    "gpu_count",
    "gpu_name",
    "spot",
];

/// The format, for the importer's list of `FORMATS`.
pub struct GpuHunt;

impl Format for GpuHunt {
    fn kind(&self) -> &'static str {
        "gpuhunt-catalog"
    }
    fn read_on_a_day(&self) -> bool {
        true
    }
    fn shape(&self) -> &'static str {
        "a CSV with `instance_name`, `location`, `gpu_name`, `gpu_count` columns (dstack gpuhunt)"
    }
    fn detect(&self, top: &Top) -> bool {
        top.header_line().is_some_and(|h| {
            table::header_has(h, &["instance_name", "location", "gpu_name", "gpu_count"])
        })
    }
    fn parse<'a>(&self, file: &str, top: &Top<'a>, ctx: &Context) -> Result<Dataset<'a>> {
        let Top::Text(text) = top else {
            unreachable!("detected from a text header")
        };
        let stem = std::path::Path::new(file)
            .file_stem()
            .and_then(|s| s.to_str())
            .map(str::to_string)
            .filter(|s| PROVIDERS.contains(&s.to_ascii_lowercase().as_str()));
        let provider = super::provider(file, "gpuhunt", PROVIDERS, ctx, stem, "<provider>.csv")?;
        let t = Table::read(file, text, REQUIRED)?;
        let mut skips = Skips::default();
        let mut rows = Vec::new();
        for (line, rec) in &t.rows {
            let line = *line;
            let n = match t.cell(rec, "gpu_count") {
                Some(c) => table::count(file, line, "gpu_count", c)?,
                None => 0.0,
            };
            let Some(gpu) = t.cell(rec, "gpu_name") else {
                skips.add("CPU only (no accelerator)");
                continue;
            };
            let Some(gpus) = table::gpus(file, line, "gpu_count", n, gpu)? else {
                skips.add("a share of one GPU");
                continue;
            };
            let at = |column: &str| format!("line {line}, column {column}");
            let need = |column: &str| {
                t.cell(rec, column).ok_or_else(|| {
                    super::super::check::invalid(file, &at(column), "must not be empty".into())
                })
            };
            let instance = need("instance_name")?;
            let region = need("location")?;
            let price = table::price(file, line, "price", need("price")?)?;
            let pricing = match need("spot")?.to_ascii_lowercase().as_str() {
                "true" => "spot",
                "false" => "on-demand",
                other => {
                    return Err(super::super::check::invalid(
                        file,
                        &at("spot"),
                        format!("expected True or False, got '{}'", crate::msg::quote(other)),
                    ))
                }
            };
            if price == 0.0 {
                skips.add(format!("{pricing} price 0"));
                continue;
            }
            let memory = match t.cell(rec, "gpu_memory") {
                Some(c) => Some(table::count(file, line, "gpu_memory", c)?),
                None => None,
            };
            rows.push(CatalogRow {
                line,
                instance_type: Some(instance.to_string()),
                accelerator_published: gpu.to_string(),
                gpu_memory_gb: memory,
                gpus_per_instance: gpus,
                region: region.to_string(),
                zone: None,
                pricing,
                usd_per_instance_hour: price,
            });
        }
        super::check_unique(file, &rows)?;
        let catalog = Catalog {
            source: "gpuhunt",
            provider,
            as_of: super::as_of(ctx),
            source_url: "https://github.com/dstackai/gpuhunt".into(),
            rows,
        };
        Ok(super::dataset(file, self.kind(), catalog, skips, |c| {
            format!(
                "dstack gpuhunt catalog of {} ({}.csv), read {}",
                c.provider, c.provider, c.as_of
            )
        }))
    }
}
