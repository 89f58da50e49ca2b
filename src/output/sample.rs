//! The sample list prices a new database starts with, marked where a table shows a price from
//! them: `RunPod CC $2.69*`, and a legend line that says what the mark means and how to price on
//! your own. Machine formats say it in the `rate_set` column instead.

use rusqlite::types::Value;

/// The rate set of the sample list prices (`rates::SAMPLE_RATE_SET`, spelled here as output may
/// not use `rates`; tests/cli/sample_rates.rs sees the mark on the bundled rates).
pub(super) const SAMPLE_RATE_SET: &str = "sample-list-prices";

/// The mark after a price from [`SAMPLE_RATE_SET`] (`RunPod CC $2.69*`).
pub(super) const SAMPLE_MARK: &str = "*";

/// True for a cell priced on the sample rates: a price then [`SAMPLE_MARK`].
pub(super) fn sample_marked(cell: &Value) -> bool {
    matches!(cell, Value::Text(t) if t.ends_with(SAMPLE_MARK) && t.contains(" $"))
}

/// `cell` without [`SAMPLE_MARK`]: for a chart, whose caption names the rate set it prices at.
pub(super) fn without_sample_mark(cell: Value) -> Value {
    match cell {
        Value::Text(t) if sample_marked(&Value::Text(t.clone())) => {
            Value::Text(t[..t.len() - SAMPLE_MARK.len()].to_string())
        }
        v => v,
    }
}

/// The legend's line for [`SAMPLE_MARK`]: what the sample rates are and how to price on your
/// own (README, "Your GPU rates" and "GPU rental catalogs").
pub(super) fn sample_legend() -> (String, String) {
    (
        SAMPLE_MARK.to_string(),
        format!("sample list price ({SAMPLE_RATE_SET}) read once: gpudb rates add/import"),
    )
}
