//! GPU rental rates: the user's own data. Adding one, importing a CSV of them, and the bundled
//! sample rate set. The database's triggers enforce the same rules for writers other than gpudb.

use crate::error::{Error, Result};
use rusqlite::{params, Connection, Transaction};
use serde::Deserialize;
use std::collections::HashMap;

/// The rate set that holds the bundled sample list prices.
pub const SAMPLE_RATE_SET: &str = "sample-list-prices";
const SAMPLE_CSV: &str = include_str!("../data/sample-rates.csv");
/// The columns a rates CSV may have: those of gpu_rates, as `gpudb rates list` writes them.
const COLUMNS: &[&str] = &[
    "rate_set",
    "provider",
    "accelerator_id",
    "usd_per_gpu_hour",
    "pricing",
    "as_of",
    "source_url",
    "notes",
];
/// The header files written before the columns took the schema's names (data/sample-rates.csv
/// until then) use for accelerator_id.
const OLD_ACCELERATOR: &str = "accelerator";
/// `gpudb rates list` writes the id; a new row gets a new one, so the column is read and ignored.
const IGNORED: &str = "id";

/// A parsed rates CSV: its rows with their line numbers, and the header that names the
/// accelerator (`accelerator_id`, or the older `accelerator`), for messages about it.
#[derive(Debug)]
pub struct RatesCsv {
    pub rows: Vec<(u64, NewRate)>,
    pub accelerator_column: &'static str,
}

/// One rate to add; `accelerator` may be any known spelling.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct NewRate {
    pub rate_set: Option<String>,
    pub provider: Option<String>,
    pub accelerator: String,
    pub usd_per_gpu_hour: f64,
    pub pricing: Option<String>,
    pub as_of: Option<String>,
    pub source_url: Option<String>,
    pub notes: Option<String>,
}

/// The canonical accelerator id for a spelling (`h100`, `NVIDIA H200`, `gb300` …), or an error
/// that suggests the closest known ones.
pub fn resolve_accelerator(conn: &Connection, spelling: &str) -> Result<String> {
    use crate::import::reference::{lookup, suggest, ACCELERATOR_NAMES};
    if let Some(id) = lookup(conn, &ACCELERATOR_NAMES, spelling)? {
        return Ok(id);
    }
    let mut stmt = conn.prepare("SELECT id FROM accelerators ORDER BY id")?;
    let ids: Vec<String> = stmt
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let hint = match suggest(conn, &ACCELERATOR_NAMES, spelling)? {
        Some((best, id)) => format!("did you mean '{best}' ({id})? "),
        None => String::new(),
    };
    Err(Error::Other(format!(
        "unknown accelerator '{}': {hint}known ids: {}",
        crate::msg::quote(spelling),
        ids.join(", ")
    )))
}

fn check_rate(r: &NewRate) -> std::result::Result<(), (&'static str, String)> {
    if !(r.usd_per_gpu_hour.is_finite() && r.usd_per_gpu_hour > 0.0) {
        return Err((
            "usd_per_gpu_hour",
            format!(
                "must be a positive number of US dollars per GPU-hour, got {}",
                r.usd_per_gpu_hour
            ),
        ));
    }
    if let Some(d) = r.as_of.as_deref() {
        if crate::import::normalize::iso_date(d).as_deref() != Some(d) {
            return Err((
                "as_of",
                format!(
                    "must be a date written YYYY-MM-DD, got '{}'",
                    crate::msg::quote(d)
                ),
            ));
        }
    }
    if r.rate_set.as_deref().is_some_and(|s| s.trim().is_empty()) {
        return Err(("rate_set", "must not be empty".into()));
    }
    Ok(())
}

/// Insert one validated rate with its accelerator already resolved; returns the new id.
fn insert(tx: &Transaction, r: &NewRate, accelerator_id: &str) -> Result<i64> {
    tx.prepare_cached(
        "INSERT INTO gpu_rates (rate_set, provider, accelerator_id, usd_per_gpu_hour, pricing,
             as_of, source_url, notes)
         VALUES (coalesce(?1, 'default'), ?2, ?3, ?4, coalesce(?5, 'on-demand'), ?6, ?7, ?8)",
    )?
    .execute(params![
        r.rate_set,
        r.provider,
        accelerator_id,
        r.usd_per_gpu_hour,
        r.pricing,
        r.as_of,
        r.source_url,
        r.notes
    ])?;
    Ok(tx.last_insert_rowid())
}

