//! `gpudb query NAME`: the built-in saved queries on the bundled data, checked by hand; their
//! parameters (bound, never pasted; empty for the default, `none`/`all`; typos named), every
//! output format, an 80-column table (and its snapshot), a closed pipe, and a saved query that
//! writes.

use crate::common::{at_80_columns, json, json_rows as rows, Env};
use std::process::Command;

fn builtin_names(env: &Env) -> Vec<String> {
    rows(env, &["queries"])
        .iter()
        .filter(|q| q["origin"] == "built-in")
        .map(|q| q["name"].as_str().unwrap().to_string())
        .collect()
}

/// `query NAME`, with a value for each parameter it requires (clients::REQUIRED_VALUES).
fn query_args(name: &str) -> Vec<String> {
    let mut args = vec!["query".to_string(), name.to_string()];
    for (q, p, v) in crate::clients::REQUIRED_VALUES {
        if *q == name {
            args.extend(["-p".to_string(), format!("{p}={v}")]);
        }
    }
    args
}

#[test]
fn every_saved_query_runs_on_the_bundled_data_and_returns_rows() {
    let env = Env::hand_collected();
    env.init_with_owned_hardware();
    let names = builtin_names(&env);
    for required in [
        "cheapest-70b",
        "cheapest",
        "throughput-by-accelerator",
        "api-vs-self-hosted",
        "sources",
        "gaps",
    ] {
        assert!(
            names.iter().any(|n| n == required),
            "{required} missing: {names:?}"
        );
    }
    for name in &names {
        let args = query_args(name);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let r = rows(&env, &args);
        assert!(!r.is_empty(), "query {name} returned no rows");
    }
}

#[test]
fn cheapest_70b_top_row_checks_by_hand_against_the_formula() {
    let env = Env::hand_collected();
    env.init();
    let r = rows(&env, &["query", "cheapest-70b", "-p", "mlperf=1"]);
    // Ranked ascending by cost, every row a 65-75B dense model.
    let costs: Vec<f64> = r
        .iter()
        .map(|x| x["usd_per_m_output_tokens"].as_f64().unwrap())
        .collect();
    assert!(costs.windows(2).all(|w| w[0] <= w[1]), "{costs:?}");
    assert!(r.iter().all(|x| {
        let p = x["params_b"].as_f64().unwrap();
        (65.0..=75.0).contains(&p)
    }));
    // Seed: Llama 2 70B, 1xB200, 11,264 tok/s (MLPerf v4.1, survey throughput[9]);
    // sample rate: CoreWeave B200 spot $4.26/GPU-hour.
    let top = &r[0];
    assert_eq!(top["rank"], 1);
    assert_eq!(top["model_id"], "llama-2-70b");
    assert_eq!(top["accelerator_id"], "B200");
    assert_eq!(top["provider"], "CoreWeave");
    assert_eq!(top["pricing"], "spot");
    let expected = 4.26 / (11264.0 * 3600.0) * 1e6;
    let got = top["usd_per_m_output_tokens"].as_f64().unwrap();
    assert!(
        (got - expected).abs() <= 1e-12 * expected,
        "{got} vs {expected}"
    );
    // API offers are ranked with the other figures (MLPerf's apart): deepinfra's Llama 3.3 70B
    // at $0.32/M output.
    let others = rows(&env, &["query", "cheapest-70b"]);
    let deepinfra = others
        .iter()
        .find(|x| {
            x["served_as"] == "API"
                && x["provider"] == "deepinfra"
                && x["model_id"] == "llama-3.3-70b"
        })
        .expect("DeepInfra offer listed");
    // Ranked all-in: output price + input price × 3 input tokens per output token (the default).
    assert_eq!(deepinfra["listed_usd_per_m_output_tokens"], 0.32);
    assert_eq!(deepinfra["usd_per_m_input_tokens"], 0.1);
    let blended = deepinfra["usd_per_m_output_tokens"].as_f64().unwrap();
    assert!((blended - (0.32 + 0.1 * 3.0)).abs() < 1e-12, "{blended}");
    // Every self-hosted row carries its evidence.
    for x in r.iter().filter(|x| x["served_as"] == "self-hosted") {
        assert!(x["source_url"].as_str().unwrap().starts_with("https://"));
        assert!(x["run_id"].is_i64() && x["rate_id"].is_i64());
    }
}

