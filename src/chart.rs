//! Charts of a saved query's result: the `-- chart:` header line (`Spec`) and the SVG drawing
//! (`render`), from column names and rows, never a connection. The command layer looks up the
//! units and writes the file.
//!
//! Text in a chart comes from data (model names, providers), so it is made safe for XML:
//! plotters' SVG backend escapes `<`, `>`, `&` and quotes, and `clean` replaces the characters
//! XML 1.0 cannot hold at all (control characters), which escaping cannot fix.

use crate::output::ResultSet;
use plotters::prelude::*;
use rusqlite::types::Value;
use std::collections::HashMap;

/// What kind of chart a query declares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Vertical bars, one per row (grouped when `y` names several columns).
    Bar,
    /// The same bars turned sideways, for long labels: the first row at the top.
    HBar,
    /// Lines through the points of each series, in order of x.
    Line,
    /// Points only.
    Scatter,
}

/// A chart declared in a saved query's header:
/// `-- chart: KIND x=COLUMN y=COLUMN[,COLUMN…] [series=COLUMN,…] [label=COLUMN,…] [top=N]`.
#[derive(Debug, Clone, PartialEq)]
pub struct Spec {
    pub kind: Kind,
    /// bar/hbar: the column naming each bar; line/scatter: the numeric column across.
    pub x: String,
    /// The numeric column(s) measured; several give grouped bars (bar/hbar only).
    pub y: Vec<String>,
    /// line/scatter: one line (or colour) per distinct value of these columns.
    pub series: Vec<String>,
    /// bar/hbar: more columns appended to each bar's label, after x.
    pub label: Vec<String>,
    /// bar/hbar: draw the first N rows only.
    pub top: Option<usize>,
}

impl Spec {
    /// Parse the text after `-- chart:`.
    pub fn parse(text: &str) -> Result<Spec, String> {
        let mut words = text.split_whitespace();
        let kind = match words.next() {
            Some("bar") => Kind::Bar,
            Some("hbar") => Kind::HBar,
            Some("line") => Kind::Line,
            Some("scatter") => Kind::Scatter,
            Some(other) => {
                return Err(format!(
                    "unknown chart kind '{other}': use bar, hbar, line or scatter"
                ))
            }
            None => {
                return Err(
                    "the chart line is empty: write '-- chart: bar x=COLUMN y=COLUMN'".into(),
                )
            }
        };
        let (mut x, mut y, mut series, mut label, mut top) = (None, None, vec![], vec![], None);
        for word in words {
            let (key, value) = word
                .split_once('=')
                .filter(|(_, v)| !v.is_empty())
                .ok_or_else(|| format!("'{word}' is not key=value"))?;
            let list = || value.split(',').map(str::to_string).collect::<Vec<_>>();
            match key {
                "x" => x = Some(value.to_string()),
                "y" => y = Some(list()),
                "series" => series = list(),
                "label" => label = list(),
                "top" => {
                    top = Some(
                        value
                            .parse::<usize>()
                            .ok()
                            .filter(|n| *n > 0)
                            .ok_or_else(|| {
                                format!("top={value}: give a number of rows, 1 or more")
                            })?,
                    )
                }
                _ => {
                    return Err(format!(
                        "unknown chart setting '{key}': use x=, y=, series=, label= or top="
                    ))
                }
            }
        }
        let x = x.ok_or("the chart line has no x=COLUMN")?;
        let y = y.ok_or("the chart line has no y=COLUMN")?;
        let bars = matches!(kind, Kind::Bar | Kind::HBar);
        if bars && !series.is_empty() {
            return Err(
                "series= is for line and scatter charts; give bars several y= columns".into(),
            );
        }
        if !bars && (!label.is_empty() || top.is_some() || y.len() > 1) {
            return Err("line and scatter charts take one y= column and no label= or top=".into());
        }
        Ok(Spec {
            kind,
            x,
            y,
            series,
            label,
            top,
        })
    }

    /// Every column the chart reads.
    fn columns(&self) -> impl Iterator<Item = &String> {
        std::iter::once(&self.x)
            .chain(&self.y)
            .chain(&self.series)
            .chain(&self.label)
    }
}

