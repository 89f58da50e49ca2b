//! `gpudb refresh`: fetch upstream sources and import each new body as a new version.

use crate::error::{Error, Result};
use crate::refresh::{self, http, state, upstreams, Outcome};
use std::io::IsTerminal;
use std::path::Path;
use std::time::Duration;

/// Fetch upstream datasets (MLPerf rounds, InferenceX, price lists) and import what changed
///
/// The only command that goes online. Each upstream (data/upstreams.csv: name, URL, format,
/// licence, how often it may be asked) is asked with the validators of its last fetch
/// (If-None-Match, If-Modified-Since); an answer of 304, or a body whose SHA-256 is the one
/// imported last, writes nothing. A new body is imported through the same atomic import as
/// gpudb import: all of it or nothing. An upstream is never asked more often than its interval
/// (InferenceX: at most daily) unless --force. InferenceX's answers are parts of the one dataset
/// inferencex: a refresh replaces exactly the rows its own upstream brought before. One
/// upstream failing does not stop the others; the exit code is 1 when any failed. A progress
/// bar shows on a terminal; otherwise one line per upstream (fetched, unchanged, not due,
/// failed and why). Proxies: HTTPS_PROXY, HTTP_PROXY, ALL_PROXY, with NO_PROXY's hosts reached
/// directly. GPUDB_UPSTREAMS=FILE replaces the upstream list with a CSV file of the same
/// columns (a mirror, or a test server); GPUDB_REFRESH_BACKOFF_MS sets the wait before the
/// first retry (default 1000, doubled for each next one). A 429 or 503 with Retry-After
/// (seconds or an HTTP date) is asked again after that wait when it is at most --max-wait;
/// a longer one ends that upstream's refresh, saying when to come back, and it is not due
/// before then. A permanent redirect (301, 308) is followed and reported, with its new URL.
/// No secret is stored or shown: a URL's user and password, and the value of query
/// parameters named token, access_token, refresh_token, id_token, auth, authorization, key,
/// apikey, api_key, secret, client_secret, password, passwd, pwd, signature, sig,
/// X-Amz-Signature, X-Amz-Credential, X-Amz-Security-Token, X-Goog-Signature,
/// X-Goog-Credential or ending in _token, _key, _secret, _password or _signature (with -
/// read as _, any case), are written REDACTED in the database, --list, --dry-run and every
/// message; the request itself uses them.
#[derive(Debug, clap::Args)]
#[command(after_help = r#"Examples:
  gpudb refresh --list
  gpudb refresh --dry-run
  gpudb refresh inferencex-dsr1 mlperf-v6.1
  gpudb refresh
  gpudb refresh --url https://example.org/inferencex-export.json --format inferencex"#)]
pub struct Args {
    /// Upstreams to fetch (names from --list); none: all of them
    #[arg(value_name = "NAME", conflicts_with = "url")]
    pub names: Vec<String>,

    /// Fetch this one URL instead (named by the URL in --list)
    #[arg(long, value_name = "URL")]
    pub url: Option<String>,

    /// With --url: the format the body must be (inferencex, mlperf-inference …)
    #[arg(long, value_name = "F", requires = "url")]
    pub format: Option<String>,

    /// Say what would be fetched, with the validators it would send; fetch and write nothing
    #[arg(long)]
    pub dry_run: bool,

    /// List the upstreams with their last fetch, validators and the dataset version produced
    #[arg(long, conflicts_with_all = ["dry_run", "url", "names"])]
    pub list: bool,

    /// Ask even when an upstream's interval has not passed
    #[arg(long)]
    pub force: bool,

    /// Give up on an upstream after this many seconds (the whole request, body included)
    #[arg(long, value_name = "SECS", default_value = "60", value_parser = seconds)]
    pub timeout: Duration,

    /// Refuse a body larger than this (after gzip decoding): bytes, or 64MiB, 1GiB …
    #[arg(long, value_name = "SIZE", default_value = "512MiB",
          value_parser = crate::input::parse_size)]
    pub max_size: u64,

    /// Further tries after a 5xx answer or a failed connection, waiting longer each time
    #[arg(long, value_name = "N", default_value = "3")]
    pub retries: u32,

    /// Import a body even if it would remove more than half of a dataset's (or part's) runs
    #[arg(long)]
    pub replace: bool,

    /// The longest Retry-After (on a 429 or 503) waited for before asking again; a longer
    /// one ends that upstream's refresh, saying when to try again
    #[arg(long, value_name = "SECS", default_value = "60", value_parser = wait_seconds)]
    pub max_wait: Duration,
}

