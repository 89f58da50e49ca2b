//! Presets: a saved query that is another one with other defaults. Its file is a header with a
//! `-- preset: BASE name=value …` line and no SQL (`queries/cheapest-70b.sql` is `cheapest` for
//! 65–75B dense models); it is expanded here into standalone SQL, so that gpudb, the sqlite3
//! shell and Datasette run the same text: the base's SQL with each preset parameter read as
//! `coalesce(nullif(:name, ''), VALUE)` (the form every saved query gives a default), under the
//! preset's title and description and the base's other header lines, its defaults rewritten.

use crate::params::{Kind, Param};

/// What a `-- preset:` line says: the base query's name and the parameters' new defaults.
#[derive(Debug, Clone, PartialEq)]
pub struct Preset {
    pub base: String,
    pub values: Vec<(String, String)>,
}

/// Read the text after `-- preset:`: `BASE name=value name=value …` (a value has no spaces).
pub fn parse(text: &str) -> Result<Preset, String> {
    let mut words = text.split_whitespace();
    let base = words
        .next()
        .ok_or("the preset line names no base query: write '-- preset: BASE name=value …'")?;
    let values = words
        .map(|w| {
            w.split_once('=')
                .filter(|(n, _)| !n.is_empty())
                .map(|(n, v)| (n.to_string(), v.to_string()))
                .ok_or_else(|| format!("cannot read '{w}' in the preset line: write name=value"))
        })
        .collect::<Result<_, _>>()?;
    Ok(Preset {
        base: base.to_string(),
        values,
    })
}

/// The line an expanded preset carries instead of its `-- preset:` line, which says what it is
/// and is no header field (so the expanded text reads as a query of its own).
pub fn summary(p: &Preset) -> String {
    let values: Vec<String> = p.values.iter().map(|(n, v)| format!("{n}={v}")).collect();
    format!("{} with {}", p.base, values.join(" "))
}

/// A preset's file (`own_sql`: a header with its preset line `p`, and no SQL) expanded over its
/// base query (`base_sql`, whose parameters are `base_params`): the standalone SQL. The error is
/// the reason alone; the caller names the file.
pub fn expand(
    own_sql: &str,
    p: &Preset,
    base_sql: &str,
    base_params: &[Param],
) -> Result<String, String> {
    let (own_header, own_body) = split(own_sql);
    if !own_body.trim().is_empty() {
        return Err("a preset has no SQL of its own: the base query's is run".to_string());
    }
    let mut replaced = Vec::new();
    for (name, value) in &p.values {
        let param = base_params
            .iter()
            .find(|q| &q.name == name)
            .ok_or_else(|| {
                format!(
                    "the base query '{}' has no parameter '{name}' for the preset to set",
                    p.base
                )
            })?;
        replaced.push((name.as_str(), literal(param, value)?, value.as_str()));
    }
    let (base_header, base_body) = split(base_sql);
    // The preset's own lines (title, description …) first, its preset line said in words; then
    // the base's parameter, columns and chart lines, each preset default rewritten.
    let mut sql = String::new();
    for line in own_header.lines() {
        if line.trim_start().starts_with("-- preset:") {
            sql.push_str(&format!("-- A preset: the saved query {}\n", summary(p)));
        } else if !line.trim().is_empty() {
            sql.push_str(line);
            sql.push('\n');
        }
    }
    let mut in_own_field = false;
    for line in base_header.lines() {
        let body = line.trim_start().trim_start_matches("--").trim();
        if body.starts_with("title:") || body.starts_with("description:") {
            in_own_field = true;
            continue;
        }
        if in_own_field && line.starts_with("--   ") {
            continue; // a continuation line of the base's description
        }
        in_own_field = false;
        let mut line = line.to_string();
        for (name, _, value) in &replaced {
            if body.starts_with(&format!("param {name} ")) || body == format!("param {name}") {
                line = with_default(&line, value);
            }
        }
        sql.push_str(&line);
        sql.push('\n');
    }
    sql.push_str(&with_defaults(base_body, &replaced));
    Ok(sql)
}

/// A saved query's header (its comment lines, blank lines among them) and the SQL after it.
pub(super) fn split(sql: &str) -> (&str, &str) {
    let mut at = 0;
    for line in sql.split_inclusive('\n') {
        let t = line.trim();
        if !t.is_empty() && !t.starts_with("--") {
            break;
        }
        at += line.len();
    }
    sql.split_at(at)
}

