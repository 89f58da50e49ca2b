//! `gpudb query api-vs-self-hosted`: without `tokens_per_sec_per_user` the rows of the view
//! api_vs_self_hosted (the cheapest run at any speed); with it, each API price against the
//! cheapest series at that speed per user as cost-at-interactivity prices it, the series that
//! cannot reach it left out and counted on stderr; the same rows from the `sqlite3` shell.

use crate::clients::{assert_no_differences, differences, shell_json};
use crate::common::{json, json_rows, repo, stderr, Env, TODAY};
use serde_json::Value;

const FIXTURE: &str = "tests/fixtures/inferencex-frontier.json";

/// The bundled data, the InferenceX frontier fixture, and $1/GPU-hour for each of its
/// accelerators in rate set `one`.
fn env() -> Env {
    let env = Env::new();
    env.ok(&["import", repo(FIXTURE).to_str().unwrap()]);
    for acc in ["mi300x", "h100", "h200", "b200", "mi355x"] {
        env.ok(&[
            "rates",
            "add",
            "-a",
            acc,
            "--usd-per-gpu-hour",
            "1",
            "--rate-set",
            "one",
        ]);
    }
    env
}

fn api_at(env: &Env, t: &str) -> (Vec<Value>, String) {
    let target = format!("tokens_per_sec_per_user={t}");
    let args = [
        "query",
        "api-vs-self-hosted",
        "-p",
        "model=deepseek-r1",
        "-p",
        "rate_set=one",
        "-p",
        &target,
        "--format",
        "json",
    ];
    let out = env.run(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    let rows = json(&String::from_utf8(out.stdout.clone()).unwrap());
    (rows.as_array().unwrap().clone(), stderr(&out))
}

fn close(got: &Value, want: &Value, what: &str) {
    let (g, w) = (got.as_f64().unwrap(), want.as_f64().unwrap());
    assert!((g - w).abs() <= 1e-9 * w.abs(), "{what}: got {g}, want {w}");
}

#[test]
fn with_a_target_each_api_price_meets_the_cheapest_series_at_that_speed() {
    let env = env();
    let offers = env.count("SELECT count(*) FROM api_offers WHERE model_id = 'deepseek-r1'");
    assert!(offers > 0);
    // 20: below every slowest point (clamped); 40: the spec's target; 52.3…: on a knot of the
    // H200 vLLM series; 60: some series cannot reach it.
    for t in ["20", "40", "60"] {
        let target = format!("tokens_per_sec_per_user={t}");
        let series = json_rows(
            &env,
            &[
                "query",
                "cost-at-interactivity",
                "-p",
                "model=deepseek-r1",
                "-p",
                "rate_set=one",
                "-p",
                &target,
                "-p",
                "limit=all",
            ],
        );
        let cheapest = series
            .iter()
            .find(|r| r["reachable"] == 1)
            .unwrap_or_else(|| panic!("no reachable series at {t}: {series:#?}"));
        // The series cost-at-interactivity leaves out (its rows are the others): those of the
        // rate set's accelerators whose fastest knot is slower than the target.
        let slower = |cmp: &str| {
            env.count(&format!(
                "SELECT count(*) FROM (SELECT max(tokens_per_sec_per_user) AS x FROM frontier_knots
                 WHERE model_id = 'deepseek-r1' AND accelerator_id IN
                       (SELECT accelerator_id FROM gpu_rates WHERE rate_set = 'one')
                 GROUP BY series_id) WHERE x {cmp} {t}"
            )) as usize
        };
        let unreachable = slower("<");
        assert_eq!(
            series.len(),
            slower(">="),
            "one row per reachable series at {t}"
        );
        let priced = series.len() + unreachable;
        let (rows, err) = api_at(&env, t);
        assert_eq!(rows.len() as i64, offers, "at {t}: {rows:#?}");
        for row in &rows {
            let cost = &row["self_hosted_usd_per_m_output_tokens"];
            close(cost, &cheapest["usd_per_m_output_tokens"], "cost");
            close(
                &row["tokens_per_sec_per_gpu"],
                &cheapest["tokens_per_sec_per_gpu"],
                "tokens/s per GPU",
            );
            for (ours, theirs) in [
                ("clamped", "clamped"),
                ("lower_run_id", "lower_run_id"),
                ("upper_run_id", "upper_run_id"),
                ("knot_count", "knot_count"),
                ("accelerator_id", "accelerator_id"),
                ("framework", "framework"),
                ("workload_key", "workload_key"),
                ("caveats", "caveats"),
            ] {
                assert_eq!(row[ours], cheapest[theirs], "{ours} at {t}");
            }
            assert_eq!(
                row["run_id"],
                if cheapest["lower_run_id"].is_null() {
                    cheapest["upper_run_id"].clone()
                } else {
                    cheapest["lower_run_id"].clone()
                }
            );
            assert_eq!(
                row["interactivity_tokens_per_sec_per_user"].as_f64(),
                t.parse::<f64>().ok()
            );
            assert!(row["concurrency"].is_null(), "{row}");
            let ratio =
                row["api_usd_per_m_output_tokens"].as_f64().unwrap() / cost.as_f64().unwrap();
            close(
                &row["api_to_self_hosted_output_price_ratio"],
                &Value::from(ratio),
                "ratio",
            );
        }
        if unreachable == 0 {
            assert!(!err.contains("cannot reach"), "at {t}: {err}");
            assert!(rows.iter().all(|r| r["note"].is_null()));
        } else {
            let note = format!(
                "note: {unreachable} series of {} cannot reach {t} tokens/s per user",
                priced
            );
            assert!(err.contains(&note), "at {t}, want {note:?} in: {err}");
            assert!(rows
                .iter()
                .all(|r| r["note"].as_str().unwrap().contains(&note[6..])));
        }
    }
    // At 60 the cheapest series is interpolated, not a measured point: its bracketing runs differ.
    let (rows, _) = api_at(&env, "60");
    assert_eq!(rows[0]["clamped"], 0);
    assert_ne!(rows[0]["lower_run_id"], rows[0]["upper_run_id"]);
}