fn wait_seconds(s: &str) -> std::result::Result<Duration, String> {
    match s.trim().parse::<u64>() {
        Ok(x) if x <= 86_400 => Ok(Duration::from_secs(x)),
        _ => Err(format!(
            "'{}' is not a whole number of seconds from 0 to 86400",
            crate::msg::quote(s)
        )),
    }
}

fn seconds(s: &str) -> std::result::Result<Duration, String> {
    match s.trim().parse::<f64>() {
        Ok(x) if x.is_finite() && x > 0.0 && x < 1e6 => Ok(Duration::from_secs_f64(x)),
        _ => Err(format!(
            "'{}' is not a number of seconds above 0",
            crate::msg::quote(s)
        )),
    }
}

pub fn run(db: &Path, args: Args) -> Result<()> {
    let all = upstreams::load()?;
    let selected = select(&all, &args)?;
    if !args.list && !args.dry_run {
        // An older gpudb's poll file and stored URLs: into the database, without secrets.
        state::adopt_older_state(db)?;
    }
    let conn = crate::store::open_read_only(db)?;
    let last = state::last_fetches(&conn)?;
    let polls = state::polls(&conn, db)?;
    drop(conn);
    if args.list {
        list(&all, &last, &polls);
        return Ok(());
    }
    let now = state::now();
    let settings = http::Settings {
        timeout: args.timeout,
        max_bytes: args.max_size,
        retries: args.retries,
        max_wait: args.max_wait,
        backoff: Duration::from_millis(
            std::env::var("GPUDB_REFRESH_BACKOFF_MS")
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or(1000),
        ),
    };
    let bar = progress_bar(selected.len(), args.dry_run);
    // A dry run's lines are its answer (stdout); a refresh reports on stderr.
    let say = |line: String| match &bar {
        _ if args.dry_run => println!("{}", crate::msg::escape(&line)),
        Some(b) => b.suspend(|| crate::msg::note(&line)),
        None => crate::msg::note(&line),
    };
    let mut failed: Vec<&str> = Vec::new();
    for u in &selected {
        let prev = last.get(&u.name);
        let not_due = if args.force {
            None
        } else {
            refresh::not_due(u, polls.get(&u.name), prev, now)
        };
        if let Some(b) = &bar {
            b.set_message(u.name.clone());
        }
        let outcome = match (not_due, args.dry_run) {
            (Some(why), _) => Outcome::NotDue(why),
            (None, true) => {
                say(match refresh::unsupported(u) {
                    Some(why) => format!("{}: would fail: {why}", u.name),
                    None => format!(
                        "{}: would fetch {} ({})",
                        u.name,
                        refresh::redact::url(&u.url),
                        dry_run_detail(u, prev)
                    ),
                });
                continue;
            }
            (None, false) => {
                let mut progress = |read: u64, total: Option<u64>| {
                    if let Some(b) = &bar {
                        b.set_message(format!(
                            "{} {}{}",
                            u.name,
                            crate::input::human(read),
                            total
                                .map(|t| format!(" of {}", crate::input::human(t)))
                                .unwrap_or_default()
                        ));
                    }
                };
                refresh::refresh_one(db, u, prev, &settings, args.replace, &mut progress)
            }
        };
        match outcome {
            Outcome::Fetched {
                bytes,
                what,
                warnings,
            } => {
                for w in warnings {
                    say(format!("warning: {}: {w}", u.name));
                }
                say(format!(
                    "{}: fetched {}; {what}",
                    u.name,
                    crate::input::human(bytes as u64)
                ));
            }
            Outcome::Unchanged(why) => say(format!("{}: unchanged: {why}", u.name)),
            Outcome::NotDue(why) => say(format!("{}: {why}", u.name)),
            Outcome::Failed(why) => {
                say(format!("{}: failed: {why}", u.name));
                failed.push(&u.name);
            }
        }
        if let Some(b) = &bar {
            b.inc(1);
        }
    }
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    if failed.is_empty() {
        return Ok(());
    }
    Err(Error::Other(format!(
        "{} of {} upstreams failed ({}); a failed one leaves the database as it was",
        failed.len(),
        selected.len(),
        failed.join(", ")
    )))
}

