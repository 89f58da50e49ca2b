//! After an import (`store::import`), inside its transaction: the built-in error checks that name runs (their
//! first key column is `run_id`) run on the runs the import wrote (inserted or updated). What fails is
//! kept in `check_failures`, which gives those runs the caveat `chk`, and comes back as
//! warnings naming the runs: the import still lands, the figures as published.

use super::report::row_text;
use super::run::run_each;
use super::{parse, Severity, BUILTIN};
use crate::error::Result;
use rusqlite::{params, Transaction};

/// Runs named per check in the warnings; the rest are counted.
const NAMED: usize = 10;

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
            .any(|c| c == super::run::SKIPPED_COLUMN);
        check.sql = format!(
            "SELECT * FROM ({}\n) WHERE run_id IN (SELECT run_id FROM temp.check_scope){}",
            sql.trim_end().trim_end_matches(';'),
            if skips { " AND skipped IS NULL" } else { "" }
        );
        // Each failing row goes to check_failures as it comes (a run's rows joined by " | ",
        // in order): only the first few runs, for the warning, and the ids seen are kept.
        let mut insert = tx.prepare_cached(
            "INSERT INTO check_failures (run_id, check_name, detail, checked_at)
             VALUES (?1, ?2, ?3, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
             ON CONFLICT (run_id, check_name) DO UPDATE SET detail = detail || ' | ' || excluded.detail",
        )?;
        let mut seen = std::collections::HashSet::new();
        let mut first: Vec<i64> = Vec::new();
        let mut run_id_at = None;
        let found = run_each(tx, &check, |columns, row| {
            let at = *run_id_at
                .get_or_insert_with(|| columns.iter().position(|c| c == "run_id").unwrap_or(0));
            let rusqlite::types::Value::Integer(id) = row[at] else {
                return Ok(());
            };
            let text = row_text(columns, &row);
            let text = text.strip_prefix(&format!("run_id={id} ")).unwrap_or(&text);
            insert.execute(params![id, name, text])?;
            if seen.insert(id) && first.len() < NAMED {
                first.push(id);
            }
            Ok(())
        })
        .map_err(|reason| {
            crate::error::Error::Other(format!("the built-in check {name} cannot run: {reason}"))
        })?;
        if found.failing == 0 {
            continue;
        }
        let mut runs = Vec::new();
        for id in first {
            let detail: String = tx.query_row(
                "SELECT detail FROM check_failures WHERE run_id = ?1 AND check_name = ?2",
                params![id, name],
                |r| r.get(0),
            )?;
            runs.push((id, detail));
        }
        warnings.push(warning(tx, name, &runs, seen.len())?);
    }
    tx.execute_batch("DROP TABLE temp.check_scope;")?;
    Ok(warnings)
}

/// "3 runs fail the check NAME: run 12 (dataset [path]: detail), …", the first few (`runs`)
/// named, of `failing`.
fn warning(tx: &Transaction, name: &str, runs: &[(i64, String)], failing: usize) -> Result<String> {
    let mut named = Vec::new();
    for (id, detail) in runs {
        let (dataset, path): (String, String) = tx.query_row(
            "SELECT d.name, r.record_path FROM runs AS r JOIN datasets AS d ON d.id = r.dataset_id
             WHERE r.id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        named.push(format!("run {id} ({dataset} {path}: {detail})"));
    }
    let more = failing.saturating_sub(runs.len());
    let more = if more > 0 {
        format!(", and {more} more")
    } else {
        String::new()
    };
    Ok(format!(
        "{} run{} fail{} the check {name}: {}{more}. Imported as published, with the caveat \
         chk; see them with: gpudb check {name}",
        failing,
        if failing == 1 { "" } else { "s" },
        if failing == 1 { "s" } else { "" },
        named.join("; ")
    ))
}
