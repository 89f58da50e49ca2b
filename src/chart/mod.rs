//! Charts of a saved query's result: the `-- chart:` header line ([`spec`]) and the SVG drawing
//! ([`render`]), from column names and rows, never a connection. The command layer looks up the
//! units and writes the file.
//!
//! Reading a query needs [`spec`] alone, which knows nothing of drawing; [`draw`] turns a spec
//! and rows into SVG with plotters ([`frontier`] the frontier's curves), [`caption`] says where
//! the figures come from, [`labels`] makes cells into text safe for XML, and [`style`] holds the
//! font, palette and tick labels they share.

mod bar_labels;
mod caption;
mod caveats;
mod draw;
mod frontier;
mod heading;
mod labels;
mod legend;
mod panels;
mod pick;
mod ranges;
pub mod spec;
mod style;

pub use spec::{Kind, Spec};

use crate::output::ResultSet;
use draw::{Bars, Lines, Plot, Series};
use frontier::{Curve, Frontier};
use heading::Page;
use labels::{clean, number, shorten_at_word, text};
use rusqlite::types::Value;
use std::collections::HashMap;

/// Longest bar label drawn, in characters: longer ones end after a whole word, in '…' (two
/// lines beside a sideways bar).
const MAX_LABEL: usize = 96;
/// Longest series name in a legend, in characters (the legend column is at most 520 px).
const MAX_NAME: usize = 60;
/// Most bars drawn: past a dozen, names crowd and values run together.
const MAX_BARS: usize = 12;

/// Most caption lines drawn unless the whole caption is asked for (`--caption full`).
pub const CAPTION_LINES: usize = 3;

/// What a chart is drawn with besides the spec and the rows, looked up by the command.
#[derive(Debug, Default)]
pub struct Context {
    /// Each column's unit, for the axis titles.
    pub units: HashMap<String, String>,
    /// The caption's source line when the rows name none.
    pub no_source: String,
    /// Draw the whole caption, not its first [`CAPTION_LINES`] lines.
    pub full_caption: bool,
    /// The parameters the query ran with, as `-p` takes them (given, then defaults): the model
    /// goes in the title, the others under it.
    pub params: Vec<(String, String)>,
    /// Each caveat code's title (`caveat_codes`), for the key of a cost chart's caveats.
    pub caveats: HashMap<String, String>,
}

