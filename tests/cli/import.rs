//! `gpudb import`: the bundled datasets, published figures kept exactly, normalization, re-import
//! and replacement of a dataset, new spellings, bad input (nothing changes), and WAL.

use crate::common::{json, repo, Env};
use rusqlite::types::{FromSql, Value as Sql};
use rusqlite::{params, Params};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};

// ---------------------------------------------------------------------------------------------
// Helpers: the seed JSON, files in the test's temp dir, and reading the database.

const SURVEY: &str = "data/datasets/throughput-survey.json";
const PER_CARD: &str = "data/datasets/nvidia-per-card.json";

fn load(rel: &str) -> Value {
    let text = std::fs::read_to_string(repo(rel)).expect("read seed dataset");
    json(&text)
}

/// The bundled throughput survey, parsed.
fn survey() -> Value {
    load(SURVEY)
}

/// The bundled per-card dataset, parsed.
fn per_card() -> Value {
    load(PER_CARD)
}

/// Write `value` as JSON into the test's temp dir; returns its path.
fn write_json(env: &Env, name: &str, value: &Value) -> PathBuf {
    write_text(env, name, &serde_json::to_string_pretty(value).unwrap())
}

fn write_text(env: &Env, name: &str, text: &str) -> PathBuf {
    let path = env.path(name);
    std::fs::write(&path, text).expect("write test file");
    path
}

