//! A GPU rental catalog snapshot as the importer hands it to the writer: the common record of
//! the catalog formats (`catalog/`), kept apart from them so that `records` needs no format.

/// One snapshot of one provider's catalog, parsed and checked.
#[derive(Debug)]
pub struct Catalog {
    /// `skypilot`, `gpuhunt`: the first part of the rate set's name.
    pub source: &'static str,
    pub provider: String,
    /// The snapshot's date (YYYY-MM-DD): the rate set's `as_of`.
    pub as_of: String,
    pub source_url: String,
    pub rows: Vec<CatalogRow>,
}

impl Catalog {
    /// The rate set (and dataset) the snapshot is: `skypilot-aws-2026-11-30`.
    pub fn rate_set(&self) -> String {
        format!("{}-{}-{}", self.source, self.provider, self.as_of)
    }
}

/// One offer: an instance type in a region (and zone) at one pricing, as published.
#[derive(Debug, Clone)]
pub struct CatalogRow {
    /// The file line the offer is on (from 1; the header is line 1).
    pub line: u64,
    pub instance_type: Option<String>,
    pub accelerator_published: String,
    /// GPU memory per GPU, in GB, where the file gives it (to tell A100 40 GB from 80 GB).
    pub gpu_memory_gb: Option<f64>,
    pub gpus_per_instance: i64,
    pub region: String,
    pub zone: Option<String>,
    /// `on-demand` or `spot`.
    pub pricing: &'static str,
    pub usd_per_instance_hour: f64,
}

impl CatalogRow {
    pub fn usd_per_gpu_hour(&self) -> f64 {
        self.usd_per_instance_hour / self.gpus_per_instance as f64
    }
}
