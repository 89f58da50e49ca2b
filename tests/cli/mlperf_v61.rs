//! MLPerf Inference v6.1's `summary.json`: an object keyed "0", "1", … with renamed fields. The
//! real excerpt in `tests/data/` (the file's first 45 rows, cut at a record boundary), rows of it
//! changed by the tests, and bad rows (nothing imported).

use crate::common::{json, repo, Env};
use std::path::{Path, PathBuf};

/// The first 45 rows of MLCommons' v6.1 `summary.json` (where it comes from:
/// tests/data/README.md).
fn excerpt() -> PathBuf {
    let path = repo("tests/data/mlperf-inference-v6.1-summary-excerpt.json");
    assert!(path.exists(), "missing {}", path.display());
    path
}

fn s(path: &Path) -> &str {
    path.to_str().expect("utf-8 path")
}

/// Import `file`, requiring success; returns stderr.
fn import(env: &Env, file: &Path) -> String {
    let out = env.run(&["import", s(file)]);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{err}");
    assert!(out.stdout.is_empty());
    err
}

/// The excerpt with row `key` changed by `f`, written into the test's temp dir.
fn excerpt_with(env: &Env, key: &str, f: impl FnOnce(&mut serde_json::Value)) -> PathBuf {
    let mut rows = json(&std::fs::read_to_string(excerpt()).unwrap());
    f(&mut rows[key]);
    let path = env.path("summary.json");
    std::fs::write(&path, serde_json::to_string(&rows).unwrap()).unwrap();
    path
}

#[test]
fn the_excerpt_imports_every_tokens_row_and_counts_the_rest_by_unit() {
    let env = Env::hand_collected();
    env.init();
    let err = import(&env, &excerpt());
    // 45 rows: 33 in Tokens/s, every one a run (no CPU-only system, no twin, no count that
    // disagrees among them), and 12 of other benchmarks, counted by unit.
    assert!(
        err.contains(
            "gpudb: mlperf-inference-v6.1: imported (33 runs, 0 API prices; skipped \
             Latency (ms): 2, Latency (s): 2, Queries/s: 2, Samples/s: 6)"
        ),
        "{err}"
    );
    assert_eq!(33 + 2 + 2 + 2 + 6, 45);
    assert_eq!(
        env.rows(
            "SELECT name, kind, title, license, source_url, data_url, run_count FROM datasets
             WHERE name = 'mlperf-inference-v6.1'"
        ),
        [
            "Text(\"mlperf-inference-v6.1\")|Text(\"mlperf-inference\")|\
          Text(\"MLPerf Inference v6.1\")|Text(\"Apache-2.0\")|\
          Text(\"https://github.com/mlcommons/inference_results_v6.1\")|\
          Text(\"https://github.com/mlcommons/inference_results_v6.1/blob/main/summary.json\")|\
          Integer(33)"
        ]
    );
    // The five rows MLPerf marks inferred are kept, with the caveat that says so.
    assert_eq!(env.count("SELECT count(*) FROM runs WHERE inferred = 1"), 5);
    assert_eq!(
        env.count(
            "SELECT count(*) FROM run_comparison AS c JOIN runs AS r ON r.id = c.run_id
             WHERE r.inferred = 1 AND ',' || c.caveats || ',' LIKE '%,inf,%'"
        ),
        5
    );
    assert_eq!(
        env.count(
            "SELECT count(*) FROM run_comparison AS c JOIN runs AS r ON r.id = c.run_id
             WHERE r.inferred = 0 AND c.caveats LIKE '%inf%'"
        ),
        0
    );
    // Every run is an MLPerf figure, tagged as such, with a result id to cite.
    assert_eq!(
        env.count(
            "SELECT count(*) FROM run_comparison AS c JOIN runs AS r ON r.id = c.run_id
             JOIN datasets AS d ON d.id = r.dataset_id
             WHERE d.name = 'mlperf-inference-v6.1' AND c.caveats LIKE '%mlp%'
               AND r.result_id LIKE '6.1/closed/%' AND r.division = 'closed'"
        ),
        33
    );
    // Re-importing changes nothing.
    let before = env.dump();
    let err = import(&env, &excerpt());
    assert!(err.contains("mlperf-inference-v6.1: unchanged"), "{err}");
    assert_eq!(env.dump(), before);
}

