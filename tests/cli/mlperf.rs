//! MLPerf Inference summary results: the real v4.1 table (a byte-exact copy in `tests/data/`),
//! a handmade v5.x fixture, and bad rows (nothing imported).

use crate::common::{json, repo, Env};
use std::path::PathBuf;

/// The real MLCommons v4.1 results table, as MLCommons publishes it (Apache-2.0; where it
/// comes from: tests/data/README.md).
fn real_file() -> PathBuf {
    let path = repo("tests/data/mlperf-inference-v4.1-summary_results.json");
    assert!(path.exists(), "missing {}", path.display());
    path
}

fn fixture() -> PathBuf {
    repo("tests/fixtures/mlperf-inference-v5.1-handmade.json")
}

fn s(path: &std::path::Path) -> &str {
    path.to_str().expect("utf-8 path")
}

/// Import `file`, requiring success; returns stderr.
fn import(env: &Env, file: &std::path::Path) -> String {
    let out = env.run(&["import", s(file)]);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{err}");
    err
}

#[test]
fn real_v41_table_imports_tokens_rows_and_counts_every_skip() {
    let env = Env::hand_collected();
    env.init();
    let err = import(&env, &real_file());
    // 329 Tokens/s rows: 195 runs (181 closed, 14 open division), 14 without an accelerator,
    // and 120 figures published under both -99 and -99.9 kept once.
    assert!(
        err.contains(
            "gpudb: mlperf-inference-v4.1: imported (195 runs, 0 API prices; skipped \
             Latency (ms): 34, Queries/s: 227, Samples/s: 347, no accelerator: 14, \
             same figure at 99 and 99.9 (kept once, as 99.9): 120)"
        ),
        "{err}"
    );
    assert_eq!(195 + 14 + 120, 329);
    assert_eq!(34 + 227 + 347 + 329, 937);
    assert!(
        err.contains(
            "gpudb: warning: 14 Tokens/s rows skipped, no accelerator named (CPU-only systems): \
             4.1-0006, 4.1-0010, 4.1-0013, 4.1-0030, 4.1-0034, 4.1-0054, 4.1-0073"
        ),
        "{err}"
    );
    assert_eq!(
        env.count("SELECT count(*) FROM runs WHERE division = 'open'"),
        14
    );
    // Every product string maps to a curated accelerator, every model to a curated one.
    assert!(!err.contains("is new"), "{err}");
    assert_eq!(
        env.count("SELECT count(*) FROM accelerators WHERE origin = 'import'"),
        0
    );
    assert_eq!(
        env.count("SELECT count(*) FROM models WHERE origin = 'import'"),
        0
    );
    assert_eq!(
        env.rows(
            "SELECT name, kind, title, publisher, license, source_url, collected_at, run_count
             FROM datasets WHERE kind = 'mlperf-inference'"
        ),
        [
            "Text(\"mlperf-inference-v4.1\")|Text(\"mlperf-inference\")|\
          Text(\"MLPerf Inference v4.1\")|Text(\"MLCommons\")|Text(\"Apache-2.0\")|\
          Text(\"https://github.com/mlcommons/inference_results_v4.1\")|Null|Integer(195)"
        ]
    );
    // One run per ID × model × scenario, no more.
    assert_eq!(
        env.count(
            "SELECT count(DISTINCT result_id || model_published || scenario) FROM runs
             WHERE result_id IS NOT NULL"
        ),
        195
    );
    assert_eq!(
        env.count(
            "SELECT count(*) FROM runs WHERE result_id IS NOT NULL
                 AND (division NOT IN ('closed', 'open')
                 OR published_as <> 'total' OR precision IS NOT NULL)"
        ),
        0
    );
}

