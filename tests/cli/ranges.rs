//! How sure a cost is (issue 33, docs/ranges.md): cheapest's range, its evidence and its
//! confidence word, each case checked by hand from the runs and the rates; a figure of input +
//! output tokens priced on its output share; MLPerf results ranked only among themselves.

use crate::common::{json_rows as rows, Env};
use serde_json::Value;

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

/// The one real column of `sql`'s rows, read from the test database.
fn reals(env: &Env, sql: &str) -> Vec<f64> {
    let conn = env.conn();
    let mut stmt = conn.prepare(sql).unwrap();
    let v = stmt
        .query_map([], |r| r.get::<_, f64>(0))
        .unwrap()
        .collect::<Result<Vec<_>, _>>()
        .unwrap();
    v
}

fn close(a: f64, b: f64, what: &str) {
    assert!(((a - b) / b).abs() < 1e-12, "{what}: {a} vs {b} by hand");
}

/// The bundled record (MLPerf's rounds) and the sample rates.
fn bundled() -> Env {
    let env = Env::new();
    env.init();
    env
}

/// Each publisher's fastest run of a choice, by hand: the submitter of an MLPerf result; a
/// survey's copy of one (figure_copies) is not another publisher.
fn publisher_bests(env: &Env, row: &Value) -> Vec<f64> {
    let key = |c: &str| {
        row[c]
            .as_str()
            .map_or("IS NULL".into(), |v| format!("= '{v}'"))
    };
    let sql = format!(
        "SELECT max(r.tokens_per_sec_per_gpu) FROM runs AS r
         WHERE r.model_id {} AND r.accelerator_id {} AND r.precision {} AND r.workload_key {}
           AND r.measurement_kind {} AND r.division IS NOT 'open' AND r.tokens_per_sec_per_gpu > 0
           AND r.id NOT IN (SELECT run_id FROM figure_copies)
         GROUP BY r.submitter ORDER BY 1",
        key("model_id"),
        key("accelerator_id"),
        key("precision"),
        key("workload_key"),
        key("measurement_kind"),
    );
    reals(env, &sql)
}

/// The offers of an accelerator, cheapest first, by hand.
fn offers(env: &Env, accelerator: &str) -> Vec<f64> {
    reals(
        env,
        &format!(
            "SELECT usd_per_gpu_hour FROM gpu_rates WHERE accelerator_id = '{accelerator}'
             ORDER BY usd_per_gpu_hour"
        ),
    )
}

fn median(v: &[f64]) -> f64 {
    let n = v.len();
    (v[(n - 1) / 2] + v[n / 2]) / 2.0
}

