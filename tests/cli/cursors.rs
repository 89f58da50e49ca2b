//! SQLite copies and walks a CTE (materialized or not) and a view again at every place it is
//! read, recursively, allocating cursors for each copy; from SQLite 3.54 a statement that already
//! holds 1,000 when it expands a CTE is refused ("VIEWs and/or subqueries nested too deep"), in
//! gpudb and in a user's sqlite3 shell or Datasette alike. cheapest once held ~4,150 and spent
//! ~60 ms of its 80 just being prepared. Each saved query reads a heavy CTE from few places
//! (a chain, not a fan): this holds them well under the limit, with room for the next column.

use crate::common::{repo, Env};

/// The most cursors a saved query's statement may open (EXPLAIN's cursor numbers): cheapest,
/// the largest, opens ~870; SQLite 3.54 refused it at ~4,150 and api-vs-self-hosted at ~1,200.
const MOST: i64 = 900;

/// The number of cursors `sql` opens: one more than the highest cursor an opcode opens.
fn cursors(conn: &rusqlite::Connection, sql: &str) -> i64 {
    let mut stmt = conn.prepare(&format!("EXPLAIN {sql}")).unwrap();
    let mut rows = stmt.raw_query();
    let mut most = -1;
    while let Some(row) = rows.next().unwrap() {
        let opcode: String = row.get(1).unwrap();
        if opcode.starts_with("Open") || opcode == "SorterOpen" || opcode == "ReopenIdx" {
            most = most.max(row.get::<_, i64>(2).unwrap());
        }
    }
    most + 1
}

#[test]
fn every_saved_query_opens_well_under_the_cursors_sqlite_allows() {
    let env = Env::hand_collected();
    env.init();
    let conn = env.conn();
    let mut seen = Vec::new();
    for entry in std::fs::read_dir(repo("queries")).unwrap() {
        let path = entry.unwrap().path();
        let sql = std::fs::read_to_string(&path).unwrap();
        // A preset (a header naming its base query) has no statement of its own.
        if sql
            .lines()
            .all(|l| l.trim().is_empty() || l.starts_with("--"))
        {
            continue;
        }
        seen.push((cursors(&conn, &sql), path.file_name().unwrap().to_owned()));
    }
    assert!(seen.len() >= 10, "{seen:?}");
    assert!(seen.iter().all(|(n, _)| *n > 0 && *n <= MOST), "{seen:?}");
}
