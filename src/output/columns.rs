//! Which columns of a result a writer writes, in which order, and under which headers: every
//! column, the ones `--columns` names, or a saved query's `-- columns:` line in formats for
//! people.

use crate::error::{Error, Result};

/// The columns to write, out of a result's columns.
pub(super) struct Selection {
    /// Positions, in the result, of the columns written, in the order written.
    pub pick: Vec<usize>,
    /// Names of the columns written.
    pub names: Vec<String>,
    /// The header each column written is shown under: its label in the default columns, when
    /// those apply, else its name.
    pub headers: Vec<String>,
    /// Names of the columns the default columns leave out, for the note under a table.
    pub left_out: Vec<String>,
}

/// The columns of `columns` (a result's names, in select order) to write: those `wanted`
/// names (`--columns`), else the `defaults` (a `-- columns:` line, where it applies: pass none
/// for machine formats and `--wide`), else all. A wanted name the result lacks is an error.
pub(super) fn select(
    columns: &[String],
    wanted: Option<&[String]>,
    defaults: &[String],
) -> Result<Selection> {
    let all: Vec<usize> = (0..columns.len()).collect();
    let chosen = |pick: Vec<usize>, labels: &[String], left_out| {
        let names: Vec<String> = pick.iter().map(|&i| columns[i].clone()).collect();
        let headers = names.iter().map(|n| header(n, labels)).collect();
        Selection {
            pick,
            names,
            headers,
            left_out,
        }
    };
    if let Some(wanted) = wanted {
        let pick = wanted
            .iter()
            .map(|w| find_column(columns, w.trim()))
            .collect::<Result<_>>()?;
        return Ok(chosen(pick, &[], Vec::new()));
    }
    let pick: Vec<usize> = defaults
        .iter()
        .filter_map(|d| columns.iter().position(|c| c == default_name(d).0))
        .collect();
    if pick.is_empty() {
        // No default columns, or a header that names none of the result's columns: that
        // would show nothing.
        return Ok(chosen(all, defaults, Vec::new()));
    }
    let left_out = all
        .into_iter()
        .filter(|i| !pick.contains(i))
        .map(|i| columns[i].clone())
        .collect();
    Ok(chosen(pick, defaults, left_out))
}

/// The position of column `name` (exact, else the first that differs only in case), or an error
/// that suggests the closest name and lists them all.
fn find_column(columns: &[String], name: &str) -> Result<usize> {
    let exact = columns.iter().position(|c| c == name);
    exact
        .or_else(|| columns.iter().position(|c| c.eq_ignore_ascii_case(name)))
        .ok_or_else(|| {
            let hint = crate::msg::did_you_mean(name, columns.iter().map(String::as_str));
            Error::Other(format!(
                "--columns: the result has no column '{}': {hint}its columns are: {}",
                crate::msg::quote(name),
                columns.join(", ")
            ))
        })
}

/// `name=label` in a `-- columns:` line: the column, and the header a table shows for it.
fn default_name(d: &str) -> (&str, &str) {
    d.split_once('=')
        .map(|(n, l)| (n.trim(), l.trim()))
        .unwrap_or((d.trim(), d.trim()))
}

/// The header a table shows for column `name`: its label in `defaults`, else the name.
fn header(name: &str, defaults: &[String]) -> String {
    defaults
        .iter()
        .map(|d| default_name(d))
        .find(|(n, _)| *n == name)
        .map_or(name, |(_, l)| l)
        .to_string()
}

#[cfg(test)]
mod tests {
    use crate::output::tests::{render_with, sample, write};
    use crate::output::{Format, Options};

    #[test]
    fn columns_pick_and_order_in_every_format() {
        let opts = |format| Options {
            format,
            columns: Some(vec!["name".into(), "ID".into()]),
            ..Options::default()
        };
        let csv = render_with(&sample(), &opts(Format::Csv), None);
        assert!(csv.starts_with("name,id\nGPU|A,1\n"), "{csv}");
        let jsonl = render_with(&sample(), &opts(Format::Jsonl), None);
        assert!(jsonl.starts_with(r#"{"name":"GPU|A","id":1}"#), "{jsonl}");
        let table = render_with(&sample(), &opts(Format::Table), None);
        assert!(table.starts_with("name       id\n"), "{table}");
        let bad = Options {
            columns: Some(vec!["scroe".into()]),
            ..Options::default()
        };
        let e = write(&mut Vec::new(), &sample(), &bad, None).unwrap_err();
        let e = e.to_string();
        assert!(
            e.contains("no column 'scroe'") && e.contains("did you mean 'score'"),
            "{e}"
        );
        assert!(e.contains("id, score, name, note"), "{e}");
    }

    #[test]
    fn default_columns_apply_to_tables_only_and_say_what_they_hide() {
        let opts = |format, wide| Options {
            format,
            wide,
            default_columns: vec!["name".into(), "absent".into(), "id".into()],
            ..Options::default()
        };
        let table = render_with(&sample(), &opts(Format::Table, false), None);
        assert!(table.starts_with("name       id\n"), "{table}");
        let note = "(2 more columns: score, note; --wide or --columns shows them)";
        assert!(table.ends_with(&format!("{note}\n")), "{table}");
        let md = render_with(&sample(), &opts(Format::Markdown, false), None);
        assert!(md.starts_with("| name | id |"), "{md}");
        assert!(md.ends_with(&format!("\n\n{note}\n")), "{md}");
        let wide = render_with(&sample(), &opts(Format::Table, true), None);
        assert!(wide.starts_with("id   score  name"), "{wide}");
        let csv = render_with(&sample(), &opts(Format::Csv, false), None);
        assert!(csv.starts_with("id,score,name,note\n"), "{csv}");
    }
}
