//! `gpudb query NAME`: run a saved query.

use crate::cmd::args::{parse_param, FormatArg};
use crate::cmd::{rows, saved};
use crate::error::Result;
use std::path::{Path, PathBuf};

/// Run a saved query by name (see `gpudb queries` for the list)
///
/// Saved queries are .sql files: the built-in ones, those in $XDG_CONFIG_HOME/gpudb/queries
/// (else ~/.config/gpudb/queries), and those in --queries DIR. Parameters are given with
/// -p name=value and bound by SQLite, never pasted into the SQL. Queries run on a read-only
/// connection. When a query stops at its limit parameter, a note on stderr says how many rows
/// there are in all, from its rows_without_limit column (-p limit=all shows them); a query's
/// note column (a target speed no series reaches …) is said on stderr too, and an empty answer
/// without one names the parameters given. A query may
/// choose the columns its table shows first; --wide shows every column, --columns the ones you
/// name.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb query cheapest-70b
  gpudb query cheapest -p model=deepseek-r1 -p rate_set=sample-list-prices
  gpudb query throughput-by-accelerator -p min_params_b=60 -p max_params_b=80 --format csv
  gpudb query cheapest -p limit=all --columns rank,usd_per_m_output_tokens,served_on --format csv
  gpudb query cheapest-70b --wide"#)]
pub struct Args {
    /// Name of the saved query
    pub name: String,

    /// A parameter, as name=value (repeatable)
    #[arg(short = 'p', long = "param", value_name = "NAME=VALUE", value_parser = parse_param)]
    pub params: Vec<(String, String)>,

    /// Another folder of saved queries (.sql files)
    #[arg(long, value_name = "DIR")]
    pub queries: Option<PathBuf>,

    /// Print to the terminal directly, without the pager
    ///
    /// A table for a terminal goes through $GPUDB_PAGER, else $PAGER, else less (with LESS=FRX
    /// unless LESS is set: it quits at once when the answer fits the screen, and leaves the
    /// first screen, rank 1 included, shown when you quit). Empty or cat: no pager. Output to a
    /// pipe or a file, and --format other than table, never goes through it.
    #[arg(long)]
    pub no_pager: bool,

    #[command(flatten)]
    pub format: FormatArg,
}

pub fn run(db: &Path, args: Args) -> Result<()> {
    let mut opts = args.format.options()?;
    let all = saved::load(args.queries.as_deref())?;
    let query = saved::find(&all, &args.name)?;
    let conn = crate::store::open_read_only(db)?;
    let mut stmt = saved::prepare(&conn, query, &args.params, db)?;
    crate::params::check_known(&conn, &query.name, &query.params, &args.params)?;
    opts.default_columns = query.columns.clone();
    // Until the end of the command: the notes below go to the pager after the table.
    let _pager = crate::output::pager::start(&mut opts, args.no_pager);
    let printed = rows::print(&conn, &mut stmt, &opts, crate::error::Error::from)?;
    if let Some(total) = printed.rows_without_limit.filter(|&n| n > printed.rows) {
        crate::msg::note(&format!(
            "note: showing {} of {} rows; -p limit=all shows every row",
            crate::output::thousands(printed.rows),
            crate::output::thousands(total)
        ));
    }
    if let Some(note) = printed.note {
        crate::msg::note(&crate::msg::escape(&note));
    } else if printed.rows == 0 && printed.rows_without_limit.unwrap_or(0) == 0 {
        crate::msg::note(&crate::msg::escape(&empty_note(&query.name, &args.params)));
    }
    Ok(())
}

/// What an empty answer says when its query has no reason of its own (no `note` column): the
/// filters given, and where to look next, so that no answer is an unexplained `(0 rows)`.
fn empty_note(name: &str, params: &[(String, String)]) -> String {
    if params.is_empty() {
        return format!(
            "note: no row: this database has nothing query {name} reads; gpudb queries {name} \
             says what it reads, gpudb import adds data"
        );
    }
    let given: Vec<String> = params.iter().map(|(k, v)| format!("-p {k}={v}")).collect();
    format!(
        "note: no row passes {}; gpudb query {name} without them shows what there is, gpudb \
         queries {name} what each parameter means",
        given.join(" ")
    )
}
