//! How a new version of a dataset becomes the rows in the database: for each table, which rows
//! stay untouched, which are updated in place (keeping their id), which are new, and which are
//! gone. Rows a user's table refers to are never deleted behind its back.

use crate::error::{Error, Result};
use rusqlite::{OptionalExtension, Transaction};
use std::collections::HashMap;

/// What to do with one record of the new version.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Action {
    Insert,
    /// Update the row; true when the record's content changed, not only its text or place.
    Update(i64, bool),
    /// Same record, same place, same text: not written.
    Keep,
}

impl Action {
    /// The row to write: `Some(None)` inserts, `Some(Some(id))` updates row `id`; None: nothing.
    pub fn target(self) -> Option<Option<i64>> {
        match self {
            Action::Keep => None,
            Action::Insert => Some(None),
            Action::Update(id, _) => Some(Some(id)),
        }
    }
}

/// How one table's rows of a dataset become the new version's.
pub(super) struct Plan {
    table: &'static str,
    /// Rows the dataset had before.
    pub existing: usize,
    /// One action per new record, in file order.
    pub actions: Vec<Action>,
    /// Rows whose record is gone: (id, record_path).
    pub gone: Vec<(i64, String)>,
    /// Rows that stay but move to another record path.
    moved: Vec<i64>,
}

