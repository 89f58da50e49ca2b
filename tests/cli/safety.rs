//! Safe output: text from data cannot drive a terminal or a spreadsheet, a closed pipe is not an
//! error, and a closed stderr never turns an error into a panic.

use crate::common::{closed_pipe, json, Env};
use std::io::{BufRead, BufReader};
use std::process::{Output, Stdio};

/// SQL for a model whose name clears the screen (ESC[2J), holds a C1 CSI and a bidi override.
const EVIL_MODEL: &str = "INSERT INTO models (id, name) VALUES \
    ('evil', 'A' || char(27) || '[2J' || char(155) || 'B' || char(8238) || 'C')";
const EVIL_SHOWN: &str = "A\\u{1b}[2J\\u{9b}B\\u{202e}C";

fn no_raw_controls(text: &str) {
    let bad = |c: char| (c.is_control() && c != '\n') || c == '\u{202e}';
    assert!(!text.chars().any(bad), "raw control character in: {text:?}");
}

fn stderr_of(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn escape_sequence_in_a_model_name_is_shown_escaped_in_table_and_markdown() {
    let env = Env::new();
    env.init().ok(&["sql", "--write", EVIL_MODEL]);
    let sql = "SELECT id, name AS \"name\u{1b}[31m\" FROM models WHERE id = 'evil'";
    for format in ["table", "markdown"] {
        let out = env.ok(&["sql", sql, "--format", format]);
        no_raw_controls(&out);
        assert!(out.contains(EVIL_SHOWN), "{format}: {out}");
        assert!(out.contains("name\\u{1b}[31m"), "{format}: header: {out}");
    }
    // Text a user typed goes through the same output: a rate's provider.
    env.ok(&[
        "rates",
        "add",
        "-a",
        "h100",
        "--usd-per-gpu-hour",
        "2",
        "--provider",
        "P\u{1b}]0;pwned\u{7}",
    ]);
    let out = env.ok(&["rates", "list"]);
    no_raw_controls(&out);
    assert!(out.contains("P\\u{1b}]0;pwned\\u{7}"), "{out}");
}

#[test]
fn json_keeps_control_characters_and_formulas_exact() {
    let env = Env::new();
    env.init().ok(&["sql", "--write", EVIL_MODEL]);
    let sql = "SELECT name, '=HYPERLINK(\"http://x\")' AS f FROM models WHERE id = 'evil'";
    let out = env.ok(&["sql", sql, "--format", "json"]);
    no_raw_controls(&out);
    let v = json(&out);
    assert_eq!(v[0]["name"], "A\u{1b}[2J\u{9b}B\u{202e}C");
    assert_eq!(v[0]["f"], "=HYPERLINK(\"http://x\")");
    let line = env.ok(&["sql", sql, "--format", "jsonl"]);
    assert_eq!(json(&line)["name"], "A\u{1b}[2J\u{9b}B\u{202e}C");
}

const FORMULAS: &str = "SELECT '=HYPERLINK(\"http://evil\",\"x\")' AS \"=h\", '+SUM(1)' AS b, \
    '-1+2' AS c, '@x' AS d, char(9) || 'tab' AS e, char(13) || 'cr' AS f, -3.5 AS g, -7 AS h, \
    'a=b' AS i, NULL AS j";

fn csv_records(text: &str) -> Vec<Vec<String>> {
    csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(text.as_bytes())
        .records()
        .map(|r| r.unwrap().iter().map(String::from).collect())
        .collect()
}

#[test]
fn csv_neutralizes_formula_text_and_leaves_numbers_alone() {
    let env = Env::new();
    env.init();
    let recs = csv_records(&env.ok(&["sql", FORMULAS, "--format", "csv"]));
    assert_eq!(recs[0][0], "'=h", "header names too: {recs:?}");
    let expected = [
        "'=HYPERLINK(\"http://evil\",\"x\")",
        "'+SUM(1)",
        "'-1+2",
        "'@x",
        "'\ttab",
        "'\rcr",
        "-3.5",
        "-7",
        "a=b",
        "",
    ];
    assert_eq!(recs[1], expected);
}

#[test]
fn raw_csv_writes_formula_text_exactly() {
    let env = Env::new();
    env.init();
    let recs = csv_records(&env.ok(&["sql", FORMULAS, "--format", "csv", "--raw-csv"]));
    assert_eq!(recs[0][0], "=h");
    let expected = [
        "=HYPERLINK(\"http://evil\",\"x\")",
        "+SUM(1)",
        "-1+2",
        "@x",
        "\ttab",
        "\rcr",
        "-3.5",
        "-7",
        "a=b",
        "",
    ];
    assert_eq!(recs[1], expected);
}

#[test]
fn raw_csv_without_csv_format_is_refused_before_the_sql_runs() {
    let env = Env::new();
    env.init();
    let insert = "INSERT INTO model_aliases (alias, model_id) \
        VALUES ('x-alias', 'llama-3.3-70b') RETURNING alias";
    let err = env.fails(&["sql", "--write", "--raw-csv", insert], 2);
    assert!(err.contains("--format csv"), "{err}");
    let n = env.rows("SELECT count(*) FROM model_aliases WHERE alias = 'x-alias'");
    assert_eq!(n, ["Integer(0)"], "nothing was written");
    let err = env.fails(&["rates", "list", "--raw-csv", "--format", "json"], 2);
    assert!(err.contains("--raw-csv"), "{err}");
}

#[test]
fn broken_pipe_exits_0_in_every_format() {
    let env = Env::new();
    env.init();
    // Far more than a pipe buffer, so gpudb is still writing when the reader goes.
    let sql = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c WHERE x<200000) \
               SELECT x FROM c";
    for format in ["table", "csv", "json", "jsonl", "markdown"] {
        let mut child = env
            .cmd()
            .args(["sql", sql, "--format", format])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = String::new();
        let mut reader = BufReader::new(child.stdout.take().unwrap());
        reader.read_line(&mut first).unwrap();
        assert!(!first.is_empty(), "{format}: no output");
        drop(reader); // `| head -1`
        let out = child.wait_with_output().unwrap();
        let err = stderr_of(&out);
        assert_eq!(out.status.code(), Some(0), "{format}: {err}");
        assert!(!err.contains("Broken pipe"), "{format}: {err}");
    }
}

