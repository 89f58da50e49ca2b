//! `gpudb refresh`'s library: the upstream list (`upstreams.rs`), one HTTP fetch (`http.rs`),
//! what is remembered of each upstream (`state.rs`), and a body into the database through the
//! one atomic import (`apply.rs`). Nothing here runs unless the user runs `gpudb refresh`: every
//! other command stays offline.

pub mod apply;
pub mod http;
pub mod state;
pub mod upstreams;

use state::Last;
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

/// Some(why) when `u` was asked less than its interval ago (`asked`: when, seconds since 1970).
pub fn not_due(u: &Upstream, asked: Option<i64>, now: i64) -> Option<String> {
    let asked = asked?;
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

/// A duration for people: `45 s`, `12 min`, `3.5 h`, `7 days`.
fn span(seconds: i64) -> String {
    match seconds {
        s if s < 120 => format!("{s} s"),
        s if s < 7200 => format!("{} min", s / 60),
        s if s < 2 * 86_400 => format!("{:.1} h", s as f64 / 3600.0),
        s => format!("{:.1} days", s as f64 / 86_400.0),
    }
}

/// When `u` was last asked: the later of its last poll and its last imported fetch.
pub fn last_asked(polled: Option<i64>, last: Option<&Last>) -> Option<i64> {
    let fetched = last.and_then(|l| crate::dates::instant(&l.fetched_at));
    polled.max(fetched)
}

/// Fetch `u` (conditionally, with `last`'s validators) and import a new body (`replace`: even
/// one that would remove most of its dataset or part).
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
    let fetched = match http::fetch(&u.url, &known, settings, progress) {
        Ok(f) => f,
        Err(http::Failure(why)) => return Outcome::Failed(why),
    };
    let (bytes, validators, content_type) = match fetched {
        http::Fetched::NotModified => {
            state::note_poll(db, &u.name, asked_at);
            return Outcome::Unchanged("not modified (HTTP 304); nothing written".into());
        }
        http::Fetched::Body {
            bytes,
            validators,
            content_type,
        } => (bytes, validators, content_type),
    };
    let sha256 = crate::import::sha256_hex(&bytes);
    if last.is_some_and(|l| l.sha256 == sha256) {
        state::note_poll(db, &u.name, asked_at);
        return Outcome::Unchanged(format!(
            "the body is the one imported last (sha256 {}…, {}); nothing written",
            &sha256[..12],
            crate::input::human(bytes.len() as u64)
        ));
    }
    let body = apply::Body {
        bytes: &bytes,
        sha256: &sha256,
        validators: &validators,
        content_type: content_type.as_deref(),
    };
    match apply::import_body(db, u, &body, replace) {
        Ok(done) => {
            state::note_poll(db, &u.name, asked_at);
            Outcome::Fetched {
                bytes: bytes.len(),
                what: done.what,
                warnings: done.warnings,
            }
        }
        Err(e) => Outcome::Failed(e.to_string()),
    }
}
