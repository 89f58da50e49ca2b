//! The cheapest-* queries read only the fastest runs of each accelerator and model (issue 11),
//! or group them to one row per choice (issue 23, the default per=choice).
//! Their answers must be the ones the plain form gives, which prices every run at every rate and
//! sorts it all (and, per=choice, groups it with window functions): that form is kept in
//! tests/fixtures/reference-queries as the oracle (its ranking and run counts: the other columns
//! are fetched by the ranked keys), each mode of `per` checked against it, and both
//! run here on the bundled data, MLPerf v4.1 (open division, previews), InferenceX and a
//! generated survey with repeated figures (ties), over many parameter sets.

use crate::common::{repo, Env};
use std::process::Command;

const MLPERF: &str = "tests/data/mlperf-inference-v4.1-summary_results.json";
const INFERENCEX: &str = "tests/data/inferencex-dsr1-rows.json";

/// A database with every kind of source, 3,000 generated survey runs and 100 generated rates.
fn big_env() -> Env {
    let env = Env::new();
    env.init();
    env.ok(&["import", repo(MLPERF).to_str().unwrap()]);
    env.ok(&["import", repo(INFERENCEX).to_str().unwrap()]);
    let survey = env.path("survey.json");
    let rates = env.path("rates.csv");
    for (script, n, out) in [
        ("bench/make_survey.py", "3000", &survey),
        ("bench/make_rates.py", "100", &rates),
    ] {
        let status = Command::new("python3")
            .arg(repo(script))
            .args([n, out.to_str().unwrap()])
            .stdout(std::process::Stdio::null())
            .status()
            .expect("python3 runs");
        assert!(status.success(), "{script}");
    }
    env.ok(&["import", survey.to_str().unwrap()]);
    env.ok(&["rates", "import", rates.to_str().unwrap()]);
    env
}

/// The ranking columns the reference gives, by name; every other column the saved queries fetch
/// by these keys.
const RANKING: [&str; 7] = [
    "rank",
    "usd_per_m_output_tokens",
    "model_id",
    "run_id",
    "rate_id",
    "api_price_id",
    "run_count",
];

/// The rows' ranking columns, and each row's rows_without_limit where the result has it.
fn ranking(text: &str) -> Vec<(Vec<String>, Option<String>)> {
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let names = reader.headers().unwrap().clone();
    let at = |n: &str| names.iter().position(|h| h == n);
    let keys: Vec<usize> = RANKING.iter().map(|n| at(n).expect(n)).collect();
    let total = at("rows_without_limit");
    reader
        .records()
        .map(|r| {
            let r = r.unwrap();
            let row = keys.iter().map(|&i| r[i].to_string()).collect();
            (row, total.map(|i| r[i].to_string()))
        })
        .collect()
}

/// The 70B query is the general one with these parameters.
const CLASS_70B: [&str; 3] = ["min_params_b=65", "max_params_b=75", "architecture=dense"];

/// Checks a saved query against the reference with the same parameters and no limit.
fn check(env: &Env, name: &str, params: &[&str]) {
    let with = |args: &mut Vec<String>, ps: &[&str]| {
        for p in ps {
            args.extend(["-p".to_string(), p.to_string()]);
        }
    };
    let mut args: Vec<String> = ["query", name, "-f", "csv"].map(String::from).to_vec();
    with(&mut args, params);
    let args_ref: Vec<&str> = args.iter().map(String::as_str).collect();
    let ours = ranking(&env.ok(&args_ref));
    let dir = repo("tests/fixtures/reference-queries");
    let mut args = vec!["query".to_string(), "cheapest-reference".to_string()];
    args.extend(["-f", "csv", "--queries", dir.to_str().unwrap()].map(String::from));
    with(&mut args, params);
    if name == "cheapest-70b" {
        with(&mut args, &CLASS_70B);
    }
    with(&mut args, &["limit=all"]);
    let args_ref: Vec<&str> = args.iter().map(String::as_str).collect();
    let all = ranking(&env.ok(&args_ref));

    let limit = params
        .iter()
        .rev()
        .find_map(|p| p.strip_prefix("limit="))
        .unwrap_or("50");
    let expected = match limit.parse::<usize>() {
        Ok(n) => &all[..n.min(all.len())],
        Err(_) => &all[..],
    };
    let what = format!("{name} {params:?}");
    assert_eq!(ours.len(), expected.len(), "{what}: rows");
    for (i, ((row, total), (want, _))) in ours.iter().zip(expected).enumerate() {
        assert_eq!(row, want, "{what}: row {}", i + 1);
        assert_eq!(
            total.as_deref(),
            Some(&*all.len().to_string()),
            "{what}: rows_without_limit"
        );
    }
}

