//! `gpudb refresh` against a server on 127.0.0.1 that misbehaves in every way issue 21 lists:
//! for each fault the database is unchanged and the message names the upstream and the cause;
//! one upstream failing does not stop the others, and the exit code says whether any failed.

use crate::common::{repo, stderr, Env};
use crate::refresh::{body, ix_rows, refresh, respond, serve, upstreams};
use std::io::Write;
use std::process::Stdio;
use std::time::Duration;

#[test]
fn every_fault_leaves_the_database_unchanged_and_names_the_upstream_and_the_cause() {
    let env = Env::new();
    env.init();
    let good = body(&ix_rows());
    let mlperf = std::fs::read(repo(
        "tests/data/mlperf-inference-v6.1-summary-excerpt.json",
    ))
    .unwrap();
    let big = vec![b' '; 300 * 1024];
    let (base, log) = serve(Box::new(move |path, nth, _head, s| match path {
        "/404" => respond(s, "404 Not Found", &[], b"not here"),
        "/500" => respond(s, "500 Internal Server Error", &[], b"oops"),
        "/short" => {
            // Announces 5000 bytes, sends 40, closes.
            let _ = s
                .write_all(b"HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 5000\r\n\r\n");
            let _ = s.write_all(&good[..40]);
        }
        "/big" => respond(s, "200 OK", &[("Content-Type", "application/json")], &big),
        "/slow" => {
            std::thread::sleep(Duration::from_secs(3));
            respond(s, "200 OK", &[], &good);
        }
        "/loop" => respond(s, "302 Found", &[("Location", "/loop")], b""),
        "/html" => respond(
            s,
            "200 OK",
            &[("Content-Type", "text/html; charset=utf-8")],
            b"<!doctype html><html><body>Please log in</body></html>",
        ),
        "/mlperf" => respond(s, "200 OK", &[], &mlperf),
        _ => respond(s, "404 Not Found", &[], format!("{nth}").as_bytes()),
    }));
    let list = upstreams(
        &env,
        &base,
        &[
            ("gone", "/404", "inferencex", 0.0),
            ("broken", "/500", "inferencex", 0.0),
            ("cut", "/short", "inferencex", 0.0),
            ("huge", "/big", "inferencex", 0.0),
            ("sleepy", "/slow", "inferencex", 0.0),
            ("loopy", "/loop", "inferencex", 0.0),
            ("login", "/html", "inferencex", 0.0),
            ("wrong", "/mlperf", "inferencex", 0.0),
            ("catalog", "/never", "skypilot", 0.0),
        ],
    );
    let before = env.dump();
    let out = refresh(
        &env,
        &list,
        &["--timeout", "0.7", "--max-size", "100KiB", "--retries", "2"],
    )
    .output()
    .unwrap();
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(out.stdout.is_empty());
    for (upstream, cause) in [
        ("gone", "the server answered HTTP 404"),
        ("broken", "the server answered HTTP 500 (3 tries)"),
        ("cut", "the body was cut short"),
        ("huge", "larger than the limit of 100 KiB"),
        ("sleepy", "within the timeout of 0.7 s"),
        ("loopy", "too many redirects"),
        ("login", "an HTML page (Content-Type: text/html"),
        (
            "wrong",
            "the body is a mlperf-inference file, not the inferencex",
        ),
        ("catalog", "format 'skypilot' is not supported"),
    ] {
        let line = format!("gpudb: {upstream}: failed: ");
        let said = err
            .lines()
            .find(|l| l.starts_with(&line))
            .unwrap_or_else(|| panic!("{upstream}: {err}"));
        assert!(said.contains(cause), "{upstream}: {said}");
    }
    assert!(err.contains("9 of 9 upstreams failed"), "{err}");
    assert_eq!(env.dump(), before, "a failed refresh changes nothing");
    // Retries: the 500 was asked three times (--retries 2); a 404 once; an unsupported format never.
    assert_eq!(log.hits("/500"), 3);
    assert_eq!(log.hits("/404"), 1);
    assert_eq!(log.hits("/never"), 0);
    // A failed upstream is not "asked" for the interval: it may be tried again at once.
    assert_eq!(env.count("SELECT count(*) FROM _gpudb_upstream_polls"), 0);
}

