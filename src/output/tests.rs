//! The writer's tests across formats, and the rows and helpers the formats' own tests share.

use std::io::{self, Write};

use rusqlite::types::Value;
use Value::Null;

use super::{write_all, Format, Options, ResultSet, Writer};
use crate::error::Result;

pub(super) fn t(s: &str) -> Value {
    Value::Text(s.into())
}

pub(super) fn rs(columns: &[&str], rows: Vec<Vec<Value>>) -> ResultSet {
    let columns = columns.iter().map(|c| c.to_string()).collect();
    ResultSet { columns, rows }
}

pub(super) fn sample() -> ResultSet {
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
pub(super) fn write(
    out: impl Write,
    rs: &ResultSet,
    opts: &Options,
    width: Option<usize>,
) -> Result<()> {
    write_all(Writer::new(out, &rs.columns, opts, width)?, rs)
}

pub(super) fn render(rs: &ResultSet, f: Format, width: Option<usize>) -> String {
    render_with(rs, &f.into(), width)
}

pub(super) fn render_with(rs: &ResultSet, opts: &Options, width: Option<usize>) -> String {
    let mut buf = Vec::new();
    write(&mut buf, rs, opts, width).unwrap();
    String::from_utf8(buf).unwrap()
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
fn the_legend_goes_under_tables_only() {
    let legend = [
        ("spot".to_string(), "Spot price".to_string()),
        ("fp4".to_string(), "FP4 \u{1b}[2J weights".to_string()),
    ];
    let text = |format| {
        let mut buf = Vec::new();
        let mut r = sample();
        // The codes are in a caveats column: a legend explains what a column shows.
        r.columns[3] = "caveats".into();
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
fn no_legend_under_a_table_that_shows_no_caveats() {
    let legend = [("spot".to_string(), "Spot price".to_string())];
    let mut buf = Vec::new();
    let r = sample();
    let mut w = Writer::new(&mut buf, &r.columns, &Options::from(Format::Table), None).unwrap();
    w.row(&r.rows[0]).unwrap();
    w.finish(&legend).unwrap();
    let table = String::from_utf8(buf).unwrap();
    assert!(!table.contains("Spot price"), "{table}");
}
