//! Running one check on a read-only connection: its offending rows counted, the first few kept,
//! and the rows it skipped (a non-NULL `skipped` column: the reason; `skipped_rows` how many,
//! when a check groups them) counted by reason. A
//! check that does not prepare, would write, or fails while it runs is refused with the reason.

use super::Check;
use rusqlite::types::Value;
use rusqlite::Connection;

/// The column in which a check says why it passed over a row it could not judge (a spec it
/// lacks); such a row is counted, not reported as offending.
pub const SKIPPED_COLUMN: &str = "skipped";

/// Beside `skipped`, how many rows a skipped row stands for: a check that groups the rows it
/// cannot judge (the roofs: one row per reason) counts them here instead of listing each.
pub const SKIPPED_ROWS_COLUMN: &str = "skipped_rows";

/// What a check found.
#[derive(Debug, Clone, Default)]
pub struct Outcome {
    /// Its result's columns.
    pub columns: Vec<String>,
    /// Offending rows.
    pub failing: u64,
    /// Rows it could not judge, by reason, in order of first appearance.
    pub skipped: Vec<(String, u64)>,
    /// The first offending rows, up to the number asked for.
    pub first: Vec<Vec<Value>>,
}

impl Outcome {
    pub fn skipped_total(&self) -> u64 {
        self.skipped.iter().map(|(_, n)| n).sum()
    }
}

/// Run `check` on `conn` (read-only, with `db::refuse_writes`), keeping its first `keep`
/// offending rows. The error is why the check is refused, for a message that names it.
pub fn run(conn: &Connection, check: &Check, keep: usize) -> Result<Outcome, String> {
    let mut first = Vec::new();
    let mut out = run_each(conn, check, |_, values| {
        if first.len() < keep {
            first.push(values);
        }
        Ok(())
    })?;
    out.first = first;
    Ok(out)
}

/// `run`, handing each offending row (with the result's columns) to `each` as it comes instead
/// of keeping it: an import's checks may fail most of a million rows.
pub fn run_each(
    conn: &Connection,
    check: &Check,
    mut each: impl FnMut(&[String], Vec<Value>) -> crate::error::Result<()>,
) -> Result<Outcome, String> {
    let mut stmt = conn.prepare(&check.sql).map_err(|e| match e {
        e if crate::db::is_refused(&e) => {
            "it reaches another file or changes a setting (ATTACH, DETACH or a PRAGMA that \
             sets a value): a check only reads"
                .to_string()
        }
        rusqlite::Error::MultipleStatement => {
            "it holds more than one statement: a check is one SELECT".to_string()
        }
        e => format!("it does not prepare: {e}"),
    })?;
    if !stmt.readonly() {
        return Err(
            "it would change the database (an INSERT, UPDATE, DELETE, CREATE …): a check is \
             a SELECT that only reads"
                .to_string(),
        );
    }
    if stmt.column_count() == 0 {
        return Err("it returns no columns: a check is a SELECT of the offending rows".into());
    }
    let columns = crate::rows::column_names(&stmt);
    let skipped_at = columns.iter().position(|c| c == SKIPPED_COLUMN);
    let count_at = columns.iter().position(|c| c == SKIPPED_ROWS_COLUMN);
    let mut out = Outcome {
        columns,
        ..Outcome::default()
    };
    let failed = crate::rows::step(
        &mut stmt,
        |e| crate::error::Error::Other(e.to_string()),
        |values| {
            if let Some(Value::Text(reason)) = skipped_at.map(|i| &values[i]) {
                let rows = match count_at.map(|i| &values[i]) {
                    Some(Value::Integer(n)) => u64::try_from(*n).unwrap_or(0),
                    _ => 1,
                };
                match out.skipped.iter_mut().find(|(r, _)| r == reason) {
                    Some((_, n)) => *n += rows,
                    None => out.skipped.push((reason.clone(), rows)),
                }
                return Ok(());
            }
            out.failing += 1;
            each(&out.columns, values)
        },
    );
    failed.map_err(|e| format!("it failed while running: {e}"))?;
    Ok(out)
}
