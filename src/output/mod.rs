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
//!
//! This file holds the formats, their options and the [`Writer`] that hands rows to the format
//! chosen; each format is its own file, as are the choice of columns and the text of a cell.

mod cell;
mod columns;
mod compose;
mod csv;
mod cut;
pub mod json;
mod lift;
pub mod pager;
mod sample;
mod table;
#[cfg(test)]
mod tests;
mod widths;

use std::io::{self, Write};

use rusqlite::types::Value;
use serde_json::Value as Json;

use crate::error::Result;

pub use cell::thousands;

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
    /// CSV cells exactly as stored, without the formula guard (see `csv`).
    pub raw_csv: bool,
    /// The output is a terminal: CSV escapes control characters from data (`msg::escape`), so
    /// text cannot move the cursor or retitle the window; piped or to a file, it is exact.
    pub to_terminal: bool,
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
    /// Tables: wrap the last column's text at words instead of cutting it (lists a command
    /// builds, whose last column is prose: descriptions, citations).
    pub wrap: bool,
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

/// The cell `@NAME` (`@gpus`, `@offer`, `@model`, `@workload`, `@caveats`: see `compose`) built
/// from `row`, whose columns are `columns`; None when `name` names no such cell. Charts label
/// their bars with the same short forms tables show, but for the sample rates' `*`: a chart's
/// caption names the rate set it is priced at.
pub fn composed_cell(name: &str, columns: &[String], row: &[Value]) -> Option<Value> {
    let c = compose::Compose::parse(name)?;
    let parts = c.parts(columns);
    let values: Vec<&Value> = parts
        .iter()
        .map(|i| i.and_then(|i| row.get(i)).unwrap_or(&Value::Null))
        .collect();
    Some(sample::without_sample_mark(c.cell(&values)))
}

/// `s` in lines of at most `width` terminal cells, broken at spaces (None: one line), as
/// tables wrap their last column: for prose a command prints beside its tables.
pub fn wrap_text(s: &str, width: Option<usize>) -> Vec<String> {
    match width {
        Some(w) => table::wrap(s, w),
        None => vec![s.to_string()],
    }
}

/// Write a JSON document to stdout (pretty for `Json`, one line for `Jsonl`), terminal-safe like
/// result sets, for commands whose output is not rows (a saved query's nested parameters).
pub fn print_json(value: &Json, format: Format) -> io::Result<()> {
    let text = json::document(value, format == Format::Jsonl)?;
    let mut out = io::stdout().lock();
    writeln!(out, "{text}")?;
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
    /// What is written, in order: columns of the rows given, or cells built from them.
    pick: Vec<columns::Pick>,
    /// Names of the columns written.
    names: Vec<String>,
    sink: Sink<W>,
    /// A cell shown priced on the sample rates (marked `*`): the legend says what the mark means.
    sample_marked: bool,
}

/// The output, in the format's own writer, which keeps what it needs between rows.
enum Sink<W: Write> {
    Csv(csv::Sink<W>),
    Json(json::Sink<W>),
    Grid(W, table::Grid),
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
        // A query's default columns are for people, and --wide asks for every column.
        let defaults: &[String] = if opts.wide || !opts.format.for_people() {
            &[]
        } else {
            &opts.default_columns
        };
        let chosen = columns::select(columns, opts.columns.as_deref(), defaults)?;
        let sink = match opts.format {
            Format::Csv => Sink::Csv(csv::Sink::new(
                out,
                &chosen.names,
                opts.raw_csv,
                opts.to_terminal,
            )?),
            Format::Json => Sink::Json(json::Sink::new(out, &chosen.names, false)),
            Format::Jsonl => Sink::Json(json::Sink::new(out, &chosen.names, true)),
            Format::Table | Format::Markdown => {
                let markdown = opts.format == Format::Markdown;
                let (headers, left_out) = (chosen.headers, chosen.left_out);
                // The caveats column, or a cell standing for it (`@caveats`, `@sure`).
                let codes = chosen.names.iter().map(|n| n == "caveats").collect();
                let whole = chosen
                    .pick
                    .iter()
                    .map(|p| matches!(p, columns::Pick::Composed(compose::Compose::Cost, _)))
                    .collect();
                let grid =
                    table::Grid::new(markdown, headers, left_out, codes, whole, width, opts.wrap);
                Sink::Grid(out, grid)
            }
        };
        Ok(Writer {
            pick: chosen.pick,
            names: chosen.names,
            sink,
            sample_marked: false,
        })
    }

    /// Where the column `name` is in the rows given, when it is one of the columns written.
    pub fn position(&self, name: &str) -> Option<usize> {
        let k = self.names.iter().position(|n| n == name)?;
        match self.pick[k] {
            columns::Pick::Column(i) => Some(i),
            columns::Pick::Composed(c, ref parts) => parts[c.whole_part()],
        }
    }

    /// True where a cost cell with its range (`@cost`) is among the columns written.
    pub fn shows_cost_ranges(&self) -> bool {
        self.composes(compose::Compose::Cost)
    }

    /// True where the confidence word, short, is among the columns written (`@sure`).
    pub fn shows_short_confidence(&self) -> bool {
        self.composes(compose::Compose::Sure)
    }

    fn composes(&self, cell: compose::Compose) -> bool {
        self.pick
            .iter()
            .any(|p| matches!(p, columns::Pick::Composed(c, _) if *c == cell))
    }

    /// True for formats for people, which show a legend under the rows.
    pub fn shows_legend(&self) -> bool {
        matches!(self.sink, Sink::Grid(..))
    }

    /// Write one row (values in the order of the columns given to [`Writer::new`]; a missing
    /// value is NULL).
    pub fn row(&mut self, values: &[Value]) -> io::Result<()> {
        let get = |i: &Option<usize>| i.and_then(|i| values.get(i)).unwrap_or(&Value::Null);
        // Cells built from parts (formats for people only), made before the row is handed on.
        let built: Vec<Value> = self
            .pick
            .iter()
            .filter_map(|p| match p {
                columns::Pick::Composed(c, parts) => {
                    Some(c.cell(&parts.iter().map(get).collect::<Vec<_>>()))
                }
                columns::Pick::Column(_) => None,
            })
            .collect();
        self.sample_marked |= built.iter().any(sample::sample_marked);
        let mut next_built = built.iter();
        let picked = self.pick.iter().map(move |p| match p {
            columns::Pick::Column(i) => values.get(*i).unwrap_or(&Value::Null),
            columns::Pick::Composed(..) => next_built.next().unwrap_or(&Value::Null),
        });
        match &mut self.sink {
            Sink::Csv(csv) => csv.row(picked),
            Sink::Json(json) => json.row(picked.collect()),
            Sink::Grid(out, grid) => grid.row(out, picked),
        }
    }

    /// Close the output (a JSON array's `]`, a table's notes) and flush it. `legend` is
    /// (code, description) pairs that formats for people list under the rows.
    pub fn finish(self, legend: &[(String, String)]) -> io::Result<()> {
        // Flushed here so a full disk or closed pipe is reported, not lost in a drop.
        match self.sink {
            Sink::Csv(csv) => csv.finish(),
            Sink::Json(json) => json.finish(),
            Sink::Grid(mut out, mut grid) => {
                let mut legend = legend.to_vec();
                if self.sample_marked {
                    legend.push(sample::sample_legend());
                }
                grid.finish(&mut out, &legend)?;
                out.flush()
            }
        }
    }
}
