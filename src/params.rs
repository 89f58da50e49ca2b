//! Parameters: what a saved query's header declares (`Param`, `Kind`), and one binder for
//! `-p name=value` parameters, used by `gpudb query` (saved queries, whose header
//! declares each parameter) and `gpudb sql` (ad-hoc SQL, whose parameters are undeclared).
//!
//! The rules are the same for both: every value is bound as TEXT, as Datasette and the sqlite3
//! shell's `.parameter set :x '…'` bind it, so a query gives the same rows in each (but a saved
//! query's empty value is NULL, the shell's unset parameter: `Declared::bound` says why); a
//! declared `number`/`integer` parameter is checked first, so a typo is an error rather than a
//! silent 0; an undeclared parameter takes any text (`007` stays `007`, `NaN` stays `NaN`). SQL
//! that needs a number casts: `CAST(:n AS INTEGER)`, `CAST(:x AS REAL)`.

use crate::error::{Error, Result};

/// What values a parameter takes. Values are bound as text either way (as Datasette binds
/// them); gpudb checks a number is a number so a typo is an error, not a silent 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Kind {
    #[default]
    Text,
    Number,
    Integer,
    /// A calendar day written YYYY-MM-DD (`as_of`), so a typo is an error, not a silent
    /// comparison of text.
    Date,
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
    /// `min: X`: a number must be at least X.
    pub min: Option<f64>,
    /// `max: X`: a number must be at most X.
    pub max: Option<f64>,
}

impl Param {
    /// Check a value given for this parameter; the empty string (the default the SQL applies)
    /// always passes, and so do the words `none` and `all` for a number ("no bound", "no limit").
    pub fn check(&self, value: &str) -> std::result::Result<(), String> {
        let v = value.trim();
        let ok = v.is_empty()
            || (matches!(self.kind, Kind::Number | Kind::Integer) && NO_BOUND.contains(&value))
            || match self.kind {
                Kind::Text => true,
                Kind::Number => v.parse::<f64>().is_ok_and(f64::is_finite),
                Kind::Integer => v.parse::<i64>().is_ok(),
                Kind::Date => crate::dates::iso_date(value).is_some_and(|d| d == value),
            };
        if ok {
            return Ok(());
        }
        let what = match self.kind {
            Kind::Number => "a number",
            Kind::Date => {
                return Err(format!(
                    "parameter '{}' takes a date written YYYY-MM-DD, or nothing for its \
                     default, got '{value}'",
                    self.name
                ))
            }
            _ => "a whole number",
        };
        Err(format!(
            "parameter '{}' takes {what}, nothing for its default, or none (no bound), got '{value}'",
            self.name
        ))
    }