#[test]
/// Each API offer once, beside the view's row of its model's cheapest rate set (the cheaper
/// self-hosted cost, then the rate set's name): not once per rate set.
fn without_a_target_the_rows_are_the_views() {
    let env = env();
    let rows = json_rows(&env, &["query", "api-vs-self-hosted"]);
    let empty = json_rows(
        &env,
        &[
            "query",
            "api-vs-self-hosted",
            "-p",
            "tokens_per_sec_per_user=",
        ],
    );
    assert_eq!(rows, empty);
    let view: Vec<String> = env
        .rows(
            "SELECT model_id || ' ' || rate_set || ' ' || run_id || ' ' || rate_id || ' ' || \
         api_price_id FROM api_vs_self_hosted AS v \
         WHERE rate_set = (SELECT w.rate_set FROM api_vs_self_hosted AS w \
                           WHERE w.model_id = v.model_id \
                           ORDER BY w.self_hosted_usd_per_m_output_tokens, w.rate_set LIMIT 1) \
         ORDER BY 1",
        )
        .iter()
        .map(|r| {
            r.trim_start_matches("Text(\"")
                .trim_end_matches("\")")
                .to_string()
        })
        .collect();
    let mut got: Vec<String> = rows
        .iter()
        .map(|r| {
            format!(
                "{} {} {} {} {}",
                r["model_id"].as_str().unwrap(),
                r["rate_set"].as_str().unwrap(),
                r["run_id"],
                r["rate_id"],
                r["api_price_id"]
            )
        })
        .collect();
    got.sort();
    assert_eq!(got, view);
    for row in &rows {
        for column in ["clamped", "lower_run_id", "upper_run_id", "knot_count"] {
            assert!(row[column].is_null(), "{column}: {row}");
        }
        // The one note without a target: the model's MLPerf results left out.
        let note = row["note"].as_str().unwrap_or("");
        assert!(
            note.is_empty() || note.contains("MLPerf results of these models left out"),
            "{row}"
        );
    }
}

#[test]
fn the_sqlite3_shell_gives_the_same_rows() {
    let env = env();
    let sql = std::fs::read_to_string(repo("queries/api-vs-self-hosted.sql")).unwrap();
    for t in ["", "40", "60"] {
        let target = format!("tokens_per_sec_per_user={t}");
        let expected = json(&env.ok(&[
            "query",
            "api-vs-self-hosted",
            "-p",
            &target,
            "--format",
            "json",
        ]));
        assert!(!expected.as_array().unwrap().is_empty(), "{t}");
        // The other parameters left unset: their defaults are in the SQL. But as_of: gpudb
        // prices an empty one at the day the tests pin, the shell at date('now').
        let mut script = format!(".parameter init\n.parameter set :as_of \"'{TODAY}'\"\n");
        if !t.is_empty() {
            script.push_str(&format!(
                ".parameter set :tokens_per_sec_per_user \"'{t}'\"\n"
            ));
        }
        script.push_str(&sql);
        let got = shell_json(&env, &script);
        let diffs = differences(&format!("at {t:?}"), &expected, &got);
        assert_no_differences("the sqlite3 shell", &diffs);
    }
}

#[test]
fn a_non_positive_target_is_an_error_with_nothing_on_stdout() {
    let env = env();
    for (t, code) in [("0", 1), ("-5", 1), ("fast", 2)] {
        let out = env.run(&[
            "query",
            "api-vs-self-hosted",
            "-p",
            &format!("tokens_per_sec_per_user={t}"),
        ]);
        assert_eq!(out.status.code(), Some(code), "{t}: {}", stderr(&out));
        assert!(out.stdout.is_empty(), "{t}");
        assert!(stderr(&out).contains("tokens_per_sec_per_user"), "{t}");
    }
}

#[test]
fn a_target_no_series_reaches_says_so_after_no_rows() {
    let env = env();
    let (rows, err) = api_at(&env, "200");
    assert!(rows.is_empty(), "{rows:#?}");
    assert!(
        err.contains("series of") && err.contains("cannot reach 200 tokens/s per user"),
        "{err}"
    );
    let out = env.run(&[
        "query",
        "api-vs-self-hosted",
        "-p",
        "model=deepseek-r1",
        "-p",
        "tokens_per_sec_per_user=200",
    ]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("(0 rows)"));
    assert!(stderr(&out).contains("cannot reach 200"));
}
