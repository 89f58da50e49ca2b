//! The command line, as clap derive types. Each command's help is the doc comment on its Args
//! (first line: the `-h` summary; then the long `--help` text and examples).

use crate::output::Format;
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

/// Published LLM-inference throughput and API prices in SQLite: what a million tokens costs on
/// each GPU at the rates you pay.
///
/// The database is plain SQLite: open it in the sqlite3 shell, Datasette or a BI tool too.
/// It is created from the bundled data the first time a command needs it.
#[derive(Debug, Parser)]
#[command(name = "gpudb", version, max_term_width = 100)]
pub struct Cli {
    /// Database file [default: $XDG_DATA_HOME/gpudb/gpudb.db, else ~/.local/share/gpudb/gpudb.db]
    #[arg(long, global = true, env = "GPUDB_DB", value_name = "PATH")]
    pub db: Option<PathBuf>,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    Import(crate::cmd::import::Args),
    Path(crate::cmd::path::Args),
    Rates(crate::cmd::rates::Args),
    Query(crate::cmd::query::Args),
    Queries(crate::cmd::queries::Args),
    Sql(crate::cmd::sql::Args),
    Schema(crate::cmd::schema::Args),
    DatasetteMetadata(crate::cmd::datasette_metadata::Args),
}

/// `--format`, shared by every command that prints rows.
#[derive(Debug, Args, Clone, Copy)]
pub struct FormatArg {
    /// Output format: table (default, for people; stable for scripts too), csv, json (array of
    /// objects), jsonl (one object per line), markdown
    #[arg(long, short = 'f', value_enum, default_value_t = Format::Table)]
    pub format: Format,
}
