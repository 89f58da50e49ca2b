//! The database opened with the real clients users open it with: Debian's `sqlite3` shell and
//! Python's standard `sqlite3` module (Datasette, with the files `gpudb datasette-metadata`
//! writes, is in `datasette_metadata.rs`, which shares the helpers here). Each must see what
//! `gpudb` shows: the same rows from the saved queries and views, numbers as numbers, and the
//! descriptions and units of every column.
//!
//! The tests install the clients they start on first use (see `provision.rs`); a client that
//! cannot be installed fails the test, it is never skipped.

use crate::common::{json, repo, run_with_stdin, Env, TODAY};
use serde_json::{Map, Value};
use std::process::{Command, Output};

fn stdout_of(what: &str, out: &Output) -> String {
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "{what} failed ({:?}):\nstdout: {}\nstderr: {}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).expect("utf-8 stdout")
}

// ---------------------------------------------------------------------------------------------
// Saved queries and their parameters

/// A built-in saved query as `gpudb queries` lists it.
pub(crate) struct Saved {
    pub(crate) name: String,
    pub(crate) title: String,
    pub(crate) description: String,
    /// Declared parameters with their defaults, in header order; a required one with the value
    /// the tests give it ([`REQUIRED_VALUES`]).
    pub(crate) params: Vec<(String, String)>,
    /// The required parameters (no default, or none that answers) with the value the tests give
    /// them.
    pub(crate) required: Vec<(String, String)>,
    /// The SQL gpudb runs: the file as shipped in queries/, a preset's expanded over its base.
    pub(crate) sql: String,
    /// The date parameters (as_of): gpudb prices an empty one at GPUDB_TODAY, the other
    /// clients at date('now'), so [`pin_dates`] gives them the day.
    pub(crate) dates: Vec<String>,
}

pub(crate) fn builtin_queries(env: &Env) -> Vec<Saved> {
    let list = json(&env.ok(&["queries", "--format", "json"]));
    let list = list.as_array().expect("queries --format json is an array");
    let saved: Vec<Saved> = list
        .iter()
        .filter(|q| q["origin"] == "built-in")
        .map(|q| {
            let name = q["name"].as_str().expect("name").to_string();
            let params = q["parameters"]
                .as_array()
                .expect("parameters are an array of objects")
                .iter()
                .map(|p| {
                    let n = p["name"].as_str().expect("parameter name").to_string();
                    // The tests' value first: a parameter with a default may still be one
                    // without which the query has no answer (speed-at-throughput's target).
                    let d = given(&name, &n)
                        .or_else(|| p["default"].as_str())
                        .unwrap_or_else(|| {
                            panic!(
                                "{name}: parameter '{n}' has no default: give the tests a \
                                 value for it in REQUIRED_VALUES"
                            )
                        });
                    assert!(
                        ["text", "number", "integer", "date"]
                            .contains(&p["type"].as_str().unwrap()),
                        "{name}.{n}: {p}"
                    );
                    assert!(
                        p["description"].as_str().is_some_and(|d| !d.is_empty()),
                        "{p}"
                    );
                    (n, d.to_string())
                })
                .collect::<Vec<_>>();
            let required = q["parameters"]
                .as_array()
                .expect("parameters")
                .iter()
                .map(|p| p["name"].as_str().expect("parameter name").to_string())
                .filter(|n| given(&name, n).is_some())
                .collect::<Vec<_>>();
            let required = params
                .iter()
                .filter(|(n, _)| required.contains(n))
                .cloned()
                .collect();
            let dates = q["parameters"]
                .as_array()
                .expect("parameters")
                .iter()
                .filter(|p| p["type"] == "date")
                .map(|p| p["name"].as_str().expect("parameter name").to_string())
                .collect();
            // The SQL gpudb runs: the file as shipped, or a preset's expanded over its base.
            let path = repo(&format!("queries/{name}.sql"));
            let shipped = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            let sql = json(&env.ok(&["queries", &name, "--format", "json"]))["sql"]
                .as_str()
                .expect("the query's SQL")
                .to_string();
            if q["preset"].is_null() {
                assert_eq!(sql, shipped, "{name}: gpudb runs its file as shipped");
            }
            for (p, _) in &params {
                assert!(
                    sql.contains(&format!(":{p}")),
                    "{name}: :{p} not in its SQL"
                );
            }
            Saved {
                name,
                title: q["title"].as_str().expect("title").to_string(),
                description: q["description"].as_str().expect("description").to_string(),
                params,
                required,
                sql,
                dates,
            }
        })
        .collect();
    assert!(
        saved.len() >= 6,
        "expected the 6 built-in queries: {list:?}"
    );
    saved
}