#[test]
fn a_choice_ranges_from_the_cheapest_offer_and_fastest_publisher_to_the_median_and_slowest() {
    let env = bundled();
    let r = rows(
        &env,
        &["query", "cheapest-70b", "-p", "mlperf=1", "-p", "limit=all"],
    );
    let (mut several, mut single, mut one_offer, mut many_offers) = (0, 0, 0, 0);
    for row in r.iter().filter(|x| x["served_as"] == "self-hosted") {
        let bests = publisher_bests(&env, row);
        let prices = offers(&env, row["accelerator_id"].as_str().unwrap());
        let (fastest, slowest) = (bests[bests.len() - 1], bests[0]);
        assert_eq!(row["publishers"], bests.len(), "{row}");
        close(f(&row["max_output_tokens_per_sec_per_gpu"]), fastest, "max");
        close(f(&row["min_output_tokens_per_sec_per_gpu"]), slowest, "min");
        close(
            f(&row["median_output_tokens_per_sec_per_gpu"]),
            median(&bests),
            "median",
        );
        assert_eq!(row["offer_count"], prices.len(), "{row}");
        close(
            f(&row["median_usd_per_gpu_hour"]),
            median(&prices),
            "median price",
        );
        close(
            f(&row["max_usd_per_gpu_hour"]),
            prices[prices.len() - 1],
            "dearest",
        );
        let low = prices[0] * 1e6 / (3600.0 * fastest);
        let high = median(&prices) * 1e6 / (3600.0 * slowest);
        close(f(&row["usd_per_m_low"]), low, "low");
        close(f(&row["usd_per_m_high"]), high, "high");
        // A choice is the cheapest offer at its fastest figure: its cost is the low end.
        assert_eq!(
            row["usd_per_m_low"], row["usd_per_m_output_tokens"],
            "{row}"
        );
        let word = row["confidence"].as_str().unwrap();
        if bests.len() > 1 {
            assert_eq!(word, format!("measured ×{}", bests.len()));
            several += 1;
        } else {
            // One measurement: no throughput spread, and nothing invented for one.
            assert_eq!(word, "single");
            assert_eq!(
                row["min_output_tokens_per_sec_per_gpu"],
                row["max_output_tokens_per_sec_per_gpu"]
            );
            single += 1;
        }
        if prices.len() == 1 {
            one_offer += 1;
        } else {
            many_offers += 1;
        }
    }
    assert!(several > 3 && single > 3, "{several} {single}");
    assert!(
        one_offer > 0 && many_offers > 0,
        "{one_offer} {many_offers}"
    );
    // docs/ranges.md's worked example: H200 ×8 FP8 MLPerf Offline, 9 publishers, 4 offers.
    let h200 = r
        .iter()
        .find(|x| {
            x["accelerator_id"] == "H200-SXM"
                && x["gpu_count"] == 8
                && x["precision"] == "FP8"
                && x["measurement_kind"] == "offline"
        })
        .unwrap();
    assert_eq!(h200["confidence"], "measured ×9");
    assert_eq!(format!("{:.4}", f(&h200["usd_per_m_low"])), "0.2259");
    assert_eq!(format!("{:.4}", f(&h200["usd_per_m_high"])), "0.3510");
    // The 80-column table shows the range in the cost cell and the publishers in the caveats.
    let out = env
        .cmd()
        .env("COLUMNS", "80")
        .args([
            "query",
            "cheapest-70b",
            "-p",
            "mlperf=1",
            "-p",
            "precision=fp8",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let line = text
        .lines()
        .find(|l| l.starts_with("0.226-0.351 "))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(line.contains(" ×9 "), "{line}");
    // The legend says what the mark and the cost cell's range are.
    let legend = |code: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(&format!("  {code} ")))
            .map(str::trim_start)
            .unwrap_or_else(|| panic!("no legend line for {code}:\n{text}"))
    };
    assert_eq!(
        legend("×N"),
        "measured by N independent publishers (unmarked: one, no spread)"
    );
    assert_eq!(
        legend("a-b"),
        "$/M at the cheapest offer, fastest figure - median offer, slowest"
    );
}

#[test]
fn a_republished_figure_is_one_publisher_and_an_api_price_ranges_over_its_offers() {
    let env = bundled();
    let r = rows(
        &env,
        &["query", "cheapest-70b", "-p", "mlperf=1", "-p", "limit=all"],
    );
    // MLPerf 4.1-0074 (the preview B200) and the survey's copy of it: one choice, one publisher.
    let b200 = r
        .iter()
        .find(|x| x["figure_source"] == "MLPerf 4.1-0074; survey")
        .unwrap();
    assert_eq!(b200["publishers"], 1, "{b200}");
    assert_eq!(b200["confidence"], "single");
    // An API offer: its provider's cheapest offer for the model, up to their median.
    let api = rows(&env, &["query", "cheapest", "-p", "model=deepseek-r1"]);
    let mut ranged = 0;
    for row in api.iter().filter(|x| x["served_as"] == "API") {
        assert_eq!(row["confidence"], "listed");
        assert_eq!(row["usd_per_m_low"], row["usd_per_m_output_tokens"]);
        let provider = row["provider"].as_str().unwrap().replace('\'', "''");
        let mut costs = reals(
            &env,
            &format!(
                "SELECT usd_per_m_output_tokens + coalesce(usd_per_m_input_tokens, 0) * 3
                 FROM api_offers WHERE model_id = 'deepseek-r1' AND provider = '{provider}'"
            ),
        );
        costs.sort_by(f64::total_cmp);
        assert_eq!(row["offer_count"], costs.len(), "{row}");
        close(f(&row["usd_per_m_high"]), median(&costs), "API median");
        ranged += usize::from(costs.len() > 1);
    }
    assert!(ranged > 0);
}

