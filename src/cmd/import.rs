//! `gpudb import`: load throughput datasets into the database.

use crate::error::{Error, Result};
use crate::import::{self, Outcome};
use rusqlite::Connection;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// Import throughput datasets (the bundled ones when no FILE is given)
///
/// Recognizes each file's format from its content: the throughput survey (`throughput[]`,
/// `api_prices[]`), the per-card runs (`cards[].runs[]`), InferenceX benchmark rows (an array of
/// rows with `hardware`, `metrics`, `isl`, `osl`), API price lists (LiteLLM's
/// `model_prices_and_context_window.json`, llm-prices' `current-v1.json` and
/// `historical-v1.json`), or your own `vllm bench serve --save-result` file, which does not say what it ran on: name it with --accelerator, --gpus and --model (your
/// runs go in the dataset `my-benchmarks`, which only grows). Importing an unchanged file changes
/// nothing. A newer version of a dataset (same name, a later date) updates that dataset's rows in
/// place: unchanged runs keep their ids, changed ones are updated, and only runs that are gone are
/// removed. An older or undated version, or one that would remove more than half of the dataset,
/// is refused unless --replace. New spellings of accelerators and models are added (with unknown
/// specs) and reported as warnings. All files are imported in one transaction: if any record is
/// bad, nothing is imported. Your GPU rates, rows you added and curated rows you edited are kept.
/// The error checks of gpudb check that name runs (the physics bounds, the identities) run on
/// the runs written: a run that fails one is imported as published, named in a warning, and
/// marked with the caveat chk (the table check_failures says why).
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb import
  gpudb import survey-2026-12.json nvidia-per-card.json
  gpudb import inferencex-benchmarks.json
  gpudb import --as-of 2025-11-21 model_prices_and_context_window.json
  gpudb import --accelerator H100 --gpus 8 --model llama-3.3-70b --precision fp8 result.json"#)]
pub struct Args {
    /// Dataset files (JSON, or a GPU rental catalog CSV); none: the datasets bundled with gpudb
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,

    /// Import a version even if it is older or undated, or would remove more than half of the
    /// dataset's runs or API prices
    #[arg(long, alias = "replace-older")]
    pub replace: bool,

    /// Import a catalog's or price list's prices that lie outside their band (gpudb check
    /// rate-bounds, api-price-bounds) apart, in the table price_outliers, where no answer ranks
    /// them, instead of refusing the file; a file with most of its prices outside is refused all
    /// the same
    #[arg(long)]
    pub keep_outliers: bool,

    /// The day a price list (LiteLLM's) or a GPU rental catalog was read, YYYY-MM-DD: its
    /// prices are valid from then until the next snapshot [default: a date in the file name,
    /// else today]
    #[arg(long, value_name = "DATE", value_parser = iso_day)]
    pub as_of: Option<String>,

    #[command(flatten)]
    pub max_input_size: crate::input::MaxInputSize,

    #[command(flatten)]
    pub hardware: HardwareArgs,

    #[command(flatten)]
    pub catalog: CatalogArgs,
}

/// For GPU rental catalogs (SkyPilot vms.csv, dstack gpuhunt CSV).
#[derive(Debug, clap::Args)]
#[command(next_help_heading = "GPU rental catalogs")]
pub struct CatalogArgs {
    /// The cloud a catalog is for, where its path does not say (SkyPilot `…/aws/vms.csv`,
    /// gpuhunt `aws.csv`)
    #[arg(long, value_name = "NAME")]
    pub provider: Option<String>,
}

/// For result files that do not say what they ran on (your own `vllm bench serve` runs).
#[derive(Debug, clap::Args)]
#[command(next_help_heading = "Your own benchmark results")]
pub struct HardwareArgs {
    /// Accelerator the runs ran on (any spelling gpudb knows: H100, h100-sxm, mi300x …)
    #[arg(long, value_name = "ID")]
    pub accelerator: Option<String>,

    /// GPUs the deployment used (the figure is divided by this)
    #[arg(long, value_name = "N")]
    pub gpus: Option<i64>,

    /// Model served (any spelling gpudb knows, e.g. llama-3.3-70b)
    #[arg(long, value_name = "ID")]
    pub model: Option<String>,

    /// Precision of the weights as served (fp8, bf16, fp4 …)
    #[arg(long)]
    pub precision: Option<String>,

