//! `gpudb query cost-at-interactivity` and the view `frontier_knots`: the spec's worked example
//! (InferenceX's DeepSeek-R1 1k/1k MI300X SGLang FP8 rows), handmade series with known answers
//! (1 and 2 knots, equal x, dominated points, disaggregated, a target on a knot, a TTFT limit),
//! random point sets against an oracle written here from the spec, bad input, and the same rows
//! from the `sqlite3` shell on the same .sql.

use crate::clients::{assert_no_differences, differences, shell_json};
use crate::common::{json, json_rows, repo, stderr, Env, TODAY};
use proptest::prelude::*;
use serde_json::{json, Value};

const FIXTURE: &str = "tests/fixtures/inferencex-frontier.json";
const QUERY: &str = "cost-at-interactivity";

// ---------------------------------------------------------------------------------------------
// The oracle: the spec's §2–§4, written from the spec, not from the SQL.

/// A measured point: run id, x (tokens/s per user), y (tokens/s per GPU).
pub(crate) type Point = (i64, f64, f64);

/// §2: sort by x ascending (equal x: y descending, then the lower id first), then the stack.
pub(crate) fn frontier(points: &[Point]) -> Vec<Point> {
    let mut sorted = points.to_vec();
    sorted.sort_by(|a, b| {
        a.1.total_cmp(&b.1)
            .then(b.2.total_cmp(&a.2))
            .then(a.0.cmp(&b.0))
    });
    let mut stack: Vec<Point> = Vec::new();
    for p in sorted {
        if let Some(top) = stack.last() {
            if top.1 == p.1 {
                if p.2 > top.2 {
                    stack.pop();
                    stack.push(p);
                }
                continue;
            }
        }
        while stack.last().is_some_and(|top| p.2 >= top.2) {
            stack.pop();
        }
        stack.push(p);
    }
    stack
}

/// §3: the tangent at each knot (None for a single knot).
pub(crate) fn tangents(k: &[Point]) -> Vec<Option<f64>> {
    let n = k.len();
    if n == 1 {
        return vec![None];
    }
    let h: Vec<f64> = (0..n - 1).map(|i| k[i + 1].1 - k[i].1).collect();
    let s: Vec<f64> = (0..n - 1).map(|i| (k[i + 1].2 - k[i].2) / h[i]).collect();
    if n == 2 {
        return vec![Some(s[0]), Some(s[0])];
    }
    let sgn = |v: f64| if v >= 0.0 { 1.0 } else { -1.0 };
    let mut m = vec![0.0; n];
    for i in 1..n - 1 {
        let p = (s[i - 1] * h[i] + s[i] * h[i - 1]) / (h[i - 1] + h[i]);
        m[i] = (sgn(s[i - 1]) + sgn(s[i])) * s[i - 1].abs().min(s[i].abs()).min(p.abs() / 2.0);
    }
    m[0] = (3.0 * s[0] - m[1]) / 2.0;
    m[n - 1] = (3.0 * s[n - 2] - m[n - 2]) / 2.0;
    m.into_iter().map(Some).collect()
}

/// What the spec answers at target `t`.
#[derive(Debug, PartialEq)]
pub(crate) enum Answer {
    Clamped(f64),
    At(f64),
    Unreachable,
}

/// §4 on the knots `k`.
pub(crate) fn evaluate(k: &[Point], t: f64) -> Answer {
    let n = k.len();
    if t < k[0].1 {
        return Answer::Clamped(k[0].2);
    }
    if t > k[n - 1].1 {
        return Answer::Unreachable;
    }
    let m = tangents(k);
    let i = (0..n).rev().find(|&i| k[i].1 <= t).expect("t >= x0");
    if k[i].1 == t {
        return Answer::At(k[i].2);
    }
    let h = k[i + 1].1 - k[i].1;
    let u = (t - k[i].1) / h;
    let (u2, u3) = (u * u, u * u * u);
    let (m0, m1) = (m[i].unwrap(), m[i + 1].unwrap());
    Answer::At(
        (2.0 * u3 - 3.0 * u2 + 1.0) * k[i].2
            + (u3 - 2.0 * u2 + u) * h * m0
            + (-2.0 * u3 + 3.0 * u2) * k[i + 1].2
            + (u3 - u2) * h * m1,
    )
}

