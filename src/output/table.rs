//! `Table` and `Markdown`: rows for people. Both need to see rows before they write any (a
//! table its column widths, both which columns are numeric, to align them right), so they hold
//! the first [`LOOK_AHEAD`] rows, lay the columns out from those, and stream every later row
//! with that layout: memory stays bounded whatever the number of rows. A later cell longer than
//! its column is cut with `…`, as cells are cut to fit the terminal, and a note says so.

use std::io::{self, Write};

use rusqlite::types::Value;

/// Rows held to lay out a table's columns before the first line is written.
pub const LOOK_AHEAD: usize = 1000;

/// A table or Markdown table being written.
pub(super) struct Grid {
    markdown: bool,
    /// Column names as shown (escaped).
    headers: Vec<String>,
    /// Names of the columns a saved query's default columns leave out (for the note).
    left_out: Vec<String>,
    /// Terminal cells to fit a table to; None: no limit.
    width: Option<usize>,
    /// Rows held until the layout is known.
    ahead: Vec<Vec<Shown>>,
    /// Per column: a number was seen; something other than a number or NULL was seen.
    seen_number: Vec<bool>,
    seen_other: Vec<bool>,
    layout: Option<Layout>,
    rows: u64,
    /// Cells after the look-ahead cut because they were wider than any before them.
    late_cuts: u64,
}

/// A cell as shown, and whether it is a number (never cut) or NULL.
struct Shown {
    text: String,
    number: bool,
    null: bool,
}

struct Layout {
    /// Right-aligned columns: at least one number and nothing else but NULL.
    numeric: Vec<bool>,
    /// Widest cell of each column among the rows looked at.
    natural: Vec<usize>,
    /// Widths the columns are written in (fitted to the terminal).
    widths: Vec<usize>,
    /// Columns written; the rest did not fit the terminal.
    shown: usize,
}

impl Grid {
    pub(super) fn new(
        markdown: bool,
        names: Vec<String>,
        left_out: Vec<String>,
        width: Option<usize>,
    ) -> Grid {
        let n = names.len();
        Grid {
            markdown,
            headers: names.iter().map(|h| display_text(h)).collect(),
            left_out: left_out.iter().map(|h| display_text(h)).collect(),
            width: if markdown { None } else { width },
            ahead: Vec::new(),
            seen_number: vec![false; n],
            seen_other: vec![false; n],
            layout: None,
            rows: 0,
            late_cuts: 0,
        }
    }

