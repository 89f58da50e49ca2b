//! `gpudb datasette-metadata`: a Datasette metadata file describing the database, and the
//! configuration file (`datasette.yaml`) that Datasette 1.x reads canned queries from.

use crate::error::Result;
use crate::queries::Query;
use serde_json::{json, Map, Value};
use std::path::{Path, PathBuf};

/// Write Datasette metadata: descriptions, units, sources and the saved queries as canned queries
///
/// The file describes every table, view and column (with its unit), each dataset's title,
/// license and source, and every saved query as a Datasette canned query with its title,
/// description and parameters. Datasette names the database after the file's stem, so pass
/// --database-name if you serve it under another name. A saved query named like a table or
/// view (sources) is the canned query NAME-query, so that the table stays reachable.
///
/// Datasette 0.65 reads canned queries from the metadata; Datasette 1.x reads them from its
/// configuration file instead: --config FILE writes that too (datasette.yaml, with the canned
/// queries and their descriptions). Each query's defaults are in its SQL, so a form left empty
/// gives the rows `gpudb query NAME` gives.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb datasette-metadata -o metadata.json
  datasette serve "$(gpudb path)" --metadata metadata.json
  gpudb datasette-metadata -o metadata.json --config datasette.yaml
  datasette serve "$(gpudb path)" --metadata metadata.json --config datasette.yaml"#)]
pub struct Args {
    /// Write to this file instead of standard output
    #[arg(short = 'o', long, value_name = "FILE")]
    pub output: Option<PathBuf>,

    /// Also write a Datasette 1.x configuration file (datasette.yaml) with the canned queries
    #[arg(short = 'c', long, value_name = "FILE")]
    pub config: Option<PathBuf>,

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
    let mut tables = tables(&conn)?;
    let provenance = provenance(&conn)?;
    for t in ["runs", "api_prices", "datasets", "run_costs"] {
        if let Some(entry) = tables.get_mut(t) {
            let d = entry["description"].as_str().unwrap_or("").to_string();
            entry["description"] = Value::String(format!(
                "{d} Datasets: {}. Every row links its source URL.",
                provenance.join("; ")
            ));
        }
    }
    let queries = crate::cmd::saved::load(args.queries.as_deref())?;
    let canned = canned(&conn, &queries)?;
    // Datasette 1.x reads `hidden` from its configuration, 0.65 from the metadata: both get it.
    let hidden: Map<String, Value> = tables
        .iter()
        .filter(|(_, t)| t["hidden"] == true)
        .map(|(n, _)| (n.clone(), json!({ "hidden": true })))
        .collect();
    let config = json!({ "databases": { &name: { "queries": canned.clone(), "tables": hidden } } });
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
    if let Some(path) = &args.config {
        let text = "# Datasette 1.x configuration, written by gpudb datasette-metadata --config:\n\
                    # the saved queries as canned queries.\n"
            .to_string()
            + &yaml::document(&config);
        write_file(path, &text)?;
    }
    let text = serde_json::to_string_pretty(&metadata).map_err(std::io::Error::from)? + "\n";
    match args.output {
        Some(path) => write_file(&path, &text)?,
        None => {
            use std::io::Write;
            std::io::stdout().lock().write_all(text.as_bytes())?;
        }
    }
    Ok(())
}

/// Each table's and view's description and its columns' (with their units), from schema_docs.
fn tables(conn: &rusqlite::Connection) -> Result<Map<String, Value>> {
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
    // The internal tables and views (stores, counters, bookkeeping: the `_gpudb_` prefix) are
    // hidden, as Datasette hides its own: the public schema is what users see.
    let mut stmt = conn.prepare(
        "SELECT name FROM sqlite_schema WHERE type IN ('table', 'view')
           AND substr(name, 1, 7) = '_gpudb_' ORDER BY name",
    )?;
    let internal: Vec<String> = stmt
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    for name in internal {
        let entry = tables.entry(name).or_insert_with(|| json!({}));
        entry["hidden"] = Value::Bool(true);
    }
    Ok(tables)
}

/// Each dataset's own title, license and source, one line each: said on the tables its rows are
/// in, and on the database.
fn provenance(conn: &rusqlite::Connection) -> Result<Vec<String>> {
    let mut stmt = conn.prepare(
        "SELECT name, coalesce(title, name), license, source_url, data_url FROM datasets ORDER BY id",
    )?;
    let provenance = stmt
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
    Ok(provenance)
}

/// The saved queries as Datasette canned queries, by the name each is served under.
fn canned(conn: &rusqlite::Connection, queries: &[Query]) -> Result<Map<String, Value>> {
    // Datasette serves a table and a canned query of the same name at one URL: 0.65 shows the
    // query, 1.x the table. A saved query named like a table or view (`sources`) is therefore
    // served as `NAME-query`, so both can be reached, and alike in both versions.
    let taken: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type IN ('table', 'view')")?
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let mut canned = Map::new();
    for q in queries {
        let canned_name = if taken.contains(&q.name) {
            format!("{}-query", q.name)
        } else {
            q.name.clone()
        };
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
            canned_name,
            json!({
                "sql": q.sql,
                "title": q.title,
                "description": description,
                "params": q.params.iter().map(|p| p.name.clone()).collect::<Vec<_>>(),
            }),
        );
    }
    Ok(canned)
}

