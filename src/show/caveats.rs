//! A run's caveats for its story: each code with its meaning (caveat_codes) and the curated
//! errata (or the failed checks) behind it, and the codes a rate adds (spot), explained once
//! under the costs.

use super::sql;
use crate::error::Result;
use rusqlite::Connection;
use serde_json::{json, Map, Value as Json};

/// Each caveat code with its meaning, and what is behind it: the curated errata, and the checks
/// run `run_id` failed at import (under `chk`).
pub fn caveats(
    conn: &Connection,
    run_id: i64,
    source: &Map<String, Json>,
    codes: Option<&Json>,
) -> Result<Vec<Json>> {
    let errata = sql::rows(
        conn,
        sql::ERRATA,
        &[
            (
                ":dataset",
                &source.get("dataset_name").and_then(Json::as_str),
            ),
            (":key", &source.get("record_key").and_then(Json::as_str)),
            (":run_id", &run_id),
        ],
    )?;
    let mut out = Vec::new();
    for code in codes_of(codes) {
        let mut caveat = meaning(conn, code)?;
        let e: Vec<Json> = errata
            .iter()
            .filter(|e| e.get("caveat").and_then(Json::as_str) == Some(code))
            .map(|e| {
                let mut e = e.clone();
                e.shift_remove("caveat");
                Json::Object(e)
            })
            .collect();
        caveat["errata"] = Json::Array(e);
        out.push(caveat);
    }
    Ok(out)
}

/// The codes the priced rows add to the run's own (`codes`), each with its meaning, in code
/// order.
pub fn added_by_rates(
    conn: &Connection,
    costs: &[Json],
    codes: Option<&Json>,
) -> Result<Vec<Json>> {
    let own = codes_of(codes);
    let mut added: Vec<&str> = costs
        .iter()
        .filter_map(|c| c["caveats"].as_str())
        .flat_map(|c| c.split(','))
        .filter(|c| !own.contains(c))
        .collect();
    added.sort_unstable();
    added.dedup();
    added.into_iter().map(|code| meaning(conn, code)).collect()
}

/// The codes of a `caveats` column: comma-separated, NULL for none.
pub fn codes_of(caveats: Option<&Json>) -> Vec<&str> {
    let codes = caveats.and_then(Json::as_str).unwrap_or("");
    codes.split(',').filter(|c| !c.is_empty()).collect()
}

/// A caveat code with its title and description (caveat_codes).
fn meaning(conn: &Connection, code: &str) -> Result<Json> {
    let row = sql::row(conn, sql::CAVEAT, &[(":code", &code)])?.unwrap_or_default();
    Ok(json!({ "code": code, "title": row.get("title"), "description": row.get("description") }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_comma_separated_and_null_is_none() {
        assert_eq!(codes_of(Some(&json!("drv,pre"))), ["drv", "pre"]);
        assert!(codes_of(Some(&Json::Null)).is_empty());
        assert!(codes_of(None).is_empty());
    }
}
