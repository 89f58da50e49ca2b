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

/// Moved to [`crate::names`], with the other names; the old path still works.
pub use crate::names::resolve_accelerator;

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
    let mut lines = Lines::new(bytes);
    let headers = reader
        .headers()
        .map_err(|e| {
            let line = e.position().map_or(1, |p| lines.line_at(p.byte()));
            let (_, message) = csv_message(&e, None);
            err(line, "-", format!("cannot read the header: {message}"))
        })?
        .clone();
    // Blank lines before the header are skipped, so it need not be line 1.
    let header_line = headers.position().map_or(1, |p| lines.line_at(p.byte()));
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
                header_line,
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
                header_line,
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
                header_line,
                required,
                "required column is missing from the header".into(),
            ));
        }
    }
    let mut out = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|e| {
            let line = e.position().map_or(0, |p| lines.line_at(p.byte()));
            let (column, message) = csv_message(&e, Some(&headers));
            err(line, column, message)
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

/// The column and message for a CSV error. The csv crate's own messages say where by its line
/// count, which disagrees with [`Lines`] (blank lines, CRLF, a lone CR): say what, and let the
/// location say where.
fn csv_message<'h>(e: &csv::Error, headers: Option<&'h csv::StringRecord>) -> (&'h str, String) {
    match e.kind() {
        csv::ErrorKind::UnequalLengths {
            expected_len, len, ..
        } => (
            "-",
            // Without `flexible`, every record is held to the first one read: the header.
            format!("the row has {len} fields, but the header has {expected_len}"),
        ),
        csv::ErrorKind::Utf8 { err, .. } => (
            headers.and_then(|h| h.get(err.field())).unwrap_or("-"),
            format!(
                "field {} is not valid UTF-8 from its byte {}: save the file as UTF-8",
                err.field() + 1,
                err.valid_up_to() + 1
            ),
        ),
        // Never reached with bytes in memory and no serde; bounded all the same.
        _ => ("-", crate::msg::cut_middle(&e.to_string())),
    }
}

/// File line numbers for the byte offsets where records start, counted as the reader goes, so
/// a whole file costs one pass (counting from the start for each record made a 50,000-row import
/// take most of a minute). The csv crate's own line count skips blank lines and counts CRLF
/// files wrong, hence counting here.
struct Lines<'a> {
    bytes: &'a [u8],
    /// Bytes before `counted` hold `breaks` line breaks.
    counted: usize,
    breaks: u64,
}

impl<'a> Lines<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        Lines {
            bytes,
            counted: 0,
            breaks: 0,
        }
    }

    /// The line of the record at `offset`. Offsets come in increasing order; an earlier one is
    /// still answered right, by counting again from the start.
    fn line_at(&mut self, offset: u64) -> u64 {
        let end = usize::try_from(offset).map_or(self.bytes.len(), |o| o.min(self.bytes.len()));
        if end < self.counted {
            (self.counted, self.breaks) = (0, 0);
        }
        self.breaks += line_breaks(self.bytes, self.counted..end);
        self.counted = end;
        // The recorded offset can sit before the blank lines (or the '\n' of a CRLF) that the
        // reader skipped on its way to the record: step over them.
        let blank = self.bytes[end..]
            .iter()
            .take_while(|&&b| b == b'\n' || b == b'\r')
            .count();
        self.breaks + line_breaks(self.bytes, end..end + blank) + 1
    }
}

/// The line breaks among `bytes[range]`, as the csv reader ends records: at '\n', CRLF, or a
/// lone '\r' (classic Mac line endings, still written by some spreadsheets; counting only '\n'
/// put every row of such a file on line 1). A CRLF counts once, at its '\n', so a range that
/// ends between the two still counts right.
fn line_breaks(bytes: &[u8], range: std::ops::Range<usize>) -> u64 {
    let next = range.start + 1..range.end + 1;
    bytes[range]
        .iter()
        .zip(next.map(|i| bytes.get(i)))
        .filter(|&(&b, after)| b == b'\n' || (b == b'\r' && after != Some(&b'\n')))
        .count() as u64
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

    fn lines_of(csv: &[u8]) -> Vec<u64> {
        let rows = parse_csv("t.csv", csv, None).unwrap().rows;
        rows.iter().map(|(l, _)| *l).collect()
    }

    fn error_of(csv: &[u8]) -> String {
        parse_csv("t.csv", csv, None).unwrap_err().to_string()
    }

    #[test]
    fn a_header_ended_by_a_lone_cr_puts_the_first_row_on_line_2() {
        // Found by the mutation property: crlf-bom.csv with the header's '\n' made a NUL left
        // "…notes\r\0Q,h100,…". The reader ends the header at the lone '\r', but only '\n' was
        // counted, so the first row was reported on the header's line 1.
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/rates");
        let mut bytes = std::fs::read(dir.join("crlf-bom.csv")).unwrap();
        assert_eq!(&bytes[71..73], b"\r\n");
        bytes[72] = 0;
        assert_eq!(
            bytes,
            std::fs::read(dir.join("lone-cr-after-header.csv")).unwrap()
        );
        assert_eq!(lines_of(&bytes), [2, 3]);
    }

    #[test]
    fn rows_of_a_file_with_classic_mac_line_endings_know_their_lines() {
        let csv =
            b"accelerator,usd_per_gpu_hour,notes\rh100,1,\r\rh100,2,\"two\rlines\"\rh100,3,\r";
        assert_eq!(lines_of(csv), [2, 4, 6]);
        let bad = b"accelerator,usd_per_gpu_hour\rh100,1\r\rh100,x\r";
        assert!(error_of(bad).contains("line 4, column usd_per_gpu_hour"));
    }

    #[test]
    fn a_crlf_split_by_a_count_is_one_line_break() {
        let mut lines = Lines::new(b"a\r\nb\r\rc");
        assert_eq!(lines.line_at(2), 2);
        assert_eq!(lines.line_at(3), 2);
        assert_eq!(lines.line_at(6), 4);
    }

    #[test]
    fn errors_name_the_header_line_after_blank_lines() {
        let err = error_of(b"\n\r\naccelerator,usd_per_gpu_hour,price\nh100,1,2\n");
        assert!(
            err.contains("t.csv: line 3, column price: unknown column"),
            "{err}"
        );
        let err = error_of(b"\n\naccelerator\nh100\n");
        assert!(err.contains("line 3, column usd_per_gpu_hour"), "{err}");
    }

    #[test]
    fn csv_errors_give_no_line_of_their_own() {
        // The csv crate counts lines its own way ("record 1 (line: 1, byte: 29)"): only the
        // location names a line.
        let err = error_of(b"accelerator,usd_per_gpu_hour\rh100,1,2\r");
        assert_eq!(
            err,
            "t.csv: line 2, column -: the row has 3 fields, but the header has 2"
        );
        let err = error_of(b"accelerator,usd_per_gpu_hour\r\n\r\nh\xff100,1\r\n");
        assert_eq!(
            err,
            "t.csv: line 3, column accelerator: field 1 is not valid UTF-8 from its byte 2: \
             save the file as UTF-8"
        );
        let err = error_of(b"\naccel\xffrator,usd_per_gpu_hour\n");
        assert!(
            err.contains("line 2, column -: cannot read the header: field 1 "),
            "{err}"
        );
    }

    #[test]
    fn an_earlier_offset_is_still_counted_right() {
        let mut lines = Lines::new(b"a\nb\nc\n");
        assert_eq!(lines.line_at(4), 3);
        assert_eq!(lines.line_at(2), 2);
        assert_eq!(lines.line_at(99), 4);
    }
}
