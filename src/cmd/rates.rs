//! `gpudb rates`: your GPU rental prices, the input to every cost view.

use crate::cmd::args::FormatArg;
use crate::error::{Error, Result};
use crate::rates::{self, NewRate};
use clap::Subcommand;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Add, import, list and remove GPU rental rates ($/GPU-hour)
///
/// Rates are your data: imports never touch them. Each rate belongs to a named rate set (a quote,
/// a provider's list; default `default`), and the view run_costs prices every run at every rate
/// for its accelerator, live. Accelerators may be given by any spelling (h100, NVIDIA H200,
/// gb300 …); the canonical id is stored. The bundled sample list prices are rate set
/// `sample-list-prices`.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb rates add --accelerator h100 --usd-per-gpu-hour 2.49 --provider "My quote" --rate-set quote-2026-11
  gpudb rates import my-rates.csv --rate-set quote-2026-11
  gpudb rates list --rate-set quote-2026-11
  gpudb rates remove --rate-set quote-2026-11"#)]
pub struct Args {
    #[command(subcommand)]
    pub command: RatesCommand,
}

#[derive(Debug, Subcommand)]
pub enum RatesCommand {
    Add(AddArgs),
    AddOwned(AddOwnedArgs),
    Import(ImportArgs),
    List(ListArgs),
    Remove(RemoveArgs),
    LoadSample(LoadSampleArgs),
    LoadReference(LoadReferenceArgs),
}

/// Add one rate: its id on stdout, what was added on stderr
///
/// An exact duplicate (same rate set, provider, accelerator, price and pricing) is added with a
/// warning that names the rate it repeats.
///
/// The flags are named after the columns of gpu_rates (--usd-per-gpu-hour, --source-url …).
/// --accelerator takes any spelling gpudb knows, not only the canonical accelerator_id, hence its
/// name; --accelerator-id is accepted too.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb rates add --accelerator h100 --usd-per-gpu-hour 2.49
  gpudb rates add -a "NVIDIA H200" --usd-per-gpu-hour 3.10 --provider "My quote" --rate-set quote-2026-11 --as-of 2026-11-02
  gpudb rates add -a mi300x --usd-per-gpu-hour 1.99 --pricing spot --source-url https://example.com/pricing"#)]
pub struct AddArgs {
    /// Accelerator id or spelling (H100-SXM, h100, NVIDIA H200, b200 …)
    // `accelerator-id` is the column's name; hidden so the help shows one spelling.
    #[arg(long, short = 'a', value_name = "ID", alias = "accelerator-id")]
    accelerator: String,
    /// Price of one GPU for one hour, in US dollars
    // `usd-per-hour` was this flag's name before it took the column's.
    #[arg(long, value_name = "USD", alias = "usd-per-hour")]
    usd_per_gpu_hour: f64,
    /// Who rents at this price
    #[arg(long)]
    provider: Option<String>,
    /// Rate set to add it to
    #[arg(long, default_value = "default")]
    rate_set: String,
    /// Pricing model: on-demand, spot, reserved-1y …
    #[arg(long, default_value = "on-demand")]
    pricing: String,
    /// Date of the price (YYYY-MM-DD); default today, the day you state it (a rate read more
    /// than max_rate_age_days before the day a query prices at gets the caveat old)
    #[arg(long, value_name = "DATE")]
    as_of: Option<String>,
    /// Where the price comes from
    // `source` was this flag's name before it took the column's.
    #[arg(long, value_name = "URL", alias = "source")]
    source_url: Option<String>,
    /// Free-text notes
    #[arg(long)]
    notes: Option<String>,
    /// Keep a price outside its accelerator's band (gpudb check rate-bounds) apart, in the
    /// table price_outliers, where no answer ranks it, instead of refusing it
    #[arg(long)]
    keep_outliers: bool,
}

/// Add an owned-hardware cost model: a rate set priced at what a GPU you own costs per hour
///
/// The model is kept in owned_cost_models, and as a rate of its rate set (pricing 'owned') at its
/// total $/GPU-hour: capex = (capex - residual) / (life × 8760 × utilization), energy = kW × PUE ×
/// $/kWh, plus opex. Every cost query prices with it (-p rate_set=NAME) and splits its $/M into
/// capex, energy and opex; where a run measured its power, the energy part uses that. The rate's
/// id is printed on stdout (`gpudb rates remove ID` removes the model too); its parts on stderr.
/// Utilization is in the capex: leave the queries' -p utilization at 1 for an owned rate set.
/// --usd-per-kwh above 1.5 is refused as cents given as dollars.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb rates add-owned --accelerator h100 --rate-set my-dc --capex-usd 30000 --life-years 5 --utilization 0.6 --kw-per-gpu 1.2 --pue 1.25 --usd-per-kwh 0.06
  gpudb rates add-owned -a b200 --rate-set my-dc --capex-usd 45000 --residual-usd 5000 --life-years 5 --utilization 0.7 --kw-per-gpu 1.7 --pue 1.3 --usd-per-kwh 0.08 --opex-usd-per-gpu-hour 0.1 --as-of 2026-11-01"#)]
