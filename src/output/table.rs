//! `Table` and `Markdown`: rows for people. Both need to see rows before they write any (a
//! table its column widths, both which columns are numeric, to align them right), so they hold
//! the first [`LOOK_AHEAD`] rows, lay the columns out from those, and stream every later row
//! with that layout: memory stays bounded whatever the number of rows. A later cell longer than
//! its column is cut with `…`, as cells are cut to fit the terminal, and a note says so.

use std::io::{self, Write};

use rusqlite::types::Value;

use super::cell::{cell_width, display_cell, display_text, fit, thousands};
use super::lift;
use super::widths::{hidden_note, shrink};

/// Rows held to lay out a table's columns before the first line is written.
pub const LOOK_AHEAD: usize = 1000;

/// A table or Markdown table being written.
pub(super) struct Grid {
    markdown: bool,
    /// Column names as shown (escaped).
    headers: Vec<String>,
    /// Names of the columns a saved query's default columns leave out (for the note).
    left_out: Vec<String>,
    /// Per column: it shows caveat codes, which the legend explains; a legend under a table
    /// none of whose shown columns has a code would explain what nobody sees.
    codes: Vec<bool>,
    /// A column lifted above the table (every row the same) shows caveat codes.
    codes_lifted: bool,
    /// Per column: its cells are never cut to fit (a cost with its range).
    whole: Vec<bool>,
    /// Terminal cells to fit a table to; None: no limit.
    width: Option<usize>,
    /// Wrap the last column's text onto more lines, at words, instead of cutting it.
    wrap: bool,
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
    /// The last column shown wraps (see [`Grid`]).
    wrap: bool,
}

impl Grid {
    pub(super) fn new(
        markdown: bool,
        names: Vec<String>,
        left_out: Vec<String>,
        codes: Vec<bool>,
        whole: Vec<bool>,
        width: Option<usize>,
        wrap: bool,
    ) -> Grid {
        let n = names.len();
        Grid {
            markdown,
            headers: names.iter().map(|h| display_text(h)).collect(),
            left_out: left_out.iter().map(|h| display_text(h)).collect(),
            codes,
            codes_lifted: false,
            whole,
            width: if markdown { None } else { width },
            wrap,
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
            self.lay_out(out, false)?;
        }
        Ok(())
    }

