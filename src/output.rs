//! Writing rows in human (`Table`, `Markdown`) and machine (`Csv`, `Json`, `Jsonl`) formats.
//! Machine formats keep full precision; human formats round reals and fit the terminal width.
//!
//! Rows stream: a [`Writer`] takes the column names, then one row at a time, and writes each
//! as it comes, so a result of millions of rows never sits in memory. Only `Table` and
//! `Markdown` look ahead, at a bounded number of rows, to size and align their columns (see
//! `table`). Writers take rows, never a statement: the command steps the statement.
//!
//! Text in a result comes from data and user SQL, so it is made safe for where it lands: human
//! formats escape terminal controls (an ESC in a model name must not clear the screen), CSV
//! defuses spreadsheet formulas unless asked for raw cells, JSON is exact (serde escapes it).

mod table;

use std::io::{self, Write};

use rusqlite::types::Value;
use serde::ser::{Serialize, SerializeMap, Serializer};
use serde_json::Value as Json;

use crate::error::{Error, Result};

/// Output format of query results. The default is `Table`, kept stable for scripts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Format {
    /// Aligned columns for a terminal, reals rounded.
    #[default]
    Table,
    /// RFC 4180 CSV with a header row, full precision; formula-like text gets a leading '.
    Csv,
    /// One pretty-printed JSON array of objects.
    Json,
    /// One compact JSON object per line.
    Jsonl,
    /// A GitHub-flavoured Markdown table.
    Markdown,
}

impl Format {
    /// Table and Markdown: formats for people, which may leave columns out and add notes.
    pub fn for_people(self) -> bool {
        matches!(self, Format::Table | Format::Markdown)
    }
}

/// How to write rows: the format and its options.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Options {
    pub format: Format,
    /// CSV cells exactly as stored, without the formula guard (see `csv_cell`).
    pub raw_csv: bool,
    /// `--width`: fit tables to this many terminal cells (0: no limit); None: see
    /// [`terminal_width`].
    pub width: Option<usize>,
    /// `--columns`: these columns, in this order, in every format; None: see `default_columns`.
    pub columns: Option<Vec<String>>,
    /// `--wide`: every column, not cut to the terminal, whatever `default_columns` says.
    pub wide: bool,
    /// A saved query's `-- columns:` line: what `Table` and `Markdown` show when `columns` is
    /// None. A name the result lacks is skipped (an older database may lack a column).
    pub default_columns: Vec<String>,
}

impl From<Format> for Options {
    fn from(format: Format) -> Options {
        Options {
            format,
            ..Options::default()
        }
    }
}

/// Rows held in memory, for short lists a command builds itself (saved queries, parameters)
/// and for charts, which need every row they draw.
#[derive(Debug, Clone, PartialEq)]
pub struct ResultSet {
    /// Column names, in select order.
    pub columns: Vec<String>,
    /// Rows, each with one value per column.
    pub rows: Vec<Vec<Value>>,
}

/// Write `rs` to stdout as `opts` say, fitting tables to the terminal. A closed pipe comes back
/// as an error of kind `BrokenPipe`, which the caller treats as success.
pub fn print(rs: &ResultSet, opts: Options) -> Result<()> {
    write_all(Writer::stdout(&rs.columns, &opts)?, rs)
}

fn write_all<W: Write>(mut w: Writer<W>, rs: &ResultSet) -> Result<()> {
    for row in &rs.rows {
        w.row(row)?;
    }
    w.finish(&[])?;
    Ok(())
}

/// Write a JSON document to stdout (pretty for `Json`, one line for `Jsonl`), terminal-safe like
/// result sets, for commands whose output is not rows (a saved query's nested parameters).
pub fn print_json(value: &Json, format: Format) -> io::Result<()> {
    let text = if format == Format::Jsonl {
        serde_json::to_string(value)
    } else {
        serde_json::to_string_pretty(value)
    }
    .map_err(io::Error::from)?;
    let mut out = io::stdout().lock();
    writeln!(out, "{}", terminal_safe_json(text))?;
    out.flush()
}

