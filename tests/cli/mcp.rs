//! `gpudb mcp`, the Model Context Protocol server: started by a real MCP client (the Python
//! SDK, `mcp`, installed by the tests as Datasette is), which lists the tools, runs
//! `cheapest-70b` and read-only SQL, and is refused every write `gpudb sql` refuses; and the
//! protocol's own rules (errors, versions, notifications) line by line on standard input.

use crate::common::{json, json_rows, run_with_stdin, Env};
use serde_json::{json, Value};
use std::process::Command;

/// A client of the Python SDK: starts `gpudb --db DB mcp` on stdio (negotiating the protocol as
/// the SDK does: a `server/discover` probe, then the `initialize` handshake), lists the tools,
/// makes the calls given as JSON `[[tool, arguments], …]` in order, and prints what it got.
const CLIENT: &str = r#"
import asyncio, json, os, sys
from mcp import Client, StdioServerParameters

async def main():
    gpudb, db, calls = sys.argv[1], sys.argv[2], json.loads(sys.stdin.read())
    server = StdioServerParameters(command=gpudb, args=["--db", db, "mcp"], env=dict(os.environ))
    async with Client(server) as client:
        tools = await client.list_tools()
        report = {
            "protocol_version": client.protocol_version,
            "server": client.server_info.name,
            "tools": {t.name: t.input_schema for t in tools.tools},
            "calls": [],
        }
        for name, arguments in calls:
            r = await client.call_tool(name, arguments)
            report["calls"].append({
                "is_error": r.is_error,
                "text": "".join(c.text for c in r.content),
                "structured": r.structured_content,
            })
    print(json.dumps(report))

asyncio.run(main())
"#;

