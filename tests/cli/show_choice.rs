//! `gpudb show choice RUN_ID`: the evidence behind one ranked row's range (issue 33, item 4).
//! Every self-hosted row of the cost queries, shown with the same -p parameters, must give the
//! row's own usd_per_m_low, usd_per_m_high, confidence and evidence columns, to the last bit.

use crate::common::{json, json_rows, Env};
use serde_json::Value;

/// The bundled record (MLPerf's rounds) and the sample rates.
fn bundled() -> Env {
    let env = Env::new();
    env.init();
    env
}

/// `query` with `params` (each `name=value`) as JSON rows, every row.
fn ranked(env: &Env, query: &str, params: &[&str]) -> Vec<Value> {
    let mut args = vec!["query", query, "-p", "limit=all"];
    for p in params {
        args.extend(["-p", p]);
    }
    json_rows(env, &args)
}

/// `gpudb show choice ID` with `params`, as JSON.
fn story(env: &Env, id: &str, params: &[&str]) -> Value {
    let mut args = vec!["show", "choice", id, "--format", "json"];
    for p in params {
        args.extend(["-p", p]);
    }
    json(&env.ok(&args))
}

/// Each of the first `most` self-hosted rows of `query` against its story: the range and the
/// evidence columns equal (f64s compared exactly); how many rows were compared.
fn agrees(env: &Env, query: &str, params: &[&str], most: usize) -> usize {
    let rows = ranked(env, query, params);
    let mut n = 0;
    for row in rows
        .iter()
        .filter(|r| r["served_as"] == "self-hosted")
        .take(most)
    {
        let id = row["run_id"].to_string();
        let st = story(env, &id, params);
        let what = format!("{query} {params:?}, rank {} (run {id})", row["rank"]);
        let r = &st["range"];
        assert_eq!(r["usd_per_m_low"], row["usd_per_m_low"], "low: {what}");
        assert_eq!(r["usd_per_m_high"], row["usd_per_m_high"], "high: {what}");
        assert_eq!(r["confidence"], row["confidence"], "confidence: {what}");
        let o = &st["offers"];
        assert_eq!(o["offer_count"], row["offer_count"], "offers: {what}");
        assert_eq!(o["usd_per_gpu_hour"], row["usd_per_gpu_hour"], "{what}");
        for k in ["median_usd_per_gpu_hour", "max_usd_per_gpu_hour"] {
            assert_eq!(o[k], row[k], "{k}: {what}");
        }
        let c = &st["choice"];
        for k in ["min", "median", "max"] {
            let col = format!("{k}_output_tokens_per_sec_per_gpu");
            let own = &c["output_tokens_per_sec_per_gpu"];
            let shown = if c[&col].is_null() { own } else { &c[&col] };
            assert_eq!(shown, &row[&col], "{col}: {what}");
        }
        // The publishers listed are the ones counted, each at its fastest run.
        let publishers = st["publishers"].as_array().unwrap();
        assert_eq!(
            publishers.len() as u64,
            row["publishers"].as_u64().unwrap(),
            "{what}"
        );
        let fastest = publishers
            .iter()
            .map(|p| p["output_tokens_per_sec_per_gpu"].as_f64().unwrap());
        let max = fastest.clone().fold(f64::NEG_INFINITY, f64::max);
        let min = fastest.fold(f64::INFINITY, f64::min);
        assert_eq!(
            max,
            row["max_output_tokens_per_sec_per_gpu"].as_f64().unwrap(),
            "{what}"
        );
        assert_eq!(
            min,
            row["min_output_tokens_per_sec_per_gpu"].as_f64().unwrap(),
            "{what}"
        );
        n += 1;
    }
    n
}

#[test]
fn every_ranked_row_has_the_range_its_story_shows() {
    let env = bundled();
    // MLPerf's rounds: many publishers per choice, a survey copy among them.
    assert!(agrees(&env, "cheapest-70b", &["mlperf=1"], 40) >= 20);
    assert!(
        agrees(
            &env,
            "cheapest-70b",
            &["mlperf=1", "include_open_division=1"],
            8
        ) >= 8
    );
    // The other figures, one rate set, spot prices, a utilization, an older day.
    assert!(agrees(&env, "cheapest-70b", &[], 20) >= 5);
    let asked = [
        "rate_set=sample-list-prices",
        "utilization=0.6",
        "as_of=2026-10-01",
    ];
    assert!(agrees(&env, "cheapest", &asked, 20) >= 5);
    assert!(agrees(&env, "cheapest", &["pricing=spot", "mlperf=1"], 10) >= 3);
    // per=offer: each run at every offer; the range is the run's, whatever the offer.
    assert!(agrees(&env, "cheapest-70b", &["mlperf=1", "per=offer"], 10) >= 10);
    // per=run: a row is one run, its evidence that run alone.
    let n = agrees(&env, "cheapest-70b", &["mlperf=1", "per=run"], 10);
    assert!(n >= 5);
    let st = story(&env, "682", &["mlperf=1", "per=run"]);
    assert_eq!(st["publishers"].as_array().unwrap().len(), 1);
    assert_eq!(st["range"]["confidence"], "single");
}