    /// Serving framework, with a version if you like (vllm 0.11.0, sglang …)
    #[arg(long)]
    pub framework: Option<String>,

    /// Dataset the runs go in [default: my-benchmarks]
    #[arg(long, value_name = "NAME")]
    pub dataset: Option<String>,
}

pub fn run(db: &Path, args: Args) -> Result<()> {
    let inputs = if args.files.is_empty() {
        import::bundled_inputs(crate::store::with_mlperf())?
    } else {
        args.files
            .iter()
            .map(|f| {
                let bytes = crate::input::read_file(f, args.max_input_size.bytes)?;
                Ok((f.display().to_string(), bytes))
            })
            .collect::<Result<Vec<_>>>()?
    };
    let h = args.hardware;
    let mut context = import::Context {
        provider: args.catalog.provider,
        accelerator: h.accelerator,
        gpus: h.gpus,
        model: h.model,
        precision: h.precision,
        framework: h.framework,
        dataset: h.dataset,
        as_of: args.as_of,
        part: None,
        // Read before it is written: which files are imported already, and which records of
        // a new version are stored unchanged (not parsed again).
        database: open_stored(db)?,
        named: Some(flag),
    };
    // A file already imported byte for byte is not parsed again, unless hardware flags were
    // given: they must still be checked (refused for a file that names its own hardware).
    let known = known_checksums(context.database.as_deref())?;
    let check_every_file = !given(&context).is_empty();
    let mut unchanged: Vec<(String, &String)> = Vec::new();
    let mut changed: Vec<(String, Vec<u8>, String)> = Vec::new();
    for (file, bytes) in inputs {
        // Hashed once: the checksum is also the dataset's recorded sha256.
        let sha256 = import::sha256_hex(&bytes);
        match known.get(&sha256) {
            Some(name) if !check_every_file => unchanged.push((file, name)),
            _ => changed.push((file, bytes, sha256)),
        }
    }
    // Parse before opening to write, so a bad file never creates or changes a database.
    let datasets = changed
        .iter()
        .map(|(file, bytes, sha256)| {
            let detected = import::detect(file, bytes)?;
            check_flags(file, detected.format, &context)?;
            detected.parse(file, sha256.clone(), &context)
        })
        .collect::<Result<Vec<_>>>()?;
    context.database = None; // closed before the database is written
    let mut conn = crate::store::open(db)?;
    // A typo in a flag is an error with a suggestion, not a new accelerator or model.
    if let Some(a) = &context.accelerator {
        crate::names::resolve_accelerator(&conn, a)
            .map_err(|e| Error::Usage(format!("--accelerator: {e}")))?;
    }
    if let Some(m) = &context.model {
        crate::names::resolve_model(&conn, m).map_err(|e| Error::Usage(format!("--model: {e}")))?;
    }
    for (file, name) in &unchanged {
        crate::msg::note(&format!("{name}: unchanged ({file} is already imported)"));
    }
    if datasets.is_empty() && !import::reference::changed(&conn)? {
        return Ok(()); // nothing to write: a no-op import takes no lock
    }
    let options = import::Options {
        replace: args.replace,
        keep_outliers: args.keep_outliers,
    };
    let tx = crate::db::write_tx(&mut conn)?;
    // The error checks on the runs written: failures are warnings (and the caveat chk), never
    // a refusal; the figures are as published.
    let summary = crate::store::import(&tx, &datasets, &options)?;
    import::commit(tx, &datasets)?;
    for w in &summary.warnings {
        crate::msg::warn(w);
    }
    // The datasets were written in the order parsed: each summary has its file's skip counts.
    for (d, parsed) in summary.datasets.iter().zip(&datasets) {
        let what = match d.outcome {
            Outcome::Added => "imported".to_string(),
            // Your own results accumulate: say what this file added.
            Outcome::Replaced if parsed.accumulate => format!(
                "added to: {} new, {} already there; {} in all",
                d.added,
                d.runs - d.added,
                d.total_runs
            ),
            Outcome::Replaced => format!(
                "updated to the new version: {} changed, {} added, {} removed",
                d.changed, d.added, d.removed
            ),
            Outcome::Unchanged => "unchanged".to_string(),
        };
        let skipped: Vec<String> = parsed
            .skipped
            .iter()
            .chain(&d.skipped)
            .map(|(why, n)| format!("{why}: {n}"))
            .collect();
        let skipped = if skipped.is_empty() {
            String::new()
        } else {
            format!("; skipped {}", skipped.join(", "))
        };
        let counts = match &parsed.evaluations {
            Some(_) if parsed.catalog.is_none() => {
                format!("{} evaluation results", d.evaluation_results)
            }
            _ => d.counts(parsed.catalog.is_some()),
        };
        crate::msg::note(&format!("{}: {what} ({counts}{skipped})", d.name));
    }
    Ok(())
}

