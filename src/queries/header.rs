//! The comment header of a saved query: `-- title:`, `-- description:`, `-- param …`,
//! `-- chart:` and `-- columns:` lines, read into a [`Header`] before the first line of SQL.

use crate::chart::spec::Spec;
use crate::params::{Kind, Param};

/// What a saved query's header says.
#[derive(Debug)]
pub struct Header {
    pub title: String,
    pub description: String,
    pub params: Vec<Param>,
    pub chart: Option<Spec>,
    pub columns: Vec<String>,
    /// `-- preset: BASE name=value …`: the query is BASE with these defaults (see `preset`).
    pub preset: Option<super::preset::Preset>,
}

/// Read the header of a saved query:
/// ```sql
/// -- title: Cheapest ways to serve 70B-class dense models
/// -- description: First line of the description,
/// --   continued on lines that start with more spaces.
/// -- param min_params_b (default: 65): Smallest model size, billions of parameters
/// -- param model: Required parameter (no default)
/// -- chart: hbar x=served_on y=usd_per_m_output_tokens label=figure_source,model_id top=25
/// -- columns: rank,usd_per_m_output_tokens,model_id,served_on
/// ```
/// or, for a preset (no SQL of its own; [`super::preset`] expands it):
/// ```sql
/// -- title: Cheapest ways to serve a 70B-class dense model
/// -- description: …
/// -- preset: cheapest min_params_b=65 max_params_b=75 architecture=dense
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
///
/// The error is the reason alone; the caller names the file.
pub fn parse(sql: &str) -> Result<Header, String> {
    let mut title = None;
    let mut description = String::new();
    let mut params: Vec<Param> = Vec::new();
    let mut chart = None;
    let mut columns = Vec::new();
    let mut preset = None;
    let mut last: Option<&str> = None;
    for text in comment_lines(sql) {
        let body = text.trim();
        if let Some(t) = body.strip_prefix("title:") {
            title = Some(t.trim().to_string());
            last = Some("title");
        } else if let Some(d) = body.strip_prefix("description:") {
            description = d.trim().to_string();
            last = Some("description");
        } else if let Some(c) = body.strip_prefix("chart:") {
            chart = Some(
                Spec::parse(c).map_err(|e| format!("cannot read the chart line '{body}': {e}"))?,
            );
            last = None;
        } else if let Some(c) = body.strip_prefix("columns:") {
            columns = name_list(c);
            last = None;
        } else if let Some(p) = body.strip_prefix("preset:") {
            preset = Some(super::preset::parse(p)?);
            last = None;
        } else if let Some(p) = body.strip_prefix("param ") {
            params.push(param(body, p)?);
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
    Ok(Header {
        title: title.ok_or("the header has no '-- title:' line")?,
        description,
        params,
        chart,
        columns,
        preset,
    })
}

/// The lines a header is made of, for saved queries and data checks alike: the text after `--`
/// of each comment line, as written (a continuation line starts with more spaces), blank lines
/// skipped, up to the first line of SQL.
pub fn comment_lines(sql: &str) -> impl Iterator<Item = &str> {
    sql.lines()
        .filter(|line| !line.trim().is_empty())
        .map_while(|line| line.trim_start().strip_prefix("--"))
}

/// A header's comma-separated list of names (`-- columns: a, b`, `-- key: run_id`), trimmed,
/// empty ones left out.
pub fn name_list(text: &str) -> Vec<String> {
    text.split(',')
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .map(String::from)
        .collect()
}

/// One `-- param` line: `p` is the text after `param `, `body` the whole line for messages.
fn param(body: &str, p: &str) -> Result<Param, String> {
    let (head, desc) = p
        .split_once("):")
        .map(|(h, d)| (format!("{h})"), d))
        .or_else(|| p.split_once(':').map(|(h, d)| (h.to_string(), d)))
        .ok_or_else(|| format!("cannot read the parameter line '{body}'"))?;
    // `name`, `name (default: x)`, `name (number)` or `name (number, default: x)`.
    let (pname, spec) = match head.split_once('(') {
        Some((n, spec)) => (n.trim(), spec.trim().trim_end_matches(')').trim()),
        None => (head.trim(), ""),
    };
    let (kind, rest) = [
        ("number", Kind::Number),
        ("integer", Kind::Integer),
        ("date", Kind::Date),
    ]
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
    // `default: x`, `values: NAME`, `above: X`, `min: X`, `max: X`, separated by commas.
    for item in rest.split(',').map(str::trim).filter(|i| !i.is_empty()) {
        let cannot = || format!("cannot read '({spec})' in '{body}'");
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
            "min" => param.min = Some(number()?),
            "max" => param.max = Some(number()?),
            _ => return Err(cannot()),
        }
    }
    Ok(param)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_header() {
        let q = parse(
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
    fn columns_line_names_the_table_columns() {
        let q = parse("-- title: T\n-- columns: rank, cost ,,id\nSELECT 1").unwrap();
        assert_eq!(q.columns, ["rank", "cost", "id"]);
        let q = parse("-- title: T\nSELECT 1").unwrap();
        assert!(q.columns.is_empty());
    }
}