/// Draw `rs` as `spec` says, as an SVG document titled `title`. The caption is cut to
/// [`CAPTION_LINES`] lines unless `ctx.full_caption`, its last line saying how to see the
/// rest.
pub fn render(spec: &Spec, title: &str, rs: &ResultSet, ctx: &Context) -> Result<String, String> {
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
    let axis = |names: &[String]| axis_title(names, &ctx.units);
    let width = draw::CAPTION_WIDTH;
    // Past a dozen bars, names crowd and values run together: the rest are named in the caption.
    let bar_chart = matches!(spec.kind, Kind::Bar | Kind::HBar);
    let (rows, not_drawn) = match rows.len() {
        n if bar_chart && n > MAX_BARS => rows.split_at(MAX_BARS),
        _ => (rows, &[][..]),
    };
    let not_drawn: Vec<String> = bars(spec, not_drawn, &rs.columns, &col, String::new()).labels;
    let mut caption = caption::lines(rs, rows, &not_drawn, &ctx.no_source, width);
    let mut key = Vec::new();
    let line_chart = matches!(spec.kind, Kind::Line | Kind::Scatter);
    let mut multiples = line_chart
        .then(|| small_multiples(spec, rows, &col))
        .flatten();
    let plot = match spec.kind {
        Kind::Bar | Kind::HBar => {
            let b = bars(spec, rows, &rs.columns, &col, axis(&spec.y));
            key.extend(caveats::key(&b.notes, &ctx.caveats).map(|k| caption::wrap(&k, width)));
            let whiskers = ranges::key(&b.ranges, &rs.columns, rows);
            key.extend(whiskers.map(|k| caption::wrap(&k, width)));
            Plot::Bars(b)
        }
        Kind::Line | Kind::Scatter if multiples.is_some() => {
            let (panels, legend) = multiples.take().expect("checked");
            let note = format!(
                "One panel per {}, every series drawn; a colour is one {} in every panel. The \
                 panels share their axes.",
                spec.series[0],
                spec.series[1..].join(" · ")
            );
            caption.insert(0, caption::wrap(&note, width));
            Plot::Panels(panels::Panels {
                panels,
                legend,
                lines: spec.kind == Kind::Line,
                x_title: axis(std::slice::from_ref(&spec.x)),
                y_title: axis(&spec.y),
            })
        }
        Kind::Line | Kind::Scatter => {
            let groups = series(spec, rows, &col)?;
            let score: Vec<f64> = groups
                .iter()
                .map(|(_, p)| p.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max))
                .collect();
            let what = format!("the highest {}", spec.y[0]);
            let (groups, rest) = keep(groups, &score, |(n, _)| n.clone());
            // Said before the other sentences: it is what the chart does not show.
            let note = pick::note(&rest, &what).map(|n| caption::wrap(&n, width));
            caption.splice(0..0, note);
            Plot::Lines(Lines {
                groups,
                left_out: rest.len(),
                x_title: axis(std::slice::from_ref(&spec.x)),
                y_title: axis(&spec.y),
            })
        }
        Kind::Frontier => {
            let target = spec
                .target
                .as_ref()
                .and_then(|c| rows.iter().find_map(|r| number(&r[col(c)])));
            let curves = curves(spec, rows, &col)?;
            let score: Vec<f64> = curves.iter().map(|c| best(c, target)).collect();
            let what = match target {
                Some(_) => "the most tokens/s per GPU at a knot as fast per user as the target",
                None => "the most tokens/s per GPU at a knot",
            };
            let (curves, rest) = keep(curves, &score, |c| c.name.clone());
            let note = pick::note(&rest, what).map(|n| caption::wrap(&n, width));
            caption.splice(0..0, note);
            caption.push(caption::wrap(FRONTIER_NOTE, width));
            Plot::Frontier(Frontier {
                curves,
                left_out: rest.len(),
                target,
                x_unit: clean(ctx.units.get(&spec.x).map_or("", String::as_str)),
                x_title: axis(std::slice::from_ref(&spec.x)),
                y_title: axis(&spec.y),
            })
        }
    };
    let (title, subtitle) = heading::heading(title, &ctx.params, width);
    let page = Page {
        title,
        subtitle,
        key: key.into_iter().flatten().collect(),
        caption: caption::fit(caption, (!ctx.full_caption).then_some(CAPTION_LINES)),
    };
    draw::svg(spec, &page, &plot)
}

/// The rows as [`panels`], when the chart has more series than colours and they fit.
fn small_multiples(
    spec: &Spec,
    rows: &[Vec<Value>],
    col: &dyn Fn(&String) -> usize,
) -> Option<(Vec<panels::Panel>, Vec<String>)> {
    let at: Vec<usize> = spec.series.iter().map(col).collect();
    let point = |r: &[Value]| {
        let (x, y) = (number(&r[col(&spec.x)])?, number(&r[col(&spec.y[0])])?);
        Some((x, y, panels::parts(r, &at)))
    };
    panels::split(rows, point, spec.series.len())
}

/// The series [`pick::pick`] keeps, in their order, and the names of the others.
fn keep<T>(all: Vec<T>, score: &[f64], name: impl Fn(&T) -> String) -> (Vec<T>, Vec<String>) {
    let names: Vec<String> = all.iter().map(&name).collect();
    let mask = pick::pick(&names, score);
    let (mut kept, mut rest) = (Vec::new(), Vec::new());
    for (s, k) in all.into_iter().zip(mask) {
        match k {
            true => kept.push(s),
            false => rest.push(name(&s)),
        }
    }
    (kept, rest)
}

/// A row's label text for column `name`, or for the cell `@NAME` built from its columns.
fn cell(
    name: &str,
    columns: &[String],
    r: &[Value],
    col: &dyn Fn(&String) -> usize,
) -> Option<String> {
    if name.starts_with('@') {
        return crate::output::composed_cell(name, columns, r).and_then(|v| text(&v));
    }
    text(&r[col(&name.to_string())])
}

