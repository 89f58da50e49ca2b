//! `gpudb refresh` (issue 21 items 4-5) against a real HTTP server on 127.0.0.1 started in the
//! test (a std TcpListener thread writing hand-made responses, so every byte is ours), and
//! datasets that grow by parts. The faults are in `refresh_faults.rs`.

use crate::common::{repo, stderr, Env};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::Command;
use std::sync::{Arc, Mutex};

pub const IX_ROWS: &str = "tests/data/inferencex-dsr1-rows.json";

/// What the server was asked: one request head per connection, in order.
#[derive(Clone, Default)]
pub struct Log(pub Arc<Mutex<Vec<String>>>);

impl Log {
    pub fn heads(&self) -> Vec<String> {
        self.0.lock().unwrap().clone()
    }
    pub fn hits(&self, path: &str) -> usize {
        let prefix = format!("GET {path} ");
        self.heads()
            .iter()
            .filter(|h| h.starts_with(&prefix))
            .count()
    }
}

/// The answer to one request: `handler(path, nth request for that path from 0, head, stream)`.
pub type Handler = dyn Fn(&str, usize, &str, &mut TcpStream) + Send + Sync;

/// A server on 127.0.0.1 (a free port); returns its base URL and its request log. Each
/// connection is served on its own thread, so a slow answer holds up no other.
pub fn serve(handler: Box<Handler>) -> (String, Log) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let log = Log::default();
    let handler: Arc<Handler> = Arc::from(handler);
    let log2 = log.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let handler = handler.clone();
            let log = log2.clone();
            std::thread::spawn(move || {
                let head = read_head(&mut stream);
                let path = head.split(' ').nth(1).unwrap_or("").to_string();
                let nth = {
                    let mut l = log.0.lock().unwrap();
                    let prefix = format!("GET {path} ");
                    let n = l.iter().filter(|h| h.starts_with(&prefix)).count();
                    l.push(head.clone());
                    n
                };
                handler(&path, nth, &head, &mut stream);
                let _ = stream.flush();
            });
        }
    });
    (base, log)
}

fn read_head(stream: &mut TcpStream) -> String {
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        match stream.read(&mut byte) {
            Ok(1) => head.push(byte[0]),
            _ => break,
        }
    }
    String::from_utf8_lossy(&head).into_owned()
}

/// Write a whole response: status line, headers, Content-Length, body; then the connection closes.
pub fn respond(stream: &mut TcpStream, status: &str, headers: &[(&str, &str)], body: &[u8]) {
    let mut out = format!("HTTP/1.1 {status}\r\nConnection: close\r\n");
    for (k, v) in headers {
        out.push_str(&format!("{k}: {v}\r\n"));
    }
    out.push_str(&format!("Content-Length: {}\r\n\r\n", body.len()));
    let _ = stream.write_all(out.as_bytes());
    let _ = stream.write_all(body);
}

/// The header `name` of a request head, if sent.
pub fn header<'a>(head: &'a str, name: &str) -> Option<&'a str> {
    head.lines().find_map(|l| {
        let (k, v) = l.split_once(':')?;
        k.eq_ignore_ascii_case(name).then(|| v.trim())
    })
}

/// An upstream list naming `rows` (name, path on the server, format, interval in hours).
pub fn upstreams(env: &Env, base: &str, rows: &[(&str, &str, &str, f64)]) -> PathBuf {
    let mut csv = String::from("name,url,format,license,min_interval_hours,about\n");
    for (name, path, format, hours) in rows {
        csv.push_str(&format!(
            "{name},{base}{path},{format},test,{hours},a test upstream\n"
        ));
    }
    let file = env.path("upstreams.csv");
    std::fs::write(&file, csv).unwrap();
    file
}

/// `gpudb refresh ARGS` with the test's upstream list, short retry waits and no proxy.
pub fn refresh(env: &Env, list: &PathBuf, args: &[&str]) -> Command {
    let mut c = env.cmd();
    c.env("GPUDB_UPSTREAMS", list)
        .env("GPUDB_REFRESH_BACKOFF_MS", "10")
        .env("NO_PROXY", "127.0.0.1")
        .env_remove("HTTPS_PROXY")
        .env_remove("HTTP_PROXY")
        .env_remove("ALL_PROXY")
        .env_remove("https_proxy")
        .env_remove("http_proxy")
        .env_remove("all_proxy")
        .arg("refresh")
        .args(args);
    c
}

/// The project's InferenceX rows (5), and the same rows split: `[..n]` and `[n..]`.
pub fn ix_rows() -> Vec<serde_json::Value> {
    serde_json::from_str(&std::fs::read_to_string(repo(IX_ROWS)).unwrap()).unwrap()
}