/// Add one rate given on the command line.
pub fn add(conn: &mut Connection, r: &NewRate) -> Result<i64> {
    check_rate(r).map_err(|(field, msg)| Error::Usage(format!("--{}: {msg}", flag(field))))?;
    let id = resolve_accelerator(conn, &r.accelerator)?;
    let tx = crate::db::write_tx(conn)?;
    let new_id = insert(&tx, r, &id)?;
    tx.commit()?;
    Ok(new_id)
}

fn flag(field: &str) -> &str {
    match field {
        "usd_per_gpu_hour" => "usd-per-gpu-hour",
        "as_of" => "as-of",
        "rate_set" => "rate-set",
        "source_url" => "source-url",
        other => other,
    }
}

/// Parse a rates CSV (header required; the columns of gpu_rates, `rate_set` optional, `id`
/// ignored, `accelerator` read as `accelerator_id`). Every row is checked before anything is
/// written; errors name the line and the column.
pub fn parse_csv(file: &str, bytes: &[u8], rate_set: Option<&str>) -> Result<RatesCsv> {
    let err = |line: u64, column: &str, message: String| Error::Input {
        file: file.to_string(),
        location: format!("line {line}, column {column}"),
        message,
    };
    let mut reader = csv::ReaderBuilder::new()
        .trim(csv::Trim::All)
        .from_reader(bytes);
    let headers = reader
        .headers()
        .map_err(|e| {
            let e = crate::msg::cut_middle(&e.to_string());
            err(1, "-", format!("cannot read the header: {e}"))
        })?
        .clone();
    if headers.iter().all(str::is_empty) {
        return Err(Error::File {
            file: file.to_string(),
            message: format!(
                "the file is empty: expected a header line with {}",
                COLUMNS.join(",")
            ),
        });
    }
    for h in &headers {
        if !COLUMNS.contains(&h) && h != OLD_ACCELERATOR && h != IGNORED {
            let h = crate::msg::quote(h);
            return Err(err(
                1,
                &h,
                format!(
                    "unknown column '{h}': expected some of {}",
                    COLUMNS.join(", ")
                ),
            ));
        }
    }
    let has = |name: &str| headers.iter().any(|h| h == name);
    let accelerator_column = match (has("accelerator_id"), has(OLD_ACCELERATOR)) {
        (true, true) => {
            return Err(err(
                1,
                OLD_ACCELERATOR,
                "accelerator and accelerator_id name the same column: keep accelerator_id".into(),
            ))
        }
        (false, true) => OLD_ACCELERATOR,
        _ => "accelerator_id",
    };
    for required in [accelerator_column, "usd_per_gpu_hour"] {
        if !has(required) {
            return Err(err(
                1,
                required,
                "required column is missing from the header".into(),
            ));
        }
    }
    let mut out = Vec::new();
    let mut lines = Lines::new(bytes);
    for record in reader.records() {
        let record = record.map_err(|e| {
            let line = e.position().map_or(0, |p| lines.line_at(p.byte()));
            // The csv crate's messages give positions, not cells; bounded all the same.
            err(line, "-", crate::msg::cut_middle(&e.to_string()))
        })?;
        let line = record.position().map_or(0, |p| lines.line_at(p.byte()));
        let get = |name: &str| {
            headers
                .iter()
                .position(|h| h == name)
                .and_then(|i| record.get(i))
                .filter(|v| !v.is_empty())
                .map(str::to_string)
        };
        let accelerator = get(accelerator_column).ok_or_else(|| {
            err(
                line,
                accelerator_column,
                "is empty: name an accelerator".into(),
            )
        })?;
        let price_text = get("usd_per_gpu_hour").unwrap_or_default();
        let usd_per_gpu_hour: f64 = price_text.parse().map_err(|_| {
            err(
                line,
                "usd_per_gpu_hour",
                format!(
                    "'{}' is not a number of US dollars per GPU-hour",
                    crate::msg::quote(&price_text)
                ),
            )
        })?;
        let rate = NewRate {
            rate_set: rate_set.map(str::to_string).or_else(|| get("rate_set")),
            provider: get("provider"),
            accelerator,
            usd_per_gpu_hour,
            pricing: get("pricing"),
            as_of: get("as_of"),
            source_url: get("source_url"),
            notes: get("notes"),
        };
        check_rate(&rate).map_err(|(field, msg)| err(line, field, msg))?;
        out.push((line, rate));
    }
    Ok(RatesCsv {
        rows: out,
        accelerator_column,
    })
}