fn write_file(path: &Path, text: &str) -> Result<()> {
    std::fs::write(path, text)
        .map_err(|e| crate::error::Error::Other(format!("cannot write {}: {e}", path.display())))
}

/// A small YAML writer for the configuration: block mappings and sequences, strings as JSON
/// strings (a JSON string is a YAML double-quoted scalar) or, for multi-line SQL, literal
/// blocks that keep it readable. Enough for JSON-shaped data; no YAML crate needed.
mod yaml {
    use serde_json::Value;

    pub fn document(v: &Value) -> String {
        let mut out = String::new();
        node(&mut out, v, 0);
        out
    }

    /// Write `v` as the value of a key (or item) already written, at nesting `indent`.
    fn node(out: &mut String, v: &Value, indent: usize) {
        let pad = "  ".repeat(indent);
        match v {
            Value::Object(m) if !m.is_empty() => {
                for (k, v) in m {
                    out.push_str(&format!("{pad}{}:", key(k)));
                    value(out, v, indent);
                }
            }
            Value::Array(a) if !a.is_empty() => {
                for v in a {
                    out.push_str(&format!("{pad}-"));
                    value(out, v, indent);
                }
            }
            other => out.push_str(&format!("{pad}{}\n", inline(other, indent))),
        }
    }

    /// The rest of a `key:` or `-` line: an inline value, or a nested block below it.
    fn value(out: &mut String, v: &Value, indent: usize) {
        match v {
            Value::Object(m) if !m.is_empty() => {
                out.push('\n');
                node(out, v, indent + 1);
            }
            Value::Array(a) if !a.is_empty() => {
                out.push('\n');
                node(out, v, indent + 1);
            }
            other => out.push_str(&format!(" {}\n", inline(other, indent + 1))),
        }
    }

    fn inline(v: &Value, indent: usize) -> String {
        match v {
            Value::String(s) => block(s, indent).unwrap_or_else(|| scalar(s)),
            Value::Object(_) => "{}".into(),
            Value::Array(_) => "[]".into(),
            other => other.to_string(), // null, true, numbers: the same in YAML
        }
    }

    /// A mapping key: plain when it is a name YAML reads as that string, else quoted.
    fn key(k: &str) -> String {
        let plain = k.starts_with(|c: char| c.is_ascii_alphabetic())
            && k.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
            && !["y", "n", "yes", "no", "on", "off", "true", "false", "null"]
                .contains(&k.to_ascii_lowercase().as_str());
        if plain {
            k.to_string()
        } else {
            scalar(k)
        }
    }

    /// A JSON string, with the characters YAML reads as line breaks or a BOM escaped too.
    fn scalar(s: &str) -> String {
        let json = serde_json::to_string(s).expect("a string serializes");
        json.replace('\u{85}', "\\u0085")
            .replace('\u{2028}', "\\u2028")
            .replace('\u{2029}', "\\u2029")
            .replace('\u{feff}', "\\ufeff")
    }

    /// A literal block (`|`) for multi-line text, when it can hold `s` exactly.
    fn block(s: &str, indent: usize) -> Option<String> {
        let plain = |c: char| {
            c == '\n' || c == '\t' || !(c.is_control() || "\u{2028}\u{2029}\u{feff}".contains(c))
        };
        let body = s.strip_suffix('\n')?; // `|` keeps exactly one final newline
        if !body.contains('\n')
            || !s.chars().all(plain)
            || body.ends_with('\n')
            || body.starts_with([' ', '\t', '\n'])
            || body.lines().any(|l| l.ends_with([' ', '\t']))
        {
            return None;
        }
        let pad = "  ".repeat(indent);
        let mut out = String::from("|");
        for line in body.split('\n') {
            out.push('\n');
            if !line.is_empty() {
                out.push_str(&pad);
                out.push_str(line);
            }
        }
        Some(out)
    }

    #[cfg(test)]
    mod tests {
        use super::*;
        use serde_json::json;

        #[test]
        fn writes_block_yaml() {
            let v = json!({"databases": {"gpudb": {"queries": {"q": {
                "sql": "SELECT 1\n  FROM t\n\nWHERE a = ':x';\n",
                "title": "it's \"x\"",
                "params": ["a", "b"],
                "one": "no newline\nat end",
                "empty": [],
            }}}}});
            assert_eq!(
                document(&v),
                "databases:\n  gpudb:\n    queries:\n      q:\n        \
                 sql: |\n          SELECT 1\n            FROM t\n\n          WHERE a = ':x';\n        \
                 title: \"it's \\\"x\\\"\"\n        params:\n          - \"a\"\n          - \"b\"\n        \
                 one: \"no newline\\nat end\"\n        empty: []\n"
            );
        }
    }
}
