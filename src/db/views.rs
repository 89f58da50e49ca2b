//! The views: one file each in `schema/views/`, each the view as it is today, applied whole
//! whenever its text changes, as Flyway applies a repeatable migration. The versioned migrations
//! (`migrations/`) hold tables, indexes, triggers and data only. `_gpudb_views` records the
//! SHA-256 of each view this build created, so a database knows whether its views are this
//! build's without comparing their text.
//!
//! Before versioned migrations run, every view gpudb made is dropped (an `ALTER TABLE` checks the
//! views that read the table, and a view of today would not fit a table of V5), and all are made
//! again after. A view another client made is left as it is.

use crate::error::Result;
use rusqlite::{Connection, Transaction};
use sha2::{Digest, Sha256};

mod builtin {
    include!(concat!(env!("OUT_DIR"), "/builtin_views.rs"));
}

/// The table that records which views this build made, and from which text.
pub(super) const TABLE: &str = "_gpudb_views";

/// Every view, as (name, `CREATE VIEW` file), sorted by name.
pub fn all() -> &'static [(&'static str, &'static str)] {
    builtin::BUILTIN
}

fn sha256(sql: &str) -> String {
    crate::text::hex(&Sha256::digest(sql.as_bytes()))
}

fn has_table(conn: &Connection) -> Result<bool> {
    super::open::has_table(conn, TABLE)
}

/// The recorded (name, sha256) of the views gpudb made in this database.
fn recorded(conn: &Connection) -> Result<Vec<(String, String)>> {
    if !has_table(conn)? {
        return Ok(Vec::new());
    }
    let mut stmt = conn.prepare(&format!("SELECT name, sha256 FROM {TABLE} ORDER BY name"))?;
    let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The views whose text differs from what the database was given (new, changed or gone).
fn changed(conn: &Connection) -> Result<Vec<String>> {
    let had = recorded(conn)?;
    let mut out: Vec<String> = all()
        .iter()
        .filter(|(name, sql)| !had.iter().any(|(n, h)| n == name && *h == sha256(sql)))
        .map(|(name, _)| name.to_string())
        .collect();
    out.extend(
        had.into_iter()
            .filter(|(n, _)| !all().iter().any(|(name, _)| name == n))
            .map(|(n, _)| n),
    );
    Ok(out)
}

/// Whether the database's views are this build's.
pub fn current(conn: &Connection) -> Result<bool> {
    Ok(changed(conn)?.is_empty())
}

fn drop_view(tx: &Transaction, name: &str) -> Result<()> {
    tx.execute_batch(&format!("DROP VIEW IF EXISTS \"{name}\""))?;
    Ok(())
}

/// Drop every view gpudb made (this build's names and any it recorded), before versioned
/// migrations change the tables under them.
pub fn drop_all(tx: &Transaction) -> Result<()> {
    for (name, _) in all() {
        drop_view(tx, name)?;
    }
    for (name, _) in recorded(tx)? {
        drop_view(tx, &name)?;
    }
    if has_table(tx)? {
        tx.execute_batch(&format!("DELETE FROM {TABLE}"))?;
    }
    Ok(())
}

/// Make the views that are missing or differ from their file, in the caller's transaction;
/// returns how many. SQLite resolves a view's names when it is read, not when it is made, so
/// the order does not matter.
pub fn apply(tx: &Transaction) -> Result<usize> {
    let todo = changed(tx)?;
    if todo.is_empty() {
        return Ok(0);
    }
    tx.execute_batch(&format!(
        "CREATE TABLE IF NOT EXISTS {TABLE} (
             name TEXT PRIMARY KEY,
             sha256 TEXT NOT NULL
         ) WITHOUT ROWID"
    ))?;
    for name in &todo {
        drop_view(tx, name)?;
        tx.execute(&format!("DELETE FROM {TABLE} WHERE name = ?1"), [name])?;
        if let Some((_, sql)) = all().iter().find(|(n, _)| n == name) {
            tx.execute_batch(sql)
                .map_err(|e| crate::error::Error::Other(format!("schema/views/{name}.sql: {e}")))?;
            tx.execute(
                &format!("INSERT INTO {TABLE} (name, sha256) VALUES (?1, ?2)"),
                rusqlite::params![name, sha256(sql)],
            )?;
        }
    }
    Ok(todo.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_file_creates_the_view_it_is_named_after_and_nothing_else() {
        for (name, sql) in all() {
            let creates: Vec<&str> = sql
                .lines()
                .filter(|l| l.trim_start().to_uppercase().starts_with("CREATE "))
                .collect();
            assert_eq!(
                creates,
                [format!("CREATE VIEW {name} AS").as_str()],
                "schema/views/{name}.sql"
            );
        }
    }

    /// Each view is made in one file: its own. No migration, saved query, check or statement
    /// of gpudb's makes one (a `CREATE VIEW` statement outside `schema/views/`).
    #[test]
    fn no_sql_file_but_a_view_file_makes_a_view() {
        fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
            for e in std::fs::read_dir(dir).unwrap().flatten() {
                let p = e.path();
                if p.is_dir() {
                    walk(&p, out);
                } else if p.extension().is_some_and(|x| x == "sql") {
                    out.push(p);
                }
            }
        }
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = Vec::new();
        for dir in [
            "migrations",
            "queries",
            "checks",
            "schema/stored",
            "src",
            "tests",
        ] {
            walk(&root.join(dir), &mut files);
        }
        assert!(files.len() > 50, "{files:?}");
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap().to_uppercase();
            let makes = text
                .lines()
                .any(|l| !l.trim_start().starts_with("--") && l.contains("CREATE VIEW"));
            assert!(
                !makes,
                "{} makes a view: views live in schema/views/",
                f.display()
            );
        }
    }
}
