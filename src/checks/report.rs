//! What `gpudb check` prints: each check's [`Finding`], as rows for the table-like formats (the
//! failing checks, with their first offending rows in a cell) or as JSON objects for programs
//! (every check, its offending rows as objects).

use super::run::{Outcome, SKIPPED_COLUMN, SKIPPED_ROWS_COLUMN};
use super::{Check, Refused, Severity};
use crate::output::ResultSet;
use rusqlite::types::Value;
use serde_json::{json, Map, Value as Json};

/// One check's result: it ran, or its file was refused.
#[derive(Debug)]
pub enum Finding {
    Ran(Check, Outcome),
    Refused(Refused),
}

impl Finding {
    /// Whether it ran and found offending rows.
    pub fn fails(&self) -> bool {
        matches!(self, Finding::Ran(_, o) if o.failing > 0)
    }

    /// Whether it is an error-severity check that found offending rows.
    pub fn is_error(&self) -> bool {
        matches!(self, Finding::Ran(c, o) if o.failing > 0 && c.severity == Severity::Error)
    }

    pub fn name(&self) -> &str {
        match self {
            Finding::Ran(c, _) => &c.name,
            Finding::Refused(r) => &r.name,
        }
    }
}

/// Run every check in `checks` on `conn`, keeping the first `keep` offending rows of each; a
/// check that cannot run is a [`Finding::Refused`], and the others still run.
pub fn run_all(conn: &rusqlite::Connection, checks: Vec<Check>, keep: usize) -> Vec<Finding> {
    checks
        .into_iter()
        .map(|c| match super::run::run(conn, &c, keep) {
            Ok(o) => Finding::Ran(c, o),
            Err(reason) => Finding::Refused(Refused {
                name: c.name,
                origin: c.origin,
                reason,
            }),
        })
        .collect()
}

/// The failing checks as rows: check, severity, failing (rows), skipped (rows), first_rows
/// (each offending row as `column=value` pairs, rows separated by " | ").
pub fn table(findings: &[Finding]) -> ResultSet {
    let columns = ["check", "severity", "failing", "skipped", "first_rows"];
    let rows = findings
        .iter()
        .filter_map(|f| match f {
            Finding::Ran(c, o) if o.failing > 0 => Some(vec![
                Value::Text(c.name.clone()),
                Value::Text(c.severity.as_str().into()),
                Value::Integer(o.failing as i64),
                Value::Integer(o.skipped_total() as i64),
                Value::Text(first_rows_text(o)),
            ]),
            _ => None,
        })
        .collect();
    ResultSet {
        columns: columns.iter().map(|c| c.to_string()).collect(),
        rows,
    }
}

/// A check's result as one JSON object: every check, passing ones too.
pub fn json(f: &Finding) -> Json {
    match f {
        Finding::Refused(r) => json!({
            "check": r.name, "origin": r.origin, "status": "refused", "reason": r.reason,
        }),
        Finding::Ran(c, o) => {
            let first: Vec<Json> = o
                .first
                .iter()
                .map(|row| {
                    let mut obj = Map::new();
                    for (col, v) in o.columns.iter().zip(row) {
                        if !is_skip_column(col) {
                            obj.insert(col.clone(), crate::output::json::cell(v));
                        }
                    }
                    Json::Object(obj)
                })
                .collect();
            let skipped: Map<String, Json> = o
                .skipped
                .iter()
                .map(|(reason, n)| (reason.clone(), json!(n)))
                .collect();
            json!({
                "check": c.name, "origin": c.origin, "severity": c.severity.as_str(),
                "status": if o.failing > 0 { "fail" } else { "pass" },
                "failing_rows": o.failing, "skipped_rows": o.skipped_total(),
                "skipped": skipped, "key": c.key, "description": c.description,
                "first_rows": first,
            })
        }
    }
}

/// `column=value` pairs of each kept row, the key columns first.
fn first_rows_text(o: &Outcome) -> String {
    let rows: Vec<String> = o
        .first
        .iter()
        .map(|row| row_text(&o.columns, row))
        .collect();
    let mut text = rows.join(" | ");
    if o.failing > o.first.len() as u64 {
        text.push_str(" | …");
    }
    text
}

/// One offending row as `column=value` pairs (NULLs and the skip columns left out), values short.
pub fn row_text(columns: &[String], row: &[Value]) -> String {
    columns
        .iter()
        .zip(row)
        .filter(|(c, v)| !is_skip_column(c) && !matches!(v, Value::Null))
        .map(|(c, v)| format!("{c}={}", short(v)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `skipped` and `skipped_rows`: about the rows a check skipped, never shown in an offending one.
fn is_skip_column(column: &str) -> bool {
    column == SKIPPED_COLUMN || column == SKIPPED_ROWS_COLUMN
}

/// A value in few characters: reals to 4 significant digits or so.
fn short(v: &Value) -> String {
    match v {
        Value::Null => "NULL".into(),
        Value::Integer(i) => i.to_string(),
        Value::Real(f) if *f == 0.0 || (f.abs() >= 0.01 && f.abs() < 1e9) => {
            let digits = if f.abs() >= 1000.0 { 0 } else { 4 };
            let s = format!("{f:.digits$}");
            if s.contains('.') {
                s.trim_end_matches('0').trim_end_matches('.').to_string()
            } else {
                s
            }
        }
        Value::Real(f) => format!("{f:.3e}"),
        Value::Text(t) => t.clone(),
        Value::Blob(b) => crate::text::hex(b),
    }
}

#[cfg(test)]
mod tests {
    use super::short;
    use rusqlite::types::Value;

    #[test]
    fn values_are_short() {
        assert_eq!(short(&Value::Real(8368.28)), "8368");
        assert_eq!(short(&Value::Real(1.03000)), "1.03");
        assert_eq!(short(&Value::Real(2.5e-7)), "2.500e-7");
        assert_eq!(short(&Value::Integer(7)), "7");
    }
}
