//! The answer says how sure it is (issue 10): comparison keys, caveat codes from the data and
//! from the curated errata, filters that refuse typos, utilization, and API prices with the
//! input tokens a workload reads.

use crate::common::{json, json_rows as rows, repo, Env};
use serde_json::Value;

const MLPERF: &str = "tests/data/mlperf-inference-v4.1-summary_results.json";

fn with_mlperf() -> Env {
    let env = Env::hand_collected();
    env.init();
    env.ok(&["import", repo(MLPERF).to_str().unwrap()]);
    env
}

fn codes(row: &Value) -> Vec<String> {
    row["caveats"]
        .as_str()
        .map(|c| c.split(',').map(str::to_string).collect())
        .unwrap_or_default()
}

#[test]
fn the_top_rows_say_what_they_are_and_why_to_be_careful() {
    let env = with_mlperf();
    // Each run once (per=run): the survey's copy of MLPerf 4.1-0074 beside MLPerf's own row.
    let r = rows(
        &env,
        &["query", "cheapest-70b", "-p", "mlperf=1", "-p", "per=run"],
    );
    // Rank 1: MLPerf 4.1-0074, a preview B200, offline, at a spot price.
    let top = &r[0];
    assert_eq!(top["figure_source"], "MLPerf 4.1-0074");
    assert_eq!(top["hardware"], "B200 ×1");
    assert_eq!(top["measurement_kind"], "offline");
    assert_eq!(top["workload"], "mlperf offline");
    assert_eq!(top["rate"], "CoreWeave spot $4.26/h");
    assert_eq!(top["rate_set"], "sample-list-prices");
    let c = codes(top);
    for code in ["pre", "mlp", "spot"] {
        assert!(c.contains(&code.to_string()), "{code} in {c:?}");
    }
    // Rank 2: the survey's copy of the same result. The curated erratum marks it preview too,
    // and the survey's own note marks the model as adjacent; its figure is unchanged.
    let survey = &r[1];
    assert_eq!(survey["figure_source"], "survey");
    assert_eq!(survey["tokens_per_sec_per_gpu"], 11264.0);
    let c = codes(survey);
    for code in ["pre", "mdl", "mlp", "fp4", "spot"] {
        assert!(c.contains(&code.to_string()), "{code} in {c:?}");
    }
    // Both are the same comparison: same model, workload and kind of measurement.
    assert_eq!(top["comparable_key"], survey["comparable_key"]);
    // One row per choice (the default): the figure once, as MLPerf's, naming both sources.
    let choices = rows(&env, &["query", "cheapest-70b", "-p", "mlperf=1"]);
    assert_eq!(choices[0]["run_id"], top["run_id"]);
    assert_eq!(choices[0]["figure_source"], "MLPerf 4.1-0074; survey");
    assert!(choices.iter().all(|x| x["run_id"] != survey["run_id"]));
    // Every cost row says where to look next.
    for x in &r {
        let self_hosted = x["served_as"] == "self-hosted";
        assert_eq!(x["run_id"].is_number(), self_hosted, "{x}");
        assert_eq!(x["rate_id"].is_number(), self_hosted, "{x}");
        assert_eq!(x["api_price_id"].is_number(), !self_hosted, "{x}");
    }
}

#[test]
fn every_code_is_documented_errata_match_runs_and_no_code_repeats() {
    let env = with_mlperf();
    // Errata name records that exist.
    assert_eq!(
        env.count(
            "SELECT count(*) FROM errata AS e WHERE NOT EXISTS (SELECT 1 FROM runs AS r
             JOIN datasets AS d ON d.id = r.dataset_id
             WHERE d.name = e.dataset_name AND r.record_key = e.record_key)"
        ),
        0
    );
    assert!(env.count("SELECT count(*) FROM errata") >= 5);
    let texts = |sql: &str| -> Vec<String> {
        json(&env.ok(&["sql", sql, "--format", "json"]))
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x["v"].as_str().unwrap().to_string())
            .collect()
    };
    let caveats = texts("SELECT DISTINCT caveats AS v FROM run_costs WHERE caveats IS NOT NULL");
    assert!(caveats.len() > 5, "{caveats:?}");
    let known = texts("SELECT code AS v FROM caveat_codes");
    for list in caveats {
        let c: Vec<&str> = list.split(',').collect();
        for code in &c {
            assert!(known.contains(&code.to_string()), "{code} undocumented");
            assert_eq!(c.iter().filter(|x| *x == code).count(), 1, "{list}");
        }
    }
    // The errata from the issue, verified: the 1000 W H200, the preview B200, and InferenceX's
    // input + output figures.
    let erratum = |key: &str| {
        texts(&format!(
            "SELECT caveats || ' ' || tokens_counted AS v FROM run_comparison AS c
             JOIN runs AS r ON r.id = c.run_id WHERE r.record_key = '{key}'"
        ))
    };
    assert!(erratum("84fe9eaf7aee3760")[0].contains("hw"));
    assert!(erratum("d33ba746943fbe52")[0].contains("pre"));
    assert!(erratum("511f470f38f4d3e8")[0].ends_with("i+o input+output"));
    assert!(erratum("c28521a4597dc43e")[0].ends_with("i+o input+output"));
    // A PCIe card priced as SXM is marked from the data itself.
    assert!(erratum("b1351df5fb5ee45f")[0].contains("hw"));
}

