//! `gpudb chart`: each built-in chart is well-formed SVG that names its axes with units and its
//! sources; text from data cannot break out of the SVG; the errors say what to do.

use crate::common::Env;

/// Every text node of the SVG, after checking it parses as XML.
fn svg_texts(svg: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("not XML: {e}\n{svg}"));
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    doc.descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter_map(|n| n.text())
        .map(|t| t.trim().to_string())
        .collect()
}

/// Draw `name` with `params` into the test's folder; the SVG's texts, joined by newlines.
fn chart(env: &Env, name: &str, params: &[&str]) -> String {
    let out = env.path(&format!("{name}.svg"));
    let mut args = vec!["chart", name, "-o", out.to_str().unwrap()];
    args.extend_from_slice(params);
    env.ok(&args);
    let svg = std::fs::read_to_string(&out).unwrap();
    svg_texts(&svg).join("\n")
}

#[test]
fn cheapest_70b_is_horizontal_bars_of_cost_with_units_and_sources() {
    let env = Env::new();
    env.init();
    let texts = chart(&env, "cheapest-70b", &[]);
    assert!(
        texts.contains("Cheapest ways to serve a 70B-class dense model"),
        "{texts}"
    );
    assert!(
        texts.contains("usd_per_m_output_tokens (USD/1M output tokens)"),
        "{texts}"
    );
    assert!(
        texts.contains("hardware · rate · model_id · figure_source"),
        "{texts}"
    );
    assert!(
        texts.contains("B200 ×1 · CoreWeave spot $4.26/h · llama-2-70b · survey"),
        "{texts}"
    );
    assert!(texts.contains("Sources: "), "{texts}");
    assert!(texts.contains("developer.nvidia.com"), "{texts}");
    assert!(texts.contains("sample-list-prices"), "{texts}");
    // Every rate, not only the cheapest per rate set: more rows than the chart's top=25.
    let texts = chart(&env, "cheapest-70b", &["-p", "all_rates=1"]);
    assert!(texts.contains("The first 25 of "), "{texts}");
    // The query's own parameters still apply.
    let texts = chart(&env, "cheapest-70b", &["-p", "include_api=0"]);
    assert!(!texts.contains("API · "), "{texts}");
}

#[test]
fn throughput_by_accelerator_is_grouped_bars_with_units() {
    let env = Env::new();
    env.init();
    let texts = chart(&env, "throughput-by-accelerator", &[]);
    assert!(
        texts.contains("Published throughput per accelerator"),
        "{texts}"
    );
    assert!(
        texts.contains("best_tokens_per_sec_per_gpu, median_tokens_per_sec_per_gpu (tokens/s/GPU)"),
        "{texts}"
    );
    assert!(texts.contains("accelerator_id"), "{texts}");
    assert!(
        texts.contains("B200") && texts.contains("H100-SXM"),
        "{texts}"
    );
    // Its rows name no source: the caption names the datasets instead.
    assert!(texts.contains("do not name their sources"), "{texts}");
    assert!(texts.contains("throughput-survey"), "{texts}");
}

#[test]
fn throughput_vs_interactivity_runs_as_a_query_and_draws_one_series_per_accelerator() {
    let env = Env::new();
    env.init();
    let rows =
        crate::common::json(&env.ok(&["query", "throughput-vs-interactivity", "-f", "json"]));
    let rows = rows.as_array().unwrap();
    assert!(rows.len() >= 2, "{rows:?}");
    for r in rows {
        assert_eq!(r["model_id"], "deepseek-r1");
        assert!(r["interactivity_tokens_per_sec_per_user"].as_f64().unwrap() > 0.0);
        assert!(r["tokens_per_sec_per_gpu"].as_f64().unwrap() > 0.0);
    }
    let texts = chart(
        &env,
        "throughput-vs-interactivity",
        &["-p", "model=DeepSeek-R1"],
    );
    assert!(
        texts.contains("interactivity_tokens_per_sec_per_user (tokens/s/user)"),
        "{texts}"
    );
    assert!(
        texts.contains("tokens_per_sec_per_gpu (tokens/s/GPU)"),
        "{texts}"
    );
    assert!(texts.contains("B200 · FP8 · 8192 in/1024 out"), "{texts}");
    assert!(
        texts.contains("H200-SXM · FP8 · 8192 in/1024 out"),
        "{texts}"
    );
    assert!(texts.contains("inferencex.semianalysis.com"), "{texts}");
    // A model with no such figures is an error that says so, not an empty chart.
    let err = env.fails(
        &[
            "chart",
            "throughput-vs-interactivity",
            "-p",
            "model=llama-3.1-8b",
            "-o",
            "x.svg",
        ],
        1,
    );
    assert!(err.contains("no rows"), "{err}");
}

