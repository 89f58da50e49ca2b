//! The comparison keys stored in `runs` (V15): every importer writes the keys the rules of the
//! view `run_keys_rule` give, a run written by another client gets them from the trigger, a run
//! rewritten gets them again, and `run_comparison` reads them as it computed them before.

use crate::common::{repo, Env};

/// Runs whose stored keys differ from what the rules give, or that have none.
const DRIFT: &str = "SELECT count(*) FROM runs AS r JOIN run_keys_rule AS k ON k.run_id = r.id \
     WHERE r.workload_key IS NOT k.workload_key OR r.measurement_kind IS NOT k.measurement_kind \
     OR r.measurement_kind IS NULL";

/// Every format's test file, imported into one database beside the bundled data.
fn every_format(env: &Env) {
    env.init();
    let vllm = [
        "--accelerator",
        "H100",
        "--gpus",
        "8",
        "--model",
        "gpt-oss-120b",
    ];
    let sglang = [
        "--accelerator",
        "H200",
        "--gpus",
        "4",
        "--model",
        "llama-3.3-70b",
    ];
    let guidellm = [
        "--accelerator",
        "H100",
        "--gpus",
        "2",
        "--model",
        "llama-3.1-8b",
    ];
    for (file, flags) in [
        (
            "tests/data/mlperf-inference-v4.1-summary_results.json",
            &[][..],
        ),
        ("tests/data/mlperf-inference-v6.0-summary_results.json", &[]),
        ("tests/data/mlperf-inference-v6.1-summary-excerpt.json", &[]),
        ("tests/data/inferencex-dsr1-rows.json", &[]),
        (
            "tests/data/vllm-bench-serve-gpt-oss-120b-conc128.json",
            &vllm,
        ),
        (
            "tests/data/sglang-bench-serving-h200-llama-3.3-70b-online.jsonl",
            &sglang,
        ),
        ("tests/data/guidellm-benchmarks-report.json", &guidellm),
        ("tests/fixtures/mlperf-inference-v5.1-handmade.json", &[]),
    ] {
        let path = repo(file);
        let mut args = vec!["import", path.to_str().unwrap()];
        args.extend_from_slice(flags);
        env.ok(&args);
    }
}

#[test]
fn every_importer_stores_the_keys_the_rules_give() {
    let env = Env::hand_collected();
    every_format(&env);
    assert!(env.count("SELECT count(DISTINCT dataset_id) FROM runs") >= 8);
    assert_eq!(env.count(DRIFT), 0);
    // Each kind of key is there: token counts, MLPerf's own, as published; and every
    // measurement kind the data gives.
    for key in ["1k/1k", "mlperf"] {
        let n = env.count(&format!(
            "SELECT count(*) FROM runs WHERE workload_key = '{key}'"
        ));
        assert!(n > 0, "no run with workload_key {key}");
    }
    let kinds = env.rows("SELECT DISTINCT measurement_kind FROM runs ORDER BY 1");
    let all = [
        "concurrency",
        "interactive",
        "offline",
        "server",
        "single-stream",
        "unknown",
    ];
    let want: Vec<String> = all.iter().map(|k| format!("Text(\"{k}\")")).collect();
    assert_eq!(kinds, want);
}

#[test]
fn a_run_written_without_keys_gets_them_and_a_rewrite_recomputes_them() {
    let env = Env::hand_collected();
    every_format(&env);
    // Another client (the sqlite3 shell) copies a run without its keys, then changes a run's
    // token counts and scenario: the triggers give both the keys of the rules.
    let out = env.sqlite3(
        &[],
        "INSERT INTO runs (dataset_id, record_path, source_id, accelerator_id, \
           accelerator_published, model_id, model_published, gpu_count, tokens_per_sec_per_gpu, \
           published_as, input_tokens, output_tokens, concurrency, raw_json, record_key) \
         SELECT dataset_id, 'copy', source_id, accelerator_id, accelerator_published, model_id, \
           model_published, gpu_count, tokens_per_sec_per_gpu, published_as, 2048, 512, 1, \
           raw_json, 'copy' FROM runs ORDER BY id LIMIT 1;\n\
         UPDATE runs SET input_tokens = 8192, output_tokens = 1024, scenario = 'Server', \
           workload_published = NULL WHERE id = (SELECT min(id) FROM runs);\n",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let keys = |sql: &str| {
        env.conn()
            .query_row(sql, [], |r| {
                Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?))
            })
            .unwrap()
    };
    let copy = "SELECT workload_key, measurement_kind FROM runs WHERE record_path = 'copy'";
    assert_eq!(keys(copy), ("2k/512".into(), "single-stream".into()));
    let first = "SELECT workload_key, measurement_kind FROM runs ORDER BY id LIMIT 1";
    assert_eq!(keys(first), ("8k/1k".into(), "server".into()));
    assert_eq!(env.count(DRIFT), 0);
}

