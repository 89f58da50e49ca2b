//! `gpudb refresh` keeps no secret and is polite and stateful (issue 35 items 3-4), against a
//! real HTTP server on 127.0.0.1: a URL's credentials and tokens never reach the database,
//! `--list`, `--dry-run` or a message; Retry-After is honoured within `--max-wait` and beyond
//! it one request says when to come back; a 304 to a request without validators is an error;
//! redirects are named; 8 concurrent refreshes lose no poll state.

use crate::common::{stderr, Env};
use crate::refresh::{body, but_polls, header, ix_rows, refresh, respond, serve, upstreams};
use std::time::{Duration, Instant};

/// Every byte of the database's files (the main file and its WAL), as text where it is text.
fn file_bytes(env: &Env) -> String {
    let mut all = Vec::new();
    for suffix in ["", "-wal"] {
        let mut p = env.db.clone().into_os_string();
        p.push(suffix);
        all.extend(std::fs::read(p).unwrap_or_default());
    }
    String::from_utf8_lossy(&all).into_owned()
}

const SECRETS: [&str; 4] = ["S3cret", "abc123", "zzz999", "hunter22"];

fn assert_no_secret(what: &str, text: &str) {
    for s in SECRETS {
        assert!(!text.contains(s), "{what} holds {s}: {text}");
    }
}

#[test]
fn no_url_credential_or_token_is_stored_or_shown_and_the_request_still_uses_them() {
    let env = Env::new();
    env.init();
    let good = body(&ix_rows());
    let (base, log) = serve(Box::new(move |path, _, head, s| {
        // base64("u:S3cret"): the user and password went as Basic credentials.
        let authorized = header(head, "authorization") == Some("Basic dTpTM2NyZXQ=");
        match path {
            "/ix.json?token=abc123&model=x" if authorized => respond(s, "200 OK", &[], &good),
            "/hop?access_token=abc123" => {
                respond(s, "302 Found", &[("Location", "/final?sig=zzz999")], b"")
            }
            "/final?sig=zzz999" => respond(s, "500 Oops", &[], b""),
            _ => respond(s, "401 Unauthorized", &[], b""),
        }
    }));
    let host = base.trim_start_matches("http://");
    let secret_url = format!("http://u:S3cret@{host}/ix.json?token=abc123&model=x");
    // An older gpudb's poll file, with a one-off URL's token in it.
    let legacy = env.path("gpudb.db.polls.json");
    std::fs::write(
        &legacy,
        format!("{{\"http://{host}/old?api_key=hunter22\": 1700000000}}"),
    )
    .unwrap();
    let list = upstreams(&env, &base, &[]);
    let mut said = String::new();
    let out = refresh(
        &env,
        &list,
        &["--url", &secret_url, "--format", "inferencex"],
    )
    .output()
    .unwrap();
    said += &stderr(&out);
    assert!(out.status.success(), "{said}");
    assert_eq!(log.hits("/ix.json?token=abc123&model=x"), 1);
    assert!(said.contains(&format!(
        "gpudb: http://REDACTED@{host}/ix.json?token=REDACTED&model=x: fetched"
    )));
    // Failures: asked with the token; the messages, the redirect's target included, hide it.
    for args in [
        vec![
            "--url",
            &format!("http://u:S3cret@{host}/nope?api_key=abc123"),
        ],
        vec![
            "--url",
            &format!("{base}/hop?access_token=abc123"),
            "--retries",
            "0",
        ],
    ] {
        let out = refresh(&env, &list, &args).output().unwrap();
        assert_eq!(out.status.code(), Some(1));
        said += &stderr(&out);
    }
    assert!(
        said.contains(&format!(
            "HTTP 500 (at {base}/final?sig=REDACTED, where a redirect led)"
        )),
        "{said}"
    );
    assert!(said.contains("HTTP 401"), "{said}");
    assert_eq!(log.hits("/final?sig=zzz999"), 1);
    let listed = refresh(&env, &list, &["--list"]).output().unwrap();
    let dry = refresh(&env, &list, &["--dry-run", "--url", &secret_url])
        .output()
        .unwrap();
    for (what, text) in [
        ("stderr", said),
        (
            "--list",
            String::from_utf8_lossy(&listed.stdout).into_owned(),
        ),
        (
            "--dry-run",
            String::from_utf8_lossy(&dry.stdout).into_owned(),
        ),
        ("the database", env.dump()),
        ("the database's files", file_bytes(&env)),
    ] {
        assert_no_secret(what, &text);
    }
    let listed = String::from_utf8_lossy(&listed.stdout).into_owned();
    assert!(listed.contains("token=REDACTED&model=x"), "{listed}");
    // The poll file moved into the database, its token hidden, and is gone.
    assert!(!legacy.exists());
    assert_eq!(
        env.count(&format!(
            "SELECT count(*) FROM _gpudb_upstream_polls WHERE upstream = 'http://{host}/old?api_key=REDACTED'"
        )),
        1
    );
    assert_eq!(
        env.count("SELECT count(*) FROM upstream_fetches WHERE url LIKE '%token=REDACTED&model=x'"),
        1
    );
}

