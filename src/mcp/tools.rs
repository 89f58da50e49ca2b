//! The MCP server's tools: each is a name, a description for the agent, the JSON Schema of its
//! arguments, and a call into the library that the command line uses too (saved queries with
//! their binder and checks, the read-only guard of `gpudb sql`, `schema_docs`, a run's story).
//! A tool that fails answers with the message a person would get (`isError`), so that the agent
//! can correct itself; only a tool that does not exist is a protocol error.

use super::answer::{self, MAX_ROWS};
use crate::error::{Error, Result};
use serde_json::{json, Map, Value as Json};
use std::path::{Path, PathBuf};

/// One tool: what `tools/list` says of it.
struct Tool {
    name: &'static str,
    title: &'static str,
    description: &'static str,
    /// The properties of its arguments (JSON Schema) and the required ones.
    arguments: fn() -> (Json, &'static [&'static str]),
}

const TOOLS: &[Tool] = &[
    Tool {
        name: "list_queries",
        title: "List the saved queries",
        description: "The saved queries (reviewed answers such as cheapest-70b, cheapest, \
            cost-at-interactivity, api-vs-self-hosted), each with its title, description and \
            parameters (name, type, default, required, meaning). Run one with run_query.",
        arguments: || (json!({}), &[]),
    },
    Tool {
        name: "run_query",
        title: "Run a saved query",
        description: "Run one saved query by name with parameters, as `gpudb query NAME -p \
            name=value` does: each parameter is checked against its declared type, bounds and \
            known values, and an empty value means its default. Gives the rows as JSON objects \
            (at most max_rows) and notes: how many rows there are in all when the query stops \
            at its limit parameter, and what the query says about its answer.",
        arguments: || {
            (
                json!({
                    "name": {"type": "string", "description": "The saved query's name (list_queries)"},
                    "params": params_schema("The query's parameters by name, e.g. {\"model\": \"llama-3.3-70b\", \"limit\": \"all\"}"),
                    "max_rows": max_rows_schema(),
                }),
                &["name"],
            )
        },
    },
    Tool {
        name: "query_sql",
        title: "Run read-only SQL",
        description: "Run one SQLite statement on the database, read-only, as `gpudb sql` \
            does without --write: a statement that would change the database or reach another \
            file (INSERT, UPDATE, DELETE, CREATE, DROP, VACUUM INTO, ATTACH, a PRAGMA that sets \
            a value) is refused. Named parameters (:name) are bound as text from params. Gives \
            at most max_rows rows (5,000). The tables and views, with what each column holds and \
            its unit: describe_schema.",
        arguments: || {
            (
                json!({
                    "sql": {"type": "string", "description": "One SQLite statement (SELECT, WITH …, or a reading PRAGMA)"},
                    "params": params_schema("Values for the statement's :name parameters, bound as text (CAST(:n AS REAL) where a number is needed)"),
                    "max_rows": max_rows_schema(),
                }),
                &["sql"],
            )
        },
    },
    Tool {
        name: "describe_schema",
        title: "Describe the tables and views",
        description: "Without a table: every table and view with its description. With one: \
            its columns, each with its type, unit and description (from schema_docs, the same \
            text gpudb schema, the sqlite3 shell and Datasette show).",
        arguments: || {
            (
                json!({"table": {"type": "string", "description": "A table or view to describe column by column"}}),
                &[],
            )
        },
    },
    Tool {
        name: "show_run",
        title: "Show one figure's story",
        description: "One run (a published throughput figure) with everything gpudb knows \
            about it, as `gpudb show run ID --format json`: the figure and its comparison keys, \
            its dataset, record and source URL, how its tokens/s per GPU was derived, its \
            caveats, its cost per million output tokens at every rate, and the record as \
            published. Run ids are the run_id column of the cost queries.",
        arguments: || {
            (
                json!({"run_id": {"type": "integer", "description": "runs.id (run_id in the cost queries and views)"}}),
                &["run_id"],
            )
        },
    },
];

fn params_schema(description: &str) -> Json {
    json!({
        "type": "object",
        "description": description,
        "additionalProperties": {"type": ["string", "number", "null"]},
    })
}

fn max_rows_schema() -> Json {
    json!({
        "type": "integer",
        "minimum": 1,
        "maximum": MAX_ROWS,
        "description": format!("Most rows to give (default and most: {MAX_ROWS})"),
    })
}

