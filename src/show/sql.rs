//! The statements the stories are built from (`src/sql/show/`), and the one loop that reads a
//! statement's rows as JSON objects keyed by column name.

use crate::error::Result;
use rusqlite::{types::Value, Connection, ToSql};
use serde_json::{json, Map, Value as Json};

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
/// One rate set (:set).
pub const RATE_SET: &str = include_str!("../sql/show/rate_set.sql");
/// How many runs there are, and their lowest and highest ids.
pub const RUN_IDS: &str = include_str!("../sql/show/run_ids.sql");
/// How many rates there are, and their lowest and highest ids.
pub const RATE_IDS: &str = include_str!("../sql/show/rate_ids.sql");

/// A statement's named parameters and their values.
pub type Params<'a> = [(&'a str, &'a dyn ToSql)];

/// Every row of `sql` as a JSON object keyed by column name.
pub fn rows(conn: &Connection, sql: &str, params: &Params) -> Result<Vec<Map<String, Json>>> {
    let mut stmt = conn.prepare(sql)?;
    let names: Vec<String> = stmt.column_names().into_iter().map(String::from).collect();
    let mut rows = stmt.query(params)?;
    let mut out = Vec::new();
    while let Some(row) = rows.next()? {
        let mut map = Map::new();
        for (i, name) in names.iter().enumerate() {
            map.insert(name.clone(), json_value(row.get(i)?));
        }
        out.push(map);
    }
    Ok(out)
}

/// The last row of `sql` (the statements here give one at most), if any.
pub fn row(conn: &Connection, sql: &str, params: &Params) -> Result<Option<Map<String, Json>>> {
    Ok(rows(conn, sql, params)?.pop())
}

fn json_value(v: Value) -> Json {
    match v {
        Value::Null => Json::Null,
        Value::Integer(i) => json!(i),
        Value::Real(f) => serde_json::Number::from_f64(f).map_or(Json::Null, Json::Number),
        Value::Text(s) => Json::String(s),
        Value::Blob(b) => Json::String(format!("({} bytes)", b.len())),
    }
}
