//! The stored frontier: `_gpudb_frontier_splines_stored` holds the rows of its rule
//! (`schema/stored/frontier_splines.sql`), stored by every import; the views `frontier_splines`
//! and `frontier_knots` (its rows with no limit) and the
//! target-speed queries read it. A run another client writes makes it stale, and gpudb's next
//! command, a query too, stores it again before it answers.

use crate::common::{json_rows, repo, Env};
use serde_json::Value;

const FIXTURE: &str = "tests/fixtures/inferencex-frontier.json";

/// frontier_knots' columns, the first of frontier_splines'.
const KNOT_COLUMNS: &str = "series_id, model_id, input_tokens, output_tokens, accelerator_id, \
    framework, precision, speculative_decoding, disaggregated, knot_index, knot_count, \
    tokens_per_sec_per_user, tokens_per_sec_per_gpu, tangent, run_id, \
    next_tokens_per_sec_per_user, next_tokens_per_sec_per_gpu, next_tangent, next_run_id, \
    total_tokens_per_sec_per_gpu, next_total_tokens_per_sec_per_gpu";

fn current(env: &Env) -> bool {
    env.count(
        "SELECT count(*) FROM _gpudb_derived_builds AS b JOIN _gpudb_data_changes AS c \
             ON c.table_name = b.reads AND c.change_count = b.change_count WHERE b.name = '_gpudb_frontier_splines_stored'",
    ) == 1
}

/// The rows of the frontier's rule, computed from the runs there are now.
fn rule_rows(env: &Env) -> Vec<String> {
    let rule = std::fs::read_to_string(repo("schema/stored/frontier_splines.sql")).unwrap();
    crate::common::rows(&env.conn(), rule.trim_end().trim_end_matches(';'))
}

/// The worked example's MI300X SGLang row of cost-at-interactivity at `t` (rate set `t`, $0.95).
fn mi300x_at(env: &Env, t: &str) -> Value {
    let target = format!("tokens_per_sec_per_user={t}");
    let rows = json_rows(
        env,
        &[
            "query",
            "cost-at-interactivity",
            "-p",
            "model=deepseek-r1",
            "-p",
            &target,
            "-p",
            "rate_set=t",
            "-p",
            "workload=1k/1k",
        ],
    );
    rows.into_iter()
        .find(|r| r["accelerator_id"] == "MI300X" && r["framework"] == "SGLang")
        .unwrap_or_else(|| panic!("no MI300X SGLang row at {t}"))
}

/// api-vs-self-hosted's rows at `t`, as JSON text (the whole answer, compared before and after).
fn api_at(env: &Env, t: &str) -> String {
    let target = format!("tokens_per_sec_per_user={t}");
    env.ok(&[
        "query",
        "api-vs-self-hosted",
        "-p",
        &target,
        "-p",
        "rate_set=t",
        "--format",
        "json",
    ])
}

fn close(got: &Value, want: f64) {
    let got = got
        .as_f64()
        .unwrap_or_else(|| panic!("not a number: {got}"));
    assert!(
        (got - want).abs() <= 1e-4 * want,
        "got {got}, want {want} (1e-4 relative)"
    );
}

