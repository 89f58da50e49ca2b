//! The SVG drawing of a chart with plotters: the plot area, bars or lines with their axes and
//! legend, and the caption lines under them. What to draw is decided before ([`super::render`]).

use super::bar_labels::{self, Plan};
use super::heading::Page;
use super::labels::clean;
use super::legend::{legend_column, side_width, LEGEND_ENTRY};
use super::spec::{Kind, Spec};
use super::style::{color, err, series, subtitle_px, tick, titled, xy_axes, Area, FONT};
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
    /// Per row, its caveat codes, drawn after its value (None: none).
    pub notes: Vec<Option<String>>,
    /// Per row, the range of its cost, drawn as a whisker (None: none; one y column only).
    pub ranges: Vec<Option<super::ranges::Range>>,
    /// The title of the axis that names the bars, and of the one that measures them.
    pub category: String,
    pub value: String,
}

/// One series of a line or scatter chart: its name and its points, in order of x.
pub type Series = (String, Vec<(f64, f64)>);

/// The series of a line or scatter chart, and its axis titles.
pub struct Lines {
    pub groups: Vec<Series>,
    /// How many more series there are, not drawn (counted in the legend).
    pub left_out: usize,
    pub x_title: String,
    pub y_title: String,
}

/// What a chart plots.
pub enum Plot {
    Bars(Bars),
    Lines(Lines),
    Frontier(super::frontier::Frontier),
    Panels(super::panels::Panels),
}

/// One line's height under the plot, in pixels.
const FOOT_LINE: u32 = 16;