#[test]
fn filters_narrow_the_answer() {
    let env = with_mlperf();
    // Each run once (per=run): a filter leaves fewer runs.
    let all = rows(
        &env,
        &["query", "cheapest", "-p", "limit=all", "-p", "per=run"],
    );
    let check = |param: &str, ok: &dyn Fn(&Value) -> bool| {
        let r = rows(
            &env,
            &[
                "query",
                "cheapest",
                "-p",
                param,
                "-p",
                "limit=all",
                "-p",
                "per=run",
            ],
        );
        assert!(!r.is_empty(), "{param}");
        assert!(r.len() < all.len(), "{param}");
        for x in &r {
            assert!(ok(x), "{param}: {x}");
        }
    };
    check("workload=8K/1K", &|x| x["workload_key"] == "8k/1k");
    check("scenario=offline", &|x| x["measurement_kind"] == "offline");
    check("precision=fp8", &|x| x["precision"] == "FP8");
    check("accelerator=h200", &|x| x["accelerator_id"] == "H200-SXM");
    check("source=throughput-survey", &|x| {
        x["dataset_name"] == "throughput-survey"
    });
    // A rate filter leaves the API offers in: they have no GPU rate.
    check("pricing=spot", &|x| {
        x["pricing"] == "spot" || x["served_as"] == "API"
    });
    check("min_tokens_per_sec_per_user=40", &|x| {
        x["interactivity_tokens_per_sec_per_user"].as_f64().unwrap() >= 40.0
    });
    // Open-division MLPerf results only when asked.
    assert!(all.iter().all(|x| x["division"] != "open"));
    let open = rows(
        &env,
        &[
            "query",
            "cheapest",
            "-p",
            "mlperf=1",
            "-p",
            "include_open_division=1",
            "-p",
            "limit=all",
        ],
    );
    assert!(open
        .iter()
        .any(|x| x["division"] == "open" && codes(x).contains(&"open".to_string())));
}

#[test]
fn one_row_per_run_at_its_cheapest_offer_unless_every_rate_is_asked_for() {
    let env = Env::hand_collected();
    env.init();
    env.ok(&[
        "rates",
        "add",
        "-a",
        "B200",
        "--usd-per-gpu-hour",
        "3.5",
        "--rate-set",
        "quote",
        "--provider",
        "Lambda",
    ]);
    let best = rows(
        &env,
        &[
            "query",
            "cheapest",
            "-p",
            "mlperf=1",
            "-p",
            "limit=all",
            "-p",
            "per=run",
        ],
    );
    let every = rows(
        &env,
        &[
            "query",
            "cheapest",
            "-p",
            "mlperf=1",
            "-p",
            "limit=all",
            "-p",
            "all_rates=1",
        ],
    );
    assert!(every.len() > best.len());
    let mut seen = std::collections::HashSet::new();
    for x in best.iter().filter(|x| x["served_as"] == "self-hosted") {
        assert!(
            seen.insert(x["run_id"].to_string()),
            "run priced twice: {x}"
        );
        // The cheapest rate for its accelerator across every rate set.
        let cheapest = env.count(&format!(
            "SELECT id FROM gpu_rates WHERE accelerator_id = {}
             ORDER BY usd_per_gpu_hour, id LIMIT 1",
            x["accelerator_id"].to_string().replace('"', "'")
        ));
        assert_eq!(x["rate_id"].as_i64().unwrap(), cheapest, "{x}");
    }
    // Both rate sets price the B200 run: per=run at the cheaper, all_rates=1 at each.
    let b200 = |rows: &[Value]| -> std::collections::HashSet<String> {
        rows.iter()
            .filter(|x| x["accelerator_id"] == "B200" && x["tokens_per_sec_per_gpu"] == 11264.0)
            .map(|x| x["rate_set"].to_string())
            .collect()
    };
    assert_eq!(b200(&best).len(), 1, "per=run");
    assert_eq!(b200(&every).len(), 2, "all_rates=1");
    // -p rate_set narrows to one set: the quote.
    let quote = rows(
        &env,
        &[
            "query",
            "cheapest",
            "-p",
            "mlperf=1",
            "-p",
            "limit=all",
            "-p",
            "rate_set=quote",
        ],
    );
    assert!(!quote.is_empty());
    for x in quote.iter().filter(|x| x["served_as"] == "self-hosted") {
        assert_eq!(x["rate_set"], "quote", "{x}");
    }
}