    /// Check a number against the bounds the header declares (`above:`, `min:`, `max:`).
    pub fn check_range(&self, v: &str) -> std::result::Result<(), String> {
        let Ok(x) = v.parse::<f64>() else {
            return Ok(()); // empty, none or all
        };
        let too_low = self.above.is_some_and(|a| x <= a) || self.min.is_some_and(|m| x < m);
        let too_high = self.max.is_some_and(|m| x > m);
        if !too_low && !too_high {
            return Ok(());
        }
        let low = match (self.above, self.min) {
            (Some(a), _) => Some(format!("more than {a}")),
            (None, Some(m)) => Some(format!("at least {m}")),
            (None, None) => None,
        };
        let bounds = match (low, self.max) {
            (Some(l), Some(m)) => format!("{l} and at most {m}"),
            (Some(l), None) => l,
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

/// What is wrong with the parameters of a statement, found by [`values`] before anything is put
/// in words; [`Declared::error`] says it.
#[derive(Debug, PartialEq)]
enum Problem<'a> {
    /// A `-p` the statement does not take; `takes` are the names it does.
    Unknown { name: &'a str, takes: Vec<&'a str> },
    /// A positional `?` parameter.
    Positional,
    /// A saved query's SQL uses a parameter its header does not declare; the query's origin.
    Undeclared { name: &'a str, origin: &'a str },
    /// A required parameter not given; the description is the header's (empty for ad-hoc SQL).
    Missing { name: &'a str, description: &'a str },
    /// A value that is not of the declared kind, in the words of [`Param::check`].
    NotItsKind(String),
    /// A number outside the declared bounds, in the words of [`Param::check_range`].
    OutOfRange(String),
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
    let values = values(declared, &used, given).map_err(|p| declared.error(p))?;
    for (i, value) in values.into_iter().enumerate() {
        stmt.raw_bind_parameter(i + 1, declared.bound(value))?;
    }
    Ok(())
}

/// The value for each parameter the SQL uses (`used`, in order, None for a positional `?`), or
/// the first problem found.
fn values<'a>(
    declared: &'a Declared<'_>,
    used: &'a [Option<String>],
    given: &'a [(String, String)],
) -> std::result::Result<Vec<&'a str>, Problem<'a>> {
    // The names a -p may give: declared ones for a saved query, the SQL's own for ad-hoc SQL.
    let takes: Vec<&str> = match declared {
        Declared::Saved { params, .. } => params.iter().map(|p| p.name.as_str()).collect(),
        Declared::AdHoc => used.iter().flatten().map(String::as_str).collect(),
    };
    if let Some((name, _)) = given.iter().find(|(n, _)| !takes.contains(&n.as_str())) {
        return Err(Problem::Unknown { name, takes });
    }
    let mut values = Vec::with_capacity(used.len());
    for name in used {
        let name = name.as_deref().ok_or(Problem::Positional)?;
        // Ad-hoc SQL declares nothing: its parameters are text, required, unbounded.
        let param = match declared {
            Declared::Saved { origin, params, .. } => Some(
                params
                    .iter()
                    .find(|p| p.name == name)
                    .ok_or(Problem::Undeclared { name, origin })?,
            ),
            Declared::AdHoc => None,
        };
        let value = given
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
            .or(param.and_then(|p| p.default.as_deref()))
            .ok_or(Problem::Missing {
                name,
                description: param.map_or("", |p| p.description.as_str()),
            })?;
        if let Some(p) = param {
            // A required parameter has no default for the empty string to stand for.
            if p.default.is_none() && value.trim().is_empty() {
                return Err(Problem::Missing {
                    name,
                    description: p.description.as_str(),
                });
            }
            p.check(value).map_err(Problem::NotItsKind)?;
            p.check_range(value.trim()).map_err(Problem::OutOfRange)?;
        }
        values.push(value);
    }
    Ok(values)
}

impl Declared<'_> {
    /// What a value is bound as: text, but NULL for a saved query's empty value (left out with
    /// an empty default, or given empty). A saved query reads NULL as it reads '' (its SQL holds
    /// its defaults, `coalesce(:x, '')`, for the `sqlite3` shell's unset parameters), and NULL is
    /// the fast one: rusqlite binds the empty text from Rust's dangling pointer for "" (0x1),
    /// and glibc's AVX-512 `memcmp`, which SQLite calls to compare it with '' once per row,
    /// loads from that address at a cost of about 70 ns a time: it made
    /// `throughput-vs-interactivity` take twice as long. Ad-hoc SQL is the user's: its '' stays
    /// the empty text.
    fn bound<'v>(&self, value: &'v str) -> Option<&'v str> {
        match self {
            Declared::Saved { .. } if value.is_empty() => None,
            _ => Some(value),
        }
    }

    /// The one place a problem becomes a message and an error kind: a usage error when the
    /// command line is at fault, another error when the saved query's file is (or its bounds).
    fn error(&self, problem: Problem<'_>) -> Error {
        let saved = match self {
            Declared::Saved { name, origin, .. } => Some((*name, *origin)),
            Declared::AdHoc => None,
        };
        match (problem, saved) {
            (Problem::Unknown { name, takes }, _) => {
                let hint = crate::msg::did_you_mean(name, takes.iter().copied());
                let list = if takes.is_empty() {
                    "none".to_string()
                } else {
                    takes.join(", ")
                };
                Error::Usage(match saved {
                    Some((q, _)) => {
                        format!("query '{q}' has no parameter '{name}': {hint}it takes: {list}")
                    }
                    None => {
                        format!(
                            "-p {name}: the SQL has no parameter :{name}: {hint}it uses: {list}"
                        )
                    }
                })
            }
            (Problem::Positional, Some((_, origin))) => Error::Other(format!(
                "saved query {origin}: use named parameters (:name), not '?'"
            )),
            (Problem::Positional, None) => {
                Error::Usage("use named parameters (:name) with -p name=value, not '?'".into())
            }
            (Problem::Undeclared { name, origin }, _) => Error::Other(format!(
                "saved query {origin}: parameter :{name} is used in the SQL but not \
                 declared in the header (add '-- param {name} (default: …): what it means')"
            )),
            (Problem::Missing { name, description }, Some((q, _))) => Error::Usage(format!(
                "query '{q}' needs parameter '{name}' ({description}): pass -p {name}=VALUE"
            )),
            (Problem::Missing { name, .. }, None) => {
                Error::Usage(format!("the SQL uses :{name}: pass -p {name}=VALUE"))
            }
            (Problem::NotItsKind(e), _) => Error::Usage(in_query(saved, e)),
            (Problem::OutOfRange(e), _) => Error::Other(in_query(saved, e)),
        }
    }
}

