//! Saved queries: `.sql` files with a comment header (title, description, parameters), built in
//! from `queries/` or found in the user's query folders. Parameters are SQLite named parameters,
//! always bound by SQLite, never pasted into SQL text.

use crate::error::{Error, Result};
use std::path::{Path, PathBuf};

include!(concat!(env!("OUT_DIR"), "/builtin_queries.rs"));

/// What values a parameter takes. Values are bound as text either way (as Datasette binds
/// them); gpudb checks a number is a number so a typo is an error, not a silent 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Kind {
    #[default]
    Text,
    Number,
    Integer,
}

/// One declared parameter of a saved query.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Param {
    pub name: String,
    /// None: the parameter is required.
    pub default: Option<String>,
    pub kind: Kind,
    pub description: String,
    /// `values: NAME`: a given value must be one of `filter_values` where filter = NAME, so a
    /// typo is an error rather than an empty answer.
    pub values: Option<String>,
    /// `above: X`: a number must be greater than X.
    pub above: Option<f64>,
    /// `max: X`: a number must be at most X.
    pub max: Option<f64>,
}

impl Param {
    /// Check a value given for this parameter; the empty string (the default the SQL applies)
    /// always passes, and so do the words `none` and `all` for a number ("no bound", "no limit").
    pub fn check(&self, value: &str) -> std::result::Result<(), String> {
        let v = value.trim();
        let ok = v.is_empty()
            || (self.kind != Kind::Text && NO_BOUND.contains(&value))
            || match self.kind {
                Kind::Text => true,
                Kind::Number => v.parse::<f64>().is_ok_and(f64::is_finite),
                Kind::Integer => v.parse::<i64>().is_ok(),
            };
        if ok {
            return Ok(());
        }
        let what = match self.kind {
            Kind::Number => "a number",
            _ => "a whole number",
        };
        Err(format!(
            "parameter '{}' takes {what}, nothing for its default, or none (no bound), got '{value}'",
            self.name
        ))
    }
}

impl Param {
    /// Check a number against the bounds the header declares (`above:`, `max:`).
    pub fn check_range(&self, v: &str) -> std::result::Result<(), String> {
        let Ok(x) = v.parse::<f64>() else {
            return Ok(()); // empty, none or all
        };
        let low = self.above.filter(|a| x <= *a);
        let high = self.max.filter(|m| x > *m);
        if low.is_none() && high.is_none() {
            return Ok(());
        }
        let bounds = match (self.above, self.max) {
            (Some(a), Some(m)) => format!("more than {a} and at most {m}"),
            (Some(a), None) => format!("more than {a}"),
            (None, Some(m)) => format!("at most {m}"),
            (None, None) => unreachable!("a bound was broken"),
        };
        Err(format!(
            "parameter '{}' must be {bounds}, got '{v}'",
            self.name
        ))
    }
}

/// The values a number parameter takes for "no bound" or "no limit"; each built-in query's
/// SQL reads them (`min_params_b=none`, `limit=all`).
pub const NO_BOUND: [&str; 2] = ["none", "all"];

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
    pub chart: Option<crate::chart::Spec>,
    /// The columns a table shows unless asked for others, from a `-- columns:` line; empty:
    /// every column.
    pub columns: Vec<String>,
    pub sql: String,
}

