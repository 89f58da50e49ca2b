//! Arguments several commands share: the output options (`--format` and its kin) and the
//! `-p name=value` parameters. Here, not in `cli`, so that commands and the command line both
//! use them without either importing the other.

use crate::output::Format;
use clap::Args;

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
    /// csv to a terminal shows control characters escaped as tables do (ESC as \u{1b}, a
    /// newline inside a cell as \u{a}); to a pipe or a file it writes the exact bytes.
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
            to_terminal: std::io::IsTerminal::is_terminal(&std::io::stdout()),
            width: self.width,
            columns: self.columns,
            wide: self.wide,
            default_columns: Vec::new(),
            wrap: false,
        })
    }
}

/// `name=value` → (name, value); the value may contain '='.
pub fn parse_param(s: &str) -> std::result::Result<(String, String), String> {
    let (name, value) = s
        .split_once('=')
        .ok_or_else(|| format!("'{s}' is not name=value"))?;
    let name = name.trim().trim_start_matches(':');
    if name.is_empty() {
        return Err(format!("'{s}' has no parameter name before '='"));
    }
    Ok((name.to_string(), value.to_string()))
}