/// An HTTP date (IMF-fixdate) `secs` seconds from now, as coreutils' `date` writes it.
fn http_date_in(secs: u64) -> String {
    let out = std::process::Command::new("date")
        .env("LC_ALL", "C")
        .args([
            "-u",
            "-d",
            &format!("+{secs} seconds"),
            "+%a, %d %b %Y %H:%M:%S GMT",
        ])
        .output()
        .unwrap();
    String::from_utf8(out.stdout).unwrap().trim().to_string()
}

#[test]
fn retry_after_is_waited_for_within_the_bound_and_beyond_it_one_request_says_when() {
    let env = Env::new();
    env.init();
    let rows = ix_rows();
    let (a, b, c) = (body(&rows[..1]), body(&rows[1..2]), body(&rows[2..]));
    let (base, log) = serve(Box::new(move |path, nth, _, s| match (path, nth) {
        ("/hour", _) => respond(
            s,
            "503 Service Unavailable",
            &[("Retry-After", "3600")],
            b"",
        ),
        ("/limited", 0) => respond(s, "429 Too Many Requests", &[("Retry-After", "1")], b""),
        ("/limited", _) => respond(s, "200 OK", &[], &a),
        ("/dated", 0) => {
            let when = http_date_in(2);
            respond(s, "503 Service Unavailable", &[("Retry-After", &when)], b"")
        }
        ("/dated", _) => respond(s, "200 OK", &[], &b),
        ("/plain429", 0) => respond(s, "429 Too Many Requests", &[], b""),
        ("/plain429", _) => respond(s, "200 OK", &[], &c),
        _ => respond(s, "404 Not Found", &[], b""),
    }));
    let list = upstreams(
        &env,
        &base,
        &[
            ("hour", "/hour", "inferencex", 0.0),
            ("limited", "/limited", "inferencex", 0.0),
            ("dated", "/dated", "inferencex", 0.0),
            ("plain429", "/plain429", "inferencex", 0.0),
        ],
    );
    // Beyond the bound: one request, and the message says when to come back.
    let before = env.dump();
    let started = Instant::now();
    let out = refresh(&env, &list, &["hour", "--max-wait", "30"])
        .output()
        .unwrap();
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "it did not wait"
    );
    assert_eq!(log.hits("/hour"), 1);
    assert!(
        err.contains("hour: failed: the server answered HTTP 503, and asks to be asked again in 60 min (Retry-After), after 20")
            && err.contains("longer than gpudb waits (--max-wait 30 s); try again then"),
        "{err}"
    );
    assert_eq!(but_polls(&env.dump()), but_polls(&before));
    // It is not asked again before then, unless --force; --list says until when.
    let out = refresh(&env, &list, &["hour"]).output().unwrap();
    assert!(out.status.success());
    assert!(
        stderr(&out).contains("hour: not due: the server asked not to be asked before 20"),
        "{}",
        stderr(&out)
    );
    assert_eq!(log.hits("/hour"), 1);
    let listed =
        String::from_utf8(refresh(&env, &list, &["--list"]).output().unwrap().stdout).unwrap();
    assert!(listed.contains("not before: 20"), "{listed}");
    // Within it: waited for (seconds, an HTTP date), then asked again; a 429 without one is
    // retried after the backoff.
    for (name, path, wait) in [
        ("limited", "/limited", 1),
        ("dated", "/dated", 1),
        ("plain429", "/plain429", 0),
    ] {
        let started = Instant::now();
        let out = refresh(&env, &list, &[name]).output().unwrap();
        assert!(out.status.success(), "{name}: {}", stderr(&out));
        assert!(started.elapsed() >= Duration::from_secs(wait), "{name}");
        assert_eq!(log.hits(path), 2, "{name}");
    }
    assert_eq!(env.count("SELECT count(*) FROM run_parts"), 5);
}

