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
pub(crate) fn chart(env: &Env, name: &str, params: &[&str]) -> String {
    let out = env.path(&format!("{name}.svg"));
    let mut args = vec!["chart", name, "-o", out.to_str().unwrap()];
    args.extend_from_slice(params);
    env.ok(&args);
    let svg = std::fs::read_to_string(&out).unwrap();
    svg_texts(&svg).join("\n")
}

#[test]
fn cheapest_70b_is_horizontal_bars_of_cost_with_units_and_sources() {
    let env = Env::hand_collected();
    env.init();
    let texts = chart(&env, "cheapest-70b", &["-p", "mlperf=1"]);
    assert!(
        texts.contains("Cheapest ways to serve a 70B-class dense model"),
        "{texts}"
    );
    assert!(
        texts.contains("usd_per_m_output_tokens (USD/1M output tokens)"),
        "{texts}"
    );
    assert!(
        texts.contains("gpus · offer · model · workload · figure_source"),
        "{texts}"
    );
    // A long name wraps, whole, onto a second line after a separator.
    assert!(
        texts.contains("B200 ×1 · CoreWeave spot $4.26 · llama-2-70b FP4 ·\nmlperf · survey"),
        "{texts}"
    );
    // Each bar says its value (with its range, as the table's cell: `0.105-0.165`, where the
    // cost is the low end), then its row's caveats, in brackets.
    for v in ["0.105", "0.229"] {
        assert!(
            texts.lines().any(|t| t == v
                || t.starts_with(&format!("{v} ["))
                || t.starts_with(&format!("{v}-"))),
            "no value {v} on a bar: {texts}"
        );
    }
    assert!(texts.contains("Sources: "), "{texts}");
    assert!(texts.contains("developer.nvidia.com"), "{texts}");
    // The rate sets are named in the caption's later lines, drawn with --caption full.
    let texts = chart(&env, "cheapest-70b", &[]);
    assert!(!texts.contains("sample-list-prices"), "{texts}");
    let full = chart(&env, "cheapest-70b", &["--caption", "full"]);
    assert!(full.contains("sample-list-prices"), "{full}");
    // Every rate, not only the cheapest per rate set: more rows than the chart's top=25, of
    // which a dozen are drawn and the next named in the caption.
    let texts = chart(&env, "cheapest-70b", &["-p", "all_rates=1"]);
    assert!(texts.contains("The first 12 of "), "{texts}");
    let full = chart(
        &env,
        "cheapest-70b",
        &["-p", "all_rates=1", "--caption", "full"],
    );
    assert!(
        full.contains("Not drawn (a chart draws at most 12 bars): "),
        "{full}"
    );
    // The query's own parameters still apply.
    let texts = chart(&env, "cheapest-70b", &["-p", "include_api=0"]);
    assert!(!texts.contains("API · "), "{texts}");
}

