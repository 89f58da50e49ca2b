//! A large import builds the runs' non-unique indexes once, after its rows, instead of row by
//! row. A million rows inserted into ten indexes land at scattered places in each, and with
//! SQLite's 2 MiB page cache nearly every row read and wrote pages of the WAL: half the
//! import's CPU was system time. `CREATE INDEX` sorts the rows instead. The indexes come back
//! with the same SQL in the same transaction, so a failed import leaves them as they were, and
//! the unique ones stay throughout: a duplicate is still refused as its record is written, with
//! the record named.

use crate::error::Result;
use rusqlite::Transaction;

/// Rows written below which inserting into the indexes as the rows go is cheap enough.
const MIN_WRITES: usize = 10_000;

/// A table's non-unique indexes, dropped for the rows' writing, with the SQL that makes each.
#[must_use = "the indexes are gone until rebuild"]
pub(super) struct Deferred {
    sql: Vec<String>,
}

impl Deferred {
    /// Drop `table`'s non-unique indexes when `writes` rows are about to be written and that
    /// is at least half as many as the table holds (its largest id, near enough): sorting the
    /// whole table again then costs less than the scattered inserts. Otherwise nothing.
    pub fn drop_for(tx: &Transaction, table: &str, writes: usize) -> Result<Deferred> {
        let mut deferred = Deferred { sql: Vec::new() };
        let max_id: i64 = tx.query_row(
            &format!("SELECT coalesce(max(rowid), 0) FROM {table}"),
            [],
            |r| r.get(0),
        )?;
        if writes < MIN_WRITES || (writes as i64) * 2 < max_id {
            return Ok(deferred);
        }
        let indexes: Vec<(String, String)> = tx
            .prepare(
                "SELECT m.name, m.sql FROM sqlite_schema AS m JOIN pragma_index_list(?1) AS i
                   ON i.name = m.name
                 WHERE m.type = 'index' AND m.sql IS NOT NULL AND NOT i.\"unique\"
                 ORDER BY m.rowid",
            )?
            .query_map([table], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        for (name, sql) in indexes {
            tx.execute_batch(&format!("DROP INDEX \"{}\"", name.replace('"', "\"\"")))?;
            deferred.sql.push(sql);
        }
        Ok(deferred)
    }

    /// Make the indexes again, as they were.
    pub fn rebuild(self, tx: &Transaction) -> Result<()> {
        for sql in &self.sql {
            tx.execute_batch(sql)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schema(conn: &rusqlite::Connection) -> Vec<(String, String)> {
        conn.prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'index' ORDER BY name")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap()
    }

    #[test]
    fn drops_only_the_non_unique_indexes_of_a_large_write_and_rebuilds_them_as_they_were() {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        conn.execute_batch(
            "CREATE TABLE t (id INTEGER PRIMARY KEY, a, b);
             CREATE INDEX t_a ON t (a DESC, b) WHERE a > 0;
             CREATE UNIQUE INDEX t_b ON t (b);
             INSERT INTO t (a, b) VALUES (1, 1), (2, 2);",
        )
        .unwrap();
        let before = schema(&conn);
        let tx = conn.transaction().unwrap();
        // Few rows: nothing dropped.
        assert!(Deferred::drop_for(&tx, "t", 9_999).unwrap().sql.is_empty());
        let d = Deferred::drop_for(&tx, "t", 10_000).unwrap();
        assert_eq!(schema(&tx).len(), 1, "the unique index stays");
        let unique = tx.execute("INSERT INTO t (a, b) VALUES (3, 1)", []);
        assert!(
            unique.is_err(),
            "a duplicate is still refused as it is written"
        );
        tx.execute("INSERT INTO t (a, b) VALUES (3, 3)", [])
            .unwrap();
        d.rebuild(&tx).unwrap();
        tx.commit().unwrap();
        assert_eq!(schema(&conn), before);
        let n: i64 = conn
            .query_row(
                "SELECT count(*) FROM t INDEXED BY t_a WHERE a > 0",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(n, 3);
    }
}
