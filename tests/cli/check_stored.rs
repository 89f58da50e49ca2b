//! The checks that read a derived table (the roofs' groups of runs, the frontier's beaten points)
//! find a bad row the sqlite3 shell wrote: `gpudb check` stores them again first (the shell's
//! write made them stale), and the answer is the same after a `gpudb sql --write`.

use crate::common::{json, repo, Env};
use serde_json::Value as Json;

const MLPERF: &str = "tests/data/mlperf-inference-v4.1-summary_results.json";
const INFERENCEX: &str = "tests/data/inferencex-dsr1-rows.json";
const STORES: [&str; 3] = [
    "_gpudb_check_figure_groups_stored",
    "_gpudb_check_speed_groups_stored",
    "_gpudb_check_frontier_beaten_stored",
];

fn current(env: &Env) -> bool {
    STORES.iter().all(|s| {
        env.count(&format!(
            "SELECT count(*) FROM _gpudb_derived_builds AS b JOIN _gpudb_data_changes AS c \
             ON c.table_name = b.reads AND c.change_count = b.change_count WHERE b.name = '{s}'"
        )) == 1
    })
}

/// `gpudb check NAMES --format json --rows 100`: the whole JSON text and the exit code.
fn check(env: &Env, names: &[&str]) -> (String, Option<i32>) {
    let mut args = names.to_vec();
    args.insert(0, "check");
    args.extend(["--format", "json", "--rows", "100"]);
    let out = env.run(&args);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        out.status.code(),
    )
}

fn failing_runs(text: &str, name: &str) -> Vec<i64> {
    let list = json(text);
    let f = list
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["check"] == name)
        .unwrap_or_else(|| panic!("no check {name} in {text}"))
        .clone();
    f["first_rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["run_id"].as_i64().unwrap())
        .collect()
}

#[test]
fn a_bad_run_the_shell_wrote_is_found_stale_and_current_alike() {
    let env = Env::hand_collected();
    env.init();
    for f in [MLPERF, INFERENCEX] {
        env.ok(&["import", repo(f).to_str().unwrap()]);
    }
    assert!(current(&env), "an import stores them");
    let names = ["compute-roof", "memory-roof", "frontier"];
    let (before, code) = check(&env, &names);
    assert_eq!(code, Some(0), "{before}");
    for n in names {
        assert!(failing_runs(&before, n).is_empty(), "{n}: {before}");
    }

    // MLPerf v4.1-0021 (8× H200, Llama 2 70B, Offline) with its node's 32,124 tokens/s per GPU:
    // above the H200's compute roof of 14,135. An InferenceX run 50× faster per user than it
    // was: above its memory roof. And a copy of another InferenceX run at half its speed per
    // user and 0.9× its throughput: a point its series beats on both.
    let mlperf = env.count(
        "SELECT r.id FROM runs r JOIN datasets d ON d.id = r.dataset_id \
         WHERE d.name = 'mlperf-inference-v4.1' AND r.record_path = '[253]'",
    );
    let ix = |i: usize| {
        env.count(&format!(
            "SELECT r.id FROM runs r JOIN datasets d ON d.id = r.dataset_id \
             WHERE d.kind = 'inferencex' AND r.record_path LIKE '[{i}]@%'"
        ))
    };
    let (fast, copied_from) = (ix(1), ix(0));
    let (columns, copied) = env.run_copy(
        "interactivity_tokens_per_sec_per_user * 0.5",
        "tokens_per_sec_per_gpu * 0.9",
    );
    env.sqlite3_ok(&format!(
        "UPDATE runs SET tokens_per_sec_per_gpu = tokens_per_sec_per_gpu * gpu_count
             WHERE id = {mlperf};
             UPDATE runs SET interactivity_tokens_per_sec_per_user =
                 interactivity_tokens_per_sec_per_user * 50 WHERE id = {fast};
             INSERT INTO runs ({columns}) SELECT {copied} FROM runs WHERE id = {copied_from};"
    ));
    let beaten = env.count("SELECT max(id) FROM runs");
    assert!(!current(&env), "the shell's writes make the stores stale");

    // Stored again by the check itself: every planted row is found.
    let (stale, code) = check(&env, &names);
    assert_eq!(code, Some(1), "{stale}");
    assert_eq!(
        failing_runs(&stale, "compute-roof"),
        vec![mlperf],
        "{stale}"
    );
    assert_eq!(failing_runs(&stale, "memory-roof"), vec![fast], "{stale}");
    assert_eq!(failing_runs(&stale, "frontier"), vec![beaten], "{stale}");

    // After gpudb's next write: the same answer, byte for byte, from the stores.
    env.ok(&["sql", "--write", "SELECT 1"]);
    assert!(current(&env), "gpudb sql --write stores them again");
    let (stored, code) = check(&env, &names);
    assert_eq!(code, Some(1));
    assert_eq!(stored, stale);
    // The skipped runs are counted as before: one row per reason in the SQL, many runs.
    let list: Json = json(&stored);
    let roof = list
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["check"] == "compute-roof")
        .unwrap()
        .clone();
    assert_eq!(roof["skipped"]["open division"], 14, "{roof}");
}
