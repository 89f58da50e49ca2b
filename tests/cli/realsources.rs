//! Real sources: InferenceX rows (the project's own file of public rows, in the API's shape) and
//! a real vLLM result file, both in `tests/data/` (see its README), fixtures of our own for what
//! they lack, and the import flags for result files that do not say what they ran on.

use crate::common::{repo, Env};
use std::path::{Path, PathBuf};

const IX_SAMPLE: &str = "tests/data/inferencex-dsr1-rows.json";
const VLLM_REAL: &str = "tests/data/vllm-bench-serve-gpt-oss-120b-conc128.json";
const IX_MADE_UP: &str = "tests/fixtures/inferencex-made-up.json";
const IX_BAD_TYPE: &str = "tests/fixtures/inferencex-bad-type.json";
const IX_MISSING: &str = "tests/fixtures/inferencex-missing-field.json";
const VLLM_MADE_UP: &str = "tests/fixtures/vllm-bench-serve-made-up.json";
const SURVEY: &str = "data/datasets/throughput-survey.json";

fn path(rel: &str) -> String {
    repo(rel).to_str().expect("utf-8 path").to_string()
}

/// The flags that say what the real vLLM file ran on: 16 GPUs (its file name says
/// `gpus_16`), gpt-oss-120b; H100 is our choice, as a user's would be.
fn vllm_flags() -> Vec<&'static str> {
    vec![
        "--accelerator",
        "H100",
        "--gpus",
        "16",
        "--model",
        "gpt-oss-120b",
    ]
}

fn import_vllm(env: &Env, file: &str) -> String {
    let mut args = vec!["import"];
    args.extend(vllm_flags());
    args.push(file);
    env.ok(&args)
}

fn assert_close(got: f64, want: f64, what: &str) {
    assert!(
        (got - want).abs() < 1e-9,
        "{what}: got {got}, want {want} (diff {})",
        got - want
    );
}