/// The value the tests give each required parameter of a built-in query (query, parameter,
/// value): a query with one has no answer with its defaults alone.
pub(crate) const REQUIRED_VALUES: &[(&str, &str, &str)] = &[
    ("cost-at-interactivity", "model", "deepseek-r1"),
    ("cost-at-interactivity", "tokens_per_sec_per_user", "40"),
    ("frontier", "model", "deepseek-r1"),
    ("cost-cap", "model", "deepseek-r1"),
    ("cost-cap", "max_usd_per_m_output_tokens", "2"),
    ("speed-at-throughput", "model", "deepseek-r1"),
    // Not required by the header (per node is the other way to say it), but no answer without.
    ("speed-at-throughput", "tokens_per_sec_per_gpu", "150"),
    ("payback", "model", "deepseek-r1"),
    ("payback", "tokens_per_sec_per_user", "40"),
    ("payback", "tokens_per_day", "100000000"),
    ("profit", "model", "deepseek-r1"),
    ("profit", "tokens_per_sec_per_user", "40"),
];

/// The value the tests give parameter `param` of query `name`, if REQUIRED_VALUES has one.
fn given(name: &str, param: &str) -> Option<&'static str> {
    REQUIRED_VALUES
        .iter()
        .find(|(q, p, _)| *q == name && *p == param)
        .map(|(_, _, v)| *v)
}

/// `gpudb query NAME` with its defaults: no -p but for the required parameters.
pub(crate) fn with_defaults(env: &Env, q: &Saved) -> Value {
    gpudb_query(env, &q.name, &q.required)
}

/// An empty form: every parameter '' but the required ones, which have their test value.
pub(crate) fn empty_form(q: &Saved) -> Vec<(String, String)> {
    q.params
        .iter()
        .map(|(n, v)| {
            let v = if q.required.iter().any(|(r, _)| r == n) {
                v.clone()
            } else {
                String::new()
            };
            (n.clone(), v)
        })
        .collect()
}

/// `params` with each date parameter of `q` left empty or not given set to the day the tests
/// pin (GPUDB_TODAY): gpudb prices an empty one at that day, the sqlite3 shell and Datasette at
/// date('now'), so without it they agree only until a rate turns old or a price list changes.
pub(crate) fn pin_dates(q: &Saved, params: &[(String, String)]) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = params
        .iter()
        .filter(|(n, _)| !q.dates.contains(n))
        .cloned()
        .collect();
    for d in &q.dates {
        let given = params.iter().rev().find(|(n, _)| n == d);
        let day = given.map_or("", |(_, v)| v.as_str());
        let day = if day.is_empty() { TODAY } else { day };
        out.push((d.clone(), day.to_string()));
    }
    out
}

/// Every declared parameter of `q`: the given value where `given` has one, else the default.
pub(crate) fn param_values(q: &Saved, given: &[(&str, &str)]) -> Vec<(String, String)> {
    for (n, _) in given {
        assert!(
            q.params.iter().any(|(p, _)| p == n),
            "{} takes no parameter {n}",
            q.name
        );
    }
    q.params
        .iter()
        .map(|(n, d)| {
            let v = given
                .iter()
                .find(|(g, _)| g == n)
                .map_or(d.as_str(), |(_, v)| v);
            (n.clone(), v.to_string())
        })
        .collect()
}

