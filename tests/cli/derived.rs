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
