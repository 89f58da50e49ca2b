//! The statements the stories are built from (`src/sql/show/`), and their rows as JSON objects
//! keyed by column name.

use crate::error::Result;
use rusqlite::{Connection, ToSql};
use serde_json::{Map, Value as Json};

/// The section "The figure" of a run (:run_id): each column is one of its fields.
pub const FIGURE: &str = include_str!("../sql/show/figure.sql");
/// The section "Where it comes from" of a run (:run_id): each column is one of its fields.
pub const SOURCE: &str = include_str!("../sql/show/source.sql");
/// A run's caveat codes and raw record (:run_id).
pub const RECORD: &str = include_str!("../sql/show/record.sql");
/// The priced runs of one run or one rate (:run_id, :rate_id, :limit).
pub const COSTS: &str = include_str!("../sql/show/costs.sql");
/// One record's curated errata (:dataset, :key).
pub const ERRATA: &str = include_str!("../sql/show/errata.sql");
/// A caveat code's title and description (:code).
pub const CAVEAT: &str = include_str!("../sql/show/caveat.sql");
/// One rate (:id).
pub const RATE: &str = include_str!("../sql/show/rate.sql");
/// The owned cost model a rate stands for (:id); no row for another rate.
pub const OWNED: &str = include_str!("../sql/show/owned.sql");
/// One rate set (:set).
pub const RATE_SET: &str = include_str!("../sql/show/rate_set.sql");
/// A run's series and frontier, knot or dominated (:run_id); no row without a speed per user.
pub const FRONTIER: &str = include_str!("../sql/show/frontier.sql");
/// How many runs there are, and their lowest and highest ids.
pub const RUN_IDS: &str = include_str!("../sql/show/run_ids.sql");
/// How many rates there are, and their lowest and highest ids.
pub const RATE_IDS: &str = include_str!("../sql/show/rate_ids.sql");

/// A statement's named parameters and their values.
pub type Params<'a> = [(&'a str, &'a dyn ToSql)];

/// Every row of `sql` as a JSON object keyed by column name, each cell by the one JSON rule of
/// the output formats (`output::json::cell`).
pub fn rows(conn: &Connection, sql: &str, params: &Params) -> Result<Vec<Map<String, Json>>> {
    let mut stmt = conn.prepare(sql)?;
    for (name, value) in params {
        stmt.raw_bind_parameter(*name, value)?;
    }
    collect(&mut stmt)
}

/// Every row of a statement already bound, as JSON objects keyed by column name.
pub fn collect(stmt: &mut rusqlite::Statement<'_>) -> Result<Vec<Map<String, Json>>> {
    let rs = crate::rows::collect(stmt)?;
    Ok(rs
        .rows
        .iter()
        .map(|row| {
            rs.columns
                .iter()
                .cloned()
                .zip(row.iter().map(crate::output::json::cell))
                .collect()
        })
        .collect())
}

/// The last row of `sql` (the statements here give one at most), if any.
pub fn row(conn: &Connection, sql: &str, params: &Params) -> Result<Option<Map<String, Json>>> {
    Ok(rows(conn, sql, params)?.pop())
}
