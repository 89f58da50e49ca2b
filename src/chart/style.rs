//! What every chart shares: the font, the drawing area's type, the series palette, tick labels
//! and drawing errors.

use plotters::prelude::*;

/// The font of every text.
pub const FONT: &str = "sans-serif";

/// The SVG drawing area a chart is drawn on.
pub type Area<'a> = DrawingArea<SVGBackend<'a>, plotters::coord::Shift>;

/// A drawing error, as the message gpudb prints.
pub fn err(e: impl std::fmt::Display) -> String {
    format!("cannot draw the chart: {e}")
}

/// The k-th series colour: a qualitative palette that stays apart in print and for the
/// commonest colour blindness (Tableau 10's order).
pub fn color(k: usize) -> RGBAColor {
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
pub fn tick(v: &f64) -> String {
    let s = format!("{v:.4}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".into()
    } else {
        s.to_string()
    }
}
