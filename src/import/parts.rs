//! Datasets that grow by parts: which runs a part brought, so that a new answer of the same
//! upstream replaces exactly those, and no other part's.

use super::merge::Plan;
use crate::error::Result;
use rusqlite::Transaction;
use std::collections::HashSet;

/// Keep, among the runs `plan` would remove, only those that part `part` brought before; the
/// removal guard then weighs them against that part's runs, not the whole dataset's.
pub(super) fn only_the_part(
    tx: &Transaction,
    plan: &mut Plan,
    dataset_id: i64,
    part: &str,
) -> Result<()> {
    let mut stmt = tx.prepare(
        "SELECT p.run_id FROM run_parts AS p JOIN runs AS r ON r.id = p.run_id
         WHERE p.part = ?1 AND r.dataset_id = ?2",
    )?;
    let ids: HashSet<i64> = stmt
        .query_map(rusqlite::params![part, dataset_id], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    plan.gone.retain(|(id, _)| ids.contains(id));
    plan.existing = ids.len();
    Ok(())
}

/// Record that part `part` holds the dataset's runs of `keys` (a run another part brought moves
/// to this one).
pub(super) fn record(tx: &Transaction, dataset_id: i64, keys: &[String], part: &str) -> Result<()> {
    tx.execute(
        "INSERT OR REPLACE INTO run_parts (run_id, part)
         SELECT id, ?3 FROM runs
         WHERE dataset_id = ?1 AND record_key IN (SELECT value FROM json_each(?2))",
        rusqlite::params![
            dataset_id,
            serde_json::to_string(keys).unwrap_or_default(),
            part
        ],
    )?;
    Ok(())
}
