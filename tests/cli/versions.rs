//! Dataset identity and versions (issue 8): dates compared as instants, refused versions that
//! would empty a dataset, duplicate keys, stable run ids across versions, user tables that refer
//! to runs, and user edits to curated rows.

use crate::common::{repo, stderr, Env};
use serde_json::Value;
use std::path::PathBuf;

fn bundled_survey() -> Value {
    let text = std::fs::read_to_string(repo("data/datasets/throughput-survey.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// Write `value` as a dataset file in the test's folder.
fn file(env: &Env, name: &str, value: &Value) -> PathBuf {
    let path = env.path(name);
    std::fs::write(&path, serde_json::to_string(value).unwrap()).unwrap();
    path
}

fn import(env: &Env, path: &std::path::Path, extra: &[&str]) -> std::process::Output {
    let mut args = vec!["import"];
    args.extend_from_slice(extra);
    args.push(path.to_str().unwrap());
    env.run(&args)
}

/// (record_path → id) of the survey's runs.
fn survey_ids(env: &Env) -> std::collections::BTreeMap<String, i64> {
    let conn = env.conn();
    let mut stmt = conn
        .prepare(
            "SELECT r.record_key, r.id FROM runs AS r JOIN datasets AS d ON d.id = r.dataset_id
             WHERE d.name = 'throughput-survey'",
        )
        .unwrap();
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

#[test]
fn dates_are_parsed_as_iso_8601_and_a_bad_one_names_its_field() {
    let env = Env::hand_collected();
    env.init();
    let before = env.dump();
    for bad in ["2026-9-30", "yesterday", "2026-13-45"] {
        let mut v = bundled_survey();
        v["collected_at"] = bad.into();
        v["throughput"][0]["tokens_per_sec_total"] = 1.0.into();
        let out = import(&env, &file(&env, "s.json", &v), &[]);
        assert_eq!(out.status.code(), Some(1), "{bad}: {}", stderr(&out));
        let err = stderr(&out);
        assert!(
            err.contains("top level: field `collected_at`") && err.contains(bad),
            "{err}"
        );
    }
    assert_eq!(env.dump(), before);
}

#[test]
fn an_older_version_is_refused_by_instant_not_by_string() {
    let env = Env::hand_collected();
    env.init();
    // "2026-09-14T23:00:00-02:00" is 2026-09-15T01:00Z: newer than the bundled 2026-09-14,
    // although it sorts the same as a string prefix.
    let mut newer = bundled_survey();
    newer["collected_at"] = "2026-09-14T23:00:00-02:00".into();
    newer["throughput"][0]["tokens_per_sec_total"] = 6000.0.into();
    let out = import(&env, &file(&env, "newer.json", &newer), &[]);
    assert!(out.status.success(), "{}", stderr(&out));
    // 2026-09-15T00:30:00+01:00 is 2026-09-14T23:30Z: older than that, though it sorts later.
    let mut older = bundled_survey();
    older["collected_at"] = "2026-09-15T00:30:00+01:00".into();
    let before = env.dump();
    let out = import(&env, &file(&env, "older.json", &older), &[]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("is older than"), "{}", stderr(&out));
    assert_eq!(env.dump(), before);
}

#[test]
fn an_undated_file_never_replaces_a_dated_version_without_replace() {
    let env = Env::hand_collected();
    env.init();
    let mut v = bundled_survey();
    v.as_object_mut().unwrap().remove("collected_at");
    v["throughput"][0]["tokens_per_sec_total"] = 1.0.into();
    let path = file(&env, "undated.json", &v);
    let before = env.dump();
    let out = import(&env, &path, &[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("has no date"), "{}", stderr(&out));
    assert_eq!(env.dump(), before);
    let out = import(&env, &path, &["--replace"]);
    assert!(out.status.success(), "{}", stderr(&out));
}

#[test]
fn a_version_that_empties_a_dataset_is_refused_with_what_would_go() {
    let env = Env::hand_collected();
    env.init();
    let before = env.dump();
    let empty = serde_json::json!({"collected_at": "2026-12-01", "throughput": []});
    let path = file(&env, "empty.json", &empty);
    let out = import(&env, &path, &[]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("would remove 24 of its 24 runs and 7 of its 7 API prices")
            && err.contains("--replace"),
        "{err}"
    );
    assert_eq!(env.dump(), before, "nothing changed");
    // More than half gone is refused too; --replace takes it.
    let mut most = bundled_survey();
    most["collected_at"] = "2026-12-01".into();
    most["throughput"].as_array_mut().unwrap().truncate(10);
    let path = file(&env, "most.json", &most);
    let out = import(&env, &path, &[]);
    assert!(
        stderr(&out).contains("would remove 14 of its 24 runs"),
        "{}",
        stderr(&out)
    );
    let out = import(&env, &path, &["--replace"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let runs: i64 = env
        .conn()
        .query_row("SELECT count(*) FROM runs", [], |r| r.get(0))
        .unwrap();
    assert_eq!(runs, 30);
}

#[test]
fn a_duplicate_top_level_key_is_an_error() {
    let env = Env::hand_collected();
    let path = env.path("dup.json");
    std::fs::write(
        &path,
        r#"{"collected_at": "2026-12-01", "throughput": [], "throughput": []}"#,
    )
    .unwrap();
    let out = import(&env, &path, &[]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("duplicate top-level field `throughput`"),
        "{err}"
    );
    assert!(!env.db.exists(), "a bad file creates no database");
}

#[test]
fn a_tiny_figure_that_rounds_to_zero_per_gpu_names_its_field() {
    let env = Env::hand_collected();
    let mut v = bundled_survey();
    v["throughput"][0]["tokens_per_sec_total"] = serde_json::json!(5e-324);
    v["throughput"][0]["gpu_count"] = 2.into();
    let out = import(&env, &file(&env, "tiny.json", &v), &[]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains("throughput[0]") && err.contains("tokens_per_sec_total / gpu_count"),
        "{err}"
    );
}

#[test]
fn run_ids_are_stable_across_a_new_version_that_changes_reorders_and_drops_records() {
    let env = Env::hand_collected();
    env.init();
    let before = survey_ids(&env);
    assert_eq!(before.len(), 24);
    assert!(before.keys().all(|k| k.len() == 16), "{before:?}");
    let mut v = bundled_survey();
    v["collected_at"] = "2026-12-01".into();
    let records = v["throughput"].as_array_mut().unwrap();
    records[3]["tokens_per_sec_total"] = 1234.5.into();
    records.remove(7);
    records.reverse();
    let out = import(&env, &file(&env, "v2.json", &v), &[]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("updated to the new version: 1 changed, 0 added, 1 removed"),
        "{}",
        stderr(&out)
    );
    let after = survey_ids(&env);
    assert_eq!(after.len(), 23);
    for (key, id) in &after {
        assert_eq!(before.get(key), Some(id), "run {key} kept its id");
    }
}

#[test]
fn a_user_table_that_refers_to_a_gone_run_stops_the_import() {
    let env = Env::hand_collected();
    env.init();
    let conn = env.conn();
    let victim: i64 = conn
        .query_row(
            "SELECT id FROM runs WHERE record_path = 'throughput[7]'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    conn.execute_batch(&format!(
        "CREATE TABLE my_notes (run_id INTEGER REFERENCES runs (id) ON DELETE CASCADE, note TEXT);
         INSERT INTO my_notes VALUES ({victim}, 'checked by hand');"
    ))
    .unwrap();
    drop(conn);
    let before = env.dump();
    let mut v = bundled_survey();
    v["collected_at"] = "2026-12-01".into();
    v["throughput"].as_array_mut().unwrap().remove(7);
    let out = import(&env, &file(&env, "v2.json", &v), &[]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(
        err.contains("my_notes") && err.contains(&format!("run {victim}")),
        "{err}"
    );
    assert_eq!(
        env.dump(),
        before,
        "the user's row and the run are both still there"
    );

    // A version that keeps that run (and changes another) goes through, the note still valid.
    let mut v = bundled_survey();
    v["collected_at"] = "2026-12-01".into();
    v["throughput"][0]["tokens_per_sec_total"] = 6001.0.into();
    let out = import(&env, &file(&env, "v3.json", &v), &[]);
    assert!(out.status.success(), "{}", stderr(&out));
    let joined: i64 = env
        .conn()
        .query_row(
            "SELECT count(*) FROM my_notes JOIN runs ON runs.id = my_notes.run_id",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(joined, 1);
}

#[test]
fn a_user_edit_to_a_curated_row_survives_imports() {
    let env = Env::hand_collected();
    env.init();
    env.conn()
        .execute(
            "UPDATE models SET params_b = 71 WHERE id = 'llama-3.3-70b'",
            [],
        )
        .unwrap();
    let params = |env: &Env| -> f64 {
        env.conn()
            .query_row(
                "SELECT params_b FROM models WHERE id = 'llama-3.3-70b'",
                [],
                |r| r.get(0),
            )
            .unwrap()
    };
    env.ok(&["import"]);
    assert_eq!(params(&env), 71.0);

    // When gpudb's curated data changes (as after an upgrade), the edited row is kept, and the
    // import says so.
    env.conn()
        .execute(
            "UPDATE curated_files SET sha256 = 'from an older gpudb' WHERE name = 'models.csv'",
            [],
        )
        .unwrap();
    let out = env.run(&["import"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("models 'llama-3.3-70b': kept your edit"),
        "{}",
        stderr(&out)
    );
    assert_eq!(params(&env), 71.0);
    // And a new version of a dataset leaves it too.
    let mut v = bundled_survey();
    v["collected_at"] = "2026-12-01".into();
    v["throughput"][0]["tokens_per_sec_total"] = 6001.0.into();
    let out = import(&env, &file(&env, "v2.json", &v), &[]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(params(&env), 71.0);
}

#[test]
fn a_no_op_import_does_not_write_and_so_does_not_wait_for_a_writer() {
    let env = Env::hand_collected();
    env.init();
    let holder = env.conn();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    let out = env
        .cmd()
        .env("GPUDB_BUSY_TIMEOUT_MS", "100")
        .arg("import")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("unchanged"), "{}", stderr(&out));
    holder.execute_batch("ROLLBACK").unwrap();
}

#[test]
fn terminal_escapes_in_a_new_model_name_are_escaped_in_the_import_warning() {
    let env = Env::hand_collected();
    env.init();
    let mut v = bundled_survey();
    v["name"] = "hostile".into();
    v["throughput"][0]["model"] = "Evil\u{1b}[2J Model".into();
    v["throughput"].as_array_mut().unwrap().truncate(1);
    let out = import(&env, &file(&env, "hostile.json", &v), &[]);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(!err.contains('\u{1b}'), "raw escape in: {err:?}");
    assert!(err.contains("Evil\\u{1b}[2J Model"), "{err}");
}
