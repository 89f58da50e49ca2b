//! Which columns of a result a writer writes, in which order, and under which headers: every
//! column, the ones `--columns` names, or a saved query's `-- columns:` line in formats for
//! people.

use super::compose::Compose;
use crate::error::{Error, Result};

/// One column written: a column of the result, or a cell built from some of its columns.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Pick {
    Column(usize),
    /// `@NAME` in a `-- columns:` line: the cell and where its parts are in the result.
    Composed(Compose, Vec<Option<usize>>),
}

/// The columns to write, out of a result's columns.
pub(super) struct Selection {
    /// What is written, in order: columns of the result, or cells built from them.
    pub pick: Vec<Pick>,
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
    let chosen = |pick: Vec<Pick>, labels: &[String], left_out| {
        let names: Vec<String> = pick
            .iter()
            .map(|p| match p {
                Pick::Column(i) => columns[*i].clone(),
                Pick::Composed(c, _) => c.stands_for().to_string(),
            })
            .collect();
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
            .map(|w| find_column(columns, w.trim()).map(Pick::Column))
            .collect::<Result<_>>()?;
        return Ok(chosen(pick, &[], Vec::new()));
    }
    let pick: Vec<Pick> = defaults
        .iter()
        .filter_map(|d| default_pick(columns, default_name(d).0))
        .collect();
    if pick.is_empty() {
        // No default columns, or a header that names none of the result's columns: that
        // would show nothing.
        let every = all.into_iter().map(Pick::Column).collect();
        return Ok(chosen(every, defaults, Vec::new()));
    }
    // A column is shown when picked, or when a cell built from parts stands for it.
    let shown = |i: usize| {
        pick.iter().any(|p| match p {
            Pick::Column(c) => *c == i,
            // (or the whole part as this result spells it: api-vs-self-hosted's self cost)
            Pick::Composed(c, parts) => {
                c.stands_for() == columns[i] || parts[c.whole_part()] == Some(i)
            }
        })
    };
    let left_out = all
        .into_iter()
        .filter(|&i| !shown(i))
        .map(|i| columns[i].clone())
        .collect();
    Ok(chosen(pick, defaults, left_out))
}

/// What a default column `name` picks: the column of that name, or the cell `@NAME` built from
/// parts, when the result has at least one of them; None when the result has neither.
fn default_pick(columns: &[String], name: &str) -> Option<Pick> {
    if let Some(c) = Compose::parse(name) {
        let parts = c.parts(columns);
        return parts
            .iter()
            .any(Option::is_some)
            .then_some(Pick::Composed(c, parts));
    }
    columns.iter().position(|c| c == name).map(Pick::Column)
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

/// The header a table shows for column `name`: its label in `defaults`, else the name. A cell
/// built from parts (`@offer=where`) is found by the column it stands for.
fn header(name: &str, defaults: &[String]) -> String {
    let stands_for = |n: &str| Compose::parse(n).map(Compose::stands_for);
    defaults
        .iter()
        .map(|d| default_name(d))
        .find(|(n, _)| *n == name || stands_for(n) == Some(name))
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

    #[test]
    fn a_cell_from_parts_shows_its_whole_column_as_this_result_spells_it() {
        use crate::output::tests::{rs, t};
        // api-vs-self-hosted names its cost self_hosted_usd_per_m_output_tokens: `@cost` shows
        // it, and the note does not count it among the columns left out.
        let columns = [
            "model_id",
            "self_hosted_usd_per_m_output_tokens",
            "usd_per_m_low",
            "usd_per_m_high",
            "run_id",
        ];
        let r = rs(
            &columns,
            vec![vec![
                t("m"),
                2.24.into(),
                1.95.into(),
                2.92.into(),
                7.into(),
            ]],
        );
        let opts = Options {
            default_columns: vec!["model_id=model".into(), "@cost=self".into()],
            ..Options::default()
        };
        let table = render_with(&r, &opts, None);
        assert!(table.starts_with("model  self"), "{table}");
        assert!(table.contains("2.24 (1.95-2.92)"), "{table}");
        assert!(
            table.contains("(3 more columns: usd_per_m_low, …"),
            "{table}"
        );
    }
}