#[test]
fn every_command_exits_0_when_stdout_is_a_closed_pipe() {
    let env = Env::new();
    env.init();
    let commands: &[&[&str]] = &[
        &["path"],
        &["queries"],
        &["query", "cheapest-70b"],
        &["query", "cheapest-70b", "--format", "csv"],
        &["sql", "SELECT * FROM runs", "--format", "csv"],
        &["sql", "SELECT * FROM runs", "--format", "json"],
        &["schema"],
        &["schema", "runs", "--format", "markdown"],
        &["datasette-metadata"],
        &["rates", "list"],
        &["rates", "list", "--format", "jsonl"],
        &["rates", "add", "-a", "h100", "--usd-per-gpu-hour", "1.5"],
    ];
    for args in commands {
        let out = env
            .cmd()
            .args(*args)
            .stdout(closed_pipe())
            .output()
            .unwrap();
        let err = stderr_of(&out);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {err}");
        assert!(!err.contains("Broken pipe"), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
    // The rate was added even though its id could not be printed.
    let n = env.rows("SELECT count(*) FROM gpu_rates WHERE usd_per_gpu_hour = 1.5");
    assert_eq!(n, ["Integer(1)"]);
}

#[test]
fn errors_with_stderr_closed_exit_with_their_code_not_a_panic() {
    let env = Env::new();
    env.init();
    let cases: &[(&[&str], i32)] = &[
        (&["query", "no-such-query"], 2),
        (&["sql", "SELECT * FROM no_such_table"], 1),
        (&["sql", "--raw-csv", "SELECT 1"], 2),
    ];
    for (args, code) in cases {
        let out = env
            .cmd()
            .args(*args)
            .stdout(Stdio::null())
            .stderr(closed_pipe())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(*code), "{args:?}");
    }
}

#[test]
fn a_panic_is_reported_as_an_internal_error_even_with_stderr_closed() {
    let env = Env::new();
    let out = env
        .cmd()
        .env("GPUDB_TEST_PANIC", "1")
        .env_remove("RUST_BACKTRACE")
        .arg("path")
        .output()
        .unwrap();
    let err = stderr_of(&out);
    assert_eq!(out.status.code(), Some(101), "{err}");
    assert!(err.starts_with("gpudb: internal error: "), "{err}");
    assert!(err.contains("(please report this)"), "{err}");
    // With stderr closed the message is lost, but the hook neither panics nor aborts.
    let out = env
        .cmd()
        .env("GPUDB_TEST_PANIC", "1")
        .arg("path")
        .stderr(closed_pipe())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(101));
}
