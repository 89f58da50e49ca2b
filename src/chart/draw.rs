//! The SVG drawing of a chart with plotters: the plot area, bars or lines with their axes and
//! legend, and the caption lines under them. What to draw is decided before ([`super::render`]).

use super::bar_labels::{self, Plan};
use super::labels::clean;
use super::spec::{Kind, Spec};
use super::style::{color, err, tick, xy_axes, Area, FONT};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

const WIDTH: u32 = 1100;
/// The caption's line width, in characters, for the caption font across the chart's width.
pub const CAPTION_WIDTH: usize = (WIDTH as usize - 40) / 7;

/// The bars of a bar or hbar chart.
pub struct Bars {
    /// One label per row, in the rows' order.
    pub labels: Vec<String>,
    /// Per y column, one value per row (None: nothing to draw for it).
    pub values: Vec<Vec<Option<f64>>>,
    /// The title of the axis that names the bars, and of the one that measures them.
    pub category: String,
    pub value: String,
}

/// One series of a line or scatter chart: its name and its points, in order of x.
pub type Series = (String, Vec<(f64, f64)>);

/// The series of a line or scatter chart, and its axis titles.
pub struct Lines {
    pub groups: Vec<Series>,
    pub x_title: String,
    pub y_title: String,
}

/// What a chart plots.
pub enum Plot {
    Bars(Bars),
    Lines(Lines),
    Frontier(super::frontier::Frontier),
}