#[test]
fn a_figure_of_input_and_output_tokens_is_priced_on_its_output_share() {
    let env = bundled();
    let r = rows(&env, &["query", "cheapest", "-p", "model=deepseek-r1"]);
    // The survey's 1,591 tok/s per H200 at 8k/1k counts input and output tokens (InferenceX's
    // tput_per_gpu): 1,591 × 1,024 / 9,216 output tokens/s.
    let h200 = r
        .iter()
        .find(|x| x["tokens_per_sec_per_gpu"] == 1591.0)
        .expect("the survey's H200 figure");
    let out = 1591.0 * 1024.0 / (8192.0 + 1024.0);
    close(
        f(&h200["output_tokens_per_sec_per_gpu"]),
        out,
        "output share",
    );
    let rate = f(&h200["usd_per_gpu_hour"]);
    close(
        f(&h200["usd_per_m_output_tokens"]),
        rate * 1e6 / (3600.0 * out),
        "cost",
    );
    assert_eq!(h200["confidence"], "converted");
    assert_eq!(h200["tokens_counted"], "input+output");
    // The same conversion in the views every client reads.
    let view = reals(
        &env,
        "SELECT output_tokens_per_sec_per_gpu FROM run_speeds WHERE tokens_per_sec_per_gpu = 1591",
    )[0];
    close(view, out, "run_speeds");
    // A figure of input + output tokens with no output length cannot be converted: left out,
    // and said.
    let err = String::from_utf8(
        env.run(&["query", "cheapest", "-p", "model=deepseek-r1"])
            .stderr,
    )
    .unwrap();
    assert!(
        err.contains("1 run left out: their figure counts input + output tokens"),
        "{err}"
    );
    assert!(r.iter().all(|x| x["tokens_per_sec_per_gpu"] != 2378.0));
}

#[test]
fn mlperf_results_are_ranked_only_among_themselves() {
    let env = bundled();
    let mlperf = |x: &Value| x["workload_key"] == "mlperf";
    let others = rows(&env, &["query", "cheapest-70b", "-p", "limit=all"]);
    assert!(!others.iter().any(mlperf));
    assert!(others.iter().any(|x| x["served_as"] == "API"));
    let out = env.run(&["query", "cheapest-70b"]);
    let err = String::from_utf8(out.stderr).unwrap();
    let left_out = env.count(
        "SELECT count(*) FROM runs AS r JOIN models AS m ON m.id = r.model_id
         WHERE m.architecture = 'dense' AND m.params_b BETWEEN 65 AND 75
           AND r.workload_key = 'mlperf' AND r.tokens_per_sec_per_gpu > 0
           AND r.division IS NOT 'open'
           AND r.accelerator_id IN (SELECT accelerator_id FROM gpu_rates)",
    );
    assert!(
        err.contains(&format!(
            "{left_out} MLPerf results left out: MLCommons' rules forbid ranking them beside \
             other figures; -p mlperf=1 ranks them among themselves"
        )),
        "{err}"
    );
    for p in ["mlperf=1", "workload=mlperf"] {
        let only = rows(&env, &["query", "cheapest-70b", "-p", p, "-p", "limit=all"]);
        assert!(!only.is_empty() && only.iter().all(mlperf), "{p}");
    }
    // A named source is what was asked for: the survey's figures, its MLPerf copies among them.
    let survey = rows(
        &env,
        &["query", "cheapest-70b", "-p", "source=throughput-survey"],
    );
    assert!(survey.iter().any(mlperf) && !survey.iter().all(mlperf));
}