/// Width to fit tables to when `--width` is not given: $COLUMNS when the user set it, else the
/// terminal's width when stdout is one; None (no limit) when output goes to a pipe or file.
pub fn terminal_width() -> Option<usize> {
    if let Some(c) = std::env::var("COLUMNS").ok().and_then(|c| c.parse().ok()) {
        return Some(std::cmp::max(c, 20));
    }
    terminal_size::terminal_size_of(std::io::stdout()).map(|(w, _)| usize::from(w.0))
}

/// The width `opts` fit tables to on stdout: `--wide` and `--width 0` mean no limit.
fn stdout_width(opts: &Options) -> Option<usize> {
    match opts.width {
        _ if opts.wide => None,
        Some(0) => None,
        Some(w) => Some(w.max(20)),
        None => terminal_width(),
    }
}

/// Writes rows one at a time in one format: [`Writer::new`] with the column names, [`row`]
/// for each row, then [`finish`] for what closes the output (`]`, notes under a table).
///
/// [`row`]: Writer::row
/// [`finish`]: Writer::finish
pub struct Writer<W: Write> {
    /// Positions, in the rows given, of the columns written, in the order written.
    pick: Vec<usize>,
    /// Names of the columns written.
    names: Vec<String>,
    sink: Sink<W>,
}

/// The output, with what each format keeps between rows.
enum Sink<W: Write> {
    Csv {
        csv: csv::Writer<W>,
        raw: bool,
    },
    Json {
        out: W,
        keys: Vec<String>,
        rows: u64,
    },
    Jsonl {
        out: W,
        keys: Vec<String>,
    },
    Grid {
        out: W,
        grid: table::Grid,
    },
}

impl Writer<io::BufWriter<io::StdoutLock<'static>>> {
    /// A writer to stdout; tables fit the terminal unless `opts` say otherwise.
    pub fn stdout(columns: &[String], opts: &Options) -> Result<Self> {
        // Buffered: stdout alone flushes every line, one system call per row.
        let out = io::BufWriter::new(io::stdout().lock());
        Writer::new(out, columns, opts, stdout_width(opts))
    }
}

impl<W: Write> Writer<W> {
    /// A writer of rows with these `columns` (the result's names, in select order). Nothing is
    /// written when `opts.columns` names a column the result lacks: that is an error.
    pub fn new(out: W, columns: &[String], opts: &Options, width: Option<usize>) -> Result<Self> {
        let (pick, left_out) = select(columns, opts)?;
        let names: Vec<String> = pick.iter().map(|&i| columns[i].clone()).collect();
        let sink = match opts.format {
            Format::Csv => {
                let mut csv = csv::Writer::from_writer(out);
                // Column names come from user SQL (aliases): the same guard as text cells.
                let header = names.iter().map(|h| csv_text(h, opts.raw_csv));
                csv.write_record(header).map_err(csv_io)?;
                Sink::Csv {
                    csv,
                    raw: opts.raw_csv,
                }
            }
            Format::Json => Sink::Json {
                out,
                keys: json_keys(&names),
                rows: 0,
            },
            Format::Jsonl => Sink::Jsonl {
                out,
                keys: json_keys(&names),
            },
            Format::Table | Format::Markdown => Sink::Grid {
                out,
                grid: table::Grid::new(
                    opts.format == Format::Markdown,
                    names.iter().map(|n| header(n, opts)).collect(),
                    left_out,
                    width,
                ),
            },
        };
        Ok(Writer { pick, names, sink })
    }

    /// Where the column `name` is in the rows given, when it is one of the columns written.
    pub fn position(&self, name: &str) -> Option<usize> {
        let k = self.names.iter().position(|n| n == name)?;
        Some(self.pick[k])
    }

    /// True for formats for people, which show a legend under the rows.
    pub fn shows_legend(&self) -> bool {
        matches!(self.sink, Sink::Grid { .. })
    }

