//! `gpudb check`: the built-in checks pass on the bundled data and the real files of
//! tests/data, catch each deliberately broken copy with the check meant for it (naming the
//! row), refuse bad user check files by name while the others run, and exit 1 only for a
//! failing error check.

use crate::common::{json, repo, stderr, Env};
use serde_json::Value as Json;
use std::path::PathBuf;

const MLPERF: &str = "tests/data/mlperf-inference-v4.1-summary_results.json";
const INFERENCEX: &str = "tests/data/inferencex-dsr1-rows.json";
const VLLM: &str = "tests/data/vllm-bench-serve-gpt-oss-120b-conc128.json";

/// The bundled data, the MLPerf v4.1 results, the InferenceX rows and the vLLM result.
fn everything() -> Env {
    let env = Env::hand_collected();
    env.init();
    for f in [MLPERF, INFERENCEX] {
        env.ok(&["import", repo(f).to_str().unwrap()]);
    }
    let vllm = repo(VLLM);
    env.ok(&[
        "import",
        "--accelerator",
        "H100",
        "--gpus",
        "16",
        "--model",
        "gpt-oss-120b",
        vllm.to_str().unwrap(),
    ]);
    env
}

/// `gpudb check --format json`, with its exit code.
fn check_json(env: &Env, extra: &[&str]) -> (Vec<Json>, Option<i32>, String) {
    let mut args = vec!["check", "--format", "json"];
    args.extend(extra);
    let out = env.run(&args);
    let list = json(&String::from_utf8_lossy(&out.stdout))
        .as_array()
        .unwrap()
        .clone();
    (list, out.status.code(), stderr(&out))
}

fn finding<'a>(list: &'a [Json], name: &str) -> &'a Json {
    list.iter()
        .find(|f| f["check"] == name)
        .unwrap_or_else(|| panic!("no check {name} in {list:?}"))
}

/// The ids of the first rows a check reported, from its `run_id` column.
fn run_ids(f: &Json) -> Vec<i64> {
    ids(f, "run_id")
}

