//! The public record as it is: every kind of MLPerf row (CPU-only, every unit, inferred, null
//! notes, a value missing, power) counted as imported or skipped by reason under one rule for
//! every round; MLPerf's measured power and accuracy kept and ranked by power basis; InferenceX's
//! power schema 2 fields, power verdict and benchmark type. Fixtures written for the project
//! (tests/fixtures/), and the bundled rounds.

use crate::common::{json_rows, repo, Env};

fn fixture(name: &str) -> String {
    let path = repo(&format!("tests/fixtures/{name}"));
    assert!(path.exists(), "missing {}", path.display());
    path.to_str().expect("utf-8 path").to_string()
}

/// Import `file` into a database of the hand-collected data, requiring success; returns stderr.
fn import(env: &Env, file: &str) -> String {
    let out = env.run(&["import", file]);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{err}");
    assert!(out.stdout.is_empty());
    err
}

#[test]
fn every_v61_row_kind_is_a_run_or_a_skip_counted_by_reason() {
    let env = Env::hand_collected();
    env.init();
    let err = import(&env, &fixture("mlperf-inference-v6.1-row-kinds.json"));
    // 14 rows: 4 runs (plain, notes null, inferred, design power) and 10 skipped, one per
    // reason: five other units, a CPU-only system, a scenario gpudb does not rank, and three
    // rows each missing a value gpudb needs (Result null, accelerators_per_node absent, Units
    // null). Nothing refuses the file.
    assert!(
        err.contains(
            "gpudb: mlperf-inference-v6.1: imported (4 runs, 0 API prices; skipped \
             Latency (ms): 1, Latency (s): 1, Queries/s: 1, Result missing: 1, Samples/s: 1, \
             Tasks/s: 1, Units missing: 1, accelerators_per_node missing: 1, no accelerator: 1, \
             scenario SingleStream: 1)"
        ),
        "{err}"
    );
    assert_eq!(4 + 10, 14);
    for warning in [
        "1 row skipped, `Result` absent, null or blank: 6.1/closed/Example/example_platform_10",
        "1 row skipped, `accelerators_per_node` absent, null or blank: \
         6.1/closed/Example/example_platform_11",
        "1 row skipped, `Units` absent, null or blank: 6.1/closed/Example/example_platform_12",
        "1 Tokens/s row skipped, no accelerator named (CPU-only systems): \
         6.1/closed/Example/example_platform_3",
        "1 Tokens/s row skipped, scenario 'SingleStream', which is not one gpudb ranks",
    ] {
        assert!(err.contains(warning), "{warning}: {err}");
    }
    // Per-GPU figures are Result / total_accelerators exactly; inferred, notes, design power
    // and accuracy as published.
    assert_eq!(
        env.rows(
            "SELECT result_id, tokens_per_sec_per_gpu = tokens_per_sec_total / 8, inferred,
                    notes IS NULL, design_power_w, accuracy_published
             FROM runs WHERE result_id LIKE '6.1/%' ORDER BY result_id"
        ),
        [
            "Text(\"6.1/closed/Example/example_platform_0\")|Integer(1)|Integer(0)|Integer(0)|Null|\
             Text(\"ROUGE1: 44.5  ROUGE2: 22.1  ROUGEL: 28.9  TOKENS_PER_SAMPLE: 284.0\")",
            "Text(\"6.1/closed/Example/example_platform_1\")|Integer(1)|Integer(0)|Integer(1)|Null|\
             Text(\"ROUGE1: 44.5  ROUGE2: 22.1  ROUGEL: 28.9  TOKENS_PER_SAMPLE: 284.0\")",
            "Text(\"6.1/closed/Example/example_platform_13\")|Integer(1)|Integer(0)|Integer(0)|\
             Real(10200.0)|Text(\"ROUGE1: 44.5  ROUGE2: 22.1  ROUGEL: 28.9  TOKENS_PER_SAMPLE: 284.0\")",
            "Text(\"6.1/closed/Example/example_platform_2\")|Integer(1)|Integer(1)|Integer(0)|Null|\
             Text(\"ROUGE1: 44.5  ROUGE2: 22.1  ROUGEL: 28.9  TOKENS_PER_SAMPLE: 284.0\")",
        ]
    );
}

