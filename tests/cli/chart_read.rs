//! Charts a person can read on real-sized data (issue 34, item 8), checked from the SVG the
//! binary writes: each bar's value sits at the end of its own bar; a line chart with more
//! series than colours is small multiples that draw them all; a frontier with more draws ten,
//! the best of each accelerator first, and counts the rest in its legend, no two drawn in the
//! same colour; the title names the model and the subtitle the
//! parameters; a cost chart's bars carry their rows' caveats, with a key.

use crate::common::{json_rows, Env};
use std::collections::HashSet;

pub(crate) fn num(n: &roxmltree::Node, name: &str) -> f64 {
    n.attribute(name)
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("{name} of {n:?}"))
}

/// Draw `name` with `params`; the SVG's text.
pub(crate) fn draw(env: &Env, name: &str, params: &[&str]) -> String {
    let out = env.path(&format!("{name}.svg"));
    let mut args = vec!["chart", name, "-o", out.to_str().unwrap()];
    args.extend_from_slice(params);
    env.ok(&args);
    std::fs::read_to_string(&out).unwrap()
}

/// `name` drawn on a new database of the bundled data: the database and the SVG.
fn on_bundled(name: &str) -> (Env, String) {
    let env = Env::new();
    env.init();
    let svg = draw(&env, name, &[]);
    (env, svg)
}

/// Every `<text>` with its content.
fn texts<'a>(doc: &'a roxmltree::Document) -> Vec<(roxmltree::Node<'a, 'a>, String)> {
    doc.descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| (n, n.text().unwrap_or("").trim().to_string()))
        .collect()
}

#[test]
fn each_bar_value_sits_at_the_end_of_its_own_bar() {
    let (_env, svg) = on_bundled("throughput-by-accelerator");
    let doc = roxmltree::Document::parse(&svg).unwrap();
    // The bars: filled rectangles, unframed, not the background or a legend's square.
    let bars: Vec<(f64, f64, f64, f64)> = doc
        .descendants()
        .filter(|n| n.has_tag_name("rect") && n.attribute("stroke") == Some("none"))
        .filter(|n| n.attribute("fill") != Some("#FFFFFF") && num(n, "height") > 12.0)
        .map(|n| {
            (
                num(&n, "x"),
                num(&n, "y"),
                num(&n, "width"),
                num(&n, "height"),
            )
        })
        .collect();
    let values: Vec<_> = texts(&doc)
        .into_iter()
        .filter(|(_, t)| t.parse::<f64>().is_ok())
        .filter(|(n, _)| {
            n.attribute("font-size")
                .is_some_and(|s| s.starts_with("8.87"))
        })
        .collect();
    assert!(values.len() >= 20, "{} values", values.len());
    for (n, t) in &values {
        let (x, y) = (num(n, "x"), num(n, "y"));
        let bar = bars
            .iter()
            .find(|b| (b.0 + b.2 / 2.0 - x).abs() <= 1.0)
            .unwrap_or_else(|| panic!("no bar under the value {t} at x {x}"));
        // The label's near end is just over its bar's top: not above a neighbour's.
        assert!(
            y <= bar.1 && y >= bar.1 - 6.0,
            "the value {t} is drawn at y {y}, its bar's top at {}",
            bar.1
        );
    }
}

/// InferenceX rows in the API's shape, made up for this test (not measured): DeepSeek-R1 on
/// 1k/1k and 8k/1k, 24 fast series a workload on B200, GB200 and B300 and 4 slow ones on
/// H200, two points each.
fn many_series() -> String {
    let mut rows = Vec::new();
    let mut run = 0;
    for (hw, speed, precisions) in [
        ("b200", 10.0, &["fp4", "fp8"][..]),
        ("gb200", 12.0, &["fp4", "fp8"][..]),
        ("b300", 14.0, &["fp4", "fp8"][..]),
        ("h200", 1.0, &["fp8"][..]),
    ] {
        for fw in ["sglang", "trt"] {
            for p in precisions {
                for spec in ["none", "mtp"] {
                    for (isl, osl) in [(1024, 1024), (8192, 1024)] {
                        for (conc, x, y) in [(8, 60.0, 100.0), (64, 20.0, 300.0)] {
                            run += 1;
                            let y = y * speed;
                            rows.push(serde_json::json!({
                                "hardware": hw, "framework": fw, "model": "dsr1",
                                "precision": p, "spec_method": spec, "disagg": false,
                                "is_multinode": false, "prefill_tp": 8, "prefill_ep": 1,
                                "prefill_dp_attention": false, "prefill_num_workers": 0,
                                "decode_tp": 8, "decode_ep": 1, "decode_dp_attention": false,
                                "decode_num_workers": 0, "num_prefill_gpu": 8,
                                "num_decode_gpu": 8, "isl": isl, "osl": osl, "conc": conc,
                                "image": "test", "workers": null, "date": "2026-05-18",
                                "metrics": {
                                    "output_tput_per_gpu": y, "median_intvty": x,
                                    "median_ttft": 0.2,
                                    "input_tput_per_gpu": y * isl as f64 / osl as f64,
                                    "tput_per_gpu": y * (1.0 + isl as f64 / osl as f64)
                                },
                                "run_url": format!(
                                    "https://github.com/SemiAnalysisAI/InferenceX/actions/runs/{run}/attempts/1"
                                )
                            }));
                        }
                    }
                }
            }
        }
    }
    serde_json::to_string_pretty(&rows).unwrap()
}