    /// Fix the layout from the rows held, and write the header and those rows. `all`: every
    /// row is held (the table ends within the look-ahead).
    fn lay_out(&mut self, out: &mut impl Write, all: bool) -> io::Result<()> {
        if all && !self.markdown {
            self.lift_constant_columns(out)?;
        }
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
                wrap: false,
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
            // A column of `name $price` cells keeps the start of each name that tells it from
            // the others (`Run… $2.69`, not `R… $2.69`), up to 16 cells, where the columns left
            // of it can give way.
            let column_floor = |f: fn(&mut dyn Iterator<Item = &str>) -> Option<usize>| {
                (0..n)
                    .map(|c| {
                        let mut cells = ahead
                            .iter()
                            .filter_map(|r| r.get(c))
                            .map(|s| s.text.as_str());
                        f(&mut cells).map_or(0, |f| f.min(16))
                    })
                    .collect::<Vec<usize>>()
            };
            let priced = column_floor(|c| super::cut::price_floor(c));
            // Whatever the names keep, a price is never cut, nor two cells of the name before
            // it (`n… $0.025/0.025`): a column of such cells is never narrower.
            let price_whole: Vec<usize> = (0..n)
                .map(|c| {
                    ahead
                        .iter()
                        .filter_map(|r| r.get(c)?.text.rsplit_once(" $"))
                        .map(|(_, price)| cell_width(price) + 4)
                        .max()
                        .unwrap_or(0)
                })
                .collect();
            let floor = |min_text: usize, kept: &[&[usize]]| -> Vec<usize> {
                (0..n)
                    .map(|c| {
                        let keep = kept.iter().map(|k| k[c]).max().unwrap_or(0);
                        cell_width(&self.headers[c])
                            .max(min_text)
                            .max(keep)
                            .max(price_whole[c])
                            .min(natural[c])
                    })
                    .collect()
            };
            // Numbers are never cut, nor a cost cell (`0.0341-0.0542`): half a range misleads.
            let uncut: Vec<bool> = (0..n).map(|c| numeric[c] || self.whole[c]).collect();
            // A column is left out when the columns before it, cut to 16 cells at most (a
            // priced one to what tells its names apart), leave it fewer than 8: the last column
            // shown may be cut further than the others.
            let tight = floor(8, &[]);
            let roomy: Vec<usize> = floor(16, &[])
                .into_iter()
                .enumerate()
                .map(|(c, r)| {
                    if priced[c] > 0 {
                        tight[c].max(priced[c])
                    } else {
                        r
                    }
                })
                .collect();
            let fits = |shown: usize| {
                let mut f = roomy[..shown].to_vec();
                f[shown - 1] = tight[shown - 1];
                shrink(&natural[..shown], &f, &uncut, limit).1 <= limit
            };
            while shown > 1 && !fits(shown) {
                shown -= 1;
            }
            // Names kept apart where that fits, else every text column down to 8. (A workload's
            // marks are kept by the cut itself: `20… c500`.)
            let tries = [floor(8, &[&priced]), tight];
            let laid: Vec<(Vec<usize>, usize)> = tries
                .iter()
                .map(|f| shrink(&natural[..shown], &f[..shown], &uncut, limit))
                .collect();
            let best = laid.iter().position(|(_, total)| *total <= limit);
            widths = laid[best.unwrap_or(laid.len() - 1)].0.clone();
        }
        let layout = Layout {
            numeric,
            natural,
            widths,
            shown,
            wrap: self.wrap,
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

    /// Columns every held row shows alike, said once above a table too wide (lift.rs).
    fn lift_constant_columns(&mut self, out: &mut impl Write) -> io::Result<()> {
        let Some(limit) = self.width else {
            return Ok(());
        };
        let texts: Vec<Vec<Option<&str>>> = self
            .ahead
            .iter()
            .map(|r| {
                r.iter()
                    .map(|s| (!s.null).then_some(s.text.as_str()))
                    .collect()
            })
            .collect();
        let Some((same, said)) = lift::same_in_every_row(&self.headers, &texts, limit) else {
            return Ok(());
        };
        for line in wrap(&said, limit) {
            writeln!(out, "{line}")?;
        }
        self.codes_lifted = same.iter().zip(&self.codes).any(|(s, c)| *s && *c);
        lift::drop_lifted(&mut self.headers, &same);
        lift::drop_lifted(&mut self.codes, &same);
        lift::drop_lifted(&mut self.whole, &same);
        lift::drop_lifted(&mut self.seen_number, &same);
        lift::drop_lifted(&mut self.seen_other, &same);
        for row in &mut self.ahead {
            lift::drop_lifted(row, &same);
        }
        Ok(())
    }

    /// A row after the layout is fixed.
    fn write_late(&mut self, out: &mut impl Write, row: &[Shown]) -> io::Result<()> {
        let layout = self.layout.as_ref().expect("laid out");
        if self.markdown {
            let cells: Vec<String> = row.iter().map(|c| md(&c.text)).collect();
            return writeln!(out, "| {} |", cells.join(" | "));
        }
        let cut = layout.shown - usize::from(layout.wrap);
        self.late_cuts += (0..cut)
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
            self.lay_out(out, true)?;
        }
        let shown = self.layout.as_ref().map_or(0, |l| l.shown);
        if !self.markdown && self.rows == 0 {
            writeln!(out, "(0 rows)")?;
        }
        let hidden: Vec<&String> = self.headers[shown..].iter().chain(&self.left_out).collect();
        // An empty answer hides no value: its reason (on stderr) is what to read, not a column list.
        if !hidden.is_empty() && self.rows > 0 {
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
                thousands(self.late_cuts),
                thousands(LOOK_AHEAD as u64)
            )?;
        }
        let codes_shown = self.codes_lifted || self.codes.iter().take(shown).any(|&c| c);
        if !legend.is_empty() && codes_shown {
            writeln!(out)?;
            let codes: Vec<String> = legend.iter().map(|(c, _)| display_text(c)).collect();
            let w = codes.iter().map(|c| cell_width(c)).max().unwrap_or(0);
            for (code, (_, text)) in codes.iter().zip(legend) {
                if self.markdown {
                    writeln!(out, "- {}: {}", md(code), md(&display_text(text)))?;
                } else {
                    // A line wider than the terminal wraps under its text, not under the codes.
                    let room = self.width.map_or(usize::MAX, |l| l.saturating_sub(w + 4));
                    let mut lines = wrap(&display_text(text), room).into_iter();
                    writeln!(
                        out,
                        "  {}  {}",
                        fit(code, w, false),
                        lines.next().unwrap_or_default()
                    )?;
                    for more in lines {
                        writeln!(out, "  {}  {more}", " ".repeat(w))?;
                    }
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
    /// A wrapping last column adds lines under the row, indented to the column.
    fn line(&self, row: &[Shown]) -> String {
        let empty = Shown::text("");
        let last = self.shown.saturating_sub(1);
        let mut more = Vec::new();
        let parts: Vec<String> = (0..self.shown)
            .map(|c| {
                let cell = row.get(c).unwrap_or(&empty);
                if self.wrap && c == last && !cell.number {
                    let mut lines = wrap(&cell.text, self.widths[c]).into_iter();
                    let first = lines.next().unwrap_or_default();
                    more.extend(lines);
                    return fit(&first, self.widths[c], false);
                }
                if cell.number && cell_width(&cell.text) > self.widths[c] {
                    cell.text.clone()
                } else {
                    fit(&cell.text, self.widths[c], self.numeric[c])
                }
            })
            .collect();
        let mut text = parts.join("  ").trim_end().to_string();
        let indent: usize = self.widths[..last].iter().map(|w| w + 2).sum();
        for l in more {
            text.push('\n');
            text.push_str(&" ".repeat(indent));
            text.push_str(l.trim_end());
        }
        text
    }
}

/// `s` in lines of at most `w` terminal cells, broken at spaces; a word longer than a line is
/// broken where the line ends.
pub(super) fn wrap(s: &str, w: usize) -> Vec<String> {
    let w = w.max(1);
    let mut lines = vec![String::new()];
    for word in s.split(' ').filter(|x| !x.is_empty()) {
        let cur = lines.last_mut().expect("one line");
        let used = cell_width(cur);
        if used > 0 && used + 1 + cell_width(word) <= w {
            cur.push(' ');
            cur.push_str(word);
            continue;
        }
        if used > 0 {
            lines.push(String::new());
        }
        for ch in word.chars() {
            let cur = lines.last_mut().expect("one line");
            let cw = unicode_width::UnicodeWidthChar::width(ch).unwrap_or(0);
            if cell_width(cur) + cw > w {
                lines.push(String::new());
            }
            lines.last_mut().expect("one line").push(ch);
        }
    }
    lines
}

/// Markdown cell text: a `|` would end the cell.
fn md(s: &str) -> String {
    s.replace('|', "\\|")
}

#[cfg(test)]
mod tests {
    use super::LOOK_AHEAD;
    use crate::output::cell::cell_width;
    use crate::output::tests::{render, rs, sample, t};
    use crate::output::{Format, ResultSet};
    use rusqlite::types::Value::Null;

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
        assert!(lines[3].starts_with("(1 more column: b;"), "{text}");
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
        assert!(text.contains("more column: b\\u{1b}[2J;"), "{text}");
        assert!(!text.contains('\u{1b}'), "{text:?}");
    }

    #[test]
    fn a_column_the_same_in_every_row_is_said_once_above_a_table_too_wide() {
        let same = "B200 CoreWeave spot $4.26 in sample-list-prices";
        let r = rs(
            &["offer", "usd", "self-hosted at"],
            vec![
                vec![t(&"a".repeat(30)), 1.5.into(), t(same)],
                vec![t(&"b".repeat(30)), 2.5.into(), t(same)],
            ],
        );
        let text = render(&r, Format::Table, Some(80));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            format!("every row: self-hosted at: {same}"),
            "{text}"
        );
        assert!(
            lines[1].starts_with("offer") && !lines[1].contains("self-hosted"),
            "{text}"
        );
        assert!(lines[3].starts_with(&"a".repeat(30)), "{text}");
        // A table that fits keeps its columns; one row, or a table past the look-ahead, too.
        assert!(!render(&r, Format::Table, Some(130)).contains("every row"));
        let one = rs(&["offer", "at"], vec![vec![t(&"a".repeat(50)), t(same)]]);
        assert!(!render(&one, Format::Table, Some(60)).contains("every row"));
        let many = numbered(LOOK_AHEAD + 1, |_| "x".repeat(100));
        assert!(!render(&many, Format::Table, Some(60)).contains("every row"));
    }

    #[test]
    fn an_empty_table_names_no_hidden_columns() {
        let names: Vec<String> = (0..20).map(|i| format!("a_long_column_name_{i}")).collect();
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        let text = render(&rs(&refs, vec![]), Format::Table, Some(80));
        assert!(
            text.contains("(0 rows)") && !text.contains("more column"),
            "{text}"
        );
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
}
