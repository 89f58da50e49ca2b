//! `gpudb check [NAME…]`: run the data checks and say which fail.

use crate::checks::{self, report};
use crate::cmd::args::FormatArg;
use crate::error::{Error, Result};
use crate::output::{self, Format};
use std::path::{Path, PathBuf};

/// Run the data checks: find rows that break a rule before they are ranked
///
/// Each check is a SELECT of the rows that break one rule, in a .sql file with a header (name,
/// severity, description with the formula's source, the columns that identify a row): the
/// built-in ones (structure, identities, ranges, physics bounds, the frontier; gpudb check
/// --format json lists them with their descriptions), those in $XDG_CONFIG_HOME/gpudb/checks
/// (else ~/.config/gpudb/checks) and those in --checks DIR. Checks run read-only. The table
/// lists the failing checks with their number of offending rows and the first ones; a note on
/// stderr says how many rows a check skipped for a spec it lacks. Exit status 1 when a check of
/// severity error fails, 0 otherwise (warnings too). A check file that does not parse, prepare
/// or only read is refused with its name and the reason, and the other checks still run.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb check
  gpudb check memory-roof concurrency-bound
  gpudb check --format json
  gpudb check frontier --rows 10"#)]
pub struct Args {
    /// Run only these checks (default: every one)
    pub names: Vec<String>,

    /// Another folder of checks (.sql files)
    #[arg(long, value_name = "DIR")]
    pub checks: Option<PathBuf>,

    /// Offending rows shown per failing check
    #[arg(long, value_name = "N", default_value_t = 3)]
    pub rows: usize,

    #[command(flatten)]
    pub format: FormatArg,
}

pub fn run(db: &Path, args: Args) -> Result<()> {
    let opts = args.format.options()?;
    let (all, refused, warnings) = checks::all(args.checks.as_deref())?;
    for w in &warnings {
        crate::msg::warn(w);
    }
    let chosen = choose(all, &refused, &args.names)?;
    let conn = crate::store::open_read_only(db)?;
    let mut findings = report::run_all(&conn, chosen, args.rows);
    let named = |name: &str| args.names.is_empty() || args.names.iter().any(|n| n == name);
    findings.extend(
        refused
            .into_iter()
            .filter(|r| named(&r.name))
            .map(report::Finding::Refused),
    );
    for f in &findings {
        match f {
            report::Finding::Refused(r) => {
                crate::msg::warn(&format!("the check {} is refused: {}", r.origin, r.reason))
            }
            report::Finding::Ran(c, o) if !o.skipped.is_empty() => {
                let reasons: Vec<String> =
                    o.skipped.iter().map(|(r, n)| format!("{n} {r}")).collect();
                crate::msg::note(&format!(
                    "note: {} skipped {} rows it cannot judge: {}",
                    c.name,
                    o.skipped_total(),
                    reasons.join(", ")
                ));
            }
            _ => {}
        }
    }
    match opts.format {
        Format::Json => output::print_json(
            &serde_json::Value::Array(findings.iter().map(report::json).collect()),
            Format::Json,
        )?,
        Format::Jsonl => {
            for f in &findings {
                output::print_json(&report::json(f), Format::Jsonl)?;
            }
        }
        // A table of no rows says nothing the closing line does not.
        f if f.for_people() && !findings.iter().any(report::Finding::fails) => {}
        _ => output::print(&report::table(&findings), opts)?,
    }
    summary(&findings)
}

/// The checks `names` asks for (all when empty); an unknown name is a usage error.
fn choose(
    all: Vec<checks::Check>,
    refused: &[checks::Refused],
    names: &[String],
) -> Result<Vec<checks::Check>> {
    for n in names {
        let known = all.iter().any(|c| &c.name == n) || refused.iter().any(|r| &r.name == n);
        if !known {
            let hint = crate::msg::did_you_mean(n, all.iter().map(|c| c.name.as_str()));
            return Err(Error::Usage(format!(
                "no check named '{n}': {hint}see them all with: gpudb check --format json"
            )));
        }
    }
    Ok(all
        .into_iter()
        .filter(|c| names.is_empty() || names.contains(&c.name))
        .collect())
}

/// The closing line on stderr, and the error (exit 1) when a check of severity error fails.
fn summary(findings: &[report::Finding]) -> Result<()> {
    let failing: Vec<&str> = findings
        .iter()
        .filter(|f| f.fails())
        .map(|f| f.name())
        .collect();
    let errors: Vec<&str> = findings
        .iter()
        .filter(|f| f.is_error())
        .map(|f| f.name())
        .collect();
    let ran = findings
        .iter()
        .filter(|f| matches!(f, report::Finding::Ran(..)))
        .count();
    if !errors.is_empty() {
        return Err(Error::Other(format!(
            "{} of {ran} checks fail, {} of them errors: {}",
            failing.len(),
            errors.len(),
            errors.join(", ")
        )));
    }
    let warned = if failing.is_empty() {
        String::new()
    } else {
        format!(" (warnings: {})", failing.join(", "))
    };
    crate::msg::note(&format!(
        "{} of {ran} checks pass{warned}",
        ran - failing.len()
    ));
    Ok(())
}
