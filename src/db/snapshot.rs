//! New databases start from one script, `src/sql/new_database.sql`: the tables, indexes,
//! triggers, the rows the migrations insert and the migration history that replaying
//! `migrations/` gives, written out (the views come from `schema/views/` after it).
//! Replaying them costs most of a first run (each `ALTER TABLE` re-reads every view: ~40 ms of
//! CPU at V7); the script a few. A unit test keeps the script equal to what the migrations make;
//! `GPUDB_UPDATE_SNAPSHOT=1 cargo test --bin gpudb snapshot` rewrites it after a new migration.

use crate::error::Result;
#[cfg(test)]
use rusqlite::Connection;
use rusqlite::Transaction;

/// The script, as built in.
pub const SQL: &str = include_str!("../sql/new_database.sql");

/// Give an empty database, inside the caller's transaction, what replaying every migration
/// would. Foreign keys are checked at the commit: tables are filled before the ones they
/// reference may be.
pub fn apply(tx: &Transaction) -> Result<()> {
    tx.execute_batch("PRAGMA defer_foreign_keys = ON")?;
    tx.execute_batch(SQL)?;
    Ok(())
}

#[cfg(test)]
/// The script for a database the migrations made and nothing else touched: tables first, then
/// their rows (before any trigger exists, so none fires), then indexes, views and triggers, each
/// in the order the migrations made them (a view after what it reads).
pub fn script(conn: &Connection) -> Result<String> {
    let mut out = String::from(
        "-- Generated from migrations/ by src/db/snapshot.rs: do not edit. New databases start\n\
         -- from it; a test checks it is what replaying the migrations gives.\n",
    );
    let objects = |kind: &str| -> Result<Vec<(String, String)>> {
        let mut stmt = conn.prepare(
            "SELECT name, sql FROM sqlite_schema
             WHERE type = ?1 AND sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
               AND name <> ?2
             ORDER BY rowid",
        )?;
        let rows = stmt.query_map([kind, super::views::TABLE], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    };
    let tables = objects("table")?;
    for (_, sql) in &tables {
        out.push_str(&format!("{sql};\n"));
    }
    for (name, _) in &tables {
        rows_of(conn, name, &mut out)?;
    }
    let sequence: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM sqlite_schema WHERE name = 'sqlite_sequence')",
        [],
        |r| r.get(0),
    )?;
    if sequence {
        rows_of(conn, "sqlite_sequence", &mut out)?;
    }
    // Views are not in it: `views::apply` makes them from schema/views/ after the script.
    for kind in ["index", "trigger"] {
        for (_, sql) in objects(kind)? {
            out.push_str(&format!("{sql};\n"));
        }
    }
    Ok(out)
}

#[cfg(test)]
/// INSERT statements for every row of `table`, values as SQLite's quote() writes them; the
/// migration history's dates are the day the database is made.
fn rows_of(conn: &Connection, table: &str, out: &mut String) -> Result<()> {
    let mut stmt = conn.prepare(&format!(
        "SELECT name FROM pragma_table_xinfo({}) WHERE hidden = 0 ORDER BY cid",
        quote(table)
    ))?;
    let columns: Vec<String> = stmt
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let values = columns
        .iter()
        .map(|c| {
            if table == super::migrate::HISTORY && c == "applied_on" {
                "'strftime(''%Y-%m-%dT%H:%M:%fZ'', ''now'')'".to_string()
            } else {
                format!("quote({})", ident(c))
            }
        })
        .collect::<Vec<_>>()
        .join(" || ',' || ");
    let names = columns
        .iter()
        .map(|c| ident(c))
        .collect::<Vec<_>>()
        .join(",");
    // In rowid order: as inserted, so the script inserts them in that order too.
    let mut stmt = conn.prepare(&format!(
        "SELECT {values} FROM {} ORDER BY rowid",
        ident(table)
    ))?;
    let mut rows = stmt.query([])?;
    while let Some(r) = rows.next()? {
        let v: String = r.get(0)?;
        out.push_str(&format!(
            "INSERT INTO {}({names}) VALUES({v});\n",
            ident(table)
        ));
    }
    Ok(())
}