/// api-vs-self-hosted without a target: each API offer once, beside its model's cheapest
/// self-hosted row (no MLPerf result: MLCommons' rules); that row's range by hand, as cheapest
/// ranges a choice: low at the cheapest offer and the fastest publisher's output figure, high at
/// the median offer and the slowest's (a publisher: the MLPerf submitter, else the source's
/// site, else the dataset; a republished figure is not another).
#[test]
fn api_vs_self_hosted_ranges_a_run_as_cheapest_ranges_its_choice() {
    let env = bundled();
    let all = rows(&env, &["query", "api-vs-self-hosted"]);
    assert!(all.len() > 20);
    let mut seen = std::collections::BTreeSet::new();
    for x in &all {
        let (model, offer) = (x["model_id"].as_str().unwrap(), &x["api_price_id"]);
        assert!(
            seen.insert(format!("{model} {offer}")),
            "{model}: offer {offer} twice"
        );
        assert_ne!(x["workload_key"], "mlperf", "{x}");
        let run = x["run_id"].as_i64().unwrap();
        let key = |c: &str| format!("r.{c} IS (SELECT {c} FROM runs WHERE id = {run})");
        // Each publisher's fastest output figure of the run's choice, by hand.
        let bests = reals(
            &env,
            &format!(
                "SELECT max(CASE WHEN e.tokens_counted = 'output' THEN r.tokens_per_sec_per_gpu
                                 ELSE r.tokens_per_sec_per_gpu * r.output_tokens
                                      / (r.input_tokens + r.output_tokens) END)
                 FROM runs AS r JOIN datasets AS d ON d.id = r.dataset_id
                 LEFT JOIN sources AS s ON s.id = r.source_id
                 JOIN run_comparison AS e ON e.run_id = r.id
                 WHERE {} AND {} AND {} AND {} AND {} AND r.division IS NOT 'open'
                   AND r.tokens_per_sec_per_gpu > 0
                   AND r.id NOT IN (SELECT run_id FROM figure_copies)
                 GROUP BY coalesce(nullif(r.submitter, ''), s.publisher, d.name) ORDER BY 1",
                key("model_id"),
                key("accelerator_id"),
                key("precision"),
                key("workload_key"),
                key("measurement_kind")
            ),
        );
        let own = reals(
            &env,
            &format!("SELECT output_tokens_per_sec_per_gpu FROM run_speeds WHERE run_id = {run}"),
        )[0];
        let prices = offers(&env, x["accelerator_id"].as_str().unwrap());
        let cost = f(&x["self_hosted_usd_per_m_output_tokens"]);
        close(
            cost,
            prices[0] * 1e6 / (3600.0 * own),
            "the run at the cheapest rate",
        );
        let (lo, hi) = (bests[0], bests[bests.len() - 1]);
        close(
            f(&x["usd_per_m_low"]),
            prices[0] * 1e6 / (3600.0 * hi),
            "low",
        );
        close(
            f(&x["usd_per_m_high"]),
            median(&prices) * 1e6 / (3600.0 * lo),
            "high",
        );
        let word = x["confidence"].as_str().unwrap();
        match bests.len() {
            1 => assert!(word == "single" || word == "converted", "{word}"),
            n => assert!(
                word == format!("measured ×{n}") || word == "converted",
                "{word}"
            ),
        }
    }
    // The MLPerf results of those models are counted in the note.
    let out = env.run(&["query", "api-vs-self-hosted", "-p", "model=deepseek-r1"]);
    let err = String::from_utf8(out.stderr).unwrap();
    let n = env.count(
        "SELECT count(*) FROM runs WHERE model_id = 'deepseek-r1' AND workload_key = 'mlperf'",
    );
    assert!(n > 0);
    assert!(
        err.contains(&format!("{n} MLPerf results of these models left out")),
        "{err}"
    );
}

/// cost-at-interactivity on the bundled data and the InferenceX capture: a figure of input +
/// output tokens is priced on its output share there too (the frontier's points are
/// run_speeds'), and no MLPerf result is among its series.
#[test]
fn cost_at_interactivity_prices_an_input_and_output_figure_on_its_output_share() {
    let env = bundled();
    let capture = crate::common::repo("tests/data/inferencex-dsr1-rows.json");
    env.ok(&["import", capture.to_str().unwrap()]);
    let all = rows(
        &env,
        &[
            "query",
            "cost-at-interactivity",
            "-p",
            "model=deepseek-r1",
            "-p",
            "tokens_per_sec_per_user=40",
            "-p",
            "limit=all",
        ],
    );
    assert!(!all.is_empty());
    let mut converted = 0;
    for x in &all {
        assert_ne!(x["workload_key"], "mlperf", "{x}");
        // 40 tok/s/user is below every series: each row is its slowest knot, that run's figure.
        assert_eq!(x["confidence"], "clamped", "{x}");
        let run = x["upper_run_id"].as_i64().unwrap();
        let by_hand = reals(
            &env,
            &format!(
                "SELECT CASE WHEN e.tokens_counted = 'output' THEN r.tokens_per_sec_per_gpu
                             ELSE r.tokens_per_sec_per_gpu * r.output_tokens
                                  / (r.input_tokens + r.output_tokens) END
                 FROM runs AS r JOIN run_comparison AS e ON e.run_id = r.id WHERE r.id = {run}"
            ),
        )[0];
        close(f(&x["tokens_per_sec_per_gpu"]), by_hand, "output tok/s/GPU");
        let rate = f(&x["usd_per_gpu_hour"]);
        close(
            f(&x["usd_per_m_output_tokens"]),
            rate * 1e6 / (3600.0 * by_hand),
            "$/M",
        );
        if x["caveats"].as_str().is_some_and(|c| c.contains("i+o")) {
            converted += 1;
        }
    }
    assert!(
        converted > 0,
        "the survey's 8k/1k figures of input + output tokens"
    );
}
