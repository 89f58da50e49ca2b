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
    Import(ImportArgs),
    List(ListArgs),
    Remove(RemoveArgs),
    LoadSample(LoadSampleArgs),
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
    /// Date of the price (YYYY-MM-DD)
    #[arg(long, value_name = "DATE")]
    as_of: Option<String>,
    /// Where the price comes from
    // `source` was this flag's name before it took the column's.
    #[arg(long, value_name = "URL", alias = "source")]
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
                as_of: a.as_of,
                source_url: a.source_url,
                notes: a.notes,
            };
            let added = rates::add(&mut conn, &rate)?;
            // The id alone on stdout, as before, for scripts (`id=$(gpudb rates add …)`); what
            // was added, for people, on stderr with the other notes.
            writeln!(std::io::stdout(), "{}", added.id)?;
            crate::msg::note(&added_sentence(&rate, &added));
            if !added.same_as.is_empty() {
                crate::msg::warn(&duplicate_warning(&rate, &added));
            }
        }
        RatesCommand::Import(a) => {
            let file = a.file.display().to_string();
            let bytes = crate::input::read_file(&a.file, a.max_input_size.bytes)?;
            let rows = rates::parse_csv(&file, &bytes, a.rate_set.as_deref())?;
            let mut conn = crate::store::open(db)?;
            let n = rates::import_rows(&mut conn, &file, &rows)?;
            crate::msg::note(&format!("imported {n} rates from {file}"));
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
            tx.commit()?;
            crate::msg::note(&format!("removed {removed} rates"));
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
