//! `gpudb sql`: ad-hoc SQL against the database.

use crate::cmd::args::{parse_param, FormatArg};
use crate::cmd::rows;
use crate::error::{Error, Result};
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
  gpudb sql "SELECT * FROM run_costs" --columns model_id,accelerator_id,usd_per_m_output_tokens
  echo "SELECT count(*) FROM runs" | gpudb sql
  gpudb sql --write "INSERT INTO model_aliases (alias, model_id) VALUES ('L3.3-70B', 'llama-3.3-70b')""#)]
pub struct Args {
    /// SQL to run; read from standard input when omitted
    pub sql: Option<String>,

    /// A parameter, as name=value (repeatable)
    #[arg(short = 'p', long = "param", value_name = "NAME=VALUE", value_parser = parse_param)]
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
        // rusqlite prepares what follows the first statement too, so a script whose later
        // statements use a table an earlier one creates fails there: run it as a script.
        Err(_) if args.write && args.params.is_empty() && has_code(split_first(&sql).1) => {
            conn.execute_batch(&sql)?;
            return crate::store::rebuild_derived(&conn);
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
        drop(stmt);
        if args.write {
            crate::store::rebuild_derived(&conn)?;
        }
        return Ok(());
    }
    rows::print(&conn, &mut stmt, &opts, readonly_hint)?;
    drop(stmt);
    if args.write {
        // The answers stored over runs, current again after a write that changed them.
        crate::store::rebuild_derived(&conn)?;
    } else {
        // A read-only connection has nothing to write back, and the process ends now: leave
        // closing it to the exit, which saves freeing the parsed schema piece by piece. The
        // kernel releases its locks, as after kill -9, which SQLite is built for.
        std::mem::forget(conn);
    }
    Ok(())
}

/// `sql` split at the `;` that ends its first statement: the statement (without the `;`) and
/// what follows it.
fn split_first(sql: &str) -> (&str, &str) {
    let bytes = sql.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let rest = &sql[i..];
        let skip = match bytes[i] {
            b';' => return (&sql[..i], &sql[i + 1..]),
            // Quoted text and names: a ';' inside does not end the statement.
            q @ (b'\'' | b'"' | b'`') => rest[1..].find(q as char).map_or(rest.len(), |e| e + 2),
            b'[' => rest.find(']').map_or(rest.len(), |e| e + 1),
            b'-' if rest.starts_with("--") => rest.find('\n').unwrap_or(rest.len()),
            b'/' if rest.starts_with("/*") => rest.find("*/").map_or(rest.len(), |e| e + 2),
            _ => 1,
        };
        i += skip;
    }
    (sql, "")
}

/// True when `sql` holds more than white space and comments.
fn has_code(mut sql: &str) -> bool {
    loop {
        sql = sql.trim_start();
        if let Some(rest) = sql.strip_prefix("--") {
            sql = rest.split_once('\n').map_or("", |(_, r)| r);
        } else if let Some(rest) = sql.strip_prefix("/*") {
            sql = rest.split_once("*/").map_or("", |(_, r)| r);
        } else {
            return !sql.is_empty();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{has_code, split_first};

    #[test]
    fn the_first_statement_ends_at_a_semicolon_outside_text_and_comments() {
        assert_eq!(
            split_first("SELECT 1;\n-- done\n"),
            ("SELECT 1", "\n-- done\n")
        );
        assert_eq!(split_first("SELECT 1"), ("SELECT 1", ""));
        let tricky = "SELECT ';', \"a;b\", [c;d] -- x;y\n/* ; */ FROM t";
        assert_eq!(split_first(&format!("{tricky}; x")), (tricky, " x"));
        // A doubled quote inside text is two quoted runs side by side.
        assert_eq!(split_first("SELECT 'it''s;'; x").0, "SELECT 'it''s;'");
    }

    #[test]
    fn comments_and_space_are_no_code() {
        assert!(!has_code(" \n-- a\n/* b */ -- c"));
        assert!(has_code("-- a\nINSERT"));
        assert!(has_code("/* a */ x"));
    }
}
