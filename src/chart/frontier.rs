//! The frontier chart: each series' knots joined by the monotone cubic the cost-at-interactivity
//! query evaluates, its other measured points hollow, the target speed as a dashed vertical line
//! and a legend in a column of its own right of the plot, so it never covers a point.
//!
//! plotters draws the title and axes; the curves are written as SVG cubic Béziers laid over
//! them (plotters' SVG has straight segments only, on whole pixels). A cubic Hermite segment
//! from (x₀, y₀) with slope m₀ to (x₁, y₁) with slope m₁, h = x₁ − x₀, is exactly the Bézier with
//! control points (x₀ + h/3, y₀ + m₀·h/3) and (x₁ − h/3, y₁ − m₁·h/3), and a Bézier mapped to
//! pixels by the axes (a scale and a shift on each) is the Bézier of the mapped points: the line
//! drawn is the curve, not an approximation of it.

use super::heading::Page;
use super::style::{color, tick, titled, xy_axes, Area, FONT};
use plotters::prelude::*;
use std::fmt::Write;

/// One series of a frontier chart.
pub struct Curve {
    /// The legend's label.
    pub name: String,
    /// The knots in order of x: x, y and the curve's slope there (None: straight to the next).
    pub knots: Vec<(f64, f64, Option<f64>)>,
    /// The series' measured points that are not knots.
    pub others: Vec<(f64, f64)>,
}

/// The series of a frontier chart, the target x when there is one, and the axis titles.
pub struct Frontier {
    pub curves: Vec<Curve>,
    /// How many more series there are, not drawn (counted in the legend).
    pub left_out: usize,
    pub target: Option<f64>,
    /// The unit of x, for the target's legend entry ("tokens/s per user"); empty when unknown.
    pub x_unit: String,
    pub x_title: String,
    pub y_title: String,
}

/// One legend entry's height, in pixels.
const ENTRY: u32 = 20;

/// The height of the plot part: room for the legend's entries (the series, the two kinds of
/// point and the target).
pub fn height(f: &Frontier) -> u32 {
    (ENTRY * (f.curves.len() as u32 + 4) + 140).max(560)
}

/// The legend column's width: room for the longest label at the legend's font (13 px sans
/// serif, under 7.5 px a character on average).
fn legend_width(f: &Frontier) -> u32 {
    let longest = f.curves.iter().map(|c| c.name.chars().count()).max();
    let more = match f.left_out {
        0 => 0,
        n => super::pick::legend_entry(n).chars().count(),
    };
    (longest.unwrap_or(0).max(30).max(more) as u32 * 15 / 2 + 72).min(520)
}

/// Draw the title and axes on `area` with plotters; the SVG elements of the curves, points,
/// target line and legend, to be laid over the drawing.
pub fn draw(area: &Area, head: &Page, f: &Frontier) -> Result<String, String> {
    let area = titled(area, &head.title, &head.subtitle)?;
    let (w, _) = area.dim_in_pixel();
    let (plot, side) = area.split_horizontally(w - legend_width(f));
    let points = f.curves.iter().flat_map(|c| {
        let knots = c.knots.iter().map(|(x, y, _)| (*x, *y));
        knots.chain(c.others.iter().copied())
    });
    let titles = (f.x_title.as_str(), f.y_title.as_str());
    let (chart, (x0, x1, y1)) = xy_axes(&plot, points, f.target.unwrap_or(0.0), titles)?;
    // The plotting area's pixels, as plotters maps a value to them (first to last pixel).
    let (xr, yr) = chart.plotting_area().get_pixel_range();
    let (left, right) = (xr.start as f64, (xr.end - 1) as f64);
    let (top, bottom) = (yr.start as f64, (yr.end - 1) as f64);
    let at = |x: f64, y: f64| {
        let px = left + (right - left) * (x - x0) / (x1 - x0);
        let py = bottom - (bottom - top) * y / y1;
        format!("{px:.3} {py:.3}")
    };
    let mut svg = String::from("<g class=\"frontier\">\n");
    let w = |svg: &mut String, s: String| svg.push_str(&s);
    if let Some(t) = f.target {
        let (a, b) = (at(t, 0.0), at(t, y1));
        w(
            &mut svg,
            format!(
                "<path class=\"target\" d=\"M {a} L {b}\" stroke=\"#333\" stroke-width=\"1.5\" \
                 stroke-dasharray=\"6 4\" fill=\"none\"/>\n"
            ),
        );
    }
    for (k, c) in f.curves.iter().enumerate() {
        let hex = hex(k);
        let mut d = String::new();
        for (i, &(x, y, m)) in c.knots.iter().enumerate() {
            let Some(&(xn, yn, mn)) = c.knots.get(i + 1) else {
                break;
            };
            if i == 0 {
                let _ = write!(d, "M {}", at(x, y));
            }
            let h = xn - x;
            match (m, mn) {
                (Some(m), Some(mn)) => {
                    let (c1, c2) = (
                        at(x + h / 3.0, y + m * h / 3.0),
                        at(xn - h / 3.0, yn - mn * h / 3.0),
                    );
                    let _ = write!(d, " C {c1} {c2} {}", at(xn, yn));
                }
                _ => {
                    let _ = write!(d, " L {}", at(xn, yn));
                }
            }
        }
        if d.is_empty() {
            if let Some(&(x, y, _)) = c.knots.first() {
                d = format!("M {}", at(x, y));
            }
        }
        w(
            &mut svg,
            format!(
                "<path class=\"curve\" data-series=\"{}\" d=\"{d}\" stroke=\"{hex}\" \
                 stroke-width=\"2\" fill=\"none\"/>\n",
                xml(&c.name)
            ),
        );
        for &(x, y) in &c.others {
            w(&mut svg, circle("point", &at(x, y), &hex, false));
        }
        for &(x, y, _) in &c.knots {
            w(&mut svg, circle("knot", &at(x, y), &hex, true));
        }
    }
    let (sx, _) = side.get_base_pixel();
    svg.push_str(&legend(
        f,
        sx as f64 + 8.0,
        top,
        legend_width(f) as f64 - 24.0,
    ));
    svg.push_str("</g>\n");
    Ok(svg)
}