#[test]
fn utilization_and_input_tokens_are_priced_in() {
    let env = Env::hand_collected();
    env.init();
    let full = rows(&env, &["query", "cheapest-70b", "-p", "include_api=0"]);
    let at60 = rows(
        &env,
        &[
            "query",
            "cheapest-70b",
            "-p",
            "include_api=0",
            "-p",
            "utilization=0.6",
        ],
    );
    assert_eq!(full.len(), at60.len());
    for (a, b) in full.iter().zip(&at60) {
        let (a, b) = (
            a["usd_per_m_output_tokens"].as_f64().unwrap(),
            b["usd_per_m_output_tokens"].as_f64().unwrap(),
        );
        assert!((b - a / 0.6).abs() <= 1e-12 * b, "{a} / 0.6 vs {b}");
    }
    assert!(at60[0]["rate"].as_str().unwrap().ends_with(" at 60%"));
    // API: DeepInfra's Llama 3.3 70B ($0.32/M out, $0.10/M in) blended at 1 input per output.
    let r = rows(
        &env,
        &["query", "cheapest-70b", "-p", "input_output_ratio=1"],
    );
    let di = r
        .iter()
        .find(|x| {
            x["served_as"] == "API"
                && x["provider"] == "deepinfra"
                && x["model_id"] == "llama-3.3-70b"
        })
        .unwrap();
    assert!((di["usd_per_m_output_tokens"].as_f64().unwrap() - 0.42).abs() < 1e-12);
    // On a run's own workload: 128 in / 2048 out on H200 (survey throughput[1]).
    let v = json(&env.ok(&[
        "sql",
        "SELECT input_tokens, output_tokens, api_usd_per_m_output_tokens_with_input AS api
         FROM cost_options WHERE run_id = (SELECT id FROM runs WHERE record_key = '6b4f29b40d549b5c')
         LIMIT 1",
        "--format",
        "json",
    ]));
    let api = v[0]["api"].as_f64().unwrap();
    // Cheapest offer for the model on that workload: min(out + in × 128 / 2048) over offers.
    let offers = json(&env.ok(&[
        "sql",
        "SELECT usd_per_m_output_tokens AS o, coalesce(usd_per_m_input_tokens, 0) AS i
         FROM api_offers WHERE model_id = 'llama-3.3-70b'",
        "--format",
        "json",
    ]));
    let expected = offers
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["o"].as_f64().unwrap() + x["i"].as_f64().unwrap() * 128.0 / 2048.0)
        .fold(f64::INFINITY, f64::min);
    assert!(
        (api - expected).abs() <= 1e-12 * expected,
        "{api} vs {expected}"
    );
    let rows = rows(
        &env,
        &["query", "api-vs-self-hosted", "-p", "model=llama-3.3-70b"],
    );
    assert!(rows.iter().all(
        |x| x["api_usd_per_m_output_tokens_blended"].as_f64().unwrap()
            >= x["api_usd_per_m_output_tokens"].as_f64().unwrap()
    ));
}