#[test]
fn text_from_data_is_escaped_in_the_svg() {
    let env = Env::new();
    env.init();
    // A provider name is data a user types: the cheapest rate puts it at the top of the chart.
    env.ok(&[
        "rates",
        "add",
        "-a",
        "B200",
        "--usd-per-hour",
        "0.01",
        "--rate-set",
        "sample-list-prices",
        "--provider",
        "<script>alert(1)</script> & \"Co\" \u{1b}[2J",
    ]);
    let out = env.path("hostile.svg");
    env.ok(&["chart", "cheapest-70b", "-o", out.to_str().unwrap()]);
    let svg = std::fs::read_to_string(&out).unwrap();
    assert!(!svg.contains("<script"), "the name is markup in the SVG");
    let texts = svg_texts(&svg).join("\n");
    assert!(
        texts.contains("B200 ×1 · <script>alert(1)</script> & \"Co\" \u{fffd}[2J $0.01/h"),
        "{texts}"
    );
}

#[test]
fn a_query_without_a_chart_says_how_to_add_one() {
    let env = Env::new();
    env.init();
    let err = env.fails(&["chart", "gaps", "-o", "gaps.svg"], 2);
    assert!(
        err.contains("'gaps'") && err.contains("declares no chart"),
        "{err}"
    );
    assert!(err.contains("-- chart: bar x=COLUMN y=COLUMN"), "{err}");
    assert!(err.contains("cheapest-70b"), "{err}");
    let err = env.fails(&["chart", "cheapest70b", "-o", "x.svg"], 2);
    assert!(err.contains("did you mean 'cheapest-70b'"), "{err}");
}

#[test]
fn a_user_query_can_declare_a_chart_and_a_bad_chart_line_is_reported() {
    let env = Env::new();
    env.init();
    let dir = env.path("q");
    std::fs::create_dir(&dir).unwrap();
    std::fs::write(
        dir.join("mine.sql"),
        "-- title: Mine\n-- description: d\n-- chart: scatter x=a y=b series=s\n\
         SELECT 1 AS a, 2 AS b, 'one' AS s UNION ALL SELECT 3, 4, 'two'",
    )
    .unwrap();
    std::fs::write(
        dir.join("broken.sql"),
        "-- title: Broken\n-- chart: pie x=a y=b\nSELECT 1 AS a, 2 AS b",
    )
    .unwrap();
    let out = env.path("mine.svg");
    let d = dir.to_str().unwrap();
    let o = out.to_str().unwrap();
    let r = env.run(&["chart", "mine", "--queries", d, "-o", o]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let stderr = String::from_utf8_lossy(&r.stderr);
    assert!(
        stderr.contains("broken.sql is ignored") && stderr.contains("pie"),
        "{stderr}"
    );
    let texts = svg_texts(&std::fs::read_to_string(&out).unwrap()).join("\n");
    assert!(texts.contains("one") && texts.contains("two"), "{texts}");
    // A column the query does not return.
    std::fs::write(
        dir.join("typo.sql"),
        "-- title: Typo\n-- chart: bar x=a y=bb\nSELECT 1 AS a, 2 AS b",
    )
    .unwrap();
    let err = env.fails(&["chart", "typo", "--queries", d, "-o", o], 1);
    assert!(
        err.contains("does not return: bb") && err.contains("it returns: a, b"),
        "{err}"
    );
}

#[test]
fn an_unwritable_output_or_a_png_is_a_clear_error() {
    let env = Env::new();
    env.init();
    let bad = env.path("no-such-folder").join("c.svg");
    let err = env.fails(&["chart", "cheapest-70b", "-o", bad.to_str().unwrap()], 1);
    assert!(
        err.starts_with("gpudb: cannot write the chart to ") && err.contains("no-such-folder"),
        "{err}"
    );
    let err = env.fails(&["chart", "cheapest-70b", "-o", "c.png"], 2);
    assert!(
        err.contains("SVG only") && err.contains("-o c.svg"),
        "{err}"
    );
    // '-' writes to standard output.
    let svg = env.ok(&["chart", "cheapest-70b", "-o", "-"]);
    assert!(!svg_texts(&svg).is_empty());
}
