//! Stepping a prepared, bound statement into rows: the one loop that every command and library
//! module reads a statement's rows with ([`step`]), and [`collect`] for the rows in memory. It
//! depends only on rusqlite and the plain `ResultSet`: printing them is `cmd::rows`' job.

use crate::error::{Error, Result};
use crate::output::ResultSet;
use rusqlite::types::Value;
use rusqlite::Statement;

/// The names of `stmt`'s columns, in select order.
pub fn column_names(stmt: &Statement<'_>) -> Vec<String> {
    stmt.column_names().into_iter().map(String::from).collect()
}

/// The one loop: step a prepared, bound statement to its end, handing `each` the values of
/// each row (one per column) as SQLite produces it. `step_error` turns an error of SQLite's
/// while stepping into the one to report.
pub fn step(
    stmt: &mut Statement<'_>,
    step_error: impl Fn(rusqlite::Error) -> Error,
    mut each: impl FnMut(Vec<Value>) -> Result<()>,
) -> Result<()> {
    let width = stmt.column_count();
    // raw_query keeps the parameters the caller bound; query() would rebind them.
    let mut cursor = stmt.raw_query();
    while let Some(row) = cursor.next().map_err(&step_error)? {
        let values = (0..width)
            .map(|i| row.get::<_, Value>(i))
            .collect::<rusqlite::Result<Vec<_>>>()
            .map_err(&step_error)?;
        each(values)?;
    }
    Ok(())
}

/// Every row of a prepared, bound statement, in memory: for a chart, which draws them all, or
/// a command that builds its own document from a few rows (bind named parameters first with
/// `Statement::raw_bind_parameter(":name", value)`).
pub fn collect(stmt: &mut Statement<'_>) -> Result<ResultSet> {
    let columns = column_names(stmt);
    let mut rows = Vec::new();
    step(stmt, Error::from, |values| {
        rows.push(values);
        Ok(())
    })?;
    Ok(ResultSet { columns, rows })
}
