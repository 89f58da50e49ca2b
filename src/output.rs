//! Writing a SQL result set in human (`Table`, `Markdown`) and machine (`Csv`, `Json`,
//! `Jsonl`) formats. Machine formats keep full precision; human formats round reals
//! and fit the terminal width.
//!
//! Text in a result comes from data and user SQL, so it is made safe for where it lands: human
//! formats escape terminal controls (an ESC in a model name must not clear the screen), CSV
//! defuses spreadsheet formulas unless asked for raw cells, JSON is exact (serde escapes it).

use std::io::{self, Write};

use rusqlite::types::Value;
use serde_json::{Map, Number, Value as Json};

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

/// How to write a result set: the format and its options.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Options {
    pub format: Format,
    /// CSV cells exactly as stored, without the formula guard (see `csv_cell`).
    pub raw_csv: bool,
    /// `--width`: fit tables to this many terminal cells (0: no limit); None: see
    /// [`terminal_width`].
    pub width: Option<usize>,
}

impl From<Format> for Options {
    fn from(format: Format) -> Options {
        Options {
            format,
            raw_csv: false,
            width: None,
        }
    }
}

/// A fully read result: column names and rows of SQLite values.
#[derive(Debug, Clone, PartialEq)]
pub struct ResultSet {
    /// Column names, in select order.
    pub columns: Vec<String>,
    /// Rows, each with one value per column.
    pub rows: Vec<Vec<Value>>,
}

impl ResultSet {
    /// Run a prepared statement (already bound) and collect every row.
    pub fn from_statement(stmt: &mut rusqlite::Statement<'_>) -> rusqlite::Result<ResultSet> {
        let columns: Vec<String> = stmt.column_names().into_iter().map(String::from).collect();
        let mut rows = Vec::new();
        // raw_query keeps the parameters the caller bound; query() would rebind them.
        let mut cursor = stmt.raw_query();
        while let Some(row) = cursor.next()? {
            let values = (0..columns.len())
                .map(|i| row.get::<_, Value>(i))
                .collect::<rusqlite::Result<Vec<_>>>()?;
            rows.push(values);
        }
        Ok(ResultSet { columns, rows })
    }
}

/// Write `rs` to `out` as `opts` say. `width` is the terminal width for `Table` (callers pass 80 unless they know better; None = no limit).
pub fn write(
    out: &mut dyn Write,
    rs: &ResultSet,
    opts: Options,
    width: Option<usize>,
) -> io::Result<()> {
    match opts.format {
        Format::Table => write_table(out, rs, width),
        Format::Csv => write_csv(out, rs, opts.raw_csv),
        Format::Json => write_json(out, rs),
        Format::Jsonl => write_jsonl(out, rs),
        Format::Markdown => write_markdown(out, rs),
    }
}

