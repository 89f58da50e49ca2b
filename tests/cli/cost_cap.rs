//! `gpudb query cost-cap` (issue 37 item 1): the fastest speed per user each series gives at or
//! under a $/M cap, on cost-at-interactivity's frontier and curve. A worked example computed by
//! hand (the README's), the spec's MI300X example read backwards, a cap below every series and
//! above every series, utilization, and every answer checked against the curve of the spec's
//! oracle (cost_at_interactivity.rs): its cost at the speed found is the cap.

use crate::common::{repo, stderr, Env};
use crate::cost_at_interactivity::{env_with, evaluate, frontier, Answer, Point};
use serde_json::{json, Value};

pub(crate) const FIXTURE: &str = "tests/fixtures/inferencex-frontier.json";

/// The fixture's DeepSeek-R1 1k/1k series, priced in rate set `cap`: $/GPU-hour chosen so that
/// $/M = usd × 1e6 / (3600 × y) is a round number over y (1.08 → 300 / y, 1.368 → 380 / y,
/// 0.36 → 100 / y); the MI300X is the spec's $0.95.
fn env() -> Env {
    let rates = [
        ("h200", "1.08"),
        ("h100", "1.08"),
        ("b200", "1.368"),
        ("mi355x", "0.36"),
        ("mi300x", "0.95"),
    ];
    env_with(&repo(FIXTURE), "cap", &rates)
}

/// `gpudb query NAME` on the fixture's DeepSeek-R1 1k/1k series with `params`, every row
/// (JSON), and its stderr.
pub(crate) fn answer(env: &Env, name: &str, params: &[&str]) -> (Vec<Value>, String) {
    let mut args = vec!["query", name, "-p", "model=deepseek-r1"];
    for p in ["workload=1k/1k", "limit=all"].iter().chain(params) {
        args.extend(["-p", p]);
    }
    args.extend(["--format", "json"]);
    let out = env.run(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    let rows = crate::common::json(&String::from_utf8(out.stdout.clone()).unwrap());
    (rows.as_array().unwrap().clone(), stderr(&out))
}

/// cost-cap at `cap` in rate set `cap`.
fn at(env: &Env, cap: &str, extra: &[&str]) -> (Vec<Value>, String) {
    let cap = format!("max_usd_per_m_output_tokens={cap}");
    let mut params = vec![cap.as_str(), "rate_set=cap"];
    params.extend(extra);
    answer(env, "cost-cap", &params)
}

/// The row of the series on `accelerator` with `framework`.
pub(crate) fn row<'a>(rows: &'a [Value], accelerator: &str, framework: &str) -> &'a Value {
    rows.iter()
        .find(|r| r["accelerator_id"] == accelerator && r["framework"] == framework)
        .unwrap_or_else(|| panic!("no {accelerator} {framework} row in {rows:#?}"))
}

pub(crate) fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

pub(crate) fn close(got: f64, want: f64, rel: f64, what: &str) {
    assert!(
        (got - want).abs() <= rel * want.abs(),
        "{what}: got {got}, want {want}"
    );
}

/// The run of the fixture's point (x, y) on `accelerator`.
fn run(env: &Env, accelerator: &str, x: f64, y: f64) -> i64 {
    env.conn()
        .query_row(
            "SELECT min(id) FROM runs WHERE accelerator_id = ?1
               AND interactivity_tokens_per_sec_per_user = ?2 AND tokens_per_sec_per_gpu = ?3",
            rusqlite::params![accelerator, x, y],
            |r| r.get(0),
        )
        .unwrap()
}

/// The knots of a series as the view frontier_knots stores them.
pub(crate) fn knots(env: &Env, series_id: &Value) -> Vec<Point> {
    let conn = env.conn();
    let mut stmt = conn
        .prepare(
            "SELECT run_id, tokens_per_sec_per_user, tokens_per_sec_per_gpu FROM frontier_knots
             WHERE series_id = ?1 ORDER BY knot_index",
        )
        .unwrap();
    let rows = stmt
        .query_map([series_id.as_i64().unwrap()], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })
        .unwrap();
    rows.map(Result::unwrap).collect()
}

