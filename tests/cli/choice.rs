//! One row per choice (issue 23 item 2, issue 18 item 5): after MLPerf v4.1 is imported, the
//! cost answers show distinct choices rather than one submitter's variants, a figure two
//! datasets publish once with both sources named, the median offer beside the cheapest, and an
//! empty answer says which filter left no run. `per=run` and `per=offer` keep the other shapes.

use crate::common::{at_80_columns, json_rows, repo, Env};
use serde_json::Value;
use std::collections::HashSet;

const MLPERF: &str = "tests/data/mlperf-inference-v4.1-summary_results.json";

/// The bundled data with MLPerf v4.1 imported as a user would (README): the answer's rows.
fn env() -> Env {
    let env = Env::new();
    env.init();
    env.ok(&["import", repo(MLPERF).to_str().unwrap()]);
    env
}

/// cheapest-70b on MLPerf's rounds: MLPerf results are ranked among themselves (mlperf=1).
fn rows(env: &Env, params: &[&str]) -> Vec<Value> {
    let mut args = vec!["query", "cheapest-70b", "-p", "mlperf=1"];
    for p in params {
        args.extend(["-p", p]);
    }
    json_rows(env, &args)
}

/// What a choice is: accelerator × model × precision × workload × way of measuring.
fn choice(r: &Value) -> String {
    [
        "served_as",
        "accelerator_id",
        "model_id",
        "precision",
        "workload_key",
        "measurement_kind",
        "provider",
    ]
    .iter()
    .map(|k| r[*k].to_string())
    .collect::<Vec<_>>()
    .join("|")
}

fn run_ids(rows: &[Value]) -> Vec<i64> {
    rows.iter().filter_map(|r| r["run_id"].as_i64()).collect()
}

