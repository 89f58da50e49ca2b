//! `gpudb show run ID` for a run with a speed per user: its series and frontier (series key,
//! knot count), and whether it is a knot (its index) or dominated (by which knot), the same in
//! text and JSON and the same as the view frontier_knots.

use crate::common::{json, json_rows, repo, Env};
use serde_json::Value;

const FIXTURE: &str = "tests/fixtures/inferencex-frontier.json";

fn env() -> Env {
    let env = Env::new();
    env.ok(&["import", repo(FIXTURE).to_str().unwrap()]);
    env
}

/// (id, x, y, series key as text) of every run with both numbers.
fn points(env: &Env) -> Vec<(i64, f64, f64, String)> {
    let conn = env.conn();
    let mut stmt = conn
        .prepare(
            "SELECT id, interactivity_tokens_per_sec_per_user, tokens_per_sec_per_gpu, \
             model_id || '|' || quote(input_tokens) || '|' || quote(output_tokens) || '|' || \
             accelerator_id || '|' || quote(framework) || '|' || quote(precision) || '|' || \
             quote(speculative_decoding) || '|' || quote(disaggregated) FROM runs \
             WHERE tokens_per_sec_per_gpu > 0 AND interactivity_tokens_per_sec_per_user > 0",
        )
        .unwrap();
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

#[test]
fn each_run_with_a_speed_per_user_says_its_place_on_its_frontier() {
    let env = env();
    let all = points(&env);
    assert!(all.len() > 15, "{all:?}");
    let (mut knots, mut dominated) = (0, 0);
    for (id, x, y, key) in &all {
        let story = json(&env.ok(&["show", "run", &id.to_string(), "--format", "json"]));
        let f = &story["frontier"];
        let text = env.ok(&["show", "run", &id.to_string()]);
        let view = json_rows(
            &env,
            &[
                "sql",
                &format!(
                    "SELECT knot_index, knot_count, series_id, model_id FROM frontier_knots \
                     WHERE run_id = {id}"
                ),
            ],
        );
        let series = all.iter().filter(|p| &p.3 == key).count() as i64;
        assert_eq!(f["point_count"], series, "run {id}");
        assert!(text.contains(&format!(
            "points    {series}, of which {} knots",
            f["knot_count"]
        )));
        assert!(
            text.contains(&format!(
                "series    {} (series_id {})",
                f["series_key"].as_str().unwrap(),
                f["series_id"]
            )),
            "{text}"
        );
        if let Some(k) = view.first() {
            knots += 1;
            assert_eq!(f["knot_index"], k["knot_index"], "run {id}");
            assert_eq!(f["knot_count"], k["knot_count"], "run {id}");
            assert_eq!(f["series_id"], k["series_id"], "run {id}");
            assert!(f["dominated_by_run_id"].is_null(), "run {id}: {f}");
            assert!(
                text.contains(&format!(
                    ": knot {} of {}: no run of its series",
                    k["knot_index"].as_i64().unwrap() + 1,
                    k["knot_count"]
                )),
                "run {id}: {text}"
            );
        } else {
            dominated += 1;
            assert!(f["knot_index"].is_null(), "run {id}: {f}");
            let by = f["dominated_by_run_id"].as_i64().unwrap();
            let (_, bx, by_y, bkey) = all.iter().find(|p| p.0 == by).unwrap();
            assert_eq!(bkey, key, "run {id} dominated by {by} of another series");
            assert!(
                bx >= x && by_y >= y,
                "run {id} ({x}, {y}) by {by} ({bx}, {by_y})"
            );
            assert!(
                bx > x || by_y > y || by < *id,
                "run {id}: {by} is neither better nor the same point with a lower id"
            );
            let dominator = json_rows(
                &env,
                &[
                    "sql",
                    &format!("SELECT knot_index FROM frontier_knots WHERE run_id = {by}"),
                ],
            );
            assert_eq!(f["dominated_by_knot_index"], dominator[0]["knot_index"]);
            assert!(
                text.contains(&format!(
                    ": dominated by run {by} (knot {} of {}: ",
                    f["dominated_by_knot_index"].as_i64().unwrap() + 1,
                    f["knot_count"]
                )),
                "run {id}: {text}"
            );
            if bx == x && by_y == y {
                assert!(text.contains("the same point, and the frontier keeps the lower id"));
            }
        }
    }
    // The fixture has both: knots, points under another (B200 SGLang), an equal point.
    assert!(
        knots > 10 && dominated >= 3,
        "{knots} knots, {dominated} dominated"
    );
}

#[test]
fn the_bracketing_runs_of_an_answer_are_knots_of_its_series() {
    let env = env();
    env.ok(&[
        "rates",
        "add",
        "-a",
        "mi300x",
        "--usd-per-gpu-hour",
        "0.95",
        "--rate-set",
        "example",
    ]);
    let rows = json_rows(
        &env,
        &[
            "query",
            "cost-at-interactivity",
            "-p",
            "model=deepseek-r1",
            "-p",
            "tokens_per_sec_per_user=40",
            "-p",
            "rate_set=example",
        ],
    );
    let row = &rows[0];
    for (column, index) in [("lower_run_id", 1), ("upper_run_id", 2)] {
        let id = row[column].to_string();
        let f = json(&env.ok(&["show", "run", &id, "--format", "json"]))["frontier"].clone();
        assert_eq!(f["series_id"], row["series_id"], "{column}");
        assert_eq!(f["knot_count"], row["knot_count"]);
        assert_eq!(f["knot_index"], Value::from(index), "{column}");
        let text = env.ok(&["show", "run", &id]);
        assert!(
            text.contains("MI300X | SGLang | FP8")
                && text.contains(&format!(": knot {} of 5: ", index + 1)),
            "{text}"
        );
    }
}

#[test]
fn a_run_without_a_speed_per_user_has_no_frontier() {
    let env = env();
    let id =
        env.count("SELECT min(id) FROM runs WHERE interactivity_tokens_per_sec_per_user IS NULL");
    let story = json(&env.ok(&["show", "run", &id.to_string(), "--format", "json"]));
    assert!(story["frontier"].is_null(), "{}", story["frontier"]);
    assert!(!env
        .ok(&["show", "run", &id.to_string()])
        .contains("Its frontier"));
}
