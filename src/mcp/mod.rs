//! The Model Context Protocol server behind `gpudb mcp`: JSON-RPC 2.0, one message per line on
//! standard input and output (the protocol's stdio transport), so that an agent (Claude
//! Desktop, an IDE, any MCP client) reads the database through the same saved queries, binder
//! and read-only guard as the command line. [`serve`] answers the lifecycle (`initialize`,
//! `ping`) and the tools (`tools/list`, `tools/call`); [`tools`] holds the tools, [`answer`]
//! turns a statement's rows into JSON.
//!
//! Written by hand rather than with the official Rust SDK (rmcp): a server of five tools over
//! stdio needs a loop of lines and a match of methods, while rmcp brings an async runtime
//! (tokio) and a newer Rust than gpudb's minimum into a binary kept under 10 MB.

mod answer;
mod tools;

pub use tools::Tools;

use crate::error::Result;
use serde_json::{json, Value as Json};
use std::io::{BufRead, Write};

/// The protocol revisions this server speaks, newest first: those of the `initialize`
/// handshake. A client that asks for another one is offered the newest; a client that first
/// probes `server/discover` (the stateless revisions after these) is told there is no such
/// method, and the SDKs then fall back to `initialize`.
const VERSIONS: &[&str] = &["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];

/// JSON-RPC's error codes (the JSON-RPC 2.0 specification, section 5.1).
const PARSE_ERROR: i64 = -32700;
const INVALID_REQUEST: i64 = -32600;
const METHOD_NOT_FOUND: i64 = -32601;
const INVALID_PARAMS: i64 = -32602;

/// What the server tells the agent about itself when it starts (`instructions`).
const INSTRUCTIONS: &str = "gpudb holds published LLM-inference throughput figures (tokens/s \
per GPU, by model, accelerator, framework and workload) and GPU rental, owned-hardware and API \
prices, in SQLite. Start with list_queries and run_query (cheapest-70b, cheapest, \
cost-at-interactivity, api-vs-self-hosted …): each is a reviewed answer with its parameters \
checked. For anything else, describe_schema and then query_sql (read-only, at most 5,000 rows). \
show_run gives one figure's whole story: its source URL, how its per-GPU number was derived, \
its caveats and its cost at every rate. Figures are as published: cite their source.";

/// Answer the messages read from `input` on `output`, one line each, until `input` ends.
pub fn serve(mut input: impl BufRead, mut output: impl Write, tools: &Tools) -> Result<()> {
    let mut line = Vec::new();
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            return Ok(()); // the client closed our input: the protocol's way to stop a server
        }
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        if let Some(reply) = reply(&line, tools) {
            // One line: serde escapes every newline inside strings. Text from the data is
            // exact in the JSON; only C1 controls and bidi overrides are written as \u
            // escapes, so a person watching the stream on a terminal is safe too.
            let mut text = crate::output::json::terminal_safe(reply.to_string());
            text.push('\n');
            output.write_all(text.as_bytes())?;
            output.flush()?;
        }
    }
}

/// The reply to one message: None for a notification (`notifications/initialized`,
/// `notifications/cancelled` …), which is answered by nothing, and for a response (this server
/// sends no requests, so there is nothing to match one with).
fn reply(line: &[u8], tools: &Tools) -> Option<Json> {
    let message: Json = match serde_json::from_slice(line) {
        Ok(m) => m,
        Err(e) => return Some(error(Json::Null, PARSE_ERROR, &format!("not JSON: {e}"))),
    };
    let Some(fields) = message.as_object() else {
        // A batch (an array of messages) left the protocol in 2025-06-18.
        return Some(error(
            Json::Null,
            INVALID_REQUEST,
            "a message is one JSON object (batches are not part of the protocol)",
        ));
    };
    let id = fields.get("id").cloned();
    let Some(method) = fields.get("method").and_then(Json::as_str) else {
        let response = fields.contains_key("result") || fields.contains_key("error");
        return id
            .filter(|_| !response)
            .map(|id| error(id, INVALID_REQUEST, "a request names its method"));
    };
    let id = id?;
    let params = fields.get("params").unwrap_or(&Json::Null);
    Some(match handle(method, params, tools) {
        Ok(result) => json!({"jsonrpc": "2.0", "id": id, "result": result}),
        Err((code, message)) => error(id, code, &message),
    })
}

/// The result of one request, or a protocol error (code, message).
fn handle(method: &str, params: &Json, tools: &Tools) -> Result<Json, (i64, String)> {
    match method {
        "initialize" => Ok(initialize(params)),
        "ping" => Ok(json!({})),
        "tools/list" => Ok(json!({ "tools": tools::list() })),
        "tools/call" => tools.call(params).map_err(|e| (INVALID_PARAMS, e)),
        _ => Err((
            METHOD_NOT_FOUND,
            format!(
                "no method '{method}': gpudb mcp answers initialize, ping, tools/list and \
                 tools/call"
            ),
        )),
    }
}

/// The handshake's answer: the revision the client asked for when this server speaks it, else
/// the newest it does (the client then decides whether to go on).
fn initialize(params: &Json) -> Json {
    let asked = params.get("protocolVersion").and_then(Json::as_str);
    let version = asked
        .and_then(|v| VERSIONS.iter().find(|known| **known == v))
        .unwrap_or(&VERSIONS[0]);
    json!({
        "protocolVersion": version,
        "capabilities": { "tools": { "listChanged": false } },
        "serverInfo": {
            "name": "gpudb",
            "title": "gpudb: LLM-inference throughput and prices",
            "version": env!("CARGO_PKG_VERSION"),
        },
        "instructions": INSTRUCTIONS,
    })
}

fn error(id: Json, code: i64, message: &str) -> Json {
    json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}})
}