const WIDTH: u32 = 1100;
const FONT: &str = "sans-serif";
/// Longest bar label drawn, in characters: longer ones end in '…'.
const MAX_LABEL: usize = 60;

/// Draw `rs` as `spec` says, as an SVG document. `units` maps a column to its unit for the
/// axis titles; `no_source` is the caption's source line when the rows name none.
pub fn render(
    spec: &Spec,
    title: &str,
    rs: &ResultSet,
    units: &HashMap<String, String>,
    no_source: &str,
) -> Result<String, String> {
    let index = |name: &String| rs.columns.iter().position(|c| c == name);
    let missing: Vec<&str> = spec
        .columns()
        .filter(|c| index(c).is_none())
        .map(String::as_str)
        .collect();
    if !missing.is_empty() {
        return Err(format!(
            "the chart names columns the query does not return: {}; it returns: {}",
            missing.join(", "),
            rs.columns.join(", ")
        ));
    }
    let col = |name: &String| index(name).expect("checked above");
    let rows: &[Vec<Value>] = match spec.top {
        Some(n) if matches!(spec.kind, Kind::Bar | Kind::HBar) => &rs.rows[..n.min(rs.rows.len())],
        _ => &rs.rows,
    };
    if rows.is_empty() {
        return Err("the query returned no rows: nothing to draw".into());
    }
    let axis = |names: &[String]| {
        let unit_list: Vec<&String> = names.iter().filter_map(|n| units.get(n)).collect();
        let mut t = names.join(", ");
        if let Some(u) = unit_list.first().filter(|_| unit_list.len() == names.len()) {
            if unit_list.iter().all(|v| v == u) {
                t = format!("{t} ({u})");
            }
        }
        clean(&t)
    };
    let mut caption = caption_lines(rs, rows, no_source);
    if rows.len() < rs.rows.len() {
        caption.push(format!(
            "The first {} of {} rows, in the query's order.",
            rows.len(),
            rs.rows.len()
        ));
    }
    let caption: Vec<String> = caption
        .iter()
        .flat_map(|l| wrap(l, (WIDTH as usize - 40) / 7))
        .collect();
    let caption_h = 16 * caption.len() as u32 + 16;
    let plot_h = match spec.kind {
        Kind::HBar => (130 + 24 * rows.len() as u32).max(360),
        _ => 560,
    };
    let mut svg = String::new();
    {
        let root =
            SVGBackend::with_string(&mut svg, (WIDTH, plot_h + caption_h)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let (plot, foot) = root.split_vertically(plot_h);
        for (i, line) in caption.iter().enumerate() {
            foot.draw_text(
                line,
                &(FONT, 13).into_font().color(&BLACK.mix(0.75)),
                (20, 4 + 16 * i as i32),
            )
            .map_err(err)?;
        }
        let title = clean(title);
        match spec.kind {
            Kind::Bar | Kind::HBar => {
                let labels: Vec<String> = rows
                    .iter()
                    .map(|r| {
                        let parts: Vec<String> = std::iter::once(&spec.x)
                            .chain(&spec.label)
                            .filter_map(|c| text(&r[col(c)]))
                            .collect();
                        shorten(&parts.join(" · "), MAX_LABEL)
                    })
                    .collect();
                let values: Vec<Vec<Option<f64>>> = spec
                    .y
                    .iter()
                    .map(|c| rows.iter().map(|r| number(&r[col(c)])).collect())
                    .collect();
                let mut across: Vec<String> = vec![spec.x.clone()];
                across.extend(spec.label.iter().cloned());
                let cat_title = clean(&across.join(" · "));
                bars(
                    &plot,
                    spec,
                    &title,
                    &labels,
                    &spec.y,
                    &values,
                    &cat_title,
                    &axis(&spec.y),
                )?;
            }
            Kind::Line | Kind::Scatter => {
                let mut groups: Vec<(String, Vec<(f64, f64)>)> = Vec::new();
                for r in rows {
                    let (Some(x), Some(y)) =
                        (number(&r[col(&spec.x)]), number(&r[col(&spec.y[0])]))
                    else {
                        continue;
                    };
                    let name: Vec<String> = spec
                        .series
                        .iter()
                        .filter_map(|c| text(&r[col(c)]))
                        .collect();
                    let name = shorten(&name.join(" · "), MAX_LABEL);
                    match groups.iter_mut().find(|(n, _)| *n == name) {
                        Some((_, pts)) => pts.push((x, y)),
                        None => groups.push((name, vec![(x, y)])),
                    }
                }
                if groups.is_empty() {
                    return Err(format!(
                        "no row has both {} and {}: nothing to draw",
                        spec.x, spec.y[0]
                    ));
                }
                for (_, pts) in &mut groups {
                    pts.sort_by(|a, b| a.0.total_cmp(&b.0));
                }
                lines(
                    &plot,
                    spec,
                    &title,
                    &groups,
                    &axis(std::slice::from_ref(&spec.x)),
                    &axis(&spec.y),
                )?;
            }
        }
        root.present().map_err(err)?;
    }
    Ok(svg)
}

/// The category axis of a bar chart: slot `i` spans i..i+1, its tick (and label) at the middle.
struct Slots(usize);

impl plotters::coord::ranged1d::Ranged for Slots {
    type ValueType = f64;
    // Labels come from the chart's own formatter; this only satisfies the mesh's bound.
    type FormatOption = plotters::coord::ranged1d::DefaultFormatting;
    fn map(&self, v: &f64, (lo, hi): (i32, i32)) -> i32 {
        lo + ((hi - lo) as f64 * v / self.0.max(1) as f64).round() as i32
    }
    fn key_points<H: plotters::coord::ranged1d::KeyPointHint>(&self, _: H) -> Vec<f64> {
        (0..self.0).map(|i| i as f64 + 0.5).collect()
    }
    fn range(&self) -> std::ops::Range<f64> {
        0.0..self.0 as f64
    }
}

type Area<'a> = DrawingArea<SVGBackend<'a>, plotters::coord::Shift>;

fn err(e: impl std::fmt::Display) -> String {
    format!("cannot draw the chart: {e}")
}

/// Bars, one slot per row, one bar per y column in each slot.
#[allow(clippy::too_many_arguments)]
fn bars(
    area: &Area,
    spec: &Spec,
    title: &str,
    labels: &[String],
    ycols: &[String],
    values: &[Vec<Option<f64>>],
    cat_title: &str,
    value_title: &str,
) -> Result<(), String> {
    let n = labels.len();
    let top = values
        .iter()
        .flatten()
        .flatten()
        .fold(0f64, |m, v| m.max(*v));
    let top = if top > 0.0 { top * 1.08 } else { 1.0 };
    let width = 0.8 / ycols.len() as f64;
    let label_of = |v: &f64| -> String {
        let i = (v - 0.5).round() as usize;
        let i = if spec.kind == Kind::HBar {
            n.saturating_sub(1 + i)
        } else {
            i
        };
        labels.get(i).cloned().unwrap_or_default()
    };
    let longest = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0) as u32;
    let mut builder = ChartBuilder::on(area);
    builder.caption(title, (FONT, 22)).margin(16);
    // A bar's slot `i` spans i..i+1; hbar puts row 0 at the top.
    let slot = |i: usize| {
        if spec.kind == Kind::HBar {
            (n - 1 - i) as f64
        } else {
            i as f64
        }
    };
    let rect = |i: usize, k: usize, v: f64| {
        let a = slot(i) + 0.1 + k as f64 * width;
        if spec.kind == Kind::HBar {
            [(0.0, a), (v, a + width)]
        } else {
            [(a, 0.0), (a + width, v)]
        }
    };
    macro_rules! draw {
        ($chart:expr) => {{
            let mut chart = $chart;
            for (k, col) in ycols.iter().enumerate() {
                let color = color(k);
                let series = values[k]
                    .iter()
                    .enumerate()
                    .filter_map(|(i, v)| v.map(|v| Rectangle::new(rect(i, k, v), color.filled())));
                let drawn = chart.draw_series(series).map_err(err)?;
                drawn.label(clean(col)).legend(move |(x, y)| {
                    Rectangle::new([(x, y - 5), (x + 12, y + 5)], color.filled())
                });
            }
            if ycols.len() > 1 {
                chart
                    .configure_series_labels()
                    .position(SeriesLabelPosition::UpperRight)
                    .border_style(BLACK.mix(0.4))
                    .background_style(WHITE.mix(0.9))
                    .label_font((FONT, 13))
                    .draw()
                    .map_err(err)?;
            }
        }};
    }
    if spec.kind == Kind::HBar {
        builder
            .x_label_area_size(50)
            .y_label_area_size((longest * 7 + 16).clamp(60, 460));
        let mut chart = builder
            .build_cartesian_2d(0f64..top, Slots(n))
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .light_line_style(TRANSPARENT)
            .x_label_formatter(&tick)
            .y_label_formatter(&label_of)
            .y_label_style((FONT, 12))
            .x_desc(value_title)
            .y_desc(cat_title)
            .axis_desc_style((FONT, 14))
            .draw()
            .map_err(err)?;
        draw!(chart);
    } else {
        builder.x_label_area_size(60).y_label_area_size(80);
        let mut chart = builder
            .build_cartesian_2d(Slots(n), 0f64..top)
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .light_line_style(TRANSPARENT)
            .y_label_formatter(&tick)
            .x_label_formatter(&|v| shorten(&label_of(v), (900 / n.max(1)) / 7))
            .x_label_style((FONT, 12))
            .x_desc(cat_title)
            .y_desc(value_title)
            .axis_desc_style((FONT, 14))
            .draw()
            .map_err(err)?;
        draw!(chart);
    }
    Ok(())
}

