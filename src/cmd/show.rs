//! `gpudb show run ID`, `gpudb show rate ID` and `gpudb show choice RUN_ID`: the command. The
//! story (one figure's, one rate's, or one ranked row's range and its evidence) is built and written by the library module `show`; this parses the id, opens the
//! database and prints the story as text or JSON.

use crate::error::{Error, Result};
use crate::show;
use clap::Subcommand;
use serde_json::Value as Json;
use std::io::Write as _;
use std::path::Path;

/// Show one run (a published figure), one rate, or the evidence behind a cost's range
///
/// Run and rate ids are in the run_id and rate_id columns of the cost queries and views
/// (gpudb query cheapest-70b --format csv), in `gpudb rates list`, and in the tables runs and
/// gpu_rates. Read-only.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb show run 10
  gpudb show rate 19
  gpudb show choice 682 -p rate_set=sample-list-prices"#)]
pub struct Args {
    #[command(subcommand)]
    pub command: ShowCommand,
}

#[derive(Debug, Subcommand)]
pub enum ShowCommand {
    Run(RunArgs),
    Rate(RateArgs),
    Choice(ChoiceArgs),
}

/// How `show` prints: text for people, or one JSON object for scripts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum ShowFormat {
    /// Sections of plain text; text from the data is shown escaped (\u{1b})
    #[default]
    #[value(alias = "table")]
    Text,
    /// One JSON object with the same content, numbers as numbers
    Json,
}

/// One figure's whole story: the figure, its source, how its per-GPU number was derived, its
/// caveats, its cost at every rate, and the record as published
///
/// The figure's model, accelerator, precision, framework and workload, with the comparison keys;
/// its dataset (file, SHA-256, dates), record and source URL, with the MLPerf result id and
/// citation where it has one; the arithmetic that gives tokens/s per GPU; each caveat with its
/// meaning and, for curated errata, the note, the evidence and what was checked; the cost per
/// million output tokens at every rate for its accelerator, cheapest first, each with its
/// arithmetic; and the raw record, pretty-printed.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb show run 10
  gpudb show run 10 --format json"#)]
pub struct RunArgs {
    /// Run id (runs.id; run_id in the cost queries)
    #[arg(allow_negative_numbers = true)]
    id: String,

    /// Output format
    #[arg(long, short = 'f', value_enum, default_value_t)]
    format: ShowFormat,
}

/// One rate, its rate set, and the runs it prices, cheapest first
///
/// Every field of the rate (gpu_rates), its rate set in short (rate_sets), and each run on its
/// accelerator with the cost per million output tokens at this rate and the arithmetic. For an
/// owned rate (gpudb rates add-owned), its cost model too: the inputs, the capex, energy and
/// opex parts per GPU-hour with their arithmetic, and each run's cost split into those parts.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb show rate 19
  gpudb show rate 19 --limit 0 --format json"#)]
pub struct RateArgs {
    /// Rate id (gpu_rates.id; the id column of `gpudb rates list`)
    #[arg(allow_negative_numbers = true)]
    id: String,

    /// Runs to list at most, cheapest first (0: all)
    #[arg(long, value_name = "N", default_value_t = 20)]
    limit: usize,

    /// Output format
    #[arg(long, short = 'f', value_enum, default_value_t)]
    format: ShowFormat,
}

/// The evidence behind one row of gpudb query cheapest: its range, publishers and offers
///
/// Name the row by its run_id (gpudb query cheapest -f csv, or --columns run_id,usd_per_m_low,…)
/// and give the same -p parameters as the query: the ones that price it (as_of, rate_set,
/// pricing, utilization, include_open_division, per) are read as cheapest reads them, the
/// others are accepted and change nothing (the evidence of a choice is every run of it). Shows
/// the choice (model, accelerator, precision, workload, way of measuring) and the row's run; each
/// publisher with its runs, fastest first, the fastest counted (a figure another dataset
/// republishes is shown as a copy, counted once); min, median and max output tokens/s per GPU;
/// the accelerator's offers on the day asked, cheapest and median marked; and the arithmetic:
/// usd_per_m_low = the cheapest offer at the fastest publisher's figure, usd_per_m_high = the
/// median offer at the slowest publisher's (docs/ranges.md). The numbers are cheapest's own:
/// --format json has usd_per_m_low and usd_per_m_high exactly as its row. With -p per=run or
/// per=offer a row is one run, and its evidence is that run alone. API offers have no run: their
/// range is the provider's cheapest to median offer (cheapest's offer_count).
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb query cheapest-70b -p mlperf=1 --columns rank,run_id,usd_per_m_low,usd_per_m_high
  gpudb show choice 682 -p mlperf=1
  gpudb show choice 682 -p rate_set=sample-list-prices -p utilization=0.6 --format json"#)]
pub struct ChoiceArgs {
    /// Run id of the row (the run_id column of gpudb query cheapest)
    #[arg(allow_negative_numbers = true)]
    id: String,

    /// A parameter of gpudb query cheapest, as name=value (repeatable)
    #[arg(short = 'p', long = "param", value_name = "NAME=VALUE", value_parser = crate::cmd::args::parse_param)]
    params: Vec<(String, String)>,

