//! SGLang `bench_serving` JSON Lines: the two real files in `tests/data/` (seven results each;
//! the offline one writes `"request_rate": Infinity`), lines of other shapes, and bad lines.

use crate::common::{repo, Env};
use std::path::PathBuf;

fn online() -> String {
    file("sglang-bench-serving-h200-llama-3.3-70b-online.jsonl")
}

fn offline() -> String {
    file("sglang-bench-serving-h200-llama-3.3-70b-offline.jsonl")
}

fn file(name: &str) -> String {
    let path: PathBuf = repo(&format!("tests/data/{name}"));
    assert!(path.exists(), "missing {}", path.display());
    path.to_str().unwrap().to_string()
}

/// What the repository's script says the files ran on: "Llama 3.3 70B on 4 x H200 (bf16)",
/// `--tp-size 4` (sglang/experiments/llama_3_3_70b_sglang.sh at the same commit).
const FLAGS: [&str; 8] = [
    "--accelerator",
    "H200",
    "--gpus",
    "4",
    "--model",
    "llama-3.3-70b",
    "--precision",
    "bf16",
];

/// Import `files` with [`FLAGS`], requiring success; returns stderr.
fn import(env: &Env, files: &[&str]) -> String {
    let mut args = vec!["import"];
    args.extend(FLAGS);
    args.extend(files);
    let out = env.run(&args);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{err}");
    assert!(out.stdout.is_empty());
    err
}

#[test]
fn every_line_is_a_run_and_the_per_gpu_figure_is_output_throughput_over_the_gpus() {
    let env = Env::new();
    env.init();
    let err = import(&env, &[&online(), &offline()]);
    assert!(
        err.contains("gpudb: my-benchmarks: imported (7 runs, 0 API prices)"),
        "{err}"
    );
    assert!(
        err.contains("gpudb: my-benchmarks: added to: 7 new, 0 already there; 14 in all"),
        "{err}"
    );
    // Online line 5: request rate 16/s, output_throughput 4288.049348197696 tokens/s on 4 GPUs
    // = 1072.012337049424 per GPU; 1629242 input and 1642637 output tokens over 3200 requests
    // = 509.1 and 513.3 per request.
    assert_eq!(4288.049348197696_f64 / 4.0, 1072.012337049424);
    assert_eq!(
        env.rows(
            "SELECT r.accelerator_id, r.model_id, r.precision, r.gpu_count, r.tokens_per_sec_total,
                    r.tokens_per_sec_per_gpu, r.input_tokens, r.output_tokens, r.concurrency,
                    r.interactivity_tokens_per_sec_per_user, r.median_ttft_ms, r.framework,
                    r.workload_published, s.url, d.kind
             FROM runs AS r JOIN sources AS s ON s.id = r.source_id
             JOIN datasets AS d ON d.id = r.dataset_id
             WHERE r.record_path LIKE 'sglang-bench-serving-h200-llama-3.3-70b-online.jsonl:5@%'"
        ),
        [format!(
            "Text(\"H200-SXM\")|Text(\"llama-3.3-70b\")|Text(\"BF16\")|Integer(4)|\
             Real(4288.049348197696)|\
             Real({:?})|Integer(509)|Integer(513)|Null|Null|Real(614.2499720444903)|\
             Text(\"SGLang\")|Text(\"3200 requests, 1629242 input and 1642637 output tokens, \
             dataset random, request rate 16.0/s\")|\
             Text(\"file:sglang-bench-serving-h200-llama-3.3-70b-online.jsonl\")|\
             Text(\"vllm-bench-serve\")",
            4288.049348197696_f64 / 4.0
        )]
    );
    // The offline lines' `Infinity` request rate: read, kept as a string in raw_json, and the
    // runs counted as offline (maximum load) runs.
    assert_eq!(
        env.count(
            "SELECT count(*) FROM runs AS r JOIN run_comparison AS c ON c.run_id = r.id
             WHERE r.record_path LIKE '%offline.jsonl:%'
               AND r.raw_json ->> 'request_rate' = 'Infinity'
               AND r.workload_published LIKE '%request rate inf (max load)'
               AND c.measurement_kind = 'offline'"
        ),
        7
    );
    // The same files again: no run added or changed (the dataset row notes the import).
    let runs = "SELECT * FROM runs ORDER BY id";
    let before = env.rows(runs);
    let err = import(&env, &[&online(), &offline()]);
    assert!(err.contains("added to: 0 new, 7 already there"), "{err}");
    assert_eq!(env.rows(runs), before);
}

