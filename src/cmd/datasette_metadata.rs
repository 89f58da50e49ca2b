//! `gpudb datasette-metadata`: a Datasette metadata file describing the database.

use crate::error::Result;
use serde_json::{json, Map, Value};
use std::path::{Path, PathBuf};

/// Write Datasette metadata: descriptions, units, sources and the saved queries as canned queries
///
/// The file describes every table, view and column (with its unit), each dataset's title,
/// license and source, and every saved query as a Datasette canned query with its title,
/// description and parameters. Datasette names the database after the file's stem, so pass
/// --database-name if you serve it under another name.
///
/// Examples:
///   gpudb datasette-metadata -o metadata.json
///   datasette serve "$(gpudb path)" --metadata metadata.json
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Write to this file instead of standard output
    #[arg(short = 'o', long, value_name = "FILE")]
    pub output: Option<PathBuf>,

    /// Database name in Datasette [default: the database file's stem]
    #[arg(long)]
    pub database_name: Option<String>,

    /// Another folder of saved queries to include
    #[arg(long, value_name = "DIR")]
    pub queries: Option<PathBuf>,
}

pub fn run(db: &Path, args: Args) -> Result<()> {
    let conn = crate::store::open_read_only(db)?;
    let name = args.database_name.unwrap_or_else(|| {
        db.file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "gpudb".into())
    });

    let mut tables = Map::new();
    let mut stmt = conn.prepare(
        "SELECT table_name, column_name, description, unit FROM schema_docs
         ORDER BY table_name, column_name = '' DESC, rowid",
    )?;
    let mut rows = stmt.query([])?;
    while let Some(r) = rows.next()? {
        let (table, column, description, unit): (String, String, String, Option<String>) =
            (r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?);
        let entry = tables
            .entry(table)
            .or_insert_with(|| json!({ "columns": {} }));
        if column.is_empty() {
            entry["description"] = Value::String(description);
        } else {
            let text = match unit {
                Some(u) => format!("{description} Unit: {u}."),
                None => description,
            };
            entry["columns"][column] = Value::String(text);
        }
    }

    // Each dataset's own title, license and source, on the tables its rows are in.
    let mut stmt = conn.prepare(
        "SELECT name, coalesce(title, name), license, source_url, data_url FROM datasets ORDER BY id",
    )?;
    let provenance: Vec<String> = stmt
        .query_map([], |r| {
            let (name, title): (String, String) = (r.get(0)?, r.get(1)?);
            let (license, source, data): (Option<String>, Option<String>, Option<String>) =
                (r.get(2)?, r.get(3)?, r.get(4)?);
            let mut s = format!("{title} ({name})");
            if let Some(l) = license {
                s.push_str(&format!(", license: {l}"));
            }
            if let Some(u) = source.or(data) {
                s.push_str(&format!(", source: {u}"));
            }
            Ok(s)
        })?
        .collect::<rusqlite::Result<_>>()?;
    for t in ["runs", "api_prices", "datasets", "run_costs"] {
        if let Some(entry) = tables.get_mut(t) {
            let d = entry["description"].as_str().unwrap_or("").to_string();
            entry["description"] = Value::String(format!(
                "{d} Datasets: {}. Every row links its source URL.",
                provenance.join("; ")
            ));
        }
    }

    let (queries, warnings) = crate::queries::all(args.queries.as_deref())?;
    for w in &warnings {
        crate::msg::warn(w);
    }
    let mut canned = Map::new();
    for q in &queries {
        let params: Vec<String> = q
            .params
            .iter()
            .map(|p| match &p.default {
                Some(d) if !d.is_empty() => format!("{} (default {d}): {}", p.name, p.description),
                _ => format!("{}: {}", p.name, p.description),
            })
            .collect();
        let mut description = q.description.clone();
        if !params.is_empty() {
            description.push_str(" Parameters — ");
            description.push_str(&params.join("; "));
        }
        canned.insert(
            q.name.clone(),
            json!({
                "sql": q.sql,
                "title": q.title,
                "description": description,
                "params": q.params.iter().map(|p| p.name.clone()).collect::<Vec<_>>(),
            }),
        );
    }

    let metadata = json!({
        "title": "gpudb: LLM inference throughput and cost per million tokens",
        "description": "Published LLM-inference throughput figures (tokens/s per GPU) and API \
            prices, with the cost per million output tokens at any GPU rental rate \
            (views run_costs and api_vs_self_hosted). Start with the canned queries.",
        "source": "Published benchmarks; see the datasets and sources tables",
        "databases": {
            name: {
                "description": format!("Datasets: {}.", provenance.join("; ")),
                "tables": tables,
                "queries": canned,
            }
        }
    });
    let text = serde_json::to_string_pretty(&metadata).map_err(std::io::Error::from)? + "\n";
    match args.output {
        Some(path) => std::fs::write(&path, text).map_err(|e| {
            crate::error::Error::Other(format!("cannot write {}: {e}", path.display()))
        })?,
        None => {
            use std::io::Write;
            std::io::stdout().lock().write_all(text.as_bytes())?;
        }
    }
    Ok(())
}
