//! `gpudb import`: load throughput datasets into the database.

use crate::error::Result;
use crate::import::{self, Outcome};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Import throughput datasets (the bundled ones when no FILE is given)
///
/// Recognizes each file's format from its content: the throughput survey (`throughput[]`,
/// `api_prices[]`) or the per-card runs (`cards[].runs[]`). Importing an unchanged file changes
/// nothing; a newer version of a dataset replaces that dataset's rows and nothing else. New
/// spellings of accelerators and models are added (with unknown specs) and reported as warnings.
/// All files are imported in one transaction: if any record is bad, nothing is imported.
/// Your GPU rates and rows you added are never touched.
///
/// Examples:
///   gpudb import
///   gpudb import survey-2026-12.json nvidia-per-card.json
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Dataset files (JSON); none: the datasets bundled with gpudb
    #[arg(value_name = "FILE")]
    pub files: Vec<PathBuf>,

    /// Import a file even if it is dated older than the version already imported
    #[arg(long)]
    pub replace_older: bool,

    #[command(flatten)]
    pub max_input_size: crate::cmd::input::MaxInputSize,
}

pub fn run(db: &Path, args: Args) -> Result<()> {
    let inputs = if args.files.is_empty() {
        import::bundled_inputs()
    } else {
        args.files
            .iter()
            .map(|f| {
                let bytes = crate::cmd::input::read_file(f, args.max_input_size.bytes)?;
                Ok((f.display().to_string(), bytes))
            })
            .collect::<Result<Vec<_>>>()?
    };
    // A file already imported byte for byte is not parsed again.
    let known = known_checksums(db)?;
    let (unchanged, inputs): (Vec<_>, Vec<_>) = inputs
        .into_iter()
        .partition(|(_, bytes)| known.contains_key(&import::sha256_hex(bytes)));
    for (file, bytes) in &unchanged {
        let name = &known[&import::sha256_hex(bytes)];
        crate::msg::note(&format!("{name}: unchanged ({file} is already imported)"));
    }
    // Parse before opening, so a bad file never creates or touches a database.
    let datasets = import::parse_all(&inputs)?;
    let mut conn = crate::db::open(db)?;
    let summary = import::import(&mut conn, &datasets, args.replace_older)?;
    for w in &summary.warnings {
        crate::msg::warn(w);
    }
    for (name, outcome, runs, prices) in &summary.datasets {
        let what = match outcome {
            Outcome::Added => "imported",
            Outcome::Replaced => "replaced with the new version",
            Outcome::Unchanged => "unchanged",
        };
        crate::msg::note(&format!(
            "{name}: {what} ({runs} runs, {prices} API prices)"
        ));
    }
    Ok(())
}

/// Checksum → name of the datasets already in the database (none when it does not exist yet).
fn known_checksums(db: &Path) -> Result<HashMap<String, String>> {
    if !db.exists() {
        return Ok(HashMap::new());
    }
    let conn = crate::db::open(db)?;
    let mut stmt = conn.prepare("SELECT sha256, name FROM datasets")?;
    let sums = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(sums)
}