/// What `tools/list` answers: every tool, read-only.
pub fn list() -> Json {
    TOOLS
        .iter()
        .map(|t| {
            let (properties, required) = (t.arguments)();
            json!({
                "name": t.name,
                "title": t.title,
                "description": t.description,
                "inputSchema": {
                    "type": "object",
                    "properties": properties,
                    "required": required,
                    "additionalProperties": false,
                },
                "annotations": {
                    "title": t.title,
                    "readOnlyHint": true,
                    "openWorldHint": false,
                },
            })
        })
        .collect()
}

/// The tools' shared state: where the database and the user's saved queries are. Every call
/// opens the database anew, read-only, so that an import between two calls is seen.
pub struct Tools {
    db: PathBuf,
    queries: Option<PathBuf>,
}

impl Tools {
    pub fn new(db: &Path, queries: Option<PathBuf>) -> Tools {
        Tools {
            db: db.to_path_buf(),
            queries,
        }
    }

    /// `tools/call`: the tool's result (its answer as JSON, in `structuredContent` and as text,
    /// or its error with `isError`), or, for a tool that does not exist, the message of the
    /// protocol error.
    pub fn call(&self, params: &Json) -> std::result::Result<Json, String> {
        let name = params.get("name").and_then(Json::as_str).unwrap_or("");
        let Some(tool) = TOOLS.iter().find(|t| t.name == name) else {
            let hint = crate::msg::did_you_mean(name, TOOLS.iter().map(|t| t.name));
            return Err(format!("no tool '{name}': {hint}tools/list gives them"));
        };
        let empty = Map::new();
        let outcome = match params.get("arguments") {
            None | Some(Json::Null) => Ok(&empty),
            Some(Json::Object(args)) => Ok(args),
            Some(_) => Err(Error::Usage("the arguments are a JSON object".into())),
        }
        .and_then(|args| {
            let (properties, _) = (tool.arguments)();
            known_only(args, &properties)?;
            self.run(tool.name, args)
        });
        Ok(match outcome {
            Ok(value) => json!({
                "content": [{"type": "text", "text": value.to_string()}],
                "structuredContent": value,
            }),
            Err(e) => json!({
                "content": [{"type": "text", "text": e.to_string()}],
                "isError": true,
            }),
        })
    }

    fn run(&self, tool: &str, args: &Map<String, Json>) -> Result<Json> {
        match tool {
            "list_queries" => {
                let all = crate::queries::prepare::load(self.queries.as_deref())?;
                let list: Vec<Json> = all.iter().map(crate::queries::summary::json).collect();
                Ok(json!({ "queries": list }))
            }
            "run_query" => self.run_query(args),
            "query_sql" => self.query_sql(args),
            "describe_schema" => self.describe_schema(text(args, "table")?),
            "show_run" => {
                let conn = crate::store::open_read_only(&self.db)?;
                crate::show::run_story(&conn, run_id(args)?)
            }
            _ => unreachable!("every tool of TOOLS is run here"),
        }
    }

    /// A saved query, as `gpudb query` runs it: found, prepared read-only, bound and checked.
    fn run_query(&self, args: &Map<String, Json>) -> Result<Json> {
        let name = required(text(args, "name")?, "name")?;
        let params = params(args)?;
        let all = crate::queries::prepare::load(self.queries.as_deref())?;
        let query = crate::queries::prepare::find(&all, name)?;
        let conn = crate::store::open_read_only(&self.db)?;
        let mut stmt = crate::queries::prepare::prepare(&conn, query, &params, &self.db)?;
        crate::params::check_known(&conn, &query.name, &query.params, &params)?;
        let rows = answer::read(&mut stmt, max_rows(args)?, Error::from)?;
        let mut value = rows.into_json(Some("\"params\": {\"limit\": \"all\"}"));
        value["query"] = json!(query.name);
        Ok(value)
    }

    /// Ad-hoc SQL behind `gpudb sql`'s read-only guard: the connection refuses writes
    /// (`query_only`, and an authorizer for ATTACH and pragmas that set a value), and a
    /// statement SQLite does not call read-only is refused before it runs.
    fn query_sql(&self, args: &Map<String, Json>) -> Result<Json> {
        let sql = required(text(args, "sql")?, "sql")?;
        let params = params(args)?;
        let conn = crate::store::open_read_only(&self.db)?;
        let refused = || {
            Error::Usage(format!(
                "{}: gpudb mcp only reads; to change the database, run gpudb sql --write in a \
                 terminal",
                crate::db::writes("this SQL")
            ))
        };
        let mut stmt = match conn.prepare(sql) {
            Ok(stmt) => stmt,
            Err(rusqlite::Error::MultipleStatement) => {
                return Err(Error::Usage(
                    "several statements given: run one at a time".into(),
                ))
            }
            Err(e) if crate::db::is_refused(&e) => return Err(refused()),
            Err(e) => return Err(Error::Other(format!("SQL error: {e}"))),
        };
        if !stmt.readonly() {
            return Err(refused());
        }
        crate::params::bind(&mut stmt, &crate::params::Declared::AdHoc, &params)?;
        let rows = answer::read(&mut stmt, max_rows(args)?, |e| match e {
            rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::ReadOnly => {
                refused()
            }
            e => Error::Other(format!("SQL error: {e}")),
        })?;
        Ok(rows.into_json(None))
    }