/// An SVG document of `plot` as `spec` says, with `title` above and `caption` (lines already
/// wrapped to [`CAPTION_WIDTH`]) below; every text already cleaned for XML.
pub fn svg(spec: &Spec, title: &str, plot: &Plot, caption: &[String]) -> Result<String, String> {
    let caption_h = 16 * caption.len() as u32 + 16;
    let plan = match plot {
        Plot::Bars(b) => Some(label_plan(spec, b)),
        _ => None,
    };
    let plot_h = match (plot, &plan) {
        (Plot::Bars(b), Some(p)) if p.sideways => {
            (130 + p.slot_px(spec.y.len()) * b.labels.len() as u32).max(360)
        }
        (Plot::Frontier(f), _) => super::frontier::height(f),
        (Plot::Lines(l), _) => (LEGEND_ENTRY * l.groups.len() as u32 + 140).max(560),
        _ => 560,
    };
    let mut svg = String::new();
    // What is laid over plotters' drawing (the frontier's curves), before the closing tag.
    let mut overlay = String::new();
    {
        let root =
            SVGBackend::with_string(&mut svg, (WIDTH, plot_h + caption_h)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let (area, foot) = root.split_vertically(plot_h);
        for (i, line) in caption.iter().enumerate() {
            foot.draw_text(
                line,
                &(FONT, 13).into_font().color(&BLACK.mix(0.75)),
                (20, 4 + 16 * i as i32),
            )
            .map_err(err)?;
        }
        match plot {
            Plot::Bars(b) => bars(&area, spec, title, b, plan.as_ref().expect("planned"))?,
            Plot::Lines(l) => lines(&area, spec, title, l)?,
            Plot::Frontier(f) => overlay = super::frontier::draw(&area, title, f)?,
        }
        root.present().map_err(err)?;
    }
    let end = svg
        .rfind("</svg>")
        .ok_or("cannot draw the chart: no </svg>")?;
    svg.insert_str(end, &overlay);
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

/// The legend names of a bar chart's y columns, and the width of their column (0: one column,
/// no legend).
fn bar_legend(spec: &Spec) -> (Vec<String>, u32) {
    let names: Vec<String> = spec.y.iter().map(|c| clean(c)).collect();
    let w = if names.len() > 1 {
        side_width(&names)
    } else {
        0
    };
    (names, w)
}

/// Where the bars' names go: the plot is the chart's width less the legend, the value axis'
/// labels (80) and the margins (32).
fn label_plan(spec: &Spec, b: &Bars) -> Plan {
    let plot_px = WIDTH.saturating_sub(bar_legend(spec).1 + 80 + 32);
    bar_labels::plan(&b.labels, spec.kind == Kind::HBar, plot_px)
}

/// Bars, one slot per row, one bar per y column in each slot; sideways (as hbar) when `plan`
/// says so.
fn bars(area: &Area, spec: &Spec, title: &str, b: &Bars, plan: &Plan) -> Result<(), String> {
    let Bars {
        labels,
        values,
        category: cat_title,
        value: value_title,
    } = b;
    let ycols = &spec.y;
    let n = labels.len();
    let top = values
        .iter()
        .flatten()
        .flatten()
        .fold(0f64, |m, v| m.max(*v));
    // Room past the longest bar for its value (columns: one value a series, stacked).
    let hbar = plan.sideways;
    let room = if hbar {
        1.15
    } else {
        1.1 + 0.06 * ycols.len() as f64
    };
    let top = if top > 0.0 { top * room } else { 1.0 };
    // The tallest bar of a group and the groups beside it: columns' values sit above it, so a
    // value wider than its own bar never covers a taller bar next to it.
    let group_top = |i: usize| {
        let near = i.saturating_sub(1)..(i + 2).min(n);
        values
            .iter()
            .flat_map(|s| s[near.clone()].iter().flatten())
            .fold(0f64, |m, v| m.max(*v))
    };
    let width = 0.8 / ycols.len() as f64;
    let area = area.titled(title, (FONT, 22)).map_err(err)?;
    // Several y columns: their legend in a column of its own, right of the plot.
    let (names, side_w) = bar_legend(spec);
    let (w, _) = area.dim_in_pixel();
    let (plot, side) = area.split_horizontally(w - side_w);
    if ycols.len() > 1 {
        legend_column(&side, &names, false)?;
    }
    // A vertical bar's width in pixels (the plot less the value axis' labels and the margins):
    // a value narrower than its bar sits on it, a wider one above the bars around it.
    let bar_px = (plot.dim_in_pixel().0 as f64 - 112.0) / n.max(1) as f64 * width;
    let mut builder = ChartBuilder::on(&plot);
    builder.margin(16);
    // A bar's slot `i` spans i..i+1; hbar puts row 0 at the top.
    let slot = |i: usize| {
        if hbar {
            (n - 1 - i) as f64
        } else {
            i as f64
        }
    };
    let rect = |i: usize, k: usize, v: f64| {
        // Sideways, the first column's bar is the top one, as the legend lists it.
        let k = if hbar { ycols.len() - 1 - k } else { k };
        let a = slot(i) + 0.1 + k as f64 * width;
        if hbar {
            [(0.0, a), (v, a + width)]
        } else {
            [(a, 0.0), (a + width, v)]
        }
    };
    macro_rules! draw {
        ($chart:expr) => {{
            let chart = $chart;
            for k in 0..ycols.len() {
                let color = color(k);
                let series = values[k]
                    .iter()
                    .enumerate()
                    .filter_map(|(i, v)| v.map(|v| Rectangle::new(rect(i, k, v), color.filled())));
                chart.draw_series(series).map_err(err)?;
                // Each bar's value, just past its end.
                let values = values[k].iter().enumerate().filter_map(|(i, v)| {
                    let v = (*v)?;
                    let [lo, hi] = rect(i, k, v);
                    Some(if hbar {
                        let at = (v, (lo.1 + hi.1) / 2.0);
                        let pos = Pos::new(HPos::Left, VPos::Center);
                        EmptyElement::at(at)
                            + Text::new(
                                value_text(v),
                                (4, 0),
                                TextStyle::from((FONT, 11).into_font()).pos(pos),
                            )
                    } else {
                        let on_its_bar = value_text(v).chars().count() as f64 * 6.5 + 4.0 <= bar_px;
                        let (y, dy) = match on_its_bar {
                            true => (v, -3),
                            false => (group_top(i), -3 - 13 * k as i32),
                        };
                        let pos = Pos::new(HPos::Center, VPos::Bottom);
                        EmptyElement::at(((lo.0 + hi.0) / 2.0, y))
                            + Text::new(
                                value_text(v),
                                (0, dy),
                                TextStyle::from((FONT, 11).into_font()).pos(pos),
                            )
                    })
                });
                chart.draw_series(values).map_err(err)?;
            }
        }};
    }
    if hbar {
        builder
            .x_label_area_size(50)
            .y_label_area_size(plan.beside_px().min(560));
        let mut chart = builder
            .build_cartesian_2d(0f64..top, Slots(n))
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .light_line_style(TRANSPARENT)
            .x_label_formatter(&tick)
            .y_label_formatter(&|_| String::new())
            .y_label_style((FONT, 12))
            .x_desc(value_title)
            .y_desc(cat_title)
            .axis_desc_style((FONT, 14))
            .draw()
            .map_err(err)?;
        draw!(&mut chart);
        let base = plot.get_base_pixel();
        for (i, lines) in plan.lines.iter().enumerate() {
            let (x, y) = chart.backend_coord(&(0.0, slot(i) + 0.5));
            bar_labels::draw(&plot, lines, (x - base.0, y - base.1), true)?;
        }
    } else {
        let under = 8 + bar_labels::LINE_PX * plan.most_lines() + 26;
        builder.x_label_area_size(under).y_label_area_size(80);
        let mut chart = builder
            .build_cartesian_2d(Slots(n), 0f64..top)
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .light_line_style(TRANSPARENT)
            .y_label_formatter(&tick)
            .x_label_formatter(&|_| String::new())
            .x_label_style((FONT, 12))
            .x_desc(cat_title)
            .y_desc(value_title)
            .axis_desc_style((FONT, 14))
            .draw()
            .map_err(err)?;
        draw!(&mut chart);
        let base = plot.get_base_pixel();
        for (i, lines) in plan.lines.iter().enumerate() {
            let (x, y) = chart.backend_coord(&(slot(i) + 0.5, 0.0));
            bar_labels::draw(&plot, lines, (x - base.0, y - base.1), false)?;
        }
    }
    Ok(())
}

/// A bar's value as drawn beside it: three significant digits, as tables round.
fn value_text(v: f64) -> String {
    let a = v.abs();
    if a >= 100.0 {
        format!("{v:.0}")
    } else if a >= 1.0 {
        format!("{v:.2}")
    } else if a == 0.0 {
        "0".into()
    } else {
        let d = (2 - a.log10().floor() as i32).clamp(0, 12) as usize;
        format!("{v:.d$}")
    }
}

/// One legend entry's height, in pixels, in a line or scatter chart's legend.
const LEGEND_ENTRY: u32 = 20;

/// One line (or set of points) per series, with a legend, in a column of its own right of the
/// plot (it never covers a point), when there is more than one.
fn lines(area: &Area, spec: &Spec, title: &str, l: &Lines) -> Result<(), String> {
    let Lines {
        groups,
        x_title,
        y_title,
    } = l;
    let named = groups.len() > 1 || !groups[0].0.is_empty();
    let area = area.titled(title, (FONT, 22)).map_err(err)?;
    let (w, _) = area.dim_in_pixel();
    let names: Vec<String> = groups.iter().map(|(n, _)| n.clone()).collect();
    let side_w = if named { side_width(&names) } else { 0 };
    let (plot, side) = area.split_horizontally(w - side_w);
    let points = groups.iter().flat_map(|(_, p)| p.iter().copied());
    let (mut chart, _) = xy_axes(&plot, None, points, f64::NEG_INFINITY, (x_title, y_title))?;
    for (k, (_, pts)) in groups.iter().enumerate() {
        let color = color(k);
        if spec.kind == Kind::Line {
            chart
                .draw_series(LineSeries::new(pts.iter().copied(), color.stroke_width(2)))
                .map_err(err)?;
        }
        chart
            .draw_series(pts.iter().map(|p| Circle::new(*p, 4, color.filled())))
            .map_err(err)?;
    }
    if named {
        let names: Vec<String> = groups.iter().map(|(n, _)| n.clone()).collect();
        legend_column(&side, &names, true)?;
    }
    Ok(())
}

/// The width of a legend column for `names`: room for the longest at 13 px (under 7.5 px a
/// character), the mark and the margins.
fn side_width(names: &[String]) -> u32 {
    let longest = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    (longest.max(20) as u32 * 15 / 2 + 60).min(520)
}

/// A legend in `side`, a column right of the plot: a box with one entry per name, its mark a
/// dot (`dots`) or a square in the series' colour.
fn legend_column(side: &Area, names: &[String], dots: bool) -> Result<(), String> {
    let (w, _) = side.dim_in_pixel();
    let h = LEGEND_ENTRY as i32 * names.len() as i32 + 12;
    let frame = [(8, 16), (w as i32 - 16, 16 + h)];
    side.draw(&Rectangle::new(frame, BLACK.mix(0.4).stroke_width(1)))
        .map_err(err)?;
    for (k, name) in names.iter().enumerate() {
        let cy = 16 + 6 + LEGEND_ENTRY as i32 * k as i32 + LEGEND_ENTRY as i32 / 2;
        if dots {
            side.draw(&Circle::new((24, cy), 4, color(k).filled()))
        } else {
            side.draw(&Rectangle::new(
                [(18, cy - 5), (30, cy + 5)],
                color(k).filled(),
            ))
        }
        .map_err(err)?;
        let style = TextStyle::from((FONT, 13).into_font()).pos(Pos::new(HPos::Left, VPos::Center));
        side.draw(&Text::new(name.as_str(), (38, cy), style))
            .map_err(err)?;
    }
    Ok(())
}
