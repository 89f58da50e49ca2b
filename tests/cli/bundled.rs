//! The bundled record: a new database holds the MLPerf rounds v4.1, v5.1 and v6.0, the same runs
//! and figures `gpudb import` of the published files gives, so the bundle cannot drift from the
//! importer.

use crate::common::{repo, Env};

const RUNS: &str =
    "SELECT d.name, d.license, r.result_id, r.model_id, r.scenario, r.accelerator_id,
        r.gpu_count, r.precision, r.tokens_per_sec_per_gpu, r.record_path
    FROM runs AS r JOIN datasets AS d ON d.id = r.dataset_id
    WHERE d.kind = 'mlperf-inference' ORDER BY d.name, r.record_path";

#[test]
fn a_new_database_holds_what_importing_the_rounds_gives() {
    let bundled = Env::new();
    bundled.ok(&["sql", "select 1"]);
    let imported = Env::hand_collected();
    let files: Vec<String> = ["v4.1", "v5.1", "v6.0"]
        .iter()
        .map(|v| {
            repo(&format!(
                "tests/data/mlperf-inference-{v}-summary_results.json"
            ))
            .display()
            .to_string()
        })
        .collect();
    let mut args = vec!["import"];
    args.extend(files.iter().map(String::as_str));
    imported.ok(&args);
    let (a, b) = (bundled.rows(RUNS), imported.rows(RUNS));
    assert_eq!(a.len(), 802);
    assert_eq!(a, b);
    assert!(a[0].contains("Apache-2.0"), "{}", a[0]);
    // The same files again: unchanged, nothing written.
    let err = String::from_utf8(bundled.run(&args).stderr).unwrap();
    assert_eq!(err.matches(": unchanged (").count(), 3, "{err}");
}

#[test]
fn a_fresh_cheapest_70b_ranks_mlperf_figures_with_their_citations() {
    let env = Env::new();
    let out = env.ok(&[
        "query",
        "cheapest-70b",
        "-p",
        "mlperf=1",
        "--format",
        "csv",
        "-p",
        "limit=3",
    ]);
    let rows: Vec<&str> = out.lines().skip(1).collect();
    assert_eq!(rows.len(), 3);
    for row in rows {
        assert!(
            ["MLPerf 6.0-", "MLPerf 5.1-", "MLPerf 4.1-"]
                .iter()
                .any(|v| row.contains(v)),
            "{row}"
        );
        assert!(
            row.contains("not verified by MLCommons Association"),
            "{row}"
        );
    }
}
