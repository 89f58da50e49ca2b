//! The command line, as clap derive types. Each command's help is the doc comment on its Args
//! (first line: the `-h` summary; then the long `--help` text), and its examples are the
//! `after_help` on the same Args: clap joins the lines of a doc comment into paragraphs, so
//! examples written there would run together and could not be copied.

use crate::output::Format;
use clap::{Args, CommandFactory, Parser, Subcommand};
use std::path::PathBuf;

/// Published LLM-inference throughput and API prices in SQLite: what a million tokens costs on
/// each GPU at the rates you pay.
///
/// The database is plain SQLite: open it in the sqlite3 shell, Datasette or a BI tool too.
/// It is created from the bundled data the first time a command needs it.
#[derive(Debug, Parser)]
#[command(name = "gpudb", version, max_term_width = 100)]
#[command(after_help = r#"Examples:
  gpudb query cheapest-70b
  gpudb rates add --accelerator h100 --usd-per-gpu-hour 2.49 --rate-set my-quote
  gpudb query cheapest-70b -p rate_set=my-quote
  gpudb schema run_costs
  sqlite3 "$(gpudb path)" "SELECT count(*) FROM runs"
  gpudb completions bash > ~/.local/share/bash-completion/completions/gpudb"#)]
pub struct Cli {
    /// Database file [default: $XDG_DATA_HOME/gpudb/gpudb.db, else ~/.local/share/gpudb/gpudb.db]
    #[arg(long, global = true, env = "GPUDB_DB", value_name = "PATH")]
    pub db: Option<PathBuf>,

    #[command(subcommand)]
    pub command: Command,
}

/// The command line as parsed: [`Cli::command`] with every command's examples printed as
/// written. clap wraps `after_help` to the terminal's width, which would cut a long example in
/// two; text in a help template is printed as it is, so the examples move there.
pub fn command() -> clap::Command {
    examples_verbatim(Cli::command())
}

fn examples_verbatim(cmd: clap::Command) -> clap::Command {
    let cmd = cmd.mut_subcommands(examples_verbatim);
    let Some(after) = cmd.get_after_help().map(ToString::to_string) else {
        return cmd;
    };
    let (heading, examples) = after.split_once('\n').unwrap_or((&after, ""));
    let style = cmd.get_styles().get_header();
    // clap's default template, with the examples in place of {after-help}; a `{` in them
    // would be read as a tag, and the help test checks they print exactly as written.
    let template = format!(
        "{{before-help}}{{about-with-newline}}\n{{usage-heading}} {{usage}}\n\n{{all-args}}\n\n\
         {}{heading}{}\n{examples}",
        style.render(),
        style.render_reset()
    );
    cmd.help_template(template)
}

#[derive(Debug, Subcommand)]
pub enum Command {
    Import(crate::cmd::import::Args),
    Path(crate::cmd::path::Args),
    Rates(crate::cmd::rates::Args),
    Query(crate::cmd::query::Args),
    Chart(crate::cmd::chart::Args),
    Show(crate::cmd::show::Args),
    Queries(crate::cmd::queries::Args),
    Sql(crate::cmd::sql::Args),
    Schema(crate::cmd::schema::Args),
    DatasetteMetadata(crate::cmd::datasette_metadata::Args),
    Completions(crate::cmd::completions::Args),
    Man(crate::cmd::man::Args),
}

/// `--format`, `--raw-csv`, `--width`, `--columns` and `--wide`, shared by every command that
/// prints rows.
#[derive(Debug, Args, Clone)]
pub struct FormatArg {
    /// Output format: table (default, for people; stable for scripts too), csv, json (array of
    /// objects), jsonl (one object per line), markdown
    ///
    /// table and markdown show control characters in the data escaped (\u{1b}), so text from a
    /// dataset cannot move the cursor or clear the screen; json and jsonl keep every value exact.
    /// csv puts a ' before text that starts with =, +, -, @, tab or CR, so a spreadsheet shows
    /// it as text instead of running it as a formula; numbers are never changed (see --raw-csv).
    #[arg(long, short = 'f', value_enum, default_value_t = Format::Table)]
    pub format: Format,

    /// With --format csv: write every cell exactly as stored, without the ' before
    /// formula-like text
    ///
    /// For programs that read the CSV. Do not open such a file in a spreadsheet if the data
    /// may hold formulas (=HYPERLINK(…), +SUM(…)): the spreadsheet would run them.
    #[arg(long)]
    pub raw_csv: bool,

    /// Fit tables to N terminal columns (0: no limit)
    ///
    /// Default: the terminal's width, or $COLUMNS when you set it; when output goes to a pipe
    /// or a file, tables are not cut unless --width or $COLUMNS says so. Widths count terminal
    /// cells, so CJK text and emoji line up.
    #[arg(long, value_name = "N")]
    pub width: Option<usize>,

    /// Show these columns, in this order (names separated by commas), in every format
    ///
    /// A name the result does not have is an error that lists the columns it has. Without
    /// --columns, csv, json and jsonl write every column; a table may show a saved query's
    /// chosen columns first (its '-- columns:' line) and says under it what more there is.
    #[arg(long, value_name = "A,B,…", value_delimiter = ',')]
    pub columns: Option<Vec<String>>,

    /// Tables show every column, at full width: not cut to the terminal, and not only the
    /// columns a saved query chooses to show first
    #[arg(long, conflicts_with = "width")]
    pub wide: bool,
}

impl FormatArg {
    /// The output options, or a usage error for --raw-csv without --format csv (it would
    /// silently do nothing).
    pub fn options(self) -> crate::error::Result<crate::output::Options> {
        if self.raw_csv && self.format != Format::Csv {
            return Err(crate::error::Error::Usage(
                "--raw-csv only changes CSV output: add --format csv".into(),
            ));
        }
        Ok(crate::output::Options {
            format: self.format,
            raw_csv: self.raw_csv,
            width: self.width,
            columns: self.columns,
            wide: self.wide,
            default_columns: Vec::new(),
        })
    }
}
