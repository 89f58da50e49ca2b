//! The owned cost model behind a rate, for `gpudb show rate ID`: its inputs and its parts per
//! GPU-hour, each with the arithmetic that gives it (built as JSON, written as text), and the
//! capex/energy/opex split of a priced run's cost, where its rate is an owned one.

use super::numbers::{num, sig5};
use super::sql;
use crate::error::Result;
use rusqlite::Connection;
use serde_json::{json, Map, Value as Json};
use std::fmt::Write as _;

/// The columns of src/sql/show/owned.sql that are the model's parts per GPU-hour; the others
/// are its inputs.
const PARTS: [&str; 4] = [
    "capex_usd_per_gpu_hour",
    "energy_usd_per_gpu_hour",
    "usd_per_gpu_hour",
    "electricity_share",
];

/// The split columns of a priced run (src/sql/show/costs.sql), NULL unless the rate is owned.
const SPLIT: [&str; 4] = [
    "capex_usd_per_m_output_tokens",
    "energy_usd_per_m_output_tokens",
    "opex_usd_per_m_output_tokens",
    "energy_basis",
];

/// The cost model rate `id` stands for, with its parts and their arithmetic; None for a rate
/// that is not an owned one.
pub fn model(conn: &Connection, id: i64) -> Result<Option<Json>> {
    let Some(row) = sql::row(conn, sql::OWNED, &[(":id", &id)])? else {
        return Ok(None);
    };
    let f = |k: &str| row.get(k).and_then(Json::as_f64).unwrap_or(f64::NAN);
    let inputs: Map<String, Json> = row
        .iter()
        .filter(|(k, _)| !PARTS.contains(&k.as_str()))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let part = |name: &str, column: &str, arithmetic: String| {
        json!({
            "part": name,
            "usd_per_gpu_hour": row[column],
            "arithmetic": arithmetic,
        })
    };
    let capex = format!(
        "({} - {}) / ({} × 8760 × {}) = {}",
        num(f("capex_usd")),
        num(f("residual_usd")),
        num(f("life_years")),
        num(f("utilization")),
        sig5(f("capex_usd_per_gpu_hour"))
    );
    let energy = format!(
        "{} kW × {} PUE × ${}/kWh = {}",
        num(f("kw_per_gpu")),
        num(f("pue")),
        num(f("usd_per_kwh")),
        sig5(f("energy_usd_per_gpu_hour"))
    );
    let total = format!(
        "capex + energy + opex = {} (electricity {:.1}%)",
        sig5(f("usd_per_gpu_hour")),
        100.0 * f("electricity_share")
    );
    let opex = format!("as given = {}", sig5(f("opex_usd_per_gpu_hour")));
    let parts = json!([
        part("capex", "capex_usd_per_gpu_hour", capex),
        part("energy", "energy_usd_per_gpu_hour", energy),
        part("opex", "opex_usd_per_gpu_hour", opex),
        part("total", "usd_per_gpu_hour", total),
    ]);
    Ok(Some(json!({ "inputs": inputs, "parts": parts })))
}

/// A priced run's split of its cost, said on one line; the split's columns are dropped from a
/// run priced at a rate that is not owned (they are NULL there).
pub fn split(row: &mut Map<String, Json>) {
    if row.get("energy_basis").map_or(true, Json::is_null) {
        for k in SPLIT {
            row.shift_remove(k);
        }
        return;
    }
    let f = |k: &str| row.get(k).and_then(Json::as_f64).unwrap_or(f64::NAN);
    let basis = match row["energy_basis"].as_str() {
        Some("measured") => "the run's measured J/token",
        _ => "the model's kW",
    };
    let line = format!(
        "capex {} + energy {} ({basis}) + opex {}",
        sig5(f(SPLIT[0])),
        sig5(f(SPLIT[1])),
        sig5(f(SPLIT[2]))
    );
    row.insert("split".into(), Json::String(line));
}

/// The section "Its cost model" of a rate's story, where the rate is an owned one.
pub fn text(
    out: &mut String,
    model: &Json,
    fields: impl Fn(&mut String, &Json),
    show: impl Fn(&Json) -> String,
) {
    if model.is_null() {
        return;
    }
    out.push_str("\nIts cost model (owned hardware: gpudb rates add-owned)\n");
    fields(out, &model["inputs"]);
    out.push_str("\nIts parts, US dollars per GPU-hour of work\n");
    for p in model["parts"].as_array().into_iter().flatten() {
        let _ = writeln!(out, "  {:<6}  {}", show(&p["part"]), show(&p["arithmetic"]));
    }
}
