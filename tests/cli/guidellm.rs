//! GuideLLM benchmark reports: the real (stripped) report in `tests/data/`, a sweep made from
//! it, and bad benchmarks (nothing imported).

use crate::common::{json, repo, Env};
use std::path::PathBuf;

fn real_report() -> String {
    let path: PathBuf = repo("tests/data/guidellm-benchmarks-report.json");
    assert!(path.exists(), "missing {}", path.display());
    path.to_str().unwrap().to_string()
}

/// The report does not say its hardware: 2 × H100 is the tests' choice, as a user's would be.
const FLAGS: [&str; 6] = [
    "--accelerator",
    "H100",
    "--gpus",
    "2",
    "--model",
    "llama-3.1-8b",
];

fn import(env: &Env, file: &str) -> std::process::Output {
    let mut args = vec!["import"];
    args.extend(FLAGS);
    args.push(file);
    env.run(&args)
}

#[test]
fn the_real_report_is_one_figure_checked_by_hand() {
    let env = Env::new();
    env.init();
    let out = import(&env, &real_report());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains("my-benchmarks: imported (1 runs, 0 API prices)"),
        "{err}"
    );
    // One synchronous benchmark: output_tokens_per_second.successful.mean 198.13346751788123
    // over 2 GPUs = 99.06673375894061; 11827 prompt and 5888 output tokens over 46 successful
    // requests = 257.1 and 128; 1000 / median TPOT 4.885653033852577 ms = 204.68 tokens/s/user.
    assert_eq!(198.13346751788123_f64 / 2.0, 99.06673375894061);
    assert_eq!(
        env.rows(
            "SELECT r.record_path, r.accelerator_id, r.gpu_count, r.tokens_per_sec_total,
                    r.tokens_per_sec_per_gpu, r.input_tokens, r.output_tokens, r.concurrency,
                    r.interactivity_tokens_per_sec_per_user, r.median_ttft_ms, r.published,
                    r.workload_published, c.measurement_kind, d.kind, d.name
             FROM runs AS r JOIN run_comparison AS c ON c.run_id = r.id
             JOIN datasets AS d ON d.id = r.dataset_id
             WHERE r.record_path LIKE 'guidellm-benchmarks-report.json:%'"
        ),
        [format!(
            "Text(\"guidellm-benchmarks-report.json:benchmarks[0]@6108ba85\")|Text(\"H100-SXM\")|\
             Integer(2)|Real(198.13346751788123)|Real({:?})|Integer(257)|Integer(128)|\
             Integer(1)|Real({:?})|Real(16.38054847717285)|Text(\"2025-06-05T20:59:28Z\")|\
             Text(\"46 requests, 11827 input and 5888 output tokens, max concurrency 1, \
             GuideLLM synchronous\")|Text(\"single-stream\")|Text(\"vllm-bench-serve\")|\
             Text(\"my-benchmarks\")",
            198.13346751788123_f64 / 2.0,
            1000.0 / 4.885653033852577
        )]
    );
}

/// The real report with its benchmark repeated as a sweep, each changed by `f`.
fn sweep(env: &Env, changes: &[fn(&mut serde_json::Value)]) -> String {
    let mut report = json(&std::fs::read_to_string(real_report()).unwrap());
    let first = report["benchmarks"][0].clone();
    let mut benchmarks = Vec::new();
    for change in changes {
        let mut b = first.clone();
        change(&mut b);
        benchmarks.push(b);
    }
    report["benchmarks"] = serde_json::Value::Array(benchmarks);
    let path = env.path("report.json");
    std::fs::write(&path, serde_json::to_string(&report).unwrap()).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn every_benchmark_of_a_sweep_is_a_figure() {
    let env = Env::new();
    env.init();
    let file = sweep(
        &env,
        &[
            |_| {},
            |b| {
                b["args"]["strategy"] = json(r#"{"type_": "throughput"}"#);
                b["metrics"]["output_tokens_per_second"]["successful"]["mean"] = 2400.0.into();
            },
            |b| {
                b["args"]["strategy"] = json(r#"{"type_": "constant", "rate": 4.0}"#);
                b["metrics"]["output_tokens_per_second"]["successful"]["mean"] = 800.0.into();
            },
            |b| b["request_totals"]["successful"] = 0.into(),
        ],
    );
    let out = import(&env, &file);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains(
            "my-benchmarks: imported (3 runs, 0 API prices; skipped benchmarks with no \
             successful request: 1)"
        ),
        "{err}"
    );
    assert_eq!(
        env.rows(
            "SELECT r.record_path, r.tokens_per_sec_per_gpu, r.concurrency, c.measurement_kind
             FROM runs AS r JOIN run_comparison AS c ON c.run_id = r.id
             WHERE r.record_path LIKE 'report.json:%' ORDER BY r.record_path"
        )
        .into_iter()
        .map(|r| r.split_once('@').unwrap().0.to_string() + "|" + r.split_once('|').unwrap().1)
        .collect::<Vec<_>>(),
        [
            format!(
                "Text(\"report.json:benchmarks[0]|Real({:?})|Integer(1)|Text(\"single-stream\")",
                198.13346751788123_f64 / 2.0
            ),
            // 2400 and 800 tokens/s over 2 GPUs.
            "Text(\"report.json:benchmarks[1]|Real(1200.0)|Null|Text(\"offline\")".into(),
            "Text(\"report.json:benchmarks[2]|Real(400.0)|Null|Text(\"unknown\")".into(),
        ]
    );
}

#[test]
fn bad_benchmarks_and_missing_flags_are_refused() {
    let env = Env::new();
    env.init();
    let before = env.dump();
    let file = sweep(
        &env,
        &[
            |_| {},
            |b| {
                b["metrics"]
                    .as_object_mut()
                    .unwrap()
                    .remove("output_tokens_per_second");
            },
        ],
    );
    let out = import(&env, &file);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(out.stdout.is_empty());
    assert!(
        err.starts_with(&format!("gpudb: {file}: benchmarks[1]")),
        "{err}"
    );
    assert!(err.contains("output_tokens_per_second"), "{err}");
    let file = sweep(
        &env,
        &[|b| b["metrics"]["output_tokens_per_second"]["successful"]["mean"] = 0.0.into()],
    );
    let err = String::from_utf8_lossy(&import(&env, &file).stderr).into_owned();
    assert!(
        err.contains("benchmarks[0]")
            && err.contains(
                "field `metrics.output_tokens_per_second.successful.mean`: must be a positive"
            ),
        "{err}"
    );
    let out = env.run(&["import", &real_report()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("a GuideLLM report file does not say what it ran on: pass --accelerator, --gpus, --model"), "{err}");
    assert_eq!(env.dump(), before, "nothing may be imported");
}
