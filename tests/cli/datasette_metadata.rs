//! `gpudb datasette-metadata`: the files it writes, served by real Datasette on 127.0.0.1 (0.65
//! with `--metadata`, 1.x with `--config` too). Every saved query is a canned query with its
//! title, description, parameters and SQL, and gives gpudb's rows with gpudb's defaults, with
//! other values and with an empty form; tables and columns carry their descriptions and units.
//!
//! Datasette is installed on first use (see `provision.rs`); when it cannot be, the test fails.

use crate::clients::{
    assert_no_differences, builtin_queries, differences, empty_form, gpudb_query, param_values,
    pin_dates, rows, with_defaults, Saved, NON_DEFAULT,
};
use crate::common::{json, Env};
use crate::provision;
use serde_json::Value;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A running `datasette serve`, killed and reaped when dropped (also when a test fails).
struct Datasette {
    child: Child,
    port: u16,
    log: PathBuf,
}

impl Drop for Datasette {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Datasette {
    /// Serve `db` with Datasette `v`, with `flags` (`--metadata FILE`, `--config FILE` …).
    fn start(v: provision::Datasette, db: &Path, flags: &[String], log: PathBuf) -> Datasette {
        let datasette = provision::datasette(v).join("datasette");
        let port = {
            let l = TcpListener::bind("127.0.0.1:0").expect("bind a free port");
            l.local_addr().unwrap().port()
        };
        let log_file = std::fs::File::create(&log).expect("datasette log");
        let child = Command::new(&datasette)
            .arg("serve")
            .arg(db)
            .args(flags)
            .args(["--host", "127.0.0.1", "--port", &port.to_string()])
            .args(["--setting", "sql_time_limit_ms", "10000"])
            .stdin(Stdio::null())
            .stdout(log_file.try_clone().unwrap())
            .stderr(log_file)
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", datasette.display()));
        let mut ds = Datasette { child, port, log };
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Ok((200, _)) = ds.try_get("/-/versions.json") {
                return ds;
            }
            if let Some(status) = ds.child.try_wait().unwrap() {
                panic!(
                    "datasette exited ({status}) before serving:\n{}",
                    ds.log_text()
                );
            }
            assert!(
                Instant::now() < deadline,
                "datasette did not answer on port {port} within 30 s:\n{}",
                ds.log_text()
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// A minimal HTTP/1.0 GET: (status, body).
    fn try_get(&self, path: &str) -> std::io::Result<(u16, String)> {
        let mut s = TcpStream::connect(("127.0.0.1", self.port))?;
        s.set_read_timeout(Some(Duration::from_secs(30)))?;
        write!(
            s,
            "GET {path} HTTP/1.0\r\nHost: 127.0.0.1:{}\r\n\r\n",
            self.port
        )?;
        let mut raw = Vec::new();
        s.read_to_end(&mut raw)?;
        let text = String::from_utf8_lossy(&raw).into_owned();
        let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
        let status = head
            .split_whitespace()
            .nth(1)
            .and_then(|c| c.parse().ok())
            .unwrap_or(0);
        Ok((status, body.to_string()))
    }

    /// GET `path`, requiring 200 and a JSON body.
    fn get_json(&self, path: &str) -> Value {
        let (status, body) = self
            .try_get(path)
            .unwrap_or_else(|e| panic!("GET {path}: {e}\n{}", self.log_text()));
        assert_eq!(status, 200, "GET {path}: {body}");
        serde_json::from_str(&body).unwrap_or_else(|e| panic!("GET {path}: not JSON ({e}): {body}"))
    }
}

/// Percent-encode a query-string value (everything but RFC 3986 unreserved characters).
fn url_encode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The canned query's name: a saved query named like a table or view gets `-query` (Datasette
/// 1.x serves the table at that URL, 0.65 the query).
fn canned_name(name: &str) -> String {
    if tables_and_views().iter().any(|t| t == name) {
        format!("{name}-query")
    } else {
        name.to_string()
    }
}

/// The tables and views of a database made from the bundled data (made once).
fn tables_and_views() -> &'static [String] {
    static NAMES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| {
        let env = Env::new();
        env.init();
        let conn = env.conn();
        let mut stmt = conn
            .prepare("SELECT name FROM sqlite_schema WHERE type IN ('table', 'view')")
            .unwrap();
        let names = stmt.query_map([], |r| r.get(0)).unwrap();
        names.collect::<Result<_, _>>().unwrap()
    })
}

fn canned_query_path(db_name: &str, name: &str, params: &[(String, String)]) -> String {
    let name = canned_name(name);
    let mut path = format!("/{db_name}/{name}.json?_shape=array");
    for (n, v) in params {
        path.push_str(&format!("&{}={}", url_encode(n), url_encode(v)));
    }
    path
}

/// README.md's lines for the Datasette of the virtual environment `venv` (`.venv`,
/// `.venv-datasette-1`), as the tests run them: the arguments of the `gpudb datasette-metadata`
/// line before its `datasette serve` line, and the serve line's flags, each file they name
/// (`metadata.json`, `datasette.yaml`) in `env`'s folder. So the lines a reader pastes are the
/// ones served here.
fn as_the_readme_says(env: &Env, venv: &str) -> (Vec<String>, Vec<String>) {
    let readme = std::fs::read_to_string(crate::common::repo("README.md")).unwrap();
    let lines: Vec<&str> = readme.lines().collect();
    let serve = format!("{venv}/bin/datasette serve \"$(gpudb path)\" ");
    let at = lines
        .iter()
        .position(|l| l.starts_with(&serve))
        .unwrap_or_else(|| panic!("README.md has no line `{serve}…`"));
    let write = lines[..at]
        .iter()
        .rev()
        .find_map(|l| l.strip_prefix("gpudb "))
        .filter(|l| l.starts_with("datasette-metadata "))
        .expect("a `gpudb datasette-metadata` line just before it");
    let local = |word: &str| match word.ends_with(".json") || word.ends_with(".yaml") {
        true => env.path(word).to_str().unwrap().to_string(),
        false => word.to_string(),
    };
    let words = |text: &str| text.split_whitespace().map(local).collect();
    (words(write), words(&lines[at][serve.len()..]))
}

#[test]
fn datasette_serves_saved_queries_and_metadata() {
    let env = Env::new();
    env.init();
    let saved = builtin_queries(&env);
    let (write, serve) = as_the_readme_says(&env, ".venv");
    env.ok(&write.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(env.path("metadata.json").exists(), "{write:?}");
    let db_name = env.db.file_stem().unwrap().to_str().unwrap().to_string();
    let ds = Datasette::start(
        provision::Datasette::V0,
        &env.db,
        &serve,
        env.path("datasette.log"),
    );
    let version = ds.get_json("/-/versions.json");
    assert!(
        version["datasette"]["version"]
            .as_str()
            .unwrap()
            .starts_with("0.65"),
        "{version}"
    );

    // (b) The metadata Datasette serves: canned query titles and descriptions, table and
    // column descriptions with units.
    let meta = ds.get_json("/-/metadata.json");
    let db_meta = &meta["databases"][&db_name];
    assert!(db_meta.is_object(), "no database {db_name} in {meta}");
    assert_eq!(
        canned_name("sources"),
        "sources-query",
        "sources is a table too"
    );
    for q in &saved {
        let canned = &db_meta["queries"][&canned_name(&q.name)];
        assert_eq!(canned["title"], q.title.as_str(), "{}", q.name);
        let description = canned["description"].as_str().unwrap_or_default();
        assert!(
            description.starts_with(&q.description),
            "{}: canned description {description:?} does not start with {:?}",
            q.name,
            q.description
        );
        let names: Vec<&str> = q.params.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(canned["params"], serde_json::json!(names), "{}", q.name);
        assert_eq!(canned["sql"], q.sql.as_str(), "{}", q.name);
    }
    let runs = &db_meta["tables"]["runs"];
    assert!(
        runs["description"]
            .as_str()
            .is_some_and(|d| d.contains("throughput figure")),
        "runs description: {runs}"
    );
    let col = runs["columns"]["tokens_per_sec_per_gpu"]
        .as_str()
        .unwrap_or_default();
    assert!(
        col.contains("tokens/s/GPU"),
        "runs.tokens_per_sec_per_gpu: {col:?}"
    );
    let col = db_meta["tables"]["run_costs"]["columns"]["usd_per_m_output_tokens"]
        .as_str()
        .unwrap_or_default();
    assert!(col.contains("USD/1M output tokens"), "{col:?}");

    // The database page lists every saved query as a canned query.
    let page = ds.get_json(&format!("/{db_name}.json"));
    let listed: Vec<&str> = page["queries"]
        .as_array()
        .unwrap_or_else(|| panic!("no queries on /{db_name}.json: {page}"))
        .iter()
        .filter_map(|q| q["name"].as_str())
        .collect();
    for q in &saved {
        assert!(
            listed.contains(&canned_name(&q.name).as_str()),
            "{} not in {listed:?}",
            q.name
        );
    }

    // (a) Each canned query, run by Datasette with gpudb's defaults (and other values), gives
    // gpudb's rows.
    let mut diffs = Vec::new();
    let cases = saved
        .iter()
        .map(|q| (q.name.as_str(), &[][..]))
        .chain(NON_DEFAULT.iter().copied());
    for (name, given) in cases {
        let q = saved.iter().find(|q| q.name == name).expect("built-in");
        let params = param_values(q, given);
        let expected = gpudb_query(&env, name, &params);
        let got = ds.get_json(&canned_query_path(&db_name, name, &pin_dates(q, &params)));
        diffs.extend(differences(&format!("{name} {given:?}"), &expected, &got));
    }
    diffs.extend(empty_forms_give_gpudb_defaults(&env, &ds, &db_name, &saved));
    assert_no_differences("Datasette 0.65", &diffs);

    // (c) A view's rows, with its cost a JSON number.
    let got = ds.get_json(&format!("/{db_name}/run_costs.json?_shape=array&_size=5"));
    let got = rows("run_costs", &got);
    assert_eq!(got.len(), 5, "{got:?}");
    for r in got {
        let cost = &r["usd_per_m_output_tokens"];
        assert!(cost.is_f64() && cost.as_f64().unwrap() > 0.0, "{r}");
    }
}

/// Differences between each canned query submitted with its form left empty (every field '',
/// as a browser sends it) and `gpudb query NAME` with no parameters.
fn empty_forms_give_gpudb_defaults(
    env: &Env,
    ds: &Datasette,
    db_name: &str,
    saved: &[Saved],
) -> Vec<String> {
    let mut diffs = Vec::new();
    for q in saved {
        let expected = with_defaults(env, q);
        // Every field '' but the dates: Datasette prices an empty one at date('now'), gpudb
        // at the day the tests pin.
        let form = pin_dates(q, &empty_form(q));
        let got = ds.get_json(&canned_query_path(db_name, &q.name, &form));
        diffs.extend(differences(
            &format!("{} (empty form)", q.name),
            &expected,
            &got,
        ));
    }
    // Not vacuous: `cheapest` has more rows than its default limit of 50.
    let all = json(&env.ok(&[
        "query",
        "cheapest",
        "-p",
        "limit=all",
        "-p",
        "all_rates=1",
        "--format",
        "json",
    ]));
    assert!(rows("cheapest", &all).len() > 50, "cheapest -p limit=all");
    diffs
}

/// Datasette 1.x reads canned queries from `datasette.yaml` (`--config`), not from the
/// metadata: the file `gpudb datasette-metadata --config` writes gives every saved query, and
/// an empty form gives gpudb's rows.
#[test]
fn datasette_1_serves_saved_queries_from_its_config_file() {
    let env = Env::new();
    env.init();
    let saved = builtin_queries(&env);
    let (write, serve) = as_the_readme_says(&env, ".venv-datasette-1");
    env.ok(&write.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(env.path("datasette.yaml").exists(), "{write:?}");
    assert!(serve.iter().any(|f| f == "--config"), "{serve:?}");
    let db_name = env.db.file_stem().unwrap().to_str().unwrap().to_string();
    let ds = Datasette::start(
        provision::Datasette::V1,
        &env.db,
        &serve,
        env.path("datasette.log"),
    );
    let version = ds.get_json("/-/versions.json");
    assert!(
        version["datasette"]["version"]
            .as_str()
            .unwrap()
            .starts_with("1."),
        "{version}"
    );
    let page = ds.get_json(&format!("/{db_name}.json"));
    assert_eq!(page["queries_count"], saved.len(), "{}", page["queries"]);
    let mut diffs = empty_forms_give_gpudb_defaults(&env, &ds, &db_name, &saved);
    let cases = saved
        .iter()
        .map(|q| (q.name.as_str(), &[][..]))
        .chain(NON_DEFAULT.iter().copied());
    for (name, given) in cases {
        let q = saved.iter().find(|q| q.name == name).expect("built-in");
        let params = param_values(q, given);
        let expected = gpudb_query(&env, name, &params);
        let got = ds.get_json(&canned_query_path(&db_name, name, &pin_dates(q, &params)));
        diffs.extend(differences(&format!("{name} {given:?}"), &expected, &got));
    }
    assert_no_differences("Datasette 1.x", &diffs);
    // The canned query page shows the query's title and description from the config file.
    let (status, html) = ds
        .try_get(&format!("/{db_name}/cheapest"))
        .expect("GET the canned query page");
    assert_eq!(status, 200);
    let q = saved.iter().find(|q| q.name == "cheapest").unwrap();
    assert!(
        html.contains(&q.title),
        "no title {:?} in the page",
        q.title
    );
}
