//! A ranked row's range and the evidence behind it, for `gpudb show choice RUN_ID`: the choice
//! the run stands for, its publishers and their runs, the offers for its accelerator on the
//! day asked, and the arithmetic of `usd_per_m_low` and `usd_per_m_high` (docs/ranges.md). The
//! parameters are `gpudb query cheapest`'s own, read by its rules, and the range is computed as
//! cheapest computes it, so the two agree to the last bit.

use super::numbers::{num, sig5};
use super::sql;
use crate::error::{Error, Result};
use crate::queries::Query;
use rusqlite::Connection;
use serde_json::{json, Map, Value as Json};

/// What a range is asked at, read from cheapest's parameters (day, per, utilization …).
pub const ASK: &str = include_str!("../sql/show/choice_ask.sql");
/// The choice of a run and its throughput evidence (:run_id, :per, :open_division).
pub const CHOICE: &str = include_str!("../sql/show/choice.sql");
/// The runs behind the evidence, by publisher (:run_id, :per, :open_division).
pub const RUNS: &str = include_str!("../sql/show/choice_runs.sql");
/// The offers of an accelerator on a day (:accelerator, :day, :rate_set, :pricing).
pub const OFFERS: &str = include_str!("../sql/show/choice_offers.sql");

/// The story of the range of the row whose run is `id`, priced as `cheapest` (the saved query
/// whose parameters `given` are) prices it; at most `limit` offers and runs of a publisher
/// listed (0: all), the cheapest and the median offers always.
pub fn choice_story(
    conn: &Connection,
    id: i64,
    cheapest: &Query,
    given: &[(String, String)],
    limit: usize,
) -> Result<Json> {
    crate::params::check_known(conn, &cheapest.name, &cheapest.params, given)?;
    let tx = conn.unchecked_transaction()?;
    let mut stmt = tx.prepare(ASK)?;
    crate::queries::bind(&mut stmt, cheapest, given)?;
    let ask = sql::collect(&mut stmt)?.pop().expect("one row");
    let text = |k: &str| ask.get(k).and_then(Json::as_str).unwrap_or("").to_string();
    let (per, day) = (text("per"), text("day"));
    let open = ask.get("open_division").and_then(Json::as_i64).unwrap_or(0);
    let utilization = ask.get("utilization").and_then(Json::as_f64).unwrap_or(1.0);
    let keys: &sql::Params = &[(":run_id", &id), (":per", &per), (":open_division", &open)];
    let Some(choice) = sql::row(&tx, CHOICE, keys)? else {
        return Err(super::story::not_found("run", id, &tx, sql::RUN_IDS)?);
    };
    let f = |m: &Map<String, Json>, k: &str| m.get(k).and_then(Json::as_f64);
    let Some(own) = f(&choice, "output_tokens_per_sec_per_gpu").filter(|v| *v > 0.0) else {
        return Err(Error::Other(format!(
            "run {id} has no output tokens/s per GPU to price (its figure counts input + output \
             tokens and it publishes no lengths, or it has no per-GPU figure): cheapest ranks no \
             cost for it; gpudb show run {id} says why"
        )));
    };
    let accelerator = choice.get("accelerator_id").and_then(Json::as_str);
    let offers = sql::rows(
        &tx,
        OFFERS,
        &[
            (":accelerator", &accelerator),
            (":day", &day),
            (":rate_set", &text("rate_set")),
            (":pricing", &text("pricing")),
        ],
    )?;
    let Some(first) = offers.first() else {
        return Err(Error::Other(format!(
            "no rate asked for prices {} on {day}{}{}: cheapest ranks no cost for run {id} \
             there; gpudb rates list shows the rates",
            crate::msg::quote(accelerator.unwrap_or("")),
            pair(" (-p rate_set=", &text("rate_set")),
            pair(" (-p pricing=", &text("pricing")),
        )));
    };
    let cheapest_rate = f(first, "usd_per_gpu_hour").unwrap_or(f64::NAN);
    let median_rate = f(first, "median_usd_per_gpu_hour").unwrap_or(f64::NAN);
    let (fastest, slowest) = (
        f(&choice, "max_output_tokens_per_sec_per_gpu").unwrap_or(own),
        f(&choice, "min_output_tokens_per_sec_per_gpu").unwrap_or(own),
    );
    // cheapest's own steps, in its order: the row's run at the cheapest offer (run_rate_costs'
    // formula, then the utilization), scaled to the offer and the figure of each end.
    let cost = cheapest_rate / (own * 3600.0) * 1e6 / utilization;
    // (cheapest's own factor for the offer, the row's rate over the cheapest, is 1 here.)
    let low = cost * (own / fastest);
    let high = cost * (median_rate / cheapest_rate) * (own / slowest);
    let publishers = choice.get("publishers").and_then(Json::as_i64).unwrap_or(1);
    let confidence = match choice.get("tokens_counted").and_then(Json::as_str) {
        Some(t) if t != "output" => "converted".to_string(),
        _ if publishers > 1 => format!("measured ×{publishers}"),
        _ => "single".to_string(),
    };
    let at = |rate: f64, tps: f64| {
        let by = if utilization == 1.0 {
            String::new()
        } else {
            format!(" / {}", num(utilization))
        };
        format!("{} × 1e6 / (3600 × {}){by}", num(rate), num(tps))
    };
    let runs = sql::rows(&tx, RUNS, keys)?;
    let (copies, originals): (Vec<_>, Vec<_>) = runs
        .into_iter()
        .partition(|r| r.get("republishes_run_id").is_some_and(|v| !v.is_null()));
    Ok(json!({
        "run_id": id,
        "choice": choice,
        "asked": ask,
        "publishers": by_publisher(originals),
        "copies": copies,
        "offers": shown_offers(offers, limit),
        "range": {
            "confidence": confidence,
            "usd_per_m_output_tokens": cost,
            "usd_per_m_low": low,
            "usd_per_m_high": high,
            "low_arithmetic": format!("{} = {}", at(cheapest_rate, fastest), sig5(low)),
            "high_arithmetic": format!("{} = {}", at(median_rate, slowest), sig5(high)),
        },
        "limit": limit,
    }))
}