#[cfg(test)]
fn ident(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

#[cfg(test)]
fn quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

#[cfg(test)]
mod tests {
    use super::super::migrate::{migrate_in, pending, HISTORY, SCHEMA_VERSION};
    use super::*;

    /// A new database made by replaying every migration.
    fn replayed() -> Connection {
        let mut conn = Connection::open_in_memory().unwrap();
        let tx = conn.transaction().unwrap();
        migrate_in(&tx).unwrap();
        tx.commit().unwrap();
        conn
    }

    /// Everything a database holds, but the history's dates: its schema and every row.
    fn contents(conn: &Connection) -> Vec<String> {
        let mut out = Vec::new();
        let mut stmt = conn
            .prepare("SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name")
            .unwrap();
        let mut rows = stmt.query([]).unwrap();
        let mut tables = Vec::new();
        while let Some(r) = rows.next().unwrap() {
            let (kind, name): (String, String) = (r.get(0).unwrap(), r.get(1).unwrap());
            let sql: Option<String> = r.get(3).unwrap();
            out.push(format!(
                "{kind} {name} {}: {sql:?}",
                r.get::<_, String>(2).unwrap()
            ));
            if kind == "table" {
                tables.push(name);
            }
        }
        for t in tables {
            let skip = if t == HISTORY { "applied_on" } else { "" };
            let mut stmt = conn
                .prepare(&format!("SELECT * FROM {} ORDER BY 1, 2", ident(&t)))
                .unwrap();
            let names: Vec<String> = stmt.column_names().map(|s| s.to_string()).collect();
            let mut rows = stmt.query([]).unwrap();
            while let Some(r) = rows.next().unwrap() {
                let cells: Vec<String> = (0..names.len())
                    .filter(|&i| names[i] != skip)
                    .map(|i| format!("{:?}", r.get::<_, rusqlite::types::Value>(i).unwrap()))
                    .collect();
                out.push(format!("{t}: {}", cells.join(" | ")));
            }
        }
        out
    }

    #[test]
    fn the_script_is_what_the_migrations_make() {
        let conn = replayed();
        let now = script(&conn).unwrap();
        if std::env::var_os("GPUDB_UPDATE_SNAPSHOT").is_some() {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/sql/new_database.sql");
            std::fs::write(path, &now).unwrap();
            return;
        }
        assert!(
            now == SQL,
            "src/sql/new_database.sql is not what migrations/ make: after a new migration, \
             run GPUDB_UPDATE_SNAPSHOT=1 cargo test --bin gpudb snapshot"
        );
    }

    #[test]
    fn a_database_from_the_script_is_one_from_the_migrations() {
        if std::env::var_os("GPUDB_UPDATE_SNAPSHOT").is_some() {
            return; // the script built in is the one being replaced
        }
        let mut made = Connection::open_in_memory().unwrap();
        made.execute_batch("PRAGMA foreign_keys = ON").unwrap();
        let tx = made.transaction().unwrap();
        apply(&tx).unwrap();
        super::super::views::apply(&tx).unwrap();
        tx.commit().unwrap();
        let (made_rows, replayed_rows) = (contents(&made), contents(&replayed()));
        // The first difference, not two whole databases.
        let first = made_rows
            .iter()
            .zip(&replayed_rows)
            .position(|(a, b)| a != b);
        assert_eq!(
            first.map(|i| (&made_rows[i], &replayed_rows[i])),
            None,
            "from the script, then replayed"
        );
        assert_eq!(made_rows.len(), replayed_rows.len());
        // Nothing is pending: the history is the one this build ships.
        assert!(pending(&made).unwrap().is_empty());
        // Every row dated, the newest SCHEMA_VERSION (versions may have gaps).
        let (dated, all, newest): (i64, i64, i64) = made
            .query_row(
                &format!(
                    "SELECT count(*) FILTER (WHERE applied_on LIKE '____-__-__T%Z'), count(*),
                            max(version) FROM {HISTORY}"
                ),
                [],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .unwrap();
        assert_eq!((dated, newest), (all, i64::from(SCHEMA_VERSION)));
    }
}