/// One line (or set of points) per series, with a legend when there is more than one.
fn lines(
    area: &Area,
    spec: &Spec,
    title: &str,
    groups: &[(String, Vec<(f64, f64)>)],
    x_title: &str,
    y_title: &str,
) -> Result<(), String> {
    let all = groups.iter().flat_map(|(_, p)| p);
    let (mut x0, mut x1, mut y1) = (f64::INFINITY, f64::NEG_INFINITY, 0f64);
    for (x, y) in all {
        (x0, x1, y1) = (x0.min(*x), x1.max(*x), y1.max(*y));
    }
    // From 0 when every x is positive (speeds, counts), as the Pareto views draw it; room on
    // the right for the last point, and a range even when every point has the same x.
    let x0 = x0.min(0.0);
    let x1 = if x1 > x0 {
        x1 + (x1 - x0) * 0.08
    } else {
        x0 + 1.0
    };
    let y1 = if y1 > 0.0 { y1 * 1.1 } else { 1.0 };
    let mut chart = ChartBuilder::on(area)
        .caption(title, (FONT, 22))
        .margin(16)
        .x_label_area_size(50)
        .y_label_area_size(80)
        .build_cartesian_2d(x0..x1, 0f64..y1)
        .map_err(err)?;
    chart
        .configure_mesh()
        .light_line_style(TRANSPARENT)
        .x_label_formatter(&tick)
        .y_label_formatter(&tick)
        .x_desc(x_title)
        .y_desc(y_title)
        .axis_desc_style((FONT, 14))
        .draw()
        .map_err(err)?;
    for (k, (name, pts)) in groups.iter().enumerate() {
        let color = color(k);
        if spec.kind == Kind::Line {
            chart
                .draw_series(LineSeries::new(pts.iter().copied(), color.stroke_width(2)))
                .map_err(err)?;
        }
        chart
            .draw_series(pts.iter().map(|p| Circle::new(*p, 4, color.filled())))
            .map_err(err)?
            .label(name.as_str())
            .legend(move |(x, y)| Circle::new((x + 6, y), 4, color.filled()));
    }
    if groups.len() > 1 || !groups[0].0.is_empty() {
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::UpperRight)
            .border_style(BLACK.mix(0.4))
            .background_style(WHITE.mix(0.9))
            .label_font((FONT, 13))
            .draw()
            .map_err(err)?;
    }
    Ok(())
}