/// `value` as an SQL literal for `param`: a number as written (checked to be one), text and
/// dates quoted. A preset's value is pasted into SQL and into a header line, so nothing else
/// passes.
fn literal(param: &Param, value: &str) -> Result<String, String> {
    let bad = |what: &str| {
        format!(
            "the preset gives parameter '{}' the value '{value}', which is not {what}",
            param.name
        )
    };
    param.check(value)?;
    match param.kind {
        Kind::Number if value.parse::<f64>().is_ok_and(f64::is_finite) => Ok(value.to_string()),
        Kind::Number => Err(bad("a number")),
        Kind::Integer if value.parse::<i64>().is_ok() => Ok(value.to_string()),
        Kind::Integer => Err(bad("a whole number")),
        // Text as plain words (no quote, comma or parenthesis), which the header line holds too.
        Kind::Text | Kind::Date
            if value
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "._/:+-".contains(c)) =>
        {
            Ok(format!("'{value}'"))
        }
        Kind::Text | Kind::Date => Err(bad("letters, digits and . _ / : + - only")),
    }
}

/// A `-- param` line with its `default: …` set to `value`.
fn with_default(line: &str, value: &str) -> String {
    let Some(at) = line.find("default: ") else {
        return line.to_string();
    };
    let start = at + "default: ".len();
    let rest = &line[start..];
    let len = if let Some(quoted) = rest.strip_prefix('\'') {
        quoted.find('\'').map_or(rest.len(), |e| e + 2)
    } else {
        rest.find([',', ')']).unwrap_or(rest.len())
    };
    format!("{}{value}{}", &line[..start], &rest[len..])
}

/// `sql` with each `:name` of `replaced` read as `coalesce(nullif(:name, ''), LITERAL)`:
/// parameters only, not text in strings, quoted names or comments.
fn with_defaults(sql: &str, replaced: &[(&str, String, &str)]) -> String {
    let bytes = sql.as_bytes();
    let ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut out = String::with_capacity(sql.len());
    let mut i = 0;
    while i < bytes.len() {
        let rest = &sql[i..];
        let skip = match bytes[i] {
            q @ (b'\'' | b'"') => rest[1..].find(q as char).map_or(rest.len(), |e| e + 2),
            b'-' if rest.starts_with("--") => rest.find('\n').unwrap_or(rest.len()),
            b':' if i == 0 || !ident(bytes[i - 1]) => {
                let end = rest[1..]
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .map_or(rest.len(), |e| e + 1);
                match replaced.iter().find(|(n, _, _)| *n == &rest[1..end]) {
                    Some((n, lit, _)) => {
                        out.push_str(&format!("coalesce(nullif(:{n}, ''), {lit})"));
                        i += end;
                        continue;
                    }
                    None => end,
                }
            }
            _ => rest.chars().next().map_or(1, char::len_utf8),
        };
        out.push_str(&rest[..skip]);
        i += skip;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_become_their_defaults_outside_strings_and_comments() {
        let r = [("a", "65".to_string(), "65")];
        assert_eq!(
            with_defaults("SELECT :a, ':a', \":a\", :ab -- :a\n, x:a", &r),
            "SELECT coalesce(nullif(:a, ''), 65), ':a', \":a\", :ab -- :a\n, x:a"
        );
    }

    #[test]
    fn a_param_line_gets_its_new_default() {
        let line = "-- param min_params_b (number, default: ''): Smallest";
        assert_eq!(
            with_default(line, "65"),
            "-- param min_params_b (number, default: 65): Smallest"
        );
        let line = "-- param per (default: choice, values: per): One row";
        assert_eq!(
            with_default(line, "run"),
            "-- param per (default: run, values: per): One row"
        );
    }

    #[test]
    fn a_value_that_is_not_of_its_kind_is_refused() {
        let p = Param {
            name: "n".into(),
            kind: Kind::Number,
            ..Param::default()
        };
        assert!(literal(&p, "1) OR (1").is_err());
        assert!(literal(&p, "none").is_err());
        assert_eq!(literal(&p, "65").unwrap(), "65");
        let t = Param {
            name: "t".into(),
            ..Param::default()
        };
        assert!(literal(&t, "it's").is_err());
        assert_eq!(literal(&t, "1k/1k").unwrap(), "'1k/1k'");
    }
}