/// One run's figures by record path: (per GPU, total, GPUs).
fn figure(env: &Env, dataset: &str, record_path: &str) -> (Option<f64>, Option<f64>, i64) {
    env.conn()
        .query_row(
            "SELECT r.tokens_per_sec_per_gpu, r.tokens_per_sec_total, r.gpu_count
             FROM runs AS r JOIN datasets AS d ON d.id = r.dataset_id
             WHERE d.name = ?1 AND (r.record_path = ?2 OR r.record_path LIKE ?2 || '@%')",
            [dataset, record_path],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap_or_else(|e| panic!("{dataset} {record_path}: {e}"))
}

/// Every row of `sql` as `|`-separated text, NULL as empty, as the sqlite3 shell prints them.
fn rows(env: &Env, sql: &str) -> Vec<String> {
    use rusqlite::types::ValueRef;
    let conn = env.conn();
    let mut stmt = conn.prepare(sql).unwrap_or_else(|e| panic!("{sql}: {e}"));
    let n = stmt.column_count();
    let mut out = Vec::new();
    let mut rs = stmt.query([]).unwrap();
    while let Some(r) = rs.next().unwrap() {
        let cells: Vec<String> = (0..n)
            .map(|i| match r.get_ref(i).unwrap() {
                ValueRef::Null => String::new(),
                ValueRef::Integer(v) => v.to_string(),
                ValueRef::Real(v) => format!("{v:?}"),
                ValueRef::Text(t) => String::from_utf8_lossy(t).into_owned(),
                ValueRef::Blob(_) => "<blob>".into(),
            })
            .collect();
        out.push(cells.join("|"));
    }
    out
}

/// Require `file` to be refused with exit `code`, every needle in the one-line message, and the
/// database unchanged.
fn assert_refused(env: &Env, args: &[&str], code: i32, needles: &[&str]) -> String {
    let before = env.dump();
    let err = env.fails(args, code);
    for n in needles {
        assert!(err.contains(n), "stderr should mention {n:?}: {err}");
    }
    assert_eq!(err.lines().count(), 1, "one message: {err}");
    assert_eq!(env.dump(), before, "a refused import changes nothing");
    err
}

/// A change to a good file that makes it bad.
type Edit = fn(&mut serde_json::Value);

fn write(env: &Env, name: &str, text: &str) -> PathBuf {
    let p = env.path(name);
    std::fs::write(&p, text).unwrap();
    p
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

// ---------------------------------------------------------------------------------------------
// InferenceX

#[test]
fn inferencex_sample_figures_are_output_per_gpu_rented() {
    let env = Env::hand_collected();
    env.init();
    env.ok(&["import", &path(IX_SAMPLE)]);
    assert_eq!(
        env.count(
            "SELECT count(*) FROM runs WHERE dataset_id =
                 (SELECT id FROM datasets WHERE name = 'inferencex' AND kind = 'inferencex')"
        ),
        5,
        "every row of the sample is a run"
    );
    // dsr1 is DeepSeek-R1 through the alias table.
    assert_eq!(
        env.count(
            "SELECT count(*) FROM runs WHERE model_published = 'dsr1' AND model_id = 'deepseek-r1'"
        ),
        5
    );

    // [0] mi355x, aggregated: output_tput_per_gpu as published, over num_decode_gpu = 4.
    let (per_gpu, total, gpus) = figure(&env, "inferencex", "[0]");
    assert_close(per_gpu.unwrap(), 98.9883650269406, "[0] per GPU");
    assert_eq!(gpus, 4);
    assert_close(total.unwrap(), 98.9883650269406 * 4.0, "[0] total = 395.95");

    // [1] h200, aggregated, 8 GPUs.
    let (per_gpu, _, gpus) = figure(&env, "inferencex", "[1]");
    assert_close(per_gpu.unwrap(), 49.173854925265026, "[1] per GPU");
    assert_eq!(gpus, 8);

    // [2] gb200, disaggregated. o = output/decode GPU, i = input/prefill GPU, t = total/all GPUs:
    //   o = 18.44701834407234, i = 146.43053093445712, t = 32.66740863189287
    //   decode share D/N = (i - t) / (i - o) = 113.76312230256426 / 127.98351259038478 = 8/9
    //   figure = o × 8/9 = 16.397349639175413 tokens/s per GPU rented
    //   (InferenceX's own output_tput_per_gpu, 18.45, counts decode GPUs only; tput_per_gpu,
    //   32.67, counts input tokens too: neither is the figure)
    //   GPUs: 36 in all = 4 prefill + 32 decode; check: 4i + 32o = 585.72 + 590.30 = 1176.03 = 36t
    let (o, i, t) = (18.44701834407234, 146.43053093445712, 32.66740863189287);
    let want = o * (i - t) / (i - o);
    assert_close(want, 16.397349639175413, "hand arithmetic");
    assert_close(
        4.0 * i + 32.0 * o,
        36.0 * t,
        "the 4 + 32 split fits all three metrics",
    );
    for p in ["[2]", "[3]"] {
        let (per_gpu, total, gpus) = figure(&env, "inferencex", p);
        assert_close(per_gpu.unwrap(), want, &format!("{p} per GPU"));
        assert_eq!(gpus, 36, "{p}");
        assert_close(
            total.unwrap(),
            32.0 * o,
            &format!("{p} total = output of 32 decode GPUs"),
        );
    }
    assert_eq!(
        rows(
            &env,
            "SELECT disaggregated, prefill_gpu_count, decode_gpu_count FROM runs
             WHERE (record_path LIKE '[2]@%' OR record_path LIKE '[3]@%')"
        ),
        ["1|4|32", "1|4|32"]
    );
    // The listed 36 + 36 and the duplicate row are said in the notes.
    let notes = rows(
        &env,
        "SELECT notes FROM runs WHERE record_path LIKE '[3]@%'",
    );
    assert!(
        notes[0].contains("lists 36 prefill and 36 decode"),
        "{notes:?}"
    );
    assert!(notes[0].contains("the same row as [2]"), "{notes:?}");

    // tput_per_gpu (input + output) is never a figure.
    for tput in [
        198.9447984579421,
        98.82861137108823,
        32.66740863189287,
        60.45934990269039,
    ] {
        assert_eq!(
            env.count(&format!(
                "SELECT count(*) FROM runs WHERE abs(tokens_per_sec_per_gpu - {tput}) < 1e-9"
            )),
            0,
            "{tput} is input + output"
        );
    }

    // What else is kept, on [0]: workload, per-user speed, TTFT in ms, power, energy, the
    // framework and its version from the image, speculative decoding, date and the CI run.
    assert_eq!(
        rows(
            &env,
            "SELECT input_tokens, output_tokens, concurrency, framework, framework_version,
                    speculative_decoding, published, power_w_per_gpu, joules_per_output_token,
                    disaggregated, published_as
             FROM runs WHERE record_path LIKE '[0]@%' AND model_published = 'dsr1'"
        ),
        ["1024|1024|4|SGLang|0.5.12|off|2026-06-11|628.907|6.353339|0|per_gpu"]
    );
    let (intvty, ttft, url): (f64, f64, String) = env
        .conn()
        .query_row(
            "SELECT r.interactivity_tokens_per_sec_per_user, r.median_ttft_ms, s.url
             FROM runs AS r JOIN sources AS s ON s.id = r.source_id WHERE r.record_path LIKE '[0]@%'
               AND r.model_published = 'dsr1'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    assert_close(intvty, 103.64816793368249, "median_intvty");
    assert_close(ttft, 0.10217383736744523 * 1000.0, "median_ttft s → ms");
    assert_eq!(
        url,
        "https://github.com/SemiAnalysisAI/InferenceX/actions/runs/27213443242/attempts/1"
    );
    // The hardware short names resolve through the alias tables: h200 is curated; mi355x and
    // gb200 are either curated (by the accelerator work) or added with unknown specs.
    assert_eq!(
        rows(
            &env,
            "SELECT accelerator_id FROM runs WHERE record_path LIKE '[1]@%' AND model_published = 'dsr1'"
        ),
        ["H200-SXM"]
    );
}

#[test]
fn inferencex_row_without_output_figure_is_kept_null_and_listed_by_gaps() {
    let env = Env::hand_collected();
    env.init();
    env.ok(&["import", &path(IX_SAMPLE)]);
    let (per_gpu, total, gpus) = figure(&env, "inferencex", "[4]");
    assert_eq!((per_gpu, total, gpus), (None, None, 4));
    let gaps = env.ok(&["query", "gaps", "--format", "csv"]);
    let line = gaps
        .lines()
        .find(|l| {
            l.starts_with("figure not published,deepseek-r1,") && l.contains("dsr1 on 4x mi355x")
        })
        .unwrap_or_else(|| panic!("gaps should list the row: {gaps}"));
    assert!(line.contains("no output throughput"), "{line}");
    assert!(line.contains("actions/runs/18268966303"), "{line}");
}

#[test]
fn inferencex_made_up_rows_cover_gptoss_counts_that_fit_and_null_lengths() {
    let env = Env::hand_collected();
    env.init();
    env.ok(&["import", &path(IX_MADE_UP)]);
    // [0] gptoss120b, aggregated on one GPU: 5000 as published.
    assert_eq!(
        figure(&env, "inferencex", "[0]"),
        (Some(5000.0), Some(5000.0), 1)
    );
    // [1] gptoss, disaggregated 2 + 6 that fit the metrics: o = 100, i = 300, t = 150:
    // D/N = (300 - 150) / (300 - 100) = 0.75 = 6/8, figure 100 × 0.75 = 75 = 600 output / 8 GPUs.
    assert_eq!(
        figure(&env, "inferencex", "[1]"),
        (Some(75.0), Some(600.0), 8)
    );
    // [2] no input or total figure: the listed 1 + 3 give the split, 400 × 3/4 = 300.
    assert_eq!(
        figure(&env, "inferencex", "[2]"),
        (Some(300.0), Some(1200.0), 4)
    );
    // [3] null isl/osl: no sequence lengths, the figure stands.
    assert_eq!(
        figure(&env, "inferencex", "[3]"),
        (Some(200.0), Some(1600.0), 8)
    );
    assert_eq!(
        rows(
            &env,
            "SELECT substr(record_path, 1, instr(record_path, '@') - 1), model_id,
                    prefill_gpu_count, decode_gpu_count,
                    coalesce(input_tokens, '-'), speculative_decoding,
                    coalesce(framework_version, '-')
             FROM runs WHERE dataset_id = (SELECT id FROM datasets WHERE name = 'inferencex')
             ORDER BY record_path"
        ),
        [
            "[0]|gpt-oss-120b|||1024|off|0.10.1.1",
            "[1]|gpt-oss-120b|2|6|8192|mtp|0.4.9.post1",
            "[2]|llama-3.3-70b|1|3|1024|off|-",
            "[3]|qwen-3.5|||-|off|-",
        ]
    );
    // A row without a run_url cites the dashboard.
    assert_eq!(
        rows(
            &env,
            "SELECT s.url FROM runs AS r JOIN sources AS s ON s.id = r.source_id
             WHERE r.record_path LIKE '[1]@%' AND r.model_published = 'gptoss'"
        ),
        ["https://inferencex.semianalysis.com"]
    );
}

/// An aggregated row with expert parallelism lists TP × EP GPUs but ran on its TP GPUs: the
/// capture's row [16] (b200, TP 8, EP 8, listed 64; conc 8 × 101.94 tok/s/user / 97.08 tok/s/GPU
/// = 8.4 GPUs by Little's law). gpudb stores 8, keeps the published per-GPU figure, says why in
/// the notes, and the concurrency-bound check passes.
#[test]
fn inferencex_expert_parallel_aggregated_row_ran_on_its_tp_gpus() {
    let env = Env::hand_collected();
    let mut rows: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path(IX_SAMPLE)).unwrap()).unwrap();
    let row = &mut rows[0];
    for (k, v) in [
        ("hardware", "b200"),
        ("framework", "trt"),
        ("precision", "fp8"),
    ] {
        row[k] = v.into();
    }
    for (k, v) in [
        ("prefill_tp", 8),
        ("prefill_ep", 8),
        ("decode_tp", 8),
        ("decode_ep", 8),
    ] {
        row[k] = v.into();
    }
    for (k, v) in [("num_prefill_gpu", 64), ("num_decode_gpu", 64), ("conc", 8)] {
        row[k] = v.into();
    }
    row["metrics"] = serde_json::json!({
        "output_tput_per_gpu": 97.0822657216799, "input_tput_per_gpu": 96.36517932013533,
        "tput_per_gpu": 193.44744504181523, "median_intvty": 101.9412577930764,
        "median_ttft": 0.15608845930546522, "median_tpot": 0.009809570939666369
    });
    let one = serde_json::Value::Array(vec![rows[0].clone()]);
    let file = write(&env, "ep.json", &one.to_string());
    env.ok(&["import", s(&file)]);
    let (gpus, per_gpu, notes): (i64, f64, String) = env
        .conn()
        .query_row(
            "SELECT gpu_count, tokens_per_sec_per_gpu, notes FROM runs \
             WHERE accelerator_id = 'B200' AND concurrency = 8 AND tokens_per_sec_per_gpu > 97",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    assert_eq!(gpus, 8, "TP 8, not the listed 64");
    assert_eq!(per_gpu, 97.0822657216799, "the published per-GPU figure");
    assert!(notes.contains("lists 64 GPUs (TP 8 × EP 8)"), "{notes}");
    env.ok(&["check", "concurrency-bound"]);
}

#[test]
fn inferencex_reimport_changes_nothing() {
    let env = Env::hand_collected();
    env.init();
    env.ok(&["import", &path(IX_SAMPLE)]);
    let before = env.dump();
    let out = env.run(&["import", &path(IX_SAMPLE)]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("inferencex: unchanged"));
    assert_eq!(env.dump(), before);
    // The same rows laid out differently go through the merge: still no run changes.
    let runs = "SELECT id, record_key, tokens_per_sec_per_gpu FROM runs ORDER BY id";
    let before = rows(&env, runs);
    let text = std::fs::read_to_string(repo(IX_SAMPLE)).unwrap();
    let compact: serde_json::Value = serde_json::from_str(&text).unwrap();
    let copy = write(&env, "compact.json", &compact.to_string());
    let err = String::from_utf8_lossy(&env.run(&["import", s(&copy)]).stderr).into_owned();
    assert!(err.contains("added to: 0 new, 5 already there"), "{err}");
    assert_eq!(rows(&env, runs), before);
}

#[test]
fn inferencex_bad_rows_name_file_record_and_field_and_import_nothing() {
    let env = Env::hand_collected();
    env.init();
    let file = path(IX_BAD_TYPE);
    assert_refused(
        &env,
        &["import", &file],
        1,
        &[
            &file,
            "[1] (gptoss120b, b200)",
            "`metrics.output_tput_per_gpu`",
            "expected a number",
        ],
    );
    let file = path(IX_MISSING);
    assert_refused(
        &env,
        &["import", &file],
        1,
        &[&file, "[1] (dsr1, mi355x)", "missing field `conc`"],
    );
    // Zero and negative figures and counts, and metrics that fit no split of GPUs.
    let text = std::fs::read_to_string(repo(IX_MADE_UP)).unwrap();
    let cases: [(&str, Edit, &str); 4] = [
        (
            "zero.json",
            |v| v[0]["metrics"]["output_tput_per_gpu"] = 0.0.into(),
            "`metrics.output_tput_per_gpu`: must be a positive number",
        ),
        (
            "negative-gpus.json",
            |v| v[2]["num_decode_gpu"] = (-3).into(),
            "`num_decode_gpu`: must be a positive whole number",
        ),
        (
            "no-split.json",
            |v| v[1]["metrics"]["tput_per_gpu"] = 400.0.into(),
            "`metrics.tput_per_gpu`",
        ),
        (
            "bad-date.json",
            |v| v[3]["date"] = "yesterday".into(),
            "`date`",
        ),
    ];
    for (name, edit, needle) in cases {
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        edit(&mut v);
        let p = write(&env, name, &v.to_string());
        assert_refused(&env, &["import", s(&p)], 1, &[s(&p), needle]);
    }
}

#[test]
fn flags_are_refused_for_files_that_name_their_own_hardware() {
    let env = Env::hand_collected();
    env.init();
    for file in [path(IX_SAMPLE), path(SURVEY)] {
        let err = assert_refused(
            &env,
            &["import", "--gpus", "8", "--model", "x", &file],
            2,
            &["--gpus, --model", "only apply to result files"],
        );
        assert!(err.contains(&file), "{err}");
    }
}

// ---------------------------------------------------------------------------------------------
// Your own vLLM / SGLang results

#[test]
fn vllm_real_file_figure_is_output_throughput_over_the_gpus() {
    let env = Env::hand_collected();
    env.init();
    import_vllm(&env, &path(VLLM_REAL));
    let (per_gpu, total, gpus) = figure(
        &env,
        "my-benchmarks",
        "vllm-bench-serve-gpt-oss-120b-conc128.json@4ead33a3",
    );
    // output_throughput = 8368.280252140186 tokens/s over 16 GPUs = 523.0175157587616 per GPU.
    assert_close(total.unwrap(), 8368.280252140186, "total as published");
    assert_close(per_gpu.unwrap(), 8368.280252140186 / 16.0, "per GPU");
    assert_close(per_gpu.unwrap(), 523.0175157587616, "per GPU by hand");
    assert_eq!(gpus, 16);
    // Workload: 1310720 input and 1310720 output tokens over 1280 requests = 1024 each;
    // max_concurrency 128; per-user speed 1000 / 14.892716348905914 ms = 67.14691776651372.
    let (intvty, ttft): (f64, f64) = env
        .conn()
        .query_row(
            "SELECT interactivity_tokens_per_sec_per_user, median_ttft_ms FROM runs
             WHERE dataset_id = (SELECT id FROM datasets WHERE name = 'my-benchmarks')",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_close(intvty, 1000.0 / 14.892716348905914, "per-user speed");
    assert_close(intvty, 67.14691776651372, "per-user speed by hand");
    assert_close(ttft, 168.4953118674457, "median TTFT");
    assert_eq!(
        rows(
            &env,
            "SELECT r.accelerator_id, r.model_id, r.input_tokens, r.output_tokens, r.concurrency,
                    r.published, r.published_as, coalesce(r.framework, '-'), d.kind, s.url
             FROM runs AS r JOIN datasets AS d ON d.id = r.dataset_id
             JOIN sources AS s ON s.id = r.source_id WHERE d.name = 'my-benchmarks'"
        ),
        [concat!(
            "H100-SXM|gpt-oss-120b|1024|1024|128|2026-04-28T09:50:35|total|-|vllm-bench-serve|",
            "file:vllm-bench-serve-gpt-oss-120b-conc128.json"
        )]
    );

    // Priced beside the published figures, and said to be yours.
    let csv = env.ok(&[
        "query",
        "cheapest",
        "--format",
        "csv",
        "-p",
        "model=gpt-oss-120b",
        "-p",
        "limit=all",
    ]);
    let header: Vec<&str> = csv.lines().next().unwrap().split(',').collect();
    let col = |name: &str| header.iter().position(|h| *h == name).unwrap();
    let mut by = std::collections::BTreeSet::new();
    for line in csv.lines().skip(1) {
        // Quoted cells (the workload) hold commas: read the row properly.
        let cells: Vec<String> = csv::ReaderBuilder::new()
            .has_headers(false)
            .from_reader(line.as_bytes())
            .records()
            .next()
            .unwrap()
            .unwrap()
            .iter()
            .map(str::to_string)
            .collect();
        if cells[col("source_url")].starts_with("file:vllm-bench-serve") {
            assert_eq!(cells[col("figures_by")], "you", "{line}");
            assert_close(
                cells[col("tokens_per_sec_per_gpu")].parse().unwrap(),
                523.0175157587616,
                "in the view",
            );
        }
        by.insert(cells[col("figures_by")].clone());
    }
    assert!(by.contains("you") && by.contains("publisher"), "{by:?}");
}

#[test]
fn vllm_missing_flags_are_named() {
    let env = Env::hand_collected();
    env.init();
    let file = path(VLLM_REAL);
    assert_refused(
        &env,
        &["import", &file],
        1,
        &[&file, "--accelerator, --gpus, --model"],
    );
    assert_refused(
        &env,
        &["import", "--accelerator", "h100", &file],
        1,
        &["pass --gpus, --model"],
    );
    assert_refused(
        &env,
        &[
            "import",
            "--accelerator",
            "h100",
            "--gpus",
            "0",
            "--model",
            "gpt-oss-120b",
            &file,
        ],
        2,
        &["--gpus must be a positive whole number"],
    );
}

#[test]
fn vllm_reimport_is_a_no_op_and_a_new_result_adds_a_run() {
    let env = Env::hand_collected();
    env.init();
    import_vllm(&env, &path(VLLM_REAL));
    let runs = "SELECT id, record_path, record_key, tokens_per_sec_per_gpu FROM runs ORDER BY id";
    let first = rows(&env, runs);
    // The same file again, and the same result under another name: nothing changes.
    let before = env.dump();
    import_vllm(&env, &path(VLLM_REAL));
    let copy = write(
        &env,
        "renamed.json",
        &std::fs::read_to_string(repo(VLLM_REAL)).unwrap(),
    );
    import_vllm(&env, s(&copy));
    assert_eq!(env.dump(), before);
    // A different result adds a run; the first one stays as it was.
    env.ok(&[
        "import",
        "--accelerator",
        "h100-sxm",
        "--gpus",
        "8",
        "--model",
        "Llama 3.3 70B",
        "--framework",
        "vllm 0.11.0",
        "--precision",
        "fp8",
        &path(VLLM_MADE_UP),
    ]);
    let after = rows(&env, runs);
    assert_eq!(after.len(), first.len() + 1);
    assert!(first.iter().all(|r| after.contains(r)), "earlier runs stay");
    assert_eq!(
        env.count("SELECT run_count FROM datasets WHERE name = 'my-benchmarks'"),
        2
    );
    // The made-up result: 2000 tokens/s over 8 GPUs = 250; 51200 / 100 = 512 in,
    // 25650 / 100 = 256.5 → 257 out; 1000 / 25 ms = 40 tokens/s per user.
    assert_eq!(
        rows(
            &env,
            "SELECT tokens_per_sec_per_gpu, input_tokens, output_tokens, concurrency,
                    interactivity_tokens_per_sec_per_user, model_id, framework, framework_version,
                    precision
             FROM runs WHERE record_path LIKE 'vllm-bench-serve-made-up.json@%'"
        ),
        ["250.0|512|257|16|40.0|llama-3.3-70b|vLLM|0.11.0|FP8"]
    );
    // And the first file once more, after the second: still no change to the runs.
    import_vllm(&env, &path(VLLM_REAL));
    assert_eq!(rows(&env, runs), after);
    // Importing published data (a new dataset, and a new version of the survey) leaves your
    // runs alone.
    let mine = "SELECT r.* FROM runs AS r JOIN datasets AS d ON d.id = r.dataset_id
                WHERE d.kind = 'vllm-bench-serve' ORDER BY r.id";
    let before = rows(&env, mine);
    assert_eq!(before.len(), 2);
    env.ok(&["import", &path(IX_SAMPLE)]);
    let mut survey: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(repo(SURVEY)).unwrap()).unwrap();
    survey["collected_at"] = "2099-01-01".into();
    survey["throughput"].as_array_mut().unwrap().pop();
    let newer = write(&env, "survey-newer.json", &survey.to_string());
    env.ok(&["import", s(&newer)]);
    assert_eq!(rows(&env, mine), before);
}

#[test]
fn vllm_dataset_flag_names_the_dataset() {
    let env = Env::hand_collected();
    env.init();
    let mut args = vec!["import", "--dataset", "lab-h100"];
    args.extend(vllm_flags());
    let file = path(VLLM_REAL);
    args.push(&file);
    env.ok(&args);
    assert_eq!(
        rows(
            &env,
            "SELECT name, kind, run_count FROM datasets WHERE kind = 'vllm-bench-serve'"
        ),
        ["lab-h100|vllm-bench-serve|1"]
    );
}

#[test]
fn vllm_bad_numbers_name_file_and_field_and_import_nothing() {
    let env = Env::hand_collected();
    env.init();
    let text = std::fs::read_to_string(repo(VLLM_MADE_UP)).unwrap();
    let cases: [(&str, Edit, &str); 5] = [
        (
            "zero.json",
            |v| v["output_throughput"] = 0.0.into(),
            "field `output_throughput`: must be a positive number",
        ),
        (
            "negative.json",
            |v| v["completed"] = (-1).into(),
            "field `completed`: must be a positive whole number",
        ),
        (
            "text.json",
            |v| v["total_input_tokens"] = "51200".into(),
            "field `total_input_tokens`: invalid type",
        ),
        (
            "missing.json",
            |v| {
                v.as_object_mut().unwrap().remove("median_tpot_ms");
            },
            "missing field `median_tpot_ms`",
        ),
        (
            "zero-tpot.json",
            |v| v["median_tpot_ms"] = 0.0.into(),
            "field `median_tpot_ms`",
        ),
    ];
    for (name, edit, needle) in cases {
        let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
        edit(&mut v);
        let p = write(&env, name, &v.to_string());
        let mut args = vec!["import"];
        args.extend(vllm_flags());
        args.push(s(&p));
        assert_refused(&env, &args, 1, &[s(&p), needle]);
    }
}

#[test]
fn misspelt_hardware_flags_are_errors_with_a_suggestion_not_new_rows() {
    let env = Env::hand_collected();
    env.init();
    let file = path(VLLM_MADE_UP);
    assert_refused(
        &env,
        &[
            "import",
            "--accelerator",
            "H10",
            "--gpus",
            "8",
            "--model",
            "gpt-oss-120b",
            &file,
        ],
        2,
        &["--accelerator: unknown accelerator 'H10'", "did you mean"],
    );
    assert_refused(
        &env,
        &[
            "import",
            "--accelerator",
            "h100",
            "--gpus",
            "8",
            "--model",
            "gpt-oss-12b",
            &file,
        ],
        2,
        &[
            "--model: unknown model 'gpt-oss-12b'",
            "did you mean 'gpt-oss-120b'",
        ],
    );
}