/// An axis title: the columns' names, with their unit when they all have the same one.
fn axis_title(names: &[String], units: &HashMap<String, String>) -> String {
    let unit_list: Vec<&String> = names.iter().filter_map(|n| units.get(n)).collect();
    let mut t = names.join(", ");
    if let Some(u) = unit_list.first().filter(|_| unit_list.len() == names.len()) {
        if unit_list.iter().all(|v| v == u) {
            t = format!("{t} ({u})");
        }
    }
    clean(&t)
}

/// The bars of `rows`: each one's label (x, then the label columns) and its y values.
fn bars(
    spec: &Spec,
    rows: &[Vec<Value>],
    columns: &[String],
    col: &dyn Fn(&String) -> usize,
    value: String,
) -> Bars {
    let labels = rows
        .iter()
        .map(|r| {
            let parts: Vec<String> = std::iter::once(&spec.x)
                .chain(&spec.label)
                .filter_map(|c| cell(c, columns, r, col))
                .collect();
            shorten_at_word(&parts.join(" · "), MAX_LABEL)
        })
        .collect();
    let values = spec
        .y
        .iter()
        .map(|c| rows.iter().map(|r| number(&r[col(c)])).collect())
        .collect();
    // A cell built from parts is titled by its name: "gpus · offer · model".
    let across: Vec<String> = std::iter::once(&spec.x)
        .chain(&spec.label)
        .map(|c| c.trim_start_matches('@').to_string())
        .collect();
    Bars {
        labels,
        values,
        notes: caveats::codes(columns, rows),
        ranges: ranges::of(&spec.y, columns, rows),
        category: clean(&across.join(" · ")),
        value,
    }
}

/// A row's point and the name of its series (the series columns joined), for the line,
/// scatter and frontier kinds; None when the row lacks either number.
fn point(spec: &Spec, r: &[Value], col: &dyn Fn(&String) -> usize) -> Option<(f64, f64, String)> {
    let (x, y) = (number(&r[col(&spec.x)])?, number(&r[col(&spec.y[0])])?);
    let name: Vec<String> = spec
        .series
        .iter()
        .filter_map(|c| text(&r[col(c)]))
        .collect();
    Some((x, y, shorten_at_word(&name.join(" · "), MAX_NAME)))
}