fn with_many_series() -> Env {
    let env = Env::new();
    env.init();
    let file = env.path("many-series.json");
    std::fs::write(&file, many_series()).unwrap();
    env.ok(&["import", file.to_str().unwrap()]);
    env
}

/// The stroke colours of the frontier's curves and their series.
fn curves(doc: &roxmltree::Document) -> Vec<(String, String)> {
    doc.descendants()
        .filter(|n| n.attribute("class") == Some("curve"))
        .map(|n| {
            let s = n.attribute("data-series").unwrap().to_string();
            (s, n.attribute("stroke").unwrap().to_string())
        })
        .collect()
}

#[test]
fn a_frontier_of_many_series_draws_ten_in_distinct_colours_each_accelerator_and_counts_the_rest() {
    let env = with_many_series();
    let p = [
        "-p",
        "model=deepseek-r1",
        "-p",
        "workload=1k/1k",
        "-p",
        "tokens_per_sec_per_user=30",
    ];
    let svg = draw(&env, "frontier", &p);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let drawn = curves(&doc);
    let mut args = vec!["query", "frontier", "-p", "limit=all"];
    args.extend_from_slice(&p);
    let all: HashSet<String> = json_rows(&env, &args)
        .iter()
        .map(|r| r["serving"].as_str().unwrap().to_string())
        .collect();
    assert!(all.len() > 20, "{} series", all.len());
    assert_eq!(drawn.len(), 10, "{drawn:?}");
    let colours: HashSet<&String> = drawn.iter().map(|(_, c)| c).collect();
    assert_eq!(
        colours.len(),
        drawn.len(),
        "a colour drawn twice: {drawn:?}"
    );
    for hw in ["B200", "GB200", "B300", "H200"] {
        assert!(
            drawn.iter().any(|(s, _)| s.starts_with(hw)),
            "no {hw} series among {drawn:?}"
        );
    }
    crate::chart_layout::check(&env, "frontier.svg");
    let words: Vec<String> = texts(&doc).into_iter().map(|(_, t)| t).collect();
    let more = format!(
        "+{} more series, not drawn (see the caption)",
        all.len() - 10
    );
    assert!(words.contains(&more), "{words:?}");
    assert!(
        words
            .iter()
            .any(|t| t == "Throughput frontiers of a model — deepseek-r1"),
        "{words:?}"
    );
    assert!(
        words
            .iter()
            .any(|t| t == "workload=1k/1k · tokens_per_sec_per_user=30"),
        "{words:?}"
    );
}

#[test]
fn a_line_chart_of_many_series_is_small_multiples_that_draw_every_series() {
    let env = with_many_series();
    let p = ["-p", "model=deepseek-r1"];
    let svg = draw(&env, "throughput-vs-interactivity", &p);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let words: Vec<String> = texts(&doc).into_iter().map(|(_, t)| t).collect();
    let mut args = vec!["query", "throughput-vs-interactivity", "-p", "limit=all"];
    args.extend_from_slice(&p);
    let rows = json_rows(&env, &args);
    let field = |r: &serde_json::Value, f: &str| r[f].as_str().unwrap().to_string();
    let series: HashSet<(String, String)> = rows
        .iter()
        .map(|r| {
            let rest = format!("{} · {}", field(r, "precision"), field(r, "workload"));
            (field(r, "accelerator_id"), rest)
        })
        .collect();
    assert!(series.len() > 10, "{} series", series.len());
    // One panel per accelerator, titled with it; one legend entry per precision · workload.
    for (accelerator, colour) in &series {
        assert!(
            words.contains(accelerator),
            "no panel {accelerator}: {words:?}"
        );
        assert!(
            words.contains(colour),
            "no legend entry {colour}: {words:?}"
        );
    }
    // Every series drawn: one line each, in its colour.
    let lines = doc
        .descendants()
        .filter(|n| n.has_tag_name("polyline") && n.attribute("stroke-width") == Some("2"))
        .count();
    assert_eq!(lines, series.len());
    assert!(
        !words.iter().any(|t| t.contains("more series")),
        "{words:?}"
    );
    assert!(
        words
            .iter()
            .any(|t| t.starts_with("One panel per accelerator_id, every series drawn")),
        "{words:?}"
    );
    // Rendered to PNG, no text over another or over a point.
    crate::chart_layout::check(&env, "throughput-vs-interactivity.svg");
}

#[test]
fn a_cost_chart_marks_each_bar_with_its_caveats_and_keys_them() {
    let (env, svg) = on_bundled("cheapest-70b");
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let words: Vec<String> = texts(&doc).into_iter().map(|(_, t)| t).collect();
    let rows = json_rows(&env, &["query", "cheapest-70b", "-p", "limit=12"]);
    let mut codes = HashSet::new();
    for r in &rows {
        let Some(c) = r["caveats"].as_str().filter(|c| !c.is_empty()) else {
            continue;
        };
        let suffix = format!(" [{c}]");
        assert!(
            words.iter().any(|t| t.ends_with(&suffix)),
            "no bar ends in {suffix}: {words:?}"
        );
        codes.extend(c.split(',').map(str::to_string));
    }
    assert!(codes.contains("spot"), "{codes:?}");
    let key = words
        .iter()
        .skip_while(|t| !t.starts_with("Brackets after a value"))
        .take(4)
        .cloned()
        .collect::<Vec<_>>()
        .join(" ");
    for c in &codes {
        assert!(
            key.contains(&format!("{c} = ")),
            "{c} not in the key: {key}"
        );
    }
    assert!(key.contains("spot = spot price: may be reclaimed"), "{key}");
}