/// Write `rs` to stdout as `opts` say, fitting tables to the terminal. A closed pipe comes back
/// as an error of kind `BrokenPipe`, which the caller treats as success.
pub fn print(rs: &ResultSet, opts: Options) -> io::Result<()> {
    // Buffered: stdout alone flushes every line, one system call per row.
    let mut out = io::BufWriter::new(io::stdout().lock());
    let width = match opts.width {
        Some(0) => None,
        Some(w) => Some(w.max(20)),
        None => terminal_width(),
    };
    write(&mut out, rs, opts, width)?;
    // Flushed here so a full disk or closed pipe is reported, not lost in a drop.
    out.flush()
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

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

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

/// Rounded real for humans: >= 100 one decimal, >= 1 two, below 1 three significant digits.
fn display_real(f: f64) -> String {
    let a = f.abs();
    if f == 0.0 {
        "0".to_string()
    } else if !f.is_finite() {
        f.to_string()
    } else if a >= 100.0 {
        format!("{f:.1}")
    } else if a >= 1.0 {
        format!("{f:.2}")
    } else {
        let decimals = 2 - a.log10().floor() as i32;
        // Past ~15 decimals a plain number is unreadable; scientific stays short.
        if decimals > 15 {
            format!("{f:.2e}")
        } else {
            format!("{f:.*}", decimals as usize)
        }
    }
}

/// Text (a cell or a column name) as shown in `Table` and `Markdown`: one line, and no
/// character a terminal would act on.
fn display_text(s: &str) -> String {
    // A raw newline or tab would break the row layout; other controls are shown escaped.
    let one_line = s.replace(['\n', '\r', '\t'], " ");
    crate::msg::escape(&one_line).into_owned()
}

/// One-line display text of a value for `Table` and `Markdown`.
fn display_cell(v: &Value) -> String {
    match v {
        Value::Real(f) => display_real(*f),
        Value::Text(s) => display_text(s),
        other => raw_text(other),
    }
}

/// Numeric = at least one number and nothing but numbers besides NULL.
fn numeric_columns(rs: &ResultSet) -> Vec<bool> {
    let num = |v: &Value| matches!(v, Value::Integer(_) | Value::Real(_));
    // A short row (a hand-built ResultSet) counts as NULL there rather than panicking.
    let col = |c: usize| {
        rs.rows
            .iter()
            .map(move |r| r.get(c).unwrap_or(&Value::Null))
    };
    (0..rs.columns.len())
        .map(|c| col(c).any(num) && col(c).all(|v| num(v) || *v == Value::Null))
        .collect()
}

/// Terminal cells `s` takes: CJK characters and most emoji take two, combining marks none.
fn cell_width(s: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(s)
}

/// Cut `s` to `w` terminal cells, marking the cut with `…`, then pad it to `w` cells.
fn fit(s: &str, w: usize, right: bool) -> String {
    let s: String = if cell_width(s) > w {
        let mut out = String::new();
        let mut used = 0;
        for c in s.chars() {
            let cw = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
            if used + cw > w.saturating_sub(1) {
                break;
            }
            out.push(c);
            used += cw;
        }
        out.push('…');
        out
    } else {
        s.to_string()
    };
    // Padding by cells: std's `{:<w$}` counts chars, which misaligns wide text.
    let pad = " ".repeat(w.saturating_sub(cell_width(&s)));
    if right {
        format!("{pad}{s}")
    } else {
        format!("{s}{pad}")
    }
}

fn write_table(out: &mut dyn Write, rs: &ResultSet, width: Option<usize>) -> io::Result<()> {
    let numeric = numeric_columns(rs);
    // Widths are measured on the escaped text, which is what the terminal shows.
    let headers: Vec<String> = rs.columns.iter().map(|h| display_text(h)).collect();
    let cells: Vec<Vec<String>> = rs
        .rows
        .iter()
        .map(|r| r.iter().map(display_cell).collect())
        .collect();
    let len = |s: &String| cell_width(s);
    let mut widths: Vec<usize> = headers.iter().map(len).collect();
    for row in &cells {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(len(cell));
        }
    }
    // Too wide for the terminal: first cut long text (never numbers or headers), then leave out
    // trailing columns (queries put the important ones first) and say so under the table.
    let mut shown = widths.len();
    if let Some(limit) = width {
        let floor = |min_text: usize| -> Vec<usize> {
            headers
                .iter()
                .zip(&widths)
                .map(|(h, w)| len(h).max(min_text).min(*w))
                .collect()
        };
        let roomy = floor(16);
        while shown > 1 && shrink(&widths[..shown], &roomy[..shown], &numeric, limit).1 > limit {
            shown -= 1;
        }
        let (fitted, _) = shrink(&widths[..shown], &floor(8)[..shown], &numeric, limit);
        widths = fitted;
    }
    let cells: Vec<Vec<String>> = cells
        .into_iter()
        .map(|mut r| {
            r.truncate(shown);
            r
        })
        .collect();
    let columns = &headers[..shown];
    let line = |row: &[String]| {
        let parts: Vec<String> = (0..row.len())
            .map(|c| fit(&row[c], widths[c], numeric[c]))
            .collect();
        parts.join("  ").trim_end().to_string()
    };
    writeln!(out, "{}", line(columns))?;
    let dashes: Vec<String> = widths.iter().map(|w| "-".repeat(*w)).collect();
    writeln!(out, "{}", line(&dashes))?;
    for row in &cells {
        writeln!(out, "{}", line(row))?;
    }
    if rs.rows.is_empty() {
        writeln!(out, "(0 rows)")?;
    }
    if shown < rs.columns.len() {
        // Name the first few hidden columns, in one line a terminal shows whole.
        let hidden = rs.columns.len() - shown;
        let fixed = format!("({hidden} more columns: ; try --width 0 or --format csv)");
        let budget = width.unwrap_or(80).saturating_sub(fixed.chars().count());
        let mut names = String::new();
        for (i, c) in headers[shown..].iter().enumerate() {
            // Room for this name and a closing ", …" (3 characters).
            if i > 0 && names.chars().count() + 2 + c.chars().count() + 3 > budget {
                names.push_str(", …");
                break;
            }
            if i > 0 {
                names.push_str(", ");
            }
            names.push_str(c);
        }
        // The first hidden name is always given, even where the line is longer than the width.
        writeln!(
            out,
            "({hidden} more columns: {names}; try --width 0 or --format csv)"
        )?;
    }
    Ok(())
}

