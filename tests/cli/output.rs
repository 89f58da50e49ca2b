//! Rows as they stream (issue 11): long results in every format, --columns and --wide, a saved
//! query's default columns, the note when a saved query's row limit cuts the rows, and the
//! legend of caveat codes under a table.

use crate::common::{json, stderr, Env};
use std::io::{BufRead, BufReader};
use std::process::Stdio;

/// `n` rows: `x` from 1, and text `t` that is `long` on row `long_at` and short elsewhere.
fn numbers(n: u32, long_at: u32, long: &str) -> String {
    format!(
        "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < {n}) \
         SELECT x, CASE WHEN x = {long_at} THEN '{long}' ELSE 'row ' || x END AS t FROM c"
    )
}

#[test]
fn long_results_come_whole_in_every_machine_format() {
    let env = Env::new();
    let sql = numbers(2500, 0, "");
    let csv = env.ok(&["sql", &sql, "--format", "csv"]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 2501);
    assert_eq!((lines[0], lines[2500]), ("x,t", "2500,row 2500"));
    let rows = json(&env.ok(&["sql", &sql, "--format", "json"]));
    assert_eq!(rows.as_array().map(Vec::len), Some(2500));
    assert_eq!(rows[2499]["t"], "row 2500");
    let jsonl = env.ok(&["sql", &sql, "--format", "jsonl"]);
    assert_eq!(jsonl.lines().count(), 2500);
    assert_eq!(json(jsonl.lines().last().unwrap())["x"], 2500);
    let md = env.ok(&["sql", &sql, "--format", "markdown"]);
    assert_eq!(md.lines().count(), 2502);
    assert_eq!(md.lines().nth(1), Some("| ---: | --- |"));
}

#[test]
fn a_long_table_keeps_the_widths_of_its_first_rows_and_says_what_it_cut() {
    let env = Env::new();
    let long = "y".repeat(40);
    let table = env.ok(&["sql", &numbers(1500, 1200, &long)]);
    let lines: Vec<&str> = table.lines().collect();
    // Widths from the first 1,000 rows: x up to 4 digits, t up to 'row 1000'.
    assert_eq!(lines[0], "   x  t");
    assert_eq!(lines[1], "----  --------");
    assert_eq!(lines[1201], format!("1200  {}…", "y".repeat(7)));
    assert_eq!(lines[1501], "1500  row 1500");
    assert!(
        lines[1502].starts_with("(1 cells below row 1,000 were wider than their column"),
        "{}",
        lines[1502]
    );
    assert_eq!(lines.len(), 1503);
    // A short result is laid out on all its rows, as before.
    let short = env.ok(&["sql", &numbers(3, 3, &long)]);
    assert!(short.ends_with(&format!("\n3  {long}\n")), "{short}");
}

#[test]
fn a_closed_pipe_in_the_middle_of_a_long_result_is_not_an_error() {
    let env = Env::new();
    env.ok(&["sql", "SELECT 1"]); // creates the database, which says so on stderr
    let sql = numbers(3_000_000, 0, "");
    for format in ["csv", "json", "table"] {
        let mut child = env
            .cmd()
            .args(["sql", &sql, "--format", format])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert!(!first.is_empty(), "{format}");
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{format}: {}", stderr(&out));
        assert_eq!(stderr(&out), "", "{format}");
    }
}

#[test]
fn columns_pick_and_order_columns_in_every_format() {
    let env = Env::new();
    let sql = "SELECT 1 AS a, 'two' AS b, 3.5 AS c";
    let pick = ["--columns", "c,a"];
    let csv = env.ok(&[&["sql", sql, "--format", "csv"][..], &pick].concat());
    assert_eq!(csv, "c,a\n3.5,1\n");
    let obj = json(&env.ok(&[&["sql", sql, "--format", "json"][..], &pick].concat()));
    let keys: Vec<&String> = obj[0].as_object().unwrap().keys().collect();
    assert_eq!(keys, ["c", "a"]);
    let table = env.ok(&[&["sql", sql][..], &pick].concat());
    assert_eq!(table, "   c  a\n----  -\n3.50  1\n");
    // Repeated flags add up.
    let csv = env.ok(&["sql", sql, "-f", "csv", "--columns", "b", "--columns", "a"]);
    assert_eq!(csv, "b,a\ntwo,1\n");
}

