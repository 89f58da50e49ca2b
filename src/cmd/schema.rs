//! `gpudb schema`: the tables and views, with what each column holds and its unit.

use crate::cmd::args::FormatArg;
use crate::cmd::rows;
use crate::error::{Error, Result};
use std::path::Path;

/// Describe the tables and views (or one of them, column by column)
///
/// The descriptions live in the database itself, in the table schema_docs, so the sqlite3
/// shell, Datasette and BI tools see the same text. The list shows the public schema: gpudb's
/// internal stores and bookkeeping (names that start with _gpudb_) only with --all.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb schema
  gpudb schema --all
  gpudb schema run_costs
  gpudb schema runs --format markdown"#)]
pub struct Args {
    /// Table or view to describe column by column
    pub table: Option<String>,

    /// List gpudb's internal tables and views too (names that start with _gpudb_)
    #[arg(long)]
    pub all: bool,

    #[command(flatten)]
    pub format: FormatArg,
}

pub fn run(db: &Path, args: Args) -> Result<()> {
    let opts = args.format.options()?;
    let conn = crate::store::open_read_only(db)?;
    let mut stmt = match &args.table {
        None => crate::schema::tables(&conn, args.all)?,
        Some(table) => crate::schema::columns(&conn, table)?,
    };
    rows::print(&conn, &mut stmt, &opts, Error::from)?;
    Ok(())
}