impl Plan {
    /// Match each new record (its key; `record(i, path)` says whether record `i` is at record
    /// path `path`, and gives its raw text) to the row of
    /// the same key, if any. The dataset's rows are read in one pass, matched by key in memory
    /// (the new keys, not the rows, are held), so a version of a million runs costs one read of
    /// the old one; a dataset imported for the first time reads nothing.
    pub fn new<'a>(
        tx: &Transaction,
        table: &'static str,
        dataset_id: i64,
        keys: &[String],
        record: impl Fn(usize, &str) -> (bool, &'a str),
    ) -> Result<Plan> {
        let (existing, max_id): (i64, Option<i64>) = tx.query_row(
            &format!(
                "SELECT (SELECT count(*) FROM {table} WHERE dataset_id = ?1),
                     (SELECT max(id) FROM {table})"
            ),
            [dataset_id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        let mut plan = Plan {
            table,
            existing: existing as usize,
            actions: vec![Action::Insert; keys.len()],
            gone: Vec::new(),
            moved: Vec::new(),
        };
        if existing == 0 {
            return Ok(plan);
        }
        let filter = rows_of_dataset(existing, max_id);
        let mut stmt = tx.prepare(&format!(
            "SELECT id, record_key, record_path, raw_json FROM {table} WHERE {filter}"
        ))?;
        let index: HashMap<&str, usize> = keys
            .iter()
            .enumerate()
            .map(|(i, k)| (k.as_str(), i))
            .collect();
        let mut rows = stmt.query([dataset_id])?;
        while let Some(row) = rows.next()? {
            let id: i64 = row.get(0)?;
            let key = row
                .get_ref(1)?
                .as_str_or_null()
                .map_err(rusqlite::Error::from)?;
            let old_path = row.get_ref(2)?.as_str().map_err(rusqlite::Error::from)?;
            let Some(&i) = key.and_then(|k| index.get(k)) else {
                plan.gone.push((id, old_path.to_string()));
                continue;
            };
            let old_raw = row.get_ref(3)?.as_str().map_err(rusqlite::Error::from)?;
            // Asked, not formatted: a path for every record of a million cost a tenth of a
            // re-import.
            let (same_place, raw) = record(i, old_path);
            if !same_place {
                plan.moved.push(id);
            }
            plan.actions[i] = if same_place && old_raw == raw {
                Action::Keep
            } else {
                // Reformatted text (whitespace, key order) is written but not counted as a
                // change.
                Action::Update(id, !same_json(old_raw, raw))
            };
        }
        plan.gone.sort_unstable();
        Ok(plan)
    }

    /// Stop, naming the user's table and the row, when a row to delete is referenced (`file`
    /// is the new version of dataset `dataset`).
    pub fn check_references(&self, tx: &Transaction, file: &str, dataset: &str) -> Result<()> {
        let ids: Vec<i64> = self.gone.iter().map(|(id, _)| *id).collect();
        if let Some(r) = references(tx, self.table, &ids)?.first() {
            let path = &self
                .gone
                .iter()
                .find(|(id, _)| *id == r.id)
                .expect("a gone row")
                .1;
            return Err(Error::File {
                file: file.to_string(),
                message: format!(
                    "this version of dataset '{}' no longer has {} {} (id {}, {path} of the \
                     imported version), and your table '{}' refers to it (column {}); nothing \
                     was imported. Delete or repoint those rows first, or keep the imported \
                     version",
                    dataset,
                    if self.table == "runs" {
                        "run"
                    } else {
                        "API price"
                    },
                    r.id,
                    r.id,
                    crate::msg::quote(&r.table),
                    crate::msg::quote(&r.column)
                ),
            });
        }
        Ok(())
    }

    /// The rows this version deletes or rewrites.
    pub fn changing(&self) -> Vec<i64> {
        let updated = self.actions.iter().filter_map(|a| a.target().flatten());
        self.gone.iter().map(|(id, _)| *id).chain(updated).collect()
    }

    /// Delete the rows that are gone, and give moving rows a temporary record path so the new
    /// paths are free (record paths are unique within a dataset).
    pub fn clear_the_way(&self, tx: &Transaction) -> Result<()> {
        let mut delete = tx.prepare(&format!("DELETE FROM {} WHERE id = ?1", self.table))?;
        for (id, _) in &self.gone {
            delete.execute([id])?;
        }
        let mut park = tx.prepare(&format!(
            "UPDATE {} SET record_path = '(moving) ' || id WHERE id = ?1",
            self.table
        ))?;
        for id in &self.moved {
            park.execute([id])?;
        }
        Ok(())
    }
}

/// The WHERE clause that picks a dataset's rows (`?1`), given how many it has and the table's
/// largest id. Most of the table: read it in rowid order, which is much faster than following
/// the index row by row; a small dataset in a large table: read its rows through the index.
pub(super) fn rows_of_dataset(existing: i64, max_id: Option<i64>) -> &'static str {
    if existing * 2 >= max_id.unwrap_or(0) {
        "+dataset_id = ?1"
    } else {
        "dataset_id = ?1"
    }
}

/// Two records' JSON texts mean the same (numbers compared as JSON numbers).
fn same_json(a: &str, b: &str) -> bool {
    let parse = |t: &str| serde_json::from_str::<serde_json::Value>(t).ok();
    matches!((parse(a), parse(b)), (Some(x), Some(y)) if x == y)
}

/// A row of a user's table that refers to a gpudb row.
pub(super) struct Reference {
    pub id: i64,
    table: String,
    column: String,
}

/// Rows among `ids` of gpudb's `table` that a user's table refers to with a foreign key
/// (`check_failures` and `run_parts`, gpudb's own, do not count).
pub(super) fn references(tx: &Transaction, table: &str, ids: &[i64]) -> Result<Vec<Reference>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut stmt = tx.prepare(
        "SELECT m.name, f.\"from\", coalesce(f.\"to\", 'id')
         FROM sqlite_schema AS m, pragma_foreign_key_list(m.name) AS f
         WHERE m.type = 'table' AND f.\"table\" = ?1 COLLATE NOCASE
           -- gpudb's own: their rows go with the run (ON DELETE CASCADE)
           AND m.name NOT IN ('check_failures', 'run_parts')",
    )?;
    let fks: Vec<(String, String, String)> = stmt
        .query_map([table], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let mut out = Vec::new();
    for (user_table, column, target) in fks {
        let quote = |s: &str| format!("\"{}\"", s.replace('"', "\"\""));
        let sql = format!(
            "SELECT t.id FROM {table} AS t WHERE t.id IN (SELECT value FROM json_each(?1))
               AND EXISTS (SELECT 1 FROM {} AS u WHERE u.{} = t.{}) ORDER BY t.id LIMIT 1",
            quote(&user_table),
            quote(&column),
            quote(&target)
        );
        let found: Option<i64> = tx
            .query_row(
                &sql,
                [serde_json::to_string(ids).unwrap_or_default()],
                |r| r.get(0),
            )
            .optional()?;
        if let Some(id) = found {
            out.push(Reference {
                id,
                table: user_table,
                column,
            });
        }
    }
    Ok(out)
}