pub struct AddOwnedArgs {
    /// Accelerator id or spelling (H100-SXM, h100, b200 …)
    #[arg(long, short = 'a', value_name = "ID", alias = "accelerator-id")]
    accelerator: String,
    /// Rate set to price in
    #[arg(long, value_name = "NAME")]
    rate_set: String,
    /// What one GPU cost, all in (its share of the server, network, install), US dollars
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    capex_usd: f64,
    /// Economic life, years
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    life_years: f64,
    /// Share of the hours the GPU does paid work, above 0 and at most 1
    #[arg(long, value_name = "F", allow_negative_numbers = true)]
    utilization: f64,
    /// All-in power per GPU, kW (its share of server, network and host; before PUE)
    #[arg(long, value_name = "F", allow_negative_numbers = true)]
    kw_per_gpu: f64,
    /// Power usage effectiveness of the facility (at least 1)
    #[arg(long, value_name = "F", allow_negative_numbers = true)]
    pue: f64,
    /// Electricity price, US dollars per kWh (0.06 for 6 cents; at most 1.5)
    #[arg(long, value_name = "F", allow_negative_numbers = true)]
    usd_per_kwh: f64,
    /// Other operating cost, US dollars per GPU-hour (default 0)
    #[arg(long, value_name = "F", allow_negative_numbers = true)]
    opex_usd_per_gpu_hour: Option<f64>,
    /// What the GPU is worth at the end of its life, US dollars (default 0)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    residual_usd: Option<f64>,
    /// Date of the figures (YYYY-MM-DD); default today, the day you state them
    #[arg(long, value_name = "DATE")]
    as_of: Option<String>,
    /// Where the figures come from
    #[arg(long, value_name = "URL")]
    source_url: Option<String>,
    /// Free-text notes
    #[arg(long)]
    notes: Option<String>,
}

/// Import rates from a CSV file (header required; columns as in `gpudb rates list --format csv`)
///
/// Columns are those of gpu_rates: accelerator_id and usd_per_gpu_hour (required), provider,
/// pricing, as_of, source_url, notes, and optionally rate_set. accelerator_id takes any spelling
/// gpudb knows (the older header `accelerator` is read the same way). An id column, as `gpudb
/// rates list` writes it, is ignored: imported rates get new ids, so a list saved with `gpudb
/// rates list --format csv --raw-csv` imports back as it was. A bad row names its line and
/// column, and nothing of the file is imported.
///
/// A file with a capex_usd column holds owned-hardware cost models instead: its columns are named
/// as `gpudb rates add-owned`'s flags (accelerator, rate_set, capex_usd, life_years, utilization,
/// kw_per_gpu, pue, usd_per_kwh, opex_usd_per_gpu_hour, residual_usd, as_of, source_url, notes),
/// with the same rules.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb rates import my-rates.csv
  gpudb rates import my-rates.csv --rate-set quote-2026-11
  gpudb rates list --rate-set quote-2026-11 --format csv --raw-csv > saved-rates.csv
  gpudb rates import saved-rates.csv"#)]
pub struct ImportArgs {
    /// CSV file of rates
    file: PathBuf,
    /// Put every row in this rate set (overrides a rate_set column; default: the column, else `default`)
    #[arg(long)]
    rate_set: Option<String>,
    /// Keep the rates outside their accelerator's band (gpudb check rate-bounds) apart, in the
    /// table price_outliers, where no answer ranks them, instead of refusing the file; a file
    /// with most of its rates outside is refused all the same
    #[arg(long)]
    keep_outliers: bool,
    #[command(flatten)]
    max_input_size: crate::input::MaxInputSize,
}

/// List rates
///
/// The columns are those of the table gpu_rates; `--format csv --raw-csv` writes a file that
/// `gpudb rates import` reads back.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb rates list
  gpudb rates list --rate-set sample-list-prices --format csv
  gpudb rates list --format json"#)]
pub struct ListArgs {
    /// Only this rate set
    #[arg(long)]
    rate_set: Option<String>,
    #[command(flatten)]
    format: FormatArg,
}