#[test]
fn older_rounds_skip_a_missing_value_by_the_same_rule_and_keep_power() {
    let env = Env::hand_collected();
    env.init();
    let err = import(&env, &fixture("mlperf-inference-v5.1-power-and-gaps.json"));
    // 12 rows: 4 runs; a 99 twin of a 99.9 row with the same figure and power (kept once), a
    // latency row with energy per query (another unit), a CPU-only row, and five rows each
    // missing a value gpudb needs (ID, Scenario, Accelerator, a#, Performance_Result).
    assert!(
        err.contains(
            "gpudb: mlperf-inference-v5.1: imported (4 runs, 0 API prices; skipped \
             Accelerator missing: 1, ID missing: 1, Latency (ms): 1, Performance_Result missing: 1, \
             Scenario missing: 1, a# missing: 1, no accelerator: 1, same figure at 99 and 99.9 \
             (kept once, as 99.9): 1)"
        ),
        "{err}"
    );
    assert!(
        err.contains("1 row skipped, `ID` absent, null or blank: [6]"),
        "{err}"
    );
    assert!(
        err.contains("1 Tokens/s row kept without its power: `Power_Units` is not Watts: 5.1-9102"),
        "{err}"
    );
    // Power_Result (W, the system at the wall): J/token = Power_Result / Performance_Result, W
    // per GPU = Power_Result / GPUs, basis wall. No power where none is published or its unit
    // is not Watts.
    assert_eq!(
        env.rows(
            "SELECT model_published, scenario, system_power_w, power_w_per_gpu,
                    joules_per_output_token = system_power_w / tokens_per_sec_total, power_basis
             FROM runs WHERE result_id LIKE '5.1-91%' ORDER BY result_id, model_published, scenario"
        ),
        [
            "Text(\"llama2-70b-99\")|Text(\"Server\")|Real(10080.0)|Real(1260.0)|Integer(1)|Text(\"wall\")",
            "Text(\"llama2-70b-99.9\")|Text(\"Offline\")|Real(10000.0)|Real(1250.0)|Integer(1)|Text(\"wall\")",
            "Text(\"mixtral-8x7b\")|Text(\"Offline\")|Null|Null|Null|Null",
            "Text(\"llama3.1-8b\")|Text(\"Offline\")|Null|Null|Null|Null",
        ]
    );
    let rows = json_rows(&env, &["query", "energy", "-p", "power_basis=wall"]);
    let got: Vec<(f64, String, String)> = rows
        .iter()
        .map(|r| {
            (
                r["joules_per_output_token"].as_f64().unwrap(),
                r["power_basis"].as_str().unwrap().to_string(),
                r["energy_from"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let from = "system power / tokens/s".to_string();
    assert_eq!(
        got,
        [
            (0.1, "wall".to_string(), from.clone()),
            (0.105, "wall".to_string(), from)
        ]
    );
}

#[test]
fn the_bundled_rounds_power_runs_are_ranked_at_the_wall() {
    let env = Env::new();
    env.init();
    // The 18 Tokens/s rows of v4.1 and v5.1 with Power_Result: 13 runs, as 5 are -99 twins of a
    // -99.9 row with the same figure and power.
    assert_eq!(
        env.count(
            "SELECT count(*) FROM runs WHERE system_power_w IS NOT NULL AND power_basis = 'wall'"
        ),
        13
    );
    // 5.1-0061, Lenovo 8x B200, llama2-70b-99.9 Offline: 10,400.9988793425 W at 102,909 tok/s.
    assert_eq!(
        env.rows(
            "SELECT joules_per_output_token = 10400.9988793425 / 102909.0,
                    power_w_per_gpu = 10400.9988793425 / 8, printf('%.4f', joules_per_output_token)
             FROM runs WHERE result_id = '5.1-0061' AND model_published = 'llama2-70b-99.9'
               AND scenario = 'Offline'"
        ),
        ["Integer(1)|Integer(1)|Text(\"0.1011\")"]
    );
    let rows = json_rows(&env, &["query", "energy", "-p", "limit=all"]);
    assert_eq!(rows.len(), 13, "{rows:?}");
    assert!(rows.iter().all(|r| r["power_basis"] == "wall"), "{rows:?}");
    let top = &rows[2];
    assert_eq!(top["model_id"], "llama-2-70b");
    assert_eq!(top["accuracy_target"], "99.9");
    assert_eq!(
        top["joules_per_output_token"].as_f64(),
        Some(10400.9988793425 / 102909.0)
    );
    // Equal accuracy target: the filter keeps only 99 (the Server pair differs in figure, so
    // both are kept).
    let at99 = json_rows(&env, &["query", "energy", "-p", "accuracy_target=99"]);
    assert!(!at99.is_empty());
    assert!(
        at99.iter().all(|r| r["accuracy_target"] == "99"),
        "{at99:?}"
    );
}

#[test]
fn inferencex_power_schema_2_is_kept_only_where_validated() {
    let env = Env::hand_collected();
    env.init();
    let err = import(&env, &fixture("inferencex-power-v2-and-agentic.json"));
    assert!(err.contains("gpudb: inferencex: imported (5 runs"), "{err}");
    assert_eq!(
        env.rows(
            "SELECT benchmark_type, workload_key, power_valid, power_metric_schema_version,
                    power_basis, power_w_per_gpu, joules_per_output_token, joules_per_input_token,
                    joules_per_total_token, prefill_power_w_per_gpu, decode_power_w_per_gpu,
                    prefill_joules_per_input_token, decode_joules_per_output_token,
                    p75_power_w_per_gpu, p90_power_w_per_gpu
             FROM runs WHERE dataset_id = (SELECT id FROM datasets WHERE name = 'inferencex')
             ORDER BY record_path"
        ),
        [
            // Validated, aggregated: the GPU boards' power.
            "Text(\"single_turn\")|Text(\"1k/1k\")|Integer(1)|Integer(2)|Text(\"board\")|\
             Real(700.0)|Real(0.5)|Real(0.45)|Real(0.24)|Null|Null|Null|Null|Real(720.0)|Real(760.0)",
            // Validated, disaggregated: the prefill and decode workers' own.
            "Text(\"single_turn\")|Text(\"1k/1k\")|Integer(1)|Integer(2)|Text(\"board\")|\
             Real(690.0)|Real(1.38)|Real(0.46)|Real(0.345)|Real(650.0)|Real(730.0)|Real(0.22)|\
             Real(0.73)|Null|Null",
            // Failed validation: the verdict, no power.
            "Text(\"single_turn\")|Text(\"1k/1k\")|Integer(0)|Integer(2)|Null|\
             Null|Null|Null|Null|Null|Null|Null|Null|Null|Null",
            // Agentic and multi-turn replays: each its own workload, never 1k/1k.
            "Text(\"agentic_traces\")|Text(\"agentic_traces\")|Null|Null|Null|\
             Null|Null|Null|Null|Null|Null|Null|Null|Null|Null",
            "Text(\"multi_turn\")|Text(\"multi_turn, isl 1024, osl 1024\")|Null|Null|Null|\
             Null|Null|Null|Null|Null|Null|Null|Null|Null|Null",
        ]
    );
    // Only the validated runs are measured energy, at the board.
    let rows = json_rows(&env, &["query", "energy"]);
    let got: Vec<(f64, &str)> = rows
        .iter()
        .map(|r| {
            (
                r["joules_per_output_token"].as_f64().unwrap(),
                r["power_basis"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(got, [(0.5, "board"), (1.38, "board")]);
    // The 1k/1k runs gpudb ranks side by side are the single-turn ones only.
    assert_eq!(
        env.count(
            "SELECT count(*) FROM run_comparison WHERE workload_key = '1k/1k'
             AND run_id IN (SELECT id FROM runs WHERE benchmark_type <> 'single_turn')"
        ),
        0
    );
}

#[test]
fn inferencex_rows_that_do_not_say_import_as_before() {
    // tests/data's rows carry no benchmark_type and no power verdict: the keys and figures are
    // those the stored-keys and realsources tests pin; here, none of the new fields but the
    // J per total token they publish.
    let env = Env::hand_collected();
    env.init();
    import(
        &env,
        repo("tests/data/inferencex-dsr1-rows.json")
            .to_str()
            .unwrap(),
    );
    assert_eq!(
        env.count(
            "SELECT count(*) FROM runs WHERE coalesce(benchmark_type, power_valid,
                power_metric_schema_version, power_basis, system_power_w, joules_per_input_token,
                p75_power_w_per_gpu, accuracy_published) IS NOT NULL"
        ),
        0
    );
}

#[test]
fn inferencex_evaluations_are_kept_per_configuration_and_shown_with_its_runs() {
    let env = Env::hand_collected();
    env.init();
    import(&env, &fixture("inferencex-power-v2-and-agentic.json"));
    let err = import(&env, &fixture("inferencex-evaluations.json"));
    assert!(
        err.contains("gpudb: inferencex-evaluations: imported (4 evaluation results)"),
        "{err}"
    );
    assert_eq!(
        env.rows(
            "SELECT hardware, task, metric, value, concurrency FROM evaluation_results
             ORDER BY hardware, task, metric"
        ),
        [
            "Text(\"b200\")|Text(\"gpqa\")|Text(\"score\")|Real(0.713)|Integer(64)",
            "Text(\"b200\")|Text(\"gsm8k\")|Text(\"em_flexible\")|Real(0.962)|Integer(64)",
            "Text(\"b200\")|Text(\"gsm8k\")|Text(\"em_strict\")|Real(0.951)|Integer(64)",
            "Text(\"mi355x\")|Text(\"gsm8k\")|Text(\"em_strict\")|Real(0.948)|Integer(4)",
        ]
    );
    // The fixture's runs share one configuration (b200, sglang, fp8, TP8, 8 + 8 GPUs listed) but
    // the disaggregated one: every other run has the b200 results, none the mi355x one.
    let run = env.count(
        "SELECT id FROM runs WHERE record_path LIKE '[0]@%'
         AND dataset_id = (SELECT id FROM datasets WHERE name = 'inferencex')",
    );
    assert_eq!(
        env.rows(&format!(
            "SELECT task, metric, value FROM run_evaluations WHERE run_id = {run}
             ORDER BY task, metric"
        )),
        [
            "Text(\"gpqa\")|Text(\"score\")|Real(0.713)",
            "Text(\"gsm8k\")|Text(\"em_flexible\")|Real(0.962)",
            "Text(\"gsm8k\")|Text(\"em_strict\")|Real(0.951)",
        ]
    );
    assert_eq!(
        env.count(
            "SELECT count(DISTINCT run_id) FROM run_evaluations
             WHERE run_id IN (SELECT id FROM runs WHERE disaggregated = 1)"
        ),
        0
    );
    let shown = env.ok(&["show", "run", &run.to_string()]);
    let line = shown
        .lines()
        .find(|l| l.trim_start().starts_with("evaluations "))
        .unwrap_or_else(|| panic!("{shown}"));
    assert_eq!(
        line.split_whitespace().collect::<Vec<_>>().join(" "),
        "evaluations gpqa score = 0.713; gsm8k em_flexible = 0.962; gsm8k em_strict = 0.951"
    );
}