/// Runs with non-default parameters, checked with every client.
pub(crate) const NON_DEFAULT: &[(&str, &[(&str, &str)])] = &[
    (
        "cheapest",
        &[("model", "deepseek-r1"), ("rate_set", "sample-list-prices")],
    ),
    (
        "cheapest",
        &[
            ("model", "Llama 3.3 70B Instruct"),
            ("include_api", "0"),
            ("limit", "5"),
        ],
    ),
    (
        "cheapest",
        &[("min_params_b", "60"), ("max_params_b", "80.5")],
    ),
    ("cheapest", &[("limit", "all"), ("min_params_b", "none")]),
    // The per-month rows: a recursive CTE and a VALUES list, as the shell runs them.
    ("payback", &[("months", "3"), ("pricing", "spot")]),
    (
        "profit",
        &[
            ("sell_usd_per_m_output_tokens", "5"),
            ("utilization", "0.5"),
        ],
    ),
    (
        "throughput-by-accelerator",
        &[("min_params_b", "none"), ("max_params_b", "100")],
    ),
    // No cap, at 60% and on a fixed day; a target per node of 4 GPUs (none per GPU).
    (
        "cost-cap",
        &[
            ("max_usd_per_m_output_tokens", "none"),
            ("utilization", "0.6"),
            ("as_of", "2026-12-01"),
            ("limit", "all"),
        ],
    ),
    (
        "speed-at-throughput",
        &[
            ("tokens_per_sec_per_gpu", ""),
            ("tokens_per_sec_per_node", "1200"),
            ("gpus_per_node", "4"),
        ],
    ),
    // Quotes, backslash, & ? #: bound the same by every client.
    ("gaps", &[("rate_set", "it's \"quoted\" \\ & ?x=1#")]),
    (
        "cheapest",
        &[
            ("workload", "1k/1k"),
            ("utilization", "0.6"),
            ("scenario", "Concurrency"),
        ],
    ),
    (
        "cheapest-70b",
        &[
            ("input_output_ratio", "1"),
            ("all_rates", "1"),
            ("limit", "all"),
        ],
    ),
    (
        "cheapest-70b",
        &[("pricing", "on-demand"), ("include_api", "0")],
    ),
    // One row per choice and its other shapes (issue 23), at a fixed day: the shell's
    // date('now') is not GPUDB_TODAY.
    (
        "cheapest-70b",
        &[("per", "choice"), ("as_of", "2026-12-01"), ("limit", "all")],
    ),
    (
        "cheapest-70b",
        &[("per", "run"), ("as_of", "2026-12-01"), ("limit", "all")],
    ),
    (
        "cheapest",
        &[
            ("per", "offer"),
            ("as_of", "2026-12-01"),
            ("model", "llama-2-70b"),
        ],
    ),
    (
        "throughput-by-accelerator",
        &[
            ("min_params_b", "600"),
            ("max_params_b", "none"),
            ("precision", "fp8"),
        ],
    ),
    ("api-vs-self-hosted", &[("model", "llama-3.3-70b")]),
    ("sources", &[("dataset", "throughput-survey")]),
    (
        "cost-at-interactivity",
        &[
            ("tokens_per_sec_per_user", "50"),
            ("workload", "8k/1k"),
            ("utilization", "0.6"),
            ("limit", "all"),
        ],
    ),
    (
        "cost-at-interactivity",
        &[("tokens_per_sec_per_user", "70.5"), ("max_ttft_ms", "none")],
    ),
    (
        "frontier",
        &[
            ("workload", "8k/1k"),
            ("tokens_per_sec_per_user", "40"),
            ("max_ttft_ms", "none"),
        ],
    ),
    ("gaps", &[("rate_set", "no-such-set")]),
];

