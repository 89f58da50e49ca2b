//! One binder for `-p name=value` parameters, used by `gpudb query` (saved queries, whose header
//! declares each parameter) and `gpudb sql` (ad-hoc SQL, whose parameters are undeclared).
//!
//! The rules are the same for both: every value is bound as TEXT, as Datasette and the sqlite3
//! shell's `.parameter set :x '…'` bind it, so a query gives the same rows in each; a declared
//! `number`/`integer` parameter is checked first, so a typo is an error rather than a silent 0;
//! an undeclared parameter takes any text (`007` stays `007`, `NaN` stays `NaN`). SQL that needs
//! a number casts: `CAST(:n AS INTEGER)`, `CAST(:x AS REAL)`.

use crate::error::{Error, Result};
use crate::queries::{Kind, Param};

/// What the statement's parameters are checked against.
pub enum Declared<'a> {
    /// A saved query: its name, origin (for messages) and the parameters its header declares.
    Saved {
        name: &'a str,
        origin: &'a str,
        params: &'a [Param],
    },
    /// Ad-hoc SQL: every `:name` it uses is an untyped, required parameter.
    AdHoc,
}

/// Bind `given` (`name=value` pairs, the last one winning) and declared defaults to the
/// statement's named parameters. A `-p` the statement does not take, a required parameter not
/// given, a positional `?` parameter, or a value of the wrong type is an error.
pub fn bind(
    stmt: &mut rusqlite::Statement<'_>,
    declared: &Declared<'_>,
    given: &[(String, String)],
) -> Result<()> {
    let used: Vec<Option<String>> = (1..=stmt.parameter_count())
        .map(|i| {
            stmt.parameter_name(i)
                .map(|n| n.trim_start_matches([':', '@', '$']).to_string())
        })
        .collect();
    // The names a -p may give: declared ones for a saved query, the SQL's own for ad-hoc SQL.
    let takes: Vec<&str> = match declared {
        Declared::Saved { params, .. } => params.iter().map(|p| p.name.as_str()).collect(),
        Declared::AdHoc => used.iter().flatten().map(String::as_str).collect(),
    };
    for (name, _) in given {
        if !takes.contains(&name.as_str()) {
            let hint = crate::msg::did_you_mean(name, takes.iter().copied());
            let list = if takes.is_empty() {
                "none".to_string()
            } else {
                takes.join(", ")
            };
            return Err(Error::Usage(match declared {
                Declared::Saved { name: q, .. } => {
                    format!("query '{q}' has no parameter '{name}': {hint}it takes: {list}")
                }
                Declared::AdHoc => {
                    format!("-p {name}: the SQL has no parameter :{name}: {hint}it uses: {list}")
                }
            }));
        }
    }
    for (i, sql_name) in used.iter().enumerate() {
        let i = i + 1;
        let Some(name) = sql_name else {
            return Err(match declared {
                Declared::Saved { origin, .. } => Error::Other(format!(
                    "saved query {origin}: use named parameters (:name), not '?'"
                )),
                Declared::AdHoc => {
                    Error::Usage("use named parameters (:name) with -p name=value, not '?'".into())
                }
            });
        };
        let adhoc;
        let param = match declared {
            Declared::Saved { origin, params, .. } => {
                params.iter().find(|p| p.name == *name).ok_or_else(|| {
                    Error::Other(format!(
                        "saved query {origin}: parameter :{name} is used in the SQL but not \
                         declared in the header (add '-- param {name} (default: …): what it means')"
                    ))
                })?
            }
            Declared::AdHoc => {
                adhoc = Param {
                    name: name.clone(),
                    default: None,
                    kind: Kind::Text,
                    description: String::new(),
                    ..Default::default()
                };
                &adhoc
            }
        };
        let value = given
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
            .or(param.default.as_deref())
            .ok_or_else(|| {
                Error::Usage(match declared {
                    Declared::Saved { name: q, .. } => format!(
                        "query '{q}' needs parameter '{name}' ({}): pass -p {name}=VALUE",
                        param.description
                    ),
                    Declared::AdHoc => format!("the SQL uses :{name}: pass -p {name}=VALUE"),
                })
            })?;
        param.check(value).map_err(|e| {
            Error::Usage(match declared {
                Declared::Saved { name: q, .. } => format!("query '{q}': {e}"),
                Declared::AdHoc => e,
            })
        })?;
        param.check_range(value.trim()).map_err(|e| {
            Error::Other(match declared {
                Declared::Saved { name: q, .. } => format!("query '{q}': {e}"),
                Declared::AdHoc => e,
            })
        })?;
        stmt.raw_bind_parameter(i, value)?;
    }
    Ok(())
}