#[test]
fn cheapest_70b_filters_by_rate_set_pricing_and_api() {
    let env = Env::hand_collected();
    env.init();
    env.ok(&[
        "rates",
        "add",
        "-a",
        "h100",
        "--usd-per-gpu-hour",
        "1.5",
        "--rate-set",
        "q",
    ]);
    let r = rows(
        &env,
        &[
            "query",
            "cheapest-70b",
            "-p",
            "rate_set=q",
            "-p",
            "include_api=0",
        ],
    );
    assert!(!r.is_empty());
    assert!(r
        .iter()
        .all(|x| x["rate_set"] == "q" && x["accelerator_id"] == "H100-SXM"));
    let r = rows(&env, &["query", "cheapest-70b", "-p", "pricing=spot"]);
    assert!(
        r.iter().any(|x| x["served_as"] == "API"),
        "API offers stay by default"
    );
    assert!(r
        .iter()
        .filter(|x| x["served_as"] == "self-hosted")
        .all(|x| x["pricing"] == "spot"));
}

#[test]
fn cheapest_takes_a_model_spelling_and_size_range() {
    let env = Env::hand_collected();
    env.init();
    let by_alias = rows(
        &env,
        &[
            "query",
            "cheapest",
            "-p",
            "model=DeepSeek-R1 671B",
            "-p",
            "limit=all",
        ],
    );
    let by_id = rows(
        &env,
        &[
            "query",
            "cheapest",
            "-p",
            "model=deepseek-r1",
            "-p",
            "limit=all",
        ],
    );
    assert!(!by_id.is_empty());
    assert_eq!(by_alias, by_id);
    assert!(by_id.iter().all(|x| x["model_id"] == "deepseek-r1"));
    let small = rows(
        &env,
        &[
            "query",
            "cheapest",
            "-p",
            "max_params_b=10",
            "-p",
            "limit=5",
        ],
    );
    assert_eq!(small.len(), 5);
    assert!(small
        .iter()
        .all(|x| x["params_b"].as_f64().unwrap() <= 10.0));
}

#[test]
fn throughput_by_accelerator_counts_the_figures_behind_each_row() {
    let env = Env::hand_collected();
    env.init();
    let r = rows(&env, &["query", "throughput-by-accelerator"]);
    let b200 = r.iter().find(|x| x["accelerator_id"] == "B200").unwrap();
    // 70B class on B200: 10,613.84 and 10,000 (Llama 3.3) and 11,264 (Llama 2): median 10,613.84.
    assert_eq!(b200["figure_count"], 3);
    assert_eq!(b200["best_tokens_per_sec_per_gpu"], 11264.0);
    assert_eq!(b200["median_tokens_per_sec_per_gpu"], 10613.84);
    // H100: 3046.14 (6092.28 / 2), 900, 1750 (7000 / 4): median 1750.
    let h100 = r
        .iter()
        .find(|x| x["accelerator_id"] == "H100-SXM")
        .unwrap();
    assert_eq!(h100["median_tokens_per_sec_per_gpu"], 1750.0);
}

#[test]
fn every_format_prints_the_same_rows() {
    let env = Env::hand_collected();
    env.init();
    let args = ["query", "sources"];
    let j = rows(&env, &args);
    let n = j.len();
    assert!(n > 5);

    let jsonl = env.ok(&["query", "sources", "--format", "jsonl"]);
    let lines: Vec<serde_json::Value> = jsonl.lines().map(json).collect();
    assert_eq!(lines, j);

    let csv_text = env.ok(&["query", "sources", "--format", "csv"]);
    let mut reader = csv::Reader::from_reader(csv_text.as_bytes());
    let header: Vec<String> = reader.headers().unwrap().iter().map(String::from).collect();
    let keys: Vec<String> = j[0].as_object().unwrap().keys().cloned().collect();
    assert_eq!(header, keys);
    let records: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(records.len(), n);
    assert_eq!(&records[0][0], j[0]["source_url"].as_str().unwrap());

    let md = env.ok(&["query", "sources", "--format", "markdown", "--wide"]);
    assert_eq!(md.lines().count(), n + 2);
    assert!(
        md.lines().nth(1).unwrap().contains("---:"),
        "numbers right-aligned: {md}"
    );

    let table = env.ok(&["query", "sources", "--wide"]);
    assert_eq!(
        table.lines().count(),
        n + 2,
        "no width limit when not a terminal"
    );
}