/// What the Python client reports after making `calls` against `env`'s database.
fn client(env: &Env, calls: &[(&str, Value)]) -> Value {
    let bin = crate::provision::mcp_client();
    let mut python = Command::new(bin.join("python"));
    // The server gets the environment gpudb gets in every test (HOME, GPUDB_TODAY …).
    for (name, value) in env.cmd().get_envs() {
        match value {
            Some(v) => python.env(name, v),
            None => python.env_remove(name),
        };
    }
    python
        .arg("-c")
        .arg(CLIENT)
        .arg(env!("CARGO_BIN_EXE_gpudb"))
        .arg(&env.db);
    let calls: Vec<Value> = calls.iter().map(|(t, a)| json!([t, a])).collect();
    let out = run_with_stdin(&mut python, &Value::Array(calls).to_string());
    assert!(
        out.status.success(),
        "the MCP client failed ({:?}):\nstdout: {}\nstderr: {}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    json(&String::from_utf8(out.stdout).unwrap())
}

/// `gpudb`'s message on stderr for a failed command, as one line without its `gpudb: `.
fn message(stderr: &str) -> &str {
    stderr.trim_end().strip_prefix("gpudb: ").unwrap_or(stderr)
}

#[test]
fn a_real_mcp_client_lists_the_tools_and_runs_cheapest_70b_sql_and_a_story() {
    let env = Env::new();
    env.init();
    let endless = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c";
    let report = client(
        &env,
        &[
            ("run_query", json!({"name": "cheapest"})),
            (
                "run_query",
                json!({"name": "cheapest-70b", "params": {"limit": 3, "rate_set": "sample-list-prices"}}),
            ),
            (
                "run_query",
                json!({"name": "cheapest-70b", "params": {"limit": -3}}),
            ),
            ("run_query", json!({"name": "cheapest-7b"})),
            (
                "query_sql",
                json!({"sql": "SELECT id, params_b FROM models WHERE id = :m", "params": {"m": "llama-3.3-70b"}}),
            ),
            ("query_sql", json!({"sql": endless, "max_rows": 3})),
            (
                "query_sql",
                json!({"sql": "SELECT char(27) || '[31mred' || char(155) AS t"}),
            ),
            ("describe_schema", json!({"table": "run_costs"})),
            ("show_run", json!({"run_id": 10})),
            ("list_queries", json!({})),
        ],
    );
    assert_eq!(report["server"], "gpudb");
    // The newest handshake revision, reached after the SDK's discover probe was refused.
    assert_eq!(report["protocol_version"], "2025-11-25");
    let tools: Vec<&str> = report["tools"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        tools,
        [
            "list_queries",
            "run_query",
            "query_sql",
            "describe_schema",
            "show_run"
        ]
    );
    assert_eq!(report["tools"]["run_query"]["required"], json!(["name"]));
    let calls = report["calls"].as_array().unwrap();
    let ok = |i: usize| -> &Value {
        assert_eq!(
            calls[i]["is_error"], false,
            "call {i}: {}",
            calls[i]["text"]
        );
        // The text block is the structured answer, serialized (for clients without it).
        assert_eq!(
            json(calls[i]["text"].as_str().unwrap()),
            calls[i]["structured"]
        );
        &calls[i]["structured"]
    };

    // cheapest: the rows of `gpudb query cheapest --format json`, value for value, and
    // the "showing 50 of N" note with the N the command line says.
    let cli = env.run(&["query", "cheapest", "--format", "json"]);
    let cli_rows = json(&String::from_utf8(cli.stdout).unwrap());
    let answer = ok(0);
    assert_eq!(answer["query"], "cheapest");
    assert_eq!(answer["rows"], cli_rows);
    assert_eq!(answer["rows_shown"], 50);
    let total = cli_rows[0]["rows_without_limit"].as_u64().unwrap();
    assert!(total > 50, "{total}");
    assert_eq!(answer["rows_in_all"], total);
    let stderr = String::from_utf8(cli.stderr).unwrap();
    let cli_note = format!("showing 50 of {total} rows");
    assert!(stderr.contains(&cli_note), "{stderr}");
    // The count first; the query's own note (what it left out) after it.
    assert_eq!(
        answer["notes"][0],
        json!(format!(
            "{cli_note}; \"params\": {{\"limit\": \"all\"}} shows every row"
        ))
    );
    assert!(answer["notes"][1]
        .as_str()
        .unwrap()
        .contains("MLPerf results left out"));
    assert_eq!(answer["rows"][0]["rank"], 1);

    // Parameters as `-p` gives them: a number is its text.
    let three = json_rows(
        &env,
        &[
            "query",
            "cheapest-70b",
            "-p",
            "limit=3",
            "-p",
            "rate_set=sample-list-prices",
        ],
    );
    assert_eq!(ok(1)["rows"], json!(three));
    // The binder's and the finder's refusals, word for word.
    for (i, args) in [
        (2, &["query", "cheapest-70b", "-p", "limit=-3"][..]),
        (3, &["query", "cheapest-7b"][..]),
    ] {
        let out = env.run(args);
        assert!(!out.status.success());
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(calls[i]["is_error"], true, "{}", calls[i]["text"]);
        assert_eq!(calls[i]["text"], message(&stderr), "{args:?}");
    }
    assert!(calls[3]["text"]
        .as_str()
        .unwrap()
        .contains("did you mean 'cheapest-70b'"));

    // Read-only SQL, with a parameter bound as text.
    assert_eq!(
        ok(4)["rows"],
        json!([{"id": "llama-3.3-70b", "params_b": 70.0}])
    );
    // An endless answer stops at the cap, and says there is more without counting it.
    let endless = ok(5);
    assert_eq!(endless["rows"], json!([{"x": 1}, {"x": 2}, {"x": 3}]));
    assert_eq!(endless["rows_in_all"], Value::Null);
    assert!(endless["notes"][0]
        .as_str()
        .unwrap()
        .contains("there are more"));
    // Text from the data is exact in JSON: the escape and the C1 control arrive as they are.
    assert_eq!(ok(6)["rows"][0]["t"], "\u{1b}[31mred\u{9b}");

    // The schema with its descriptions, as `gpudb schema run_costs --format json`.
    let schema = json_rows(&env, &["schema", "run_costs"]);
    assert_eq!(ok(7)["columns"], json!(schema));
    assert!(schema.iter().any(|c| c["unit"] == "USD/1M output tokens"));
    // A figure's story, as `gpudb show run 10 --format json`.
    let story = json(&env.ok(&["show", "run", "10", "--format", "json"]));
    assert_eq!(ok(8), &story);
    // The saved queries with their parameters, as `gpudb queries --format json`.
    let queries = json(&env.ok(&["queries", "--format", "json"]));
    assert_eq!(ok(9)["queries"], queries);
}

/// Every statement `gpudb sql` refuses without --write, `query_sql` refuses too (and what it
/// runs, `query_sql` runs); the database and the file system stay as they were.
#[test]
fn mcp_refuses_every_write_gpudb_sql_refuses() {
    let env = Env::new();
    env.init();
    let before = env.dump();
    let copy = env.path("copy.db");
    let attached = env.path("other.db");
    let writes = [
        "INSERT INTO model_aliases (alias, model_id) VALUES ('x', 'llama-3.3-70b')".to_string(),
        "UPDATE gpu_rates SET usd_per_gpu_hour = 0".to_string(),
        "DELETE FROM gpu_rates".to_string(),
        "REPLACE INTO model_aliases (alias, model_id) VALUES ('x', 'llama-3.3-70b')".to_string(),
        "WITH x AS (SELECT 1) INSERT INTO model_aliases (alias, model_id) SELECT 'y', 'llama-3.3-70b' FROM x"
            .to_string(),
        "CREATE TABLE t (x)".to_string(),
        "CREATE TEMP TABLE t (x)".to_string(),
        "DROP VIEW run_costs".to_string(),
        "ALTER TABLE runs ADD COLUMN x".to_string(),
        "CREATE INDEX i ON runs (id)".to_string(),
        format!("ATTACH '{}' AS other", attached.display()),
        format!("VACUUM INTO '{}'", copy.display()),
        "VACUUM".to_string(),
        "PRAGMA journal_mode = delete".to_string(),
        "PRAGMA user_version = 7".to_string(),
        "PRAGMA foreign_keys = off".to_string(),
        "PRAGMA query_only = 0".to_string(),
        "REINDEX".to_string(),
        "ANALYZE".to_string(),
    ];
    let reads = [
        "SELECT count(*) AS n FROM runs",
        "PRAGMA table_info(runs)",
        "PRAGMA user_version",
        "EXPLAIN QUERY PLAN SELECT * FROM runs WHERE id = 1",
    ];
    let calls: Vec<(&str, Value)> = writes
        .iter()
        .map(String::as_str)
        .chain(reads)
        .map(|sql| ("query_sql", json!({ "sql": sql })))
        .collect();
    let report = client(&env, &calls);
    let results = report["calls"].as_array().unwrap();
    for (i, sql) in writes.iter().map(String::as_str).chain(reads).enumerate() {
        let cli = env.run(&["sql", sql, "--format", "json"]);
        let refused = i < writes.len();
        let r = &results[i];
        if refused {
            assert_eq!(cli.status.code(), Some(2), "gpudb sql ran {sql}");
            assert_eq!(r["is_error"], true, "{sql}: {}", r["text"]);
            let text = r["text"].as_str().unwrap();
            assert!(
                text.contains("changes the database or reaches another file")
                    && text.contains("gpudb mcp only reads"),
                "{sql}: {text}"
            );
        } else {
            assert!(cli.status.success(), "gpudb sql refused {sql}");
            assert_eq!(r["is_error"], false, "{sql}: {}", r["text"]);
            let rows = json(&String::from_utf8(cli.stdout).unwrap());
            assert_eq!(r["structured"]["rows"], rows, "{sql}");
        }
    }
    assert!(!copy.exists() && !attached.exists());
    assert_eq!(env.dump(), before);
}

/// The protocol's rules, message by message on standard input (no SDK smoothing anything
/// over): a line that is not JSON, a batch, an unknown method, a notification (no reply), an
/// unknown tool (a protocol error, with the closest name), a tool's bad argument (a tool error
/// the agent can read), the version a client asks for or the newest; the server stops at the
/// end of its input.
#[test]
fn the_server_follows_json_rpc_and_the_mcp_handshake_line_by_line() {
    let env = Env::new();
    env.init();
    let lines = [
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "0"}}}).to_string(),
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}).to_string(),
        "{not json".to_string(),
        "[]".to_string(),
        json!({"jsonrpc": "2.0", "id": "a", "method": "server/discover"}).to_string(),
        json!({"jsonrpc": "2.0", "id": 2, "method": "ping"}).to_string(),
        json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "run_querry", "arguments": {}}}).to_string(),
        json!({"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": "run_query", "arguments": {"name": "cheapest-70b", "parms": {}}}}).to_string(),
        json!({"jsonrpc": "2.0", "id": 5, "method": "initialize", "params": {"protocolVersion": "1999-01-01"}}).to_string(),
        json!({"jsonrpc": "2.0", "id": 6, "method": "tools/call", "params": {"name": "query_sql", "arguments": {"sql": "SELECT char(27) || char(155) AS t"}}}).to_string(),
    ];
    let out = run_with_stdin(env.cmd().arg("mcp"), &(lines.join("\n") + "\n"));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    // No escape character reaches a terminal watching the stream: JSON writes it \u001b.
    assert!(
        !text.contains('\u{1b}') && !text.contains('\u{9b}'),
        "{text}"
    );
    let replies: Vec<Value> = text.lines().map(json).collect();
    assert_eq!(replies.len(), 9, "{text}");
    let code = |r: &Value| r["error"]["code"].as_i64();
    assert_eq!(replies[0]["result"]["protocolVersion"], "2025-06-18");
    assert_eq!(
        replies[0]["result"]["capabilities"]["tools"]["listChanged"],
        false
    );
    assert_eq!(
        (replies[1]["id"].clone(), code(&replies[1])),
        (Value::Null, Some(-32700))
    );
    assert_eq!(
        (replies[2]["id"].clone(), code(&replies[2])),
        (Value::Null, Some(-32600))
    );
    assert_eq!(
        (replies[3]["id"].clone(), code(&replies[3])),
        (json!("a"), Some(-32601))
    );
    assert_eq!(replies[4], json!({"jsonrpc": "2.0", "id": 2, "result": {}}));
    assert_eq!(code(&replies[5]), Some(-32602));
    let unknown = replies[5]["error"]["message"].as_str().unwrap();
    assert!(unknown.contains("did you mean 'run_query'"), "{unknown}");
    let result = &replies[6]["result"];
    assert_eq!(result["isError"], true);
    let bad = result["content"][0]["text"].as_str().unwrap();
    assert!(
        bad.contains("no argument 'parms': did you mean 'params'"),
        "{bad}"
    );
    assert_eq!(replies[7]["result"]["protocolVersion"], "2025-11-25");
    assert_eq!(
        replies[8]["result"]["structuredContent"]["rows"][0]["t"],
        "\u{1b}\u{9b}"
    );
}
