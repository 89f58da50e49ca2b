//! `gpudb sql`: read-only unless `--write` (and what read-only refuses), `-p` values bound as
//! text like the saved queries', SQL on standard input, and a write script's statements run in
//! order.

use crate::common::{json, json_rows as rows, refused, Env};
use std::process::Stdio;

#[test]
fn sql_is_read_only_unless_write() {
    let env = Env::new();
    env.init();
    let before = env.dump();
    let err = env.fails(&["sql", "DELETE FROM gpu_rates"], 2);
    assert!(err.contains("--write"), "{err}");
    assert_eq!(env.dump(), before);
    let out = env.run(&[
        "sql",
        "--write",
        "DELETE FROM gpu_rates WHERE rate_set = 'sample-list-prices'",
    ]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("27 rows changed"));
    let r = rows(&env, &["sql", "SELECT count(*) AS n FROM gpu_rates"]);
    assert_eq!(r[0]["n"], 0);
    // SQL on stdin, numbers bound as numbers.
    let out = crate::common::run_with_stdin(
        env.cmd().args(["sql", "--format", "json", "-p", "n=2"]),
        "SELECT id FROM accelerators ORDER BY id LIMIT :n",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        json(&String::from_utf8(out.stdout).unwrap())
            .as_array()
            .unwrap()
            .len(),
        2
    );
    let err = env.fails(&["sql", "SELECT :missing"], 2);
    assert!(err.contains("-p missing="), "{err}");
    let err = env.fails(&["sql", "SELECT * FROM nope"], 1);
    assert!(err.contains("no such table: nope"), "{err}");
}

/// `gpudb sql` binds -p values as text, like `gpudb query`, the sqlite3 shell and Datasette:
/// `007` stays `007` and `NaN` stays `NaN` (the old binder made them 7 and NULL).
#[test]
fn sql_binds_parameters_as_text_like_saved_queries() {
    let env = Env::new();
    env.init();
    let r = json(&env.ok(&[
        "sql",
        "SELECT :a AS a, typeof(:a) AS t, :x AS x, CAST(:a AS INTEGER) AS n",
        "-p",
        "a=007",
        "-p",
        "x=NaN",
        "--format",
        "json",
    ]));
    assert_eq!(
        r,
        serde_json::json!([{"a": "007", "t": "text", "x": "NaN", "n": 7}])
    );
    let err = env.fails(&["sql", "SELECT :abc", "-p", "abc=1", "-p", "abd=2"], 2);
    assert!(err.contains("did you mean 'abc'"), "{err}");
}

#[test]
fn read_only_sql_refuses_vacuum_into_attach_and_writing_pragmas() {
    let env = Env::new();
    env.init();
    let before = env.dump();
    let copy = env.path("copy.db");
    let attached = env.path("other.db");
    for sql in [
        format!("VACUUM INTO '{}'", copy.display()),
        format!("ATTACH '{}' AS other", attached.display()),
        "PRAGMA journal_mode = delete".to_string(),
        "PRAGMA user_version = 7".to_string(),
        "DELETE FROM gpu_rates".to_string(),
    ] {
        let err = env.fails(&["sql", &sql], 2);
        assert!(err.contains("pass --write"), "{sql}: {err}");
    }
    assert!(!copy.exists() && !attached.exists());
    assert_eq!(env.dump(), before);
    // Reading pragmas still work.
    let out = env.ok(&["sql", "PRAGMA table_info(runs)", "--format", "csv"]);
    assert!(out.contains("tokens_per_sec_per_gpu"), "{out}");
}

/// Found while writing the legend's tests: rusqlite prepares a script's later statements before
/// the first has run, so one that fills a table the script creates failed with "no such table".
#[test]
fn a_write_script_may_use_a_table_it_creates() {
    let env = Env::new();
    env.ok(&[
        "sql",
        "--write",
        "CREATE TABLE s (x); INSERT INTO s VALUES (1), (2); -- done",
    ]);
    assert_eq!(env.count("SELECT sum(x) FROM s"), 3);
}

#[test]
fn sql_on_standard_input_that_is_not_utf8_says_so() {
    use std::io::Write;
    let env = Env::new();
    env.init();
    let mut child = env
        .cmd()
        .arg("sql")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"SELECT '\xff'")
        .unwrap();
    let err = refused(&child.wait_with_output().unwrap());
    assert!(err.contains("standard input is not UTF-8 text"), "{err}");
}