/// Parse the header of a saved query:
/// ```sql
/// -- title: Cheapest ways to serve 70B-class dense models
/// -- description: First line of the description,
/// --   continued on lines that start with more spaces.
/// -- param min_params_b (default: 65): Smallest model size, billions of parameters
/// -- param model: Required parameter (no default)
/// -- chart: hbar x=served_on y=usd_per_m_output_tokens label=figure_source,model_id top=25
/// -- columns: rank,usd_per_m_output_tokens,model_id,served_on
/// ```
/// A default of `''` is the empty string.
///
/// The optional columns line names the columns `table` and `markdown` show, in that order,
/// when `--columns` and `--wide` are not given; a name the result lacks is skipped, so the line
/// may name a column an older database does not have.
///
/// The optional chart line, for `gpudb chart`, is
/// `-- chart: KIND x=COLUMN y=COLUMN[,COLUMN…] [series=COLUMN,…] [label=COLUMN,…] [top=N]`,
/// naming columns of the query's result:
/// - KIND `bar` (vertical bars, one per row) or `hbar` (the same sideways, first row at the top,
///   for long labels): `x` names each bar, `y` is its length; several `y` columns give grouped
///   bars with a legend; `label` appends more columns to each bar's name (joined by " · ");
///   `top=N` draws the first N rows only (the caption says so).
/// - KIND `line` or `scatter`: `x` and `y` are numeric columns; `series` draws one line (or
///   colour) per distinct value of its columns, with a legend.
pub fn parse(name: &str, origin: &str, sql: &str) -> Result<Query> {
    parse_header(name, origin, sql)
        .map_err(|msg| Error::Other(format!("saved query {origin}: {msg}")))
}

/// `parse`, with the error as the reason alone, for a warning that names the file itself.
fn parse_header(name: &str, origin: &str, sql: &str) -> std::result::Result<Query, String> {
    let bad = |msg: String| msg;
    let mut title = None;
    let mut description = String::new();
    let mut params: Vec<Param> = Vec::new();
    let mut chart = None;
    let mut columns = Vec::new();
    let mut last: Option<&str> = None;
    for line in sql.lines() {
        let Some(text) = line.trim_start().strip_prefix("--") else {
            if line.trim().is_empty() {
                continue;
            }
            break; // the header ends at the first line of SQL
        };
        let body = text.trim();
        if let Some(t) = body.strip_prefix("title:") {
            title = Some(t.trim().to_string());
            last = Some("title");
        } else if let Some(d) = body.strip_prefix("description:") {
            description = d.trim().to_string();
            last = Some("description");
        } else if let Some(c) = body.strip_prefix("chart:") {
            chart = Some(
                crate::chart::Spec::parse(c)
                    .map_err(|e| bad(format!("cannot read the chart line '{body}': {e}")))?,
            );
            last = None;
        } else if let Some(c) = body.strip_prefix("columns:") {
            columns = c
                .split(',')
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .map(String::from)
                .collect();
            last = None;
        } else if let Some(p) = body.strip_prefix("param ") {
            let (head, desc) = p
                .split_once("):")
                .map(|(h, d)| (format!("{h})"), d))
                .or_else(|| p.split_once(':').map(|(h, d)| (h.to_string(), d)))
                .ok_or_else(|| bad(format!("cannot read the parameter line '{body}'")))?;
            // `name`, `name (default: x)`, `name (number)` or `name (number, default: x)`.
            let (pname, spec) = match head.split_once('(') {
                Some((n, spec)) => (n.trim(), spec.trim().trim_end_matches(')').trim()),
                None => (head.trim(), ""),
            };
            let (kind, rest) = [("number", Kind::Number), ("integer", Kind::Integer)]
                .iter()
                .find_map(|(word, kind)| {
                    spec.strip_prefix(word)
                        .map(|r| (*kind, r.trim_start_matches(',').trim()))
                })
                .unwrap_or((Kind::Text, spec));
            let mut param = Param {
                name: pname.trim_start_matches(':').to_string(),
                kind,
                description: desc.trim().to_string(),
                ..Param::default()
            };
            // `default: x`, `values: NAME`, `above: X`, `max: X`, separated by commas.
            for item in rest.split(',').map(str::trim).filter(|i| !i.is_empty()) {
                let cannot = || bad(format!("cannot read '({spec})' in '{body}'"));
                let (key, value) = item.split_once(':').ok_or_else(cannot)?;
                let value = value.trim();
                let number = || value.parse::<f64>().map_err(|_| cannot());
                match key.trim() {
                    "default" => {
                        let d = value
                            .strip_prefix('\'')
                            .and_then(|d| d.strip_suffix('\''))
                            .unwrap_or(value);
                        param.default = Some(d.to_string());
                    }
                    "values" => param.values = Some(value.to_string()),
                    "above" => param.above = Some(number()?),
                    "max" => param.max = Some(number()?),
                    _ => return Err(cannot()),
                }
            }
            params.push(param);
            last = Some("param");
        } else if text.starts_with("   ") && !body.is_empty() {
            // A continuation line of the field above.
            match last {
                Some("description") => {
                    description.push(' ');
                    description.push_str(body);
                }
                Some("param") => {
                    let p = params.last_mut().expect("a param precedes");
                    p.description.push(' ');
                    p.description.push_str(body);
                }
                _ => {}
            }
        } else {
            last = None;
        }
    }
    Ok(Query {
        name: name.to_string(),
        origin: origin.to_string(),
        title: title.ok_or_else(|| bad("the header has no '-- title:' line".into()))?,
        description,
        params,
        chart,
        columns,
        sql: sql.to_string(),
    })
}