/// The points of `rows` grouped into series (by the series columns, in order of first
/// appearance), each sorted by x; rows without both numbers are left out.
fn series(
    spec: &Spec,
    rows: &[Vec<Value>],
    col: &dyn Fn(&String) -> usize,
) -> Result<Vec<Series>, String> {
    let mut groups: Vec<Series> = Vec::new();
    for r in rows {
        let Some((x, y, name)) = point(spec, r, col) else {
            continue;
        };
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
    Ok(groups)
}

/// A frontier's score for [`pick::pick`]: the most throughput at a knot (one as fast per
/// user as the target or faster, when there is a target; none such: not finite).
fn best(c: &Curve, target: Option<f64>) -> f64 {
    c.knots
        .iter()
        .filter(|k| target.map_or(true, |t| k.0 >= t))
        .map(|k| k.1)
        .fold(f64::NEG_INFINITY, f64::max)
}

/// The caption's line under a frontier chart: how the lines are drawn.
const FRONTIER_NOTE: &str = "Lines: each series' frontier, the monotone cubic (Steffen 1990) \
    through its knots (filled) that cost-at-interactivity evaluates. Hollow: measured points a \
    knot beats.";

/// The series of a frontier chart (by the series columns, in order of first appearance): the
/// rows whose knot column is 1 are its knots, sorted by x, the others its hollow points.
fn curves(
    spec: &Spec,
    rows: &[Vec<Value>],
    col: &dyn Fn(&String) -> usize,
) -> Result<Vec<Curve>, String> {
    let (knot, tangent) = (
        spec.knot.as_ref().expect("parsed"),
        spec.tangent.as_ref().expect("parsed"),
    );
    let mut curves: Vec<Curve> = Vec::new();
    for r in rows {
        let Some((x, y, name)) = point(spec, r, col) else {
            continue;
        };
        let at = match curves.iter().position(|c| c.name == name) {
            Some(i) => i,
            None => {
                curves.push(Curve {
                    name,
                    knots: vec![],
                    others: vec![],
                });
                curves.len() - 1
            }
        };
        if number(&r[col(knot)]).is_some_and(|k| k != 0.0) {
            curves[at].knots.push((x, y, number(&r[col(tangent)])));
        } else {
            curves[at].others.push((x, y));
        }
    }
    if curves.is_empty() {
        return Err(format!(
            "no row has both {} and {}: nothing to draw",
            spec.x, spec.y[0]
        ));
    }
    for c in &mut curves {
        c.knots.sort_by(|a, b| a.0.total_cmp(&b.0));
    }
    Ok(curves)
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let svg = render(&spec, "T <&>", &rs, &Context::default()).unwrap();
        assert!(!svg.contains("<script>"), "{svg}");
        assert!(svg.contains("&lt;script&gt;"));
        let doc = roxmltree::Document::parse(&svg).expect("the SVG is XML");
        let texts: String = doc.descendants().filter_map(|n| n.text()).collect();
        assert!(
            texts.contains("<script>alert(1)</script> & \u{fffd}[2J"),
            "{texts}"
        );
    }

    #[test]
    fn a_frontier_chart_draws_the_ten_series_with_the_most_throughput() {
        let curve = |i: usize, y: f64, x: f64| Curve {
            name: format!("s{i}"),
            knots: vec![(x, y, None)],
            others: vec![],
        };
        // s0 has the most throughput of all, but only slower than the target of 40.
        let mut all = vec![curve(0, 1000.0, 10.0)];
        all.extend((1..14).map(|i| curve(i, i as f64, 50.0)));
        let score: Vec<f64> = all.iter().map(|c| best(c, Some(40.0))).collect();
        let (kept, rest) = keep(all, &score, |c| c.name.clone());
        let names: Vec<&str> = kept.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(rest, ["s0", "s1", "s2", "s3"]);
        assert_eq!(
            names,
            ["s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "s12", "s13"]
        );
    }

    #[test]
    fn frontier_names_are_escaped_and_missing_tangents_draw_straight() {
        let spec = Spec::parse("frontier x=x y=y series=s knot=k tangent=m target=t").unwrap();
        let row = |s: &str, x: f64, y: f64, k: i64, m: Option<f64>| {
            let m = m.map_or(Value::Null, Value::Real);
            let t = Value::Real(15.0);
            vec![
                Value::Text(s.into()),
                Value::Real(x),
                Value::Real(y),
                Value::Integer(k),
                m,
                t,
            ]
        };
        let bad = "<b>\"x\" & y</b>\u{1}";
        let rs = ResultSet {
            columns: ["s", "x", "y", "k", "m", "t"].map(String::from).to_vec(),
            rows: vec![
                row(bad, 10.0, 100.0, 1, None),
                row(bad, 20.0, 50.0, 1, None),
                row(bad, 15.0, 40.0, 0, None),
                row("one", 30.0, 10.0, 1, None),
            ],
        };
        let svg = render(&spec, "F", &rs, &Context::default()).unwrap();
        let doc = roxmltree::Document::parse(&svg).expect("the SVG is XML");
        let paths: Vec<_> = doc
            .descendants()
            .filter(|n| n.attribute("class") == Some("curve"))
            .collect();
        assert_eq!(paths.len(), 2);
        assert_eq!(
            paths[0].attribute("data-series"),
            Some("<b>\"x\" & y</b>\u{fffd}")
        );
        // No tangents: a straight segment; one knot: a point, no segment.
        let d = paths[0].attribute("d").unwrap();
        assert!(
            d.starts_with("M ") && d.contains(" L ") && !d.contains('C'),
            "{d}"
        );
        assert!(!paths[1].attribute("d").unwrap().contains(['L', 'C']));
        let texts: String = doc.descendants().filter_map(|n| n.text()).collect();
        assert!(texts.contains("<b>\"x\" & y</b>") && texts.contains("target: 15"));
    }
}
