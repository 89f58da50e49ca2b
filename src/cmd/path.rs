//! `gpudb path`: where the database lives.

use crate::error::Result;
use std::io::Write;
use std::path::Path;

/// Print the database path (from --db, GPUDB_DB, or the default in your data directory)
///
/// Does not create the database.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb path
  sqlite3 "$(gpudb path)" .tables"#)]
pub struct Args {}

pub fn run(db: &Path, _args: Args) -> Result<()> {
    writeln!(std::io::stdout(), "{}", db.display())?;
    Ok(())
}
