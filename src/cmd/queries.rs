//! `gpudb queries [NAME]`: list the saved queries, or show one with its parameters and SQL.

use crate::cmd::args::FormatArg;
use crate::cmd::saved;
use crate::error::Result;
use crate::output::{self, Format, ResultSet};
use crate::queries::summary::{self, kind_name};
use crate::queries::{self, Kind, Param, Query};
use rusqlite::types::Value;
use serde_json::json;
use std::path::PathBuf;

/// List the saved queries with their titles, or show one
///
/// Built-in queries come first, then those in your query folder
/// ($XDG_CONFIG_HOME/gpudb/queries, else ~/.config/gpudb/queries) and in --queries DIR.
/// The list gives each query's name and title; --long adds its preset (a query that is another
/// with other defaults names it), parameters, origin and description. Tables fit the terminal, or 80 columns when output goes to a pipe or file
/// (--width 0: no limit), with long text wrapped at words. With a NAME, shows that query: its title, description, parameters (type, default,
/// meaning) and SQL. --format json gives each parameter as an object (name, type, default,
/// required, description); with a NAME, one object that has the SQL too.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb queries
  gpudb queries --long
  gpudb queries --format json
  gpudb queries cheapest
  gpudb queries cheapest --format json"#)]
pub struct Args {
    /// Show only this query, with its parameters and SQL
    pub name: Option<String>,

    /// Another folder of saved queries (.sql files)
    #[arg(long, value_name = "DIR")]
    pub queries: Option<PathBuf>,

    /// List each query's parameters, origin and description too
    #[arg(long)]
    pub long: bool,

    #[command(flatten)]
    pub format: FormatArg,
}

pub fn run(args: Args) -> Result<()> {
    let mut opts = args.format.options()?;
    // Prose for people: wrapped to the terminal ($COLUMNS, else its size), and 80 columns wide
    // where no terminal says otherwise. The width is set here, not left to the table, because
    // the description is wrapped before any table is written.
    opts.wrap = true;
    if opts.width.is_none() {
        opts.width = Some(output::terminal_width().unwrap_or(PIPE_WIDTH));
    }
    let all = saved::load(args.queries.as_deref())?;
    if let Some(name) = &args.name {
        return show(saved::find(&all, name)?, opts);
    }
    if matches!(opts.format, Format::Json | Format::Jsonl) {
        let list: Vec<serde_json::Value> = all.iter().map(summary::json).collect();
        if opts.format == Format::Jsonl {
            for q in &list {
                output::print_json(q, Format::Jsonl)?;
            }
            return Ok(());
        }
        output::print_json(&serde_json::Value::Array(list), Format::Json)?;
        return Ok(());
    }
    let text = |s: &str| Value::Text(s.to_string());
    let long = args.long || !opts.format.for_people();
    let rows = all
        .iter()
        .map(|q| {
            let params: Vec<String> = q.params.iter().map(param_summary).collect();
            let preset = q.preset.as_ref().map(queries::preset::summary);
            let mut row = vec![text(&q.name), text(&q.title)];
            if !long {
                // A preset names its base, so the list says which query it is a view of.
                if let Some(p) = &q.preset {
                    row[1] = text(&format!("{} (preset of {})", q.title, p.base));
                }
            } else {
                row.extend([
                    preset.as_deref().map_or(Value::Null, text),
                    text(&params.join(", ")),
                    text(&q.origin),
                    text(&q.description),
                ]);
            }
            row
        })
        .collect();
    let columns: &[&str] = if long {
        &[
            "name",
            "title",
            "preset",
            "parameters",
            "origin",
            "description",
        ]
    } else {
        &["name", "title"]
    };
    let rs = ResultSet {
        columns: columns.iter().map(|c| c.to_string()).collect(),
        rows,
    };
    if long && opts.format == Format::Table {
        // Five columns do not fit a terminal side by side: one block per query.
        return print_blocks(&rs, &opts);
    }
    let table = opts.format == Format::Table;
    output::print(&rs, opts)?;
    if !long && table {
        println!(
            "\n(--long: parameters and descriptions; gpudb queries NAME: one query and its SQL)"
        );
    }
    Ok(())
}

