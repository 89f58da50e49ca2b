//! `gpudb chart NAME -o FILE.svg`: draw a saved query's result as the chart its header declares.

use crate::cmd::args::parse_param;
use crate::cmd::{rows, saved};
use crate::error::{Error, Result};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Draw a saved query's result as an SVG chart
///
/// The chart is the one declared in the query's header by a line such as
/// `-- chart: hbar x=served_on y=usd_per_m_output_tokens top=25` (see the README, "Charts").
/// Parameters are given as for gpudb query. Axis titles carry the units the database documents
/// for each column (gpudb schema); the caption names the sources and rate sets of the rows
/// drawn. Only SVG is written: open it in a browser, or convert it with rsvg-convert or Inkscape.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb chart cheapest-70b -o cheapest-70b.svg
  gpudb chart cheapest-70b -p rate_set=sample-list-prices -o cheapest-70b.svg
  gpudb chart throughput-by-accelerator -p min_params_b=60 -p max_params_b=80 -o throughput.svg
  gpudb chart throughput-vs-interactivity -p model=deepseek-r1 -o pareto.svg
  gpudb chart frontier -p model=deepseek-r1 -p tokens_per_sec_per_user=40 -o frontier.svg"#)]
pub struct Args {
    /// Name of the saved query (one with a '-- chart:' line; gpudb queries lists them)
    pub name: String,

    /// A parameter, as name=value (repeatable)
    #[arg(short = 'p', long = "param", value_name = "NAME=VALUE", value_parser = parse_param)]
    pub params: Vec<(String, String)>,

    /// SVG file to write ('-' for standard output)
    #[arg(short = 'o', long = "output", value_name = "FILE.svg")]
    pub output: PathBuf,

    /// Another folder of saved queries (.sql files)
    #[arg(long, value_name = "DIR")]
    pub queries: Option<PathBuf>,

    /// The caption: "short" (at most 3 lines, the default) or "full" (every source, citation
    /// and note)
    #[arg(long, value_name = "HOW", default_value = "short", value_parser = ["short", "full"])]
    pub caption: String,
}

pub fn run(db: &Path, args: Args) -> Result<()> {
    let ext = args
        .output
        .extension()
        .map(|e| e.to_string_lossy().to_lowercase());
    if matches!(ext.as_deref(), Some("png" | "jpg" | "jpeg" | "pdf")) {
        // plotters draws text into bitmaps only with system fonts (font-kit) or a bundled
        // font file; SVG needs neither.
        return Err(Error::Usage(format!(
            "gpudb writes charts as SVG only, not {}: use -o {}, then convert it if you \
             need to (rsvg-convert -o chart.png chart.svg)",
            ext.unwrap_or_default(),
            args.output.with_extension("svg").display()
        )));
    }
    let all = saved::load(args.queries.as_deref())?;
    let query = saved::find(&all, &args.name)?;
    let spec = query.chart.as_ref().ok_or_else(|| {
        let with: Vec<&str> = all
            .iter()
            .filter(|q| q.chart.is_some())
            .map(|q| q.name.as_str())
            .collect();
        Error::Usage(format!(
            "saved query '{}' ({}) declares no chart: add a header line such as \
             '-- chart: bar x=COLUMN y=COLUMN' to a copy of it, saved under another name in your query folder (see the \
             README, \"Charts\"); queries with a chart: {}",
            query.name,
            query.origin,
            with.join(", ")
        ))
    })?;
    let params = every_point(spec, query, &args.params);
    let conn = crate::store::open_read_only(db)?;
    let mut stmt = saved::prepare(&conn, query, &params, db)?;
    // A typo in a model or workload is an error naming the closest value, not "no rows".
    crate::params::check_known(&conn, &query.name, &query.params, &params)?;
    let rs = rows::collect(&mut stmt)?;
    let ctx = crate::chart::Context {
        units: units(&conn, &rs.columns)?,
        no_source: no_source(&conn)?,
        full_caption: args.caption == "full",
        params: as_run(query, &params),
        caveats: caveat_titles(&conn)?,
    };
    let svg = crate::chart::render(spec, &query.title, &rs, &ctx)
        .map_err(|e| Error::Other(format!("chart of '{}': {e}", query.name)))?;
    if args.output == Path::new("-") {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        out.write_all(svg.as_bytes())?;
        out.flush()?;
        return Ok(());
    }
    std::fs::write(&args.output, svg).map_err(|e| {
        Error::Other(format!(
            "cannot write the chart to {}: {e}",
            args.output.display()
        ))
    })
}

