//! Stepping a prepared, bound statement into rows: the one loop that every command and library
//! module reads a statement's rows with ([`step`]), and [`collect`] for the rows in memory. It
//! depends only on rusqlite and the plain `ResultSet`: printing them is `cmd::rows`' job.

use crate::error::{Error, Result};
use crate::output::ResultSet;
use rusqlite::types::Value;
use rusqlite::Statement;
use std::ops::ControlFlow;

/// The names of `stmt`'s columns, in select order.
pub fn column_names(stmt: &Statement<'_>) -> Vec<String> {
    stmt.column_names().map(String::from).collect()
}

/// The one loop: step a prepared, bound statement to its end, handing `each` the values of
/// each row (one per column) as SQLite produces it. `step_error` turns an error of SQLite's
/// while stepping into the one to report.
pub fn step(
    stmt: &mut Statement<'_>,
    step_error: impl Fn(rusqlite::Error) -> Error,
    mut each: impl FnMut(Vec<Value>) -> Result<()>,
) -> Result<()> {
    step_until(stmt, step_error, |values| {
        each(values).map(ControlFlow::Continue)
    })
}

/// [`step`], stopping early when `each` says [`ControlFlow::Break`]: a reader that caps the
/// rows it takes leaves the rest of the answer uncomputed.
pub fn step_until(
    stmt: &mut Statement<'_>,
    step_error: impl Fn(rusqlite::Error) -> Error,
    mut each: impl FnMut(Vec<Value>) -> Result<ControlFlow<()>>,
) -> Result<()> {
    let width = stmt.column_count();
    // raw_query keeps the parameters the caller bound; query() would rebind them.
    let mut cursor = stmt.raw_query();
    while let Some(row) = cursor.next().map_err(&step_error)? {
        let values = (0..width)
            .map(|i| row.get::<_, Value>(i))
            .collect::<rusqlite::Result<Vec<_>>>()
            .map_err(&step_error)?;
        if each(values)?.is_break() {
            break;
        }
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

/// What a query says about its whole answer beside its rows, read from two columns it may have:
/// `note` (a target speed no series reaches …, the same on every row; see
/// queries/cost-at-interactivity.sql) and `rows_without_limit` (how many rows the answer has
/// without its limit parameter, counted by the query so the "showing 50 of N" note costs no
/// second run; see queries/cheapest.sql). A row with nothing but the note is an empty answer's
/// reason, so that the `sqlite3` shell and Datasette show it as a row: no row of the answer.
#[derive(Debug, Default)]
pub struct Said {
    /// The first row's `rows_without_limit`, where the result has that column.
    pub rows_without_limit: Option<u64>,
    /// The first row's `note` (or the empty answer's reason), where it is text.
    pub note: Option<String>,
    note_at: Option<usize>,
    total_at: Option<usize>,
    rows: u64,
}

/// The column in which a query says something about its whole answer.
const NOTE_COLUMN: &str = "note";

/// The column in which a query that caps its rows says how many it would give without the cap.
const ROWS_WITHOUT_LIMIT_COLUMN: &str = "rows_without_limit";

impl Said {
    /// Ready to read the rows of a result whose columns are `names`.
    pub fn new(names: &[String]) -> Said {
        Said {
            note_at: names.iter().position(|n| n == NOTE_COLUMN),
            total_at: names.iter().position(|n| n == ROWS_WITHOUT_LIMIT_COLUMN),
            ..Said::default()
        }
    }

    /// Read one row in order: false when it is no row of the answer, only its note.
    pub fn read(&mut self, values: &[Value]) -> bool {
        if let Some(note) = self.note_alone(values) {
            self.note = Some(note.to_string());
            return false;
        }
        if self.rows == 0 {
            if let Some(Value::Integer(n)) = self.total_at.map(|i| &values[i]) {
                self.rows_without_limit = u64::try_from(*n).ok();
            }
            if let Some(Value::Text(text)) = self.note_at.map(|i| &values[i]) {
                self.note = Some(text.clone());
            }
        }
        self.rows += 1;
        true
    }

    /// The note of a row that holds nothing else (every cell NULL but `note` and
    /// `rows_without_limit`).
    fn note_alone<'v>(&self, values: &'v [Value]) -> Option<&'v str> {
        let Value::Text(note) = &values[self.note_at?] else {
            return None;
        };
        let rest_null = values
            .iter()
            .enumerate()
            .all(|(i, v)| Some(i) == self.note_at || Some(i) == self.total_at || *v == Value::Null);
        rest_null.then_some(note.as_str())
    }
}
