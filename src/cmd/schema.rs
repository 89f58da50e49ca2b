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
        None => {
            let mut stmt = conn.prepare(
                "SELECT m.name AS name, m.type AS type, d.description AS description
                 FROM sqlite_schema AS m
                 LEFT JOIN schema_docs AS d ON d.table_name = m.name AND d.column_name = ''
                 WHERE m.type IN ('table', 'view') AND m.name NOT LIKE 'sqlite_%'
                   AND (?1 OR substr(m.name, 1, 7) <> '_gpudb_')
                 ORDER BY m.type, m.name",
            )?;
            stmt.raw_bind_parameter(1, args.all)?;
            stmt
        }
        Some(table) => {
            let exists: bool = conn.query_row(
                "SELECT count(*) > 0 FROM sqlite_schema WHERE type IN ('table', 'view') AND name = ?1",
                [table],
                |r| r.get(0),
            )?;
            if !exists {
                let mut names = conn.prepare(
                    "SELECT name FROM sqlite_schema WHERE type IN ('table', 'view')
                       AND name NOT LIKE 'sqlite_%' ORDER BY name",
                )?;
                let names: Vec<String> = names
                    .query_map([], |r| r.get(0))?
                    .collect::<rusqlite::Result<_>>()?;
                let hint = crate::msg::did_you_mean(table, names.iter().map(String::as_str));
                return Err(Error::Usage(format!(
                    "no table or view named '{table}': {hint}see the list with: gpudb schema"
                )));
            }
            let mut stmt = conn.prepare(
                "SELECT c.name AS column_name, c.type AS type, d.unit AS unit,
                        d.description AS description
                 FROM pragma_table_info(?1) AS c
                 LEFT JOIN schema_docs AS d ON d.table_name = ?1 AND d.column_name = c.name
                 ORDER BY c.cid",
            )?;
            stmt.raw_bind_parameter(1, table.as_str())?;
            stmt
        }
    };
    rows::print(&conn, &mut stmt, &opts, Error::from)?;
    Ok(())
}