#[test]
fn throughput_by_accelerator_is_grouped_bars_with_units() {
    let env = Env::hand_collected();
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
    let env = Env::hand_collected();
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
    let env = Env::hand_collected();
    env.init();
    // A provider name is data a user types: the cheapest rate puts it at the top of the chart
    // (at $0.50, inside B200's band of rate_bounds: $0.01 is refused as a price per minute).
    env.ok(&[
        "rates",
        "add",
        "-a",
        "B200",
        "--usd-per-hour",
        "0.5",
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
    // Shown as text, cut to 12 characters so that the price after it is whole.
    assert!(texts.contains("B200 ×1 · <script>ale… $0.50"), "{texts}");
    assert!(svg.contains("&lt;script&gt;ale…"), "escaped as markup text");
}

#[test]
fn a_query_without_a_chart_says_how_to_add_one() {
    let env = Env::hand_collected();
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
    let env = Env::hand_collected();
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
    let env = Env::hand_collected();
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

/// A point in the SVG's pixels (or in data units).
type Pt = (f64, f64);
/// A path segment: its Bézier control points (None: a straight line) and its end point.
type Segment = (Option<(Pt, Pt)>, Pt);

/// The start and segments of a path's `d`: `M x y`, then `C c1 c2 p` or `L p` segments.
fn segments(d: &str) -> (Pt, Vec<Segment>) {
    let mut words = d.split_whitespace();
    let pt = |w: &mut std::str::SplitWhitespace| -> Pt {
        let x = w.next().unwrap().parse().unwrap();
        (x, w.next().unwrap().parse().unwrap())
    };
    assert_eq!(words.next(), Some("M"), "{d}");
    let start = pt(&mut words);
    let mut out = Vec::new();
    while let Some(cmd) = words.next() {
        match cmd {
            "C" => {
                let (c1, c2) = (pt(&mut words), pt(&mut words));
                out.push((Some((c1, c2)), pt(&mut words)));
            }
            "L" => out.push((None, pt(&mut words))),
            other => panic!("unexpected path command {other} in {d}"),
        }
    }
    (start, out)
}

fn near(a: Pt, b: Pt, what: &str) {
    assert!(
        (a.0 - b.0).abs() < 0.01 && (a.1 - b.1).abs() < 0.01,
        "{what}: drawn at {a:?}, the data says {b:?}"
    );
}

/// The frontier chart draws, for each series, the curve cost-at-interactivity evaluates: one
/// path per series through its knots (frontier_knots' rows) with Bézier control points from the
/// view's tangents, under one mapping of data to pixels for every series; its dominated points
/// hollow; the target as a vertical line at T; a legend that covers no point. Read at T = 40 on
/// the MI300X curve, the drawing gives the spec's worked example, 117.966 tokens/s per GPU.
#[test]
fn the_frontier_chart_draws_the_curve_the_query_evaluates() {
    let env = Env::hand_collected();
    env.init();
    let fixture = crate::common::repo("tests/fixtures/inferencex-frontier.json");
    env.ok(&["import", fixture.to_str().unwrap()]);
    let out = env.path("frontier.svg");
    env.ok(&[
        "chart",
        "frontier",
        "-p",
        "model=DeepSeek-R1",
        "-p",
        "workload=1k/1k",
        "-p",
        "tokens_per_sec_per_user=40",
        "-o",
        out.to_str().unwrap(),
    ]);
    let svg = std::fs::read_to_string(&out).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("not XML: {e}"));
    let class = |c: &str| -> Vec<roxmltree::Node> {
        doc.descendants()
            .filter(|n| n.attribute("class") == Some(c))
            .collect()
    };
    let f = |n: &roxmltree::Node, a: &str| -> f64 { n.attribute(a).unwrap().parse().unwrap() };
    let rows = crate::common::json_rows(
        &env,
        &[
            "query",
            "frontier",
            "-p",
            "model=deepseek-r1",
            "-p",
            "workload=1k/1k",
        ],
    );
    let view = crate::common::json_rows(
        &env,
        &[
            "sql",
            "SELECT run_id, tokens_per_sec_per_user AS x, tokens_per_sec_per_gpu AS y, \
                  tangent FROM frontier_knots WHERE model_id = 'deepseek-r1' \
                  AND input_tokens = 1024 AND output_tokens = 1024",
        ],
    );
    let num = |r: &serde_json::Value, k: &str| r[k].as_f64();
    // Every knot of the query is the view's knot: same run, x, y and tangent.
    let knots: Vec<&serde_json::Value> = rows.iter().filter(|r| r["knot"] == 1).collect();
    assert_eq!(knots.len(), view.len(), "{rows:?}\n{view:?}");
    for k in &knots {
        let v = view
            .iter()
            .find(|v| v["run_id"] == k["run_id"])
            .expect("a view knot");
        assert_eq!(
            (num(v, "x"), num(v, "y"), num(v, "tangent")),
            (
                num(k, "tokens_per_sec_per_user"),
                num(k, "tokens_per_sec_per_gpu"),
                num(k, "tangent")
            ),
        );
    }
    // One path per series, named as the legend names it.
    let mut series: Vec<&str> = rows
        .iter()
        .map(|r| r["serving"].as_str().unwrap())
        .collect();
    series.dedup();
    let curves = class("curve");
    assert_eq!(curves.len(), series.len(), "{series:?}");
    assert!(series.len() >= 6, "{series:?}");
    // The mapping of data to pixels, from the knots furthest apart; then every knot, control
    // point and mark must fall where it maps.
    let drawn: Vec<(Pt, Pt)> = curves
        .iter()
        .flat_map(|c| {
            let name = c.attribute("data-series").unwrap();
            let (start, segs) = segments(c.attribute("d").unwrap());
            let on: Vec<Pt> = std::iter::once(start)
                .chain(segs.iter().map(|s| s.1))
                .collect();
            let ks: Vec<Pt> = knots
                .iter()
                .filter(|k| k["serving"] == name)
                .map(|k| {
                    (
                        num(k, "tokens_per_sec_per_user").unwrap(),
                        num(k, "tokens_per_sec_per_gpu").unwrap(),
                    )
                })
                .collect();
            assert_eq!(on.len(), ks.len(), "{name}: one on-curve point per knot");
            ks.into_iter().zip(on).collect::<Vec<_>>()
        })
        .collect();
    let by = |key: fn(&(Pt, Pt)) -> f64| {
        let lo = drawn
            .iter()
            .min_by(|a, b| key(a).total_cmp(&key(b)))
            .unwrap();
        let hi = drawn
            .iter()
            .max_by(|a, b| key(a).total_cmp(&key(b)))
            .unwrap();
        (*lo, *hi)
    };
    let ((xl, xh), (yl, yh)) = (by(|p| p.0 .0), by(|p| p.0 .1));
    let bx = (xh.1 .0 - xl.1 .0) / (xh.0 .0 - xl.0 .0);
    let ax = xl.1 .0 - bx * xl.0 .0;
    let by_ = (yh.1 .1 - yl.1 .1) / (yh.0 .1 - yl.0 .1);
    let ay = yl.1 .1 - by_ * yl.0 .1;
    assert!(bx > 0.0 && by_ < 0.0, "x to the right, y up: {bx} {by_}");
    let map = |x: f64, y: f64| (ax + bx * x, ay + by_ * y);
    for (data, px) in &drawn {
        near(*px, map(data.0, data.1), &format!("knot {data:?}"));
    }
    // The control points are the tangents' (x ± h/3, y ± m·h/3): the Hermite segment exactly.
    let mut at_40 = None;
    for c in &curves {
        let name = c.attribute("data-series").unwrap();
        let ks: Vec<(f64, f64, f64)> = knots
            .iter()
            .filter(|k| k["serving"] == name)
            .map(|k| {
                let g = |n| num(k, n).unwrap();
                (
                    g("tokens_per_sec_per_user"),
                    g("tokens_per_sec_per_gpu"),
                    num(k, "tangent").unwrap_or(f64::NAN),
                )
            })
            .collect();
        let (start, segs) = segments(c.attribute("d").unwrap());
        for (i, (ctrl, end)) in segs.iter().enumerate() {
            let ((x0, y0, m0), (x1, y1, m1)) = (ks[i], ks[i + 1]);
            let h = x1 - x0;
            let (c1, c2) = ctrl.expect("a cubic segment, not a straight line");
            near(
                c1,
                map(x0 + h / 3.0, y0 + m0 * h / 3.0),
                &format!("{name} control 1"),
            );
            near(
                c2,
                map(x1 - h / 3.0, y1 - m1 * h / 3.0),
                &format!("{name} control 2"),
            );
            if name.starts_with("MI300X") && x0 <= 40.0 && 40.0 < x1 {
                // x(t) is linear on this Bézier, so t is where T lies; y(t), mapped back.
                let p0 = if i == 0 { start } else { segs[i - 1].1 };
                let t = (40.0 - x0) / h;
                let s = 1.0 - t;
                let py = s * s * s * p0.1
                    + 3.0 * s * s * t * c1.1
                    + 3.0 * s * t * t * c2.1
                    + t * t * t * end.1;
                at_40 = Some((py - ay) / by_);
            }
        }
    }
    let at_40 = at_40.expect("the MI300X curve spans 40 tokens/s per user");
    assert!((at_40 / 117.966 - 1.0).abs() < 1e-4, "{at_40}");
    // The marks: a filled circle at each knot, a hollow one at each dominated point.
    let marks =
        |c: &str| -> Vec<Pt> { class(c).iter().map(|n| (f(n, "cx"), f(n, "cy"))).collect() };
    let (knot_marks, point_marks) = (marks("knot"), marks("point"));
    let others: Vec<&serde_json::Value> = rows.iter().filter(|r| r["knot"] == 0).collect();
    assert!(!others.is_empty());
    assert_eq!(
        (knot_marks.len(), point_marks.len()),
        (knots.len(), others.len())
    );
    for (rows, marks, what) in [
        (&knots, &knot_marks, "knot"),
        (&others, &point_marks, "point"),
    ] {
        for r in rows {
            let p = map(
                num(r, "tokens_per_sec_per_user").unwrap(),
                num(r, "tokens_per_sec_per_gpu").unwrap(),
            );
            assert!(
                marks
                    .iter()
                    .any(|m| (m.0 - p.0).abs() < 0.01 && (m.1 - p.1).abs() < 0.01),
                "{what} {r}"
            );
        }
    }
    let hollow = class("point");
    assert!(hollow.iter().all(|n| n.attribute("fill") == Some("#fff")));
    assert!(class("knot")
        .iter()
        .all(|n| n.attribute("fill") != Some("#fff")));
    // The target: a vertical line at T = 40.
    let target = class("target");
    assert_eq!(target.len(), 1);
    let (a, segs) = segments(target[0].attribute("d").unwrap());
    let b = segs[0].1;
    assert!(
        (a.0 - map(40.0, 0.0).0).abs() < 0.01 && (b.0 - a.0).abs() < 1e-9,
        "{a:?} {b:?}"
    );
    // The legend names every series and covers no mark.
    let legend = class("legend");
    let texts: Vec<&str> = legend[0].descendants().filter_map(|n| n.text()).collect();
    for s in &series {
        assert!(texts.contains(s), "{s} not in {texts:?}");
    }
    assert!(texts.contains(&"target: 40 tokens/s per user"), "{texts:?}");
    let rect = legend[0]
        .descendants()
        .find(|n| n.has_tag_name("rect"))
        .unwrap();
    let (lx, ly) = (f(&rect, "x"), f(&rect, "y"));
    let (lw, lh) = (f(&rect, "width"), f(&rect, "height"));
    for m in knot_marks.iter().chain(&point_marks) {
        let apart = m.0 + 4.0 < lx || m.0 - 4.0 > lx + lw || m.1 + 4.0 < ly || m.1 - 4.0 > ly + lh;
        assert!(
            apart,
            "the legend ({lx}, {ly}, {lw}×{lh}) covers the point at {m:?}"
        );
    }
    // Without a target there is no line; the caption says how the lines are drawn.
    let texts = chart(&env, "frontier", &["-p", "model=deepseek-r1"]);
    assert!(texts.contains("monotone cubic (Steffen 1990)"), "{texts}");
    let svg = env.ok(&["chart", "frontier", "-p", "model=deepseek-r1", "-o", "-"]);
    assert!(!svg.contains("class=\"target\""));
    // Bad input: clear errors, nothing on stdout.
    for (args, says, code) in [
        (
            &["-p", "model=deepseak-r1"][..],
            "did you mean 'deepseek-r1'",
            1,
        ),
        (
            &["-p", "model=deepseek-r1", "-p", "workload=1k/3k"][..],
            "no workload '1k/3k'",
            1,
        ),
        (
            &["-p", "model=deepseek-r1", "-p", "max_ttft_ms=0"][..],
            "max_ttft_ms",
            1,
        ),
        (
            &[
                "-p",
                "model=deepseek-r1",
                "-p",
                "tokens_per_sec_per_user=-1",
            ][..],
            "more than 0",
            1,
        ),
        (&[][..], "needs parameter 'model'", 2),
    ] {
        let mut all = vec!["chart", "frontier", "-o", "-"];
        all.extend_from_slice(args);
        let r = env.run(&all);
        let err = crate::common::stderr(&r);
        assert_eq!(r.status.code(), Some(code), "{args:?}: {err}");
        assert!(err.contains(says) && r.stdout.is_empty(), "{args:?}: {err}");
    }
}
