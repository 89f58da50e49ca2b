//! The command line, as clap derive types. Each command's help is the doc comment on its Args
//! (first line: the `-h` summary; then the long `--help` text), and its examples are the
//! `after_help` on the same Args: clap joins the lines of a doc comment into paragraphs, so
//! examples written there would run together and could not be copied.

use clap::{CommandFactory, Parser, Subcommand};
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
    Refresh(crate::cmd::refresh::Args),
    Path(crate::cmd::path::Args),
    Rates(crate::cmd::rates::Args),
    Query(crate::cmd::query::Args),
    Chart(crate::cmd::chart::Args),
    Show(crate::cmd::show::Args),
    Check(crate::cmd::check::Args),
    Queries(crate::cmd::queries::Args),
    Sql(crate::cmd::sql::Args),
    Schema(crate::cmd::schema::Args),
    DatasetteMetadata(crate::cmd::datasette_metadata::Args),
    Mcp(crate::cmd::mcp::Args),
    Completions(crate::cmd::completions::Args),
    Man(crate::cmd::man::Args),
}
