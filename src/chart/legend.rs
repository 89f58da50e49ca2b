//! The legend column right of a plot (it never covers a point): a framed box with one entry
//! per name, its mark a dot or a square in the series' colour.

use super::style::{color, err, Area, FONT};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// One legend entry's height, in pixels.
pub const LEGEND_ENTRY: u32 = 20;

/// The width of a legend column for `names`: room for the longest at 13 px (under 7.5 px a
/// character), the mark and the margins.
pub fn side_width(names: &[String]) -> u32 {
    let longest = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    (longest.max(20) as u32 * 15 / 2 + 60).min(520)
}

/// A legend in `side`, a column right of the plot: a box with one entry per name, its mark a
/// dot (`dots`) or a square in the series' colour; the names past the first `marked` have no
/// mark (a count of what is not drawn).
pub fn legend_column(
    side: &Area,
    names: &[String],
    dots: bool,
    marked: usize,
) -> Result<(), String> {
    let (w, _) = side.dim_in_pixel();
    let h = LEGEND_ENTRY as i32 * names.len() as i32 + 12;
    let frame = [(8, 16), (w as i32 - 16, 16 + h)];
    side.draw(&Rectangle::new(frame, BLACK.mix(0.4).stroke_width(1)))
        .map_err(err)?;
    for (k, name) in names.iter().enumerate() {
        let cy = 16 + 6 + LEGEND_ENTRY as i32 * k as i32 + LEGEND_ENTRY as i32 / 2;
        if k < marked && dots {
            side.draw(&Circle::new((24, cy), 4, color(k).filled()))
                .map_err(err)?;
        } else if k < marked {
            let square = [(18, cy - 5), (30, cy + 5)];
            side.draw(&Rectangle::new(square, color(k).filled()))
                .map_err(err)?;
        }
        let style = TextStyle::from((FONT, 13).into_font()).pos(Pos::new(HPos::Left, VPos::Center));
        side.draw(&Text::new(name.as_str(), (38, cy), style))
            .map_err(err)?;
    }
    Ok(())
}
