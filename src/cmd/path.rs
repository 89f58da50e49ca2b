//! `gpudb path`: where the database lives.

use crate::error::Result;
use std::io::Write;
use std::path::Path;

/// Print the database path (from --db, GPUDB_DB, or the default in your data directory)
///
/// Does not create the database.
///
/// Examples:
///   gpudb path
///   sqlite3 "$(gpudb path)"
#[derive(Debug, clap::Args)]
pub struct Args {}

pub fn run(db: &Path, _args: Args) -> Result<()> {
    writeln!(std::io::stdout(), "{}", db.display())?;
    Ok(())
}
