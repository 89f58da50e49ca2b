//! One upstream's HTTP GET: a conditional request with the validators of the last fetch, gzip,
//! a timeout, a size limit, and retries with backoff on 5xx answers and failed connections.
//! `ureq` with rustls (no OpenSSL); proxies from `HTTPS_PROXY`/`HTTP_PROXY`/`ALL_PROXY`, with
//! `NO_PROXY`'s hosts reached directly (ureq reads them).

use std::io::Read;
use std::time::Duration;

/// How a fetch is made.
#[derive(Debug, Clone)]
pub struct Settings {
    /// For the whole request, body included.
    pub timeout: Duration,
    /// Largest body read (after gzip decoding).
    pub max_bytes: u64,
    /// Further tries after a 5xx answer or a failed connection.
    pub retries: u32,
    /// Wait before the first retry; doubled for each next one.
    pub backoff: Duration,
}

/// The validators of the body fetched last, sent back so that an unchanged body is not sent.
#[derive(Debug, Clone, Default)]
pub struct Validators {
    pub etag: Option<String>,
    pub last_modified: Option<String>,
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
    },
}

/// Why a fetch failed, in words for the user (the upstream's name is added by the caller).
#[derive(Debug)]
pub struct Failure(pub String);

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
        .max_redirects(5)
        .user_agent(concat!("gpudb/", env!("CARGO_PKG_VERSION")))
        .build()
        .into();
    let mut wait = s.backoff;
    let mut tries = 0;
    loop {
        tries += 1;
        match once(&agent, url, known, s, progress) {
            Err(Attempt::Retry(why)) if tries <= s.retries => {
                std::thread::sleep(wait);
                wait *= 2;
                let _ = why;
            }
            Err(Attempt::Retry(why)) => {
                return Err(Failure(if tries > 1 {
                    format!("{why} ({tries} tries)")
                } else {
                    why
                }))
            }
            Err(Attempt::Fail(why)) => return Err(Failure(why)),
            Ok(f) => return Ok(f),
        }
    }
}

enum Attempt {
    /// Worth trying again (5xx, a connection that failed or broke).
    Retry(String),
    Fail(String),
}

fn once(
    agent: &ureq::Agent,
    url: &str,
    known: &Validators,
    s: &Settings,
    progress: &mut dyn FnMut(u64, Option<u64>),
) -> Result<Fetched, Attempt> {
    let mut req = agent.get(url);
    if let Some(etag) = &known.etag {
        req = req.header("If-None-Match", etag);
    }
    if let Some(lm) = &known.last_modified {
        req = req.header("If-Modified-Since", lm);
    }
    let mut resp = req.call().map_err(|e| classify(e, s))?;
    let status = resp.status().as_u16();
    match status {
        304 => return Ok(Fetched::NotModified),
        200 => {}
        500..=599 => return Err(Attempt::Retry(format!("the server answered HTTP {status}"))),
        _ => {
            return Err(Attempt::Fail(format!(
                "the server answered HTTP {status}{}",
                match status {
                    404 => " (not found: the upstream may have moved)",
                    401 | 403 => " (refused)",
                    429 => " (too many requests: try again later)",
                    _ => "",
                }
            )))
        }
    }
    let header = |name: &str| {
        resp.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
    };
    let validators = Validators {
        etag: header("etag"),
        last_modified: header("last-modified"),
    };
    let content_type = header("content-type");
    // The declared length (of the encoded body): a limit checked before reading a byte.
    let declared: Option<u64> = header("content-length").and_then(|v| v.parse().ok());
    if declared.is_some_and(|n| n > s.max_bytes) && header("content-encoding").is_none() {
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
            Err(e) => return Err(body_error(e, s, bytes.len(), declared)),
        }
    }
    Ok(Fetched::Body {
        bytes,
        validators,
        content_type,
    })
}

fn too_large(max: u64) -> String {
    format!(
        "the body is larger than the limit of {} (--max-size)",
        crate::input::human(max)
    )
}

/// An error while reading the body: over the limit, the timeout, or a body cut short.
fn body_error(e: std::io::Error, s: &Settings, read: usize, declared: Option<u64>) -> Attempt {
    let text = e.to_string();
    if text.contains("limit") || text.contains("exceeds") {
        return Attempt::Fail(too_large(s.max_bytes));
    }
    if text.contains("imeout") || e.kind() == std::io::ErrorKind::TimedOut {
        return Attempt::Fail(timed_out(s));
    }
    Attempt::Retry(match declared {
        Some(n) => format!(
            "the body was cut short: {read} of the {n} bytes its Content-Length announced ({text})"
        ),
        None => format!("the body was cut short after {read} bytes ({text})"),
    })
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
        ureq::Error::TooManyRedirects => {
            Attempt::Fail("too many redirects (a redirect loop?)".into())
        }
        ureq::Error::RedirectFailed => Attempt::Fail("a redirect could not be followed".into()),
        ureq::Error::BodyExceedsLimit(_) => Attempt::Fail(too_large(s.max_bytes)),
        ureq::Error::HostNotFound => Attempt::Retry("the host was not found (DNS)".into()),
        ureq::Error::ConnectionFailed => Attempt::Retry("the connection failed".into()),
        ureq::Error::Io(io) if io.to_string().contains("lookup address") => {
            Attempt::Retry(format!("the host was not found ({io})"))
        }
        ureq::Error::Io(io) => Attempt::Retry(format!("the connection broke: {io}")),
        other => Attempt::Fail(other.to_string()),
    }
}
