//! `gpudb queries`: list the saved queries.

use crate::cli::FormatArg;
use crate::error::Result;
use crate::output::{self, ResultSet};
use rusqlite::types::Value;
use std::path::PathBuf;

/// List the saved queries with their titles and parameters
///
/// Built-in queries come first, then those in your query folder
/// ($XDG_CONFIG_HOME/gpudb/queries, else ~/.config/gpudb/queries) and in --queries DIR.
///
/// Examples:
///   gpudb queries
///   gpudb queries --format json
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Another folder of saved queries (.sql files)
    #[arg(long, value_name = "DIR")]
    pub queries: Option<PathBuf>,

    #[command(flatten)]
    pub format: FormatArg,
}

pub fn run(args: Args) -> Result<()> {
    let opts = args.format.options()?;
    let (all, warnings) = crate::queries::all(args.queries.as_deref())?;
    for w in &warnings {
        crate::msg::warn(w);
    }
    let text = |s: &str| Value::Text(s.to_string());
    let rows = all
        .iter()
        .map(|q| {
            let params: Vec<String> = q
                .params
                .iter()
                .map(|p| {
                    let kind = match p.kind {
                        crate::queries::Kind::Number => " (number)",
                        crate::queries::Kind::Integer => " (integer)",
                        crate::queries::Kind::Text => "",
                    };
                    match &p.default {
                        Some(d) => format!("{}={d}{kind}", p.name),
                        None => format!("{}{kind} (required)", p.name),
                    }
                })
                .collect();
            vec![
                text(&q.name),
                text(&q.title),
                text(&params.join(", ")),
                text(&q.origin),
                text(&q.description),
            ]
        })
        .collect();
    let rs = ResultSet {
        columns: ["name", "title", "parameters", "origin", "description"]
            .map(String::from)
            .to_vec(),
        rows,
    };
    output::print(&rs, opts)?;
    Ok(())
}
