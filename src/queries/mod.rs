//! Saved queries: `.sql` files with a comment header (title, description, parameters), built in
//! from `queries/` or found in the user's query folders. Parameters are SQLite named parameters,
//! always bound by SQLite, never pasted into SQL text.
//!
//! This module holds the [`Query`] and which of them a name means; [`header`] reads the comment
//! header, [`folder`] finds and reads the files, and [`crate::params`] declares and binds the
//! parameters.

pub mod folder;
mod header;
pub mod prepare;
pub mod preset;
pub mod summary;

use crate::error::{Error, Result};
use std::path::Path;

pub use crate::params::{Kind, Param};
pub use header::{comment_lines, name_list};

/// A saved query with its header parsed.
#[derive(Debug, Clone)]
pub struct Query {
    pub name: String,
    /// `built-in` or the file's path.
    pub origin: String,
    pub title: String,
    pub description: String,
    pub params: Vec<Param>,
    /// The chart `gpudb chart` draws, from a `-- chart:` line; None without one.
    pub chart: Option<crate::chart::spec::Spec>,
    /// The columns a table shows unless asked for others, from a `-- columns:` line; empty:
    /// every column.
    pub columns: Vec<String>,
    /// A preset's base query and the defaults it sets (`-- preset:`); `sql` is then the base's,
    /// expanded. None for a query with SQL of its own.
    pub preset: Option<preset::Preset>,
    pub sql: String,
}

/// Parse a saved query: its header as [`header::parse`] reads it, and its SQL.
pub fn parse(name: &str, origin: &str, sql: &str) -> Result<Query> {
    parse_header(name, origin, sql)
        .map_err(|msg| Error::Other(format!("saved query {origin}: {msg}")))
}

/// `parse`, with the error as the reason alone, for a warning that names the file itself.
fn parse_header(name: &str, origin: &str, sql: &str) -> std::result::Result<Query, String> {
    let h = header::parse(sql)?;
    Ok(Query {
        name: name.to_string(),
        origin: origin.to_string(),
        title: h.title,
        description: h.description,
        params: h.params,
        chart: h.chart,
        columns: h.columns,
        preset: h.preset,
        sql: sql.to_string(),
    })
}

/// The built-in queries, each preset expanded over its base.
pub fn builtin() -> Result<Vec<Query>> {
    let mut queries = folder::BUILTIN
        .iter()
        .map(|(name, sql)| parse(name, "built-in", sql))
        .collect::<Result<Vec<_>>>()?;
    if let Some(e) = expand_presets(&mut queries).into_iter().next() {
        return Err(Error::Other(format!("saved query built-in: {e}")));
    }
    Ok(queries)
}

/// Expand each preset of `queries` over its base (a query of `queries` with SQL of its own),
/// in place. A preset that cannot be expanded is left out, and said in the returned messages.
fn expand_presets(queries: &mut Vec<Query>) -> Vec<String> {
    let mut problems = Vec::new();
    let mut i = 0;
    while i < queries.len() {
        let Some(p) = queries[i]
            .preset
            .clone()
            .filter(|_| is_unexpanded(&queries[i]))
        else {
            i += 1;
            continue;
        };
        let expanded = match queries.iter().find(|q| q.name == p.base) {
            Some(base) if base.preset.is_some() => Err(format!(
                "its base '{}' is a preset itself: name the query that has the SQL",
                base.name
            )),
            Some(base) => {
                preset::expand(&queries[i].sql, &p, &base.sql, &base.params).and_then(|sql| {
                    let mut q = parse_header(&queries[i].name, &queries[i].origin, &sql)?;
                    q.preset = Some(p.clone());
                    Ok(q)
                })
            }
            None => Err(format!(
                "its base query '{}' does not exist: see the list with gpudb queries",
                p.base
            )),
        };
        match expanded {
            Ok(q) => {
                queries[i] = q;
                i += 1;
            }
            Err(reason) => {
                let q = queries.remove(i);
                problems.push(format!("{} ({}) is ignored: {reason}", q.name, q.origin));
            }
        }
    }
    problems
}

/// A preset as read from its file, before [`expand_presets`]: its SQL is its header alone.
fn is_unexpanded(q: &Query) -> bool {
    preset::split(&q.sql).1.trim().is_empty()
}