/// The user's query folder: `$XDG_CONFIG_HOME/gpudb/queries`, else `~/.config/gpudb/queries`.
pub fn user_dir() -> Option<PathBuf> {
    let non_empty = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty());
    non_empty("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .or_else(|| non_empty("HOME").map(|h| PathBuf::from(h).join(".config")))
        .map(|c| c.join("gpudb").join("queries"))
}

/// Largest saved query read from a query folder: a query is text someone wrote.
const MAX_QUERY_BYTES: u64 = 1 << 20;

/// Every saved query: the built-in ones, then `.sql` files in the user folder and `extra`.
/// A user file that cannot be used (a built-in's name, no header, not UTF-8, not a file …) is
/// left out and reported in the returned warnings, so one bad file never stops the others.
/// Only a `extra` folder that cannot be read is an error: the user named it.
pub fn all(extra: Option<&Path>) -> Result<(Vec<Query>, Vec<String>)> {
    let mut queries = BUILTIN
        .iter()
        .map(|(name, sql)| parse(name, "built-in", sql))
        .collect::<Result<Vec<_>>>()?;
    let mut warnings = Vec::new();
    let dirs = user_dir().into_iter().chain(extra.map(Path::to_path_buf));
    for dir in dirs {
        let entries = match std::fs::read_dir(&dir) {
            Ok(e) => e,
            Err(e) if Some(dir.as_path()) == extra => {
                return Err(Error::Other(format!(
                    "cannot read the query folder {}: {e}",
                    dir.display()
                )))
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue, // no user folder: fine
            Err(e) => {
                warnings.push(format!(
                    "the query folder {} is ignored: cannot read it: {e}",
                    dir.display()
                ));
                continue;
            }
        };
        let mut files = Vec::new();
        for entry in entries {
            match entry {
                Ok(e) => files.push(e.path()),
                Err(e) => warnings.push(format!(
                    "a file in the query folder {} is ignored: {e}",
                    dir.display()
                )),
            }
        }
        files.retain(|p| p.extension().is_some_and(|x| x == "sql"));
        files.sort();
        for path in files {
            let name = path
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
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
            match read_query(&path).and_then(|sql| parse_header(&name, &origin, &sql)) {
                Ok(q) => queries.push(q),
                Err(reason) => warnings.push(format!("{origin} is ignored: {reason}")),
            }
        }
    }
    Ok((queries, warnings))
}

/// The text of a saved query file, or why it cannot be one. The file's type is looked at
/// before it is opened: opening a FIFO would wait for a writer.
fn read_query(path: &Path) -> std::result::Result<String, String> {
    use std::io::Read;
    let meta = std::fs::metadata(path).map_err(|e| {
        let link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
        if link && e.kind() == std::io::ErrorKind::NotFound {
            "it is a symbolic link to a file that does not exist".to_string()
        } else {
            format!("cannot read it: {e}")
        }
    })?;
    if !meta.is_file() {
        return Err(format!(
            "it is {}, not a file",
            file_kind(&meta.file_type())
        ));
    }
    if meta.len() > MAX_QUERY_BYTES {
        return Err(format!(
            "it is {} bytes, more than a saved query may be ({MAX_QUERY_BYTES})",
            meta.len()
        ));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_QUERY_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| format!("cannot read it: {e}"))?;
    if bytes.len() as u64 > MAX_QUERY_BYTES {
        return Err(format!(
            "it grew past {MAX_QUERY_BYTES} bytes, more than a saved query may be"
        ));
    }
    String::from_utf8(bytes).map_err(|_| "it is not UTF-8 text".to_string())
}

/// What a file that is not a regular file is, in words.
fn file_kind(t: &std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "a named pipe (FIFO)";
        }
        if t.is_socket() {
            return "a socket";
        }
        if t.is_char_device() || t.is_block_device() {
            return "a device";
        }
    }
    if t.is_dir() {
        "a directory"
    } else {
        "not a regular file"
    }
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
    crate::params::bind(stmt, &declared, given)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_header() {
        let q = parse(
            "x",
            "built-in",
            "-- title: T\n-- description: one\n--   two\n-- param a (number, default: 65): size,\n--   in billions\n-- param b: required\n-- param c (default: ''): empty\nSELECT :a, :b, :c",
        )
        .unwrap();
        assert_eq!(q.title, "T");
        assert_eq!(q.description, "one two");
        assert_eq!(
            q.params,
            vec![
                Param {
                    name: "a".into(),
                    default: Some("65".into()),
                    kind: Kind::Number,
                    description: "size, in billions".into(),
                    ..Default::default()
                },
                Param {
                    name: "b".into(),
                    default: None,
                    kind: Kind::Text,
                    description: "required".into(),
                    ..Default::default()
                },
                Param {
                    name: "c".into(),
                    default: Some(String::new()),
                    kind: Kind::Text,
                    description: "empty".into(),
                    ..Default::default()
                },
            ]
        );
    }

    #[test]
    fn typed_parameters_check_values() {
        let p = |kind| Param {
            name: "n".into(),
            default: None,
            kind,
            description: String::new(),
            ..Default::default()
        };
        assert!(p(Kind::Number).check("65.5").is_ok());
        assert!(p(Kind::Number).check("").is_ok());
        assert!(p(Kind::Number)
            .check("abc")
            .unwrap_err()
            .contains("takes a number"));
        assert!(p(Kind::Number).check("inf").is_err());
        assert!(p(Kind::Integer)
            .check("1.5")
            .unwrap_err()
            .contains("whole number"));
        assert!(p(Kind::Text).check("anything").is_ok());
    }

    #[test]
    fn columns_line_names_the_table_columns() {
        let q = parse(
            "x",
            "f.sql",
            "-- title: T\n-- columns: rank, cost ,,id\nSELECT 1",
        )
        .unwrap();
        assert_eq!(q.columns, ["rank", "cost", "id"]);
        let q = parse("x", "f.sql", "-- title: T\nSELECT 1").unwrap();
        assert!(q.columns.is_empty());
    }

    #[test]
    fn header_needs_a_title() {
        assert!(parse("x", "f.sql", "SELECT 1").is_err());
    }

    /// The header's `(default: …)` documents the default the SQL itself applies to an empty or
    /// unset parameter (so Datasette's empty form and the sqlite3 shell give gpudb's rows):
    /// each non-empty default appears in the SQL as `coalesce(nullif(:name, ''), DEFAULT)`.
    #[test]
    fn every_builtin_default_is_the_one_its_sql_applies() {
        for (name, sql) in BUILTIN {
            let q = parse(name, "built-in", sql).unwrap();
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
        assert!(BUILTIN.len() >= 6);
        for (name, sql) in BUILTIN {
            let q = parse(name, "built-in", sql).unwrap();
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