/// The k-th series colour: a qualitative palette that stays apart in print and for the
/// commonest colour blindness (Tableau 10's order).
fn color(k: usize) -> RGBAColor {
    const PALETTE: [(u8, u8, u8); 10] = [
        (78, 121, 167),
        (242, 142, 43),
        (225, 87, 89),
        (118, 183, 178),
        (89, 161, 79),
        (237, 201, 72),
        (176, 122, 161),
        (255, 157, 167),
        (156, 117, 95),
        (186, 176, 172),
    ];
    let (r, g, b) = PALETTE[k % PALETTE.len()];
    RGBColor(r, g, b).to_rgba()
}

/// A tick label: no trailing ".0", at most four significant decimals.
fn tick(v: &f64) -> String {
    let s = format!("{v:.4}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".into()
    } else {
        s.to_string()
    }
}

/// The caption: where the plotted rows' figures and rates come from.
fn caption_lines(rs: &ResultSet, rows: &[Vec<Value>], no_source: &str) -> Vec<String> {
    let distinct = |pick: &dyn Fn(&str) -> bool, map: &dyn Fn(String) -> String| {
        let mut seen: Vec<String> = Vec::new();
        for (i, c) in rs.columns.iter().enumerate() {
            if !pick(c) {
                continue;
            }
            for v in rows.iter().filter_map(|r| text(&r[i])).map(map) {
                if !seen.contains(&v) {
                    seen.push(v);
                }
            }
        }
        seen
    };
    // Figures' sources: source_url, run_source_url, api_source_url …, but not the rates' own.
    let hosts = distinct(
        &|c| c == "source_url" || (c.ends_with("_source_url") && c != "rate_source_url"),
        &host,
    );
    let figures = distinct(&|c| c == "figure_source", &|s| s);
    let rate_sets = distinct(&|c| c == "rate_set", &|s| s);
    let mut out = Vec::new();
    match (hosts.is_empty(), figures.is_empty()) {
        (true, true) => out.push(no_source.to_string()),
        (false, true) => out.push(format!("Sources: {}.", list(&hosts))),
        (true, false) => out.push(format!("Figures: {}.", list(&figures))),
        (false, false) => out.push(format!(
            "Sources: {} (figures: {}).",
            list(&hosts),
            list(&figures)
        )),
    }
    if !rate_sets.is_empty() {
        let s = if rate_sets.len() == 1 { "" } else { "s" };
        out.push(format!(
            "Priced at the GPU rates of rate set{s} {}.",
            list(&rate_sets)
        ));
    }
    let citations = distinct(&|c| c == "citation", &|s| s);
    if !citations.is_empty() {
        out.push(format!("Citations: {}.", list(&citations)));
    }
    out
}