/// `open` + `value` + ")", or nothing for an empty value: a filter named in a message.
fn pair(open: &str, value: &str) -> String {
    match value {
        "" => String::new(),
        v => format!("{open}{})", crate::msg::quote(v)),
    }
}

/// The runs (fastest publisher first, each one's runs fastest first) as one object per
/// publisher: its name, its fastest figure (the one the range counts) and its runs.
fn by_publisher(runs: Vec<Map<String, Json>>) -> Vec<Json> {
    let mut out: Vec<(Json, Vec<Json>)> = Vec::new();
    for mut r in runs {
        let name = r.shift_remove("publisher").unwrap_or(Json::Null);
        r.shift_remove("republishes_run_id");
        match out.last_mut().filter(|(n, _)| *n == name) {
            Some((_, list)) => list.push(Json::Object(r)),
            None => out.push((name, vec![Json::Object(r)])),
        }
    }
    out.into_iter()
        .map(|(name, runs)| {
            let best = runs[0]["output_tokens_per_sec_per_gpu"].clone();
            json!({"publisher": name, "output_tokens_per_sec_per_gpu": best, "runs": runs})
        })
        .collect()
}

/// The offers' summary and the ones listed: the `limit` cheapest (0: all) and the median ones.
fn shown_offers(offers: Vec<Map<String, Json>>, limit: usize) -> Json {
    let first = &offers[0];
    let summary = json!({
        "offer_count": offers.len(),
        "usd_per_gpu_hour": first["usd_per_gpu_hour"],
        "median_usd_per_gpu_hour": first["median_usd_per_gpu_hour"],
        "max_usd_per_gpu_hour": first["max_usd_per_gpu_hour"],
    });
    let total = offers.len();
    let listed: Vec<Json> = offers
        .into_iter()
        .enumerate()
        .filter(|(i, o)| limit == 0 || *i < limit || o["at_median"].as_i64() == Some(1))
        .map(|(_, mut o)| {
            for k in ["n", "median_usd_per_gpu_hour", "max_usd_per_gpu_hour"] {
                o.shift_remove(k);
            }
            Json::Object(o)
        })
        .collect();
    let mut summary = summary;
    summary["not_listed"] = json!(total - listed.len());
    summary["listed"] = Json::Array(listed);
    summary
}
