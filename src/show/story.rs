//! The stories as JSON: a run's (its figure, where it comes from, how its per-GPU number was
//! made, its series' frontier and its place on it, its caveats, its cost at every rate, the record as published) and a rate's (the rate,
//! its rate set, the runs it prices, and an owned rate's cost model: `owned`). Each section is one statement of `src/sql/show/`.

use super::caveats::{added_by_rates, caveats};
use super::derivation::derivation;
use super::numbers::{num, sig5};
use super::owned;
use super::sql;
use crate::error::{Error, Result};
use rusqlite::Connection;
use serde_json::{json, Map, Value as Json};

/// Where to find ids, for the errors about one that is not there: `what` is "run" or "rate".
pub fn where_ids_are(what: &str) -> &'static str {
    if what == "run" {
        "run ids are in the run_id column of `gpudb query cheapest-70b --format csv`, or list \
         them with `gpudb sql \"SELECT id, model_id, accelerator_id FROM runs\"`"
    } else {
        "rate ids are in the id column of `gpudb rates list`, and in the rate_id column of \
         `gpudb query cheapest-70b --format csv`"
    }
}

/// The error for an id that is not there, with how many there are and where to find them.
/// `ids`: the statement that counts them (sql::RUN_IDS, sql::RATE_IDS).
pub(super) fn not_found(what: &str, id: i64, conn: &Connection, ids: &str) -> Result<Error> {
    let (n, lo, hi): (i64, Option<i64>, Option<i64>) =
        conn.query_row(ids, [], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
    let have = match (lo, hi) {
        (Some(lo), Some(hi)) => format!("this database has {n} {what}s, ids {lo} to {hi}"),
        _ => format!("this database has no {what}s"),
    };
    Ok(Error::Other(format!(
        "no {what} with id {id} ({have}): {}",
        where_ids_are(what)
    )))
}

/// One run's whole story.
pub fn run_story(conn: &Connection, id: i64) -> Result<Json> {
    // The sections are read by several statements: from one snapshot of the database.
    let tx = conn.unchecked_transaction()?;
    let run = &[(":run_id", &id as &dyn rusqlite::ToSql)];
    let (Some(figure), Some(source), Some(mut record)) = (
        sql::row(&tx, sql::FIGURE, run)?,
        sql::row(&tx, sql::SOURCE, run)?,
        sql::row(&tx, sql::RECORD, run)?,
    ) else {
        return Err(not_found("run", id, &tx, sql::RUN_IDS)?);
    };
    let raw = match record.shift_remove("raw_json") {
        Some(Json::String(s)) => serde_json::from_str(&s).unwrap_or(Json::String(s)),
        other => other.unwrap_or(Json::Null),
    };
    let codes = record.shift_remove("caveats");
    let derivation = derivation(&figure, &raw);
    let caveats = caveats(&tx, id, &source, codes.as_ref())?;
    let no_id: Option<i64> = None;
    let costs: Vec<Json> = sql::rows(
        &tx,
        sql::COSTS,
        &[(":run_id", &id), (":rate_id", &no_id), (":limit", &no_id)],
    )?
    .into_iter()
    .map(with_arithmetic)
    .collect();
    let rate_caveats = added_by_rates(&tx, &costs, codes.as_ref())?;
    let frontier = sql::row(&tx, sql::FRONTIER, run)?;
    Ok(json!({
        "run_id": id,
        "figure": figure,
        "source": source,
        "derivation": derivation,
        "frontier": frontier,
        "caveats": caveats,
        "costs": costs,
        "rate_caveats": rate_caveats,
        "raw_json": raw,
    }))
}

/// One rate, its rate set, and the runs it prices, cheapest first: at most `limit` (0: all).
pub fn rate_story(conn: &Connection, id: i64, limit: usize) -> Result<Json> {
    let tx = conn.unchecked_transaction()?;
    let Some(rate) = sql::row(&tx, sql::RATE, &[(":id", &id)])? else {
        return Err(not_found("rate", id, &tx, sql::RATE_IDS)?);
    };
    let set = sql::row(
        &tx,
        sql::RATE_SET,
        &[(":set", &rate.get("rate_set").and_then(Json::as_str))],
    )?;
    let no_id: Option<i64> = None;
    // Only the rows shown are read (limit 0: all); the query counts the rest.
    let limit = i64::try_from(limit).ok().filter(|&l| l > 0);
    let shown = sql::rows(
        &tx,
        sql::COSTS,
        &[(":run_id", &no_id), (":rate_id", &id), (":limit", &limit)],
    )?;
    let total = shown.first().map_or(0, |r| {
        r.get("rows_without_limit")
            .and_then(Json::as_u64)
            .unwrap_or(0) as usize
    });
    let runs: Vec<Json> = shown.into_iter().map(with_arithmetic).collect();
    let shown = runs.len();
    let mut story = json!({
        "rate": rate,
        "rate_set": set,
        "runs_priced": total,
        "runs_not_shown": total - shown,
        "runs": runs,
    });
    // Only an owned rate has a cost model: other rates' stories are as they were.
    if let Some(model) = owned::model(&tx, id)? {
        story["owned_cost_model"] = model;
    }
    Ok(story)
}

/// A cost row with the arithmetic that gives it.
fn with_arithmetic(mut row: Map<String, Json>) -> Json {
    // The count of all the rows is said once, not in each.
    row.shift_remove("rows_without_limit");
    let f = |k: &str| row.get(k).and_then(Json::as_f64).unwrap_or(f64::NAN);
    let line = format!(
        "{} / ({} × 3600) × 1e6 = {}",
        num(f("usd_per_gpu_hour")),
        // The output tokens/s it is priced on (run_speeds: a figure of input + output tokens at
        // its output share; the figure section shows that arithmetic).
        num(if row.contains_key("output_tokens_per_sec_per_gpu") {
            f("output_tokens_per_sec_per_gpu")
        } else {
            f("tokens_per_sec_per_gpu")
        }),
        sig5(f("usd_per_m_output_tokens"))
    );
    row.insert("arithmetic".into(), Json::String(line));
    owned::split(&mut row);
    Json::Object(row)
}