/// A marked point at `at` ("x y"): filled for a knot, hollow for another measured point.
fn circle(class: &str, at: &str, hex: &str, filled: bool) -> String {
    let (cx, cy) = at.split_once(' ').expect("x y");
    let fill = if filled { hex } else { "#fff" };
    format!(
        "<circle class=\"{class}\" cx=\"{cx}\" cy=\"{cy}\" r=\"4\" fill=\"{fill}\" \
         stroke=\"{hex}\" stroke-width=\"1.5\"/>\n"
    )
}

/// The legend box at (x, y), `width` wide: one entry per series, then what the marks mean.
fn legend(f: &Frontier, x: f64, y: f64, width: f64) -> String {
    let more = usize::from(f.left_out > 0);
    let rows = f.curves.len() + more + 2 + usize::from(f.target.is_some());
    let height = ENTRY as f64 * rows as f64 + 12.0;
    let mut s = format!(
        "<g class=\"legend\">\n<rect x=\"{x}\" y=\"{y}\" width=\"{width}\" height=\"{height}\" \
         fill=\"#fff\" stroke=\"#999\"/>\n"
    );
    let text = |s: &mut String, row: usize, label: &str| {
        let ty = y + 6.0 + ENTRY as f64 * (row as f64 + 0.5) + 4.5;
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"{ty}\" font-family=\"{FONT}\" font-size=\"13\">{}</text>",
            x + 44.0,
            xml(label)
        );
        y + 6.0 + ENTRY as f64 * (row as f64 + 0.5)
    };
    for (k, c) in f.curves.iter().enumerate() {
        let cy = text(&mut s, k, &c.name);
        let hex = hex(k);
        let _ = writeln!(
            s,
            "<path d=\"M {} {cy} L {} {cy}\" stroke=\"{hex}\" stroke-width=\"2\"/>",
            x + 8.0,
            x + 36.0
        );
        s.push_str(&circle(
            "legend-knot",
            &format!("{} {cy}", x + 22.0),
            &hex,
            true,
        ));
    }
    if f.left_out > 0 {
        text(
            &mut s,
            f.curves.len(),
            &super::pick::legend_entry(f.left_out),
        );
    }
    let n = f.curves.len() + more;
    let cy = text(&mut s, n, "on the frontier (a knot)");
    s.push_str(&circle(
        "legend-knot",
        &format!("{} {cy}", x + 22.0),
        "#555",
        true,
    ));
    let cy = text(&mut s, n + 1, "measured, beaten by a knot");
    s.push_str(&circle(
        "legend-point",
        &format!("{} {cy}", x + 22.0),
        "#555",
        false,
    ));
    if let Some(t) = f.target {
        let cy = text(
            &mut s,
            n + 2,
            format!("target: {} {}", tick(&t), f.x_unit).trim_end(),
        );
        let _ = writeln!(
            s,
            "<path d=\"M {} {} L {} {}\" stroke=\"#333\" stroke-width=\"1.5\" \
             stroke-dasharray=\"6 4\"/>",
            x + 22.0,
            cy - 8.0,
            x + 22.0,
            cy + 8.0
        );
    }
    s.push_str("</g>\n");
    s
}

/// The k-th series colour as #rrggbb.
fn hex(k: usize) -> String {
    let (r, g, b) = color(k).rgb();
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// Text escaped for an XML attribute or element (already cleaned of what XML cannot hold).
fn xml(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