    /// Write one row (values in the order of the columns given to [`Writer::new`]; a missing
    /// value is NULL).
    pub fn row(&mut self, values: &[Value]) -> io::Result<()> {
        let picked = self
            .pick
            .iter()
            .map(|&i| values.get(i).unwrap_or(&Value::Null));
        match &mut self.sink {
            Sink::Csv { csv, raw } => csv
                .write_record(picked.map(|v| csv_cell(v, *raw)))
                .map_err(csv_io),
            Sink::Json { out, keys, rows } => {
                let obj = Object(keys, picked.collect());
                let text = serde_json::to_string_pretty(&obj).map_err(io::Error::from)?;
                // Inside the array each line of the object is indented once more; serde
                // writes newlines only between tokens, never inside a string.
                let sep = if *rows == 0 { "[\n" } else { ",\n" };
                *rows += 1;
                let text = format!("{sep}  {}", text.replace('\n', "\n  "));
                out.write_all(terminal_safe_json(text).as_bytes())
            }
            Sink::Jsonl { out, keys } => {
                let obj = Object(keys, picked.collect());
                let text = serde_json::to_string(&obj).map_err(io::Error::from)?;
                writeln!(out, "{}", terminal_safe_json(text))
            }
            Sink::Grid { out, grid } => grid.row(out, picked),
        }
    }

    /// Close the output (a JSON array's `]`, a table's notes) and flush it. `legend` is
    /// (code, description) pairs that formats for people list under the rows.
    pub fn finish(self, legend: &[(String, String)]) -> io::Result<()> {
        // Flushed here so a full disk or closed pipe is reported, not lost in a drop.
        match self.sink {
            Sink::Csv { mut csv, .. } => csv.flush(),
            Sink::Json { mut out, rows, .. } => {
                if rows == 0 {
                    writeln!(out, "[]")?;
                } else {
                    writeln!(out, "\n]")?;
                }
                out.flush()
            }
            Sink::Jsonl { mut out, .. } => out.flush(),
            Sink::Grid { mut out, mut grid } => {
                grid.finish(&mut out, legend)?;
                out.flush()
            }
        }
    }
}

/// `name=label` in a `-- columns:` line: the column, and the header a table shows for it.
fn default_name(d: &str) -> (&str, &str) {
    d.split_once('=')
        .map(|(n, l)| (n.trim(), l.trim()))
        .unwrap_or((d.trim(), d.trim()))
}

/// The header a table shows for column `name`: its label in the query's default columns, when
/// those apply, else the name.
fn header(name: &str, opts: &Options) -> String {
    if opts.columns.is_some() || opts.wide {
        return name.to_string();
    }
    opts.default_columns
        .iter()
        .map(|d| default_name(d))
        .find(|(n, _)| *n == name)
        .map_or(name, |(_, l)| l)
        .to_string()
}

/// The positions of the columns to write, and the names the query's default columns leave out.
fn select(columns: &[String], opts: &Options) -> Result<(Vec<usize>, Vec<String>)> {
    let all = (0..columns.len()).collect();
    if let Some(wanted) = &opts.columns {
        let pick = wanted
            .iter()
            .map(|w| find_column(columns, w.trim()))
            .collect::<Result<_>>()?;
        return Ok((pick, Vec::new()));
    }
    if opts.wide || !opts.format.for_people() || opts.default_columns.is_empty() {
        return Ok((all, Vec::new()));
    }
    let pick: Vec<usize> = opts
        .default_columns
        .iter()
        .filter_map(|d| columns.iter().position(|c| c == default_name(d).0))
        .collect();
    if pick.is_empty() {
        // A header that names none of the result's columns would show nothing.
        return Ok((all, Vec::new()));
    }
    let left_out = (0..columns.len())
        .filter(|i| !pick.contains(i))
        .map(|i| columns[i].clone())
        .collect();
    Ok((pick, left_out))
}

/// The position of column `name` (exact, else the first that differs only in case), or an error
/// that suggests the closest name and lists them all.
fn find_column(columns: &[String], name: &str) -> Result<usize> {
    let exact = columns.iter().position(|c| c == name);
    exact
        .or_else(|| columns.iter().position(|c| c.eq_ignore_ascii_case(name)))
        .ok_or_else(|| {
            let hint = crate::msg::did_you_mean(name, columns.iter().map(String::as_str));
            Error::Other(format!(
                "--columns: the result has no column '{}': {hint}its columns are: {}",
                crate::msg::quote(name),
                columns.join(", ")
            ))
        })
}

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(d);
    }
    out
}

use crate::text::hex;

/// Exact text of a value for machine formats; `{}` on f64 is shortest round-trip.
fn raw_text(v: &Value) -> String {
    match v {
        Value::Null => String::new(),
        Value::Integer(i) => i.to_string(),
        // Debug keeps a real recognisable as one (11264.0, not 11264) and is still shortest round-trip.
        Value::Real(f) => format!("{f:?}"),
        Value::Text(s) => s.clone(),
        Value::Blob(b) => hex(b),
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

fn csv_text(s: &str, raw: bool) -> String {
    if !raw && s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}")
    } else {
        s.to_string()
    }
}

