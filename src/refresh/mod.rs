//! `gpudb refresh`'s library: the upstream list (`upstreams.rs`), one HTTP fetch (`http.rs`),
//! what is remembered of each upstream (`state.rs`), and a body into the database through the
//! one atomic import (`apply.rs`). Nothing here runs unless the user runs `gpudb refresh`: every
//! other command stays offline.

pub mod apply;
pub mod http;
pub mod redact;
pub mod retry;
pub mod state;
pub mod upstreams;

use retry::span;
use state::{Last, Poll};
use std::path::Path;
use upstreams::Upstream;

/// What happened to one upstream.
#[derive(Debug)]
pub enum Outcome {
    /// A new body, imported; what the import did, in words.
    Fetched {
        bytes: usize,
        what: String,
        warnings: Vec<String>,
    },
    /// Asked, and the answer is what is imported already: nothing written.
    Unchanged(String),
    /// Not asked: its interval has not passed since it was last asked.
    NotDue(String),
    /// Why it failed; the database is as it was.
    Failed(String),
}

/// The formats this build imports, by kind.
pub fn supported_formats() -> Vec<&'static str> {
    let mut kinds: Vec<&str> = crate::import::FORMATS.iter().map(|f| f.kind()).collect();
    kinds.dedup();
    kinds
}

/// None when the upstream's format is one this build imports; else why not.
pub fn unsupported(u: &Upstream) -> Option<String> {
    let kinds = supported_formats();
    (!u.format.is_empty() && !kinds.contains(&u.format.as_str())).then(|| {
        format!(
            "format '{}' is not supported by this gpudb (it imports {}); nothing was fetched",
            crate::msg::quote(&u.format),
            kinds.join(", ")
        )
    })
}

/// Some(why) when `u` was asked less than its interval ago, or the server asked not to be
/// asked yet (`poll`: its last poll; `fetched`: its last imported fetch; `now`: seconds since
/// 1970).
pub fn not_due(
    u: &Upstream,
    poll: Option<&Poll>,
    fetched: Option<&Last>,
    now: i64,
) -> Option<String> {
    if let Some(at) = poll.and_then(|p| p.not_before).filter(|at| *at > now) {
        return Some(format!(
            "not due: the server asked not to be asked before {} (in {}; --force to ask now)",
            retry::iso(at),
            span(at - now)
        ));
    }
    let asked = last_asked(poll.map(|p| p.asked_at), fetched)?;
    let interval = (u.min_interval_hours * 3600.0) as i64;
    let ago = now - asked;
    (ago >= 0 && ago < interval).then(|| {
        format!(
            "not due: asked {} ago, and it may be asked every {} at most (--force to ask now)",
            span(ago),
            span(interval)
        )
    })
}

/// When `u` was last asked: the later of its last poll and its last imported fetch.
fn last_asked(polled: Option<i64>, last: Option<&Last>) -> Option<i64> {
    let fetched = last.and_then(|l| crate::dates::instant(&l.fetched_at));
    polled.max(fetched)
}

/// Fetch `u` (conditionally, with `last`'s validators) and import a new body (`replace`: even
/// one that would remove most of its dataset or part). Every message shows `u`'s URL without
/// its secrets.
pub fn refresh_one(
    db: &Path,
    u: &Upstream,
    last: Option<&Last>,
    settings: &http::Settings,
    replace: bool,
    progress: &mut dyn FnMut(u64, Option<u64>),
) -> Outcome {
    if let Some(why) = unsupported(u) {
        return Outcome::Failed(why);
    }
    let known = last.map(|l| l.validators.clone()).unwrap_or_default();
    let asked_at = state::now();
    // An answer that imports nothing still counts as asked (a failure does not: it may be
    // tried again at once), and a poll that cannot be noted fails the upstream.
    let polled = |not_before: Option<i64>, done: Outcome| match state::note_poll_alone(
        db, &u.name, asked_at, not_before,
    ) {
        Ok(()) => done,
        Err(e) => Outcome::Failed(format!("cannot note when it was asked: {e}")),
    };
    let fetched = match http::fetch(&u.url, &known, settings, progress) {
        Ok(f) => f,
        Err(http::Failure {
            why,
            not_before: Some(at),
        }) => return polled(Some(at), Outcome::Failed(why)),
        Err(http::Failure { why, .. }) => return Outcome::Failed(why),
    };
    let (bytes, validators, content_type, moved_to) = match fetched {
        http::Fetched::NotModified => {
            return polled(
                None,
                Outcome::Unchanged("not modified (HTTP 304); nothing written".into()),
            );
        }
        http::Fetched::Body {
            bytes,
            validators,
            content_type,
            moved_to,
        } => (bytes, validators, content_type, moved_to),
    };
    // Said once per refresh, whatever else happens: the list should name the new address.
    let moved = moved_to.map(|to| {
        format!(
            "its URL has moved permanently (HTTP 301/308) to {}: update the upstream's URL to it",
            redact::url(&to)
        )
    });
    let sha256 = crate::import::sha256_hex(&bytes);
    if last.is_some_and(|l| l.sha256 == sha256) {
        let why = format!(
            "the body is the one imported last (sha256 {}…, {}); nothing written{}",
            &sha256[..12],
            crate::input::human(bytes.len() as u64),
            moved.map(|m| format!("; {m}")).unwrap_or_default()
        );
        return polled(None, Outcome::Unchanged(why));
    }
    let body = apply::Body {
        bytes: &bytes,
        sha256: &sha256,
        validators: &validators,
        content_type: content_type.as_deref(),
    };
    match apply::import_body(db, u, &body, replace, asked_at) {
        Ok(done) => Outcome::Fetched {
            bytes: bytes.len(),
            what: done.what,
            warnings: moved.into_iter().chain(done.warnings).collect(),
        },
        // The import names the URL without its secrets; scrubbed again all the same.
        Err(e) => Outcome::Failed(redact::scrub(
            &match moved {
                Some(m) => format!("{e}; {m}"),
                None => e.to_string(),
            },
            &u.url,
        )),
    }
}