/// Remove rates by id, or a whole rate set
///
/// Ids are those of `gpudb rates list`. Nothing is removed if an id does not exist or the rate set
/// is empty.
#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("what").required(true).args(["ids", "rate_set"])))]
#[command(after_help = r#"Examples:
  gpudb rates remove --rate-set sample-list-prices
  gpudb rates remove 12 13"#)]
pub struct RemoveArgs {
    /// Rate ids to remove
    ids: Vec<i64>,
    /// Remove every rate of this rate set
    #[arg(long)]
    rate_set: Option<String>,
}

/// Load (or reload) the published reference cost tiers as rate sets reference-TIER
///
/// The rows of reference_gpu_costs (InferenceX's hyperscaler, neocloud and retail $/GPU-hour
/// tiers, each with its source) become rate sets reference-hyperscaler, reference-neocloud and
/// reference-retail (pricing 'reference'); only those sets are replaced.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb rates load-reference"#)]
pub struct LoadReferenceArgs {}

/// Load (or reload) the bundled sample list prices as rate set `sample-list-prices`
///
/// Replaces only that rate set; your other rate sets are untouched.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb rates load-sample
  gpudb query cheapest-70b -p rate_set=sample-list-prices"#)]
pub struct LoadSampleArgs {}

pub fn run(db: &Path, args: Args) -> Result<()> {
    match args.command {
        RatesCommand::Add(a) => {
            let mut conn = crate::store::open(db)?;
            let rate = NewRate {
                rate_set: Some(a.rate_set),
                provider: a.provider,
                accelerator: a.accelerator,
                usd_per_gpu_hour: a.usd_per_gpu_hour,
                pricing: Some(a.pricing),
                as_of: a.as_of.or_else(|| Some(crate::dates::today())),
                source_url: a.source_url,
                notes: a.notes,
            };
            let added = rates::add(&mut conn, &rate, a.keep_outliers)?;
            if added.kept_apart {
                crate::msg::warn(&format!(
                    "${}/GPU-hour is outside the band of {} (gpudb check rate-bounds): kept apart \
                     in price_outliers, not added as a rate",
                    rate.usd_per_gpu_hour, added.accelerator_id
                ));
                return Ok(());
            }
            // The id alone on stdout, as before, for scripts (`id=$(gpudb rates add …)`); what
            // was added, for people, on stderr with the other notes.
            writeln!(std::io::stdout(), "{}", added.id)?;
            crate::msg::note(&added_sentence(&rate, &added));
            if !added.same_as.is_empty() {
                crate::msg::warn(&duplicate_warning(&rate, &added));
            }
        }
        RatesCommand::AddOwned(a) => add_owned(db, a)?,
        RatesCommand::Import(a) => {
            let file = a.file.display().to_string();
            let bytes = crate::input::read_file(&a.file, a.max_input_size.bytes)?;
            if rates::has_column(&bytes, "capex_usd") {
                let rows = rates::parse_owned_csv(&file, &bytes, a.rate_set.as_deref())?;
                let mut conn = crate::store::open(db)?;
                let n = rates::import_owned_rows(&mut conn, &file, &rows)?;
                crate::msg::note(&format!("imported {n} owned cost models from {file}"));
                return Ok(());
            }
            let rows = rates::parse_csv(&file, &bytes, a.rate_set.as_deref())?;
            let mut conn = crate::store::open(db)?;
            let (n, kept) = rates::import_rows(&mut conn, &file, &rows, a.keep_outliers)?;
            let kept = match kept {
                0 => String::new(),
                k => format!(" ({k} outside their band kept apart in price_outliers)"),
            };
            crate::msg::note(&format!("imported {n} rates from {file}{kept}"));
        }
        RatesCommand::List(a) => {
            let opts = a.format.options()?;
            let conn = crate::store::open_read_only(db)?;
            let mut stmt = conn.prepare(
                "SELECT id, rate_set, provider, accelerator_id, usd_per_gpu_hour, pricing, as_of,
                        source_url, notes
                 FROM gpu_rates WHERE ?1 IS NULL OR rate_set = ?1
                 ORDER BY rate_set, accelerator_id, usd_per_gpu_hour, id",
            )?;
            stmt.raw_bind_parameter(1, a.rate_set.as_deref())?;
            crate::cmd::rows::print(&conn, &mut stmt, &opts, Error::from)?;
        }
        RatesCommand::Remove(a) => {
            let mut conn = crate::store::open(db)?;
            let tx = crate::db::write_tx(&mut conn)?;
            // An owned cost model goes with its rate (a trigger): count them to say so.
            let models = |tx: &rusqlite::Transaction| -> Result<i64> {
                Ok(tx.query_row("SELECT count(*) FROM owned_cost_models", [], |r| r.get(0))?)
            };
            let models_before = models(&tx)?;
            let mut removed = 0;
            if let Some(set) = &a.rate_set {
                removed += tx.execute("DELETE FROM gpu_rates WHERE rate_set = ?1", [set])?;
            }
            for id in &a.ids {
                match tx.execute("DELETE FROM gpu_rates WHERE id = ?1", [id])? {
                    0 => {
                        return Err(Error::Other(format!(
                            "no rate has id {id}; nothing was removed (see: gpudb rates list)"
                        )))
                    }
                    n => removed += n,
                }
            }
            if removed == 0 {
                return Err(Error::Other(format!(
                    "rate set '{}' has no rates; nothing was removed (see: gpudb rates list)",
                    a.rate_set.unwrap_or_default()
                )));
            }
            let gone = models_before - models(&tx)?;
            tx.commit()?;
            crate::msg::note(&match gone {
                0 => format!("removed {removed} rates"),
                n => format!(
                    "removed {removed} rates, with the {n} owned cost models they stood for"
                ),
            });
        }
        RatesCommand::LoadReference(_) => {
            let mut conn = crate::store::open(db)?;
            let n = rates::load_reference(&mut conn)?;
            crate::msg::note(&format!(
                "loaded {n} reference rates as rate sets {}TIER",
                rates::REFERENCE_RATE_SET_PREFIX
            ));
        }
        RatesCommand::LoadSample(_) => {
            let mut conn = crate::store::open(db)?;
            let n = rates::load_sample(&mut conn)?;
            crate::msg::note(&format!(
                "loaded {n} sample rates as rate set '{}'",
                rates::SAMPLE_RATE_SET
            ));
        }
    }
    Ok(())
}

