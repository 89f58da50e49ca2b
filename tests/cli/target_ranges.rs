//! How sure a cost at a target speed per user is (issue 33): the range (`usd_per_m_low`,
//! `usd_per_m_high`) and `confidence` of `cost-at-interactivity` and `api-vs-self-hosted`, through
//! the binary. The expected figures are computed here from the knots and the rates (the oracle of
//! cost_at_interactivity.rs for the frontier), not read from the SQL: between two knots the low
//! end is the cheapest rate at the slower knot's tokens/s per GPU and the high end the median
//! rate at the faster knot's; on a knot both are there; below the slowest point the low end is
//! open. Data: the worked example's rows (InferenceX's DeepSeek-R1 1k/1k MI300X SGLang FP8,
//! tests/fixtures/inferencex-frontier.json) and that fixture's handmade B200 series.

use crate::common::{at_80_columns, json_rows, repo, stderr, Env};
use crate::cost_at_interactivity::{env_with_rates, evaluate, frontier, Answer, Point};
use serde_json::Value;

const FIXTURE: &str = "tests/fixtures/inferencex-frontier.json";

/// The MI300X rows' tokens/s per user and output tokens/s per GPU, as published.
const X: [f64; 5] = [
    24.57909111242765,
    35.703623281963154,
    47.64865672369462,
    58.72099381740057,
    68.61412878642983,
];
const Y: [f64; 5] = [
    188.44172990747268,
    135.2962758790864,
    90.47555520656117,
    54.83472818467447,
    31.64334900447029,
];

/// $/M output tokens at `usd` per GPU-hour and `tps` output tokens/s per GPU.
fn cost(usd: f64, tps: f64) -> f64 {
    usd * 1e6 / (3600.0 * tps)
}

/// The bundled data, the fixture, and each (rate set, accelerator, $/GPU-hour) as a rate.
fn env(rates: &[(&str, &str, &str)]) -> Env {
    env_with_rates(&repo(FIXTURE), rates)
}

/// cost-at-interactivity's rows at `t` in rate set `set` (1k/1k), with `extra` parameters.
fn at(env: &Env, set: &str, t: &str, extra: &[&str]) -> Vec<Value> {
    let (t, set) = (
        format!("tokens_per_sec_per_user={t}"),
        format!("rate_set={set}"),
    );
    let mut args = vec![
        "query",
        "cost-at-interactivity",
        "-p",
        "model=deepseek-r1",
        "-p",
        &t,
        "-p",
        &set,
        "-p",
        "workload=1k/1k",
    ];
    for e in extra {
        args.extend(["-p", e]);
    }
    json_rows(env, &args)
}

/// The one row on `accelerator` (SGLang) in `rows`.
fn on<'a>(rows: &'a [Value], accelerator: &str) -> &'a Value {
    rows.iter()
        .find(|r| r["accelerator_id"] == accelerator && r["framework"] == "SGLang")
        .unwrap_or_else(|| panic!("no {accelerator} SGLang row in {rows:#?}"))
}

fn num(v: &Value, column: &str) -> f64 {
    v[column]
        .as_f64()
        .unwrap_or_else(|| panic!("{column} is not a number: {v:#?}"))
}

fn close(got: f64, want: f64, what: &str) {
    assert!(
        (got - want).abs() <= 1e-12 * want.abs(),
        "{what}: got {got}, want {want}"
    );
}

/// The figure to 4 significant figures, as the issue states it.
fn four(v: f64) -> String {
    format!("{v:.4}")
}