#[test]
fn the_worked_example_gives_the_hand_computed_speeds() {
    let env = env();
    let (rows, err) = at(&env, "2", &[]);
    assert_eq!(rows.len(), 6, "{rows:#?}");
    let speed = |acc: &str, fw: &str| f(&row(&rows, acc, fw)["tokens_per_sec_per_user"]);

    // H200 vLLM at $1.08: $/M = 300 / y, so $2 needs y ≥ 150. Two knots (30, 200) and (60, 100):
    // a straight line, y = 200 - (100 / 30)(x - 30) = 150 at x = 30 + 50 × 0.3 = 45.
    let h200 = row(&rows, "H200-SXM", "vLLM");
    close(speed("H200-SXM", "vLLM"), 45.0, 1e-12, "H200 vLLM");
    close(f(&h200["tokens_per_sec_per_gpu"]), 150.0, 1e-12, "y");
    close(f(&h200["usd_per_m_output_tokens"]), 2.0, 1e-12, "$/M");
    assert!(f(&h200["usd_per_m_output_tokens"]) <= 2.0);
    assert_eq!(
        (&h200["on_knot"], &h200["clamped"], &h200["reachable"]),
        (&json!(0), &json!(0), &json!(1))
    );
    assert_eq!(h200["lower_run_id"], run(&env, "H200-SXM", 30.0, 200.0));
    assert_eq!(h200["upper_run_id"], run(&env, "H200-SXM", 60.0, 100.0));
    close(
        f(&h200["min_usd_per_m_output_tokens"]),
        1.5,
        1e-12,
        "300/200",
    );

    // B200 SGLang at $1.368: $/M = 380 / y, so $2 needs y ≥ 190: between the knots (30, 200) and
    // (40, 180), whose Steffen tangents are both -4 (secants -10, -2, -8: min(2, |p| / 2) with
    // p = -6 and -5). With h = 10 the Hermite cubic is y(u) = 200 - 40u + 60u² - 40u³, and
    // y(0.5) = 200 - 20 + 15 - 5 = 190: x = 30 + 0.5 × 10 = 35.
    let b200 = row(&rows, "B200", "SGLang");
    close(speed("B200", "SGLang"), 35.0, 1e-12, "B200");
    close(f(&b200["tokens_per_sec_per_gpu"]), 190.0, 1e-12, "y");
    assert_eq!(b200["on_knot"], 0);

    // H200 dynamo-sglang at $1.08: knots (25, 300), (45, 225), (65, 150) cost $1, $1.33, $2: the
    // cap is met on the fastest knot, which is the answer (on a knot, not clamped: the cap binds).
    let dis = row(&rows, "H200-SXM", "dynamo-sglang");
    close(f(&dis["tokens_per_sec_per_user"]), 65.0, 0.0, "on the knot");
    assert_eq!((&dis["on_knot"], &dis["clamped"]), (&json!(1), &json!(0)));
    close(f(&dis["usd_per_m_output_tokens"]), 2.0, 0.0, "300 / 150");
    let knot = run(&env, "H200-SXM", 65.0, 150.0);
    assert_eq!(
        (&dis["lower_run_id"], &dis["upper_run_id"]),
        (&json!(knot), &json!(knot))
    );

    // MI355X at $0.36: $/M = 100 / y, $1.11 at its fastest knot (70, 90): under the cap
    // everywhere measured, so the answer is that knot, clamped (faster was not measured).
    let mi355x = row(&rows, "MI355X", "SGLang");
    assert_eq!(
        (&mi355x["on_knot"], &mi355x["clamped"]),
        (&json!(1), &json!(1))
    );
    close(
        f(&mi355x["tokens_per_sec_per_user"]),
        70.0,
        0.0,
        "fastest knot",
    );
    close(
        f(&mi355x["usd_per_m_output_tokens"]),
        100.0 / 90.0,
        1e-12,
        "100/90",
    );

    // H100 SGLang at $1.08: its one knot (40, 100) costs 300 / 100 = $3: no speed, listed last,
    // its cheapest shown.
    let h100 = &rows[5];
    assert_eq!(
        (
            &h100["accelerator_id"],
            &h100["reachable"],
            &h100["tokens_per_sec_per_user"]
        ),
        (&json!("H100-SXM"), &json!(0), &Value::Null)
    );
    assert!(h100["usd_per_m_output_tokens"].is_null() && h100["lower_run_id"].is_null());
    close(
        f(&h100["min_usd_per_m_output_tokens"]),
        3.0,
        1e-12,
        "300/100",
    );
    assert_eq!(h100["upper_run_id"], run(&env, "H100-SXM", 40.0, 100.0));

    // Fastest first: 70 (MI355X), 65, 45, the MI300X's 36.50, 35, then H100.
    let order: Vec<&str> = rows
        .iter()
        .map(|r| r["accelerator_id"].as_str().unwrap())
        .collect();
    assert_eq!(
        order,
        ["MI355X", "H200-SXM", "H200-SXM", "MI300X", "B200", "H100-SXM"]
    );
    assert!(
        err.contains(
            "note: of 6 rows, 1 cost more than $2/M output tokens at every measured speed \
             (reachable 0, listed last), 1 cost under the cap even at their fastest measured \
             point, which they give (clamped 1: faster was not measured)"
        ),
        "{err}"
    );
}

