//! A saved query described as JSON (name, title, parameters with their types and defaults,
//! origin, description): what `gpudb queries --format json` prints and what the MCP server's
//! list of queries gives an agent.

use super::{Kind, Param, Query};
use serde_json::{json, Value as Json};

/// The name of a parameter's kind, as help and JSON say it.
pub fn kind_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Text => "text",
        Kind::Number => "number",
        Kind::Integer => "integer",
        Kind::Date => "date",
    }
}

fn param_json(p: &Param) -> Json {
    json!({
        "name": p.name,
        "type": kind_name(p.kind),
        "default": p.default,
        "required": p.default.is_none(),
        "description": p.description,
    })
}

/// The query without its SQL.
pub fn json(q: &Query) -> Json {
    json!({
        "name": q.name,
        "title": q.title,
        "parameters": q.params.iter().map(param_json).collect::<Vec<_>>(),
        "preset": q.preset.as_ref().map(|p| json!({
            "base": p.base,
            "defaults": p.values.iter().map(|(n, v)| (n.clone(), json!(v)))
                .collect::<serde_json::Map<_, _>>(),
        })),
        "origin": q.origin,
        "description": q.description,
    })
}