#[test]
fn a_304_to_a_request_without_validators_is_an_error_not_unchanged() {
    let env = Env::new();
    env.init();
    let (base, log) = serve(Box::new(|_, _, _, s| {
        respond(s, "304 Not Modified", &[], b"")
    }));
    let list = upstreams(&env, &base, &[("ix", "/x", "inferencex", 24.0)]);
    let before = env.dump();
    let out = refresh(&env, &list, &[]).output().unwrap();
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains(
            "ix: failed: the server answered 304 Not Modified to a request that sent no validators"
        ),
        "{err}"
    );
    assert!(header(&log.heads()[0], "if-none-match").is_none());
    // Nothing written, not even a poll: it may be asked again at once.
    assert_eq!(env.dump(), before);
}

#[test]
fn a_permanent_redirect_is_reported_once_and_an_error_names_where_a_redirect_led() {
    let env = Env::new();
    env.init();
    let good = body(&ix_rows());
    let (base, log) = serve(Box::new(move |path, _, _, s| match path {
        "/old" => respond(s, "301 Moved Permanently", &[("Location", "/new")], b""),
        "/new" => respond(s, "200 OK", &[], &good),
        "/temp" => respond(
            s,
            "307 Temporary Redirect",
            &[("Location", "gone.json")],
            b"",
        ),
        _ => respond(s, "404 Not Found", &[], b""),
    }));
    let list = upstreams(
        &env,
        &base,
        &[
            ("moved", "/old", "inferencex", 0.0),
            ("temp", "/temp", "inferencex", 0.0),
        ],
    );
    let out = refresh(&env, &list, &[]).output().unwrap();
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1), "{err}");
    let moved = format!(
        "moved: its URL has moved permanently (HTTP 301/308) to {base}/new: update the upstream's URL to it"
    );
    assert_eq!(err.matches(&moved).count(), 1, "{err}");
    assert!(err.contains("gpudb: moved: fetched"), "{err}");
    assert!(
        err.contains(&format!(
            "temp: failed: the server answered HTTP 404 (not found: the upstream may have moved) (at {base}/gone.json, where a redirect led)"
        )),
        "{err}"
    );
    assert_eq!((log.hits("/old"), log.hits("/new")), (1, 1));
}

#[test]
fn eight_concurrent_refreshes_lose_no_poll_state() {
    let env = Env::new();
    env.init();
    let base_row = ix_rows()[0].clone();
    let (base, _log) = serve(Box::new(move |path, _, _, s| {
        let i: i64 = path.trim_start_matches("/u").parse().unwrap_or(0);
        let mut row = base_row.clone();
        row["conc"] = (100 + i).into();
        respond(s, "200 OK", &[("ETag", &format!("\"{i}\""))], &body(&[row]))
    }));
    let names: Vec<String> = (0..8).map(|i| format!("u{i}")).collect();
    let rows: Vec<(&str, String)> = names
        .iter()
        .map(|n| (n.as_str(), format!("/{n}")))
        .collect();
    let rows: Vec<(&str, &str, &str, f64)> = rows
        .iter()
        .map(|(n, p)| (*n, p.as_str(), "inferencex", 24.0))
        .collect();
    let list = upstreams(&env, &base, &rows);
    // Round 0 imports (8 writers at once); rounds 1-2 are all answered the same body.
    for round in 0..3 {
        // Each round must write all 8 again.
        env.conn()
            .execute("DELETE FROM _gpudb_upstream_polls", [])
            .unwrap();
        let children: Vec<_> = names
            .iter()
            .map(|n| {
                refresh(&env, &list, &[n, "--force"])
                    .stdout(std::process::Stdio::null())
                    .stderr(std::process::Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for child in children {
            let out = child.wait_with_output().unwrap();
            let err = stderr(&out);
            assert!(out.status.success(), "round {round}: {err}");
            assert!(!err.contains("warning"), "round {round}: {err}");
        }
        assert_eq!(
            env.count("SELECT count(*) FROM _gpudb_upstream_polls"),
            8,
            "round {round}"
        );
    }
    assert_eq!(env.count("SELECT count(*) FROM upstream_fetches"), 8);
    assert_eq!(env.count("SELECT count(*) FROM run_parts"), 8);
    // Each is remembered: not due now, without a request.
    let out = refresh(&env, &list, &[]).output().unwrap();
    assert_eq!(
        stderr(&out).matches(": not due: asked").count(),
        8,
        "{}",
        stderr(&out)
    );
}
