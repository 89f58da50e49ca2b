//! Rows that differ only in what a short cell leaves out look alike at 80 columns (issue 34
//! item 4): a cut provider name keeps the start that tells it from the others in its column,
//! a series with speculative decoding (MTP, EAGLE) says so after its model, and a workload's
//! marks (server, MLPerf's interactive scenario, concurrency) stay whole when its key is cut.

use crate::common::{at_80_columns, Env};

/// The rows of a table (header, dashes and notes left out).
fn rows(text: &str) -> Vec<&str> {
    text.lines()
        .skip(2)
        .take_while(|l| !l.is_empty() && !l.starts_with('('))
        .collect()
}

#[test]
fn cheapest_at_80_columns_tells_providers_and_speculative_decoding_apart() {
    let env = Env::new();
    env.init();
    let text = at_80_columns(&env, &["query", "cheapest"]);
    let rows = rows(&text);
    assert!(rows.len() >= 20, "{text}");
    for r in &rows {
        assert!(r.chars().count() <= 80, "{r}");
        // A name cut to one letter (`R… $2.69`) tells no provider from another.
        for (at, _) in r.match_indices(" $") {
            let before = r[..at].rsplit(' ').next().unwrap_or_default();
            let before = if before.chars().all(|c| c.is_ascii_lowercase() || c == '-') {
                // A pricing word (`spot`): the name is the word before it.
                r[..at - before.len() - 1]
                    .rsplit(' ')
                    .next()
                    .unwrap_or_default()
            } else {
                before
            };
            if let Some(start) = before.strip_suffix('…') {
                assert!(start.chars().count() >= 2, "{before} in: {r}");
            }
        }
    }
    assert!(text.contains("RunPod CC $2.69"), "{text}");
    // GPT-OSS 120B on B200 with EAGLE speculative decoding, beside the same model without.
    let eagle: Vec<_> = rows.iter().filter(|r| r.contains("gpt-oss-120")).collect();
    assert!(eagle.iter().any(|r| r.contains(" eagle ")), "{text}");
    assert!(eagle.iter().any(|r| !r.contains(" eagle ")), "{text}");
    // A workload key is cut before its concurrency is.
    assert!(text.contains("c64"), "{text}");
    assert!(!text.contains(" c…"), "{text}");
}

#[test]
fn mlperf_offline_server_and_interactive_rows_say_which_they_are() {
    let env = Env::new();
    env.init();
    // At 80 columns the MLPerf table has no room for its workload column (named in the note);
    // at 100 the pairs of one system read `mlperf` and `mlpe… server`.
    let out = env
        .cmd()
        .env("COLUMNS", "100")
        .args([
            "query",
            "cheapest",
            "-p",
            "mlperf=1",
            "-p",
            "model=llama-2-70b",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let rows = rows(&text);
    assert!(
        rows.iter().any(|r| r.trim_end().ends_with("mlperf")),
        "{text}"
    );
    assert!(
        rows.iter().any(|r| r.trim_end().ends_with(" server")),
        "{text}"
    );
    assert!(
        rows.iter().any(|r| r.trim_end().ends_with(" inter")),
        "{text}"
    );
}