/// `gpudb query NAME -p …` with every parameter given explicitly.
pub(crate) fn gpudb_query(env: &Env, name: &str, params: &[(String, String)]) -> Value {
    let mut args: Vec<String> = vec!["query".into(), name.into()];
    for (n, v) in params {
        args.push("-p".into());
        args.push(format!("{n}={v}"));
    }
    args.extend(["--format".into(), "json".into()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    json(&env.ok(&args))
}

// ---------------------------------------------------------------------------------------------
// Comparing result sets

/// Equal as JSON results: same kind of number (integer or real), reals within 1e-12 relative.
fn same_value(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => {
            if x.is_f64() != y.is_f64() {
                return false; // an INTEGER in one client and a REAL in the other
            }
            if let (Some(i), Some(j)) = (x.as_i64(), y.as_i64()) {
                return i == j;
            }
            let (x, y) = (x.as_f64().unwrap(), y.as_f64().unwrap());
            x == y || (x - y).abs() <= 1e-12 * x.abs().max(y.abs())
        }
        _ => a == b,
    }
}

/// Rows of a JSON array of objects; `what` names the result in messages.
pub(crate) fn rows<'a>(what: &str, v: &'a Value) -> &'a Vec<Value> {
    v.as_array()
        .unwrap_or_else(|| panic!("{what}: not a JSON array: {v}"))
}

/// Differences between `expected` (gpudb) and `actual` (a client), described for a report;
/// empty when they are the same rows, keys in the same order, equal values. Lists built with
/// group_concat must be in the same order too (the saved queries fix their order: SQLite's
/// own differs between gpudb's bundled 3.50 and the clients' 3.40).
pub(crate) fn differences(what: &str, expected: &Value, actual: &Value) -> Vec<String> {
    let e = rows(what, expected);
    // A row with nothing but a note is an empty answer's reason: a client shows it as a row,
    // gpudb says it on stderr and prints no row (src/rows.rs, Said).
    let a: Vec<Value> = rows(what, actual)
        .iter()
        .filter(|r| !note_alone(r))
        .cloned()
        .collect();
    let a = &a;
    let mut out = Vec::new();
    if e.len() != a.len() {
        out.push(format!(
            "{what}: gpudb gives {} rows, the client {}",
            e.len(),
            a.len()
        ));
    }
    for (i, (er, ar)) in e.iter().zip(a).enumerate() {
        let (Some(eo), Some(ao)) = (er.as_object(), ar.as_object()) else {
            out.push(format!("{what} row {i}: not objects: {er} / {ar}"));
            continue;
        };
        let (ek, ak): (Vec<&String>, Vec<&String>) = (eo.keys().collect(), ao.keys().collect());
        if ek != ak {
            out.push(format!(
                "{what} row {i}: columns differ:\n  gpudb:  {ek:?}\n  client: {ak:?}"
            ));
            continue;
        }
        for (k, ev) in eo {
            if !same_value(ev, &ao[k]) {
                out.push(format!(
                    "{what} row {i} column {k}: gpudb {ev}, client {}",
                    ao[k]
                ));
            }
        }
    }
    out
}

/// Whether a client's row holds only the answer's note (every other cell null).
fn note_alone(row: &Value) -> bool {
    let Some(o) = row.as_object() else {
        return false;
    };
    o.get("note").is_some_and(Value::is_string)
        && o.iter()
            .all(|(k, v)| k == "note" || k == "rows_without_limit" || v.is_null())
}

pub(crate) fn assert_no_differences(client: &str, diffs: &[String]) {
    assert!(
        diffs.is_empty(),
        "{client} and gpudb disagree ({} differences):\n{}",
        diffs.len(),
        diffs.join("\n")
    );
}

// ---------------------------------------------------------------------------------------------
// The sqlite3 shell

