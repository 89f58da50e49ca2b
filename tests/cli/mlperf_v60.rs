//! MLPerf Inference v6.0's real results table (a byte-exact copy in `tests/data/`): what it
//! imports, and the rows main skipped or mislabelled.

use crate::common::{repo, Env};
use std::path::PathBuf;

/// MLCommons' v6.0 `summary_results.json` (Apache-2.0; where it comes from: tests/data/README.md).
fn real_file() -> PathBuf {
    let path = repo("tests/data/mlperf-inference-v6.0-summary_results.json");
    assert!(path.exists(), "missing {}", path.display());
    path
}

/// Import the real v6.0 table into a database with the bundled data; returns stderr.
fn imported(env: &Env) -> String {
    env.init();
    let out = env.run(&["import", real_file().to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{err}");
    err
}

#[test]
fn the_table_imports_with_every_skip_counted() {
    let env = Env::hand_collected();
    let err = imported(&env);
    // 384 Tokens/s rows: 305 runs, 12 CPU-only, 4 of a heterogeneous cluster (6.0-0031), and 63
    // figures published under both -99 and -99.9, kept once.
    assert!(
        err.contains(
            "gpudb: mlperf-inference-v6.0: imported (305 runs, 0 API prices; skipped \
             Latency (ms): 34, Latency (s): 9, Queries/s: 12, Samples/s: 81, no accelerator: 12, \
             two kinds of accelerator: 4, same figure at 99 and 99.9 (kept once, as 99.9): 63)"
        ),
        "{err}"
    );
    assert_eq!(305 + 12 + 4 + 63, 384);
    assert_eq!(34 + 9 + 12 + 81 + 384, 520);
    assert!(!err.contains("disagrees"), "{err}");
}

#[test]
fn a_result_with_two_gpu_counts_is_priced_on_the_one_the_submission_names() {
    let env = Env::hand_collected();
    imported(&env);
    // 6.0-0001 (AMD, Platform 87xMI355X_22xEPYC_9575F): Accelerator "… (x87)", a# 8 × Nodes 11
    // = 88 (Total Accelerators 88). llama2-70b-99.9 Offline: 1,042,110 tokens/s.
    assert_eq!(1_042_110.0_f64 / 87.0, 11_978.275_862_068_966);
    assert_eq!(1_042_110.0_f64 / 88.0, 11_842.159_090_909_09);
    assert_eq!(
        env.rows(
            "SELECT r.gpu_count, r.gpu_count_also_published, r.tokens_per_sec_per_gpu, r.notes,
                    c.caveats
             FROM runs AS r JOIN run_comparison AS c ON c.run_id = r.id
             WHERE r.record_key = '6.0-0001/llama2-70b-99.9/Offline'"
        ),
        [format!(
            "Integer(87)|Integer(88)|Real({:?})|Text(\"GPU count published two ways: the \
             accelerator field names 87 GPUs (11978.3 tok/s per GPU, the figure gpudb keeps), \
             a# × Nodes gives 88 (11842.2 per GPU); also published as llama2-70b-99 with the \
             same figure\")|Text(\"drv,gpus,mlp,fp4\")",
            1_042_110.0_f64 / 87.0
        )]
    );
    // 6.0-0003: 94 named, a# 8 × Nodes 12 = 96; gpt-oss-120b Offline 1,031,070 tokens/s.
    assert_eq!(
        env.rows(
            "SELECT gpu_count, gpu_count_also_published, tokens_per_sec_per_gpu FROM runs
             WHERE record_key = '6.0-0003/gpt-oss-120b/Offline'"
        ),
        [format!(
            "Integer(94)|Integer(96)|Real({:?})",
            1_031_070.0_f64 / 94.0
        )]
    );
    // Five runs in all (three of 6.0-0001 after their -99 twins, two of 6.0-0003).
    assert_eq!(
        env.count("SELECT count(*) FROM runs WHERE gpu_count_also_published IS NOT NULL"),
        5
    );
}

#[test]
fn accelerator_spellings_map_to_the_curated_ids() {
    let env = Env::hand_collected();
    let err = imported(&env);
    // On main, 12 of v6.0's spellings became new accelerators with unknown specs (198 of its
    // runs), so a GB300, B300 or RTX PRO 6000 rate priced none of them.
    assert_eq!(
        env.rows(
            "SELECT accelerator_published, accelerator_id, count(*) FROM runs
             WHERE accelerator_published IN ('NVIDIA GB300', 'NVIDIA B300-SXM-270GB',
                 'NVIDIA RTX PRO 6000 Blackwell Server Edition', 'AMD Instinct MI350X',
                 'AMD Instinct MI350X 288GB HBM3e', 'NVIDIA Jetson AGX Thor 128G',
                 'Intel(R) Arc Pro(R) B70')
             GROUP BY 1, 2 ORDER BY 2, 1"
        ),
        [
            "Text(\"Intel(R) Arc Pro(R) B70\")|Text(\"ARC-PRO-B70\")|Integer(6)",
            "Text(\"NVIDIA B300-SXM-270GB\")|Text(\"B300\")|Integer(56)",
            "Text(\"NVIDIA GB300\")|Text(\"GB300\")|Integer(29)",
            "Text(\"NVIDIA Jetson AGX Thor 128G\")|Text(\"JETSON-AGX-THOR-128GB\")|Integer(1)",
            "Text(\"AMD Instinct MI350X\")|Text(\"MI350X\")|Integer(2)",
            "Text(\"AMD Instinct MI350X 288GB HBM3e\")|Text(\"MI350X\")|Integer(11)",
            "Text(\"NVIDIA RTX PRO 6000 Blackwell Server Edition\")|Text(\"RTX-PRO-6000\")|Integer(73)",
        ]
    );
    // MI355X at a 1000 W power cap is another configuration: its own curated id, as
    // H200-SXM-1000W is, so a MI355X rate does not price it.
    assert_eq!(
        env.rows(
            "SELECT accelerator_id, count(*) FROM runs
             WHERE accelerator_published = 'AMD Instinct MI355X 288GB HBM3e (Power Cap 1000 W)'
             GROUP BY 1"
        ),
        ["Text(\"MI355X-1000W\")|Integer(2)"]
    );
    // Left new on purpose: the dual-GPU Arc Pro B60 board (one accelerator or two? the row
    // does not say).
    assert_eq!(
        env.rows(
            "SELECT a.id, count(*) FROM runs AS r JOIN accelerators AS a ON a.id = r.accelerator_id
             WHERE a.origin = 'import' GROUP BY 1 ORDER BY 1"
        ),
        ["Text(\"MS-INTEL ARC PRO B60 DUAL 48G TURBO\")|Integer(6)"]
    );
    let new = err
        .lines()
        .filter(|l| l.contains("accelerator '") && l.contains("is new"));
    assert_eq!(new.count(), 1, "{err}");
}

#[test]
fn precision_is_the_weight_data_type_where_it_names_one() {
    let env = Env::hand_collected();
    imported(&env);
    // On main no MLPerf run had a precision, so `-p precision=fp4` dropped every one of them.
    assert_eq!(
        env.rows(
            "SELECT weight_data_type, precision_published, precision, count(*) FROM runs
             WHERE result_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1"
        ),
        [
            "Text(\"INT8\")|Text(\"INT8\")|Text(\"INT8\")|Integer(14)",
            "Text(\"MXFP4\")|Text(\"MXFP4\")|Text(\"FP4\")|Integer(6)",
            "Text(\"fp16\")|Text(\"fp16\")|Text(\"FP16\")|Integer(2)",
            "Text(\"fp4\")|Text(\"fp4\")|Text(\"FP4\")|Integer(254)",
            "Text(\"fp8\")|Text(\"fp8\")|Text(\"FP8\")|Integer(25)",
            "Text(\"mxfp4\")|Text(\"mxfp4\")|Text(\"FP4\")|Integer(4)",
        ]
    );
    assert_eq!(14 + 6 + 2 + 254 + 25 + 4, 305);
    // The saved query's filter finds them now, tagged fp4 (no longer p?).
    let out = env.ok(&[
        "query",
        "cheapest-70b",
        "-p",
        "mlperf=1",
        "-p",
        "precision=fp4",
        "--format",
        "csv",
    ]);
    assert!(
        out.lines().skip(1).any(|l| l.contains("MLPerf 6.0-")),
        "{out}"
    );
    assert!(
        out.lines()
            .skip(1)
            .filter(|l| l.contains("MLPerf"))
            .all(|l| l.contains("fp4") && !l.contains("p?")),
        "{out}"
    );
}

#[test]
fn inferred_results_are_kept_and_marked() {
    let env = Env::hand_collected();
    imported(&env);
    // 57 Tokens/s rows say inferred = 1: 44 runs, as 13 are -99 twins of a -99.9 row kept once.
    assert_eq!(
        env.rows("SELECT inferred, count(*) FROM runs WHERE result_id IS NOT NULL GROUP BY 1"),
        ["Integer(0)|Integer(261)", "Integer(1)|Integer(44)"]
    );
    assert_eq!(
        env.count(
            "SELECT count(*) FROM run_comparison AS c JOIN runs AS r ON r.id = c.run_id
             WHERE (r.inferred = 1) <> (coalesce(c.caveats, '') LIKE '%inf%')"
        ),
        0
    );
    // 6.0-0001's Interactive figure is one of them.
    assert_eq!(
        env.rows(
            "SELECT c.caveats FROM runs AS r JOIN run_comparison AS c ON c.run_id = r.id
             WHERE r.record_key = '6.0-0001/llama2-70b-99.9/Interactive'"
        ),
        ["Text(\"drv,gpus,inf,mlp,fp4\")"]
    );
}