fn s(path: &Path) -> &str {
    path.to_str().expect("utf-8 path")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// One value from the database.
fn one<T: FromSql, P: Params>(env: &Env, sql: &str, params: P) -> T {
    env.conn()
        .query_row(sql, params, |r| r.get(0))
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
}

fn count(env: &Env, sql: &str) -> i64 {
    one(env, sql, [])
}

/// The runs of one dataset kind, keyed by record_path, every column but `id` (ids are not stable
/// across a replacement) as text.
fn runs_by_path(env: &Env, kind: &str) -> BTreeMap<String, String> {
    let cols: Vec<String> = env
        .conn()
        .prepare("SELECT name FROM pragma_table_info('runs') WHERE name <> 'id' ORDER BY cid")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    // raw_json is the record's text as published: compare it as JSON, not as formatting.
    let cols: Vec<String> = cols
        .into_iter()
        .map(|c| {
            if c == "raw_json" {
                "json(raw_json)".to_string()
            } else {
                c
            }
        })
        .collect();
    let sql = format!(
        "SELECT record_path, {} FROM runs
         WHERE dataset_id = (SELECT id FROM datasets WHERE kind = '{kind}') ORDER BY record_path",
        cols.join(", ")
    );
    let conn = env.conn();
    let mut stmt = conn.prepare(&sql).unwrap();
    let mut rs = stmt.query([]).unwrap();
    let mut out = BTreeMap::new();
    while let Some(r) = rs.next().unwrap() {
        let cells: Vec<String> = (1..=cols.len())
            .map(|i| format!("{:?}", r.get::<_, Sql>(i).unwrap()))
            .collect();
        out.insert(r.get(0).unwrap(), cells.join("|"));
    }
    out
}

/// Run the real `sqlite3` shell and require success; returns stdout.
fn sqlite3_ok(env: &Env, args: &[&str], sql: &str) -> String {
    let out = env.sqlite3(args, sql);
    assert!(
        out.status.success() && out.stderr.is_empty(),
        "sqlite3 failed: {}\n{sql}",
        stderr(&out)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Import `file` into a database holding the bundled data and require it to be refused: exit 1,
/// `gpudb: FILE: …` on stderr containing every one of `needles`, and the database unchanged.
fn assert_rejected(env: &Env, file: &Path, needles: &[&str]) -> String {
    env.init();
    let before = env.dump();
    let err = env.fails(&["import", s(file)], 1);
    let prefix = format!("gpudb: {}: ", file.display());
    assert!(
        err.starts_with(&prefix),
        "stderr should start with {prefix:?}: {err}"
    );
    for needle in needles {
        assert!(
            err.contains(needle),
            "stderr should mention {needle:?}: {err}"
        );
    }
    assert_eq!(err.lines().count(), 1, "one message: {err}");
    assert_eq!(
        env.dump(),
        before,
        "a refused import must not change the database"
    );
    err
}

/// The survey with throughput[`i`] changed by `f`, written to `name`.
fn survey_with(env: &Env, name: &str, i: usize, f: impl FnOnce(&mut Value)) -> PathBuf {
    let mut v = survey();
    f(&mut v["throughput"][i]);
    write_json(env, name, &v)
}

// ---------------------------------------------------------------------------------------------
// The bundled data.

#[test]
fn bundled_import_creates_44_runs_124_prices_with_resolved_ids_and_sources() {
    let env = Env::hand_collected();
    let out = env.run(&["import"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    let created = format!(
        "gpudb: created {} from the bundled data (44 runs, 124 API prices, 27 sample GPU rates)",
        env.db.display()
    );
    assert_eq!(err.matches("gpudb: created").count(), 1, "{err}");
    assert!(err.lines().any(|l| l == created), "{err}");

    assert_eq!(count(&env, "SELECT count(*) FROM runs"), 44);
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM runs WHERE published_as = 'total'"
        ),
        24
    );
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM runs WHERE published_as = 'per_gpu'"
        ),
        20
    );
    // The survey's 7 and the bundled LiteLLM snapshot's 117 (the models the runs cover).
    assert_eq!(count(&env, "SELECT count(*) FROM api_prices"), 124);
    assert_eq!(
        env.rows("SELECT name, kind, run_count, api_price_count, license FROM datasets ORDER BY kind"
        ),
        [
            "Text(\"litellm-2025-11-21\")|Text(\"litellm\")|Integer(0)|Integer(117)|Text(\"MIT\")",
            "Text(\"GPU Economy - published inference throughput per card\")|Text(\"per-card\")|Integer(20)|Integer(0)|Text(\"CC BY 4.0 for the selection and formula; the throughput figures are NVIDIA's, linked\")",
            "Text(\"throughput-survey\")|Text(\"throughput-survey\")|Integer(24)|Integer(7)|Null",
        ]
    );

    // Exactly one gap, and it is the MI300X Llama 3.1 70B record, with neither figure.
    assert_eq!(
        env.rows(
            "SELECT record_path, accelerator_id, model_id, tokens_per_sec_total,
                    tokens_per_sec_per_gpu
             FROM runs WHERE tokens_per_sec_total IS NULL OR tokens_per_sec_per_gpu IS NULL"
        ),
        ["Text(\"throughput[7]\")|Text(\"MI300X\")|Text(\"llama-3.1-70b\")|Null|Null"]
    );

    // Every run resolves to an existing accelerator and model.
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM runs r
             JOIN accelerators a ON a.id = r.accelerator_id
             JOIN models m ON m.id = r.model_id"
        ),
        44
    );
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM runs WHERE accelerator_id IS NULL OR model_id IS NULL"
        ),
        0
    );

    // Every run's source is the URL its input record gives.
    let conn = env.conn();
    let source_of = |path: &str| -> String {
        conn.query_row(
            "SELECT s.url FROM runs r JOIN sources s ON s.id = r.source_id WHERE r.record_path = ?1",
            [path],
            |r| r.get(0),
        )
        .unwrap_or_else(|e| panic!("{path}: {e}"))
    };
    let sv = survey();
    for (i, rec) in sv["throughput"].as_array().unwrap().iter().enumerate() {
        let path = format!("throughput[{i}]");
        assert_eq!(
            source_of(&path),
            rec["source_url"].as_str().unwrap(),
            "{path}"
        );
    }
    let pc = per_card();
    let page = pc["source_page"].as_str().unwrap();
    let mut n = 0;
    for (c, card) in pc["cards"].as_array().unwrap().iter().enumerate() {
        for r in 0..card["runs"].as_array().unwrap().len() {
            let path = format!("cards[{c}].runs[{r}]");
            assert_eq!(source_of(&path), page, "{path}");
            n += 1;
        }
    }
    assert_eq!(n, 20);
}