/// The survey's copy of MLPerf 4.1-0074 (11,264 tok/s on one B200) and MLPerf's own row.
fn copy_and_original(env: &Env) -> (i64, i64) {
    let conn = env.conn();
    conn.query_row(
        "SELECT k.run_id, k.same_as_run_id FROM figure_copies AS k
         JOIN runs AS m ON m.id = k.same_as_run_id WHERE m.result_id = '4.1-0074'",
        [],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
    .expect("figure_copies finds the survey's copy of MLPerf 4.1-0074")
}

#[test]
fn the_first_rows_are_distinct_choices_each_with_its_market() {
    let env = env();
    let all = rows(&env, &["limit=all"]);
    assert!(all.len() > 15, "{}", all.len());
    let mut seen = HashSet::new();
    for r in &all {
        assert!(
            seen.insert(choice(r)),
            "a choice shown twice: {}",
            choice(r)
        );
    }
    // Every self-hosted row stands for its runs and names its market; the API rows too.
    let mut grouped = 0;
    for r in &all {
        let offers = r["offer_count"].as_i64().expect("offer_count");
        assert!(offers >= 1, "{r}");
        if r["served_as"] == "self-hosted" {
            let runs = r["run_count"].as_i64().expect("run_count");
            grouped += i64::from(runs > 1);
            let (cheapest, median) = (
                r["usd_per_m_output_tokens"].as_f64().unwrap(),
                r["median_usd_per_m_output_tokens"].as_f64().unwrap(),
            );
            assert!(median >= cheapest, "{r}");
            // The median is the same run at the median offer: $/M ∝ $/GPU-hour.
            let tps = r["tokens_per_sec_per_gpu"].as_f64().unwrap();
            let rate = r["usd_per_gpu_hour"].as_f64().unwrap();
            assert!((cheapest - rate / (tps * 3600.0) * 1e6).abs() < 1e-9, "{r}");
        } else {
            assert!(r["median_usd_per_m_output_tokens"].is_null(), "{r}");
        }
    }
    assert!(grouped > 5, "rows standing for several runs: {grouped}");
    // The sample rates price B200 at 5 offers: 4.26 (CoreWeave spot) is the cheapest, and
    // the median is the third of them.
    let b200 = all
        .iter()
        .find(|r| r["accelerator_id"] == "B200")
        .expect("a B200 row");
    assert_eq!(b200["offer_count"], 5, "{b200}");
    let conn = env.conn();
    let median: f64 = conn
        .query_row(
            "SELECT usd_per_gpu_hour FROM gpu_rates WHERE accelerator_id = 'B200'
             ORDER BY usd_per_gpu_hour LIMIT 1 OFFSET 2",
            [],
            |r| r.get(0),
        )
        .unwrap();
    let tps = b200["tokens_per_sec_per_gpu"].as_f64().unwrap();
    let want = median / (tps * 3600.0) * 1e6;
    let got = b200["median_usd_per_m_output_tokens"].as_f64().unwrap();
    assert!((got - want).abs() < 1e-12, "{got} {want}");
    // Every row's median by hand, an even count of offers (H200: 4) among them.
    assert!(
        medians_by_hand(&env, &all) > 0,
        "no accelerator with an even count of offers"
    );

    // At 80 columns the first rows are distinct: no two lines the same, each with a provider
    // and its $/GPU-hour, or an API provider and its prices.
    let table = at_80_columns(&env, &["query", "cheapest-70b"]);
    let lines: Vec<&str> = table.lines().skip(2).take(20).collect();
    assert_eq!(lines.len(), 20, "{table}");
    for line in &lines {
        assert!(line.chars().count() <= 80, "{line}");
        assert!(line.contains(" $"), "no price where: {line}\n{table}");
    }
    let unique: HashSet<&&str> = lines.iter().collect();
    assert!(
        unique.len() >= 18,
        "look-alike rows at 80 columns:\n{table}"
    );
}

/// Checks each self-hosted row's offer_count and median against the rates read here; the
/// number of rows whose accelerator has an even count of offers (a mean of two middle ones).
fn medians_by_hand(env: &Env, all: &[Value]) -> usize {
    let conn = env.conn();
    let mut even = 0;
    for r in all.iter().filter(|r| r["served_as"] == "self-hosted") {
        let acc = r["accelerator_id"].as_str().unwrap();
        let mut stmt = conn
            .prepare("SELECT usd_per_gpu_hour FROM gpu_rates WHERE accelerator_id = ?1 ORDER BY 1")
            .unwrap();
        let rates: Vec<f64> = stmt
            .query_map([acc], |x| x.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        let n = rates.len();
        assert_eq!(r["offer_count"], n as i64, "{r}");
        // The two middle offers (one, twice, for an odd count).
        let median = (rates[(n - 1) / 2] + rates[n / 2]) / 2.0;
        even += usize::from(n % 2 == 0);
        let tps = r["tokens_per_sec_per_gpu"].as_f64().unwrap();
        let got = r["median_usd_per_m_output_tokens"].as_f64().unwrap();
        let want = median / (tps * 3600.0) * 1e6;
        assert!((got - want).abs() <= 1e-12 * want, "{acc}: {got} {want}");
    }
    even
}

/// A price repeated across offers (a catalog lists one price in many regions) counts once per
/// offer in the median.
#[test]
fn the_median_counts_each_offer_of_a_repeated_price() {
    let env = env();
    for provider in ["A", "B", "C"] {
        env.ok(&[
            "rates",
            "add",
            "-a",
            "B200",
            "--usd-per-gpu-hour",
            "9.5",
            "--rate-set",
            "regions",
            "--provider",
            provider,
        ]);
    }
    let all = rows(&env, &["limit=all"]);
    let b200 = all
        .iter()
        .find(|r| r["accelerator_id"] == "B200")
        .expect("a B200 row");
    assert_eq!(b200["offer_count"], 8, "{b200}");
    medians_by_hand(&env, &all);
}

#[test]
fn a_figure_two_datasets_publish_is_shown_once_naming_both() {
    let env = env();
    let (copy, original) = copy_and_original(&env);
    let all = rows(&env, &["limit=all"]);
    let ids = run_ids(&all);
    assert!(!ids.contains(&copy), "the survey's copy is shown: {ids:?}");
    let shown: Vec<&Value> = all.iter().filter(|r| r["run_id"] == original).collect();
    assert_eq!(shown.len(), 1, "MLPerf 4.1-0074 once: {shown:?}");
    assert_eq!(shown[0]["figure_source"], "MLPerf 4.1-0074; survey");
    // Every run shows once, the copy too, and each under its own source alone.
    let per_run = rows(&env, &["per=run", "limit=all"]);
    for id in [copy, original] {
        let r: Vec<&Value> = per_run.iter().filter(|r| r["run_id"] == id).collect();
        assert_eq!(r.len(), 1, "run {id} per=run: {r:?}");
        assert!(
            !r[0]["figure_source"].as_str().unwrap().contains(';'),
            "{}",
            r[0]
        );
    }
    // Naming a source asks for its figures, copies or not.
    let survey = rows(&env, &["source=throughput-survey", "limit=all"]);
    assert!(run_ids(&survey).contains(&copy), "{survey:?}");
}

#[test]
fn per_run_and_per_offer_keep_the_other_shapes() {
    let env = env();
    let runs: i64 = env.count(
        "SELECT count(*) FROM runs AS r JOIN models AS m ON m.id = r.model_id
         WHERE m.architecture = 'dense' AND m.params_b BETWEEN 65 AND 75
           AND r.tokens_per_sec_per_gpu > 0 AND r.division IS NOT 'open'
           AND r.workload_key = 'mlperf'
           AND r.accelerator_id IN (SELECT accelerator_id FROM gpu_rates)",
    );
    let per_run = rows(&env, &["per=run", "limit=all", "include_api=0"]);
    let ids = run_ids(&per_run);
    assert_eq!(ids.len() as i64, runs, "each run once");
    assert_eq!(ids.iter().collect::<HashSet<_>>().len(), ids.len());
    assert!(per_run.iter().all(|r| r["run_count"] == 1));
    // Each run at its accelerator's cheapest offer, across every rate set.
    let conn = env.conn();
    for r in per_run.iter().take(10) {
        let cheapest: f64 = conn
            .query_row(
                "SELECT min(usd_per_gpu_hour) FROM gpu_rates WHERE accelerator_id = ?1",
                [r["accelerator_id"].as_str().unwrap()],
                |x| x.get(0),
            )
            .unwrap();
        assert_eq!(r["usd_per_gpu_hour"].as_f64().unwrap(), cheapest, "{r}");
    }
    // per=offer and all_rates=1: every run × rate pair.
    let pairs: i64 = env.count(
        "SELECT count(*) FROM runs AS r JOIN models AS m ON m.id = r.model_id
         JOIN gpu_rates AS g ON g.accelerator_id = r.accelerator_id
         WHERE m.architecture = 'dense' AND m.params_b BETWEEN 65 AND 75
           AND r.tokens_per_sec_per_gpu > 0 AND r.division IS NOT 'open'
           AND r.workload_key = 'mlperf'",
    );
    for p in ["per=offer", "all_rates=1"] {
        let every = rows(&env, &[p, "limit=all", "include_api=0"]);
        assert_eq!(every.len() as i64, pairs, "{p}");
    }
    let choices = rows(&env, &["limit=all", "include_api=0"]);
    assert!(choices.len() * 2 < per_run.len(), "{}", choices.len());
    // rows_without_limit counts the rows of the shape asked for.
    for (p, n) in [("per=choice", choices.len()), ("per=run", per_run.len())] {
        let first = rows(&env, &[p, "limit=3", "include_api=0"]);
        assert_eq!(first.len(), 3);
        assert_eq!(first[0]["rows_without_limit"], n as i64, "{p}");
    }
    // A typo is refused with the closest value.
    let err = env.fails(&["query", "cheapest-70b", "-p", "per=rnu"], 1);
    assert!(err.contains("did you mean 'run'"), "{err}");
}

/// The README's example of filters that leave no run (issue 23).
const NO_ROW: [&str; 8] = [
    "query",
    "cheapest-70b",
    "-p",
    "workload=1k/1k",
    "-p",
    "scenario=concurrency",
    "-p",
    "precision=fp8",
];

#[test]
fn an_empty_answer_names_the_filter_that_removed_the_last_runs() {
    let env = env();
    let out = env.run(&NO_ROW);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    let fp8 = env.count(
        "SELECT count(*) FROM runs AS r JOIN models AS m ON m.id = r.model_id
         WHERE m.architecture = 'dense' AND m.params_b BETWEEN 65 AND 75
           AND r.tokens_per_sec_per_gpu > 0 AND r.division IS NOT 'open'
           AND r.precision = 'FP8' COLLATE NOCASE AND r.workload_key IS NOT 'mlperf'",
    );
    assert!(fp8 > 0);
    assert!(
        err.contains(&format!(
            "note: no row: {fp8} runs of the models asked for match -p precision=fp8; \
             none of them has -p workload=1k/1k"
        )),
        "{err}"
    );
    let table = String::from_utf8_lossy(&out.stdout);
    assert!(table.contains("(0 rows)"), "{table}");
    assert!(!table.contains("note"), "{table}");
    // As JSON: no row at all, the note on stderr alone.
    let json = json_rows(&env, &NO_ROW);
    assert!(json.is_empty(), "{json:?}");
    // A value no run has is refused before the query runs.
    let err = env.fails(&["query", "cheapest-70b", "-p", "precision=fp3"], 1);
    assert!(err.contains("no precision 'fp3'"), "{err}");
    // The last filter on runs passes, but no rate prices their accelerator.
    let out = env.run(&[
        "query",
        "cheapest-70b",
        "-p",
        "mlperf=1",
        "-p",
        "accelerator=MI355X",
    ]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("runs match, but no rate asked for prices their accelerators on 2026-12-01"),
        "{err}"
    );
    // A filter that leaves rows says nothing.
    let out = env.run(&["query", "cheapest-70b", "-p", "workload=mlperf"]);
    assert!(
        !String::from_utf8_lossy(&out.stderr).contains("no row"),
        "{out:?}"
    );
}

/// The choices come from the stored groups of runs (_gpudb_run_choice_groups_stored), which
/// gpudb's next command stores again after the sqlite3 shell writes runs: the same bytes as
/// before for a write that changes no value, for the filters that are group keys and those
/// that are not, and a run the shell adds leads the next answer at once.
#[test]
fn the_stored_groups_and_the_live_ones_give_the_same_choices() {
    let env = env();
    let current = |env: &Env| {
        env.count("SELECT count(*) FROM _gpudb_derived_builds AS b JOIN _gpudb_data_changes AS c \
             ON c.table_name = b.reads AND c.change_count = b.change_count WHERE b.name = '_gpudb_run_choice_groups_stored'")
            == 1
    };
    let calls: [(&str, &[&str]); 9] = [
        ("cheapest-70b", &[]),
        ("cheapest-70b", &["include_open_division=1"]),
        ("cheapest-70b", &["precision=fp8"]),
        ("cheapest-70b", &["scenario=offline", "limit=all"]),
        (
            "cheapest-70b",
            &["workload=mlperf", "include_open_division=1"],
        ),
        ("cheapest-70b", &["source=mlperf-inference-v4.1"]),
        ("cheapest-70b", &["min_tokens_per_sec_per_user=10"]),
        ("cheapest", &["limit=all"]),
        ("cheapest", &["accelerator=H100", "limit=all"]),
    ];
    let answers = |env: &Env| -> Vec<String> {
        calls
            .iter()
            .map(|(q, params)| {
                let mut args = vec!["query", q, "--format", "csv"];
                for p in params.iter() {
                    args.extend(["-p", p]);
                }
                env.ok(&args)
            })
            .collect()
    };
    assert!(current(&env), "the import stores the groups");
    let stored = answers(&env);
    for (a, (q, p)) in stored.iter().zip(&calls) {
        assert!(a.lines().count() > 1, "{q} {p:?}: no row\n{a}");
    }

    // A write by another client that changes no value: the groups are stale; the next query
    // stores them again, and answers the same.
    env.sqlite3_ok("UPDATE runs SET gpu_count = gpu_count WHERE id = (SELECT min(id) FROM runs);");
    assert!(!current(&env), "the shell's write makes the groups stale");
    assert_eq!(answers(&env), stored, "stored again, the same choices");
    assert!(current(&env), "the query stored the groups again");

    // The fastest 70B run of all, copied by the shell at twice its speed: the next answer leads
    // with it, and a write of gpudb's keeps the same groups.
    let fastest = env.count(
        "SELECT run_id FROM run_costs WHERE model_id = 'llama-2-70b'
         ORDER BY tokens_per_sec_per_gpu DESC, run_id LIMIT 1",
    );
    let (columns, copied) = env.run_copy(
        "interactivity_tokens_per_sec_per_user",
        "tokens_per_sec_per_gpu * 2",
    );
    env.sqlite3_ok(&format!(
        "INSERT INTO runs ({columns}) SELECT {copied} FROM runs WHERE id = {fastest};"
    ));
    let planted = env.count("SELECT max(id) FROM runs");
    let live = answers(&env);
    assert_ne!(live, stored);
    assert_eq!(run_ids(&rows(&env, &[]))[0], planted, "{}", live[0]);
    env.ok(&["sql", "--write", "SELECT 1"]);
    assert!(current(&env), "the groups are current after gpudb's write");
    assert_eq!(answers(&env), live, "the same answer again");
}