#[test]
fn between_two_knots_the_range_is_their_costs() {
    let env = env(&[("worked", "mi300x", "0.95")]);
    let r = on(&at(&env, "worked", "40", &[]), "MI300X").clone();
    // The worked example, to 4 significant figures.
    assert_eq!(
        [
            num(&r, "usd_per_m_output_tokens"),
            num(&r, "usd_per_m_low"),
            num(&r, "usd_per_m_high"),
            num(&r, "lower_tokens_per_sec_per_user"),
            num(&r, "upper_tokens_per_sec_per_user"),
        ]
        .map(four),
        ["2.2370", "1.9505", "2.9167", "35.7036", "47.6487"]
    );
    // Exactly the knots' costs: the cheapest (the only) rate at the slower knot's throughput, the
    // median (the same) at the faster knot's.
    close(num(&r, "usd_per_m_low"), cost(0.95, Y[1]), "low");
    close(num(&r, "usd_per_m_high"), cost(0.95, Y[2]), "high");
    assert_eq!(r["lower_tokens_per_sec_per_user"], X[1]);
    assert_eq!(r["upper_tokens_per_sec_per_user"], X[2]);
    assert_eq!(r["confidence"], "interpolated");
    assert_eq!(
        (&r["offer_count"], &r["median_usd_per_gpu_hour"]),
        (&1.into(), &0.95.into())
    );
    // The bracketing runs are the knots the ends are at.
    for (id, x) in [("lower_run_id", X[1]), ("upper_run_id", X[2])] {
        let speed: f64 = env
            .conn()
            .query_row(
                "SELECT interactivity_tokens_per_sec_per_user FROM runs WHERE id = ?1",
                [r[id].as_i64().unwrap()],
                |row| row.get(0),
            )
            .unwrap();
        assert_eq!(speed, x, "{id}");
    }

    // Every target across the series: the ends are the bracketing knots' costs, the point (the
    // oracle's curve) between them.
    let points: Vec<Point> = (0..5).map(|i| (i as i64, X[i], Y[i])).collect();
    let knots = frontier(&points);
    for t in [25.0, 30.0, 36.0, 47.0, 50.0, 58.0, 60.0, 68.0] {
        let r = on(&at(&env, "worked", &t.to_string(), &[]), "MI300X").clone();
        let i = (0..4).find(|&i| X[i] < t && t < X[i + 1]).unwrap();
        let Answer::At(y) = evaluate(&knots, t) else {
            panic!("{t} is inside the series")
        };
        let what = format!("at {t}");
        close(num(&r, "usd_per_m_output_tokens"), cost(0.95, y), &what);
        close(num(&r, "usd_per_m_low"), cost(0.95, Y[i]), &what);
        close(num(&r, "usd_per_m_high"), cost(0.95, Y[i + 1]), &what);
        assert!(cost(0.95, Y[i]) < cost(0.95, y) && cost(0.95, y) < cost(0.95, Y[i + 1]));
        assert_eq!(
            (
                &r["lower_tokens_per_sec_per_user"],
                &r["upper_tokens_per_sec_per_user"]
            ),
            (&X[i].into(), &X[i + 1].into()),
            "{what}"
        );
        assert_eq!(r["confidence"], "interpolated", "{what}");
    }
}

#[test]
fn on_a_knot_both_ends_are_that_knot() {
    let env = env(&[("worked", "mi300x", "0.95"), ("worked", "mi300x", "1.25")]);
    for (i, x) in X.iter().enumerate() {
        let r = on(&at(&env, "worked", &x.to_string(), &[]), "MI300X").clone();
        let what = format!("on the knot at {x}");
        assert_eq!(r["confidence"], "measured", "{what}");
        close(num(&r, "usd_per_m_output_tokens"), cost(0.95, Y[i]), &what);
        close(num(&r, "usd_per_m_low"), cost(0.95, Y[i]), &what);
        // Two offers: the median is their mean, at the same knot.
        close(num(&r, "usd_per_m_high"), cost(1.1, Y[i]), &what);
        assert_eq!(r["lower_tokens_per_sec_per_user"], *x, "{what}");
        assert_eq!(r["upper_tokens_per_sec_per_user"], *x, "{what}");
        assert_eq!(r["lower_run_id"], r["upper_run_id"], "{what}");
    }
}