/// The parameters to bind: those given, and `limit=all` for a chart that draws every row (line,
/// scatter, frontier) of a query that shows at most `limit` rows as a table, unless a limit is
/// given: the table's default page is not the chart's points.
fn every_point(
    spec: &crate::chart::spec::Spec,
    query: &crate::queries::Query,
    given: &[(String, String)],
) -> Vec<(String, String)> {
    use crate::chart::spec::Kind;
    let mut params = given.to_vec();
    let draws_every_row = matches!(spec.kind, Kind::Line | Kind::Scatter | Kind::Frontier);
    if draws_every_row
        && query.params.iter().any(|p| p.name == "limit")
        && !given.iter().any(|(name, _)| name == "limit")
    {
        params.push(("limit".to_string(), "all".to_string()));
    }
    params
}

/// The parameters the query ran with, as `-p` takes them: those given, in their order (the
/// last of a name given twice), then the others' defaults.
fn as_run(query: &crate::queries::Query, given: &[(String, String)]) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for (name, value) in given {
        out.retain(|(n, _)| n != name);
        out.push((name.clone(), value.clone()));
    }
    for p in &query.params {
        if !out.iter().any(|(n, _)| *n == p.name) {
            out.push((p.name.clone(), p.default.clone().unwrap_or_default()));
        }
    }
    out
}

/// Each caveat code's title, for the key of a cost chart's caveats.
fn caveat_titles(conn: &rusqlite::Connection) -> Result<HashMap<String, String>> {
    let mut stmt = conn.prepare("SELECT code, title FROM caveat_codes")?;
    let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The unit schema_docs gives each column, by name. A query's own column that is not
/// documented takes the unit of the longest documented name it ends with
/// (`best_tokens_per_sec_per_gpu` → `tokens_per_sec_per_gpu`, tokens/s/GPU): names carry units.
fn units(conn: &rusqlite::Connection, columns: &[String]) -> Result<HashMap<String, String>> {
    // One name can carry different units in different tables (usd_per_m_output_tokens is
    // "USD/1M tokens" in api_prices): the cost views, which saved queries read, win.
    let mut stmt = conn.prepare(
        "SELECT unit FROM schema_docs WHERE column_name = ?1 AND unit IS NOT NULL
         GROUP BY unit
         ORDER BY max(table_name IN ('cost_options', 'run_costs')) DESC, count(*) DESC, unit
         LIMIT 1",
    )?;
    let mut out = HashMap::new();
    for column in columns {
        let suffixes = std::iter::once(column.as_str())
            .chain(column.match_indices('_').map(|(i, _)| &column[i + 1..]));
        for name in suffixes {
            let unit: Option<String> =
                stmt.query_row([name], |r| r.get(0))
                    .map(Some)
                    .or_else(|e| match e {
                        rusqlite::Error::QueryReturnedNoRows => Ok(None),
                        e => Err(e),
                    })?;
            if let Some(u) = unit {
                out.insert(column.clone(), u);
                break;
            }
        }
    }
    Ok(out)
}

/// The caption's source line for a query whose rows do not say where they come from.
fn no_source(conn: &rusqlite::Connection) -> Result<String> {
    let mut stmt = conn.prepare("SELECT coalesce(title, name) FROM datasets ORDER BY name")?;
    let names = stmt
        .query_map([], |r| r.get::<_, String>(0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(format!(
        "The rows do not name their sources; the database's datasets: {}.",
        names.join("; ")
    ))
}
