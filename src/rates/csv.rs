//! The rates CSV reader: a header naming the columns of gpu_rates, then one rate a row, each
//! checked, with the file line it is on (counted here: the csv crate counts its own way).

use super::rate::{check_rate, NewRate};
use crate::error::{Error, Result};

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
pub struct RatesCsv<T = NewRate> {
    pub rows: Vec<(u64, T)>,
    pub accelerator_column: &'static str,
}

/// Parse a rates CSV (header required; the columns of gpu_rates, `rate_set` optional, `id`
/// ignored, `accelerator` read as `accelerator_id`). Every row is checked before anything is
/// written; errors name the line and the column.
pub fn parse_csv(file: &str, bytes: &[u8], rate_set: Option<&str>) -> Result<RatesCsv> {
    read_csv(file, bytes, COLUMNS, &["usd_per_gpu_hour"], |row| {
        let accelerator = row.accelerator()?;
        let price_text = row.get("usd_per_gpu_hour").unwrap_or_default();
        let usd_per_gpu_hour: f64 = price_text.parse().map_err(|_| {
            (
                "usd_per_gpu_hour",
                format!(
                    "'{}' is not a number of US dollars per GPU-hour",
                    crate::msg::quote(&price_text)
                ),
            )
        })?;
        let rate = NewRate {
            rate_set: rate_set.map(str::to_string).or_else(|| row.get("rate_set")),
            provider: row.get("provider"),
            accelerator,
            usd_per_gpu_hour,
            pricing: row.get("pricing"),
            as_of: row.get("as_of"),
            source_url: row.get("source_url"),
            notes: row.get("notes"),
        };
        check_rate(&rate).map(|()| rate)
    })
}

/// Whether the header of a CSV names `column`: how `gpudb rates import` tells a file of owned
/// cost models (`capex_usd`) from one of rates.
pub fn has_column(bytes: &[u8], column: &str) -> bool {
    let mut reader = csv::ReaderBuilder::new()
        .trim(csv::Trim::All)
        .from_reader(bytes);
    reader
        .headers()
        .is_ok_and(|h| h.iter().any(|name| name == column))
}

/// One row of a CSV being read, by column name.
pub(super) struct Row<'a> {
    headers: &'a csv::StringRecord,
    record: &'a csv::StringRecord,
    accelerator_column: &'static str,
}

/// What a row builder returns on a bad cell: the column and what is wrong.
pub(super) type CellError = (&'static str, String);

impl Row<'_> {
    /// The cell of `name`, trimmed; None when the column is absent or the cell empty.
    pub(super) fn get(&self, name: &str) -> Option<String> {
        self.headers
            .iter()
            .position(|h| h == name)
            .and_then(|i| self.record.get(i))
            .filter(|v| !v.is_empty())
            .map(str::to_string)
    }

    /// The accelerator's spelling, required.
    pub(super) fn accelerator(&self) -> std::result::Result<String, CellError> {
        self.get(self.accelerator_column).ok_or((
            self.accelerator_column,
            "is empty: name an accelerator".into(),
        ))
    }
}

/// Read a CSV whose header names some of `columns` (with the accelerator's two spellings and an
/// ignored `id`) and has every one of `required`; `build` turns each row into a `T` or says
/// which cell is wrong. Errors name the file, line and column; nothing is kept on an error.
pub(super) fn read_csv<T>(
    file: &str,
    bytes: &[u8],
    columns: &[&str],
    required: &[&'static str],
    mut build: impl FnMut(&Row) -> std::result::Result<T, CellError>,
) -> Result<RatesCsv<T>> {
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
                columns.join(",")
            ),
        });
    }
    for h in &headers {
        if !columns.contains(&h) && h != OLD_ACCELERATOR && h != IGNORED {
            let h = crate::msg::quote(h);
            return Err(err(
                header_line,
                &h,
                format!(
                    "unknown column '{h}': expected some of {}",
                    columns.join(", ")
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
    for required in std::iter::once(&accelerator_column).chain(required) {
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
        let row = Row {
            headers: &headers,
            record: &record,
            accelerator_column,
        };
        let value = build(&row).map_err(|(column, message)| err(line, column, message))?;
        out.push((line, value));
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