#[test]
fn per_gpu_figure_is_the_result_over_accelerators_per_node_times_nodes() {
    let env = Env::hand_collected();
    env.init();
    import(&env, &real_file());
    // [413] v4.1-0035 llama2-70b-99.9 Offline: 41672.4 tokens/s on a# 8.0 × Nodes 2.
    assert_eq!(
        env.rows(
            "SELECT record_path, accelerator_id, model_id, gpu_count, tokens_per_sec_total,
                    tokens_per_sec_per_gpu, accuracy_target, scenario, submitter, availability,
                    weight_data_type, framework, framework_version, notes
             FROM runs WHERE record_key = '4.1-0035/llama2-70b-99.9/Offline'"
        ),
        [format!(
            "Text(\"[413]\")|Text(\"H100-SXM\")|Text(\"llama-2-70b\")|Integer(16)|\
             Real(41672.4)|Real({:?})|Text(\"99.9\")|Text(\"Offline\")|Text(\"JuniperNetworks\")|\
             Text(\"available\")|Text(\"fp16\")|Text(\"TensorRT\")|Text(\"9.3.0\")|\
             Text(\"also published as llama2-70b-99 with the same figure\")",
            41672.4_f64 / (8.0 * 2.0)
        )]
    );
    assert_eq!(41672.4_f64 / 16.0, 2604.525);
    // The -99 twin is not a run of its own.
    assert_eq!(
        env.count("SELECT count(*) FROM runs WHERE record_key = '4.1-0035/llama2-70b-99/Offline'"),
        0
    );
    // v4.1-0031 published different figures at 99 and 99.9: both are kept.
    assert_eq!(
        env.rows(
            "SELECT accuracy_target, tokens_per_sec_total FROM runs
             WHERE result_id = '4.1-0031' AND scenario = 'Offline' AND model_id = 'llama-2-70b'
             ORDER BY accuracy_target"
        ),
        ["Text(\"99\")|Real(24528.3)", "Text(\"99.9\")|Real(24424.7)"]
    );
}

#[test]
fn the_1000_w_h200_is_its_own_accelerator() {
    let env = Env::hand_collected();
    env.init();
    import(&env, &real_file());
    assert_eq!(
        env.rows(
            "SELECT DISTINCT r.accelerator_id, a.tdp_w FROM runs r
             JOIN accelerators a ON a.id = r.accelerator_id
             WHERE r.accelerator_published = 'NVIDIA H200-SXM-141GB-CTS'"
        ),
        ["Text(\"H200-SXM-1000W\")|Real(1000.0)"]
    );
    assert_eq!(
        env.count(
            "SELECT count(*) FROM runs WHERE result_id IN ('4.1-0045', '4.1-0046')
                 AND accelerator_id <> 'H200-SXM-1000W'"
        ),
        0
    );
    assert_eq!(
        env.rows(
            "SELECT DISTINCT accelerator_id FROM runs
             WHERE accelerator_published = 'NVIDIA H200-SXM-141GB'"
        ),
        ["Text(\"H200-SXM\")"]
    );
}

#[test]
fn cheapest_70b_ranks_mlperf_figures_with_their_citation() {
    let env = Env::hand_collected();
    env.init();
    import(&env, &real_file());
    let out = env.ok(&[
        "query",
        "cheapest-70b",
        "-p",
        "mlperf=1",
        "--format",
        "json",
    ]);
    let rows = json(&out);
    let rows = rows.as_array().expect("an array of rows");
    let mlperf: Vec<&serde_json::Value> = rows
        .iter()
        .filter(|r| r["citation"].as_str().is_some())
        .collect();
    assert!(!mlperf.is_empty());
    for r in &mlperf {
        let citation = r["citation"].as_str().unwrap();
        // Suite and version, division, benchmark and scenario, the entry, and that the cost is
        // derived: what MLCommons' results-messaging guidelines ask of a citation.
        assert!(
            citation.starts_with("MLPerf Inference v4.1 Closed, llama2-70b-99")
                && citation.contains(", entry 4.1-")
                && citation.ends_with(
                    "; the cost is derived by gpudb, not an MLPerf metric, and not verified \
                     by MLCommons Association"
                ),
            "{citation}"
        );
        assert_eq!(r["model_id"], "llama-2-70b", "{r}");
    }
    // Each run once: entry 4.1-0043 is not its choice's cheapest run, but it is a run.
    let csv = env.ok(&[
        "query",
        "cheapest-70b",
        "-p",
        "mlperf=1",
        "--format",
        "csv",
        "-p",
        "per=run",
    ]);
    assert!(
        csv.contains(", entry 4.1-0043; the cost is derived by gpudb"),
        "{csv}"
    );
}