/// Width of tables and prose written to a pipe or file, unless --width says otherwise.
const PIPE_WIDTH: usize = 80;

/// `--long` as a table: each query as a block of `field: value` lines, values wrapped.
fn print_blocks(rs: &ResultSet, opts: &output::Options) -> Result<()> {
    use std::io::Write;
    let width = opts.width.filter(|w| *w > 0);
    let mut out = std::io::stdout().lock();
    for (i, row) in rs.rows.iter().enumerate() {
        if i > 0 {
            writeln!(out)?;
        }
        for (name, v) in rs.columns.iter().zip(row) {
            let Value::Text(t) = v else { continue };
            let label = format!("{name:<11} ");
            let lines = output::wrap_text(&safe(t), width.map(|w| w.saturating_sub(12)));
            for (k, line) in lines.iter().enumerate() {
                let lead = if k == 0 {
                    label.as_str()
                } else {
                    "            "
                };
                writeln!(out, "{lead}{line}")?;
            }
        }
    }
    out.flush()?;
    Ok(())
}

/// Text from a file anyone may have written, escaped like table cells.
fn safe(s: &str) -> String {
    crate::msg::escape(s).into_owned()
}

/// `name=default (type)`, as the list's table shows a parameter.
fn param_summary(p: &Param) -> String {
    let kind = match p.kind {
        Kind::Text => String::new(),
        k => format!(" ({})", kind_name(k)),
    };
    match &p.default {
        Some(d) => format!("{}={d}{kind}", p.name),
        None => format!("{}{kind} (required)", p.name),
    }
}

/// One query: JSON with its SQL; for people, its header, a table of parameters and the SQL.
fn show(q: &Query, opts: output::Options) -> Result<()> {
    if matches!(opts.format, Format::Json | Format::Jsonl) {
        let mut v = summary::json(q);
        v["sql"] = json!(q.sql);
        output::print_json(&v, opts.format)?;
        return Ok(());
    }
    let text = |s: &str| Value::Text(s.to_string());
    let params = ResultSet {
        columns: ["parameter", "type", "default", "description"]
            .map(String::from)
            .to_vec(),
        rows: q
            .params
            .iter()
            .map(|p| {
                vec![
                    text(&p.name),
                    text(kind_name(p.kind)),
                    p.default.as_deref().map_or(Value::Null, text),
                    text(&p.description),
                ]
            })
            .collect(),
    };
    if opts.format == Format::Csv {
        output::print(&params, opts)?; // a program wants the rows alone
        return Ok(());
    }
    use std::io::Write;
    // The header and SQL come from a file anyone may have written: escaped like table cells.
    let sql: String = q.sql.lines().map(|l| safe(l) + "\n").collect();
    let markdown = opts.format == Format::Markdown;
    let mut out = std::io::stdout().lock();
    if markdown {
        writeln!(out, "## {} — {}\n", safe(&q.name), safe(&q.title))?;
    } else {
        writeln!(out, "{}: {}", safe(&q.name), safe(&q.title))?;
    }
    let description = output::wrap_text(&safe(&q.description), opts.width.filter(|w| *w > 0));
    let preset = q.preset.as_ref().map_or(String::new(), |p| {
        format!("preset: {}\n", safe(&queries::preset::summary(p)))
    });
    writeln!(
        out,
        "origin: {}\n{preset}\n{}\n",
        safe(&q.origin),
        description.join("\n")
    )?;
    if q.params.is_empty() {
        writeln!(out, "No parameters.\n")?;
    } else {
        writeln!(
            out,
            "Parameters (-p name=value; empty: the default; none or all: no bound or limit):\n"
        )?;
        out.flush()?;
        drop(out);
        output::print(&params, opts)?;
        out = std::io::stdout().lock();
        writeln!(out)?;
    }
    if markdown {
        write!(out, "```sql\n{sql}```\n")?;
    } else {
        write!(out, "SQL:\n{sql}")?;
    }
    out.flush()?;
    Ok(())
}