// ---------------------------------------------------------------------------------------------
// Helpers.

/// A database with the bundled data and `file` imported, and a rate of `usd` per GPU-hour in
/// rate set `set` for each accelerator named.
pub(crate) fn env_with(file: &std::path::Path, set: &str, rates: &[(&str, &str)]) -> Env {
    let sets: Vec<_> = rates.iter().map(|(acc, usd)| (set, *acc, *usd)).collect();
    env_with_rates(file, &sets)
}

/// A database with the bundled data and `file` imported, and each (rate set, accelerator,
/// $/GPU-hour) added as a rate.
pub(crate) fn env_with_rates(file: &std::path::Path, rates: &[(&str, &str, &str)]) -> Env {
    let env = Env::new();
    env.ok(&["import", file.to_str().unwrap()]);
    for (set, acc, usd) in rates {
        env.ok(&[
            "rates",
            "add",
            "-a",
            acc,
            "--usd-per-gpu-hour",
            usd,
            "--rate-set",
            set,
        ]);
    }
    env
}

const ALL_ONE: &[(&str, &str)] = &[
    ("mi300x", "1"),
    ("h100", "1"),
    ("h200", "1"),
    ("b200", "1"),
    ("mi355x", "1"),
];

/// The query's rows at target `t` with extra `-p` parameters, in rate set `set`, on 1k/1k.
fn at(env: &Env, set: &str, t: &str, extra: &[&str]) -> Vec<Value> {
    let target = format!("tokens_per_sec_per_user={t}");
    let rate_set = format!("rate_set={set}");
    let mut args = vec![
        "query",
        QUERY,
        "-p",
        "model=deepseek-r1",
        "-p",
        &target,
        "-p",
        &rate_set,
        "-p",
        "workload=1k/1k",
        "-p",
        "limit=all",
    ];
    for e in extra {
        args.extend(["-p", e]);
    }
    json_rows(env, &args)
}

/// The row of the series on `accelerator` with `framework`.
fn row<'a>(rows: &'a [Value], accelerator: &str, framework: &str) -> &'a Value {
    rows.iter()
        .find(|r| r["accelerator_id"] == accelerator && r["framework"] == framework)
        .unwrap_or_else(|| panic!("no {accelerator} {framework} row in {rows:#?}"))
}

fn close(got: f64, want: f64, rel: f64, what: &str) {
    assert!(
        (got - want).abs() <= rel * want.abs().max(1e-12),
        "{what}: got {got}, want {want} (relative {rel})"
    );
}

/// The points of each 1k/1k deepseek-r1 series as stored, by (accelerator, framework), with a
/// TTFT limit (ms) applied first when given.
fn stored_points(env: &Env, max_ttft_ms: Option<f64>) -> Vec<((String, String), Vec<Point>)> {
    let conn = env.conn();
    let mut stmt = conn
        .prepare(
            "SELECT accelerator_id, framework, id, interactivity_tokens_per_sec_per_user,
                    tokens_per_sec_per_gpu, median_ttft_ms
             FROM runs WHERE model_id = 'deepseek-r1' AND input_tokens = 1024
               AND output_tokens = 1024 AND interactivity_tokens_per_sec_per_user > 0
               AND tokens_per_sec_per_gpu > 0 ORDER BY id",
        )
        .unwrap();
    let mut out: Vec<((String, String), Vec<Point>)> = Vec::new();
    let rows = stmt
        .query_map([], |r| {
            Ok((
                (r.get::<_, String>(0)?, r.get::<_, String>(1)?),
                (r.get(2)?, r.get(3)?, r.get(4)?),
                r.get::<_, Option<f64>>(5)?,
            ))
        })
        .unwrap();
    for r in rows {
        let (key, p, ttft) = r.unwrap();
        if max_ttft_ms.is_some_and(|m| !ttft.is_some_and(|t| t <= m)) {
            continue;
        }
        match out.iter_mut().find(|(k, _)| *k == key) {
            Some((_, v)) => v.push(p),
            None => out.push((key, vec![p])),
        }
    }
    out
}