    /// Offers, and runs of each publisher, to list at most (0: all); the cheapest and the
    /// median offers are always listed
    #[arg(long, value_name = "N", default_value_t = 20)]
    limit: usize,

    /// Output format
    #[arg(long, short = 'f', value_enum, default_value_t)]
    format: ShowFormat,
}

pub fn run(db: &Path, args: Args) -> Result<()> {
    let (story, text, format): (Json, fn(&Json) -> String, ShowFormat) = match args.command {
        ShowCommand::Run(a) => {
            let id = parse_id(&a.id, "run")?;
            let conn = crate::store::open_read_only(db)?;
            (show::run_story(&conn, id)?, show::run_text, a.format)
        }
        ShowCommand::Rate(a) => {
            let id = parse_id(&a.id, "rate")?;
            let conn = crate::store::open_read_only(db)?;
            (
                show::rate_story(&conn, id, a.limit)?,
                show::rate_text,
                a.format,
            )
        }
        ShowCommand::Choice(a) => {
            let id = parse_id(&a.id, "run")?;
            // The parameters are cheapest's, checked and read by its header's rules.
            let all = crate::cmd::saved::load(None)?;
            let cheapest = crate::cmd::saved::find(&all, "cheapest")?;
            let conn = crate::store::open_read_only(db)?;
            let story = show::choice_story(&conn, id, cheapest, &a.params, a.limit)?;
            (story, show::choice_text, a.format)
        }
    };
    match format {
        ShowFormat::Json => crate::output::print_json(&story, crate::output::Format::Json)?,
        ShowFormat::Text => {
            let mut out = std::io::stdout().lock();
            let text = text(&story);
            let text = match crate::output::terminal_width() {
                Some(w) => wrap_fields(&text, w),
                None => text, // to a pipe or file: each field on one line, for grep
            };
            out.write_all(text.as_bytes())?;
            out.flush()?;
        }
    }
    Ok(())
}

/// `text` with each `name: value` line longer than `width` wrapped at words, its further lines
/// indented under the value; other lines (table rows) as they are.
fn wrap_fields(text: &str, width: usize) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let lead = line.len() - line.trim_start().len();
        // The value starts after `name: ` or after the spaces that align it (`name   value`);
        // a line whose value has aligned columns too is a table row, left whole.
        let body = &line[lead..];
        let aligned = body
            .find("  ")
            .map(|i| lead + i + body[i..].len() - body[i..].trim_start().len());
        let colon = line.find(": ").filter(|&i| i < 40).map(|i| i + 2);
        let value_at = match (aligned, colon) {
            (Some(a), Some(c)) => Some(a.min(c)),
            (a, c) => a.or(c),
        }
        .filter(|&at| at < 40 && !line[at..].contains("  "));
        match value_at {
            // A word longer than the room (a URL, a hash) is kept whole: its line too.
            Some(at)
                if line.chars().count() > width
                    && width > at + 20
                    && line[at..]
                        .split(' ')
                        .all(|w| w.chars().count() <= width - line[..at].chars().count()) =>
            {
                let indent = line[..at].chars().count();
                let lines = crate::output::wrap_text(&line[at..], Some(width - indent));
                for (k, l) in lines.iter().enumerate() {
                    let head = if k == 0 {
                        line[..at].to_string()
                    } else {
                        " ".repeat(indent)
                    };
                    out.push_str(&head);
                    out.push_str(l);
                    out.push('\n');
                }
            }
            _ => {
                for l in wrap_cost_row(line, width) {
                    out.push_str(&l);
                    out.push('\n');
                }
            }
        }
    }
    out
}

/// A cost row (`  $0.10505  rate 19  … · $4.26/GPU-hour  [spot]`) longer than `width`, broken
/// at its separators (two spaces, or after a ` · `) into lines indented under what follows the
/// cost; a line that is not a cost row, or has no separator that helps, as it is.
fn wrap_cost_row(line: &str, width: usize) -> Vec<String> {
    let body = line.trim_start();
    let Some(what) = body.find("  ").filter(|_| body.starts_with('$')) else {
        return vec![line.to_string()];
    };
    let at = line.len() - body.len() + what + 2;
    let indent = " ".repeat(line[..at].chars().count());
    let mut lines = Vec::new();
    let mut rest = line.to_string();
    while rest.chars().count() > width {
        // The last break that leaves the line within the width, after the first column.
        let fits = |i: &usize| *i > at.min(rest.len()) && rest[..*i].chars().count() <= width;
        let breaks = rest.match_indices("  ").map(|(i, _)| i);
        let dots = rest.match_indices(" · ").map(|(i, _)| i + " ·".len());
        let Some(cut) = breaks.chain(dots).filter(fits).max() else {
            break;
        };
        lines.push(rest[..cut].trim_end().to_string());
        rest = format!("{indent}{}", rest[cut..].trim_start());
    }
    lines.push(rest.to_string());
    lines
}

fn parse_id(text: &str, what: &str) -> Result<i64> {
    text.trim().parse().map_err(|_| {
        Error::Other(format!(
            "'{}' is not a {what} id: ids are whole numbers; {}",
            crate::msg::quote(text),
            show::where_ids_are(what)
        ))
    })
}