/// A `.parameter set` line binding `value` as TEXT, as gpudb binds it.
///
/// The shell evaluates the value as an SQL expression, so it is given as a quoted SQL literal
/// ('65' is text; a bare 65 would be an integer). Dot-command arguments are themselves
/// unquoted by the shell, so the literal goes inside double quotes, where the shell resolves
/// backslash escapes.
fn shell_parameter(name: &str, value: &str) -> String {
    let literal = format!("'{}'", value.replace('\'', "''"));
    let arg = literal.replace('\\', "\\\\").replace('"', "\\\"");
    format!(".parameter set :{name} \"{arg}\"\n")
}

/// Run one statement with `sqlite3 -json`; its rows as a JSON array ([] for none: the shell
/// prints nothing then).
pub(crate) fn shell_json(env: &Env, script: &str) -> Value {
    // -init /dev/null: a developer's ~/.sqliterc must not change what the shell prints.
    let out = env.sqlite3(&["-init", "/dev/null", "-json", "-bail"], script);
    let text = stdout_of(&format!("sqlite3 -json on:\n{script}"), &out);
    if text.trim().is_empty() {
        Value::Array(Vec::new())
    } else {
        json(&text)
    }
}

/// `q` in the shell with `params`, its date parameters pinned as gpudb's are ([`pin_dates`]).
fn shell_query(env: &Env, q: &Saved, params: &[(String, String)]) -> Value {
    shell_query_as_given(env, q, &pin_dates(q, params))
}

fn shell_query_as_given(env: &Env, q: &Saved, params: &[(String, String)]) -> Value {
    let mut script = String::from(".parameter init\n");
    for (n, v) in params {
        script.push_str(&shell_parameter(n, v));
    }
    script.push_str(&q.sql);
    script.push('\n');
    shell_json(env, &script)
}

/// The shell script binds each value as TEXT, as `gpudb query` binds it, but for an empty value,
/// which gpudb binds as NULL (the shell's unset parameter, which every saved query reads as '').
#[test]
fn shell_parameters_bind_text_like_gpudb() {
    let env = Env::new();
    env.init();
    let dir = env.path("probe-queries");
    std::fs::create_dir(&dir).unwrap();
    let sql = "-- title: Parameter probe\n-- description: How parameters are bound.\n\
               -- param p0 (default: 65): a number\n-- param p1 (default: ''): empty\n\
               -- param p2 (default: x): quote\n-- param p3 (default: x): escapes\n\
               -- param p4 (default: x): exponent\n\
               SELECT typeof(:p0) AS t0, typeof(:p4) AS t4, :p0 AS p0, :p1 AS p1, :p2 AS p2, \
               :p3 AS p3, :p4 AS p4;";
    std::fs::write(dir.join("probe.sql"), sql).unwrap();
    let q = Saved {
        name: "probe".into(),
        title: String::new(),
        description: String::new(),
        params: Vec::new(),
        required: Vec::new(),
        sql: sql.into(),
        dates: Vec::new(),
    };
    let params: Vec<(String, String)> = ["65", "", "it's", "a \"b\" \\ c", "1e3"]
        .iter()
        .enumerate()
        .map(|(i, v)| (format!("p{i}"), v.to_string()))
        .collect();
    let got = shell_query(&env, &q, &params);
    let expected = serde_json::json!([{"t0": "text", "t4": "text", "p0": "65", "p1": "",
        "p2": "it's", "p3": "a \"b\" \\ c", "p4": "1e3"}]);
    assert_eq!(got, expected);
    let mut args = vec!["query".to_string(), "probe".into(), "--queries".into()];
    args.push(dir.to_str().unwrap().into());
    for (n, v) in &params {
        args.extend(["-p".into(), format!("{n}={v}")]);
    }
    args.extend(["--format".into(), "json".into()]);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let mut from_gpudb = expected.clone();
    from_gpudb[0]["p1"] = Value::Null;
    assert_eq!(json(&env.ok(&args)), from_gpudb);
    // With no -p, gpudb binds the header's default '65' as text too.
    let defaults = json(&env.ok(&[
        "query",
        "probe",
        "--queries",
        dir.to_str().unwrap(),
        "--format",
        "json",
    ]));
    assert_eq!(defaults[0]["t0"], "text");
    assert_eq!(defaults[0]["p0"], "65");
}

