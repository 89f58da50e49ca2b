//! `gpudb schema [TABLE]`: a description of every table and view, and of every column of
//! `run_costs` with its unit, the same as the `sqlite3` shell reads from `schema_docs`; and the
//! markdown page people read, as a snapshot.

use crate::clients::{rows, shell_json};
use crate::common::{json, Env};
use serde_json::Value;

/// What the sqlite3 shell's `.tables` lists on a fresh database: each name public and described
/// in schema_docs, or internal by its name (`_gpudb_`); `gpudb schema` lists the public ones and
/// `--all` every one; `datasette-metadata` hides every internal one.
#[test]
fn every_name_the_shell_lists_is_public_and_documented_or_internal_and_hidden() {
    let env = Env::new();
    env.init();
    let tables = String::from_utf8(env.sqlite3_ok(".tables")).unwrap();
    let names: Vec<&str> = tables.split_whitespace().collect();
    assert!(names.len() > 20, "{tables}");
    let (internal, public): (Vec<&str>, Vec<&str>) =
        names.iter().partition(|n| n.starts_with("_gpudb_"));
    assert!(!internal.is_empty() && !public.is_empty());
    for n in &public {
        let documented = env.count(&format!(
            "SELECT count(*) FROM schema_docs WHERE table_name = '{n}' AND column_name = '' \
             AND description <> ''"
        ));
        assert_eq!(
            documented, 1,
            "{n} is public but has no schema_docs description"
        );
    }
    let listed = |args: &[&str]| -> Vec<String> {
        rows("schema", &json(&env.ok(args)))
            .iter()
            .map(|e| e["name"].as_str().unwrap().to_string())
            .collect()
    };
    let mut public_listed = listed(&["schema", "--format", "json"]);
    public_listed.sort();
    let mut public_sorted: Vec<String> = public.iter().map(|n| n.to_string()).collect();
    public_sorted.sort();
    assert_eq!(public_listed, public_sorted);
    assert_eq!(
        listed(&["schema", "--all", "--format", "json"]).len(),
        names.len()
    );

    let path = env.path("metadata.json");
    env.ok(&[
        "datasette-metadata",
        "--database-name",
        "gpudb",
        "--output",
        path.to_str().unwrap(),
    ]);
    let meta: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let tables = &meta["databases"]["gpudb"]["tables"];
    for n in &internal {
        assert_eq!(tables[n]["hidden"], true, "{n} is not hidden in Datasette");
    }
    // Datasette hides tables, not views: no internal name is a view.
    let internal_views = env.count(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'view' AND substr(name, 1, 7) = '_gpudb_'",
    );
    assert_eq!(
        internal_views, 0,
        "an internal view would show in Datasette"
    );
    for n in &public {
        assert!(tables[n]["hidden"].is_null(), "{n} is public but hidden");
    }
}

#[test]
fn schema_describes_every_table_and_view_and_run_costs_units() {
    let env = Env::new();
    env.init();
    let listed = json(&env.ok(&["schema", "--format", "json"]));
    let listed = rows("schema", &listed);
    let all = shell_json(
        &env,
        "SELECT name, type FROM sqlite_schema WHERE type IN ('table', 'view') \
         AND name NOT LIKE 'sqlite_%' AND substr(name, 1, 7) <> '_gpudb_' ORDER BY name;",
    );
    for o in rows("sqlite_schema", &all) {
        let entry = listed
            .iter()
            .find(|e| e["name"] == o["name"])
            .unwrap_or_else(|| panic!("gpudb schema does not list {}", o["name"]));
        assert_eq!(entry["type"], o["type"], "{entry}");
        assert!(
            entry["description"].as_str().is_some_and(|d| !d.is_empty()),
            "{} has no description in gpudb schema",
            o["name"]
        );
    }
    assert_eq!(
        listed.len(),
        rows("sqlite_schema", &all).len(),
        "{listed:?}"
    );

    let cols = json(&env.ok(&["schema", "run_costs", "--format", "json"]));
    let cols = rows("schema run_costs", &cols);
    let names: Vec<&str> = cols
        .iter()
        .map(|c| c["column_name"].as_str().unwrap())
        .collect();
    let view = json(&env.ok(&["sql", "SELECT * FROM run_costs LIMIT 1", "--format", "json"]));
    let view_cols: Vec<&str> = view[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(names, view_cols, "every column of run_costs, in order");
    for c in cols {
        assert!(
            c["description"].as_str().is_some_and(|d| !d.is_empty()),
            "{c}"
        );
    }
    let unit = |name: &str| {
        cols.iter()
            .find(|c| c["column_name"] == name)
            .map(|c| c["unit"].clone())
            .unwrap_or_else(|| panic!("no column {name}"))
    };
    assert_eq!(unit("usd_per_m_output_tokens"), "USD/1M output tokens");
    assert_eq!(unit("tokens_per_sec_per_gpu"), "tokens/s/GPU");
    assert_eq!(unit("usd_per_gpu_hour"), "USD/GPU-hour");
    assert_eq!(unit("rate_as_of"), "ISO 8601 date");
    assert_eq!(unit("model_id"), Value::Null);

    // The shell reads the same units and descriptions from schema_docs.
    let docs = shell_json(
        &env,
        "SELECT c.name AS column_name, d.unit, d.description \
         FROM pragma_table_info('run_costs') AS c \
         LEFT JOIN schema_docs AS d ON d.table_name = 'run_costs' AND d.column_name = c.name \
         ORDER BY c.cid;",
    );
    for (c, d) in cols.iter().zip(rows("shell docs", &docs)) {
        assert_eq!(c["column_name"], d["column_name"]);
        assert_eq!(c["unit"], d["unit"], "{}", c["column_name"]);
        assert_eq!(c["description"], d["description"], "{}", c["column_name"]);
    }
}

#[test]
fn run_costs_schema_as_markdown() {
    let env = Env::new();
    env.init();
    insta::assert_snapshot!(env.ok(&["schema", "run_costs", "--format", "markdown"]));
}