#[test]
fn a_500_then_a_good_answer_is_retried_and_one_failure_does_not_stop_the_others() {
    let env = Env::new();
    env.init();
    let rows = ix_rows();
    let (a, b) = (body(&rows[..2]), body(&rows[2..]));
    let (base, log) = serve(Box::new(move |path, nth, _head, s| match path {
        "/flaky" if nth == 0 => respond(s, "503 Service Unavailable", &[], b"busy"),
        "/flaky" => respond(s, "200 OK", &[], &a),
        "/good" => respond(s, "200 OK", &[], &b),
        _ => respond(s, "404 Not Found", &[], b""),
    }));
    let list = upstreams(
        &env,
        &base,
        &[
            ("missing", "/nothing", "inferencex", 0.0),
            ("flaky", "/flaky", "inferencex", 0.0),
            ("good", "/good", "inferencex", 0.0),
        ],
    );
    let out = refresh(&env, &list, &[]).output().unwrap();
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("gpudb: missing: failed: the server answered HTTP 404"),
        "{err}"
    );
    assert!(err.contains("gpudb: flaky: fetched"), "{err}");
    assert!(err.contains("gpudb: good: fetched"), "{err}");
    assert!(err.contains("1 of 3 upstreams failed (missing)"), "{err}");
    assert_eq!(log.hits("/flaky"), 2);
    assert_eq!(env.count("SELECT count(*) FROM run_parts"), 5);
    // All good: exit 0.
    let out = refresh(&env, &list, &["flaky", "good", "--force"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
}

/// `n` distinct InferenceX rows (the project's first row, an aggregated one, with the
/// concurrency varied), each with the figure `figure`.
fn many_rows(n: usize, figure: f64) -> Vec<u8> {
    let base = ix_rows();
    let rows: Vec<serde_json::Value> = (0..n)
        .map(|i| {
            let mut r = base[0].clone();
            r["conc"] = (1 + i).into();
            r["metrics"]["output_tput_per_gpu"] = figure.into();
            r
        })
        .collect();
    body(&rows)
}

fn integrity(env: &Env) -> String {
    env.conn()
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap()
}

#[test]
fn kill_during_the_download_or_the_import_leaves_the_database_before_or_after() {
    let env = Env::new();
    env.init();
    let slow = body(&ix_rows());
    const N: usize = 3000;
    let (base, _log) = serve(Box::new(move |path, nth, _head, s| match path {
        // 200 bytes every 50 ms: a download of about 1.3 s.
        "/trickle" => {
            let head = format!(
                "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: {}\r\n\r\n",
                slow.len()
            );
            let _ = s.write_all(head.as_bytes());
            for chunk in slow.chunks(200) {
                if s.write_all(chunk).is_err() {
                    return;
                }
                let _ = s.flush();
                std::thread::sleep(Duration::from_millis(50));
            }
        }
        // Each answer corrects every figure (100, 101, …): every refresh is a real write.
        "/big" => respond(s, "200 OK", &[], &many_rows(N, 100.0 + nth as f64)),
        _ => respond(s, "404 Not Found", &[], b""),
    }));
    let list = upstreams(
        &env,
        &base,
        &[
            ("trickle", "/trickle", "inferencex", 0.0),
            ("big", "/big", "inferencex", 0.0),
        ],
    );
    // During the download: nothing is written until the body is whole.
    let before = env.dump();
    let mut child = refresh(&env, &list, &["trickle"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(400));
    assert!(matches!(child.try_wait(), Ok(None)), "still downloading");
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(integrity(&env), "ok");
    assert_eq!(env.dump(), before);
    // A whole refresh of N rows, timed; then killed at fractions of that time. Each time the
    // part holds N runs that all have one figure: the before-state or the after-state.
    let t = std::time::Instant::now();
    let out = refresh(&env, &list, &["big"]).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let whole = t.elapsed();
    let part = "FROM runs AS r JOIN run_parts AS p ON p.run_id = r.id WHERE p.part = 'big'";
    let figures = format!("SELECT count(DISTINCT r.tokens_per_sec_per_gpu) {part}");
    let (mut before_states, mut after_states) = (0, 0);
    for k in 1..=5 {
        let last: f64 = env
            .conn()
            .query_row(
                &format!("SELECT max(r.tokens_per_sec_per_gpu) {part}"),
                [],
                |r| r.get(0),
            )
            .unwrap();
        let mut child = refresh(&env, &list, &["big"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(whole * k / 6);
        let _ = child.kill();
        child.wait().unwrap();
        assert_eq!(integrity(&env), "ok");
        assert_eq!(env.count(&format!("SELECT count(*) {part}")), N as i64);
        assert_eq!(env.count(&figures), 1, "never half a refresh");
        let now: f64 = env
            .conn()
            .query_row(
                &format!("SELECT max(r.tokens_per_sec_per_gpu) {part}"),
                [],
                |r| r.get(0),
            )
            .unwrap();
        if now == last {
            before_states += 1;
        } else {
            after_states += 1;
        }
    }
    eprintln!(
        "refresh kill: whole refresh of {N} rows {} ms; {before_states} before-states, \
         {after_states} after-states, 0 broken",
        whole.as_millis()
    );
    env.ok(&["query", "cheapest"]);
}
