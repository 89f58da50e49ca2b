//! `gpudb sql`: ad-hoc SQL against the database.

use crate::cli::FormatArg;
use crate::error::{Error, Result};
use crate::output::{self, ResultSet};
use std::path::Path;

/// Run ad-hoc SQL (read-only unless --write)
///
/// The SQL comes from the argument, or from standard input when none is given. Named
/// parameters (:name) are bound from -p name=value as text, as Datasette and the sqlite3 shell
/// bind them (-p a=007 is '007'): where the SQL needs a number, cast it (CAST(:n AS INTEGER),
/// CAST(:x AS REAL)). Without --write the connection is read-only; with --write a script of
/// several statements may be given.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb sql "SELECT id, name, memory_gb FROM accelerators"
  gpudb sql "SELECT * FROM run_costs WHERE model_id = :m" -p m=llama-3.3-70b --format csv
  gpudb sql "SELECT id, params_b FROM models WHERE params_b BETWEEN CAST(:lo AS REAL) AND CAST(:hi AS REAL)" -p lo=60 -p hi=80
  echo "SELECT count(*) FROM runs" | gpudb sql
  gpudb sql --write "INSERT INTO model_aliases (alias, model_id) VALUES ('L3.3-70B', 'llama-3.3-70b')""#)]
pub struct Args {
    /// SQL to run; read from standard input when omitted
    pub sql: Option<String>,

    /// A parameter, as name=value (repeatable)
    #[arg(short = 'p', long = "param", value_name = "NAME=VALUE", value_parser = crate::cmd::query::parse_param)]
    pub params: Vec<(String, String)>,

    /// Allow statements that change the database
    #[arg(long)]
    pub write: bool,

    #[command(flatten)]
    pub format: FormatArg,
}

pub fn run(db: &Path, args: Args) -> Result<()> {
    let opts = args.format.options()?;
    let sql = match args.sql {
        Some(s) => s,
        None => crate::input::read_stdin("SQL", crate::input::DEFAULT_MAX_INPUT_SIZE)?,
    };
    if sql.trim().is_empty() {
        return Err(Error::Usage(
            "no SQL given: pass it as an argument or on standard input".into(),
        ));
    }
    let conn = if args.write {
        crate::store::open(db)?
    } else {
        crate::store::open_read_only(db)?
    };
    let mut stmt = match conn.prepare(&sql) {
        Ok(stmt) => stmt,
        Err(rusqlite::Error::MultipleStatement) if args.write && args.params.is_empty() => {
            conn.execute_batch(&sql)?;
            return Ok(());
        }
        Err(rusqlite::Error::MultipleStatement) => {
            return Err(Error::Usage(
                "several statements given: run one at a time, or pass --write to run a script \
                 (without -p parameters)"
                    .into(),
            ))
        }
        Err(e) if crate::db::is_refused(&e) => return Err(crate::db::needs_write("this SQL")),
        Err(e) => return Err(Error::Other(format!("SQL error: {e}"))),
    };
    if !args.write {
        crate::db::check_read_only(&stmt, "this SQL")?;
    }
    crate::params::bind(&mut stmt, &crate::params::Declared::AdHoc, &args.params)?;
    let readonly_hint = |e: rusqlite::Error| match e {
        rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::ReadOnly => {
            Error::Usage("this statement changes the database: pass --write to allow it".into())
        }
        e => Error::Other(format!("SQL error: {e}")),
    };
    if stmt.column_count() == 0 {
        let changed = stmt.raw_execute().map_err(readonly_hint)?;
        crate::msg::note(&format!("{changed} rows changed"));
        return Ok(());
    }
    let rs = ResultSet::from_statement(&mut stmt).map_err(readonly_hint)?;
    output::print(&rs, opts)?;
    Ok(())
}