/// Every saved query: the built-in ones, then `.sql` files in the user folder and `extra`.
/// A user file that cannot be used (a built-in's name, no header, not UTF-8, not a file …) is
/// left out and reported in the returned warnings, so one bad file never stops the others.
/// Only a `extra` folder that cannot be read is an error: the user named it.
pub fn all(extra: Option<&Path>) -> Result<(Vec<Query>, Vec<String>)> {
    let mut queries = builtin()?;
    let mut warnings = Vec::new();
    for dir in folder::QUERIES.dirs(extra) {
        for path in folder::sql_files(folder::QUERIES, &dir, extra, &mut warnings)? {
            let name = folder::name(&path);
            // The first query of a name wins: a built-in, then the user folder's, then extra's.
            if let Some(q) = queries.iter().find(|q| q.name == name) {
                warnings.push(format!(
                    "{} is ignored: its name '{name}' is taken by the {} query; rename the file",
                    path.display(),
                    if q.origin == "built-in" {
                        "built-in".to_string()
                    } else {
                        format!("{} ", q.origin)
                    }
                ));
                continue;
            }
            let origin = path.display().to_string();
            match folder::read(&path).and_then(|sql| parse_header(&name, &origin, &sql)) {
                Ok(q) => queries.push(q),
                Err(reason) => warnings.push(format!("{origin} is ignored: {reason}")),
            }
        }
    }
    warnings.extend(expand_presets(&mut queries));
    Ok((queries, warnings))
}

/// Bind `given` (`name=value` pairs) and the declared defaults to the statement's named
/// parameters, by the rules of `crate::params::bind`.
pub fn bind(
    stmt: &mut rusqlite::Statement<'_>,
    query: &Query,
    given: &[(String, String)],
) -> Result<()> {
    let declared = crate::params::Declared::Saved {
        name: &query.name,
        origin: &query.origin,
        params: &query.params,
    };
    // A date parameter left empty is today in the SQL (date('now')); GPUDB_TODAY names the day.
    if let Some(day) = crate::dates::pinned_today() {
        let mut pinned = given.to_vec();
        for p in query
            .params
            .iter()
            .filter(|p| p.kind == crate::params::Kind::Date)
        {
            let last = given.iter().rev().find(|(n, _)| *n == p.name);
            if !last.is_some_and(|(_, v)| !v.is_empty()) {
                pinned.push((p.name.clone(), day.clone()));
            }
        }
        return crate::params::bind(stmt, &declared, &pinned);
    }
    crate::params::bind(stmt, &declared, given)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_needs_a_title() {
        assert!(parse("x", "f.sql", "SELECT 1").is_err());
    }

    /// The header's `(default: …)` documents the default the SQL itself applies to an empty or
    /// unset parameter (so Datasette's empty form and the sqlite3 shell give gpudb's rows):
    /// each non-empty default appears in the SQL as `coalesce(nullif(:name, ''), DEFAULT)`.
    #[test]
    fn every_builtin_default_is_the_one_its_sql_applies() {
        for q in builtin().unwrap() {
            let (name, sql) = (&q.name, &q.sql);
            for p in &q.params {
                let default = p.default.as_deref().unwrap_or("");
                let applied = |d: &str| format!("coalesce(nullif(:{}, ''), {d})", p.name);
                if default.is_empty() {
                    assert!(
                        !sql.contains(&format!("nullif(:{}, ''), ", p.name)),
                        "{name}: :{} has a default in its SQL but none in its header",
                        p.name
                    );
                    continue;
                }
                let literal = match p.kind {
                    Kind::Text => format!("'{}'", default.replace('\'', "''")),
                    _ => default.to_string(),
                };
                assert!(
                    sql.contains(&applied(&literal)),
                    "{name}: the header says :{} defaults to {default}, the SQL does not apply \
                     it as {}",
                    p.name,
                    applied(&literal)
                );
            }
        }
    }

    #[test]
    fn every_builtin_query_has_a_header_and_declares_its_parameters() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        assert!(folder::BUILTIN.len() >= 6);
        for q in builtin().unwrap() {
            let (name, sql) = (&q.name, &q.sql);
            assert!(!q.description.is_empty(), "{name} has no description");
            // Prepare against an empty schema fails on missing tables, so check names textually.
            let _ = &conn;
            for p in &q.params {
                assert!(
                    sql.contains(&format!(":{}", p.name)),
                    "{name}: :{} unused",
                    p.name
                );
            }
        }
    }
}