pub fn body(rows: &[serde_json::Value]) -> Vec<u8> {
    serde_json::to_vec_pretty(rows).unwrap()
}

fn inferencex_runs(env: &Env) -> i64 {
    env.count(
        "SELECT count(*) FROM runs WHERE dataset_id = (SELECT id FROM datasets WHERE name = 'inferencex')",
    )
}

#[test]
fn a_second_inferencex_export_adds_to_the_first_and_removes_none_of_its_rows() {
    let env = Env::new();
    env.init();
    let rows = ix_rows();
    let (early, late) = (env.path("early.json"), env.path("late.json"));
    // Rows 2 and 3 are one row listed twice: kept in one export, as InferenceX lists them.
    std::fs::write(&early, body(&rows[..2])).unwrap();
    std::fs::write(&late, body(&rows[2..])).unwrap();
    env.ok(&["import", early.to_str().unwrap()]);
    let ids = env.rows("SELECT id FROM runs WHERE dataset_id = (SELECT id FROM datasets WHERE name = 'inferencex') ORDER BY id");
    assert_eq!(ids.len(), 2);
    // A later day's export: added, never "would remove 3 of its 3 runs".
    let out = env.run(&["import", late.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("inferencex: added to: 3 new, 0 already there; 5 in all"),
        "{}",
        stderr(&out)
    );
    assert_eq!(inferencex_runs(&env), 5);
    // The earlier export again (older than the dataset's latest row): nothing removed or refused,
    // the first rows keep their ids.
    let out = env.run(&["import", early.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(inferencex_runs(&env), 5);
    let again = env.rows("SELECT id FROM runs WHERE dataset_id = (SELECT id FROM datasets WHERE name = 'inferencex') ORDER BY id LIMIT 2");
    assert_eq!(again, ids);
    // The dataset is as new as its latest part, not as the last file imported.
    let updated: String = text(
        &env,
        "SELECT data_updated_at FROM datasets WHERE name = 'inferencex'",
    );
    let latest = rows
        .iter()
        .filter_map(|r| r["date"].as_str())
        .max()
        .unwrap()
        .to_string();
    assert_eq!(updated, latest);
    // A corrected figure in a later export updates the same run in place.
    let mut fixed = rows[1..2].to_vec();
    fixed[0]["metrics"]["output_tput_per_gpu"] = 123.5.into();
    let file = env.path("fixed.json");
    std::fs::write(&file, body(&fixed)).unwrap();
    env.ok(&["import", file.to_str().unwrap()]);
    assert_eq!(inferencex_runs(&env), 5);
    assert_eq!(
        env.count("SELECT count(*) FROM runs WHERE tokens_per_sec_per_gpu = 123.5"),
        1
    );
}

#[test]
fn refresh_imports_then_a_304_or_the_same_body_writes_nothing() {
    let env = Env::new();
    env.init();
    let rows = ix_rows();
    let full = body(&rows);
    let (base, log) = serve(Box::new(move |path, nth, head, s| match path {
        // Honours If-None-Match, as a CDN does.
        "/etag" if header(head, "if-none-match") == Some("\"v1\"") => {
            respond(s, "304 Not Modified", &[("ETag", "\"v1\"")], b"")
        }
        "/etag" => respond(
            s,
            "200 OK",
            &[("ETag", "\"v1\""), ("Content-Type", "application/json")],
            &full,
        ),
        // No validators at all: the same body again is told by its sha256.
        "/plain" => respond(s, "200 OK", &[("Content-Type", "application/json")], &full),
        _ => respond(
            s,
            "404 Not Found",
            &[],
            format!("no {path} {nth}").as_bytes(),
        ),
    }));
    let list = upstreams(
        &env,
        &base,
        &[
            ("ix", "/etag", "inferencex", 24.0),
            ("ix-plain", "/plain", "inferencex", 24.0),
        ],
    );
    let out = refresh(&env, &list, &["ix"]).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(out.stdout.is_empty());
    let err = stderr(&out);
    assert!(
        err.contains("gpudb: ix: fetched") && err.contains("imported into inferencex (5 runs"),
        "{err}"
    );
    assert_eq!(inferencex_runs(&env), 5);
    assert_eq!(
        env.count("SELECT count(*) FROM run_parts WHERE part = 'ix'"),
        5
    );
    assert_eq!(
        text(
            &env,
            "SELECT etag || ' ' || dataset_name || ' ' || size_bytes FROM upstream_fetches"
        ),
        format!("\"v1\" inferencex {}", rows_len(&rows))
    );
    // Within its interval: not asked at all.
    let before = env.dump();
    let out = refresh(&env, &list, &["ix"]).output().unwrap();
    assert!(out.status.success());
    assert!(
        stderr(&out).contains("ix: not due: asked"),
        "{}",
        stderr(&out)
    );
    assert_eq!(log.hits("/etag"), 1);
    // --force: asked with If-None-Match, answered 304: nothing written but when it was asked.
    let out = refresh(&env, &list, &["ix", "--force"]).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("ix: unchanged: not modified (HTTP 304)"),
        "{}",
        stderr(&out)
    );
    assert_eq!(log.hits("/etag"), 2);
    assert_eq!(header(&log.heads()[1], "if-none-match"), Some("\"v1\""));
    assert_eq!(but_polls(&env.dump()), but_polls(&before));
    assert_eq!(
        env.count("SELECT count(*) FROM _gpudb_upstream_polls WHERE upstream = 'ix'"),
        1
    );
    // The same body from an upstream with no validators: imported once, then skipped by sha256.
    refresh(&env, &list, &["ix-plain"]).output().unwrap();
    let before = env.dump();
    let out = refresh(&env, &list, &["ix-plain", "--force"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("ix-plain: unchanged: the body is the one imported last"),
        "{}",
        stderr(&out)
    );
    assert_eq!(but_polls(&env.dump()), but_polls(&before));
    // --list shows the last fetch, its validators and the dataset version.
    let listed =
        String::from_utf8(refresh(&env, &list, &["--list"]).output().unwrap().stdout).unwrap();
    assert!(
        listed.contains("validators: ETag \"v1\", Last-Modified none"),
        "{listed}"
    );
    assert!(
        listed.contains("→ dataset inferencex version of"),
        "{listed}"
    );
    // --dry-run says what it would send, and sends nothing.
    let out = refresh(&env, &list, &["--dry-run", "--force"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(
        said.contains("ix: would fetch") && said.contains("If-None-Match: \"v1\""),
        "{said}"
    );
    assert_eq!(log.hits("/etag"), 2);
}

/// A dump (`Env::dump`) without the poll times, which every answer updates.
pub fn but_polls(dump: &str) -> String {
    let start = dump
        .find("== _gpudb_upstream_polls\n")
        .unwrap_or(dump.len());
    let end = dump[start..]
        .find("\n== ")
        .map_or(dump.len(), |i| start + i + 1);
    format!("{}{}", &dump[..start], &dump[end..])
}

fn text(env: &Env, sql: &str) -> String {
    env.conn().query_row(sql, [], |r| r.get(0)).unwrap()
}

fn rows_len(rows: &[serde_json::Value]) -> usize {
    body(rows).len()
}

#[test]
fn a_refresh_replaces_exactly_the_rows_its_own_upstream_brought() {
    let env = Env::new();
    env.init();
    let rows = ix_rows();
    let (a3, a2, b) = (body(&rows[2..]), body(&rows[2..4]), body(&rows[..2]));
    let (base, _log) = serve(Box::new(move |path, nth, _head, s| match path {
        // Part a: three rows, then (a day later) two of them.
        "/a" => respond(s, "200 OK", &[], if nth == 0 { &a3 } else { &a2 }),
        "/b" => respond(s, "200 OK", &[], &b),
        _ => respond(s, "404 Not Found", &[], b""),
    }));
    let list = upstreams(
        &env,
        &base,
        &[
            ("ix-a", "/a", "inferencex", 0.0),
            ("ix-b", "/b", "inferencex", 0.0),
        ],
    );
    let out = refresh(&env, &list, &[]).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(inferencex_runs(&env), 5);
    // A hand import of another row: it belongs to no part, and no refresh removes it.
    let mut extra = rows[4].clone();
    extra["conc"] = 999.into();
    let file = env.path("extra.json");
    std::fs::write(&file, body(&[extra])).unwrap();
    env.ok(&["import", file.to_str().unwrap()]);
    assert_eq!(inferencex_runs(&env), 6);
    let out = refresh(&env, &list, &["ix-a"]).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out)
            .contains("part ix-a now 2 runs (0 new, 0 changed, 1 removed); 5 in the dataset"),
        "{}",
        stderr(&out)
    );
    assert_eq!(inferencex_runs(&env), 5);
    assert_eq!(
        env.count("SELECT count(*) FROM run_parts WHERE part = 'ix-a'"),
        2
    );
    assert_eq!(
        env.count("SELECT count(*) FROM run_parts WHERE part = 'ix-b'"),
        2
    );
    assert_eq!(
        env.count("SELECT count(*) FROM runs WHERE concurrency = 999"),
        1
    );
}

#[test]
fn refresh_names_are_checked_and_other_commands_stay_offline() {
    let env = Env::new();
    env.init();
    let (base, log) = serve(Box::new(|_, _, _, s| respond(s, "200 OK", &[], b"[]")));
    let list = upstreams(&env, &base, &[("ix", "/x", "inferencex", 24.0)]);
    let out = refresh(&env, &list, &["iks"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("no upstream 'iks'; did you mean 'ix'?"),
        "{}",
        stderr(&out)
    );
    assert!(out.stdout.is_empty());
    // Every other command with the same environment asks the server nothing.
    for args in [
        &["import"][..],
        &["query", "cheapest"],
        &["check"],
        &["rates", "list"],
    ] {
        let mut c = env.cmd();
        c.env("GPUDB_UPSTREAMS", &list).args(args).output().unwrap();
    }
    assert!(log.heads().is_empty(), "{:?}", log.heads());
    // The bundled list reads, and names the MLPerf, InferenceX and price upstreams.
    let listed = env.ok(&["refresh", "--list"]);
    for name in [
        "mlperf-v6.1",
        "inferencex-dsr1",
        "litellm",
        "llm-prices",
        "skypilot-lambda",
    ] {
        assert!(listed.contains(name), "{name}: {listed}");
    }
}

#[test]
fn a_gzip_body_is_decoded_and_a_one_off_url_is_imported_as_its_own_part() {
    use flate2::write::GzEncoder;
    let env = Env::new();
    env.init();
    let rows = ix_rows();
    let mut gz = GzEncoder::new(Vec::new(), flate2::Compression::best());
    gz.write_all(&body(&rows)).unwrap();
    let gz = gz.finish().unwrap();
    let mlperf = std::fs::read(repo(
        "tests/data/mlperf-inference-v6.1-summary-excerpt.json",
    ))
    .unwrap();
    let (base, log) = serve(Box::new(move |path, _nth, head, s| {
        let gzip_ok = header(head, "accept-encoding").is_some_and(|v| v.contains("gzip"));
        match path {
            "/gz" if gzip_ok => respond(s, "200 OK", &[("Content-Encoding", "gzip")], &gz),
            "/mlperf" => respond(s, "200 OK", &[], &mlperf),
            _ => respond(s, "406 Not Acceptable", &[], b""),
        }
    }));
    let url = format!("{base}/gz");
    let list = upstreams(&env, &base, &[]);
    let out = refresh(&env, &list, &["--url", &url, "--format", "inferencex"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(inferencex_runs(&env), 5);
    assert_eq!(
        env.count(&format!(
            "SELECT count(*) FROM run_parts WHERE part = '{url}'"
        )),
        5
    );
    // What was stored is the decoded body's size and checksum.
    let size: i64 = env
        .conn()
        .query_row("SELECT size_bytes FROM upstream_fetches", [], |r| r.get(0))
        .unwrap();
    assert_eq!(size as usize, body(&rows).len());
    assert_eq!(log.hits("/gz"), 1);
    // A one-off URL of the wrong format fails and names the URL.
    let before = env.dump();
    let bad = format!("{base}/mlperf");
    let out = refresh(&env, &list, &["--url", &bad, "--format", "inferencex"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains(&format!(
            "gpudb: {bad}: failed: the body is a mlperf-inference file"
        )),
        "{}",
        stderr(&out)
    );
    assert_eq!(env.dump(), before);
    // Without --format, the URL's body is imported as whatever it is (the MLPerf v6.1 excerpt).
    let out = refresh(&env, &list, &["--url", &bad]).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        env.count("SELECT count(*) FROM upstream_fetches WHERE format = 'mlperf-inference'") == 1
    );
    // --list shows the one-off URLs fetched before.
    let listed =
        String::from_utf8(refresh(&env, &list, &["--list"]).output().unwrap().stdout).unwrap();
    assert!(listed.contains(&url) && listed.contains(&bad), "{listed}");
    // Usage errors: not a URL; --format without --url.
    let out = refresh(&env, &list, &["--url", "ftp://x"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = refresh(&env, &list, &["--format", "inferencex"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_proxy_from_the_environment_is_used_and_no_proxy_hosts_are_reached_directly() {
    let env = Env::new();
    env.init();
    let rows = ix_rows();
    let b = body(&rows);
    let (origin, origin_log) = serve(Box::new(move |_, _, _, s| respond(s, "200 OK", &[], &b)));
    // The "proxy" refuses everything, and logs what it was asked.
    let (proxy, proxy_log) = serve(Box::new(|_, _, _, s| {
        respond(s, "403 Forbidden", &[], b"no")
    }));
    let list = upstreams(&env, &origin, &[("ix", "/x", "inferencex", 0.0)]);
    let out = refresh(&env, &list, &[])
        .env("HTTP_PROXY", &proxy)
        .env("HTTPS_PROXY", &proxy)
        .env("ALL_PROXY", &proxy)
        .env_remove("NO_PROXY")
        .env_remove("no_proxy")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("gpudb: ix: failed"),
        "{}",
        stderr(&out)
    );
    assert_eq!(proxy_log.heads().len(), 1, "asked through the proxy");
    assert!(origin_log.heads().is_empty());
    let out = refresh(&env, &list, &[])
        .env("HTTP_PROXY", &proxy)
        .env("HTTPS_PROXY", &proxy)
        .env("ALL_PROXY", &proxy)
        .env("NO_PROXY", "localhost,127.0.0.1")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(origin_log.heads().len(), 1, "reached directly");
    assert_eq!(proxy_log.heads().len(), 1);
}

#[test]
fn a_body_that_would_empty_most_of_its_part_is_refused_unless_replace() {
    let env = Env::new();
    env.init();
    let rows = ix_rows();
    let (all, one) = (body(&rows), body(&rows[..1]));
    let (base, _log) = serve(Box::new(move |_, nth, _, s| {
        respond(s, "200 OK", &[], if nth == 0 { &all } else { &one })
    }));
    let list = upstreams(&env, &base, &[("ix", "/x", "inferencex", 0.0)]);
    assert!(refresh(&env, &list, &[]).output().unwrap().status.success());
    let before = env.dump();
    let out = refresh(&env, &list, &[]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    // The import's own words, naming the URL as the file.
    assert!(
        stderr(&out).contains(&format!(
            "gpudb: ix: failed: {base}/x: this version of dataset 'inferencex' would remove 4 of \
             its 5 runs"
        )),
        "{}",
        stderr(&out)
    );
    assert_eq!(env.dump(), before);
    let out = refresh(&env, &list, &["--replace"]).output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(inferencex_runs(&env), 1);
}

#[test]
fn refresh_imports_a_rental_catalog_and_a_price_list_and_every_bundled_upstream_is_supported() {
    let env = Env::new();
    env.init();
    let catalog = std::fs::read(repo("tests/fixtures/catalogs/aws/vms.csv")).unwrap();
    let litellm = std::fs::read(repo(
        "tests/data/litellm-model_prices_and_context_window.json",
    ))
    .unwrap();
    let (base, _log) = serve(Box::new(move |path, _, _, s| match path {
        // The cloud comes from the URL's path, as from a file's: …/aws/vms.csv.
        "/catalogs/v7/aws/vms.csv" => {
            respond(s, "200 OK", &[("Content-Type", "text/csv")], &catalog)
        }
        "/prices.json" => respond(
            s,
            "200 OK",
            &[("Content-Type", "application/json")],
            &litellm,
        ),
        _ => respond(s, "404 Not Found", &[], b""),
    }));
    let list = upstreams(
        &env,
        &base,
        &[
            (
                "sky-aws",
                "/catalogs/v7/aws/vms.csv",
                "skypilot-catalog",
                24.0,
            ),
            ("prices", "/prices.json", "litellm", 24.0),
        ],
    );
    let out = refresh(&env, &list, &[]).output().unwrap();
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("sky-aws: fetched"), "{err}");
    assert!(err.contains("(4 rates)"), "{err}");
    let sets = text(
        &env,
        "SELECT group_concat(DISTINCT rate_set) FROM catalog_rates",
    );
    assert!(sets.starts_with("skypilot-aws-"), "{sets}");
    assert!(env.count("SELECT count(*) FROM catalog_rates") > 0);
    assert!(
        env.count("SELECT count(*) FROM api_prices AS p JOIN datasets AS d ON d.id = p.dataset_id WHERE d.name LIKE 'litellm%'")
            > 1000
    );
    // The bundled list: a dry run says no upstream would fail for want of a format.
    let out = env
        .cmd()
        .env_remove("GPUDB_UPSTREAMS")
        .args(["refresh", "--dry-run"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout).into_owned() + &stderr(&out);
    assert!(said.contains("skypilot-lambda: would fetch"), "{said}");
    assert!(!said.contains("would fail"), "{said}");
}