/// api_vs_self_hosted as V6 made it (every run at every rate, ranked), kept as a reference.
fn api_vs_self_hosted_v6() -> String {
    std::fs::read_to_string(repo(
        "tests/fixtures/reference-queries/api-vs-self-hosted-v6.sql",
    ))
    .unwrap()
}

/// The view V7 made gives the rows V6's gave, in every column.
fn check_api_vs_self_hosted(env: &Env) {
    let order = "ORDER BY model_id, rate_set, api_price_id";
    let now = env.ok(&[
        "sql",
        &format!("SELECT * FROM api_vs_self_hosted {order}"),
        "-f",
        "csv",
    ]);
    let before = env.ok(&[
        "sql",
        &format!("SELECT * FROM ({}) {order}", api_vs_self_hosted_v6()),
        "-f",
        "csv",
    ]);
    assert!(now.lines().count() > 2, "{now}");
    assert_eq!(now, before);
}

/// `gpudb show rate ID --limit N` reads only the fastest runs: its rows are the first N of all.
fn check_show_rate(env: &Env) {
    let conn = env.conn();
    let mut stmt = conn
        .prepare("SELECT id FROM gpu_rates ORDER BY id")
        .unwrap();
    let rates: Vec<String> = stmt
        .query_map([], |r| r.get::<_, i64>(0))
        .unwrap()
        .map(|id| id.unwrap().to_string())
        .collect();
    for id in [&rates[0], &rates[rates.len() / 2], &rates[rates.len() - 1]] {
        let story = |limit: &str| {
            crate::common::json(&env.ok(&["show", "rate", id, "--limit", limit, "-f", "json"]))
        };
        let all = story("0");
        let priced = all["runs_priced"].as_u64().unwrap();
        assert_eq!(all["runs"].as_array().unwrap().len() as u64, priced);
        for limit in [1, 5] {
            let some = story(&limit.to_string());
            assert_eq!(some["runs_priced"], priced, "rate {id}");
            assert_eq!(
                some["runs_not_shown"],
                priced.saturating_sub(limit),
                "rate {id}"
            );
            let want: Vec<_> = all["runs"]
                .as_array()
                .unwrap()
                .iter()
                .take(limit as usize)
                .collect();
            let got: Vec<_> = some["runs"].as_array().unwrap().iter().collect();
            assert_eq!(got, want, "rate {id} --limit {limit}");
        }
    }
}

#[test]
fn the_fastest_runs_give_the_same_answer_as_pricing_every_run() {
    let env = big_env();
    let sets: &[&[&str]] = &[
        &[],
        &["limit=all"],
        &["limit=1"],
        &["limit=7", "all_rates=1"],
        &["per=run"],
        &["per=run", "limit=all"],
        &["per=offer", "limit=40"],
        &["per=run", "workload=1k/1k"],
        &["per=offer", "scenario=offline", "limit=20"],
        &["model=llama-3.3-70b", "limit=all"],
        &["min_params_b=65", "max_params_b=75", "architecture=dense"],
        &["architecture=moe", "limit=20"],
        &["workload=1k/1k"],
        &["scenario=offline", "limit=20"],
        &["precision=FP8", "limit=30"],
        &["rate_set=sample-list-prices"],
        &["pricing=spot", "limit=10"],
        &["accelerator=H100"],
        &["utilization=0.6", "input_output_ratio=1"],
        &["include_open_division=1", "limit=all"],
        &["mlperf=1", "limit=all"],
        &["include_api=0", "limit=5"],
        &["min_tokens_per_sec_per_user=20"],
        &["source=bench-survey", "limit=100"],
        &["limit=0"],
    ];
    for params in sets {
        check(&env, "cheapest", params);
    }
    for params in [
        &[][..],
        &["limit=all"],
        &["limit=3", "all_rates=1"],
        &["scenario=offline", "limit=5"],
        &["per=run"],
        &["per=offer", "limit=all"],
    ] {
        check(&env, "cheapest-70b", params);
    }
    check_api_vs_self_hosted(&env);
    check_show_rate(&env);
}

#[test]
fn the_bundled_answer_is_the_same_as_pricing_every_run() {
    let env = Env::new();
    env.init();
    for params in [
        &[][..],
        &["limit=all"],
        &["limit=2"],
        &["all_rates=1"],
        &["per=run", "limit=all"],
        &["per=offer"],
        &["source=throughput-survey", "limit=all"],
        &["mlperf=1", "limit=all"],
        &["mlperf=1", "per=run"],
        &["workload=mlperf", "include_open_division=1"],
    ] {
        check(&env, "cheapest", params);
        check(&env, "cheapest-70b", params);
    }
    check_api_vs_self_hosted(&env);
    check_show_rate(&env);
}