/// Narrow text columns, rightmost first and down to `floor`, until the line fits `limit`; returns the
/// widths and the line length they give.
fn shrink(
    natural: &[usize],
    floor: &[usize],
    numeric: &[bool],
    limit: usize,
) -> (Vec<usize>, usize) {
    let mut widths = natural.to_vec();
    let mut total = widths.iter().sum::<usize>() + 2 * widths.len().saturating_sub(1);
    let shrinkable = |c: usize, w: &[usize]| !numeric[c] && w[c] > floor[c];
    // Cut the rightmost text first: queries put the columns that identify a row on the left.
    while total > limit {
        let Some(c) = (0..widths.len()).rev().find(|&c| shrinkable(c, &widths)) else {
            break;
        };
        let cut = (total - limit).min(widths[c] - floor[c]);
        widths[c] -= cut;
        total -= cut;
    }
    (widths, total)
}

fn write_markdown(out: &mut dyn Write, rs: &ResultSet) -> io::Result<()> {
    let esc = |s: &str| s.replace('|', "\\|");
    let numeric = numeric_columns(rs);
    let header: Vec<String> = rs.columns.iter().map(|h| esc(&display_text(h))).collect();
    writeln!(out, "| {} |", header.join(" | "))?;
    let align: Vec<&str> = numeric
        .iter()
        .map(|&n| if n { "---:" } else { "---" })
        .collect();
    writeln!(out, "| {} |", align.join(" | "))?;
    for row in &rs.rows {
        let cells: Vec<String> = row.iter().map(|v| esc(&display_cell(v))).collect();
        writeln!(out, "| {} |", cells.join(" | "))?;
    }
    Ok(())
}

fn write_csv(out: &mut dyn Write, rs: &ResultSet, raw: bool) -> io::Result<()> {
    let mut w = csv::Writer::from_writer(out);
    // Column names come from user SQL (aliases), so they get the same guard as text cells.
    let header = rs
        .columns
        .iter()
        .map(|h| csv_cell(&Value::Text(h.clone()), raw));
    w.write_record(header).map_err(csv_io)?;
    for row in &rs.rows {
        w.write_record(row.iter().map(|v| csv_cell(v, raw)))
            .map_err(csv_io)?;
    }
    w.flush()
}

/// A CSV cell: exact, except that text a spreadsheet would run as a formula (starting with `=`,
/// `+`, `-`, `@`, tab or CR: the OWASP CSV-injection rule) gets a leading `'`, which spreadsheets
/// show as text. Numbers are never touched, so -3.5 stays a number; `raw` writes text exactly.
fn csv_cell(v: &Value, raw: bool) -> String {
    match v {
        Value::Text(s) if !raw && s.starts_with(['=', '+', '-', '@', '\t', '\r']) => {
            format!("'{s}")
        }
        other => raw_text(other),
    }
}