#[test]
fn table_fits_an_80_column_terminal() {
    let env = Env::hand_collected();
    env.init();
    for name in builtin_names(&env) {
        let out = env
            .cmd()
            .env("COLUMNS", "80")
            .args(query_args(&name))
            .output()
            .unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        let mut lines = text.lines();
        let header = lines.next().unwrap();
        assert!(header.chars().count() <= 80, "{name}: {header}");
        for line in text.lines() {
            assert!(
                line.chars().count() <= 80,
                "{name}: {} chars: {line}",
                line.chars().count()
            );
        }
    }
    // Numbers are right-aligned under their header.
    let out = env
        .cmd()
        .env("COLUMNS", "80")
        .args(["query", "cheapest-70b", "-p", "mlperf=1"])
        .args(["--columns", "usd_per_m_output_tokens,model_id"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let header = text.lines().next().unwrap();
    let end = header.find("usd_per_m_output_tokens").unwrap() + "usd_per_m_output_tokens".len();
    let row = text.lines().nth(2).unwrap();
    assert!(row[..end].ends_with("0.105"), "{row}");
    // The query's default columns: the cost with its range, the caveats cell (with how many
    // publishers measured a choice, ×N, where more than one), and a note naming the others.
    let out = env
        .cmd()
        .env("COLUMNS", "80")
        .args(["query", "cheapest-70b", "-p", "mlperf=1"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    // What every row shows alike (the workload, mlperf) is said once above the table.
    let mut lines = text.lines().skip_while(|l| l.starts_with("every row: "));
    let header = lines.next().unwrap();
    assert!(header.starts_with("$/M "), "{text}");
    assert!(header.contains("caveats"), "{text}");
    let row = lines.nth(1).unwrap();
    assert!(row.starts_with("0.105-0.1"), "{row}");
    assert!(text.contains("more columns: "), "{text}");
}

#[test]
fn json_numbers_are_numbers_and_null_is_null() {
    let env = Env::hand_collected();
    env.init();
    let r = rows(&env, &["query", "cheapest-70b"]);
    let api = r.iter().find(|x| x["served_as"] == "API").unwrap();
    assert!(api["rank"].is_i64());
    assert!(api["usd_per_m_output_tokens"].is_f64());
    assert!(api["accelerator_id"].is_null());
    assert!(api["tokens_per_sec_per_gpu"].is_null());
}

#[test]
fn unknown_query_and_parameter_errors_name_them_and_suggest() {
    let env = Env::hand_collected();
    env.init();
    let err = env.fails(&["query", "cheapest70b"], 2);
    assert!(err.contains("no saved query named 'cheapest70b'"), "{err}");
    assert!(err.contains("did you mean 'cheapest-70b'"), "{err}");
    let err = env.fails(&["query", "cheapest", "-p", "modle=x"], 2);
    assert!(
        err.contains("has no parameter 'modle'") && err.contains("did you mean 'model'"),
        "{err}"
    );
    let err = env.fails(&["query", "cheapest", "-p", "min_params_b=seventy"], 2);
    assert!(
        err.contains("'min_params_b' takes a number") && err.contains("seventy"),
        "{err}"
    );
    let err = env.fails(&["query", "cheapest", "-p", "novalue"], 2);
    assert!(err.contains("not name=value"), "{err}");
}

#[test]
fn a_parameter_value_is_bound_never_pasted() {
    let env = Env::hand_collected();
    env.init();
    let before = env.dump();
    let evil = "x'); DROP TABLE runs; --";
    // A filter value that matches nothing is refused before the query runs, and named.
    for (q, p) in [
        ("cheapest", "model"),
        ("api-vs-self-hosted", "model"),
        ("throughput-by-accelerator", "model"),
        ("cheapest-70b", "rate_set"),
    ] {
        let err = env.fails(&["query", q, "-p", &format!("{p}={evil}")], 1);
        assert!(err.contains(&format!("no {p} '{evil}'")), "{q}: {err}");
    }
    // Bound as a value where it is taken as one (gaps lists a rate set given, known or not).
    let r = rows(&env, &["query", "gaps", "-p", &format!("rate_set={evil}")]);
    assert!(r.iter().any(|x| x["rate_set"] == evil));
    let r = rows(&env, &["sql", "SELECT :v AS v", "-p", &format!("v={evil}")]);
    assert_eq!(r[0]["v"], evil);
    assert_eq!(env.dump(), before);
}

#[test]
fn broken_pipe_is_not_an_error() {
    let env = Env::hand_collected();
    env.init();
    // Enough output to outrun the pipe buffer once `head` has gone.
    let cmd = format!(
        "set -o pipefail; for i in 1 2 3 4 5 6 7 8; do \"{}\" --db \"{}\" query cheapest -p limit=all --format jsonl; done | head -c 10 >/dev/null",
        env!("CARGO_BIN_EXE_gpudb"),
        env.db.display()
    );
    let out = crate::common::without_gpudb_vars(&mut Command::new("bash"))
        .args(["-c", &cmd])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!String::from_utf8_lossy(&out.stderr).contains("gpudb:"));
}

/// An empty parameter takes the default the SQL applies; `none`/`all` lift the bound or limit.
#[test]
fn empty_means_default_and_none_or_all_mean_no_bound() {
    let env = Env::hand_collected();
    env.init();
    let n = |args: &[&str]| {
        let mut a = vec!["query"];
        a.extend(args);
        a.extend(["--format", "json"]);
        json(&env.ok(&a)).as_array().unwrap().len()
    };
    assert_eq!(n(&["cheapest", "-p", "all_rates=1"]), 50);
    assert_eq!(n(&["cheapest", "-p", "all_rates=1", "-p", "limit="]), 50);
    assert!(n(&["cheapest", "-p", "all_rates=1", "-p", "limit=all"]) > 50);
    assert_eq!(
        n(&["cheapest", "-p", "all_rates=1", "-p", "limit=none"]),
        n(&["cheapest", "-p", "all_rates=1", "-p", "limit=all"])
    );
    let default = n(&["throughput-by-accelerator"]);
    assert_eq!(
        n(&["throughput-by-accelerator", "-p", "min_params_b="]),
        default
    );
    assert!(
        n(&[
            "throughput-by-accelerator",
            "-p",
            "min_params_b=none",
            "-p",
            "max_params_b=none"
        ]) > default
    );
    let err = env.fails(&["query", "cheapest", "-p", "limit=everything"], 2);
    assert!(err.contains("none"), "{err}");
}

#[test]
fn a_saved_query_that_writes_is_refused() {
    let env = Env::hand_collected();
    env.init();
    let dir = env.path("queries");
    std::fs::create_dir(&dir).unwrap();
    std::fs::write(
        dir.join("wipe.sql"),
        "-- title: Not what it says\nDELETE FROM gpu_rates\n",
    )
    .unwrap();
    let before = env.dump();
    let err = env.fails(&["query", "wipe", "--queries", dir.to_str().unwrap()], 2);
    assert!(
        err.contains("saved query 'wipe'") && err.contains("--write"),
        "{err}"
    );
    assert_eq!(env.dump(), before);
}

#[test]
fn cheapest_70b_table_in_80_columns() {
    let env = Env::hand_collected();
    env.init();
    let text = at_80_columns(&env, &["query", "cheapest-70b"]);
    insta::assert_snapshot!(text);
}

/// An empty `as_of` prices at today, and GPUDB_TODAY pins today: the sample rates read on
/// 2026-09-20 are fresh on 2026-12-01 and `old` (over 90 days) on 2026-12-25.
#[test]
fn an_empty_as_of_prices_at_the_day_gpudb_today_pins() {
    let env = Env::hand_collected();
    env.init();
    let old_rows = |today: &str, extra: &[&str]| -> usize {
        let mut args = vec!["query", "cheapest-70b", "-p", "include_api=0", "-f", "json"];
        args.extend_from_slice(extra);
        let out = env
            .cmd()
            .env("GPUDB_TODAY", today)
            .args(&args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let rows = crate::common::json(&String::from_utf8_lossy(&out.stdout));
        rows.as_array()
            .unwrap()
            .iter()
            .filter(|r| {
                r["rate"].as_str().is_some_and(|s| s.contains("CoreWeave"))
                    && r["caveats"]
                        .as_str()
                        .is_some_and(|c| c.split(',').any(|x| x == "old"))
            })
            .count()
    };
    assert_eq!(old_rows("2026-12-01", &[]), 0);
    assert!(old_rows("2026-12-25", &[]) > 0);
    // A given as_of wins over the pinned day.
    assert_eq!(old_rows("2026-12-25", &["-p", "as_of=2026-12-01"]), 0);
}