    pub(super) fn row<'v>(
        &mut self,
        out: &mut impl Write,
        values: impl Iterator<Item = &'v Value>,
    ) -> io::Result<()> {
        let cells: Vec<Shown> = values
            .map(|v| Shown {
                text: display_cell(v),
                number: matches!(v, Value::Integer(_) | Value::Real(_)),
                null: *v == Value::Null,
            })
            .collect();
        self.rows += 1;
        if self.layout.is_some() {
            return self.write_late(out, &cells);
        }
        for (c, cell) in cells.iter().enumerate() {
            self.seen_number[c] |= cell.number;
            self.seen_other[c] |= !cell.number && !cell.null;
        }
        self.ahead.push(cells);
        if self.ahead.len() >= LOOK_AHEAD {
            self.lay_out(out)?;
        }
        Ok(())
    }

    /// Fix the layout from the rows held, and write the header and those rows.
    fn lay_out(&mut self, out: &mut impl Write) -> io::Result<()> {
        let n = self.headers.len();
        let numeric: Vec<bool> = (0..n)
            .map(|c| self.seen_number[c] && !self.seen_other[c])
            .collect();
        let ahead = std::mem::take(&mut self.ahead);
        if self.markdown {
            writeln!(
                out,
                "| {} |",
                self.headers
                    .iter()
                    .map(|h| md(h))
                    .collect::<Vec<_>>()
                    .join(" | ")
            )?;
            let align: Vec<&str> = numeric
                .iter()
                .map(|&n| if n { "---:" } else { "---" })
                .collect();
            writeln!(out, "| {} |", align.join(" | "))?;
            let layout = Layout {
                numeric,
                natural: Vec::new(),
                widths: Vec::new(),
                shown: n,
            };
            self.layout = Some(layout);
            for row in &ahead {
                self.write_late(out, row)?;
            }
            return Ok(());
        }
        // Widths are measured on the escaped text, which is what the terminal shows.
        let mut natural: Vec<usize> = self.headers.iter().map(|h| cell_width(h)).collect();
        for row in &ahead {
            for (w, cell) in natural.iter_mut().zip(row) {
                *w = (*w).max(cell_width(&cell.text));
            }
        }
        // Too wide for the terminal: first cut long text (never numbers or headers), then leave
        // out trailing columns (queries put the important ones first) and say so under the table.
        let mut widths = natural.clone();
        let mut shown = n;
        if let Some(limit) = self.width {
            let floor = |min_text: usize| -> Vec<usize> {
                self.headers
                    .iter()
                    .zip(&natural)
                    .map(|(h, w)| cell_width(h).max(min_text).min(*w))
                    .collect()
            };
            let roomy = floor(16);
            while shown > 1 && shrink(&natural[..shown], &roomy[..shown], &numeric, limit).1 > limit
            {
                shown -= 1;
            }
            widths = shrink(&natural[..shown], &floor(8)[..shown], &numeric, limit).0;
        }
        let layout = Layout {
            numeric,
            natural,
            widths,
            shown,
        };
        let header: Vec<Shown> = self.headers.iter().map(|h| Shown::text(h)).collect();
        let dashes: Vec<Shown> = layout
            .widths
            .iter()
            .map(|w| Shown::text(&"-".repeat(*w)))
            .collect();
        writeln!(out, "{}", layout.line(&header))?;
        writeln!(out, "{}", layout.line(&dashes))?;
        for row in &ahead {
            writeln!(out, "{}", layout.line(row))?;
        }
        self.layout = Some(layout);
        Ok(())
    }

    /// A row after the layout is fixed.
    fn write_late(&mut self, out: &mut impl Write, row: &[Shown]) -> io::Result<()> {
        let layout = self.layout.as_ref().expect("laid out");
        if self.markdown {
            let cells: Vec<String> = row.iter().map(|c| md(&c.text)).collect();
            return writeln!(out, "| {} |", cells.join(" | "));
        }
        self.late_cuts += (0..layout.shown)
            .filter(|&c| {
                let cell = row.get(c);
                cell.is_some_and(|s| !s.number && cell_width(&s.text) > layout.natural[c])
            })
            .count() as u64;
        writeln!(out, "{}", layout.line(row))
    }

    /// Write what is still held, then the notes and the legend under the rows.
    pub(super) fn finish(
        &mut self,
        out: &mut impl Write,
        legend: &[(String, String)],
    ) -> io::Result<()> {
        if self.layout.is_none() {
            self.lay_out(out)?;
        }
        let shown = self.layout.as_ref().map_or(0, |l| l.shown);
        if !self.markdown && self.rows == 0 {
            writeln!(out, "(0 rows)")?;
        }
        let hidden: Vec<&String> = self.headers[shown..].iter().chain(&self.left_out).collect();
        if !hidden.is_empty() {
            if self.markdown {
                writeln!(out)?;
            }
            let hint = if self.left_out.is_empty() {
                "try --width 0 or --format csv"
            } else {
                "--wide or --columns shows them"
            };
            writeln!(out, "{}", hidden_note(&hidden, hint, self.width))?;
        }
        if self.late_cuts > 0 {
            writeln!(
                out,
                "({} cells below row {} were wider than their column and are cut; --format csv \
                 shows them whole)",
                super::thousands(self.late_cuts),
                super::thousands(LOOK_AHEAD as u64)
            )?;
        }
        if !legend.is_empty() {
            writeln!(out)?;
            let codes: Vec<String> = legend.iter().map(|(c, _)| display_text(c)).collect();
            let w = codes.iter().map(|c| cell_width(c)).max().unwrap_or(0);
            for (code, (_, text)) in codes.iter().zip(legend) {
                if self.markdown {
                    writeln!(out, "- {}: {}", md(code), md(&display_text(text)))?;
                } else {
                    writeln!(out, "  {}  {}", fit(code, w, false), display_text(text))?;
                }
            }
        }
        Ok(())
    }
}

impl Shown {
    fn text(s: &str) -> Shown {
        Shown {
            text: s.to_string(),
            number: false,
            null: false,
        }
    }
}

impl Layout {
    /// One line of the table: each shown cell cut and padded to its column. A number wider than
    /// its column (a row past the look-ahead) is written whole: a cut number would mislead.
    fn line(&self, row: &[Shown]) -> String {
        let empty = Shown::text("");
        let parts: Vec<String> = (0..self.shown)
            .map(|c| {
                let cell = row.get(c).unwrap_or(&empty);
                if cell.number && cell_width(&cell.text) > self.widths[c] {
                    cell.text.clone()
                } else {
                    fit(&cell.text, self.widths[c], self.numeric[c])
                }
            })
            .collect();
        parts.join("  ").trim_end().to_string()
    }
}

/// `(N more columns: a, b, …; HINT)`, naming the first few hidden columns in one line a
/// terminal shows whole.
fn hidden_note(hidden: &[&String], hint: &str, width: Option<usize>) -> String {
    let n = hidden.len();
    let fixed = format!("({n} more columns: ; {hint})");
    let budget = width.unwrap_or(80).saturating_sub(fixed.chars().count());
    let mut names = String::new();
    for (i, c) in hidden.iter().enumerate() {
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
    format!("({n} more columns: {names}; {hint})")
}

/// Markdown cell text: a `|` would end the cell.
fn md(s: &str) -> String {
    s.replace('|', "\\|")
}

/// Rounded real for humans: >= 100 one decimal, >= 1 two, below 1 three significant digits.
pub(super) fn display_real(f: f64) -> String {
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
pub(super) fn display_cell(v: &Value) -> String {
    match v {
        Value::Real(f) => display_real(*f),
        Value::Text(s) => display_text(s),
        other => super::raw_text(other),
    }
}

/// Terminal cells `s` takes: CJK characters and most emoji take two, combining marks none.
pub(super) fn cell_width(s: &str) -> usize {
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
