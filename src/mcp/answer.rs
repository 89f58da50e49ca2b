//! A statement's rows as the MCP tools give them: JSON objects keyed by column, every value
//! exact (the one rule of `output::json::cell`), at most a cap of them, with what the query
//! says about its whole answer (`rows::Said`) and a note when rows were left out.

use crate::error::{Error, Result};
use crate::output::json::{cell, keys};
use crate::rows::{column_names, step_until, Said};
use rusqlite::Statement;
use serde_json::{json, Map, Value as Json};
use std::ops::ControlFlow;

/// Most rows one answer gives: enough for any saved query's page, few enough for an agent's
/// context (InferenceX's MCP server caps its SQL tool at 5,000 rows too).
pub const MAX_ROWS: usize = 5000;

/// The rows read, up to the cap.
pub struct Answer {
    columns: Vec<String>,
    rows: Vec<Json>,
    /// A row beyond the cap exists: the answer was cut there, and not read further.
    cut: bool,
    said: Said,
}

/// Read at most `cap` rows of a prepared, bound statement; the statement is stepped once past
/// the cap to know whether rows were left out, and no further (an answer may be endless).
pub fn read(
    stmt: &mut Statement<'_>,
    cap: usize,
    step_error: impl Fn(rusqlite::Error) -> Error,
) -> Result<Answer> {
    let columns = column_names(stmt);
    let names = keys(&columns);
    let mut said = Said::new(&columns);
    let mut rows = Vec::new();
    let mut cut = false;
    step_until(stmt, step_error, |values| {
        if !said.read(&values) {
            return Ok(ControlFlow::Continue(()));
        }
        if rows.len() == cap {
            cut = true;
            return Ok(ControlFlow::Break(()));
        }
        let row: Map<String, Json> = names.iter().cloned().zip(values.iter().map(cell)).collect();
        rows.push(Json::Object(row));
        Ok(ControlFlow::Continue(()))
    })?;
    Ok(Answer {
        columns,
        rows,
        cut,
        said,
    })
}

impl Answer {
    /// The answer as a tool gives it: `columns`, `rows`, `rows_shown`, `rows_in_all` (null when
    /// unknown: cut at the cap without a count) and `notes`, each a sentence: how many rows were
    /// left out and how to see them (`limit_hint`: what shows every row, None where nothing
    /// does), and the query's own note.
    pub fn into_json(self, limit_hint: Option<&str>) -> Json {
        let shown = self.rows.len() as u64;
        let in_all = match self.said.rows_without_limit {
            Some(n) => Some(n.max(shown)),
            None if !self.cut => Some(shown),
            None => None,
        };
        let mut notes = Vec::new();
        let count = crate::output::thousands;
        match in_all {
            Some(n) if n > shown && !self.cut => notes.push(format!(
                "showing {} of {} rows{}",
                count(shown),
                count(n),
                limit_hint.map_or(String::new(), |h| format!("; {h} shows every row"))
            )),
            Some(n) if n > shown => notes.push(format!(
                "showing {} of {} rows, the cap of one answer (max_rows, at most {}): narrow \
                 the query or aggregate",
                count(shown),
                count(n),
                count(MAX_ROWS as u64)
            )),
            None => notes.push(format!(
                "showing the first {} rows; there are more (not counted): narrow the query, \
                 add a LIMIT or aggregate",
                count(shown)
            )),
            Some(_) => {}
        }
        notes.extend(self.said.note);
        json!({
            "columns": self.columns,
            "rows": self.rows,
            "rows_shown": shown,
            "rows_in_all": in_all,
            "notes": notes,
        })
    }
}