/// The io error inside a CSV error. `?` would wrap it as kind `Other`, and a closed pipe
/// (`gpudb … --format csv | head -1`) would then exit 1 instead of quietly.
fn csv_io(e: csv::Error) -> io::Error {
    if !e.is_io_error() {
        // Keeps the CSV error's own message (unequal row lengths, the only other writer error).
        return io::Error::other(e);
    }
    match e.into_kind() {
        csv::ErrorKind::Io(inner) => inner,
        other => io::Error::other(format!("{other:?}")),
    }
}

fn json_value(v: &Value) -> Json {
    match v {
        Value::Null => Json::Null,
        Value::Integer(i) => Json::from(*i),
        // JSON has no NaN/Infinity; null is the only valid stand-in.
        Value::Real(f) => Number::from_f64(*f).map_or(Json::Null, Json::Number),
        Value::Text(s) => Json::String(s.clone()),
        Value::Blob(b) => Json::String(hex(b)),
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

fn json_rows(rs: &ResultSet) -> impl Iterator<Item = Json> + '_ {
    let keys = json_keys(&rs.columns);
    rs.rows.iter().map(move |row| {
        let obj: Map<String, Json> = keys
            .iter()
            .cloned()
            .zip(row.iter().map(json_value))
            .collect();
        Json::Object(obj)
    })
}

fn write_json(out: &mut dyn Write, rs: &ResultSet) -> io::Result<()> {
    let all = Json::Array(json_rows(rs).collect());
    let text = serde_json::to_string_pretty(&all).map_err(io::Error::from)?;
    writeln!(out, "{}", terminal_safe_json(text))
}

fn write_jsonl(out: &mut dyn Write, rs: &ResultSet) -> io::Result<()> {
    for obj in json_rows(rs) {
        let text = serde_json::to_string(&obj).map_err(io::Error::from)?;
        writeln!(out, "{}", terminal_safe_json(text))?;
    }
    Ok(())
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

    fn render(rs: &ResultSet, f: Format, width: Option<usize>) -> String {
        let mut buf = Vec::new();
        write(&mut buf, rs, f.into(), width).unwrap();
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
        assert_eq!(numeric_columns(&r), [true, false, false]);
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
            width: None,
        };
        let mut buf = Vec::new();
        write(&mut buf, r, opts, None).unwrap();
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
            let e = write(&mut ClosedPipe, &sample(), f.into(), None).unwrap_err();
            assert_eq!(e.kind(), io::ErrorKind::BrokenPipe, "{f:?}: {e}");
        }
    }

    #[test]
    fn rows_shorter_than_the_header_do_not_panic() {
        let r = rs(&["a", "b"], vec![vec![1.into()], vec![]]);
        for f in [Format::Table, Format::Json, Format::Jsonl, Format::Markdown] {
            render(&r, f, Some(80));
        }
        // CSV refuses unequal rows with an error, not a panic.
        let e = write(&mut Vec::new(), &r, Format::Csv.into(), None).unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::Other, "{e}");
    }

    #[test]
    fn from_statement_reads_every_type() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        let sql = "SELECT 1 AS a, 2.5 AS b, 'x' AS c, NULL AS d";
        let mut stmt = conn.prepare(sql).unwrap();
        let r = ResultSet::from_statement(&mut stmt).unwrap();
        assert_eq!(r.columns, ["a", "b", "c", "d"]);
        assert_eq!(r.rows, [vec![1.into(), 2.5.into(), t("x"), Null]]);
    }

    #[test]
    fn from_statement_keeps_bound_parameters() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        let sql = "SELECT value FROM json_each('[1,2,3]') WHERE value >= ?1";
        let mut stmt = conn.prepare(sql).unwrap();
        stmt.raw_bind_parameter(1, 2).unwrap();
        let r = ResultSet::from_statement(&mut stmt).unwrap();
        assert_eq!(r.rows, [[Value::Integer(2)], [Value::Integer(3)]]);
        assert_eq!(Format::default(), Format::Table);
    }
}