/// A value given for a parameter declared with `values: NAME` must be one that exists
/// (`filter_values` where filter = NAME, case-insensitively): a typo is an error with the
/// closest value and the known ones, not an empty answer. Empty means "no filter".
pub fn check_known(
    conn: &rusqlite::Connection,
    query: &str,
    params: &[Param],
    given: &[(String, String)],
) -> Result<()> {
    for p in params {
        let (Some(filter), Some((_, value))) =
            (&p.values, given.iter().rev().find(|(n, _)| *n == p.name))
        else {
            continue;
        };
        if value.trim().is_empty() {
            continue;
        }
        let mut stmt =
            conn.prepare_cached("SELECT value FROM filter_values WHERE filter = ?1 ORDER BY 1")?;
        let known: Vec<String> = stmt
            .query_map([filter], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        if known.iter().any(|k| k.eq_ignore_ascii_case(value)) {
            continue;
        }
        let hint = crate::msg::did_you_mean(value, known.iter().map(String::as_str));
        const SHOWN: usize = 30;
        let mut list = known
            .iter()
            .take(SHOWN)
            .map(|k| crate::msg::escape(k))
            .collect::<Vec<_>>()
            .join(", ");
        if known.len() > SHOWN {
            list.push_str(&format!(
                " … and {} more (gpudb sql \"SELECT value FROM filter_values WHERE filter = '{filter}'\")",
                known.len() - SHOWN
            ));
        }
        if known.is_empty() {
            list = "none in this database".into();
        }
        return Err(Error::Other(format!(
            "query '{query}': no {filter} '{}' in this database: {hint}known values: {list}",
            crate::msg::escape(value)
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(sql: &str, declared: &Declared<'_>, given: &[(&str, &str)]) -> Result<Vec<String>> {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        let mut stmt = conn.prepare(sql).unwrap();
        let given: Vec<(String, String)> = given
            .iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect();
        bind(&mut stmt, declared, &given)?;
        let n = stmt.column_count();
        let mut rows = stmt.raw_query();
        let row = rows.next().unwrap().unwrap();
        Ok((0..n)
            .map(|i| format!("{:?}", row.get::<_, rusqlite::types::Value>(i).unwrap()))
            .collect())
    }

    #[test]
    fn ad_hoc_parameters_bind_as_text() {
        let got = run(
            "SELECT :a, typeof(:a), :x, typeof(:x), CAST(:a AS INTEGER)",
            &Declared::AdHoc,
            &[("a", "007"), ("x", "NaN")],
        )
        .unwrap();
        assert_eq!(
            got,
            [
                "Text(\"007\")",
                "Text(\"text\")",
                "Text(\"NaN\")",
                "Text(\"text\")",
                "Integer(7)"
            ]
        );
    }

    #[test]
    fn ad_hoc_parameters_must_all_be_given_and_used() {
        let err = run("SELECT :a", &Declared::AdHoc, &[]).unwrap_err();
        assert!(err.to_string().contains("pass -p a="), "{err}");
        let err = run(
            "SELECT :abc",
            &Declared::AdHoc,
            &[("abc", "1"), ("abd", "2")],
        )
        .unwrap_err();
        assert!(
            err.to_string().contains("-p abd") && err.to_string().contains("did you mean 'abc'"),
            "{err}"
        );
        let err = run("SELECT ?", &Declared::AdHoc, &[]).unwrap_err();
        assert!(err.to_string().contains("named parameters"), "{err}");
    }

    #[test]
    fn saved_parameters_are_checked_then_bound_as_text() {
        let params = [Param {
            name: "n".into(),
            default: Some("65".into()),
            kind: Kind::Number,
            description: "size".into(),
            ..Default::default()
        }];
        let q = Declared::Saved {
            name: "q",
            origin: "built-in",
            params: &params,
        };
        assert_eq!(
            run("SELECT :n", &q, &[]).unwrap(),
            ["Text(\"65\")".to_string()]
        );
        assert_eq!(
            run("SELECT :n", &q, &[("n", "none")]).unwrap(),
            ["Text(\"none\")".to_string()]
        );
        let err = run("SELECT :n", &q, &[("n", "seventy")]).unwrap_err();
        assert!(err.to_string().contains("takes a number"), "{err}");
        let err = run("SELECT :n", &q, &[("m", "1")]).unwrap_err();
        assert!(err.to_string().contains("has no parameter 'm'"), "{err}");
    }
}
