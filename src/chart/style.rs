//! What every chart shares: the font, the drawing area's type, the series palette, tick labels,
//! the x/y axes and drawing errors.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// The font of every text.
pub const FONT: &str = "sans-serif";

/// The SVG drawing area a chart is drawn on.
pub type Area<'a> = DrawingArea<SVGBackend<'a>, plotters::coord::Shift>;

/// A drawing error, as the message gpudb prints.
pub fn err(e: impl std::fmt::Display) -> String {
    format!("cannot draw the chart: {e}")
}

/// How many series colours there are: a chart draws at most this many series, so no two
/// share a colour (and each its one mark, a dot).
pub const COLOURS: usize = PALETTE.len();

/// A qualitative palette that stays apart in print and for the commonest colour blindness
/// (Tableau 10's order).
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

/// The k-th series colour.
pub fn color(k: usize) -> RGBAColor {
    let (r, g, b) = PALETTE[k % PALETTE.len()];
    RGBColor(r, g, b).to_rgba()
}

/// One subtitle line's height, in pixels.
const SUBTITLE_LINE: u32 = 18;

/// The pixels the subtitle's `lines` take under the title.
pub fn subtitle_px(lines: usize) -> u32 {
    match lines {
        0 => 0,
        n => SUBTITLE_LINE * n as u32 + 6,
    }
}

/// `area` with `title` drawn above and the `subtitle` lines (the parameters the query ran
/// with) centred under it; what is left for the plot.
pub fn titled<'a>(area: &Area<'a>, title: &str, subtitle: &[String]) -> Result<Area<'a>, String> {
    let area = area.titled(title, (FONT, 22)).map_err(err)?;
    if subtitle.is_empty() {
        return Ok(area);
    }
    let (head, rest) = area.split_vertically(subtitle_px(subtitle.len()));
    let (w, _) = head.dim_in_pixel();
    let pos = Pos::new(HPos::Center, VPos::Top);
    for (i, line) in subtitle.iter().enumerate() {
        let style = (FONT, 14).into_font().color(&BLACK.mix(0.85)).pos(pos);
        let at = (w as i32 / 2, (SUBTITLE_LINE * i as u32) as i32);
        head.draw(&Text::new(line.as_str(), at, style))
            .map_err(err)?;
    }
    Ok(rest)
}

/// A tick label: no trailing ".0", at most four significant decimals.
pub fn tick(v: &f64) -> String {
    let s = format!("{v:.4}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".into()
    } else {
        s.to_string()
    }
}

/// A chart with two numeric axes, as plotters draws on it.
pub type XyChart<'a, DB> = ChartContext<
    'a,
    DB,
    Cartesian2d<plotters::coord::types::RangedCoordf64, plotters::coord::types::RangedCoordf64>,
>;

/// The ranges an x/y chart's axes span: x from, x to, y to (y from 0).
pub type Spans = (f64, f64, f64);

/// The ranges x/y axes over `points` span (x from, x to, y to). x runs from 0 (lower when an x
/// is negative), as the Pareto views draw it, to 8 % past the largest of the points and
/// `x_at_least`, so the last point has room and every x being the same still gives a range; y
/// from 0 to 10 % over the highest point.
pub fn spans(points: impl Iterator<Item = (f64, f64)>, x_at_least: f64) -> Spans {
    let (mut x0, mut x1, mut y1) = (0f64, x_at_least, 0f64);
    for (x, y) in points {
        (x0, x1, y1) = (x0.min(x), x1.max(x), y1.max(y));
    }
    let x1 = if x1 > x0 {
        x1 + (x1 - x0) * 0.08
    } else {
        x0 + 1.0
    };
    let y1 = if y1 > 0.0 { y1 * 1.1 } else { 1.0 };
    (x0, x1, y1)
}

/// The axes of an x/y chart over `points` (see [`spans`]), drawn on `area`, and the ranges
/// they span.
pub fn xy_axes<'c, DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    points: impl Iterator<Item = (f64, f64)>,
    x_at_least: f64,
    titles: (&str, &str),
) -> Result<(XyChart<'c, DB>, Spans), String> {
    let s = spans(points, x_at_least);
    Ok((axes(area, None, s, titles)?, s))
}

/// x/y axes spanning `s`, drawn on `area`; with a `panel` title, as one of small multiples:
/// that title above in a smaller font, and narrower margins.
pub fn axes<'c, DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    panel: Option<&str>,
    (x0, x1, y1): Spans,
    titles: (&str, &str),
) -> Result<XyChart<'c, DB>, String> {
    let mut builder = ChartBuilder::on(area);
    match panel {
        Some(c) => builder
            .caption(c, (FONT, 15))
            .margin(8)
            .x_label_area_size(40)
            .y_label_area_size(64),
        None => builder
            .margin(16)
            .x_label_area_size(50)
            .y_label_area_size(80),
    };
    let mut chart = builder.build_cartesian_2d(x0..x1, 0f64..y1).map_err(err)?;
    chart
        .configure_mesh()
        .light_line_style(TRANSPARENT)
        .x_label_formatter(&tick)
        .y_label_formatter(&tick)
        .x_desc(titles.0)
        .y_desc(titles.1)
        .axis_desc_style((FONT, 14))
        .draw()
        .map_err(err)?;
    Ok(chart)
}

/// Draw one series on `chart`: a line through `pts` (in order) when `line`, and each point as
/// a dot of radius `r`, in colour `c`.
pub fn series<DB: DrawingBackend>(
    chart: &mut XyChart<'_, DB>,
    pts: &[(f64, f64)],
    c: RGBAColor,
    line: bool,
    r: i32,
) -> Result<(), String> {
    if line {
        chart
            .draw_series(LineSeries::new(pts.iter().copied(), c.stroke_width(2)))
            .map_err(err)?;
    }
    chart
        .draw_series(pts.iter().map(|p| Circle::new(*p, r, c.filled())))
        .map_err(err)?;
    Ok(())
}
