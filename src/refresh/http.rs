//! One upstream's HTTP GET: a conditional request with the validators of the last fetch, gzip,
//! a timeout, a size limit, redirects followed here (so an error names where it was sent, and
//! a permanent one is reported), and retries: with backoff on 5xx answers and failed
//! connections, after the server's `Retry-After` on 429 and 503 when it is within
//! `Settings::max_wait`. `ureq` with rustls (no OpenSSL); proxies from
//! `HTTPS_PROXY`/`HTTP_PROXY`/`ALL_PROXY`, with `NO_PROXY`'s hosts reached directly (ureq reads
//! them). Every message shows URLs as `redact::url` writes them.

use super::{redact, retry};
use std::io::Read;
use std::time::Duration;

/// Redirects followed before giving up (a loop, most likely).
const MAX_REDIRECTS: usize = 5;

/// How a fetch is made.
#[derive(Debug, Clone)]
pub struct Settings {
    /// For the whole request, body included.
    pub timeout: Duration,
    /// Largest body read (after gzip decoding).
    pub max_bytes: u64,
    /// Further tries after a 5xx or 429 answer or a failed connection.
    pub retries: u32,
    /// Wait before the first retry; doubled for each next one.
    pub backoff: Duration,
    /// The longest `Retry-After` waited for; a longer one ends the fetch, saying when to ask.
    pub max_wait: Duration,
}

/// The validators of the body fetched last, sent back so that an unchanged body is not sent.
#[derive(Debug, Clone, Default)]
pub struct Validators {
    pub etag: Option<String>,
    pub last_modified: Option<String>,
}

impl Validators {
    fn any(&self) -> bool {
        self.etag.is_some() || self.last_modified.is_some()
    }
}

/// What the server answered.
#[derive(Debug)]
pub enum Fetched {
    /// 304: the body fetched last is still current.
    NotModified,
    Body {
        bytes: Vec<u8>,
        validators: Validators,
        content_type: Option<String>,
        /// Where a permanent redirect (301, 308) of the URL led (shown redacted).
        moved_to: Option<String>,
    },
}

/// Why a fetch failed, in words for the user (the upstream's name is added by the caller), and
/// when the server asked not to be asked before (seconds since 1970), if it did.
#[derive(Debug)]
pub struct Failure {
    pub why: String,
    pub not_before: Option<i64>,
}

/// GET `url`, asking with `known`'s validators; `progress(read, total)` as the body comes.
pub fn fetch(
    url: &str,
    known: &Validators,
    s: &Settings,
    progress: &mut dyn FnMut(u64, Option<u64>),
) -> Result<Fetched, Failure> {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(s.timeout))
        .http_status_as_error(false)
        .max_redirects(0)
        .user_agent(concat!("gpudb/", env!("CARGO_PKG_VERSION")))
        .build()
        .into();
    let mut wait = s.backoff;
    let mut tries = 0;
    loop {
        tries += 1;
        let (why, asked_wait) = match once(&agent, url, known, s, progress) {
            Ok(f) => return Ok(f),
            Err(Attempt::Fail(why)) => return Err(failure(url, why, None)),
            Err(Attempt::Retry(why, after)) => (why, after),
        };
        let now = retry::now();
        if let Some(after) = asked_wait.filter(|a| *a > s.max_wait.as_secs() as i64) {
            let at = now + after;
            let why = format!(
                "{why}, and asks to be asked again in {} (Retry-After), after {}: longer than \
                 gpudb waits (--max-wait {} s); try again then",
                retry::span(after),
                retry::iso(at),
                s.max_wait.as_secs()
            );
            return Err(failure(url, why, Some(at)));
        }
        if tries > s.retries {
            let why = if tries > 1 {
                format!("{why} ({tries} tries)")
            } else {
                why
            };
            return Err(failure(url, why, asked_wait.map(|a| now + a)));
        }
        std::thread::sleep(match asked_wait {
            Some(after) => Duration::from_secs(after as u64),
            None => wait,
        });
        wait *= 2;
    }
}

fn failure(url: &str, why: String, not_before: Option<i64>) -> Failure {
    Failure {
        why: redact::scrub(&why, url),
        not_before,
    }
}

