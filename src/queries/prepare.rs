//! A saved query made ready to run: [`load`] every one (warning about files that do not parse),
//! [`find`] one by name, and [`prepare`] it on a connection, checked read-only and bound. Every way to run a saved query (`gpudb query`, `chart`,
//! `datasette-metadata`, the MCP server) goes through these, with their messages.

use super::Query;
use crate::error::{Error, Result};
use rusqlite::{Connection, Statement};
use std::path::Path;

/// Every saved query: the built-in ones, the user's folder and `dir` (`--queries`). A file
/// that does not parse is left out with a warning on stderr.
pub fn load(dir: Option<&Path>) -> Result<Vec<Query>> {
    let (all, warnings) = super::all(dir)?;
    for w in &warnings {
        crate::msg::warn(w);
    }
    Ok(all)
}

/// The saved query named `name`, or a usage error that suggests the closest name.
pub fn find<'a>(all: &'a [Query], name: &str) -> Result<&'a Query> {
    all.iter().find(|q| q.name == name).ok_or_else(|| {
        let hint = crate::msg::did_you_mean(name, all.iter().map(|q| q.name.as_str()));
        Error::Usage(format!(
            "no saved query named '{name}': {hint}see the list with: gpudb queries"
        ))
    })
}

/// `query` prepared on `conn` (a read-only connection to the database at `db`), refused if it
/// would write, and its parameters bound from `params` (`-p name=value`), ready to step.
pub fn prepare<'c>(
    conn: &'c Connection,
    query: &Query,
    params: &[(String, String)],
    db: &Path,
) -> Result<Statement<'c>> {
    let what = format!("saved query '{}' ({})", query.name, query.origin);
    let mut stmt = conn
        .prepare(&query.sql)
        .map_err(|e| prepare_error(e, &what, query.origin == "built-in", db))?;
    crate::db::check_read_only(&stmt, &what)?;
    super::bind(&mut stmt, query, params)?;
    Ok(stmt)
}

/// Why a saved query does not prepare, in words that say what to do.
fn prepare_error(e: rusqlite::Error, what: &str, built_in: bool, db: &Path) -> Error {
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