/// Up to eight items, then how many more.
fn list(items: &[String]) -> String {
    const SHOWN: usize = 8;
    let mut s = items
        .iter()
        .take(SHOWN)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    if items.len() > SHOWN {
        s.push_str(&format!(" and {} more", items.len() - SHOWN));
    }
    s
}

/// The host of a URL without `www.` (`https://www.example.com/a` → `example.com`), for a label;
/// other text as it is.
fn host(url: String) -> String {
    match crate::text::host(&url) {
        Some(h) => h.strip_prefix("www.").map(str::to_string).unwrap_or(h),
        None => url,
    }
}

/// A cell as label text, cleaned for XML; None for NULL.
fn text(v: &Value) -> Option<String> {
    match v {
        Value::Null => None,
        Value::Integer(i) => Some(i.to_string()),
        Value::Real(f) => Some(f.to_string()),
        Value::Text(s) => Some(clean(s)),
        Value::Blob(_) => Some("(blob)".into()),
    }
}

/// A cell as a number: integers, reals and text that reads as a finite number.
fn number(v: &Value) -> Option<f64> {
    match v {
        Value::Integer(i) => Some(*i as f64),
        Value::Real(f) => Some(*f),
        Value::Text(s) => s.trim().parse().ok(),
        _ => None,
    }
    .filter(|f: &f64| f.is_finite())
}