/// The upstreams named (all when none), or the one --url gives; an unknown name is a usage
/// error with a suggestion, before anything is fetched.
fn select(all: &[upstreams::Upstream], args: &Args) -> Result<Vec<upstreams::Upstream>> {
    if let Some(url) = &args.url {
        if !(url.starts_with("https://") || url.starts_with("http://")) {
            return Err(Error::Usage(format!(
                "--url: '{}' is not an http(s) URL",
                crate::msg::quote(&refresh::redact::url(url))
            )));
        }
        return Ok(vec![upstreams::Upstream::one_off(
            url,
            args.format.as_deref(),
        )]);
    }
    if args.names.is_empty() {
        return Ok(all.to_vec());
    }
    args.names
        .iter()
        .map(|n| {
            all.iter().find(|u| &u.name == n).cloned().ok_or_else(|| {
                Error::Usage(format!(
                    "no upstream '{}'; {}gpudb refresh --list shows them",
                    crate::msg::quote(n),
                    crate::msg::did_you_mean(n, all.iter().map(|u| u.name.as_str()))
                ))
            })
        })
        .collect()
}

/// What a dry run says of one upstream that is due.
fn dry_run_detail(u: &upstreams::Upstream, prev: Option<&state::Last>) -> String {
    let format = if u.format.is_empty() {
        "any format"
    } else {
        &u.format
    };
    match prev {
        None => format!("{format}; never fetched"),
        Some(l) => {
            let mut sent = Vec::new();
            if let Some(e) = &l.validators.etag {
                sent.push(format!("If-None-Match: {e}"));
            }
            if let Some(m) = &l.validators.last_modified {
                sent.push(format!("If-Modified-Since: {m}"));
            }
            if sent.is_empty() {
                sent.push("no validators: the body's sha256 tells an unchanged one".into());
            }
            format!("{format}; {}", sent.join(", "))
        }
    }
}

/// `--list`: each upstream, its policy, and what its last fetch produced.
fn list(
    all: &[upstreams::Upstream],
    last: &std::collections::BTreeMap<String, state::Last>,
    polls: &std::collections::BTreeMap<String, state::Poll>,
) {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let mut names: Vec<&str> = all.iter().map(|u| u.name.as_str()).collect();
    // One-off URLs fetched before are listed too.
    names.extend(
        last.keys()
            .map(String::as_str)
            .filter(|n| all.iter().all(|u| u.name != *n)),
    );
    for name in names {
        let u = all.iter().find(|u| u.name == name);
        let l = last.get(name);
        let format = u.map_or_else(|| "?".into(), |u| u.format.clone());
        let every = u.map_or_else(String::new, |u| {
            format!(", at most every {} h", u.min_interval_hours)
        });
        let support = u.and_then(refresh::unsupported).map_or(String::new(), |_| {
            " (format not supported by this gpudb)".to_string()
        });
        let _ = writeln!(out, "{name}  [{format}{support}{every}]");
        if let Some(u) = u {
            if !u.about.is_empty() {
                let _ = writeln!(out, "    {}", u.about);
            }
            let _ = writeln!(out, "    {}", refresh::redact::url(&u.url));
            if !u.license.is_empty() {
                let _ = writeln!(out, "    licence: {}", u.license);
            }
        }
        match l {
            None => {
                let _ = writeln!(out, "    last fetch: never");
            }
            Some(l) => {
                let _ = writeln!(
                    out,
                    "    last fetch: {} ({}, sha256 {}…) → dataset {} version of {}",
                    l.fetched_at,
                    crate::input::human(l.size_bytes as u64),
                    &l.sha256[..12.min(l.sha256.len())],
                    l.dataset,
                    l.dataset_imported_at
                );
                let _ = writeln!(
                    out,
                    "    validators: ETag {}, Last-Modified {}",
                    l.validators.etag.as_deref().unwrap_or("none"),
                    l.validators.last_modified.as_deref().unwrap_or("none")
                );
            }
        }
        if let Some(p) = polls.get(name) {
            let _ = writeln!(out, "    last asked: {} s ago", state::now() - p.asked_at);
            if let Some(at) = p.not_before.filter(|at| *at > state::now()) {
                let _ = writeln!(
                    out,
                    "    not before: {} (the server's Retry-After)",
                    refresh::retry::iso(at)
                );
            }
        }
    }
}

/// A bar on stderr when it is a terminal; None for a pipe or a file (one line per upstream).
fn progress_bar(n: usize, dry_run: bool) -> Option<indicatif::ProgressBar> {
    if dry_run || !std::io::stderr().is_terminal() {
        return None;
    }
    let bar = indicatif::ProgressBar::new(n as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    Some(bar)
}