/// Each row of the query at `t` is the oracle's answer for its series.
fn rows_match_the_oracle(env: &Env, set: &str, t: f64, max_ttft_ms: Option<f64>) {
    let extra = max_ttft_ms.map(|m| format!("max_ttft_ms={m}"));
    let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
    let rows = at(env, set, &t.to_string(), &extra);
    let series = stored_points(env, max_ttft_ms);
    let reachable = series
        .iter()
        .filter(|(_, points)| !matches!(evaluate(&frontier(points), t), Answer::Unreachable))
        .count();
    assert_eq!(
        rows.len(),
        reachable,
        "one row per series that reaches {t}: {rows:#?}"
    );
    for ((acc, fw), points) in &series {
        let k = frontier(points);
        let found = rows
            .iter()
            .find(|r| r["accelerator_id"] == acc.as_str() && r["framework"] == fw.as_str());
        if matches!(evaluate(&k, t), Answer::Unreachable) {
            // Left out, and counted in the note (a_series_that_cannot_reach… in silent.rs).
            assert!(found.is_none(), "{acc} {fw} cannot reach {t}: {found:?}");
            continue;
        }
        let r = found.unwrap_or_else(|| panic!("no {acc} {fw} row at {t} in {rows:#?}"));
        assert_eq!(r["knot_count"], k.len(), "{acc} {fw}");
        let what = format!("{acc} {fw} at {t}");
        match evaluate(&k, t) {
            Answer::Clamped(y) => {
                assert_eq!(
                    (&r["clamped"], &r["reachable"]),
                    (&json!(1), &json!(1)),
                    "{what}"
                );
                close(
                    r["tokens_per_sec_per_gpu"].as_f64().unwrap(),
                    y,
                    1e-12,
                    &what,
                );
                assert_eq!(r["upper_run_id"], k[0].0, "{what}");
            }
            Answer::At(y) => {
                assert_eq!(
                    (&r["clamped"], &r["reachable"]),
                    (&json!(0), &json!(1)),
                    "{what}"
                );
                close(
                    r["tokens_per_sec_per_gpu"].as_f64().unwrap(),
                    y,
                    1e-9,
                    &what,
                );
                let usd = r["usd_per_gpu_hour"].as_f64().unwrap();
                close(
                    r["usd_per_m_output_tokens"].as_f64().unwrap(),
                    usd * 1e6 / (3600.0 * y),
                    1e-9,
                    &what,
                );
            }
            Answer::Unreachable => unreachable!("{what}: left out above"),
        }
    }
}