fn add_owned(db: &Path, a: AddOwnedArgs) -> Result<()> {
    let model = rates::NewOwned {
        rate_set: a.rate_set,
        accelerator: a.accelerator,
        capex_usd: a.capex_usd,
        life_years: a.life_years,
        utilization: a.utilization,
        kw_per_gpu: a.kw_per_gpu,
        pue: a.pue,
        usd_per_kwh: a.usd_per_kwh,
        opex_usd_per_gpu_hour: a.opex_usd_per_gpu_hour,
        residual_usd: a.residual_usd,
        as_of: a.as_of.or_else(|| Some(crate::dates::today())),
        source_url: a.source_url,
        notes: a.notes,
    };
    let mut conn = crate::store::open(db)?;
    let o = rates::add_owned(&mut conn, &model)?;
    writeln!(std::io::stdout(), "{}", o.rate_id)?;
    crate::msg::note(&format!(
        "added owned cost model {} as rate {}: {} ${:.4}/h = capex ${:.4} + energy ${:.4} + \
         opex ${:.4} (electricity {:.1}%) in rate set {}",
        o.model_id,
        o.rate_id,
        o.accelerator_id,
        o.usd_per_gpu_hour,
        o.capex_usd_per_gpu_hour,
        o.energy_usd_per_gpu_hour,
        o.opex_usd_per_gpu_hour,
        100.0 * o.energy_usd_per_gpu_hour / o.usd_per_gpu_hour,
        crate::msg::quote(&model.rate_set)
    ));
    Ok(())
}

/// `added rate 28: H100-SXM $2.49/h (Our quote) in rate set default`; the pricing is said when it
/// is not on-demand.
fn added_sentence(r: &NewRate, added: &rates::Added) -> String {
    let pricing = match r.pricing.as_deref() {
        Some("on-demand") | None => String::new(),
        Some(p) => format!(" {}", crate::msg::quote(p)),
    };
    let provider = match r.provider.as_deref() {
        Some(p) => format!(" ({})", crate::msg::quote(p)),
        None => String::new(),
    };
    format!(
        "added rate {}: {} ${}/h{pricing}{provider} in rate set {}",
        added.id,
        added.accelerator_id,
        r.usd_per_gpu_hour,
        crate::msg::quote(r.rate_set.as_deref().unwrap_or("default"))
    )
}

/// The warning for a rate that repeats one already in its rate set.
fn duplicate_warning(r: &NewRate, added: &rates::Added) -> String {
    let ids: Vec<String> = added.same_as.iter().map(i64::to_string).collect();
    format!(
        "rate set {} already has this rate (same provider, accelerator, price and pricing): \
         rate {}; both are kept, and `gpudb rates remove {}` takes the new one back",
        crate::msg::quote(r.rate_set.as_deref().unwrap_or("default")),
        ids.join(", "),
        added.id
    )
}
