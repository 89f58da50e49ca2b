//! `Csv`: RFC 4180 with a header row and every value exact, except that text a spreadsheet
//! would run as a formula is defused (unless the user asks for raw cells), and that on a
//! terminal control characters from data are escaped (ESC, OSC and C1 sequences would act).

use std::io::{self, Write};

use rusqlite::types::Value;

use super::cell::raw_text;

/// A CSV output being written, and whether its text cells are written raw.
pub(super) struct Sink<W: Write> {
    csv: ::csv::Writer<W>,
    raw: bool,
    escape: bool,
}

impl<W: Write> Sink<W> {
    /// A CSV output whose header row (written now) holds `names`.
    /// `escape`: the output is a terminal (control characters written escaped).
    pub(super) fn new(out: W, names: &[String], raw: bool, escape: bool) -> io::Result<Self> {
        let mut csv = ::csv::Writer::from_writer(out);
        // Column names come from user SQL (aliases): the same guard as text cells.
        let header = names.iter().map(|h| shown(csv_text(h, raw), escape));
        csv.write_record(header).map_err(csv_io)?;
        Ok(Sink { csv, raw, escape })
    }

    pub(super) fn row<'v>(&mut self, values: impl Iterator<Item = &'v Value>) -> io::Result<()> {
        let (raw, escape) = (self.raw, self.escape);
        self.csv
            .write_record(values.map(|v| shown(csv_cell(v, raw), escape)))
            .map_err(csv_io)
    }

    pub(super) fn finish(mut self) -> io::Result<()> {
        self.csv.flush()
    }
}

/// A CSV cell: exact, except that text a spreadsheet would run as a formula (starting with `=`,
/// `+`, `-`, `@`, tab or CR: the OWASP CSV-injection rule) gets a leading `'`, which spreadsheets
/// show as text. Numbers are never touched, so -3.5 stays a number; `raw` writes text exactly.
fn csv_cell(v: &Value, raw: bool) -> String {
    match v {
        Value::Text(s) => csv_text(s, raw),
        other => raw_text(other),
    }
}

/// A cell as written: escaped for a terminal, else exact.
fn shown(cell: String, escape: bool) -> String {
    if escape {
        crate::msg::escape(&cell).into_owned()
    } else {
        cell
    }
}

fn csv_text(s: &str, raw: bool) -> String {
    if !raw && s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}")
    } else {
        s.to_string()
    }
}

/// The io error inside a CSV error. `?` would wrap it as kind `Other`, and a closed pipe
/// (`gpudb … --format csv | head -1`) would then exit 1 instead of quietly.
fn csv_io(e: ::csv::Error) -> io::Error {
    if !e.is_io_error() {
        return io::Error::other(e);
    }
    match e.into_kind() {
        ::csv::ErrorKind::Io(inner) => inner,
        other => io::Error::other(format!("{other:?}")),
    }
}

#[cfg(test)]
mod tests {
    use crate::output::tests::{render, rs, sample, t, write};
    use crate::output::{Format, Options, ResultSet};
    use rusqlite::types::Value;
    use rusqlite::types::Value::Null;

    #[test]
    fn csv_round_trips_with_full_precision() {
        let mut r = sample();
        r.rows
            .push(vec![4.into(), (0.1 + 0.2).into(), t("a,\"b\""), Null]);
        let text = render(&r, Format::Csv, None);
        let mut rdr = csv::Reader::from_reader(text.as_bytes());
        assert_eq!(rdr.headers().unwrap(), vec!["id", "score", "name", "note"]);
        let recs: Vec<csv::StringRecord> = rdr.records().map(Result::unwrap).collect();
        assert_eq!(recs[0], vec!["1", "3046.14", "GPU|A", ""]);
        assert_eq!(recs[1], vec!["22", "0.04321", "two\nlines", "ok"]);
        assert_eq!(recs[2], vec!["-3", "", "é", "dead"]);
        assert_eq!(recs[3], vec!["4", "0.30000000000000004", "a,\"b\"", ""]);
    }

    fn csv_cells(r: &ResultSet, raw: bool) -> Vec<Vec<String>> {
        let opts = Options {
            format: Format::Csv,
            raw_csv: raw,
            ..Options::default()
        };
        let mut buf = Vec::new();
        write(&mut buf, r, &opts, None).unwrap();
        let mut rdr = csv::ReaderBuilder::new()
            .has_headers(false)
            .from_reader(&buf[..]);
        rdr.records()
            .map(|rec| rec.unwrap().iter().map(String::from).collect())
            .collect()
    }

    #[test]
    fn csv_neutralizes_formula_text_but_not_numbers() {
        let formulas = [
            "=HYPERLINK(\"http://x\",\"y\")",
            "+SUM(1)",
            "-1+2",
            "@x",
            "\tx",
            "\rx",
        ];
        let mut rows: Vec<Vec<Value>> = formulas.iter().map(|f| vec![t(f)]).collect();
        rows.push(vec![(-3.5).into()]);
        rows.push(vec![(-7).into()]);
        rows.push(vec![t("a=b")]);
        rows.push(vec![t("")]);
        rows.push(vec![Null]);
        let r = rs(&["=cmd|' /C calc'!A0"], rows);
        let safe = csv_cells(&r, false);
        assert_eq!(safe[0], ["'=cmd|' /C calc'!A0"], "header names too");
        for (i, f) in formulas.iter().enumerate() {
            assert_eq!(safe[i + 1], [format!("'{f}")]);
        }
        let rest: Vec<&str> = safe[7..].iter().map(|r| r[0].as_str()).collect();
        assert_eq!(rest, ["-3.5", "-7", "a=b", "", ""]);
        let raw = csv_cells(&r, true);
        assert_eq!(raw[0], ["=cmd|' /C calc'!A0"]);
        for (i, f) in formulas.iter().enumerate() {
            assert_eq!(raw[i + 1], [f.to_string()]);
        }
    }
}