enum Attempt {
    /// Worth trying again (5xx, 429, a connection that failed or broke), after the server's
    /// `Retry-After` in seconds when it sent one.
    Retry(String, Option<i64>),
    Fail(String),
}

/// One request, following redirects; an error names the URL a redirect led to.
fn once(
    agent: &ureq::Agent,
    url: &str,
    known: &Validators,
    s: &Settings,
    progress: &mut dyn FnMut(u64, Option<u64>),
) -> Result<Fetched, Attempt> {
    let mut at = url.to_string();
    // Every redirect so far permanent (301, 308): then where they led is the URL's new address.
    let mut moved = true;
    for hop in 0..=MAX_REDIRECTS {
        match ask(agent, &at, known, s, progress) {
            Ok(Answer::Redirect(status, location)) => {
                moved &= matches!(status, 301 | 308);
                at = resolve(&at, &location);
            }
            Ok(Answer::Done(Fetched::Body {
                bytes,
                validators,
                content_type,
                ..
            })) => {
                return Ok(Fetched::Body {
                    bytes,
                    validators,
                    content_type,
                    moved_to: (hop > 0 && moved).then_some(at),
                })
            }
            Ok(Answer::Done(done)) => return Ok(done),
            Err(e) if hop == 0 => return Err(e),
            Err(e) => return Err(named(e, &at)),
        }
    }
    Err(named(
        Attempt::Fail(format!(
            "too many redirects (more than {MAX_REDIRECTS}: a redirect loop?)"
        )),
        &at,
    ))
}

/// `e` saying the URL it happened at, when a redirect led there.
fn named(e: Attempt, at: &str) -> Attempt {
    let at = format!(" (at {}, where a redirect led)", redact::url(at));
    match e {
        Attempt::Retry(why, after) => Attempt::Retry(why + &at, after),
        Attempt::Fail(why) => Attempt::Fail(why + &at),
    }
}

/// `location` (a Location header) read against `base`: absolute, scheme-relative,
/// host-relative or path-relative.
fn resolve(base: &str, location: &str) -> String {
    if location.starts_with("http://") || location.starts_with("https://") {
        return location.to_string();
    }
    let scheme_end = base.find("://").map_or(0, |i| i + 3);
    if let Some(rest) = location.strip_prefix("//") {
        return format!("{}{rest}", &base[..scheme_end]);
    }
    let path_start = base[scheme_end..]
        .find(['/', '?', '#'])
        .map_or(base.len(), |i| scheme_end + i);
    if location.starts_with('/') {
        return format!("{}{location}", &base[..path_start]);
    }
    let path = base[path_start..].split(['?', '#']).next().unwrap_or("");
    let dir = path.rfind('/').map_or("/", |i| &path[..=i]);
    format!("{}{dir}{location}", &base[..path_start])
}

/// What one request got: a body or 304, or a redirect to follow.
enum Answer {
    Done(Fetched),
    Redirect(u16, String),
}