/// The view frontier_targets gives each series exactly one place for a target speed per user,
/// by the rule its comment states and cost-at-interactivity uses: on every knot, between every
/// two, below the slowest and above the fastest, under every limit and workload split.
#[test]
fn a_target_falls_in_one_place_of_each_series() {
    let env = env_with(&repo(FIXTURE), "worked", &[("mi300x", "0.95")]);
    let conn = env.conn();
    let counts: Vec<(i64, i64, String)> = conn
        .prepare(
            "WITH t(t) AS (SELECT tokens_per_sec_per_user FROM frontier_splines
                       UNION SELECT (tokens_per_sec_per_user + next_tokens_per_sec_per_user) / 2
                             FROM frontier_splines WHERE next_tokens_per_sec_per_user IS NOT NULL
                       UNION VALUES (0.001), (1e9)),
              s AS (SELECT DISTINCT series_id, by_workload, workload, max_ttft_ms_from
                    FROM frontier_splines)
         SELECT n, count(*), group_concat(DISTINCT kind) FROM (
             SELECT count(f.series_id) AS n, coalesce(max(f.confidence), 'none') AS kind
             FROM s CROSS JOIN t
             LEFT JOIN frontier_targets AS f
               ON f.series_id = s.series_id AND f.by_workload = s.by_workload
              AND f.workload IS s.workload AND f.max_ttft_ms_from IS s.max_ttft_ms_from
              AND CASE WHEN f.confidence = 'measured' THEN f.from_tokens_per_sec_per_user = t.t
                       ELSE coalesce(f.from_tokens_per_sec_per_user < t.t, 1)
                            AND coalesce(t.t < f.to_tokens_per_sec_per_user, 1) END
             GROUP BY s.series_id, s.by_workload, s.workload, s.max_ttft_ms_from, t.t)
         GROUP BY n",
        )
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    // One group: every (series, target) found one place, and there were many, of every kind.
    assert_eq!(counts.len(), 1, "{counts:?}");
    let (n, pairs, kinds) = &counts[0];
    assert!(*n == 1 && *pairs > 100, "{counts:?}");
    for kind in ["clamped", "measured", "interpolated", "none"] {
        assert!(kinds.contains(kind), "no target {kind}: {counts:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// The worked example.

#[test]
fn the_worked_example_gives_the_specs_figures() {
    let env = env_with(&repo(FIXTURE), "worked", &[("mi300x", "0.95")]);
    let mi300x = |t: &str| row(&at(&env, "worked", t, &[]), "MI300X", "SGLang").clone();
    let run_at = |x: f64| -> i64 {
        env.conn()
            .query_row(
                "SELECT id FROM runs WHERE accelerator_id = 'MI300X'
                   AND abs(interactivity_tokens_per_sec_per_user - ?1) < 1e-3",
                [x],
                |r| r.get(0),
            )
            .unwrap()
    };
    let r = mi300x("40");
    close(
        r["tokens_per_sec_per_gpu"].as_f64().unwrap(),
        117.966,
        1e-4,
        "y(40)",
    );
    close(
        r["usd_per_m_output_tokens"].as_f64().unwrap(),
        2.2370,
        1e-4,
        "$/M at 40",
    );
    assert_eq!(
        (&r["clamped"], &r["reachable"], &r["knot_count"]),
        (&json!(0), &json!(1), &json!(5))
    );
    assert_eq!(r["lower_run_id"], run_at(35.7036));
    assert_eq!(r["upper_run_id"], run_at(47.6487));
    assert_eq!(
        r["comparable_key"],
        "deepseek-r1 | 1k/1k | at 40 tok/s/user | output"
    );

    // The cost per input + output token: the same GPU time over total tokens, the ratio of
    // total to output tokens linear between the bracketing knots' (as published).
    let total_of = |id: &Value| -> f64 {
        env.conn()
            .query_row(
                "SELECT total_tokens_per_sec_per_gpu / tokens_per_sec_per_gpu FROM runs WHERE id = ?1",
                [id.as_i64().unwrap()],
                |r| r.get(0),
            )
            .unwrap()
    };
    let (x0, x1) = (35.703623281963154, 47.64865672369462);
    let u = (40.0 - x0) / (x1 - x0);
    let ratio = (1.0 - u) * total_of(&r["lower_run_id"]) + u * total_of(&r["upper_run_id"]);
    close(
        r["usd_per_m_total_tokens"].as_f64().unwrap(),
        r["usd_per_m_output_tokens"].as_f64().unwrap() / ratio,
        1e-12,
        "$/M total at 40",
    );
    close(
        r["total_tokens_per_sec_per_gpu"].as_f64().unwrap(),
        117.966 * ratio,
        1e-4,
        "total at 40",
    );

    let r = mi300x("20");
    // Clamped: the slowest knot's published tput_per_gpu, 376.9684 input + output tokens/s.
    close(
        r["total_tokens_per_sec_per_gpu"].as_f64().unwrap(),
        376.9684239060555,
        1e-12,
        "total at 20",
    );
    close(
        r["usd_per_m_total_tokens"].as_f64().unwrap(),
        0.95e6 / (3600.0 * 376.9684239060555),
        1e-12,
        "$/M total at 20",
    );
    close(
        r["tokens_per_sec_per_gpu"].as_f64().unwrap(),
        188.4417,
        1e-4,
        "y(20)",
    );
    close(
        r["usd_per_m_output_tokens"].as_f64().unwrap(),
        1.4004,
        1e-4,
        "$/M at 20",
    );
    assert_eq!((&r["clamped"], &r["reachable"]), (&json!(1), &json!(1)));
    assert!(r["lower_run_id"].is_null());
    assert_eq!(r["upper_run_id"], run_at(24.5791));

    // At 70 no row has a figure, and stderr says so rather than leaving a silent table.
    let out = env.run(&[
        "query",
        QUERY,
        "-p",
        "model=deepseek-r1",
        "-p",
        "tokens_per_sec_per_user=70",
        "-p",
        "rate_set=worked",
        "--format",
        "json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let rows = json(&String::from_utf8(out.stdout.clone()).unwrap());
    // No series reaches 70: no row, and the note names the fastest point (the MI300X's).
    assert!(rows.as_array().unwrap().is_empty(), "{rows:#?}");
    assert!(run_at(68.6141) > 0);
    assert!(
        stderr(&out).contains(
            "no series reaches 70 tokens/s per user; the fastest measured point is 68.6141"
        ),
        "{}",
        stderr(&out)
    );

    // The knots in the view are the five rows, with the tangents the oracle gives.
    let knots = json_rows(
        &env,
        &[
            "sql",
            "SELECT run_id, tokens_per_sec_per_user AS x, tokens_per_sec_per_gpu AS y, \
                  tangent FROM frontier_knots WHERE accelerator_id = 'MI300X' ORDER BY knot_index",
        ],
    );
    let points: Vec<Point> = knots
        .iter()
        .map(|k| {
            (
                k["run_id"].as_i64().unwrap(),
                k["x"].as_f64().unwrap(),
                k["y"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(frontier(&points), points);
    for (k, m) in knots.iter().zip(tangents(&points)) {
        close(k["tangent"].as_f64().unwrap(), m.unwrap(), 1e-12, "tangent");
    }
}

// ---------------------------------------------------------------------------------------------
// Handmade series with known answers.

#[test]
fn handmade_series_give_their_known_answers() {
    let env = env_with(&repo(FIXTURE), "one", ALL_ONE);
    let y =
        |rows: &[Value], acc: &str, fw: &str| row(rows, acc, fw)["tokens_per_sec_per_gpu"].as_f64();
    let run = |acc: &str, fw: &str, x: f64, yv: f64| -> i64 {
        env.conn()
            .query_row(
                "SELECT min(id) FROM runs WHERE accelerator_id = ?1 AND framework = ?2
                   AND interactivity_tokens_per_sec_per_user = ?3 AND tokens_per_sec_per_gpu = ?4",
                rusqlite::params![acc, fw, x, yv],
                |r| r.get(0),
            )
            .unwrap()
    };
    let r40 = at(&env, "one", "40", &[]);
    // One knot: at its x, its y (both bracketing runs are it); below it clamped; above none.
    let h100 = row(&r40, "H100-SXM", "SGLang");
    assert_eq!(
        (h100["tokens_per_sec_per_gpu"].as_f64(), &h100["knot_count"]),
        (Some(100.0), &json!(1))
    );
    let knot = run("H100-SXM", "SGLang", 40.0, 100.0);
    assert_eq!(
        (&h100["lower_run_id"], &h100["upper_run_id"]),
        (&json!(knot), &json!(knot))
    );
    assert_eq!(
        row(&at(&env, "one", "30", &[]), "H100-SXM", "SGLang")["clamped"],
        1
    );
    assert!(!at(&env, "one", "45", &[])
        .iter()
        .any(|r| r["accelerator_id"] == "H100-SXM" && r["framework"] == "SGLang"));
    // Two knots: the straight line, (30, 200) to (60, 100), at 45 is 150.
    let r45 = at(&env, "one", "45", &[]);
    close(
        y(&r45, "H200-SXM", "vLLM").unwrap(),
        150.0,
        1e-12,
        "2 knots at 45",
    );
    // Equal x, an equal twin and a dominated point: 4 knots; on the knot (40, 180), 180.
    let b200 = row(&r40, "B200", "SGLang");
    assert_eq!(
        (b200["tokens_per_sec_per_gpu"].as_f64(), &b200["knot_count"]),
        (Some(180.0), &json!(4))
    );
    let knot = run("B200", "SGLang", 40.0, 180.0);
    assert_eq!(
        (&b200["lower_run_id"], &b200["upper_run_id"]),
        (&json!(knot), &json!(knot))
    );
    let knots: String = env
        .conn()
        .query_row(
            "SELECT group_concat(tokens_per_sec_per_user || ':' || tokens_per_sec_per_gpu, ' ')
             FROM (SELECT * FROM frontier_knots WHERE accelerator_id = 'B200'
                   AND framework = 'SGLang' ORDER BY knot_index)",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(knots, "20.0:300.0 30.0:200.0 40.0:180.0 50.0:100.0");
    // Of the two equal (30, 200) points, the lower id is the knot.
    assert_eq!(
        env.count("SELECT run_id FROM frontier_knots WHERE accelerator_id = 'B200' AND tokens_per_sec_per_user = 30"),
        run("B200", "SGLang", 30.0, 200.0)
    );
    // Disaggregated: the figure per GPU rented (0.75 of the decode GPUs' 300) at its knot.
    let dis = row(&r45, "H200-SXM", "dynamo-sglang");
    assert_eq!(
        (
            dis["tokens_per_sec_per_gpu"].as_f64(),
            &dis["disaggregated"],
            &dis["knot_count"]
        ),
        (Some(225.0), &json!(1), &json!(3))
    );
    assert!(dis["caveats"].as_str().unwrap().contains("drv"), "{dis}");
    // Its tput_per_gpu, (input + output) over all 8 GPUs: 250 + 0.75 × 300 = 475 tokens/s.
    close(
        dis["usd_per_m_total_tokens"].as_f64().unwrap(),
        1e6 / (3600.0 * 475.0),
        1e-12,
        "disaggregated $/M total",
    );
    // A series that publishes no total has no cost per total token.
    assert!(row(&r45, "H200-SXM", "vLLM")["usd_per_m_total_tokens"].is_null());
    // A TTFT limit that removes the fastest point (70 tok/s/user, 2.5 s to first token): at 60
    // the series is reachable without it, not with it; at 40 the 2 knots left are a line.
    let mi355 =
        |t: &str, extra: &[&str]| row(&at(&env, "one", t, extra), "MI355X", "SGLang").clone();
    assert_eq!(mi355("60", &[])["reachable"], 1);
    assert!(!at(&env, "one", "60", &["max_ttft_ms=1000"])
        .iter()
        .any(|r| r["accelerator_id"] == "MI355X"));
    close(
        mi355("40", &["max_ttft_ms=1000"])["tokens_per_sec_per_gpu"]
            .as_f64()
            .unwrap(),
        250.0 - 70.0 * 10.0 / 15.0,
        1e-12,
        "TTFT-limited line at 40",
    );
    // Every series at many targets, with and without the limit: the oracle's answer.
    for t in [
        15.0, 20.0, 24.5, 30.0, 33.3, 40.0, 47.6, 50.0, 58.0, 65.0, 68.6, 70.0, 80.0,
    ] {
        rows_match_the_oracle(&env, "one", t, None);
    }
    for t in [25.0, 44.9, 60.0] {
        rows_match_the_oracle(&env, "one", t, Some(1000.0));
    }
    // Ranked by cost, unreachable rows last.
    let costs: Vec<Option<f64>> = at(&env, "one", "47.6", &[])
        .iter()
        .map(|r| r["usd_per_m_output_tokens"].as_f64())
        .collect();
    let mut sorted = costs.clone();
    sorted.sort_by(|a, b| match (a, b) {
        (Some(a), Some(b)) => a.total_cmp(b),
        (a, b) => b.is_some().cmp(&a.is_some()),
    });
    assert_eq!(costs, sorted);
}

// ---------------------------------------------------------------------------------------------
// Bad input.

#[test]
fn bad_input_is_an_error_with_nothing_on_stdout() {
    let env = env_with(&repo(FIXTURE), "one", ALL_ONE);
    let cases: &[(&[&str], i32, &str)] = &[
        (
            &["model=deepseek-r1"],
            2,
            "needs parameter 'tokens_per_sec_per_user'",
        ),
        (
            &["model=deepseek-r1", "tokens_per_sec_per_user="],
            2,
            "needs parameter 'tokens_per_sec_per_user'",
        ),
        (
            &["model=deepseek-r1", "tokens_per_sec_per_user=0"],
            1,
            "must be more than 0",
        ),
        (
            &["model=deepseek-r1", "tokens_per_sec_per_user=-5"],
            1,
            "must be more than 0",
        ),
        (
            &["model=deepseek-r1", "tokens_per_sec_per_user=fast"],
            2,
            "takes a number",
        ),
        (
            &["tokens_per_sec_per_user=40"],
            2,
            "needs parameter 'model'",
        ),
        (
            &["model=deepsek-r1", "tokens_per_sec_per_user=40"],
            1,
            "did you mean 'deepseek-r1'",
        ),
        (
            &[
                "model=deepseek-r1",
                "tokens_per_sec_per_user=40",
                "workload=1k/1kk",
            ],
            1,
            "did you mean '1k/1k'",
        ),
        (
            &[
                "model=deepseek-r1",
                "tokens_per_sec_per_user=40",
                "max_ttft_ms=0",
            ],
            1,
            "'max_ttft_ms' must be more than 0",
        ),
    ];
    for (params, code, says) in cases {
        let mut args = vec!["query", QUERY];
        for p in *params {
            args.extend(["-p", p]);
        }
        let out = env.run(&args);
        assert_eq!(
            out.status.code(),
            Some(*code),
            "{params:?}: {}",
            stderr(&out)
        );
        assert!(
            out.stdout.is_empty(),
            "{params:?}: stdout {:?}",
            String::from_utf8_lossy(&out.stdout)
        );
        assert!(stderr(&out).contains(says), "{params:?}: {}", stderr(&out));
    }
}

// ---------------------------------------------------------------------------------------------
// The sqlite3 shell on the same .sql.

#[test]
fn the_sqlite3_shell_gives_the_same_rows() {
    let env = env_with(&repo(FIXTURE), "one", ALL_ONE);
    let sql = std::fs::read_to_string(repo("queries/cost-at-interactivity.sql")).unwrap();
    for (t, ttft) in [("40", ""), ("20", ""), ("70", ""), ("60", "1000")] {
        let mut args = vec![
            "query",
            QUERY,
            "-p",
            "model=deepseek-r1",
            "-p",
            "rate_set=one",
            "--format",
            "json",
        ];
        let target = format!("tokens_per_sec_per_user={t}");
        args.extend(["-p", &target]);
        let limit = format!("max_ttft_ms={ttft}");
        if !ttft.is_empty() {
            args.extend(["-p", &limit]);
        }
        let expected = json(&env.ok(&args));
        assert!(!expected.as_array().unwrap().is_empty(), "{t}");
        // Optional parameters left unset: the defaults are in the SQL. But as_of: gpudb prices
        // an empty one at the day the tests pin, the shell at date('now').
        let mut script = format!(
            ".parameter init\n.parameter set :model \"'deepseek-r1'\"\n\
             .parameter set :tokens_per_sec_per_user \"'{t}'\"\n.parameter set :rate_set \"'one'\"\n\
             .parameter set :as_of \"'{TODAY}'\"\n"
        );
        if !ttft.is_empty() {
            script.push_str(&format!(".parameter set :max_ttft_ms \"'{ttft}'\"\n"));
        }
        script.push_str(&sql);
        let got = shell_json(&env, &script);
        let diffs = differences(&format!("at {t}, TTFT {ttft:?}"), &expected, &got);
        assert_no_differences("the sqlite3 shell", &diffs);
    }
}

// ---------------------------------------------------------------------------------------------
// Properties, on random point sets imported through the binary.

/// InferenceX rows (made up) of one h100 series with the points (x, y).
fn rows_of(points: &[(u32, u32)]) -> String {
    let rows: Vec<Value> = points
        .iter()
        .enumerate()
        .map(|(i, (x, y))| {
            json!({
                "_comment": "MADE UP by a property test",
                "hardware": "h100", "framework": "sglang", "model": "dsr1", "precision": "fp8",
                "spec_method": "none", "disagg": false, "num_decode_gpu": 8, "decode_tp": 8,
                "isl": 1024, "osl": 1024, "conc": i + 1,
                "metrics": {"output_tput_per_gpu": *y as f64, "median_intvty": *x as f64},
                "date": "2026-01-01", "run_url": "https://example.invalid/made-up/prop"
            })
        })
        .collect();
    serde_json::to_string(&rows).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    #[test]
    fn random_frontiers_follow_the_spec(
        // A coarse grid, so equal x, equal y and twins are common.
        grid in proptest::collection::vec((1u32..10, 1u32..10), 1..9)
    ) {
        let points: Vec<(u32, u32)> = grid.iter().map(|(x, y)| (10 + 6 * x, 40 * y)).collect();
        let env = Env::new();
        let file = env.path("points.json");
        std::fs::write(&file, rows_of(&points)).unwrap();
        env.ok(&["import", file.to_str().unwrap()]);
        env.ok(&["rates", "add", "-a", "h100", "--usd-per-gpu-hour", "2", "--rate-set", "p"]);
        let stored = stored_points(&env, None);
        prop_assert_eq!(stored.len(), 1);
        let all = &stored[0].1;
        let want = frontier(all);
        // The view keeps the oracle's knots, and none of them is dominated.
        let knots: Vec<Point> = json_rows(&env, &["sql",
            "SELECT run_id, tokens_per_sec_per_user AS x, tokens_per_sec_per_gpu AS y \
             FROM frontier_knots WHERE accelerator_id = 'H100-SXM' ORDER BY knot_index"])
            .iter()
            .map(|k| (k["run_id"].as_i64().unwrap(), k["x"].as_f64().unwrap(), k["y"].as_f64().unwrap()))
            .collect();
        prop_assert_eq!(&knots, &want);
        for k in &knots {
            prop_assert!(!all.iter().any(|p| p.0 != k.0
                && ((p.1 > k.1 && p.2 >= k.2) || (p.1 == k.1 && (p.2 > k.2 || (p.2 == k.2 && p.0 < k.0))))),
                "{:?} is dominated in {:?}", k, all);
        }
        let y_at = |t: f64| -> Option<f64> {
            at(&env, "p", &t.to_string(), &[]).first().and_then(|r| r["tokens_per_sec_per_gpu"].as_f64())
        };
        // At each knot, the knot; between two knots, between their y; the oracle throughout.
        for (i, k) in knots.iter().enumerate() {
            prop_assert_eq!(y_at(k.1), Some(k.2));
            if let Some(next) = knots.get(i + 1) {
                let t = k.1 + (next.1 - k.1) * 0.375;
                let y = y_at(t).expect("inside the frontier");
                prop_assert!(next.2 <= y && y <= k.2, "{} not between {:?} and {:?}", y, k, next);
                match evaluate(&knots, t) {
                    Answer::At(w) => prop_assert!((y - w).abs() <= 1e-9 * w, "{} vs {}", y, w),
                    a => prop_assert!(false, "oracle: {:?}", a),
                }
            }
        }
        prop_assert_eq!(y_at(knots[0].1 - 0.5), Some(knots[0].2));
        prop_assert_eq!(y_at(knots[knots.len() - 1].1 + 0.5), None);
    }
}

/// A model or workload with no point at all: no rows, and a note that says why (the query's
/// one row with only the note, said on stderr and not printed).
#[test]
fn no_points_at_all_is_no_rows_with_a_note() {
    let env = env_with(&repo(FIXTURE), "one", ALL_ONE);
    for (params, said) in [
        (
            vec!["model=llama-3.1-405b"],
            "note: no run of llama-3.1-405b gives both a speed per user and tokens/s per GPU",
        ),
        (
            vec!["model=deepseek-r1", "workload=128/128"],
            "note: no run of deepseek-r1 on 128/128 gives both",
        ),
    ] {
        let mut args = vec!["query", QUERY, "-p", "tokens_per_sec_per_user=40"];
        for p in &params {
            args.extend(["-p", p]);
        }
        let out = env.run(&args);
        assert!(out.status.success(), "{}", stderr(&out));
        assert!(
            String::from_utf8_lossy(&out.stdout).contains("(0 rows)"),
            "{params:?}"
        );
        assert!(stderr(&out).contains(said), "{params:?}: {}", stderr(&out));
        assert_eq!(json_rows(&env, &args), Vec::<Value>::new(), "{params:?}");
    }
    // Points, but no rate for their accelerators in the rate set asked for.
    env.ok(&[
        "rates",
        "add",
        "-a",
        "a100",
        "--usd-per-gpu-hour",
        "1",
        "--rate-set",
        "a100-only",
    ]);
    let out = env.run(&[
        "query",
        QUERY,
        "-p",
        "model=deepseek-r1",
        "-p",
        "tokens_per_sec_per_user=40",
        "-p",
        "rate_set=a100-only",
    ]);
    assert!(
        stderr(&out).contains("note: no rate asked for prices"),
        "{}",
        stderr(&out)
    );
}