/// An SVG document of `plot` as `spec` says, with the words of `page` around it.
pub fn svg(spec: &Spec, page: &Page, plot: &Plot) -> Result<String, String> {
    let foot = page.key.len() + page.caption.len();
    let caption_h = FOOT_LINE * foot as u32 + 16;
    let plan = match plot {
        Plot::Bars(b) => Some(label_plan(spec, b)),
        _ => None,
    };
    let plot_h = match (plot, &plan) {
        (Plot::Bars(b), Some(p)) if p.sideways => {
            (130 + p.slot_px(spec.y.len()) * b.labels.len() as u32).max(360)
        }
        (Plot::Frontier(f), _) => super::frontier::height(f),
        (Plot::Panels(p), _) => super::panels::height(p),
        (Plot::Lines(l), _) => {
            let entries = l.groups.len() + usize::from(l.left_out > 0);
            (LEGEND_ENTRY * entries as u32 + 140).max(560)
        }
        _ => 560,
    } + subtitle_px(page.subtitle.len());
    let mut svg = String::new();
    // What is laid over plotters' drawing (the frontier's curves), before the closing tag.
    let mut overlay = String::new();
    {
        let root =
            SVGBackend::with_string(&mut svg, (WIDTH, plot_h + caption_h)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let (area, foot) = root.split_vertically(plot_h);
        // The key in black, the caption (what the layout test counts) lighter.
        let foot_lines =
            (page.key.iter().map(|l| (l, 1.0))).chain(page.caption.iter().map(|l| (l, 0.75)));
        for (i, (line, shade)) in foot_lines.enumerate() {
            let at = (20, 4 + (FOOT_LINE * i as u32) as i32);
            foot.draw_text(line, &(FONT, 13).into_font().color(&BLACK.mix(shade)), at)
                .map_err(err)?;
        }
        match plot {
            Plot::Bars(b) => bars(&area, spec, page, b, plan.as_ref().expect("planned"))?,
            Plot::Lines(l) => lines(&area, spec, page, l)?,
            Plot::Frontier(f) => overlay = super::frontier::draw(&area, page, f)?,
            Plot::Panels(p) => super::panels::draw(&area, page, p)?,
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
/// says so. Each bar's value (and its row's caveats) is drawn at its own end: across a
/// vertical bar when it fits the bar's width, else turned to read up from the bar's top.
fn bars(area: &Area, spec: &Spec, head: &Page, b: &Bars, plan: &Plan) -> Result<(), String> {
    let Bars {
        labels,
        values,
        notes,
        ranges,
        category: cat_title,
        value: value_title,
    } = b;
    let ycols = &spec.y;
    let n = labels.len();
    let hbar = plan.sideways;
    let width = 0.8 / ycols.len() as f64;
    let area = titled(area, &head.title, &head.subtitle)?;
    // Several y columns: their legend in a column of its own, right of the plot.
    let (names, side_w) = bar_legend(spec);
    let (w, h) = area.dim_in_pixel();
    let (plot, side) = area.split_horizontally(w - side_w);
    if ycols.len() > 1 {
        legend_column(&side, &names, false, names.len())?;
    }
    let label = |i: usize, v: f64| {
        let cell = ranges[i].as_ref().and_then(|r| r.label.clone());
        value_label(cell.unwrap_or_else(|| value_text(v)), notes[i].as_ref())
    };
    // Where a bar's value label goes: past its whisker, if it has one.
    let end = |i: usize, v: f64| super::ranges::end(ranges[i].as_ref(), v);
    // A vertical bar's width in pixels (the plot less the value axis' labels and the margins).
    let bar_px = (plot.dim_in_pixel().0 as f64 - 112.0) / n.max(1) as f64 * width;
    let across = |text: &str| label_px(text) <= bar_px;
    let under = 8 + bar_labels::LINE_PX * plan.most_lines() + 26;
    let beside = plan.beside_px().min(560);
    // The value axis' length in pixels, and how far it runs: far enough that every bar's label
    // fits past the bar's end (v / top × span + the label ≤ span).
    let span = match hbar {
        true => plot.dim_in_pixel().0 as f64 - 32.0 - beside as f64,
        false => h as f64 - 32.0 - under as f64 - 8.0,
    };
    let mut top = 0f64;
    for (i, v) in values.iter().flat_map(|s| s.iter().enumerate()) {
        let Some(v) = *v else { continue };
        let text = label(i, v);
        let v = end(i, v);
        let need = match hbar || !across(&text) {
            true => label_px(&text),
            false => 16.0,
        };
        top = top
            .max(v * 1.02)
            .max(v * span / (span - need).max(span * 0.3));
    }
    let top = if top > 0.0 { top } else { 1.0 };
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
                // Each cost's range, a whisker across its bar.
                let whiskers = values[k]
                    .iter()
                    .zip(ranges)
                    .enumerate()
                    .flat_map(|(i, (v, r))| {
                        let (Some(v), Some(r)) = (*v, r) else {
                            return vec![];
                        };
                        let mid = slot(i) + 0.5;
                        super::ranges::segments(r, v, mid, hbar)
                    });
                let ink = RGBColor(40, 40, 40).stroke_width(2);
                chart
                    .draw_series(whiskers.map(|s| PathElement::new(s.to_vec(), ink)))
                    .map_err(err)?;
                // Each bar's value, just past its own end (and its whisker's).
                let values = values[k].iter().enumerate().filter_map(|(i, v)| {
                    let v = (*v)?;
                    let [lo, hi] = rect(i, k, v);
                    let text = label(i, v);
                    let v = end(i, v);
                    let style = TextStyle::from((FONT, 11).into_font());
                    let (at, offset, style) = if hbar {
                        let pos = Pos::new(HPos::Left, VPos::Center);
                        ((v, (lo.1 + hi.1) / 2.0), (4, 0), style.pos(pos))
                    } else if across(&text) {
                        let pos = Pos::new(HPos::Center, VPos::Bottom);
                        (((lo.0 + hi.0) / 2.0, v), (0, -3), style.pos(pos))
                    } else {
                        let pos = Pos::new(HPos::Left, VPos::Center);
                        let style = style.transform(FontTransform::Rotate270).pos(pos);
                        (((lo.0 + hi.0) / 2.0, v), (0, -4), style)
                    };
                    Some(EmptyElement::at(at) + Text::new(text, offset, style))
                });
                chart.draw_series(values).map_err(err)?;
            }
        }};
    }
    if hbar {
        builder.x_label_area_size(50).y_label_area_size(beside);
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

/// A bar's label: its value (with its range, where it has one), then its row's caveat codes
/// in brackets.
fn value_label(value: String, caveats: Option<&String>) -> String {
    match caveats {
        Some(c) => format!("{value} [{c}]"),
        None => value,
    }
}

/// A value label's length in pixels at its 11 px font (under 6.5 px a character), with the
/// gap to its bar.
fn label_px(text: &str) -> f64 {
    text.chars().count() as f64 * 6.5 + 8.0
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

/// One line (or set of points) per series, with a legend, in a column of its own right of the
/// plot (it never covers a point), when there is more than one.
fn lines(area: &Area, spec: &Spec, head: &Page, l: &Lines) -> Result<(), String> {
    let Lines {
        groups,
        left_out,
        x_title,
        y_title,
    } = l;
    let named = groups.len() > 1 || !groups[0].0.is_empty();
    let area = titled(area, &head.title, &head.subtitle)?;
    let (w, _) = area.dim_in_pixel();
    let mut names: Vec<String> = groups.iter().map(|(n, _)| n.clone()).collect();
    if *left_out > 0 {
        names.push(super::pick::legend_entry(*left_out));
    }
    let side_w = if named { side_width(&names) } else { 0 };
    let (plot, side) = area.split_horizontally(w - side_w);
    let points = groups.iter().flat_map(|(_, p)| p.iter().copied());
    let (mut chart, _) = xy_axes(&plot, points, f64::NEG_INFINITY, (x_title, y_title))?;
    for (k, (_, pts)) in groups.iter().enumerate() {
        series(&mut chart, pts, color(k), spec.kind == Kind::Line, 4)?;
    }
    if named {
        legend_column(&side, &names, true, groups.len())?;
    }
    Ok(())
}