/// Text with the characters XML 1.0 cannot hold (controls, U+FFFE, U+FFFF) replaced by U+FFFD.
fn clean(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_control() || c == '\u{fffe}' || c == '\u{ffff}' {
                '\u{fffd}'
            } else {
                c
            }
        })
        .collect()
}

/// At most `max` characters, the last one '…' when cut.
fn shorten(s: &str, max: usize) -> String {
    let max = max.max(2);
    if s.chars().count() <= max {
        return s.to_string();
    }
    let mut t: String = s.chars().take(max - 1).collect();
    t.push('…');
    t
}

/// Split a line at spaces into lines of at most `width` characters (a longer word stays whole).
fn wrap(line: &str, width: usize) -> Vec<String> {
    let mut out = vec![String::new()];
    for word in line.split(' ') {
        let cur = out.last_mut().expect("one line");
        if !cur.is_empty() && cur.chars().count() + 1 + word.chars().count() > width {
            out.push(word.to_string());
        } else {
            if !cur.is_empty() {
                cur.push(' ');
            }
            cur.push_str(word);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_chart_lines() {
        let s = Spec::parse(
            "hbar x=served_on y=usd_per_m_output_tokens label=figure_source,model_id top=20",
        )
        .unwrap();
        assert_eq!(s.kind, Kind::HBar);
        assert_eq!(s.x, "served_on");
        assert_eq!(s.y, vec!["usd_per_m_output_tokens"]);
        assert_eq!(s.label, vec!["figure_source", "model_id"]);
        assert_eq!(s.top, Some(20));
        let s = Spec::parse("line x=a y=b series=c,d").unwrap();
        assert_eq!((s.kind, s.series.len()), (Kind::Line, 2));
        for (bad, says) in [
            ("pie x=a y=b", "unknown chart kind"),
            ("bar y=b", "no x="),
            ("bar x=a", "no y="),
            ("bar x=a y=b colour=red", "unknown chart setting"),
            ("bar x=a y=b top=0", "top=0"),
            ("bar x=a y=b series=c", "series= is for line"),
            ("line x=a y=b,c", "one y= column"),
            ("bar x= y=b", "not key=value"),
            ("", "empty"),
        ] {
            let e = Spec::parse(bad).unwrap_err();
            assert!(e.contains(says), "{bad}: {e}");
        }
    }

    #[test]
    fn hosts_labels_and_wrapping() {
        assert_eq!(
            host("https://www.coreweave.com/pricing?x".into()),
            "coreweave.com"
        );
        assert_eq!(host("not a url".into()), "not a url");
        assert_eq!(clean("a\u{1}b\u{ffff}"), "a\u{fffd}b\u{fffd}");
        assert_eq!(shorten("abcdef", 4), "abc…");
        assert_eq!(wrap("aa bb cc", 5), vec!["aa bb", "cc"]);
        assert_eq!(number(&Value::Text("1e400".into())), None);
    }

    #[test]
    fn hostile_text_stays_inside_its_element() {
        let spec = Spec::parse("hbar x=name y=v").unwrap();
        let rs = ResultSet {
            columns: vec!["name".into(), "v".into(), "source_url".into()],
            rows: vec![vec![
                Value::Text("<script>alert(1)</script> & \u{1b}[2J".into()),
                Value::Real(1.5),
                Value::Text("https://e.com/<x>&".into()),
            ]],
        };
        let svg = render(&spec, "T <&>", &rs, &HashMap::new(), "none").unwrap();
        assert!(!svg.contains("<script>"), "{svg}");
        assert!(svg.contains("&lt;script&gt;"));
        let doc = roxmltree::Document::parse(&svg).expect("the SVG is XML");
        let texts: String = doc.descendants().filter_map(|n| n.text()).collect();
        assert!(
            texts.contains("<script>alert(1)</script> & \u{fffd}[2J"),
            "{texts}"
        );
    }
}
