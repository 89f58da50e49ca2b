//! The change counts behind V23's derived tables: an import counts what it writes (it writes
//! with the triggers off), a re-import that writes nothing counts nothing, a catalog counts
//! nothing (no derived table reads catalog_rates: V38 stopped counting it), and a row another
//! client writes is counted by the triggers.

use crate::common::{repo, Env};

fn changes(env: &Env, table: &str) -> i64 {
    env.count(&format!(
        "SELECT change_count FROM _gpudb_data_changes WHERE table_name = '{table}'"
    ))
}

#[test]
fn an_import_counts_what_it_writes_and_the_same_file_again_counts_nothing() {
    let env = Env::hand_collected();
    env.init();
    let runs = changes(&env, "runs");
    let file = repo("tests/data/mlperf-inference-v4.1-summary_results.json");
    env.ok(&["import", file.to_str().unwrap()]);
    assert!(changes(&env, "runs") > runs, "runs written, not counted");

    let dump = env.dump();
    env.ok(&["import", file.to_str().unwrap()]);
    assert_eq!(env.dump(), dump, "the same file again changed the database");

    let runs = changes(&env, "runs");
    let aws = repo("tests/fixtures/catalogs/aws/vms.csv");
    env.ok(&["import", "--as-of", "2026-11-30", aws.to_str().unwrap()]);
    assert_eq!(changes(&env, "runs"), runs, "a catalog wrote no run");
    let counted = env.count("SELECT count(*) FROM _gpudb_data_changes WHERE table_name <> 'runs'");
    assert_eq!(counted, 0, "only runs are read by a derived table");
}

#[test]
fn a_row_another_client_writes_is_counted_by_the_triggers() {
    let env = Env::hand_collected();
    env.init();
    let runs = changes(&env, "runs");
    let out = env.sqlite3(
        &[],
        "UPDATE runs SET notes = 'mine' WHERE id = (SELECT min(id) FROM runs);
         DELETE FROM runs WHERE id = (SELECT max(id) FROM runs);",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // One row rewritten (its key trigger rewrites it once more), one deleted.
    assert!(changes(&env, "runs") >= runs + 2);
}

/// The rows of choice_evidence's rule run now, whole (nothing is touched outside an import).
fn evidence_by_rule(env: &Env) -> Vec<String> {
    let rule = std::fs::read_to_string(repo("schema/stored/choice_evidence.sql")).unwrap();
    let rule = rule.trim_end().trim_end_matches(';');
    env.rows(&format!("SELECT * FROM ({rule}) ORDER BY 1, 2, 3, 4, 5"))
}

fn evidence_stored(env: &Env) -> Vec<String> {
    env.rows("SELECT * FROM _gpudb_choice_evidence_stored ORDER BY 1, 2, 3, 4, 5")
}

/// An import stores choice_evidence again for the model × accelerator pairs it changed only
/// (V52): what it stores must be what the whole rule gives, whatever the change: a figure, a
/// run moved to another model, a run gone, a run added, and runs that become copies of another
/// dataset's figure without being written (the MLPerf round the survey republishes).
#[test]
fn an_import_stores_the_evidence_of_the_choices_it_changed_and_it_is_the_rules() {
    let env = Env::hand_collected();
    env.init();
    assert_eq!(evidence_stored(&env), evidence_by_rule(&env));

    // MLPerf v4.1: the survey's records 8-11 copy its results, now counted once.
    let copies = env.count("SELECT count(*) FROM figure_copies");
    let mlperf = repo("tests/data/mlperf-inference-v4.1-summary_results.json");
    env.ok(&["import", mlperf.to_str().unwrap()]);
    assert!(env.count("SELECT count(*) FROM figure_copies") > copies);
    assert_eq!(evidence_stored(&env), evidence_by_rule(&env));

    // The survey as serde_json writes it: every record's text differs, and every run is
    // written again.
    let path = repo("data/datasets/throughput-survey.json");
    let mut v = crate::common::json(&std::fs::read_to_string(path).unwrap());
    v["collected_at"] = "2026-12-01".into();
    let reformatted = env.path("survey-2026-12-01.json");
    std::fs::write(&reformatted, serde_json::to_string(&v).unwrap()).unwrap();
    env.ok(&["import", reformatted.to_str().unwrap()]);
    assert_eq!(evidence_stored(&env), evidence_by_rule(&env));

    // A newer version, written alike: one figure changed, one run moved to another model, one
    // gone, one added on an accelerator no run of its model had.
    let before = env.rows("SELECT rowid, * FROM _gpudb_choice_evidence_stored ORDER BY rowid");
    v["collected_at"] = "2026-12-02".into();
    let t = v["throughput"].as_array_mut().unwrap();
    t[0]["tokens_per_sec_total"] = 9000.5.into();
    t[13]["model"] = "Llama 3.3 70B Instruct".into();
    let mut added = t[12].clone();
    added["accelerator_canonical"] = "B200".into();
    added["gpu_config"] = "1xB200".into();
    t.remove(14);
    t.push(added);
    let newer = env.path("survey-2026-12-02.json");
    std::fs::write(&newer, serde_json::to_string(&v).unwrap()).unwrap();
    env.ok(&["import", newer.to_str().unwrap()]);
    let after = evidence_stored(&env);
    assert_eq!(after, evidence_by_rule(&env));
    let mut sorted = after.clone();
    sorted.sort();
    assert_ne!(
        sorted,
        evidence_stored_sorted(&before),
        "the change changed no evidence"
    );
    assert_eq!(env.count("SELECT count(*) FROM _gpudb_runs_touched"), 0);

    // Stored again in part: a choice of a pair the import did not touch kept its row (rowid).
    // (The records after the one removed move up a place: rewritten, they are touched.)
    let kept = env.count(
        "SELECT count(*) FROM _gpudb_choice_evidence_stored
         WHERE model_id = 'llama-3.3-70b' AND accelerator_id = 'A100-SXM'",
    );
    assert!(kept > 0, "no choice of the untouched pair");
    let still: Vec<String> = env.rows(
        "SELECT rowid, * FROM _gpudb_choice_evidence_stored
         WHERE model_id = 'llama-3.3-70b' AND accelerator_id = 'A100-SXM' ORDER BY rowid",
    );
    assert!(
        still.iter().all(|r| before.contains(r)),
        "{still:?} not kept"
    );
}

/// `rows` (rowid first) as evidence_stored gives them: without the rowid, in key order.
fn evidence_stored_sorted(rows: &[String]) -> Vec<String> {
    let mut out: Vec<String> = rows
        .iter()
        .map(|r| {
            r.split_once('|')
                .map_or(r.clone(), |(_, rest)| rest.to_string())
        })
        .collect();
    out.sort();
    out
}