/// The first rows' values of the integer column `column`.
fn ids(f: &Json, column: &str) -> Vec<i64> {
    f["first_rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r[column].as_i64().unwrap())
        .collect()
}

/// The run of the InferenceX row at `index` of the file.
fn inferencex_run(env: &Env, index: usize) -> i64 {
    env.count(&format!(
        "SELECT r.id FROM runs r JOIN datasets d ON d.id = r.dataset_id \
         WHERE d.kind = 'inferencex' AND r.record_path LIKE '[{index}]@%'"
    ))
}

/// A copy of the InferenceX rows with `edit` applied, imported into a fresh database.
fn broken_inferencex(edit: impl FnOnce(&mut Vec<Json>)) -> Env {
    let env = Env::hand_collected();
    env.init();
    let text = std::fs::read_to_string(repo(INFERENCEX)).unwrap();
    let mut rows: Vec<Json> = serde_json::from_str(&text).unwrap();
    edit(&mut rows);
    let path = env.path("inferencex-broken.json");
    std::fs::write(&path, serde_json::to_string(&rows).unwrap()).unwrap();
    env.ok(&["import", path.to_str().unwrap()]);
    env
}

#[test]
fn no_false_error_on_the_bundled_and_real_data() {
    let env = everything();
    let (list, code, err) = check_json(&env, &[]);
    assert_eq!(code, Some(0), "{err}");
    assert!(list.len() >= 15, "{list:?}");
    for f in &list {
        assert_ne!(f["status"], "refused", "{f}");
        // Today no built-in check, error or warning, fails on these files.
        assert_eq!(f["status"], "pass", "{f}");
    }
    // The memory roof says what it could not judge: MI355X and GB200 have no curated
    // bandwidth, and the vLLM file states no precision.
    let roof = finding(&list, "memory-roof");
    assert_eq!(
        roof["skipped"]["no memory bandwidth for the accelerator"],
        4
    );
    assert_eq!(roof["skipped"]["precision unknown"], 1);
    assert!(
        err.contains("memory-roof skipped 5 rows it cannot judge"),
        "{err}"
    );
    // The compute roof has curated peaks for H100, H200, B200 and GB200 only; MLPerf's open
    // division is skipped (pruned or sparse models run there).
    let compute = finding(&list, "compute-roof");
    assert_eq!(compute["skipped"]["open division"], 14, "{compute}");
    // The reason names the accelerator that lacks a curated peak; A100's (312 TFLOPS FP16 from
    // its datasheet) is curated, so the bundled A100 runs are judged.
    let reasons = compute["skipped"].as_object().unwrap();
    assert!(
        reasons.contains_key("no dense peak FLOPS for MI355X"),
        "{compute}"
    );
    assert!(
        !reasons.contains_key("no dense peak FLOPS for A100-SXM"),
        "{compute}"
    );
    assert!(err.contains("no dense peak FLOPS for MI355X"), "{err}");
    assert!(err.contains("checks pass"), "{err}");
    // Nothing fails, so the table says nothing; the closing line says it all.
    let out = env.run(&["check"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty());
}

#[test]
fn a_per_node_figure_read_as_per_gpu_breaks_the_concurrency_bound() {
    // Row [1] (H200, 8 GPUs): its three throughputs per GPU ×8, as if the node's figures had
    // been published per GPU; the identity input + output = total still holds.
    let env = broken_inferencex(|rows| {
        let m = rows[1]["metrics"].as_object_mut().unwrap();
        for k in ["output_tput_per_gpu", "input_tput_per_gpu", "tput_per_gpu"] {
            let v = m[k].as_f64().unwrap() * 8.0;
            m.insert(k.into(), v.into());
        }
    });
    let (list, code, _) = check_json(&env, &[]);
    assert_eq!(code, Some(1));
    let bound = finding(&list, "concurrency-bound");
    assert_eq!(bound["status"], "fail");
    assert_eq!(run_ids(bound), vec![inferencex_run(&env, 1)]);
    assert_eq!(finding(&list, "throughput-identity")["status"], "pass");
    // The table names the check and the row; the closing line the failing error check.
    let out = env.run(&["check", "concurrency-bound"]);
    assert_eq!(out.status.code(), Some(1));
    let table = String::from_utf8_lossy(&out.stdout).into_owned();
    let run = format!("run_id={}", inferencex_run(&env, 1));
    assert!(
        table.contains("concurrency-bound") && table.contains(&run),
        "{table}"
    );
    assert!(
        stderr(&out).contains("1 of 1 checks fail, 1 of them errors: concurrency-bound"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn milliseconds_read_as_seconds_break_speed_times_tpot() {
    let env = broken_inferencex(|rows| {
        let m = rows[0]["metrics"].as_object_mut().unwrap();
        let ms = m["median_tpot"].as_f64().unwrap() * 1000.0;
        m.insert("median_tpot".into(), ms.into());
    });
    let (list, code, _) = check_json(&env, &[]);
    assert_eq!(code, Some(1));
    let f = finding(&list, "speed-times-tpot");
    assert_eq!(run_ids(f), vec![inferencex_run(&env, 0)]);
    let product = f["first_rows"][0]["product"].as_f64().unwrap();
    assert!((product - 1000.0).abs() < 1.0, "{product}");
}

#[test]
fn swapped_input_and_output_break_the_token_ratio() {
    // Row [0] as an 8k/1k run (input tokens and input throughput ×8): it passes; with its
    // input and output throughputs swapped it does not.
    let as_8k = |rows: &mut Vec<Json>| {
        rows[0]["isl"] = 8192.into();
        let m = rows[0]["metrics"].as_object_mut().unwrap();
        let (i, o) = (
            m["input_tput_per_gpu"].as_f64().unwrap() * 8.0,
            m["output_tput_per_gpu"].as_f64().unwrap(),
        );
        m.insert("input_tput_per_gpu".into(), i.into());
        m.insert("tput_per_gpu".into(), (i + o).into());
    };
    let good = broken_inferencex(as_8k);
    let (list, code, err) = check_json(&good, &[]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(finding(&list, "token-ratio")["status"], "pass");

    let env = broken_inferencex(|rows| {
        as_8k(rows);
        let m = rows[0]["metrics"].as_object_mut().unwrap();
        let (i, o) = (
            m["input_tput_per_gpu"].clone(),
            m["output_tput_per_gpu"].clone(),
        );
        m.insert("input_tput_per_gpu".into(), o);
        m.insert("output_tput_per_gpu".into(), i);
    });
    let (list, code, _) = check_json(&env, &[]);
    assert_eq!(code, Some(1));
    assert_eq!(
        run_ids(finding(&list, "token-ratio")),
        vec![inferencex_run(&env, 0)]
    );
}

#[test]
fn an_implausible_spec_in_an_edited_accelerator_row_is_caught() {
    let env = Env::hand_collected();
    env.init();
    // A user edits a curated row, and adds one of their own.
    let conn = env.conn();
    conn.execute(
        "UPDATE accelerators SET memory_bandwidth_tbps = 40 WHERE id = 'H100-SXM'",
        [],
    )
    .unwrap();
    conn.execute(
        "INSERT INTO accelerators (id, memory_bandwidth_tbps, origin) VALUES ('MY-GPU', 0, 'user')",
        [],
    )
    .unwrap();
    drop(conn);
    let (list, code, _) = check_json(&env, &[]);
    assert_eq!(code, Some(1));
    let f = finding(&list, "specs");
    let ids: Vec<&str> = f["first_rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["H100-SXM", "MY-GPU"], "{f}");
    assert_eq!(f["first_rows"][1]["origin"], "user");
}

#[test]
fn bad_user_check_files_are_refused_by_name_and_the_others_run() {
    let env = Env::hand_collected();
    env.init();
    let dir = env.path(".config/gpudb/checks");
    std::fs::create_dir_all(&dir).unwrap();
    let header = |name: &str, severity: &str| {
        format!("-- name: {name}\n-- severity: {severity}\n-- description: test\n-- key: id\n")
    };
    let files = [
        (
            "typo",
            format!("{}SELEC id FROM runs;\n", header("typo", "error")),
        ),
        (
            "wipe",
            format!("{}DELETE FROM runs;\n", header("wipe", "error")),
        ),
        (
            "two",
            format!("{}SELECT 1; SELECT 2;\n", header("two", "error")),
        ),
        ("noheader", "SELECT id FROM runs;\n".to_string()),
        // A user check that fails, at warn: listed, exit 0.
        (
            "many-gpus",
            format!(
                "{}SELECT id FROM runs WHERE gpu_count >= 16;\n",
                header("many-gpus", "warn")
            ),
        ),
        // A built-in's name: refused, the built-in runs.
        (
            "frontier",
            format!("{}SELECT 1 AS id;\n", header("frontier", "error")),
        ),
    ];
    for (name, text) in &files {
        std::fs::write(dir.join(format!("{name}.sql")), text).unwrap();
    }
    let before = env.dump();
    let (list, code, err) = check_json(&env, &[]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(env.dump(), before, "a check changed the database");
    for (name, reason) in [
        ("typo", "does not prepare"),
        ("wipe", "would change the database"),
        ("two", "more than one statement"),
        ("noheader", "no '-- name:' line"),
        ("frontier", "taken by the built-in check"),
    ] {
        let path = dir.join(format!("{name}.sql"));
        let line = format!("the check {} is refused: ", path.display());
        assert!(err.contains(&line), "{name}: {err}");
        let f = list
            .iter()
            .find(|f| f["origin"] == path.display().to_string())
            .unwrap_or_else(|| panic!("{name} not listed"));
        assert_eq!(f["status"], "refused");
        assert!(
            f["reason"].as_str().unwrap().contains(reason),
            "{name}: {f}"
        );
    }
    assert_eq!(finding(&list, "frontier")["origin"], "built-in");
    let many = finding(&list, "many-gpus");
    assert_eq!(
        (many["status"].as_str(), many["severity"].as_str()),
        (Some("fail"), Some("warn"))
    );
    assert!(many["failing_rows"].as_u64().unwrap() >= 1);
    assert!(finding(&list, "memory-roof")["status"] == "pass");

    // The same file failing at severity error, from --checks DIR: exit 1.
    let other = env.path("more-checks");
    std::fs::create_dir_all(&other).unwrap();
    std::fs::write(
        other.join("big.sql"),
        format!(
            "{}SELECT id FROM runs WHERE gpu_count >= 16;\n",
            header("big", "error")
        ),
    )
    .unwrap();
    let out = env.run(&["check", "big", "--checks", other.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("big"));
}

#[test]
fn names_choose_the_checks_and_an_unknown_name_is_a_usage_error() {
    let env = Env::hand_collected();
    env.init();
    let (list, code, _) = check_json(&env, &["memory-roof", "frontier"]);
    assert_eq!(code, Some(0));
    let names: Vec<&str> = list.iter().map(|f| f["check"].as_str().unwrap()).collect();
    assert_eq!(names, ["frontier", "memory-roof"]);
    let err = env.fails(&["check", "memory-rof"], 2);
    assert!(err.contains("no check named 'memory-rof'"), "{err}");
    assert!(err.contains("did you mean 'memory-roof'"), "{err}");
    let out = env.run(&["check", "memory-rof"]);
    assert!(out.stdout.is_empty());
}

#[test]
fn every_check_file_runs_as_it_is_in_the_sqlite3_shell() {
    let env = everything();
    for entry in std::fs::read_dir(repo("checks")).unwrap() {
        let path = entry.unwrap().path();
        let sql = std::fs::read_to_string(&path).unwrap();
        let out = env.sqlite3(&["-bail"], &sql);
        assert!(
            out.status.success() && out.stderr.is_empty(),
            "{}: {}",
            path.display(),
            stderr(&out)
        );
        // Nothing fails on these files: the only rows are those a check skips, with the
        // reason in its last column, `skipped`.
        let rows = String::from_utf8_lossy(&out.stdout);
        let name = path.file_stem().unwrap().to_str().unwrap();
        let skips = sql.contains(" AS skipped");
        for line in rows.lines() {
            assert!(skips && !line.ends_with('|'), "{name}: {line}");
        }
    }
}

#[test]
fn a_point_its_series_beats_on_both_is_listed_by_the_frontier_as_a_warning() {
    // Row [0] again at concurrency 8, half the per-user speed and 0.9× the throughput: a
    // point that row [0] beats on both.
    let env = broken_inferencex(|rows| {
        let mut slower = rows[0].clone();
        slower["conc"] = 8.into();
        let m = slower["metrics"].as_object_mut().unwrap();
        for (k, by) in [
            ("median_intvty", 0.5),
            ("median_tpot", 2.0),
            ("output_tput_per_gpu", 0.9),
            ("input_tput_per_gpu", 0.9),
            ("tput_per_gpu", 0.9),
        ] {
            let v = m[k].as_f64().unwrap() * by;
            m.insert(k.into(), v.into());
        }
        rows.push(slower);
    });
    let (list, code, err) = check_json(&env, &[]);
    assert_eq!(code, Some(0), "a warning only: {err}");
    let f = finding(&list, "frontier");
    assert_eq!(run_ids(f), vec![inferencex_run(&env, 5)], "{f}");
    assert!(err.contains("(warnings: frontier)"), "{err}");
    for other in list.iter().filter(|f| f["check"] != "frontier") {
        assert_eq!(other["status"], "pass", "{other}");
    }
}

#[test]
fn an_mlperf_node_counted_as_one_gpu_breaks_the_compute_roof() {
    // MLPerf v4.1 result 4.1-0021 (Dell, 8× H200, Llama 2 70B, Offline: 32,124 tokens/s) with
    // its accelerator count read as 1: 32,124 tokens/s "per GPU", above the H200's roof of
    // 1978.9 TFLOPS / (2 × 70e9) = 14,135.
    let env = Env::hand_collected();
    env.init();
    let text = std::fs::read_to_string(repo(MLPERF)).unwrap();
    let mut rows: Vec<Json> = serde_json::from_str(&text).unwrap();
    assert_eq!(rows[253]["ID"], "v4.1-0021");
    assert_eq!(rows[253]["Scenario"], "Offline");
    rows[253]["a#"] = 1.0.into();
    let path = env.path("mlperf-broken.json");
    std::fs::write(&path, serde_json::to_string(&rows).unwrap()).unwrap();
    env.ok(&["import", path.to_str().unwrap()]);
    let run = env.count("SELECT id FROM runs WHERE record_path = '[253]'");
    let (list, code, _) = check_json(&env, &[]);
    assert_eq!(code, Some(1));
    let f = finding(&list, "compute-roof");
    assert_eq!(run_ids(f), vec![run], "{f}");
    let bound = f["first_rows"][0]["bound_tps"].as_f64().unwrap();
    assert!((bound - 1978.9e12 / 140e9).abs() < 1e-6, "{bound}");
    // The same row as published passes.
    let env = Env::hand_collected();
    env.init();
    env.ok(&["import", repo(MLPERF).to_str().unwrap()]);
    let (list, code, _) = check_json(&env, &["compute-roof"]);
    assert_eq!((code, &list[0]["status"]), (Some(0), &Json::from("pass")));
}

#[test]
fn an_import_checks_the_runs_it_wrote_warns_and_marks_them_chk() {
    let env = Env::hand_collected();
    env.init();
    assert_eq!(env.count("SELECT count(*) FROM check_failures"), 0);
    // The real MLPerf file: no failure, no warning about checks.
    let out = env.run(&["import", repo(MLPERF).to_str().unwrap()]);
    assert!(out.status.success());
    assert!(!stderr(&out).contains("the check"), "{}", stderr(&out));
    assert_eq!(env.count("SELECT count(*) FROM check_failures"), 0);

    // A node counted as one GPU: the import lands, warns naming the run, and marks it chk.
    let text = std::fs::read_to_string(repo(MLPERF)).unwrap();
    let mut rows: Vec<Json> = serde_json::from_str(&text).unwrap();
    rows[253]["a#"] = 1.0.into();
    let path = env.path("mlperf-v4.1-broken.json");
    std::fs::write(&path, serde_json::to_string(&rows).unwrap()).unwrap();
    let out = env.run(&["import", "--replace", path.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let run = env.count("SELECT id FROM runs WHERE record_path = '[253]'");
    let err = stderr(&out);
    assert!(
        err.contains(&format!(
            "warning: 1 run fails the check compute-roof: run {run} (mlperf-inference-v4.1 [253]: "
        )),
        "{err}"
    );
    assert!(err.contains("bound_tps=14135"), "{err}");
    let marked = format!(
        "SELECT count(*) FROM check_failures WHERE run_id = {run} AND check_name = 'compute-roof'"
    );
    assert_eq!(env.count("SELECT count(*) FROM check_failures"), 1);
    assert_eq!(env.count(&marked), 1);
    let chk = format!(
        "SELECT count(*) FROM run_comparison WHERE caveats LIKE '%,chk' AND run_id = {run}"
    );
    assert_eq!(env.count(&chk), 1);
    // The answers show it, with its meaning.
    let shown = env.ok(&["show", "run", &run.to_string()]);
    assert!(
        shown.contains("chk") && shown.contains("fails a data check"),
        "{shown}"
    );
    // With the check it fails and its numbers, as an erratum of the caveat.
    assert!(
        shown.contains("note: fails the check compute-roof: accelerator_id=H200-SXM")
            && shown.contains("observed_tps=32124 bound_tps=14135"),
        "{shown}"
    );
    let story = json(&env.ok(&["show", "run", &run.to_string(), "--format", "json"]));
    let chk = story["caveats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["code"] == "chk")
        .unwrap();
    let note = chk["errata"][0]["note"].as_str().unwrap();
    assert!(note.contains("bound_tps=14135"), "{note}");

    // Another version where only another record changes: only that run is written and checked
    // again, and the unchanged run keeps its mark without a second warning.
    let other = rows
        .iter()
        .position(|r| r["Performance_Units"] == "Tokens/s" && r["ID"] != "v4.1-0021")
        .unwrap();
    rows[other]["Notes"] = "edited".into();
    std::fs::write(&path, serde_json::to_string(&rows).unwrap()).unwrap();
    let out = env.run(&["import", "--replace", path.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!stderr(&out).contains("the check"), "{}", stderr(&out));
    assert_eq!(env.count(&marked), 1);

    // The file as published again: the mark goes with the failure.
    let out = env.run(&["import", "--replace", repo(MLPERF).to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(env.count("SELECT count(*) FROM check_failures"), 0);
}

#[test]
fn a_hyperscaler_tier_above_retail_is_a_warning_naming_the_pair() {
    let env = Env::new();
    env.init();
    // A fresh database has no tier rate sets: nothing to compare.
    let (list, _, _) = check_json(&env, &["tier-order"]);
    assert_eq!(finding(&list, "tier-order")["status"], "pass");
    // The published InferenceX tiers, loaded as rate sets: RTX PRO 6000's hyperscaler tier
    // ($0.68) is above its retail tier ($0.52), every other pair is in order.
    env.ok(&["rates", "load-reference"]);
    // A pair of the user's own, swapped.
    for (set, usd) in [("quote-hyperscaler", "3.10"), ("quote-retail", "2.40")] {
        env.ok(&[
            "rates",
            "add",
            "--rate-set",
            set,
            "--accelerator",
            "H100",
            "--usd-per-gpu-hour",
            usd,
        ]);
    }
    let (list, code, err) = check_json(&env, &["tier-order"]);
    assert_eq!(code, Some(0), "a warning does not fail: {err}");
    let f = finding(&list, "tier-order");
    assert_eq!(
        (&f["severity"], &f["status"]),
        (&"warn".into(), &"fail".into()),
        "{f}"
    );
    let rows: Vec<(String, String, f64, f64)> = f["first_rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["hyperscaler_rate_set"].as_str().unwrap().to_string(),
                r["accelerator_id"].as_str().unwrap().to_string(),
                r["hyperscaler_usd_per_gpu_hour"].as_f64().unwrap(),
                r["retail_usd_per_gpu_hour"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            ("quote-hyperscaler".into(), "H100-SXM".into(), 3.10, 2.40),
            (
                "reference-hyperscaler".into(),
                "RTX-PRO-6000".into(),
                0.68,
                0.52
            ),
        ]
    );
}

/// The handmade SkyPilot catalog with `edit` applied to its lines, imported read on 2026-11-01.
fn broken_catalog(env: &Env, edit: impl FnOnce(&mut Vec<String>)) -> PathBuf {
    let text = std::fs::read_to_string(repo(CATALOG)).unwrap();
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    edit(&mut lines);
    let dir = env.path("broken/aws");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("vms.csv");
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
    path
}

const CATALOG: &str = "tests/fixtures/catalogs/aws/vms.csv";

/// The rate ids a check reported, from its `rate_id` column.
fn rate_ids(f: &Json) -> Vec<i64> {
    ids(f, "rate_id")
}

#[test]
fn rental_catalog_rates_are_checked_like_your_own() {
    // The catalogs as written (SkyPilot and gpuhunt shapes): every rate check passes.
    let env = Env::hand_collected();
    env.init();
    for f in [CATALOG, "tests/fixtures/catalogs/runpod.csv"] {
        env.ok(&["import", "--as-of", "2026-11-01", repo(f).to_str().unwrap()]);
    }
    assert!(env.count("SELECT count(*) FROM catalog_rates") >= 8);
    let (list, code, err) = check_json(&env, &[]);
    assert_eq!(code, Some(0), "{err}");
    for name in ["gpu-rate-range", "spot-order", "cost-range", "tier-order"] {
        assert_eq!(finding(&list, name)["status"], "pass", "{name}");
    }
    // gpuhunt's spot offer of H100 on RunPod (a line of its own), edited above its on-demand
    // offer ($2.99): spot-order pairs them by offer and names it.
    let conn = env.conn();
    let spot: i64 = conn
        .query_row(
            "SELECT c.id FROM catalog_rates c JOIN datasets d ON d.id = c.dataset_id
             WHERE d.kind = 'gpuhunt-catalog' AND c.pricing = 'spot'
               AND c.accelerator_id = 'H100-SXM'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    conn.execute(
        "UPDATE catalog_rates SET usd_per_gpu_hour = 3.5, usd_per_instance_hour = 3.5
         WHERE id = ?1",
        [spot],
    )
    .unwrap();
    drop(conn);
    let (list, _, _) = check_json(&env, &["spot-order"]);
    assert_eq!(rate_ids(&list[0]), vec![spot], "{}", list[0]);

    // A node's price read as one GPU's (p4de.24xlarge, 8 × A100 80 GB at $28/instance-hour,
    // its GPU count given as 1): $28 per GPU-hour, above A100-SXM's band. The import refuses it,
    // naming the line, and changes nothing.
    let env = Env::hand_collected();
    env.init();
    let path = broken_catalog(&env, |lines| {
        let at = lines
            .iter()
            .position(|l| l.starts_with("p4de.24xlarge"))
            .unwrap();
        lines[at] = lines[at]
            .replacen("A100,8,", "A100,1,", 1)
            .replace("'Count': 8", "'Count': 1");
    });
    let before = env.dump();
    let err = env.fails(
        &["import", "--as-of", "2026-11-01", path.to_str().unwrap()],
        1,
    );
    assert!(
        err.contains(
            "vms.csv: line 6 (on-demand): usd_per_gpu_hour = 28 is outside 0.159 to 17.15 US \
             dollars per GPU-hour (the band of rate_bounds for A100-SXM): a price per node"
        ),
        "{err}"
    );
    assert_eq!(env.dump(), before);
    // The same rate written by another client (the sqlite3 shell), and H100's spot price in
    // us-east-1 above its on-demand one ($60 against $40 per instance-hour): gpudb check names
    // both, the rate as the error of rate-bounds too.
    env.ok(&[
        "import",
        "--as-of",
        "2026-11-01",
        repo(CATALOG).to_str().unwrap(),
    ]);
    env.sqlite3_ok(
        "UPDATE catalog_rates SET gpus_per_instance = 1, usd_per_gpu_hour = 28
         WHERE instance_type = 'p4de.24xlarge' AND pricing = 'on-demand';
         UPDATE catalog_rates SET usd_per_instance_hour = 60, usd_per_gpu_hour = 7.5
         WHERE instance_type = 'p5.48xlarge' AND region = 'us-east-1' AND pricing = 'spot';",
    );
    let rate = |sql: &str| env.count(&format!("SELECT id FROM catalog_rates WHERE {sql}"));
    let node = rate("instance_type = 'p4de.24xlarge' AND pricing = 'on-demand'");
    let spot = rate("instance_type = 'p5.48xlarge' AND region = 'us-east-1' AND pricing = 'spot'");
    let (list, code, err) = check_json(&env, &[]);
    assert_eq!(code, Some(1), "rate-bounds is an error: {err}");
    let bounds = finding(&list, "rate-bounds");
    assert_eq!(rate_ids(bounds), vec![node], "{bounds}");
    assert_eq!(bounds["first_rows"][0]["place"], "line 6 (on-demand)");
    let range = finding(&list, "gpu-rate-range");
    assert_eq!(rate_ids(range), vec![node], "{range}");
    assert_eq!(range["first_rows"][0]["rate_source"], "catalog");
    assert_eq!(range["first_rows"][0]["usd_per_gpu_hour"], 28.0);
    let order = finding(&list, "spot-order");
    assert_eq!(rate_ids(order), vec![spot], "{order}");
    assert_eq!(
        (
            &order["first_rows"][0]["spot_usd_per_gpu_hour"],
            &order["first_rows"][0]["on_demand_usd_per_gpu_hour"]
        ),
        (&Json::from(7.5), &Json::from(5.0))
    );
    assert!(
        err.contains("3 of 19 checks fail, 1 of them errors: rate-bounds"),
        "{err}"
    );

    // A catalog rate edited in the sqlite3 shell, its price per GPU no longer the instance's
    // over its GPUs: the unit identity names it.
    let conn = env.conn();
    conn.execute(
        "UPDATE catalog_rates SET usd_per_gpu_hour = usd_per_instance_hour WHERE id = ?1",
        [spot],
    )
    .unwrap();
    drop(conn);
    let (list, _, _) = check_json(&env, &["gpu-rate-range"]);
    let range = &list[0];
    assert!(rate_ids(range).contains(&spot), "{range}");
    let reading = range["first_rows"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["rate_id"] == spot)
        .map(|r| r["reading"].as_str().unwrap().to_string())
        .collect::<Vec<_>>();
    assert!(
        reading
            .iter()
            .any(|r| r.contains("is not the instance's $60.0/hour")),
        "{reading:?}"
    );
}

#[test]
fn a_speculative_run_is_skipped_by_the_memory_roof_for_its_unknown_draft_tokens() {
    // Row [1] (H200, 8 GPUs) with a per-user speed 50× its own, far above the roof without
    // drafts: as a run without speculative decoding it fails the memory roof; with MTP it is
    // skipped, with the reason, since InferenceX gives no draft-token count to raise the roof.
    let faster = |spec: &str| {
        let spec = spec.to_string();
        broken_inferencex(move |rows| {
            rows[1]["spec_method"] = spec.into();
            let m = rows[1]["metrics"].as_object_mut().unwrap();
            let (speed, tpot) = (
                m["median_intvty"].as_f64().unwrap() * 50.0,
                m["median_tpot"].as_f64().unwrap() / 50.0,
            );
            m.insert("median_intvty".into(), speed.into());
            m.insert("median_tpot".into(), tpot.into());
        })
    };
    let env = faster("none");
    let (list, code, _) = check_json(&env, &["memory-roof"]);
    assert_eq!(code, Some(1));
    assert_eq!(run_ids(&list[0]), vec![inferencex_run(&env, 1)]);

    let env = faster("mtp");
    let (list, code, err) = check_json(&env, &["memory-roof"]);
    assert_eq!(code, Some(0), "{err}");
    let roof = &list[0];
    assert_eq!(roof["status"], "pass", "{roof}");
    assert_eq!(roof["skipped"]["draft tokens unknown"], 1, "{roof}");
    assert!(err.contains("1 draft tokens unknown"), "{err}");
}

#[test]
fn no_false_error_on_the_other_real_files() {
    // The real files of tests/data the other test leaves out: MLPerf v6.1's excerpt, SGLang's
    // bench_serving runs, a GuideLLM report and SkyPilot's 2022 GCP catalog (the bundled data
    // already holds MLPerf v5.1 and v6.0 and LiteLLM's price map). The import checks the runs
    // it wrote and warns of none; no error check fails.
    let env = Env::hand_collected();
    env.init();
    let data = |f: &str| repo(&format!("tests/data/{f}")).display().to_string();
    // The flags a file that does not say what it ran on needs, as its own tests give them.
    let with = |flags: &str, files: &[&str]| -> Vec<String> {
        let files = files.iter().map(|f| data(f));
        flags.split(' ').map(String::from).chain(files).collect()
    };
    let imports: Vec<Vec<String>> = vec![
        vec![data("mlperf-inference-v6.1-summary-excerpt.json")],
        with(
            "--accelerator H200 --gpus 4 --model llama-3.3-70b --precision bf16",
            &[
                "sglang-bench-serving-h200-llama-3.3-70b-offline.jsonl",
                "sglang-bench-serving-h200-llama-3.3-70b-online.jsonl",
            ],
        ),
        with(
            "--accelerator H100 --gpus 2 --model llama-3.1-8b",
            &["guidellm-benchmarks-report.json"],
        ),
        with("--as-of 2022-10-01", &["skypilot-2022/gcp/vms.csv"]),
    ];
    for files in &imports {
        let mut args = vec!["import"];
        args.extend(files.iter().map(String::as_str));
        let out = env.run(&args);
        assert!(out.status.success(), "{files:?}: {}", stderr(&out));
        assert!(!stderr(&out).contains("the check"), "{}", stderr(&out));
    }
    assert_eq!(env.count("SELECT count(*) FROM check_failures"), 0);
    let (list, code, err) = check_json(&env, &[]);
    assert_eq!(code, Some(0), "{err}");
    for f in &list {
        assert_ne!(f["status"], "refused", "{f}");
        if f["severity"] == "error" {
            assert_eq!(f["status"], "pass", "{f}");
        }
    }
}

/// The checks whose rule reads one run at a time read the runs that break it from a partial
/// index of exactly those (V28), `references` reads each column's values by a loose index
/// scan, `cost-range` the runs near each end of its band by the speed index, and the roofs and
/// the frontier a derived table (V29): none of them reads the whole table of runs, which at 1M
/// runs is most of a check's time. An edit that makes a check's WHERE differ from its index's
/// shows here as a full scan.
#[test]
fn the_checks_of_one_run_read_an_index_not_every_run() {
    let env = Env::hand_collected();
    env.init();
    let conn = env.conn();
    for check in [
        "accepted-values",
        "throughput-identity",
        "concurrency-bound",
        "references",
        "known-values",
        "cost-range",
        "unique-keys",
        // these read a derived table (V29), and the runs of a failing group by index
        "compute-roof",
        "memory-roof",
        "frontier",
    ] {
        let sql = std::fs::read_to_string(repo(&format!("checks/{check}.sql"))).unwrap();
        let mut stmt = conn.prepare(&format!("EXPLAIN QUERY PLAN {sql}")).unwrap();
        let plan: Vec<String> = stmt
            .query_map([], |r| r.get::<_, String>(3))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        let scans: Vec<&String> = plan
            .iter()
            .filter(|l| *l == "SCAN r" || l.starts_with("SCAN r ") || l.starts_with("SCAN runs"))
            .filter(|l| !l.contains("INDEX"))
            .collect();
        assert!(
            scans.is_empty(),
            "{check} reads every run:\n{}",
            plan.join("\n")
        );
    }
}

/// unique-keys leaves out its pass over every run while a unique index holds the key, and
/// makes it in a copy edited without the index: there a duplicate key is found.
#[test]
fn a_duplicate_key_is_found_once_its_unique_index_is_gone() {
    let env = Env::hand_collected();
    env.init();
    let (list, code, _) = check_json(&env, &["unique-keys"]);
    assert_eq!(
        (finding(&list, "unique-keys")["status"].clone(), code),
        ("pass".into(), Some(0))
    );
    env.conn()
        .execute_batch(
            "DROP INDEX runs_dataset_record_key;
             UPDATE runs SET record_key = (SELECT record_key FROM runs ORDER BY id LIMIT 1)
             WHERE id = (SELECT min(id) FROM runs
                         WHERE id > (SELECT min(id) FROM runs)
                           AND dataset_id = (SELECT dataset_id FROM runs ORDER BY id LIMIT 1));",
        )
        .unwrap();
    let (list, code, _) = check_json(&env, &["unique-keys"]);
    let f = finding(&list, "unique-keys");
    assert_eq!((f["status"].clone(), code), ("fail".into(), Some(1)), "{f}");
    assert!(f.to_string().contains("\"runs\""), "{f}");
}