/// `--as-of`: a calendar day written YYYY-MM-DD.
fn iso_day(text: &str) -> std::result::Result<String, String> {
    match crate::dates::iso_date(text) {
        Some(day) if day == text => Ok(day),
        _ => Err(format!(
            "'{}' is not a date written YYYY-MM-DD",
            crate::msg::quote(text)
        )),
    }
}

/// Each hardware flag and whether it was given; first the three that a file that does not say
/// what it ran on needs.
fn hardware_flags(ctx: &import::Context) -> [(&'static str, bool); 6] {
    use import::Setting;
    [
        (flag(Setting::Accelerator), ctx.accelerator.is_some()),
        (flag(Setting::Gpus), ctx.gpus.is_some()),
        (flag(Setting::Model), ctx.model.is_some()),
        ("--precision", ctx.precision.is_some()),
        ("--framework", ctx.framework.is_some()),
        (flag(Setting::Dataset), ctx.dataset.is_some()),
    ]
}

/// The hardware flags given, as `--name` words, for messages.
fn given(ctx: &import::Context) -> Vec<&'static str> {
    hardware_flags(ctx)
        .into_iter()
        .filter(|(_, set)| *set)
        .map(|(flag, _)| flag)
        .collect()
}

/// The flag that gives an importer's setting, for its messages.
fn flag(setting: import::Setting) -> &'static str {
    match setting {
        import::Setting::Accelerator => "--accelerator",
        import::Setting::Gpus => "--gpus",
        import::Setting::Model => "--model",
        import::Setting::Dataset => "--dataset",
    }
}

/// A file that does not say what it ran on needs --accelerator, --gpus and --model; any other
/// file names its own hardware and model, and refuses the hardware flags.
fn check_flags(file: &str, format: &dyn import::Format, ctx: &import::Context) -> Result<()> {
    let given = given(ctx);
    let kind = format.kind();
    let catalog = kind.ends_with("-catalog");
    if !catalog && ctx.provider.is_some() {
        return Err(Error::Usage(format!(
            "{file}: --provider only applies to GPU rental catalogs (SkyPilot vms.csv, \
             gpuhunt CSV); a {kind} file is not one"
        )));
    }
    if !format.read_on_a_day() && ctx.as_of.is_some() {
        return Err(Error::Usage(format!(
            "{file}: --as-of only applies to GPU rental catalogs and API price lists \
             (LiteLLM, llm-prices); a {kind} file is not one"
        )));
    }
    if format.needs_context() {
        let missing: Vec<&str> = hardware_flags(ctx)[..3]
            .iter()
            .filter(|(_, set)| !set)
            .map(|(flag, _)| *flag)
            .collect();
        if !missing.is_empty() {
            return Err(Error::File {
                file: file.to_string(),
                message: format!(
                    "a {} file does not say what it ran on: pass {} (e.g. gpudb import \
                     --accelerator H100 --gpus 8 --model llama-3.3-70b FILE)",
                    format.label(),
                    missing.join(", ")
                ),
            });
        }
    } else if !given.is_empty() {
        return Err(Error::Usage(format!(
            "{file}: {} only apply to result files that do not say what they ran on; a {} \
             file names its own hardware and model",
            given.join(", "),
            format.kind()
        )));
    }
    Ok(())
}

/// The database, read-only, when it holds data (None when there is none yet).
fn open_stored(db: &Path) -> Result<Option<Rc<Connection>>> {
    if crate::db::is_empty_database(db)? {
        return Ok(None);
    }
    Ok(Some(Rc::new(crate::store::open_read_only(db)?)))
}

/// Checksum → name of the datasets already in the database (none when there is none yet).
fn known_checksums(db: Option<&Connection>) -> Result<HashMap<String, String>> {
    let Some(conn) = db else {
        return Ok(HashMap::new());
    };
    let mut stmt = conn.prepare("SELECT sha256, name FROM datasets")?;
    let sums = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(sums)
}