#[test]
fn sqlite3_shell_runs_every_saved_query_like_gpudb() {
    let env = Env::new();
    env.init_with_owned_hardware();
    let saved = builtin_queries(&env);
    let mut diffs = Vec::new();
    let mut compared = Vec::new();
    for q in &saved {
        let params = param_values(q, &[]);
        let expected = with_defaults(&env, q);
        // Giving every default explicitly changes nothing.
        assert_eq!(gpudb_query(&env, &q.name, &params), expected, "{}", q.name);
        let got = shell_query(&env, q, &params);
        diffs.extend(differences(
            &format!("{} (defaults)", q.name),
            &expected,
            &got,
        ));
        compared.push((q.name.clone(), rows("gpudb", &expected).len()));
    }
    // Left empty: the shell with no `.parameter set` (NULL) and with each set to '' gives
    // gpudb's rows with no -p, because the defaults are in the SQL.
    for q in &saved {
        let expected = with_defaults(&env, q);
        let unset = shell_query(&env, q, &q.required);
        diffs.extend(differences(
            &format!("{} (unset)", q.name),
            &expected,
            &unset,
        ));
        let got = shell_query(&env, q, &empty_form(q));
        diffs.extend(differences(&format!("{} (empty)", q.name), &expected, &got));
    }
    // A date left unset is the shell's today, date('now'): gpudb given that day agrees.
    let now = shell_json(&env, "SELECT date('now') AS d;");
    let now = now[0]["d"].as_str().expect("date('now')").to_string();
    for q in saved.iter().filter(|q| !q.dates.is_empty()) {
        let mut on_now = q.required.clone();
        on_now.extend(q.dates.iter().map(|d| (d.clone(), now.clone())));
        let expected = gpudb_query(&env, &q.name, &on_now);
        let got = shell_query_as_given(&env, q, &q.required);
        diffs.extend(differences(
            &format!("{} (unset, {now})", q.name),
            &expected,
            &got,
        ));
    }
    for (name, given) in NON_DEFAULT {
        let q = saved.iter().find(|q| q.name == *name).expect("built-in");
        let params = param_values(q, given);
        let expected = gpudb_query(&env, name, &params);
        let got = shell_query(&env, q, &params);
        diffs.extend(differences(&format!("{name} {given:?}"), &expected, &got));
    }
    assert_no_differences("the sqlite3 shell", &diffs);
    // The comparison is not vacuous: the queries return rows with their defaults.
    for (name, n) in &compared {
        assert!(*n > 0, "{name} returns no rows with its defaults");
    }
}