fn ask(
    agent: &ureq::Agent,
    url: &str,
    known: &Validators,
    s: &Settings,
    progress: &mut dyn FnMut(u64, Option<u64>),
) -> Result<Answer, Attempt> {
    let mut req = agent.get(url);
    if let Some(etag) = &known.etag {
        req = req.header("If-None-Match", etag);
    }
    if let Some(lm) = &known.last_modified {
        req = req.header("If-Modified-Since", lm);
    }
    let mut resp = req.call().map_err(|e| classify(e, s))?;
    let status = resp.status().as_u16();
    let header = |name: &str| {
        resp.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
    };
    match status {
        304 if known.any() => return Ok(Answer::Done(Fetched::NotModified)),
        304 => {
            return Err(Attempt::Fail(
                "the server answered 304 Not Modified to a request that sent no validators \
                 (no If-None-Match, no If-Modified-Since): it has nothing to compare, so \
                 nothing was imported; the server or a cache before it is misbehaving"
                    .into(),
            ))
        }
        200 => {}
        301 | 302 | 303 | 307 | 308 => match header("location") {
            Some(location) => return Ok(Answer::Redirect(status, location)),
            None => {
                return Err(Attempt::Fail(format!(
                    "the server answered HTTP {status} (a redirect) without a Location"
                )))
            }
        },
        429 | 500..=599 => {
            let after = header("retry-after").and_then(|v| retry::parse(&v, retry::now()));
            let why = format!(
                "the server answered HTTP {status}{}",
                if status == 429 {
                    " (too many requests)"
                } else {
                    ""
                }
            );
            return Err(Attempt::Retry(why, after));
        }
        _ => {
            return Err(Attempt::Fail(format!(
                "the server answered HTTP {status}{}",
                match status {
                    404 => " (not found: the upstream may have moved)",
                    401 | 403 => " (refused)",
                    _ => "",
                }
            )))
        }
    }
    let validators = Validators {
        etag: header("etag"),
        last_modified: header("last-modified"),
    };
    let content_type = header("content-type");
    let encoding = header("content-encoding");
    // The declared length (of the encoded body): a limit checked before reading a byte.
    let declared: Option<u64> = header("content-length").and_then(|v| v.parse().ok());
    if declared.is_some_and(|n| n > s.max_bytes) && encoding.is_none() {
        return Err(Attempt::Fail(too_large(s.max_bytes)));
    }
    let mut reader = resp.body_mut().with_config().limit(s.max_bytes).reader();
    let mut bytes = Vec::new();
    let mut chunk = vec![0u8; 64 * 1024];
    loop {
        match reader.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => {
                bytes.extend_from_slice(&chunk[..n]);
                progress(bytes.len() as u64, declared);
            }
            Err(e) => return Err(body_error(e, s, bytes.len(), declared, encoding.as_deref())),
        }
    }
    Ok(Answer::Done(Fetched::Body {
        bytes,
        validators,
        content_type,
        moved_to: None,
    }))
}

fn too_large(max: u64) -> String {
    format!(
        "the body is larger than the limit of {} (--max-size)",
        crate::input::human(max)
    )
}

/// An error while reading the body: over the limit, the timeout, or a body cut short.
fn body_error(
    e: std::io::Error,
    s: &Settings,
    read: usize,
    declared: Option<u64>,
    encoding: Option<&str>,
) -> Attempt {
    let text = e.to_string();
    if text.contains("limit") || text.contains("exceeds") {
        return Attempt::Fail(too_large(s.max_bytes));
    }
    if text.contains("imeout") || e.kind() == std::io::ErrorKind::TimedOut {
        return Attempt::Fail(timed_out(s));
    }
    // ureq's words for a body that arrived but does not decode as the gzip it says it is.
    if text.contains("gzip") || text.contains("deflate") {
        return Attempt::Fail(format!(
            "the body is sent as gzip (Content-Encoding: {}) but is not valid gzip data ({text}, \
             after {read} decoded bytes): the server or a proxy sent it damaged",
            encoding.unwrap_or("gzip")
        ));
    }
    Attempt::Retry(
        match declared {
            Some(n) => format!(
            "the body was cut short: {read} of the {n} bytes its Content-Length announced ({text})"
        ),
            None => format!("the body was cut short after {read} bytes ({text})"),
        },
        None,
    )
}

fn timed_out(s: &Settings) -> String {
    format!(
        "no complete answer within the timeout of {:.1} s (--timeout)",
        s.timeout.as_secs_f64()
    )
}

fn classify(e: ureq::Error, s: &Settings) -> Attempt {
    match e {
        ureq::Error::Timeout(_) => Attempt::Fail(timed_out(s)),
        ureq::Error::BodyExceedsLimit(_) => Attempt::Fail(too_large(s.max_bytes)),
        ureq::Error::HostNotFound => Attempt::Retry("the host was not found (DNS)".into(), None),
        ureq::Error::ConnectionFailed => Attempt::Retry("the connection failed".into(), None),
        ureq::Error::Io(io) if io.to_string().contains("lookup address") => {
            Attempt::Retry(format!("the host was not found ({io})"), None)
        }
        ureq::Error::Io(io) => Attempt::Retry(format!("the connection broke: {io}"), None),
        other => Attempt::Fail(other.to_string()),
    }
}
