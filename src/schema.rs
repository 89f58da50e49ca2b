//! The schema as a user reads it, with the descriptions and units of `schema_docs`: [`tables`]
//! lists the tables and views, [`columns`] describes one. `gpudb schema` prints them; the MCP
//! server gives them to an agent. The statements are `src/sql/schema/`.

use crate::error::{Error, Result};
use rusqlite::{Connection, Statement};

/// The tables and views (name, type, description), ready to step: the public schema, or with
/// `all` gpudb's internal names (`_gpudb_`) too.
pub fn tables(conn: &Connection, all: bool) -> Result<Statement<'_>> {
    let mut stmt = conn.prepare(include_str!("sql/schema/tables.sql"))?;
    stmt.raw_bind_parameter(":all", all)?;
    Ok(stmt)
}

/// The columns of `table` (column_name, type, unit, description), ready to step; a usage error
/// with the closest name when there is no such table or view.
pub fn columns<'c>(conn: &'c Connection, table: &str) -> Result<Statement<'c>> {
    let exists: bool = conn.query_row(
        "SELECT count(*) > 0 FROM sqlite_schema WHERE type IN ('table', 'view') AND name = ?1",
        [table],
        |r| r.get(0),
    )?;
    if !exists {
        let mut names = conn.prepare(
            "SELECT name FROM sqlite_schema WHERE type IN ('table', 'view')
               AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )?;
        let names: Vec<String> = names
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        let hint = crate::msg::did_you_mean(table, names.iter().map(String::as_str));
        return Err(Error::Usage(format!(
            "no table or view named '{table}': {hint}see the list with: gpudb schema"
        )));
    }
    let mut stmt = conn.prepare(include_str!("sql/schema/columns.sql"))?;
    stmt.raw_bind_parameter(":table", table)?;
    Ok(stmt)
}
