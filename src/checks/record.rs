//! After an import, inside its transaction: the built-in error checks that name runs (their
//! first key column is `run_id`) run on the runs the import wrote (inserted or updated). What fails is
//! kept in `check_failures`, which gives those runs the caveat `chk`, and comes back as
//! warnings naming the runs: the import still lands, the figures as published.

use super::report::row_text;
use super::run::run;
use super::{parse, Severity, BUILTIN};
use crate::error::Result;
use rusqlite::{params, Transaction};

/// Runs named per check in the warnings; the rest are counted.
const NAMED: usize = 10;

/// Write `datasets` (`import::write`) and check the runs it wrote, in the caller's transaction:
/// what the checks find joins the summary's warnings. `gpudb import` and `gpudb refresh` both
/// import this way.
pub fn write_checked(
    tx: &Transaction,
    datasets: &[crate::import::Dataset<'_>],
    options: &crate::import::Options,
) -> Result<crate::import::Summary> {
    let mut summary = crate::import::write(tx, datasets, options)?;
    let written: Vec<i64> = summary
        .datasets
        .iter()
        .flat_map(|d| d.written_runs.iter().copied())
        .collect();
    summary.warnings.extend(after_import(tx, &written)?);
    Ok(summary)
}

/// Run the checks on the runs `written` (runs.id), replace their rows of `check_failures`, and
/// return one warning per failing check.
pub fn after_import(tx: &Transaction, written: &[i64]) -> Result<Vec<String>> {
    if written.is_empty() {
        return Ok(Vec::new());
    }
    tx.execute_batch(
        "CREATE TEMP TABLE IF NOT EXISTS check_scope (run_id INTEGER PRIMARY KEY);
         DELETE FROM temp.check_scope;",
    )?;
    tx.execute(
        "INSERT OR IGNORE INTO temp.check_scope (run_id) SELECT value FROM json_each(?1)",
        [serde_json::to_string(written).unwrap_or_default()],
    )?;
    tx.execute(
        "DELETE FROM check_failures WHERE run_id IN (SELECT run_id FROM temp.check_scope)",
        [],
    )?;
    let mut warnings = Vec::new();
    for (name, sql) in BUILTIN {
        let mut check = parse(name, "built-in", sql).expect("a built-in check parses");
        if check.severity != Severity::Error
            || check.key.first().map(String::as_str) != Some("run_id")
        {
            continue;
        }
        // The check as it is, kept to the runs in scope and to the rows it fails (a newline
        // ends a last comment line).
        let skips = tx
            .prepare(sql)?
            .column_names()
            .contains(&super::run::SKIPPED_COLUMN);
        check.sql = format!(
            "SELECT * FROM ({}\n) WHERE run_id IN (SELECT run_id FROM temp.check_scope){}",
            sql.trim_end().trim_end_matches(';'),
            if skips { " AND skipped IS NULL" } else { "" }
        );
        let found = run(tx, &check, usize::MAX).map_err(|reason| {
            crate::error::Error::Other(format!("the built-in check {name} cannot run: {reason}"))
        })?;
        if found.failing == 0 {
            continue;
        }
        let at = found
            .columns
            .iter()
            .position(|c| c == "run_id")
            .unwrap_or(0);
        let mut runs: Vec<(i64, String)> = Vec::new();
        for row in &found.first {
            let rusqlite::types::Value::Integer(id) = row[at] else {
                continue;
            };
            let text = row_text(&found.columns, row);
            let text = text
                .strip_prefix(&format!("run_id={id} "))
                .unwrap_or(&text)
                .to_string();
            match runs.iter_mut().find(|(r, _)| *r == id) {
                Some((_, t)) => {
                    t.push_str(" | ");
                    t.push_str(&text);
                }
                None => runs.push((id, text)),
            }
        }
        for (id, detail) in &runs {
            tx.execute(
                "INSERT INTO check_failures (run_id, check_name, detail, checked_at)
                 VALUES (?1, ?2, ?3, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))",
                params![id, name, detail],
            )?;
        }
        warnings.push(warning(tx, name, &runs)?);
    }
    tx.execute_batch("DROP TABLE temp.check_scope;")?;
    Ok(warnings)
}

/// "3 runs fail the check NAME: run 12 (dataset [path]: detail), …", the first few named.
fn warning(tx: &Transaction, name: &str, runs: &[(i64, String)]) -> Result<String> {
    let mut named = Vec::new();
    for (id, detail) in runs.iter().take(NAMED) {
        let (dataset, path): (String, String) = tx.query_row(
            "SELECT d.name, r.record_path FROM runs AS r JOIN datasets AS d ON d.id = r.dataset_id
             WHERE r.id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        named.push(format!("run {id} ({dataset} {path}: {detail})"));
    }
    let more = runs.len().saturating_sub(NAMED);
    let more = if more > 0 {
        format!(", and {more} more")
    } else {
        String::new()
    };
    Ok(format!(
        "{} run{} fail{} the check {name}: {}{more}. Imported as published, with the caveat \
         chk; see them with: gpudb check {name}",
        runs.len(),
        if runs.len() == 1 { "" } else { "s" },
        if runs.len() == 1 { "s" } else { "" },
        named.join("; ")
    ))
}