#[test]
fn the_text_lists_publishers_copies_offers_and_the_arithmetic() {
    let env = bundled();
    let row = ranked(&env, "cheapest-70b", &["mlperf=1"])
        .into_iter()
        .find(|r| r["run_id"] == 682)
        .expect("run 682 is ranked");
    let text = env.ok(&["show", "choice", "682", "-p", "mlperf=1"]);
    assert!(text.starts_with("Choice of run 682: llama-2-70b on B200, FP4, workload mlperf"));
    assert!(text.contains("confidence   measured ×9"), "{text}");
    assert!(text.contains("Throughput: 9 publishers"), "{text}");
    // The fastest of each publisher is counted, its other runs listed under it.
    assert_eq!(text.matches("← counted").count(), 9, "{text}");
    assert!(text.contains("13071.5  run 682 (MLPerf 6.0-0048, ×8, TensorRT)  ← counted"));
    assert!(
        text.contains("run 10 (survey, ×1, TensorRT-LLM)  republishes run 224"),
        "{text}"
    );
    assert!(
        text.contains("min 9807.9375 · median 12766.375 · max 13071.5"),
        "{text}"
    );
    // Five B200 offers: the cheapest and the median marked.
    assert!(text.contains("Offers: 5 for B200 on "), "{text}");
    assert!(text.contains("$4.26      rate 19  CoreWeave · spot · sample-list-prices  ← cheapest"));
    assert!(text.contains("$6.69      rate 3  Lambda · on-demand · sample-list-prices  ← median"));
    // --limit: the cheapest and the median offers still listed, the rest counted.
    let short = env.ok(&["show", "choice", "682", "-p", "mlperf=1", "--limit", "1"]);
    assert!(short.contains("← cheapest\n  …\n  $6.69 "), "{short}");
    assert!(
        short.contains("… 3 more offers not listed: --limit 0"),
        "{short}"
    );
    assert!(short.contains("  … and 1 more run\n"), "{short}");
    // The arithmetic, to five significant figures, of the row's own numbers.
    let five = |v: &Value| format!("{:.6}", v.as_f64().unwrap());
    assert_eq!(five(&row["usd_per_m_low"]), "0.090528");
    assert!(
        text.contains("low   4.26 × 1e6 / (3600 × 13071.5) = 0.090528"),
        "{text}"
    );
    assert_eq!(five(&row["usd_per_m_high"]), "0.189472");
    assert!(
        text.contains("high  6.69 × 1e6 / (3600 × 9807.9375) = 0.18947"),
        "{text}"
    );
}

#[test]
fn an_even_count_of_offers_has_the_mean_of_the_middle_two_and_text_is_escaped() {
    let env = bundled();
    for (usd, provider) in [("3.10", "Evil\u{1b}[2J Cloud"), ("3.50", "Other")] {
        let rate = ["-a", "H200", "--rate-set", "mine", "--as-of", "2026-10-01"];
        let mut args = vec![
            "rates",
            "add",
            "--usd-per-gpu-hour",
            usd,
            "--provider",
            provider,
        ];
        args.extend(rate);
        env.ok(&args);
    }
    let p = ["mlperf=1", "rate_set=mine", "as_of=2026-11-01"];
    assert!(agrees(&env, "cheapest-70b", &p, 6) >= 2);
    let id = ranked(&env, "cheapest-70b", &p)[0]["run_id"].to_string();
    let st = story(&env, &id, &p);
    assert_eq!(st["offers"]["median_usd_per_gpu_hour"].as_f64(), Some(3.3));
    let text = env.ok(&["show", "choice", &id, "-p", p[0], "-p", p[1], "-p", p[2]]);
    assert!(!text.contains('\u{1b}'), "{text}");
    assert!(text.contains("Evil\\u{1b}[2J Cloud"), "{text}");
    assert_eq!(
        text.matches("← median (the mean of the two middle offers)")
            .count(),
        1
    );
    assert!(
        text.contains("← cheapest, median") || text.contains("← cheapest"),
        "{text}"
    );
}

#[test]
fn a_wrong_id_parameter_or_price_is_a_clear_error() {
    let env = bundled();
    let err = env.fails(&["show", "choice", "999999"], 1);
    assert!(
        err.contains("no run with id 999999") && err.contains("run_id column"),
        "{err}"
    );
    let err = env.fails(&["show", "choice", "x1"], 1);
    assert!(err.contains("'x1' is not a run id"), "{err}");
    let err = env.fails(&["show", "choice", "682", "-p", "rate_sett=x"], 2);
    assert!(
        err.contains("no parameter 'rate_sett'") && err.contains("rate_set"),
        "{err}"
    );
    let err = env.fails(&["show", "choice", "682", "-p", "utilization=2"], 1);
    assert!(
        err.contains("utilization") && err.contains("at most 1"),
        "{err}"
    );
    let err = env.fails(&["show", "choice", "682", "-p", "rate_set=nope"], 1);
    assert!(err.contains("no rate_set 'nope'"), "{err}");
    let err = env.fails(
        &[
            "show",
            "choice",
            "682",
            "-p",
            "pricing=spot",
            "-p",
            "as_of=2001-01-01",
        ],
        1,
    );
    assert!(
        err.contains("no rate asked for prices B200 on 2001-01-01 (-p pricing=spot)"),
        "{err}"
    );
}