/// The plan SQLite makes for `sql` on `conn` (its detail lines), with `binds` bound by name.
fn plan(conn: &rusqlite::Connection, sql: &str, binds: &[(&str, &str)]) -> String {
    let mut stmt = conn.prepare(&format!("EXPLAIN QUERY PLAN {sql}")).unwrap();
    for (name, value) in binds {
        let at = stmt.parameter_index(name).unwrap().unwrap();
        stmt.raw_bind_parameter(at, *value).unwrap();
    }
    let mut rows = stmt.raw_query();
    let mut lines = Vec::new();
    while let Some(row) = rows.next().unwrap() {
        lines.push(row.get::<_, String>(3).unwrap());
    }
    lines.join("\n")
}

/// With a workload or a way of measuring asked for, cheapest's choices are a search of the
/// stored groups (run_choice_groups), not a pass over the runs.
#[test]
fn a_workload_or_scenario_filter_reads_the_stored_groups() {
    let env = Env::hand_collected();
    env.init();
    let sql = std::fs::read_to_string(repo("queries/cheapest.sql")).unwrap();
    let conn = env.conn();
    for param in [":workload", ":scenario"] {
        let plan = plan(&conn, &sql, &[(param, "1k/1k")]);
        let index = "SEARCH _gpudb_run_choice_groups_stored USING INDEX";
        assert!(plan.contains(index), "{param}: no `{index}`:\n{plan}");
    }
}

/// cheapest reads the rows it shows from self_hosted_options by their keys: its one CROSS JOIN
/// makes the ranked rows drive. Written as a plain JOIN, SQLite walks the runs of each dataset
/// (runs_dataset_record_key) to find them, several times slower at 100,000 runs (540 against 140 ms in a release
/// build, measured before cheapest read its evidence by key): the hint stays while this holds.
#[test]
fn cheapest_reads_the_rows_it_shows_by_their_keys() {
    let hint = "CROSS JOIN self_hosted_options";
    let walk = "USING INDEX runs_dataset_record_key (dataset_id=?)";
    let sql = cheapest_hint_keeps_out(hint, "JOIN self_hosted_options", walk);
    assert_eq!(
        sql.matches("CROSS JOIN ").count(),
        3,
        "three hints, {hint} and the next two tests'"
    );
}

/// In cheapest's plan on the hand-collected data, `hint` keeps `walk` out (the_hint_keeps_out);
/// its SQL, for what else a test asks of it.
fn cheapest_hint_keeps_out(hint: &str, plain: &str, walk: &str) -> String {
    let env = Env::hand_collected();
    env.init();
    let sql = std::fs::read_to_string(repo("queries/cheapest.sql")).unwrap();
    assert!(sql.contains(hint), "{hint}");
    the_hint_keeps_out(&env.conn(), &sql, hint, plain, walk);
    sql
}

/// `sql`'s plan holds no `walk` with `hint` in it, and holds it with `hint` written `plain`:
/// the hint is what keeps the walk out.
fn the_hint_keeps_out(conn: &rusqlite::Connection, sql: &str, hint: &str, plain: &str, walk: &str) {
    let with_hint = plan(conn, sql, &[]);
    assert!(!with_hint.contains(walk), "{with_hint}");
    let without = plan(conn, &sql.replace(hint, plain), &[]);
    assert!(
        without.contains(walk),
        "{without}\n---- with the hint:\n{with_hint}"
    );
}

/// cheapest prices the runs it ranks from them outward: each ranked run, then its row of runs,
/// its accelerator's rates and its cost at each. Written as a plain JOIN, SQLite starts from the
/// rates and walks every run of each accelerator (runs_accelerator_speed) to find the ranked
/// ones: at 20,000 runs, per=offer took 17 s against 0.2 s with the hint (measured 2026-12-04).
#[test]
fn cheapest_prices_the_ranked_runs_from_them_outward() {
    let walk = "USING COVERING INDEX runs_accelerator_speed (accelerator_id=?)";
    let plain = "JOIN runs AS r ON r.id = i.run_id";
    cheapest_hint_keeps_out("CROSS JOIN runs AS r ON r.id = i.run_id", plain, walk);
}

