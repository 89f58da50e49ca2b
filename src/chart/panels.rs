//! Small multiples: a line or scatter chart with more series than colours (InferenceX's
//! DeepSeek-R1 gives 40, accelerator × precision × workload) drawn as one panel per value of
//! its first series column, each series in the panel coloured by the other columns' values, so
//! every series is drawn, no two in a panel look alike, and a colour means the same in every
//! panel. The panels share their axes' ranges, so heights compare across panels.

use super::heading::Page;
use super::labels::text;
use super::legend::{legend_column, side_width, LEGEND_ENTRY};
use super::style::{axes, color, err, series, spans, titled, Area, FONT};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use rusqlite::types::Value;

/// Most panels: four rows of [`COLUMNS`].
const MAX_PANELS: usize = 12;
/// Panels a row.
const COLUMNS: usize = 3;
/// One panel's height, in pixels.
const PANEL_PX: u32 = 250;

/// One series of a panel: its colour (an index into the legend) and its points, by x.
pub type Series = (usize, Vec<(f64, f64)>);

/// One panel: its title (its value of the first series column) and its series.
pub type Panel = (String, Vec<Series>);

/// A chart as small multiples.
pub struct Panels {
    pub panels: Vec<Panel>,
    /// What each colour stands for: the other series columns' values, joined by ` · `.
    pub legend: Vec<String>,
    /// Lines through each series' points (a `line` chart), or the points alone.
    pub lines: bool,
    pub x_title: String,
    pub y_title: String,
}

/// The rows' points as small multiples: `point` gives a row's x, y and its series columns'
/// values. None unless the series outnumber the colours and small multiples hold them: two or
/// more series columns, at most [`MAX_PANELS`] values of the first and as many colours as
/// there are of the others.
pub fn split(
    rows: &[Vec<Value>],
    point: impl Fn(&[Value]) -> Option<(f64, f64, Vec<Option<String>>)>,
    series: usize,
) -> Option<(Vec<Panel>, Vec<String>)> {
    let mut panels: Vec<Panel> = Vec::new();
    let mut legend: Vec<String> = Vec::new();
    for r in rows {
        let Some((x, y, parts)) = point(r) else {
            continue;
        };
        let name = |ps: &[Option<String>]| ps.iter().flatten().cloned().collect::<Vec<_>>();
        let panel = name(&parts[..1]).join(" · ");
        let rest = name(&parts[1..]).join(" · ");
        let colour = legend.iter().position(|l| *l == rest).unwrap_or_else(|| {
            legend.push(rest);
            legend.len() - 1
        });
        let at = panels
            .iter()
            .position(|(p, _)| *p == panel)
            .unwrap_or_else(|| {
                panels.push((panel, vec![]));
                panels.len() - 1
            });
        let list = &mut panels[at].1;
        match list.iter_mut().find(|(c, _)| *c == colour) {
            Some((_, pts)) => pts.push((x, y)),
            None => list.push((colour, vec![(x, y)])),
        }
    }
    let count: usize = panels.iter().map(|(_, s)| s.len()).sum();
    let fits = legend.len() <= super::style::COLOURS && panels.len() <= MAX_PANELS;
    if series < 2 || count <= super::pick::MAX_SERIES || !fits {
        return None;
    }
    for (_, list) in &mut panels {
        for (_, pts) in list {
            pts.sort_by(|a, b| a.0.total_cmp(&b.0));
        }
    }
    Some((panels, legend))
}

/// The strip left of the panels for the y axis' title, and under them for the x axis'.
const TITLE_PX: u32 = 28;

/// The height of the plot part: the rows of panels and the x title, or the legend when it is
/// longer.
pub fn height(p: &Panels) -> u32 {
    let rows = p.panels.len().div_ceil(COLUMNS) as u32;
    (PANEL_PX * rows + TITLE_PX).max(LEGEND_ENTRY * p.legend.len() as u32 + 60)
}

/// Draw the title, the legend right of the panels and the panels, [`COLUMNS`] a row, with one
/// title for each axis across them all.
pub fn draw(area: &Area, head: &Page, p: &Panels) -> Result<(), String> {
    let area = titled(area, &head.title, &head.subtitle)?;
    let (w, h) = area.dim_in_pixel();
    let (plot, side) = area.split_horizontally(w - side_width(&p.legend));
    legend_column(&side, &p.legend, true, p.legend.len())?;
    let (y_strip, plot) = plot.split_horizontally(TITLE_PX);
    let (plot, x_strip) = plot.split_vertically(h - TITLE_PX);
    let style = |rotate: bool| {
        let s = TextStyle::from((FONT, 14).into_font()).pos(Pos::new(HPos::Center, VPos::Center));
        if rotate {
            s.transform(FontTransform::Rotate270)
        } else {
            s
        }
    };
    let (xw, _) = x_strip.dim_in_pixel();
    let (_, yh) = y_strip.dim_in_pixel();
    let mid = |n: u32| (n / 2) as i32;
    x_strip
        .draw(&Text::new(p.x_title.as_str(), (mid(xw), 12), style(false)))
        .map_err(err)?;
    y_strip
        .draw(&Text::new(p.y_title.as_str(), (12, mid(yh)), style(true)))
        .map_err(err)?;
    let all = p.panels.iter().flat_map(|(_, s)| s.iter());
    let range = spans(
        all.flat_map(|(_, pts)| pts.iter().copied()),
        f64::NEG_INFINITY,
    );
    let cells = plot.split_evenly((p.panels.len().div_ceil(COLUMNS), COLUMNS));
    for ((title, list), cell) in p.panels.iter().zip(&cells) {
        let mut chart = axes(cell, Some(title), range, ("", ""))?;
        for (k, pts) in list {
            series(&mut chart, pts, color(*k), p.lines, 3)?;
        }
    }
    Ok(())
}

/// A row's series values, each cleaned for XML (None for NULL).
pub fn parts(r: &[Value], at: &[usize]) -> Vec<Option<String>> {
    at.iter().map(|i| text(&r[*i])).collect()
}