#[test]
fn the_specs_mi300x_example_read_backwards() {
    // The spec: at 40 tokens/s per user the MI300X gives 117.966 tokens/s per GPU, $2.2370/M at
    // $0.95/GPU-hour. A cap of $2.2370 then gives 40 back (to the 5 digits of the spec's $).
    let env = env();
    let (rows, _) = at(&env, "2.2370", &[]);
    let r = row(&rows, "MI300X", "SGLang");
    close(
        f(&r["tokens_per_sec_per_user"]),
        40.0,
        1e-4,
        "speed at $2.2370",
    );
    close(f(&r["tokens_per_sec_per_gpu"]), 117.966, 1e-4, "y");
    assert_eq!((&r["on_knot"], &r["knot_count"]), (&json!(0), &json!(5)));
    // And cost-at-interactivity at the speed found prices it at the cap.
    let speed = format!("tokens_per_sec_per_user={}", r["tokens_per_sec_per_user"]);
    let back = crate::common::json_rows(
        &env,
        &[
            "query",
            "cost-at-interactivity",
            "-p",
            "model=deepseek-r1",
            "-p",
            &speed,
            "-p",
            "rate_set=cap",
            "-p",
            "workload=1k/1k",
        ],
    );
    close(
        f(&row(&back, "MI300X", "SGLang")["usd_per_m_output_tokens"]),
        2.2370,
        1e-12,
        "cost-at-interactivity at the speed found",
    );
}

#[test]
fn a_cap_below_every_series_says_so_row_by_row_and_above_every_series_clamps() {
    let env = env();
    // $0.30/M is below every series' cheapest point (the MI355X's $0.40 is the lowest).
    let (rows, err) = at(&env, "0.3", &[]);
    assert_eq!(rows.len(), 6);
    for r in &rows {
        assert_eq!(
            (&r["reachable"], &r["tokens_per_sec_per_user"]),
            (&json!(0), &Value::Null),
            "{r}"
        );
        assert!(f(&r["min_usd_per_m_output_tokens"]) > 0.3, "{r}");
    }
    // Listed by their cheapest: MI355X 100 / 250 = 0.40 first, H100 300 / 100 = 3 last.
    close(
        f(&rows[0]["min_usd_per_m_output_tokens"]),
        0.4,
        1e-12,
        "first",
    );
    close(
        f(&rows[5]["min_usd_per_m_output_tokens"]),
        3.0,
        1e-12,
        "last",
    );
    assert!(
        err.contains(
            "note: of 6 rows, 6 cost more than $0.3/M output tokens at every measured speed \
             (reachable 0, listed last)\n"
        ),
        "{err}"
    );
    // $100/M is above every series' dearest point: each gives its fastest knot, clamped.
    let (rows, err) = at(&env, "100", &[]);
    for r in &rows {
        assert_eq!(
            (&r["clamped"], &r["on_knot"]),
            (&json!(1), &json!(1)),
            "{r}"
        );
        let k = knots(&env, &r["series_id"]);
        assert_eq!(f(&r["tokens_per_sec_per_user"]), k.last().unwrap().1);
    }
    assert!(
        err.contains(
            "note: of 6 rows, 6 cost under the cap even at their fastest measured point, which \
             they give (clamped 1: faster was not measured)\n"
        ),
        "{err}"
    );
    // No cap (none) is the same: each series' fastest measured point.
    let (none, _) = at(&env, "none", &[]);
    assert_eq!(none.len(), 6);
    for (a, b) in rows.iter().zip(&none) {
        assert_eq!(
            (&a["series_id"], &a["tokens_per_sec_per_user"]),
            (&b["series_id"], &b["tokens_per_sec_per_user"])
        );
        assert_eq!(
            (&b["clamped"], &b["max_usd_per_m_output_tokens"]),
            (&json!(1), &Value::Null)
        );
    }
}

