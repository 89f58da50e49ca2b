//! The sample GPU rates a new database starts with (rate set `sample-list-prices`, list prices
//! read once) are marked in every answer priced on them at 80 columns: a `*` after the price and
//! a legend line that names the rate set and how to price on your own (issue 34 item 3).

use crate::common::{at_80_columns, json_rows, Env};

const LEGEND: &str = "sample list price (sample-list-prices) read once: gpudb rates add/import";

#[test]
fn a_price_from_the_sample_rates_is_marked_and_explained() {
    let env = Env::hand_collected();
    env.init();
    let text = at_80_columns(&env, &["query", "cheapest-70b"]);
    assert!(text.contains("RunPod CC $2.69*"), "{text}");
    assert!(text.contains(&format!("  *     {LEGEND}")), "{text}");
    for line in text.lines() {
        assert!(line.chars().count() <= 80, "{line}");
        // API offers are not GPU rates: never marked.
        if line.contains(" API ") {
            assert!(!line.trim_end().ends_with('*'), "{line}");
        }
    }
    let text = at_80_columns(
        &env,
        &["query", "api-vs-self-hosted", "-p", "model=llama-3.3-70b"],
    );
    assert!(text.contains("$4.26*"), "{text}");
    assert!(text.contains(LEGEND), "{text}");
    // Machine formats say it in their own column, with the price whole and unmarked.
    let rows = json_rows(&env, &["query", "cheapest-70b"]);
    let sample = rows
        .iter()
        .find(|r| r["rate_set"] == "sample-list-prices")
        .expect("a row on the sample rates");
    assert!(sample["usd_per_gpu_hour"].as_f64().is_some(), "{sample}");
    assert!(!sample.to_string().contains('*'), "{sample}");
}

#[test]
fn a_users_own_rates_are_not_marked() {
    let env = Env::hand_collected();
    env.init();
    env.ok(&[
        "rates",
        "add",
        "--accelerator",
        "h100",
        "--usd-per-gpu-hour",
        "2.49",
        "--provider",
        "Our quote",
        "--rate-set",
        "quote-2026-11",
    ]);
    let text = at_80_columns(
        &env,
        &[
            "query",
            "cheapest-70b",
            "-p",
            "rate_set=quote-2026-11",
            "-p",
            "include_api=0",
        ],
    );
    assert!(text.contains("$2.49"), "{text}");
    assert!(!text.contains("$2.49*"), "{text}");
    assert!(!text.contains(LEGEND), "{text}");
}

/// cost-at-interactivity at 80 columns: each row says where its price comes from (provider,
/// pricing, $/GPU-hour, the sample mark) and how sure it is, on the InferenceX capture.
#[test]
fn cost_at_interactivity_names_its_rate_and_caveats_at_80_columns() {
    let env = Env::new();
    env.init();
    let capture = crate::common::repo("tests/data/inferencex-dsr1-rows.json");
    env.ok(&["import", capture.to_str().unwrap()]);
    let args = [
        "query",
        "cost-at-interactivity",
        "-p",
        "model=deepseek-r1",
        "-p",
        "tokens_per_sec_per_user=40",
    ];
    let text = at_80_columns(&env, &args);
    // What every row shows alike is said once above the table (`every row: precision: FP8`).
    let lifted = text.lines().take_while(|l| !l.starts_with("#  ")).count();
    let above = text.lines().take(lifted).collect::<Vec<_>>().join(" ");
    let header = text.lines().nth(lifted).unwrap();
    for column in ["GPU", "precision", "where", "caveats", "workload"] {
        assert!(
            header.contains(column) || above.contains(&format!("{column}: ")),
            "{text}"
        );
    }
    let rows: Vec<&str> = text
        .lines()
        .skip(lifted + 2)
        .take_while(|l| !l.starts_with('('))
        .collect();
    assert!(rows.len() >= 2, "{text}");
    for r in &rows {
        assert!(r.chars().count() <= 80, "{r}");
        assert!(r.contains(" $") && r.contains("* "), "no rate on: {r}");
        assert!(r.contains("clamp"), "no confidence on: {r}");
    }
    assert!(text.contains("CoreWeave spot $4.26*"), "{text}");
    // Beside a 5-cell code (`clamp`) the line is one cell too wide for 80 columns: it wraps
    // under its own text.
    assert!(
        text.contains("  *      sample list price (sample-list-prices) read once: gpudb rates\n         add/import"),
        "{text}"
    );
    // cost-cap names its rate the same way.
    let cap = [
        "query",
        "cost-cap",
        "-p",
        "model=deepseek-r1",
        "-p",
        "max_usd_per_m_output_tokens=2",
    ];
    let text = at_80_columns(&env, &cap);
    let header = text.lines().find(|l| l.starts_with("#  ")).unwrap();
    assert!(header.contains("where"), "{text}");
    assert!(text.contains("RunPod CC $3.59*"), "{text}");
    assert!(text.contains(LEGEND), "{text}");
}
