//! Printing a statement's rows, for every command that prints them: [`print`] streams them to an
//! output writer, with the legend of the caveat codes they use. The stepping itself is
//! [`crate::rows`]; a command prepares and binds the statement; the writers in `output` never see
//! it.

use crate::error::{Error, Result};
use crate::output;
use crate::rows::{column_names, step};
use rusqlite::types::Value;
use rusqlite::Statement;

pub use crate::rows::collect;

/// Step a prepared, bound statement and write each row to stdout as SQLite produces it, then
/// the legend of the caveat codes the rows use (tables only). `step_error` turns an error of
/// SQLite's while stepping into the one to report.
pub fn print(
    conn: &rusqlite::Connection,
    stmt: &mut Statement<'_>,
    opts: &output::Options,
    step_error: impl Fn(rusqlite::Error) -> Error,
) -> Result<Printed> {
    let names = column_names(stmt);
    let mut out = output::Writer::stdout(&names, opts)?;
    let caveats = out.position(CAVEATS_COLUMN).filter(|_| out.shows_legend());
    let confidence = position(&names, "confidence").filter(|_| out.shows_legend());
    // The short words of the caveats cell (`@sure`) need the legend.
    let words_shown_short = out.shows_short_confidence();
    // Where the table shows a $/M with its range, the legend says what the range is.
    let range = out.shows_cost_ranges().then(|| {
        [
            position(&names, "usd_per_m_low"),
            position(&names, "usd_per_m_high"),
        ]
    });
    let mut ranged = false;
    let mut words: Vec<String> = Vec::new();
    let mut codes = Codes::default();
    let mut said = crate::rows::Said::new(&names);
    let mut rows = 0;
    step(stmt, step_error, |values| {
        if !said.read(&values) {
            // The answer has no rows, only what the query says about that: said, not printed.
            return Ok(());
        }
        if let Some(Value::Text(text)) = caveats.map(|c| &values[c]) {
            codes.add(text);
        }
        if let Some([Some(low), Some(high)]) = range {
            ranged |= values[low] != values[high];
        }
        if let Some(Value::Text(w)) = confidence.map(|c| &values[c]) {
            if !words.contains(w) && words.len() < MAX_CODES {
                words.push(w.clone());
            }
        }
        out.row(&values)?;
        rows += 1;
        Ok(())
    })?;
    // The confidence words met, short as the caveats cell shows them (output/compose.rs), first.
    let mut legend: Vec<(String, String)> = CONFIDENCE
        .iter()
        .filter(|(_, word, _)| words_shown_short && words.iter().any(|w| means(w, word)))
        .map(|(short, _, text)| (short.to_string(), text.to_string()))
        .collect();
    if ranged {
        let at_target = words.iter().any(|w| TARGET_WORDS.contains(&w.as_str()));
        legend.insert(
            0,
            (
                "a-b".into(),
                if at_target { RANGE_AT_TARGET } else { RANGE }.into(),
            ),
        );
    }
    legend.extend(codes.legend(conn));
    out.finish(&legend)?;
    Ok(Printed {
        rows,
        rows_without_limit: said.rows_without_limit,
        note: said.note,
    })
}

/// What [`print`] printed.
#[derive(Debug, Default)]
pub struct Printed {
    pub rows: u64,
    /// The first row's `rows_without_limit`, where the result has that column: how many rows
    /// the answer has in all, for the "showing 50 of N" note.
    pub rows_without_limit: Option<u64>,
    /// The first row's `note`, where the result has that column and it is text: what the query
    /// has to say about the whole answer (a target no series reaches …), for stderr.
    pub note: Option<String>,
}

/// The column of cost results that holds caveat codes, comma-separated (`approx,spot`).
const CAVEATS_COLUMN: &str = "caveats";

fn position(names: &[String], name: &str) -> Option<usize> {
    names.iter().position(|n| n == name)
}

/// What the cost cell's range is (docs/ranges.md), for the legend: `0.226-0.351`, or
/// `2.24 (1.95-2.92)` at a target speed per user (`?`: an end the data leave open).
const RANGE: &str = "$/M at the cheapest offer, fastest figure - median offer, slowest";
const RANGE_AT_TARGET: &str = "$/M at the measured points either side of the target (?: none)";
const TARGET_WORDS: &[&str] = &["measured", "interpolated", "clamped"];

/// True where the row's confidence word `w` is the legend's `word` (`measured ×` stands for
/// every count, and for one publisher, which the cell leaves unmarked).
fn means(w: &str, word: &str) -> bool {
    match word {
        "measured ×" => w.starts_with(word) || w == "single",
        _ => w == word,
    }
}

/// The confidence words (docs/ranges.md) the caveats cell marks: as it shows them, the word,
/// and what the legend says of it (single, listed and converted rows are unmarked).
const CONFIDENCE: &[(&str, &str, &str)] = &[
    (
        "×N",
        "measured ×",
        "measured by N independent publishers (unmarked: one, no spread)",
    ),
    ("knot", "measured", "at a target speed: a measured point"),
    (
        "interp",
        "interpolated",
        "at a target speed: between two measured points",
    ),
    (
        "clamp",
        "clamped",
        "at a target speed: below the slowest measured point",
    ),
];

/// Most codes a legend lists: a `caveats` column of ad-hoc SQL may hold anything, and memory
/// must not grow with the rows.
const MAX_CODES: usize = 100;

/// The distinct caveat codes met in the rows, in order of first appearance.
#[derive(Default)]
struct Codes {
    seen: Vec<String>,
    more: bool,
}

impl Codes {
    fn add(&mut self, cell: &str) {
        for code in cell.split(',').map(str::trim).filter(|c| !c.is_empty()) {
            if self.seen.iter().any(|s| s == code) {
                continue;
            }
            if self.seen.len() == MAX_CODES {
                self.more = true;
                return;
            }
            self.seen.push(code.to_string());
        }
    }

    /// (code, description) for each code, from the table caveat_codes; "(no description)"
    /// where it has none or does not exist (a database older than it).
    fn legend(&self, conn: &rusqlite::Connection) -> Vec<(String, String)> {
        if self.seen.is_empty() {
            return Vec::new();
        }
        let mut stmt = conn
            .prepare("SELECT code, title FROM caveat_codes WHERE code = ?1")
            .ok();
        let mut lines: Vec<(String, String)> = self
            .seen
            .iter()
            .map(|code| {
                let text = stmt
                    .as_mut()
                    .and_then(|s| s.query_row([code], |r| r.get::<_, String>(1)).ok());
                let text = text.unwrap_or_else(|| "(no description)".to_string());
                (code.clone(), text)
            })
            .collect();
        if self.more {
            lines.push((
                "…".to_string(),
                format!(
                    "more than {MAX_CODES} codes; every one: gpudb sql \"SELECT * FROM caveat_codes\""
                ),
            ));
        }
        lines
    }
}