#[test]
fn an_unknown_column_is_an_error_with_the_columns_there_are() {
    let env = Env::new();
    let out = env.run(&[
        "sql",
        "SELECT 1 AS alpha, 2 AS beta",
        "--columns",
        "alpha,btea",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let err = stderr(&out);
    assert!(err.contains("no column 'btea'"), "{err}");
    assert!(err.contains("did you mean 'beta'?"), "{err}");
    assert!(err.contains("its columns are: alpha, beta"), "{err}");
    // Checked before any row is written, so a write never starts either.
    env.ok(&["sql", "--write", "CREATE TABLE t (x)"]);
    let insert = "INSERT INTO t VALUES (1) RETURNING x";
    env.fails(&["sql", "--write", insert, "--columns", "y"], 1);
    assert_eq!(env.count("SELECT count(*) FROM t"), 0);
}

/// A query folder with one saved query, `q`, whose header chooses its table's columns.
fn query_folder(env: &Env, header: &str, sql: &str) -> String {
    let dir = env.path("queries");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("q.sql"), format!("-- title: Q\n{header}\n{sql}\n")).unwrap();
    dir.display().to_string()
}

#[test]
fn a_saved_query_chooses_the_columns_of_its_table() {
    let env = Env::new();
    let sql = "SELECT 1 AS rank, 0.25 AS cost, 'm' AS model_id, 'long text' AS notes, 'x' AS extra";
    let dir = query_folder(
        &env,
        "-- columns: rank, model_id, not_in_this_db, cost",
        sql,
    );
    let q = |more: &[&str]| env.ok(&[&["query", "q", "--queries", &dir][..], more].concat());
    let table = q(&[]);
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(lines[0], "rank  model_id   cost");
    assert_eq!(
        lines[3],
        "(2 more columns: notes, extra; --wide or --columns shows them)"
    );
    assert_eq!(lines.len(), 4);
    let md = q(&["--format", "markdown"]);
    assert!(md.starts_with("| rank | model_id | cost |\n"), "{md}");
    assert!(md.ends_with("\n\n(2 more columns: notes, extra; --wide or --columns shows them)\n"));
    // Machine formats keep every column; --wide and --columns show what they ask for.
    assert_eq!(
        q(&["-f", "csv"]).lines().next(),
        Some("rank,cost,model_id,notes,extra")
    );
    let wide = q(&["--wide"]);
    assert!(
        wide.starts_with("rank   cost  model_id  notes      extra\n"),
        "{wide}"
    );
    assert!(!wide.contains("more columns"), "{wide}");
    assert_eq!(
        q(&["--columns", "extra,rank"]),
        "extra  rank\n-----  ----\nx         1\n"
    );
    // --wide and --width say opposite things.
    let dir_args = ["query", "q", "--queries", &dir, "--wide", "--width", "40"];
    env.fails(&dir_args, 2);
}

/// A saved query over `n` numbered rows with the row cap of the built-in queries, which says
/// how many rows it has in all in the column `rows_without_limit`.
const CAPPED: &str = "-- param limit (integer, default: 50): Rows to show at most; all: every row";

fn capped(n: u32) -> String {
    format!(
        "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < {n})\n\
         SELECT x, (SELECT count(*) FROM c) AS rows_without_limit FROM c ORDER BY x\n\
         LIMIT CASE WHEN :limit IN ('all', 'none') THEN -1\n\
                    ELSE CAST(coalesce(nullif(:limit, ''), 50) AS INTEGER) END; -- a; comment\n"
    )
}

#[test]
fn a_saved_query_cut_by_its_limit_says_how_many_rows_there_are() {
    let env = Env::new();
    env.ok(&["sql", "SELECT 1"]); // creates the database, which says so on stderr
    let dir = query_folder(&env, CAPPED, &capped(1234));
    let run = |more: &[&str]| env.run(&[&["query", "q", "--queries", &dir][..], more].concat());
    let out = run(&["-f", "csv"]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 51);
    assert_eq!(
        stderr(&out),
        "gpudb: note: showing 50 of 1,234 rows; -p limit=all shows every row\n"
    );
    let out = run(&["-p", "limit=7"]);
    assert!(
        stderr(&out).contains("showing 7 of 1,234 rows"),
        "{}",
        stderr(&out)
    );
    // No note when every row is shown: no limit, a limit above the count, or exactly the count.
    for limit in ["all", "none", "5000", "1234"] {
        let out = run(&["-p", &format!("limit={limit}"), "-f", "csv"]);
        assert_eq!(stderr(&out), "", "limit={limit}");
        assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 1235);
    }
    // The count is the query's own: without the column there is no note (and no second run).
    let silent = capped(1234).replace("(SELECT count(*) FROM c) AS rows_without_limit", "x");
    let silent = query_folder(&env, CAPPED, &silent);
    let out = env.run(&["query", "q", "--queries", &silent]);
    assert!(out.status.success());
    assert_eq!(stderr(&out), "");
}