/// A value's reason, prefixed with the saved query it is for.
fn in_query(saved: Option<(&str, &str)>, reason: String) -> String {
    match saved {
        Some((q, _)) => format!("query '{q}': {reason}"),
        None => reason,
    }
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
        // The value looked up first (NOCASE folds ASCII, as eq_ignore_ascii_case below): SQLite
        // pushes it into the view, where an index finds it (a workload among a million runs);
        // every value is read only to say what the known ones are.
        let mut probe = conn.prepare_cached(
            "SELECT EXISTS (SELECT 1 FROM filter_values \
             WHERE filter = ?1 AND value = ?2 COLLATE NOCASE)",
        )?;
        if probe.query_row([filter.as_str(), value.as_str()], |r| r.get::<_, bool>(0))? {
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

    /// The built-in saved query `q` with these parameters.
    fn saved(params: &[Param]) -> Declared<'_> {
        Declared::Saved {
            name: "q",
            origin: "built-in",
            params,
        }
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

    /// Ad-hoc SQL's empty value is the empty text, never NULL: the SQL is the user's, and may
    /// test `:e = ''`.
    #[test]
    fn an_empty_ad_hoc_parameter_is_the_empty_text() {
        let got = run(
            "SELECT typeof(:e), length(:e), :e = '', :e IS NULL, coalesce(:e, 'x'), \
                    :e || 'a', 'a' > :e",
            &Declared::AdHoc,
            &[("e", "")],
        )
        .unwrap();
        assert_eq!(
            got,
            [
                "Text(\"text\")",
                "Integer(0)",
                "Integer(1)",
                "Integer(0)",
                "Text(\"\")",
                "Text(\"a\")",
                "Integer(1)"
            ]
        );
    }

    /// A saved query's empty value, left out with an empty default or given empty, is NULL
    /// (`Declared::bound`), and reads as '' where the SQL says `coalesce(:e, '')`, as every saved
    /// query does; other values stay text, whitespace too.
    #[test]
    fn an_empty_saved_parameter_is_null() {
        let params = ["e", "f", "w"].map(|name| Param {
            name: name.into(),
            default: Some(String::new()),
            ..Default::default()
        });
        let q = saved(&params);
        let sql = "SELECT typeof(:e), typeof(:f), coalesce(:e, '') = '', :w";
        let expected = [
            "Text(\"null\")",
            "Text(\"null\")",
            "Integer(1)",
            "Text(\" \")",
        ];
        assert_eq!(run(sql, &q, &[("f", ""), ("w", " ")]).unwrap(), expected);
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
        let q = saved(&params);
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

    /// `min: 0` (a limit): 0 passes, a negative number is refused, where SQLite would read a
    /// negative LIMIT as no limit at all.
    #[test]
    fn a_min_bound_takes_the_bound_itself() {
        let params = [Param {
            name: "limit".into(),
            default: Some("50".into()),
            kind: Kind::Integer,
            min: Some(0.0),
            ..Default::default()
        }];
        let q = saved(&params);
        let sql = "SELECT :limit";
        assert_eq!(run(sql, &q, &[("limit", "0")]).unwrap(), ["Text(\"0\")"]);
        assert_eq!(
            run(sql, &q, &[("limit", "all")]).unwrap(),
            ["Text(\"all\")"]
        );
        let err = run(sql, &q, &[("limit", "-3")]).unwrap_err();
        assert_eq!(
            (err.exit_code(), err.to_string()),
            (
                1,
                "query 'q': parameter 'limit' must be at least 0, got '-3'".to_string()
            )
        );
    }

    /// Each thing that can be wrong, in its words and with its exit code: 2 when the command
    /// line is at fault, 1 when the saved query's file is (or the value breaks its bounds).
    #[test]
    fn each_problem_has_its_message_and_exit_code() {
        let params = [
            Param {
                name: "n".into(),
                default: Some("65".into()),
                kind: Kind::Number,
                description: "size".into(),
                above: Some(0.0),
                max: Some(100.0),
                ..Default::default()
            },
            Param {
                name: "r".into(),
                description: "what r is".into(),
                ..Default::default()
            },
        ];
        let q = saved(&params);
        let adhoc = Declared::AdHoc;
        let says = |sql: &str,
                    declared: &Declared<'_>,
                    given: &[(&str, &str)],
                    code: i32,
                    message: &str| {
            let err = run(sql, declared, given).unwrap_err();
            assert_eq!(
                (err.exit_code(), err.to_string()),
                (code, String::from(message)),
                "{sql} {given:?}"
            );
        };
        says(
            "SELECT :n, :r",
            &q,
            &[("r", "x"), ("nn", "1")],
            2,
            "query 'q' has no parameter 'nn': did you mean 'n'? it takes: n, r",
        );
        says(
            "SELECT :abc",
            &adhoc,
            &[("abd", "1")],
            2,
            "-p abd: the SQL has no parameter :abd: did you mean 'abc'? it uses: abc",
        );
        says(
            "SELECT 1",
            &adhoc,
            &[("b", "1")],
            2,
            "-p b: the SQL has no parameter :b: it uses: none",
        );
        says(
            "SELECT ?",
            &q,
            &[],
            1,
            "saved query built-in: use named parameters (:name), not '?'",
        );
        says(
            "SELECT ?",
            &adhoc,
            &[],
            2,
            "use named parameters (:name) with -p name=value, not '?'",
        );
        says(
            "SELECT :z",
            &q,
            &[],
            1,
            "saved query built-in: parameter :z is used in the SQL but not declared in the \
                 header (add '-- param z (default: …): what it means')",
        );
        says(
            "SELECT :r",
            &q,
            &[],
            2,
            "query 'q' needs parameter 'r' (what r is): pass -p r=VALUE",
        );
        says(
            "SELECT :a",
            &adhoc,
            &[],
            2,
            "the SQL uses :a: pass -p a=VALUE",
        );
        says(
            "SELECT :n",
            &q,
            &[("n", "x")],
            2,
            "query 'q': parameter 'n' takes a number, nothing for its default, or none (no \
                 bound), got 'x'",
        );
        says(
            "SELECT :n",
            &q,
            &[("n", "0")],
            1,
            "query 'q': parameter 'n' must be more than 0 and at most 100, got '0'",
        );
        says(
            "SELECT :n",
            &q,
            &[("n", " 101 ")],
            1,
            "query 'q': parameter 'n' must be more than 0 and at most 100, got '101'",
        );
    }
}
