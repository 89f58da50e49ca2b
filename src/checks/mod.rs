//! Data checks: `.sql` files that each select the rows of the database that break one rule,
//! with a comment header (name, severity, description, the columns that identify a row), as
//! dbt's singular tests are. The built-in ones are compiled in from `checks/`; the user's live in
//! `$XDG_CONFIG_HOME/gpudb/checks` (found like saved queries, by `queries::folder`).
//!
//! This module holds the [`Check`] and its header; [`run`] runs one read-only, [`report`]
//! says what they found, and [`record`] runs the error checks after an import.

pub mod prices;
pub mod record;
pub mod report;
pub mod run;

use crate::queries::folder::{self, Folder};
use crate::queries::{comment_lines, name_list};
use std::path::Path;

include!(concat!(env!("OUT_DIR"), "/builtin_checks.rs"));

/// The check folders: `$XDG_CONFIG_HOME/gpudb/checks` and `--checks DIR`.
pub const CHECKS: Folder = Folder {
    sub: "checks",
    noun: "check",
};

/// How bad a failing check is: `error` makes `gpudb check` exit 1, `warn` does not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warn,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warn => "warn",
        }
    }
}

/// A check with its header read.
#[derive(Debug, Clone)]
pub struct Check {
    pub name: String,
    /// `built-in` or the file's path.
    pub origin: String,
    pub severity: Severity,
    pub description: String,
    /// The columns of its result that identify an offending row.
    pub key: Vec<String>,
    pub sql: String,
}

/// A check file that cannot be used, and why: reported, never fatal to the other checks.
#[derive(Debug, Clone)]
pub struct Refused {
    pub name: String,
    pub origin: String,
    pub reason: String,
}

/// Read a check's header:
/// ```sql
/// -- name: memory-roof
/// -- severity: error
/// -- description: First line of the description,
/// --   continued on lines that start with more spaces.
/// -- key: run_id
/// ```
/// `name` must be the file's name without `.sql`. The error is the reason alone.
pub fn parse(name: &str, origin: &str, sql: &str) -> Result<Check, String> {
    let (mut declared, mut severity, mut key) = (None, None, Vec::new());
    let mut description = String::new();
    let mut in_description = false;
    for text in comment_lines(sql) {
        let body = text.trim();
        let continued = in_description && text.starts_with("   ") && !body.is_empty();
        in_description = continued;
        if continued {
            description.push(' ');
            description.push_str(body);
        } else if let Some(n) = body.strip_prefix("name:") {
            declared = Some(n.trim().to_string());
        } else if let Some(s) = body.strip_prefix("severity:") {
            severity = Some(match s.trim() {
                "error" => Severity::Error,
                "warn" => Severity::Warn,
                other => {
                    return Err(format!(
                        "its severity '{}' is neither error nor warn",
                        crate::msg::escape(other)
                    ))
                }
            });
        } else if let Some(d) = body.strip_prefix("description:") {
            description = d.trim().to_string();
            in_description = true;
        } else if let Some(k) = body.strip_prefix("key:") {
            key = name_list(k);
        }
    }
    let declared = declared.ok_or("the header has no '-- name:' line")?;
    if declared != name {
        return Err(format!(
            "its header names it '{}', its file '{name}': make them the same",
            crate::msg::escape(&declared)
        ));
    }
    Ok(Check {
        name: name.to_string(),
        origin: origin.to_string(),
        severity: severity.ok_or("the header has no '-- severity: error|warn' line")?,
        description,
        key,
        sql: sql.to_string(),
    })
}

/// Every check: the built-in ones, then the `.sql` files of the user's check folder and of
/// `extra`. A user file that cannot be a check (no header, a built-in's name, not UTF-8 …) is
/// returned as refused, so one bad file never stops the others; a folder that cannot be read
/// is a warning, except `extra`, which the user named.
pub fn all(extra: Option<&Path>) -> crate::error::Result<(Vec<Check>, Vec<Refused>, Vec<String>)> {
    let mut checks: Vec<Check> = BUILTIN
        .iter()
        .map(|(name, sql)| parse(name, "built-in", sql).expect("a built-in check parses"))
        .collect();
    let (mut refused, mut warnings) = (Vec::new(), Vec::new());
    for dir in CHECKS.dirs(extra) {
        for path in folder::sql_files(CHECKS, &dir, extra, &mut warnings)? {
            let name = folder::name(&path);
            let origin = path.display().to_string();
            let taken = checks
                .iter()
                .find(|c| c.name == name)
                .map(|c| c.origin.clone());
            let parsed = match taken {
                Some(by) => Err(format!(
                    "its name is taken by the {by} check of that name; rename the file"
                )),
                None => folder::read(&path).and_then(|sql| parse(&name, &origin, &sql)),
            };
            match parsed {
                Ok(c) => checks.push(c),
                Err(reason) => refused.push(Refused {
                    name,
                    origin,
                    reason,
                }),
            }
        }
    }
    Ok((checks, refused, warnings))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_check_has_a_full_header() {
        assert!(BUILTIN.len() >= 10);
        for (name, sql) in BUILTIN {
            let c = parse(name, "built-in", sql).unwrap();
            assert!(c.description.len() > 40, "{name}: no description");
            assert!(!c.key.is_empty(), "{name}: no key columns");
        }
    }

    #[test]
    fn a_header_must_name_the_file_and_a_severity() {
        let ok = "-- name: x\n-- severity: warn\n-- description: d\n--   more\nSELECT 1";
        let c = parse("x", "f", ok).unwrap();
        assert_eq!(
            (c.severity, c.description.as_str()),
            (Severity::Warn, "d more")
        );
        assert!(parse("y", "f", ok).unwrap_err().contains("names it 'x'"));
        assert!(parse("x", "f", "-- name: x\nSELECT 1")
            .unwrap_err()
            .contains("severity"));
        assert!(parse("x", "f", "-- name: x\n-- severity: fatal\nSELECT 1")
            .unwrap_err()
            .contains("neither error nor warn"));
        assert!(parse("x", "f", "SELECT 1").unwrap_err().contains("name:"));
    }
}