#[test]
fn the_built_in_cheapest_query_counts_the_rows_its_limit_leaves_out() {
    let env = Env::new();
    env.ok(&["sql", "SELECT 1"]);
    let all = env.ok(&["query", "cheapest", "-p", "limit=all", "-f", "csv"]);
    let total = all.lines().count() - 1;
    assert!(total > 3, "{total}");
    let out = env.run(&["query", "cheapest", "-p", "limit=3", "-f", "csv"]);
    // The count first; the query's own notes (what it left out) after it.
    let err = stderr(&out);
    assert!(err.lines().all(|l| l.starts_with("gpudb: note: ")), "{err}");
    assert_eq!(
        err.lines().next().unwrap_or_default().to_string() + "\n",
        format!("gpudb: note: showing 3 of {total} rows; -p limit=all shows every row\n")
    );
}

/// The caveat codes table, as a migration makes it, with two of the three codes the rows use.
fn with_caveat_codes(env: &Env) {
    // The legend shows each code's title (the migration's table has a longer description too).
    let sql = "INSERT OR REPLACE INTO caveat_codes (code, title, description) VALUES
                 ('spot', 'Spot or interruptible price: the instance may be reclaimed', 'd'),
                 ('approx', 'Approximate figure', 'd');";
    env.ok(&["sql", "--write", sql]);
}

const CAVEATS: &str = "SELECT 1 AS x, 'spot,approx' AS caveats \
                       UNION ALL SELECT 2, NULL UNION ALL SELECT 3, 'zz-new, spot'";

#[test]
fn a_table_with_caveats_ends_with_their_legend() {
    let env = Env::new();
    with_caveat_codes(&env);
    let table = env.ok(&["sql", CAVEATS]);
    let legend = "\n\n  spot    Spot or interruptible price: the instance may be reclaimed\n  \
                  approx  Approximate figure\n  zz-new  (no description)\n";
    assert!(table.ends_with(legend), "{table}");
    let md = env.ok(&["sql", CAVEATS, "-f", "markdown"]);
    assert!(md.ends_with("|\n\n- spot: Spot or interruptible price: the instance may be reclaimed\n- approx: Approximate figure\n- zz-new: (no description)\n"), "{md}");
    for format in ["csv", "json", "jsonl"] {
        let out = env.ok(&["sql", CAVEATS, "-f", format]);
        assert!(!out.contains("Approximate"), "{format}: {out}");
    }
    // No caveats shown, no legend.
    let picked = env.ok(&["sql", CAVEATS, "--columns", "x"]);
    assert_eq!(picked, "x\n-\n1\n2\n3\n");
}

#[test]
fn caveat_codes_without_the_table_have_no_description() {
    let env = Env::new();
    env.ok(&[
        "sql",
        "--write",
        "DROP TABLE errata; DROP TABLE IF EXISTS caveat_codes",
    ]);
    let table = env.ok(&["sql", "SELECT 'spot' AS caveats"]);
    assert!(
        table.ends_with("spot\n\n  spot  (no description)\n"),
        "{table}"
    );
}

#[test]
fn text_in_the_legend_is_escaped() {
    let env = Env::new();
    with_caveat_codes(&env);
    let evil = "INSERT OR REPLACE INTO caveat_codes VALUES ('e', 'bad ' || char(27) || '[2J', 'd')";
    env.ok(&["sql", "--write", evil]);
    let table = env.ok(&[
        "sql",
        "SELECT 'e' || char(27) AS caveats, 1 AS n UNION ALL SELECT 'e', 2",
    ]);
    assert!(!table.contains('\u{1b}'), "{table:?}");
    assert!(table.contains("  e\\u{1b}  (no description)\n"), "{table}");
    let e = format!("  e{}  bad \\u{{1b}}[2J\n", " ".repeat(6));
    assert!(table.contains(&e), "{table}");
}