#[test]
fn reimporting_the_same_table_changes_nothing() {
    let env = Env::hand_collected();
    env.init();
    import(&env, &real_file());
    let before = env.dump();
    let err = import(&env, &real_file());
    assert!(err.contains("mlperf-inference-v4.1: unchanged"), "{err}");
    assert_eq!(env.dump(), before);
}

/// The real table with row `index` changed by `f`, written into the test's temp dir.
fn real_with(env: &Env, index: usize, f: impl FnOnce(&mut serde_json::Value)) -> PathBuf {
    let text = std::fs::read_to_string(real_file()).unwrap();
    let mut rows = json(&text);
    f(&mut rows[index]);
    let path = env.path("summary_results.json");
    std::fs::write(&path, serde_json::to_string(&rows).unwrap()).unwrap();
    path
}

/// Import `file` into a database holding the bundled data and require it to be refused with
/// one message naming the file and each of `needles`, leaving the database unchanged.
fn refused(env: &Env, file: &std::path::Path, needles: &[&str]) {
    env.init();
    let before = env.dump();
    let err = env.fails(&["import", s(file)], 1);
    assert!(
        err.starts_with(&format!("gpudb: {}: ", file.display())),
        "{err}"
    );
    for needle in needles {
        assert!(err.contains(needle), "should mention {needle:?}: {err}");
    }
    assert_eq!(err.lines().count(), 1, "{err}");
    assert_eq!(env.dump(), before, "nothing may be imported");
}

#[test]
fn bad_rows_are_refused_naming_file_row_and_field() {
    // [413] is v4.1-0035 llama2-70b-99.9 Offline.
    let env = Env::hand_collected();
    let file = real_with(&env, 413, |r| r["Performance_Result"] = "41672.4".into());
    refused(
        &env,
        &file,
        &[
            "[413] (v4.1-0035, llama2-70b-99.9, Offline)",
            "field `Performance_Result`",
            "expected a number",
        ],
    );
    let env = Env::hand_collected();
    let file = real_with(&env, 413, |r| r["a#"] = 0.0.into());
    refused(
        &env,
        &file,
        &[
            "[413] (v4.1-0035, llama2-70b-99.9, Offline)",
            "field `a#`: must be a positive whole number, got 0",
        ],
    );
    let env = Env::hand_collected();
    let file = real_with(&env, 413, |r| r["a#"] = 7.5.into());
    refused(&env, &file, &["[413] (v4.1-0035", "field `a#`", "got 7.5"]);
    // A scenario gpudb does not rank, or a value missing, skips the row instead (tests/cli/record.rs).
    let env = Env::hand_collected();
    let file = real_with(&env, 413, |r| r["Nodes"] = "two".into());
    refused(&env, &file, &["[413] (v4.1-0035", "field `Nodes`"]);
}