/// File line numbers for the byte offsets where records start, counted as the reader goes, so
/// a whole file costs one pass (counting from the start for each record made a 50,000-row import
/// take most of a minute). The csv crate's own line count skips blank lines and counts CRLF
/// files wrong, hence counting here.
struct Lines<'a> {
    bytes: &'a [u8],
    /// Bytes before `counted` hold `newlines` line breaks.
    counted: usize,
    newlines: u64,
}

impl<'a> Lines<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        Lines {
            bytes,
            counted: 0,
            newlines: 0,
        }
    }

    /// The line of the record at `offset`. Offsets come in increasing order; an earlier one is
    /// still answered right, by counting again from the start.
    fn line_at(&mut self, offset: u64) -> u64 {
        let end = usize::try_from(offset).map_or(self.bytes.len(), |o| o.min(self.bytes.len()));
        if end < self.counted {
            (self.counted, self.newlines) = (0, 0);
        }
        self.newlines += newlines(&self.bytes[self.counted..end]);
        self.counted = end;
        // The recorded offset can sit before the blank lines (or the '\n' of a CRLF) that the
        // reader skipped on its way to the record: step over them.
        let skipped = self.bytes[end..]
            .iter()
            .take_while(|&&b| b == b'\n' || b == b'\r')
            .filter(|&&b| b == b'\n')
            .count();
        self.newlines + skipped as u64 + 1
    }
}

fn newlines(bytes: &[u8]) -> u64 {
    bytes.iter().filter(|&&b| b == b'\n').count() as u64
}

/// Insert parsed CSV rows in one transaction; an unknown accelerator names its line.
pub fn import_rows(conn: &mut Connection, file: &str, csv: &RatesCsv) -> Result<usize> {
    let tx = crate::db::write_tx(conn)?;
    let rows = &csv.rows;
    // A file spells few accelerators many times over: look each spelling up once.
    let mut resolved: HashMap<&str, String> = HashMap::new();
    for (line, r) in rows {
        let id = match resolved.get(r.accelerator.as_str()) {
            Some(id) => id,
            None => {
                let id = resolve_accelerator(&tx, &r.accelerator).map_err(|e| Error::Input {
                    file: file.to_string(),
                    location: format!("line {line}, column {}", csv.accelerator_column),
                    message: e.to_string(),
                })?;
                resolved.entry(&r.accelerator).or_insert(id)
            }
        };
        insert(&tx, r, id)?;
    }
    tx.commit()?;
    Ok(rows.len())
}

/// (Re)load the bundled sample list prices as rate set `sample-list-prices`, replacing only that
/// set, so loading twice never duplicates it and other sets are untouched.
pub fn load_sample(conn: &mut Connection) -> Result<usize> {
    let tx = crate::db::write_tx(conn)?;
    let n = load_sample_in(&tx)?;
    tx.commit()?;
    Ok(n)
}

/// [`load_sample`] inside the caller's transaction.
pub fn load_sample_in(tx: &Transaction) -> Result<usize> {
    let rows = parse_csv(
        "bundled:sample-rates.csv",
        SAMPLE_CSV.as_bytes(),
        Some(SAMPLE_RATE_SET),
    )?
    .rows;
    tx.execute(
        "DELETE FROM gpu_rates WHERE rate_set = ?1",
        [SAMPLE_RATE_SET],
    )?;
    for (_, r) in &rows {
        let mut r = r.clone();
        let as_of = r.as_of.as_deref().unwrap_or("an unstated date");
        r.notes = Some(match &r.notes {
            Some(n) => format!("sample: public list price as of {as_of}; {n}"),
            None => format!("sample: public list price as of {as_of}"),
        });
        let id = resolve_accelerator(tx, &r.accelerator)?;
        insert(tx, &r, &id)?;
    }
    Ok(rows.len())
}

#[cfg(test)]
mod fuzz_tests;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_know_their_lines_in_lf_crlf_blank_and_multiline_files() {
        let csv = "accelerator,usd_per_gpu_hour,notes\nh100,1,\n\n\nh100,2,\"two\nlines\"\r\n\
                   h100,3,\r\n\r\nh100,4,x\n";
        let rows = parse_csv("t.csv", csv.as_bytes(), None).unwrap().rows;
        let lines: Vec<u64> = rows.iter().map(|(l, _)| *l).collect();
        assert_eq!(lines, [2, 5, 7, 9]);
    }

    #[test]
    fn an_earlier_offset_is_still_counted_right() {
        let mut lines = Lines::new(b"a\nb\nc\n");
        assert_eq!(lines.line_at(4), 3);
        assert_eq!(lines.line_at(2), 2);
        assert_eq!(lines.line_at(99), 4);
    }
}