#[test]
fn per_gpu_figure_is_the_result_over_total_accelerators() {
    let env = Env::hand_collected();
    env.init();
    import(&env, &excerpt());
    // "13": AMD 9x8xMI355X_2xEPYC_9575F, gpt-oss-120b Offline, Result 1039900.0 Tokens/s on
    // total_accelerators 72 (= number_of_nodes 9 × accelerators_per_node 8).
    assert_eq!(1_039_900.0_f64 / 72.0, 14_443.055_555_555_555);
    assert_eq!(
        env.rows(
            "SELECT r.record_key, r.result_id, r.accelerator_id, r.model_id, r.gpu_count,
                    r.tokens_per_sec_total, r.tokens_per_sec_per_gpu, r.submitter, r.scenario,
                    r.division, r.availability, r.weight_data_type, r.inferred, r.framework,
                    s.url, l.figure_source, l.citation
             FROM runs AS r JOIN sources AS s ON s.id = r.source_id
             JOIN run_labels AS l ON l.run_id = r.id WHERE r.record_path = '[\"13\"]'"
        ),
        [format!(
            "Text(\"6.1/closed/AMD/9x8xMI355X_2xEPYC_9575F/gpt-oss-120b/Offline\")|\
             Text(\"6.1/closed/AMD/9x8xMI355X_2xEPYC_9575F\")|Text(\"MI355X\")|\
             Text(\"gpt-oss-120b\")|Integer(72)|Real(1039900.0)|Real({:?})|Text(\"AMD\")|\
             Text(\"Offline\")|Text(\"closed\")|Text(\"available\")|Text(\"mxfp4\")|Integer(0)|\
             Text(\"vLLM\")|\
             Text(\"https://github.com/mlcommons/inference_results_v6.1/tree/main/closed/AMD/results/9x8xMI355X_2xEPYC_9575F\")|\
             Text(\"MLPerf 6.1/closed/AMD/9x8xMI355X_2xEPYC_9575F\")|\
             Text(\"MLPerf Inference v6.1 Closed, gpt-oss-120b Offline, entry \
             6.1/closed/AMD/9x8xMI355X_2xEPYC_9575F; the cost is derived by gpudb, not an MLPerf \
             metric, and not verified by MLCommons Association\")",
            1_039_900.0_f64 / 72.0
        )]
    );
    // "27" is inferred: Azure GB300 NVL72 deepseek-r1 Interactive, 260098.0 on 18 × 4 = 72.
    assert_eq!(
        env.rows(
            "SELECT r.gpu_count, r.tokens_per_sec_per_gpu, r.inferred, c.caveats
             FROM runs AS r JOIN run_comparison AS c ON c.run_id = r.id
             WHERE r.record_path = '[\"27\"]'"
        ),
        [format!(
            "Integer(72)|Real({:?})|Integer(1)|Text(\"drv,inf,mlp,fp4\")",
            260_098.0_f64 / 72.0
        )]
    );
}

#[test]
fn a_total_that_disagrees_with_nodes_times_accelerators_is_skipped_and_counted() {
    let env = Env::hand_collected();
    env.init();
    let file = excerpt_with(&env, "13", |r| r["total_accelerators"] = 64.into());
    let err = import(&env, &file);
    assert!(
        err.contains(
            "imported (32 runs, 0 API prices; skipped Latency (ms): 2, Latency (s): 2, \
             Queries/s: 2, Samples/s: 6, accelerator count disagrees: 1)"
        ),
        "{err}"
    );
    assert!(
        err.contains(
            "warning: 1 Tokens/s row skipped, an accelerator count that disagrees with \
             accelerators_per_node × number_of_nodes: 6.1/closed/AMD/9x8xMI355X_2xEPYC_9575F"
        ),
        "{err}"
    );
    assert_eq!(
        env.count("SELECT count(*) FROM runs WHERE record_path = '[\"13\"]'"),
        0
    );
}

#[test]
fn design_power_is_kept_as_published() {
    let env = Env::hand_collected();
    env.init();
    // Every row of the excerpt has design_power_watts null; a row that gives one keeps it.
    let file = excerpt_with(&env, "6", |r| r["design_power_watts"] = 12000.0.into());
    import(&env, &file);
    assert_eq!(
        env.rows("SELECT design_power_w FROM runs WHERE design_power_w IS NOT NULL"),
        ["Real(12000.0)"]
    );
}

#[test]
fn open_division_rows_are_marked_as_in_the_older_rounds() {
    let env = Env::hand_collected();
    env.init();
    let file = excerpt_with(&env, "6", |r| {
        r["Division"] = "open".into();
        r["Location"] = r["Location"]
            .as_str()
            .unwrap()
            .replace("closed", "open")
            .into();
    });
    import(&env, &file);
    assert_eq!(
        env.rows(
            "SELECT r.division, l.figure_source, c.caveats FROM runs AS r
             JOIN run_labels AS l ON l.run_id = r.id JOIN run_comparison AS c ON c.run_id = r.id
             WHERE r.record_path = '[\"6\"]'"
        ),
        [
            "Text(\"open\")|Text(\"MLPerf 6.1/open/AMD/8xMI355X_2xEPYC_9575F open\")|\
          Text(\"drv,open,mlp,fp4\")"
        ]
    );
}