/// The io error inside a CSV error. `?` would wrap it as kind `Other`, and a closed pipe
/// (`gpudb … --format csv | head -1`) would then exit 1 instead of quietly.
fn csv_io(e: csv::Error) -> io::Error {
    if !e.is_io_error() {
        return io::Error::other(e);
    }
    match e.into_kind() {
        csv::ErrorKind::Io(inner) => inner,
        other => io::Error::other(format!("{other:?}")),
    }
}

/// One value as JSON: numbers as numbers, NULL as null, blobs as hex.
struct Cell<'a>(&'a Value);

impl Serialize for Cell<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        match self.0 {
            Value::Null => s.serialize_unit(),
            Value::Integer(i) => s.serialize_i64(*i),
            // JSON has no NaN/Infinity; null is the only valid stand-in.
            Value::Real(f) if !f.is_finite() => s.serialize_unit(),
            Value::Real(f) => s.serialize_f64(*f),
            Value::Text(t) => s.serialize_str(t),
            Value::Blob(b) => s.serialize_str(&hex(b)),
        }
    }
}

/// One row as a JSON object, keys in column order, serialized without building a map.
struct Object<'a>(&'a [String], Vec<&'a Value>);

impl Serialize for Object<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in self.0.iter().zip(&self.1) {
            map.serialize_entry(k, &Cell(v))?;
        }
        map.end()
    }
}

/// Object keys in column order; a repeated name gets `_2`, `_3`… so no value is lost.
fn json_keys(columns: &[String]) -> Vec<String> {
    let mut keys: Vec<String> = Vec::with_capacity(columns.len());
    for name in columns {
        let mut key = name.clone();
        let mut n = 2;
        while keys.contains(&key) {
            key = format!("{name}_{n}");
            n += 1;
        }
        keys.push(key);
    }
    keys
}