#[test]
fn every_published_figure_is_stored_exactly_and_the_derived_one_is_consistent() {
    let env = Env::hand_collected();
    env.init();
    let conn = env.conn();
    type Row = (Option<f64>, Option<f64>, i64, String, String);
    let row = |path: &str| -> Row {
        conn.query_row(
            "SELECT tokens_per_sec_total, tokens_per_sec_per_gpu, gpu_count, published_as, raw_json
             FROM runs WHERE record_path = ?1",
            [path],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .unwrap_or_else(|e| panic!("{path}: {e}"))
    };

    let sv = survey();
    for (i, rec) in sv["throughput"].as_array().unwrap().iter().enumerate() {
        let path = format!("throughput[{i}]");
        let (total, per_gpu, gpus, published_as, raw) = row(&path);
        assert_eq!(published_as, "total", "{path}");
        assert_eq!(gpus, rec["gpu_count"].as_i64().unwrap(), "{path}");
        assert_eq!(total, rec["tokens_per_sec_total"].as_f64(), "{path}: total");
        match (total, per_gpu) {
            (Some(t), Some(p)) => {
                let want = t / gpus as f64;
                assert!(
                    ((p - want) / want).abs() <= 1e-12,
                    "{path}: per_gpu {p} != {t} / {gpus}"
                );
            }
            (None, None) => {}
            other => panic!("{path}: one figure without the other: {other:?}"),
        }
        assert_eq!(&json(&raw), rec, "{path}: raw_json");
    }

    let pc = per_card();
    for (c, card) in pc["cards"].as_array().unwrap().iter().enumerate() {
        for (r, rec) in card["runs"].as_array().unwrap().iter().enumerate() {
            let path = format!("cards[{c}].runs[{r}]");
            let (total, per_gpu, gpus, published_as, raw) = row(&path);
            assert_eq!(published_as, "per_gpu", "{path}");
            assert_eq!(gpus, rec["gpus"].as_i64().unwrap(), "{path}");
            let published = rec["output_tokens_per_second_per_gpu"].as_f64();
            assert!(published.is_some(), "{path}: the seed publishes a figure");
            assert_eq!(per_gpu, published, "{path}: per_gpu");
            assert_eq!(total, published.map(|p| p * gpus as f64), "{path}: total");
            assert_eq!(&json(&raw), rec, "{path}: raw_json");
        }
    }
}

#[test]
fn sqlite3_shell_reads_the_counts_and_figures_back_exactly() {
    let env = Env::hand_collected();
    env.init();
    let out = sqlite3_ok(
        &env,
        &["-json"],
        "SELECT (SELECT count(*) FROM runs) AS runs, (SELECT count(*) FROM api_prices) AS prices;",
    );
    assert_eq!(json(&out), serde_json::json!([{"runs": 44, "prices": 124}]));

    let out = sqlite3_ok(
        &env,
        &["-json"],
        "SELECT model_published, accelerator_id, precision, gpu_count, tokens_per_sec_total,
                tokens_per_sec_per_gpu, tokens_per_sec_total = 6092.28 AS total_exact,
                tokens_per_sec_per_gpu = 3046.14 AS per_gpu_exact
         FROM runs WHERE record_path = 'throughput[0]';",
    );
    let v = json(&out);
    assert_eq!(v.as_array().unwrap().len(), 1, "{out}");
    let r = &v[0];
    assert_eq!(r["model_published"], "Llama 3.3 70B Instruct");
    assert_eq!(r["accelerator_id"], "H100-SXM");
    assert_eq!(r["precision"], "FP8");
    assert_eq!(r["gpu_count"], 2);
    assert_eq!(r["tokens_per_sec_total"].as_f64(), Some(6092.28));
    assert_eq!(r["tokens_per_sec_per_gpu"].as_f64(), Some(3046.14));
    // Compared in SQL too: the stored doubles are exactly the literals.
    assert_eq!(r["total_exact"], 1);
    assert_eq!(r["per_gpu_exact"], 1);
}

#[test]
fn free_text_fields_and_spellings_are_normalized() {
    let env = Env::hand_collected();
    env.init();
    let field = |path: &str, col: &str| -> Sql {
        one(
            &env,
            &format!("SELECT {col} FROM runs WHERE record_path = ?1"),
            [path],
        )
    };
    let text = |v: &str| Sql::Text(v.to_string());

    // Precision: 'FP4 (NVFP4)' → FP4, kept as published too.
    assert_eq!(
        field("throughput[2]", "precision_published"),
        text("FP4 (NVFP4)")
    );
    assert_eq!(field("throughput[2]", "precision"), text("FP4"));
    // Framework and version.
    assert_eq!(
        field("throughput[0]", "framework_published"),
        text("TensorRT-LLM v0.21")
    );
    assert_eq!(field("throughput[0]", "framework"), text("TensorRT-LLM"));
    assert_eq!(field("throughput[0]", "framework_version"), text("0.21"));
    assert_eq!(
        field("cards[0].runs[0]", "framework_published"),
        text("TRT-LLM")
    );
    assert_eq!(field("cards[0].runs[0]", "framework"), text("TensorRT-LLM"));
    // Workloads.
    assert_eq!(
        field("throughput[1]", "workload_published"),
        text("128 in / 2048 out, infinite request rate (max load)")
    );
    assert_eq!(field("throughput[1]", "input_tokens"), Sql::Integer(128));
    assert_eq!(field("throughput[1]", "output_tokens"), Sql::Integer(2048));
    assert_eq!(
        field("cards[1].runs[0]", "workload_published"),
        text("8K/1K")
    );
    assert_eq!(
        field("cards[1].runs[0]", "input_tokens"),
        Sql::Integer(8192)
    );
    assert_eq!(
        field("cards[1].runs[0]", "output_tokens"),
        Sql::Integer(1024)
    );
    assert_eq!(field("cards[1].runs[0]", "concurrency"), Sql::Integer(64));
    assert_eq!(
        field("throughput[3]", "interactivity_tokens_per_sec_per_user"),
        Sql::Real(50.0)
    );
    assert_eq!(
        field("throughput[0]", "interactivity_tokens_per_sec_per_user"),
        Sql::Null
    );
    // Spellings.
    assert_eq!(
        field("throughput[4]", "model_published"),
        text("Llama 3(.3) 70B")
    );
    assert_eq!(field("throughput[4]", "model_id"), text("llama-3.3-70b"));
    assert_eq!(
        field("cards[4].runs[0]", "accelerator_published"),
        text("h200")
    );
    assert_eq!(
        field("cards[4].runs[0]", "accelerator_id"),
        text("H200-SXM")
    );
    assert_eq!(
        field("cards[2].runs[0]", "gpu_config_published"),
        text("NVIDIA GB300 NVL72")
    );
    assert_eq!(field("cards[2].runs[0]", "accelerator_id"), text("GB300"));
    // Dates.
    assert_eq!(
        field("cards[0].runs[0]", "published_on"),
        text("2026-06-24")
    );
}

// ---------------------------------------------------------------------------------------------
// Re-importing, replacing, and the user's rows.

#[test]
fn reimport_changes_nothing_and_user_rows_survive_reimport_and_replacement() {
    let env = Env::hand_collected();
    env.init();
    let first = env.dump();
    let out = env.run(&["import"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("throughput-survey: unchanged"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        env.dump(),
        first,
        "importing the bundled data twice changes nothing"
    );
    // The same file from disk is the same dataset, unchanged.
    env.ok(&["import", s(&repo(SURVEY)), s(&repo(PER_CARD))]);
    assert_eq!(
        env.dump(),
        first,
        "importing the seed files changes nothing"
    );

    // Rows the user adds, and a curated row the user took over, through the sqlite3 shell.
    sqlite3_ok(
        &env,
        &[],
        "INSERT INTO accelerators (id, vendor, name, memory_gb, origin)
             VALUES ('MI450X', 'AMD', 'AMD Instinct MI450X', 288, 'user');
         INSERT INTO accelerator_aliases (alias, accelerator_id, origin)
             VALUES ('Instinct MI450X', 'MI450X', 'user');
         INSERT INTO model_aliases (alias, model_id, origin)
             VALUES ('L3.3-70B (my spelling)', 'llama-3.3-70b', 'user');
         INSERT INTO gpu_rates (rate_set, provider, accelerator_id, usd_per_gpu_hour, as_of)
             VALUES ('mine', 'My cloud', 'MI450X', 2.5, '2026-10-01');
         UPDATE models SET params_b = 397, origin = 'user' WHERE id = 'qwen-3.5';",
    );
    let user_rows = || {
        [
            "SELECT * FROM accelerators WHERE origin = 'user' ORDER BY id",
            "SELECT * FROM accelerator_aliases WHERE origin = 'user' ORDER BY alias",
            "SELECT * FROM models WHERE origin = 'user' ORDER BY id",
            "SELECT * FROM model_aliases WHERE origin = 'user' ORDER BY alias",
            "SELECT * FROM gpu_rates WHERE rate_set = 'mine' ORDER BY id",
        ]
        .map(|sql| env.rows(sql))
    };
    let mine = user_rows();
    assert!(mine.iter().all(|r| r.len() == 1), "{mine:?}");
    let with_user_rows = env.dump();

    env.ok(&["import"]);
    assert_eq!(
        env.dump(),
        with_user_rows,
        "a re-import leaves everything as it was"
    );

    // A new version of the survey replaces its runs; the user's rows stay as they are.
    let newer = {
        let mut v = survey();
        v["collected_at"] = "2026-12-01".into();
        v["throughput"][3]["tokens_per_sec_total"] = serde_json::json!(10500);
        write_json(&env, "survey-newer.json", &v)
    };
    env.ok(&["import", s(&newer)]);
    assert_eq!(
        user_rows(),
        mine,
        "user rows survive the import of a new dataset version"
    );
    assert_eq!(
        one::<f64, _>(
            &env,
            "SELECT params_b FROM models WHERE id = 'qwen-3.5'",
            []
        ),
        397.0
    );
    assert_eq!(
        count(
            &env,
            "SELECT count(*) FROM gpu_rates WHERE rate_set = 'mine'"
        ),
        1
    );
}

#[test]
fn newer_survey_replaces_only_its_own_rows_and_older_needs_replace_older() {
    let env = Env::hand_collected();
    env.init();
    let per_card_before = env.rows(
        "SELECT * FROM runs WHERE dataset_id = (SELECT id FROM datasets WHERE kind = 'per-card')
         ORDER BY id",
    );
    let per_card_dataset = env.rows("SELECT * FROM datasets WHERE kind = 'per-card'");
    let survey_before = runs_by_path(&env, "throughput-survey");
    assert_eq!(per_card_before.len(), 20);
    assert_eq!(survey_before.len(), 24);

    let mut v = survey();
    v["collected_at"] = "2026-12-01".into();
    v["throughput"][0]["tokens_per_sec_total"] = serde_json::json!(6200.5);
    let newer = write_json(&env, "survey-2026-12.json", &v);
    let out = env.run(&["import", s(&newer)]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains(
            "gpudb: throughput-survey: updated to the new version: 1 changed, 0 added, 0 removed \
             (24 runs, 7 API prices)"
        ),
        "{}",
        stderr(&out)
    );

    // The per-card dataset is untouched, ids included.
    assert_eq!(
        env.rows("SELECT * FROM runs WHERE dataset_id = (SELECT id FROM datasets WHERE kind = 'per-card')
             ORDER BY id"
        ),
        per_card_before
    );
    assert_eq!(
        env.rows("SELECT * FROM datasets WHERE kind = 'per-card'"),
        per_card_dataset
    );
    assert_eq!(count(&env, "SELECT count(*) FROM runs"), 44);
    assert_eq!(count(&env, "SELECT count(*) FROM api_prices"), 124);
    assert_eq!(count(&env, "SELECT count(*) FROM datasets"), 3);
    // Only the changed record differs.
    let survey_after = runs_by_path(&env, "throughput-survey");
    let changed: Vec<&String> = survey_before
        .keys()
        .filter(|k| survey_before[*k] != survey_after[*k])
        .collect();
    assert_eq!(changed, ["throughput[0]"]);
    let figures = |env: &Env| -> (f64, f64) {
        env.conn()
            .query_row(
                "SELECT tokens_per_sec_total, tokens_per_sec_per_gpu FROM runs
                 WHERE record_path = 'throughput[0]'",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap()
    };
    assert_eq!(figures(&env), (6200.5, 6200.5 / 2.0));
    assert_eq!(
        one::<String, _>(
            &env,
            "SELECT collected_at FROM datasets WHERE name = 'throughput-survey'",
            []
        ),
        "2026-12-01"
    );

    // The original is older now: refused, nothing changes.
    let before = env.dump();
    let original = repo(SURVEY);
    let err = env.fails(&["import", s(&original)], 1);
    assert!(err.contains("pass --replace"), "{err}");
    assert!(err.contains(&original.display().to_string()), "{err}");
    assert!(
        err.contains("2026-09-14") && err.contains("2026-12-01"),
        "{err}"
    );
    assert_eq!(env.dump(), before);

    // With --replace (or its old name --replace-older) it is imported.
    let out = env.run(&["import", "--replace-older", s(&original)]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("throughput-survey: updated to the new version: 1 changed"),
        "{}",
        stderr(&out)
    );
    assert_eq!(figures(&env), (6092.28, 3046.14));
    assert_eq!(runs_by_path(&env, "throughput-survey"), survey_before);
    assert_eq!(count(&env, "SELECT count(*) FROM runs"), 44);
}

#[test]
fn new_accelerator_and_model_spellings_are_added_with_a_warning() {
    let env = Env::hand_collected();
    env.init();
    let data = serde_json::json!({
        "name": "AMD test runs",
        "source": "A test",
        "source_page": "https://example.com/amd-runs",
        "data_updated_at": "2026-11-01",
        "cards": [{
            "gpu_id": "mi450x",
            "gpu": "AMD Instinct MI450X",
            "runs": [{
                "model": "Llama 4 Maverick",
                "output_tokens_per_second_per_gpu": 1234.5,
                "framework": "vLLM",
                "framework_version": "0.11.0",
                "precision": "FP8",
                "sequence": "1K/1K",
                "concurrency": 64,
                "gpus": 8,
                "date": "2026-10-30"
            }]
        }]
    });
    let file = write_json(&env, "amd.json", &data);
    let out = env.run(&["import", s(&file)]);
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    let warnings: Vec<&str> = err
        .lines()
        .filter(|l| l.starts_with("gpudb: warning: "))
        .collect();
    assert_eq!(warnings.len(), 2, "{err}");
    assert!(
        warnings
            .iter()
            .any(|w| w.contains("accelerator 'mi450x' is new")
                && w.contains("'MI450X'")
                && w.contains("cards[0].runs[0]")),
        "{err}"
    );
    assert!(
        warnings
            .iter()
            .any(|w| w.contains("model 'Llama 4 Maverick' is new")
                && w.contains("'llama-4-maverick'")),
        "{err}"
    );
    assert!(
        err.contains("gpudb: AMD test runs: imported (1 runs, 0 API prices)"),
        "{err}"
    );

    assert_eq!(
        env.rows("SELECT id, name, memory_gb, origin FROM accelerators WHERE id = 'MI450X'"),
        ["Text(\"MI450X\")|Text(\"AMD Instinct MI450X\")|Null|Text(\"import\")"]
    );
    assert_eq!(
        env.rows("SELECT id, name, params_b, origin FROM models WHERE id = 'llama-4-maverick'"),
        ["Text(\"llama-4-maverick\")|Text(\"Llama 4 Maverick\")|Null|Text(\"import\")"]
    );
    assert_eq!(
        env.rows(
            "SELECT accelerator_id, model_id, tokens_per_sec_per_gpu, tokens_per_sec_total
             FROM runs WHERE dataset_id = (SELECT id FROM datasets WHERE name = 'AMD test runs')"
        ),
        ["Text(\"MI450X\")|Text(\"llama-4-maverick\")|Real(1234.5)|Real(9876.0)"]
    );
    assert_eq!(count(&env, "SELECT count(*) FROM runs"), 45);
    // The spellings are known now: importing again warns no more.
    let again = env.run(&["import", s(&file)]);
    assert!(!stderr(&again).contains("warning"), "{}", stderr(&again));
}

// ---------------------------------------------------------------------------------------------
// Bad input: exit 1, the file and the record named, the database unchanged.

#[test]
fn malformed_json_is_refused() {
    let env = Env::hand_collected();
    let file = write_text(&env, "broken.json", "{\"throughput\": [");
    assert_rejected(&env, &file, &["not valid JSON", "line 1"]);
}

#[test]
fn empty_file_is_refused() {
    let env = Env::hand_collected();
    let file = write_text(&env, "empty.json", "  \n");
    assert_rejected(&env, &file, &["empty"]);
}

#[test]
fn unknown_format_is_refused() {
    let env = Env::hand_collected();
    let file = write_text(&env, "foo.json", r#"{"foo": []}"#);
    assert_rejected(
        &env,
        &file,
        &["unknown dataset format", "throughput", "cards"],
    );
}

#[test]
fn missing_required_field_names_record_and_field() {
    let env = Env::hand_collected();
    let file = survey_with(&env, "missing.json", 2, |r| {
        r.as_object_mut().unwrap().remove("gpu_count");
    });
    assert_rejected(
        &env,
        &file,
        &[
            "throughput[2] (Llama 3.3 70B Instruct, B200)",
            "missing field `gpu_count`",
        ],
    );
}

#[test]
fn missing_nullable_figure_is_refused_unlike_null() {
    let env = Env::hand_collected();
    let file = survey_with(&env, "nofigure.json", 5, |r| {
        r.as_object_mut().unwrap().remove("tokens_per_sec_total");
    });
    assert_rejected(&env, &file, &["throughput[5]", "tokens_per_sec_total"]);
}

#[test]
fn wrong_type_names_the_field() {
    let env = Env::hand_collected();
    let file = survey_with(&env, "type.json", 2, |r| r["gpu_count"] = "two".into());
    assert_rejected(&env, &file, &["throughput[2]", "gpu_count", "\"two\""]);
}

#[test]
fn zero_gpu_count_is_refused() {
    let env = Env::hand_collected();
    let file = survey_with(&env, "zero.json", 2, |r| r["gpu_count"] = 0.into());
    assert_rejected(&env, &file, &["throughput[2]", "gpu_count", "positive"]);
}

#[test]
fn negative_throughput_is_refused() {
    let env = Env::hand_collected();
    let file = survey_with(&env, "negative.json", 5, |r| {
        r["tokens_per_sec_total"] = serde_json::json!(-7000.0)
    });
    assert_rejected(
        &env,
        &file,
        &[
            "throughput[5] (Llama 3.3 70B Instruct, H100-SXM)",
            "tokens_per_sec_total",
            "positive",
        ],
    );
}

#[test]
fn zero_per_gpu_throughput_in_a_per_card_run_is_refused() {
    let env = Env::hand_collected();
    let mut v = per_card();
    v["cards"][2]["runs"][1]["output_tokens_per_second_per_gpu"] = serde_json::json!(0);
    let file = write_json(&env, "cards.json", &v);
    assert_rejected(
        &env,
        &file,
        &[
            "cards[2].runs[1]",
            "gb300",
            "output_tokens_per_second_per_gpu",
            "positive",
        ],
    );
}

#[test]
fn bad_api_price_is_refused() {
    let env = Env::hand_collected();
    let mut v = survey();
    v["api_prices"][1]["usd_per_m_output_tokens"] = serde_json::json!(-1);
    let file = write_json(&env, "price.json", &v);
    assert_rejected(&env, &file, &["api_prices[1]", "usd_per_m_output_tokens"]);
}

#[test]
fn missing_file_is_refused() {
    let env = Env::hand_collected();
    let file = env.path("no-such-file.json");
    assert_rejected(&env, &file, &["cannot read"]);
}

#[test]
fn a_bad_second_file_means_the_first_is_not_imported_either() {
    let env = Env::hand_collected();
    env.init();
    let before = env.dump();
    let mut good = survey();
    good["collected_at"] = "2026-12-01".into();
    good["throughput"][0]["tokens_per_sec_total"] = serde_json::json!(6200.5);
    let good = write_json(&env, "good.json", &good);
    let extra = serde_json::json!({
        "name": "another", "source_page": "https://example.com",
        "cards": [{"gpu_id": "h100", "runs": [{"model": "Qwen 3.5",
            "output_tokens_per_second_per_gpu": 100, "gpus": 1}]}]
    });
    let extra = write_json(&env, "extra.json", &extra);
    let bad = survey_with(&env, "bad.json", 2, |r| r["gpu_count"] = "two".into());
    let err = env.fails(&["import", s(&good), s(&extra), s(&bad)], 1);
    assert!(
        err.contains(&format!("{}: throughput[2]", bad.display())),
        "{err}"
    );
    assert_eq!(env.dump(), before);

    // The same holds when the second file fails only while being written (an older version).
    let mut older = per_card();
    older["data_updated_at"] = "2020-01-01".into();
    older["cards"][0]["runs"][0]["output_tokens_per_second_per_gpu"] = serde_json::json!(1.5);
    let older = write_json(&env, "older.json", &older);
    let err = env.fails(&["import", s(&good), s(&extra), s(&older)], 1);
    assert!(err.contains("--replace"), "{err}");
    assert_eq!(env.dump(), before);
}

#[test]
fn a_bad_file_on_a_fresh_path_creates_no_database() {
    let env = Env::hand_collected();
    let file = survey_with(&env, "bad.json", 2, |r| r["gpu_count"] = 0.into());
    let err = env.fails(&["import", s(&file)], 1);
    assert!(err.contains("throughput[2]"), "{err}");
    assert!(!err.contains("created"), "{err}");
    for suffix in ["", "-wal", "-shm", "-journal"] {
        let p = PathBuf::from(format!("{}{suffix}", env.db.display()));
        assert!(!p.exists(), "{} should not exist", p.display());
    }
    // Nor in a folder that does not exist yet.
    let nested = env.path("sub/dir/gpudb.db");
    let out = crate::common::gpudb()
        .arg("--db")
        .arg(&nested)
        .args(["import", s(&file)])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(!env.path("sub").exists());
}

#[test]
fn unknown_extra_fields_are_accepted_and_kept() {
    let env = Env::hand_collected();
    env.init();
    let mut v = survey();
    v["extra_top"] = serde_json::json!({"anything": [1, 2]});
    v["throughput"][0]["extra_field"] = 1.into();
    v["api_prices"][0]["extra_field"] = "x".into();
    v["collected_at"] = "2026-12-01".into();
    let file = write_json(&env, "extra.json", &v);
    env.ok(&["import", s(&file)]);
    assert_eq!(count(&env, "SELECT count(*) FROM runs"), 44);
    let raw: String = one(
        &env,
        "SELECT raw_json FROM runs WHERE record_path = 'throughput[0]'",
        [],
    );
    assert_eq!(
        json(&raw),
        v["throughput"][0],
        "the extra field is kept in raw_json"
    );
    let meta: String = one(
        &env,
        "SELECT metadata_json FROM datasets WHERE name = 'throughput-survey'",
        [],
    );
    assert_eq!(json(&meta)["extra_top"], v["extra_top"]);

    let mut pc = per_card();
    pc["extra_top"] = 1.into();
    pc["cards"][0]["extra_card_field"] = true.into();
    pc["cards"][0]["runs"][0]["extra_field"] = 1.into();
    pc["data_updated_at"] = "2026-12-01T00:00:00+00:00".into();
    let file = write_json(&env, "extra-cards.json", &pc);
    env.ok(&["import", s(&file)]);
    assert_eq!(count(&env, "SELECT count(*) FROM runs"), 44);
}

// ---------------------------------------------------------------------------------------------
// Bugs found: see the ignore reasons.

#[test]
fn padded_known_accelerator_spelling_resolves_to_the_known_card() {
    let env = Env::hand_collected();
    env.init();
    let mut v = per_card();
    v["name"] = "padded".into();
    let run = v["cards"][4]["runs"][0].clone();
    v["cards"] = serde_json::json!([{"gpu_id": "h200 ", "gpu": "NVIDIA H200", "runs": [run]}]);
    let file = write_json(&env, "padded.json", &v);
    let out = env.run(&["import", s(&file)]);
    // Either resolved (trimmed) like the id it would be given, or refused; never a new card.
    if out.status.success() {
        assert_eq!(
            env.rows(
                "SELECT accelerator_id FROM runs
                 WHERE dataset_id = (SELECT id FROM datasets WHERE name = 'padded')"
            ),
            ["Text(\"H200-SXM\")"]
        );
    }
    assert_eq!(
        count(&env, "SELECT count(*) FROM accelerators WHERE id = 'H200'"),
        0,
        "no accelerator whose id is a curated alias of another: {}",
        stderr(&out)
    );
}

#[test]
fn empty_model_or_accelerator_name_is_refused() {
    let env = Env::hand_collected();
    let file = survey_with(&env, "blank-model.json", 0, |r| r["model"] = "".into());
    assert_rejected(&env, &file, &["throughput[0]", "model"]);
    let env = Env::hand_collected();
    let file = survey_with(&env, "blank-acc.json", 0, |r| {
        r["accelerator_canonical"] = " ".into()
    });
    assert_rejected(&env, &file, &["throughput[0]", "accelerator_canonical"]);
}

#[test]
fn per_card_figure_whose_total_overflows_is_refused() {
    let env = Env::hand_collected();
    let mut v = per_card();
    v["cards"][0]["runs"][0]["output_tokens_per_second_per_gpu"] = serde_json::json!(1e308);
    let file = write_json(&env, "huge.json", &v);
    assert_rejected(&env, &file, &["cards[0].runs[0]"]);
}

// ---------------------------------------------------------------------------------------------
// WAL.

#[test]
fn database_is_in_wal_mode_after_import() {
    let env = Env::hand_collected();
    env.init();
    assert_eq!(sqlite3_ok(&env, &[], "PRAGMA journal_mode;").trim(), "wal");
    // Still WAL after a later import in a separate process.
    let mut v = survey();
    v["collected_at"] = "2026-12-01".into();
    let file = write_json(&env, "newer.json", &v);
    env.ok(&["import", s(&file)]);
    assert_eq!(sqlite3_ok(&env, &[], "PRAGMA journal_mode;").trim(), "wal");
    assert_eq!(
        one::<String, _>(&env, "PRAGMA journal_mode", params![]),
        "wal"
    );
}