#[test]
fn typos_and_bad_numbers_are_errors_before_any_output() {
    let env = Env::hand_collected();
    env.init();
    let refused = |args: &[&str], says: &[&str]| {
        let out = env.run(args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        for s in says {
            assert!(err.contains(s), "{args:?}: {err}");
        }
    };
    refused(
        &["query", "cheapest-70b", "-p", "rate_set=quote-2026-1"],
        &[
            "no rate_set 'quote-2026-1'",
            "known values: sample-list-prices",
        ],
    );
    refused(
        &["query", "cheapest-70b", "-p", "pricing=ondemand"],
        &["did you mean 'on-demand'?"],
    );
    refused(
        &["query", "cheapest", "-p", "model=lama-3.3-70b"],
        &["did you mean 'llama-3.3-70b'?"],
    );
    refused(
        &["query", "cheapest", "-p", "workload=1k/2"],
        &["no workload '1k/2'", "1k/1k"],
    );
    refused(
        &["query", "cheapest", "-p", "scenario=ofline"],
        &["did you mean 'offline'?"],
    );
    refused(
        &["query", "cheapest", "-p", "accelerator=H1OO"],
        &["no accelerator 'H1OO'"],
    );
    refused(
        &["query", "cheapest", "-p", "source=survey"],
        &["no source 'survey'", "throughput-survey"],
    );
    for u in ["0", "1.5", "-1"] {
        refused(
            &["query", "cheapest", "-p", &format!("utilization={u}")],
            &["'utilization' must be more than 0 and at most 1"],
        );
    }
    refused(
        &["query", "cheapest", "-p", "input_output_ratio=0"],
        &["'input_output_ratio' must be more than 0"],
    );
    // Empty still means "no filter".
    assert!(!rows(&env, &["query", "cheapest", "-p", "rate_set="]).is_empty());
}

/// Issue 19 item 3: where a run publishes its total throughput (InferenceX), the answer prices
/// every token it processed, and a disaggregated run's cost splits into its prefill and decode
/// GPUs' shares; both recomputed here from the stored run.
#[test]
fn total_token_cost_and_disaggregated_shares_are_priced_from_the_run() {
    let env = Env::hand_collected();
    env.init();
    env.ok(&[
        "import",
        repo("tests/data/inferencex-dsr1-rows.json")
            .to_str()
            .unwrap(),
    ]);
    for (gpu, usd) in [("gb200", "5"), ("mi355x", "4"), ("b200", "3.5")] {
        env.ok(&[
            "rates",
            "add",
            "--accelerator",
            gpu,
            "--usd-per-gpu-hour",
            usd,
            "--rate-set",
            "t",
        ]);
    }
    let all = rows(
        &env,
        &[
            "query",
            "cheapest",
            "-p",
            "model=deepseek-r1",
            "-p",
            "rate_set=t",
            "-p",
            "limit=all",
        ],
    );
    let (mut totals, mut splits) = (0, 0);
    for row in all.iter().filter(|r| r["run_id"].is_i64()) {
        let sql = format!(
            "SELECT total_tokens_per_sec_per_gpu, gpu_count, prefill_gpu_count, decode_gpu_count, \
             coalesce(disaggregated, 0) FROM runs WHERE id = {}",
            row["run_id"]
        );
        let (total, n, p, d, disagg): (Option<f64>, i64, Option<i64>, Option<i64>, i64) = env
            .conn()
            .query_row(&sql, [], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })
            .unwrap();
        let cost = row["usd_per_m_output_tokens"].as_f64().unwrap();
        let rate = row["usd_per_gpu_hour"].as_f64().unwrap();
        let close = |a: f64, b: f64| (a - b).abs() <= 1e-9 * b.abs();
        match total {
            Some(t) => {
                let want = rate / (t * 3600.0) * 1e6;
                let got = row["usd_per_m_total_tokens"].as_f64().unwrap();
                assert!(close(got, want), "run {}: {got} vs {want}", row["run_id"]);
                assert!(
                    got < cost,
                    "more tokens for the same GPU time cost less each"
                );
                totals += 1;
            }
            None => assert!(row["usd_per_m_total_tokens"].is_null(), "{row}"),
        }
        match (disagg, p, d) {
            (1, Some(p), Some(d)) => {
                let pre = row["prefill_usd_per_m_output_tokens"].as_f64().unwrap();
                let dec = row["decode_usd_per_m_output_tokens"].as_f64().unwrap();
                assert!(close(pre, cost * p as f64 / n as f64), "{row}");
                assert!(close(dec, cost * d as f64 / n as f64), "{row}");
                assert!(
                    close(pre + dec, cost),
                    "the shares add up to the cost: {row}"
                );
                splits += 1;
            }
            _ => {
                assert!(row["prefill_usd_per_m_output_tokens"].is_null(), "{row}");
                assert!(row["decode_usd_per_m_output_tokens"].is_null(), "{row}");
            }
        }
    }
    assert!(
        totals >= 2 && splits >= 1,
        "{totals} runs with a total, {splits} split: {all:#?}"
    );
}