/// cheapest per=run and per=offer read each accelerator × model's runs fast enough to rank
/// from its cutoff up the index runs_accelerator_model_speed. Written as a plain JOIN, SQLite
/// reads every run of the models asked for (runs_choice) and looks its cutoff up in a copy:
/// per=run over every model at 1,000,846 runs took 0.99 s without the hint and 0.64 s with it
/// (measured one after the other on a loaded machine, 2026-12-04).
#[test]
fn cheapest_reads_the_runs_that_can_rank_from_each_cutoff_up() {
    let walk = "SEARCH c USING AUTOMATIC COVERING INDEX (model_id=? AND accelerator_id=?)";
    cheapest_hint_keeps_out("CROSS JOIN fits AS f ON", "JOIN fits AS f ON", walk);
}

/// energy reads the runs with a power figure from the partial index that holds them in J/token
/// order within each stated basis and dataset (V56, runs_energy_walk), not from the runs' wide
/// rows: it counts each dataset × basis from the index and reads only the first `limit` of each
/// (1,000,013 runs with power: 1.2 s ranking them all through V51's index, 0.2 s walking this).
#[test]
fn energy_walks_the_runs_with_power_in_their_index() {
    let env = Env::hand_collected();
    env.init();
    let sql = std::fs::read_to_string(repo("queries/energy.sql")).unwrap();
    let plan = plan(&env.conn(), &sql, &[]);
    // The counts: one pass over the index, no run's row read.
    assert!(
        plan.contains("SCAN r USING COVERING INDEX runs_energy_walk"),
        "{plan}"
    );
    // Each dataset × basis's first `limit`: a seek into the index, read in its order (no sort).
    assert!(
        plan.contains(
            "SEARCH r USING COVERING INDEX runs_energy_walk (power_basis=? AND dataset_id=?)"
        ),
        "{plan}"
    );
}

/// The same plans in the sqlite3 shell (Debian's is 3.40): before 3.41 SQLite copies a CTE read
/// twice into an unindexed table unless told NOT MATERIALIZED. energy's walk would then sort
/// that copy once for every group (over 120 s at 100,000 runs with power). cost-at-interactivity
/// looks up the J/token of a few runs in the view run_joules, a plain view SQLite flattens into
/// each LEFT JOIN: by the run's key, never built over every run.
#[test]
fn a_cte_read_twice_is_not_copied_whole_in_the_sqlite3_shell() {
    let env = Env::hand_collected();
    env.init();
    let walk = "SEARCH r USING COVERING INDEX runs_energy_walk (power_basis=? AND dataset_id=?)";
    for (query, copy, plan_has) in [
        ("energy", "MATERIALIZE powered", Some(walk)),
        (
            "cost-at-interactivity",
            "MATERIALIZE run_joules",
            Some("SEARCH runs USING INTEGER PRIMARY KEY (rowid=?) LEFT-JOIN"),
        ),
    ] {
        let sql = std::fs::read_to_string(repo(&format!("queries/{query}.sql"))).unwrap();
        let plan = env.sqlite3_ok(&format!("EXPLAIN QUERY PLAN {sql}"));
        let plan = String::from_utf8(plan).unwrap();
        assert!(!plan.contains(copy), "{query}: {copy}\n{plan}");
        assert!(
            plan_has.is_none_or(|has| plan.contains(has)),
            "{query}: no {plan_has:?}\n{plan}"
        );
    }
}

/// An import writes its rows with the connection's triggers off (src/import/rows.rs,
/// `TriggersOff`), because it writes what V15's key triggers would, and counts the change
/// V23's triggers would count. That holds only while those are the only triggers on a table
/// the import writes: a new trigger on one of them would be skipped silently, so it must fail
/// here first and be written into the importer.
#[test]
fn the_only_triggers_an_import_skips_are_the_keys_it_writes_itself() {
    let env = Env::hand_collected();
    env.init();
    let conn = env.conn();
    let mut stmt = conn
        .prepare(
            "SELECT tbl_name || '.' || name FROM sqlite_schema WHERE type = 'trigger' \
             AND tbl_name NOT IN ('gpu_rates', 'owned_cost_models') ORDER BY 1",
        )
        .unwrap();
    let skipped: Vec<String> = stmt
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(
        skipped,
        [
            "runs.runs_changed_delete",
            "runs.runs_changed_insert",
            "runs.runs_changed_update",
            "runs.runs_keys_insert",
            "runs.runs_keys_update"
        ]
    );
}