#[test]
fn below_the_slowest_point_the_range_is_open_below() {
    let env = env(&[("worked", "mi300x", "0.95")]);
    let out = env.run(&[
        "query",
        "cost-at-interactivity",
        "-p",
        "model=deepseek-r1",
        "-p",
        "tokens_per_sec_per_user=20",
        "-p",
        "rate_set=worked",
        "--format",
        "json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let rows = crate::common::json(&String::from_utf8(out.stdout.clone()).unwrap());
    let r = on(rows.as_array().unwrap(), "MI300X");
    assert_eq!(r["confidence"], "clamped");
    assert_eq!(r["clamped"], 1);
    // Slower than 24.58 tokens/s per user was not measured: no low end, nor a lower knot.
    assert!(r["usd_per_m_low"].is_null(), "{r:#?}");
    assert!(r["lower_tokens_per_sec_per_user"].is_null(), "{r:#?}");
    close(num(r, "usd_per_m_output_tokens"), cost(0.95, Y[0]), "point");
    close(num(r, "usd_per_m_high"), cost(0.95, Y[0]), "high");
    assert_eq!(r["upper_tokens_per_sec_per_user"], X[0]);
    assert!(
        stderr(&out).contains("range open below (usd_per_m_low empty"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn many_offers_price_the_high_end_at_the_median_of_the_rate_set() {
    // Four offers in `four` (median: the mean of 1.10 and 1.50), a dearer set apart, and the
    // handmade B200 series with three offers (median: the middle one).
    let env = env(&[
        ("four", "mi300x", "2.00"),
        ("four", "mi300x", "0.95"),
        ("four", "mi300x", "1.50"),
        ("four", "mi300x", "1.10"),
        ("dear", "mi300x", "9.00"),
        ("four", "b200", "3.00"),
        ("four", "b200", "2.00"),
        ("four", "b200", "2.20"),
    ]);
    let rows = at(&env, "four", "40", &[]);
    let r = on(&rows, "MI300X");
    assert_eq!(r["offer_count"], 4);
    close(num(r, "median_usd_per_gpu_hour"), 1.3, "median");
    assert_eq!(r["usd_per_gpu_hour"], 0.95);
    close(num(r, "usd_per_m_low"), cost(0.95, Y[1]), "low");
    close(
        num(r, "usd_per_m_high"),
        cost(1.3, Y[2]),
        "high at the median",
    );
    // docs/ranges.md's figure for these four offers; the point is the worked example's.
    assert_eq!(four(num(r, "usd_per_m_high")), "3.9913");
    assert_eq!(four(num(r, "usd_per_m_output_tokens")), "2.2370");

    // The B200 series of the fixture: its frontier is (20, 300), (30, 200), (40, 180), (50, 100);
    // 35 lies between 30 and 40, and 40 is a knot.
    let b200 = |t: &str| on(&at(&env, "four", t, &[]), "B200").clone();
    let r = b200("35");
    assert_eq!(
        (&r["offer_count"], &r["confidence"]),
        (&3.into(), &"interpolated".into())
    );
    close(num(&r, "usd_per_m_low"), cost(2.0, 200.0), "B200 low");
    close(num(&r, "usd_per_m_high"), cost(2.2, 180.0), "B200 high");
    let r = b200("40");
    assert_eq!(r["confidence"], "measured");
    close(
        num(&r, "usd_per_m_low"),
        cost(2.0, 180.0),
        "B200 low on a knot",
    );
    close(
        num(&r, "usd_per_m_high"),
        cost(2.2, 180.0),
        "B200 high on a knot",
    );

    // Every rate set: each row's range is its own set's (the dear set's one offer is its median).
    let all = at(&env, "", "40", &[]);
    let dear = all
        .iter()
        .find(|r| r["rate_set"] == "dear")
        .expect("a row in the dear set");
    assert_eq!(dear["offer_count"], 1);
    close(num(dear, "usd_per_m_high"), cost(9.0, Y[2]), "dear high");

    // utilization divides the point and both ends.
    let half = at(&env, "four", "40", &["utilization=0.5"]);
    let h = on(&half, "MI300X");
    close(
        num(h, "usd_per_m_low"),
        2.0 * cost(0.95, Y[1]),
        "low at 50%",
    );
    close(
        num(h, "usd_per_m_high"),
        2.0 * cost(1.3, Y[2]),
        "high at 50%",
    );
}

#[test]
fn the_80_column_tables_show_the_range_and_the_confidence() {
    let env = env(&[("worked", "mi300x", "0.95")]);
    let table = |q: &str, t: &str| {
        at_80_columns(
            &env,
            &[
                "query",
                q,
                "-p",
                "model=deepseek-r1",
                "-p",
                &format!("tokens_per_sec_per_user={t}"),
                "-p",
                "rate_set=worked",
            ],
        )
    };
    // cost-at-interactivity says the confidence short, in its caveats cell (@sure), beside the
    // rate it prices on; api-vs-self-hosted says its one self-hosted answer once above the table
    // (every API offer is set against it), the word short in its caveats cell too.
    for (t, cell, short) in [
        ("40", "2.24 (1.95-2.92)", "interp"),
        // On a knot at one offer there is nothing to range over: the cost alone.
        ("35.703623281963154", "1.95", "knot"),
        ("20", "1.40 (?-1.40)", "clamp"),
    ] {
        let shown = table("cost-at-interactivity", t);
        let row = shown.lines().nth(2).unwrap_or_default();
        assert!(
            row.contains(&format!(" {cell}  ")) && row.contains(short),
            "cost-at-interactivity at {t}: the first row shows no `{cell}` and `{short}`:\n{shown}"
        );
        assert!(row.contains(" $0.95/h"), "the rate priced on:\n{shown}");
        // The legend says what the short word and the range are: at a target, the measured
        // points either side (none where there is nothing to range over).
        let legend = |code: &str| shown.lines().find(|l| l.trim_start().starts_with(code));
        assert!(
            legend(short).is_some_and(|l| l.contains("at a target speed")),
            "no legend line for `{short}`:\n{shown}"
        );
        let ranged = legend("a-b ");
        assert_eq!(ranged.is_some(), cell.contains('('), "{shown}");
        assert!(
            ranged.map_or(true, |l| l
                .contains("measured points either side of the target")),
            "{shown}"
        );
        // api-vs-self-hosted sets one self-hosted answer against every API offer: its cost and
        // word on each row, or said once above the table where the rows are too wide for them.
        let shown = table("api-vs-self-hosted", t);
        let (above, rows) = shown.split_once("\n---").unwrap_or_default();
        let first = rows.lines().nth(1).unwrap_or_default();
        let above = above.replace('\n', " ");
        assert!(
            (above.starts_with("every row: ")
                && above.contains(&format!("self $/M: {cell} · "))
                && above.contains(&format!("caveats: {short}")))
                || (first.contains(&format!("  {cell}  "))
                    && first.contains(&format!("  {short}  "))),
            "api-vs-self-hosted at {t}: no `{cell}` and `{short}`:\n{shown}"
        );
    }
}

#[test]
fn api_vs_self_hosted_ranges_as_cost_at_interactivity_does() {
    let env = env(&[
        ("four", "mi300x", "2.00"),
        ("four", "mi300x", "0.95"),
        ("four", "mi300x", "1.50"),
        ("four", "mi300x", "1.10"),
    ]);
    let api = |extra: &[&str]| {
        let mut args = vec![
            "query",
            "api-vs-self-hosted",
            "-p",
            "model=deepseek-r1",
            "-p",
            "rate_set=four",
        ];
        for e in extra {
            args.extend(["-p", e]);
        }
        json_rows(&env, &args)
    };
    // At a target: the cheapest series' range, as cost-at-interactivity gives it.
    let cai = at(&env, "four", "40", &[]);
    let mine = on(&cai, "MI300X");
    let rows = api(&["tokens_per_sec_per_user=40"]);
    assert!(!rows.is_empty());
    for r in &rows {
        for c in [
            "self_hosted_usd_per_m_output_tokens",
            "usd_per_m_low",
            "usd_per_m_high",
            "confidence",
            "offer_count",
            "median_usd_per_gpu_hour",
            "lower_tokens_per_sec_per_user",
            "upper_tokens_per_sec_per_user",
        ] {
            let theirs = if c.starts_with("self") {
                "usd_per_m_output_tokens"
            } else {
                c
            };
            assert_eq!(r[c], mine[theirs], "{c}");
        }
    }
    // Without a target: the run's cost from its cheapest rate to the median (a $/M scales with
    // the rate), and one publisher (the capture's): no throughput spread, `single`; no knots.
    let rows = api(&[]);
    assert!(!rows.is_empty());
    for r in &rows {
        let c = num(r, "self_hosted_usd_per_m_output_tokens");
        assert_eq!(r["usd_per_gpu_hour"], 0.95);
        assert_eq!(
            (&r["offer_count"], &r["confidence"]),
            (&4.into(), &"single".into())
        );
        close(num(r, "usd_per_m_low"), c, "low");
        close(num(r, "usd_per_m_high"), c * 1.3 / 0.95, "high");
        assert!(r["lower_tokens_per_sec_per_user"].is_null());
    }
}
