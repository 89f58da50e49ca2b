//! SkyPilot's catalog `vms.csv` (`catalogs/v7/<cloud>/vms.csv` in skypilot-org/skypilot-catalog):
//! one row per instance type × region (× zone, in old catalogs), columns in any order, read by
//! name. `Price` and `SpotPrice` are US dollars per instance-hour: per GPU is
//! `Price / AcceleratorCount`; a `SpotPrice` is a second offer, at pricing `spot`. CPU-only rows
//! (no `AcceleratorName`), shares of one GPU and rows with no price are skipped and counted. The
//! file does not say which cloud it is for: its path does (`…/aws/vms.csv`), or `--provider`.

use super::super::format::{Context, Format};
use super::super::records::Dataset;
use super::super::top::Top;
use super::table::{self, Table};
use super::{Catalog, CatalogRow, Skips};
use crate::error::Result;

/// The clouds skypilot-catalog publishes `vms.csv` for (catalogs/v7), and older ones.
pub const CLOUDS: &[&str] = &[
    "aws",
    "azure",
    "cudo",
    "do",
    "fluidstack",
    "gcp",
    "hyperbolic",
    "ibm",
    "kubernetes",
    "lambda",
    "mithril",
    "nebius",
    "oci",
    "paperspace",
    "primeintellect",
    "runpod",
    "scp",
    "seeweb",
    "shadeform",
    "simplepod",
    "vast",
    "vsphere",
];

const REQUIRED: &[&str] = &["AcceleratorName", "AcceleratorCount", "Price", "Region"];

/// The format, for the importer's list of `FORMATS`.
pub struct SkyPilot;

impl Format for SkyPilot {
    fn kind(&self) -> &'static str {
        "skypilot-catalog"
    }
    fn read_on_a_day(&self) -> bool {
        true
    }
    fn shape(&self) -> &'static str {
        "a CSV with `AcceleratorName`, `AcceleratorCount`, `Price`, `Region` columns (SkyPilot vms.csv)"
    }
    fn detect(&self, top: &Top) -> bool {
        top.header_line().is_some_and(|h| {
            table::header_has(h, &["AcceleratorName", "AcceleratorCount"])
                && (table::header_has(h, &["Region"]) || table::header_has(h, &["Price"]))
        })
    }
    fn parse<'a>(&self, file: &str, top: &Top<'a>, ctx: &Context) -> Result<Dataset<'a>> {
        let Top::Text(text) = top else {
            unreachable!("detected from a text header")
        };
        let provider = super::provider(
            file,
            "SkyPilot",
            CLOUDS,
            ctx,
            cloud_in_path(file),
            "…/<cloud>/vms.csv",
        )?;
        let t = Table::read(file, text, REQUIRED)?;
        let mut skips = Skips::default();
        let mut rows = Vec::new();
        for (line, rec) in &t.rows {
            let line = *line;
            let Some(gpu) = t.cell(rec, "AcceleratorName") else {
                skips.add("CPU only (no accelerator)");
                continue;
            };
            let n = match t.cell(rec, "AcceleratorCount") {
                Some(c) => table::count(file, line, "AcceleratorCount", c)?,
                None => 0.0,
            };
            let Some(gpus) = table::gpus(file, line, "AcceleratorCount", n, gpu)? else {
                skips.add("a share of one GPU");
                continue;
            };
            let region = t.cell(rec, "Region").ok_or_else(|| {
                super::super::check::invalid(
                    file,
                    &format!("line {line}, column Region"),
                    "must not be empty".into(),
                )
            })?;
            let instance_type = t.cell(rec, "InstanceType").map(str::to_string);
            let row = CatalogRow {
                line,
                instance_type,
                accelerator_published: gpu.to_string(),
                gpu_memory_gb: t.cell(rec, "GpuInfo").and_then(memory_gb),
                gpus_per_instance: gpus,
                region: region.to_string(),
                zone: t.cell(rec, "AvailabilityZone").map(str::to_string),
                pricing: "on-demand",
                usd_per_instance_hour: 0.0,
            };
            for (column, pricing) in [("Price", "on-demand"), ("SpotPrice", "spot")] {
                let Some(cell) = t.cell(rec, column) else {
                    if pricing == "on-demand" {
                        skips.add("no on-demand price");
                    }
                    continue;
                };
                let price = table::price(file, line, column, cell)?;
                if price == 0.0 {
                    skips.add(format!("{pricing} price 0"));
                    continue;
                }
                rows.push(CatalogRow {
                    pricing,
                    usd_per_instance_hour: price,
                    ..row.clone()
                });
            }
        }
        super::check_unique(file, &rows)?;
        let catalog = Catalog {
            source: "skypilot",
            provider,
            as_of: super::as_of(ctx),
            source_url: "https://github.com/skypilot-org/skypilot-catalog".into(),
            rows,
        };
        Ok(super::dataset(file, self.kind(), catalog, skips, |c| {
            format!(
                "SkyPilot catalog of {} (catalogs/v7/{}/vms.csv), read {}",
                c.provider, c.provider, c.as_of
            )
        }))
    }
}

/// `aws` for `…/aws/vms.csv`.
fn cloud_in_path(file: &str) -> Option<String> {
    let path = std::path::Path::new(file);
    if path.file_name()?.to_str()? != "vms.csv" {
        return None;
    }
    Some(path.parent()?.file_name()?.to_str()?.to_string())
}

/// The memory of one GPU from `GpuInfo` (a Python dict literal: `'SizeInMiB': 81920`), in GB.
fn memory_gb(info: &str) -> Option<f64> {
    let at = info.find("SizeInMiB")?;
    let digits: String = info[at + "SizeInMiB".len()..]
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(|c| c.is_ascii_digit())
        .collect();
    digits.parse::<f64>().ok().map(|mib| mib / 1024.0)
}

#[cfg(test)]
mod tests {
    #[test]
    fn cloud_and_memory() {
        assert_eq!(
            super::cloud_in_path("catalogs/v7/aws/vms.csv").as_deref(),
            Some("aws")
        );
        assert_eq!(super::cloud_in_path("nebius-vms.csv"), None);
        assert_eq!(
            super::memory_gb("{'Gpus': [{'Name': 'A100', 'MemoryInfo': {'SizeInMiB': 81920}}]}"),
            Some(80.0)
        );
    }
}
