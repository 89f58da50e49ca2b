//! Error bars on the cost charts (issue 33, item 4): each bar of a $/M ranked with a range has a
//! whisker from usd_per_m_low to usd_per_m_high, at the scale of its bar, its value label past
//! it, and a key line saying what the whiskers are; at a target speed, the band between the
//! bracketing knots, open on a clamped side.

use crate::chart_read::{draw, num};
use crate::common::{json_rows, repo, Env};

/// The whisker ink (draw.rs) as plotters writes it.
const INK: &str = "#282828";

type Segment = ((f64, f64), (f64, f64));

/// The bars (x, y, width, height) and the whisker segments of an SVG, top to bottom.
fn bars_and_whiskers(svg: &str) -> (Vec<[f64; 4]>, Vec<Segment>) {
    let doc = roxmltree::Document::parse(svg).expect("the SVG is XML");
    let bars = doc
        .descendants()
        .filter(|n| n.has_tag_name("rect") && n.attribute("fill") == Some("#4E79A7"))
        .map(|n| ["x", "y", "width", "height"].map(|a| num(&n, a)))
        .collect();
    let whiskers = doc
        .descendants()
        .filter(|n| n.has_tag_name("polyline") && n.attribute("stroke") == Some(INK))
        .map(|n| {
            let p: Vec<f64> = n
                .attribute("points")
                .unwrap()
                .split([' ', ','])
                .filter(|s| !s.is_empty())
                .map(|s| s.parse().unwrap())
                .collect();
            ((p[0], p[1]), (p[2], p[3]))
        })
        .collect();
    (bars, whiskers)
}

#[test]
fn each_cost_bar_has_its_range_as_a_whisker_at_its_scale() {
    let env = Env::new();
    env.init();
    let rows = json_rows(&env, &["query", "cheapest-70b", "-p", "mlperf=1"]);
    let svg = draw(&env, "cheapest-70b", &["-p", "mlperf=1"]);
    let (bars, whiskers) = bars_and_whiskers(&svg);
    assert_eq!(bars.len(), 12, "a dozen bars drawn");
    for (bar, row) in bars.iter().zip(&rows) {
        let [x, y, w, h] = *bar;
        let f = |k: &str| row[k].as_f64().unwrap();
        let (v, low, high) = (
            f("usd_per_m_output_tokens"),
            f("usd_per_m_low"),
            f("usd_per_m_high"),
        );
        let mid = y + h / 2.0;
        // The line across the bar's middle, from low to high at the bar's own scale (px per $).
        let scale = w / v;
        let line = whiskers
            .iter()
            .find(|((_, y0), (_, y1))| y0 == y1 && (y0 - mid).abs() <= 1.5)
            .unwrap_or_else(|| panic!("no whisker across the bar at y {mid}: {row}"));
        let (from, to) = (line.0 .0.min(line.1 .0), line.0 .0.max(line.1 .0));
        assert!(
            (from - (x + low * scale)).abs() <= 1.5,
            "low end {from}: {row}"
        );
        assert!(
            (to - (x + high * scale)).abs() <= 1.5,
            "high end {to}: {row}"
        );
        // A cap at each end.
        for end in [from, to] {
            let caps = whiskers.iter().filter(|((x0, y0), (x1, y1))| {
                x0 == x1 && (x0 - end).abs() < 0.5 && y0.min(*y1) < mid && y0.max(*y1) > mid
            });
            assert_eq!(caps.count(), 1, "a cap at {end}: {row}");
        }
    }
    // The value label says the range, as the table does; the key says what the whiskers are.
    let texts = crate::chart::chart(&env, "cheapest-70b", &["-p", "mlperf=1"]);
    assert!(texts.contains("0.0905-0.189 [drv,mlp,fp4,spot]"), "{texts}");
    assert!(
        texts.contains("Whiskers: each cost's range, usd_per_m_low to usd_per_m_high"),
        "{texts}"
    );
    assert!(
        texts.contains("from the cheapest offer at the fastest publisher's figure"),
        "{texts}"
    );
    // Nothing drawn over another text or a bar, whiskers included.
    crate::chart_layout::check(&env, "cheapest-70b.svg");
}

#[test]
fn at_a_target_speed_the_band_is_between_the_bracketing_knots() {
    let env = Env::new();
    env.init();
    let example = repo("examples/inferencex-dsr1-mi300x-1k1k.json");
    env.ok(&["import", example.to_str().unwrap()]);
    for usd in ["0.95", "1.10", "1.50", "2.00"] {
        let rate = [
            "-a",
            "mi300x",
            "--usd-per-gpu-hour",
            usd,
            "--rate-set",
            "example",
        ];
        env.ok(&[&["rates", "add"][..], &rate].concat());
    }
    // A user's copy of cost-at-interactivity with a chart line.
    let dir = env.path("q");
    std::fs::create_dir(&dir).unwrap();
    let sql = std::fs::read_to_string(repo("queries/cost-at-interactivity.sql")).unwrap();
    let chart = "-- chart: hbar x=accelerator_id y=usd_per_m_output_tokens label=framework\n";
    let at = sql.find("-- columns:").unwrap();
    std::fs::write(
        dir.join("at-speed.sql"),
        format!("{}{chart}{}", &sql[..at], &sql[at..]),
    )
    .unwrap();
    let d = dir.to_str().unwrap();
    let p = [
        "-p",
        "model=deepseek-r1",
        "-p",
        "rate_set=example",
        "--queries",
        d,
    ];
    for (target, label, ends) in [("40", "2.24 (1.95-3.99)", 2), ("20", "1.40 (?-1.92)", 1)] {
        let out = env.path(&format!("at-{target}.svg"));
        let t = format!("tokens_per_sec_per_user={target}");
        let args = [
            &["chart", "at-speed", "-p", &t, "-o", out.to_str().unwrap()][..],
            &p,
        ]
        .concat();
        env.ok(&args);
        let svg = std::fs::read_to_string(&out).unwrap();
        assert!(svg.contains(label), "{target}: {svg}");
        assert!(
            svg.contains("the band between the bracketing knots"),
            "{svg}"
        );
        let (bars, whiskers) = bars_and_whiskers(&svg);
        assert_eq!(bars.len(), 1);
        // The line and a cap at each end that is measured: none on a clamped side.
        assert_eq!(whiskers.len(), 1 + ends, "{target}");
        if ends == 1 {
            assert!(svg.contains("an end left open (clamped"), "{svg}");
        }
    }
}