#[test]
fn the_stored_knots_are_the_rules_rows_and_a_shell_insert_is_stored_by_the_next_gpudb_command() {
    let env = Env::new();
    env.ok(&["import", repo(FIXTURE).to_str().unwrap()]);
    env.ok(&[
        "rates",
        "add",
        "-a",
        "mi300x",
        "--usd-per-gpu-hour",
        "0.95",
        "--rate-set",
        "t",
    ]);
    assert!(current(&env), "an import stores the frontier");
    let stored = env.rows("SELECT * FROM _gpudb_frontier_splines_stored ORDER BY rowid");
    assert!(stored.len() > 5, "{stored:#?}");
    assert_eq!(stored, env.rows("SELECT * FROM frontier_splines"));
    assert_eq!(stored, rule_rows(&env), "the stored rows are the rule's");
    assert_eq!(
        env.rows(&format!("SELECT {KNOT_COLUMNS} FROM _gpudb_frontier_splines_stored WHERE by_workload = 0 AND max_ttft_ms_from IS NULL ORDER BY rowid")),
        env.rows("SELECT * FROM frontier_knots"),
        "frontier_knots: the stored rows with no limit, in their order"
    );

    // The spec's worked example, from the stored knots.
    let r = mi300x_at(&env, "40");
    close(&r["tokens_per_sec_per_gpu"], 117.966);
    close(&r["usd_per_m_output_tokens"], 2.2370);
    let api_before = api_at(&env, "40");

    // The sqlite3 shell (triggers on) adds a point to the MI300X series at 40 tokens/s per user
    // with 150 tokens/s per GPU, above the curve there: a knot, and the answer at 40.
    let (columns, copied) = env.run_copy("40.0", "150.0");
    let at = r["upper_run_id"].as_i64().unwrap();
    let out = env.sqlite3(
        &[],
        &format!(
            "PRAGMA foreign_keys = ON;
             INSERT INTO runs ({columns}) SELECT {copied} FROM runs WHERE id = {at};"
        ),
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let new = env.count("SELECT max(id) FROM runs");
    assert_eq!(
        env.count(&format!(
            "SELECT tokens_per_sec_per_gpu = 150 AND interactivity_tokens_per_sec_per_user = 40 \
             FROM runs WHERE id = {new}"
        )),
        1
    );
    assert!(!current(&env), "the shell's insert makes the store stale");
    assert_eq!(
        env.count(&format!(
            "SELECT count(*) FROM _gpudb_frontier_splines_stored WHERE run_id = {new}"
        )),
        0,
        "not stored yet"
    );

    // Until gpudb opens the database again, the view reads the stored rows: the shell sees the
    // frontier of before its insert.
    assert_eq!(
        env.count(&format!(
            "SELECT count(*) FROM frontier_knots WHERE run_id = {new}"
        )),
        0
    );

    // gpudb's next command, a query, stores the frontier again first: the new knot is in the
    // view and in the answer.
    let r = mi300x_at(&env, "40");
    assert!(current(&env), "the query stored the frontier again");
    close(&r["tokens_per_sec_per_gpu"], 150.0);
    close(&r["usd_per_m_output_tokens"], 0.95e6 / (3600.0 * 150.0));
    assert_eq!(
        (&r["lower_run_id"], &r["upper_run_id"]),
        (&new.into(), &new.into())
    );
    let now = rule_rows(&env);
    assert_eq!(
        env.rows("SELECT * FROM _gpudb_frontier_splines_stored ORDER BY rowid"),
        now
    );
    assert_eq!(env.rows("SELECT * FROM frontier_splines"), now);
    assert_eq!(
        env.count(&format!(
            "SELECT count(*) FROM frontier_knots WHERE run_id = {new}"
        )),
        1
    );
    assert_ne!(
        api_at(&env, "40"),
        api_before,
        "the new point moved api-vs-self-hosted too"
    );
}

/// `frontier` and `throughput-vs-interactivity` show at most `limit` rows (1000 by default, a
/// Datasette page) and say how many there are; their charts draw every point all the same.
#[test]
fn the_point_lists_stop_at_their_limit_and_their_charts_draw_every_point() {
    let env = Env::new();
    env.ok(&["import", repo(FIXTURE).to_str().unwrap()]);
    for (query, model) in [
        ("frontier", "model=deepseek-r1"),
        ("throughput-vs-interactivity", "model=deepseek-r1"),
    ] {
        let all = json_rows(&env, &["query", query, "-p", model, "-p", "limit=all"]);
        assert!(all.len() > 3, "{query}: {all:#?}");
        let n = all.len() as u64;
        assert!(all.iter().all(|r| r["rows_without_limit"] == n), "{query}");
        let out = env.run(&[
            "query", query, "-p", model, "-p", "limit=3", "--format", "json",
        ]);
        assert!(out.status.success(), "{query}");
        let three: Vec<Value> = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(
            three,
            all[..3],
            "{query}: the first rows of the whole answer"
        );
        let note = String::from_utf8_lossy(&out.stderr);
        assert!(
            note.contains(&format!("showing 3 of {n} rows; -p limit=all")),
            "{query}: {note}"
        );
        let chart = |extra: &[&str]| {
            let mut args = vec!["chart", query, "-p", model, "-o", "-"];
            args.extend(extra);
            env.ok(&args)
        };
        assert_eq!(
            chart(&[]),
            chart(&["-p", "limit=all"]),
            "{query}: the chart"
        );
        assert_ne!(
            chart(&[]),
            chart(&["-p", "limit=3"]),
            "{query}: a limit given"
        );
    }
}

/// frontier_splines under a limit on the time to first token is the frontier of the points
/// within it: the rows of frontier_knots once the slower points (and those that publish no
/// time) are gone, series ids included (a series is named by its lowest run within the limit).
#[test]
fn a_limit_on_the_time_to_first_token_gives_the_frontier_of_the_points_within_it() {
    let columns = KNOT_COLUMNS;
    // Between the fixture's times (160 to 176 ms, 300, 400, 500, 2500), on one and above all.
    let mut answers = std::collections::BTreeSet::new();
    for limit in ["163.5", "167.27649187669158", "300", "450", "5000"] {
        let env = Env::new();
        env.ok(&["import", repo(FIXTURE).to_str().unwrap()]);
        let within = env.rows(&format!(
            "SELECT {columns} FROM frontier_splines WHERE by_workload = 0 \
             AND max_ttft_ms_from <= {limit} AND coalesce(max_ttft_ms_to > {limit}, 1) \
             ORDER BY series_id, knot_index"
        ));
        assert!(!within.is_empty(), "limit {limit}");
        answers.insert(within.clone());
        let gone = env
            .conn()
            .execute(
                &format!(
                    "DELETE FROM runs WHERE median_ttft_ms > {limit} OR median_ttft_ms IS NULL"
                ),
                [],
            )
            .unwrap();
        assert!(gone > 0, "limit {limit}: no run left out");
        // gpudb's next command stores the frontier of the runs left.
        env.ok(&["query", "frontier", "-p", "model=deepseek-r1"]);
        assert_eq!(
            within,
            env.rows(&format!(
                "SELECT {columns} FROM frontier_knots ORDER BY series_id, knot_index"
            )),
            "limit {limit}"
        );
    }
    assert!(
        answers.len() >= 4,
        "the limits should give different frontiers: {answers:#?}"
    );
}
