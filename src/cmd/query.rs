//! `gpudb query NAME`: run a saved query.

use crate::cli::FormatArg;
use crate::error::{Error, Result};
use crate::queries;
use std::path::{Path, PathBuf};

/// Run a saved query by name (see `gpudb queries` for the list)
///
/// Saved queries are .sql files: the built-in ones, those in $XDG_CONFIG_HOME/gpudb/queries
/// (else ~/.config/gpudb/queries), and those in --queries DIR. Parameters are given with
/// -p name=value and bound by SQLite, never pasted into the SQL. Queries run on a read-only
/// connection. When a query stops at its limit parameter, a note on stderr says how many rows
/// there are in all, from its rows_without_limit column (-p limit=all shows them). A query may
/// choose the columns its table shows first; --wide shows every column, --columns the ones you
/// name.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb query cheapest-70b
  gpudb query cheapest -p model=deepseek-r1 -p rate_set=sample-list-prices
  gpudb query throughput-by-accelerator -p min_params_b=60 -p max_params_b=80 --format csv
  gpudb query cheapest -p limit=all --columns rank,usd_per_m_output_tokens,served_on --format csv
  gpudb query cheapest-70b --wide"#)]
pub struct Args {
    /// Name of the saved query
    pub name: String,

    /// A parameter, as name=value (repeatable)
    #[arg(short = 'p', long = "param", value_name = "NAME=VALUE", value_parser = parse_param)]
    pub params: Vec<(String, String)>,

    /// Another folder of saved queries (.sql files)
    #[arg(long, value_name = "DIR")]
    pub queries: Option<PathBuf>,

    #[command(flatten)]
    pub format: FormatArg,
}

/// `name=value` → (name, value); the value may contain '='.
pub fn parse_param(s: &str) -> std::result::Result<(String, String), String> {
    let (name, value) = s
        .split_once('=')
        .ok_or_else(|| format!("'{s}' is not name=value"))?;
    let name = name.trim().trim_start_matches(':');
    if name.is_empty() {
        return Err(format!("'{s}' has no parameter name before '='"));
    }
    Ok((name.to_string(), value.to_string()))
}

pub fn run(db: &Path, args: Args) -> Result<()> {
    let mut opts = args.format.options()?;
    let (all, warnings) = queries::all(args.queries.as_deref())?;
    for w in &warnings {
        crate::msg::warn(w);
    }
    let query = crate::cmd::queries::find(&all, &args.name)?;
    let conn = crate::store::open_read_only(db)?;
    let what = format!("saved query '{}' ({})", query.name, query.origin);
    let mut stmt = conn
        .prepare(&query.sql)
        .map_err(|e| prepare_error(e, &what, query.origin == "built-in", db))?;
    crate::db::check_read_only(&stmt, &what)?;
    queries::bind(&mut stmt, query, &args.params)?;
    crate::params::check_known(&conn, &query.name, &query.params, &args.params)?;
    opts.default_columns = query.columns.clone();
    let printed = crate::cmd::sql::print_rows(&conn, &mut stmt, &opts, Error::from)?;
    if let Some(total) = printed.rows_without_limit.filter(|&n| n > printed.rows) {
        crate::msg::note(&format!(
            "note: showing {} of {} rows; -p limit=all shows every row",
            crate::output::thousands(printed.rows),
            crate::output::thousands(total)
        ));
    }
    Ok(())
}

/// Why a saved query does not prepare, in words that say what to do.
pub(crate) fn prepare_error(e: rusqlite::Error, what: &str, built_in: bool, db: &Path) -> Error {
    if crate::db::is_refused(&e) {
        return crate::db::needs_write(what);
    }
    let text = e.to_string();
    let missing = text.starts_with("no such table") || text.starts_with("no such column");
    if built_in && missing {
        return Error::Other(format!(
            "{what} does not run on this database: {text}. gpudb made that table or view, so \
             it was dropped or changed by hand. Save your rates (gpudb rates list --format csv \
             > rates.csv), move {} aside, and run gpudb again to recreate it",
            db.display()
        ));
    }
    Error::Other(format!("{what} does not prepare: {text}"))
}