/// Every view of the database, sorted.
fn views(env: &Env) -> Vec<String> {
    let list = shell_json(
        env,
        "SELECT name FROM sqlite_schema WHERE type = 'view' ORDER BY name;",
    );
    rows("views", &list)
        .iter()
        .map(|r| r["name"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn sqlite3_shell_reads_every_view_like_gpudb() {
    let env = Env::new();
    env.init_with_owned_hardware();
    // A rental catalog snapshot (the Apache-2.0 2022 GCP one: every row skipped, but the
    // snapshot is there), so that catalog_snapshots has a row.
    let gcp = crate::common::repo("tests/data/skypilot-2022/gcp/vms.csv");
    env.ok(&["import", "--as-of", "2022-06-24", gcp.to_str().unwrap()]);
    // InferenceX evaluations of the configuration of tests/data's mi355x rows, so that
    // run_evaluations has rows.
    let evals = crate::common::repo("tests/fixtures/inferencex-evaluations.json");
    env.ok(&["import", evals.to_str().unwrap()]);
    let views = views(&env);
    for v in [
        "run_costs",
        "api_offers",
        "api_vs_self_hosted",
        "cost_options",
    ] {
        assert!(views.iter().any(|x| x == v), "no view {v}: {views:?}");
    }
    let conn = env.conn();
    let mut diffs = Vec::new();
    for v in &views {
        let n: i64 = conn
            .query_row("SELECT count(*) FROM pragma_table_info(?1)", [v], |r| {
                r.get(0)
            })
            .unwrap();
        let order: Vec<String> = (1..=n).map(|i| i.to_string()).collect();
        // Every row, in a total order (all columns), not only the first few.
        let sql = format!("SELECT * FROM \"{v}\" ORDER BY {}", order.join(", "));
        let expected = json(&env.ok(&["sql", &sql, "--format", "json"]));
        // The frontier check's view (V29) held the points that fail it: none in good data.
        assert!(
            !rows(v, &expected).is_empty() || v == "_gpudb_check_frontier_beaten",
            "view {v} is empty in the bundled data"
        );
        let got = shell_json(&env, &format!("{sql};\n"));
        diffs.extend(differences(&format!("view {v}"), &expected, &got));
        let limited = format!("{sql} LIMIT 5");
        let expected = json(&env.ok(&["sql", &limited, "--format", "json"]));
        let got = shell_json(&env, &format!("{limited};\n"));
        diffs.extend(differences(&format!("view {v} LIMIT 5"), &expected, &got));
    }
    assert_no_differences("the sqlite3 shell", &diffs);
}

// ---------------------------------------------------------------------------------------------
// Python

const PYTHON_REPORT: &str = r#"
import json, pathlib, sqlite3, sys

con = sqlite3.connect(pathlib.Path(sys.argv[1]).resolve().as_uri() + "?mode=ro", uri=True)
docs = {(t, c): (d, u) for t, c, d, u in
        con.execute("SELECT table_name, column_name, description, unit FROM schema_docs")}
objects = {}
for name, kind in con.execute(
        "SELECT name, type FROM sqlite_schema WHERE type IN ('table', 'view') "
        "AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'refinery_%' ORDER BY name").fetchall():
    cur = con.execute('SELECT * FROM "%s"' % name.replace('"', '""'))
    cols = [d[0] for d in cur.description]
    types = [set() for _ in cols]
    counts = [0] * len(cols)
    for row in cur:
        for i, v in enumerate(row):
            if v is not None:
                types[i].add(type(v).__name__)
                counts[i] += 1
    doc = docs.get((name, ""))
    objects[name] = {
        "type": kind,
        "description": doc[0] if doc else None,
        "columns": [
            {"name": c,
             "description": docs[(name, c)][0] if (name, c) in docs else None,
             "unit": docs[(name, c)][1] if (name, c) in docs else None,
             "types": sorted(types[i]),
             "non_null": counts[i]}
            for i, c in enumerate(cols)],
    }
known = {(n, c["name"]) for n, o in objects.items() for c in o["columns"]}
stale = sorted("%s.%s" % k for k in docs
               if k[0] not in objects or (k[1] != "" and k not in known))
json.dump({"sqlite_version": sqlite3.sqlite_version, "objects": objects, "stale_docs": stale},
          sys.stdout)
"#;

/// Units whose values are text; every other unit is a quantity.
const TEXT_UNITS: &[&str] = &[
    "ISO 8601 date",
    "ISO 8601 timestamp",
    "UTC ISO 8601 timestamp",
    "JSON",
    "hex",
];

fn python_report(env: &Env) -> Value {
    let python = crate::provision::python3();
    let out = run_with_stdin(Command::new(python).arg("-").arg(&env.db), PYTHON_REPORT);
    json(&stdout_of("python report", &out))
}

fn object<'a>(report: &'a Value, name: &str) -> &'a Map<String, Value> {
    report["objects"][name]
        .as_object()
        .unwrap_or_else(|| panic!("python sees no {name}"))
}

fn column<'a>(report: &'a Value, table: &str, col: &str) -> &'a Value {
    object(report, table)["columns"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == col)
        .unwrap_or_else(|| panic!("python sees no {table}.{col}"))
}