    fn describe_schema(&self, table: Option<&str>) -> Result<Json> {
        let conn = crate::store::open_read_only(&self.db)?;
        let mut stmt = match table {
            None => crate::schema::tables(&conn, false)?,
            Some(t) => crate::schema::columns(&conn, t)?,
        };
        let rows = answer::read(&mut stmt, usize::MAX, Error::from)?.into_json(None);
        Ok(match table {
            None => json!({ "tables": rows["rows"] }),
            Some(t) => json!({ "table": t, "columns": rows["rows"] }),
        })
    }
}

/// Arguments the tool does not take are an error naming the closest one: a typo is not
/// silently a default.
fn known_only(args: &Map<String, Json>, properties: &Json) -> Result<()> {
    let takes: Vec<&str> = properties
        .as_object()
        .map(|p| p.keys().map(String::as_str).collect())
        .unwrap_or_default();
    match args.keys().find(|k| !takes.contains(&k.as_str())) {
        None => Ok(()),
        Some(k) => Err(Error::Usage(format!(
            "no argument '{k}': {}this tool takes: {}",
            crate::msg::did_you_mean(k, takes.iter().copied()),
            if takes.is_empty() {
                "none".to_string()
            } else {
                takes.join(", ")
            }
        ))),
    }
}

/// A text argument, None when absent or null.
fn text<'a>(args: &'a Map<String, Json>, name: &str) -> Result<Option<&'a str>> {
    match args.get(name) {
        None | Some(Json::Null) => Ok(None),
        Some(Json::String(s)) => Ok(Some(s)),
        Some(other) => Err(Error::Usage(format!("'{name}' is text, not {other}"))),
    }
}

fn required<'a>(value: Option<&'a str>, name: &str) -> Result<&'a str> {
    value
        .filter(|v| !v.trim().is_empty())
        .ok_or_else(|| Error::Usage(format!("'{name}' is required")))
}

/// `params` as the binder takes them (`name=value` pairs): text as it is, a number as JSON
/// writes it, null as the empty value (a saved query's default).
fn params(args: &Map<String, Json>) -> Result<Vec<(String, String)>> {
    let Some(given) = args.get("params").filter(|p| !p.is_null()) else {
        return Ok(Vec::new());
    };
    let Some(given) = given.as_object() else {
        return Err(Error::Usage(
            "'params' is an object of name: value, e.g. {\"limit\": \"all\"}".into(),
        ));
    };
    given
        .iter()
        .map(|(name, value)| {
            let value = match value {
                Json::String(s) => s.clone(),
                Json::Number(n) => n.to_string(),
                Json::Null => String::new(),
                other => {
                    return Err(Error::Usage(format!(
                        "parameter '{name}' is text or a number, not {other}"
                    )))
                }
            };
            Ok((name.clone(), value))
        })
        .collect()
}

fn max_rows(args: &Map<String, Json>) -> Result<usize> {
    match args.get("max_rows") {
        None | Some(Json::Null) => Ok(MAX_ROWS),
        Some(v) => v
            .as_u64()
            .and_then(|n| usize::try_from(n).ok())
            .filter(|n| (1..=MAX_ROWS).contains(n))
            .ok_or_else(|| {
                Error::Usage(format!(
                    "'max_rows' is a whole number from 1 to {MAX_ROWS}, not {v}"
                ))
            }),
    }
}

fn run_id(args: &Map<String, Json>) -> Result<i64> {
    match args.get("run_id") {
        Some(Json::Number(n)) if n.is_i64() => Ok(n.as_i64().unwrap_or_default()),
        Some(Json::String(s)) if s.trim().parse::<i64>().is_ok() => {
            Ok(s.trim().parse().unwrap_or_default())
        }
        None | Some(Json::Null) => Err(Error::Usage("'run_id' is required".into())),
        Some(v) => Err(Error::Usage(format!(
            "'run_id' is a whole number, not {v}; {}",
            crate::show::where_ids_are("run")
        ))),
    }
}