#[test]
fn the_flags_are_required_as_for_vllm_files() {
    let env = Env::new();
    env.init();
    let before = env.dump();
    let out = env.run(&["import", &online()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains(&online())
            && err.contains("a SGLang bench_serving file does not say what it ran on")
            && err.contains("pass --accelerator, --gpus, --model"),
        "{err}"
    );
    let out = env.run(&[
        "import",
        "--accelerator",
        "H200",
        "--gpus",
        "0",
        "--model",
        "llama-3.3-70b",
        &online(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--gpus must be a positive whole number"));
    assert_eq!(env.dump(), before);
}

#[test]
fn lines_of_other_shapes_are_counted_and_named() {
    let env = Env::new();
    env.init();
    let text = std::fs::read_to_string(online()).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines.insert(2, r#"{"tag": "warmup", "note": "not a result"}"#);
    lines.push("");
    lines.push("[1, 2]");
    let path = env.path("mixed.jsonl");
    std::fs::write(&path, lines.join("\n")).unwrap();
    let err = import(&env, &[path.to_str().unwrap()]);
    assert!(
        err.contains(
            "my-benchmarks: imported (7 runs, 0 API prices; skipped lines not a benchmark \
             result: 2)"
        ),
        "{err}"
    );
    assert!(
        err.contains("mixed.jsonl: 2 lines are not a benchmark result (no `output_throughput` or `completed`), skipped: line 3, 10"),
        "{err}"
    );
}

#[test]
fn bad_lines_are_refused_naming_file_line_and_field() {
    let env = Env::new();
    env.init();
    let text = std::fs::read_to_string(offline()).unwrap();
    let cases: [(&str, &str, &str); 4] = [
        ("\"total_output_tokens\": 818620, ", "", "missing field `total_output_tokens`"),
        (
            "\"output_throughput\": 2051.287161036558",
            "\"output_throughput\": NaN",
            "field `output_throughput`",
        ),
        ("\"completed\": 800", "\"completed\": 0", "field `completed`: must be a positive"),
        ("\"backend\": \"sglang\", \"dataset_name\": \"random\", \"request_rate\": Infinity, \"max_concurrency\": null, \"total_input_tokens\": 1637669", "oops", "line 3: not JSON"),
    ];
    for (from, to, needle) in cases {
        let lines: Vec<String> = text
            .lines()
            .enumerate()
            .map(|(i, l)| {
                if i == 2 {
                    l.replacen(from, to, 1)
                } else {
                    l.to_string()
                }
            })
            .collect();
        assert_ne!(lines[2], text.lines().nth(2).unwrap(), "{from}");
        let path = env.path("bad.jsonl");
        std::fs::write(&path, lines.join("\n")).unwrap();
        let before = env.dump();
        let mut args = vec!["import"];
        args.extend(FLAGS);
        args.push(path.to_str().unwrap());
        let out = env.run(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(out.stdout.is_empty());
        assert!(
            err.starts_with(&format!("gpudb: {}: line 3", path.display())),
            "{err}"
        );
        assert!(err.contains(needle), "should mention {needle:?}: {err}");
        assert_eq!(env.dump(), before, "nothing may be imported");
    }
}

#[test]
fn a_file_of_one_result_is_one_run_with_the_same_identity() {
    let env = Env::new();
    env.init();
    // One line is one JSON object: main read it as a vLLM file and refused it (no
    // median_tpot_ms); SGLang's own key says whose it is.
    let first = std::fs::read_to_string(online()).unwrap();
    let path = env.path("one.jsonl");
    std::fs::write(&path, first.lines().next().unwrap()).unwrap();
    let err = import(&env, &[path.to_str().unwrap()]);
    assert!(
        err.contains("my-benchmarks: imported (1 runs, 0 API prices)"),
        "{err}"
    );
    // The same result as line 1 of the whole file: the same record key.
    let err = import(&env, &[&online()]);
    assert!(err.contains("added to: 6 new, 1 already there"), "{err}");
    assert_eq!(
        env.count(
            "SELECT count(*) FROM runs WHERE dataset_id =
                 (SELECT id FROM datasets WHERE name = 'my-benchmarks')"
        ),
        7
    );
}