/// JSON text with DEL, C1 controls (U+009B is a CSI on some terminals) and bidi overrides written
/// as `\uXXXX`. serde escapes only C0, and these can only occur inside strings, so the JSON value
/// stays exactly the same; only its printed form becomes safe for a terminal.
fn terminal_safe_json(text: String) -> String {
    let unsafe_char = |c: char| matches!(c, '\u{7f}'..='\u{9f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
    if !text.chars().any(unsafe_char) {
        return text;
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if unsafe_char(c) {
            out.push_str(&format!("\\u{:04x}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::table::{cell_width, display_cell, display_real, LOOK_AHEAD};
    use super::*;
    use Value::Null;

    fn t(s: &str) -> Value {
        Value::Text(s.into())
    }

    fn rs(columns: &[&str], rows: Vec<Vec<Value>>) -> ResultSet {
        let columns = columns.iter().map(|c| c.to_string()).collect();
        ResultSet { columns, rows }
    }

    fn sample() -> ResultSet {
        rs(
            &["id", "score", "name", "note"],
            vec![
                vec![1.into(), 3046.14.into(), t("GPU|A"), Null],
                vec![22.into(), 0.04321.into(), t("two\nlines"), t("ok")],
                vec![(-3).into(), Null, t("é"), Value::Blob(vec![0xde, 0xad])],
            ],
        )
    }

    /// Write `rs` to `out` as `opts` say, tables fitted to `width` (None: no limit).
    fn write(out: impl Write, rs: &ResultSet, opts: &Options, width: Option<usize>) -> Result<()> {
        write_all(Writer::new(out, &rs.columns, opts, width)?, rs)
    }

    fn render(rs: &ResultSet, f: Format, width: Option<usize>) -> String {
        render_with(rs, &f.into(), width)
    }

    fn render_with(rs: &ResultSet, opts: &Options, width: Option<usize>) -> String {
        let mut buf = Vec::new();
        write(&mut buf, rs, opts, width).unwrap();
        String::from_utf8(buf).unwrap()
    }

    #[test]
    fn json_is_typed_and_exact() {
        let text = render(&sample(), Format::Json, Some(80));
        assert!(text.ends_with("]\n"));
        let v: Json = serde_json::from_str(&text).unwrap();
        let keys: Vec<&String> = v[0].as_object().unwrap().keys().collect();
        assert_eq!(keys, ["id", "score", "name", "note"]);
        assert!(v[0]["id"].is_i64() && v[0]["score"].is_f64() && v[0]["note"].is_null());
        assert_eq!(v[0]["score"].as_f64(), Some(3046.14));
        assert_eq!(v[1]["score"].as_f64(), Some(0.04321));
        assert_eq!(v.as_array().map(Vec::len), Some(3));
        assert_eq!(v[0]["name"], "GPU|A");
        assert_eq!(v[2]["note"], "dead", "blobs are hex");
    }

    #[test]
    fn json_nonfinite_is_null_and_duplicate_keys_kept() {
        let r = rs(
            &["x", "x"],
            vec![vec![f64::NAN.into(), f64::INFINITY.into()]],
        );
        let v: Json = serde_json::from_str(&render(&r, Format::Json, None)).unwrap();
        assert!(v[0]["x"].is_null() && v[0]["x_2"].is_null());
    }

    #[test]
    fn jsonl_one_compact_object_per_line() {
        let text = render(&sample(), Format::Jsonl, None);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3);
        assert!(text.ends_with('\n'));
        let first = r#"{"id":1,"score":3046.14,"name":"GPU|A","note":null}"#;
        assert_eq!(lines[0], first);
        for l in lines {
            assert!(serde_json::from_str::<Json>(l).unwrap().is_object());
        }
    }

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

    #[test]
    fn markdown_aligns_numbers_and_escapes_pipes() {
        let expected = "\
| id | score | name | note |
| ---: | ---: | --- | --- |
| 1 | 3046.1 | GPU\\|A |  |
| 22 | 0.0432 | two lines | ok |
| -3 |  | é | dead |
";
        assert_eq!(render(&sample(), Format::Markdown, Some(80)), expected);
    }

    #[test]
    fn table_right_aligns_numbers() {
        let expected = "\
id   score  name       note
--  ------  ---------  ----
 1  3046.1  GPU|A
22  0.0432  two lines  ok
-3          é          dead
";
        assert_eq!(render(&sample(), Format::Table, Some(80)), expected);
    }

    #[test]
    fn rounding_examples() {
        let cases = [
            (1234.567, "1234.6"),
            (12.3456, "12.35"),
            (-12.3456, "-12.35"),
        ];
        let small = [(0.04321, "0.0432"), (0.000123, "0.000123"), (0.5, "0.500")];
        let edge = [(0.0, "0"), (1.5e-20, "1.50e-20"), (f64::NAN, "NaN")];
        for (x, s) in cases.into_iter().chain(small).chain(edge) {
            assert_eq!(display_real(x), s, "{x}");
        }
        assert_eq!(display_cell(&Value::Integer(1234567)), "1234567");
    }

    #[test]
    fn long_text_is_cut_to_fit_80_columns() {
        let long = "x".repeat(200);
        let r = rs(
            &["n", "description", "v"],
            vec![vec![1.into(), t(&long), 123456789.into()]],
        );
        let text = render(&r, Format::Table, Some(80));
        for l in text.lines() {
            assert!(l.chars().count() <= 80, "too long: {l}");
        }
        assert!(text.contains('…'));
        assert!(text.contains("123456789"), "numeric columns are never cut");
        let unlimited = render(&r, Format::Table, None);
        assert!(unlimited.contains(&long) && !unlimited.contains('…'));
    }

    #[test]
    fn shrinking_stops_at_header_then_leaves_out_trailing_columns() {
        let (y, z) = ("y".repeat(50), "z".repeat(50));
        let r = rs(&["a_long_header", "b"], vec![vec![t(&y), t(&z)]]);
        // Both fit once cut: no column is left out.
        let text = render(&r, Format::Table, Some(40));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3);
        assert!(lines.iter().all(|l| l.chars().count() <= 40), "{text}");
        assert!(
            lines[2].starts_with("yyyy") && lines[2].ends_with("z…"),
            "{text}"
        );
        // Too narrow for both: the header is never cut, so b is left out and named.
        let text = render(&r, Format::Table, Some(10));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "a_long_header");
        assert_eq!(lines[2], format!("{}…", &y[..12]));
        assert!(lines[3].starts_with("(1 more columns: b;"), "{text}");
    }

    #[test]
    fn widths_are_measured_in_terminal_cells() {
        // 東京 takes four cells and the emoji two: the columns after them still line up.
        let r = rs(
            &["city", "n"],
            vec![
                vec![t("東京"), 1.into()],
                vec![t("Bern"), 10.into()],
                vec![t("🚀x"), 100.into()],
            ],
        );
        let expected = "city    n\n----  ---\n東京    1\nBern   10\n🚀x   100\n";
        assert_eq!(render(&r, Format::Table, Some(80)), expected);
        // Cut by cells: a wide character is never split, and the line fits.
        let r = rs(&["t"], vec![vec![t(&"東".repeat(50))]]);
        let text = render(&r, Format::Table, Some(21));
        let row = text.lines().nth(2).unwrap();
        assert_eq!(cell_width(row), 21, "{row}");
        assert!(row.ends_with("東…"), "{row}");
    }

    #[test]
    fn widths_are_measured_in_chars() {
        let r = rs(
            &["city", "n"],
            vec![vec![t("Zürich"), 1.into()], vec![t("Bern"), 10.into()]],
        );
        let expected = "city     n\n------  --\nZürich   1\nBern    10\n";
        assert_eq!(render(&r, Format::Table, Some(80)), expected);
        let r = rs(&["t"], vec![vec![t(&"é".repeat(200))]]);
        let text = render(&r, Format::Table, Some(80));
        let row = text.lines().nth(2).unwrap();
        assert_eq!(row.chars().count(), 80);
        assert!(row.len() > 80 && row.ends_with("é…"));
    }

    #[test]
    fn null_column_stays_numeric_text_mix_is_not() {
        let r = rs(
            &["a", "b", "c"],
            vec![vec![Null, 1.into(), Null], vec![5.into(), t("x"), Null]],
        );
        let md = render(&r, Format::Markdown, None);
        assert_eq!(md.lines().nth(1), Some("| ---: | --- | --- |"), "{md}");
    }

    #[test]
    fn empty_result_in_every_format() {
        let r = rs(&["a", "b"], vec![]);
        let out = |f| render(&r, f, Some(80));
        assert_eq!(out(Format::Table), "a  b\n-  -\n(0 rows)\n");
        assert_eq!(out(Format::Csv), "a,b\n");
        assert_eq!(out(Format::Json), "[]\n");
        assert_eq!(out(Format::Jsonl), "");
        assert_eq!(out(Format::Markdown), "| a | b |\n| --- | --- |\n");
    }

    #[test]
    fn table_and_markdown_escape_control_characters_in_cells_and_headers() {
        let evil = "a\u{1b}[2Jb\u{9b}c\u{7f}\u{202e}d";
        let r = rs(
            &["n\u{1b}]0;x\u{7}", "m"],
            vec![vec![t(evil), t("tab\there\nnl")]],
        );
        let raw = |c: char| c.is_control() && c != '\n' || c == '\u{202e}';
        let table = render(&r, Format::Table, Some(80));
        assert!(!table.chars().any(raw), "{table:?}");
        assert!(
            table.contains("a\\u{1b}[2Jb\\u{9b}c\\u{7f}\\u{202e}d"),
            "{table}"
        );
        assert!(table.starts_with("n\\u{1b}]0;x\\u{7} "), "{table}");
        // Layout controls still become spaces, as before.
        assert!(table.contains("tab here nl"), "{table}");
        // Widths are those of the escaped text: the dashes are as long as what is shown.
        let lines: Vec<&str> = table.lines().collect();
        let first = |l: &str| l.split("  ").next().unwrap().chars().count();
        assert_eq!(first(lines[1]), first(lines[2]), "{table}");
        let md = render(&r, Format::Markdown, None);
        assert!(!md.chars().any(raw), "{md:?}");
        assert!(md.starts_with("| n\\u{1b}]0;x\\u{7} | m |"), "{md}");
        assert!(md.contains("| a\\u{1b}[2Jb"), "{md}");
    }

    #[test]
    fn cut_escaped_text_never_leaves_a_raw_control() {
        let r = rs(&["t"], vec![vec![t(&"\u{1b}".repeat(100))]]);
        let text = render(&r, Format::Table, Some(30));
        assert!(!text.contains('\u{1b}') && text.contains('…'), "{text}");
        assert!(text.lines().all(|l| l.chars().count() <= 30), "{text}");
    }

    #[test]
    fn hidden_column_names_are_escaped_too() {
        let r = rs(&["a", "b\u{1b}[2J"], vec![vec![t(&"x".repeat(50)), t("y")]]);
        let text = render(&r, Format::Table, Some(20));
        assert!(text.contains("more columns: b\\u{1b}[2J;"), "{text}");
        assert!(!text.contains('\u{1b}'), "{text:?}");
    }

    #[test]
    fn json_keeps_control_characters_exact() {
        let r = rs(&["n\u{1b}"], vec![vec![t("a\u{1b}[2J=1")]]);
        for f in [Format::Json, Format::Jsonl] {
            let text = render(&r, f, None);
            assert!(!text.contains('\u{1b}'), "serde escapes it: {text:?}");
            let v: Json = serde_json::from_str(text.trim_end()).unwrap();
            let obj = if v.is_array() { &v[0] } else { &v };
            assert_eq!(obj["n\u{1b}"], "a\u{1b}[2J=1");
        }
    }

    #[test]
    fn json_escapes_c1_del_and_bidi_but_keeps_the_value() {
        let odd = "a\u{9b}2J\u{7f}\u{202e}\u{2066}é\u{1b}";
        let r = rs(&["k\u{9b}"], vec![vec![t(odd)]]);
        let raw = |c: char| c.is_control() && c != '\n' || ('\u{202a}'..='\u{2069}').contains(&c);
        for f in [Format::Json, Format::Jsonl] {
            let text = render(&r, f, None);
            assert!(!text.chars().any(raw), "{text:?}");
            assert!(
                text.contains("a\\u009b2J\\u007f\\u202e\\u2066é\\u001b"),
                "{text}"
            );
            let v: Json = serde_json::from_str(text.trim_end()).unwrap();
            let obj = if v.is_array() { &v[0] } else { &v };
            assert_eq!(obj["k\u{9b}"], odd);
        }
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

    /// A stdout whose reader has gone (`| head -1`).
    struct ClosedPipe;

    impl Write for ClosedPipe {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::ErrorKind::BrokenPipe.into())
        }
        fn flush(&mut self) -> io::Result<()> {
            Err(io::ErrorKind::BrokenPipe.into())
        }
    }

    #[test]
    fn closed_pipe_is_reported_as_broken_pipe_in_every_format() {
        for f in [
            Format::Table,
            Format::Csv,
            Format::Json,
            Format::Jsonl,
            Format::Markdown,
        ] {
            let e = write(&mut ClosedPipe, &sample(), &f.into(), None).unwrap_err();
            assert!(e.is_broken_pipe(), "{f:?}: {e}");
        }
    }

    #[test]
    fn rows_shorter_than_the_header_are_filled_with_null() {
        let r = rs(&["a", "b"], vec![vec![1.into()], vec![]]);
        for f in [Format::Table, Format::Json, Format::Jsonl, Format::Markdown] {
            render(&r, f, Some(80));
        }
        assert_eq!(render(&r, Format::Csv, None), "a,b\n1,\n,\n");
    }

    #[test]
    fn streamed_json_is_the_pretty_array_serde_writes() {
        let r = sample();
        let keys = json_keys(&r.columns);
        let whole: Vec<Json> = r
            .rows
            .iter()
            .map(|row| serde_json::to_value(Object(&keys, row.iter().collect())).unwrap())
            .collect();
        let expected = serde_json::to_string_pretty(&whole).unwrap() + "\n";
        assert_eq!(render(&r, Format::Json, None), expected);
    }

    fn numbered(n: usize, text: impl Fn(usize) -> String) -> ResultSet {
        let rows = (1..=n)
            .map(|i| vec![(i as i64).into(), t(&text(i))])
            .collect();
        rs(&["n", "t"], rows)
    }

    #[test]
    fn a_table_past_the_look_ahead_keeps_its_widths_and_cuts_what_is_wider() {
        let n = LOOK_AHEAD + 5;
        let long = |i: usize| {
            if i == n {
                "y".repeat(30)
            } else {
                "x".to_string()
            }
        };
        let text = render(&numbered(n, long), Format::Table, None);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "   n  t");
        assert_eq!(lines[2], "   1  x");
        // The last row's number is wider than the first rows' (4 digits): written whole.
        assert_eq!(lines[n + 1], format!("{n}  …"), "{text}");
        assert!(
            lines[n + 2].starts_with("(1 cells below row 1,000 were wider"),
            "{text}"
        );
        assert_eq!(lines.len(), n + 3);
    }

    #[test]
    fn short_tables_are_laid_out_on_every_row() {
        let text = render(&numbered(3, |i| "z".repeat(i)), Format::Table, None);
        assert_eq!(text, "n  t\n-  ---\n1  z\n2  zz\n3  zzz\n");
    }

    #[test]
    fn columns_pick_and_order_in_every_format() {
        let opts = |format| Options {
            format,
            columns: Some(vec!["name".into(), "ID".into()]),
            ..Options::default()
        };
        let csv = render_with(&sample(), &opts(Format::Csv), None);
        assert!(csv.starts_with("name,id\nGPU|A,1\n"), "{csv}");
        let jsonl = render_with(&sample(), &opts(Format::Jsonl), None);
        assert!(jsonl.starts_with(r#"{"name":"GPU|A","id":1}"#), "{jsonl}");
        let table = render_with(&sample(), &opts(Format::Table), None);
        assert!(table.starts_with("name       id\n"), "{table}");
        let bad = Options {
            columns: Some(vec!["scroe".into()]),
            ..Options::default()
        };
        let e = write(&mut Vec::new(), &sample(), &bad, None).unwrap_err();
        let e = e.to_string();
        assert!(
            e.contains("no column 'scroe'") && e.contains("did you mean 'score'"),
            "{e}"
        );
        assert!(e.contains("id, score, name, note"), "{e}");
    }

    #[test]
    fn default_columns_apply_to_tables_only_and_say_what_they_hide() {
        let opts = |format, wide| Options {
            format,
            wide,
            default_columns: vec!["name".into(), "absent".into(), "id".into()],
            ..Options::default()
        };
        let table = render_with(&sample(), &opts(Format::Table, false), None);
        assert!(table.starts_with("name       id\n"), "{table}");
        let note = "(2 more columns: score, note; --wide or --columns shows them)";
        assert!(table.ends_with(&format!("{note}\n")), "{table}");
        let md = render_with(&sample(), &opts(Format::Markdown, false), None);
        assert!(md.starts_with("| name | id |"), "{md}");
        assert!(md.ends_with(&format!("\n\n{note}\n")), "{md}");
        let wide = render_with(&sample(), &opts(Format::Table, true), None);
        assert!(wide.starts_with("id   score  name"), "{wide}");
        let csv = render_with(&sample(), &opts(Format::Csv, false), None);
        assert!(csv.starts_with("id,score,name,note\n"), "{csv}");
    }

    #[test]
    fn the_legend_goes_under_tables_only() {
        let legend = [
            ("spot".to_string(), "Spot price".to_string()),
            ("fp4".to_string(), "FP4 \u{1b}[2J weights".to_string()),
        ];
        let text = |format| {
            let mut buf = Vec::new();
            let r = sample();
            let opts = Options::from(format);
            let mut w = Writer::new(&mut buf, &r.columns, &opts, None).unwrap();
            w.row(&r.rows[0]).unwrap();
            let legend_shown = w.shows_legend();
            w.finish(&legend).unwrap();
            (legend_shown, String::from_utf8(buf).unwrap())
        };
        let (shown, table) = text(Format::Table);
        assert!(shown);
        assert!(
            table.ends_with("\n\n  spot  Spot price\n  fp4   FP4 \\u{1b}[2J weights\n"),
            "{table}"
        );
        let (_, md) = text(Format::Markdown);
        assert!(
            md.ends_with("\n\n- spot: Spot price\n- fp4: FP4 \\u{1b}[2J weights\n"),
            "{md}"
        );
        for f in [Format::Csv, Format::Json, Format::Jsonl] {
            let (shown, out) = text(f);
            assert!(!shown && !out.contains("Spot price"), "{f:?}: {out}");
        }
    }

    #[test]
    fn thousands_separators() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1234), "1,234");
        assert_eq!(thousands(3_000_000), "3,000,000");
    }
}