#[test]
fn python_reads_every_view_with_numeric_columns_numeric() {
    let env = Env::new();
    env.init();
    let report = python_report(&env);
    let objects = report["objects"].as_object().expect("objects");
    let mut problems = Vec::new();
    let mut numeric_view_columns = 0;
    for (name, o) in objects {
        for c in o["columns"].as_array().unwrap() {
            let Some(unit) = c["unit"].as_str() else {
                continue;
            };
            if TEXT_UNITS.contains(&unit) {
                continue;
            }
            if o["type"] == "view" {
                numeric_view_columns += 1;
            }
            let types: Vec<&str> = c["types"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| t.as_str().unwrap())
                .collect();
            if types.iter().any(|t| *t != "int" && *t != "float") {
                problems.push(format!(
                    "{} {name}.{} (unit {unit}) holds Python {types:?}",
                    o["type"].as_str().unwrap(),
                    c["name"].as_str().unwrap()
                ));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "numeric columns that Python does not read as numbers:\n{}",
        problems.join("\n")
    );
    assert!(numeric_view_columns >= 30, "{numeric_view_columns}");
    // The main costs have values, and they are reals.
    for (view, col) in [
        ("run_costs", "usd_per_m_output_tokens"),
        ("run_costs", "usd_per_gpu_hour"),
        ("run_costs", "tokens_per_sec_per_gpu"),
        ("api_offers", "usd_per_m_output_tokens"),
        ("api_vs_self_hosted", "self_hosted_usd_per_m_output_tokens"),
        ("api_vs_self_hosted", "api_usd_per_m_output_tokens"),
        (
            "api_vs_self_hosted",
            "api_to_self_hosted_output_price_ratio",
        ),
        ("cost_options", "usd_per_m_output_tokens"),
        ("cost_options", "usd_per_gpu_hour"),
    ] {
        let c = column(&report, view, col);
        assert_eq!(object(&report, view)["type"], "view");
        assert!(c["non_null"].as_u64().unwrap() > 0, "{view}.{col}: {c}");
        assert_eq!(c["types"], serde_json::json!(["float"]), "{view}.{col}");
    }
}

#[test]
fn python_finds_a_description_for_every_column() {
    let env = Env::new();
    env.init();
    let report = python_report(&env);
    let objects = report["objects"].as_object().expect("objects");
    let mut missing = Vec::new();
    // The public schema: gpudb's internal names (`_gpudb_`) need no description.
    for (name, o) in objects.iter().filter(|(n, _)| !n.starts_with("_gpudb_")) {
        if !o["description"]
            .as_str()
            .is_some_and(|d| !d.trim().is_empty())
        {
            missing.push(format!(
                "{name} (the {} itself)",
                o["type"].as_str().unwrap()
            ));
        }
        for c in o["columns"].as_array().unwrap() {
            if !c["description"]
                .as_str()
                .is_some_and(|d| !d.trim().is_empty())
            {
                missing.push(format!("{name}.{}", c["name"].as_str().unwrap()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "no schema_docs description for:\n{}",
        missing.join("\n")
    );
    assert_eq!(
        report["stale_docs"],
        serde_json::json!([]),
        "schema_docs rows for tables or columns that do not exist"
    );
    for v in [
        "run_costs",
        "api_offers",
        "api_vs_self_hosted",
        "cost_options",
    ] {
        assert_eq!(object(&report, v)["type"], "view");
    }
}