#[test]
fn a_submitter_folder_with_spaces_gives_a_source_url_that_opens() {
    let env = Env::hand_collected();
    env.init();
    // The real round has submitter folders with spaces in them ("Naeem Khoshnevis",
    // "Orrick Industries LLC"): the result id keeps the folder as published, the source URL
    // percent-encodes it.
    let file = excerpt_with(&env, "6", |r| {
        r["Organization"] = "Naeem Khoshnevis".into();
        r["Location"] = r["Location"]
            .as_str()
            .unwrap()
            .replace("/AMD/", "/Naeem Khoshnevis/")
            .into();
    });
    import(&env, &file);
    assert_eq!(
        env.rows(
            "SELECT r.result_id, s.url FROM runs AS r JOIN sources AS s ON s.id = r.source_id
             WHERE r.record_path = '[\"6\"]'"
        ),
        [
            "Text(\"6.1/closed/Naeem Khoshnevis/8xMI355X_2xEPYC_9575F\")|\
          Text(\"https://github.com/mlcommons/inference_results_v6.1/tree/main/closed/\
          Naeem%20Khoshnevis/results/8xMI355X_2xEPYC_9575F\")"
        ]
    );
}

#[test]
fn the_round_spelling_llama3_1_8b_is_the_llama_3_1_8b_of_the_other_rows() {
    let env = Env::hand_collected();
    env.init();
    // v6.1's CPU and Intel Arc submissions name the benchmark `llama3_1-8b` (their
    // `MlperfModel` says `llama3.1-8b`): the same model, not a new one of unknown size.
    let file = excerpt_with(&env, "31", |r| r["Model"] = "llama3_1-8b".into());
    let err = import(&env, &file);
    assert!(!err.contains("is new"), "{err}");
    assert_eq!(
        env.rows(
            "SELECT r.model_id, r.model_published FROM runs AS r WHERE r.record_path = '[\"31\"]'"
        ),
        ["Text(\"llama-3.1-8b\")|Text(\"llama3_1-8b\")"]
    );
}

#[test]
fn the_round_spellings_of_known_accelerators_are_those_accelerators() {
    // v6.1 names cards gpudb knows in new ways (HPE, Cisco, Intel, Quanta and Supermicro rows).
    for (published, id) in [
        (
            "NVIDIA RTX PRO 4500 Blackwell Server Edition",
            "RTX-PRO-4500",
        ),
        ("NVIDIA RTX PRO 4500 Blackwell-PCIe-32GB", "RTX-PRO-4500"),
        ("Intel(R) Arc(TM) Pro B70", "ARC-PRO-B70"),
    ] {
        let env = Env::hand_collected();
        env.init();
        let file = excerpt_with(&env, "31", |r| {
            r["accelerator_model_name"] = published.into();
        });
        let err = import(&env, &file);
        assert!(!err.contains("is new"), "{published}: {err}");
        assert_eq!(
            env.rows("SELECT accelerator_id FROM runs WHERE record_path = '[\"31\"]'"),
            [format!("Text({id:?})")],
            "{published}"
        );
    }
}

/// Import `file` and require it to be refused with one message naming the file and each of
/// `needles`, nothing on stdout, and the database unchanged.
fn refused(env: &Env, file: &Path, needles: &[&str]) {
    let before = env.dump();
    let out = env.run(&["import", s(file)]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(out.stdout.is_empty());
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

/// A row's key, how it is broken, and what the message must name.
type Case = (
    &'static str,
    fn(&mut serde_json::Value),
    &'static [&'static str],
);

#[test]
fn bad_rows_are_refused_naming_file_row_and_field() {
    let env = Env::hand_collected();
    env.init();
    // A value missing (an absent accelerators_per_node …) skips the row instead: tests/cli/record.rs.
    let cases: [Case; 5] = [
        (
            "9",
            |r| r["Result"] = "fast".into(),
            &["[\"9\"] (AMD, llama2-70b-99.9, Offline)", "field `Result`"],
        ),
        (
            "15",
            |r| r["Location"] = "somewhere".into(),
            &["[\"15\"]", "field `Location`", "'somewhere'"],
        ),
        (
            "27",
            |r| r["inferred"] = 2.into(),
            &[
                "[\"27\"] (Azure, deepseek-r1, Interactive)",
                "field `inferred`: expected 0 or 1, found 2",
            ],
        ),
        (
            "41",
            |r| r["design_power_watts"] = (-5.0).into(),
            &[
                "[\"41\"]",
                "field `design_power_watts`: must be a positive number",
            ],
        ),
        (
            "40",
            |r| r["number_of_nodes"] = 1.5.into(),
            &["[\"40\"]", "field `number_of_nodes`"],
        ),
    ];
    for (key, change, needles) in cases {
        let file = excerpt_with(&env, key, change);
        refused(&env, &file, needles);
    }
}