#[test]
fn utilization_divides_the_cost_so_half_of_it_halves_the_cap() {
    let env = env();
    let (full, _) = at(&env, "2", &[]);
    let (half, _) = at(&env, "4", &["utilization=0.5"]);
    for (a, b) in full.iter().zip(&half) {
        assert_eq!(a["series_id"], b["series_id"]);
        assert_eq!(a["tokens_per_sec_per_user"], b["tokens_per_sec_per_user"]);
    }
    assert!(
        half[0]["rate"].as_str().unwrap().ends_with(" at 50%"),
        "{}",
        half[0]
    );
}

#[test]
fn every_answer_is_where_the_specs_curve_costs_the_cap() {
    let env = env();
    for cap in ["0.45", "1.2", "1.45", "1.9", "2.5", "3.3", "5", "9"] {
        let c: f64 = cap.parse().unwrap();
        let (rows, _) = at(&env, cap, &[]);
        assert_eq!(rows.len(), 6, "{cap}");
        for r in &rows {
            let k = frontier(&knots(&env, &r["series_id"]));
            let usd = f(&r["usd_per_gpu_hour"]);
            let cost = |x: f64| match evaluate(&k, x) {
                Answer::At(y) | Answer::Clamped(y) => usd * 1e6 / (3600.0 * y),
                Answer::Unreachable => f64::INFINITY,
            };
            let what = format!("{} {} at ${cap}", r["accelerator_id"], r["framework"]);
            let cheapest = cost(k[0].1);
            close(f(&r["min_usd_per_m_output_tokens"]), cheapest, 1e-12, &what);
            if cheapest > c {
                assert_eq!(r["reachable"], 0, "{what}");
                continue;
            }
            let x = f(&r["tokens_per_sec_per_user"]);
            assert!(f(&r["usd_per_m_output_tokens"]) <= c, "{what}: {r}");
            close(f(&r["usd_per_m_output_tokens"]), cost(x), 1e-9, &what);
            let fastest = k.last().unwrap().1;
            if cost(fastest) <= c {
                assert_eq!((x, &r["on_knot"]), (fastest, &json!(1)), "{what}");
            } else {
                // Inside the range: the curve costs the cap there, and more just past it.
                close(cost(x), c, 1e-9, &what);
                assert!(cost(x + 1e-6 * (fastest - k[0].1)) > c, "{what}");
            }
        }
    }
}

#[test]
fn the_chart_draws_each_series_speed_under_the_cap_as_a_bar() {
    let env = env();
    let texts = crate::chart::chart(
        &env,
        "cost-cap",
        &[
            "-p",
            "model=deepseek-r1",
            "-p",
            "max_usd_per_m_output_tokens=2",
            "-p",
            "rate_set=cap",
            "-p",
            "workload=1k/1k",
        ],
    );
    assert!(
        texts.contains("Fastest speed per user under a cost cap")
            && texts.contains("tokens_per_sec_per_user (tokens/s per user)"),
        "{texts}"
    );
    // Each series named, with its speed on its bar; the H100, with no speed under the cap, has
    // its name and no bar. A long name wraps at a separator.
    for label in [
        "H200-SXM · vLLM · FP8 · 1k/1k · cap",
        "H200-SXM · dynamo-sglang · FP8 · disaggregated ·\n1k/1k · cap",
        "B200 · SGLang · FP8 · 1k/1k · cap",
        "H100-SXM · SGLang · FP8 · 1k/1k · cap",
    ] {
        let lines = format!("\n{texts}\n");
        assert!(lines.contains(&format!("\n{label}\n")), "{label}: {texts}");
    }
    for v in ["70.00", "65.00", "45.00", "36.50", "35.00"] {
        let on_bar = |t: &str| t == v || t.starts_with(&format!("{v} ["));
        assert!(texts.lines().any(on_bar), "no bar of {v}: {texts}");
    }
}