#[test]
fn v5_rows_integer_counts_interactive_fp4_and_the_skips() {
    let env = Env::hand_collected();
    env.init();
    let err = import(&env, &fixture());
    assert!(
        err.contains(
            "gpudb: mlperf-inference-v5.1: imported (3 runs, 0 API prices; skipped \
             Samples/s: 1, no accelerator: 1, two kinds of accelerator: 1, \
             same figure at 99 and 99.9 (kept once, as 99.9): 1)"
        ),
        "{err}"
    );
    assert!(
        err.contains(
            "gpudb: warning: 1 Tokens/s row skipped, two kinds of accelerator named, so no one \
             GPU can be priced: 5.1-9003"
        ),
        "{err}"
    );
    assert!(
        err.contains("no accelerator named (CPU-only systems): 5.1-9004"),
        "{err}"
    );
    assert!(!err.contains("is new"), "{err}");
    assert_eq!(
        env.rows(
            "SELECT record_key, accelerator_id, model_id, gpu_count, tokens_per_sec_per_gpu,
                    scenario, accuracy_target, weight_data_type, framework, framework_version
             FROM runs WHERE dataset_id = (SELECT id FROM datasets
                 WHERE name = 'mlperf-inference-v5.1')
             ORDER BY record_key"
        ),
        [
            "Text(\"5.1-9001/llama2-70b-99.9/Interactive\")|Text(\"MI325X\")|\
             Text(\"llama-2-70b\")|Integer(8)|Real(1000.0)|Text(\"Interactive\")|\
             Text(\"99.9\")|Text(\"fp8\")|Text(\"vLLM\")|\
             Text(\"0.9.0.2.dev108+g71faa1880.rocm641\")",
            "Text(\"5.1-9002/llama3.1-405b/Server\")|Text(\"GB200\")|\
             Text(\"llama-3.1-405b\")|Integer(72)|Real(200.0)|Text(\"Server\")|Null|\
             Text(\"fp4\")|Text(\"TensorRT\")|Text(\"10.11.0\")",
            "Text(\"5.1-9006/llama2-70b-99/Offline\")|Text(\"MI355X\")|\
             Text(\"llama-2-70b\")|Integer(8)|Real(4500.0)|Text(\"Offline\")|Text(\"99\")|\
             Text(\"fp4\")|Text(\"vLLM\")|Text(\"0.10.1+rocm700\")",
        ]
    );
    // From v5.1 on, weight_data_types is the precision where it names one data type.
    assert_eq!(
        env.rows(
            "SELECT precision_published, precision FROM runs WHERE dataset_id = (SELECT id
                 FROM datasets WHERE name = 'mlperf-inference-v5.1') ORDER BY record_key"
        ),
        [
            "Text(\"fp8\")|Text(\"FP8\")",
            "Text(\"fp4\")|Text(\"FP4\")",
            "Text(\"fp4\")|Text(\"FP4\")"
        ]
    );
    // A second round is a dataset of its own beside the first.
    import(&env, &real_file());
    assert_eq!(
        env.count("SELECT count(*) FROM datasets WHERE kind = 'mlperf-inference'"),
        2
    );
}

/// Open-division results may change the model (the depth-pruned H200 run, 4.1-0089, is the
/// fastest llama2-70b figure per GPU): they are imported and marked, and the cost queries leave
/// them out unless asked.
#[test]
fn open_division_results_are_kept_but_ranked_only_when_asked() {
    let env = Env::hand_collected();
    env.init();
    import(&env, &real_file());
    let pruned = env.ok(&[
        "sql",
        "SELECT division, gpu_config_published FROM runs WHERE result_id = '4.1-0089'",
        "--format",
        "csv",
    ]);
    assert!(
        pruned.contains("open,H200-SXM-141GBx1_TRT_DepthPruned"),
        "{pruned}"
    );
    let default = env.ok(&["query", "cheapest-70b", "-p", "mlperf=1", "--format", "csv"]);
    assert!(!default.contains("4.1-0089"), "left out by default");
    let asked = env.ok(&[
        "query",
        "cheapest-70b",
        "-p",
        "mlperf=1",
        "-p",
        "include_open_division=1",
        "--format",
        "csv",
    ]);
    assert!(asked.contains("MLPerf 4.1-0089 open"), "{asked}");
}
