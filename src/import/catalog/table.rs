//! A catalog CSV read by header name (clouds order their columns differently): the columns a
//! format needs, each row's cells with the file line it is on, and the checks on a cell that
//! name the file, the line and the column.

use super::super::check::invalid;
use crate::error::{Error, Result};
use std::collections::HashMap;

/// A CSV file's header and rows.
pub struct Table {
    columns: HashMap<String, usize>,
    pub rows: Vec<(u64, csv::StringRecord)>,
}

impl Table {
    /// Read `text`; `required` columns must be in the header (named in the error otherwise).
    pub fn read(file: &str, text: &str, required: &[&str]) -> Result<Table> {
        let mut reader = csv::ReaderBuilder::new()
            .flexible(false)
            .from_reader(text.as_bytes());
        let bad = |e: csv::Error| {
            let line = e.position().map_or(1, |p| p.line());
            invalid(file, &format!("line {line}"), format!("not a CSV row: {e}"))
        };
        let header = reader.headers().map_err(bad)?.clone();
        let columns: HashMap<String, usize> = header
            .iter()
            .enumerate()
            .map(|(i, c)| (c.trim().trim_start_matches('\u{feff}').to_string(), i))
            .collect();
        let missing: Vec<&str> = required
            .iter()
            .copied()
            .filter(|c| !columns.contains_key(*c))
            .collect();
        if !missing.is_empty() {
            return Err(Error::File {
                file: file.to_string(),
                message: format!(
                    "missing column{} {} in the header (it has: {})",
                    if missing.len() > 1 { "s" } else { "" },
                    missing.join(", "),
                    header.iter().collect::<Vec<_>>().join(", ")
                ),
            });
        }
        let mut rows = Vec::new();
        for record in reader.records() {
            let record = record.map_err(bad)?;
            let line = record.position().map_or(0, |p| p.line());
            rows.push((line, record));
        }
        Ok(Table { columns, rows })
    }

    /// The trimmed cell of `column` in `row`; None when empty or the column is absent.
    pub fn cell<'r>(&self, row: &'r csv::StringRecord, column: &str) -> Option<&'r str> {
        let i = *self.columns.get(column)?;
        row.get(i).map(str::trim).filter(|c| !c.is_empty())
    }
}

/// Whether a header line names every one of `columns` (for detection).
pub fn header_has(line: &str, columns: &[&str]) -> bool {
    let names: Vec<&str> = line
        .split(',')
        .map(|c| c.trim().trim_matches('"').trim_start_matches('\u{feff}'))
        .collect();
    columns.iter().all(|c| names.contains(c))
}

/// A price cell: a finite number, not negative. Zero is returned as is (the caller skips it).
pub fn price(file: &str, line: u64, column: &str, cell: &str) -> Result<f64> {
    match cell.parse::<f64>() {
        Ok(v) if v.is_finite() && v >= 0.0 => Ok(v),
        Ok(v) => Err(invalid(
            file,
            &format!("line {line}, column {column}"),
            format!("must be a price in US dollars per hour (0 or more), got {v}"),
        )),
        Err(_) => Err(invalid(
            file,
            &format!("line {line}, column {column}"),
            format!(
                "'{}' is not a number (a price in US dollars per hour)",
                crate::msg::quote(cell)
            ),
        )),
    }
}

/// A GPU count cell: a number (`8`, `8.0`, or a fraction for a share of one GPU).
pub fn count(file: &str, line: u64, column: &str, cell: &str) -> Result<f64> {
    match cell.parse::<f64>() {
        Ok(v) if v.is_finite() && v >= 0.0 => Ok(v),
        _ => Err(invalid(
            file,
            &format!("line {line}, column {column}"),
            format!(
                "'{}' is not a GPU count (a number, 0 or more)",
                crate::msg::quote(cell)
            ),
        )),
    }
}

/// What a GPU row's count says: whole GPUs, or a reason to skip the row (a share of one GPU).
/// Zero GPUs on a row that names a GPU is refused: its price cannot be divided.
pub fn gpus(file: &str, line: u64, column: &str, n: f64, gpu: &str) -> Result<Option<i64>> {
    if n == 0.0 {
        return Err(invalid(
            file,
            &format!("line {line}, column {column}"),
            format!(
                "0 GPUs on a row that names the GPU '{}': the price per GPU cannot be computed",
                crate::msg::quote(gpu)
            ),
        ));
    }
    Ok((n.fract() == 0.0 && (1.0..1e6).contains(&n)).then_some(n as i64))
}
